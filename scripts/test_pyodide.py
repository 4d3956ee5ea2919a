"""Run the engine's tests and doctests under Pyodide in Node (``make test-pyodide``).

    python3 scripts/test_pyodide.py          # after make site: tests build/site's Pyodide

The interpreter is the site's own (build/site/static/pyodide), and the course is
installed from the site's pyodide-lock.json exactly as a browser loads it, so a wrong
checksum or a missing dependency in the lock fails here too. pytest and hypothesis,
pinned under ``[test-wheels]`` in scripts/site_pins.toml, are fetched into the build's
cache and installed from there: the run asks nothing of the network.

It also installs the course as ``%pip install koikoi-edu`` does in a lesson, which
piplite refused while the package's entry named jupyterlab.

The engine's tests are the test files that need neither the widgets, the rendering,
matplotlib nor other processes; the doctests are those of the engine's modules.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_site  # noqa: E402  (a sibling script, not a package)

ROOT = build_site.ROOT
SITE = build_site.SITE
PYODIDE = SITE / "static" / "pyodide"
#: What a test file must not mention to count as a test of the engine alone.
# (a test that imports test_course needs nbformat and a JupyterLab through it)
NOT_ENGINE = re.compile(
    r"widgets|render|matplotlib|subprocess|playwright|nbformat|mark\.browser|test_course import"
)
#: The package's modules whose doctests run (the engine and its words: below rendering).
ENGINE_MODULES = (
    "__init__",
    "cards",
    "rules",
    "yaku",
    "round",
    "match",
    "players",
    "saving",
    "scenario",
    "records",
    "advisor",
    "errors",
    "inputs",
    "message",
    "words/__init__",
    "words/catalogue",
    "words/game",
)

RUNNER = """
import { loadPyodide } from %(pyodide_mjs)s;
const started = Date.now();
const py = await loadPyodide({ indexURL: %(index)s });
await py.loadPackage(["micropip", "piplite"], { messageCallback: () => {} });
py.FS.mkdirTree("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root: %(repo)s }, "/repo");
py.FS.mkdirTree("/wheels");
py.FS.mount(py.FS.filesystems.NODEFS, { root: %(wheels)s }, "/wheels");
console.log(`Pyodide loaded in ${(Date.now() - started) / 1000} s`);
const status = await py.runPythonAsync(%(python)s);
process.exit(status);
"""

PYTHON = """
import os, sys, micropip, piplite.piplite
# what %%pip install koikoi-edu does in the site: accepted, nothing fetched
piplite.piplite._PIPLITE_DISABLE_PYPI = True
await piplite.piplite.install("koikoi-edu")
await micropip.install([f"emfs:/wheels/{w}" for w in %(wheels)r], deps=False)
import koikoi_edu, pytest
os.chdir("/repo/tests")
here = os.path.dirname(koikoi_edu.__file__)
modules = [os.path.join(here, m + ".py") for m in %(modules)r]
# the course as installed from the site; the repository only for the tests and what
# they read (the lessons, say), without pyproject.toml's options for nbval
pytest.main(["-q", "-p", "no:cacheprovider", "-o", "addopts=", "--doctest-modules",
             *%(tests)r, *modules])
"""


def engine_tests() -> list[str]:
    return sorted(
        p.name for p in (ROOT / "tests").glob("test_*.py") if not NOT_ENGINE.search(p.read_text())
    )


def main() -> int:
    if not (PYODIDE / "pyodide-lock.json").exists():
        sys.exit(f"{PYODIDE.relative_to(ROOT)} is missing: run make site first")
    pinned = build_site.pins()
    test_wheels = build_site.wheels(
        pinned["test-wheels"], pinned["pyodide"]["python"], pinned["pyodide"]["platform"]
    )
    python = PYTHON % {
        "wheels": [w.name for w in test_wheels],
        "modules": ENGINE_MODULES,
        "tests": engine_tests(),
    }
    # pytest.main's exit status, returned from the last expression
    python = python.replace("pytest.main(", "int(pytest.main(").rstrip() + ")\n"
    runner = RUNNER % {
        "pyodide_mjs": json.dumps(str(PYODIDE / "pyodide.mjs")),
        "index": json.dumps(f"{PYODIDE}/"),
        "repo": json.dumps(str(ROOT)),
        "wheels": json.dumps(str(test_wheels[0].parent)),
        "python": json.dumps(python),
    }
    started = time.monotonic()
    done = subprocess.run(["node", "--input-type=module", "-e", runner], cwd=ROOT)
    print(f"[test-pyodide] {time.monotonic() - started:.0f} s in Node", flush=True)
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
