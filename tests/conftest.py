"""Shared pytest configuration for the koikoi-edu test suite."""

from hypothesis import settings

# Hypothesis tests that set no example count of their own (the fuzz tests of hostile
# input, tests/test_fuzz.py and tests/test_widget_clicks.py) run a few examples each in
# `make test`; `make fuzz` runs them under the "fuzz" profiles, many more. Time is
# bounded by bounding each example's input, never by a deadline that flakes.
settings.register_profile("koikoi", max_examples=15, deadline=None)
settings.register_profile("fuzz", max_examples=5000, deadline=None)
settings.register_profile("fuzz-widgets", max_examples=150, deadline=None)  # ~0.3 s each
settings.load_profile("koikoi")
