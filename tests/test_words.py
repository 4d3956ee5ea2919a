"""One catalogue of words: every message in every language, with the same fields."""

from __future__ import annotations

import string

import pytest

from koikoi_edu import words
from koikoi_edu.advisor import advise
from koikoi_edu.cards import card
from koikoi_edu.errors import KoikoiError
from koikoi_edu.scenario import load_library


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("lang", words.LANGUAGES)
def test_every_message_exists_in_every_language(lang):
    assert set(words.TABLES[lang]) == set(words.TABLES["en"])


@pytest.mark.parametrize("lang", [lang for lang in words.LANGUAGES if lang != "en"])
def test_a_message_fills_the_same_fields_in_every_language(lang):
    english = words.TABLES["en"]
    for message, text in words.TABLES[lang].items():
        assert fields(text) <= fields(english[message]) | {"hold", "held"}, message
        assert text.strip() or message == "reading.gap", message


def test_an_unknown_language_is_refused_by_name():
    with pytest.raises(KoikoiError, match="unknown language 'de'; choose one of en, ru, uk"):
        words.say("decision.stop", "de")


@pytest.mark.parametrize("n, ru, uk", [(1, "очко", "очко"), (3, "очка", "очки"),
                                       (5, "очков", "очок"), (11, "очков", "очок"),
                                       (21, "очко", "очко"), (1.5, "очка", "очка")])
def test_points_take_the_plural_each_language_needs(n, ru, uk):
    assert words.points_unit(n, "ru") == ru
    assert words.points_unit(n, "uk") == uk
    assert words.points_unit(n, "en") == ("point" if n == 1 else "points")


def test_numbers_are_written_as_each_language_writes_them():
    assert words.number(-1.5, "en") == "-1.5"
    assert words.number(-1.5, "uk") == "\u22121,5"
    assert words.count(12000, "ru") == "12\u00a0000"
    assert words.percent(0.001, "ja") == "1%未満"


@pytest.mark.parametrize("lang", words.LANGUAGES)
def test_the_advisors_reading_is_in_every_language(lang):
    r = load_library("boar-deer-butterflies").new_round()
    r.apply_action(card("clover-boar").index)  # A holds inoshikacho: decide
    reading = advise(r, playouts=200, seed=1).reading(lang)
    assert reading.count(".") + reading.count("。") >= 3
    if lang in ("ru", "uk", "ja"):
        assert not any(word in reading for word in ("Stopping", "Calling", "points", "rival"))
