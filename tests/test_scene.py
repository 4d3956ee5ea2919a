"""One scene per moment: the live view and the stored snapshot show the same table, and a
click the scene asks for is never refused (issue 35).

Every library scenario is played step by step in every mode of the scenario player
(stepping, ask, "your move" for A, for B, and guided), once answering each question with
the lesson's own card and once with another legal card where there is one. At every step
the live view and the snapshot a stored notebook keeps must agree on what is shown (the
cards and which are highlighted, the yaku formed, the header, the sentence and the note),
every card the scene offers must be accepted, and a card it does not offer refused with
the state left as it was.
"""

from __future__ import annotations

import html
import re

import pytest
from helpers import live_line, picked, without_note

from koikoi_edu.cards import CARDS
from koikoi_edu.render.scene import Moment, legal_question, scene
from koikoi_edu.round import Phase
from koikoi_edu.scenario import library
from koikoi_edu.trace import PartKind, turn_parts
from koikoi_edu.widgets.play_table import PlayTable
from koikoi_edu.widgets.scenario_player import ScenarioPlayer

SCENARIOS = [name.removesuffix(".toml") for name in library()]
MODES = {
    "step": {},
    "ask": {"ask": True},
    "your-move-A": {"play": "A"},
    "your-move-B": {"play": "B"},
    "guided": {"play": "A", "coach": True, "open_hands": False},
}


def shown(markup: str) -> dict[str, object]:
    """What a page shows of a table, live or stored: every card picture's text (its
    name, and whether it is highlighted), the yaku formed, the header, the two lines."""
    return {
        "cards": re.findall(r'<img[^>]* alt="([^"]*)"', markup),
        "yaku": re.findall(r'class="kk-yaku" data-yaku="([^"]+)"', markup),
        "header": [html.unescape(t) for t in re.findall(r'class="kk-turn"[^>]*>([^<]*)<', markup)],
        "narration": live_line(markup, "narration"),
        "note": live_line(markup, "note"),
    }


def check_agree(player: ScenarioPlayer, where: str) -> None:
    live, stored = shown(player.view.html), shown(player.snapshot())
    assert live == stored, where


def other_card(player: ScenarioPlayer) -> str:
    """A card the scene on screen does not offer (nor the card waiting to take)."""
    q = player.scene.question
    assert q is not None
    return next(c.id for c in CARDS if c.id not in q.pick and c.id != q.card)


def play_through(player: ScenarioPlayer, alternative: bool) -> None:
    """Step through the whole scenario, answering every question; check each step."""
    for _ in range(4 * player.steps + 8):
        where = f"{player.name} step {player.step}, asking {player.asking}"
        check_agree(player, where)
        q = player.scene.question
        assert set(picked(player.view.html)) == set(player.scene.pick), where
        if q is not None and q.kind != "decide":
            before = (player.step, player.asking, without_note(player.view.html))
            player.click(other_card(player))  # not offered: refused, nothing changes
            assert (player.step, player.asking, without_note(player.view.html)) == before
            assert 'kk-note-refused"' in player.view.html, where
            legal = sorted(q.pick)
            others = [c for c in legal if c not in q.scripted]
            choice = others[0] if alternative and others else q.scripted[0]
            step = player.step
            player.click(choice)
            assert 'kk-note-refused"' not in player.view.html, where
            assert not player.asking and player.step in (step, step + 1), where
            continue
        if player.asking:  # a decision to answer
            player.view.click("control", "koi-koi" if alternative else "stop")
            assert not player.asking, where
            continue
        if player.step == player.steps:
            return
        player.next()
    pytest.fail(f"{player.name} never reached its end")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", SCENARIOS)
def test_every_scenario_in_every_mode_shows_one_scene_and_accepts_what_it_asks(name, mode):
    for alternative in (False, True) if mode.startswith(("your", "guided")) else (False,):
        play_through(ScenarioPlayer(name, **MODES[mode]), alternative)


def test_draw_after_koikoi_step_14_shows_the_same_yaku_live_and_stored():
    player = ScenarioPlayer("draw-after-koikoi")
    player.go(14)
    assert shown(player.view.html)["yaku"] == shown(player.snapshot())["yaku"]


def test_a_turns_yaku_are_hidden_only_while_its_check_is_still_to_come():
    """The mover's yaku are hidden at the play, capture and flip of a turn that forms or
    raises a yaku (the check comes at its yaku part), and shown at every other part."""
    player = ScenarioPlayer("boar-deer-butterflies")
    start = player.replay.start
    parts = turn_parts(start, player.replay.steps[0].round.actions)
    for i, part in enumerate(parts):
        s = scene(part.round, Moment(part, tuple(parts[i + 1 :])), 0)
        formed_later = any(p.kind is PartKind.YAKU for p in parts[i + 1 :])
        early = part.kind in (PartKind.PLAY, PartKind.CAPTURE, PartKind.FLIP)
        assert (s.hide_yaku == 0) == (early and formed_later), part.kind


def test_the_header_names_the_turn_shown_while_its_parts_go_on():
    """A part shown before its turn's end never names the round's next mover."""
    player = ScenarioPlayer("boar-deer-butterflies")
    parts = turn_parts(player.replay.start, player.replay.steps[0].round.actions)
    for i, part in enumerate(parts[:-1]):
        s = scene(part.round, Moment(part, tuple(parts[i + 1 :])), 0)
        if part.round.phase is Phase.PLAY:
            assert s.turn == part.seat


def test_the_play_table_shows_no_review_nor_new_round_before_the_end_is_shown():
    """While the learner steps through the move that ends the round, the bar offers
    neither "Review my round" nor a highlighted "new round"; at the end it does."""
    for seed in range(40):
        table = PlayTable("greedy", seed=seed)
        while not table.round.is_terminal():
            if table.watching:
                table.last()
            q = legal_question(table.round, table.seat)
            assert q is not None
            if q.kind == "decide":
                table.decide("stop")
            else:
                table.view.click("card", sorted(q.pick)[0])
        if not table.watching:
            continue
        controls = {c.id: c for c in table.scene.controls}
        assert "review" not in controls and not controls["new-round"].primary
        table.last()
        controls = {c.id: c for c in table.scene.controls}
        assert "review" in controls and controls["new-round"].primary
        return
    pytest.fail("no seed ended a round on the learner's own move")


def test_the_guided_take_refuses_another_month_by_that_rule_and_takes_the_other_match():
    """After the pampas plain is played, both pampas cards are offered; a card of another
    month is refused by the month rule (never for a card of the right month), and the
    geese, legal but not the lesson's, are taken as legal with what the moon does."""
    player = ScenarioPlayer("first-round", play="A", coach=True, open_hands=False)
    player.click("pampas-plain-2")  # step 0: the first move
    assert (player.step, player.asking, player.note_text) == (1, False, "Right!")
    assert player.scene.pick == {"pampas-moon", "pampas-geese"}
    player.click("clover-plain-1")
    assert player.note_text == (
        "`clover-plain-1` is a card of month 7; `pampas-plain-2` captures only a field card "
        "of its own month, 8 (pampas grass)"
    )
    assert player.step == 1
    player.click("pampas-geese")
    assert player.step == 2 and "“pampas grass: moon”" in player.status_text
    assert player.note_text == (
        "“pampas grass: geese” is legal too; the lesson's move is “pampas grass: moon”: "
        "captures “pampas grass: moon”, brings “Moon viewing” to 1 of 2."
    )


def test_a_card_click_while_a_turn_is_shown_says_to_see_the_turn_out():
    table = PlayTable("greedy", seed=1)
    hand = sorted(table.round.hand(0).ids())
    table.view.click("card", hand[0])
    assert table.watching
    before = list(table.round.actions)
    table.view.click("card", sorted(table.round.hand(0).ids())[0])
    assert table.round.actions == before
    seat = table.shown_part.seat
    assert table.note_text == (
        f"no card is asked for now: the table still shows {seat}'s turn; press Next (or Skip "
        "to now) to see the rest first"
    )
