"""Recorded rounds in figures: what a list of settlements adds up to.

:func:`koikoi_edu.records.rescore_under` scores every recorded round twice, as it
was played under ``koikoi-japan`` and under other rules. This module reads those
pairs the way lesson 10 does: a column of totals for each rule set
(:func:`summary`), the rounds the other rules change and why (:func:`changes`),
and the rounds that change the most (:func:`biggest_changes`). It is plain
arithmetic on settlements, so a test can check each figure by hand.

>>> from koikoi_edu.rules import Rules
>>> from koikoi_edu.settlement import Ending, no_win, settle
>>> teaching = Rules.preset("teaching")
>>> rounds = [settle(teaching, "A", 5, ("sanko",)), settle(teaching, "B", 8, ("shiko",)),
...           no_win(Ending.DRAW)]
>>> summary(rounds)
{'rounds': 3, 'won': 2, 'mean': 7.0, 'median': 5, 'most': 16}
"""

from __future__ import annotations

from collections.abc import Sequence
from statistics import fmean, median

from .records import Rescore
from .settlement import FactorKind, Settlement

__all__ = ["biggest_changes", "changes", "summary"]

#: The yaku worth 1 or 3 under ``koikoi-japan`` and 5 under the seed texts.
_VIEWING = {"hanami", "tsukimi"}


def summary(settlements: Sequence[Settlement]) -> dict[str, float]:
    """One column of totals: ``rounds``; ``won``, those with a winner (a dealer who
    takes a draw's points is one); the ``mean``, ``median`` and ``most`` points a
    round paid, a round without a winner counting 0.

    >>> summary([])
    {'rounds': 0, 'won': 0, 'mean': 0.0, 'median': 0, 'most': 0}
    """
    points = [s.points for s in settlements]
    return {
        "rounds": len(settlements),
        "won": sum(s.winner is not None for s in settlements),
        "mean": fmean(points) if points else 0.0,
        "median": median(points) if points else 0,
        "most": max(points, default=0),
    }


def changes(rescored: Sequence[Rescore]) -> dict[str, int]:
    """How many rounds the other rules change, and what changes them. The keys:

    * ``changed_winner``: another winner, or none; ``changed_winner_ran_out``: of
      those, rounds in which the hands ran out (the dealer's point becomes a draw);
    * ``worth_more``, ``worth_less``, ``worth_same``: rounds with the same winner,
      by what they are worth under the other rules; ``worth_less_own_calls``: of the
      rounds worth less, those the winner's own calls had added to (+1, +2, +3);
    * ``viewing``: rounds won, as recorded, with hanami or tsukimi;
    * ``doubled_at_seven``, ``doubled_against_caller``: rounds the other rules
      double, for a base of 7 or more and for a win against a caller;
    * ``own_calls``: rounds won, as recorded, with the winner's own calls added.
    """
    same = [r for r in rescored if r.rescored.winner == r.recorded.winner]
    own_calls = [r for r in rescored if any(f.op == "+" for f in r.recorded.factors)]
    worth_less = [r for r in same if r.rescored.points < r.recorded.points]
    reasons = [f.kind for r in rescored for f in r.rescored.factors]
    changed = [r for r in rescored if r.rescored.winner != r.recorded.winner]
    return {
        "changed_winner": len(changed),
        "changed_winner_ran_out": sum(r.round.hands_ran_out for r in changed),
        "worth_more": sum(r.rescored.points > r.recorded.points for r in same),
        "worth_less": len(worth_less),
        "worth_less_own_calls": sum(r in own_calls for r in worth_less),
        "worth_same": sum(r.rescored.points == r.recorded.points for r in same),
        "viewing": sum(bool(_VIEWING & set(r.recorded.yaku)) for r in rescored),
        "doubled_at_seven": reasons.count(FactorKind.SEVEN),
        "doubled_against_caller": reasons.count(FactorKind.RIVAL_CALLED),
        "own_calls": len(own_calls),
    }


def biggest_changes(rescored: Sequence[Rescore], n: int = 2) -> list[Rescore]:
    """The ``n`` rounds the other rules lower the most against their record, then the
    ``n`` they raise the most, ordered by the change (the biggest loss first, the
    biggest gain last); every round when there are no more than ``2 * n``."""
    by_change = sorted(rescored, key=lambda r: r.rescored.points - r.recorded.points)
    return [*by_change[:n], *by_change[-n:]] if len(by_change) > 2 * n else by_change
