"""The course as learners and teachers get it: lessons to open, links to hand out.

``koikoi-edu lessons`` and ``koikoi-edu links`` (see :mod:`koikoi_edu.cli`) are built
on this module.

Where the lessons come from. In a checkout (an editable install), ``notebooks/`` next
to the package, opened in place: it is the course's source of truth. In an installed
wheel, ``koikoi_edu/lessons/``, which ``setup.py`` copies from ``notebooks/`` at
build time. Nobody works inside an installed package, so :func:`copy_lessons` gives
the learner a copy, and keeps the lessons the learner has changed when run again.

The links. A class meets the course in one of three places: mybinder.org (nothing to
install, for a few students), a JupyterHub that pulls the repository into every
student's home with nbgitpuller (for a whole class), or a local install.
:func:`links` writes the first two for a repository on GitHub:

>>> course = links("koikoi-edu/koikoi-edu", hub="https://hub.example.edu")
>>> print(course.binder_lab)
https://mybinder.org/v2/gh/koikoi-edu/koikoi-edu/main?urlpath=lab/tree/notebooks/00-start-here.ipynb
>>> print(course.hub)
https://hub.example.edu/hub/user-redirect/git-pull?repo=https%3A%2F%2Fgithub.com%2Fkoikoi-edu%2Fkoikoi-edu&urlpath=lab%2Ftree%2Fkoikoi-edu%2Fnotebooks%2F00-start-here.ipynb&branch=main
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import SplitResult, quote, urlencode, urlsplit

from .errors import KoikoiError, shown

FIRST_LESSON = "00-start-here.ipynb"
WORKED_EXAMPLE = "06-worked-example.ipynb"
COPY_FOLDER = "koikoi-edu-lessons"  # where `koikoi-edu lessons` copies them by default

PACKAGE = Path(__file__).resolve().parent
# Jupyter configuration of our own, put first on JUPYTER_CONFIG_PATH for the JupyterLab
# we start: labconfig/page_config.json turns off the "Jupyter news?" prompt, which
# would otherwise cover a corner of the first lesson. The learner's own settings stay.
JUPYTER_CONFIG = PACKAGE / "jupyter_config"


# -- the lessons ------------------------------------------------------------------------


def checkout_lessons() -> Path | None:
    """``notebooks/`` of the checkout the package runs from, or None when installed."""
    notebooks = PACKAGE.parent / "notebooks"
    return notebooks if notebooks.is_dir() else None


def shipped_lessons() -> Path | None:
    """The lessons built into the installed package, or None (e.g. in a checkout)."""
    lessons = PACKAGE / "lessons"
    return lessons if lessons.is_dir() else None


def lesson_files(folder: Path) -> list[str]:
    """Every file of the course under ``folder``, as sorted relative POSIX paths.

    Hidden folders (``.ipynb_checkpoints``, ``.git``) hold no lessons.
    """
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*")
                  if p.is_file() and not any(part.startswith(".")
                                             for part in p.relative_to(folder).parts))


@dataclass(frozen=True)
class Copy:
    """What :func:`copy_lessons` did: the files it wrote, and the learner's it kept."""

    folder: Path
    copied: tuple[str, ...]
    kept: tuple[str, ...]  # lessons that differ from the course's: the learner's work


def copy_lessons(source: Path, folder: Path, reset: bool = False) -> Copy:
    """Copy the course from ``source`` into ``folder`` without losing a learner's work.

    A lesson missing from ``folder`` is copied; one already there is the learner's
    and stays as it is, edited or not, unless ``reset`` restores every lesson to the
    course's version. Files of the learner's own are never touched.
    """
    if folder.exists() and not folder.is_dir():
        raise KoikoiError(message="lessons-not-a-folder", folder=shown(str(folder), 300))
    copied, kept = [], []
    for name in lesson_files(source):
        target = folder / name
        if target.exists() and not reset:
            if target.read_bytes() != (source / name).read_bytes():
                kept.append(name)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source / name, target)
        copied.append(name)
    return Copy(folder, tuple(copied), tuple(kept))


def trust(folder: Path) -> int:
    """Trust every lesson under ``folder`` (``jupyter trust``); returns how many.

    A trusted notebook shows its stored outputs in full before it is run. Trust is
    recorded in the user's Jupyter data folder, not in the notebooks. A learner's file
    that is no notebook any more stays untrusted; JupyterLab says what is wrong with it.
    """
    from nbformat import ValidationError, read
    from nbformat.sign import NotebookNotary

    notary = NotebookNotary()
    trusted = 0
    for name in lesson_files(folder):
        if name.endswith(".ipynb"):
            try:
                notary.sign(read(folder / name, as_version=4))
            except (ValueError, ValidationError):
                continue
            trusted += 1
    return trusted


def lab_command(folder: Path, browser: bool = True, port: int | None = None) -> list[str]:
    """The command that starts JupyterLab on ``folder`` with lesson 00 open."""
    command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={folder}",
               f"--LabApp.default_url=/lab/tree/{FIRST_LESSON}"]
    if not browser:
        command.append("--no-browser")
    if port is not None:
        command.append(f"--ServerApp.port={port}")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        # JupyterLab refuses root without it; containers and classroom VMs often are root
        command.append("--allow-root")
    return command


def lab_environment(environ: dict[str, str] | None = None) -> dict[str, str]:
    """``environ`` (default: this process's) with our Jupyter configuration first."""
    env = dict(os.environ if environ is None else environ)
    paths = [str(JUPYTER_CONFIG), *filter(None, env.get("JUPYTER_CONFIG_PATH", "").split(
        os.pathsep))]
    env["JUPYTER_CONFIG_PATH"] = os.pathsep.join(paths)
    return env


# -- the links --------------------------------------------------------------------------

BINDER = "https://mybinder.org/v2/gh"
_GITHUB_REPO = re.compile(
    r"(?:https://github\.com/)?(?P<owner>[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)"
    r"/(?P<name>[A-Za-z0-9._-]+?)(?:\.git)?/?")
_BRANCH = re.compile(r"[A-Za-z0-9._/-]+")
_HOST = re.compile(r"[A-Za-z0-9.:-]+")  # a name, an IPv4 or an IPv6 address


def _hub_host(address: SplitResult) -> bool:
    """Whether ``address`` names a host (and a port, if any) a browser can reach."""
    try:
        address.port  # noqa: B018 (reading it checks it)
    except ValueError:
        return False
    return bool(address.hostname and _HOST.fullmatch(address.hostname))


@dataclass(frozen=True)
class Links:
    """The addresses that open the course: on Binder, and on a JupyterHub if given."""

    binder_lab: str  # JupyterLab on lesson 00
    binder_voila: str  # the worked example as a page, without code (Voila)
    hub: str | None  # nbgitpuller: clone or update the course, then open lesson 00


def links(repo: str, hub: str | None = None, branch: str = "main") -> Links:
    """The links into the course held by the GitHub repository ``repo``.

    ``repo`` is ``OWNER/NAME`` or its ``https://github.com/OWNER/NAME`` address;
    ``hub`` is a JupyterHub's address, where nbgitpuller clones the repository into
    a folder named after it in each student's home.
    """
    found = _GITHUB_REPO.fullmatch(repo.strip())
    if not found:
        raise KoikoiError(message="links-repo", repo=shown(repo))
    owner, name = found["owner"], found["name"]
    if not _BRANCH.fullmatch(branch):
        raise KoikoiError(message="links-branch", branch=shown(branch))
    binder = f"{BINDER}/{owner}/{name}/{quote(branch, safe='')}?urlpath="
    pull = None
    if hub is not None:
        address = urlsplit(hub.strip())
        if address.scheme not in ("http", "https") or not _hub_host(address) \
                or address.query or address.fragment:
            raise KoikoiError(message="links-hub", hub=shown(hub))
        query = urlencode({"repo": f"https://github.com/{owner}/{name}",
                           "urlpath": f"lab/tree/{name}/notebooks/{FIRST_LESSON}",
                           "branch": branch})
        pull = f"{hub.strip().rstrip('/')}/hub/user-redirect/git-pull?{query}"
    return Links(binder_lab=f"{binder}lab/tree/notebooks/{FIRST_LESSON}",
                 binder_voila=f"{binder}voila/render/notebooks/{WORKED_EXAMPLE}",
                 hub=pull)
