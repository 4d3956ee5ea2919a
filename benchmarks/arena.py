"""Pit two players against each other in paired matches, and say who is stronger.

Every pair of matches is played on the same seed with the seats swapped: the same
cards come out of the stock in the same order, so what one player was dealt in the
first match the other is dealt in the second, and the luck of the deal cancels.
The report gives the first player's win rate over all matches (a tie counts half)
with its 95% Wilson interval, and the mean point difference per match with its 95%
interval over the pairs::

    python benchmarks/arena.py strong heuristic --pairs 200 --jobs 2
    python benchmarks/arena.py strong ohai-hard --ohai /path/to/open-hanafuda-ai

Against open-hanafuda-ai the rules default to the bridge's FAIR_RULES (``nintendo``
with one koi-koi per round and the options that match that game; see
benchmarks/hanafuda/README.md) and the deals are redealt as that game redeals them.

A player is a built-in player's name (``random``, ``greedy``, ``heuristic``,
``quick``, ``strong``), a level of :data:`koikoi_edu.players.LEVELS` (``beginner``,
``normal``), ``strong:N`` for the strong player with a budget of N playouts a move
(only the strong player has a budget: ``greedy:100`` is refused, as is ``strong:0``),
or ``ohai-normal`` / ``ohai-hard`` for the models of open-hanafuda-ai through the
bridge of ``benchmarks/hanafuda`` (it needs ``--ohai``, a checkout of that project).

A long run can keep a log (``--log FILE``, one JSON line a pair): run again with the
same players, rules and log, and the pairs already in it are not played again, so a
run of hours may be stopped and resumed, or widened with a larger ``--pairs``::

    python benchmarks/arena.py strong ohai-hard --ohai PATH --pairs 500 --log hard.jsonl

A player, an argument or a log line the arena cannot use is refused before anything is
played or written, in one line naming it (the log's line by its number), exit 2; a
log that is a symbolic link is refused, never written through.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import NoReturn

from koikoi_edu.cli import chosen_rules
from koikoi_edu.inputs import excerpt, quoted
from koikoi_edu.match import Match
from koikoi_edu.players import LEVELS, PLAYERS, Player, StrongPlayer, make_player
from koikoi_edu.rules import Rules
from koikoi_edu.writing import kind, read_bytes, write_text

Z95 = 1.959964
#: The largest budget of playouts a move ``strong:N`` takes (3,000 is the default).
MOST_PLAYOUTS = 1_000_000
#: A pair's score for the first player: its two matches, 1 a win and 0.5 a tie each.
PAIR_SCORES = (0.0, 0.5, 1.0, 1.5, 2.0)


def refuse(text: str) -> NoReturn:
    """Stop with one line saying what cannot be used, exit 2 (as argparse does)."""
    print(f"arena: {text}", file=sys.stderr)
    raise SystemExit(2)


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion: sound near 0 and 1 and for small n."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def mean_interval(values: list[float], z: float = Z95) -> tuple[float, float, float]:
    """The mean of ``values`` and the ends of its normal 95% interval."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    half = z * math.sqrt(var / n)
    return mean, mean - half, mean + half


class _Setup:
    """How to make a player in a worker process (a player itself need not pickle)."""

    def __init__(self, spec: str, ohai: str | None) -> None:
        self.spec, self.ohai = spec, ohai
        name, colon, budget = spec.partition(":")
        if not (name in PLAYERS or name in LEVELS or name.startswith("ohai-")):
            known = ", ".join([*PLAYERS, *LEVELS, "strong:N", "ohai-normal", "ohai-hard"])
            refuse(f"unknown player {quoted(spec)}; choose one of {known}")
        if name.startswith("ohai-") and not ohai:
            refuse(f"{excerpt(spec)} needs --ohai, a checkout of open-hanafuda-ai")
        #: the strong player's budget of playouts a move, None for its default (or none)
        self.playouts: int | None = None
        if colon:
            if name != "strong":
                refuse(
                    f"{quoted(spec)}: only the strong player takes a budget of playouts "
                    f"(strong:N); {excerpt(name)} has none"
                )
            if not (budget.isascii() and budget.isdigit() and len(budget) <= 7) or not (
                1 <= int(budget) <= MOST_PLAYOUTS
            ):
                refuse(
                    f"{quoted(spec)}: the budget must be a whole number of playouts from 1 "
                    f"to {MOST_PLAYOUTS:,}, not {quoted(budget)}"
                )
            self.playouts = int(budget)

    @property
    def external(self) -> bool:
        return self.spec.startswith("ohai-")

    def make(self, rng: random.Random, match: Match) -> Player:
        name = self.spec.partition(":")[0]
        if self.external:
            bridge = _bridge()
            model = name.removeprefix("ohai-")
            binary = _driver(str(self.ohai))
            seed = int(rng.random() * 2**31)
            return bridge.OpenHanafudaPlayer(model, binary=binary, seed=seed).bind(match)
        if self.playouts is not None:
            return StrongPlayer(rng, playouts=self.playouts)
        return make_player(LEVELS.get(name, name), rng)


@functools.cache
def _driver(checkout: str) -> Path:
    """The bridge's driver, built (or found built) once per worker process."""
    return _bridge().build(Path(checkout))


def _bridge():
    """benchmarks/hanafuda/bridge.py (that folder is no package)."""
    sys.path.insert(0, str(Path(__file__).parent / "hanafuda"))
    import bridge  # type: ignore[import-not-found]

    return bridge


def play_pair(job: tuple[int, _Setup, _Setup, Rules]) -> tuple[float, float, int, int]:
    """The pair of matches of seed ``k``: the first player's score in each (1 a win,
    0.5 a tie, 0 a loss) and its point difference in each. Against open-hanafuda-ai
    the deals are redealt as that game redeals them (the bridge's TheirDealsMatch)."""
    k, first, second, rules = job
    scores, diffs = [], []
    external = first.external or second.external
    for first_seat in ("A", "B"):
        m = _bridge().TheirDealsMatch(rules, seed=k) if external else Match(rules, seed=k)
        a = first.make(random.Random(f"{k}/1"), m)
        b = second.make(random.Random(f"{k}/2"), m)
        winner = m.play((a, b) if first_seat == "A" else (b, a))
        for p in (a, b):
            getattr(p, "close", lambda: None)()  # the bridge's driver process
        other = "B" if first_seat == "A" else "A"
        scores.append(1.0 if winner == first_seat else 0.5 if winner == "tie" else 0.0)
        diffs.append(m.totals[first_seat] - m.totals[other])
    return scores[0] + scores[1], (diffs[0] + diffs[1]) / 2, len(m.rounds), k


def run(
    first: str,
    second: str,
    pairs: int,
    rules: Rules,
    jobs: int,
    seed: int,
    ohai: str | None,
    log: Path | None = None,
) -> dict:
    """Play ``pairs`` pairs of matches and summarise them (see the module's text)."""
    a, b = _Setup(first, ohai), _Setup(second, ohai)
    setup = {"first": first, "second": second, "rules": repr(rules)}
    done = _read_log(log, setup) if log else {}
    seeds = range(seed, seed + pairs)
    work = [(k, a, b, rules) for k in seeds if k not in done]
    started = time.perf_counter()
    with ProcessPoolExecutor(jobs) as pool:
        for result in pool.map(play_pair, work):
            done[result[3]] = result
            if log:  # the whole log again, by a new file and a rename
                lines = [json.dumps(setup)] + [json.dumps(r) for r in done.values()]
                try:
                    write_text(log, "\n".join(lines) + "\n")
                except OSError as e:  # a link put there meanwhile, a full disk
                    refuse(f"{log}: cannot write the log: {e.strerror or e}")
            if len(done) % 10 == 0:  # a long run says how far it has got
                print(f"  {len(done)} pairs played", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - started
    results = [done[k] for k in seeds]
    score = sum(r[0] for r in results)
    low, high = wilson(score, 2 * pairs)
    mean, dlow, dhigh = mean_interval([r[1] for r in results])
    return {
        "first": first,
        "second": second,
        "matches": 2 * pairs,
        "score": score,
        "rate": score / (2 * pairs),
        "interval": (low, high),
        "difference": (mean, dlow, dhigh),
        "seconds": seconds,
    }


def _read_log(log: Path, setup: dict) -> dict[int, tuple]:
    """The pairs a log already holds, by seed. A log of another set-up is refused, and
    so is a line that is not a pair as :func:`play_pair` gives it (cut short, blank,
    another shape, a score or a difference no pair of matches has, a seed twice): one
    line naming the file and the line, and the log is left as it is."""
    mode = kind(log)
    if mode is None:
        if not log.parent.is_dir():
            refuse(f"{log}: its folder {log.parent} does not exist")
        return {}
    try:
        lines = read_bytes(log).decode("utf-8").splitlines()
    except OSError as e:  # a symbolic link, a folder, a device: never read or replaced
        refuse(f"{log}: {e.strerror or e}")
    except UnicodeDecodeError as e:
        refuse(f"{log}: not UTF-8 text (byte {e.start})")
    if not lines:
        refuse(f"{log} line 1: empty, where the players and rules should be")
    if _json_line(log, 1, lines[0]) != setup:
        refuse(f"{log} is the log of other players or rules")
    done: dict[int, tuple] = {}
    for number, line in enumerate(lines[1:], 2):
        pair = _pair(log, number, _json_line(log, number, line))
        if pair[3] in done:
            refuse(f"{log} line {number}: seed {pair[3]} again")
        done[pair[3]] = pair
    return done


def _json_line(log: Path, number: int, line: str) -> object:
    try:
        return json.loads(line)
    except ValueError:  # a line cut short, a blank line, and JSON's other refusals
        refuse(f"{log} line {number}: not a JSON line: {quoted(line)}")


def _pair(log: Path, number: int, value: object) -> tuple[float, float, int, int]:
    """A log line as a pair's result, or refused: [score, difference, rounds, seed]."""

    def number_of(x: object) -> bool:
        return isinstance(x, int | float) and not isinstance(x, bool) and math.isfinite(x)

    def whole(x: object) -> bool:
        return isinstance(x, int) and not isinstance(x, bool)

    if not (isinstance(value, list) and len(value) == 4):
        refuse(f"{log} line {number}: not a pair [score, difference, rounds, seed]")
    score, difference, rounds, seed = value
    if score not in PAIR_SCORES or not number_of(score):
        refuse(f"{log} line {number}: a pair scores 0, 0.5, 1, 1.5 or 2, not {quoted(score)}")
    if not number_of(difference) or not float(2 * difference).is_integer():
        refuse(f"{log} line {number}: no pair's point difference is {quoted(difference)}")
    if not whole(rounds) or rounds < 1 or not whole(seed):
        refuse(f"{log} line {number}: the rounds and the seed are whole numbers")
    # A match is won on the higher total, so a pair's score and its difference agree:
    # more than one match's worth (a win and a tie, two wins) gains points, less loses.
    if score != 1 and (score > 1) != (difference > 0):
        refuse(f"{log} line {number}: a score of {score} with a difference of {difference}")
    return float(score), float(difference), rounds, seed


def report(r: dict) -> str:
    low, high = r["interval"]
    mean, dlow, dhigh = r["difference"]
    return (
        f"{r['first']:>12} vs {r['second']:<12} {r['matches']:5d} matches  "
        f"win {100 * r['rate']:5.1f}% [{100 * low:5.1f}, {100 * high:5.1f}]  "
        f"points/match {mean:+6.2f} [{dlow:+.2f}, {dhigh:+.2f}]  {r['seconds']:7.0f} s"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--pairs", type=int, default=100, help="pairs of matches (100)")
    parser.add_argument("--rules", help="a preset (teaching; against ohai-*: FAIR_RULES)")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule option on top of the preset, as the command line's",
    )
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (2)")
    parser.add_argument("--seed", type=int, default=0, help="the first pair's seed (0)")
    parser.add_argument("--ohai", help="a checkout of suzukiplan/open-hanafuda-ai")
    parser.add_argument("--log", type=Path, help="a file of the pairs played, to resume by")
    args = parser.parse_args(argv)
    if args.pairs < 1:
        refuse(f"--pairs must be at least 1, not {args.pairs}")
    if args.jobs < 1:
        refuse(f"--jobs must be at least 1, not {args.jobs}")
    external = any(p.startswith("ohai-") for p in (args.first, args.second))
    if external and args.rules is None and not args.option:
        rules = _bridge().FAIR_RULES
    else:
        args.rules = args.rules or "teaching"
        rules = chosen_rules(args)  # the command line's reading of --rules and --option
    print(f"rules: {rules.name}; seats swapped in each pair, ties count half")
    result = run(
        args.first, args.second, args.pairs, rules, args.jobs, args.seed, args.ohai, args.log
    )
    print(report(result))


if __name__ == "__main__":
    main()
