"""What a table shows at one moment, and what a click on it means: one value, one drawing.

A :class:`Scene` says everything a live table shows at one moment: the round from
one seat's view (or both hands open), the card turned up from the stock, the cards
to highlight, whose yaku wait for the turn's check, whose turn the header names, the
:class:`Question` asked (the cards a click is accepted for, and why the others are
not), the hint, and the bar's controls. :func:`scene` builds it from the round, the
moment of the turn on screen (:class:`Moment`) and the viewer's seat;
:func:`scene_html` draws it, live for the view or still for a stored page, so the two
never disagree. The play table and the scenario player build a scene and draw it;
neither decides what is shown or what is legal. A click on a card is answered from the
scene: :meth:`Scene.refusal` says why a card is not accepted, naming the rule that
refuses it, and :func:`verdict` says what a legal choice that is not the lesson's own
would have changed::

    >>> from koikoi_edu.round import Round
    >>> from koikoi_edu.rules import Rules
    >>> import random
    >>> r = Round.deal(Rules(), rng=random.Random(3))
    >>> s = scene(r, None, 0, question=legal_question(r, 0))
    >>> s.question.kind, len(s.question.pick)
    ('play', 8)
    >>> from koikoi_edu import words
    >>> print(words.say(s.refusal("paulownia-plain-2"), "en"))
    `paulownia-plain-2` is not in A's hand
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from .. import words
from ..cards import CARDS, card
from ..hints import Outcome, action_outcomes
from ..message import Msg
from ..round import DECISIONS, SEATS, Phase, Round
from ..rules import Rules
from ..trace import Part, PartKind
from .cards import FONT
from .live import Control, Toggles
from .table import Live, score_html, table_html

__all__ = [
    "Moment",
    "Question",
    "Scene",
    "scene",
    "legal_question",
    "scripted_question",
    "scene_html",
    "verdict",
    "outcome_facts",
    "quoted_card",
    "quoted_yaku",
]


@dataclass(frozen=True)
class Moment:
    """Where in a turn the table stands: ``part``, the part of a turn just shown, and
    ``coming``, the parts of the same turn still to be shown."""

    part: Part
    coming: tuple[Part, ...] = ()


@dataclass(frozen=True)
class Question:
    """What a scene asks the learner: a hand card to play, a field card to take, or a
    decision.

    ``position`` is the round the move is made on, ``pick`` exactly the cards a click
    is accepted for (none for a decision), ``card`` the played or flipped card a take
    is for. ``scripted`` holds the lesson's own answer ("your move": any of them is
    right), empty when any legal click is the move. ``look`` is how the table shows it:
    ``"question"`` (a lesson asks, with ``text``) or ``"decision"`` (a player decides,
    the yaku held beside Stop and Koi-koi).
    """

    kind: str
    seat: int
    position: Round
    pick: frozenset[str] = frozenset()
    card: str | None = None
    scripted: tuple[str, ...] = ()
    text: Msg | None = None
    look: str = "question"


@dataclass(frozen=True)
class Scene:
    """A table at one moment, as :func:`scene` builds it (see the module's words).

    ``waiting`` says what the learner can do when no card is asked (press Next,
    decide...), for the refusal of a card click then. ``handover`` is the seat the
    screen is being passed to when two people play at one table: no hand is shown
    face up, nothing is asked, and the one button beside the field shows that seat's
    hand once it holds the screen.
    """

    round: Round
    viewer: int = 0
    open_hands: bool = False
    highlight: tuple[str, ...] = ()
    flipped: str | None = None
    hide_yaku: int | None = None
    turn: str | None = None
    question: Question | None = None
    waiting: Msg = field(default_factory=lambda: Msg("widget.must-step"))
    hint: frozenset[str] = frozenset()
    caption: str | None = None
    controls: tuple[Control, ...] = ()
    toggles: Toggles | None = None
    handover: str | None = None

    @property
    def pick(self) -> frozenset[str]:
        """The cards a click is accepted for now."""
        return frozenset() if self.question is None else self.question.pick

    @property
    def asked(self) -> Msg:
        """What the learner is asked to do now, in words: the question's move, or
        ``waiting`` when no question is asked."""
        q = self.question
        if q is None:
            return self.waiting
        if q.kind == "take" and q.position.phase is Phase.DRAW_TAKE:
            return Msg("error.must-draw-take")
        return Msg(f"error.must-{q.kind}")

    def refusal(self, card_id: str) -> Msg | None:
        """Why a click on ``card_id`` is not accepted, naming the rule that refuses it,
        or None when the scene asks for that card."""
        q = self.question
        if q is not None and card_id in q.pick:
            return None
        if q is None or q.kind == "decide":
            must = Msg("error.must-decide") if q is not None else self.waiting
            return Msg("error.widget.no-card-asked", must=must)
        c, seat = card(card_id), SEATS[q.seat]
        if q.kind == "play":
            return Msg("error.not-in-hand", action=c, seat=seat)
        assert q.card is not None  # a take is for the played or flipped card
        if not q.position.field & c.mask:
            return Msg("scene.not-on-field", card=c)
        taker = card(q.card)
        return Msg(
            "scene.other-month",
            card=c,
            month=c.month,
            played=taker,
            number=taker.month,
            plant=Msg(f"plant.{taker.month}"),
        )


def scene(
    now: Round,
    moment: Moment | None,
    viewer: int,
    *,
    question: Question | None = None,
    handover: str | None = None,
    **shown: object,
) -> Scene:
    """The scene of ``now`` at ``moment`` (None: the round at rest), seen from
    ``viewer``'s seat, asking ``question``; ``shown`` are the scene's other fields
    (open_hands, hint, caption, controls, toggles, waiting).

    While the screen passes to the seat ``handover`` (two people at one table), the
    scene is the round at rest with every hand face down, asking nothing, whatever the
    moment and the question: what one person held is not left for the next to see.

    At a part of a turn the table is the part's own, its cards highlighted; a card just
    turned up from the stock lies in its own place until it is taken. The mover's yaku
    stay hidden at the play, capture and flip while the turn's yaku check is still to
    come (docs/rules.md, 3.4), and while parts of the turn are to come, the header names
    whose turn is shown rather than the round's next mover.
    """
    if handover is not None:
        hidden = {**shown, "open_hands": False, "hint": frozenset()}
        return Scene(now, viewer, handover=handover, **hidden)  # type: ignore[arg-type]
    if moment is None:
        return Scene(now, viewer, question=question, **shown)  # type: ignore[arg-type]
    part = moment.part
    table = part.round
    flipped = (
        part.values["card"]
        if part.kind is PartKind.FLIP and table.phase is not Phase.DRAW_TAKE
        else None
    )
    unchecked = any(p.kind is PartKind.YAKU for p in moment.coming)
    early = part.kind in (PartKind.PLAY, PartKind.CAPTURE, PartKind.FLIP)
    # a lesson's question must not show its answer: the cards to click are not lit
    asked = question.pick if question is not None and question.scripted else frozenset()
    return Scene(
        table,
        viewer,
        highlight=tuple(c for c in part.cards if c not in asked),
        flipped=flipped,
        hide_yaku=SEATS.index(part.seat) if early and unchecked else None,
        turn=part.seat if moment.coming and table.phase is Phase.PLAY else None,
        question=question,
        **shown,  # type: ignore[arg-type]
    )


def legal_question(r: Round, seat: int) -> Question | None:
    """What the rules ask ``seat`` on ``r``: its legal cards, or its decision; None
    when it is not ``seat``'s move."""
    if r.is_terminal() or r.to_move != seat:
        return None
    if r.phase is Phase.DECIDE:
        return Question("decide", seat, r, look="decision")
    pick = frozenset(CARDS[a].id for a in r.legal_actions())
    if r.phase is Phase.PLAY:
        return Question("play", seat, r, pick)
    return Question("take", seat, r, pick, card=CARDS[r.pending].id)


def scripted_question(part: Part, position: Round) -> Question | None:
    """The learner's question before ``part`` ("your move"), asked on ``position``: the
    hand card played (any hand card is legal), the field card its capture takes (the
    field cards of the card's month are legal), or the decision; None for a part a
    click cannot answer (a card that takes nothing, a flip)."""
    seat = SEATS.index(part.seat)
    if part.kind is PartKind.DECISION:
        return Question("decide", seat, position, text=Msg("player.question", seat=part.seat))
    if part.kind is PartKind.PLAY and part.values.get("how") == "play":
        played: str = part.values["card"]
        hand = frozenset(position.hand(seat).ids())
        text = Msg("widget.ask-play", seat=part.seat, card=card(played))
        return Question("play", seat, position, hand, played, (played,), text)
    if part.kind is PartKind.CAPTURE and part.values.get("matched"):
        played = part.values["card"]
        c = card(played)
        pick = frozenset(position.field_matches(c.index).ids()) - {played}
        text = Msg("widget.ask-take", seat=part.seat, card=c)
        return Question("take", seat, position, pick, played, tuple(part.values["matched"]), text)
    return None


def quoted_card(card_id: str, lang: str) -> str:
    """A card in a sentence: its name in ``lang``, quoted."""
    return words.quoted(words.card_name(card(card_id), lang), lang)


def quoted_yaku(yaku_id: str, lang: str, rules: Rules) -> str:
    """A yaku in a sentence: its name in ``lang`` under the round's rules, quoted."""
    return words.quoted(words.yaku_name(yaku_id, lang, rules), lang)


def outcome_facts(o: Outcome, rival: int, lang: str, rules: Rules) -> list[str]:
    """What an action leads to, in short phrases: what it captures (or that it stays),
    the yaku it completes or raises or brings nearer, what it gives ``rival``."""
    facts = [
        words.say("play.captures", lang, cards=", ".join(quoted_card(c, lang) for c in o.captures))
        if o.captures
        else words.say("play.stays", lang)
    ]
    facts += [
        words.say("play.completes", lang, yaku=quoted_yaku(y, lang, rules), points=p)
        for y, p in o.completes
    ]
    facts += [
        words.say("play.raises", lang, yaku=quoted_yaku(y, lang, rules), points=p)
        for y, p in o.raises
    ]
    if o.towards is not None:
        p = o.towards
        facts.append(
            words.say(
                "play.towards", lang, yaku=quoted_yaku(p.id, lang, rules), have=p.have, need=p.need
            )
        )
    facts += [
        words.say(
            "play.gives",
            lang,
            card=quoted_card(c, lang),
            seat=SEATS[rival],
            yaku=quoted_yaku(y, lang, rules),
        )
        for c, y in o.gives
    ]
    return facts


def verdict(q: Question, card_id: str, lang: str) -> str | None:
    """What a click on ``card_id`` (one of ``q.pick``) says: None for the lesson's own
    answer; for another legal choice, that it is legal and what the lesson's choice
    does instead, from the engine's own answers."""
    if not q.scripted or card_id in q.scripted:
        return None
    scripted = q.scripted[0]
    index = card(scripted).index
    position = q.position
    outcomes = [o for o in action_outcomes(position) if o.action == index]
    facts = outcome_facts(outcomes[0], 1 - q.seat, lang, position.rules) if outcomes else []
    return words.say(
        "scene.legal-other",
        lang,
        card=quoted_card(card_id, lang),
        scripted=quoted_card(scripted, lang),
        facts=", ".join(facts),
    )


# -- drawing ----------------------------------------------------------------------------


def _decision_html(q: Question, lang: str, scale: float) -> str:
    """Stop and Koi-koi at the table, beside the yaku held."""
    title = escape(words.say("play.decide", lang))
    return (
        f'<div class="kk-region kk-decision" role="group" aria-label="{title}" '
        f'style="background:#fff8e1;border:2px solid #b8860b;border-radius:0.5em;'
        f'padding:0.4em 0.6em;font-family:{escape(FONT)}">'
        f'<div style="font-weight:bold;font-size:{scale:g}em;max-width:22em">{title}</div>'
        f"{score_html(q.position.score(q.seat), lang, scale=scale, rules=q.position.rules)}"
        f"<div>{_decision_buttons(lang, scale)}</div></div>"
    )


def _decision_buttons(lang: str, scale: float) -> str:
    return "".join(
        f'<button type="button" class="kk-control kk-decide" data-control="{choice}" '
        f'style="font-size:{1.1 * scale:g}em;font-weight:bold;margin:0.3em 0.5em 0 0;'
        f'padding:0.25em 1.1em">{escape(words.say(f"decision.{choice}", lang))}</button>'
        for choice in DECISIONS
    )


def _question_html(q: Question, lang: str, scale: float) -> str:
    """A lesson's question at the table: what to click, or Stop and Koi-koi."""
    assert q.text is not None  # a lesson's question says what it asks
    buttons = _decision_buttons(lang, scale) if q.kind == "decide" else ""
    return (
        f'<div class="kk-region kk-question" role="group" style="background:#fff8e1;'
        f"border:2px solid #b8860b;border-radius:0.5em;padding:0.4em 0.6em;"
        f'max-width:{18 * scale:g}em"><div style="font-weight:bold;font-size:'
        f'{1.05 * scale:g}em">{escape(question_text(q, lang))}</div><div>{buttons}</div></div>'
    )


def question_text(q: Question, lang: str) -> str:
    """What a lesson's question asks, in a sentence (the card named in ``lang``)."""
    assert q.text is not None
    fields = dict(q.text.fields)
    if "card" in fields:
        fields["card"] = quoted_card(fields["card"].id, lang)
    return words.say(q.text.id, lang, **fields)


def _handover_html(seat: str, lang: str, scale: float) -> str:
    """The pass step: whose turn it is, and the button that seat presses to see its hand."""
    title = escape(words.say("passplay.handover", lang, seat=seat))
    return (
        f'<div class="kk-region kk-handover" role="group" aria-label="{title}" '
        f'style="background:#fff8e1;border:2px solid #b8860b;border-radius:0.5em;'
        f'padding:0.4em 0.6em;font-family:{escape(FONT)}">'
        f'<div style="font-weight:bold;font-size:{1.1 * scale:g}em;max-width:18em">{title}</div>'
        f'<button type="button" class="kk-control kk-primary" data-control="show-hand" '
        f'title="{escape(words.say("passplay.show-tip", lang, seat=seat))}" '
        f'style="font-size:{1.1 * scale:g}em;font-weight:bold;margin:0.3em 0.5em 0 0;'
        f'padding:0.25em 1.1em">{escape(words.say("passplay.show", lang, seat=seat))}</button>'
        f"</div>"
    )


def beside_html(s: Scene, lang: str, scale: float) -> str:
    """What the scene asks, drawn beside the field: a question, a decision, or the pass
    step of two people at one table."""
    if s.handover is not None:
        return _handover_html(s.handover, lang, scale)
    q = s.question
    if q is None:
        return ""
    if q.look == "decision":
        return _decision_html(q, lang, scale)
    return "" if q.text is None else _question_html(q, lang, scale)


def scene_html(s: Scene, *, lang: str, scale: float, live: bool) -> str:
    """The table of scene ``s``: ``live``, its cards are buttons and the asked ones
    raised; still, the same table as a stored page shows it."""
    status = None if s.turn is None else words.say("scene.turn", lang, seat=s.turn)
    return table_html(
        s.round,
        lang=lang,
        scale=scale,
        open_hands=s.open_hands,
        viewer=s.viewer,
        highlight=s.highlight,
        caption=s.caption,
        flipped=s.flipped,
        hide_yaku=s.hide_yaku,
        status=status,
        beside=beside_html(s, lang, scale),
        live=Live(pick=s.pick, hint=s.hint) if live else None,
        hands_down=s.handover is not None,
    )
