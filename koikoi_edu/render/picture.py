"""A drawing as an ``<img>`` in HTML: the smallest SVG document that paints the same picture.

JupyterLab sanitises the stored HTML of a notebook nobody has run yet: it removes
``<svg>`` with everything in it (leaving its ``<title>`` and ``<desc>`` as stray
visible words), refuses ``image/svg+xml`` outputs, strips ``<style>`` and every aria
attribute, but keeps ``<img>`` with a ``data:`` URI, its ``alt`` text and an inline
style of sizes. So every card, row and chart reaches a notebook as an ``<img>``
whose ``src`` is the SVG itself.

A course stores hundreds of these pictures, so each is written as briefly as the
browser allows. Inside an image the SVG is a document of its own, which makes a
few things safe that are not in an SVG inlined into a page:

* the words for screen readers (``<title>``, ``<desc>``, aria attributes) go: a
  browser reads the ``<img>``'s ``alt`` and never looks inside the picture;
* the ``class`` names that let a page or a test find the parts of an inline
  drawing go, and so do the drawing's own width and height (the ``<img>`` is
  sized by its style); the ``data-`` attributes of the whole picture stay (a card
  says which it is, which its text alternative cannot: two plains look alike);
* neighbouring shapes of one style become one ``<path>`` when that paints the same
  pixels: lines always (strokes of one colour are a union), filled shapes when they
  do not overlap or are wound the same way (their union under the non-zero rule),
  outlined shapes only when they do not overlap (otherwise a later shape's fill
  would no longer cover an earlier one's outline);
* a style used by several elements becomes a class in one ``<style>``, a style used
  once stays as attributes, whichever is shorter;
* path data takes, segment by segment, the shorter of absolute and relative
  coordinates, computed exactly in decimal so nothing drifts, with the separators
  the path grammar lets out (``M1 2-3.5.5`` is four numbers).

Numbers are never rounded here: the drawing code decides the precision.

>>> print(compact_svg('<svg xmlns="http://www.w3.org/2000/svg" width="2em">'
...                   '<title>two lines</title><line x1="0" y1="0" x2="4" y2="0" stroke="red"/>'
...                   '<line x1="0" y1="2" x2="4" y2="2" stroke="red"/></svg>'))
<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0h4M0 2h4' stroke='red' fill='none'/></svg>

Every renderer returns pictures as ``data:`` URIs, so live output works anywhere;
a kernel that stores lessons names them as files instead (:mod:`koikoi_edu.picture_files`).
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal

__all__ = [
    "compact_svg",
    "svg_img",
    "data_uri",
    "img_html",
]

_SVG = "{http://www.w3.org/2000/svg}"
_XLINK = "{http://www.w3.org/1999/xlink}"
_XML = "{http://www.w3.org/XML/1998/namespace}"

#: Attributes that say how a shape is painted; everything else says where it is.
PRESENTATION = (
    "fill",
    "stroke",
    "stroke-width",
    "stroke-linecap",
    "stroke-linejoin",
    "stroke-dasharray",
    "stroke-miterlimit",
    "opacity",
    "fill-opacity",
    "stroke-opacity",
    "font-family",
    "font-size",
    "font-weight",
    "font-style",
    "text-anchor",
    "dominant-baseline",
    "clip-path",
)
_IN_PIXELS = ("stroke-width", "font-size")  # a CSS length needs its unit; 1px is 1 unit
_SEE_THROUGH = ("opacity", "fill-opacity", "stroke-opacity", "clip-path")
#: Words only for people using assistive technology, or for finding parts of a page.
_FOR_READERS = {"title", "desc", "metadata"}
_SHAPES = {"path", "line", "polyline", "polygon", "rect", "circle", "ellipse"}
_GEOMETRY = {
    "path": {"d"},
    "line": {"x1", "y1", "x2", "y2"},
    "polyline": {"points"},
    "polygon": {"points"},
    "rect": {"x", "y", "width", "height"},
    "circle": {"cx", "cy", "r"},
    "ellipse": {"cx", "cy", "rx", "ry"},
}
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}
_TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_SHORT_HEX = re.compile(r"#([0-9a-fA-F])\1([0-9a-fA-F])\2([0-9a-fA-F])\3\b")

ZERO = Decimal(0)


# --------------------------------------------------------------------------- numbers


def _num(x: Decimal | str) -> str:
    """The shortest spelling of a number: ``0.50`` -> ``.5``, ``-0.25`` -> ``-.25``."""
    d = Decimal(x)
    text = format(d.normalize(), "f") if d else "0"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    if text.startswith("0."):
        text = text[1:]
    elif text.startswith("-0."):
        text = "-" + text[2:]
    return text


def _value(key: str, value: str) -> str:
    """An attribute value written short: numbers without a leading zero, ``#fff``."""
    value = " ".join(value.split())
    if key == "font-family":  # quotes are needed only around a name that is not words
        value = ",".join(
            re.sub(r"""^(['"])([A-Za-z][A-Za-z ]*)\1$""", r"\2", f.strip())
            for f in value.split(",")
        )
    if key in PRESENTATION or key in ("x", "y", "width", "height", "textLength"):
        value = _SHORT_HEX.sub(r"#\1\2\3", value)
        if re.fullmatch(r"-?\d*\.?\d+", value):
            value = _num(value)
    return value


def _join(tokens: list[str]) -> str:
    """Path tokens with only the separators the grammar needs: ``M1 2-3.5.5``."""
    out = ""
    last = ""
    for t in tokens:
        if out and not t.isalpha() and not last.isalpha():
            needs = not (t[0] == "-" or (t[0] == "." and "." in last and "e" not in last))
            out += " " if needs else ""
        out += t
        last = t
    return out


# --------------------------------------------------------------------------- path data


@dataclass
class _Path:
    """Path data as absolute segments ``(command, numbers)``, with what merging needs."""

    segments: list[tuple[str, list[Decimal]]]
    box: tuple[Decimal, Decimal, Decimal, Decimal]  # x0, y0, x1, y1, control points included
    winding: int = 0  # +1 or -1 when every subpath is closed and wound that way; 0 unknown
    round: tuple[Decimal, Decimal, Decimal, Decimal] | None = None  # cx, cy, rx, ry of an ellipse


def _parse_d(d: str) -> list[tuple[str, list[Decimal]]]:
    """``d`` as absolute segments, each command with its own numbers; [] if malformed."""
    tokens = _TOKEN.findall(d)
    out: list[tuple[str, list[Decimal]]] = []
    cx = cy = sx = sy = ZERO
    i, cmd = 0, ""
    while i < len(tokens):
        if tokens[i].isalpha():
            cmd = tokens[i]
            i += 1
        elif cmd in ("M", "m"):  # numbers after a moveto are linetos
            cmd = "L" if cmd == "M" else "l"
        elif cmd in ("", "Z", "z"):
            return []
        big = cmd.upper()
        n = _ARGS[big]
        if i + n > len(tokens) or any(t.isalpha() for t in tokens[i : i + n]):
            return []
        args = [Decimal(t) for t in tokens[i : i + n]]
        i += n
        if cmd.islower() and big != "Z":
            if big == "H":
                args[0] += cx
            elif big == "V":
                args[0] += cy
            elif big == "A":
                args[5] += cx
                args[6] += cy
            else:
                args = [a + (cx if k % 2 == 0 else cy) for k, a in enumerate(args)]
        out.append((big, args))
        cx, cy, sx, sy = _after(big, args, cx, cy, sx, sy)
    return out


def _after(
    big: str, args: list[Decimal], cx: Decimal, cy: Decimal, sx: Decimal, sy: Decimal
) -> tuple[Decimal, Decimal, Decimal, Decimal]:
    """The current point and the subpath's start after one absolute segment."""
    if big == "Z":
        return sx, sy, sx, sy
    if big == "H":
        return args[0], cy, sx, sy
    if big == "V":
        return cx, args[0], sx, sy
    if big == "M":
        return args[0], args[1], args[0], args[1]
    return args[-2], args[-1], sx, sy


def _write_d(segments: list[tuple[str, list[Decimal]]]) -> str:
    """Segments as ``d``: each the shorter of its absolute and relative spellings."""
    tokens: list[str] = []
    cx = cy = sx = sy = ZERO
    letter = ""
    for big, args in segments:
        if big == "L" and args[1] == cy:
            big, args = "H", [args[0]]
        elif big == "L" and args[0] == cx:
            big, args = "V", [args[1]]
        if big == "Z":
            rel = absolute = ["z"]
        else:
            if big == "H":
                moved = [args[0] - cx]
            elif big == "V":
                moved = [args[0] - cy]
            elif big == "A":
                moved = args[:5] + [args[5] - cx, args[6] - cy]
            else:
                moved = [a - (cx if k % 2 == 0 else cy) for k, a in enumerate(args)]
            absolute = [big] + [_num(a) for a in args]
            rel = [big.lower()] + [_num(a) for a in moved]
        # relative on a tie (a shape drawn twice then reads the same), but never first
        best = min((rel, absolute) if tokens else (absolute,), key=lambda t: len(_join(t)))
        # a command repeated needs no letter again (after a moveto it would mean lineto)
        if best[0] == letter and letter not in ("m", "M", "z"):
            best = best[1:]
        else:
            letter = best[0]
        tokens += best
        cx, cy, sx, sy = _after(big, args, cx, cy, sx, sy)
    return _join(tokens)


def _box(segments: list[tuple[str, list[Decimal]]]) -> tuple[Decimal, Decimal, Decimal, Decimal]:
    """A box around every point and control point: the curves lie inside it."""
    xs: list[Decimal] = []
    ys: list[Decimal] = []
    for big, args in segments:
        if big == "H":
            xs.append(args[0])
        elif big == "V":
            ys.append(args[0])
        elif big == "A":  # an arc strays at most its diameter from its end points
            r = 2 * max(abs(args[0]), abs(args[1]))
            xs += [args[5] - r, args[5] + r]
            ys += [args[6] - r, args[6] + r]
        else:
            xs += args[0::2]
            ys += args[1::2]
    if not xs or not ys:
        return ZERO, ZERO, ZERO, ZERO
    return min(xs), min(ys), max(xs), max(ys)


def _winding(segments: list[tuple[str, list[Decimal]]]) -> int:
    """+1 (clockwise on screen) or -1 when every subpath is closed and all are wound
    the same way, by the shoelace over their points and control points (right for
    the simple shapes drawn here); 0 when that cannot be told."""
    signs = set()
    points: list[tuple[Decimal, Decimal]] = []
    for big, args in segments:
        if big in ("H", "V", "A") or (big == "M" and points):
            return 0  # a curve this does not follow, or a subpath left open
        if big == "Z":
            area = sum(
                x0 * y1 - x1 * y0
                for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True)
            )
            signs.add((area > 0) - (area < 0))
            points = []
        else:
            points += list(zip(args[0::2], args[1::2], strict=True))
    return signs.pop() if not points and len(signs) == 1 and 0 not in signs else 0


def _shape_path(tag: str, geo: dict[str, str]) -> _Path | None:
    """A basic shape as path data; None for a shape this cannot redraw exactly."""
    try:
        g = {k: Decimal(v) for k, v in geo.items() if k not in ("d", "points")}
    except ArithmeticError:
        return None
    if tag == "path":
        segments = _parse_d(geo.get("d", ""))
        return _Path(segments, _box(segments), _winding(segments)) if segments else None
    if tag == "line":
        segments = [
            ("M", [g.get("x1", ZERO), g.get("y1", ZERO)]),
            ("L", [g.get("x2", ZERO), g.get("y2", ZERO)]),
        ]
    elif tag in ("polygon", "polyline"):
        numbers = [Decimal(t) for t in _TOKEN.findall(geo.get("points", ""))]
        points = [numbers[k : k + 2] for k in range(0, len(numbers) - 1, 2)]
        if len(points) < 2:
            return None
        segments = [("M", points[0])] + [("L", p) for p in points[1:]]
        segments += [("Z", [])] if tag == "polygon" else []
    elif tag == "rect":
        x, y, w, h = (g.get(k, ZERO) for k in ("x", "y", "width", "height"))
        if w <= 0 or h <= 0:
            return None
        segments = [("M", [x, y]), ("H", [x + w]), ("V", [y + h]), ("H", [x]), ("Z", [])]
        return _Path(segments, (x, y, x + w, y + h), 1)
    else:  # a circle or an ellipse: two half-turns, clockwise like a rect
        cx, cy = g.get("cx", ZERO), g.get("cy", ZERO)
        rx = g.get("r", g.get("rx", ZERO))
        ry = g.get("r", g.get("ry", ZERO))
        if rx <= 0 or ry <= 0:
            return None
        segments = [
            ("M", [cx - rx, cy]),
            ("A", [rx, ry, ZERO, ZERO, Decimal(1), cx + rx, cy]),
            ("A", [rx, ry, ZERO, ZERO, Decimal(1), cx - rx, cy]),
            ("Z", []),
        ]
        return _Path(segments, (cx - rx, cy - ry, cx + rx, cy + ry), 1, (cx, cy, rx, ry))
    return _Path(segments, _box(segments), _winding(segments))


# --------------------------------------------------------------------------- the document


@dataclass
class _Node:
    """One element: its name, its place (geometry and other attributes), its look."""

    tag: str
    attrs: dict[str, str]
    style: dict[str, str]
    children: list[_Node | str] = field(default_factory=list)  # str: text content
    path: _Path | None = None  # a shape that may merge with its neighbours

    def touches(self, other: _Node) -> bool:
        """Whether the two shapes may touch, counting their outlines generously."""
        assert self.path is not None and other.path is not None
        pad = 2 * max(_stroke_width(self.style), _stroke_width(other.style))
        a, b = self.path.box, other.path.box
        return not (
            a[2] + pad < b[0] or b[2] + pad < a[0] or a[3] + pad < b[1] or b[3] + pad < a[1]
        )


def _stroke_width(style: dict[str, str]) -> Decimal:
    if style.get("stroke", "none") == "none":
        return ZERO
    try:
        return Decimal(style.get("stroke-width", "1").removesuffix("px"))
    except ArithmeticError:
        return Decimal(10)


def _name(tag: str) -> str:
    for ns, prefix in ((_SVG, ""), (_XLINK, ""), (_XML, "xml:")):
        if tag.startswith(ns):
            return prefix + tag[len(ns) :]
    return tag


def _node(el: ET.Element, top: bool) -> _Node:
    tag = _name(el.tag)
    attrs: dict[str, str] = {}
    style: dict[str, str] = {}
    for key, value in el.attrib.items():
        key = _name(key)
        if (
            key in ("class", "role")
            or key.startswith("aria-")
            or (key.startswith("data-") and not top)
        ):
            continue  # but the picture's own data (which card it is) stays, for tools
        if top and key in ("width", "height", "version"):
            continue  # an image is sized by its <img>
        if key == "style":  # a style attribute holds presentation properties too
            for prop in value.split(";"):
                name, _, v = prop.partition(":")
                if name.strip():
                    style[name.strip()] = _value(
                        name.strip(), v.removesuffix("px") if name.strip() in _IN_PIXELS else v
                    )
        elif key in PRESENTATION:
            style[key] = _value(key, value)
        else:
            attrs[key] = value if key in ("d", "points") else _value(key, value)
    if tag == "line":
        style.setdefault("fill", "none")  # a line has no inside; as a path it would
    node = _Node(tag, attrs, style)
    if el.text and el.text.strip() or tag in ("text", "tspan", "style"):
        node.children.append(" ".join((el.text or "").split()) if tag == "style" else el.text or "")
    for child in el:
        if _name(child.tag) not in _FOR_READERS:
            node.children.append(_node(child, False))
        if child.tail and tag in ("text", "tspan"):
            node.children.append(child.tail)
    if (
        tag in _SHAPES
        and set(attrs) <= _GEOMETRY[tag]
        and not any(k in style for k in _SEE_THROUGH)
    ):
        node.path = _shape_path(tag, attrs)
    return node


def _mergeable(run: list[_Node], node: _Node) -> bool:
    """Whether ``node`` can join ``run`` (shapes of its style) as more of one path."""
    if node.path is None or run[-1].path is None or node.style != run[-1].style:
        return False
    if node.style.get("fill") == "none":
        return True  # only outlines: painting them together is their union
    if node.style.get("stroke", "none") == "none":
        same_way = node.path.winding != 0 and all(
            n.path.winding == node.path.winding for n in run if n.path
        )
        if same_way:
            return True
    return not any(node.touches(n) for n in run)


#: Filled circles of one size and colour drawn as dots when there are this many.
DOTS_FROM = 3
_HUNDREDTH, _TEN_THOUSANDTH = Decimal("0.01"), Decimal("0.0001")


def _dots(centres: list[tuple[Decimal, Decimal]], rx: Decimal, ry: Decimal, colour: str) -> _Node:
    """Filled circles of radius ``rx`` as one path of dots: a subpath of length 0 with
    round caps is drawn as a circle as wide as the stroke (``M5 5h0`` is a dot at 5,5).
    Ellipses are circles squeezed by a ``scale``, their centres placed to the
    hundredth of a unit."""
    attrs: dict[str, str] = {}
    squeeze = Decimal(1)
    if ry != rx:
        squeeze = (ry / rx).quantize(_TEN_THOUSANDTH)
        attrs["transform"] = f"scale(1 {_num(squeeze)})"
    segments: list[tuple[str, list[Decimal]]] = []
    for cx, cy in centres:
        y = cy if ry == rx else (cy / squeeze).quantize(_HUNDREDTH)
        segments += [("M", [cx, y]), ("H", [cx])]
    return _Node(
        "path",
        {"d": _write_d(segments), **attrs},
        {"stroke": colour, "stroke-width": _num(2 * rx), "stroke-linecap": "round"},
    )


def _shortest(node: _Node) -> _Node:
    """A lone shape as itself or as a path, whichever is shorter."""
    assert node.path is not None
    as_path = _Node("path", {"d": _write_d(node.path.segments)}, node.style)
    attrs = {k: v for k, v in node.attrs.items() if not (v == "0" and k in _ZERO_BY_DEFAULT)}
    itself = _Node(node.tag, attrs, node.style)
    return min((itself, as_path), key=lambda n: len(_write(n, {})))


_ZERO_BY_DEFAULT = {"x", "y", "cx", "cy", "x1", "y1", "x2", "y2"}


def _merged(run: list[_Node]) -> list[_Node]:
    """A run of shapes that may be painted together, in as few elements as it takes."""
    style = run[0].style
    rest = run
    sizes: dict[tuple[Decimal, Decimal], list[tuple[Decimal, Decimal]]] = {}
    if style.get("fill", "black") != "none" and style.get("stroke", "none") == "none":
        # filled shapes of one colour: their union, in whatever order
        for n in run:
            if n.path and n.path.round:
                cx, cy, rx, ry = n.path.round
                sizes.setdefault((rx, ry), []).append((cx, cy))
        sizes = {size: c for size, c in sizes.items() if len(c) >= DOTS_FROM}
        rest = [n for n in run if not (n.path and n.path.round and n.path.round[2:] in sizes)]
    out = []
    if len(rest) == 1:
        out.append(_shortest(rest[0]))
    elif rest:
        segments = [s for n in rest if n.path for s in n.path.segments]
        out.append(_Node("path", {"d": _write_d(segments)}, style))
    colour = style.get("fill", "black")
    out += [_dots(centres, rx, ry, colour) for (rx, ry), centres in sizes.items()]
    return out


def _flatten(node: _Node) -> None:
    """Merge runs of shapes, and unwrap groups that say nothing of their own."""
    kids: list[_Node | str] = []
    for child in node.children:
        if isinstance(child, _Node):
            _flatten(child)
            if child.tag == "g" and not child.attrs and not child.style:
                kids += child.children
                continue
        kids.append(child)
    # Each shape joins the latest earlier run of its style that it may be painted
    # with, moving back past shapes it does not touch (so their order never shows);
    # anything that is not a shape (words, a nested picture) is a wall it stays behind.
    items: list[list[_Node] | _Node | str] = []
    for child in kids:
        if not isinstance(child, _Node) or child.path is None:
            items.append(child)
            continue
        home = None
        for item in reversed(items):
            if not isinstance(item, list):
                break
            if _mergeable(item, child):
                home = item
                break
            if any(child.touches(n) for n in item):
                break
        if home is None:
            items.append([child])
        else:
            home.append(child)
    node.children = [
        part for item in items for part in (_merged(item) if isinstance(item, list) else [item])
    ]


#: Properties an element takes from its parent unless it sets its own.
_INHERITED = set(PRESENTATION) - {"opacity", "clip-path", "dominant-baseline"}


def _drop_inherited(node: _Node, inherited: dict[str, str]) -> None:
    """Leave out what an element would inherit anyway (a card in a row has the row's
    font); the emptier elements are then more often alike, and shared."""
    for child in node.children:
        if isinstance(child, _Node):
            child.style = {
                k: v
                for k, v in child.style.items()
                if not (k in _INHERITED and inherited.get(k) == v)
            }
            _drop_inherited(
                child, {**inherited, **{k: v for k, v in child.style.items() if k in _INHERITED}}
            )


def _walk(node: _Node):
    yield node
    for child in node.children:
        if isinstance(child, _Node):
            yield from _walk(child)


def _css(style: dict[str, str]) -> str:
    return ";".join(
        f"{k}:{v}px" if k in _IN_PIXELS and re.fullmatch(r"[-\d.]+", v) else f"{k}:{v}"
        for k, v in style.items()
    )


def _quoted(key: str, value: str) -> str:
    """`` key='value'``: single quotes, which a ``data:`` URI in a double-quoted ``src``
    keeps as they are, unless the value holds one (a list of fonts, say)."""
    if "'" in value and '"' not in value:
        return f' {key}="{html.escape(value, quote=False)}"'
    return f" {key}='{html.escape(value)}'"


def _class_name(k: int) -> str:
    """``a``, ``b``, ... ``z``, ``ba``, ``bb``...: the shortest names, in order of use."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    name = letters[k % 26]
    while k >= 26:
        k //= 26
        name = letters[k % 26] + name
    return name


def _looks(root: _Node, sheet_given: bool) -> dict[tuple, str]:
    """Which styles become classes: those cheaper written once in the sheet. When the
    drawing brings a stylesheet of its own, every style does, since that sheet would
    override presentation attributes (CSS always beats them)."""
    uses = Counter(tuple(n.style.items()) for n in _walk(root) if n.style and n is not root)
    classes: dict[tuple, str] = {}
    for look, n in uses.most_common():
        name = _class_name(len(classes))
        as_attributes = n * len("".join(_quoted(k, v) for k, v in look))
        as_class = len(f".{name}{{{_css(dict(look))}}}") + n * len(_quoted("class", name))
        if sheet_given or as_class < as_attributes:
            classes[look] = name
    return classes


def _write(
    node: _Node,
    classes: dict[tuple, str],
    shared: dict[str, str] | None = None,
    top: bool = False,
    sheet: str = "",
) -> str:
    """``node`` as text; an element met before with the same look and the same
    surroundings (in ``shared``: its text -> its id) is written as a ``<use>`` of it."""
    text = _text(node, classes, shared, top, sheet)
    if shared is None or text not in shared:
        return text
    ref = shared[text]
    if ref.startswith("#"):
        return f"<use href='{ref}'/>"
    shared[text] = "#" + ref
    head = len(node.tag) + 1
    return f"{text[:head]} id='{ref}'{text[head:]}"


def _text(
    node: _Node, classes: dict[tuple, str], shared: dict[str, str] | None, top: bool, sheet: str
) -> str:
    look = tuple(node.style.items())
    attrs = "".join(_quoted(k, v) for k, v in node.attrs.items())
    if look in classes and not top:
        attrs += _quoted("class", classes[look])
    elif node.style:
        attrs += "".join(_quoted(k, v) for k, v in node.style.items())
    if top:
        attrs = _quoted("xmlns", "http://www.w3.org/2000/svg") + attrs
    body = sheet + "".join(
        html.escape(c, quote=False) if isinstance(c, str) else _write(c, classes, shared)
        for c in node.children
    )
    if not body:
        return f"<{node.tag}{attrs}/>"
    return f"<{node.tag}{attrs}>{body}</{node.tag}>"


def _repeats(root: _Node, classes: dict[tuple, str]) -> dict[str, str]:
    """Elements drawn more than once in the same surroundings, worth writing once and
    then as ``<use>`` (cards in a row share their frames, and a month its plant):
    their text -> a new id. Only elements whose every ancestor is plain (a nested
    ``<svg>`` or a ``<g>`` with no style), so the copy inherits what the original does."""
    taken = {n.attrs["id"] for n in _walk(root) if "id" in n.attrs}
    counts: Counter[str] = Counter()

    def visit(node: _Node) -> None:
        for child in node.children:
            if isinstance(child, _Node) and child.tag not in ("style", "defs"):
                if "id" not in child.attrs and child.tag != "svg":
                    counts[_text(child, classes, None, False, "")] += 1
                if not child.style and child.tag in ("svg", "g"):
                    visit(child)

    visit(root)
    shared: dict[str, str] = {}
    for text, n in counts.most_common():
        name = _class_name(len(shared))
        while name in taken:
            name += "_"
        # written once with an id, then n - 1 times as <use href='%23name'/>
        if (n - 1) * len(text) > len(f" id='{name}'") + (n - 1) * len(f"<use href='%23{name}'/>"):
            shared[text] = name
    return shared


def compact_svg(svg: str) -> str:
    """The same picture as a standalone SVG document in as few characters as it takes.

    For an SVG shown as an image of its own (see the module's introduction); do not
    inline the result into a page, where its ``<style>`` would apply to the page.

    >>> compact_svg('<svg><circle r="1" fill="red"/><rect width="1" fill="red"/></svg>')
    "<svg xmlns='http://www.w3.org/2000/svg'><circle r='1' fill='red'/><rect width='1' \
fill='red'/></svg>"
    """
    root = _node(ET.fromstring(svg), True)
    _drop_inherited(root, {k: v for k, v in root.style.items() if k in _INHERITED})
    _flatten(root)
    given = any(n.tag == "style" for n in _walk(root))
    classes = _looks(root, given)
    sheet = "".join(f".{name}{{{_css(dict(look))}}}" for look, name in classes.items())
    return _write(
        root,
        classes,
        _repeats(root, classes),
        top=True,
        sheet=f"<style>{html.escape(sheet, quote=False)}</style>" if sheet else "",
    )


#: What a ``data:`` URI must escape: ``%`` and ``#`` (which would start a fragment);
#: and what an attribute in double quotes cannot hold as it is, in HTML or in XHTML
#: (``<``, so the markup around the picture stays well-formed XML).
_URI_ESCAPES = (
    ("%", "%25"),
    ("#", "%23"),
    ('"', "%22"),
    ("&", "%26"),
    ("<", "%3C"),
    ("\n", "%0A"),
    ("\r", "%0D"),
    ("\t", "%09"),
)


def data_uri(svg: str) -> str:
    """``svg`` as a ``data:`` URI for a double-quoted ``src``: escaped only where a URI
    or an HTML attribute needs it, so it stays as long as the SVG itself (base64
    would add a third).

    >>> data_uri("<svg fill='#fff'/>")
    "data:image/svg+xml,%3Csvg fill='%23fff'/>"
    """
    for raw, escaped in _URI_ESCAPES:
        svg = svg.replace(raw, escaped)
    return f"data:image/svg+xml,{svg}"


def img_html(
    uri: str, alt: str, width: str, height: str = "auto", look: str = "", key: str = ""
) -> str:
    """An ``<img>`` of ``uri`` with ``alt`` as its text alternative, sized in CSS;
    ``look`` adds more CSS (where it sits in a row of pictures). Given a ``key``, the
    picture is named (``data-pic``) instead of spelled out, for a view that holds the
    pictures by key (a live table, :mod:`koikoi_edu.render.live`).

    >>> img_html("data:image/svg+xml,...", "a card", "4em", key="pine-crane")
    '<img data-pic="pine-crane" alt="a card" style="width:4em;height:auto"/>'
    """
    more = f";{look.rstrip(';')}" if look else ""
    source = f'data-pic="{html.escape(key)}"' if key else f'src="{uri}"'
    return (
        f'<img {source} alt="{html.escape(alt)}" '
        f'style="width:{html.escape(width)};height:{html.escape(height)}{html.escape(more)}"/>'
    )


_SIZE = re.compile(r"""<svg\b[^>]*?\swidth=["']([^"']+)["'][^>]*?\sheight=["']([^"']+)["']""")


def svg_img(svg: str, alt: str, width: str | None = None) -> str:
    """An ``<img>`` showing ``svg`` (made compact), with ``alt`` as its text alternative.

    The image takes the SVG's own width and height, so an ``em`` size follows the
    page's font; a ``width`` given (a CSS length) overrides them and keeps the
    proportions.

    >>> print(svg_img('<svg width="1em" height="2em"><rect width="1" fill="#fff"/></svg>',
    ...               "blank"))
    <img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'>%3Crect width='1' \
fill='%23fff'/>%3C/svg>" alt="blank" style="width:1em;height:2em"/>
    """
    size = _SIZE.match(svg)
    uri = data_uri(compact_svg(svg))
    if width is not None:
        return img_html(uri, alt, width)
    if size is None:
        return f'<img src="{uri}" alt="{html.escape(alt)}"/>'
    return img_html(uri, alt, size.group(1), size.group(2))
