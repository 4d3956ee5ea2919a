"""The documentation says what is true: its scenario example passes, its links lead somewhere.

The teachers' guide (``docs/teaching.md``) shows a complete scenario file and what
``koikoi-edu check`` prints for it; the README lists the lessons of every language, by the
titles they show, and says how to get the links that open them on Binder
(``koikoi-edu links``).
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


def console(command: str) -> list[str]:
    """The guide's ```console blocks that run ``command``."""
    return [block for block in fenced(GUIDE, "console") if block.startswith(command)]


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
    shown = console("$ koikoi-edu check")[0].splitlines()
    assert shown == ["$ koikoi-edu check my-scenario.toml", printed.strip()]
    assert printed == "my-scenario.toml: ok: A wins 5: 5 (hanami) = 5\n"


def test_the_guides_error_example_is_what_check_says(tmp_path, monkeypatch, capsys):
    without_take = scenario_example().replace('take = "cherry-curtain"\n', "")
    (tmp_path / "my-scenario.toml").write_text(without_take, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["check", "my-scenario.toml"]) == 2
    shown = console("$ koikoi-edu check")[1].splitlines()
    assert shown == ["$ koikoi-edu check my-scenario.toml", capsys.readouterr().err.strip()]


LESSON_LINKS = re.findall(r"\[([^\]]+)\]\((notebooks/(?:[a-z]{2}/)?\d\d-[a-z0-9-]+\.ipynb)\)",
                          README)


def test_the_guides_links_are_what_the_command_prints(capsys):
    [block] = console("$ koikoi-edu links")
    command, *shown = block.splitlines()
    assert main(command.split()[2:]) == 0
    assert shown == capsys.readouterr().out.splitlines()


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


def test_the_readme_has_no_broken_link():
    targets = (re.findall(r"\]\(([^)\s]+)\)", README)
               + re.findall(r"^\[[^\]]+\]: (\S+)$", README, re.M))
    assert targets
    for target in targets:
        if target.startswith(("http://", "https://")):
            assert not re.search(r"OWNER|REPO|NAME", target), target  # no placeholder
        else:
            assert (ROOT / target.split("#")[0]).exists(), target


def test_the_readme_says_how_to_get_working_links(capsys):
    # until the public address is settled, the command gives the links (test_course.py
    # checks their form); the README's own example of it runs
    assert "`koikoi-edu links OWNER/NAME`" in README
    [example] = re.findall(r"`koikoi-edu (links [^`\[]+)", README.split("## Command line")[1])
    assert main(example.split()) == 0
    assert "git-pull?repo=https%3A%2F%2Fgithub.com%2FOWNER%2FNAME&" in capsys.readouterr().out
