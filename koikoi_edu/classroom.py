"""A class's progress files, read and summed up for the teacher's report.

A teacher collects the learners' ``koikoi-progress.json`` files (from a JupyterHub's home
folders, nbgrader's exchange, or files the learners exported) into one folder, in any
layout. :func:`read_class` reads every ``.json`` file under it (subfolders included,
symbolic links never followed, nothing written anywhere) and :func:`summarize` sums
them up: who finished which lessons, which self-checks and puzzle themes were missed
most, and the placement and final scores with each learner's gain, their mean and its
95% interval. A file that is not progress (broken, truncated, another program's, too
large, a link, not a regular file) is listed with the reason and skipped.

>>> summarize(read_class("/nonexistent")).learners
[]
"""

from __future__ import annotations

import math
import os
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from statistics import fmean, stdev
from typing import Any

from . import learner, writing
from .message import Msg

#: Student's t at 0.975 for 1 to 30 degrees of freedom (two-sided 95%).
_T975 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip
_Z975 = 1.959964


def t975(df: int) -> float:
    """Student's t quantile at 0.975 for ``df`` degrees of freedom: the table up to 30,
    then the Cornish-Fisher expansion (within 0.002 of the exact value).

    >>> t975(9), round(t975(60), 3)
    (2.262, 2.0)
    """
    if df < 1:
        raise ValueError("an interval needs two values or more")
    if df <= len(_T975):
        return _T975[df - 1]
    z = _Z975
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df * df)


@dataclass(frozen=True)
class Interval:
    """A mean with its 95% interval (Student's t), over ``n`` values."""

    mean: float
    low: float
    high: float
    n: int


def interval(values: Iterable[float]) -> Interval | None:
    """The mean of ``values`` with its 95% interval; None for fewer than two values.

    >>> i = interval([4, 6, 5, 5])
    >>> i.mean, round(i.low, 3), round(i.high, 3), i.n
    (5.0, 3.701, 6.299, 4)
    """
    xs = list(values)
    if len(xs) < 2:
        return None
    mean = fmean(xs)
    half = t975(len(xs) - 1) * stdev(xs) / math.sqrt(len(xs))
    return Interval(mean, mean - half, mean + half, len(xs))


@dataclass(frozen=True)
class Learner:
    """One learner's progress as the report shows it. ``name`` is the display name,
    or the folder the file was found in (a JupyterHub's home folder) where none is set."""

    file: str
    name: str
    opened: tuple[str, ...]
    finished: tuple[str, ...]
    checks: int
    checks_right: int
    puzzles: int
    puzzles_solved: int
    rating: float
    placement: int | None
    final: int | None

    @property
    def gain(self) -> int | None:
        """Final minus placement score, where both were taken."""
        if self.placement is None or self.final is None:
            return None
        return self.final - self.placement


@dataclass(frozen=True)
class Missed:
    """A self-check (``id``, of ``lesson``) or a puzzle theme (``id``, no lesson): how
    often it was tried and missed."""

    id: str
    tried: int
    missed: int
    lesson: str = ""

    @property
    def rate(self) -> float:
        return self.missed / self.tried

    @property
    def key(self) -> str:
        """The self-check with its lesson, as ``class-report --json`` names it."""
        return f"{self.lesson}: {self.id}" if self.lesson else self.id

    @property
    def surely_missed(self) -> float:
        """The lower end of the 95% Wilson interval of the share missed: the share the
        class misses at least, by what was seen. One try missed gives 0.21, 8 of 10
        missed 0.49: a share seen over few tries counts for less.

        >>> round(Missed("x", 1, 1).surely_missed, 2), round(Missed("y", 10, 8).surely_missed, 2)
        (0.21, 0.49)
        """
        n, p, z = self.tried, self.rate, _Z975
        centre = p + z * z / (2 * n)
        spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
        return (centre - spread) / (1 + z * z / n)


@dataclass
class Class:
    """What :func:`read_class` found: each learner's progress, by file, and the files
    skipped with why."""

    files: list[tuple[str, learner.Data]] = field(default_factory=list)
    skipped: list[tuple[str, Msg]] = field(default_factory=list)


def _why(e: OSError) -> Msg:
    if isinstance(e, writing.NotAFileError):
        return learner.not_a_file(e)
    return Msg("progress.unreadable", why=e.strerror or str(e))


def read_class(folder: str | os.PathLike[str]) -> Class:
    """Every ``.json`` file under ``folder`` read as a learner's progress, in path order.
    Symbolic links (to files or folders) are listed, never followed."""
    root = Path(folder)
    found = Class()
    for top, folders, names in os.walk(root, followlinks=False):
        folders.sort()
        for name in sorted(names):
            if not name.lower().endswith(".json"):
                continue
            path = Path(top) / name
            shown = path.relative_to(root).as_posix()
            try:
                found.files.append((shown, learner.parse(writing.read_bytes(path))))
            except learner.ProgressError as e:
                found.skipped.append((shown, e.msg))
            except OSError as e:
                found.skipped.append((shown, _why(e)))
    return found


def _score(data: learner.Data, test: str) -> int | None:
    taken = data["tests"].get(test)
    return None if taken is None else int(taken["score"])


def _learner(file: str, data: learner.Data) -> Learner:
    lessons = data["lessons"]
    checks = data["checks"]
    puzzles = data["puzzles"]
    folder = Path(file).parent.name or Path(file).stem
    return Learner(
        file=file,
        name=data["learner"].strip() or folder,
        opened=tuple(sorted(k for k, v in lessons.items() if v.get("opened"))),
        finished=tuple(sorted(k for k, v in lessons.items() if v.get("finished"))),
        checks=len(checks),
        checks_right=sum(c["right"] and c["attempts"] <= 1 for c in checks),
        puzzles=len({p["puzzle"] for p in puzzles}),
        puzzles_solved=len({p["puzzle"] for p in puzzles if p["solved"]}),
        rating=float(data["rating"]["value"]),
        placement=_score(data, "placement"),
        final=_score(data, "final"),
    )


@dataclass(frozen=True)
class Summary:
    """The class in figures: see :func:`summarize`."""

    learners: list[Learner]
    skipped: list[tuple[str, Msg]]
    finished: dict[str, int]
    checks_missed: list[Missed]
    themes_missed: list[Missed]
    placement: Interval | None
    final: Interval | None
    gain: Interval | None

    def means(self) -> dict[str, float | None]:
        """The placement, final and gain means (None where nobody took both)."""
        placement = [x.placement for x in self.learners if x.placement is not None]
        final = [x.final for x in self.learners if x.final is not None]
        gains = [x.gain for x in self.learners if x.gain is not None]
        return {
            "placement_mean": round(fmean(placement), 2) if placement else None,
            "final_mean": round(fmean(final), 2) if final else None,
            "gain_mean": round(fmean(gains), 2) if gains else None,
        }


def _most_missed(
    tried: Counter[tuple[str, str]], missed: Counter[tuple[str, str]], n: int
) -> list[Missed]:
    """The ``n`` missed most of what was tried, keyed (lesson, id): ranked by
    :attr:`Missed.surely_missed`, then by the number missed, so that one try missed
    does not rank above a share missed over many tries."""
    found = [Missed(k[1], tried[k], missed[k], k[0]) for k in tried if missed[k]]
    found.sort(key=lambda m: (-m.surely_missed, -m.missed, m.lesson, m.id))
    return found[:n]


def summarize(found: Class, top: int = 10) -> Summary:
    """The class in figures: each learner, the learners who finished each lesson, the
    ``top`` self-checks and puzzle themes missed most (a self-check is missed unless right
    at the first answer, a puzzle unless solved; ranked by the lower end of the 95% Wilson
    interval of the share of tries missed, :attr:`Missed.surely_missed`), and
    the placement, final and gain means with their 95% intervals."""
    learners = [_learner(f, d) for f, d in found.files]
    finished: Counter[str] = Counter(k for x in learners for k in x.finished)
    tried: Counter[tuple[str, str]] = Counter()
    missed: Counter[tuple[str, str]] = Counter()
    theme_tried: Counter[tuple[str, str]] = Counter()
    theme_missed: Counter[tuple[str, str]] = Counter()
    for _, data in found.files:
        for c in data["checks"]:
            key = (c["lesson"] or "", c["check"])
            tried[key] += 1
            missed[key] += not (c["right"] and c["attempts"] <= 1)
        for p in data["puzzles"]:
            themes = p.get("themes")
            for theme in themes if isinstance(themes, list) else ():
                theme_tried["", str(theme)] += 1
                theme_missed["", str(theme)] += not p["solved"]
    return Summary(
        learners=learners,
        skipped=list(found.skipped),
        finished=dict(sorted(finished.items())),
        checks_missed=_most_missed(tried, missed, top),
        themes_missed=_most_missed(theme_tried, theme_missed, top),
        placement=interval(x.placement for x in learners if x.placement is not None),
        final=interval(x.final for x in learners if x.final is not None),
        gain=interval(x.gain for x in learners if x.gain is not None),
    )


def as_json(summary: Summary, say: Any) -> dict[str, Any]:
    """The summary as ``class-report --json`` prints it (docs/teaching.md); ``say`` turns a
    skipped file's reason into words."""

    def spread(i: Interval | None) -> list[float] | None:
        return None if i is None else [round(i.low, 2), round(i.high, 2)]

    return {
        "learners": len(summary.learners),
        "skipped": [{"file": f, "why": say(why)} for f, why in summary.skipped],
        "finished": summary.finished,
        **summary.means(),
        "gain_interval": spread(summary.gain),
        "checks_missed": [
            {"check": m.key, "tried": m.tried, "missed": m.missed} for m in summary.checks_missed
        ],
        "themes_missed": [
            {"theme": m.id, "tried": m.tried, "missed": m.missed} for m in summary.themes_missed
        ],
        "per_learner": [
            {
                "file": x.file,
                "name": x.name,
                "finished": list(x.finished),
                "placement": x.placement,
                "final": x.final,
                "gain": x.gain,
                "rating": round(x.rating),
            }
            for x in summary.learners
        ],
    }
