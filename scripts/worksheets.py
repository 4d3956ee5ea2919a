"""Write a printable worksheet for each lesson, and its answer key, in every language.

    python scripts/worksheets.py                  # into build/worksheets/
    python scripts/worksheets.py --out DIR

For each language of the course it writes two pages to print from the browser:
``<lang>/worksheets.html``, one A4 page per lesson (lesson 00 on page 1) with every
self-check of the lesson as a question on paper, and ``<lang>/answer-key.html``, the
teacher's page of answers and explanations for each lesson. Nothing is typed in by
hand: the questions, their cards and choices are the self-checks' own stored outputs
(the HTML a stored lesson shows), the answers are the engine's (the output metadata
``scripts/answer_key.py`` reads for the guides). Each page holds its pictures, so a
page can be mailed or printed alone. ``tests/test_worksheets.py`` prints every page
in headless Chromium and counts one A4 page per lesson.
"""

from __future__ import annotations

import argparse
import sys
from html import escape
from html.parser import HTMLParser
from pathlib import Path

from answer_key import GUIDES, ROOT, displayed, follow_ups, title

from koikoi_edu.picture_files import PICTURE_FILE, PICTURE_FOLDER
from koikoi_edu.render.picture import data_uri
from koikoi_edu.words import say
from koikoi_edu.writing import write_text

OUT = ROOT / "build" / "worksheets"
#: How a follow-up question is numbered under its check: 2, then 2a.
_LETTERS = "abcdefgh"

# A4 less 10 mm margins is 190 x 277 mm, US Letter 196 x 259 mm: a page is 190 mm wide.
# The cards of a self-check are sized in em: at 10.5 pt a card of a pile is 13.5 mm wide,
# its words 4.4 pt; a whole table fits a column at 8 pt. Those sizes fit the lesson with
# the most to ask (03, seven checks and their figures) on one Letter page.
_CSS = """
@page { size: auto; margin: 10mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 10pt/1.25 system-ui, 'DejaVu Sans', sans-serif; color: #111; }
.sheet { width: 190mm; margin: 0 auto; break-after: page; }
.sheet:last-child { break-after: auto; }
header { display: flex; justify-content: space-between; align-items: baseline;
         border-bottom: 0.4mm solid #333; margin: 0 0 3mm; }
h1 { font-size: 13pt; margin: 0 0 1mm; }
.name { white-space: nowrap; }
.name span { display: inline-block; width: 45mm; border-bottom: 0.3mm solid #333; }
ol.checks { margin: 0; padding-left: 6mm; columns: 2; column-gap: 8mm; }
ol.checks > li.check { break-inside: avoid; margin: 0 0 2mm; }
.figure { font-size: 10.5pt; margin: 1mm 0; }
.figure:has(.koikoi-table) { font-size: 8pt; }
.figure img { margin: 0 !important; }
.choices { margin: 1mm 0 0; font-size: 11pt; }
.choice { font-size: 10pt; }
.choice { display: inline-block; margin: 0 3mm 1mm 0; }
.choice::before { content: "\\2610\\00a0"; font-size: 12pt; }
.choices [style*="inline-block"] { vertical-align: top !important; }
.line { display: block; height: 6mm; border-bottom: 0.3mm solid #777; }
.then { margin: 1.5mm 0 0; }
table { border-collapse: collapse; width: 100%; }
td, th { border-bottom: 0.3mm solid #ccc; padding: 0.8mm 1.5mm; text-align: left;
         vertical-align: top; }
th { font-size: 9pt; color: #555; }
td.answer { font-weight: bold; width: 42mm; }
.tip { color: #555; font-size: 9pt; text-align: center; }
@media screen {
  body { background: #eee; }
  .sheet { background: #fff; margin: 5mm auto; padding: 10mm; width: 210mm;
           min-height: 297mm; box-shadow: 0 0 2mm #999; }
}
@media print { .tip { display: none; } }
"""


class _Parts(HTMLParser):
    """Splits a self-check's snapshot into the parts it stacks: the children of its
    ``kk-snapshot`` column (the question with its figure, the answer row, the Show
    answer button, the status)."""

    VOID = {"img", "input", "br", "hr", "meta", "link", "source", "wbr"}

    def __init__(self, snapshot: str) -> None:
        super().__init__(convert_charrefs=False)
        self.snapshot = snapshot
        self.depth = 0
        self.starts: list[int] = []
        self.parts: list[str] = []
        self.lines = [0]
        for line in snapshot.splitlines(keepends=True):
            self.lines.append(self.lines[-1] + len(line))
        self.feed(snapshot)
        self.close()

    def _at(self) -> int:
        line, column = self.getpos()
        return self.lines[line - 1] + column

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag in self.VOID:
            return
        self.depth += 1
        if self.depth == 2:  # a child of the column
            self.starts.append(self._at())

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        pass  # <img .../>: no depth

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID:
            return
        if self.depth == 2:
            end = self.snapshot.index(">", self._at()) + 1
            self.parts.append(self.snapshot[self.starts.pop() : end])
        self.depth -= 1


def _inner(element: str) -> str:
    """The content of one HTML element given whole."""
    return element[element.index(">") + 1 : element.rindex("<")]


def _pictures_inlined(html: str, lesson: Path) -> str:
    """``html`` of ``lesson`` with each picture file it names put in as a data URI."""
    folder = next(p for p in lesson.parents if (p / PICTURE_FOLDER).is_dir()) / PICTURE_FOLDER
    return PICTURE_FILE.sub(lambda m: data_uri((folder / m[1]).read_text(encoding="utf-8")), html)


def question_html(key: dict, snapshot: str, lang: str) -> str:
    """One self-check as a question on paper: its prompt, its figure (cards, a table),
    its choices to tick or a line to write on; then each follow-up with a line."""
    question, answer_row = _Parts(snapshot).parts[:2]
    figure = _inner(question).partition("</p>")[2]
    if "<input" in answer_row:  # a number to type: a line to write it on
        answer = '<span class="line"></span>'
    else:  # choices: each a box to tick (a card choice keeps its card above)
        answer = answer_row.replace('<button disabled="disabled">', '<span class="choice">')
        answer = f'<div class="choices">{answer.replace("</button>", "</span>")}</div>'
    then = "".join(
        f'<div class="then">{letter}. {escape(c["question"])}<span class="line"></span></div>'
        for letter, c in zip(_LETTERS, follow_ups(key)[1:], strict=False)
    )
    figure = f'<div class="figure">{figure}</div>' if figure else ""
    return f'<li class="check">{escape(key["question"])}{figure}{answer}{then}</li>'


def _header(heading: str, lesson: Path, lang: str, name: bool) -> str:
    right = (
        f'<div class="name">{escape(say("key.name", lang))}: <span></span></div>' if name else ""
    )
    return f"<header><div><h1>{escape(title(lesson))}</h1>{escape(heading)}</div>{right}</header>"


def _page(lang: str, heading: str, sheets: list[str]) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"/>'
        f"<title>{escape(heading)} · koikoi-edu</title><style>{_CSS}</style></head><body>"
        f'<p class="tip">{escape(say("key.print", lang))}</p>'
        + "".join(f'<section class="sheet">{s}</section>' for s in sheets)
        + "</body></html>\n"
    )


def lessons(lang: str) -> list[Path]:
    """The stored lessons of ``lang`` that ask self-checks, in order."""
    folder = ROOT / GUIDES[lang][1]
    return [lesson for lesson in sorted(folder.glob("[0-9][0-9]-*.ipynb")) if displayed(lesson)]


def worksheets_html(lang: str) -> str:
    """Every lesson's worksheet in ``lang``, one page each."""
    heading = say("key.worksheet", lang)
    sheets = []
    for lesson in lessons(lang):
        items = "".join(question_html(k, s, lang) for k, s in displayed(lesson))
        sheets.append(
            _pictures_inlined(
                f'{_header(heading, lesson, lang, True)}<ol class="checks">{items}</ol>', lesson
            )
        )
    return _page(lang, heading, sheets)


def answer_key_html(lang: str) -> str:
    """Every lesson's answer key in ``lang``, one page each, numbered as its worksheet."""
    heading = f"{say('key.answer-key', lang)}: {say('key.for-teacher', lang)}"
    head = "".join(
        f"<th>{escape(say(k, lang))}</th>" for k in ("key.question", "check.answer", "key.why")
    )
    sheets = []
    for lesson in lessons(lang):
        rows = []
        for n, (key, _) in enumerate(displayed(lesson), 1):
            for sub, c in enumerate(follow_ups(key)):
                number = f"{n}{_LETTERS[sub - 1] if sub else ''}"
                rows.append(
                    f"<tr><td>{number}. {escape(c['question'])}</td>"
                    f'<td class="answer">{escape(c["answer"])}</td><td>{escape(c["why"])}</td></tr>'
                )
        sheets.append(
            f"{_header(heading, lesson, lang, False)}<table><tr>{head}</tr>{''.join(rows)}</table>"
        )
    return _page(lang, say("key.answer-key", lang), sheets)


def write(out: Path) -> list[Path]:
    """Write every language's worksheets and answer key into ``out``; the files written."""
    written = []
    for lang, (_, folder) in GUIDES.items():
        if not (ROOT / folder).is_dir():
            continue
        (out / lang).mkdir(parents=True, exist_ok=True)
        for name, page in (
            ("worksheets.html", worksheets_html(lang)),
            ("answer-key.html", answer_key_html(lang)),
        ):
            write_text(out / lang / name, page)
            written.append(out / lang / name)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"default: {OUT}")
    args = parser.parse_args(argv)
    for path in write(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
