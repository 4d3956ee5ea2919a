"""The engine's explanations in the learner's language.

Every :class:`~koikoi_edu.round.Event` carries its explanation in English (``text``)
and the same facts as data (``message`` and ``values``). :func:`event_text` says it
in any of the package's languages, with card and yaku names in that language::

    >>> from koikoi_edu.round import Round
    >>> r = Round.deal(seed=7, explain=True)
    >>> event_text(r.log[0], "ru")
    'A сдаёт: по 8 карт на руки, 8 на поле, 24 остаются в колоде'
"""

from __future__ import annotations

from .. import words
from ..cards import card
from ..round import Event
from ..settlement import ending_text, equation_text

__all__ = ["event_text"]


def event_text(event: Event, lang: str = "en") -> str:
    """The explanation of ``event`` in ``lang``: the engine's own words in English."""
    words.check_lang(lang)
    if lang == "en" or not event.message:
        return event.text
    message, values, seat = event.message, event.values, event.seat or ""
    if message == "end":
        (settlement,) = values
        text = ending_text(settlement, lang)
        if settlement.winner is not None and event.kind == "win":
            text += f": {equation_text(settlement, lang)}"
        return text
    if message == "yaku":
        held = ", ".join(f"{words.yaku_name(yid, lang)} {points}" for yid, points in values)
        return words.say("event.yaku", lang, seat=seat, yaku=held)
    if message in ("stays", "pair", "choice", "four"):
        how, played, *others = values
        names = [card(c).name(lang) for c in others]
        action = words.say(f"event.{how}", lang, seat=seat, card=card(played).name(lang))
        fields = dict(zip(("taken",) if message == "pair" else ("a", "b"), names, strict=False))
        month = card(played)
        return words.say(f"event.{message}", lang, action=action, seat=seat, number=month.month,
                         plant=month.plant_name(lang), **fields)
    if message == "take":
        taken, played, left = (card(c).name(lang) for c in values)
        return words.say("event.take", lang, seat=seat, taken=taken, card=played, left=left)
    if message == "deal":
        return words.say("event.deal", lang, seat=values[0])
    return words.say(f"event.{message}", lang, seat=seat)
