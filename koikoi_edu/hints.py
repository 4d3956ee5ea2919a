"""What each choice would do: the facts behind a hint, worked out on copies of a round.

A hint may know only what its player knows: the hands' own cards, the field and
both piles. So every legal play is tried on a copy of the round whose stock is
hidden (:meth:`~koikoi_edu.round.Round.copy` with ``stock=False``): the turn ends
before the flip, and nothing about the stock or the rival's hand leaks into the
answer. The facts are data; the widgets put them in words
(:mod:`koikoi_edu.words`).

>>> from koikoi_edu.round import Round
>>> r = Round.deal(seed=3)
>>> first = action_outcomes(r)[0]
>>> first.action in r.legal_actions(), first.captures == () or first.captures[0] != ""
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from .round import STOP, Phase, Round
from .settlement import Settlement
from .yaku import Progress, progress, score

__all__ = ["DecisionFacts", "Outcome", "action_outcomes", "decision_facts"]


@dataclass(frozen=True)
class Outcome:
    """Where one action leads before the stock is turned, for the player to move.

    ``taken`` is the field card chosen when the played card matches two (else
    ``None``); ``captures`` the field cards it takes (none: the card stays on the
    field). ``completes`` and ``raises`` are ``(yaku id, points)`` of the yaku it
    forms or raises; ``towards`` the closest yaku it brings nearer when it forms
    none; ``gives`` the ``(card id, yaku id)`` a card left on the field would give
    the rival.
    """

    action: int
    taken: int | None
    captures: tuple[str, ...]
    completes: tuple[tuple[str, int], ...]
    raises: tuple[tuple[str, int], ...]
    towards: Progress | None
    gives: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class DecisionFacts:
    """What the player at a decision knows: what stopping wins (``stop``), how near
    each player is to a further yaku (``near``: ``(seat, progress)``, the rival
    first), and how many cards are left in the decider's hand."""

    stop: Settlement
    near: tuple[tuple[int, Progress], ...]
    cards_left: int


def action_outcomes(r: Round) -> list[Outcome]:
    """Every legal play or capture choice of ``r.to_move`` and where it leads.

    A play that matches two field cards leads to two outcomes, one per choice.
    """
    out = []
    for action in r.legal_actions():
        after = r.copy(explain=False, stock=False)
        after.apply_action(action)
        if after.phase is not Phase.TAKE:
            out.append(_outcome(r, action, None, after))
            continue
        for taken in after.legal_actions():
            branch = after.copy()
            branch.apply_action(taken)
            out.append(_outcome(r, action, taken, branch))
    return out


def _outcome(before: Round, action: int, taken: int | None, after: Round) -> Outcome:
    rules, me = before.rules, before.to_move
    rival = 1 - me
    captured = (after.pile(me) - before.pile(me)) & before.field_cards()
    held, now = before.score(me).points_by_id(), after.score(me).points_by_id()
    completes = tuple((y, p) for y, p in now.items() if y not in held)
    raises = tuple((y, p) for y, p in now.items() if y in held and p > held[y])
    towards = None
    if now == held:
        had = {p.id: p.have for p in progress(before.piles[me], rules, before.month)}
        closer = [
            p for p in progress(after.piles[me], rules, before.month) if p.have > had.get(p.id, 0)
        ]
        towards = closer[0] if closer else None  # progress lists the closest first
    # a card added to the field is one the rival may capture next
    rival_has = before.score(rival).points_by_id()
    gives = tuple(
        (left.id, yaku)
        for left in after.field_cards() - before.field_cards()
        for yaku in score(
            before.piles[rival] | left.mask, rules, before.calls[rival] > 0, before.month
        ).points_by_id()
        if yaku not in rival_has
    )
    return Outcome(action, taken, tuple(captured.ids()), completes, raises, towards, gives)


def decision_facts(r: Round) -> DecisionFacts:
    """The facts for ``r.to_move`` at a decision (``r.phase`` is ``DECIDE``)."""
    seat = r.to_move
    stopped = r.copy(explain=False)
    stopped.apply_action(STOP)
    assert stopped.settlement is not None  # a stop always ends the round
    near = []
    for s in (1 - seat, seat):
        started = [p for p in progress(r.piles[s], r.rules, r.month) if p.have]
        if started:  # the closest yaku only: progress lists them closest first
            near.append((s, started[0]))
    return DecisionFacts(stopped.settlement, tuple(near), len(r.hand(seat)))
