"""Every click, slider and menu of every widget goes through the one refusal path.

Issue 10 item 7: a double click on ScenarioPlayer's stop button printed a traceback
into the notebook, because the button called its method directly. Two checks keep
every control on :meth:`KoikoiWidget.attempt <koikoi_edu.widgets.base.KoikoiWidget.attempt>`:
the widget modules wire controls only through ``on_click`` and ``on_change`` of the
base class, and random clicks on every control of every widget raise nothing. The
number of click sequences is the hypothesis profile's (``make fuzz`` runs many more).
"""

import ast
import math
import re
from datetime import date
from pathlib import Path

import ipywidgets as widgets
import pytest
from helpers import live_cards, live_controls
from hypothesis import given
from hypothesis import strategies as st

from koikoi_edu.cards import card
from koikoi_edu.errors import KoikoiError
from koikoi_edu.scenario import load_library
from koikoi_edu.widgets.advisor import KoikoiAdvisor
from koikoi_edu.widgets.flashcards import FlashcardDrill
from koikoi_edu.widgets.learning_check import LearningCheck
from koikoi_edu.widgets.multiplier_explorer import MultiplierExplorer
from koikoi_edu.widgets.play_table import PlayTable
from koikoi_edu.widgets.puzzle_view import PuzzleView
from koikoi_edu.widgets.scenario_player import ScenarioPlayer
from koikoi_edu.widgets.self_check import SelfCheck
from koikoi_edu.widgets.table_view import TableView
from koikoi_edu.widgets.warm_up import WarmUp
from koikoi_edu.widgets.yaku_calculator import YakuCalculator

WIDGETS = Path(__file__).resolve().parent.parent / "koikoi_edu" / "widgets"


def decision_round():
    r = load_library("boar-deer-butterflies").new_round(explain=False)
    r.apply_action(card("clover-boar").index)  # A holds inoshikacho and decides
    r.flip()
    return r


MAKERS = {
    "ScenarioPlayer": lambda: ScenarioPlayer("boar-deer-butterflies", ask=True),
    "ScenarioPlayer, misdeal": lambda: ScenarioPlayer("misdeal"),
    "PlayTable": lambda: PlayTable("random", seed=3, open_hands=True),
    "PlayTable, match": lambda: PlayTable("greedy", seed=5, match=True),
    "YakuCalculator": lambda: YakuCalculator(pile=["pine-crane", "cherry-curtain"]),
    "MultiplierExplorer": lambda: MultiplierExplorer(8, preset="escalating"),
    "KoikoiAdvisor": lambda: KoikoiAdvisor(decision_round(), playouts=50),
    "SelfCheck, choices": lambda: SelfCheck.which_take(
        "pine-crane", ["pine-plain-1", "pine-poetry"]
    ),
    "SelfCheck, number": lambda: SelfCheck.pile_points(
        ["pine-crane", "cherry-curtain", "pampas-moon"]
    ),
    "SelfCheck, cards": lambda: SelfCheck.which_captures(
        ["pine-plain-1", "maple-deer"], ["maple-blue"]
    ),
    "FlashcardDrill": lambda: FlashcardDrill(["pine-crane", "clover-boar"], seed=1),
    "WarmUp": lambda: WarmUp("03-a-turn", today=date(2026, 12, 6), limit=3),
    "LearningCheck": lambda: LearningCheck("final"),
    "PuzzleView": lambda: PuzzleView(theme="two-match-choice", count=3, seed=1),
    "PuzzleView, streak": lambda: PuzzleView(streak=True, seed=2),
    "PuzzleView, reveal": lambda: PuzzleView(theme="stop-now", count=2, seed=1, reveal=True),
    "SelfCheck, yaku": lambda: SelfCheck.which_yaku(
        ["maple-deer", "peony-butterflies", "clover-boar"]
    ),
}


def controls(widget: widgets.Widget) -> list[widgets.Widget]:
    """Every button and value control shown inside ``widget``, in display order."""
    found = []
    if isinstance(widget, TableView):  # the live table: its controls and cards
        found += [("control", c) for c in live_controls(widget.html) if c != "step"]
        found += [("card", c) for c in live_cards(widget.html)]
        steps = "step" in live_controls(widget.html)
        found += [("step", str(n)) for n in range(3)] if steps else []
        return [(widget, f) for f in found]
    if isinstance(widget, widgets.Button | widgets.ValueWidget) and not isinstance(
        widget, widgets.HTML | widgets.Label
    ):
        found.append(widget)
    for child in getattr(widget, "children", ()):
        found += controls(child)
    return found


def operate(control: widgets.Widget, draw: int) -> None:
    """Click a button, or give a control another value, as a learner could.

    A click runs the button's handlers directly: ipywidgets' own ``click`` would
    log an exception instead of raising it.
    """
    if isinstance(control, tuple):  # a click on the live table, as the browser sends it
        view, (kind, value) = control
        view.click(kind, value)
    elif isinstance(control, widgets.Button):
        for handler in control._click_handlers.callbacks:
            handler(control)
    elif isinstance(control, widgets.ToggleButton | widgets.Checkbox):
        control.value = not control.value
    elif isinstance(control, widgets.Dropdown):
        options = [value for _, value in control._options_full] or [None]
        control.value = options[draw % len(options)]
    elif isinstance(control, widgets.IntSlider):
        control.value = control.min + draw % (control.max - control.min + 1)
    elif isinstance(control, widgets.IntText):
        control.value = draw % 40 - 5
    elif isinstance(control, widgets.Text):  # a number typed, or something else
        control.value = ["", str(draw % 40 - 5), "seven", " 12 "][draw % 4]


@pytest.mark.parametrize("name", MAKERS)
@given(clicks=st.lists(st.integers(0, 10**6), min_size=1, max_size=12))
def test_random_clicks_on_every_control_raise_nothing(name, clicks):
    widget = MAKERS[name]()
    for draw in clicks:
        live = controls(widget)  # widgets redraw their buttons as the game moves
        operate(live[draw % len(live)], draw // len(live))
        repr(widget)  # the stored text output stays computable in every state


def test_a_double_click_on_stop_says_why_in_the_status_line():
    # issue 10's reproducer printed a traceback into the notebook
    p = ScenarioPlayer("boar-deer-butterflies", ask=True)
    p.next_turn()
    assert p.asking
    p.view.click("control", "stop")
    p.view.click("control", "stop")
    assert "no koi-koi decision to answer" in p.status_text


@pytest.mark.parametrize(
    "make, asked",
    [
        (lambda: PlayTable("random", seed=3), "play a card from the hand"),
        (
            lambda: watching(PlayTable("greedy", seed=1)),
            "the table still shows A's turn; press Next (or Skip to now) to see the rest first",
        ),
        (
            lambda: PuzzleView(theme="two-match-choice", count=1, seed=1),
            "choose which field card the played card takes",
        ),
    ],
    ids=["PlayTable", "PlayTable, watching", "PuzzleView"],
)
def test_stop_or_koikoi_while_no_decision_is_asked_is_refused_the_same_way(make, asked):
    """Both table widgets answer Stop and Koi-koi through TableWidget.answer_decision: with
    no decision on screen the click says what is asked instead and changes nothing."""
    widget = make()
    for choice in ("stop", "koi-koi"):
        before = repr(widget)
        widget.view.click("control", choice)
        assert widget.note_text == f"no decision is asked now: {asked}"
        assert repr(widget) == before


def watching(table: PlayTable) -> PlayTable:
    """``table`` after the learner's first play, showing the rest of the turn."""
    table.click(sorted(table.round.hand(0).ids())[0])
    while not table.watching:
        table.click(sorted(table.scene.pick)[0])
    return table


def test_widgets_wire_their_controls_only_through_the_refusal_path():
    for path in sorted(WIDGETS.glob("*.py")):
        if path.name == "base.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                # self.on_click, or the live table's self.view.on_click (TableWidget.attempt)
                assert (
                    node.func.attr not in ("on_click", "observe", "on_submit")
                    or (isinstance(node.func.value, ast.Name) and node.func.value.id == "self")
                    or (
                        ast.unparse(node.func.value) == "self.view"
                        and node.func.attr == "on_click"
                        and "self.attempt" in ast.unparse(node)
                    )
                ), (
                    f"{path.name}:{node.lineno}: wire controls with self.on_click or "
                    f"self.on_change, so that a refusal reaches the status line"
                )


@pytest.mark.parametrize(
    "make, error, message",
    [
        (lambda: YakuCalculator(scale="2"), ValueError, "scale must be a positive number"),
        (lambda: YakuCalculator(scale=math.inf), ValueError, "scale must be a positive number"),
        (lambda: YakuCalculator(scale=True), ValueError, "scale must be a positive number"),
        (
            lambda: ScenarioPlayer("goko", scale=math.nan),
            ValueError,
            "scale must be a positive number",
        ),
        (lambda: PlayTable(position="goko"), TypeError, "position must be a Round"),
        (lambda: MultiplierExplorer(lang="xx"), ValueError, "unknown language 'xx'"),
        (
            lambda: SelfCheck.which_take("pine-crane", ["maple-deer"]),
            ValueError,
            "`pine-crane` must match exactly two field cards",
        ),
    ],
)
def test_wrong_arguments_are_refused_as_the_programs_mistake(make, error, message):
    # a lesson's author passed them, not the learner: a ValueError or TypeError, in English
    with pytest.raises(error, match=re.escape(message)) as refused:
        make()
    assert not isinstance(refused.value, KoikoiError)


# What a hostile page could send for a click: text that is no step, no card and no
# control, a fraction, "NaN", a card's id where a step is expected, a negative step,
# digits of another script, and more digits than Python turns into an int (issue 37
# item 4: a "step" message with such a value escaped the refusal path).
FORGED_VALUES = ["abc", "", "1.5", "NaN", "pine-crane", "9" * 5000, "-1", "\u0663", " 2 ", "99"]
TABLES = ["ScenarioPlayer", "ScenarioPlayer, misdeal", "PlayTable", "PlayTable, match"]


def table_state(widget) -> tuple:
    """What a forged click must not change: the repr, and the round or the step shown."""
    moved = widget.round.actions if isinstance(widget, PlayTable) else widget.step
    return repr(widget), list(moved) if isinstance(moved, list) else moved


@pytest.mark.parametrize("name", TABLES)
@pytest.mark.parametrize("kind", ["step", "card", "control"])
def test_forged_messages_are_refused_in_the_note_line_and_change_nothing(name, kind):
    widget = MAKERS[name]()
    before = table_state(widget)
    for value in FORGED_VALUES:
        widget.view._message(widget.view, {"kind": kind, "value": value}, [])
        assert table_state(widget) == before, value
        assert widget.note_text, value  # refused, with its reason in the note line
        assert len(widget.note_text) < 200  # quoted, never echoed whole
    # no view sends a number Python cannot even print: it is no click at all
    widget.view._message(widget.view, {"kind": kind, "value": 10**5000}, [])
    assert table_state(widget) == before


@pytest.mark.parametrize("value", ["abc", "", "1.5", "NaN", "pine-crane", "9" * 5000])
def test_a_step_that_is_no_whole_number_is_refused_with_the_step_message(value):
    p = ScenarioPlayer("boar-deer-butterflies")
    p.go(2)
    p.view._message(p.view, {"kind": "step", "value": value}, [])
    assert p.step == 2
    assert p.note_text.startswith("step must be a whole number from 0 to 11, not '")


@given(value=st.one_of(st.text(max_size=30), st.integers(), st.floats()))
def test_random_step_messages_raise_nothing_and_go_only_to_a_step(value):
    p = ScenarioPlayer("boar-deer-butterflies")
    p.view._message(p.view, {"kind": "step", "value": value}, [])
    text = str(value) if isinstance(value, int) else value
    if isinstance(text, str) and text.isascii() and text.isdigit() and int(text) <= p.steps:
        assert p.step == int(text) and not p.note_text
    else:
        assert p.step == 0
        ignored = isinstance(value, float) or isinstance(value, int) and value.bit_length() >= 64
        assert ignored or p.note_text.startswith("step must be")
