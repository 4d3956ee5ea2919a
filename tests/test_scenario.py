"""Scenario files: loading, every way docs/scenario-format.md says a scenario is invalid, replay.

The positions are small and worked by hand. WORKED is the worked example of docs/rules.md
section 3: A holds the deer and the butterflies, plays the boar onto the clover plain
(inoshikacho 5) and calls koi-koi; B, holding the moon, captures the sake cup with a
chrysanthemum: tsukimi 5, doubled to 10 by A's call. QUIET is a position where nothing
matches: its two turns leave the round pending, and QUIET_END's two more run the
hands out into a draw.
"""

import json
import pickle
import random

import pytest
from helpers import deal_order, english_in_message, ids, mask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koikoi_edu import words
from koikoi_edu.cards import CARDS
from koikoi_edu.errors import KoikoiError, ScenarioError
from koikoi_edu.message import Msg
from koikoi_edu.round import KOIKOI, STOP, Phase, Round
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.scenario import library, load, load_library, loads
from koikoi_edu.words import say

POSITION = """\
[position]
A.hand = ["clover-boar", "pine-plain-1"]
B.hand = ["chrysanthemum-plain-1", "iris-plain-1"]
field = ["clover-plain-1", "chrysanthemum-cup", "cherry-plain-1"]
stock = ["willow-lightning", "paulownia-plain-1"]
A.captured = ["maple-deer", "peony-butterflies"]
B.captured = ["pampas-moon"]
"""
TURN_1 = """\
[[turn]]
play = "clover-boar"
decide = "koi-koi"
say = "The boar matches by month, not because it is an animal."
"""
TURN_2 = """\
[[turn]]
play = "chrysanthemum-plain-1"
"""
EXPECT = """\
[expect]
winner = "B"
points = 10
base = 5
yaku = ["tsukimi"]
"""
WORKED = 'title = "Month matches, not animal"\n' + POSITION + TURN_1 + TURN_2 + EXPECT

QUIET = """\
title = "Nothing matches"
[position]
A.hand = ["iris-plain-1", "clover-boar"]
B.hand = ["wisteria-plain-1", "maple-plain-1"]
field = ["pine-plain-1"]
stock = ["paulownia-plain-1", "willow-lightning", "cherry-plain-1", "plum-plain-1"]
[[turn]]
play = "iris-plain-1"
[[turn]]
play = "wisteria-plain-1"
"""
QUIET_END = """\
[[turn]]
play = "clover-boar"
[[turn]]
play = "maple-plain-1"
"""

# the clover boar meets two clover cards on the field: a choice to make with `take`
CHOICE = """\
title = "Two matches"
[position]
A.hand = ["clover-boar", "pine-plain-1"]
B.hand = ["iris-plain-1", "maple-plain-1"]
field = ["clover-plain-1", "clover-plain-2", "cherry-plain-1"]
stock = ["willow-lightning"]
[[turn]]
play = "clover-boar"
"""
# the flipped pine crane meets two pine plains: a choice to make with `draw_take`
DRAW_CHOICE = """\
title = "Two matches for the flip"
[position]
A.hand = ["iris-plain-1", "maple-plain-1"]
B.hand = ["wisteria-plain-1", "clover-plain-1"]
field = ["pine-plain-1", "pine-plain-2"]
stock = ["pine-crane"]
[[turn]]
play = "iris-plain-1"
"""


def refused(text: str) -> str:
    """The message a scenario named case.toml is refused with (one line, that file)."""
    with pytest.raises(ScenarioError) as e:
        loads(text, "case.toml")
    message = str(e.value)
    assert "\n" not in message and message.startswith("case.toml: ")
    return message


def with_options(options: str, text: str) -> str:
    """``text`` with a [rule_options] table (placed before [position], after the title)."""
    return text.replace("[position]", f"[rule_options]\n{options}\n[position]")


def ids_list(cards) -> str:
    return json.dumps(list(cards))  # a JSON list of strings is a TOML array


# -- a valid position, replayed --------------------------------------------------------


def test_worked_example_replays_to_b_winning_tsukimi_doubled_by_the_call():
    s = loads(WORKED, "worked.toml")
    assert s.title == "Month matches, not animal" and s.source == "worked.toml"
    assert s.rules == Rules.preset("teaching") and s.deck is None
    assert s.position.hands == (
        ("clover-boar", "pine-plain-1"),
        ("chrysanthemum-plain-1", "iris-plain-1"),
    )
    assert [(t.number, t.play, t.decide) for t in s.turns] == [
        (1, "clover-boar", "koi-koi"),
        (2, "chrysanthemum-plain-1", None),
    ]

    replay = s.replay()
    one, two = replay.steps
    assert one.say == "The boar matches by month, not because it is an animal."
    assert [e.kind for e in one.events] == ["play", "flip", "yaku", "decide"]
    assert words.event_text(one.events[0]) == (
        "A plays clover-boar; it matches clover-plain-1 by month "
        "(7, bush clover) and captures the pair"
    )
    assert words.event_text(one.events[2]) == "A now holds inoshikacho 5"
    assert two.say == ""
    assert [e.kind for e in two.events] == ["play", "flip", "yaku", "win"]
    assert words.event_text(two.events[-1]) == (
        "B forms a new or better yaku after the koi-koi call: "
        "5 (tsukimi) × 2 (rival called koi-koi) = 10"
    )

    # each step keeps its own snapshot of the table
    assert ids(one.round.piles[0]) == {
        "maple-deer",
        "peony-butterflies",
        "clover-boar",
        "clover-plain-1",
    }
    assert one.round.koikoi == [0] and not one.round.is_terminal()
    assert ids(two.round.piles[1]) == {"pampas-moon", "chrysanthemum-plain-1", "chrysanthemum-cup"}
    assert two.round.is_terminal() and replay.round.settlement.points == 10
    assert replay.start.hands == [
        mask(["clover-boar", "pine-plain-1"]),
        mask(["chrysanthemum-plain-1", "iris-plain-1"]),
    ]
    assert replay.start.piles[1] == mask(["pampas-moon"]) and replay.start.actions == []

    o = replay.outcome
    assert (o.winner, o.points, o.base, o.yaku) == ("B", 10, 5, ["tsukimi"])
    assert o.settlement is replay.round.settlement
    assert outcome_text(o) == "B wins 10: 5 (tsukimi) × 2 (rival called koi-koi) = 10"
    assert s.check() == []


def test_left_out_cards_lie_under_the_given_stock_in_canonical_order():
    start = loads(WORKED).replay(stop_at=0).start
    stock = [CARDS[i].id for i in start.stock_top_first()]
    assert stock[:4] == ["willow-lightning", "paulownia-plain-1", "pine-crane", "pine-poetry"]
    assert len(stock) == 48 - 4 - 3 - 3


def test_a_stop_wins_at_once_and_check_lists_each_missed_expectation():
    stop = WORKED.replace('decide = "koi-koi"', 'decide = "stop"').replace(TURN_2, "")
    s = loads(stop)
    o = s.replay().outcome
    assert (o.winner, o.points, o.base, o.yaku) == ("A", 5, 5, ["inoshikacho"])
    assert all(isinstance(m, Msg) for m in s.check())
    assert [words.say(m) for m in s.check()] == [
        "expected winner B, got A",
        "expected points 10, got 5",
        "expected yaku tsukimi, got inoshikacho",
    ]


def test_a_round_in_progress_is_pending_and_can_be_expected():
    s = loads(QUIET + '[expect]\nwinner = "pending"\n')
    o = s.replay().outcome
    assert (o.winner, o.points, o.base, o.yaku) == ("pending", 0, 0, [])
    assert o.settlement is None
    assert outcome_text(o) == "pending: the round is still in progress"
    assert s.check() == []
    missed = loads(QUIET + '[expect]\nwinner = "none"\n').check()
    assert [words.say(m) for m in missed] == ["expected winner none, got pending"]
    assert loads(QUIET).check() == []  # nothing expected, nothing missed


def test_replay_stop_at_plays_only_the_first_turns():
    s = loads(WORKED)
    first = s.replay(stop_at=1)
    assert [step.turn.number for step in first.steps] == [1]
    assert first.outcome.winner == "pending" and first.round.to_move == 1
    assert s.replay(stop_at=0).steps == []
    assert s.replay().outcome.winner == "B"
    with pytest.raises(ScenarioError, match=r"^<text>: stop_at must be between 0 and 2, not 3$"):
        s.replay(stop_at=3)


def test_hands_running_out_is_a_draw_and_the_preset_decides_what_a_draw_pays():
    draw = loads(QUIET + QUIET_END + '[expect]\nwinner = "none"\npoints = 0\n')
    o = draw.replay().outcome
    assert (o.winner, o.points, o.yaku) == ("none", 0, [])
    assert outcome_text(o) == "no winner: the hands ran out with no winner: a draw"
    assert draw.check() == []
    # under the nintendo preset the dealer (a position's first mover) takes 6 for a draw
    nintendo = loads('rules = "nintendo"\n' + QUIET + QUIET_END).replay().outcome
    assert (nintendo.winner, nintendo.points) == ("A", 6)


def test_rule_options_override_single_options_of_the_preset():
    # with the viewing yaku turned off B's cup makes nothing, and the round goes on
    s = loads(with_options("viewing_points = 0", WORKED.replace(EXPECT, "")))
    assert s.rules == Rules.preset("teaching").replace(viewing_points=0)
    assert s.replay().outcome.winner == "pending"
    escalating = loads('rules = "escalating"\n' + with_options("sanko_points = 7", QUIET))
    assert escalating.rules == Rules.preset("escalating").replace(sanko_points=7)


def test_take_and_draw_take_capture_the_named_field_card():
    take = loads(CHOICE.replace('"clover-boar"\n', '"clover-boar"\ntake = "clover-plain-2"\n'))
    after = take.replay().round
    assert ids(after.piles[0]) == {"clover-boar", "clover-plain-2"}
    assert "clover-plain-1" in ids(after.field)

    draw = loads(DRAW_CHOICE + 'draw_take = "pine-plain-2"\n')
    after = draw.replay().round
    assert ids(after.piles[0]) == {"pine-crane", "pine-plain-2"}
    assert ids(after.field) == {"pine-plain-1", "iris-plain-1"}


def test_an_empty_choice_is_the_same_as_none():
    s = loads(
        WORKED.replace(
            'play = "clover-boar"\n', 'play = "clover-boar"\ntake = ""\ndraw_take = ""\n'
        )
    )
    assert (s.turns[0].take, s.turns[0].draw_take) == (None, None)
    assert s.check() == []


def test_a_called_seat_may_start_with_yaku_and_the_call_counts():
    called = POSITION.replace(
        'B.captured = ["pampas-moon"]',
        'B.captured = ["pampas-moon", "chrysanthemum-blue", "peony-blue",'
        ' "maple-blue"]\nkoikoi = ["B"]',
    )
    s = loads('title = "t"\n' + called + TURN_1.replace('decide = "koi-koi"\n', ""))
    assert s.position.koikoi == ("B",)
    # B's aotan is old news; A's inoshikacho after B's call (the one call allowed) wins
    # at once, doubled because the rival called
    o = s.replay().outcome
    assert (o.winner, o.points, o.yaku) == ("A", 10, ["inoshikacho"])


# -- a deck dealt by the protocol --------------------------------------------------------

DEALER = [
    "pine-crane",
    "plum-warbler",
    "cherry-curtain",
    "wisteria-cuckoo",
    "iris-bridge",
    "peony-butterflies",
    "clover-boar",
    "pampas-moon",
]
NON_DEALER = [
    "pine-poetry",
    "plum-poetry",
    "cherry-poetry",
    "wisteria-ribbon",
    "iris-ribbon",
    "peony-blue",
    "clover-ribbon",
    "pampas-geese",
]
FIELD = [
    "pine-plain-1",
    "plum-plain-1",
    "chrysanthemum-cup",
    "maple-deer",
    "willow-rainman",
    "paulownia-phoenix",
    "cherry-plain-1",
    "iris-plain-1",
]


def deck_scenario(deck: list[int], extra: str = "") -> str:
    return f'title = "Dealt"\ndeck = {ids_list(CARDS[i].id for i in deck)}\n' + extra


def test_a_deck_is_dealt_by_the_protocol_and_a_is_the_default_dealer():
    deck = deal_order(NON_DEALER, FIELD, DEALER)
    # the unnamed cards follow in canonical order: pine-plain-2 is the top of the stock
    s = loads(
        deck_scenario(deck, '[[turn]]\nplay = "pine-crane"\n[[turn]]\nplay = "pine-poetry"\n')
    )
    assert s.position is None and s.dealer == "A"
    replay = s.replay()
    start = replay.start
    assert start.hands == [mask(DEALER), mask(NON_DEALER)] and start.field == mask(FIELD)
    assert start.to_move == 0 and start.dealer == 0
    assert [e.kind for e in start.log] == ["deal"]
    assert start.stock_top_first() == deck[24:]
    # A's crane takes the pine plain; the flipped pine-plain-2 finds no pine and stays;
    # B's poetry ribbon takes it, and the flipped plum-plain-2 takes the plum plain
    assert ids(replay.steps[0].round.piles[0]) == {"pine-crane", "pine-plain-1"}
    assert ids(replay.round.piles[1]) == {
        "pine-poetry",
        "pine-plain-2",
        "plum-plain-1",
        "plum-plain-2",
    }
    assert replay.outcome.winner == "pending"


def test_dealer_b_gets_the_dealer_packets_and_moves_first():
    deck = deal_order(NON_DEALER, FIELD, DEALER)
    s = loads(deck_scenario(deck, 'dealer = "B"\n[[turn]]\nplay = "pine-crane"\n'))
    start = s.replay().start
    assert start.hands == [mask(NON_DEALER), mask(DEALER)] and start.to_move == 1
    assert refused(deck_scenario(deck, 'dealer = "B"\n[[turn]]\nplay = "pine-poetry"\n')) == (
        "case.toml: turn 1: `pine-poetry` is not in B's hand"
    )


def test_a_deal_that_ends_the_round_has_no_turns_and_its_outcome_comes_from_the_deal():
    # four pine cards in the dealer's hand: teshi, 6 points at once
    teshi = [
        "pine-crane",
        "pine-poetry",
        "pine-plain-1",
        "pine-plain-2",
        "iris-bridge",
        "peony-butterflies",
        "clover-boar",
        "pampas-moon",
    ]
    field = [
        "plum-plain-1",
        "chrysanthemum-cup",
        "maple-deer",
        "willow-rainman",
        "paulownia-phoenix",
        "cherry-plain-1",
        "iris-plain-1",
        "plum-warbler",
    ]
    deck = deal_order(NON_DEALER[1:] + ["maple-blue"], field, teshi)
    o = loads(deck_scenario(deck)).replay().outcome
    assert (o.winner, o.points, o.base, o.yaku) == ("A", 6, 6, ["teshi"])

    # the canonical order deals both hands four pairs (kuttsuki): a misdeal
    canonical = list(range(48))
    o = loads(deck_scenario(canonical)).replay().outcome
    assert (o.winner, o.points) == ("none", 0)
    assert outcome_text(o) == (
        "no winner: misdeal: both hands win instantly; redeal with the same dealer"
    )
    assert refused(deck_scenario(canonical, '[[turn]]\nplay = "pine-crane"\n')) == (
        "case.toml: turn 1: the round is already over (misdeal: both hands win instantly; "
        "redeal with the same dealer); no turn can follow"
    )


# -- every way a scenario is invalid -------------------------------------------------------

INVALID = {
    # the file itself
    "toml syntax": (
        'title = "t"\n[position\n',
        "case.toml: invalid TOML: Expected ']' at the end of a table declaration "
        "(at line 2, column 10)",
    ),
    "unknown top-level key": (
        WORKED.replace("title", "titel"),
        "case.toml: unknown key `titel`; the keys are title, rules, "
        "rule_options, month, deck, dealer, position, turn, expect",
    ),
    "missing title": (POSITION + TURN_1, "case.toml: `title` is missing"),
    "title not text": (
        WORKED.replace('"Month matches, not animal"', "5"),
        "case.toml: title must be text, not 5",
    ),
    "neither deck nor position": (
        'title = "t"\n',
        "case.toml: give either `deck` (48 card ids) or a [position], not neither",
    ),
    "both deck and position": (
        "deck = []\n" + WORKED,
        "case.toml: give either `deck` (48 card ids) or a [position], not both",
    ),
    "dealer with a position": (
        'dealer = "B"\n' + WORKED,
        "case.toml: `dealer` at the top goes with `deck`; a [position] "
        "names its dealer inside [position]",
    ),
    "one [turn] table": (
        WORKED.replace(TURN_2, "").replace("[[turn]]", "[turn]"),
        "case.toml: write each turn as [[turn]] (a list of turns), not [turn]",
    ),
    "turn not a table": (
        'title = "t"\nturn = [5]\n' + POSITION,
        "case.toml: turn 1 must be a table, not 5",
    ),
    # rules
    "unknown preset": (
        'rules = "tournament"\n' + WORKED,
        "case.toml: rules: unknown rules preset 'tournament'; choose one of " + ", ".join(PRESETS),
    ),
    "unknown option": (
        with_options("colour = 'red'", WORKED),
        "case.toml: rule_options: unknown rules option 'colour'",
    ),
    "option value": (
        with_options("sanko_points = -1", WORKED),
        "case.toml: rule_options: rules option sanko_points must be a whole number "
        "from 0 to 10000, not -1",
    ),
    "akatan_cards value": (
        with_options("akatan_cards = 'red'", WORKED),
        "case.toml: rule_options: rules option akatan_cards must be one of "
        "poetry, any-red, not red",
    ),
    "rival_may_call value": (
        with_options("rival_may_call = 'no'", WORKED),
        "case.toml: rule_options: rules option rival_may_call must be true or false, not no",
    ),
    "named_excludes_counted value": (
        with_options("named_excludes_counted = 1", WORKED),
        "case.toml: rule_options: rules option named_excludes_counted must be true or false, not 1",
    ),
    "rules not text": ("rules = 3\n" + WORKED, "case.toml: rules must be text, not 3"),
    # cards
    "unknown card in a hand": (
        WORKED.replace('["clover-boar",', '["clover-bor",'),
        "case.toml: position.A.hand: unknown card `clover-bor`; did you mean `clover-boar`?",
    ),
    "unknown card played": (
        WORKED.replace('play = "clover-boar"', 'play = "pine-cran"'),
        "case.toml: turn 1: play: unknown card `pine-cran`; did you mean `pine-crane`?",
    ),
    "card not text": (
        WORKED.replace('play = "clover-boar"', "play = 7"),
        "case.toml: turn 1: play: unknown card 7",
    ),
    "card twice in a list": (
        WORKED.replace(
            'field = ["clover-plain-1",', 'field = ["clover-plain-1", "clover-plain-1",'
        ),
        "case.toml: position.field: `clover-plain-1` appears twice",
    ),
    "card in two places": (
        WORKED.replace('field = ["clover-plain-1",', 'field = ["clover-boar",'),
        "case.toml: position: `clover-boar` is both in A's hand and in the field",
    ),
    "deck too short": (
        deck_scenario(list(range(47))),
        "case.toml: deck: holds 47 cards, not 48; `paulownia-plain-3` is missing",
    ),
    "deck card twice": (
        deck_scenario(list(range(47)) + [0]),
        "case.toml: deck: `pine-crane` appears twice",
    ),
    # the position
    "hand missing": (
        WORKED.replace('B.hand = ["chrysanthemum-plain-1", "iris-plain-1"]\n', ""),
        "case.toml: position: `B.hand` is missing",
    ),
    "unknown position key": (
        WORKED.replace("[position]\n", "[position]\ndeal = 'A'\n"),
        "case.toml: position: unknown key `deal`; the keys are to_move, "
        "dealer, A, B, field, stock, koikoi",
    ),
    "top-level key under a table": (
        WORKED.replace("[position]\n", '[position]\nrules = "x"\n'),
        "case.toml: position: `rules` does not belong here: it goes "
        "at the top of the file, before the first [table]",
    ),
    "position key at the top": (
        WORKED.replace("[position]\n", ""),
        "case.toml: `A` does not belong here: it goes under [position]",
    ),
    "unknown seat key": (
        WORKED.replace("A.captured", "A.pile"),
        "case.toml: position.A: unknown key `pile`; the keys are hand, captured",
    ),
    "bad to_move": (
        WORKED.replace("[position]\n", '[position]\nto_move = "C"\n'),
        'case.toml: position.to_move must be "A" or "B", not \'C\'',
    ),
    "hand over 8": (
        QUIET.replace(
            'A.hand = ["iris-plain-1", "clover-boar"]',
            "A.hand = " + ids_list(c.id for c in CARDS[25:34]),
        ),
        "case.toml: position: A's hand holds 9 cards; a hand holds at most 8",
    ),
    "mover's hand smaller": (
        QUIET.replace('"iris-plain-1", "clover-boar"', '"iris-plain-1"'),
        "case.toml: position: A is to move with 1 cards and B holds 2; "
        "the mover's hand must be the same size as the other's or one "
        "card larger",
    ),
    "mover's hand two larger": (
        QUIET.replace('"wisteria-plain-1", "maple-plain-1"', "").replace(
            "[position]\n", '[position]\nto_move = "A"\n'
        ),
        "case.toml: position: A is to move with 2 cards and B holds 0; the mover's hand must "
        "be the same size as the other's or one card larger",
    ),
    "both hands empty": (
        'title = "t"\n[position]\nA.hand = []\nB.hand = []\n',
        "case.toml: position: both hands are empty; there is no turn left to play",
    ),
    "stock too small": (
        'title = "t"\nrules = "escalating"\n[position]\n'
        'A.hand = ["pine-crane", "plum-warbler"]\nB.hand = ["cherry-curtain", "iris-bridge"]\n'
        "A.captured = "
        + ids_list(c.id for c in CARDS[17:])
        + '\nB.captured = ["pine-poetry", "pine-plain-1", "pine-plain-2", "plum-poetry", '
        '"plum-plain-1", "plum-plain-2", "cherry-poetry", "cherry-plain-1", "cherry-plain-2", '
        '"wisteria-cuckoo"]\nkoikoi = ["A", "B"]\n',
        # left out, so the whole stock: wisteria-ribbon, wisteria-plain-1, wisteria-plain-2
        "case.toml: position: the stock holds 3 cards, too few for the 4 turns left "
        "(every turn flips one)",
    ),
    "pile with yaku, no call": (
        WORKED.replace(
            'B.captured = ["pampas-moon"]',
            'B.captured = ["pampas-moon", "chrysanthemum-blue", "peony-blue", "maple-blue"]',
        ),
        "case.toml: position: B's captured cards already hold yaku (aotan 5) but B is not "
        "listed in koikoi; a player with yaku at the start must have called",
    ),
    "more calls than the rules allow": (
        WORKED.replace("[position]\n", '[position]\nkoikoi = ["A", "B"]\n'),
        "case.toml: position: koikoi lists 2 calls but the teaching rules allow 1 per round",
    ),
    "koikoi seat": (
        WORKED.replace("[position]\n", '[position]\nkoikoi = ["C"]\n'),
        'case.toml: position.koikoi must be "A" or "B", not \'C\'',
    ),
    "koikoi not a list": (
        WORKED.replace("[position]\n", '[position]\nkoikoi = "A"\n'),
        "case.toml: position.koikoi must be a list, not 'A'",
    ),
    # turns
    "turn key": (
        WORKED.replace('decide = "koi-koi"', 'decision = "koi-koi"'),
        "case.toml: turn 1: unknown key `decision`; the keys are play, take, "
        "draw_take, decide, say",
    ),
    "play missing": (
        WORKED.replace('play = "chrysanthemum-plain-1"', 'say = "?"'),
        "case.toml: turn 2: `play` is missing (the hand card played)",
    ),
    "say not text": (
        WORKED.replace('"The boar matches by month, not because it is an animal."', "5"),
        "case.toml: turn 1: say must be text, not 5",
    ),
    "take not text": (
        WORKED.replace('play = "clover-boar"', 'play = "clover-boar"\ntake = 1'),
        "case.toml: turn 1: take must be text, not 1",
    ),
    "not in the mover's hand": (
        WORKED.replace('play = "clover-boar"', 'play = "chrysanthemum-plain-1"'),
        "case.toml: turn 1: `chrysanthemum-plain-1` is not in A's hand",
    ),
    "played twice": (
        QUIET.replace('play = "iris-plain-1"', 'play = "clover-boar"')
        + '[[turn]]\nplay = "clover-boar"\n',
        "case.toml: turn 3: `clover-boar` is not in A's hand",
    ),
    "take missing": (
        CHOICE,
        "case.toml: turn 1: the played card `clover-boar` matches both "
        "`clover-plain-1` and `clover-plain-2` on the field; name the one it "
        'captures with take = "..."',
    ),
    "take not a choice": (
        CHOICE + 'take = "cherry-plain-1"\n',
        "case.toml: turn 1: `cherry-plain-1` is not a legal choice: the "
        "played card `clover-boar` must take `clover-plain-1` or "
        "`clover-plain-2`",
    ),
    "take without a choice": (
        WORKED.replace('play = "clover-boar"', 'play = "clover-boar"\ntake = "clover-plain-1"'),
        "case.toml: turn 1: take = `clover-plain-1` is given but the "
        "played card `clover-boar` has no choice to make; take is only "
        "for two matching field cards",
    ),
    "take without a choice, before the missing decision": (
        WORKED.replace(
            'play = "clover-boar"', 'play = "clover-boar"\ntake = "clover-plain-1"'
        ).replace('decide = "koi-koi"\n', ""),
        "case.toml: turn 1: take = `clover-plain-1` is given but the played card `clover-boar` "
        "has no choice to make; take is only for two matching field cards",
    ),
    "draw_take missing": (
        DRAW_CHOICE,
        "case.toml: turn 1: the flipped card `pine-crane` matches both "
        "`pine-plain-1` and `pine-plain-2` on the field; name the one it "
        'captures with draw_take = "..."',
    ),
    "draw_take not a choice": (
        DRAW_CHOICE + 'draw_take = "pine-poetry"\n',
        "case.toml: turn 1: `pine-poetry` is not a legal choice: the "
        "flipped card `pine-crane` must take `pine-plain-1` or "
        "`pine-plain-2`",
    ),
    "draw_take without a choice": (
        WORKED.replace('play = "clover-boar"', 'play = "clover-boar"\ndraw_take = "willow-ribbon"'),
        "case.toml: turn 1: draw_take = `willow-ribbon` is given but "
        "the flipped card `willow-lightning` has no choice to make; "
        "draw_take is only for two matching field cards",
    ),
    "decide missing": (
        WORKED.replace('decide = "koi-koi"\n', ""),
        "case.toml: turn 1: A now holds inoshikacho 5 and must decide: add "
        'decide = "stop" or decide = "koi-koi"',
    ),
    "decide not offered": (
        QUIET.replace('play = "iris-plain-1"', 'play = "iris-plain-1"\ndecide = "stop"'),
        'case.toml: turn 1: decide = "stop" is given but A is not offered '
        "a decision: no new or better yaku this turn",
    ),
    "decide after the round ended": (
        WORKED.replace(
            'play = "chrysanthemum-plain-1"', 'play = "chrysanthemum-plain-1"\ndecide = "stop"'
        ),
        'case.toml: turn 2: decide = "stop" is given but B is not offered a decision: the round '
        "ended (B forms a new or better yaku after the koi-koi call)",
    ),
    "decide value": (
        WORKED.replace('"koi-koi"', '"koikoi"'),
        'case.toml: turn 1: decide must be "stop" or "koi-koi", not \'koikoi\'',
    ),
    "turn after the end": (
        WORKED + '[[turn]]\nplay = "pine-plain-1"\n',
        "case.toml: turn 3: the round is already over (B forms a new or better "
        "yaku after the koi-koi call); no turn can follow",
    ),
    # expectations
    "expect key": (
        WORKED.replace("points = 10", "score = 10"),
        "case.toml: expect: unknown key `score`; the keys are winner, points, base, yaku",
    ),
    "expect winner": (
        WORKED.replace('winner = "B"', 'winner = "b"'),
        'case.toml: expect.winner must be "A", "B", "none" or "pending", not \'b\'',
    ),
    "expect points type": (
        WORKED.replace("points = 10", 'points = "10"'),
        "case.toml: expect.points must be a whole number, not '10'",
    ),
    "expect base bool": (
        WORKED.replace("base = 5", "base = true"),
        "case.toml: expect.base must be a whole number, not true",
    ),
    "expect yaku type": (
        WORKED.replace('yaku = ["tsukimi"]', 'yaku = "tsukimi"'),
        "case.toml: expect.yaku must be a list, not 'tsukimi'",
    ),
}


@pytest.mark.parametrize("case", list(INVALID))
def test_invalid_scenarios_are_refused_with_one_line_naming_file_turn_and_card(case):
    text, message = INVALID[case]
    assert refused(text) == message


def outcome_text(o, lang: str = "en") -> str:
    """A replay's outcome in a sentence (a round's settlement, or pending)."""
    return words.outcome_text(o.settlement, lang)


READERS = ["ru", "uk", "ja"]


@pytest.mark.parametrize("lang", READERS)
@pytest.mark.parametrize("case", list(INVALID))
def test_invalid_scenarios_are_refused_in_the_readers_language(case, lang):
    with pytest.raises(ScenarioError) as refused:
        loads(INVALID[case][0], "case.toml")
    said = words.say(refused.value.msg, lang)
    assert said.startswith("`case.toml`") and "\n" not in said
    assert said != str(refused.value)
    assert english_in_message(said) == set()  # every cause too: none is English text


def test_a_cause_is_a_message_of_the_catalogue_never_english_text():
    # "card in two places" is refused by koikoi_edu.positions, inside the file's place
    with pytest.raises(ScenarioError) as refused:
        loads(INVALID["card in two places"][0], "case.toml")
    cause = refused.value.msg.fields["cause"].fields["cause"]
    assert isinstance(cause, Msg) and cause.id == "error.position.in-two-places"
    assert words.say(cause) == "`clover-boar` is both in A's hand and in the field"
    assert words.say(refused.value.msg, "ru") == (
        "`case.toml`: `position`: «хаги: кабан» лежит и в руке A, и на поле"
    )
    with pytest.raises(TypeError):  # no error is made of English text any more
        ScenarioError(
            message="at-code",
            where="case.toml",
            cause=ScenarioError(
                message="at-code", where="position", cause=KoikoiError("missing hand")
            ),
        )


@pytest.mark.parametrize("lang", READERS)
def test_files_that_cannot_be_read_are_refused_in_the_readers_language(tmp_path, lang):
    latin = tmp_path / "latin.toml"
    latin.write_bytes('title = "Koï"\n'.encode("latin-1"))
    big = tmp_path / "big.toml"
    big.write_text("# " + "x" * 300_000)
    refusals = {
        "missing": lambda: load(tmp_path / "missing.toml"),
        "not UTF-8": lambda: load(latin),
        "too large": lambda: load(big),
        "bytes": lambda: loads(b'title = "t"', "bytes.toml"),
        "stop_at": lambda: loads(WORKED, "worked.toml").replay(stop_at=3),
        "not in the library": lambda: load_library("no-such"),
    }
    for name, refuse in refusals.items():
        with pytest.raises(ScenarioError) as refused:
            refuse()
        said = words.say(refused.value.msg, lang)
        assert said != str(refused.value), name
        assert english_in_message(said) == set(), (name, said)


def test_an_error_said_in_any_language_survives_pickling():
    # errors cross processes (a notebook's kernel, multiprocessing): their fields must pickle
    for case in (
        "unknown top-level key",
        "expect base bool",
        "turn after the end",
        "decide missing",
    ):
        with pytest.raises(ScenarioError) as refused:
            loads(INVALID[case][0], "case.toml")
        copy = pickle.loads(pickle.dumps(refused.value))
        assert type(copy) is ScenarioError and repr(copy.msg) == repr(refused.value.msg)
        assert (str(copy), words.say(copy.msg, "uk")) == (
            str(refused.value),
            words.say(refused.value.msg, "uk"),
        )


def test_the_engines_ending_and_the_yaku_held_are_said_in_the_readers_language():
    with pytest.raises(ScenarioError) as refused:
        loads(INVALID["turn after the end"][0], "case.toml")
    assert words.say(refused.value.msg, "ru") == (
        "`case.toml`: ход 3: раунд уже окончен (B собирает новое или более ценное яку после "
        "кои-кои); ходов больше быть не может"
    )
    with pytest.raises(ScenarioError) as refused:
        loads(INVALID["decide missing"][0], "case.toml")
    said = words.say(refused.value.msg, "ru")
    assert "A теперь собирает Кабан, олень, бабочки 5 и должен решить" in said


def test_load_names_the_file_as_given(tmp_path):
    path = tmp_path / "worked.toml"
    path.write_text(WORKED.replace('play = "clover-boar"', 'play = "pine-plain-2"'))
    with pytest.raises(ScenarioError) as e:
        load(path)
    assert str(e.value) == f"{path}: turn 1: `pine-plain-2` is not in A's hand"
    path.write_text(WORKED)
    assert load(str(path)).source == str(path)


def test_unreadable_files_are_scenario_errors(tmp_path):
    with pytest.raises(ScenarioError) as e:
        load(tmp_path / "missing.toml")
    assert (
        str(e.value) == f"{tmp_path / 'missing.toml'}: cannot read the file: "
        "No such file or directory"
    )
    latin = tmp_path / "latin.toml"
    latin.write_bytes('title = "Koï"\n'.encode("latin-1"))
    with pytest.raises(ScenarioError, match=r"latin.toml: the text is not UTF-8 \(at byte \d+\)$"):
        load(latin)


def test_library_lists_the_shipped_files_and_loads_them_by_name():
    names = library()
    assert names == sorted(names) and all(n.endswith(".toml") for n in names)
    first = names[0]
    assert load_library(first.removesuffix(".toml")).source == first
    with pytest.raises(ScenarioError, match=r"^no scenario 'no-such' in the library; choose one"):
        load_library("no-such")


# -- round trips with the engine, and nothing but ScenarioError ----------------------------


def scenario_of_a_random_round(deck: list[int], rng: random.Random, limit: int) -> tuple:
    """Play a dealt round with random legal actions and write it down as a scenario.

    Returns the scenario text and the engine's round after at most ``limit`` turns.
    """
    r = Round.deal(deck=deck)
    turns: list[dict] = []
    while not r.is_terminal() and (r.phase is not Phase.PLAY or len(turns) < limit):
        action = rng.choice(r.legal_actions())
        if r.phase is Phase.PLAY:
            turns.append({"play": CARDS[action].id})
        elif r.phase is Phase.DECIDE:
            turns[-1]["decide"] = {STOP: "stop", KOIKOI: "koi-koi"}[action]
        else:
            turns[-1]["take" if r.phase is Phase.TAKE else "draw_take"] = CARDS[action].id
        r.apply_action(action)
        r.flip()
    text = deck_scenario(deck) + "".join(
        "[[turn]]\n" + "".join(f"{k} = {json.dumps(v)}\n" for k, v in t.items()) for t in turns
    )
    return text, r


@settings(max_examples=150, deadline=None)
@given(st.permutations(range(48)), st.randoms(use_true_random=False), st.integers(0, 17))
def test_a_written_down_round_replays_to_the_engines_result(deck, rng, limit):
    text, played = scenario_of_a_random_round(list(deck), rng, limit)
    replay = loads(text).replay()
    assert replay.round.actions == played.actions
    s = played.settlement
    expected = ("pending", 0) if s is None else (s.winner or "none", s.points)
    assert (replay.outcome.winner, replay.outcome.points) == expected


def mutations():
    """Small edits a teacher's typing could make: drop, repeat or swap lines, change a card."""
    junk = st.sampled_from(["", "x", "pine", "A", "koi-koi", "5", "[]", '"'])
    card = st.sampled_from([c.id for c in CARDS])
    return st.lists(
        st.tuples(
            st.sampled_from(["drop", "repeat", "swap", "card", "junk"]),
            st.integers(0, 60),
            st.integers(0, 60),
            card,
            junk,
        ),
        min_size=1,
        max_size=4,
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([WORKED, QUIET + QUIET_END, CHOICE, DRAW_CHOICE]), mutations())
def test_an_edited_scenario_loads_or_is_refused_with_scenario_error_only(text, edits):
    lines = text.splitlines()
    for kind, i, j, card, junk in edits:
        i, j = i % len(lines), j % len(lines)
        if kind == "drop":
            del lines[i]
        elif kind == "repeat":
            lines.insert(i, lines[i])
        elif kind == "swap":
            lines[i], lines[j] = lines[j], lines[i]
        else:
            words = lines[i].split('"')
            if len(words) > 2:
                words[1 + 2 * (j % (len(words) // 2))] = card if kind == "card" else junk
            lines[i] = '"'.join(words)
        if not lines:
            lines = ["title = 1"]
    try:
        s = loads("\n".join(lines) + "\n", "fuzz.toml")
    except ScenarioError as e:
        assert "\n" not in str(e) and str(e).startswith("fuzz.toml: ")
        return
    s.replay()
    for m in s.check():
        assert "\n" not in say(m)
