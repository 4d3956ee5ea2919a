"""JupyterLab on a private folder, for work in a browser: tests, slides, benchmarks.

    import sys; sys.path.insert(0, "scripts")  # scripts/ is not a package
    from jupyter_lab import jupyterlab

    with jupyterlab(root, home) as lab:          # serving the notebooks under root
        page.goto(f"{lab.url}/lab/tree/lesson.ipynb?token={lab.token}")

The browser tests (tests/test_browser*.py), ``scripts/slides_pdf.py`` and
``benchmarks/table_clicks.py`` all open notebooks in a real JupyterLab; this module is
how they start it, so that they start it alike:

* Nothing of the user's Jupyter is read or written. Settings, workspaces, runtime files
  and the kernel spec live under ``home`` (:func:`jupyter_home`), and the kernel runs
  this interpreter, ``sys.executable``, so a notebook runs with the code under test.
* No news or update check: their notices would cover part of the page.
* The server listens on a free loopback port with a random token, and is reached
  without any proxy (:meth:`Lab.get`).
* :func:`jupyterlab` returns only once the server answers, and raises
  :class:`LabDidNotStart`, with the end of the server's log, when it never does.
"""

from __future__ import annotations

import json
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

#: The kernel spec's name, which a notebook under test asks for, and its display name,
#: which JupyterLab's status bar shows ("koikoi-edu (test venv) | Idle").
KERNEL = "koikoi-edu-test"
KERNEL_NAME = "koikoi-edu (test venv)"


def write_notebook(path: Path, cells: list[str]) -> None:
    """A notebook of code ``cells`` at ``path``, run by this interpreter's kernel
    (:data:`KERNEL`): how the browser tests, benchmarks and screenshots make a page."""
    import nbformat  # only for the callers that write one

    notebook = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(c) for c in cells],
        metadata={
            "kernelspec": {"name": KERNEL, "display_name": KERNEL_NAME, "language": "python"}
        },
    )
    nbformat.write(notebook, path)


#: A first JupyterLab start takes 20-40 s on a busy 2-core machine; this bounds the
#: wait, it asserts nothing.
START_SECONDS = 180
#: How much of the server's log an error quotes: enough for a traceback.
LOG_TAIL = 3000


class Kernel(NamedTuple):
    """A kernel spec that runs ``sys.executable``: its name and its display name."""

    name: str
    display_name: str


THIS_PYTHON = Kernel(KERNEL, KERNEL_NAME)


class LabDidNotStart(RuntimeError):
    """JupyterLab exited, or did not answer in time; the message ends with its log."""


@dataclass
class Lab:
    """A running JupyterLab: its address (no token), token, log file and environment.

    ``env`` is what the server runs with, so a caller finds the private folders
    in it (``env["JUPYTER_DATA_DIR"]``, where notebooks would be signed).
    """

    url: str
    token: str
    log: Path
    env: dict[str, str]

    def get(self, path: str, method: str = "GET") -> int:
        """The HTTP status of one API call; never through a proxy, the server is local.

        ``lab.get("/api/status")`` is 200 once the server is up; an error status
        raises ``urllib.error.HTTPError``.
        """
        request = urllib.request.Request(
            f"{self.url}{path}", method=method, headers={"Authorization": f"token {self.token}"}
        )
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with opener.open(request, timeout=10) as answer:
            return answer.status

    def said(self) -> str:
        """The end of the server's log, for an error message."""
        return self.log.read_text(encoding="utf-8", errors="replace")[-LOG_TAIL:]


def redrawn(page, view, action: Callable[[], object], timeout_ms: float = 60_000) -> float:
    """Run ``action`` (a click or a key) on ``page`` and wait for Python's redraw of the
    live table ``view`` (its view counts its redraws in ``data-drawn``); the
    milliseconds from the action to the redraw."""
    before = view.get_attribute("data-drawn")
    started = page.evaluate("() => performance.now()")
    action()
    page.wait_for_function(
        "([v, before]) => v.dataset.drawn !== before",
        arg=[view.element_handle(), before],
        timeout=timeout_ms,
    )
    return page.evaluate("() => performance.now()") - started


def free_port() -> int:
    """A loopback port free right now (the server is told not to try another)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _write_json(path: Path, value: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value), encoding="utf-8")


def jupyter_home(
    home: Path, *, render_all: bool = False, kernel: Kernel = THIS_PYTHON
) -> dict[str, str]:
    """Private Jupyter folders under ``home``, and the environment that points at them.

    ``kernel`` names the one kernel spec, which runs ``sys.executable``. The settings
    silence the news and update checks. With ``render_all`` a notebook draws every
    cell at once (``windowingMode`` none): JupyterLab otherwise draws only the cells in
    view, and a test counting a lesson's outputs, or a PDF printing them, needs them all.
    """
    _write_json(
        home / "share" / "kernels" / kernel.name / "kernel.json",
        {
            "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
            "display_name": kernel.display_name,
            "language": "python",
        },
    )
    _write_json(
        home / "config" / "jupyter_lab_config.json",
        {"LabApp": {"news_url": None, "check_for_updates_class": "jupyterlab.NeverCheckForUpdate"}},
    )
    settings = home / "settings" / "@jupyterlab"
    _write_json(
        settings / "apputils-extension" / "notification.jupyterlab-settings",
        {"fetchNews": "false", "checkForUpdates": False},
    )
    if render_all:
        _write_json(
            settings / "notebook-extension" / "tracker.jupyterlab-settings",
            {"windowingMode": "none"},
        )
    (home / "data").mkdir(exist_ok=True)
    return {
        **os.environ,
        "JUPYTER_PATH": str(home / "share"),
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_DATA_DIR": str(home / "data"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
        "IPYTHONDIR": str(home / "ipython"),
    }


@contextmanager
def jupyterlab(
    root: Path,
    home: Path,
    *,
    render_all: bool = False,
    kernel: Kernel = THIS_PYTHON,
    start_seconds: float = START_SECONDS,
) -> Iterator[Lab]:
    """JupyterLab serving ``root``, its folders and log under ``home``; yields its :class:`Lab`.

    ``render_all`` and ``kernel`` are :func:`jupyter_home`'s. The server is up when
    the block starts (``/api/status`` answered); if it exits first, or does not
    answer within ``start_seconds``, :class:`LabDidNotStart` is raised with the end
    of its log. When the block ends the server is shut down, its kernels with it.
    """
    env = jupyter_home(home, render_all=render_all, kernel=kernel)
    port, token = free_port(), secrets.token_hex(16)
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        f"--port={port}",
        "--ServerApp.ip=127.0.0.1",
        "--ServerApp.port_retries=0",  # the free port, or fail: never a port not asked for
        f"--ServerApp.token={token}",
        f"--ServerApp.root_dir={root}",
        "--ServerApp.open_browser=False",
        "--ServerApp.allow_root=True",  # in a container, where one is root
        # what JUPYTERLAB_WORKSPACES_DIR says, given outright too: saved layouts stay in home
        f"--LabApp.workspaces_dir={env['JUPYTERLAB_WORKSPACES_DIR']}",
    ]
    log = home / "jupyterlab.log"
    with log.open("wb") as out:
        server = subprocess.Popen(command, env=env, cwd=root, stdout=out, stderr=subprocess.STDOUT)
    lab = Lab(f"http://127.0.0.1:{port}", token, log, env)
    try:
        _wait_until_up(lab, server, start_seconds)
        yield lab
    finally:
        _shut_down(lab, server)


def _wait_until_up(lab: Lab, server: subprocess.Popen, seconds: float) -> None:
    """Return once ``/api/status`` answers; raise :class:`LabDidNotStart` if it never does."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise LabDidNotStart(
                f"JupyterLab exited with status {server.returncode}; its log ends:\n{lab.said()}"
            )
        try:
            if lab.get("/api/status") == 200:
                return
        except OSError:  # not listening yet (URLError and HTTPError are OSErrors)
            pass
        time.sleep(0.5)
    raise LabDidNotStart(
        f"JupyterLab did not answer within {seconds} s; its log ends:\n{lab.said()}"
    )


def _shut_down(lab: Lab, server: subprocess.Popen) -> None:
    """Ask the server to stop (it shuts its kernels down too); insist if it does not."""
    if server.poll() is None:
        try:
            lab.get("/api/shutdown", method="POST")
        except OSError:
            server.terminate()
    for insist in (None, server.terminate, server.kill):
        if insist is not None:
            insist()
        try:
            server.wait(timeout=30)
            return
        except subprocess.TimeoutExpired:
            continue
