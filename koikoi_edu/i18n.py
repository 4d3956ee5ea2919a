"""Display names in English, Russian and Japanese (kanji with romaji).

Only names live here; the rules never depend on them. ``LANGUAGES`` lists the
codes accepted everywhere a ``lang`` argument is taken: ``"en"``, ``"ru"``,
``"ja"`` (kanji) and ``"romaji"``.
"""

from __future__ import annotations

from . import words
from .errors import KoikoiError

LANGUAGES = ("en", "ru", "ja", "romaji")

#: A module's own words: key -> (English, Russian, Japanese, romaji).
Words = dict[str, tuple[str, str, str, str]]

#: month -> (English, Russian, kanji, romaji)
PLANTS: dict[int, tuple[str, str, str, str]] = {
    1: ("pine", "сосна", "松", "matsu"),
    2: ("plum", "слива", "梅", "ume"),
    3: ("cherry", "сакура", "桜", "sakura"),
    4: ("wisteria", "глициния", "藤", "fuji"),
    5: ("iris", "ирис", "菖蒲", "ayame"),
    6: ("peony", "пион", "牡丹", "botan"),
    7: ("bush clover", "хаги", "萩", "hagi"),
    8: ("pampas grass", "мискантус", "芒", "susuki"),
    9: ("chrysanthemum", "хризантема", "菊", "kiku"),
    10: ("maple", "клён", "紅葉", "momiji"),
    11: ("willow", "ива", "柳", "yanagi"),
    12: ("paulownia", "павловния", "桐", "kiri"),
}

#: card subject (the part of the id after the plant) -> names
SUBJECTS: dict[str, tuple[str, str, str, str]] = {
    "crane": ("crane", "журавль", "鶴", "tsuru"),
    "warbler": ("bush warbler", "пеночка", "鶯", "uguisu"),
    "curtain": ("curtain", "занавес", "幕", "maku"),
    "cuckoo": ("cuckoo", "кукушка", "不如帰", "hototogisu"),
    "bridge": ("eight-plank bridge", "мост", "八橋", "yatsuhashi"),
    "butterflies": ("butterflies", "бабочки", "蝶", "chō"),
    "boar": ("boar", "кабан", "猪", "inoshishi"),
    "moon": ("moon", "луна", "月", "tsuki"),
    "geese": ("geese", "гуси", "雁", "kari"),
    "cup": ("sake cup", "чаша сакэ", "盃", "sakazuki"),
    "deer": ("deer", "олень", "鹿", "shika"),
    "rainman": ("rain man", "человек под дождём", "小野道風", "Ono no Michikaze"),
    "swallow": ("swallow", "ласточка", "燕", "tsubame"),
    "lightning": ("lightning", "гроза", "雷", "kaminari"),
    "phoenix": ("phoenix", "феникс", "鳳凰", "hōō"),
    "poetry": ("poetry ribbon", "лента со стихами", "赤短", "akatan"),
    "blue": ("blue ribbon", "синяя лента", "青短", "aotan"),
    "ribbon": ("red ribbon", "красная лента", "短冊", "tanzaku"),
    "plain": ("plain", "простая", "カス", "kasu"),
}

#: category value -> names
CATEGORIES: dict[str, tuple[str, str, str, str]] = {
    "bright": ("bright", "яркая", "光", "hikari"),
    "animal": ("animal", "животное", "種", "tane"),
    "ribbon": ("ribbon", "лента", "短冊", "tanzaku"),
    "plain": ("plain", "простая", "カス", "kasu"),
}


_shown = ["en"]


def use(lang: str) -> None:
    """Show cards, piles, scores, settlements and rounds in ``lang`` from now on.

    A notebook displays a bare value (``card("pampas-moon")``, ``score(pile)``,
    ``round.settlement``) through its ``_repr_*_`` method, which has no way to take a
    ``lang`` argument; this chooses the language those displays use, once, at the top
    of a lesson. Functions that take ``lang`` are not affected by it.

    >>> use("ru"); shown()
    'ru'
    >>> use("en")
    """
    words.check_lang(lang)
    _shown[0] = lang


def shown() -> str:
    """The language bare values are displayed in (see :func:`use`); ``"en"`` at first."""
    return _shown[0]


def check_lang(lang: str) -> int:
    """Index of ``lang`` in the name tuples; a clear error for an unknown code."""
    try:
        return LANGUAGES.index(lang)
    except ValueError:
        raise KoikoiError(
            f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}"
        ) from None


def name(table: dict, key, lang: str = "en", **fields: object) -> str:
    """``table[key]`` in ``lang``, with ``fields`` filled in where given.

    Every module keeps its own words in a table of this shape (key -> English,
    Russian, Japanese, romaji) and looks them up here.
    """
    text = table[key][check_lang(lang)]
    return text.format(**fields) if fields else text
