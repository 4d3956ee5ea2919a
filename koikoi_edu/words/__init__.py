"""Every sentence the package says to a person, in every language it speaks.

One module per language (:mod:`.en`, :mod:`.ru`, :mod:`.uk`, :mod:`.ja`,
:mod:`.romaji`) holds ``WORDS``, a table from message id to text with
``{fields}``. The engine hands out data (events, settlements, advice); whoever
shows it to a person looks the words up here. Every id exists in every language
(the tests hold the modules to that), so switching languages never falls back
to English.

>>> say("ending.stop", "ru", seat="A")
'A останавливается'
"""

from __future__ import annotations

from ..errors import KoikoiError, shown
from . import en, ja, romaji, ru, uk

__all__ = [
    "LANGUAGES", "TABLES", "check_lang", "count", "number", "percent", "player_name",
    "points", "points_unit", "preset_name", "say", "yaku_name",
]

#: The language codes accepted wherever a ``lang`` argument is taken.
LANGUAGES = ("en", "ru", "uk", "ja", "romaji")

_SLAVIC = ("ru", "uk")

#: language code -> message id -> text
TABLES: dict[str, dict[str, str]] = {
    "en": en.WORDS, "ru": ru.WORDS, "uk": uk.WORDS, "ja": ja.WORDS, "romaji": romaji.WORDS,
}


def check_lang(lang: str) -> str:
    """``lang`` itself when it is one of :data:`LANGUAGES`; a clear error otherwise."""
    if lang not in TABLES:
        raise KoikoiError(f"unknown language '{shown(lang)}'; choose one of {', '.join(LANGUAGES)}")
    return lang


def say(message: str, lang: str = "en", **fields: object) -> str:
    """Message ``message`` in ``lang``, with ``fields`` filled in where given."""
    text = TABLES[check_lang(lang)][message]
    return text.format(**fields) if fields else text


def number(x: float, lang: str = "en") -> str:
    """``5`` or ``-1.4`` as ``lang`` writes it: Russian and Ukrainian with a decimal
    comma and a true minus sign."""
    text = f"{x:.0f}" if x == round(x) else f"{x:.1f}"
    if lang in _SLAVIC:
        text = text.replace(".", ",").replace("-", "\u2212")
    return text


def count(n: int, lang: str = "en") -> str:
    """A whole number with its thousands grouped: ``1,000`` or ``1\u00a0000``."""
    text = f"{n:,}"
    return text.replace(",", "\u00a0") if lang in _SLAVIC else text


def percent(p: float, lang: str = "en") -> str:
    """A share as a whole percentage; a share under half a percent says so."""
    if 0 < p < 0.005:
        return say("number.under-one-percent", lang)
    return f"{p * 100:.0f}\u00a0%" if lang in _SLAVIC else f"{p:.0%}"


def points_unit(x: float, lang: str = "en") -> str:
    """The word for points after the number ``x``, in its plural form."""
    if x != round(x):
        return say("number.points-fraction", lang)
    n = abs(int(x))
    if n % 10 == 1 and n % 100 != 11 and (lang in _SLAVIC or n == 1):
        return say("number.point", lang)
    if lang in _SLAVIC and 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return say("number.points-few", lang)
    return say("number.points", lang)


def points(x: float, lang: str = "en") -> str:
    """A number of points: ``5 points``, ``5 очков``, ``5 очок``, ``5点``, ``5-ten``."""
    return say("number.points-of", lang, n=number(x, lang), unit=points_unit(x, lang))


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
    return say(f"preset.{name}", lang) if f"preset.{name}" in TABLES["en"] else name


def player_name(name: str, lang: str = "en") -> str:
    """A computer player's name in ``lang`` (``эвристический``); others keep their own."""
    return say(f"player.{name}", lang) if f"player.{name}" in TABLES["en"] else name


def quoted(name: str, lang: str = "en") -> str:
    """A name set in a sentence, quoted as ``lang`` quotes: “pine: crane”, «сосна: журавль»,
    「松に鶴」 (the catalogue's sentences quote card names the same way)."""
    return say("quote.name", lang, name=name)
