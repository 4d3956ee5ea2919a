"""The documentation says what is true: its scenario example passes, its links lead somewhere.

The teachers' guide (``docs/teaching.md``) shows a complete scenario file and what
``koikoi-edu check`` prints for it; the README lists the lessons of every language, by the
titles they show, and links to them on Binder.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from koikoi_edu.cli import main

ROOT = Path(__file__).resolve().parent.parent
GUIDE = (ROOT / "docs" / "teaching.md").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")


def fenced(text: str, language: str) -> list[str]:
    """The bodies of the ``` blocks of ``language`` in a Markdown text."""
    return re.findall(rf"^```{language}\n(.*?)^```$", text, re.S | re.M)


def scenario_example() -> str:
    """The guide's complete scenario: the one TOML block with a title."""
    [example] = [block for block in fenced(GUIDE, "toml") if block.startswith("title = ")]
    return example


def test_the_guides_scenario_passes_check(tmp_path, monkeypatch, capsys):
    (tmp_path / "my-scenario.toml").write_text(scenario_example(), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["check", "my-scenario.toml"]) == 0
    printed = capsys.readouterr().out
    # the guide shows the same line the command prints
    shown = fenced(GUIDE, "console")[0].splitlines()
    assert shown == ["$ koikoi-edu check my-scenario.toml", printed.strip()]
    assert printed == "my-scenario.toml: ok: A wins 5: 5 (hanami) = 5\n"


def test_the_guides_error_example_is_what_check_says(tmp_path, monkeypatch, capsys):
    without_take = scenario_example().replace('take = "cherry-curtain"\n', "")
    (tmp_path / "my-scenario.toml").write_text(without_take, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["check", "my-scenario.toml"]) == 2
    shown = fenced(GUIDE, "console")[1].splitlines()
    assert shown == ["$ koikoi-edu check my-scenario.toml", capsys.readouterr().err.strip()]


LESSON_LINKS = re.findall(r"\[([^\]]+)\]\((notebooks/(?:[a-z]{2}/)?\d\d-[a-z0-9-]+\.ipynb)\)",
                          README)


def test_the_readme_lists_every_lesson_and_only_lessons_that_exist():
    listed = {path for _, path in LESSON_LINKS}
    lessons = {str(p.relative_to(ROOT)) for pattern in ("notebooks/*.ipynb", "notebooks/*/*.ipynb")
               for p in ROOT.glob(pattern)}
    assert listed == lessons


@pytest.mark.parametrize("title, path", LESSON_LINKS, ids=[path for _, path in LESSON_LINKS])
def test_the_readme_calls_each_lesson_by_the_title_it_shows(title, path):
    first = json.loads((ROOT / path).read_text(encoding="utf-8"))["cells"][0]
    heading = "".join(first["source"]).splitlines()[0]
    assert heading == f"# {title}", f"README calls {path} [{title}], the lesson says {heading!r}"


def test_the_binder_links_open_lesson_00_in_lab_and_06_in_voila():
    links = dict(re.findall(r"^\[(binder-[a-z]+)\]: (\S+)$", README, re.M))
    assert links["binder-lab"].endswith("/HEAD?urlpath=lab/tree/notebooks/00-start-here.ipynb")
    assert links["binder-voila"].endswith(
        "/HEAD?urlpath=voila/render/notebooks/06-worked-example.ipynb")
    for name, target in links.items():
        assert re.match(r"https://mybinder\.org/v2/gh/[^/]+/[^/]+/HEAD\?urlpath=", target), name
        assert f"][{name}]" in README  # each link is used
