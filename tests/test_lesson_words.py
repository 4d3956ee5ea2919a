"""The Russian and Ukrainian lessons show no English sentence of the word catalogue.

Whatever a lesson's stored outputs show (printed text, tables, pictures' words) is
searched for the English catalogue's sentences: every run of three or more words
between the ``{fields}`` of an English message that the lesson's own language does
not also write (``Binder``, ``JupyterLab`` are the same everywhere). Card and yaku
ids, numbers and short words never make such a run, so they are not flagged; an
English sentence from the engine, an option's description or a refusal is.

Some calls say English by design, for developers: an engine error printed as its
``str``, and every call of the words layer (:mod:`koikoi_edu.words`) that leaves out the
language, such as ``words.option_docs()``, ``words.say(game.cut_short)``,
``words.say(rec.place())`` or ``round_to_scenario_toml(rec)``. A translated lesson asks
for its language instead (``words.option_docs("ru")``, ``words.say(e.msg, lang="ru")``,
``round_to_scenario_toml(..., lang="ru")``), and a cell of a translated lesson that makes
one of the English calls fails.
"""

from __future__ import annotations

import html
import json
import re
import string
from pathlib import Path

import pytest

from koikoi_edu import words

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = ("ru", "uk")
LESSONS = [p for lang in TRANSLATED for p in sorted((ROOT / "notebooks" / lang).glob("*.ipynb"))]

#: The functions of the words layer whose first argument is the language, not what is said.
LANG_FIRST = ("option_docs", "table", "check_lang", "catalogue_path", "use")

#: Calls that say English whatever the lesson's language, by what they are.
ENGLISH_ONLY = {
    "options": re.compile(r"\boption_docs\(\s*\)"),
    "error": re.compile(r"except \w+ as (\w+):\s+print\(\1\)"),
    "toml": re.compile(r"round_to_scenario_toml\((?![^\n]*lang=)"),
    # a words call given what to say and no language: a recorded round's place ("178.json
    # round 3") is one English word, too short for the search of sentences below, so the
    # call itself must ask for the language
    "words": re.compile(
        r"\bwords\.(?!(?:" + "|".join(LANG_FIRST) + r")\b)\w+\((?:[^(),]|\([^()]*\))+\)"
    ),
}

_TAG = re.compile(r"<[^>]+>")


def _latin_words(text: str) -> int:
    return sum(bool(re.search("[A-Za-z]", word)) for word in text.split())


def sentences(lang: str) -> dict[str, str]:
    """English runs of three or more words, each with the message it comes from."""
    found = {}
    own = words.table(lang)
    for message, text in words.table("en").items():
        for literal, *_ in string.Formatter().parse(
            " ".join(text) if isinstance(text, tuple) else text
        ):
            run = " ".join(literal.split()).strip(" ,;:.()")
            if _latin_words(run) >= 3 and run not in "".join(own[message]):
                found[run] = message
    return found


def shown(cell: dict) -> str:
    """The words a cell's stored outputs show, one space between them."""
    texts = []
    for output in cell.get("outputs", []):
        texts.append("".join(output.get("text", "")))
        for kind in ("text/plain", "text/html", "text/markdown", "image/svg+xml"):
            value = output.get("data", {}).get(kind, "")
            texts.append(html.unescape(_TAG.sub(" ", "".join(value))))
    return " ".join(" ".join(texts).split())


def english_calls(cell: dict) -> set[str]:
    code = "".join(cell["source"])
    return {call for call, pattern in ENGLISH_ONLY.items() if pattern.search(code)}


def english_in(text: str, lang: str) -> set[str]:
    return {message for run, message in sentences(lang).items() if run in text}


def code_cells(path: Path) -> list[dict]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [c for c in cells if c["cell_type"] == "code"]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_translated_lessons_outputs_hold_no_english_sentence(path):
    lang = path.parent.name
    for n, cell in enumerate(code_cells(path)):
        where = f"{path.stem}, code cell {n + 1}"
        assert english_calls(cell) == set(), where
        assert english_in(shown(cell), lang) == set(), where


def test_the_search_finds_an_english_sentence_and_passes_translations():
    refusal = words.say(
        "error.not-a-choice-played",
        "en",
        action="`pine-plain-1`",
        card="`maple-plain-2`",
        a="`maple-deer`",
        b="`maple-plain-1`",
    )
    # the refusal's runs of words are found (a run it shares with another message, such
    # as "the played card", may name that message too)
    assert "error.not-a-choice-played" in english_in(f"TAKE {refusal}", "ru")
    cell = {"source": ["try:\n    x()\nexcept RulesError as e:\n    print(e)\n"]}
    assert english_calls(cell) == {"error"}
    for code, calls in [
        ("words.option_docs()", {"options"}),
        ('words.option_docs("ru")', set()),
        ("print(words.say(game.cut_short))", {"words"}),
        ('print(words.say(game.cut_short, "ru"))', set()),
        ("[words.say(r.round.place()), words.settlement_text(r.recorded)]", {"words"}),
        ('[words.say(r.round.place(), lang="ru"), words.settlement_text(s, lang="ru")]', set()),
        ("round_to_scenario_toml(rec)", {"toml"}),
        ('round_to_scenario_toml(rec, lang="uk")', set()),
        ('words.table("ru")', set()),
    ]:
        assert english_calls({"source": [code]}) == calls, code
    russian = words.say(
        "error.not-a-choice-played",
        "ru",
        action="«сосна»",
        card="«клён»",
        a="«олень»",
        b="«простая»",
    )
    ids = "maple-deer maple-plain-1 pine-plain-1 inoshikacho tsukimi koikoi-japan 42"
    assert english_in(f"{russian} {ids} {words.say('cli.link.lab', 'ru', url='x')}", "ru") == set()
