"""The koikoi-japan preset, and the recorded human games replayed under it.

The preset tests state positions in card ids and check hand-worked values. The
record tests replay the KoiKoi-AI records (directory ``KOIKOI_RECORDS``, by default
the shared data folder) and hold the engine to every recorded result.
"""

import dataclasses
import json
import os
import zipfile
from importlib import resources
from io import BytesIO
from pathlib import Path, PurePosixPath

import pytest
from helpers import (
    DEALER,
    FIELD_FOR_TESHI,
    KUTTSUKI,
    TESHI,
    A,
    B,
    act,
    assert_said_without_english,
    deal_order,
    position,
)

from koikoi_edu import cli, scenario, words
from koikoi_edu.cards import CardSet
from koikoi_edu.errors import KoikoiError
from koikoi_edu.match import next_dealer
from koikoi_edu.records import (
    PACKAGED_RECORDS,
    RecordError,
    all_records,
    koikoi_stats,
    load_record,
    replay_round,
    rescore_under,
)
from koikoi_edu.round import KOIKOI, SEATS, STOP, Phase, Round
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.settlement import Ending, Factor, FactorKind, Misdeal, settle
from koikoi_edu.yaku import score

JAPAN = Rules.preset("koikoi-japan")
TEACHING = Rules.preset("teaching")
# the shared data folder beside the repository, when there is one, must equal the copy
# the package ships (and every other test reads)
RECORDS = Path(
    os.environ.get(
        "KOIKOI_RECORDS", Path(__file__).parents[2] / "shared" / "data" / "koikoi-ai-records"
    )
)


def raw_records() -> dict[str, dict]:
    """The packaged record files as parsed JSON, by file name."""
    archive = resources.files("koikoi_edu") / "data" / PACKAGED_RECORDS
    with zipfile.ZipFile(BytesIO(archive.read_bytes())) as z:
        return {
            PurePosixPath(n).name: json.loads(z.read(n))
            for n in z.namelist()
            if n.endswith(".json")
        }


def test_the_packaged_records_are_the_shared_data_set():
    packaged = all_records()
    assert len(packaged) == 151
    assert sum(len(g.rounds) for g in packaged) == 1184
    numbers = [int(g.source.removesuffix(".json")) for g in packaged]
    assert numbers == sorted(numbers) and numbers[0] == 1
    if RECORDS.is_dir():
        assert packaged == all_records(RECORDS)


# -- the preset: yaku values -------------------------------------------------------------


def points(pile: list[str], rules: Rules = JAPAN, called: bool = False) -> dict[str, int]:
    return score(CardSet(pile), rules, called).points_by_id()


def test_viewing_yaku_are_worth_1_each_and_3_once_their_holder_has_called():
    both = ["cherry-curtain", "pampas-moon", "chrysanthemum-cup"]
    assert points(both) == {"hanami": 1, "tsukimi": 1}
    assert points(both, called=True) == {"hanami": 3, "tsukimi": 3}
    assert points(both, TEACHING, called=True) == {"hanami": 5, "tsukimi": 5}


def test_akatan_and_aotan_together_add_a_further_10():
    six = [
        "pine-poetry",
        "plum-poetry",
        "cherry-poetry",
        "peony-blue",
        "chrysanthemum-blue",
        "maple-blue",
    ]
    # 6 ribbons also make tanzaku: 1 at five, +1 for the sixth
    assert points(six) == {"akatan": 5, "aotan": 5, "akatan-aotan": 10, "tanzaku": 2}
    assert score(CardSet(six), JAPAN).base == 22
    assert points(six, TEACHING) == {"akatan": 5, "aotan": 5, "tanzaku": 2}


def test_the_cup_counts_as_a_plain_too():
    nine_plains = [
        "pine-plain-1",
        "pine-plain-2",
        "plum-plain-1",
        "plum-plain-2",
        "cherry-plain-1",
        "cherry-plain-2",
        "iris-plain-1",
        "iris-plain-2",
        "willow-lightning",
    ]
    assert points(nine_plains) == {}
    assert points(nine_plains + ["chrysanthemum-cup"]) == {"kasu": 1}


# -- the preset: settlement ----------------------------------------------------------------


@pytest.mark.parametrize(
    "calls, expected",
    [
        (0, 5),
        (1, 6),
        (2, 7),
        (3, 8),  # +1, +2, +3
        (4, 10),
        (5, 15),
        (6, 20),
        (7, 25),  # x2, x3, x4, x5
    ],
)
def test_own_calls_add_1_2_3_then_multiply_by_2_to_5(calls, expected):
    assert settle(JAPAN, "A", 5, ("sanko",), calls, 0).points == expected


def test_the_japan_factor_is_itemised():
    two = settle(JAPAN, "A", 5, ("sanko",), 2, 0).factors
    assert two == (Factor(FactorKind.OWN_CALLS, "+", 2, calls=2),)
    assert words.reason_text(two[0]) == "own 2 koi-koi calls"
    assert settle(JAPAN, "A", 5, ("sanko",), 4, 0).factors == (
        Factor(FactorKind.OWN_CALLS, "x", 2, calls=4),
    )


def test_no_doubling_at_seven_nor_against_a_caller():
    s = settle(JAPAN, "A", 8, ("shiko",), 0, 3)
    assert (s.points, s.factors) == (8, ())
    assert settle(TEACHING, "A", 8, ("shiko",), 0, 1).points == 32


# -- the preset: a round -------------------------------------------------------------------


def animals_round(rules: Rules = JAPAN) -> Round:
    """A holds deer, butterflies and cuckoo; the boar then makes inoshikacho (5) and
    the geese a fifth animal, tane (1). No flip matches anything A or B needs."""
    return position(
        rules,
        a_hand=["clover-boar", "pampas-geese", "pine-plain-1"],
        b_hand=["iris-plain-1", "wisteria-plain-1"],
        field=["clover-plain-1", "pampas-plain-1", "paulownia-plain-1"],
        stock=[
            "chrysanthemum-plain-1",
            "maple-plain-1",
            "willow-lightning",
            "cherry-plain-1",
            "peony-plain-1",
            "iris-plain-2",
        ],
        a_pile=["maple-deer", "peony-butterflies", "wisteria-cuckoo"],
        to_move=A,
        dealer=B,  # A holds one card more: B dealt
    )


def test_every_rise_of_the_total_offers_a_decision_and_calls_add_up():
    r = animals_round()
    act(r, "clover-boar")
    assert r.phase is Phase.DECIDE and r.score(A).base == 5
    act(r, KOIKOI, "iris-plain-1", "pampas-geese")
    # tane 1 raised the base to 6: a second decision, where teaching ends the round
    assert r.phase is Phase.DECIDE and r.score(A).base == 6

    stopped = r.copy()
    act(stopped, STOP)
    assert (stopped.settlement.winner, stopped.settlement.points) == ("A", 7)  # 6 + 1 call

    act(r, KOIKOI)
    assert r.calls == [2, 0]
    act(r, "wisteria-plain-1", "pine-plain-1")
    # the hands ran out: the dealer B takes 1, although A holds 6 with two calls
    s = r.settlement
    assert (s.winner, s.points, s.base, s.yaku) == ("B", 1, 1, ())


def test_teaching_ends_the_same_round_at_the_first_rise_after_the_call():
    r = animals_round(TEACHING)
    act(r, "clover-boar", KOIKOI, "iris-plain-1", "pampas-geese")
    assert (r.settlement.winner, r.settlement.points) == ("A", 6)


def last_turn(rules: Rules, a_pile: list[str], koikoi: list[int] = ()) -> Round:
    """A's last card, the boar, captures the clover plain; the flip stays on the field."""
    return position(
        rules,
        a_hand=["clover-boar"],
        b_hand=["iris-plain-1"],
        field=["clover-plain-1"],
        stock=["willow-lightning", "pine-plain-1"],
        a_pile=a_pile,
        koikoi=koikoi,
    )


def test_a_rise_on_the_last_turn_wins_outright():
    r = last_turn(JAPAN, ["maple-deer", "peony-butterflies"])
    act(r, "clover-boar")
    assert r.is_terminal()
    assert (r.settlement.winner, r.settlement.points, r.settlement.yaku) == (
        "A",
        5,
        ("inoshikacho",),
    )
    # with a call already made, the call counts: tane 1 joins inoshikacho, 6 + 1
    called = last_turn(
        JAPAN,
        ["maple-deer", "peony-butterflies", "wisteria-cuckoo", "plum-warbler", "clover-plain-2"],
        koikoi=[A],
    )
    act(called, "clover-boar")
    assert (called.settlement.winner, called.settlement.points) == ("A", 7)


def test_teaching_still_offers_the_decision_on_the_last_turn():
    r = last_turn(TEACHING, ["maple-deer", "peony-butterflies"])
    act(r, "clover-boar")
    assert r.phase is Phase.DECIDE


def test_no_instant_wins_and_a_hand_with_a_whole_month_is_redealt():
    dealer = [
        "pine-plain-1",
        "pine-plain-2",
        "peony-blue",
        "clover-ribbon",
        "pampas-geese",
        "chrysanthemum-blue",
        "maple-plain-1",
        "willow-lightning",
    ]
    deck = deal_order(KUTTSUKI, FIELD_FOR_TESHI, dealer)
    assert Round.deal(JAPAN, deck=deck).phase is Phase.PLAY
    assert Round.deal(TEACHING, deck=deck).settlement.yaku == ("kuttsuki",)
    four_pines = Round.deal(JAPAN, deck=deal_order(TESHI, FIELD_FOR_TESHI, DEALER))
    assert four_pines.settlement.winner is None
    s = four_pines.settlement
    assert (s.ending, s.misdeal) == (Ending.MISDEAL, Misdeal.HAND_MONTH)
    assert "a hand holds all 4 cards of a month" in words.ending_text(s, "en", JAPAN)


def test_other_presets_keep_their_own_values_of_the_new_options():
    for name in ("teaching", "escalating", "flower-poker", "nintendo"):
        rules = PRESETS[name]
        assert rules.viewing_points == 5 and rules.viewing_points_called is None, name
        assert rules.ribbon_pair_bonus == 0 and rules.caller_factor != "japan", name
        assert rules.improvement == "yaku" and rules.last_turn_decision, name
        assert rules.instant_win_points == 6 and not rules.hand_four_redeal, name
    assert PRESETS["teaching"] == Rules()


# -- the records ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def games():
    return all_records()


@pytest.fixture(scope="module")
def game1(games):
    return next(g for g in games if g.source == "1.json")


def test_every_recorded_round_replays_to_the_recorded_winner_and_points(games):
    mismatches, replayed = [], 0
    for game in games:
        for rec in game.rounds:
            try:
                r = replay_round(rec)
            except RecordError as e:
                mismatches.append(str(e))
                continue
            replayed += rec.complete
            assert r.is_terminal() == rec.complete, words.say(rec.place())
    assert mismatches == []
    assert len(games) == 151 and replayed == 1183


def test_the_games_follow_the_match_rules(games):
    for game in games:
        if not game.finished:
            continue
        banks = dict(zip(SEATS, game.start_points, strict=True))
        assert tuple(banks.values()) == (JAPAN.bank, JAPAN.bank)
        dealer = game.rounds[0].dealer
        for n, rec in enumerate(game.rounds, 1):
            assert rec.dealer == dealer, words.say(rec.place())
            s = replay_round(rec).settlement
            loser = SEATS[1 - SEATS.index(s.winner)]
            banks[s.winner] += s.points
            banks[loser] -= s.points
            dealer = SEATS[next_dealer(JAPAN, SEATS.index(dealer), s)]
            over = min(banks.values()) <= 0 or n == JAPAN.match_rounds
            assert over == (n == len(game.rounds)), words.say(rec.place())
        assert tuple(banks.values()) == game.final_points, game.source


def test_round_1_of_game_1_as_worked_by_hand(game1):
    # A captures the cup (turn 2) and the curtain (turn 4): hanami 1, koi-koi; the moon
    # on turn 14 adds tsukimi, and after the call each viewing yaku is worth 3
    r = replay_round(game1.rounds[0])
    assert (
        words.settlement_text(r.settlement, "en", JAPAN)
        == "6 (hanami + tsukimi) + 1 (own 1 koi-koi call) = 7"
    )
    assert r.start["dealer"] == B and len(r.start["deck"]) == 48
    # 14 plays and their 14 flips, B's take on turn 5, two decisions
    assert len(r.actions) == 14 + 14 + 1 + 2


def test_the_record_cut_short_is_reported_and_replays_as_far_as_it_goes(games):
    cut = [g for g in games if not g.finished]
    assert [g.source for g in cut] == ["201.json"]
    game = cut[0]
    assert words.say(game.cut_short) == (
        "201.json: cut short in round 1 after turn 4, with no result; the game was never finished"
    )
    (rec,) = game.rounds
    assert not rec.complete and rec.winner is None and rec.points is None
    r = replay_round(rec)
    # A dealt: after two turns each it is A's turn again, with 6 cards in hand
    assert r.phase is Phase.PLAY and r.to_move == A and r.hands[A].bit_count() == 6
    assert len(r.stock) == 24 - 4
    assert scenario.loads(words.round_to_scenario_toml(rec)).check() == []
    assert 'winner = "pending"' in words.round_to_scenario_toml(rec)


def doctored(tmp_path: Path, change) -> Path:
    """A copy of 1.json with ``change`` applied to it."""
    doc = raw_records()["1.json"]
    change(doc)
    path = tmp_path / "1.json"
    path.write_text(json.dumps(doc))
    return path


def _round1(change):
    """``change`` applied to the first round of a record."""
    return lambda doc: change(doc["record"]["round1"])


def _set(turn: str, key: str, value):
    return _round1(lambda rnd: rnd[turn].__setitem__(key, value))


def _basic(key: str, value):
    return _round1(lambda rnd: rnd["basic"].__setitem__(key, value))


#: Records that load but break the rules when replayed, and the message naming how.
BROKEN = [
    (
        _set("turn3", "discardCard", [1, 1]),
        "1.json round 1 turn 3: `pine-crane` is not in B's hand",
    ),
    (
        _set("turn1", "drawCard", [11, 1]),
        "1.json round 1 turn 1: the record flips `willow-rainman` but the top of the stock "
        "is `willow-ribbon`",
    ),
    (
        _set("turn5", "collectCard", [[10, 2], [9, 4]]),
        "1.json round 1 turn 5: `maple-blue` matches `maple-deer` and `maple-plain-2` on the "
        "field, but the record captures `maple-blue`, `chrysanthemum-plain-2`",
    ),
    (
        _set("turn6", "collectCard2", []),
        "1.json round 1 turn 6: the record captures `peony-blue`, `peony-plain-1` but the "
        "engine captures `iris-bridge`, `iris-plain-1`, `peony-blue`, `peony-plain-1`",
    ),
    (
        _set("turn4", "isKoiKoi", None),
        "1.json round 1 turn 4: A now holds hanami 1 and must stop or call koi-koi, but the "
        "record has no decision",
    ),
    (
        _set("turn5", "collectCard", []),
        "1.json round 1 turn 5: `maple-blue` matches `maple-deer` and `maple-plain-2` on the "
        "field, but the record captures nothing",
    ),
    (
        _set("turn2", "isKoiKoi", True),
        "1.json round 1 turn 2: the record says A calls koi-koi, but the engine offers no "
        "decision after this turn",
    ),
    (
        _set("turn2", "isKoiKoi", False),
        "1.json round 1 turn 2: the record says A stops, but the engine offers no decision "
        "after this turn",
    ),
    (
        _set("turn1", "playerInTurn", 1),
        "1.json round 1 turn 1: the record has A moving, but it is B's turn",
    ),
    (
        _basic("player1RoundPts", 8),
        "1.json round 1: recorded A wins 8, but the engine settles A wins 7 "
        "(6 (hanami + tsukimi) + 1 (own 1 koi-koi call) = 7)",
    ),
    (
        _round1(lambda rnd: rnd.pop("turn14")),
        "1.json round 1: the record ends after turn 13 but the round goes on",
    ),
    (
        _round1(lambda rnd: rnd["basic"].pop("roundWinner")),
        "1.json round 1: the record breaks off, but the round is over (A stops)",
    ),
    (
        _round1(lambda rnd: rnd.__setitem__("turn15", rnd["turn14"])),
        "1.json round 1 turn 15: the round is already over (A stops) but the record goes on",
    ),
]


@pytest.mark.parametrize("change, message", BROKEN)
def test_a_record_that_breaks_the_rules_fails_loudly(tmp_path, change, message):
    rec = load_record(doctored(tmp_path, change)).rounds[0]
    with pytest.raises(RecordError) as e:
        replay_round(rec)
    assert str(e.value) == message
    assert isinstance(e.value, KoikoiError)


#: Record files that do not load, and the message naming what is wrong and where.
MALFORMED = [
    (
        _set("turn1", "discardCard", [13, 1]),
        "1.json round 1 turn 1: discardCard: [13, 1] is not a card [month 1-12, 1-4]",
    ),
    (
        _set("turn1", "collectCard", "x"),
        "1.json round 1 turn 1: collectCard: expected a list of cards, not x",
    ),
    (
        _set("turn3", "playerInTurn", True),
        "1.json round 1 turn 3: playerInTurn must be player 1 or 2, not True",
    ),
    (
        _set("turn1", "isKoiKoi", 2),
        "1.json round 1 turn 1: isKoiKoi must be true, false or null, not 2",
    ),
    (_basic("Dealer", 3), "1.json round 1: Dealer must be player 1 or 2, not 3"),
    (_basic("initBoard", 5), "1.json round 1: initBoard: expected a list of cards, not 5"),
    (
        _round1(lambda rnd: rnd.__setitem__("turnX", {})),
        "1.json round 1: unexpected entry 'turnX'; expected turn1, turn2, ...",
    ),
    (
        lambda doc: doc["result"].__setitem__("isOver", "yes"),
        "1.json: isOver must be true or false, not yes",
    ),
    (lambda doc: doc.clear(), "1.json: the entry 'info' is missing"),
    (
        lambda doc: doc.__setitem__("record", []),
        "1.json: not a game record of the expected shape (objects info, result and record)",
    ),
]


@pytest.mark.parametrize("change, message", MALFORMED)
def test_a_malformed_record_is_refused_on_loading(tmp_path, change, message):
    with pytest.raises(RecordError) as e:
        load_record(doctored(tmp_path, change))
    assert str(e.value) == message


def test_a_directory_without_records_is_refused(tmp_path):
    with pytest.raises(RecordError) as e:
        all_records(tmp_path)
    assert str(e.value) == f"{tmp_path}: no game records (*.json) in this directory"


@pytest.mark.parametrize("lang", ["ru", "uk", "ja"])
def test_every_refused_record_is_said_in_the_learners_language(tmp_path, lang):
    # issue 11: the record's file name, keys and values stay as written, in backticks
    refusals = []
    for change, _ in MALFORMED + BROKEN:
        with pytest.raises(RecordError) as e:
            replay_round(load_record(doctored(tmp_path, change)).rounds[0])
        refusals.append(e.value)
    with pytest.raises(RecordError) as e:
        all_records(tmp_path / "empty")
    for error in [*refusals, e.value]:
        assert_said_without_english(error, [lang])


# -- scenario files from records -------------------------------------------------------------


def test_a_recorded_round_becomes_a_scenario_that_checks(game1, tmp_path, capsys):
    text = words.round_to_scenario_toml(game1.rounds[0], "Hanami, koi-koi, tsukimi")
    assert 'rules = "koikoi-japan"' in text and 'to_move = "B"' in text
    path = tmp_path / "real-game-1-1.toml"
    path.write_text(text)
    s = scenario.load(path)
    assert s.title == "Hanami, koi-koi, tsukimi" and len(s.turns) == 14
    assert (s.turns[3].decide, s.turns[4].take, s.turns[13].decide) == (
        "koi-koi",
        "maple-deer",
        "stop",
    )
    assert s.turns[3].say.endswith("A now holds hanami 1. A calls koi-koi and plays on.")
    assert s.expect == {"winner": "A", "points": 7, "base": 6, "yaku": ["hanami", "tsukimi"]}
    assert s.check() == []
    assert cli.main(["check", str(path)]) == 0
    capsys.readouterr()


def test_the_first_round_of_every_game_makes_a_valid_scenario(games):
    for game in games:
        rec = game.rounds[0]
        where = words.say(rec.place())
        assert scenario.loads(words.round_to_scenario_toml(rec), where).check() == []


# -- statistics for the lesson ----------------------------------------------------------------


def test_koikoi_stats_of_game_1_as_counted_by_hand(game1):
    # first decisions: round 1 A koi-koi (and A wins), rounds 2-5 a stop each; rounds 6-8
    # are won by a rise on the winner's eighth turn, which is no decision
    stats = koikoi_stats([game1])
    assert stats == {
        "rounds": 8,
        "hands_ran_out": 0,
        "first_yaku": 5,
        "first_koikoi": 1,
        "koikoi_rate": 0.2,
        "after_first_koikoi": {"caller": 1, "rival": 0, "hands_ran_out": 0},
        "koikoi_pays_off": 1.0,
        "winning_yaku": {
            "tsukimi": 2,
            "sanko": 2,
            "kasu": 2,
            "hanami": 1,
            "inoshikacho": 1,
            "tane": 1,
            "tanzaku": 1,
        },
        "points": {1: 4, 5: 2, 6: 1, 7: 1},
    }


def test_koikoi_stats_of_all_games_agree_with_the_raw_records(games):
    raw = [doc["record"] for doc in raw_records().values()]
    basics = [
        r["basic"]
        for rounds in raw
        for r in rounds.values()
        if r["basic"].get("roundWinner") is not None
    ]
    stats = koikoi_stats(games)
    assert stats["rounds"] == len(basics) == 1183
    assert stats["hands_ran_out"] == sum(b["roundWinner"] == 0 for b in basics)
    assert sum(p * n for p, n in stats["points"].items()) == sum(
        abs(b["player1RoundPts"]) for b in basics
    )
    assert sum(stats["after_first_koikoi"].values()) == stats["first_koikoi"]


def test_rescoring_round_1_of_game_1_under_other_presets(game1):
    one = dataclasses.replace(game1, rounds=game1.rounds[:1])
    # A's pile: curtain, moon, cup and no other yaku: hanami 5 + tsukimi 5 under these
    for name, expected in (
        ("teaching", 20),
        ("nintendo", 20),
        ("escalating", 20),
        ("flower-poker", 20),
    ):
        (r,) = rescore_under([one], PRESETS[name])
        assert (r.recorded.points, r.rescored.winner, r.rescored.base) == (7, "A", 10), name
        assert r.rescored.points == expected, name
    (teaching,) = rescore_under([one], TEACHING)
    assert (
        words.settlement_text(teaching.rescored, "en", TEACHING)
        == "10 (hanami + tsukimi) × 2 (base 7 or more) = 20"
    )


def test_rescoring_a_round_whose_hands_ran_out(games):
    # 41.json round 3: B called koi-koi on turn 4, nobody won, the dealer A took 1
    game = next(g for g in games if g.source == "41.json")
    one = dataclasses.replace(game, rounds=game.rounds[2:3])
    assert one.rounds[0].hands_ran_out and one.rounds[0].dealer == "A"
    (teaching,) = rescore_under([one], TEACHING)
    (nintendo,) = rescore_under([one], PRESETS["nintendo"])
    assert (teaching.recorded.winner, teaching.recorded.points) == ("A", 1)
    assert teaching.rescored.winner is None
    assert (nintendo.rescored.winner, nintendo.rescored.points) == ("A", 6)
