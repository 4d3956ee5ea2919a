"""The placement check and the final check, as a learner takes them.

Twelve self-checks, one of each kind of :data:`koikoi_edu.placement.KINDS`, the items of
one form (:func:`koikoi_edu.placement.form`); the score is the number answered right at
the first answer. Once every item is settled the score is kept in the learner's progress
(:mod:`koikoi_edu.learner`, under ``tests``), where progress is on::

    from koikoi_edu.widgets.learning_check import LearningCheck
    LearningCheck("placement", lang="en")   # lesson 00; "final" after lesson 07
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from .. import learner, quiz
from ..placement import FORMS, Item, decision_round, form
from ..quiz import Stage
from ..render.cards import cards_html
from ..render.table import table_html
from ..words import say
from .base import KoikoiWidget
from .self_check import SelfCheck


class LearningCheck(KoikoiWidget):
    """One form of the learning check: 12 self-checks and the score."""

    def __init__(self, name: str = "placement", *, lang: str = "en", scale: float = 1.0) -> None:
        super().__init__(lang=lang, scale=scale)
        self.name = name
        self.items = form(name)
        self.checks = [self._check(item) for item in self.items]
        self.score = widgets.HTML()
        self.children = [
            widgets.HTML(
                f"<p><b>{escape(say(f'progress.test.{name}', lang))}</b> "
                f"{escape(say('progress.test.how', lang))}</p>"
            ),
            *self.checks,
            self.score,
            self.status,
        ]
        self._tell()

    def _figure(self, item: Item) -> str:
        lang, scale = self.lang, 0.6 * self.scale
        if item.kind == "stop-or-koikoi":
            r = decision_round(FORMS.index(item.form))
            return table_html(r, lang=lang, scale=scale, viewer=r.to_move)
        if item.kind in ("capture-which", "capture-what"):
            shown = item.field if item.kind == "capture-which" else item.cards + item.field
            return cards_html(shown, lang, scale, label=say("table.field", lang))
        if item.kind == "capture-take":
            figure: str = cards_html(item.cards, lang, scale, label=say("table.played", lang))
            return figure + cards_html(
                item.pile, lang, scale, label=say("table.pile", lang, seat="A")
            )
        return cards_html(item.cards, lang, scale)

    def _check(self, item: Item) -> SelfCheck:
        check = SelfCheck.ask(
            quiz.placement_question(item, self.lang),
            self._figure(item),
            lang=self.lang,
            scale=self.scale,
        )
        check.on_settled.append(lambda _: self._tell())
        return check

    @property
    def right(self) -> dict[str, bool]:
        """Each settled item, by kind: answered right at the first answer."""
        return {
            item.kind: c.stage is Stage.RIGHT and c.attempts.misses == 0
            for item, c in zip(self.items, self.checks, strict=True)
            if c.settled
        }

    def _tell(self) -> None:
        right = self.right
        left = len(self.items) - len(right)
        if left:
            self.score.value = f"<p>{escape(say('progress.test.left', self.lang, n=left))}</p>"
            return
        score = sum(right.values())
        self.score.value = (
            "<p><b>"
            + escape(say("progress.test.score", self.lang, score=score, of=len(self.items)))
            + "</b></p>"
        )
        learner.record(lambda store: store.record_test(self.name, score, len(self.items), right))

    def describe(self) -> str:
        return f"{self.name} {len(self.right)}/{len(self.items)} done"
