"""Click to redrawn table on the live table, against the old HTML redraw, in one run.

    python benchmarks/table_clicks.py [--clicks N] [--json]

JupyterLab starts on a temporary folder (``scripts/jupyter_lab.py``: private Jupyter
settings, this interpreter as the kernel) and headless Chromium (/usr/bin/chromium)
runs a notebook with two tables of the same seeded round against the random player:

* live: :class:`koikoi_edu.widgets.play_table.PlayTable`, the anywidget view; a click
  on a card is reported to Python, the engine moves, and the view redraws from the
  markup it is sent (card pictures sent once, named by key);
* baseline: what the play table did before the live view: an ``ipywidgets.HTML``
  holding the whole ``table_html`` (every picture spelled out, about 75 kB) and a row
  of hand buttons, both rebuilt after every move.

Each click is timed in the page from the click to the redraw of that table (a
MutationObserver on it), kernel round trip included. The two tables take turns, click
for click, so a busy moment slows both alike. Printed, never asserted: the medians and
their ratio. Goal: the live table's median under 50 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
from chromium import launch  # noqa: E402  (scripts/)
from jupyter_lab import KERNEL_NAME, jupyterlab, write_notebook  # noqa: E402  (scripts/)

GOAL_MS = 50

BASELINE = '''
import ipywidgets as widgets
from koikoi_edu.players import make_player
from koikoi_edu.render.table import table_html
from koikoi_edu.round import Phase, Round
from koikoi_edu.words import card_name
import random


class OldTable(widgets.VBox):
    """The play table's redraw before the live view: all the HTML, new buttons."""

    def __init__(self, seed):
        super().__init__()
        self.round = Round.deal(rng=random.Random(seed), explain=True)
        self.opponent = make_player("random", random.Random(seed))
        self.view, self.hand = widgets.HTML(), widgets.HBox()
        self.add_class("kk-old")
        self.children = [self.view, self.hand]
        self.draw()

    def play(self, action):
        r = self.round
        r.apply_action(action)
        while not r.is_terminal() and (r.to_move != 0 or r.phase is not Phase.PLAY):
            r.apply_action(
                self.opponent.choose(r)
                if r.to_move and r.phase is not Phase.FLIP
                else r.legal_actions()[0]
            )
        self.draw()

    def draw(self):
        r = self.round
        self.view.value = table_html(r, open_hands=False)
        legal = set(r.legal_actions()) if not r.is_terminal() and r.to_move == 0 else set()
        buttons = []
        for c in r.hand(0):
            b = widgets.Button(description=card_name(c), disabled=c.index not in legal)
            b.add_class("kk-old-card")
            b.on_click(lambda _, i=c.index: self.play(i))
            buttons.append(b)
        self.hand.children = buttons


old = OldTable(3)
old
'''

LIVE = """
from koikoi_edu.widgets.play_table import PlayTable

live = PlayTable("random", seed=3)
live
"""

# the time from a click to the first change of the table it redraws (the live view's
# markup replaced, or the old table's HTML), in the page's own clock
PROBE = """([target, watched]) => new Promise(done => {
    const started = performance.now();
    const seen = new MutationObserver(() => { seen.disconnect();
                                             done(performance.now() - started); });
    seen.observe(watched, {childList: true, subtree: true, characterData: true});
    target.click();
})"""


def measure(clicks: int) -> dict:
    from playwright.sync_api import sync_playwright

    times: dict[str, list[float]] = {"live": [], "baseline": []}
    with tempfile.TemporaryDirectory(prefix="table-clicks-") as tmp:
        root = Path(tmp) / "root"
        root.mkdir()
        write_notebook(root / "bench.ipynb", [LIVE, BASELINE])
        with jupyterlab(root, Path(tmp) / "jupyter") as lab, sync_playwright() as p:
            browser = launch(p, "--headless=new")
            page = browser.new_page(viewport={"width": 1400, "height": 1600})
            page.goto(f"{lab.url}/lab/tree/bench.ipynb?reset&token={lab.token}", timeout=180_000)
            page.get_by_text(f"{KERNEL_NAME} | Idle", exact=True).wait_for(timeout=180_000)
            page.get_by_role("menuitem", name="Run", exact=True).click()
            page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
            page.locator(".kk-old-card").first.wait_for(timeout=180_000)
            view = page.locator(".kk-view").first
            old = page.locator(".kk-old").first
            while min(len(t) for t in times.values()) < clicks:
                # live: a card to pick, else Next through the parts, else a new round
                target = view.locator("button.kk-pick").first
                if not target.count():
                    target = view.locator(
                        "button[data-control=next]:not([disabled]),"
                        "button[data-control=stop],"
                        "button[data-control=new-round]:not([disabled])"
                    ).first
                times["live"].append(
                    page.evaluate(PROBE, [target.element_handle(), view.element_handle()])
                )
                button = old.locator("button.kk-old-card:not([disabled])").first
                if button.count():
                    times["baseline"].append(
                        page.evaluate(PROBE, [button.element_handle(), old.element_handle()])
                    )
                else:  # the old round is over: deal again, untimed
                    page.locator(".jp-CodeCell").nth(1).locator(".jp-InputArea-editor").click()
                    page.keyboard.press("Shift+Enter")
                    page.locator(".kk-old-card").first.wait_for(timeout=60_000)
                    old = page.locator(".kk-old").first
            browser.close()
    live, base = (statistics.median(times[k]) for k in ("live", "baseline"))
    return {
        "clicks": {k: len(v) for k, v in times.items()},
        "median_ms": {"live": round(live, 1), "baseline": round(base, 1)},
        "ratio_live_to_baseline": round(live / base, 3),
        "goal_ms": GOAL_MS,
        "goal_met": live < GOAL_MS,
        "all_ms": {k: [round(x, 1) for x in v] for k, v in times.items()},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=25, help="clicks on each table")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    out = measure(args.clicks)
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        m = out["median_ms"]
        print(
            f"click to redraw, median of {out['clicks']['live']} clicks: live "
            f"{m['live']} ms, baseline (HTML redraw) {m['baseline']} ms over "
            f"{out['clicks']['baseline']} clicks; live/baseline "
            f"{out['ratio_live_to_baseline']}; goal < {GOAL_MS} ms "
            f"{'met' if out['goal_met'] else 'not met'}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
