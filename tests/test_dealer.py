"""The dealer of a position (issue 12, fault 1): docs/rules.md, "The dealer of a position".

The dealer plays first, so a position names its dealer by the hand sizes: the mover
when both hands are the same size, the other seat when the mover holds one card
more. The dealer matters only where a round with no winner pays the dealer
(nintendo's 6, koikoi-japan's 1) and for who deals next; the two properties at the
end hold the engine to exactly that.
"""

from __future__ import annotations

import random

import pytest
from helpers import A, B, act, position
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from koikoi_edu.errors import KoikoiError, ScenarioError
from koikoi_edu.match import next_dealer
from koikoi_edu.positions import position_dealer
from koikoi_edu.round import Phase, Round
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.saving import dumps, loads
from koikoi_edu.scenario import load_library
from koikoi_edu.scenario import loads as load_scenario

NINTENDO = Rules.preset("nintendo")

# Nothing on the field or in the stock matches another card, so nothing is ever captured.
QUIET = dict(
    field=["wisteria-plain-1", "iris-plain-1", "peony-plain-1"],
    stock=["clover-plain-1", "pampas-plain-1", "maple-plain-1"],
)


def quiet(rules: Rules, **kw) -> Round:
    """A to move with 2 cards, B with 1: B dealt, and the hands run out with no capture."""
    return position(
        rules, a_hand=["pine-plain-1", "plum-plain-1"], b_hand=["cherry-plain-1"], **QUIET, **kw
    )


@pytest.mark.parametrize(
    "sizes, to_move, dealer",
    [
        ((2, 2), A, A),
        ((2, 2), B, B),
        ((2, 1), A, B),
        ((1, 2), B, A),
        ((8, 8), A, A),
    ],
)
def test_the_hand_sizes_name_the_dealer(sizes, to_move, dealer):
    hands = tuple((1 << n) - 1 << 12 * seat for seat, n in enumerate(sizes))
    assert position_dealer(hands, to_move) == dealer


def test_nintendos_6_go_to_the_seat_that_dealt_not_to_the_mover():
    r = quiet(NINTENDO)
    assert r.dealer == B
    act(r, "pine-plain-1", "cherry-plain-1", "plum-plain-1")
    s = r.settlement
    assert (s.winner, s.points, s.ending) == ("B", 6, "dealer-draw")


def test_koikoi_japans_1_goes_to_the_seat_that_dealt():
    r = quiet(Rules.preset("koikoi-japan"))
    act(r, "pine-plain-1", "cherry-plain-1", "plum-plain-1")
    assert (r.settlement.winner, r.settlement.points) == ("B", 1)


@pytest.mark.parametrize(
    "preset, after",
    [
        ("teaching", A),  # a draw passes the deal: B dealt, A deals next
        ("escalating", B),  # the same dealer again
        ("nintendo", B),  # B won the 6, and the winner deals
    ],
)
def test_the_next_dealer_follows_the_seat_that_dealt(preset, after):
    rules = Rules.preset(preset)
    r = quiet(rules)
    act(r, "pine-plain-1", "cherry-plain-1", "plum-plain-1")
    assert next_dealer(rules, r.dealer, r.settlement) == after


def test_a_dealer_contradicting_the_hands_is_refused_by_the_engine():
    with pytest.raises(KoikoiError, match="dealer A contradicts the hands"):
        quiet(NINTENDO, dealer=A)


def test_an_explicit_dealer_is_kept_and_saved():
    r = quiet(NINTENDO, dealer=B)
    act(r, "pine-plain-1")
    loaded = loads(dumps(r))
    assert loaded.dealer == B and loaded.start["dealer"] == B
    act(loaded, "cherry-plain-1", "plum-plain-1")
    assert loaded.settlement.winner == "B"


def test_the_library_scenario_of_the_fault():
    replay = load_library("nintendo-dealer-of-a-position").replay()
    assert replay.start.dealer == B
    assert (replay.outcome.winner, replay.outcome.points) == ("B", 6)


SCENARIO = """
title = "dealer"
rules = "nintendo"
[position]
to_move = "A"
{dealer}
A.hand = ["pine-plain-1", "plum-plain-1"]
B.hand = ["cherry-plain-1"]
field = ["wisteria-plain-1", "iris-plain-1", "peony-plain-1"]
stock = ["clover-plain-1", "pampas-plain-1", "maple-plain-1"]
"""


@pytest.mark.parametrize("line", ["", 'dealer = "B"'])
def test_a_scenario_dealer_agreeing_with_the_hands_is_accepted(line):
    assert load_scenario(SCENARIO.format(dealer=line), "d.toml").new_round().dealer == B


def test_a_scenario_dealer_contradicting_the_hands_is_refused():
    with pytest.raises(ScenarioError) as e:
        load_scenario(SCENARIO.format(dealer='dealer = "A"'), "d.toml")
    assert str(e.value) == (
        "d.toml: position: dealer A contradicts the hands: the dealer plays first, so with "
        "A to move holding 2 cards and B 1, the dealer is B"
    )


# -- properties ------------------------------------------------------------------------------


def random_start_of_turn(preset: str, seed: int, turns: int) -> Round | None:
    """A dealt round after up to ``turns`` random turns, at the start of a turn."""
    rng = random.Random(seed)
    r = Round.deal(Rules.preset(preset), rng=rng, dealer=seed % 2)
    for _ in range(turns):
        if r.is_terminal():
            return None
        r.apply_action(rng.choice(r.legal_actions()))
        r.flip()
        while r.phase in (Phase.TAKE, Phase.DRAW_TAKE, Phase.DECIDE):
            r.apply_action(rng.choice(r.legal_actions()))
            r.flip()
    return None if r.is_terminal() else r


def rebuilt(r: Round) -> Round:
    """The same position set up directly, the dealer left to the hand sizes."""
    return Round.from_position(
        r.rules,
        hands=tuple(r.hands),
        field=r.field,
        stock=r.stock[::-1],
        piles=tuple(r.piles),
        to_move=r.to_move,
        koikoi=list(r.koikoi),
    )


def play_out(r: Round, seed: int) -> tuple[list[list[int]], tuple]:
    """Random play to the end: the legal actions at every step, and the settlement."""
    rng, seen = random.Random(seed), []
    while not r.is_terminal():
        legal = r.legal_actions()
        seen.append(legal)
        r.apply_action(rng.choice(legal))
        r.flip()
    s = r.settlement
    return seen, (s.winner, s.points, s.base, s.yaku)


@settings(max_examples=60, deadline=None)
@given(
    preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 10**6), turns=st.integers(0, 15)
)
def test_a_positions_dealer_never_changes_the_legal_moves(preset, seed, turns):
    r = random_start_of_turn(preset, seed, turns)
    assume(r is not None)
    # the position check refuses a dealer the hand sizes contradict, so the other
    # dealer is set on the round itself: the engine must not look at it during play
    other = r.copy()
    other.dealer = 1 - r.dealer
    assert play_out(r, seed)[0] == play_out(other, seed)[0]


@settings(max_examples=60, deadline=None)
@given(
    preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 10**6), turns=st.integers(0, 15)
)
def test_a_rounds_points_never_depend_on_how_the_hand_sizes_were_reached(preset, seed, turns):
    # the same cards in the same places, reached by play from a deal or set up directly
    r = random_start_of_turn(preset, seed, turns)
    assume(r is not None)
    direct = rebuilt(r)
    assert direct.dealer == r.dealer
    assert play_out(direct, seed) == play_out(r, seed)
