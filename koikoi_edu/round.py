"""One round of Koi-Koi as an explicit state machine.

A :class:`Round` holds the whole position (hands, field, stock, piles, koi-koi
calls) and moves only through :meth:`Round.apply_action`, which refuses anything
the rules forbid with :class:`~koikoi_edu.errors.IllegalMoveError` and leaves the
state exactly as it was. The API follows OpenSpiel's: :meth:`~Round.legal_actions`,
:meth:`~Round.apply_action`, :meth:`~Round.is_terminal`.

Actions are small integers:

* in the ``PLAY`` phase, the index of a hand card to play;
* in the ``TAKE`` and ``DRAW_TAKE`` phases (two field cards of the month match the
  played or the flipped card), the index of the field card to capture;
* in the ``FLIP`` phase, a chance step (OpenSpiel's chance node), the card that
  the top of the stock turns up: the only outcome, with probability 1;
* in the ``DECIDE`` phase, :data:`STOP` or :data:`KOIKOI`.

After the played card is placed (and its choice of capture made) the round waits
in the ``FLIP`` phase: :meth:`~Round.current_player` is then :data:`CHANCE`, and
:meth:`~Round.chance_outcomes` names the card to come. So the table between the
play's capture and the flip is a state of the engine like any other, and the
history :attr:`~Round.actions` holds the flips beside the players' actions.
:meth:`~Round.play_turn` and the fast playouts (:meth:`~Round.play_out`) resolve
the chance steps themselves. The deal is the round's first chance step: its
outcome, the order of the whole deck, is :meth:`Round.deal` 's ``deck``.

Seats are 0 and 1, called ``"A"`` and ``"B"``. With ``explain=True`` every action
returns the :class:`Event` s it caused, as data that :func:`koikoi_edu.words.event_text`
explains in plain language, naming the month and the plant; the lessons step through
exactly these texts.

>>> from koikoi_edu.round import Round
>>> r = Round.deal(seed=7)
>>> r.phase.name, len(r.legal_actions())
('PLAY', 8)
>>> play = next(c for c in r.legal_actions() if len(r.field_matches(c)) != 2)
>>> _ = r.apply_action(play)  # no choice of capture: the flip comes next
>>> r.phase.name, r.current_player() == CHANCE, r.chance_outcomes() == [(r.stock[-1], 1.0)]
('FLIP', True, True)
"""

from __future__ import annotations

import enum
import random
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .cards import CARDS, FULL_DECK, MONTH_MASKS, CardSet, card, indices
from .errors import IllegalMoveError, KoikoiError
from .inputs import excerpt, whole_number
from .message import Msg
from .positions import SEATS, check_position
from .rules import Rules
from .settlement import Ending, Misdeal, Settlement, instant_win, no_win, settle
from .yaku import Score, month_cards, score, scorer, viewing_cancellers

STOP, KOIKOI = 48, 49
#: What :meth:`Round.current_player` answers while the round waits on a chance step.
CHANCE = -1
#: The decisions by name, as scenarios, saves and the widgets' buttons write them.
DECISIONS = {"stop": STOP, "koi-koi": KOIKOI}
_DECISION_NAMES = {action: name for name, action in DECISIONS.items()}
_TEACHING = Rules()
_BITS = tuple(1 << i for i in range(48))
_ALL = list(range(48))
assert array("I").itemsize == 4


def action_to_string(action: int) -> str:
    """An action as words: a card id for a card, ``stop`` or ``koi-koi`` for a decision.

    >>> action_to_string(STOP), action_to_string(0)
    ('stop', 'pine-crane')
    """
    if action.__class__ is int and 0 <= action < 48:
        return CARDS[action].id
    if action in _DECISION_NAMES:
        return _DECISION_NAMES[action]
    raise ValueError(f"action {excerpt(action)} is neither a card (0 to 47) nor stop or koi-koi")


def string_to_action(text: str) -> int:
    """The action a card id, ``stop`` or ``koi-koi`` names (the inverse of
    :func:`action_to_string`); a clear error for anything else.

    >>> string_to_action("koi-koi") == KOIKOI
    True
    """
    if text in DECISIONS:
        return DECISIONS[text]
    return card(text).index


def shuffled_deck(rng: random.Random) -> list[int]:
    """A uniformly shuffled deck of the 48 card indices.

    The cards are sorted by 32-bit random keys, all drawn in one call: several times
    faster than ``random.shuffle`` in pure Python, and equally uniform but for ties
    (about one deal in four million, where the tied cards keep canonical order).
    """
    return sorted(_ALL, key=array("I", rng.randbytes(192)).__getitem__)


def _index_lists(offset: int) -> list[list[int]]:
    """For each 12-bit chunk of a mask, the card indices it holds (``legal_actions``)."""
    return [[offset + i for i in range(12) if chunk >> i & 1] for chunk in range(4096)]


_IDX0, _IDX1, _IDX2, _IDX3 = (_index_lists(offset) for offset in (0, 12, 24, 36))


class Phase(enum.IntEnum):
    PLAY = 0
    TAKE = 1
    DRAW_TAKE = 2
    DECIDE = 3
    OVER = 4
    FLIP = 5  #: the chance step: the top of the stock is turned up next


_PLAY, _TAKE, _DRAW_TAKE, _DECIDE, _OVER, _FLIP = Phase


class EventKind(enum.StrEnum):
    """What an :class:`Event` tells; the value is the word lessons print."""

    DEAL = "deal"
    MISDEAL = "misdeal"
    INSTANT = "instant"  #: a dealt hand wins at once, or both do and the rules play on
    PLAY = "play"
    FLIP = "flip"
    CAPTURE = "capture"  #: a choice of capture made after the play or the flip
    YAKU = "yaku"
    DECIDE = "decide"
    WIN = "win"
    DRAW = "draw"


@dataclass(frozen=True)
class Event:
    """Something that happened, as data a learner's explanation is written from.

    ``cards`` are the cards it moved (the table highlights them). ``message`` and
    ``values`` are the explanation: the message id of the catalogue
    (:mod:`koikoi_edu.words`, ``event.<message>``) and its facts, card and yaku ids
    and seats, or the :class:`Settlement` of a round's end.
    :func:`koikoi_edu.words.event_text` writes it in any language.

    ===============  =========================================================
    message          values
    ===============  =========================================================
    ``deal``         the dealer's seat
    ``both-instant`` nothing
    ``stays``        ``play`` or ``flip``, the card
    ``pair``         ``play`` or ``flip``, the card, the field card it takes
    ``four``         ``play`` or ``flip``, the card
    ``choice``       ``play`` or ``flip``, the card, the two field cards
    ``take``         the field card taken, the card taking it, the one left
    ``yaku``         ``(yaku id, points)`` for every yaku the seat holds
    ``koikoi``       nothing
    ``stop``         nothing
    ``end``          the settlement
    ===============  =========================================================
    """

    kind: EventKind
    seat: str | None
    cards: tuple[str, ...] = ()
    message: str = ""
    values: tuple = ()


@dataclass(frozen=True)
class PlayedTurn:
    """One whole turn as it was played: what it flipped, the choices and the decision
    the turn asked for (``None`` where it asked for none), and the events it caused."""

    seat: int
    flipped: int | None  # the top of the stock the turn flipped; None when it was empty
    take: int | None
    draw_take: int | None
    decision: int | None
    events: list[Event]


# Bit tricks on the 12 nibbles of a mask (one nibble per month): they let the deal
# checks run in a handful of integer operations instead of a loop over months.
_NIBBLE_LOW = sum(1 << (4 * m) for m in range(12))


def _full_months(mask: int) -> int:
    """One bit (the month's lowest) for every month whose 4 cards are all in ``mask``."""
    return mask & mask >> 1 & mask >> 2 & mask >> 3 & _NIBBLE_LOW


def _four_pairs(mask: int) -> bool:
    """Exactly two cards of each of four months and nothing else."""
    n = mask - (mask >> 1 & 0x555555555555)
    n = (n & 0x333333333333) + (n >> 2 & 0x333333333333)  # per-month counts
    return mask.bit_count() == 8 and not n & _NIBBLE_LOW and not _full_months(mask)


#: The yaku ids of :func:`special_hand`'s instant wins, beside the piles' yaku.yaku.YAKU_IDS.
HAND_YAKU_IDS = ("teshi", "kuttsuki", "two-months")


def special_hand(rules: Rules, hand: int) -> tuple[str, int] | None:
    """The instant win a dealt hand holds under ``rules``, as ``(yaku id, points)``."""
    full = _full_months(hand)
    if full and rules.two_month_hand_points and full.bit_count() == 2:
        return "two-months", rules.two_month_hand_points
    if not rules.instant_win_points:
        return None
    if full:
        return "teshi", rules.instant_win_points
    if _four_pairs(hand):
        return "kuttsuki", rules.instant_win_points
    return None


def misdeal_reason(rules: Rules, hands: tuple[int, int], field_mask: int) -> Misdeal | None:
    """Why a deal must be redealt, or ``None`` when it stands."""
    if _full_months(field_mask):
        return Misdeal.FIELD_MONTH
    if rules.field_pairs_redeal and _four_pairs(field_mask):
        return Misdeal.FIELD_PAIRS
    if rules.hand_four_redeal and (_full_months(hands[0]) or _full_months(hands[1])):
        return Misdeal.HAND_MONTH
    if (
        rules.both_instant == "redeal"
        and special_hand(rules, hands[0])
        and special_hand(rules, hands[1])
    ):
        return Misdeal.BOTH_INSTANT
    return None


def _monotone(rules: Rules) -> bool:
    """True when a pile's base rises whenever it forms a new or better yaku.

    A bright yaku is replaced by the next rung of the ladder, never added to it: the
    base sees the new yaku only when the rung is worth strictly more. With equal
    values (sanko 7 against ame-shiko 7) the new yaku is still an improvement (seed
    000: "the next player to form a new yaku ... ends the round"), and so is one that
    lowers the total where the rain man cancels the viewing yaku.
    """
    return not (viewing_cancellers(rules) or rules.named_replaces_counted) and (
        rules.sanko_points < min(rules.shiko_points, rules.ame_shiko_points)
        and max(rules.shiko_points, rules.ame_shiko_points) < rules.goko_points
    )


def _deal_places(packet: int, order: tuple[str, ...]) -> tuple[tuple[int, ...], ...]:
    """The deck positions (top = 0) each of non-dealer, field and dealer receives when
    packets of ``packet`` cards go round in ``order`` until each holds 8."""
    places: dict[str, list[int]] = {who: [] for who in order}
    top = 0
    for _ in range(8 // packet):
        for who in order:
            places[who] += range(top, top + packet)
            top += packet
    return tuple(tuple(places[who]) for who in ("non-dealer", "field", "dealer"))


#: For each deal protocol of :class:`~koikoi_edu.rules.Rules`, the deck positions
#: (top = 0) dealt to the non-dealer, the field and the dealer; deck[24:] is the stock.
DEAL_PLACES = {
    "packets-of-2": _deal_places(2, ("non-dealer", "field", "dealer")),  # seeds 000, 002
    "packets-of-4": _deal_places(4, ("non-dealer", "dealer", "field")),  # seed 001
    "by-eights": _deal_places(8, ("field", "dealer", "non-dealer")),  # seed 003
}


#: The kind of the event that tells each ending (a win's is ``win``).
_END_EVENTS = {
    Ending.INSTANT: EventKind.INSTANT,
    Ending.DRAW: EventKind.DRAW,
    Ending.DEALER_DRAW: EventKind.DRAW,
    Ending.MISDEAL: EventKind.MISDEAL,
}


@dataclass(frozen=True)
class SeatView:
    """What one seat knows of a round: everything but the order of the stock and the
    rival's hand (OpenSpiel's information state). Two rounds that differ only in those
    look the same to the seat; :meth:`Round.resample_hidden` deals them afresh.

    Cards are masks. ``seen`` is every card the seat has seen (its hand, the field,
    both piles and a played or flipped card waiting for a choice): the rest, the
    ``unseen``, lie in the rival's hand or the stock. ``pending`` is that waiting card
    (-1 when none waits) and ``matches`` the two field cards it may take.
    """

    seat: int
    rules: Rules
    month: int
    dealer: int
    to_move: int
    phase: Phase
    hand: int
    field: int
    piles: tuple[int, int]
    calls: tuple[int, int]
    koikoi: tuple[int, ...]
    rival_hand_size: int
    stock_size: int
    seen: int
    pending: int
    matches: int
    settlement: Settlement | None

    @property
    def unseen(self) -> int:
        """The cards the seat cannot see: the rival's hand and the stock, together."""
        return FULL_DECK & ~self.seen


def _ids(mask: int) -> tuple[str, ...]:
    return tuple(CARDS[i].id for i in indices(mask))


class Round:
    """The state of one round. Build it with :meth:`deal` or :meth:`from_position`."""

    __slots__ = (
        "rules",
        "month",
        "dealer",
        "to_move",
        "phase",
        "hands",
        "field",
        "stock",
        "piles",
        "calls",
        "koikoi",
        "pending",
        "matches",
        "captured_this_turn",
        "reference",
        "settlement",
        "explain",
        "log",
        "misdeals",
        "start",
        "actions",
        "_bases",
        "_detailed_check",
        "_reference_base",
    )

    def __init__(self, rules: Rules = _TEACHING, *, explain: bool = False, month: int = 1) -> None:
        self.rules = rules
        if month != 1:
            month_cards(month)  # refuses a month outside 1 to 12
        # the round's month: only a month yaku (month_yaku_points) looks at it
        self.month = month
        self.dealer = 0
        self.to_move = 0
        self.phase = _PLAY
        self.hands = [0, 0]
        self.field = 0
        self.stock: list[int] = []  # the top of the stock is the END of the list
        self.piles = [0, 0]
        self.calls = [0, 0]
        self.koikoi: list[int] = []  # seats in the order they called
        self.pending = -1  # the played or flipped card awaiting a choice of capture
        self.matches = 0  # the two field cards it may capture
        self.captured_this_turn = False
        # points by yaku id at each seat's last check (the reference for "improved")
        self.reference: list[dict[str, int]] = [{}, {}]
        self._reference_base = [0, 0]
        self.settlement: Settlement | None = None
        self.explain = explain
        self.log: list[Event] = []
        self.misdeals = 0
        # how the round began and every action since: enough to save and replay it
        self.start: dict = {}
        self.actions: list[int] = []
        # the base of a seat that has not called / has called
        memo = rules.memo()
        # one key per month only where a month yaku makes the months score differently
        key = ("round-bases", month) if rules.month_yaku_points else "round-bases"
        if key not in memo:
            memo[key] = (scorer(rules, False, month).base, scorer(rules, True, month).base)
            # only 'yaku' improvement under rules where a yaku can vanish needs more than
            # the base to tell whether a check improved
            memo["detailed-check"] = rules.improvement == "yaku" and not _monotone(rules)
        self._bases = memo[key]
        self._detailed_check = memo["detailed-check"]

    # -- construction -------------------------------------------------------------

    @classmethod
    def deal(
        cls,
        rules: Rules = _TEACHING,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
        deck: list[int] | None = None,
        dealer: int = 0,
        explain: bool = False,
        month: int = 1,
        misdeals: int = 0,
    ) -> Round:
        """Shuffle and deal by the protocol of docs/rules.md, redealing misdeals.

        Give ``seed`` or ``rng`` for a seeded shuffle, or ``deck`` (48 card indices,
        top first) for a fixed order; a fixed order that misdeals ends the round at
        once as a misdeal, since there is no new shuffle to deal from. ``misdeals``
        counts redeals made before this deal (a saved round's); a shuffle adds its own.

        The deal is the round's first chance step, taken here in one go: its outcome
        is the order of the whole deck, every order equally likely (``seed``, ``rng``),
        or the one chosen (``deck``). It is not an action of :meth:`apply_action`, whose
        actions are single cards: ``start["deck"]`` records the outcome instead, and
        :meth:`restarted` deals it again.
        """
        dealer = whole_number(dealer, "the dealer (a seat: 0 for A, 1 for B)", 0, 1)
        misdeals = whole_number(misdeals, "the misdeals before the deal", 0)
        if deck is not None:
            if isinstance(deck, str | bytes) or not hasattr(deck, "__iter__"):
                raise TypeError(f"a deck must be a list of 48 card indices, not {excerpt(deck)}")
            deck = [whole_number(c, "a card of the deck", 0, 47) for c in deck]
            if sorted(deck) != _ALL:
                raise KoikoiError(message="deck.each-card-once")
        if rng is None:
            rng = random.Random(seed)
        r = cls(rules, explain=explain, month=month)
        r.dealer = r.to_move = dealer
        while True:
            order = list(deck) if deck is not None else shuffled_deck(rng)
            reason = r._deal_from(order)
            if reason is None or deck is not None:
                break
            misdeals += 1
        r.misdeals = misdeals
        r.start = {"deck": order, "dealer": dealer}
        return r

    def _deal_from(self, deck: list[int]) -> Misdeal | None:
        """Deal ``deck`` (top first); returns a misdeal reason, ending the round on one."""
        d = self.dealer
        b = _BITS
        protocol = self.rules.deal_protocol
        if protocol == "packets-of-2":
            # the default of every preset, and the common case: written out in full
            other = (
                b[deck[0]]
                | b[deck[1]]
                | b[deck[6]]
                | b[deck[7]]
                | b[deck[12]]
                | b[deck[13]]
                | b[deck[18]]
                | b[deck[19]]
            )
            fld = (
                b[deck[2]]
                | b[deck[3]]
                | b[deck[8]]
                | b[deck[9]]
                | b[deck[14]]
                | b[deck[15]]
                | b[deck[20]]
                | b[deck[21]]
            )
            own = (
                b[deck[4]]
                | b[deck[5]]
                | b[deck[10]]
                | b[deck[11]]
                | b[deck[16]]
                | b[deck[17]]
                | b[deck[22]]
                | b[deck[23]]
            )
        else:
            other, fld, own = (sum(b[deck[i]] for i in places) for places in DEAL_PLACES[protocol])
        hands = [own, other] if d == 0 else [other, own]
        self.hands, self.field = hands, fld
        self.stock = deck[:23:-1]  # deck[24] is the top, so it goes last
        self.piles, self.calls, self.koikoi = [0, 0], [0, 0], []
        self.reference, self._reference_base = [{}, {}], [0, 0]
        self.phase, self.settlement = _PLAY, None
        self.log = []
        if self.explain:
            self._note(EventKind.DEAL, None, _ids(fld), "deal", (SEATS[d],))
        reason = misdeal_reason(self.rules, (hands[0], hands[1]), fld)
        if reason:
            self._end(no_win(Ending.MISDEAL, misdeal=reason))
            return reason
        self._check_instant_wins()
        return None

    @classmethod
    def from_position(
        cls,
        rules: Rules = _TEACHING,
        *,
        hands: tuple[int, int],
        field: int,
        stock: list[int],
        piles: tuple[int, int] = (0, 0),
        to_move: int = 0,
        dealer: int | None = None,
        koikoi: Sequence[int] = (),
        explain: bool = False,
        month: int = 1,
        misdeals: int = 0,
    ) -> Round:
        """A round from an explicit position (masks; ``stock`` top first), after
        ``misdeals`` redeals (a saved round's count).

        Cards the position leaves out go to the bottom of the stock in canonical
        order, so every position holds all 48 cards. Seats in ``koikoi`` have
        already called, in that order; their yaku at the start are their reference.
        A position no real round can reach is refused by
        :func:`~koikoi_edu.positions.check_position`. ``dealer`` defaults to the seat
        the hand sizes name (:func:`~koikoi_edu.positions.position_dealer`); only the
        settlement of a draw and the next round's dealer read it.
        """
        p = check_position(
            rules,
            hands=hands,
            field=field,
            stock=stock,
            piles=piles,
            to_move=to_move,
            dealer=dealer,
            koikoi=koikoi,
            month=month,
        )
        r = cls(rules, explain=explain, month=month)
        r.misdeals = whole_number(misdeals, "the misdeals before the deal", 0)
        r.hands, r.field = list(p.hands), p.field
        r.stock = list(p.stock[::-1])
        r.piles = list(p.piles)
        r.to_move = p.to_move
        r.dealer = p.dealer
        r.koikoi = list(p.koikoi)
        for seat in p.koikoi:
            r.calls[seat] += 1
        for seat in (0, 1):
            r._set_reference(seat)
        r.start = {
            "hands": list(r.hands),
            "field": r.field,
            "stock": r.stock[::-1],
            "piles": list(r.piles),
            "to_move": r.to_move,
            "dealer": r.dealer,
            "koikoi": list(r.koikoi),
        }
        return r

    def _check_instant_wins(self) -> None:
        found = (special_hand(self.rules, self.hands[0]), special_hand(self.rules, self.hands[1]))
        if not any(found) or all(found):  # both: redealt already, or played on
            if all(found) and self.explain:
                self._note(EventKind.INSTANT, None, message="both-instant")
            return
        seat = 0 if found[0] else 1
        yid, pts = found[seat] or ("", 0)  # found[seat] is the one instant win
        self._end(instant_win(SEATS[seat], yid, pts))

    # -- queries ------------------------------------------------------------------

    @property
    def result(self) -> Settlement:
        """The settlement of a round that is over (``settlement`` is ``None`` until then);
        :class:`ValueError` while the round is still being played."""
        if self.settlement is None:
            raise ValueError("the round is not over yet; it has no settlement")
        return self.settlement

    def is_terminal(self) -> bool:
        return self.phase is _OVER

    def legal_actions(self) -> list[int]:
        """The actions allowed now (card indices, or STOP and KOIKOI)."""
        phase = self.phase
        if phase is _PLAY:
            m = self.hands[self.to_move]
        elif phase is _DECIDE:
            return [STOP, KOIKOI]
        elif phase is _OVER:
            return []
        elif phase is _FLIP:
            return [self.stock[-1]]
        else:
            m = self.matches
        return _IDX0[m & 4095] + _IDX1[m >> 12 & 4095] + _IDX2[m >> 24 & 4095] + _IDX3[m >> 36]

    def current_player(self) -> int:
        """The seat to act (0 or 1), or :data:`CHANCE` while the round waits on a flip."""
        return CHANCE if self.phase is _FLIP else self.to_move

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The cards the chance step may turn up, with their probabilities.

        The round knows the order of its stock, so there is one: its top. A seat that
        cannot see the stock deals it afresh (:meth:`resample_hidden`) before it asks.
        """
        if self.phase is not _FLIP:
            raise ValueError(f"the round waits on no chance step but on {self.phase.name}")
        return [(self.stock[-1], 1.0)]

    def score(self, seat: int) -> Score:
        """The yaku a seat holds now (viewing points as for its koi-koi state)."""
        return score(self.piles[seat], self.rules, self.calls[seat] > 0, self.month)

    def _points_by_yaku(self, seat: int) -> dict[str, int]:
        return {y.id: y.points for y in self.score(seat).yaku}

    def _set_reference(self, seat: int) -> None:
        """Remember a seat's yaku now: later checks ask whether it has improved on them.

        The base is all the check needs unless a yaku can vanish under these rules.
        """
        self._reference_base[seat] = self._bases[self.calls[seat] > 0](self.piles[seat])
        if self._detailed_check:
            self.reference[seat] = self._points_by_yaku(seat)

    def restarted(self) -> Round:
        """This round as it began, dealt or set up again, before any action.

        Replaying :attr:`actions` on it brings it back to where this round is.
        """
        make = Round.deal if "deck" in self.start else Round.from_position
        return make(self.rules, month=self.month, **self.start)

    def observe(self, seat: int) -> SeatView:
        """What ``seat`` (0 or 1) knows of the round now, as a value (:class:`SeatView`)."""
        seat = whole_number(seat, "a seat (0 for A, 1 for B)", 0, 1)
        waiting = self.phase is _TAKE or self.phase is _DRAW_TAKE
        return SeatView(
            seat=seat,
            rules=self.rules,
            month=self.month,
            dealer=self.dealer,
            to_move=self.to_move,
            phase=self.phase,
            hand=self.hands[seat],
            field=self.field,
            piles=(self.piles[0], self.piles[1]),
            calls=(self.calls[0], self.calls[1]),
            koikoi=tuple(self.koikoi),
            rival_hand_size=self.hands[1 - seat].bit_count(),
            stock_size=len(self.stock),
            seen=FULL_DECK & ~self.unseen(seat),
            pending=self.pending if waiting else -1,
            matches=self.matches if waiting else 0,
            settlement=self.settlement,
        )

    def unseen(self, seat: int) -> int:
        """The cards ``seat`` cannot see, as a mask: the rival's hand and the stock.

        A card waiting for a choice of capture has been played or flipped, so it is seen.
        """
        seen = self.hands[seat] | self.field | self.piles[0] | self.piles[1]
        if self.phase is _TAKE or self.phase is _DRAW_TAKE:
            seen |= _BITS[self.pending]
        return FULL_DECK & ~seen

    def with_hidden(
        self, seat: int, rival_hand: int, stock: Sequence[int], check: bool = True
    ) -> Round:
        """A copy of this round, as ``seat`` sees it, with the cards it cannot see dealt
        as given: ``rival_hand`` (a mask) to the rival and ``stock`` (card indices, the
        top last) as the stock. The deal must fit the seat's view: the same sizes, and
        together exactly the unseen cards (:class:`ValueError` otherwise). ``check=False``
        skips that check, for a caller that dealt the unseen cards itself, thousands of
        times a move (the strong player, the advisor).

        The copy keeps no history (no log, no actions, no start), which would tell the
        true deal. Players that guess the unseen cards deal each guess with this;
        :meth:`resample_hidden` deals one at random.
        """
        rival = 1 - seat
        if check:
            dealt = 0
            for c in stock:
                dealt |= _BITS[c]
            if (
                rival_hand.bit_count() != self.hands[rival].bit_count()
                or len(stock) != len(self.stock)
                or dealt.bit_count() != len(stock)
                or dealt & rival_hand
                or dealt | rival_hand != self.unseen(seat)
            ):
                raise ValueError(f"this deal of the unseen cards does not fit {SEATS[seat]}'s view")
        r = self.copy(explain=False, stock=False, history=False)
        r.hands[rival], r.stock = rival_hand, list(stock)
        return r

    def resample_hidden(self, seat: int, rng: random.Random) -> Round:
        """A round ``seat`` cannot tell from this one, the cards it cannot see (the
        rival's hand and the stock) dealt afresh, uniformly at random from ``rng``.

        ``observe(seat)`` is the same on both; nothing of the true hidden cards is read
        but their number.
        """
        unseen = self.unseen(seat)
        order = [c for c in shuffled_deck(rng) if unseen >> c & 1]
        n = self.hands[1 - seat].bit_count()
        hand = 0
        for c in order[:n]:
            hand |= _BITS[c]
        return self.with_hidden(seat, hand, order[n:])

    def unsettled(self) -> Round:
        """A copy of this round as it lay the moment before its end was told: the same
        cards, the mover still at play and no settlement.

        The check of a turn's yaku belongs to the action that made its last capture,
        so an outright win ends the round in that action; a lesson shows the capture
        first and the end after it, and this is the table between (``turn_parts``).
        """
        shown = self.copy(explain=False)
        if shown.settlement is not None:
            shown.settlement, shown.phase = None, _PLAY
        return shown

    def stock_top_first(self) -> list[int]:
        return self.stock[::-1]

    # -- moves --------------------------------------------------------------------

    def apply_action(self, action: int) -> list[Event]:
        """Apply one action; returns the events it caused (empty unless ``explain``).

        Raises :class:`IllegalMoveError` naming the card and the rule broken, and
        then nothing has changed.
        """
        if action.__class__ is not int:
            action = whole_number(action, "an action")
        phase = self.phase
        start = len(self.log)
        bit = _BITS[action] if 0 <= action < 48 else 0
        if phase is _PLAY:
            seat = self.to_move
            if not self.hands[seat] & bit:
                raise self._not_in_hand(action)
            self.hands[seat] ^= bit
            self.captured_this_turn = False
            if self._resolve(action, bit, "play"):
                self._to_flip()
        elif phase is _FLIP:
            if action != self.stock[-1]:
                raise IllegalMoveError(
                    message="not-the-flip", action=self._name(action), card=CARDS[self.stock[-1]]
                )
            self.stock.pop()
            if self._resolve(action, bit, "flip"):
                self._end_turn()
        elif phase is _TAKE or phase is _DRAW_TAKE:
            if not self.matches & bit:
                raise self._not_a_choice(action)
            self._capture(self.pending, bit, self.matches ^ bit)
            if phase is _TAKE:
                self._to_flip()
            else:
                self._end_turn()
        elif phase is _DECIDE:
            if action == STOP:
                self._win(self.to_move, Ending.STOP)
            elif action == KOIKOI:
                self._call()
            else:
                raise IllegalMoveError(
                    message="not-a-decision", action=self._name(action), seat=SEATS[self.to_move]
                )
        else:
            raise IllegalMoveError(message="round-over")
        self.actions.append(action)
        return self.log[start:] if self.explain else []

    def play_turn(
        self, play: int, choose: Callable[[Phase, int, int], int], decide: Callable[[int], int]
    ) -> PlayedTurn:
        """Play one whole turn: the card ``play``, the flip, and every choice between.

        Where two field cards match the played or the flipped card, ``choose(phase,
        card, matches)`` names the one to take (``matches`` is the mask of the two); where
        the mover forms a new or better yaku, ``decide(seat)`` answers STOP or KOIKOI.
        Scenarios and recorded games both replay their turns through this, each
        answering the questions from its own file and refusing in its own words.
        An illegal action raises :class:`IllegalMoveError` as :meth:`apply_action` does.
        """
        seat = self.to_move
        flipped = self.stock[-1] if self.stock else None
        events = self.apply_action(play)
        take = draw_take = decision = None
        if self.phase is _TAKE:
            take = choose(_TAKE, play, self.matches)
            events += self.apply_action(take)
        events += self.flip()
        if self.phase is _DRAW_TAKE:
            assert flipped is not None  # only a flipped card can wait for a draw take
            draw_take = choose(_DRAW_TAKE, flipped, self.matches)
            events += self.apply_action(draw_take)
        if self.phase is _DECIDE:
            decision = decide(seat)
            events += self.apply_action(decision)
        return PlayedTurn(seat, flipped, take, draw_take, decision, events)

    def play_random(self, rng: random.Random) -> Settlement:
        """Play the round to its end with uniformly random choices for both seats.

        Action for action this is the game two :class:`~koikoi_edu.players.RandomPlayer`
        s sharing ``rng`` would play (the tests hold it to that), and it leaves the
        round in the same final state: random simulations and the advisor's playouts
        use it, through the fast path of :meth:`play_out`.
        """
        rnd = rng.random

        def play(hand: int, field: int) -> int:
            acts = _IDX0[hand & 4095] + _IDX1[hand >> 12 & 4095]
            acts += _IDX2[hand >> 24 & 4095] + _IDX3[hand >> 36]
            return acts[int(rnd() * len(acts))]

        def take(matches: int) -> int:
            return (matches & -matches, matches & (matches - 1))[int(rnd() * 2)]

        def decide(round: Round) -> int:
            return (STOP, KOIKOI)[int(rnd() * 2)]  # the order of legal_actions

        return self.play_out(play, take, decide)

    def play_out(
        self,
        play: Callable[[int, int], int],
        take: Callable[[int], int],
        decide: Callable[[Round], int],
    ) -> Settlement:
        """Play the round to its end with one policy for both seats, as fast as it goes.

        ``play(hand, field)`` names the card to play from the mover's ``hand`` (masks);
        ``take(matches)`` the one card (as a mask) to capture of the two ``matches`` of
        a played or flipped card; ``decide(round)`` answers STOP or KOIKOI. A policy
        that sees masks cannot read the stock, so a playout is only as honest as the
        deal it starts from. The common turn, a play and a flip, runs on local
        variables; with ``explain`` every step goes through :meth:`apply_action`.
        A policy that needs more of its seat's view may read the round: during a call
        its ``to_move``, ``hands``, ``piles``, ``calls`` and ``stock`` are as they stand,
        and during ``take`` its ``field`` and ``pending`` (the card that takes) too.
        """
        while self.phase is not _OVER:
            phase = self.phase
            if phase is _DECIDE:
                self.apply_action(decide(self))
            elif phase is _FLIP:
                self.apply_action(self.stock[-1])
            elif phase is not _PLAY:
                self.apply_action(take(self.matches).bit_length() - 1)
            elif self.explain:
                self.apply_action(play(self.hands[self.to_move], self.field))
            else:
                self._fast_turns(play, take)
        return self.result

    def _fast_turns(self, play: Callable[[int, int], int], take: Callable[[int], int]) -> None:
        """Turns until one needs more than a play and a flip, all in locals.

        The same steps as ``apply_action`` (play, capture by month, flip, check the
        mover's yaku, next turn); it hands back to the general path as soon as a yaku
        improves or the hands run out.
        """
        hands, piles, stock, actions = self.hands, self.piles, self.stock, self.actions
        field, seat = self.field, self.to_move
        bases, calls, reference = self._bases, self.calls, self._reference_base
        months, bits, append = MONTH_MASKS, _BITS, actions.append
        while True:
            self.to_move = seat
            h = hands[seat]
            c = play(h, field)
            append(c)
            bit = bits[c]
            hands[seat] = h ^ bit
            m = field & months[c >> 2]
            if not m:
                field |= bit
                captured = 0
            else:
                if m.bit_count() == 2:  # two matches: the player picks one
                    self.field, self.pending = field, c
                    m = take(m)
                    append(m.bit_length() - 1)
                field ^= m
                captured = bit | m
                piles[seat] |= captured  # a choice at the flip sees it
            if stock:  # the flip, the chance step, resolved the same way
                c = stock.pop()
                append(c)
                bit = bits[c]
                m = field & months[c >> 2]
                if not m:
                    field |= bit
                else:
                    if m.bit_count() == 2:
                        self.field, self.pending = field, c
                        m = take(m)
                        append(m.bit_length() - 1)
                    field ^= m
                    captured |= bit | m
            if captured:
                pile = piles[seat] | captured
                piles[seat] = pile
                base = bases[calls[seat] > 0](pile)
                if base and (base > reference[seat] or self._improved_detailed(seat)):
                    self.field, self.to_move, self.captured_this_turn = field, seat, True
                    self._improved(seat)
                    return
            if not (hands[0] or hands[1]):
                self.field, self.to_move = field, seat
                self._hands_run_out()
                return
            seat ^= 1

    def _resolve(self, c: int, bit: int, how: str) -> bool:
        """Place the played or flipped card ``c``; False when a choice must be made."""
        matches = self.field & MONTH_MASKS[c >> 2]
        n = matches.bit_count()
        if n == 2:
            self.pending, self.matches = c, matches
            self.phase = _TAKE if how == "play" else _DRAW_TAKE
            if self.explain:
                a, b = _ids(matches)
                self._note(
                    EventKind(how),
                    SEATS[self.to_move],
                    (CARDS[c].id,),  # the choices are not moved yet
                    "choice",
                    (how, CARDS[c].id, a, b),
                )
            return False
        if n == 0:
            self.field |= bit
            if self.explain:
                self._note(
                    EventKind(how), SEATS[self.to_move], (CARDS[c].id,), "stays", (how, CARDS[c].id)
                )
        else:
            self._capture(c, matches, 0, how)
        return True

    def _capture(self, c: int, taken: int, left: int, how: str = "") -> None:
        seat = self.to_move
        self.field ^= taken
        self.piles[seat] |= _BITS[c] | taken
        self.captured_this_turn = True
        self.phase = _PLAY
        if self.explain:
            ids = _ids(taken)
            values: tuple[str, ...]
            if len(ids) == 3:
                message, values = "four", (how, CARDS[c].id)
            elif how:
                message, values = "pair", (how, CARDS[c].id, ids[0])
            else:
                message, values = "take", (ids[0], CARDS[c].id, _ids(left)[0])
            self._note(
                EventKind(how) if how else EventKind.CAPTURE,
                SEATS[seat],
                (CARDS[c].id,) + ids,
                message,
                values,
            )

    def _to_flip(self) -> None:
        """The played card is placed: wait on the flip, or end the turn unflipped when
        the stock is dry (only a hand-built position runs it dry)."""
        if self.stock:
            self.phase = _FLIP
        else:
            self._end_turn()

    def flip(self) -> list[Event]:
        """Take the chance step the round waits on, if any: turn up the top of the stock.

        Returns its events (empty unless ``explain``, or when no flip is due). Code that
        plays a seat's move and wants the turn to go on as far as the next choice calls
        this after :meth:`apply_action`.
        """
        return self.apply_action(self.stock[-1]) if self.phase is _FLIP else []

    def _end_turn(self) -> None:
        seat = self.to_move
        # Yaku are checked only after both parts of the turn, and only a capture can
        # change them. A higher base always means a new or better yaku; where yaku only
        # grow with the pile (every preset) it is also the only way to improve, so the
        # detailed comparison runs only under rules where a yaku can vanish.
        if self.captured_this_turn:
            base = self._bases[self.calls[seat] > 0](self.piles[seat])
            if base and (base > self._reference_base[seat] or self._improved_detailed(seat)):
                self._improved(seat)
                return
        if self.hands[0] or self.hands[1]:
            self.to_move = seat ^ 1
            self.phase = _PLAY
        else:
            self._hands_run_out()

    def _improved_detailed(self, seat: int) -> bool:
        if not self._detailed_check:
            return False
        ref = self.reference[seat]
        return any(p > ref.get(y, 0) for y, p in self._points_by_yaku(seat).items())

    def _improved(self, seat: int) -> None:
        """The mover formed a new or better yaku: decide, or win outright."""
        rules = self.rules
        if self.explain:
            held = tuple((y.id, y.points) for y in self.score(seat).yaku)
            self._note(EventKind.YAKU, SEATS[seat], message="yaku", values=held)
        if not rules.calls_allowed(len(self.koikoi) + 1) or (
            self.calls[seat ^ 1] and not rules.rival_may_call
        ):
            self._win(seat, Ending.AFTER_CALL)
        elif not self.hands[seat] and not rules.last_turn_decision:
            self._win(seat, Ending.LAST_TURN)
        else:
            self.phase = _DECIDE

    def _call(self) -> None:
        seat = self.to_move
        self.calls[seat] += 1
        self.koikoi.append(seat)
        # viewing points may change with the call, so the reference is taken after it
        self._set_reference(seat)
        if self.explain:
            self._note(EventKind.DECIDE, SEATS[seat], message="koikoi")
        if self.hands[0] or self.hands[1]:
            self.to_move = seat ^ 1
            self.phase = _PLAY
        else:
            self._hands_run_out()  # a koi-koi on the very last turn leads to the draw

    def _win(self, seat: int, ending: Ending) -> None:
        s = self.score(seat)
        if self.explain and ending is Ending.STOP:
            self._note(EventKind.DECIDE, SEATS[seat], message="stop")
        self._end(
            settle(
                self.rules,
                SEATS[seat],
                s.base,
                tuple(y.id for y in s.yaku),
                self.calls[seat],
                self.calls[1 - seat],
                ending=ending,
            )
        )

    def _hands_run_out(self) -> None:
        rules = self.rules
        pts = rules.draw_points
        if self.koikoi and not rules.draw_points_after_call:
            # seed 003: "if nobody has collected any yaku by the end of the game, the
            # dealer gets 6"; a koi-koi means somebody held yaku, so this is no such round
            pts = 0
        self._end(
            no_win(Ending.DEALER_DRAW, dealer=SEATS[self.dealer], points=pts)
            if pts
            else no_win(Ending.DRAW)
        )

    def _end(self, settlement: Settlement) -> None:
        """End the round with ``settlement``; the last event tells it."""
        self.phase = _OVER
        self.settlement = settlement
        if self.explain:
            self._note(
                _END_EVENTS.get(settlement.ending, EventKind.WIN),
                settlement.winner,
                message="end",
                values=(settlement,),
            )

    def _note(
        self,
        kind: EventKind,
        seat: str | None,
        cards: tuple[str, ...] = (),
        message: str = "",
        values: tuple = (),
    ) -> None:
        self.log.append(Event(kind, seat, cards, message, values))

    # -- messages for illegal moves -----------------------------------------------

    def _name(self, action: int) -> object:
        """An action as an error names it: a card, a decision, or the number given."""
        if 0 <= action < 48:
            return CARDS[action]
        if action in _DECISION_NAMES:
            return Msg(f"decision.{_DECISION_NAMES[action]}")
        return f"action {excerpt(action)}"  # only code gives an action out of range

    def _not_in_hand(self, action: int) -> IllegalMoveError:
        who = SEATS[self.to_move]
        if action in (STOP, KOIKOI):
            return IllegalMoveError(message="decision-in-play", action=self._name(action), seat=who)
        return IllegalMoveError(message="not-in-hand", action=self._name(action), seat=who)

    def _not_a_choice(self, action: int) -> IllegalMoveError:
        a, b = (CARDS[i] for i in indices(self.matches))
        return IllegalMoveError(
            message="not-a-choice-played" if self.phase is _TAKE else "not-a-choice-flipped",
            action=self._name(action),
            card=CARDS[self.pending],
            a=a,
            b=b,
        )

    # -- views ----------------------------------------------------------------------

    def hand(self, seat: int) -> CardSet:
        return CardSet(self.hands[seat])

    def pile(self, seat: int) -> CardSet:
        return CardSet(self.piles[seat])

    def field_matches(self, c: int) -> CardSet:
        """The field cards that card ``c`` (an index) matches by month, as a play or a
        flip of it would find them."""
        return CardSet(self.field & MONTH_MASKS[c >> 2])

    def field_cards(self) -> CardSet:
        return CardSet(self.field)

    def copy(
        self, *, explain: bool | None = None, stock: bool = True, history: bool = True
    ) -> Round:
        """An independent copy (the log is shared no further than its events).

        ``explain`` switches explanations on or off in the copy (``None`` keeps the
        round's). With ``stock=False`` the copy sees no stock, as a player does: a
        turn ends unflipped, so a hint can try a play without learning the flip.
        With ``history=False`` it keeps no log, actions or start: a copy to play
        out many times, as the advisor, the strong player and the review do.
        """
        r = Round.__new__(Round)
        for name in Round.__slots__:
            setattr(r, name, getattr(self, name))
        r.hands, r.piles, r.calls = list(self.hands), list(self.piles), list(self.calls)
        r.stock = list(self.stock) if stock else []
        r.koikoi = list(self.koikoi)
        if explain is not None:
            r.explain = explain
        if history:
            r.log, r.actions = list(self.log), list(self.actions)
        else:
            r.log, r.actions, r.start = [], [], {}
        r.reference = [dict(self.reference[0]), dict(self.reference[1])]
        r._reference_base = list(self._reference_base)
        return r

    def __repr__(self) -> str:
        state = (
            self.phase.name
            if self.settlement is None
            else (f"over, winner {self.settlement.winner or 'none'}")
        )
        return (
            f"<Round {self.rules.name} {SEATS[self.to_move]} to move, {state}, "
            f"stock {len(self.stock)}>"
        )
