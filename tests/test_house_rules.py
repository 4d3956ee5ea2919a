"""The house rules of other Koi-Koi programs, as options (issue 24), and the ways to set
them: the text "unlimited", a round's month, ``score --month`` and the ``rules`` command
of docs/scenario-format.md.

Each option is tested once per value on a pile worked by hand from docs/rules.md
section 5; the fast scorer is held to ``score()`` under every new option.
"""

from __future__ import annotations

import dataclasses
import json
import re
import tomllib
from pathlib import Path

import pytest
from helpers import assert_said_without_english
from hypothesis import given, settings
from hypothesis import strategies as st

from koikoi_edu import words
from koikoi_edu.cards import CARDS, FULL_DECK, CardSet, card
from koikoi_edu.cli import main
from koikoi_edu.errors import KoikoiError, RulesError
from koikoi_edu.match import Match, round_month
from koikoi_edu.round import Round
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.saving import round_from_json, round_to_json
from koikoi_edu.scenario import load_library, loads
from koikoi_edu.settlement import FactorKind, settle
from koikoi_edu.words import LANGUAGES
from koikoi_edu.yaku import aims, progress, score, scorer

TEACHING = Rules()


def held(cards, rules=TEACHING, **kw) -> dict[str, int]:
    return score(CardSet.of(*cards), rules, **kw).points_by_id()


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return status, out, err


INOSHIKACHO_AND_TWO = [
    "clover-boar",
    "maple-deer",
    "peony-butterflies",
    "plum-warbler",
    "wisteria-cuckoo",
]
POETRY_AND_TWO = ["pine-poetry", "plum-poetry", "cherry-poetry", "wisteria-ribbon", "iris-ribbon"]
CHERRIES = ["cherry-curtain", "cherry-poetry", "cherry-plain-1", "cherry-plain-2"]
VIEWING = ["cherry-curtain", "pampas-moon", "chrysanthemum-cup"]
FIVE_ANIMALS = ["plum-warbler", "wisteria-cuckoo", "iris-bridge", "pampas-geese", "willow-swallow"]
FIVE_RIBBONS = ["pine-poetry", "wisteria-ribbon", "iris-ribbon", "clover-ribbon", "peony-blue"]
TEN_PLAINS = [c.id for c in CARDS if "plain" in c.id][:10]


# -- "unlimited" --------------------------------------------------------------------


@pytest.mark.parametrize("option", ["koikoi_limit", "match_rounds", "match_target", "bank"])
def test_unlimited_is_the_text_for_none(option):
    assert getattr(Rules.preset("flower-poker").replace(**{option: "unlimited"}), option) is None
    assert Rules(**{option: "unlimited"}) == Rules(**{option: None})


@pytest.mark.parametrize(
    "option, value",
    [
        ("sanko_points", "unlimited"),
        ("viewing_points_called", "unlimited"),
        ("koikoi_limit", "lots"),
        ("koikoi_limit", -1),
        ("koikoi_limit", True),
    ],
)
def test_unlimited_is_refused_where_it_means_nothing(option, value):
    with pytest.raises(RulesError) as e:
        Rules(**{option: value})
    assert option in str(e.value) and "\n" not in str(e.value)
    assert_said_without_english(e.value)


def test_unlimited_is_read_from_a_scenario_and_the_command_line(capsys):
    scenario = loads(
        QUIET_POSITION.replace("[rule_options]", '[rule_options]\nkoikoi_limit = "unlimited"')
    )
    assert scenario.rules.koikoi_limit is None
    for value in ("unlimited", '"unlimited"'):
        status, out, _ = run(capsys, "rules", "--json", "--option", f"koikoi_limit={value}")
        assert status == 0 and json.loads(out)["koikoi_limit"]["value"] == "unlimited"
    status, _, err = run(capsys, "rules", "--option", "koikoi_limit=lots")
    assert status == 2 and err.count("\n") == 1 and "unlimited" in err


# -- the round's month ------------------------------------------------------------------

QUIET_POSITION = """\
title = "Nothing matches"
[rule_options]
[position]
A.hand = ["iris-plain-1", "clover-boar"]
B.hand = ["wisteria-plain-1", "maple-plain-1"]
field = ["pine-plain-1"]
stock = ["paulownia-plain-1", "willow-lightning", "cherry-plain-1", "plum-plain-1"]
"""


def test_round_k_of_a_match_plays_month_k_mod_12():
    assert [round_month(k) for k in (1, 2, 12, 13, 25)] == [1, 2, 12, 1, 1]
    match = Match(TEACHING.replace(month_yaku_points=4), seed=1)
    months = []
    for _ in range(3):
        r = match.play_round()
        months.append(r.month)
        while not r.is_terminal():
            r.apply_action(r.legal_actions()[0])
            r.flip()
        match.finish_round(r)
    assert months == [1, 2, 3]


@pytest.mark.parametrize("where", ["top", "rule_options"])
def test_a_scenario_names_its_month_at_the_top_or_among_its_options(where):
    text = (
        QUIET_POSITION.replace("[rule_options]", "month = 3\n[rule_options]")
        if where == "top"
        else QUIET_POSITION.replace("[rule_options]", "[rule_options]\nmonth = 3")
    )
    scenario = loads(text)
    assert scenario.month == 3 and scenario.new_round().month == 3
    assert loads(QUIET_POSITION).month == 1


@pytest.mark.parametrize("month", [0, 13, "3", 2.0, True])
def test_a_month_outside_1_to_12_is_refused_in_a_scenario(month):
    text = QUIET_POSITION.replace("[rule_options]", f"month = {json.dumps(month)}\n[rule_options]")
    with pytest.raises(KoikoiError) as e:
        loads(text, "m.toml")
    assert "month" in str(e.value) and "1 to 12" in str(e.value)
    assert_said_without_english(e.value)


def test_two_different_months_are_refused():
    text = QUIET_POSITION.replace("[rule_options]", "month = 3\n[rule_options]\nmonth = 4")
    with pytest.raises(KoikoiError) as e:
        loads(text)
    assert "twice" in str(e.value)
    assert_said_without_english(e.value)


def test_score_month_names_the_round_for_month_yaku(capsys):
    status, out, _ = run(
        capsys, "score", "--json", "--option", "month_yaku_points=4", "--month", "3", *CHERRIES
    )
    assert status == 0 and json.loads(out) == {
        "base": 4,
        "points": 4,
        "yaku": [{"id": "tsuki-fuda", "points": 4}],
    }
    # another month, or the option off: the cherries are no yaku
    for argv in (["--option", "month_yaku_points=4", "--month", "4"], ["--month", "3"]):
        assert json.loads(run(capsys, "score", "--json", *argv, *CHERRIES)[1])["yaku"] == []


@pytest.mark.parametrize("month", ["0", "13", "x", "-1"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_score_refuses_a_month_outside_1_to_12(capsys, month, lang):
    status, _, err = run(capsys, "score", "--lang", lang, "--month", month, "pine-crane")
    assert status == 2 and ("1 to 12" in err if lang == "en" else "от 1 до 12" in err)


def test_a_round_refuses_a_month_outside_1_to_12():
    with pytest.raises(KoikoiError):
        Round.deal(seed=1, month=13)


# -- the rules command -----------------------------------------------------------------


def test_rules_lists_every_option_with_its_value_and_meaning(capsys):
    status, out, _ = run(capsys, "rules", "--rules", "nintendo", "--option", "sanko_points=6")
    lines = out.splitlines()
    assert status == 0 and "sanko_points=6" in lines[0]
    listed = {line.split(" = ")[0]: line for line in lines[1:]}
    assert set(listed) == set(words.option_docs()) - {"name"}
    assert listed["sanko_points"].startswith("sanko_points = 6  # 3 brights")
    assert listed["koikoi_limit"].startswith('koikoi_limit = "unlimited"')
    assert listed["viewing_points_called"].startswith("viewing_points_called = (unset)")


def test_rules_json_and_language(capsys):
    status, out, _ = run(
        capsys,
        "rules",
        "--json",
        "--lang",
        "ru",
        "--option",
        'viewing_cancelled_by=["willow-lightning"]',
    )
    shown = json.loads(out)
    assert status == 0 and set(shown) == set(words.option_docs())
    assert shown["viewing_cancelled_by"]["value"] == ["willow-lightning"]
    assert shown["double_at_seven"] == {
        "value": True,
        "means": words.option_docs("ru")["double_at_seven"],
    }
    assert shown["koikoi_limit"]["value"] == 1


@pytest.mark.parametrize(
    "argv", [["--rules", "nintend"], ["--option", "colour=red"], ["--option", "tane_points=-1"]]
)
def test_rules_refuses_bad_input_in_one_line(capsys, argv):
    status, out, err = run(capsys, "rules", *argv)
    assert status == 2 and out == "" and err.count("\n") == 1


# -- named_replaces_counted -------------------------------------------------------------


def test_named_replaces_counted_drops_the_counted_yaku_of_a_named_yaku_held():
    assert held(INOSHIKACHO_AND_TWO) == {"inoshikacho": 5, "tane": 1}
    assert held(POETRY_AND_TWO) == {"akatan": 5, "tanzaku": 1}
    on = TEACHING.replace(named_replaces_counted=True)
    assert held(INOSHIKACHO_AND_TWO, on) == {"inoshikacho": 5}
    assert held(POETRY_AND_TWO, on) == {"akatan": 5}
    # the named yaku's own extras take its place (nintendo: +1 per animal over 3)
    nintendo = Rules.preset("nintendo").replace(named_replaces_counted=True)
    assert held(INOSHIKACHO_AND_TWO + ["iris-bridge"], nintendo) == {"inoshikacho": 8}
    # aotan alone replaces tanzaku too; animals without inoshikacho still make tane
    blue = ["peony-blue", "chrysanthemum-blue", "maple-blue", "pine-poetry", "iris-ribbon"]
    assert held(blue, on) == {"aotan": 5}
    assert held(FIVE_ANIMALS, on) == {"tane": 1}


def test_named_replaces_counted_with_named_excludes_counted():
    both = TEACHING.replace(named_replaces_counted=True, named_excludes_counted=True)
    pile = INOSHIKACHO_AND_TWO + ["iris-bridge", "pampas-geese", "willow-swallow"]
    assert held(pile, TEACHING.replace(named_excludes_counted=True)) == {
        "inoshikacho": 5,
        "tane": 1,
    }
    assert held(pile, both) == {"inoshikacho": 5}


def test_progress_leaves_out_a_counted_yaku_that_is_replaced():
    on = TEACHING.replace(named_replaces_counted=True)
    pile = CardSet.of("clover-boar", "maple-deer", "peony-butterflies", "plum-warbler")
    assert "tane" in {p.id for p in progress(pile, TEACHING)}
    assert "tane" not in {p.id for p in progress(pile, on)}


# -- month_yaku_points ------------------------------------------------------------------


def test_tsuki_fuda_is_the_four_cards_of_the_rounds_month():
    assert held(CHERRIES, month=3) == {}
    four = TEACHING.replace(month_yaku_points=4)
    assert held(CHERRIES, four, month=3) == {"tsuki-fuda": 4}
    assert held(CHERRIES, four, month=2) == {}
    assert held(CHERRIES[:3], four, month=3) == {}
    held_yaku = score(CardSet.of(*CHERRIES), four, month=3).yaku[0]
    assert words.yaku_name(held_yaku.id, "ru", four) == "Карты месяца"
    near = {p.id: p.have for p in progress(CardSet.of(*CHERRIES[:3]), four, month=3)}
    assert near["tsuki-fuda"] == 3
    assert "tsuki-fuda" not in {p.id for p in progress(CardSet.of(*CHERRIES[:3]), TEACHING)}


def test_a_round_of_a_month_scores_its_month_yaku():
    four = TEACHING.replace(month_yaku_points=4)
    r = Round.from_position(
        four,
        hands=(CardSet.of("pine-plain-1").mask, CardSet.of("iris-plain-1").mask),
        field=0,
        stock=[],
        month=3,
    )
    r.piles[0] = CardSet.of(*CHERRIES).mask
    assert r.score(0).points_by_id() == {"tsuki-fuda": 4}


# -- hanami_points and tsukimi_points ----------------------------------------------------


@pytest.mark.parametrize(
    "hanami, tsukimi, expected",
    [
        (None, None, {"hanami": 5, "tsukimi": 5}),
        (3, None, {"hanami": 3, "tsukimi": 5}),
        (None, 0, {"hanami": 5}),
        (0, 2, {"tsukimi": 2}),
    ],
)
def test_each_viewing_yaku_has_its_own_value(hanami, tsukimi, expected):
    rules = TEACHING.replace(hanami_points=hanami, tsukimi_points=tsukimi)
    assert held(VIEWING, rules) == expected
    assert {a.id for a in aims(rules)} & {"hanami", "tsukimi"} == set(expected)


def test_an_own_viewing_value_holds_after_a_call_too():
    japan = Rules.preset("koikoi-japan")  # viewing 1, 3 once called
    assert held(VIEWING, japan, called=True) == {"hanami": 3, "tsukimi": 3}
    assert held(VIEWING, japan.replace(hanami_points=2), called=True) == {"hanami": 2, "tsukimi": 3}


# -- viewing_cancelled_by ---------------------------------------------------------------


@pytest.mark.parametrize(
    "cancellers, card, cancelled",
    [
        ((), "willow-lightning", False),
        (("willow-lightning",), "willow-lightning", True),
        (("willow-lightning",), "willow-rainman", False),
        (
            ("paulownia-phoenix", "paulownia-plain-1", "paulownia-plain-2", "paulownia-plain-3"),
            "paulownia-plain-2",
            True,
        ),
    ],
)
def test_a_card_of_viewing_cancelled_by_cancels_both_viewing_yaku(cancellers, card, cancelled):
    rules = TEACHING.replace(viewing_cancelled_by=list(cancellers))
    got = held(VIEWING + [card], rules)
    assert ("hanami" in got) is ("tsukimi" in got) is (not cancelled)
    assert scorer(rules).base(CardSet.of(*VIEWING, card).mask) == sum(got.values())
    gone = {"hanami", "tsukimi"} & {
        p.id for p in progress(CardSet.of("cherry-curtain", card), rules)
    }
    assert gone == (set() if cancelled else {"hanami", "tsukimi"})


def test_rainman_cancels_viewing_is_a_shorthand():
    pile = VIEWING + ["willow-rainman"]
    shorthand = TEACHING.replace(rainman_cancels_viewing=True)
    listed = TEACHING.replace(viewing_cancelled_by=("willow-rainman",))
    assert held(pile, shorthand) == held(pile, listed) == {}
    assert held(pile) == {"hanami": 5, "tsukimi": 5}
    # the same cards in another order, or twice, are the same rules
    assert TEACHING.replace(
        viewing_cancelled_by=["willow-lightning", "willow-rainman"]
    ) == TEACHING.replace(
        viewing_cancelled_by=("willow-rainman", "willow-lightning", "willow-rainman")
    )


# -- tane_points, tanzaku_points, kasu_points ------------------------------------------


@pytest.mark.parametrize(
    "option, pile, extra, yid",
    [
        ("tane_points", FIVE_ANIMALS, "clover-boar", "tane"),
        ("tanzaku_points", FIVE_RIBBONS, "willow-ribbon", "tanzaku"),
        ("kasu_points", TEN_PLAINS, "paulownia-plain-3", "kasu"),
    ],
)
@pytest.mark.parametrize("points", [1, 3, 0])
def test_a_counted_yaku_is_worth_its_option_at_the_threshold(option, pile, extra, yid, points):
    rules = TEACHING.replace(**{option: points})
    more = [*pile, extra]
    assert held(pile, rules).get(yid) == (points or None)  # worth 0 it is not held
    assert held(more, rules)[yid] == points + 1
    have = {p.id: (p.have, p.need) for p in progress(CardSet.of(*pile[:-1]), rules)}
    assert have[yid] == (len(pile) - 1, len(pile) + (points == 0))


# -- caller_factor = "all-calls-plus-one" ----------------------------------------------


@pytest.mark.parametrize(
    "mine, theirs, points", [(0, 0, 5), (1, 0, 10), (0, 1, 10), (1, 1, 15), (2, 3, 30)]
)
def test_all_calls_plus_one_counts_every_call_of_the_round(mine, theirs, points):
    rules = Rules.preset("escalating").replace(caller_factor="all-calls-plus-one")
    s = settle(rules, "A", 5, ("inoshikacho",), mine, theirs)
    assert s.points == points
    assert [f.kind for f in s.factors] == ([FactorKind.ALL_CALLS] if mine + theirs else [])
    if mine + theirs:
        assert s.factors[0].calls == mine + theirs
        assert (
            words.reason_text(s.factors[0], "en")
            == f"{mine + theirs} koi-koi call"
            + ("s" if mine + theirs > 1 else "")
            + " in the round"
        )
        calls = {1: "объявление", 2: "объявления", 5: "объявлений"}[mine + theirs]
        assert words.reason_text(s.factors[0], "ru") == f"{mine + theirs} {calls} кои-кои за раунд"


# -- a yaku worth 0 points is not held -------------------------------------------------


def test_a_yaku_worth_nothing_is_not_held_anywhere(capsys):
    rules = TEACHING.replace(goko_points=0)
    brights = ["pine-crane", "cherry-curtain", "pampas-moon", "willow-rainman", "paulownia-phoenix"]
    assert held(brights, rules) == {}
    assert not score(CardSet.of(*brights), rules)
    assert scorer(rules).base(CardSet.of(*brights).mask) == 0
    status, out, _ = run(capsys, "score", "--json", "--option", "goko_points=0", *brights)
    assert json.loads(out) == {"base": 0, "points": 0, "yaku": []}
    nothing = TEACHING.replace(inoshikacho_points=0, sanko_points=0)
    assert "inoshikacho" not in {a.id for a in aims(nothing)}
    assert "inoshikacho" not in {p.id for p in progress(CardSet.of("clover-boar"), nothing)}
    # a worthless inoshikacho replaces no tane
    worthless = nothing.replace(named_replaces_counted=True)
    assert held(INOSHIKACHO_AND_TWO, worthless) == {"tane": 1}
    # with sanko worth nothing, the rain man still points the brights at ame-shiko
    near = {p.id for p in progress(CardSet.of("willow-rainman", "pine-crane"), nothing)}
    assert "ame-shiko" in near and "sanko" not in near


def test_a_round_never_offers_a_decision_on_a_worthless_yaku():
    rules = TEACHING.replace(sanko_points=0)
    r = Round.from_position(
        rules,
        hands=(CardSet.of("pampas-plain-1").mask, CardSet.of("iris-plain-1").mask),
        field=CardSet.of("pampas-moon").mask,
        stock=[card("wisteria-plain-1").index],
        piles=(CardSet.of("pine-crane", "cherry-curtain").mask, 0),
    )
    r.apply_action(card("pampas-plain-1").index)
    r.flip()
    assert r.phase.name == "PLAY" and r.to_move == 1


# -- refusals of bad values ------------------------------------------------------------

BAD_VALUES = [
    ("named_replaces_counted", 1),
    ("named_replaces_counted", "yes"),
    ("month_yaku_points", -4),
    ("month_yaku_points", 4.0),
    ("month_yaku_points", True),
    ("hanami_points", "three"),
    ("tsukimi_points", 10_001),
    ("viewing_cancelled_by", "willow-lightning"),
    ("viewing_cancelled_by", ["willow-light"]),
    ("viewing_cancelled_by", [1]),
    ("viewing_cancelled_by", 3),
    ("tane_points", -1),
    ("tanzaku_points", "1"),
    ("kasu_points", 1.5),
    ("caller_factor", "all-calls"),
]


@pytest.mark.parametrize("option, value", BAD_VALUES)
def test_a_bad_value_is_refused_in_one_line_in_every_language(option, value):
    with pytest.raises(RulesError) as e:
        Rules(**{option: value})
    assert option in str(e.value) and "\n" not in str(e.value)
    assert_said_without_english(e.value)
    for lang in LANGUAGES:
        assert option in words.say(e.value.msg, lang)


@pytest.mark.parametrize("option, value", BAD_VALUES)
def test_a_bad_value_is_refused_in_a_scenario_and_on_the_command_line(
    capsys, tmp_path, option, value
):
    text = json.dumps(value)
    path = tmp_path / "bad.toml"
    path.write_text(QUIET_POSITION.replace("[rule_options]", f"[rule_options]\n{option} = {text}"))
    status, _, err = run(capsys, "check", "--lang", "uk", str(path))
    assert status == 2 and err.count("\n") == 1 and option in err and "rule_options" in err
    status, out, err = run(capsys, "score", "--option", f"{option}={text}", "pine-crane")
    assert status == 2 and out == "" and err.count("\n") == 1 and option in err


def test_an_unknown_card_is_named_in_the_refusal():
    with pytest.raises(RulesError) as e:
        Rules(viewing_cancelled_by=["willow-lightning", "willow-light"])
    assert "willow-light'" in str(e.value) and "unknown card" in str(e.value)


# -- the fast scorer agrees with score() under every new option --------------------------

NEW_MIXES = [
    TEACHING.replace(named_replaces_counted=True),
    Rules.preset("nintendo").replace(named_replaces_counted=True, named_excludes_counted=True),
    Rules.preset("escalating").replace(named_replaces_counted=True, akatan_cards="any-red"),
    TEACHING.replace(month_yaku_points=4),
    Rules.preset("nintendo").replace(month_yaku_points=4, akatan_cards="any-red"),
    TEACHING.replace(hanami_points=0, tsukimi_points=3),
    Rules.preset("koikoi-japan").replace(hanami_points=2),
    TEACHING.replace(viewing_cancelled_by=["willow-lightning"]),
    TEACHING.replace(
        viewing_cancelled_by=[c.id for c in CARDS if c.month == 12],
        akatan_cards="any-red",
        month_yaku_points=2,
    ),
    TEACHING.replace(viewing_cancelled_by=["pampas-moon"], rainman_cancels_viewing=True),
    TEACHING.replace(tane_points=3, tanzaku_points=0, kasu_points=2),
    TEACHING.replace(
        goko_points=0,
        inoshikacho_points=0,
        akatan_points=0,
        named_replaces_counted=True,
        named_excludes_counted=True,
    ),
    Rules.preset("nintendo").replace(
        inoshikacho_points=0, aotan_points=0, named_replaces_counted=True
    ),
]
COLOURFUL = [c.index for c in CARDS if "plain" not in c.id]
piles = st.one_of(
    st.integers(0, FULL_DECK),
    st.sets(st.integers(0, 47), max_size=20).map(lambda s: sum(1 << i for i in s)),
    st.sets(st.sampled_from(COLOURFUL)).map(lambda s: sum(1 << i for i in s)),
    st.tuples(st.integers(0, 11), st.sets(st.integers(0, 47), max_size=12)).map(
        lambda t: 15 << 4 * t[0] | sum(1 << i for i in t[1])
    ),
)


@settings(max_examples=400, deadline=None)
@given(pile=piles, rules=st.sampled_from(NEW_MIXES), called=st.booleans(), month=st.integers(1, 12))
def test_fast_scorer_base_equals_score_base_under_the_new_options(pile, rules, called, month):
    assert scorer(rules, called, month).base(pile) == score(pile, rules, called, month).base


def test_the_presets_are_unchanged_by_the_new_options():
    for rules in PRESETS.values():
        assert (
            rules.named_replaces_counted,
            rules.month_yaku_points,
            rules.hanami_points,
            rules.tsukimi_points,
            rules.viewing_cancelled_by,
            rules.tane_points,
            rules.tanzaku_points,
            rules.kasu_points,
        ) == (False, 0, None, None, (), 1, 1, 1)


# -- the library shows each option changing a result ------------------------------------

#: library scenario -> the options it sets that change its outcome
SHOWN_BY = {
    "named-replaces-counted.toml": ["named_replaces_counted"],
    "tsuki-fuda.toml": ["month_yaku_points"],
    "viewing-values.toml": ["hanami_points", "tsukimi_points"],
    "kiri-nagare.toml": ["viewing_cancelled_by"],
    "counted-yaku-points.toml": ["tane_points", "tanzaku_points", "kasu_points"],
    "all-calls-plus-one.toml": ["caller_factor"],
}


def _outcome(scenario) -> tuple | str:
    try:
        o = scenario.replay().outcome
    except KoikoiError as e:  # the turns no longer fit: a decision offered or not
        return str(e)
    return o.winner, o.points, o.base, sorted(o.yaku)


@pytest.mark.parametrize("name", SHOWN_BY)
def test_each_new_option_changes_the_outcome_of_its_library_scenario(name):
    scenario = load_library(name)
    assert scenario.check() == []
    preset = Rules.preset(scenario.rules.name)
    for option in SHOWN_BY[name]:
        assert getattr(scenario.rules, option) != getattr(preset, option)
        without = dataclasses.replace(
            scenario, rules=scenario.rules.replace(**{option: getattr(preset, option)})
        )
        assert _outcome(without) != _outcome(scenario), option


def test_tsuki_fuda_needs_its_month():
    scenario = load_library("tsuki-fuda.toml")
    assert scenario.month == 3
    assert _outcome(dataclasses.replace(scenario, month=4)) != _outcome(scenario)


def test_every_setting_of_the_house_rules_page_is_a_rules_option_it_takes():
    page = (Path(__file__).resolve().parent.parent / "docs" / "house-rules.md").read_text(
        encoding="utf-8"
    )
    settings_ = re.findall(r"`([a-z_]+) = ([^`]+)`", page)
    assert len(settings_) >= 30
    for name, value in settings_:
        if value in ("N", '"N"'):
            value = "3"
        Rules.preset("nintendo").replace(**tomllib.loads(f"{name} = {value}"))
    guide = Path(__file__).resolve().parent.parent / "docs" / "teaching.md"
    assert "(house-rules.md)" in guide.read_text(encoding="utf-8")


def test_a_saved_round_keeps_its_month():
    four = TEACHING.replace(month_yaku_points=4)
    r = Round.deal(four, seed=3, month=5)
    saved = round_to_json(r)
    assert round_from_json(saved).month == 5
    assert "month" not in round_to_json(Round.deal(four, seed=3))  # as saves before it
    with pytest.raises(KoikoiError) as e:
        round_from_json({**saved, "month": 13})
    assert "1 to 12" in str(e.value)


def test_the_yaku_calculator_scores_under_the_new_options_and_its_month():
    from koikoi_edu.widgets.yaku_calculator import YakuCalculator

    four = TEACHING.replace(month_yaku_points=4)
    march = YakuCalculator(four, pile=CHERRIES, month=3)
    assert march.score.points_by_id() == {"tsuki-fuda": 4} and march.points == 4
    assert "Month cards" in march.pile_view.value
    assert YakuCalculator(four, pile=CHERRIES).points == 0  # month 1 by default
    kiri = YakuCalculator(
        TEACHING.replace(viewing_cancelled_by=["paulownia-plain-1"]),
        pile=[*VIEWING, "paulownia-plain-1"],
    )
    assert kiri.score.points_by_id() == {}
    with pytest.raises(KoikoiError):
        YakuCalculator(month=13)
