"""Stop and Koi-koi on a live table: a click on either is answered only where the scene
asks for a decision (TableWidget.answer_decision, which the play table and the puzzle
view share); elsewhere it is refused with what the table waits for, changing nothing."""

import pytest

from koikoi_edu.puzzle import bank, from_entry
from koikoi_edu.widgets import PlayTable, PuzzleView


def _puzzle(ask: str) -> PuzzleView:
    return PuzzleView([from_entry(next(e for e in bank() if e["ask"] == ask))])


@pytest.mark.parametrize("decision", ["stop", "koi-koi"])
def test_a_decision_the_play_table_does_not_ask_is_refused(decision):
    table = PlayTable("greedy", seed=8)
    before = repr(table), len(table.round.log)
    table.view.click("control", decision)
    assert (repr(table), len(table.round.log)) == before
    assert table.note_text.startswith("no decision is asked now: ")


@pytest.mark.parametrize("decision", ["stop", "koi-koi"])
def test_a_decision_a_puzzle_of_a_card_does_not_ask_is_refused(decision):
    view = _puzzle("play")
    before = repr(view), view.tries
    view.view.click("control", decision)
    assert (repr(view), view.tries, view.answered) == (*before, None)
    assert view.note_text.startswith("no decision is asked now: ")


def test_a_decision_a_puzzle_asks_is_answered():
    view = _puzzle("decide")
    view.view.click("control", view.puzzle.answer)
    assert view.answered is True and view.note_text == "Right!"
