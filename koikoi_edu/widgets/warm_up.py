"""The warm-up at the top of a lesson: the practice items due today, about 2 minutes.

Spaced practice works across days: an item answered right comes back after a day,
then three, then a week, and a miss comes back the same day
(:class:`koikoi_edu.drill.Schedule`). The warm-up turns the learner's progress on
(:mod:`koikoi_edu.learner`: ``koikoi-progress.json`` in the lessons folder), records
the lesson as opened, and asks the items :func:`koikoi_edu.drill.warm_up` picks (cards,
yaku piles and rule positions) as self-checks; each settled item moves its box. Where
progress is off (``KOIKOI_PROGRESS=off``, a read-only folder) it asks the same items
and keeps nothing. A lesson's first cell::

    from koikoi_edu.widgets.warm_up import WarmUp
    WarmUp("03-a-turn", lang="en")
"""

from __future__ import annotations

from datetime import date
from html import escape

import ipywidgets as widgets

from .. import learner, quiz
from ..drill import RULE_POSITIONS, WARM_UP, Schedule, warm_up
from ..quiz import Stage
from ..render.cards import cards_html
from ..words import say
from .base import KoikoiWidget, button, close_tree
from .self_check import SelfCheck


class WarmUp(KoikoiWidget):
    """Today's due items of the learner's spaced practice, as self-checks."""

    def __init__(
        self,
        lesson: str = "",
        *,
        lang: str = "en",
        scale: float = 1.0,
        today: date | None = None,
        limit: int = WARM_UP,
    ) -> None:
        super().__init__(lang=lang, scale=scale)
        store = learner.current() or learner.use()
        if lesson:
            learner.record(lambda s: s.open_lesson(lesson))
        kept = learner.read_current()
        self.schedule = Schedule(kept.get("drill") if kept is not None else None)
        self.today = today or date.today()
        self.items = warm_up(self.schedule, self.today, limit)
        self.due = sum(item in self.schedule.boxes for item in self.items)  # due come first
        self.checks = [self._check(item) for item in self.items]
        notices = store.notices if store is not None else []
        # nothing due (a new learner, or one up to date): one line and a button, so the
        # lesson's top stays short; the new items wait behind the button
        self.start_button = button(say("progress.warm-up.start", lang, n=len(self.items)))
        self.on_click(self.start_button, self.start)
        heading = (
            say("progress.warm-up.items", lang, n=self.due)
            if self.due
            else say("progress.warm-up.none-due", lang)
        )
        self.heading = widgets.HTML(
            f"<p><b>{escape(say('progress.warm-up', lang))}</b> {escape(heading)}</p>"
            + "".join(f"<p>{escape(say(n, lang))}</p>" for n in notices)
        )
        if self.due or not self.items:
            self.start()
        else:
            self.children = [self.heading, self.start_button, self.status]

    @property
    def started(self) -> bool:
        """Whether the items are shown (at once when some are due; else after the button)."""
        return self.start_button not in self.children

    def start(self) -> None:
        """Show the items (the button under "nothing is due")."""
        self.children = [self.heading, *self.checks, self.status]

    def close(self) -> None:
        """Close the widget with its items and button, shown or not."""
        for held in (*self.checks, self.start_button):
            close_tree(held)
        super().close()

    def _check(self, item: str) -> SelfCheck:
        question = quiz.drill_item(item, self.lang)
        scale = 0.6 * self.scale
        kind, _, key = item.partition(":")
        if kind == "rule":
            played, field = RULE_POSITIONS[key]
            figure: str = cards_html(
                [played], self.lang, scale, label=say("table.played", self.lang)
            )
            figure += cards_html(field, self.lang, scale, label=say("table.field", self.lang))
        else:
            figure = cards_html(question.cards, self.lang, scale)
        check = SelfCheck.ask(question, figure, lang=self.lang, scale=self.scale)
        check.on_settled.append(self._reviewed)
        return check

    def _reviewed(self, check: SelfCheck) -> None:
        """Move the item's box: right at the first answer moves it up, anything else
        sends it back to box 0, due again today."""
        item = check.name
        right = check.stage is Stage.RIGHT and check.attempts.misses == 0
        boxes = {item: self.schedule.review(item, right, self.today)}
        learner.record(lambda store: store.record_drill(boxes))

    def describe(self) -> str:
        done = sum(c.settled for c in self.checks)
        return f"{done}/{len(self.checks)} done"


def finished(lesson: str) -> None:
    """The lesson's last cell: the learner reached the end of ``lesson``. It counts as
    finished once at least one of its self-checks is settled too, whichever comes first
    (:meth:`koikoi_edu.learner.Store.reach_end`): "Run All" alone finishes nothing.
    It shows nothing, so a stored lesson reads the same for every learner."""
    learner.record(lambda store: store.reach_end(lesson))
