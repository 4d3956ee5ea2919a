"""Computer players: a seat that looks at a round and chooses its next action.

A player is anything with a ``name`` and a ``choose(round)`` method returning one of
``round.legal_actions()``, in any phase: a hand card to play, a field card to take
when two match, or :data:`~koikoi_edu.round.STOP` / :data:`~koikoi_edu.round.KOIKOI`
when a yaku offers the decision. Three are built in, from weakest to strongest:

* :class:`RandomPlayer` picks uniformly among the legal actions;
* :class:`GreedyPlayer` grabs the capture worth most right now and always stops;
* :class:`HeuristicPlayer` weighs progress towards yaku, keeps cards from the rival,
  avoids leaving the rival easy captures and calls koi-koi only when it is worth
  the risk.

A player sees only what its seat may see: its own hand, the field, both piles, the
koi-koi calls, and how many cards the rival holds and the stock has left. None of
them reads the rival's hand or the order of the stock; the heuristic treats every
card it cannot see as equally likely to be in the rival's hand or in the stock.

>>> import random
>>> from koikoi_edu.round import Round
>>> r = Round.deal(seed=3)
>>> play_round(r, (make_player("heuristic", random.Random(1)),
...                make_player("random", random.Random(2)))).winner in ("A", "B", None)
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from .cards import (
    CARDS,
    FULL_DECK,
    MONTH_MASKS,
    Category,
    indices,
)
from .inputs import excerpt
from .round import KOIKOI, SEATS, STOP, Phase, Round, Settlement
from .rules import Rules
from .yaku import aims, scorer, summed_by_chunk


class Player(Protocol):
    """What a seat at the table must do: choose one legal action for the mover."""

    name: str

    def choose(self, round: Round) -> int:
        """One of ``round.legal_actions()``; ``round.to_move`` is this player's seat."""
        ...


class RandomPlayer:
    """Uniform over the legal actions: the yardstick every other player must beat.

    It runs inside every simulated round, so it binds the generator's ``random``
    once and does nothing else.
    """

    name = "random"

    def __init__(self, rng: random.Random | None = None) -> None:
        self._random = (rng or random.Random()).random

    def choose(self, round: Round) -> int:
        acts = round.legal_actions()
        return acts[int(self._random() * len(acts))]


#: Tie-break value of a card by category: bright > animal > ribbon > plain.
_CATEGORY_VALUE = {Category.BRIGHT: 4, Category.ANIMAL: 3, Category.RIBBON: 2, Category.PLAIN: 1}
CARD_VALUE: tuple[int, ...] = tuple(_CATEGORY_VALUE[c.category] for c in CARDS)


def _value(mask: int) -> int:
    """The summed category values of the cards in ``mask``."""
    return sum(CARD_VALUE[i] for i in indices(mask))


def _pick(best: list[int], random_: Callable[[], float]) -> int:
    """One of the equally good actions, at random."""
    return best[0] if len(best) == 1 else best[int(random_() * len(best))]


class GreedyPlayer:
    """The best immediate gain: the capture that leaves the pile worth most.

    Among its actions it prefers any capture to none, then the pile's yaku points
    after the capture, then the category value of the captured cards. With nothing
    to capture it lets go of its least valuable card. It stops as soon as it holds
    a yaku. Ties are broken at random.
    """

    name = "greedy"

    def __init__(self, rng: random.Random | None = None) -> None:
        self._random = (rng or random.Random()).random

    def choose(self, round: Round) -> int:
        phase = round.phase
        if phase is Phase.DECIDE:
            return STOP
        seat = round.to_move
        pile = round.piles[seat]
        base = scorer(round.rules, round.calls[seat] > 0, round.month).base
        acts = round.legal_actions()
        best: list[int] = []
        best_key = None
        for a in acts:
            if phase is Phase.PLAY:
                taken = _best_take(a, round.field & MONTH_MASKS[a >> 2], pile, base)
            else:
                taken = 1 << round.pending | 1 << a
            # with no capture the played card stays on the field: part with the cheapest
            key = (1, base(pile | taken), _value(taken)) if taken else (0, 0, -CARD_VALUE[a])
            if best_key is None or key > best_key:
                best, best_key = [a], key
            elif key == best_key:
                best.append(a)
        return _pick(best, self._random)


def _best_take(c: int, matches: int, pile: int, base: Callable[[int], int]) -> int:
    """The cards playing ``c`` captures at best: none, its one or three matches, or
    the better of two (by yaku points, then by category value)."""
    if not matches:
        return 0
    if matches.bit_count() != 2:
        return 1 << c | matches
    low = matches & -matches
    options = (1 << c | low, 1 << c | matches ^ low)
    return max(options, key=lambda t: (base(pile | t), _value(t)))


# -- the heuristic player -------------------------------------------------------------

# How much of a yaku's points a pile is worth when it lacks 1, 2, 3... cards of it, in
# thousandths: every worth the heuristic weighs is a whole number of thousandths of a
# point, so the sums are exact (see _best_actions).
_NEAR = (1000, 500, 250, 120, 60, 30, 15, 8, 4, 2, 1)
_DENY = 0.7  # a point kept from the rival is worth a little less than one of our own
_KEEP = 0.5  # letting go of a hand card gives up part of what it could capture later
_SAFE = 0.5  # a capture the rival cannot take first keeps half its worth if put off
_TIE = 1e-6  # thousandths: actions closer than this are equally good (see _best_actions)


def _targets(rules: Rules) -> tuple[tuple[int, int, int, bool], ...]:
    """``(cards, how many are needed, points, counted)`` for every yaku to aim at."""
    memo = rules.memo()
    if "heuristic-targets" not in memo:  # plain tuples: the heuristic unpacks them often
        memo["heuristic-targets"] = tuple(
            (a.cards, a.need, a.points, a.counted) for a in aims(rules)
        )
    return memo["heuristic-targets"]


def _closest(pile: int, blocked: int, targets) -> int:
    """The fewest cards that would give ``pile`` a new or bigger yaku (99: none can)."""
    fewest = 99
    for group, need, _, counted in targets:
        have = (pile & group).bit_count()
        if have >= need:
            if counted and group & ~pile & ~blocked:
                fewest = 1  # one more of the kind raises a counted yaku
        elif (group & ~blocked).bit_count() >= need:
            fewest = min(fewest, need - have)
    return fewest


# A pile's progress towards every target, packed: a slot of 10 bits a target, whose low
# 5 bits (no target has more than 31 cards) hold how many of its cards the pile has.
# Adding the packed counts of the four 12-card chunks of a mask gives the mask's, and
# ``own << 5 | other`` holds in each slot both piles' counts, a gains table's index.
_SLOT_BITS = 10
_SLOT_MASK = (1 << _SLOT_BITS) - 1
_KNOWN_LIMIT = 1 << 15  # piles whose base is remembered, per scorer: a few megabytes
#: A scorer's base and the bases it has given, by pile.
_Scoring = tuple[Callable[[int], int], dict[int, int]]


class _Plan:
    """The heuristic's tables under one rule set, built once (:func:`_plan`).

    The worth of the yaku a pile is short of (``near``) changes, when cards of one
    month are added, only in the targets those cards belong to, by an amount that
    depends on how many of the target's cards the pile holds (``h``), how many the
    other pile holds (``b``: too many and the target can no longer be made) and how
    many are added (``k``). So, for every month and every set of its cards (a 4-bit
    nibble), ``touch`` lists the targets it touches as ``(shift, gains)``, where
    ``gains[h << 5 | b]`` is the gain in thousandths (the slot at ``shift`` of both
    piles' packed counts); ``counts`` are the chunk tables of the packed counts,
    ``value`` the cards' summed category values.
    """

    __slots__ = ("_known", "_scoring", "counts", "rules", "touch", "value")

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self._scoring: dict[tuple[bool, int], _Scoring] = {}
        self._known: dict[Callable[[int], int], dict[int, int]] = {}
        targets = _targets(rules)
        feature = [0] * 48
        for t, (group, _, _, _) in enumerate(targets):
            for c in indices(group):
                feature[c] += 1 << _SLOT_BITS * t
        self.counts = summed_by_chunk(feature)

        def worth(points: int, need: int, h: int) -> int:
            return points * _NEAR[need - h] if h < need else 0

        gains: dict[tuple[int, int], list[int]] = {}
        for t, (group, need, points, _) in enumerate(targets):
            slack = group.bit_count() - need  # more of its cards elsewhere: out of reach
            for k in range(1, 5):
                gains[t, k] = [
                    worth(points, need, h + k) - worth(points, need, h) if b <= slack else 0
                    for h in range(32)
                    for b in range(32)
                ]
        self.touch: list[tuple[tuple[int, list[int]], ...]] = []
        self.value: list[int] = []
        for month in range(12):
            for nibble in range(16):
                cards = nibble << 4 * month
                self.touch.append(
                    tuple(
                        (_SLOT_BITS * t, gains[t, (cards & group).bit_count()])
                        for t, (group, _, _, _) in enumerate(targets)
                        if cards & group
                    )
                )
                self.value.append(_value(cards))

    def scoring(self, called: bool, month: int) -> _Scoring:
        """The base of a pile for a seat that has ``called`` or not, in a round of
        ``month``, and the piles it has scored so far: the same piles come back
        often, in a round and from one playout to the next. Where the call or the
        month make no difference, the scorer is the same, and so is its memory."""
        found = self._scoring.get((called, month))
        if found is None or len(found[1]) > _KNOWN_LIMIT:
            base = scorer(self.rules, called, month).base
            known = self._known.get(base)
            if known is None or len(known) > _KNOWN_LIMIT:
                known = self._known[base] = {}
            found = self._scoring[called, month] = (base, known)
        return found


def _plan(rules: Rules) -> _Plan:
    memo = rules.memo()
    if "heuristic-plan" not in memo:
        memo["heuristic-plan"] = _Plan(rules)
    return memo["heuristic-plan"]


def _best_actions(
    plan: _Plan,
    mine: int,
    theirs: int,
    my_scoring: _Scoring,
    their_scoring: _Scoring,
    field: int,
    unseen: int,
    stock: int,
    hand: int = 0,
    pending: int = -1,
    matches: int = 0,
    values: dict[int, float] | None = None,
) -> list[int]:
    """The heuristic's equally good actions (see :class:`HeuristicPlayer`): the hand
    cards to play onto ``field``, or, when ``pending`` (the played or flipped card)
    waits, the cards of ``matches`` it may take. ``unseen`` are the cards the mover
    cannot see, ``stock`` the stock's size; each pile is scored by its seat's scoring.
    Each action's value, in thousandths of a point, goes to ``values`` if given.

    Worths are counted in thousandths of a point, as whole numbers: yaku points and
    the shares of :data:`_NEAR`. Only the chance that the rival contests a month, a
    multiple of 1/n (n unseen cards), and the factors 0.7 and 0.5 make fractions, so
    two actions' values are equal or at least 1/(20 n) > 1e-3 thousandths apart, far
    more than float rounding: :data:`_TIE` tells ties exactly, however the sums are
    ordered.
    """
    touch, value = plan.touch, plan.value
    c0, c1, c2, c3 = plan.counts
    f_mine = c0[mine & 4095] + c1[mine >> 12 & 4095] + c2[mine >> 24 & 4095] + c3[mine >> 36]
    f_theirs = (
        c0[theirs & 4095] + c1[theirs >> 12 & 4095] + c2[theirs >> 24 & 4095] + c3[theirs >> 36]
    )
    # both piles' counts of each target, as a gains table indexes them from each side
    from_mine, from_theirs = f_mine << 5 | f_theirs, f_theirs << 5 | f_mine
    my_base, mine_known = my_scoring
    their_base, theirs_known = their_scoring
    mine_now = mine_known.get(mine)
    if mine_now is None:
        mine_now = mine_known[mine] = my_base(mine)
    theirs_now = theirs_known.get(theirs)
    if theirs_now is None:
        theirs_now = theirs_known[theirs] = their_base(theirs)
    n = unseen.bit_count() or 1
    # Each unseen card is in the rival's hand with chance (their hand) / (unseen),
    # and is their next flip with chance 1 / (unseen); the stock size is public.
    reach = (n - stock + 1) / n

    def gains(cards: int, key: int) -> tuple[int, int]:
        """What ``cards`` (of one month; ``key``: the month and their nibble) add to
        each pile, mine and the rival's: yaku points and near yaku, in thousandths."""
        pile = mine | cards
        base = mine_known.get(pile)
        if base is None:
            base = mine_known[pile] = my_base(pile)
        mine_gain = (base - mine_now) * 1000
        pile = theirs | cards
        base = theirs_known.get(pile)
        if base is None:
            base = theirs_known[pile] = their_base(pile)
        their_gain = (base - theirs_now) * 1000
        for shift, gain in touch[key]:
            mine_gain += gain[from_mine >> shift & _SLOT_MASK]
            their_gain += gain[from_theirs >> shift & _SLOT_MASK]
        return mine_gain, their_gain

    def danger(left: int, key: int, chance: float) -> float:
        """What leaving ``left`` on the field may hand the rival."""
        pile = theirs | left
        base = theirs_known.get(pile)
        if base is None:
            base = theirs_known[pile] = their_base(pile)
        gain = (base - theirs_now) * 1000
        for shift, g in touch[key]:
            gain += g[from_theirs >> shift & _SLOT_MASK]
        return chance * gain

    def capture(taken: int, left: int, month: int, chance: float) -> float:
        """Taking ``taken`` and leaving ``left`` (of ``month``) on the field; ``chance``
        that the rival can capture cards of the month."""
        at = month << 2
        key = month << 4 | taken >> at & 15
        mine_gain, their_gain = gains(taken, key)
        v = (mine_gain + _DENY * their_gain) * (_SAFE + (1 - _SAFE) * chance)
        if left and chance:
            v -= danger(left, month << 4 | left >> at & 15, chance)
        return v + value[key]  # the category value breaks ties between equal actions

    best: list[int] = []
    best_v = float("-inf")
    if pending >= 0:  # the choice of capture: both cards are of the pending card's month
        month = pending >> 2
        chance = min(1.0, (unseen & MONTH_MASKS[month]).bit_count() * reach)
        cards, pending_bit = matches, 1 << pending
    else:
        cards = hand
    while cards:
        low = cards & -cards
        cards ^= low
        c = low.bit_length() - 1
        if pending >= 0:
            v = capture(pending_bit | low, matches ^ low, month, chance)
        else:
            month = c >> 2
            in_month = MONTH_MASKS[month]
            unseen_there = (unseen & in_month).bit_count()
            chance = min(1.0, unseen_there * reach)
            found = field & in_month
            if not found:  # let it go to the field, where the rival may take it
                v = -CARD_VALUE[c]
                if unseen_there:  # else the card can never capture, nor be captured
                    mine_gain, their_gain = gains(low, month << 4 | 1 << (c & 3))
                    v -= chance * their_gain + _KEEP * mine_gain
            elif found.bit_count() == 2:
                one = found & -found
                other = found ^ one
                v = max(
                    capture(low | one, other, month, chance),
                    capture(low | other, one, month, chance),
                )
            else:
                v = capture(low | found, 0, month, chance)
        if values is not None:
            values[c] = v
        if v > best_v + _TIE:
            best, best_v = [c], v
        elif v > best_v - _TIE:
            best.append(c)
    return best


class HeuristicPlayer:
    """A player that thinks one turn ahead about both piles.

    A pile is worth its yaku points plus a share of the points of every yaku it
    can still make: half for a yaku one card short, a quarter for two, and so on.
    Every candidate action is then valued as

    * the gain in worth of its own pile, plus what the captured cards would have
      been worth to the rival (denial); the less the rival can contest the capture
      (the fewer unseen cards of its month), the less it counts, down to half when
      nobody else can make it, since then it can wait;
    * minus the danger of the card it leaves on the field: what that card would be
      worth to the rival, times the chance that the rival holds or flips a card of
      its month, estimated from the number of unseen cards of that month;
    * minus, when nothing is captured, half of what the card let go could have
      captured later (nothing, when no card of its month is left to capture).

    At the decision it stops unless koi-koi looks worth the risk: at least three
    turns left, the rival at least three cards from a new yaku, its own next yaku
    one card away, and its base still below the doubling at 7 (under rules that
    multiply a caller's win: whenever its next yaku is at most two cards away).

    Only a change of worth counts, so it works with the change alone: the cards of
    one month touch a few yaku, found in tables built once per rule set (``_Plan``).
    :func:`heuristic_play_out` plays whole rounds of it on the engine's fast path.
    """

    name = "heuristic"

    def __init__(self, rng: random.Random | None = None) -> None:
        self._random = (rng or random.Random()).random

    def options(self, round: Round, values: dict[int, float] | None = None) -> list[int]:
        """The equally good actions for the player to move, of which it picks one
        (with ``values``, each action's value goes there, in thousandths of a point)."""
        phase = round.phase
        if phase is Phase.DECIDE:
            return [heuristic_decision(round)]
        seat, month, calls = round.to_move, round.month, round.calls
        plan = _plan(round.rules)
        return _best_actions(
            plan,
            round.piles[seat],
            round.piles[1 - seat],
            plan.scoring(calls[seat] > 0, month),
            plan.scoring(calls[1 - seat] > 0, month),
            round.field,
            round.unseen(seat),
            len(round.stock),
            round.hands[seat] if phase is Phase.PLAY else 0,
            -1 if phase is Phase.PLAY else round.pending,
            round.matches,
            values,
        )

    def action_values(self, round: Round) -> dict[int, float]:
        """What the heuristic thinks each legal play or capture is worth, in points
        (see the class's description); it chooses among the best."""
        values: dict[int, float] = {}
        self.options(round, values)
        return {a: v / 1000 for a, v in values.items()}

    def choose(self, round: Round) -> int:
        phase = round.phase
        if phase is Phase.PLAY:
            hand = round.hands[round.to_move]
            if not hand & (hand - 1):  # one card: no choice
                return hand.bit_length() - 1
        return _pick(self.options(round), self._random)


def heuristic_play_out(round: Round, players: Sequence[HeuristicPlayer]) -> Settlement:
    """``play_round(round, players)`` for two heuristic players (seats A and B), on the
    engine's fast path (:meth:`Round.play_out`): the same game, action for action
    (the tests hold it to that), without building a list of actions each turn.
    """
    plan = _plan(round.rules)
    scorings = (plan.scoring(False, round.month), plan.scoring(True, round.month))
    # the round's lists change in place as it is played: read them at each choice
    hands, piles, calls, stock = round.hands, round.piles, round.calls, round.stock
    randoms = (players[0]._random, players[1]._random)

    def best(
        seat: int, field: int, seen: int, hand: int = 0, pending: int = -1, matches: int = 0
    ) -> int:
        """The seat's pick among the heuristic's best actions; ``seen`` are the cards it
        sees besides both piles and the field (its hand, the card waiting to capture)."""
        mine, theirs = piles[seat], piles[1 - seat]
        actions = _best_actions(
            plan,
            mine,
            theirs,
            scorings[calls[seat] > 0],
            scorings[calls[1 - seat] > 0],
            field,
            FULL_DECK & ~(seen | field | mine | theirs),
            len(stock),
            hand,
            pending,
            matches,
        )
        return _pick(actions, randoms[seat])

    def play(hand: int, field: int) -> int:
        if not hand & (hand - 1):  # one card: no choice
            return hand.bit_length() - 1
        return best(round.to_move, field, hand, hand=hand)

    def take(matches: int) -> int:
        seat, pending = round.to_move, round.pending
        seen = hands[seat] | 1 << pending
        return 1 << best(seat, round.field, seen, pending=pending, matches=matches)

    return round.play_out(play, take, heuristic_decision)


def heuristic_decision(round: Round) -> int:
    """Stop, unless a call is cheap to risk and likely to pay (see :class:`HeuristicPlayer`).

    The quick player decides the same way: a decision comes at most a few times a
    round, so it can afford to look at both piles.
    """
    rules = round.rules
    seat = round.to_move
    turns_left = round.hands[seat].bit_count()
    mine, theirs = round.piles[seat], round.piles[1 - seat]
    targets = _targets(rules)
    # a rival near a yaku would win the round, under most rules doubled by our call
    if turns_left < 3 or _closest(theirs, mine, targets) < 3:
        return STOP
    mine_need = _closest(mine, theirs, targets)
    if rules.caller_factor != "none":
        # each call multiplies our own win: worth it whenever a yaku is in reach
        return KOIKOI if mine_need <= 2 else STOP
    base = scorer(rules, round.calls[seat] > 0, round.month).base(mine)
    small = base < 7 if rules.double_at_seven else base < 5
    return KOIKOI if small and mine_need == 1 else STOP


# -- the quick player -------------------------------------------------------------------

_LOW_OF_EACH_MONTH = sum(1 << 4 * month for month in range(12))
_NO_WORTH = 1 << 60  # more than any card is worth


def card_worths(rules: Rules) -> tuple[int, ...]:
    """A fixed worth of each card under ``rules``, in thousandths of a point.

    A card is worth its share of every yaku it belongs to: the yaku's points over
    the cards it needs (a plain 1/10 of kasu; a bright the best of 5/3 of sanko, 8/4
    of shiko and 10/5 of goko), so the sake cup, in tane and in both viewings, is
    worth most. It knows nothing of the piles.
    """
    memo = rules.memo()
    if "card-worths" not in memo:
        worth = [0.0] * 48
        for aim in aims(rules):
            share = aim.points / aim.need
            if aim.id == "sanko":  # the brights climb to shiko and goko: the best share
                share = max(share, rules.shiko_points / 4, rules.goko_points / 5)
            for c in indices(aim.cards):
                worth[c] += share
        memo["card-worths"] = tuple(round(1000 * w) for w in worth)
    return memo["card-worths"]


def _month_takes(worth: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """For each month and each set of its field cards (4 bits), the worth a card of
    the month captures there: all of one or three, the better of two."""
    table = []
    for month in range(12):
        row = []
        for nibble in range(16):
            ws = [worth[4 * month + i] for i in range(4) if nibble >> i & 1]
            row.append(max(ws) if len(ws) == 2 else sum(ws))
        table.append(tuple(row))
    return tuple(table)


class QuickPlayer:
    """A fast greedy player: the playout model of :class:`StrongPlayer`.

    It plays the card whose capture is worth most by :func:`card_worths` (the
    played card and what it takes), or, with nothing to capture, lets go of its
    least worthy card; of two field cards it takes the worthier; it decides as
    :class:`HeuristicPlayer` does. Ties are broken at random, with one draw. Being
    blind to the piles makes it several times faster than the heuristic, fast
    enough to play thousands of rounds a second through :meth:`Round.play_out`.
    """

    name = "quick"

    def __init__(self, rng: random.Random | None = None) -> None:
        self._random = (rng or random.Random()).random
        self._rules: Rules | None = None

    def _policy(self, rules: Rules) -> None:
        """Bind the tables of ``rules`` (a player may meet several rule sets)."""
        if rules is self._rules:
            return
        memo = rules.memo()
        if "quick-tables" not in memo:
            worth = card_worths(rules)
            memo["quick-tables"] = (worth, _month_takes(worth))
        self._worth, self._takes = memo["quick-tables"]
        self._rules = rules

    def play(self, hand: int, field: int) -> int:
        """The card to play from ``hand`` onto ``field`` (masks)."""
        best = self.best_plays(hand, field)
        return best[0] if len(best) == 1 else best[int(self._random() * len(best))]

    def best_plays(self, hand: int, field: int) -> list[int]:
        """The equally good cards to play from ``hand`` onto ``field``."""
        worth = self._worth
        # the months present on the field, as full nibbles: the hand cards that capture
        present = (field | field >> 1 | field >> 2 | field >> 3) & _LOW_OF_EACH_MONTH
        capturing = hand & present * 15
        best: list[int] = []
        if capturing:
            takes, best_v = self._takes, -1
            while capturing:
                low = capturing & -capturing
                capturing ^= low
                c = low.bit_length() - 1
                v = worth[c] + takes[c >> 2][field >> (c & ~3) & 15]
                if v > best_v:
                    best, best_v = [c], v
                elif v == best_v:
                    best.append(c)
        else:
            best_v = _NO_WORTH
            while hand:
                low = hand & -hand
                hand ^= low
                c = low.bit_length() - 1
                v = worth[c]
                if v < best_v:
                    best, best_v = [c], v
                elif v == best_v:
                    best.append(c)
        return best

    def take(self, matches: int) -> int:
        """The worthier of the two field cards in ``matches``, as a mask."""
        best = self._best_takes(matches)
        return best[0] if len(best) == 1 else best[int(self._random() * 2)]

    def _best_takes(self, matches: int) -> list[int]:
        """The worthier of the two field cards in ``matches`` (both if equal), as masks."""
        low = matches & -matches
        high = matches ^ low
        a, b = self._worth[low.bit_length() - 1], self._worth[high.bit_length() - 1]
        return [low, high] if a == b else [low] if a > b else [high]

    def options(self, round: Round) -> list[int]:
        """The equally good actions for the player to move, of which it picks one."""
        self._policy(round.rules)
        phase = round.phase
        if phase is Phase.PLAY:
            return self.best_plays(round.hands[round.to_move], round.field)
        if phase is Phase.DECIDE:
            return [heuristic_decision(round)]
        return [t.bit_length() - 1 for t in self._best_takes(round.matches)]

    def choose(self, round: Round) -> int:
        self._policy(round.rules)
        phase = round.phase
        if phase is Phase.PLAY:
            return self.play(round.hands[round.to_move], round.field)
        if phase is Phase.DECIDE:
            return heuristic_decision(round)
        return self.take(round.matches).bit_length() - 1

    def play_out(self, round: Round) -> Settlement:
        """Both seats of ``round`` played to the end by this player, on the fast path."""
        self._policy(round.rules)
        return round.play_out(self.play, self.take, heuristic_decision)


# -- the strong player --------------------------------------------------------------------


def net_points(winner: str | None, points: int, seat: str) -> int:
    """What a round's end is worth to ``seat`` (``"A"`` or ``"B"``): the points it won,
    or minus the points it lost (under rules with a bank, the rival's win costs it)."""
    return 0 if winner is None else points if winner == seat else -points


def unseen_cards(round: Round) -> tuple[int, int]:
    """What the player to move cannot see, as ``(mask, rival's hand size)``: the cards
    of the rival's hand and of the stock, together (their sizes are public)."""
    seat = round.to_move
    return round.unseen(seat), round.hands[1 - seat].bit_count()


class StrongPlayer:
    """Determinized Monte Carlo search: it tries every legal action on many guesses.

    A guess deals the cards it cannot see (:func:`unseen_cards`) afresh, at random:
    a hand of the right size for the rival, the rest as the stock. An action is
    applied to a guess and the round played out by :class:`QuickPlayer` for both
    seats; what it ends worth (points won minus points lost) is the action's score.
    Every action meets the same guesses, so luck falls alike on each, and the budget
    is spent by successive halving: all actions on a few guesses, the better half on
    more, and so on until one is left, the choice. It reads only what its seat sees,
    and the same generator gives the same choice.

    ``playouts`` is the budget of a move, :data:`STRONG_PLAYOUTS` by default: about
    a quarter of a second on a laptop. :meth:`action_values` gives the means themselves
    (the round review reads them).
    """

    name = "strong"

    def __init__(self, rng: random.Random | None = None, playouts: int = 0) -> None:
        self._rng = rng or random.Random()
        self.playouts = playouts or STRONG_PLAYOUTS
        self._quick = QuickPlayer(random.Random(self._rng.random()))

    def choose(self, round: Round) -> int:
        acts = round.legal_actions()
        if len(acts) == 1:
            return acts[0]
        return self._search(round, acts, halving=True)[1]

    def action_values(self, round: Round) -> dict[int, float]:
        """The mean net points of each legal action for the player to move, every action
        tried on the same ``playouts // len(actions)`` guesses."""
        return self._search(round, round.legal_actions(), halving=False)[0]

    def _search(self, round: Round, acts: list[int], halving: bool) -> tuple[dict[int, float], int]:
        """The mean net points of ``acts``, and the best action. With ``halving`` the
        budget is spent in stages: every action on a few guesses, then the better half
        on more, and so on until one is left, so that most playouts go to the moves
        that may be best (successive halving)."""
        seat = round.to_move
        mask, in_hand = unseen_cards(round)
        unseen = list(indices(mask))
        deal = round.with_hidden  # each guess, dealt on a copy that keeps no history
        me = SEATS[seat]
        shuffle, play_out = self._rng.shuffle, self._quick.play_out
        guesses: list[tuple[int, list[int]]] = []
        totals, tried = dict.fromkeys(acts, 0), dict.fromkeys(acts, 0)
        alive = list(acts)
        stages = max(1, (len(acts) - 1).bit_length()) if halving else 1
        for _ in range(stages):
            upto = max(1, self.playouts // stages // len(alive)) + tried[alive[0]]
            while len(guesses) < upto:  # every action meets the same guesses
                shuffle(unseen)
                guesses.append((sum(1 << c for c in unseen[:in_hand]), unseen[in_hand:]))
            for a in alive:
                for hand, stock in guesses[tried[a] : upto]:
                    r = deal(seat, hand, stock, False)  # dealt from the unseen cards above
                    r.apply_action(a)
                    s = play_out(r)
                    totals[a] += net_points(s.winner, s.points, me)
                tried[a] = upto
            alive.sort(key=lambda a: -totals[a] / tried[a])
            alive = alive[: (len(alive) + 1) // 2]
        return {a: totals[a] / tried[a] for a in acts}, alive[0]


#: A strong move's budget of playouts: see :class:`StrongPlayer`.
STRONG_PLAYOUTS = 3_000


#: The built-in players by name.
PLAYERS: dict[str, Callable[[random.Random | None], Player]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "heuristic": HeuristicPlayer,
    "quick": QuickPlayer,
    "strong": StrongPlayer,
}

#: The levels a learner can choose for the computer, each a built-in player.
LEVELS: dict[str, str] = {
    "beginner": "greedy",  # grabs the best capture in sight and always stops
    "normal": "heuristic",  # plans one turn ahead for both piles
    "strong": "strong",  # plays every move out on thousands of guesses of the unseen cards
}


def make_player(name: str, rng: random.Random | None = None) -> Player:
    """The built-in player called ``name``, drawing its random choices from ``rng``."""
    try:
        cls = PLAYERS[name]
    except (KeyError, TypeError):
        raise ValueError(
            f"unknown player '{excerpt(name)}'; choose one of {', '.join(PLAYERS)}"
        ) from None
    return cls(rng)


def play_round(round: Round, players: Sequence[Player]) -> Settlement:
    """Let ``players[0]`` (seat A) and ``players[1]`` (seat B) play ``round`` out.

    This loop is what simulations of thousands of rounds spend their time in, so
    everything it calls is looked up once.
    """
    apply, flip = round.apply_action, round.flip
    choose = (players[0].choose, players[1].choose)
    over, chance = Phase.OVER, Phase.FLIP
    while round.phase is not over:
        if round.phase is chance:
            flip()
        else:
            apply(choose[round.to_move](round))
    return round.result
