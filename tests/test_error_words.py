"""Errors a learner or teacher meets are said in their language (issue 11).

Bad files (scenarios, saves, game records, hand-built positions, card lists) reach a
person through ``koikoi-edu check --lang`` and the widgets of a lesson in any language.
Every error of the modules that read them is raised with a catalogue id
(``message=``), never with English text of its own: this test reads their source, so
a new English-only ``raise`` fails here by file and line. The one exception is an
argument of the wrong kind ("the stock must be a list of card indices, not ..."),
which only a program passes: those stay English, for developers, like Python's own
``TypeError``.
"""

from __future__ import annotations

import ast
import errno
from pathlib import Path

import pytest
from helpers import assert_said_without_english

import koikoi_edu
from koikoi_edu import errors
from koikoi_edu.errors import KoikoiError, system_reason
from koikoi_edu.records import load_record
from koikoi_edu.scenario import load

PACKAGE = Path(koikoi_edu.__file__).parent
#: The modules that read what people write: scenario, save and record files, positions
#: and card lists, and the text those files are read from.
READERS = ("scenario.py", "bounded.py", "saving.py", "records.py", "positions.py", "cards.py")
ERRORS = {
    name
    for name, value in vars(errors).items()
    if isinstance(value, type) and issubclass(value, errors.KoikoiError)
}


def english_raises(source: str) -> list[int]:
    """Lines of ``source`` that raise one of the package's errors with text of its own,
    other than a complaint about an argument's kind ("... must be ...")."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            call = node.exc
            named = getattr(call.func, "id", getattr(call.func, "attr", None))
            if named in ERRORS and call.args and " must be " not in _text(call.args[0]):
                lines.append(node.lineno)
    return lines


def _text(node: ast.expr) -> str:
    """The literal words of a message: a string, or the fixed parts of an f-string."""
    parts = node.values if isinstance(node, ast.JoinedStr) else [node]
    return "".join(
        p.value for p in parts if isinstance(p, ast.Constant) and isinstance(p.value, str)
    )


@pytest.mark.parametrize("module", READERS)
def test_the_readers_raise_errors_from_the_catalogue(module):
    assert english_raises((PACKAGE / module).read_text(encoding="utf-8")) == []


def test_the_check_catches_an_english_raise():
    assert english_raises('raise ScenarioError("`title` is missing")') == [1]
    assert english_raises('raise KoikoiError(f"the {part} is not answered yet")') == [1]
    assert english_raises('raise ScenarioError(message="scenario.no-title")') == []
    assert english_raises('raise KoikoiError(f"koikoi must be a list, not {x}")') == []


@pytest.mark.parametrize("lang", ["ru", "uk", "ja"])
@pytest.mark.parametrize("read", [load, load_record], ids=["scenario", "record"])
def test_a_file_the_system_refuses_is_said_in_the_language_asked(tmp_path, read, lang):
    for path in (tmp_path / "missing.toml", tmp_path):  # no such file; a folder
        with pytest.raises(KoikoiError) as e:
            read(path)
        assert_said_without_english(e.value, [lang])


def test_a_reason_the_catalogue_does_not_know_is_quoted_as_the_system_wrote_it():
    reason = system_reason(OSError(errno.EIO, "Input/output error"))
    assert (reason("en"), reason("ru")) == ("Input/output error", "'Input/output error'")
