"""A learner's first visit to the static site: how long until lesson 00 is read and played.

    python benchmarks/site_first_visit.py [--site build/site] [--site OTHER@notebooks] [--runs 2]

Each site folder (``make site`` builds build/site; copy it aside to compare two builds)
is served on 127.0.0.1 by this script, which counts the bytes it sends. Each run opens
``lab/index.html?path=notebooks/00-start-here.ipynb`` (``SITE@notebooks``: the
single-document ``notebooks/index.html`` instead) in headless Chromium
(/usr/bin/chromium) with a cold profile (a new browser, an empty cache), at a desktop's
1280 x 800 and at a phone's 390 x 844 (touch), and times from the navigation's start:

* **lesson shown**: lesson 00's title drawn;
* **Python ready**: the kernel idle (the notebook's execution indicator), the course
  installed with it;
* **first live table**: after Run All, clicked as soon as Python is ready, the first
  live table drawn with its cards (the guided round's ``.kk-view``).

It prints the median of ``--runs`` runs for each site and window, the bytes served for
the first visit, and the browser's memory (the unique memory of its processes when the
table is drawn); with two sites, each time's ratio to the first site's, measured in the
same run. Numbers are printed, never asserted.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import statistics
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psutil
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
LESSON = "notebooks/00-start-here.ipynb"
#: The kernel idle: JupyterLab's status bar says so. Notebook 7 has no status bar; its
#: toolbar's indicator says "idle" for a moment before the kernel starts, then "unknown"
#: while it starts: idle counts once another state has been seen.
KERNEL_IDLE_TEXT = "Python (Pyodide) | Idle"
KERNEL_IDLE_INDICATOR = """() => {
    const status = document.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status;
    if (status && status !== 'idle') window.kkKernelStarting = true;
    return Boolean(window.kkKernelStarting) && status === 'idle';
}"""
WINDOWS = {
    "desktop": {"viewport": {"width": 1280, "height": 800}},
    "phone": {
        "viewport": {"width": 390, "height": 844},
        "is_mobile": True,
        "has_touch": True,
        "device_scale_factor": 3,
    },
}
WAIT_MS = 300_000
TITLE_DRAWN = """() => [...document.querySelectorAll('.jp-Notebook .jp-RenderedMarkdown h1')]
    .some(title => title.getBoundingClientRect().height > 0)"""
TABLE_DRAWN = """() => [...document.querySelectorAll('.kk-view')]
    .some(view => view.querySelectorAll("img[src^='blob:']").length > 8)"""
MB = 1024 * 1024


class Counted(http.server.SimpleHTTPRequestHandler):
    """A quiet static server that knows the site's types and counts what it sends."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }
    sent = 0

    def copyfile(self, source, outputfile) -> None:
        before = source.tell()
        super().copyfile(source, outputfile)
        type(self).sent += source.tell() - before

    def log_message(self, *args) -> None:
        pass


@contextmanager
def served(site: Path) -> Iterator[tuple[str, type[Counted]]]:
    """``site`` over HTTP on a free loopback port: its address and its byte counter."""
    handler = type("Handler", (Counted,), {"sent": 0})
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(handler, directory=str(site))
    )
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", handler
    finally:
        server.shutdown()
        server.server_close()


def browser_memory() -> int:
    """The unique memory of every Chromium this script started (its process tree)."""
    total = 0
    for process in psutil.Process().children(recursive=True):
        try:
            if "chromium" in process.name():
                total += process.memory_full_info().uss
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            pass
    return total


def first_visit(
    playwright, base: str, counter: type[Counted], window: str, app: str
) -> dict[str, float]:
    """One cold visit; seconds to each milestone, MB served and the browser's MB."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    try:
        context = browser.new_context(**WINDOWS[window])
        page = context.new_page()
        counter.sent = 0
        start = time.monotonic()
        page.goto(f"{base}/{app}/index.html?path={LESSON}", timeout=WAIT_MS)
        page.wait_for_function(TITLE_DRAWN, timeout=WAIT_MS, polling=100)
        shown = time.monotonic() - start
        if app == "lab":
            page.get_by_text(KERNEL_IDLE_TEXT, exact=True).wait_for(timeout=WAIT_MS)
        else:
            page.wait_for_function(KERNEL_IDLE_INDICATOR, timeout=WAIT_MS, polling=100)
        ready = time.monotonic() - start
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        page.wait_for_function(TABLE_DRAWN, timeout=WAIT_MS, polling=100)
        table = time.monotonic() - start
        memory = browser_memory()
        context.close()
    finally:
        browser.close()
    return {
        "lesson shown": shown,
        "Python ready": ready,
        "first live table": table,
        "MB served": counter.sent / MB,
        "browser MB": memory / MB,
    }


def site_size(site: Path) -> float:
    return sum(p.stat().st_size for p in site.rglob("*") if p.is_file()) / MB


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", action="append", dest="sites", metavar="DIR[@APP]")
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--windows", nargs="+", default=list(WINDOWS), choices=list(WINDOWS))
    args = parser.parse_args()
    sites = args.sites or [str(ROOT / "build" / "site")]
    results: dict[tuple[str, str], list[dict[str, float]]] = {}
    with sync_playwright() as playwright:
        # the runs of the sites interleaved, so a busy moment of the machine falls on all
        for _ in range(args.runs):
            for site in sites:
                folder, _, app = site.partition("@")
                with served(Path(folder)) as (base, counter):
                    for window in args.windows:
                        run = first_visit(playwright, base, counter, window, app or "lab")
                        results.setdefault((site, window), []).append(run)
                        print(f"  {site} {window}: {run}", file=sys.stderr)
    print(f"median of {args.runs} cold first visits to {LESSON}, seconds from navigation")
    for window in args.windows:
        baseline = None
        for site in sites:
            runs = results[(site, window)]
            median = {key: statistics.median(r[key] for r in runs) for key in runs[0]}
            baseline = baseline or median
            times = "  ".join(
                f"{key} {median[key]:5.1f} s"
                + (f" ({median[key] / baseline[key]:.2f}x)" if len(sites) > 1 else "")
                for key in ("lesson shown", "Python ready", "first live table")
            )
            print(
                f"{window:8} {site:30} {times}  served {median['MB served']:.1f} MB"
                f"  browser {median['browser MB']:.0f} MB"
                f"  site {site_size(Path(site.partition('@')[0])):.1f} MB"
            )


if __name__ == "__main__":
    main()
