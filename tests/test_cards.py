"""The deck of docs/rules.md section 1: ids, months, categories, totals, matching by month."""

import pytest
from helpers import assert_said_without_english

from koikoi_edu import words
from koikoi_edu.cards import (
    ANIMALS,
    BRIGHTS,
    CARDS,
    PLAINS,
    RIBBONS,
    CardSet,
    Category,
    Ribbon,
    card,
    parse_cards,
)
from koikoi_edu.errors import KoikoiError, UnknownCardError
from koikoi_edu.message import Msg

TABLE = """
pine-crane B, pine-poetry R, pine-plain-1 P, pine-plain-2 P
plum-warbler A, plum-poetry R, plum-plain-1 P, plum-plain-2 P
cherry-curtain B, cherry-poetry R, cherry-plain-1 P, cherry-plain-2 P
wisteria-cuckoo A, wisteria-ribbon R, wisteria-plain-1 P, wisteria-plain-2 P
iris-bridge A, iris-ribbon R, iris-plain-1 P, iris-plain-2 P
peony-butterflies A, peony-blue R, peony-plain-1 P, peony-plain-2 P
clover-boar A, clover-ribbon R, clover-plain-1 P, clover-plain-2 P
pampas-moon B, pampas-geese A, pampas-plain-1 P, pampas-plain-2 P
chrysanthemum-cup A, chrysanthemum-blue R, chrysanthemum-plain-1 P, chrysanthemum-plain-2 P
maple-deer A, maple-blue R, maple-plain-1 P, maple-plain-2 P
willow-rainman B, willow-swallow A, willow-ribbon R, willow-lightning P
paulownia-phoenix B, paulownia-plain-1 P, paulownia-plain-2 P, paulownia-plain-3 P
"""
LETTER = {"B": Category.BRIGHT, "A": Category.ANIMAL, "R": Category.RIBBON, "P": Category.PLAIN}


def test_canonical_order_ids_months_and_categories():
    rows = [line.split(", ") for line in TABLE.strip().splitlines()]
    expected = [
        (entry.split()[0], month, LETTER[entry.split()[1]])
        for month, row in enumerate(rows, start=1)
        for entry in row
    ]
    assert [(c.id, c.month, c.category) for c in CARDS] == expected
    assert [c.index for c in CARDS] == list(range(48))


def test_totals():
    assert (
        len(CardSet(BRIGHTS)),
        len(CardSet(ANIMALS)),
        len(CardSet(RIBBONS)),
        len(CardSet(PLAINS)),
    ) == (5, 9, 10, 24)


def test_ribbon_colours():
    colours = {c.id: c.ribbon for c in CARDS if c.ribbon}
    assert [k for k, v in colours.items() if v is Ribbon.POETRY] == [
        "pine-poetry",
        "plum-poetry",
        "cherry-poetry",
    ]
    assert [k for k, v in colours.items() if v is Ribbon.BLUE] == [
        "peony-blue",
        "chrysanthemum-blue",
        "maple-blue",
    ]
    assert len([v for v in colours.values() if v is Ribbon.RED]) == 4


def test_animals_of_different_months_are_different_months():
    assert card("clover-boar").month != card("maple-deer").month
    assert CardSet.month(7).ids() == [
        "clover-boar",
        "clover-ribbon",
        "clover-plain-1",
        "clover-plain-2",
    ]


def test_cardset_operations():
    a = CardSet.of("pine-crane", "pampas-moon")
    b = CardSet.of("pampas-moon", "willow-rainman")
    assert (a | b).ids() == ["pine-crane", "pampas-moon", "willow-rainman"]
    assert (a & b).ids() == ["pampas-moon"]
    assert (a - b).ids() == ["pine-crane"]
    assert "pine-crane" in a and card("willow-rainman") not in a
    assert len(a ^ b) == 2 and CardSet.of("pine-crane") <= a
    with pytest.raises(AttributeError):
        a.mask = 0


def test_unknown_and_duplicate_ids_are_named():
    with pytest.raises(UnknownCardError, match="`pine-dragon`"):
        card("pine-dragon")
    with pytest.raises(KoikoiError, match="^turn 2: card `pine-crane` appears twice$"):
        parse_cards(["pine-crane", "pine-crane"], where="turn 2")
    with pytest.raises(UnknownCardError, match="^score: unknown card `pine-dragon`$"):
        parse_cards(["pine-crane", "pine-dragon"], where="score")


@pytest.mark.parametrize("lang", ["ru", "uk", "ja"])
def test_a_refused_card_list_is_said_in_the_learners_language(lang):
    # issue 11: the card list's place is said in the language too when the caller
    # gives it as words of the catalogue; card ids that are no card stay in backticks
    field = Msg("table.field")
    for cards, where in [
        (["pine-dragon"], ""),
        (["pine-crane", "pine-crane"], ""),
        ([13], field),
        (["pine-crane", "pine-crane"], field),
    ]:
        with pytest.raises(KoikoiError) as refused:
            parse_cards(cards, where)
        assert_said_without_english(refused.value, [lang])


def test_names_in_three_languages():
    boar = card("clover-boar")
    assert words.card_name(boar) == "bush clover: boar"
    assert words.card_name(boar, "ru") == "хаги: кабан"
    assert words.card_name(boar, "ja") == "萩に猪"
    assert words.card_name(boar, "romaji") == "hagi ni inoshishi"
    with pytest.raises(ValueError, match="unknown language"):
        words.card_name(boar, "fr")


def test_counts_names_each_category_in_the_language_asked():
    deck = CardSet(CARDS)
    assert deck.counts() == {
        Category.BRIGHT: 5,
        Category.ANIMAL: 9,
        Category.RIBBON: 10,
        Category.PLAIN: 24,
    }
    assert words.category_counts(deck, "en") == {
        "bright": 5,
        "animal": 9,
        "ribbon": 10,
        "plain": 24,
    }
    assert words.category_counts(deck, "ru") == {
        "яркая": 5,
        "животное": 9,
        "лента": 10,
        "простая": 24,
    }
    assert words.category_counts(CardSet.month(11), "en") == {
        "bright": 1,
        "animal": 1,
        "ribbon": 1,
        "plain": 1,
    }


def test_kind_and_first_pick_cards_without_a_comprehension():
    assert len(CardSet.kind(Category.BRIGHT)) == 5 and len(CardSet.kind(Category.PLAIN)) == 24
    assert CardSet.kind(Category.ANIMAL).first(7) <= CardSet.kind(Category.ANIMAL)
    assert len(CardSet.kind(Category.ANIMAL).first(7)) == 7
    assert CardSet.month(1).first(1).ids() == ["pine-crane"]
    with pytest.raises(TypeError, match="a category must be one of"):
        CardSet.kind("bright")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="a number of cards"):
        CardSet.month(1).first(5)
