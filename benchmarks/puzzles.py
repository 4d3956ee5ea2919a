"""How fast a puzzle is checked and shown, against a scenario's check in the same run.

    python benchmarks/puzzles.py [--repeat R] [--json]

Goals (issue 36): ``koikoi-edu puzzles check`` of one teacher puzzle in under 5 s, and the
next puzzle shown in under 100 ms after the previous one is solved. Timed, each the best
of ``--repeat`` runs (a shared machine only ever makes code slower):

* ``check example``: ``puzzles check`` of docs/puzzles.md's example (verified by search),
  in-process, as the command runs it;
* ``check exact`` and ``check search``: the shipped puzzles that took longest to verify
  exactly and by search (most deals), written as puzzle files and checked;
* ``next puzzle``: a bank entry read as a puzzle and its view, question and choices said
  (what the terminal's ``puzzle`` does between two puzzles), over the first 50 entries;
* ``view next`` and ``view next, slowest``: on a :class:`PuzzleView` of 50 puzzles of
  the whole bank, each solved, the click on "Next puzzle" until the next one is drawn
  (the mean over the set, and its slowest click, each the best of the runs);
* the baseline, ``check scenario``: ``koikoi-edu check`` of a shipped scenario, which
  reads and replays one file as a puzzle check does before it searches.

Speed is printed, never asserted.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from importlib import resources
from pathlib import Path

from koikoi_edu.cli import main
from koikoi_edu.puzzle import EXAMPLE, bank, from_entry, puzzle_toml
from koikoi_edu.widgets import PuzzleView
from koikoi_edu.words.puzzle import question, view_lines

CHECK_GOAL = 5.0
SHOW_GOAL = 0.1


def best_of(repeat: int, run: Callable[[], object]) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def quietly(argv: list[str]) -> int:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return main(argv)


def measure(repeat: int) -> dict[str, float]:
    entries = bank()
    folder = Path(tempfile.mkdtemp())
    files = {"check example": folder / "example.toml"}
    files["check example"].write_text(EXAMPLE, encoding="utf-8")
    for method in ("exact", "search"):
        found = [e for e in entries if e["method"] == method]
        if found:
            slowest = max(found, key=lambda e: e["samples"] * len(e["values"]))
            files[f"check {method}"] = folder / f"{slowest['id']}.toml"
            files[f"check {method}"].write_text(puzzle_toml(slowest), encoding="utf-8")
    scenario = resources.files("koikoi_edu") / "scenarios" / "boar-deer-butterflies.toml"
    results = {
        "check scenario": best_of(repeat, lambda: quietly(["check", str(scenario)])),
    }
    for name, path in files.items():
        results[name] = best_of(repeat, lambda p=path: quietly(["puzzles", "check", str(p)]))
    shown = entries[:50]

    def show_all() -> None:
        for e in shown:
            p = from_entry(e)
            view_lines(p.view, "en")
            question(p, "en")
            p.choices  # noqa: B018  # the choices are what the learner clicks

    if shown:
        results["next puzzle"] = best_of(repeat, show_all) / len(shown)
    clicks = [view_next_clicks(len(shown)) for _ in range(repeat)]
    results["view next"] = min(sum(c) / len(c) for c in clicks)
    results["view next, slowest"] = min(max(c) for c in clicks)
    return results


def view_next_clicks(count: int) -> list[float]:
    """Each "Next puzzle" click's time on a fresh view of ``count`` bank puzzles, every
    puzzle solved before it (progress off: recording an answer comes before the click)."""
    os.environ["KOIKOI_PROGRESS"] = "off"
    view = PuzzleView(count=count, seed=0)
    times = []
    for _ in range(len(view.puzzles) - 1):
        view.answer(view.puzzle.answer)
        start = time.perf_counter()
        view.click("control", "next")
        times.append(time.perf_counter() - start)
    return times


def main_(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    results = measure(args.repeat)
    base = results["check scenario"]
    if args.json:
        print(json.dumps({"seconds": results, "baseline": "check scenario"}, indent=2))
        return 0
    for name, seconds in results.items():
        goal = SHOW_GOAL if "next" in name else CHECK_GOAL
        mark = "" if name == "check scenario" else f"  (goal < {goal:g} s)"
        print(f"{name:>18}: {seconds * 1000:9.1f} ms  {seconds / base:7.1f} x baseline{mark}")
    return 0


if __name__ == "__main__":
    sys.exit(main_())
