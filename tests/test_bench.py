"""The benchmark runs end to end and its baseline agrees with the engine.

Speed itself is never asserted (the machine is shared): only that the benchmark
reports every figure, that the figures are positive, and that ``--check`` found the
set-based baseline faithful to the engine.
"""

import importlib.util
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from koikoi_edu.match import Match
from koikoi_edu.players import (
    STRONG_PLAYOUTS,
    GreedyPlayer,
    HeuristicPlayer,
    RandomPlayer,
    StrongPlayer,
)
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.widgets.play_table import REVIEW_PLAYOUTS

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "bench.py"
# random rounds under every preset and the baseline's, then the three pile scorers
NAMES = {f"rounds {name}" for name in PRESETS} | {
    "rounds baseline",
    "piles scorer",
    "piles baseline",
    "piles score()",
}


def test_bench_reports_every_figure_and_a_faithful_baseline():
    run = subprocess.run(
        [sys.executable, str(BENCH), "--seconds", "0.05", "--check", "--json"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    out = json.loads(run.stdout)

    assert set(out["results"]) == NAMES
    for name, r in out["results"].items():
        assert r["per_second"] > 0 and r["units"] > 0 and r["ratio"] > 0, name
        assert r["baseline"] == ("rounds baseline" if r["unit"] == "rounds" else "piles baseline")
    assert out["results"]["rounds baseline"]["ratio"] == 1
    assert out["targets"] == {"rounds_per_second": 30_000, "piles_per_second": 1_000_000}
    assert set(out["targets_met"]) == {"rounds_per_second", "piles_per_second"}

    check = out["check"]
    assert check["agree"] is True and check["disagreements"] == 0, check["first_disagreements"]
    assert check["piles"] >= 2000 and check["rounds"] > 0


def test_the_arena_pits_two_players_in_paired_matches():
    arena = BENCH.parent / "arena.py"
    run = subprocess.run(
        [sys.executable, str(arena), "greedy", "random", "--pairs", "3", "--jobs", "1"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    line = run.stdout.splitlines()[-1]
    assert "greedy vs random" in line and " 6 matches" in line and "win" in line


def test_the_strong_benchmark_times_a_move_and_a_review():
    strong = BENCH.parent / "strong.py"
    run = subprocess.run(
        [sys.executable, str(strong), "--positions", "1", "--json"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    out = json.loads(run.stdout)
    assert out["strong_move_seconds"] > 0 and out["ratio"] > 1
    assert set(out["reviews"]) == {str(STRONG_PLAYOUTS), str(REVIEW_PLAYOUTS)}


def test_the_arena_resumes_from_its_log_and_refuses_another_set_up(tmp_path):
    arena, log = BENCH.parent / "arena.py", tmp_path / "pairs.jsonl"

    def play(*players, pairs):
        return subprocess.run(
            [sys.executable, str(arena), *players, "--pairs", str(pairs), "--jobs", "1"]
            + ["--log", str(log)],
            capture_output=True,
            text=True,
            timeout=300,
        )

    assert play("greedy", "random", pairs=2).returncode == 0
    first_two = log.read_text().splitlines()
    widened = play("greedy", "random", pairs=3)
    assert widened.returncode == 0 and " 6 matches" in widened.stdout
    lines = log.read_text().splitlines()
    assert lines[:3] == first_two and len(lines) == 4  # the set-up, then a line a pair
    assert [json.loads(line)[3] for line in lines[1:]] == [0, 1, 2]

    other = play("heuristic", "random", pairs=3)
    assert other.returncode != 0 and "log of other players" in other.stderr
    assert log.read_text().splitlines() == lines


def load_arena():
    """benchmarks/arena.py as a module (benchmarks/ is no package)."""
    spec = importlib.util.spec_from_file_location("arena", BENCH.parent / "arena.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ARENA = load_arena()


def refusal(capsys, *argv: str) -> str:
    """The one line the arena refuses ``argv`` with (exit 2, before any play)."""
    with pytest.raises(SystemExit) as stopped:
        ARENA.main(list(argv))
    assert stopped.value.code == 2
    out, err = capsys.readouterr()
    assert "Traceback" not in err and err.count("\n") == 1, err
    return err


@pytest.mark.parametrize(
    "spec, said",
    [
        ("random:5", "only the strong player takes a budget of playouts"),
        ("greedy:100", "only the strong player takes a budget of playouts"),
        ("normal:10", "only the strong player takes a budget of playouts"),
        ("strong:0", "the budget must be a whole number of playouts from 1"),
        ("strong:-5", "the budget must be a whole number of playouts from 1"),
        ("strong:abc", "the budget must be a whole number of playouts from 1"),
        ("strong:", "the budget must be a whole number of playouts from 1"),
        ("strong:" + "9" * 5000, "the budget must be a whole number of playouts from 1"),
    ],
)
def test_the_arena_refuses_a_budget_for_a_player_that_has_none_and_a_budget_of_0(
    capsys, spec, said
):
    # issue 37 item 9: these were played by the strong player (strong:0 with 3,000
    # playouts) while the report named them
    assert said in refusal(capsys, spec, "random", "--pairs", "1", "--jobs", "1")


def test_the_arena_plays_the_player_it_names():
    match = Match(Rules.preset("teaching"), seed=0)
    for spec, kind, playouts in [
        ("random", RandomPlayer, None),
        ("greedy", GreedyPlayer, None),
        ("normal", HeuristicPlayer, None),
        ("strong", StrongPlayer, STRONG_PLAYOUTS),
        ("strong:40", StrongPlayer, 40),
    ]:
        player = ARENA._Setup(spec, None).make(random.Random(0), match)
        assert type(player) is kind, spec
        assert getattr(player, "playouts", None) == playouts, spec


SETUP = json.dumps({"first": "greedy", "second": "random", "rules": repr(Rules.preset("teaching"))})
GOOD = "[1.5, 2.5, 3, 0]"


@pytest.mark.parametrize(
    "text, said",
    [
        (f"{SETUP}\n[1.5, 2.5, 3", "line 2: not a JSON line"),  # cut short
        (f"{SETUP}\n\n{GOOD}\n", "line 2: not a JSON line"),  # a blank line
        (f"{SETUP[:20]}\n", "line 1: not a JSON line"),
        (f"{SETUP}\n{{}}\n", "line 2: not a pair"),
        (f"{SETUP}\n[7, 2.5, 3, 0]\n", "line 2: a pair scores 0, 0.5, 1, 1.5 or 2, not 7"),
        (f"{SETUP}\n[-1, 2.5, 3, 0]\n", "line 2: a pair scores"),
        (f"{SETUP}\n[2, NaN, 3, 0]\n", "line 2: no pair's point difference is nan"),
        (f"{SETUP}\n[2, 0.3, 3, 0]\n", "line 2: no pair's point difference is 0.3"),
        (f"{SETUP}\n[2, -40, 3, 0]\n", "line 2: a score of 2 with a difference of -40"),
        (f"{SETUP}\n[1, 0, 0, 0]\n", "line 2: the rounds and the seed are whole numbers"),
        (f'{SETUP}\n[1, 0, 3, "0"]\n', "line 2: the rounds and the seed are whole numbers"),
        (f"{SETUP}\n{GOOD}\n{GOOD}\n", "line 3: seed 0 again"),
        ("", "line 1: empty"),
        ("\n", "line 1: not a JSON line"),
        (b"\xff\xfe", "not UTF-8 text"),
    ],
)
def test_the_arena_refuses_a_broken_log_line_naming_it_and_leaves_the_log(
    tmp_path, capsys, text, said
):
    # issue 37 item 11: these ended in JSONDecodeError, KeyError, a math domain error,
    # or were counted as pairs played
    log = tmp_path / "pairs.jsonl"
    (log.write_bytes if isinstance(text, bytes) else log.write_text)(text)
    before = log.read_bytes()
    err = refusal(capsys, "greedy", "random", "--pairs", "2", "--jobs", "1", "--log", str(log))
    assert str(log) in err and said in err, err
    assert log.read_bytes() == before


def test_the_arena_refuses_a_symlinked_log_and_never_writes_through_it(tmp_path, capsys):
    target = tmp_path / "mine.txt"
    target.write_text("my notes\n")
    log = tmp_path / "pairs.jsonl"
    log.symlink_to(target)
    err = refusal(capsys, "greedy", "random", "--pairs", "1", "--jobs", "1", "--log", str(log))
    assert str(log) in err and "symbolic link" in err
    assert log.is_symlink() and target.read_text() == "my notes\n"


@pytest.mark.parametrize(
    "args, said",
    [
        (["--pairs", "0"], "--pairs must be at least 1, not 0"),
        (["--pairs", "-3"], "--pairs must be at least 1, not -3"),
        (["--jobs", "0"], "--jobs must be at least 1, not 0"),
        (["--log", "no/such/folder/pairs.jsonl"], "its folder no/such/folder does not exist"),
    ],
)
def test_the_arena_refuses_arguments_it_cannot_use_in_one_line(capsys, args, said):
    assert said in refusal(capsys, "greedy", "random", "--jobs", "1", *args)
