"""How the engine's values show themselves in a notebook.

A card, a set of cards, a score, a settlement or a round displayed bare (the last line
of a cell) calls its ``_repr_html_``, which can take no argument; it comes here, and is
drawn in the language the notebook chose (:func:`koikoi_edu.words.use`). The engine
imports this module only inside those methods, when a notebook shows the value.
"""

from __future__ import annotations

from ..cards import Card, CardSet
from ..round import Round
from ..settlement import Settlement
from ..words import display_language
from ..yaku import Score
from .cards import card_html, cards_html
from .table import READING_CARD_SCALE, score_html, settlement_html, table_html


def html(value: Card | CardSet | Score | Settlement | Round) -> str:
    """``value`` drawn as HTML in the notebook's language."""
    lang = display_language()
    if isinstance(value, Card):
        return card_html(value, lang)
    if isinstance(value, CardSet):
        return cards_html(list(value), lang)
    if isinstance(value, Score):
        return score_html(value, lang, card_scale=READING_CARD_SCALE)
    if isinstance(value, Settlement):
        return settlement_html(value, lang)
    return table_html(value, lang=lang)
