"""A live table: the table, its one bar of controls and its one line of words, as markup.

The interactive table view (:class:`koikoi_edu.widgets.table_view.TableView`) shows
whatever markup this module makes; its JavaScript only draws it and reports clicks.
The same function draws the static snapshot a stored notebook keeps, so a lesson
nobody has run yet shows the table as the live view would::

    +--------------------------------------------------------------+
    | [First] [Prev] [Next] [Last]  step 3 of 11   [hint] [advisor] |  the bar
    | A plays "bush clover: boar"; it matches ...                   |  the narration
    | a coaching line or why a click was refused                    |  the note
    | the table (render.table.table_html), the decision beside it  |
    +--------------------------------------------------------------+

Pictures are sent to the view once, as :func:`pictures` (one ``data:`` URI per card
face, highlighted face and back); the live markup is drawn within
:func:`~koikoi_edu.render.cards.named_pictures`, so it names them (``data-pic``)
instead of repeating them and a redraw sends a few kilobytes, not the ~85 of a table.
"""

from __future__ import annotations

import functools
import html
import re
from dataclasses import dataclass

from .. import words
from ..cards import CARDS, card
from .cards import FONT, _card_picture, picture_key
from .table import COLOURS, _css, _em, _esc, _tag

__all__ = ["Control", "Bar", "live_html", "pictures", "spelled_out", "prose"]


@dataclass(frozen=True)
class Control:
    """A button of the bar: ``id`` is what a click on it reports."""

    id: str
    label: str
    tip: str = ""
    enabled: bool = True
    primary: bool = False  # the button the learner most likely wants next
    pressed: bool | None = None  # a toggle's state; None for a plain button


@dataclass(frozen=True)
class Toggles:
    """Buttons of which one is pressed, after a label: the computer's level."""

    label: str
    buttons: tuple[Control, ...]


@dataclass(frozen=True)
class Bar:
    """The controls of a live table, all in one bar above it, and the words under it."""

    controls: tuple[Control, ...] = ()
    toggles: Toggles | None = None
    #: "step 3 of 11 · turn 1: play", beside the step slider (shown when ``steps``)
    where: str = ""
    step: int = 0
    steps: int = 0
    #: the step's sentence, said once (an ``aria-live`` region)
    narration: str = ""
    #: one more line: a refused click's reason, a coaching line, a verdict
    note: str = ""
    note_kind: str = "info"  # "info", "refused", "right", "wrong"
    title: str = ""


def _button(c: Control, scale: float, live: bool) -> str:
    look = _css(
        font_size=_em(0.95, scale),
        padding=f"{_em(0.12, 1)} {_em(0.7, 1)}",
        margin=f"0 {_em(0.35, 1)} {_em(0.1, 1)} 0",
        font_family=FONT,
        font_weight="bold" if c.primary or c.pressed else None,
        # pressed reads as pressed without colour: a heavier, inset border
        border="2px inset #1a4f8b" if c.pressed else None,
    )
    cls = "kk-control" + (" kk-primary" if c.primary else "")
    disabled = "disabled" if not (live and c.enabled) else None
    return _tag(
        "button",
        _esc(c.label),
        cls=cls,
        style=look,
        type="button",
        data_control=c.id,
        title=c.tip or None,
        aria_pressed=None if c.pressed is None else str(c.pressed).lower(),
        disabled=disabled,
    )


def _toggles_html(t: Toggles, scale: float, live: bool) -> str:
    """A labelled group of toggle buttons, the label read out for the group."""
    label = _tag(
        "span",
        _esc(t.label),
        style=_css(
            font_size=_em(0.95, scale), margin=f"0 {_em(0.35, 1)} 0 {_em(0.4, 1)}", font_family=FONT
        ),
    )
    buttons = "".join(_button(c, scale, live) for c in t.buttons)
    return _tag("span", label + buttons, cls="kk-toggles", role="group", aria_label=t.label)


def bar_html(bar: Bar, lang: str, scale: float, live: bool) -> str:
    """The bar of controls, the step slider and the two lines of words."""
    items = [_button(c, scale, live) for c in bar.controls]
    if bar.toggles:
        items.append(_toggles_html(bar.toggles, scale, live))
    if bar.steps:
        label = words.say("player.step", lang)
        items.append(
            _tag(
                "input",
                "",
                cls="kk-step-slider",
                type="range",
                min="0",
                max=str(bar.steps),
                value=str(bar.step),
                aria_label=label,
                data_control="step",
                disabled=None if live else "disabled",
                style=_css(vertical_align="middle", width=_em(10, scale)),
            )
        )
    if bar.where:
        items.append(
            _tag(
                "span",
                _esc(bar.where),
                cls="kk-step",
                style=_css(
                    font_size=_em(0.95, scale), margin_left=_em(0.4, 1), color=COLOURS["muted"]
                ),
            )
        )
    # the title and the controls share a line (wrapping when the title is long), so a
    # table and its words still fit a 1280x720 slide
    inline = _css(display="inline-block", vertical_align="middle")
    head = ""
    if bar.title:
        head = _tag(
            "div",
            _esc(bar.title),
            cls="kk-title",
            role="heading",
            aria_level="2",
            style=inline
            + ";"
            + _css(
                font_weight="bold",
                font_size=_em(1.15, scale),
                line_height="1.2",
                margin_right=_em(0.8, 1),
            ),
        )
    parts = [
        _tag(
            "div",
            head
            + _tag(
                "div",
                "".join(items),
                cls="kk-bar",
                role="toolbar",
                aria_label=words.say("live.controls", lang),
                style=inline,
            ),
        )
    ]
    say = _css(
        font_size=_em(1.05, scale), line_height="1.25", max_width=_em(64, scale), font_weight="bold"
    )
    parts.append(
        _tag(
            "div",
            prose(bar.narration, lang),
            cls="kk-narration",
            style=say,
            role="status",
            aria_live="polite",
        )
    )
    if bar.note:
        colour = {"refused": COLOURS["accent"], "wrong": COLOURS["accent"], "right": "#1d5e2c"}.get(
            bar.note_kind, COLOURS["ink"]
        )
        parts.append(
            _tag(
                "div",
                prose(bar.note, lang),
                cls=f"kk-note kk-note-{bar.note_kind}",
                style=_css(
                    font_size=_em(1.0, scale),
                    color=colour,
                    max_width=_em(64, scale),
                    line_height="1.3",
                ),
                role="alert" if bar.note_kind in ("refused", "wrong") else None,
            )
        )
    return "".join(parts)


#: A card id in words, bare or in backticks, not part of a longer word.
_CARD_ID = re.compile(
    r"`?(?<![\w-])("
    + "|".join(sorted((re.escape(c.id) for c in CARDS), key=len, reverse=True))
    + r")(?![\w-])`?"
)


def prose(text: str, lang: str = "") -> str:
    """Words as HTML: escaped, other `backticked` ids (keys, values) as code and, given
    ``lang``, each card id as the card's quoted name: a scenario's author may write
    ids, a learner reads names.

    >>> prose("The boar captures clover-plain-1, not `take`.", "ru")
    'The boar captures «хаги: простая», not <code>take</code>.'
    """
    if lang:
        text = _CARD_ID.sub(
            lambda m: words.quoted(words.card_name(card(m.group(1)), lang), lang), text
        )
    return re.sub(r"`([^`<>]+)`", r"<code>\1</code>", html.escape(text))


def live_html(bar: Bar, table: str, lang: str, scale: float, live: bool) -> str:
    """The bar over ``table`` (:func:`~koikoi_edu.render.table.table_html`'s markup) as
    one fragment; ``live`` False draws the controls disabled, for a stored page."""
    body = bar_html(bar, lang, scale, live) + table
    return _tag(
        "div",
        body,
        cls="kk-live-table",
        style=_css(font_family=FONT),
        role="group",
        aria_label=words.say("table.table", lang),
    )


@functools.cache
def _keys(lang: str) -> dict[str, str]:
    """Every picture a table draws in ``lang``, by its key: a card's id, its id and
    ``*`` highlighted, and ``back``."""
    return {
        picture_key(card_id, highlight): _card_picture(card_id, lang, highlight)
        for card_id in (None, *(c.id for c in CARDS))
        for highlight in (False, True)
    }


def pictures(lang: str) -> dict[str, str]:
    """The pictures a live table's markup names (drawn within
    :func:`~koikoi_edu.render.cards.named_pictures`): key -> ``data:`` URI (about
    350 kB, sent once)."""
    return dict(_keys(lang))


_NAMED_PICTURE = re.compile(r'<img data-pic="([^"]+)"')


def spelled_out(markup: str, lang: str) -> str:
    """Live ``markup`` with each picture it names spelled out as its ``data:`` URI: the
    page as it would stand without the view's pictures (to save it, or to read it in a
    test), the same as the table drawn outside
    :func:`~koikoi_edu.render.cards.named_pictures`.

    >>> from koikoi_edu.render.cards import card_html, named_pictures
    >>> with named_pictures():
    ...     named = card_html("pine-crane")
    >>> spelled_out(named, "en") == card_html("pine-crane")
    True
    """
    by_key = _keys(lang)
    return _NAMED_PICTURE.sub(lambda m: f'<img src="{by_key[m.group(1)]}"', markup)
