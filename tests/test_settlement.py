"""Settlements as data: one maker, one equation that computes its points in every language."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koikoi_edu import words
from koikoi_edu.errors import KoikoiError
from koikoi_edu.round import DECISIONS, KOIKOI, STOP, action_to_string, string_to_action
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.settlement import (
    Ending,
    FactorKind,
    Misdeal,
    no_win,
    settle,
)
from koikoi_edu.words import equation_terms, equation_text, settlement_text
from koikoi_edu.yaku import YAKU_IDS

PACKAGE = Path(__file__).parent.parent / "koikoi_edu"
JAPAN_AT_SEVEN = Rules(caller_factor="japan", double_at_seven=True)
# one note in brackets after a number: words, never a bracket of the sum
_NOTE = re.compile(r" \([^()]*\)")


def computed(text: str) -> int:
    """The value of a written equation's left side, its notes taken out."""
    while _NOTE.search(text):
        text = _NOTE.sub("", text)
    left, right = text.split(" = ")
    assert re.fullmatch(r"[\d +x×()]+", left), left
    value = eval(left.replace("×", "*").replace("x", "*"))  # digits, + and * only
    assert str(value) == right
    return value


def test_the_review_case_has_its_brackets():
    # caller_factor japan, the x2 at 7, base 7, one own call: (7 + 1) x 2 = 16, not 7 + 2
    s = settle(JAPAN_AT_SEVEN, "A", 7, ("inoshikacho", "tane"), winner_calls=1)
    assert s.points == 16
    assert settlement_text(s) == (
        "(7 (inoshikacho + tane) + 1 (own 1 koi-koi call)) × 2 (base 7 or more) = 16"
    )
    assert repr(s) == (
        "<Settlement A wins 16: (7 (inoshikacho + tane) + 1 (own-calls)) x 2 (seven) = 16>"
    )
    assert [f.kind for f in s.bonuses] == [FactorKind.OWN_CALLS]
    assert [f.kind for f in s.multipliers] == [FactorKind.SEVEN]


@settings(max_examples=300, deadline=None)
@given(
    preset=st.sampled_from(sorted(PRESETS)),
    caller=st.sampled_from(["none", "calls-plus-one", "doubling", "japan"]),
    seven=st.booleans(),
    against=st.booleans(),
    base=st.integers(1, 60),
    yaku=st.lists(st.sampled_from(YAKU_IDS), max_size=3, unique=True),
    own=st.integers(0, 8),
    rival=st.integers(0, 8),
)
def test_every_written_equation_computes_its_points(
    preset, caller, seven, against, base, yaku, own, rival
):
    rules = Rules.preset(preset).replace(
        caller_factor=caller, double_at_seven=seven, double_against_caller=against
    )
    s = settle(rules, "B", base, tuple(yaku), own, rival)
    for lang in words.LANGUAGES:
        assert computed(equation_text(s, lang)) == s.points
    for lang in words.LANGUAGES:
        assert computed(settlement_text(s, lang, rules)) == s.points
    assert computed(repr(s).split(": ", 1)[1].removesuffix(">")) == s.points
    kinds = [kind for kind, _, _ in equation_terms(s)]
    assert kinds.count("open") == kinds.count("close") == (bool(s.bonuses) and bool(s.multipliers))


def test_the_bonuses_come_before_the_multipliers():
    s = settle(JAPAN_AT_SEVEN.replace(double_against_caller=True), "A", 9, ("shiko",), 3, 1)
    assert [f.op for f in s.factors] == ["+", "x", "x"]
    assert s.points == (9 + 3) * 2 * 2


def test_endings_are_data_and_read_in_every_language():
    draw = no_win(Ending.DRAW)
    assert (draw.winner, draw.points, draw.ending) == (None, 0, Ending.DRAW)
    assert words.ending_text(draw) == "the hands ran out with no winner: a draw"
    assert repr(draw) == "<Settlement no winner: draw>"
    dealer = no_win(Ending.DEALER_DRAW, dealer="B", points=6)
    assert (dealer.winner, dealer.points) == ("B", 6)
    void = no_win(Ending.MISDEAL, misdeal=Misdeal.FIELD_PAIRS)
    assert void.misdeal is Misdeal.FIELD_PAIRS
    assert (
        words.ending_text(void) == "misdeal: the field holds 4 pairs; redeal with the same dealer"
    )
    assert repr(void) == "<Settlement no winner: misdeal: field-pairs>"
    assert "на поле 4 пары" in settlement_text(void, "ru")
    assert "на полі 4 пари" in settlement_text(void, "uk")


def test_nobody_but_the_settlement_module_builds_a_settlement():
    for path in PACKAGE.rglob("*.py"):
        if path.name == "settlement.py":
            continue
        calls = [
            n
            for n in ast.walk(ast.parse(path.read_text()))
            if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "Settlement"
        ]
        assert not calls, f"{path} builds a Settlement; use settle() or no_win()"


@pytest.mark.parametrize(
    "action, name",
    [(0, "pine-crane"), (47, "paulownia-plain-3"), (STOP, "stop"), (KOIKOI, "koi-koi")],
)
def test_actions_have_names_both_ways(action, name):
    assert action_to_string(action) == name
    assert string_to_action(name) == action


def test_every_action_name_reads_back():
    for action in [*range(48), *DECISIONS.values()]:
        assert string_to_action(action_to_string(action)) == action


@pytest.mark.parametrize("bad", ["stopp", "", "pine"])
def test_an_unknown_action_name_is_refused_clearly(bad):
    with pytest.raises(KoikoiError, match=repr(bad)[1:-1] or "card"):
        string_to_action(bad)


def test_an_unknown_action_number_is_refused_clearly():
    with pytest.raises(ValueError, match="action 50"):
        action_to_string(50)
