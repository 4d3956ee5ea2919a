"""The learner's progress file and the teacher's class report, timed against baselines.

    python benchmarks/progress.py [--events N] [--json] [--events-only]

* **write per event**: :class:`koikoi_edu.learner.Store` recording self-checks one at a
  time (lock file, the file re-read only if another writer changed it, the new record
  encoded, a temporary file written, fsync, rename), on a fresh file and on a file
  already holding a heavy year's use (2,000 self-checks, 500 puzzles). Baselines: the
  same store encoding the whole file for each event (``Store.update`` told nothing of
  what changed: how every event was written before :class:`koikoi_edu.learner.Encoded`),
  and the naive way, ``json.dump`` straight over the file (no lock, no fsync: a crash or
  a full disk can lose the file). Goal: under 20 ms.
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


def per_event(folder: Path, start: dict, events: int) -> tuple[float, float, float]:
    """Median seconds per recorded self-check: the store's, the store's encoding the
    whole file, and the naive dump's (taken in turn, so the machine's load is shared)."""
    path, whole_path = folder / learner.FILE_NAME, folder / "whole.json"
    path.write_text(learner.dumps(start))
    whole_path.write_text(learner.dumps(start))
    store, whole = learner.Store(path), learner.Store(whole_path)
    store_times, whole_times, naive_times = [], [], []
    naive = folder / "naive.json"
    kept = json.loads(json.dumps(start))
    for i in range(events):
        t = time.perf_counter()
        store.record_check(f"c{i}", right=True, attempts=1, hints=0, lesson="03-a-turn")
        store_times.append(time.perf_counter() - t)
        record = {"lesson": "03-a-turn", "check": f"c{i}", "at": whole.now(), "right": True}
        record.update(attempts=1, hints=0)
        t = time.perf_counter()
        whole.update(lambda d, r=record: d["checks"].append(r))
        whole_times.append(time.perf_counter() - t)
        t = time.perf_counter()
        kept["checks"].append({"lesson": "03-a-turn", "check": f"c{i}", "right": True})
        with open(naive, "w", encoding="utf-8") as f:
            json.dump(kept, f)
        naive_times.append(time.perf_counter() - t)
    return tuple(statistics.median(x) for x in (store_times, whole_times, naive_times))


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
    parser.add_argument("--events-only", action="store_true", help="no class report (JSON)")
    args = parser.parse_args()
    rng = random.Random(38)
    found: dict[str, float] = {}
    with tempfile.TemporaryDirectory(dir=Path.cwd()) as where:
        folder = Path(where)
        (folder / "fresh").mkdir()
        (folder / "heavy").mkdir()
        heavy = a_year(rng, 2000, 500)
        for case, start in (("fresh", learner.fresh()), ("heavy", heavy)):
            times = per_event(folder / case, start, args.events)
            for name, seconds in zip(("event", "whole", "naive"), times, strict=True):
                found[f"{name}_{case}_ms"] = 1000 * seconds
        if args.events_only:
            print(json.dumps({k: round(v, 3) for k, v in found.items()}))
            return
        for learners in (30, 1000):
            cls = folder / f"class-{learners}"
            class_of(cls, learners)
            found[f"report_{learners}_s"], found[f"parse_{learners}_s"] = report_time(cls)
    if args.json:
        print(json.dumps({k: round(v, 4) for k, v in found.items()}))
        return
    print(f"progress write per event (median of {args.events}; goal < 20 ms)")
    for case in ("fresh", "heavy"):
        event, whole = found[f"event_{case}_ms"], found[f"whole_{case}_ms"]
        naive = found[f"naive_{case}_ms"]
        print(
            f"  {case:6} file: {event:7.2f} ms   whole file encoded {whole:6.2f} ms"
            f" (x{event / whole:.2f})   naive json.dump {naive:6.2f} ms (x{event / naive:.1f})"
        )
    print("class report (read, sum up, HTML; median of 3)")
    for n in (30, 1000):
        report, parse = found[f"report_{n}_s"], found[f"parse_{n}_s"]
        ratio = report / parse
        print(f"  {n:5} learners: {report:7.3f} s   json.loads only {parse:6.3f} s   x{ratio:.1f}")


if __name__ == "__main__":
    main()
