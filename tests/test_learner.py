"""The learner's progress file (issue 38): kept whole, never through a link, never lost.

Each event is applied to the file as it is on disk under a lock file, so two kernels
writing one folder lose nothing; a file that is not progress is kept aside, never
overwritten; a full disk leaves the old file as it was.
"""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import textwrap
import time
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from koikoi_edu import learner as progress
from koikoi_edu import words, writing
from koikoi_edu.learner import FILE_NAME, ProgressError, Store, dumps, fresh, parse
from koikoi_edu.message import Msg

ROOT = Path(__file__).resolve().parent.parent
MOMENT = datetime(2026, 12, 6, 10, 0, tzinfo=UTC)


def store_in(folder: Path) -> Store:
    return Store(folder / FILE_NAME, clock=lambda: MOMENT)


# -- what a valid file holds, for the round trips ------------------------------------------

texts = st.text(max_size=12)
stamps = st.datetimes(
    min_value=datetime(2020, 1, 1), max_value=datetime(2040, 1, 1), timezones=st.just(UTC)
).map(progress.stamp)
counts = st.integers(0, 50)
numbers = st.floats(-5000, 5000, allow_nan=False)
extras = st.dictionaries(st.sampled_from(["x-note", "x-tag"]), texts, max_size=2)


def with_extras(record: st.SearchStrategy) -> st.SearchStrategy:
    return st.tuples(record, extras).map(lambda pair: {**pair[1], **pair[0]})


checks = with_extras(
    st.fixed_dictionaries(
        {
            "lesson": texts,
            "check": texts,
            "at": stamps,
            "right": st.booleans(),
            "attempts": counts,
            "hints": counts,
        }
    )
)
puzzles = with_extras(
    st.fixed_dictionaries({"puzzle": texts, "at": stamps, "solved": st.booleans(), "tries": counts})
)
tests_taken = st.none() | st.fixed_dictionaries(
    {"at": stamps, "score": st.integers(0, 12), "of": st.just(12)}
)
progress_files = st.fixed_dictionaries(
    {
        "format": st.just(progress.FORMAT),
        "version": st.just(progress.VERSION),
        "learner": texts,
        "lessons": st.dictionaries(
            texts,
            st.fixed_dictionaries({"opened": st.none() | stamps, "finished": st.none() | stamps}),
            max_size=4,
        ),
        "checks": st.lists(checks, max_size=5),
        "puzzles": st.lists(puzzles, max_size=5),
        "rating": st.fixed_dictionaries({"value": numbers, "deviation": numbers}),
        "tests": st.fixed_dictionaries({"placement": tests_taken, "final": tests_taken}),
    },
    optional={
        "reviews": st.lists(
            st.fixed_dictionaries({"at": stamps, "round": texts, "lost": numbers}), max_size=3
        ),
        "drill": st.dictionaries(
            texts,
            st.fixed_dictionaries(
                {"box": st.integers(0, 5), "due": st.dates().map(date.isoformat)}
            ),
            max_size=3,
        ),
        "x-teacher": texts,
    },
)


@given(progress_files)
def test_a_progress_file_reads_back_as_it_was_written(data):
    assert parse(dumps(data).encode()) == data


@given(progress_files, st.text(min_size=1, max_size=10))
def test_an_event_keeps_every_key_the_file_held_even_unknown_ones(tmp_path_factory, data, lesson):
    assume(lesson not in data["lessons"])
    folder = tmp_path_factory.mktemp("p")
    store = store_in(folder)
    writing.write_text(store.path, dumps(data))
    after = json.loads(store.path.read_text("utf-8"))
    store.open_lesson(lesson)
    after = json.loads(store.path.read_text("utf-8"))
    assert after["lessons"].pop(lesson) == {"opened": "2026-12-06T10:00:00Z", "finished": None}
    assert after == data
    assert store.notices == []


lesson_names = st.sampled_from(["03-a-turn", "04-yaku"])  # few: events meet in a lesson
EVENTS = st.lists(
    st.one_of(
        st.tuples(st.just("set_learner"), texts),
        st.tuples(st.just("open_lesson"), lesson_names),
        st.tuples(st.just("finish_lesson"), lesson_names),
        st.tuples(st.just("reach_end"), lesson_names),
        st.tuples(st.just("check"), texts, st.booleans()),
        st.tuples(st.just("puzzle"), texts, st.booleans(), st.integers(400, 2600)),
        st.tuples(st.just("drill"), texts, st.integers(0, 5)),
        st.tuples(st.just("review"), texts, numbers),
        st.tuples(st.just("test"), st.sampled_from(progress.TESTS), st.integers(0, 12)),
    ),
    min_size=1,
    max_size=12,
)


def apply(store: Store, event: tuple) -> None:
    kind, name, *more = event
    if kind == "check":
        store.record_check(name, right=more[0], attempts=1, hints=0)
    elif kind == "puzzle":
        store.record_puzzle(name, solved=more[0], tries=1, rating=more[1])
    elif kind == "drill":
        store.record_drill({name: (more[0], date(2026, 12, 9))})
    elif kind == "review":
        store.record_review(name, more[0])
    elif kind == "test":
        store.record_test(name, more[0], 12, {})
    else:
        getattr(store, kind)(name)


@given(progress_files, EVENTS)
def test_events_encoded_piece_by_piece_write_what_a_whole_encoding_writes(
    tmp_path_factory, data, events
):
    # an event encodes only the keys it touched (learner.Encoded); the file must be
    # what encoding the whole progress gives, and what a store reading afresh reads
    folder = tmp_path_factory.mktemp("p")
    store = store_in(folder)
    data["rating"] = fresh()["rating"]  # a rating Glicko-2 can move (tests/test_rating.py)
    writing.write_text(store.path, dumps(data))
    for event in events:
        apply(store, event)
        text = store.path.read_text("utf-8")
        assert text == dumps(json.loads(text))
        assert parse(text.encode()) == store_in(folder).read() == store.read()


def test_every_event_is_recorded_as_the_interface_says(tmp_path):
    store = store_in(tmp_path)
    store.set_learner("Aiko")
    store.open_lesson("03-a-turn")
    store.record_check("which-take-1", right=True, attempts=2, hints=1)
    store.record_puzzle("bank-0042", solved=False, tries=2, rating=1350, themes=["take-the-bright"])
    store.record_drill({"card:pine-crane": (2, date(2026, 12, 9))})
    store.record_review("round-1", 3.456)
    store.record_test("placement", 7, 12, {"month-1": True})
    store.finish_lesson("03-a-turn")
    data = json.loads((tmp_path / FILE_NAME).read_text("utf-8"))
    assert data["learner"] == "Aiko"
    assert data["lessons"] == {
        "03-a-turn": {"opened": "2026-12-06T10:00:00Z", "finished": "2026-12-06T10:00:00Z"}
    }
    assert data["checks"] == [
        {
            "lesson": "03-a-turn",
            "check": "which-take-1",
            "at": "2026-12-06T10:00:00Z",
            "right": True,
            "attempts": 2,
            "hints": 1,
        }
    ]
    assert data["puzzles"][0]["solved"] is False and data["puzzles"][0]["tries"] == 2
    assert data["rating"]["value"] < 1500  # a puzzle failed
    assert data["drill"] == {"card:pine-crane": {"box": 2, "due": "2026-12-09"}}
    assert data["reviews"] == [{"at": "2026-12-06T10:00:00Z", "round": "round-1", "lost": 3.46}]
    assert data["tests"]["placement"]["score"] == 7 and data["tests"]["final"] is None


def test_only_the_first_meeting_with_a_puzzle_moves_the_rating(tmp_path):
    store = store_in(tmp_path)
    first = store.record_puzzle("bank-0001", solved=True, tries=1, rating=1500)["rating"]
    again = store.record_puzzle("bank-0001", solved=True, tries=1, rating=1500)
    assert first["value"] > 1500
    assert again["rating"] == first
    assert len(again["ratings"]) == 1 and len(again["puzzles"]) == 2


@pytest.mark.parametrize(
    "raw, why",
    [
        (b'{"format": "koikoi-edu-progress", "version": 1, "lea', Msg("progress.not-json", line=1)),
        (b"\xff\xfe", Msg("progress.not-json", line=1)),
        (b'{"cells": []}', Msg("progress.foreign")),
        (b"[1, 2]", Msg("progress.foreign")),
        (b'{"format": "koikoi-edu-progress", "version": 9}', Msg("progress.newer", version=9)),
    ],
)
def test_a_file_that_is_not_progress_is_kept_aside_and_a_fresh_one_begun(tmp_path, raw, why):
    path = tmp_path / FILE_NAME
    path.write_bytes(raw)
    store = store_in(tmp_path)
    store.open_lesson("00-start-here")
    aside = tmp_path / f"{FILE_NAME}.unreadable-1"
    assert aside.read_bytes() == raw
    assert list(parse(path.read_bytes())["lessons"]) == ["00-start-here"]
    assert store.notices == [Msg("progress.kept-aside", file=FILE_NAME, aside=aside.name, why=why)]
    line = words.say(store.notices[0], "en")
    assert FILE_NAME in line and aside.name in line and "\n" not in line


def test_a_second_broken_file_never_overwrites_the_first_kept_aside(tmp_path):
    path = tmp_path / FILE_NAME
    for n, raw in enumerate([b"first", b"second"], 1):
        path.write_bytes(raw)
        store_in(tmp_path).open_lesson("00-start-here")
        assert (tmp_path / f"{FILE_NAME}.unreadable-{n}").read_bytes() == raw
    assert (tmp_path / f"{FILE_NAME}.unreadable-1").read_bytes() == b"first"


@pytest.mark.parametrize(
    "change, key",
    [
        (lambda d: d["checks"].append({"lesson": "x"}), "checks[0].check"),
        (lambda d: d["rating"].update(value="high"), "rating.value"),
        (lambda d: d.update(lessons=[]), "lessons"),
        (lambda d: d["tests"].update(final={"at": "", "score": -1, "of": 12}), "tests.final.score"),
    ],
)
def test_a_malformed_file_is_refused_naming_the_key(change, key):
    data = fresh()
    change(data)
    with pytest.raises(ProgressError) as e:
        parse(json.dumps(data).encode())
    assert e.value.msg == Msg("progress.bad-key", key=progress.Code(key))


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="symbolic links")
def test_a_symbolic_link_is_never_written_through(tmp_path):
    target = tmp_path / "elsewhere.json"
    target.write_text(dumps(fresh("theirs")))
    (tmp_path / FILE_NAME).symlink_to(target)
    store = store_in(tmp_path)
    store.open_lesson("00-start-here")
    assert target.read_text() == dumps(fresh("theirs"))
    aside = tmp_path / f"{FILE_NAME}.unreadable-1"
    assert aside.is_symlink() and aside.resolve() == target
    assert not (tmp_path / FILE_NAME).is_symlink()
    assert store.notices[0].fields["why"] == Msg("progress.not-a-file.link")


def test_a_full_disk_leaves_the_old_file_whole(tmp_path, monkeypatch):
    store = store_in(tmp_path)
    store.open_lesson("00-start-here")
    before = store.path.read_bytes()

    def full(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(writing.os, "write", full)
    with pytest.raises(OSError):
        store.record_check("c", right=True, attempts=1, hints=0)
    assert store.path.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == [FILE_NAME]  # no temporary file, no lock left
    # a widget's event: recorded nowhere, said once, and progress is off after it
    progress.use(store.path)
    try:
        assert (
            progress.record(lambda s: s.record_check("c", right=True, attempts=1, hints=0)) is False
        )
        assert progress.current() is None
    finally:
        progress.stop()
    assert store.path.read_bytes() == before


def test_a_stale_lock_of_a_crashed_writer_is_broken(tmp_path):
    store = store_in(tmp_path)
    store.lock_path.write_text("12345")
    old = time.time() - progress.STALE_LOCK - 5
    os.utime(store.lock_path, (old, old))
    store.open_lesson("00-start-here")
    assert not store.lock_path.exists()
    assert "00-start-here" in store.read()["lessons"]


def test_two_kernels_writing_one_folder_lose_no_update(tmp_path):
    path = tmp_path / FILE_NAME
    script = textwrap.dedent(
        f"""
        import sys
        from koikoi_edu.learner import Store
        store = Store({str(path)!r})
        for i in range(40):
            store.record_check(f"{{sys.argv[1]}}-{{i}}", right=True, attempts=1, hints=0)
        """
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    kernels = [
        subprocess.Popen([sys.executable, "-c", script, seat], env=env) for seat in ("A", "B")
    ]
    assert [k.wait(timeout=120) for k in kernels] == [0, 0]
    names = [c["check"] for c in parse(path.read_bytes())["checks"]]
    assert sorted(names) == sorted(f"{seat}-{i}" for seat in "AB" for i in range(40))


def test_the_store_is_off_unless_turned_on_and_off_by_the_environment(tmp_path, monkeypatch):
    progress.stop()
    assert progress.current() is None
    assert progress.record(lambda s: s.open_lesson("x")) is False
    monkeypatch.setenv(progress.ENVIRONMENT, "off")
    assert progress.use() is None
    monkeypatch.setenv(progress.ENVIRONMENT, str(tmp_path / "mine.json"))
    try:
        store = progress.use()
        assert store is not None and store.path == tmp_path / "mine.json"
        assert progress.record(lambda s: s.open_lesson("x")) is True
    finally:
        progress.stop()
    monkeypatch.delenv(progress.ENVIRONMENT)
    assert progress.default_path(tmp_path) == tmp_path / FILE_NAME
    # the package's own copy of the lessons, opened where it lies, keeps nothing there
    assert progress.default_path(progress.PACKAGE / "lessons") is None
    assert progress.default_path(progress.PACKAGE) is None
    assert progress.default_path(progress.PACKAGE.parent / "elsewhere") is not None
