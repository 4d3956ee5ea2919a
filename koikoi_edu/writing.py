"""Writing a file of the user's so that nothing of theirs is lost: the package's one way.

A file is written whole under a temporary name in its own folder, flushed and synced
to disk, then renamed over its name (``os.replace``): a full disk, a Ctrl-C or a
second run at the same moment leaves the old file or the new one, never half of one
under the name. A symbolic link is never written through (the name is refused, and a
rename replaces a link, never its target), and neither is anything that is not a
regular file (a folder, a FIFO, a device), which is never even opened. A read-only
file is not replaced, as ``open(path, "w")`` would not write it.

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     path = Path(folder) / "notes.txt"
...     written = write_text(path, "koi-koi")
...     written, write_bytes(path, b"mine", replace=False), path.read_text(), os.listdir(folder)
(True, False, 'koi-koi', ['notes.txt'])
"""

from __future__ import annotations

import errno
import os
import secrets
import stat
from os import PathLike
from pathlib import Path

#: ``open`` flags that never follow a symbolic link and never wait on a FIFO.
_NO_FOLLOW = (
    getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
)


class NotAFileError(OSError):
    """A name that is a symbolic link, or something other than a regular file or
    nothing: never written through, opened or replaced. ``errno`` is ``ELOOP`` for a
    link, ``EISDIR`` for a folder and ``ESPIPE`` for a FIFO, a socket or a device."""


def refused(path: str | PathLike[str], mode: int) -> NotAFileError:
    """The error for ``path``, whose ``lstat`` mode is ``mode``."""
    if stat.S_ISLNK(mode):
        return NotAFileError(errno.ELOOP, "it is a symbolic link, never written through", str(path))
    if stat.S_ISDIR(mode):
        return NotAFileError(errno.EISDIR, "Is a directory", str(path))
    return NotAFileError(errno.ESPIPE, "it is not a regular file (a pipe or a device)", str(path))


def kind(path: str | PathLike[str]) -> int | None:
    """``path``'s own ``lstat`` mode (a link's, not its target's), or None if nothing is
    there."""
    try:
        return os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    except ValueError:  # "embedded null byte": no file can have that name
        raise OSError(errno.EINVAL, os.strerror(errno.EINVAL), str(path)) from None


def read_bytes(path: str | PathLike[str]) -> bytes:
    """The bytes of the regular file ``path``; :class:`NotAFileError` for a link, a
    folder, a FIFO or a device, which is not followed or read (so never waited on)."""
    mode = kind(path)
    if mode is None:
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path))
    if not stat.S_ISREG(mode):
        raise refused(path, mode)
    try:
        fd = os.open(path, os.O_RDONLY | _NO_FOLLOW)
    except OSError as e:
        if e.errno == errno.ELOOP:  # made a link since the look above
            raise refused(path, stat.S_IFLNK) from None
        raise
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            raise refused(path, os.fstat(f.fileno()).st_mode)
        return f.read()


def write_bytes(path: str | PathLike[str], data: bytes, *, replace: bool = True) -> bool:
    """Write ``data`` as the file ``path``, whole or not at all; returns whether it did.

    ``replace=False`` writes only where nothing is there yet, and returns False where
    something is (decided by the system at the moment of writing: of two writers at
    once, one writes). :class:`NotAFileError` for a link or a non-regular file at
    ``path``; ``PermissionError`` for a read-only file.
    """
    if names_a_folder(os.fspath(path)):  # Path() would drop what says so, and write a file
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), os.fspath(path))
    path = Path(path)
    mode = kind(path)
    if mode is not None:
        if not stat.S_ISREG(mode):
            raise refused(path, mode)
        if not replace:
            return False
        if not os.access(path, os.W_OK):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
    temp = path.with_name(f".{path.name[:60]}.{secrets.token_hex(4)}.part")
    # 0o666 less the umask, as open() would make it; a replaced file keeps its mode
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NO_FOLLOW, 0o666)
    try:
        try:
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(fd, stat.S_IMODE(mode))
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        if replace:
            os.replace(temp, path)
        elif not _place_new(temp, path):
            return False
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)
    return True


def names_a_folder(name: str) -> bool:
    """Whether the name ``name`` can only be a folder's: it ends in a separator, or in
    ``.`` or ``..``, which ``Path`` would drop or keep as a folder of the name.

    >>> [names_a_folder(n) for n in ("notes", "notes/", "notes/.", "a/..", ".", "a.b")]
    [False, True, True, True, True, False]
    """
    last = name.replace(os.altsep or os.sep, os.sep).rsplit(os.sep, 1)[-1]
    return last in ("", ".", "..")


def write_text(path: str | PathLike[str], text: str, *, replace: bool = True) -> bool:
    """:func:`write_bytes` of ``text`` in UTF-8."""
    return write_bytes(path, text.encode("utf-8"), replace=replace)


def _place_new(temp: Path, path: Path) -> bool:
    """Give ``temp`` the name ``path`` unless something has it; ``temp`` is gone after."""
    try:
        os.link(temp, path)  # fails where the name is taken
    except FileExistsError:
        return False
    except (OSError, NotImplementedError):  # a file system without hard links
        if kind(path) is not None:
            return False
        os.replace(temp, path)
        return True
    finally:
        temp.unlink(missing_ok=True)
    return True


def _sync_folder(folder: Path) -> None:
    """Sync ``folder``'s entries, so that the rename itself survives a power cut (POSIX;
    elsewhere, and on file systems that refuse it, the rename is as durable as it gets)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
