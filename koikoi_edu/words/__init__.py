"""Every sentence the package says to a person, in every language it speaks.

The English of each message, by its id, is in :mod:`.en`; the other languages are
gettext catalogues (``locale/<lang>/LC_MESSAGES/koikoi_edu.mo``, compiled from the
``.po`` beside it by ``scripts/catalogue.py``), read with the standard library's
:mod:`gettext` so that they work wherever the package does, Pyodide included. The
engine hands out data (events, settlements, advice); whoever shows it to a person looks
the words up here. Every id is translated in every language (the tests hold the
catalogues to that), so switching languages never falls back to English.

>>> say("ending.stop", "ru", seat="A")
'A останавливается'

A message that counts takes its form from the number ``n``, by the language's own
plural rule (the catalogue's ``Plural-Forms``):

>>> [say("number.point", "ru", n=n) for n in (1, 3, 5, 21)]
['1 очко', '3 очка', '5 очков', '21 очко']
"""

from __future__ import annotations

import functools
import gettext
from pathlib import Path

from ..errors import KoikoiError, excerpt
from . import en

__all__ = [
    "LANGUAGES",
    "catalogue_path",
    "check_lang",
    "count",
    "number",
    "percent",
    "player_name",
    "points",
    "preset_name",
    "say",
    "sentences",
    "table",
    "yaku_name",
]

#: The language codes accepted wherever a ``lang`` argument is taken.
LANGUAGES = ("en", "ru", "uk", "ja", "romaji")

#: The gettext domain: the catalogues' file name.
DOMAIN = "koikoi_edu"


def catalogue_path(lang: str) -> Path:
    """The compiled catalogue of ``lang`` (a ``.mo`` file; its ``.po`` source is beside it)."""
    return Path(__file__).parent / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


@functools.cache
def _translations(lang: str) -> gettext.NullTranslations:
    """The catalogue of ``lang``, read on first use."""
    if lang == "en":  # the source language: gettext gives back the English it is asked
        return gettext.NullTranslations()
    with catalogue_path(lang).open("rb") as mo:
        return gettext.GNUTranslations(mo)


@functools.cache
def table(lang: str) -> dict[str, str | tuple[str, ...]]:
    """Every message of ``lang`` by its id: its text, or for a message that counts, its
    forms in the catalogue's order (one, few, many in Russian and Ukrainian; one and other
    in English; one in Japanese).

    >>> table("uk")["card.count"]
    ('{n} карта', '{n} карти', '{n} карт')
    """
    t = _translations(check_lang(lang))
    examples = _plural_examples(lang)
    return {
        message: tuple(t.npgettext(message, text.one, text.other, n) for n in examples)
        if isinstance(text, en.Plural)
        else t.pgettext(message, text)
        for message, text in en.WORDS.items()
    }


def _plural_examples(lang: str) -> tuple[int, ...]:
    """The smallest number of each plural form of ``lang``, in the catalogue's order:
    ``(1, 2)`` in English, ``(1, 2, 5)`` in Russian, ``(1,)`` in Japanese."""
    header = _translations(lang).info().get("plural-forms", "nplurals=2; plural=(n != 1);")
    rule = gettext.c2py(header.split("plural=")[1].rstrip(";"))
    first: dict[int, int] = {}
    for n in range(1, 100):
        first.setdefault(rule(n), n)
    return tuple(first[form] for form in sorted(first))


def check_lang(lang: str) -> str:
    """``lang`` itself when it is one of :data:`LANGUAGES`; a clear error otherwise."""
    if lang not in LANGUAGES:
        raise KoikoiError(
            f"unknown language '{excerpt(lang)}'; choose one of {', '.join(LANGUAGES)}"
        )
    return lang


def say(message: str, lang: str = "en", **fields: object) -> str:
    """Message ``message`` in ``lang``, with ``fields`` filled in where given.

    A message that counts (an :class:`~.en.Plural` in the English) needs the whole number
    ``n``: it picks the plural form and is written with its thousands grouped.
    """
    t, text = _translations(check_lang(lang)), en.WORDS[message]
    if isinstance(text, en.Plural):
        n = fields.get("n")
        if not isinstance(n, int) or isinstance(n, bool):
            raise TypeError(f"message {message} counts: it needs a whole number n, not {n!r}")
        form = t.npgettext(message, text.one, text.other, abs(n))
        return form.format(**{**fields, "n": count(n, lang)})
    form = t.pgettext(message, text)
    return form.format(**fields) if fields else form


def sentences(texts: list[str], lang: str = "en") -> str:
    """Whole sentences one after the other, as ``lang`` runs them on (Japanese with no
    space between)."""
    if not texts:
        return ""
    text = texts[0]
    for then in texts[1:]:
        text = say("reading.then", lang, first=text, then=then)
    return text


def _typeset(digits: str, lang: str) -> str:
    """Digits as Python writes them (``-1,234.5``) in the typography of ``lang``."""
    marks = {"-": "number.minus", ",": "number.thousands", ".": "number.decimal-point"}
    return "".join(say(marks[c], lang) if c in marks else c for c in digits)


def number(x: float, lang: str = "en") -> str:
    """``5`` or ``-1.4`` as ``lang`` writes it: Russian and Ukrainian with a decimal
    comma and a true minus sign."""
    return _typeset(f"{x:.0f}" if x == round(x) else f"{x:.1f}", lang)


def count(n: int, lang: str = "en") -> str:
    """A whole number with its thousands grouped: ``1,000`` or ``1\u00a0000``."""
    return _typeset(f"{n:,}", lang)


def percent(p: float, lang: str = "en") -> str:
    """A share as a whole percentage; a share under half a percent says so."""
    if 0 < p < 0.005:
        return say("number.under-one-percent", lang)
    return say("number.percent", lang, n=f"{p:.0%}".removesuffix("%"))


def points(x: float, lang: str = "en") -> str:
    """A number of points: ``5 points``, ``5 очков``, ``5 очок``, ``5点``, ``5-ten``."""
    if x == round(x):
        return say("number.point", lang, n=int(x))
    return say("number.points-fraction", lang, n=number(x, lang))


def yaku_name(yaku_id: str, lang: str = "en", akatan_cards: str = "poetry") -> str:
    """A yaku's name in ``lang`` (``Moon viewing``, ``Любование луной``, ``月見酒``).

    ``akatan_cards`` is the rules option of that name: where akatan is any three red
    ribbons (``"any-red"``), it is not named after the poetry ribbons.

    >>> yaku_name("akatan", "ru"), yaku_name("akatan", "ru", akatan_cards="any-red")
    ('Ленты со стихами', 'Красные ленты')
    """
    if yaku_id == "akatan" and akatan_cards == "any-red":
        return say("yaku.akatan-any-red", lang)
    return say(f"yaku.{yaku_id}", lang)


def preset_name(name: str, lang: str = "en") -> str:
    """A preset's name in ``lang`` (``учебные``); rules with a name of their own keep it.

    The ids stay as they are in code: ``Rules.preset("teaching")`` in every language.

    >>> preset_name("teaching", "ru"), preset_name("my house rules", "ru")
    ('учебные', 'my house rules')
    """
    return say(f"preset.{name}", lang) if f"preset.{name}" in en.WORDS else name


def player_name(name: str, lang: str = "en") -> str:
    """A computer player's name in ``lang`` (``эвристический``); others keep their own."""
    return say(f"player.{name}", lang) if f"player.{name}" in en.WORDS else name


def quoted(name: str, lang: str = "en") -> str:
    """A name set in a sentence, quoted as ``lang`` quotes: “pine: crane”, «сосна: журавль»,
    「松に鶴」 (the catalogue's sentences quote card names the same way)."""
    return say("quote.name", lang, name=name)
