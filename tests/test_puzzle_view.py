"""The puzzle view: clicks on exactly the legal choices, two tries, the numbers, the sets."""

import re
from datetime import date
from html import escape

import pytest
from helpers import live_controls

from koikoi_edu import learner, words
from koikoi_edu.puzzle import bank, daily, from_entry
from koikoi_edu.widgets import PuzzleView
from koikoi_edu.widgets.base import held
from koikoi_edu.words import say


def entry_of(ask: str, choices: int = 2) -> dict:
    return next(e for e in bank() if e["ask"] == ask and len(e["values"]) >= choices)


def view_of(ask: str, choices: int = 2, **kwargs) -> PuzzleView:
    return PuzzleView([from_entry(entry_of(ask, choices))], **kwargs)


def click_choice(view: PuzzleView, choice: str) -> None:
    view.click("control" if choice in ("stop", "koi-koi") else "card", choice)


@pytest.mark.parametrize("ask", ["play", "take", "draw_take", "decide"])
def test_every_legal_choice_is_accepted_and_judged(ask):
    e = entry_of(ask, 3 if ask == "play" else 2)
    for choice in e["values"]:
        view = PuzzleView([from_entry(e)])
        click_choice(view, choice)
        if choice == e["answer"]:
            assert view.answered is True and view.note_text == "Right!"
        else:
            assert view.answered is None and view.tries == 1  # a second try
            assert view.note_text.startswith("Not the best. Hint:")


def test_the_cards_a_click_is_accepted_for_are_exactly_the_legal_choices():
    for ask in ("play", "take", "draw_take"):
        view = view_of(ask)
        assert view.scene is not None and view.scene.pick == frozenset(view.puzzle.choices)
    assert view_of("decide").scene.pick == frozenset()


def test_the_right_answer_shows_the_explanation_and_every_choices_points():
    view = view_of("play", 3)
    p = view.puzzle
    click_choice(view, p.answer)
    html = view.view.html
    assert "kk-puzzle-answer" in html and "Best:" in html
    assert html.count("<tr") - 1 == len(p.values)  # a row a choice under the heading
    # the points are said once, in the table, not again in the sentences above it
    said = html[html.index("kk-puzzle-answer") : html.index("<table")]
    for value in p.values.values():
        assert escape(words.points(round(value, 1), "en")) not in said
        assert escape(words.points(round(value, 1), "en")) in html
    assert "expected" not in said


def test_a_wrong_answer_gets_the_themes_as_a_hint_then_the_answer_with_the_numbers():
    view = view_of("play", 3)
    p = view.puzzle
    wrong = [c for c in p.choices if c != p.answer]
    click_choice(view, wrong[0])
    for t in p.themes:
        assert say(f"puzzle.theme.{t}", "en") in view.note_text
    assert "kk-puzzle-answer" not in view.view.html  # no numbers before the second try
    click_choice(view, wrong[1])
    assert view.answered is False
    assert view.note_text.startswith("The answer:")
    assert "kk-puzzle-answer" in view.view.html


def test_an_answered_puzzle_takes_no_more_answers_and_next_goes_on():
    view = PuzzleView(theme="make-a-yaku", count=2, seed=3)
    first = view.puzzle
    view.click("control", "next")
    assert view.puzzle is first and view.note_text.startswith("answer the puzzle first")
    click_choice(view, first.answer)
    if first.ask != "decide":
        click_choice(view, first.choices[0])
        assert view.note_text.startswith("no card is asked for now")
    view.click("control", "next")
    assert view.index == 1 and view.answered is None and not view.note_text
    click_choice(view, view.puzzle.answer)
    view.click("control", "next")  # the set is done
    assert view.index == 1 and view.note_text == "the set is done: 2 of 2 solved"


@pytest.mark.parametrize(
    "kind, value",
    [
        ("card", "abc"),
        ("card", "9" * 5000),
        ("control", "new-round"),
        ("control", "stop"),
        ("step", "3"),
        ("card", "paulownia-phoenix-x"),
    ],
)
def test_forged_messages_are_refused_and_change_nothing(kind, value):
    view = view_of("play")
    before = repr(view), view.tries
    view.view._message(view.view, {"kind": kind, "value": value}, [])
    assert (repr(view), view.tries) == before
    assert view.note_text and len(view.note_text) < 200


def test_a_card_that_is_no_choice_is_refused_with_the_rule():
    view = view_of("take")
    p = view.puzzle
    field_not_asked = next(c for c in p.view.field if c not in p.choices)
    view.click("card", field_not_asked)
    assert view.answered is None and view.tries == 0 and view.note_text


def test_the_sets_by_theme_rating_and_count():
    view = PuzzleView(theme="take-the-bright", count=5, seed=2)
    assert len(view.puzzles) == 5
    assert all("take-the-bright" in p.themes for p in view.puzzles)
    band = PuzzleView(rating=(1000, 1200), count=8)
    assert all(1000 <= p.rating <= 1200 for p in band.puzzles)
    assert [p.id for p in PuzzleView(count=4, seed=9).puzzles] == [
        p.id for p in PuzzleView(count=4, seed=9).puzzles
    ]
    with pytest.raises(ValueError, match="no puzzle of the bank"):
        PuzzleView(theme="stop-now", rating=(0, 10))


def test_the_daily_puzzle_is_the_days_for_everyone():
    day = date(2026, 12, 6)
    view = PuzzleView(daily=day)
    assert [p.id for p in view.puzzles] == [daily(bank(), day)["id"]]
    assert "The daily puzzle, December 6, 2026" in view.status_text
    assert "next" not in live_controls(view.view.html)  # nothing to go on to
    click_choice(view, view.puzzle.answer)
    assert live_controls(view.view.html) == {}
    for lang, said in (("ru", "Задача дня, 6\u00a0декабря 2026\u00a0г."), ("uk", "6\u00a0грудня")):
        assert said in PuzzleView(daily=day, lang=lang).status_text
    other = PuzzleView(daily=date(2026, 12, 7))
    assert other.puzzle.id == daily(bank(), date(2026, 12, 7))["id"]


def test_a_streak_climbs_the_ratings_and_ends_at_the_first_miss():
    view = PuzzleView(streak=True, seed=4)
    ratings = [p.rating for p in view.puzzles]
    assert ratings == sorted(ratings) and ratings[0] < ratings[-1]
    for _ in range(3):
        click_choice(view, view.puzzle.answer)
        view.click("control", "next")
    assert view.index == 3 and view.solved == 3
    p = view.puzzle
    click_choice(view, next(c for c in p.choices if c != p.answer))
    assert view.answered is False  # no second try in a streak
    assert "the streak ends with 3 puzzles solved" in view.note_text
    view.click("control", "next")
    assert view.index == 3


def test_each_attempt_is_recorded_when_progress_is_on(monkeypatch):
    recorded = []

    class Store:
        def record_puzzle(self, puzzle, **kwargs):
            recorded.append((puzzle, kwargs))

    monkeypatch.setattr(learner, "current", lambda: Store())
    view = view_of("play", 3)
    p = view.puzzle
    wrong = [c for c in p.choices if c != p.answer]
    click_choice(view, wrong[0])
    assert recorded == []  # one attempt is one puzzle: recorded once it is answered
    click_choice(view, p.answer)
    assert recorded == [
        (p.id, {"solved": True, "tries": 2, "rating": p.rating, "themes": list(p.themes)})
    ]


def test_nothing_is_recorded_when_progress_is_off():
    assert learner.current() is None
    view = view_of("decide")
    click_choice(view, view.puzzle.answer)  # would raise if it wrote anywhere
    assert view.answered is True


def test_the_stored_snapshot_does_not_give_the_answer_away():
    for ask in ("play", "take", "decide"):
        view = view_of(ask)
        page = view.snapshot()
        assert "kk-puzzle-answer" not in page and "Best:" not in page and "expected" not in page
        assert "kk-hint" not in page
        lit = view.scene.highlight
        assert lit == ()


def test_the_view_speaks_russian_and_ukrainian():
    for lang, word in (("ru", "Задача"), ("uk", "Задача")):
        view = view_of("take", lang=lang)
        assert view.status_text.startswith(word)
        click_choice(view, view.puzzle.answer)
        assert view.note_text in ("Верно!", "Правильно!")


def test_closing_the_view_closes_every_widget_it_made():
    view = view_of("play")
    click_choice(view, view.puzzle.answer)
    made = list(held(view))
    view.close()
    assert made and all(w.comm is None for w in made)


def test_negative_points_have_a_true_minus_sign_in_every_language():
    entry = next(e for e in bank() if min(e["values"].values()) <= -1)
    for lang in ("en", "ru", "uk"):
        view = PuzzleView([from_entry(entry)], lang=lang)
        click_choice(view, view.puzzle.answer)
        table = view.view.html[view.view.html.index("<table") :]
        assert "\u2212" in table and not re.search(r">-\d", table)
