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
:func:`~koikoi_edu.trace.turn_parts`; each step is a scene
(:mod:`koikoi_edu.render.scene`), which says what is shown and what a click may
answer, drawn alike live and in a stored page. Every change is announced in the
``aria-live`` status line.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass, replace
from os import PathLike
from pathlib import Path

from .. import words
from ..errors import KoikoiError
from ..inputs import excerpt, quoted
from ..message import Msg
from ..players import LEVELS
from ..render.html import Html
from ..render.live import Bar, Control
from ..render.notes import events_html, narration_html, why_html
from ..render.scene import (
    Moment,
    Question,
    Scene,
    question_text,
    scene,
    scripted_question,
    verdict,
)
from ..round import DECISIONS, KOIKOI, SEATS, STOP, Event, Phase, Round
from ..rules import Rules
from ..scenario import Scenario, library, load, load_library, load_named, loads, narration
from ..trace import Part, PartKind, turn_parts
from ..words import say
from .advisor import KoikoiAdvisor
from .base import step_number
from .play_table import PlayTable
from .table_view import TableWidget, control

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
        raise TypeError(
            f"a scenario is a library name, a .toml path, TOML text or a "
            f"Scenario, not {type(scenario).__name__}"
        )
    if "\n" in scenario or "=" in scenario:
        return loads(scenario)
    return load_named(scenario, lang)


def _name(scenario: Scenario) -> str:
    """What the repr calls a scenario: its file's stem, or its title for TOML text."""
    source = Path(scenario.source)
    return source.stem if source.suffix == ".toml" else scenario.title


@dataclass(frozen=True)
class _Line:
    """A shipped scenario as the engine plays it: how its round began (in which month,
    for a month yaku) and every action."""

    name: str
    title: str
    rules: Rules
    month: int
    start: dict
    actions: tuple[int, ...]


@functools.cache
def _library_lines() -> tuple[_Line, ...]:
    """Every shipped scenario's line of play, read once: the library is installed data."""
    lines = []
    for file in library():
        scenario = load_library(file)
        end = scenario.replay().round
        lines.append(
            _Line(
                file.removesuffix(".toml"),
                scenario.title,
                scenario.rules,
                scenario.month,
                end.start,
                tuple(end.actions),
            )
        )
    return tuple(lines)


def _other_branch(rules: Rules, month: int, start: dict, actions: list[int]) -> _Line | None:
    """The shipped scenario that starts from the same position under the same rules, in
    the same month, and plays the same ``actions`` up to the last one, a decision, and
    then decides the other way. Branches are found by the play itself, never by their
    file names."""
    *before, decision = actions
    wanted = (*before, STOP if decision == KOIKOI else KOIKOI)
    for line in _library_lines():
        if (line.rules, line.month, line.start) == (rules, month, start) and line.actions[
            : len(wanted)
        ] == wanted:
            return line
    return None


class ScenarioPlayer(TableWidget):
    """Steps through a scenario part by part on the live table: First / Prev / Next /
    Last and a step slider in one bar over it, the step's sentence under them, the
    table after the part, the teacher's narration at the end of each turn and the
    engine's events folded under the table.

    ``scenario`` is a library name (``"boar-deer-butterflies"``), a path to a
    ``.toml`` file, TOML text or a :class:`~koikoi_edu.scenario.Scenario`; a bad
    one raises the :class:`~koikoi_edu.errors.ScenarioError` that names the
    problem. ``open_hands`` shows both hands face up (the teaching view), and
    ``ask`` asks the learner every koi-koi decision before revealing it.

    ``play`` names the seats whose moves the learner makes ("your move"): before
    each part of such a seat's turn that a learner can guess (the card played, the
    field card its capture takes, the card the flip takes, the decision), the
    player waits for a click on the table; a move due on the table on screen (the
    first play at step 0, the take after a play) is asked right there. The cards
    offered are the legal ones: the lesson's own is right; another is accepted as
    legal, with what the lesson's move does instead, and the lesson goes on with its
    own line; any other card is refused by the rule that refuses it. With ``coach``
    the teacher's narration of such a turn comes first, as a coaching line (a guided
    round); without it, after the turn as usual.

    ``turns`` shows only the scenario's first turns (all of them by default). With
    ``then``, a computer level (:data:`~koikoi_edu.players.LEVELS`), the round goes on
    once those turns are shown: Next at the last step hands the same round over to
    the learner, who plays the ``play`` seat freely against that computer on a
    :class:`~koikoi_edu.widgets.play_table.PlayTable` with the hint shown at every
    move, until the round is settled (``free_play``)::

        >>> guided = ScenarioPlayer("first-round", play="A", coach=True, turns=4,
        ...                         then="beginner")
        >>> while guided.free_play is None:  # click what the coaching asks, or Next
        ...     q = guided.scene.question
        ...     guided.click(q.scripted[0]) if q and q.scripted else guided.next()
        >>> guided
        <ScenarioPlayer first-round step 16/16, played on: teaching vs greedy, A to play, turn 1>
    """

    def __init__(
        self,
        scenario: Scenario | str | PathLike[str],
        *,
        lang: str = "en",
        scale: float = 1.0,
        open_hands: bool = True,
        ask: bool = False,
        play: str = "",
        coach: bool = False,
        turns: int | None = None,
        then: str = "",
    ) -> None:
        super().__init__(lang=lang, scale=scale)
        if not isinstance(play, str) or any(seat not in SEATS for seat in play):
            raise ValueError(f"play names seats A and B, not {excerpt(play)}")
        if then and (then not in LEVELS or len(play) != 1):
            raise ValueError(
                f"then names a level ({', '.join(LEVELS)}) to play one seat against, "
                f"not {excerpt(then)} with play={excerpt(play)}"
            )
        self.open_hands = open_hands
        self.ask = ask
        self.play_seats = play
        self.coach = coach
        self.turns = turns
        self.then = then
        self.free_play: PlayTable | None = None  # the round played on, once handed over
        self._step = 0
        self._asking = False
        self._answers: dict[int, str] = {}  # step -> the learner's answer there
        self._feedback = ""
        self._branch: _Line | None = None  # the other branch of the answered decision
        self._advisor: KoikoiAdvisor | None = None
        self._advisor_step = 0  # the step the open advisor belongs to
        self.advisor_box = self.below()
        self.add_class("kk-scenario-player")
        resolved = _resolve(scenario, lang)
        most = len(resolved.turns)
        if turns is not None and (
            not isinstance(turns, int) or isinstance(turns, bool) or not 0 < turns <= most
        ):
            raise ValueError(f"turns counts 1 to {most}, not {excerpt(turns)}")
        self._load(resolved, 0)
        if then and self._round_at(self.steps).is_terminal():
            raise ValueError("then plays the round on, but this scenario's round is over")

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
        :meth:`answer`. At the last step of a round that goes on (``then``), hand the
        round over to the learner."""
        if not self._asking and self._step < self.steps:
            self.go(self._step + 1)
        elif not self._asking and self.then and self.free_play is None:
            self._play_on()

    def _play_on(self) -> None:
        """Hand the round over to the learner after the last step: the same round goes
        on, from the table of that step, on a play table in this widget's place, the
        learner's seat against the ``then`` computer, the hint shown at every move; the
        coaching line says so."""
        table = PlayTable(
            self.then,
            position=self._round_at(self.steps),
            human=self.play_seats,
            coach=True,
            open_hands=self.open_hands,
            lang=self.lang,
            scale=self.scale,
        )
        hint = table.note_text
        table.set_note(f"{say('guided.your-turn', self.lang)} {hint[:1].upper()}{hint[1:]}", "hint")
        self._close_advisor()
        self.free_play = table
        self.children = [table]

    def next_turn(self) -> None:
        """Finish the turn shown, or at its end play the next one whole."""
        if not self._asking and self._step < self.steps:
            self.go_turn(self._parts[self._step][0])

    def go_turn(self, t: int) -> None:
        """Show the end of turn ``t`` (0: the starting position), as :meth:`go` does."""
        turns = len(self.replay.steps[: self.turns])
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
        unanswered = [k for k in self._question_steps() if k <= n and k not in self._answers]
        self._asking = bool(unanswered)
        self._step = unanswered[0] if unanswered else n
        self.clear_note()
        self._show()

    def answer(self, choice: str) -> None:
        """The learner's decision at the question: ``"stop"`` or ``"koi-koi"``.

        The step is then revealed, with whether the scenario's player chose the same.
        """
        if choice not in DECISIONS:
            raise KoikoiError(message="widget.answer", value=quoted(choice))
        if not self._asking or not self._at_decision(self._step):
            raise KoikoiError(message="no-question", k=self._step, n=self.steps)
        self._answers[self._step] = choice
        self._asking = False
        self._show()

    def click(self, card_id: str) -> None:
        """A click on a card, as the learner makes it on the table (the play table, once
        the round is handed over)."""
        if self.free_play is not None:
            self.free_play.click(card_id)
        else:
            self.view.click("card", card_id)

    def answer_click(self, kind: str, value: str) -> None:
        if kind == "card":
            self.guess(value)
        elif kind == "step":
            self.go(step_number(value, self.steps))
        elif value in DECISIONS:
            self.answer(value)
        else:
            control(
                value,
                {
                    "first": self.first,
                    "prev": self.prev,
                    "next": self.next,
                    "last": self.last,
                    "branch": self.switch_branch,
                    "advisor": self.open_advisor,
                },
            )()

    def guess(self, card_id: str) -> None:
        """The learner's card for the question on screen ("your move"): the hand card
        played, or the field card taken. A card the question accepts (a legal move) is
        the answer: the lesson's own is right, another is legal and told what the
        lesson's move does instead; the step is then shown. Any other card is refused
        with the rule that refuses it, and the question waits."""
        self.answer_card(card_id)

    def pick(self, card_id: str) -> None:
        assert self.scene is not None and self.scene.question is not None
        k = self._step if self._asking else self._step + 1  # the step the question is for
        other = verdict(self.scene.question, card_id, self.lang)
        self._answers[k] = card_id
        self._asking = False
        self._step = k
        # one drawing, the verdict in its note line
        self.set_note_quietly(
            other or say("widget.guess-right", self.lang), "info" if other else "right"
        )
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
            raise KoikoiError(Msg("player.no-advice", k=k, n=self.steps))
        self._close_advisor()
        self._advisor = KoikoiAdvisor(self._decided_on(k).round, lang=self.lang, scale=self.scale)
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
        if self.free_play is not None:
            return f"{where}, played on: {self.free_play.describe()}"
        return f"{where}, asking" if self._asking else where

    def snapshot(self) -> str:
        return super().snapshot() if self.free_play is None else self.free_play.snapshot()

    def _load(self, scenario: Scenario, step: int) -> None:
        self.scenario = scenario
        self.name = _name(scenario)
        self.replay = scenario.replay()
        self._parts: list[tuple[int, Part]] = []  # (turn number, part), one per step
        before = self.replay.start
        for t, played in enumerate(self.replay.steps[: self.turns], 1):
            actions = played.round.actions[len(before.actions) :]
            self._parts += [(t, part) for part in turn_parts(before, actions)]
            before = played.round
        self._close_advisor()  # another scenario: its decisions are its own
        self._step = step
        self._show()

    def _at_decision(self, k: int) -> bool:
        """Whether step ``k`` is a koi-koi decision (asked or already made)."""
        return k > 0 and self._parts[k - 1][1].kind is PartKind.DECISION

    def _close_advisor(self) -> None:
        if self._advisor is not None:
            self._advisor.close()
            self._advisor = None
            self.advisor_box.children = []

    def _question_steps(self) -> list[int]:
        """The steps asked before they are shown: decisions (``ask``), and the parts of
        the learner's seats that a click answers (``play``)."""
        asked = []
        for n, (_, part) in enumerate(self._parts, 1):
            if self._at_decision(n):
                if self.ask or part.seat in self.play_seats:
                    asked.append(n)
            elif part.seat in self.play_seats and self._question_of(n):
                asked.append(n)
        return asked

    def _question_of(self, k: int) -> Question | None:
        """The question before step ``k`` (a click or a decision), asked on the table of
        the step before."""
        return scripted_question(self._parts[k - 1][1], self._round_at(k - 1))

    def _round_at(self, k: int) -> Round:
        """The table of step ``k``."""
        return self._parts[k - 1][1].round if k else self.replay.start

    def _moment_at(self, k: int) -> Moment | None:
        """Step ``k`` as a moment of its turn (None: the starting position)."""
        if not k:
            return None
        t, part = self._parts[k - 1]
        coming = itertools.takewhile(lambda tp: tp[0] == t, self._parts[k:])
        return Moment(part, tuple(p for _, p in coming))

    def _question(self) -> Question | None:
        """What the step on screen asks: its own question, or (the learner's next move
        being due on this very table) the next step's, answered by a click here."""
        k = self._step
        if self._asking:
            return self._question_of(k)
        ahead = k + 1
        if ahead > self.steps or ahead in self._answers or self._at_decision(ahead):
            return None
        if ahead not in self._question_steps():
            return None
        q = self._question_of(ahead)
        return None if q is None else replace(q, text=None)

    def _waiting(self) -> Msg:
        """What the learner can do while no card is asked."""
        if self._asking:
            return Msg("error.must-decide")
        goes_on = self._step < self.steps or (self.then and self.free_play is None)
        return Msg("widget.must-step" if goes_on else "scene.at-end")

    def _decided_on(self, k: int) -> Part:
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
        """Draw the current step (or the question before it) on the table."""
        k, n, lang = self._step, self.steps, self.lang
        self._show_feedback(k)
        if self._advisor_step != k:  # the advisor belongs to the step it was opened at
            self._close_advisor()
        shown = self._scene()
        why = self._why()
        summary = self._feedback or self._summary(k, why, shown.round)
        where = _say("step-of", lang, k=k, n=n)
        self.set_status(f"{where}: {summary}")
        self._said = (self._told(shown.question), why)
        if self._said[0] and not self._note:
            self.set_note_quietly(self._said[0], "info")
        label = where
        if k:
            t, part = self._parts[k - 1]
            label = f"{where} · {_say('part', lang, turn=t, part=say_part(part, lang))}"
        bar = Bar(where=label, step=k, steps=n, narration=summary, title=self.scenario.title)
        self.show(bar, shown, after=self._events_html(self._events()))

    def _scene(self) -> Scene:
        """The step on screen as a scene: while a question waits, the table before it."""
        at = self._step - self._asking
        return scene(
            self._round_at(at),
            self._moment_at(at),
            0,
            question=self._question(),
            open_hands=self.open_hands,
            waiting=self._waiting(),
            controls=self._controls(),
        )

    def _controls(self) -> tuple[Control, ...]:
        k, n, lang, free = self._step, self.steps, self.lang, not self._asking
        ahead = k < n or bool(self.then)  # Next at the end plays the round on
        controls = [
            Control("first", _say("first", lang), _say("first-tip", lang), enabled=k > 0),
            Control("prev", _say("prev", lang), _say("prev-tip", lang), enabled=k > 0),
            Control(
                "next",
                _say("next", lang),
                _say("next-tip", lang),
                enabled=ahead and free,
                primary=ahead and free,
            ),
            Control("last", _say("last", lang), _say("last-tip", lang), enabled=k < n and free),
        ]
        if self._branch is not None:
            controls.append(Control("branch", _say("branch", lang), self._branch_tip()))
        if self._at_decision(k):
            controls.append(Control("advisor", _say("advisor", lang), _say("advisor-tip", lang)))
        return tuple(controls)

    def _why(self) -> str:
        """Why the part on screen happened ("" at the start and while a question waits)."""
        k = self._step
        return "" if not k or self._asking else words.part_text(self._parts[k - 1][1], self.lang)

    def _events(self) -> list[Event] | tuple[Event, ...]:
        """The engine's events of the turn on screen so far."""
        at = self._step - self._asking
        return self._turn_events(at) if at else self.replay.start.log

    def _told(self, question: Question | None) -> str:
        """The teacher's narration at this step: of a turn at its end, or with ``coach``,
        of the learner's turn before its first move (a coaching line)."""
        k = self._step
        lines = []
        if k and not self._asking:
            t, part = self._parts[k - 1]
            last_of_turn = k == self.steps or self._parts[k][0] != t
            if last_of_turn and not (self.coach and part.seat in self.play_seats):
                lines.append(self.replay.steps[t - 1].say)
        asked = k if self._asking else k + 1  # the step a question on screen is for
        if self.coach and question is not None and self._turn_starts(asked):
            lines.append(self.replay.steps[self._parts[asked - 1][0] - 1].say)
        return " ".join(line for line in lines if line)

    @property
    def narration(self) -> Html:
        """The teacher's narration shown at this step ("" where there is none)."""
        return narration_html(self._said[0], self.lang, self.scale)

    @property
    def explanation(self) -> Html:
        """Why the part shown happened, in a sentence ("" at the start)."""
        return why_html(self._said[1], self.scale)

    def _turn_starts(self, k: int) -> bool:
        """Whether step ``k`` is the first part of its turn."""
        return k == 1 or self._parts[k - 2][0] != self._parts[k - 1][0]

    def _summary(self, k: int, why: str, rnd: Round) -> str:
        """The step in a sentence, and how the round ended once it has."""
        lang = self.lang
        if k == 0:
            said = _say("start", lang)
        elif self._at_decision(k) and self._asking:
            said = _say("asking", lang, seat=self._parts[k - 1][1].seat)
        elif self._asking:
            question = self._question_of(k)
            assert question is not None  # a step is asked only where a click answers it
            said = question_text(question, lang)
        else:
            said = why
        s = rnd.settlement
        if s is None:
            return said
        won = (
            _say("wins", lang, seat=s.winner, points=s.points)
            if s.winner
            else (_say("no-winner", lang))
        )
        return f"{said} ({won})" if k else f"{said}; {won}"

    def _show_feedback(self, k: int) -> None:
        """The verdict on an answered decision, and the other branch when there is one."""
        self._feedback, self._branch = "", None
        if k in self._answers and not self._asking and self._at_decision(k):
            t, part = self._parts[k - 1]
            turn, lang, seat = self.replay.steps[t - 1].turn, self.lang, part.seat
            mine, theirs = self._answers[k], turn.decide
            choice = say(f"decision.{mine}", lang)
            self._feedback = (
                _say("same", lang, choice=choice, seat=seat)
                if mine == theirs
                else _say(
                    "differ", lang, choice=choice, seat=seat, theirs=say(f"decision.{theirs}", lang)
                )
            )
            self._branch = _other_branch(
                self.scenario.rules,
                self.scenario.month,
                self.replay.start.start,
                self.replay.steps[t - 1].round.actions,
            )

    def _branch_tip(self) -> str:
        assert self._branch is not None
        return narration(self.lang).get(self._branch.name, {}).get("title", self._branch.title)

    def _events_html(self, events: list[Event] | tuple[Event, ...]) -> str:
        """The engine's explanation of the turn so far, one event a line, folded under a
        "what happened (4)" line: the sentence above says the step, and a step with its
        table then fits a slide; a click unfolds the whole account."""
        lang, rules = self.lang, self.scenario.rules
        return events_html(
            _say("happened", lang),
            [(e.kind, words.event_text(e, lang, rules)) for e in events],
            _say("nothing", lang),
            self.scale,
        )


def say_part(part: Part, lang: str) -> str:
    """The name of a part of a turn: "play", "capture", "flip", "yaku", "decision"."""
    return say(f"part.name.{part.kind.value}", lang)
