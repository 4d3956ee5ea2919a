"""The Binder environment: built afresh from ``binder/``, it runs the first lesson.

mybinder.org (repo2docker) installs ``binder/requirements.txt`` under the Python of
``binder/runtime.txt``, then runs ``binder/postBuild`` from the repository's root.
The slow test does the same (the ``fresh_install`` fixture of conftest.py: a new
virtual environment and a copy of the working tree), then executes
``notebooks/00-start-here.ipynb`` there.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import nbformat
import pytest
from conftest import run

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
LESSON = "notebooks/00-start-here.ipynb"
ANNOUNCEMENTS = "@jupyterlab/apputils-extension:announcements"


def requirements() -> list[str]:
    lines = (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]


def test_every_requirement_is_pinned_to_one_version():
    reqs = requirements()
    assert {r.split("==")[0] for r in reqs} >= {
        "ipywidgets",
        "matplotlib",
        "jupyterlab",
        "voila",
        "jupyterlab-rise",
    }
    assert [r for r in reqs if not re.fullmatch(r"[A-Za-z0-9_.-]+==[0-9][0-9A-Za-z.]*", r)] == []


def test_runtime_is_python_3_11():
    assert (BINDER / "runtime.txt").read_text(encoding="utf-8") == "python-3.11\n"


def test_post_build_is_a_strict_executable_bash_script():
    post_build = BINDER / "postBuild"
    lines = post_build.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "#!/bin/bash"
    assert "set -euo pipefail" in lines
    assert os.access(post_build, os.X_OK)


@pytest.mark.slow
def test_a_fresh_binder_environment_runs_lesson_00(fresh_install, tmp_path):
    env_dir, bin_dir, env, repo = (
        fresh_install.env_dir,
        fresh_install.bin_dir,
        fresh_install.env,
        fresh_install.repo,
    )
    # postBuild installed the package itself, not a link to this working tree
    where = run(
        [bin_dir / "python", "-c", "import koikoi_edu; print(koikoi_edu.__file__)"],
        cwd=tmp_path,
        env=env,
    ).stdout
    assert Path(where.strip()).is_relative_to(env_dir)
    # and turned the news prompt off
    config = run([bin_dir / "jupyter", "labextension", "list"], env=env)
    assert ANNOUNCEMENTS in config.stdout + config.stderr

    executed = tmp_path / "executed.ipynb"
    run(
        [
            bin_dir / "jupyter",
            "nbconvert",
            "--to",
            "notebook",
            "--execute",
            "--ExecutePreprocessor.timeout=300",
            "--output",
            executed,
            repo / LESSON,
        ],
        cwd=repo / "notebooks",
        env=env,
    )
    nb = nbformat.read(executed, as_version=4)
    errors = [
        out
        for cell in nb.cells
        if cell.cell_type == "code"
        for out in cell.outputs
        if out.output_type == "error"
    ]
    assert errors == [], json.dumps(errors, indent=1)[:2000]
    assert sum(cell.cell_type == "code" for cell in nb.cells) > 5
