"""A turn taken apart card by card, the way a teacher walks a learner through it.

The engine plays a turn in as few actions as it can: one ``apply_action`` plays
the hand card, captures, flips the stock and checks the yaku. A learner follows
it in its parts::

    play      the hand card, and the field cards of its month that it matches
    capture   what it takes (or that it is laid on the field, or the choice made)
    flip      the top card of the stock, and the field cards it matches
    capture   what the flipped card takes, or that it stays
    yaku      the new or better yaku the turn formed, if any
    decision  stop or koi-koi, when the turn asks for one

:func:`turn_parts` builds those parts from the engine's own events and states,
each with the table as it stands after it, the cards to highlight and the words
catalogue's message saying why (:func:`koikoi_edu.words.part_text` says it)::

    >>> from koikoi_edu.scenario import load_library
    >>> replay = load_library("boar-deer-butterflies").replay()
    >>> [p.kind.value for p in turn_parts(replay.start, replay.steps[0].round.actions)]
    ['play', 'capture', 'flip', 'capture', 'yaku', 'decision']

No capture rule is written here. Where the engine has a state of its own (a
choice waiting, a decision waiting, the turn done) the part shows it; the one
moment inside an action, after the play's capture and before the flip, comes
from the engine playing the same action on a copy that sees no stock (a turn
there ends unflipped). Only a card turned up from the stock is placed by hand:
it lies on the field beside the cards it matches until the capture part.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from .cards import BY_ID, CARDS
from .round import SEATS, Event, Phase, Round

__all__ = ["Part", "PartKind", "turn_parts"]


class PartKind(enum.StrEnum):
    """The parts of a turn, in the order they come."""

    PLAY = "play"
    CAPTURE = "capture"
    FLIP = "flip"
    YAKU = "yaku"
    DECISION = "decision"


@dataclass(frozen=True)
class Part:
    """One part of a turn.

    ``round`` is the table as it stands after the part, ``cards`` the card ids to
    highlight on it, ``message`` a message id of the words catalogue
    (``part.<message>``) and ``values`` its fields as data: card ids, the seat, the
    yaku as ``(id, points)`` pairs. ``events`` are the engine's events the part
    shows; the event that ends the round goes with the last part of its turn.
    """

    kind: PartKind
    seat: str
    round: Round
    cards: tuple[str, ...]
    message: str
    values: dict
    events: tuple[Event, ...]


def turn_parts(before: Round, actions: Sequence[int]) -> list[Part]:
    """The parts of the turn that ``actions`` play from ``before`` (which is not changed).

    ``actions`` are the engine's actions of one whole turn: the play, any choices,
    and the decision if the turn asked for one.
    """
    rnd = before.copy(explain=True)
    seat = SEATS[rnd.to_move]
    states: list[tuple[Event, int]] = []  # each event with the action that caused it
    after: list[Round] = []  # the round after each action
    for i, action in enumerate(actions):
        states += [(e, i) for e in rnd.apply_action(action)]
        after.append(rnd.copy())
    decided = len(after) > 1 and after[-2].phase is Phase.DECIDE
    # the turn done, up to the decision it asks for: the table of the yaku part
    moment = after[-2] if decided else after[-1]
    flipped = any(e.kind == "flip" for e, _ in states)
    captured = _unflipped(before, actions) if flipped else moment

    parts: list[Part] = []

    def add(kind: PartKind, table: Round, cards, message: str, event: Event, **values) -> None:
        parts.append(
            Part(
                kind,
                seat,
                table,
                tuple(dict.fromkeys(cards)),
                message,
                {"seat": seat, **values},
                (event,),
            )
        )

    for event, i in states:
        kind, message = event.kind, event.message
        if kind in ("play", "flip"):
            how = event.values[0]
            card = event.values[1]
            matched = _matches(event)
            part = PartKind.PLAY if how == "play" else PartKind.FLIP
            if how == "play":
                shown = before if message != "choice" else after[i]
                done = captured
            else:
                shown = after[i] if message == "choice" else _turned_up(captured, card)
                done = moment
            add(
                part,
                shown,
                (card, *matched),
                f"match-{message}",
                event,
                how=how,
                card=card,
                matched=matched,
            )
            if message != "choice":  # a choice is captured by the next event, "capture"
                add(
                    PartKind.CAPTURE,
                    done,
                    event.cards,
                    f"capture-{message}",
                    event,
                    card=card,
                    matched=matched,
                )
        elif kind == "capture":
            taken, card, left = event.values
            add(
                PartKind.CAPTURE,
                captured if _is_play_take(states, event) else moment,
                event.cards,
                "capture-take",
                event,
                card=card,
                matched=(taken,),
                left=left,
            )
        elif kind == "yaku":
            better = _improved(before, moment, SEATS.index(seat))
            add(
                PartKind.YAKU,
                moment,
                [c for y in better for c in y.cards.ids()],
                "yaku",
                event,
                yaku=tuple((y.id, y.points) for y in better),
            )
        elif kind == "decide":  # about the yaku just formed: its cards stay highlighted
            add(PartKind.DECISION, after[-1], parts[-1].cards, f"decide-{message}", event)
        else:  # the end of the round: the turn's last part, on the final table, tells it
            last = parts[-1]
            parts[-1] = Part(
                last.kind,
                last.seat,
                last.round,
                last.cards,
                last.message,
                last.values,
                (*last.events, event),
            )
    # An action that ends the round ends it after its last part: a capture shown before
    # the yaku that won does not show the settlement yet.
    return [
        p
        if p is parts[-1] or p.round.settlement is None
        else Part(p.kind, p.seat, _unsettled(p.round), p.cards, p.message, p.values, p.events)
        for p in parts
    ]


def _matches(event: Event) -> tuple[str, ...]:
    """The field cards a played or flipped card matched, as the engine's event names them."""
    message = event.message
    if message == "pair":
        return (event.values[2],)
    if message == "choice":
        return tuple(event.values[2:])
    if message == "four":
        return event.cards[1:]
    return ()


def _is_play_take(states: list[tuple[Event, int]], event: Event) -> bool:
    """Whether a take answers the played card's choice (it comes before any flip)."""
    for e, _ in states:
        if e is event:
            return True
        if e.kind == "flip":
            return False
    return False


def _unflipped(before: Round, actions: Sequence[int]) -> Round:
    """The table after the play's capture, before the flip.

    The engine plays the turn's play (and the choice it asks for) on a copy that
    sees no stock; its hands, field and piles are the table's, and the stock is
    still whole.
    """
    blind = before.copy(explain=False, stock=False)
    for action in actions:
        blind.apply_action(action)
        if blind.phase is not Phase.TAKE:
            break
    table = before.copy(explain=False)
    table.hands, table.field, table.piles = list(blind.hands), blind.field, list(blind.piles)
    return table


def _turned_up(table: Round, card: str) -> Round:
    """``table`` with ``card`` turned up from the top of the stock onto the field."""
    shown = table.copy(explain=False)
    assert CARDS[shown.stock[-1]].id == card  # the flip is the top of the stock
    shown.stock.pop()
    shown.field |= BY_ID[card].mask
    return shown


def _unsettled(table: Round) -> Round:
    """``table`` as it lay before the round's end was told: the mover still at play."""
    shown = table.copy(explain=False)
    shown.settlement, shown.phase = None, Phase.PLAY
    return shown


def _improved(before: Round, moment: Round, seat: int) -> list:
    """The yaku of ``seat`` that are new or worth more than before the turn."""
    had = before.score(seat).points_by_id()
    return [y for y in moment.score(seat).yaku if y.points > had.get(y.id, 0)]
