"""The Binder environment: built afresh from ``binder/``, it runs the first lesson.

mybinder.org (repo2docker) installs ``binder/requirements.txt`` under the Python of
``binder/runtime.txt``, then runs ``binder/postBuild`` from the repository's root.
The slow test does the same in a new virtual environment and a copy of the working
tree, then executes ``notebooks/00-start-here.ipynb`` there. It downloads from PyPI
(pip's cache, shared with the rest of the machine, makes a second run quicker).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
LESSON = "notebooks/00-start-here.ipynb"
ANNOUNCEMENTS = "@jupyterlab/apputils-extension:announcements"

# What a checkout does not hold: environments, caches and build output.
NOT_IN_A_CHECKOUT = shutil.ignore_patterns(
    ".git", ".venv", "__pycache__", "*.egg-info", ".pytest_cache", ".ruff_cache",
    ".hypothesis", ".benchmarks", ".ipynb_checkpoints", "build", "dist",
)


def requirements() -> list[str]:
    lines = (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]


def test_every_requirement_is_pinned_to_one_version():
    reqs = requirements()
    assert {r.split("==")[0] for r in reqs} >= {
        "ipywidgets", "matplotlib", "jupyterlab", "voila", "jupyterlab-rise"}
    assert [r for r in reqs if not re.fullmatch(r"[A-Za-z0-9_.-]+==[0-9][0-9A-Za-z.]*", r)] == []


def test_runtime_is_python_3_11():
    assert (BINDER / "runtime.txt").read_text(encoding="utf-8") == "python-3.11\n"


def test_post_build_is_a_strict_executable_bash_script():
    post_build = BINDER / "postBuild"
    lines = post_build.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "#!/bin/bash"
    assert "set -euo pipefail" in lines
    assert os.access(post_build, os.X_OK)


def run(args: list, **kwargs) -> subprocess.CompletedProcess:
    """Run a command, failing the test with its output when it fails."""
    done = subprocess.run([str(a) for a in args], capture_output=True, text=True, **kwargs)
    assert done.returncode == 0, f"{args} failed:\n{done.stdout}\n{done.stderr}"
    return done


@pytest.mark.slow
def test_a_fresh_binder_environment_runs_lesson_00(tmp_path):
    env_dir = tmp_path / "env"
    bin_dir = env_dir / "bin"
    run([sys.executable, "-m", "venv", env_dir])
    # The new environment first on PATH, as in Binder's image; nothing of this one leaks in.
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env["PATH"] = f"{bin_dir}{os.pathsep}{env['PATH']}"
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    run([bin_dir / "python", "-m", "pip", "install", "-q", "-r", BINDER / "requirements.txt"],
        env=env)

    repo = tmp_path / "repo"
    shutil.copytree(ROOT, repo, ignore=NOT_IN_A_CHECKOUT)
    run([repo / "binder" / "postBuild"], cwd=repo, env=env)

    # postBuild installed the package itself, not a link to this working tree
    where = run([bin_dir / "python", "-c", "import koikoi_edu; print(koikoi_edu.__file__)"],
                cwd=tmp_path, env=env).stdout
    assert Path(where.strip()).is_relative_to(env_dir)
    # and turned the news prompt off
    config = run([bin_dir / "jupyter", "labextension", "list"], env=env)
    assert ANNOUNCEMENTS in config.stdout + config.stderr

    executed = tmp_path / "executed.ipynb"
    run([bin_dir / "jupyter", "nbconvert", "--to", "notebook", "--execute",
         "--ExecutePreprocessor.timeout=300", "--output", executed, repo / LESSON],
        cwd=repo / "notebooks", env=env)
    nb = nbformat.read(executed, as_version=4)
    errors = [out for cell in nb.cells if cell.cell_type == "code"
              for out in cell.outputs if out.output_type == "error"]
    assert errors == [], json.dumps(errors, indent=1)[:2000]
    assert sum(cell.cell_type == "code" for cell in nb.cells) > 5
