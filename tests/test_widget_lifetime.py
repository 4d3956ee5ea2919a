"""A widget that closes closes everything it holds: a class session must not grow the kernel.

ipywidgets keeps every open widget in a registry (with its comm to the page) until it is
closed; a box's ``close`` does not close its children, nor a widget its layout and
style. Issue 37 item 5: each "Ask the advisor" left the 27 widgets of the advisor it
replaced open (500 clicks: +13,500 widgets, +61 MiB), each "Review my round" the 3 of
the review it replaced, and the play table left an open advisor's after every move.
These tests count the registry; benchmarks/widget_lifetime.py prints the figures.

The lifetime fuzz opens every widget and sub-widget of the package, clicks it at
random, closes it, and does the same again: the live widget count must come back to
where it was, and so must the memory the repeats allocated (tracemalloc). ``make test``
runs a few examples (the "koikoi" hypothesis profile of tests/conftest.py), ``make
fuzz`` many more ("fuzz-lifetime").
"""

from __future__ import annotations

import gc
import json
import os
import sys
import tracemalloc
import weakref
from pathlib import Path

import ipywidgets as widgets
import ipywidgets.widgets.widget as ipywidget
import pytest
from conftest import run
from helpers import position
from hypothesis import given
from hypothesis import strategies as st
from test_widget_clicks import MAKERS, controls, decision_round, operate
from test_widget_play_table import WORKED, played_badly

from koikoi_edu.widgets.advisor import KoikoiAdvisor
from koikoi_edu.widgets.base import close_tree, replace_children
from koikoi_edu.widgets.play_table import PlayTable
from koikoi_edu.widgets.scenario_player import ScenarioPlayer

BENCHMARK = Path(__file__).resolve().parent.parent / "benchmarks" / "widget_lifetime.py"


def live() -> int:
    """How many widgets are open now."""
    gc.collect()
    return len(ipywidget._instances)


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


def test_a_closed_table_is_freed_with_its_round_and_pictures():
    # anywidget ties every view to its script file's change signal when the script is
    # given as a path: each table ever made (~230 kB with its round and markup) stayed
    # in the kernel after it was closed
    made = [PlayTable("greedy", position=position(**WORKED)), advising_player()]
    gone = [weakref.ref(w) for w in made] + [weakref.ref(w.view) for w in made]
    for widget in made:
        widget.close()
    del made, widget
    gc.collect()
    assert [ref() for ref in gone] == [None] * 4


def test_replace_children_closes_only_what_the_box_no_longer_shows():
    kept, dropped = widgets.HTML("kept"), widgets.HTML("dropped")
    box = widgets.VBox([kept, dropped])
    replace_children(box, [kept])
    assert box.children == (kept,)
    assert kept.comm is not None and kept.layout.comm is not None
    assert dropped.comm is None and dropped.layout.comm is None and dropped.style.comm is None
    close_tree(box)
    assert box.comm is None and kept.comm is None and box.layout.comm is None


# -- the lifetime fuzz ----------------------------------------------------------------


def reviewed_table() -> PlayTable:
    """A play table whose round is over, with "Review my round" shown below it."""
    table = PlayTable("greedy", position=position(**WORKED))
    table.click("clover-boar")
    table.decide("stop")
    table.view.click("control", "review")
    assert table.last_review is not None
    return table


def retrying_table() -> PlayTable:
    """A play table whose round is reviewed, with "Retry my mistakes" open below it."""
    table = played_badly()
    table.view.click("control", "review")
    table.view.click("control", "retry")
    assert table.retries is not None
    return table


def advising_player() -> ScenarioPlayer:
    """The scenario player at A's decision, with "Ask the advisor" open below it."""
    player = ScenarioPlayer("boar-deer-butterflies", ask=False)
    player.go_turn(1)
    player.view.click("control", "advisor")
    assert player.advisor is not None
    return player


#: Every widget of the package (tests/test_widget_clicks.py's list), and the ones that
#: open inside a table: the advisor, the review and its retries.
LIFETIME = {
    **MAKERS,
    "PlayTable, review": reviewed_table,
    "PlayTable, retry": retrying_table,
    "ScenarioPlayer, advisor": advising_player,
}

#: What 10 opens and closes of a widget may leave allocated, in bytes: the registries'
#: tables resize (a dict does not shrink), but an advisor left alive holds about
#: 120 KiB, a table about 230 KiB, a review about 12 KiB: ten of them far more.
SLACK = 64 * 1024


def alive() -> int:
    """How many widget objects exist now, open or closed, after a collection."""
    gc.collect()
    return sum(isinstance(o, widgets.Widget) for o in gc.get_objects())


def run_plan(plan: list[tuple[str, list[int]]]) -> None:
    """Open each widget of ``plan``, click it as ``test_widget_clicks`` does, close it."""
    for name, clicks in plan:
        widget = LIFETIME[name]()
        for draw in clicks:
            live_controls = controls(widget)
            operate(live_controls[draw % len(live_controls)], draw // len(live_controls))
        widget.close()


@given(
    plan=st.lists(
        st.tuples(
            st.sampled_from(sorted(LIFETIME)),
            st.lists(st.integers(0, 10**6), max_size=4),
        ),
        min_size=1,
        max_size=2,
    )
)
def test_opening_clicking_and_closing_any_widget_leaves_nothing_behind(plan):
    run_plan(plan)  # the first run fills the caches (pictures, scorers, the library)
    before = live(), alive()
    run_plan(plan)
    assert (live(), alive()) == before  # nothing open, and nothing kept alive


@pytest.mark.parametrize(
    "name",
    [
        "PlayTable, review",
        "PlayTable, retry",
        "ScenarioPlayer, advisor",
        "KoikoiAdvisor",
        "YakuCalculator",
    ],
)
def test_ten_opens_and_closes_give_back_their_memory(name):
    run_plan([(name, [])])
    tracemalloc.start()
    try:
        for _ in range(10):
            run_plan([(name, [])])
        gc.collect()
        # CPython's method cache keeps the last attribute names looked up (traitlets
        # makes new ones, "_comm_changed"...): bounded, and no widget's memory
        sys._clear_type_cache()
        grown, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert grown < SLACK, grown


def test_the_benchmark_clicks_to_the_end_and_counts_the_same_for_more_clicks():
    # benchmarks/widget_lifetime.py prints the figures of issue 37 item 5: it must end
    # (it once clicked a refused card forever), and more clicks must add no widget
    def figures(asks: int, reviews: int) -> list[int]:
        done = run(
            [sys.executable, BENCHMARK, "--asks", asks, "--reviews", reviews, "--json"],
            env={**os.environ, "PYTHONPATH": str(BENCHMARK.parent.parent)},
            timeout=300,
        )
        return [row["widgets"] for row in json.loads(done.stdout)]

    few, more = figures(1, 1), figures(5, 3)
    assert few == more and few[0] < few[1] < few[2]  # one advisor, then one review shown
