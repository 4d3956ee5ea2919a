"""Glicko-2 against the numbers of Glickman's worked example ("Example of the Glicko-2
system", 2013), and the way a puzzle moves a learner's rating."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from koikoi_edu.rating import BOUNDS, MIN_DEVIATION, Rating, solve, update

PAPER = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]


def test_the_papers_worked_example():
    after = update(Rating(1500, 200, 0.06), PAPER, tau=0.5)
    # the paper: mu' = -0.2069, phi' = 0.8722, sigma' = 0.05999, i.e. r' = 1464.06, RD' = 151.52
    assert after.value == pytest.approx(1464.06, abs=0.02)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)  # the paper truncates 0.059996


def test_a_period_without_games_only_widens_the_deviation():
    after = update(Rating(1500, 200, 0.06), [])
    assert after.value == 1500
    assert after.deviation == pytest.approx(173.7178 * ((200 / 173.7178) ** 2 + 0.06**2) ** 0.5)


@given(st.floats(800, 2500), st.floats(MIN_DEVIATION, 350), st.floats(800, 2500))
def test_solving_raises_and_failing_lowers_the_rating(value, deviation, puzzle):
    learner = Rating(value, deviation)
    assert solve(learner, puzzle, True).value > value > solve(learner, puzzle, False).value
    assert solve(learner, puzzle, True).deviation >= MIN_DEVIATION


@given(
    st.floats(allow_nan=True, allow_infinity=True),
    st.floats(allow_nan=True, allow_infinity=True),
    st.floats(allow_nan=True, allow_infinity=True),
    st.floats(min_value=0, max_value=3000),
    st.booleans(),
)
def test_any_rating_a_file_holds_is_rated_within_the_bounds(
    value, deviation, volatility, puzzle, solved
):
    """A progress file may hold any numbers (hand-edited, another program's): solving a
    puzzle from them neither fails (the volatility iteration divided by zero at a
    deviation of 1e-9) nor leaves the bounds (a value of -159 with a deviation of 4787
    went to 119,531)."""
    after = solve(Rating(value, deviation, volatility), puzzle, solved)
    for name, (low, high) in BOUNDS.items():
        assert low <= getattr(after, name) <= high, (name, after)
