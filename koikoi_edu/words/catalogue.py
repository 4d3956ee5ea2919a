"""The catalogue: every message by its id, in every language, and how a message is said.

A message's fields are said with it (:func:`field`): cards, counts, names, and the
settlement of a round, whose sum and ending a message may carry (a record that ends
otherwise than recorded says the engine's sum). So the settlements' sentences are here,
beside :func:`say`, which they use and which uses them. The game's sentences
(:mod:`.game`) and the puzzles' (:mod:`.puzzle`) are written with this module, and
:mod:`koikoi_edu.words` hands it out.

>>> say("ending.stop", "uk", seat="B")
'B зупиняється'
"""

from __future__ import annotations

import functools
import gettext
import struct
from datetime import date
from pathlib import Path

from .. import errors
from ..cards import Card
from ..inputs import excerpt
from ..message import Code, Count, Msg, Name, Sum, check_lang
from ..rules import Rules
from ..settlement import Ending, Factor, Settlement
from ..yaku import yaku_name_id
from . import en

#: The gettext domain: the catalogues' file name.
DOMAIN = "koikoi_edu"
#: The domain of argparse's own words ("usage:", its usage errors), which argparse looks up
#: through gettext without a context: ``scripts/catalogue.py`` compiles it from the
#: catalogue's ``cli.argparse.*`` messages, whose English is argparse's own.
ARGPARSE_DOMAIN = "argparse"
#: The folder of every language's compiled catalogues, ``<lang>/LC_MESSAGES/*.mo``.
LOCALE_FOLDER = Path(__file__).parent / "locale"

_TEACHING = Rules()


def catalogue_path(lang: str, domain: str = DOMAIN) -> Path:
    """The compiled catalogue of ``lang`` (a ``.mo`` file; its ``.po`` source is beside it)."""
    return LOCALE_FOLDER / lang / "LC_MESSAGES" / f"{domain}.mo"


@functools.cache
def _catalogue(lang: str, domain: str = DOMAIN) -> gettext.NullTranslations | Exception:
    """The catalogue ``domain`` of ``lang``, read on first use, or why it cannot be read:
    missing, cut short, or no catalogue at all (what :mod:`gettext` raises for each)."""
    try:
        with catalogue_path(lang, domain).open("rb") as mo:
            return gettext.GNUTranslations(mo)
    except (OSError, struct.error, ValueError, LookupError) as e:
        return e


@functools.cache
def _translations(lang: str) -> gettext.NullTranslations:
    """The catalogue of ``lang``; English (gettext's own fallback) when it cannot be read,
    which :func:`unread_catalogues` says."""
    found = gettext.NullTranslations() if lang == "en" else _catalogue(lang)
    return found if isinstance(found, gettext.NullTranslations) else gettext.NullTranslations()


def unread_catalogues(lang: str) -> dict[str, Msg]:
    """What is wrong with each of ``lang``'s catalogues that cannot be read, by its domain
    (:data:`DOMAIN`, :data:`ARGPARSE_DOMAIN`): a broken install must not silence the
    package, so their messages are said in English, and whoever shows words to a person
    says this once, naming the file.

    >>> unread_catalogues("ru")
    {}
    """
    unread = {}
    for domain in (DOMAIN, ARGPARSE_DOMAIN) if lang != "en" else ():
        found = _catalogue(check_lang(lang), domain)
        if isinstance(found, Exception):
            why = (  # a missing or unreadable file; else gettext found no whole catalogue
                errors.system_reason(found)
                if isinstance(found, OSError) and found.errno
                else Msg("words.catalogue-damaged")
            )
            path = str(catalogue_path(lang, domain))
            unread[domain] = Msg("words.catalogue-unread", catalogue=excerpt(path, 300), why=why)
    return unread


@functools.cache
def table(lang: str) -> dict[str, str | tuple[str, ...]]:
    """Every message of ``lang`` by its id: its text, or for a message that counts, its
    forms in the catalogue's order (one, few, many in Russian and Ukrainian; one and other
    in English; one in Japanese).

    >>> table("uk")["card.count"]
    ('{n} карта', '{n} карти', '{n} карт')
    """
    t = _translations(check_lang(lang))
    examples = _plural_examples(lang)
    return {
        message: tuple(t.npgettext(message, text.one, text.other, n) for n in examples)
        if isinstance(text, en.Plural)
        else t.pgettext(message, text)
        for message, text in en.WORDS.items()
    }


def _plural_examples(lang: str) -> tuple[int, ...]:
    """The smallest number of each plural form of ``lang``, in the catalogue's order:
    ``(1, 2)`` in English, ``(1, 2, 5)`` in Russian, ``(1,)`` in Japanese."""
    header = _translations(lang).info().get("plural-forms", "nplurals=2; plural=(n != 1);")
    rule = gettext.c2py(header.split("plural=")[1].rstrip(";"))
    first: dict[int, int] = {}
    for n in range(1, 100):
        first.setdefault(rule(n), n)
    return tuple(first[form] for form in sorted(first))


def say(message: str | Msg, lang: str = "en", **fields: object) -> str:
    """Message ``message`` in ``lang``, with ``fields`` filled in where given: a message
    id with its fields, or a :class:`~koikoi_edu.message.Msg`, which carries them.

    A message that counts (an :class:`~.en.Plural` in the English) needs the whole number
    ``n``: it picks the plural form and is written with its thousands grouped. Each
    field is said in ``lang`` (:func:`field`).
    """
    if isinstance(message, Msg):
        fields = {**message.fields, **fields}
        message = message.id
    t, text = _translations(check_lang(lang)), en.WORDS[message]
    fields = {key: field(value, lang) for key, value in fields.items()}
    if isinstance(text, en.Plural):
        n = fields.get("n")
        if not isinstance(n, int) or isinstance(n, bool):
            raise TypeError(f"message {message} counts: it needs a whole number n, not {n!r}")
        form = t.npgettext(message, text.one, text.other, abs(n))
        return form.format(**{**fields, "n": count(n, lang)})
    form = t.pgettext(message, text)
    return form.format(**fields) if fields else form


def field(value: object, lang: str = "en") -> object:
    """A fact of a message as ``lang`` says it: a :class:`~koikoi_edu.message.Msg` said in
    full, a card by its name as a message quotes it, a
    :class:`~koikoi_edu.message.Count` grouped, :class:`~koikoi_edu.message.Code` as code,
    a :class:`~koikoi_edu.message.Name` by the catalogue's name, a settlement by how its
    round ended (its :class:`~koikoi_edu.message.Sum` as maths), a list item by item;
    the rest as it is.

    >>> field(Msg("decision.stop"), "ru"), field(Count(12000), "ru")
    ('стоп', '12\u00a0000')
    """
    if isinstance(value, Msg):
        return say(value, lang)
    if isinstance(value, Card):
        return say("error.card", lang, id=value.id, name=card_name(value, lang))
    if isinstance(value, Count):
        return count(value.n, lang)
    if isinstance(value, Code):
        return ", ".join(say("error.code", lang, code=item) for item in value.items)
    if isinstance(value, Name):
        key = f"{value.kind}.{value.id}"
        return say(key, lang) if key in en.WORDS else value.id
    if isinstance(value, Settlement):
        return ending_text(value, lang)
    if isinstance(value, Sum):
        return settlement_text(value.settlement, lang)
    if isinstance(value, tuple):
        return say("list.gap", lang).join(str(field(item, lang)) for item in value)
    return value


_shown = ["en"]


def use(lang: str) -> None:
    """Show cards, piles, scores, settlements and rounds in ``lang`` from now on.

    A notebook displays a bare value (``card("pampas-moon")``, ``score(pile)``,
    ``round.settlement``) through its ``_repr_*_`` method, which has no way to take a
    ``lang`` argument; this chooses the language those displays use, once, at the top
    of a lesson. Functions that take ``lang`` are not affected by it.

    >>> use("ru"); display_language()
    'ru'
    >>> use("en")
    """
    _shown[0] = check_lang(lang)


def display_language() -> str:
    """The language bare values are displayed in (see :func:`use`); ``"en"`` at first."""
    return _shown[0]


def sentences(texts: list[str], lang: str = "en") -> str:
    """Whole sentences one after the other, as ``lang`` runs them on (Japanese with no
    space between)."""
    if not texts:
        return ""
    text = texts[0]
    for then in texts[1:]:
        text = say("reading.then", lang, first=text, then=then)
    return text


def _typeset(digits: str, lang: str) -> str:
    """Digits as Python writes them (``-1,234.5``) in the typography of ``lang``."""
    marks = {"-": "number.minus", ",": "number.thousands", ".": "number.decimal-point"}
    return "".join(say(marks[c], lang) if c in marks else c for c in digits)


def number(x: float, lang: str = "en") -> str:
    """``5`` or ``−1.4`` as ``lang`` writes it: every language with a true minus sign
    (U+2212, not a hyphen), Russian and Ukrainian with a decimal comma.

    >>> number(-1.6, "en"), number(-1.6, "uk"), number(-3, "ja")
    ('−1.6', '−1,6', '−3')
    """
    return _typeset(f"{x:.0f}" if x == round(x) else f"{x:.1f}", lang)


def count(n: int, lang: str = "en") -> str:
    """A whole number with its thousands grouped: ``1,000`` or ``1\u00a0000``."""
    return _typeset(f"{n:,}", lang)


def percent(p: float, lang: str = "en") -> str:
    """A share as a whole percentage; a share under half a percent says so."""
    if 0 < p < 0.005:
        return say("number.under-one-percent", lang)
    return say("number.percent", lang, n=f"{p:.0%}".removesuffix("%"))


def date_text(day: date, lang: str = "en") -> str:
    """A date as ``lang`` says it: ``December 6, 2026``, ``6 декабря 2026 г.``."""
    month = say(f"practice.month.{day.month}", lang)
    return say("practice.date", lang, day=day.day, month=month, year=day.year)


def points(x: float, lang: str = "en") -> str:
    """A number of points: ``5 points``, ``5 очков``, ``5 очок``, ``5点``, ``5-ten``."""
    if x == round(x):
        return say("number.point", lang, n=int(x))
    return say("number.points-fraction", lang, n=number(x, lang))


def preset_name(name: str, lang: str = "en") -> str:
    """A preset's name in ``lang`` (``учебные``); rules with a name of their own keep it.

    The ids stay as they are in code: ``Rules.preset("teaching")`` in every language.

    >>> preset_name("teaching", "ru"), preset_name("my house rules", "ru")
    ('учебные', 'my house rules')
    """
    return str(field(Name("preset", name), lang))


def player_name(name: str, lang: str = "en") -> str:
    """A computer player's name in ``lang`` (``эвристический``); others keep their own."""
    return str(field(Name("player", name), lang))


def quoted(name: str, lang: str = "en") -> str:
    """A name set in a sentence, quoted as ``lang`` quotes: “pine: crane”, «сосна: журавль»,
    「松に鶴」 (the catalogue's sentences quote card names the same way)."""
    return say("quote.name", lang, name=name)


def card_name(card: Card, lang: str = "en") -> str:
    """A card's name in ``lang``: ``"clover: boar"``, ``"萩に猪"``, ``"hagi ni inoshishi"``
    (the catalogue's ``card.name`` puts the plant and the subject in the language's order).

    >>> from koikoi_edu.cards import card
    >>> card_name(card("clover-boar")), card_name(card("clover-boar"), "ja")
    ('bush clover: boar', '萩に猪')
    """
    return say(
        "card.name",
        lang,
        plant=say(f"plant.{card.month}", lang),
        subject=say("subject." + card.subject.split("-")[0], lang),
    )


# -- the course's lessons, self-checks and puzzle themes, named where a file gives an id ------

_CHECK_WHY = ":why"


def lesson_title(lesson: str, lang: str = "en") -> str:
    """A lesson of the course by its title in ``lang`` (``02 · Раздача`` for
    ``02-dealing``); a lesson the course does not have keeps the id it was given.

    >>> lesson_title("02-dealing", "uk"), lesson_title("my-own-lesson", "uk")
    ('02 · Роздача', 'my-own-lesson')
    """
    key = f"lesson.title.{lesson}"
    return say(key, lang) if key in en.WORDS else lesson


def check_name(check: str, lang: str = "en") -> str:
    """A self-check by its name in ``lang``: the ids the package gives (``which-take``,
    and ``which-take:why`` for the reason asked after it) in words; a name a lesson gave
    (already in its language) as it is. Names recorded as English words before the ids
    (``which take``) are read as their ids.

    >>> check_name("which-take:why", "ru"), check_name("all four", "ru")
    ('что взять: почему', 'all four')
    """
    if check.endswith(_CHECK_WHY):
        return say("check.name.why-of", lang, check=check_name(check[: -len(_CHECK_WHY)], lang))
    key = "check.name." + check.replace(" ", "-")
    return say(key, lang) if key in en.WORDS else check


def theme_name(theme: str, lang: str = "en") -> str:
    """What a learner's answers are grouped by, in ``lang``: a puzzle theme
    (``big-swing``), a lesson (a self-check's theme is its lesson), or as given.

    >>> theme_name("big-swing", "en"), theme_name("00-start-here", "en")
    ('a big swing', '00 · Start here')
    """
    key = f"puzzle.theme.{theme}"
    return say(key, lang) if key in en.WORDS else lesson_title(theme, lang)


# -- yaku and settlements, which a message may carry as a field ---------------------------


def yaku_name(yaku_id: str, lang: str = "en", rules: Rules = _TEACHING) -> str:
    """A yaku's name in ``lang`` under ``rules`` (``Moon viewing``, ``Любование луной``,
    ``月見酒``): where akatan is any three red ribbons, it is not named after the poetry
    ribbons.

    >>> yaku_name("akatan", "ru"), yaku_name("akatan", "ru", Rules(akatan_cards="any-red"))
    ('Ленты со стихами', 'Красные ленты')
    """
    return say(yaku_name_id(yaku_id, rules), lang)


def said_yaku(yaku_id: str, lang: str = "en", rules: Rules = _TEACHING) -> str:
    """A yaku as the engine's sentences name it: by its id in English, as the lessons'
    code writes it, by its name in the other languages (the catalogue's ``yaku.said``)."""
    return say("yaku.said", lang, id=yaku_id, name=yaku_name(yaku_id, lang, rules))


def reason_text(factor: Factor, lang: str = "en") -> str:
    """Why ``factor`` applies, in ``lang``."""
    return say(f"factor.{factor.kind.value}", lang, n=factor.calls)


def ending_text(s: Settlement, lang: str = "en", rules: Rules = _TEACHING) -> str:
    """How the round of ``s`` ended, in ``lang``."""
    under = preset_name(s.rules, lang)  # "учебные" for teaching: the ids stay in code
    fields: dict[str, object] = {
        "seat": s.seat or "",
        "points": s.points,
        "rules": under,
        "yaku": _yaku_said(s, lang, rules, say("list.gap", lang)),
    }
    if s.misdeal is not None:
        fields["why"] = say(f"misdeal.{s.misdeal.value}", lang)
    text = say(f"ending.{s.ending.value}", lang, **fields)
    if s.rules and s.ending in (Ending.DRAW, Ending.DEALER_DRAW):
        text = say("settle.under", lang, text=text, rules=under)
    return text


def _yaku_said(s: Settlement, lang: str, rules: Rules, joint: str) -> str:
    return joint.join(said_yaku(y, lang, rules) for y in s.yaku)


def equation_terms(
    s: Settlement, lang: str = "en", rules: Rules = _TEACHING
) -> list[tuple[str, str, str]]:
    """The sum of a win as tokens ``(kind, text, note)``, the note in ``lang``.

    ``kind`` is ``num``, ``op``, ``open`` or ``close``; the ``op`` texts are ``+``,
    ``×`` and ``=``. A number's note says what it is: the yaku of the base, the
    reason of a factor. Brackets enclose the base and its bonuses when a multiplier
    follows, so the tokens read as maths compute ``s.points``.
    """
    if s.yaku:
        base = _yaku_said(s, lang, rules, " + ")
    elif s.ending is Ending.DEALER_DRAW:  # a dealer's draw points
        base = ending_text(s, lang, rules)
    else:  # a base given without its yaku
        base = say("settle.yaku-points", lang)
    tokens = [("num", str(s.base), base)]
    bonuses, multipliers = s.bonuses, s.multipliers
    for f in bonuses:
        tokens += [("op", "+", ""), ("num", str(f.value), reason_text(f, lang))]
    if bonuses and multipliers:
        tokens = [("open", "(", ""), *tokens, ("close", ")", "")]
    for f in multipliers:
        tokens += [("op", "×", ""), ("num", str(f.value), reason_text(f, lang))]
    return [*tokens, ("op", "=", ""), ("num", str(s.points), "")]


def equation_text(s: Settlement, lang: str = "en", rules: Rules = _TEACHING) -> str:
    """The linear form of a win's sum: ``(6 (hanami) + 1 (own 1 koi-koi call)) × 2 ...``."""
    out = ""
    for kind, text, note in equation_terms(s, lang, rules):
        if kind == "close":
            out += text
            continue
        out += "" if not out or out.endswith("(") else " "
        out += f"{text} ({note})" if note else text
    return out


def settlement_text(s: Settlement, lang: str = "en", rules: Rules = _TEACHING) -> str:
    """A settlement in one line: the sum of a win (:func:`equation_text`), or why a round
    had no winner.

    >>> from koikoi_edu.settlement import settle
    >>> settlement_text(settle(Rules(), "B", 5, ("tsukimi",), 0, 1))
    '5 (tsukimi) × 2 (rival called koi-koi) = 10'
    """
    if s.winner is None:
        return f"{say('settle.no-winner', lang)}: {ending_text(s, lang, rules)}"
    return equation_text(s, lang, rules)
