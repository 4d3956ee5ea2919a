"""A learner's puzzle rating: Glicko-2, as lichess rates its puzzle solvers.

Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system", 2013) keeps three numbers
for a player: a rating ``value`` (1500 to begin), a rating ``deviation`` (how uncertain
the value is: 350 to begin, shrinking as results come in) and a ``volatility`` (how
erratic the player's results are). A puzzle is an opponent with a rating of its own:
solving it is a win against it, failing it a loss. :func:`update` is one rating period
of the paper, steps 1 to 8; lichess rates each puzzle as a period of its own, and so
does :func:`solve`. The paper's worked example, a player of 1500 (deviation 200)
beating a 1400 and losing to a 1550 and a 1700:

>>> r = update(Rating(1500, 200, 0.06), [(Rating(1400, 30), 1), (Rating(1550, 100), 0),
...                                        (Rating(1700, 300), 0)], tau=0.5)
>>> round(r.value, 2), round(r.deviation, 2), round(r.volatility, 6)
(1464.05, 151.52, 0.059996)

(The paper prints 1464.06 and 0.05999: it rounds its intermediate numbers.)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

#: Glicko-2's internal scale: rating = SCALE * mu + 1500.
SCALE = 173.7178
#: The system constant tau, which bounds how fast the volatility changes (the paper
#: suggests 0.3 to 1.2; lichess uses 0.75).
TAU = 0.75
#: The convergence tolerance of the volatility iteration (the paper's epsilon).
EPSILON = 0.000001
#: How uncertain a puzzle's own rating is taken to be: puzzles are rated by many
#: solvers, so their deviation is small.
PUZZLE_DEVIATION = 80.0
#: The floor of a learner's deviation: a rating never becomes quite certain, so it keeps
#: moving as the learner improves.
MIN_DEVIATION = 45.0
#: The bounds lichess keeps its Glicko-2 ratings in (value, deviation, volatility): a
#: progress file may hold anything, and outside them the volatility iteration can divide
#: by zero or the value run off to six figures.
BOUNDS = {"value": (400.0, 4000.0), "deviation": (MIN_DEVIATION, 500.0), "volatility": (0.01, 0.1)}


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating: ``value``, its ``deviation`` and the ``volatility``."""

    value: float = 1500.0
    deviation: float = 350.0
    volatility: float = 0.06

    def bounded(self) -> Rating:
        """This rating with each number brought within :data:`BOUNDS` (and a number that
        is not one, such as NaN, at its start value).

        >>> Rating(-159, 4787, 0).bounded()
        Rating(value=400.0, deviation=500.0, volatility=0.01)
        """
        start = Rating()
        numbers = {}
        for name, (low, high) in BOUNDS.items():
            x = getattr(self, name)
            numbers[name] = min(max(x, low), high) if x == x else getattr(start, name)
        return Rating(**numbers)


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / math.pi**2)


def update(player: Rating, results: Iterable[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """``player``'s rating after one rating period with ``results``: pairs of an
    opponent's rating and the score against it (1 a win, 0 a loss, 0.5 a draw).

    A period without results only widens the deviation (the paper's step 6).
    """
    mu, phi, sigma = (player.value - 1500) / SCALE, player.deviation / SCALE, player.volatility
    games = [((o.value - 1500) / SCALE, o.deviation / SCALE, score) for o, score in results]
    if not games:
        return Rating(player.value, SCALE * math.sqrt(phi * phi + sigma * sigma), sigma)
    # steps 3 and 4: the estimated variance v and improvement delta
    v_inv, delta_sum = 0.0, 0.0
    for mu_j, phi_j, score in games:
        g = _g(phi_j)
        e = 1 / (1 + math.exp(-g * (mu - mu_j)))
        v_inv += g * g * e * (1 - e)
        delta_sum += g * (score - e)
    v = 1 / v_inv
    delta = v * delta_sum
    # step 5: the new volatility, by the Illinois algorithm
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (
            x - a
        ) / (tau * tau)

    lo = a
    if delta * delta > phi * phi + v:
        hi = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        hi = a - k * tau
    f_lo, f_hi = f(lo), f(hi)
    while abs(hi - lo) > EPSILON:
        c = lo + (lo - hi) * f_lo / (f_hi - f_lo)
        f_c = f(c)
        if f_c * f_hi <= 0:
            lo, f_lo = hi, f_hi
        else:
            f_lo /= 2
        hi, f_hi = c, f_c
    sigma_new = math.exp(lo / 2)
    # steps 6 to 8: the new deviation and rating
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    mu_new = mu + phi_new * phi_new * delta_sum
    return Rating(SCALE * mu_new + 1500, SCALE * phi_new, sigma_new)


def solve(learner: Rating, puzzle_rating: float, solved: bool) -> Rating:
    """``learner``'s rating after one puzzle of rating ``puzzle_rating``, solved or not:
    one rating period against the puzzle, the ratings before and after kept within
    :data:`BOUNDS` (the deviation at or above :data:`MIN_DEVIATION`).

    >>> after = solve(Rating(), 1500, True)
    >>> after.value > 1500 and after.deviation < 350
    True
    """
    puzzle = Rating(puzzle_rating, PUZZLE_DEVIATION).bounded()
    after = update(learner.bounded(), [(puzzle, float(solved))])
    return after.bounded()
