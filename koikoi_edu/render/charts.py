"""Charts for the lessons as deterministic SVG text, drawn with matplotlib.

A notebook that is checked by re-running it (nbval) must produce the same bytes
every time, and matplotlib's SVG output is deterministic only when told to be:

* ``svg.hashsalt`` fixes the ids of clip paths, which are otherwise random;
* ``metadata={"Date": None, "Creator": None}`` leaves out the timestamp and the
  matplotlib version;
* ``svg.fonttype = "none"`` writes text as ``<text>`` instead of glyph outlines,
  which keeps the files small and the words searchable.

The settings are applied with :func:`matplotlib.rc_context` only while a figure
is saved, so importing this module changes nothing in the user's matplotlib. The
charts here are built on :class:`matplotlib.figure.Figure` directly, which needs
no backend at all: the global backend is never switched.

Colours come from the Okabe-Ito palette, which stays distinct for the common
kinds of colour blindness.

>>> svg = bar_chart_svg(["A", "B"], [3, 5], title="Wins")
>>> svg.startswith("<svg") and "Wins" in svg
True
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from matplotlib import rc_context
from matplotlib.figure import Figure

__all__ = ["OKABE_ITO", "SvgFigure", "figure_svg", "bar_chart_svg"]

#: The Okabe-Ito colour-blind-safe palette, in its usual order (black last: it is
#: for outlines and text more than for areas).
OKABE_ITO = (
    "#E69F00",  # orange
    "#56B4E9",  # sky blue
    "#009E73",  # bluish green
    "#F0E442",  # yellow
    "#0072B2",  # blue
    "#D55E00",  # vermillion
    "#CC79A7",  # reddish purple
    "#000000",  # black
)

_SVG_RC = {"svg.hashsalt": "koikoi-edu", "svg.fonttype": "none"}
_NO_METADATA = {"Date": None, "Creator": None}


def figure_svg(fig: Figure) -> str:
    """The figure as SVG text, byte-identical run to run; the figure is closed after.

    The XML prolog and doctype are cut off, so the text can go straight into HTML.
    """
    buffer = io.StringIO()
    try:
        with rc_context(_SVG_RC):
            fig.savefig(buffer, format="svg", metadata=_NO_METADATA)
    finally:
        if fig.canvas.manager is not None:  # made by pyplot, which keeps a reference
            import matplotlib.pyplot as plt

            plt.close(fig)
    text = buffer.getvalue()
    return text[text.index("<svg"):]


@dataclass(frozen=True)
class SvgFigure:
    """SVG text that a notebook cell displays as a picture.

    >>> SvgFigure("<svg/>")._repr_svg_()
    '<svg/>'
    """

    svg: str

    def _repr_svg_(self) -> str:
        return self.svg

    def __str__(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        # short, so a notebook stores the picture once and not its text a second time
        return f"<SvgFigure, {len(self.svg)} characters of SVG>"


def bar_chart_svg(labels: Sequence[str], values: Sequence[float], *, title: str,
                  xlabel: str | None = None, ylabel: str | None = None,
                  colors: Sequence[str] | str | None = None) -> str:
    """A labelled bar chart as SVG text, each bar with its value written above it.

    ``colors`` is one colour for every bar or one per bar; by default every bar is
    the palette's blue, since one series needs one colour.

    >>> svg = bar_chart_svg(["sanko", "tsukimi"], [5, 5], title="Yaku", ylabel="points")
    >>> "tsukimi" in svg and "points" in svg
    True
    """
    labels, values = [str(label) for label in labels], list(values)
    if len(labels) != len(values):
        raise ValueError(f"{len(labels)} labels but {len(values)} values")
    if colors is None:
        colors = OKABE_ITO[4]
    if not isinstance(colors, str) and len(colors) != len(labels):
        raise ValueError(f"{len(labels)} bars but {len(colors)} colours")
    fig = Figure(figsize=(6.4, 3.6), layout="constrained")
    ax = fig.add_subplot()
    bars = ax.bar(labels, values, color=colors, edgecolor=OKABE_ITO[7], linewidth=0.6)
    ax.bar_label(bars, padding=2)
    ax.set_title(title)
    if xlabel:
        ax.set_xlabel(xlabel)
    if ylabel:
        ax.set_ylabel(ylabel)
    ax.spines[["top", "right"]].set_visible(False)
    ax.margins(y=0.12)  # room for the value labels above the tallest bar
    return figure_svg(fig)
