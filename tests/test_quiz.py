"""Questions and attempts: answers from the engine, a hint after one miss, the answer after two."""

import pytest

from koikoi_edu import words
from koikoi_edu.cards import card
from koikoi_edu.errors import KoikoiError
from koikoi_edu.quiz import (
    Attempts,
    Kind,
    Question,
    Stage,
    pile_points,
    stop_or_koikoi,
    which_captures,
    which_take,
    which_yaku,
)
from koikoi_edu.rules import Rules
from koikoi_edu.scenario import load_library

SHIKO = ["pine-crane", "cherry-curtain", "pampas-moon", "paulownia-phoenix"]


def test_a_miss_gives_the_hint_and_a_retry_then_the_answer():
    a = Attempts(pile_points(SHIKO))
    assert a.stage is Stage.WAITING and a.correct is None and a.note() == ""
    assert a.give("8") is Stage.RETRY and a.correct is False
    assert a.verdict() == "Not quite: not 8. Try again."
    assert a.note() == (
        "Find each yaku in the pile and add up their points; then remember "
        "the ×2 when that base is 7 or more."
    )
    assert a.give(16) is Stage.RIGHT and a.correct is True
    assert a.verdict() == "Right: 16."
    assert "8 (shiko) × 2 (base 7 or more) = 16" in a.note()


def test_two_misses_show_the_answer_with_the_explanation():
    a = Attempts(pile_points(SHIKO))
    a.give(8)
    assert a.give(10) is Stage.SHOWN and a.misses == 2
    assert a.verdict() == "The answer is 16." and a.note().startswith("The pile's yaku")


def test_the_answer_can_be_asked_for_and_a_right_answer_keeps_its_stage():
    a = Attempts(pile_points(SHIKO))
    assert a.show() is Stage.SHOWN and a.given is None
    b = Attempts(pile_points(SHIKO))
    b.give(16)
    assert b.show() is Stage.RIGHT


@pytest.mark.parametrize(
    "typed, message",
    [
        ("", "type a whole number first"),
        ("  ", "type a whole number first"),
        ("seven", "'seven' is not a whole number"),
        ("7.5", "'7.5' is not a whole number"),
    ],
)
def test_a_number_box_refuses_what_is_not_a_number_and_counts_nothing(typed, message):
    a = Attempts(pile_points(SHIKO))
    with pytest.raises(KoikoiError, match=message):
        a.give(typed)
    assert a.stage is Stage.WAITING and a.misses == 0 and a.given is None


def test_typed_numbers_are_read_as_people_write_them():
    q = pile_points(SHIKO)
    assert q.read(" 16 ") == 16 and q.read("\u22123") == -3 and q.read(16) == 16


def test_pile_points_follow_the_rules():
    # no doubling at 7 under escalating, whose sanko is worth 6
    q = pile_points(["pine-crane", "cherry-curtain", "pampas-moon"], Rules.preset("escalating"))
    assert q.answer == 6 and q.prompt.endswith("(rules: escalating)")
    assert "×2" not in q.hint
    assert pile_points(["pine-plain-1"]).answer == 0


def test_the_hint_recalls_the_x2_at_7_only_where_it_changes_the_answer():
    # base 5: lessons 00-04 ask such piles, before 05 teaches the doubling
    q = pile_points(["clover-boar", "maple-deer", "peony-butterflies"])
    assert q.answer == 5 and "×2" not in q.hint
    assert "×2" in pile_points(SHIKO).hint


def test_which_take_picks_the_capture_that_scores():
    q = which_take(
        "cherry-plain-1", ["cherry-poetry", "cherry-plain-2"], pile=["pine-poetry", "plum-poetry"]
    )
    assert q.kind is Kind.CARD and q.answer == "cherry-poetry"
    assert q.choices == ("cherry-poetry", "cherry-plain-2")
    assert "base of 5 against 0" in q.explanation


def test_which_captures_is_the_one_hand_card_of_a_field_month():
    q = which_captures(
        ["pine-plain-1", "maple-deer", "iris-bridge"], ["maple-blue", "cherry-curtain"]
    )
    assert q.answer == "maple-deer" and q.cards == ("cherry-curtain", "maple-blue")
    assert "month 10 (maple), like “maple: blue ribbon”" in q.explanation
    assert "by month, not by picture" in q.hint
    with pytest.raises(ValueError, match="exactly one hand card .* not 2"):
        which_captures(["maple-deer", "cherry-plain-1"], ["maple-blue", "cherry-curtain"])


def test_which_yaku_offers_near_misses_by_name():
    q = which_yaku(["maple-deer", "peony-butterflies", "clover-boar"])
    assert q.kind is Kind.YAKU and q.answer == "inoshikacho"
    assert "tane" in q.choices and len(q.choices) == 4
    assert q.label("tane", "ru") == "Животные"
    a = Attempts(q)
    a.give("tane")
    assert a.verdict() == "Not quite: not Animals. Try again."
    assert a.note().startswith("Sort the pile")
    with pytest.raises(ValueError, match="exactly one yaku"):
        which_yaku(SHIKO + ["chrysanthemum-cup"])  # shiko, hanami and tsukimi


def test_the_rain_man_makes_no_sanko_in_a_which_yaku_question():
    with pytest.raises(ValueError, match="not 0"):
        which_yaku(["pine-crane", "cherry-curtain", "willow-rainman"])
    q = which_yaku(["pine-crane", "cherry-curtain", "willow-rainman"], Rules.preset("flower-poker"))
    assert q.answer == "sanko"


def test_stop_or_koikoi_is_the_advisors_answer():
    r = load_library("boar-deer-butterflies").new_round(explain=False)
    r.apply_action(card("clover-boar").index)  # A holds inoshikacho and decides
    r.flip()
    q = stop_or_koikoi(r, "Stop or koi-koi?", playouts=200)
    assert q.kind is Kind.DECISION and q.answer in ("stop", "koi-koi")
    assert q.label("koi-koi", "ja") == "こいこい"
    r.apply_action(r.legal_actions()[0])
    r.flip()
    with pytest.raises(ValueError, match="not at a stop-or-koi-koi decision"):
        stop_or_koikoi(r, "Stop or koi-koi?")


def test_a_lessons_hint_replaces_the_general_one_of_a_pick():
    r = load_library("boar-deer-butterflies").new_round(explain=False)
    r.apply_action(card("clover-boar").index)
    r.flip()
    take = ("cherry-plain-1", ["cherry-poetry", "cherry-plain-2"])
    hand = (["pine-plain-1", "maple-deer", "iris-bridge"], ["maple-blue", "cherry-curtain"])
    general = {
        "which take": which_take(*take).hint,
        "which captures": which_captures(*hand).hint,
        "stop or koi-koi": stop_or_koikoi(r, "Stop or koi-koi?", playouts=200).hint,
    }
    given = {
        "which take": which_take(*take, hint="The trap: the poetry ribbon.").hint,
        "which captures": which_captures(*hand, hint="The trap: the deer.").hint,
        "stop or koi-koi": stop_or_koikoi(
            r, "Stop or koi-koi?", hint="The trap: the rival's boar.", playouts=200
        ).hint,
    }
    assert given == {
        "which take": "The trap: the poetry ribbon.",
        "which captures": "The trap: the deer.",
        "stop or koi-koi": "The trap: the rival's boar.",
    }
    assert general["which take"] == words.say("quiz.which-take.hint")
    assert general["which captures"] == words.say("quiz.which-captures.hint")
    assert general["stop or koi-koi"] == words.say("quiz.stop-or-koikoi.hint")


def test_a_question_whose_answer_is_not_a_choice_is_refused():
    with pytest.raises(ValueError, match="not one of the choices"):
        Question(Kind.CHOICE, "Who deals?", "C", "", choices=("A", "B"))
    with pytest.raises(KoikoiError, match="unknown card"):
        Question(Kind.CARD, "Which?", "pine-dragon", "", choices=("pine-dragon",))


def test_a_pick_between_two_cards_asks_why_after_it():
    q = which_take(
        "cherry-plain-1", ["cherry-poetry", "cherry-plain-2"], pile=["pine-poetry", "plum-poetry"]
    )
    assert q.why is not None and len(q.why.choices) == 3
    assert q.why.answer == "it makes the pile worth more points now"
    # with nothing in the pile neither take scores: the reason is the card's kind
    even = which_take("cherry-plain-1", ["cherry-poetry", "cherry-plain-2"])
    assert even.why is not None and even.why.answer.startswith("both takes leave")
    a = Attempts(q.why)
    assert a.give("the card that came to the field first is always taken") is Stage.RETRY
    assert a.note().startswith("The trap: no rule says which card to take")


def test_stop_or_koikoi_asks_why_with_the_advisors_averages():
    r = load_library("boar-deer-butterflies").new_round(explain=False)
    r.apply_action(card("clover-boar").index)
    r.flip()
    q = stop_or_koikoi(r, "Stop or koi-koi?", playouts=200)
    assert q.why is not None and len(q.why.choices) == 3
    expected = "more than stopping" if q.answer == "koi-koi" else "less than stopping"
    assert q.why.answer == expected
    assert q.why.explanation.startswith("Net points on average: koi-koi ")


def test_a_why_is_a_pick_among_three_or_more():
    two = Question(Kind.CHOICE, "Why?", "a", "", choices=("a", "b"))
    with pytest.raises(ValueError, match="three or more"):
        Question(Kind.CHOICE, "A or B?", "A", "", choices=("A", "B"), why=two)
