"""A widget that closes closes everything it holds: a class session must not grow the kernel.

ipywidgets keeps every open widget in a registry (with its comm to the page) until it is
closed; a box's ``close`` does not close its children, nor a widget its layout and
style. Issue 37 item 5: each "Ask the advisor" left the 27 widgets of the advisor it
replaced open (500 clicks: +13,500 widgets, +61 MiB), each "Review my round" the 3 of
the review it replaced, and the play table left an open advisor's after every move.
These tests count the registry; benchmarks/widget_lifetime.py prints the figures.
"""

from __future__ import annotations

import gc

import ipywidgets as widgets
import ipywidgets.widgets.widget as ipywidget
from helpers import position
from test_widget_play_table import WORKED

from koikoi_edu.cards import card
from koikoi_edu.scenario import load_library
from koikoi_edu.widgets.advisor import KoikoiAdvisor
from koikoi_edu.widgets.base import close_tree, replace_children
from koikoi_edu.widgets.play_table import PlayTable
from koikoi_edu.widgets.scenario_player import ScenarioPlayer


def live() -> int:
    """How many widgets are open now."""
    gc.collect()
    return len(ipywidget._instances)


def decision_round():
    r = load_library("boar-deer-butterflies").new_round(explain=False)
    r.apply_action(card("clover-boar").index)  # A holds inoshikacho and decides
    return r


def test_closing_the_advisor_closes_its_27_widgets_and_itself():
    before = live()
    advisor = KoikoiAdvisor(decision_round(), playouts=20)
    assert live() == before + 28  # the box, its layout and 26 more
    advisor.close()
    assert live() == before


def test_asking_the_advisor_again_and_again_keeps_one_advisor_open():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.go_turn(1)  # A's decision
    player.view.click("control", "advisor")
    once = live()
    for _ in range(5):
        player.view.click("control", "advisor")
    assert live() == once


def test_moving_on_closes_the_advisor_of_the_step_before():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.go_turn(1)
    before = live()
    player.open_advisor()
    player.next()
    assert player.advisor is None
    assert live() == before


def test_the_play_table_closes_the_advisor_with_the_move_it_weighed():
    table = PlayTable("greedy", position=position(**WORKED))
    table.click("clover-boar")  # A completes inoshikacho and decides
    before = live()
    table.open_advisor()
    table.decide("koi-koi")
    assert live() == before


def test_reviewing_again_replaces_the_review_and_closes_the_one_before():
    table = PlayTable("greedy", position=position(**WORKED))
    table.click("clover-boar")
    table.decide("stop")
    table.review()
    once = live()
    for _ in range(3):
        table.view.click("control", "review")
    assert table.last_review is not None
    assert live() == once
    table.new_round()  # the review of the round before goes
    assert live() == once - 3  # an HTML widget, its layout and its style


def test_closing_a_table_closes_every_widget_it_made():
    before = live()
    table = PlayTable("greedy", position=position(**WORKED))
    table.click("clover-boar")
    table.open_advisor()
    table.close()
    player = ScenarioPlayer("boar-deer-butterflies")
    player.go_turn(1)
    player.open_advisor()
    player.close()
    assert live() == before


def test_replace_children_closes_only_what_the_box_no_longer_shows():
    kept, dropped = widgets.HTML("kept"), widgets.HTML("dropped")
    box = widgets.VBox([kept, dropped])
    replace_children(box, [kept])
    assert box.children == (kept,)
    assert kept.comm is not None and kept.layout.comm is not None
    assert dropped.comm is None and dropped.layout.comm is None and dropped.style.comm is None
    close_tree(box)
    assert box.comm is None and kept.comm is None and box.layout.comm is None
