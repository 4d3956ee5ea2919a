"""The property tests say which examples they skip with ``assume``, never ``return``.

An early ``return`` in a ``@given`` test passes an example it never checked, and
hypothesis cannot tell: it counts the example as tested and keeps drawing more like
it. ``assume(...)`` tells hypothesis the example does not count, so it looks for
others (and its health check says so when almost none qualify).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

TESTS = sorted(Path(__file__).parent.glob("test_*.py"))


def _given(node: ast.FunctionDef) -> bool:
    for d in node.decorator_list:
        call = d.func if isinstance(d, ast.Call) else d
        if (isinstance(call, ast.Name) and call.id == "given") or (
            isinstance(call, ast.Attribute) and call.attr == "given"
        ):
            return True
    return False


def _skips(node: ast.FunctionDef) -> list[int]:
    """The lines of ``if ...: return`` in ``node`` itself (not in functions defined
    inside it): an example skipped unchecked. A ``return`` after the example's own
    checks (an ``except`` that asserts the refusal, then returns) is not one."""
    found, todo = [], list(node.body)
    while todo:
        n = todo.pop()
        if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            continue
        if isinstance(n, ast.If):
            found += [
                b[0].lineno
                for b in (n.body, n.orelse)
                if len(b) == 1 and isinstance(b[0], ast.Return)
            ]
        todo.extend(ast.iter_child_nodes(n))
    return found


@pytest.mark.parametrize("path", TESTS, ids=lambda p: p.name)
def test_no_property_test_returns_early(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    early = {
        f"{n.name}:{line}"
        for n in ast.walk(tree)
        if isinstance(n, ast.FunctionDef) and _given(n)
        for line in _skips(n)
    }
    assert early == set(), f"use assume() instead of return in {sorted(early)}"


def test_the_check_finds_an_early_return():
    tree = ast.parse(
        "@given(x=st.integers())\ndef test_x(x):\n    if x < 0:\n        return\n"
        "    try:\n        f(x)\n    except E:\n        assert x\n        return\n"
    )
    (f,) = tree.body
    assert isinstance(f, ast.FunctionDef) and _given(f) and _skips(f) == [4]
