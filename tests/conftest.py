"""Shared pytest configuration for the koikoi-edu test suite."""

from hypothesis import settings

# Hypothesis tests that set no example count of their own (the fuzz tests of hostile
# input) run a few examples each in `make test`; `make fuzz` runs the "fuzz" profile.
# Time is bounded by bounding each example's input, never by a deadline that flakes.
settings.register_profile("koikoi", max_examples=15, deadline=None)
settings.register_profile("fuzz", max_examples=1000, deadline=None)
settings.load_profile("koikoi")
