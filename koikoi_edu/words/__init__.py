"""Every sentence the package says to a person, in every language it speaks.

The English of each message, by its id, is in :mod:`.en`; the other languages are
gettext catalogues (``locale/<lang>/LC_MESSAGES/koikoi_edu.mo``, compiled from the
``.po`` beside it by ``scripts/catalogue.py``), read with the standard library's
:mod:`gettext` so that they work wherever the package does, Pyodide included. The
engine hands out data (events, settlements, advice); whoever shows it to a person looks
the words up here. Every id is translated in every language (the tests hold the
catalogues to that), so switching languages never falls back to English.

>>> say("ending.stop", "ru", seat="A")
'A останавливается'

A message that counts takes its form from the number ``n``, by the language's own
plural rule (the catalogue's ``Plural-Forms``):

>>> [say("number.point", "ru", n=n) for n in (1, 3, 5, 21)]
['1 очко', '3 очка', '5 очков', '21 очко']

The words are in three parts, each importing only those before it: the English
(:mod:`.en`), the catalogue and how a message is said (:mod:`.catalogue`), then the
game's sentences (:mod:`.game`) and the puzzles' (:mod:`.puzzle`). This package hands
out the first two and, on first use, the game's sentences.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..message import LANGUAGES, check_lang
from .catalogue import (
    ARGPARSE_DOMAIN,
    card_name,
    catalogue_path,
    check_name,
    count,
    date_text,
    display_language,
    ending_text,
    equation_terms,
    equation_text,
    field,
    lesson_title,
    number,
    percent,
    player_name,
    points,
    preset_name,
    quoted,
    reason_text,
    said_yaku,
    say,
    sentences,
    settlement_text,
    table,
    theme_name,
    unread_catalogues,
    use,
    yaku_name,
)

__all__ = [
    "ARGPARSE_DOMAIN",
    "LANGUAGES",
    "advice_text",
    "card_name",
    "catalogue_path",
    "category_counts",
    "category_name",
    "check_lang",
    "check_name",
    "count",
    "date_text",
    "display_language",
    "ending_text",
    "equation_terms",
    "equation_text",
    "event_text",
    "field",
    "lesson_title",
    "narration",
    "number",
    "option_docs",
    "outcome_text",
    "part_text",
    "percent",
    "plant_name",
    "player_name",
    "points",
    "preset_name",
    "progress_text",
    "quoted",
    "reason_text",
    "round_to_scenario_toml",
    "said_card",
    "said_yaku",
    "say",
    "sentences",
    "settlement_text",
    "table",
    "theme_name",
    "unread_catalogues",
    "use",
    "yaku_name",
    "yaku_points",
]

# The game's sentences (koikoi_edu.words.game) read the engine's events, parts, advice and
# records; they load on first use, so that importing the words (as the first error said
# does, for its English) does not load the whole engine.
_GAME = frozenset(
    (
        "advice_text",
        "category_counts",
        "category_name",
        "event_text",
        "narration",
        "option_docs",
        "outcome_text",
        "part_text",
        "plant_name",
        "progress_text",
        "round_to_scenario_toml",
        "said_card",
        "yaku_points",
    )
)

if TYPE_CHECKING:
    from .game import (
        advice_text,
        category_counts,
        category_name,
        event_text,
        narration,
        option_docs,
        outcome_text,
        part_text,
        plant_name,
        progress_text,
        round_to_scenario_toml,
        said_card,
        yaku_points,
    )


def __getattr__(name: str) -> Any:
    if name in _GAME:
        from . import game

        value = getattr(game, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
