"""How fast the engine is, measured against the plain baseline in the same run.

    python benchmarks/bench.py [--seconds S] [--json] [--check]

The machine a benchmark runs on is shared and noisy, so every figure comes with its
ratio to ``baseline.py`` (a readable, set-based Koi-Koi) measured in the same run,
and benchmarks that are compared run in alternating slices so that a busy moment
slows both sides alike. Measured, each for about S seconds (default 3):

* random rounds per second under ``teaching``, through ``koikoi_edu.match.simulate``
  (the code path of the ``simulate`` command), and the baseline's random rounds;
* piles scored per second by the engine's fast ``scorer(rules).base`` and by the
  baseline's set operations, over the same pre-generated random piles (0..24 cards);
  and by the detailed, readable ``yaku.score()``, for information;
* random rounds per second under every other preset.

``--check`` first verifies that the baseline is faithful: its yaku agree with
``yaku.score()`` on a few thousand random piles, and its random rounds, replayed
move by move in the engine, settle the same. The exit status is 1 when they do not.

Speed is printed, never asserted: the targets below are goals to read, not tests.
"""

from __future__ import annotations

import argparse
import itertools
import json
import platform
import random
import sys
import time
from collections.abc import Callable
from typing import TypeVar

import baseline  # the sibling module: running this script puts its folder on sys.path

from koikoi_edu.cards import BY_ID, CARDS, Category
from koikoi_edu.errors import KoikoiError
from koikoi_edu.match import simulate
from koikoi_edu.round import KOIKOI, SEATS, STOP, Round
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.yaku import score, scorer

TARGET_ROUNDS_PER_SECOND = 30_000
TARGET_PILES_PER_SECOND = 1_000_000
PILES = 5_000  # piles in the scored list
SLICES = 4  # each compared benchmark runs in this many alternating slices
TEACHING = Rules.preset("teaching")
T = TypeVar("T")
DECISIONS = {"stop": STOP, "koi-koi": KOIKOI}  # the baseline's words for the actions


class Meter:
    """A benchmark: a unit of work, the work done so far and the time it took.

    ``work(n)`` does ``n`` batches and returns how many units (rounds, piles) that
    was. Batches grow until one takes about 20 ms, so the timer's overhead and
    resolution do not show in the figure.
    """

    def __init__(
        self, name: str, unit: str, work: Callable[[int], int], compared_to: str | None = None
    ) -> None:
        self.name, self.unit, self.work, self.compared_to = name, unit, work, compared_to
        self.units, self.seconds, self.batches = 0, 0.0, 1

    def run(self, seconds: float) -> None:
        """Work for about ``seconds`` (at least one call of ``work``)."""
        end = time.perf_counter() + seconds
        while True:
            start = time.perf_counter()
            self.units += self.work(self.batches)
            took = time.perf_counter() - start
            self.seconds += took
            if took < 0.02:
                self.batches *= 2
            if start + took >= end:
                return

    @property
    def per_second(self) -> float:
        return self.units / self.seconds


def race(meters: list[Meter], seconds: float) -> None:
    """Run each meter for ``seconds`` in total, taking turns in short slices.

    One untimed call of each comes first: it builds what is built once per rule set
    (the scorer's tables), which is no part of the speed of a round.
    """
    for meter in meters:
        meter.work(1)
    for _ in range(SLICES):
        for meter in meters:
            meter.run(seconds / SLICES)


# -- the work -------------------------------------------------------------------------


def random_piles(rng: random.Random, count: int, cards: list[int] | None = None) -> list[int]:
    """``count`` random piles as masks, each of 0..24 cards drawn from ``cards``."""
    pool = list(range(48)) if cards is None else cards
    return [
        sum(1 << i for i in rng.sample(pool, rng.randint(0, min(24, len(pool)))))
        for _ in range(count)
    ]


def as_ids(mask: int) -> set[str]:
    """A mask as the baseline holds a pile: a set of card ids."""
    return {c.id for c in CARDS if mask >> c.index & 1}


def engine_rounds(rules: Rules) -> Callable[[int], int]:
    """Random rounds under ``rules``, by the ``simulate`` command's own function."""
    seeds = itertools.count(1)

    def work(batches: int) -> int:
        # a fresh seed per call, so no two calls play the same rounds
        return simulate(rules, 64 * batches, next(seeds))["rounds"]

    return work


def baseline_rounds() -> Callable[[int], int]:
    """The baseline's random rounds."""
    rng = random.Random(1)

    def work(batches: int) -> int:
        for _ in range(64 * batches):
            baseline.play_random_round(rng)
        return 64 * batches

    return work


def pile_scoring(base: Callable[[T], int], piles: list[T]) -> Callable[[int], int]:
    """Score every pile of ``piles`` with ``base``, in a loop that does nothing else."""

    def work(batches: int) -> int:
        for _ in range(batches):
            for pile in piles:
                base(pile)
        return batches * len(piles)

    return work


def benchmarks(seconds: float) -> list[Meter]:
    """Every benchmark, run: the rounds group first, then the piles group."""
    rounds = [
        Meter("rounds teaching", "rounds", engine_rounds(TEACHING), "rounds baseline"),
        Meter("rounds baseline", "rounds", baseline_rounds()),
    ]
    rounds += [
        Meter(f"rounds {name}", "rounds", engine_rounds(rules), "rounds baseline")
        for name, rules in PRESETS.items()
        if name != "teaching"
    ]
    masks = random_piles(random.Random(2), PILES)
    id_sets = [as_ids(m) for m in masks]  # converted beforehand: only scoring is timed
    piles = [
        Meter(
            "piles scorer", "piles", pile_scoring(scorer(TEACHING).base, masks), "piles baseline"
        ),
        Meter("piles baseline", "piles", pile_scoring(baseline.base, id_sets)),
        Meter(
            "piles score()", "piles", pile_scoring(lambda m: score(m).base, masks), "piles baseline"
        ),
    ]
    race(rounds, seconds)
    race(piles, seconds)
    return rounds + piles


# -- the faithfulness check -----------------------------------------------------------


def replay(record: baseline.RoundRecord) -> tuple[str | None, int]:
    """Winner and points of a baseline round replayed in the engine, move by move."""
    r = Round.deal(
        TEACHING, deck=[BY_ID[c].index for c in record.deck], dealer=SEATS.index(record.dealer)
    )
    for move in record.moves:  # the baseline's moves hold no flip: each is taken when due
        r.flip()
        r.apply_action(DECISIONS[move] if move in DECISIONS else BY_ID[move].index)
    r.flip()
    if r.settlement is None:
        raise KoikoiError("the round is not over after the baseline's last move")
    return r.settlement.winner, r.settlement.points


def check(piles: int = 4000, rounds: int = 500) -> dict:
    """Compare the baseline with the engine; the first disagreements are listed.

    Half of the piles are drawn from the whole deck, half from the 24 brights,
    animals and ribbons, where the named yaku and their combinations are common.
    """
    rng = random.Random(3)
    colourful = [c.index for c in CARDS if c.category is not Category.PLAIN]
    masks = random_piles(rng, piles // 2) + random_piles(rng, piles - piles // 2, colourful)
    problems = []
    for mask in masks:
        ids = as_ids(mask)
        ours, engine = baseline.yaku(ids), score(mask, TEACHING).points_by_id()
        if ours != engine:
            problems.append(f"pile {sorted(ids)}: baseline {ours}, engine {engine}")
    for _ in range(rounds):
        record = baseline.play_random_round(rng, dealer=rng.choice(SEATS))
        try:
            engine = replay(record)
        except KoikoiError as e:
            engine = str(e)
        if engine != (record.winner, record.points):
            problems.append(
                f"round {record.deck} moves {record.moves}: baseline "
                f"{(record.winner, record.points)}, engine {engine}"
            )
    return {
        "piles": len(masks),
        "rounds": rounds,
        "disagreements": len(problems),
        "agree": not problems,
        "first_disagreements": problems[:3],
    }


# -- the report -----------------------------------------------------------------------


def report(meters: list[Meter], seconds: float, checked: dict | None) -> dict:
    """The run as one JSON-ready object: each figure with its ratio, targets, check."""
    by_name = {m.name: m for m in meters}
    results = {}
    for m in meters:
        other = by_name.get(m.compared_to, m)
        results[m.name] = {
            "per_second": round(m.per_second, 1),
            "unit": m.unit,
            "units": m.units,
            "seconds": round(m.seconds, 3),
            "baseline": other.name,
            "ratio": round(m.per_second / other.per_second, 3),
        }
    rounds = by_name["rounds teaching"].per_second
    piles = by_name["piles scorer"].per_second
    return {
        "python": platform.python_version(),
        "seconds_each": seconds,
        "results": results,
        "targets": {
            "rounds_per_second": TARGET_ROUNDS_PER_SECOND,
            "piles_per_second": TARGET_PILES_PER_SECOND,
        },
        "targets_met": {
            "rounds_per_second": rounds >= TARGET_ROUNDS_PER_SECOND,
            "piles_per_second": piles >= TARGET_PILES_PER_SECOND,
        },
        "check": checked,
    }


def print_table(out: dict) -> None:
    """The report as a small table, for people."""
    print(
        f"Python {out['python']}, about {out['seconds_each']} s each; "
        "ratios against the baseline measured in the same run"
    )
    print(f"{'benchmark':<22}{'per second':>14}  {'ratio':>8}  vs")
    for name, r in out["results"].items():
        vs = "" if r["baseline"] == name else r["baseline"]
        print(f"{name:<22}{r['per_second']:>14,.0f}  {r['ratio']:>7.2f}x  {vs}")
    rounds = out["results"]["rounds teaching"]["per_second"]
    piles = out["results"]["piles scorer"]["per_second"]
    met = out["targets_met"]
    print(
        f"target: >= {TARGET_ROUNDS_PER_SECOND:,} random rounds/s (teaching): "
        f"{rounds:,.0f}, {'met' if met['rounds_per_second'] else 'NOT met'}"
    )
    print(
        f"target: >= {TARGET_PILES_PER_SECOND:,} piles/s (scorer): "
        f"{piles:,.0f}, {'met' if met['piles_per_second'] else 'NOT met'}"
    )
    checked = out["check"]
    if checked is not None:
        verdict = "agrees" if checked["agree"] else "DISAGREES"
        print(
            f"check: the baseline {verdict} with the engine on {checked['piles']} piles "
            f"and {checked['rounds']} replayed rounds ({checked['disagreements']} "
            "disagreements)"
        )
        for problem in checked["first_disagreements"]:
            print(f"  {problem}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--seconds", type=float, default=3.0, help="seconds per benchmark (default 3)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--check", action="store_true", help="first check the baseline against the engine"
    )
    args = parser.parse_args(argv)
    if args.seconds <= 0:
        parser.error("--seconds must be positive")
    checked = check() if args.check else None
    out = report(benchmarks(args.seconds), args.seconds, checked)
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print_table(out)
    return 0 if checked is None or checked["agree"] else 1


if __name__ == "__main__":
    sys.exit(main())
