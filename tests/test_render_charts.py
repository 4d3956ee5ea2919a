"""Lesson charts: deterministic SVG, text kept as text, colour-blind-safe colours."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET

import matplotlib
import pytest

from koikoi_edu import words
from koikoi_edu.advisor import advise
from koikoi_edu.cards import card
from koikoi_edu.render.advice import advice_chart_svg, difference_chart_svg
from koikoi_edu.render.charts import (
    OKABE_ITO,
    SvgFigure,
    bar_chart_svg,
    chart,
    charts_available,
    counts_chart_svg,
    figure_svg,
    no_chart_svg,
    ranked_bars_svg,
)
from koikoi_edu.render.picture import svg_img
from koikoi_edu.scenario import load_library
from koikoi_edu.widgets.advisor import KoikoiAdvisor

SVG = "{http://www.w3.org/2000/svg}"


def wins_chart(**options) -> str:
    return bar_chart_svg(
        ["A", "B", "draw"], [430, 401, 169], title="Wins in 1000 rounds", **options
    )


def test_same_chart_twice_is_byte_identical():
    assert wins_chart(ylabel="rounds") == wins_chart(ylabel="rounds")


def test_no_date_no_creator_no_prolog():
    svg = wins_chart()
    assert svg.startswith("<svg")
    assert "<dc:date>" not in svg and "Matplotlib v" not in svg
    assert not re.search(r"\d{4}-\d{2}-\d{2}", svg)


def test_text_stays_text():
    root = ET.fromstring(wins_chart(xlabel="outcome", ylabel="rounds"))
    words = {"".join(t.itertext()).strip() for t in root.iter(f"{SVG}text")}
    assert {"Wins in 1000 rounds", "outcome", "rounds", "A", "B", "draw"} <= words
    assert {"430", "401", "169"} <= words  # each bar's value is written above it
    assert 'id="DejaVuSans' not in wins_chart()  # no glyph outlines


def test_colours():
    assert OKABE_ITO[4].lower() == "#0072b2" and len(set(OKABE_ITO)) == 8
    assert "fill: #0072b2" in wins_chart()
    svg = wins_chart(colors=list(OKABE_ITO[:3]))
    assert all(f"fill: {c.lower()}" in svg for c in OKABE_ITO[:3])
    with pytest.raises(ValueError, match="3 bars but 2 colours"):
        wins_chart(colors=OKABE_ITO[:2])
    with pytest.raises(ValueError, match="2 labels but 3 values"):
        bar_chart_svg(["A", "B"], [1, 2, 3], title="t")


def test_rendering_leaves_matplotlib_settings_alone():
    keys = ("svg.hashsalt", "svg.fonttype")
    before = {k: matplotlib.rcParams[k] for k in keys}
    # The raw value: reading rcParams["backend"] would itself pick a backend.
    backend = dict.__getitem__(matplotlib.rcParams, "backend")
    wins_chart()
    assert {k: matplotlib.rcParams[k] for k in keys} == before
    assert dict.__getitem__(matplotlib.rcParams, "backend") is backend


def test_figure_svg_closes_a_pyplot_figure():
    matplotlib.use("Agg")  # this test, not the module, needs pyplot and so a backend
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots()
    ax.plot([0, 1], [1, 0], color=OKABE_ITO[5])
    svg = figure_svg(fig)
    assert not plt.fignum_exists(fig.number)
    assert svg.startswith("<svg") and "stroke: #d55e00" in svg


def test_svg_figure_shows_itself_in_a_notebook():
    svg = wins_chart()
    shown = SvgFigure(svg)
    assert str(shown) == svg
    # an <img> of the chart, which an untrusted notebook shows; its words are the alt text
    assert shown._repr_html_() == svg_img(svg, shown.alt)
    assert shown.alt.startswith("chart: ") and "Wins" in shown.alt
    assert SvgFigure(svg, alt="two bars")._repr_html_().count('alt="two bars"') == 1


# -- without matplotlib (a JupyterLite site built without Pyodide's distribution) -------


@pytest.fixture
def no_matplotlib(monkeypatch):
    """``import matplotlib`` fails from here on, as where it is not installed."""
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    assert not charts_available()


@pytest.mark.parametrize("lang", words.LANGUAGES)
def test_without_matplotlib_every_chart_is_the_short_note(no_matplotlib, lang):
    lines = words.say("chart.missing", lang).split("\n")
    note = ET.fromstring(no_chart_svg(lang))
    assert note.get("aria-label") == " ".join(lines)
    assert [t.text for t in note.iter(f"{SVG}text")] == lines
    # wide enough for its longest line at about 0.55 em a letter in 14 px
    assert float(note.get("width")) >= 14 * 0.55 * max(map(len, lines))
    assert wins_chart(lang=lang) == no_chart_svg(lang)
    assert difference_chart_svg(["1"], [], title="t", lang=lang) == no_chart_svg(lang)


def test_without_matplotlib_a_lesson_chart_notes_it_in_the_lessons_language(no_matplotlib):
    words.use("uk")
    try:
        shown = chart(lambda fig: None)
    finally:
        words.use("en")
    assert shown.svg == no_chart_svg("uk") and shown.alt.startswith("діаграма: ")


def test_without_matplotlib_a_lesson_chart_is_not_drawn_and_shows_the_note(no_matplotlib):
    drawn = []
    shown = chart(drawn.append, figsize=(3, 2))
    assert drawn == [] and shown.svg == no_chart_svg()


def test_without_matplotlib_the_advisor_answers_in_words_with_the_note_for_its_chart(no_matplotlib):
    decision = load_library("boar-deer-butterflies").new_round()
    decision.apply_action(card("clover-boar").index)
    decision.flip()
    advisor = KoikoiAdvisor(decision, players="heuristic", playouts=50)
    advisor.ask()
    assert "Pyodide" in advisor.chart.value and advisor.reading.value
    russian = KoikoiAdvisor(decision, players="heuristic", playouts=50, lang="ru")
    russian.ask()
    assert "Здесь нет диаграммы" in russian.chart.value


def test_a_lesson_chart_is_drawn_on_a_figure_with_the_given_options():
    sizes = []
    shown = chart(lambda fig: sizes.append(tuple(fig.get_size_inches())), figsize=(3, 2))
    assert sizes == [(3.0, 2.0)] and shown.svg.startswith("<svg")


def test_ranked_bars_put_the_first_label_on_top_and_draw_the_same_bytes_twice():
    counts = {"kasu": 9, "tanzaku": 5, "goko": 1}
    svg = ranked_bars_svg(counts, title="Winners", xlabel="rounds")
    assert svg == ranked_bars_svg(counts, title="Winners", xlabel="rounds")
    root = ET.fromstring(svg)
    labels = [
        (float(t.get("y", 0)), "".join(t.itertext()).strip())
        for t in root.iter(f"{SVG}text")
        if "".join(t.itertext()).strip() in counts
    ]
    assert [label for _, label in sorted(labels)] == ["kasu", "tanzaku", "goko"]


def test_a_counts_chart_leaves_gaps_for_the_numbers_that_never_came_up():
    svg = counts_chart_svg({1: 40, 2: 12, 6: 3}, title="Points", xlabel="points", ylabel="rounds")
    words = {"".join(t.itertext()).strip() for t in ET.fromstring(svg).iter(f"{SVG}text")}
    assert {"40", "12", "3", "Points", "points", "rounds"} <= words


# -- the lesson's language ---------------------------------------------------------------


@pytest.fixture(scope="module")
def advice():
    decision = load_library("boar-deer-butterflies").new_round()
    decision.apply_action(card("clover-boar").index)
    decision.flip()
    return advise(decision, playouts=200, seed=1)


def chart_words(svg: str) -> list[str]:
    return ["".join(t.itertext()) for t in ET.fromstring(svg).iter(f"{SVG}text")]


@pytest.mark.parametrize("lang", ["ru", "uk", "ja"])
def test_every_word_of_a_chart_is_in_the_lessons_language(advice, lang):
    """Title, axes, legend, ticks, numbers and the text alternative: no Latin letter
    (a word of English) anywhere, when the caller's own words are in the language."""
    title = words.say("advice.who-wins", lang)
    charts = [
        advice_chart_svg(advice, title=title, lang=lang),
        difference_chart_svg(["1", "2"], [advice, advice], title=title, lang=lang),
        bar_chart_svg(["1", "2"], [1.25, -0.5], title=title, lang=lang),
    ]
    words.use(lang)
    try:
        shown = [SvgFigure(svg) for svg in charts]
    finally:
        words.use("en")
    for figure in shown:
        texts = chart_words(figure.svg) + [figure.alt]
        assert not [t for t in texts if re.search("[A-Za-z]", t)], texts
        assert figure.alt.startswith(words.say("chart.alt", lang, words=""))
        assert figure._repr_html_().count(html_attr(figure.alt)) == 1


def html_attr(text: str) -> str:
    import html

    return f'alt="{html.escape(text)}"'


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_a_chart_writes_numbers_as_its_language_does(advice, lang):
    bars = chart_words(bar_chart_svg(["1", "2"], [1.25, -0.5], title="t", lang=lang))
    assert "1,25" in bars and "\u22120,5" in bars and "1.25" not in bars
    ticks = chart_words(difference_chart_svg(["1"], [advice], title="t", lang=lang))
    numbers = [t for t in ticks if re.fullmatch(r"[-\u2212]?[\d.,]+", t)]
    assert numbers and all("." not in t and "-" not in t for t in numbers), numbers
    shares = chart_words(advice_chart_svg(advice, lang=lang))
    assert "50\u00a0%" in shares and "50%" not in shares


def test_english_charts_write_a_true_minus_sign():
    bars = chart_words(bar_chart_svg(["1", "2"], [1.25, -0.5], title="t"))
    assert "1.25" in bars and "\u22120.5" in bars and "-0.5" not in bars
    assert SvgFigure(wins_chart()).alt.startswith("chart: ")
    assert SvgFigure(wins_chart(), lang="ja").alt.startswith("グラフ：")
