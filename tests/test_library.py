"""The scenario library shipped in ``koikoi_edu/scenarios``.

Every file must load, replay and meet its own ``[expect]``; every turn must carry
narration; the topics the course relies on must each have their file; and a few
outcomes are held to values worked out by hand from docs/rules.md, so that a wrong
expectation in a file cannot pass unnoticed.
"""

import dataclasses
import re

import pytest

from koikoi_edu import words
from koikoi_edu.cards import CARDS, CardSet
from koikoi_edu.message import Code
from koikoi_edu.scenario import NARRATED_IN, library, load_library, narration
from koikoi_edu.words import LANGUAGES, table
from koikoi_edu.yaku import score

NAMES = library()

# topic -> the files that teach it
TOPICS = {
    "worked example, koi-koi": ["boar-deer-butterflies.toml"],
    "worked example, stop": ["boar-deer-butterflies-stop.toml"],
    "base 8 against a caller": ["shiko-against-caller.toml"],
    "the caller's own win": ["caller-own-win.toml"],
    "draw after koi-koi": ["draw-after-koikoi.toml"],
    "captures": [
        "capture-none.toml",
        "capture-pair.toml",
        "capture-choice.toml",
        "capture-choice-flip.toml",
        "capture-all-four.toml",
    ],
    "brights": [
        "sanko.toml",
        "shiko.toml",
        "ame-shiko.toml",
        "goko.toml",
        "rain-man-no-sanko.toml",
    ],
    "ribbons": ["akatan.toml", "aotan.toml", "akatan-aotan.toml"],
    "the cup": ["cup-triple-duty.toml"],
    "the deal": ["instant-win.toml", "misdeal.toml"],
    "other presets": [
        "escalating-koikoi.toml",
        "flower-poker-rain-man.toml",
        "nintendo-inoshikacho.toml",
        "nintendo-draw-dealer.toml",
        "viewing-three-points.toml",
    ],
}


def outcome(name: str) -> tuple:
    o = load_library(name).replay().outcome
    return o.winner, o.points, o.base, sorted(o.yaku)


# -- every file --------------------------------------------------------------------


def test_library_is_large_enough_and_named_in_kebab_case():
    assert len(NAMES) >= 15
    for name in NAMES:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*\.toml", name), name


@pytest.mark.parametrize("topic", TOPICS)
def test_each_topic_has_its_files(topic):
    missing = [name for name in TOPICS[topic] if name not in NAMES]
    assert not missing, f"{topic}: {missing}"


@pytest.mark.parametrize("name", NAMES)
def test_file_loads_replays_and_meets_its_expectations(name):
    s = load_library(name)
    assert s.title.strip()
    assert s.expect is not None and set(s.expect) == {"winner", "points", "base", "yaku"}
    replay = s.replay()
    assert len(replay.steps) == len(s.turns)
    assert replay.outcome.winner != "pending", "every library round plays to its end"
    assert s.check() == []


@pytest.mark.parametrize("name", NAMES)
def test_every_turn_is_narrated(name):
    for step in load_library(name).replay().steps:
        assert step.say.strip(), f"turn {step.turn.number} has no `say`"


def test_a_wrong_expectation_is_reported():
    # The check above is only worth something if check() can fail.
    # The worked example with the expectations of A stopping: only the base agrees.
    s = load_library("boar-deer-butterflies.toml")
    wrong = dataclasses.replace(
        s, expect={"winner": "A", "points": 5, "base": 5, "yaku": ["inoshikacho"]}
    )
    failures = wrong.check()
    assert [f.id for f in failures] == ["outcome.expected"] * 3
    assert [f.fields["key"] for f in failures] == [Code("winner"), Code("points"), Code("yaku")]
    assert [words.say(f).split()[1] for f in failures] == ["winner", "points", "yaku"]


# -- outcomes worked out by hand ---------------------------------------------------


@pytest.mark.parametrize(
    "name, expected",
    [
        # inoshikacho, koi-koi; B's tsukimi 5 x 2 for A's call
        ("boar-deer-butterflies.toml", ("B", 10, 5, ["tsukimi"])),
        ("boar-deer-butterflies-stop.toml", ("A", 5, 5, ["inoshikacho"])),
        # shiko 8 x 2 (base 7+) x 2 (rival called)
        ("shiko-against-caller.toml", ("A", 32, 8, ["shiko"])),
        # inoshikacho 5 + tane 1, not doubled by A's own call
        ("caller-own-win.toml", ("A", 6, 6, ["inoshikacho", "tane"])),
        ("draw-after-koikoi.toml", ("none", 0, 0, [])),
        # 5 + 5 and tanzaku 2 for six ribbons, x 2
        ("akatan-aotan.toml", ("A", 24, 12, ["akatan", "aotan", "tanzaku"])),
        # the cup: tsukimi 5 + tane 1 + kasu 1 = 7, x 2
        ("cup-triple-duty.toml", ("A", 14, 7, ["kasu", "tane", "tsukimi"])),
        ("goko.toml", ("A", 20, 10, ["goko"])),
        ("instant-win.toml", ("B", 6, 6, ["teshi"])),
        ("misdeal.toml", ("none", 0, 0, [])),
        # escalating: sanko 6 -> shiko 8, + inoshikacho 5 = 13, two calls x 3, no x2 at 7
        ("escalating-koikoi.toml", ("A", 39, 13, ["inoshikacho", "shiko"])),
        # flower poker: the rain man's sanko, then ame-shiko 7, one call x 2
        ("flower-poker-rain-man.toml", ("A", 14, 7, ["ame-shiko"])),
        # nintendo: inoshikacho 5 + 1 for the fourth animal
        ("nintendo-inoshikacho.toml", ("A", 6, 6, ["inoshikacho"])),
        ("nintendo-draw-dealer.toml", ("A", 6, 6, [])),
        # nintendo with viewing_points = 3: hanami 3 + tsukimi 3
        ("viewing-three-points.toml", ("A", 6, 6, ["hanami", "tsukimi"])),
    ],
)
def test_hand_worked_outcomes(name, expected):
    assert outcome(name) == expected


# -- what the files show -------------------------------------------------------------


def _after_first_turn(name: str):
    return load_library(name).replay().steps[0].round


def test_capture_none_leaves_the_card_on_the_field():
    rnd = _after_first_turn("capture-none.toml")
    assert "iris-plain-1" in rnd.field_cards()
    assert not rnd.pile(0)


def test_capture_pair_takes_the_month_not_the_animal():
    rnd = _after_first_turn("capture-pair.toml")
    assert rnd.pile(0) >= CardSet.of(
        "pampas-geese", "pampas-plain-1", "maple-blue", "maple-plain-1"
    )
    assert "clover-boar" in rnd.field_cards()


@pytest.mark.parametrize(
    "name, key, taken, left",
    [
        ("capture-choice.toml", "take", "maple-deer", "maple-plain-1"),
        ("capture-choice-flip.toml", "draw_take", "cherry-curtain", "cherry-plain-2"),
    ],
)
def test_two_matches_are_a_choice(name, key, taken, left):
    s = load_library(name)
    assert getattr(s.turns[0], key) == taken
    rnd = s.replay().steps[0].round
    assert taken in rnd.pile(0) and left in rnd.field_cards()


def test_the_fourth_card_captures_all_four():
    rnd = _after_first_turn("capture-all-four.toml")
    assert CardSet.month(10) <= rnd.pile(0)


def test_the_rain_mans_three_brights_are_no_yaku():
    rnd = _after_first_turn("rain-man-no-sanko.toml")
    assert len(rnd.pile(0) & CardSet.of("pine-crane", "willow-rainman", "pampas-moon")) == 3
    assert not score(rnd.pile(0))
    assert outcome("rain-man-no-sanko.toml") == ("B", 5, 5, ["akatan"])


def test_bright_files_reach_their_yaku():
    for name, yid in [
        ("sanko.toml", "sanko"),
        ("shiko.toml", "shiko"),
        ("ame-shiko.toml", "ame-shiko"),
        ("goko.toml", "goko"),
    ]:
        assert outcome(name)[3] == [yid], name


def test_dealt_files_have_a_deck_and_no_turns():
    for name in ("instant-win.toml", "misdeal.toml"):
        s = load_library(name)
        assert s.deck is not None and len(s.deck) == 48 and s.turns == []


def test_every_preset_and_a_rule_option_appear():
    loaded = [load_library(name) for name in NAMES]
    assert {s.rules.name for s in loaded} == {"teaching", "escalating", "flower-poker", "nintendo"}
    three = load_library("viewing-three-points.toml").rules
    assert three.name == "nintendo" and three.viewing_points == 3


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if narration(lang)])
def test_translated_narration_follows_the_scenario_turn_by_turn(lang):
    told = narration(lang)
    assert sorted(told) == sorted(f.removesuffix(".toml") for f in library()), (
        f"scenarios/narration/{lang}.toml must translate every library scenario, no other"
    )
    for name, texts in told.items():
        scenario = load_library(name)
        assert len(texts["say"]) == len(scenario.turns), f"{lang}: {name}: one say per turn"
        for turn, say in zip(scenario.turns, texts["say"], strict=True):
            assert bool(say) == bool(turn.say), f"{lang}: {name}: turn {turn.number}"
        translated = load_library(name, lang)
        assert translated.title == texts["title"]
        assert [t.say for t in translated.turns] == texts["say"]
        # only the words change: the play is the scenario's own
        assert translated.replay().round.actions == scenario.replay().round.actions


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_language_is_narrated_or_told_in_another(lang):
    """A language of the catalogue gets its own narration of the whole library, or is
    listed in NARRATED_IN; none falls back to English unsaid."""
    whole = {name.removesuffix(".toml") for name in NAMES}
    if lang in NARRATED_IN:
        assert not narration(lang)
    else:
        assert set(narration(lang)) == whole


#: What the Japanese narration quotes that is no card: the seed texts' own words.
SEED_QUOTES_JA = {
    "赤い短冊3枚",
    "ほかの役は互いに重複しない",
    "最後まで誰も役を集めなかった場合",
    "こいこいした人がさらに点を取るか、……もう一人が勝つまで",
}


def test_the_japanese_narration_names_cards_and_presets_as_the_catalogue_does():
    """A card in 「」 is the name the tables give it (「萩に猪」, never 「萩の猪」), so the
    narration and the table beside it agree; a preset is its catalogue name."""
    cards = {words.card_name(c, "ja") for c in CARDS}
    presets = {text for key, text in table("ja").items() if key.startswith("preset.")}
    quoted = {
        q
        for told in narration("ja").values()
        for text in [told["title"], *told["say"]]
        for q in re.findall(r"「([^」]*)」", text)
    }
    assert quoted & cards
    assert quoted <= cards | presets | SEED_QUOTES_JA, quoted - cards - presets - SEED_QUOTES_JA


def test_romaji_is_told_in_english():
    assert NARRATED_IN == {"romaji": "en"}
    for name in NAMES:
        english, romaji = load_library(name), load_library(name, "romaji")
        assert romaji.title == english.title
        assert [t.say for t in romaji.turns] == [t.say for t in english.turns]


def test_an_unknown_language_is_refused_by_name():
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        load_library("sanko", "xx")
