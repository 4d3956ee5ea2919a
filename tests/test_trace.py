"""A turn in its parts, checked against the engine's own play on every library scenario.

The parts are built from the engine's events and states; these tests hold them to
the engine's replay of the same turn: every card the turn moves is shown, the
parts come in the order of a turn, the last table is the engine's round, and every
event of the turn is told by some part.
"""

from __future__ import annotations

import pytest

from koikoi_edu import words
from koikoi_edu.cards import CARDS, card
from koikoi_edu.round import Phase, Round
from koikoi_edu.scenario import library, load_library
from koikoi_edu.trace import Part, PartKind, turn_parts
from koikoi_edu.words import part_text

ORDER = [
    PartKind.PLAY,
    PartKind.CAPTURE,
    PartKind.FLIP,
    PartKind.CAPTURE,
    PartKind.YAKU,
    PartKind.DECISION,
]


def turns(name: str) -> list[tuple[Round, Round, tuple, list[Part]]]:
    """Each turn of a library scenario: the round before and after, its events, its parts."""
    replay = load_library(name).replay()
    out, before = [], replay.start
    for step in replay.steps:
        parts = turn_parts(before, step.round.actions[len(before.actions) :])
        out.append((before, step.round, step.events, parts))
        before = step.round
    return out


def places(rnd: Round) -> dict[str, str]:
    """Where every card lies: a hand, a pile, the field or the stock."""
    where = {}
    for seat in (0, 1):
        where |= dict.fromkeys(rnd.hand(seat).ids(), f"hand {seat}")
        where |= dict.fromkeys(rnd.pile(seat).ids(), f"pile {seat}")
    where |= dict.fromkeys(rnd.field_cards().ids(), "field")
    where |= {CARDS[c].id: "stock" for c in rnd.stock}
    if rnd.phase in (Phase.TAKE, Phase.DRAW_TAKE):
        where[CARDS[rnd.pending].id] = "waiting"
    if rnd.phase is Phase.FLIP:  # the chance step: the top of the stock is turned up next
        where[CARDS[rnd.stock[-1]].id] = "turning up"
    return where


SCENARIOS = [name.removesuffix(".toml") for name in library()]
PLAYED = [name for name in SCENARIOS if load_library(name).turns]


def test_the_library_has_turns_of_every_kind():
    messages = {p.message for name in PLAYED for *_, parts in turns(name) for p in parts}
    assert messages >= {
        "match-pair",
        "match-stays",
        "match-choice",
        "match-four",
        "capture-pair",
        "capture-stays",
        "capture-take",
        "capture-four",
        "yaku",
        "decide-koikoi",
        "decide-stop",
    }


@pytest.mark.parametrize("name", PLAYED)
def test_parts_come_in_the_order_of_a_turn(name):
    for *_, parts in turns(name):
        kinds = [p.kind for p in parts]
        assert kinds[:2] == [PartKind.PLAY, PartKind.CAPTURE]
        rest = iter(ORDER)
        assert all(kind in rest for kind in kinds), kinds  # a subsequence of ORDER
        assert len({p.seat for p in parts}) == 1


@pytest.mark.parametrize("name", PLAYED)
def test_every_card_the_turn_moves_is_shown_in_some_part(name):
    for before, after, _, parts in turns(name):
        old, new = places(before), places(after)
        moved = {c for c in old if old[c] != new[c]}
        shown = {c for p in parts for c in p.cards}
        assert moved and moved <= shown, moved - shown


@pytest.mark.parametrize("name", PLAYED)
def test_the_last_part_shows_the_engines_round_after_the_turn(name):
    for _, after, _, parts in turns(name):
        last = parts[-1].round
        assert places(last) == places(after)
        assert (last.phase, last.to_move, last.settlement) == (
            after.phase,
            after.to_move,
            after.settlement,
        )


@pytest.mark.parametrize("name", PLAYED)
def test_every_event_of_the_turn_is_told_by_a_part_in_order(name):
    for _, _, events, parts in turns(name):
        told = []
        for p in parts:
            told += [e for e in p.events if not any(e is t for t in told)]
        assert [words.event_text(e) for e in told] == [words.event_text(e) for e in events]


@pytest.mark.parametrize("name", PLAYED)
def test_every_table_holds_the_48_cards_and_shows_what_it_highlights(name):
    for _, _, _, parts in turns(name):
        for p in parts:
            where = places(p.round)
            assert len(where) == 48
            assert p.cards and all(where[c] != "stock" for c in p.cards)
            if p.kind is PartKind.DECISION:  # the decision is about the yaku just formed
                assert p.cards == parts[parts.index(p) - 1].cards


@pytest.mark.parametrize("name", PLAYED)
def test_a_part_highlights_the_card_and_the_matches_its_sentence_names(name):
    for before, _, _, parts in turns(name):
        for p in parts:
            if p.kind in (PartKind.PLAY, PartKind.FLIP):
                assert p.cards == (p.values["card"], *p.values["matched"])
                assert len({card(c).month for c in p.cards}) == 1  # matched by month
            if p.kind is PartKind.PLAY:  # the played card is still in the hand, or waiting
                assert places(p.round)[p.values["card"]] in (f"hand {before.to_move}", "waiting")
            if p.kind is PartKind.FLIP:  # the flipped card is off the stock
                assert places(before)[p.values["card"]] == "stock"
                assert places(p.round)[p.values["card"]] in ("turning up", "waiting")


def state(r: Round) -> tuple:
    return (r.hands, r.field, r.stock, r.piles, r.calls, r.phase, r.to_move, r.settlement)


@pytest.mark.parametrize("name", PLAYED)
def test_every_table_a_part_shows_is_a_state_the_engine_reaches(name):
    # replaying the part's own history from the start gives its table: no field was
    # written by hand; only a round's end waits for the last part of its turn
    for _, _, _, parts in turns(name):
        for p in parts:
            again = p.round.restarted()
            for action in p.round.actions:
                again.apply_action(action)
            if p is not parts[-1] and again.settlement is not None:
                again = again.unsettled()
            assert state(again) == state(p.round)


def test_a_capture_before_the_winning_yaku_shows_no_settlement_yet():
    ((_, after, _, parts),) = turns("boar-deer-butterflies")[1:]
    assert after.settlement is not None and parts[-1].kind is PartKind.YAKU
    assert [p.round.settlement for p in parts[:-1]] == [None] * 4
    assert parts[-1].round.settlement == after.settlement


def test_a_choice_shows_the_engines_waiting_card():
    ((before, _, _, parts),) = turns("capture-choice")
    play, take = parts[:2]
    assert play.message == "match-choice" and play.round.phase is Phase.TAKE
    assert take.message == "capture-take" and take.cards == ("maple-plain-2", "maple-deer")
    assert places(take.round)["maple-deer"] == f"pile {before.to_move}"
    assert places(take.round)["maple-plain-1"] == "field"


def test_the_turn_is_not_changed_by_taking_it_apart():
    replay = load_library("boar-deer-butterflies").replay()
    before = replay.start.copy()
    turn_parts(replay.start, replay.steps[0].round.actions)
    assert places(replay.start) == places(before) and replay.start.log == before.log


@pytest.mark.parametrize("lang", words.LANGUAGES)
def test_every_part_is_said_in_every_language(lang):
    said = set()
    for name in PLAYED:
        for *_, parts in turns(name):
            for p in parts:
                text = part_text(p, lang)
                assert text and "{" not in text and "}" not in text
                said.add(text)
    assert len(said) > 100
    if lang in ("ru", "uk", "ja"):
        assert not any(w in t for t in said for w in ("plays", "captures", "stock", "field"))


def test_the_worked_example_in_words():
    (_, _, _, first), _ = turns("boar-deer-butterflies")
    assert [part_text(p) for p in first] == [
        "A plays “bush clover: boar” from the hand. It matches “bush clover: plain” on the "
        "field, the same month (7, bush clover).",
        "“bush clover: boar” captures “bush clover: plain”: both go to A's pile.",
        "A turns up “willow: lightning” from the top of the stock. No field card is of "
        "month 11 (willow): it matches nothing.",
        "Nothing to capture: “willow: lightning” stays on the field, where either player "
        "may take it later.",
        "A's pile now makes Boar, deer, butterflies 5: a new or better yaku.",
        "A calls koi-koi: the round goes on, for more points.",
    ]
    assert set(first[4].cards) == {"clover-boar", "maple-deer", "peony-butterflies"}
