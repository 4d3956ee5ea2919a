"""YakuCalculator: pressing cards builds a pile; the yaku, points and preset table follow.

Every expected value is worked by hand from docs/rules.md, not read back from the engine.
"""

from __future__ import annotations

import re

import pytest

from koikoi_edu.errors import KoikoiError, RulesError, UnknownCardError
from koikoi_edu.rules import Rules
from koikoi_edu.widgets.yaku_calculator import YakuCalculator

INOSHIKACHO = ["clover-boar", "maple-deer", "peony-butterflies"]
# boar, deer, butterflies and two more animals that make no other yaku
FIVE_ANIMALS = INOSHIKACHO + ["plum-warbler", "wisteria-cuckoo"]
SHIKO = ["pine-crane", "cherry-curtain", "pampas-moon", "paulownia-phoenix"]


def presets_table(calc: YakuCalculator) -> dict[str, tuple[str, int, int]]:
    """The comparison table as {row name: (yaku, base, points)}."""
    rows = re.findall(
        r'<tr data-preset="([^"]+)"[^>]*><th[^>]*>[^<]*</th><td[^>]*>([^<]*)</td>'
        r"<td[^>]*>(\d+)</td><td[^>]*>(\d+)</td></tr>",
        calc.comparison.value,
    )
    return {name: (yaku, int(base), int(points)) for name, yaku, base, points in rows}


def current_row(calc: YakuCalculator) -> str:
    return re.search(r'<tr data-preset="([^"]+)" aria-current="true"', calc.comparison.value)[1]


def press(calc: YakuCalculator, *ids: str) -> None:
    """Press the toggle buttons of these cards, as a learner would."""
    for card_id in ids:
        calc.toggles[card_id].value = not calc.toggles[card_id].value


def test_the_deck_is_48_named_toggles_grouped_by_month():
    calc = YakuCalculator()
    assert len(calc.toggles) == 48
    assert calc.toggles["clover-boar"].description == "bush clover: boar"
    assert calc.toggles["clover-boar"].tooltip == "clover-boar"
    assert not any(t.value for t in calc.toggles.values())
    assert repr(calc) == "<YakuCalculator teaching 0 cards base 0>"
    assert "No yaku: this pile would score nothing." in calc.points_view.value


def test_pressing_cards_builds_the_pile_and_scores_it_live():
    calc = YakuCalculator()
    press(calc, "clover-boar")
    assert calc.status_text == "added “bush clover: boar”; cards: 1, base: 0, points: 0"
    assert repr(calc) == "<YakuCalculator teaching 1 card base 0>"
    assert "1\u00a0of\u00a03 for Boar, deer, butterflies" in calc.pile_view.value
    press(calc, "maple-deer", "peony-butterflies")
    assert calc.pile.ids() == ["peony-butterflies", "clover-boar", "maple-deer"]
    assert repr(calc) == "<YakuCalculator teaching 3 cards base 5>"
    assert calc.status_text == (
        "added “peony: butterflies”; cards: 3, base: 5, points: 5: inoshikacho 5"
    )
    assert "Boar, deer, butterflies (inoshikacho)" in calc.pile_view.value
    assert 'aria-label="5 (inoshikacho) = 5"' in calc.points_view.value
    press(calc, "maple-deer")  # pressed again: taken back
    assert calc.status_text == "took back “maple: deer”; cards: 2, base: 0, points: 0"
    assert "maple-deer" not in calc.pile
    assert "2\u00a0of\u00a03 for Boar, deer, butterflies" in calc.pile_view.value


def test_points_double_at_seven_with_the_equation():
    calc = YakuCalculator(pile=SHIKO)
    assert calc.score.points_by_id() == {"shiko": 8}
    assert calc.points == 16
    assert 'aria-label="8 (shiko) × 2 (base 7 or more) = 16"' in calc.points_view.value
    calc.add("willow-rainman")  # the fifth bright: goko replaces shiko, only the highest counts
    assert calc.score.points_by_id() == {"goko": 10}
    assert 'aria-label="10 (goko) × 2 (base 7 or more) = 20"' in calc.points_view.value


def test_progress_towards_missing_yaku_is_shown():
    calc = YakuCalculator(pile="pine-poetry plum-poetry")
    assert "2\u00a0of\u00a03 for Poetry ribbons" in calc.pile_view.value
    calc.add("cherry-poetry")
    assert "Poetry ribbons (akatan)" in calc.pile_view.value
    assert "for Poetry ribbons" not in calc.pile_view.value


def test_every_preset_side_by_side_for_a_known_pile():
    # teaching: inoshikacho 5 + tane 1 (5 animals) = 6, not doubled;
    # nintendo: inoshikacho 5 + 2 (two animals over 3) = 7, tane 1: base 8, x2 at 7 = 16.
    calc = YakuCalculator(pile=FIVE_ANIMALS)
    assert presets_table(calc) == {
        "teaching": ("inoshikacho 5, tane 1", 6, 6),
        "escalating": ("inoshikacho 5, tane 1", 6, 6),
        "flower-poker": ("inoshikacho 5, tane 1", 6, 6),
        "nintendo": ("inoshikacho 7, tane 1", 8, 16),
        "koikoi-japan": ("inoshikacho 5, tane 1", 6, 6),
    }
    assert current_row(calc) == "teaching"


def test_presets_part_ways_on_the_cup_and_the_rain_man():
    # 9 plains and the cup: kasu 1 only where the cup is also a plain (all but escalating
    # and flower-poker).
    # Crane, moon, rain man: sanko only under flower-poker (any 3 brights), 5 points.
    plains = [
        "pine-plain-1",
        "pine-plain-2",
        "plum-plain-1",
        "plum-plain-2",
        "cherry-plain-1",
        "cherry-plain-2",
        "iris-plain-1",
        "iris-plain-2",
        "peony-plain-1",
    ]
    calc = YakuCalculator(
        pile=plains + ["chrysanthemum-cup", "pine-crane", "pampas-moon", "willow-rainman"]
    )
    table = presets_table(calc)
    assert table["teaching"] == ("tsukimi 5, kasu 1", 6, 6)
    assert table["nintendo"] == ("tsukimi 5, kasu 1", 6, 6)
    assert table["escalating"] == ("tsukimi 5", 5, 5)
    assert table["flower-poker"] == ("sanko 5, tsukimi 5", 10, 10)
    # koikoi-japan: viewing yaku are worth 1 before a call; the cup is a plain there too
    assert table["koikoi-japan"] == ("tsukimi 1, kasu 1", 2, 2)


def test_the_preset_selector_rescores_the_pile():
    calc = YakuCalculator(pile=FIVE_ANIMALS)
    calc.selector.value = "nintendo"
    assert calc.rules == Rules.preset("nintendo")
    assert repr(calc) == "<YakuCalculator nintendo 5 cards base 8>"
    assert calc.status_text == (
        "rules: nintendo; cards: 5, base: 8, points: 16: inoshikacho 7, tane 1"
    )
    assert 'aria-label="8 (inoshikacho + tane) × 2 (base 7 or more) = 16"' in calc.points_view.value
    assert current_row(calc) == "nintendo"
    calc.rules = "teaching"
    assert calc.selector.value == "teaching"
    assert calc.points == 6


def test_rules_with_a_changed_option_get_a_row_of_their_own():
    calc = YakuCalculator(pile="pampas-moon chrysanthemum-cup")
    calc.set_rules(Rules.preset("teaching").replace(viewing_points=3))
    assert calc.selector.value is None  # no preset is these rules
    table = presets_table(calc)
    assert table["these rules"] == ("tsukimi 3", 3, 3)
    assert table["teaching"] == ("tsukimi 5", 5, 5)
    assert current_row(calc) == "these rules"


def test_methods_drive_the_toggles_too():
    calc = YakuCalculator()
    calc.set_pile(INOSHIKACHO)
    assert [cid for cid, t in calc.toggles.items() if t.value] == [
        "peony-butterflies",
        "clover-boar",
        "maple-deer",
    ]
    calc.remove("maple-deer")
    assert not calc.toggles["maple-deer"].value
    calc.clear()
    assert not calc.pile and not any(t.value for t in calc.toggles.values())
    assert calc.status_text == "pile cleared; cards: 0, base: 0, points: 0"


@pytest.mark.parametrize(
    "bad, error, message",
    [
        (lambda c: c.add("clover-boar"), KoikoiError, "`clover-boar` is already in the pile"),
        (lambda c: c.remove("pine-crane"), KoikoiError, "`pine-crane` is not in the pile"),
        (lambda c: c.add("clover-pig"), UnknownCardError, "unknown card `clover-pig`"),
        (
            lambda c: c.set_pile(["pine-crane", "pine-crane"]),
            KoikoiError,
            "pile: card `pine-crane` appears twice",
        ),
        (
            lambda c: c.set_pile(["pine-crane", "moon"]),
            UnknownCardError,
            "pile: unknown card `moon`",
        ),
        (lambda c: c.set_rules("hanafuda"), RulesError, "unknown rules preset 'hanafuda'"),
    ],
)
def test_bad_input_is_one_line_and_changes_nothing(bad, error, message):
    calc = YakuCalculator(pile=INOSHIKACHO)
    before = (
        calc.pile,
        calc.rules,
        repr(calc),
        calc.status_text,
        calc.pile_view.value,
        calc.comparison.value,
        [t.value for t in calc.toggles.values()],
    )
    with pytest.raises(error, match=re.escape(message)) as refused:
        bad(calc)
    assert "\n" not in str(refused.value)
    assert before == (
        calc.pile,
        calc.rules,
        repr(calc),
        calc.status_text,
        calc.pile_view.value,
        calc.comparison.value,
        [t.value for t in calc.toggles.values()],
    )


def test_the_same_pile_draws_the_same_html():
    one, two = YakuCalculator(pile=SHIKO), YakuCalculator()
    press(two, *reversed(SHIKO))
    assert one.pile_view.value == two.pile_view.value
    assert one.points_view.value == two.points_view.value
    assert one.comparison.value == two.comparison.value


def test_other_languages():
    calc = YakuCalculator(pile=INOSHIKACHO, lang="ru")
    assert calc.toggles["clover-boar"].description == "хаги: кабан"
    assert calc.status_text == "новые взятки; карт: 3, база: 5, очки: 5: Кабан, олень, бабочки 5"
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        YakuCalculator(lang="xx")


def test_the_snapshot_shows_the_pile_not_the_48_pictures():
    calculator = YakuCalculator()
    calculator.add("pampas-moon")
    calculator.add("chrysanthemum-cup")
    snapshot = calculator._repr_mimebundle_()[0]["text/html"]
    assert calculator.pile_view.value in snapshot and calculator.points_view.value in snapshot
    assert snapshot.count("<img ") == 2  # the pile's two cards
    assert "tsukimi" in snapshot


@pytest.mark.parametrize(
    "lang, poetry, red",
    [
        ("en", "Poetry ribbons", "Red ribbons"),
        ("ru", "Ленты со стихами", "Красные ленты"),
        ("uk", "Стрічки з віршами", "Червоні стрічки"),
    ],
)
def test_akatan_of_any_red_ribbons_is_named_so_wherever_the_calculator_shows_it(lang, poetry, red):
    any_red = Rules.preset("teaching").replace(akatan_cards="any-red")
    calc = YakuCalculator(any_red, pile=["wisteria-ribbon", "iris-ribbon"], lang=lang)
    calc.add("clover-ribbon")
    assert calc.score.points_by_id() == {"akatan": 5}
    # the rules with the option changed head the comparison, under its head row
    these = calc.comparison.value.split("</tr>")[1]
    shown = [calc.pile_view.value, calc.points_view.value, these, calc.status_text]
    assert not any(poetry in text for text in [*shown, calc.comparison.value])
    # English names a yaku by its id in the equation and the comparison, as code does
    assert all(red in text for text in shown[: 1 if lang == "en" else 3])


MONTH_YAKU = Rules.preset("teaching").replace(month_yaku_points=4)
CHERRIES = "cherry-curtain cherry-poetry cherry-plain-1 cherry-plain-2"


def test_the_rounds_month_is_chosen_where_a_month_yaku_scores():
    calc = YakuCalculator(MONTH_YAKU, pile=CHERRIES, lang="ru")
    assert calc.month_menu.layout.display is None and calc.month == 1
    assert calc.points == 0  # the four cherry cards are tsuki-fuda only in month 3
    calc.month_menu.value = 3  # the learner picks the round's month
    assert (calc.month, calc.points) == (3, 4)
    assert calc.score.points_by_id() == {"tsuki-fuda": 4}
    assert calc.status_text.startswith("месяц 3: сакура")
    assert calc.month_menu.options[2] == ("3 · сакура", 3)


def test_the_month_menu_is_hidden_and_out_of_the_snapshot_where_months_do_not_score():
    calc = YakuCalculator("teaching", pile=CHERRIES)
    assert calc.month_menu.layout.display == "none"
    calc.set_rules(MONTH_YAKU)
    assert calc.month_menu.layout.display is None


def test_a_month_outside_the_year_is_refused_and_changes_nothing():
    calc = YakuCalculator(MONTH_YAKU, pile=CHERRIES, month=3)
    with pytest.raises(KoikoiError, match="from 1 to 12, not 13"):
        calc.set_month(13)
    assert (calc.month, calc.points) == (3, 4)


def test_the_cards_are_the_buttons_and_the_result_stands_beside_them():
    """One view (issue 39: it was 2000 px tall, thumbnails over text buttons, the result
    far below): each toggle is drawn as its card's picture, and the pile, the points and
    the comparison sit in the same row as the cards."""
    calc = YakuCalculator(lang="ru")
    toggle = calc.toggles["clover-boar"]
    assert "kk-calc-card" in toggle._dom_classes and "kk-calc-clover-boar" in toggle._dom_classes
    sheet = calc.grid.children[0].value
    assert sheet.count("background-image:url(") == 48
    assert '.kk-calc-clover-boar{background-image:url("data:image/svg+xml,' in sheet
    assert toggle.description == "хаги: кабан"  # the name a screen reader says
    row = calc.children[1]
    assert calc.grid in row.children
    (result,) = [w for w in row.children if w is not calc.grid]
    assert calc.pile_view in result.children and calc.points_view in result.children
    assert calc.comparison in result.children
