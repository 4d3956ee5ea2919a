"""Play Koi-Koi against a computer player by clicking the cards: a round, or a whole match.

A :class:`PlayTable` deals a round and seats the learner at one side of it and a
computer player (:mod:`koikoi_edu.players`) at the other, on the live table
(:class:`~koikoi_edu.widgets.table_view.TableView`). The learner clicks a hand
card to play it (the field cards of its month light up while it is hovered or
focused); when the played or the flipped card matches two field cards, both are
raised and the learner clicks the one to take; when a yaku offers the decision,
Stop and Koi-koi appear at the table beside the yaku held. Every turn is then
shown a part at a time (:mod:`koikoi_edu.trace`): the learner's own capture and
flip, and the computer's play, capture, flip and capture, each with one sentence,
Next and Prev stepping through them; Skip shows the rest at once. What the table
shows, offers and accepts is its scene (:mod:`koikoi_edu.render.scene`): while a turn
is being shown nothing is asked, and a card click says to see the turn out first.

The hint lights the card the heuristic player would play and says in one line what
it captures, forms or gives away, from the engine's own answers on copies of the
round; it never looks at the stock or the rival's hand. At a decision, "Ask the
advisor" opens a :class:`~koikoi_edu.widgets.advisor.KoikoiAdvisor` under the table.
Once the round is over, "Review my round" shows under the table each of the learner's
choices against the strong player's (:mod:`koikoi_edu.review`), each costly one's grade
and the round's agreement with the strong player, and records the points the choices
lost in the learner's progress (:mod:`koikoi_edu.learner`, when it is on). "Retry my
mistakes" then opens a :class:`~koikoi_edu.widgets.puzzle_view.PuzzleView` of the
costly choices (:func:`koikoi_edu.puzzle.retry_puzzles`), one by one, the best choice
shown after a try or on request.

Everything can be driven from code, which is how lessons and tests use it::

    >>> table = PlayTable("random", seed=3)
    >>> table
    <PlayTable teaching vs random, A to play, turn 1>
    >>> table.play("paulownia-plain-2")
    Traceback (most recent call last):
    ...
    koikoi_edu.errors.IllegalMoveError: `paulownia-plain-2` is not in A's hand
    >>> table.click("paulownia-plain-2")          # a click is refused, not raised
    >>> print(table.note_text)
    `paulownia-plain-2` is not in A's hand

With ``match=True`` the rounds are those of a :class:`~koikoi_edu.match.Match`:
the first dealer is drawn, the winner deals next, and the totals run on until
the rules end the match.

Two people can play at one table too, taking turns at the screen ("pass and play",
for pairs in class): with ``opponent="human"`` both seats are people. Whenever the
turn passes to the other seat, and at the start of every round, the table shows
no hand face up, only "B's turn: pass the screen to B" and the button B presses
once B holds it; then B's hand is shown and A's is face down. Hints and the advisor
are off unless ``hints=True`` (or the bar's toggle); at the end of the round both
hands are open, and either seat's choices can be reviewed::

    >>> pair = PlayTable("human", seed=3)
    >>> pair
    <PlayTable teaching, pass and play, pass the screen to A>
    >>> pair.click("pine-plain-1")
    >>> print(pair.note_text)
    no card is asked for now: pass the screen to A, who presses “Show A's hand”
    >>> pair.show_hand()
    >>> pair
    <PlayTable teaching, pass and play, A to play, turn 1>
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Iterable

import ipywidgets as widgets

from .. import learner, words
from ..cards import CARDS, card
from ..errors import IllegalMoveError, KoikoiError
from ..hints import Outcome, action_outcomes, decision_facts
from ..inputs import excerpt
from ..match import Match, next_dealer
from ..message import Msg
from ..players import LEVELS, HeuristicPlayer, Player, make_player
from ..puzzle import retry_puzzles
from ..render.live import Bar, Control, Toggles
from ..render.notes import log_html, totals_html
from ..render.review import review_html
from ..render.scene import Moment, legal_question, outcome_facts, scene
from ..render.scene import quoted_card as _card
from ..render.scene import quoted_yaku as _yaku
from ..review import MISTAKE, Review, review_round
from ..round import DECISIONS, SEATS, Phase, Round
from ..rules import PRESETS, Rules
from ..trace import Part, PartKind, turn_parts
from ..words import check_lang, say
from ..yaku import month_cards
from .advisor import KoikoiAdvisor
from .base import replace_children, rules_of
from .puzzle_view import PuzzleView
from .table_view import TableWidget, control

__all__ = ["PlayTable"]

#: The budget of each choice in "Review my round": half a strong move's, so a whole
#: round is reviewed in about a second.
REVIEW_PLAYOUTS = 500


class PlayTable(TableWidget):
    """A round (or a match) of Koi-Koi between the learner and a computer player.

    ``opponent`` names a built-in player (``random``, ``greedy``, ``heuristic``,
    ``strong``) or a level (``beginner``, ``normal``, ``strong``:
    :data:`~koikoi_edu.players.LEVELS`), seeded with ``random.Random(seed)``; the
    deals are seeded by ``seed`` too, so the same seed and the same clicks play the
    same game. ``human`` is the
    learner's seat, ``"A"`` or ``"B"``; a single round is dealt by A. ``open_hands``
    shows the computer's hand face up (a teaching aid). ``position`` starts the
    first round from a prepared :class:`~koikoi_edu.round.Round` (a copy of it)
    instead of a deal, under that round's rules; it is for single rounds only.
    ``month`` is the month single rounds are played in (1 to 12, default 1), for rules
    with a month yaku (``month_yaku_points``: tsuki-fuda, the four cards of the round's
    month); a match plays round k in month k, as the rules say. Under such rules the
    caption names the round's month.

    A single round's bar offers the three levels as toggles: a click on one deals a
    new round against it (:meth:`set_level`).

    ``opponent="human"`` seats a person at B as well as at A: two people pass the
    screen between turns (see the module's words); ``human`` is then the seat whose
    hand is shown, which changes as the screen passes. ``hints`` offers the hint and
    the advisor: on against the computer, off by default at a table of two (the bar's
    toggle, :meth:`set_hints`, turns them on). With ``coach`` the hint is shown by
    itself at each of the learner's moves (a guided round), as if Hint were pressed;
    hints are then on, and ``hints=False`` with it is refused.
    """

    def __init__(
        self,
        opponent: str = "heuristic",
        *,
        rules: Rules | str = "teaching",
        seed: int = 0,
        human: str = "A",
        match: bool = False,
        lang: str = "en",
        scale: float = 1.0,
        open_hands: bool = False,
        position: Round | None = None,
        month: int | None = None,
        hints: bool | None = None,
        coach: bool = False,
    ) -> None:
        check_lang(lang)
        if position is not None and not isinstance(position, Round):
            raise TypeError(f"position must be a Round, not {excerpt(position)}")
        rules = rules_of(rules) if position is None else position.rules
        if human not in SEATS:
            raise ValueError(f"the human player sits at A or B, not {excerpt(human)}")
        if match and position is not None:
            raise ValueError("a match deals its own rounds; a position is for a single round")
        if month is not None and (match or position is not None):
            raise ValueError(
                "a match plays the months in turn and a position has its own: "
                "a month is for a single round"
            )
        if opponent == "human" and open_hands:
            raise ValueError("at a table of two people each hand is hidden from the other")
        if coach and hints is False:
            raise ValueError("a guided round shows the hint at every move: coach needs hints")
        self.month = 1 if month is None else month  # the month of each single round
        month_cards(self.month)  # refuses a month outside 1 to 12
        #: the computer player, or None where a person plays both seats in turn
        self.opponent: Player | None = (
            None
            if opponent == "human"
            else make_player(LEVELS.get(opponent, opponent), random.Random(seed))
        )
        self.hints = (coach or self.opponent is not None) if hints is None else hints
        super().__init__(lang=lang, scale=scale)
        self.rules = rules
        self.seed = seed
        self.human = human
        self.seat = SEATS.index(human)
        self.open_hands = open_hands
        self.coach = coach
        self.match = Match(rules, seed, explain=True) if match else None
        self._rng = random.Random(seed)  # the shuffles of single rounds
        self._round: Round | None = None
        self._in_hands = 0  # the cards in both hands when the round began
        self._parts: list[Part] = []  # the parts shown since the learner's last move
        self._at = 0  # how many of them have been shown
        self._mine: tuple[Round, list[int]] | None = None  # the learner's turn so far
        # at a table of two, the seat the screen goes to once the turn so far is seen
        self._handover: int | None = None
        self._hinted: frozenset[str] = frozenset()
        self._hint = ""
        self._advisor: KoikoiAdvisor | None = None
        self.last_review: Review | None = None  # of the round just over, once asked
        self.retries: PuzzleView | None = None  # its costly choices, once asked
        self._dealt = 0  # the rounds begun on this table, to name a reviewed one
        self.advisor_box = self.below()
        if position is None:
            self.new_round()
        else:
            self._begin(position.copy(explain=True))  # the log explains from here on

    # -- what is on the table -----------------------------------------------------------

    @property
    def round(self) -> Round:
        """The round being played. Read it; move only through play, take and decide."""
        assert self._round is not None  # the constructor deals or sets up the first round
        return self._round

    @property
    def moves(self) -> list[str]:
        """The engine's explanation of every event so far, oldest first."""
        return [words.event_text(e, self.lang, self.rules) for e in self.round.log]

    @property
    def shown_part(self) -> Part | None:
        """The part of a turn the table shows now, or None for the table at rest."""
        return self._parts[self._at - 1] if self._at else None

    @property
    def watching(self) -> bool:
        """True while parts of the last turn are still to be shown (Next shows them)."""
        return self._at < len(self._parts)

    @property
    def passing(self) -> str | None:
        """At a table of two, the seat the screen is being passed to while the table
        shows no hand (:meth:`show_hand` ends it), else None."""
        if self._handover is None or self.watching:
            return None
        return SEATS[self._handover]

    # -- clicks and moves -------------------------------------------------------------------

    def click(self, card_id: str) -> None:
        """A click on a card, as the learner makes it: a hand card is played, a field card
        taken when a choice is asked; a click the rules refuse says why and changes
        nothing."""
        self.view.click("card", card_id)

    def answer_click(self, kind: str, value: str) -> None:
        if kind == "card":
            self.answer_card(value)
        elif value in DECISIONS:
            self.answer_decision(value)
        else:
            control(
                value,
                {
                    "next": self.next,
                    "prev": self.prev,
                    "last": self.last,
                    "hint": self.hint,
                    "advisor": self.open_advisor,
                    "review": self.review,
                    **{f"review-{seat}": functools.partial(self.review, seat) for seat in SEATS},
                    "retry": self.retry,
                    "new-round": self.new_round,
                    "show-hand": self.show_hand,
                    "hints-on": functools.partial(self.set_hints, True),
                    "hints-off": functools.partial(self.set_hints, False),
                    **{
                        f"level-{level}": functools.partial(self.set_level, level)
                        for level in (LEVELS if self.match is None and self.opponent else ())
                    },
                },
            )()

    def pick(self, card_id: str) -> None:
        """A card the table asks for: the hand card played, or the field card taken."""
        assert self.scene is not None and self.scene.question is not None
        (self.play if self.scene.question.kind == "play" else self.take)(card_id)

    def play(self, card_id: str) -> None:
        """Play a card from the learner's hand."""
        c = card(card_id)
        self._move(c.index, (Phase.PLAY,), "cannot-play", c)

    def take(self, card_id: str) -> None:
        """Choose the field card that the played or flipped card captures."""
        c = card(card_id)
        self._move(c.index, (Phase.TAKE, Phase.DRAW_TAKE), "cannot-take", c)

    def decide(self, choice: str) -> None:
        """``"stop"`` to win the round now, or ``"koi-koi"`` to play on."""
        if choice not in DECISIONS:
            raise IllegalMoveError(message="widget.decide", choice=excerpt(choice))
        self._move(DECISIONS[choice], (Phase.DECIDE,), "cannot-decide", Msg(f"decision.{choice}"))

    def show_hand(self) -> None:
        """The screen has passed (a table of two): show the hand of the seat whose turn it
        is, the other face down; Prev then steps back through the turn before, from the
        new seat's side."""
        seat = self.passing
        if seat is None:
            raise KoikoiError(Msg("passplay.not-passing"))
        self.human, self.seat = seat, SEATS.index(seat)
        self._handover = None
        self.clear_note()
        self._draw()

    def set_hints(self, on: bool) -> None:
        """Offer the hint and the advisor (``on``), or neither."""
        self.hints = on
        if not on:
            self._hinted, self._hint = frozenset(), ""
            self._close_advisor()
            if self._note_kind == "hint":
                self.clear_note()
        self._draw()

    def _check_passing(self) -> None:
        """Refuse to step while the screen passes: the turn before is the last seat's."""
        if self.passing is not None:
            raise KoikoiError(Msg("passplay.passing", seat=self.passing))

    def _check_screen(self) -> None:
        """Refuse a move or an aid for a seat that does not hold the screen yet."""
        if self._handover is not None:
            raise KoikoiError(Msg("passplay.passing", seat=SEATS[self._handover]))

    def next(self) -> None:
        """Show the next part of the turn being shown."""
        self._check_passing()
        if self.watching:
            self._at += 1
            self._draw()

    def prev(self) -> None:
        """Show the part before (down to the first part since the learner's move)."""
        self._check_passing()
        if self._at > 1:
            self._at -= 1
            self._draw()

    def last(self) -> None:
        """Show the table as it stands now: every part of the turn at once."""
        self._check_passing()
        self._at = len(self._parts)
        self._draw()

    @property
    def level(self) -> str | None:
        """The computer's level (:data:`~koikoi_edu.players.LEVELS`), or None for a
        player that is no level (``random``, ``quick``) or a table of two people."""
        name = None if self.opponent is None else self.opponent.name
        return next((lv for lv, player in LEVELS.items() if player == name), None)

    def set_level(self, level: str) -> None:
        """Deal a new round against the computer player of ``level``, in place of the
        round on the table (single rounds only: a match keeps its opponent)."""
        if level not in LEVELS:
            raise ValueError(f"unknown level '{excerpt(level)}'; choose one of {', '.join(LEVELS)}")
        if self.opponent is None:
            raise ValueError("two people play at this table: there is no computer to set")
        if self.match is not None:
            raise ValueError("a match is played against one opponent from start to end")
        self.opponent = make_player(LEVELS[level], random.Random(self.seed))
        self.new_round()

    def open_advisor(self) -> KoikoiAdvisor:
        """Open the advisor on the learner's decision (stop or koi-koi), below the table.

        The rest of the round is played out with the computer opponent's model for
        both players; the learner can choose others in the advisor.
        """
        r = self.round
        self._check_screen()
        if not self.hints:
            raise KoikoiError(Msg("passplay.hints-are-off"))
        if r.is_terminal():
            raise KoikoiError(self._prompt_msg())
        if r.phase is not Phase.DECIDE:  # the computer has moved: it is the learner's turn
            raise KoikoiError(Msg("play.no-advice", verb=Msg(self._prompt_verb())))
        self._close_advisor()
        # at a table of two, the rest is played out by the heuristic model for both
        name = "heuristic" if self.opponent is None else self.opponent.name
        self._advisor = KoikoiAdvisor(
            r, players=(name, name), seed=self.seed, lang=self.lang, scale=self.scale
        )
        self.advisor_box.children = [self._advisor]
        return self._advisor

    def review(self, seat: str | None = None) -> Review:
        """Review the learner's choices in the round just over, below the table: each
        against the strong player's, in expected points from the learner's own view
        (:func:`~koikoi_edu.review.review_round`). At a table of two, ``seat`` ("A" or
        "B") names whose choices; the review says whose it is in its heading."""
        r = self.round
        seat = self.human if seat is None else seat
        if seat not in SEATS:
            raise ValueError(f"a review is of seat A or B, not {excerpt(seat)}")
        if not r.is_terminal():
            raise KoikoiError(Msg("play.review-not-yet", verb=Msg(self._prompt_verb())))
        self._close_advisor()
        self.retries = None  # closed with the review it came from, by replace_children
        review = review_round(r, seat, playouts=REVIEW_PLAYOUTS, seed=self.seed)
        self.last_review = review
        replace_children(self.advisor_box, [widgets.HTML(review_html(review, self.lang))])
        name = f"{self.rules.name}, seed {self.seed}, round {self._dealt}"
        if self.opponent is not None:  # at a table of two, whose progress would it be?
            learner.record(lambda s: s.record_review(name, review.cost))
        self._draw()  # "Retry my mistakes", if there is one to retry
        return review

    def retry(self) -> PuzzleView:
        """Retry the costly choices of the round reviewed, costliest first, each as a
        puzzle from the position before it, under the review; the best choice is shown
        after a try, or on request ("Show the answer")."""
        review = self.last_review
        if review is None:
            raise KoikoiError(Msg("retry.review-first"))
        if not review.costliest(1):
            raise KoikoiError(Msg("retry.nothing", cost=MISTAKE))
        if not self._preset():
            raise KoikoiError(Msg("retry.not-preset"))
        puzzles = retry_puzzles(self.round, review)
        self.retries = PuzzleView(puzzles, reveal=True, lang=self.lang, scale=self.scale)
        replace_children(self.advisor_box, [*self.advisor_box.children[:1], self.retries])
        return self.retries

    def _preset(self) -> bool:
        """Whether the table plays a preset's rules: a puzzle names its rules by preset."""
        return PRESETS.get(self.rules.name) == self.rules

    def _close_advisor(self) -> None:
        if self._advisor is not None:
            self._advisor.close()
            self._advisor = None
            self.advisor_box.children = []

    def new_round(self) -> None:
        """Deal the next round: of the match, or a fresh one that replaces this round.

        A single round passes the deal as the rules do once it is over; a match
        refuses a new round until the current one is over, and after its end.
        """
        if self.match is not None:
            r = self.match.play_round()
        else:
            last = self._round
            if last is None:
                dealer = 0
            elif last.is_terminal():
                dealer = next_dealer(self.rules, last.dealer, last.result)
            else:
                dealer = last.dealer
            r = Round.deal(self.rules, rng=self._rng, dealer=dealer, explain=True, month=self.month)
        self._begin(r)

    def _begin(self, r: Round) -> None:
        self._round = r
        self.last_review, self.retries = None, None
        self._dealt += 1
        replace_children(self.advisor_box, [])  # the review of the round before
        self._in_hands = len(r.hand(0)) + len(r.hand(1))  # for counting turns
        self._parts, self._at, self._mine = [], 0, None
        # two people: the first mover takes the screen before any hand is shown
        self._handover = r.to_move if self.opponent is None and not r.is_terminal() else None
        self._step()

    def _move(self, action: int, phases: tuple[Phase, ...], refusal: str, what: object) -> None:
        """Apply the learner's ``action`` if the phase asks for this kind of move; else
        refuse with the error message ``refusal`` about ``what`` (a card or a decision)."""
        r = self.round
        self._check_screen()  # the seat to move has not taken the screen yet
        # In a choice the engine reads a card index as a field card, and in play as a
        # hand card: a play offered while a take is due must be refused here.
        if not r.is_terminal() and r.phase not in phases:
            raise IllegalMoveError(
                message=refusal, seat=self.human, action=what, must=Msg(self._prompt_verb())
            )
        before = r.copy(explain=False) if self._mine is None else self._mine[0]
        r.apply_action(action)  # the engine refuses what the rules forbid
        if self._mine is None:  # the first action of the learner's turn
            self._parts, self._at = [], 0
            self._mine = (before, [])
        self._mine[1].append(action)
        if r.phase is Phase.FLIP:  # the chance step that ends the learner's play
            self._mine[1].append(r.stock[-1])
            r.flip()
        self._step()

    def _step(self) -> None:
        """Take apart the learner's turn so far, let the computer move until the
        learner's turn, take its turn apart too, then redraw. At a table of two, the
        turn passes to the other person instead, once this one has seen it out."""
        r = self.round
        shown_before = self._at
        if self._mine is not None:
            start, actions = self._mine
            parts = turn_parts(start, actions)
            # the learner made the play: its own part is the click itself
            mine = parts[1:] if parts and parts[0].kind is PartKind.PLAY else parts
            self._parts = mine
            self._at = max(min(shown_before, len(mine)), 1 if mine else 0)
            if r.is_terminal() or r.to_move != self.seat:
                self._mine = None
        if self.opponent is None:
            if not r.is_terminal() and r.to_move != self.seat:
                self._handover = r.to_move
        elif not r.is_terminal() and r.to_move != self.seat:
            start, actions = r.copy(explain=False), []
            opponent = self.opponent
            while not r.is_terminal() and r.to_move != self.seat:
                actions.append(r.stock[-1] if r.phase is Phase.FLIP else opponent.choose(r))
                r.apply_action(actions[-1])
            self._parts += turn_parts(start, actions)
            self._at = self._at or 1
        if r.is_terminal() and self.match is not None and self.match.current is r:
            self.match.finish_round(r)
        self._hinted, self._hint = frozenset(), ""
        self._close_advisor()  # it weighed the decision just made
        self.clear_note()
        self._draw()

    # -- the hint ---------------------------------------------------------------------------

    def hint(self) -> str:
        """A suggestion in one line: the card the heuristic player would play (or take),
        lit on the table, and what it captures, forms or gives away; at a decision,
        what stopping wins now and how close each player is to a further yaku."""
        self._check_screen()  # a hint for the seat to move is for its eyes only
        if not self.hints:
            raise KoikoiError(Msg("passplay.hints-are-off"))
        self._at = len(self._parts)  # the hint is about the table as it stands now
        self._give_hint()
        self._draw()  # the suggested cards lit
        return self._hint

    def _give_hint(self) -> None:
        """Light the suggested cards and put the hint's line in the note line."""
        r = self.round
        if r.is_terminal():
            text = self._prompt()
        elif r.phase is Phase.DECIDE:
            text = "; ".join(self._decision_lines())
        else:
            # a fixed seed: the same position always gets the same hint
            choice = HeuristicPlayer(random.Random(0)).choose(r)
            outcome = next(o for o in action_outcomes(r) if o.action == choice)
            self._hinted = frozenset(CARDS[i].id for i in (choice, outcome.taken) if i is not None)
            text = self._outcome_line(outcome)
        self._hint = text
        self.set_note_quietly(text, "hint")

    def _outcome_line(self, o: Outcome) -> str:
        """One hint line: the action, then what it captures, forms and leaves."""
        lang = self.lang
        named = CARDS[o.action].id
        if self.round.phase is not Phase.PLAY:
            subject = say("play.taking", lang, card=_card(named, lang))
        elif o.taken is not None:
            subject = say(
                "play.playing-taking",
                lang,
                card=_card(named, lang),
                taken=_card(CARDS[o.taken].id, lang),
            )
        else:
            subject = say("play.playing", lang, card=_card(named, lang))
        facts = outcome_facts(o, 1 - self.seat, lang, self.rules)
        return f"{subject}: {', '.join(facts)}"

    def _decision_lines(self) -> list[str]:
        lang = self.lang
        facts = decision_facts(self.round)
        lines = [
            say(
                "play.stop-wins", lang, equation=words.settlement_text(facts.stop, lang, self.rules)
            )
        ]
        lines += [
            say(
                "play.near",
                lang,
                seat=SEATS[seat],
                n=p.need - p.have,
                yaku=_yaku(p.id, lang, self.rules),
                have=p.have,
                need=p.need,
            )
            for seat, p in facts.near
        ]
        lines.append(say("play.cards-left", lang, n=facts.cards_left))
        return lines

    # -- drawing ------------------------------------------------------------------------------

    def _prompt_verb(self) -> str:
        """The catalogue's words for what the learner must do now."""
        return {
            Phase.PLAY: "error.must-play",
            Phase.TAKE: "error.must-take",
            Phase.DRAW_TAKE: "error.must-draw-take",
            Phase.DECIDE: "error.must-decide",
        }[self.round.phase]

    def _prompt(self) -> str:
        return say(self._prompt_msg(), self.lang)

    def _prompt_msg(self) -> Msg:
        """What the learner is asked to do now, or how the round ended."""
        r = self.round
        if r.is_terminal():
            s = r.result
            result = Msg("play.won", seat=s.winner, points=s.points) if s.winner else s
            return Msg("play.over", result=result)
        key = {
            Phase.PLAY: "your-play",
            Phase.TAKE: "your-take",
            Phase.DRAW_TAKE: "your-take",
            Phase.DECIDE: "your-decide",
        }[r.phase]
        return Msg(f"play.{key}")

    def _round_number(self) -> int:
        """The number of the match's round on the table, counting from 1."""
        match = self.match
        assert match is not None  # only a match numbers its rounds
        return len(match.rounds) + (match.current is not None)

    def _caption(self) -> str:
        lang = self.lang
        caption = (
            say("passplay.caption", lang)
            if self.opponent is None
            else say(
                "play.you",
                lang,
                seat=self.human,
                opponent=words.player_name(self.opponent.name, lang),
            )
        )
        if self.rules.month_yaku_points:  # the month is worth knowing only where it scores
            m = self.round.month
            caption += " · " + say("play.month", lang, m=m, plant=say(f"plant.{m}", lang))
        if self.match is None:
            return caption
        n = self._round_number()
        total = self.rules.match_rounds
        count = (
            say("play.round-of", lang, n=n, total=total)
            if total
            else say("play.round-n", lang, n=n)
        )
        return f"{caption} · {count}"

    def _moment(self) -> Moment | None:
        """The part of a turn on screen and the parts of its turn still to come; None for
        the round at rest (its last part is shown while it is still the round's state)."""
        part = self.shown_part
        if part is None or (not self.watching and part.round.phase is not self.round.phase):
            return None
        coming = itertools.takewhile(lambda p: p.seat == part.seat, self._parts[self._at :])
        return Moment(part, tuple(coming))

    def _draw(self) -> None:
        r = self.round
        due = not (self.watching or r.is_terminal() or self.passing)  # the learner's move
        if self.coach and self.hints and due and not self._hint:
            self._give_hint()  # a guided round hints by itself (once the hand is shown)
        shown = scene(
            self.round,
            self._moment(),
            self.seat,
            question=None if self.watching else legal_question(self.round, self.seat),
            handover=self.passing,
            # two people see both hands once the round is over, to review it together
            open_hands=self.open_hands or (self.opponent is None and self._over_shown()),
            hint=self._hinted,
            caption=self._caption(),
            waiting=self._waiting(),
            controls=self._controls(),
            toggles=self._levels() if self.opponent is not None else self._hint_toggles(),
        )
        narration = self._narration()
        self.set_status(narration)
        self.show(Bar(narration=narration), shown, after=self._totals_html() + self._log_html())

    def _narration(self) -> str:
        """The part on screen in a sentence, then what the learner is asked now."""
        lang, part = self.lang, self.shown_part
        if self.passing is not None:
            return say("passplay.handover", lang, seat=self.passing)
        said = words.part_text(part, lang) if part and self._moment() else ""
        if self.watching:
            prompt = say("play.watch", lang, seat=part.seat if part else SEATS[self.round.to_move])
        else:
            prompt = self._prompt()
        return f"{said} {prompt}" if said else prompt

    def _waiting(self) -> Msg:
        """What the learner can do while no card is asked: see the turn out, or nothing
        more in a round that is over."""
        part = self.shown_part
        if self.watching and part is not None:
            return Msg("scene.watching", seat=part.seat)
        if self._handover is not None:
            return Msg("passplay.must-pass", seat=SEATS[self._handover])
        return Msg("error.round-over") if self.round.is_terminal() else Msg("error.must-decide")

    def _over_shown(self) -> bool:
        """Whether the end of the round is on screen (not only in the engine)."""
        return self.round.is_terminal() and not self.watching

    def _controls(self) -> tuple[Control, ...]:
        """The bar's buttons, as the moment on screen offers them."""
        r, lang, watching = self.round, self.lang, self.watching
        over = self._over_shown()
        mine = not watching and not r.is_terminal() and r.to_move == self.seat
        passing = self.passing is not None
        controls = [
            Control(
                "prev",
                say("player.prev", lang),
                _say("prev-tip", lang),
                enabled=self._at > 1 and not passing,
            ),
            Control(
                "next",
                say("player.next", lang),
                _say("next-tip", lang),
                enabled=watching,
                primary=watching,
            ),
            Control("last", _say("skip", lang), _say("skip-tip", lang), enabled=watching),
        ]
        if self.hints:
            # a hint is for the seat to move, never for the one passing the screen on
            aid = (mine or watching) and self._handover is None
            controls.append(
                Control("hint", _say("hint", lang), _say("hint-tip", lang), enabled=aid)
            )
            if mine and r.phase is Phase.DECIDE:
                advisor = Control("advisor", _say("advisor", lang), _say("advisor-tip", lang))
                controls.append(advisor)
        if over and self.opponent is None:
            controls += [
                Control(
                    f"review-{seat}",
                    say("passplay.review", lang, seat=seat),
                    say("passplay.review-tip", lang, seat=seat),
                )
                for seat in SEATS
            ]
        elif over:
            controls.append(Control("review", _say("review", lang), _say("review-tip", lang)))
        review = self.last_review
        if over and review is not None and review.costliest(1) and self._preset():
            controls.append(Control("retry", say("retry.open", lang), say("retry.open-tip", lang)))
        controls.append(
            Control(
                "new-round",
                _say("next-round" if self.match else "new-round", lang),
                enabled=self.match is None or (over and not self.match.is_over()),
                primary=over,
            )
        )
        return tuple(controls)

    def _levels(self) -> Toggles | None:
        """The three levels as toggles (a single round's: a match keeps its opponent)."""
        if self.match is not None:
            return None
        lang, current = self.lang, self.level
        return _toggles(
            _say("level", lang),
            (
                (
                    f"level-{level}",
                    say(f"level.{level}", lang),
                    _say("level-tip", lang, player=words.player_name(name, lang)),
                    level == current,
                )
                for level, name in LEVELS.items()
            ),
        )

    def _hint_toggles(self) -> Toggles:
        """Hints on or off, at a table of two people (off unless they ask)."""
        lang = self.lang
        return _toggles(
            say("passplay.hints", lang),
            (
                (
                    f"hints-{state}",
                    say(f"passplay.hints-{state}", lang),
                    say(f"passplay.hints-{state}-tip", lang),
                    self.hints == (state == "on"),
                )
                for state in ("off", "on")
            ),
        )

    def _totals_html(self) -> str:
        m, lang = self.match, self.lang
        if m is None:
            return ""
        over = m.winner()
        if over is None:
            end = ""  # the match goes on
        elif over == "tie":
            end = say("play.match-tie", lang)
        else:
            end = say("play.match-won", lang, seat=over)
        return totals_html(
            say("play.totals", lang, a=m.totals["A"], b=m.totals["B"]),
            [say("play." + key, lang) for key in ("history", "dealer", "winner", "points")],
            (
                (n, SEATS[dealer], s.winner or say("play.nobody", lang), s.points)
                for n, (dealer, s) in enumerate(m.history, 1)
            ),
            end,
        )

    def _log_html(self) -> str:
        """The log of every move, folded under the table: the line above says each step."""
        return log_html(say("play.log", self.lang), self.moves)

    def describe(self) -> str:
        r = self.round
        if self.opponent is None:
            where = f"{self.rules.name}, pass and play"
        else:
            where = f"{self.rules.name} vs {self.opponent.name}"
        if self.match is not None:
            where += f", round {self._round_number()}"
        if self.passing is not None:
            return f"{where}, pass the screen to {self.passing}"
        if r.is_terminal():
            s = r.result
            return f"{where}, over, " + (f"{s.winner} wins {s.points}" if s.winner else "no winner")
        verb = {
            Phase.PLAY: "play",
            Phase.TAKE: "take",
            Phase.DRAW_TAKE: "take",
            Phase.DECIDE: "decide",
        }[r.phase]
        # a turn is one hand card: the cards played so far, plus the one being played now
        played = self._in_hands - len(r.hand(0)) - len(r.hand(1))
        return f"{where}, {SEATS[r.to_move]} to {verb}, turn {played + (r.phase is Phase.PLAY)}"


def _toggles(label: str, buttons: Iterable[tuple[str, str, str, bool]]) -> Toggles:
    """A group of toggles after ``label``: each button's id, label, tip and whether it
    is pressed."""
    return Toggles(label, tuple(Control(i, text, tip, pressed=on) for i, text, tip, on in buttons))


def _say(key: str, lang: str, **fields: object) -> str:
    return say(f"play.{key}", lang, **fields)
