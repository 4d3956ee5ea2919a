"""Screenshots of the puzzles and of progress, for the docs and the issues' closing notes.

    PYTHONPATH=$PWD .venv/bin/python scripts/screenshots.py            # all, en ru uk
    PYTHONPATH=$PWD .venv/bin/python scripts/screenshots.py --only progress --lang ru

Everything is seeded, so a second run gives the same pictures (up to font rendering):

* ``docs/screenshots/puzzles/``: a :class:`~koikoi_edu.widgets.puzzle_view.PuzzleView`
  in a real JupyterLab (headless Chromium, this interpreter as the kernel), answered by
  clicks on the cards as a learner answers it: right (the card the puzzle file gives as
  its answer), wrong (a card that is not: the hint, then a second wrong try and the
  answer with the numbers), the daily puzzle of a fixed date, and a retry of one's own
  mistake: a round against the beginner clicked to its end on the play table, "Review
  my round", "Retry my mistakes", a card clicked, "Show the answer".
* ``docs/screenshots/progress/``: the learner's page (``my_progress`` in JupyterLab) of
  a learner whose progress file is made by the store's own events under a fixed clock
  (lessons, self-checks, bank puzzles, reviews, the placement and final checks, the
  drill), and the teacher's class report (``koikoi-edu class-report``) of 30 generated
  learners with 3 broken files among them, as tests/test_class_report.py makes them.

Each picture is cropped to the widget or the page at about 1000 pixels wide.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent))  # scripts/ is not a package
from chromium import launch  # noqa: E402
from jupyter_lab import KERNEL_NAME, jupyterlab, write_notebook  # noqa: E402
from jupyter_lab import redrawn as table_redrawn  # noqa: E402

from koikoi_edu import learner  # noqa: E402
from koikoi_edu.placement import KINDS  # noqa: E402
from koikoi_edu.puzzle import bank, from_entry  # noqa: E402
from koikoi_edu.widgets.puzzle_view import PuzzleView  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("en", "ru", "uk")
#: The window: JupyterLab's notebook then draws a cell's output about 1000 pixels wide.
VIEWPORT = {"width": 1120, "height": 900}
#: Milliseconds to wait for JupyterLab, a kernel or a redraw (the review searches).
WAIT_MS = 300_000

#: The puzzles shown, as PuzzleView's arguments: one answered right, one wrong twice.
RIGHT = {"count": 1, "seed": 1}
WRONG = {"theme": "take-the-bright", "count": 1, "seed": 0}
DAY = date(2026, 12, 6)
#: The round played to its end on the play table, then reviewed and retried.
TABLE = ("beginner", 2)
#: What the generated class's display names begin with, by language.
NAMES = {"en": "Learner", "ru": "Ученик", "uk": "Учень"}
#: The self-checks, as the package records them (ids, said in the reader's language).
CHECKS = ["pile-points", "round-points", "which-take"]
#: The moment the generated progress begins, and the day the learner's page is seen.
START = datetime(2026, 11, 23, 16, 0, tzinfo=UTC)


# -- a notebook in JupyterLab ---------------------------------------------------------


def run_all(browser, lab, notebook: str, shown: str, count: int):
    """Open ``notebook`` in the lab, run all its cells; the page once ``count`` elements
    matching ``shown`` are drawn and the kernel is idle."""
    page = browser.new_page(viewport=VIEWPORT)
    page.goto(f"{lab.url}/lab/tree/{notebook}?reset&token={lab.token}", timeout=WAIT_MS)
    page.get_by_text(f"{KERNEL_NAME} | Idle", exact=True).wait_for(timeout=WAIT_MS)
    if page.locator("#jp-left-stack:visible").count():  # the file browser: more room
        page.keyboard.press("Control+b")
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.locator(shown).nth(count - 1).wait_for(timeout=WAIT_MS)
    page.get_by_text(f"{KERNEL_NAME} | Idle", exact=True).wait_for(timeout=WAIT_MS)
    page.wait_for_timeout(1000)  # fonts and card pictures
    return page


def redrawn(page, view, action: Callable[[], object]) -> None:
    """Run ``action`` (a click) and wait for Python's redraw of the table ``view``, then
    for its pictures to settle."""
    table_redrawn(page, view, action, WAIT_MS)
    page.wait_for_timeout(300)


def shoot(element, path: Path, through=None) -> None:
    """A picture of ``element`` alone (down through the element ``through``, when
    given), the window made tall enough to hold it whole."""
    page = element.page
    last = through or element
    top, bottom = element.bounding_box(), last.bounding_box()
    assert top is not None and bottom is not None, f"nothing to see for {path.name}"
    height = bottom["y"] + bottom["height"] - top["y"]
    page.set_viewport_size({**VIEWPORT, "height": max(VIEWPORT["height"], int(height) + 300)})
    element.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(500)
    top, bottom = element.bounding_box(), last.bounding_box()
    assert top is not None and bottom is not None
    x = min(top["x"], bottom["x"])
    clip = {
        "x": x,
        "y": top["y"],
        "width": max(top["x"] + top["width"], bottom["x"] + bottom["width"]) - x,
        "height": bottom["y"] + bottom["height"] - top["y"],
    }
    page.screenshot(path=str(path), clip=clip, animations="disabled", caret="hide")
    page.set_viewport_size(VIEWPORT)
    squeeze(path)


def squeeze(path: Path) -> None:
    """256 colours hold text, charts and the card pictures, at a third of the bytes."""
    with Image.open(path) as shot:
        small = shot.convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT)
    small.save(path, optimize=True)
    print(path, f"{path.stat().st_size // 1024} kB")


# -- the puzzles ---------------------------------------------------------------------


def click_card(page, view, card: str) -> None:
    target = view.locator(f'[data-card="{card}"], button[data-control="{card}"]').first
    redrawn(page, view, target.click)


def play_to_the_end(page, view) -> None:
    """Click through a whole round as a hurried learner: Next while a turn is shown,
    Stop at a decision, else the first card the table asks for."""
    for _ in range(300):
        if view.locator(".koikoi-settlement").count():
            return
        step = view.locator("button[data-control=next]:not([disabled])")
        stop = view.locator("button[data-control=stop]")
        card = view.locator("button.kk-pick")
        target = step if step.count() else stop if stop.count() else card
        redrawn(page, view, target.first.click)
    raise RuntimeError("the round did not end in 300 clicks")


def puzzles(browser, lab, root: Path, lang: str, out: Path) -> None:
    right = PuzzleView(**RIGHT).puzzle
    wrong = PuzzleView(**WRONG).puzzle
    misses = [c for c in wrong.choices if c != wrong.answer][:2]
    notebook = f"puzzles-{lang}.ipynb"
    write_notebook(
        root / notebook,
        [
            "from datetime import date\n\n"
            "from koikoi_edu.widgets.play_table import PlayTable\n"
            "from koikoi_edu.widgets.puzzle_view import PuzzleView",
            f"PuzzleView(**{RIGHT!r}, lang={lang!r})",
            f"PuzzleView(**{WRONG!r}, lang={lang!r})",
            f"PuzzleView(daily=date({DAY.year}, {DAY.month}, {DAY.day}), lang={lang!r})",
            f"PlayTable({TABLE[0]!r}, seed={TABLE[1]}, lang={lang!r})",
        ],
    )
    page = run_all(browser, lab, notebook, ".kk-view", 4)
    views = page.locator(".kk-view")
    view = views.nth(0)
    click_card(page, view, right.answer)
    shoot(view, out / f"{lang}-1-right.png")
    view = views.nth(1)
    click_card(page, view, misses[0])
    shoot(view, out / f"{lang}-2-wrong-hint.png")
    click_card(page, view, misses[1])
    shoot(view, out / f"{lang}-3-wrong-answer.png")
    shoot(views.nth(2), out / f"{lang}-4-daily.png")
    table = views.nth(3)
    play_to_the_end(page, table)
    redrawn(page, table, table.locator("button[data-control=review]").click)
    table.locator("button[data-control=retry]").click()
    views.nth(4).wait_for(timeout=WAIT_MS)
    page.get_by_text(f"{KERNEL_NAME} | Idle", exact=True).wait_for(timeout=WAIT_MS)
    retry = views.nth(4)
    page.wait_for_timeout(1000)
    shoot(page.locator(".koikoi-review").first, out / f"{lang}-5-retry.png", through=retry)
    redrawn(page, retry, retry.locator("button.kk-pick, button[data-control=stop]").first.click)
    shoot(retry, out / f"{lang}-6-retry-tried.png")
    show = retry.locator("button[data-control=show]:not([disabled])")
    if show.count():
        redrawn(page, retry, show.click)
        shoot(retry, out / f"{lang}-7-retry-answer.png")
    page.close()


# -- progress ---------------------------------------------------------------------------


class Clock:
    """A fixed clock the generated events move on by hand."""

    def __init__(self, start: datetime) -> None:
        self.moment = start

    def __call__(self) -> datetime:
        return self.moment

    def wait(self, **gap: float) -> None:
        self.moment += timedelta(**gap)


def a_learner(path: Path) -> None:
    """Two weeks of one learner's course, written by the store's own events: lessons
    00-08 opened and 00-07 finished, self-checks (some missed), the placement check
    and the final one after lesson 07, bank puzzles from lesson 03 on (the rating moves
    by Glicko-2), a reviewed round after each lesson from 03, the drill."""
    rng = random.Random(36)
    clock = Clock(START)
    store = learner.Store(path, clock=clock)
    store.set_learner("Aiko")
    store.record_test("placement", 5, 12, {k: rng.random() < 0.45 for k in KINDS})
    lessons = sorted(p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
    entries = bank("teaching")
    for n, lesson in enumerate(lessons[:9]):
        clock.wait(hours=20)
        store.open_lesson(lesson)
        for check in CHECKS[: 1 + n % 3]:
            clock.wait(minutes=7)
            right = rng.random() < 0.55 + 0.07 * n
            store.record_check(check, right=right, attempts=1 if right else 2, hints=int(not right))
        if n < 8:
            clock.wait(minutes=25)
            store.finish_lesson(lesson)
        if n == 7:
            store.record_test("final", 10, 12, {k: rng.random() < 0.85 for k in KINDS})
        if n >= 3:
            for entry in rng.sample(entries, 3):
                clock.wait(minutes=3)
                p = from_entry(entry)
                solved = rng.random() < 0.3 + 0.08 * (n - 3)  # better lesson by lesson
                store.record_puzzle(
                    p.id, solved=solved, tries=1 if solved else 2, rating=p.rating or 1500,
                    themes=list(p.themes),
                )  # fmt: skip
            clock.wait(minutes=10)
            store.record_review(
                f"teaching, seed {n}, round 1", round(rng.uniform(2, 12) / (n - 2), 1)
            )
    clock.wait(hours=2)
    store.record_drill(
        {
            "card:pine-crane": (3, DAY + timedelta(days=4)),
            "card:clover-boar": (1, DAY),
            "card:maple-deer": (2, DAY - timedelta(days=1)),
            "yaku:boar-deer-butterflies": (1, DAY),
        }
    )


def a_class(folder: Path, lang: str) -> None:
    """30 learners' files in home folders, seeded, and 3 broken files among them (one
    truncated, one another program's JSON, one a link to a file outside the folder), as
    a teacher copies them from a JupyterHub. The display names are the class's language's
    word for a learner and a number; one learner in seven set none."""
    rng = random.Random(38)
    lessons = sorted(p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))[:8]
    checks = CHECKS
    entries = bank("teaching")
    for n in range(30):
        data = learner.fresh("" if n % 7 == 0 else f"{NAMES[lang]} {n + 1:02d}")
        reached = rng.randint(2, len(lessons))
        for k, lesson in enumerate(lessons[:reached]):
            day = f"2026-11-{20 + k:02d}"
            done = k < reached - 1 or rng.random() < 0.5
            data["lessons"][lesson] = {
                "opened": f"{day}T10:00:00Z",
                "finished": f"{day}T11:00:00Z" if done else None,
            }
            for check in checks[: rng.randint(0, 3)]:
                right = rng.random() < 0.5 + 0.05 * k
                data["checks"].append(
                    {
                        "lesson": lesson,
                        "check": check,
                        "at": f"{day}T10:30:00Z",
                        "right": right,
                        "attempts": 1 if right else 2,
                        "hints": 0 if right else 1,
                    }
                )
        if n % 5:
            placement = rng.randint(2, 8)
            data["tests"]["placement"] = {
                "at": "2026-11-20T10:00:00Z",
                "score": placement,
                "of": 12,
            }
            if reached >= 6 and n % 4:  # the final check, of those far into the course
                final = min(12, placement + rng.randint(0, 5))
                data["tests"]["final"] = {"at": "2026-12-05T10:00:00Z", "score": final, "of": 12}
        home = folder / f"jupyter-user{n + 1:02d}"
        home.mkdir(parents=True)
        (home / learner.FILE_NAME).write_text(json.dumps(learner.validate(data)))
        clock = Clock(START + timedelta(days=9))
        store = learner.Store(home / learner.FILE_NAME, clock=clock)
        skill = rng.uniform(0.3, 0.8)
        for entry in rng.sample(entries, rng.randint(0, 8)):  # the rating moves by Glicko-2
            clock.wait(minutes=4)
            solved = rng.random() < skill
            store.record_puzzle(
                entry["id"], solved=solved, tries=1 if solved else 2, rating=entry["rating"],
                themes=list(entry["themes"]),
            )  # fmt: skip
    (folder / "jupyter-broken").mkdir()
    (folder / "jupyter-broken" / learner.FILE_NAME).write_text('{"format": "koikoi-edu-pro')
    (folder / "exported").mkdir()
    (folder / "exported" / "notes.json").write_text('{"cells": []}')
    outside = folder.parent / "elsewhere.json"
    outside.write_text(json.dumps(learner.fresh("not in the class")))
    (folder / "exported" / "linked.json").symlink_to(outside)


def progress(browser, lab, root: Path, lang: str, out: Path) -> None:
    folder = root / f"progress-{lang}"
    folder.mkdir()
    a_learner(folder / learner.FILE_NAME)
    lessons = ROOT / "notebooks" / ("" if lang == "en" else lang)
    for lesson in sorted(lessons.glob("[0-9][0-9]-*.ipynb")):  # the page lists them
        write_notebook(folder / lesson.name, [])
    write_notebook(
        folder / "my-progress.ipynb",
        [
            "from datetime import date\n\n"
            "from koikoi_edu.widgets.learner_page import my_progress\n\n"
            f"my_progress(lang={lang!r}, today=date({DAY.year}, {DAY.month}, {DAY.day}))"
        ],
    )
    page = run_all(browser, lab, f"{folder.name}/my-progress.ipynb", ".jp-OutputArea-output", 1)
    shoot(page.locator(".jp-OutputArea-output").first, out / f"{lang}-learner-page.png")
    page.close()

    folder = root / f"class-{lang}"
    a_class(folder, lang)
    report = root / f"class-report-{lang}.html"
    subprocess.run(
        [sys.executable, "-m", "koikoi_edu", "--lang", lang, "class-report", str(folder),
         "--out", str(report)],
        check=True, cwd=root,
    )  # fmt: skip
    page = browser.new_page(viewport={"width": 1000, "height": 900})
    page.goto(report.as_uri())
    page.wait_for_timeout(500)
    # the whole page, the part of a table wider than the window included
    page.screenshot(path=str(out / f"{lang}-class-report.png"), full_page=True)
    squeeze(out / f"{lang}-class-report.png")
    page.close()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", choices=("puzzles", "progress"), help="one of the two sets")
    ap.add_argument("--lang", nargs="+", choices=LANGS, default=list(LANGS))
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    a = ap.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="koikoi-shots-") as tmp:
        root, home = Path(tmp) / "lab", Path(tmp) / "home"
        root.mkdir()
        with jupyterlab(root, home, render_all=True) as lab, sync_playwright() as p:
            browser = launch(p)
            for lang in a.lang:
                for name, make in (("puzzles", puzzles), ("progress", progress)):
                    if a.only in (None, name):
                        (a.out / name).mkdir(parents=True, exist_ok=True)
                        make(browser, lab, root, lang, a.out / name)
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
