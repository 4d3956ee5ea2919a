"""How a round is scored, as data: the settlement and its equation.

A :class:`Settlement` says who won, how the round ended (an :class:`Ending`) and
the sum that gave the points: the base of the yaku held, then the :class:`Factor`
s the rules apply, in order. The engine makes every settlement here, through
:func:`settle` (a win) and :func:`no_win` (a draw, a misdeal); nothing else builds
one.

The sum is always ``(base + bonuses) x multipliers``: :func:`settle` adds the
bonuses before it multiplies, so :func:`equation_terms` can write any settlement
in the usual order of operations, with brackets around the sum when a
multiplier follows it. Renderers take the terms and put words under the numbers
in any language (:mod:`koikoi_edu.words`); the written form computes its points.

>>> from koikoi_edu.rules import Rules
>>> japan = Rules(caller_factor="japan", double_at_seven=True)
>>> s = settle(japan, "A", 7, ("inoshikacho", "tane"), winner_calls=1)
>>> s.points, s.equation()
(16, '(7 (inoshikacho + tane) + 1 (own 1 koi-koi call)) x 2 (base 7 or more) = 16')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Literal

from . import i18n, words
from .rules import Rules

__all__ = [
    "Ending",
    "Factor",
    "FactorKind",
    "Misdeal",
    "Settlement",
    "ending_text",
    "equation_terms",
    "equation_text",
    "instant_win",
    "no_win",
    "reason_text",
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

    @property
    def reason(self) -> str:
        """Why it applies, in English (:func:`reason_text` says it in any language)."""
        return reason_text(self, "en")


@dataclass(frozen=True)
class Settlement:
    """How a round was scored. ``winner`` is ``"A"``, ``"B"`` or ``None`` (no winner).

    ``base`` is the points of the ``yaku`` held and ``factors`` the steps that turn
    it into ``points``. ``seat`` is the seat the ending names (the winner, the dealer
    of a draw, the recorded winner whose pile holds no yaku); ``misdeal`` says why a
    deal was void, and ``rules`` names the rules a recorded round was rescored under.
    ``akatan_cards`` is that rules option of the rules that settled it, which names
    akatan (:func:`koikoi_edu.words.yaku_name`).
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
    akatan_cards: str = "poetry"

    @property
    def bonuses(self) -> tuple[Factor, ...]:
        """The factors added to the base (they all come before the multipliers)."""
        return tuple(f for f in self.factors if f.op == "+")

    @property
    def multipliers(self) -> tuple[Factor, ...]:
        return tuple(f for f in self.factors if f.op == "x")

    @property
    def reason(self) -> str:
        """How the round ended, in English (:func:`ending_text` in any language)."""
        return ending_text(self, "en")

    def equation(self, lang: str = "en") -> str:
        """The settlement as maths, e.g. ``5 (tsukimi) x 2 (rival called koi-koi) = 10``.

        A round without a winner gives its reason instead.
        """
        if self.winner is None:
            return f"{words.say('settle.no-winner', lang)}: {ending_text(self, lang)}"
        return equation_text(self, lang, times="x")

    def __repr__(self) -> str:
        if self.winner is None:
            return f"<Settlement {self.equation()}>"
        return f"<Settlement {self.winner} wins {self.points}: {self.equation()}>"

    def _repr_html_(self) -> str:
        from .render.table import settlement_html

        return settlement_html(self, i18n.display_language())


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
        akatan_cards=rules.akatan_cards,
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


# -- writing a settlement -------------------------------------------------------------


def reason_text(factor: Factor, lang: str = "en") -> str:
    """Why ``factor`` applies, in ``lang``."""
    return words.say(f"factor.{factor.kind.value}", lang, n=factor.calls)


def ending_text(s: Settlement, lang: str = "en") -> str:
    """How the round of ``s`` ended, in ``lang``."""
    rules = words.preset_name(s.rules, lang)  # "учебные" for teaching: the ids stay in code
    fields: dict[str, object] = {
        "seat": s.seat or "",
        "points": s.points,
        "rules": rules,
        "yaku": _yaku_names(s, lang, ", "),
    }
    if s.misdeal is not None:
        fields["why"] = words.say(f"misdeal.{s.misdeal.value}", lang)
    text = words.say(f"ending.{s.ending.value}", lang, **fields)
    if s.rules and s.ending in (Ending.DRAW, Ending.DEALER_DRAW):
        text = words.say("settle.under", lang, text=text, rules=rules)
    return text


def _yaku_names(s: Settlement, lang: str, joint: str) -> str:
    """The yaku of ``s``: their ids in English (as the lessons name them), else names."""
    return joint.join(
        y if lang == "en" else words.yaku_name(y, lang, s.akatan_cards) for y in s.yaku
    )


def equation_terms(s: Settlement, lang: str = "en") -> list[tuple[str, str, str]]:
    """The sum of a win as tokens ``(kind, text, note)``, the note in ``lang``.

    ``kind`` is ``num``, ``op``, ``open`` or ``close``; the ``op`` texts are ``+``,
    ``x`` and ``=``. A number's note says what it is: the yaku of the base, the
    reason of a factor. Brackets enclose the base and its bonuses when a multiplier
    follows, so the tokens read as maths compute ``s.points``.
    """
    if s.yaku:
        base = _yaku_names(s, lang, " + ")
    else:  # a dealer's draw points, or a base given without its yaku
        base = (
            ending_text(s, lang)
            if s.ending is Ending.DEALER_DRAW
            else words.say("settle.yaku-points", lang)
        )
    tokens = [("num", str(s.base), base)]
    bonuses, multipliers = s.bonuses, s.multipliers
    for f in bonuses:
        tokens += [("op", "+", ""), ("num", str(f.value), reason_text(f, lang))]
    if bonuses and multipliers:
        tokens = [("open", "(", ""), *tokens, ("close", ")", "")]
    for f in multipliers:
        tokens += [("op", "x", ""), ("num", str(f.value), reason_text(f, lang))]
    return [*tokens, ("op", "=", ""), ("num", str(s.points), "")]


def equation_text(s: Settlement, lang: str = "en", *, times: str = "×") -> str:
    """The linear form of a win's sum: ``(6 (hanami) + 1 (own 1 koi-koi call)) × 2 ...``."""
    out = ""
    for kind, text, note in equation_terms(s, lang):
        if kind == "close":
            out += text
            continue
        out += "" if not out or out.endswith("(") else " "
        text = times if text == "x" else text
        out += f"{text} ({note})" if note else text
    return out
