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

from .. import words
from ..classroom import Interval, Missed, Summary
from ..placement import KINDS
from .html import shows_itself

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 1.5em auto; max-width: 60em; padding: 0 1em;
       color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: left; vertical-align: top; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: bold; padding: 0.3em 0; }
.skipped td { color: #8a1c1c; }
"""


def _say(key: str, lang: str, **fields: object) -> str:
    return escape(words.say(f"progress.report.{key}", lang, **fields))


def _table(
    caption: str, heads: Sequence[tuple[str, bool]], rows: Iterable[Sequence[str]], cls: str = ""
) -> str:
    """A table: ``heads`` are (text, is a number); cells are markup already escaped."""
    numbers = [n for _, n in heads]
    head = "".join(f'<th{" class=n" if n else ""} scope="col">{t}</th>' for t, n in heads)
    body = "".join(
        "<tr>"
        + "".join(
            f"<td{' class=n' if n else ''}>{c}</td>" for c, n in zip(row, numbers, strict=True)
        )
        + "</tr>"
        for row in rows
    )
    return f'<table class="{cls}"><caption>{caption}</caption><tr>{head}</tr>{body}</table>'


def _scores(what: str, i: Interval | None, n: int, lang: str, gain: bool = False) -> str:
    if i is None:
        return f"<p>{_say('too-few', lang, what=what, n=n)}</p>"
    fields = {key: words.number(round(getattr(i, key), 1), lang) for key in ("mean", "low", "high")}
    if gain:  # a difference of two scores, not a score of 12
        return f"<p>{_say('mean-gain', lang, what=what, n=i.n, **fields)}</p>"
    return f"<p>{_say('mean', lang, what=what, n=i.n, of=len(KINDS), **fields)}</p>"


def _missed(caption: str, first: str, missed: list[Missed], lang: str) -> str:
    if not missed:
        return f"<h2>{caption}</h2><p>{_say('nothing-missed', lang)}</p>"
    rows = [
        (escape(m.id), str(m.tried), str(m.missed), escape(words.percent(m.rate, lang)))
        for m in missed
    ]
    heads = [(first, False), (_say("tried", lang), True), (_say("missed", lang), True)]
    return f"<h2>{caption}</h2>" + _table("", [*heads, (_say("share", lang), True)], rows)


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
            escape(x.file),
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
        (_say("learner", lang), False),
        (_say("file", lang), False),
        (_say("lessons-finished", lang), True),
        (_say("checks-right", lang), True),
        (_say("puzzles-solved", lang), True),
        (_say("rating", lang), True),
        (_say("placement", lang), True),
        (_say("final", lang), True),
        (_say("gain", lang), True),
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
            "",
            [(_say("lesson", lang), False), (_say("finished-by", lang), True)],
            [(escape(k), str(v)) for k, v in summary.finished.items()],
        )
        if summary.finished
        else f"<p>{_say('none-finished', lang)}</p>",
        _missed(_say("checks-missed", lang), _say("check", lang), summary.checks_missed, lang),
        _missed(_say("themes-missed", lang), _say("theme", lang), summary.themes_missed, lang),
        f"<h2>{_say('learners', lang)}</h2>",
        _table("", learner_heads, learner_rows),
    ]
    if summary.skipped:
        parts += [
            f"<h2>{_say('skipped', lang)}</h2>",
            _table(
                "",
                [(_say("file", lang), False), (_say("why", lang), False)],
                [(escape(f), escape(words.say(why, lang))) for f, why in summary.skipped],
                "skipped",
            ),
        ]
    title = _say("title", lang)
    return (
        f'<!DOCTYPE html>\n<html lang="{"ja" if lang == "romaji" else lang}">'
        f'<head><meta charset="utf-8"><title>{title}</title><style>{_STYLE}</style></head>'
        f"<body>{''.join(parts)}</body></html>\n"
    )
