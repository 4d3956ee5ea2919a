"""Fuzzing the public surfaces: scenario files, saves, engine actions and the CLI.

Each test starts from valid input (the shipped scenarios, saves of real rounds, the
command lines of docs/scenario-format.md), mutates it with hypothesis, and holds the package to
its promise: the input is accepted, or refused with the package's own error in one
line (exit status 2 on the command line), never another exception; a refused action
changes nothing (an action that is not a whole number is the program's mistake, a
ValueError). Inputs are small (a few edits of a few hundred characters, at most
50 simulated rounds), so every example is bounded work and no deadline is needed.

``make test`` runs a few examples per surface (the "koikoi" hypothesis profile of
conftest.py); ``make fuzz`` runs the "fuzz" profile, many more.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import sys
import zipfile
from importlib import resources

import pytest
from helpers import snapshot
from hypothesis import assume, given
from hypothesis import strategies as st

from koikoi_edu import cli, saving, scenario
from koikoi_edu.cards import CARDS
from koikoi_edu.errors import IllegalMoveError, KoikoiError
from koikoi_edu.match import Match
from koikoi_edu.players import HeuristicPlayer
from koikoi_edu.records import PACKAGED_RECORDS, load_record, replay_round
from koikoi_edu.round import Round

np = pytest.importorskip("numpy")

SCENARIOS = [
    scenario.resources.files("koikoi_edu").joinpath("scenarios", name).read_text(encoding="utf-8")
    for name in scenario.library()
]

#: Pieces a mutation inserts: the format's own words and the characters that broke it.
PIECES = [
    "[",
    "]",
    "{",
    "}",
    "[[",
    "]]",
    '"',
    "'",
    '"""',
    "\\",
    "\n",
    "=",
    ".",
    ",",
    "#",
    "\ufeff",
    "\x00",
    "\x1b[31m",
    "\r\n",
    "true",
    "false",
    "-1",
    "0",
    "1e9",
    "nan",
    "inf",
    "9" * 50,
    "title",
    "[position]",
    "[[turn]]",
    "[expect]",
    "[rule_options]",
    "A.hand",
    "B.captured",
    "koikoi",
    "to_move",
    "play",
    "take",
    "draw_take",
    "decide",
    "stop",
    "koi-koi",
    "say",
    "winner",
    "points",
    "deck",
    "dealer",
    "rules",
    "koikoi_limit",
    "sanko_points",
    "teaching",
    "nintendo",
    "a.b.c.d.e.f.g.h.i.j",
    "[" * 20,
    "{a=" * 20,
    *(c.id for c in CARDS[::5]),
]


@st.composite
def mutated(draw, texts: list[str]) -> str:
    """A valid text with up to 6 edits: a piece inserted, a slice deleted or copied."""
    text = draw(st.sampled_from(texts))
    for _ in range(draw(st.integers(0, 6))):
        at = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["insert", "delete", "duplicate", "text"]))
        if kind == "insert":
            text = text[:at] + draw(st.sampled_from(PIECES)) + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 80)) :]
        elif kind == "duplicate":
            text = text[:at] + text[at : at + draw(st.integers(1, 200))] + text[at:]
        else:
            text = text[:at] + draw(st.text(max_size=40)) + text[at:]
    return text


def one_line(error: Exception) -> str:
    message = str(error)
    assert message and "\n" not in message and len(message) < 1000, message
    return message


# -- scenario files ---------------------------------------------------------------------------


@given(text=mutated(SCENARIOS))
def test_a_mutated_scenario_loads_or_is_refused_in_one_line(text):
    try:
        s = scenario.loads(text, "fuzz.toml")
    except KoikoiError as e:
        assert one_line(e).startswith("fuzz.toml: ")
        return
    replay = s.replay()  # a scenario that loads replays, and checks, without a refusal
    assert len(replay.steps) == len(s.turns)
    s.check()


# -- saves --------------------------------------------------------------------------------------


def _saves() -> list[str]:
    rounds = []
    for seed in (1, 2):
        r = Round.deal(seed=seed)
        player = HeuristicPlayer(random.Random(seed))
        for _ in range(6 * seed):
            if not r.is_terminal():
                r.apply_action(player.choose(r))
                r.flip()
                r.flip()
        rounds.append(r)
    positioned = scenario.load_library("boar-deer-butterflies").new_round(explain=False)
    match = Match(seed=3)
    match.play_round()
    return [saving.dumps(g) for g in (*rounds, positioned, match)]


SAVES = _saves()
#: JSON values a structural mutation puts in place of another.
VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats()
    | st.sampled_from(
        ["A", "B", "stop", "koi-koi", "teaching", "koikoi-edu round", *(c.id for c in CARDS[::3])]
    )
    | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@st.composite
def restructured(draw, texts: list[str]) -> str:
    """A valid save with up to 4 values anywhere in it replaced, removed or added."""
    data = json.loads(draw(st.sampled_from(texts)))
    for _ in range(draw(st.integers(1, 4))):
        node, key = data, None
        while isinstance(node, dict | list) and node and draw(st.booleans()):
            key = draw(st.sampled_from(list(node) if isinstance(node, dict) else range(len(node))))
            if not isinstance(node[key], dict | list):
                break
            node = node[key]
        if isinstance(node, dict | list) and node:
            key = draw(st.sampled_from(list(node) if isinstance(node, dict) else range(len(node))))
            if draw(st.booleans()):
                node[key] = draw(VALUES)
            elif isinstance(node, dict):
                del node[key]
            else:
                node.append(draw(VALUES))
    return json.dumps(data)


@given(text=mutated(SAVES) | restructured(SAVES))
def test_a_mutated_save_loads_or_is_refused_in_one_line(text):
    try:
        game = saving.loads(text)
    except KoikoiError as e:
        one_line(e)
        return
    # what loads plays on: a loaded round to its end, a loaded match's round in play
    current = game if isinstance(game, Round) else game.current
    if current is not None:
        current.play_random(random.Random(0))
        if isinstance(game, Match):
            game.finish_round(current)


# -- game records -------------------------------------------------------------------------------

RECORDS = [
    zipfile.ZipFile(
        io.BytesIO((resources.files("koikoi_edu") / "data" / PACKAGED_RECORDS).read_bytes())
    )
    .read(f"koikoi-ai-records/{name}.json")
    .decode("utf-8")
    for name in ("1", "2")
]


@given(text=mutated(RECORDS) | restructured(RECORDS))
def test_a_mutated_record_loads_and_replays_or_is_refused_in_one_line(text, tmp_path_factory):
    path = tmp_path_factory.getbasetemp() / "fuzz.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    try:
        game = load_record(path)
        for rec in game.rounds:
            replay_round(rec)
    except KoikoiError as e:
        one_line(e)


# -- engine actions: a refusal changes nothing --------------------------------------------------

ACTIONS = (
    st.integers(-3, 52)
    | st.integers()
    | st.floats()
    | st.booleans()
    | st.none()
    | st.text(max_size=3)
    | st.lists(st.integers(0, 47), max_size=2)
    | st.integers(0, 49).map(np.int64)
    | st.integers(0, 49).map(float)
)


@given(seed=st.integers(0, 2**32), steps=st.integers(0, 20), action=ACTIONS)
def test_any_action_is_played_or_refused_without_a_change(seed, steps, action):
    r = Round.deal(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if r.is_terminal():
            break
        legal = r.legal_actions()
        r.apply_action(legal[int(rng.random() * len(legal))])
        r.flip()
    before = snapshot(r)
    # a whole number (an int or numpy's, never a bool) is a move, legal or not; anything
    # else is the program's mistake, a ValueError rather than the package's own error
    whole = not isinstance(action, bool) and hasattr(type(action), "__index__")
    try:
        r.apply_action(action)
        r.flip()
    except IllegalMoveError as e:
        assert whole, f"{action!r} is not a move, but was refused as one"
        one_line(e)
        assert snapshot(r) == before
    except ValueError as e:
        assert not whole and not isinstance(e, KoikoiError), repr(e)
        assert str(e).startswith("an action must be a whole number")
        one_line(e)
        assert snapshot(r) == before
    else:
        assert whole, f"{action!r} was played"


# -- the command line ---------------------------------------------------------------------------

COMMANDS = [
    ["score", "pine-crane", "cherry-curtain", "pampas-moon"],
    ["score", "--json", "--rules", "nintendo", "maple-deer", "peony-butterflies", "clover-boar"],
    ["score", "--option", "sanko_points=6", "-"],
    ["score", "-"],
    ["check", "SCENARIO"],
    ["check", "--json", "SCENARIO", "SCENARIO"],
    ["simulate", "--rounds", "20", "--seed", "1"],
    ["simulate", "--rounds", "10", "--seed", "2", "--players", "heuristic,random", "--json"],
    ["links", "koikoi-edu/koikoi-edu", "--hub", "https://hub.example.edu", "--branch", "main"],
]
TOKENS = st.sampled_from(
    [
        "-",
        "--",
        "--json",
        "--rules",
        "--option",
        "--rounds",
        "--seed",
        "--players",
        "-h",
        "escalating",
        "koikoi-japan",
        "poker",
        "sanko_points=true",
        "koikoi_limit=false",
        "viewing_points=9" + "9" * 40,
        "sanko_points=6\nx = 1",
        "caller_factor=doubling",
        "=",
        "x" * 5000,
        "\x1b[2J",
        "pine-crane\n",
        "0",
        "-5",
        "1e3",
        "greedy,greedy",
        "random",
        "/dev/null",
        "/nonexistent.toml",
        "SCENARIO",
        "BROKEN",
        ".",
        "--hub",
        "--branch",
        "https://",
        "ftp://hub.edu",
        "OWNER",
        "a/b/c",
        *(c.id for c in CARDS[::7]),
    ]
) | st.text(max_size=12)


@st.composite
def command_lines(draw) -> list[str]:
    """A command line of docs/scenario-format.md, up to 4 tokens inserted, deleted or changed."""
    argv = list(draw(st.sampled_from(COMMANDS)))
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(argv)))
        kind = draw(st.sampled_from(["insert", "delete", "replace"]))
        if kind == "insert" or not argv:
            argv.insert(at, draw(TOKENS))
        elif kind == "delete":
            del argv[min(at, len(argv) - 1)]
        else:
            argv[min(at, len(argv) - 1)] = draw(TOKENS)
    return argv


@given(
    argv=command_lines(),
    stdin=st.sampled_from(["", "pine-crane cherry-curtain\n"])
    | mutated(["pine-crane cherry-curtain pampas-moon\nmaple-deer\n"]),
)
def test_a_mutated_command_line_exits_0_1_or_2_without_a_traceback(argv, stdin, tmp_path_factory):
    # lessons would start JupyterLab; a long simulation is not bounded work
    assume(argv and not argv[0].startswith("les"))
    if "--rounds" in argv[:-1]:
        rounds = argv[argv.index("--rounds") + 1]
        assume(not rounds.strip().lstrip("+-").isdigit() or abs(int(rounds)) <= 50)
    elif argv[0] == "simulate":
        argv = [*argv, "--rounds", "5"]
    folder = tmp_path_factory.getbasetemp()
    (folder / "broken.toml").write_text(SCENARIOS[0][:-40] + "[[[")
    files = {
        "SCENARIO": str(scenario.resources.files("koikoi_edu") / "scenarios" / "goko.toml"),
        "BROKEN": str(folder / "broken.toml"),
    }
    argv = [files.get(token, token) for token in argv]
    out, err = io.StringIO(), io.StringIO()
    old_stdin, sys.stdin = sys.stdin, io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = cli.main(argv)
    finally:
        sys.stdin = old_stdin
    assert status in (0, 1, 2), (argv, status, err.getvalue())
    assert "Traceback" not in err.getvalue()
    for line in err.getvalue().splitlines():
        assert line.isprintable() and len(line) < 1000, line
