"""What a table widget shows around its table, as markup: the notes beside the play.

The live table itself is a scene (:mod:`koikoi_edu.render.scene`); around it the
widgets show a few more things, and this module draws them all, so no widget writes
a tag of its own. Each function takes plain values, the words already said in the
learner's language (:mod:`koikoi_edu.words` says them), the numbers and the rows,
and returns :class:`~koikoi_edu.render.html.Html`. Every text is escaped here, once
(below, each tag on a line of its own)::

    >>> page = log_html("Moves", ["A plays", "B & C?"])
    >>> print(*page.split("><"), sep=">\\n<")  # doctest: +ELLIPSIS
    <details class="kk-log" style="font-family:...;margin-top:0.4em">
    <summary>Moves (2)</summary>
    <ol style="margin:0;max-height:12em;overflow:auto">
    <li>A plays</li>
    <li>B &amp; C?</li>
    </ol>
    </details>

- the play table: the match's running totals (:func:`totals_html`) and the log of
  every move (:func:`log_html`), folded;
- the scenario player: the teacher's narration (:func:`narration_html`), why the part
  shown happened (:func:`why_html`) and the engine's events of the turn
  (:func:`events_html`), folded;
- the puzzle view: the explanation and each choice's expected points
  (:func:`answer_html`);
- every widget's stored page: its parts one under the other (:func:`snapshot_html`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from .cards import FONT
from .html import shows_itself
from .live import prose
from .table import column_html

__all__ = [
    "answer_html",
    "events_html",
    "log_html",
    "narration_html",
    "snapshot_html",
    "totals_html",
    "why_html",
]


@shows_itself
def totals_html(
    head: str, columns: Sequence[str], rows: Iterable[tuple[int, str, str, int]], end: str = ""
) -> str:
    """A match's running totals: ``head`` in bold ("Totals: A 7, B 3"), then ``end``
    (the verdict once the match is over), and a table of the rounds played under the
    ``columns``' names. Each row is the round's number, its dealer, its winner (or the
    word for nobody) and the points won::

        >>> page = totals_html(
        ...     "Totals: A 6, B 0", ["round", "dealer", "winner", "points"],
        ...     [(1, "A", "A", 6), (2, "A", "nobody", 0)],
        ... )
        >>> page.count("<tr>")  # the heading's row, then one a round
        3
        >>> print(page[page.index("<td>2<"):])
        <td>2</td><td>A</td><td>nobody</td><td style="text-align:right">0</td></tr></table></div>
    """
    cells = "".join(
        f"<tr><td>{n}</td><td>{escape(dealer)}</td><td>{escape(winner)}</td>"
        f'<td style="text-align:right">{points}</td></tr>'
        for n, dealer, winner, points in rows
    )
    cols = "".join(
        f'<th scope="col" style="text-align:left;padding-right:0.8em">{escape(name)}</th>'
        for name in columns
    )
    return (
        f'<div class="kk-totals" style="font-family:{escape(FONT)}">'
        f"<p><b>{escape(head)}</b> {escape(end)}</p>"
        f"<table><tr>{cols}</tr>{cells}</table></div>"
    )


@shows_itself
def log_html(label: str, moves: Sequence[str]) -> str:
    """Every move of the round, one a line, folded under "``label`` (count)": the line
    above the table says each step, and a click unfolds the whole log (see the module's
    example)."""
    items = "".join(f"<li>{escape(text)}</li>" for text in moves)
    return (
        f'<details class="kk-log" style="font-family:{escape(FONT)};margin-top:0.4em">'
        f"<summary>{escape(label)} ({len(moves)})</summary>"
        f'<ol style="margin:0;max-height:12em;overflow:auto">{items}</ol></details>'
    )


@shows_itself
def events_html(
    label: str, events: Sequence[tuple[str, str]], nothing: str, scale: float = 1.0
) -> str:
    """The engine's events of the turn so far, each a ``(kind, sentence)``, one a line,
    folded under "``label`` (count)", so that a step with its table fits a slide; with
    no event, the word ``nothing`` in italics instead. Either is a group named
    ``label`` for a screen reader::

        >>> page = events_html("seen", [("capture", "A captures")], "nothing yet")
        >>> print(*page.split("><"), sep=">\\n<")  # doctest: +ELLIPSIS
        <details class="kk-events" role="group" aria-label="seen" style="...;line-height:1.2">
        <summary>seen (1)</summary>
        <ol class="kk-event-list" style="margin:0">
        <li data-kind="capture">A captures</li>
        </ol>
        </details>
        >>> page = events_html("seen", [], "nothing yet", scale=1.5)
        >>> print(*page.split("><"), sep=">\\n<")
        <div class="kk-events" role="group" aria-label="seen">
        <div class="kk-nothing" style="font-size:1.5em;font-style:italic">nothing yet</div>
        </div>
    """
    size = f"font-size:{scale:g}em"
    if not events:
        return (
            f'<div class="kk-events" role="group" aria-label="{escape(label)}">'
            f'<div class="kk-nothing" style="{size};font-style:italic">'
            f"{escape(nothing)}</div></div>"
        )
    items = "".join(
        f'<li data-kind="{escape(kind)}">{escape(sentence)}</li>' for kind, sentence in events
    )
    return (
        f'<details class="kk-events" role="group" aria-label="{escape(label)}" '
        f'style="{size};line-height:1.2">'
        f"<summary>{escape(label)} ({len(events)})"
        f'</summary><ol class="kk-event-list" style="margin:0">{items}</ol></details>'
    )


@shows_itself
def narration_html(text: str, lang: str = "", scale: float = 1.0) -> str:
    """The teacher's narration at a step, as :func:`~koikoi_edu.render.live.prose` (card
    ids named in ``lang``, `backticked` ids as code); nothing where there is none::

        >>> print(narration_html("Keep `koi-koi` for pine-crane.", "en"))  # doctest: +ELLIPSIS
        <div class="kk-say" style="...">Keep <code>koi-koi</code> for “pine: crane”.</div>
        >>> narration_html("")
        <Html, 0 characters>
    """
    told = prose(text, lang)
    if not told:
        return ""
    return (
        f'<div class="kk-say" style="font-size:{1.05 * scale:g}em;'
        f'line-height:1.45;max-width:64em">{told}</div>'
    )


@shows_itself
def why_html(text: str, scale: float = 1.0) -> str:
    """Why the part of the turn shown happened, in bold, its size ``scale`` times the
    usual; nothing where there is none::

        >>> print(why_html("B's crane captures the pine plain", 2))  # doctest: +ELLIPSIS
        <div class="kk-why" style="font-size:2.1em;font-weight:bold;...">B&#x27;s crane ...</div>
    """
    if not text:
        return ""
    return (
        f'<div class="kk-why" style="font-size:{1.05 * scale:g}em;'
        f'font-weight:bold;line-height:1.45;max-width:64em">{escape(text)}</div>'
    )


@shows_itself
def answer_html(
    lines: Iterable[str], columns: Sequence[str], rows: Iterable[tuple[str, str, bool]]
) -> str:
    """A puzzle's answer: its explanation, a paragraph a line, then a table of each
    choice's expected points under the ``columns``' names. Each row is a choice's name,
    its points as said, and whether it is the best (that row is in bold)::

        >>> page = answer_html(
        ...     ["Best: stop."], ["choice", "expected"],
        ...     [("stop", "+6 points", True), ("koi-koi", "+2.5 points", False)],
        ... )
        >>> print(page[page.index("<table>"):])  # doctest: +NORMALIZE_WHITESPACE
        <table><tr><th scope="col" style="text-align:left;padding-right:1em">choice</th><th
        scope="col" style="text-align:left;padding-right:1em">expected</th></tr><tr
        style="font-weight:bold"><td style="padding-right:1em">stop</td><td
        style="text-align:right">+6 points</td></tr><tr style="font-weight:normal"><td
        style="padding-right:1em">koi-koi</td><td style="text-align:right">+2.5
        points</td></tr></table></div>
    """
    said = "".join(f"<p style='margin:0.2em 0'>{escape(t)}</p>" for t in lines)
    cells = "".join(
        f'<tr style="font-weight:{"bold" if best else "normal"}">'
        f'<td style="padding-right:1em">{escape(name)}</td>'
        f'<td style="text-align:right">{escape(points)}</td></tr>'
        for name, points, best in rows
    )
    head = "".join(
        f'<th scope="col" style="text-align:left;padding-right:1em">{escape(name)}</th>'
        for name in columns
    )
    return (
        f'<div class="kk-puzzle-answer" style="font-family:{escape(FONT)};margin-top:0.4em">'
        f"{said}<table><tr>{head}</tr>{cells}</table></div>"
    )


@shows_itself
def snapshot_html(parts: Iterable[str]) -> str:
    """A widget as a stored page keeps it: its parts, those that show anything, one
    under the other::

        >>> page = snapshot_html(["<p>the table</p>", "", "<p>the log</p>"])
        >>> print(*page.split("><"), sep=">\\n<")
        <div class="kk-snapshot">
        <div>
        <p>the table</p>
        </div>
        <div style="margin-top:0.3em">
        <p>the log</p>
        </div>
        </div>
    """
    return f'<div class="kk-snapshot">{column_html([p for p in parts if p], "0.3em")}</div>'
