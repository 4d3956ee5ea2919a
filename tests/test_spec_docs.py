"""The two specs in ``docs/`` say what the engine does.

``docs/rules.md`` names every option of the rules object, and the example scenario of
``docs/scenario-format.md`` loads and replays to its expectation; the code and the
tests cite these two pages, never the specs outside the repository.
"""

from __future__ import annotations

import re
from pathlib import Path

from koikoi_edu.scenario import loads
from koikoi_edu.words import option_docs

ROOT = Path(__file__).resolve().parent.parent
RULES = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
FORMAT = (ROOT / "docs" / "scenario-format.md").read_text(encoding="utf-8")


def test_the_rules_page_names_every_option():
    named = set(re.findall(r"`([a-z_]+)`", RULES))
    assert set(option_docs()) - {"name"} <= named


def test_the_formats_example_scenario_replays_to_its_expectation():
    [example] = re.findall(r"^```toml\n(.*?)^```$", FORMAT, re.S | re.M)
    scenario = loads(example, "scenario-format.md")
    assert scenario.position.dealer == "A"
    assert scenario.check() == []


def test_citations_name_the_pages_of_the_repository():
    sources = [
        p
        for folder in ("koikoi_edu", "tests", "benchmarks")
        for p in (ROOT / folder).rglob("*")
        if p.suffix in (".py", ".toml")
    ]
    old = re.compile(r"\b(RULES|INTERFACE)\.md\b")
    assert [
        str(p.relative_to(ROOT)) for p in sources if old.search(p.read_text(encoding="utf-8"))
    ] == []
