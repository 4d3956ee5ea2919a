"""The game's sentences: what the engine's data says, in a learner's language.

The engine hands out data (cards, events, turn parts, settlements, advice, records);
this module writes it, by the catalogue, in any language of :data:`~koikoi_edu.words.
LANGUAGES`. Where a name depends on the rules (akatan of any three red ribbons is
"Red ribbons"), the functions take the rules and look the name up here; the data
carries none of it.

>>> from koikoi_edu.round import Round
>>> r = Round.deal(seed=7, explain=True)
>>> event_text(r.log[0], "ru")
'A сдаёт: по 8 карт на руки, 8 на поле, 24 остаются в запасе'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from ..advisor import Advice
from ..cards import Card, CardSet, Category, card
from ..records import RoundRecord, scenario_toml
from ..round import Event, EventKind
from ..rules import Rules
from ..settlement import Settlement
from ..trace import Part
from ..yaku import Progress, yaku_msgs
from .catalogue import (
    _TEACHING,
    card_name,
    count,
    ending_text,
    equation_text,
    field,
    number,
    percent,
    player_name,
    points,
    say,
    sentences,
    yaku_name,
)

# -- cards ------------------------------------------------------------------------------


def plant_name(month: int, lang: str = "en") -> str:
    """The month's plant in ``lang`` ("bush clover", "хаги", "萩", "hagi")."""
    return say(f"plant.{month}", lang)


def category_name(category: Category, lang: str = "en") -> str:
    """A kind of card's name in ``lang``, as the card pictures' badges say it::

    >>> category_name(Category.ANIMAL), category_name(Category.ANIMAL, "ru")
    ('animal', 'животное')
    """
    return say(f"category.{category.value}", lang)


def category_counts(cards: CardSet, lang: str = "en") -> dict[str, int]:
    """How many cards of each kind ``cards`` holds, by the kind's name in ``lang``::

    >>> category_counts(CardSet.month(11), "ru")
    {'яркая': 1, 'животное': 1, 'лента': 1, 'простая': 1}
    """
    return {category_name(kind, lang): n for kind, n in cards.counts().items()}


def said_card(c: Card, lang: str = "en") -> str:
    """A card as the engine's sentences name it: by its id in English, as the lessons'
    code writes it, by its name in the other languages (the catalogue's ``card.said``)."""
    return say("card.said", lang, id=c.id, name=card_name(c, lang))


# -- yaku ---------------------------------------------------------------------------------


def yaku_points(held: Iterable[tuple[str, int]], lang: str = "en", rules: Rules = _TEACHING) -> str:
    """Yaku with their points, ``hanami 1, tsukimi 1``: by id in English, as the lessons'
    code names them, by name in the other languages."""
    return str(field(yaku_msgs(held, rules), lang))


def progress_text(p: Progress, lang: str = "en", rules: Rules = _TEACHING) -> str:
    """How far a pile is towards a yaku: ``2 of 3 for Poetry ribbons``, the count held
    together by non-breaking spaces (a narrow box never breaks ``2 of`` from ``3``).

    >>> from koikoi_edu.yaku import progress
    >>> progress_text(progress(CardSet.of("pine-poetry", "plum-poetry"))[0])
    '2\xa0of\xa03 for Poetry ribbons'
    """
    return say("progress.of", lang, have=p.have, need=p.need, yaku=yaku_name(p.id, lang, rules))


# -- settlements --------------------------------------------------------------------------


def outcome_text(s: Settlement | None, lang: str = "en", rules: Rules = _TEACHING) -> str:
    """A scenario's outcome: pending, no winner and why, or who won and the sum."""
    if s is None:
        return say("outcome.pending", lang)
    if s.winner is None:
        return say("outcome.no-winner", lang, why=ending_text(s, lang, rules))
    return say(
        "outcome.wins", lang, seat=s.winner, points=s.points, equation=equation_text(s, lang, rules)
    )


# -- a round's events and a turn's parts -------------------------------------------------


def event_text(event: Event, lang: str = "en", rules: Rules = _TEACHING) -> str:
    """The explanation of ``event`` in ``lang``, from the catalogue of words (``rules``,
    the round's, name akatan).

    >>> from koikoi_edu.round import Round
    >>> r = Round.deal(seed=7, explain=True)
    >>> event_text(r.log[0], "en")
    'A deals: 8 cards to each hand, 8 to the field, 24 left in the stock'
    """
    message, values, seat = event.message, event.values, event.seat or ""

    def named(cid: str) -> str:
        return said_card(card(cid), lang)

    if message == "end":
        (settlement,) = values
        text = ending_text(settlement, lang, rules)
        if event.kind is EventKind.WIN:
            text += f": {equation_text(settlement, lang, rules)}"
        return text
    if message == "yaku":
        return say("event.yaku", lang, seat=seat, yaku=yaku_points(values, lang, rules))
    if message in ("stays", "pair", "choice", "four"):
        how, played, *others = values
        action = say(f"event.{how}", lang, seat=seat, card=named(played))
        fields = dict(
            zip(("taken",) if message == "pair" else ("a", "b"), map(named, others), strict=False)
        )
        month = card(played).month
        return say(
            f"event.{message}",
            lang,
            action=action,
            seat=seat,
            number=month,
            plant=plant_name(month, lang),
            **fields,
        )
    if message == "take":
        taken, played, left = map(named, values)
        return say("event.take", lang, seat=seat, taken=taken, card=played, left=left)
    if message == "deal":
        return say("event.deal", lang, seat=values[0])
    return say(f"event.{message}", lang, seat=seat)


def part_text(part: Part, lang: str = "en") -> str:
    """Why ``part`` of a turn happened, in ``lang``, with card and yaku names in it.

    >>> from koikoi_edu.scenario import load_library
    >>> from koikoi_edu.trace import turn_parts
    >>> replay = load_library("boar-deer-butterflies").replay()
    >>> play, capture, *_ = turn_parts(replay.start, replay.steps[0].round.actions)
    >>> print(part_text(capture))
    “bush clover: boar” captures “bush clover: plain”: both go to A's pile.
    >>> print(part_text(play, "ja"))
    Aが手札から「萩に猪」を出す。場の「萩にカス」と同じ7月（萩）なので、合う。
    """
    v = part.values
    seat = v["seat"]
    if "yaku" in v:
        rules = part.round.rules
        held = ", ".join(f"{yaku_name(yid, lang, rules)} {pts}" for yid, pts in v["yaku"])
        return say(f"part.{part.message}", lang, seat=seat, yaku=held)
    if "card" not in v:  # a decision
        return say(f"part.{part.message}", lang, seat=seat)
    played = card(v["card"])
    fields = dict(zip(("a", "b"), (card_name(card(c), lang) for c in v["matched"]), strict=False))
    fields["taken"] = fields.get("a", "")
    if "left" in v:
        fields["left"] = card_name(card(v["left"]), lang)
    if "how" in v:
        fields["action"] = say(f"part.{v['how']}", lang, seat=seat, card=card_name(played, lang))
    return say(
        f"part.{part.message}",
        lang,
        seat=seat,
        card=card_name(played, lang),
        number=played.month,
        plant=plant_name(played.month, lang),
        **fields,
    )


def narration(events: Sequence[Event], lang: str = "en", rules: Rules = _TEACHING) -> str:
    """A turn's events as sentences in ``lang`` (each text gets its full stop).

    A text that the next one repeats and extends ("A stops", then "A stops: 5
    (akatan) = 5") is left out.
    """
    texts = [event_text(e, lang, rules) for e in events if e.message]
    kept = [t for t, after in zip(texts, texts[1:] + [""], strict=True) if not after.startswith(t)]
    return sentences([say("record.sentence", lang, text=t[0].upper() + t[1:]) for t in kept], lang)


# -- the advisor's reading -----------------------------------------------------------------


def advice_text(a: Advice, lang: str = "en") -> str:
    """The advice in plain words for a learner, in ``lang``."""
    k = a.koikoi

    def pts(x: float) -> str:
        return points(x, lang)

    interval = (
        ""
        if a.exact
        else say(
            "reading.interval",
            lang,
            conf=percent(a.confidence, lang),
            lo=number(k.ci[0], lang),
            hi=number(k.ci[1], lang),
        )
    )
    text = [
        say("reading.stop", lang, hold=pts(a.stop.expected)),
        say(
            "reading.koikoi",
            lang,
            expected=pts(k.expected),
            interval=interval,
            win=percent(k.p_win, lang),
            lose=percent(k.p_lose, lang),
            draw=percent(k.p_draw, lang),
        ),
    ]
    gives_up = say(
        "reading.gives-up",
        lang,
        hold=pts(a.stop.expected),
        held=number(a.stop.expected, lang),
        share=percent(1 - k.p_win, lang),
    )
    if a.best == "koi-koi":
        text.append(say("reading.gain", lang, diff=pts(a.difference), gives_up=gives_up))
    elif a.best == "stop":
        text.append(say("reading.cost", lang, diff=pts(-a.difference), gives_up=gives_up))
    else:
        text.append(say("reading.close", lang, diff=pts(abs(a.difference))))
    you, rival = (player_name(name, lang) for name in a.players)
    text.append(
        say("reading.exact", lang, n=count(a.playouts, lang))
        if a.exact
        else say("reading.estimated", lang, n=a.playouts, you=you, rival=rival)
    )
    return sentences(text, lang)


# -- the rules ------------------------------------------------------------------------------


def option_docs(lang: str = "en") -> dict[str, str]:
    """Every rules option's name with what it does, in ``lang`` (the names stay ids).

    >>> option_docs("ru")["double_at_seven"]
    '×2, когда база 7 или больше'
    """
    return {f.name: say(f"option.{f.name}", lang) for f in dataclasses.fields(Rules)}


# -- records --------------------------------------------------------------------------------


def round_to_scenario_toml(
    round_record: RoundRecord, title: str | None = None, lang: str = "en"
) -> str:
    """A scenario file of a recorded round (:func:`koikoi_edu.records.scenario_toml`),
    its title, comments and each turn's narration in ``lang``; the ids, like every
    scenario's, stay as they are."""
    source, n = round_record.source, round_record.number
    return scenario_toml(
        round_record,
        title or say("record.title", lang, source=source, n=n),
        [say("record.source", lang, source=source, n=n), say("record.seats", lang)],
        lambda events, rules: narration(events, lang, rules),
    )
