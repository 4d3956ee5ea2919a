"""Review a round: each choice a player made, against the strong player's.

After a round (played at the table, saved, recorded or a scenario), :func:`review_round`
goes through one seat's choices, those with more than one legal action: the card
played, the field card taken of two, stop or koi-koi. For each it gives the expected
net points of every legal action (points won minus points lost at the end of the
round), from that seat's own view of the game: the cards it could not see are dealt
afresh, as :class:`~koikoi_edu.players.StrongPlayer` deals them, and the rest of the
round is played by :class:`~koikoi_edu.players.QuickPlayer` for both seats. Near the end
of a round, when the unseen cards fall in few enough ways
(:data:`~koikoi_edu.advisor.EXACT_LIMIT`), every way is played out and the values are
exact. A choice *costs* the difference between the best action's value and its own.

>>> from koikoi_edu.scenario import load_library
>>> played = load_library("boar-deer-butterflies").replay().round
>>> review = review_round(played, "A", playouts=200)
>>> all(d.cost >= 0 for d in review.choices)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .advisor import TooMuchWork, check_playouts, exact_tallies, turn_of
from .inputs import excerpt
from .players import STRONG_PLAYOUTS, StrongPlayer, net_points
from .round import SEATS, Phase, Round

#: A choice that costs at least this many points is marked as a mistake.
MISTAKE = 0.5
#: The grades of a costly choice, by the expected points it gave up against the best
#: choice, worst first: a blunder gives up 3 points or more (a yaku's worth), a mistake
#: 1.5 or more, an inaccuracy MISTAKE or more (the margin a puzzle's answer needs).
GRADES = (("blunder", 3.0), ("mistake", 1.5), ("inaccuracy", MISTAKE))


@dataclass(frozen=True)
class Choice:
    """One choice of the reviewed seat, and what every option was worth.

    ``turn`` counts the round's turns from 1 (as in a dealt round, 16 in all);
    ``phase`` is the kind of choice (a play, a take after the play or the flip, a
    decision); ``before`` is the position it was made in. ``values`` maps each legal
    action to its expected net points; ``best`` is the strong player's choice (the
    best value), ``cost`` what ``chosen`` gave up against it. ``exact`` says whether
    the values were computed over every deal of the unseen cards.
    """

    turn: int
    phase: Phase
    before: Round
    chosen: int
    best: int
    values: dict[int, float]
    exact: bool

    @property
    def cost(self) -> float:
        return max(0.0, self.values[self.best] - self.values[self.chosen])

    @property
    def mistake(self) -> bool:
        return self.cost >= MISTAKE

    @property
    def grade(self) -> str | None:
        """``"blunder"``, ``"mistake"`` or ``"inaccuracy"`` by :data:`GRADES`; ``None``
        for a choice that cost less than :data:`MISTAKE`."""
        return next((name for name, at in GRADES if self.cost >= at), None)

    @property
    def agrees(self) -> bool:
        """Whether the choice is the strong player's (an equally good one counts)."""
        return self.chosen == self.best


@dataclass(frozen=True)
class Review:
    """The review of ``seat``'s choices in a round, in the order they were made."""

    seat: str
    choices: tuple[Choice, ...]
    playouts: int

    @property
    def cost(self) -> float:
        """What all the choices together gave up against the strong player's."""
        return sum(c.cost for c in self.choices)

    @property
    def agreement(self) -> float | None:
        """The share of the choices that agree with the strong player's (``None`` when
        there was no choice to make)."""
        if not self.choices:
            return None
        return sum(c.agrees for c in self.choices) / len(self.choices)

    def grades(self) -> dict[str, int]:
        """How many choices fell in each grade of :data:`GRADES`."""
        return {name: sum(c.grade == name for c in self.choices) for name, _ in GRADES}

    def costliest(self, n: int = 3) -> list[Choice]:
        """The ``n`` mistakes that cost most, costliest first."""
        marked = [c for c in self.choices if c.mistake]
        return sorted(marked, key=lambda c: -c.cost)[:n]


def review_round(
    round: Round, seat: int | str = "A", *, playouts: int = STRONG_PLAYOUTS, seed: int = 0
) -> Review:
    """Review ``seat``'s choices in ``round`` (over or not), replayed from its start.

    ``playouts`` is the budget of each choice, as for the strong player's move (a
    whole number from 1, checked as :func:`~koikoi_edu.advisor.advise` checks its
    own); the same seed gives the same review. The round itself is never changed.
    """
    if not isinstance(round, Round):
        raise TypeError(f"a review needs a Round, not {type(round).__name__}")
    if seat in SEATS:
        seat = SEATS.index(seat)
    if seat not in (0, 1):
        raise ValueError(f"a seat is 'A' or 'B', not {excerpt(seat)}")
    if not round.start:
        raise ValueError("this round does not record how it began, so it cannot be reviewed")
    playouts = check_playouts(playouts)
    r = round.restarted()
    strong = StrongPlayer(random.Random(seed), playouts=playouts)
    choices = []
    for action in round.actions:
        if r.to_move == seat and r.phase is not Phase.OVER and len(r.legal_actions()) > 1:
            # the turn in play: a play starts the next one, any other choice ends it
            turn = turn_of(r) + (r.phase is Phase.PLAY)
            values, exact = _exact_values(r)
            if values is None:
                values = strong.action_values(r)
            best = max(r.legal_actions(), key=lambda a: (values[a], a == action))
            choices.append(
                Choice(turn, r.phase, r.copy(explain=False), action, best, values, exact)
            )
        r.apply_action(action)
    return Review(SEATS[seat], tuple(choices), playouts)


def _exact_values(r: Round) -> tuple[dict[int, float] | None, bool]:
    """Every action's value over every deal of the unseen cards, when there are few
    (``None`` otherwise), with the quick player for both seats."""
    try:
        deals, tallies = exact_tallies(r, r.legal_actions(), ("quick", "quick"))
    except TooMuchWork:
        return None, False
    me = SEATS[r.to_move]
    values = {
        a: float(sum(net_points(w, p, me) * n for (w, p), n in tally.items()) / deals)
        for a, tally in tallies.items()
    }
    return values, True
