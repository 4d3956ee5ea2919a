"""What one learner click costs: the code it runs through, the copies, the markup.

    python benchmarks/click_path.py [--json]

Issue 35 measured one hand-card click on the play table as hops, files, ``Round.copy``
and ``apply_action`` calls and the markup built for the view. This prints the same
figures for three clicks as the browser sends them (``view.click``):

* ``play table``: the learner's first hand card on ``PlayTable("heuristic", seed=0)``
  (the computer's reply included, as the click triggers it);
* ``guided round``: lesson 00's first coached click
  (``ScenarioPlayer("first-round", play="A", coach=True)``), the card the coach names;
* ``refused``: a card of the rival's hand on the same play table.

For each: the package's functions called (distinct), the files they live in, the
deepest chain of package calls (hops; the deepest is drawing a card's words) and the
chain down to the engine's first ``apply_action``, ``Round.copy`` and ``Round.apply_action``
calls, the bytes of markup sent to the view and of the pages built for it (a page
whose pictures are spelled out and then cut to keys by a regular expression counts
whole), and the click's time (best of 5, no profiler). Printed, never asserted.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

import koikoi_edu
from koikoi_edu.round import Round
from koikoi_edu.widgets.play_table import PlayTable
from koikoi_edu.widgets.scenario_player import ScenarioPlayer

PACKAGE = str(Path(koikoi_edu.__file__).parent)


def play_table() -> tuple[object, Callable[[], None]]:
    table = PlayTable("heuristic", seed=0)
    card = next(iter(table.round.hand(table.seat))).id
    return table, lambda: table.view.click("card", card)


def refused() -> tuple[object, Callable[[], None]]:
    table = PlayTable("heuristic", seed=0)
    card = next(iter(table.round.hand(1 - table.seat))).id  # the rival's card
    return table, lambda: table.view.click("card", card)


def guided() -> tuple[object, Callable[[], None]]:
    player = ScenarioPlayer("first-round", play="A", coach=True)
    scene = player.scene
    assert scene is not None and scene.question is not None
    card = scene.question.scripted[0] if scene.question.scripted else min(scene.question.pick)
    return player, lambda: player.view.click("card", card)


CLICKS = {"play table": play_table, "guided round": guided, "refused": refused}


def profile(make: Callable[[], tuple[object, Callable[[], None]]]) -> dict[str, object]:
    widget, click = make()
    view = widget.view  # type: ignore[attr-defined]
    functions: set[tuple[str, str]] = set()
    counts = {"copy": 0, "apply_action": 0}
    depth, deepest, to_engine = [0], [0], [0]
    sizes = {"built": 0}
    ours = {Round.copy.__code__: "copy", Round.apply_action.__code__: "apply_action"}

    def hook(frame, event, _arg):  # type: ignore[no-untyped-def]
        code = frame.f_code
        if not code.co_filename.startswith(PACKAGE):
            return
        if event == "call":
            functions.add((code.co_filename, code.co_qualname))
            depth[0] += 1
            deepest[0] = max(deepest[0], depth[0])
            if code in ours:
                counts[ours[code]] += 1
                if ours[code] == "apply_action" and not to_engine[0]:
                    to_engine[0] = depth[0]
        elif event == "return":
            depth[0] -= 1
            if code.co_name == "live_html" and isinstance(_arg, str):
                sizes["built"] += len(_arg.encode())

    sys.setprofile(hook)
    try:
        click()
    finally:
        sys.setprofile(None)
    timings = []
    for _ in range(5):
        widget, click = make()
        start = time.perf_counter()
        click()
        timings.append(time.perf_counter() - start)
    return {
        "functions": len(functions),
        "files": len({f for f, _ in functions}),
        "hops": deepest[0],
        "hops to apply_action": to_engine[0] or "-",
        "Round.copy": counts["copy"],
        "apply_action": counts["apply_action"],
        "markup sent (bytes)": len(view.markup.encode()),
        "pages built (bytes)": sizes["built"],
        "click (ms, best of 5)": round(min(timings) * 1000, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    figures = {name: profile(make) for name, make in CLICKS.items()}
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    names = list(next(iter(figures.values())))
    print(f"{'':24}" + "".join(f"{n:>15}" for n in CLICKS))
    for key in names:
        print(f"{key:24}" + "".join(f"{figures[n][key]!s:>15}" for n in CLICKS))


if __name__ == "__main__":
    main()
