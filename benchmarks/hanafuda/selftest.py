"""Self-test of the open-hanafuda-ai bridge, in our engine.

    OPEN_HANAFUDA_AI=/path/to/open-hanafuda-ai \\
        python benchmarks/hanafuda/selftest.py [--rounds 200] [--matches 300] [--piles 20000]

(or ``--checkout PATH``). It builds the driver, then checks, in order:

1. the card mapping (the driver's card kinds against ours) and the scoring: their
   points and ours under ``FAIR_RULES`` on random piles must agree exactly;
2. that the AI is told nothing hidden: the request of a position is unchanged when
   the rival's hand and the stock are shuffled together;
3. ``--rounds`` rounds of their Hard AI against our ``HeuristicPlayer``
   (``Round.deal(FAIR_RULES, seed=k)``, seats alternating), every action asserted
   legal; prints the mean points;
4. their Hard against their Normal over ``--matches`` 12-round matches of
   ``koikoi_edu.match.Match`` (each seed twice, seats swapped), the win rate with a
   95% Wilson interval beside their own ``make run1k`` figure (Hard 62.1%).

Parts 3 and 4 run twice: on our deals, then on deals redealt as their game
redeals (``deal_their_way``, ``TheirDealsMatch``: also no field with 3 cards of a
month, no hand of 4 pairs), which FAIR_RULES cannot ask of our engine.

Parts 3 and 4 play under ``FAIR_RULES``; ``--rules nintendo`` plays them under the
plain ``nintendo`` preset with ``koikoi_limit=1`` instead.

Exit status 1 when a check fails.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent))
sys.path.insert(0, str(HERE.parent))  # the arena, for its interval

from arena import wilson  # noqa: E402
from bridge import (  # noqa: E402
    CHECKOUT_ENV,
    FAIR_RULES,
    BridgeError,
    OpenHanafudaPlayer,
    TheirDealsMatch,
    build,
    deal_their_way,
    default_checkout,
)

from koikoi_edu.match import Match  # noqa: E402
from koikoi_edu.players import HeuristicPlayer, play_round  # noqa: E402
from koikoi_edu.round import Round  # noqa: E402
from koikoi_edu.rules import Rules  # noqa: E402
from koikoi_edu.yaku import scorer  # noqa: E402

#: Their own figure: `make run1k`, 1,000 twelve-round games, Hard as their CPU seat.
THEIR_HARD_WINS, THEIR_GAMES = 621, 1000


class Checked:
    """A player whose every action is asserted to be legal."""

    def __init__(self, player) -> None:
        self.player = player
        self.name = player.name
        self.actions = 0

    def choose(self, round: Round) -> int:
        legal = round.legal_actions()
        action = self.player.choose(round)
        assert action in legal, f"{self.name} chose {action}, legal {legal}"
        self.actions += 1
        return action


def check_scoring(binary: Path, piles: int) -> bool:
    rng = random.Random(2024)
    with OpenHanafudaPlayer("hard", binary=binary) as ai:
        for label, rules in (
            ("FAIR_RULES", FAIR_RULES),
            ("nintendo, koikoi_limit=1", Rules.preset("nintendo").replace(koikoi_limit=1)),
        ):
            base = scorer(rules).base
            wrong = []
            for _ in range(piles):
                pile = sum(1 << c for c in rng.sample(range(48), rng.randint(0, 30)))
                ours, theirs = base(pile), ai.their_score(pile)
                if ours != theirs:
                    wrong.append((pile, ours, theirs))
            print(
                f"  scoring, {label}: {len(wrong)} of {piles} random piles disagree"
                + (f", e.g. ours {wrong[0][1]} theirs {wrong[0][2]}" if wrong else "")
            )
            if rules is FAIR_RULES and wrong:
                return False
    return True


def check_hidden(binary: Path, positions: int = 400) -> bool:
    """The request must not change when the unseen cards are dealt differently."""
    rng = random.Random(7)
    heur = HeuristicPlayer(random.Random(8))
    phases: dict[str, int] = {}
    for k in range(positions):
        r = Round.deal(FAIR_RULES, seed=10_000 + k)
        for _ in range(rng.randrange(0, 24)):  # walk into the round
            if r.is_terminal():
                break
            r.apply_action(heur.choose(r))
            r.flip()
        if r.is_terminal():
            continue
        other = r.resample_hidden(r.to_move, rng)  # the unseen cards dealt afresh
        n = other.hands[1 - r.to_move].bit_count()
        lines = [
            OpenHanafudaPlayer("hard", binary=binary, seed=1).request(pos)[1] for pos in (r, other)
        ]
        if lines[0] != lines[1]:
            print(f"  hidden information leaks: {lines[0]!r} != {lines[1]!r}")
            return False
        fields = dict(t.split("=") for t in lines[0].split()[1:])
        if (int(fields["ohand"]), int(fields["stock"])) != (n, len(r.stock)):
            print(f"  wrong counts in {lines[0]!r}: the rival holds {n}, the stock {len(r.stock)}")
            return False
        phases[r.phase.name] = phases.get(r.phase.name, 0) + 1
    print(
        f"  hidden information: the AI's request ignores the rival's hand and the "
        f"stock, and counts them right, in {sum(phases.values())} positions "
        f"({', '.join(f'{v} {k}' for k, v in sorted(phases.items()))})"
    )
    return True


def hard_vs_heuristic(binary: Path, rounds: int, rules: Rules, their_deals: bool) -> None:
    hard = Checked(OpenHanafudaPlayer("hard", binary=binary, seed=1))
    heur = Checked(HeuristicPlayer(random.Random(1)))
    won = {"hard": 0, "heuristic": 0, None: 0}
    points = {"hard": 0, "heuristic": 0}
    t0 = time.perf_counter()
    try:
        for k in range(rounds):
            r = (
                deal_their_way(rules, random.Random(k))
                if their_deals
                else Round.deal(rules, seed=k)
            )
            seats = (hard, heur) if k % 2 == 0 else (heur, hard)
            s = play_round(r, seats)
            who = (
                None
                if s.winner is None
                else ("hard" if seats["AB".index(s.winner)] is hard else "heuristic")
            )
            won[who] += 1
            if who:
                points[who] += s.points
    finally:
        hard.player.close()
    dt = time.perf_counter() - t0
    net = (points["hard"] - points["heuristic"]) / rounds
    print(f"  {'their' if their_deals else 'our'} deals:")
    print(
        f"  {rounds} rounds ({dt:.0f} s, {hard.actions + heur.actions} actions, all legal): "
        f"ohai-hard won {won['hard']}, heuristic {won['heuristic']}, draws {won[None]}"
    )
    print(
        f"  mean points per round: ohai-hard {points['hard'] / rounds:.2f}, heuristic "
        f"{points['heuristic'] / rounds:.2f}, net {net:+.2f} for ohai-hard"
    )


def hard_vs_normal(binary: Path, matches: int, rules: Rules, their_deals: bool) -> None:
    hard = Checked(OpenHanafudaPlayer("hard", binary=binary, seed=2))
    normal = Checked(OpenHanafudaPlayer("normal", binary=binary, seed=3))
    wins = ties = diff = 0
    t0 = time.perf_counter()
    try:
        for i in range(matches):
            m = (TheirDealsMatch if their_deals else Match)(rules, seed=i // 2)
            # each seed twice, seats swapped
            hard.player.bind(m)
            normal.player.bind(m)
            seats = (hard, normal) if i % 2 == 0 else (normal, hard)
            hard_seat = "A" if i % 2 == 0 else "B"
            winner = m.play(seats)
            wins += winner == hard_seat
            ties += winner == "tie"
            diff += m.totals[hard_seat] - m.totals["B" if hard_seat == "A" else "A"]
    finally:
        hard.player.close()
        normal.player.close()
    dt = time.perf_counter() - t0
    lo, hi = wilson(wins, matches)
    tlo, thi = wilson(THEIR_HARD_WINS, THEIR_GAMES)
    print(f"  {'TheirDealsMatch, their' if their_deals else 'Match, our'} deals:")
    print(
        f"  {matches} matches of 12 rounds ({dt:.0f} s, all actions legal): ohai-hard won "
        f"{wins}, ohai-normal {matches - wins - ties}, ties {ties}; "
        f"mean total difference {diff / matches:+.2f} for hard"
    )
    print(
        f"  hard's win rate in our engine: {100 * wins / matches:.1f}% "
        f"(95% Wilson {100 * lo:.1f}-{100 * hi:.1f}%)"
    )
    print(
        f"  their make run1k:              {100 * THEIR_HARD_WINS / THEIR_GAMES:.1f}% "
        f"(95% Wilson {100 * tlo:.1f}-{100 * thi:.1f}%, {THEIR_GAMES} games, "
        f"Hard always their CPU seat)"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--checkout", type=Path, help=f"open-hanafuda-ai checkout (default: ${CHECKOUT_ENV})"
    )
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--matches", type=int, default=300)
    ap.add_argument("--piles", type=int, default=20000)
    ap.add_argument(
        "--rules",
        choices=("fair", "nintendo"),
        default="fair",
        help="the rules of parts 3 and 4: FAIR_RULES (default) or the plain "
        "nintendo preset with koikoi_limit=1, to see what the fair options do",
    )
    args = ap.parse_args(argv)
    rules = FAIR_RULES if args.rules == "fair" else Rules.preset("nintendo").replace(koikoi_limit=1)
    label = "FAIR_RULES" if args.rules == "fair" else "nintendo, koikoi_limit=1"
    try:
        checkout = args.checkout or default_checkout()
        t0 = time.perf_counter()
        binary = build(checkout)
        print(f"driver: {binary} ({time.perf_counter() - t0:.1f} s)")
    except BridgeError as e:
        print(f"selftest: {e}", file=sys.stderr)
        return 1
    print("1. card mapping and scoring")
    ok = check_scoring(binary, args.piles)
    print("2. hidden information")
    ok = check_hidden(binary) and ok
    if not ok:
        return 1
    print(f"3. ohai-hard against koikoi_edu's heuristic, {args.rounds} rounds, {label}")
    for their_deals in (False, True):
        hard_vs_heuristic(binary, args.rounds, rules, their_deals)
    print(f"4. ohai-hard against ohai-normal, {args.matches} matches, {label}")
    for their_deals in (False, True):
        hard_vs_normal(binary, args.matches, rules, their_deals)
    return 0


if __name__ == "__main__":
    sys.exit(main())
