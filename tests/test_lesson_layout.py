"""A lesson reads as a lesson: plumbing is folded, and the class plan's lessons are slides.

JupyterLab folds a cell's code when its metadata says ``jupyter.source_hidden``; the
outputs still show. Every lesson loads what it uses in one folded first code cell
(``id`` "setup"), and folds every other cell whose code is plumbing rather than what
the lesson teaches: helper functions, scenario texts, dataclass surgery, charts drawn
by hand, self-checks (whose code would give the answer away), anything long. What
stays visible is the few lines a learner reads and tries.

The lessons of the 45-minute plan in docs/teaching.md carry RISE slide metadata on
every cell, and the size of the slides the plan presents (see "Presenting").
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted(
    p for pattern in ("notebooks/*.ipynb", "notebooks/*/*.ipynb") for p in ROOT.glob(pattern)
)
GUIDE = (ROOT / "docs" / "teaching.md").read_text(encoding="utf-8")
LONGEST_SHOWN = 8  # lines of code a visible cell may hold
SLIDE_TYPES = {"slide", "subslide", "fragment", "-", "skip", "notes"}


def lesson_id(path: Path) -> str:
    return str(path.relative_to(ROOT / "notebooks"))


def hidden(cell) -> bool:
    return bool(cell.metadata.get("jupyter", {}).get("source_hidden"))


def plumbing(source: str) -> list[str]:
    """What in ``source`` is plumbing, in words (empty when nothing is)."""
    found = []
    lines = source.count("\n") + 1
    if lines > LONGEST_SHOWN:
        found.append(f"{lines} lines")
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append("an import")
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            found.append(f"the definition of {node.name}")
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and node.value.count("\n") >= 3
        ):
            found.append("a text of several lines (a scenario?)")
        elif (
            isinstance(node, ast.Attribute)
            and node.attr == "replace"
            and isinstance(node.value, ast.Name)
            and node.value.id == "dataclasses"
        ):
            found.append("dataclasses.replace")
        elif isinstance(node, ast.Name) and node.id in ("Figure", "SelfCheck"):
            found.append(node.id)
    return found


def code_cells(path: Path):
    return [c for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]


def plan_lessons() -> list[str]:
    """The lessons the 45-minute plan's table names, e.g. ``00-start-here``."""
    plan = GUIDE.split("## A 45-minute lesson plan", 1)[1].split("\n## ", 1)[0]
    return sorted(set(re.findall(r"`(\d\d-[a-z0-9-]+)`", plan)))


def test_the_plumbing_detector_sees_what_it_should():
    assert plumbing("player.next()\nHTML(player.table.value)") == []
    assert plumbing("from koikoi_edu import card") == ["an import"]
    assert plumbing("def show(p):\n    return p") == ["the definition of show"]
    assert plumbing('s = loads("""\ntitle = "t"\n[position]\n""")') == [
        "a text of several lines (a scenario?)"
    ]
    assert plumbing("dataclasses.replace(story, turns=[])") == ["dataclasses.replace"]
    assert plumbing('SelfCheck("Who deals?", "A")') == ["SelfCheck"]
    assert plumbing("\n".join(["x = 1"] * 9)) == ["9 lines"]


@pytest.mark.parametrize("path", LESSONS, ids=lesson_id)
def test_the_first_code_cell_is_the_folded_setup_holding_every_import(path):
    setup, *rest = code_cells(path)
    assert setup.id == "setup" and hidden(setup)
    assert setup.outputs == []  # it prepares; nothing of it needs to be seen
    assert any(
        isinstance(node, (ast.Import, ast.ImportFrom)) for node in ast.parse(setup.source).body
    )
    imports_later = [
        c.id
        for c in rest
        if any(
            isinstance(node, (ast.Import, ast.ImportFrom)) for node in ast.walk(ast.parse(c.source))
        )
    ]
    assert imports_later == []


@pytest.mark.parametrize("path", LESSONS, ids=lesson_id)
def test_a_lesson_imports_widgets_and_pictures_from_the_packages_surface(path):
    """``koikoi_edu.widgets`` and ``koikoi_edu.render`` export what the lessons use
    (issue 35): a lesson never reaches into their modules, which may move."""
    deep = [
        node.module
        for c in code_cells(path)
        for node in ast.walk(ast.parse(c.source))
        if isinstance(node, ast.ImportFrom)
        and (node.module or "").startswith(("koikoi_edu.widgets.", "koikoi_edu.render."))
    ]
    assert deep == []


@pytest.mark.parametrize("path", LESSONS, ids=lesson_id)
def test_every_cell_of_plumbing_is_folded(path):
    shown = {c.id: plumbing(c.source) for c in code_cells(path) if not hidden(c)}
    assert {cell: found for cell, found in shown.items() if found} == {}


@pytest.mark.parametrize("path", LESSONS, ids=lesson_id)
def test_a_lesson_still_shows_code_to_try(path):
    cells = code_cells(path)
    shown = [c for c in cells if not hidden(c)]
    assert len(shown) >= 3 and len(shown) >= len(cells) // 3


def test_the_plan_names_the_lessons_it_presents():
    assert plan_lessons() == [
        "00-start-here",
        "03-a-turn",
        "04-yaku",
        "05-koi-koi-and-multipliers",
        "06-worked-example",
        "09-play",
    ]


@pytest.mark.parametrize("path", [p for p in LESSONS if p.stem in plan_lessons()], ids=lesson_id)
def test_every_cell_of_a_plan_lesson_has_slide_metadata(path):
    nb = nbformat.read(path, as_version=4)
    assert nb.metadata["rise"] == {"width": 1280, "height": 720, "scroll": True}
    kinds = [c.metadata.get("slideshow", {}).get("slide_type") for c in nb.cells]
    assert set(kinds) <= SLIDE_TYPES and kinds[0] == "slide"
    setup = next(c for c in nb.cells if c.id == "setup")
    assert setup.metadata["slideshow"]["slide_type"] == "skip"


def test_no_code_on_the_slides():
    # RISE reads rise.css from the lesson's folder; without it every code cell shows
    # its code on the slides, a folded one its first line at the slides' heading size
    # (tests/test_browser_slides.py finds no code on any slide of the plan)
    css = (ROOT / "notebooks" / "rise.css").read_text(encoding="utf-8")
    assert ".reveal .jp-CodeCell > .jp-Cell-inputWrapper {\n  display: none;\n}" in css
    for folder in {path.parent for path in LESSONS} - {ROOT / "notebooks"}:
        assert '@import url("../rise.css");' in (folder / "rise.css").read_text(encoding="utf-8")
