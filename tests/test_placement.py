"""The placement and final checks (issue 38): two parallel forms of the same 12 item
kinds, every answer the engine's, the forms alike kind by kind."""

from __future__ import annotations

import pytest

from koikoi_edu import learner, quiz
from koikoi_edu.advisor import advise
from koikoi_edu.cards import MONTH_MASKS, CardSet, card
from koikoi_edu.drill import Happens, what_happens
from koikoi_edu.placement import FORMS, KINDS, decision_round, form
from koikoi_edu.quiz import Attempts, Stage
from koikoi_edu.rules import Rules
from koikoi_edu.settlement import settle
from koikoi_edu.widgets.learning_check import LearningCheck
from koikoi_edu.yaku import score

PAIRS = list(zip(form("placement"), form("final"), strict=True))


def matches(played: str, field) -> int:
    return len(CardSet(CardSet(field).mask & MONTH_MASKS[card(played).month - 1]))


def engine_answer(item):
    """The answer worked out here from the engine's rules, apart from the quiz's."""
    k = item.kind
    if k.startswith("month-"):
        return card(item.cards[0]).month
    if k == "capture-which":
        (right,) = [c for c in item.hand if matches(c, item.field)]
        return right
    if k == "capture-what":
        return what_happens(item.cards[0], item.field)
    if k == "capture-take":
        options = [f for f in item.field if card(f).month == card(item.cards[0]).month]
        return max(options, key=lambda f: score(CardSet([*item.pile, item.cards[0], f])).base)
    if k == "yaku-which":
        (only,) = score(CardSet(item.cards)).yaku
        return only.id
    if k == "stop-or-koikoi":
        return advise(decision_round(FORMS.index(item.form)), players="heuristic").best
    held = score(CardSet(item.cards))
    ids = tuple(y.id for y in held.yaku)
    return settle(Rules(), "A", held.base, ids, 0, 1 if item.rival_called else 0).points


def shape(item):
    """What makes an item as hard as its parallel: the parts' sizes and what the
    engine finds in them."""
    k = item.kind
    sizes = (k, len(item.cards), len(item.hand), len(item.field), len(item.pile), item.rival_called)
    if k.startswith("month-"):
        return sizes, card(item.cards[0]).category
    if k == "capture-which":
        return sizes, sorted(matches(c, item.field) for c in item.hand)
    if k == "capture-what":
        return sizes, what_happens(item.cards[0], item.field)
    if k == "capture-take":
        return sizes, sorted(
            score(CardSet([*item.pile, item.cards[0], f])).base
            for f in item.field
            if card(f).month == card(item.cards[0]).month
        )
    held = score(CardSet(item.cards))
    if k == "yaku-which":  # the poetry ribbons in one form, the blue in the other
        return sizes, held.base, [y.points for y in held.yaku]
    return sizes, held.base, [y.points for y in held.yaku], engine_answer(item)


def test_both_forms_ask_the_twelve_kinds_in_the_same_order():
    for name in FORMS:
        assert [item.kind for item in form(name)] == list(KINDS)
    assert len(KINDS) == 12


@pytest.mark.parametrize("name", FORMS)
@pytest.mark.parametrize("kind", KINDS)
def test_every_item_is_answered_right_by_the_engine(name, kind):
    item = form(name)[KINDS.index(kind)]
    q = quiz.placement_question(item, "en")
    expected = engine_answer(item)
    if kind == "capture-what":
        expected = q.choices[list(Happens).index(expected)]
    assert q.answer == expected
    attempts = Attempts(q)
    assert attempts.give(q.answer) is Stage.RIGHT


@pytest.mark.parametrize("placement, final", PAIRS, ids=KINDS)
def test_the_forms_match_kind_by_kind_with_other_cards(placement, final):
    assert shape(placement) == shape(final)
    assert placement.cards != final.cards


def test_the_stop_or_koikoi_item_is_a_clear_stop_in_both_forms():
    for f in (0, 1):
        a = advise(decision_round(f), players="heuristic")
        assert a.best == "stop" and a.stop.expected - a.koikoi.expected > 5


def test_a_finished_check_keeps_its_score_and_which_items_were_right(tmp_path):
    store = learner.use(tmp_path / learner.FILE_NAME)
    try:
        check = LearningCheck("final", lang="uk")
        first, *rest = check.checks
        wrong = first.right_answer + 1
        first.answer(wrong)
        first.answer(first.right_answer)  # right at the second answer: not counted
        for c in rest[:-1]:
            c.answer(c.right_answer)
        assert store.read()["tests"]["final"] is None  # one item left
        rest[-1].show_answer()
        kept = store.read()["tests"]["final"]
    finally:
        learner.stop()
    assert (kept["score"], kept["of"]) == (10, 12)
    assert [k for k, right in kept["items"].items() if not right] == [KINDS[0], KINDS[-1]]
