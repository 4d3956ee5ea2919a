"""The figures lesson 10 reads off the records, checked on rounds worked by hand."""

from __future__ import annotations

import pytest

from koikoi_edu.records import Rescore, RoundRecord
from koikoi_edu.render.compare import comparison_html, option_value, options_html
from koikoi_edu.rules import Rules
from koikoi_edu.settlement import Ending, no_win, settle
from koikoi_edu.stats import biggest_changes, changes, summary

JAPAN, TEACHING = Rules.preset("koikoi-japan"), Rules.preset("teaching")


def recorded_round(number: int, *, ran_out: bool = False) -> RoundRecord:
    return RoundRecord("test.json", number, "A", ((), ()), (), (), (), "A", 1, ran_out)


def rescore(number: int, recorded, rescored, *, ran_out: bool = False) -> Rescore:
    return Rescore(recorded_round(number, ran_out=ran_out), recorded, rescored)


# 1: tsukimi after A's own call: 1 + 1 under koikoi-japan, 5 under teaching
VIEWING = rescore(
    1,
    settle(JAPAN, "A", 1, ("tsukimi",), winner_calls=1),
    settle(TEACHING, "A", 5, ("tsukimi",), winner_calls=1),
)
# 2: a base of 8 against a caller: 8 under koikoi-japan, 8 x 2 x 2 under teaching
DOUBLED = rescore(
    2,
    settle(JAPAN, "B", 8, ("shiko",), rival_calls=1),
    settle(TEACHING, "B", 8, ("shiko",), rival_calls=1),
)
# 3: kasu won after two own calls: 1 + 2 = 3, only 1 under teaching
OWN_CALLS = rescore(
    3,
    settle(JAPAN, "A", 1, ("kasu",), winner_calls=2),
    settle(TEACHING, "A", 1, ("kasu",), winner_calls=2),
)
# 4: the hands ran out: the dealer's 1 point becomes a draw
RAN_OUT = rescore(
    4, no_win(Ending.DEALER_DRAW, dealer="A", points=1), no_win(Ending.DRAW), ran_out=True
)
# 5: tane, the same 1 point under both
SAME = rescore(5, settle(JAPAN, "B", 1, ("tane",)), settle(TEACHING, "B", 1, ("tane",)))
ALL = [VIEWING, DOUBLED, OWN_CALLS, RAN_OUT, SAME]


def test_the_points_are_what_the_comments_say():
    assert [(r.recorded.points, r.rescored.points) for r in ALL] == [
        (2, 5),
        (8, 32),
        (3, 1),
        (1, 0),
        (1, 1),
    ]


def test_summary_counts_every_round_and_averages_what_each_paid():
    assert summary([r.recorded for r in ALL]) == {
        "rounds": 5,
        "won": 5,
        "mean": 3.0,
        "median": 2,
        "most": 8,
    }
    assert summary([r.rescored for r in ALL]) == {
        "rounds": 5,
        "won": 4,
        "mean": 7.8,
        "median": 1,
        "most": 32,
    }


def test_changes_sorts_the_rounds_by_what_changed_them():
    assert changes(ALL) == {
        "changed_winner": 1,
        "changed_winner_ran_out": 1,
        "worth_more": 2,
        "worth_less": 1,
        "worth_less_own_calls": 1,
        "worth_same": 1,
        "viewing": 1,
        "doubled_at_seven": 1,
        "doubled_against_caller": 1,
        "own_calls": 2,
    }


def test_biggest_changes_run_from_the_biggest_loss_to_the_biggest_gain():
    assert biggest_changes(ALL, 1) == [OWN_CALLS, DOUBLED]
    assert biggest_changes(ALL, 2) == [OWN_CALLS, RAN_OUT, VIEWING, DOUBLED]
    assert biggest_changes(ALL[:2], 2) == [VIEWING, DOUBLED]


@pytest.mark.parametrize(
    "lang, option, teaching",
    [("en", "option", "teaching"), ("ru", "опция", "учебные"), ("uk", "опція", "навчальні")],
)
def test_the_options_table_names_its_columns_in_the_lessons_language(lang, option, teaching):
    table = options_html(["teaching", "nintendo"], lang=lang)
    assert f">{option}</th>" in table and f">{teaching}</th>" in table


def test_the_options_table_holds_one_row_per_option_that_differs_with_each_value():
    table = options_html(["teaching", "escalating", "nintendo"])
    differ = set(Rules.preset("escalating").differences(TEACHING)) | set(
        Rules.preset("nintendo").differences(TEACHING)
    )
    assert table.count("<tr>") == 1 + len(differ)
    assert (
        "<tr><td style='text-align:left;vertical-align:top'><code>match_target</code></td>" in table
    )
    row = table[table.index("<code>draw_points</code>") :].split("</tr>")[0]
    assert [cell.split("<")[0] for cell in row.split("'>")[2:]] == ["0", "0", "6"]


def test_option_values_read_the_same_in_every_language():
    assert [option_value(v) for v in (True, False, None, 6, "each")] == ["✓", "✗", "—", "6", "each"]


def test_a_comparison_escapes_its_cells():
    assert "&lt;b&gt;" in comparison_html(["a"], [["<b>"]])
