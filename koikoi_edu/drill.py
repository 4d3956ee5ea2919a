"""A flashcard drill: name a card's month, plant and kind, with the misses repeated.

Learning the 48 cards is the first hurdle of Koi-Koi: a card is captured by its
month, and its kind (bright, animal, ribbon, plain) decides which yaku it counts
for. :class:`Drill` is a small Leitner system over the cards. Every card starts in
box 0; a right answer moves it up a box and a miss sends it back to box 0. A missed
card is due again after :data:`MISS_GAP` other questions (a little later when other
cards are due first), while a card answered right waits a whole pass through the
deck, two passes from box 2 and four from box 3 (the cards learned). The first pass
goes through the cards in an order shuffled by ``seed``; the same seed and the same
answers give the same questions.

>>> drill = Drill(["pine-crane", "clover-boar", "iris-plain-1"], seed=1)
>>> first = drill.question()
>>> drill.answer(first.month, first.plant, first.category.value).right
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from .cards import CARDS, PLANT_IDS, Card, Category, parse_cards
from .errors import KoikoiError
from .inputs import excerpt
from .message import Msg

#: Questions that come between a miss and the missed card's return (and, at least,
#: between any two askings of a card, in a drill of more cards than that).
MISS_GAP = 2

#: The last box, of the cards learned: answered right three times running.
LEARNED = 3

#: The three things asked of every card.
PARTS = ("month", "plant", "kind")

_KINDS = tuple(c.value for c in Category)


@dataclass(frozen=True)
class Verdict:
    """How one answer went: the card, and which of month, plant and kind were wrong."""

    card: Card
    wrong: tuple[str, ...]

    @property
    def right(self) -> bool:
        return not self.wrong


class Drill:
    """The Leitner queue of a flashcard drill over ``cards`` (all 48 by default)."""

    def __init__(self, cards: Iterable[str | Card] = CARDS, seed: int = 0) -> None:
        deck = parse_cards([c if isinstance(c, str) else c.id for c in cards], "the drill")
        if not deck:
            raise ValueError("a drill needs at least one card")
        random.Random(seed).shuffle(deck)
        self.cards = tuple(deck)
        self.box = {c: 0 for c in deck}
        # when each card is due: the first round in the shuffled order
        self.due = {c: i for i, c in enumerate(deck)}
        self.asked = self.right = 0
        # the question after which each card was last answered
        self.last = {c: -MISS_GAP for c in deck}
        self._current: Card | None = None

    def question(self) -> Card:
        """The card to ask now (the same until it is answered): the one due first, or the
        most overdue. When nothing is due yet, the drill runs ahead, but a card waits at
        least :data:`MISS_GAP` other questions, so a card missed again and again is not
        asked every time."""
        if self._current is None:
            rested = [c for c in self.cards if self.asked - self.last[c] >= MISS_GAP]
            self._current = min(
                rested or self.cards, key=lambda c: (self.due[c], self.cards.index(c))
            )
        return self._current

    def answer(self, month: int | None, plant: str | None, kind: str | None) -> Verdict:
        """Judge an answer for the current card and move it between boxes.

        ``plant`` is a plant id (``"clover"``) and ``kind`` a category value
        (``"animal"``). A part left unanswered (None) is refused, and nothing changes.
        """
        for part, given in zip(PARTS, (month, plant, kind), strict=True):
            if given is None:
                raise KoikoiError(message="drill.not-answered", part=Msg(f"drill.{part}"))
        if plant not in PLANT_IDS:
            raise ValueError(
                f"unknown plant {excerpt(plant)}; choose one of {', '.join(PLANT_IDS)}"
            )
        if kind not in _KINDS:
            raise ValueError(f"unknown kind {excerpt(kind)}; choose one of {', '.join(_KINDS)}")
        c = self.question()
        wrong = tuple(
            part
            for part, ok in zip(
                PARTS, (month == c.month, plant == c.plant, kind == c.category.value), strict=True
            )
            if not ok
        )
        self.asked += 1
        self.box[c] = 0 if wrong else min(self.box[c] + 1, LEARNED)
        self.right += not wrong
        self.due[c] = self.asked + self.gap(self.box[c])
        self.last[c] = self.asked
        self._current = None
        return Verdict(c, wrong)

    def gap(self, box: int) -> int:
        """Questions that come between a card just answered, now in ``box``, and its return."""
        return MISS_GAP if box == 0 else len(self.cards) * 2 ** (box - 1) - 1

    @property
    def learned(self) -> int:
        """Cards in the last box: answered right three times running."""
        return sum(b == LEARNED for b in self.box.values())
