"""The yaku cheat sheet: its numbers follow the preset, every language, the command, one page.

The browser test prints each preset's sheet in headless Chromium, on A4 and on US
Letter, and counts the pages of the PDF: one each.
"""

from __future__ import annotations

import re
from html import escape

import pytest
from test_browser import chromium  # noqa: F401  (a fixture)
from test_cli import run

from koikoi_edu.errors import KoikoiError
from koikoi_edu.render.cheatsheet import cheatsheet_html
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.words import LANGUAGES, say


def rows(page: str) -> dict[str, tuple[str, str]]:
    """yaku id -> (points, notes) as the page shows them."""
    found = re.findall(
        r'<span>([a-z-]+)</span></td><td>.*?</td><td class="points">(\d+)</td>'
        r'<td class="notes">(.*?)</td>',
        page,
    )
    return {yid: (points, notes) for yid, points, notes in found}


def test_the_teaching_sheet():
    page = cheatsheet_html("teaching", "en")
    shown = rows(page)
    assert list(shown) == [
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
    ]
    assert shown["sanko"] == (
        "5",
        "any 3 of the 4 brights<br/>not with the rain man: 3 brights with him make no yaku",
    )
    assert shown["kasu"][1].endswith("the sake cup counts as a plain too")
    assert "7 (yaku points) × 2 (base 7 or more) = 14" in page
    assert "5 (yaku points) × 2 (rival called koi-koi) = 10" in page
    assert "koi-koi calls allowed per round, both players together: 1" in page
    # a row of cards for each yaku, and the month chart's twelve months of four
    assert page.count('class="koikoi-cards"') == 12 + 12
    assert page.count("<img") == 49 + 48  # each card of those rows its own picture
    assert "A turn: play a hand card onto a field card of its month" in page
    assert "10 · maple" in page and "The twelve months" in page


def test_values_follow_the_preset():
    escalating = rows(cheatsheet_html("escalating"))
    assert escalating["sanko"][0] == "6" and "+1 for each more ribbon" in escalating["akatan"][1]
    page = cheatsheet_html("escalating")
    assert "base 7 or more" not in page and "rival called" not in page
    assert "5 (yaku points) × 3 (own 2 koi-koi calls) = 15" in page
    assert "calls per round: no limit" in page
    poker = rows(cheatsheet_html("flower-poker"))
    assert poker["sanko"][1] == "any 3 of the 5 brights<br/>the rain man counts too"
    assert "cup counts as a plain" not in poker["kasu"][1]
    japan = rows(cheatsheet_html("koikoi-japan"))
    assert japan["hanami"] == ("1", "3 once its holder has called koi-koi")
    assert japan["akatan-aotan"][0] == "10"
    nintendo = rows(cheatsheet_html("nintendo"))
    assert nintendo["inoshikacho"] == ("5", "+1 for each more animal")
    # rules with options of their own: a viewing yaku at 0 points is left out
    no_viewing = rows(cheatsheet_html(Rules().replace(viewing_points=0)))
    assert "hanami" not in no_viewing and "tsukimi" not in no_viewing


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language(lang):
    page = cheatsheet_html("teaching", lang)
    assert page.startswith("<!DOCTYPE html>") and "@page" in page
    assert escape(say("cheat.title", lang)) in page
    assert escape(say("cheat.any.sanko", lang, n=3, of=4)) in page


def test_a_bad_preset_or_language_is_refused():
    with pytest.raises(KoikoiError, match="unknown rules preset 'house'"):
        cheatsheet_html("house")
    # an unknown language is the programmer's mistake, not the learner's
    with pytest.raises(ValueError, match="unknown language 'xx'") as refused:
        cheatsheet_html("teaching", "xx")
    assert not isinstance(refused.value, KoikoiError)


def test_the_command_writes_the_page(capsys, tmp_path):
    out = tmp_path / "sheet.html"
    assert run(capsys, "cheatsheet", "--rules", "nintendo", "--lang", "ru", "--out", str(out)) == (
        0,
        "",
        "",
    )
    assert out.read_text(encoding="utf-8") == cheatsheet_html("nintendo", "ru")
    status, page, _ = run(capsys, "cheatsheet")
    assert status == 0 and page == cheatsheet_html("teaching", "en")


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ["--rules", "house"],
            "unknown rules preset 'house'; choose one of teaching, escalating, "
            "flower-poker, nintendo, koikoi-japan",
        ),
        (["--lang", "xx"], "unknown language 'xx'; choose one of en, ru, uk, ja, romaji"),
        (
            ["--out", "/nonexistent/sheet.html"],
            "--out /nonexistent/sheet.html: cannot write it: No such file or directory",
        ),
    ],
)
def test_the_command_refuses_bad_input_in_one_line(capsys, argv, message):
    assert run(capsys, "cheatsheet", *argv) == (2, "", message + "\n")


@pytest.mark.browser
@pytest.mark.parametrize("preset", PRESETS)
def test_the_sheet_prints_on_one_page(chromium, preset, tmp_path):  # noqa: F811
    page = chromium.new_page()
    for lang in ("en", "ru"):
        path = tmp_path / f"{lang}.html"
        path.write_text(cheatsheet_html(preset, lang), encoding="utf-8")
        page.goto(path.as_uri())
        for paper in ("A4", "Letter"):
            pdf = page.pdf(format=paper, prefer_css_page_size=True)
            pages = len(re.findall(rb"/Type\s*/Page\b", pdf))
            assert pages == 1, f"{preset} in {lang} takes {pages} {paper} pages"
