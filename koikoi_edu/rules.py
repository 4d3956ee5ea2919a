"""Rule systems: one frozen options object and the named presets.

Koi-Koi is played under many house rules. Every difference the package knows is
a named, documented option of :class:`Rules`; a *preset* is nothing but a set of
option values, and any option can be changed from any preset::

    >>> from koikoi_edu.rules import Rules
    >>> r = Rules.preset("nintendo").replace(viewing_points=3)
    >>> r.viewing_points, r.double_at_seven
    (3, True)
    >>> Rules.preset("teaching").replace(colour="red")
    Traceback (most recent call last):
    ...
    koikoi_edu.errors.RulesError: unknown rules option 'colour'

:func:`koikoi_edu.words.option_docs` lists every option with its documentation, in any
language of :mod:`koikoi_edu.words`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from .errors import RulesError
from .inputs import excerpt, quoted, whole_number


def _opt(default: Any, doc: str, choices: tuple | None = None) -> Any:
    return field(default=default, metadata={"doc": doc, "choices": choices})


#: The largest number any option takes: far above every real rule (points, rounds, a
#: bank), and small enough that a settlement stays a number a person can read.
OPTION_LIMIT = 10_000


@dataclass(frozen=True)
class Rules:
    """The options of one rule system. Defaults are the ``teaching`` preset."""

    name: str = _opt("teaching", "the preset these options started from (informational)")

    # -- koi-koi and settlement -------------------------------------------------------
    koikoi_limit: int | None = _opt(
        1,
        "koi-koi calls allowed per round, by either player in total; `None` "
        '(`"unlimited"` in a file or on the command line): unlimited',
    )
    rival_may_call: bool = _opt(
        True,
        "after a koi-koi, the other player may call too when they form yaku; `False`: only "
        "the player who called first may call again, and the other's first yaku wins the "
        "round at once (seed 003: 'until the second player wins')",
    )
    caller_factor: str = _opt(
        "none",
        "what the caller's own calls do to the caller's win: `none`; `calls-plus-one` "
        "(×2, ×3, ×4 for 1, 2, 3 calls); `doubling` (×2, ×4, ×8); `japan` (+1, +2, +3 "
        "for 1-3 calls, then ×2, ×3, ×4, ×5 for 4-7 calls); `all-calls-plus-one`, the "
        "winner's points × (1 + every call made in the round by either player)",
        ("none", "calls-plus-one", "doubling", "japan", "all-calls-plus-one"),
    )
    double_against_caller: bool = _opt(
        True, "×2 when the winner's opponent had called koi-koi this round"
    )
    double_at_seven: bool = _opt(True, "×2 when the base is 7 or more")
    improvement: str = _opt(
        "yaku",
        "what ends the round (or offers a new decision) after a check: `yaku`, a new "
        "yaku or a yaku worth more than at the last check; `total`, a higher total "
        "(calls included)",
        ("yaku", "total"),
    )
    last_turn_decision: bool = _opt(
        True,
        "a player who forms yaku on their last turn still decides (a koi-koi there "
        "leads to the draw); `False`: such a rise wins the round outright",
    )

    # -- yaku values ------------------------------------------------------------------
    goko_points: int = _opt(10, "all 5 brights")
    shiko_points: int = _opt(8, "4 brights without the rain man")
    ame_shiko_points: int = _opt(7, "4 brights including the rain man")
    sanko_points: int = _opt(5, "3 brights (see rainman_sanko)")
    rainman_sanko: bool = _opt(False, "3 brights that include the rain man make sanko")
    inoshikacho_points: int = _opt(5, "boar, deer and butterflies")
    inoshikacho_extras: bool = _opt(False, "inoshikacho +1 per animal over 3")
    akatan_points: int = _opt(5, "the 3 poetry ribbons (see akatan_cards)")
    akatan_cards: str = _opt(
        "poetry",
        "the ribbons akatan is made of: `poetry`, the 3 poetry ribbons; `any-red`, any 3 "
        "of the 7 red ribbons (the 3 poetry ribbons and the 4 plain red ones; the blue "
        "ribbons are not red)",
        ("poetry", "any-red"),
    )
    aotan_points: int = _opt(5, "the 3 blue ribbons")
    ribbon_extras: bool = _opt(False, "akatan / aotan +1 per ribbon over 3")
    ribbon_pair_extras: str = _opt(
        "shared",
        "with ribbon_extras, when akatan and aotan are both held: `shared`, one +1 per "
        "ribbon over 6; `each`, each counts its own extras",
        ("shared", "each"),
    )
    ribbon_pair_bonus: int = _opt(0, "points added when akatan and aotan are both held")
    named_excludes_counted: bool = _opt(
        False,
        "the cards of inoshikacho are not counted again for tane, nor the cards of akatan "
        "and aotan for tanzaku; `False`: named and counted yaku share cards",
    )
    named_replaces_counted: bool = _opt(
        False,
        "once inoshikacho is held, tane is not scored at all, and once akatan or aotan is "
        "held, tanzaku is not scored at all (the named yaku's own extras take their place)",
    )
    tane_points: int = _opt(1, "tane at 5 animals; +1 per animal over 5")
    tanzaku_points: int = _opt(1, "tanzaku at 5 ribbons; +1 per ribbon over 5")
    kasu_points: int = _opt(1, "kasu at 10 plains; +1 per plain over 10")
    viewing_points: int = _opt(5, "hanami and tsukimi, each; 0 turns them off")
    viewing_points_called: int | None = _opt(
        None, "hanami and tsukimi, each, once their holder has called koi-koi; `None`: same"
    )
    hanami_points: int | None = _opt(
        None, "hanami on its own (0 turns it off); `None`: viewing_points applies"
    )
    tsukimi_points: int | None = _opt(
        None, "tsukimi on its own (0 turns it off); `None`: viewing_points applies"
    )
    rainman_cancels_viewing: bool = _opt(
        False,
        "the rain man in a pile cancels viewing yaku (the same as "
        'viewing_cancelled_by = ["willow-rainman"])',
    )
    viewing_cancelled_by: tuple[str, ...] = _opt(
        (), "card ids: any of these cards in a pile cancels both viewing yaku"
    )
    month_yaku_points: int = _opt(
        0,
        "tsuki-fuda, all 4 cards of the round's month in one pile (round k of a match "
        "plays month ((k - 1) mod 12) + 1); 0: no month yaku",
    )
    cup_is_plain: bool = _opt(True, "the sake cup also counts as a plain for kasu")

    # -- the deal ---------------------------------------------------------------------
    deal_protocol: str = _opt(
        "packets-of-2",
        "how the deck is dealt, top first: `packets-of-2`, non-dealer, field, dealer, "
        "four times (seeds 000, 002); `packets-of-4`, non-dealer, dealer, field, twice "
        "(seed 001); `by-eights`, 8 to the field, 8 to the dealer, 8 to the non-dealer "
        "(seed 003). The stock is the rest in every protocol",
        ("packets-of-2", "packets-of-4", "by-eights"),
    )
    instant_win_points: int = _opt(
        6, "a hand with 4 cards of a month (teshi) or 4 pairs (kuttsuki); 0: no instant wins"
    )
    two_month_hand_points: int = _opt(
        0, "a hand of 8 cards from only two months; 0: not a special hand"
    )
    both_instant: str = _opt(
        "redeal",
        "both hands instantly winning: `redeal`, or `play-on` ignoring both",
        ("redeal", "play-on"),
    )
    field_pairs_redeal: bool = _opt(False, "4 pairs on the field: redeal")
    hand_four_redeal: bool = _opt(False, "a hand with 4 cards of a month: redeal")

    # -- end of round and match -------------------------------------------------------
    draw_points: int = _opt(0, "points the dealer wins when the hands run out with no winner")
    draw_points_after_call: bool = _opt(
        True,
        "the dealer takes draw_points even when a koi-koi was called in the round; "
        "False: only when nobody formed any yaku (seed 003), else a plain draw",
    )
    dealer_after_draw: str = _opt(
        "other", "who deals after a round with no winner: `other` or `same`", ("other", "same")
    )
    match_rounds: int | None = _opt(
        12, "rounds in a match (misdeals not counted); `None`: no limit"
    )
    match_target: int | None = _opt(None, "a match ends when a player's total reaches this")
    bank: int | None = _opt(
        None,
        "each player starts with this many points and points move from loser to winner; "
        "a player whose bank is empty loses; `None`: totals start at 0",
    )

    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise RulesError(message="option-name", value=excerpt(self.name))
        for f in dataclasses.fields(self):
            if f.name == "name":
                continue
            value = getattr(self, f.name)
            choices = f.metadata["choices"]
            if choices:
                if not isinstance(value, str) or value not in choices:
                    raise RulesError(
                        message="option-choice",
                        option=f.name,
                        choices=", ".join(choices),
                        value=excerpt(value),
                    )
            elif isinstance(f.default, bool):
                if not isinstance(value, bool):
                    raise RulesError(message="option-bool", option=f.name, value=excerpt(value))
            elif f.name == "viewing_cancelled_by":
                object.__setattr__(self, f.name, _card_ids(value, f.name))
            elif f.name in _NULLABLE and (value is None or value == "unlimited"):
                if value is not None and f.name not in UNLIMITED:
                    raise RulesError(
                        message="option-number",
                        option=f.name,
                        low=0,
                        high=OPTION_LIMIT,
                        value=excerpt(value),
                    )
                object.__setattr__(self, f.name, None)
            else:
                # true and false are ints to Python, but never a number of points here
                try:
                    number = whole_number(value, f.name, 0, OPTION_LIMIT)
                except ValueError:  # said with a message id, for a learner's language
                    raise RulesError(
                        message="option-unlimited" if f.name in UNLIMITED else "option-number",
                        option=f.name,
                        low=0,
                        high=OPTION_LIMIT,
                        value=excerpt(value),
                    ) from None
                object.__setattr__(self, f.name, number)  # a numpy integer becomes an int

    @classmethod
    def preset(cls, name: str = "teaching") -> Rules:
        """The rules of a named preset (see ``PRESETS``)."""
        try:
            return PRESETS[name]
        except (KeyError, TypeError):
            raise RulesError(
                message="unknown-preset", preset=quoted(name), choices=", ".join(PRESETS)
            ) from None

    def replace(self, **options: Any) -> Rules:
        """A copy with some options changed; unknown option names are errors."""
        names = {f.name for f in dataclasses.fields(self)}
        for key in options:
            if key not in names:
                raise RulesError(message="unknown-option", option=quoted(key))
        return dataclasses.replace(self, **options)

    def calls_allowed(self, calls: int) -> bool:
        """Whether ``calls`` koi-koi calls in one round, by both players together, are
        within ``koikoi_limit``. A player whose call would go past it cannot call: the
        next new or better yaku wins outright."""
        return self.koikoi_limit is None or calls <= self.koikoi_limit

    def memo(self) -> dict:
        """A per-instance dict where other modules keep things derived from these rules.

        Hashing a rules object means hashing every option, too slow for the engine's
        hot path; a memo on the instance is found by attribute look-up instead.
        """
        try:
            return self.__dict__["_memo"]
        except KeyError:
            memo: dict = {}
            object.__setattr__(self, "_memo", memo)
            return memo

    def differences(self, other: Rules) -> dict[str, tuple[Any, Any]]:
        """Options whose values differ from ``other``: ``{name: (self's, other's)}``."""
        return {
            f.name: (getattr(self, f.name), getattr(other, f.name))
            for f in dataclasses.fields(self)
            if f.name != "name" and getattr(self, f.name) != getattr(other, f.name)
        }


_NULLABLE = {
    "koikoi_limit",
    "viewing_points_called",
    "hanami_points",
    "tsukimi_points",
    "match_rounds",
    "match_target",
    "bank",
}

#: The options whose ``None`` means no limit: a file or the command line, which have no
#: null, write it as the text ``"unlimited"`` (the Python API takes either).
UNLIMITED = ("koikoi_limit", "match_rounds", "match_target", "bank")


def _card_ids(value: Any, option: str) -> tuple[str, ...]:
    """A list of card ids as one canonical tuple: each card once, in deck order, so that
    rules naming the same cards in another order are equal."""
    if isinstance(value, str | bytes) or not isinstance(value, list | tuple | set | frozenset):
        raise RulesError(message="option-cards", option=option, value=excerpt(value))
    if not value:  # the presets' value, built while the cards' words import this module
        return ()
    from .cards import BY_ID, CARDS

    for cid in value:
        if not isinstance(cid, str) or cid not in BY_ID:
            raise RulesError(message="option-card", option=option, value=quoted(cid))
    return tuple(c.id for c in CARDS if c.id in value)


#: Seed 003's optional higher yaku values, as options for the ``nintendo`` preset:
#: ``Rules.preset("nintendo").replace(**NINTENDO_HIGH_VALUES)``.
NINTENDO_HIGH_VALUES = dict(
    sanko_points=6,
    akatan_points=6,
    aotan_points=6,
    ame_shiko_points=8,
    shiko_points=10,
    goko_points=15,
)

_TEACHING = Rules()

PRESETS: dict[str, Rules] = {
    # seed 000: the package's own table.
    "teaching": _TEACHING,
    # seed 001: repeated calls multiply the caller's win, first to 50.
    "escalating": _TEACHING.replace(
        name="escalating",
        koikoi_limit=None,
        caller_factor="calls-plus-one",
        double_against_caller=False,
        double_at_seven=False,
        sanko_points=6,
        cup_is_plain=False,
        ribbon_extras=True,
        ribbon_pair_extras="shared",
        field_pairs_redeal=True,
        dealer_after_draw="same",
        match_rounds=None,
        match_target=50,
    ),
    # seed 002: "flower poker", every call doubles, a bank of 100 over 12 rounds.
    "flower-poker": _TEACHING.replace(
        name="flower-poker",
        koikoi_limit=None,
        caller_factor="doubling",
        double_against_caller=False,
        double_at_seven=False,
        rainman_sanko=True,
        cup_is_plain=False,
        two_month_hand_points=14,
        dealer_after_draw="same",
        bank=100,
    ),
    # seed 003: Nintendo's rules as a player wrote them down.
    "nintendo": _TEACHING.replace(
        name="nintendo",
        koikoi_limit=None,
        inoshikacho_extras=True,
        ribbon_extras=True,
        ribbon_pair_extras="each",
        both_instant="play-on",
        draw_points=6,
        draw_points_after_call=False,
    ),
    # The PC game KoiKoi-Japan, whose rules the recorded human games of
    # koikoi_edu.records were played under: every rise of the mover's total offers a
    # decision, each call adds to the caller's own total, the dealer takes 1 on a draw.
    "koikoi-japan": _TEACHING.replace(
        name="koikoi-japan",
        koikoi_limit=None,
        caller_factor="japan",
        double_against_caller=False,
        double_at_seven=False,
        improvement="total",
        last_turn_decision=False,
        viewing_points=1,
        viewing_points_called=3,
        ribbon_pair_bonus=10,
        instant_win_points=0,
        hand_four_redeal=True,
        draw_points=1,
        dealer_after_draw="same",
        match_rounds=8,
        bank=30,
    ),
}
