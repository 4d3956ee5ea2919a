"""The course's size budget: stored lessons, the pictures they name, and each card's.

A learner downloads every lesson with its outputs (Binder, a JupyterHub, the wheel),
and most of the course's bytes are its pictures. A stored lesson names each picture
as a file of notebooks/pictures/, called by its content's hash, so a card drawn 40
times is stored once (koikoi_edu/picture_files.py), and a row of cards names its
cards' files (cards_html). These tests hold that promise: every named picture is there
and is what its name says, no file is left that no lesson names, no stored lesson
carries a picture inline. The budgets are bytes of the files as stored, not
timings: they grow only when a lesson shows more or a drawing is written less
compactly.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from statistics import mean

import pytest

from koikoi_edu.cards import CARDS
from koikoi_edu.picture_files import PICTURE_FILE, picture_name, stored_html
from koikoi_edu.render.cards import card_back_html, card_html, cards_html

NOTEBOOKS = Path(__file__).parents[1] / "notebooks"
PICTURES = NOTEBOOKS / "pictures"
#: The whole course: every language's lessons and the pictures they share, in bytes.
#: 13.3 MB when each picture was stored inside the lesson, 5.8 MB as files, 3.7 MB
#: since a row of cards names each card's file instead of drawing them all again;
#: lesson 12 (practice: three puzzle tables) adds about 0.19 MB over the three languages;
#: "Your move" in lessons 00, 03, 05 and 07 (three puzzle sets and four play tables, about
#: 17 KB each as stored, in each language) about 0.39 MB more, and the placement and
#: final checks (lessons 00 and 07, twelve self-checks each, 33-37 KB) 0.22 MB: 4.77 MB.
COURSE_BUDGET = 4_850_000
#: One language's thirteen lessons without the pictures: 4.3-4.5 MB with them inline,
#: 0.84-0.98 MB as files, 1.10-1.16 MB with lesson 12, 1.11-1.29 MB with "Your move",
#: 1.18-1.37 MB with the placement and final checks.
LANGUAGE_BUDGET = 1_400_000
#: A card as stored (its <img>, alt text included); 4,811 bytes on average before.
CARD_BUDGET = 3_700
BACK_BUDGET = 1_400
#: A card in a stored row of cards: its <img> naming a file, with alt text (~200).
ROW_CARD_BUDGET = 250


def languages() -> dict[str, list[Path]]:
    """Each language's lessons: English in notebooks/, the others in notebooks/<lang>/."""
    found = {"en": sorted(NOTEBOOKS.glob("*.ipynb"))}
    for folder in sorted(p for p in NOTEBOOKS.iterdir() if p.is_dir() and len(p.name) == 2):
        found[folder.name] = sorted(folder.glob("*.ipynb"))
    return found


def lessons() -> list[Path]:
    return [p for found in languages().values() for p in found]


@pytest.mark.parametrize("lang", languages())
def test_each_language_of_the_course_stays_within_its_budget(lang):
    lessons = languages()[lang]
    assert len(lessons) == 13
    size = sum(p.stat().st_size for p in lessons)
    assert size <= LANGUAGE_BUDGET, (
        f"the {lang} lessons are {size:,} bytes, over the budget of {LANGUAGE_BUDGET:,}; "
        "a picture stored in a new way or many more of them? see koikoi_edu/picture_files.py"
    )


def test_the_whole_course_with_its_pictures_stays_within_its_budget():
    files = [*lessons(), *PICTURES.iterdir()]
    size = sum(p.stat().st_size for p in files)
    assert size <= COURSE_BUDGET, (
        f"the course is {size:,} bytes in {len(files)} files, over the budget of "
        f"{COURSE_BUDGET:,}; see render/picture.py"
    )


# A picture a lesson names: the src of an <img> in its stored JSON (quotes escaped).
_NAMED = re.compile(r'<img src=\\"([^"\\]*)\\"')


@pytest.mark.parametrize("lesson", lessons(), ids=lambda p: p.relative_to(NOTEBOOKS).as_posix())
def test_every_picture_a_lesson_names_is_there_and_is_what_its_name_says(lesson):
    named = _NAMED.findall(lesson.read_text(encoding="utf-8"))
    assert named, f"{lesson.name} names no picture"
    inline = [src for src in named if src.startswith("data:")]
    assert not inline, (
        f"{lesson.name} stores {len(inline)} pictures inline, not as files: "
        "run it with scripts/run_notebooks.py"
    )
    for src in set(named):
        assert PICTURE_FILE.fullmatch(src), f"{lesson.name}: {src} is not in pictures/"
        path = (lesson.parent / src).resolve()
        assert path.parent == PICTURES.resolve(), f"{lesson.name}: {src} is not the course's"
        assert path.is_file(), f"{lesson.name} names {src}, which is missing"
        assert picture_name(path.read_text(encoding="utf-8")) == path.name, (
            f"{src} was changed after {lesson.name} was stored"
        )


def test_no_picture_is_left_that_no_lesson_names():
    named = {
        name
        for lesson in lessons()
        for name in PICTURE_FILE.findall(lesson.read_text(encoding="utf-8"))
    }
    stored = {p.name for p in PICTURES.iterdir()}
    assert stored - named == set(), (
        "pictures no lesson names any more; scripts/run_notebooks.py removes them"
    )


def test_a_card_stays_small():
    assert mean(len(card_html(c)) for c in CARDS) <= CARD_BUDGET
    assert max(len(card_html(c, lang="ru")) for c in CARDS) <= 2.2 * CARD_BUDGET
    assert len(card_back_html()) <= BACK_BUDGET


def test_a_stored_row_names_its_cards_pictures(tmp_path, monkeypatch):
    # a row of cards is each card's picture, not a new drawing of them all: stored,
    # it costs its markup and alt texts, and adds no file a single card does not
    hand = CARDS[::6]
    monkeypatch.chdir(tmp_path)  # a lesson's folder: names are pictures/<hash>.svg
    folder = tmp_path / "pictures"
    row = stored_html(cards_html(hand, label="your pile"), folder)
    assert len(row) <= ROW_CARD_BUDGET * len(hand)
    cards = [stored_html(card_html(c), folder) for c in hand]
    assert PICTURE_FILE.findall(row) == [PICTURE_FILE.search(c).group(1) for c in cards]
    assert len(list(folder.iterdir())) == len(hand)


def test_the_lesson_runner_removes_the_pictures_no_lesson_names(tmp_path, monkeypatch):
    sys.path.insert(0, str(NOTEBOOKS.parent / "scripts"))
    import run_notebooks  # a sibling script, not a package

    pictures = tmp_path / "notebooks" / "pictures"
    (tmp_path / "notebooks" / "ru").mkdir(parents=True)
    pictures.mkdir()
    kept, gone = "0123456789abcdef.svg", "fedcba9876543210.svg"
    for name in (kept, gone):
        (pictures / name).write_text("<svg/>", encoding="utf-8")
    (tmp_path / "notebooks" / "ru" / "00-start-here.ipynb").write_text(
        f'{{"outputs": "<img src=\\"../pictures/{kept}\\" alt=\\"a card\\"/>"}}', encoding="utf-8"
    )
    monkeypatch.setattr(run_notebooks, "ROOT", tmp_path)
    monkeypatch.setattr(run_notebooks, "PICTURE_FOLDER", pictures)
    assert run_notebooks.remove_unnamed_pictures() == [gone]
    assert [p.name for p in pictures.iterdir()] == [kept]
