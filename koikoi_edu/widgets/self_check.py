"""Self-checks: the small exercise that ends every lesson.

A :class:`SelfCheck` asks one question, takes the learner's answer (a number, or
one of a few choices), and says whether it is right, with the explanation. The
right answer always comes from the engine: the factories below compute it, so a
lesson never types an answer in by hand::

    check = SelfCheck.pile_points(["maple-deer", "peony-butterflies", "clover-boar"])
    check.answer(5)        # drives it from code, as the tests and lessons do
    check.correct          # True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import ipywidgets as widgets

from ..cards import CardSet, card
from ..errors import KoikoiError
from ..render.cards import cards_html
from ..round import Round
from ..rules import Rules
from ..settlement import settle
from ..words import say
from ..yaku import score
from .base import KoikoiWidget, button, rules_of


class SelfCheck(KoikoiWidget):
    """One question with an engine-computed answer.

    ``choices`` (strings) shows one button each; without them the learner types a
    whole number. ``figure_html`` (cards, a table) is shown under the question.
    """

    def __init__(self, question: str, answer: int | str, *, explanation: str,
                 choices: Sequence[str] = (), figure_html: str = "", name: str = "",
                 lang: str = "en", scale: float = 1.0) -> None:
        super().__init__(lang=lang, scale=scale)
        self.question, self.right_answer, self.explanation = question, answer, explanation
        self.name = name or question
        self.given: int | str | None = None
        parts: list[widgets.Widget] = [widgets.HTML(
            f"<p><b>{escape(say('check.self_check', lang))}</b> {escape(question)}</p>"
            f"{figure_html}")]
        if choices:
            answer_word = say("check.answer", lang)
            self.choice_buttons = [button(c, f"{answer_word}: {c}") for c in choices]
            for b, c in zip(self.choice_buttons, choices, strict=True):
                self.on_click(b, self.answer, c)
            parts.append(widgets.HBox(self.choice_buttons))
        else:
            self.box = widgets.IntText(description=say("check.answer", lang),
                                       layout=widgets.Layout(width="14em"))
            self.check_button = button(say("check.check", lang), say("check.check_tip", lang))
            self.on_click(self.check_button, lambda: self.answer(self.box.value))
            parts.append(widgets.HBox([self.box, self.check_button]))
        self.feedback = widgets.HTML()
        self.children = [*parts, self.feedback, self.status]
        self.set_status(say("check.waiting", lang))

    @property
    def correct(self) -> bool | None:
        """``None`` before an answer, then whether the last answer was right."""
        return None if self.given is None else self.given == self.right_answer

    def answer(self, value: int | str) -> None:
        """Give an answer (what the buttons and the Check button do)."""
        self.given = value
        if self.correct:
            verdict = say("check.right", self.lang, answer=self.right_answer)
        else:
            verdict = say("check.wrong", self.lang, given=value, answer=self.right_answer)
        self.feedback.value = f"<p>{escape(verdict)} {escape(self.explanation)}</p>"
        self.set_status(verdict)

    def describe(self) -> str:
        state = {None: "unanswered", True: "right", False: "wrong"}[self.correct]
        return f"{self.name!r} {state}"

    # -- factories: the engine computes every answer ---------------------------------

    @classmethod
    def pile_points(cls, pile: Sequence[str], rules: Rules | str = "teaching",
                    **kwargs) -> SelfCheck:
        """"How many points is this pile worth if its holder stops now?" """
        rules = rules_of(rules)
        cards = CardSet(pile)
        s = score(cards, rules)
        ids = tuple(y.id for y in s.yaku)
        settled = settle(rules, "A", s.base, ids)
        points, factors = settled.points, settled.factors
        held = ", ".join(f"{y.id} {y.points}" for y in s.yaku) or "no yaku"
        maths = " x ".join([str(s.base)] + [str(f.value) for f in factors])
        explanation = f"The pile holds {held}: base {s.base}"
        explanation += f", and {maths} = {points}." if factors else "."
        question = "How many points is this pile worth if its holder stops now?"
        if rules.name != "teaching" or rules != Rules():
            question = question[:-1] + f" (rules: {rules.name})?"
        return cls(question, points,
                   explanation=explanation, figure_html=cards_html(list(cards), scale=0.7),
                   name=kwargs.pop("name", "pile points"), **kwargs)

    @classmethod
    def which_take(cls, played: str, field: Sequence[str], pile: Sequence[str] = (),
                   rules: Rules | str = "teaching", **kwargs) -> SelfCheck:
        """"Two field cards match: which one should you take?" — the one that scores more.

        The answer is the capture after which the pile's base is highest (ties go to
        the card of higher category), worked out by the engine on both choices.
        """
        rules = rules_of(rules)
        c = card(played)
        options = [f for f in map(card, field) if f.month == c.month]
        if len(options) != 2:
            raise KoikoiError(f"`{c.id}` must match exactly two field cards to ask this")
        pile_mask = CardSet(pile).mask
        rank = {"bright": 4, "animal": 3, "ribbon": 2, "plain": 1}

        def value(option):
            after = pile_mask | c.mask | option.mask
            return score(after, rules).base, rank[option.category.value]

        best = max(options, key=value)
        other = options[0] if best is options[1] else options[1]
        explanation = (f"Both match by month ({c.month}, {c.plant_name()}). Taking {best.id} "
                       f"gives a base of {value(best)[0]} against {value(other)[0]} and keeps "
                       f"the better card out of the rival's reach.")
        figure = cards_html([c, *options], scale=0.7, label=f"you play {c.id}; the field:")
        return cls(f"You play {c.id}. Which field card do you take?", best.id,
                   explanation=explanation, choices=[o.id for o in options],
                   figure_html=figure, name=kwargs.pop("name", "which take"), **kwargs)

    @classmethod
    def round_points(cls, round: Round, question: str, **kwargs) -> SelfCheck:
        """"How many points does the winner score?" for a finished round."""
        s = round.settlement
        if s is None:
            raise KoikoiError("the round is not over yet")
        return cls(question, s.points, explanation=s.equation(),
                   name=kwargs.pop("name", "round points"), **kwargs)
