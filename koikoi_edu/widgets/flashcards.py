"""The flashcard drill: a card's picture, and three menus for its month, plant and kind.

The card is drawn without the words the teaching cards print (:func:`~koikoi_edu.
render.cards.flashcard_html`), so the learner reads it as on a real hanafuda card.
The order of the cards, and how soon a missed one comes back, is
:class:`koikoi_edu.drill.Drill`'s; this widget only shows it. Where the learner's
progress is on (:mod:`koikoi_edu.learner`), the cards due today come first and each
answer moves the card's box across days::

    drill = FlashcardDrill(seed=1)
    drill.answer(1, "pine", "bright")   # drives it from code, as the tests do
    drill.next_card()
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

import ipywidgets as widgets

from .. import learner, words
from ..cards import CARDS, PLANT_IDS, Card, Category
from ..drill import PARTS, Drill, Schedule, Verdict
from ..errors import KoikoiError
from ..message import Msg
from ..render.cards import flashcard_html
from ..words import say
from .base import KoikoiWidget, button


class FlashcardDrill(KoikoiWidget):
    """Show a card; the learner names its month, plant and kind; misses come back sooner."""

    def __init__(
        self,
        cards: Iterable[str | Card] = CARDS,
        *,
        seed: int = 0,
        lang: str = "en",
        scale: float = 1.0,
    ) -> None:
        super().__init__(lang=lang, scale=scale)
        # where progress is on, the learner's boxes across days order the cards
        kept = learner.read_current()
        self.drill = Drill(cards, seed, Schedule(kept.get("drill")) if kept is not None else None)
        self.verdict: Verdict | None = None
        choose = say("drill.choose", lang)
        style = {"description_width": "initial"}
        self.menus = {
            "month": widgets.Dropdown(
                options=[(choose, None)] + [(str(m), m) for m in range(1, 13)],
                description=say("drill.month", lang),
                style=style,
                layout=widgets.Layout(width="11em"),
            ),
            "plant": widgets.Dropdown(
                options=[(choose, None)]
                + [(say(f"plant.{m}", lang), p) for m, p in enumerate(PLANT_IDS, 1)],
                description=say("drill.plant", lang),
                style=style,
                layout=widgets.Layout(width="17em"),
            ),
            "kind": widgets.Dropdown(
                options=[(choose, None)]
                + [(say(f"category.{k.value}", lang), k.value) for k in Category],
                description=say("drill.kind", lang),
                style=style,
                layout=widgets.Layout(width="14em"),
            ),
        }
        self.picture = widgets.HTML()
        self.check_button = button(say("check.check", lang), say("check.check-tip", lang))
        self.next_button = button(say("drill.next", lang), say("drill.next-tip", lang))
        self.on_click(self.check_button, self.check)
        self.on_click(self.next_button, self.next_card)
        self.feedback = widgets.HTML()
        self.score = widgets.HTML()
        self.children = [
            widgets.HTML(
                f"<p><b>{escape(say('drill.title', lang))}</b> {escape(say('drill.ask', lang))}</p>"
            ),
            self.picture,
            widgets.HBox(list(self.menus.values())),
            widgets.HBox([self.check_button, self.next_button]),
            self.feedback,
            self.score,
            self.status,
        ]
        self._show()

    @property
    def card(self) -> Card:
        """The card asked now."""
        return self.drill.question()

    def answer(self, month: int | None, plant: str | None, kind: str | None) -> Verdict:
        """Set the three menus and check them (what a learner does with the mouse)."""
        for part, value in zip(PARTS, (month, plant, kind), strict=True):
            self.menus[part].value = value
        return self.check()

    def check(self) -> Verdict:
        """Judge the menus' answer for the card shown (the Check button)."""
        if self.verdict is not None:
            raise KoikoiError(Msg("drill.answered"))
        missing = [p for p in PARTS if self.menus[p].value is None]
        if missing:
            raise KoikoiError(Msg("drill.missing", what=Msg(f"drill.{missing[0]}")))
        shown = self.card
        self.verdict = self.drill.answer(*(self.menus[p].value for p in PARTS))
        if (schedule := self.drill.schedule) is not None:
            item = f"card:{shown.id}"
            learner.record(lambda store: store.record_drill({item: schedule.boxes[item]}))
        fields = {
            "card": words.card_name(shown, self.lang),
            "month": shown.month,
            "kind": say(f"category.{shown.category.value}", self.lang),
        }
        if self.verdict.right:
            text = say("drill.right", self.lang, **fields)
        else:
            wrong = ", ".join(say(f"drill.{p}", self.lang) for p in self.verdict.wrong)
            text = say("drill.wrong", self.lang, wrong=wrong, **fields)
        self.feedback.value = f"<p>{escape(text)}</p>"
        self.set_status(text)
        self._tell_score()
        return self.verdict

    def next_card(self) -> None:
        """Show the next card the drill asks (the Next card button)."""
        if self.verdict is None:
            raise KoikoiError(Msg("drill.unanswered"))
        self._show()

    def _show(self) -> None:
        self.verdict = None
        self.picture.value = flashcard_html(self.card, self.lang, 1.3 * self.scale)
        for menu in self.menus.values():
            menu.index = 0  # "(choose)": nothing chosen for the learner
        self.feedback.value = ""
        self.set_status(say("check.waiting", self.lang))
        self._tell_score()

    def _tell_score(self) -> None:
        d = self.drill
        self.score.value = (
            "<p>"
            + escape(
                say(
                    "drill.score",
                    self.lang,
                    right=d.right,
                    asked=d.asked,
                    learned=d.learned,
                    cards=len(d.cards),
                )
            )
            + "</p>"
        )

    def describe(self) -> str:
        d = self.drill
        return f"{d.right}/{d.asked} right, {d.learned}/{len(d.cards)} learned"
