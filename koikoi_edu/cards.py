"""The hanafuda deck: 48 cards, 12 months x 4, and sets of cards as bitmasks.

Every card has a fixed *index* 0..47, its place in the canonical deck order (the
card table of docs/rules.md read left to right, top to bottom), so the month of card
``i`` is ``i // 4 + 1``. A set of cards is a 48-bit integer with bit ``i`` set for
card ``i``; :class:`CardSet` wraps such a mask in an immutable value type with
the usual set operations. The engine works on the raw masks for speed.

>>> from koikoi_edu.cards import card, CardSet
>>> boar = card("clover-boar")
>>> boar.month, boar.plant, boar.category.value
(7, 'clover', 'animal')
>>> pile = CardSet.of("maple-deer", "peony-butterflies") | boar
>>> len(pile), "clover-boar" in pile
(3, True)
"""

from __future__ import annotations

import enum
import operator
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import SupportsIndex, cast

from .errors import KoikoiError, UnknownCardError
from .inputs import excerpt, whole_number


class Category(enum.Enum):
    """The four kinds of card. A card belongs to exactly one."""

    BRIGHT = "bright"
    ANIMAL = "animal"
    RIBBON = "ribbon"
    PLAIN = "plain"


class Ribbon(enum.Enum):
    """The colour of a ribbon card: red with a poem, plain blue, or plain red."""

    POETRY = "poetry"
    BLUE = "blue"
    RED = "red"


PLANT_IDS = (
    "pine",
    "plum",
    "cherry",
    "wisteria",
    "iris",
    "peony",
    "clover",
    "pampas",
    "chrysanthemum",
    "maple",
    "willow",
    "paulownia",
)

_B, _A, _R, _P = Category.BRIGHT, Category.ANIMAL, Category.RIBBON, Category.PLAIN
_PO, _BL, _RE = Ribbon.POETRY, Ribbon.BLUE, Ribbon.RED

# (subject, category, ribbon) for the four cards of each month, in table order.
_TABLE = (
    (("crane", _B, None), ("poetry", _R, _PO), ("plain-1", _P, None), ("plain-2", _P, None)),
    (("warbler", _A, None), ("poetry", _R, _PO), ("plain-1", _P, None), ("plain-2", _P, None)),
    (("curtain", _B, None), ("poetry", _R, _PO), ("plain-1", _P, None), ("plain-2", _P, None)),
    (("cuckoo", _A, None), ("ribbon", _R, _RE), ("plain-1", _P, None), ("plain-2", _P, None)),
    (("bridge", _A, None), ("ribbon", _R, _RE), ("plain-1", _P, None), ("plain-2", _P, None)),
    (("butterflies", _A, None), ("blue", _R, _BL), ("plain-1", _P, None), ("plain-2", _P, None)),
    (("boar", _A, None), ("ribbon", _R, _RE), ("plain-1", _P, None), ("plain-2", _P, None)),
    (("moon", _B, None), ("geese", _A, None), ("plain-1", _P, None), ("plain-2", _P, None)),
    (("cup", _A, None), ("blue", _R, _BL), ("plain-1", _P, None), ("plain-2", _P, None)),
    (("deer", _A, None), ("blue", _R, _BL), ("plain-1", _P, None), ("plain-2", _P, None)),
    (("rainman", _B, None), ("swallow", _A, None), ("ribbon", _R, _RE), ("lightning", _P, None)),
    (("phoenix", _B, None), ("plain-1", _P, None), ("plain-2", _P, None), ("plain-3", _P, None)),
)


@dataclass(frozen=True, slots=True)
class Card:
    """One of the 48 cards. Compare and hash by index; there is one instance per card."""

    index: int
    id: str
    month: int
    plant: str
    subject: str
    category: Category
    ribbon: Ribbon | None

    @property
    def mask(self) -> int:
        """The card as a one-bit mask."""
        return 1 << self.index

    def __str__(self) -> str:
        return self.id

    def __repr__(self) -> str:
        return f"card({self.id!r})"


def _build() -> tuple[Card, ...]:
    cards = []
    for m, row in enumerate(_TABLE):
        for k, (subject, category, ribbon) in enumerate(row):
            plant = PLANT_IDS[m]
            cards.append(
                Card(4 * m + k, f"{plant}-{subject}", m + 1, plant, subject, category, ribbon)
            )
    return tuple(cards)


#: All 48 cards in canonical deck order; ``CARDS[i].index == i``.
CARDS: tuple[Card, ...] = _build()
BY_ID: dict[str, Card] = {c.id: c for c in CARDS}

FULL_DECK = (1 << 48) - 1


def _mask(pred) -> int:
    return sum(c.mask for c in CARDS if pred(c))


#: Masks of card groups, for fast set arithmetic.
MONTH_MASKS: tuple[int, ...] = tuple(0b1111 << (4 * m) for m in range(12))
BRIGHTS = _mask(lambda c: c.category is Category.BRIGHT)
ANIMALS = _mask(lambda c: c.category is Category.ANIMAL)
RIBBONS = _mask(lambda c: c.category is Category.RIBBON)
PLAINS = _mask(lambda c: c.category is Category.PLAIN)
POETRY_RIBBONS = _mask(lambda c: c.ribbon is Ribbon.POETRY)
BLUE_RIBBONS = _mask(lambda c: c.ribbon is Ribbon.BLUE)
#: The 7 red ribbons: a poetry ribbon is red with a poem on it, so it is one of them.
RED_RIBBONS = _mask(lambda c: c.ribbon in (Ribbon.POETRY, Ribbon.RED))
RAIN_MAN = BY_ID["willow-rainman"].mask
CUP = BY_ID["chrysanthemum-cup"].mask
CURTAIN = BY_ID["cherry-curtain"].mask
MOON = BY_ID["pampas-moon"].mask
INOSHIKACHO = BY_ID["clover-boar"].mask | BY_ID["maple-deer"].mask | BY_ID["peony-butterflies"].mask


def card(card_id: str | Card) -> Card:
    """The card with this id; :class:`UnknownCardError` names an unknown id."""
    if isinstance(card_id, Card):
        return card_id
    try:
        return BY_ID[card_id]
    except (KeyError, TypeError):
        raise UnknownCardError(message="unknown-card", id=excerpt(card_id)) from None


def card_mask(cards: object, what: str = "a set of cards") -> int:
    """The mask of a :class:`CardSet`, or an int checked to be a mask of the 48 cards."""
    if isinstance(cards, CardSet):
        return cards.mask
    if (
        isinstance(cards, str | bytes)
        or isinstance(cards, bool)
        or not hasattr(type(cards), "__index__")
    ):
        raise TypeError(
            f"{what} must be card ids, a CardSet or a 48-bit mask, not {excerpt(cards)}"
        )
    mask = operator.index(cast(SupportsIndex, cards))
    if not 0 <= mask <= FULL_DECK:
        raise ValueError(f"{what} as a mask must be from 0 to 2**48 - 1, not {excerpt(mask)}")
    return mask


def indices(mask: int) -> Iterator[int]:
    """The card indices in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class CardSet:
    """An immutable set of cards, stored as a 48-bit mask.

    Iteration is in canonical deck order. Operators ``| & - ^`` combine sets
    (a single :class:`Card` is accepted on the right), ``in`` takes a card or an id.
    """

    __slots__ = ("mask",)
    mask: int

    def __init__(self, cards: Iterable[str | Card] | int = 0) -> None:
        if isinstance(cards, str | bytes) or not hasattr(cards, "__iter__"):
            mask = card_mask(cards)
        else:
            mask = 0
            for c in cards:
                mask |= card(c).mask
        object.__setattr__(self, "mask", mask)

    def __setattr__(self, name, value):
        raise AttributeError("CardSet is immutable")

    @classmethod
    def of(cls, *cards: str | Card) -> CardSet:
        """``CardSet.of("pine-crane", "pampas-moon")``."""
        return cls(cards)

    @classmethod
    def month(cls, month: int) -> CardSet:
        """The four cards of a month (1..12)."""
        return cls(MONTH_MASKS[whole_number(month, "a month", 1, 12) - 1])

    @classmethod
    def kind(cls, category: Category) -> CardSet:
        """Every card of a category: ``CardSet.kind(Category.BRIGHT)`` is the five brights."""
        if not isinstance(category, Category):
            raise TypeError(
                f"a category must be one of {', '.join(c.name for c in Category)}, "
                f"not {excerpt(category)}"
            )
        return cls(c for c in CARDS if c.category is category)

    def first(self, n: int) -> CardSet:
        """The first ``n`` cards of the set, in the deck's order (pine first)::

        >>> CardSet.kind(Category.ANIMAL).first(2).ids()
        ['plum-warbler', 'wisteria-cuckoo']
        """
        return CardSet(list(self)[: whole_number(n, "a number of cards", 0, len(self))])

    @staticmethod
    def _other(other) -> int:
        if isinstance(other, CardSet):
            return other.mask
        if isinstance(other, Card):
            return other.mask
        return NotImplemented

    def __or__(self, other) -> CardSet:
        o = self._other(other)
        return NotImplemented if o is NotImplemented else CardSet(self.mask | o)

    def __and__(self, other) -> CardSet:
        o = self._other(other)
        return NotImplemented if o is NotImplemented else CardSet(self.mask & o)

    def __sub__(self, other) -> CardSet:
        o = self._other(other)
        return NotImplemented if o is NotImplemented else CardSet(self.mask & ~o)

    def __xor__(self, other) -> CardSet:
        o = self._other(other)
        return NotImplemented if o is NotImplemented else CardSet(self.mask ^ o)

    __ror__, __rand__, __rxor__ = __or__, __and__, __xor__

    def __contains__(self, item) -> bool:
        return bool(self.mask & card(item).mask)

    def __iter__(self) -> Iterator[Card]:
        return (CARDS[i] for i in indices(self.mask))

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __eq__(self, other) -> bool:
        return isinstance(other, CardSet) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __le__(self, other: CardSet) -> bool:
        return self.mask & ~other.mask == 0

    def ids(self) -> list[str]:
        """The card ids in canonical order."""
        return [c.id for c in self]

    def by_category(self) -> dict[Category, list[Card]]:
        """The cards grouped by category (bright, animal, ribbon, plain)."""
        groups: dict[Category, list[Card]] = {cat: [] for cat in Category}
        for c in self:
            groups[c.category].append(c)
        return groups

    def counts(self) -> dict[Category, int]:
        """How many cards of each category the set holds::

        >>> {kind.value: n for kind, n in CardSet(CARDS).counts().items()}
        {'bright': 5, 'animal': 9, 'ribbon': 10, 'plain': 24}
        """
        return {cat: len(cards) for cat, cards in self.by_category().items()}

    def __repr__(self) -> str:
        return f"CardSet({self.ids()!r})"


def parse_cards(ids: Iterable[str], where: object = "") -> list[Card]:
    """Cards for a list of ids, refusing unknown ids and duplicates with one message each.

    ``where`` prefixes the message ("turn 3: ", :meth:`~koikoi_edu.errors.KoikoiError.at`):
    text said as it is in every language, or a :class:`~koikoi_edu.message.Msg` said in
    the message's language.
    """
    seen: set[str] = set()
    out = []
    for cid in ids:
        if not isinstance(cid, str) or cid not in BY_ID:
            raise UnknownCardError(message="unknown-card", id=excerpt(cid)).at(where)
        if cid in seen:
            raise KoikoiError(message="cards.twice", card=BY_ID[cid]).at(where)
        seen.add(cid)
        out.append(BY_ID[cid])
    return out
