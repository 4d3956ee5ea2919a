"""The learner's own page (issue 38): lessons done, accuracy by theme, the rating and
the points lost over time, and what to practise next, in the learner's language."""

from __future__ import annotations

import re
from datetime import date
from html import escape
from urllib.parse import unquote

from koikoi_edu import learner, words
from koikoi_edu.render.learner_page import accuracy_by_theme, learner_page_html, practise_next
from koikoi_edu.widgets.learner_page import my_name, my_progress

TODAY = date(2026, 12, 6)


def busy() -> dict:
    data = learner.fresh("<b>Aiko</b>")
    data["lessons"] = {
        "00-start-here": {"opened": "2026-12-01T10:00:00Z", "finished": "2026-12-01T11:00:00Z"},
        "01-the-cards": {"opened": "2026-12-02T10:00:00Z", "finished": None},
    }
    for right, attempts, lesson in [
        (True, 1, "00"),
        (True, 2, "00"),
        (False, 2, "01"),
        (True, 1, "01"),
    ]:
        data["checks"].append(
            {
                "lesson": lesson,
                "check": "c",
                "at": "x",
                "right": right,
                "attempts": attempts,
                "hints": 0,
            }
        )
    data["puzzles"] = [
        {"puzzle": "bank-0001", "at": "x", "solved": True, "tries": 1, "themes": ["race"]},
        {"puzzle": "bank-0002", "at": "x", "solved": False, "tries": 2, "themes": ["race"]},
    ]
    data["ratings"] = [{"at": "x", "value": 1650.0}, {"at": "x", "value": 1580.0}]
    data["reviews"] = [
        {"at": "x", "round": "r1", "lost": 6.5},
        {"at": "x", "round": "r2", "lost": 2.0},
    ]
    data["tests"]["placement"] = {"at": "x", "score": 5, "of": 12}
    data["tests"]["final"] = {"at": "x", "score": 9, "of": 12}
    data["drill"] = {
        "card:pine-crane": {"box": 1, "due": "2026-12-05"},
        "card:clover-boar": {"box": 2, "due": "2026-12-06"},
        "yaku:three-brights": {"box": 3, "due": "2026-12-20"},
    }
    return data


def test_accuracy_counts_only_answers_right_at_the_first_try():
    assert accuracy_by_theme(busy()) == {"00": (1, 2), "01": (1, 2), "race": (1, 2)}


def test_what_to_practise_next_comes_from_the_file():
    advice = practise_next(busy(), TODAY, ["00-start-here", "01-the-cards", "02-dealing"])
    assert advice == [
        ("next-due", {"n": 2}),  # the two items due by today, not the one due on the 20th
        ("next-theme", {"theme": "00", "share": 0.5}),
        ("next-lesson", {"lesson": "01-the-cards"}),
    ]
    assert practise_next(learner.fresh(), TODAY) == [("next-placement", {})]


def test_the_page_shows_the_progress_in_the_learners_language():
    page = learner_page_html(busy(), "ru", TODAY, ["00-start-here", "01-the-cards"])
    assert "<b>Aiko</b>" not in page and "&lt;b&gt;Aiko&lt;/b&gt;" in page
    assert words.say("progress.page.gain", "ru", gain="4") in page
    assert words.say("progress.page.lessons", "ru", n=1, lessons="00 · Начните здесь") in page
    assert len(re.findall(r"<img ", page)) == 3  # accuracy, rating, points lost
    assert words.say("progress.page.title", "en") not in page


def test_an_empty_page_says_what_is_missing(monkeypatch, tmp_path):
    learner.stop()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(learner.ENVIRONMENT, "off")
    page = my_progress("uk", TODAY)
    for key in ("lessons-none", "no-tests", "no-checks", "no-rating", "no-lost", "next-placement"):
        assert words.say(f"progress.page.{key}", "uk") in page
    assert list(tmp_path.iterdir()) == []


def test_my_progress_reads_the_learners_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "00-start-here.ipynb").write_text("{}")
    (tmp_path / "01-the-cards.ipynb").write_text("{}")
    store = learner.use(tmp_path / learner.FILE_NAME)
    try:
        store.finish_lesson("00-start-here")
        page = my_progress("en", TODAY)
    finally:
        learner.stop()
    assert words.say("progress.page.next-lesson", "en", lesson="01 · The cards") in page


def test_a_learner_sets_the_name_the_report_shows(tmp_path, monkeypatch):
    store = learner.use(tmp_path / learner.FILE_NAME)
    try:
        assert my_name("  Aiko  ", "ru") == words.say("progress.page.named", "ru", name="Aiko")
        assert store.read()["learner"] == "Aiko"
    finally:
        learner.stop()
    monkeypatch.setenv(learner.ENVIRONMENT, "off")
    assert my_name("Aiko") == words.say("progress.page.not-named", "en")


def _ids_said(page: str) -> set[str]:
    """The course's lesson ids, the puzzle themes and the package's self-check ids that
    ``page`` shows as they are stored rather than in words."""
    from koikoi_edu.puzzle import THEMES

    ids = {k.split(".", 2)[2] for k in words.en.WORDS if k.startswith("lesson.title.")}
    ids |= set(THEMES) | {"pile-points", "which-take", "pile points", "which take"}
    return {i for i in ids if i in page}


def a_learner_of_the_course() -> dict:
    data = busy()
    data["lessons"]["02-dealing"] = {"opened": "x", "finished": "x"}
    for c in data["checks"]:
        c["lesson"] = "02-dealing"
    data["checks"][0]["check"] = "which-take"
    data["checks"][1]["theme"] = "08-rule-variants"
    for p in data["puzzles"]:
        p["themes"] = ["big-swing"]
    return data


def test_the_page_names_lessons_and_themes_in_the_learners_language():
    """ru and uk: every lesson by its title and every theme by its words; no id left in
    English (the drill's chart, the weakest theme, the next lesson)."""
    data = a_learner_of_the_course()
    for lang in ("ru", "uk"):
        html = learner_page_html(data, lang, TODAY, ["00-start-here", "02-dealing", "03-a-turn"])
        page = unquote(html)  # the charts' SVG, their <text> included
        assert page.count("<svg") == 3
        assert _ids_said(page) == set()
        assert words.lesson_title("03-a-turn", lang) in page  # the next lesson
        assert words.lesson_title("02-dealing", lang) in page  # finished, and in the chart
        assert words.lesson_title("08-rule-variants", lang) in page  # a check's theme
        assert page.count(escape(words.say("puzzle.theme.big-swing", lang))) == 2


def test_the_lessons_titles_are_their_notebooks_first_headings():
    """The words' titles of the lessons are the lessons' own, in en, ru and uk: a lesson
    renamed or added without its title here fails."""
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "notebooks"
    for lang, folder in (("en", root), ("ru", root / "ru"), ("uk", root / "uk")):
        lessons = sorted(folder.glob("[0-9][0-9]-*.ipynb"))
        assert lessons
        for lesson in lessons:
            cells = json.loads(lesson.read_text(encoding="utf-8"))["cells"]
            text = "".join(next(c for c in cells if c["cell_type"] == "markdown")["source"])
            heading = next(line for line in text.splitlines() if line.startswith("#"))
            assert words.lesson_title(lesson.stem, lang) == heading.lstrip("#").strip()
