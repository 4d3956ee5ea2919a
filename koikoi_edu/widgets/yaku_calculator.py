"""Click cards into a pile and watch its yaku, its base and its points change.

A :class:`YakuCalculator` shows the 48 cards as toggle buttons, each the card's own
picture, grouped by month the way a deck is laid out. Each press puts a card into the
pile or takes it back, and the panels beside the cards follow at once:

* the pile, sorted as a player sorts it, with the yaku it holds (name and points),
  its base, and how far it is from the yaku it lacks ("2 of 3 for Poetry ribbons");
* what the pile settles for if its holder stops now with no koi-koi call on the
  table, as an equation (``8 (shiko) × 2 (base 7 or more) = 16``);
* the same pile under every preset side by side, so a learner sees where the rule
  systems part ways.

Everything shown comes from the engine: :func:`~koikoi_edu.yaku.score` and
:func:`~koikoi_edu.yaku.progress` for the pile, :func:`~koikoi_edu.round.settle`
for the points. The calculator can be driven from code as well::

    >>> calc = YakuCalculator(pile=["maple-deer", "peony-butterflies", "clover-boar"])
    >>> calc
    <YakuCalculator teaching 3 cards base 5>
    >>> calc.add("pampas-geese")
    >>> calc.add("plum-warbler")
    >>> calc.score.points_by_id()
    {'inoshikacho': 5, 'tane': 1}
    >>> calc.set_rules("nintendo")
    >>> calc.score.base, calc.points
    (8, 16)
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from html import escape

import ipywidgets as widgets

from .. import words
from ..cards import CARDS, Card, CardSet, card, parse_cards
from ..errors import KoikoiError
from ..render.cards import FONT, card_picture
from ..render.table import equation_html, pile_html
from ..rules import PRESETS, Rules
from ..settlement import Settlement, settle
from ..words import check_lang, say
from ..yaku import Score, month_cards, score
from .base import KoikoiWidget, preset_of, preset_selector, rules_of

__all__ = ["YakuCalculator"]


def _wrap() -> widgets.Layout:
    """A row that wraps on a narrow screen."""
    return widgets.Layout(flex_flow="row wrap", align_items="flex-start")


#: A card button's size in em, at scale 1: 48 of them, with the pile beside them, fit
#: one screen of 1280 x 720.
CARD_EM = (2.8, 4.4)


def _cell(tag: str, text: str, number: bool = False, **attrs: str) -> str:
    """One table cell; numbers are right-aligned so their digits line up."""
    extra = "".join(f' {k}="{v}"' for k, v in attrs.items())
    align = "right" if number else "left"
    return f'<{tag}{extra} style="text-align:{align};padding:0 0.8em 0 0">{escape(text)}</{tag}>'


def _cells(tag: str, cells: list[tuple[str, bool]], **attrs: str) -> str:
    """Cells given as ``(text, is a number)``."""
    return "".join(_cell(tag, text, number, **attrs) for text, number in cells)


def _card_ids(cards: Iterable[str] | str) -> list[str]:
    """Card ids as a list; one string may hold several ids separated by spaces."""
    return cards.split() if isinstance(cards, str) else list(cards)


class YakuCalculator(KoikoiWidget):
    """A pile built by pressing cards, scored live under a preset and compared across all.

    ``rules`` is a :class:`~koikoi_edu.rules.Rules` or a preset's name; ``pile``
    the cards to start with; ``month`` the round's month, for rules with a month yaku
    (``month_yaku_points``). ``toggles`` maps each card id to its toggle button.
    """

    def __init__(
        self,
        rules: Rules | str = "teaching",
        *,
        pile: Iterable[str] | str = (),
        lang: str = "en",
        scale: float = 1.0,
        month: int = 1,
    ) -> None:
        check_lang(lang)
        month_cards(month)  # refuses a month outside 1 to 12
        rules = rules_of(rules)
        start = CardSet(parse_cards(_card_ids(pile), "pile"))
        super().__init__(lang=lang, scale=scale)
        self._rules = rules
        self._month = month
        self._pile = CardSet()
        self._syncing = False  # set while the code moves the toggles, so they do not echo
        self.selector = preset_selector(rules, say("calc.rules", lang), lang)
        self.on_change(self.selector, self._on_preset)
        # shown only under rules with a month yaku, where the round's month scores
        self.month_menu = widgets.Dropdown(
            options=[
                (say("calc.month", lang, m=m, plant=say(f"plant.{m}", lang)), m)
                for m in range(1, 13)
            ],
            value=month,
            description=say("calc.round-month", lang),
            style={"description_width": "initial"},
        )
        self.on_change(self.month_menu, self._on_month)
        self.toggles: dict[str, widgets.ToggleButton] = {}
        for c in CARDS:
            toggle = widgets.ToggleButton(
                description=words.card_name(c, lang),  # read out, drawn invisible
                tooltip=words.said_card(c, lang),
                layout=widgets.Layout(
                    width=f"{CARD_EM[0] * scale:g}em",
                    height=f"{CARD_EM[1] * scale:g}em",
                    padding="0",
                    margin="0 0.15em 0 0",
                ),
            )
            toggle.add_class("kk-calc-card")
            toggle.add_class(f"kk-calc-{c.id}")
            self.on_change(toggle, partial(self._on_toggle, c.id))
            self.toggles[c.id] = toggle
        self.pile_view = widgets.HTML()
        self.points_view = widgets.HTML()
        self.comparison = widgets.HTML()
        self.grid = self._card_grid()
        # one view: the cards to press on the left, what the pile makes beside them
        result = widgets.VBox(
            [self.status, self.pile_view, self.points_view, self.comparison],
            layout=widgets.Layout(flex="1 1 22em", min_width="18em"),
        )
        self.children = [
            widgets.HBox([self.selector, self.month_menu], layout=_wrap()),
            widgets.HBox([self.grid, result], layout=_wrap()),
        ]
        self._show(start, say("calc.new-pile", lang))

    def snapshot_parts(self) -> list[widgets.Widget]:
        # the 48 cards to choose from are left out: the pile shows what was chosen
        return [self.selector, self.month_menu, self.status] + [
            self.pile_view,
            self.points_view,
            self.comparison,
        ]

    # -- what the calculator holds -----------------------------------------------------

    @property
    def pile(self) -> CardSet:
        """The cards in the pile."""
        return self._pile

    @property
    def rules(self) -> Rules:
        """The rules the pile is scored under."""
        return self._rules

    @rules.setter
    def rules(self, rules: Rules | str) -> None:
        self.set_rules(rules)

    @property
    def score(self) -> Score:
        """The pile's yaku under the rules, for a holder who has not called koi-koi."""
        return score(self._pile, self._rules, month=self._month)

    @property
    def points(self) -> int:
        """What the pile settles for if its holder stops with no koi-koi call on the table."""
        return self._settlement(self._rules).points

    # -- changing it --------------------------------------------------------------------

    def add(self, card_id: str) -> None:
        """Put one card into the pile."""
        c = card(card_id)
        if c in self._pile:
            raise KoikoiError(message="widget.in-pile", card=c)
        self._show(self._pile | c, say("calc.added", self.lang, card=self._quoted(c)))

    def remove(self, card_id: str) -> None:
        """Take one card back out of the pile."""
        c = card(card_id)
        if c not in self._pile:
            raise KoikoiError(message="widget.not-in-pile", card=c)
        self._show(self._pile - c, say("calc.removed", self.lang, card=self._quoted(c)))

    def _quoted(self, c: Card) -> str:
        return words.quoted(words.card_name(c, self.lang), self.lang)

    def set_pile(self, cards: Iterable[str] | str) -> None:
        """Replace the pile: a list of card ids, or one string of ids separated by spaces."""
        pile = CardSet(parse_cards(_card_ids(cards), "pile"))
        self._show(pile, say("calc.new-pile", self.lang))

    def clear(self) -> None:
        """Empty the pile."""
        self._show(CardSet(), say("calc.cleared", self.lang))

    @property
    def month(self) -> int:
        """The round's month the pile is scored in (``month_yaku_points``)."""
        return self._month

    def set_month(self, month: int) -> None:
        """Score the pile as if in round ``month`` (1 to 12): the month of tsuki-fuda."""
        month_cards(month)  # refuses a month outside 1 to 12
        self._month = month
        self._syncing = True
        try:
            self.month_menu.value = month
        finally:
            self._syncing = False
        self._show(
            self._pile,
            say("play.month", self.lang, m=month, plant=say(f"plant.{month}", self.lang)),
        )

    def set_rules(self, rules: Rules | str) -> None:
        """Score the pile under other rules: a :class:`Rules` or a preset's name."""
        self._rules = rules_of(rules)
        self._syncing = True
        try:
            self.selector.value = preset_of(self._rules)
        finally:
            self._syncing = False
        name = words.preset_name(self._rules.name, self.lang)
        self._show(self._pile, say("calc.ruled", self.lang, name=name))

    # -- events -------------------------------------------------------------------------

    def _on_toggle(self, card_id: str, change: dict) -> None:
        if not self._syncing:
            self.attempt(self.add if change["new"] else self.remove, card_id)

    def _on_month(self, change: dict) -> None:
        if not self._syncing and change["new"] is not None:
            self.attempt(self.set_month, change["new"])

    def _on_preset(self, change: dict) -> None:
        if not self._syncing and change["new"] is not None:
            self.attempt(self.set_rules, change["new"])

    # -- drawing ------------------------------------------------------------------------

    def _card_grid(self) -> widgets.VBox:
        """The 48 card buttons, a group of four for each month.

        Each button shows its card's picture (a style sheet drawn once, here: a press
        changes a toggle, never a picture) and says the card's name to a screen reader;
        a pressed card is framed.
        """
        lang, months = self.lang, []
        for m in range(1, 13):
            name = say("calc.month", lang, m=m, plant=say(f"plant.{m}", lang))
            head = widgets.HTML(f'<small style="white-space:nowrap">{escape(name)}</small>')
            cards = widgets.HBox([self.toggles[c.id] for c in CardSet.month(m)])
            months.append(
                widgets.VBox([head, cards], layout=widgets.Layout(margin="0 0.8em 0.3em 0"))
            )
        pictures = "".join(
            f'.kk-calc-{c.id}{{background-image:url("{card_picture(c, lang)}")}}' for c in CARDS
        )
        style = widgets.HTML(
            "<style>.kk-calc-card{background:#fff center/contain no-repeat;color:transparent;"
            "text-indent:-99em;overflow:hidden;border:2px solid transparent;border-radius:4px;"
            "box-shadow:none}"
            ".kk-calc-card.mod-active{border-color:#b3261e;box-shadow:0 0 0 2px #b3261e;"
            "background-color:#fff}.kk-calc-card:focus-visible{outline:3px solid #1a5fb4}"
            f"{pictures}</style>"
        )
        intro = widgets.HTML(escape(say("calc.cards", lang)))
        return widgets.VBox(
            [style, intro, widgets.HBox(months, layout=_wrap())],
            layout=widgets.Layout(flex="0 1 40em"),
        )

    def _settlement(self, rules: Rules) -> Settlement:
        """The pile's win under ``rules`` for a holder who stops with no call on the table."""
        held = score(self._pile, rules, month=self._month)
        return settle(rules, "A", held.base, tuple(y.id for y in held.yaku))

    def _show(self, pile: CardSet, change: str) -> None:
        """Make ``pile`` the pile: move the toggles that differ, redraw, announce ``change``."""
        self._pile = pile
        self._syncing = True
        try:
            for cid, toggle in self.toggles.items():
                if toggle.value != (cid in pile):
                    toggle.value = cid in pile
        finally:
            self._syncing = False
        lang, scale = self.lang, self.scale
        self.month_menu.layout.display = None if self._rules.month_yaku_points else "none"
        held = self.score
        self.pile_view.value = pile_html(
            pile, self._rules, lang=lang, scale=scale, month=self._month
        )
        if held:
            body = equation_html(
                self._settlement(self._rules), lang, scale=scale, rules=self._rules
            )
        else:
            body = f"<p>{escape(say('calc.nothing', lang))}</p>"
        self.points_view.value = (
            f'<div class="kk-points" role="group" aria-label="{escape(say("calc.total", lang))}"'
            f' style="font-family:{escape(FONT)}"><b>{escape(say("calc.points", lang))}</b>'
            f"{body}</div>"
        )
        self.comparison.value = self._comparison_html()
        summary = say("calc.summary", lang, n=len(pile), base=held.base, points=self.points)
        listed = words.yaku_points(held.points_by_id().items(), lang, self._rules)
        self.set_status(f"{change}; {summary}" + (f": {listed}" if listed else ""))

    def _comparison_html(self) -> str:
        """A table with one row per preset: the pile's yaku, base and points under it."""
        lang = self.lang
        head = [
            (say(f"calc.{key}", lang), key in ("base", "total"))
            for key in ("preset", "yaku", "base", "total")
        ]
        rows = [f"<tr>{_cells('th', head, scope='col')}</tr>"]
        compared = list(PRESETS.items())
        if preset_of(self._rules) is None:  # rules with options changed come first
            compared.insert(0, (say("calc.these", lang), self._rules))
        for name, rules in compared:
            s = self._settlement(rules)
            yaku = words.yaku_points(
                score(self._pile, rules, month=self._month).points_by_id().items(), lang, rules
            )
            cells = [
                (yaku or say("calc.none", lang), False),
                (str(s.base), True),
                (str(s.points), True),
            ]
            # the preset the pile is scored under now stands out, in words for screen readers
            current = (
                ' aria-current="true" style="font-weight:bold;background:#f3ead2"'
                if rules == self._rules
                else ""
            )
            rows.append(
                f'<tr data-preset="{escape(name)}"{current}>'
                + _cell("th", words.preset_name(name, lang), scope="row")
                + _cells("td", cells)
                + "</tr>"
            )
        caption = (
            f'<caption style="text-align:left;font-weight:bold">'
            f"{escape(say('calc.compare', lang))}</caption>"
        )
        style = f"border-collapse:collapse;font-family:{FONT};font-size:{0.95 * self.scale:g}em"
        return f'<table class="kk-presets" style="{escape(style)}">{caption}{"".join(rows)}</table>'

    def describe(self) -> str:
        n = len(self._pile)
        return f"{self._rules.name} {n} card{'s' * (n != 1)} base {self.score.base}"
