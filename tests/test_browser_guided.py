"""Lesson 00's guided first round played in a real JupyterLab, by clicks alone (issue 35).

The learner clicks exactly what each coaching line says, in headless Chromium: the first
hand card at step 0 is the first move, the take after a play is made on the table that
asks for it, and no click is refused. A second table plays the round again choosing
another legal card at every move where there is one: each is accepted as legal, saying
what the lesson's own move does, and the lesson goes on with its line.

The guided cell is lesson 00's own (its source is read from the lesson), run twice.
"""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest
from test_browser import (  # noqa: F401
    Lab,
    _error_outputs,
    chromium,  # noqa: F811
    lab,
)
from test_browser_table import open_notebook, redrawn

pytestmark = pytest.mark.browser

LESSON = Path(__file__).parents[1] / "notebooks" / "00-start-here.ipynb"

#: What the coaching line of each of A's turns says to click, in its words, and the cards
#: (or the decision) that are those words: the whole guided round.
COACHING = [
    ("Play the pampas grass plain", "pampas-plain-2"),
    ("Take the moon", "pampas-moon"),
    ("Play the deer", "maple-deer"),
    ("like the blue ribbon", "maple-blue"),
    ("Play the bush clover plain", "clover-plain-2"),
    ("for the bush clover plain on the field", "clover-plain-1"),
    ("the sake cup with your moon", "chrysanthemum-cup"),
    ("Stop and score them", "stop"),
]


def guided_cell() -> str:
    """Lesson 00's guided round: its import and the cell that makes the player."""
    cells = nbformat.read(LESSON, as_version=4).cells
    source = next(c.source for c in cells if c.cell_type == "code" and "coach=True" in c.source)
    return "from koikoi_edu.widgets import ScenarioPlayer\n\n" + source


def note(view) -> str:
    line = view.locator(".kk-note")
    return line.inner_text() if line.count() else ""


def offered(view) -> list[str]:
    return view.locator("button.kk-pick").evaluate_all("bs => bs.map(b => b.dataset.card)")


def play(page, view, alternative: bool) -> list[str]:
    """Play the guided round to its end on ``view``; the notes its clicks got."""
    notes, coaching, moves = [], "", iter(COACHING)
    for _ in range(80):
        assert view.locator(".kk-note-refused").count() == 0, note(view)
        if view.locator(".kk-note-info").count() and "legal too" not in note(view):
            coaching = note(view)  # the coaching line of the turn on screen
        if view.locator(".koikoi-settlement").count():
            return notes
        decide = view.locator("button[data-control=stop]")
        cards = offered(view)
        if not cards and not decide.count():
            redrawn(page, view, view.locator("button[data-control=next]").click)
            continue
        words, move = next(moves)
        assert words in coaching, (words, coaching)  # the line says what to click
        if move == "stop":
            choice = "koi-koi" if alternative else "stop"
            redrawn(page, view, view.locator(f"button[data-control={choice}]").click)
            continue  # the scenario's own decision is shown, and the settlement
        else:
            assert move in cards, (move, cards)
            others = [c for c in cards if c != move]
            card = others[0] if alternative and others else move
            redrawn(page, view, view.locator(f"button[data-card='{card}']").click)
            if card == move:
                assert note(view) == "Right!"
            else:
                assert "legal too" in note(view), note(view)
        notes.append(note(view))
    pytest.fail("the guided round did not end in 80 clicks")


def test_lesson_00s_guided_round_takes_every_click_its_coaching_asks_for(
    chromium,  # noqa: F811
    lab: Lab,  # noqa: F811
    tmp_path: Path,
    record_property,
):
    cells = [guided_cell()] * 2  # two tables: the coaching's moves, then other legal ones
    page, page_errors = open_notebook(chromium, lab, tmp_path / "root", cells, 2, 1400)
    guided, other = page.locator(".kk-view").nth(0), page.locator(".kk-view").nth(1)
    # step 0: the hand is offered, and the first click is the first move
    assert sorted(offered(guided)) == sorted(
        ["pine-crane", "plum-poetry", "wisteria-plain-2", "iris-plain-2", "clover-plain-2"]
        + ["pampas-plain-2", "maple-deer", "paulownia-plain-1"]
    )
    notes = play(page, guided, alternative=False)
    assert notes == ["Right!"] * (len(COACHING) - 1)  # every card its coaching named
    alternatives = play(page, other, alternative=True)
    assert sum("legal too" in n for n in alternatives) >= 3  # a play, a take, a flip's take
    errors = _error_outputs(page)
    assert errors.count() == 0, errors.all_inner_texts()
    assert not page_errors
    page.screenshot(path=tmp_path / "guided-round.png")
    record_property("notes", json.dumps(notes + alternatives))
