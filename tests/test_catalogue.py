"""The gettext catalogues: complete, up to date with the English, compiled, and counting
the way each language counts."""

from __future__ import annotations

import dataclasses
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import polib
import pytest

from koikoi_edu import words
from koikoi_edu.rules import Rules
from koikoi_edu.words import en

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("catalogue", ROOT / "scripts" / "catalogue.py")
assert _spec is not None and _spec.loader is not None
catalogue = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(catalogue)

TRANSLATED = [lang for lang in words.LANGUAGES if lang != "en"]
PLURALS = [message for message, text in en.WORDS.items() if isinstance(text, en.Plural)]


def po_of(lang: str) -> polib.POFile:
    return polib.pofile(str(words.catalogue_path(lang).with_suffix(".po")), wrapwidth=0)


def test_the_compiled_catalogues_are_those_of_the_po_files_and_the_english(capsys):
    assert catalogue.main(["--check"]) == 0, capsys.readouterr().out


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated_and_none_is_fuzzy(lang):
    po = po_of(lang)
    assert [entry.msgctxt for entry in po] == list(en.WORDS)
    assert catalogue.problems(po) == []


@pytest.mark.parametrize("lang, forms", [("ru", 3), ("uk", 3), ("ja", 1), ("romaji", 1)])
def test_a_counting_message_has_each_plural_form_of_its_language(lang, forms):
    entries = {entry.msgctxt: entry for entry in po_of(lang)}
    for message in PLURALS:
        assert len(entries[message].msgstr_plural) == forms, message
        assert len(words.table(lang)[message]) == forms, message


@pytest.mark.parametrize(
    "n, en_, ru, uk",
    [
        (1, "1 card", "1 карта", "1 карта"),
        (2, "2 cards", "2 карты", "2 карти"),
        (5, "5 cards", "5 карт", "5 карт"),
        (11, "11 cards", "11 карт", "11 карт"),
        (14, "14 cards", "14 карт", "14 карт"),
        (21, "21 cards", "21 карта", "21 карта"),
        (23, "23 cards", "23 карты", "23 карти"),
        (111, "111 cards", "111 карт", "111 карт"),
        (0, "0 cards", "0 карт", "0 карт"),
        (1000, "1,000 cards", "1\u00a0000 карт", "1\u00a0000 карт"),
    ],
)
def test_the_plural_form_follows_each_languages_rule(n, en_, ru, uk):
    assert [words.say("card.count", lang, n=n) for lang in ("en", "ru", "uk")] == [en_, ru, uk]
    assert words.say("card.count", "ja", n=n) == f"{words.count(n)}枚"


@pytest.mark.parametrize(
    "n, ru, uk",
    [
        (1, "1 очко", "1 очко"),
        (3, "3 очка", "3 очки"),
        (5, "5 очков", "5 очок"),
        (11, "11 очков", "11 очок"),
        (21, "21 очко", "21 очко"),
        (-2, "\u22122 очка", "\u22122 очки"),
        (1.5, "1,5 очка", "1,5 очка"),
    ],
)
def test_points_take_the_plural_each_language_needs(n, ru, uk):
    assert (words.points(n, "ru"), words.points(n, "uk")) == (ru, uk)
    assert words.points(n, "en").endswith("point" if n == 1 else "points")


def test_a_counting_message_needs_a_whole_number():
    with pytest.raises(TypeError, match="card.count counts"):
        words.say("card.count", "ru", n="5")
    with pytest.raises(TypeError, match="card.count counts"):
        words.say("card.count", "ru")


def test_the_package_reads_the_catalogues_with_the_standard_library_only():
    code = (
        "import sys, koikoi_edu.words as w; print(w.say('card.count', 'uk', n=2)); "
        "print('polib' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split("\n")[:2] == ["2 карти", "False"]


# -- bringing a catalogue up to date ------------------------------------------------------


def small_po(*entries: polib.POEntry) -> polib.POFile:
    po = polib.POFile(wrapwidth=0)
    po.metadata = {"Plural-Forms": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : 1);"}
    for entry in entries:
        po.append(entry)
    return po


def test_a_translation_whose_english_changed_turns_fuzzy_and_keeps_what_it_was():
    po = small_po(polib.POEntry(msgctxt="decision.stop", msgid="halt", msgstr="стоп"))
    entry = {e.msgctxt: e for e in catalogue.updated(po)}["decision.stop"]
    assert "fuzzy" in entry.flags and entry.previous_msgid == "halt"
    assert entry.msgid == en.WORDS["decision.stop"] and entry.msgstr == "стоп"
    assert (
        "decision.stop: fuzzy (its English changed since it was translated)"
        in catalogue.problems(catalogue.updated(po))
    )


def test_a_new_message_comes_untranslated_with_as_many_forms_as_the_language_has():
    new = {e.msgctxt: e for e in catalogue.updated(small_po())}
    assert new["decision.stop"].msgstr == "" and "fuzzy" not in new["decision.stop"].flags
    assert new["card.count"].msgstr_plural == {0: "", 1: "", 2: ""}
    assert "card.count: untranslated" in catalogue.problems(catalogue.updated(small_po()))


def test_a_message_gone_from_the_english_is_dropped():
    po = small_po(polib.POEntry(msgctxt="gone.message", msgid="gone", msgstr="нет"))
    assert "gone.message" not in {e.msgctxt for e in catalogue.updated(po)}


def test_a_translation_filling_in_a_field_the_code_does_not_give_is_refused():
    po = small_po(
        polib.POEntry(
            msgctxt="ending.stop", msgid=en.WORDS["ending.stop"], msgstr="{sead} останавливается"
        )
    )
    assert catalogue.problems(po) == ["ending.stop: no field sead is given"]


def test_an_untouched_catalogue_stays_byte_for_byte_the_same():
    po = po_of("ru")
    assert str(catalogue.updated(po)) == str(po)


def test_every_message_id_is_written_in_one_style():
    # lower-case words joined by hyphens, in dotted parts (`quiz.which-take.why-now`);
    # a rules option's entry keeps the option's own name (`option.double_at_seven`), and
    # a command-line metavar is written as the help shows it (`cli.help.NAME=VALUE`)
    style = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*)*")
    options = {f"option.{f.name}" for f in dataclasses.fields(Rules)}
    metavar = re.compile(r"cli\.help\.[A-Z][A-Z,=]*")
    odd = [
        m
        for m in en.WORDS
        if m not in options and not style.fullmatch(m) and not metavar.fullmatch(m)
    ]
    assert odd == []
