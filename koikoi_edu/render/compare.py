"""Side-by-side tables: the same cards under each rule set, and any rows of figures.

:func:`pile_under_html` scores one pile under several rule sets, a column each, and
:func:`round_under_html` plays one scenario's turns again under each
(:func:`replay_under`), so a lesson shows in the game itself where rule sets part ways
(lesson 08). :func:`options_html` is the one place a lesson shows what the rule options
mean and what each preset sets them to (the reference of lessons 08 and 10): an
option's name, what it does, and its value under each preset, for the options in which
the presets differ. :func:`comparison_html` lays out any header and rows as a plain
table, the cells escaped.

>>> page = options_html(["teaching", "nintendo"], lang="ru")
>>> "<code>draw_points</code>" in page and "учебные" in page
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from functools import partial
from html import escape

from .. import words
from ..cards import BY_ID, CardSet
from ..errors import KoikoiError
from ..match import next_dealer
from ..round import DECISIONS, SEATS, STOP, EventKind, Phase, Round
from ..rules import PRESETS, Rules
from ..scenario import Scenario, Turn, load_library
from ..settlement import settle
from ..yaku import score
from .cards import cards_html
from .html import shows_itself
from .live import prose

__all__ = [
    "comparison_html",
    "option_value",
    "options_html",
    "pile_under_html",
    "replay_under",
    "round_under_html",
    "rules_label",
]

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
    its value under each preset, in the order :func:`koikoi_edu.words.option_docs` lists them.

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
        for option, does in words.option_docs(lang).items()
        if option in differ
    )
    return _table(header, rows)


def rules_label(rules: Rules, lang: str = "en") -> str:
    """A column's name: the preset's, or for a preset with options changed, the preset's
    followed by each changed option and its value, as code writes them.

    >>> rules_label(Rules.preset("nintendo").replace(viewing_points=3))
    'nintendo: viewing_points = 3'
    """
    name = words.preset_name(rules.name, lang) if rules.name in PRESETS else rules.name
    changed = rules.differences(PRESETS.get(rules.name, Rules()))
    if not changed:
        return name
    return name + ": " + ", ".join(f"{k} = {option_value(v)}" for k, (v, _) in changed.items())


def _rules(rules: str | Rules | Sequence[str | Rules]) -> list[Rules]:
    """Rules given as preset names or :class:`Rules`, one or several, as a list."""
    given = [rules] if isinstance(rules, str | Rules) else list(rules)
    return [Rules.preset(r) if isinstance(r, str) else r for r in given]


@shows_itself
def pile_under_html(
    pile: Iterable[str],
    rules: str | Rules | Sequence[str | Rules] = tuple(PRESETS),
    *,
    lang: str = "en",
    scale: float = 1.0,
    month: int = 1,
) -> str:
    """The cards of ``pile``, then what they are worth under each of ``rules`` (preset
    names or :class:`Rules`), side by side: the yaku held, the base, and the points if
    the pile's holder stops now with no koi-koi call by either player. ``month`` is the
    round's, for rules with a month yaku (``month_yaku_points``).

    >>> table = pile_under_html(["pine-crane", "willow-rainman", "pampas-moon"],
    ...                         ["teaching", "flower-poker"])
    >>> table.count("<img"), "sanko 5" in table
    (3, True)
    """
    cards = CardSet(list(pile))
    rows: list[list[str]] = [[], [], []]
    for r in _rules(rules):
        held = score(cards, r, month=month)
        points = settle(r, "A", held.base, tuple(y.id for y in held.yaku)).points
        rows[0].append(
            words.yaku_points(held.points_by_id().items(), lang, r) or words.say("calc.none", lang)
        )
        rows[1].append(str(held.base))
        rows[2].append(str(points))
    keys = ("calc.yaku", "calc.base", "compare.stop-points")
    return cards_html(cards.ids(), lang, scale) + _side_by_side(rules, keys, rows, lang)


def replay_under(scenario: Scenario, rules: str | Rules) -> Round:
    """``scenario``'s turns played again under ``rules``: the same cards, the same
    captures, until the turns or the round run out.

    These rules may end the round sooner (a yaku that wins at once) or later (no yaku
    where the scenario's rules saw one: its decision is not asked). A yaku they see where
    the scenario's rules saw none is answered by stopping, the one choice that adds no
    turn the scenario never wrote.

    >>> replay_under(load_library("escalating-koikoi"), "teaching").settlement.points
    20
    """
    (these,) = _rules([rules])
    r = dataclasses.replace(scenario, rules=these).new_round(explain=True)
    for turn in scenario.turns:
        if r.is_terminal():
            break
        r.play_turn(BY_ID[turn.play].index, partial(_take, turn), partial(_decide, turn))
    return r


def _take(turn: Turn, phase: Phase, _card: int, _matches: int) -> int:
    """The field card ``turn`` takes: captures are the same under every rule set."""
    return BY_ID[str(turn.take if phase is Phase.TAKE else turn.draw_take)].index


def _decide(turn: Turn, _seat: int) -> int:
    """``turn``'s decision; stop where it made none (see :func:`replay_under`)."""
    return STOP if turn.decide is None else DECISIONS[turn.decide]


@shows_itself
def round_under_html(
    scenario: Scenario | str,
    rules: str | Rules | Sequence[str | Rules] = tuple(PRESETS),
    *,
    lang: str = "en",
) -> str:
    """``scenario`` (or a library scenario's name) played under each of ``rules``, side
    by side (:func:`replay_under`): the turns played, the koi-koi calls, how the round
    ended, the points, and who deals next. A column whose rules cannot hold the
    scenario's position (two calls where one is allowed) says why instead.

    >>> table = round_under_html("escalating-koikoi", ["teaching", "escalating"])
    >>> "= 20" in table and "= 39" in table
    True
    """
    if isinstance(scenario, str):
        scenario = load_library(scenario, lang)
    rows: list[list[str]] = [[], [], [], [], []]
    for these in _rules(rules):
        try:
            r = replay_under(scenario, these)
        except KoikoiError as e:  # a position these rules cannot hold: the column says why
            for row, cell in zip(rows, ("—", "—", words.say(e.msg, lang), "—", "—"), strict=True):
                row.append(cell)
            continue
        s = r.settlement
        rows[0].append(str(sum(event.kind is EventKind.PLAY for event in r.log)))
        rows[1].append(str(len(r.koikoi)))
        if s is None:
            rows[2].append(words.say("outcome.pending", lang))
            rows[3].append("—")
            rows[4].append("—")
            continue
        rows[2].append(words.ending_text(s, lang, these))
        rows[3].append(words.settlement_text(s, lang, these) if s.winner else "0")
        rows[4].append(SEATS[next_dealer(these, r.dealer, s)])
    keys = ("compare.turns", "compare.calls", "compare.ending", "calc.total", "compare.dealer")
    return _side_by_side(rules, keys, rows, lang)


def _side_by_side(
    rules: str | Rules | Sequence[str | Rules],
    keys: Sequence[str],
    rows: list[list[str]],
    lang: str,
) -> str:
    """A table with a column for each of ``rules`` and a row for each of ``keys``."""
    header = ["", *(escape(rules_label(r, lang)) for r in _rules(rules))]
    return _table(
        header,
        (
            [
                f"<b style='white-space:nowrap'>{escape(words.say(key, lang))}</b>",
                *(prose(c) for c in row),
            ]
            for key, row in zip(keys, rows, strict=True)
        ),
    )


def _table(header: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    head = "".join(f"<th style='{_CELL}'>{h}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td style='{_CELL}'>{c}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"
