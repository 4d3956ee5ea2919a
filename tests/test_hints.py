"""The facts behind a hint are worked out on copies that cannot see the stock."""

from __future__ import annotations

from helpers import act, position

from koikoi_edu.cards import card
from koikoi_edu.hints import action_outcomes, decision_facts
from koikoi_edu.players import GreedyPlayer, HeuristicPlayer
from koikoi_edu.round import Phase, Round
from koikoi_edu.rules import Rules
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
    blind.flip()
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


def test_hints_and_players_see_the_month_yaku_of_the_rounds_month():
    # A holds two iris cards; the third captures the fourth: tsuki-fuda in month 5 only
    def iris_round(month: int) -> Round:
        return position(
            Rules(month_yaku_points=4),
            a_hand=["iris-plain-1", "pine-plain-1"],
            b_hand=["plum-plain-1"],
            field=["iris-plain-2", "pine-plain-2"],
            stock=["wisteria-plain-1", "wisteria-plain-2"],
            a_pile=["iris-bridge", "iris-ribbon"],
            month=month,
        )

    def completes(r: Round) -> tuple:
        (iris,) = [o for o in action_outcomes(r) if o.action == card("iris-plain-1").index]
        return iris.completes

    assert completes(iris_round(5)) == (("tsuki-fuda", 4),)
    assert completes(iris_round(1)) == ()
    for player in (GreedyPlayer(), HeuristicPlayer()):
        assert player.choose(iris_round(5)) == card("iris-plain-1").index
