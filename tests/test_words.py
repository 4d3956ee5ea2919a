"""One catalogue of words: every message in every language, with the same fields."""

from __future__ import annotations

import dataclasses
import string

import pytest

from koikoi_edu import words
from koikoi_edu.advisor import advise
from koikoi_edu.cards import card
from koikoi_edu.errors import IllegalMoveError, KoikoiError
from koikoi_edu.records import all_records
from koikoi_edu.rules import Rules
from koikoi_edu.scenario import load_library, loads
from koikoi_edu.words import round_to_scenario_toml


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def forms(text: str | tuple[str, ...]) -> tuple[str, ...]:
    return (text,) if isinstance(text, str) else text


#: Fields the code gives beyond those of the English: the advisor's points held with their
#: unit; a card, plant or yaku by its name besides its id (English says the id).
MORE_FIELDS = {
    "reading.gives-up": {"hold"},
    **{key: {"name"} for key in ("card.said", "plant.said", "yaku.said", "error.card")},
}


@pytest.mark.parametrize("lang", [lang for lang in words.LANGUAGES if lang != "en"])
def test_a_message_fills_the_same_fields_in_every_language(lang):
    english = words.table("en")
    for message, text in words.table(lang).items():
        given = set().union(*map(fields, forms(english[message])))
        for form in forms(text):
            assert fields(form) <= given | MORE_FIELDS.get(message, set()), message
            assert form.strip() or message == "number.thousands", message  # a no-break space


def test_an_unknown_language_is_refused_by_name():
    with pytest.raises(ValueError, match="unknown language 'de'; choose one of en, ru, uk"):
        words.say("decision.stop", "de")


def test_numbers_are_written_as_each_language_writes_them():
    assert words.number(-1.5, "en") == "-1.5"
    assert words.number(-1.5, "uk") == "\u22121,5"
    assert words.count(12000, "ru") == "12\u00a0000"
    assert words.percent(0.001, "ja") == "1%未満"


@pytest.mark.parametrize("lang", words.LANGUAGES)
def test_the_advisors_reading_is_in_every_language(lang):
    r = load_library("boar-deer-butterflies").new_round()
    r.apply_action(card("clover-boar").index)  # A holds inoshikacho: decide
    r.flip()
    reading = words.advice_text(advise(r, playouts=200, seed=1), lang)
    assert reading.count(".") + reading.count("。") >= 3
    if lang in ("ru", "uk", "ja"):
        assert not any(word in reading for word in ("Stopping", "Calling", "points", "rival"))


def test_every_rules_option_is_described_in_every_language():
    # from the options themselves, so an option added without its words fails here
    for option in dataclasses.fields(Rules):
        for lang in words.LANGUAGES:
            assert f"option.{option.name}" in words.table(lang), (option.name, lang)
    english = words.option_docs()
    assert english["double_at_seven"] == "×2 when the base is 7 or more"  # rules.py's doc
    assert english == words.option_docs("en")
    for lang in ("ru", "uk", "ja", "romaji"):
        docs = words.option_docs(lang)
        assert docs.keys() == english.keys()
        assert [name for name, doc in docs.items() if doc == english[name]] == []


@pytest.mark.parametrize(
    "refuse, en, ru",
    [
        (
            lambda: Rules.preset("nintendo").replace(viewing_point=3),
            "unknown rules option 'viewing_point'",
            "неизвестная опция правил 'viewing_point'",
        ),
        (
            lambda: Rules.preset("nintend"),
            "unknown rules preset 'nintend'; choose one of teaching, escalating",
            "неизвестный набор правил 'nintend'; выберите один из: `teaching, escalating",
        ),
        (
            lambda: Rules(sanko_points=-1),
            "rules option sanko_points must be a whole number from 0 to 10000, not -1",
            "опция правил `sanko_points` должна быть целым числом от 0 до 10000, а не `-1`",
        ),
        (
            lambda: Rules(akatan_cards="red"),
            "rules option akatan_cards must be one of poetry, any-red, not red",
            "опция правил `akatan_cards` принимает одно из значений `poetry, any-red`, а не `red`",
        ),
        (lambda: card("pine-crain"), "unknown card `pine-crain`", "неизвестная карта `pine-crain`"),
    ],
)
def test_an_error_a_lesson_shows_is_said_in_the_lessons_language(refuse, en, ru):
    with pytest.raises(KoikoiError) as caught:
        refuse()
    assert str(caught.value).startswith(en)  # the English, for developers and tracebacks
    assert words.say(caught.value.msg).startswith(en)
    assert words.say(caught.value.msg, "ru").startswith(ru)
    for lang in ("uk", "ja", "romaji"):
        assert words.say(caught.value.msg, lang) != str(caught.value)


def test_an_illegal_move_is_said_in_the_lessons_language():
    r = load_library("capture-choice").new_round()
    r.apply_action(card("maple-plain-2").index)
    r.flip()
    with pytest.raises(IllegalMoveError) as caught:
        r.apply_action(card("pine-plain-1").index)
    assert words.say(caught.value.msg, "uk") == (
        "«сосна: проста» обрати не можна: зіграна карта «клен: проста» бере «клен: олень» "
        "або «клен: проста»"
    )


def test_a_recorded_round_is_a_scenario_in_the_lessons_language():
    game = next(g for g in all_records() if g.source == "126.json")
    english, russian = (
        round_to_scenario_toml(game.rounds[4], lang=lang).splitlines() for lang in ("en", "ru")
    )
    told = [n for n, line in enumerate(english) if line.startswith(("title =", "say =", "#"))]
    # only the title, comments and narration change: the position, moves and result do not
    assert [line for n, line in enumerate(english) if n not in told] == [
        line for n, line in enumerate(russian) if n not in told
    ]
    assert russian[0] == 'title = "Записанная партия 126.json, раунд 5"'
    assert russian[told[3]].startswith('say = "A играет картой «мискантус: простая»')
    for n in told:
        assert not {"plays", "flips", "captures", "holds", "calls", "of", "player"} & set(
            russian[n].replace(".", " ").split()
        ), russian[n]
    assert loads("\n".join(russian)).replay().outcome == loads("\n".join(english)).replay().outcome


def test_a_record_cut_short_says_so_in_the_lessons_language():
    cut = next(g for g in all_records() if not g.finished)
    assert words.say(cut.cut_short) == (
        "201.json: cut short in round 1 after turn 4, with no result; the game was never finished"
    )
    assert words.say(cut.cut_short, "uk") == (
        "201.json: запис уривається в раунді 1 після ходу 4, без "
        "результату; партію так і не дограли"
    )
