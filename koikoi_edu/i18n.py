"""The language bare values are shown in.

Words themselves live in :mod:`koikoi_edu.words`; this module only remembers which
language a notebook's bare values (a card, a score, a settlement) display in.
"""

from __future__ import annotations

from . import words

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
    words.check_lang(lang)
    _shown[0] = lang


def display_language() -> str:
    """The language bare values are displayed in (see :func:`use`); ``"en"`` at first."""
    return _shown[0]
