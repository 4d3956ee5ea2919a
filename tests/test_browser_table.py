"""The live table in a real JupyterLab, played by clicks and keys in headless Chromium.

What a learner does, end to end: a whole round against the computer played by clicking
the cards alone, to its settlement; a turn played with the keyboard only (Tab to a card,
its matches light up, Enter plays it); the two-match choice made by clicking the field
card; "your move" refused for a card not in the hand, then right; and a click the rules
refuse, which says why and leaves the engine's round as it was (a cell run afterwards
prints its actions).
axe-core (the npm package, installed into build/axe on first use) checks the table's
markup: no serious or critical violation. Click-to-redraw times are recorded, never
asserted (benchmarks/table_clicks.py measures them against the old HTML redraw).

The JupyterLab set-up is test_browser's: private Jupyter folders, this interpreter as the
kernel, the system's Chromium.
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

import pytest
from test_browser import (  # noqa: F401
    KERNEL_NAME,
    PAGE_MS,
    REDRAW_MS,
    Lab,
    _error_outputs,
    _unavailable,
    chromium,  # noqa: F811
    lab,
    write_notebook,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
from jupyter_lab import redrawn as table_redrawn  # noqa: E402  (scripts/)

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[1]
AXE = ROOT / "build" / "axe" / "node_modules" / "axe-core" / "axe.min.js"
AXE_VERSION = "4.14.1"
NOTEBOOK = "live_table.ipynb"

CELLS = [
    "import sys\n\nprint(sys.executable)",
    "from koikoi_edu.widgets.play_table import PlayTable\n\n"
    'table = PlayTable("random", seed=3)\ntable',
    "print(table.round.actions)",
    "from koikoi_edu.scenario import load_library\n\n"
    'choice = PlayTable("random", position=load_library("capture-choice").new_round())\n'
    "choice",
    "from koikoi_edu.widgets.scenario_player import ScenarioPlayer\n\n"
    'ScenarioPlayer("boar-deer-butterflies", play="A")',
    'PlayTable("random", seed=5)',
]


def axe_script() -> Path:
    """axe-core's script, installed from the npm registry into build/axe when missing."""
    if not AXE.exists():
        npm = shutil.which("npm")
        if npm is None:
            _unavailable("npm is missing, so axe-core cannot be installed")
        subprocess.run(
            [
                npm,
                "install",
                "--no-audit",
                "--no-fund",
                "--prefix",
                str(AXE.parents[2]),
                f"axe-core@{AXE_VERSION}",
            ],
            check=True,
            capture_output=True,
            timeout=300,
        )
    return AXE


def open_notebook(chromium, lab: Lab, root: Path, cells: list[str], views: int, width: int):  # noqa: F811
    """Write ``cells`` as a notebook in the lab's folder, open it and run all its cells;
    the page, once ``views`` live tables are drawn and the kernel is idle, and its JS
    errors."""
    write_notebook(root / NOTEBOOK, cells)
    page = chromium.new_page(viewport={"width": width, "height": 900})
    page_errors: list[str] = []
    page.on("pageerror", lambda error: page_errors.append(str(error)))
    page.goto(f"{lab.url}/lab/tree/{NOTEBOOK}?reset&token={lab.token}", timeout=PAGE_MS)
    page.locator(".jp-Notebook").wait_for(timeout=PAGE_MS)
    page.get_by_text(f"{KERNEL_NAME} | Idle", exact=True).wait_for(timeout=PAGE_MS)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.locator(".kk-view").nth(views - 1).wait_for(timeout=PAGE_MS)
    page.get_by_text(f"{KERNEL_NAME} | Idle", exact=True).wait_for(timeout=PAGE_MS)
    return page, page_errors


def redrawn(page, view, action) -> float:
    """Run ``action`` (a click or a key) and wait for Python's redraw of ``view``; the
    milliseconds from the action to the redraw."""
    return table_redrawn(page, view, action, REDRAW_MS)


def _play_to_the_end(page, view) -> list[float]:
    """Click through a whole round: Next while a turn is shown, else a card to pick, else
    Stop; the click-to-redraw times."""
    times = []
    for _ in range(300):
        if view.locator(".koikoi-settlement").count():
            return times
        step = view.locator("button[data-control=next]:not([disabled])")
        stop = view.locator("button[data-control=stop]")
        card = view.locator("button.kk-pick")
        target = step if step.count() else stop if stop.count() else card.first
        times.append(redrawn(page, view, target.first.click))
    pytest.fail("the round did not end in 300 clicks")


def test_the_live_table_is_played_by_clicks_and_keys(
    chromium,  # noqa: F811
    lab: Lab,  # noqa: F811
    record_property,
    tmp_path: Path,
):
    page, page_errors = open_notebook(chromium, lab, tmp_path / "root", CELLS, 4, 1400)
    views = page.locator(".kk-view")
    table, choice, player, keyboard = (views.nth(i) for i in range(4))

    # a refused click: a field card while a hand card is to be played
    note = table.locator(".kk-note")
    redrawn(page, table, table.locator("[data-area=field]").first.click)
    assert "is not in A's hand" in note.inner_text()
    # the engine's round is as it was: the cell that prints its actions says so again
    cell = page.locator(".jp-CodeCell").nth(2)
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")
    page.wait_for_function(
        "c => c.querySelector('.jp-OutputArea-output') && "
        "c.querySelector('.jp-InputPrompt').textContent.includes('[7]')",
        arg=cell.element_handle(),
        timeout=REDRAW_MS,
    )
    assert cell.locator(".jp-OutputArea-output").inner_text().strip() == "[]"

    # hovering a hand card lights the field cards of its month
    lit = table.locator("button[data-lights]").first
    lit.hover()
    months = lit.get_attribute("data-lights").split()
    assert table.locator("button.kk-lit").count() == len(months) > 0

    # a whole round by clicks alone, to its settlement
    times = _play_to_the_end(page, table)
    assert table.locator("table[role=math]").count() == 1
    assert "the round is over" in table.locator(".kk-narration").inner_text()

    # the two-match choice: play the maple, both maples of the field are raised, take one
    redrawn(page, choice, choice.locator("[data-card=maple-plain-2]").click)
    picks = choice.locator("button.kk-pick")
    assert sorted(picks.evaluate_all("bs => bs.map(b => b.dataset.card)")) == [
        "maple-deer",
        "maple-plain-1",
    ]
    redrawn(page, choice, choice.locator("[data-card=maple-deer]").click)
    assert "takes “maple: deer”" in choice.locator(".kk-narration").inner_text()

    # your move: a card of B's hand is refused by the rule that refuses it; then the
    # lesson's card is the move
    redrawn(page, player, player.locator("button[data-control=next]").click)
    redrawn(page, player, player.locator("[data-area=hand-B]").first.click)
    assert "is not in A's hand" in player.locator(".kk-note").inner_text()
    redrawn(page, player, player.locator("[data-card=clover-boar]").click)
    assert player.locator(".kk-note").inner_text() == "Right!"

    # the keyboard only: Tab to the first card to play (its matches light), Enter plays it
    keyboard.locator("button[data-control]").first.evaluate("b => b.focus()")
    for _ in range(40):
        if page.evaluate("() => document.activeElement.classList.contains('kk-pick')"):
            break
        page.keyboard.press("Tab")
    focused = page.evaluate("() => document.activeElement.dataset.card")
    assert focused
    hand_before = keyboard.locator("[data-area=hand-A]").count()
    redrawn(page, keyboard, lambda: page.keyboard.press("Enter"))
    page.keyboard.press("Escape")
    redrawn(page, keyboard, keyboard.locator("button[data-control=last]").click)
    assert keyboard.locator("[data-area=hand-A]").count() == hand_before - 1

    # axe-core on the tables' markup: no serious or critical violation
    page.add_script_tag(path=str(axe_script()))
    found = page.evaluate("""async () => {
        const results = await axe.run(document.querySelectorAll('.kk-view'),
                                      {resultTypes: ['violations']});
        return results.violations.map(v => ({id: v.id, impact: v.impact,
                                             nodes: v.nodes.length}));
    }""")
    serious = [v for v in found if v["impact"] in ("serious", "critical")]
    assert serious == [], json.dumps(found)

    errors = _error_outputs(page)
    assert errors.count() == 0, errors.all_inner_texts()
    assert not page_errors
    page.screenshot(path=tmp_path / "live-table.png")
    record_property("click_to_redraw_median_ms", round(statistics.median(times), 1))
    record_property("axe_violations", found)
    print(
        f"{len(times)} clicks, click to redraw median {statistics.median(times):.0f} ms; "
        f"axe: {found or 'no violations'}"
    )
