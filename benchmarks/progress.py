"""The learner's progress file and the teacher's class report, timed against baselines.

    python benchmarks/progress.py [--events N] [--json]

* **write per event**: :class:`koikoi_edu.learner.Store` recording self-checks one at a
  time (lock file, read, validate, write a temporary file, fsync, rename), on a fresh
  file and on a file already holding a heavy year's use (2,000 self-checks, 500
  puzzles); baseline: the naive way, ``json.dump`` straight over the file (no lock, no
  re-read, no fsync: a crash or a full disk can lose the file). Goal: under 20 ms.
* **class report**: ``read_class`` + ``summarize`` + the HTML page for 30 and for 1,000
  learners' files (each with 60 self-checks and 20 puzzles, two placement and final
  scores); baseline: only reading and parsing the same files with ``json.loads``.

Printed, never asserted: the medians, and the ratios to the baselines of the same run.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from koikoi_edu import learner  # noqa: E402
from koikoi_edu.classroom import read_class, summarize  # noqa: E402
from koikoi_edu.render.class_report import class_report_html  # noqa: E402


def a_year(rng: random.Random, checks: int, puzzles: int) -> dict:
    """A learner's progress with ``checks`` self-checks and ``puzzles`` puzzles."""
    data = learner.fresh(f"Learner {rng.randint(1, 999)}")
    for n in range(12):
        data["lessons"][f"{n:02d}-lesson"] = {"opened": "2026-12-01T10:00:00Z", "finished": None}
    data["checks"] = [
        {
            "lesson": f"{rng.randint(0, 11):02d}-lesson",
            "check": f"check-{i % 40}",
            "at": "2026-12-01T10:30:00Z",
            "right": rng.random() < 0.7,
            "attempts": rng.randint(1, 2),
            "hints": rng.randint(0, 1),
        }
        for i in range(checks)
    ]
    data["puzzles"] = [
        {
            "puzzle": f"bank-{i:04d}",
            "at": "2026-12-02T10:00:00Z",
            "solved": rng.random() < 0.5,
            "tries": 1,
            "themes": [rng.choice(["take-the-bright", "race-for-a-yaku", "block"])],
        }
        for i in range(puzzles)
    ]
    data["tests"]["placement"] = {"at": "x", "score": rng.randint(2, 8), "of": 12}
    data["tests"]["final"] = {"at": "x", "score": rng.randint(6, 12), "of": 12}
    return data


def per_event(folder: Path, start: dict, events: int) -> tuple[float, float]:
    """Median seconds per recorded self-check: the store's, and the naive dump's."""
    path = folder / learner.FILE_NAME
    path.write_text(learner.dumps(start))
    store = learner.Store(path)
    store_times, naive_times = [], []
    naive = folder / "naive.json"
    kept = json.loads(json.dumps(start))
    for i in range(events):
        t = time.perf_counter()
        store.record_check(f"c{i}", right=True, attempts=1, hints=0, lesson="03-a-turn")
        store_times.append(time.perf_counter() - t)
        t = time.perf_counter()
        kept["checks"].append({"lesson": "03-a-turn", "check": f"c{i}", "right": True})
        with open(naive, "w", encoding="utf-8") as f:
            json.dump(kept, f)
        naive_times.append(time.perf_counter() - t)
    return statistics.median(store_times), statistics.median(naive_times)


def class_of(folder: Path, learners: int) -> None:
    rng = random.Random(learners)
    for n in range(learners):
        home = folder / f"jupyter-user{n:04d}"
        home.mkdir(parents=True)
        (home / learner.FILE_NAME).write_text(json.dumps(a_year(rng, 60, 20)))


def report_time(folder: Path, repeats: int = 3) -> tuple[float, float]:
    """Median seconds of the whole report, and of only parsing the files."""
    report, parse = [], []
    for _ in range(repeats):
        t = time.perf_counter()
        class_report_html(summarize(read_class(folder)), "en")
        report.append(time.perf_counter() - t)
        t = time.perf_counter()
        for path in sorted(folder.rglob("*.json")):
            json.loads(path.read_bytes())
        parse.append(time.perf_counter() - t)
    return statistics.median(report), statistics.median(parse)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--events", type=int, default=100)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rng = random.Random(38)
    found: dict[str, float] = {}
    with tempfile.TemporaryDirectory(dir=Path.cwd()) as where:
        folder = Path(where)
        (folder / "fresh").mkdir()
        (folder / "heavy").mkdir()
        found["event_fresh_ms"], found["naive_fresh_ms"] = (
            1000 * x for x in per_event(folder / "fresh", learner.fresh(), args.events)
        )
        heavy = a_year(rng, 2000, 500)
        found["event_heavy_ms"], found["naive_heavy_ms"] = (
            1000 * x for x in per_event(folder / "heavy", heavy, args.events)
        )
        for learners in (30, 1000):
            cls = folder / f"class-{learners}"
            class_of(cls, learners)
            found[f"report_{learners}_s"], found[f"parse_{learners}_s"] = report_time(cls)
    if args.json:
        print(json.dumps({k: round(v, 4) for k, v in found.items()}))
        return
    print(f"progress write per event (median of {args.events}; goal < 20 ms)")
    for case in ("fresh", "heavy"):
        event, naive = found[f"event_{case}_ms"], found[f"naive_{case}_ms"]
        ratio = event / naive
        print(f"  {case:6} file: {event:7.2f} ms   naive json.dump {naive:6.2f} ms   x{ratio:.1f}")
    print("class report (read, sum up, HTML; median of 3)")
    for n in (30, 1000):
        report, parse = found[f"report_{n}_s"], found[f"parse_{n}_s"]
        ratio = report / parse
        print(f"  {n:5} learners: {report:7.3f} s   json.loads only {parse:6.3f} s   x{ratio:.1f}")


if __name__ == "__main__":
    main()
