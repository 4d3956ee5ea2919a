"""Self-checks: short exercises placed right after the idea they test.

A :class:`SelfCheck` asks one :class:`~koikoi_edu.quiz.Question` and lets the
learner answer it: a whole number typed in an empty box, or a pick among cards
(drawn as cards), yaku names, stop or koi-koi, or a few texts. A miss is not the
end: the first one earns a hint and a retry, and only the second (or the "Show
answer" button) shows the answer with its explanation (:class:`~koikoi_edu.quiz.
Attempts` keeps that protocol; this widget only draws it). The right answer always
comes from the engine: the factories below compute it, so a lesson never types an
answer in by hand::

    check = SelfCheck.pile_points(["maple-deer", "peony-butterflies", "clover-boar"])
    check.answer(4)        # drives it from code, as the tests do: a miss, the hint
    check.answer(5)
    check.correct          # True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

import ipywidgets as widgets

from .. import learner, quiz
from ..quiz import Attempts, Kind, Question, Stage
from ..render.cards import card_html, cards_html
from ..render.table import table_html
from ..round import Round
from ..rules import Rules
from ..words import check_name, say
from .base import KoikoiWidget, button, rules_of

#: Where a displayed self-check keeps its question, answer and explanation: in its
#: output's metadata, which a notebook stores and no front end shows. The teachers'
#: answer key is built from it (``scripts/answer_key.py``).
ANSWER_KEY = "koikoi_edu/self_check"

_STATE = {
    Stage.WAITING: "unanswered",
    Stage.RETRY: "retry",
    Stage.RIGHT: "right",
    Stage.SHOWN: "shown",
}


class SelfCheck(KoikoiWidget):
    """One question with an engine-computed answer, a hint and a retry.

    ``choices`` (texts) shows one button each; without them the learner types a
    whole number. ``kind`` says what the choices are (:class:`~koikoi_edu.quiz.Kind`:
    card ids are drawn as cards, yaku ids and stop/koi-koi shown by their names in
    ``lang``). ``hint`` is said after the first miss. ``figure_html`` (cards, a table)
    is shown under the question. ``why`` (a :class:`~koikoi_edu.quiz.Question`, see
    :func:`koikoi_edu.quiz.why`) is asked under it once it is answered or shown: a
    pick between two needs it to stay a question after a miss.
    """

    def __init__(
        self,
        question: str,
        answer: int | str,
        *,
        explanation: str,
        hint: str = "",
        choices: Sequence[str] = (),
        kind: Kind | str | None = None,
        figure_html: str = "",
        name: str = "",
        why: Question | None = None,
        lang: str = "en",
        scale: float = 1.0,
    ) -> None:
        super().__init__(lang=lang, scale=scale)
        kind = Kind(kind) if kind is not None else Kind.CHOICE if choices else Kind.NUMBER
        self._build(
            Question(
                kind,
                question,
                answer,
                explanation,
                hint,
                tuple(choices),
                name=name or question,
                why=why,
            ),
            figure_html,
        )

    @classmethod
    def ask(
        cls, question: Question, figure_html: str = "", *, lang: str = "en", scale: float = 1.0
    ) -> SelfCheck:
        """A self-check asking ``question`` (made by one of :mod:`koikoi_edu.quiz`'s
        factories), with ``figure_html`` under it."""
        self = cls.__new__(cls)
        KoikoiWidget.__init__(self, lang=lang, scale=scale)
        self._build(question, figure_html)
        return self

    def _build(self, question: Question, figure_html: str) -> None:
        lang, scale = self.lang, self.scale
        self.question = question
        self.attempts = Attempts(question, lang)
        #: called once, when the question is first settled (answered right or shown)
        self.on_settled: list[Callable[[SelfCheck], object]] = []
        self.settled = False
        parts: list[widgets.Widget] = [
            widgets.HTML(
                f"<p><b>{escape(say('check.self-check', lang))}</b> {escape(question.prompt)}</p>"
                f"{figure_html}"
            )
        ]
        self.choice_buttons: list[widgets.Button] = []
        if question.kind is Kind.NUMBER:
            self.box = widgets.Text(
                value="",
                placeholder=say("check.placeholder", lang),
                description=say("check.answer", lang),
                style={"description_width": "initial"},
                layout=widgets.Layout(width="18em"),
            )
            self.check_button = button(say("check.check", lang), say("check.check-tip", lang))
            self.on_click(self.check_button, lambda: self.answer(self.box.value))
            row = [self.box, self.check_button]
        else:
            answer_word = say("check.answer", lang)
            for c in question.choices:
                b = button(question.label(c, lang), f"{answer_word}: {question.label(c, lang)}")
                self.on_click(b, self.answer, c)
                self.choice_buttons.append(b)
            if question.kind is Kind.CARD:  # each card drawn above its button
                row = [
                    widgets.VBox([widgets.HTML(card_html(c, lang, 0.7 * scale)), b])
                    for c, b in zip(question.choices, self.choice_buttons, strict=True)
                ]
            else:
                row = list(self.choice_buttons)
        self.show_button = button(say("check.show", lang), say("check.show-tip", lang))
        self.on_click(self.show_button, self.show_answer)
        parts += [widgets.HBox(row), widgets.HBox([self.show_button])]
        self.feedback = widgets.HTML()
        # the follow-up waits, hidden, until this question is settled
        self.why_check = (
            SelfCheck.ask(question.why, lang=lang, scale=scale)
            if question.why is not None
            else None
        )
        # the verdict first, then the hint or the explanation under it
        self.children = [
            *parts,
            self.status,
            self.feedback,
            *([self.why_check] if self.why_check else []),
        ]
        self._tell()

    # -- what the learner does ---------------------------------------------------------

    def answer(self, value: object) -> None:
        """Give an answer (what the buttons and the Check button do). A number box left
        empty or holding something else is refused with a message and counts for nothing."""
        before = self.attempts.misses
        self.attempts.give(value)
        if self.attempts.misses > before and self.choice_buttons:
            # a pick that missed is ruled out, so the retry is among the others
            self.choice_buttons[self.question.choices.index(str(value))].disabled = True
        self._tell()

    def show_answer(self) -> None:
        """Show the answer and its explanation (the "Show answer" button)."""
        self.attempts.show()
        self._tell()

    def _tell(self) -> None:
        self.set_status(self.attempts.verdict())
        note = self.attempts.note()
        self.feedback.value = f"<p>{escape(note)}</p>" if note else ""
        settled = self.stage in (Stage.RIGHT, Stage.SHOWN)
        if self.why_check is not None:
            self.why_check.layout.display = None if settled else "none"
        if settled and not self.settled:
            self.settled = True
            self._record()

    def _record(self) -> None:
        """Keep the settled question in the learner's progress (where progress is on):
        right or not, after how many answers, with the hint seen or not."""
        misses, right = self.attempts.misses, self.stage is Stage.RIGHT
        learner.record(
            lambda store: store.record_check(
                self.name, right=right, attempts=misses + right, hints=min(misses, 1)
            )
        )
        for hook in self.on_settled:
            hook(self)

    # -- what tests and lessons read back ----------------------------------------------

    @property
    def stage(self) -> Stage:
        return self.attempts.stage

    @property
    def correct(self) -> bool | None:
        """``None`` before an answer, then whether the last answer was right."""
        return self.attempts.correct

    @property
    def right_answer(self) -> int | str:
        return self.question.answer

    @property
    def explanation(self) -> str:
        return self.question.explanation

    @property
    def name(self) -> str:
        """What the learner's progress records it as: an id the package gives (such as
        ``which-take``, said in the reader's language by :func:`koikoi_edu.words.check_name`)
        or the name the lesson gave."""
        return self.question.name or self.question.prompt

    def describe(self) -> str:
        return f"{check_name(self.name)!r} {_STATE[self.stage]}"

    def output_metadata(self) -> dict:
        q = self.question
        key = {"question": q.prompt, "answer": q.label(q.answer, self.lang), "why": q.explanation}
        if self.why_check is not None:  # the follow-up is a row of the key of its own
            key["then"] = self.why_check.output_metadata()[ANSWER_KEY]
        return {ANSWER_KEY: key}

    # -- factories: the engine computes every answer (see koikoi_edu.quiz) -------------

    @classmethod
    def pile_points(
        cls,
        pile: Sequence[str],
        rules: Rules | str = "teaching",
        *,
        lang: str = "en",
        scale: float = 1.0,
        name: str = "pile-points",
        hint: str = "",
    ) -> SelfCheck:
        """ "How many points is this pile worth if its holder stops now?" ``hint`` names
        the pile's trap (the catalogue's general hint without it)."""
        q = quiz.pile_points(pile, rules_of(rules), lang, name, hint)
        return cls.ask(q, cards_html(q.cards, lang, 0.7 * scale), lang=lang, scale=scale)

    @classmethod
    def round_points(
        cls,
        round: Round,
        question: str,
        *,
        lang: str = "en",
        scale: float = 1.0,
        name: str = "round-points",
        hint: str = "",
    ) -> SelfCheck:
        """ "How many points does the winner score?" for a finished round; ``hint``
        names the round's trap (the catalogue's general hint without it)."""
        return cls.ask(quiz.round_points(round, question, lang, name, hint), lang=lang, scale=scale)

    @classmethod
    def which_take(
        cls,
        played: str,
        field: Sequence[str],
        pile: Sequence[str] = (),
        rules: Rules | str = "teaching",
        *,
        lang: str = "en",
        scale: float = 1.0,
        name: str = "which-take",
        hint: str = "",
    ) -> SelfCheck:
        """ "Two field cards match: which one do you take?": pick one of the two cards;
        ``hint`` names the choice's trap (the catalogue's general hint without it)."""
        q = quiz.which_take(played, field, pile, rules_of(rules), lang, name, hint)
        figure: str = cards_html([played], lang, 0.7 * scale, label=say("table.played", lang))
        if pile:
            figure += cards_html(pile, lang, 0.5 * scale, label=say("table.pile", lang, seat="A"))
        return cls.ask(q, figure, lang=lang, scale=scale)

    @classmethod
    def which_captures(
        cls,
        hand: Sequence[str],
        field: Sequence[str],
        *,
        lang: str = "en",
        scale: float = 1.0,
        name: str = "which-captures",
        hint: str = "",
    ) -> SelfCheck:
        """ "Which card of your hand captures?": the field is shown, the hand is the choice;
        ``hint`` names the hand's trap (the catalogue's general hint without it)."""
        q = quiz.which_captures(hand, field, lang, name, hint)
        figure = cards_html(q.cards, lang, 0.7 * scale, label=say("table.field", lang))
        return cls.ask(q, figure, lang=lang, scale=scale)

    @classmethod
    def which_yaku(
        cls,
        pile: Sequence[str],
        rules: Rules | str = "teaching",
        *,
        choices: Sequence[str] = (),
        lang: str = "en",
        scale: float = 1.0,
        name: str = "which-yaku",
        hint: str = "",
    ) -> SelfCheck:
        """ "Which yaku does this pile hold?": pick it by its name; ``hint`` names the
        pile's trap (the catalogue's general hint without it)."""
        q = quiz.which_yaku(pile, rules_of(rules), lang, choices, name, hint)
        return cls.ask(q, cards_html(q.cards, lang, 0.7 * scale), lang=lang, scale=scale)

    @classmethod
    def stop_or_koikoi(
        cls,
        round: Round,
        question: str,
        *,
        lang: str = "en",
        scale: float = 1.0,
        name: str = "stop-or-koi-koi",
        players: str | Sequence[str] = ("heuristic", "heuristic"),
        hint: str = "",
        **advice: object,
    ) -> SelfCheck:
        """ "Stop or koi-koi?" at a decision of ``round``; the advisor's answer is right.
        ``hint`` names the decision's trap (the catalogue's general hint without it)."""
        q = quiz.stop_or_koikoi(round, question, lang, players, name, hint, **advice)
        figure = table_html(round, lang=lang, scale=0.6 * scale, viewer=round.to_move)
        return cls.ask(q, figure, lang=lang, scale=scale)
