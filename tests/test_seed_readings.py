"""What the seed texts say, read closely: docs/rules.md, "Readings of the seed texts".

Each open reading is tested once per value of the option that chooses it, on a
hand-worked position; each preset's default is the reading the rules document takes.
"""

from __future__ import annotations

import pytest
from helpers import A, B, act, position

from koikoi_edu.cards import CARDS
from koikoi_edu.round import DEAL_PLACES, KOIKOI, STOP, Phase, Round
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.scenario import load_library, loads

TEACHING, NINTENDO = Rules.preset("teaching"), Rules.preset("nintendo")

# -- a new yaku that does not raise the total (issue 12, fault 2) ----------------------------

SANKO = ["pine-crane", "cherry-curtain", "paulownia-phoenix"]


def rain_man_after_a_call(rules: Rules, pile: list[str]) -> Round:
    """A has called on ``pile``; the swallow will take the rain man off the field."""
    return position(rules, a_hand=["willow-swallow", "pine-plain-1"],
                    b_hand=["plum-plain-1", "cherry-plain-1"],
                    field=["willow-rainman", "iris-plain-1"],
                    stock=["wisteria-plain-1", "peony-plain-1"], a_pile=pile, koikoi=[A])


@pytest.mark.parametrize("sanko_points", [5, 7])
def test_a_new_yaku_after_the_call_ends_the_round_whatever_it_adds(sanko_points):
    # ame-shiko 7 replaces sanko: +2 with the usual values, +0 when sanko is worth 7
    r = rain_man_after_a_call(TEACHING.replace(sanko_points=sanko_points), SANKO)
    act(r, "willow-swallow")
    s = r.settlement
    assert (s.winner, s.yaku, s.base, s.points, s.ending) == ("A", ("ame-shiko",), 7, 14,
                                                              "after-call")


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
    return position(rules, a_hand=["cherry-plain-1", "wisteria-plain-1"],
                    b_hand=["iris-plain-2", "maple-plain-2"],
                    field=["cherry-poetry", "pampas-plain-2", "peony-plain-1"],
                    stock=["pampas-plain-1", "willow-lightning", "paulownia-plain-1",
                           "chrysanthemum-plain-1"],
                    a_pile=["pine-poetry", "plum-poetry"])


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


@pytest.mark.parametrize("preset, after_call", [
    ("teaching", True), ("escalating", True), ("flower-poker", True),
    ("nintendo", False), ("koikoi-japan", True),
])
def test_only_nintendo_reads_the_draw_as_seed_003_words_it(preset, after_call):
    assert Rules.preset(preset).draw_points_after_call is after_call


# -- how each seed deals (item 4) ----------------------------------------------------------------

# 5 is prime to 48, so this is a permutation; no protocol deals it into a misdeal
DECK = [5 * i % 48 for i in range(48)]
IDS = [CARDS[i].id for i in DECK]


def ids_of(m: int) -> set[str]:
    return {c.id for c in CARDS if m >> c.index & 1}


@pytest.mark.parametrize("dealer", [A, B])
@pytest.mark.parametrize("protocol, non_dealer, field, own", [
    # seeds 000, 002: packets of 2 to the non-dealer, the field, the dealer; four times
    ("packets-of-2", [0, 1, 6, 7, 12, 13, 18, 19], [2, 3, 8, 9, 14, 15, 20, 21],
     [4, 5, 10, 11, 16, 17, 22, 23]),
    # seed 001: packets of 4 to the non-dealer, the dealer, the field; twice
    ("packets-of-4", [0, 1, 2, 3, 12, 13, 14, 15], [8, 9, 10, 11, 20, 21, 22, 23],
     [4, 5, 6, 7, 16, 17, 18, 19]),
    # seed 003: 8 face up to the field, 8 to the dealer, 8 to the non-dealer
    ("by-eights", list(range(16, 24)), list(range(0, 8)), list(range(8, 16))),
])
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
    s = loads(f'title = "t"\ndeck = [{deck}]\n[rule_options]\ndeal_protocol = "by-eights"\n',
              "t.toml")
    r = s.new_round()
    assert ids_of(r.field) == set(IDS[:8]) and ids_of(r.hands[A]) == set(IDS[8:16])
