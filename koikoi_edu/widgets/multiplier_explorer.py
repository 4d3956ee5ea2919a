"""Turn the knobs of a settlement: the base, who called koi-koi, and the rules.

Only the winner of a round scores, and the base of their yaku is then multiplied
by whatever the rules say: x2 at a base of 7 or more, x2 when the rival had called
koi-koi (under ``teaching``), or by the winner's own calls (under ``escalating``
and ``flower-poker``). A :class:`MultiplierExplorer` lets a learner move each input
and read the settlement as an equation in which every factor stands over its
reason. Three buttons load the examples that docs/rules.md works through::

    >>> explorer = MultiplierExplorer()
    >>> explorer.set(base=8, rival_calls=1)
    >>> explorer
    <MultiplierExplorer teaching base 8 = 32>
    >>> explorer.equation
    '8 (yaku points) × 2 (base 7 or more) × 2 (rival called koi-koi) = 32'
    >>> explorer.examples[2].click()  # the caller's own win is not doubled
    >>> explorer.points, explorer.winner_calls
    (6, 1)

The points are the engine's :func:`~koikoi_edu.round.settle`; the widget only
keeps the inputs inside what the preset allows (its ``koikoi_limit``).
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from .. import words
from ..errors import KoikoiError
from ..inputs import whole_number
from ..message import Msg, Name
from ..render.cards import FONT
from ..render.live import prose
from ..render.table import equation_html
from ..rules import Rules
from ..settlement import Settlement, settle
from ..words import say
from ..yaku import YAKU_IDS
from .base import KoikoiWidget, button, preset_of, preset_selector, rules_of

__all__ = ["MultiplierExplorer", "EXAMPLES"]

#: The largest base the slider offers: a pile needs most of the deck to go higher.
MAX_BASE = 50
#: The most calls offered where the rules set no limit: the ``japan`` caller factor,
#: the most detailed one, names its steps up to 7 calls.
MAX_CALLS = 7

#: The settlements docs/rules.md works through: (words key of the label, the inputs).
EXAMPLES: tuple[tuple[str, dict], ...] = (
    (
        "against-caller",
        dict(preset="teaching", base=8, yaku=("shiko",), winner_calls=0, rival_calls=1),
    ),
    ("worked", dict(preset="teaching", base=5, yaku=("tsukimi",), winner_calls=0, rival_calls=1)),
    (
        "own-win",
        dict(
            preset="teaching", base=6, yaku=("inoshikacho", "tane"), winner_calls=1, rival_calls=0
        ),
    ),
)

# The settlement options a learner compares between presets, each with the catalogue's
# description of it (option.<name>, the rules option's own words).
_OPTIONS = ("double_at_seven", "double_against_caller", "caller_factor", "koikoi_limit")


def _slider(label: str, low: int, high: int) -> widgets.IntSlider:
    """A slider with its label in a column of its own: a long label ("winner's own
    koi-koi calls", «объявления кои-кои победителя») leaves the track its width."""
    return widgets.IntSlider(
        low,
        min=low,
        max=high,
        description=label,
        style={"description_width": "19em"},
        layout=widgets.Layout(width="40em", max_width="100%"),
    )


class MultiplierExplorer(KoikoiWidget):
    """Sliders for the base and the koi-koi calls, a preset, and the settlement they make.

    ``preset`` is a preset's name or a :class:`~koikoi_edu.rules.Rules`. The winner
    is seat A and the rival seat B; ``winner_calls`` and ``rival_calls`` are how
    many times each had called koi-koi in the round, within the preset's
    ``koikoi_limit``. ``examples`` are the buttons of :data:`EXAMPLES`. ``options``
    lists the preset's settlement options under the sum, by their names in code: a
    reference for comparing presets, left out where a lesson teaches only ``teaching``.
    """

    def __init__(
        self,
        base: int = 5,
        *,
        preset: Rules | str = "teaching",
        winner_calls: int = 0,
        rival_calls: int = 0,
        options: bool = True,
        lang: str = "en",
    ) -> None:
        super().__init__(lang=lang)
        self._options = options
        self._rules = rules_of(preset)
        self._yaku: tuple[str, ...] = ()
        self._base, self._calls = 1, (0, 0)
        self._syncing = False  # set while the code moves the inputs, so they do not echo
        self.selector = preset_selector(self._rules, say("explorer.rules", lang), lang)
        self.base_slider = _slider(say("explorer.base", lang), 1, MAX_BASE)
        self.winner_slider = _slider(say("explorer.winner-calls", lang), 0, MAX_CALLS)
        self.rival_slider = _slider(say("explorer.rival-calls", lang), 0, MAX_CALLS)
        self.limit_note = widgets.HTML()
        self.examples = []
        for key, inputs in EXAMPLES:
            example = button(say(f"explorer.{key}", lang), say(f"explorer.{key}-tip", lang))
            self.on_click(example, self.set, **inputs)
            self.examples.append(example)
        # the examples are worked under teaching: shown only there (see _show)
        self.example_row = widgets.HBox(
            [widgets.HTML(escape(say("explorer.examples", lang)))] + self.examples,
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        self.result = widgets.HTML()
        self.on_change(self.selector, self._on_preset)
        for slider in (self.base_slider, self.winner_slider, self.rival_slider):
            self.on_change(slider, self._on_input)
        self.children = [
            self.selector,
            self.base_slider,
            self.winner_slider,
            self.rival_slider,
            self.limit_note,
            self.example_row,
            self.status,
            self.result,
        ]
        self.set(base=base, winner_calls=winner_calls, rival_calls=rival_calls)

    # -- the inputs and what they settle for --------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rules the win is settled under."""
        return self._rules

    @property
    def base(self) -> int:
        """The base: the sum of the winner's yaku."""
        return self._base

    @property
    def winner_calls(self) -> int:
        """How many times the winner had called koi-koi."""
        return self._calls[0]

    @property
    def rival_calls(self) -> int:
        """How many times the rival had called koi-koi."""
        return self._calls[1]

    @property
    def settlement(self) -> Settlement:
        """The win the inputs describe, settled by the engine (A wins, B is the rival)."""
        return settle(self._rules, "A", self._base, self._yaku, *self._calls)

    @property
    def points(self) -> int:
        """The winner's settled points."""
        return self.settlement.points

    @property
    def equation(self) -> str:
        """The settlement in English: ``8 (shiko) × 2 (base 7 or more) = 16``."""
        return words.settlement_text(self.settlement, "en", self.rules)

    def set(
        self,
        *,
        base: int | None = None,
        preset: Rules | str | None = None,
        winner_calls: int | None = None,
        rival_calls: int | None = None,
        yaku: tuple[str, ...] | None = None,
    ) -> None:
        """Change any inputs at once; the ones not given keep their values.

        ``yaku`` names the yaku that make the base, for the equation; a new base
        without them is shown as plain yaku points. Inputs the preset forbids (more
        calls than its ``koikoi_limit``) are refused and nothing changes.
        """
        rules = self._rules if preset is None else rules_of(preset)
        new_base = self._base if base is None else whole_number(base, "base", 1, MAX_BASE)
        w = (
            self.winner_calls
            if winner_calls is None
            else whole_number(winner_calls, "winner_calls", 0, MAX_CALLS)
        )
        r = (
            self.rival_calls
            if rival_calls is None
            else whole_number(rival_calls, "rival_calls", 0, MAX_CALLS)
        )
        if not rules.calls_allowed(w + r):
            limit = rules.koikoi_limit
            raise KoikoiError(
                Msg("explorer.too-many", name=Name("preset", rules.name), n=limit, w=w, r=r)
            )
        if yaku is None:
            yaku = self._yaku if new_base == self._base else ()
        else:
            yaku = tuple(yaku)
            for y in yaku:
                if y not in YAKU_IDS:
                    raise KoikoiError(message="widget.unknown-yaku", yaku=y)
        self._rules, self._base, self._yaku, self._calls = rules, new_base, yaku, (w, r)
        self._show()

    # -- events -------------------------------------------------------------------------

    def _on_input(self, change: dict) -> None:
        if not self._syncing:
            self.attempt(
                self.set,
                base=self.base_slider.value,
                winner_calls=self.winner_slider.value,
                rival_calls=self.rival_slider.value,
            )

    def _on_preset(self, change: dict) -> None:
        """A preset picked in the drop-down keeps as many of the calls as it allows."""
        if self._syncing or change["new"] is None:
            return
        rules = Rules.preset(change["new"])
        w, r = self._calls
        if rules.calls_allowed(w + r):
            self.set(preset=rules)
            return
        limit = rules.koikoi_limit or 0  # a limit there is: these calls went past it
        r = min(r, limit)
        self.set(preset=rules, winner_calls=min(w, limit - r), rival_calls=r)
        preset = words.preset_name(rules.name, self.lang)
        reduced = say("explorer.reduced", self.lang, name=preset)
        self.set_status(f"{reduced}; {self.status_text}")

    # -- drawing ------------------------------------------------------------------------

    def _sync_inputs(self) -> None:
        """Move the drop-down and sliders to the inputs, each call slider capped by the limit."""
        rules, (w, r) = self._rules, self._calls
        limit = rules.koikoi_limit
        self._syncing = True
        try:
            self.selector.value = preset_of(rules)
            self.base_slider.value = self._base
            # a call by one player uses up the calls the other could make
            for slider, mine, other in ((self.winner_slider, w, r), (self.rival_slider, r, w)):
                slider.max = MAX_CALLS if limit is None else limit - other
                slider.value = mine
                slider.disabled = slider.max == 0
        finally:
            self._syncing = False

    def _show(self) -> None:
        self._sync_inputs()
        lang, rules, s = self.lang, self._rules, self.settlement
        # the examples' sums are the teaching rules': under other rules they would show
        # numbers these rules do not make, and a click would switch the rules back
        self.example_row.layout.display = None if rules == Rules() else "none"
        limit, preset = rules.koikoi_limit, words.preset_name(rules.name, lang)
        self.limit_note.value = escape(
            say("explorer.unlimited", lang, name=preset)
            if limit is None
            else say("explorer.limit", lang, name=preset, n=limit)
        )
        options = ""
        if self._options:
            items = "".join(
                f"<li><code>{name} = {escape(repr(getattr(rules, name)))}</code>: "
                f"{prose(say(f'option.{name}', lang))}</li>"
                for name in _OPTIONS
            )
            options = (
                f"<p>{escape(say('explorer.options', lang, name=preset))}</p>"
                f'<ul style="margin:0">{items}</ul>'
            )
        self.result.value = (
            f'<div class="kk-multipliers" style="font-family:{escape(FONT)}">'
            f"<p><b>{escape(say('explorer.headline', lang, points=s.points))}</b></p>"
            f"{equation_html(s, lang, scale=self.scale, rules=self.rules)}{options}</div>"
        )
        # the learner reads the sum with the sign the lessons write, not the engine's ASCII x
        self.set_status(f"{preset}: {words.equation_text(s, lang, self.rules)}")

    def describe(self) -> str:
        return f"{self._rules.name} base {self._base} = {self.points}"
