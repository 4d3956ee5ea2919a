"""Pictures of cards, tables, scores and charts for notebooks, as plain SVG or HTML text.

Everything here returns a string: SVG markup (``card_svg``), or HTML that shows the
same picture as an ``<img>`` (``card_html``), which is how cards reach a notebook,
since JupyterLab keeps images but not inline SVG in a notebook not yet run. It
needs nothing but the standard library (a chart asks for matplotlib when drawn).

This is the surface the lessons use: each name is loaded from its module when first
asked for, so importing the package stays light.

>>> from koikoi_edu.render import card_svg
>>> from koikoi_edu.cards import card
>>> card_svg(card("pampas-moon")).startswith("<svg")
True
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

#: Each public name and the module of this package that defines it.
_WHERE = {
    "card_back_svg": "cards",
    "card_svg": "cards",
    "cards_svg": "cards",
    "card_back_html": "cards",
    "card_html": "cards",
    "cards_html": "cards",
    "table_html": "table",
    "pile_html": "table",
    "score_html": "table",
    "settlement_html": "table",
    "advice_chart_svg": "advice",
    "difference_chart_svg": "advice",
    "OKABE_ITO": "charts",
    "SvgFigure": "charts",
    "bar_chart_svg": "charts",
    "chart": "charts",
    "counts_chart_svg": "charts",
    "ranked_bars_svg": "charts",
    "comparison_html": "compare",
    "options_html": "compare",
    "pile_under_html": "compare",
    "round_under_html": "compare",
    "review_html": "review",
    "Scene": "scene",
    "scene": "scene",
    "scene_html": "scene",
}

__all__ = list(_WHERE)

# the engine's values show themselves as HTML in a notebook once rendering is imported
from . import shown  # noqa: E402, F401  isort: skip


def __getattr__(name: str) -> object:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)


if TYPE_CHECKING:  # the names as the type checker sees them (re-exported)
    from .advice import advice_chart_svg as advice_chart_svg
    from .advice import difference_chart_svg as difference_chart_svg
    from .cards import card_back_html as card_back_html
    from .cards import card_back_svg as card_back_svg
    from .cards import card_html as card_html
    from .cards import card_svg as card_svg
    from .cards import cards_html as cards_html
    from .cards import cards_svg as cards_svg
    from .charts import OKABE_ITO as OKABE_ITO
    from .charts import SvgFigure as SvgFigure
    from .charts import bar_chart_svg as bar_chart_svg
    from .charts import chart as chart
    from .charts import counts_chart_svg as counts_chart_svg
    from .charts import ranked_bars_svg as ranked_bars_svg
    from .compare import comparison_html as comparison_html
    from .compare import options_html as options_html
    from .compare import pile_under_html as pile_under_html
    from .compare import round_under_html as round_under_html
    from .review import review_html as review_html
    from .scene import Scene as Scene
    from .scene import scene as scene
    from .scene import scene_html as scene_html
    from .table import pile_html as pile_html
    from .table import score_html as score_html
    from .table import settlement_html as settlement_html
    from .table import table_html as table_html
