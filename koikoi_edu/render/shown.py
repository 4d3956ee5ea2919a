"""How the engine's values show themselves in a notebook.

A card, a set of cards, a score, a settlement or a round displayed bare (the last line
of a cell) is drawn as HTML in the language the notebook chose
(:func:`koikoi_edu.words.use`). The engine knows nothing of it: importing the rendering
layer (:mod:`koikoi_edu.render`, which the widgets import too) registers :func:`html`
with IPython's display formatter for those types, in a running IPython or Jupyter
kernel; elsewhere there is no display to register with, and nothing happens.
"""

from __future__ import annotations

import sys

from ..cards import Card, CardSet
from ..round import Round
from ..settlement import Settlement
from ..words import display_language
from ..yaku import Score
from .cards import card_html, cards_html
from .table import READING_CARD_SCALE, score_html, settlement_html, table_html

#: The engine's values a notebook shows as HTML.
SHOWN = (Card, CardSet, Score, Settlement, Round)


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


def register_display() -> bool:
    """Let the running IPython show the engine's values with :func:`html`; False when
    no IPython runs (IPython is never imported here: a kernel has it loaded already)."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return False
    formatter = shell.display_formatter.formatters["text/html"]
    for kind in SHOWN:
        formatter.for_type(kind, html)
    return True


register_display()
