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

No capture rule is written here, and no table is made up: every part shows a state
the engine itself reaches by ``apply_action``. The table after the play's capture
is the round waiting on the flip (the chance step, ``Phase.FLIP``); the flip is
shown on that same table, the card to come being the top of its stock, which the
renderers draw turned up beside the field. Only the end of a round is held back
(:meth:`~koikoi_edu.round.Round.unsettled`) until the last part of its turn.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

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
    the flip, and the decision if the turn asked for one. A flip left out (as older
    histories, written before the flip was an action, leave it) is taken where the
    round waits on it.
    """
    rnd = before.copy(explain=True)
    seat = SEATS[rnd.to_move]
    states: list[tuple[Event, int]] = []  # each event with the step that caused it
    after: list[Round] = []  # the round after each step
    waiting = before if before.phase is Phase.FLIP else None  # the round waiting on the flip
    for action in [*actions, None]:
        if rnd.phase is Phase.FLIP and action != rnd.stock[-1]:
            states += [(e, len(after)) for e in rnd.flip()]
            after.append(rnd.copy())
        if action is not None:
            states += [(e, len(after)) for e in rnd.apply_action(action)]
            after.append(rnd.copy())
            if rnd.phase is Phase.FLIP:
                waiting = after[-1]
    decided = len(after) > 1 and after[-2].phase is Phase.DECIDE
    # the turn done, up to the decision it asks for: the table of the yaku part
    moment = after[-2] if decided else after[-1]
    captured = moment if waiting is None else waiting

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
                shown = after[i] if message == "choice" else captured
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
        else Part(p.kind, p.seat, p.round.unsettled(), p.cards, p.message, p.values, p.events)
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


def _improved(before: Round, moment: Round, seat: int) -> list:
    """The yaku of ``seat`` that are new or worth more than before the turn."""
    had = before.score(seat).points_by_id()
    return [y for y in moment.score(seat).yaku if y.points > had.get(y.id, 0)]
