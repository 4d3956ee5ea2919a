"""The ScenarioPlayer widget, driven as a learner drives it: buttons, slider, answers.

Every assertion reads what the widget shows (its HTML values, button states and
status line), worked out by hand from the scenario files: the boar-deer-butterflies
example of docs/rules.md section 3 and its stop branch. A step is one part of a
turn: A's turn 1 is steps 1-6 (play, capture, flip, capture, yaku, decision), B's
turn 2 steps 7-11 (the yaku wins at once, so there is no decision).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from importlib import resources
from pathlib import Path

import pytest
from helpers import unpack_pictures

from koikoi_edu import words as catalogue
from koikoi_edu.errors import KoikoiError, ScenarioError
from koikoi_edu.render.events import part_text
from koikoi_edu.scenario import library, load_library, loads
from koikoi_edu.widgets.scenario_player import ScenarioPlayer

SVG = "{http://www.w3.org/2000/svg}"
KOIKOI_TITLE = "Boar, deer and butterflies: A calls koi-koi and B wins double"
STOP_TITLE = "Boar, deer and butterflies: A stops for 5"
TURN_1_EVENTS = [
    "A plays clover-boar; it matches clover-plain-1 by month (7, bush clover) and captures "
    "the pair",
    "A flips willow-lightning; no field card is of month 11 (willow), so it stays on the field",
    "A now holds inoshikacho 5",
]
TURN_2_EVENTS = [
    "B plays chrysanthemum-plain-1; it matches chrysanthemum-cup by month "
    "(9, chrysanthemum) and captures the pair",
    "B flips wisteria-plain-1; no field card is of month 4 (wisteria), so it stays on the field",
    "B now holds tsukimi 5",
    "B forms a new or better yaku after the koi-koi call: "
    "5 (tsukimi) x 2 (rival called koi-koi) = 10",
]


def library_text(name: str) -> str:
    return (resources.files("koikoi_edu") / "scenarios" / f"{name}.toml").read_text("utf-8")


def parse(fragment: str) -> ET.Element:
    return ET.fromstring(f"<root>{unpack_pictures(fragment)}</root>")


def regions(html: str, cls: str) -> list[ET.Element]:
    return [el for el in parse(html).iter() if cls in el.get("class", "").split()]


def region(html: str, cls: str) -> ET.Element:
    return regions(html, cls)[0]


def faces(el: ET.Element) -> list[str]:
    return [s.get("data-card") for s in el.iter(f"{SVG}svg")
            if "koikoi-card" in s.get("class", "") and "back" not in s.get("class", "")]


def highlighted(player: ScenarioPlayer) -> set[str]:
    """The cards the table outlines in gold."""
    return {s.get("data-card") for s in parse(player.table.value).iter(f"{SVG}svg")
            if "highlighted" in s.get("class", "").split()}


def events(player: ScenarioPlayer) -> list[str]:
    """The engine's explanation of the turn so far, as shown."""
    return [li.text for li in parse(player.events.value).iter("li")]


def why(player: ScenarioPlayer) -> str:
    """The sentence saying why the part shown happened."""
    return words(ET.tostring(region(player.explanation.value, "kk-why"), encoding="unicode"))


def view(player: ScenarioPlayer) -> tuple[str, ...]:
    return tuple(getattr(player, part).value for part in (
        "table", "narration", "explanation", "events", "step_text", "status", "question",
        "feedback"))


def words(html: str) -> str:
    return " ".join("".join(parse(html).itertext()).split())


def shown(widget) -> bool:
    return widget.layout.display != "none"


def nav(player: ScenarioPlayer) -> tuple[bool, bool, bool, bool]:
    """Which of First, Prev, Next, Last can be pressed."""
    return tuple(not b.disabled for b in (player.first_button, player.prev_button,
                                          player.next_button, player.last_button))


# -- loading ---------------------------------------------------------------------------


def test_loads_from_a_library_name():
    player = ScenarioPlayer("boar-deer-butterflies")
    assert player.steps == 11 and player.step == 0 and player.turn == 0
    assert words(player.title.value) == KOIKOI_TITLE
    assert repr(player) == "<ScenarioPlayer boar-deer-butterflies step 0/11>"


def test_loads_from_a_path_as_text_or_path(tmp_path: Path):
    file = tmp_path / "my-lesson.toml"
    file.write_text(library_text("boar-deer-butterflies-stop"), encoding="utf-8")
    for given in (str(file), file):
        player = ScenarioPlayer(given)
        assert repr(player) == "<ScenarioPlayer my-lesson step 0/6>"
        assert words(player.title.value) == STOP_TITLE


def test_loads_from_toml_text_and_from_a_scenario():
    by_text = ScenarioPlayer(library_text("boar-deer-butterflies"))
    # TOML text has no file name: the repr names it by its title
    assert repr(by_text) == f"<ScenarioPlayer {KOIKOI_TITLE} step 0/11>"
    by_object = ScenarioPlayer(load_library("boar-deer-butterflies-stop"))
    assert repr(by_object) == "<ScenarioPlayer boar-deer-butterflies-stop step 0/6>"


@pytest.mark.parametrize(("given", "message"), [
    ("boar-deer-buterflies", "no scenario 'boar-deer-buterflies' in the library; choose one of "),
    ("lessons/missing.toml", "lessons/missing.toml: cannot read the file: "),
    ('title = "x"\n[position]\nA.hand = ["pine-crane"]\nB.hand = ["pine-plain-2"]\n'
     '[[turn]]\nplay = "pine-plain-2"\n',
     "<text>: turn 1: `pine-plain-2` is not in A's hand"),
])
def test_bad_scenarios_are_refused_with_the_loaders_one_line_message(given, message):
    with pytest.raises(ScenarioError) as refused:
        ScenarioPlayer(given)
    assert str(refused.value).startswith(message)
    assert "\n" not in str(refused.value)


def test_other_bad_input_is_refused_by_name():
    with pytest.raises(KoikoiError, match="not int"):
        ScenarioPlayer(3)
    with pytest.raises(KoikoiError, match="'klingon'"):
        ScenarioPlayer("boar-deer-butterflies", lang="klingon")
    with pytest.raises(ValueError, match="scale must be a positive number up to 10, not 0"):
        ScenarioPlayer("boar-deer-butterflies", scale=0)


def test_scale_sizes_the_words_and_the_table():
    big = ScenarioPlayer("boar-deer-butterflies", scale=2)
    assert "font-size:2.6em" in big.title.value  # 1.3em at scale 1
    assert big.table.value != ScenarioPlayer("boar-deer-butterflies").table.value


# -- stepping --------------------------------------------------------------------------


def test_step_0_is_the_starting_position():
    player = ScenarioPlayer("boar-deer-butterflies")
    assert words(player.step_text.value) == "step 0 of 11"
    assert player.narration.value == ""
    assert player.explanation.value == "" and words(player.events.value) == "no moves yet"
    assert highlighted(player) == set()
    # open hands: both face up, B's at the top and A's at the bottom, in month order
    hands = [faces(el) for el in parse(player.table.value).iter()
             if "kk-hand" in el.get("class", "").split()]
    assert hands == [["iris-plain-1", "chrysanthemum-plain-1"], ["pine-plain-1", "clover-boar"]]
    assert faces(region(player.table.value, "kk-field")) == [
        "cherry-plain-1", "clover-plain-1", "chrysanthemum-cup"]
    assert nav(player) == (False, False, True, True)
    assert player.status_text == "step 0 of 11: the starting position"
    assert 'role="status" aria-live="polite"' in player.status.value


def test_next_shows_the_play_and_the_card_it_matches():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.next_button.click()
    assert player.step == 1 and player.slider.value == 1 and player.turn == 1
    assert words(player.step_text.value) == "step 1 of 11 · turn 1: play"
    assert why(player) == ("A plays “bush clover: boar” from the hand. It matches “bush "
                           "clover: plain” on the field, the same month (7, bush clover).")
    # the boar still in A's hand, the clover on the field; no narration until the turn ends
    assert highlighted(player) == {"clover-boar", "clover-plain-1"}
    b_hand, a_hand = regions(player.table.value, "kk-hand")  # B's at the top
    assert "clover-boar" in faces(a_hand) and "clover-plain-1" in faces(
        region(player.table.value, "kk-field"))
    assert player.narration.value == ""
    assert events(player) == TURN_1_EVENTS[:1]
    assert nav(player) == (True, True, True, True)
    assert player.status_text == f"step 1 of 11: {why(player)}"
    assert repr(player) == "<ScenarioPlayer boar-deer-butterflies step 1/11>"


def test_the_parts_of_a_turn_one_next_at_a_time():
    player = ScenarioPlayer("boar-deer-butterflies")
    seen = []
    for _ in range(6):
        player.next()
        seen.append((words(player.step_text.value).split(": ")[1], highlighted(player)))
    assert seen == [
        ("play", {"clover-boar", "clover-plain-1"}),
        ("capture", {"clover-boar", "clover-plain-1"}),
        ("flip", {"willow-lightning"}),
        ("capture", {"willow-lightning"}),
        ("yaku", {"clover-boar", "maple-deer", "peony-butterflies"}),
        ("decision", {"clover-boar", "maple-deer", "peony-butterflies"}),
    ]
    # the captured pair lies in A's pile once captured; the flip is turned up on the field
    player.go(2)
    b_pile, a_pile = regions(player.table.value, "kk-pile-region")
    assert {"clover-boar", "clover-plain-1"} <= set(faces(a_pile))
    player.go(3)
    assert "willow-lightning" in faces(region(player.table.value, "kk-field"))
    # the turn's last part: the teacher's narration and the engine's whole account
    player.go(6)
    assert words(player.narration.value).startswith(
        "The boar captures clover-plain-1 because both are bush clover, month 7")
    assert events(player) == [*TURN_1_EVENTS, "A calls koi-koi and plays on"]
    assert player.status_text == (
        "step 6 of 11: A calls koi-koi: the round goes on, for more points.")


def test_next_turn_and_go_turn_step_whole_turns():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.next_turn()
    assert (player.step, player.turn) == (6, 1)
    player.go(8)  # in the middle of turn 2: next_turn finishes it
    player.next_turn()
    assert (player.step, player.turn) == (11, 2)
    player.next_turn()  # nothing after the end
    assert player.step == 11
    player.go_turn(0)
    assert player.step == 0
    for bad in (3, -1, "1"):
        with pytest.raises(KoikoiError, match=f"turn must be a whole number from 0 to 2, "
                                              f"not {bad!r}"):
            player.go_turn(bad)
    assert player.step == 0


def test_the_last_step_shows_the_settlement_equation():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.last_button.click()
    assert player.step == 11
    assert events(player) == TURN_2_EVENTS
    assert why(player) == "B's pile now makes Moon viewing 5: a new or better yaku."
    assert highlighted(player) == {"pampas-moon", "chrysanthemum-cup"}
    settlement = region(player.table.value, "koikoi-settlement")
    assert words(ET.tostring(settlement, encoding="unicode")).startswith("B wins 10 points")
    math = next(t for t in settlement.iter("table") if t.get("role") == "math")
    assert math.get("aria-label") == "5 (tsukimi) × 2 (rival called koi-koi) = 10"
    assert nav(player) == (True, True, False, False)
    assert player.status_text == (
        "step 11 of 11: B's pile now makes Moon viewing 5: a new or better yaku. (B wins 10)")
    assert repr(player) == "<ScenarioPlayer boar-deer-butterflies step 11/11>"
    player.prev()  # the capture before the winning yaku shows no settlement yet
    assert "koikoi-settlement" not in player.table.value


def test_prev_first_and_the_slider_move_both_ways():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.slider.value = 11
    assert player.step == 11 and player.status_text.startswith("step 11 of 11: ")
    player.prev_button.click()
    assert player.step == 10 and player.slider.value == 10
    player.first_button.click()
    assert player.step == 0 and player.slider.value == 0
    player.prev()  # nothing before the start
    assert player.step == 0
    player.slider.value = 6
    assert player.step == 6 and events(player)[-1] == "A calls koi-koi and plays on"
    player.go(11)
    player.next()  # nothing after the end
    assert player.step == 11


def test_go_refuses_a_step_that_does_not_exist_and_stays_put():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.go(1)
    before = (player.table.value, player.status_text)
    for bad in (12, -1, "1", True):
        with pytest.raises(KoikoiError,
                           match=f"step must be a whole number from 0 to 11, not {bad!r}"):
            player.go(bad)
    assert player.step == 1 and (player.table.value, player.status_text) == before


def test_the_same_step_gives_the_same_html():
    one, two = ScenarioPlayer("boar-deer-butterflies"), ScenarioPlayer("boar-deer-butterflies")
    one.last()
    one.first()
    one.next()
    two.go(1)
    for part in ("title", "table", "narration", "explanation", "events", "step_text",
                 "status"):
        assert getattr(one, part).value == getattr(two, part).value


SCENARIOS = [name.removesuffix(".toml") for name in library()]


def check_parts(player: ScenarioPlayer, prev_next: bool) -> None:
    """Each step shows its part: its cards highlighted, why in the player's language, its
    name; with ``prev_next``, Prev then Next comes back to the same view."""
    lang, parts = player.lang, [part for _, part in player._parts]
    assert player.steps == len(parts)
    for k, part in enumerate(parts, 1):
        player.go(k)
        assert highlighted(player) == set(part.cards), (player.name, k)
        assert why(player) == " ".join(part_text(part, lang).split())
        assert catalogue.say(f"part.name.{part.kind.value}", lang) in player.step_text.value
        if prev_next:
            here = view(player)
            player.prev()
            player.next()
            assert view(player) == here, (player.name, k)
    # the last step is the engine's round after the last turn
    assert not parts or player.replay.round.settlement == parts[-1].round.settlement


@pytest.mark.parametrize("name", SCENARIOS)
def test_every_library_scenario_steps_its_parts(name):
    check_parts(ScenarioPlayer(name), prev_next=True)


@pytest.mark.parametrize("lang", ["ru", "uk", "ja"])
@pytest.mark.parametrize("name", ["boar-deer-butterflies", "capture-choice-flip",
                                  "capture-all-four", "draw-after-koikoi"])
def test_the_parts_are_told_in_the_players_language(name, lang):
    check_parts(ScenarioPlayer(name, lang=lang), prev_next=False)


def test_a_dealt_scenario_starts_with_the_deal_events():
    player = ScenarioPlayer("misdeal")
    assert player.steps == 0 and nav(player) == (False, False, False, False)
    assert events(player) == [
        "A deals: 8 cards to each hand, 8 to the field, 24 left in the stock",
        "misdeal: all 4 cards of a month are on the field; redeal with the same dealer",
    ]
    assert player.status_text == "step 0 of 0: the starting position; no winner"
    assert player.turn == 0


def test_words_follow_lang():
    player = ScenarioPlayer("boar-deer-butterflies", lang="ru")
    assert [b.description for b in (player.first_button, player.prev_button,
                                    player.next_button, player.last_button)] == [
        "В начало", "Назад", "Вперёд", "В конец"]
    player.go(6)
    assert player.status_text == ("шаг 6 из 11: A объявляет кои-кои: раунд продолжается ради "
                                  "новых очков.")
    assert words(player.step_text.value) == "шаг 6 из 11 · ход 1: решение"


# -- asking the decision ---------------------------------------------------------------


def test_ask_mode_stops_at_the_decision_and_hides_it():
    player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    assert not shown(player.question_box) and not shown(player.feedback_box)
    for _ in range(5):
        player.next_button.click()
    assert not player.asking and player.step == 5  # the yaku: no question yet
    player.next_button.click()
    assert player.asking and player.step == 6
    assert repr(player) == "<ScenarioPlayer boar-deer-butterflies step 6/11, asking>"
    assert shown(player.question_box)
    assert words(player.question.value) == ("You are A: stop now, or call koi-koi and "
                                            "play on?")
    # the turn up to the decision, and not the narration, which tells the choice
    assert events(player) == TURN_1_EVENTS
    assert why(player) == "A's pile now makes Boar, deer, butterflies 5: a new or better yaku."
    assert player.narration.value == ""
    assert words(ET.tostring(region(player.table.value, "kk-turn"), encoding="unicode")) == (
        "A decides: stop or koi-koi?")
    assert nav(player) == (True, True, False, False)
    assert player.status_text == "step 6 of 11: A decides: stop or koi-koi?"
    player.next()  # the question waits for an answer
    assert player.asking and player.step == 6


def test_answering_as_the_scenario_did():
    player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    player.next_turn()
    player.koikoi_button.click()
    assert not player.asking and not shown(player.question_box)
    assert player.feedback_text == "You chose koi-koi, as A did in this scenario."
    assert words(player.feedback.value) == player.feedback_text
    assert events(player) == [*TURN_1_EVENTS, "A calls koi-koi and plays on"]
    assert words(player.narration.value).startswith("The boar captures clover-plain-1")
    assert player.status_text == "step 6 of 11: You chose koi-koi, as A did in this scenario."
    assert nav(player) == (True, True, True, True)
    # an answered decision is not asked again
    player.first()
    player.last()
    assert player.step == 11 and not player.asking
    player.go(6)
    assert player.feedback_text == "You chose koi-koi, as A did in this scenario."


def test_answering_the_other_way():
    player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    player.slider.value = 9  # jumping past a decision stops at it
    assert player.asking and player.step == 6 and player.slider.value == 6
    player.stop_button.click()
    assert player.feedback_text == "You chose stop; A chose koi-koi in this scenario."
    assert events(player)[-1] == "A calls koi-koi and plays on"


def test_leaving_a_question_unanswered_asks_it_again():
    player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    player.last()
    assert player.asking and player.step == 6
    player.prev_button.click()
    assert not player.asking and player.step == 5 and not shown(player.question_box)
    player.next()
    assert player.asking


def test_answer_refuses_bad_input_and_changes_nothing():
    player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    with pytest.raises(KoikoiError, match="no koi-koi decision to answer at step 0 of 11"):
        player.answer("stop")
    player.next_turn()
    with pytest.raises(KoikoiError, match="answer \"stop\" or \"koi-koi\", not 'koikoi'"):
        player.answer("koikoi")
    assert player.asking and player.step == 6


def test_every_decision_is_asked_in_turn():
    # escalating rules: A decides at turns 1, 3 and 5 (koi-koi, koi-koi, stop)
    player = ScenarioPlayer("escalating-koikoi", ask=True)
    asked = []
    for choice in ("koi-koi", "stop", "stop"):
        player.last()
        asked.append((player.step, player.turn))
        player.answer(choice)
    assert asked == [(6, 1), (16, 3), (26, 5)]
    assert player.feedback_text == "You chose stop, as A did in this scenario."
    assert player.step == 26 and player.status_text == (
        "step 26 of 26: You chose stop, as A did in this scenario.")


def test_no_questions_without_ask():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.next_turn()
    assert not player.asking and not shown(player.question_box)
    assert not shown(player.feedback_box) and player.feedback_text == ""


# -- the other branch ------------------------------------------------------------------


def test_the_other_branch_loads_at_the_decision():
    player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    player.next_turn()
    player.answer("stop")
    assert shown(player.branch_button)
    assert player.branch_button.description == "show the other branch"
    assert player.branch_button.tooltip == STOP_TITLE
    player.branch_button.click()
    assert repr(player) == "<ScenarioPlayer boar-deer-butterflies-stop step 6/6>"
    assert words(player.title.value) == STOP_TITLE
    assert player.slider.max == 6 and nav(player) == (True, True, False, False)
    assert player.feedback_text == "You chose stop, as A did in this scenario."
    assert events(player) == [*TURN_1_EVENTS, "A stops",
                              "A stops: 5 (inoshikacho) = 5"]
    assert words(ET.tostring(region(player.table.value, "koikoi-settlement"),
                             encoding="unicode")).startswith("A wins 5 points")
    # and back again
    assert player.branch_button.tooltip == KOIKOI_TITLE
    player.branch_button.click()
    assert repr(player) == "<ScenarioPlayer boar-deer-butterflies step 6/11>"
    assert player.feedback_text == "You chose stop; A chose koi-koi in this scenario."


def test_branches_are_found_by_the_play_not_the_name():
    # the koi-koi example as unnamed text still finds its stop branch in the library
    player = ScenarioPlayer(library_text("boar-deer-butterflies"), ask=True)
    player.next_turn()
    player.answer("koi-koi")
    assert shown(player.branch_button) and player.branch_button.tooltip == STOP_TITLE
    # the same turn from another position (A holds pine-plain-2, not pine-plain-1) has none
    other = library_text("boar-deer-butterflies").replace(
        'A.hand = ["clover-boar", "pine-plain-1"]', 'A.hand = ["clover-boar", "pine-plain-2"]')
    assert other != library_text("boar-deer-butterflies")
    player = ScenarioPlayer(other, ask=True)
    player.next_turn()
    player.answer("koi-koi")
    assert not shown(player.branch_button)
    with pytest.raises(KoikoiError, match="step 6 of 11 has no other branch to show"):
        player.switch_branch()
    assert repr(player) == f"<ScenarioPlayer {loads(other).title} step 6/11>"


def test_backticked_ids_in_the_narration_are_shown_as_code():
    player = ScenarioPlayer("capture-choice")
    player.next_turn()
    narration = player.narration.value
    assert "`" not in narration and "<code>take</code>" in narration


def test_a_library_scenario_is_narrated_in_the_players_language():
    player = ScenarioPlayer("boar-deer-butterflies", lang="ru")
    assert "A объявляет кои-кои" in player.title.value
    player.next_turn()
    assert "Кабан забирает простую хаги" in player.narration.value
    # in English the scenario speaks its own words
    assert "The boar" in ScenarioPlayer("boar-deer-butterflies").replay.steps[0].say


def test_a_stored_player_shows_a_snapshot_of_its_view():
    player = ScenarioPlayer("boar-deer-butterflies")
    bundle, metadata = player._repr_mimebundle_()
    # live view for a kernel, static HTML for a stored notebook, the repr for text
    assert set(bundle) == {"application/vnd.jupyter.widget-view+json", "text/html",
                           "text/plain"}
    assert bundle["text/html"] == player.snapshot() and metadata == {}
    shown = parse(player.snapshot())
    assert player.table.value in player.snapshot() and player.narration.value in player.snapshot()
    assert [b.text for b in shown.iter("button")] == ["First", "Prev", "Next", "Last"]
    assert all(b.get("disabled") is not None for b in shown.iter("button"))
    before = faces(shown)
    player.go(3)  # the flip: the snapshot shows the part, the willow turned up
    after = parse(player.snapshot())
    assert "step 3 of 11 · turn 1: flip" in "".join(after.itertext())
    assert faces(after) != before and "willow-lightning" in faces(after)


def test_the_engines_account_is_folded_under_a_line_that_counts_it():
    # A step's sentence shows; the events of the turn fold under "what happened (n)", so a
    # step and its table fit a slide. Folded is still in the page: a click, or a reader.
    player = ScenarioPlayer("boar-deer-butterflies")
    player.go_turn(1)
    account = region(player.events.value, "kk-events")
    assert account.tag == "details" and account.get("open") is None
    summary = account.find("summary")
    assert summary.text == f"what happened ({len(events(player))})" and len(events(player)) > 2
    player.first()
    assert region(player.events.value, "kk-events").tag == "div"  # nothing to fold
