"""Shared pytest configuration for the koikoi-edu test suite."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import settings

ROOT = Path(__file__).resolve().parent.parent

# Hypothesis tests that set no example count of their own (the fuzz tests of hostile
# input, tests/test_fuzz.py and tests/test_widget_clicks.py, of a lessons folder,
# tests/test_fuzz_lessons.py, and of the widgets' lifetime, tests/test_widget_lifetime.py)
# run a few examples each in `make test`; `make fuzz` runs
# them under the "fuzz" profiles, many more. Time is bounded by bounding each example's
# input, never by a deadline that flakes.
settings.register_profile("koikoi", max_examples=15, deadline=None)
settings.register_profile("fuzz", max_examples=5000, deadline=None)
settings.register_profile("fuzz-widgets", max_examples=150, deadline=None)  # ~0.3 s each
# widgets opened, clicked and closed twice (tests/test_widget_lifetime.py): ~3 s each
settings.register_profile("fuzz-lifetime", max_examples=100, deadline=None)
settings.load_profile("koikoi")

# A widget that keeps a learner's progress (koikoi_edu/learner.py) writes nothing in the
# checkout: the tests that keep progress name a file of their own (learner.use(path)).
os.environ.setdefault("KOIKOI_PROGRESS", "off")

# What a checkout does not hold: environments, caches and build output.
NOT_IN_A_CHECKOUT = shutil.ignore_patterns(
    ".git",
    ".venv",
    "__pycache__",
    "*.egg-info",
    ".pytest_cache",
    ".ruff_cache",
    ".hypothesis",
    ".benchmarks",
    ".ipynb_checkpoints",
    "build",
    "dist",
)


def course_files() -> list[str]:
    """The course's files, relative to ``notebooks/``: those git tracks there, which is
    what setup.py ships (a file git does not track is no lesson of the course's)."""
    listed = run(["git", "-C", ROOT, "ls-files", "-z", "--", "notebooks"]).stdout
    return sorted(name.removeprefix("notebooks/") for name in filter(None, listed.split("\0")))


def copy_checkout(repo: Path) -> Path:
    """The working tree copied to ``repo`` as a checkout of its own: git tracks there
    what it tracks here (in the index: nothing need be committed), so a build of the
    copy ships the course's files and no other (setup.py asks git which they are)."""
    shutil.copytree(ROOT, repo, ignore=NOT_IN_A_CHECKOUT)
    tracked = run(["git", "-C", ROOT, "ls-files", "-z"]).stdout
    run(["git", "init", "-q", repo])
    run(
        ["git", "-C", repo, "add", "--pathspec-from-file=-", "--pathspec-file-nul"],
        input=tracked,
    )
    return repo


def run(args: list, **kwargs) -> subprocess.CompletedProcess:
    """Run a command, failing the test with its output when it fails."""
    done = subprocess.run([str(a) for a in args], capture_output=True, text=True, **kwargs)
    assert done.returncode == 0, f"{args} failed:\n{done.stdout}\n{done.stderr}"
    return done


@dataclass(frozen=True)
class FreshInstall:
    """A new virtual environment built as mybinder.org builds the course's."""

    env_dir: Path  # the virtual environment
    bin_dir: Path
    env: dict[str, str]  # the environment variables to run its commands with
    repo: Path  # the copy of the working tree it was built from


def new_venv(top: Path) -> tuple[Path, Path, dict[str, str]]:
    """A new virtual environment in ``top/env``: its folder, its ``bin``, and the
    environment variables to run its commands with. It comes first on PATH, as in
    Binder's image; nothing of this one leaks in, and Jupyter's config and data (trust,
    settings) live in ``top``."""
    env_dir = top / "env"
    bin_dir = env_dir / "bin"
    run([sys.executable, "-m", "venv", env_dir])
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("VIRTUAL_ENV", "PYTHONPATH") and not k.startswith("JUPYTER_")
    }
    env["PATH"] = f"{bin_dir}{os.pathsep}{env['PATH']}"
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    env["JUPYTER_CONFIG_DIR"] = str(top / "jupyter-config")
    env["JUPYTER_DATA_DIR"] = str(top / "jupyter-data")
    return env_dir, bin_dir, env


@pytest.fixture(scope="session")
def fresh_install(tmp_path_factory) -> FreshInstall:
    """``binder/requirements.txt`` in a new venv, then ``binder/postBuild`` from a copy
    of the working tree, which installs the package from a wheel built there (not
    editable). Built once a session: the Binder and the installed-course tests share it.
    It downloads from PyPI (pip's cache, shared with the machine, makes it quicker).
    """
    top = tmp_path_factory.mktemp("fresh")
    env_dir, bin_dir, env = new_venv(top)
    run(
        [
            bin_dir / "python",
            "-m",
            "pip",
            "install",
            "-q",
            "-r",
            ROOT / "binder" / "requirements.txt",
        ],
        env=env,
    )
    repo = copy_checkout(top / "repo")
    run([repo / "binder" / "postBuild"], cwd=repo, env=env)
    return FreshInstall(env_dir, bin_dir, env, repo)
