"""What the seed texts say, read closely: docs/rules.md, "Readings of the seed texts".

Each open reading is tested once per value of the option that chooses it, on a
hand-worked position; each preset's default is the reading the rules document takes.
"""

from __future__ import annotations

import dataclasses

import pytest
from helpers import (
    DEALER,
    FIELD_FOR_TESHI,
    KUTTSUKI,
    TESHI,
    A,
    B,
    act,
    deal_order,
    position,
)

from koikoi_edu.cards import CARDS, CardSet
from koikoi_edu.errors import ScenarioError
from koikoi_edu.round import DEAL_PLACES, KOIKOI, STOP, Phase, Round
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.scenario import load_library, loads
from koikoi_edu.yaku import aims, progress, score

TEACHING, NINTENDO = Rules.preset("teaching"), Rules.preset("nintendo")

# -- a new yaku that does not raise the total (issue 12, fault 2) ----------------------------

SANKO = ["pine-crane", "cherry-curtain", "paulownia-phoenix"]


def rain_man_after_a_call(rules: Rules, pile: list[str]) -> Round:
    """A has called on ``pile``; the swallow will take the rain man off the field."""
    return position(
        rules,
        a_hand=["willow-swallow", "pine-plain-1"],
        b_hand=["plum-plain-1", "cherry-plain-1"],
        field=["willow-rainman", "iris-plain-1"],
        stock=["wisteria-plain-1", "peony-plain-1"],
        a_pile=pile,
        koikoi=[A],
    )


@pytest.mark.parametrize("sanko_points", [5, 7])
def test_a_new_yaku_after_the_call_ends_the_round_whatever_it_adds(sanko_points):
    # ame-shiko 7 replaces sanko: +2 with the usual values, +0 when sanko is worth 7
    r = rain_man_after_a_call(TEACHING.replace(sanko_points=sanko_points), SANKO)
    act(r, "willow-swallow")
    s = r.settlement
    assert (s.winner, s.yaku, s.base, s.points, s.ending) == (
        "A",
        ("ame-shiko",),
        7,
        14,
        "after-call",
    )


def test_a_new_yaku_of_equal_value_offers_a_new_decision_under_repeated_calls():
    r = rain_man_after_a_call(NINTENDO.replace(sanko_points=7), SANKO)
    act(r, "willow-swallow")
    assert r.phase is Phase.DECIDE and r.to_move == A


def test_a_new_yaku_that_lowers_the_total_still_gives_a_decision():
    # escalating with the rain-man option: sanko 6 + hanami 5 = 11 before; the rain man
    # makes ame-shiko 7 and cancels hanami, 7 in all. Ame-shiko is new: A decides again.
    rules = Rules.preset("escalating").replace(rainman_cancels_viewing=True)
    r = rain_man_after_a_call(rules, SANKO + ["chrysanthemum-cup"])
    assert r.score(A).base == 11
    act(r, "willow-swallow")
    assert r.phase is Phase.DECIDE and r.score(A).base == 7
    act(r, STOP)
    assert (r.settlement.yaku, r.settlement.points) == (("ame-shiko",), 14)  # x2, one call


def test_the_library_scenario_of_the_equal_value_yaku():
    outcome = load_library("new-yaku-equal-value").replay().outcome
    assert (outcome.winner, outcome.points, outcome.yaku) == ("A", 14, ["ame-shiko"])


# -- nintendo's draw (item 3) ------------------------------------------------------------------


def akatan_then_nothing(rules: Rules) -> Round:
    """A deals, forms akatan on the first turn; nothing else is ever captured."""
    return position(
        rules,
        a_hand=["cherry-plain-1", "wisteria-plain-1"],
        b_hand=["iris-plain-2", "maple-plain-2"],
        field=["cherry-poetry", "pampas-plain-2", "peony-plain-1"],
        stock=["pampas-plain-1", "willow-lightning", "paulownia-plain-1", "chrysanthemum-plain-1"],
        a_pile=["pine-poetry", "plum-poetry"],
    )


@pytest.mark.parametrize("after_call, winner, points", [(False, None, 0), (True, "A", 6)])
def test_the_hands_run_out_after_a_koikoi(after_call, winner, points):
    r = akatan_then_nothing(NINTENDO.replace(draw_points_after_call=after_call))
    act(r, "cherry-plain-1")
    assert r.phase is Phase.DECIDE
    act(r, KOIKOI, "iris-plain-2", "wisteria-plain-1", "maple-plain-2")
    assert (r.settlement.winner, r.settlement.points) == (winner, points)


@pytest.mark.parametrize("after_call", [False, True])
def test_without_any_yaku_the_dealer_takes_6_either_way(after_call):
    r = akatan_then_nothing(NINTENDO.replace(draw_points_after_call=after_call))
    r.piles[A] = 0  # no poetry ribbons: the cherry ribbon alone is no yaku
    r._set_reference(A)
    act(r, "cherry-plain-1", "iris-plain-2", "wisteria-plain-1", "maple-plain-2")
    assert (r.settlement.winner, r.settlement.points) == ("A", 6)


@pytest.mark.parametrize(
    "preset, after_call",
    [
        ("teaching", True),
        ("escalating", True),
        ("flower-poker", True),
        ("nintendo", False),
        ("koikoi-japan", True),
    ],
)
def test_only_nintendo_reads_the_draw_as_seed_003_words_it(preset, after_call):
    assert Rules.preset(preset).draw_points_after_call is after_call


# -- how each seed deals (item 4) ----------------------------------------------------------------

# 5 is prime to 48, so this is a permutation; no protocol deals it into a misdeal
DECK = [5 * i % 48 for i in range(48)]
IDS = [CARDS[i].id for i in DECK]


def ids_of(m: int) -> set[str]:
    return {c.id for c in CARDS if m >> c.index & 1}


@pytest.mark.parametrize("dealer", [A, B])
@pytest.mark.parametrize(
    "protocol, non_dealer, field, own",
    [
        # seeds 000, 002: packets of 2 to the non-dealer, the field, the dealer; four times
        (
            "packets-of-2",
            [0, 1, 6, 7, 12, 13, 18, 19],
            [2, 3, 8, 9, 14, 15, 20, 21],
            [4, 5, 10, 11, 16, 17, 22, 23],
        ),
        # seed 001: packets of 4 to the non-dealer, the dealer, the field; twice
        (
            "packets-of-4",
            [0, 1, 2, 3, 12, 13, 14, 15],
            [8, 9, 10, 11, 20, 21, 22, 23],
            [4, 5, 6, 7, 16, 17, 18, 19],
        ),
        # seed 003: 8 face up to the field, 8 to the dealer, 8 to the non-dealer
        ("by-eights", list(range(16, 24)), list(range(0, 8)), list(range(8, 16))),
    ],
)
def test_each_deal_protocol(protocol, non_dealer, field, own, dealer):
    r = Round.deal(TEACHING.replace(deal_protocol=protocol), deck=DECK, dealer=dealer)
    assert r.phase is Phase.PLAY and r.to_move == dealer
    assert ids_of(r.hands[1 - dealer]) == {IDS[i] for i in non_dealer}
    assert ids_of(r.field) == {IDS[i] for i in field}
    assert ids_of(r.hands[dealer]) == {IDS[i] for i in own}
    # the stock is the rest, deck[24] on top, in every protocol
    assert [CARDS[c].id for c in r.stock[::-1]] == IDS[24:]
    assert DEAL_PLACES[protocol] == (tuple(non_dealer), tuple(field), tuple(own))


def test_every_preset_deals_in_packets_of_2():
    # so that every `deck` scenario deals as before the option existed
    assert {r.deal_protocol for r in PRESETS.values()} == {"packets-of-2"}


def test_a_deck_scenario_names_its_protocol_in_rule_options():
    deck = ", ".join(f'"{c}"' for c in IDS)
    s = loads(
        f'title = "t"\ndeck = [{deck}]\n[rule_options]\ndeal_protocol = "by-eights"\n', "t.toml"
    )
    r = s.new_round()
    assert ids_of(r.field) == set(IDS[:8]) and ids_of(r.hands[A]) == set(IDS[8:16])


# -- seed 003's "the other hands are mutually exclusive" (item 5, 7.3) --------------------------

BOAR_DEER_BUTTERFLIES = ["clover-boar", "maple-deer", "peony-butterflies"]
POETRY = ["pine-poetry", "plum-poetry", "cherry-poetry"]
BLUE = ["peony-blue", "chrysanthemum-blue", "maple-blue"]
PLAIN_RED = ["wisteria-ribbon", "iris-ribbon", "clover-ribbon", "willow-ribbon"]


def points(cards: list[str], rules: Rules) -> dict[str, int]:
    return score(CardSet(cards), rules).points_by_id()


TWO_ANIMALS = ["plum-warbler", "wisteria-cuckoo"]


@pytest.mark.parametrize(
    "rules, cards, shared, excluded",
    [
        # the warbler and the cuckoo are the only animals tane may count: 2 of 5
        (
            TEACHING,
            BOAR_DEER_BUTTERFLIES + TWO_ANIMALS,
            {"inoshikacho": 5, "tane": 1},
            {"inoshikacho": 5},
        ),
        (TEACHING, POETRY + PLAIN_RED[:2], {"akatan": 5, "tanzaku": 1}, {"akatan": 5}),
        # all ten ribbons: tanzaku 6 shares them; excluded, only the 4 plain red remain
        (
            TEACHING,
            POETRY + BLUE + PLAIN_RED,
            {"akatan": 5, "aotan": 5, "tanzaku": 6},
            {"akatan": 5, "aotan": 5},
        ),
        # under nintendo the extra animals pay through inoshikacho's own +1 each, either way
        (
            NINTENDO,
            BOAR_DEER_BUTTERFLIES + TWO_ANIMALS,
            {"inoshikacho": 7, "tane": 1},
            {"inoshikacho": 7},
        ),
    ],
)
def test_named_yaku_and_the_counted_yaku_they_overlap(rules, cards, shared, excluded):
    assert points(cards, rules.replace(named_excludes_counted=False)) == shared
    assert points(cards, rules.replace(named_excludes_counted=True)) == excluded


@pytest.mark.parametrize("excludes, tane", [(False, 4), (True, 1)])
def test_tane_beside_inoshikacho_counts_only_the_other_animals(excludes, tane):
    others = TWO_ANIMALS + ["iris-bridge", "pampas-geese", "willow-swallow"]
    s = score(
        CardSet(BOAR_DEER_BUTTERFLIES + others), TEACHING.replace(named_excludes_counted=excludes)
    )
    held = {y.id: y for y in s.yaku}
    assert held["tane"].points == tane
    assert set(held["tane"].cards.ids()) == set(
        others + (BOAR_DEER_BUTTERFLIES if not excludes else [])
    )


@pytest.mark.parametrize("excludes, have", [(False, 4), (True, 1)])
def test_the_progress_towards_tane_leaves_out_the_named_cards(excludes, have):
    pile = CardSet(BOAR_DEER_BUTTERFLIES + ["plum-warbler"])
    tane = {p.id: p for p in progress(pile, TEACHING.replace(named_excludes_counted=excludes))}
    assert (tane["tane"].have, tane["tane"].need) == (have, 5)


def test_every_preset_counts_named_and_counted_yaku_together():
    assert not any(r.named_excludes_counted for r in PRESETS.values())


def test_the_library_scenario_of_mutually_exclusive_hands():
    scenario = load_library("named-excludes-counted")
    outcome = scenario.replay().outcome
    assert (outcome.winner, outcome.points, outcome.yaku) == ("A", 5, ["inoshikacho"])
    shared = dataclasses.replace(
        scenario, rules=scenario.rules.replace(named_excludes_counted=False)
    )
    assert sorted(shared.replay().outcome.yaku) == ["inoshikacho", "tane"]


# -- who may call again under repeated calls (7.4) -----------------------------------------------


def b_forms_inoshikacho_after_as_call(rules: Rules) -> Round:
    """A has called on akatan; B's boar takes the clover plain: inoshikacho for B."""
    return position(
        rules,
        a_hand=["pine-plain-1", "plum-plain-1"],
        b_hand=["clover-boar", "iris-plain-1"],
        field=["clover-plain-1", "wisteria-plain-1", "pampas-plain-1"],
        stock=["paulownia-plain-1", "willow-lightning", "cherry-plain-1", "chrysanthemum-plain-1"],
        a_pile=POETRY,
        b_pile=["maple-deer", "peony-butterflies"],
        to_move=B,
        koikoi=[A],
    )


@pytest.mark.parametrize("preset", ["flower-poker", "nintendo"])
def test_the_rival_decides_where_the_rival_may_call(preset):
    r = b_forms_inoshikacho_after_as_call(Rules.preset(preset))
    act(r, "clover-boar")
    assert r.phase is Phase.DECIDE and r.to_move == B
    act(r, KOIKOI)
    assert r.koikoi == [A, B]


@pytest.mark.parametrize("preset, points", [("flower-poker", 5), ("nintendo", 10)])
def test_the_rivals_first_yaku_wins_where_the_rival_may_not_call(preset, points):
    # nintendo doubles against a caller; flower poker does not
    r = b_forms_inoshikacho_after_as_call(Rules.preset(preset).replace(rival_may_call=False))
    act(r, "clover-boar")
    s = r.settlement
    assert (s.winner, s.yaku, s.points, s.ending) == ("B", ("inoshikacho",), points, "after-call")


@pytest.mark.parametrize("rival_may_call", [False, True])
def test_the_caller_may_call_again_either_way(rival_may_call):
    # A called on akatan; A's cherry plain takes the curtain: sanko is new, A decides again
    r = position(
        NINTENDO.replace(rival_may_call=rival_may_call),
        a_hand=["cherry-plain-1", "plum-plain-1"],
        b_hand=["iris-plain-1", "pine-plain-1"],
        field=["cherry-curtain", "wisteria-plain-1"],
        stock=["paulownia-plain-1", "willow-lightning", "clover-plain-1", "chrysanthemum-plain-1"],
        a_pile=POETRY + ["pine-crane", "paulownia-phoenix"],
        koikoi=[A],
    )
    act(r, "cherry-plain-1")
    assert r.phase is Phase.DECIDE and r.to_move == A
    act(r, KOIKOI)
    assert r.koikoi == [A, A]


@pytest.mark.parametrize("rival_may_call", [False, True])
def test_under_one_call_per_round_the_rival_wins_either_way(rival_may_call):
    r = b_forms_inoshikacho_after_as_call(TEACHING.replace(rival_may_call=rival_may_call))
    act(r, "clover-boar")
    assert (r.settlement.winner, r.settlement.points) == ("B", 10)


def test_every_preset_lets_the_rival_call():
    assert all(r.rival_may_call for r in PRESETS.values())


def test_a_position_with_the_rivals_call_is_refused_where_the_rival_may_not_call():
    text = """title = "t"
rules = "nintendo"
[rule_options]
rival_may_call = {value}
[position]
A.hand = ["pine-plain-1"]
B.hand = ["plum-plain-1"]
A.captured = {poetry}
B.captured = {blue}
koikoi = ["A", "B"]
""".replace("{poetry}", str(POETRY).replace("'", '"')).replace(
        "{blue}", str(BLUE).replace("'", '"')
    )
    assert loads(text.replace("{value}", "true"), "t.toml").new_round().koikoi == [A, B]
    with pytest.raises(ScenarioError) as refused:
        loads(text.replace("{value}", "false"), "t.toml")
    assert str(refused.value) == (
        "t.toml: position: koikoi lists calls by both A and B, but under the nintendo rules "
        "with rival_may_call = false only A, who called first, may call"
    )


def test_the_library_scenario_of_the_rival_who_may_not_call():
    outcome = load_library("rival-may-not-call").replay().outcome
    assert (outcome.winner, outcome.points, outcome.yaku) == ("B", 10, ["inoshikacho"])


# -- seed 001's instant win: 6 or 5 (7.5) -----------------------------------------------------


# deals in which the dealer, A, holds an instant win and nothing else is special
TESHI_DEAL = deal_order(DEALER, FIELD_FOR_TESHI, TESHI)
KUTTSUKI_DEAL = deal_order(
    [
        "pine-plain-1",
        "peony-blue",
        "clover-ribbon",
        "pampas-geese",
        "chrysanthemum-blue",
        "maple-plain-1",
        "willow-lightning",
        "paulownia-plain-2",
    ],
    [
        "pine-crane",
        "pine-poetry",
        "maple-deer",
        "maple-blue",
        "willow-swallow",
        "willow-ribbon",
        "paulownia-plain-1",
        "clover-plain-1",
    ],
    KUTTSUKI,
)


@pytest.mark.parametrize("instant, expected", [(None, 6), (6, 6), (5, 5)])
@pytest.mark.parametrize("deck, yaku", [(TESHI_DEAL, "teshi"), (KUTTSUKI_DEAL, "kuttsuki")])
def test_escalatings_instant_win(deck, yaku, instant, expected):
    # None: the preset as it is, the 6 of seed 001's rule text; 5 plays its list
    rules = Rules.preset("escalating")
    if instant is not None:
        rules = rules.replace(instant_win_points=instant)
    s = Round.deal(rules, deck=deck, dealer=A).settlement
    assert (s.winner, s.yaku, s.base, s.points, s.factors) == ("A", (yaku,), expected, expected, ())


# -- seed 002's akatan: "3 red ribbons" (7.6) ----------------------------------------------------


@pytest.mark.parametrize(
    "cards, poetry, any_red",
    [
        (POETRY, {"akatan": 5}, {"akatan": 5}),
        (PLAIN_RED[:3], {}, {"akatan": 5}),
        (POETRY[:2] + PLAIN_RED[3:], {}, {"akatan": 5}),
        # blue ribbons are not red
        (POETRY[:2] + BLUE[:1], {}, {}),
        (PLAIN_RED[:2] + BLUE, {"aotan": 5, "tanzaku": 1}, {"aotan": 5, "tanzaku": 1}),
    ],
)
def test_akatan_of_poetry_or_any_red_ribbons(cards, poetry, any_red):
    rules = Rules.preset("flower-poker")
    assert points(cards, rules) == poetry
    assert points(cards, rules.replace(akatan_cards="any-red")) == any_red


def test_an_akatan_of_any_red_shows_the_three_of_the_earliest_months():
    s = score(CardSet(PLAIN_RED + ["plum-poetry"]), TEACHING.replace(akatan_cards="any-red"))
    [akatan] = [y for y in s.yaku if y.id == "akatan"]
    assert set(akatan.cards.ids()) == {"plum-poetry", "wisteria-ribbon", "iris-ribbon"}


@pytest.mark.parametrize(
    "rules, expected",
    [
        # the fourth red ribbon is one more ribbon for the triads' extras, as any ribbon is:
        # 7 ribbons, +4 each under nintendo, +1 for the pair under escalating
        (NINTENDO, {"akatan": 9, "aotan": 9, "tanzaku": 3}),
        (Rules.preset("escalating"), {"akatan": 5, "aotan": 5, "akatan-aotan": 1, "tanzaku": 3}),
        # and, under named_excludes_counted, tanzaku leaves out three ribbons per triad
        (TEACHING.replace(named_excludes_counted=True), {"akatan": 5, "aotan": 5}),
    ],
)
def test_any_red_akatan_beside_aotan(rules, expected):
    assert points(PLAIN_RED + BLUE, rules.replace(akatan_cards="any-red")) == expected


@pytest.mark.parametrize("cards, group", [("poetry", POETRY), ("any-red", POETRY + PLAIN_RED)])
def test_the_aim_of_akatan(cards, group):
    aim = {a.id: a for a in aims(TEACHING.replace(akatan_cards=cards))}["akatan"]
    assert (CardSet(aim.cards).ids(), aim.need) == (group, 3)


def test_every_preset_reads_akatan_as_the_poetry_ribbons():
    assert {r.akatan_cards for r in PRESETS.values()} == {"poetry"}


def test_the_library_scenario_of_any_red_akatan():
    scenario = load_library("akatan-any-red")
    outcome = scenario.replay().outcome
    assert (outcome.winner, outcome.points, outcome.yaku) == ("A", 5, ["akatan"])
    # the same pile holds no yaku at all when akatan is the poetry ribbons
    pile = scenario.replay().round.pile(A)
    assert not score(pile, scenario.rules.replace(akatan_cards="poetry"))
