"""Messages as values: what the engine has to say, before it is said in a language.

The engine never writes a sentence. Where it has something to tell a person (why a
move is refused, how a round ended, what a file gets wrong), it hands out a
:class:`Msg`: the id of a message of the catalogue and the facts that fill it in.
The words layer (:mod:`koikoi_edu.words`) is the one place that turns a message
into text, in any of the package's languages::

    >>> m = Msg("ending.stop", seat="A")
    >>> m
    Msg('ending.stop', seat='A')
    >>> from koikoi_edu import words
    >>> words.say(m, "ru")
    'A останавливается'

A fact is text or a number said as it is, a card (said by its name), another
:class:`Msg` (said in the same language, so a message can hold the message it
explains), or one of the small values below that the words layer writes in the
language's own way: a count with its thousands grouped, keys of a file as code, a
thing named by its id.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

#: The languages every message is said in (:mod:`koikoi_edu.words`).
LANGUAGES = ("en", "ru", "uk", "ja", "romaji")


def check_lang(lang: str) -> str:
    """``lang`` itself when it is one of :data:`LANGUAGES`; a :class:`ValueError` otherwise."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r:.60}; choose one of {', '.join(LANGUAGES)}")
    return lang


class Msg:
    """A message of the catalogue, ``id``, with its ``fields``.

    Messages compare, hash and pickle by value, and never change.
    """

    __slots__ = ("id", "fields")

    id: str
    fields: MappingProxyType[str, Any]

    def __init__(self, id: str, /, **fields: Any) -> None:
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "fields", MappingProxyType(fields))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Msg never changes")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and (other.id, dict(other.fields)) == (
            self.id,
            dict(self.fields),
        )

    def __hash__(self) -> int:
        return hash((self.id, tuple(sorted((k, repr(v)) for k, v in self.fields.items()))))

    def __reduce__(self) -> tuple:
        return (_msg, (self.id, dict(self.fields)))

    def __repr__(self) -> str:
        fields = "".join(f", {key}={value!r}" for key, value in self.fields.items())
        return f"Msg({self.id!r}{fields})"


def _msg(id: str, fields: dict[str, Any]) -> Msg:
    return Msg(id, **fields)


@dataclass(frozen=True, slots=True)
class Count:
    """A whole number as a message says it, its thousands grouped as the language
    groups them: ``1,000,000``, ``1 000 000``."""

    n: int


@dataclass(frozen=True, slots=True)
class Code:
    """Keys or values as a file writes them, listed: as written in English, set as code
    in the languages whose own words are not Latin letters, so that a reader tells them
    apart."""

    items: tuple[str, ...]

    def __init__(self, *items: str) -> None:
        object.__setattr__(self, "items", items)


@dataclass(frozen=True, slots=True)
class Name:
    """A thing named by its id, such as a rules preset (``Name("preset", "teaching")``,
    said ``учебные`` in Russian): the catalogue's name for it, ``kind.id``, where it has
    one, and the id as it is where it has none (rules of a teacher's own)."""

    kind: str
    id: str


@dataclass(frozen=True, slots=True)
class Sum:
    """A settlement's sum as a message says it: ``5 (tsukimi) × 2 (rival called koi-koi)
    = 10``, or why its round had no winner. (A settlement itself, as a field, says how
    its round ended.)"""

    settlement: Any
