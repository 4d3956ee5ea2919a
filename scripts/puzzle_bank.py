"""Make the puzzle bank: koikoi_edu/data/puzzles.json, reproducibly by seed.

    nice -n 10 python scripts/puzzle_bank.py --seed 1 [--teaching 380 --nintendo 60 --japan 60]
        [--strong 20]

Candidate positions are the decisions (a card to play, a field card to take, stop or
koi-koi) of played rounds, in two passes, each visited in an order drawn from the seed:

* the first pass takes in turn
  - the 151 recorded human games (koikoi_edu/data/koikoi-ai-records.zip), played
    under the koikoi-japan rules; their positions are also tried under teaching and
    nintendo, where those rules reach the same decision (source ``record``);
  - self-play of the heuristic ("normal") level against itself under each preset
    (source ``self-play``);
  until the quotas ``--teaching``, ``--nintendo`` and ``--japan`` are kept;
* the second pass plays the strong player against itself at its default budget
  (:data:`koikoi_edu.players.STRONG_PLAYOUTS` playouts a move, a few seconds a round
  here) under the three presets in turn, until ``--strong`` puzzles of each preset are
  kept (source ``strong-vs-strong``): the positions two good players reach.

The passes are numbered one after the other, so puzzles added by the second pass
leave every first-pass puzzle's id and content as they were.

Each candidate is verified by :func:`koikoi_edu.puzzle.verify` (exact where the
unseen cards fall in few enough ways, else the search) and kept when its best
answer is clear. A kept puzzle gets its themes, its rating (which computer levels
miss it: :func:`koikoi_edu.puzzle.rating_of`), its values, and an explanation in
English; every kept puzzle is written as a puzzle file and read back by
:func:`koikoi_edu.puzzle.loads` before it is stored. The strong player at its default
budget and the random level are also asked, for the table of solve rates by rating
band that the script prints at the end.

Progress goes to a JSON-lines file beside the bank (``--work``), so a run that is
stopped can be resumed with the same command; the bank written is the kept puzzles
in the order of the seed's candidates, whatever was resumed.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from koikoi_edu.errors import KoikoiError
from koikoi_edu.players import STRONG_PLAYOUTS, StrongPlayer, make_player
from koikoi_edu.puzzle import (
    RATING_FLOOR,
    RATING_STEP,
    SOLVERS,
    Value,
    Verdict,
    check,
    decisions,
    from_entry,
    loads,
    puzzle_toml,
    rating_of,
    themes_of,
    verify,
)
from koikoi_edu.puzzle import (
    entry as new_entry,
)
from koikoi_edu.records import all_records, replay_round
from koikoi_edu.round import SEATS, Round, action_to_string
from koikoi_edu.rules import Rules
from koikoi_edu.words import say
from koikoi_edu.words.puzzle import explanation_text
from koikoi_edu.writing import write_text

ROOT = Path(__file__).resolve().parent.parent
BANK = ROOT / "koikoi_edu" / "data" / "puzzles.json"


PRESETS = ("teaching", "nintendo", "koikoi-japan")
#: The passes, in the order their puzzles are numbered.
PASSES = ("first", "strong")
STRONG_SOURCE = "strong-vs-strong"

Candidate = tuple[str, str, dict, dict, str, int]


def candidates(seed: int) -> Iterator[Candidate]:
    """(source, rules, position, parts, ask, month) in the seed's order, endlessly:
    recorded rounds and self-play rounds taken in turn, a few decisions of each."""
    rng = random.Random(seed)
    records = [rnd for game in all_records() for rnd in game.rounds if rnd.complete]
    rng.shuffle(records)
    heuristic = [make_player("heuristic", random.Random(f"{seed}/{s}")) for s in SEATS]
    presets = PRESETS
    n = 0
    while True:
        n += 1
        if n % 2 and records:
            rec = records.pop()
            played = replay_round(rec)
            source = "record"
            try_rules = [rng.choice(presets)]
        else:
            name = presets[n // 2 % 3] if n % 6 != 0 else "teaching"
            played = Round.deal(Rules.preset(name), rng=rng)
            while not played.is_terminal():
                played.apply_action(heuristic[played.to_move].choose(played))
                played.flip()
            source = "self-play"
            try_rules = [name]
        yield from _sampled(rng, played, source, try_rules)


def strong_candidates(seed: int) -> Iterator[Candidate]:
    """(source, rules, position, parts, ask, month) of rounds the strong player (at
    its default budget) plays against itself, the presets in turn, endlessly."""
    rng = random.Random(f"{seed}/{STRONG_SOURCE}")
    strong = [StrongPlayer(random.Random(f"{seed}/{STRONG_SOURCE}/{s}")) for s in SEATS]
    for n in itertools.count():
        name = PRESETS[n % len(PRESETS)]
        played = Round.deal(Rules.preset(name), rng=rng)
        while not played.is_terminal():
            played.apply_action(strong[played.to_move].choose(played))
            played.flip()
        yield from _sampled(rng, played, STRONG_SOURCE, [name])


def _sampled(
    rng: random.Random, played: Round, source: str, rules: list[str]
) -> Iterator[Candidate]:
    """Up to three of a played round's decisions, drawn by ``rng``, under each of ``rules``."""
    if not played.actions:
        return
    found = list(decisions(played))
    for start, parts, ask, _ in rng.sample(found, min(3, len(found))):
        for name in rules:
            yield source, name, start, parts, ask, played.month


def solve_rates(p, seed: int) -> dict[str, bool]:
    """Which levels find the answer: the solvers of the rating, and the strong player
    at its default budget (``random`` is counted as 1 / choices)."""
    players = {
        "greedy": make_player("greedy", random.Random(seed)),
        "heuristic": make_player("heuristic", random.Random(seed)),
        "strong-200": StrongPlayer(random.Random(seed), playouts=200),
        "strong-1000": StrongPlayer(random.Random(seed), playouts=1000),
        "strong": StrongPlayer(random.Random(seed), playouts=STRONG_PLAYOUTS),
    }
    return {
        name: action_to_string(player.choose(p.round.copy(explain=False))) == p.answer
        for name, player in players.items()
    }


def make(args: argparse.Namespace) -> None:
    began = time.monotonic()
    quotas = {
        "first": {"teaching": args.teaching, "nintendo": args.nintendo, "koikoi-japan": args.japan},
        "strong": dict.fromkeys(PRESETS, args.strong),
    }
    streams = {"first": candidates, "strong": strong_candidates}
    work = Path(args.work)
    done: dict[tuple[str, int], dict | None] = {}
    if work.exists():
        for line in work.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            done[row.get("pass", "first"), row["n"]] = row["entry"]
    tried = 0
    with work.open("a", encoding="utf-8") as log:
        for name in PASSES:
            want = quotas[name]
            kept = Counter(e["rules"] for (p, _), e in done.items() if p == name and e)
            for n, (source, rules, start, parts, ask, month) in enumerate(
                streams[name](args.seed), 1
            ):
                if all(kept[r] >= want[r] for r in want):
                    break
                if (name, n) in done or kept[rules] >= want[rules]:
                    continue
                entry = _verified(rules, start, parts, ask, month, n, source, args.seed)
                tried += 1
                if entry:
                    kept[rules] += 1
                log.write(json.dumps({"pass": name, "n": n, "entry": entry}) + "\n")
                log.flush()
                done[name, n] = entry
                if tried % 10 == 0:
                    seconds = time.monotonic() - began
                    print(
                        f"{seconds:7.0f} s: {tried} tried, {name} pass kept {dict(kept)}",
                        file=sys.stderr,
                        flush=True,
                    )
    print(f"time: {time.monotonic() - began:.0f} s this run ({tried} candidates verified)")
    assemble(done, Path(args.out))


def assemble(done: dict[tuple[str, int], dict | None], out: Path = BANK) -> None:
    """Number the kept puzzles pass by pass in the seed's order, say each one's
    explanation in English, and write the bank."""
    order = sorted(done, key=lambda key: (PASSES.index(key[0]), key[1]))
    bank = [e for e in (done[key] for key in order) if e]
    for i, e in enumerate(bank, 1):
        e["id"] = f"bank-{i:04d}"
        e["title"] = f"Puzzle {i}"
        p = loads(puzzle_toml(e), e["id"])
        values = {
            c: Value(v, *e["intervals"][c]) for c, v in e["values"].items()
        }  # the verdict as stored: themes are recomputed without searching again
        ranked = sorted(values, key=lambda c: -values[c].mean)
        margin = values[ranked[0]].mean - values[ranked[1]].mean
        e["themes"] = list(themes_of(p, Verdict(values, ranked[0], margin, e["method"], 0)))
        e["say"] = explanation_text(p, "en")
        e["view"] = p.view.to_json()
        loads(puzzle_toml(e), e["id"])  # what is shipped reads back as a puzzle file
    write_text(out, json.dumps(bank, ensure_ascii=False, indent=0) + "\n")
    print(f"{len(bank)} puzzles written to {out}")
    report(bank)


def _verified(rules, start, parts, ask, month, n, source, seed) -> dict | None:
    entry = new_entry(rules, start, parts, ask, month, f"bank-{n:04d}")
    try:
        first = loads(puzzle_toml(entry), entry["id"], answered=False)
    except KoikoiError:
        return None  # a position these rules cannot reach, or a decision they do not offer
    verdict = verify(first, give_up=True)  # the seed of `puzzles check`: it finds the same
    if not verdict.clear:
        return None
    entry["answer"] = verdict.best
    entry["values"] = {c: round(v.mean, 2) for c, v in verdict.values.items()}
    p = loads(puzzle_toml(entry), entry["id"])
    entry["themes"] = list(themes_of(p, verdict))
    solved = solve_rates(p, seed)
    missed = [name for name in SOLVERS if not solved[name]]
    entry["rating"] = rating_of(missed, len(p.choices))
    entry["source"] = source
    entry["method"] = verdict.method
    entry["samples"] = verdict.samples
    entry["intervals"] = {c: [round(v.low, 2), round(v.high, 2)] for c, v in verdict.values.items()}
    entry["solved"] = solved
    return entry


def band(rating: int) -> str:
    low = RATING_FLOOR + (rating - RATING_FLOOR) // RATING_STEP * RATING_STEP
    return f"{low}-{low + RATING_STEP - 1}"


def recheck(bank: list[dict]) -> int:
    """Verify every puzzle again (:func:`koikoi_edu.puzzle.check`, what ``puzzles check``
    does) and print those it refutes, the counts and the time: 1 if any is refuted."""
    began = time.monotonic()
    refuted: Counter[str] = Counter()
    for e in bank:
        found = check(from_entry(e))
        if found:
            refuted[e["source"]] += 1
            print(e["id"], "; ".join(say(m, "en") for m in found))
    for source, n in Counter(e["source"] for e in bank).items():
        print(f"{source}: {n - refuted[source]} of {n} re-verified")
    print(f"time: {time.monotonic() - began:.0f} s")
    return 1 if refuted else 0


#: The levels whose solve rates the report gives, by the names ``solved`` stores.
LEVELS = {"beginner": "greedy", "normal": "heuristic", "strong": "strong"}


def report(bank: list[dict]) -> None:
    """The bank's size by rules, source, method, ask, theme and rating band, and each
    level's solve rate by band (markdown tables), with whether the ratings order them."""
    presets = [r for r in PRESETS if any(e["rules"] == r for e in bank)]
    rows = [("puzzles", lambda e: True)]
    rows += [(f"verified {m}", lambda e, m=m: e["method"] == m) for m in ("exact", "search")]
    sources = sorted({e["source"] for e in bank})
    rows += [(f"from {s}", lambda e, s=s: e["source"] == s) for s in sources]
    print("| | " + " | ".join(presets) + " | all |")
    print("|---" * (len(presets) + 2) + "|")
    for label, keep in rows:
        counts = [sum(1 for e in bank if e["rules"] == r and keep(e)) for r in presets]
        print(f"| {label} | " + " | ".join(map(str, counts)) + f" | {sum(counts)} |")
    print("by ask:", dict(Counter(e["ask"] for e in bank).most_common()))
    print("by theme:", dict(Counter(t for e in bank for t in e["themes"]).most_common()))
    print("with no theme:", sum(1 for e in bank if not e["themes"]))
    for source in [None, *sources]:
        chosen = [e for e in bank if source is None or e["source"] == source]
        print(f"\nsolve rates, {source or 'all sources'}:")
        for line in order_check(chosen, solve_table(chosen)):
            print(line)


def order_check(bank: list[dict], rates: dict[str, dict[str, float]]) -> list[str]:
    """Whether each level's solve rate falls band by band; a rise is named with its
    counts, and called within sampling error when the two rates' 95% (Wilson)
    intervals overlap."""
    lines = []
    for level in LEVELS:
        rises = []
        for low, high in itertools.pairwise(rates):
            if rates[high][level] > rates[low][level]:
                a, b = (_solved(bank, band_, LEVELS[level]) for band_ in (low, high))
                noise = _wilson(*b)[0] <= _wilson(*a)[1]
                rises.append(
                    f"rises {a[0]}/{a[1]} ({low}) -> {b[0]}/{b[1]} ({high})"
                    + (", within sampling error" if noise else ", BEYOND sampling error")
                )
        lines.append(f"{level}: " + ("; ".join(rises) if rises else "falls band by band"))
    return lines


def _solved(bank: list[dict], band_: str, name: str) -> tuple[int, int]:
    es = [e for e in bank if band(e["rating"]) == band_]
    return sum(e["solved"][name] for e in es), len(es)


def _wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a rate of ``k`` in ``n``."""
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def solve_table(bank: list[dict]) -> dict[str, dict[str, float]]:
    """Print each level's solve rate by rating band (random: one in the number of
    choices) as a markdown table, and return the rates."""
    bands = sorted({band(e["rating"]) for e in bank}, key=lambda b: int(b.split("-")[0]))
    print("| rating | puzzles | random | " + " | ".join(LEVELS) + " |")
    print("|---" * (len(LEVELS) + 3) + "|")
    rates = {}
    for b in bands:
        es = [e for e in bank if band(e["rating"]) == b]
        rates[b] = {level: sum(e["solved"][k] for e in es) / len(es) for level, k in LEVELS.items()}
        rnd = sum(1 / len(e["values"]) for e in es) / len(es)
        cells = [f"{rnd:.0%}", *(f"{x:.0%}" for x in rates[b].values())]
        print(f"| {b} | {len(es)} | " + " | ".join(cells) + " |")
    return rates


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--teaching", type=int, default=380)
    parser.add_argument("--nintendo", type=int, default=60)
    parser.add_argument("--japan", type=int, default=60)
    parser.add_argument(
        "--strong", type=int, default=20, help="strong-vs-strong puzzles of each preset"
    )
    parser.add_argument("--work", default=str(ROOT / "build" / "puzzle-bank.jsonl"))
    parser.add_argument("--out", default=str(BANK), help="the bank written (default: shipped)")
    parser.add_argument(
        "--report", action="store_true", help="only print the shipped bank's tables"
    )
    parser.add_argument(
        "--assemble",
        action="store_true",
        help="write the bank from the work file, verifying no more",
    )
    parser.add_argument(
        "--recheck",
        action="store_true",
        help="verify every puzzle of the bank again, as `puzzles check` does",
    )
    args = parser.parse_args()
    if args.recheck:
        sys.exit(recheck(json.loads(Path(args.out).read_text(encoding="utf-8"))))
    if args.assemble:
        rows = [json.loads(line) for line in Path(args.work).read_text("utf-8").splitlines()]
        assemble(
            {(row.get("pass", "first"), row["n"]): row["entry"] for row in rows}, Path(args.out)
        )
        return
    if args.report:
        report(json.loads(Path(args.out).read_text(encoding="utf-8")))
        return
    Path(args.work).parent.mkdir(parents=True, exist_ok=True)
    make(args)


if __name__ == "__main__":
    main()
