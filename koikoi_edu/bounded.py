"""Reading untrusted files and text in bounded time and memory.

Scenario files, saves and game records come from anyone. Python's parsers are
correct but not defensive: JSON nested 100,000 deep exhausts the stack, a number
of a million digits takes long to convert, and a TOML key dotted 100,000 times
takes seconds and gigabytes. Every reader of such input goes through the checks
here first, which look at the raw text in linear time and refuse it, with a
message that says why, before the parser sees it:

>>> loads_json('{"a": [[[[1]]]]}', max_chars=100, max_depth=3)
Traceback (most recent call last):
...
koikoi_edu.errors.KoikoiError: lists and objects nested more than 3 deep
"""

from __future__ import annotations

import json
import re
import tomllib
from os import PathLike
from typing import Any

from .errors import KoikoiError

#: No number in any file the package reads has more digits (a seed has at most 20).
MAX_DIGITS = 40


def read_bytes(path: str | PathLike[str], limit: int) -> bytes:
    """The bytes of a file of at most ``limit`` bytes; a longer file (or a device such
    as ``/dev/zero``) is refused after reading ``limit + 1`` bytes. ``OSError`` passes
    through for the caller to name the file."""
    with open(path, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise KoikoiError(f"the file is larger than {limit:,} bytes, more than a file of "
                          f"this kind ever needs")
    return data


def decode(data: bytes) -> str:
    """UTF-8 text, with a byte-order mark (as some Windows editors write) dropped."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise KoikoiError(f"the text is not UTF-8 (at byte {e.start})") from None


def loads_json(text: str | bytes, *, max_chars: int, max_depth: int) -> Any:
    """JSON text (or UTF-8 bytes) parsed, if it is at most ``max_chars`` long, nests at
    most ``max_depth`` deep and holds no number longer than :data:`MAX_DIGITS`."""
    if isinstance(text, bytes | bytearray):
        text = decode(bytes(text))
    if not isinstance(text, str):
        raise KoikoiError(f"expected JSON text, not {type(text).__name__}")
    _check_size(text, max_chars)
    # With escapes gone, a string is a quote, no quote, a quote: then only brackets count.
    plain = re.sub(r'"[^"]*"', "", text.replace("\\\\", "").replace('\\"', ""))
    _check_depth(re.sub(r"[^][{}]", "", plain), "[{", max_depth, "lists and objects")
    try:
        return json.loads(text.removeprefix("\ufeff"), parse_int=_int)
    except json.JSONDecodeError as e:
        raise KoikoiError(str(e)) from None


def loads_toml(text: str, *, max_chars: int, max_depth: int) -> dict[str, Any]:
    """TOML text parsed, if it is at most ``max_chars`` long and neither its arrays and
    tables nor its dotted keys nest more than ``max_depth`` deep."""
    _check_size(text, max_chars)
    text = text.removeprefix("\ufeff")
    # Strings and comments can hold anything; what is left is keys, brackets, values.
    code = _TOML_STRINGS.sub('""', text)
    _check_depth(re.sub(r"[^][{}]", "", code), "[{", max_depth, "arrays and tables")
    for key in _DOTTED.finditer(code):
        if key.group().count(".") >= max_depth:
            raise KoikoiError(f"a dotted key nested more than {max_depth} deep")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise KoikoiError(f"invalid TOML: {e}") from None
    except ValueError:  # Python's own limit on converting digits to a number
        raise KoikoiError("invalid TOML: a number too long to read") from None


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
        raise KoikoiError(f"{len(text):,} characters, more than the {max_chars:,} a file "
                          f"of this kind ever needs")


def _check_depth(brackets: str, opening: str, max_depth: int, what: str) -> None:
    depth = 0
    for c in brackets:
        depth += 1 if c in opening else -1
        if depth > max_depth:
            raise KoikoiError(f"{what} nested more than {max_depth} deep")


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise KoikoiError(f"a number of {len(digits):,} digits, more than the {MAX_DIGITS} "
                          f"any number here needs")
    return int(digits)
