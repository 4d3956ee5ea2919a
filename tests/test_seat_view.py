"""A seat's view of a round (``Round.observe``) and fresh deals of what it cannot see
(``Round.resample_hidden``), after OpenSpiel's information states and resampling.

A round dealt by a seed is walked into by random legal moves; the properties hold at
every kind of moment: a play, a choice waiting, the flip waiting, a decision, the end.
"""

import random

import pytest
from helpers import position
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from test_properties import check_every_card_once

from koikoi_edu.round import Phase, Round, SeatView

seeds = st.integers(0, 2**32 - 1)
walks = st.integers(0, 40)
seats = st.sampled_from((0, 1))


def walked(seed: int, steps: int) -> Round:
    """A round dealt by ``seed`` after ``steps`` random legal actions (flips included)."""
    r = Round.deal(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if r.is_terminal():
            break
        r.apply_action(rng.choice(r.legal_actions()))
    return r


@given(seed=seeds, steps=walks, seat=seats, deal=seeds)
@settings(max_examples=60, deadline=None)
def test_a_resampled_round_looks_the_same_to_the_seat_and_holds_every_card_once(
    seed, steps, seat, deal
):
    r = walked(seed, steps)
    again = r.resample_hidden(seat, random.Random(deal))
    assert again.observe(seat) == r.observe(seat)
    check_every_card_once(again)
    # what the seat sees is where it was; only the unseen cards moved
    view = r.observe(seat)
    assert again.hands[seat] == r.hands[seat] and again.field == r.field
    assert again.hands[1 - seat] | sum(1 << c for c in again.stock) == view.unseen
    # and nothing of the true deal is kept: no history to replay it from
    assert (again.actions, again.log, again.start) == ([], [], {})


@given(seed=seeds, steps=walks, seat=seats)
@settings(max_examples=15, deadline=None)
def test_over_many_deals_every_unseen_card_reaches_both_the_rivals_hand_and_the_stock(
    seed, steps, seat
):
    r = walked(seed, steps)
    view = r.observe(seat)
    assume(view.rival_hand_size > 0 and view.stock_size > 0)
    rng = random.Random(seed)
    in_hand = in_stock = 0
    for _ in range(400):
        again = r.resample_hidden(seat, rng)
        in_hand |= again.hands[1 - seat]
        in_stock |= sum(1 << c for c in again.stock)
    assert in_hand == view.unseen and in_stock == view.unseen


@given(seed=seeds, steps=walks, seat=seats, deal=seeds)
@settings(max_examples=30, deadline=None)
def test_a_resampled_round_plays_on_to_an_end(seed, steps, seat, deal):
    again = walked(seed, steps).resample_hidden(seat, random.Random(deal))
    assert again.play_random(random.Random(deal)) is again.settlement


def test_the_view_holds_the_seats_cards_and_only_counts_of_the_others():
    r = position(
        a_hand=["pine-crane", "iris-plain-1", "wisteria-plain-1"],
        b_hand=["iris-plain-2", "maple-deer", "cherry-curtain"],
        field=["pine-plain-1", "pine-plain-2"],
        a_pile=["peony-butterflies"],
        stock=["maple-plain-1"],
    )
    r.apply_action(r.legal_actions()[0])  # the pine crane meets two pines: a choice
    assert r.phase is Phase.TAKE
    view = r.observe(0)
    assert isinstance(view, SeatView) and (view.seat, view.to_move, view.phase) == (0, 0, r.phase)
    assert view.rival_hand_size == 3 and view.stock_size == len(r.stock)
    assert view.pending == r.pending and view.matches == r.matches
    assert view.seen & r.hands[1] == 0 and view.seen >> r.pending & 1  # the crane is seen
    assert r.observe(1).hand == r.hands[1] and r.observe(1).rival_hand_size == 2
    with pytest.raises(ValueError):
        r.observe(2)


def test_the_flip_to_come_is_not_in_the_view():
    a = position(a_hand=["pine-crane"], b_hand=["iris-plain-2"], stock=["maple-plain-1"])
    b = position(a_hand=["pine-crane"], b_hand=["iris-plain-2"], stock=["maple-plain-2"])
    a.apply_action(a.legal_actions()[0])
    b.apply_action(b.legal_actions()[0])
    assert a.phase is b.phase is Phase.FLIP and a.stock[-1] != b.stock[-1]
    assert a.observe(0) == b.observe(0) and a.observe(1) == b.observe(1)


def test_a_deal_that_does_not_fit_the_view_is_refused():
    r = walked(3, 5)
    seat, rival = r.to_move, 1 - r.to_move
    hand, stock = r.hands[rival], list(r.stock)
    assert r.with_hidden(seat, hand, stock).observe(seat) == r.observe(seat)
    low = hand & -hand
    for bad_hand, bad_stock in (
        (hand ^ low, stock),  # a card short
        (hand, stock[:-1]),  # a stock card short
        (hand, [*stock[:-1], stock[0]]),  # a card twice
        (hand ^ low | r.hands[seat] & -r.hands[seat], stock),  # a card the seat holds
    ):
        with pytest.raises(ValueError, match="does not fit"):
            r.with_hidden(seat, bad_hand, bad_stock)
    # unchecked, for a player that dealt the unseen cards itself: the same round
    checked, unchecked = r.with_hidden(seat, hand, stock), r.with_hidden(seat, hand, stock, False)
    assert (unchecked.hands, unchecked.stock, unchecked.observe(seat)) == (
        checked.hands,
        checked.stock,
        checked.observe(seat),
    )
