"""The engine's API refuses out-of-range and ill-typed values.

Issue 10 items 1, 5 and 11: booleans are not numbers, floats are not actions,
positions no real round reaches are refused by the one shared check, and numpy
integers (objects with ``__index__``) are as good as ints. Every refusal leaves
the round as it was. A value of the wrong type or range, which only a program calling
the engine passes, is a ValueError or TypeError in English; what a learner can meet (an
illegal move, a position from a file that no round reaches) is a KoikoiError, said in
their language.
"""

import pytest
from helpers import (
    TEACHING,
    A,
    B,
    assert_said_without_english,
    index,
    mask,
    position,
    snapshot,
)

from koikoi_edu.cards import CardSet, card_mask
from koikoi_edu.errors import IllegalMoveError, KoikoiError, RulesError
from koikoi_edu.inputs import excerpt, whole_number
from koikoi_edu.positions import check_position
from koikoi_edu.round import KOIKOI, STOP, Phase, Round
from koikoi_edu.rules import Rules
from koikoi_edu.yaku import progress, score

np = pytest.importorskip("numpy")
ESCALATING = Rules.preset("escalating")


# -- rules options (item 1) ------------------------------------------------------------


@pytest.mark.parametrize(
    "options",
    [
        dict(sanko_points=True),
        dict(koikoi_limit=False),
        dict(bank=True),
        dict(sanko_points=2.0),
        dict(sanko_points="5"),
        dict(viewing_points=-1),
        dict(match_rounds=10**9),
        dict(rainman_sanko=1),
        dict(caller_factor=["none"]),
    ],
)
def test_rule_options_take_numbers_and_booleans_of_their_own_kind_only(options):
    with pytest.raises(RulesError):
        TEACHING.replace(**options)


def test_a_numpy_integer_is_a_whole_number_and_is_stored_as_an_int():
    value = TEACHING.replace(sanko_points=np.int64(6)).sanko_points
    assert value == 6 and type(value) is int


# -- cards, card sets and scoring (item 11) ------------------------------------------------


@pytest.mark.parametrize("month", [0, 13, -1, True, 1.0, "1"])
def test_a_month_outside_1_to_12_is_refused(month):
    with pytest.raises(ValueError, match="a month must be a whole number from 1 to 12") as no:
        CardSet.month(month)
    assert not isinstance(no.value, KoikoiError)


def test_a_month_may_be_a_numpy_integer():
    assert CardSet.month(np.int8(12)).ids()[0] == "paulownia-phoenix"


#: Not a set of cards: a value of the wrong type is a TypeError, a mask out of range a
#: ValueError.
NOT_CARDS = [
    (True, TypeError),
    (-1, ValueError),
    (1 << 48, ValueError),
    (1.0, TypeError),
    ("pine-crane", TypeError),
    (None, TypeError),
]


@pytest.mark.parametrize("cards, error", NOT_CARDS)
def test_a_card_set_is_ids_a_card_set_or_a_48_bit_mask(cards, error):
    with pytest.raises(error, match="a set of cards") as refused:
        CardSet(cards)
    assert not isinstance(refused.value, KoikoiError)


@pytest.mark.parametrize("pile, error", [case for case in NOT_CARDS if case[0] is not None])
def test_scoring_refuses_what_is_not_a_pile(pile, error):
    with pytest.raises(error, match="a pile") as refused:
        score(pile)
    assert not isinstance(refused.value, KoikoiError)
    with pytest.raises(error, match="a pile") as refused:
        progress(pile)
    assert not isinstance(refused.value, KoikoiError)


def test_card_mask_takes_a_card_set_and_numpy_integers():
    assert card_mask(CardSet.of("pine-crane")) == card_mask(np.uint64(1)) == 1


# -- actions (item 11) ----------------------------------------------------------------------


def play_position() -> Round:
    return position(
        a_hand=["pine-crane", "iris-plain-1"],
        b_hand=["plum-plain-1"],
        field=["cherry-plain-1"],
        stock=["wisteria-plain-1", "maple-plain-1"],
    )


@pytest.mark.parametrize("action", [[], 0.0, 48.0, "pine-crane", None, True])
def test_an_action_that_is_not_a_whole_number_is_refused_and_changes_nothing(action):
    # the program's mistake, not a move
    r = play_position()
    before = snapshot(r)
    with pytest.raises(ValueError, match="an action must be a whole number") as refused:
        r.apply_action(action)
    assert not isinstance(refused.value, KoikoiError)
    assert snapshot(r) == before


@pytest.mark.parametrize("action", [-1, 50, 10**30])
def test_a_whole_number_that_is_no_legal_action_is_an_illegal_move_and_changes_nothing(action):
    r = play_position()
    before = snapshot(r)
    with pytest.raises(IllegalMoveError):
        r.apply_action(action)
    assert snapshot(r) == before


def test_a_decision_must_be_a_whole_number_too():
    r = position(
        a_hand=["clover-plain-1", "pine-crane"],
        b_hand=["plum-plain-1"],
        field=["clover-boar"],
        a_pile=["maple-deer", "peony-butterflies"],
        stock=["iris-plain-1"],
    )
    r.apply_action(index("clover-plain-1"))
    r.flip()
    assert r.phase is Phase.DECIDE
    before = snapshot(r)
    for action in (float(STOP), float(KOIKOI), str(STOP)):
        with pytest.raises(ValueError, match="an action must be a whole number") as refused:
            r.apply_action(action)
        assert not isinstance(refused.value, KoikoiError)
        assert snapshot(r) == before
    r.apply_action(np.int64(STOP))
    assert r.is_terminal()


def test_a_numpy_integer_plays_the_card_it_numbers():
    r = play_position()
    r.apply_action(np.int32(index("pine-crane")))
    r.flip()
    assert r.to_move == B


@pytest.mark.parametrize("dealer", [-1, 2, True, 0.0, "A"])
def test_the_dealer_of_a_deal_is_seat_0_or_1(dealer):
    with pytest.raises(ValueError, match="the dealer") as refused:
        Round.deal(seed=1, dealer=dealer)
    assert not isinstance(refused.value, KoikoiError)


def test_a_deck_is_48_whole_card_indices():
    with pytest.raises(ValueError, match="a card of the deck must be a whole number") as no:
        Round.deal(deck=[float(i) for i in range(48)])
    assert not isinstance(no.value, KoikoiError)
    with pytest.raises(TypeError, match="a deck must be a list"):
        Round.deal(deck=17)
    r = Round.deal(deck=[np.int64(i) for i in range(48)])
    assert r.start["deck"] == list(range(48))


# -- positions (items 5 and 11): one check for every way into a position ---------------------


def begin(**changes):
    """The keyword arguments of a valid position, with ``changes``."""
    args = dict(
        hands=(mask(["pine-crane", "iris-plain-1"]), mask(["plum-plain-1"])),
        field=mask(["cherry-plain-1"]),
        stock=[],
        piles=(0, 0),
        to_move=A,
        dealer=None,
        koikoi=[],
    )
    return {**args, **changes}


HAND_OF_9 = mask(
    [
        "pine-crane",
        "pine-poetry",
        "pine-plain-1",
        "pine-plain-2",
        "plum-warbler",
        "plum-poetry",
        "plum-plain-1",
        "plum-plain-2",
        "cherry-curtain",
    ]
)


#: Positions of the right types that no real round reaches: scenario files and saved
#: rounds hold them, so a learner meets these messages, in their language.
UNREACHABLE = [
    (
        dict(hands=(mask(["iris-plain-1"]) | 7, 0)),
        "A is to move with 4 cards and B holds 0; the mover's hand must be the same size as "
        "the other's or one card larger",
    ),
    (dict(hands=(HAND_OF_9, HAND_OF_9 >> 12 & ~HAND_OF_9)), "A's hand holds 9 cards"),
    (dict(hands=(0, 0)), "both hands are empty; there is no turn left to play"),
    (dict(koikoi=[A, B, A, B, A]), "koikoi lists 5 calls but the teaching rules allow 1"),
    (
        dict(piles=(0, mask(["cherry-curtain", "pampas-moon", "paulownia-phoenix"]))),
        "B's captured cards already hold yaku (sanko 5) but B is not listed in koikoi",
    ),
    (
        dict(field=mask(["maple-deer", "maple-blue", "maple-plain-1", "maple-plain-2"])),
        "all 4 cards of month 10 (maple) are on the field",
    ),
    (dict(field=mask(["pine-crane"])), "`pine-crane` is both in A's hand and in the field"),
    (
        dict(piles=(0, mask(["pine-crane"]))),
        "`pine-crane` is both in A's hand and in B's captured cards",
    ),
    (dict(stock=[5, 5]), "`plum-poetry` is twice in the stock"),
    (
        dict(dealer=A),
        "dealer A contradicts the hands: the dealer plays first, so with A to "
        "move holding 2 cards and B 1, the dealer is B",
    ),
]
#: Values of the wrong type or range, which only a program calling the engine passes
#: (the files are read and checked before): ValueError or TypeError, in English.
ILL_TYPED = [
    (
        dict(stock=[48]),
        ValueError,
        "a card of the stock must be a whole number from 0 to 47, not 48",
    ),
    (dict(stock="pine"), TypeError, "the stock must be a list of card indices"),
    (
        dict(to_move=2),
        ValueError,
        "to_move (a seat: 0 for A, 1 for B) must be a whole number from 0 to 1",
    ),
    (dict(to_move=True), ValueError, "to_move"),
    (dict(dealer=-1), ValueError, "the dealer"),
    (dict(koikoi=[A, 3]), ValueError, "a seat in koikoi"),
    (dict(koikoi="A"), TypeError, "koikoi must be a list of seats"),
    (dict(hands=(1, 2, 3)), TypeError, "hands must be a pair of card masks"),
    (dict(hands=(-1, 0)), ValueError, "A's hand as a mask must be from 0 to 2**48 - 1"),
    (
        dict(piles=(0, 1.5)),
        TypeError,
        "B's captured cards must be card ids, a CardSet or a 48-bit mask",
    ),
    (dict(field=1 << 48), ValueError, "the field as a mask must be from 0 to 2**48 - 1"),
]


@pytest.mark.parametrize("changes, message", UNREACHABLE)
def test_positions_no_round_can_reach_are_refused(changes, message):
    with pytest.raises(KoikoiError) as refused:
        Round.from_position(**begin(**changes))
    assert message in str(refused.value)
    with pytest.raises(KoikoiError, match="."):
        check_position(TEACHING, **begin(**changes))


@pytest.mark.parametrize("changes, error, message", ILL_TYPED)
def test_ill_typed_positions_are_the_programs_mistake(changes, error, message):
    for attempt in (
        lambda: Round.from_position(**begin(**changes)),
        lambda: check_position(TEACHING, **begin(**changes)),
    ):
        with pytest.raises(error) as refused:
            attempt()
        assert message in str(refused.value)
        assert not isinstance(refused.value, KoikoiError)


def test_calls_by_both_seats_are_refused_where_the_rival_may_not_call():
    rules = ESCALATING.replace(rival_may_call=False)
    with pytest.raises(KoikoiError) as refused:
        Round.from_position(rules, **begin(koikoi=[A, B]))
    assert str(refused.value) == (
        "koikoi lists calls by both A and B, but under the escalating rules with "
        "rival_may_call = false only A, who called first, may call"
    )


def nearly_all_captured(left_out: int) -> dict:
    """:func:`begin` with the stock ``[47]``, both seats called, and every card but
    ``left_out`` more captured: the two piles share the rest of the deck."""
    everything = (1 << 48) - 1
    hands = (mask(["pine-crane", "iris-plain-1"]), mask(["plum-plain-1"]))
    out = hands[0] | hands[1] | mask(["cherry-plain-1"]) | (1 << 47) | left_out
    piles = (everything & ~out & ((1 << 24) - 1), everything & ~out & ~((1 << 24) - 1))
    return begin(piles=piles, stock=[47], koikoi=[A, B])


def test_the_stock_must_hold_a_flip_for_every_turn_left():
    # all but 5 cards placed: 2 left out + 1 in the stock, for 3 turns: enough
    Round.from_position(ESCALATING, **nearly_all_captured(1 << 46 | 1 << 45))
    with pytest.raises(KoikoiError) as refused:
        Round.from_position(ESCALATING, **nearly_all_captured(1 << 45))
    assert str(refused.value) == (
        "the stock holds 2 cards, too few for the 3 turns left (every turn flips one)"
    )


def test_a_position_three_cards_against_none_is_refused_rather_than_stuck():
    # issue 10's reproducer: after A's play B had no legal action and play_random crashed
    with pytest.raises(KoikoiError, match="A is to move with 3 cards and B holds 0"):
        position(a_hand=["pine-crane", "iris-plain-1", "maple-deer"], b_hand=[])


@pytest.mark.parametrize("lang", ["ru", "uk", "ja"])
def test_every_unreachable_position_is_said_in_the_learners_language(lang):
    # issue 11: card ids, TOML keys and option values stay as written, in backticks
    rival_may_not_call = ESCALATING.replace(rival_may_call=False)
    for rules, position_args in [
        *((TEACHING, begin(**changes)) for changes, _ in UNREACHABLE),
        (rival_may_not_call, begin(koikoi=[A, B])),
        (ESCALATING, nearly_all_captured(1 << 45)),
    ]:
        with pytest.raises(KoikoiError) as refused:
            check_position(rules, **position_args)
        assert_said_without_english(refused.value, [lang])


def test_a_valid_position_with_numpy_masks_is_taken_as_ints():
    r = Round.from_position(
        **begin(
            hands=(np.int64(mask(["pine-crane", "iris-plain-1"])), np.int64(mask(["plum-plain-1"])))
        )
    )
    assert all(type(h) is int for h in r.hands)


# -- messages (item 10) --------------------------------------------------------------------


def test_shown_shortens_and_escapes_what_it_repeats():
    assert excerpt("a" * 10_000_000).endswith("... (10,000,000 characters)")
    assert len(excerpt("a" * 10_000_000)) < 100
    assert excerpt("pine\ncrane") == "pine\\ncrane"
    assert excerpt("\x1b[31mred") == "\\x1b[31mred"
    assert excerpt([[[]]]) == "a list of 1 item"


def test_whole_number_names_what_and_the_range():
    with pytest.raises(ValueError, match=r"^x must be a whole number >= 1, not 0.5$") as no:
        whole_number(0.5, "x", 1)
    assert not isinstance(no.value, KoikoiError)
    assert whole_number(np.int16(3), "x") == 3
