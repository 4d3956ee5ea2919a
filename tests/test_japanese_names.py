"""Every lesson gives a yaku's Japanese name the first time it names the yaku.

Players meet the Japanese names in apps and rule sheets, so each lesson, in every
language, writes the kanji and the romaji (from the word catalogue) beside a yaku the
first time its prose mentions it. A mention is the yaku's id or romaji (``goko``,
*gokō*), its kanji, or, in a translated lesson, its translated name in «quotes», the
way those lessons write a yaku's name (inflected forms count: «Тварин» is «Тварини»).
English prose names yaku by their romaji; its plain words such as "ribbons" are card
kinds as often as yaku, so they are not taken for mentions. The translated name beside
the Japanese one is the lesson's own business («кабан, олень і метелики» may stand
unquoted). A failure names the lesson, the cell and the text around the mention.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest

from koikoi_edu import words

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
LESSONS = sorted([*NOTEBOOKS.glob("*.ipynb"), *NOTEBOOKS.glob("*/*.ipynb")])
#: every yaku's name in the catalogue (a message about a yaku, such as "yaku.held", has
#: fields: it names none)
YAKU = [
    key.removeprefix("yaku.")
    for key, text in words.en.WORDS.items()
    if key.startswith("yaku.") and "{" not in str(text)
]
#: how far from a mention, in characters, its Japanese name may stand
BESIDE = 60


def _bare(text: str) -> str:
    """``gokō`` written without its macron, as it is often typed."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def _romaji(yaku: str) -> re.Pattern:
    romaji = words.yaku_name(yaku, "romaji")
    forms = sorted({yaku, romaji, _bare(romaji)}, key=len, reverse=True)
    # "shiko" inside "ame-shiko", or "akatan" inside "akatan-aotan", is another yaku
    return re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, forms)) + r")(?![\w-])")


def _same_word(written: str, name: str) -> bool:
    """A word of the name, perhaps inflected (``трьома`` is ``три``); a short word exactly."""
    if len(name) < 3:
        return written.lower() == name.lower()
    stem = max(2, len(name) - 2)
    return written.lower()[:stem] == name.lower()[:stem]


def _quoted(text: str, yaku: str, lang: str) -> list[int]:
    """Where ``text`` quotes the yaku's name in ``lang``: «Милування місяцем»."""
    name = re.findall(r"[\w']+", words.yaku_name(yaku, lang))
    found = []
    for quote in re.finditer(r"«([^»]+)»", text):
        written = re.findall(r"[\w']+", quote.group(1))
        if len(written) == len(name) and all(map(_same_word, written, name)):
            found.append(quote.start())
    return found


def _card_kind(text: str, at: int) -> bool:
    """``種 tane`` is the card kind animals, not the yaku タネ ``tane``."""
    return words.say("category.animal", "ja") in text[max(0, at - 5) : at]


_LINK_ADDRESS = re.compile(r"\]\([^)\s]*\)")


def first_mentions(cells: list[dict], lang: str):
    """Each mentioned yaku with the cell and the text of its first mention."""
    for yaku in YAKU:
        kanji, romaji = words.yaku_name(yaku, "ja"), _romaji(yaku)
        for n, cell in enumerate(cells):
            if cell["cell_type"] != "markdown":
                continue
            # a link's address is no mention: the glossary's anchors are romaji (#tane)
            text = _LINK_ADDRESS.sub("]", "".join(cell["source"]))
            at = [m.start() for m in romaji.finditer(text) if not _card_kind(text, m.start())]
            at += [m.start() for m in re.finditer(re.escape(kanji), text)]
            if lang != "en":
                at += _quoted(text, yaku, lang)
            if at:
                yield yaku, n, text[max(0, min(at) - BESIDE) : min(at) + BESIDE]
                break


@pytest.mark.parametrize("lesson", LESSONS, ids=[str(p.relative_to(NOTEBOOKS)) for p in LESSONS])
def test_a_yaku_is_first_named_with_its_japanese_name(lesson):
    lang = "en" if lesson.parent == NOTEBOOKS else lesson.parent.name
    cells = json.loads(lesson.read_text(encoding="utf-8"))["cells"]
    missing = []
    for yaku, n, beside in first_mentions(cells, lang):
        needs = {
            "kanji": words.yaku_name(yaku, "ja") in beside,
            "romaji": bool(_romaji(yaku).search(beside)),
        }
        if not all(needs.values()):
            lacking = ", ".join(what for what, ok in needs.items() if not ok)
            missing.append(f"cell {n}, {yaku} (without {lacking}): …{' '.join(beside.split())}…")
    assert not missing, (
        f"{lesson.relative_to(NOTEBOOKS)} first names these yaku without "
        "their Japanese name:\n" + "\n".join(missing)
    )


def test_the_check_finds_a_bare_first_mention():
    bare = [{"cell_type": "markdown", "source": ["Moon and cup are «Милування місяцем»."]}]
    [(yaku, cell, _)] = first_mentions(bare, "uk")
    assert (yaku, cell) == ("tsukimi", 0)
    inflected = [{"cell_type": "markdown", "source": ["п'ята тварина для «Тварин»"]}]
    assert [y for y, _, _ in first_mentions(inflected, "uk")] == ["tane"]
    kind = [{"cell_type": "markdown", "source": ["**animals** (種, *tane*): birds"]}]
    assert list(first_mentions(kind, "en")) == []
