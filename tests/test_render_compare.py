"""The same pile and the same round under several rule sets, side by side (lesson 08).

Each table is read back cell by cell, and every cell is checked against the rule that
makes it: a wrong option in a preset, or a column scored under the wrong rules, fails.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from koikoi_edu.errors import KoikoiError
from koikoi_edu.render.compare import (
    pile_under_html,
    replay_under,
    round_under_html,
    rules_label,
)
from koikoi_edu.rules import Rules
from koikoi_edu.scenario import load_library

FOUR = ["teaching", "escalating", "flower-poker", "nintendo"]
NINE_PLAINS_AND_CUP = [
    *(f"{plant}-plain-{n}" for plant in ("pine", "plum", "cherry", "wisteria") for n in (1, 2)),
    "iris-plain-1",
    "chrysanthemum-cup",
]


def table(html: str) -> dict[str, list[str]]:
    """A side-by-side table as {row label: its cells}, the header row under ""."""
    rows = {}
    for row in re.findall(r"<tr>(.*?)</tr>", html):
        label, *cells = (
            unescape(re.sub(r"<[^>]+>", "", c))
            for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row)
        )
        rows[label] = cells
    return rows


@pytest.mark.parametrize(
    "pile, yaku, points, rule",
    [
        (
            ["pine-crane", "willow-rainman", "pampas-moon"],
            ["none", "none", "sanko 5", "none"],
            ["0", "0", "5", "0"],
            "only flower poker makes sanko of three brights with the rain man",
        ),
        (
            ["pine-crane", "cherry-curtain", "pampas-moon", "paulownia-phoenix"],
            ["shiko 8"] * 4,
            ["16", "8", "8", "16"],
            "teaching and nintendo double a base of 7 or more, the others never",
        ),
        (
            ["pine-poetry", "plum-poetry", "cherry-poetry", "wisteria-ribbon"],
            ["akatan 5", "akatan 6", "akatan 5", "akatan 6"],
            ["5", "6", "5", "6"],
            "escalating and nintendo add 1 for a ribbon over three",
        ),
        (
            ["clover-boar", "maple-deer", "peony-butterflies", "plum-warbler"],
            ["inoshikacho 5", "inoshikacho 5", "inoshikacho 5", "inoshikacho 6"],
            ["5", "5", "5", "6"],
            "only nintendo adds 1 for an animal over three",
        ),
        (
            NINE_PLAINS_AND_CUP,
            ["kasu 1", "none", "none", "kasu 1"],
            ["1", "0", "0", "1"],
            "the cup is a plain too under teaching and nintendo only",
        ),
    ],
)
def test_a_pile_under_each_preset_shows_the_rule_that_parts_them(pile, yaku, points, rule):
    html = pile_under_html(pile, FOUR)
    assert html.count("<img") == len(pile), "the pile's cards are drawn once"
    rows = table(html)
    assert rows[""] == FOUR
    assert rows["yaku"] == yaku, rule
    assert rows["points, stopping now"] == points, rule


def test_a_pile_is_scored_under_rules_with_an_option_changed_and_named_by_it():
    nintendo = Rules.preset("nintendo")
    viewing = ["cherry-curtain", "pampas-moon", "chrysanthemum-cup"]
    rows = table(pile_under_html(viewing, [nintendo, nintendo.replace(viewing_points=3)]))
    assert rows[""] == ["nintendo", "nintendo: viewing_points = 3"]
    assert rows["base"] == ["10", "6"]
    assert rows["points, stopping now"] == ["20", "6"]  # 6 is under 7: no doubling
    assert rules_label(nintendo.replace(draw_points=0, bank=None)) == "nintendo: draw_points = 0"


def test_one_preset_by_name_is_one_column_and_every_preset_is_the_default():
    assert table(pile_under_html(["pampas-moon"], "nintendo"))[""] == ["nintendo"]
    assert table(pile_under_html(["pampas-moon"]))[""] == [*FOUR, "koikoi-japan"]


def test_the_escalating_round_under_each_preset():
    rows = table(round_under_html("escalating-koikoi", FOUR))
    # teaching allows one call: inoshikacho on turn 3 ends the round, doubled at 7
    assert rows["turns played"] == ["3", "5", "5", "5"]
    assert rows["koi-koi calls"] == ["1", "2", "2", "2"]
    assert rows["how it ended"][0] == "A forms a new or better yaku after the koi-koi call"
    assert rows["how it ended"][1:] == ["A stops"] * 3
    # the caller's two calls: x (2 + 1), x 2 x 2, nothing (but x 2 at 7)
    assert [cell.rsplit("= ", 1)[1] for cell in rows["points"]] == ["20", "39", "52", "26"]
    assert rows["deals next"] == ["A"] * 4


def test_the_same_round_played_by_its_own_rules_is_the_scenario():
    scenario = load_library("escalating-koikoi")
    assert replay_under(scenario, "escalating").settlement == scenario.replay().round.settlement


def test_a_round_without_yaku_under_each_preset():
    rows = table(round_under_html("nintendo-draw-dealer", FOUR))
    assert rows["points"][:3] == ["0"] * 3
    assert rows["points"][3].endswith("= 6")  # nintendo: the dealer A takes 6
    # teaching passes the deal after a draw, escalating and flower poker keep it, and
    # under nintendo the dealer won the round
    assert rows["deals next"] == ["B", "A", "A", "A"]


def test_a_draw_after_a_call_pays_the_nintendo_dealer_nothing():
    rows = table(round_under_html("nintendo-draw-after-koikoi", ["nintendo"]))
    assert rows["points"] == ["0"]
    assert rows["deals next"] == ["B"]


def test_a_yaku_the_scenario_never_saw_is_answered_by_stopping():
    # teaching sees no yaku in the crane, the rain man and the moon; flower poker sees
    # sanko at once, and the scenario wrote no decision there
    scenario = load_library("rain-man-no-sanko")
    assert [t.decide for t in scenario.turns] == [None, "stop"]
    r = replay_under(scenario, "flower-poker")
    assert (r.settlement.winner, r.settlement.points, len(r.koikoi)) == ("A", 5, 0)


def test_turns_that_run_out_before_the_round_leave_it_pending():
    rows = table(round_under_html("tsuki-fuda", ["teaching"]))
    assert rows["how it ended"] == ["pending: the round is still in progress"]
    assert rows["points"] == rows["deals next"] == ["—"]


def test_a_position_the_rules_cannot_hold_is_said_in_its_column():
    rows = table(round_under_html("all-calls-plus-one", ["teaching"], lang="ru"))
    said = rows["чем закончился раунд"][0]
    assert "правила набора «учебные» разрешают 1 за раунд" in said and "`" not in said
    with pytest.raises(KoikoiError):
        replay_under(load_library("all-calls-plus-one"), "teaching")


def test_the_tables_speak_the_learners_language():
    rows = table(round_under_html("escalating-koikoi", ["teaching"], lang="uk"))
    assert set(rows) == {
        "",
        "зіграно ходів",
        "оголошень кой-кой",
        "чим закінчився раунд",
        "очки",
        "наступним роздає",
    }
    assert rows[""] == ["навчальні"]
    pile = table(pile_under_html(["pine-crane", "willow-rainman", "pampas-moon"], lang="ru"))
    assert pile["яку"][2] == "Три ярких 5" and pile["яку"][0] == "нет"


def test_a_month_yaku_counts_in_its_own_month_only():
    cherries = ["cherry-curtain", "cherry-poetry", "cherry-plain-1", "cherry-plain-2"]
    tsuki_fuda = Rules.preset("teaching").replace(month_yaku_points=4)
    for month, base in ((3, "4"), (1, "0")):
        rows = table(pile_under_html(cherries, tsuki_fuda, month=month))
        assert rows["base"] == [base]
    assert rows[""] == ["teaching: month_yaku_points = 4"]
