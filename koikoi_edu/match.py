"""A match: rounds in a row, the deal passing by the rules, until the match ends.

Who deals first is decided by drawing cards (:func:`choose_first_dealer`); after
that the winner of a round deals the next one, and after a round with no winner
the rules say whether the deal passes (:func:`next_dealer`). A match ends after
``rules.match_rounds`` rounds, when a total reaches ``rules.match_target``, or,
when the players play for a bank (``rules.bank``), as soon as one bank is empty.

A :class:`Match` is seeded: the same seed deals the same cards to the same dealers,
so a match can be replayed or saved as its seed and its actions
(:mod:`koikoi_edu.saving`). Computer players play whole matches::

    >>> m = Match(Rules.preset("teaching"), seed=1)
    >>> m.play(("heuristic", "random")) in ("A", "B", "tie")
    True
    >>> len(m.history)
    12

:func:`simulate` plays many rounds between two computer players as fast as the
engine allows; the command line's ``simulate`` prints what it returns.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from .cards import CARDS
from .errors import KoikoiError, RulesError
from .inputs import excerpt
from .message import Count
from .players import Player, make_player, play_round
from .round import SEATS, Round, Settlement
from .rules import PRESETS, Rules

_TEACHING = Rules()


def choose_first_dealer(rng: random.Random) -> tuple[int, list[tuple[str, str]]]:
    """Draw for the first deal: the earlier month deals, the same month draws again.

    Each player draws one card from a shuffled deck; returns the dealer's seat and
    every draw as ``(A's card, B's card)``, so a lesson can show how it went.

    >>> choose_first_dealer(random.Random(0))
    (0, [('clover-boar', 'clover-plain-1'), ('pine-plain-1', 'iris-bridge')])
    """
    draws = []
    while True:
        a, b = rng.sample(range(48), 2)
        draws.append((CARDS[a].id, CARDS[b].id))
        if a >> 2 != b >> 2:  # four cards a month: the index // 4 is the month
            return (0 if a < b else 1), draws


def round_month(k: int) -> int:
    """The month round ``k`` (from 1) of a match plays, for month yaku: 1 to 12, then 1
    again."""
    return (k - 1) % 12 + 1


def next_dealer(rules: Rules, dealer: int, settlement: Settlement) -> int:
    """Who deals after a round that ``dealer`` dealt and that ended in ``settlement``.

    The winner deals; after a round with no winner ``rules.dealer_after_draw`` says
    whether the deal passes ("other") or stays ("same"). Under rules where the dealer
    wins the draw points the dealer is the winner, and so deals again.
    """
    if settlement.winner is not None:
        return SEATS.index(settlement.winner)
    return dealer if rules.dealer_after_draw == "same" else 1 - dealer


def _two(players: Sequence[Player | str]) -> tuple[Player | str, Player | str]:
    # English only, as are the refusals to play without players or to finish another
    # round: only code that builds a match meets them, never a play table or a lesson's reader
    if isinstance(players, str) or len(players) != 2:
        raise ValueError("two players are needed, one for seat A and one for seat B")
    return players[0], players[1]


def _seat_players(players: Sequence[Player | str], seed: str) -> tuple[Player, Player]:
    """Two players from players or names; a name gets a generator seeded by ``seed``."""
    a, b = (
        make_player(p, random.Random(f"{seed}/{seat}")) if isinstance(p, str) else p
        for seat, p in zip(SEATS, _two(players), strict=True)
    )
    return a, b


class Match:
    """A match under ``rules`` between seats A and B.

    Give ``players`` (two :class:`~koikoi_edu.players.Player` s or their names) to
    let :meth:`play_round` play each round out; without them :meth:`play_round`
    deals a round for the caller (a widget, a lesson) to drive, and
    :meth:`finish_round` records it once it is over. ``seed`` fixes the draw for the
    first deal and every shuffle; without one a seed is chosen and kept in
    ``seed``. ``explain=True`` deals rounds that explain every action.

    ``totals`` are the points of A and B (the banks, under rules with a bank);
    ``history`` lists each finished round as ``(dealer seat, settlement)``.
    """

    def __init__(
        self,
        rules: Rules = _TEACHING,
        seed: int | None = None,
        players: Sequence[Player | str] | None = None,
        *,
        explain: bool = False,
    ) -> None:
        self.rules = rules
        self.seed = random.randrange(2**32) if seed is None else seed
        self.players: tuple[Player | str, Player | str] | None = None
        if players is not None:
            self.seat_players(players)
        self.explain = explain
        self._rng = random.Random(self.seed)
        # the draw for the first deal, kept for a lesson to show; ``dealer`` deals next
        self.first_dealer, self.first_draws = choose_first_dealer(self._rng)
        self.dealer = self.first_dealer
        start = rules.bank or 0
        self.totals = {"A": start, "B": start}
        self.rounds: list[Round] = []  # finished rounds, in order
        self.current: Round | None = None  # the round being played, if any

    def seat_players(self, players: Sequence[Player | str]) -> None:
        """Seat two players (or built-in players by name) for the rounds to come.

        A player given by name is made afresh for every round, with a generator
        seeded by the match's seed, the round's number and the seat: a seeded match
        plays the same every time, and a saved match, loaded, plays on the same.
        """
        _seat_players(players, "")  # refuse an unknown name now, not rounds later
        self.players = _two(players)

    def _round_players(self) -> tuple[Player, Player]:
        """The seated players for the current round, names made into players."""
        if self.players is None:
            raise ValueError("seat two players first (seat_players)")
        return _seat_players(self.players, f"{self.seed}/{len(self.rounds) + 1}")

    @property
    def history(self) -> list[tuple[int, Settlement]]:
        """Every finished round as ``(its dealer's seat, its settlement)``."""
        return [(r.dealer, r.result) for r in self.rounds]

    def is_over(self) -> bool:
        """Whether a rule has ended the match (a round in progress never has)."""
        if self.current is not None:
            return False
        rules, totals = self.rules, self.totals.values()
        return (
            (rules.bank is not None and min(totals) <= 0)
            or (rules.match_target is not None and max(totals) >= rules.match_target)
            or (rules.match_rounds is not None and len(self.rounds) >= rules.match_rounds)
        )

    def winner(self) -> str | None:
        """``"A"``, ``"B"``, ``"tie"`` on equal totals, or ``None`` while it goes on."""
        if not self.is_over():
            return None
        a, b = self.totals["A"], self.totals["B"]
        return "A" if a > b else "B" if b > a else "tie"

    def play_round(self) -> Round:
        """Deal the next round to the right dealer.

        With players the round is played out and recorded; without them it is
        returned for the caller to play, then handed to :meth:`finish_round`.
        """
        if self.current is not None:
            raise KoikoiError(message="match.round-in-play", n=len(self.rounds) + 1)
        if self.is_over():
            raise KoikoiError(message="match.over")
        r = Round.deal(
            self.rules,
            rng=self._rng,
            dealer=self.dealer,
            explain=self.explain,
            month=round_month(len(self.rounds) + 1),
        )
        self.current = r
        if self.players is not None:
            play_round(r, self._round_players())
            self.finish_round(r)
        return r

    def finish_round(self, round: Round) -> None:
        """Record the current round, once over: its points and who deals next."""
        if round is not self.current:
            raise ValueError("this round is not the match's current round")
        if not round.is_terminal():
            raise KoikoiError(message="match.round-not-over", n=len(self.rounds) + 1)
        s = round.result
        if s.winner is not None and s.points:
            loser = "B" if s.winner == "A" else "A"
            paid = s.points
            if self.rules.bank is not None:
                paid = min(paid, self.totals[loser])  # nobody pays more than they have
                self.totals[loser] -= paid
            self.totals[s.winner] += paid
        self.dealer = next_dealer(self.rules, round.dealer, s)
        self.rounds.append(round)
        self.current = None

    def play(self, players: Sequence[Player | str] | None = None) -> str:
        """Play to the end (finishing a round in progress); returns :meth:`winner`."""
        if players is not None:
            self.seat_players(players)
        if self.players is None:
            raise ValueError("a match needs two players to be played out")
        rules = self.rules
        if rules.match_rounds is None and rules.match_target is None and rules.bank is None:
            raise RulesError(message="endless-match")
        if self.current is not None:
            play_round(self.current, self._round_players())
            self.finish_round(self.current)
        while not self.is_over():
            self.play_round()
        return self.winner()  # type: ignore[return-value]

    def __repr__(self) -> str:
        state = f"winner {self.winner()}" if self.is_over() else "in play"
        return (
            f"<Match {self.rules.name} seed {self.seed}, {len(self.rounds)} rounds, "
            f"A {self.totals['A']} B {self.totals['B']}, {state}>"
        )


#: The most rounds :func:`simulate` plays in one call: some minutes for two random
#: players (about 2,500 rounds a second), more for the heuristic; a larger study is
#: several seeded runs. A mistyped count is refused, not played for years.
MAX_ROUNDS = 1_000_000


def simulate(
    rules: Rules,
    rounds: int,
    seed: int | None,
    players: Sequence[Player | str] = ("random", "random"),
) -> dict:
    """Play ``rounds`` seeded rounds between two computer players and count the results.

    ``players`` are names of built-in players (or players), for seats A and B. The
    first dealer is drawn, then the deal moves by :func:`next_dealer`. Returns the
    keys the command line prints: ``rounds``, ``seconds``, ``rounds_per_second``,
    ``wins`` (``{"A": .., "B": ..}``), ``draws`` (rounds with no winner; where the
    dealer takes points for a draw, those rounds are the dealer's wins), ``points``
    (settled points per seat), ``rules``, ``rule_options`` (options changed from the
    preset), ``players`` and ``seed`` (chosen at random when ``None``). The same
    seed gives the same results; only the timing differs from run to run.
    """
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not 0 <= rounds <= MAX_ROUNDS:
        # text is quoted as each language quotes input (English shows it bare)
        text = isinstance(rounds, str)
        raise KoikoiError(
            message="match.rounds-count-text" if text else "match.rounds-count",
            value=excerpt(rounds),
            limit=Count(MAX_ROUNDS),
        )
    if seed is None:
        seed = random.randrange(2**32)
    seats = _seat_players(players, str(seed))
    rng = random.Random(seed)
    dealer, _ = choose_first_dealer(rng)
    wins, points, draws = {"A": 0, "B": 0}, {"A": 0, "B": 0}, 0
    deal = Round.deal
    # two random players: the round's own random playout, the same game but faster
    all_random = all(p == "random" for p in players)
    Round(rules)  # builds the rules' scoring tables before the clock starts
    t0 = time.perf_counter()
    for k in range(rounds):
        r = deal(rules, rng=rng, dealer=dealer, month=k % 12 + 1)
        s = r.play_random(rng) if all_random else play_round(r, seats)
        if s.winner is None:
            draws += 1
        else:
            wins[s.winner] += 1
            points[s.winner] += s.points
        dealer = next_dealer(rules, dealer, s)
    seconds = time.perf_counter() - t0
    preset = PRESETS.get(rules.name, _TEACHING)
    return {
        "rounds": rounds,
        "seconds": round(seconds, 3),
        "rounds_per_second": round(rounds / seconds, 1) if seconds else 0.0,
        "wins": wins,
        "draws": draws,
        "points": points,
        "rules": rules.name,
        "rule_options": {k: mine for k, (mine, _) in rules.differences(preset).items()},
        "players": [p if isinstance(p, str) else p.name for p in players],
        "seed": seed,
    }
