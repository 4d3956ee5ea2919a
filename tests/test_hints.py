"""The facts behind a hint are worked out on copies that cannot see the stock."""

from __future__ import annotations

from helpers import act, position

from koikoi_edu.hints import action_outcomes, decision_facts
from koikoi_edu.round import Phase, Round
from koikoi_edu.saving import round_to_json


def test_outcomes_leave_the_round_as_it_was():
    r = Round.deal(seed=11, explain=True)
    before = (round_to_json(r), list(r.stock), len(r.log))
    outcomes = action_outcomes(r)
    assert (round_to_json(r), list(r.stock), len(r.log)) == before
    assert {o.action for o in outcomes} == set(r.legal_actions())


def test_a_copy_without_stock_ends_the_turn_unflipped():
    r = Round.deal(seed=11)
    blind = r.copy(stock=False)
    blind.apply_action(r.legal_actions()[0])
    assert blind.stock == [] and len(r.stock) == 24
    assert blind.phase in (Phase.PLAY, Phase.TAKE, Phase.DECIDE)


def test_a_double_match_gives_one_outcome_per_choice():
    r = position(
        a_hand=["pine-crane"],
        b_hand=["plum-plain-1"],
        field=["pine-plain-1", "pine-plain-2"],
        stock=["iris-plain-1"],
    )
    outcomes = action_outcomes(r)
    assert sorted(o.captures for o in outcomes) == [("pine-plain-1",), ("pine-plain-2",)]


def test_the_decision_facts_say_what_stopping_wins():
    r = position(
        a_hand=["pine-crane", "iris-plain-1"],
        b_hand=["plum-plain-1", "iris-plain-2"],
        field=["pine-plain-1"],
        a_pile=["cherry-curtain", "pampas-moon"],
        stock=["wisteria-plain-1", "wisteria-plain-2", "clover-plain-1"],
    )
    act(r, "pine-crane")
    assert r.phase is Phase.DECIDE
    facts = decision_facts(r)
    assert facts.stop.winner == "A" and facts.stop.yaku == ("sanko",)
    assert facts.cards_left == 1
