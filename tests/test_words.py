"""One catalogue of words: every message in every language, with the same fields."""

from __future__ import annotations

import dataclasses
import json
import re
import string
from pathlib import Path

import pytest

from koikoi_edu import words
from koikoi_edu.advisor import advise
from koikoi_edu.cards import card
from koikoi_edu.errors import IllegalMoveError, KoikoiError
from koikoi_edu.players import PLAYERS
from koikoi_edu.records import all_records
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.scenario import load_library, loads
from koikoi_edu.words import round_to_scenario_toml
from koikoi_edu.yaku import YAKU_IDS


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
    assert words.number(-1.5, "en") == "\u22121.5"
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


# -- Russian and Ukrainian grammar around names -------------------------------------------

SLAVIC = ("ru", "uk")
ROOT = Path(__file__).resolve().parent.parent

#: The words a yaku's or a preset's name may follow in a Russian or Ukrainian message: there
#: the name stands in the nominative, as the catalogue gives it: a sentence's start, after a
#: colon or a comma, or after a generic noun that takes the sentence's case for it
#: («до яку «Животные»», «по правилам набора «учебные»»). A name after a preposition of its
#: own («до «Животные»») would need a case the catalogue does not hold.
NOMINATIVE_AFTER = {
    "ru": ("", ":", ",", "яку", "набора", "правила", "Правила", "теперь"),
    "uk": ("", ":", ",", "яку", "набору", "правила", "Правила", "тепер"),
}


@pytest.mark.parametrize("lang", SLAVIC)
def test_a_yaku_or_preset_name_stands_where_its_case_is_the_catalogues(lang):
    misplaced = []
    for message, text in words.table(lang).items():
        for form in forms(text):
            for at in (m.start() for m in re.finditer(r"\{(yaku|rules)\}|(?<=«)\{name\}", form)):
                before = form[:at].rstrip("«(` ").split(" ")[-1].lstrip("(")
                if before not in NOMINATIVE_AFTER[lang] and not before.endswith((":", ",")):
                    misplaced.append(f"{message}: {form}")
    assert misplaced == []


#: Prepositions that want another case than the nominative, in the lessons' prose.
OBLIQUE = {
    "ru": "до|для|без|из|от|у|к|по|кроме|после|против|вместо",
    "uk": "до|для|без|з|із|від|к|по|крім|після|проти|замість|біля",
}


def _prose(lang: str) -> dict[str, str]:
    """The hand-written Russian or Ukrainian a learner reads: the scenarios' narration and
    the lessons' markdown."""
    texts = {f"narration/{lang}.toml": (ROOT / f"koikoi_edu/scenarios/narration/{lang}.toml")}
    out = {name: path.read_text(encoding="utf-8") for name, path in texts.items()}
    for lesson in sorted((ROOT / "notebooks" / lang).glob("*.ipynb")):
        cells = json.loads(lesson.read_text(encoding="utf-8"))["cells"]
        out[lesson.name] = "\n".join(
            "".join(c["source"]) for c in cells if c["cell_type"] == "markdown"
        )
    return out


@pytest.mark.parametrize("lang", SLAVIC)
def test_no_preposition_asks_a_case_of_a_quoted_yaku_name(lang):
    table = words.table(lang)
    names = [str(table[f"yaku.{y}"]) for y in YAKU_IDS]
    pattern = re.compile(
        rf"(?<!\w)(?:{OBLIQUE[lang]})\s+«(?:{'|'.join(map(re.escape, names))})»", re.IGNORECASE
    )
    prose = _prose(lang).items()
    found = [(name, m.group()) for name, text in prose for m in pattern.finditer(text)]
    assert found == []


#: A plain card named by its plant alone reads as an adjective without its noun
#: («простой ирис», uk «проста сосни»): the lessons say «простая карта ириса».
BARE_PLAIN = {
    "ru": r"\b[Пп]рост(?:ой|ая|ую|ым|ому) (?:ирис|клён|мискантус|пион|сосн|слив|сакур|"
    r"глицини|хризантем|павловни|хаги|ив)",
    "uk": r"\b[Пп]рост(?:а|у|ою|ій|ої) (?:ірису|сосни|сакури|клена|міскантусу|хаґі|павловнії|"
    r"гліцинії|хризантеми|сливи|півонії|верби)",
}


@pytest.mark.parametrize("lang", SLAVIC)
def test_the_narration_names_a_plain_card_with_its_noun(lang):
    text = (ROOT / f"koikoi_edu/scenarios/narration/{lang}.toml").read_text(encoding="utf-8")
    assert re.findall(BARE_PLAIN[lang], text) == []


def test_a_question_quotes_the_card_it_names():
    from koikoi_edu.quiz import which_take

    asked = which_take("pampas-plain-1", ["pampas-moon", "pampas-geese"], lang="ru")
    assert asked.prompt == "Вы играете «мискантус: простая». Какую карту с поля вы возьмёте?"


#: The ids of the computer players and of the presets, which code writes in every language;
#: quoted as code (``rules = "koikoi-japan"`` in a scenario file) they are code, not words.
_ID = "|".join(map(re.escape, [*PLAYERS, *PRESETS]))
IDS = re.compile(rf'(?<!["`])\b(?:{_ID})\b(?!["`])')


@pytest.mark.parametrize("lang", SLAVIC)
def test_no_player_or_preset_id_in_a_lessons_output(lang):
    """A Russian or Ukrainian lesson's printed tables name the players and presets in its
    language («жадный против случайного»), never by their ids («greedy vs random»)."""
    found = []
    for lesson in sorted((ROOT / "notebooks" / lang).glob("*.ipynb")):
        for i, c in enumerate(json.loads(lesson.read_text(encoding="utf-8"))["cells"]):
            for out in c.get("outputs", []):
                texts = ["".join(out.get("text", ""))]
                data = out.get("data", {})
                texts += ["".join(data.get(k, "")) for k in ("text/html", "text/markdown")]
                for t in texts:
                    shown = re.sub(r"<[^>]*>", "", t)  # what a reader sees, not the markup
                    found += [(lesson.name, i, m.group()) for m in IDS.finditer(shown)]
    assert found == []


@pytest.mark.parametrize("lang", SLAVIC)
def test_the_prose_puts_no_preset_name_after_an_oblique_rules(lang):
    """«по правилам «учебные»» reads as a calque: the lessons say «по учебным правилам»,
    or put a generic noun before the name (the catalogue's «по правилам набора «…»»)."""
    pattern = re.compile(r"(?:правилам|правилами)\s+«")
    found = [
        (name, m.start()) for name, text in _prose(lang).items() for m in pattern.finditer(text)
    ]
    assert found == []
