"""Play Koi-Koi against a computer player by pressing buttons: a round, or a whole match.

A :class:`PlayTable` deals a round and seats the learner at one side of it and
a computer player (:mod:`koikoi_edu.players`) at the other. The learner's hand
cards are buttons, enabled when the rules allow playing them; when the played or
the flipped card matches two field cards, a button for each appears; when a yaku
offers the decision, "stop" and "koi-koi" appear beside the yaku held. After
every action of the learner the computer moves until it is the learner's turn
again, and the table is redrawn with the cards that moved highlighted. The
engine explains every event in plain words, and the log keeps them, newest last.

The hint button asks the engine what each legal action would do, on copies of
the round: which cards it captures, which yaku it completes, and which card it
leaves for the rival. The hint never looks at the stock or the rival's hand.
At a decision, the "Ask the advisor" button opens a
:class:`~koikoi_edu.widgets.advisor.KoikoiAdvisor` below the table, which plays
the rest of the round out many times to weigh stop against koi-koi; it closes
with the learner's next move.

Everything can be driven from code, which is how lessons and tests use it::

    >>> table = PlayTable("random", seed=3)
    >>> table
    <PlayTable teaching vs random, A to play, turn 1>
    >>> table.play("paulownia-plain-2")
    Traceback (most recent call last):
    ...
    koikoi_edu.errors.IllegalMoveError: `paulownia-plain-2` is not in A's hand

With ``match=True`` the rounds are those of a :class:`~koikoi_edu.match.Match`:
the first dealer is drawn, the winner deals next, and the totals run on until
the rules end the match.
"""

from __future__ import annotations

import random
from html import escape

import ipywidgets as widgets

from .. import words
from ..cards import CARDS, CardSet, card
from ..errors import IllegalMoveError, KoikoiError, Word, shown
from ..hints import Outcome, action_outcomes, decision_facts
from ..match import Match, next_dealer
from ..players import make_player
from ..render.cards import FONT
from ..render.events import event_text
from ..render.table import score_html, table_html
from ..round import DECISIONS, SEATS, Event, Phase, Round
from ..rules import Rules
from ..settlement import ending_text
from ..words import check_lang, say
from .advisor import KoikoiAdvisor
from .base import KoikoiWidget, button, rules_of

__all__ = ["PlayTable"]


def _moved_cards(events: list[Event]) -> tuple[str, ...]:
    """The cards a run of events moved, each once, in the order they moved.

    The deal moves every card, so it highlights none.
    """
    return tuple(dict.fromkeys(c for e in events if e.kind != "deal" for c in e.cards))


def _buttons(box: widgets.Box) -> list[widgets.Button]:
    """The buttons in ``box`` and the boxes inside it, in display order."""
    found = []
    for w in box.children:
        if isinstance(w, widgets.Button):
            found.append(w)
        elif isinstance(w, widgets.Box):
            found += _buttons(w)
    return found


class PlayTable(KoikoiWidget):
    """A round (or a match) of Koi-Koi between the learner and a computer player.

    ``opponent`` names a built-in player (``random``, ``greedy``, ``heuristic``),
    seeded with ``random.Random(seed)``; the deals are seeded by ``seed`` too, so
    the same seed and the same presses play the same game. ``human`` is the
    learner's seat, ``"A"`` or ``"B"``; a single round is dealt by A. ``open_hands``
    shows the computer's hand face up (a teaching aid). ``position`` starts the
    first round from a prepared :class:`~koikoi_edu.round.Round` (a copy of it)
    instead of a deal, under that round's rules; it is for single rounds only.
    """

    def __init__(self, opponent: str = "heuristic", *, rules: Rules | str = "teaching",
                 seed: int = 0, human: str = "A", match: bool = False, lang: str = "en",
                 scale: float = 1.0, open_hands: bool = False,
                 position: Round | None = None) -> None:
        check_lang(lang)
        if position is not None and not isinstance(position, Round):
            raise KoikoiError(f"position must be a Round, not {shown(position)}")
        rules = rules_of(rules) if position is None else position.rules
        if human not in SEATS:
            raise KoikoiError(f"the human player sits at A or B, not {shown(human)}")
        if match and position is not None:
            raise KoikoiError("a match deals its own rounds; a position is for a single round")
        self.opponent = make_player(opponent, random.Random(seed))
        super().__init__(lang=lang, scale=scale)
        self.rules = rules
        self.seed = seed
        self.human = human
        self.seat = SEATS.index(human)
        self.open_hands = open_hands
        self.match = Match(rules, seed, explain=True) if match else None
        self._rng = random.Random(seed)  # the shuffles of single rounds
        self._round: Round | None = None
        self._in_hands = 0  # the cards in both hands when the round began
        self._moved: tuple[str, ...] = ()  # the cards of the latest step, highlighted
        self._hint = ""
        self._advisor: KoikoiAdvisor | None = None

        self.table_view = widgets.HTML()
        self.hand_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap",
                                                           align_items="center"))
        self.choice_box = widgets.VBox()
        self.decide_box = widgets.VBox()
        self.hint_button = button(say("play.hint", lang), say("play.hint_tip", lang))
        self.on_click(self.hint_button, self.hint)
        self.new_round_button = button(say("play.next_round" if match else "play.new_round", lang))
        self.on_click(self.new_round_button, self.new_round)
        self.advisor_button = button(say("play.advisor", lang), say("play.advisor_tip", lang))
        self.on_click(self.advisor_button, self.open_advisor)
        self.advisor_box = widgets.VBox()
        self.hint_view = widgets.HTML()
        self.totals_view = widgets.HTML()
        self.log_view = widgets.HTML()
        self.children = [
            self.table_view, self.hand_box, self.choice_box, self.decide_box,
            widgets.HBox([self.hint_button, self.advisor_button, self.new_round_button]),
            self.status, self.advisor_box, self.hint_view, self.totals_view, self.log_view,
        ]
        if position is None:
            self.new_round()
        else:
            # the log shows the engine's explanations from here on
            start = position.copy(explain=True)
            self._begin(start)

    # -- what is on the table -----------------------------------------------------------

    @property
    def round(self) -> Round:
        """The round being played. Read it; move only through play, take and decide."""
        assert self._round is not None  # the constructor deals or sets up the first round
        return self._round

    @property
    def advisor(self) -> KoikoiAdvisor | None:
        """The advisor opened at the learner's decision, or None."""
        return self._advisor

    @property
    def moves(self) -> list[str]:
        """The engine's explanation of every event of the round so far, newest last,
        in the table's language."""
        return [event_text(e, self.lang, self.rules.akatan_cards) for e in self.round.log]

    @property
    def action_buttons(self) -> list[widgets.Button]:
        """The buttons that act on the round now: hand cards, choices, the decision."""
        return [b for box in (self.hand_box, self.choice_box, self.decide_box)
                for b in _buttons(box)]

    # -- moves ----------------------------------------------------------------------------

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
            raise IllegalMoveError(message="widget.decide", choice=shown(choice))
        self._move(DECISIONS[choice], (Phase.DECIDE,), "cannot-decide", Word(f"decision.{choice}"))

    def open_advisor(self) -> KoikoiAdvisor:
        """Open the advisor on the learner's decision (stop or koi-koi), below the table.

        The rest of the round is played out with the computer opponent's model for
        both players; the learner can choose others in the advisor.
        """
        r = self.round
        if r.is_terminal():
            raise KoikoiError(self._prompt())
        if r.phase is not Phase.DECIDE:  # the computer has moved: it is the learner's turn
            raise KoikoiError(say("play.no_advice", self.lang,
                                  verb=say(self._prompt_verb(), self.lang)))
        self._close_advisor()
        name = self.opponent.name
        self._advisor = KoikoiAdvisor(r, players=(name, name), seed=self.seed, lang=self.lang,
                                      scale=self.scale)
        self.advisor_box.children = [self._advisor]
        return self._advisor

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
            r = Round.deal(self.rules, rng=self._rng, dealer=dealer, explain=True)
        self._begin(r)

    def _begin(self, r: Round) -> None:
        self._round = r
        self._in_hands = len(r.hand(0)) + len(r.hand(1))  # for counting turns
        self._step(list(r.log))

    def _move(self, action: int, phases: tuple[Phase, ...], refusal: str,
              what: object) -> None:
        """Apply the learner's ``action`` if the phase asks for this kind of move; else
        refuse with the error message ``refusal`` about ``what`` (a card or a decision)."""
        r = self.round
        # In a choice the engine reads a card index as a field card, and in play as a
        # hand card: a play offered while a take is due must be refused here.
        if not r.is_terminal() and r.phase not in phases:
            raise IllegalMoveError(message=refusal, seat=self.human, action=what,
                                   must=Word(self._prompt_verb()))
        self._step(r.apply_action(action))  # the engine refuses what the rules forbid

    def _step(self, events: list[Event]) -> None:
        """Let the computer move until the learner's turn, then redraw everything."""
        r = self.round
        while not r.is_terminal() and r.to_move != self.seat:
            events += r.apply_action(self.opponent.choose(r))
        if r.is_terminal() and self.match is not None and self.match.current is r:
            self.match.finish_round(r)
        self._moved = _moved_cards(events)
        self._hint = ""
        self._close_advisor()  # it weighed the decision just made
        self._draw()
        said = "; ".join(event_text(e, self.lang, self.rules.akatan_cards) for e in events)
        self.set_status(f"{said}. {self._prompt()}" if said else self._prompt())

    # -- the hint ---------------------------------------------------------------------------

    def hint(self) -> str:
        """What each legal action would do, one line each, from the engine's own answers.

        For a card play or a choice: the cards it captures, the yaku it completes or
        raises (else the yaku it comes closer to), and the yaku a card left on the
        field would give the rival. For the decision: what stopping wins now, and how
        close each player is to a further yaku.
        """
        r = self.round
        if r.is_terminal():
            lines = [self._prompt()]
        elif r.phase is Phase.DECIDE:
            lines = self._decision_lines()
        else:
            lines = [self._outcome_line(o) for o in action_outcomes(r)]
        self._hint = "\n".join(lines)
        self.hint_view.value = self._hint_html()
        self.set_status("; ".join(lines))
        return self._hint

    def _outcome_line(self, o: Outcome) -> str:
        """One hint line: the action, then what it captures, forms and leaves."""
        lang = self.lang
        named = CARDS[o.action].id
        if self.round.phase is not Phase.PLAY:
            subject = say("play.taking", lang, card=_card(named, lang))
        elif o.taken is not None:
            subject = say("play.playing_taking", lang, card=_card(named, lang),
                          taken=_card(CARDS[o.taken].id, lang))
        else:
            subject = say("play.playing", lang, card=_card(named, lang))
        facts = [say("play.captures", lang, cards=", ".join(_card(c, lang) for c in o.captures))
                 if o.captures else say("play.stays", lang)]
        named = o.akatan_cards
        facts += [say("play.completes", lang, yaku=_yaku(y, lang, named), points=p)
                  for y, p in o.completes]
        facts += [say("play.raises", lang, yaku=_yaku(y, lang, named), points=p)
                  for y, p in o.raises]
        if o.towards is not None:
            p = o.towards
            facts.append(say("play.towards", lang, yaku=_yaku(p.id, lang, named), have=p.have,
                             need=p.need))
        facts += [say("play.gives", lang, card=_card(c, lang), seat=SEATS[1 - self.seat],
                      yaku=_yaku(y, lang, named)) for c, y in o.gives]
        return f"{subject}: {', '.join(facts)}"

    def _decision_lines(self) -> list[str]:
        lang = self.lang
        facts = decision_facts(self.round)
        lines = [say("play.stop_wins", lang, equation=facts.stop.equation(lang))]
        lines += [say("play.near", lang, seat=SEATS[seat], k=p.need - p.have,
                      yaku=_yaku(p.id, lang, p.akatan_cards), have=p.have, need=p.need)
                  for seat, p in facts.near]
        lines.append(say("play.cards_left", lang, k=facts.cards_left))
        return lines

    # -- drawing ------------------------------------------------------------------------------

    def _prompt_verb(self) -> str:
        """The catalogue's words for what the learner must do now."""
        return {Phase.PLAY: "error.must-play", Phase.TAKE: "error.must-take",
                Phase.DRAW_TAKE: "error.must-draw-take",
                Phase.DECIDE: "error.must-decide"}[self.round.phase]

    def _prompt(self) -> str:
        r, lang = self.round, self.lang
        if r.is_terminal():
            s = r.result
            result = say("play.won", lang, seat=s.winner, points=s.points) if s.winner \
                else ending_text(s, lang)
            return say("play.over", lang, result=result)
        key = {Phase.PLAY: "your_play", Phase.TAKE: "your_take", Phase.DRAW_TAKE: "your_take",
               Phase.DECIDE: "your_decide"}[r.phase]
        return say(f"play.{key}", lang)

    def _round_number(self) -> int:
        """The number of the match's round on the table, counting from 1."""
        match = self.match
        assert match is not None  # only a match numbers its rounds
        return len(match.rounds) + (match.current is not None)

    def _caption(self) -> str:
        lang = self.lang
        caption = say("play.you", lang, seat=self.human,
                      opponent=words.player_name(self.opponent.name, lang))
        if self.match is None:
            return caption
        n = self._round_number()
        total = self.rules.match_rounds
        count = (say("play.round_of", lang, n=n, total=total) if total
                 else say("play.round_n", lang, n=n))
        return f"{caption} · {count}"

    def _draw(self) -> None:
        r, lang, scale = self.round, self.lang, self.scale
        self.table_view.value = table_html(r, lang=lang, scale=scale, open_hands=self.open_hands,
                                           viewer=self.seat, highlight=self._moved,
                                           caption=self._caption())
        mine = not r.is_terminal() and r.to_move == self.seat
        legal = set(r.legal_actions()) if mine else set()
        hand = []
        for c in r.hand(self.seat):
            b = button(c.name(lang), c.said(lang))
            b.disabled = not (r.phase is Phase.PLAY and c.index in legal)
            self.on_click(b, self.play, c.id)
            hand.append(b)
        self.hand_box.children = [widgets.HTML(escape(say("play.hand", lang)))] + hand
        self.choice_box.children = self._choices(r, legal)
        deciding = mine and r.phase is Phase.DECIDE
        self.decide_box.children = self._decision(r) if deciding else []
        self.advisor_button.layout.display = None if deciding else "none"
        self.new_round_button.disabled = self.match is not None and (
            not r.is_terminal() or self.match.is_over())
        self.hint_view.value = self._hint_html()
        self.totals_view.value = self._totals_html()
        self.log_view.value = self._log_html()

    def _choices(self, r: Round, legal: set[int]) -> list[widgets.Widget]:
        if r.phase not in (Phase.TAKE, Phase.DRAW_TAKE) or not legal:
            return []
        lang = self.lang
        question = say("play.take_which", lang, card=CARDS[r.pending].name(lang))
        takes = []
        for c in CardSet(r.matches):
            b = button(say("play.take", lang, card=c.name(lang)), c.said(lang))
            self.on_click(b, self.take, c.id)
            takes.append(b)
        return [widgets.HTML(escape(question)), widgets.HBox(takes)]

    def _decision(self, r: Round) -> list[widgets.Widget]:
        lang = self.lang
        choices = []
        for choice in DECISIONS:
            b = button(say(f"decision.{choice}", lang))
            self.on_click(b, self.decide, choice)
            choices.append(b)
        return [widgets.HTML(f"<p><b>{escape(say('play.decide', lang))}</b></p>"
                             + score_html(r.score(self.seat), lang, scale=self.scale)),
                widgets.HBox(choices)]

    def _hint_html(self) -> str:
        if not self._hint:
            return ""
        items = "".join(f"<li>{escape(line)}</li>" for line in self._hint.split("\n"))
        return (f'<div class="kk-hint" role="group" aria-label="{say("play.hint", self.lang)}"'
                f' style="font-family:{escape(FONT)}"><ul style="margin:0">{items}</ul></div>')

    def _totals_html(self) -> str:
        m, lang = self.match, self.lang
        if m is None:
            return ""
        head = say("play.totals", lang, a=m.totals["A"], b=m.totals["B"])
        rows = "".join(
            f"<tr><td>{n}</td><td>{SEATS[dealer]}</td>"
            f"<td>{s.winner or escape(say('play.nobody', lang))}</td>"
            f'<td style="text-align:right">{s.points}</td></tr>'
            for n, (dealer, s) in enumerate(m.history, 1))
        cols = "".join(f'<th scope="col" style="text-align:left;padding-right:0.8em">'
                       f"{escape(say('play.' + key, lang))}</th>"
                       for key in ("history", "dealer", "winner", "points"))
        over = m.winner()
        end = "" if over is None else escape(
            say("play.match_tie", lang) if over == "tie"
            else say("play.match_won", lang, seat=over))
        return (f'<div class="kk-totals" style="font-family:{escape(FONT)}">'
                f"<p><b>{escape(head)}</b> {end}</p>"
                f"<table><tr>{cols}</tr>{rows}</table></div>")

    def _log_html(self) -> str:
        """The log, newest last, in a box that opens scrolled to its end."""
        items = "".join(f"<li>{escape(text)}</li>" for text in self.moves)
        label = escape(say("play.log", self.lang))
        # column-reverse keeps the scroll position at the newest entry as the log grows
        return (f'<div class="kk-log" role="group" aria-label="{label}" style="font-family:'
                f'{escape(FONT)};max-height:12em;overflow:auto;display:flex;'
                f'flex-direction:column-reverse"><div><b>{label}</b>'
                f'<ol style="margin:0">{items}</ol></div></div>')

    def describe(self) -> str:
        r = self.round
        where = f"{self.rules.name} vs {self.opponent.name}"
        if self.match is not None:
            where += f", round {self._round_number()}"
        if r.is_terminal():
            s = r.result
            return f"{where}, over, " + (f"{s.winner} wins {s.points}" if s.winner
                                         else "no winner")
        verb = {Phase.PLAY: "play", Phase.TAKE: "take", Phase.DRAW_TAKE: "take",
                Phase.DECIDE: "decide"}[r.phase]
        # a turn is one hand card: the cards played so far, plus the one being played now
        played = self._in_hands - len(r.hand(0)) - len(r.hand(1))
        return f"{where}, {SEATS[r.to_move]} to {verb}, turn {played + (r.phase is Phase.PLAY)}"


def _card(card_id: str, lang: str) -> str:
    """A card in a hint: its id in English (what a learner types), its name otherwise."""
    return card_id if lang == "en" else _quoted(card(card_id).name(lang), lang)


def _yaku(yaku_id: str, lang: str, akatan_cards: str) -> str:
    """A yaku in a hint: its id in English, its name in the learner's language otherwise
    (akatan named as the rules option ``akatan_cards`` of the hint's round says)."""
    if lang == "en":
        return yaku_id
    return _quoted(words.yaku_name(yaku_id, lang, akatan_cards), lang)


def _quoted(name: str, lang: str) -> str:
    """Russian and Ukrainian set a name in a sentence in «guillemets», Japanese in 「」."""
    return f"«{name}»" if lang in ("ru", "uk") else f"「{name}」" if lang == "ja" else name
