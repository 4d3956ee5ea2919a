"""Yaku: the scoring combinations of a captured pile.

:func:`score` lists every yaku a pile holds under a set of rules, with its points
and the cards that make it, and :func:`progress` says how close the pile is to
each yaku it does not hold yet. Both are for people (lessons, widgets, traces).

The engine asks one question very often, "what is this pile's base?", and
:class:`Scorer` answers it with a few table look-ups: the pile's 48-bit mask is cut
into four 12-bit chunks, each chunk's table gives packed *features* (which of the
15 cards that named yaku use are present, and how many animals, ribbons and
plains), and the packed features index two tables built once per rule set from
the same formulas that :func:`score` uses.

>>> from koikoi_edu.cards import CardSet
>>> s = score(CardSet.of("maple-deer", "peony-butterflies", "clover-boar"))
>>> [(y.id, y.points) for y in s.yaku], s.base
([('inoshikacho', 5)], 5)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from . import i18n, words
from .cards import (
    ANIMALS,
    BLUE_RIBBONS,
    BRIGHTS,
    BY_ID,
    CARDS,
    CUP,
    CURTAIN,
    INOSHIKACHO,
    MOON,
    PLAINS,
    POETRY_RIBBONS,
    RAIN_MAN,
    RED_RIBBONS,
    RIBBONS,
    CardSet,
    card_mask,
)
from .rules import Rules

_TEACHING = Rules()

#: Yaku ids in display order.
YAKU_IDS = (
    "goko", "shiko", "ame-shiko", "sanko", "inoshikacho", "akatan", "aotan",
    "akatan-aotan", "hanami", "tsukimi", "tane", "tanzaku", "kasu",
)


@dataclass(frozen=True)
class Yaku:
    """One yaku held: its id, its points and the cards that make it (as a mask).

    ``akatan_cards`` is that rules option of the rules it was scored under, which
    names akatan (:func:`koikoi_edu.words.yaku_name`), so :meth:`name` needs no rules.
    """

    id: str
    points: int
    mask: int
    # left out of the repr, which the lessons' stored outputs show as it was
    akatan_cards: str = field(default="poetry", repr=False)

    @property
    def cards(self) -> CardSet:
        return CardSet(self.mask)

    def name(self, lang: str = "en") -> str:
        """The yaku's name in ``lang``: ``Red ribbons`` for akatan of any 3 red ribbons."""
        return words.yaku_name(self.id, lang, self.akatan_cards)


@dataclass(frozen=True)
class Score:
    """Every yaku of a pile; ``base`` is their sum."""

    yaku: tuple[Yaku, ...]

    @property
    def base(self) -> int:
        return sum(y.points for y in self.yaku)

    def points_by_id(self) -> dict[str, int]:
        return {y.id: y.points for y in self.yaku}

    def __bool__(self) -> bool:
        return bool(self.yaku)

    def _repr_html_(self) -> str:
        from .render.table import READING_CARD_SCALE, score_html

        return score_html(self, i18n.shown(), card_scale=READING_CARD_SCALE)


# -- the formulas, shared by the detailed listing and the fast tables ---------------


def _counted(n: int, threshold: int) -> int:
    """1 point at the threshold, +1 for every card over it."""
    return 1 + n - threshold if n >= threshold else 0


def _bright(rules: Rules, n: int, rain: bool) -> tuple[str, int] | None:
    """The one bright yaku that counts: only the highest of the ladder."""
    if n == 5:
        return "goko", rules.goko_points
    if n == 4:
        return ("ame-shiko", rules.ame_shiko_points) if rain else ("shiko", rules.shiko_points)
    if n == 3 and (not rain or rules.rainman_sanko):
        return "sanko", rules.sanko_points
    return None


def _ribbon_triads(rules: Rules, akatan: bool, aotan: bool, ribbons: int) -> list[tuple[str, int]]:
    out = []
    extra = ribbons - 3 if rules.ribbon_extras else 0
    both = akatan and aotan
    if both and rules.ribbon_extras and rules.ribbon_pair_extras == "shared":
        extra = 0
    if akatan:
        out.append(("akatan", rules.akatan_points + extra))
    if aotan:
        out.append(("aotan", rules.aotan_points + extra))
    if both:
        pair = rules.ribbon_pair_bonus
        if rules.ribbon_extras and rules.ribbon_pair_extras == "shared":
            pair += ribbons - 6
        if pair:
            out.append(("akatan-aotan", pair))
    return out


def _viewing(rules: Rules, curtain: bool, moon: bool, cup: bool, rain: bool, called: bool):
    points = rules.viewing_points
    if called and rules.viewing_points_called is not None:
        points = rules.viewing_points_called
    if not cup or not points or (rain and rules.rainman_cancels_viewing):
        return []
    return [(yid, points) for yid, held in (("hanami", curtain), ("tsukimi", moon)) if held]


def _inoshikacho(rules: Rules, animals: int) -> int:
    return rules.inoshikacho_points + (animals - 3 if rules.inoshikacho_extras else 0)


def _counted_yaku(rules: Rules, animals: int, ribbons: int, plains: int, inoshikacho: bool,
                  triads: int) -> int:
    """The points of tane, tanzaku and kasu together, from the numbers of animals,
    ribbons and plains, given whether inoshikacho is held and how many ribbon triads.

    Under ``named_excludes_counted`` the cards of a named yaku are not counted again:
    tane leaves out inoshikacho's three animals, tanzaku three ribbons per triad.
    """
    if rules.named_excludes_counted:
        animals -= 3 * inoshikacho
        ribbons -= 3 * triads
    return _counted(animals, 5) + _counted(ribbons, 5) + _counted(plains, 10)


# the cards that make the viewing yaku
_VIEWING_CARDS = {"hanami": CURTAIN | CUP, "tsukimi": MOON | CUP}


def akatan_cards(rules: Rules) -> int:
    """The ribbons akatan is made of: the 3 poetry ribbons, or under ``akatan_cards =
    "any-red"`` all 7 red ones, of which any 3 make it."""
    return RED_RIBBONS if rules.akatan_cards == "any-red" else POETRY_RIBBONS


def _three(cards: int) -> int:
    """The 3 cards of ``cards`` from the earliest months, or 0 when it holds fewer.

    These are the cards an akatan of any 3 red ribbons is shown with: the poetry
    ribbons (months 1 to 3) first; the red ribbons beyond them are its extras.
    """
    if cards.bit_count() < 3:
        return 0
    while cards.bit_count() > 3:
        cards ^= 1 << cards.bit_length() - 1
    return cards


def plain_cards(rules: Rules) -> int:
    """The cards kasu counts: the plains, and the sake cup too where the rules let it
    do double duty as an animal and a plain (``cup_is_plain``)."""
    return PLAINS | (CUP if rules.cup_is_plain else 0)


@dataclass(frozen=True)
class Aim:
    """A yaku a pile can grow towards: ``need`` of ``cards`` make it, worth ``points``
    (a ``counted`` yaku adds a point for each card beyond ``need``)."""

    id: str
    cards: int
    need: int
    points: int
    counted: bool


def aims(rules: Rules = _TEACHING) -> tuple[Aim, ...]:
    """The yaku to aim at under ``rules``, in display order: the hints' progress and the
    heuristic player's plans both start from this list. The bright aim is sanko, from
    the brights that make it under these rules."""
    memo = rules.memo()
    if "aims" not in memo:
        brights = BRIGHTS if rules.rainman_sanko else BRIGHTS & ~RAIN_MAN
        found = [
            Aim("sanko", brights, 3, rules.sanko_points, False),
            Aim("inoshikacho", INOSHIKACHO, 3, rules.inoshikacho_points, False),
            Aim("akatan", akatan_cards(rules), 3, rules.akatan_points, False),
            Aim("aotan", BLUE_RIBBONS, 3, rules.aotan_points, False),
            Aim("tane", ANIMALS, 5, 1, True),
            Aim("tanzaku", RIBBONS, 5, 1, True),
            Aim("kasu", plain_cards(rules), 10, 1, True),
        ]
        if rules.viewing_points:
            found += [Aim("hanami", CURTAIN | CUP, 2, rules.viewing_points, False),
                      Aim("tsukimi", MOON | CUP, 2, rules.viewing_points, False)]
        memo["aims"] = tuple(found)
    return memo["aims"]


def score(pile: CardSet | int, rules: Rules = _TEACHING, called: bool = False) -> Score:
    """Every yaku held by ``pile`` under ``rules``.

    ``called`` says whether the pile's holder has called koi-koi this round (only
    ``viewing_points_called`` looks at it).
    """
    mask = card_mask(pile, "a pile")
    brights, animals, ribbons = mask & BRIGHTS, mask & ANIMALS, mask & RIBBONS
    plains = mask & plain_cards(rules)
    rain = bool(mask & RAIN_MAN)
    named = rules.akatan_cards
    found: list[Yaku] = []

    bright = _bright(rules, brights.bit_count(), rain)
    if bright:
        found.append(Yaku(bright[0], bright[1], brights, named))
    inoshikacho = mask & INOSHIKACHO == INOSHIKACHO
    if inoshikacho:
        found.append(Yaku("inoshikacho", _inoshikacho(rules, animals.bit_count()),
                          INOSHIKACHO, named))
    akatan = _three(mask & akatan_cards(rules))
    aotan = BLUE_RIBBONS if mask & BLUE_RIBBONS == BLUE_RIBBONS else 0
    if akatan or aotan:
        triad_cards = {"akatan": akatan, "aotan": aotan, "akatan-aotan": akatan | aotan}
        for yid, pts in _ribbon_triads(rules, bool(akatan), bool(aotan), ribbons.bit_count()):
            found.append(Yaku(yid, pts, triad_cards[yid], named))
    if mask & CUP:
        for yid, pts in _viewing(rules, bool(mask & CURTAIN), bool(mask & MOON), True,
                                 rain, called):
            found.append(Yaku(yid, pts, _VIEWING_CARDS[yid], named))
    if rules.named_excludes_counted:
        # the same cards _counted_yaku leaves out, so that each yaku shows its own
        animals &= ~(INOSHIKACHO if inoshikacho else 0)
        ribbons &= ~(akatan | aotan)
    for yid, cards, threshold in (("tane", animals, 5), ("tanzaku", ribbons, 5),
                                  ("kasu", plains, 10)):
        pts = _counted(cards.bit_count(), threshold)
        if pts:
            found.append(Yaku(yid, pts, cards, named))
    return Score(tuple(found))


@dataclass(frozen=True)
class Progress:
    """How far a pile is towards one yaku: ``have`` of ``need`` cards. ``akatan_cards``
    names akatan, as in :class:`Yaku`."""

    id: str
    have: int
    need: int
    cards: CardSet  # the cards of the pile that count towards it
    akatan_cards: str = field(default="poetry", repr=False)  # as Yaku's

    def name(self, lang: str = "en") -> str:
        """The name of the yaku it is towards, in ``lang``."""
        return words.yaku_name(self.id, lang, self.akatan_cards)

    def describe(self, lang: str = "en") -> str:
        """``2 of 3 for Poetry ribbons``, in ``lang``."""
        return words.say("progress.of", lang, have=self.have, need=self.need,
                         yaku=self.name(lang))


def progress(pile: CardSet | int, rules: Rules = _TEACHING) -> list[Progress]:
    """Progress towards every yaku the pile does not hold yet, closest first.

    >>> [p.describe() for p in progress(CardSet.of("pine-poetry", "plum-poetry"))][:1]
    ['2 of 3 for Poetry ribbons']
    """
    mask = card_mask(pile, "a pile")
    held_yaku = score(mask, rules).yaku
    held = {y.id for y in held_yaku}
    targets = [(a.id, a.cards, a.need) for a in aims(rules)]
    if rules.named_excludes_counted:
        # the cards of a named yaku held no longer count towards tane or tanzaku
        named = sum(y.mask for y in held_yaku if y.id in ("inoshikacho", "akatan", "aotan"))
        targets = [(yid, group & ~named if yid in ("tane", "tanzaku") else group, need)
                   for yid, group, need in targets]
    # with the rain man in the pile, 3 brights make nothing (unless rainman_sanko):
    # the next bright yaku is ame-shiko, at 4
    if mask & RAIN_MAN and not rules.rainman_sanko:
        targets[0] = ("ame-shiko", BRIGHTS, 4)
    bright_held = held & {"sanko", "shiko", "ame-shiko", "goko"}
    out = []
    for yid, group, need in targets:
        if yid in held or (yid in ("sanko", "ame-shiko") and bright_held):
            continue
        have = mask & group
        out.append(Progress(yid, have.bit_count(), need, CardSet(have), rules.akatan_cards))
    out.sort(key=lambda p: (p.need - p.have, YAKU_IDS.index(p.id)))
    return out


# -- the fast path -------------------------------------------------------------------

# The 15 cards that named yaku look at, in feature-bit order.
_NAMED = (
    "pine-crane", "cherry-curtain", "pampas-moon", "willow-rainman", "paulownia-phoenix",
    "clover-boar", "maple-deer", "peony-butterflies",
    "pine-poetry", "plum-poetry", "cherry-poetry",
    "peony-blue", "chrysanthemum-blue", "maple-blue", "chrysanthemum-cup",
)
_NAMED_BIT = {cid: i for i, cid in enumerate(_NAMED)}
_ANIMAL_SHIFT, _RIBBON_SHIFT, _PLAIN_SHIFT, _RED_SHIFT = 15, 19, 23, 28


@lru_cache(maxsize=4)
def _chunk_tables(plains_mask: int, reds_mask: int) -> tuple[list[int], ...]:
    """Four 4096-entry tables: 12 cards' worth of packed features each. The count of
    ``reds_mask``'s cards (the red ribbons where any 3 make akatan, else none) goes
    above the plains'."""
    feature = []
    for c in CARDS:
        f = 1 << _NAMED_BIT[c.id] if c.id in _NAMED_BIT else 0
        f += (c.mask & ANIMALS and 1 << _ANIMAL_SHIFT) + (c.mask & RIBBONS and 1 << _RIBBON_SHIFT)
        f += c.mask & plains_mask and 1 << _PLAIN_SHIFT
        f += c.mask & reds_mask and 1 << _RED_SHIFT
        feature.append(f)
    tables = []
    for base in range(0, 48, 12):
        table = [0] * 4096
        for chunk in range(1, 4096):
            low = chunk & -chunk
            table[chunk] = table[chunk ^ low] + feature[base + low.bit_length() - 1]
        tables.append(table)
    return tuple(tables)


_NAMED_MASKS = [0] * (1 << 15)
for _bits in range(1, 1 << 15):
    _low = _bits & -_bits
    _NAMED_MASKS[_bits] = _NAMED_MASKS[_bits ^ _low] | BY_ID[_NAMED[_low.bit_length() - 1]].mask


class Scorer:
    """Fast base points of piles given as masks, for one rule set.

    ``Scorer(rules).base(mask)`` equals ``score(mask, rules).base``; the property
    tests hold the two to that. ``called=True`` scores for a holder who has called
    koi-koi (it matters only where ``viewing_points_called`` is set).
    """

    def __init__(self, rules: Rules = _TEACHING, called: bool = False) -> None:
        self.rules = rules
        # NAMED[bits] = named points << 3 | flags; the flags (inoshikacho, akatan, aotan)
        # select the part of COUNTS that adds the count-dependent extras. Where any 3 red
        # ribbons make akatan, its flag comes from their count instead (see _make_base).
        poetry = POETRY_RIBBONS if rules.akatan_cards == "poetry" else 0
        named = []
        for bits in range(1 << 15):
            m = _NAMED_MASKS[bits]
            pts = 0
            bright = _bright(rules, (m & BRIGHTS).bit_count(), bool(m & RAIN_MAN))
            if bright:
                pts += bright[1]
            pts += sum(p for _, p in _viewing(rules, bool(m & CURTAIN), bool(m & MOON),
                                               bool(m & CUP), bool(m & RAIN_MAN), called))
            flags = ((m & INOSHIKACHO == INOSHIKACHO)
                     | (bool(poetry) and m & poetry == poetry) << 1
                     | (m & BLUE_RIBBONS == BLUE_RIBBONS) << 2)
            named.append(pts << 3 | flags)
        counts = [0] * (1 << 16)
        for a in range(16):
            for r in range(16):
                for p in range(32):
                    key = (a | r << 4 | p << 8) << 3
                    for flags in range(8):
                        pts = _counted_yaku(rules, a, r, p, bool(flags & 1),
                                            (flags >> 1 & 1) + (flags >> 2))
                        if flags & 1:
                            pts += _inoshikacho(rules, a)
                        pts += sum(v for _, v in
                                   _ribbon_triads(rules, bool(flags & 2), bool(flags & 4), r))
                        counts[key | flags] = pts
        self._named, self._counts = named, counts
        self.base = self._make_base()

    def _make_base(self):
        any_red = self.rules.akatan_cards == "any-red"
        t0, t1, t2, t3 = _chunk_tables(plain_cards(self.rules), RED_RIBBONS if any_red else 0)
        named, counts = self._named, self._counts

        def base(mask: int) -> int:
            f = t0[mask & 4095] + t1[mask >> 12 & 4095] + t2[mask >> 24 & 4095] + t3[mask >> 36]
            v = named[f & 32767]
            return (v >> 3) + counts[(f >> 15) << 3 | (v & 7)]

        def base_any_red(mask: int) -> int:
            f = t0[mask & 4095] + t1[mask >> 12 & 4095] + t2[mask >> 24 & 4095] + t3[mask >> 36]
            v = named[f & 32767]
            akatan = ((f >> _RED_SHIFT) > 2) << 1  # 3 or more red ribbons
            return (v >> 3) + counts[(f >> 15 & 8191) << 3 | (v & 7) | akatan]

        return base_any_red if any_red else base


def scorer(rules: Rules = _TEACHING, called: bool = False) -> Scorer:
    """The shared :class:`Scorer` of a rule set (tables are built once per rules).

    Only ``viewing_points_called`` makes a caller's pile score differently, so
    without it both seats share one scorer.
    """
    called = called and rules.viewing_points_called is not None
    memo = rules.memo()
    key = ("scorer", called)
    if key not in memo:
        memo[key] = _SHARED.get((rules, called)) or Scorer(rules, called)
        _SHARED[(rules, called)] = memo[key]
    return memo[key]


# equal rules built separately (a replace() that changes nothing) share tables too
_SHARED: dict[tuple[Rules, bool], Scorer] = {}
