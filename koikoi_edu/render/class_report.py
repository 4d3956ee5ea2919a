"""The teacher's class report: one HTML page from the class's progress files.

:func:`class_report_html` draws a :class:`koikoi_edu.classroom.Summary` in the
teacher's language: the placement and final checks (each learner's gain, the class's
mean with its 95% interval), who finished which lessons, the self-checks and puzzle
themes missed most, every learner's row, and the files skipped with why. Everything a
file brought (a display name, a lesson or check id, a path) is escaped: a learner's file
is not trusted. ``koikoi-edu class-report FOLDER --out report.html`` writes it.

>>> from koikoi_edu.classroom import Class, summarize
>>> page = class_report_html(summarize(Class()), "en")
>>> page.startswith("<!DOCTYPE html>") and "0 learners" in page
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from .. import learner, words
from ..classroom import Interval, Missed, Summary
from ..placement import KINDS
from .html import shows_itself

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 1.5em auto; max-width: 60em; padding: 0 1em;
       color: #222; }
.wide { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.4em; text-align: left; vertical-align: top; }
th { font-size: 0.8em; }
td { white-space: nowrap; }
td.file { font-size: 0.8em; color: #555; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
.skipped td { color: #8a1c1c; }
"""


def _say(key: str, lang: str, **fields: object) -> str:
    return escape(words.say(f"progress.report.{key}", lang, **fields))


def _table(heads: Sequence[tuple[str, str]], rows: Iterable[Sequence[str]], cls: str = "") -> str:
    """A table in a box that scrolls sideways by itself where the page is narrower than
    the table (a phone), never the page: ``heads`` are (text, class of the column: ``n``
    for numbers, ``file`` for file names, or ""); cells are markup already escaped. A
    cell does not wrap (a name, a file, a number on one line); a heading may."""
    kinds = [k for _, k in heads]

    def tag(name: str, kind: str) -> str:
        return f'<{name} class="{kind}"' if kind else f"<{name}"

    head = "".join(f'{tag("th", k)} scope="col">{t}</th>' for t, k in heads)
    body = "".join(
        "<tr>"
        + "".join(f"{tag('td', k)}>{c}</td>" for c, k in zip(row, kinds, strict=True))
        + "</tr>"
        for row in rows
    )
    return f'<div class="wide"><table class="{cls}"><tr>{head}</tr>{body}</table></div>'


def _where(file: str) -> str:
    """Where a learner's file was found, short: the folder of a file named as the package
    names it (``jupyter-user01/``), else the path as given."""
    folder, _, name = file.rpartition("/")
    return f"{folder}/" if folder and name == learner.FILE_NAME else file


def _scores(what: str, i: Interval | None, n: int, lang: str, gain: bool = False) -> str:
    if i is None:
        return f"<p>{_say('too-few', lang, what=what, n=n)}</p>"
    fields = {key: words.number(round(getattr(i, key), 1), lang) for key in ("mean", "low", "high")}
    if gain:  # a difference of two scores, not a score of 12
        return f"<p>{_say('mean-gain', lang, what=what, n=i.n, **fields)}</p>"
    return f"<p>{_say('mean', lang, what=what, n=i.n, of=len(KINDS), **fields)}</p>"


def _missed(caption: str, missed: list[Missed], lang: str, checks: bool) -> str:
    """The self-checks (``checks``) or the puzzle themes missed most, named in ``lang``,
    in the order :func:`koikoi_edu.classroom.summarize` ranks them."""
    if not missed:
        return f"<h2>{caption}</h2><p>{_say('nothing-missed', lang)}</p>"
    counts = [(_say(k, lang), "n") for k in ("tried", "missed", "share")]
    if checks:
        heads = [(_say("lesson", lang), ""), (_say("check", lang), ""), *counts]
    else:
        heads = [(_say("theme", lang), ""), *counts]
    rows = [
        (
            *(
                (escape(words.lesson_title(m.lesson, lang)), escape(words.check_name(m.id, lang)))
                if checks
                else (escape(words.theme_name(m.id, lang)),)
            ),
            str(m.tried),
            str(m.missed),
            escape(words.percent(m.rate, lang)),
        )
        for m in missed
    ]
    return f"<h2>{caption}</h2><p>{_say('ranked', lang)}</p>" + _table(heads, rows)


@shows_itself
def class_report_html(summary: Summary, lang: str = "en") -> str:
    """The whole report page for ``summary``, in ``lang``."""
    dash = "\u2013"
    people = summary.learners

    def score(x: int | None) -> str:
        return dash if x is None else str(x)

    def gain(x: int | None) -> str:
        return dash if x is None else escape(words.number(x, lang))

    learner_rows = [
        (
            escape(x.name),
            escape(_where(x.file)),
            str(len(x.finished)),
            f"{x.checks_right}/{x.checks}",
            f"{x.puzzles_solved}/{x.puzzles}",
            str(round(x.rating)),
            score(x.placement),
            score(x.final),
            gain(x.gain),
        )
        for x in people
    ]
    learner_heads = [
        (_say("learner", lang), ""),
        (_say("file", lang), "file"),
        *(
            (_say(key, lang), "n")
            for key in (
                *("lessons-finished", "checks-right", "puzzles-solved", "rating"),
                *("placement", "final", "gain"),
            )
        ),
    ]
    placed = sum(x.placement is not None for x in people)
    ended = sum(x.final is not None for x in people)
    both = sum(x.gain is not None for x in people)
    parts = [
        f"<h1>{_say('title', lang)}</h1>",
        f"<p>{_say('read', lang, n=len(people))} "
        f"{_say('skipped-count', lang, n=len(summary.skipped))}</p>",
        f"<h2>{_say('checks', lang)}</h2>",
        _scores(_say("placement", lang), summary.placement, placed, lang),
        _scores(_say("final", lang), summary.final, ended, lang),
        _scores(_say("gain", lang), summary.gain, both, lang, gain=True),
        f"<h2>{_say('lessons', lang)}</h2>",
        _table(
            [(_say("lesson", lang), ""), (_say("finished-by", lang), "n")],
            [(escape(words.lesson_title(k, lang)), str(v)) for k, v in summary.finished.items()],
        )
        if summary.finished
        else f"<p>{_say('none-finished', lang)}</p>",
        _missed(_say("checks-missed", lang), summary.checks_missed, lang, checks=True),
        _missed(_say("themes-missed", lang), summary.themes_missed, lang, checks=False),
        f"<h2>{_say('learners', lang)}</h2>",
        _table(learner_heads, learner_rows),
    ]
    if summary.skipped:
        parts += [
            f"<h2>{_say('skipped', lang)}</h2>",
            _table(
                [(_say("file", lang), ""), (_say("why", lang), "")],
                [(escape(f), escape(words.say(why, lang))) for f, why in summary.skipped],
                "skipped",
            ),
        ]
    title = _say("title", lang)
    return (
        f'<!DOCTYPE html>\n<html lang="{"ja" if lang == "romaji" else lang}">'
        '<head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{title}</title><style>{_STYLE}</style></head>"
        f"<body>{''.join(parts)}</body></html>\n"
    )
