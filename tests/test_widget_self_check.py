"""SelfCheck: answers come from the engine; buttons and the Check button drive it."""

import random

import pytest

from koikoi_edu.round import Round
from koikoi_edu.widgets.self_check import SelfCheck


def test_pile_points_answer_is_the_engines_settlement():
    # shiko 8 doubles at 7 or more: 16
    check = SelfCheck.pile_points(["pine-crane", "cherry-curtain", "pampas-moon",
                                   "paulownia-phoenix"])
    assert check.right_answer == 16 and check.correct is None
    assert "shiko 8" in check.explanation and "8 x 2 = 16" in check.explanation
    check.box.value = 8
    check.check_button.click()
    assert check.correct is False
    assert "the answer is 16" in check.feedback.value and "you said 8" in check.status_text
    check.box.value = 16
    check.check_button.click()
    assert check.correct is True and check.status_text == "Right: 16."
    assert repr(check) == "<SelfCheck 'pile points' right>"


def test_pile_points_without_yaku_is_zero():
    check = SelfCheck.pile_points(["pine-plain-1", "plum-plain-1"])
    assert check.right_answer == 0 and "no yaku" in check.explanation


def test_which_take_prefers_the_capture_that_scores():
    # the pile has two poetry ribbons: taking cherry-poetry completes akatan
    check = SelfCheck.which_take("cherry-plain-1", ["cherry-poetry", "cherry-plain-2"],
                                 pile=["pine-poetry", "plum-poetry"])
    assert [b.description for b in check.choice_buttons] == ["cherry-poetry", "cherry-plain-2"]
    check.choice_buttons[1].click()
    assert check.correct is False
    check.choice_buttons[0].click()
    assert check.correct is True and "base of 5 against 0" in check.explanation


def test_which_take_needs_exactly_two_matches():
    with pytest.raises(ValueError, match="exactly two field cards"):
        SelfCheck.which_take("cherry-plain-1", ["cherry-poetry", "pine-plain-1"])


def test_round_points_reads_the_settlement():
    r = Round.deal(seed=5)
    r.play_random(random.Random(5))
    check = SelfCheck.round_points(r, "How many points did the winner score?")
    assert check.right_answer == r.settlement.points
    assert check.explanation == r.settlement.equation()


def test_the_widgets_own_words_follow_the_language():
    check = SelfCheck("Сколько очков?", 5, explanation="Кабан, олень, бабочки.", lang="ru")
    assert check.status_text == "ответа пока нет"
    assert "Проверьте себя." in check.children[0].value
    assert check.check_button.description == "Проверить"
    check.answer(4)
    assert check.status_text == "Не совсем: вы ответили 4, правильный ответ 5."


def test_pile_points_names_rules_other_than_teaching():
    check = SelfCheck.pile_points(["clover-boar", "maple-deer", "peony-butterflies",
                                   "plum-warbler"], "nintendo")
    assert check.question.endswith("(rules: nintendo)?")
    assert check.right_answer == 6  # inoshikacho 5 + 1 for the fourth animal
