"""The one family of errors the package raises for bad input.

Every error carries a single-line message that names what is wrong and where
(the card, the step, the file), so the command line and the widgets can show it
to a learner as it is, without a traceback.
"""

from __future__ import annotations

import errno
import operator
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import SupportsIndex, cast


class KoikoiError(ValueError):
    """Base class: bad input of any kind. The game state is left untouched.

    An error a learner can meet in a widget is raised with the ``message`` id of its
    words in the catalogue (:mod:`koikoi_edu.words`, ``error.<message>``) and the
    ``fields`` they are filled with: :meth:`say` writes it in any language, and its
    ``str`` is the English, for developers. A card among the fields is named by its
    id in English (in backticks, as code) and by its name in the other languages;
    a field that is itself an error (the cause, inside a message that says where it
    happened) is said in the same language, and so is a field that is a function of
    the language (such as how a round ended, ``partial(ending_text, settlement)``).
    Errors only a programmer meets (a wrong argument type, a misuse of the API) are
    raised with English text.

    >>> e = KoikoiError(message="round-over")
    >>> str(e), e.say("ru")
    ('the round is over; no more moves', 'раунд окончен; ходов больше нет')
    """

    def __init__(self, text: str = "", *, message: str = "", **fields: object) -> None:
        self.message, self.fields = message, fields
        super().__init__(self.say("en") if message else text)

    def say(self, lang: str = "en") -> str:
        """The error in ``lang``: the catalogue's words, or the English text it was given."""
        if not self.message:
            return str(self)
        from . import words  # imported here: the catalogue raises these errors itself
        from .cards import Card

        def written(value: object) -> object:
            if isinstance(value, Card):
                return words.say("error.card", lang, card=value.said(lang))
            if isinstance(value, KoikoiError):
                return value.say(lang)
            if isinstance(value, Word):
                return words.say(value.key, lang)
            return value(lang) if callable(value) else value

        return words.say(
            f"error.{self.message}",
            lang,
            **{key: written(value) for key, value in self.fields.items()},
        )

    def at(self, where: object, *, key: bool = False) -> KoikoiError:
        """This error after ``where``, the place it was met (``where: ...``), as an error
        of the same class; ``key=True`` sets ``where`` as code (a key path, a file name).
        An empty ``where`` leaves the error as it is."""
        if not where:
            return self
        return type(self)(message="at-code" if key else "at", where=where, cause=self)


@dataclass(frozen=True)
class Word:
    """A field of an error's message that is a word of the catalogue itself, such as
    ``Word("decision.stop")``: written in the language the error is said in."""

    key: str


class UnknownCardError(KoikoiError):
    """A card id that is not one of the 48 ids of the deck."""


class RulesError(KoikoiError):
    """An unknown rules preset or option, or an option value out of range."""


class IllegalMoveError(KoikoiError):
    """An action the rules forbid in the current state of a round."""


class ScenarioError(KoikoiError):
    """A scenario file that is malformed or describes an impossible game."""


class SaveError(KoikoiError):
    """A saved round or match that is malformed or describes an impossible game."""


#: The system's reasons for not reading or writing a file that a learner meets (a
#: wrong path, a folder, no permission), said in every language as ``error.os.<NAME>``.
#: ELOOP and ESPIPE are the package's own refusals (:mod:`koikoi_edu.writing`): a symbolic
#: link, which is never written through, and a FIFO or a device, never opened.
SYSTEM_REASONS = ("ENOENT", "EACCES", "EISDIR", "ENOTDIR", "ENOSPC", "EROFS", "ELOOP", "ESPIPE")


def system_reason(error: OSError) -> Callable[[str], str]:
    """Why the system refused a file, as a field of an error message: the system's own
    words in English, the catalogue's in the other languages, and a reason the
    catalogue does not know quoted as the system wrote it.

    >>> reason = system_reason(FileNotFoundError(errno.ENOENT, "No such file or directory"))
    >>> reason("en"), reason("ru")
    ('No such file or directory', 'нет такого файла или папки')
    """
    english = error.strerror or str(error)
    name = errno.errorcode.get(error.errno or 0, "")

    def said(lang: str) -> str:
        if lang == "en":
            return english
        from . import words  # imported here: the catalogue raises these errors itself

        return (
            words.say(f"error.os.{name}", lang)
            if name in SYSTEM_REASONS
            else f"'{excerpt(english)}'"
        )

    return said


def code(*items: str) -> Callable[[str], str]:
    """Keys or values as a file writes them, listed, as a field of a message: as written
    in English, set as code in the languages whose own words are not Latin letters, so
    that a reader tells them apart. (A partial, not a lambda, so that the error holding
    it can be pickled.)"""
    return partial(_code_in, items)


def counted(n: int) -> Callable[[str], str]:
    """A whole number as a field of a message, its thousands grouped as the language
    groups them (``1,000,000``, ``1 000 000``): for a module below the catalogue."""
    return partial(_count_in, n)


def _count_in(n: int, lang: str) -> str:
    from . import words  # imported here: the catalogue raises these errors itself

    return words.count(n, lang)


def _code_in(items: tuple[str, ...], lang: str) -> str:
    from . import words  # imported here: the catalogue raises these errors itself

    return ", ".join(words.say("error.code", lang, code=item) for item in items)


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
    error: type[KoikoiError] = KoikoiError,
) -> int:
    """``value`` as an int, or ``error`` naming ``what`` and the range.

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
    raise error(f"{what} must be a whole number{bounds}, not {excerpt(value)}")


class RecordError(KoikoiError):
    """A game record that is malformed, or that the engine cannot replay as recorded."""
