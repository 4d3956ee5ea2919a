"""Input as a message may repeat it, and the checks of a program's arguments.

A message about bad input names what was given, but never echoes a whole file or a
terminal escape code back (:func:`excerpt`, :func:`quoted`); an argument that must be
a whole number in a range is checked by :func:`whole_number`, a programmer's mistake
otherwise (:class:`ValueError`).
"""

from __future__ import annotations

import operator
from typing import SupportsIndex, cast

#: The longest piece of input a message repeats; the rest is counted, not shown.
EXCERPT_LIMIT = 60


def excerpt(value: object, limit: int = EXCERPT_LIMIT) -> str:
    """Input as a one-line message may repeat it: short, and with no control characters.

    Text is shown as written, with control characters (newlines, terminal escape
    codes) escaped and anything past ``limit`` characters cut off and counted; a
    container is shown as written when it is small and flat, otherwise named by its
    size, so a message never echoes a whole file::

        >>> excerpt("pine\\ncrane")
        'pine\\\\ncrane'
        >>> excerpt("x" * 100)[-22:]
        '... (100 characters)'
        >>> excerpt([13, 1]), excerpt([[1], [2]])
        ('[13, 1]', 'a list of 2 items')
    """
    if (
        isinstance(value, dict | set | frozenset)
        or isinstance(value, list | tuple)
        and not (len(value) <= 4 and all(_short_scalar(v, limit) for v in value))
    ):
        kind = {dict: "a table", list: "a list"}.get(type(value), type(value).__name__)
        return f"{kind} of {len(value)} item{'s' * (len(value) != 1)}"
    text = value if isinstance(value, str) else _repr(value)
    cut = text[:limit]
    escaped = "".join(
        c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in cut
    )
    if len(text) > limit or len(escaped) > limit:
        return f"{escaped[:limit]}... ({len(text):,} characters)"
    return escaped


def quoted(value: object) -> str:
    """:func:`excerpt`, in quotes for text: so ``'1'`` (text) and ``1`` (a number) differ."""
    return f"'{excerpt(value)}'" if isinstance(value, str) else excerpt(value)


def _short_scalar(value: object, limit: int) -> bool:
    if isinstance(value, str):
        return len(value) <= limit
    return isinstance(value, int | float | type(None)) and (
        not isinstance(value, int) or value.bit_length() < 64
    )


def _repr(value: object) -> str:
    try:
        return repr(value)
    except Exception:  # a hostile object's repr must not break the message about it
        return f"a {type(value).__name__}"


def whole_number(
    value: object,
    what: str,
    low: int | None = None,
    high: int | None = None,
) -> int:
    """``value`` as an int, or a :class:`ValueError` naming ``what`` and the range.

    Ints and objects that are integers (``__index__``, such as numpy's) are accepted;
    booleans, floats and text are not, even when they would compare equal to a number.
    """
    if not isinstance(value, bool) and hasattr(type(value), "__index__"):
        number = operator.index(cast(SupportsIndex, value))
        if (low is None or number >= low) and (high is None or number <= high):
            return number
    bounds = (
        f" from {low} to {high}" if high is not None else f" >= {low}" if low is not None else ""
    )
    raise ValueError(f"{what} must be a whole number{bounds}, not {excerpt(value)}")
