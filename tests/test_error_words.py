"""Errors a learner or teacher meets are said in their language (issue 11).

Bad files (scenarios, saves, game records, hand-built positions, card lists) reach a
person through ``koikoi-edu check --lang`` and the widgets of a lesson in any language.
Every error of the package carries a message of the catalogue (a
:class:`~koikoi_edu.message.Msg`), never English text of its own: an error cannot be
made from text at all (issue 23), and this test also reads the package's source, so a
``raise`` that tries to fails here by file and line even on a path no other test takes.
An argument of the wrong kind, which only a program passes, is a plain ``ValueError``
or ``TypeError`` in English, for developers, like Python's own.
"""

from __future__ import annotations

import ast
import errno
import pickle
from pathlib import Path

import pytest
from helpers import assert_said_without_english

import koikoi_edu
from koikoi_edu import errors, words
from koikoi_edu.errors import KoikoiError, system_reason
from koikoi_edu.message import Msg
from koikoi_edu.records import load_record
from koikoi_edu.scenario import load

PACKAGE = Path(koikoi_edu.__file__).parent
ERRORS = {
    name: value
    for name, value in vars(errors).items()
    if isinstance(value, type) and issubclass(value, errors.KoikoiError)
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_an_error_is_never_made_from_text(name):
    kind = ERRORS[name]
    for made in (
        lambda: kind("`title` is missing"),
        lambda: kind(f"the {name} is not answered yet"),
        lambda: kind(),
        lambda: kind(Msg("error.round-over"), message="round-over"),
        lambda: kind("round-over", message="round-over"),
    ):
        with pytest.raises(TypeError, match="a KoikoiError says one message"):
            made()


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_every_error_has_a_message_of_the_catalogue(name):
    kind = ERRORS[name]
    for e in (kind(message="round-over"), kind(Msg("error.round-over"))):
        assert type(e) is kind and e.msg == Msg("error.round-over")
        assert str(e) == words.say(e.msg) == "the round is over; no more moves"
        assert words.say(e.msg, "ru") == "раунд окончен; ходов больше нет"
        again = pickle.loads(pickle.dumps(e))
        assert type(again) is kind and again.msg == e.msg
        placed = e.at("turn 3")
        assert type(placed) is kind and placed.msg == Msg("error.at", where="turn 3", cause=e.msg)
        assert str(placed) == "turn 3: the round is over; no more moves"
    fielded = kind(message="unknown-card", id="pine-dragon")
    assert fielded.msg == Msg("error.unknown-card", id="pine-dragon")


def text_raises(source: str) -> list[int]:
    """Lines of ``source`` that make one of the package's errors from text of its own
    (a string or an f-string where a Msg or ``message=`` belongs)."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", getattr(node.func, "attr", None)) in ERRORS
        and node.args
        and isinstance(node.args[0], ast.Constant | ast.JoinedStr)
    ]


def test_no_error_of_the_package_is_made_from_text():
    found = {
        str(path.relative_to(PACKAGE)): lines
        for path in sorted(PACKAGE.rglob("*.py"))
        if (lines := text_raises(path.read_text(encoding="utf-8")))
    }
    assert found == {}


def test_the_check_catches_an_error_made_from_text():
    assert text_raises('raise ScenarioError("`title` is missing")') == [1]
    assert text_raises('raise KoikoiError(f"the {part} is not answered yet")') == [1]
    assert text_raises('raise errors.KoikoiError(f"koikoi must be a list, not {x}")') == [1]
    assert text_raises('raise ScenarioError(message="scenario.no-title")') == []
    assert text_raises('raise KoikoiError(Msg("advisor.turn-ends", ending=e))') == []
    assert text_raises('raise ValueError(f"koikoi must be a list, not {x}")') == []


@pytest.mark.parametrize("lang", ["ru", "uk", "ja"])
@pytest.mark.parametrize("read", [load, load_record], ids=["scenario", "record"])
def test_a_file_the_system_refuses_is_said_in_the_language_asked(tmp_path, read, lang):
    for path in (tmp_path / "missing.toml", tmp_path):  # no such file; a folder
        with pytest.raises(KoikoiError) as e:
            read(path)
        assert_said_without_english(e.value, [lang])


def test_a_reason_the_catalogue_does_not_know_is_quoted_as_the_system_wrote_it():
    reason = system_reason(OSError(errno.EIO, "Input/output error"))
    assert isinstance(reason, Msg)
    assert (words.say(reason, "en"), words.say(reason, "ru")) == (
        "Input/output error",
        "'Input/output error'",
    )
