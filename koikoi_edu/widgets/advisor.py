"""Ask the advisor: stop with the yaku you hold, or call koi-koi and play on?

A :class:`KoikoiAdvisor` opens on a round at a decision and shows the position
as the decider sees it (the rival's hand face down). Pressing *Ask* (or calling
:meth:`~KoikoiAdvisor.ask`) runs :func:`~koikoi_edu.advisor.advise`, which plays
the rest of the round out many times after a call, and shows:

* a chart of the two options side by side: the expected net points of each, with
  the confidence interval of koi-koi's estimate, and who wins the round after each
  (you, the rival, nobody);
* the number of playouts, or that every deal of the unseen cards was played out;
* the advice in plain words, e.g. "Calling koi-koi here costs 9.1 points on
  average and gives up the 5 you hold 100% of the time: stop."

Two drop-downs choose the models that play the rest of the round (``random``,
``greedy``, ``heuristic``), and one the rules: the same position is weighed again
under another preset with :func:`~koikoi_edu.advisor.with_rules`, and when that
preset offers no decision there, the status line says so::

    >>> from koikoi_edu.cards import card
    >>> from koikoi_edu.scenario import load_library
    >>> r = load_library("boar-deer-butterflies").new_round()
    >>> _ = r.apply_action(card("clover-boar").index)  # A holds inoshikacho
    >>> _ = r.flip()  # the top of the stock turns up: A decides
    >>> advisor = KoikoiAdvisor(r)
    >>> advisor
    <KoikoiAdvisor A at turn 13: not asked>
    >>> advisor.ask().best
    'stop'
    >>> advisor
    <KoikoiAdvisor A at turn 13: koi-koi −9.1>

The charts are drawn by :func:`advice_chart_svg` and, for a series of positions
(the same decision at other turns, under other rules...), :func:`difference_chart_svg`;
both return deterministic SVG text (:mod:`koikoi_edu.render.charts`).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import ipywidgets as widgets

from .. import words
from ..advisor import (
    PLAYOUT_MODELS,
    Advice,
    advise,
    check_playouts,
    player_names,
    require_decision,
    turn_of,
    with_rules,
)
from ..errors import KoikoiError
from ..render.advice import advice_chart_svg
from ..render.cards import FONT
from ..render.picture import svg_img
from ..render.table import table_html
from ..round import SEATS, Round
from ..rules import Rules
from ..words import check_lang, say
from .base import KoikoiWidget, button, preset_of, preset_selector, rules_of

__all__ = ["KoikoiAdvisor"]


def _signed(x: float, lang: str = "en") -> str:
    """``+1.2`` or ``−9.1`` (a true minus sign), never ``−0.0``; ``−9,1`` where ``lang``
    writes a decimal comma."""
    text = f"{round(x, 1) + 0.0:+.1f}"
    return text.replace("-", say("number.minus", lang)).replace(
        ".", say("number.decimal-point", lang)
    )


# -- the widget ---------------------------------------------------------------------------


class KoikoiAdvisor(KoikoiWidget):
    """Weigh stop against koi-koi at a decision: the position, the choices, the answer.

    ``round`` must be at a decision (else the advisor's
    :class:`~koikoi_edu.errors.KoikoiError` says what the round waits for); the
    advisor keeps a copy, so the round may play on. ``players``, ``playouts`` and
    ``seed`` are :func:`~koikoi_edu.advisor.advise`'s (early stopping on; without
    ``playouts``, as many as the chosen models play by default): the same seed gives
    the same answer. Nothing is played out until :meth:`ask`; after
    that, a change of rules or models asks again at once.
    """

    def __init__(
        self,
        round: Round,
        *,
        players: str | Sequence[str] = ("random", "random"),
        playouts: int | None = None,
        seed: int = 0,
        lang: str = "en",
        scale: float = 1.0,
    ) -> None:
        check_lang(lang)
        require_decision(round, "the advisor")
        players = player_names(players)
        if playouts is not None:
            playouts = check_playouts(playouts)
        super().__init__(lang=lang, scale=scale)
        self._given = round.copy()
        self._round: Round | None = self._given
        self._rules = round.rules
        self._players = players
        self.playouts, self.seed = playouts, seed
        self._advice: Advice | None = None
        self._chart_svg = ""  # the chart of the advice, drawn once per answer
        self._problem: KoikoiError | None = None  # why the chosen rules offer no decision
        self._syncing = False  # set while the code moves the drop-downs, so they do not echo

        style = {"description_width": "initial"}
        self.table = widgets.HTML()
        self.rules_menu = preset_selector(self._rules, say("advisor.rules", lang), lang)
        models = [(words.player_name(p, lang), p) for p in PLAYOUT_MODELS]
        self.you_menu = widgets.Dropdown(
            options=models,
            value=players[0],
            style=style,
            description=say("advisor.you-model", lang),
        )
        self.rival_menu = widgets.Dropdown(
            options=models,
            value=players[1],
            style=style,
            description=say("advisor.rival-model", lang),
        )
        self.ask_button = button(say("advisor.ask", lang), say("advisor.ask-tip", lang))
        self.chart = widgets.HTML()
        self.reading = widgets.HTML()
        self.add_class("kk-advisor")
        for part in ("table", "chart", "reading"):
            getattr(self, part).add_class(f"kk-advisor-{part}")

        self.on_change(self.rules_menu, self._on_rules)
        self.on_change(self.you_menu, self._on_players)
        self.on_change(self.rival_menu, self._on_players)
        self.on_click(self.ask_button, self.ask)
        self.children = [
            self.table,
            widgets.HBox(
                [self.rules_menu, self.you_menu, self.rival_menu, self.ask_button],
                layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
            ),
            self.status,
            self.chart,
            self.reading,
        ]
        self._show()

    # -- what is weighed ----------------------------------------------------------------

    @property
    def round(self) -> Round | None:
        """The position weighed: the given one under :attr:`rules` (None when they
        offer no decision there)."""
        return self._round

    @property
    def rules(self) -> Rules:
        """The rules the position is weighed under."""
        return self._rules

    @property
    def players(self) -> tuple[str, str]:
        """The models that play the rest of the round: the decider's, the rival's."""
        return self._players

    @property
    def seat(self) -> str:
        """The player who decides, ``"A"`` or ``"B"``."""
        return SEATS[self._given.to_move]

    @property
    def turn(self) -> int:
        """The turn that led to the decision (see :func:`turn_of`)."""
        return turn_of(self._given)

    @property
    def advice(self) -> Advice | None:
        """The latest answer, None before :meth:`ask` and after a change of the inputs."""
        return self._advice

    @property
    def chart_svg(self) -> str:
        """The chart of the latest answer as SVG text ("" before an answer)."""
        return self._chart_svg

    @property
    def reading_text(self) -> str:
        """The latest answer in plain words ("" before an answer)."""
        return "" if self._advice is None else words.advice_text(self._advice, self.lang)

    # -- driving from code ------------------------------------------------------------------

    def ask(self) -> Advice:
        """Weigh stop against koi-koi now and show the answer (what the Ask button does)."""
        if self._round is None:
            assert self._problem is not None  # set with the round it refused
            raise self._problem
        self._advice = advise(
            self._round, players=self._players, playouts=self.playouts, seed=self.seed
        )
        self._show()
        return self._advice

    def set_rules(self, rules: Rules | str) -> None:
        """Weigh the same position under ``rules`` (a preset's name or a Rules).

        The turn that led to the decision is played again under them; if it offers
        no decision there, the status line says why and :meth:`ask` refuses.
        """
        rules = rules_of(rules)
        self._rules, self._problem = rules, None
        if rules == self._given.rules:
            self._round = self._given
        else:
            try:
                self._round = with_rules(self._given, rules)
            except KoikoiError as e:  # said in the widget's language where it is shown
                self._round, self._problem = None, e
        self._again()

    def set_players(self, players: str | Sequence[str]) -> None:
        """Choose the models for the rest of the round: one name, or the decider's and
        the rival's."""
        self._players = player_names(players)
        self._again()

    def _again(self) -> None:
        """After a change of the inputs: answer again if an answer was shown."""
        if self._advice is not None and self._round is not None:
            self.ask()
        else:
            self._advice = None
            self._show()

    # -- events -------------------------------------------------------------------------

    def _on_rules(self, change: dict) -> None:
        if not self._syncing and change["new"] is not None:
            self.attempt(self.set_rules, change["new"])

    def _on_players(self, change: dict) -> None:
        if not self._syncing:
            self.attempt(self.set_players, (self.you_menu.value, self.rival_menu.value))

    # -- drawing ------------------------------------------------------------------------

    def _headline(self) -> str:
        """ "A at turn 13, teaching: 400 playouts"."""
        a, lang = self._advice, self.lang
        where = say(
            "advisor.where",
            lang,
            seat=self.seat,
            turn=self.turn,
            rules=words.preset_name(self._rules.name, lang),
        )
        if a is None:
            return where
        count = say("advisor.exact" if a.exact else "advisor.playouts", lang, n=a.playouts)
        return f"{where}: {count}"

    def _sync_menus(self) -> None:
        self._syncing = True
        try:
            self.rules_menu.value = preset_of(self._rules)
            self.you_menu.value, self.rival_menu.value = self._players
        finally:
            self._syncing = False

    def _show(self) -> None:
        lang, scale, a = self.lang, self.scale, self._advice
        # a scale under 1 compacts the table; the chart and the prose stay readable
        reading_scale = max(scale, 1.0)
        self._sync_menus()
        shown = self._round if self._round is not None else self._given
        self.table.value = table_html(shown, lang=lang, scale=scale, viewer=shown.to_move)
        self.ask_button.disabled = self._round is None
        if a is None:
            self._chart_svg = self.chart.value = self.reading.value = ""
            detail = (
                say("advisor.waiting", lang)
                if self._problem is None
                else say(self._problem.msg, lang)
            )
            self.set_status(f"{self._headline()}: {detail}")
            return
        verdict = say("advisor.says", lang, best=say(f"decision.{a.best}", lang))
        reading = words.advice_text(a, lang)
        self._chart_svg = advice_chart_svg(a, title=self._headline(), lang=lang)
        # the chart is a picture of the reading, which is its text alternative
        self.chart.value = svg_img(self._chart_svg, reading, width=f"{40 * reading_scale:g}em")
        self.reading.value = (
            f'<div class="kk-advice" style="font-family:{escape(FONT)};'
            f'font-size:{reading_scale:g}em;line-height:1.45;max-width:46em">'
            f"<p><b>{escape(verdict)}</b></p><p>{escape(reading)}</p></div>"
        )
        against = say("advisor.against", lang, diff=_signed(a.difference, lang))
        self.set_status(f"{self._headline()}: {verdict} ({against})")

    def describe(self) -> str:
        where = f"{self.seat} at turn {self.turn}"
        if self._rules != self._given.rules:
            where += f" under {self._rules.name}"
        if self._round is None:
            return f"{where}: no decision"
        if self._advice is None:
            return f"{where}: not asked"
        return f"{where}: koi-koi {_signed(self._advice.difference)}"
