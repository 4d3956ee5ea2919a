"""Scenario files: worked examples of one round, written by teachers in TOML.

A scenario is a starting point (an explicit position, or a full deck order dealt
by the deal protocol), the turns of one round with narration, and optionally the
outcome it must reach. The format is a public promise (docs/scenario-format.md)::

    title = "Month matches, not animal"
    [position]
    A.hand = ["clover-boar", "pine-plain-1"]
    B.hand = ["chrysanthemum-plain-1", "iris-plain-1"]
    field = ["clover-plain-1", "chrysanthemum-cup", "cherry-plain-1"]
    stock = ["willow-lightning", "paulownia-plain-1"]      # top first
    A.captured = ["maple-deer", "peony-butterflies"]
    B.captured = ["pampas-moon"]

    [[turn]]
    play = "clover-boar"
    decide = "koi-koi"
    say = "The boar matches by month, not because it is an animal."

    [[turn]]
    play = "chrysanthemum-plain-1"

    [expect]
    winner = "B"
    points = 10

:func:`load` refuses a scenario that is malformed or impossible with one
:class:`~koikoi_edu.errors.ScenarioError` whose message is a single line naming
the file, the turn and the card; its ``say(lang)`` writes it in any language of the
catalogue, with keys, card ids and the file's name left as code. Everything about
play (whose hand a card is in, when a capture needs a choice, when a decision is
offered, when the round ends) is checked by replaying the turns on the engine, so
the rules live in one place.

>>> s = loads('''
... title = "Instant"
... [position]
... A.hand = ["pine-crane"]
... B.hand = ["pine-plain-2"]
... field = ["pine-plain-1"]
... [[turn]]
... play = "pine-plain-2"
... ''', "demo.toml")
Traceback (most recent call last):
...
koikoi_edu.errors.ScenarioError: demo.toml: turn 1: `pine-plain-2` is not in A's hand
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from difflib import get_close_matches
from importlib import resources
from os import PathLike
from pathlib import Path
from typing import Any

from .bounded import loads_toml, read_text
from .cards import BY_ID, CARDS, CardSet
from .errors import IllegalMoveError, KoikoiError, ScenarioError
from .inputs import excerpt
from .message import Code, Msg, check_lang
from .round import DECISIONS, HAND_YAKU_IDS, SEATS, Event, Phase, Round
from .rules import Rules
from .settlement import Settlement
from .yaku import YAKU_IDS, month_cards, yaku_msgs

__all__ = [
    "Outcome",
    "Position",
    "Replay",
    "Scenario",
    "Step",
    "Turn",
    "NARRATED_IN",
    "library",
    "load",
    "load_library",
    "load_named",
    "loads",
    "from_table",
    "parse_toml",
    "read",
    "narration",
]

_WINNERS = ("A", "B", "none", "pending")
_TOP_KEYS = (
    "title",
    "rules",
    "rule_options",
    "month",
    "deck",
    "dealer",
    "position",
    "turn",
    "expect",
)
_POSITION_KEYS = ("to_move", "dealer", "A", "B", "field", "stock", "koikoi")
_SEAT_KEYS = ("hand", "captured")
_TURN_KEYS = ("play", "take", "draw_take", "decide", "say")
_EXPECT_KEYS = ("winner", "points", "base", "yaku")


@dataclass(frozen=True)
class Turn:
    """One turn: the hand card played and the choices the turn needed.

    ``take`` and ``draw_take`` name the field card captured when the played or
    the flipped card matches two; ``decide`` is ``"stop"`` or ``"koi-koi"`` when
    the turn forms yaku; ``say`` is the narration. ``number`` counts from 1.
    """

    number: int
    play: str
    take: str | None = None
    draw_take: str | None = None
    decide: str | None = None
    say: str = ""


@dataclass(frozen=True)
class Position:
    """An explicit starting position, as card ids. ``stock`` is top first.

    Cards it leaves out go to the bottom of the stock in canonical order.
    ``koikoi`` lists the seats that have already called, in order. ``dealer`` is
    ``None`` when the file leaves it to the hand sizes (the engine's default).
    """

    hands: tuple[tuple[str, ...], tuple[str, ...]]
    field: tuple[str, ...] = ()
    stock: tuple[str, ...] = ()
    captured: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    to_move: str = "A"
    koikoi: tuple[str, ...] = ()
    dealer: str | None = None


@dataclass(frozen=True)
class Outcome:
    """How the round stands after the last turn played.

    ``winner`` is ``"A"``, ``"B"``, ``"none"`` (a draw or a misdeal) or
    ``"pending"`` (the round goes on); ``settlement`` is the round's, once it is over
    (:func:`koikoi_edu.words.outcome_text` says it in a sentence).
    """

    winner: str
    points: int
    base: int
    yaku: list[str]
    settlement: Settlement | None = field(default=None, repr=False, compare=False)

    @classmethod
    def of(cls, rnd: Round) -> Outcome:
        s = rnd.settlement
        if s is None:
            return cls("pending", 0, 0, [])
        if s.winner is None:
            return cls("none", 0, 0, [], s)
        return cls(s.winner, s.points, s.base, list(s.yaku), s)


@dataclass(frozen=True)
class Step:
    """One replayed turn: the engine's events (their texts explain it), the
    narration, and a snapshot of the round after the turn for drawing the table."""

    turn: Turn
    events: tuple[Event, ...]
    say: str
    round: Round


@dataclass(frozen=True)
class Replay:
    """A scenario played out. ``start`` is the round before the first turn (its
    ``log`` holds the deal's events), ``round`` the round after the last step."""

    start: Round
    steps: list[Step]
    round: Round
    outcome: Outcome


@dataclass
class Scenario:
    """A validated scenario: build it with :func:`load` or :func:`loads`.

    Exactly one of ``position`` and ``deck`` is set; ``dealer`` belongs to a deck.
    """

    title: str
    rules: Rules
    source: str
    position: Position | None = None
    deck: tuple[str, ...] | None = None
    dealer: str = "A"
    turns: list[Turn] = field(default_factory=list)
    expect: dict[str, Any] | None = None
    month: int = 1  # the round's month, for month yaku (rules option month_yaku_points)

    def new_round(self, explain: bool = True) -> Round:
        """The round as it stands before the first turn."""
        if self.deck is not None:
            return Round.deal(
                self.rules,
                deck=[BY_ID[c].index for c in self.deck],
                dealer=SEATS.index(self.dealer),
                explain=explain,
                month=self.month,
            )
        p = self.position
        assert p is not None  # a scenario starts from a deck or from a position
        try:
            return Round.from_position(
                self.rules,
                hands=(_mask(p.hands[0]), _mask(p.hands[1])),
                field=_mask(p.field),
                stock=[BY_ID[c].index for c in p.stock],
                piles=(_mask(p.captured[0]), _mask(p.captured[1])),
                to_move=SEATS.index(p.to_move),
                koikoi=[SEATS.index(s) for s in p.koikoi],
                dealer=None if p.dealer is None else SEATS.index(p.dealer),
                explain=explain,
                month=self.month,
            )
        except KoikoiError as e:  # the one check of positions (koikoi_edu.positions)
            raise ScenarioError(e.msg).at("position", key=True) from None

    def replay(self, stop_at: int | None = None) -> Replay:
        """Play the turns (only the first ``stop_at`` of them, if given) with explanations."""
        if stop_at is not None and not 0 <= stop_at <= len(self.turns):
            raise ScenarioError(
                message="scenario.stop-at", turns=len(self.turns), value=excerpt(stop_at)
            ).at(self.source, key=True)
        return self._play(stop_at, explain=True)

    def check(self) -> list[Msg]:
        """The ``[expect]`` entries the outcome misses, one message each (the entries'
        names and values as the file writes them); empty when all hold."""
        if not self.expect:
            return []
        outcome = self._play(None, explain=False).outcome
        failures = []
        for key in ("winner", "points", "base"):
            if key in self.expect and self.expect[key] != getattr(outcome, key):
                failures.append(
                    Msg(
                        "outcome.expected",
                        key=Code(key),
                        want=excerpt(self.expect[key]),
                        got=excerpt(getattr(outcome, key)),
                    )
                )
        if "yaku" in self.expect and sorted(self.expect["yaku"]) != sorted(outcome.yaku):
            failures.append(
                Msg(
                    "outcome.expected",
                    key=Code("yaku"),
                    want=_yaku_list(self.expect["yaku"]),
                    got=_yaku_list(outcome.yaku),
                )
            )
        return failures

    def _play(self, stop_at: int | None, explain: bool) -> Replay:
        with _in_file(self.source):
            rnd = self.new_round(explain)
            start = rnd.copy()
            steps = []
            for turn in self.turns[:stop_at]:
                events = _play_turn(rnd, turn)
                steps.append(Step(turn, tuple(events), turn.say, rnd.copy()))
        return Replay(start, steps, rnd, Outcome.of(rnd))


# -- loading -------------------------------------------------------------------------


#: The largest scenario file read. The shipped ones take at most 2.2 KB and a recorded
#: round written out as a scenario (records.round_to_scenario_toml) at most 6 KB;
#: 64 KB leaves room for long narration, and a file of it is parsed in milliseconds.
MAX_SCENARIO_CHARS = 65_536
#: Arrays, tables and dotted keys nest at most 3 deep in a scenario (position.A.hand).
MAX_DEPTH = 8
_PATH_LIMIT = 300  # a file's name is shown whole unless it is absurdly long


def load(path: str | PathLike[str]) -> Scenario:
    """Read and validate a scenario file; messages name the file as given."""
    return loads(*read(path))


def read(path: str | PathLike[str]) -> tuple[str, str]:
    """A scenario file's text (within :data:`MAX_SCENARIO_CHARS`) and its name as
    messages give it; puzzle files (:mod:`koikoi_edu.puzzle`) are read with it too."""
    source = excerpt(str(path), _PATH_LIMIT)
    return read_text(path, MAX_SCENARIO_CHARS, source, ScenarioError), source


def loads(text: str, source: str = "<text>") -> Scenario:
    """Parse and validate a scenario from TOML text; ``source`` names it in messages.

    Text over :data:`MAX_SCENARIO_CHARS` characters, or nested deeper than
    :data:`MAX_DEPTH`, is refused before it is parsed (:mod:`koikoi_edu.bounded`).
    """
    if not isinstance(text, str):
        raise ScenarioError(message="scenario.not-text", kind=type(text).__name__).at(
            source, key=True
        )
    return from_table(parse_toml(text, source), source)


def parse_toml(text: str, source: str) -> dict:
    """The TOML table of a scenario's text, within the bounds :func:`loads` keeps;
    puzzle files (:mod:`koikoi_edu.puzzle`) are read with it too."""
    try:
        return loads_toml(text, max_chars=MAX_SCENARIO_CHARS, max_depth=MAX_DEPTH)
    except KoikoiError as e:
        raise ScenarioError(e.msg).at(source, key=True) from None


def from_table(doc: dict, source: str) -> Scenario:
    """Validate a scenario given as its parsed TOML table; ``source`` names it."""
    with _in_file(source):
        scenario = _build(doc, source)
    # Replaying is the validation of everything that depends on play.
    scenario._play(None, explain=False)
    return scenario


#: Languages whose learners are told the library's scenarios in another language.
#: Romaji is for a reader who knows the game's Japanese names but not kana: the tables
#: and widgets name cards and yaku in romaji, while the narration, which is prose, is
#: the scenario's own English, as a romaji rule sheet written for such readers would be.
NARRATED_IN = {"romaji": "en"}


def library() -> list[str]:
    """File names of the scenarios shipped with the package, sorted."""
    folder = resources.files(__package__) / "scenarios"
    if not folder.is_dir():
        return []
    return sorted(f.name for f in folder.iterdir() if f.name.endswith(".toml"))


def load_library(name: str, lang: str = "en") -> Scenario:
    """A shipped scenario by file name (the ``.toml`` may be left off).

    With ``lang`` other than English, its title and narration are the library's
    translation (``scenarios/narration/<lang>.toml``); romaji is told in English
    (:data:`NARRATED_IN`). The position and the turns are always the scenario's own.
    """
    check_lang(lang)
    file = name if name.endswith(".toml") else f"{name}.toml"
    names = library()
    if file not in names:
        raise ScenarioError(
            message="scenario.not-in-library",
            name=excerpt(name),
            names=Code(*names) if names else Msg("error.scenario.none-shipped"),
        )
    text = (resources.files(__package__) / "scenarios" / file).read_text(encoding="utf-8")
    scenario = loads(text, file)
    told = narration(lang).get(file.removesuffix(".toml"))
    if told is None:
        return scenario
    return replace(
        scenario,
        title=told["title"],
        turns=[
            replace(turn, say=say) for turn, say in zip(scenario.turns, told["say"], strict=True)
        ],
    )


def load_named(name: str, lang: str = "en") -> Scenario:
    """A scenario by name: an existing file, or a name that looks like a path, is read
    as a file (:func:`load`); anything else is a library name (:func:`load_library`),
    so a mistyped name is answered with the list of names to choose from. A name the
    system cannot even look up (too long, say) is no file, so it is a library name too.
    """
    try:
        is_file = Path(name).is_file()
    except (OSError, ValueError):  # a name too long for the system; a NUL character
        is_file = False
    if is_file or "/" in name or "\\" in name:
        return load(name)
    return load_library(name, lang)


def narration(lang: str) -> dict[str, dict[str, Any]]:
    """The library's titles and narration in ``lang``: scenario name -> ``title``, ``say``.

    ``say`` holds one text per turn, in order, as the scenario's own ``say`` lines
    do. English is the scenarios themselves, so it has no table here, and neither has
    a language that is narrated in English (:data:`NARRATED_IN`).
    """
    lang = NARRATED_IN.get(check_lang(lang), lang)
    path = resources.files(__package__) / "scenarios" / "narration" / f"{lang}.toml"
    if not path.is_file():
        return {}
    return tomllib.loads(path.read_text(encoding="utf-8"))


@contextmanager
def _in_file(source: str) -> Iterator[None]:
    """Prefix every scenario error raised inside with the file it is about."""
    try:
        yield
    except ScenarioError as e:
        raise ScenarioError(e.msg).at(source, key=True) from None


def _build(doc: dict, source: str) -> Scenario:
    _keys(doc, "", _TOP_KEYS)
    if "title" not in doc:
        raise ScenarioError(message="scenario.missing", key="title")
    title = _typed(doc["title"], str, "title")
    rules = _rules(doc)
    month = _month(doc)
    if ("deck" in doc) == ("position" in doc):
        raise ScenarioError(
            message="scenario.deck-and-position"
            if "deck" in doc
            else "scenario.no-deck-or-position"
        )
    if "dealer" in doc and "position" in doc:
        raise ScenarioError(message="scenario.dealer-with-position")
    position = _position(doc["position"]) if "position" in doc else None
    deck = _deck(doc["deck"]) if "deck" in doc else None
    dealer = _seat(doc.get("dealer", "A"), "dealer")
    turns = doc.get("turn", [])
    if isinstance(turns, dict):
        raise ScenarioError(message="scenario.one-turn-table")
    turns = [_turn(t, n) for n, t in enumerate(_typed(turns, list, "turn"), 1)]
    expect = _expect(doc["expect"]) if "expect" in doc else None
    return Scenario(title, rules, source, position, deck, dealer, turns, expect, month)


def _rules(doc: dict) -> Rules:
    name = _typed(doc.get("rules", "teaching"), str, "rules")
    options = dict(_typed(doc.get("rule_options", {}), dict, "rule_options"))
    options.pop("month", None)  # the round's month, read by _month, is no rules option
    try:
        preset = Rules.preset(name)
    except KoikoiError as e:
        raise ScenarioError(e.msg).at("rules", key=True) from None
    try:
        return preset.replace(**options)
    except KoikoiError as e:
        raise ScenarioError(e.msg).at("rule_options", key=True) from None


def _month(doc: dict) -> int:
    """The round's month: the top-level ``month``, or ``month`` under ``[rule_options]``
    (where the format's example shows it); default 1."""
    options = doc.get("rule_options", {})
    given = {
        where: table["month"]
        for where, table in (("month", doc), ("rule_options.month", options))
        if "month" in table
    }
    if len(set(map(repr, given.values()))) > 1:
        raise ScenarioError(message="scenario.two-months")
    for where, month in given.items():
        try:
            month_cards(month)
        except KoikoiError as e:
            raise ScenarioError(e.msg).at(where, key=True) from None
        return month
    return 1


def _position(value: Any) -> Position:
    pos = _table(value, "position", _POSITION_KEYS)
    seats = {s: _table(pos.get(s, {}), f"position.{s}", _SEAT_KEYS) for s in SEATS}
    for s, t in seats.items():
        if "hand" not in t:
            raise ScenarioError(message="scenario.missing", key=f"{s}.hand").at(
                "position", key=True
            )
    hands = tuple(_cards(seats[s]["hand"], f"position.{s}.hand") for s in SEATS)
    field = _cards(pos.get("field", []), "position.field")
    stock = _cards(pos.get("stock", []), "position.stock")
    captured = tuple(_cards(seats[s].get("captured", []), f"position.{s}.captured") for s in SEATS)
    calls = _typed(pos.get("koikoi", []), list, "position.koikoi")
    # Whether a real round can reach the position is checked when the round is set
    # up, by the check shared with saves (koikoi_edu.positions).
    return Position(
        hands=(hands[0], hands[1]),
        field=field,
        stock=stock,
        captured=(captured[0], captured[1]),
        to_move=_seat(pos.get("to_move", "A"), "position.to_move"),
        koikoi=tuple(_seat(s, "position.koikoi") for s in calls),
        dealer=_seat(pos["dealer"], "position.dealer") if "dealer" in pos else None,
    )


def _deck(value: Any) -> tuple[str, ...]:
    deck = _cards(value, "deck")
    if len(deck) != 48:
        missing = [c.id for c in CARDS if c.id not in deck]
        if len(missing) > 1:
            raise ScenarioError(
                message="scenario.deck-size-more",
                n=len(deck),
                card=missing[0],
                more=len(missing) - 1,
            ).at("deck", key=True)
        raise ScenarioError(message="scenario.deck-size", n=len(deck), card=missing[0]).at(
            "deck", key=True
        )
    return deck


def _turn(value: Any, number: int) -> Turn:
    if not isinstance(value, dict):
        raise ScenarioError(message="scenario.turn-not-a-table", n=number, value=_kind(value))
    with _in_turn(number):
        t = _keys(value, "", _TURN_KEYS)
        if "play" not in t:
            raise ScenarioError(message="scenario.play-missing")
        decide = _optional(t, "decide")
        if decide is not None and decide not in DECISIONS:
            raise ScenarioError(message="scenario.decide-value", value=_kind(decide))
        take, draw_take = _optional(t, "take"), _optional(t, "draw_take")
        return Turn(
            number,
            _card(t["play"], "play"),
            take=take and _card(take, "take"),
            draw_take=draw_take and _card(draw_take, "draw_take"),
            decide=decide,
            say=_typed(t.get("say", ""), str, "say"),
        )


@contextmanager
def _in_turn(number: int) -> Iterator[None]:
    """Prefix every scenario error (and the engine's refusal of a move) raised inside
    with the turn it is about."""
    try:
        yield
    except (ScenarioError, IllegalMoveError) as e:
        raise ScenarioError(message="scenario.in-turn", n=number, cause=e.msg) from None


def _optional(t: dict, key: str) -> str | None:
    """An optional text entry of a turn. An empty string is the same as leaving it
    out, as in the example of docs/scenario-format.md (``draw_take = ""``)."""
    return _typed(t.get(key, ""), str, key) or None


def _expect(value: Any) -> dict[str, Any]:
    exp = _table(value, "expect", _EXPECT_KEYS)
    if "winner" in exp and exp["winner"] not in _WINNERS:
        raise ScenarioError(message="scenario.expect-winner", value=_kind(exp["winner"]))
    for key in ("points", "base"):
        if key in exp:
            _typed(exp[key], int, f"expect.{key}")
    for yid in _typed(exp.get("yaku", []), list, "expect.yaku"):
        if _typed(yid, str, "expect.yaku") not in _YAKU_IDS:
            # refused here: an unknown id could only ever fail the check
            raise ScenarioError(
                message="scenario.expect-yaku", yaku=Code(excerpt(yid)), names=Code(*_YAKU_IDS)
            )
    return exp


_YAKU_IDS = (*YAKU_IDS, *HAND_YAKU_IDS)  # every id an outcome's yaku can hold


# -- value checks: each names the place of the problem ---------------------------------

#: The kinds of value a file's entries must be, as words of the catalogue.
_KINDS: dict[type, Msg] = {
    kind: Msg(f"error.scenario.kind-{name}")
    for kind, name in ((str, "text"), (int, "number"), (list, "list"), (dict, "table"))
}


def _kind(value: Any) -> str | Msg | Code:
    """A value as a message shows it: short values as written, containers by kind;
    text in quotes, other values as TOML writes them (code, in every language)."""
    if isinstance(value, list | dict):
        return _KINDS[type(value)]
    if isinstance(value, str):
        return f"'{excerpt(value)}'"
    return Code("true" if value is True else "false" if value is False else excerpt(value))


def _shown(value: Any) -> str | Msg | Code:
    """Text as written in backticks (shortened, control characters escaped)."""
    if isinstance(value, str):
        return f"`{excerpt(value)}`"
    return _kind(value)


def _typed(value: Any, kind: type, where: str) -> Any:
    # TOML booleans are Python ints; a true/false is never a number here.
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ScenarioError(
            message="scenario.not-kind", where=where, kind=_KINDS[kind], value=_kind(value)
        )
    return value


def _table(value: Any, where: str, allowed: tuple[str, ...]) -> dict:
    return _keys(_typed(value, dict, where), where, allowed)


def _keys(table: dict, where: str, allowed: tuple[str, ...]) -> dict:
    for key in table:
        if key in allowed:
            continue
        if key in _HOMES:  # a key of the format in the wrong table, TOML's classic trap
            raise ScenarioError(message="scenario.misplaced-key", key=key, home=_HOMES[key]).at(
                where, key=True
            )
        raise ScenarioError(
            message="scenario.unknown-key", key=_shown(key), keys=Code(*allowed)
        ).at(where, key=True)
    return table


#: Where each key of the format belongs, for a key found in the wrong table.
_HOMES = {
    **{key: Msg("error.scenario.home-top") for key in _TOP_KEYS},
    **{key: Msg("error.scenario.home-position") for key in _POSITION_KEYS},
    **{key: Msg("error.scenario.home-seat") for key in _SEAT_KEYS},
    **{key: Msg("error.scenario.home-turn") for key in _TURN_KEYS},
    **{key: Msg("error.scenario.home-expect") for key in _EXPECT_KEYS},
}


def _seat(value: Any, where: str) -> str:
    if value not in SEATS:
        raise ScenarioError(message="scenario.not-a-seat", where=where, value=_kind(value))
    return value


def _card(value: Any, where: str) -> str:
    if not isinstance(value, str) or value not in BY_ID:
        # (a hint for a long string would cost time and never be a near miss)
        hint = (
            get_close_matches(value, BY_ID, n=1)
            if isinstance(value, str) and len(value) < 40
            else []
        )
        unknown = (
            ScenarioError(message="scenario.unknown-card", card=_shown(value))
            if not hint
            else ScenarioError(
                message="scenario.unknown-card-hint", card=_shown(value), hint=hint[0]
            )
        )
        raise unknown.at(where, key=True)
    return value


def _cards(value: Any, where: str) -> tuple[str, ...]:
    ids = _typed(value, list, where)
    for i, cid in enumerate(ids):
        _card(cid, where)
        if cid in ids[:i]:
            raise ScenarioError(message="scenario.twice", card=cid).at(where, key=True)
    return tuple(ids)


def _mask(ids: tuple[str, ...]) -> int:
    return sum(BY_ID[c].mask for c in ids)


def _yaku_list(ids: list[str]) -> str | Msg:
    return excerpt(", ".join(sorted(ids)), 300) or Msg("cli.no-yaku")


# -- replaying one turn ----------------------------------------------------------------


def _play_turn(rnd: Round, turn: Turn) -> list[Event]:
    """Apply one turn's play, choices and decision; refuse what the turn gets wrong.

    Each mistake is refused at the point of the turn where it shows, as a reader
    following the turn would meet it: a choice given where the played card had none
    before anything about the flip.
    """
    with _in_turn(turn.number):
        return _play_choices(rnd, turn)


def _play_choices(rnd: Round, turn: Turn) -> list[Event]:
    if rnd.is_terminal():
        raise ScenarioError(message="scenario.round-over", ending=rnd.result)
    seat = SEATS[rnd.to_move]
    cards = {
        Phase.TAKE: turn.play,  # the card each choice is for
        Phase.DRAW_TAKE: CARDS[rnd.stock[-1]].id if rnd.stock else None,
    }
    asked: set[Phase] = set()

    def refuse_unasked(*phases: Phase) -> None:
        for phase in phases:
            key, what = _CHOICES[phase]
            chosen = getattr(turn, key)
            if chosen is not None and phase not in asked:
                raise ScenarioError(
                    message=f"scenario.{what}-unasked", chosen=chosen, card=cards[phase]
                )

    def choose(phase: Phase, card: int, matches: int) -> int:
        if phase is Phase.DRAW_TAKE:
            refuse_unasked(Phase.TAKE)
        asked.add(phase)
        key, what = _CHOICES[phase]
        chosen = getattr(turn, key)
        if chosen is None:
            a, b = (c.id for c in CardSet(matches))
            raise ScenarioError(message=f"scenario.{what}-unchosen", card=CARDS[card].id, a=a, b=b)
        return BY_ID[chosen].index

    def decide(holder: int) -> int:
        refuse_unasked(*_CHOICES)
        if turn.decide is None:
            raise ScenarioError(
                message="scenario.decide-missing",
                seat=seat,
                held=yaku_msgs(rnd.score(holder).points_by_id().items(), rnd.rules),
            )
        return DECISIONS[turn.decide]

    played = rnd.play_turn(BY_ID[turn.play].index, choose, decide)
    refuse_unasked(*_CHOICES)
    if turn.decide is not None and played.decision is None:
        if rnd.is_terminal():
            raise ScenarioError(
                message="scenario.decide-after-end",
                decide=turn.decide,
                seat=seat,
                ending=rnd.result,
            )
        raise ScenarioError(message="scenario.decide-no-yaku", decide=turn.decide, seat=seat)
    return played.events


#: For each choice a turn may ask for, the key a scenario answers it with and the card.
_CHOICES = {Phase.TAKE: ("take", "played"), Phase.DRAW_TAKE: ("draw_take", "flipped")}
