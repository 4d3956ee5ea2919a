"""The engine's explanations in the learner's language.

Every :class:`~koikoi_edu.round.Event` is data: a message id of the catalogue and
its facts. :func:`event_text` says it in any of the package's languages, with card
and yaku names in that language::

    >>> from koikoi_edu.round import Round
    >>> r = Round.deal(seed=7, explain=True)
    >>> event_text(r.log[0], "ru")
    'A сдаёт: по 8 карт на руки, 8 на поле, 24 остаются в запасе'

:func:`part_text` says why each part of a turn (:mod:`koikoi_edu.trace`) happened::

    >>> from koikoi_edu.scenario import load_library
    >>> from koikoi_edu.trace import turn_parts
    >>> replay = load_library("boar-deer-butterflies").replay()
    >>> play, capture, *_ = turn_parts(replay.start, replay.steps[0].round.actions)
    >>> print(part_text(capture))
    “bush clover: boar” captures “bush clover: plain”: both go to A's pile.
    >>> print(part_text(play, "ja"))
    Aが手札から「萩に猪」を出す。場の「萩にカス」と同じ7月（萩）なので、合う。
"""

from __future__ import annotations

from .. import words
from ..cards import card
from ..round import event_text
from ..trace import Part

__all__ = ["event_text", "part_text"]


def part_text(part: Part, lang: str = "en") -> str:
    """Why ``part`` of a turn happened, in ``lang``, with card and yaku names in it."""
    words.check_lang(lang)
    v = part.values
    seat = v["seat"]
    if "yaku" in v:
        named = part.round.rules.akatan_cards
        held = ", ".join(
            f"{words.yaku_name(yid, lang, named)} {points}" for yid, points in v["yaku"]
        )
        return words.say(f"part.{part.message}", lang, seat=seat, yaku=held)
    if "card" not in v:  # a decision
        return words.say(f"part.{part.message}", lang, seat=seat)
    played = card(v["card"])
    fields = dict(zip(("a", "b"), (card(c).name(lang) for c in v["matched"]), strict=False))
    fields["taken"] = fields.get("a", "")
    if "left" in v:
        fields["left"] = card(v["left"]).name(lang)
    if "how" in v:
        fields["action"] = words.say(f"part.{v['how']}", lang, seat=seat, card=played.name(lang))
    return words.say(
        f"part.{part.message}",
        lang,
        seat=seat,
        card=played.name(lang),
        number=played.month,
        plant=played.plant_name(lang),
        **fields,
    )
