"""koikoi-edu: learn Koi-Koi, the two-player hanafuda game, in Jupyter.

The engine is plain Python with no notebook dependencies::

    >>> from koikoi_edu import CardSet, Round, score
    >>> score(CardSet.of("maple-deer", "peony-butterflies", "clover-boar")).base
    5
    >>> r = Round.deal(seed=1)
    >>> r.is_terminal()
    False

Layers, each importing only those below it: the engine (``cards``, ``rules``, ``yaku``,
``round``, ``match``, ``players``, ``review``, ``advisor``, ``scenario``, ``records``,
``message`` and the rest of the top-level modules), which hands out data and
:class:`~koikoi_edu.message.Msg` values, never sentences -> ``words``, the one layer
that knows languages -> ``quiz`` -> ``render`` -> ``widgets`` and
``course`` -> ``cli`` -> ``__main__``. Nothing in the engine imports matplotlib or
ipywidgets. ``lint-imports`` checks both in ``make test`` (pyproject.toml's
``tool.importlinter``).
"""

from typing import TYPE_CHECKING, Any

from . import errors

if TYPE_CHECKING:
    from .message import Msg


def _english(msg: "Msg") -> str:
    """An error's English, its ``str`` (:data:`koikoi_edu.errors.english`), said by the
    words layer. It loads with the first error said, not before: the engine imports
    nothing of the words, so ``import koikoi_edu.cards`` loads no catalogue."""
    from .words import say

    return say(msg, "en")


errors.english = _english

#: The names this package hands out, each from the module that defines it. They load on
#: first use, so ``import koikoi_edu.cards`` loads the cards and what they need, not the
#: whole engine.
_HOME = {
    **dict.fromkeys(("CARDS", "Card", "CardSet", "Category", "Ribbon", "card"), "cards"),
    **dict.fromkeys(
        ("IllegalMoveError", "KoikoiError", "RulesError", "ScenarioError", "UnknownCardError"),
        "errors",
    ),
    **dict.fromkeys(("KOIKOI", "STOP", "Event", "Phase", "Round", "Settlement"), "round"),
    **dict.fromkeys(("PRESETS", "Rules"), "rules"),
    **dict.fromkeys(("Score", "Yaku", "progress", "score"), "yaku"),
}

if TYPE_CHECKING:
    from .cards import CARDS, Card, CardSet, Category, Ribbon, card
    from .errors import (
        IllegalMoveError,
        KoikoiError,
        RulesError,
        ScenarioError,
        UnknownCardError,
    )
    from .round import KOIKOI, STOP, Event, Phase, Round, Settlement
    from .rules import PRESETS, Rules
    from .yaku import Score, Yaku, progress, score


def __getattr__(name: str) -> Any:
    if name in _HOME:
        import importlib

        value = getattr(importlib.import_module(f"{__name__}.{_HOME[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: The package's version, its one source: pyproject.toml reads it (setuptools' dynamic
#: version) and ``koikoi-edu --version`` prints it. CHANGELOG.md says what each one brought.
__version__ = "0.1.0"

__all__ = [
    "CARDS",
    "Card",
    "CardSet",
    "Category",
    "Ribbon",
    "card",
    "IllegalMoveError",
    "KoikoiError",
    "RulesError",
    "ScenarioError",
    "UnknownCardError",
    "KOIKOI",
    "STOP",
    "Event",
    "Phase",
    "Round",
    "Settlement",
    "PRESETS",
    "Rules",
    "Score",
    "Yaku",
    "progress",
    "score",
]
