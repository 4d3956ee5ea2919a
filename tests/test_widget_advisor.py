"""KoikoiAdvisor, and the "Ask the advisor" buttons of ScenarioPlayer and PlayTable.

The main position is docs/rules.md's worked example at A's decision: A has just played
the boar and holds inoshikacho (boar, deer, butterflies) for 5, with one card left;
B holds the moon and two cards; the sake cup lies on the field. Stopping wins 5 for
sure. Under ``teaching`` every win of B's after A's call is doubled, so each loss
is an even number of points; under ``escalating`` B's tsukimi costs A 5, undoubled.
A's one card cannot make a new yaku, so A never wins after calling.
"""

from __future__ import annotations

import re
import warnings
import xml.etree.ElementTree as ET

import pytest
from helpers import TEACHING, A, B, act, ids, live_controls, position, unpack_pictures

from koikoi_edu.advisor import STRONG_MODEL_DEFAULT_PLAYOUTS, Advice, advise, turn_of, with_rules
from koikoi_edu.errors import KoikoiError, RulesError
from koikoi_edu.render.advice import advice_chart_svg, difference_chart_svg
from koikoi_edu.round import Phase, Round
from koikoi_edu.rules import Rules
from koikoi_edu.widgets.advisor import KoikoiAdvisor
from koikoi_edu.widgets.play_table import PlayTable
from koikoi_edu.widgets.scenario_player import ScenarioPlayer
from koikoi_edu.words import advice_text

SVG = "{http://www.w3.org/2000/svg}"
ESCALATING = Rules.preset("escalating")
INOSHIKACHO = {"maple-deer", "peony-butterflies", "clover-boar", "clover-plain-1"}


def worked_example(rules: Rules = TEACHING) -> Round:
    """A at the decision of docs/rules.md's worked example (the boar-deer-butterflies file)."""
    r = position(
        rules,
        a_hand=["clover-boar", "pine-plain-1"],
        b_hand=["chrysanthemum-plain-1", "iris-plain-1"],
        field=["clover-plain-1", "chrysanthemum-cup", "cherry-plain-1"],
        stock=["willow-lightning", "wisteria-plain-1"],
        a_pile=["maple-deer", "peony-butterflies"],
        b_pile=["pampas-moon"],
    )
    act(r, "clover-boar")
    assert r.phase is Phase.DECIDE
    return r


def last_flip() -> Round:
    """A decides after playing the last card of A's hand; B has one turn to come.

    41 cards are unseen by A (B's card and the stock): 41 x 40 deals of B's card
    and B's flip, few enough for the advisor to play every one out.
    """
    r = position(
        a_hand=["clover-boar"],
        b_hand=["chrysanthemum-plain-1"],
        field=["clover-plain-1", "chrysanthemum-cup"],
        stock=["willow-lightning"],
        a_pile=["maple-deer", "peony-butterflies"],
        b_pile=["pampas-moon"],
    )
    act(r, "clover-boar")
    return r


def texts(svg: str) -> list[str]:
    """Every piece of text an SVG chart writes, in order."""
    root = ET.fromstring(svg)
    return ["".join(t.itertext()).strip() for t in root.iter(f"{SVG}text")]


def cards(html: str) -> list[ET.Element]:
    """The cards an HTML fragment draws (each an <svg class="koikoi-card ...">)."""
    root = ET.fromstring(f"<root>{unpack_pictures(html)}</root>")
    return [s for s in root.iter(f"{SVG}svg") if "koikoi-card" in s.get("class", "").split()]


def faces(html: str) -> list[str]:
    """The ids of the cards drawn face up."""
    return [s.get("data-card") for s in cards(html) if "back" not in s.get("class").split()]


def backs(html: str) -> int:
    """How many cards are drawn face down."""
    return sum("back" in s.get("class").split() for s in cards(html))


# -- the advisor ------------------------------------------------------------------------


def test_before_asking_it_shows_the_position_from_the_deciders_seat():
    advisor = KoikoiAdvisor(worked_example())
    assert repr(advisor) == "<KoikoiAdvisor A at turn 13: not asked>"
    assert advisor.seat == "A" and advisor.turn == 13  # 3 cards left in both hands of 16
    assert advisor.advice is None and advisor.chart_svg == advisor.reading_text == ""
    assert advisor.chart.value == advisor.reading.value == ""
    assert advisor.status_text == (
        "A at turn 13, teaching: press Ask to weigh stop against koi-koi"
    )
    table = advisor.table.value
    assert "A decides: stop or koi-koi?" in table
    assert backs(table) == 2 + 1  # B's two hand cards face down, and the stock
    assert "chrysanthemum-plain-1" not in faces(table) and "pine-plain-1" in faces(table)
    assert INOSHIKACHO <= set(faces(table))
    assert (advisor.rules_menu.value, advisor.you_menu.value, advisor.rival_menu.value) == (
        "teaching",
        "random",
        "random",
    )


def test_asking_shows_stop_for_5_the_odds_of_koikoi_and_the_reading():
    r = worked_example()
    advisor = KoikoiAdvisor(r)
    advice = advisor.ask()
    assert advice == advisor.advice == advise(r, seed=0)
    assert advice.stop.expected == 5 and advice.stop.p_win == 1
    assert advice.koikoi.p_win == 0  # A's last card cannot make a new yaku
    assert all(net % 2 == 0 for net in advice.koikoi.outcomes)  # B's wins are doubled
    assert advice.best == "stop" and advice.playouts == 400  # clear at the first check
    signed = f"{advice.difference:+.1f}".replace("-", "\u2212")  # a true minus sign
    assert repr(advisor) == f"<KoikoiAdvisor A at turn 13: koi-koi {signed}>"

    words = texts(advisor.chart_svg)
    assert "A at turn 13, teaching: 400 playouts" in words  # the chart's title
    assert {
        "expected net points",
        "who wins the round",
        "stop",
        "koi-koi",
        "you win",
        "rival wins",
        "nobody",
        "5",
        "100%",
    } <= set(words)
    assert f"{advice.koikoi.expected:.1f}".replace("-", "\u2212") in words  # on koi-koi's bar
    shown_svg = unpack_pictures(advisor.chart.value)
    assert texts(shown_svg) == words and 'style="width:40em;height:auto"' in advisor.chart.value
    reading = advice_text(advice)
    assert f'alt="{reading}"' in advisor.chart.value  # the reading is its alt text
    assert "The advisor says: stop." in advisor.reading.value
    assert advisor.reading_text == reading
    assert "Stopping wins 5 points for sure." in advisor.reading_text
    assert "gives up the 5 you hold 100% of the time: stop" in advisor.reading_text
    assert "Estimated from 400 playouts (random you, random rival)" in advisor.reading_text
    assert advisor.status_text == (
        f"A at turn 13, teaching: 400 playouts: The advisor says: "
        f"stop. (koi-koi {signed} points against "
        f"stop)"
    )


def test_the_ask_button_does_what_ask_does():
    advisor = KoikoiAdvisor(worked_example())
    advisor.ask_button.click()
    assert advisor.advice == advise(worked_example(), seed=0)


def test_the_chart_is_the_same_svg_for_the_same_seed():
    first, again = KoikoiAdvisor(worked_example()), KoikoiAdvisor(worked_example())
    first.ask()
    again.ask()
    assert first.chart_svg == again.chart_svg
    assert first.chart.value == again.chart.value
    assert advice_chart_svg(first.advice) == advice_chart_svg(first.advice)
    other = KoikoiAdvisor(worked_example(), seed=1)
    other.ask()
    assert other.advice.koikoi.expected != first.advice.koikoi.expected
    assert other.chart_svg != first.chart_svg


def test_the_chart_uses_the_okabe_ito_colours():
    advisor = KoikoiAdvisor(worked_example())
    advisor.ask()
    svg = advisor.chart_svg
    for colour in ("#0072b2", "#e69f00", "#009e73", "#d55e00", "#56b4e9"):
        assert f"fill: {colour}" in svg, colour  # stop, koi-koi, win, lose, nobody
    assert svg.startswith("<svg") and "<dc:date>" not in svg


def test_switching_to_escalating_weighs_the_same_decision_under_those_rules():
    r = worked_example()
    advisor = KoikoiAdvisor(r)
    teaching = advisor.ask()
    advisor.set_rules("escalating")  # an answer was shown: it is asked again at once
    escalating = advisor.advice
    assert escalating == advise(with_rules(r, ESCALATING), seed=0)
    assert advisor.rules == ESCALATING and advisor.round.rules == ESCALATING
    assert advisor.rules_menu.value == "escalating"
    assert escalating.stop.expected == 5  # inoshikacho is 5 under both
    assert -5 in escalating.koikoi.outcomes and -5 not in teaching.koikoi.outcomes
    assert escalating.koikoi.expected > teaching.koikoi.expected
    assert repr(advisor) == (
        "<KoikoiAdvisor A at turn 13 under escalating: koi-koi "
        + f"{escalating.difference:+.1f}>".replace("-", "\u2212")
    )
    assert advisor.status_text.startswith("A at turn 13, escalating: 400 playouts")
    advisor.rules_menu.value = "teaching"  # the drop-down does the same
    assert advisor.advice == teaching and advisor.round.rules == TEACHING


def test_a_preset_without_a_decision_there_is_said_in_the_status_line():
    # koikoi-japan offers no decision on the last turn: A's inoshikacho ends the round
    advisor = KoikoiAdvisor(last_flip())
    advisor.ask()
    advisor.rules_menu.value = "koikoi-japan"
    message = (
        "under the koikoi-japan rules A has no decision here: the turn ends the round "
        "(A forms a new or better yaku on the last turn)"
    )
    assert advisor.status_text == f"A at turn 15, koikoi-japan: {message}"
    assert advisor.round is None and advisor.advice is None and advisor.chart.value == ""
    assert advisor.ask_button.disabled
    assert repr(advisor) == "<KoikoiAdvisor A at turn 15 under koikoi-japan: no decision>"
    with pytest.raises(KoikoiError, match=re.escape(message)):
        advisor.ask()
    assert "A decides" in advisor.table.value  # the position is still shown, as given
    advisor.set_rules("teaching")
    assert advisor.round is not None and not advisor.ask_button.disabled


def test_the_exact_answer_says_so():
    advisor = KoikoiAdvisor(last_flip())
    advice = advisor.ask()
    assert advice.exact and advice.playouts == 41 * 40
    assert "A at turn 15, teaching: exact, 1,640 deals" in texts(advisor.chart_svg)
    assert "every one of the 1,640 deals" in advisor.reading_text


def test_choosing_the_models_of_the_rest_of_the_round():
    r = worked_example()
    advisor = KoikoiAdvisor(r, players="greedy")
    assert advisor.players == ("greedy", "greedy")
    assert (advisor.you_menu.value, advisor.rival_menu.value) == ("greedy", "greedy")
    assert advisor.ask() == advise(r, players="greedy", seed=0)
    advisor.rival_menu.value = "heuristic"
    assert advisor.players == ("greedy", "heuristic")
    assert advisor.advice == advise(r, players=("greedy", "heuristic"), seed=0)
    assert "(greedy you, heuristic rival)" in advisor.reading_text
    advisor.set_players("random")
    assert (advisor.you_menu.value, advisor.rival_menu.value) == ("random", "random")


def test_the_strong_model_is_offered_and_plays_its_own_fewer_playouts():
    r = worked_example()
    advisor = KoikoiAdvisor(r)
    assert "strong" in [value for _, value in advisor.you_menu.options]
    advisor.ask()
    advisor.you_menu.value = advisor.rival_menu.value = "strong"
    assert advisor.advice == advise(r, players="strong", seed=0)
    assert advisor.advice.playouts == STRONG_MODEL_DEFAULT_PLAYOUTS and not advisor.advice.exact
    assert "100 playouts (strong you, strong rival)" in advisor.reading_text


def test_before_the_first_answer_changes_ask_nothing():
    advisor = KoikoiAdvisor(worked_example())
    advisor.set_rules("escalating")
    advisor.set_players("greedy")
    assert advisor.advice is None  # the learner guesses first, then asks


def test_the_advisor_keeps_its_own_copy_of_the_round():
    r = worked_example()
    advisor = KoikoiAdvisor(r)
    act(r, 48)  # A stops: the round is over
    assert advisor.round.phase is Phase.DECIDE
    assert advisor.ask().stop.expected == 5


def test_a_round_not_at_a_decision_is_refused():
    with pytest.raises(
        ValueError,
        match="the advisor is for a decision point .stop or "
        "koi-koi., but A must play a card from the hand",
    ):
        KoikoiAdvisor(Round.deal(seed=1))
    over = worked_example()
    act(over, 48)
    with pytest.raises(ValueError, match="the round is over"):
        KoikoiAdvisor(over)


@pytest.mark.parametrize(
    "kwargs, error, message",
    [
        ({"players": "clever"}, ValueError, "unknown player 'clever'"),
        ({"players": ("random",)}, ValueError, "two models"),
        ({"playouts": 0}, ValueError, "playouts must be a whole number >= 1, not 0"),
        ({"playouts": 2.5}, ValueError, "playouts must be a whole number >= 1, not 2.5"),
        ({"lang": "xx"}, ValueError, "unknown language 'xx'"),
        ({"scale": 0}, ValueError, "scale must be a positive number up to 10, not 0"),
    ],
)
def test_bad_arguments_are_refused_with_one_clear_line(kwargs, error, message):
    with pytest.raises(error, match=re.escape(message)) as e:
        KoikoiAdvisor(worked_example(), **kwargs)
    assert "\n" not in str(e.value)


def test_bad_rules_and_players_from_code_change_nothing():
    advisor = KoikoiAdvisor(worked_example())
    advisor.ask()
    before = advisor.advice
    with pytest.raises(RulesError, match="chess"):
        advisor.set_rules("chess")
    with pytest.raises(ValueError, match="unknown player"):
        advisor.set_players("clever")
    assert advisor.advice == before and advisor.rules == TEACHING
    assert advisor.players == ("random", "random")


def test_russian_and_japanese_words():
    advisor = KoikoiAdvisor(last_flip(), lang="ru")
    advisor.ask()
    assert "Совет: стоп." in advisor.reading.value
    assert "лучше остановиться" in advisor.reading_text
    assert advisor.status_text.startswith("A, ход 15, учебные: точно, 1\u00a0640 раскладок: ")
    assert advisor.status_text.endswith("(кои-кои \u22126,4 очк. против стопа)")
    assert {"стоп", "кои-кои", "кто выигрывает раунд"} <= set(texts(advisor.chart_svg))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the kana are written as text, not drawn by DejaVu
        advisor = KoikoiAdvisor(last_flip(), lang="ja")
        advisor.ask()
    assert {"あがり", "こいこい"} <= set(texts(advisor.chart_svg))


def test_turn_numbers_count_as_in_a_dealt_round():
    assert turn_of(worked_example()) == 13
    assert turn_of(last_flip()) == 15
    assert turn_of(Round.deal(seed=1)) == 0


# -- the chart of a series of decisions --------------------------------------------------


def test_difference_chart_marks_each_position_with_the_verdict():
    teaching = advise(worked_example(), seed=0)
    escalating = advise(with_rules(worked_example(), ESCALATING), seed=0)
    svg = difference_chart_svg(
        ["teaching", "escalating"],
        [teaching, escalating],
        title="Koi-koi minus stop",
        xlabel="rules",
    )
    words = texts(svg)
    assert {
        "Koi-koi minus stop",
        "rules",
        "teaching",
        "escalating",
        "stop better",
        "koi-koi minus stop, points",
    } <= set(words)
    for difference in (teaching.difference, escalating.difference):
        assert f"{difference:.1f}".replace("-", "\u2212") in words
    assert "koi-koi better" not in words  # only verdicts that occur are in the legend
    assert svg == difference_chart_svg(
        ["teaching", "escalating"],
        [teaching, escalating],
        title="Koi-koi minus stop",
        xlabel="rules",
    )
    with pytest.raises(ValueError, match="2 labels but 1 pieces of advice"):
        difference_chart_svg(["a", "b"], [teaching], title="t")


# -- "Ask the advisor" in ScenarioPlayer ---------------------------------------------------


def shown(widget, control: str = "advisor") -> bool:
    """Whether the live table's bar offers ``control`` (enabled)."""
    return live_controls(widget.view.html).get(control, False)


def test_scenario_player_offers_the_advisor_only_at_decision_steps():
    player = ScenarioPlayer("boar-deer-butterflies")
    offered = []
    for k in range(player.steps + 1):
        player.go(k)
        offered.append(shown(player))
    # step 6, the end of turn 1, is A's decision; turn 2 is B's win (steps 7-11)
    assert offered == [k == 6 for k in range(12)]
    player.go(5)
    with pytest.raises(KoikoiError, match="step 5 of 11 is not at a koi-koi decision"):
        player.open_advisor()
    player.view.click("control", "advisor")  # a click is refused in the status line, not raised
    assert player.advisor is None and "not at a koi-koi decision" in player.status_text


def test_scenario_player_opens_the_advisor_at_the_decision_itself():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.next_turn()
    player.view.click("control", "advisor")
    advisor = player.advisor
    assert isinstance(advisor, KoikoiAdvisor) and player.advisor_box.children == (advisor,)
    r = advisor.round
    # the decision part shows the table after A's koi-koi; the advisor's round is before it
    assert r.phase is Phase.DECIDE and r.to_move == A and r.koikoi == []
    assert ids(r.piles[A]) == INOSHIKACHO and ids(r.piles[B]) == {"pampas-moon"}
    assert advisor.ask().stop.expected == 5
    player.next()  # moving away closes it
    assert player.advisor is None and player.advisor_box.children == ()


def test_scenario_player_asking_a_decision_offers_the_advisor_before_the_answer():
    player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    player.next_turn()
    assert player.asking and shown(player)
    advisor = player.open_advisor()
    assert advisor.round.phase is Phase.DECIDE
    player.answer("stop")  # the same step: the advisor stays beside the verdict
    assert player.advisor is advisor
    player.switch_branch()  # another scenario closes it
    assert player.advisor is None


def test_scenario_player_rebuilds_a_later_decision_under_the_scenarios_rules():
    player = ScenarioPlayer("escalating-koikoi")
    player.go_turn(3)  # A's second decision, after a first koi-koi
    r = player.open_advisor().round
    assert r.phase is Phase.DECIDE and r.rules == ESCALATING and r.koikoi == [A]
    assert {
        "pine-crane",
        "cherry-curtain",
        "pampas-moon",
        "maple-deer",
        "peony-butterflies",
        "clover-boar",
    } <= ids(r.piles[A])
    # sanko 6 + inoshikacho 5, x2 for A's one call (calls + 1): 22 for stopping now
    assert player.advisor.ask().stop.expected == 22


# -- "Ask the advisor" in PlayTable ---------------------------------------------------------


def worked_table() -> PlayTable:
    """A to play the boar against the greedy player; the stock's top, cherry-plain-1, stays."""
    return PlayTable(
        "greedy",
        position=position(
            a_hand=["clover-boar", "iris-plain-1"],
            b_hand=["chrysanthemum-plain-1", "paulownia-plain-1"],
            field=["clover-plain-1", "chrysanthemum-cup", "pine-plain-1"],
            stock=["cherry-plain-1", "willow-lightning", "paulownia-plain-2"],
            a_pile=["maple-deer", "peony-butterflies"],
            b_pile=["pampas-moon"],
        ),
    )


def test_play_table_offers_the_advisor_at_the_learners_decision():
    table = worked_table()
    assert not shown(table)
    with pytest.raises(
        KoikoiError,
        match="the advisor is for your koi-koi decision; now you play a card from the hand",
    ):
        table.open_advisor()
    table.play("clover-boar")
    table.last()
    assert table.round.phase is Phase.DECIDE and shown(table)
    table.view.click("control", "advisor")
    [advisor] = table.advisor_box.children
    assert table.round.phase is Phase.DECIDE  # it does not move the game
    r = advisor.round
    assert r.phase is Phase.DECIDE and r.to_move == A
    assert ids(r.piles[A]) == INOSHIKACHO
    assert advisor.players == ("greedy", "greedy")  # the table's opponent, for both
    assert backs(advisor.table.value) == 2 + 1  # B's hand stays hidden, as at the table
    assert advisor.ask().stop.expected == 5
    table.decide("stop")
    assert table.advisor_box.children == () and table.advisor_box.children == ()
    assert not shown(table)
    with pytest.raises(KoikoiError, match="the round is over: A wins 5"):
        table.open_advisor()


def test_the_advisor_is_a_separate_copy_of_the_table_round():
    table = worked_table()
    table.play("clover-boar")
    advisor = table.open_advisor()
    advice: Advice = advisor.ask()
    assert table.round.phase is Phase.DECIDE  # asking played nothing at the table
    assert advisor.round is not table.round
    assert advice.seat == "A"
