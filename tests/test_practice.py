"""Spaced practice across days (issue 38): the drill's boxes with due dates, its yaku
and rule items answered by the engine, the warm-up, and the widgets recording into the
learner's progress."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import nbformat
import pytest
from hypothesis import given
from hypothesis import strategies as st

from koikoi_edu import learner, quiz
from koikoi_edu.cards import CARDS, MONTH_MASKS, CardSet, card
from koikoi_edu.drill import (
    DAYS,
    LEARNED,
    RULE_POSITIONS,
    WARM_UP,
    YAKU_PILES,
    Drill,
    Happens,
    Schedule,
    all_items,
    pile_score,
    warm_up,
    what_happens,
)
from koikoi_edu.quiz import Stage
from koikoi_edu.round import Round
from koikoi_edu.widgets.flashcards import FlashcardDrill
from koikoi_edu.widgets.self_check import SelfCheck
from koikoi_edu.widgets.warm_up import WarmUp, finished
from koikoi_edu.words import say
from koikoi_edu.yaku import score

TODAY = date(2026, 12, 6)
NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


@pytest.fixture
def store(tmp_path):
    """Progress on, in a file of the test's own; off again after."""
    on = learner.use(tmp_path / learner.FILE_NAME)
    yield on
    learner.stop()


def kept(store) -> dict:
    """What the file holds (a fresh progress before anything was written), read afresh."""
    return learner.Store(store.path).read()


def test_a_right_answer_moves_an_item_up_a_box_and_away_by_days():
    plan = Schedule()
    day = TODAY
    for box in range(1, LEARNED + 2):
        assert plan.review("card:pine-crane", True, day) == (
            min(box, LEARNED),
            day + timedelta(days=DAYS[min(box, LEARNED)]),
        )
        assert not plan.is_due("card:pine-crane", day)
        day = plan.boxes["card:pine-crane"][1]
        assert plan.is_due("card:pine-crane", day)


def test_a_miss_sends_an_item_back_to_box_0_due_the_same_day():
    plan = Schedule({"yaku:three-brights": {"box": 3, "due": "2026-12-01"}})
    assert plan.review("yaku:three-brights", False, TODAY) == (0, TODAY)
    assert warm_up(plan, TODAY)[0] == "yaku:three-brights"


def test_a_garbled_box_is_practised_again_as_a_new_item():
    plan = Schedule(
        {"card:pine-crane": {"box": 2, "due": "soon"}, "x": {"box": 9, "due": "2026-01-01"}}
    )
    assert plan.boxes == {}


@given(
    st.dictionaries(
        st.sampled_from(all_items()),
        st.tuples(st.integers(0, LEARNED), st.integers(-20, 20)),
        max_size=30,
    )
)
def test_the_warm_up_asks_the_items_due_most_overdue_first_then_new_ones(boxes):
    plan = Schedule(
        {
            i: {"box": b, "due": (TODAY + timedelta(days=d)).isoformat()}
            for i, (b, d) in boxes.items()
        }
    )
    items = warm_up(plan, TODAY)
    due = sorted(
        (i for i in boxes if boxes[i][1] <= 0),
        key=lambda i: (boxes[i][1], boxes[i][0], all_items().index(i)),
    )
    assert items[: len(due)] == due[:WARM_UP]
    assert len(items) == WARM_UP and len(set(items)) == WARM_UP
    assert all(i not in boxes for i in items[len(due) :])  # then never practised


def test_a_drill_with_a_schedule_asks_the_cards_due_first_and_moves_their_boxes():
    plan = Schedule(
        {
            "card:clover-boar": {"box": 1, "due": "2026-12-05"},
            "card:pine-crane": {"box": 2, "due": "2026-12-20"},
        }
    )
    drill = Drill(["pine-crane", "clover-boar", "iris-plain-1"], seed=4, schedule=plan, today=TODAY)
    assert [c.id for c in drill.cards] == ["clover-boar", "iris-plain-1", "pine-crane"]
    boar = drill.question()
    drill.answer(boar.month, boar.plant, boar.category.value)
    assert plan.boxes["card:clover-boar"] == (2, TODAY + timedelta(days=DAYS[2]))


@pytest.mark.parametrize("name", list(YAKU_PILES))
def test_each_yaku_item_is_answered_by_the_engine(name):
    pile = YAKU_PILES[name]
    held = score(CardSet(pile))
    settled = pile_score(pile)
    assert held.yaku and settled.yaku == tuple(y.id for y in held.yaku)
    assert settled.points == held.base * (2 if held.base >= 7 else 1)
    assert quiz.drill_item(f"yaku:{name}").answer == settled.points


@pytest.mark.parametrize("name", list(RULE_POSITIONS))
def test_each_rule_item_is_answered_as_the_round_plays_the_card(name):
    played, field = RULE_POSITIONS[name]
    c = card(played)
    # the round itself: the same card played from a hand onto the same field
    others = [x for x in CARDS if x.id not in (played, *field)]
    r = Round.from_position(
        hands=(c.mask | others[0].mask, others[1].mask | others[2].mask),
        field=CardSet(field).mask,
        stock=[x.index for x in others[3:6]],
    )
    matches = r.field_matches(c.index)
    assert len(matches) == list(Happens).index(what_happens(played, field))
    assert matches.mask == CardSet(field).mask & MONTH_MASKS[c.month - 1]
    q = quiz.drill_item(f"rule:{name}")
    assert q.answer == q.choices[list(Happens).index(what_happens(played, field))]


def test_every_item_makes_a_question_named_by_its_id():
    for item in all_items():
        assert quiz.drill_item(item, "ru").name == item
    with pytest.raises(ValueError):
        quiz.drill_item("yaku:no-such-pile")


def test_a_settled_self_check_is_recorded_once_with_its_attempts_and_hint(store):
    store.lesson = "05-yaku"
    check = SelfCheck.pile_points(["maple-deer", "peony-butterflies", "clover-boar"], name="p1")
    check.answer(4)
    assert kept(store)["checks"] == []  # a retry is not settled yet
    check.answer(5)
    check.answer(5)  # practising again records nothing more
    (record,) = kept(store)["checks"]
    assert (
        record["lesson"],
        record["check"],
        record["right"],
        record["attempts"],
        record["hints"],
    ) == (
        "05-yaku",
        "p1",
        True,
        2,
        1,
    )


def test_an_answer_shown_is_recorded_as_missed(store):
    check = SelfCheck.pile_points(["maple-deer", "peony-butterflies", "clover-boar"], name="p2")
    check.show_answer()
    (record,) = kept(store)["checks"]
    assert (record["right"], record["attempts"], record["hints"]) == (False, 0, 0)


def test_with_progress_off_a_self_check_records_nothing(tmp_path, monkeypatch):
    learner.stop()
    monkeypatch.chdir(tmp_path)
    SelfCheck.pile_points(["maple-deer", "peony-butterflies", "clover-boar"]).answer(5)
    assert list(tmp_path.iterdir()) == []


def test_the_flashcards_keep_each_cards_box_across_days(store):
    drill = FlashcardDrill(["pine-crane", "clover-boar"], seed=1)
    c = drill.card
    drill.answer(c.month, c.plant, c.category.value)
    assert kept(store)["drill"] == {
        f"card:{c.id}": {"box": 1, "due": (date.today() + timedelta(days=1)).isoformat()}
    }
    # the next session begins with the other card: this one is not due until tomorrow
    assert FlashcardDrill(["pine-crane", "clover-boar"], seed=1).card != c


def test_the_warm_up_opens_the_lesson_and_moves_the_boxes_of_its_items(store):
    w = WarmUp("03-a-turn", today=TODAY, lang="uk")
    assert w.items == warm_up(Schedule(), TODAY)
    first, second = w.checks[:2]
    first.answer(first.right_answer)
    second.show_answer()
    data = kept(store)
    assert data["lessons"]["03-a-turn"]["finished"] is None
    assert data["drill"] == {
        w.items[0]: {"box": 1, "due": (TODAY + timedelta(days=1)).isoformat()},
        w.items[1]: {"box": 0, "due": TODAY.isoformat()},
    }
    assert [c["lesson"] for c in data["checks"]] == ["03-a-turn", "03-a-turn"]
    again = WarmUp("03-a-turn", today=TODAY)
    assert again.items[0] == w.items[1]  # the miss, due today
    assert again.due == 1 and again.started and again.checks[0] in again.children
    assert first.stage is Stage.RIGHT


def test_with_nothing_due_the_warm_up_is_one_line_and_a_button(store):
    w = WarmUp("03-a-turn", today=TODAY, lang="ru")
    assert w.due == 0 and len(w.checks) == WARM_UP
    snapshot = w.snapshot()
    assert say("progress.warm-up.none-due", "ru") in snapshot
    assert say("progress.warm-up.start", "ru", n=WARM_UP) in snapshot
    assert not w.started and not set(w.checks) & set(w.children)
    assert w.checks[0].question.prompt not in snapshot  # no question, no answer shown
    w.start_button.click()
    assert w.started and w.children[1:-1] == tuple(w.checks)
    assert w.start_button not in w.children
    assert w.checks[0].question.prompt in w.snapshot()
    hidden = WarmUp("04-yaku", today=TODAY)
    hidden.close()  # its items were never shown: closed all the same
    assert all(c.comm is None for c in hidden.checks) and hidden.start_button.comm is None


def test_a_lesson_is_finished_at_its_end_with_one_self_check_settled_in_either_order(store):
    WarmUp("03-a-turn", today=TODAY)
    finished("03-a-turn")  # "Run All": the end reached, nothing answered yet
    assert kept(store)["lessons"]["03-a-turn"]["finished"] is None
    SelfCheck("Which month is the crane?", 1, explanation="Pine.").answer(1)
    assert kept(store)["lessons"]["03-a-turn"]["finished"] is not None
    # the other order: a check settled first, then the end reached
    WarmUp("04-yaku", today=TODAY)
    SelfCheck("Which month is the moon?", 8, explanation="Pampas.").show_answer()
    assert kept(store)["lessons"]["04-yaku"]["finished"] is None
    finished("04-yaku")
    lessons = kept(store)["lessons"]
    assert lessons["04-yaku"]["finished"] is not None
    assert lessons["03-a-turn"]["finished"] is not None  # a later check changes nothing


def test_with_progress_off_the_warm_up_asks_the_new_items_and_keeps_nothing(tmp_path, monkeypatch):
    learner.stop()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(learner.ENVIRONMENT, "off")
    w = WarmUp("03-a-turn", today=TODAY)
    w.checks[0].answer(w.checks[0].right_answer)
    assert w.items == warm_up(Schedule(), TODAY)
    assert finished("03-a-turn") is None
    assert list(tmp_path.iterdir()) == []


LESSON_FOLDERS = {"en": NOTEBOOKS, "ru": NOTEBOOKS / "ru", "uk": NOTEBOOKS / "uk"}


@pytest.mark.parametrize("lang", LESSON_FOLDERS)
def test_every_lesson_opens_with_the_warm_up_and_ends_by_reaching_its_end(lang):
    lessons = sorted(LESSON_FOLDERS[lang].glob("[0-9][0-9]-*.ipynb"))
    assert len(lessons) == 13
    for path in lessons:
        cells = nbformat.read(path, as_version=4).cells
        code = [c for c in cells if c.cell_type == "code"]
        assert code[0].id == "setup" and code[1].id == "warm-up", path.name
        assert code[1].source == f'WarmUp("{path.stem}", lang="{lang}")'
        assert code[1].metadata["slideshow"]["slide_type"] == "skip"  # not on the slides
        assert cells[-1].id == "finished" and cells[-1].source == f'finished("{path.stem}")'
        # what a new learner sees: one line and a button, no question, no answer
        (shown,) = code[1].outputs
        html = "".join(shown["data"]["text/html"])
        assert say("progress.warm-up.none-due", lang) in html
        assert say("progress.warm-up.start", lang, n=WARM_UP) in html
        assert "koikoi-cards" not in html and cells[-1].outputs == []
