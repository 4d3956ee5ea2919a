"""An IPython extension that stores the pictures a lesson shows as files of a folder.

    %load_ext koikoi_edu.picture_files

A lesson shows the same card dozens of times, and a ``data:`` URI stores it each
time: 884 pictures of 117 different ones in the English lessons. Every renderer
returns ``data:`` URIs (:mod:`koikoi_edu.render.picture`), so live output works
anywhere (a cell a learner runs, a widget, Voila, JupyterLite, a lesson copied
without its folder). Only a kernel that stores lessons loads this extension; it then
has every HTML output stored with its pictures as files (:func:`stored_html`): each
picture is written once to the folder ``KOIKOI_EDU_PICTURES`` names (``pictures``
in the working folder without it), as ``<hash of its SVG>.svg``, and the ``<img>``
names it relative to the kernel's working folder (``pictures/...`` from
``notebooks/``, ``../pictures/...`` from ``notebooks/ru/``: the languages share one
folder, and a picture without words, such as a card's back, is stored once for all).
Widgets' live views keep their ``data:`` URIs; their stored snapshots, being HTML
outputs, name files. JupyterLab resolves a relative ``src`` in stored HTML through
its contents service, trusted or not, so the files show before anything runs; the
name is the content's hash, so nbval still compares the pictures themselves.

``scripts/run_notebooks.py`` and the nbval run (the top-level ``conftest.py``) start
each lesson's kernel with :func:`kernel_environment`, through which IPython loads
the extension before the first cell. Nothing imports this module: the package never
touches IPython's display formatter by itself, and ``%unload_ext`` gives the
formatter back as it was.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from . import learner
from .writing import write_bytes

__all__ = [
    "PICTURE_FOLDER",
    "PICTURES",
    "PICTURE_FILE",
    "picture_name",
    "picture_file",
    "stored_html",
    "kernel_environment",
    "load_ipython_extension",
    "unload_ipython_extension",
]

#: The folder stored lessons keep their pictures in, inside the lessons' folder
#: (notebooks/): the lesson runner, nbval's conftest and the site build all use it.
PICTURE_FOLDER = "pictures"
#: The environment variable naming that folder for a kernel that stores lessons.
PICTURES = "KOIKOI_EDU_PICTURES"
#: How a stored lesson names a picture file: its folder, then ``<hash>.svg``.
PICTURE_FILE = re.compile(rf"(?:\.\./)*{PICTURE_FOLDER}/([0-9a-f]{{16}}\.svg)")
#: A picture as :func:`koikoi_edu.render.picture.img_html` writes it.
_DATA_SRC = re.compile(r'(<img src=")data:image/svg\+xml,([^"]*)"')
#: What IPython runs when a kernel starts with :func:`kernel_environment`.
_STARTUP = Path(__file__).with_suffix(".ipy")


def picture_name(svg: str) -> str:
    """The file name of a picture: the start of its SVG's SHA-256, so that a name
    says the content (two lessons drawing the same card share one file).

    >>> picture_name("<svg/>")
    'd4dc56669143034f.svg'
    """
    return hashlib.sha256(svg.encode("utf-8")).hexdigest()[:16] + ".svg"


def picture_file(svg: str, folder: Path) -> str:
    """``svg`` written to ``folder`` as :func:`picture_name` (unless it is there: the
    name is the content), named relative to the working folder for an ``<img>``.

    The file is ASCII, every other character written as an XML character reference
    (``&#1082;``): JupyterLite hands a file to an ``<img>`` through ``btoa``, which
    refuses characters beyond Latin-1, so a Russian card would not show in the site.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     name = picture_file("<svg><text>карта</text></svg>", Path(folder))
    ...     print(Path(name).name, (Path(folder) / Path(name).name).read_text())
    631e306af0dc6931.svg <svg><text>&#1082;&#1072;&#1088;&#1090;&#1072;</text></svg>
    """
    text = svg.encode("ascii", "xmlcharrefreplace")
    path = folder.resolve() / picture_name(text.decode("ascii"))
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        write_bytes(path, text, replace=False)  # never half a file under the name
    return Path(os.path.relpath(path)).as_posix()


def stored_html(fragment: str, folder: Path) -> str:
    """``fragment`` with every ``data:`` URI picture (as the renderers write it)
    replaced by a file in ``folder`` (:func:`picture_file`)."""
    return _DATA_SRC.sub(
        lambda m: f'{m.group(1)}{picture_file(unquote(m.group(2)), folder)}"', fragment
    )


def kernel_environment(folder: Path) -> dict[str, str]:
    """What a kernel's environment needs for IPython to load this extension at its
    start, storing pictures in ``folder``. ``PYTHONSTARTUP`` names the one line that
    loads it, ``picture_files.ipy`` beside this module: IPython runs an ``.ipy``
    startup file silently, so the lesson's namespace and cell numbers stay as they
    are. A kernel inherits its starter's environment, whoever starts it (nbclient, nbval).
    Such a kernel keeps no learner's progress (:mod:`koikoi_edu.learner`): the lessons
    it stores show what a new learner sees, and nothing is written beside them.
    """
    return {
        PICTURES: str(folder.resolve()),
        "PYTHONSTARTUP": str(_STARTUP),
        learner.ENVIRONMENT: "off",
    }


class _Storing:
    """A display formatter's ``format`` that stores the pictures of HTML output as files.

    Both ``display()`` and a cell's value are formatted by the shell's display
    formatter, so wrapping its ``format`` reaches every output, widgets' snapshots
    included; the widgets' models, which the live views draw, are not outputs.
    """

    def __init__(self, plain: Any, folder: Path) -> None:
        self.plain = plain
        self.folder = folder

    def __call__(self, obj: Any, include: Any = None, exclude: Any = None) -> tuple[dict, dict]:
        data, metadata = self.plain(obj, include=include, exclude=exclude)
        if isinstance(data.get("text/html"), str):
            data["text/html"] = stored_html(data["text/html"], self.folder)
        return data, metadata


def load_ipython_extension(ipython: Any) -> None:
    """Have ``ipython`` store the pictures of every HTML output as files."""
    formatter = ipython.display_formatter
    if not isinstance(formatter.format, _Storing):
        folder = Path(os.environ.get(PICTURES) or PICTURE_FOLDER)
        formatter.format = _Storing(formatter.format, folder)


def unload_ipython_extension(ipython: Any) -> None:
    """Give ``ipython`` its display formatter back as it was: pictures as ``data:`` URIs."""
    formatter = ipython.display_formatter
    storing = vars(formatter).get("format")
    if isinstance(storing, _Storing):
        del formatter.format  # the formatter's own method shows through again
        if storing.plain != formatter.format:  # someone's wrapper was there before
            formatter.format = storing.plain
