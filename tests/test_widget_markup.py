"""The table widgets write no markup of their own: the render layer draws it (issue 35).

The play table, the scenario player, the puzzle view and the table view gather the words
in the learner's language, the numbers and the rows, and hand them to a renderer
(:mod:`koikoi_edu.render.scene` for the table, :mod:`koikoi_edu.render.live` for its bar,
:mod:`koikoi_edu.render.notes` for what is around it), so that one place decides how a
thing looks and a stored snapshot draws it as the live view does. The test reads each
module's source and fails on any string literal, or literal part of an f-string, that
holds an HTML tag (``<tag`` or ``</tag``). Docstrings are documentation, not markup the
widget writes, and are not read. The base module (:mod:`koikoi_edu.widgets.base`) is
exempt: its ``static_html`` turns ipywidgets (a label, a button, a text box) into still
HTML for a stored page, which is the widget toolkit's business, not a table's.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import koikoi_edu.widgets as widgets_package

WIDGETS = Path(widgets_package.__file__).parent
TABLE_WIDGETS = ["play_table.py", "scenario_player.py", "puzzle_view.py", "table_view.py"]

#: An opening or closing tag: ``<li>``, ``<td style=...``, ``</ol>``, or a literal piece
#: ending in a tag's name (``"<td" + attributes``); not ``a < b`` nor ``<https://...>``.
TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(?=[\s/>]|$)")


def docstrings(tree: ast.Module) -> set[int]:
    """The ids of the nodes that are docstrings (of the module, a class, a function)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def tag_literals(source: str) -> list[tuple[int, str]]:
    """Each string literal of ``source`` (f-strings' literal parts too) with a tag in it,
    with its line, docstrings left out."""
    tree = ast.parse(source)
    skip = docstrings(tree)
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skip
        and TAG.search(node.value)
    ]


@pytest.mark.parametrize("name", TABLE_WIDGETS)
def test_a_table_widget_writes_no_tag_of_its_own(name):
    found = tag_literals((WIDGETS / name).read_text(encoding="utf-8"))
    assert found == [], f"{name} writes markup; move it to koikoi_edu/render: {found}"


@pytest.mark.parametrize(
    "source",
    [
        'x = f"<li>{escape(text)}</li>"',
        "x = f'<td style=\"text-align:right\">{n}'",
        'x = "</ol></details>"',
        'x = "<td" + attrs',
        "def f():\n    return f'<div class=\"kk-say\">{told}</div>'",
    ],
)
def test_the_check_finds_markup_in_a_literal(source):
    assert tag_literals(source)


@pytest.mark.parametrize(
    "source",
    [
        '"""A module (see <https://anywidget.dev>): <li> in a docstring is prose."""',
        "def f():\n    '''Draws <ol> items.'''\n    return a < b",
        'x = f"{a}<{b}"',
        'x = "3 < 4 and 5 > 2"',
    ],
)
def test_the_check_leaves_docstrings_and_comparisons_alone(source):
    assert tag_literals(source) == []
