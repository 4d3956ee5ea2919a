"""The class report in a browser: at 1000 px wide every table fits and a learner's row
is one line, in en, ru and uk; on a phone (390 px) a wide table scrolls inside itself,
never the page."""

from __future__ import annotations

import pytest
from test_browser import chromium  # noqa: F401
from test_class_report import classroom  # noqa: F401

from koikoi_edu.classroom import read_class, summarize
from koikoi_edu.render.class_report import class_report_html

pytestmark = pytest.mark.browser

MEASURE = """() => ({
  page: document.documentElement.scrollWidth,
  boxes: [...document.querySelectorAll('.wide')].map((b) => [b.scrollWidth, b.clientWidth]),
  rows: [...document.querySelectorAll('.wide')].at(-2).querySelectorAll('tr td:first-child')
    .length,
  heights: [...[...document.querySelectorAll('.wide')].at(-2).querySelectorAll('tr')].slice(1)
    .map((r) => r.getBoundingClientRect().height),
  line: parseFloat(getComputedStyle(document.body).fontSize),
})"""


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_report_fits_1000_px_and_scrolls_its_tables_on_a_phone(
    chromium,  # noqa: F811
    classroom,  # noqa: F811
    tmp_path,
    lang,
):
    folder, _ = classroom
    page_file = tmp_path / "report.html"
    page_file.write_text(class_report_html(summarize(read_class(folder)), lang))
    page = chromium.new_page(viewport={"width": 1000, "height": 900})
    try:
        page.goto(page_file.as_uri())
        wide = page.evaluate(MEASURE)
        page.set_viewport_size({"width": 390, "height": 844})
        phone = page.evaluate(MEASURE)
    finally:
        page.close()
    assert wide["page"] <= 1000 and phone["page"] <= 390
    assert all(inner <= shown for inner, shown in wide["boxes"])  # nothing to scroll at 1000
    assert any(inner > shown for inner, shown in phone["boxes"])  # the learners' table scrolls
    assert wide["rows"] == 30  # the learners' table, before the files skipped
    assert max(wide["heights"]) < 2 * wide["line"]  # one line a learner
