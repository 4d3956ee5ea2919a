"""Reading untrusted files and text in bounded time and memory.

Scenario files, saves and game records come from anyone. Python's parsers are
correct but not defensive: JSON nested 100,000 deep exhausts the stack, a number
of a million digits takes long to convert, and a TOML key dotted 100,000 times
takes seconds and gigabytes. Every reader of such input goes through the checks
here first, which look at the raw text in linear time and refuse it, with a
message that says why, before the parser sees it. The parsers' own messages become
words of the catalogue too, so that every refusal can be said in the reader's language:

>>> loads_json('{"a": [[[[1]]]]}', max_chars=100, max_depth=3)
Traceback (most recent call last):
...
koikoi_edu.errors.KoikoiError: lists and objects nested more than 3 deep
"""

from __future__ import annotations

import errno
import json
import os
import re
import tomllib
from os import PathLike
from typing import Any

from .errors import KoikoiError, system_reason
from .message import Count, Msg

#: No number in any file the package reads has more digits (a seed has at most 20).
MAX_DIGITS = 40


def read_bytes(path: str | PathLike[str], limit: int) -> bytes:
    """The bytes of a file of at most ``limit`` bytes; a longer file (or a device such
    as ``/dev/zero``) is refused after reading ``limit + 1`` bytes. ``OSError`` passes
    through for the caller to name the file; so does a name no file can have (a NUL
    character in it), as "no such file"."""
    try:
        f = open(path, "rb")
    except ValueError:  # "embedded null byte": the system cannot even look the name up
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path)) from None
    with f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise KoikoiError(message="file.too-large", limit=Count(limit))
    return data


def decode(data: bytes) -> str:
    """UTF-8 text, with a byte-order mark (as some Windows editors write) dropped."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise KoikoiError(message="file.not-utf8", byte=e.start) from None


def read_text(
    path: str | PathLike[str], max_chars: int, source: str, error: type[KoikoiError]
) -> str:
    """The text of a learner's file of at most ``max_chars`` characters, named ``source``
    in an ``error`` that says why it cannot be read: what the system refuses (no such
    file, a folder, no permission), a file too long, text that is not UTF-8."""
    try:
        return decode(read_bytes(path, max_chars * 4))  # UTF-8: 4 bytes a character
    except OSError as e:
        raise error(message="scenario.unreadable", source=source, why=system_reason(e)) from None
    except KoikoiError as e:
        raise error(e.msg).at(source, key=True) from None


def loads_json(text: str | bytes, *, max_chars: int, max_depth: int) -> Any:
    """JSON text (or UTF-8 bytes) parsed, if it is at most ``max_chars`` long, nests at
    most ``max_depth`` deep and holds no number longer than :data:`MAX_DIGITS`."""
    if isinstance(text, bytes | bytearray):
        text = decode(bytes(text))
    if not isinstance(text, str):
        raise KoikoiError(message="file.not-json-text", kind=type(text).__name__)
    _check_size(text, max_chars)
    # With escapes gone, a string is a quote, no quote, a quote: then only brackets count.
    plain = re.sub(r'"[^"]*"', "", text.replace("\\\\", "").replace('\\"', ""))
    _check_depth(re.sub(r"[^][{}]", "", plain), "[{", max_depth, "file.json-too-deep")
    try:
        return json.loads(text.removeprefix("\ufeff"), parse_int=_int)
    except json.JSONDecodeError as e:
        raise _json_error(e) from None


def loads_toml(text: str, *, max_chars: int, max_depth: int) -> dict[str, Any]:
    """TOML text parsed, if it is at most ``max_chars`` long and neither its arrays and
    tables nor its dotted keys nest more than ``max_depth`` deep."""
    _check_size(text, max_chars)
    text = text.removeprefix("\ufeff")
    # Strings and comments can hold anything; what is left is keys, brackets, values.
    code = _TOML_STRINGS.sub('""', text)
    _check_depth(re.sub(r"[^][{}]", "", code), "[{", max_depth, "file.toml-too-deep")
    for key in _DOTTED.finditer(code):
        if key.group().count(".") >= max_depth:
            raise KoikoiError(message="file.dotted-key-too-deep", depth=max_depth)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise _toml_error(e) from None
    except ValueError:  # Python's own limit on converting digits to a number
        raise KoikoiError(message="file.toml-number-too-long") from None


#: tomllib's messages (a closed set of fixed texts, tomllib/_parser.py) and the ids of
#: their words; ``{part}`` is what a message repeats from the text (a key, a character).
#: tomllib appends where it stopped: ``(at line L, column C)`` or ``(at end of document)``.
_TOML_MESSAGES = {
    "Invalid statement": "statement",
    "Expected newline or end of document after a statement": "newline",
    'Expected "\'"': "literal-unclosed",
    "Expected \"'''\"": "multiline-literal-unclosed",
    "Found invalid character {part}": "invalid-character",
    "Cannot declare {part} twice": "declared-twice",
    "Cannot overwrite a value": "overwrite",
    "Expected ']' at the end of a table declaration": "table-unclosed",
    "Cannot mutate immutable namespace {part}": "immutable",
    "Expected ']]' at the end of an array declaration": "array-table-unclosed",
    "Cannot redefine namespace {part}": "redefine",
    "Expected '=' after a key in a key/value pair": "equals",
    "Invalid initial character for a key part": "key-start",
    "Unclosed array": "array-unclosed",
    "Duplicate inline table key {part}": "inline-duplicate",
    "Unclosed inline table": "inline-unclosed",
    "Unescaped '\\' in a string": "backslash",
    "Invalid hex value": "hex",
    "Escaped character is not a Unicode scalar value": "not-scalar",
    "Unterminated string": "string-unclosed",
    "Illegal character {part}": "illegal-character",
    "Invalid date or datetime": "date",
    "Invalid value": "value",
}
_TOML_AT = re.compile(r"(.*) \(at (?:line (\d+), column (\d+)|end of document)\)", re.DOTALL)
_TOML_PATTERNS = [
    (re.compile("(?P<part>.+)".join(map(re.escape, text.split("{part}"))), re.DOTALL), name)
    for text, name in _TOML_MESSAGES.items()
]


def _toml_error(e: tomllib.TOMLDecodeError) -> KoikoiError:
    """tomllib's message as words of the catalogue, with the line and column; a message
    not among :data:`_TOML_MESSAGES` (another Python's) is repeated as it is."""
    found = _TOML_AT.fullmatch(str(e))
    if found:
        what, line, column = found.groups()
        at = (
            Msg("error.file.toml-at-end")
            if line is None
            else Msg("error.file.toml-at", line=int(line), column=int(column))
        )
        for pattern, name in _TOML_PATTERNS:
            said = pattern.fullmatch(what)
            if said:
                return KoikoiError(message=f"file.toml.{name}", at=at, **said.groupdict())
    return KoikoiError(message="file.toml-invalid", detail=str(e))


#: json's messages (json/decoder.py and its C scanner) and the ids of their words.
_JSON_MESSAGES = {
    "Expecting value": "value",
    "Expecting property name enclosed in double quotes": "name",
    "Expecting ':' delimiter": "colon",
    "Expecting ',' delimiter": "comma",
    "Unterminated string starting at": "string-unclosed",
    "Invalid control character at": "control-character",
    "Invalid \\escape": "escape",
    "Invalid \\uXXXX escape": "hex",
    "Extra data": "extra-data",
    # Python 3.13 and later (as under Pyodide) name a trailing comma
    "Illegal trailing comma before end of array": "trailing-comma-array",
    "Illegal trailing comma before end of object": "trailing-comma-object",
}


def _json_error(e: json.JSONDecodeError) -> KoikoiError:
    """json's message as words of the catalogue, with where it stopped; a message not
    among :data:`_JSON_MESSAGES` is repeated as it is."""
    if e.msg not in _JSON_MESSAGES:
        return KoikoiError(message="file.json-invalid", detail=str(e))
    return KoikoiError(
        message=f"file.json.{_JSON_MESSAGES[e.msg]}", line=e.lineno, column=e.colno, char=e.pos
    )


# Multi-line strings, basic strings (with escapes), literal strings and comments. An
# unterminated string runs to the end of its line (or of the text) here, so that every
# alternative matches without backtracking and the scan stays linear; tomllib then
# reports it.
_TOML_STRINGS = re.compile(
    r'"""(?:[^"\\]|\\.|\\|"(?!""))*+(?:"""|\Z)'
    r"|'''(?:[^']|'(?!''))*+(?:'''|\Z)"
    r'|"(?:[^"\\\n]|\\.|\\)*+(?:"|$)'
    r"|'[^'\n]*+(?:'|$)"
    r"|#[^\n]*+",
    re.MULTILINE,
)
# A key of several parts: bare or (now empty) quoted parts joined by dots, matched only
# from the start of a part, so that a long run of letters is read once.
_DOTTED = re.compile(r'(?<![\w"-])(?:[\w-]++|"")(?:[ \t]*+\.[ \t]*+(?:[\w-]++|""))++')


def _check_size(text: str, max_chars: int) -> None:
    if len(text) > max_chars:
        raise KoikoiError(
            message="file.too-long",
            chars=Count(len(text)),
            limit=Count(max_chars),
        )


def _check_depth(brackets: str, opening: str, max_depth: int, message: str) -> None:
    depth = 0
    for c in brackets:
        depth += 1 if c in opening else -1
        if depth > max_depth:
            raise KoikoiError(message=message, depth=max_depth)


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise KoikoiError(
            message="file.number-too-long",
            digits=Count(len(digits)),
            limit=MAX_DIGITS,
        )
    return int(digits)
