"""Puzzles in words: the question, the mover's view, and the explanation of the answer.

The explanation is made of the engine's facts (:func:`koikoi_edu.puzzle.facts`): each
choice's expected points, the yaku it forms and the yaku it leaves the rival.

>>> from koikoi_edu.puzzle import EXAMPLE, loads
>>> p = loads(EXAMPLE)
>>> question(p, "en")
'You played pampas grass: plain, which matches two field cards. Which do you take?'
>>> for line in explanation(p, "en", {"pampas-moon": 5.6, "pampas-geese": 0.8}):
...     print(line)
Best: pampas grass: moon, expected 5.6 points; it makes sanko (5 points).
pampas grass: geese: expected 0.8 points.
"""

from __future__ import annotations

from ..cards import BY_ID
from ..puzzle import Fact, Puzzle, View, facts
from ..round import DECISIONS
from .catalogue import card_name, points, said_yaku, say, sentences

__all__ = ["choice_name", "explanation", "explanation_text", "question", "view_lines"]


def choice_name(choice: str, lang: str = "en") -> str:
    """A choice as a learner reads it: a card by its name, stop or koi-koi as words."""
    if choice in DECISIONS:
        return say(f"decision.{choice}", lang)
    return card_name(BY_ID[choice], lang)


def question(p: Puzzle, lang: str = "en") -> str:
    """The puzzle's question in one line."""
    played = p.parts.get("played")
    flipped = p.parts.get("flipped")
    if p.ask == "play":
        return say("puzzle.ask.play", lang)
    if p.ask == "take":
        return say("puzzle.ask.take", lang, card=choice_name(played or "", lang))
    if p.ask == "draw_take":
        return say("puzzle.ask.draw-take", lang, card=choice_name(flipped or "", lang))
    return say("puzzle.ask.decide", lang)


def view_lines(v: View, lang: str = "en") -> list[str]:
    """The mover's view, one line a part: hand, field, piles, calls, the turn so far,
    what is hidden."""

    def cards(ids: tuple[str, ...]) -> str:
        return say("list.gap", lang).join(choice_name(c, lang) for c in ids) or "-"

    rival = "B" if v.seat == "A" else "A"
    lines = [
        say("puzzle.view.seat", lang, seat=v.seat),
        say("puzzle.view.hand", lang, cards=cards(v.hand)),
        say("puzzle.view.field", lang, cards=cards(v.field)),
        say("puzzle.view.pile", lang, seat=v.seat, cards=cards(v.piles[v.seat])),
        say("puzzle.view.pile", lang, seat=rival, cards=cards(v.piles[rival])),
    ]
    if v.calls:
        lines.append(say("puzzle.view.calls", lang, seats=", ".join(v.calls)))
    for key in ("played", "take", "flipped", "draw_take"):
        card = getattr(v, key)
        if card:
            lines.append(
                say(f"puzzle.view.{key.replace('_', '-')}", lang, card=choice_name(card, lang))
            )
    lines.append(say("puzzle.view.hidden", lang, hand=v.rival_hand, stock=v.stock))
    return lines


def _yaku_said(held: tuple[tuple[str, int], ...], p: Puzzle, lang: str) -> str:
    """Yaku with their points as the explanation says them: ``sanko (5 points)``,
    ``«Синие ленты» (5 очков)``."""
    rules = p.round.rules
    return say("list.gap", lang).join(
        say("puzzle.explain.yaku", lang, yaku=said_yaku(y, lang, rules), points=points(n, lang))
        for y, n in held
    )


def _fact_text(f: Fact, p: Puzzle, lang: str, numbers: bool) -> str:
    name = choice_name(f.choice, lang)
    if numbers:
        value = points(round(f.value, 1), lang)
        key = "puzzle.explain.best" if f.best else "puzzle.explain.other"
        text = say(key, lang, choice=name, value=value)
    else:
        text = say(
            "puzzle.explain.best-choice" if f.best else "puzzle.explain.choice", lang, choice=name
        )
    if f.makes:
        text = say("puzzle.explain.makes", lang, text=text, yaku=_yaku_said(f.makes, p, lang))
    for card, gained in f.gives:
        text = say(
            "puzzle.explain.gives",
            lang,
            text=text,
            card=choice_name(card, lang),
            yaku=_yaku_said(gained, p, lang),
        )
    return say("puzzle.explain.sentence", lang, text=text)


def explanation(
    p: Puzzle, lang: str = "en", values: dict[str, float] | None = None, numbers: bool = True
) -> list[str]:
    """One sentence a choice, best first: its expected points and what it makes or
    leaves the rival. ``values`` default to the puzzle's stored ones. Without
    ``numbers`` (where a table beside shows each choice's points) the points are left
    out, and so is a choice other than the best that makes and leaves nothing.

    >>> from koikoi_edu.puzzle import EXAMPLE, loads
    >>> explanation(loads(EXAMPLE), "ru", {"pampas-moon": 5.6, "pampas-geese": 0.8}, numbers=False)
    ['Лучше всего: мискантус: луна; это даёт яку «Три ярких» (5 очков).']
    """
    found = values if values is not None else p.values
    if found is None:
        raise ValueError("the puzzle stores no values: verify it and pass them")
    return [
        _fact_text(f, p, lang, numbers)
        for f in facts(p, found)
        if numbers or f.best or f.makes or f.gives
    ]


def explanation_text(p: Puzzle, lang: str = "en", values: dict[str, float] | None = None) -> str:
    """:func:`explanation` as one paragraph."""
    return sentences(explanation(p, lang, values), lang)
