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

Across days, a :class:`Schedule` keeps each item's box with the day it is due again
(:data:`DAYS`: the same day after a miss, then 1, 3 and 7 days), and the learner's
file keeps the schedule (:mod:`koikoi_edu.learner`). Its items are of three kinds,
named by id: a card (``card:pine-crane``: name its month, plant and kind), a pile of
:data:`YAKU_PILES` (``yaku:boar-deer-butterflies``: which yaku do these make, and for
how much?) and a position of :data:`RULE_POSITIONS` (``rule:three-on-the-field``: a
card is played; what happens next?). The engine answers the last two (:func:`pile_score`,
:func:`what_happens`). :func:`warm_up` picks the items due for a 2-minute warm-up:

>>> from datetime import date
>>> plan = Schedule()
>>> plan.review("card:pine-crane", True, date(2026, 12, 6))
(1, datetime.date(2026, 12, 7))
>>> "card:pine-crane" in warm_up(plan, date(2026, 12, 6))
False
>>> "card:pine-crane" in warm_up(plan, date(2026, 12, 7), limit=100)
True
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, timedelta
from itertools import zip_longest

from .cards import CARDS, MONTH_MASKS, PLANT_IDS, Card, CardSet, Category, card, parse_cards
from .errors import KoikoiError
from .inputs import excerpt
from .message import Msg
from .rules import Rules
from .settlement import Settlement, settle
from .yaku import score

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

    def __init__(
        self,
        cards: Iterable[str | Card] = CARDS,
        seed: int = 0,
        schedule: Schedule | None = None,
        today: date | None = None,
    ) -> None:
        deck = parse_cards([c if isinstance(c, str) else c.id for c in cards], "the drill")
        if not deck:
            raise ValueError("a drill needs at least one card")
        random.Random(seed).shuffle(deck)
        #: the learner's boxes across days: the cards due come first, those not due last
        self.schedule, self.today = schedule, today or date.today()
        if schedule is not None:
            deck.sort(key=lambda c: schedule.rank(f"card:{c.id}", self.today))
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
        if self.schedule is not None:
            self.schedule.review(f"card:{c.id}", not wrong, self.today)
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


# -- spaced practice across days ------------------------------------------------------------

#: Days until an item answered right is due again, by the box it is in then (box 0, the
#: misses, is due again the same day). A card learned (box :data:`LEARNED`) comes back
#: after a week, as long as it is answered right.
DAYS = (0, 1, 3, 7)

#: Items of a warm-up: about 15 seconds each makes 2 minutes.
WARM_UP = 8


class Schedule:
    """Each practised item's Leitner box and the day it is due again.

    ``boxes`` is what the learner's file keeps under ``drill``: item id to
    ``{"box": 2, "due": "2026-12-09"}``. An item never practised is in no box and
    due at once, after the items already due.
    """

    def __init__(self, boxes: Mapping[str, Mapping[str, object]] | None = None) -> None:
        self.boxes: dict[str, tuple[int, date]] = {}
        for item, kept in (boxes or {}).items():
            box, due = kept.get("box"), kept.get("due")
            try:
                when = date.fromisoformat(str(due))
            except ValueError:
                continue  # a day the file garbled: the item is due at once, as a new one
            if isinstance(box, int) and 0 <= box <= LEARNED:
                self.boxes[item] = (box, when)

    def review(self, item: str, right: bool, today: date) -> tuple[int, date]:
        """Move ``item`` up a box for a right answer, back to box 0 for a miss; its
        box and the day it is due again."""
        box = min(self.boxes.get(item, (0, today))[0] + 1, LEARNED) if right else 0
        self.boxes[item] = (box, today + timedelta(days=DAYS[box]))
        return self.boxes[item]

    def rank(self, item: str, today: date) -> tuple[int, date, int]:
        """Where ``item`` comes in practice: items due (the most overdue first, then the
        lower box), then items never practised, then items not due yet."""
        if item not in self.boxes:
            return (1, today, 0)
        box, due = self.boxes[item]
        return (0 if due <= today else 2, due, box)

    def is_due(self, item: str, today: date) -> bool:
        return self.rank(item, today)[0] < 2


def all_items() -> tuple[str, ...]:
    """Every item the drill practises: the cards, then the yaku piles, then the rules."""
    return (
        tuple(f"card:{c.id}" for c in CARDS)
        + tuple(f"yaku:{name}" for name in YAKU_PILES)
        + tuple(f"rule:{name}" for name in RULE_POSITIONS)
    )


def warm_up(schedule: Schedule, today: date, limit: int = WARM_UP) -> list[str]:
    """The items for today's warm-up: those due, most overdue first; then, to fill it,
    items never practised, taking kinds in turn (a card, a pile, a position, ...)."""
    items = all_items()
    due = sorted(
        (i for i in items if i in schedule.boxes and schedule.is_due(i, today)),
        key=lambda i: schedule.rank(i, today),
    )
    fresh = [i for i in items if i not in schedule.boxes]
    by_kind = [[i for i in fresh if i.startswith(k)] for k in ("card:", "yaku:", "rule:")]
    mixed = [i for group in zip_longest(*by_kind) for i in group if i is not None]
    return (due + mixed)[:limit]


#: The piles of the yaku items, by name: "which yaku do these make, and for how much?"
#: (:func:`pile_score` answers, under the teaching rules).
YAKU_PILES: dict[str, tuple[str, ...]] = {
    "three-brights": ("pine-crane", "cherry-curtain", "pampas-moon", "plum-plain-1"),
    "rainy-four": ("pine-crane", "cherry-curtain", "pampas-moon", "willow-rainman"),
    "four-brights": ("pine-crane", "cherry-curtain", "pampas-moon", "paulownia-phoenix"),
    "boar-deer-butterflies": ("clover-boar", "maple-deer", "peony-butterflies"),
    "poetry-ribbons": ("pine-poetry", "plum-poetry", "cherry-poetry"),
    "blue-ribbons": ("peony-blue", "chrysanthemum-blue", "maple-blue"),
    "flower-viewing": ("cherry-curtain", "chrysanthemum-cup"),
    "moon-viewing": ("pampas-moon", "chrysanthemum-cup", "maple-deer"),
    "five-animals": (
        "plum-warbler",
        "wisteria-cuckoo",
        "iris-bridge",
        "pampas-geese",
        "willow-swallow",
    ),
    "ten-plains": tuple(f"{p}-plain-{n}" for p in PLANT_IDS[:5] for n in (1, 2)),
    "viewing-and-more": ("cherry-curtain", "pampas-moon", "chrysanthemum-cup", "pine-crane"),
    "animals-and-ribbons": (
        "clover-boar",
        "maple-deer",
        "peony-butterflies",
        "iris-bridge",
        "pampas-geese",
        "pine-poetry",
        "plum-poetry",
        "cherry-poetry",
        "iris-ribbon",
        "clover-ribbon",
    ),
}


def pile_score(pile: Iterable[str], rules: Rules | None = None) -> Settlement:
    """What a pile settles for if its holder stops now with no koi-koi called: its yaku
    and points, as the engine counts them."""
    rules = rules or Rules()
    held = score(CardSet(pile), rules)
    return settle(rules, "A", held.base, tuple(y.id for y in held.yaku))


class Happens(enum.StrEnum):
    """What a played (or flipped) card does, by the field cards of its month."""

    STAYS = "stays"  #: none: it is left on the field
    TAKES_ONE = "takes-one"  #: one: it takes that card
    CHOOSES = "chooses"  #: two: its player chooses which one it takes
    TAKES_ALL = "takes-all"  #: three: it takes all three


#: The positions of the rule items, by name: the card played and the field it meets.
RULE_POSITIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "no-match": ("iris-bridge", ("pine-crane", "plum-plain-1", "maple-deer")),
    "one-match": ("maple-deer", ("maple-plain-1", "pine-plain-1", "iris-plain-1")),
    "two-matches": ("pampas-moon", ("pampas-geese", "pampas-plain-1", "clover-boar")),
    "three-on-the-field": (
        "willow-rainman",
        ("willow-swallow", "willow-ribbon", "willow-lightning", "plum-plain-2"),
    ),
    "month-not-kind": ("clover-boar", ("maple-deer", "peony-butterflies", "clover-plain-2")),
    "brights-do-not-match": ("cherry-curtain", ("pine-crane", "pampas-moon", "plum-plain-1")),
}


def what_happens(played: str, field: Iterable[str]) -> Happens:
    """What ``played`` does when played on ``field``: the field cards of its month, and
    only those, count (a card never captures by its kind)."""
    c = card(played)
    matches = len(CardSet(CardSet(field).mask & MONTH_MASKS[c.month - 1]))
    return (Happens.STAYS, Happens.TAKES_ONE, Happens.CHOOSES, Happens.TAKES_ALL)[matches]
