"""The placement check and the final check: two parallel forms that measure learning.

A learner takes the placement check before lesson 00 and the final check after lesson
07; the gain between them is what the course taught (the learner's page and the
teacher's class report show it). Both forms ask the same 12 item kinds, in the same
order, over the five things a player must know (:data:`KINDS`): a card's month, a
capture, yaku and their points, a settlement with its multipliers, stop or koi-koi.

Equal difficulty by construction: each kind is one template, and the two forms fill it
with different cards that play the same part. A month item asks a card of the same
kind (bright, animal, ribbon); a capture item has the same number of hand cards, field
cards and matches; a yaku item the same number of cards, the same yaku count and the
same points, the poetry ribbons of one form being the blue ribbons of the other (the two
triads are worth the same and are built alike); a settlement item the same base and the
same multipliers. The stop-or-koi-koi positions are the same card for card (hands,
field, stock, the rival's threat of moon viewing) except the 5-point three-card yaku the
mover completes: boar, deer and butterflies in one form, the blue ribbons in the other.
The generator
(:func:`form`) draws each form's cards with its own seeded random choice and checks
every template's conditions with the engine (:func:`koikoi_edu.yaku.score`, the matches
by month); the answers are the engine's (:func:`koikoi_edu.quiz.test_question`, the
advisor for stop or koi-koi). A learner's score is the number of items answered right
at the first answer.

>>> [item.kind for item in form("placement")] == list(KINDS)
True
>>> form("placement")[0].cards != form("final")[0].cards
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from .cards import CARDS, MONTH_MASKS, CardSet, Category, Ribbon, card
from .round import Round
from .yaku import score

#: The item kinds, in the order both forms ask them.
KINDS = (
    "month-bright",
    "month-animal",
    "month-ribbon",
    "capture-which",
    "capture-what",
    "capture-take",
    "yaku-which",
    "points-counted",
    "points-two-yaku",
    "settle-seven",
    "settle-rival-called",
    "stop-or-koikoi",
)

#: The forms, by the key the learner's file keeps their scores under.
FORMS = ("placement", "final")

#: The two ribbon triads, worth the same, which the forms exchange.
_TRIADS = (
    tuple(c.id for c in CARDS if c.ribbon is Ribbon.POETRY),
    tuple(c.id for c in CARDS if c.ribbon is Ribbon.BLUE),
)


@dataclass(frozen=True)
class Item:
    """One item of a form: its ``kind`` and the cards that fill its template.

    ``cards`` is what the item shows (a card, a pile, a played card); ``hand``,
    ``field`` and ``pile`` the other parts of a position; ``rival_called`` says the
    rival has called koi-koi (a settlement item).
    """

    kind: str
    form: str
    cards: tuple[str, ...]
    hand: tuple[str, ...] = ()
    field: tuple[str, ...] = ()
    pile: tuple[str, ...] = ()
    rival_called: bool = False

    @property
    def id(self) -> str:
        return self.kind


def _ids(cards: list) -> tuple[str, ...]:
    return tuple(c.id for c in cards)


def _of(category: Category) -> list:
    return [c for c in CARDS if c.category is category]


def _months(cards: tuple[str, ...]) -> int:
    return CardSet(cards).mask


def _month_item(kind: str, f: int, rng: random.Random) -> Item:
    category = {
        "month-bright": Category.BRIGHT,
        "month-animal": Category.ANIMAL,
        "month-ribbon": Category.RIBBON,
    }[kind]
    # pine's and willow's cards are the ones a beginner knows first: both forms skip them
    pool = [c for c in _of(category) if c.month not in (1, 11)]
    rng.shuffle(pool)
    return Item(kind, FORMS[f], (pool[f].id,))


def _capture_which(f: int, rng: random.Random) -> Item:
    """Three hand cards of three months; four field cards, one of them of exactly one
    hand card's month."""
    while True:
        hand = rng.sample(CARDS, 3)
        field = rng.sample(CARDS, 4)
        if len({c.month for c in hand}) < 3 or {c.id for c in hand} & {c.id for c in field}:
            continue
        field_mask = CardSet(_ids(field)).mask
        matching = [len(CardSet(field_mask & MONTH_MASKS[c.month - 1])) for c in hand]
        if sorted(matching) == [0, 0, 1] and len({c.month for c in field}) == 4:
            return Item("capture-which", FORMS[f], _ids(hand), hand=_ids(hand), field=_ids(field))


def _capture_what(f: int, rng: random.Random) -> Item:
    """A card played on four field cards, two of its month: its player chooses."""
    while True:
        month = rng.randint(1, 12)
        own = [c for c in CARDS if c.month == month]
        rng.shuffle(own)
        others = [c for c in CARDS if c.month != month]
        rest = rng.sample(others, 2)
        if rest[0].month != rest[1].month:
            return Item("capture-what", FORMS[f], (own[0].id,), field=_ids(own[1:3] + rest))


def _triad(f: int) -> tuple[str, ...]:
    return _TRIADS[f]


def _capture_take(f: int, rng: random.Random) -> Item:
    """Two ribbons of a triad in the pile; a plain played on the field's third ribbon
    and a plain of its month: taking the ribbon makes the triad."""
    triad = list(_triad(f))
    rng.shuffle(triad)
    third = card(triad[2])
    plains = [c for c in CARDS if c.month == third.month and c.category is Category.PLAIN]
    other = rng.choice([c for c in CARDS if c.month not in (third.month,) and c.id not in triad])
    return Item(
        "capture-take",
        FORMS[f],
        (plains[0].id,),
        field=(third.id, plains[1].id, other.id),
        pile=tuple(triad[:2]),
    )


def _plains(rng: random.Random, n: int, avoid: tuple[str, ...]) -> list[str]:
    pool = [c.id for c in _of(Category.PLAIN) if c.id not in avoid]
    return rng.sample(pool, n)


def _yaku_which(f: int, rng: random.Random) -> Item:
    """A triad, three plains and one animal: one yaku."""
    triad = _triad(f)
    while True:
        pile = (*triad, *_plains(rng, 3, triad), rng.choice(_of(Category.ANIMAL)).id)
        if len(score(CardSet(pile)).yaku) == 1:
            return Item("yaku-which", FORMS[f], pile)


def _points_counted(f: int, rng: random.Random) -> Item:
    """Six animals and two plains, making animals (tane) and nothing else: 2 points."""
    while True:
        pile = (*_ids(rng.sample(_of(Category.ANIMAL), 6)), *_plains(rng, 2, ()))
        held = score(CardSet(pile))
        if [y.id for y in held.yaku] == ["tane"] and held.base == 2:
            return Item("points-counted", FORMS[f], pile)


def _points_two_yaku(f: int, rng: random.Random) -> Item:
    """A triad and two more ribbons: the triad's 5 and ribbons' 1, base 6."""
    triad = _triad(f)
    while True:
        ribbons = [c.id for c in _of(Category.RIBBON) if c.id not in triad]
        pile = (*triad, *rng.sample(ribbons, 2), *_plains(rng, 1, ()))
        held = score(CardSet(pile))
        if len(held.yaku) == 2 and held.base == 6:
            return Item("points-two-yaku", FORMS[f], pile)


def _settle_seven(f: int, rng: random.Random) -> Item:
    """Three brights (no rain man, no cup) and a triad: base 10, doubled at 7 or more."""
    brights = [c for c in _of(Category.BRIGHT) if c.id != "willow-rainman"]
    while True:
        pile = (*_ids(rng.sample(brights, 3)), *_triad(f))
        held = score(CardSet(pile))
        if len(held.yaku) == 2 and held.base == 10:
            return Item("settle-seven", FORMS[f], pile)


def _settle_rival_called(f: int, rng: random.Random) -> Item:
    """A triad and two plains, base 5, won after the rival called koi-koi: doubled."""
    triad = _triad(1 - f)  # the other triad than the form's yaku items, for variety
    pile = (*triad, *_plains(rng, 2, ()))
    return Item("settle-rival-called", FORMS[f], pile, rival_called=True)


#: The stop-or-koi-koi positions, A to move, by form: A has two cards of a 5-point
#: three-card yaku and plays the third (boar, deer and butterflies in the placement, the
#: blue ribbons in the final) while the cup on the field is one card from B's moon
#: viewing. Hands, field, stock and the threat are the same card for card.
_DECISIONS = (
    {
        "A.hand": ("clover-boar", "pine-plain-1"),
        "A.pile": ("maple-deer", "peony-butterflies"),
        "field": ("clover-plain-1", "chrysanthemum-cup", "cherry-plain-1"),
    },
    {
        "A.hand": ("maple-blue", "pine-plain-1"),
        "A.pile": ("peony-blue", "chrysanthemum-blue"),
        "field": ("maple-plain-1", "chrysanthemum-cup", "cherry-plain-1"),
    },
)


def decision_round(f: int) -> Round:
    """The round of the stop-or-koi-koi item of form ``f``, at A's decision."""
    d = _DECISIONS[f]
    r = Round.from_position(
        hands=(CardSet(d["A.hand"]).mask, CardSet(["chrysanthemum-plain-1", "iris-plain-1"]).mask),
        field=CardSet(d["field"]).mask,
        stock=[card("willow-lightning").index, card("wisteria-plain-1").index],
        piles=(CardSet(d["A.pile"]).mask, card("pampas-moon").mask),
    )
    r.apply_action(card(d["A.hand"][0]).index)
    r.flip()
    return r


def _stop_or_koikoi(f: int, rng: random.Random) -> Item:
    r = decision_round(f)
    return Item(
        "stop-or-koikoi",
        FORMS[f],
        tuple(r.pile(0).ids()),
        hand=tuple(r.hand(0).ids()),
        field=tuple(r.field_cards().ids()),
        pile=tuple(r.pile(1).ids()),
    )


_MAKERS = {
    "capture-which": _capture_which,
    "capture-what": _capture_what,
    "capture-take": _capture_take,
    "yaku-which": _yaku_which,
    "points-counted": _points_counted,
    "points-two-yaku": _points_two_yaku,
    "settle-seven": _settle_seven,
    "settle-rival-called": _settle_rival_called,
    "stop-or-koikoi": _stop_or_koikoi,
}


@cache
def form(name: str) -> tuple[Item, ...]:
    """The 12 items of the form ``name`` (``"placement"`` or ``"final"``), one of each
    kind of :data:`KINDS`, the same every time."""
    if name not in FORMS:
        raise ValueError(f"a form is one of {', '.join(FORMS)}")
    f = FORMS.index(name)
    items = []
    for kind in KINDS:
        rng = random.Random(f"{kind}/{name}")
        make = _MAKERS.get(kind)
        items.append(make(f, rng) if make else _month_item(kind, f, rng))
    return tuple(items)
