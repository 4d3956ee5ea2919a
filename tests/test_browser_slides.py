"""The slides of the 45-minute plan, measured in Chromium with RISE at 1280x720.

The lessons the plan uses (00, 03, 04, 05, 06 and 09, in every language) are laid
out for a 1280x720 screen at presentation scale 1 (their ``rise`` metadata). The
test opens each as RISE does (``/rise/<lesson>``, the stored outputs, nothing run
or trusted), steps through every slide with the space bar and measures what the
slide holds: its height, and the right edge of everything drawn in it. Every slide
is at most 1280 pixels wide (a table that does not wrap would be 2,200), and at
most 720 pixels tall, pictures or not, except the slides of :data:`TALLER`, which
scroll: docs/teaching.md gives the figures.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from test_browser import PAGE_MS, chromium  # noqa: F401  (a fixture)
from test_browser_lessons import LESSONS, lessons_lab  # noqa: F401  (a fixture)

pytestmark = pytest.mark.browser

PLAN = (
    "00-start-here",
    "03-a-turn",
    "04-yaku",
    "05-koi-koi-and-multipliers",
    "06-worked-example",
    "09-play",
)
SLIDES = [lesson for lesson in LESSONS if lesson.stem in PLAN]
WIDTH, HEIGHT = 1280, 720

# A scenario player at its start is about 530 px, its table of three rows of cards about
# 460 of them, so a heading and a paragraph go on the slide before the player's own, and
# the player's slide fits 720 with a turn's narration.

#: The one allowance: lesson -> {slide: why it may scroll}, the same in every language
#: (the translations keep the English cells). Take a slide off when it fits.
TALLER = {
    "06-worked-example": {"1.2": "a late-round position on its own slide: both piles are full"},
}

# The slide on screen (the innermost present <section>): which one it is, how tall
# its content is and how far right anything in it reaches.
MEASURE_JS = """() => {
    const bar = (document.querySelector(".reveal .progress span") || {style: {}}).style;
    const present = [...document.querySelectorAll(".reveal section.present")];
    const slide = present[present.length - 1];
    const left = slide.getBoundingClientRect().left;
    const right = Math.max(0, ...[...slide.querySelectorAll("*")].map(
        e => e.getBoundingClientRect().right));
    const top = [...document.querySelectorAll(".reveal .slides > section")].indexOf(present[0]);
    return {slide: top + "." + (present.length > 1 ? [...present[0].children].indexOf(slide) : 0),
            width: Math.round(right - left), height: slide.scrollHeight,
            pictures: slide.querySelector("img") !== null,
            progress: bar.transform || bar.width};
}"""


def slide_sizes(page, url: str) -> dict[str, tuple[int, int, bool]]:
    """(width, height, holds pictures) of every slide of the lesson at ``url``."""
    page.goto(url, timeout=PAGE_MS)
    page.locator(".reveal section.present").first.wait_for(timeout=PAGE_MS)
    page.wait_for_timeout(2000)  # the outputs are drawn after the slides are laid out
    sizes: dict[str, tuple[int, int, bool]] = {}
    seen = set()
    while True:
        m = page.evaluate(MEASURE_JS)
        if (m["slide"], m["progress"]) in seen:  # a fragment moves the progress bar only
            return sizes
        seen.add((m["slide"], m["progress"]))
        sizes[m["slide"]] = (m["width"], m["height"], m["pictures"])
        page.evaluate("() => document.activeElement && document.activeElement.blur()")
        page.keyboard.press("Space")
        page.wait_for_timeout(300)


@pytest.mark.skipif(
    importlib.util.find_spec("jupyterlab_rise") is None, reason="jupyterlab-rise is not installed"
)
@pytest.mark.parametrize("lesson", SLIDES, ids=str)
def test_every_slide_of_the_plan_fits_the_screen(
    chromium,  # noqa: F811
    lessons_lab,  # noqa: F811
    lesson: Path,
    record_property,
):
    page = chromium.new_page(viewport={"width": WIDTH, "height": HEIGHT})
    try:
        sizes = slide_sizes(
            page, f"{lessons_lab.url}/rise/{lesson.as_posix()}?token={lessons_lab.token}"
        )
    finally:
        page.close()
    record_property("slides", sizes)
    assert len(sizes) > 3
    assert {k: s for k, s in sizes.items() if s[0] > WIDTH} == {}
    allowed = TALLER.get(lesson.stem, {})
    assert {k: s for k, s in sizes.items() if s[1] > HEIGHT and k not in allowed} == {}
