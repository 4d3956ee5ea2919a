"""A plain, set-based Koi-Koi under the ``teaching`` rules: the yardstick of the benchmark.

This is what a first, readable implementation of docs/rules.md (sections 2 and 3) looks
like: cards are id strings, hands, field and piles are Python sets, and every yaku
is found with a set operation and ``len``. No tables, no bitmasks. It borrows only
the deck table (ids, months, categories) from the package; the rules are its own.

``benchmarks/bench.py`` times the engine against it, and ``bench.py --check`` holds
it to the engine so that the comparison is honest: the same yaku on random piles,
and the same settlement when a baseline round is replayed move by move in the
engine.

>>> base({"maple-deer", "peony-butterflies", "clover-boar"})
5
>>> r = play_random_round(random.Random(7))
>>> r.winner in ("A", "B", None) and len(r.deck) == 48
True
"""

from __future__ import annotations

import random
from collections import Counter
from typing import NamedTuple

from koikoi_edu.cards import CARDS, Category, Ribbon

#: The 48 card ids in canonical deck order.
DECK = [c.id for c in CARDS]
MONTH = {c.id: c.month for c in CARDS}

BRIGHTS = {c.id for c in CARDS if c.category is Category.BRIGHT}
ANIMALS = {c.id for c in CARDS if c.category is Category.ANIMAL}
RIBBONS = {c.id for c in CARDS if c.category is Category.RIBBON}
# Under ``teaching`` the sake cup is an animal that also counts as a plain for kasu.
PLAINS = {c.id for c in CARDS if c.category is Category.PLAIN} | {"chrysanthemum-cup"}
POETRY_RIBBONS = {c.id for c in CARDS if c.ribbon is Ribbon.POETRY}
BLUE_RIBBONS = {c.id for c in CARDS if c.ribbon is Ribbon.BLUE}
INOSHIKACHO = {"clover-boar", "maple-deer", "peony-butterflies"}
HANAMI = {"cherry-curtain", "chrysanthemum-cup"}
TSUKIMI = {"pampas-moon", "chrysanthemum-cup"}
RAIN_MAN = "willow-rainman"

OTHER = {"A": "B", "B": "A"}
INSTANT_WIN_POINTS = 6


def yaku(pile: set[str]) -> dict[str, int]:
    """Every yaku ``pile`` holds, with its points."""
    found = {}
    brights = len(pile & BRIGHTS)
    if brights == 5:
        found["goko"] = 10
    elif brights == 4 and RAIN_MAN in pile:
        found["ame-shiko"] = 7
    elif brights == 4:
        found["shiko"] = 8
    elif brights == 3 and RAIN_MAN not in pile:
        found["sanko"] = 5
    if INOSHIKACHO <= pile:
        found["inoshikacho"] = 5
    if POETRY_RIBBONS <= pile:
        found["akatan"] = 5
    if BLUE_RIBBONS <= pile:
        found["aotan"] = 5
    if HANAMI <= pile:
        found["hanami"] = 5
    if TSUKIMI <= pile:
        found["tsukimi"] = 5
    # the counted yaku: 1 point at the threshold, +1 for every card over it
    animals = len(pile & ANIMALS)
    if animals >= 5:
        found["tane"] = animals - 4
    ribbons = len(pile & RIBBONS)
    if ribbons >= 5:
        found["tanzaku"] = ribbons - 4
    plains = len(pile & PLAINS)
    if plains >= 10:
        found["kasu"] = plains - 9
    return found


def base(pile: set[str]) -> int:
    """The pile's base: the sum of all its yaku."""
    return sum(yaku(pile).values())


def settle(held: dict[str, int], winner: str, caller: str | None) -> int:
    """The winner's points: x2 at a base of 7 or more, x2 when the opponent called."""
    points = sum(held.values())
    if points >= 7:
        points *= 2
    if caller is not None and caller != winner:
        points *= 2
    return points


# -- the deal -------------------------------------------------------------------------


def deal(deck: list[str], dealer: str) -> tuple[dict[str, set[str]], set[str], list[str]]:
    """Hands, field and stock from ``deck`` (top first), in packets of 2.

    The packets go to the non-dealer, the field and the dealer, four times. The
    stock is returned with its top at the END, so ``stock.pop()`` flips it.
    """
    hands: dict[str, set[str]] = {"A": set(), "B": set()}
    field: set[str] = set()
    for start in range(0, 24, 6):
        hands[OTHER[dealer]].update(deck[start : start + 2])
        field.update(deck[start + 2 : start + 4])
        hands[dealer].update(deck[start + 4 : start + 6])
    return hands, field, deck[:23:-1]


def instant_win(hand: set[str]) -> bool:
    """Teshi (all 4 cards of a month) or kuttsuki (4 pairs of different months)."""
    per_month = sorted(Counter(MONTH[c] for c in hand).values())
    return 4 in per_month or per_month == [2, 2, 2, 2]


def misdeal(hands: dict[str, set[str]], field: set[str]) -> bool:
    """A deal that is redealt: a whole month on the field, or two instant wins."""
    field_months = Counter(MONTH[c] for c in field).values()
    return 4 in field_months or (instant_win(hands["A"]) and instant_win(hands["B"]))


# -- a round --------------------------------------------------------------------------


class RoundRecord(NamedTuple):
    """How a round ended, and enough to replay it: dealer, deck and every choice made.

    ``moves`` lists, in order, the card played each turn, the field card taken when
    two matched (after the play or after the flip) and ``"stop"`` / ``"koi-koi"``
    decisions: the choices of a scenario's ``[[turn]]`` entries.
    """

    winner: str | None
    points: int
    dealer: str
    deck: list[str]
    moves: list[str]


def capture(card: str, field: set[str], rng: random.Random, moves: list[str]) -> set[str]:
    """Resolve a played or flipped card against the field; returns the cards captured.

    No card of its month on the field: it stays there. One: the pair is captured.
    Two: one of them is chosen (at random). Three: all four are captured.
    """
    same_month = {c for c in field if MONTH[c] == MONTH[card]}
    if not same_month:
        field.add(card)
        return set()
    if len(same_month) == 2:
        # sorted, so that a seed replays the same round whatever the hash seed
        taken = rng.choice(sorted(same_month))
        moves.append(taken)
        same_month = {taken}
    field -= same_month
    return same_month | {card}


def play_random_round(rng: random.Random, dealer: str = "A") -> RoundRecord:
    """Deal and play one round with every choice made at random, to its settlement."""
    deck = DECK.copy()
    while True:
        rng.shuffle(deck)
        hands, field, stock = deal(deck, dealer)
        if not misdeal(hands, field):
            break
    moves: list[str] = []
    for seat in ("A", "B"):
        if instant_win(hands[seat]):
            return RoundRecord(seat, INSTANT_WIN_POINTS, dealer, deck, moves)

    piles: dict[str, set[str]] = {"A": set(), "B": set()}
    # the yaku of each seat when it last decided; a caller's pile must beat it to win
    reference: dict[str, dict[str, int]] = {"A": {}, "B": {}}
    caller = None  # only one koi-koi per round
    seat = dealer
    while hands[seat]:
        played = rng.choice(sorted(hands[seat]))
        moves.append(played)
        hands[seat].remove(played)
        captured = capture(played, field, rng, moves)
        captured |= capture(stock.pop(), field, rng, moves)
        # yaku are checked after both parts of the turn, and only a capture changes them
        if captured:
            piles[seat] |= captured
            held = yaku(piles[seat])
            if any(points > reference[seat].get(name, 0) for name, points in held.items()):
                if caller is not None:
                    return RoundRecord(seat, settle(held, seat, caller), dealer, deck, moves)
                if rng.random() < 0.5:
                    moves.append("stop")
                    return RoundRecord(seat, settle(held, seat, caller), dealer, deck, moves)
                moves.append("koi-koi")
                caller = seat
                reference[seat] = held
        seat = OTHER[seat]
    # both hands are empty and nobody won: a draw, the caller's pending yaku included
    return RoundRecord(None, 0, dealer, deck, moves)
