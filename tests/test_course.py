"""The course as it reaches a class: the links that open it, the copy a learner gets.

The slow test installs the package as a learner would (from a built wheel, in a new
virtual environment: the ``fresh_install`` fixture shared with the Binder test), runs
``koikoi-edu lessons`` in an empty folder, asks the JupyterLab it started which
files it serves, and checks that a second run keeps a learner's edited lesson and
that ``--reset`` restores it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from conftest import course_files, run
from test_cli import FakeLab
from test_writing import SCRIPT, git, make_course, notebook, trusted

from koikoi_edu import cli, course
from koikoi_edu.cli import main
from koikoi_edu.course import copy_lessons, lesson_files, links
from koikoi_edu.errors import KoikoiError

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LESSONS = lesson_files(NOTEBOOKS)
ANNOUNCEMENTS = "@jupyterlab/apputils-extension:announcements"


# -- links --------------------------------------------------------------------------------


def test_the_binder_links_open_lesson_00_in_lab_and_the_worked_example_in_voila():
    found = links("koikoi-edu/course")
    assert found.binder_lab == (
        "https://mybinder.org/v2/gh/koikoi-edu/course/main"
        "?urlpath=lab/tree/notebooks/00-start-here.ipynb"
    )
    assert found.binder_voila == (
        "https://mybinder.org/v2/gh/koikoi-edu/course/main"
        "?urlpath=voila/render/notebooks/06-worked-example.ipynb"
    )
    assert found.hub is None


def test_the_hub_link_is_nbgitpullers_git_pull_into_lesson_00():
    # the form of nbgitpuller's own link generator: repo, urlpath (the clone is a folder
    # named after the repository), branch, each URL-encoded
    found = links(
        "https://github.com/koikoi-edu/course.git",
        hub="https://hub.example.edu/",
        branch="spring-2027",
    )
    assert found.hub == (
        "https://hub.example.edu/hub/user-redirect/git-pull"
        "?repo=https%3A%2F%2Fgithub.com%2Fkoikoi-edu%2Fcourse"
        "&urlpath=lab%2Ftree%2Fcourse%2Fnotebooks%2F00-start-here.ipynb"
        "&branch=spring-2027"
    )
    assert found.binder_lab.startswith("https://mybinder.org/v2/gh/koikoi-edu/course/spring-2027?")
    # a hub under a path keeps it
    assert links("a/b", hub="https://uni.edu/jupyter").hub.startswith(
        "https://uni.edu/jupyter/hub/user-redirect/git-pull?repo=https%3A%2F%2Fgithub.com%2Fa%2Fb&"
    )
    # a branch with a slash is one segment of Binder's path
    assert "/gh/a/b/term%2F2027?" in links("a/b", branch="term/2027").binder_lab


@pytest.mark.parametrize(
    "repo, hub, branch, message",
    [
        ("OWNER", None, "main", "links: 'OWNER' is not a GitHub repository"),
        ("a b/c", None, "main", "links: 'a b/c' is not a GitHub repository"),
        ("https://gitlab.com/a/b", None, "main", "links: 'https://gitlab.com/a/b' is not"),
        ("a/b", "hub.example.edu", "main", "links --hub 'hub.example.edu': give the JupyterHub's"),
        ("a/b", "https://hub.edu/?x=1", "main", "links --hub 'https://hub.edu/?x=1'"),
        (
            "a/b",
            "ftp://hub.edu",
            "main",
            "links --hub 'ftp://hub.edu': give the JupyterHub's http:// or https:// address",
        ),
        ("a/b", "https://hub edu", "main", "links --hub 'https://hub edu'"),
        ("a/b", "https://hub.edu:port", "main", "links --hub 'https://hub.edu:port'"),
        ("a/b", "https://", "main", "links --hub 'https://'"),
        ("a/b", None, "main branch", "links --branch 'main branch': not a branch name"),
    ],
)
def test_bad_links_input_is_named(repo, hub, branch, message):
    with pytest.raises(KoikoiError) as refused:
        links(repo, hub, branch)
    assert str(refused.value).startswith(message)


def test_links_command_prints_the_three_links(capsys):
    assert main(["links", "koikoi-edu/course", "--hub", "https://hub.example.edu"]) == 0
    found = links("koikoi-edu/course", "https://hub.example.edu")
    assert capsys.readouterr().out.splitlines() == [
        f"Binder, JupyterLab on lesson 00: {found.binder_lab}",
        f"Binder, Voila on the worked example: {found.binder_voila}",
        f"JupyterHub (nbgitpuller), lesson 00: {found.hub}",
    ]
    assert main(["links", "koikoi-edu/course"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "JupyterHub: add --hub URL for an nbgitpuller link into your hub"
    )
    assert main(["links", "OWNER/REPO/x"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1


@pytest.mark.parametrize(
    "command, options",
    [
        ("lessons", ["--folder DIR", "--reset", "--no-browser", "--port N"]),
        ("links", ["REPO", "--hub URL", "--branch B"]),
    ],
)
def test_lessons_and_links_explain_themselves(capsys, command, options):
    assert main([command, "--help"]) == 0
    helped = capsys.readouterr().out
    for option in options:  # each named with a line that says what it does
        assert re.search(rf"^  {re.escape(option)}\s+\S", helped, re.M), option


def test_the_command_line_page_promises_lessons_and_links_with_every_option():
    page = (ROOT / "docs" / "scenario-format.md").read_text(encoding="utf-8")
    documented = dict(re.findall(r"^\| `(lessons|links) ([^`]+)` \*\(addition", page, re.M))
    subcommands = next(
        a for a in cli._parser()._actions if isinstance(a, argparse._SubParsersAction)
    ).choices
    for command in ("lessons", "links"):
        arguments = {
            a.metavar
            if not a.option_strings
            else f"[{a.option_strings[0]}{f' {a.metavar}' if a.metavar else ''}]"
            for a in subcommands[command]._actions
            if a.dest != "help"
        }
        assert set(re.findall(r"\[[^]]+\]|[A-Z]+", documented[command])) == arguments


@pytest.mark.parametrize(
    "argv, message",
    [
        (["lessons", "--port", "-5"], "argument --port: '-5' is not a port; give a number from 1"),
        (["lessons", "--port", "65536"], "argument --port: '65536' is not a port"),
        (["lessons", "--port", "8888x"], "argument --port: '8888x' is not a port"),
        (["lessons", "--folder", ""], "lessons --folder '': give the name of a folder"),
        (["links", "a/b", "--hub", "hub.example.edu"], "links --hub 'hub.example.edu': give"),
    ],
)
def test_bad_lessons_and_links_input_is_status_2_before_anything_starts(
    capsys, monkeypatch, argv, message
):
    monkeypatch.setattr(subprocess, "Popen", None)  # nothing may be started
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    assert message in err.splitlines()[-1]  # after argparse's usage line, if any


# -- the learner's copy -------------------------------------------------------------------


def test_the_course_is_every_lesson_in_every_language_the_glossary_and_the_slides_style():
    languages = sorted(
        p.name
        for p in NOTEBOOKS.iterdir()
        if p.is_dir() and not p.name.startswith(".") and p.name != "pictures"
    )
    assert "ru" in languages
    for folder in ("", *(f"{language}/" for language in languages)):
        assert f"{folder}00-start-here.ipynb" in LESSONS and f"{folder}rise.css" in LESSONS
        assert f"{folder}glossary.md" in LESSONS  # the lessons link their words to it
    notebooks = sorted(
        p.relative_to(NOTEBOOKS).as_posix()
        for p in NOTEBOOKS.rglob("*.ipynb")
        if ".ipynb_checkpoints" not in p.parts
    )
    # and the pictures every language's lessons name (see koikoi_edu/picture_files.py)
    pictures = [name for name in LESSONS if name.startswith("pictures/")]
    assert pictures and all(name.endswith(".svg") for name in pictures)
    assert [
        name
        for name in LESSONS
        if not name.endswith(("rise.css", "glossary.md")) and name not in pictures
    ] == notebooks


def test_a_copy_keeps_the_learners_work_and_reset_restores_the_course(tmp_path):
    folder = tmp_path / "lessons"
    first = copy_lessons(NOTEBOOKS, folder)
    assert first.copied == tuple(LESSONS) and first.kept == ()
    assert lesson_files(folder) == LESSONS

    edited = folder / "ru" / "06-worked-example.ipynb"
    edited.write_text("my answers", encoding="utf-8")
    (folder / "01-the-cards.ipynb").unlink()
    picture = next(name for name in LESSONS if name.startswith("pictures/"))
    (folder / picture).unlink()
    (folder / "my-notes.ipynb").write_text("mine", encoding="utf-8")
    again = copy_lessons(NOTEBOOKS, folder)
    assert again.copied == ("01-the-cards.ipynb", picture)  # only what was missing
    assert again.kept == ("ru/06-worked-example.ipynb",)
    assert edited.read_text(encoding="utf-8") == "my answers"

    reset = copy_lessons(NOTEBOOKS, folder, reset=True)
    assert reset.copied == () and reset.kept == () and reset.skipped == ()
    [(name, backup)] = reset.restored  # the learner's is kept beside the course's
    assert name == "ru/06-worked-example.ipynb"
    assert backup.startswith("ru/06-worked-example.edited-") and backup.endswith(".ipynb")
    assert (folder / backup).read_text(encoding="utf-8") == "my answers"
    assert reset.course == tuple(LESSONS)
    assert edited.read_bytes() == (NOTEBOOKS / "ru" / "06-worked-example.ipynb").read_bytes()
    assert (folder / "my-notes.ipynb").read_text(encoding="utf-8") == "mine"


def test_a_copy_into_a_file_is_refused(tmp_path):
    (tmp_path / "lessons").write_text("", encoding="utf-8")
    with pytest.raises(KoikoiError, match="lessons: .*lessons is a file, not a folder"):
        copy_lessons(NOTEBOOKS, tmp_path / "lessons")


def test_lessons_with_folder_copies_and_says_what_it_kept(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr(subprocess, "Popen", FakeLab)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    assert main(["lessons", "--folder", "class"]) == 0
    folder = tmp_path / "class"
    assert capsys.readouterr().out == (
        f"{folder}: {len(LESSONS)} lesson files copied\nstarting JupyterLab on {folder}\n"
    )
    assert f"--ServerApp.root_dir={folder}" in FakeLab.started[-1][0]
    (folder / "04-yaku.ipynb").write_text("{}", encoding="utf-8")
    assert main(["lessons", "--folder", "class"]) == 0
    assert capsys.readouterr().out.splitlines()[:2] == [
        f"{folder}: 0 lesson files copied",
        "kept 1 file that differs from the course's, as yours (--reset restores the "
        "course's and keeps yours beside it): 04-yaku.ipynb",
    ]


def test_our_jupyter_config_turns_the_news_prompt_off():
    listed = subprocess.run(
        [sys.executable, "-m", "jupyter", "labextension", "list"],
        env=course.lab_environment(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ANNOUNCEMENTS in listed.stdout + listed.stderr
    assert json.loads(
        (course.JUPYTER_CONFIG / "labconfig" / "page_config.json").read_text(encoding="utf-8")
    ) == {"disabledExtensions": {ANNOUNCEMENTS: True}}


# -- the installed course, for real -------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(url: str, token: str, method: str = "GET"):
    ask = urllib.request.Request(url, method=method, headers={"Authorization": f"token {token}"})
    with urllib.request.urlopen(ask, timeout=10) as answer:
        body = answer.read()
    return json.loads(body) if body else None


def served_files(base: str, token: str, path: str = "") -> list[str]:
    """Every file JupyterLab's contents API lists under ``path``, recursively."""
    listing = request(f"{base}/api/contents/{path}", token)
    files = []
    for entry in listing["content"]:
        if entry["type"] == "directory":
            files += served_files(base, token, entry["path"])
        else:
            files.append(entry["path"])
    return sorted(files)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def lessons_session(fresh, cwd: Path, *extra: str) -> tuple[str, list[str], str]:
    """Run ``koikoi-edu lessons`` from the fresh install in ``cwd`` until its JupyterLab
    answers; returns what it printed, the files it serves, and where ``/`` leads."""
    port, token = free_port(), secrets.token_hex(16)
    base = f"http://127.0.0.1:{port}"
    env = {**fresh.env, "JUPYTER_TOKEN": token}
    lab = subprocess.Popen(
        [fresh.bin_dir / "koikoi-edu", "lessons", "--no-browser", "--port", str(port), *extra],
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 120
        while True:
            assert lab.poll() is None, lab.communicate()
            try:
                request(f"{base}/api/status", token)
                break
            except (urllib.error.URLError, ConnectionError):
                assert time.monotonic() < deadline, "JupyterLab did not start"
                time.sleep(0.5)
        files = served_files(base, token)
        try:
            urllib.request.build_opener(NoRedirect).open(f"{base}/", timeout=10)
            first_page = ""
        except urllib.error.HTTPError as redirect:
            first_page = redirect.headers["Location"]
        request(f"{base}/api/shutdown", token, method="POST")
        out, err = lab.communicate(timeout=60)
    finally:
        if lab.poll() is None:
            lab.kill()
            lab.wait()
    assert lab.returncode == 0, err
    return out, files, first_page


@pytest.mark.slow
def test_the_installed_course_is_copied_served_kept_and_reset(fresh_install, tmp_path):
    package = Path(
        run(
            [
                fresh_install.bin_dir / "python",
                "-c",
                "import koikoi_edu; print(koikoi_edu.__file__)",
            ],
            cwd=tmp_path,
            env=fresh_install.env,
        ).stdout.strip()
    ).parent
    assert package.is_relative_to(fresh_install.env_dir)  # installed, not a link to a checkout
    course = course_files()  # what git tracks: a file it does not is no lesson (setup.py)
    assert lesson_files(package / "lessons") == course

    served_folder = tmp_path / "koikoi-edu-lessons"
    out, files, first_page = lessons_session(fresh_install, tmp_path)
    assert out.splitlines() == [
        f"{served_folder}: {len(course)} lesson files copied",
        f"starting JupyterLab on {served_folder}",
    ]
    assert files == course
    assert first_page.split("?")[0] == "/lab/tree/00-start-here.ipynb"  # lesson 00 opens
    # and the lessons are trusted: their stored outputs show in full
    check = (
        "import sys, nbformat\nfrom nbformat.sign import NotebookNotary\n"
        "print(all(NotebookNotary().check_signature(nbformat.read(p, as_version=4))"
        " for p in sys.argv[1:]))"
    )
    trusted = run(
        [
            fresh_install.bin_dir / "python",
            "-c",
            check,
            *(served_folder / name for name in course if name.endswith(".ipynb")),
        ],
        env=fresh_install.env,
    )
    assert trusted.stdout.strip() == "True"

    edited = served_folder / "00-start-here.ipynb"
    edited.write_text(
        edited.read_text(encoding="utf-8").replace("Start here", "Mine"), encoding="utf-8"
    )
    mine = edited.read_bytes()
    out, files, _ = lessons_session(fresh_install, tmp_path)
    assert edited.read_bytes() == mine and files == course
    assert (
        "kept 1 file that differs from the course's, as yours (--reset restores the "
        "course's and keeps yours beside it): 00-start-here.ipynb" in out
    )

    out, files, _ = lessons_session(fresh_install, tmp_path, "--reset")
    assert edited.read_bytes() == (NOTEBOOKS / "00-start-here.ipynb").read_bytes()
    [backup] = [name for name in os.listdir(served_folder) if ".edited-" in name]
    assert (served_folder / backup).read_bytes() == mine
    assert f"00-start-here.ipynb: the course's restored; yours is kept as {backup}" in out
    assert os.listdir(tmp_path) == ["koikoi-edu-lessons"]


# -- issue 37: nothing run, lost or leaked ------------------------------------------------


def test_lessons_signs_the_bytes_it_checked_never_a_second_read(monkeypatch, tmp_path):
    # defect 1: between the copy's check and the trust step, a classmate with write access
    # to the folder swaps lesson 00 for a notebook whose stored script would run
    monkeypatch.setattr(subprocess, "Popen", FakeLab)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    ours = make_course(tmp_path / "course")
    for step in (["init", "-q"], ["add", "."], ["commit", "-q", "-m", "course"]):
        git(ours, *step)  # a checkout, whose course git lists
    monkeypatch.setattr(cli, "checkout_lessons", lambda: ours)
    checked = cli.copy_lessons
    evil = notebook("# Start here", SCRIPT)

    def copy_then_swap(*args, **kwargs):
        done = checked(*args, **kwargs)
        (done.folder / "00-start-here.ipynb").write_text(evil, encoding="utf-8")
        return done

    monkeypatch.setattr(cli, "copy_lessons", copy_then_swap)
    assert main(["lessons", "--folder", str(tmp_path / "class")]) == 0
    swapped = tmp_path / "class" / "00-start-here.ipynb"
    assert swapped.read_text(encoding="utf-8") == evil
    assert not trusted(swapped)
    assert trusted(ours / "00-start-here.ipynb")  # the course's own bytes were signed
    assert trusted(tmp_path / "class" / "ru" / "00-start-here.ipynb")


#: What a learner adds to a checkout's notebooks/ (git does not track them), and a
#: lesson git tracks that was edited there: none of them is the course's.
FOREIGN, EDITED = ("downloaded.ipynb", "homework/friend.ipynb"), "01-the-cards.ipynb"


def checkout_with_foreign_notebooks(monkeypatch, tmp_path) -> Path:
    """``notebooks/`` of a checkout whose course git tracks, as ``lessons`` finds it,
    with :data:`FOREIGN` and :data:`EDITED` beside the course, each holding a script."""
    notebooks = make_course(tmp_path / "checkout" / "notebooks")
    for step in (["init", "-q"], ["add", "."], ["commit", "-q", "-m", "course"]):
        git(tmp_path / "checkout", *step)
    monkeypatch.setattr(cli, "checkout_lessons", lambda: notebooks)
    (notebooks / "homework").mkdir()
    for foreign in FOREIGN:
        (notebooks / foreign).write_text(notebook("# Homework", SCRIPT), encoding="utf-8")
    (notebooks / EDITED).write_text(notebook("# The cards", SCRIPT), encoding="utf-8")
    return notebooks


def test_lessons_in_a_checkout_trusts_only_the_courses_tracked_lessons(
    capsys, monkeypatch, tmp_path
):
    # defect 2: make lab trusted every .ipynb under notebooks/, a learner's downloads too
    monkeypatch.setattr(subprocess, "Popen", FakeLab)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    notebooks = checkout_with_foreign_notebooks(monkeypatch, tmp_path)
    downloaded, friend = (notebooks / name for name in FOREIGN)
    edited = notebooks / EDITED  # tracked, but not what the course ships
    assert main(["lessons"]) == 0
    assert capsys.readouterr().err == ""
    assert not trusted(downloaded) and not trusted(friend) and not trusted(edited)
    assert trusted(notebooks / "00-start-here.ipynb")
    assert trusted(notebooks / "ru" / "00-start-here.ipynb")


def test_lessons_in_a_checkout_git_cannot_list_trusts_nothing_and_says_so(
    capsys, monkeypatch, tmp_path
):
    monkeypatch.setattr(subprocess, "Popen", FakeLab)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    notebooks = make_course(tmp_path / "unpacked" / "notebooks")  # a zip, not a clone
    monkeypatch.setattr(cli, "checkout_lessons", lambda: notebooks)
    assert main(["lessons", "--lang", "ru"]) == 0
    out, err = capsys.readouterr()
    assert err.count("\n") == 1 and err.startswith("koikoi-edu: уроки остаются")
    assert str(notebooks) in err and out.startswith("запускаю JupyterLab")
    assert not trusted(notebooks / "00-start-here.ipynb")


def test_lessons_copied_from_a_checkout_are_the_courses_tracked_files_alone(
    capsys, monkeypatch, tmp_path
):
    # defect 2 through --folder: the copy took every file under notebooks/ and trusted
    # every notebook it copied, a learner's download too
    monkeypatch.setattr(subprocess, "Popen", FakeLab)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    checkout_with_foreign_notebooks(monkeypatch, tmp_path)
    mine = tmp_path / "mine"
    assert main(["lessons", "--folder", str(mine)]) == 0
    assert capsys.readouterr().err == ""
    copied = {p.relative_to(mine).as_posix() for p in mine.rglob("*") if p.is_file()}
    assert "downloaded.ipynb" not in copied and "homework/friend.ipynb" not in copied
    assert "01-the-cards.ipynb" not in copied  # its bytes are not the course's
    assert trusted(mine / "00-start-here.ipynb") and trusted(mine / "ru" / "00-start-here.ipynb")
    # where git cannot say, the folder is copied as it stands and nothing is trusted
    shutil.rmtree(tmp_path / "checkout" / ".git")
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data-2"))  # trust is by content
    other = tmp_path / "other"
    assert main(["lessons", "--folder", str(other)]) == 0
    assert capsys.readouterr().err.startswith("koikoi-edu: the lessons stay untrusted")
    assert (other / "downloaded.ipynb").is_file()
    assert not trusted(other / "00-start-here.ipynb") and not trusted(other / "downloaded.ipynb")
