"""Two people at one table, with the keyboard only, in headless Chromium.

The table's own view (koikoi_edu/widgets/table_view.js, with its CSS) runs in a plain
page on a stand-in for the widget model: what it sends goes to the Python table, whose
new markup is handed back, as the kernel would. No JupyterLab is needed for this (the
live table's test, test_browser_table.py, plays in a real one). As at the live table,
the keyboard lands where the next action is: on "Show B's hand" while the screen
passes, on a card to play once it is shown, on Next while a turn is shown; Enter does
each, and no card of a hidden hand is ever a button the keyboard can reach.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_browser import chromium  # noqa: F401

from koikoi_edu.widgets.play_table import PlayTable

pytestmark = pytest.mark.browser

VIEW = Path(__file__).resolve().parents[1] / "koikoi_edu" / "widgets"

MODEL = """async ([esm, css, markup, pictures]) => {
  const style = document.createElement("style");
  style.textContent = css;
  document.head.appendChild(style);
  window.sent = [];
  const state = {markup, pictures, redraws: 1};
  const listeners = {};
  window.model = {
    get: (key) => state[key],
    on: (event, f) => { (listeners[event] ||= []).push(f); },
    off: () => {},
    send: (message) => window.sent.push(message),
  };
  window.redraw = (markup, redraws) => {
    state.markup = markup;
    state.redraws = redraws;
    for (const event of ["change", "change:markup"]) (listeners[event] || []).forEach((f) => f());
  };
  const url = URL.createObjectURL(new Blob([esm], {type: "text/javascript"}));
  const view = await import(url);
  view.default.render({model: window.model, el: document.getElementById("table")});
}"""


def focused(page) -> str:
    """The focused element's card or control: "card:<id>" or "control:<id>"."""
    return page.evaluate(
        "() => { const e = document.activeElement; return e.dataset.card ? "
        "`card:${e.dataset.card}` : `control:${e.dataset.control || ''}`; }"
    )


def reach(page, selector: str) -> None:
    """Move the keyboard to the element ``selector`` finds: back with Shift+Tab (the bar
    is above the table), else on with Tab."""
    for key in ("Shift+Tab", "Tab"):
        for _ in range(40):
            if page.evaluate("(s) => document.activeElement.matches(s)", selector):
                return
            page.keyboard.press(key)
    pytest.fail(f"the keyboard does not reach {selector}")


def press(page, table: PlayTable, key: str) -> None:
    """Press ``key``; hand what the view sent to the table, and its answer to the view."""
    page.keyboard.press(key)
    for message in page.evaluate("() => window.sent.splice(0)"):
        table.view.click(message["kind"], str(message["value"]))
    page.evaluate("([m, n]) => window.redraw(m, n)", [table.view.markup, table.view.redraws])


def test_a_turn_each_is_played_and_the_screen_passed_with_the_keyboard_only(chromium):  # noqa: F811
    table = PlayTable("human", seed=12)
    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.set_content('<div id="table"></div>')
    esm = (VIEW / "table_view.js").read_text(encoding="utf-8")
    css = (VIEW / "table_view.css").read_text(encoding="utf-8")
    page.evaluate(MODEL, [esm, css, table.view.markup, table.view.pictures])
    page.locator("button[data-control=show-hand]").wait_for()
    assert page.locator("button[data-area^=hand]").count() == 0  # no hand to reach
    # Tab from the start of the page to "Show A's hand", as a learner would
    page.locator("button[data-control]").first.focus()
    for _ in range(12):
        if focused(page) == "control:show-hand":
            break
        page.keyboard.press("Tab")
    assert focused(page) == "control:show-hand"
    for seat in ("A", "B"):
        press(page, table, "Enter")  # Show the seat's hand
        assert table.human == seat and table.passing is None
        hand = set(table.round.hand(table.seat).ids())
        # the keyboard is on a card to play: a card of this seat's hand, raised
        assert focused(page).removeprefix("card:") in hand
        shown = set(
            page.eval_on_selector_all("button[data-card]", "bs => bs.map(b => b.dataset.card)")
        )
        assert not shown & set(table.round.hand(1 - table.seat).ids())
        # Enter plays it; then Tab and Shift+Tab reach what comes next (the field card
        # to take, Next while the turn is shown), Enter does it, until the screen passes
        for _ in range(20):
            if table.passing is not None:
                break
            if table.watching:
                reach(page, "button[data-control=next]")
            elif table.scene.question is not None and table.scene.question.kind == "decide":
                reach(page, "button[data-control=koi-koi]")
            else:
                reach(page, "button.kk-pick")
            press(page, table, "Enter")
            assert table.note_text == "", table.note_text
        assert table.passing == "B" if seat == "A" else table.passing == "A"
        assert focused(page) == "control:show-hand"
        assert page.locator("button[data-area^=hand]").count() == 0
    assert errors == [], json.dumps(errors)
