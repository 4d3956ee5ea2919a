"""The ScenarioPlayer widget, driven as a learner drives it: buttons, slider, answers.

Every assertion reads what the widget shows (its HTML values, button states and
status line), worked out by hand from the scenario files: the boar-deer-butterflies
example of docs/rules.md section 3 and its stop branch. A step is one part of a
turn: A's turn 1 is steps 1-6 (play, capture, flip, capture, yaku, decision), B's
turn 2 steps 7-11 (the yaku wins at once, so there is no decision).
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from importlib import resources
from pathlib import Path

import pytest
from helpers import live_buttons, live_controls, live_line, unpack_pictures

from koikoi_edu import words as catalogue
from koikoi_edu.cards import card
from koikoi_edu.errors import KoikoiError, ScenarioError
from koikoi_edu.round import Phase
from koikoi_edu.scenario import library, load_library, loads
from koikoi_edu.widgets.scenario_player import ScenarioPlayer
from koikoi_edu.words import part_text

SVG = "{http://www.w3.org/2000/svg}"
KOIKOI_TITLE = "Boar, deer and butterflies: A must choose, stop or koi-koi"
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
    "5 (tsukimi) × 2 (rival called koi-koi) = 10",
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
    return [
        s.get("data-card")
        for s in el.iter(f"{SVG}svg")
        if "koikoi-card" in s.get("class", "") and "back" not in s.get("class", "")
    ]


def highlighted(player: ScenarioPlayer) -> set[str]:
    """The cards the table outlines in gold."""
    return {
        s.get("data-card")
        for s in parse(piece(player, "table")).iter(f"{SVG}svg")
        if "highlighted" in s.get("class", "").split()
    }


def events(player: ScenarioPlayer) -> list[str]:
    """The engine's explanation of the turn so far, as shown."""
    return [li.text for li in parse(piece(player, "events")).iter("li")]


def why(player: ScenarioPlayer) -> str:
    """The sentence saying why the part shown happened: the narration line."""
    return live_line(player.view.html, "narration")


PIECES = (
    "title",
    "table",
    "narration",
    "explanation",
    "events",
    "step_text",
    "question",
    "feedback",
)


def piece(player: ScenarioPlayer, name: str) -> str:
    """One piece of the live markup (what the old children showed, now in one view):
    ``title``, ``step_text`` (where the bar says it is), ``explanation`` (the narration
    line: the step's sentence, or the verdict on an answer, ``feedback``), ``narration``
    (the teacher's words: the note line, "" when there is none), ``table``, ``question``
    (the question at the table, "" when none is asked) and ``events`` (after the table)."""
    html = player.view.html
    if name in ("explanation", "feedback", "narration"):
        kind = "note" if name == "narration" else "narration"
        found = re.search(rf'<div class="kk-{kind}[ "].*?</div>', html, re.S)
        return "" if found is None else found.group(0)
    if name == "title":
        return re.search(r'<div class="kk-title".*?</div>', html, re.S).group(0)
    if name == "step_text":
        return re.search(r'<span class="kk-step".*?</span>', html, re.S).group(0)
    events = html.rindex("<", 0, html.index('class="kk-events"'))
    if name == "events":
        return html[events : -len("</div>")]
    table = html[html.index('<div class="koikoi-table"') : events]
    if name == "question":
        found = regions(table, "kk-question")
        return "" if not found else ET.tostring(found[0], encoding="unicode")
    return table


def label(player: ScenarioPlayer, control: str) -> str:
    """The words on a control of the bar."""
    return html.unescape(
        re.search(rf'data-control="{control}"[^>]*>([^<]*)<', player.view.html).group(1)
    )


def tip(player: ScenarioPlayer, control: str) -> str:
    [b] = [b for b in live_buttons(player.view.html) if b.get("data-control") == control]
    return html.unescape(b["title"])


def slider(player: ScenarioPlayer) -> dict[str, int]:
    """The step slider's value and maximum, as the bar draws it."""
    [bar] = [b for b in live_buttons(player.view.html) if b.get("data-control") == "step"]
    return {"value": int(bar["value"]), "max": int(bar["max"])}


def sentence(player: ScenarioPlayer) -> str:
    """The status line without the note line after it (the teacher's narration)."""
    note = player.note_text
    return player.status_text.removesuffix(f" {note}") if note else player.status_text


def view(player: ScenarioPlayer) -> tuple[str, ...]:
    return (player.view.html, player.status_text)


def words(html: str) -> str:
    return " ".join("".join(parse(html).itertext()).split())


def nav(player: ScenarioPlayer) -> tuple[bool, bool, bool, bool]:
    """Which of First, Prev, Next, Last can be pressed."""
    on = live_controls(player.view.html)
    return (on["first"], on["prev"], on["next"], on["last"])


# -- loading ---------------------------------------------------------------------------


def test_loads_from_a_library_name():
    player = ScenarioPlayer("boar-deer-butterflies")
    assert player.steps == 11 and player.step == 0 and player.turn == 0
    assert words(piece(player, "title")) == KOIKOI_TITLE
    assert repr(player) == "<ScenarioPlayer boar-deer-butterflies step 0/11>"


def test_loads_from_a_path_as_text_or_path(tmp_path: Path):
    file = tmp_path / "my-lesson.toml"
    file.write_text(library_text("boar-deer-butterflies-stop"), encoding="utf-8")
    for given in (str(file), file):
        player = ScenarioPlayer(given)
        assert repr(player) == "<ScenarioPlayer my-lesson step 0/6>"
        assert words(piece(player, "title")) == STOP_TITLE


def test_loads_from_toml_text_and_from_a_scenario():
    by_text = ScenarioPlayer(library_text("boar-deer-butterflies"))
    # TOML text has no file name: the repr names it by its title
    assert repr(by_text) == f"<ScenarioPlayer {KOIKOI_TITLE} step 0/11>"
    by_object = ScenarioPlayer(load_library("boar-deer-butterflies-stop"))
    assert repr(by_object) == "<ScenarioPlayer boar-deer-butterflies-stop step 0/6>"


@pytest.mark.parametrize(
    ("given", "message"),
    [
        (
            "boar-deer-buterflies",
            "no scenario 'boar-deer-buterflies' in the library; choose one of ",
        ),
        ("lessons/missing.toml", "lessons/missing.toml: cannot read the file: "),
        (
            'title = "x"\n[position]\nA.hand = ["pine-crane"]\nB.hand = ["pine-plain-2"]\n'
            '[[turn]]\nplay = "pine-plain-2"\n',
            "<text>: turn 1: `pine-plain-2` is not in A's hand",
        ),
    ],
)
def test_bad_scenarios_are_refused_with_the_loaders_one_line_message(given, message):
    with pytest.raises(ScenarioError) as refused:
        ScenarioPlayer(given)
    assert str(refused.value).startswith(message)
    assert "\n" not in str(refused.value)


def test_other_bad_input_is_refused_by_name():
    with pytest.raises(TypeError, match="not int"):
        ScenarioPlayer(3)
    with pytest.raises(ValueError, match="'klingon'"):
        ScenarioPlayer("boar-deer-butterflies", lang="klingon")
    with pytest.raises(ValueError, match="scale must be a positive number up to 10, not 0"):
        ScenarioPlayer("boar-deer-butterflies", scale=0)


def test_scale_sizes_the_words_and_the_table():
    big = ScenarioPlayer("boar-deer-butterflies", scale=2)
    assert "font-size:2.3em" in piece(big, "title")  # 1.15em at scale 1
    assert piece(big, "table") != ScenarioPlayer("boar-deer-butterflies").table.value


# -- stepping --------------------------------------------------------------------------


def test_step_0_is_the_starting_position():
    player = ScenarioPlayer("boar-deer-butterflies")
    assert words(piece(player, "step_text")) == "step 0 of 11"
    assert piece(player, "narration") == ""
    assert why(player) == "the starting position"  # said once, in the narration line
    assert words(piece(player, "events")) == "no moves yet"
    assert highlighted(player) == set()
    # open hands: both face up, B's at the top and A's at the bottom, in month order
    hands = [
        faces(el)
        for el in parse(piece(player, "table")).iter()
        if "kk-hand" in el.get("class", "").split()
    ]
    assert hands == [["iris-plain-1", "chrysanthemum-plain-1"], ["pine-plain-1", "clover-boar"]]
    assert faces(region(piece(player, "table"), "kk-field")) == [
        "cherry-plain-1",
        "clover-plain-1",
        "chrysanthemum-cup",
    ]
    assert nav(player) == (False, False, True, True)
    assert player.status_text == "step 0 of 11: the starting position"
    assert re.search(
        r'<div class="kk-narration"[^>]*role="status" aria-live="polite"', player.view.html
    )


def test_next_shows_the_play_and_the_card_it_matches():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.view.click("control", "next")
    assert player.step == 1 and slider(player)["value"] == 1 and player.turn == 1
    assert words(piece(player, "step_text")) == "step 1 of 11 · turn 1: play"
    assert why(player) == (
        "A plays “bush clover: boar” from the hand. It matches “bush "
        "clover: plain” on the field, the same month (7, bush clover)."
    )
    # the boar still in A's hand, the clover on the field; no narration until the turn ends
    assert highlighted(player) == {"clover-boar", "clover-plain-1"}
    b_hand, a_hand = regions(piece(player, "table"), "kk-hand")  # B's at the top
    assert "clover-boar" in faces(a_hand) and "clover-plain-1" in faces(
        region(piece(player, "table"), "kk-field")
    )
    assert piece(player, "narration") == ""
    assert events(player) == TURN_1_EVENTS[:1]
    assert nav(player) == (True, True, True, True)
    assert player.status_text == f"step 1 of 11: {why(player)}"
    assert repr(player) == "<ScenarioPlayer boar-deer-butterflies step 1/11>"


def test_the_parts_of_a_turn_one_next_at_a_time():
    player = ScenarioPlayer("boar-deer-butterflies")
    seen = []
    for _ in range(6):
        player.next()
        seen.append((words(piece(player, "step_text")).split(": ")[1], highlighted(player)))
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
    b_pile, a_pile = regions(piece(player, "table"), "kk-pile-region")
    assert {"clover-boar", "clover-plain-1"} <= set(faces(a_pile))
    player.go(3)  # the flip is turned up in its own place, beside the field
    assert "willow-lightning" not in faces(region(piece(player, "table"), "kk-field"))
    assert faces(region(piece(player, "table"), "kk-pending")) == ["willow-lightning"]
    # the turn's last part: the teacher's narration and the engine's whole account
    player.go(6)
    assert words(piece(player, "narration")).startswith(
        "The boar captures “bush clover: plain” because both are bush clover, month 7"
    )
    assert events(player) == [*TURN_1_EVENTS, "A calls koi-koi and plays on"]
    assert sentence(player) == (
        "step 6 of 11: A calls koi-koi: the round goes on, for more points."
    )


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
        with pytest.raises(
            KoikoiError, match=f"turn must be a whole number from 0 to 2, not {bad!r}"
        ):
            player.go_turn(bad)
    assert player.step == 0


def test_the_last_step_shows_the_settlement_equation():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.view.click("control", "last")
    assert player.step == 11
    assert events(player) == TURN_2_EVENTS
    assert why(player) == "B's pile now makes Moon viewing 5: a new or better yaku. (B wins 10)"
    assert highlighted(player) == {"pampas-moon", "chrysanthemum-cup"}
    settlement = region(piece(player, "table"), "koikoi-settlement")
    assert words(ET.tostring(settlement, encoding="unicode")).startswith("B wins 10 points")
    math = next(t for t in settlement.iter("table") if t.get("role") == "math")
    assert math.get("aria-label") == "5 (tsukimi) × 2 (rival called koi-koi) = 10"
    assert nav(player) == (True, True, False, False)
    assert sentence(player) == (
        "step 11 of 11: B's pile now makes Moon viewing 5: a new or better yaku. (B wins 10)"
    )
    assert repr(player) == "<ScenarioPlayer boar-deer-butterflies step 11/11>"
    player.prev()  # the capture before the winning yaku shows no settlement yet
    assert "koikoi-settlement" not in piece(player, "table")


def test_prev_first_and_the_slider_move_both_ways():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.view.click("step", "11")
    assert player.step == 11 and player.status_text.startswith("step 11 of 11: ")
    player.view.click("control", "prev")
    assert player.step == 10 and slider(player)["value"] == 10
    player.view.click("control", "first")
    assert player.step == 0 and slider(player)["value"] == 0
    player.prev()  # nothing before the start
    assert player.step == 0
    player.view.click("step", "6")
    assert player.step == 6 and events(player)[-1] == "A calls koi-koi and plays on"
    player.go(11)
    player.next()  # nothing after the end
    assert player.step == 11


def test_go_refuses_a_step_that_does_not_exist_and_stays_put():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.go(1)
    before = (piece(player, "table"), player.status_text)
    for bad in (12, -1, "1", True):
        with pytest.raises(
            KoikoiError, match=f"step must be a whole number from 0 to 11, not {bad!r}"
        ):
            player.go(bad)
    assert player.step == 1 and (piece(player, "table"), player.status_text) == before


def test_the_same_step_gives_the_same_html():
    one, two = ScenarioPlayer("boar-deer-butterflies"), ScenarioPlayer("boar-deer-butterflies")
    one.last()
    one.first()
    one.next()
    two.go(1)
    for part in PIECES:
        assert piece(one, part) == piece(two, part)
    assert one.view.html == two.view.html and one.status_text == two.status_text


SCENARIOS = [name.removesuffix(".toml") for name in library()]


def said_with_result(part, lang: str) -> str:
    """The narration line of a part: its sentence, and how the round ended once it has."""
    said, s = " ".join(part_text(part, lang).split()), part.round.settlement
    if s is None:
        return said
    won = (
        catalogue.say("player.wins", lang, seat=s.winner, points=s.points)
        if s.winner
        else catalogue.say("player.no-winner", lang)
    )
    return f"{said} ({won})"


def check_parts(player: ScenarioPlayer, prev_next: bool) -> None:
    """Each step shows its part: its cards highlighted, why in the player's language, its
    name; with ``prev_next``, Prev then Next comes back to the same view."""
    lang, parts = player.lang, [part for _, part in player._parts]
    assert player.steps == len(parts)
    for k, part in enumerate(parts, 1):
        player.go(k)
        assert highlighted(player) == set(part.cards), (player.name, k)
        assert why(player) == said_with_result(part, lang)
        assert catalogue.say(f"part.name.{part.kind.value}", lang) in piece(player, "step_text")
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
@pytest.mark.parametrize(
    "name",
    ["boar-deer-butterflies", "capture-choice-flip", "capture-all-four", "draw-after-koikoi"],
)
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
    assert [label(player, c) for c in ("first", "prev", "next", "last")] == [
        "В начало",
        "Назад",
        "Вперёд",
        "В конец",
    ]
    player.go(6)
    assert sentence(player) == (
        "шаг 6 из 11: A объявляет кои-кои: раунд продолжается ради новых очков."
    )
    assert words(piece(player, "step_text")) == "шаг 6 из 11 · ход 1: решение"


# -- asking the decision ---------------------------------------------------------------


def test_ask_mode_stops_at_the_decision_and_hides_it():
    player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    assert piece(player, "question") == "" and player.feedback_text == ""
    for _ in range(5):
        player.view.click("control", "next")
    assert not player.asking and player.step == 5  # the yaku: no question yet
    player.view.click("control", "next")
    assert player.asking and player.step == 6
    assert repr(player) == "<ScenarioPlayer boar-deer-butterflies step 6/11, asking>"
    assert piece(player, "question") != ""
    question = parse(piece(player, "question"))
    assert " ".join(question.find("div").find("div").itertext()) == (
        "You are A: stop now, or call koi-koi and play on?"
    )
    # Stop and Koi-koi at the table, in the question, and enabled
    assert [b.text for b in question.iter("button")] == ["stop", "koi-koi"]
    assert live_controls(piece(player, "question")) == {"stop": True, "koi-koi": True}
    # the turn up to the decision, and not the narration, which tells the choice
    assert events(player) == TURN_1_EVENTS
    assert why(player) == "A decides: stop or koi-koi?"  # the question is the step's sentence
    assert piece(player, "narration") == ""
    assert words(ET.tostring(region(piece(player, "table"), "kk-turn"), encoding="unicode")) == (
        "A decides: stop or koi-koi?"
    )
    assert nav(player) == (True, True, False, False)
    assert player.status_text == "step 6 of 11: A decides: stop or koi-koi?"
    player.next()  # the question waits for an answer
    assert player.asking and player.step == 6


def test_answering_as_the_scenario_did():
    player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    player.next_turn()
    player.view.click("control", "koi-koi")
    assert not player.asking and piece(player, "question") == ""
    assert player.feedback_text == "You chose koi-koi, as A did in this scenario."
    assert words(piece(player, "feedback")) == player.feedback_text
    assert events(player) == [*TURN_1_EVENTS, "A calls koi-koi and plays on"]
    assert words(piece(player, "narration")).startswith("The boar captures “bush clover: plain”")
    assert sentence(player) == "step 6 of 11: You chose koi-koi, as A did in this scenario."
    assert nav(player) == (True, True, True, True)
    # an answered decision is not asked again
    player.first()
    player.last()
    assert player.step == 11 and not player.asking
    player.go(6)
    assert player.feedback_text == "You chose koi-koi, as A did in this scenario."


def test_answering_the_other_way():
    player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    player.view.click("step", "9")  # jumping past a decision stops at it
    assert player.asking and player.step == 6 and slider(player)["value"] == 6
    player.view.click("control", "stop")
    assert player.feedback_text == "You chose stop; A chose koi-koi in this scenario."
    assert events(player)[-1] == "A calls koi-koi and plays on"


def test_leaving_a_question_unanswered_asks_it_again():
    player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    player.last()
    assert player.asking and player.step == 6
    player.view.click("control", "prev")
    assert not player.asking and player.step == 5 and piece(player, "question") == ""
    player.next()
    assert player.asking


def test_answer_refuses_bad_input_and_changes_nothing():
    player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    with pytest.raises(KoikoiError, match="no koi-koi decision to answer at step 0 of 11"):
        player.answer("stop")
    player.next_turn()
    with pytest.raises(KoikoiError, match='answer "stop" or "koi-koi", not \'koikoi\''):
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
    assert player.step == 26 and sentence(player) == (
        "step 26 of 26: You chose stop, as A did in this scenario."
    )


def test_no_questions_without_ask():
    player = ScenarioPlayer("boar-deer-butterflies")
    player.next_turn()
    assert not player.asking and piece(player, "question") == ""
    assert player.feedback_text == ""


# -- the other branch ------------------------------------------------------------------


def test_the_other_branch_loads_at_the_decision():
    player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    player.next_turn()
    player.answer("stop")
    assert live_controls(player.view.html)["branch"]
    assert label(player, "branch") == "show the other branch"
    assert tip(player, "branch") == STOP_TITLE
    player.view.click("control", "branch")
    assert repr(player) == "<ScenarioPlayer boar-deer-butterflies-stop step 6/6>"
    assert words(piece(player, "title")) == STOP_TITLE
    assert slider(player)["max"] == 6 and nav(player) == (True, True, False, False)
    assert player.feedback_text == "You chose stop, as A did in this scenario."
    assert events(player) == [*TURN_1_EVENTS, "A stops", "A stops: 5 (inoshikacho) = 5"]
    assert words(
        ET.tostring(region(piece(player, "table"), "koikoi-settlement"), encoding="unicode")
    ).startswith("A wins 5 points")
    # and back again
    assert tip(player, "branch") == KOIKOI_TITLE
    player.view.click("control", "branch")
    assert repr(player) == "<ScenarioPlayer boar-deer-butterflies step 6/11>"
    assert player.feedback_text == "You chose stop; A chose koi-koi in this scenario."


def test_branches_are_found_by_the_play_not_the_name():
    # the koi-koi example as unnamed text still finds its stop branch in the library
    player = ScenarioPlayer(library_text("boar-deer-butterflies"), ask=True)
    player.next_turn()
    player.answer("koi-koi")
    assert live_controls(player.view.html)["branch"] and tip(player, "branch") == STOP_TITLE
    # the same turn from another position (A holds pine-plain-2, not pine-plain-1) has none
    other = library_text("boar-deer-butterflies").replace(
        'A.hand = ["clover-boar", "pine-plain-1"]', 'A.hand = ["clover-boar", "pine-plain-2"]'
    )
    assert other != library_text("boar-deer-butterflies")
    player = ScenarioPlayer(other, ask=True)
    player.next_turn()
    player.answer("koi-koi")
    assert "branch" not in live_controls(player.view.html)
    with pytest.raises(KoikoiError, match="step 6 of 11 has no other branch to show"):
        player.switch_branch()
    assert repr(player) == f"<ScenarioPlayer {loads(other).title} step 6/11>"


def test_backticked_ids_in_the_narration_are_shown_as_code():
    player = ScenarioPlayer("capture-choice")
    player.next_turn()
    narration = piece(player, "narration")
    assert "`" not in narration and "<code>take</code>" in narration


def test_a_library_scenario_is_narrated_in_the_players_language():
    player = ScenarioPlayer("boar-deer-butterflies", lang="ru")
    assert "A выбирает, остановиться или объявить кои-кои" in piece(player, "title")
    player.next_turn()
    assert "Кабан забирает простую карту хаги" in piece(player, "narration")
    # in English the scenario speaks its own words
    assert "The boar" in ScenarioPlayer("boar-deer-butterflies").replay.steps[0].say


def test_a_stored_player_shows_a_snapshot_of_its_view():
    player = ScenarioPlayer("boar-deer-butterflies")
    bundle, metadata = player._repr_mimebundle_()
    # live view for a kernel, static HTML for a stored notebook, the repr for text
    assert set(bundle) == {"application/vnd.jupyter.widget-view+json", "text/html", "text/plain"}
    assert bundle["text/html"] == player.snapshot() and metadata == {}
    shown = parse(player.snapshot())
    # the same table and words, the cards pictures, not buttons
    assert piece(player, "explanation") in player.snapshot()
    assert faces(shown) == faces(parse(piece(player, "table")))
    assert 'class="kk-card' not in player.snapshot()
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
    account = region(piece(player, "events"), "kk-events")
    assert account.tag == "details" and account.get("open") is None
    summary = account.find("summary")
    assert summary.text == f"what happened ({len(events(player))})" and len(events(player)) > 2
    player.first()
    assert region(piece(player, "events"), "kk-events").tag == "div"  # nothing to fold


def test_the_other_branch_is_a_round_of_the_same_month():
    # a month yaku scores the same cards differently in another month, so a scenario of
    # another month is not the other branch, however alike its play
    from koikoi_edu.round import KOIKOI
    from koikoi_edu.widgets.scenario_player import _library_lines, _other_branch

    koikoi = next(line for line in _library_lines() if line.name == "boar-deer-butterflies")
    decided = list(koikoi.actions[: koikoi.actions.index(KOIKOI) + 1])  # up to the call
    found = _other_branch(koikoi.rules, koikoi.month, koikoi.start, decided)
    assert found is not None and found.name == "boar-deer-butterflies-stop"
    assert _other_branch(koikoi.rules, koikoi.month % 12 + 1, koikoi.start, decided) is None


# -- a guided round handed over: the learner plays on with hints --------------------------


def guided(lang: str = "en") -> ScenarioPlayer:
    """Lesson 00's guided round: A's first two turns coached, then played on."""
    return ScenarioPlayer(
        "first-round", play="A", coach=True, open_hands=False, turns=4, then="beginner", lang=lang
    )


def through_the_script(player: ScenarioPlayer) -> None:
    """Click every card the coaching asks for and step on to the scenario's last step."""
    for _ in range(100):
        q = player.scene.question
        if q is not None and q.scripted:
            player.click(q.scripted[0])
        elif player.step < player.steps:
            player.next()
        else:
            return
    pytest.fail("the scripted part did not end in 100 clicks")


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "ja", "romaji"])
def test_the_guided_round_hands_over_after_its_last_scripted_move(lang):
    """The first four turns are the scenario's; Next at the last step hands the same round
    (the same cards in the same places) to the learner, with the coaching line saying so
    and the hint's card lit, against the beginner level."""
    player = guided(lang)
    through_the_script(player)
    end = load_library("first-round").replay().steps[3].round
    assert player.free_play is None and player.step == player.steps
    assert player.turn == 4  # B's second turn is the last one scripted
    next_control = {c.id: c for c in player.scene.controls}["next"]
    assert next_control.enabled and next_control.primary  # Next goes on past the script
    player.next()
    table = player.free_play
    assert table is not None and player.children == (table,)
    r = table.round
    assert (r.hand(0), r.hand(1), r.field, r.stock) == (
        end.hand(0),
        end.hand(1),
        end.field,
        end.stock,
    )
    assert (table.human, table.level, table.hints, table.coach) == ("A", "beginner", True, True)
    said = catalogue.say("guided.your-turn", lang)
    assert table.note_text.startswith(said) and len(table.note_text) > len(said) + 10
    assert table.scene.hint and table.scene.hint <= table.scene.pick  # a good move lit
    assert repr(player).startswith("<ScenarioPlayer first-round step 16/16, played on: ")


def test_the_learner_moves_freely_after_the_hand_over_and_the_round_is_settled():
    """Any legal card is accepted, not only the move the full scenario plays next; the
    computer answers; the hint is on at each of the learner's moves; an illegal click
    is refused with the rule and changes nothing; and the round plays to its settlement."""
    player = guided()
    through_the_script(player)
    player.next()
    table = player.free_play
    scripted = load_library("first-round").turns[4].play  # the full scenario's next card
    free = sorted(table.scene.pick - {scripted})[0]
    before = (list(table.round.actions), table.round.hand(0), table.round.field)
    player.click("clover-boar")  # B's card
    assert table.note_text == "`clover-boar` is not in A's hand"
    assert (list(table.round.actions), table.round.hand(0), table.round.field) == before
    player.click(free)
    assert table.round.actions[len(before[0])] == card(free).index
    b_hand = len(table.round.hand(1))
    for _ in range(60):
        r = table.round
        if r.is_terminal():
            break
        if table.watching:
            table.last()
            continue
        assert table.scene.hint or r.phase is Phase.DECIDE
        assert table.note_text  # the hint's line
        if r.phase is Phase.DECIDE:
            table.view.click("control", "koi-koi")
        else:
            player.click(sorted(table.scene.pick)[-1])
    else:
        pytest.fail("the round did not end in 60 moves")
    assert table.round.settlement is not None
    assert len(table.round.hand(1)) < b_hand  # the computer answered
    table.last()
    assert "the round is over" in table.status_text


def test_then_is_refused_for_a_round_already_over_or_an_unknown_level():
    with pytest.raises(ValueError, match="over"):
        ScenarioPlayer("first-round", play="A", then="beginner")
    with pytest.raises(ValueError, match="level"):
        ScenarioPlayer("first-round", play="A", turns=4, then="grandmaster")
    for turns in (0, 9, "4", True):
        with pytest.raises(ValueError, match="turns counts 1 to 5"):
            ScenarioPlayer("first-round", play="A", turns=turns)
