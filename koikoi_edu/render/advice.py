"""Charts of the koi-koi advisor's answers, as deterministic SVG text.

Colours keep one meaning on every chart (Okabe-Ito, safe for colour-blind
readers): stop blue, koi-koi orange; the outcomes green (you win), vermillion
(the rival wins), sky blue (nobody).
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import words
from ..advisor import Advice
from .charts import OKABE_ITO, draws_chart, figure_svg, numbers_in

__all__ = ["advice_chart_svg", "difference_chart_svg"]

STOP_COLOUR, KOIKOI_COLOUR, CLOSE_COLOUR = OKABE_ITO[4], OKABE_ITO[0], OKABE_ITO[6]
WIN_COLOUR, LOSE_COLOUR, DRAW_COLOUR = OKABE_ITO[2], OKABE_ITO[5], OKABE_ITO[1]
INK = OKABE_ITO[7]


_BEST_COLOUR = {"koi-koi": KOIKOI_COLOUR, "stop": STOP_COLOUR, "either": CLOSE_COLOUR}


def _interval_bars(
    ax,
    labels: Sequence[str],
    values: Sequence[float],
    intervals: Sequence[tuple[float, float]],
    colours: Sequence[str],
    capsize: float,
    lang: str,
) -> None:
    """Bars of ``values`` on ``ax``, each with its confidence interval as an error bar and
    its value written beyond it, over the zero line."""
    lows, highs = [low for low, _ in intervals], [high for _, high in intervals]
    ax.bar(
        labels,
        values,
        yerr=[
            [v - lo for v, lo in zip(values, lows, strict=True)],
            [hi - v for v, hi in zip(values, highs, strict=True)],
        ],
        capsize=capsize,
        error_kw={"ecolor": INK},
        color=colours,
        edgecolor=INK,
        linewidth=0.6,
    )
    _label_ends(ax, values, lows, highs, lang)
    ax.axhline(0, color=INK, linewidth=0.8)


def _label_ends(
    ax, values: Sequence[float], lows: Sequence[float], highs: Sequence[float], lang: str
) -> None:
    """Write each bar's value just beyond the end of its error bar, above or below."""
    for x, (value, low, high) in enumerate(zip(values, lows, highs, strict=True)):
        up = value >= 0
        ax.annotate(
            words.number(value, lang),
            (x, max(value, high) if up else min(value, low)),
            xytext=(0, 3 if up else -3),
            textcoords="offset points",
            ha="center",
            va="bottom" if up else "top",
        )


# -- charts -------------------------------------------------------------------------------


@draws_chart
def advice_chart_svg(advice: Advice, *, title: str | None = None, lang: str = "en") -> str:
    """The two options side by side, as deterministic SVG text.

    Left, the expected net points of stop and of koi-koi, each written on its bar,
    with koi-koi's confidence interval as an error bar (stop's value is certain).
    Right, who wins the round after each option: you, the rival or nobody, in
    per cent of the playouts (or of the deals, when the advice is exact).
    """
    from matplotlib.figure import Figure

    words.check_lang(lang)
    options = (("stop", advice.stop, STOP_COLOUR), ("koi-koi", advice.koikoi, KOIKOI_COLOUR))
    names = [words.say(f"decision.{key}", lang) for key, _, _ in options]
    fig = Figure(figsize=(6.4, 2.7), layout="constrained")
    points, shares = fig.subplots(1, 2, width_ratios=(1, 1.4))

    values = [v.expected for _, v, _ in options]
    intervals = [v.ci for _, v, _ in options]
    colours = [colour for _, _, colour in options]
    _interval_bars(points, names, values, intervals, colours, 6, lang)
    points.set_title(words.say("advice.expected", lang), fontsize="medium")
    points.spines[["top", "right"]].set_visible(False)
    points.margins(y=0.2)  # room for the labels beyond the error bars

    left = [0.0, 0.0]
    for key, colour in (("win", WIN_COLOUR), ("lose", LOSE_COLOUR), ("draw", DRAW_COLOUR)):
        width = [getattr(v, f"p_{key}") * 100 for _, v, _ in options]
        part = shares.barh(
            names,
            width,
            left=left,
            color=colour,
            edgecolor=INK,
            linewidth=0.6,
            label=words.say(f"advice.{key}", lang),
        )
        # a share too thin to hold its number is left unlabelled: the legend explains it
        shares.bar_label(
            part,
            labels=[words.percent(w / 100, lang) if w >= 12 else "" for w in width],
            label_type="center",
        )
        left = [a + w for a, w in zip(left, width, strict=True)]
    shares.set_xlim(0, 100)
    shares.set_xticks(range(0, 101, 25), [words.percent(t / 100, lang) for t in range(0, 101, 25)])
    shares.invert_yaxis()  # stop on top, as on the left
    shares.set_title(words.say("advice.who-wins", lang), fontsize="medium")
    shares.legend(loc="upper center", bbox_to_anchor=(0.5, -0.12), ncols=3, frameon=False)
    shares.spines[["top", "right"]].set_visible(False)
    if title:
        fig.suptitle(title)
    numbers_in(fig, lang)
    return figure_svg(fig)


@draws_chart
def difference_chart_svg(
    labels: Sequence[str],
    advice: Sequence[Advice],
    *,
    title: str,
    xlabel: str | None = None,
    lang: str = "en",
) -> str:
    """Koi-koi minus stop for a series of positions, with its confidence intervals.

    One bar per position (``labels[i]`` for ``advice[i]``), above zero where calling
    is worth more on average, coloured by the advisor's verdict (koi-koi, stop, or
    too close to call), as deterministic SVG text.
    """
    from matplotlib.figure import Figure
    from matplotlib.patches import Patch

    words.check_lang(lang)
    labels, advice = [str(label) for label in labels], list(advice)
    if len(labels) != len(advice):
        raise ValueError(f"{len(labels)} labels but {len(advice)} pieces of advice")
    fig = Figure(figsize=(7.2, 3.4), layout="constrained")
    ax = fig.add_subplot()
    values = [a.difference for a in advice]
    intervals = [a.difference_ci for a in advice]
    colours = [_BEST_COLOUR[a.best] for a in advice]
    _interval_bars(ax, labels, values, intervals, colours, 4, lang)
    ax.set_title(title)
    ax.set_ylabel(words.say("advice.difference", lang))
    if xlabel:
        ax.set_xlabel(xlabel)
    shown = [best for best in _BEST_COLOUR if any(a.best == best for a in advice)]
    ax.legend(
        handles=[
            Patch(color=_BEST_COLOUR[b], label=words.say(f"advice.better-{b}", lang)) for b in shown
        ],
        frameon=False,
    )
    ax.spines[["top", "right"]].set_visible(False)
    ax.margins(y=0.2)
    numbers_in(fig, lang)
    return figure_svg(fig)
