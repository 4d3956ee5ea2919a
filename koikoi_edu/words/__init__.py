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
import struct
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import errors
from ..cards import Card
from ..inputs import excerpt
from ..message import LANGUAGES, Code, Count, Msg, Name, Sum, check_lang
from ..settlement import Settlement
from . import en

__all__ = [
    "LANGUAGES",
    "advice_text",
    "card_name",
    "catalogue_path",
    "category_counts",
    "category_name",
    "check_lang",
    "count",
    "display_language",
    "ending_text",
    "equation_terms",
    "equation_text",
    "event_text",
    "field",
    "narration",
    "number",
    "option_docs",
    "outcome_text",
    "part_text",
    "percent",
    "plant_name",
    "player_name",
    "points",
    "preset_name",
    "progress_text",
    "quoted",
    "reason_text",
    "round_to_scenario_toml",
    "said_card",
    "said_yaku",
    "say",
    "sentences",
    "settlement_text",
    "table",
    "unread_catalogues",
    "use",
    "yaku_name",
    "yaku_points",
]

#: The gettext domain: the catalogues' file name.
DOMAIN = "koikoi_edu"
#: The domain of argparse's own words ("usage:", its usage errors), which argparse looks up
#: through gettext without a context: ``scripts/catalogue.py`` compiles it from the
#: catalogue's ``cli.argparse.*`` messages, whose English is argparse's own.
ARGPARSE_DOMAIN = "argparse"
#: The folder of every language's compiled catalogues, ``<lang>/LC_MESSAGES/*.mo``.
LOCALE_FOLDER = Path(__file__).parent / "locale"


def catalogue_path(lang: str, domain: str = DOMAIN) -> Path:
    """The compiled catalogue of ``lang`` (a ``.mo`` file; its ``.po`` source is beside it)."""
    return LOCALE_FOLDER / lang / "LC_MESSAGES" / f"{domain}.mo"


@functools.cache
def _catalogue(lang: str, domain: str = DOMAIN) -> gettext.NullTranslations | Exception:
    """The catalogue ``domain`` of ``lang``, read on first use, or why it cannot be read:
    missing, cut short, or no catalogue at all (what :mod:`gettext` raises for each)."""
    try:
        with catalogue_path(lang, domain).open("rb") as mo:
            return gettext.GNUTranslations(mo)
    except (OSError, struct.error, ValueError, LookupError) as e:
        return e


@functools.cache
def _translations(lang: str) -> gettext.NullTranslations:
    """The catalogue of ``lang``; English (gettext's own fallback) when it cannot be read,
    which :func:`unread_catalogues` says."""
    found = gettext.NullTranslations() if lang == "en" else _catalogue(lang)
    return found if isinstance(found, gettext.NullTranslations) else gettext.NullTranslations()


def unread_catalogues(lang: str) -> dict[str, Msg]:
    """What is wrong with each of ``lang``'s catalogues that cannot be read, by its domain
    (:data:`DOMAIN`, :data:`ARGPARSE_DOMAIN`): a broken install must not silence the
    package, so their messages are said in English, and whoever shows words to a person
    says this once, naming the file.

    >>> unread_catalogues("ru")
    {}
    """
    unread = {}
    for domain in (DOMAIN, ARGPARSE_DOMAIN) if lang != "en" else ():
        found = _catalogue(check_lang(lang), domain)
        if isinstance(found, Exception):
            why = (  # a missing or unreadable file; else gettext found no whole catalogue
                errors.system_reason(found)
                if isinstance(found, OSError) and found.errno
                else Msg("words.catalogue-damaged")
            )
            path = str(catalogue_path(lang, domain))
            unread[domain] = Msg("words.catalogue-unread", catalogue=excerpt(path, 300), why=why)
    return unread


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


def say(message: str | Msg, lang: str = "en", **fields: object) -> str:
    """Message ``message`` in ``lang``, with ``fields`` filled in where given: a message
    id with its fields, or a :class:`~koikoi_edu.message.Msg`, which carries them.

    A message that counts (an :class:`~.en.Plural` in the English) needs the whole number
    ``n``: it picks the plural form and is written with its thousands grouped. Each
    field is said in ``lang`` (:func:`field`).
    """
    if isinstance(message, Msg):
        fields = {**message.fields, **fields}
        message = message.id
    t, text = _translations(check_lang(lang)), en.WORDS[message]
    fields = {key: field(value, lang) for key, value in fields.items()}
    if isinstance(text, en.Plural):
        n = fields.get("n")
        if not isinstance(n, int) or isinstance(n, bool):
            raise TypeError(f"message {message} counts: it needs a whole number n, not {n!r}")
        form = t.npgettext(message, text.one, text.other, abs(n))
        return form.format(**{**fields, "n": count(n, lang)})
    form = t.pgettext(message, text)
    return form.format(**fields) if fields else form


def field(value: object, lang: str = "en") -> object:
    """A fact of a message as ``lang`` says it: a :class:`~koikoi_edu.message.Msg` said in
    full, a card by its name as a message quotes it, a
    :class:`~koikoi_edu.message.Count` grouped, :class:`~koikoi_edu.message.Code` as code,
    a :class:`~koikoi_edu.message.Name` by the catalogue's name, a settlement by how its
    round ended (its :class:`~koikoi_edu.message.Sum` as maths), a list item by item;
    the rest as it is.

    >>> field(Msg("decision.stop"), "ru"), field(Count(12000), "ru")
    ('стоп', '12\u00a0000')
    """
    if isinstance(value, Msg):
        return say(value, lang)
    if isinstance(value, Card):
        return say("error.card", lang, id=value.id, name=card_name(value, lang))
    if isinstance(value, Count):
        return count(value.n, lang)
    if isinstance(value, Code):
        return ", ".join(say("error.code", lang, code=item) for item in value.items)
    if isinstance(value, Name):
        key = f"{value.kind}.{value.id}"
        return say(key, lang) if key in en.WORDS else value.id
    # the game's sentences load on first use (see _GAME): a bare name would not load them
    if isinstance(value, Settlement):
        return __getattr__("ending_text")(value, lang)
    if isinstance(value, Sum):
        return __getattr__("settlement_text")(value.settlement, lang)
    if isinstance(value, tuple):
        return say("list.gap", lang).join(str(field(item, lang)) for item in value)
    return value


_shown = ["en"]


def use(lang: str) -> None:
    """Show cards, piles, scores, settlements and rounds in ``lang`` from now on.

    A notebook displays a bare value (``card("pampas-moon")``, ``score(pile)``,
    ``round.settlement``) through its ``_repr_*_`` method, which has no way to take a
    ``lang`` argument; this chooses the language those displays use, once, at the top
    of a lesson. Functions that take ``lang`` are not affected by it.

    >>> use("ru"); display_language()
    'ru'
    >>> use("en")
    """
    _shown[0] = check_lang(lang)


def display_language() -> str:
    """The language bare values are displayed in (see :func:`use`); ``"en"`` at first."""
    return _shown[0]


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


def preset_name(name: str, lang: str = "en") -> str:
    """A preset's name in ``lang`` (``учебные``); rules with a name of their own keep it.

    The ids stay as they are in code: ``Rules.preset("teaching")`` in every language.

    >>> preset_name("teaching", "ru"), preset_name("my house rules", "ru")
    ('учебные', 'my house rules')
    """
    return str(field(Name("preset", name), lang))


def player_name(name: str, lang: str = "en") -> str:
    """A computer player's name in ``lang`` (``эвристический``); others keep their own."""
    return str(field(Name("player", name), lang))


def quoted(name: str, lang: str = "en") -> str:
    """A name set in a sentence, quoted as ``lang`` quotes: “pine: crane”, «сосна: журавль»,
    「松に鶴」 (the catalogue's sentences quote card names the same way)."""
    return say("quote.name", lang, name=name)


def card_name(card: Card, lang: str = "en") -> str:
    """A card's name in ``lang``: ``"clover: boar"``, ``"萩に猪"``, ``"hagi ni inoshishi"``
    (the catalogue's ``card.name`` puts the plant and the subject in the language's order).

    >>> from koikoi_edu.cards import card
    >>> card_name(card("clover-boar")), card_name(card("clover-boar"), "ja")
    ('bush clover: boar', '萩に猪')
    """
    return say(
        "card.name",
        lang,
        plant=say(f"plant.{card.month}", lang),
        subject=say("subject." + card.subject.split("-")[0], lang),
    )


# An error's str() is its English (see koikoi_edu.errors.english)
errors.english = partial(say, lang="en")

# The game's sentences (koikoi_edu.words.game) read the engine's events, parts, advice and
# records; they load on first use, so that importing the words (as the package does, for
# an error's English) does not load the whole engine.
_GAME = frozenset(
    (
        "advice_text",
        "category_counts",
        "category_name",
        "ending_text",
        "equation_terms",
        "equation_text",
        "event_text",
        "narration",
        "option_docs",
        "outcome_text",
        "part_text",
        "plant_name",
        "progress_text",
        "reason_text",
        "round_to_scenario_toml",
        "said_card",
        "said_yaku",
        "settlement_text",
        "yaku_name",
        "yaku_points",
    )
)

if TYPE_CHECKING:
    from .game import (
        advice_text,
        category_counts,
        category_name,
        ending_text,
        equation_terms,
        equation_text,
        event_text,
        narration,
        option_docs,
        outcome_text,
        part_text,
        plant_name,
        progress_text,
        reason_text,
        round_to_scenario_toml,
        said_card,
        said_yaku,
        settlement_text,
        yaku_name,
        yaku_points,
    )


def __getattr__(name: str) -> Any:
    if name in _GAME:
        from . import game

        value = getattr(game, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
