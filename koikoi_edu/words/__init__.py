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

from ..errors import KoikoiError
from . import en, ja, romaji, ru, uk

__all__ = ["LANGUAGES", "TABLES", "check_lang", "player_name", "preset_name", "say"]

#: The language codes accepted wherever a ``lang`` argument is taken.
LANGUAGES = ("en", "ru", "uk", "ja", "romaji")

#: language code -> message id -> text
TABLES: dict[str, dict[str, str]] = {
    "en": en.WORDS, "ru": ru.WORDS, "uk": uk.WORDS, "ja": ja.WORDS, "romaji": romaji.WORDS,
}


def check_lang(lang: str) -> str:
    """``lang`` itself when it is one of :data:`LANGUAGES`; a clear error otherwise."""
    if lang not in TABLES:
        raise KoikoiError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    return lang


def say(message: str, lang: str = "en", **fields: object) -> str:
    """Message ``message`` in ``lang``, with ``fields`` filled in where given."""
    text = TABLES[check_lang(lang)][message]
    return text.format(**fields) if fields else text


def yaku_name(yaku_id: str, lang: str = "en") -> str:
    """A yaku's name in ``lang`` (``Moon viewing``, ``Любование луной``, ``月見酒``)."""
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
