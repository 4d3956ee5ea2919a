"""Build the teacher's pack: every printable of the course as PDFs, one folder a language.

    python scripts/teacher_pack.py                # into build/teacher-pack/ (make teacher-pack)
    python scripts/teacher_pack.py --no-slides    # all but the slides: no JupyterLab needed
    python scripts/teacher_pack.py --out DIR

A teacher should not need Python, Playwright or Chromium to teach from the course; this
script needs them once, to print. For each language of the course (en, ru, uk) it writes
``<lang>/``:

* ``slides/<lesson>.pdf``: the slides of the lessons the 45-minute plan presents
  (:data:`SLIDE_LESSONS`), printed as RISE shows them (``scripts/slides_pdf.py``);
* ``worksheets.pdf``, one A4 page a lesson, and ``answer-key.pdf``
  (``scripts/worksheets.py``, from the lessons' stored self-checks);
* ``cheatsheet-<preset>.pdf``: the cheat sheet of every preset (``koikoi-edu cheatsheet``);
* ``run-sheet.pdf``: one page, a 45-minute lesson with the slides of 00, 03 and 04 and a
  round in pairs with real or printed cards;
* ``cards.pdf``: the 48 teaching cards (``koikoi_edu.render.cards``) with their words in
  the language, to print on card stock and cut along the dashed lines;
* ``index.html``, which links them all with their page counts.

Every word is the catalogue's (``pack.*`` in ``koikoi_edu/words/en.py``). The HTML pages
are printed to A4 by headless Chromium; each file is written through
``koikoi_edu.writing``. ``scripts/build_site.py`` copies the pack into the static site.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from html import escape
from pathlib import Path

import slides_pdf  # beside this script, which puts its folder on sys.path
from chromium import CHROMIUM
from slides_pdf import pdf_pages
from worksheets import answer_key_html, worksheets_html

from koikoi_edu.cards import CARDS
from koikoi_edu.render.cards import FONT, card_picture
from koikoi_edu.render.cheatsheet import cheatsheet_html
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.words import say
from koikoi_edu.writing import write_bytes, write_text

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "teacher-pack"
LANGUAGES = ("en", "ru", "uk")
#: The lessons whose slides the pack prints: those the plans of docs/teaching.md present.
SLIDE_LESSONS = ("00-start-here", "03-a-turn", "04-yaku", "05-koi-koi-and-multipliers")
#: The run sheet's steps: (first minute, last minute, the catalogue's words).
RUN = ((0, 5, "pack.run.00"), (5, 15, "pack.run.03"), (15, 25, "pack.run.04"))
RUN += ((25, 40, "pack.run.pairs"), (40, 45, "pack.run.close"))
#: A printed card's width: a real hanafuda card is about 32 x 53 mm.
CARD_MM = 30

_PAGE_CSS = f"""
@page {{ size: A4; margin: 12mm; }}
body {{ font-family: {FONT}; font-size: 11pt; line-height: 1.35; margin: 0; }}
h1 {{ font-size: 17pt; margin: 0 0 4mm; }}
table.run {{ border-collapse: collapse; width: 100%; }}
table.run td {{ border-top: 0.3mm solid #999; padding: 2.5mm 2mm; vertical-align: top; }}
table.run td.min {{ white-space: nowrap; font-weight: bold; width: 22mm; }}
.deck {{ display: grid; grid-template-columns: repeat(6, {CARD_MM}mm); gap: 0; }}
.deck img {{ width: {CARD_MM}mm; display: block; outline: 0.3mm dashed #777;
  outline-offset: -0.15mm; break-inside: avoid; }}
"""


def _html(lang: str, title: str, body: str) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"/>'
        f"<title>{escape(title)}</title><style>{_PAGE_CSS}</style></head>"
        f"<body>{body}</body></html>\n"
    )


def run_sheet_html(lang: str) -> str:
    """The one-page plan of a 45-minute lesson, in ``lang``."""
    rows = "".join(
        f'<tr><td class="min">{escape(say("pack.run.minutes", lang, start=a, end=b))}</td>'
        f"<td>{escape(say(key, lang))}</td></tr>"
        for a, b, key in RUN
    )
    title = say("pack.run-sheet", lang)
    return _html(
        lang,
        title,
        f"<h1>{escape(title)}</h1><p>{escape(say('pack.run.need', lang))}</p>"
        f'<table class="run">{rows}</table><p>{escape(say("pack.run.after", lang))}</p>',
    )


def cards_html(lang: str) -> str:
    """The 48 teaching cards, six a row, each framed by its dashed cut line."""
    title = say("pack.deck", lang)
    pictures = "".join(f'<img src="{card_picture(c, lang)}" alt="{escape(c.id)}"/>' for c in CARDS)
    return _html(
        lang,
        title,
        f"<h1>{escape(title)}</h1><p>{escape(say('pack.deck.cut', lang))}</p>"
        f'<div class="deck">{pictures}</div>',
    )


def print_pdf(browser, html: str) -> bytes:
    """``html`` printed to A4 (its own ``@page`` size where it sets one)."""
    page = browser.new_page()
    try:
        page.set_content(html, wait_until="load")
        return page.pdf(format="A4", print_background=True, prefer_css_page_size=True)
    finally:
        page.close()


def index_html(lang: str, files: dict[str, list[tuple[str, int]]]) -> str:
    """The language's page of the pack: each file with its page count."""
    sections = "".join(
        f"<h2>{escape(say(heading, lang))}</h2><ul>"
        + "".join(
            f'<li><a href="{escape(name)}">{escape(name)}</a> ({pages})</li>'
            for name, pages in items
        )
        + "</ul>"
        for heading, items in files.items()
    )
    title = say("pack.title", lang)
    return _html(
        lang, title, f"<h1>{escape(title)}</h1><p>{escape(say('pack.intro', lang))}</p>{sections}"
    )


def build(out: Path, slides: bool, chromium: Path | None) -> list[tuple[Path, int]]:
    """Write the pack into ``out``; the files written with their page counts."""
    from playwright.sync_api import sync_playwright

    written: list[tuple[Path, int]] = []
    shutil.rmtree(out, ignore_errors=True)
    if slides:
        with tempfile.TemporaryDirectory() as tmp:
            lessons = [
                slides_pdf.NOTEBOOKS / (f"{lang}/" if lang != "en" else "") / f"{stem}.ipynb"
                for lang in LANGUAGES
                for stem in SLIDE_LESSONS
            ]
            args = [str(p) for p in lessons] + ["--out", tmp]
            slides_pdf.main(args + (["--chromium", str(chromium)] if chromium else []))
            for pdf in sorted(Path(tmp).rglob("*.pdf")):
                target = out / pdf.parent.name / "slides" / pdf.name
                target.parent.mkdir(parents=True, exist_ok=True)
                write_bytes(target, pdf.read_bytes())
    with sync_playwright() as p:
        exe = chromium or (CHROMIUM if CHROMIUM.exists() else None)
        browser = p.chromium.launch(
            executable_path=str(exe) if exe else None, args=["--no-sandbox", "--disable-gpu"]
        )
        for lang in LANGUAGES:
            folder = out / lang
            folder.mkdir(parents=True, exist_ok=True)
            pages = {
                "worksheets.pdf": worksheets_html(lang),
                "answer-key.pdf": answer_key_html(lang),
                "run-sheet.pdf": run_sheet_html(lang),
                "cards.pdf": cards_html(lang),
                **{
                    f"cheatsheet-{name}.pdf": cheatsheet_html(Rules.preset(name), lang)
                    for name in PRESETS
                },
            }
            for name, html in pages.items():
                pdf = print_pdf(browser, html)
                write_bytes(folder / name, pdf)
            counted = {
                pdf.relative_to(folder).as_posix(): pdf_pages(pdf.read_bytes())
                for pdf in sorted(folder.rglob("*.pdf"))
            }
            files = {
                "pack.run-sheet": [("run-sheet.pdf", counted["run-sheet.pdf"])],
                "pack.slides": [(n, c) for n, c in counted.items() if n.startswith("slides/")],
                "pack.worksheets": [("worksheets.pdf", counted["worksheets.pdf"])],
                "pack.answer-key": [("answer-key.pdf", counted["answer-key.pdf"])],
                "pack.cheatsheets": [
                    (n, c) for n, c in counted.items() if n.startswith("cheatsheet-")
                ],
                "pack.deck": [("cards.pdf", counted["cards.pdf"])],
            }
            write_text(
                folder / "index.html", index_html(lang, {k: v for k, v in files.items() if v})
            )
            written += [(folder / n, c) for n, c in counted.items()]
        browser.close()
    links = "".join(
        f'<li><a href="{lang}/index.html">{escape(say("pack.title", lang))}</a></li>'
        for lang in LANGUAGES
    )
    write_text(out / "index.html", _html("en", say("pack.title"), f"<ul>{links}</ul>"))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"default: {OUT}")
    parser.add_argument("--no-slides", action="store_true", help="leave the slides out")
    parser.add_argument("--chromium", type=Path, help="the Chromium to print with")
    args = parser.parse_args(argv)
    for path, pages in build(args.out, not args.no_slides, args.chromium):
        print(f"{path.relative_to(args.out)}: {pages} pages, {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
