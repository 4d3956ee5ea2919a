"""The table, piles, yaku and settlements as HTML fragments for notebooks and widgets.

A round is drawn the way it lies on a real table, seen from one seat (the
*viewer*), compact enough that a whole position fits a 1280x720 slide::

    +-------------------------------------------------------------+
    | caption   A to play   dealer: A   koi-koi calls: none       |  status
    | B's hand (open, or face down as  | B's pile · 5: a small    |
    |  a fanned stack and a count)     |  stack per kind, yaku    |
    | field (one row) | played card | stock: 24 | settlement      |
    | A's hand (open)                  | A's pile · 4 ...         |
    +-------------------------------------------------------------+

Three rows of cards, each one card high: a pile lies beside its holder's hand as
small overlapping stacks, one per kind with its count, the way players keep them,
and the cards the last step captured lie on top; the settlement takes the place
beside the stock once the round is over. Hand and field cards keep their full
size, so their captions stay legible on a projector.

Cards come from :mod:`koikoi_edu.render.cards`; this module only arranges them
and writes the words around them.

How the markup is made
----------------------
* Every size is an ``em`` length multiplied by ``scale`` and written as an inline
  style, so a table projected at ``scale=2`` is twice as large everywhere and two
  tables at different scales can share a page. Font sizes are set only on
  elements that hold text, never on an element that holds cards, because a card's
  width is in ``em`` too and would otherwise grow with the text around it.
* The markup is XHTML-compatible (every element closed, every attribute quoted)
  and has no ids, random or otherwise: the same round gives the same bytes.
* Regions are ``role="group"`` with an ``aria-label`` rather than ``<h3>``
  headings, which notebook front ends restyle and decorate with anchor links.
* The settlement is an equation laid out as a two-row table (not MathML, which
  JupyterLab strips from notebooks not yet run): each number stands over its
  reason, and the linear text (``5 (tsukimi) × 2 (rival called koi-koi) = 10``)
  is the ``aria-label``.

>>> from koikoi_edu.round import Round
>>> html = table_html(Round.deal(seed=1))
>>> html.startswith('<div class="koikoi-table"'), "stock: 24" in html
(True, True)
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .. import words
from ..cards import CARDS, Card, CardSet, card
from ..inputs import excerpt
from ..round import SEATS, Phase, Round
from ..rules import Rules
from ..settlement import Settlement
from ..yaku import Score, progress, score
from .cards import (
    CARD_W,
    FONT,
    PALETTE,
    UNITS_PER_EM,
    _alt,
    _n,
    _word,
    card_back_html,
    card_html,
    check_scale,
)
from .html import shows_itself

_TEACHING = Rules()

__all__ = [
    "table_html",
    "pile_html",
    "score_html",
    "settlement_html",
    "equation_html",
    "row_html",
    "column_html",
    "Live",
]

#: The space around the cards inside a region, in em: beside them; above the label and
#: below the cards it is less (_PAD_Y), so three rows of regions fit a slide.
_PAD = 0.4
_PAD_Y = 0.25
#: The gap after each card of a row, in em (every card has it, the last one too).
_CARD_GAP = 0.3
#: A full hand in em: 8 cards and their gaps, the panel's padding and a little for its
#: border, so a hand of 8 never wraps onto a second row.
_HAND_WIDTH = 8 * (CARD_W / UNITS_PER_EM + _CARD_GAP) + 2 * _PAD + 0.2

#: Pile cards are drawn smaller than hand and field cards, so a full pile still
#: fits beside a hand; and yaku cards in a breakdown smaller still.
PILE_SCALE = 0.6
SCORE_CARD_SCALE = 0.45
#: The cards of a score shown on its own (a lesson's ``score(pile)``): at the size a
#: learner reads their captions, as a row of cards is drawn, not as a table's thumbnails.
READING_CARD_SCALE = 1.0
#: How much of a card shows under the next one in a stack: its month and plant, the way
#: a player fans a pile (a pile card at 0.3, a face-down hand's card at 0.25).
PILE_SHOWN = 0.3
BACK_SHOWN = 0.25
#: A pile region beside a hand, in em (a hand and a pile make 82em, under the 85em of a
#: 1280 px slide's output at 14 px), and the width of its yaku words beside the stacks.
_PILE_WIDTH = 36.0
_PILE_WORDS = 18.0

COLOURS = {
    "ink": PALETTE["ink"],
    "muted": PALETTE["muted"],
    "table": "#e7eee3",  # a pale felt green behind everything
    "panel": "#fbfaf6",
    "edge": "#b9b29c",
    "accent": "#6d1f23",  # the card back's red, for the status bar and the winner
}


@dataclass(frozen=True)
class Live:
    """What makes a table drawn by :func:`table_html` one a learner plays by clicking.

    Each face-up card of the viewer's hand, the field and the waiting card becomes a
    ``<button>`` carrying its id (``data-card``) and its place (``data-area``), so a
    click says which card it was and the engine decides what it means. ``pick`` holds
    the cards the learner may click now (drawn raised), ``hint`` those the hint
    suggests (a second outline), and every hand card names the field cards of its
    month in ``data-lights``, which the view lights while the card is hovered or
    focused.
    """

    pick: frozenset[str] = frozenset()
    hint: frozenset[str] = frozenset()


def _say(key: str, lang: str, **fields) -> str:
    return words.say(f"table.{key}", lang, **fields)


def _yaku_name(yaku_id: str, lang: str, rules: Rules) -> str:
    """A yaku's display name; the languages that translate it keep the Japanese name
    beside it, the name players meet in apps: English its id, as the lessons' code writes
    it, Russian and Ukrainian its romaji, as their prose does (``tsukimi-zake``)."""
    name = words.yaku_name(yaku_id, lang, rules)
    if lang == "en":
        return f"{name} ({yaku_id})"
    if lang in ("ru", "uk"):
        return f"{name} ({words.yaku_name(yaku_id, 'romaji', rules)})"
    return name


# --------------------------------------------------------------------------- markup helpers


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


def _em(x: float, scale: float) -> str:
    return f"{_n(x * scale)}em"


def _css(**props: str | None) -> str:
    """``_css(font_size="1em", gap=None)`` -> ``"font-size:1em"``; None is left out."""
    return ";".join(f"{k.replace('_', '-')}:{v}" for k, v in props.items() if v is not None)


def _tag(
    name: str, body: str, *, cls: str | None = None, style: str | None = None, **attrs: str | None
) -> str:
    """An element; ``aria_label`` becomes ``aria-label``, None attributes are left out."""
    head = [f' class="{_esc(cls)}"' if cls else "", f' style="{_esc(style)}"' if style else ""]
    head += [f' {k.replace("_", "-")}="{_esc(v)}"' for k, v in attrs.items() if v is not None]
    return f"<{name}{''.join(head)}>{body}</{name}>"


def _text(
    body: str, scale: float, size: float = 1.0, cls: str | None = None, **style: str | None
) -> str:
    """A line of (already escaped) text at ``size`` em times ``scale``."""
    return _tag("div", body, cls=cls, style=_css(font_size=_em(size, scale), **style))


def _nothing_line(text: str, scale: float, size: float, cls: str) -> str:
    """What a region says where it has nothing to show ("no cards", "no yaku"): muted,
    in italics."""
    return _text(_esc(text), scale, size, cls, color=COLOURS["muted"], font_style="italic")


def _label(text: str, scale: float) -> str:
    """The visible name of a region, in bold, on a line no taller than it needs."""
    return _text(
        _esc(text),
        scale,
        1.0,
        "kk-label",
        font_weight="bold",
        line_height="1.2",
        margin=f"0 0 {_em(0.15, 1)} 0",
    )


def _panel(label: str, aria: str, body: str, scale: float, cls: str, **style: str | None) -> str:
    """A labelled region of the table."""
    look = _css(
        background=COLOURS["panel"],
        border=f"1px solid {COLOURS['edge']}",
        border_radius=_em(0.5, scale),
        padding=_em(_PAD, scale),
        padding_top=_em(_PAD_Y, scale),
        padding_bottom=_em(_PAD_Y / 2, scale),
        box_sizing="border-box",
        **style,
    )
    return _tag(
        "div",
        _label(label, scale) + body,
        cls=f"kk-region {cls}",
        style=look,
        role="group",
        aria_label=aria,
    )


def row_html(
    items: Iterable[str],
    gap: str = "0.6em",
    align: str = "top",
    tight: bool = False,
    below: str | None = None,
) -> str:
    """HTML fragments side by side, ``gap`` apart, wrapping on a narrow screen.

    Each item is an inline block with a margin to its right and below (``below``, or
    ``gap`` again, which also parts the lines of a row that wraps). Flexbox would
    say it in fewer words, but in a notebook nobody has run yet JupyterLab's sanitiser
    keeps only ``display:flex`` of it (no wrapping, no gaps, no direction), and what
    a lesson stores must look the same as what a running one shows. ``tight`` is for
    pictures: no line height under them.
    """
    cell = _css(
        display="inline-block",
        vertical_align=align,
        margin=f"0 {gap} {below or gap} 0",
        line_height="0" if tight else None,
    )
    return _tag("div", "".join(_tag("div", item, style=cell) for item in items))


def column_html(items: Iterable[str], gap: str = "0.6em") -> str:
    """HTML fragments one under the other, ``gap`` apart (blocks, as :func:`row_html`
    explains)."""
    return "".join(
        _tag("div", item, style=_css(margin_top=gap) if k else None) for k, item in enumerate(items)
    )


def _row(
    items: Iterable[str],
    scale: float,
    gap: float = 0.6,
    align: str = "top",
    tight: bool = False,
    below: float | None = None,
) -> str:
    return row_html(
        items, _em(gap, scale), align, tight, None if below is None else _em(below, scale)
    )


def _highlighted(highlight: Iterable[str | Card]) -> frozenset[str]:
    """The ids to highlight; an unknown id is refused by name."""
    return frozenset(card(c).id for c in highlight)


def _live_card(
    c: Card,
    lang: str,
    scale: float,
    marked: bool,
    area: str,
    live: Live,
    lights: Iterable[str] = (),
) -> str:
    """A face-up card as a button of a live table (see :class:`Live`)."""
    classes = ["kk-card"]
    classes += ["kk-pick"] if c.id in live.pick else []
    classes += ["kk-hinted"] if c.id in live.hint else []
    return _tag(
        "button",
        card_html(c, lang, scale, marked),
        cls=" ".join(classes),
        type="button",
        data_card=c.id,
        data_area=area,
        data_lights=" ".join(lights) or None,
        aria_label=_alt(c, lang, marked),
    )


def _cards_row(
    cards: Iterable[Card],
    lang: str,
    scale: float,
    marked: frozenset[str],
    face_up: bool = True,
    gap: float = _CARD_GAP,
    live: Live | None = None,
    area: str = "",
    lights: dict[str, tuple[str, ...]] | None = None,
) -> str:
    """Cards in a wrapping row, or "(no cards)"; a wrapped line sits half a gap below.
    With ``live``, face-up cards are buttons of ``area`` (see :class:`Live`)."""
    if live is not None and face_up:
        drawn = [
            _live_card(c, lang, scale, c.id in marked, area, live, (lights or {}).get(c.id, ()))
            for c in cards
        ]
    else:
        drawn = [card_html(c, lang, scale, c.id in marked, face_up) for c in cards]
    if not drawn:
        return _nothing_line(_word("empty", lang), scale, 0.95, "kk-empty")
    return _row(drawn, scale, gap, tight=True, below=gap / 2)


def _stack(pictures: Sequence[str], card_scale: float, shown: float) -> str:
    """Card pictures overlapping left to right, the last one whole and on top; each of the
    others shows its left ``shown`` part (the month and the plant of a face)."""
    under = _em(-(1 - shown) * CARD_W / UNITS_PER_EM, card_scale)
    cell = _css(display="inline-block", vertical_align="top")
    later = _css(display="inline-block", vertical_align="top", margin_left=under)
    return _tag(
        "div",
        "".join(_tag("div", p, style=later if k else cell) for k, p in enumerate(pictures)),
        style=_css(white_space="nowrap", line_height="0"),
    )


def _check_viewer(viewer: int | str) -> int:
    if viewer in (0, 1):
        return int(viewer)
    if viewer in SEATS:
        return SEATS.index(viewer)
    raise ValueError(f"viewer must be 0 or 1 (or 'A' or 'B'), not {excerpt(viewer)}")


# --------------------------------------------------------------------------- yaku and piles


def _score_rows(
    s: Score,
    lang: str,
    scale: float,
    with_cards: bool,
    rules: Rules,
    card_scale: float = SCORE_CARD_SCALE,
) -> str:
    """A yaku breakdown as a table: name, points (and cards), then the base."""
    line = f"1px solid {COLOURS['edge']}"

    def cell(
        tag: str,
        body: str,
        *,
        text: bool = True,
        number: bool = False,
        rule: bool = False,
        **attrs: str,
    ) -> str:
        # A text cell carries the font size, so its padding (in its own em) scales with
        # it; a cell of cards must not, or the cards' em widths would scale twice.
        unit = 1.0 if text else scale
        style = _css(
            font_size=_em(1, scale) if text else None,
            text_align="right" if number else "left",
            vertical_align="middle",
            font_weight="bold" if number else "normal",
            padding=f"{_em(0.15, unit)} {_em(0.6, unit)} {_em(0.15, unit)} 0",
            border_top=line if rule else None,
            background="transparent",
        )
        return _tag(tag, body, style=style, **attrs)

    rows = []
    for y in s.yaku:
        cells = cell("th", _esc(_yaku_name(y.id, lang, rules)), scope="row")
        cells += cell("td", str(y.points), number=True)
        if with_cards:
            small = [card_html(c, lang, scale * card_scale) for c in y.cards]
            cells += cell("td", _row(small, scale, 0.15, tight=True), text=False)
        rows.append(_tag("tr", cells, cls="kk-yaku", data_yaku=y.id))
    base = cell("th", _esc(_say("base", lang)), rule=True, scope="row")
    base += cell("td", str(s.base), number=True, rule=True)
    if with_cards:
        base += cell("td", "", text=False, rule=True)
    rows.append(_tag("tr", base, cls="kk-base"))
    caption = _tag(
        "caption",
        _esc(_say("yaku", lang)),
        style=_css(font_size=_em(1, scale), text_align="left", font_weight="bold"),
    )
    return _tag(
        "table",
        caption + "".join(rows),
        cls="kk-score",
        style=_css(border_collapse="collapse", margin="0", color=COLOURS["ink"]),
    )


@shows_itself
def score_html(
    score: Score,
    lang: str = "en",
    *,
    scale: float = 1.0,
    card_scale: float = SCORE_CARD_SCALE,
    rules: Rules = _TEACHING,
) -> str:
    """A yaku breakdown: each yaku's name in ``lang`` (under ``rules``), its points and its
    cards, and the base.

    The cards are drawn at ``card_scale`` of a card's size: thumbnails beside a table,
    :data:`READING_CARD_SCALE` where the breakdown is what the learner reads.

    >>> from koikoi_edu.yaku import score as score_pile
    >>> from koikoi_edu.cards import CardSet
    >>> html = score_html(score_pile(CardSet.of("pampas-moon", "chrysanthemum-cup")))
    >>> "Moon viewing (tsukimi)" in html
    True
    """
    scale = check_scale(scale)
    words.check_lang(lang)
    if not score:
        body = _nothing_line(_say("no-yaku", lang), scale, 1.0, "kk-no-yaku")
    else:
        body = _score_rows(score, lang, scale, True, rules, card_scale)
    return _tag(
        "div",
        body,
        cls="koikoi-score",
        style=_css(font_family=FONT),
        role="group",
        aria_label=_say("yaku", lang),
    )


def _progress_list(pile: CardSet, rules: Rules, lang: str, scale: float, month: int = 1) -> str:
    """Progress towards the yaku the pile has started but not made, closest first, as
    short items that run on in lines rather than one a line."""
    started = [p for p in progress(pile, rules, month) if p.have]
    if not started:
        return ""
    item = _css(display="inline-block", margin_right=_em(0.9, 1))
    items = "".join(
        _tag(
            "li",
            _esc(
                _say("progress", lang, have=p.have, need=p.need, name=_yaku_name(p.id, lang, rules))
            ),
            style=item,
            data_yaku=p.id,
        )
        for p in started
    )
    title = _tag("span", _esc(_say("towards", lang)) + ": ", style=_css(font_weight="bold"))
    return _tag(
        "div",
        title
        + _tag(
            "ul",
            items,
            style=_css(display="inline", margin="0", padding="0", list_style_type="none"),
        ),
        cls="kk-progress",
        style=_css(
            font_size=_em(0.85, scale),
            color=COLOURS["muted"],
            margin_top=_em(0.2, 1),
            line_height="1.35",
        ),
    )


@shows_itself
def pile_html(
    pile: CardSet | int,
    rules: Rules,
    *,
    lang: str = "en",
    scale: float = 1.0,
    highlight: Iterable[str | Card] = (),
    called: bool = False,
    stacked: bool = False,
    month: int = 1,
    show_yaku: bool = True,
) -> str:
    """A captured pile sorted as a player sorts it, with its yaku and its progress.

    The cards are grouped brights, animals, ribbons, plains (each group named and
    counted, since the counted yaku need 5 or 10 of a kind); under them the yaku
    the pile holds and how far it is from the others, e.g. "2 of 3 for Poetry
    ribbons". ``called`` says whether the holder has called koi-koi (it matters
    only for rules that change viewing yaku after a call). ``stacked`` lays each
    group out as an overlapping stack, the highlighted cards on top, the way the
    table shows a pile beside its holder's hand; otherwise every card shows whole.
    ``month`` is the round's month (only ``month_yaku_points`` looks at it).
    ``show_yaku=False`` shows the cards alone, while a turn's yaku are not checked yet.
    """
    scale = check_scale(scale)
    words.check_lang(lang)
    pile = pile if isinstance(pile, CardSet) else CardSet(pile)
    marked = _highlighted(highlight)
    groups = []
    for category, cards in pile.by_category().items():
        if not cards:
            continue
        name = words.say(f"group.{category.value}", lang)
        head = _text(
            f"{_esc(name)} {len(cards)}", scale, 0.85, color=COLOURS["muted"], line_height="1.2"
        )
        if stacked:  # the cards just captured lie on top, where they show whole
            on_top = sorted(cards, key=lambda c: c.id in marked)
            small = scale * PILE_SCALE
            drawn = _stack(
                [card_html(c, lang, small, c.id in marked) for c in on_top], small, PILE_SHOWN
            )
        else:
            drawn = _cards_row(cards, lang, scale * PILE_SCALE, marked, gap=0.15)
        groups.append(
            _tag(
                "div",
                head + drawn,
                cls=f"kk-group kk-{category.value}",
                role="group",
                aria_label=f"{name}: {len(cards)}",
            )
        )
    cards_part = groups or [_cards_row((), lang, scale, marked)]
    if not show_yaku:
        return _tag("div", _row(cards_part, scale, 0.6, below=0.1), cls="kk-pile")
    s = score(pile, rules, called, month)
    yaku_part = (
        _score_rows(s, lang, scale, False, rules)
        if s
        else _nothing_line(_say("no-yaku", lang), scale, 0.95, "kk-no-yaku")
    )
    words_part = yaku_part + _progress_list(pile, rules, lang, scale, month)
    if stacked:  # the words beside the stacks while they leave room, so the pile stays low
        beside = _tag("div", words_part, style=_css(max_width=_em(_PILE_WORDS, scale)))
        return _tag("div", _row([*cards_part, beside], scale, 0.6, below=0.1), cls="kk-pile")
    below = _tag("div", words_part, style=_css(margin_top=_em(0.2, scale)))
    return _tag("div", _row(cards_part, scale, 0.6) + below, cls="kk-pile")


# --------------------------------------------------------------------------- settlement


def equation_html(
    settlement: Settlement, lang: str = "en", *, scale: float = 1.0, rules: Rules = _TEACHING
) -> str:
    """The settlement as an equation, every number standing over its reason (its yaku
    named under ``rules``).

    It is a two-row HTML table rather than MathML: JupyterLab's sanitizer removes
    MathML from the stored outputs of a notebook that has not been run yet, which
    is how every learner first sees a lesson. For a round without a winner it is
    the reason in words. The linear text is the ``aria-label``, so a screen reader
    reads the sum as a sentence.

    >>> from koikoi_edu.settlement import settle
    >>> s = settle(Rules(double_at_seven=False), "B", 5, ("tsukimi",), rival_calls=1)
    >>> 'aria-label="5 (tsukimi) × 2 (rival called koi-koi) = 10"' in equation_html(s)
    True
    """
    scale = check_scale(scale)
    if settlement.winner is None:
        text = words.settlement_text(settlement, lang, rules)
        return _text(_esc(text), scale, 1.1, "kk-equation")
    terms = words.equation_terms(settlement, lang, rules)
    big = _css(
        font_size=_em(1.5, scale),
        text_align="center",
        padding=f"0 {_em(0.15, 1)}",
        font_family="'Times New Roman', serif",
    )
    small = _css(
        font_size=_em(0.7, scale),
        text_align="center",
        color=COLOURS["muted"],
        padding=f"0 {_em(0.3, 1)}",
        vertical_align="top",
    )
    last = len(terms) - 1
    top = "".join(
        _tag("td", _esc(text), style=big + (";font-weight:bold" if i == last else ""))
        for i, (_, text, _) in enumerate(terms)
    )
    under = "".join(_tag("td", _esc(note), style=small) for _, _, note in terms)
    linear = words.equation_text(settlement, lang, rules)
    table = _tag(
        "table",
        _tag("tr", top) + _tag("tr", under),
        role="math",
        aria_label=linear,
        style=_css(
            border_collapse="collapse", border="none", margin=f"{_em(0.2, 1)} 0 {_em(0.3, 1)} 0"
        ),
    )
    return _tag("div", table, cls="kk-equation")


@shows_itself
def settlement_html(
    settlement: Settlement, lang: str = "en", *, scale: float = 1.0, rules: Rules = _TEACHING
) -> str:
    """Who won and why: a headline, the equation and the reason the round ended (its
    yaku named under ``rules``).

    A round without a winner (a draw, a misdeal) shows its reason instead of sums.
    """
    scale = check_scale(scale)
    s = settlement
    if s.winner is None:
        head = words.say("settle.no-winner", lang)
        ending = words.ending_text(s, lang, rules)
        body = _text(_esc(ending), scale, 1.0, "kk-reason")
        aria = f"{_say('settlement', lang)}: {head}: {ending}"
    else:
        head = _say("wins", lang, seat=s.winner, points=words.points(s.points, lang))
        body = equation_html(s, lang, scale=scale, rules=rules)
        ending = words.ending_text(s, lang, rules)
        body += _text(_esc(ending), scale, 0.9, "kk-reason", color=COLOURS["muted"])
        aria = f"{_say('settlement', lang)}: {head}"
    headline = _text(
        _esc(head), scale, 1.2, "kk-headline", font_weight="bold", color=COLOURS["accent"]
    )
    return _tag(
        "div",
        headline + body,
        cls="koikoi-settlement",
        style=_css(font_family=FONT),
        role="group",
        aria_label=aria,
    )


# --------------------------------------------------------------------------- the table


def _status(r: Round, lang: str) -> str:
    """Whose turn it is and what they must do."""
    seat = SEATS[r.to_move]
    key = {
        Phase.PLAY: "play",
        Phase.FLIP: "play",  # the flip is the last step of the mover's turn
        Phase.TAKE: "take",
        Phase.DRAW_TAKE: "draw-take",
        Phase.DECIDE: "decide",
        Phase.OVER: "over",
    }[r.phase]
    return _say(key, lang, seat=seat)


def _status_bar(
    r: Round, lang: str, scale: float, caption: str | None, status: str | None = None
) -> str:
    calls = ", ".join(SEATS[s] for s in r.koikoi) or _say("none", lang)
    items = []
    if caption:
        items.append(_text(_esc(caption), scale, 1.1, "kk-caption", font_weight="bold"))
    items.append(
        _text(
            _esc(status or _status(r, lang)),
            scale,
            1.1,
            "kk-turn",
            font_weight="bold",
            color=COLOURS["accent"],
        )
    )
    for text in (
        _say("dealer", lang, seat=SEATS[r.dealer]),
        _say("calls", lang, seats=calls),
        _say("rules", lang, name=words.preset_name(r.rules.name, lang)),
    ):
        items.append(_text(_esc(text), scale, 1.0, color=COLOURS["muted"]))
    return _row(items, scale, 1.2, "baseline", below=0.2)


def _hand(
    r: Round,
    seat: int,
    lang: str,
    scale: float,
    marked: frozenset[str],
    face_up: bool,
    live: Live | None = None,
) -> str:
    hand = r.hand(seat)
    label = _say("hand", lang, seat=SEATS[seat])
    if not face_up:
        label = f"{label} ({_say('face-down', lang)})"
    aria = f"{label}: {_say('cards', lang, n=len(hand))}"
    if not face_up and hand:  # what a rival's hidden hand tells: how many cards it holds
        backs = [card_html(c, lang, scale, c.id in marked, False) for c in hand]
        return _panel(
            f"{label} · {len(hand)}", aria, _stack(backs, scale, BACK_SHOWN), scale, "kk-hand"
        )
    # As wide as a full hand of 8 whatever it holds, so the regions line up in columns.
    lights = None if live is None else {c.id: tuple(r.field_matches(c.index).ids()) for c in hand}
    row = _cards_row(
        hand, lang, scale, marked, face_up, live=live, area=f"hand-{SEATS[seat]}", lights=lights
    )
    return _panel(
        label, aria, row, scale, "kk-hand", width=_em(_HAND_WIDTH, scale), max_width="100%"
    )


def _pile(
    r: Round, seat: int, lang: str, scale: float, marked: frozenset[str], show_yaku: bool = True
) -> str:
    pile = r.pile(seat)
    label = _say("pile", lang, seat=SEATS[seat])
    aria = f"{label}: {_say('cards', lang, n=len(pile))}"
    body = pile_html(
        pile,
        r.rules,
        lang=lang,
        scale=scale,
        highlight=marked,
        called=r.calls[seat] > 0,
        stacked=True,
        month=r.month,
        show_yaku=show_yaku,
    )
    return _panel(
        f"{label} · {len(pile)}",
        aria,
        body,
        scale,
        "kk-pile-region",
        width=_em(_PILE_WIDTH, scale),
        max_width="100%",
    )


def _stock(r: Round, lang: str, scale: float, flipped: str | None = None) -> str:
    # a round waiting on its flip, drawn with the flip turned up: the stock is one short
    n = len(r.stock) - (flipped is not None and r.phase is Phase.FLIP)
    label = _say("stock", lang, n=n)
    body = card_back_html(scale, lang) if n else _cards_row((), lang, scale, frozenset())
    return _panel(label, label, body, scale, "kk-stock")


def _pending(
    r: Round, lang: str, scale: float, live: Live | None = None, flipped: str | None = None
) -> str:
    """The played or flipped card that waits while its player chooses a capture, or
    ``flipped``, a card just turned up from the stock, in its own place."""
    if r.phase in (Phase.TAKE, Phase.DRAW_TAKE):
        label = _say("played" if r.phase is Phase.TAKE else "flipped", lang)
        waiting = CARDS[r.pending]
    elif flipped is not None:
        label, waiting = _say("flipped", lang), card(flipped)
    else:
        return ""
    row = _cards_row([waiting], lang, scale, frozenset([waiting.id]), live=live, area="pending")
    return _panel(label, label, row, scale, "kk-pending")


@shows_itself
def table_html(
    round: Round,
    *,
    lang: str = "en",
    scale: float = 1.0,
    open_hands: bool = False,
    viewer: int | str = 0,
    highlight: Iterable[str | Card] = (),
    caption: str | None = None,
    live: Live | None = None,
    flipped: str | None = None,
    beside: str = "",
    hide_yaku: int | None = None,
    status: str | None = None,
    hands_down: bool = False,
) -> str:
    """The whole table of a round, seen from ``viewer``'s seat, as one HTML fragment.

    The opponent's hand and pile are at the top, the field and the stock in the
    middle (with the settlement beside them once the round is over), the viewer's
    hand and pile at the bottom. The opponent's hand is face down, a fanned stack
    and a count, unless ``open_hands`` (a teaching option: show both hands). In a
    1280 px slide the table is 510-570 px tall at ``scale=1``. ``highlight`` holds the
    card ids a step moved; while a player chooses a capture, the waiting card and
    the two field cards it may take are highlighted as well. ``flipped`` is a card just
    turned up from the stock, shown in its own place beside the field, and ``beside``
    more HTML there (a decision to make). ``live`` makes the cards buttons (see
    :class:`Live`). ``hide_yaku`` is a seat whose pile shows its cards but not its yaku
    (a turn's yaku are checked only after both of its parts, docs/rules.md, 3.4), and
    ``status`` words the header says in place of whose move the round waits for.
    ``hands_down`` draws both hands face down, the viewer's too: the table while the
    screen passes between two people playing at one table.
    """
    words.check_lang(lang)
    scale = check_scale(scale)
    me = _check_viewer(viewer)
    marked = _highlighted(highlight)
    if round.phase in (Phase.TAKE, Phase.DRAW_TAKE):
        marked |= frozenset(CardSet(round.matches).ids())
    them = 1 - me

    field_cards = [c for c in round.field_cards() if c.id != flipped]
    field = _panel(
        _say("field", lang),
        f"{_say('field', lang)}: {_say('cards', lang, n=len(field_cards))}",
        _cards_row(field_cards, lang, scale, marked, live=live, area="field"),
        scale,
        "kk-field",
    )
    hidden = hide_yaku
    settled = (
        ""
        if round.settlement is None
        else _panel(
            _say("settlement", lang),
            _say("settlement", lang),
            settlement_html(round.settlement, lang, scale=scale, rules=round.rules),
            scale,
            "kk-settlement",
        )
    )
    rows = [
        [
            _hand(round, them, lang, scale, marked, open_hands and not hands_down, live),
            _pile(round, them, lang, scale, marked, hidden != them),
        ],
        [
            field,
            _pending(round, lang, scale, live, flipped),
            _stock(round, lang, scale, flipped),
            settled,
            beside,
        ],
        [
            _hand(round, me, lang, scale, marked, not hands_down, live),
            _pile(round, me, lang, scale, marked, hidden != me),
        ],
    ]
    parts = [_status_bar(round, lang, scale, caption, status)]
    # the rows lie closer than the regions beside each other: a table fits a slide with
    # a player's controls above it
    parts += [_row([p for p in row if p], scale, 0.5, below=0.3) for row in rows]
    aria = _say("table", lang) + (f": {caption}" if caption else "")
    look = _css(
        font_family=FONT,
        color=COLOURS["ink"],
        background=COLOURS["table"],
        border_radius=_em(0.8, scale),
        padding=_em(0.6, scale),
        padding_top=_em(0.4, scale),
        padding_bottom=_em(0.1, scale),
        line_height="1.3",
    )
    # the rows' own margins part them: each region keeps a margin below it
    return _tag(
        "div", "".join(parts), cls="koikoi-table", style=look, role="group", aria_label=aria
    )
