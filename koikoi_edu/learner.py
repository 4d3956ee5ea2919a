"""A learner's progress, kept across kernel restarts and days: one JSON file a learner.

The file is ``koikoi-progress.json`` in the lessons folder (the folder of the running
notebook, which is the kernel's working folder), or the file the environment variable
``KOIKOI_PROGRESS`` names (``off`` turns the store off). Its format is public
(docs/teaching.md, "The progress file"): a format name and a schema version, the
learner's display name (nothing else personal), the lessons opened and finished, every
self-check settled (right or not, after how many answers, with the hint or not), every
puzzle tried (and the learner's Glicko-2 rating, :mod:`koikoi_edu.rating`), the drill's
Leitner boxes with their due dates (:mod:`koikoi_edu.drill`), the points lost in each
reviewed round, and the scores of the placement and final checks
(:mod:`koikoi_edu.placement`).

A :class:`Store` changes the file one event at a time, and each event is applied to the
file as it is on disk at that moment: the store takes a lock file (created with
``O_EXCL``; a lock older than :data:`STALE_LOCK` seconds is a crashed writer's and is
broken), reads the file, applies the event and writes the whole file with
:mod:`koikoi_edu.writing` (a temporary file and a rename, never through a symbolic
link). So two kernels writing the same folder never lose each other's updates, and a
full disk or a crash leaves the old file whole. (A store that wrote the file last, and
finds it with the same inode, size and time, uses what it wrote instead of reading it
again: any other writer's rename gives the file a new inode.) The reading is tolerant: keys it does
not know are kept when the file is written again. A file that is not progress (not
JSON, truncated, another program's, a newer version's, a symbolic link) is kept aside
under a new name, never overwritten, and a fresh file is begun; :attr:`Store.notices`
holds the one line that says so.

>>> import tempfile
>>> from pathlib import Path
>>> with tempfile.TemporaryDirectory() as folder:
...     store = Store(Path(folder) / FILE_NAME)
...     _ = store.open_lesson("00-start-here")
...     data = store.record_check("pile-points-1", right=False, attempts=2, hints=1)
...     data["checks"][0]["lesson"], data["checks"][0]["right"], data["version"]
('00-start-here', False, 1)
"""

from __future__ import annotations

import copy
import errno
import json
import math
import os
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from . import writing
from .errors import KoikoiError
from .message import Code, Msg
from .rating import Rating, solve

#: The file's name in the lessons folder.
FILE_NAME = "koikoi-progress.json"
#: The environment variable naming another file (or ``off``).
ENVIRONMENT = "KOIKOI_PROGRESS"
#: What the file's ``format`` key says.
FORMAT = "koikoi-edu-progress"
#: The schema version this package writes.
VERSION = 1
#: Seconds after which a lock file is taken to be a crashed writer's and broken.
STALE_LOCK = 10.0
#: The largest file read as progress (a learner's years of events are far smaller).
MAX_BYTES = 20_000_000
#: The placement and final checks, by the key under ``tests``.
TESTS = ("placement", "final")

Data = dict[str, Any]


class ProgressError(KoikoiError):
    """Bytes that are not a learner's progress: :attr:`msg` says what is wrong, and where."""


def fresh(learner: str = "") -> Data:
    """The progress of a learner who has done nothing yet."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "learner": learner,
        "lessons": {},
        "checks": [],
        "puzzles": [],
        "rating": {"value": 1500.0, "deviation": 350.0, "volatility": 0.06},
        "tests": {"placement": None, "final": None},
    }


# -- reading: what a progress file must hold ------------------------------------------------


def _bad(key: str) -> ProgressError:
    return ProgressError(Msg("progress.bad-key", key=Code(key)))


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _is_number(x: object) -> bool:
    return (_is_int(x) or isinstance(x, float)) and math.isfinite(x)  # type: ignore[arg-type]


def _is_text(x: object) -> bool:
    return isinstance(x, str)


def _is_time(x: object) -> bool:
    return x is None or isinstance(x, str)


def _is_flag(x: object) -> bool:
    return isinstance(x, bool)


def _is_count(x: object) -> bool:
    return _is_int(x) and x >= 0  # type: ignore[operator]


#: The keys each kind of record must hold, with what each holds.
_RECORDS: dict[str, dict[str, Callable[[object], bool]]] = {
    "lessons": {"opened": _is_time, "finished": _is_time},
    "checks": {
        "lesson": _is_text,
        "check": _is_text,
        "at": _is_text,
        "right": _is_flag,
        "attempts": _is_count,
        "hints": _is_count,
    },
    "puzzles": {"puzzle": _is_text, "at": _is_text, "solved": _is_flag, "tries": _is_count},
    "rating": {"value": _is_number, "deviation": _is_number},
    "test": {"at": _is_text, "score": _is_count, "of": _is_count},
    "reviews": {"at": _is_text, "round": _is_text, "lost": _is_number},
    "drill": {"box": _is_count, "due": _is_text},
}


def _check_record(record: object, kind: str, where: str) -> None:
    if not isinstance(record, dict):
        raise _bad(where)
    for key, ok in _RECORDS[kind].items():
        if key not in record or not ok(record[key]):
            raise _bad(f"{where}.{key}")


def validate(data: object) -> Data:
    """``data`` itself if it is a learner's progress (extra keys allowed anywhere);
    a :class:`ProgressError` naming the first key that is wrong otherwise. Optional
    keys of this package (``reviews``, ``drill``) are checked where present."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ProgressError(Msg("progress.foreign"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _bad("version")
    if version > VERSION:
        raise ProgressError(Msg("progress.newer", version=version))
    if not isinstance(data.get("learner"), str):
        raise _bad("learner")
    lessons = data.get("lessons")
    if not isinstance(lessons, dict):
        raise _bad("lessons")
    for name, record in lessons.items():
        _check_record(record, "lessons", f"lessons.{name}")
    for kind in ("checks", "puzzles", "reviews"):
        if kind == "reviews" and kind not in data:
            continue
        records = data.get(kind)
        if not isinstance(records, list):
            raise _bad(kind)
        for i, record in enumerate(records):
            _check_record(record, kind, f"{kind}[{i}]")
    _check_record(data.get("rating"), "rating", "rating")
    tests = data.get("tests")
    if not isinstance(tests, dict):
        raise _bad("tests")
    for name in TESTS:
        if tests.get(name) is not None:
            _check_record(tests[name], "test", f"tests.{name}")
    drill = data.get("drill", {})
    if not isinstance(drill, dict):
        raise _bad("drill")
    for item, record in drill.items():
        _check_record(record, "drill", f"drill.{item}")
    return data


def parse(raw: bytes) -> Data:
    """The progress in the bytes ``raw`` of a file; a :class:`ProgressError` for bytes
    that are not (too large, not UTF-8 JSON, truncated, another program's file)."""
    if len(raw) > MAX_BYTES:
        raise ProgressError(Msg("progress.too-large", n=len(raw)))
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ProgressError(Msg("progress.not-json", line=1)) from None
    except json.JSONDecodeError as e:
        raise ProgressError(Msg("progress.not-json", line=e.lineno)) from None
    except RecursionError:  # nesting deep enough to exhaust the parser: hostile
        raise ProgressError(Msg("progress.foreign")) from None
    return validate(data)


def _encode(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def dumps(data: Data) -> str:
    """``data`` as the file holds it: compact UTF-8 JSON (written by the JSON module's C
    encoder, which an indented file would not use), one line."""
    return _encode(data) + "\n"


class Encoded:
    """The file's text as :func:`dumps` writes it, kept a top-level key at a time, so
    that an event encodes only what it changed: a heavy year's file (2,000 self-checks,
    260 KB) is not encoded whole again for each self-check settled.

    :meth:`change` is told which keys an event touched; a list among them is taken to
    have grown only at its end (the events append records, never rewrite them), so
    only its new records are encoded. ``str(encoded) == dumps(data)`` always.
    """

    def __init__(self, data: Data) -> None:
        self.pieces: dict[str, str] = {}
        self.lengths: dict[str, int] = {}
        self._begin(data)

    def _begin(self, data: Data) -> None:
        self.pieces = {key: _encode(value) for key, value in data.items()}
        self.lengths = {key: len(v) for key, v in data.items() if isinstance(v, list)}

    def change(self, data: Data, touched: tuple[str, ...]) -> None:
        """Bring the text in step with ``data``, changed in the keys ``touched`` only."""
        for key in touched:
            if key not in data:  # an event that had nothing to add there (a rating kept)
                continue
            value, had = data[key], self.lengths.get(key)
            if isinstance(value, list) and had is not None and had <= len(value):
                added = ",".join(_encode(record) for record in value[had:])
                if added:
                    self.pieces[key] = f"{self.pieces[key][:-1]}{',' if had else ''}{added}]"
            else:
                self.pieces[key] = _encode(value)
            if isinstance(value, list):
                self.lengths[key] = len(value)
        if list(self.pieces) != list(data):  # a key gone or out of order: begin again
            self._begin(data)

    def __str__(self) -> str:
        return "{" + ",".join(f"{_encode(k)}:{v}" for k, v in self.pieces.items()) + "}\n"


# -- where the file is -----------------------------------------------------------------------


#: The installed package's folder, which holds a copy of the lessons (``lessons/``).
PACKAGE = Path(__file__).resolve().parent


def default_path(folder: str | os.PathLike[str] | None = None) -> Path | None:
    """The learner's progress file: ``KOIKOI_PROGRESS`` where it is set, else
    :data:`FILE_NAME` in ``folder`` (the working folder: a notebook's own). None when
    ``KOIKOI_PROGRESS`` is ``off``, and for a folder inside the installed package (its
    copy of the lessons, opened where it lies): nothing is written into the package,
    the learner's own copy (``koikoi-edu lessons``) keeps progress."""
    named = os.environ.get(ENVIRONMENT, "")
    if named.strip().lower() == "off":
        return None
    if named:
        return Path(named)
    where = Path(folder if folder is not None else os.getcwd())
    if where.resolve().is_relative_to(PACKAGE):
        return None
    return where / FILE_NAME


def not_a_file(e: writing.NotAFileError) -> Msg:
    """Why a name that is not a regular file is not read: a link, a folder, a device."""
    what = {errno.ELOOP: "link", errno.EISDIR: "folder"}.get(e.errno or 0, "device")
    return Msg(f"progress.not-a-file.{what}")


def stamp(moment: datetime) -> str:
    """A moment as the file writes it: ``2026-12-06T10:00:00Z``."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def day_of(at: str) -> date:
    """The day of a stamp the file holds (its first ten characters)."""
    return date.fromisoformat(at[:10])


class Store:
    """The progress file at ``path``, changed one event at a time.

    ``clock`` gives the present moment (tests pass a fixed one). ``lesson`` is the lesson
    last opened in this kernel, which self-checks are recorded under. Each event method
    returns the progress as written; an ``OSError`` (a read-only folder, a full disk)
    leaves the file as it was.
    """

    def __init__(
        self, path: str | os.PathLike[str], *, clock: Callable[[], datetime] | None = None
    ) -> None:
        self.path = Path(path)
        self.clock = clock or (lambda: datetime.now(UTC))
        self.notices: list[Msg] = []
        self.lesson = ""
        # the lessons whose last cell ran in this kernel before any of their self-checks
        # was settled: the first settled one finishes them (:meth:`reach_end`)
        self.ended: set[str] = set()
        # the file as this store last wrote it: its (inode, size, mtime), progress and
        # text, which spare the next event reading, checking and encoding it all again
        self._written: tuple[tuple[int, int, int], Data, Encoded] | None = None

    # -- reading and writing ------------------------------------------------------------

    @property
    def lock_path(self) -> Path:
        return self.path.with_name(f".{self.path.name}.lock")

    @contextmanager
    def _locked(self) -> Iterator[None]:
        """Hold the lock file while a change is read, made and written."""
        lock = self.lock_path
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
        waited_since = time.monotonic()
        while True:
            try:
                fd = os.open(lock, flags, 0o644)
                break
            except FileExistsError:
                try:
                    age = time.time() - os.lstat(lock).st_mtime
                except FileNotFoundError:
                    continue  # just released
                if age > STALE_LOCK or time.monotonic() - waited_since > 2 * STALE_LOCK:
                    lock.unlink(missing_ok=True)  # a crashed writer's
                    continue
                time.sleep(0.002)
        try:
            os.write(fd, str(os.getpid()).encode())
            os.close(fd)
            yield
        finally:
            lock.unlink(missing_ok=True)

    def _keep_aside(self, why: Msg) -> None:
        """Rename the unreadable file to a name nothing has, and say so."""
        n = 1
        while True:
            aside = self.path.with_name(f"{self.path.name}.unreadable-{n}")
            if writing.kind(aside) is None:
                break
            n += 1
        os.rename(self.path, aside)  # a link is renamed itself, never its target
        self.notices.append(
            Msg("progress.kept-aside", file=self.path.name, aside=aside.name, why=why)
        )

    def _signature(self) -> tuple[int, int, int] | None:
        try:
            st = os.lstat(self.path)
        except OSError:
            return None
        return st.st_ino, st.st_size, st.st_mtime_ns

    def _load(self) -> Data:
        if self._written is not None and self._written[0] == self._signature():
            return self._written[1]  # a rename by anyone else gives the file a new inode
        self._written = None
        try:
            return parse(writing.read_bytes(self.path))
        except FileNotFoundError:
            return fresh()
        except writing.NotAFileError as e:
            self._keep_aside(not_a_file(e))
        except ProgressError as e:
            self._keep_aside(e.msg)
        return fresh()

    def read(self) -> Data:
        """The progress as it is now (a fresh one where there is no file yet)."""
        with self._locked():
            return copy.deepcopy(self._load())

    def update(
        self, change: Callable[[Data], object], touched: tuple[str, ...] | None = None
    ) -> Data:
        """Apply ``change`` to the progress on disk and write it back, under the lock.
        ``touched`` names the top-level keys ``change`` sets or appends records to
        (:class:`Encoded`); None for any change. The progress returned is the store's
        own: read it, do not change it."""
        with self._locked():
            data = self._load()
            encoded = self._written[2] if self._written is not None else None
            self._written = None  # until the change is on disk
            change(data)
            if encoded is None or touched is None:
                encoded = Encoded(data)
            else:
                encoded.change(data, touched)
            writing.write_text(self.path, str(encoded))
            signature = self._signature()
            self._written = None if signature is None else (signature, data, encoded)
            return data

    def now(self) -> str:
        return stamp(self.clock())

    # -- the events ----------------------------------------------------------------------

    def set_learner(self, name: str) -> Data:
        """Set the display name the teacher's report shows (the only personal thing kept)."""
        return self.update(lambda d: d.__setitem__("learner", str(name).strip()[:80]), ("learner",))

    def open_lesson(self, lesson: str) -> Data:
        """The learner opened ``lesson`` (the first opening is kept)."""
        self.lesson = lesson

        def change(d: Data) -> None:
            record = d["lessons"].setdefault(lesson, {"opened": None, "finished": None})
            record["opened"] = record["opened"] or self.now()

        return self.update(change, ("lessons",))

    def _finish(self, d: Data, lesson: str) -> None:
        record = d["lessons"].setdefault(lesson, {"opened": self.now(), "finished": None})
        record["finished"] = record["finished"] or self.now()
        self.ended.discard(lesson)

    def finish_lesson(self, lesson: str) -> Data:
        """The learner finished ``lesson`` (the first finish is kept)."""
        return self.update(lambda d: self._finish(d, lesson), ("lessons",))

    def reach_end(self, lesson: str) -> Data:
        """The learner ran the last cell of ``lesson``. A lesson is finished when its
        end is reached and at least one of its self-checks is settled, in either order:
        at once if the file holds one already, else at the next one settled in this
        kernel (so "Run All" on a lesson never answered finishes nothing)."""

        def change(d: Data) -> None:
            if any(c["lesson"] == lesson for c in d["checks"]):
                self._finish(d, lesson)
            else:
                self.ended.add(lesson)

        return self.update(change, ("lessons",))

    def record_check(
        self,
        check: str,
        *,
        right: bool,
        attempts: int,
        hints: int,
        lesson: str | None = None,
        theme: str = "",
    ) -> Data:
        """A self-check settled: ``right`` or not, after ``attempts`` answers, with
        ``hints`` hints seen; under ``lesson`` (the lesson last opened by default)."""
        record = {
            "lesson": self.lesson if lesson is None else lesson,
            "check": check,
            "at": self.now(),
            "right": bool(right),
            "attempts": int(attempts),
            "hints": int(hints),
        }
        if theme:
            record["theme"] = theme

        def change(d: Data) -> None:
            d["checks"].append(record)
            if record["lesson"] in self.ended:
                self._finish(d, record["lesson"])

        return self.update(change, ("checks", "lessons"))

    def record_puzzle(
        self,
        puzzle: str,
        *,
        solved: bool,
        tries: int,
        rating: float,
        themes: tuple[str, ...] | list[str] = (),
    ) -> Data:
        """A puzzle of rating ``rating`` tried: ``solved`` or not, in ``tries`` tries.
        As on lichess, only the first time a learner meets a puzzle moves their rating;
        each move is kept in ``ratings``, the rating over time."""
        at = self.now()

        def change(d: Data) -> None:
            first = all(p["puzzle"] != puzzle for p in d["puzzles"])
            d["puzzles"].append(
                {
                    "puzzle": puzzle,
                    "at": at,
                    "solved": bool(solved),
                    "tries": int(tries),
                    "themes": list(themes),
                }
            )
            if first:
                r = d["rating"]
                before = Rating(r["value"], r["deviation"], r.get("volatility", 0.06))
                after = solve(before, rating, solved)
                r.update(
                    value=round(after.value, 2),
                    deviation=round(after.deviation, 2),
                    volatility=round(after.volatility, 6),
                )
                d.setdefault("ratings", []).append({"at": at, "value": r["value"]})

        return self.update(change, ("puzzles", "rating", "ratings"))

    def record_drill(self, boxes: Mapping[str, tuple[int, date]]) -> Data:
        """The drill's Leitner boxes of the items just answered: each item's box and the
        day it is due again. Items not named keep what the file holds."""

        def change(d: Data) -> None:
            drill = d.setdefault("drill", {})
            for item, (box, due) in boxes.items():
                drill[item] = {"box": int(box), "due": due.isoformat()}

        return self.update(change, ("drill",))

    def record_review(self, round: str, lost: float) -> Data:
        """A review of one of the learner's own rounds (``round`` names it): the points
        its choices lost against the strong player's."""
        record = {"at": self.now(), "round": round, "lost": round_points(lost)}
        return self.update(lambda d: d.setdefault("reviews", []).append(record), ("reviews",))

    def record_test(self, test: str, score: int, of: int, items: Mapping[str, bool]) -> Data:
        """The placement or final check taken: ``score`` right of ``of``; ``items`` says
        which, by item id (a later sitting replaces an earlier one)."""
        if test not in TESTS:
            raise ValueError(f"a test is one of {', '.join(TESTS)}")
        record = {"at": self.now(), "score": int(score), "of": int(of), "items": dict(items)}
        return self.update(lambda d: d["tests"].__setitem__(test, record), ("tests",))


def round_points(x: float) -> float:
    """Points as the file keeps them: to two decimals."""
    return round(float(x), 2)


# -- the store of this kernel ----------------------------------------------------------------

_active: list[Store] = []


def use(path: str | os.PathLike[str] | None = None) -> Store | None:
    """Turn progress on for this kernel: the store at ``path`` (by default
    :func:`default_path`), which the widgets then record into. None (and progress off)
    when ``KOIKOI_PROGRESS`` is ``off``."""
    chosen = Path(path) if path is not None else default_path()
    _active.clear()
    if chosen is not None:
        _active.append(Store(chosen))
    return current()


def current() -> Store | None:
    """The store this kernel records into, or None when progress is off (the default:
    a widget used outside the course records nothing)."""
    return _active[0] if _active else None


def stop() -> None:
    """Turn progress off for this kernel."""
    _active.clear()


def read_current() -> Data | None:
    """The progress of this kernel's store, or None when progress is off or cannot be
    read (then, as for :func:`record`, said once and turned off)."""
    store = current()
    if store is None:
        return None
    try:
        return store.read()
    except OSError as e:
        _give_up(store, e)
        return None


def _give_up(store: Store, e: OSError) -> None:
    store.notices.append(Msg("progress.not-saved", file=store.path.name, why=e.strerror or str(e)))
    stop()


def record(event: Callable[[Store], object]) -> bool:
    """Record ``event`` into this kernel's store, if there is one; whether it was
    recorded. A store that cannot write (a read-only folder, a full disk) says so once
    in its notices and is turned off, so that the lesson goes on."""
    store = current()
    if store is None:
        return False
    try:
        event(store)
    except OSError as e:
        _give_up(store, e)
        return False
    return True
