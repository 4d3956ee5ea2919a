"""FlashcardDrill: driven from code: right, a miss that names what was wrong, the next card."""

import pytest

from koikoi_edu.errors import KoikoiError
from koikoi_edu.widgets.flashcards import FlashcardDrill
from koikoi_edu.words import card_name


def test_right_answer_then_the_next_card():
    d = FlashcardDrill(seed=1)
    c = d.card
    assert d.answer(c.month, c.plant, c.category.value).right
    assert d.status_text == f"Right: {card_name(c)}, month {c.month}, a {c.category.value} card."
    assert "1 right of 1" in d.score.value
    d.next_button.click()
    assert d.card != c and d.status_text == "not answered yet"
    assert all(m.value is None for m in d.menus.values())


def test_a_miss_names_the_wrong_part_and_the_card_comes_back_soon():
    d = FlashcardDrill(seed=1)
    missed = d.card
    d.menus["month"].value = missed.month
    d.menus["plant"].value = "pine" if missed.plant != "pine" else "plum"
    d.menus["kind"].value = missed.category.value
    d.check_button.click()
    assert d.status_text.startswith("Not quite (plant): this is ")
    assert "comes back soon" in d.status_text
    seen = []
    for _ in range(3):
        d.next_card()
        seen.append(d.card)
        d.answer(d.card.month, d.card.plant, d.card.category.value)
    assert missed in seen


def test_the_card_is_drawn_without_its_words():
    d = FlashcardDrill(["clover-boar"], lang="ru")
    picture = d.picture.value
    assert picture.startswith("<img") and 'alt="карта, которую нужно узнать' in picture
    for word in ("хаги", "животное", "кабан", "7"):  # nothing on it gives the answer away
        assert f">{word}<" not in picture and f"%3E{word}%3C" not in picture
    assert d.menus["plant"].label == "(выберите)"


def test_unfinished_or_repeated_answers_say_why_in_the_status_line():
    d = FlashcardDrill(seed=0)
    d.menus["month"].value = 3
    d.check_button.click()
    assert d.status_text == "choose the plant first" and d.drill.asked == 0
    d.next_button.click()
    assert d.status_text.startswith("name this card first")
    c = d.card
    d.answer(c.month, c.plant, c.category.value)
    d.check_button.click()
    assert d.status_text == "this card is answered: press Next card" and d.drill.asked == 1


def test_the_repr_does_not_give_the_card_away():
    d = FlashcardDrill(seed=5)
    assert repr(d) == "<FlashcardDrill 0/0 right, 0/48 learned>"
    assert d.card.id not in d.snapshot()


def test_wrong_arguments_are_refused():
    with pytest.raises(KoikoiError):
        FlashcardDrill(["pine-dragon"])
    # an unknown language is the lesson author's mistake, not the learner's
    with pytest.raises(ValueError, match="unknown language 'xx'") as refused:
        FlashcardDrill(lang="xx")
    assert not isinstance(refused.value, KoikoiError)
