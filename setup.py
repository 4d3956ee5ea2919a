"""The one build step pyproject.toml cannot say: the course ships inside the package.

The lessons' source of truth is ``notebooks/`` at the top of the repository (every
language folder in it). Building the package copies the course's files from that folder
into ``koikoi_edu/lessons/`` of the build, so a wheel, and ``pip install koikoi-edu``,
brings the whole course, and ``koikoi-edu lessons`` can hand a learner a copy (and
trusts it: see koikoi_edu/course.py). No second copy is committed; an editable install
uses ``notebooks/`` in place.

The course's files are those git tracks under ``notebooks/`` in a checkout, or, in an
unpacked sdist (no git there), those the sdist's own file list names. Anything else in
the folder, a learner's download (``notebooks/downloaded.ipynb``) or a classmate's
homework, is no lesson: it goes into neither the sdist nor the wheel. A tree that is
neither (a download of the repository, a Docker build's copy without ``.git``) has
nothing to tell them apart by, and holds only what was put there: its folder ships as
it is.
"""

import os
import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.egg_info import egg_info, write_file

ROOT = Path(__file__).resolve().parent
LESSONS = ROOT / "notebooks"
# Set (to anything) by scripts/build_site.py: the site's Pyodide kernel preloads the
# package's wheel in every visitor's browser, where lessons inside it would be
# megabytes downloaded for nothing.
WITHOUT_LESSONS = "KOIKOI_EDU_WHEEL_WITHOUT_LESSONS"
REGULAR = (b"100644", b"100755")  # git's modes of a regular file (not a link, a submodule)


def course_files() -> list[str]:
    """The course's files, relative to ``notebooks/`` (POSIX).

    An unpacked sdist has PKG-INFO at its top and lists its files in
    ``*.egg-info/SOURCES.txt``; a checkout is the top of a git work tree, whose index
    lists what git tracks (committed or staged); any other tree, every file of its
    folder. Hidden folders (``.ipynb_checkpoints``) and links hold no lessons.
    """
    if (ROOT / "PKG-INFO").is_file():
        listed = [
            line.removeprefix("notebooks/")
            for sources in ROOT.glob("*.egg-info/SOURCES.txt")
            for line in sources.read_text(encoding="utf-8").splitlines()
            if line.startswith("notebooks/")
        ]
    else:
        tracked = tracked_files()
        listed = (
            [p.relative_to(LESSONS).as_posix() for p in LESSONS.rglob("*")]
            if tracked is None
            else tracked
        )
    return sorted(
        name
        for name in set(listed)
        if not any(part.startswith(".") for part in name.split("/"))
        and (LESSONS / name).is_file()
        and not (LESSONS / name).is_symlink()
    )


def tracked_files() -> list[str] | None:
    """The regular files git tracks under ``notebooks/``, if ROOT is the top of a git
    work tree (not a copy inside some other repository) and git answers."""

    def git(*args: str) -> bytes:
        # core.fsmonitor off: asking runs no program a repository's configuration names
        command = ["git", "-c", "core.fsmonitor=false", "-C", str(ROOT), *args]
        return subprocess.run(command, capture_output=True, check=True, timeout=120).stdout

    try:
        if git("rev-parse", "--show-prefix").strip():
            return None
        listed = git("ls-files", "-s", "-z", "--", "notebooks")
    except (OSError, subprocess.SubprocessError):
        return None
    names = []
    for entry in filter(None, listed.split(b"\0")):
        described, _, path = entry.partition(b"\t")
        if described.split(b" ")[0] in REGULAR:
            names.append(os.fsdecode(path).removeprefix("notebooks/"))
    return names


class EggInfoOfTheCourse(egg_info):
    """``egg_info``, whose file list (the sdist's, SOURCES.txt) holds of ``notebooks/``
    only the course's files: MANIFEST.in grafts the whole folder."""

    def find_sources(self) -> None:
        # asked first: in an unpacked sdist, the run below rewrites the SOURCES.txt read
        course = None if os.environ.get(WITHOUT_LESSONS) else course_files()
        super().find_sources()
        if course is None:
            return  # the site's wheel: no lessons in it
        keep = {f"notebooks/{name}" for name in course}
        files = self.filelist.files
        kept = [f for f in files if not f.replace(os.sep, "/").startswith("notebooks/")]
        kept += [f for f in files if f.replace(os.sep, "/") in keep]
        if len(kept) < len(files):
            self.filelist.files = sorted(kept)
            manifest = os.path.join(self.egg_info, "SOURCES.txt")
            write_file(manifest, [f.replace(os.sep, "/") for f in self.filelist.files])


class BuildPyWithLessons(build_py):
    """``build_py``, then the course's files copied into the built package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # the package is the checkout itself, next to notebooks/
        target = Path(self.build_lib) / "koikoi_edu" / "lessons"
        # pip builds a checkout in its build/ folder, which keeps the last build's copy:
        # start afresh, so a lesson renamed or left out does not linger in the wheel
        shutil.rmtree(target, ignore_errors=True)
        if os.environ.get(WITHOUT_LESSONS):
            return  # a wheel for the JupyterLite site, which serves the lessons as files
        for name in course_files():
            self.mkpath(str((target / name).parent))
            self.copy_file(str(LESSONS / name), str(target / name))


setup(
    cmdclass={
        "build_py": BuildPyWithLessons,
        "egg_info": EggInfoOfTheCourse,
    }
)
