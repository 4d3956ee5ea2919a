"""The teacher's pack (scripts/teacher_pack.py): a run sheet of one page that fills 45
minutes, and a deck of the 48 teaching cards to cut out, in every language of the course."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from test_browser import chromium  # noqa: F401  (a fixture)

from koikoi_edu.cards import CARDS
from koikoi_edu.render.cards import card_picture
from koikoi_edu.words import say

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import teacher_pack  # noqa: E402  (scripts, not a package)

LANGUAGES = teacher_pack.LANGUAGES


def test_the_run_sheet_fills_45_minutes_without_a_gap():
    starts = [a for a, _, _ in teacher_pack.RUN]
    ends = [b for _, b, _ in teacher_pack.RUN]
    assert starts[0] == 0 and ends[-1] == 45 and starts[1:] == ends[:-1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_run_sheet_says_every_step_in_its_language(lang):
    page = teacher_pack.run_sheet_html(lang)
    for _, _, key in teacher_pack.RUN:
        assert say(key, lang).replace("'", "&#x27;") in page
    assert f'<html lang="{lang}">' in page
    assert "pack.run" not in page  # no message id left unsaid


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_deck_is_the_48_cards_with_their_words_in_the_language(lang):
    page = teacher_pack.cards_html(lang)
    pictures = re.findall(r'<img src="([^"]+)"', page)
    assert pictures == [card_picture(c, lang) for c in CARDS]
    assert "dashed" in page  # the cut lines


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_run_sheet_is_one_page_and_the_deck_two(chromium, lang):  # noqa: F811
    run = teacher_pack.print_pdf(chromium, teacher_pack.run_sheet_html(lang))
    deck = teacher_pack.print_pdf(chromium, teacher_pack.cards_html(lang))
    assert teacher_pack.pdf_pages(run) == 1
    assert teacher_pack.pdf_pages(deck) == 2
