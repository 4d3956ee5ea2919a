"""Positions and decks for the rules tests, written with card ids instead of masks.

The rules tests state every position in the game's own words: which cards are in
A's hand, on the field, in B's pile. These helpers turn such lists of ids into the
masks and index lists the engine takes, and take a full snapshot of a round so a
test can prove that a refused move changed nothing. :func:`unpack_pictures` turns
the ``<img>`` pictures of rendered HTML back into inline SVG a test can look into.
"""

from __future__ import annotations

import copy
import html
import re
import urllib.parse
from collections.abc import Iterable, Sequence

from koikoi_edu import words
from koikoi_edu.cards import CARDS, CardSet, card
from koikoi_edu.errors import KoikoiError
from koikoi_edu.round import Round
from koikoi_edu.rules import Rules

A, B = 0, 1
TEACHING = Rules.preset("teaching")


def mask(ids: Iterable[str]) -> int:
    """The mask of a list of card ids."""
    return CardSet(ids).mask


def ids(m: int) -> set[str]:
    """The card ids of a mask, as a set (order never matters in a hand or a pile)."""
    return set(CardSet(m).ids())


def index(card_id: str) -> int:
    """The action that plays or takes this card."""
    return card(card_id).index


def position(
    rules: Rules = TEACHING,
    *,
    a_hand: Sequence[str] = (),
    b_hand: Sequence[str] = (),
    field: Sequence[str] = (),
    stock: Sequence[str] = (),
    a_pile: Sequence[str] = (),
    b_pile: Sequence[str] = (),
    to_move: int = A,
    dealer: int | None = None,
    koikoi: Sequence[int] = (),
    explain: bool = False,
    month: int = 1,
) -> Round:
    """A round from ids; ``stock`` is top first, and the cards left out lie under it."""
    return Round.from_position(
        rules,
        hands=(mask(a_hand), mask(b_hand)),
        field=mask(field),
        stock=[index(c) for c in stock],
        piles=(mask(a_pile), mask(b_pile)),
        to_move=to_move,
        dealer=dealer,
        koikoi=list(koikoi),
        explain=explain,
        month=month,
    )


def act(r: Round, *moves: str | int) -> list:
    """Apply a seat's moves in order: a card id plays or takes that card, an int is a raw
    action. The flip a move leads to (the chance step) is taken with it, as a player
    sees a turn; tests of the chance step itself call ``apply_action``.

    Returns the events of the last move and its flip (empty unless the round explains).
    """
    events: list = []
    for move in moves:
        events = r.apply_action(index(move) if isinstance(move, str) else move)
        events += r.flip()
    return events


def deal_order(
    non_dealer: Sequence[str],
    field: Sequence[str],
    dealer: Sequence[str],
    stock: Sequence[str] = (),
) -> list[int]:
    """A 48-card deck (indices, top first) that deals exactly these hands and field.

    It lays the cards out by the deal protocol of docs/rules.md (packets of 2: non-dealer,
    field, dealer, four times); ``stock`` opens the stock from its top and the unnamed
    cards follow in canonical order.
    """
    assert len(non_dealer) == len(field) == len(dealer) == 8
    deck: list[int] = []
    for packet in range(4):
        for group in (non_dealer, field, dealer):
            deck += [index(c) for c in group[2 * packet : 2 * packet + 2]]
    deck += [index(c) for c in stock]
    return deck + [c.index for c in CARDS if c.index not in set(deck)]


# -- hands and fields for dealt rounds, to lay out with deal_order ----------------------

#: A plain deal: both hands hold eight different months, the field no whole month.
NON_DEALER = [
    "plum-warbler",
    "cherry-curtain",
    "wisteria-cuckoo",
    "iris-bridge",
    "peony-butterflies",
    "clover-boar",
    "pampas-moon",
    "chrysanthemum-cup",
]
DEALER = [
    "plum-poetry",
    "cherry-poetry",
    "wisteria-ribbon",
    "iris-ribbon",
    "peony-blue",
    "clover-ribbon",
    "pampas-geese",
    "chrysanthemum-blue",
]
FIELD = [
    "pine-crane",
    "pine-poetry",
    "maple-deer",
    "maple-blue",
    "willow-swallow",
    "willow-ribbon",
    "paulownia-plain-1",
    "plum-plain-1",
]
#: Fields that may misdeal, to go with NON_DEALER and DEALER.
FIELD_FOUR_PINES = [
    "pine-crane",
    "pine-poetry",
    "pine-plain-1",
    "pine-plain-2",
    "maple-deer",
    "willow-swallow",
    "paulownia-plain-1",
    "plum-plain-1",
]
FIELD_FOUR_PAIRS = [
    "pine-crane",
    "pine-poetry",
    "maple-deer",
    "maple-blue",
    "willow-swallow",
    "willow-ribbon",
    "paulownia-plain-1",
    "paulownia-plain-2",
]
#: Instant-win hands: all four pines (teshi), four pairs (kuttsuki), two whole months.
TESHI = [
    "pine-crane",
    "pine-poetry",
    "pine-plain-1",
    "pine-plain-2",
    "plum-warbler",
    "cherry-curtain",
    "wisteria-cuckoo",
    "iris-bridge",
]
TESHI_MAPLE = [
    "maple-deer",
    "maple-blue",
    "maple-plain-1",
    "maple-plain-2",
    "plum-poetry",
    "cherry-poetry",
    "wisteria-ribbon",
    "iris-ribbon",
]
KUTTSUKI = [
    "plum-warbler",
    "plum-poetry",
    "cherry-curtain",
    "cherry-poetry",
    "wisteria-cuckoo",
    "wisteria-ribbon",
    "iris-bridge",
    "iris-ribbon",
]
TWO_MONTHS = [
    "pine-crane",
    "pine-poetry",
    "pine-plain-1",
    "pine-plain-2",
    "plum-warbler",
    "plum-poetry",
    "plum-plain-1",
    "plum-plain-2",
]
#: A field for TESHI against DEALER, and one for TESHI against TESHI_MAPLE.
FIELD_FOR_TESHI = [
    "maple-deer",
    "maple-blue",
    "willow-swallow",
    "willow-ribbon",
    "paulownia-plain-1",
    "paulownia-plain-2",
    "peony-plain-1",
    "clover-plain-1",
]
FIELD_NO_PINE_NO_MAPLE = [
    "peony-butterflies",
    "clover-boar",
    "pampas-moon",
    "chrysanthemum-cup",
    "willow-swallow",
    "paulownia-phoenix",
    "peony-blue",
    "clover-ribbon",
]


def snapshot(r: Round) -> dict:
    """Everything a round holds, deep-copied: equal snapshots mean nothing changed."""
    return {
        name: copy.deepcopy(getattr(r, name))
        for name in Round.__slots__
        if name not in ("rules", "_scorers")
    }


_PICTURE = re.compile(r'<img src="data:image/svg\+xml,([^"]*)" alt="([^"]*)"[^>]*/>')


def _cards_by_alt() -> dict[str, tuple[bool, bool]]:
    """Every card's text alternative, in every language, marked or not -> (face-down,
    marked)."""
    from koikoi_edu import words
    from koikoi_edu.render.cards import _alt

    return {
        _alt(c, lang, marked): (c is None, marked)
        for lang in words.LANGUAGES
        for c in (None, *CARDS)
        for marked in (False, True)
    }


_BY_ALT = _cards_by_alt()


def unpack_pictures(fragment: str) -> str:
    """``fragment`` with each SVG ``<img>`` replaced by its SVG, the alt text kept as
    ``data-alt`` on the SVG's root. A picture of one card (its ``data-card`` says
    which) gets the classes the inline card had, from its alt text as a screen
    reader says it: ``koikoi-card``, ``back``, ``highlighted``."""

    def inline(match: re.Match) -> str:
        svg = urllib.parse.unquote(html.unescape(match.group(1)))
        alt = html.unescape(match.group(2))
        marks = f' data-alt="{match.group(2)}"'
        if alt in _BY_ALT:
            back, marked = _BY_ALT[alt]
            marks += (
                ' class="koikoi-card'
                + (" back" if back else "")
                + (' highlighted"' if marked else '"')
            )
        return svg.replace("<svg", f"<svg{marks}", 1)

    return _PICTURE.sub(inline, fragment)


# -- English words in what a person reads in another language (issue 11) ----------

LATIN = re.compile(r"[A-Za-zÀ-ÖØ-öø-ɏ][A-Za-zÀ-ÖØ-öø-ɏ'’-]*")
#: Latin words every language may show: the seats, the sign of a sum in the explorer's
#: examples, and the names of things as their makers write them.
PROPER = {"A", "B", "x", "Nintendo", "KoiKoi-Japan"}


def romaji() -> set[str]:
    """The Japanese names the catalogue allows in Latin letters: the romaji of every
    yaku, plant and card subject, and the yaku ids (romaji without long vowels)."""
    table = words.table("romaji")
    # a name has no fields: "yaku.said" and "yaku.held" are sentences about names
    named = [
        key
        for key, text in table.items()
        if key.split(".")[0] in ("yaku", "plant", "subject") and "{" not in str(text)
    ]
    names = [str(table[key]) for key in named]
    ids = [key.removeprefix("yaku.") for key in named if key.startswith("yaku.")]
    return {w for text in names + ids for w in LATIN.findall(text)}


ALLOWED = {w.lower() for w in PROPER | romaji()}


def english_words(texts: list[str], lang: str) -> set[str]:
    """The Latin words of ``texts`` that are none of the seats, proper names and romaji."""
    return {w for text in texts for w in LATIN.findall(text) if w.lower() not in ALLOWED}


CODE = re.compile(r"`[^`]*`|'[^']*'")


def english_in_message(text: str) -> set[str]:
    """The English words of a one-line message, leaving out what it quotes as code or
    input (in backticks or single quotes: card ids, file keys, what the file said)."""
    return english_words([CODE.sub(" ", text)], "")


#: The languages a test of "no English word" reads an error in.
READERS = ("ru", "uk", "ja")


def assert_said_without_english(error: KoikoiError, langs: Sequence[str] = READERS) -> None:
    """``error`` said in each of ``langs``: not its English, and no English word outside
    code and quoted input."""
    for lang in langs:
        said = words.say(error.msg, lang)
        assert said != str(error) and english_in_message(said) == set(), (lang, said)


# -- the live table's markup (koikoi_edu.render.live), as a test reads it --------------

_BUTTON = re.compile(r"<(button|input)\b([^>]*)>")
_ATTRIBUTE = re.compile(r'([\w-]+)="([^"]*)"')


def live_buttons(markup: str) -> list[dict[str, str]]:
    """Every ``<button>`` and ``<input>`` of live markup, as its attributes (and ``tag``)."""
    return [
        {"tag": m.group(1), **dict(_ATTRIBUTE.findall(m.group(2)))}
        for m in _BUTTON.finditer(markup)
    ]


def live_controls(markup: str) -> dict[str, bool]:
    """The controls of live markup, by ``data-control``: True for the enabled ones."""
    return {
        b["data-control"]: "disabled" not in b for b in live_buttons(markup) if "data-control" in b
    }


def live_cards(markup: str) -> dict[str, dict[str, str]]:
    """The card buttons of live markup (the viewer's hand, the field, the waiting card),
    by ``data-card``: their attributes, ``class`` as a set of words in ``classes``."""
    return {
        b["data-card"]: {**b, "classes": set(b.get("class", "").split())}
        for b in live_buttons(markup)
        if "data-card" in b
    }


def picked(markup: str) -> list[str]:
    """The cards live markup offers to click now (class ``kk-pick``), in display order."""
    return [c for c, b in live_cards(markup).items() if "kk-pick" in b["classes"]]


def live_line(markup: str, name: str) -> str:
    """The text of a line of the bar: ``narration`` or ``note`` ("" if none is drawn)."""
    found = re.search(rf'<div class="kk-{name}[ "][^>]*>(.*?)</div>', markup, re.S)
    return "" if found is None else html.unescape(re.sub(r"<[^>]+>", "", found.group(1)))


def without_note(markup: str) -> str:
    """Live markup without its note line: what a refused click must leave as it was."""
    return re.sub(r'<div class="kk-note[ "][^>]*>.*?</div>', "", markup, flags=re.S)
