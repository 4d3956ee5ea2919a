"""Fuzzing the learner's lessons folder: ``koikoi-edu lessons`` loses nothing (issue 22).

Hypothesis builds a folder as a term of learners, classmates and downloads leave it:
lessons as copied, lessons edited, files read-only, malformed notebooks, foreign
notebooks with scripts in their outputs, symbolic links (to files and folders outside,
and to nothing), FIFOs, a file where a folder of the course goes. Then the folder is
prepared as ``lessons`` prepares it before it starts JupyterLab (:func:`copy_lessons`,
once or twice, with or without ``--reset``, then :func:`trust` of what it found as the
course's); JupyterLab is never started. The property: every file that was not the
course's is byte-identical where it was (or, replaced by ``--reset``, byte-identical
under the name the copy reported), every link and FIFO is still itself, nothing outside
the folder changed, no temporary file is left, and only the course's bytes are trusted.

``make test`` runs a few folders (the "koikoi" profile of conftest.py); ``make fuzz``
many more (the "fuzz" profile).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_writing import SCRIPT, make_course, notebook, tree

from koikoi_edu.course import copy_lessons, lesson_files, trust

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and links of POSIX")

COURSE = make_course(Path(tempfile.mkdtemp(prefix="koikoi-fuzz-course-")))
NAMES = lesson_files(COURSE)
FOREIGN = ["mine.ipynb", "ru/notes.md", "downloads/x.ipynb", "00-start-here.edited-x.ipynb"]

#: What a name of the folder may hold before the run.
STATES = [
    "absent",
    "course",
    "edited",
    "malformed",
    "foreign-notebook",
    "read-only",
    "read-only-course",
    "link-outside",
    "link-dangling",
    "link-course",
    "fifo",
    "folder",
]
MALFORMED = [
    "[]",
    "null",
    '{"cells": 5}',
    '{"nbformat": 4.5, "cells": []}',
    "[" * 10_000 + "]" * 10_000,
    "\x00\xff",
    "",
]


@st.composite
def folders(draw) -> dict[str, tuple[str, str]]:
    """Each name of the course or of the learner's: a state, and its text."""
    names = NAMES + FOREIGN
    plan = {}
    for name in names:
        state = draw(st.sampled_from(STATES))
        text = (
            draw(st.sampled_from(MALFORMED)) if state == "malformed" else draw(st.text(max_size=30))
        )
        plan[name] = (state, text)
    # a folder of the course as a link outside, or as a file
    plan["ru"] = (draw(st.sampled_from(["folder", "link-folder", "file", "fifo"])), "")
    return plan


def build(folder: Path, outside: Path, plan: dict[str, tuple[str, str]]) -> None:
    (outside / "theirs").mkdir(parents=True)
    (outside / "theirs" / "00-start-here.ipynb").write_text("theirs", encoding="utf-8")
    (outside / "file.txt").write_text("outside", encoding="utf-8")
    folder.mkdir()
    state, _ = plan["ru"]
    if state == "link-folder":
        (folder / "ru").symlink_to(outside / "theirs")
    elif state == "file":
        (folder / "ru").write_text("a file where a folder goes", encoding="utf-8")
    elif state == "fifo":
        os.mkfifo(folder / "ru")
    for name, (state, text) in plan.items():
        path = folder / name
        if name == "ru" or state == "absent":
            continue
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError):
            continue  # its folder is a file or a FIFO
        if not path.parent.resolve().is_relative_to(folder.resolve()):
            continue  # its folder is a link outside: what is there is not the folder's
        if os.path.lexists(path):
            continue
        course = (COURSE / name).read_bytes() if name in NAMES else b"x"
        if state in ("course", "read-only-course"):
            path.write_bytes(course)
        elif state in ("edited", "read-only"):
            path.write_bytes(course + text.encode("utf-8") + b"!")
        elif state == "malformed":
            path.write_bytes(text.encode("utf-8", "surrogatepass"))
        elif state == "foreign-notebook":
            path.write_text(notebook(text, SCRIPT), encoding="utf-8")
        elif state == "link-outside":
            path.symlink_to(outside / "file.txt")
        elif state == "link-dangling":
            path.symlink_to(outside / "made-through-a-link")
        elif state == "link-course":
            path.symlink_to(COURSE / name if name in NAMES else COURSE / NAMES[0])
        elif state == "fifo":
            os.mkfifo(path)
        elif state == "folder":
            path.mkdir()
        if state.startswith("read-only"):
            path.chmod(0o444)


@pytest.fixture(scope="module", autouse=True)
def jupyter_data(tmp_path_factory):
    """Trust is recorded in Jupyter's data folder: this module's own."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("JUPYTER_DATA_DIR", str(tmp_path_factory.mktemp("jupyter-data")))
        yield


@given(plan=folders(), resets=st.lists(st.booleans(), min_size=1, max_size=2))
def test_preparing_any_folder_keeps_everything_that_is_not_the_courses(plan, resets):
    with tempfile.TemporaryDirectory(prefix="koikoi-fuzz-") as top:
        top_path = Path(top)
        folder, outside = top_path / "lessons", top_path / "outside"
        build(folder, outside, plan)
        course_before, outside_before = tree(COURSE), tree(outside)
        for reset in resets:
            before = tree(folder)
            done = copy_lessons(COURSE, folder, reset=reset)
            count, unread = trust(done.notebooks)
            after = tree(folder)
            backups = dict(done.restored)

            assert tree(COURSE) == course_before and tree(outside) == outside_before
            assert not [name for name in after if name.endswith(".part")]
            for name, was in before.items():
                course = (COURSE / name).read_bytes() if name in NAMES else None
                if isinstance(was, tuple) and was[0] == course:
                    assert after[name][0] == course  # the course's, as it was
                elif name in backups:  # --reset replaced it: kept whole beside it
                    assert reset and after[name][0] == course
                    assert after[backups[name]][0] == was[0]
                else:
                    assert after.get(name) == was, name
            for name in done.course:
                assert after[name][0] == (COURSE / name).read_bytes()
            assert count + len(unread) == sum(name.endswith(".ipynb") for name in done.course)
            accounted = {*done.course, *done.kept, *(name for name, _ in done.skipped)}
            for name in NAMES:  # every lesson is the course's, the learner's or named
                assert any(name == a or name.startswith(f"{a}/") for a in accounted), name
