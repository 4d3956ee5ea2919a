"""Pictures for HTML: compact SVG that paints what the drawing paints, in fewer characters.

What a merge may and may not do is checked here on small drawings whose answer is
known; that every card and chart still looks the same is checked in Chromium
(tests/test_browser_pictures.py). Then how a stored lesson keeps its pictures as
files (koikoi_edu/picture_files.py), and only in a kernel that loads that extension
(tests/test_course_size.py checks the lessons).
"""

from __future__ import annotations

import os
import sys
import xml.etree.ElementTree as ET
from decimal import Decimal
from pathlib import Path

import nbformat
from hypothesis import given
from hypothesis import strategies as st
from nbformat.v4 import new_code_cell

from koikoi_edu.picture_files import PICTURES, kernel_environment, picture_name, stored_html
from koikoi_edu.render.picture import _parse_d, _write_d, compact_svg, data_uri, img_html, svg_img

NS = "{http://www.w3.org/2000/svg}"
ROOT = Path(__file__).resolve().parent.parent


def svg(body: str, **root: str) -> str:
    attrs = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in root.items())
    return f'<svg xmlns="http://www.w3.org/2000/svg"{attrs}>{body}</svg>'


def shapes(packed: str) -> list[ET.Element]:
    return [el for el in ET.fromstring(packed) if el.tag != f"{NS}style"]


def test_outlines_of_one_style_become_one_path():
    packed = compact_svg(
        svg(
            '<line x1="0" y1="0" x2="4" y2="0" stroke="red"/>'
            '<line x1="0" y1="0" x2="4" y2="4" stroke="red"/>'
            '<path d="M9 9 L 9 1" fill="none" stroke="red"/>'
            '<line x1="0" y1="1" x2="4" y2="1" stroke="blue"/>'
        )
    )
    red, blue = shapes(packed)
    assert red.get("d") == "M0 0h4M0 0l4 4m5 5V1" and blue.get("stroke") == "blue"


def test_outlined_shapes_merge_only_when_apart():
    look = 'fill="gold" stroke="black"'
    apart = compact_svg(
        svg(f'<circle cx="5" cy="5" r="2" {look}/><circle cx="50" cy="5" r="2" {look}/>')
    )
    assert len(shapes(apart)) == 1
    # overlapping: the second's fill must still cover the first's outline
    over = compact_svg(
        svg(f'<circle cx="5" cy="5" r="2" {look}/><circle cx="7" cy="5" r="2" {look}/>')
    )
    assert [el.tag for el in shapes(over)] == [f"{NS}circle", f"{NS}circle"]


def test_filled_shapes_merge_when_wound_alike_and_never_past_what_they_touch():
    # two overlapping squares wound the same way: their union under non-zero
    same = compact_svg(
        svg(
            '<polygon points="0,0 4,0 4,4 0,4" fill="red"/>'
            '<polygon points="2,2 6,2 6,6 2,6" fill="red"/>'
        )
    )
    assert len(shapes(same)) == 1
    # wound opposite ways they would leave a hole where they overlap
    opposite = compact_svg(
        svg(
            '<polygon points="0,0 4,0 4,4 0,4" fill="red"/>'
            '<polygon points="2,2 2,6 6,6 6,2" fill="red"/>'
        )
    )
    assert len(shapes(opposite)) == 2
    # a red square may not jump back over the blue one it overlaps
    layered = compact_svg(
        svg(
            '<rect width="4" height="4" fill="red"/>'
            '<rect x="2" width="4" height="4" fill="blue"/>'
            '<rect x="3" width="4" height="4" fill="red"/>'
        )
    )
    assert [el.get("fill") for el in shapes(layered)] == ["red", "blue", "red"]
    # ...but it may jump over one far away
    apart = compact_svg(
        svg(
            '<rect width="4" height="4" fill="red"/>'
            '<rect x="20" width="4" height="4" fill="blue"/>'
            '<rect x="8" width="4" height="4" fill="red"/>'
        )
    )
    assert [el.get("fill") for el in shapes(apart)] == ["red", "blue"]


def test_see_through_shapes_and_shapes_with_ids_stay_apart():
    packed = compact_svg(
        svg(
            '<rect width="4" height="4" fill="red" opacity="0.5"/>'
            '<rect x="8" width="4" height="4" fill="red" opacity="0.5"/>'
            '<rect id="a" x="16" width="4" height="4" fill="red"/>'
            '<rect x="24" width="4" height="4" fill="red"/>'
        )
    )
    assert len(shapes(packed)) == 4


def test_many_filled_circles_of_a_size_are_dots():
    dots = "".join(f'<circle cx="{x}" cy="3" r="1.5" fill="red"/>' for x in (2, 9, 16))
    (path,) = shapes(compact_svg(svg(dots)))
    assert path.get("d") == "M2 3h0m7 0h0m7 0h0"
    assert (path.get("stroke"), path.get("stroke-width"), path.get("stroke-linecap")) == (
        "red",
        "3",
        "round",
    )
    ovals = "".join(f'<ellipse cx="{x}" cy="4" rx="2" ry="1" fill="red"/>' for x in (2, 9, 16))
    (path,) = shapes(compact_svg(svg(ovals)))
    assert path.get("transform") == "scale(1 .5)" and path.get("d").startswith("M2 8h0")


def test_repeated_elements_are_drawn_once_and_used_again():
    frame = '<rect x="3" y="3" width="78" height="126" rx="5" fill="red" stroke="blue"/>'
    row = svg("".join(f'<svg x="{x}" width="84" height="132">{frame}</svg>' for x in (0, 90, 180)))
    packed = compact_svg(row)
    assert packed.count("<rect") == 1 and packed.count("<use href='#a'/>") == 2
    assert " id='a'" in packed


def test_words_for_readers_leave_and_inherited_style_is_not_repeated():
    packed = compact_svg(
        svg(
            '<title>t</title><desc>d</desc><g font-family="serif">'
            '<text x="1" y="2" font-family="serif" class="k">hi &amp; bye</text>'
            "</g>",
            width="2em",
            height="3em",
            role="img",
            aria_label="x",
            data_card="pine-crane",
            font_family="serif",
        )
    )
    assert packed == (
        "<svg xmlns='http://www.w3.org/2000/svg' data-card='pine-crane' "
        "font-family='serif'><text x='1' y='2'>hi &amp; bye</text></svg>"
    )


def test_a_foreign_stylesheet_keeps_every_style_in_classes():
    # matplotlib's "*{stroke-linejoin: round}" would beat a presentation attribute
    packed = compact_svg(
        svg(
            "<defs><style>*{stroke-linejoin: round}</style></defs>"
            '<path d="M0 0L1 1" '
            'style="stroke: #000000; stroke-linejoin: miter"/>'
        )
    )
    assert "<style>*{stroke-linejoin: round}</style>" in packed
    assert ".a{stroke:#000;stroke-linejoin:miter}" in packed and "class='a'" in packed


NUMBER = st.decimals(min_value=-500, max_value=500, places=1, allow_nan=False, allow_infinity=False)
POINT = st.lists(NUMBER, min_size=2, max_size=2)


@st.composite
def segments(draw) -> list[tuple[str, list[Decimal]]]:
    out = [("M", draw(POINT))]
    for _ in range(draw(st.integers(0, 8))):
        big = draw(st.sampled_from("MLCQZ"))
        n = {"M": 2, "L": 2, "C": 6, "Q": 4, "Z": 0}[big]
        out.append((big, [draw(NUMBER) for _ in range(n)]))
    return out


def _plain(segs: list[tuple[str, list[Decimal]]]) -> list[tuple[str, list[Decimal]]]:
    """H and V as the L they are, so paths written either way compare equal."""
    out, x, y, sx, sy = [], Decimal(0), Decimal(0), Decimal(0), Decimal(0)
    for big, args in segs:
        if big == "H":
            big, args = "L", [args[0], y]
        elif big == "V":
            big, args = "L", [x, args[0]]
        out.append((big, [a.normalize() for a in args]))
        if big == "Z":
            x, y = sx, sy
        elif args:
            x, y = args[-2], args[-1]
        if big == "M":
            sx, sy = x, y
    return out


@given(segments())
def test_path_data_is_written_exactly_however_short(segs):
    written = _write_d(segs)
    assert _plain(_parse_d(written)) == _plain(segs)


def test_path_data_leaves_out_every_separator_it_can():
    segs = _parse_d("M 10 10 L 10.5 10.5 L 11 10.5 C 0 0 -1 -1 0.5 0.5")
    assert _write_d(segs) == "M10 10l.5.5h.5C0 0-1-1 .5.5"


def test_a_data_uri_escapes_only_what_it_must():
    assert data_uri("<svg fill='#fff'>&amp; 100%\"</svg>") == (
        "data:image/svg+xml,%3Csvg fill='%23fff'>%26amp; 100%25%22%3C/svg>"
    )
    assert img_html("data:x", 'a "b"', "1em") == (
        '<img src="data:x" alt="a &quot;b&quot;" style="width:1em;height:auto"/>'
    )
    assert svg_img(svg("", width="3em", height="1em"), "blank").endswith(
        'alt="blank" style="width:3em;height:1em"/>'
    )


def test_a_stored_picture_is_a_file_named_by_its_content_relative_to_the_lesson(
    tmp_path, monkeypatch
):
    pictures, lesson = tmp_path / "pictures", tmp_path / "ru"
    lesson.mkdir()
    monkeypatch.chdir(lesson)  # a kernel runs in its lesson's folder
    card = svg_img(svg('<rect width="4" height="4" fill="#e53"/>', width="1em"), "a card")
    page = f"<div>{card}<b>words</b>{card}</div>"
    stored = stored_html(page, pictures)
    (name,) = os.listdir(pictures)
    assert stored == page.replace(card.split('"')[1], f"../pictures/{name}")
    drawn = (pictures / name).read_text(encoding="utf-8")
    assert drawn == compact_svg(svg('<rect width="4" height="4" fill="#e53"/>'))
    assert name == picture_name(drawn)
    assert stored_html(page, pictures) == stored and os.listdir(pictures) == [name]
    assert stored_html("<b>no picture</b>", pictures) == "<b>no picture</b>"


# A lesson run by scripts/run_notebooks.py, in a real kernel, whose cells say what
# the extension did: shown as a cell's value or by display(), a widget's snapshot
# included, and what the widget itself holds (its live view).
_LESSON = [
    "from IPython.display import HTML, display\n"
    "from koikoi_edu.render.cards import card_html\n"
    "from koikoi_edu.widgets.self_check import SelfCheck\n"
    "HTML(card_html('pine-crane'))",
    "check = SelfCheck.pile_points(['pine-crane', 'pine-plain-1'])\n"
    "display(check)\n"
    "live = [w.value for w in check.children if '<img' in str(getattr(w, 'value', ''))]\n"
    "print(bool(live) and all('src=\"data:image/svg+xml,' in v for v in live),\n"
    "      card_html('pine-crane')[:14])",
    "%unload_ext koikoi_edu.picture_files\n"
    "print('format' in vars(get_ipython().display_formatter))\n"
    "HTML(card_html('pine-crane'))",
    "%load_ext koikoi_edu.picture_files\nHTML(card_html('pine-crane'))",
]
# Every module of the package imported in a kernel that names a folder for pictures
# but does not load the extension (as the storing kernels did before it was one).
_ONLY_IMPORTED = [
    "import importlib, pkgutil, koikoi_edu\n"
    "from IPython.display import HTML\n"
    "for m in pkgutil.walk_packages(koikoi_edu.__path__, 'koikoi_edu.'):\n"
    "    if m.name != 'koikoi_edu.__main__':\n"
    "        importlib.import_module(m.name)\n"
    "print('format' in vars(get_ipython().display_formatter))\n"
    "HTML(koikoi_edu.render.cards.card_html('pine-crane'))",
]


def _run_lesson(cells: list[str], folder):
    """``cells`` run as a lesson in ``folder`` by the lesson runner: each cell's
    outputs as text (HTML, or what it printed)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import run_notebooks  # a sibling script, not a package

    lesson = folder / "lesson.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[new_code_cell(c) for c in cells]), lesson)
    nb = run_notebooks.run(lesson, timeout=120)
    return [
        [o.get("data", {}).get("text/html", o.get("text")) for o in cell.outputs]
        for cell in nb.cells
    ]


def test_a_kernel_that_loads_the_extension_stores_what_it_shows_as_files(tmp_path, monkeypatch):
    # started as the lesson runner and nbval start a lesson's kernel; in ru/, as a
    # Russian lesson is, to name the shared folder one level up
    pictures, folder = tmp_path / "pictures", tmp_path / "ru"
    folder.mkdir()
    for name, value in kernel_environment(pictures).items():
        monkeypatch.setenv(name, value)
    shown, (snapshot, live), (restored, unloaded), (again,) = _run_lesson(_LESSON, folder)
    (card,) = shown
    assert card.startswith('<img src="../pictures/') and "data:" not in card
    assert 'src="../pictures/' in snapshot and "data:image" not in snapshot
    assert live == 'True <img src="data\n'  # the live view, and what a renderer returns
    assert restored == "False\n"  # the formatter's own method, not a wrapper
    assert unloaded.startswith('<img src="data:image/svg+xml,')
    assert again == card
    files = sorted(os.listdir(pictures))
    assert len(files) >= 2 and f"../pictures/{files[0]}" in card + snapshot


def test_a_kernel_that_does_not_load_it_keeps_data_uris_whatever_it_imports(tmp_path, monkeypatch):
    monkeypatch.setenv(PICTURES, str(tmp_path / "pictures"))
    monkeypatch.delenv("PYTHONSTARTUP", raising=False)
    ((wrapped, card),) = _run_lesson(_ONLY_IMPORTED, tmp_path)
    assert wrapped == "False\n"
    assert card.startswith('<img src="data:image/svg+xml,')
    assert not (tmp_path / "pictures").exists()
