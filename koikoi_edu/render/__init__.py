"""Pictures of cards for notebooks: labelled teaching cards drawn as plain SVG text.

Everything here returns a string of SVG markup, so it works in Jupyter (through
``_repr_svg_``), in static HTML and in tests, with nothing but the standard library.

>>> from koikoi_edu.render import card_svg
>>> from koikoi_edu.cards import card
>>> card_svg(card("pampas-moon")).startswith("<svg")
True
"""

from .cards import card_back_svg, card_svg, cards_svg

__all__ = ["card_back_svg", "card_svg", "cards_svg"]
