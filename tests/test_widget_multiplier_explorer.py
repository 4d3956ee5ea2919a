"""MultiplierExplorer: the settlement of a win as its inputs move, under every preset.

The expected equations are worked by hand from section 8 of docs/rules.md and the preset
table of section 4.
"""

from __future__ import annotations

import re

import pytest

from koikoi_edu import words
from koikoi_edu.errors import KoikoiError, RulesError
from koikoi_edu.widgets.multiplier_explorer import MultiplierExplorer


def shown(explorer: MultiplierExplorer) -> str:
    """The equation as the page shows it (the equation table's aria-label)."""
    return re.search(r'<table[^>]* role="math" aria-label="([^"]+)"', explorer.result.value)[1]


def test_starts_from_a_plain_base():
    explorer = MultiplierExplorer()
    assert repr(explorer) == "<MultiplierExplorer teaching base 5 = 5>"
    assert shown(explorer) == "5 (yaku points) = 5"
    assert explorer.status_text == "teaching: 5 (yaku points) = 5"
    assert "The winner scores 5; the rival scores 0." in explorer.result.value
    assert "teaching: at most 1 koi-koi call per round" in explorer.limit_note.value


def test_the_examples_of_the_rules():
    explorer = MultiplierExplorer(3, preset="nintendo")
    labels = [b.description for b in explorer.examples]
    assert labels == ["8 × 2 × 2 = 32", "5 × 2 = 10", "caller's own win (not doubled)"]

    explorer.examples[0].click()
    assert shown(explorer) == "8 (shiko) × 2 (base 7 or more) × 2 (rival called koi-koi) = 32"
    assert repr(explorer) == "<MultiplierExplorer teaching base 8 = 32>"
    assert explorer.selector.value == "teaching"
    assert explorer.status_text == (
        "teaching: 8 (shiko) × 2 (base 7 or more) × 2 (rival called koi-koi) = 32"
    )

    explorer.examples[1].click()  # B's tsukimi against A's call, the worked example
    assert shown(explorer) == "5 (tsukimi) × 2 (rival called koi-koi) = 10"
    assert explorer.points == 10

    explorer.examples[2].click()  # A called, then won: the call never doubles A's own win
    assert shown(explorer) == "6 (inoshikacho + tane) = 6"
    assert (explorer.winner_calls, explorer.rival_calls, explorer.points) == (1, 0, 6)


def test_sliders_drive_the_settlement():
    explorer = MultiplierExplorer()
    explorer.base_slider.value = 7
    assert explorer.equation == "7 (yaku points) × 2 (base 7 or more) = 14"
    explorer.rival_slider.value = 1
    assert shown(explorer) == "7 (yaku points) × 2 (base 7 or more) × 2 (rival called koi-koi) = 28"
    assert explorer.status_text == (
        "teaching: 7 (yaku points) × 2 (base 7 or more) × 2 (rival called koi-koi) = 28"
    )
    explorer.base_slider.value = 6
    assert explorer.points == 12


def test_a_new_base_forgets_the_yaku_that_made_the_old_one():
    explorer = MultiplierExplorer()
    explorer.set(base=8, yaku=("shiko",))
    explorer.set(rival_calls=1)
    assert explorer.equation.startswith("8 (shiko)")
    explorer.base_slider.value = 9
    assert explorer.equation.startswith("9 (yaku points)")


def test_one_call_per_round_under_teaching():
    explorer = MultiplierExplorer(8)
    explorer.winner_slider.value = 1
    # the one call is used up: the rival can call no more
    assert (explorer.rival_slider.max, explorer.rival_slider.disabled) == (0, True)
    assert explorer.winner_slider.max == 1
    with pytest.raises(
        KoikoiError,
        match=re.escape(
            "teaching allows 1 koi-koi call per round, by either player; 1 + 1 is too many"
        ),
    ):
        explorer.set(rival_calls=1)
    assert repr(explorer) == "<MultiplierExplorer teaching base 8 = 16>"
    assert (explorer.winner_calls, explorer.rival_calls) == (1, 0)


@pytest.mark.parametrize(
    "preset, inputs, equation",
    [
        # escalating: the caller's own win × (calls + 1); no ×2 at 7, no ×2 against a caller
        (
            "escalating",
            dict(base=8, winner_calls=2),
            "8 (yaku points) × 3 (own 2 koi-koi calls) = 24",
        ),
        ("escalating", dict(base=8, rival_calls=2), "8 (yaku points) = 8"),
        # flower-poker: every call doubles the caller's win
        (
            "flower-poker",
            dict(base=5, winner_calls=3),
            "5 (yaku points) × 8 (own 3 koi-koi calls) = 40",
        ),
        # nintendo: repeated calls, but only the teaching doublings
        (
            "nintendo",
            dict(base=8, winner_calls=2, rival_calls=1),
            "8 (yaku points) × 2 (base 7 or more) × 2 (rival called koi-koi) = 32",
        ),
        # koikoi-japan: 1-3 own calls add 1-3 points, 4 or more multiply by calls - 2
        (
            "koikoi-japan",
            dict(base=5, winner_calls=2),
            "5 (yaku points) + 2 (own 2 koi-koi calls) = 7",
        ),
        (
            "koikoi-japan",
            dict(base=5, winner_calls=5),
            "5 (yaku points) × 3 (own 5 koi-koi calls) = 15",
        ),
    ],
)
def test_every_preset_multiplies_its_own_way(preset, inputs, equation):
    explorer = MultiplierExplorer(preset=preset)
    explorer.set(**inputs)
    assert explorer.equation == equation
    assert "koi-koi may be called again and again" in explorer.limit_note.value
    assert explorer.winner_slider.max == explorer.rival_slider.max == 7


def test_changing_the_preset_keeps_the_calls_it_allows():
    explorer = MultiplierExplorer(8, preset="nintendo", winner_calls=2, rival_calls=1)
    assert explorer.points == 32
    explorer.selector.value = "teaching"  # one call at most: the rival's call stays
    assert (explorer.winner_calls, explorer.rival_calls) == (0, 1)
    assert explorer.status_text == (
        "teaching allows fewer koi-koi calls: calls reduced; "
        "teaching: 8 (yaku points) × 2 (base 7 or more) × 2 (rival called koi-koi) = 32"
    )
    explorer.selector.value = "escalating"  # unlimited: nothing to reduce
    assert explorer.status_text == "escalating: 8 (yaku points) = 8"


@pytest.mark.parametrize(
    "inputs, error, message",
    [
        # values no slider gives: the program's mistake
        (dict(base=0), ValueError, "base must be a whole number from 1 to 50, not 0"),
        (dict(base=2.5), ValueError, "base must be a whole number from 1 to 50, not 2.5"),
        (dict(winner_calls=-1), ValueError, "winner_calls must be a whole number from 0 to 7"),
        (dict(yaku=("sanko", "gokou")), KoikoiError, "unknown yaku `gokou`"),
        (dict(preset="hanafuda"), RulesError, "unknown rules preset 'hanafuda'"),
    ],
)
def test_bad_input_is_one_line_and_changes_nothing(inputs, error, message):
    explorer = MultiplierExplorer(8, rival_calls=1)
    before = (
        repr(explorer),
        explorer.result.value,
        explorer.status_text,
        explorer.base_slider.value,
    )
    with pytest.raises(error, match=re.escape(message)) as refused:
        explorer.set(**inputs)
    assert isinstance(refused.value, KoikoiError) == issubclass(error, KoikoiError)
    assert before == (
        repr(explorer),
        explorer.result.value,
        explorer.status_text,
        explorer.base_slider.value,
    )


def test_a_refused_click_shows_in_the_status_line():
    explorer = MultiplierExplorer()
    assert not explorer.attempt(explorer.set, winner_calls=1, rival_calls=1)
    assert explorer.status_text == (
        "teaching allows 1 koi-koi call per round, by either player; 1 + 1 is too many"
    )
    # a value no slider gives is the program's mistake: raised, not shown to the learner
    with pytest.raises(ValueError, match="base must be a whole number from 1 to 50, not 99"):
        explorer.attempt(explorer.set, base=99)
    assert explorer.status_text.startswith("teaching allows 1 koi-koi call per round")


def test_other_languages():
    explorer = MultiplierExplorer(8, rival_calls=1, lang="ru")
    assert "Победитель получает 32; соперник получает 0." in explorer.result.value
    assert shown(explorer) == (
        "8 (очки яку) × 2 (база 7 и больше) × 2 (соперник объявил кои-кои) = 32"
    )


def test_a_refused_call_is_explained_in_the_explorers_language():
    explorer = MultiplierExplorer(8, rival_calls=1, lang="ru")
    with pytest.raises(KoikoiError) as refused:
        explorer.set(winner_calls=1, rival_calls=1)
    assert words.say(refused.value.msg, "ru").startswith("учебные: за раунд можно объявить кои-кои")
    assert explorer.winner_calls == 0  # refused, nothing changed
    assert not explorer.attempt(explorer.set, winner_calls=1, rival_calls=1)
    assert explorer.status_text.startswith("учебные: за раунд можно объявить кои-кои")
    assert explorer.winner_calls == 0


def test_the_options_list_is_a_reference_a_lesson_may_leave_out():
    listed, plain = MultiplierExplorer(8), MultiplierExplorer(8, options=False)
    assert "double_at_seven" in listed.result.value
    assert "double_at_seven" not in plain.result.value
    assert plain.points == listed.points == 16


def test_the_teaching_examples_show_only_under_teaching():
    """Under koikoi-japan the examples' sums (8 × 2 × 2 = 32) are not the rules' own, and
    a click switched the rules back to teaching without a word (issue 39)."""
    explorer = MultiplierExplorer(preset="koikoi-japan")
    assert explorer.example_row.layout.display == "none"
    explorer.set(preset="teaching")
    assert explorer.example_row.layout.display is None


def test_a_long_slider_label_leaves_the_track_its_width():
    explorer = MultiplierExplorer(lang="ru")
    for slider in (explorer.base_slider, explorer.winner_slider, explorer.rival_slider):
        label = float(slider.style.description_width.removesuffix("em"))
        assert float(slider.layout.width.removesuffix("em")) - label >= 15
