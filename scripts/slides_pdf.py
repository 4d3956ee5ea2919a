"""Print each lesson's slides to a PDF, as RISE shows them: one slide a page.

    python scripts/slides_pdf.py                          # every lesson, into build/slides/
    python scripts/slides_pdf.py notebooks/05-*.ipynb --out DIR

RISE shows a lesson as reveal.js slides. Asked for ``?print-pdf`` in its address,
reveal.js lays the slides out one a page (``pdfSeparateFragments=false``: each slide
once, as it ends), and ``notebooks/rise.css`` lets that layout out of JupyterLab's
panels. This script starts JupyterLab (``scripts/jupyter_lab.py``, drawing every cell
at once) on a temporary copy of the course, opens each lesson so in headless Chromium
and prints it: the 1280x720 slides with RISE's margin round them, on pages of
1408x792 px. Nothing is run: the slides show the stored
outputs, as a class sees them before a cell runs. Each PDF is written through
``koikoi_edu.writing``, as ``<lang>/<lesson>.pdf``. It needs JupyterLab with
jupyterlab-rise (the ``lab`` extra) and Playwright with a Chromium (``--chromium``
names one; the system's ``/usr/bin/chromium`` when it is there). A teacher can print
one lesson by hand the same way (docs/teaching.md, "Presenting").
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
from pathlib import Path

from chromium import CHROMIUM  # beside this script, which puts its folder on sys.path
from jupyter_lab import jupyterlab

from koikoi_edu.writing import write_bytes

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
OUT = ROOT / "build" / "slides"
#: What reveal.js reads from the address: the print layout, a slide's fragments at once.
PRINT_QUERY = "print-pdf&pdfSeparateFragments=false"
PAGE_MS = 180_000
SETTLE_MS = 3000  # the outputs are drawn after reveal.js has laid out the pages


def slide_lessons() -> list[Path]:
    """Every lesson with slides (``rise`` metadata), relative to notebooks/, in order."""
    return [
        p.relative_to(NOTEBOOKS)
        for p in sorted(NOTEBOOKS.rglob("[0-9][0-9]-*.ipynb"))
        if ".ipynb_checkpoints" not in p.parts
        and "rise" in json.loads(p.read_text(encoding="utf-8")).get("metadata", {})
    ]


def print_slides(browser, url: str) -> tuple[bytes, int]:
    """The PDF of the lesson RISE shows at ``url`` (its ``/rise/...`` address with the
    server's token), and how many slides reveal.js laid out: one page each."""
    sep = "&" if "?" in url else "?"
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    try:
        page.goto(f"{url}{sep}{PRINT_QUERY}", timeout=PAGE_MS)
        page.locator(".reveal .pdf-page").first.wait_for(state="attached", timeout=PAGE_MS)
        page.wait_for_timeout(SETTLE_MS)
        pdf = page.pdf(prefer_css_page_size=True, print_background=True)
        return pdf, page.locator(".reveal .pdf-page").count()  # as laid out for printing
    finally:
        page.close()


def pdf_pages(pdf: bytes) -> int:
    """How many pages a PDF of Chromium's has."""
    return len(re.findall(rb"/Type\s*/Page\b", pdf))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lessons", nargs="*", type=Path, help="default: every lesson")
    parser.add_argument("--out", type=Path, default=OUT, help=f"default: {OUT}")
    parser.add_argument("--chromium", type=Path, help="the Chromium to print with")
    args = parser.parse_args(argv)
    lessons = [p.resolve().relative_to(NOTEBOOKS) for p in args.lessons] or slide_lessons()
    chromium = args.chromium or (CHROMIUM if CHROMIUM.exists() else None)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        root = Path(tmp) / "course"
        shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        browser = p.chromium.launch(
            executable_path=str(chromium) if chromium else None, args=["--no-sandbox"]
        )
        # every cell drawn, or the PDF would hold only the cells of the first screen
        with jupyterlab(root, Path(tmp) / "jupyter", render_all=True) as lab:
            for lesson in lessons:
                address = f"{lab.url}/rise/{lesson.as_posix()}?token={lab.token}"
                pdf, slides = print_slides(browser, address)
                lang = lesson.parts[0] if len(lesson.parts) > 1 else "en"
                out = args.out / lang / f"{lesson.stem}.pdf"
                out.parent.mkdir(parents=True, exist_ok=True)
                write_bytes(out, pdf)
                print(f"{out}: {slides} slides, {pdf_pages(pdf)} pages")
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
