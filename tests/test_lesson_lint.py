"""Nothing is used before it is taught: no lesson names a yaku or a multiplier early.

:data:`TAUGHT_IN` is the one table of which lesson teaches what. A lesson before that
one that names the thing anyway (in its text or its code: what its author wrote, not
the outputs the package draws) fails, in every language of the course. The yaku are
found by their ids (``sanko``, ``shikō``), which the lessons use in every language, by
their names in «quotes» in the Russian and Ukrainian lessons, and by the English names
in the words catalogue that name nothing else: "Poetry ribbons" is a yaku and also the
three cards lesson 01 shows, so it is not looked for.

Lessons known to break the order are marked as strict expected failures, each with
its finding (issue 14): the lesson rework fixes them, and then the mark must go,
because a strict expected failure that passes fails the run.
"""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest

from koikoi_edu import words
from koikoi_edu.scenario import load_library
from koikoi_edu.widgets.self_check import ANSWER_KEY
from koikoi_edu.yaku import YAKU_IDS

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
COURSE = {"en": NOTEBOOKS, "ru": NOTEBOOKS / "ru", "uk": NOTEBOOKS / "uk"}

#: What is taught, the lesson that teaches it, and how a lesson names it (regular
#: expressions, case-insensitive; by language, "*" for every language). A yaku's
#: patterns, its id and its names, are added below.
TAUGHT_IN: dict[str, tuple[int, dict[str, list[str]]]] = {
    # 04-yaku teaches every scoring combination and its points...
    **{f"yaku {y}": (4, {}) for y in YAKU_IDS},
    # ...but 00 gives two as its examples of a yaku, with their cards and points, and
    # 01 shows the sake cup's two viewing yaku; tane, tanzaku and kasu are first the
    # Japanese names of the kinds of card (01), and only in 04 yaku of the same name
    "yaku inoshikacho": (0, {}),
    "yaku tsukimi": (0, {}),
    "yaku hanami": (1, {}),
    "yaku tane": (1, {}),
    "yaku tanzaku": (1, {}),
    "yaku kasu": (1, {}),
    # 02-dealing: the instant wins of a dealt hand
    "yaku teshi": (2, {"*": ["teshi"]}),
    "yaku kuttsuki": (2, {"*": ["kuttsuki"]}),
    # 05-koi-koi-and-multipliers: stop or koi-koi, and the doubling maths
    "x2 at 7": (
        5,
        {
            "*": ["double_at_seven", r"[x×]\s?2 at 7"],
            "en": [r"7 or more", r"doubl\w* at 7"],
            "ru": [r"7 и больше", r"7 или больше", r"от 7"],
            "uk": [r"7 або більше", r"від 7"],
        },
    ),
    "koi-koi doubling": (
        5,
        {
            "*": [r"[x×]\s?2", "double_against_caller"],
            "en": [r"doubl\w*", r"rival called"],
            "ru": [r"удв[ао]\w*", r"вдвое", r"вдвойн\w*"],
            "uk": [r"подв[оі]\w*", r"[ув]двічі"],
        },
    ),
}

#: The yaku whose names in the catalogue name nothing but the yaku ("Three brights"
#: may be three bright cards, "Poetry ribbons" the three cards themselves). The
#: Russian and Ukrainian lessons put a yaku's name in «quotes», which makes any name
#: a yaku's.
NAMED = ("ame-shiko", "hanami", "tsukimi", "akatan-aotan")
VIEWING = ("hanami", "tsukimi")
for _y in YAKU_IDS:
    _patterns = TAUGHT_IN[f"yaku {_y}"][1]
    # a romanised id may carry its long vowels (shikō, inoshikachō), a viewing yaku
    # its sake (tsukimi-zake)
    _patterns["*"] = [_y.replace("o", "[oō]") + ("(?:-zake)?" if _y in VIEWING else "")]
    for _lang in COURSE:
        _name = re.escape(words.yaku_name(_y, _lang))
        if _y in NAMED:
            _patterns.setdefault(_lang, []).append(_name)
        elif _lang != "en":
            _patterns.setdefault(_lang, []).append(f"«{_name}»")

#: lesson -> what it uses early, in every language of the course: the findings of
#: issue 14, for the lesson rework to fix. Each is a strict expected failure.
KNOWN = {}


def _pattern(name: str, lang: str) -> re.Pattern:
    _, by_lang = TAUGHT_IN[name]
    alternatives = by_lang.get("*", []) + by_lang.get(lang, [])
    # a yaku id is a whole word: "shiko" is not found in "ame-shiko"
    return re.compile(r"(?<![\w-])(?:" + "|".join(alternatives) + r")(?![\w-])", re.I)


def early_uses(path: Path, lang: str) -> list[str]:
    """Everything ``path`` names before the lesson that teaches it, with where."""
    number = int(path.name[:2])
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    found = []
    for name, (lesson, _) in TAUGHT_IN.items():
        if number >= lesson:
            continue
        pattern = _pattern(name, lang)
        for k, cell in enumerate(cells):
            match = pattern.search("".join(cell["source"]))
            if match:
                found.append(f"{name} (taught in {lesson:02d}) in cell {k}: {match.group(0)!r}")
                break
    return found


def _lessons() -> list:
    found = []
    for lang, folder in COURSE.items():
        for path in sorted(folder.glob("[0-9][0-9]-*.ipynb")):
            finding = KNOWN.get(path.stem)
            marks = [pytest.mark.xfail(strict=True, reason=finding)] if finding else []
            found.append(pytest.param(lang, path, marks=marks, id=f"{lang}/{path.stem}"))
    return found


@pytest.mark.parametrize("lang, path", _lessons())
def test_nothing_is_used_before_it_is_taught(lang, path):
    assert early_uses(path, lang) == []


def test_the_lint_finds_what_it_looks_for(tmp_path):
    lesson = tmp_path / "03-a-turn.ipynb"  # inoshikacho is 00's example: no finding
    cells = [
        {"cell_type": "markdown", "source": ["Take the deer: with the boar and the "]},
        {
            "cell_type": "markdown",
            "source": ["butterflies it makes inoshikacho, and ame-shiko is x2 at 7."],
        },
    ]
    lesson.write_text(json.dumps({"cells": cells}), encoding="utf-8")
    assert early_uses(lesson, "en") == [
        "yaku ame-shiko (taught in 04) in cell 1: 'ame-shiko'",
        "x2 at 7 (taught in 05) in cell 1: 'x2 at 7'",
        "koi-koi doubling (taught in 05) in cell 1: 'x2'",
    ]
    later = tmp_path / "05-koi-koi-and-multipliers.ipynb"
    later.write_text(lesson.read_text(encoding="utf-8"), encoding="utf-8")
    assert early_uses(later, "en") == []


# -- a stored output must not answer the question under it -------------------------------


def _shown(output: dict) -> str:
    """What a reader sees of a stored output: its text, without markup, styles or scripts."""
    text = "".join(output.get("text", "")) + "".join(output.get("data", {}).get("text/html", ""))
    text = re.sub(r"<(style|script)[^>]*>.*?</\1>", " ", text, flags=re.S)
    return " ".join(unescape(re.sub(r"<[^>]*>", " ", text)).split())


#: A yaku as a settlement names it, in every language: its id and its names.
YAKU_NAMES = set(YAKU_IDS) | {
    words.yaku_name(y, lang) for y in YAKU_IDS for lang in words.LANGUAGES
}


def gives_away(key: dict, shown: str) -> bool:
    """Whether ``shown`` answers the self-check of ``key`` (its stored answer key): the sum
    of a number asked, ``= 10``, or a base equal to the answer beside every yaku its
    explanation names (the table of the very pile asked about)."""
    answer = str(key["answer"])
    if not answer.isdigit():
        return False
    named = re.findall(r"\(([^()]+)\)", key.get("why", "").split("=")[0])
    # a sum of the yaku asked about, not another that happens to reach the same number
    yaku = [y for n in named for y in n.split(" + ") if y in YAKU_NAMES]
    if re.search(rf"(?<![\d.,])= {answer}(?!\d|[.,]\d)", shown) and all(y in shown for y in yaku):
        return True
    base = re.search(rf"\b(?:base|база)\s+{answer}(?!\d)", shown)
    return bool(named and base and all(n in shown for n in named))


def answered_early(path: Path) -> list[str]:
    """Each self-check of a stored lesson whose answer an output shows in its section (the
    cells between two headings, ``#`` or ``##``): above the question, or under it where
    the reader sees it before answering (issue 39: lesson 06 printed "5 x 2 = 10" right
    under "How many points does B win?"). A chart is drawn, not written: this cannot see
    one that answers a check."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    starts = [
        i
        for i, cell in enumerate(cells)
        if cell["cell_type"] == "markdown" and re.match(r"#{1,2} ", "".join(cell["source"]))
    ]
    found = []
    for i, cell in enumerate(cells):
        start = max((s for s in starts if s <= i), default=0)
        end = min((s for s in starts if s > i), default=len(cells))
        for output in cell.get("outputs", []):
            key = output.get("metadata", {}).get(ANSWER_KEY)
            if key is None:
                continue
            for j in range(start, end):
                for other in cells[j].get("outputs", []):
                    if ANSWER_KEY not in other.get("metadata", {}) and gives_away(
                        key, _shown(other)
                    ):
                        where = "above" if j < i else "under"
                        found.append(
                            f"cell {j} answers the check {where} it, in cell {i}: {key['question']}"
                        )
    return found


def _checked_lessons() -> list:
    return [
        pytest.param(path, id=f"{path.parent.name}/{path.stem}")
        for folder in COURSE.values()
        for path in sorted(folder.glob("[0-9][0-9]-*.ipynb"))
    ]


@pytest.mark.parametrize("path", _checked_lessons())
def test_no_stored_output_answers_the_self_check_under_it(path):
    assert answered_early(path) == []


def test_the_answer_lint_sees_an_answer_under_its_check(tmp_path):
    """Lesson 06 as it was (issue 39): the narration "5 x 2 = 10" under the check."""
    key = {
        "answer": "10",
        "question": "B's points?",
        "why": "5 (sanko) × 2 (rival called koi-koi) = 10",
    }
    check = {"output_type": "display_data", "data": {}, "metadata": {ANSWER_KEY: key}}
    told = {"output_type": "stream", "text": "sanko, 5 points: 5 x 2 = 10."}
    cells = [
        {"cell_type": "markdown", "source": ["## Branch 2"]},
        {"cell_type": "code", "source": [], "outputs": [check]},
        {"cell_type": "code", "source": [], "outputs": [told]},
        {"cell_type": "markdown", "source": ["## How the round ended"]},
        {"cell_type": "code", "source": [], "outputs": [told]},
    ]
    lesson = tmp_path / "06-worked-example.ipynb"
    lesson.write_text(json.dumps({"cells": cells}), encoding="utf-8")
    assert answered_early(lesson) == ["cell 2 answers the check under it, in cell 1: B's points?"]
    del cells[2]
    lesson.write_text(json.dumps({"cells": cells}), encoding="utf-8")
    assert answered_early(lesson) == []  # after a heading, the sum is the reveal


def test_the_answer_lint_sees_a_sum_and_a_pile_table():
    key = {"answer": "10", "why": "5 (tsukimi) × 2 (rival called koi-koi) = 10"}
    assert gives_away(key, "B wins with tsukimi: 5 x 2 = 10. A scores nothing.")
    assert not gives_away(key, "10 cards, = 100")
    assert not gives_away(key, "own calls: 2, 5 + 5 = 10")  # another sum
    pile = {"answer": "5", "why": "The pile's yaku and its settlement: 5 (inoshikacho) = 5."}
    assert gives_away(pile, "yaku Boar, deer, butterflies (inoshikacho) 5 base 5")
    assert not gives_away(pile, "yaku Poetry ribbons (akatan) 5 base 5")


#: Scenarios whose decision a lesson asks, or whose sum a lesson's ladder checks ask.
ASKED = ("boar-deer-butterflies", "race-for-the-moon", "shiko-against-caller")


@pytest.mark.parametrize("lang", words.LANGUAGES)
@pytest.mark.parametrize("name", ASKED)
def test_a_scenario_asked_about_is_titled_by_its_situation(name, lang):
    """A title above a question names the situation, not its outcome: no sum, no points
    and nobody winning (issue 39: "A calls koi-koi and B wins double" above "Who
    scores?")."""
    scenario = load_library(name, lang)
    outcome = scenario.replay().round.settlement
    title = scenario.title
    assert "=" not in title and not re.search(rf"\b{outcome.points}\b", title), title
    assert not re.search(r"wins|выигрыва|виграє|勝|kachi", title, re.IGNORECASE), title
