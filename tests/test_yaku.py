"""Yaku under the ``teaching`` preset: docs/rules.md section 2, worked out by hand.

Every expected value below is computed from the yaku table of docs/rules.md, not read
back from the engine. Piles are written as card ids; ``yaku_of`` gives the
``{yaku id: points}`` of a pile.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koikoi_edu import words
from koikoi_edu.cards import CARDS, CUP, FULL_DECK, CardSet, Category
from koikoi_edu.message import Msg
from koikoi_edu.rules import NINTENDO_HIGH_VALUES, PRESETS, Rules
from koikoi_edu.words import progress_text, yaku_name
from koikoi_edu.yaku import aims, plain_cards, progress, score, scorer, yaku_msgs

TEACHING = Rules.preset("teaching")

BRIGHTS5 = ["pine-crane", "cherry-curtain", "pampas-moon", "willow-rainman", "paulownia-phoenix"]
INOSHIKACHO = ["clover-boar", "maple-deer", "peony-butterflies"]
POETRY = ["pine-poetry", "plum-poetry", "cherry-poetry"]
BLUE = ["peony-blue", "chrysanthemum-blue", "maple-blue"]
RED = ["wisteria-ribbon", "iris-ribbon", "clover-ribbon", "willow-ribbon"]
# animals outside inoshikacho and without the cup
OTHER_ANIMALS = ["plum-warbler", "wisteria-cuckoo", "iris-bridge", "pampas-geese", "willow-swallow"]
# twelve plains, none of them the cup
PLAINS = [
    "pine-plain-1",
    "pine-plain-2",
    "plum-plain-1",
    "plum-plain-2",
    "cherry-plain-1",
    "cherry-plain-2",
    "wisteria-plain-1",
    "wisteria-plain-2",
    "iris-plain-1",
    "iris-plain-2",
    "willow-lightning",
    "paulownia-plain-1",
]


def yaku_of(pile, rules=TEACHING, called=False) -> dict[str, int]:
    return score(CardSet(pile), rules, called).points_by_id()


# -- every row of the table -------------------------------------------------------------


@pytest.mark.parametrize(
    "pile, expected",
    [
        (BRIGHTS5, {"goko": 10}),
        (["pine-crane", "cherry-curtain", "pampas-moon", "paulownia-phoenix"], {"shiko": 8}),
        (["pine-crane", "cherry-curtain", "pampas-moon", "willow-rainman"], {"ame-shiko": 7}),
        (["pine-crane", "pampas-moon", "paulownia-phoenix"], {"sanko": 5}),
        (INOSHIKACHO, {"inoshikacho": 5}),
        (POETRY, {"akatan": 5}),
        (BLUE, {"aotan": 5}),
        (["cherry-curtain", "chrysanthemum-cup"], {"hanami": 5}),
        (["pampas-moon", "chrysanthemum-cup"], {"tsukimi": 5}),
        (OTHER_ANIMALS, {"tane": 1}),
        (RED + ["pine-poetry"], {"tanzaku": 1}),
        (PLAINS[:10], {"kasu": 1}),
    ],
    ids=[
        "goko",
        "shiko",
        "ame-shiko",
        "sanko",
        "inoshikacho",
        "akatan",
        "aotan",
        "hanami",
        "tsukimi",
        "tane",
        "tanzaku",
        "kasu",
    ],
)
def test_each_yaku_of_the_table(pile, expected):
    s = score(CardSet(pile))
    assert s.points_by_id() == expected
    assert s.base == sum(expected.values())


def test_yaku_cards_name_the_cards_that_make_it():
    (ino,) = score(CardSet(INOSHIKACHO + ["pine-plain-1"])).yaku
    assert set(ino.cards.ids()) == set(INOSHIKACHO)


def test_nothing_below_every_threshold():
    # 2 brights, 4 animals (two of inoshikacho), 4 ribbons (two poetry), 9 plains
    pile = (
        ["pine-crane", "pampas-moon"]
        + INOSHIKACHO[:2]
        + OTHER_ANIMALS[:2]
        + POETRY[:2]
        + RED[:2]
        + PLAINS[:9]
    )
    assert yaku_of(pile) == {}


# -- brights: only the highest counts -------------------------------------------------


def test_goko_does_not_also_count_shiko_or_sanko():
    assert yaku_of(BRIGHTS5) == {"goko": 10}


def test_ame_shiko_does_not_also_count_sanko():
    assert yaku_of(["pine-crane", "pampas-moon", "paulownia-phoenix", "willow-rainman"]) == {
        "ame-shiko": 7
    }


def test_three_brights_with_the_rain_man_make_nothing_under_teaching():
    assert yaku_of(["pine-crane", "pampas-moon", "willow-rainman"]) == {}


def test_three_brights_with_the_rain_man_make_sanko_under_flower_poker():
    pile = ["pine-crane", "pampas-moon", "willow-rainman"]
    assert yaku_of(pile, Rules.preset("flower-poker")) == {"sanko": 5}


# -- named and counted yaku add up ----------------------------------------------------


def test_inoshikacho_and_tane_add_up():
    assert yaku_of(INOSHIKACHO + OTHER_ANIMALS[:2]) == {"inoshikacho": 5, "tane": 1}


def test_akatan_and_tanzaku_add_up():
    assert yaku_of(POETRY + RED[:2]) == {"akatan": 5, "tanzaku": 1}


def test_named_yaku_get_no_extras_under_teaching():
    # 6 animals: tane counts 2, inoshikacho stays 5; 6 ribbons: tanzaku 2, akatan stays 5
    assert yaku_of(INOSHIKACHO + OTHER_ANIMALS[:3]) == {"inoshikacho": 5, "tane": 2}
    assert yaku_of(POETRY + RED[:3]) == {"akatan": 5, "tanzaku": 2}


def test_akatan_and_aotan_together_are_ten_with_no_bonus():
    # the six ribbons also make tanzaku 2, a counted yaku of its own
    s = score(CardSet(POETRY + BLUE))
    assert s.points_by_id() == {"akatan": 5, "aotan": 5, "tanzaku": 2}
    assert s.base == 12


def test_hanami_and_tsukimi_both_count():
    assert yaku_of(["cherry-curtain", "pampas-moon", "chrysanthemum-cup"]) == {
        "hanami": 5,
        "tsukimi": 5,
    }


def test_base_is_the_sum_of_every_yaku():
    pile = (
        ["pine-crane", "cherry-curtain", "pampas-moon"] + INOSHIKACHO + POETRY + OTHER_ANIMALS[:2]
    )
    # sanko 5 + inoshikacho 5 + akatan 5 + tane 1 (5 animals)
    assert yaku_of(pile) == {"sanko": 5, "inoshikacho": 5, "akatan": 5, "tane": 1}
    assert score(CardSet(pile)).base == 16


# -- the sake cup ---------------------------------------------------------------------


def test_the_cup_is_one_card_that_counts_as_animal_plain_and_viewing_cup():
    pile = ["chrysanthemum-cup", "cherry-curtain", "pampas-moon"] + OTHER_ANIMALS[:4] + PLAINS[:9]
    assert len(CardSet(pile)) == 16  # the cup is held once
    s = score(CardSet(pile))
    assert s.points_by_id() == {"hanami": 5, "tsukimi": 5, "tane": 1, "kasu": 1}
    for y in s.yaku:
        assert "chrysanthemum-cup" in y.cards, y.id


def test_the_cup_is_an_animal_for_tane():
    assert yaku_of(OTHER_ANIMALS[:4]) == {}
    assert yaku_of(OTHER_ANIMALS[:4] + ["chrysanthemum-cup"]) == {"tane": 1}


def test_the_cup_is_a_plain_for_kasu_under_teaching():
    assert yaku_of(PLAINS[:9]) == {}
    assert yaku_of(PLAINS[:9] + ["chrysanthemum-cup"]) == {"kasu": 1}
    assert yaku_of(PLAINS[:10] + ["chrysanthemum-cup"]) == {"kasu": 2}


@pytest.mark.parametrize("preset", ["escalating", "flower-poker"])
def test_the_cup_is_no_plain_where_cup_is_plain_is_false(preset):
    rules = Rules.preset(preset)
    assert rules.cup_is_plain is False
    assert yaku_of(PLAINS[:9] + ["chrysanthemum-cup"], rules) == {}
    assert yaku_of(PLAINS[:10] + ["chrysanthemum-cup"], rules) == {"kasu": 1}
    # still an animal for tane
    assert yaku_of(OTHER_ANIMALS[:4] + ["chrysanthemum-cup"], rules) == {"tane": 1}


# -- thresholds: 5 / 5 / 10, +1 per card over -------------------------------------------


@pytest.mark.parametrize(
    "n, expected",
    [
        (4, {}),
        (5, {"tane": 1}),
        (6, {"tane": 2}),
        (7, {"tane": 3}),
        (9, {"tane": 5, "inoshikacho": 5}),
    ],
)
def test_tane_threshold(n, expected):
    animals = OTHER_ANIMALS + ["chrysanthemum-cup"] + INOSHIKACHO  # all 9
    assert yaku_of(animals[:n]) == expected


@pytest.mark.parametrize("n, points", [(4, 0), (5, 1), (6, 2), (7, 3)])
def test_tanzaku_threshold(n, points):
    ribbons = RED + ["pine-poetry", "plum-poetry", "peony-blue"]  # no triad among them
    assert yaku_of(ribbons[:n]) == ({"tanzaku": points} if points else {})


@pytest.mark.parametrize("n, points", [(9, 0), (10, 1), (11, 2), (12, 3)])
def test_kasu_threshold(n, points):
    assert yaku_of(PLAINS[:n]) == ({"kasu": points} if points else {})


def test_every_plain_counts_for_kasu():
    plains = [c for c in CARDS if c.category is Category.PLAIN]
    assert len(plains) == 24
    # 24 plains + the cup under teaching: 25 plains, kasu 1 + 15
    assert yaku_of([c.id for c in plains] + ["chrysanthemum-cup"]) == {"kasu": 16}


# -- progress ---------------------------------------------------------------------------


def test_progress_names_the_nearest_yaku():
    texts = [progress_text(p) for p in progress(CardSet.of("pine-poetry", "plum-poetry"))]
    assert texts[0] == "2\u00a0of\u00a03 for Poetry ribbons"


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "ja", "romaji"])
@pytest.mark.parametrize("message", ["progress.of", "table.progress"])
def test_a_count_towards_a_yaku_never_breaks_across_lines(message, lang):
    """``1 of 2`` (``1 из 2``, ...) is held together by non-breaking spaces: a narrow
    pile box breaks before or after it, never inside."""
    from koikoi_edu.words import say

    text = say(message, lang, have=7, need=9, yaku="Y", name="Y")
    start, end = sorted((text.index("7"), text.index("9")))
    assert " " not in text[start:end], text


def test_progress_counts_cards_of_the_pile():
    by_id = {p.id: p for p in progress(CardSet(["pampas-moon"] + OTHER_ANIMALS[:3]))}
    assert progress_text(by_id["tsukimi"]) == "1\u00a0of\u00a02 for Moon viewing"
    assert progress_text(by_id["tane"]) == "3\u00a0of\u00a05 for Animals"
    assert progress_text(by_id["kasu"]) == "0\u00a0of\u00a010 for Plains"


def test_progress_leaves_out_yaku_already_held():
    ids = {p.id for p in progress(CardSet(POETRY))}
    assert "akatan" not in ids
    assert "aotan" in ids


def test_progress_counts_the_cup_as_a_plain_only_where_it_is_one():
    pile = CardSet(PLAINS[:3] + ["chrysanthemum-cup"])
    kasu = {p.id: p for p in progress(pile)}["kasu"]
    assert (kasu.have, kasu.need) == (4, 10)
    kasu = {p.id: p for p in progress(pile, Rules.preset("escalating"))}["kasu"]
    assert (kasu.have, kasu.need) == (3, 10)


def bright_progress(pile, rules=TEACHING):
    (p,) = [p for p in progress(CardSet(pile), rules) if "pine-crane" in p.cards]
    return p.have, p.need


def test_progress_with_the_rain_man_needs_four_brights():
    # three brights with the rain man make nothing: the next bright yaku needs four
    assert bright_progress(["willow-rainman", "pine-crane", "cherry-curtain"]) == (3, 4)
    assert bright_progress(["pine-crane", "cherry-curtain"]) == (2, 3)


def test_progress_with_the_rain_man_needs_three_under_flower_poker():
    pile = ["willow-rainman", "pine-crane"]
    assert bright_progress(pile, Rules.preset("flower-poker")) == (2, 3)


def test_progress_with_the_rain_man_points_to_rainy_four_brights():
    # with the rain man three brights make nothing; the next bright yaku is ame-shiko
    texts = [
        progress_text(p)
        for p in progress(CardSet.of("willow-rainman", "pine-crane", "cherry-curtain"))
    ]
    assert "3\u00a0of\u00a04 for Rainy four brights" in texts


# -- the fast scorer agrees with score() -----------------------------------------------

RULE_MIXES = list(PRESETS.values()) + [
    Rules.preset("nintendo").replace(**NINTENDO_HIGH_VALUES),
    Rules.preset("nintendo").replace(viewing_points=3),
    TEACHING.replace(viewing_points=0, cup_is_plain=False, rainman_sanko=True),
    TEACHING.replace(
        ribbon_extras=True, ribbon_pair_extras="each", ribbon_pair_bonus=2, inoshikacho_extras=True
    ),
    Rules.preset("escalating").replace(rainman_cancels_viewing=True, viewing_points_called=0),
    # the readings of docs/rules.md section 7.3 and 7.6, alone and together
    Rules.preset("nintendo").replace(named_excludes_counted=True),
    Rules.preset("escalating").replace(akatan_cards="any-red"),
    TEACHING.replace(named_excludes_counted=True, akatan_cards="any-red"),
    Rules.preset("nintendo").replace(named_excludes_counted=True, akatan_cards="any-red"),
]

# brights, animals and ribbons: where the named yaku and their overlaps are
COLOURFUL = [c.index for c in CARDS if c.category is not Category.PLAIN]
piles = st.one_of(
    st.integers(0, FULL_DECK),
    st.sets(st.integers(0, 47), max_size=20).map(lambda s: sum(1 << i for i in s)),
    st.sets(st.sampled_from(COLOURFUL)).map(lambda s: sum(1 << i for i in s)),
)


@settings(max_examples=300, deadline=None)
@given(pile=piles, rules=st.sampled_from(RULE_MIXES), called=st.booleans())
def test_fast_scorer_base_equals_score_base(pile, rules, called):
    assert scorer(rules, called).base(pile) == score(pile, rules, called).base


def test_the_aims_list_is_the_one_the_hints_and_the_heuristic_share():
    for preset in PRESETS:
        rules = Rules.preset(preset)
        kasu = next(a for a in aims(rules) if a.id == "kasu")
        assert kasu.cards == plain_cards(rules)
        assert bool(kasu.cards & CUP) == rules.cup_is_plain
        assert {a.id for a in aims(rules)} >= {p.id for p in progress(0, rules)} - {"ame-shiko"}


def test_the_call_limit_counts_both_players_calls():
    assert Rules().replace(koikoi_limit=1).calls_allowed(1)
    assert not Rules().replace(koikoi_limit=1).calls_allowed(2)
    assert Rules().replace(koikoi_limit=None).calls_allowed(99)


# -- naming akatan: where any 3 red ribbons make it, it is not the poetry ribbons -------

ANY_RED = TEACHING.replace(akatan_cards="any-red")
# lang -> (akatan of the poetry ribbons, akatan of any 3 red ribbons)
AKATAN_NAMES = {
    "en": ("Poetry ribbons", "Red ribbons"),
    "ru": ("Ленты со стихами", "Красные ленты"),
    "uk": ("Стрічки з віршами", "Червоні стрічки"),
}


@pytest.mark.parametrize("lang", AKATAN_NAMES)
def test_a_yaku_and_its_progress_name_akatan_as_their_rules_do(lang):
    poetry, red = AKATAN_NAMES[lang]
    red_score = score(CardSet(RED[:3]), ANY_RED)
    (akatan,) = red_score.yaku
    assert akatan.id == "akatan" and yaku_name(akatan.id, lang, ANY_RED) == red
    (held,) = score(CardSet(POETRY), TEACHING).yaku
    assert held.id == "akatan" and yaku_name(held.id, lang, TEACHING) == poetry
    assert yaku_name("akatan", lang) == poetry  # the teaching rules, unless told
    towards = {p.id: p for p in progress(CardSet(RED[:2]), ANY_RED)}["akatan"]
    assert red in progress_text(towards, lang, ANY_RED)
    assert poetry not in progress_text(towards, lang, ANY_RED)
    towards = {p.id: p for p in progress(CardSet(POETRY[:2]), TEACHING)}["akatan"]
    assert poetry in progress_text(towards, lang, TEACHING)
    # the messages the engine hands out name it by the rules too (by id in English)
    (said,) = yaku_msgs(red_score.points_by_id().items(), ANY_RED)
    assert isinstance(said, Msg) and said.fields["points"] == 5
    assert words.say(said, lang) == ("akatan" if lang == "en" else red) + " 5"
