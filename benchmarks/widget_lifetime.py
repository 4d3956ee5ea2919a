"""What a long class session leaves in the kernel: live widgets and memory, in one run.

    python benchmarks/widget_lifetime.py [--asks N] [--reviews N] [--json]

A learner who clicks "Ask the advisor" opens a new advisor below the table and closes
the one before; "Review my round" replaces the review shown. Neither may grow the
kernel (issue 37 item 5). This clicks both, as the page sends the clicks:

* asks: "Ask the advisor" ``--asks`` times at the koi-koi decision of the scenario
  player's worked example (``boar-deer-butterflies``);
* reviews: "Review my round" ``--reviews`` times on a play table whose seeded round
  against the random player is over.

It prints the live widget count (ipywidgets' registry of open widgets) and the
process's resident memory before the clicks and after each series, with what each
series added: the baseline is the same run's count before the first click. Printed,
never asserted (tests/test_widget_lifetime.py asserts that the count comes back).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import sys
from pathlib import Path

import ipywidgets.widgets.widget as ipywidget

from koikoi_edu.cards import CARDS
from koikoi_edu.round import Phase
from koikoi_edu.widgets.play_table import PlayTable
from koikoi_edu.widgets.scenario_player import ScenarioPlayer

MIB = 1024 * 1024


def resident() -> int:
    """The process's resident memory in bytes (Linux's /proc; the peak elsewhere)."""
    statm = Path("/proc/self/statm")
    if statm.exists():
        return int(statm.read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


def measure() -> tuple[int, int]:
    """Live widgets and resident bytes, after a collection (what a kernel keeps)."""
    gc.collect()
    return len(ipywidget._instances), resident()


def finished_table() -> PlayTable:
    """A play table whose seeded round is over: the first legal move, every time."""
    table = PlayTable("random", seed=3)
    while not table.round.is_terminal():
        if table.watching:  # the parts of the turn just played are shown: Skip them
            table.view.click("control", "last")
            continue
        r = table.round
        first = r.legal_actions()[0]
        if r.phase is Phase.DECIDE:
            table.view.click("control", "stop")
        else:
            table.view.click("card", CARDS[first].id)
    return table


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--asks", type=int, default=500, help="advisor clicks (500)")
    parser.add_argument("--reviews", type=int, default=100, help="review clicks (100)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()

    player = ScenarioPlayer("boar-deer-butterflies")
    player.go_turn(1)  # the end of turn 1: A's koi-koi decision
    table = finished_table()
    rows = [("before", *measure())]
    for _ in range(args.asks):
        player.view.click("control", "advisor")
    assert player.advisor is not None, player.note_text  # every click opened one
    rows.append((f"after {args.asks} asks", *measure()))
    for _ in range(args.reviews):
        table.view.click("control", "review")
    assert table.last_review is not None, table.note_text
    rows.append((f"after {args.reviews} reviews", *measure()))

    if args.json:
        print(json.dumps([{"when": w, "widgets": n, "rss": m} for w, n, m in rows]))
        return 0
    print(f"{'':<22}{'live widgets':>14}{'added':>8}{'RSS MiB':>10}{'added':>8}")
    for when, n, m in rows:
        added_n, added_m = n - rows[0][1], (m - rows[0][2]) / MIB
        print(f"{when:<22}{n:>14,}{added_n:>+8,}{m / MIB:>10.1f}{added_m:>+8.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
