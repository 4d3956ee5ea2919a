"""Teaching cards as SVG: our own labelled drawings, not pictures of any printed deck.

A real hanafuda card carries no writing: players learn to recognise the twelve
plants and the special pictures by sight. A learner needs more help, so every card
drawn here spells out what an expert sees at a glance::

    +--------------------+
    | (7) bush clover    |   month number and plant name
    |                    |
    |   plant motif      |   a simple stylised plant for the month
    |   + subject        |   the bright / animal picture, or a ribbon
    |                    |
    | (o) animal         |   category: a shape badge AND a word
    |  clover: boar      |   the card's display name
    +--------------------+

The category never relies on colour alone: brights get a five-point star, animals
a circle, ribbons a tall rectangle and plains a small square, next to the word.
The three kinds of ribbon differ by pattern as well as colour (a poem written on
red, diagonal hatching on blue, plain red), so they stay apart in greyscale.

How the drawing is organised
----------------------------
* A card is 84 x 132 user units (0.05 em each, so 4.2 em x 6.6 em at ``scale=1``).
  The picture ("art") lives in a 72 x 82 box and every motif is drawn in that
  box's own coordinates, then shifted into place with one ``translate``.
* ``_PLANTS`` maps each month's plant to a small drawing function, ``_SUBJECTS``
  maps the subject of a bright or an animal (and the lightning plain) to another;
  colours come from the data tables ``PALETTE``, ``BADGE_COLOURS`` and
  ``MONTH_STYLES``.
* The output is plain text and byte-identical run to run: numbers go through
  :func:`_n` (two decimals at most), text through :func:`html.escape`, and no ids
  are needed at all (hatching is computed as line segments, not a ``<pattern>``),
  so many cards can share one HTML page.

>>> from koikoi_edu.cards import card
>>> svg = card_svg(card("clover-boar"))
>>> "<title>bush clover: boar</title>" in svg
True
"""

from __future__ import annotations

import functools
import html
import json
import math
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from .. import words
from ..cards import Card, Category, Ribbon
from ..cards import card as _lookup
from ..inputs import excerpt, whole_number
from .html import shows_itself
from .picture import compact_svg, data_uri, img_html, svg_img

__all__ = [
    "card_svg",
    "cards_svg",
    "card_back_svg",
    "card_html",
    "cards_html",
    "card_back_html",
    "named_pictures",
    "svg_img",
    "compact_svg",
    "PALETTE",
    "BADGE_COLOURS",
    "MONTH_STYLES",
]

# --------------------------------------------------------------------------- geometry

CARD_W, CARD_H = 84.0, 132.0  # one card, in user units
UNITS_PER_EM = 16.0  # so a card is 5.25em x 8.25em at scale 1 (74 x 116 px at 14 px)
ART_X, ART_Y, ART_W, ART_H = 6.0, 23.0, 72.0, 68.0  # where the picture box is drawn
ART_VIEW_H = 82.0  # the picture's own height: motifs are drawn in a 72 x 82 box
GAP, PAD, LABEL_H = 6.0, 4.0, 14.0  # spacing of a row of cards
PER_ROW = 8

FONT = "'DejaVu Sans', 'Noto Sans', 'Noto Sans CJK JP', 'Hiragino Sans', sans-serif"

# --------------------------------------------------------------------------- colours

#: Colours shared by every card.
PALETTE = {
    "ink": "#262626",
    "paper": "#fbf6ea",
    "frame": "#3d3d3d",
    "muted": "#5a5a5a",
    "gold": "#d4a017",
    "back": "#6d1f23",
    "back_line": "#8f3a3e",
    "red_ribbon": "#cf2e2e",
    "blue_ribbon": "#1f4fa0",
    "white": "#ffffff",
}

#: Category badge colours from the Okabe-Ito colour-blind-safe palette. The badge
#: shape and the word carry the meaning; colour only repeats it.
BADGE_COLOURS = {
    Category.BRIGHT: "#e69f00",  # orange star
    Category.ANIMAL: "#0072b2",  # blue circle
    Category.RIBBON: "#cc79a7",  # reddish-purple tall rectangle
    Category.PLAIN: "#999999",  # grey small square
}


@dataclass(frozen=True)
class MonthStyle:
    """The colours of one month's picture."""

    sky: str  # background of the picture box
    main: str  # flowers or foliage
    accent: str  # second colour: petal centres, outlines, darker parts
    stem: str  # branches, trunks and stems


#: plant id -> colours of its picture.
MONTH_STYLES = {
    "pine": MonthStyle("#eef4e8", "#2e7d32", "#1b5e20", "#7b5534"),
    "plum": MonthStyle("#f7edf0", "#c2185b", "#f9d94a", "#4e342e"),
    "cherry": MonthStyle("#fdf1f5", "#f8bbd0", "#c2185b", "#6d4c41"),
    "wisteria": MonthStyle("#f1eef8", "#7e57c2", "#b39ddb", "#6d4c41"),
    "iris": MonthStyle("#eef3f8", "#4b3fb5", "#f9d94a", "#2e7d32"),
    "peony": MonthStyle("#fbefef", "#e0457b", "#a31545", "#33691e"),
    "clover": MonthStyle("#f3f6ea", "#6b8e23", "#b0417a", "#6d4c41"),
    "pampas": MonthStyle("#f4e3c8", "#e9dcb0", "#4b4636", "#b08d57"),
    "chrysanthemum": MonthStyle("#f6f3e4", "#f2b705", "#a86d12", "#2e7d32"),
    "maple": MonthStyle("#fbf0e6", "#d84315", "#f08c00", "#5d4037"),
    "willow": MonthStyle("#eaf1ee", "#4f8a5b", "#2d5a3a", "#4f8a5b"),
    "paulownia": MonthStyle("#f3eef6", "#3e7d3a", "#8e5ea2", "#5d4037"),
}

#: A few cards whose picture sits on a sky of its own.
_SKY_OVERRIDES = {"willow-lightning": "#4a4f59", "pampas-moon": "#e9c98f"}


def _word(key: str, lang: str, **fields: object) -> str:
    return words.say(f"card.{key}", lang, **fields)


# --------------------------------------------------------------------------- SVG text helpers


def _n(x: float, places: int = 2) -> str:
    """A number with at most ``places`` decimals and no trailing zeros: 3.50 -> "3.5"."""
    s = f"{x:.{places}f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def _xy(x: float) -> str:
    """A coordinate: a tenth of a unit is under a tenth of a pixel on any card shown."""
    return _n(x, 1)


#: Attributes written as coordinates (everything else keeps two decimals).
_COORDS = frozenset({"x", "y", "cx", "cy", "r", "rx", "ry", "x1", "y1", "x2", "y2"})


def _attrs(attrs: dict) -> str:
    """``stroke_width=2`` -> ``stroke-width="2"``; ``cls`` -> ``class``; None is left out."""
    out = []
    for key, value in attrs.items():
        if value is None:
            continue
        name = "class" if key == "cls" else key.replace("_", "-")
        if isinstance(value, (int, float)):
            text = _xy(value) if key in _COORDS else _n(value)
        else:
            text = html.escape(str(value))
        out.append(f' {name}="{text}"')
    return "".join(out)


def _el(tag: str, **attrs) -> str:
    return f"<{tag}{_attrs(attrs)}/>"


def _group(children: Iterable[str], **attrs) -> str:
    return f"<g{_attrs(attrs)}>{''.join(children)}</g>"


def _pts(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{_xy(x)},{_xy(y)}" for x, y in points)


def _d(*parts) -> str:
    """A path's ``d`` from commands and numbers: ``_d("M", 1, 2.5, "L", 3, 4)`` is
    ``"M1 2.5L3 4"`` (a command letter needs no space around it)."""
    out = ""
    for p in parts:
        if isinstance(p, str):
            out += p
        else:
            out += ("" if not out or out[-1].isalpha() else " ") + _xy(p)
    return out


def _circle(cx, cy, r, **style) -> str:
    return _el("circle", cx=cx, cy=cy, r=r, **style)


def _ellipse(cx, cy, rx, ry, **style) -> str:
    return _el("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, **style)


def _rect(x, y, w, h, **style) -> str:
    return _el("rect", x=x, y=y, width=w, height=h, **style)


def _line(x1, y1, x2, y2, **style) -> str:
    return _el("line", x1=x1, y1=y1, x2=x2, y2=y2, **style)


def _poly(points, **style) -> str:
    return _el("polygon", points=_pts(points), **style)


def _path(d: str, **style) -> str:
    return _el("path", d=d, **style)


def _text_width(s: str, size: float) -> float:
    """A rough width of ``s`` in a sans-serif font: wide CJK glyphs count one em."""
    em = 0.0
    for ch in s:
        if unicodedata.east_asian_width(ch) in "WF":
            em += 1.0
        elif ch in " .,:;'!|iljft()«»":
            em += 0.34
        elif ch.isupper() or ch in "mwшщжыюМШЩЖЮ":
            em += 0.74
        else:
            em += 0.58
    return em * size


def _text(x, y, s: str, size: float, fit: float | None = None, **style) -> str:
    """A ``<text>``; squeezed with ``textLength`` when wider than ``fit`` units."""
    bold = style.get("font_weight") == "bold"
    squeeze = fit is not None and _text_width(s, size) * (1.1 if bold else 1.0) > fit
    attrs = {"x": x, "y": y, "font_size": size, **style}
    if squeeze:
        attrs.update(textLength=fit, lengthAdjust="spacingAndGlyphs")
    return f"<text{_attrs(attrs)}>{html.escape(s)}</text>"


# --------------------------------------------------------------------------- shape helpers


def _polar(cx: float, cy: float, r: float, degrees: float) -> tuple[float, float]:
    """The point at distance ``r`` and angle ``degrees`` (0 = right, -90 = up)."""
    a = math.radians(degrees)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def _star(cx, cy, r_out, r_in, points, rotate=-90.0) -> list[tuple[float, float]]:
    """Corners of a star: ``points`` tips, alternating with inner corners."""
    step = 180.0 / points
    return [
        _polar(cx, cy, r_out if k % 2 == 0 else r_in, rotate + k * step) for k in range(2 * points)
    ]


def _leaf(x0, y0, x1, y1, width, **style) -> str:
    """A pointed leaf (or petal, or blade) from (x0, y0) to (x1, y1), ``width`` across."""
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    nx, ny = -(y1 - y0) / length * width, (x1 - x0) / length * width
    d = _d("M", x0, y0, "Q", mx + nx, my + ny, x1, y1, "Q", mx - nx, my - ny, x0, y0, "Z")
    return _path(d, **style)


def _quad_point(p0, p1, p2, t) -> tuple[float, float]:
    """The point at ``t`` on the quadratic Bezier curve p0 -> p2 pulled towards p1."""
    u = 1 - t
    return (
        u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
        u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
    )


def _hatch(x0, y0, x1, y1, spacing, direction=1, **style) -> list[str]:
    """Diagonal lines filling the box (x0, y0)-(x1, y1), clipped by arithmetic.

    Lines run along y = direction * x + c; doing the clipping ourselves means
    no ``<pattern>`` or ``<clipPath>`` and so no ids that could clash in a page.
    """
    segments = []
    w, h = x1 - x0, y1 - y0
    c = -w if direction == 1 else 0.0
    c_end = h if direction == 1 else w + h
    while c <= c_end:
        # Local coordinates u in [0, w], v in [0, h]: v = u + c (or v = -u + c).
        if direction == 1:
            ua, ub = max(0.0, -c), min(w, h - c)
            seg = (ua, ua + c, ub, ub + c)
        else:
            ua, ub = max(0.0, c - h), min(w, c)
            seg = (ua, c - ua, ub, c - ub)
        if ub > ua:
            segments.append(
                f"M{_xy(x0 + seg[0])} {_xy(y0 + seg[1])}L{_xy(x0 + seg[2])} {_xy(y0 + seg[3])}"
            )
        c += spacing
    # one path for all the lines: the same picture in a fraction of the text
    return [_path("".join(segments), fill="none", **style)] if segments else []


def _flower5(cx, cy, r, fill, centre, stroke=None) -> list[str]:
    """Five round petals around a dot: the plum blossom."""
    petals = [
        _circle(
            *_polar(cx, cy, r * 0.62, -90 + 72 * k),
            r * 0.52,
            fill=fill,
            stroke=stroke,
            stroke_width=0.5,
        )
        for k in range(5)
    ]
    return petals + [_circle(cx, cy, r * 0.3, fill=centre)]


def _blossom(cx, cy, r, fill, stroke) -> list[str]:
    """Five notched petals: the cherry blossom (the notch is what tells it from plum)."""
    out = []
    shape = [
        (-0.55, -0.3),
        (-0.62, -0.95),
        (-0.2, -1.0),
        (0.0, -0.8),
        (0.2, -1.0),
        (0.62, -0.95),
        (0.55, -0.3),
    ]
    for k in range(5):
        a = math.radians(72 * k)
        p = [
            (
                cx + r * (x * math.cos(a) - y * math.sin(a)),
                cy + r * (x * math.sin(a) + y * math.cos(a)),
            )
            for x, y in shape
        ]
        d = _d(
            "M",
            cx,
            cy,
            "C",
            *p[0],
            *p[1],
            *p[2],
            "L",
            *p[3],
            "L",
            *p[4],
            "C",
            *p[5],
            *p[6],
            cx,
            cy,
            "Z",
        )
        out.append(_path(d, fill=fill, stroke=stroke, stroke_width=0.6))
    out.append(_circle(cx, cy, r * 0.22, fill=stroke))
    return out


def _fan(cx, cy, r, colour, start=-170.0, stop=-10.0, count=9) -> list[str]:
    """A fan of short strokes: a cluster of pine needles."""
    out = []
    for k in range(count):
        x, y = _polar(cx, cy, r, start + (stop - start) * k / (count - 1))
        out.append(_line(cx, cy, x, y, stroke=colour, stroke_width=1.5, stroke_linecap="round"))
    return out


def _stroke(colour, width, **extra) -> dict:
    """Style for an unfilled line."""
    return {
        "fill": "none",
        "stroke": colour,
        "stroke_width": width,
        "stroke_linecap": "round",
        "stroke_linejoin": "round",
        **extra,
    }


INK = PALETTE["ink"]


# --------------------------------------------------------------------------- the twelve plants
# Each function draws in the 72 x 82 picture box and returns a list of SVG elements.


def _pine(s: MonthStyle) -> list[str]:
    out = [_ellipse(36, 86, 44, 12, fill="#cfe3c4")]
    out.append(
        _path(
            _d("M", 30, 82, "C", 27, 64, 40, 56, 34, 42, "C", 31, 32, 38, 24, 44, 16),
            **_stroke(s.stem, 5),
        )
    )
    out.append(_path(_d("M", 34, 50, "C", 26, 46, 20, 48, 12, 42), **_stroke(s.stem, 3)))
    out.append(_path(_d("M", 37, 34, "C", 46, 33, 52, 36, 60, 30), **_stroke(s.stem, 3)))
    for cx, cy, r in ((12, 42, 11), (60, 30, 11), (44, 16, 12), (24, 60, 9), (52, 50, 9)):
        out += _fan(cx, cy, r, s.main)
        out += _fan(cx, cy + 2, r * 0.7, s.accent, -160, -20, 7)
    return out


def _plum(s: MonthStyle) -> list[str]:
    out = [
        _path(
            _d("M", 2, 80, "L", 18, 62, "L", 14, 46, "L", 32, 30, "L", 28, 14, "L", 44, 3),
            **_stroke(s.stem, 3.5),
        ),
        _path(_d("M", 32, 30, "L", 54, 36, "L", 66, 22), **_stroke(s.stem, 2.5)),
        _path(_d("M", 14, 46, "L", 4, 38), **_stroke(s.stem, 2)),
    ]
    for cx, cy, r in (
        (18, 62, 7),
        (32, 30, 6),
        (54, 36, 7),
        (28, 14, 5.5),
        (66, 22, 5),
        (4, 38, 4.5),
        (44, 56, 6),
    ):
        out += _flower5(cx, cy, r, s.main, s.accent)
    out += [_circle(x, y, 1.8, fill=s.main) for x, y in ((40, 6), (60, 29), (10, 53))]
    return out


def _cherry(s: MonthStyle) -> list[str]:
    out = [
        _path(_d("M", 0, 24, "C", 20, 30, 40, 18, 72, 28), **_stroke(s.stem, 3.5)),
        _path(_d("M", 30, 24, "C", 34, 34, 30, 42, 36, 52), **_stroke(s.stem, 2)),
    ]
    for cx, cy, r in (
        (10, 26, 8),
        (26, 18, 7),
        (46, 24, 8.5),
        (64, 30, 7.5),
        (36, 52, 8),
        (20, 40, 6.5),
        (56, 46, 6.5),
        (14, 62, 5),
        (58, 66, 5),
    ):
        out += _blossom(cx, cy, r, s.main, s.accent)
    return out


def _wisteria(s: MonthStyle) -> list[str]:
    out = [_path(_d("M", 0, 6, "C", 20, 12, 44, 2, 72, 8), **_stroke(s.stem, 3))]
    out += [_leaf(x, 8, x + 9, 14, 2.5, fill="#6b8e23") for x in (2, 22, 42, 60)]
    for k, (x, length) in enumerate(((10, 8), (24, 10), (38, 7), (52, 9), (64, 6))):
        for j in range(length):
            r = 3.8 - j * 0.3
            fill = s.main if (j + k) % 2 == 0 else s.accent
            out.append(
                _ellipse(
                    x + (1 if j % 2 else -1),
                    14 + j * 6.5,
                    r,
                    r * 1.25,
                    fill=fill,
                    stroke="#4a3470",
                    stroke_width=0.4,
                )
            )
    return out


def _iris(s: MonthStyle) -> list[str]:
    out = [
        _path(
            _d("M", 0, 76, "Q", 9, 72, 18, 76, "T", 36, 76, "T", 54, 76, "T", 72, 76),
            **_stroke("#6fa8dc", 1.5),
        )
    ]
    for x0, x1, top in (
        (6, 2, 20),
        (14, 18, 30),
        (30, 26, 14),
        (46, 50, 24),
        (58, 64, 12),
        (66, 70, 34),
        (22, 20, 40),
    ):
        out.append(_leaf(x0, 82, x1, top, 2.5, fill=s.stem))
    for cx, cy, size in ((18, 26, 1.3), (54, 18, 1.5), (38, 36, 1.1)):
        out.append(_line(cx, cy, cx + 1, 82, stroke=s.stem, stroke_width=1.2))
        up = _d(
            "M",
            cx,
            cy,
            "C",
            cx - 3 * size,
            cy - 4 * size,
            cx - 1.5 * size,
            cy - 8 * size,
            cx,
            cy - 9 * size,
            "C",
            cx + 1.5 * size,
            cy - 8 * size,
            cx + 3 * size,
            cy - 4 * size,
            cx,
            cy,
            "Z",
        )
        out.append(_path(up, fill=s.main))
        for side in (-1, 1):
            out.append(_leaf(cx, cy, cx + side * 8 * size, cy + 5 * size, 3 * size, fill=s.main))
            out.append(_circle(cx + side * 3.5 * size, cy + 2 * size, 0.9 * size, fill=s.accent))
    return out


def _peony(s: MonthStyle) -> list[str]:
    out = [_leaf(36, 80, x, y, 5, fill=s.stem) for x, y in ((8, 58), (64, 60), (22, 76), (52, 78))]
    cx, cy = 36, 46
    out += [
        _circle(*_polar(cx, cy, 15, 22.5 * k), 10, fill=s.main, stroke=s.accent, stroke_width=0.6)
        for k in range(16)
    ]
    out += [
        _circle(
            *_polar(cx, cy, 8, 45 * k + 20), 7, fill="#f48fb1", stroke=s.accent, stroke_width=0.6
        )
        for k in range(8)
    ]
    out.append(_circle(cx, cy, 6, fill=s.accent))
    out += [_circle(*_polar(cx, cy, 3, 72 * k), 1, fill="#f9d94a") for k in range(5)]
    return out


def _clover(s: MonthStyle) -> list[str]:
    out = []
    for end, pull in (
        ((4, 24), (12, 64)),
        ((22, 8), (26, 48)),
        ((52, 10), (44, 46)),
        ((70, 28), (58, 62)),
        ((10, 50), (22, 72)),
    ):
        start = (36, 82)
        out.append(_path(_d("M", *start, "Q", *pull, *end), **_stroke(s.stem, 1.2)))
        for k in range(1, 9):
            x, y = _quad_point(start, pull, end, k / 9)
            out.append(_ellipse(x - 2.6, y, 2.4, 1.7, fill=s.main))
            out.append(_ellipse(x + 2.6, y - 0.6, 2.4, 1.7, fill=s.main))
            if k % 3 == 0:
                out.append(_circle(x, y - 2.2, 1.4, fill=s.accent))
    return out


def _pampas(s: MonthStyle) -> list[str]:
    out = [_path(_d("M", 0, 82, "L", 0, 58, "Q", 36, 30, 72, 58, "L", 72, 82, "Z"), fill=s.accent)]
    for k in range(11):  # grass blades arching over the hill
        x = 3 + k * 6.6
        tip_x, tip_y = x + (8 if k % 2 else -8), 48 + (k % 4) * 5
        out.append(
            _path(
                _d("M", x, 82 - (k % 3) * 4, "Q", x, tip_y + 6, tip_x, tip_y),
                **_stroke(s.main, 1.3),
            )
        )
    for x, y, lean in ((12, 30, -1), (26, 20, 1), (46, 24, -1), (62, 34, 1)):
        # a tall stalk topped by a feathery plume
        out.append(
            _path(
                _d("M", x - lean * 4, 52, "Q", x - lean * 2, y + 14, x, y), **_stroke(s.stem, 1.2)
            )
        )
        for j in range(5):
            px, py = x + lean * j * 1.2, y - j * 2.2
            out.append(
                _path(
                    _d("M", px, py + 3, "q", -3, -3, -4, -6, "M", px, py + 3, "q", 3, -3, 4, -6),
                    **_stroke(s.stem, 0.9),
                )
            )
    return out


def _chrysanthemum(s: MonthStyle) -> list[str]:
    out = [
        _path(_d("M", 36, 82, "Q", 34, 60, 36, 44), **_stroke(s.stem, 1.6)),
        _path(_d("M", 14, 82, "Q", 14, 74, 16, 68), **_stroke(s.stem, 1.4)),
    ]
    out += [_leaf(36, 70, x, y, 5, fill=s.stem) for x, y in ((16, 62), (56, 60), (54, 78))]

    def rayed(cx, cy, r):
        petals = [
            _leaf(
                *_polar(cx, cy, r * 0.25, 360 / 16 * k),
                *_polar(cx, cy, r, 360 / 16 * k),
                r * 0.22,
                fill=s.main,
                stroke=s.accent,
                stroke_width=0.4,
            )
            for k in range(16)
        ]
        return petals + [_circle(cx, cy, r * 0.3, fill=s.accent)]

    return out + rayed(36, 30, 20) + rayed(14, 66, 9)


def _maple(s: MonthStyle) -> list[str]:
    out = [
        _path(_d("M", 72, 4, "C", 50, 10, 30, 8, 0, 20), **_stroke(s.stem, 2.5)),
        _path(_d("M", 40, 9, "C", 42, 20, 36, 28, 38, 36), **_stroke(s.stem, 1.5)),
    ]
    for k, (cx, cy, r) in enumerate(
        (
            (10, 22, 9),
            (26, 16, 8),
            (52, 12, 9),
            (66, 22, 8),
            (38, 38, 9),
            (20, 38, 7),
            (58, 42, 7),
            (30, 60, 6),
            (54, 64, 6),
        )
    ):
        fill = s.main if k % 2 == 0 else s.accent
        out.append(_line(cx, cy, cx, cy + r + 2, stroke=s.stem, stroke_width=0.8))
        out.append(
            _poly(
                _star(cx, cy, r, r * 0.42, 7),
                fill=fill,
                stroke="#8a2a0c",
                stroke_width=0.5,
                stroke_linejoin="round",
            )
        )
    return out


def _willow(s: MonthStyle) -> list[str]:
    out = []
    for k, x in enumerate((6, 18, 30, 44, 58, 68)):
        sway = 5 if k % 2 else -5
        end = 50 + (k % 3) * 12
        pull = (x + sway, end * 0.5)
        out.append(_path(_d("M", x, 0, "Q", *pull, x - sway * 0.4, end), **_stroke(s.main, 1.3)))
        for j in range(1, 7):
            px, py = _quad_point((x, 0), pull, (x - sway * 0.4, end), j / 7)
            side = 1 if j % 2 else -1
            out.append(_leaf(px, py, px + side * 4, py + 4, 1.2, fill=s.accent))
    return out


def _paulownia(s: MonthStyle) -> list[str]:
    out = []
    for x, top in ((20, 14), (36, 6), (52, 14)):
        out.append(_line(x, 52, x, top, stroke=s.stem, stroke_width=1.3))
        for j in range(6):
            for side in (-1, 1):
                out.append(
                    _ellipse(
                        x + side * (4 - j * 0.5),
                        top + 4 + j * 5.5,
                        2.3,
                        2.8,
                        fill=s.accent,
                        stroke="#5c3a6b",
                        stroke_width=0.4,
                    )
                )
    for x0, y0, x1, y1 in ((36, 82, 4, 56), (36, 82, 68, 56), (36, 82, 36, 48)):
        out.append(_leaf(x0, y0, x1, y1, 15, fill=s.main, stroke="#275a24", stroke_width=0.6))
        out.append(_line(x0, y0, x1, y1, stroke="#a5d6a7", stroke_width=0.6))
    return out


_PLANTS: dict[str, Callable[[MonthStyle], list[str]]] = {
    "pine": _pine,
    "plum": _plum,
    "cherry": _cherry,
    "wisteria": _wisteria,
    "iris": _iris,
    "peony": _peony,
    "clover": _clover,
    "pampas": _pampas,
    "chrysanthemum": _chrysanthemum,
    "maple": _maple,
    "willow": _willow,
    "paulownia": _paulownia,
}

# --------------------------------------------------------------------------- subjects
# Simple iconic figures for the brights, the animals and the lightning plain, drawn
# in the same 72 x 82 box on top of the plant.

_OUTLINE = {"stroke": INK, "stroke_width": 0.8, "stroke_linejoin": "round"}


def _bird(cx, cy, size, body, wing, facing=1) -> list[str]:
    """A small perched bird: body, head, eye, beak and tail (used for the warbler)."""
    f, k = facing, size
    return [
        _poly(
            [(cx - f * 7 * k, cy), (cx - f * 14 * k, cy + 3 * k), (cx - f * 13 * k, cy - 1 * k)],
            fill=wing,
            **_OUTLINE,
        ),
        _ellipse(cx, cy, 8 * k, 5.5 * k, fill=body, **_OUTLINE),
        _leaf(cx - f * 5 * k, cy - 1 * k, cx + f * 4 * k, cy + 1 * k, 3 * k, fill=wing),
        _circle(cx + f * 7 * k, cy - 5 * k, 4 * k, fill=body, **_OUTLINE),
        _poly(
            [
                (cx + f * 10.5 * k, cy - 6 * k),
                (cx + f * 14 * k, cy - 4.5 * k),
                (cx + f * 10.5 * k, cy - 3.5 * k),
            ],
            fill="#3b3b3b",
        ),
        _circle(cx + f * 8 * k, cy - 6 * k, 0.9 * k, fill=INK),
    ]


def _flyer(cx, cy, size, body, facing=1) -> list[str]:
    """A bird in flight seen from the side: two swept wings, used for cuckoo and swallow."""
    f, k = facing, size
    return [
        _path(
            _d(
                "M",
                cx - f * 2 * k,
                cy,
                "Q",
                cx - f * 4 * k,
                cy - 12 * k,
                cx - f * 16 * k,
                cy - 16 * k,
                "Q",
                cx - f * 8 * k,
                cy - 6 * k,
                cx + f * 2 * k,
                cy + 1 * k,
                "Z",
            ),
            fill=body,
            **_OUTLINE,
        ),
        _ellipse(cx, cy + 1 * k, 9 * k, 3.6 * k, fill=body, **_OUTLINE),
        _circle(cx + f * 8 * k, cy - 0.5 * k, 3 * k, fill=body, **_OUTLINE),
        _poly(
            [
                (cx + f * 10.5 * k, cy - 1 * k),
                (cx + f * 14 * k, cy),
                (cx + f * 10.5 * k, cy + 1 * k),
            ],
            fill="#3b3b3b",
        ),
        _path(
            _d(
                "M",
                cx,
                cy,
                "Q",
                cx + f * 2 * k,
                cy - 10 * k,
                cx + f * 10 * k,
                cy - 14 * k,
                "Q",
                cx + f * 4 * k,
                cy - 4 * k,
                cx + f * 3 * k,
                cy + 1 * k,
                "Z",
            ),
            fill=body,
            **_OUTLINE,
        ),
        _circle(cx + f * 9 * k, cy - 1.2 * k, 0.8 * k, fill="#ffffff"),
    ]


def _crane(s: MonthStyle) -> list[str]:
    neck = _d("M", 40, 50, "Q", 50, 40, 46, 27)
    return [
        _circle(56, 14, 11, fill="#e53935", **_OUTLINE),
        _line(30, 58, 27, 78, stroke=INK, stroke_width=1.2),
        _line(36, 58, 38, 78, stroke=INK, stroke_width=1.2),
        _poly([(18, 52), (8, 60), (14, 46)], fill=INK),
        _ellipse(31, 52, 14, 8, fill=PALETTE["white"], **_OUTLINE),
        _leaf(22, 50, 38, 48, 5, fill="#e0e0e0", stroke=INK, stroke_width=0.5),
        _path(neck, **_stroke(INK, 4.4)),
        _path(neck, **_stroke(PALETTE["white"], 2.8)),
        _circle(46, 25, 3.6, fill=PALETTE["white"], **_OUTLINE),
        _circle(45.5, 22.6, 1.7, fill="#e53935"),
        _poly([(49, 24.5), (58, 28), (49, 26.5)], fill="#c9a227", **_OUTLINE),
    ]


def _curtain(s: MonthStyle) -> list[str]:
    out = [_line(0, 44, 72, 44, stroke=INK, stroke_width=1.6)]
    for k in range(6):
        fill = "#c62828" if k % 2 == 0 else PALETTE["white"]
        out.append(_rect(k * 12, 45, 12, 22, fill=fill))
    scallops = (
        ["M", 0, 67] + [p for k in range(6) for p in ("q", 6, 8, 12, 0)] + ["L", 72, 45, "L", 0, 45]
    )
    out.append(_path(_d(*scallops, "Z"), fill="none", **_OUTLINE))
    out += [_circle(6 + 12 * k, 44, 1.6, fill="none", **_OUTLINE) for k in range(6)]
    out += [
        _path(
            _d("M", 6 + 12 * k, 67, "q", 6, 8, 12, 0, "Z"),
            fill="#c62828" if k % 2 == 0 else PALETTE["white"],
            **_OUTLINE,
        )
        for k in range(6)
    ]
    out.append(_circle(36, 56, 7.5, fill=PALETTE["white"], **_OUTLINE))
    out += _blossom(36, 56, 6, "#f8bbd0", "#c2185b")
    return out


def _moon(s: MonthStyle) -> list[str]:
    return [_circle(36, 24, 17, fill="#fff7d6", stroke="#b8860b", stroke_width=1.2)]


def _rainman(s: MonthStyle) -> list[str]:
    out = [
        _line(x, y, x - 4, y + 9, stroke="#7da0c4", stroke_width=0.9)
        for x in range(6, 72, 9)
        for y in (4, 22, 40, 58)
        if (x + y) % 4 == 2
    ]
    out += [
        _ellipse(14, 75, 6, 4, fill="#4caf50", **_OUTLINE),  # a frog
        _circle(11, 71.5, 1.8, fill="#4caf50", **_OUTLINE),
        _circle(17, 71.5, 1.8, fill="#4caf50", **_OUTLINE),
        _poly([(30, 78), (50, 78), (44, 46), (36, 46)], fill="#37474f", **_OUTLINE),
        _line(42, 20, 39, 62, stroke=INK, stroke_width=1.2),
        _path(
            _d("M", 22, 26, "Q", 42, 4, 62, 26, "Q", 52, 22, 42, 26, "Q", 32, 22, 22, 26, "Z"),
            fill="#d84315",
            **_OUTLINE,
        ),
        _circle(40, 42, 4.4, fill="#f1d3b0", **_OUTLINE),
        _poly([(33, 40), (47, 40), (40, 36)], fill="#263238"),
    ]
    return out


def _phoenix(s: MonthStyle) -> list[str]:
    out = []
    for k, colour in enumerate(("#d32f2f", "#f9a825", "#2e7d32", "#1565c0", "#6a1b9a")):
        end = (4 + k * 6, 70 - k * 3)
        out.append(
            _path(_d("M", 30, 40, "Q", 20 + k * 4, 30 + k * 8, *end), **_stroke(colour, 2.4))
        )
        out.append(_circle(*end, 2.6, fill=colour, **_OUTLINE))
    out += [
        _leaf(34, 36, 58, 8, 9, fill="#2e7d32", **_OUTLINE),
        _leaf(36, 38, 66, 20, 7, fill="#f9a825", **_OUTLINE),
        _ellipse(38, 42, 10, 6.5, fill="#e53935", **_OUTLINE),
        _path(_d("M", 44, 38, "Q", 50, 32, 50, 26), **_stroke(INK, 4.2)),
        _path(_d("M", 44, 38, "Q", 50, 32, 50, 26), **_stroke("#e53935", 2.6)),
        _circle(51, 24, 3.6, fill="#e53935", **_OUTLINE),
        _poly([(54, 23), (59, 25), (54, 26)], fill="#f9a825", **_OUTLINE),
        _circle(51.5, 23, 0.8, fill=INK),
    ]
    out += [_line(50, 21, 47 + 3 * k, 15, **_stroke("#f9a825", 1.2)) for k in range(3)]
    return out


def _warbler(s: MonthStyle) -> list[str]:
    return _bird(44, 44, 1.3, "#8a9a2c", "#5f6b1d")


def _cuckoo(s: MonthStyle) -> list[str]:
    moon = [_circle(58, 36, 9, fill="#f9d94a", **_OUTLINE), _circle(62, 33, 8, fill=s.sky)]
    return moon + _flyer(30, 50, 1.5, "#546e7a", facing=1)


def _bridge(s: MonthStyle) -> list[str]:
    out = [
        _path(
            _d("M", 0, 70, "Q", 9, 66, 18, 70, "T", 36, 70, "T", 54, 70, "T", 72, 70),
            **_stroke("#6fa8dc", 1.5),
        )
    ]
    planks = (((2, 52), (30, 44)), ((28, 44), (46, 58)), ((44, 58), (70, 48)))
    for (x0, y0), (x1, y1) in planks:
        out.append(_line(x0 + 3, y0 + 4, x0 + 3, y0 + 16, stroke=INK, stroke_width=1.4))
        out.append(
            _poly([(x0, y0), (x1, y1), (x1, y1 + 5), (x0, y0 + 5)], fill="#a1785a", **_OUTLINE)
        )
        out += [
            _line(
                x0 + (x1 - x0) * t,
                y0 + (y1 - y0) * t,
                x0 + (x1 - x0) * t,
                y0 + (y1 - y0) * t + 5,
                stroke=INK,
                stroke_width=0.5,
            )
            for t in (0.33, 0.66)
        ]
    return out


def _butterfly(cx, cy, size, wing) -> list[str]:
    k = size
    out = []
    for side in (-1, 1):
        out.append(_leaf(cx, cy, cx + side * 9 * k, cy - 8 * k, 5 * k, fill=wing, **_OUTLINE))
        out.append(_leaf(cx, cy, cx + side * 7 * k, cy + 6 * k, 3.6 * k, fill=wing, **_OUTLINE))
        out.append(_circle(cx + side * 5 * k, cy - 5 * k, 1.2 * k, fill=PALETTE["white"]))
        out.append(
            _path(
                _d("M", cx, cy - 4 * k, "q", side * 1 * k, -4 * k, side * 3 * k, -5 * k),
                **_stroke(INK, 0.6),
            )
        )
    out.append(_ellipse(cx, cy, 1.1 * k, 4.6 * k, fill=INK))
    return out


def _butterflies(s: MonthStyle) -> list[str]:
    return _butterfly(16, 18, 1.2, "#1e88e5") + _butterfly(56, 20, 1.3, "#fbc02d")


def _boar(s: MonthStyle) -> list[str]:
    out = [
        _line(x, 68, x + dx, 78, stroke="#3e2723", stroke_width=3, stroke_linecap="round")
        for x, dx in ((24, -1), (30, 1), (46, 0), (52, 2))
    ]
    out += [
        _path(_d("M", 16, 60, "q", -6, -2, -4, -8), **_stroke("#3e2723", 1.2)),
        _ellipse(36, 60, 20, 11, fill="#6d4c41", **_OUTLINE),
        _poly([(50, 52), (64, 60), (66, 66), (52, 68)], fill="#6d4c41", **_OUTLINE),
        _ellipse(65.5, 63, 2, 3.2, fill="#4e342e", **_OUTLINE),
        _poly([(50, 52), (52, 46), (55, 53)], fill="#4e342e", **_OUTLINE),
        _path(_d("M", 60, 67, "q", 2, -1, 1, -4), **_stroke(PALETTE["white"], 1.3)),
        _circle(57, 57, 1.2, fill=INK),
    ]
    out += [
        _line(
            x,
            50 - abs(x - 36) * 0.18,
            x - 2,
            46 - abs(x - 36) * 0.18,
            stroke="#3e2723",
            stroke_width=1,
        )
        for x in range(22, 52, 4)
    ]
    return out


def _geese(s: MonthStyle) -> list[str]:
    out = []
    for cx, cy, k in ((16, 12, 1.0), (36, 20, 1.1), (56, 10, 0.9)):
        out.append(
            _path(
                _d(
                    "M",
                    cx - 10 * k,
                    cy - 3 * k,
                    "Q",
                    cx - 4 * k,
                    cy - 4 * k,
                    cx,
                    cy,
                    "Q",
                    cx + 4 * k,
                    cy - 4 * k,
                    cx + 10 * k,
                    cy - 3 * k,
                ),
                **_stroke("#3e2723", 2),
            )
        )
        out.append(_ellipse(cx, cy, 4 * k, 1.8 * k, fill="#3e2723"))
        out.append(_circle(cx + 4.5 * k, cy - 0.6 * k, 1.3 * k, fill="#3e2723"))
    return out


def _cup(s: MonthStyle) -> list[str]:
    return [
        _rect(28, 68, 16, 6, fill="#8e1b1b", **_OUTLINE),
        _path(
            _d("M", 12, 54, "L", 60, 54, "Q", 56, 72, 36, 72, "Q", 16, 72, 12, 54, "Z"),
            fill="#c62828",
            **_OUTLINE,
        ),
        _ellipse(36, 54, 24, 4.5, fill="#e57373", **_OUTLINE),
        _circle(36, 63, 4.5, fill="none", stroke=PALETTE["gold"], stroke_width=1.4),
        _line(36, 60, 36, 66, stroke=PALETTE["gold"], stroke_width=1.2),
        _line(33, 63, 39, 63, stroke=PALETTE["gold"], stroke_width=1.2),
    ]


def _deer(s: MonthStyle) -> list[str]:
    brown = "#a0622d"
    out = [
        _line(x, 64, x + dx, 80, stroke="#5d3a1a", stroke_width=1.8, stroke_linecap="round")
        for x, dx in ((28, -2), (32, 1), (48, -1), (52, 2))
    ]
    out += [
        _ellipse(40, 60, 15, 7.5, fill=brown, **_OUTLINE),
        _poly([(26, 56), (20, 40), (26, 38), (32, 56)], fill=brown, **_OUTLINE),
        _ellipse(20, 38, 6, 3.6, fill=brown, **_OUTLINE),
        _leaf(24, 35, 30, 31, 1.6, fill=brown, **_OUTLINE),
        _circle(18, 37, 0.9, fill=INK),
        _path(
            _d(
                "M",
                21,
                35,
                "L",
                18,
                24,
                "M",
                19,
                29,
                "L",
                13,
                26,
                "M",
                18,
                24,
                "L",
                14,
                19,
                "M",
                18,
                24,
                "L",
                21,
                18,
            ),
            **_stroke("#5d3a1a", 1.3),
        ),
        _path(_d("M", 55, 56, "q", 3, -2, 4, -1), **_stroke(brown, 2)),
    ]
    out += [_circle(x, y, 1.1, fill="#f3e5c8") for x, y in ((36, 57), (42, 55), (48, 58), (40, 61))]
    return out


def _swallow(s: MonthStyle) -> list[str]:
    out = [_path(_d("M", 22, 52, "L", 6, 60, "M", 22, 52, "L", 8, 66), **_stroke("#1a237e", 1.6))]
    out += _flyer(32, 50, 1.5, "#1a237e", facing=1)
    out.append(_ellipse(33, 53, 7, 1.6, fill=PALETTE["white"]))
    out.append(_circle(43, 51, 1.6, fill="#d32f2f"))
    return out


def _lightning(s: MonthStyle) -> list[str]:
    clouds = [
        _circle(x, y, r, fill="#262a31")
        for x, y, r in ((10, 4, 12), (28, 0, 14), (48, 3, 12), (66, 0, 12))
    ]
    bolt = [(40, 8), (28, 36), (38, 36), (26, 66), (50, 30), (40, 30), (50, 8)]
    return clouds + [
        _poly(bolt, fill="#ffd43b", stroke=INK, stroke_width=1, stroke_linejoin="round")
    ]


_SUBJECTS: dict[str, Callable[[MonthStyle], list[str]]] = {
    "crane": _crane,
    "warbler": _warbler,
    "curtain": _curtain,
    "cuckoo": _cuckoo,
    "bridge": _bridge,
    "butterflies": _butterflies,
    "boar": _boar,
    "moon": _moon,
    "geese": _geese,
    "cup": _cup,
    "deer": _deer,
    "rainman": _rainman,
    "swallow": _swallow,
    "lightning": _lightning,
    "phoenix": _phoenix,
}

# --------------------------------------------------------------------------- ribbons

_RIBBON_BAND = [(28, 6), (44, 6), (44, 68), (36, 62), (28, 68)]  # a slip with a notched end
_POEM_STROKES = (5, 3, 6, 4, 5, 2, 6, 3)  # lengths of the "written" marks, top to bottom


def _ribbon(kind: Ribbon) -> list[str]:
    """A vertical ribbon slip; pattern as well as colour tells the three kinds apart (the
    poem's written marks say "poetry" with no word, which could not be drawn large enough
    to read on a slip 16 units wide: the card's last line names it)."""
    fill = PALETTE["blue_ribbon"] if kind is Ribbon.BLUE else PALETTE["red_ribbon"]
    out = [_poly(_RIBBON_BAND, fill=fill, stroke=INK, stroke_width=1)]
    if kind is Ribbon.POETRY:
        for col, x in enumerate((33, 39)):
            for k, length in enumerate(_POEM_STROKES[col : col + 6]):
                y = 11 + k * 6.5
                out.append(
                    _line(
                        x - length / 2,
                        y,
                        x + length / 2,
                        y + 0.6,
                        stroke="#1a1a1a",
                        stroke_width=1.5,
                        stroke_linecap="round",
                    )
                )
    elif kind is Ribbon.BLUE:
        out += _hatch(28.6, 6.6, 43.4, 61, 4, stroke=PALETTE["white"], stroke_width=1.1)
    cls = f"ribbon ribbon-{kind.value}"
    return [_group(out, cls=cls)]


# --------------------------------------------------------------------------- card parts


def _badge(category: Category, cx: float, cy: float) -> str:
    """The category's shape: star, circle, tall rectangle or small square."""
    style = {"fill": BADGE_COLOURS[category], "stroke": INK, "stroke_width": 0.8}
    if category is Category.BRIGHT:
        shape = _poly(_star(cx, cy, 5.2, 2.2, 5), **style, stroke_linejoin="round")
    elif category is Category.ANIMAL:
        shape = _circle(cx, cy, 4, **style)
    elif category is Category.RIBBON:
        shape = _rect(cx - 2.2, cy - 4.6, 4.4, 9.2, **style)
    else:
        shape = _rect(cx - 2.2, cy - 2.2, 4.4, 4.4, **style)
    return _group([shape], cls=f"badge badge-{category.value}")


def _subject_name(card: Card, lang: str) -> str | None:
    key = card.subject.split("-")[0]
    return None if key == "plain" else words.say("subject." + key, lang)


def _description(card: Card, lang: str) -> str:
    """E.g. "month 7, bush clover; animal card: boar"."""
    text = _word("desc", lang).format(
        m=card.month,
        plant=words.plant_name(card.month, lang),
        cat=words.category_name(card.category, lang),
    )
    subject = _subject_name(card, lang)
    if subject is None:
        return text
    return f"{text}{'：' if lang == 'ja' else ': '}{subject}"


def _picture(card: Card, lang: str) -> str:
    """The picture box: sky, plant, then the subject or the ribbon."""
    style = MONTH_STYLES[card.plant]
    sky = _SKY_OVERRIDES.get(card.id, style.sky)
    parts = [_rect(0, 0, ART_W, ART_VIEW_H, rx=3, fill=sky)]
    plant = _PLANTS[card.plant](style)
    drawer = _SUBJECTS.get(card.subject)
    if card.subject.endswith("-2"):  # the second plain is mirrored, for a little variety
        parts.append(_group(plant, transform=f"matrix(-1 0 0 1 {_n(ART_W)} 0)"))
    elif drawer is not None and card.category is not Category.PLAIN:
        parts.append(_group(plant, opacity=0.55))  # step back so the subject reads first
    else:
        parts.append(_group(plant))
    if drawer is not None:
        parts.append(_group(drawer(style), cls=f"subject subject-{card.subject}"))
    if card.ribbon is not None:
        parts += _ribbon(card.ribbon)
    parts.append(
        _rect(0, 0, ART_W, ART_VIEW_H, rx=3, fill="none", stroke=PALETTE["muted"], stroke_width=0.6)
    )
    # A nested <svg> clips whatever a drawing puts outside the box, with no ids; it
    # is drawn a little flatter than it is made, to leave room for legible words.
    box = _attrs(
        {
            "x": ART_X,
            "y": ART_Y,
            "width": ART_W,
            "height": ART_H,
            "viewBox": f"0 0 {_n(ART_W)} {_n(ART_VIEW_H)}",
            "preserveAspectRatio": "none",
            "cls": "art",
        }
    )
    return f"<svg{box}>{''.join(parts)}</svg>"


def _body(fill: str) -> str:
    return _rect(
        3, 3, CARD_W - 6, CARD_H - 6, rx=5, fill=fill, stroke=PALETTE["frame"], stroke_width=1.2
    )


def _highlight_marks() -> list[str]:
    """A thick gold outline and a dashed dark ring: visible with or without colour."""
    return [
        _group(
            [
                _rect(
                    3,
                    3,
                    CARD_W - 6,
                    CARD_H - 6,
                    rx=5,
                    fill="none",
                    stroke=PALETTE["gold"],
                    stroke_width=3.6,
                ),
                _rect(
                    0.8,
                    0.8,
                    CARD_W - 1.6,
                    CARD_H - 1.6,
                    rx=6.5,
                    fill="none",
                    stroke=INK,
                    stroke_width=1.2,
                    stroke_dasharray="4 2.5",
                ),
            ],
            cls="highlight",
        )
    ]


def _face_parts(card: Card, lang: str) -> list[str]:
    # Words are 14.5 units: 12 px on a 1280x720 slide, where a card of a table is 70 px
    # wide (tests/test_browser_slides.py measures it), and 12.7 px at scale 1 in a 14 px
    # page. A long name is squeezed to its line rather than drawn smaller. The card's
    # full name ("bush clover: boar") would not fit that large, so the last line names
    # only the subject; the plant is on top.
    parts = [
        _body(PALETTE["paper"]),
        _circle(11.5, 12.5, 7.5, fill=PALETTE["white"], stroke=INK, stroke_width=0.8),
        _text(
            11.5,
            16,
            str(card.month),
            10 if card.month < 10 else 8.5,
            fit=11,
            text_anchor="middle",
            font_weight="bold",
            fill=INK,
        ),
        _text(
            20.5, 18, words.plant_name(card.month, lang), 14.5, fit=60, fill=INK, font_weight="bold"
        ),
        _picture(card, lang),
        _badge(card.category, 11, 102.5),
        _text(
            18.5,
            107.5,
            words.category_name(card.category, lang),
            14.5,
            fit=61,
            fill=INK,
            cls="category",
        ),
    ]
    subject = _subject_name(card, lang)
    if subject is not None:
        parts.append(
            _text(
                42,
                124.5,
                subject,
                14.5,
                fit=70,
                text_anchor="middle",
                fill=PALETTE["muted"],
                cls="name",
            )
        )
    return parts


def _back_parts() -> list[str]:
    """The same for every card: a lattice and a round crest, nothing more."""
    x0, y0, x1, y1 = 9, 9, CARD_W - 9, CARD_H - 9
    line = {"stroke": PALETTE["back_line"], "stroke_width": 1.2}
    parts = [_body(PALETTE["back"])]
    parts += _hatch(x0, y0, x1, y1, 8, 1, **line) + _hatch(x0, y0, x1, y1, 8, -1, **line)
    parts.append(
        _rect(x0, y0, x1 - x0, y1 - y0, rx=3, fill="none", stroke=PALETTE["gold"], stroke_width=1.2)
    )
    parts.append(
        _circle(
            CARD_W / 2,
            CARD_H / 2,
            13,
            fill=PALETTE["back"],
            stroke=PALETTE["gold"],
            stroke_width=1.2,
        )
    )
    parts += _flower5(CARD_W / 2, CARD_H / 2, 9, PALETTE["gold"], PALETTE["back"])
    return parts


def _card_inner(card: Card | None, lang: str, highlight: bool) -> tuple[str, str, str, list[str]]:
    """(title, desc, css class, drawing) of one card; ``card=None`` is a back."""
    if card is None:
        title, desc, cls = _word("back", lang), _word("back-desc", lang), "koikoi-card back"
        parts = _back_parts()
    else:
        title, desc, cls = words.card_name(card, lang), _description(card, lang), "koikoi-card"
        parts = _face_parts(card, lang)
    if highlight:
        parts += _highlight_marks()
        cls += " highlighted"
    return title, desc, cls, parts


def _alt(card: Card | None, lang: str, highlight: bool) -> str:
    """What a screen reader says for one card: its description, or "face-down card"."""
    text = _word("back", lang) if card is None else _description(card, lang)
    return words.say("card.marked", lang, text=text) if highlight else text


def _card_element(
    card: Card | None, lang: str, highlight: bool, x=None, y=None, scale: float = 1.0
) -> str:
    """One card as an ``<svg>``: standalone (x is None) or nested in a row at (x, y)."""
    title, desc, cls, parts = _card_inner(card, lang, highlight)
    if x is None:
        head = _attrs(
            {
                "xmlns": "http://www.w3.org/2000/svg",
                "viewBox": f"0 0 {_n(CARD_W)} {_n(CARD_H)}",
                "width": _em(CARD_W, scale),
                "height": _em(CARD_H, scale),
            }
        )
    else:
        head = _attrs(
            {
                "x": x,
                "y": y,
                "width": CARD_W,
                "height": CARD_H,
                "viewBox": f"0 0 {_n(CARD_W)} {_n(CARD_H)}",
            }
        )
    head += _attrs(
        {
            "role": "img",
            "aria_label": title,
            "cls": cls,
            "data_card": None if card is None else card.id,
            "font_family": FONT,
        }
    )
    return (
        f"<svg{head}><title>{html.escape(title)}</title><desc>{html.escape(desc)}</desc>"
        f"{''.join(parts)}</svg>"
    )


def _em(units: float, scale: float) -> str:
    return f"{_n(units / UNITS_PER_EM * scale)}em"


#: The largest scale drawn: ten times the normal size already fills a projector.
MAX_SCALE = 10.0


def check_scale(scale: float) -> float:
    """The scale every renderer and widget takes, refused unless a number above 0 and
    at most :data:`MAX_SCALE` (``True`` is not a number here, nor infinity)."""
    if isinstance(scale, bool) or not isinstance(scale, int | float) or not 0 < scale <= MAX_SCALE:
        raise ValueError(
            f"scale must be a positive number up to {MAX_SCALE:g}, not {excerpt(scale)}"
        )
    return float(scale)


# --------------------------------------------------------------------------- public API


def card_svg(
    card: Card | str,
    lang: str = "en",
    scale: float = 1.0,
    highlight: bool = False,
    face_up: bool = True,
) -> str:
    """One card as a standalone ``<svg>`` string, 4.2em x 6.6em times ``scale``.

    ``lang`` is one of ``words.LANGUAGES``; ``highlight`` adds a gold outline and a
    dashed ring; ``face_up=False`` draws the back, which is the same for every card.
    """
    c = _lookup(card)
    words.check_lang(lang)
    return _card_element(c if face_up else None, lang, highlight, scale=check_scale(scale))


def flashcard_html(card: Card | str, lang: str = "en", scale: float = 1.0) -> str:
    """A card's picture alone, as an ``<img>``: no month, plant, kind or name on it.

    The teaching cards print their month, plant and kind; a flashcard drill asks the
    learner to read those from the picture, as on a real hanafuda card. The ``alt``
    text says only that a card is to be named.
    """
    c = _lookup(card)
    words.check_lang(lang)
    scale = check_scale(scale)
    head = _attrs(
        {
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": f"0 0 {_n(CARD_W)} {_n(CARD_H)}",
            "width": _em(CARD_W, scale),
            "height": _em(CARD_H, scale),
            "role": "img",
            "cls": "koikoi-card flashcard",
            "font_family": FONT,
        }
    )
    # the picture box, moved down to the middle of the blank card
    down = (CARD_H - ART_H) / 2 - ART_Y
    picture = _group([_picture(c, lang)], transform=f"translate(0 {_n(down)})")
    svg = f"<svg{head}>{_body(PALETTE['paper'])}{picture}</svg>"
    return svg_img(svg, _word("flashcard", lang))


def card_back_svg(scale: float = 1.0, lang: str = "en", highlight: bool = False) -> str:
    """The back of a card (the stock, the opponent's hand) as a standalone ``<svg>``."""
    words.check_lang(lang)
    return _card_element(None, lang, highlight, scale=check_scale(scale))


def _row_label(n: int, label: str | None, lang: str) -> str:
    """What a row of ``n`` cards is called: "your pile: 3 cards", "(no cards)"."""
    if not n:
        return label or _word("empty", lang)
    count = _word("count", lang, n=n)
    return f"{label}: {count}" if label else count


def cards_svg(
    cards: Iterable[Card | str],
    lang: str = "en",
    scale: float = 1.0,
    highlight: Iterable[Card | str] = (),
    label: str | None = None,
    face_down: bool = False,
    per_row: int = PER_ROW,
) -> str:
    """Cards side by side in one ``<svg>``, ``per_row`` (8) to a row, with an optional label.

    ``highlight`` holds the ids (or cards) to outline in gold. ``face_down=True``
    shows only backs, in the same number. An empty list gives a small "(no cards)".
    """
    scale = check_scale(scale)
    words.check_lang(lang)
    per_row = whole_number(per_row, "per_row", 1)
    items = [_lookup(c) for c in cards]
    marked = {_lookup(h).id for h in highlight}
    top = PAD + (LABEL_H if label else 0.0)
    parts = []
    if label:
        parts.append(_text(PAD, PAD + 10, label, 9, fill=INK, font_weight="bold", cls="label"))
    if not items:
        width = max(90.0, _text_width(label or "", 9) + 2 * PAD)
        height = top + 16 + PAD
        parts.append(
            _text(
                PAD,
                top + 11,
                _word("empty", lang),
                9,
                fill=PALETTE["muted"],
                font_style="italic",
                cls="empty",
            )
        )
        aria = _row_label(0, label, lang)
    else:
        cols = min(per_row, len(items))
        rows = (len(items) + per_row - 1) // per_row
        width = 2 * PAD + cols * CARD_W + (cols - 1) * GAP
        height = top + rows * CARD_H + (rows - 1) * GAP + PAD
        for k, c in enumerate(items):
            x = PAD + (k % per_row) * (CARD_W + GAP)
            y = top + (k // per_row) * (CARD_H + GAP)
            shown = None if face_down else c
            parts.append(_card_element(shown, lang, c.id in marked, x=x, y=y))
        aria = _row_label(len(items), label, lang)
    head = _attrs(
        {
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": f"0 0 {_n(width)} {_n(height)}",
            "width": _em(width, scale),
            "height": _em(height, scale),
            "role": "group",
            "aria_label": aria,
            "cls": "koikoi-cards",
            "font_family": FONT,
        }
    )
    return f"<svg{head}>{''.join(parts)}</svg>"


#: Where a wheel may carry the card pictures drawn ahead, one file per language: the
#: static site's does (scripts/build_site.py), since drawing all of a table's pictures
#: takes seconds of a first visit under Pyodide.
DRAWN_AHEAD = "data/card-pictures-{lang}.json"


def picture_key(card_id: str | None, highlight: bool) -> str:
    """A card picture's name: the card's id (``back`` for a back), ``*`` if highlighted."""
    return (card_id or "back") + ("*" if highlight else "")


@functools.cache
def _drawn_ahead(lang: str) -> dict[str, str]:
    """The pictures of ``lang`` that the installed package carries, by
    :func:`picture_key`; none unless it was built with them."""
    from importlib import resources

    try:
        found = resources.files("koikoi_edu").joinpath(DRAWN_AHEAD.format(lang=lang))
        return json.loads(found.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}


@functools.cache
def _card_picture(card_id: str | None, lang: str, highlight: bool) -> str:
    """One card (``None``: a back) as a ``data:`` URI, the same at every size: drawn
    once per language, however many tables show it."""
    ahead = _drawn_ahead(lang).get(picture_key(card_id, highlight))
    if ahead is not None:
        return ahead
    shown = None if card_id is None else _lookup(card_id)
    return data_uri(compact_svg(_card_element(shown, lang, highlight)))


@shows_itself
def card_html(
    card: Card | str,
    lang: str = "en",
    scale: float = 1.0,
    highlight: bool = False,
    face_up: bool = True,
) -> str:
    """One card as an ``<img>`` for HTML: :func:`card_svg`'s picture, described in ``alt``.

    This is how every card reaches a notebook: an ``<img>`` survives the sanitiser
    of a notebook not yet run, where inline SVG does not (see :mod:`.picture`).

    >>> card_html("clover-boar")[:42]
    '<img src="data:image/svg+xml,%3Csvg xmlns='
    >>> 'alt="month 7, bush clover; animal card: boar"' in card_html("clover-boar")
    True
    """
    c = _lookup(card)
    words.check_lang(lang)
    return _card_img(c if face_up else None, lang, check_scale(scale), highlight)


#: Set while :func:`named_pictures` is in force.
_NAMED: ContextVar[bool] = ContextVar("named_pictures", default=False)


@contextmanager
def named_pictures() -> Iterator[None]:
    """Within this, a card's ``<img>`` names its picture by :func:`picture_key`
    (``data-pic``) instead of spelling out its ``data:`` URI.

    A live table is redrawn after every click; its view holds every card picture
    already (:func:`koikoi_edu.render.live.pictures`, sent once), so its markup names
    them and a redraw sends a few kilobytes instead of the ~85 of the pictures::

        >>> with named_pictures():
        ...     card_html("pine-crane")[:27]
        '<img data-pic="pine-crane" '
        >>> card_html("pine-crane")[:27]
        '<img src="data:image/svg+xm'
    """
    token = _NAMED.set(True)
    try:
        yield
    finally:
        _NAMED.reset(token)


def _picture_img(
    card_id: str | None, lang: str, highlight: bool, alt: str, scale: float, look: str = ""
) -> str:
    """The ``<img>`` of a card's picture (``None``: a back), named or spelled out."""
    named = _NAMED.get()
    return img_html(
        "" if named else _card_picture(card_id, lang, highlight),
        alt,
        _em(CARD_W, scale),
        _em(CARD_H, scale),
        look,
        key=picture_key(card_id, highlight) if named else "",
    )


def _card_img(shown: Card | None, lang: str, scale: float, highlight: bool, look: str = "") -> str:
    """:func:`card_html` of a checked card (``None``: its back), ``look`` more CSS."""
    card_id = None if shown is None else shown.id
    return _picture_img(card_id, lang, highlight, _alt(shown, lang, highlight), scale, look)


def card_picture(card: Card | str, lang: str = "en") -> str:
    """A card's picture as a ``data:`` URI, to be set as an image's source or a
    background (the yaku calculator's card buttons)."""
    return _card_picture(_lookup(card).id, lang, False)


def card_back_html(scale: float = 1.0, lang: str = "en", highlight: bool = False) -> str:
    """The back of a card as an ``<img>``: the stock, a hand kept hidden."""
    words.check_lang(lang)
    return _picture_img(None, lang, highlight, _alt(None, lang, highlight), check_scale(scale))


@shows_itself
def cards_html(
    cards: Iterable[Card | str],
    lang: str = "en",
    scale: float = 1.0,
    highlight: Iterable[Card | str] = (),
    label: str | None = None,
    face_down: bool = False,
    per_row: int = PER_ROW,
) -> str:
    """:func:`cards_svg`'s row in HTML: the label as text, then one ``<img>`` per card.

    Each card is :func:`card_html`'s picture, so a lesson stores a card once however
    many rows show it (a row drawn as one picture would repeat every card in it); the
    row itself is a few hundred bytes of markup. The layout is the picture's: the
    same padding, gaps and ``per_row`` cards to a line, in inline blocks and margins
    (JupyterLab's sanitiser keeps nothing of flexbox but ``display:flex``). The
    label's words and the count are the group's ``aria-label``; each card says what
    it is in its own ``alt``.

    >>> row = cards_html(["pampas-moon"], label="your pile")
    >>> row.split('aria-label="')[1].split('"')[0], row.count("<img ")
    ('your pile: 1 card', 1)
    >>> 'alt="month 8, pampas grass; bright card: moon"' in row
    True
    """
    scale = check_scale(scale)
    words.check_lang(lang)
    per_row = whole_number(per_row, "per_row", 1)
    items = [_lookup(c) for c in cards]
    marked = {_lookup(h).id for h in highlight}
    body = ""
    if label:
        body += _row_words(label, scale, LABEL_H, f"font-weight:bold;color:{INK}")
    if not items:
        body += _row_words(
            _word("empty", lang), scale, 16, f"font-style:italic;color:{PALETTE['muted']}"
        )
        width = max(90.0, _text_width(label or "", 9) + 2 * PAD) - 2 * PAD
        look = f"min-width:{_em(width, scale)}"
    else:
        pictures = []
        last_line = (len(items) - 1) // per_row
        for k, c in enumerate(items):
            right = GAP if k % per_row < per_row - 1 and k < len(items) - 1 else 0.0
            below = GAP if k // per_row < last_line else 0.0
            margin = (
                f"margin:0 {_em(right, scale) if right else 0} "
                f"{_em(below, scale) if below else 0} 0"
                if right or below
                else ""
            )
            pictures.append(
                _card_img(
                    None if face_down else c,
                    lang,
                    scale,
                    c.id in marked,
                    f"vertical-align:top;{margin}",
                )
            )
            if k % per_row == per_row - 1 and k < len(items) - 1:
                pictures.append("<br/>")
        body += f'<div style="line-height:0">{"".join(pictures)}</div>'
        look = ""
    aria = html.escape(_row_label(len(items), label, lang))
    style = f"display:inline-block;vertical-align:top;padding:{_em(PAD, scale)};font-family:{FONT}"
    return (
        f'<div class="koikoi-cards" role="group" aria-label="{aria}" '
        f'style="{_style(style + (";" + look if look else ""))}">{body}</div>'
    )


def _row_words(text: str, scale: float, height: float, look: str) -> str:
    """A line of words over a row of cards, as large as :func:`cards_svg` draws it
    (9 units), in a line ``height`` units tall."""
    style = f"font-size:{_em(9, scale)};line-height:{_n(height / 9)};{look}"
    return f'<div style="{_style(style)}">{html.escape(text)}</div>'


def _style(css: str) -> str:
    """CSS for a double-quoted ``style``: the font names keep their single quotes."""
    return html.escape(css, quote=False).replace('"', "&quot;")
