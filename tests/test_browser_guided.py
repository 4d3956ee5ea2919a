"""Lesson 00's guided first round played in a real JupyterLab, by clicks alone (issue 35).

The learner clicks exactly what each coaching line says, in headless Chromium: the first
hand card at step 0 is the first move, the take after a play is made on the table that
asks for it, and no click is refused. A second table plays the coached turns again
choosing another legal card at every move where there is one: each is accepted as legal,
saying what the lesson's own move does, and the lesson goes on with its line.

After the coached turns, Next hands the same round over (issue 36): the coaching line says
it is the learner's turn to choose, the hint's card is lit, a click the rules refuse says
why and changes nothing, a card that is not the full scenario's next move is played, the
computer answers, and the round is clicked through to its settlement, calling koi-koi.

The guided cell is lesson 00's own (its source is read from the lesson), run twice.
"""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import expect
from test_browser import (  # noqa: F401
    Lab,
    _error_outputs,
    chromium,  # noqa: F811
    lab,
)
from test_browser_table import open_notebook, redrawn

pytestmark = pytest.mark.browser

LESSON = Path(__file__).parents[1] / "notebooks" / "00-start-here.ipynb"

#: What the coaching line of each of A's coached turns says to click, in its words, and
#: the cards that are those words: the scripted part of the guided round.
COACHING = [
    ("Play the pampas grass plain", "pampas-plain-2"),
    ("Take the moon", "pampas-moon"),
    ("Play the deer", "maple-deer"),
    ("like the blue ribbon", "maple-blue"),
]
#: The card the full scenario plays next, where the guided round hands over.
SCRIPTED_NEXT = "clover-plain-2"
HANDED_OVER = "Now it's your turn to choose; hints show a good move."


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
    """Play the guided round's coached turns on ``view``, to its last step; the notes its
    clicks got."""
    notes, coaching, moves = [], "", iter(COACHING)
    for _ in range(80):
        assert view.locator(".kk-note-refused").count() == 0, note(view)
        if view.locator(".kk-note-info").count() and "legal too" not in note(view):
            coaching = note(view)  # the coaching line of the turn on screen
        cards = offered(view)
        if not cards:
            where = view.locator(".kk-step").inner_text()
            if where.startswith("step 16 of 16"):
                return notes
            redrawn(page, view, view.locator("button[data-control=next]").click)
            continue
        words, move = next(moves)
        assert words in coaching, (words, coaching)  # the line says what to click
        assert move in cards, (move, cards)
        others = [c for c in cards if c != move]
        card = others[0] if alternative and others else move
        redrawn(page, view, view.locator(f"button[data-card='{card}']").click)
        if card == move:
            assert note(view) == "Right!"
        else:
            assert "legal too" in note(view), note(view)
        notes.append(note(view))
    pytest.fail("the coached turns did not end in 80 clicks")


def play_on(page, view) -> None:
    """Click the round played on through to its settlement: Next while a turn is shown,
    Koi-koi at a decision (so the computer plays on too), else the first card offered."""
    for _ in range(300):
        if view.locator(".koikoi-settlement").count():
            return
        step = view.locator("button[data-control=next]:not([disabled])")
        call = view.locator("button[data-control=koi-koi]")
        target = step if step.count() else call if call.count() else view.locator("button.kk-pick")
        redrawn(page, view, target.first.click)
    pytest.fail("the round did not end in 300 clicks")


def hand_over(player) -> None:
    """Next at the guided round's last step: the play table takes the view's place."""
    player.locator("button[data-control=next]").click()
    expect(player.locator(".kk-note")).to_contain_text(HANDED_OVER, timeout=20_000)


def test_lesson_00s_guided_round_takes_every_click_its_coaching_asks_for(
    chromium,  # noqa: F811
    lab: Lab,  # noqa: F811
    tmp_path: Path,
    record_property,
):
    cells = [guided_cell()] * 2  # two tables: the coaching's moves, then other legal ones
    page, page_errors = open_notebook(chromium, lab, tmp_path / "root", cells, 2, 1400)
    guided, other = (page.locator(".kk-scenario-player").nth(i) for i in range(2))
    view = guided.locator(".kk-view")  # found again after the hand-over: the play table's
    # step 0: the hand is offered, and the first click is the first move
    assert sorted(offered(view)) == sorted(
        ["pine-crane", "plum-poetry", "wisteria-plain-2", "iris-plain-2", "clover-plain-2"]
        + ["pampas-plain-2", "maple-deer", "paulownia-plain-1"]
    )
    notes = play(page, view, alternative=False)
    assert notes == ["Right!"] * len(COACHING)  # every card its coaching named
    alternatives = play(page, other.locator(".kk-view"), alternative=True)
    assert sum("legal too" in n for n in alternatives) >= 2  # a play and a take

    # the hand-over: the same round goes on, the learner's own choice, hints on
    hand_over(guided)
    assert view.count() == 1 and guided.locator(".kk-step").count() == 0  # no steps now
    assert view.locator("button.kk-hinted").count() >= 1
    hand = view.locator("[data-area=hand-A]").count()
    redrawn(page, view, view.locator("[data-area=field]").first.click)  # refused
    assert "is not in A's hand" in note(view)
    assert view.locator("[data-area=hand-A]").count() == hand
    cards = [c for c in offered(view) if c != SCRIPTED_NEXT]
    redrawn(page, view, view.locator(f"button[data-card='{cards[0]}']").click)
    play_on(page, view)
    log = view.locator(".kk-log li").all_text_contents()  # the round's every move
    mine = next(i for i, move in enumerate(log) if move.startswith(f"A plays {cards[0]}"))
    assert any(move.startswith("B plays") for move in log[mine:])  # the computer answered
    assert "the round is over" in view.locator(".kk-narration").inner_text()
    hand_over(other)  # the second table hands over too

    errors = _error_outputs(page)
    assert errors.count() == 0, errors.all_inner_texts()
    assert not page_errors
    page.screenshot(path=tmp_path / "guided-round.png")
    record_property("notes", json.dumps(notes + alternatives))
