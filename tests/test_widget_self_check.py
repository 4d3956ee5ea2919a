"""SelfCheck: every kind driven from code: right answer, a miss with its hint, the retry,
the answer shown; and what an unrun lesson's snapshot shows."""

import random
from html import escape, unescape

import pytest

from koikoi_edu import quiz
from koikoi_edu.cards import card
from koikoi_edu.round import Round
from koikoi_edu.rules import Rules
from koikoi_edu.scenario import load_library
from koikoi_edu.widgets.self_check import ANSWER_KEY, SelfCheck
from koikoi_edu.words import settlement_text

SHIKO = ["pine-crane", "cherry-curtain", "pampas-moon", "paulownia-phoenix"]


def test_number_miss_hint_retry_right():
    check = SelfCheck.pile_points(SHIKO)
    assert check.right_answer == 16 and check.correct is None
    assert check.box.value == "" and check.box.placeholder == "a whole number"  # no 0 typed in
    check.box.value = "8"
    check.check_button.click()
    assert check.correct is False and check.status_text == "Not quite: not 8. Try again."
    assert "×2 when that base is 7" in check.feedback.value
    assert "16" not in check.feedback.value
    check.box.value = "16"
    check.check_button.click()
    assert check.correct is True and check.status_text == "Right: 16."
    assert "8 (shiko) × 2 (base 7 or more) = 16" in check.feedback.value
    assert repr(check) == "<SelfCheck 'pile points' right>"


def test_number_two_misses_show_the_answer():
    check = SelfCheck.pile_points(SHIKO)
    check.answer(8)
    check.answer(10)
    assert check.status_text == "The answer is 16." and repr(check).endswith("shown>")
    assert "= 16" in check.feedback.value


def test_an_empty_or_wordy_box_is_refused_in_the_status_line():
    check = SelfCheck.pile_points(SHIKO)
    check.check_button.click()
    assert check.status_text == "type a whole number first" and check.attempts.misses == 0
    check.box.value = "sixteen"
    check.check_button.click()
    assert check.status_text.startswith("'sixteen' is not a whole number")
    assert check.correct is None and check.feedback.value == ""


def test_show_answer_button():
    check = SelfCheck.pile_points(["pine-plain-1", "plum-plain-1"])
    check.show_button.click()
    assert check.status_text == "The answer is 0." and "no yaku" in check.feedback.value


def test_card_kind_draws_the_cards_and_rules_out_a_miss():
    check = SelfCheck.which_take(
        "cherry-plain-1", ["cherry-poetry", "cherry-plain-2"], pile=["pine-poetry", "plum-poetry"]
    )
    assert [b.description for b in check.choice_buttons] == [
        "cherry: poetry ribbon",
        "cherry: plain",
    ]
    assert check.children[1].children[0].children[0].value.startswith("<img")
    check.choice_buttons[1].click()
    assert check.correct is False and check.choice_buttons[1].disabled
    assert "which one makes a yaku" in check.feedback.value
    check.choice_buttons[0].click()
    assert check.correct is True and "base of 5 against 0" in check.feedback.value


def test_which_captures_teaches_matching_by_month():
    check = SelfCheck.which_captures(
        ["pine-plain-1", "maple-deer", "iris-bridge"], ["maple-blue", "cherry-curtain"]
    )
    check.choice_buttons[2].click()  # the bridge: an animal, like the deer, but of iris
    assert check.status_text == "Not quite: not iris: eight-plank bridge. Try again."
    assert "by month, not by picture" in check.feedback.value
    check.choice_buttons[0].click()
    assert check.stage == "shown" and check.status_text == "The answer is maple: deer."


def test_yaku_kind_by_name():
    check = SelfCheck.which_yaku(["maple-deer", "peony-butterflies", "clover-boar"], lang="uk")
    names = [b.description for b in check.choice_buttons]
    assert "Тварини" in names and check.question.answer == "inoshikacho"
    check.answer("tane")
    assert check.status_text == "Не зовсім: не Тварини. Спробуйте ще раз."
    check.answer("inoshikacho")
    assert check.correct is True


def test_decision_kind_from_the_advisor():
    r = load_library("boar-deer-butterflies").new_round(explain=False)
    r.apply_action(card("clover-boar").index)
    r.flip()
    check = SelfCheck.stop_or_koikoi(r, "A holds inoshikacho. Stop or koi-koi?", playouts=200)
    assert [b.description for b in check.choice_buttons] == ["stop", "koi-koi"]
    wrong = "stop" if check.right_answer == "koi-koi" else "koi-koi"
    check.answer(wrong)
    assert check.stage == "retry" and "rival could still complete" in check.feedback.value
    check.show_answer()
    assert check.status_text == f"The answer is {check.right_answer}."
    assert check.feedback.value == f"<p>{check.explanation}</p>"


def test_a_lessons_own_question_with_a_hint():
    check = SelfCheck(
        "Who deals first?",
        "A",
        choices=["A", "B"],
        hint="Earlier month deals.",
        explanation="Pine is month 1.",
        name="who deals",
    )
    check.answer("B")
    assert check.status_text == "Not quite: not B. Try again."
    assert check.feedback.value == "<p>Earlier month deals.</p>"
    check.answer("A")
    assert check.feedback.value == "<p>Pine is month 1.</p>"


@pytest.mark.parametrize(
    "make",
    [
        lambda hint: SelfCheck.which_take(
            "cherry-plain-1", ["cherry-poetry", "cherry-plain-2"], lang="ru", hint=hint
        ),
        lambda hint: SelfCheck.which_captures(
            ["pine-plain-1", "maple-deer", "iris-bridge"], ["maple-blue"], lang="uk", hint=hint
        ),
        lambda hint: SelfCheck.stop_or_koikoi(
            decision(), "Stop or koi-koi?", hint=hint, playouts=200
        ),
    ],
    ids=["which take", "which captures", "stop or koi-koi"],
)
def test_a_pick_shows_the_lessons_hint_after_a_miss(make):
    general = make("")
    check = make("The trap: <b>this</b> one.")
    check.answer(next(c for c in check.question.choices if c != check.right_answer))
    assert check.stage == "retry"
    assert check.feedback.value == "<p>The trap: &lt;b&gt;this&lt;/b&gt; one.</p>"
    # without one, the catalogue's general hint (tests/test_quiz.py checks which)
    general.answer(next(c for c in general.question.choices if c != general.right_answer))
    assert general.feedback.value == f"<p>{escape(general.question.hint)}</p>"
    assert general.question.hint not in ("", check.question.hint)


def test_round_points_reads_the_settlement():
    r = Round.deal(seed=5)
    r.play_random(random.Random(5))
    check = SelfCheck.round_points(r, "How many points did the winner score?", lang="ru")
    assert check.right_answer == r.settlement.points
    assert check.explanation == settlement_text(r.settlement, "ru", r.rules)


def test_the_widgets_own_words_follow_the_language():
    check = SelfCheck("Сколько очков?", 5, explanation="Кабан, олень, бабочки.", lang="ru")
    assert check.status_text == "ответа пока нет"
    assert "Проверьте себя." in check.children[0].value
    assert check.check_button.description == "Проверить"
    assert check.show_button.description == "Показать ответ"
    check.answer(4)
    assert check.status_text == "Не совсем: не 4. Попробуйте ещё раз."


def test_the_snapshot_shows_the_question_and_an_empty_box():
    html = SelfCheck.pile_points(SHIKO).snapshot()
    assert "How many points is this pile worth" in html and "<img" in html
    assert "a whole number" in html and ">0<" not in html
    assert '<button disabled="disabled">Show answer</button>' in html


def test_wrong_arguments_are_refused():
    with pytest.raises(ValueError, match="exactly two field cards"):
        SelfCheck.which_take("cherry-plain-1", ["cherry-poetry", "pine-plain-1"])
    with pytest.raises(ValueError, match="not one of the choices"):
        SelfCheck("Who?", "C", choices=["A", "B"], explanation="")


def decision():
    r = load_library("boar-deer-butterflies").new_round(explain=False)
    r.apply_action(card("clover-boar").index)
    r.flip()
    return r


#: One self-check of every kind, and a wrong answer to it.
KINDS = {
    "number": (lambda: SelfCheck.pile_points(SHIKO), 8),
    "card": (
        lambda: SelfCheck.which_captures(["pine-plain-1", "maple-deer"], ["maple-blue"]),
        "pine-plain-1",
    ),
    "yaku": (
        lambda: SelfCheck.which_yaku(["maple-deer", "peony-butterflies", "clover-boar"]),
        "tane",
    ),
    "decision": (
        lambda: SelfCheck.stop_or_koikoi(decision(), "Stop or koi-koi?", playouts=200),
        None,
    ),
    "choice": (
        lambda: SelfCheck(
            "Who deals?", "A", choices=["A", "B"], hint="Month 1.", explanation="Pine."
        ),
        "B",
    ),
}


def _wrong(check, wrong):
    return (
        wrong
        if wrong is not None
        else next(c for c in check.question.choices if c != check.right_answer)
    )


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_right_at_once(kind):
    make, _ = KINDS[kind]
    check = make()
    assert check.question.kind == kind
    check.answer(check.right_answer)
    assert check.stage == "right" and check.feedback.value == f"<p>{escape(check.explanation)}</p>"


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_miss_hint_retry(kind):
    make, wrong = KINDS[kind]
    check = make()
    check.answer(_wrong(check, wrong))
    assert check.stage == "retry" and check.status_text.endswith("Try again.")
    assert check.feedback.value == f"<p>{escape(check.question.hint)}</p>"
    assert check.explanation not in check.feedback.value
    check.answer(check.right_answer)
    assert check.stage == "right" and check.correct


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_shows_the_answer_after_two_misses_or_on_request(kind):
    make, wrong = KINDS[kind]
    check = make()
    check.answer(_wrong(check, wrong))
    if check.question.choices:
        assert check.choice_buttons[
            check.question.choices.index(str(_wrong(check, wrong)))
        ].disabled
    check.answer(_wrong(check, wrong))
    assert check.stage == "shown"
    assert check.status_text.startswith("The answer is ")
    other = make()
    other.show_button.click()
    assert other.stage == "shown" and other.explanation in unescape(other.feedback.value)


def test_a_yaku_question_names_akatan_of_any_red_ribbons_so():
    any_red = Rules.preset("teaching").replace(akatan_cards="any-red")
    check = SelfCheck.which_yaku(
        ["wisteria-ribbon", "iris-ribbon", "clover-ribbon"], any_red, lang="ru"
    )
    labels = [b.description for b in check.choice_buttons]
    assert "Красные ленты" in labels and "Ленты со стихами" not in labels
    assert "Красные ленты" in check.explanation


def test_the_why_is_asked_once_the_pick_is_settled():
    check = SelfCheck.which_take(
        "cherry-plain-1", ["cherry-poetry", "cherry-plain-2"], pile=["pine-poetry", "plum-poetry"]
    )
    assert check.why_check is not None and check.why_check.layout.display == "none"
    assert "Why that card?" not in check.snapshot()
    check.answer("cherry-plain-2")  # a miss: the why still waits
    assert check.why_check.layout.display == "none"
    check.answer("cherry-poetry")
    assert check.why_check.layout.display is None and "Why that card?" in check.snapshot()
    reasons = check.why_check.question.choices
    check.why_check.answer(reasons[2])
    assert check.why_check.stage == "retry" and len(reasons) == 3
    key = check.output_metadata()[ANSWER_KEY]
    assert key["then"]["question"] == "Why that card?"
    assert key["then"]["answer"] == "it makes the pile worth more points now"


def test_a_lessons_pick_between_two_takes_a_why():
    reason = quiz.why(
        "Why A?",
        "A won the round",
        ["A won the round", "A dealt it", "B misdealt"],
        "The winner deals.",
    )
    check = SelfCheck("Who deals next?", "A", choices=["A", "B"], explanation="A won.", why=reason)
    check.answer("A")
    assert check.why_check is not None and check.why_check.layout.display is None
    check.why_check.answer("A won the round")
    assert check.why_check.correct is True


@pytest.mark.parametrize(
    "typed",
    [
        "x" * 100_000,  # a whole page pasted
        "\x1b[2J\x1b[31m" * 20_000,  # terminal escape codes
        "7" * 100_000,  # digits past what Python reads as a number
        "8" * 4_000,  # a number Python reads, far from the answer
        "pine\ncrane",
    ],
)
def test_a_number_self_check_quotes_what_was_typed_never_echoes_it_whole(typed):
    # issue 37 item 12: the status line repeated all 100,000 characters, escapes too
    check = SelfCheck.pile_points(["pine-crane", "cherry-curtain", "pampas-moon"])
    check.box.value = typed
    for handler in check.check_button._click_handlers.callbacks:
        handler(check.check_button)
    said = check.status_text
    assert len(said) < 200, len(said)
    assert all(c.isprintable() for c in said), said
    assert typed[:20].encode("unicode_escape").decode() in said or typed[:20] in said


def test_a_wrong_answer_of_0_is_named_in_the_retry():
    check = SelfCheck.pile_points(["pine-crane", "cherry-curtain", "pampas-moon"])
    check.answer("0")
    assert check.status_text == "Not quite: not 0. Try again."


def test_a_self_check_is_recorded_by_an_id_whatever_the_language(tmp_path):
    """The factories' self-checks are kept as ids (``which-take``, ``which-take:why``),
    not as English words, so a Russian class's report says them in Russian."""
    from koikoi_edu import learner, words

    store = learner.use(tmp_path / learner.FILE_NAME)
    try:
        for lang in ("en", "ru", "uk"):
            check = SelfCheck.which_take(
                "cherry-plain-1",
                ["cherry-poetry", "cherry-plain-2"],
                pile=["pine-poetry", "plum-poetry"],
                lang=lang,
            )
            check.answer("cherry-poetry")
            check.why_check.show_answer()
            SelfCheck.pile_points(SHIKO, lang=lang).show_answer()
    finally:
        learner.stop()
    names = [c["check"] for c in store.read()["checks"]]
    assert names == ["which-take", "which-take:why", "pile-points"] * 3
    assert [words.check_name(n, "ru") for n in names[:3]] == [
        "что взять", "что взять: почему", "очки за взятки"
    ]  # fmt: skip
    assert repr(check) == "<SelfCheck 'which take' right>"  # the lessons' outputs as before
