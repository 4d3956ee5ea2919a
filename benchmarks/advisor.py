"""How fast the koi-koi advisor answers, against whole simulated rounds in the same run.

    python benchmarks/advisor.py [--playouts N] [--repeat R] [--json]

A widget asks :func:`koikoi_edu.advisor.advise` for 2,000 playouts and should have
its answer in under 0.5 s, with any player model. For each model (random, greedy,
heuristic, quick) this times 2,000 sampled playouts, early stopping off, from several
decisions: the worked example of docs/rules.md (A holds inoshikacho after the boar)
and decisions reached in dealt rounds by seeded random play. Two baselines are timed
in the same run: as many whole rounds from the deal by ``koikoi_edu.match.simulate``
with the same players (a playout starts mid-round, so it should be quicker), and the
same advice with the random model, the cheapest (``vs random``: how many times its
time a model's takes, on the same position). The strong model searches every move
of a playout, so it plays fewer: its default share, 100 for 2,000 (fewer, better
playouts); it has no rounds baseline (its rounds from the deal would be searched by
the strong player's full budget). Each figure is the best of ``--repeat``
runs, since a shared machine only ever makes code slower. Last, the exact
enumeration at the last flip of a round.

Speed is printed, never asserted.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from collections.abc import Callable

from koikoi_edu.advisor import (
    DEFAULT_PLAYOUTS,
    EXACT_MODELS,
    PLAYOUT_MODELS,
    advise,
    default_playouts,
)
from koikoi_edu.cards import CardSet, card
from koikoi_edu.match import simulate
from koikoi_edu.round import Phase, Round
from koikoi_edu.rules import Rules
from koikoi_edu.scenario import load_library

TARGET_SECONDS = 0.5  # for 2,000 playouts with any player model
TEACHING = Rules.preset("teaching")


def worked_example() -> Round:
    """docs/rules.md's worked example at A's decision, three turns before the end."""
    r = load_library("boar-deer-butterflies").new_round(explain=False)
    r.apply_action(card("clover-boar").index)
    r.flip()  # the top of the stock turns up: the decision
    return r


def dealt_decisions(count: int, min_cards: int = 6) -> dict[str, Round]:
    """The first ``count`` decisions reached by seeded random play from a deal with
    at least ``min_cards`` cards left in the two hands (so mid-round, not the end)."""
    found: dict[str, Round] = {}
    seed = 0
    while len(found) < count:
        seed += 1
        r, rng = Round.deal(seed=seed), random.Random(seed)
        while r.phase is not Phase.DECIDE and not r.is_terminal():
            r.apply_action(rng.choice(r.legal_actions()))
        if r.phase is Phase.DECIDE and r.hands[0].bit_count() + r.hands[1].bit_count() >= min_cards:
            found[f"dealt seed {seed}"] = r
    return found


def last_flip() -> Round:
    """The worked example at the end of a round: after A's call, B's last card and
    one flip decide it; 41 unseen cards make 41 x 40 = 1,640 deals to enumerate."""
    r = Round.from_position(
        TEACHING,
        hands=(CardSet.of("clover-boar").mask, CardSet.of("chrysanthemum-plain-1").mask),
        field=CardSet.of("clover-plain-1", "chrysanthemum-cup").mask,
        stock=[card("willow-lightning").index],
        piles=(CardSet.of("maple-deer", "peony-butterflies").mask, CardSet.of("pampas-moon").mask),
    )
    r.apply_action(card("clover-boar").index)
    r.flip()  # the top of the stock turns up: the decision
    return r


def best_time(work: Callable[[], object], repeat: int) -> float:
    """The shortest of ``repeat`` timings of ``work()``."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def model_playouts(model: str, playouts: int) -> int:
    """The playouts of ``model`` in a run of ``playouts``: its default share."""
    return max(1, playouts * default_playouts((model, model)) // DEFAULT_PLAYOUTS)


def measure(playouts: int, repeat: int) -> dict:
    positions = {"worked example": worked_example(), **dealt_decisions(3)}
    Round(TEACHING)  # builds the scorer's tables, no part of any speed
    best: dict[tuple[str, str], float] = {}
    # round robin: a busy moment of the shared machine slows every model alike
    for _ in range(repeat):
        for model in PLAYOUT_MODELS:
            n = model_playouts(model, playouts)
            works = {}
            if model in EXACT_MODELS:
                works["rounds"] = lambda m=model, n=n: simulate(TEACHING, n, 1, (m, m))
            for name, r in positions.items():
                works[name] = lambda r=r, m=model, n=n: advise(
                    r, players=m, playouts=n, exact=False, early_stop=False
                )
            for name, work in works.items():
                took = best_time(work, 1)
                best[name, model] = min(best.get((name, model), took), took)
    results = []
    for model in PLAYOUT_MODELS:
        n = model_playouts(model, playouts)
        rounds = best.get(("rounds", model))
        for name in positions:
            took = best[name, model]
            results.append(
                {
                    "position": name,
                    "players": model,
                    "playouts": n,
                    "seconds": round(took, 4),
                    "playouts_per_second": round(n / took),
                    "baseline_rounds_per_second": rounds and round(n / rounds),
                    "ratio": rounds and round(rounds / took, 2),
                    "vs_random": round(took / best[name, "random"], 2),
                }
            )
    exact = []
    for model in EXACT_MODELS:
        r = last_flip()
        took = best_time(lambda r=r, m=model: advise(r, players=m, exact=True), repeat)
        deals = advise(r, players=model).playouts
        exact.append(
            {
                "position": "last flip",
                "players": model,
                "deals": deals,
                "seconds": round(took, 4),
                "deals_per_second": round(deals / took),
            }
        )
    worst = {m: max(x["seconds"] for x in results if x["players"] == m) for m in PLAYOUT_MODELS}
    return {
        "python": platform.python_version(),
        "results": results,
        "exact": exact,
        "target": {
            "seconds_for_2000": TARGET_SECONDS,
            "worst_seconds": worst,
            "met": playouts == 2000 and max(worst.values()) < TARGET_SECONDS,
        },
    }


def print_table(out: dict) -> None:
    print(
        f"Python {out['python']}; best of the runs; ratio = playouts/s over whole "
        "simulated rounds/s (the baseline, same players, same run)"
    )
    print(
        f"{'position':<18}{'players':<11}{'playouts':>9}{'seconds':>9}{'playouts/s':>12}"
        f"{'rounds/s':>10}{'ratio':>8}{'vs random':>11}"
    )
    for x in out["results"]:
        rounds, ratio = x["baseline_rounds_per_second"], x["ratio"]
        print(
            f"{x['position']:<18}{x['players']:<11}{x['playouts']:>9,}{x['seconds']:>9.3f}"
            f"{x['playouts_per_second']:>12,}{f'{rounds:,}' if rounds else '-':>10}"
            f"{f'{ratio:.2f}x' if ratio else '-':>8}{x['vs_random']:>10.2f}x"
        )
    for x in out["exact"]:
        print(
            f"exact, {x['position']}, {x['players']}: {x['deals']:,} deals in "
            f"{x['seconds']:.3f} s ({x['deals_per_second']:,} deals/s)"
        )
    t = out["target"]
    slowest = ", ".join(f"{m} {s:.3f} s" for m, s in t["worst_seconds"].items())
    print(
        f"target: 2,000 playouts (the strong model: its {model_playouts('strong', 2000)}) "
        f"with any model in under {TARGET_SECONDS} s: slowest {slowest}; "
        f"{'met' if t['met'] else 'NOT met'}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--playouts", type=int, default=2000, help="playouts (default 2000)")
    parser.add_argument("--repeat", type=int, default=3, help="runs, best kept (default 3)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.playouts < 1 or args.repeat < 1:
        parser.error("--playouts and --repeat must be at least 1")
    out = measure(args.playouts, args.repeat)
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print_table(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
