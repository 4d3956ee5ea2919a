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

import copy
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from .cards import (
    ANIMALS,
    BLUE_RIBBONS,
    BRIGHTS,
    BY_ID,
    CARDS,
    CUP,
    CURTAIN,
    INOSHIKACHO,
    MONTH_MASKS,
    MOON,
    PLAINS,
    POETRY_RIBBONS,
    RAIN_MAN,
    RED_RIBBONS,
    RIBBONS,
    CardSet,
    card_mask,
)
from .errors import KoikoiError
from .inputs import excerpt
from .message import Msg
from .rules import Rules

_TEACHING = Rules()

#: Yaku ids in display order.
YAKU_IDS = (
    "goko",
    "shiko",
    "ame-shiko",
    "sanko",
    "inoshikacho",
    "akatan",
    "aotan",
    "akatan-aotan",
    "hanami",
    "tsukimi",
    "tsuki-fuda",
    "tane",
    "tanzaku",
    "kasu",
)


@dataclass(frozen=True)
class Yaku:
    """One yaku held: its id, its points and the cards that make it (as a mask).
    (:func:`koikoi_edu.words.yaku_name` names it.)"""

    id: str
    points: int
    mask: int

    @property
    def cards(self) -> CardSet:
        return CardSet(self.mask)


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


# -- the formulas, shared by the detailed listing and the fast tables ---------------


def _counted(n: int, threshold: int, points: int = 1) -> int:
    """``points`` at the threshold, +1 for every card over it."""
    return points + n - threshold if n >= threshold else 0


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


def _viewing(
    rules: Rules, curtain: bool, moon: bool, cup: bool, cancelled: bool, called: bool
) -> list[tuple[str, int]]:
    """The viewing yaku held; ``cancelled``: the pile holds a card of
    :func:`viewing_cancellers`."""
    if not cup or cancelled:
        return []
    both = rules.viewing_points
    if called and rules.viewing_points_called is not None:
        both = rules.viewing_points_called
    hanami = both if rules.hanami_points is None else rules.hanami_points
    tsukimi = both if rules.tsukimi_points is None else rules.tsukimi_points
    return [
        (yid, points)
        for yid, held, points in (("hanami", curtain, hanami), ("tsukimi", moon, tsukimi))
        if held and points
    ]


def viewing_cancellers(rules: Rules) -> int:
    """The cards that cancel both viewing yaku when in a pile: ``viewing_cancelled_by``,
    and the rain man under its shorthand ``rainman_cancels_viewing``."""
    memo = rules.memo()
    if "viewing-cancellers" not in memo:
        cards = sum(BY_ID[cid].mask for cid in rules.viewing_cancelled_by)
        memo["viewing-cancellers"] = cards | (RAIN_MAN if rules.rainman_cancels_viewing else 0)
    return memo["viewing-cancellers"]


def month_cards(month: int) -> int:
    """The 4 cards of ``month`` (1 to 12), which make tsuki-fuda in a round of that month."""
    if isinstance(month, bool) or not isinstance(month, int) or not 1 <= month <= 12:
        raise KoikoiError(message="month-range", value=excerpt(month))
    return MONTH_MASKS[month - 1]


def _inoshikacho(rules: Rules, animals: int) -> int:
    return rules.inoshikacho_points + (animals - 3 if rules.inoshikacho_extras else 0)


def _counted_yaku(
    rules: Rules, animals: int, ribbons: int, plains: int, inoshikacho: bool, triads: int
) -> tuple[int, int, int]:
    """The points of tane, tanzaku and kasu, from the numbers of animals, ribbons and
    plains, given whether inoshikacho is held and how many ribbon triads.

    Under ``named_excludes_counted`` the cards of a named yaku are not counted again:
    tane leaves out inoshikacho's three animals, tanzaku three ribbons per triad.
    Under ``named_replaces_counted`` a named yaku held leaves no counted yaku of its
    kind at all, which makes the exclusion moot for that kind.
    """
    if rules.named_excludes_counted:
        animals -= 3 * inoshikacho
        ribbons -= 3 * triads
    replaced = rules.named_replaces_counted
    return (
        0 if replaced and inoshikacho else _counted(animals, 5, rules.tane_points),
        0 if replaced and triads else _counted(ribbons, 5, rules.tanzaku_points),
        _counted(plains, 10, rules.kasu_points),
    )


# the cards that make the viewing yaku
_VIEWING_CARDS = {"hanami": CURTAIN | CUP, "tsukimi": MOON | CUP}


def yaku_name_id(yaku_id: str, rules: Rules) -> str:
    """The catalogue id of a yaku's name under ``rules``: akatan of any three red ribbons
    is not named after the poetry ribbons (:func:`koikoi_edu.words.yaku_name`)."""
    if yaku_id == "akatan" and rules.akatan_cards == "any-red":
        return "yaku.akatan-any-red"
    return f"yaku.{yaku_id}"


def yaku_msgs(held: Iterable[tuple[str, int]], rules: Rules) -> tuple[Msg, ...]:
    """Yaku ids with their points as a message says them: ``hanami 1, tsukimi 1`` in
    English, by the yaku's names (under ``rules``) in the other languages."""
    return tuple(
        Msg(
            "yaku.held",
            yaku=Msg("yaku.said", id=yid, name=Msg(yaku_name_id(yid, rules))),
            points=pts,
        )
        for yid, pts in held
    )


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
        named = [
            Aim("sanko", brights, 3, rules.sanko_points, False),
            Aim("inoshikacho", INOSHIKACHO, 3, rules.inoshikacho_points, False),
            Aim("akatan", akatan_cards(rules), 3, rules.akatan_points, False),
            Aim("aotan", BLUE_RIBBONS, 3, rules.aotan_points, False),
        ]
        # a counted yaku worth 0 at its threshold is first held one card later, worth 1
        counted = [
            Aim(yid, cards, need + (points == 0), max(points, 1), True)
            for yid, cards, need, points in (
                ("tane", ANIMALS, 5, rules.tane_points),
                ("tanzaku", RIBBONS, 5, rules.tanzaku_points),
                ("kasu", plain_cards(rules), 10, rules.kasu_points),
            )
        ]
        viewing = _viewing(rules, True, True, True, False, False)
        found = (
            [a for a in named if a.points]
            + counted
            + [Aim(yid, _VIEWING_CARDS[yid], 2, points, False) for yid, points in viewing]
        )
        memo["aims"] = tuple(found)
    return memo["aims"]


def score(
    pile: CardSet | int, rules: Rules = _TEACHING, called: bool = False, month: int = 1
) -> Score:
    """Every yaku held by ``pile`` under ``rules``; a yaku worth 0 points is not held.

    ``called`` says whether the pile's holder has called koi-koi this round (only
    ``viewing_points_called`` looks at it); ``month`` is the round's month (1 to 12),
    whose 4 cards make tsuki-fuda where ``month_yaku_points`` is set.
    """
    mask = card_mask(pile, "a pile")
    brights, animals, ribbons = mask & BRIGHTS, mask & ANIMALS, mask & RIBBONS
    plains = mask & plain_cards(rules)
    rain = bool(mask & RAIN_MAN)
    found: list[Yaku] = []

    # a yaku worth 0 points is not held: none is listed, nor counts below
    bright = _bright(rules, brights.bit_count(), rain)
    if bright and bright[1]:
        found.append(Yaku(bright[0], bright[1], brights))
    inoshikacho = mask & INOSHIKACHO == INOSHIKACHO
    if inoshikacho:
        pts = _inoshikacho(rules, animals.bit_count())
        inoshikacho = pts > 0
        if inoshikacho:
            found.append(Yaku("inoshikacho", pts, INOSHIKACHO))
    akatan = _three(mask & akatan_cards(rules))
    aotan = BLUE_RIBBONS if mask & BLUE_RIBBONS == BLUE_RIBBONS else 0
    if akatan or aotan:
        triad_cards = {"akatan": akatan, "aotan": aotan, "akatan-aotan": akatan | aotan}
        for yid, pts in _ribbon_triads(rules, bool(akatan), bool(aotan), ribbons.bit_count()):
            if pts:
                found.append(Yaku(yid, pts, triad_cards[yid]))
            elif yid != "akatan-aotan":  # a triad worth nothing is no triad
                triad_cards[yid] = 0
        akatan, aotan = triad_cards["akatan"], triad_cards["aotan"]
    if mask & CUP:
        for yid, pts in _viewing(
            rules,
            bool(mask & CURTAIN),
            bool(mask & MOON),
            True,
            bool(mask & viewing_cancellers(rules)),
            called,
        ):
            found.append(Yaku(yid, pts, _VIEWING_CARDS[yid]))
    if rules.month_yaku_points:
        cards = month_cards(month)
        if mask & cards == cards:
            found.append(Yaku("tsuki-fuda", rules.month_yaku_points, cards))
    if rules.named_excludes_counted:
        # the same cards _counted_yaku leaves out, so that each yaku shows its own
        animals &= ~(INOSHIKACHO if inoshikacho else 0)
        ribbons &= ~(akatan | aotan)
    tane, tanzaku, kasu = _counted_yaku(
        rules, animals.bit_count(), ribbons.bit_count(), plains.bit_count(), False, 0
    )
    if rules.named_replaces_counted:
        tane = 0 if inoshikacho else tane
        tanzaku = 0 if akatan or aotan else tanzaku
    if tane:
        found.append(Yaku("tane", tane, animals))
    if tanzaku:
        found.append(Yaku("tanzaku", tanzaku, ribbons))
    if kasu:
        found.append(Yaku("kasu", kasu, plains))
    return Score(tuple(found))


@dataclass(frozen=True)
class Progress:
    """How far a pile is towards one yaku: ``have`` of ``need`` cards
    (:func:`koikoi_edu.words.progress_text` says it)."""

    id: str
    have: int
    need: int
    cards: CardSet  # the cards of the pile that count towards it


def progress(pile: CardSet | int, rules: Rules = _TEACHING, month: int = 1) -> list[Progress]:
    """Progress towards every yaku the pile does not hold yet and can still make,
    closest first (``month`` as in :func:`score`).

    >>> progress(CardSet.of("pine-poetry", "plum-poetry"))[0]
    Progress(id='akatan', have=2, need=3, cards=CardSet(['pine-poetry', 'plum-poetry']))
    """
    mask = card_mask(pile, "a pile")
    held_yaku = score(mask, rules, month=month).yaku
    held = {y.id for y in held_yaku}
    targets = [(a.id, a.cards, a.need) for a in aims(rules)]
    if rules.month_yaku_points:
        targets.append(("tsuki-fuda", month_cards(month), 4))
    gone = set()  # yaku the pile can no longer make
    if mask & viewing_cancellers(rules):
        gone |= {"hanami", "tsukimi"}
    if rules.named_replaces_counted:
        gone |= {"tane"} if "inoshikacho" in held else set()
        gone |= {"tanzaku"} if held & {"akatan", "aotan"} else set()
    if rules.named_excludes_counted:
        # the cards of a named yaku held no longer count towards tane or tanzaku
        named = sum(y.mask for y in held_yaku if y.id in ("inoshikacho", "akatan", "aotan"))
        targets = [
            (yid, group & ~named if yid in ("tane", "tanzaku") else group, need)
            for yid, group, need in targets
        ]
    # with the rain man in the pile, 3 brights make nothing (unless rainman_sanko):
    # the next bright yaku is ame-shiko, at 4
    if mask & RAIN_MAN and not rules.rainman_sanko:
        targets = [t for t in targets if t[0] != "sanko"]
        if rules.ame_shiko_points:
            targets.insert(0, ("ame-shiko", BRIGHTS, 4))
    bright_held = held & {"sanko", "shiko", "ame-shiko", "goko"}
    out = []
    for yid, group, need in targets:
        if yid in held or yid in gone or (yid in ("sanko", "ame-shiko") and bright_held):
            continue
        have = mask & group
        out.append(Progress(yid, have.bit_count(), need, CardSet(have)))
    out.sort(key=lambda p: (p.need - p.have, YAKU_IDS.index(p.id)))
    return out


# -- the fast path -------------------------------------------------------------------

# The 15 cards that named yaku look at, in feature-bit order.
_NAMED = (
    "pine-crane",
    "cherry-curtain",
    "pampas-moon",
    "willow-rainman",
    "paulownia-phoenix",
    "clover-boar",
    "maple-deer",
    "peony-butterflies",
    "pine-poetry",
    "plum-poetry",
    "cherry-poetry",
    "peony-blue",
    "chrysanthemum-blue",
    "maple-blue",
    "chrysanthemum-cup",
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
    return summed_by_chunk(feature)


def summed_by_chunk(feature: list[int]) -> tuple[list[int], ...]:
    """Four 4096-entry tables of the sums of ``feature`` (one number per card) over every
    subset of 12 cards, so that a 48-bit mask's sum is four lookups:
    ``t[0][m & 4095] + t[1][m >> 12 & 4095] + ...``. Each entry is built from the one
    without its lowest card."""
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


_NAMED_CARDS = _NAMED_MASKS[-1]


class Scorer:
    """Fast base points of piles given as masks, for one rule set.

    ``Scorer(rules).base(mask)`` equals ``score(mask, rules).base``; the property
    tests hold the two to that. ``called=True`` scores for a holder who has called
    koi-koi (it matters only where ``viewing_points_called`` is set), and ``month``
    is the round's month (it matters only where ``month_yaku_points`` is set).
    """

    def __init__(self, rules: Rules = _TEACHING, called: bool = False, month: int = 1) -> None:
        self.rules = rules
        # NAMED[bits] = named points << 3 | flags; the flags (inoshikacho, akatan, aotan)
        # select the part of COUNTS that adds the count-dependent extras. Where any 3 red
        # ribbons make akatan, its flag comes from their count instead (see _make_base).
        # A card outside the 15 that cancels the viewing yaku selects a second NAMED
        # table, without them.
        poetry = POETRY_RIBBONS if rules.akatan_cards == "poetry" else 0
        cancellers = viewing_cancellers(rules)
        tables = []
        for viewing in (True, False) if cancellers & ~_NAMED_CARDS else (True,):
            named = []
            for bits in range(1 << 15):
                m = _NAMED_MASKS[bits]
                pts = 0
                bright = _bright(rules, (m & BRIGHTS).bit_count(), bool(m & RAIN_MAN))
                if bright:
                    pts += bright[1]
                pts += sum(
                    p
                    for _, p in _viewing(
                        rules,
                        bool(m & CURTAIN),
                        bool(m & MOON),
                        bool(m & CUP) and viewing,
                        bool(m & cancellers),
                        called,
                    )
                )
                flags = (
                    (m & INOSHIKACHO == INOSHIKACHO)
                    | (bool(poetry) and m & poetry == poetry) << 1
                    | (m & BLUE_RIBBONS == BLUE_RIBBONS) << 2
                )
                named.append(pts << 3 | flags)
            tables.append(named)
        counts = [0] * (1 << 16)
        for a in range(16):
            for r in range(16):
                for p in range(32):
                    key = (a | r << 4 | p << 8) << 3
                    for flags in range(8):
                        # a named yaku worth 0 is not held: it neither scores, nor
                        # replaces or excludes the counted yaku of its cards
                        pts = _inoshikacho(rules, a) if flags & 1 else 0
                        triads = _ribbon_triads(rules, bool(flags & 2), bool(flags & 4), r)
                        counted = _counted_yaku(
                            rules,
                            a,
                            r,
                            p,
                            pts > 0,
                            sum(v > 0 for yid, v in triads if yid != "akatan-aotan"),
                        )
                        counts[key | flags] = pts + sum(v for _, v in triads) + sum(counted)
        self._tables, self._counts = tables, counts
        self._month = (month_cards(month), rules.month_yaku_points)
        self.base = self._make_base()

    def for_month(self, month: int) -> Scorer:
        """The same rules' scorer for a round of ``month``: only the month's cards differ,
        so the tables are shared, not built again."""
        other = copy.copy(self)
        other._month = (month_cards(month), self.rules.month_yaku_points)
        other.base = other._make_base()
        return other

    def _make_base(self):
        any_red = self.rules.akatan_cards == "any-red"
        t0, t1, t2, t3 = _chunk_tables(plain_cards(self.rules), RED_RIBBONS if any_red else 0)
        counts = self._counts
        named = self._tables[0]
        month, month_points = self._month
        if len(self._tables) > 1 or month_points:
            return self._general_base(t0, t1, t2, t3, any_red)

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

    def _general_base(self, t0, t1, t2, t3, any_red: bool):
        """The base under rules with a month yaku or a viewing canceller outside the 15
        named cards: one test more per pile, only for those rules."""
        counts, tables = self._counts, self._tables
        cancelled = viewing_cancellers(self.rules) & ~_NAMED_CARDS
        month, month_points = self._month
        if not month_points:
            month = -1  # no pile holds every card of this, so no month yaku

        def base(mask: int) -> int:
            f = t0[mask & 4095] + t1[mask >> 12 & 4095] + t2[mask >> 24 & 4095] + t3[mask >> 36]
            v = tables[bool(mask & cancelled)][f & 32767]
            akatan = ((f >> _RED_SHIFT) > 2) << 1 if any_red else 0
            return (
                (v >> 3)
                + counts[(f >> 15 & 8191) << 3 | (v & 7) | akatan]
                + (month_points if mask & month == month else 0)
            )

        return base


def scorer(rules: Rules = _TEACHING, called: bool = False, month: int = 1) -> Scorer:
    """The shared :class:`Scorer` of a rule set (tables are built once per rules).

    Only ``viewing_points_called`` makes a caller's pile score differently, and only
    ``month_yaku_points`` a round's month, so without them they share one scorer.
    """
    called = called and rules.viewing_points_called is not None
    month = month if rules.month_yaku_points else 1
    memo = rules.memo()
    key = ("scorer", called, month)
    if key not in memo:
        found = _SHARED.get((rules, called, month))
        if found is None:  # another month's tables serve, with this month's cards
            found = scorer(rules, called).for_month(month) if month != 1 else Scorer(rules, called)
        memo[key] = _SHARED[(rules, called, month)] = found
    return memo[key]


# equal rules built separately (a replace() that changes nothing) share tables too
_SHARED: dict[tuple[Rules, bool, int], Scorer] = {}
