"""How long the strong player takes to move and a round takes to review.

    python benchmarks/strong.py [--positions N] [--json]

A move of the strong player (:class:`koikoi_edu.players.StrongPlayer`, its default
budget) is timed on the same positions as a move of the heuristic player, in the same
run: the first move of N dealt rounds and a move half-way through each (after eight
seeded random actions), where the heuristic is the baseline. The review of a whole
round (:func:`koikoi_edu.review.review_round`, the command line's budget and the play
table's) is timed on rounds played by the heuristic player against the random one.
Each figure is the mean over the positions and the slowest one.

Speed is printed, never asserted. Goals: a strong move under 1 s, a review under 5 s.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time

from koikoi_edu.players import STRONG_PLAYOUTS, HeuristicPlayer, StrongPlayer, play_round
from koikoi_edu.review import review_round
from koikoi_edu.round import Round
from koikoi_edu.widgets.play_table import REVIEW_PLAYOUTS

MOVE_GOAL, REVIEW_GOAL = 1.0, 5.0


def positions(n: int) -> list[Round]:
    """The first move of ``n`` deals, and a move half-way through each."""
    found = []
    for seed in range(n):
        r = Round.deal(seed=seed)
        found.append(r.copy())
        rng = random.Random(seed)
        for _ in range(8):
            if r.is_terminal():
                break
            r.apply_action(rng.choice(r.legal_actions()))
            r.flip()  # the chance step, taken with the move as before it was one
        if not r.is_terminal() and len(r.legal_actions()) > 1:
            found.append(r)
    return found


def timed(work, items) -> list[float]:
    times = []
    for item in items:
        start = time.perf_counter()
        work(item)
        times.append(time.perf_counter() - start)
    return times


def measure(n: int) -> dict:
    where = positions(n)
    strong = StrongPlayer(random.Random(1))
    heuristic = HeuristicPlayer(random.Random(1))
    # the heuristic is too quick for one timing: 100 moves each
    base = [t / 100 for t in timed(lambda r: [heuristic.choose(r) for _ in range(100)], where)]
    moves = timed(strong.choose, where)
    rounds = []
    for seed in range(max(2, n // 2)):
        r = Round.deal(seed=100 + seed)
        play_round(r, (HeuristicPlayer(random.Random(seed)), HeuristicPlayer(random.Random(-seed))))
        rounds.append(r)
    reviews = {
        budget: timed(lambda r, b=budget: review_round(r, "A", playouts=b), rounds)
        for budget in (STRONG_PLAYOUTS, REVIEW_PLAYOUTS)
    }
    mean = lambda xs: sum(xs) / len(xs)  # noqa: E731
    return {
        "python": platform.python_version(),
        "positions": len(where),
        "strong_playouts": STRONG_PLAYOUTS,
        "heuristic_move_seconds": mean(base),
        "strong_move_seconds": mean(moves),
        "strong_move_slowest": max(moves),
        "ratio": mean(moves) / mean(base),
        "reviews": {
            str(budget): {"rounds": len(times), "mean": mean(times), "slowest": max(times)}
            for budget, times in reviews.items()
        },
        "goals": {"move_seconds": MOVE_GOAL, "review_seconds": REVIEW_GOAL},
    }


def print_table(out: dict) -> None:
    print(f"Python {out['python']}; {out['positions']} positions")
    print(
        f"heuristic move: {1e3 * out['heuristic_move_seconds']:.2f} ms; strong move "
        f"({out['strong_playouts']:,} playouts): {out['strong_move_seconds']:.3f} s mean, "
        f"{out['strong_move_slowest']:.3f} s slowest, {out['ratio']:,.0f} x the heuristic "
        f"(goal: under {MOVE_GOAL} s)"
    )
    for budget, r in out["reviews"].items():
        print(
            f"review of a round ({int(budget):,} playouts a choice): {r['mean']:.2f} s mean, "
            f"{r['slowest']:.2f} s slowest over {r['rounds']} rounds (goal: under {REVIEW_GOAL} s)"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=10, help="deals (default 10)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    out = measure(args.positions)
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print_table(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
