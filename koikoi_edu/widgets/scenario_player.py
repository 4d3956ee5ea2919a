"""Step through a worked scenario card by card: the table, the narration, the engine's why.

A :class:`ScenarioPlayer` plays any scenario of the library, a teacher's own file
or TOML text. Step 0 is the starting position; every later step is one part of a
turn (:mod:`koikoi_edu.trace`): the play, its capture, the flip, its capture, the
yaku the turn formed and the decision, each with the table as it stands after it,
the cards it is about highlighted and a sentence saying why. The last part of a
turn adds the teacher's narration of the turn; the last step shows the settlement
as an equation::

    >>> from koikoi_edu.widgets.scenario_player import ScenarioPlayer
    >>> player = ScenarioPlayer("boar-deer-butterflies")
    >>> player.next()
    >>> player
    <ScenarioPlayer boar-deer-butterflies step 1/11>
    >>> player.status_text
    'step 1 of 11: A plays “bush clover: boar” from the hand. It matches “bush clover: plain” \
on the field, the same month (7, bush clover).'

``steps`` counts the parts of every turn, so the two turns of this example are
eleven steps. :meth:`~ScenarioPlayer.next_turn` finishes the turn shown (or plays
the next one) and :meth:`~ScenarioPlayer.go_turn` shows the end of any turn::

    >>> player.go_turn(1)
    >>> player.step, player.turn
    (6, 1)

With ``ask=True`` the player stops at every koi-koi decision and asks the
learner "stop or koi-koi?" first; the answer is compared with what the
scenario's player chose, and when the library also plays the same position the
other way (``boar-deer-butterflies-stop``), a button shows that branch::

    >>> player = ScenarioPlayer("boar-deer-butterflies", ask=True)
    >>> player.next_turn()
    >>> player
    <ScenarioPlayer boar-deer-butterflies step 6/11, asking>
    >>> player.answer("stop")
    >>> player.feedback_text
    'You chose stop; A chose koi-koi in this scenario.'
    >>> player.switch_branch()
    >>> player
    <ScenarioPlayer boar-deer-butterflies-stop step 6/6>

At every decision an "Ask the advisor" button opens a
:class:`~koikoi_edu.widgets.advisor.KoikoiAdvisor` below the table, on the round
as it stood at the decision; it closes when the player moves to another step::

    >>> player.open_advisor()
    <KoikoiAdvisor A at turn 13: not asked>

The widget holds no game logic: the turns are replayed by
:meth:`~koikoi_edu.scenario.Scenario.replay` and taken apart by
:func:`~koikoi_edu.trace.turn_parts`, and the table, yaku and settlement are
drawn by :mod:`koikoi_edu.render.table`. Every change is announced in the
``aria-live`` status line.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from html import escape
from os import PathLike
from pathlib import Path

import ipywidgets as widgets

from ..errors import KoikoiError, quoted
from ..render.events import event_text, part_text
from ..render.table import table_html
from ..round import DECISIONS, KOIKOI, STOP, Event, Phase, Round
from ..rules import Rules
from ..scenario import Scenario, library, load, load_library, load_named, loads, narration
from ..trace import Part, PartKind, turn_parts
from ..words import say
from .advisor import KoikoiAdvisor
from .base import KoikoiWidget, button, prose

__all__ = ["ScenarioPlayer"]


def _say(key: str, lang: str, **fields: object) -> str:
    return say(f"player.{key}", lang, **fields)


def _resolve(scenario: Scenario | str | PathLike[str], lang: str) -> Scenario:
    """A scenario from a library name, a file path, TOML text or a Scenario itself.

    Text with a newline or an ``=`` can only be TOML; an existing file, or a name
    that looks like a path, is read as a file; anything else is a library name, so
    a mistyped name is answered with the list of names to choose from. A library
    scenario comes with its narration in ``lang`` where the library has one.
    """
    if isinstance(scenario, Scenario):
        return scenario
    if isinstance(scenario, PathLike):
        return load(scenario)
    if not isinstance(scenario, str):
        raise KoikoiError(f"a scenario is a library name, a .toml path, TOML text or a "
                          f"Scenario, not {type(scenario).__name__}")
    if "\n" in scenario or "=" in scenario:
        return loads(scenario)
    return load_named(scenario, lang)


def _name(scenario: Scenario) -> str:
    """What the repr calls a scenario: its file's stem, or its title for TOML text."""
    source = Path(scenario.source)
    return source.stem if source.suffix == ".toml" else scenario.title


@dataclass(frozen=True)
class _Line:
    """A shipped scenario as the engine plays it: how its round began and every action."""

    name: str
    title: str
    rules: Rules
    start: dict
    actions: tuple[int, ...]


@functools.cache
def _library_lines() -> tuple[_Line, ...]:
    """Every shipped scenario's line of play, read once: the library is installed data."""
    lines = []
    for file in library():
        scenario = load_library(file)
        end = scenario.replay().round
        lines.append(_Line(file.removesuffix(".toml"), scenario.title, scenario.rules,
                           end.start, tuple(end.actions)))
    return tuple(lines)


def _other_branch(rules: Rules, start: dict, actions: list[int]) -> _Line | None:
    """The shipped scenario that starts from the same position under the same rules and
    plays the same ``actions`` up to the last one, a decision, and then decides the
    other way. Branches are found by the play itself, never by their file names."""
    *before, decision = actions
    wanted = (*before, STOP if decision == KOIKOI else KOIKOI)
    for line in _library_lines():
        if line.rules == rules and line.start == start and line.actions[:len(wanted)] == wanted:
            return line
    return None


class ScenarioPlayer(KoikoiWidget):
    """Steps through a scenario part by part: First / Prev / Next / Last, a step slider,
    the table after the part, why it happened, the narration and the engine's events.

    ``scenario`` is a library name (``"boar-deer-butterflies"``), a path to a
    ``.toml`` file, TOML text or a :class:`~koikoi_edu.scenario.Scenario`; a bad
    one raises the :class:`~koikoi_edu.errors.ScenarioError` that names the
    problem. ``open_hands`` shows both hands face up (the teaching view), and
    ``ask`` asks the learner every koi-koi decision before revealing it.
    """

    def __init__(self, scenario: Scenario | str | PathLike[str], *, lang: str = "en",
                 scale: float = 1.0, open_hands: bool = True, ask: bool = False) -> None:
        super().__init__(lang=lang, scale=scale)
        self.open_hands = open_hands
        self.ask = ask
        self._step = 0
        self._asking = False
        self._answers: dict[int, str] = {}  # step -> the learner's answer there
        self._feedback = ""
        self._loading = False  # True while a scenario is loaded (see _load)
        self._branch: _Line | None = None  # the other branch of the answered decision
        self._advisor: KoikoiAdvisor | None = None
        self._advisor_step = 0  # the step the open advisor belongs to

        self.title = widgets.HTML()
        self.first_button = button(_say("first", lang), _say("first_tip", lang))
        self.prev_button = button(_say("prev", lang), _say("prev_tip", lang))
        self.next_button = button(_say("next", lang), _say("next_tip", lang))
        self.last_button = button(_say("last", lang), _say("last_tip", lang))
        # no readout: the "step 3 of 9" text beside it says the same in words
        self.slider = widgets.IntSlider(min=0, max=0, description=_say("step", lang),
                                        continuous_update=False, readout=False)
        self.step_text = widgets.HTML()
        self.question = widgets.HTML()
        self.stop_button = button(say("decision.stop", lang))
        self.koikoi_button = button(say("decision.koi-koi", lang))
        self.feedback = widgets.HTML()
        self.branch_button = button(_say("branch", lang))
        self.advisor_button = button(_say("advisor", lang), _say("advisor_tip", lang))
        self.advisor_box = widgets.VBox()
        self.narration = widgets.HTML()
        self.explanation = widgets.HTML()
        self.events = widgets.HTML()
        self.table = widgets.HTML()

        # Classes for a page's style sheet and for the browser test to find the parts by.
        self.add_class("kk-scenario-player")
        for part in ("title", "step_text", "question", "feedback", "narration", "explanation",
                     "events", "table"):
            getattr(self, part).add_class(f"kk-player-{part.replace('_', '-')}")

        self.on_click(self.first_button, self.first)
        self.on_click(self.prev_button, self.prev)
        self.on_click(self.next_button, self.next)
        self.on_click(self.last_button, self.last)
        self.on_change(self.slider, self._on_slider)
        self.on_click(self.stop_button, self.answer, "stop")
        self.on_click(self.koikoi_button, self.answer, "koi-koi")
        self.on_click(self.branch_button, self.switch_branch)
        self.on_click(self.advisor_button, self.open_advisor)

        self.question_box = widgets.VBox([self.question,
                                          widgets.HBox([self.stop_button, self.koikoi_button])])
        self.feedback_box = widgets.HBox([self.feedback, self.branch_button])
        # A step and its table fit a 1280x720 slide: the title, the controls, the step and
        # the advisor share one row (wrapping when the title is long), and the folded
        # account shares one with the status line, above the table where the eye already is.
        self.children = [
            widgets.HBox([self.title, self.first_button, self.prev_button, self.next_button,
                          self.last_button, self.slider, self.step_text, self.advisor_button],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
            self.question_box, self.feedback_box, self.narration, self.explanation,
            widgets.HBox([self.events, self.status]), self.table, self.advisor_box,
        ]
        self._load(_resolve(scenario, lang), 0)

    # -- driving from code ------------------------------------------------------------

    @property
    def step(self) -> int:
        """The step shown: 0 is the starting position, ``steps`` the end."""
        return self._step

    @property
    def steps(self) -> int:
        """How many steps the scenario has: one per part of every turn (play, capture,
        flip, capture, yaku, decision), so a turn is four to six steps."""
        return len(self._parts)

    @property
    def turn(self) -> int:
        """The turn the step shown belongs to: 0 at the start, then 1, 2, ..."""
        return self._parts[self._step - 1][0] if self._step else 0

    @property
    def asking(self) -> bool:
        """True while the learner is asked a koi-koi decision (``ask=True``)."""
        return self._asking

    def first(self) -> None:
        """Show the starting position."""
        self.go(0)

    def prev(self) -> None:
        """Show the step before (while asking: leave the question unanswered)."""
        if self._step:
            self.go(self._step - 1)

    def next(self) -> None:
        """Show the next part of the turn; while a question waits, it waits for
        :meth:`answer`."""
        if not self._asking and self._step < self.steps:
            self.go(self._step + 1)

    def next_turn(self) -> None:
        """Finish the turn shown, or at its end play the next one whole."""
        if not self._asking and self._step < self.steps:
            self.go_turn(self._parts[self._step][0])

    def go_turn(self, t: int) -> None:
        """Show the end of turn ``t`` (0: the starting position), as :meth:`go` does."""
        turns = len(self.replay.steps)
        if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t <= turns:
            raise KoikoiError(message="widget.turn", turns=turns, value=quoted(t))
        self.go(max((n for n, (k, _) in enumerate(self._parts, 1) if k == t), default=0))

    def last(self) -> None:
        """Show the end of the scenario (or the first decision still to answer)."""
        self.go(self.steps)

    def go(self, n: int) -> None:
        """Show step ``n``. With ``ask=True`` it stops at the first decision on the way
        that the learner has not answered yet, and asks it."""
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= self.steps:
            raise KoikoiError(message="widget.step", steps=self.steps, value=quoted(n))
        unanswered = [k for k in self._decision_steps() if k <= n and k not in self._answers]
        self._asking = bool(unanswered)
        self._step = unanswered[0] if unanswered else n
        self._show()

    def answer(self, choice: str) -> None:
        """The learner's decision at the question: ``"stop"`` or ``"koi-koi"``.

        The step is then revealed, with whether the scenario's player chose the same.
        """
        if choice not in DECISIONS:
            raise KoikoiError(message="widget.answer", value=quoted(choice))
        if not self._asking:
            raise KoikoiError(message="no-question", k=self._step, n=self.steps)
        self._answers[self._step] = choice
        self._asking = False
        self._show()

    def switch_branch(self) -> None:
        """Load the library's other branch of the decision just answered, at the same step.

        The branches play the same parts up to the decision, so the step is the same.
        """
        if self._branch is None:
            raise KoikoiError(message="no-branch", k=self._step, n=self.steps)
        # The branches share every step before the decision: those answers still hold.
        self._answers = {k: a for k, a in self._answers.items() if k <= self._step}
        self._load(load_library(self._branch.name, self.lang), self._step)

    def open_advisor(self) -> KoikoiAdvisor:
        """Open the advisor below the table on the decision of the step shown.

        The decision part shows the table after the decision, so the advisor gets the
        round of the part before it, the engine's round at the decision itself.
        Refused at a step without a decision.
        """
        k = self._step
        if not self._at_decision(k):
            raise KoikoiError(_say("no_advice", self.lang, k=k, n=self.steps))
        self._close_advisor()
        self._advisor = KoikoiAdvisor(self._moment(k).round, lang=self.lang, scale=self.scale)
        self._advisor_step = k
        self.advisor_box.children = [self._advisor]
        return self._advisor

    # -- what is shown ----------------------------------------------------------------

    @property
    def advisor(self) -> KoikoiAdvisor | None:
        """The advisor opened at this step, or None."""
        return self._advisor

    @property
    def feedback_text(self) -> str:
        """The verdict on the learner's answer, as plain text ("" when there is none)."""
        return self._feedback

    def describe(self) -> str:
        where = f"{self.name} step {self._step}/{self.steps}"
        return f"{where}, asking" if self._asking else where

    def _load(self, scenario: Scenario, step: int) -> None:
        self.scenario = scenario
        self.name = _name(scenario)
        self.replay = scenario.replay()
        self._parts: list[tuple[int, Part]] = []  # (turn number, part), one per step
        before = self.replay.start
        for t, played in enumerate(self.replay.steps, 1):
            actions = played.round.actions[len(before.actions):]
            self._parts += [(t, part) for part in turn_parts(before, actions)]
            before = played.round
        self.title.value = (f'<div class="kk-title" role="heading" aria-level="2" style="'
                            f'font-weight:bold;font-size:{1.3 * self.scale:g}em">'
                            f"{escape(scenario.title)}</div>")
        self._close_advisor()  # another scenario: its decisions are its own
        # A smaller maximum may push the slider's value down: that is no move of the
        # learner's, so the slider is not listened to until the step is shown.
        self._loading = True
        self.slider.max = self.steps
        self._loading = False
        self._step = step
        self._show()

    def _on_slider(self, change: dict) -> None:
        if not self._loading and change["new"] != self._step:
            self.go(change["new"])

    def _at_decision(self, k: int) -> bool:
        """Whether step ``k`` is a koi-koi decision (asked or already made)."""
        return k > 0 and self._parts[k - 1][1].kind is PartKind.DECISION

    def _close_advisor(self) -> None:
        if self._advisor is not None:
            self._advisor.close()
            self._advisor = None
            self.advisor_box.children = []

    def _decision_steps(self) -> list[int]:
        if not self.ask:
            return []
        return [n for n in range(1, self.steps + 1) if self._at_decision(n)]

    def _moment(self, k: int) -> Part:
        """The part before the decision of step ``k``: the yaku that asks for it, on the
        engine's round at the decision."""
        part = self._parts[k - 2][1]
        assert part.round.phase is Phase.DECIDE  # a decision follows the yaku that asks it
        return part

    def _turn_events(self, k: int) -> list[Event]:
        """The engine's events of step ``k``'s turn, up to and including step ``k``."""
        t, events = self._parts[k - 1][0], list[Event]()
        for turn, part in self._parts[:k]:
            if turn == t:
                events += [e for e in part.events if not any(e is seen for seen in events)]
        return events

    def _show(self) -> None:
        """Draw the current step (or the decision moment while asking) everywhere."""
        k, n, lang = self._step, self.steps, self.lang
        where = _say("step_of", lang, k=k, n=n)
        label, why, say = where, "", ""
        highlight: tuple[str, ...] = ()
        if k == 0:
            rnd, events = self.replay.start, self.replay.start.log
        else:
            t, part = self._parts[k - 1]
            label = f"{where} · {_say('part', lang, turn=t, part=say_part(part, lang))}"
            if self._asking:  # the table at the decision, without the narration's answer
                shown_part, events = self._moment(k), self._turn_events(k - 1)
            else:
                shown_part, events = part, self._turn_events(k)
                if k == n or self._parts[k][0] != t:  # the turn's last part: its narration
                    say = self.replay.steps[t - 1].say
            rnd, highlight = shown_part.round, shown_part.cards
            why = part_text(shown_part, lang)

        self.slider.value = k
        self.step_text.value = f'<span class="kk-step">{escape(label)}</span>'
        self.first_button.disabled = self.prev_button.disabled = k == 0
        self.next_button.disabled = self.last_button.disabled = k == n or self._asking

        self._show_question(k)
        self._show_feedback(k)
        if self._advisor_step != k:  # the advisor belongs to the step it was opened at
            self._close_advisor()
        self.advisor_button.layout.display = None if self._at_decision(k) else "none"
        # the widget's own line height is one control's height; prose needs its own, and lines
        # up to 64em, most of a slide's width, so a step's story takes three lines, not five
        self.narration.value = (f'<div class="kk-say" style="font-size:{1.05 * self.scale:g}em;'
                                f'line-height:1.45;max-width:64em">{prose(say)}</div>'
                                if say else "")
        self.explanation.value = self._why_html(why)
        # an empty HTML widget still takes a line in the live view: hidden, it takes none
        for shown in (self.narration, self.explanation):
            shown.layout.display = None if shown.value else "none"
        self.events.value = self._events_html(events)
        self.table.value = table_html(rnd, lang=lang, scale=self.scale,
                                      open_hands=self.open_hands, highlight=highlight)
        self.set_status(f"{where}: {self._feedback or self._summary(k, why, rnd)}")

    def _summary(self, k: int, why: str, rnd: Round) -> str:
        """The step in a sentence, and how the round ended once it has."""
        lang = self.lang
        if k == 0:
            said = _say("start", lang)
        elif self._asking:
            said = _say("asking", lang, seat=self._parts[k - 1][1].seat)
        else:
            said = why
        s = rnd.settlement
        if s is None:
            return said
        won = _say("wins", lang, seat=s.winner, points=s.points) if s.winner else (
            _say("no_winner", lang))
        return f"{said} ({won})" if k else f"{said}; {won}"

    def _show_question(self, k: int) -> None:
        self.question_box.layout.display = None if self._asking else "none"
        if self._asking:
            seat = self._parts[k - 1][1].seat
            self.question.value = (f'<div class="kk-question" style="font-weight:bold;'
                                   f'font-size:{1.1 * self.scale:g}em">'
                                   f"{escape(_say('question', self.lang, seat=seat))}</div>")

    def _show_feedback(self, k: int) -> None:
        """The verdict on an answered decision, and the other branch when there is one."""
        self._feedback, self._branch = "", None
        if k in self._answers and not self._asking:
            t, part = self._parts[k - 1]
            turn, lang, seat = self.replay.steps[t - 1].turn, self.lang, part.seat
            mine, theirs = self._answers[k], turn.decide
            choice = say(f"decision.{mine}", lang)
            self._feedback = (
                _say("same", lang, choice=choice, seat=seat) if mine == theirs else
                _say("differ", lang, choice=choice, seat=seat,
                     theirs=say(f"decision.{theirs}", lang)))
            self._branch = _other_branch(self.scenario.rules, self.replay.start.start,
                                         self.replay.steps[t - 1].round.actions)
        self.feedback.value = (f'<div class="kk-feedback" style="font-size:'
                               f'{1.05 * self.scale:g}em">{escape(self._feedback)}</div>'
                               if self._feedback else "")
        self.feedback_box.layout.display = None if self._feedback else "none"
        self.branch_button.layout.display = None if self._branch else "none"
        self.branch_button.tooltip = (
            narration(self.lang).get(self._branch.name, {}).get("title", self._branch.title)
            if self._branch else _say("branch", self.lang))

    def _why_html(self, why: str) -> str:
        """Why the part shown happened, in a sentence above the engine's events."""
        if not why:
            return ""
        return (f'<div class="kk-why" style="font-size:{1.05 * self.scale:g}em;'
                f'font-weight:bold;line-height:1.45;max-width:64em">{escape(why)}</div>')

    def _events_html(self, events: list[Event] | tuple[Event, ...]) -> str:
        """The engine's explanation of the turn so far, one event a line, folded under a
        "what happened (4)" line: the sentence above says the step, and a step with its
        table then fits a slide; a click unfolds the whole account."""
        label = _say("happened", self.lang)
        size = f"font-size:{self.scale:g}em"
        if not events:
            return (f'<div class="kk-events" role="group" aria-label="{escape(label)}">'
                    f'<div class="kk-nothing" style="{size};font-style:italic">'
                    f"{escape(_say('nothing', self.lang))}</div></div>")
        named = self.scenario.rules.akatan_cards
        items = "".join(f'<li data-kind="{escape(e.kind)}">'
                        f"{escape(event_text(e, self.lang, named))}</li>" for e in events)
        return (f'<details class="kk-events" role="group" aria-label="{escape(label)}" '
                f'style="{size};line-height:1.45"><summary>{escape(label)} ({len(events)})'
                f'</summary><ol class="kk-event-list" style="margin:0">{items}</ol></details>')


def say_part(part: Part, lang: str) -> str:
    """The name of a part of a turn: "play", "capture", "flip", "yaku", "decision"."""
    return say(f"part.name.{part.kind.value}", lang)

