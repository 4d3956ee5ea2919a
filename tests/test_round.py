"""A round under ``teaching``: docs/rules.md section 3, step by step, with hand-worked values.

Positions are built from card ids with ``tests/helpers.py``. Each stock is given
top first and long enough for every flip the test makes, so no card the test did
not choose is ever flipped.
"""

import pytest
from helpers import (
    DEALER,
    FIELD,
    FIELD_FOR_TESHI,
    FIELD_FOUR_PINES,
    FIELD_NO_PINE_NO_MAPLE,
    KUTTSUKI,
    NON_DEALER,
    TEACHING,
    TESHI,
    TESHI_MAPLE,
    A,
    B,
    act,
    assert_said_without_english,
    deal_order,
    ids,
    index,
    position,
    snapshot,
)

from koikoi_edu.cards import MONTH_MASKS
from koikoi_edu.errors import IllegalMoveError, KoikoiError
from koikoi_edu.round import CHANCE, KOIKOI, STOP, Phase, Round, settle
from koikoi_edu.settlement import Ending, Misdeal
from koikoi_edu.words import ending_text, event_text, settlement_text

# -- the deal -----------------------------------------------------------------------------

# 5 is prime to 48, so this is a permutation; it deals no misdeal and no instant win
# (the non-dealer's months are 1 2 8 9 4 5 11 12, the dealer's 6 7 1 2 9 10 4 5).
DECK = [5 * i % 48 for i in range(48)]


def bits(cards) -> int:
    return sum(1 << c for c in cards)


@pytest.mark.parametrize("dealer", [A, B])
def test_deal_protocol_places_every_deck_position(dealer):
    r = Round.deal(deck=DECK, dealer=dealer)
    assert r.hands[1 - dealer] == bits(DECK[i] for i in (0, 1, 6, 7, 12, 13, 18, 19))
    assert r.field == bits(DECK[i] for i in (2, 3, 8, 9, 14, 15, 20, 21))
    assert r.hands[dealer] == bits(DECK[i] for i in (4, 5, 10, 11, 16, 17, 22, 23))
    assert r.stock_top_first() == DECK[24:]
    assert r.stock[-1] == DECK[24]  # the engine keeps the top at the end of the list
    assert (r.dealer, r.to_move, r.phase) == (dealer, dealer, Phase.PLAY)
    assert r.settlement is None and r.misdeals == 0


def test_the_dealer_plays_first_and_the_first_flip_is_deck_24():
    r = Round.deal(deck=DECK, dealer=B)
    # deck[24] is the boar and deck[15], on the field, its month-mate; no pine is dealt
    # to the field, so B's pine-plain-1 stays there and only the flip captures
    assert (DECK[24], DECK[15]) == (index("clover-boar"), index("clover-plain-2"))
    act(r, "pine-plain-1")
    assert ids(r.piles[B]) == {"clover-boar", "clover-plain-2"}
    assert r.stock_top_first() == DECK[25:]
    assert (r.to_move, r.phase) == (A, Phase.PLAY)


def test_deal_order_helper_deals_what_it_names():
    r = Round.deal(deck=deal_order(NON_DEALER, FIELD, DEALER), dealer=B)
    assert ids(r.hands[A]) == set(NON_DEALER)
    assert ids(r.hands[B]) == set(DEALER)
    assert ids(r.field) == set(FIELD)
    assert r.settlement is None


def test_four_of_a_month_on_the_field_is_a_misdeal():
    r = Round.deal(deck=deal_order(NON_DEALER, FIELD_FOUR_PINES, DEALER))
    assert r.is_terminal()
    assert (r.settlement.winner, r.settlement.points) == (None, 0)
    assert (r.settlement.ending, r.settlement.misdeal) == (Ending.MISDEAL, Misdeal.FIELD_MONTH)
    assert "misdeal" in ending_text(r.settlement)


def test_both_hands_instant_is_a_misdeal():
    r = Round.deal(deck=deal_order(TESHI, FIELD_NO_PINE_NO_MAPLE, TESHI_MAPLE))
    assert r.is_terminal()
    assert (r.settlement.winner, r.settlement.points) == (None, 0)
    assert (r.settlement.ending, r.settlement.misdeal) == (Ending.MISDEAL, Misdeal.BOTH_INSTANT)
    assert "misdeal" in ending_text(r.settlement)


@pytest.mark.parametrize("dealer", [A, B])
def test_seeded_deals_redeal_misdeals_and_count_them(dealer):
    # about one shuffle in 230 puts a whole month on the field
    seed = next(s for s in range(20000) if Round.deal(seed=s, dealer=dealer).misdeals)
    r = Round.deal(seed=seed, dealer=dealer)
    assert r.misdeals >= 1
    assert (r.dealer, r.to_move) == (dealer, dealer)  # the same dealer deals again
    assert not any(r.field & m == m for m in MONTH_MASKS)
    assert r.settlement is None or r.settlement.ending is not Ending.MISDEAL
    # the round is the protocol's deal of the deck it records
    again = Round.deal(deck=r.start["deck"], dealer=dealer)
    assert (again.hands, again.field, again.stock) == (r.hands, r.field, r.stock)
    # dealt again from a save, it keeps the count of the redeals before its deck
    assert again.misdeals == 0
    saved = Round.deal(deck=r.start["deck"], dealer=dealer, misdeals=r.misdeals)
    assert (saved.hands, saved.field, saved.misdeals) == (r.hands, r.field, r.misdeals)
    assert Round.deal(seed=seed, dealer=dealer, misdeals=2).misdeals == r.misdeals + 2


def test_a_bad_deck_is_refused():
    with pytest.raises(KoikoiError) as refused:
        Round.deal(deck=DECK[:-1] + [DECK[0]])
    assert str(refused.value) == "a deck must hold each of the 48 cards exactly once"
    assert_said_without_english(refused.value)  # issue 11: said in the learner's language


# -- instant wins -------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", [A, B])
def test_teshi_wins_six_at_once(dealer):
    r = Round.deal(deck=deal_order(DEALER, FIELD_FOR_TESHI, TESHI), dealer=dealer)
    s = r.settlement
    assert r.is_terminal()
    assert (s.winner, s.points, s.base, s.yaku, s.factors) == ("AB"[dealer], 6, 6, ("teshi",), ())


def test_kuttsuki_wins_six_at_once():
    field = [
        "pine-crane",
        "pine-poetry",
        "maple-deer",
        "maple-blue",
        "willow-swallow",
        "willow-ribbon",
        "paulownia-plain-1",
        "clover-plain-1",
    ]
    dealer = [
        "pine-plain-1",
        "peony-blue",
        "clover-ribbon",
        "pampas-geese",
        "chrysanthemum-blue",
        "maple-plain-1",
        "willow-lightning",
        "paulownia-plain-2",
    ]
    r = Round.deal(deck=deal_order(KUTTSUKI, field, dealer), dealer=A)
    s = r.settlement
    assert (s.winner, s.points, s.base, s.yaku, s.factors) == ("B", 6, 6, ("kuttsuki",), ())


def test_instant_wins_take_no_multipliers():
    # an instant win worth 7 would double under "x2 at base >= 7" if it took multipliers
    rules = TEACHING.replace(instant_win_points=7)
    r = Round.deal(rules, deck=deal_order(DEALER, FIELD_FOR_TESHI, TESHI))
    assert (r.settlement.points, r.settlement.factors) == (7, ())


# -- a turn: the play -----------------------------------------------------------------------


def test_a_play_without_match_stays_on_the_field():
    r = position(
        a_hand=["pine-plain-1", "plum-plain-1"],
        b_hand=["cherry-plain-1"],
        field=["iris-plain-1", "peony-plain-1"],
        stock=["wisteria-plain-1"],
    )
    act(r, "pine-plain-1")
    assert ids(r.field) == {"iris-plain-1", "peony-plain-1", "pine-plain-1", "wisteria-plain-1"}
    assert r.piles == [0, 0]
    assert ids(r.hands[A]) == {"plum-plain-1"}
    assert (r.to_move, r.phase) == (B, Phase.PLAY)


def test_a_play_with_one_match_captures_the_pair():
    r = position(
        a_hand=["clover-boar", "plum-plain-1"],
        b_hand=["cherry-plain-1"],
        field=["clover-plain-1", "iris-plain-1"],
        stock=["wisteria-plain-1"],
    )
    act(r, "clover-boar")
    assert ids(r.piles[A]) == {"clover-boar", "clover-plain-1"}
    assert ids(r.field) == {"iris-plain-1", "wisteria-plain-1"}
    assert (r.to_move, r.phase) == (B, Phase.PLAY)


def test_a_play_with_two_matches_lets_the_player_choose():
    r = position(
        a_hand=["pine-plain-1", "plum-plain-1"],
        b_hand=["cherry-plain-1"],
        field=["pine-crane", "pine-plain-2", "iris-plain-1"],
        stock=["wisteria-plain-1"],
    )
    act(r, "pine-plain-1")
    assert (r.phase, r.to_move) == (Phase.TAKE, A)
    assert r.legal_actions() == [index("pine-crane"), index("pine-plain-2")]
    assert r.pending == index("pine-plain-1")
    assert ids(r.hands[A]) == {"plum-plain-1"}
    assert r.stock[-1] == index("wisteria-plain-1")  # no flip before the choice
    act(r, "pine-crane")
    assert ids(r.piles[A]) == {"pine-plain-1", "pine-crane"}
    assert ids(r.field) == {"pine-plain-2", "iris-plain-1", "wisteria-plain-1"}
    assert (r.to_move, r.phase) == (B, Phase.PLAY)


def test_a_play_with_three_matches_captures_all_four():
    r = position(
        a_hand=["pine-plain-1", "plum-plain-1"],
        b_hand=["cherry-plain-1"],
        field=["pine-crane", "pine-poetry", "pine-plain-2", "iris-plain-1"],
        stock=["wisteria-plain-1"],
    )
    act(r, "pine-plain-1")
    assert ids(r.piles[A]) == {"pine-crane", "pine-poetry", "pine-plain-1", "pine-plain-2"}
    assert ids(r.field) == {"iris-plain-1", "wisteria-plain-1"}
    assert (r.to_move, r.phase) == (B, Phase.PLAY)


def test_capture_is_compulsory():
    r = position(
        a_hand=["clover-boar", "plum-plain-1"],
        b_hand=["cherry-plain-1"],
        field=["clover-plain-1", "iris-plain-1"],
        stock=["wisteria-plain-1"],
    )
    boar = index("clover-boar")
    for action in range(50):
        trial = r.copy()
        try:
            act(trial, action)
        except IllegalMoveError:
            continue
        # whatever was accepted, the boar never lies on the field beside its match
        assert not trial.field >> boar & 1
        if action == boar:
            assert ids(trial.piles[A]) == {"clover-boar", "clover-plain-1"}
    assert r.legal_actions() == [index("plum-plain-1"), boar]


# -- a turn: the flip -------------------------------------------------------------------------


def test_the_flip_without_match_goes_to_the_field_not_the_hand():
    r = position(
        a_hand=["plum-plain-1", "pine-plain-1"],
        b_hand=["cherry-plain-1"],
        field=["iris-plain-1"],
        stock=["wisteria-plain-1"],
    )
    act(r, "plum-plain-1")
    assert ids(r.hands[A]) == {"pine-plain-1"}
    assert ids(r.field) == {"iris-plain-1", "plum-plain-1", "wisteria-plain-1"}


def test_the_flip_with_one_match_captures_the_pair():
    r = position(
        a_hand=["plum-plain-1", "pine-plain-1"],
        b_hand=["cherry-plain-1"],
        field=["iris-plain-1"],
        stock=["iris-bridge"],
    )
    act(r, "plum-plain-1")
    assert ids(r.piles[A]) == {"iris-bridge", "iris-plain-1"}
    assert ids(r.hands[A]) == {"pine-plain-1"}
    assert ids(r.field) == {"plum-plain-1"}


def test_the_flip_with_two_matches_lets_the_player_choose():
    r = position(
        a_hand=["plum-plain-1", "pine-plain-1"],
        b_hand=["cherry-plain-1"],
        field=["maple-plain-1", "maple-plain-2", "iris-plain-1"],
        stock=["maple-deer"],
    )
    act(r, "plum-plain-1")
    assert (r.phase, r.to_move) == (Phase.DRAW_TAKE, A)
    assert r.legal_actions() == [index("maple-plain-1"), index("maple-plain-2")]
    assert r.pending == index("maple-deer")
    act(r, "maple-plain-2")
    assert ids(r.piles[A]) == {"maple-deer", "maple-plain-2"}
    assert ids(r.field) == {"maple-plain-1", "iris-plain-1", "plum-plain-1"}
    assert ids(r.hands[A]) == {"pine-plain-1"}
    assert (r.to_move, r.phase) == (B, Phase.PLAY)


def test_the_flip_with_three_matches_captures_all_four():
    r = position(
        a_hand=["plum-plain-1", "pine-plain-1"],
        b_hand=["cherry-plain-1"],
        field=["maple-deer", "maple-blue", "maple-plain-1"],
        stock=["maple-plain-2"],
    )
    act(r, "plum-plain-1")
    assert ids(r.piles[A]) == {"maple-deer", "maple-blue", "maple-plain-1", "maple-plain-2"}
    assert ids(r.field) == {"plum-plain-1"}


# -- yaku, the decision, koi-koi ------------------------------------------------------------


def inoshikacho_turn(stock=("pine-crane",), **kw) -> Round:
    """A holds deer and butterflies and is about to play the boar onto clover-plain-1.

    The flip, pine-crane, meets two pine plains, so A chooses again before the turn ends.
    """
    return position(
        a_pile=["maple-deer", "peony-butterflies"],
        a_hand=["clover-boar", "paulownia-plain-2"],
        b_hand=["paulownia-plain-3", "willow-lightning"],
        field=["clover-plain-1", "pine-plain-1", "pine-plain-2"],
        stock=stock,
        **kw,
    )


def test_yaku_are_checked_only_after_both_parts_of_the_turn():
    r = inoshikacho_turn()
    act(r, "clover-boar")  # the play alone makes inoshikacho...
    assert (r.phase, r.to_move) == (Phase.DRAW_TAKE, A)  # ...but the flip comes first
    act(r, "pine-plain-1")
    assert (r.phase, r.to_move) == (Phase.DECIDE, A)
    assert r.legal_actions() == [STOP, KOIKOI]


def test_a_whole_turn_asks_for_each_choice_and_the_decision_in_turn_order():
    r = position(
        a_hand=["maple-deer", "plum-plain-1"],
        b_hand=["cherry-plain-1"],
        field=["maple-plain-1", "maple-plain-2", "pine-plain-1", "pine-plain-2"],
        stock=["pine-crane"],
    )
    asked = []

    def choose(phase, card, matches):
        asked.append((phase, card, ids(matches)))
        return index("maple-plain-2" if phase is Phase.TAKE else "pine-plain-1")

    def decide(seat):
        raise AssertionError("a turn that forms no yaku asks for no decision")

    turn = r.play_turn(index("maple-deer"), choose, decide)
    assert asked == [
        (Phase.TAKE, index("maple-deer"), {"maple-plain-1", "maple-plain-2"}),
        (Phase.DRAW_TAKE, index("pine-crane"), {"pine-plain-1", "pine-plain-2"}),
    ]
    assert (turn.seat, turn.flipped) == (A, index("pine-crane"))
    assert (turn.take, turn.draw_take, turn.decision) == (
        index("maple-plain-2"),
        index("pine-plain-1"),
        None,
    )
    assert ids(r.piles[A]) == {"maple-deer", "maple-plain-2", "pine-crane", "pine-plain-1"}
    assert (r.to_move, r.phase) == (B, Phase.PLAY)


def test_a_whole_turn_that_forms_a_yaku_asks_the_mover_to_decide():
    r = inoshikacho_turn()
    turn = r.play_turn(
        index("clover-boar"),
        lambda phase, card, matches: index("pine-plain-1"),
        lambda seat: KOIKOI if seat == A else STOP,
    )
    assert (turn.take, turn.draw_take, turn.decision) == (None, index("pine-plain-1"), KOIKOI)
    assert r.koikoi == [A] and r.to_move == B


def test_a_whole_turn_refuses_an_illegal_choice_as_apply_action_does():
    r = inoshikacho_turn()
    with pytest.raises(IllegalMoveError, match="not a legal choice"):
        r.play_turn(
            index("clover-boar"),
            lambda phase, card, matches: index("pine-crane"),
            lambda seat: STOP,
        )


def test_stop_at_the_first_yaku_wins_it():
    r = inoshikacho_turn()
    act(r, "clover-boar", "pine-plain-1", STOP)
    s = r.settlement
    assert r.is_terminal()
    assert (s.winner, s.base, s.points, s.yaku, s.factors) == ("A", 5, 5, ("inoshikacho",), ())


def test_after_the_call_the_callers_yaku_at_the_call_are_the_reference():
    # A forms inoshikacho in play and calls; A's next capture adds only plains
    r = inoshikacho_turn(stock=["pine-crane", "willow-swallow", "cherry-plain-1"])
    act(r, "clover-boar", "pine-plain-1", KOIKOI)
    act(r, "paulownia-plain-3")  # B: no paulownia on the field, the flip stays too
    act(r, "paulownia-plain-2")  # A captures paulownia-plain-3: nothing new
    assert ids(r.piles[A]) >= {"paulownia-plain-2", "paulownia-plain-3"}
    assert not r.is_terminal()
    assert (r.to_move, r.phase) == (B, Phase.PLAY)


def worked_example(**kw) -> Round:
    """The worked example of docs/rules.md section 3 (seed 000, section 09)."""
    return position(
        a_pile=["maple-deer", "peony-butterflies"],
        a_hand=["clover-boar", "paulownia-plain-2", "paulownia-plain-3"],
        b_pile=["pampas-moon"],
        b_hand=["chrysanthemum-plain-1", "willow-lightning", "iris-plain-2"],
        field=["clover-plain-1", "chrysanthemum-cup", "pine-plain-1"],
        stock=["plum-plain-1", "wisteria-plain-1"],
        **kw,
    )


def test_worked_example_stop_for_five():
    r = worked_example()
    act(r, "clover-boar")
    assert r.phase is Phase.DECIDE
    act(r, STOP)
    assert (r.settlement.winner, r.settlement.points) == ("A", 5)


def test_worked_example_koikoi_then_tsukimi_doubled_to_ten():
    r = worked_example()
    act(r, "clover-boar", KOIKOI)
    assert (r.phase, r.to_move, r.koikoi, r.calls) == (Phase.PLAY, B, [A], [1, 0])
    act(r, "chrysanthemum-plain-1")  # captures the cup; B already holds the moon
    s = r.settlement
    assert r.is_terminal()  # at once: no decision for B, the one call is used
    assert (s.winner, s.base, s.points, s.yaku) == ("B", 5, 10, ("tsukimi",))
    assert [(f.op, f.value) for f in s.factors] == [("x", 2)]
    assert settlement_text(s) == "5 (tsukimi) × 2 (rival called koi-koi) = 10"


def after_a_call(a_pile, a_hand, field, stock, **kw) -> Round:
    """A has called koi-koi holding ``a_pile`` and is to move."""
    return position(
        a_pile=a_pile,
        a_hand=a_hand + ["paulownia-plain-2"],
        b_hand=["paulownia-plain-3", "willow-lightning"],
        field=field,
        stock=stock,
        koikoi=[A],
        **kw,
    )


INO = ["clover-boar", "maple-deer", "peony-butterflies"]


def test_the_caller_wins_at_once_with_a_new_yaku():
    # inoshikacho 5 at the call; the fifth animal adds tane 1: base 6, not doubled by the call
    r = after_a_call(
        INO + ["plum-warbler"],
        ["wisteria-cuckoo"],
        ["wisteria-plain-1", "iris-plain-1"],
        ["pine-plain-1"],
    )
    act(r, "wisteria-cuckoo")
    s = r.settlement
    assert (s.winner, s.base, s.points, s.factors) == ("A", 6, 6, ())
    assert set(s.yaku) == {"inoshikacho", "tane"}


def test_the_caller_wins_at_once_with_a_higher_count_yaku():
    # tane 1 at the call; the sixth animal makes it 2: base 7, x2 for 7+, never for the call
    r = after_a_call(
        INO + ["plum-warbler", "wisteria-cuckoo"],
        ["iris-bridge"],
        ["iris-plain-1", "pine-plain-2"],
        ["cherry-plain-1"],
    )
    act(r, "iris-bridge")
    s = r.settlement
    assert (s.winner, s.base, s.points) == ("A", 7, 14)
    assert [(f.op, f.value) for f in s.factors] == [("x", 2)]


@pytest.mark.parametrize(
    "played, captured",
    [
        ("pine-plain-1", "pine-plain-2"),  # two plains: nothing new
        ("plum-warbler", "plum-plain-1"),  # a fourth animal: still no tane
    ],
)
def test_a_capture_that_makes_nothing_new_does_not_end_the_round(played, captured):
    r = after_a_call(INO, [played], [captured, "iris-plain-1"], ["cherry-plain-1"])
    act(r, played)
    assert captured in ids(r.piles[A])
    assert not r.is_terminal()
    assert (r.to_move, r.phase) == (B, Phase.PLAY)


def test_the_other_player_without_yaku_plays_on_after_the_call():
    r = after_a_call(
        INO,
        ["pine-plain-1"],
        ["cherry-plain-1", "iris-plain-1"],
        ["wisteria-plain-1", "cherry-plain-2"],
    )
    act(r, "pine-plain-1", "willow-lightning")  # B's play stays, the flip takes a cherry
    assert ids(r.piles[B]) == {"cherry-plain-1", "cherry-plain-2"}
    assert not r.is_terminal()
    assert (r.to_move, r.phase) == (A, Phase.PLAY)


def test_hands_run_out_is_a_draw_even_with_the_callers_yaku():
    r = position(
        a_pile=INO,
        a_hand=["pine-plain-1"],
        b_hand=["plum-plain-1"],
        field=["iris-plain-1"],
        stock=["wisteria-plain-1", "cherry-plain-1"],
        koikoi=[A],
    )
    act(r, "pine-plain-1", "plum-plain-1")
    s = r.settlement
    assert r.is_terminal()
    assert (s.winner, s.points, s.base, s.yaku) == (None, 0, 0, ())


def last_turn(seat_forming: int) -> Round:
    """Each hand holds one card; ``seat_forming`` completes inoshikacho with its last card."""
    piles = [[], []]
    piles[seat_forming] = ["maple-deer", "peony-butterflies"]
    hands = [["plum-plain-1"], ["cherry-plain-1"]]
    hands[seat_forming] = ["clover-boar"]
    return position(
        a_pile=piles[A],
        b_pile=piles[B],
        a_hand=hands[A],
        b_hand=hands[B],
        field=["clover-plain-1", "iris-plain-1"],
        stock=["wisteria-plain-1", "pine-plain-1"],
    )


@pytest.mark.parametrize("seat", [A, B])
def test_the_last_turn_still_offers_the_decision(seat):
    r = last_turn(seat)
    act(r, *(["clover-boar"] if seat == A else ["plum-plain-1", "clover-boar"]))
    assert (r.phase, r.to_move) == (Phase.DECIDE, seat)
    stopped = r.copy()
    act(stopped, STOP)
    assert (stopped.settlement.winner, stopped.settlement.points) == ("AB"[seat], 5)
    act(r, KOIKOI)
    if seat == A:
        act(r, "cherry-plain-1")
    assert r.is_terminal()
    assert (r.settlement.winner, r.settlement.points) == (None, 0)


# -- settlement -------------------------------------------------------------------------------


def test_base_seven_doubles():
    r = position(
        a_pile=["pine-crane", "cherry-curtain", "willow-rainman"],
        a_hand=["pampas-moon", "paulownia-plain-2"],
        b_hand=["paulownia-plain-3"],
        field=["pampas-plain-1", "iris-plain-1"],
        stock=["wisteria-plain-1"],
    )
    act(r, "pampas-moon", STOP)
    s = r.settlement
    assert (s.yaku, s.base, s.points) == (("ame-shiko",), 7, 14)


def test_base_six_does_not_double():
    # the butterflies complete inoshikacho (5) and make five animals (tane, 1)
    r = position(
        a_pile=["clover-boar", "maple-deer", "plum-warbler", "wisteria-cuckoo"],
        a_hand=["peony-butterflies", "pine-plain-1"],
        b_hand=["paulownia-plain-3"],
        field=["peony-plain-1", "iris-plain-1"],
        stock=["cherry-plain-1"],
    )
    act(r, "peony-butterflies", STOP)
    assert (r.settlement.base, r.settlement.points) == (6, 6)


def test_base_eight_against_a_caller_is_32():
    # B's play takes the moon's pair and B's flip the phoenix's: shiko 8 after A's call
    r = position(
        a_pile=INO,
        a_hand=["pine-plain-1", "plum-plain-1"],
        b_pile=["pine-crane", "cherry-curtain"],
        b_hand=["pampas-moon", "iris-plain-2"],
        field=["pampas-plain-1", "paulownia-plain-1", "wisteria-plain-1"],
        stock=["paulownia-phoenix"],
        to_move=B,
        koikoi=[A],
    )
    act(r, "pampas-moon")
    s = r.settlement
    assert (s.winner, s.yaku, s.base, s.points) == ("B", ("shiko",), 8, 32)
    assert [(f.op, f.value) for f in s.factors] == [("x", 2), ("x", 2)]


@pytest.mark.parametrize(
    "base, winner_calls, rival_calls, points",
    [
        (5, 0, 0, 5),
        (6, 0, 0, 6),
        (7, 0, 0, 14),
        (5, 0, 1, 10),
        (8, 0, 1, 32),
        (5, 1, 0, 5),  # the call never doubles the caller's own win
        (8, 1, 0, 16),
    ],
)
def test_settle_under_teaching(base, winner_calls, rival_calls, points):
    assert settle(TEACHING, "A", base, ("x",), winner_calls, rival_calls).points == points


# -- illegal moves ----------------------------------------------------------------------------


def refused(r: Round, action) -> str:
    """Apply an illegal action; check it is refused and changed nothing; return the message."""
    before = snapshot(r)
    with pytest.raises(IllegalMoveError) as e:
        act(r, action)
    assert snapshot(r) == before
    message = str(e.value)
    assert "\n" not in message
    return message


def test_a_card_not_in_hand_is_refused():
    r = inoshikacho_turn()
    assert "`pine-crane`" in refused(r, "pine-crane")  # a stock card
    message = refused(r, "paulownia-plain-3")  # B's card, A to move
    assert "paulownia-plain-3" in message and "A's hand" in message


@pytest.mark.parametrize("action", [-1, 50, 1000])
def test_an_action_out_of_range_is_refused(action):
    refused(inoshikacho_turn(), action)


def test_a_wrong_choice_of_capture_is_refused():
    r = position(
        a_hand=["pine-plain-1", "plum-plain-1"],
        b_hand=["cherry-plain-1"],
        field=["pine-crane", "pine-plain-2", "iris-plain-1"],
        stock=["wisteria-plain-1"],
    )
    act(r, "pine-plain-1")
    message = refused(r, "iris-plain-1")
    for cid in ("iris-plain-1", "pine-crane", "pine-plain-2"):
        assert cid in message
    refused(r, STOP)


def test_a_wrong_choice_for_the_flip_is_refused():
    r = inoshikacho_turn()
    act(r, "clover-boar")
    message = refused(r, "paulownia-plain-2")  # still in A's hand, but not a choice
    assert "paulownia-plain-2" in message and "pine-crane" in message


@pytest.mark.parametrize("decision", [STOP, KOIKOI])
def test_a_decision_outside_the_decide_phase_is_refused(decision):
    refused(inoshikacho_turn(), decision)


@pytest.mark.parametrize("decision", [STOP, KOIKOI])
def test_a_decision_outside_the_decide_phase_is_explained_as_one(decision):
    # "action 48 is not in A's hand" does not tell a learner that no decision is due
    message = refused(inoshikacho_turn(), decision)
    assert "stop" in message or "koi-koi" in message


def test_a_card_in_the_decide_phase_is_refused():
    r = inoshikacho_turn()
    act(r, "clover-boar", "pine-plain-1")
    refused(r, "paulownia-plain-2")


def test_a_card_in_the_decide_phase_is_named_in_the_message():
    r = inoshikacho_turn()
    act(r, "clover-boar", "pine-plain-1")
    assert "paulownia-plain-2" in refused(r, "paulownia-plain-2")


def test_moves_after_the_end_are_refused():
    r = inoshikacho_turn()
    act(r, "clover-boar", "pine-plain-1", STOP)
    for action in ("paulownia-plain-2", STOP, KOIKOI):
        assert "over" in refused(r, action)


def test_a_refused_move_leaves_the_actions_record_alone():
    r = inoshikacho_turn()
    act(r, "clover-boar")
    refused(r, "clover-boar")
    assert r.actions == [index("clover-boar"), index("pine-crane")]  # the play, its flip


# -- explanations ----------------------------------------------------------------------------


def test_explain_names_the_month_and_plant_of_a_capture():
    r = position(
        a_hand=["clover-boar", "plum-plain-1"],
        b_hand=["cherry-plain-1"],
        field=["clover-plain-1", "iris-plain-1"],
        stock=["wisteria-plain-1"],
        explain=True,
    )
    events = act(r, "clover-boar")
    assert event_text(events[0]) == (
        "A plays clover-boar; it matches clover-plain-1 by month (7, bush clover) "
        "and captures the pair"
    )
    assert events[0].kind == "play" and events[0].seat == "A"
    flip = events[1]
    assert flip.kind == "flip"
    said = event_text(flip)
    assert "A flips wisteria-plain-1" in said and "month 4 (wisteria)" in said
    assert "stays on the field" in said


def test_explain_a_choice_and_a_capture_of_four():
    r = position(
        a_hand=["pine-plain-1", "plum-plain-1"],
        b_hand=["cherry-plain-1"],
        field=["pine-crane", "pine-plain-2", "maple-deer", "maple-blue", "maple-plain-1"],
        stock=["maple-plain-2"],
        explain=True,
    )
    (choice,) = act(r, "pine-plain-1")
    said = event_text(choice)
    assert "pine-crane" in said and "pine-plain-2" in said
    assert "(1, pine)" in said and "chooses" in said
    capture, flip = map(event_text, act(r, "pine-plain-2")[:2])
    assert "takes pine-plain-2" in capture and "leaves pine-crane" in capture
    assert "month 10 (maple)" in flip and "all four" in flip


def test_explain_the_worked_example_ends_with_the_equation():
    r = worked_example(explain=True)
    act(r, "clover-boar", KOIKOI)
    events = act(r, "chrysanthemum-plain-1")
    assert events[-1].kind == "win" and events[-1].seat == "B"
    assert event_text(events[-1]).endswith("= 10")
    assert any(e.kind == "yaku" for e in events)


def test_no_events_without_explain():
    r = worked_example()
    assert act(r, "clover-boar") == []


def test_the_round_records_how_it_began_and_every_action():
    r = worked_example()
    act(r, "clover-boar", KOIKOI, "chrysanthemum-plain-1")
    # each play is followed by its flip, the chance step: the history holds both
    assert r.actions == [
        *(index("clover-boar"), index("plum-plain-1"), KOIKOI),
        *(index("chrysanthemum-plain-1"), index("wisteria-plain-1")),
    ]
    replay = Round.from_position(
        hands=tuple(r.start["hands"]),
        field=r.start["field"],
        stock=r.start["stock"],
        piles=tuple(r.start["piles"]),
        to_move=r.start["to_move"],
        koikoi=r.start["koikoi"],
    )
    for a in r.actions:
        replay.apply_action(a)
    assert replay.settlement == r.settlement
    assert replay.piles == r.piles


# -- the flip, a chance step ------------------------------------------------------------------


def test_after_the_play_the_round_waits_on_the_flip_a_chance_step():
    r = worked_example()
    r.apply_action(index("clover-boar"))
    # the play has captured; the stock is whole and nobody but chance acts
    assert r.phase is Phase.FLIP and r.current_player() == CHANCE and r.to_move == A
    assert ids(r.piles[A]) >= {"clover-boar", "clover-plain-1"} and len(r.stock) == 36
    assert r.legal_actions() == [index("plum-plain-1")]
    assert r.chance_outcomes() == [(index("plum-plain-1"), 1.0)]
    r.apply_action(index("plum-plain-1"))
    assert "plum-plain-1" in ids(r.field) and len(r.stock) == 35
    assert r.phase is Phase.DECIDE and r.current_player() == A  # inoshikacho is formed


def test_only_the_top_of_the_stock_can_be_flipped():
    r = worked_example()
    r.apply_action(index("clover-boar"))
    for wrong in ("wisteria-plain-1", "paulownia-plain-2", "chrysanthemum-cup"):
        assert "not the flip" in refused(r, wrong)
    with pytest.raises(IllegalMoveError):
        r.apply_action(STOP)
    assert r.phase is Phase.FLIP and r.actions == [index("clover-boar")]


def test_the_flip_waits_after_the_played_cards_choice_too():
    r = inoshikacho_turn(stock=("maple-plain-1",))
    r.apply_action(index("paulownia-plain-2"))  # no paulownia on the field: it stays
    assert r.phase is Phase.FLIP
    r = position(
        a_hand=["pine-crane", "iris-plain-1"],
        b_hand=["iris-plain-2"],
        field=["pine-plain-1", "pine-plain-2"],
        stock=["maple-plain-1"],
    )
    r.apply_action(index("pine-crane"))
    assert r.phase is Phase.TAKE and r.current_player() == A
    r.apply_action(index("pine-plain-2"))
    assert r.phase is Phase.FLIP and r.legal_actions() == [index("maple-plain-1")]


def test_chance_has_no_outcome_while_a_seat_is_to_act():
    r = worked_example()
    with pytest.raises(ValueError, match="no chance step"):
        r.chance_outcomes()
    assert r.flip() == [] and r.actions == []  # no flip is due: nothing happens


def test_play_turn_takes_the_flip_itself():
    r = worked_example()
    played = r.play_turn(index("clover-boar"), lambda *a: 0, lambda seat: KOIKOI)
    assert played.flipped == index("plum-plain-1") and played.decision == KOIKOI
    assert r.phase is Phase.PLAY and r.to_move == B
