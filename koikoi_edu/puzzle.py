"""Puzzles: one decision of one seat, judged from what that seat can see.

A puzzle file is a scenario file (:mod:`koikoi_edu.scenario`: a ``[position]`` or a
``deck``, turns, narration) with no ``[expect]``, plus a ``[puzzle]`` table saying
which decision is asked and the parts of the mover's turn already made (the card
``played``, the field card it took, the card ``flipped``, what that took)::

    title = "The moon or the geese"
    [position]
    A.hand = ["pampas-plain-1", "pine-plain-1"]
    ...
    [puzzle]
    ask = "take"
    played = "pampas-plain-1"
    answer = "pampas-moon"

:func:`loads` builds the round the parts lead to and refuses, with one
:class:`~koikoi_edu.errors.ScenarioError` naming the file, the key and the card, a
puzzle whose ``ask`` does not match that round, whose ``answer`` or ``values`` name a
choice that is not legal there, or whose ``values`` leave a legal choice out.

:func:`verify` gives every legal choice's *value*: the mover's expected net points
(points won minus points lost by the end of the round) over the deals of the cards
the mover cannot see, the rest of the round played by the strong player's playout
policy (:class:`~koikoi_edu.players.QuickPlayer`) for both seats. Late in a round
every deal that matters is enumerated and the values are exact; otherwise deals are
sampled until the best choice's 95% interval lies above every other's, or the
sample budget says it does not. A puzzle's answer is *clear* when it is the best
choice by at least :data:`MARGIN` points and its interval is above the others'.

>>> p = loads(EXAMPLE, "example.toml")
>>> p.ask, p.choices, p.view.rival_hand
('take', ('pampas-moon', 'pampas-geese'), 1)
>>> v = verify(p)
>>> v.best, v.clear, themes_of(p, v)[:2]
('pampas-moon', True, ('take-the-bright', 'two-match-choice'))
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from functools import cache
from importlib import resources
from statistics import NormalDist
from typing import Any

from .advisor import EXACT_WORK_LIMIT, TooMuchWork, exact_tallies
from .cards import BY_ID, CARDS, Category, indices
from .errors import KoikoiError, ScenarioError
from .inputs import excerpt
from .message import Code, Msg
from .players import QuickPlayer, net_points, unseen_cards
from .review import Review
from .round import SEATS, Phase, Round, action_to_string, string_to_action
from .rules import PRESETS
from .scenario import Scenario, _in_file, _typed, from_table, parse_toml, read
from .yaku import score

__all__ = [
    "ASKS",
    "MARGIN",
    "THEMES",
    "Fact",
    "Puzzle",
    "Value",
    "Verdict",
    "View",
    "bank",
    "bank_entries",
    "check",
    "daily",
    "facts",
    "from_entry",
    "resample_hidden",
    "decisions",
    "entry",
    "position_of",
    "load",
    "loads",
    "puzzle_toml",
    "rating_of",
    "retry_puzzles",
    "themes_of",
    "verify",
]

#: What a puzzle may ask, by the phase of the round at the decision.
ASKS = {
    "play": Phase.PLAY,
    "take": Phase.TAKE,
    "draw_take": Phase.DRAW_TAKE,
    "decide": Phase.DECIDE,
}
#: A puzzle's answer must beat every other choice by at least this many points.
MARGIN = 0.5
#: The confidence of a sampled value's interval (its half-width is Z standard errors).
CONFIDENCE = 0.95
Z = NormalDist().inv_cdf(0.5 + CONFIDENCE / 2)
#: Values are exact when the unseen cards fall in at most this many ways that matter
#: (the walk of each choice ends at most EXACT_WORK_LIMIT rounds anyway): with two or
#: three turns left that takes a second or two.
EXACT_DEALS = EXACT_WORK_LIMIT
#: Sampling looks at the values after FIRST deals, then every STEP, up to MAX_SAMPLES.
FIRST = 400
STEP = 200
MAX_SAMPLES = 4_000
#: Stored values are written to one decimal: a stored value may differ from the
#: interval's ends by this rounding.
ROUNDING = 0.05
#: The seed of a check's search: the bank is verified with it too, so a check finds
#: the values the bank stores.
SEED = 0

_PUZZLE_KEYS = (
    *("ask", "played", "take", "flipped", "draw_take", "answer"),
    *("themes", "rating", "say", "values"),
)
#: The parts of a turn, in the order they are made, and the phase each answers.
_PARTS = ("played", "take", "flipped", "draw_take")


@dataclass(frozen=True)
class View:
    """What the mover sees at the decision: card ids, the rival's hand and the
    stock only as counts. ``piles`` and ``calls`` are by seat; ``calls`` lists the
    seats that have called koi-koi, in order."""

    seat: str
    hand: tuple[str, ...]
    field: tuple[str, ...]
    piles: dict[str, tuple[str, ...]]
    calls: tuple[str, ...]
    played: str | None
    take: str | None
    flipped: str | None
    draw_take: str | None
    rival_hand: int
    stock: int

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "hand": list(self.hand),
            "field": list(self.field),
            "piles": {s: list(p) for s, p in self.piles.items()},
            "calls": list(self.calls),
            "played": self.played,
            "take": self.take,
            "flipped": self.flipped,
            "draw_take": self.draw_take,
            "rival_hand": self.rival_hand,
            "stock": self.stock,
        }


@dataclass(frozen=True)
class Puzzle:
    """A validated puzzle: build it with :func:`load`, :func:`loads` or :func:`bank`.

    ``round`` is the round at the decision (the parts applied), ``start`` the round
    before the mover's turn; ``choices`` are the legal answers as ids (card ids, or
    ``stop`` and ``koi-koi``). ``values`` are the stored expected points by choice,
    if the file gives them; ``rating`` is ``None`` when it gives none. ``chosen`` is,
    for a retry of a reviewed round (:func:`retry_puzzles`), the choice the learner
    made there; empty for any other puzzle.
    """

    title: str
    source: str
    scenario: Scenario
    ask: str
    parts: dict[str, str | None]
    answer: str
    themes: tuple[str, ...]
    rating: int | None
    say: str
    values: dict[str, float] | None
    round: Round = field(repr=False, compare=False)
    start: Round = field(repr=False, compare=False)
    id: str = ""
    chosen: str = ""

    @property
    def rules(self) -> str:
        return self.scenario.rules.name

    @property
    def seat(self) -> str:
        return SEATS[self.round.to_move]

    @property
    def choices(self) -> tuple[str, ...]:
        return tuple(action_to_string(a) for a in self.round.legal_actions())

    @property
    def view(self) -> View:
        r, me = self.round, self.round.to_move
        return View(
            seat=SEATS[me],
            hand=_ids(r.hands[me]),
            field=_ids(r.field),
            piles={s: _ids(r.piles[i]) for i, s in enumerate(SEATS)},
            calls=tuple(SEATS[s] for s in r.koikoi),
            rival_hand=r.hands[1 - me].bit_count(),
            stock=len(r.stock),
            **{key: self.parts.get(key) for key in _PARTS},  # type: ignore[arg-type]
        )


def _ids(mask: int) -> tuple[str, ...]:
    return tuple(CARDS[i].id for i in indices(mask))


# -- reading ---------------------------------------------------------------------------


def load(path: str) -> Puzzle:
    """Read and validate a puzzle file; messages name the file as given."""
    return loads(*read(path))


def loads(text: str, source: str = "<text>", *, answered: bool = True) -> Puzzle:
    """Parse and validate a puzzle from TOML text; ``source`` names it in messages.

    With ``answered=False`` the ``answer`` may be left out (empty): a position is
    read to be verified, as the bank's generator does.
    """
    if not isinstance(text, str):
        raise ScenarioError(message="scenario.not-text", kind=type(text).__name__).at(
            source, key=True
        )
    doc = parse_toml(text, source)
    with _in_file(source):
        table, ask, parts = _puzzle_table(doc)
    scenario = from_table(doc, source)  # its errors name the file already
    with _in_file(source):
        return _build(scenario, table, ask, parts, answered)


def _puzzle_table(doc: dict) -> tuple[dict, str, dict[str, str | None]]:
    """The ``[puzzle]`` table, taken out of ``doc``, its ``ask`` and parts checked."""
    if "puzzle" not in doc:
        raise ScenarioError(message="puzzle.missing-table")
    if "expect" in doc:
        raise ScenarioError(message="puzzle.expect")
    table = doc.pop("puzzle")
    _typed(table, dict, "puzzle")
    for key in table:
        if key not in _PUZZLE_KEYS:
            raise ScenarioError(
                message="scenario.unknown-key", key=f"`{excerpt(key)}`", keys=Code(*_PUZZLE_KEYS)
            ).at("puzzle", key=True)
    ask = _text(table, "ask", required=True)
    if ask not in ASKS:
        raise ScenarioError(message="puzzle.ask", value=excerpt(ask), asks=Code(*ASKS)).at(
            "puzzle.ask", key=True
        )
    parts = {key: _text(table, key) for key in _PARTS}
    for key, value in parts.items():
        if value is not None and value not in BY_ID:
            raise ScenarioError(message="scenario.unknown-card", card=f"`{excerpt(value)}`").at(
                f"puzzle.{key}", key=True
            )
    flipped = parts["flipped"]
    if flipped is not None and isinstance(doc.get("position"), dict):
        _put_flip_on_top(doc["position"], flipped)
    return table, ask, parts


def _build(
    scenario: Scenario, table: dict, ask: str, parts: dict[str, str | None], answered: bool
) -> Puzzle:
    replay = scenario.replay()
    start = replay.round.copy(explain=False, history=False)
    if start.is_terminal():
        raise ScenarioError(message="puzzle.round-over", ending=start.result).at(
            "puzzle.ask", key=True
        )
    r = start.copy()
    _apply_parts(r, ask, parts)
    answer = _text(table, "answer", required=answered) or ""
    legal = tuple(action_to_string(a) for a in r.legal_actions())
    if answer not in legal and (answered or answer):
        raise _not_a_choice("puzzle.answer", answer, legal)
    values = _values(table.get("values"), legal)
    themes = table.get("themes", [])
    for t in _typed(themes, list, "puzzle.themes"):
        _typed(t, str, "puzzle.themes")
        if t not in THEMES:
            raise ScenarioError(message="puzzle.theme", theme=excerpt(t), themes=Code(*THEMES)).at(
                "puzzle.themes", key=True
            )
    rating = table.get("rating")
    if rating is not None:
        _typed(rating, int, "puzzle.rating")
    return Puzzle(
        title=scenario.title,
        source=scenario.source,
        scenario=scenario,
        ask=ask,
        parts=parts,
        answer=answer,
        themes=tuple(themes),
        rating=rating,
        say=_text(table, "say") or "",
        values=values,
        round=r,
        start=start,
    )


def _text(table: dict, key: str, required: bool = False) -> str | None:
    if key not in table:
        if required:
            raise ScenarioError(message="scenario.missing", key=key).at("puzzle", key=True)
        return None
    return _typed(table[key], str, f"puzzle.{key}") or None


def _put_flip_on_top(position: dict, flipped: str) -> None:
    """A written stock starts with the flipped card; a position that leaves the card
    out (its stock unwritten) gets it on top of the stock."""
    written = [position.get("field", []), position.get("stock", [])]
    for seat in SEATS:
        table = position.get(seat, {})
        if isinstance(table, dict):
            written += [table.get("hand", []), table.get("captured", [])]
    if not any(isinstance(cards, list) and flipped in cards for cards in written):
        stock = position.get("stock", [])
        if isinstance(stock, list):
            position["stock"] = [flipped, *stock]


def _apply_parts(r: Round, ask: str, parts: dict[str, str | None]) -> None:
    """Play the parts of the turn already made; refuse a part that the round does
    not ask for, or an ``ask`` the round does not come to."""
    wanted = _PARTS[: {"play": 0, "take": 1, "draw_take": 3, "decide": 4}[ask]]
    for key in _PARTS:
        if key not in wanted and parts[key] is not None:
            raise ScenarioError(message="puzzle.part-unasked", key=key, ask=ask).at(
                f"puzzle.{key}", key=True
            )
    if "flipped" in wanted:
        # the card this turn flips is the top of the stock at its start
        top = CARDS[r.stock[-1]].id if r.stock else None
        if parts["flipped"] is None and top is not None:
            raise ScenarioError(message="scenario.missing", key="flipped").at("puzzle", key=True)
        if parts["flipped"] != top:
            raise ScenarioError(message="puzzle.not-top", card=parts["flipped"], top=top or "-").at(
                "puzzle.flipped", key=True
            )
    for key in wanted:
        if "flipped" in wanted:
            r.flip()  # a part made, the turn's flip comes before the next part
        card = parts[key]
        if key == "flipped":
            continue
        phase = {"played": Phase.PLAY, "take": Phase.TAKE, "draw_take": Phase.DRAW_TAKE}[key]
        if r.phase is not phase:
            if card is None:
                continue  # no choice was needed: nothing to name
            raise ScenarioError(message="puzzle.part-unasked", key=key, ask=ask).at(
                f"puzzle.{key}", key=True
            )
        if card is None:
            raise ScenarioError(message="scenario.missing", key=key).at("puzzle", key=True)
        legal = tuple(action_to_string(a) for a in r.legal_actions())
        if card not in legal:
            raise _not_a_choice(f"puzzle.{key}", card, legal)
        r.apply_action(BY_ID[card].index)
    if "flipped" in wanted:
        r.flip()
    if r.phase is not ASKS[ask]:
        if r.is_terminal():
            raise ScenarioError(message="puzzle.round-over", ending=r.result).at(
                "puzzle.ask", key=True
            )
        # a round waiting on its flip asks nothing of the mover: the chance step comes next
        now = next((name for name, phase in ASKS.items() if phase is r.phase), "flip")
        raise ScenarioError(message="puzzle.ask-mismatch", ask=ask, now=now).at(
            "puzzle.ask", key=True
        )


def _not_a_choice(key: str, value: str, legal: Sequence[str]) -> KoikoiError:
    return ScenarioError(message="puzzle.not-a-choice", card=excerpt(value), legal=Code(*legal)).at(
        key, key=True
    )


def _values(value: Any, legal: tuple[str, ...]) -> dict[str, float] | None:
    if value is None:
        return None
    for key, v in _typed(value, dict, "puzzle.values").items():
        if key not in legal:
            raise _not_a_choice("puzzle.values", key, legal)
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            raise ScenarioError(
                message="puzzle.value-number", choice=key, value=Code(excerpt(v))
            ).at("puzzle.values", key=True)
    for choice in legal:
        if choice not in value:
            raise ScenarioError(message="puzzle.value-missing", card=choice).at(
                "puzzle.values", key=True
            )
    return {k: float(v) for k, v in value.items()}


# -- verification ------------------------------------------------------------------------


@dataclass(frozen=True)
class Value:
    """One choice's expected net points for the mover and its 95% interval (both
    ends equal to it when exact)."""

    mean: float
    low: float
    high: float


@dataclass(frozen=True)
class Verdict:
    """What :func:`verify` found: ``values`` by choice id, ``best`` the choice of the
    highest value, ``margin`` its lead over the next, ``method`` ``"exact"`` (every
    deal of the unseen cards; ``samples`` counts them) or ``"search"`` (``samples``
    deals, every choice played on each). ``clear`` says whether ``best`` leads by at
    least :data:`MARGIN` with its interval above every other's."""

    values: dict[str, Value]
    best: str
    margin: float
    method: str
    samples: int

    @property
    def clear(self) -> bool:
        best = self.values[self.best]
        others = [v for c, v in self.values.items() if c != self.best]
        return self.margin >= MARGIN and all(best.low > v.high for v in others)


def resample_hidden(round: Round, rng: random.Random) -> Round:
    """A copy of ``round`` in which the cards its mover cannot see (the rival's hand
    and the stock) are dealt afresh at random, the hand keeping its size.

    The one place puzzles determinize, dealt by the engine
    (:meth:`~koikoi_edu.round.Round.with_hidden`). The unseen cards are shuffled in
    their own order, not the deck's as :meth:`Round.resample_hidden` does, so that the
    verified values of the puzzle bank stay exactly reproducible.
    """
    mask, in_hand = unseen_cards(round)
    unseen = list(indices(mask))
    rng.shuffle(unseen)
    return round.with_hidden(round.to_move, sum(1 << c for c in unseen[:in_hand]), unseen[in_hand:])


def verify(
    puzzle: Puzzle | Round,
    *,
    seed: int = SEED,
    max_samples: int = MAX_SAMPLES,
    exact_limit: int = EXACT_DEALS,
    give_up: bool = False,
) -> Verdict:
    """Every legal choice's value for the mover (see the module's introduction).

    Exactly when the unseen cards fall in at most ``exact_limit`` ways that matter;
    else by sampling ``seed``'s deals, every choice on the same deals, until the best
    choice's interval lies above the others' and it leads by :data:`MARGIN`, or
    ``max_samples`` deals. With ``give_up`` sampling also stops once the lead is surely
    under :data:`MARGIN` (the bank's generator skips such positions early).
    """
    r = puzzle.round if isinstance(puzzle, Puzzle) else puzzle
    actions = r.legal_actions()
    me = SEATS[r.to_move]
    try:
        deals, tallies = exact_tallies(r, actions, ("quick", "quick"), max_deals=exact_limit)
    except TooMuchWork:
        return _search(r, actions, seed, max_samples, give_up)
    values = {}
    for a, tally in tallies.items():
        mean = float(sum(net_points(w, p, me) * n for (w, p), n in tally.items()) / deals)
        values[action_to_string(a)] = Value(mean, mean, mean)
    return _verdict(values, "exact", deals)


def _search(r: Round, actions: list[int], seed: int, max_samples: int, give_up: bool) -> Verdict:
    rng = random.Random(seed)
    quick = QuickPlayer(random.Random(f"{seed}/playouts"))
    me = SEATS[r.to_move]
    sums = dict.fromkeys(actions, 0.0)
    squares = dict.fromkeys(actions, 0.0)
    n = 0
    while True:
        guess = resample_hidden(r, rng)
        for a in actions:
            g = guess.copy()
            g.apply_action(a)
            s = quick.play_out(g)
            x = net_points(s.winner, s.points, me)
            sums[a] += x
            squares[a] += x * x
        n += 1
        if n < FIRST or (n - FIRST) % STEP and n < max_samples:
            continue
        verdict = _verdict(
            {action_to_string(a): _interval(sums[a], squares[a], n) for a in actions},
            "search",
            n,
        )
        if n >= max_samples or verdict.clear:
            return verdict
        if give_up and _surely_unclear(verdict):
            return verdict


def _interval(total: float, squares: float, n: int) -> Value:
    mean = total / n
    var = max(0.0, (squares - n * mean * mean) / (n - 1))
    half = Z * math.sqrt(var / n)
    return Value(mean, mean - half, mean + half)


def _surely_unclear(v: Verdict) -> bool:
    """The best choice's lead is below :data:`MARGIN` even at the ends of the intervals."""
    best = v.values[v.best]
    return any(best.high - other.low < MARGIN for c, other in v.values.items() if c != v.best)


def _verdict(values: dict[str, Value], method: str, samples: int) -> Verdict:
    ranked = sorted(values, key=lambda c: -values[c].mean)
    margin = values[ranked[0]].mean - values[ranked[1]].mean if len(ranked) > 1 else math.inf
    return Verdict(values, ranked[0], margin, method, samples)


def check(puzzle: Puzzle, verdict: Verdict | None = None) -> list[Msg]:
    """What a puzzle claims that its verification refutes, one message each: an
    answer that is not the clear best, a stored value outside the interval found."""
    verdict = verdict or verify(puzzle)
    found = []
    if puzzle.answer != verdict.best or not verdict.clear:
        found.append(
            Msg(
                "puzzle.not-best",
                answer=puzzle.answer,
                best=verdict.best,
                margin=round(verdict.margin, 2),
                need=MARGIN,
            )
        )
    for choice, stored in (puzzle.values or {}).items():
        v = verdict.values[choice]
        if not v.low - ROUNDING <= stored <= v.high + ROUNDING:
            found.append(
                Msg(
                    "puzzle.value-off",
                    choice=choice,
                    stored=stored,
                    low=round(v.low, 2),
                    high=round(v.high, 2),
                )
            )
    return found


# -- themes ----------------------------------------------------------------------------------


def _takes(r: Round, action: int) -> int:
    """The cards a choice moves to the mover's pile by itself, as a mask: a played card
    with the one or three field cards of its month (with two, the card alone: the take
    comes next), or the pending card with the field card chosen; nothing for a decision
    or a card that matches nothing."""
    if r.phase is Phase.DECIDE:
        return 0
    if r.phase is Phase.PLAY:
        matches = r.field & (0xF << (action & ~3))
        count = matches.bit_count()
        return 0 if count == 0 else (1 << action) | (matches if count != 2 else 0)
    return (1 << r.pending) | (1 << action)


def _base(r: Round, seat: int, extra: int = 0) -> int:
    return score(r.piles[seat] | extra, r.rules, r.calls[seat] > 0, r.month).base


def _raises(r: Round, seat: int, cards: int) -> bool:
    """Whether any one of ``cards`` (or all of them at once) raises ``seat``'s base."""
    base = _base(r, seat)
    return _base(r, seat, cards) > base or any(
        _base(r, seat, 1 << c) > base for c in indices(cards)
    )


_BRIGHTS = sum(c.mask for c in CARDS if c.category is Category.BRIGHT)


def _answer(p: Puzzle) -> int:
    return string_to_action(p.answer)


def _take_the_bright(p: Puzzle, v: Verdict) -> bool:
    """The answer's own capture takes a bright."""
    return bool(_takes(p.round, _answer(p)) & _BRIGHTS)


def _block_the_rival(p: Puzzle, v: Verdict) -> bool:
    """The answer takes a field card that would raise the rival's base if the rival
    captured it."""
    r = p.round
    return _raises(r, 1 - r.to_move, _takes(r, _answer(p)) & r.field)


def _safe_discard(p: Puzzle, v: Verdict) -> bool:
    """A play that captures nothing, of a card that would not raise the rival's base,
    where another play captures something."""
    r = p.round
    a = _answer(p)
    if p.ask != "play" or _takes(r, a) or r.field & (0xF << (a & ~3)):
        return False
    others = [b for b in r.legal_actions() if b != a]
    return not _raises(r, 1 - r.to_move, 1 << a) and any(
        r.field & (0xF << (b & ~3)) for b in others
    )


def _two_match_choice(p: Puzzle, v: Verdict) -> bool:
    """The played or the flipped card matches two field cards: which to take."""
    return p.ask in ("take", "draw_take")


def _stop_now(p: Puzzle, v: Verdict) -> bool:
    """A decision whose answer is to stop."""
    return p.ask == "decide" and p.answer == "stop"


def _koikoi_pays(p: Puzzle, v: Verdict) -> bool:
    """A decision whose answer is to call koi-koi."""
    return p.ask == "decide" and p.answer == "koi-koi"


def _make_a_yaku(p: Puzzle, v: Verdict) -> bool:
    """The answer's own capture raises the mover's base: it forms or improves a yaku."""
    r = p.round
    return _base(r, r.to_move, _takes(r, _answer(p))) > _base(r, r.to_move)


def _race_for_a_yaku(p: Puzzle, v: Verdict) -> bool:
    """The answer forms or improves a yaku while a field card would raise the rival's
    base too: both seats are one capture from points."""
    r = p.round
    return _make_a_yaku(p, v) and _raises(r, 1 - r.to_move, r.field)


def _last_turns(p: Puzzle, v: Verdict) -> bool:
    """The mover starts the turn with at most two hand cards: the round's last four turns."""
    return p.start.hands[p.round.to_move].bit_count() <= 2


def _rival_called(p: Puzzle, v: Verdict) -> bool:
    """The rival has called koi-koi: a win now is doubled under most rules."""
    return p.round.calls[1 - p.round.to_move] > 0


def _big_swing(p: Puzzle, v: Verdict) -> bool:
    """The best choice is worth at least 3 points more than the worst."""
    means = [x.mean for x in v.values.values()]
    return max(means) - min(means) >= 3


#: The themes, by id, each a rule on the puzzle and its verdict (the docstrings).
THEMES: dict[str, Callable[[Puzzle, Verdict], bool]] = {
    "take-the-bright": _take_the_bright,
    "block-the-rival": _block_the_rival,
    "safe-discard": _safe_discard,
    "two-match-choice": _two_match_choice,
    "stop-now": _stop_now,
    "koi-koi-pays": _koikoi_pays,
    "make-a-yaku": _make_a_yaku,
    "race-for-a-yaku": _race_for_a_yaku,
    "last-turns": _last_turns,
    "rival-called": _rival_called,
    "big-swing": _big_swing,
}


def themes_of(puzzle: Puzzle, verdict: Verdict) -> tuple[str, ...]:
    """The ids of the themes whose rule holds for ``puzzle``, in :data:`THEMES` order."""
    return tuple(t for t, rule in THEMES.items() if rule(puzzle, verdict))


# -- facts for the explanation ------------------------------------------------------------


@dataclass(frozen=True)
class Fact:
    """What one choice is worth and does: its expected points (``value``), the yaku
    its own capture forms or improves (``makes``: ``(id, points)`` as held after it),
    and the field cards the best choice would take that it leaves the rival, with the
    yaku each would give the rival (``gives``: card id, ``(id, points)`` pairs)."""

    choice: str
    value: float
    best: bool
    makes: tuple[tuple[str, int], ...]
    gives: tuple[tuple[str, tuple[tuple[str, int], ...]], ...]


def _gained(r: Round, seat: int, cards: int) -> tuple[tuple[str, int], ...]:
    """The yaku ``seat`` would hold, new or worth more, with ``cards`` added to its pile."""
    before = score(r.piles[seat], r.rules, r.calls[seat] > 0, r.month).points_by_id()
    after = score(r.piles[seat] | cards, r.rules, r.calls[seat] > 0, r.month).points_by_id()
    return tuple((y, n) for y, n in after.items() if n > before.get(y, 0))


def facts(puzzle: Puzzle, values: dict[str, float]) -> list[Fact]:
    """Each choice's facts, best first, from its ``values`` (stored or verified)."""
    r, me = puzzle.round, puzzle.round.to_move
    best = max(values, key=lambda c: values[c])
    best_takes = _takes(r, string_to_action(best)) & r.field
    found = []
    for choice in sorted(values, key=lambda c: -values[c]):
        takes = _takes(r, string_to_action(choice))
        gives = tuple(
            (CARDS[c].id, gained)
            for c in indices(best_takes & ~takes)
            if (gained := _gained(r, 1 - me, 1 << c))
        )
        found.append(Fact(choice, values[choice], choice == best, _gained(r, me, takes), gives))
    return found


# -- rating -------------------------------------------------------------------------------

#: The solvers a rating is made from, easiest first: each a computer level (or the
#: strong search on a budget of playouts), and the points it adds when it misses.
SOLVERS = ("greedy", "heuristic", "strong-200", "strong-1000")
RATING_FLOOR = 800
RATING_STEP = 250
RATING_CHOICES = 50


def rating_of(missed_by: Sequence[str], choices: int) -> int:
    """A puzzle's rating: :data:`RATING_FLOOR`, plus :data:`RATING_STEP` for each of
    :data:`SOLVERS` that misses the answer, plus :data:`RATING_CHOICES` for each
    choice beyond two (a random guess is right one time in ``choices``).

    >>> rating_of([], 2), rating_of(["greedy", "heuristic"], 4)
    (800, 1400)
    """
    return (
        RATING_FLOOR
        + RATING_STEP * len(set(missed_by) & set(SOLVERS))
        + RATING_CHOICES * (choices - 2)
    )


# -- the bank ----------------------------------------------------------------------------


def puzzle_toml(entry: dict[str, Any]) -> str:
    """A bank entry (as ``koikoi_edu/data/puzzles.json`` stores it) as a puzzle file."""
    lines = [f"title = {_toml(entry['title'])}", f"rules = {_toml(entry['rules'])}"]
    if entry.get("month", 1) != 1:
        lines.append(f"month = {entry['month']}")
    pos = entry["position"]
    lines += ["", "[position]", f"to_move = {_toml(pos['to_move'])}"]
    lines.append(f"dealer = {_toml(pos['dealer'])}")
    for seat in SEATS:
        lines.append(f"{seat}.hand = {_toml(pos[seat]['hand'])}")
        lines.append(f"{seat}.captured = {_toml(pos[seat]['captured'])}")
    for key in ("field", "stock", "koikoi"):
        lines.append(f"{key} = {_toml(pos[key])}")
    lines += ["", "[puzzle]", f"ask = {_toml(entry['ask'])}"]
    for key in _PARTS:
        if entry.get(key):
            lines.append(f"{key} = {_toml(entry[key])}")
    lines.append(f"answer = {_toml(entry['answer'])}")
    lines.append(f"themes = {_toml(entry['themes'])}")
    if entry.get("rating") is not None:
        lines.append(f"rating = {entry['rating']}")
    if entry.get("say"):
        lines.append(f"say = {_toml(entry['say'])}")
    if entry.get("values"):
        lines += ["", "[puzzle.values]"]
        lines += [f"{_toml(c)} = {v}" for c, v in entry["values"].items()]
    return "\n".join(lines) + "\n"


def _toml(value: Any) -> str:
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return "[" + ", ".join(_toml(v) for v in value) + "]"


@cache
def bank_entries() -> list[dict[str, Any]]:
    """The shipped bank's entries, as stored (read once)."""
    path = resources.files(__package__) / "data" / "puzzles.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else []


def bank(
    rules: str | None = None,
    theme: str | None = None,
    rating: tuple[int, int] | None = None,
) -> list[dict[str, Any]]:
    """The bank's entries under ``rules``, with ``theme``, rated within ``rating``
    (both ends included), in the bank's order."""
    return [
        e
        for e in bank_entries()
        if (rules is None or e["rules"] == rules)
        and (theme is None or theme in e["themes"])
        and (rating is None or rating[0] <= e["rating"] <= rating[1])
    ]


def from_entry(entry: dict[str, Any]) -> Puzzle:
    """A bank entry as a validated puzzle (its id set)."""
    return replace(loads(puzzle_toml(entry), entry["id"]), id=entry["id"])


def daily(entries: Sequence[dict[str, Any]], day: date) -> dict[str, Any]:
    """The day's puzzle of ``entries``: the same for everyone on that date."""
    return entries[random.Random(day.isoformat()).randrange(len(entries))]


# -- decisions of played rounds --------------------------------------------------------------

_ASK_OF = {phase: ask for ask, phase in ASKS.items()}
_PART_OF = {Phase.PLAY: "played", Phase.TAKE: "take", Phase.DRAW_TAKE: "draw_take"}


def position_of(r: Round) -> dict[str, Any]:
    """A round's position as a bank entry stores it (every card listed; stock top first)."""
    return {
        "to_move": SEATS[r.to_move],
        "dealer": SEATS[r.dealer],
        **{
            s: {"hand": list(_ids(r.hands[i])), "captured": list(_ids(r.piles[i]))}
            for i, s in enumerate(SEATS)
        },
        "field": list(_ids(r.field)),
        "stock": [CARDS[c].id for c in r.stock[::-1]],
        "koikoi": [SEATS[s] for s in r.koikoi],
    }


def decisions(played: Round) -> Iterator[tuple[dict, dict, str, str]]:
    """Every decision with more than one choice in a played round (one that records how
    it began): the position at the start of its turn (:func:`position_of`), the parts of
    the turn made before it, the ask, and the choice that was made."""
    r = played.restarted()
    start: dict = {}
    parts: dict = {}
    for action in played.actions:
        if r.phase is Phase.PLAY:
            start, parts = position_of(r), {}
        if len(r.legal_actions()) > 1:
            yield start, dict(parts), _ASK_OF[r.phase], action_to_string(action)
        if r.phase in _PART_OF:
            parts[_PART_OF[r.phase]] = CARDS[action].id
        top = r.stock[-1] if r.stock else None
        r.apply_action(action)
        # the flip comes once the played card has taken what it takes
        if "played" in parts and "flipped" not in parts and r.phase is not Phase.TAKE:
            parts["flipped"] = None if top is None else CARDS[top].id


def entry(
    rules: str, position: dict, parts: dict, ask: str, month: int = 1, id: str = "puzzle"
) -> dict[str, Any]:
    """A bank entry for a decision, not yet answered (``answer`` empty, no values) nor
    rated (``rating`` None: the bank's generator rates it; a retry is never rated)."""
    return {
        "id": id,
        "title": id,
        "rules": rules,
        "month": month,
        "position": position,
        "ask": ask,
        **{k: v for k, v in parts.items() if v},
        "answer": "",
        "themes": [],
        "rating": None,
        "values": {},
    }


def retry_puzzles(played: Round, review: Review) -> list[Puzzle]:
    """Each costly choice of a reviewed round (:attr:`Review.costliest` order: costliest
    first) as a puzzle from the position before it: the same decision, its answer the
    strong player's choice, its values the review's. ``played`` is the round reviewed;
    its rules must be a preset (a puzzle file names its rules by preset).

    A retry has no rating (the learner's own mistake is not a puzzle the bank rated, so
    it neither shows a rating nor moves the learner's), and its id names the round, by
    a digest of its deal, and the turn: ``retry-<deal>-turn-<n>``, unique across rounds.
    """
    if PRESETS.get(played.rules.name) != played.rules:
        raise ValueError("retry puzzles need a round played under a preset's rules")
    seat = review.seat
    name = "retry-" + _deal_digest(played)
    mine = [d for d in decisions(played) if d[0]["to_move"] == seat]
    found = []
    for (start, parts, ask, chosen), choice in zip(mine, review.choices, strict=True):
        assert action_to_string(choice.chosen) == chosen  # the same decision, in order
        if not choice.mistake:
            continue
        e = entry(played.rules.name, start, parts, ask, played.month, f"{name}-turn-{choice.turn}")
        e["answer"] = action_to_string(choice.best)
        e["values"] = {action_to_string(a): round(v, 2) for a, v in choice.values.items()}
        retry = replace(loads(puzzle_toml(e), e["id"]), id=e["id"], chosen=chosen)
        found.append((choice.cost, retry))
    return [p for _, p in sorted(found, key=lambda cp: -cp[0])]


def _deal_digest(played: Round) -> str:
    """Eight hex digits naming how ``played`` began (its deal or position, and month)."""
    began = json.dumps([played.rules.name, played.month, played.start], sort_keys=True)
    return hashlib.sha256(began.encode()).hexdigest()[:8]


EXAMPLE = """\
title = "The moon or the geese"
[position]
to_move = "A"
A.hand = ["pampas-plain-1", "pine-plain-1"]
B.hand = ["iris-plain-1"]
field = ["pampas-moon", "pampas-geese", "cherry-curtain", "cherry-plain-1"]
stock = ["peony-plain-1", "wisteria-plain-1", "maple-plain-1"]
A.captured = ["pine-crane", "paulownia-phoenix"]
B.captured = []
[puzzle]
ask = "take"
played = "pampas-plain-1"
answer = "pampas-moon"
"""
