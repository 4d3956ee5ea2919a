"""Side-by-side tables: rule presets option by option, and any rows of figures.

:func:`options_html` is the one place a lesson shows what the rule options mean and
what each preset sets them to (lessons 08 and 10): an option's name, what it does,
and its value under each preset, for the options in which the presets differ.
:func:`comparison_html` lays out any header and rows as a plain table, the cells
escaped.

>>> page = options_html(["teaching", "nintendo"], lang="ru")
>>> "<code>draw_points</code>" in page and "учебные" in page
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from .. import words
from ..rules import Rules
from .html import shows_itself
from .live import prose

__all__ = ["comparison_html", "option_value", "options_html"]

_CELL = "text-align:left;vertical-align:top"


@shows_itself
def comparison_html(header: Sequence[object], rows: Iterable[Sequence[object]]) -> str:
    """A plain table: one header row, then one row per sequence of cells, each
    cell shown as its text, escaped, a `backticked` name (a file, an id) as code.

    >>> str(comparison_html(["rounds", "how many"], [["won", 3]]))
    "<table><tr><th style='text-align:left;vertical-align:top'>rounds</th>..."
    """
    return _table([prose(str(h)) for h in header], ([prose(str(c)) for c in row] for row in rows))


def option_value(value: object) -> str:
    """An option's value as a table shows it, the same in every language: a yes or
    no as a tick or a cross, no value (no limit, no target) as a dash.

    >>> [option_value(v) for v in (True, False, None, 5, "packets-of-2")]
    ['✓', '✗', '—', '5', 'packets-of-2']
    """
    if isinstance(value, bool):
        return "✓" if value else "✗"
    return "—" if value is None else str(value)


@shows_itself
def options_html(presets: Sequence[str], *, lang: str = "en") -> str:
    """The options in which ``presets`` differ: each one's name, what it does, and
    its value under each preset, in the order :meth:`Rules.options` lists them.

    >>> table = options_html(["teaching", "koikoi-japan"])
    >>> "<code>bank</code>" in table and "<code>akatan_points</code>" not in table
    True
    >>> table.count("<tr>") - 1 == len(Rules.preset("koikoi-japan").differences(
    ...     Rules.preset("teaching")))
    True
    """
    rules = [Rules.preset(name) for name in presets]
    differ = {option for other in rules[1:] for option in other.differences(rules[0])}
    header = [
        escape(words.say("options.option", lang)),
        escape(words.say("options.does", lang)),
        *(escape(words.preset_name(name, lang)) for name in presets),
    ]
    rows = (
        [
            f"<code>{escape(option)}</code>",
            escape(does),
            *(escape(option_value(getattr(r, option))) for r in rules),
        ]
        for option, does in Rules.options(lang).items()
        if option in differ
    )
    return _table(header, rows)


def _table(header: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    head = "".join(f"<th style='{_CELL}'>{h}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td style='{_CELL}'>{c}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"
