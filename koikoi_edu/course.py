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

import errno
import hashlib
import os
import re
import stat
import subprocess
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from urllib.parse import SplitResult, quote, urlencode, urlsplit

from .errors import KoikoiError, system_reason
from .inputs import excerpt
from .writing import kind, read_bytes, refused, write_bytes

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

    Hidden folders (``.ipynb_checkpoints``, ``.git``) hold no lessons, and neither does
    anything that is not a regular file: a symbolic link is not followed.
    """
    found = []
    for path in folder.rglob("*"):
        name = path.relative_to(folder)
        mode = kind(path)
        if (
            mode is not None
            and stat.S_ISREG(mode)
            and not any(
                part.startswith(".") or stat.S_ISLNK(kind(folder / Path(*name.parts[:n])) or 0)
                for n, part in enumerate(name.parts, 1)
            )
        ):
            found.append(name.as_posix())
    return sorted(found)


@dataclass(frozen=True)
class Copy:
    """What :func:`copy_lessons` did, file by file: every name of the course is in
    ``copied``, ``same``, ``kept``, ``restored`` or ``skipped``."""

    folder: Path
    copied: tuple[str, ...]  # written from the course: they were missing
    kept: tuple[str, ...]  # differ from the course's: the learner's, left as they are
    restored: tuple[tuple[str, str], ...] = ()  # --reset: (name, where the learner's is kept)
    skipped: tuple[tuple[str, OSError], ...] = ()  # (name, why): a link, a FIFO, a full disk
    same: tuple[str, ...] = ()  # already byte-identical to the course's
    # the course's notebooks among them, with the bytes the copy wrote or compared: what
    # :func:`trust` signs, never the file read again, which anyone may have changed since
    notebooks: tuple[tuple[str, bytes], ...] = ()

    @property
    def course(self) -> tuple[str, ...]:
        """The files that now hold the course's own bytes, as the command checked them."""
        return tuple(sorted((*self.copied, *self.same, *(name for name, _ in self.restored))))


def copy_lessons(
    source: Path,
    folder: Path,
    reset: bool = False,
    course: Iterable[tuple[str, bytes]] | None = None,
) -> Copy:
    """Copy the course from ``source`` into ``folder`` without losing a learner's work.

    The course is every file of ``source`` (:func:`lesson_files`), or, given ``course``,
    those files with the bytes already read and checked (a checkout's, which holds
    other files too: :func:`checkout_files`).

    A lesson missing from ``folder`` is copied; one already there is the learner's
    and stays as it is, edited or not, unless ``reset`` restores every lesson to the
    course's version, first keeping the learner's beside it as
    ``NAME.edited-<date and time>.ipynb`` (see :func:`kept_name`). Files of the
    learner's own are never touched. Every file is written under a temporary name and
    renamed into place (:mod:`koikoi_edu.writing`), so a copy cut short leaves no half
    lesson to be taken for the learner's later, and two runs at once agree. A symbolic
    link, a FIFO or another non-regular file where a lesson or its folder would go is
    skipped, never followed or opened; a file that cannot be read or written is skipped
    with the system's reason, and the rest is copied.
    """
    if folder.exists() and not folder.is_dir():
        raise KoikoiError(message="lessons-not-a-folder", folder=excerpt(str(folder), 300))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (OSError, ValueError) as e:  # a link to nowhere, a read-only parent, a NUL
        if isinstance(e, ValueError):  # "embedded null byte": no folder can have that name
            e = OSError(errno.EINVAL, os.strerror(errno.EINVAL))
        raise KoikoiError(
            message="lessons-cannot-make", folder=excerpt(str(folder), 300), why=system_reason(e)
        ) from None
    stamp = time.strftime("%Y-%m-%dT%H-%M-%S")
    copied, same, kept, restored, skipped = [], [], [], [], []
    notebooks: list[tuple[str, bytes]] = []
    blocked: set[str] = set()  # the course's subfolders that are no folder in the copy
    if course is None:  # each file read as its turn comes
        course = ((name, (source / name).read_bytes()) for name in lesson_files(source))
    for name, data in course:
        parts = name.split("/")
        if any("/".join(parts[:n]) in blocked for n in range(1, len(parts))):
            continue  # said once, for the subfolder
        refusal = _make_folders(folder, parts[:-1])
        if refusal is not None:
            blocked.add(refusal[0])
            skipped.append(refusal)
            continue
        target = folder / name
        try:
            if write_bytes(target, data, replace=False):
                copied.append(name)
            elif (mine := read_bytes(target)) == data:
                same.append(name)
            elif not reset:
                kept.append(name)
                continue
            else:
                backup = _keep(folder, name, mine, stamp)
                write_bytes(target, data)
                restored.append((name, backup))
        except OSError as e:
            skipped.append((name, e))
            continue
        if name.endswith(".ipynb"):
            notebooks.append((name, data))
    return Copy(
        folder,
        tuple(copied),
        tuple(kept),
        tuple(restored),
        tuple(skipped),
        tuple(same),
        tuple(sorted(notebooks)),
    )


def _make_folders(folder: Path, parts: list[str]) -> tuple[str, OSError] | None:
    """Make the course's subfolders ``parts`` under ``folder``, never through a link;
    the first one that is a link or not a folder, and why, if one is."""
    for n in range(1, len(parts) + 1):
        name = "/".join(parts[:n])
        path = folder / name
        try:
            path.mkdir()
            continue
        except FileExistsError:  # there already, perhaps made at this moment by another run
            mode = kind(path)
        except OSError as e:
            return name, e
        if mode is None or not stat.S_ISDIR(mode):
            return name, refused(path, mode) if mode is not None else FileNotFoundError(
                errno.ENOENT, os.strerror(errno.ENOENT), str(path)
            )
    return None


def kept_name(name: str, stamp: str, n: int = 1) -> str:
    """Where ``--reset`` keeps the learner's ``name`` as it was:

    >>> kept_name("ru/04-yaku.ipynb", "2026-12-01T10-00-00")
    'ru/04-yaku.edited-2026-12-01T10-00-00.ipynb'
    >>> kept_name("glossary.md", "2026-12-01T10-00-00", 2)
    'glossary.edited-2026-12-01T10-00-00-2.md'
    """
    path = PurePosixPath(name)
    return str(path.with_name(f"{path.stem}.edited-{stamp}{f'-{n}' if n > 1 else ''}{path.suffix}"))


def _keep(folder: Path, name: str, mine: bytes, stamp: str) -> str:
    """Write the learner's ``mine`` of ``name`` beside it, under a :func:`kept_name`
    that nothing has yet; returns that name."""
    for n in range(1, 1000):
        backup = kept_name(name, stamp, n)
        if write_bytes(folder / backup, mine, replace=False):
            return backup
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(folder / name))


def checkout_notebooks(folder: Path) -> list[tuple[str, bytes]]:
    """The course's own notebooks in a checkout's ``folder`` (its ``notebooks/``), each
    read once: its name and the bytes :func:`trust` signs (see :func:`checkout_files`)."""
    return checkout_files(folder, ".ipynb")


def checkout_files(folder: Path, ending: str = "") -> list[tuple[str, bytes]]:
    """The course's own files in a checkout's ``folder`` (its ``notebooks/``) whose
    names end in ``ending``, each read once: its name and its bytes.

    Those are the regular files git tracks whose bytes are what git holds for them, so
    what the course ships: a learner's download (``notebooks/downloaded.ipynb``), a
    classmate's homework or an edited lesson is no file of the course's: not copied,
    never trusted. :class:`~koikoi_edu.errors.KoikoiError` when git cannot list them (no
    git, or a folder that is not a clone): then nothing is trusted.
    """
    try:
        listed = subprocess.run(
            # core.fsmonitor off: listing runs no program a repository's configuration names
            ["git", "-c", "core.fsmonitor=false", "-C", str(folder), "ls-files", "-s", "-z"],
            capture_output=True,
            check=True,
            timeout=120,
        ).stdout
    except subprocess.CalledProcessError as e:
        said = e.stderr.decode("utf-8", "replace").strip().splitlines()
        raise KoikoiError(
            message="lessons-untracked",
            folder=excerpt(str(folder), 300),
            why=excerpt(said[0] if said else f"git: {e.returncode}"),
        ) from None
    except (OSError, subprocess.TimeoutExpired) as e:
        raise KoikoiError(
            message="lessons-untracked",
            folder=excerpt(str(folder), 300),
            why=system_reason(e) if isinstance(e, OSError) else excerpt(str(e)),
        ) from None
    found = []
    for entry in filter(None, listed.split(b"\0")):
        described, _, path = entry.partition(b"\t")
        mode, object_id, *_ = described.split(b" ")
        name = path.decode("utf-8", "surrogateescape")
        if mode != b"100644" or not name.endswith(ending):
            continue  # a link, a submodule, anything but a tracked regular file
        try:
            data = read_bytes(folder / name)
        except OSError:
            continue  # gone, or no longer a regular file: not the course's
        if _git_object_id(data, len(object_id)) == object_id:
            found.append((name, data))
    return found


def _git_object_id(data: bytes, length: int) -> bytes:
    """The id git gives the file ``data`` (hex, SHA-1 or, with 64 digits, SHA-256)."""
    digest = hashlib.sha256 if length == 64 else hashlib.sha1
    return digest(b"blob %d\0" % len(data) + data).hexdigest().encode()


def trust(notebooks: Iterable[tuple[str, bytes]]) -> tuple[int, list[str]]:
    """Trust the notebooks ``notebooks``, each a name and its bytes (``jupyter trust``);
    returns how many, and the names of those that are no notebook nbformat reads (left
    untrusted; JupyterLab says what is wrong with them).

    A trusted notebook shows its stored outputs in full before it is run, scripts
    included: so the callers pass only the course's own notebooks, with the very bytes
    they checked against the course's (``Copy.notebooks``, :func:`checkout_notebooks`).
    What is signed is those bytes, never the file read again: a file swapped in between
    by anyone who can write to the folder has other bytes, and stays untrusted. Trust
    is recorded in the user's Jupyter data folder, not in the notebooks.
    """
    from nbformat import ValidationError, reads
    from nbformat.sign import NotebookNotary

    notary = NotebookNotary()
    trusted, unread = 0, []
    for name, data in notebooks:
        try:
            notary.sign(reads(data.decode("utf-8"), as_version=4))
        except (
            ValueError,
            TypeError,
            KeyError,
            AttributeError,
            RecursionError,
            ValidationError,
        ):
            # what json and nbformat raise for a file that is no notebook of any version
            unread.append(name)
            continue
        trusted += 1
    return trusted, unread


def lab_command(folder: Path, browser: bool = True, port: int | None = None) -> list[str]:
    """The command that starts JupyterLab on ``folder`` with lesson 00 open."""
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        f"--ServerApp.root_dir={folder}",
        f"--LabApp.default_url=/lab/tree/{FIRST_LESSON}",
    ]
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
    paths = [
        str(JUPYTER_CONFIG),
        *filter(None, env.get("JUPYTER_CONFIG_PATH", "").split(os.pathsep)),
    ]
    env["JUPYTER_CONFIG_PATH"] = os.pathsep.join(paths)
    return env


# -- the links --------------------------------------------------------------------------

BINDER = "https://mybinder.org/v2/gh"
_GITHUB_REPO = re.compile(
    r"(?:https://github\.com/)?(?P<owner>[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)"
    r"/(?P<name>[A-Za-z0-9._-]+?)(?:\.git)?/?"
)
_BRANCH = re.compile(r"[A-Za-z0-9._/-]+")


def _branch_usable(branch: str) -> bool:
    """Whether git takes ``branch`` as a branch's name (``git check-ref-format --branch``),
    of the characters :data:`_BRANCH` lets into a link: no part empty or starting with
    ``.`` or ending in ``.lock``, no ``..``, nothing that ends in ``.`` or starts with ``-``.

    >>> [_branch_usable(b) for b in ("release/2026.12", "..", "a..b", "a/.b", "a.lock", "-x")]
    [True, False, False, False, False, False]
    """
    return (
        bool(_BRANCH.fullmatch(branch))
        and ".." not in branch
        and not branch.startswith("-")
        and not branch.endswith(".")
        and all(part and not part.startswith(".") for part in branch.split("/"))
        and not any(part.endswith(".lock") for part in branch.split("/"))
    )


_HOST = re.compile(r"[A-Za-z0-9.:-]+")  # a name, an IPv4 or an IPv6 address
# what a link handed to a class may hold: RFC 3986's characters, less the quotes and
# angle brackets that would close the markup (or the chat message) it is put in; checked
# on the text as given, since urlsplit drops tabs and newlines before it splits; no query
# or fragment, not even an empty one (``/?``), which would come before the hub's own path
_HUB_TEXT = re.compile(r"[A-Za-z0-9._~/!$&()*+,;=:@%\[\]-]+")


def _hub_usable(address: SplitResult) -> bool:
    """Whether ``address`` is an http(s) address of a host (and a port from 1, if any)
    that a browser can reach, with nothing a link must not hold."""
    try:
        port = address.port
    except ValueError:
        return False
    return (
        address.scheme in ("http", "https")
        and port != 0
        and bool(address.hostname and _HOST.fullmatch(address.hostname))
        and bool(_HUB_TEXT.fullmatch(address.geturl()))
        and not address.query
        and not address.fragment
    )


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
        raise KoikoiError(message="links-repo", repo=excerpt(repo))
    owner, name = found["owner"], found["name"]
    if not name.strip("."):  # "." and "..": a folder, which GitHub refuses as a name
        raise KoikoiError(message="links-repo", repo=excerpt(repo))
    if not _branch_usable(branch):
        raise KoikoiError(message="links-branch", branch=excerpt(branch))
    binder = f"{BINDER}/{owner}/{name}/{quote(branch, safe='')}?urlpath="
    pull = None
    if hub is not None:
        address = urlsplit(hub.strip())
        if "@" in address.netloc:  # a login, which a link for a whole class must not hand out
            raise KoikoiError(message="links-hub-login")
        if not _hub_usable(address) or not _HUB_TEXT.fullmatch(hub.strip()):
            raise KoikoiError(message="links-hub", hub=excerpt(hub))
        query = urlencode(
            {
                "repo": f"https://github.com/{owner}/{name}",
                "urlpath": f"lab/tree/{name}/notebooks/{FIRST_LESSON}",
                "branch": branch,
            }
        )
        pull = f"{hub.strip().rstrip('/')}/hub/user-redirect/git-pull?{query}"
    return Links(
        binder_lab=f"{binder}lab/tree/notebooks/{FIRST_LESSON}",
        binder_voila=f"{binder}voila/render/notebooks/{WORKED_EXAMPLE}",
        hub=pull,
    )
