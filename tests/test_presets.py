"""The four presets: docs/rules.md section 4, one test per row where the presets differ.

Each test runs the same pile or position under every preset and checks the value
the preset table gives, worked out by hand, so a preset with a wrong option fails
on its own row.
"""

import pytest
from helpers import (
    DEALER,
    FIELD_FOR_TESHI,
    FIELD_FOUR_PAIRS,
    FIELD_NO_PINE_NO_MAPLE,
    NON_DEALER,
    TESHI,
    TESHI_MAPLE,
    TWO_MONTHS,
    A,
    B,
    act,
    deal_order,
    position,
)

from koikoi_edu import words
from koikoi_edu.cards import CardSet
from koikoi_edu.errors import RulesError
from koikoi_edu.round import KOIKOI, STOP, Phase, Round, settle
from koikoi_edu.rules import NINTENDO_HIGH_VALUES, Rules
from koikoi_edu.settlement import Ending, Misdeal
from koikoi_edu.yaku import progress, score

TEACHING, ESCALATING = Rules.preset("teaching"), Rules.preset("escalating")
FLOWER_POKER, NINTENDO = Rules.preset("flower-poker"), Rules.preset("nintendo")
NAMES = ["teaching", "escalating", "flower-poker", "nintendo"]

INO = ["clover-boar", "maple-deer", "peony-butterflies"]
POETRY = ["pine-poetry", "plum-poetry", "cherry-poetry"]
BLUE = ["peony-blue", "chrysanthemum-blue", "maple-blue"]
RED = ["wisteria-ribbon", "iris-ribbon", "clover-ribbon", "willow-ribbon"]
FIVE_ANIMALS = ["plum-warbler", "wisteria-cuckoo", "iris-bridge", "pampas-geese", "willow-swallow"]


def yaku_of(pile, preset: str) -> dict[str, int]:
    return score(CardSet(pile), Rules.preset(preset)).points_by_id()


def base_of(pile, rules: Rules) -> int:
    return score(CardSet(pile), rules).base


def per_preset(**values):
    """Parametrize over the presets: ``per_preset(teaching=1, ...)`` -> (name, value) pairs."""
    return pytest.mark.parametrize(
        "preset, expected", [(name, values[name.replace("-", "_")]) for name in NAMES]
    )


# -- koi-koi calls per round ---------------------------------------------------------------


def worked_example(rules: Rules) -> Round:
    """docs/rules.md's worked example: A calls on inoshikacho, then B's capture makes tsukimi."""
    r = position(
        rules,
        a_pile=["maple-deer", "peony-butterflies"],
        a_hand=["clover-boar", "paulownia-plain-2", "paulownia-plain-3"],
        b_pile=["pampas-moon"],
        b_hand=["chrysanthemum-plain-1", "willow-lightning", "iris-plain-2"],
        field=["clover-plain-1", "chrysanthemum-cup", "pine-plain-1"],
        stock=["plum-plain-1", "wisteria-plain-1"],
    )
    act(r, "clover-boar", KOIKOI, "chrysanthemum-plain-1")
    return r


@per_preset(teaching=False, escalating=True, flower_poker=True, nintendo=True)
def test_after_a_call_the_other_players_yaku_offers_a_decision_only_with_repeated_calls(
    preset, expected
):
    r = worked_example(Rules.preset(preset))
    if expected:
        assert (r.phase, r.to_move, r.legal_actions()) == (Phase.DECIDE, B, [STOP, KOIKOI])
        act(r, KOIKOI)  # a second call in the round, by the other player
        assert (r.koikoi, r.calls, r.to_move, r.phase) == ([A, B], [1, 1], A, Phase.PLAY)
    else:
        assert r.is_terminal() and r.settlement.winner == "B"


@per_preset(teaching=10, escalating=5, flower_poker=5, nintendo=10)
def test_x2_when_the_opponent_had_called(preset, expected):
    # tsukimi 5 after A's call: doubled only where double_against_caller holds
    r = worked_example(Rules.preset(preset))
    if not r.is_terminal():
        act(r, STOP)
    assert (r.settlement.winner, r.settlement.base, r.settlement.points) == ("B", 5, expected)


def caller_improves(rules: Rules, calls: int) -> Round:
    """A called ``calls`` times holding tane 1 (five animals) and now takes the cup: tane 2.

    Base 2 under every preset: no inoshikacho, and the cup adds no kasu.
    """
    return position(
        rules,
        a_pile=FIVE_ANIMALS,
        a_hand=["chrysanthemum-cup", "paulownia-plain-2"],
        b_hand=["paulownia-plain-3", "willow-lightning"],
        field=["chrysanthemum-plain-1", "iris-plain-1"],
        stock=["pine-plain-1"],
        koikoi=[A] * calls,
    )


@pytest.mark.parametrize("preset", ["escalating", "flower-poker", "nintendo"])
def test_repeated_calls_offer_the_caller_a_new_decision(preset):
    r = caller_improves(Rules.preset(preset), 1)
    act(r, "chrysanthemum-cup")
    assert (r.phase, r.to_move) == (Phase.DECIDE, A)
    act(r, KOIKOI)
    assert (r.koikoi, r.calls, r.to_move) == ([A, A], [2, 0], B)


def test_one_call_per_round_makes_the_callers_improvement_win_at_once():
    r = caller_improves(TEACHING, 1)
    act(r, "chrysanthemum-cup")
    assert r.is_terminal()
    assert (r.settlement.winner, r.settlement.base, r.settlement.points) == ("A", 2, 2)


# -- the caller's own multiplier ---------------------------------------------------------


@pytest.mark.parametrize(
    "preset, calls, points",
    [
        ("escalating", 1, 4),
        ("escalating", 2, 6),
        ("escalating", 3, 8),  # x2 x3 x4
        ("flower-poker", 1, 4),
        ("flower-poker", 2, 8),
        ("flower-poker", 3, 16),  # x2 x4 x8
        ("nintendo", 1, 2),
        ("nintendo", 2, 2),
        ("nintendo", 3, 2),  # x1
    ],
)
def test_the_callers_own_win_is_multiplied_by_the_preset(preset, calls, points):
    r = caller_improves(Rules.preset(preset), calls)
    act(r, "chrysanthemum-cup", STOP)
    assert (r.settlement.winner, r.settlement.base, r.settlement.points) == ("A", 2, points)


@pytest.mark.parametrize(
    "preset, calls, points",
    [
        ("teaching", 1, 5),
        ("escalating", 1, 10),
        ("escalating", 3, 20),
        ("flower-poker", 1, 10),
        ("flower-poker", 3, 40),
        ("nintendo", 3, 5),
    ],
)
def test_settle_the_callers_own_win(preset, calls, points):
    assert settle(Rules.preset(preset), "A", 5, ("akatan",), calls, 0).points == points


# -- x2 at base 7 or more -----------------------------------------------------------------


@per_preset(teaching=14, escalating=7, flower_poker=7, nintendo=14)
def test_x2_at_base_seven(preset, expected):
    # A's pile holds two brights; A plays the moon onto its plain and flips the rain man
    # onto the lightning: four brights with the rain man
    r = position(
        Rules.preset(preset),
        a_pile=["pine-crane", "cherry-curtain"],
        a_hand=["pampas-moon", "paulownia-plain-2"],
        b_hand=["paulownia-plain-3"],
        field=["pampas-plain-1", "willow-lightning", "iris-plain-1"],
        stock=["willow-rainman"],
    )
    act(r, "pampas-moon", STOP)
    assert (r.settlement.yaku, r.settlement.base, r.settlement.points) == (
        ("ame-shiko",),
        7,
        expected,
    )


@per_preset(teaching=32, escalating=8, flower_poker=8, nintendo=32)
def test_settle_base_eight_against_a_caller(preset, expected):
    assert settle(Rules.preset(preset), "A", 8, ("shiko",), 0, 1).points == expected


# -- bright yaku ---------------------------------------------------------------------------


@per_preset(teaching=5, escalating=6, flower_poker=5, nintendo=5)
def test_sanko_value(preset, expected):
    assert yaku_of(["pine-crane", "cherry-curtain", "paulownia-phoenix"], preset) == {
        "sanko": expected
    }


@per_preset(teaching={}, escalating={}, flower_poker={"sanko": 5}, nintendo={})
def test_three_brights_with_the_rain_man(preset, expected):
    assert yaku_of(["pine-crane", "willow-rainman", "paulownia-phoenix"], preset) == expected


def test_nintendo_high_values():
    rules = NINTENDO.replace(**NINTENDO_HIGH_VALUES)
    brights = ["pine-crane", "cherry-curtain", "pampas-moon", "paulownia-phoenix"]
    assert base_of(brights[:3], rules) == 6
    assert base_of(brights, rules) == 10
    assert base_of(brights[:3] + ["willow-rainman"], rules) == 8
    assert base_of(brights + ["willow-rainman"], rules) == 15
    assert score(CardSet(POETRY), rules).points_by_id() == {"akatan": 6}
    assert score(CardSet(BLUE), rules).points_by_id() == {"aotan": 6}
    assert base_of(INO, rules) == 5  # not among the higher values
    assert NINTENDO.goko_points == 10  # off by default


# -- viewing yaku --------------------------------------------------------------------------


def test_viewing_points_can_be_three():
    rules = NINTENDO.replace(viewing_points=3)
    pile = CardSet.of("cherry-curtain", "pampas-moon", "chrysanthemum-cup")
    assert score(pile, rules).points_by_id() == {"hanami": 3, "tsukimi": 3}


def test_viewing_points_zero_turns_viewing_off():
    rules = NINTENDO.replace(viewing_points=0)
    pile = CardSet.of("cherry-curtain", "pampas-moon", "chrysanthemum-cup")
    assert score(pile, rules).points_by_id() == {}
    assert {"hanami", "tsukimi"}.isdisjoint(p.id for p in progress(pile, rules))
    # in a round, B's capture of the cup beside the moon now makes nothing
    r = position(
        rules,
        b_pile=["pampas-moon"],
        a_hand=["pine-plain-1", "plum-plain-1"],
        b_hand=["chrysanthemum-plain-1", "iris-plain-2"],
        field=["chrysanthemum-cup", "cherry-plain-1"],
        stock=["wisteria-plain-1", "willow-lightning"],
    )
    act(r, "pine-plain-1", "chrysanthemum-plain-1")
    assert (r.phase, r.to_move) == (Phase.PLAY, A)


def test_the_rain_man_cancels_viewing_only_as_an_option():
    pile = CardSet.of("pampas-moon", "chrysanthemum-cup", "willow-rainman")
    assert score(pile, ESCALATING).points_by_id() == {"tsukimi": 5}
    assert score(pile, ESCALATING.replace(rainman_cancels_viewing=True)).points_by_id() == {}


# -- the cup as a plain ------------------------------------------------------------------

NINE_PLAINS = [
    "pine-plain-1",
    "pine-plain-2",
    "plum-plain-1",
    "plum-plain-2",
    "cherry-plain-1",
    "cherry-plain-2",
    "wisteria-plain-1",
    "wisteria-plain-2",
    "iris-plain-1",
]


@per_preset(teaching={"kasu": 1}, escalating={}, flower_poker={}, nintendo={"kasu": 1})
def test_the_cup_as_a_plain(preset, expected):
    assert yaku_of(NINE_PLAINS + ["chrysanthemum-cup"], preset) == expected


# -- extras of named yaku ------------------------------------------------------------------


@pytest.mark.parametrize(
    "pile, expected",
    [
        (INO, {"inoshikacho": 5}),
        (INO + ["plum-warbler"], {"inoshikacho": 6}),
        (INO + ["plum-warbler", "chrysanthemum-cup"], {"inoshikacho": 7, "tane": 1}),
    ],
)
def test_nintendo_inoshikacho_extras(pile, expected):
    assert yaku_of(pile, "nintendo") == expected


@pytest.mark.parametrize("preset", ["teaching", "escalating", "flower-poker"])
def test_no_inoshikacho_extras_elsewhere(preset):
    assert yaku_of(INO + ["plum-warbler", "chrysanthemum-cup"], preset) == {
        "inoshikacho": 5,
        "tane": 1,
    }


# (pile, teaching, escalating, flower-poker, nintendo): the base of each, by hand.
# escalating: akatan/aotan +1 per ribbon over 3; both: 10 +1 per ribbon over 6.
# nintendo: akatan and aotan each +1 per ribbon over 3. Tanzaku adds 1 from 5 ribbons.
RIBBON_BASES = [
    (POETRY, 5, 5, 5, 5),
    (POETRY + RED[:1], 5, 6, 5, 6),
    (POETRY + RED[:2], 6, 8, 6, 8),  # tanzaku 1
    (BLUE + RED[:2], 6, 8, 6, 8),
    (POETRY + BLUE, 12, 12, 12, 18),  # tanzaku 2
    (POETRY + BLUE + RED[:1], 13, 14, 13, 21),  # tanzaku 3
    (POETRY + BLUE + RED, 16, 20, 16, 30),  # tanzaku 6
]


@pytest.mark.parametrize("pile, teaching, escalating, flower_poker, nintendo", RIBBON_BASES)
def test_ribbon_extras(pile, teaching, escalating, flower_poker, nintendo):
    assert [base_of(pile, Rules.preset(name)) for name in NAMES] == [
        teaching,
        escalating,
        flower_poker,
        nintendo,
    ]


def test_nintendo_ribbon_triads_count_their_own_extras():
    assert yaku_of(POETRY + BLUE + RED[:1], "nintendo") == {"akatan": 9, "aotan": 9, "tanzaku": 3}


def test_escalating_ribbon_triads_share_one_extra():
    s = score(CardSet(POETRY + BLUE + RED[:1]), ESCALATING).points_by_id()
    assert (s["akatan"], s["aotan"], s["tanzaku"]) == (5, 5, 3)
    assert sum(s.values()) == 14


# -- the deal ----------------------------------------------------------------------------

# a hand and a field apart from TWO_MONTHS, neither an instant win nor a misdeal
TWO_MONTHS_RIVAL = [
    "cherry-curtain",
    "wisteria-cuckoo",
    "iris-bridge",
    "peony-butterflies",
    "clover-boar",
    "pampas-moon",
    "chrysanthemum-cup",
    "maple-deer",
]
TWO_MONTHS_FIELD = [
    "cherry-poetry",
    "wisteria-ribbon",
    "iris-ribbon",
    "peony-blue",
    "clover-ribbon",
    "pampas-geese",
    "chrysanthemum-blue",
    "maple-blue",
]


@per_preset(teaching=6, escalating=6, flower_poker=14, nintendo=6)
def test_a_hand_of_two_whole_months(preset, expected):
    r = Round.deal(
        Rules.preset(preset),
        deck=deal_order(TWO_MONTHS_RIVAL, TWO_MONTHS_FIELD, TWO_MONTHS),
        dealer=A,
    )
    s = r.settlement
    assert r.is_terminal()
    assert (s.winner, s.base, s.points, s.factors) == ("A", expected, expected, ())


@pytest.mark.parametrize("preset", NAMES)
def test_teshi_is_six_under_every_preset(preset):
    # one whole month is teshi, even where two whole months are worth 14
    r = Round.deal(Rules.preset(preset), deck=deal_order(DEALER, FIELD_FOR_TESHI, TESHI))
    s = r.settlement
    assert (s.winner, s.yaku, s.points) == ("A", ("teshi",), 6)


@per_preset(teaching=True, escalating=True, flower_poker=True, nintendo=False)
def test_both_hands_instant(preset, expected):
    r = Round.deal(
        Rules.preset(preset), deck=deal_order(TESHI, FIELD_NO_PINE_NO_MAPLE, TESHI_MAPLE)
    )
    if expected:  # a redeal
        assert r.is_terminal() and r.settlement.winner is None
        assert (r.settlement.ending, r.settlement.misdeal) == (Ending.MISDEAL, Misdeal.BOTH_INSTANT)
        assert "misdeal" in words.ending_text(r.settlement)
    else:  # ignored: play on
        assert (r.settlement, r.phase, r.to_move) == (None, Phase.PLAY, A)


@per_preset(teaching=False, escalating=True, flower_poker=False, nintendo=False)
def test_four_pairs_on_the_field(preset, expected):
    r = Round.deal(Rules.preset(preset), deck=deal_order(NON_DEALER, FIELD_FOUR_PAIRS, DEALER))
    if expected:  # a redeal
        assert r.is_terminal() and "misdeal" in words.ending_text(r.settlement)
        assert (r.settlement.ending, r.settlement.misdeal) == (Ending.MISDEAL, Misdeal.FIELD_PAIRS)
    else:
        assert (r.settlement, r.phase) == (None, Phase.PLAY)


def test_a_seeded_deal_under_escalating_never_keeps_four_field_pairs():
    for seed in range(300):
        r = Round.deal(ESCALATING, seed=seed)
        months = [(r.field >> 4 * m & 15).bit_count() for m in range(12)]
        assert sorted(months) != [0] * 8 + [2] * 4


# -- the end of a round ------------------------------------------------------------------


@pytest.mark.parametrize("dealer", [A, B])
@per_preset(teaching=None, escalating=None, flower_poker=None, nintendo=6)
def test_hands_run_out(preset, expected, dealer):
    # the dealer plays first: with one card each, the seat to move dealt
    r = position(
        Rules.preset(preset),
        a_hand=["pine-plain-1"],
        b_hand=["plum-plain-1"],
        field=["iris-plain-1"],
        stock=["wisteria-plain-1", "cherry-plain-1"],
        to_move=dealer,
    )
    assert r.dealer == dealer
    act(r, *(["pine-plain-1", "plum-plain-1"][:: 1 if dealer == A else -1]))
    s = r.settlement
    if expected is None:
        assert (s.winner, s.points) == (None, 0)
    else:  # nintendo: the dealer wins 6
        assert (s.winner, s.points) == ("AB"[dealer], expected)


# These rows are carried by the match, not by a round; the options are what the match reads.
@pytest.mark.parametrize(
    "preset, dealer_after_draw, rounds, target, bank",
    [
        ("teaching", "other", 12, None, None),
        ("escalating", "same", None, 50, None),
        ("flower-poker", "same", 12, None, 100),
        ("nintendo", "other", 12, None, None),
    ],
)
def test_match_options(preset, dealer_after_draw, rounds, target, bank):
    r = Rules.preset(preset)
    assert (r.dealer_after_draw, r.match_rounds, r.match_target, r.bank) == (
        dealer_after_draw,
        rounds,
        target,
        bank,
    )


# -- options and errors ------------------------------------------------------------------


def test_a_preset_is_a_starting_point_for_any_option():
    r = Rules.preset("nintendo").replace(viewing_points=3)
    assert (r.viewing_points, r.inoshikacho_extras, r.draw_points) == (3, True, 6)
    assert Rules.preset("nintendo").viewing_points == 5  # the preset itself is unchanged


def test_an_unknown_preset_is_named():
    with pytest.raises(RulesError, match="hanafuda"):
        Rules.preset("hanafuda")


def test_an_unknown_option_is_named():
    with pytest.raises(RulesError, match="colour"):
        TEACHING.replace(colour="red")


@pytest.mark.parametrize(
    "option, value",
    [
        ("viewing_points", -1),
        ("sanko_points", None),
        ("sanko_points", "five"),
        ("caller_factor", "triple"),
        ("cup_is_plain", "yes"),
        ("both_instant", "shrug"),
        ("koikoi_limit", -2),
    ],
)
def test_a_bad_option_value_is_named(option, value):
    with pytest.raises(RulesError, match=option):
        TEACHING.replace(**{option: value})
