"""Matches: the first deal, who deals next, how a match ends, and simulate."""

from __future__ import annotations

import random

import pytest
from helpers import A, B, assert_said_without_english, index, position

from koikoi_edu import words
from koikoi_edu.cards import card
from koikoi_edu.errors import KoikoiError, RulesError
from koikoi_edu.match import Match, choose_first_dealer, next_dealer, simulate
from koikoi_edu.players import RandomPlayer, play_round
from koikoi_edu.round import SEATS
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.settlement import Ending, no_win, settle

TEACHING = Rules.preset("teaching")


# -- the first dealer -------------------------------------------------------------------


def test_the_earlier_month_deals_first():
    # A draws a cherry (month 3), B a maple (month 10): A deals
    assert choose_first_dealer(random.Random(1)) == (A, [("cherry-curtain", "maple-deer")])


def test_the_same_month_draws_again():
    # two clovers (month 7): draw again; then pine (1) against iris (5), A deals
    assert choose_first_dealer(random.Random(0)) == (
        A,
        [("clover-boar", "clover-plain-1"), ("pine-plain-1", "iris-bridge")],
    )
    # two irises, then willow (11) against cherry (3): B deals
    assert choose_first_dealer(random.Random(13)) == (
        B,
        [("iris-bridge", "iris-plain-1"), ("willow-lightning", "cherry-plain-2")],
    )


def test_every_draw_but_the_last_is_a_tie_and_the_last_names_the_dealer():
    for seed in range(300):
        dealer, draws = choose_first_dealer(random.Random(seed))
        months = [(card(a).month, card(b).month) for a, b in draws]
        assert all(a == b for a, b in months[:-1])
        a, b = months[-1]
        assert a != b and dealer == (A if a < b else B)


# -- the next dealer --------------------------------------------------------------------


WIN_A = settle(Rules(), "A", 5, ("inoshikacho",))
WIN_B = settle(Rules(), "B", 1, ("kasu",))
NO_WINNER = no_win(Ending.DRAW)


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("dealer", [A, B])
def test_the_winner_deals_next_under_every_preset(preset, dealer):
    rules = Rules.preset(preset)
    assert next_dealer(rules, dealer, WIN_A) == A
    assert next_dealer(rules, dealer, WIN_B) == B


@pytest.mark.parametrize(
    "preset, after_draw",
    [
        ("teaching", "passes"),
        ("escalating", "stays"),
        ("flower-poker", "stays"),
    ],
)
@pytest.mark.parametrize("dealer", [A, B])
def test_after_a_round_with_no_winner_the_deal_passes_or_stays(preset, after_draw, dealer):
    expected = 1 - dealer if after_draw == "passes" else dealer
    assert next_dealer(Rules.preset(preset), dealer, NO_WINNER) == expected


def run_out(rules: Rules, dealer: int):
    """A round dealt by ``dealer`` in which the hands run out with nothing captured."""
    r = position(
        rules,
        a_hand=["pine-plain-1"],
        b_hand=["plum-plain-1"],
        field=["cherry-plain-1"],
        stock=["iris-plain-1", "wisteria-plain-1"],
        to_move=dealer,
        dealer=dealer,
    )
    for move in (
        ["pine-plain-1", "plum-plain-1"] if dealer == A else ["plum-plain-1", "pine-plain-1"]
    ):
        r.apply_action(index(move))
        r.flip()
    assert r.is_terminal()
    return r.settlement


@pytest.mark.parametrize("dealer", [A, B])
def test_the_nintendo_dealer_wins_a_draw_and_so_deals_again(dealer):
    s = run_out(Rules.preset("nintendo"), dealer)
    assert (s.winner, s.points) == (SEATS[dealer], 6)
    assert next_dealer(Rules.preset("nintendo"), dealer, s) == dealer
    s = run_out(TEACHING, dealer)
    assert (s.winner, s.points) == (None, 0)
    assert next_dealer(TEACHING, dealer, s) == 1 - dealer


# -- how a match ends ---------------------------------------------------------------------


def replayed_totals(rules: Rules, match: Match) -> list[dict[str, int]]:
    """The totals after each round, recomputed from the history."""
    totals = {"A": rules.bank or 0, "B": rules.bank or 0}
    out = []
    for _, s in match.history:
        if s.winner is not None:
            loser = "B" if s.winner == "A" else "A"
            paid = min(s.points, totals[loser]) if rules.bank is not None else s.points
            totals[s.winner] += paid
            if rules.bank is not None:
                totals[loser] -= paid
        out.append(dict(totals))
    return out


def test_a_teaching_match_is_twelve_rounds_dealt_by_the_rules():
    m = Match(TEACHING, seed=4, players=("heuristic", "random"))
    assert m.winner() is None and not m.is_over()
    winner = m.play()
    assert len(m.history) == 12 and m.is_over()
    assert m.totals == replayed_totals(TEACHING, m)[-1]
    assert winner == max(m.totals, key=m.totals.get) or winner == "tie"
    dealers = [d for d, _ in m.history]
    assert dealers[0] == m.first_dealer
    for (dealer, s), following in zip(m.history, dealers[1:], strict=False):
        assert following == next_dealer(TEACHING, dealer, s)


def test_an_escalating_match_ends_when_a_total_reaches_50():
    rules = Rules.preset("escalating")
    m = Match(rules, seed=1, players=("random", "random"))
    m.play()
    totals = replayed_totals(rules, m)
    assert max(totals[-1].values()) >= 50
    assert all(max(t.values()) < 50 for t in totals[:-1])
    assert len(m.history) == 13  # not the 12 rounds of a teaching match


def test_under_a_bank_points_move_and_an_empty_bank_loses():
    rules = Rules.preset("flower-poker").replace(bank=10, match_rounds=None)
    m = Match(rules, seed=1, players=("heuristic", "random"))
    assert m.totals == {"A": 10, "B": 10}
    assert m.play() == "A"
    # A wins 1, 5, 1, then 5 of which B can pay only the 3 left: B's bank is empty
    assert [(s.winner, s.points) for _, s in m.history] == [("A", 1), ("A", 5), ("A", 1), ("A", 5)]
    assert m.totals == {"A": 20, "B": 0}


def test_a_flower_poker_match_keeps_the_banks_total():
    rules = Rules.preset("flower-poker")
    m = Match(rules, seed=3, players=("heuristic", "greedy"))
    m.play()
    assert sum(m.totals.values()) == 200
    assert len(m.history) == 12 or min(m.totals.values()) == 0
    assert m.totals == replayed_totals(rules, m)[-1]


def test_equal_totals_tie():
    # seed 10 deals a single round that runs out with no winner: 0 to 0
    m = Match(TEACHING.replace(match_rounds=1), seed=10, players=("random", "random"))
    assert m.play() == "tie"
    assert m.history[0][1].winner is None and m.totals == {"A": 0, "B": 0}


def test_the_nintendo_dealers_6_on_a_draw_counts_in_the_totals():
    rules = Rules.preset("nintendo")
    m = Match(rules, seed=5, players=("random", "random"))
    m.play()
    draws = [r for r in m.rounds if r.settlement.ending in ("draw", "dealer-draw")]
    # B deals all four; two ran out after a koi-koi, a plain draw (seed 003's 6 are
    # for a round in which nobody formed a yaku), and the two without a call pay B 6
    assert [
        (r.dealer, bool(r.koikoi), r.settlement.winner, r.settlement.points) for r in draws
    ] == [(B, True, None, 0), (B, False, "B", 6), (B, False, "B", 6), (B, True, None, 0)]
    assert m.totals == replayed_totals(rules, m)[-1]
    assert sum(s.points for _, s in m.history if s.winner == "A") == m.totals["A"]


def test_a_widget_drives_the_rounds_and_the_match_records_them():
    m = Match(TEACHING.replace(match_rounds=2), seed=7)
    seats = (RandomPlayer(random.Random(1)), RandomPlayer(random.Random(2)))
    r = m.play_round()
    assert not r.is_terminal() and r.dealer == m.first_dealer
    with pytest.raises(KoikoiError, match="round 1 is still being played"):
        m.play_round()
    with pytest.raises(KoikoiError, match="round 1 is not over yet"):
        m.finish_round(r)
    play_round(r, seats)
    m.finish_round(r)
    assert m.history == [(r.dealer, r.settlement)]
    r2 = m.play_round()
    assert r2.dealer == next_dealer(TEACHING, r.dealer, r.settlement)
    with pytest.raises(ValueError, match="not the match's current round"):
        m.finish_round(r)
    play_round(r2, seats)
    m.finish_round(r2)
    assert m.is_over() and m.winner() in ("A", "B", "tie")
    with pytest.raises(KoikoiError, match="the match is over"):
        m.play_round()


def a_round_in_play() -> Match:
    m = Match(TEACHING.replace(match_rounds=1), seed=7)
    m.play_round()
    return m


def a_match_over() -> Match:
    m = Match(TEACHING.replace(match_rounds=1), seed=7, players=("random", "random"))
    m.play()
    return m


#: The refusals a learner can meet driving a match (a play table, a lesson's simulate).
REFUSALS = {
    "a round still in play": lambda: a_round_in_play().play_round(),
    "a round not over": lambda: (m := a_round_in_play()).finish_round(m.current),
    "the match over": lambda: a_match_over().play_round(),
    "rounds below 0": lambda: simulate(TEACHING, -1, 1),
    "rounds not whole": lambda: simulate(TEACHING, 2.5, 1),
    "rounds as text": lambda: simulate(TEACHING, "ten", 1),
}


@pytest.mark.parametrize("lang", ["ru", "uk", "ja"])
@pytest.mark.parametrize("refusal", sorted(REFUSALS))
def test_a_refused_match_step_is_said_in_the_lessons_language(refusal, lang):
    with pytest.raises(KoikoiError) as e:
        REFUSALS[refusal]()
    assert_said_without_english(e.value, [lang])


def test_rounds_given_as_text_are_quoted_as_input():
    with pytest.raises(KoikoiError) as e:
        simulate(TEACHING, "ten", 1)
    assert str(e.value) == (
        "the number of rounds must be a whole number from 0 to 1,000,000, not ten"
    )
    assert words.say(e.value.msg, "ru").endswith("а не 'ten'")


def test_the_same_seed_plays_the_same_match():
    def history(seed):
        m = Match(Rules.preset("escalating"), seed=seed, players=("heuristic", "greedy"))
        m.play()
        return m.history, m.totals

    assert history(21) == history(21)
    assert history(21) != history(22)


def test_a_match_without_an_end_or_without_players_is_refused():
    endless = TEACHING.replace(match_rounds=None)
    with pytest.raises(RulesError, match="never ends"):
        Match(endless, seed=1).play(("random", "random"))
    with pytest.raises(ValueError, match="needs two players"):
        Match(TEACHING, seed=1).play()
    with pytest.raises(ValueError, match="unknown player 'nobody'"):
        Match(TEACHING, seed=1, players=("random", "nobody"))
    with pytest.raises(ValueError, match="two players are needed"):
        Match(TEACHING, seed=1, players=("random",))


# -- simulate -----------------------------------------------------------------------------


def test_simulate_reports_the_promised_keys():
    result = simulate(TEACHING, 200, 1)
    assert {"rounds", "seconds", "rounds_per_second", "wins", "draws"} <= result.keys()
    assert result["rounds"] == 200 and set(result["wins"]) == {"A", "B"}
    assert result["wins"]["A"] + result["wins"]["B"] + result["draws"] == 200
    assert result["rounds_per_second"] > 0 and result["seconds"] >= 0
    assert result["rules"] == "teaching" and result["rule_options"] == {}
    assert result["players"] == ["random", "random"] and result["seed"] == 1


def test_simulate_is_deterministic_for_a_seed():
    def outcome(seed, players=("random", "random")):
        result = simulate(Rules.preset("nintendo"), 300, seed, players)
        return {k: v for k, v in result.items() if k not in ("seconds", "rounds_per_second")}

    assert outcome(5) == outcome(5)
    assert outcome(5) != outcome(6)
    assert outcome(5, ("heuristic", "greedy")) == outcome(5, ("heuristic", "greedy"))


def test_simulate_names_changed_options_and_refuses_bad_input():
    assert simulate(TEACHING.replace(sanko_points=6), 10, 1)["rule_options"] == {"sanko_points": 6}
    with pytest.raises(ValueError, match="unknown player 'nobody'"):
        simulate(TEACHING, 10, 1, ("random", "nobody"))
    with pytest.raises(KoikoiError, match="whole number"):
        simulate(TEACHING, -1, 1)
