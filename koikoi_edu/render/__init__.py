"""Pictures of cards for notebooks: labelled teaching cards drawn as plain SVG text.

Everything here returns a string: SVG markup (``card_svg``), or HTML that shows the
same picture as an ``<img>`` (``card_html``), which is how cards reach a notebook,
since JupyterLab keeps images but not inline SVG in a notebook not yet run. It
needs nothing but the standard library.

>>> from koikoi_edu.render import card_svg
>>> from koikoi_edu.cards import card
>>> card_svg(card("pampas-moon")).startswith("<svg")
True
"""

from .cards import card_back_html, card_back_svg, card_html, card_svg, cards_html, cards_svg

# the engine's values show themselves as HTML in a notebook once rendering is imported
from . import shown  # noqa: E402, F401  isort: skip

__all__ = ["card_back_svg", "card_svg", "cards_svg", "card_back_html", "card_html", "cards_html"]
