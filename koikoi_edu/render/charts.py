"""Charts for the lessons as deterministic SVG text, drawn with matplotlib.

matplotlib is imported only when a chart is drawn, so everything else in the
course runs without it: a JupyterLite site built without Pyodide's numpy and
matplotlib (``make site``) gets a short note in place of each chart, never a
traceback (:func:`no_chart_svg`).

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

Every word of a chart is in the lesson's language: the title, axes and legend the
caller passes or the catalogue gives, the numbers written as that language writes them
(``1,5`` and ``−1`` in Russian and Ukrainian), the text alternative of the picture
and the note that stands for a chart that cannot be drawn.

>>> svg = bar_chart_svg(["A", "B"], [3, 5], title="Wins")
>>> svg.startswith("<svg") and "Wins" in svg
True
"""

from __future__ import annotations

import functools
import html
import importlib.util
import io
import warnings
import xml.etree.ElementTree as ET
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from matplotlib.figure import Figure

from .. import words
from .picture import svg_img

__all__ = [
    "OKABE_ITO",
    "SvgFigure",
    "as_written",
    "chart",
    "charts_available",
    "draws_chart",
    "figure_svg",
    "bar_chart_svg",
    "counts_chart_svg",
    "no_chart_svg",
    "numbers_in",
    "ranked_bars_svg",
]

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

_SVG_RC: dict[str, Any] = {"svg.hashsalt": "koikoi-edu", "svg.fonttype": "none"}
_NO_METADATA = {"Date": None, "Creator": None}
_SVG_NS = "{http://www.w3.org/2000/svg}"


def charts_available() -> bool:
    """Whether matplotlib can be imported here, so that charts can be drawn.

    Found without importing it: the check costs nothing where charts are not drawn.
    """
    return importlib.util.find_spec("matplotlib") is not None


def no_chart_svg(lang: str = "en") -> str:
    """The note shown in place of a chart when matplotlib is missing, as SVG text.

    SVG like the charts it stands for, so a cell or a widget shows it the same way;
    its two lines are the catalogue's ``chart.missing``, and it is as wide as they are.

    >>> "Pyodide" in no_chart_svg("uk") and "діаграми" in no_chart_svg("uk")
    True
    """
    lines = words.say("chart.missing", lang).split("\n")
    # about 0.55 em for a Latin letter, 1 em for a kana or a kanji, in 14 px sans-serif
    wide = max(sum(14 if ord(c) >= 0x2E80 else 7.7 for c in line) for line in lines)
    width, height = max(560, round(wide) + 24), 18 + 20 * len(lines)
    text = "".join(
        f'<text x="12" y="{22 + 20 * n}">{html.escape(line)}</text>' for n, line in enumerate(lines)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" '
        f'aria-label="{html.escape(" ".join(lines))}">'
        f'<rect x="0.5" y="0.5" width="{width - 1}" height="{height - 1}" rx="6" '
        f'fill="#f6f6f6" stroke="{OKABE_ITO[7]}" stroke-dasharray="4 3"/>'
        f'<g font-family="sans-serif" font-size="14" fill="{OKABE_ITO[7]}">{text}</g>'
        "</svg>"
    )


def draws_chart(draw: Callable[..., str]) -> Callable[..., str]:
    """Mark a function that returns a chart as SVG text: without matplotlib, it
    returns :func:`no_chart_svg` instead, in the ``lang`` it was asked for, and draws
    nothing."""

    @functools.wraps(draw)
    def chart_or_note(*args: Any, **kwargs: Any) -> str:
        if charts_available():
            return draw(*args, **kwargs)
        return no_chart_svg(kwargs.get("lang", "en"))

    return chart_or_note


def as_written(number: str, lang: str) -> str:
    """A number as matplotlib or ``%g`` wrote it (``-1.5``, ``−1.5``), with the
    decimal mark and minus sign of ``lang`` (:func:`koikoi_edu.words.number`).

    >>> as_written("−1.5", "ru") == "−1,5", as_written("−1.5", "en")
    (True, '−1.5')
    """
    half = words.number(-0.5, lang)  # "−0.5" or "−0,5"
    minus, mark = half[0], half[2]
    return number.replace("-", minus).replace("−", minus).replace(".", mark)


def numbers_in(fig: Figure, lang: str) -> None:
    """Write the tick numbers of every axis of ``fig`` as ``lang`` writes numbers.

    Only axes that show matplotlib's own numbers are changed; ticks a chart labelled
    itself (categories, percentages) keep their labels.
    """
    from matplotlib.ticker import ScalarFormatter

    class Written(ScalarFormatter):
        def __call__(self, x: float, pos: int | None = None) -> str:
            return as_written(super().__call__(x, pos), lang)

    for ax in fig.axes:
        for axis in (ax.xaxis, ax.yaxis):
            if type(axis.get_major_formatter()) is ScalarFormatter:
                axis.set_major_formatter(Written())


def figure_svg(fig: Figure) -> str:
    """The figure as SVG text, byte-identical run to run; the figure is closed after.

    The XML prolog and doctype are cut off, so the text can go straight into HTML.
    """
    from matplotlib import rc_context

    buffer = io.StringIO()
    try:
        # the text stays text in the SVG, so the browser draws Japanese words with its own
        # fonts; matplotlib only measures them with its default font, and would warn
        with rc_context(cast(Any, _SVG_RC)), warnings.catch_warnings():
            warnings.filterwarnings("ignore", r"Glyph \d+ .* missing from font", UserWarning)
            fig.savefig(buffer, format="svg", metadata=_NO_METADATA)
    finally:
        if fig.canvas.manager is not None:  # made by pyplot, which keeps a reference
            import matplotlib.pyplot as plt

            plt.close(fig)
    text = buffer.getvalue()
    return text[text.index("<svg") :]


@dataclass(frozen=True)
class SvgFigure:
    """SVG text that a notebook cell displays as a picture, with a text alternative.

    It is shown as an ``<img>`` in HTML (:func:`~koikoi_edu.render.cards.svg_img`),
    which JupyterLab shows even in a notebook not yet run, unlike inline SVG or an
    ``image/svg+xml`` output. Without ``alt``, the chart's own words and numbers,
    in order, are its text alternative, introduced in ``lang``: by default the language
    the lesson shows its values in (:func:`koikoi_edu.words.use`), since a chart is a
    value a cell displays.

    >>> print(SvgFigure('<svg xmlns="http://www.w3.org/2000/svg"><text>Wins</text></svg>').alt)
    chart: Wins
    >>> print(SvgFigure('<svg xmlns="http://www.w3.org/2000/svg"><text>Победы</text></svg>',
    ...                 lang="ru").alt)
    диаграмма: Победы
    """

    svg: str
    alt: str = ""
    lang: str = ""  # "" for the language the lesson shows its values in

    def __post_init__(self) -> None:
        object.__setattr__(self, "lang", words.check_lang(self.lang or words.display_language()))
        if not self.alt:
            root = ET.fromstring(self.svg)
            said = ["".join(t.itertext()).strip() for t in root.iter(f"{_SVG_NS}text")]
            alt = words.say("chart.alt", self.lang, words="; ".join(w for w in said if w))
            object.__setattr__(self, "alt", alt)

    def _repr_html_(self) -> str:
        return svg_img(self.svg, self.alt)

    def __str__(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        # short, so a notebook stores the picture once and not its text a second time
        return f"<SvgFigure, {len(self.svg)} characters of SVG>"


def chart(draw: Callable[[Figure], object], **figure: Any) -> SvgFigure:
    """A chart drawn by ``draw`` on a new :class:`matplotlib.figure.Figure`, to display.

    ``figure`` holds the figure's options (``figsize``, ``layout``...). A lesson
    draws its own charts this way without importing matplotlib itself, so that in
    a copy of the course without matplotlib the cell shows :func:`no_chart_svg`.
    Its words are the lesson's; its tick numbers, its text alternative and the note
    follow the language the lesson shows values in (:func:`koikoi_edu.words.use`).

    >>> line = chart(lambda fig: fig.add_subplot().plot([1, 2], [3, 1]), figsize=(3, 2))
    >>> line.svg.startswith("<svg")
    True
    """
    lang = words.display_language()
    if not charts_available():
        return SvgFigure(no_chart_svg(lang), lang=lang)
    from matplotlib.figure import Figure

    fig = Figure(**figure)
    draw(fig)
    numbers_in(fig, lang)
    return SvgFigure(figure_svg(fig), lang=lang)


@draws_chart
def bar_chart_svg(
    labels: Sequence[str],
    values: Sequence[float],
    *,
    title: str,
    xlabel: str | None = None,
    ylabel: str | None = None,
    colors: Sequence[str] | str | None = None,
    lang: str = "en",
) -> str:
    """A labelled bar chart as SVG text, each bar with its value written above it.

    ``colors`` is one colour for every bar or one per bar; by default every bar is
    the palette's blue, since one series needs one colour. The words are the
    caller's; ``lang`` writes the numbers (``1,25`` in Russian) and the note shown
    without matplotlib.

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
    from matplotlib.figure import Figure

    fig = Figure(figsize=(6.4, 3.6), layout="constrained")
    ax = fig.add_subplot()
    bars = ax.bar(labels, values, color=colors, edgecolor=OKABE_ITO[7], linewidth=0.6)
    ax.bar_label(bars, labels=[as_written(f"{v:g}", lang) for v in values], padding=2)
    ax.set_title(title)
    if xlabel:
        ax.set_xlabel(xlabel)
    if ylabel:
        ax.set_ylabel(ylabel)
    ax.spines[["top", "right"]].set_visible(False)
    ax.margins(y=0.12)  # room for the value labels above the tallest bar
    numbers_in(fig, lang)
    return figure_svg(fig)


@draws_chart
def ranked_bars_svg(
    counts: Mapping[str, float], *, title: str, xlabel: str, color: str = OKABE_ITO[2]
) -> str:
    """Bars on their side for ``{label: count}``, the first label on top: long labels
    (yaku names) stay readable, and a ranking reads from the top down.

    >>> svg = ranked_bars_svg({"kasu": 9, "tane": 4}, title="Winners", xlabel="rounds")
    >>> svg.index(">kasu<") > 0 and "rounds" in svg
    True
    """
    from matplotlib.figure import Figure

    fig = Figure(figsize=(6.4, 0.3 * len(counts) + 1.2), layout="constrained")
    ax = fig.add_subplot()
    bars = ax.barh(
        list(counts)[::-1],
        list(counts.values())[::-1],
        color=color,
        edgecolor=OKABE_ITO[7],
        linewidth=0.6,
    )
    ax.bar_label(bars, padding=2)
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.spines[["top", "right"]].set_visible(False)
    ax.margins(x=0.1)  # room for the value labels beside the longest bar
    return figure_svg(fig)


@draws_chart
def counts_chart_svg(
    counts: Mapping[int, int],
    *,
    title: str,
    xlabel: str,
    ylabel: str,
    ticks: Sequence[int] = (1, 5, 10, 15, 20, 25, 30),
) -> str:
    """How many times each whole number came up, ``{number: times}``, on a number
    line: missing numbers leave gaps, so the shape of the spread shows.

    >>> svg = counts_chart_svg({1: 40, 2: 12, 6: 3}, title="Points", xlabel="points",
    ...                        ylabel="rounds")
    >>> ">40<" in svg and "rounds" in svg
    True
    """
    from matplotlib.figure import Figure

    fig = Figure(figsize=(7.2, 3.6), layout="constrained")
    ax = fig.add_subplot()
    bars = ax.bar(
        list(counts),
        list(counts.values()),
        color=OKABE_ITO[4],
        edgecolor=OKABE_ITO[7],
        linewidth=0.6,
    )
    ax.bar_label(bars, padding=2, fontsize=8)
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_xticks(list(ticks))
    ax.spines[["top", "right"]].set_visible(False)
    return figure_svg(fig)
