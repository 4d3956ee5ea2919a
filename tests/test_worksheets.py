"""The printable worksheets and their answer keys: every self-check, the engine's answers, one
page per lesson.

``scripts/worksheets.py`` turns each lesson's stored self-checks into a page of questions
and a page of answers. These tests check that every check of every lesson is on its
lesson's page with what it shows (its cards, its choices) and nothing of the live widget
(no Show answer button, no answer); that the key's answers are the engine's, computed
again here from the cards on the page for the pile questions; and, in headless Chromium,
that each language's worksheets and keys print on exactly one A4 (and one US Letter) page
per lesson: a page that overflowed would add a page.
"""

from __future__ import annotations

import json
import re
import sys
from html import unescape
from pathlib import Path
from urllib.parse import unquote

import pytest
from test_browser import chromium  # noqa: F401  (a fixture)

from koikoi_edu import quiz
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.widgets.self_check import ANSWER_KEY
from koikoi_edu.words import preset_name, say

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import answer_key  # noqa: E402  (scripts, not a package)
import worksheets  # noqa: E402

LANGS = [lang for lang, (_, folder) in worksheets.GUIDES.items() if (ROOT / folder).is_dir()]


def sheets(page: str) -> list[str]:
    """The HTML of each printed page of a worksheets or answer-key page."""
    return re.findall(r'<section class="sheet">(.*?)</section>', page)


def questions(sheet: str) -> list[str]:
    """The HTML of each question of one worksheet."""
    listed = sheet.partition('<ol class="checks">')[2].rpartition("</ol>")[0]
    return [q.removesuffix("</li>") for q in listed.split('<li class="check">')[1:]]


def cards_on(html: str) -> list[str]:
    """The card ids of the pictures in ``html``, in order (each card's SVG names it)."""
    return re.findall(r"data-card='([a-z0-9-]+)'", unquote(html))


@pytest.mark.parametrize("lang", LANGS)
def test_every_self_check_is_a_question_on_its_lessons_page(lang):
    lessons = worksheets.lessons(lang)
    assert len(lessons) == 13  # 00-12: every lesson asks self-checks
    pages = sheets(worksheets.worksheets_html(lang))
    assert len(pages) == len(lessons)
    for lesson, sheet in zip(lessons, pages, strict=True):
        shown = worksheets.displayed(lesson)
        asked = questions(sheet)
        assert len(asked) == len(shown), lesson
        assert unescape(re.search(r"<h1>(.*?)</h1>", sheet)[1]) == worksheets.title(lesson)
        for (key, snapshot), question in zip(shown, asked, strict=True):
            text = unescape(re.sub(r"<[^>]+>", " ", question))
            assert key["question"] in text
            for then in worksheets.follow_ups(key)[1:]:
                assert then["question"] in text
            # its cards, its choices to tick, and nothing of the widget
            assert cards_on(question) == cards_on(worksheets._pictures_inlined(snapshot, lesson))
            choices = re.findall(r'<button disabled="disabled">(.*?)</button>', snapshot)
            if "<input" in snapshot:
                assert '<span class="line"></span>' in question
            else:
                ticked = re.findall(r'<span class="choice">(.*?)</span>', question)
                assert ticked == choices[:-1] and len(ticked) >= 2  # all but "Show answer"
            assert say("check.show", lang) not in text
            assert say("check.waiting", lang) not in text
            assert "pictures/" not in question  # each picture is inside the page


@pytest.mark.parametrize("lang", LANGS)
def test_the_answer_key_is_the_lessons_and_the_engines(lang):
    key_pages = sheets(worksheets.answer_key_html(lang))
    work_pages = sheets(worksheets.worksheets_html(lang))
    rules_by_name = {preset_name(p, lang): p for p in PRESETS}
    recomputed = 0
    for lesson, key_page, work_page in zip(
        worksheets.lessons(lang), key_pages, work_pages, strict=True
    ):
        rows = re.findall(
            r'<tr><td>(\d+[a-z]?)\. (.*?)</td><td class="answer">(.*?)</td><td>(.*?)</td></tr>',
            key_page,
        )
        keys = answer_key.checks(lesson)
        assert [(unescape(q), unescape(a), unescape(w)) for _, q, a, w in rows] == [
            (k["question"], k["answer"], k["why"]) for k in keys
        ]
        # the numbers follow the worksheet's: 1, 2, 2a (a follow-up), 3
        numbers = [n for n, *_ in rows]
        assert [n for n in numbers if n.isdigit()] == [
            str(i) for i in range(1, len(questions(work_page)) + 1)
        ]
        # the pile questions again, from the cards the worksheet shows, by the engine
        for (key, _), question in zip(
            worksheets.displayed(lesson), questions(work_page), strict=True
        ):
            for factory, asks in (
                (quiz.pile_points, "quiz.pile-points"),
                (quiz.which_yaku, "quiz.which-yaku"),
            ):
                if not key["question"].startswith(say(asks, lang)):
                    continue
                under = re.search(r" \((?:[^()]*): ([^()]*)\)$", key["question"])
                rules = Rules.preset(rules_by_name[under[1]] if under else "teaching")
                q = factory(cards_on(question), rules, lang)
                assert (q.prompt, q.label(q.answer, lang)) == (key["question"], key["answer"])
                recomputed += 1
    assert recomputed >= 10  # 14 in every language now


def test_the_script_writes_through_the_package(tmp_path):
    written = worksheets.write(tmp_path)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in written) == sorted(
        f"{lang}/{name}" for lang in LANGS for name in ("worksheets.html", "answer-key.html")
    )
    (tmp_path / "elsewhere.html").write_text("mine", encoding="utf-8")
    (tmp_path / "en" / "worksheets.html").unlink()
    (tmp_path / "en" / "worksheets.html").symlink_to(tmp_path / "elsewhere.html")
    with pytest.raises(OSError, match="symbolic link"):
        worksheets.write(tmp_path)
    assert (tmp_path / "elsewhere.html").read_text(encoding="utf-8") == "mine"


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGS)
def test_each_lesson_prints_on_one_page(chromium, lang, tmp_path):  # noqa: F811
    page = chromium.new_page()
    lessons = len(worksheets.lessons(lang))
    for name, html in (
        ("worksheets", worksheets.worksheets_html(lang)),
        ("answer key", worksheets.answer_key_html(lang)),
    ):
        path = tmp_path / f"{lang}.html"
        path.write_text(html, encoding="utf-8")
        page.goto(path.as_uri())
        for paper in ("A4", "Letter"):
            pdf = page.pdf(format=paper, prefer_css_page_size=True)
            pages = len(re.findall(rb"/Type\s*/Page\b", pdf))
            assert pages == lessons, f"the {name} of {lang}: {pages} {paper} pages"


def test_what_the_guide_says_of_the_checks_is_true():
    """The guide: "Every lesson has self-checks along the way; 03, 04, 05 and 07 end with a
    short problem set, and 03, 05 and 07 then with Your move". Each such set comes after
    the lesson's teaching sections, followed only by Your move (and 07's final check) and
    the In short, and asks three to five checks."""
    guide = " ".join((ROOT / "docs" / "teaching.md").read_text(encoding="utf-8").split())
    assert (
        "Every lesson has self-checks along the way; 03, 04, 05 and 07 end with a short "
        "problem set, and 03, 05 and 07 then with **Your move**" in guide
    )
    after_the_set = {
        "03": ["## Your move", "## In short"],
        "04": ["## In short"],
        "05": ["## Your move", "## In short"],
        "07": ["## Your move", "## The final check", "## In short"],
    }
    for lesson in worksheets.lessons("en"):
        cells = json.loads(lesson.read_text(encoding="utf-8"))["cells"]
        headings = [
            (i, line)
            for i, cell in enumerate(cells)
            if cell["cell_type"] == "markdown"
            for line in "".join(cell["source"]).splitlines()
            if line.startswith("## ")
        ]
        # 12's practice is its puzzles; its two self-checks ask how the puzzles work
        assert len(worksheets.displayed(lesson)) >= (2 if lesson.stem[:2] == "12" else 3), lesson
        if lesson.stem[:2] in after_the_set:
            follows = after_the_set[lesson.stem[:2]]
            start, last = headings[-len(follows) - 1]
            end = headings[-len(follows)][0]
            assert last == "## Problem set", lesson
            assert [line for _, line in headings[-len(follows) :]] == follows, lesson
            asked = sum(
                ANSWER_KEY in o.get("metadata", {})
                for cell in cells[start:end]
                for o in cell.get("outputs", [])
            )
            assert 3 <= asked <= 5, lesson
