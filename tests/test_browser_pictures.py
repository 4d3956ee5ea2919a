"""Every compact picture looks like the drawing it was made from, pixel for pixel, in Chromium.

:func:`~koikoi_edu.render.picture.compact_svg` rewrites a drawing (shapes merged into
paths, circles into dots, repeats into ``<use>``), so the test that matters is
the browser's: each card, back, row and chart is drawn twice on a canvas, once
from the SVG the renderer wrote and once from the ``<img>`` a notebook stores, and
the two must agree everywhere but a few anti-aliased edge pixels (a lost
eye, 1.7 units across, is a patch of a hundred pixels at this size).
"""

from __future__ import annotations

import html
import re
import urllib.parse

import pytest
from test_browser import chromium  # noqa: F401  (a fixture)

from koikoi_edu.cards import CARDS
from koikoi_edu.render.cards import (
    card_back_html,
    card_back_svg,
    card_html,
    card_svg,
    cards_svg,
)
from koikoi_edu.render.charts import bar_chart_svg, charts_available
from koikoi_edu.render.picture import svg_img

pytestmark = pytest.mark.browser

SRC = re.compile(r'<img src="([^"]*)"')

# Each card is drawn at four times its size, where a difference shows more.
COMPARE_JS = """async ([before, after, width, height]) => {
    const draw = async uri => {
        const img = new Image(width, height);
        img.src = uri;
        await img.decode();
        const canvas = new OffscreenCanvas(width, height);
        const g = canvas.getContext("2d");
        g.fillStyle = "#fff"; g.fillRect(0, 0, width, height);
        g.drawImage(img, 0, 0, width, height);
        return g.getImageData(0, 0, width, height).data;
    };
    const [a, b] = [await draw(before), await draw(after)];
    const off = new Uint8Array(width * height);
    for (let i = 0; i < off.length; i++) {
        const d = Math.max(Math.abs(a[4 * i] - b[4 * i]), Math.abs(a[4 * i + 1] - b[4 * i + 1]),
                           Math.abs(a[4 * i + 2] - b[4 * i + 2]));
        off[i] = d > 48 ? 1 : 0;
    }
    // a pixel counts when its four neighbours differ too: a shape drawn differently
    // is a patch, an edge anti-aliased differently is a line of dots one pixel thick
    let changed = 0;
    for (let y = 1; y < height - 1; y++) {
        for (let x = 1; x < width - 1; x++) {
            const i = y * width + x;
            if (off[i] && off[i - 1] + off[i + 1] + off[i - width] + off[i + width] === 4) {
                changed++;
            }
        }
    }
    return changed;
}"""


def _pairs() -> list[tuple[str, str, str, int, int]]:
    """(name, the drawing as written, the <img> as stored, width, height in pixels)."""
    pairs = [(c.id, card_svg(c), card_html(c), 336, 528) for c in CARDS]
    pairs += [
        (
            "pine-crane marked",
            card_svg("pine-crane", highlight=True),
            card_html("pine-crane", highlight=True),
            336,
            528,
        ),
        ("back", card_back_svg(), card_back_html(), 336, 528),
        (
            "clover-boar ja",
            card_svg("clover-boar", lang="ja"),
            card_html("clover-boar", lang="ja"),
            336,
            528,
        ),
    ]
    row = [c.id for c in CARDS[24:33]]
    # a row reaches a lesson as its cards' own pictures (cards_html), but a row drawn
    # as one picture is where compact_svg shares the most (frames, plants as <use>)
    for name, drawing, width, height in (
        ("row", cards_svg(row, label="your pile", highlight=row[:2]), 1000, 580),
        ("face-down row", cards_svg(row[:3], face_down=True), 560, 280),
    ):
        pairs.append((name, drawing, svg_img(drawing, name), width, height))
    if charts_available():
        chart = bar_chart_svg(["sanko", "tsukimi"], [5, 5], title="Yaku", ylabel="points")
        pairs.append(("chart", chart, html.escape(chart), 920, 518))
    return pairs


def test_compact_pictures_look_like_their_drawings(chromium):  # noqa: F811
    page = chromium.new_page()
    try:
        worst = {}
        for name, drawing, stored, width, height in _pairs():
            if name == "chart":
                stored = svg_img(drawing, "chart")
            before = "data:image/svg+xml," + urllib.parse.quote(drawing)
            after = html.unescape(SRC.match(stored).group(1))
            worst[name] = page.evaluate(COMPARE_JS, [before, after, width, height])
    finally:
        page.close()
    assert {name: n for name, n in worst.items() if n} == {}
