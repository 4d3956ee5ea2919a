"""The table, pile, yaku and settlement HTML: what a learner sees, checked card by card."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from helpers import act, index, position, unpack_pictures

from koikoi_edu import words
from koikoi_edu.cards import CardSet
from koikoi_edu.errors import UnknownCardError
from koikoi_edu.render.cards import CARD_W, UNITS_PER_EM
from koikoi_edu.render.table import (
    READING_CARD_SCALE,
    equation_html,
    pile_html,
    score_html,
    settlement_html,
    table_html,
)
from koikoi_edu.round import KOIKOI, Round, settle
from koikoi_edu.rules import Rules
from koikoi_edu.yaku import score

SVG = "{http://www.w3.org/2000/svg}"

# Round.deal(seed=1), A deals: the hands and field these tests look for.
SEED1_A = [
    "pine-crane",
    "cherry-plain-2",
    "wisteria-ribbon",
    "wisteria-plain-2",
    "iris-ribbon",
    "iris-plain-1",
    "maple-plain-1",
    "paulownia-plain-2",
]
SEED1_B = [
    "plum-poetry",
    "plum-plain-1",
    "iris-bridge",
    "peony-blue",
    "peony-plain-1",
    "clover-plain-1",
    "chrysanthemum-cup",
    "willow-lightning",
]
SEED1_FIELD = [
    "plum-plain-2",
    "cherry-plain-1",
    "pampas-moon",
    "pampas-geese",
    "chrysanthemum-plain-2",
    "maple-blue",
    "maple-plain-2",
    "willow-rainman",
]


def parse(fragment: str) -> ET.Element:
    """The fragment as XML, pictures unpacked: it must be well-formed to parse at all."""
    ET.fromstring(f"<root>{fragment}</root>")
    return ET.fromstring(f"<root>{unpack_pictures(fragment)}</root>")


def classes(el: ET.Element) -> list[str]:
    return el.get("class", "").split()


def region(root: ET.Element, cls: str, nth: int = 0) -> ET.Element:
    """The ``nth`` element (document order) whose class list holds ``cls``."""
    return [el for el in root.iter() if cls in classes(el)][nth]


def cards(el: ET.Element) -> list[ET.Element]:
    """The card pictures inside ``el`` (faces and backs), in document order."""
    return [s for s in el.iter(f"{SVG}svg") if "koikoi-card" in classes(s)]


def faces(el: ET.Element) -> list[str]:
    return [s.get("data-card") for s in cards(el) if "back" not in classes(s)]


def backs(el: ET.Element) -> int:
    return sum("back" in classes(s) for s in cards(el))


def text(el: ET.Element) -> str:
    """The words of ``el``, one space between elements, ignoring the cards' own labels."""
    out = []

    def walk(node: ET.Element) -> None:
        if node.tag.startswith(SVG):
            return
        out.append(node.text or "")
        for child in node:
            walk(child)
            out.append(child.tail or "")

    walk(el)
    return " ".join(" ".join(out).split())


def worked_example() -> Round:
    """docs/rules.md section 3: A makes inoshikacho and calls; B takes the cup for tsukimi."""
    r = position(
        a_hand=["clover-boar", "pine-plain-1"],
        b_hand=["chrysanthemum-plain-1", "iris-plain-1"],
        field=["clover-plain-1", "chrysanthemum-plain-2", "cherry-plain-1"],
        stock=["willow-lightning", "chrysanthemum-cup"],
        a_pile=["maple-deer", "peony-butterflies"],
        b_pile=["pampas-moon"],
    )
    act(r, "clover-boar")  # captures clover-plain-1; willow-lightning stays on the field
    assert r.phase.name == "DECIDE"
    act(r, KOIKOI, "iris-plain-1")  # B's flip, the cup, takes chrysanthemum-plain-2
    return r


# --------------------------------------------------------------------------- the dealt table


def test_dealt_table_shows_each_region():
    root = parse(table_html(Round.deal(seed=1)))
    table = root[0]
    assert table.get("class") == "koikoi-table" and table.get("aria-label") == "Koi-Koi table"
    opponent, viewer = region(root, "kk-hand", 0), region(root, "kk-hand", 1)
    assert backs(opponent) == 8 and faces(opponent) == []
    assert faces(viewer) == SEED1_A and backs(viewer) == 0
    assert faces(region(root, "kk-field")) == SEED1_FIELD
    stock = region(root, "kk-stock")
    assert text(stock) == "stock: 24" and backs(stock) == 1
    assert opponent.get("aria-label") == "B's hand (face down): 8 cards"
    assert viewer.get("aria-label") == "A's hand: 8 cards"
    assert text(region(root, "kk-pile-region", 0)) == "B's pile · 0 (no cards) no yaku yet"
    assert "A to play" in text(root) and "koi-koi calls: none" in text(root)
    assert "dealer: A" in text(root)


def test_face_down_hand_does_not_leak_its_cards():
    html = table_html(Round.deal(seed=1))
    for cid in SEED1_B:
        assert cid not in html


def test_open_hands_and_the_other_viewer():
    r = Round.deal(seed=1)
    root = parse(table_html(r, open_hands=True))
    assert faces(region(root, "kk-hand", 0)) == SEED1_B
    assert faces(region(root, "kk-hand", 1)) == SEED1_A
    root = parse(table_html(r, viewer="B"))  # B sits at the bottom; A's hand is hidden
    assert backs(region(root, "kk-hand", 0)) == 8
    assert faces(region(root, "kk-hand", 1)) == SEED1_B
    assert table_html(r, viewer="B") == table_html(r, viewer=1)


def test_output_is_deterministic_and_id_free():
    html = table_html(Round.deal(seed=1), caption="Seed 1")
    assert html == table_html(Round.deal(seed=1), caption="Seed 1")
    assert " id=" not in html
    ended = worked_example()
    assert table_html(ended) == table_html(worked_example())


# --------------------------------------------------------------------------- piles and yaku


def test_pile_is_sorted_by_category_with_counts():
    pile = CardSet.of(
        "plum-plain-1", "pine-crane", "pine-poetry", "maple-deer", "clover-boar", "willow-lightning"
    )
    root = parse(pile_html(pile, Rules()))
    assert faces(root) == [
        "pine-crane",
        "clover-boar",
        "maple-deer",
        "pine-poetry",
        "plum-plain-1",
        "willow-lightning",
    ]
    groups = [el.get("aria-label") for el in root.iter() if "kk-group" in classes(el)]
    assert groups == ["brights: 1", "animals: 2", "ribbons: 1", "plains: 2"]


def test_pile_lists_its_yaku_and_progress():
    pile = CardSet.of(
        "maple-deer", "peony-butterflies", "clover-boar", "pine-poetry", "plum-poetry"
    )
    root = parse(pile_html(pile, Rules()))
    rows = [el for el in root.iter("tr")]
    assert [text(row) for row in rows] == ["Boar, deer, butterflies (inoshikacho) 5", "base 5"]
    items = [text(li) for li in root.iter("li")]
    # closest first: akatan needs 1 more, tane 2 more, tanzaku 3 more
    assert items == [
        "2 of 3 for Poetry ribbons (akatan)",
        "3 of 5 for Animals (tane)",
        "2 of 5 for Ribbons (tanzaku)",
    ]
    # the count does not break across lines in a narrow pile box, in any language
    for lang, count in (
        ("en", "2\u00a0of\u00a03 "),
        ("ru", " 2\u00a0из\u00a03<"),
        ("uk", " 2\u00a0з\u00a03<"),
    ):
        assert count in pile_html(pile, Rules(), lang=lang)


def test_pile_scores_as_its_holder_called():
    rules = Rules().replace(viewing_points_called=3)
    pile = CardSet.of("pampas-moon", "chrysanthemum-cup")
    assert "Moon viewing (tsukimi) 5" in text(parse(pile_html(pile, rules)))
    assert "Moon viewing (tsukimi) 3" in text(parse(pile_html(pile, rules, called=True)))


def test_table_piles_show_yaku_under_each_pile():
    r = position(
        a_hand=["clover-boar"],
        b_hand=["iris-plain-1"],
        field=["clover-plain-1"],
        stock=["willow-lightning"],
        a_pile=["maple-deer", "peony-butterflies"],
    )
    act(r, "clover-boar")
    root = parse(table_html(r))
    mine = region(root, "kk-pile-region", 1)
    assert mine.get("aria-label") == "A's pile: 4 cards"
    assert faces(mine) == ["peony-butterflies", "clover-boar", "maple-deer", "clover-plain-1"]
    assert "Boar, deer, butterflies (inoshikacho) 5 base 5" in text(mine)
    assert "A decides: stop or koi-koi?" in text(root)


def test_score_breakdown_lists_each_yaku_with_its_cards():
    s = score(CardSet.of("cherry-curtain", "pampas-moon", "chrysanthemum-cup"))
    root = parse(score_html(s))
    rows = [row for row in root.iter("tr")]
    assert [row.get("data-yaku") for row in rows] == ["hanami", "tsukimi", None]
    assert [text(row) for row in rows] == [
        "Flower viewing (hanami) 5",
        "Moon viewing (tsukimi) 5",
        "base 10",
    ]
    assert faces(rows[0]) == ["cherry-curtain", "chrysanthemum-cup"]
    assert faces(rows[1]) == ["pampas-moon", "chrysanthemum-cup"]
    assert text(parse(score_html(score(CardSet.of("pine-crane"))))) == "no yaku yet"
    assert text(parse(score_html(s, "ja"))).startswith("役 花見酒 5 月見酒 5 基本点 10")


# --------------------------------------------------------------------------- turns and phases


def test_take_phase_shows_the_played_card_and_the_choices():
    r = position(
        a_hand=["pine-crane", "iris-plain-1"],
        b_hand=["plum-plain-1"],
        field=["pine-plain-1", "pine-plain-2", "cherry-plain-1"],
        stock=["wisteria-plain-1"],
    )
    act(r, "pine-crane")
    root = parse(table_html(r))
    assert "A chooses which card to take" in text(root)
    pending = region(root, "kk-pending")
    assert pending.get("aria-label") == "played card" and faces(pending) == ["pine-crane"]
    field = region(root, "kk-field")
    lit = [s.get("data-card") for s in cards(field) if "highlighted" in classes(s)]
    assert lit == ["pine-plain-1", "pine-plain-2"]
    assert faces(region(root, "kk-hand", 1)) == ["iris-plain-1"]


def test_draw_take_phase_shows_the_flipped_card():
    r = position(
        a_hand=["iris-plain-1"],
        b_hand=["plum-plain-1"],
        field=["pine-plain-1", "pine-plain-2"],
        stock=["pine-crane"],
    )
    act(r, "iris-plain-1")
    root = parse(table_html(r))
    assert "A chooses which card the flipped card takes" in text(root)
    assert faces(region(root, "kk-pending")) == ["pine-crane"]
    # 44 cards lay under the position (48 - 2 in hands - 2 on the field); one was flipped
    assert text(region(root, "kk-stock")) == "stock: 43"


def test_koikoi_calls_are_listed():
    r = position(
        a_hand=["clover-boar", "pine-plain-1"],
        b_hand=["iris-plain-1", "plum-plain-1"],
        field=["clover-plain-1"],
        stock=["willow-lightning", "cherry-plain-1"],
        a_pile=["maple-deer", "peony-butterflies"],
    )
    act(r, "clover-boar", KOIKOI)
    root = parse(table_html(r))
    assert "B to play" in text(root) and "koi-koi calls: A" in text(root)


def test_highlight_marks_exactly_the_moved_cards():
    root = parse(table_html(Round.deal(seed=1), highlight=["pine-crane", "pampas-moon"]))
    lit = [s.get("data-card") for s in cards(root) if "highlighted" in classes(s)]
    assert lit == ["pampas-moon", "pine-crane"]  # field first, then A's hand
    with pytest.raises(UnknownCardError, match="`pine-dragon`"):
        table_html(Round.deal(seed=1), highlight=["pine-dragon"])


# --------------------------------------------------------------------------- settlement


def equation(root):
    """The settlement's equation table."""
    return root.find(".//table[@role='math']") if root.tag != "table" else root


def rows(math) -> tuple[list[str], list[str]]:
    """The equation's top row (numbers and operators) and the reasons under them."""
    top, under = math.findall("tr")
    return [td.text or "" for td in top], [td.text or "" for td in under]


def test_worked_example_settlement_is_shown_as_maths():
    r = worked_example()
    assert words.settlement_text(r.settlement) == "5 (tsukimi) × 2 (rival called koi-koi) = 10"
    root = parse(table_html(r))
    assert "the round is over" in text(root)
    settlement = region(root, "koikoi-settlement")
    assert text(settlement).startswith("B wins 10 points")
    math = equation(settlement)
    assert math.get("aria-label") == "5 (tsukimi) × 2 (rival called koi-koi) = 10"
    numbers, reasons = rows(math)
    assert numbers == ["5", "×", "2", "=", "10"]
    assert reasons == ["tsukimi", "", "rival called koi-koi", "", ""]
    assert "<math" not in table_html(r)  # JupyterLab strips MathML from unrun notebooks
    b_pile = region(root, "kk-pile-region", 0)
    assert faces(b_pile) == ["pampas-moon", "chrysanthemum-cup", "chrysanthemum-plain-2"]


def test_every_factor_is_shown_with_its_reason():
    s = settle(Rules(), "A", 8, ("shiko",), 0, 1)
    label = equation(parse(equation_html(s))).get("aria-label")
    assert label == "8 (shiko) × 2 (base 7 or more) × 2 (rival called koi-koi) = 32"


def test_a_sum_before_a_product_is_bracketed():
    # japan: the caller's first call adds 1, then the base of 7 doubles: (7 + 1) x 2
    s = settle(Rules().replace(caller_factor="japan"), "B", 7, ("ame-shiko",), 1, 0)
    assert s.points == 16
    math = equation(parse(equation_html(s)))
    assert math.get("aria-label") == (
        "(7 (ame-shiko) + 1 (own 1 koi-koi call)) × 2 (base 7 or more) = 16"
    )
    assert rows(math)[0] == ["(", "7", "+", "1", ")", "×", "2", "=", "16"]


def test_a_draw_shows_its_reason():
    r = position(
        a_hand=["pine-plain-1"],
        b_hand=["plum-plain-1"],
        field=["cherry-plain-1"],
        stock=["iris-plain-1", "wisteria-plain-1"],
    )
    act(r, "pine-plain-1", "plum-plain-1")
    assert r.settlement.winner is None
    root = parse(table_html(r))
    settlement = region(root, "koikoi-settlement")
    assert text(settlement) == "no winner the hands ran out with no winner: a draw"
    assert settlement.find(".//table[@role='math']") is None
    assert text(parse(equation_html(r.settlement))) == (
        "no winner: the hands ran out with no winner: a draw"
    )


def test_one_point_is_singular():
    s = settle(Rules(), "A", 1, ("kasu",))
    assert text(parse(settlement_html(s))).startswith("A wins 1 point 1 = 1 kasu")


# --------------------------------------------------------------------------- languages, scale


def test_russian_labels():
    root = parse(table_html(Round.deal(seed=1), lang="ru"))
    words = text(root)
    for label in (
        "ход A",
        "Рука B (рубашкой вверх)",
        "поле",
        "запас: 24",
        "Взятки A · 0",
        "кои-кои: нет",
        "яку пока нет",
    ):
        assert label in words
    ru = text(parse(settlement_html(worked_example().settlement, "ru")))
    assert ru.startswith("B выигрывает 10 очков")
    math = equation(parse(equation_html(worked_example().settlement, "ru")))
    assert math.get("aria-label") == "5 (Любование луной) × 2 (соперник объявил кои-кои) = 10"


def test_japanese_and_romaji_labels():
    assert "山札: 24" in text(parse(table_html(Round.deal(seed=1), lang="ja")))
    assert "yamafuda: 24" in text(parse(table_html(Round.deal(seed=1), lang="romaji")))
    assert text(parse(settlement_html(worked_example().settlement, "ja"))).startswith(
        "Bの勝ち：10点"
    )


def test_scale_two_doubles_every_size():
    r = worked_example()
    one, two = table_html(r), table_html(r, scale=2)

    def sizes(html: str, pattern: str) -> list[float]:
        return [float(x) for x in re.findall(pattern, html)]  # a picture's size is its <img>'s

    for pattern in (
        r"font-size:([\d.]+)em",
        r"[;\"]height:([\d.]+)em",
        r"padding:([\d.]+)em;",
        r"margin:0 ([\d.]+)em",
        r"[;\"]width:([\d.]+)em",
    ):
        small, large = sizes(one, pattern), sizes(two, pattern)
        assert small and len(small) == len(large), pattern
        assert large == pytest.approx([2 * x for x in small], abs=0.011), pattern


def test_bad_arguments_are_refused_in_one_line():
    r = Round.deal(seed=1)
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        table_html(r, lang="fr")
    with pytest.raises(ValueError, match="viewer must be 0 or 1"):
        table_html(r, viewer=2)
    with pytest.raises(ValueError, match="scale must be a positive number"):
        table_html(r, scale=0)


@pytest.fixture
def shell():
    """An IPython shell, as a kernel runs, with rendering's display formatters registered."""
    from IPython.core.interactiveshell import InteractiveShell

    from koikoi_edu.render.shown import register_display

    shell = InteractiveShell.instance()
    assert register_display()
    yield shell
    InteractiveShell.clear_instance()


def shown(shell, value) -> str:
    """The HTML a notebook shows for ``value`` displayed bare."""
    return shell.display_formatter.format(value)[0]["text/html"]


def test_without_ipython_there_is_no_display_to_register_with():
    from koikoi_edu.render.shown import register_display

    assert not register_display()


def test_engine_objects_render_through_this_module(shell):
    r = worked_example()
    assert shown(shell, r) == table_html(r)
    assert shown(shell, r.settlement) == settlement_html(r.settlement)
    s = r.score(1)
    # a score shown on its own is read: its cards at reading size, not thumbnails
    assert shown(shell, s) == score_html(s, card_scale=READING_CARD_SCALE)
    assert shown(shell, s) != score_html(s)


def test_bare_values_display_in_the_language_in_use(shell):
    from koikoi_edu import CardSet, card, score, words
    from koikoi_edu.round import Round

    pile = CardSet.of("clover-boar", "maple-deer", "peony-butterflies")
    r = Round.deal(seed=7)
    try:
        words.use("ru")
        assert "хаги" in shown(shell, card("clover-boar"))
        assert "хаги" in shown(shell, pile)
        assert "Кабан, олень, бабочки" in shown(shell, score(pile))
        assert "учебные" in shown(shell, r)
    finally:
        words.use("en")
    assert "Boar, deer, butterflies" in shown(shell, score(pile))
    assert "teaching" in shown(shell, r)


# --------------------------------------------------------------------------- compact layout


def em(style: str, prop: str) -> float:
    """The ``em`` length of ``prop`` in an inline style ("margin:0 0.3em 0.3em 0" -> 0.3
    for the right margin is asked as ``margin-right`` of the shorthand)."""
    found = dict(p.split(":", 1) for p in style.split(";") if ":" in p)
    if prop == "margin-right":
        return float(found["margin"].split()[1].removesuffix("em"))
    return float(found[prop].removesuffix("em"))


def test_a_full_hand_fits_its_region_in_one_row():
    # The region is as wide as 8 cards and the gap each card keeps to its right, plus its
    # padding: one em short and the eighth card wrapped onto a second row of the table.
    root = parse(table_html(Round.deal(seed=1)))
    hand = region(root, "kk-hand", 1)
    pictures = [el for el in hand.iter("div") if "line-height:0" in el.get("style", "")]
    assert len(pictures) == 8
    card_width = CARD_W / UNITS_PER_EM  # a card's width in em at scale 1
    needed = sum(card_width + em(el.get("style"), "margin-right") for el in pictures)
    needed += 2 * em(hand.get("style"), "padding")
    assert em(hand.get("style"), "width") >= needed


def test_a_hidden_hand_is_a_fanned_stack_and_a_count():
    html = table_html(Round.deal(seed=1))
    root = parse(html)
    hidden = region(root, "kk-hand", 0)
    assert text(hidden) == "B's hand (face down) · 8" and backs(hidden) == 8
    # every back but the first slides under the one before it: the stack is not a row
    under = [el for el in hidden.iter("div") if "margin-left:-" in el.get("style", "")]
    assert len(under) == 7


def test_a_pile_in_the_table_is_stacked_with_the_new_captures_on_top():
    r = position(
        a_hand=["clover-boar"],
        b_hand=["iris-plain-1"],
        field=["clover-plain-1"],
        stock=["willow-lightning"],
        a_pile=["maple-deer", "peony-butterflies"],
    )
    act(r, "clover-boar")
    mine = region(
        parse(table_html(r, highlight=["clover-boar", "clover-plain-1"])), "kk-pile-region", 1
    )
    # the boar, just captured, lies on top of the animals (last, drawn whole)
    assert faces(mine) == ["peony-butterflies", "maple-deer", "clover-boar", "clover-plain-1"]
    animals = region(mine, "kk-animal")
    assert len([el for el in animals.iter("div") if "margin-left:-" in el.get("style", "")]) == 2
    # a pile on its own (the yaku calculator) keeps every card whole, in the sorted order
    alone = parse(pile_html(r.pile(0), r.rules, highlight=["clover-boar"]))
    assert faces(alone) == ["peony-butterflies", "clover-boar", "maple-deer", "clover-plain-1"]
    assert not [el for el in alone.iter("div") if "margin-left:-" in el.get("style", "")]


def test_three_rows_of_cards_and_the_settlement_beside_the_stock():
    root = parse(table_html(worked_example()))
    table = root[0]
    status, *rows = list(table)
    assert "the round is over" in text(status) and len(rows) == 3

    def regions_of(row: ET.Element) -> list[str]:
        return [
            c
            for el in row.iter()
            for c in classes(el)
            if c
            in ("kk-hand", "kk-pile-region", "kk-field", "kk-stock", "kk-settlement", "kk-pending")
        ]

    assert [regions_of(row) for row in rows] == [
        ["kk-hand", "kk-pile-region"],
        ["kk-field", "kk-stock", "kk-settlement"],
        ["kk-hand", "kk-pile-region"],
    ]


def test_akatan_of_any_red_ribbons_is_named_by_the_rules_given():
    any_red = Rules(akatan_cards="any-red")
    reds = CardSet.of("pine-poetry", "clover-ribbon", "willow-ribbon")
    s = score(reds, any_red)
    assert [y.id for y in s.yaku] == ["akatan"]
    assert "Poetry ribbons" in score_html(s) and "Red ribbons" not in score_html(s)
    assert "Red ribbons" in score_html(s, rules=any_red)
    assert "Poetry ribbons" not in score_html(s, rules=any_red)
    assert "Красные ленты" in score_html(s, "ru", rules=any_red)
    win = settle(any_red, "A", 5, ("akatan",))
    assert "Ленты со стихами" in equation_html(win, "ru")
    assert "Красные ленты" in equation_html(win, "ru", rules=any_red)
    assert "Красные ленты" in settlement_html(win, "ru", rules=any_red)
    assert "Ленты со стихами" not in settlement_html(win, "ru", rules=any_red)
    root = parse(pile_html(reds, any_red))
    assert "Red ribbons (akatan)" in text(root) and "Poetry" not in text(root)


def test_a_translated_yaku_name_keeps_its_japanese_name():
    """English keeps the id its code writes; Russian and Ukrainian the romaji their prose
    writes (``inoshikachō``, ``tsukimi-zake``), so a learner meets one spelling."""
    s = score(CardSet.of("clover-boar", "maple-deer", "peony-butterflies"))
    assert "(inoshikacho)" in score_html(s, "en")
    for lang in ("ru", "uk"):
        assert "(inoshikachō)" in score_html(s, lang), lang


def test_a_round_waiting_on_its_flip_is_drawn_with_the_flip_turned_up():
    # the part of a turn that shows the flip is the round waiting on it (the chance
    # step): the card to come is drawn in its own place and the stock one card short
    r = position(
        a_hand=["clover-boar", "pine-plain-1"],
        b_hand=["chrysanthemum-plain-1", "iris-plain-1"],
        field=["clover-plain-1", "chrysanthemum-plain-2", "cherry-plain-1"],
        stock=["willow-lightning", "chrysanthemum-cup"],
    )
    r.apply_action(index("clover-boar"))
    n = len(r.stock)
    waiting, turned = table_html(r), table_html(r, flipped="willow-lightning")
    assert f"stock: {n}" in waiting and f"stock: {n - 1}" in turned
    assert "flipped card" not in waiting and "flipped card" in turned
    # the mover's turn goes on while its flip is shown
    assert "A to play" in turned
