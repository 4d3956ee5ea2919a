"""The flashcard drill: a seeded Leitner queue in which misses come back sooner."""

import pytest

from koikoi_edu.cards import CARDS, card
from koikoi_edu.drill import MISS_GAP, Drill
from koikoi_edu.errors import KoikoiError


def right(drill):
    c = drill.question()
    return drill.answer(c.month, c.plant, c.category.value)


def test_the_first_round_asks_every_card_once_in_a_seeded_order():
    drill = Drill(seed=3)
    asked = [right(drill).card for _ in range(48)]
    assert sorted(c.index for c in asked) == list(range(48))
    assert asked != list(CARDS)  # shuffled
    again = Drill(seed=3)
    assert [right(again).card for _ in range(48)] == asked
    assert [right(drill).card for _ in range(48)] == asked  # the second pass, in order


def test_a_miss_names_the_wrong_parts_and_changes_nothing_else_in_the_answer():
    drill = Drill(["clover-boar"])
    v = drill.answer(7, "clover", "bright")
    assert not v.right and v.wrong == ("kind",) and v.card == card("clover-boar")
    v = drill.answer(6, "peony", "animal")
    assert v.wrong == ("month", "plant")
    assert drill.answer(7, "clover", "animal").right and drill.right == 1 and drill.asked == 3


def test_a_missed_card_comes_back_sooner_than_a_known_one():
    drill = Drill(seed=0)
    missed = drill.question()
    drill.answer(missed.month % 12 + 1, missed.plant, missed.category.value)  # wrong month
    known = right(drill).card
    order = [right(drill).card for _ in range(48)]
    assert order.index(missed) == MISS_GAP - 1  # the known card and one more came between
    assert known not in order[:46] and order.count(missed) == 1


def test_misses_are_repeated_more_often_over_a_long_drill():
    drill = Drill(seed=1)
    hard = card("willow-lightning")  # this learner always takes it for a plain of lightning
    counts, when = {}, []
    for k in range(300):
        c = drill.question()
        counts[c] = counts.get(c, 0) + 1
        if c == hard:
            when.append(k)
        drill.answer(c.month, c.plant, "ribbon" if c == hard else c.category.value)
    others = [n for c, n in counts.items() if c != hard]
    assert counts[hard] > 3 * max(others)
    # never more often than every third question, however often it is missed
    assert min(b - a for a, b in zip(when, when[1:], strict=False)) == MISS_GAP + 1
    assert drill.learned == 47 and drill.box[hard] == 0


def test_a_card_is_learned_after_three_right_answers_running():
    drill = Drill(["pine-crane", "plum-warbler"], seed=0)
    for _ in range(6):
        right(drill)
    assert drill.learned == 2


@pytest.mark.parametrize(
    "answer, error, message",
    [
        # a part left unanswered is the learner's: a KoikoiError, said in their language
        ((None, "pine", "bright"), KoikoiError, "the month is not answered yet"),
        ((1, None, "bright"), KoikoiError, "the plant is not answered yet"),
        ((1, "pine", None), KoikoiError, "the kind is not answered yet"),
        # a plant or kind no widget offers is the programmer's mistake
        ((1, "oak", "bright"), ValueError, "unknown plant oak"),
        ((1, "pine", "dragon"), ValueError, "unknown kind dragon"),
    ],
)
def test_an_incomplete_answer_is_refused_and_changes_nothing(answer, error, message):
    drill = Drill(seed=2)
    first = drill.question()
    with pytest.raises(error, match=message) as refused:
        drill.answer(*answer)
    assert isinstance(refused.value, KoikoiError) == (error is KoikoiError)
    assert drill.question() == first and drill.asked == 0


def test_a_drill_needs_real_cards():
    with pytest.raises(ValueError, match="at least one card") as refused:
        Drill([])
    assert not isinstance(refused.value, KoikoiError)
    with pytest.raises(KoikoiError):
        Drill(["pine-dragon"])
