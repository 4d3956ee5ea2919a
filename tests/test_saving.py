"""Saving and loading rounds and matches: exact round trips, clear refusals."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from helpers import A, B, english_in_message, index, position, snapshot
from hypothesis import given, settings
from hypothesis import strategies as st

from koikoi_edu import words
from koikoi_edu.cards import CARDS
from koikoi_edu.errors import KoikoiError, SaveError
from koikoi_edu.match import Match
from koikoi_edu.players import make_player, play_round
from koikoi_edu.round import KOIKOI, Round
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.saving import (
    dumps,
    loads,
    match_from_json,
    match_to_json,
    round_from_json,
    round_to_json,
)
from koikoi_edu.settlement import Ending

TEACHING = Rules.preset("teaching")


def same_round(a: Round, b: Round) -> bool:
    return a.rules == b.rules and snapshot(a) == snapshot(b)


def heuristic_steps(r: Round, steps: int, seed: int) -> Round:
    players = (
        make_player("heuristic", random.Random(seed)),
        make_player("random", random.Random(seed + 1)),
    )
    for _ in range(steps):
        if r.is_terminal():
            break
        r.apply_action(players[r.to_move].choose(r))
        r.flip()
        r.flip()
    return r


# -- rounds -------------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 60),
    preset=st.sampled_from(sorted(PRESETS)),
    explain=st.booleans(),
)
def test_a_round_loads_equal_in_every_field(seed, steps, preset, explain):
    # 60 steps finish most rounds, so finished rounds are well represented
    r = heuristic_steps(Round.deal(Rules.preset(preset), seed=seed, explain=explain), steps, seed)
    loaded = loads(dumps(r))
    assert same_round(r, loaded)
    assert loaded.legal_actions() == r.legal_actions()


def test_a_saved_round_reads_in_card_ids_and_decisions():
    r = position(
        a_hand=["clover-plain-1", "wisteria-plain-1", "paulownia-plain-1", "willow-lightning"],
        b_hand=["plum-plain-1", "plum-plain-2", "cherry-plain-2"],
        field=["clover-boar", "pine-plain-1"],
        a_pile=["maple-deer", "peony-butterflies"],
        b_pile=["pine-poetry"],
        stock=["iris-plain-1"],
        dealer=B,
    )
    r.apply_action(index("clover-plain-1"))
    r.flip()
    r.apply_action(KOIKOI)
    data = round_to_json(r)
    # the flip of the stock is saved as its card, a chance step among the moves
    assert data["actions"] == ["clover-plain-1", "iris-plain-1", "koi-koi"]
    assert data["rules"] == "teaching" and data["rule_options"] == {}
    start = data["start"]
    assert start["hands"]["B"] == ["plum-plain-1", "plum-plain-2", "cherry-plain-2"]
    assert start["captured"] == {"A": ["peony-butterflies", "maple-deer"], "B": ["pine-poetry"]}
    assert start["stock"][0] == "iris-plain-1" and len(start["stock"]) == 48 - 12
    assert (start["to_move"], start["dealer"], start["koikoi"]) == ("A", "B", [])
    loaded = round_from_json(json.loads(json.dumps(data)))
    assert same_round(r, loaded) and loaded.koikoi == [A] and loaded.to_move == B
    assert loaded.dealer == B  # A holds one card more, so B dealt


def test_a_position_with_a_call_on_the_table_round_trips():
    r = position(
        Rules.preset("escalating"),
        a_hand=["pine-plain-1", "iris-plain-2"],
        b_hand=["plum-plain-1", "iris-plain-1", "cherry-plain-1"],
        field=["pine-plain-2"],
        a_pile=["pine-poetry", "plum-poetry"],
        b_pile=["maple-deer"],
        to_move=B,
        dealer=A,
        koikoi=[B],
    )
    r.apply_action(index("plum-plain-1"))
    r.flip()
    assert same_round(r, loads(dumps(r)))


def test_changed_rules_and_a_named_rule_set_round_trip():
    rules = PRESETS["nintendo"].replace(viewing_points=3, name="club rules")
    r = heuristic_steps(Round.deal(rules, seed=3), 12, 3)
    data = round_to_json(r)
    assert data["rules"] == "teaching"
    assert data["rule_options"]["viewing_points"] == 3
    assert data["rule_options"]["name"] == "club rules"
    assert same_round(r, round_from_json(data))
    r = Round.deal(PRESETS["nintendo"].replace(viewing_points=3), seed=3)
    assert round_to_json(r)["rule_options"] == {"viewing_points": 3}
    assert round_to_json(r)["rules"] == "nintendo"


def test_a_misdealt_fixed_deck_stays_a_misdeal():
    # all four pines on the field: a fixed deck cannot be reshuffled
    deck = [index(c) for c in ["plum-plain-1", "plum-plain-2", "pine-crane", "pine-poetry"]]
    deck += [
        index("cherry-plain-1"),
        index("cherry-plain-2"),
        8,
        9,
        index("pine-plain-1"),
        index("pine-plain-2"),
    ]
    deck += [c for c in range(48) if c not in deck]
    r = Round.deal(deck=deck)
    assert r.is_terminal() and r.settlement.ending is Ending.MISDEAL
    assert words.ending_text(r.settlement).startswith("misdeal")
    assert same_round(r, loads(dumps(r)))


def test_a_redealt_round_keeps_its_misdeal_count():
    seed = next(s for s in range(2000) if Round.deal(seed=s).misdeals)
    r = Round.deal(seed=seed)
    assert loads(dumps(r)).misdeals == r.misdeals > 0


# -- matches ------------------------------------------------------------------------------


def test_a_match_in_play_round_trips_and_plays_on_the_same():
    rules = Rules.preset("flower-poker")
    m = Match(rules, seed=3, players=("heuristic", "random"))
    m.play_round()
    m.play_round()
    loaded = loads(dumps(m), players=("heuristic", "random"))
    assert isinstance(loaded, Match)
    assert (loaded.seed, loaded.totals, loaded.history) == (m.seed, m.totals, m.history)
    assert m.play() == loaded.play()
    assert (loaded.totals, loaded.history) == (m.totals, m.history)


def test_a_match_with_a_round_half_played_round_trips():
    m = Match(TEACHING, seed=8)
    seats = (make_player("greedy", random.Random(1)), make_player("greedy", random.Random(2)))
    first = m.play_round()
    play_round(first, seats)
    m.finish_round(first)
    current = heuristic_steps(m.play_round(), 5, 1)
    loaded = match_from_json(match_to_json(m))
    assert loaded.history == m.history and loaded.totals == m.totals
    assert same_round(loaded.current, current)
    assert loaded.dealer == m.dealer


def test_a_finished_match_round_trips():
    m = Match(Rules.preset("escalating"), seed=2, players=("greedy", "heuristic"))
    m.play()
    loaded = loads(dumps(m, indent=1))
    assert loaded.is_over() and loaded.winner() == m.winner()
    assert loaded.history == m.history and loaded.totals == m.totals
    for a, b in zip(m.rounds, loaded.rounds, strict=True):
        assert same_round(a, b)


# -- malformed saves ----------------------------------------------------------------------


def saved_round() -> dict:
    r = heuristic_steps(Round.deal(seed=4), 6, 4)
    return json.loads(dumps(r))


def saved_match() -> dict:
    m = Match(TEACHING, seed=5, players=("random", "random"))
    m.play_round()
    m.play_round()
    return json.loads(dumps(m))


def edited(data: dict, path: str, value=...) -> dict:
    """``data`` with the value at a dotted ``path`` replaced, or deleted (no value)."""
    *parents, last = path.split(".")
    node = data
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    if isinstance(node, list):
        node[int(last)] = value
    elif value is ...:
        del node[last]
    else:
        node[last] = value
    return data


ROUND_CASES = [
    ("start", ..., r"saved round: missing 'start'"),
    ("actions", "pine-crane", r"^saved round: 'actions' must be a list, not \"pine-crane\"$"),
    ("format", "chess game", r"saved round: format 'chess game' is not a koikoi-edu save"),
    ("version", 3, r"save version 3 is not supported"),
    ("version", 0, r"save version 0 is not supported"),
    ("version", True, r"^saved round: 'version' must be a whole number, not true$"),
    ("rules", "poker", r"saved round: unknown rules preset 'poker'"),
    ("rule_options", {"colour": "red"}, r"saved round: unknown rules option 'colour'"),
    ("rule_options", {"sanko_points": "six"}, r"sanko_points must be a whole number"),
    ("start.dealer", "C", r"saved round: start: 'dealer' must be \"A\" or \"B\", not \"C\""),
    ("start.deck.0", "pine-dragon", r"saved round: start: deck\[0\]: unknown card `pine-dragon`"),
    ("start.deck.1", "pine-crane", r"saved round: start: a deck must hold each of the 48"),
    ("actions.0", "jump", r"saved round: action 1: unknown action `jump`"),
    ("actions.0", "koi-koi", r"^saved round: action 1: "),  # a decision on a turn to play
    ("rule_options", {"name": []}, r"^saved round: rules option name must be text, not \[\]$"),
    ("misdeals", "none", r"'misdeals' must be a whole number, not \"none\""),
    # issue 10: no doubled prefix, a float named as written, no negative redeals
    ("rules", 3, r"^saved round: 'rules' must be a string, not 3$"),
    ("version", 1.0, r"^saved round: 'version' must be a whole number, not 1.0$"),
    ("misdeals", -5, r"^saved round: 'misdeals' counts redeals, so it cannot be -5$"),
    (
        "actions.0",
        "\x1b[31m" + "x" * 100,
        r"unknown action `\\x1b\[31mx+\.\.\. \(105 characters\)`$",
    ),
]


@pytest.mark.parametrize("path, value, message", ROUND_CASES)
def test_a_malformed_round_is_refused_with_one_line_naming_it(path, value, message):
    data = edited(saved_round(), path, value)
    with pytest.raises(KoikoiError, match=message) as e:
        round_from_json(data)
    assert "\n" not in str(e.value)


def with_a_card_of_the_wrong_hand() -> dict:
    """The saved round with its first action a card of the hand not to move."""
    data = saved_round()
    dealt = Round.deal(seed=4)
    b_card = next(i for i in range(48) if dealt.hands[1 - dealt.to_move] >> i & 1)
    data["actions"][0] = CARDS[b_card].id
    return data


def test_an_illegal_action_names_its_number_and_the_card():
    data = with_a_card_of_the_wrong_hand()
    dealt = Round.deal(seed=4)
    message = rf"action 1: `{data['actions'][0]}` is not in {'AB'[dealt.to_move]}'s hand"
    with pytest.raises(KoikoiError, match=message):
        round_from_json(data)


def with_field(field: list[str]) -> dict:
    """A saved position whose field is ``field`` (A holds `pine-plain-1`)."""
    r = position(a_hand=["pine-plain-1"], b_hand=["plum-plain-1"], field=["cherry-plain-1"])
    data = round_to_json(r)
    data["start"]["field"] = field
    return data


def test_a_position_with_a_card_twice_is_refused():
    with pytest.raises(KoikoiError, match="start: field: card `cherry-plain-1` appears twice"):
        round_from_json(with_field(["cherry-plain-1", "cherry-plain-1"]))
    with pytest.raises(
        KoikoiError, match="start: `pine-plain-1` is both in A's hand and in the field"
    ):
        round_from_json(with_field(["pine-plain-1"]))


MATCH_CASES = [
    (lambda d: edited(d, "seed"), r"saved match: missing 'seed'"),
    (lambda d: edited(d, "seed", "five"), r"'seed' must be a whole number, not \"five\""),
    (lambda d: edited(d, "rounds.0", []), r"saved match: round 1: expected a JSON object"),
    (lambda d: edited(d, "seed", 6), r"round 1: it is not the round that seed 6 deals"),
    (
        lambda d: edited(d, "rounds.0.rule_options", {"sanko_points": 6}),
        r"round 1: its rules differ from the match's",
    ),
    (
        lambda d: edited(d, "rounds.0.actions", d["rounds"][0]["actions"][:3]),
        r"round 1: it is not over, but more rounds follow",
    ),
    (
        lambda d: edited(d, "format", "koikoi-edu round"),
        r"saved round: this is a saved match|saved match: this is a saved round",
    ),
]


@pytest.mark.parametrize("edit, message", MATCH_CASES)
def test_a_malformed_match_is_refused_with_one_line_naming_it(edit, message):
    data = edit(saved_match())
    with pytest.raises(KoikoiError, match=message):
        match_from_json(data)


def test_a_round_is_not_a_match_and_text_must_be_json():
    with pytest.raises(KoikoiError, match="saved round: this is a saved match, not a saved round"):
        round_from_json(saved_match())
    with pytest.raises(KoikoiError, match="not a saved game"):
        loads("{'format': 1")
    with pytest.raises(KoikoiError, match="saved round: expected a JSON object, not a list"):
        loads("[]")


# -- every refusal above, in the languages of the lessons (issue 11) ------------------------

#: Each malformed save the tests above refuse, as the call that refuses it.
REFUSALS = {
    **{
        f"round {path} = {value!r}": lambda path=path, value=value: round_from_json(
            edited(saved_round(), path, value)
        )
        for path, value, _ in ROUND_CASES
    },
    **{
        f"match {n}": lambda edit=edit: match_from_json(edit(saved_match()))
        for n, (edit, _) in enumerate(MATCH_CASES, 1)
    },
    "a card of the wrong hand": lambda: round_from_json(with_a_card_of_the_wrong_hand()),
    "a card twice": lambda: round_from_json(with_field(["cherry-plain-1", "cherry-plain-1"])),
    "a card in two places": lambda: round_from_json(with_field(["pine-plain-1"])),
    "a match as a round": lambda: round_from_json(saved_match()),
    "not JSON": lambda: loads("{'format': 1"),
    "not an object": lambda: loads("[]"),
}


def said_by_saving(e: KoikoiError, lang: str) -> str:
    """The error in ``lang`` without the words of a cause another module raised (a bad
    rule, move or position, text that is not JSON): those are tested where they are
    raised, and some are still English-only there."""
    said, cause = words.say(e.msg, lang), e.msg
    while cause.id.startswith("error.save.") and "cause" in cause.fields:
        cause = cause.fields["cause"]
    if not cause.id.startswith("error.save."):
        said = said.replace(words.say(cause, lang), " ")
    return said


@pytest.mark.parametrize("lang", ["ru", "uk", "ja"])
@pytest.mark.parametrize("refusal", sorted(REFUSALS))
def test_a_malformed_save_is_refused_in_the_lessons_language(refusal, lang):
    with pytest.raises(SaveError) as e:
        REFUSALS[refusal]()
    said = words.say(e.value.msg, lang)
    assert said != str(e.value) and "\n" not in said
    assert english_in_message(said_by_saving(e.value, lang)) == set(), said


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_any_damaged_save_is_refused_as_bad_input(data):
    """Delete or retype any value anywhere: a KoikoiError, never a KeyError or TypeError."""
    save = saved_match() if data.draw(st.booleans()) else saved_round()
    # every path into the save, to pick one at random
    paths, stack = [], [((), save)]
    while stack:
        path, node = stack.pop()
        items = (
            node.items()
            if isinstance(node, dict)
            else enumerate(node)
            if isinstance(node, list)
            else ()
        )
        for key, value in items:
            paths.append(path + (key,))
            stack.append((path + (key,), value))
    path = data.draw(st.sampled_from(paths))
    node = save
    for key in path[:-1]:
        node = node[key]
    replacement = data.draw(st.sampled_from([..., None, 7, True, "x", [], {}, "pine-crane"]))
    if replacement is ... and isinstance(node, dict):
        del node[path[-1]]
    elif replacement is not ...:
        node[path[-1]] = replacement
    try:
        loads(json.dumps(save))
    except KoikoiError as e:
        assert "\n" not in str(e)


# -- saves written before the flip was an action ------------------------------------------

DATA = Path(__file__).parent / "data"


def test_a_round_saved_by_version_1_loads_with_its_flips_taken():
    # written by main before the flip became an action: its actions hold no flip
    text = (DATA / "main-v1-round.json").read_text()
    old = json.loads(text)
    assert old["version"] == 1
    r = loads(text)
    assert isinstance(r, Round) and r.is_terminal()
    assert str(r.settlement) == "<Settlement B wins 5: 5 (tsukimi) = 5>"
    # the loaded history holds the flips, so the round saves as version 2 and loads equal
    assert len(r.actions) > len(old["actions"])
    again = loads(dumps(r))
    assert isinstance(again, Round) and again.actions == r.actions
    assert round_to_json(again)["version"] == 2


def test_a_match_saved_by_version_1_goes_on_as_it_would_have():
    text = (DATA / "main-v1-match.json").read_text()
    m = loads(text)
    assert isinstance(m, Match) and len(m.rounds) == 3 and m.totals == {"A": 2, "B": 6}


def test_a_version_1_save_with_a_flip_written_out_is_refused():
    # version 1 held no flips: a card flipped by hand there is played, and refused
    data = round_to_json(
        position(a_hand=["pine-crane"], b_hand=["iris-plain-2"], stock=["maple-plain-1"])
    )
    data["version"], data["actions"] = 1, ["pine-crane", "maple-plain-1"]
    with pytest.raises(SaveError, match="action 2"):
        round_from_json(data)
