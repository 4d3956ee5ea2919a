"""Self-check questions and the way a learner works through one, as plain values.

A :class:`Question` holds what a self-check asks, its right answer, a hint and an
explanation. The factories below compute every answer with the engine (a score, a
settlement, a trial capture, the advisor), so no lesson types an answer in by hand;
their words come from :mod:`koikoi_edu.words`, in the language asked for.

:class:`Attempts` is the protocol that makes a check teach rather than only grade:
a first miss earns the hint and a retry, and only a second miss (or asking for it)
shows the answer, with the explanation::

    >>> q = pile_points(["maple-deer", "peony-butterflies", "clover-boar"])
    >>> q.answer, q.kind
    (5, <Kind.NUMBER: 'number'>)
    >>> a = Attempts(q)
    >>> a.give("4"), a.give("6")
    (<Stage.RETRY: 'retry'>, <Stage.SHOWN: 'shown'>)

The widget (:class:`koikoi_edu.widgets.self_check.SelfCheck`) only draws a
question and hands the learner's clicks to an :class:`Attempts`.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from . import words
from .advisor import advise
from .cards import MONTH_MASKS, Card, CardSet, card, parse_cards
from .drill import RULE_POSITIONS, YAKU_PILES, Happens, what_happens
from .errors import KoikoiError
from .inputs import excerpt
from .message import Msg
from .placement import FORMS, Item, decision_round
from .round import Phase, Round
from .rules import Rules
from .settlement import settle
from .yaku import YAKU_IDS, progress, score


class Kind(enum.StrEnum):
    """What the learner answers with."""

    NUMBER = "number"  #: types a whole number
    CARD = "card"  #: picks one of the cards shown (choices are card ids)
    YAKU = "yaku"  #: picks a yaku by its name (choices are yaku ids)
    DECISION = "decision"  #: stop or koi-koi
    CHOICE = "choice"  #: picks one of a few texts the lesson wrote


class Stage(enum.StrEnum):
    """Where a learner is with a question."""

    WAITING = "waiting"  #: nothing answered yet
    RETRY = "retry"  #: one miss: the hint is shown, try again
    RIGHT = "right"  #: answered right
    SHOWN = "shown"  #: the answer was shown, after two misses or on request


_TEACHING = Rules()

#: The choices of a stop-or-koi-koi question, as the advisor names them.
DECISIONS = ("stop", "koi-koi")


@dataclass(frozen=True)
class Question:
    """One self-check: ``prompt``, the right ``answer`` and the words that teach it.

    ``choices`` are what the learner picks from (card ids, yaku ids, decisions or
    the lesson's own texts); a number question has none. ``why`` is a question of
    three or more choices asked once this one is settled: a pick between two is
    left with only the right one after a miss, so its reason is what makes it a real
    question on the retry. ``cards`` are the cards the
    question shows, if any. ``hint`` is said after the first miss; ``explanation``
    with the answer. ``rules`` are the rules it is asked under, which name its yaku
    (:func:`koikoi_edu.words.yaku_name`).
    """

    kind: Kind
    prompt: str
    answer: int | str
    explanation: str
    hint: str = ""
    choices: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    name: str = ""
    rules: Rules = _TEACHING
    why: Question | None = None

    def __post_init__(self) -> None:
        if self.why is not None and (self.why.kind is Kind.NUMBER or len(self.why.choices) < 3):
            raise ValueError("a question's why is a pick among three or more choices")
        if self.kind is Kind.NUMBER:
            if self.choices:
                raise ValueError("a number question has no choices")
        elif self.answer not in self.choices:
            raise ValueError(
                f"the answer {excerpt(self.answer)} is not one of the choices "
                f"{', '.join(map(str, self.choices))}"
            )
        if self.kind is Kind.CARD:
            parse_cards(self.choices, "the choices")
        if self.kind is Kind.YAKU and (bad := [y for y in self.choices if y not in YAKU_IDS]):
            raise ValueError(f"unknown yaku {excerpt(bad[0])} among the choices")
        if self.kind is Kind.DECISION and set(self.choices) != set(DECISIONS):
            raise ValueError("a stop-or-koi-koi question's choices are stop and koi-koi")

    def label(self, choice: int | str, lang: str = "en") -> str:
        """A choice (or the answer) as the learner reads it in ``lang``: a card's or a
        yaku's name, the word for stop or koi-koi, or the number or text itself."""
        if self.kind is Kind.CARD:
            return words.card_name(card(str(choice)), lang)
        if self.kind is Kind.YAKU:
            return words.yaku_name(str(choice), lang, self.rules)
        if self.kind is Kind.DECISION:
            return words.say(f"decision.{choice}", lang)
        return str(choice)

    def read(self, given: object, lang: str = "en") -> int | str:
        """The learner's answer as the question compares it: a typed number as an int.

        Raises :class:`~koikoi_edu.errors.KoikoiError` (with the words for the learner
        in ``lang``) for a number box left empty or holding something else, and for a
        pick that is not one of the choices.
        """
        if self.kind is Kind.NUMBER:
            if isinstance(given, int) and not isinstance(given, bool):
                return given
            text = str(given).strip().replace("\u2212", "-")
            if not text:
                raise KoikoiError(Msg("check.empty"))
            try:
                return int(text)
            except ValueError:
                # quoted as every message quotes input: never a whole page, nor its escapes
                raise KoikoiError(Msg("check.not-number", given=excerpt(text))) from None
        if given not in self.choices:
            raise KoikoiError(
                message="quiz.not-a-choice",
                given=excerpt(given),
                choices=", ".join(map(str, self.choices)),
            )
        return str(given)


class Attempts:
    """A learner's way through one question: answer, hint, retry, answer shown.

    The first miss moves to :attr:`Stage.RETRY` (show the hint); a second miss, or
    :meth:`show`, to :attr:`Stage.SHOWN`. A right answer at any point is
    :attr:`Stage.RIGHT`. Answering again after that judges the new answer the same
    way, so a learner can practise a question they were shown.
    """

    #: Misses before the answer is shown.
    MISSES = 2

    def __init__(self, question: Question, lang: str = "en") -> None:
        self.question = question
        self.lang = words.check_lang(lang)
        self.stage = Stage.WAITING
        self.misses = 0
        self.given: int | str | None = None

    @property
    def correct(self) -> bool | None:
        """``None`` before an answer, then whether the last answer was right."""
        return None if self.given is None else self.given == self.question.answer

    def give(self, answer: object) -> Stage:
        """Judge ``answer``; unreadable input is refused (a KoikoiError) and changes nothing."""
        value = self.question.read(answer, self.lang)
        self.given = value
        if self.correct:
            self.stage = Stage.RIGHT
        else:
            self.misses += 1
            self.stage = Stage.RETRY if self.misses < self.MISSES else Stage.SHOWN
        return self.stage

    def show(self) -> Stage:
        """Show the answer now (the learner asked for it)."""
        if self.stage is not Stage.RIGHT:
            self.stage = Stage.SHOWN
        return self.stage

    def verdict(self) -> str:
        """This stage in a few words, in the question's language (the status line)."""
        q, lang = self.question, self.lang
        if self.stage is Stage.WAITING:
            return words.say("check.waiting", lang)
        if self.stage is Stage.RETRY:
            assert self.given is not None  # a retry follows a wrong answer (0 is one)
            return words.say("check.retry", lang, given=excerpt(q.label(self.given, lang)))
        key = "check.right" if self.stage is Stage.RIGHT else "check.shown"
        return words.say(key, lang, answer=q.label(q.answer, lang))

    def note(self) -> str:
        """What teaches at this stage: the hint before the answer is known, the
        explanation after, nothing before the first answer."""
        q = self.question
        return {Stage.WAITING: "", Stage.RETRY: q.hint}.get(self.stage, q.explanation)


# -- the factories: the engine computes every answer -------------------------------------


def _quoted(c: Card, lang: str) -> str:
    """A card named in a sentence: its name quoted, as a label ("“cherry: plain”",
    «сакура: простая»), so that it never reads as a phrase of the sentence."""
    return words.quoted(words.card_name(c, lang), lang)


def _rules_note(rules: Rules, lang: str) -> str:
    """ " (rules: nintendo)" after a question asked under rules other than teaching."""
    if rules == _TEACHING:
        return ""
    return " " + words.say("quiz.under", lang, rules=words.preset_name(rules.name, lang))


def why(
    prompt: str,
    answer: str,
    choices: Sequence[str],
    explanation: str,
    hint: str = "",
    name: str = "why",
) -> Question:
    """The reason for a pick between two, asked after it: three or more ``choices``.

    >>> reason = why("Why A?", "A won", ["A won", "A is first", "B misdealt"], "The winner deals.")
    >>> reason.kind, len(reason.choices)
    (<Kind.CHOICE: 'choice'>, 3)
    """
    return Question(Kind.CHOICE, prompt, answer, explanation, hint, tuple(choices), name=name)


def pile_points(
    pile: Sequence[str],
    rules: Rules = _TEACHING,
    lang: str = "en",
    name: str = "pile-points",
    hint: str = "",
) -> Question:
    """How many points is this pile worth if its holder stops now (no calls)?

    ``hint`` names the trap of this pile; without it the hint is the catalogue's.
    """
    cards = CardSet(pile)
    held = score(cards, rules)
    settled = settle(rules, "A", held.base, tuple(y.id for y in held.yaku))
    if held:
        explanation = words.say(
            "quiz.pile-points.explain", lang, equation=words.settlement_text(settled, lang, rules)
        )
    else:
        explanation = words.say("quiz.pile-points.none", lang)
    # the x2 at 7 is recalled only where it changes the answer: lessons before 05, which
    # teaches it, ask about smaller piles and must not meet it in a hint
    doubles = rules.double_at_seven and held.base >= 7
    seven = "quiz.pile-points.hint-seven" if doubles else "quiz.pile-points.hint"
    return Question(
        Kind.NUMBER,
        words.say("quiz.pile-points", lang) + _rules_note(rules, lang),
        settled.points,
        explanation,
        hint or words.say(seven, lang),
        cards=tuple(cards.ids()),
        name=name,
    )


def round_points(
    round: Round, prompt: str, lang: str = "en", name: str = "round-points", hint: str = ""
) -> Question:
    """How many points does the winner of this finished round score?

    ``hint`` names the trap of this round; without it the hint is the catalogue's.
    """
    s = round.settlement
    if s is None:
        raise ValueError("the round is not over yet")
    return Question(
        Kind.NUMBER,
        prompt,
        s.points,
        words.settlement_text(s, lang, round.rules),
        hint or words.say("quiz.round-points.hint", lang),
        name=name,
    )


def which_take(
    played: str,
    field: Sequence[str],
    pile: Sequence[str] = (),
    rules: Rules = _TEACHING,
    lang: str = "en",
    name: str = "which-take",
    hint: str = "",
) -> Question:
    """Two field cards match the played card: which one should it take?

    The answer is the capture after which the pile's base is highest (ties go to the
    card of higher category), worked out by the engine on both choices. ``hint`` names
    the trap of this choice; without it the hint is the catalogue's.
    """
    c = card(played)
    options = [f for f in parse_cards(field, "the field") if f.month == c.month]
    if len(options) != 2:
        raise ValueError(f"`{c.id}` must match exactly two field cards to ask this")
    pile_mask = CardSet(pile).mask
    rank = {"bright": 4, "animal": 3, "ribbon": 2, "plain": 1}

    def value(option):
        after = pile_mask | c.mask | option.mask
        return score(after, rules).base, rank[option.category.value]

    best = max(options, key=value)
    other = options[0] if best is options[1] else options[1]
    explanation = words.say(
        "quiz.which-take.explain",
        lang,
        month=c.month,
        plant=words.plant_name(c.month, lang),
        best=_quoted(best, lang),
        best_base=value(best)[0],
        other_base=value(other)[0],
    )
    reasons = tuple(words.say(f"quiz.which-take.why-{r}", lang) for r in ("now", "kind", "first"))
    why = Question(
        Kind.CHOICE,
        words.say("quiz.which-take.why", lang),
        reasons[0] if value(best)[0] > value(other)[0] else reasons[1],
        explanation,
        words.say("quiz.which-take.why-hint", lang),
        reasons,
        name=f"{name}:why",
    )
    return Question(
        Kind.CARD,
        words.say("quiz.which-take", lang, card=_quoted(c, lang)),
        best.id,
        explanation,
        hint or words.say("quiz.which-take.hint", lang),
        choices=tuple(o.id for o in options),
        cards=(c.id,),
        name=name,
        why=why,
    )


def which_captures(
    hand: Sequence[str],
    field: Sequence[str],
    lang: str = "en",
    name: str = "which-captures",
    hint: str = "",
) -> Question:
    """Which card of the hand captures a field card? Exactly one may match by month.

    The hand cards are the choices; the explanation names the field cards of the
    answer's month, the ones it captures (or chooses from, when two lie there).
    ``hint`` names the trap of this hand; without it the hint is the catalogue's.
    """
    hand_cards = parse_cards(hand, "the hand")
    field_set = CardSet(parse_cards(field, "the field"))
    matching = [c for c in hand_cards if field_set.mask & MONTH_MASKS[c.month - 1]]
    if len(matching) != 1:
        raise ValueError(
            f"exactly one hand card must match a field card by month to ask "
            f"this, not {len(matching)}"
        )
    right = matching[0]
    same_month = CardSet(field_set.mask & MONTH_MASKS[right.month - 1])
    explanation = words.say(
        "quiz.which-captures.explain",
        lang,
        card=_quoted(right, lang),
        month=right.month,
        plant=words.plant_name(right.month, lang),
        field=", ".join(_quoted(c, lang) for c in same_month),
    )
    return Question(
        Kind.CARD,
        words.say("quiz.which-captures", lang),
        right.id,
        explanation,
        hint or words.say("quiz.which-captures.hint", lang),
        choices=tuple(c.id for c in hand_cards),
        cards=tuple(field_set.ids()),
        name=name,
    )


def which_yaku(
    pile: Sequence[str],
    rules: Rules = _TEACHING,
    lang: str = "en",
    choices: Sequence[str] = (),
    name: str = "which-yaku",
    hint: str = "",
) -> Question:
    """Which yaku does this pile hold? The pile must hold exactly one.

    Without ``choices`` the others offered are the three yaku the pile holds most
    cards of (:func:`~koikoi_edu.yaku.progress`), so a wrong pick is a near miss worth
    explaining; the choices are listed in the yaku's display order.
    """
    cards = CardSet(pile)
    held = score(cards, rules).yaku
    if len(held) != 1:
        raise ValueError(f"the pile must hold exactly one yaku to ask this, not {len(held)}")
    right = held[0]
    nearest = sorted(progress(cards, rules), key=lambda p: -p.have)[:3]  # a stable sort
    offered = set(choices) or {right.id, *(p.id for p in nearest)}
    offered.add(right.id)
    unknown = sorted(offered - set(YAKU_IDS))
    if unknown:
        raise ValueError(f"unknown yaku {excerpt(unknown[0])} among the choices")
    explanation = words.say(
        "quiz.which-yaku.explain",
        lang,
        yaku=words.yaku_name(right.id, lang, rules),
        points=words.points(right.points, lang),
        cards=", ".join(_quoted(c, lang) for c in right.cards),
    )
    return Question(
        Kind.YAKU,
        words.say("quiz.which-yaku", lang) + _rules_note(rules, lang),
        right.id,
        explanation,
        hint or words.say("quiz.which-yaku.hint", lang),
        choices=tuple(y for y in YAKU_IDS if y in offered),
        cards=tuple(cards.ids()),
        name=name,
        rules=rules,
    )


def stop_or_koikoi(
    round: Round,
    prompt: str,
    lang: str = "en",
    players: str | Sequence[str] = ("heuristic", "heuristic"),
    name: str = "stop-or-koi-koi",
    hint: str = "",
    **advice: object,
) -> Question:
    """Stop or koi-koi at this decision? The advisor answers (``advice`` are its options).

    A decision the advisor cannot call either way (its answer is ``"either"``) makes no
    question: it is refused. ``hint`` names the trap of this decision; without it the
    hint is the catalogue's.
    """
    if round.phase is not Phase.DECIDE:
        raise ValueError("the round is not at a stop-or-koi-koi decision")
    answer = advise(round, players=players, **advice)  # type: ignore[arg-type]
    if answer.best not in DECISIONS:
        raise ValueError(
            "the advisor finds stop and koi-koi too close to call: choose another decision"
        )
    reasons = tuple(
        words.say(f"quiz.stop-or-koikoi.why-{r}", lang) for r in ("more", "less", "same")
    )
    why = Question(
        Kind.CHOICE,
        words.say("quiz.stop-or-koikoi.why", lang),
        reasons[0] if answer.best == "koi-koi" else reasons[1],
        words.say(
            "quiz.stop-or-koikoi.why-explain",
            lang,
            koikoi=words.number(answer.koikoi.expected, lang),
            stop=words.number(answer.stop.expected, lang),
        ),
        words.say("quiz.stop-or-koikoi.why-hint", lang),
        reasons,
        name=f"{name}:why",
    )
    return Question(
        Kind.DECISION,
        prompt,
        answer.best,
        words.advice_text(answer, lang),
        hint or words.say("quiz.stop-or-koikoi.hint", lang),
        choices=DECISIONS,
        name=name,
        why=why,
    )


# -- the drill's items across days (koikoi_edu.drill.Schedule) ------------------------------


def card_month(card_id: str, lang: str = "en", name: str = "") -> Question:
    """Which month is this card? (A typed number, 1 to 12.)

    >>> card_month("clover-boar").answer
    7
    """
    c = card(card_id)
    return Question(
        Kind.NUMBER,
        words.say("progress.card-month", lang),
        c.month,
        words.say(
            "progress.card-month.explain",
            lang,
            card=words.card_name(c, lang),
            month=c.month,
            plant=words.plant_name(c.month, lang),
        ),
        words.say("progress.card-month.hint", lang),
        cards=(c.id,),
        name=name or f"card:{c.id}",
    )


def what_next(played: str, field: Sequence[str], lang: str = "en", name: str = "") -> Question:
    """A card is played on this field: what happens next? The engine's answer
    (:func:`koikoi_edu.drill.what_happens`) among the four things a play can do."""
    c = card(played)
    right = what_happens(played, field)
    choices = tuple(words.say(f"progress.what-next.{h.value}", lang) for h in Happens)
    return Question(
        Kind.CHOICE,
        words.say("progress.what-next", lang, card=words.card_name(c, lang)),
        choices[list(Happens).index(right)],
        words.say(
            "progress.what-next.explain",
            lang,
            month=c.month,
            plant=words.plant_name(c.month, lang),
            n=len(CardSet(CardSet(field).mask & MONTH_MASKS[c.month - 1])),
        ),
        words.say("progress.what-next.hint", lang),
        choices,
        cards=tuple(c.id for c in parse_cards(field, "the field")),
        name=name,
    )


def drill_item(item: str, lang: str = "en") -> Question:
    """The question of a drill item (``card:...``, ``yaku:...`` or ``rule:...``, see
    :func:`koikoi_edu.drill.all_items`), named by the item id.

    >>> drill_item("yaku:boar-deer-butterflies").answer
    5
    """
    kind, _, key = item.partition(":")
    if kind == "card":
        return card_month(key, lang, item)
    if kind == "yaku" and key in YAKU_PILES:
        return pile_points(YAKU_PILES[key], lang=lang, name=item)
    if kind == "rule" and key in RULE_POSITIONS:
        played, field = RULE_POSITIONS[key]
        return what_next(played, field, lang, item)
    raise ValueError(f"unknown drill item {excerpt(item)}")


# -- the placement and final checks (koikoi_edu.placement) ----------------------------------


def rival_called_points(
    pile: Sequence[str], rules: Rules = _TEACHING, lang: str = "en", name: str = ""
) -> Question:
    """You stop with this pile after your rival called koi-koi: how many points?

    >>> rival_called_points(["pine-poetry", "plum-poetry", "cherry-poetry"]).answer
    10
    """
    held = score(CardSet(pile), rules)
    settled = settle(rules, "A", held.base, tuple(y.id for y in held.yaku), 0, 1)
    return Question(
        Kind.NUMBER,
        words.say("progress.rival-called", lang),
        settled.points,
        words.say(
            "quiz.pile-points.explain", lang, equation=words.settlement_text(settled, lang, rules)
        ),
        words.say("progress.rival-called.hint", lang),
        cards=tuple(CardSet(pile).ids()),
        name=name,
    )


def placement_question(item: Item, lang: str = "en") -> Question:
    """The question of one item of the placement or final check, named by its kind;
    the engine computes its answer (the advisor, for stop or koi-koi)."""
    kind, name = item.kind, item.kind
    if kind.startswith("month-"):
        return card_month(item.cards[0], lang, name)
    if kind == "capture-which":
        return which_captures(item.hand, item.field, lang, name)
    if kind == "capture-what":
        return what_next(item.cards[0], item.field, lang, name)
    if kind == "capture-take":
        return which_take(item.cards[0], item.field, item.pile, lang=lang, name=name)
    if kind == "yaku-which":
        return which_yaku(item.cards, lang=lang, name=name)
    if kind == "settle-rival-called":
        return rival_called_points(item.cards, lang=lang, name=name)
    if kind == "stop-or-koikoi":
        round = decision_round(FORMS.index(item.form))
        return stop_or_koikoi(round, words.say("progress.decide", lang), lang, name=name)
    return pile_points(item.cards, lang=lang, name=name)
