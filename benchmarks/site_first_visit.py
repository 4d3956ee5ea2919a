"""A learner's first visit to the static site: how long until lesson 00 is read and played.

    python benchmarks/site_first_visit.py [--site build/site] [--site OTHER@lab] [--runs 2]

Each site folder (``make site`` builds build/site; copy it aside to compare two builds)
is served on 127.0.0.1 by this script, which counts the bytes it sends. Each run opens
the site's own address, the link a learner is given (``SITE@lab`` or ``SITE@notebooks``:
that view's ``index.html?path=notebooks/00-start-here.ipynb`` instead), in headless
Chromium (/usr/bin/chromium) with a cold profile (a new browser, an empty cache), at a
desktop's 1280 x 720 and at a phone's 390 x 844 (touch), and times from the navigation's
start:

* **lesson shown**: lesson 00's title drawn;
* **Python ready**: the kernel idle (the notebook's execution indicator), the course
  installed with it;
* **first live table**: after Run All, clicked as soon as Python is ready, the first
  live table drawn with its cards (the guided round's ``.kk-view``).

It prints the median of ``--runs`` runs for each site and window, the view the visit
landed in, the bytes served for the first visit, and the browser's memory (the unique
memory of its processes when the table is drawn); with two sites, each time's ratio to
the first site's, measured in the same run. Numbers are printed, never asserted.

``--python`` times instead where Python's part of the visit goes, which a browser
hides in the kernel's worker: each site's own Pyodide and lock, in Node (a cold process
each run), through the kernel's start (Pyodide booted; the preloaded packages loaded;
IPython, with jedi, imported; the kernel imported) and lesson 00 up to its first live
table (the course's imports; the cells before the first scenario player; that player
built, which lays out its first table).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psutil
from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
from chromium import launch  # noqa: E402  (scripts/)

ROOT = Path(__file__).resolve().parent.parent
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
    "desktop": {"viewport": {"width": 1280, "height": 720}},
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
) -> dict[str, float | str]:
    """One cold visit (``app``: a view, or "" for the site's address); seconds to each
    milestone, the view it landed in, MB served and the browser's MB."""
    browser = launch(playwright)
    try:
        context = browser.new_context(**WINDOWS[window])
        page = context.new_page()
        counter.sent = 0
        start = time.monotonic()
        page.goto(f"{base}/{app}/index.html?path={LESSON}" if app else base, timeout=WAIT_MS)
        page.wait_for_function(TITLE_DRAWN, timeout=WAIT_MS, polling=100)
        shown = time.monotonic() - start
        view = "lab" if "/lab/" in page.url else "notebooks"
        if view == "lab":
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
        "view": view,
        "lesson shown": shown,
        "Python ready": ready,
        "first live table": table,
        "MB served": counter.sent / MB,
        "browser MB": memory / MB,
    }


#: The kernel's start and lesson 00 up to its first table, in Node; prints the stages' times.
PYTHON_RUNNER = """
import { loadPyodide } from %(pyodide_mjs)s;
import { readFileSync } from "node:fs";
let last = performance.now();
const lap = (stage) => {
    const now = performance.now();
    console.log(JSON.stringify([stage, (now - last) / 1000]));
    last = now;
};
const py = await loadPyodide({ indexURL: %(index)s });
lap("Pyodide booted");
await py.loadPackage(%(packages)s, { messageCallback: () => {} });
lap("packages loaded");
globalThis.lap = lap;
py.FS.writeFile("/lesson.ipynb", readFileSync(%(lesson)s));
await py.runPythonAsync(%(python)s);
"""
#: The lesson's code cells before its first scenario player, run as the kernel would.
LESSON_STAGES = """
import json
from js import lap
import IPython
lap("IPython imported")
import pyodide_kernel
# what the kernel's worker hands the kernel for its messages: here they go nowhere
pyodide_kernel.kernel_instance.interpreter.send_comm = lambda *message: None
shell = pyodide_kernel.kernel_instance.interpreter
lap("kernel imported")
cells = [c["source"] for c in json.load(open("/lesson.ipynb"))["cells"] if c["cell_type"] == "code"]
cells = ["".join(c) if isinstance(c, list) else c for c in cells]
first = next(i for i, c in enumerate(cells) if "ScenarioPlayer(" in c and "import" not in c)
namespace = shell.user_ns
exec(cells[0], namespace)
lap("course imported (lesson 00's first cell)")
for cell in cells[1:first]:
    exec(cell, namespace)
lap("cells before the first table")
exec(cells[first], namespace)
lap("first scenario player built")
"""


def python_stages(site: Path) -> dict[str, float]:
    """One cold run of the kernel's Python work for lesson 00 in Node; seconds per stage."""
    pyodide = site.resolve() / "static" / "pyodide"
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    settings = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    runner = PYTHON_RUNNER % {
        "pyodide_mjs": json.dumps(str(pyodide / "pyodide.mjs")),
        "index": json.dumps(f"{pyodide}/"),
        "packages": json.dumps(settings["loadPyodideOptions"]["packages"]),
        "lesson": json.dumps(str(ROOT / LESSON)),
        "python": json.dumps(LESSON_STAGES),
    }
    done = subprocess.run(
        ["node", "--input-type=module", "-e", runner], stdout=subprocess.PIPE, text=True, check=True
    )
    stages = [json.loads(line) for line in done.stdout.splitlines() if line.startswith('["')]
    return dict(stages)


def compare_python(sites: list[str], runs: int) -> None:
    results: dict[str, list[dict[str, float]]] = {}
    for _ in range(runs):  # interleaved, as the visits are
        for site in sites:
            run = python_stages(Path(site.partition("@")[0]))
            results.setdefault(site, []).append(run)
            print(f"  {site}: {run}", file=sys.stderr)
    print(f"median of {runs} cold runs in Node of the kernel's start and lesson 00, seconds")
    first = None
    for site in sites:
        median = {k: statistics.median(r[k] for r in results[site]) for k in results[site][0]}
        first = first or median
        print(site)
        for stage, seconds in [*median.items(), ("total", sum(median.values()))]:
            base = sum(first.values()) if stage == "total" else first[stage]
            ratio = f" ({seconds / base:.2f}x)" if len(sites) > 1 else ""
            print(f"  {stage:42} {seconds:6.2f} s{ratio}")


def site_size(site: Path) -> float:
    return sum(p.stat().st_size for p in site.rglob("*") if p.is_file()) / MB


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", action="append", dest="sites", metavar="DIR[@APP]")
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--windows", nargs="+", default=list(WINDOWS), choices=list(WINDOWS))
    parser.add_argument(
        "--python", action="store_true", help="time the kernel's Python stages in Node instead"
    )
    args = parser.parse_args()
    sites = args.sites or [str(ROOT / "build" / "site")]
    if args.python:
        compare_python(sites, args.runs)
        return
    results: dict[tuple[str, str], list[dict]] = {}
    with sync_playwright() as playwright:
        # the runs of the sites interleaved, so a busy moment of the machine falls on all
        for _ in range(args.runs):
            for site in sites:
                folder, _, app = site.partition("@")
                with served(Path(folder)) as (base, counter):
                    for window in args.windows:
                        run = first_visit(playwright, base, counter, window, app)
                        results.setdefault((site, window), []).append(run)
                        print(f"  {site} {window}: {run}", file=sys.stderr)
    print(f"median of {args.runs} cold first visits to {LESSON}, seconds from navigation")
    for window in args.windows:
        baseline = None
        for site in sites:
            runs = results[(site, window)]
            median = {
                key: statistics.median(r[key] for r in runs) for key in runs[0] if key != "view"
            }
            views = "/".join(sorted({r["view"] for r in runs}))
            baseline = baseline or median
            times = "  ".join(
                f"{key} {median[key]:5.1f} s"
                + (f" ({median[key] / baseline[key]:.2f}x)" if len(sites) > 1 else "")
                for key in ("lesson shown", "Python ready", "first live table")
            )
            print(
                f"{window:8} {site:30} {views:9} {times}  served {median['MB served']:.1f} MB"
                f"  browser {median['browser MB']:.0f} MB"
                f"  site {site_size(Path(site.partition('@')[0])):.1f} MB"
            )


if __name__ == "__main__":
    main()
