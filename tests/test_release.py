"""The release files, and the package as a package index would hand it out.

The licences are named in the package's metadata; the version is written once
(``koikoi_edu.__version__``) and read by setuptools; CHANGELOG.md keeps a changelog's
form. The slow test does what ``make dist`` does (``python -m build``, then ``twine
check``) on a copy of the working tree, installs the wheel into a new virtual
environment (its dependencies from PyPI, at binder/'s pins), and there runs
``koikoi-edu --version``, ``koikoi-edu lessons --no-browser`` (until its JupyterLab
answers, then shut down through its API: the same session as tests/test_course.py's)
and lesson 00 under nbval.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import NOT_IN_A_CHECKOUT, copy_checkout, course_files, new_venv, run
from test_course import lessons_session
from test_writing import SCRIPT, notebook

import koikoi_edu

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
LICENCE_FILES = ["LICENSE", "LICENSE-content"]
FIRST_LESSON = "00-start-here.ipynb"


def test_the_licences_are_named_in_the_metadata_and_the_readme():
    project = PYPROJECT["project"]
    assert project["license"] == "MIT AND CC-BY-4.0"
    assert project["license-files"] == LICENCE_FILES
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License\n")
    content = (ROOT / "LICENSE-content").read_text(encoding="utf-8")
    assert "Creative Commons Attribution 4.0 International Public License" in content
    assert content.count("\nSection ") == 8  # the whole legal code, not a link to it
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "[LICENSE](LICENSE)" in readme and "[LICENSE-content](LICENSE-content)" in readme
    # PEP 639's fields need setuptools 77 to build
    assert "setuptools>=77" in PYPROJECT["build-system"]["requires"]


def test_the_version_is_written_once():
    project = PYPROJECT["project"]
    assert "version" not in project and "version" in project["dynamic"]
    read = PYPROJECT["tool"]["setuptools"]["dynamic"]["version"]
    assert read == {"attr": "koikoi_edu.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", koikoi_edu.__version__)


def test_the_changelog_keeps_a_changelogs_form():
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    versions = re.findall(r"^## \[([^\]]+)\]", text, flags=re.M)
    assert versions and versions[0] in ("Unreleased", koikoi_edu.__version__)
    for version in versions[1:]:  # each release dated
        assert re.search(rf"^## \[{re.escape(version)}\] - \d{{4}}-\d\d-\d\d$", text, flags=re.M)
    kinds = set(re.findall(r"^### (.+)$", text, flags=re.M))
    assert kinds and kinds <= {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}
    assert koikoi_edu.__version__ in text


def test_make_dist_builds_both_and_checks_them():
    recipe = re.search(r"^dist:.*\n((?:\t.*\n)+)", (ROOT / "Makefile").read_text(), flags=re.M)
    assert recipe is not None
    assert "-m build --outdir dist" in recipe[1]
    assert "twine check --strict dist/*" in recipe[1]
    test_extra = " ".join(PYPROJECT["project"]["optional-dependencies"]["test"])
    assert "build" in test_extra.split() and "twine" in test_extra.split()


def wheel_lessons(wheel: Path) -> list[str]:
    """The files under the wheel's ``koikoi_edu/lessons/`` (setup.py's copy of the course)."""
    with zipfile.ZipFile(wheel) as built:
        names = built.namelist()
    return sorted(n.removeprefix("koikoi_edu/lessons/") for n in names if "/lessons/" in n)


@pytest.mark.slow
def test_the_package_carries_the_courses_lessons_and_no_file_git_does_not_track(tmp_path):
    # issue 37, defect 2, packaging: a learner's download and a classmate's homework under
    # notebooks/ of a checkout went into the sdist and the wheel, whose lessons
    # `koikoi-edu lessons` copies and trusts
    repo = copy_checkout(tmp_path / "repo")
    course = course_files()
    downloaded = ["downloaded.ipynb", "homework/friend.ipynb"]
    for name in downloaded:
        (repo / "notebooks" / name).parent.mkdir(exist_ok=True)
        (repo / "notebooks" / name).write_text(notebook("# Homework", SCRIPT), encoding="utf-8")
    version = koikoi_edu.__version__

    # as make dist builds: the sdist, then the wheel from the sdist (there no git)
    run([sys.executable, "-m", "build", "--outdir", tmp_path / "dist", repo], cwd=repo)
    sdist = tmp_path / "dist" / f"koikoi_edu-{version}.tar.gz"
    top = f"koikoi_edu-{version}/notebooks/"
    with tarfile.open(sdist) as packed:
        files = [m.name for m in packed.getmembers() if m.isfile()]
        packed.extractall(tmp_path / "unpacked", filter="data")
    assert sorted(n.removeprefix(top) for n in files if n.startswith(top)) == course
    listed = (tmp_path / "unpacked" / f"koikoi_edu-{version}" / "koikoi_edu.egg-info").joinpath(
        "SOURCES.txt"
    )
    sources = listed.read_text(encoding="utf-8").splitlines()
    assert (
        sorted(n.removeprefix("notebooks/") for n in sources if n.startswith("notebooks/"))
        == course
    )
    assert wheel_lessons(tmp_path / "dist" / f"koikoi_edu-{version}-py3-none-any.whl") == course

    # as `pip install .` builds: the wheel straight from the checkout
    run([sys.executable, "-m", "build", "--wheel", "--outdir", tmp_path / "direct", repo])
    assert wheel_lessons(next((tmp_path / "direct").glob("*.whl"))) == course

    # an unpacked sdist has no git: its own file list says what the course is, whatever
    # is put beside the lessons
    unpacked = tmp_path / "unpacked" / f"koikoi_edu-{version}"
    (unpacked / "notebooks" / "dropped.ipynb").write_text(notebook("# Mine"), encoding="utf-8")
    run([sys.executable, "-m", "build", "--wheel", "--outdir", tmp_path / "from-sdist", unpacked])
    assert wheel_lessons(next((tmp_path / "from-sdist").glob("*.whl"))) == course

    # a download of the repository (no git, no sdist's list) holds only what was put
    # there: nothing tells a lesson from another file, and its folder ships as it is
    bare = tmp_path / "bare"
    shutil.copytree(ROOT, bare, ignore=NOT_IN_A_CHECKOUT)
    (bare / "notebooks" / "extra.ipynb").write_text(notebook("# Extra"), encoding="utf-8")
    run([sys.executable, "-m", "build", "--wheel", "--outdir", tmp_path / "bare-wheel", bare])
    folder = bare / "notebooks"
    shipped = sorted(
        p.relative_to(folder).as_posix()
        for p in folder.rglob("*")
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(folder).parts)
    )
    assert set(course) | {"extra.ipynb"} <= set(shipped)
    assert wheel_lessons(next((tmp_path / "bare-wheel").glob("*.whl"))) == shipped


@pytest.mark.slow
def test_the_built_wheel_installs_and_runs_the_course(tmp_path):
    repo = copy_checkout(tmp_path / "repo")
    dist = tmp_path / "dist"
    run([sys.executable, "-m", "build", "--outdir", dist, repo], cwd=repo)
    version = koikoi_edu.__version__
    sdist = dist / f"koikoi_edu-{version}.tar.gz"
    wheel = dist / f"koikoi_edu-{version}-py3-none-any.whl"
    assert sorted(dist.iterdir()) == [wheel, sdist]
    checked = run([sys.executable, "-m", "twine", "check", "--strict", sdist, wheel])
    assert checked.stdout.count("PASSED") == 2, checked.stdout

    with zipfile.ZipFile(wheel) as built:
        names = set(built.namelist())
        metadata = built.read(f"koikoi_edu-{version}.dist-info/METADATA").decode()
    assert {f"koikoi_edu-{version}.dist-info/licenses/{name}" for name in LICENCE_FILES} <= names
    assert f"koikoi_edu/lessons/{FIRST_LESSON}" in names  # setup.py copied the lessons
    assert f"\nVersion: {version}\n" in metadata
    assert "\nLicense-Expression: MIT AND CC-BY-4.0\n" in metadata

    env_dir, bin_dir, env = new_venv(tmp_path)
    fresh = SimpleNamespace(env_dir=env_dir, bin_dir=bin_dir, env=env)  # lessons_session's
    # the versions the lessons were executed with (binder/'s pins), as a learner's
    # pip would pick them today: the stored outputs are theirs
    pins = ["-c", ROOT / "binder" / "requirements.txt"]
    run(
        [fresh.bin_dir / "python", "-m", "pip", "install", "-q", *pins, wheel, "nbval", "pytest"],
        env=fresh.env,
    )
    said = run([fresh.bin_dir / "koikoi-edu", "--version"], env=fresh.env, cwd=tmp_path)
    assert said.stdout == f"koikoi-edu {version}\n"

    learner = tmp_path / "learner"
    learner.mkdir()
    out, files, first_page = lessons_session(fresh, learner)
    assert files == course_files()
    assert first_page.split("?")[0] == f"/lab/tree/{FIRST_LESSON}"

    # Lesson 00 of the learner's copy, against the installed package, its pictures stored
    # as files the way the lessons were executed (the checkout's conftest.py does that)
    lessons = learner / "koikoi-edu-lessons"
    storing = json.loads(
        run(
            [
                fresh.bin_dir / "python",
                "-c",
                "import json, sys, pathlib; from koikoi_edu import picture_files as p; "
                "print(json.dumps(p.kernel_environment(pathlib.Path(sys.argv[1]))))",
                lessons / "pictures",
            ],
            env=fresh.env,
        ).stdout
    )
    checked = run(
        [
            fresh.bin_dir / "python",
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--nbval",
            "--nbval-current-env",
            FIRST_LESSON,
        ],
        cwd=lessons,
        env={**fresh.env, **storing},
        timeout=900,
    )
    assert re.search(r"\d+ passed", checked.stdout) and "failed" not in checked.stdout
