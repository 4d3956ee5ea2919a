"""The course's size budget: stored lessons, and the card pictures they are made of.

A learner downloads every lesson with its outputs (Binder, a JupyterHub, the wheel),
and nearly all of a lesson's bytes are its pictures: each card is an ``<img>``
holding its own SVG, since an untrusted notebook allows nothing shared between
outputs. These are budgets, not timings: the bytes of the files as stored, which
grow only when a lesson shows more or a drawing is written less compactly.
"""

from __future__ import annotations

from pathlib import Path
from statistics import mean

import pytest

from koikoi_edu.cards import CARDS
from koikoi_edu.render.cards import card_back_html, card_html, cards_html

NOTEBOOKS = Path(__file__).parents[1] / "notebooks"
#: One language's twelve lessons, in bytes; 5.6 MB before the pictures were compacted.
LANGUAGE_BUDGET = 4_500_000
#: A card as stored (its <img>, alt text included); 4,811 bytes on average before.
CARD_BUDGET = 3_700
BACK_BUDGET = 1_400


def languages() -> dict[str, list[Path]]:
    """Each language's lessons: English in notebooks/, the others in notebooks/<lang>/."""
    found = {"en": sorted(NOTEBOOKS.glob("*.ipynb"))}
    for folder in sorted(p for p in NOTEBOOKS.iterdir() if p.is_dir() and len(p.name) == 2):
        found[folder.name] = sorted(folder.glob("*.ipynb"))
    return found


@pytest.mark.parametrize("lang", languages())
def test_each_language_of_the_course_stays_within_its_budget(lang):
    lessons = languages()[lang]
    assert len(lessons) == 12
    size = sum(p.stat().st_size for p in lessons)
    assert size <= LANGUAGE_BUDGET, (
        f"the {lang} lessons are {size:,} bytes, over the budget of {LANGUAGE_BUDGET:,}; "
        "a picture stored in a new way or many more of them? see render/picture.py")


def test_a_card_stays_small():
    assert mean(len(card_html(c)) for c in CARDS) <= CARD_BUDGET
    assert max(len(card_html(c, lang="ru")) for c in CARDS) <= 2.2 * CARD_BUDGET
    assert len(card_back_html()) <= BACK_BUDGET
    # a row shares its cards' frames and style: smaller than its cards one by one
    hand = CARDS[::6]
    assert len(cards_html(hand)) < 0.85 * sum(len(card_html(c)) for c in hand)
