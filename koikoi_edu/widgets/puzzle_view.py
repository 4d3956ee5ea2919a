"""Puzzles on the live table: one decision from the solver's seat, two tries, the numbers.

A :class:`PuzzleView` shows a set of puzzles (:mod:`koikoi_edu.puzzle`) one at a time,
each as a scene of the live table (:mod:`koikoi_edu.render.scene`) seen from the
solver's seat: the rival's hand and the stock face down, the question in one line
beside the field. The learner answers by clicking a card or Stop / Koi-koi; the cards
a click is accepted for are exactly the puzzle's legal choices. Right: the
explanation, made of the engine's facts (:func:`koikoi_edu.words.puzzle.explanation`),
and each choice's expected points in a small table. Wrong: a hint naming the puzzle's
themes and a second try, then the answer with the numbers. "Next puzzle" goes on (a
set of one puzzle has no such button). A retry says, once tried, what the learner
played in the round and what the review found best.

The sets: the bank's puzzles of a ``theme``, of a ``rating`` band, or both; the daily
puzzle (``daily``: the same for everyone on that date); the streak (``streak=True``:
ratings rise, one miss ends it); or puzzles given (``puzzles``, the retries of a
review, :func:`koikoi_edu.puzzle.retry_puzzles`). Each attempt of a rated puzzle is
recorded in the learner's progress (:mod:`koikoi_edu.learner`), when it is on::

    >>> view = PuzzleView(theme="stop-now", count=2, seed=1)
    >>> view.puzzle.ask
    'decide'
    >>> view.click("control", "next")          # nothing to go on to before an answer
    >>> print(view.note_text)
    answer the puzzle first: click a card, or Stop or Koi-koi
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import date
from typing import overload

from .. import learner, words
from ..cards import CARDS
from ..errors import KoikoiError
from ..message import Msg
from ..puzzle import Puzzle, bank, daily, from_entry, verify
from ..render.live import Bar, Control
from ..render.notes import answer_html
from ..render.scene import Question, question_text, scene
from ..round import DECISIONS, SEATS, Phase
from ..words import say
from ..words.puzzle import choice_name, explanation
from .table_view import TableWidget, control

__all__ = ["PuzzleView"]

#: In a streak, how many puzzles of each rating before the rating rises.
STREAK_PER_RATING = 2


class _Bank(Sequence[Puzzle]):
    """Bank entries read as puzzles when first shown: a set of the whole bank opens at
    once rather than after reading every position of the bank."""

    def __init__(self, entries: list[dict]) -> None:
        self._entries = entries
        self._read: dict[int, Puzzle] = {}

    def __len__(self) -> int:
        return len(self._entries)

    @overload
    def __getitem__(self, i: int) -> Puzzle: ...
    @overload
    def __getitem__(self, i: slice) -> list[Puzzle]: ...
    def __getitem__(self, i: int | slice) -> Puzzle | list[Puzzle]:
        if isinstance(i, slice):
            return [self[k] for k in range(len(self))[i]]
        k = range(len(self))[i]
        if k not in self._read:
            self._read[k] = from_entry(self._entries[k])
        return self._read[k]


class PuzzleView(TableWidget):
    """A set of puzzles on the live table (see the module's words).

    ``theme``, ``rating`` (a band, both ends included) and ``rules`` (a preset) choose
    the bank's puzzles; ``count`` keeps the first of them, in an order shuffled by
    ``seed``. ``daily`` (a date, or True for today) shows that day's puzzle of the
    chosen ones; ``streak`` orders them by rising rating and ends at the first miss.
    ``puzzles`` shows the puzzles given instead of the bank's. ``reveal`` offers "Show
    the answer" while a puzzle is open (the retries of a review: the learner may ask for
    the best choice without trying); a puzzle so shown counts as missed.
    """

    def __init__(
        self,
        puzzles: Sequence[Puzzle] | None = None,
        *,
        theme: str | None = None,
        rating: tuple[int, int] | None = None,
        rules: str | None = None,
        count: int | None = None,
        daily: date | bool = False,
        streak: bool = False,
        reveal: bool = False,
        seed: int = 0,
        lang: str = "en",
        scale: float = 1.0,
    ) -> None:
        super().__init__(lang=lang, scale=scale)
        self.streak = streak
        self.reveal = reveal
        self.day = date.today() if daily is True else daily or None
        self.puzzles = self._chosen(puzzles, theme, rating, rules, count, seed)
        self.index = 0
        self.tries = 0  # the wrong answers given to the puzzle on screen
        self.answered: bool | None = None  # None while open; then whether it was solved
        self.solved = 0  # puzzles solved in this set
        self._values: dict[str, float] | None = None
        self._draw()

    def _chosen(
        self,
        given: Sequence[Puzzle] | None,
        theme: str | None,
        rating: tuple[int, int] | None,
        rules: str | None,
        count: int | None,
        seed: int,
    ) -> Sequence[Puzzle]:
        if given is not None:
            if not given:
                raise ValueError("a puzzle view needs at least one puzzle")
            return list(given)
        entries = bank(rules, theme, rating)
        if not entries:
            raise ValueError(f"no puzzle of the bank has theme {theme!r} and rating {rating!r}")
        if self.day is not None:
            return [from_entry(daily(entries, self.day))]
        rng = random.Random(seed)
        entries = rng.sample(entries, len(entries))
        if self.streak:
            by_rating: dict[int, list] = {}
            for e in entries:
                by_rating.setdefault(e["rating"], []).append(e)
            entries = [e for r in sorted(by_rating) for e in by_rating[r][:STREAK_PER_RATING]]
        return _Bank(entries[:count])

    # -- what is on screen ------------------------------------------------------------

    @property
    def puzzle(self) -> Puzzle:
        """The puzzle on screen."""
        return self.puzzles[self.index]

    @property
    def values(self) -> dict[str, float]:
        """Each choice's expected points: stored, or verified once when none are."""
        if self._values is None:
            p = self.puzzle
            self._values = p.values or {c: v.mean for c, v in verify(p).values.items()}
        return self._values

    def click(self, kind: str, value: str) -> None:
        """A click as the browser reports it: ``("card", id)`` or ``("control", id)``."""
        self.view.click(kind, value)

    # -- clicks ---------------------------------------------------------------------------

    def answer_click(self, kind: str, value: str) -> None:
        if kind == "card":
            self.answer_card(value)
        elif value in DECISIONS:
            self.answer_decision(value)
        else:
            shown = {"show": self.show_answer} if self.reveal else {}
            control(value, {"next": self.next_puzzle, **shown})()

    def pick(self, card_id: str) -> None:
        self.answer(card_id)

    def decide(self, choice: str) -> None:
        self.answer(choice)

    def answer(self, choice: str) -> None:
        """The learner's answer to the puzzle on screen (a card id, stop or koi-koi)."""
        p, lang = self.puzzle, self.lang
        if self.answered is not None:
            raise KoikoiError(Msg("practice.press-next"))
        if choice not in p.choices:
            raise KoikoiError(
                Msg("puzzle.unknown-answer", answer=choice, choices=", ".join(p.choices))
            )
        if choice == p.answer:
            self._close(True)
            self.set_note_quietly(say("puzzle.right", lang), "right")
        elif self.tries == 0 and not self.streak:
            self.tries = 1
            themes = [say(f"puzzle.theme.{t}", lang) for t in p.themes]
            hint = say("list.gap", lang).join(themes) or say("puzzle.no-theme", lang)
            self.set_note_quietly(say("puzzle.wrong", lang, themes=hint), "wrong")
        else:
            self.tries += 1
            self._close(False)
            text = say("puzzle.answer-was", lang, answer=choice_name(p.answer, lang))
            if self.streak:
                text += " " + say("practice.streak-over", lang, n=self.solved)
            self.set_note_quietly(text, "wrong")
        self._draw()

    def show_answer(self) -> None:
        """The answer of the puzzle on screen, asked for without (another) try: it counts
        as missed."""
        if self.answered is not None:
            raise KoikoiError(Msg("practice.press-next"))
        self._close(False)
        text = say(
            "puzzle.answer-was", self.lang, answer=choice_name(self.puzzle.answer, self.lang)
        )
        self.set_note_quietly(text, "wrong")
        self._draw()

    def _close(self, solved: bool) -> None:
        """The puzzle is answered: count it, and record it in the learner's progress."""
        p = self.puzzle
        self.answered = solved
        self.solved += solved
        tries = self.tries + solved
        rating = p.rating
        if rating is not None:  # a review's retries have no rating to move the learner's
            learner.record(
                lambda s: s.record_puzzle(
                    p.id, solved=solved, tries=tries, rating=rating, themes=list(p.themes)
                )
            )  # fmt: skip

    def next_puzzle(self) -> None:
        """Go on to the set's next puzzle, once the one on screen is answered."""
        if self.answered is None:
            raise KoikoiError(Msg("practice.answer-first"))
        if self.streak and not self.answered:
            raise KoikoiError(Msg("practice.streak-over", n=self.solved))
        if self.index + 1 >= len(self.puzzles):
            raise KoikoiError(Msg("practice.set-done", solved=self.solved, n=len(self.puzzles)))
        self.index += 1
        self.tries, self.answered, self._values = 0, None, None
        self.clear_note()
        self._draw()

    # -- drawing ------------------------------------------------------------------------

    def _question(self) -> Question | None:
        """What the puzzle asks, with exactly its legal choices to click; None once answered."""
        if self.answered is not None:
            return None
        p = self.puzzle
        r, seat = p.round, p.round.to_move
        if p.ask == "decide":
            return Question("decide", seat, r, text=Msg("puzzle.ask.decide"))
        pick = frozenset(p.choices)
        if p.ask == "play":
            return Question("play", seat, r, pick, text=Msg("puzzle.ask.play"))
        taker = CARDS[r.pending]
        key = "puzzle.ask.take" if r.phase is Phase.TAKE else "puzzle.ask.draw-take"
        return Question("take", seat, r, pick, card=taker.id, text=Msg(key, card=taker))

    def _heading(self) -> str:
        """The set's heading, with the puzzle's rating if it has one (a retry has none)."""
        p, lang = self.puzzle, self.lang
        if self.day is not None:
            heading = say("practice.daily", lang, day=words.date_text(self.day, lang))
        elif self.streak:
            heading = say("practice.streak", lang, n=self.solved)
        else:
            heading = say("practice.heading", lang, k=self.index + 1, n=len(self.puzzles))
        if p.rating is None:
            return heading
        return say("practice.rated", lang, heading=heading, rating=p.rating)

    def _draw(self) -> None:
        p, lang = self.puzzle, self.lang
        question = self._question()
        open_ = question is not None
        shown = scene(
            p.round,
            None,
            p.round.to_move,
            question=question,
            highlight=() if open_ or p.answer in DECISIONS else (p.answer,),
            caption=self._heading(),
            waiting=Msg("practice.press-next"),
            controls=self._controls(),
        )
        ask = question_text(question, lang) if question else ""
        narration = f"{self._heading()}. {ask}".strip()
        self.set_status(narration)
        after = "" if open_ else self._answer_html()
        self.show(Bar(narration=narration), shown, after=after)

    def _controls(self) -> tuple[Control, ...]:
        more = self.index + 1 < len(self.puzzles) and not (self.streak and self.answered is False)
        ready = self.answered is not None and more
        # a set of one (the daily puzzle) has nothing to go on to: no button at all
        nexts = () if len(self.puzzles) == 1 else (
            Control(
                "next",
                say("practice.next", self.lang),
                say("practice.next-tip", self.lang),
                enabled=ready,
                primary=ready,
            ),
        )  # fmt: skip
        if not self.reveal:
            return nexts
        show = Control(
            "show",
            say("retry.show", self.lang),
            say("retry.show-tip", self.lang),
            enabled=self.answered is None,
        )
        return (show, *nexts)

    def _answer_html(self) -> str:
        """The explanation and each choice's expected points, best first (once answered)."""
        p, lang, values = self.puzzle, self.lang, self.values
        said = explanation(p, lang, values, numbers=False)  # the table gives the points
        if p.chosen:  # a retry: what the learner played in the round, beside the best
            name = choice_name(p.chosen, lang)
            said.insert(
                0, say("retry.you-played", lang, chosen=name, best=choice_name(p.answer, lang))
            )
        return answer_html(
            said,
            [say(key, lang) for key in ("practice.choice", "practice.expected")],
            (
                (choice_name(c, lang), words.points(round(values[c], 1), lang), c == p.answer)
                for c in sorted(values, key=lambda c: -values[c])
            ),
        )

    def describe(self) -> str:
        p = self.puzzle
        state = {None: "open", True: "solved", False: "missed"}[self.answered]
        where = f"{self.index + 1} of {len(self.puzzles)}"
        return f"{where}, {p.id or p.title}, {SEATS[p.round.to_move]} to {p.ask}, {state}"
