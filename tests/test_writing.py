"""Nothing of the learner's is lost or run: the files the package writes (issue 22).

:mod:`koikoi_edu.writing` is the one way the package writes a file of the user's:
whole or not at all, never through a symbolic link, never into a FIFO. On it,
``koikoi-edu lessons`` copies the course into the learner's folder, keeps (and
names) every file that is not the course's, trusts only the course's own bytes, and
skips what it must not open; ``cheatsheet --out`` replaces a file only whole. Each
test here is the regression test of one defect of the issue, numbered as there.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import nbformat
import pytest
from nbformat.sign import NotebookNotary
from test_cli import FakeLab

from koikoi_edu import writing
from koikoi_edu.cli import main
from koikoi_edu.course import copy_lessons, kept_name, lesson_files, trust
from koikoi_edu.writing import NotAFileError, read_bytes, write_bytes, write_text

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
POSIX = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and links of POSIX")

#: A stored HTML output with a script: what a trusted notebook would run when opened.
SCRIPT = "<script>fetch('/api/contents', {method: 'DELETE'})</script>"


def notebook(text: str, html: str = "") -> str:
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(text)])
    if html:
        cell = nbformat.v4.new_code_cell(
            "1", outputs=[nbformat.v4.new_output("display_data", data={"text/html": html})]
        )
        nb.cells.append(cell)
    return nbformat.writes(nb) + "\n"


def make_course(folder: Path) -> Path:
    """A small course as copy_lessons takes one: lessons in two languages, a glossary,
    the slides' style and a picture."""
    for name, text in {
        "00-start-here.ipynb": notebook("# Start here"),
        "01-the-cards.ipynb": notebook("# The cards"),
        "ru/00-start-here.ipynb": notebook("# Начните здесь"),
        "glossary.md": "# Glossary\n",
        "rise.css": "body {}\n",
        "pictures/a.svg": "<svg/>",
    }.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    return folder


@pytest.fixture
def course(tmp_path) -> Path:
    return make_course(tmp_path / "course")


@pytest.fixture
def jupyter_data(tmp_path, monkeypatch) -> Path:
    """Trust is recorded in Jupyter's data folder: the test's own."""
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter-data"))
    return tmp_path / "jupyter-data"


def trusted(path: Path) -> bool:
    return NotebookNotary().check_signature(nbformat.read(path, as_version=4))


def git(folder: Path, *argv: str) -> None:
    """Run git in ``folder``, as a checkout's author."""
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-C", str(folder), *argv],
        check=True,
        capture_output=True,
        timeout=60,
    )


def tree(folder: Path) -> dict[str, object]:
    """Everything under ``folder``, links not followed: name -> bytes, link or kind."""
    found: dict[str, object] = {}
    for path in sorted(folder.rglob("*")):
        mode = os.lstat(path).st_mode
        name = path.relative_to(folder).as_posix()
        if stat.S_ISLNK(mode):
            found[name] = ("link", os.readlink(path))
        elif stat.S_ISREG(mode):
            found[name] = (path.read_bytes(), stat.S_IMODE(mode))
        elif not stat.S_ISDIR(mode):
            found[name] = "special"
    return found


# -- the writing module ------------------------------------------------------------------


def test_a_file_is_written_whole_and_keeps_its_mode(tmp_path):
    path = tmp_path / "notes.txt"
    assert write_text(path, "first")
    path.chmod(0o640)
    assert write_bytes(path, b"second")
    assert path.read_bytes() == b"second" and stat.S_IMODE(path.stat().st_mode) == 0o640
    assert not write_bytes(path, b"third", replace=False)  # something is there: not written
    assert path.read_bytes() == b"second" and os.listdir(tmp_path) == ["notes.txt"]


def test_a_failed_write_leaves_the_old_file_and_no_temporary_one(tmp_path, monkeypatch):
    path = tmp_path / "notes.txt"
    path.write_text("mine", encoding="utf-8")

    def full_disk(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(writing.os, "fsync", full_disk)
    with pytest.raises(OSError, match="No space"):
        write_text(path, "the course's")
    assert path.read_text(encoding="utf-8") == "mine" and os.listdir(tmp_path) == ["notes.txt"]

    def interrupted(fd):
        raise KeyboardInterrupt

    monkeypatch.setattr(writing.os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_text(tmp_path / "new.txt", "half")
    assert os.listdir(tmp_path) == ["notes.txt"]


@POSIX
def test_a_link_a_folder_a_fifo_and_a_read_only_file_are_never_written(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("theirs", encoding="utf-8")
    (tmp_path / "link").symlink_to(outside)
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "folder").mkdir()
    read_only = tmp_path / "read-only.txt"
    read_only.write_text("kept", encoding="utf-8")
    read_only.chmod(0o444)
    for name, code in (
        ("link", errno.ELOOP),
        ("dangling", errno.ELOOP),
        ("fifo", errno.ESPIPE),
        ("folder", errno.EISDIR),
    ):
        with pytest.raises(NotAFileError) as refused:
            write_text(tmp_path / name, "x")
        assert refused.value.errno == code
        with pytest.raises(NotAFileError):
            read_bytes(tmp_path / name)  # never opened: a FIFO would block the read
    if os.geteuid() != 0:  # root may write anything
        with pytest.raises(PermissionError):
            write_text(read_only, "x")
    assert outside.read_text(encoding="utf-8") == "theirs"
    assert not (tmp_path / "nowhere").exists()
    assert read_only.read_text(encoding="utf-8") == "kept"


# -- defect 1: only the course's own bytes are trusted -------------------------------------


def test_only_notebooks_byte_identical_to_the_courses_are_trusted(tmp_path, course, jupyter_data):
    folder = tmp_path / "lessons"
    folder.mkdir()
    foreign = folder / "from-a-classmate.ipynb"
    foreign.write_text(notebook("# Hi", SCRIPT), encoding="utf-8")
    (folder / "downloads").mkdir()
    (folder / "downloads" / "x.ipynb").write_text(notebook("# x", SCRIPT), encoding="utf-8")
    edited = folder / "01-the-cards.ipynb"  # a lesson's name, but not the course's bytes
    edited.write_text(notebook("# The cards", SCRIPT), encoding="utf-8")

    done = copy_lessons(course, folder)
    count, unread = trust(done.notebooks)
    assert count == 2 and unread == []
    assert trusted(folder / "00-start-here.ipynb") and trusted(folder / "ru/00-start-here.ipynb")
    assert not trusted(foreign) and not trusted(folder / "downloads" / "x.ipynb")
    assert not trusted(edited)


def test_lessons_trusts_no_file_it_did_not_find_as_the_courses(
    capsys, monkeypatch, tmp_path, jupyter_data
):
    monkeypatch.setattr(subprocess, "Popen", FakeLab)
    home = tmp_path / "home"  # as with --folder ~: anything may be there
    (home / "projects").mkdir(parents=True)
    foreign = home / "projects" / "untrusted.ipynb"
    foreign.write_text(notebook("# mine", SCRIPT), encoding="utf-8")
    assert main(["lessons", "--folder", str(home)]) == 0
    assert not trusted(foreign)
    assert trusted(home / "00-start-here.ipynb")


# -- defect 2: --reset keeps, and names, every file it replaces -----------------------------


def test_reset_keeps_the_learners_files_beside_the_courses_and_names_them(course, tmp_path):
    folder = tmp_path / "lessons"
    copy_lessons(course, folder)
    (folder / "glossary.md").write_text("my own glossary", encoding="utf-8")
    (folder / "ru" / "00-start-here.ipynb").write_text("my answers", encoding="utf-8")
    (folder / "notes.md").write_text("mine alone", encoding="utf-8")

    kept = copy_lessons(course, folder)
    assert kept.kept == ("glossary.md", "ru/00-start-here.ipynb") and kept.copied == ()

    reset = copy_lessons(course, folder, reset=True)
    assert [name for name, _ in reset.restored] == ["glossary.md", "ru/00-start-here.ipynb"]
    for name, backup in reset.restored:
        assert backup == kept_name(name, backup.split(".edited-")[1].rsplit(".", 1)[0])
        assert (folder / name).read_bytes() == (course / name).read_bytes()
    backups = dict(reset.restored)
    assert (folder / backups["glossary.md"]).read_text(encoding="utf-8") == "my own glossary"
    assert (folder / backups["ru/00-start-here.ipynb"]).read_text(encoding="utf-8") == "my answers"
    assert (folder / "notes.md").read_text(encoding="utf-8") == "mine alone"
    assert sorted(reset.same) == sorted(set(lesson_files(course)) - set(backups))

    # a second reset at the same second keeps its own copy, not over the first one
    (folder / "glossary.md").write_text("my second glossary", encoding="utf-8")
    again = copy_lessons(course, folder, reset=True)
    assert again.restored[0][1] != backups["glossary.md"]
    assert (folder / backups["glossary.md"]).read_text(encoding="utf-8") == "my own glossary"


def test_lessons_reset_says_every_file_it_replaced_and_where_yours_is(
    capsys, monkeypatch, tmp_path, jupyter_data
):
    monkeypatch.setattr(subprocess, "Popen", FakeLab)
    monkeypatch.chdir(tmp_path)
    assert main(["lessons", "--folder", "class"]) == 0
    folder = tmp_path / "class"
    (folder / "rise.css").write_text("my style", encoding="utf-8")
    (folder / "04-yaku.ipynb").write_text("{}", encoding="utf-8")
    capsys.readouterr()
    assert main(["lessons", "--folder", "class", "--reset"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{folder}: 0 lesson files copied"
    restored = [line for line in out if "the course's restored" in line]
    assert [line.split(":")[0] for line in restored] == ["04-yaku.ipynb", "rise.css"]
    for line in restored:
        backup = line.rsplit(" as ", 1)[1]
        assert backup.startswith(line.split(".")[0] + ".edited-")
        assert (folder / backup).read_text(encoding="utf-8") in ("{}", "my style")


# -- defect 3: never through a symbolic link ---------------------------------------------


@POSIX
def test_a_link_named_like_a_lesson_is_skipped_and_nothing_outside_is_written(course, tmp_path):
    folder, outside = tmp_path / "lessons", tmp_path / "outside"
    folder.mkdir()
    outside.mkdir()
    (outside / "theirs.css").write_text("theirs", encoding="utf-8")
    (folder / "00-start-here.ipynb").symlink_to(outside / "created-outside.ipynb")  # dangling
    (folder / "rise.css").symlink_to(outside / "theirs.css")
    (folder / "ru").symlink_to(outside)  # a whole folder of the course
    before = tree(outside)
    for reset in (False, True):
        done = copy_lessons(course, folder, reset=reset)
        assert tree(outside) == before
        assert dict(done.skipped).keys() == {"00-start-here.ipynb", "rise.css", "ru"}
        assert all(e.errno == errno.ELOOP for _, e in done.skipped)
        assert (folder / "rise.css").is_symlink() and (folder / "ru").is_symlink()


@POSIX
def test_lessons_says_in_one_line_each_link_it_left(capsys, monkeypatch, tmp_path, jupyter_data):
    monkeypatch.setattr(subprocess, "Popen", FakeLab)
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "glossary.md").symlink_to(tmp_path / "elsewhere.md")
    assert main(["lessons", "--folder", str(folder), "--lang", "ru"]) == 0
    err = capsys.readouterr().err
    assert err == (
        "glossary.md: оставлен как есть, не скопирован: это символическая ссылка, "
        "через неё ничего не записывается\n"
    )
    assert not (tmp_path / "elsewhere.md").exists()


# -- defect 4: a copy cut short is never taken for the learner's ---------------------------


def test_a_copy_cut_short_leaves_no_half_lesson_to_keep_later(course, tmp_path, monkeypatch):
    folder = tmp_path / "lessons"
    real_fsync, calls = os.fsync, []

    def full_disk_on_the_third(fd):
        calls.append(fd)
        if len(calls) == 3:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_fsync(fd)

    monkeypatch.setattr(writing.os, "fsync", full_disk_on_the_third)
    first = copy_lessons(course, folder)
    assert [e.errno for _, e in first.skipped] == [errno.ENOSPC]
    failed = first.skipped[0][0]
    assert not (folder / failed).exists()
    assert not [p for p in folder.rglob("*") if p.name.endswith(".part")]

    monkeypatch.setattr(writing.os, "fsync", real_fsync)
    second = copy_lessons(course, folder)
    assert second.copied == (failed,) and second.kept == ()


def test_two_runs_at_once_on_a_new_folder_take_nothing_for_the_learners(tmp_path):
    course = make_course(tmp_path / "course")
    for n in range(60):  # long enough lessons that the two runs overlap
        (course / f"{n:02}-big.ipynb").write_text(notebook("x" * 200_000), encoding="utf-8")
    folder = tmp_path / "lessons"
    code = textwrap.dedent(f"""
        import json, sys
        from pathlib import Path
        from koikoi_edu.course import copy_lessons
        done = copy_lessons(Path({str(course)!r}), Path({str(folder)!r}))
        print(json.dumps([done.kept, [n for n, _ in done.skipped]]))
    """)
    runs = [
        subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
        for _ in range(3)
    ]
    results = [json.loads(run.communicate(timeout=120)[0]) for run in runs]
    assert results == [[[], []]] * 3
    assert {name: (folder / name).read_bytes() for name in lesson_files(course)} == {
        name: (course / name).read_bytes() for name in lesson_files(course)
    }


# -- defect 5: cheatsheet --out replaces a file whole or not at all -----------------------


def test_cheatsheet_out_that_fails_leaves_the_file_as_it_was(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "cheatsheet.html"
    out.write_text("last term's sheet", encoding="utf-8")
    real_fsync = os.fsync

    def full_disk(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(writing.os, "fsync", full_disk)
    assert main(["cheatsheet", "--out", "cheatsheet.html"]) == 2
    assert capsys.readouterr().err == (
        "--out cheatsheet.html: cannot write it: No space left on device\n"
    )
    assert out.read_text(encoding="utf-8") == "last term's sheet"
    assert os.listdir(tmp_path) == ["cheatsheet.html"]
    monkeypatch.setattr(writing.os, "fsync", real_fsync)
    assert main(["cheatsheet", "--out", "cheatsheet.html"]) == 0
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


@POSIX
def test_cheatsheet_out_never_writes_through_a_link(capsys, tmp_path):
    target = tmp_path / "important.txt"
    target.write_text("keep me", encoding="utf-8")
    (tmp_path / "sheet.html").symlink_to(target)
    assert main(["cheatsheet", "--out", str(tmp_path / "sheet.html"), "--lang", "uk"]) == 2
    assert capsys.readouterr().err.endswith(
        "не вдається записати: це символічне посилання, крізь нього нічого не записується\n"
    )
    assert target.read_text(encoding="utf-8") == "keep me"


# -- defect 6: a malformed notebook is left alone, named, and the course starts ------------


MALFORMED = {
    "00-start-here.ipynb": "[]",
    "01-the-cards.ipynb": "null",
    "ru/00-start-here.ipynb": '{"cells": 5, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}',
    "float.ipynb": '{"cells": [], "metadata": {}, "nbformat": 4.5, "nbformat_minor": 0}',
    "deep.ipynb": "[" * 100_000 + "]" * 100_000,
}


def test_malformed_notebooks_in_the_folder_are_kept_untrusted_and_the_course_starts(
    capsys, monkeypatch, tmp_path, jupyter_data
):
    monkeypatch.setattr(subprocess, "Popen", FakeLab)
    folder = tmp_path / "class"
    for name, text in MALFORMED.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    FakeLab.started.clear()
    assert main(["lessons", "--folder", str(folder)]) == 0
    out, err = capsys.readouterr()
    assert "Traceback" not in err and len(FakeLab.started) == 1  # JupyterLab started
    assert out.splitlines()[1].endswith(
        ": 00-start-here.ipynb, 01-the-cards.ipynb, ru/00-start-here.ipynb"
    )
    assert {name: (folder / name).read_text(encoding="utf-8") for name in MALFORMED} == MALFORMED


def test_trusting_a_folder_of_malformed_notebooks_names_them(tmp_path, jupyter_data):
    # a checkout's notebooks/ is trusted in place: a broken file there is named, not fatal
    for name, text in MALFORMED.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "good.ipynb").write_text(notebook("# good"), encoding="utf-8")
    count, unread = trust(
        [(name, (tmp_path / name).read_bytes()) for name in [*sorted(MALFORMED), "good.ipynb"]]
    )
    assert count == 1 and unread == sorted(MALFORMED)


def test_a_notebook_that_cannot_be_read_is_said_in_one_line(
    capsys, monkeypatch, tmp_path, jupyter_data
):
    monkeypatch.setattr(subprocess, "Popen", FakeLab)
    monkeypatch.setattr("koikoi_edu.cli.checkout_lessons", lambda: tmp_path)
    (tmp_path / "broken.ipynb").write_text("[]", encoding="utf-8")
    git(tmp_path, "init", "-q")  # a lesson of the checkout's course, if a broken one
    git(tmp_path, "add", "broken.ipynb")
    assert main(["lessons", "--lang", "ja"]) == 0
    assert capsys.readouterr().err == (
        "broken.ipynb：読めるノートブックではないので、信頼しないままにします\n"
    )


# -- defect 7: a FIFO is never opened ----------------------------------------------------


@POSIX
def test_a_fifo_named_like_a_lesson_is_skipped_without_waiting(course, tmp_path):
    folder = tmp_path / "lessons"
    folder.mkdir()
    os.mkfifo(folder / "00-start-here.ipynb")
    (folder / "pictures").mkdir()
    os.mkfifo(folder / "pictures" / "a.svg")
    code = textwrap.dedent(f"""
        from pathlib import Path
        from koikoi_edu.course import copy_lessons
        for reset in (False, True):
            done = copy_lessons(Path({str(course)!r}), Path({str(folder)!r}), reset=reset)
            print(sorted((n, e.errno) for n, e in done.skipped))
    """)
    # a child process, so that a copy that blocks fails the test instead of hanging it
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert (
        done.stdout.splitlines()
        == [f"[('00-start-here.ipynb', {errno.ESPIPE}), ('pictures/a.svg', {errno.ESPIPE})]"] * 2
    )
    assert stat.S_ISFIFO(os.lstat(folder / "00-start-here.ipynb").st_mode)
