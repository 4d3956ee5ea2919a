"""The SVG teaching cards: well-formed, labelled, accessible and deterministic."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html import unescape
from urllib.parse import unquote

import pytest

from koikoi_edu import words as catalogue
from koikoi_edu.cards import CARDS, CardSet, Category, Ribbon, card
from koikoi_edu.render import card_back_svg, card_svg, cards_svg, shown
from koikoi_edu.render.cards import (
    _description,
    card_back_html,
    card_html,
    cards_html,
    flashcard_html,
)

NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    return root


def texts(root: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in root.iter(f"{NS}text")]


def classes(root: ET.Element) -> set[str]:
    return {word for el in root.iter() for word in el.get("class", "").split()}


@pytest.mark.parametrize("c", CARDS, ids=lambda c: c.id)
def test_every_card_is_well_formed_and_labelled(c):
    root = parse(card_svg(c))
    assert root.get("viewBox") == "0 0 84 132"
    assert root.get("width") == "5.25em" and root.get("height") == "8.25em"
    assert root.get("role") == "img"
    assert root.get("aria-label") == catalogue.card_name(c)
    assert root.get("data-card") == c.id
    # <title> and <desc> are the first two children, as screen readers expect.
    title, desc = list(root)[:2]
    assert title.tag == f"{NS}title" and title.text == catalogue.card_name(c)
    assert desc.tag == f"{NS}desc"
    assert desc.text.startswith(
        f"month {c.month}, {catalogue.plant_name(c.month)}; {c.category.value} card"
    )
    words = texts(root)
    assert c.category.value in words  # the category word, not only a colour
    assert catalogue.plant_name(c.month) in words and str(c.month) in words
    subject = c.subject.split("-")[0]
    if subject != "plain":  # the last line names the subject; the plant is on top
        assert catalogue.say("subject." + subject) in words
    assert f"badge-{c.category.value}" in classes(root)


def test_desc_names_the_subject():
    assert "<desc>month 7, bush clover; animal card: boar</desc>" in card_svg("clover-boar")
    assert "<desc>month 1, pine; plain card</desc>" in card_svg("pine-plain-1")
    assert "<desc>month 11, willow; plain card: lightning</desc>" in card_svg("willow-lightning")


def test_category_badges_have_distinct_shapes():
    shapes = {}
    for cat, cid in (
        (Category.BRIGHT, "pine-crane"),
        (Category.ANIMAL, "clover-boar"),
        (Category.RIBBON, "pine-poetry"),
        (Category.PLAIN, "pine-plain-1"),
    ):
        root = parse(card_svg(cid))
        badge = next(g for g in root.iter(f"{NS}g") if f"badge-{cat.value}" in g.get("class", ""))
        (shape,) = list(badge)
        shapes[cat] = (shape.tag, shape.get("width"), shape.get("height"))
    assert shapes[Category.BRIGHT][0] == f"{NS}polygon"
    assert shapes[Category.ANIMAL][0] == f"{NS}circle"
    assert float(shapes[Category.RIBBON][2]) > float(shapes[Category.RIBBON][1])  # tall
    assert shapes[Category.PLAIN][1] == shapes[Category.PLAIN][2]  # square
    assert len(set(shapes.values())) == 4


def test_rendering_is_deterministic():
    first = [card_svg(c) for c in CARDS]
    assert first == [card_svg(c) for c in CARDS]
    assert cards_svg(CARDS, highlight=["pine-crane"]) == cards_svg(CARDS, highlight=["pine-crane"])
    # No two cards give the same markup (each carries its own id and picture).
    assert len(set(first)) == 48


def test_no_ids_that_could_clash_in_one_page():
    page = cards_svg(CARDS)
    assert ' id="' not in page and "url(#" not in page


@pytest.mark.parametrize("lang", catalogue.LANGUAGES)
def test_every_word_on_a_card_is_drawn_at_least_14_5_units(lang):
    """14.5 of the card's 84 units is 12 px on a 1280x720 slide, where a table's card is
    70 px wide: the smallest words a class reads from a projected card (its plant, its
    kind, its name; tests/test_browser_slides.py measures them on the slides)."""
    sizes = {
        float(text.get("font-size"))
        for c in CARDS
        for text in parse(card_svg(c, lang)).iter(f"{NS}text")
        if any(ch.isalpha() for ch in "".join(text.itertext()))
    }
    assert min(sizes) == 14.5


def test_ribbon_kinds_differ_in_pattern_not_just_colour():
    def ribbon_group(cid):
        root = parse(card_svg(cid))
        return next(g for g in root.iter(f"{NS}g") if "ribbon" in g.get("class", "").split())

    poetry, blue, red = (
        ribbon_group("pine-poetry"),
        ribbon_group("peony-blue"),
        ribbon_group("iris-ribbon"),
    )
    assert "ribbon-poetry" in poetry.get("class")
    assert "ribbon-blue" in blue.get("class")
    assert "ribbon-red" in red.get("class")
    # Poetry: dark written strokes, no word (too small to read on the slip: the card's
    # last line names it); blue: many hatch lines (drawn as the segments of one path);
    # red: solid.
    hatch_paths = [p for p in blue.findall(f"{NS}path") if p.get("fill") == "none"]
    assert len(poetry.findall(f"{NS}line")) >= 8 and not texts(poetry)
    assert "poetry ribbon" in texts(parse(card_svg("pine-poetry")))
    assert len(hatch_paths) == 1 and hatch_paths[0].get("d").count("M") >= 8
    assert not texts(blue)
    assert red.findall(f"{NS}line") == [] and not texts(red)
    assert not [p for p in red.findall(f"{NS}path") if p.get("fill") == "none"]
    strokes = {line.get("stroke") for line in poetry.findall(f"{NS}line")}
    assert strokes != {hatch_paths[0].get("stroke")}
    # The same kind of ribbon is drawn the same way on every card of that kind.
    kinds = {c.ribbon for c in CARDS if c.ribbon is not None}
    assert kinds == set(Ribbon)


def test_face_down_reveals_nothing():
    backs = {card_svg(c, face_up=False) for c in CARDS}
    assert len(backs) == 1  # identical for all 48 cards
    back = backs.pop()
    assert back == card_back_svg()
    for c in CARDS:
        assert c.id not in back
        assert catalogue.card_name(c) not in back
    root = parse(back)
    assert root.find(f"{NS}title").text == "face-down card"
    assert root.get("data-card") is None
    assert "<title>" in back and "<desc>" in back


def test_face_down_row_hides_cards_but_keeps_the_count():
    hand = ["pine-crane", "pampas-moon", "clover-boar"]
    row = cards_svg(hand, face_down=True)
    for cid in hand:
        assert cid not in row and catalogue.card_name(card(cid)) not in row
    assert row.count('class="koikoi-card back"') == 3


def test_highlight_changes_the_output():
    plain = card_svg("maple-deer")
    marked = card_svg("maple-deer", highlight=True)
    assert plain != marked
    assert "highlight" in classes(parse(marked)) and "highlight" not in classes(parse(plain))
    assert "stroke-dasharray" in marked  # visible without colour
    row = cards_svg(["maple-deer", "maple-blue"], highlight={"maple-blue"})
    root = parse(row)
    lit = [s.get("data-card") for s in root.iter(f"{NS}svg") if "highlighted" in s.get("class", "")]
    assert lit == ["maple-blue"]


@pytest.mark.parametrize("lang", ["ru", "ja", "romaji"])
def test_other_languages(lang):
    boar = card("clover-boar")
    svg = card_svg(boar, lang=lang)
    root = parse(svg)
    assert root.find(f"{NS}title").text == catalogue.card_name(boar, lang)
    words = texts(root)
    assert catalogue.plant_name(boar.month, lang) in words
    assert catalogue.say("category.animal", lang) in words
    assert catalogue.say("subject.boar", lang) in words
    assert "bush clover" not in svg


def test_russian_and_japanese_names_appear():
    assert "<title>хаги: кабан</title>" in card_svg("clover-boar", lang="ru")
    assert ">животное<" in card_svg("clover-boar", lang="ru")
    ja = card_svg("clover-boar", lang="ja")
    assert "萩に猪" in ja and ">種<" in ja and ">萩<" in ja and ">猪<" in ja
    assert ">лента со стихами<" in card_svg("pine-poetry", lang="ru")


def test_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        card_svg("pine-crane", lang="xx")


def test_scale_multiplies_the_size():
    root = parse(card_svg("pine-crane", scale=2))
    assert (root.get("width"), root.get("height")) == ("10.5em", "16.5em")
    with pytest.raises(ValueError):
        card_svg("pine-crane", scale=0)


def test_cards_svg_lays_out_rows_of_eight():
    ten = CARDS[:10]
    root = parse(cards_svg(ten, label="Your hand"))
    nested = [s for s in root if s.tag == f"{NS}svg"]
    assert [s.get("data-card") for s in nested] == [c.id for c in ten]
    ys = sorted({float(s.get("y")) for s in nested})
    assert len(ys) == 2  # wrapped to two rows
    assert sum(1 for s in nested if float(s.get("y")) == ys[0]) == 8
    xs_row2 = [float(s.get("x")) for s in nested if float(s.get("y")) == ys[1]]
    assert xs_row2 == [float(nested[0].get("x")), float(nested[1].get("x"))]
    assert "Your hand" in texts(root)
    for s in nested:  # each nested card keeps its own accessible name
        assert s.get("role") == "img" and s.find(f"{NS}title") is not None


def test_cards_svg_one_row_and_accepts_ids():
    root = parse(cards_svg(["pine-crane", "pampas-moon"]))
    nested = [s for s in root if s.tag == f"{NS}svg"]
    assert len({s.get("y") for s in nested}) == 1
    assert root.get("aria-label") == "2 cards"


def test_empty_cards_svg():
    svg = cards_svg([])
    root = parse(svg)
    assert "(no cards)" in texts(root)
    assert not [s for s in root if s.tag == f"{NS}svg"]


def test_cards_and_sets_show_as_html_pictures():
    html = shown.html(CardSet.of("pampas-moon", "chrysanthemum-cup"))
    assert html == cards_html(["pampas-moon", "chrysanthemum-cup"])
    # a row is each card's own picture, so a lesson stores a card once for every row
    assert pictures(html) == [card_html("pampas-moon"), card_html("chrysanthemum-cup")]
    assert [picture(p)[0] for p in pictures(html)] == [
        "month 8, pampas grass; bright card: moon",
        "month 9, chrysanthemum; animal card: sake cup",
    ]
    assert shown.html(card("pampas-moon")) == card_html("pampas-moon")


def test_a_row_in_html_is_laid_out_as_its_drawing():
    ten = [c.id for c in CARDS[:10]]
    row = cards_html(ten, label="Your hand", scale=2)
    root = ET.fromstring(row)  # well-formed XHTML, as notebooks and tests read it
    assert root.get("aria-label") == "Your hand: 10 cards"
    label, cards = list(root)
    assert "".join(label.itertext()) == "Your hand"  # visible words, not alt text
    # eight to a line as cards_svg draws them, the same gaps (6 units at 2/16 em)
    assert [el.tag for el in cards].count("br") == 1
    assert [el.tag for el in cards].index("br") == 8
    styles = [el.get("style") for el in cards if el.tag == "img"]
    assert styles[0].endswith("margin:0 0.75em 0.75em 0")
    assert styles[7].endswith("margin:0 0 0.75em 0")  # last of the first line
    assert styles[9].endswith("vertical-align:top")  # last card: nothing to its right or below
    assert all("width:10.5em;height:16.5em" in s for s in styles)
    assert "flex" not in row  # the sanitiser of an unrun notebook keeps no flexbox layout


# --------------------------------------------------------------------------- pictures in HTML


def pictures(html: str) -> list[str]:
    """The ``<img>`` elements of ``html``, each without the style that places it in a row."""
    imgs = re.findall(r'<img src="[^"]*" alt="[^"]*" style="[^"]*"/>', html)
    return [re.sub(r';vertical-align:top[^"]*', "", img) for img in imgs]


def picture(html: str) -> tuple[str, str, str]:
    """The (alt, SVG, style) of the one ``<img>`` that is all of ``html``."""
    match = re.fullmatch(
        r'<img src="data:image/svg\+xml,([^"]*)" alt="([^"]*)" style="([^"]*)"/>', html
    )
    assert match, html[:200]
    return unescape(match.group(2)), unquote(unescape(match.group(1))), match.group(3)


@pytest.mark.parametrize("c", CARDS, ids=lambda c: c.id)
def test_a_card_in_html_is_an_img_of_the_same_picture(c):
    alt, svg, style = picture(card_html(c))
    assert alt == _description(c, "en")  # the words a screen reader says, never shown
    assert style == "width:5.25em;height:8.25em"
    inline, packed = parse(card_svg(c)), parse(svg)
    assert packed.get("viewBox") == inline.get("viewBox")
    assert texts(packed) == texts(inline)  # the same words drawn in the picture
    # the words for screen readers are the alt text, and not in the picture twice
    assert not {f"{NS}title", f"{NS}desc"} & {el.tag for el in packed.iter()}
    assert len(svg) < len(card_svg(c)) * 0.8
    assert card_html(c, scale=2) == card_html(c).replace(
        "5.25em;height:8.25em", "10.5em;height:16.5em"
    )


def test_backs_highlights_and_rows_say_what_they_show():
    alt, svg, style = picture(card_html("pine-crane", face_up=False))
    assert alt == "face-down card" and "pine" not in svg and "crane" not in svg
    assert card_back_html() == card_html("maple-deer", face_up=False)
    assert picture(card_html("maple-deer", highlight=True))[0] == (
        "month 10, maple; animal card: deer (highlighted)"
    )
    row = cards_html(["pine-crane", "maple-deer"], label="your pile", highlight=["maple-deer"])
    assert 'aria-label="your pile: 2 cards"' in row
    assert pictures(row) == [card_html("pine-crane"), card_html("maple-deer", highlight=True)]
    face_down = cards_html(["pine-crane"], face_down=True)
    assert 'aria-label="1 card"' in face_down and pictures(face_down) == [card_back_html()]
    assert picture(card_html("clover-boar", lang="ru"))[0] == (
        "месяц 7, хаги; карта «животное»: кабан"
    )

    assert "(no cards)" in unquote(shown.html(CardSet()))


def test_text_is_escaped():
    svg = cards_svg(["pine-crane"], label='<Tom & "Jerry">')
    assert "&lt;Tom &amp; &quot;Jerry&quot;&gt;" in svg
    assert "<Tom" not in svg
    parse(svg)
    row = cards_html(["pine-crane"], label='<Tom & "Jerry">')
    assert "<Tom" not in row
    assert "".join(ET.fromstring(row)[0].itertext()) == '<Tom & "Jerry">'


def test_a_flashcard_is_drawn_at_a_card_s_size():
    """The drill's <img> carries the card's size in em: without one a browser stretches
    the bare SVG to the notebook's width (about 950 x 1500 px, issue 39)."""
    img = flashcard_html("pine-crane", scale=1.3)
    size = re.search(r'style="width:([\d.]+)em;height:([\d.]+)em"', img)
    assert size is not None
    assert 5 < float(size.group(1)) < 9 and 1.5 < float(size.group(2)) / float(size.group(1)) < 1.7
