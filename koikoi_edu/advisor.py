"""The koi-koi decision: stop with the yaku you hold, or risk them for more.

At the end of the turn in which a player first holds a yaku, they either stop and
win with it at once, or call koi-koi and play on for more while the rival may still
win, doubled under most rules. :func:`advise` weighs the two from any position at
that decision (a scenario step, a live round, a position built in code):

* **stop** is known exactly: its settlement depends only on the decider's own pile;
* **koi-koi** is estimated by playing the rest of the round out many times with a
  chosen model of both players (``"random"``, ``"greedy"``, ``"heuristic"``,
  ``"quick"``, or ``"strong"``: fewer playouts, each move of them searched).

Hidden information is handled honestly. The decider sees their own hand, the field,
both piles, the calls, and how many cards the rival holds and the stock has left;
the rest, the *unseen* cards, are dealt afresh in every playout (a hand of the right
size for the rival, the others as the stock, in random order). The true rival hand
and stock order are never read, except for their sizes.

Near the end of a round the unseen cards can fall only in a few thousand ways that
matter (the rival's last cards and the next flips): then every one of them is played
out, each choice of the player models too, and the answer is exact.

>>> from koikoi_edu.cards import card
>>> from koikoi_edu.scenario import load_library
>>> r = load_library("boar-deer-butterflies").new_round(explain=False)
>>> r.apply_action(card("clover-boar").index)  # A captures the boar: inoshikacho
[]
>>> r.flip()  # the chance step: the top of the stock turns up, and A must decide
[]
>>> a = advise(r, playouts=400, seed=1)
>>> a.stop.expected, a.stop.p_win, a.best
(5.0, 1.0, 'stop')
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache, partial
from itertools import combinations, pairwise, permutations
from statistics import NormalDist
from typing import Any, TypeVar

from .cards import indices
from .errors import KoikoiError
from .inputs import excerpt, whole_number
from .message import Msg
from .players import (
    HeuristicPlayer,
    Player,
    QuickPlayer,
    StrongPlayer,
    heuristic_play_out,
    make_player,
    net_points,
    play_round,
    unseen_cards,
)
from .round import KOIKOI, SEATS, STOP, Phase, Round, Settlement, shuffled_deck
from .rules import PRESETS, Rules

#: ``exact="auto"`` enumerates every deal of the unseen cards when there are at most
#: this many: with one or two turns left a deal is played out in 10-50 us, so an
#: exact answer comes about as quickly as 2,000 sampled playouts.
EXACT_LIMIT = 5_000
#: ``exact=True`` refuses more deals than this: enumerating them would take minutes.
EXACT_CEILING = 1_000_000
#: An exact answer walks every deal and every choice of the player models, and gives
#: up after ending this many rounds (``"auto"`` then samples, ``True`` refuses). The
#: decisions of 300 random rounds end at most 1,416 each; a stock shorter than the
#: hands (a round changed in code) would branch on every choice for 15 turns.
EXACT_WORK_LIMIT = 20_000
#: The playouts of :func:`advise` by default: rules of thumb choose in microseconds, so
#: 2,000 playouts take well under a second; the strong model searches every move of a
#: playout, so it plays fewer (and better) ones in about the same time.
DEFAULT_PLAYOUTS = 2_000
STRONG_MODEL_DEFAULT_PLAYOUTS = 100
#: The strong model's budget for each move of a playout (the strong player's own is
#: :data:`~koikoi_edu.players.STRONG_PLAYOUTS`).
STRONG_MODEL_PLAYOUTS = 16
#: Early stopping looks at the answer after this many playouts, then every CHECK_EVERY.
MIN_PLAYOUTS = 400
CHECK_EVERY = 200
#: Options whose expected values are surely within this many points of each other
#: are as good as each other ("either").
CLOSE = 0.1

_OVER = Phase.OVER


@dataclass(frozen=True)
class OptionValue:
    """What one option (stop or koi-koi) is worth to the decider.

    ``expected`` is the expected *net* points: points won minus points lost, since
    the rival's win costs the decider (directly, under rules with a bank).
    ``expected_won`` counts only the points the decider wins. ``ci`` is the
    confidence interval of ``expected`` (both ends equal it when it is exact).
    The probabilities say who wins the round: the decider (``p_win``), the rival
    (``p_lose``) or nobody (``p_draw``); where the rules give a draw's points to the
    dealer, that is a win for the dealer. ``outcomes`` maps each net result in points
    to its probability, lowest first.
    """

    expected: float
    expected_won: float
    ci: tuple[float, float]
    p_win: float
    p_lose: float
    p_draw: float
    outcomes: dict[int, float]


@dataclass(frozen=True)
class Advice:
    """Stop or koi-koi, for the player ``seat`` (``"A"`` or ``"B"``) who must decide.

    ``difference`` is koi-koi's expected net points minus stop's, with its
    confidence interval ``difference_ci``. ``best`` is ``"koi-koi"`` or ``"stop"``
    when the interval lies wholly on one side of 0 and ``"either"`` when it does
    not. ``playouts`` counts the rounds played out after the call: the deals of the
    unseen cards, every one of them when ``exact`` is true. ``players`` are the
    models of the decider and of the rival, in that order.
    """

    seat: str
    stop: OptionValue
    koikoi: OptionValue
    difference: float
    difference_ci: tuple[float, float]
    best: str
    playouts: int
    exact: bool
    confidence: float
    players: tuple[str, str]


# -- the advisor ------------------------------------------------------------------------


def check_playouts(playouts: object) -> int:
    """A budget of playouts as :func:`advise` and :func:`~koikoi_edu.review.review_round`
    take it: a whole number from 1, else a :class:`ValueError` (a programmer's mistake),
    the same for both. 0 is no budget: the strong player would read it as its default.
    """
    return whole_number(playouts, "playouts", 1)


def advise(
    round: Round,
    *,
    players: str | Sequence[str] = ("random", "random"),
    playouts: int | None = None,
    seed: int = 0,
    confidence: float = 0.95,
    early_stop: bool = True,
    exact: bool | str = "auto",
    budget: float | None = None,
) -> Advice:
    """Weigh stop against koi-koi for ``round.to_move``, under ``round.rules``.

    ``players`` names the models that play the rest of the round after a call:
    the decider's and the rival's (one name for both); :data:`PLAYOUT_MODELS` lists
    them. ``playouts`` is the most rounds played out, by default
    :func:`default_playouts` of the models; with ``early_stop`` the advisor stops
    sooner, after at least :data:`MIN_PLAYOUTS` and at a multiple of
    :data:`CHECK_EVERY`, once the ``confidence`` interval of the difference says which
    option is better (or that they are within :data:`CLOSE` points). ``exact``
    enumerates every deal of the unseen cards instead of sampling: ``True`` always,
    ``False`` never, ``"auto"`` when there are at most :data:`EXACT_LIMIT` (and the
    walk ends at most :data:`EXACT_WORK_LIMIT` rounds); the strong model's search
    cannot be followed choice by choice, so with it the advisor always samples.
    ``budget`` bounds the time in seconds: sampling stops after the playout that
    reaches it (the interval says how sure the answer is), and an exact walk that
    reaches it gives way to sampling (or, with ``exact=True``, is refused). The same
    seed gives the same advice and the same number of playouts, unless the budget cut
    it short. To compare rules, advise on :func:`with_rules` of the round.

    Raises :class:`ValueError` when the round is not at a decision or an argument is
    out of range; the round itself is never changed.
    """
    require_decision(round, "advice")
    names = player_names(players)
    playouts = default_playouts(names) if playouts is None else check_playouts(playouts)
    if (
        isinstance(confidence, bool)
        or not isinstance(confidence, float | int)
        or not 0 < confidence < 1
    ):
        raise ValueError(f"confidence must be between 0 and 1, not {excerpt(confidence)}")
    if not (exact is True or exact is False or exact == "auto"):
        raise ValueError(f'exact must be True, False or "auto", not {excerpt(exact)}')
    if budget is not None and (
        isinstance(budget, bool)
        or not isinstance(budget, float | int)
        or not 0 <= budget < math.inf
    ):
        raise ValueError(f"budget must be a number of seconds >= 0, not {excerpt(budget)}")
    deadline = None if budget is None else time.monotonic() + budget

    seat, rival = round.to_move, 1 - round.to_move
    me = SEATS[seat]
    stopped = round.copy(explain=False, history=False)
    stopped.apply_action(STOP)
    called = round.copy(explain=False, history=False)
    called.apply_action(KOIKOI)
    # What the decider cannot see: the rival's hand and the stock, dealt afresh
    unseen = list(indices(unseen_cards(round)[0]))
    in_hand = round.hands[rival].bit_count()

    stop = _value({(stopped.result.winner, stopped.result.points): 1}, 1, me, 0.0)
    # exact=True refuses models it cannot follow (exact_tallies says why); "auto" samples
    enumerate_all = exact is True or (exact == "auto" and set(names) <= set(EXACT_MODELS))
    if enumerate_all:
        try:
            n, tallies = exact_tallies(
                round,
                [KOIKOI],
                names,
                max_deals=EXACT_CEILING if exact is True else EXACT_LIMIT,
                deadline=deadline,
            )
            koikoi = _value(tallies[KOIKOI], n, me, 0.0)
        except TooMuchWork as e:
            if exact is True and e.deals > EXACT_CEILING:
                raise ValueError(
                    f"exact advice would play out {e.deals:,} deals of the unseen cards "
                    f"(at most {EXACT_CEILING:,}); use exact=False or 'auto'"
                ) from None
            if exact is True:
                raise ValueError(f"exact advice stopped: {e}; use exact=False or 'auto'") from None
            enumerate_all = False
    if not enumerate_all:
        z = NormalDist().inv_cdf(0.5 + confidence / 2)
        n, koikoi = _sample(
            called,
            rival,
            unseen,
            in_hand,
            names,
            seat,
            seed,
            playouts,
            early_stop,
            stop.expected,
            z,
            deadline,
        )
    # stop is certain, so the difference is as uncertain as koi-koi's value, no more
    half = koikoi.ci[1] - koikoi.expected
    diff = koikoi.expected - stop.expected
    low, high = diff - half, diff + half
    best = "koi-koi" if low > 0 else "stop" if high < 0 else "either"
    return Advice(me, stop, koikoi, diff, (low, high), best, n, enumerate_all, confidence, names)


def with_rules(round: Round, rules: Rules) -> Round:
    """The same decision under other ``rules``: to compare presets on one position.

    The turn that led to the decision is played again, under ``rules``, from the
    position at its start (same cards everywhere, same calls), so the decision is
    offered only if that turn gives a new or better yaku under ``rules`` as well.
    Each seat's reference for "better" is what it held at the start of the turn;
    that is what it was in any dealt round (it changes only with a call). Raises
    :class:`~koikoi_edu.errors.KoikoiError` when ``rules`` offer no decision there.
    """
    require_decision(round, "with_rules")
    if not round.start:
        raise ValueError(
            "this round does not record how it began, so its turn "
            "cannot be played again under other rules"
        )
    begin, turn = _turn_start(round)
    again = Round.from_position(rules, explain=round.explain, month=round.month, **begin)
    for action in turn:  # card moves do not depend on the rules, only the check does
        again.apply_action(action)
    if again.phase is not Phase.DECIDE:
        who = SEATS[round.to_move]
        why = (
            Msg("error.advisor.turn-ends", ending=again.result)
            if again.is_terminal()
            else Msg("error.advisor.no-better", seat=who)
        )
        if PRESETS.get(rules.name) == rules:
            raise KoikoiError(
                message="advisor.no-decision-under",
                seat=who,
                why=why,
                rules=Msg(f"preset.{rules.name}"),
            )
        raise KoikoiError(message="advisor.no-decision", seat=who, why=why)
    return again


# -- shared steps -----------------------------------------------------------------------


def require_decision(round: Round, what: str) -> None:
    if not isinstance(round, Round):
        raise TypeError(f"{what} needs a Round, not {type(round).__name__}")
    if round.phase is Phase.DECIDE:
        return
    who = SEATS[round.to_move]
    doing = {
        Phase.PLAY: f"{who} must play a card from the hand",
        Phase.TAKE: f"{who} must choose the field card the played card takes",
        Phase.DRAW_TAKE: f"{who} must choose the field card the flipped card takes",
        Phase.FLIP: f"{who} must turn up the top of the stock",
    }
    now = f"the round is over ({round.result!r})" if round.is_terminal() else doing[round.phase]
    raise ValueError(f"{what} is for a decision point (stop or koi-koi), but {now}")


#: The players that can play the advisor's playouts. The strong model is the strong
#: player on a small budget a move (:data:`STRONG_MODEL_PLAYOUTS`).
PLAYOUT_MODELS = ("random", "greedy", "heuristic", "quick", "strong")
#: The models an exact answer can follow: they choose with at most one draw of their
#: generator, so every choice they might make can be walked (see ``_choices``).
EXACT_MODELS = ("random", "greedy", "heuristic", "quick")


def default_playouts(players: tuple[str, str]) -> int:
    """How many playouts :func:`advise` plays by default with these models."""
    return STRONG_MODEL_DEFAULT_PLAYOUTS if "strong" in players else DEFAULT_PLAYOUTS


def require_exact_models(players: tuple[str, str]) -> None:
    """Refuse an exact answer with a model whose choices cannot be walked one by one."""
    for name in players:
        if name not in EXACT_MODELS:
            raise ValueError(
                f"an exact answer follows every choice of the playout models, and the "
                f"{name} model's search cannot be followed; use exact=False or 'auto', or "
                f"one of {', '.join(EXACT_MODELS)}"
            )


def playout_model(name: str, rng: random.Random) -> Player:
    """The model ``name`` of :data:`PLAYOUT_MODELS` as a player drawing from ``rng``."""
    if name == "strong":
        return StrongPlayer(rng, playouts=STRONG_MODEL_PLAYOUTS)
    return make_player(name, rng)


def player_names(players: str | Sequence[str]) -> tuple[str, str]:
    if isinstance(players, str):
        players = (players, players)
    if not isinstance(players, Sequence) or len(players) != 2:
        raise ValueError("players names two models: the decider's and the rival's")
    for name in players:
        if name not in PLAYOUT_MODELS:
            raise ValueError(
                f"unknown player '{excerpt(name)}' for the playouts; choose one of "
                f"{', '.join(PLAYOUT_MODELS)}"
            )
    return players[0], players[1]


def _value(tally: dict, total: int, seat: str, z: float) -> OptionValue:
    """Summarise ``tally``, ``{(winner, points): weight}`` over ``total`` rounds.

    The weights are counts of playouts, or exact shares of deals (fractions); ``z``
    sets the width of the interval of the mean from the sample variance (0: exact).
    """
    by_net: dict[int, Fraction] = {}
    won = win = lose = Fraction(0)
    for (winner, points), weight in tally.items():
        net = net_points(winner, points, seat)
        by_net[net] = by_net.get(net, 0) + weight
        if winner == seat:
            win += weight
            won += weight * points
        elif winner is not None:
            lose += weight

    def share(x: Fraction) -> float:
        return float(x / total)

    mean = sum(net * w for net, w in by_net.items()) / Fraction(total)
    half = 0.0
    if z and total > 1:
        var = sum(w * (net - mean) ** 2 for net, w in by_net.items()) / (total - 1)
        half = z * math.sqrt(var / total)
    m = float(mean)
    return OptionValue(
        expected=m,
        expected_won=share(won),
        ci=(m - half, m + half),
        p_win=share(win),
        p_lose=share(lose),
        p_draw=share(total - win - lose),
        outcomes={net: share(by_net[net]) for net in sorted(by_net)},
    )


_Model = TypeVar("_Model")


def _seated(players: Sequence[_Model], seat: int) -> tuple[_Model, _Model]:
    """The decider's and the rival's models, in seat order (A, B) for ``play_round``."""
    return (players[0], players[1]) if seat == 0 else (players[1], players[0])


# -- Monte-Carlo ------------------------------------------------------------------------


def _sample(
    called: Round,
    rival: int,
    unseen: list[int],
    in_hand: int,
    names: tuple[str, str],
    seat: int,
    seed: int,
    playouts: int,
    early_stop: bool,
    stop: float,
    z: float,
    deadline: float | None,
) -> tuple[int, OptionValue]:
    """Play the round after the call out ``playouts`` times (fewer if clear early, or
    when the ``deadline`` of :func:`time.monotonic` has passed)."""
    rng = random.Random(seed)
    models = [
        playout_model(name, random.Random(f"{seed}/{who}"))
        for name, who in zip(names, ("decider", "rival"), strict=True)
    ]
    tally: dict[tuple[str | None, int], int] = {}
    n = 0
    for s in _playouts(called, rival, unseen, in_hand, _seated(models, seat), rng):
        n += 1
        key = (s.winner, s.points)
        tally[key] = tally.get(key, 0) + 1
        if n == playouts or deadline is not None and time.monotonic() >= deadline:
            break
        if early_stop and n >= MIN_PLAYOUTS and n % CHECK_EVERY == 0:
            v = _value(tally, n, SEATS[seat], z)
            low, high = v.ci[0] - stop, v.ci[1] - stop
            if low > 0 or high < 0 or (low >= -CLOSE and high <= CLOSE):
                break
    return n, _value(tally, n, SEATS[seat], z)


def _playouts(
    called: Round,
    rival: int,
    unseen: list[int],
    in_hand: int,
    seated: tuple[Player, Player],
    rng: random.Random,
) -> Iterator[Settlement]:
    """Endless playouts of ``called``, each on a fresh random deal of ``unseen``.

    This is the advisor's hot loop: the deal reuses the engine's one-call shuffle,
    and every look-up is bound once.
    """
    # each playout deals the decider's unseen cards afresh on a copy of the round
    deal, decider, shuffle = called.with_hidden, 1 - rival, shuffled_deck
    bits = _bits(unseen)
    a, b = seated
    # two quick models play one policy: its fast path plays both seats at once;
    # two heuristic ones have a fast path of their own, each seat drawing from its own
    play_out: Callable[[Round], Settlement] | None = None
    if isinstance(a, QuickPlayer) and isinstance(b, QuickPlayer):
        play_out = a.play_out
    elif isinstance(a, HeuristicPlayer) and isinstance(b, HeuristicPlayer):
        play_out = partial(heuristic_play_out, players=(a, b))
    while True:
        order = [c for c in shuffle(rng) if bits >> c & 1]
        hand = 0
        for c in order[:in_hand]:
            hand |= 1 << c
        # the rest in random order: which end is the top does not matter
        r = deal(decider, hand, order[in_hand:], False)  # the unseen cards, shuffled
        yield play_round(r, seated) if play_out is None else play_out(r)


def _bits(cards: Sequence[int]) -> int:
    """The cards as a mask."""
    return sum(1 << c for c in cards)


# -- exact enumeration --------------------------------------------------------------------


class TooMuchWork(Exception):
    """An exact walk refused or stopped: more deals of the unseen cards than allowed,
    more rounds to end than :data:`EXACT_WORK_LIMIT`, or past its deadline (the message
    says which). ``deals`` is how many deals of the unseen cards there are."""

    def __init__(self, why: str, deals: int) -> None:
        super().__init__(why)
        self.deals = deals


def exact_tallies(
    round: Round,
    actions: Sequence[int],
    players: tuple[str, str],
    *,
    max_deals: int = EXACT_LIMIT,
    deadline: float | None = None,
) -> tuple[int, dict[int, dict]]:
    """Every deal of the cards the mover of ``round`` cannot see, played out after each
    of ``actions`` (the mover's) by the ``players`` models, the mover's and the
    rival's: the number of deals, and for each action ``{(winner, points): weight}``,
    the weights summing to the number of deals. The advisor and the round review
    both answer exactly with it; the round itself is never changed.

    A uniformly random deal gives the rival a uniformly random hand and puts a
    uniformly random sequence of the others on top of the stock; the rest of the
    round sees only the hand and the next cards flipped (one a turn still to play, and
    one more for a turn in play that has yet to flip), so every hand with every
    ordered choice of those cards, weighted equally, gives the exact expectation.
    Each deal is then played out along every choice the player models might make,
    weighted by its probability.

    Raises :class:`TooMuchWork` when there are more than ``max_deals`` deals, or an
    action's walk would end more than :data:`EXACT_WORK_LIMIT` rounds or pass the
    ``deadline`` of :func:`time.monotonic`, and :class:`ValueError` for a model not
    in :data:`EXACT_MODELS`.
    """
    require_exact_models(players)
    seat = round.to_move
    mask, in_hand = unseen_cards(round)
    unseen = list(indices(mask))
    stock = len(round.stock)
    turns = round.hands[0].bit_count() + round.hands[1].bit_count()
    flips = min(stock, turns + (round.phase in (Phase.TAKE, Phase.FLIP)))
    deals = math.comb(len(unseen), in_hand) * math.perm(stock, flips)
    if deals > max_deals:
        raise TooMuchWork(f"it would play out {deals:,} deals of the unseen cards", deals)
    deal = round.with_hidden  # each deal on a copy of the round that keeps no history
    choosers = _seated([_choices(name) for name in players], seat)
    tallies: dict[int, dict] = {}
    for action in actions:
        work = _Work(EXACT_WORK_LIMIT, deadline, deals)
        tally: dict = {}
        for hand in combinations(unseen, in_hand):
            hand_bits = _bits(hand)
            rest = [c for c in unseen if not hand_bits >> c & 1]
            for top in permutations(rest, flips):
                top_bits = _bits(top)
                # the top of the stock is the end of the list: the first flip goes last
                order = [c for c in rest if not top_bits >> c & 1] + list(reversed(top))
                r = deal(seat, hand_bits, order, False)  # the unseen cards, in order
                r.apply_action(action)
                _walk(r, choosers, 1, tally, work)
        tallies[action] = tally
    return deals, tallies


class _Work:
    """The bound on an exact walk: rounds it may still end, and a deadline."""

    def __init__(self, limit: int, deadline: float | None, deals: int) -> None:
        self.left, self.deadline, self.deals = limit, deadline, deals

    def ended(self) -> None:
        self.left -= 1
        if self.left < 0:
            raise TooMuchWork(f"it would end more than {EXACT_WORK_LIMIT:,} rounds", self.deals)
        if self.deadline is not None and self.left % 64 == 0 and time.monotonic() >= self.deadline:
            raise TooMuchWork("the time budget ran out", self.deals)


def _walk(
    r: Round,
    choosers: Sequence[Callable[[Round], Any]],
    weight: Fraction | int,
    tally: dict,
    work: _Work,
) -> None:
    """Play ``r`` out along every choice of the models, adding each end to ``tally``
    with the probability of the choices that led there (1, an int, without any)."""
    while r.phase is not _OVER:
        options = choosers[r.to_move](r)
        if len(options) > 1:
            for action, p in options:
                branch = r.copy()
                branch.apply_action(action)
                _walk(branch, choosers, weight * p, tally, work)
            return
        r.apply_action(options[0][0])
    work.ended()
    key = (r.result.winner, r.result.points)
    tally[key] = tally.get(key, 0) + weight


class _Draws:
    """A stand-in for a player's random generator whose next draw the advisor sets."""

    def __init__(self) -> None:
        self.next = 0.0
        self.used = 0

    def random(self) -> float:
        self.used += 1
        return self.next


def _choices(name: str) -> Callable[[Round], list[tuple[int, Fraction]]]:
    """Every action the model ``name`` may choose in a round, with its probability.

    The built-in players choose at random only among equally good options, with one
    draw ``u`` from their generator: ``options[int(u * len(options))]``. There are
    at most as many options as legal actions, ``n``; between two neighbouring
    fractions ``i/m`` with ``m <= n`` the choice cannot change, so one draw from
    each such interval, weighted by its length, gives the whole distribution.
    """
    draws = _Draws()
    player = make_player(name, draws)  # type: ignore[arg-type]  # it only calls .random()

    def choices(r: Round) -> list[tuple[int, Fraction]]:
        acts = r.legal_actions()
        if len(acts) == 1:
            return [(acts[0], Fraction(1))]
        found: dict[int, Fraction] = {}
        for u, width in _intervals(len(acts)):
            draws.next, draws.used = u, 0
            action = player.choose(r)
            if not draws.used:  # chosen without a draw: the choice is certain
                return [(action, Fraction(1))]
            assert draws.used == 1, f"the {name} player drew more than once for a choice"
            found[action] = found.get(action, 0) + width
        return list(found.items())

    return choices


@lru_cache(maxsize=16)
def _intervals(n: int) -> tuple[tuple[float, Fraction], ...]:
    """The midpoint and length of each gap between the fractions i/m, m = 1..n."""
    cuts = sorted({Fraction(i, m) for m in range(1, n + 1) for i in range(m + 1)})
    return tuple((float((a + b) / 2), b - a) for a, b in pairwise(cuts))


# -- turns, for with_rules ------------------------------------------------------------------


def _turn_start(round: Round) -> tuple[dict, list[int]]:
    """The position at the start of the current turn (``from_position`` arguments)
    and the actions played since, found by replaying the round from its start."""
    r = round.restarted()
    begin, at = {}, 0
    for i, action in enumerate(round.actions):
        if r.phase is Phase.PLAY:
            begin, at = (
                {
                    "hands": tuple(r.hands),
                    "field": r.field,
                    "stock": r.stock[::-1],
                    "piles": tuple(r.piles),
                    "to_move": r.to_move,
                    "dealer": r.dealer,
                    "koikoi": list(r.koikoi),
                },
                i,
            )
        r.apply_action(action)
    return begin, round.actions[at:]


#: A round has 16 turns, one per hand card: the turn number is counted as if the
#: round had been dealt, so a position late in a round is late whatever its origin.
TURNS = 16


def turn_of(round: Round) -> int:
    """The turn just played, counted as in a dealt round: 16 turns, one per hand card.

    A decision comes at the end of a turn, so this is the number of hand cards
    played so far (in a position built in code, as if both hands had started at 8).
    """
    return TURNS - round.hands[0].bit_count() - round.hands[1].bit_count()
