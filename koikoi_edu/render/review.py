"""A round's review (:mod:`koikoi_edu.review`) in words and as a table with pictures.

:func:`review_text` is what the command line prints; :func:`review_html` is the table
the play table and lesson 09 show: one row per choice, the chosen action and the
strong player's, with their expected points, each costly choice's grade
(:data:`~koikoi_edu.review.GRADES`: inaccuracy, mistake, blunder), and the round's
agreement with the strong player.
"""

from __future__ import annotations

from .. import words
from ..cards import CARDS
from ..review import MISTAKE, Choice, Review
from ..round import KOIKOI, STOP
from .cards import card_html
from .html import Html
from .table import _esc

__all__ = ["review_text", "review_html"]

_PHASES = ("play", "take", "draw-take", "decide")


def action_words(action: int, lang: str = "en") -> str:
    """An action as the review names it: a card's name, stop or koi-koi."""
    if action == STOP:
        return words.say("decision.stop", lang)
    if action == KOIKOI:
        return words.say("decision.koi-koi", lang)
    return words.quoted(words.card_name(CARDS[action], lang), lang)


def _choice_line(c: Choice, lang: str) -> str:
    pts = lambda x: words.points(x, lang)  # noqa: E731
    line = words.say(
        "review.chose",
        lang,
        turn=words.say("review.turn", lang, turn=c.turn),
        phase=words.say(f"review.phase.{_PHASES[c.phase]}", lang),
        chosen=action_words(c.chosen, lang),
        value=pts(c.values[c.chosen]),
    )
    if c.best == c.chosen:
        verdict = words.say("review.agrees", lang)
    else:
        verdict = words.say(
            "review.differs",
            lang,
            best=action_words(c.best, lang),
            value=pts(c.values[c.best]),
            cost=pts(c.cost),
        )
    said = words.say("review.line", lang, choice=line, verdict=verdict)
    if c.grade:
        said = words.say("review.marked", lang, text=said, mark=_grade(c, lang))
    return said


def _grade(c: Choice, lang: str) -> str:
    """The grade band of a costly choice (:data:`~koikoi_edu.review.GRADES`)."""
    return words.say(f"review.grade.{c.grade}", lang)


def _agreement(review: Review, lang: str) -> str:
    """How many of the choices the strong player would have made too, as a share."""
    assert review.agreement is not None  # said only of a review with choices
    agreed = sum(c.agrees for c in review.choices)
    return words.say(
        "review.agreement",
        lang,
        percent=round(100 * review.agreement),
        agreed=agreed,
        n=len(review.choices),
    )


def _summary(review: Review, lang: str) -> list[str]:
    if not review.choices:
        return [words.say("review.none", lang, seat=review.seat)]
    said = [
        _agreement(review, lang),
        words.say("review.total", lang, cost=words.points(review.cost, lang)),
    ]
    worst = review.costliest()
    if worst:
        turns = "; ".join(
            words.say(
                "review.costly",
                lang,
                turn=words.say("review.turn", lang, turn=c.turn),
                phase=words.say(f"review.phase.{_PHASES[c.phase]}", lang),
                cost=words.points(c.cost, lang),
            )
            for c in worst
        )
        said.append(words.say("review.costliest", lang, turns=turns))
    else:
        said.append(words.say("review.no-mistake", lang, cost=words.points(MISTAKE, lang)))
    return said


def review_text(review: Review, lang: str = "en") -> str:
    """The review as lines of text: a heading, a line a choice, and a summary."""
    lang = words.check_lang(lang)
    lines = [words.say("review.heading", lang, seat=review.seat, n=review.playouts)]
    lines += [_choice_line(c, lang) for c in review.choices]
    lines.append(words.sentences(_summary(review, lang), lang))
    return "\n".join(lines)


_MISTAKE_STYLE = "background:#fde3d9"  # vermillion, faint: the row of a mistake
_CELL = "padding:2px 8px;text-align:left"  # JupyterLab right-aligns table cells


def _action_cell(action: int, value: float, lang: str) -> str:
    picture = card_html(CARDS[action], lang, scale=0.5) + " " if action < 48 else ""
    return (
        f'<td style="{_CELL}">{picture}{_esc(action_words(action, lang))}'
        f"<br><b>{_esc(words.points(value, lang))}</b></td>"
    )


def review_html(review: Review, lang: str = "en") -> Html:
    """The review as an HTML table that shows itself in a notebook."""
    lang = words.check_lang(lang)
    say = lambda key, **f: _esc(words.say(key, lang, **f))  # noqa: E731
    head = "".join(
        f'<th style="{_CELL}">{say(f"review.column.{k}")}</th>'
        for k in ("turn", "choice", "chosen", "best", "grade", "cost")
    )
    rows = []
    for c in review.choices:
        style = f' style="{_MISTAKE_STYLE}"' if c.mistake else ""
        best = (
            f'<td style="{_CELL}">{say("review.agrees")}</td>'
            if c.best == c.chosen
            else _action_cell(c.best, c.values[c.best], lang)
        )
        cost = _esc(words.points(c.cost, lang)) if c.cost else "–"
        grade = f"<b>{_esc(_grade(c, lang))}</b>" if c.grade else "–"
        rows.append(
            f"<tr{style}><td style='{_CELL}'>{c.turn}</td>"
            f"<td style='{_CELL}'>{say(f'review.phase.{_PHASES[c.phase]}')}</td>"
            f"{_action_cell(c.chosen, c.values[c.chosen], lang)}{best}"
            f"<td style='{_CELL}'>{grade}</td><td style='{_CELL}'>{cost}</td></tr>"
        )
    heading = say("review.heading", seat=review.seat, n=review.playouts)
    summary = _esc(words.sentences(_summary(review, lang), lang))
    table = (
        f"<table style='border-collapse:collapse'><thead><tr>{head}</tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
        if rows
        else ""
    )
    return Html(f'<div class="koikoi-review"><p>{heading}</p>{table}<p>{summary}</p></div>')
