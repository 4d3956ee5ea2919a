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

from .. import i18n, words
from ..cards import card
from ..round import Event
from ..settlement import ending_text, equation_text

__all__ = ["event_text"]

_WORDS: i18n.Words = {
    "deal": ("{seat} deals: 8 cards to each hand, 8 to the field, 24 left in the stock",
             "{seat} сдаёт: по 8 карт на руки, 8 на поле, 24 остаются в колоде",
             "{seat}が配る：手札に8枚ずつ、場に8枚、山札に24枚",
             "{seat} ga kubaru: tefuda ni 8-mai zutsu, ba ni 8-mai, yamafuda ni 24-mai"),
    "both-instant": ("both hands win instantly; the rules say play on",
                     "обе руки выигрывают сразу; по правилам игра продолжается",
                     "両者とも手役；この規則では続行",
                     "ryōsha tomo teyaku; kono kisoku de wa zokkō"),
    "play": ("{seat} plays {card}", "{seat} играет картой «{card}»", "{seat}が{card}を出す",
             "{seat} ga {card} o dasu"),
    "flip": ("{seat} flips {card}", "{seat} открывает из колоды «{card}»",
             "{seat}が山札から{card}をめくる", "{seat} ga yamafuda kara {card} o mekuru"),
    "stays": ("{action}; no field card is of month {number} ({plant}), so it stays on the field",
              "{action}; на поле нет карт месяца {number} ({plant}), и карта остаётся на поле",
              "{action}。場に{number}月（{plant}）の札がないので、場に残る",
              "{action}. ba ni {number}-gatsu ({plant}) no fuda ga nai node, ba ni nokoru"),
    "pair": ("{action}; it matches {taken} by month ({number}, {plant}) and captures the pair",
             "{action}; она совпадает с «{taken}» по месяцу ({number}, {plant}) и забирает пару",
             "{action}。{taken}と同じ{number}月（{plant}）なので、二枚を取る",
             "{action}. {taken} to onaji {number}-gatsu ({plant}) na node, ni-mai o toru"),
    "choice": ("{action}; it matches both {a} and {b} by month ({number}, {plant}), so {seat} "
               "chooses one to capture",
               "{action}; она совпадает по месяцу ({number}, {plant}) и с «{a}», и с «{b}», "
               "и {seat} выбирает, какую взять",
               "{action}。{a}と{b}の両方が同じ{number}月（{plant}）なので、{seat}がどちらを"
               "取るか選ぶ",
               "{action}. {a} to {b} no ryōhō ga onaji {number}-gatsu ({plant}) na node, "
               "{seat} ga dochira o toru ka erabu"),
    "four": ("{action}; the other three cards of month {number} ({plant}) lie on the field, "
             "so it captures all four",
             "{action}; три другие карты месяца {number} ({plant}) лежат на поле, и она "
             "забирает все четыре",
             "{action}。{number}月（{plant}）の残り三枚が場にあるので、四枚すべてを取る",
             "{action}. {number}-gatsu ({plant}) no nokori san-mai ga ba ni aru node, "
             "yon-mai subete o toru"),
    "take": ("{seat} takes {taken} with {card} and leaves {left} on the field",
             "{seat} забирает «{taken}» картой «{card}» и оставляет «{left}» на поле",
             "{seat}が{card}で{taken}を取り、{left}を場に残す",
             "{seat} ga {card} de {taken} o tori, {left} o ba ni nokosu"),
    "yaku": ("{seat} now holds {yaku}", "у {seat} теперь: {yaku}", "{seat}の役：{yaku}",
             "{seat} no yaku: {yaku}"),
    "koikoi": ("{seat} calls koi-koi and plays on", "{seat} объявляет кои-кои и играет дальше",
               "{seat}がこいこいと宣言して続ける", "{seat} ga koi-koi to sengen shite tsuzukeru"),
    "stop": ("{seat} stops", "{seat} останавливается", "{seat}があがる", "{seat} ga agaru"),
}


def event_text(event: Event, lang: str = "en") -> str:
    """The explanation of ``event`` in ``lang``: the engine's own words in English."""
    i18n.check_lang(lang)
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
        return i18n.name(_WORDS, "yaku", lang, seat=seat, yaku=held)
    if message in ("stays", "pair", "choice", "four"):
        how, played, *others = values
        names = [card(c).name(lang) for c in others]
        action = i18n.name(_WORDS, how, lang, seat=seat, card=card(played).name(lang))
        fields = dict(zip(("taken",) if message == "pair" else ("a", "b"), names, strict=False))
        month = card(played)
        return i18n.name(_WORDS, message, lang, action=action, seat=seat, number=month.month,
                         plant=month.plant_name(lang), **fields)
    if message == "take":
        taken, played, left = (card(c).name(lang) for c in values)
        return i18n.name(_WORDS, "take", lang, seat=seat, taken=taken, card=played, left=left)
    if message == "deal":
        return i18n.name(_WORDS, "deal", lang, seat=values[0])
    return i18n.name(_WORDS, message, lang, seat=seat)
