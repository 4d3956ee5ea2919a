"""How a round is scored, as data: the settlement and its equation.

A :class:`Settlement` says who won, how the round ended (an :class:`Ending`) and
the sum that gave the points: the base of the yaku held, then the :class:`Factor`
s the rules apply, in order. The engine makes every settlement here, through
:func:`settle` (a win) and :func:`no_win` (a draw, a misdeal); nothing else builds
one.

The sum is always ``(base + bonuses) x multipliers``: :func:`settle` adds the
bonuses before it multiplies, so the sum can be written in the usual order of
operations, with brackets around the sum when a multiplier follows it: its repr
does so with ids, and :mod:`koikoi_edu.words` (``equation_text``) with words under
the numbers in any language. The written form computes its points.

>>> from koikoi_edu.rules import Rules
>>> japan = Rules(caller_factor="japan", double_at_seven=True)
>>> settle(japan, "A", 7, ("inoshikacho", "tane"), winner_calls=1)
<Settlement A wins 16: (7 (inoshikacho + tane) + 1 (own-calls)) x 2 (seven) = 16>
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Literal

from .rules import Rules

__all__ = [
    "Ending",
    "Factor",
    "FactorKind",
    "Misdeal",
    "Settlement",
    "instant_win",
    "no_win",
    "settle",
]


class Ending(enum.StrEnum):
    """How a round ended; the value is the word the scenario files and saves use."""

    STOP = "stop"  #: the winner stopped at a decision
    #: a new or better yaku after a call, by a player who may not call (a call limit,
    #: or ``rival_may_call`` false)
    AFTER_CALL = "after-call"
    LAST_TURN = "last-turn"  #: a new or better yaku on the last turn, with no decision
    INSTANT = "instant"  #: a dealt hand that wins at once
    DRAW = "draw"  #: the hands ran out and nobody scores
    DEALER_DRAW = "dealer-draw"  #: the hands ran out and the dealer takes the draw points
    MISDEAL = "misdeal"  #: the deal is void and is dealt again
    RESCORED = "rescored"  #: a recorded winner's pile scored under other rules
    NO_YAKU = "no-yaku"  #: a recorded winner's pile that holds no yaku under other rules


class Misdeal(enum.StrEnum):
    """Why a deal is void (see :func:`koikoi_edu.round.misdeal_reason`)."""

    FIELD_MONTH = "field-month"  #: all four cards of a month on the field
    FIELD_PAIRS = "field-pairs"  #: four pairs on the field
    HAND_MONTH = "hand-month"  #: all four cards of a month in a hand
    BOTH_INSTANT = "both-instant"  #: both hands win at once


class FactorKind(enum.StrEnum):
    """Why a factor applies."""

    OWN_CALLS = "own-calls"  #: the winner's own koi-koi calls (``Rules.caller_factor``)
    #: every call of the round, by either player (``caller_factor = "all-calls-plus-one"``)
    ALL_CALLS = "all-calls"
    SEVEN = "seven"  #: a base of 7 or more doubles (``Rules.double_at_seven``)
    RIVAL_CALLED = "rival-called"  #: the rival had called (``Rules.double_against_caller``)


@dataclass(frozen=True)
class Factor:
    """One step of a settlement's sum: add ``value`` (``op == "+"``) or multiply by it.

    ``calls`` is the number of calls an :attr:`FactorKind.OWN_CALLS` (own calls) or
    :attr:`FactorKind.ALL_CALLS` (every call of the round) factor stands for, and 0 for
    the others.
    """

    kind: FactorKind
    op: Literal["+", "x"]
    value: int
    calls: int = 0

    def __str__(self) -> str:
        """The step as maths with its reason's id: ``x 2 (rival-called)``."""
        return f"{self.op} {self.value} ({self.kind})"


@dataclass(frozen=True)
class Settlement:
    """How a round was scored. ``winner`` is ``"A"``, ``"B"`` or ``None`` (no winner).

    ``base`` is the points of the ``yaku`` held and ``factors`` the steps that turn
    it into ``points``. ``seat`` is the seat the ending names (the winner, the dealer
    of a draw, the recorded winner whose pile holds no yaku); ``misdeal`` says why a
    deal was void, and ``rules`` names the rules a recorded round was rescored under.
    :mod:`koikoi_edu.words` says it (``ending_text``, ``equation_text``).
    """

    winner: str | None
    points: int
    base: int
    yaku: tuple[str, ...]
    factors: tuple[Factor, ...] = ()
    ending: Ending = Ending.STOP
    seat: str | None = None
    misdeal: Misdeal | None = None
    rules: str = ""

    @property
    def bonuses(self) -> tuple[Factor, ...]:
        """The factors added to the base (they all come before the multipliers)."""
        return tuple(f for f in self.factors if f.op == "+")

    @property
    def multipliers(self) -> tuple[Factor, ...]:
        return tuple(f for f in self.factors if f.op == "x")

    def __repr__(self) -> str:
        """The settlement in ids and numbers: ``<Settlement A wins 10: 5 (tsukimi) x 2
        (rival-called) = 10>``, or how a round without a winner ended."""
        if self.winner is None:
            why = f": {self.misdeal}" if self.misdeal else ""
            return f"<Settlement no winner: {self.ending}{why}>"
        text = f"{self.base} ({' + '.join(self.yaku)})" if self.yaku else str(self.base)
        text += "".join(f" {f}" for f in self.bonuses)
        if self.bonuses and self.multipliers:
            text = f"({text})"
        text += "".join(f" {f}" for f in self.multipliers)
        return f"<Settlement {self.winner} wins {self.points}: {text} = {self.points}>"


def settle(
    rules: Rules,
    winner: str,
    base: int,
    yaku: tuple[str, ...] = (),
    winner_calls: int = 0,
    rival_calls: int = 0,
    *,
    ending: Ending = Ending.STOP,
    under: str = "",
) -> Settlement:
    """The settlement of a win with ``base`` points from ``yaku`` under ``rules``.

    ``winner_calls`` and ``rival_calls`` are the koi-koi calls each side made. The
    own-call bonus (``caller_factor = "japan"``, up to 3 calls) is the only addition,
    and it comes first: every other factor multiplies.

    >>> settle(Rules(), "B", 8, ("shiko",), 0, 1).points
    32
    """
    factors = []
    n = winner_calls
    if n and rules.caller_factor == "calls-plus-one":
        factors.append(Factor(FactorKind.OWN_CALLS, "x", n + 1, n))
    elif n and rules.caller_factor == "doubling":
        factors.append(Factor(FactorKind.OWN_CALLS, "x", 2**n, n))
    elif rules.caller_factor == "all-calls-plus-one" and n + rival_calls:
        n += rival_calls
        factors.append(Factor(FactorKind.ALL_CALLS, "x", n + 1, n))
    elif n and rules.caller_factor == "japan":
        if n <= 3:
            factors.append(Factor(FactorKind.OWN_CALLS, "+", n, n))
        else:
            factors.append(Factor(FactorKind.OWN_CALLS, "x", n - 2, n))
    if rules.double_at_seven and base >= 7:
        factors.append(Factor(FactorKind.SEVEN, "x", 2))
    if rules.double_against_caller and rival_calls:
        factors.append(Factor(FactorKind.RIVAL_CALLED, "x", 2))
    points = base
    for f in factors:
        points = points + f.value if f.op == "+" else points * f.value
    return Settlement(
        winner,
        points,
        base,
        tuple(yaku),
        tuple(factors),
        ending,
        winner,
        rules=under,
    )


def instant_win(winner: str, yaku_id: str, points: int) -> Settlement:
    """A dealt hand that wins at once: its points, with no factors of any kind."""
    return Settlement(winner, points, points, (yaku_id,), (), Ending.INSTANT, winner)


def no_win(
    ending: Ending,
    *,
    dealer: str | None = None,
    points: int = 0,
    misdeal: Misdeal | None = None,
    seat: str | None = None,
    under: str = "",
) -> Settlement:
    """A round that ended without a yaku won: a draw, a misdeal, or a rescored pile
    without yaku. A draw with ``points`` is the dealer's (``Rules.draw_points``)."""
    if points:
        return Settlement(dealer, points, points, (), (), ending, dealer, rules=under)
    return Settlement(None, 0, 0, (), (), ending, seat, misdeal, under)
