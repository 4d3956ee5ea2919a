"""The one check that a position could occur in a real round.

Scenario files, saved rounds and :meth:`Round.from_position
<koikoi_edu.round.Round.from_position>` all describe a round by its cards, its
mover and its koi-koi calls. Each card must be in one place, and the hands, the
stock, the field and the piles must be what some real round can reach, or the
engine would play on from a state its rules never produce (a player with no card
to play while the round goes on). :func:`check_position` is that check, shared by
every way into a position; its messages name seats, places and cards, and the
loaders prefix where the position was read from.

>>> from koikoi_edu.cards import CardSet
>>> check_position(Rules(), hands=(CardSet.month(1).mask, 0), field=0, stock=[],
...                piles=(0, 0), to_move=1, dealer=None, koikoi=[])
Traceback (most recent call last):
...
koikoi_edu.errors.KoikoiError: B is to move with 0 cards and A holds 4; ...
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import CARDS, FULL_DECK, MONTH_MASKS, card_mask, indices
from .errors import KoikoiError
from .inputs import excerpt, whole_number
from .message import Msg, Name
from .rules import Rules
from .yaku import score, yaku_msgs

SEATS = ("A", "B")
#: The most cards a hand holds: the 8 dealt.
HAND_SIZE = 8


@dataclass(frozen=True)
class Position:
    """A checked position in the engine's terms: masks, the stock as card indices
    (top first, every card the position leaves out below it), seats as 0 and 1."""

    hands: tuple[int, int]
    field: int
    stock: tuple[int, ...]
    piles: tuple[int, int]
    to_move: int
    dealer: int
    koikoi: tuple[int, ...]


def check_position(
    rules: Rules,
    *,
    hands: Sequence[int],
    field: int,
    stock: Sequence[int],
    piles: Sequence[int],
    to_move: int,
    dealer: int | None,
    koikoi: Sequence[int],
    month: int = 1,
) -> Position:
    """The position, checked, or :class:`~koikoi_edu.errors.KoikoiError` naming the first
    thing no real round can reach.

    Checked: every value's type and range; each card in one place; hands of at most
    8, the mover's the same size as the other's or one larger, not both empty; a
    dealer, if given, that the hand sizes name (:func:`position_dealer`); a
    stock (with the cards left out) with a card to flip for every turn left; no
    month with all 4 cards on the field; no more koi-koi calls than the rules allow,
    and calls by one seat only where the rival may not call (``rival_may_call``);
    no pile holding yaku whose holder has not called (they would have had to decide).
    """
    hand_masks = tuple(card_mask(m, f"{s}'s hand") for s, m in _pair(hands, "hands"))
    pile_masks = tuple(card_mask(m, f"{s}'s captured cards") for s, m in _pair(piles, "piles"))
    field = card_mask(field, "the field")
    if isinstance(stock, str | bytes) or not isinstance(stock, Sequence):
        raise TypeError(f"the stock must be a list of card indices, not {excerpt(stock)}")
    top = tuple(whole_number(c, "a card of the stock", 0, 47) for c in stock)
    mover = _seat(to_move, "to_move")
    if dealer is not None:
        dealer = _seat(dealer, "the dealer")
    if isinstance(koikoi, str | bytes) or not isinstance(koikoi, Sequence):
        raise TypeError(f"koikoi must be a list of seats, not {excerpt(koikoi)}")
    calls = tuple(_seat(s, "a seat in koikoi") for s in koikoi)

    # a place is (where, seat): the words of error.position.in-<where>
    places = [
        (hand_masks[0], ("hand", "A")),
        (hand_masks[1], ("hand", "B")),
        (field, ("field", "")),
        (pile_masks[0], ("captured", "A")),
        (pile_masks[1], ("captured", "B")),
    ]
    places += [(1 << c, ("stock", "")) for c in top]
    where: dict[int, tuple[str, str]] = {}
    for mask, place in places:
        for c in indices(mask):
            if c in where:
                if where[c] == place:
                    raise KoikoiError(message="position.twice-in-stock", card=CARDS[c])
                raise KoikoiError(
                    message="position.in-two-places",
                    card=CARDS[c],
                    first=_in(*where[c]),
                    second=_in(*place),
                )
            where[c] = place
    rest = tuple(indices(FULL_DECK & ~sum(1 << c for c in where)))

    own, other = (m.bit_count() for m in (hand_masks[mover], hand_masks[1 - mover]))
    for seat, hand in zip(SEATS, hand_masks, strict=True):
        if hand.bit_count() > HAND_SIZE:
            raise KoikoiError(
                message="position.hand-too-large", seat=seat, n=hand.bit_count(), most=HAND_SIZE
            )
    if own not in (other, other + 1):
        raise KoikoiError(
            message="position.hand-sizes",
            mover=SEATS[mover],
            own=own,
            other_seat=SEATS[1 - mover],
            other=other,
        )
    if own == 0:
        raise KoikoiError(message="position.hands-empty")
    if dealer is None:
        dealer = position_dealer(hand_masks, mover)
    elif dealer != position_dealer(hand_masks, mover):
        raise KoikoiError(
            message="position.wrong-dealer",
            dealer=SEATS[dealer],
            mover=SEATS[mover],
            own=own,
            other_seat=SEATS[1 - mover],
            other=other,
            right=SEATS[1 - dealer],
        )
    if len(top) + len(rest) < own + other:
        raise KoikoiError(
            message="position.stock-too-small", n=len(top) + len(rest), turns=own + other
        )
    for month, cards in enumerate(MONTH_MASKS, 1):
        if field & cards == cards:
            raise KoikoiError(
                message="position.month-on-field",
                month=month,
                plant=Msg("plant.said", id=CARDS[4 * month - 4].plant, name=Msg(f"plant.{month}")),
            )

    preset = Name("preset", rules.name)
    if not rules.calls_allowed(len(calls)):
        raise KoikoiError(
            message="position.too-many-calls", n=len(calls), rules=preset, limit=rules.koikoi_limit
        )
    if len(set(calls)) == 2 and not rules.rival_may_call:
        raise KoikoiError(message="position.rival-called", rules=preset, seat=SEATS[calls[0]])
    for i, pile in enumerate(pile_masks):
        held = score(pile, rules, month=month)
        if held and i not in calls:
            raise KoikoiError(
                message="position.yaku-without-call",
                seat=SEATS[i],
                yaku=yaku_msgs(held.points_by_id().items(), rules),
            )
    return Position(
        (hand_masks[0], hand_masks[1]),
        field,
        top + rest,
        (pile_masks[0], pile_masks[1]),
        mover,
        dealer,
        calls,
    )


def position_dealer(hands: Sequence[int], to_move: int) -> int:
    """The dealer of a position, from the hand sizes.

    The dealer plays first, so at the start of a turn the mover is the dealer when
    both hands are the same size, and the other seat when the mover holds one card
    more (the dealer has played one turn more).

    >>> position_dealer((0b11, 0b1), 0), position_dealer((0b1, 0b1), 1)
    (1, 1)
    """
    own, other = hands[to_move].bit_count(), hands[1 - to_move].bit_count()
    return to_move if own == other else 1 - to_move


def _in(place: str, seat: str) -> Msg:
    """A hand, a pile, the field or the stock, as "the card is in ..." names it."""
    return Msg(f"error.position.in-{place}", seat=seat)


def _pair(pair: Sequence[int], what: str) -> zip:
    if isinstance(pair, str | bytes) or not isinstance(pair, Sequence) or len(pair) != 2:
        raise TypeError(f"{what} must be a pair of card masks (A's, B's), not {excerpt(pair)}")
    return zip(SEATS, pair, strict=True)


def _seat(value: object, what: str) -> int:
    return whole_number(value, f"{what} (a seat: 0 for A, 1 for B)", 0, 1)
