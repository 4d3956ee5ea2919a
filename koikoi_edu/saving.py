"""Save a round or a match as JSON, and load it back by replaying it.

A round is saved as what it takes to play it again, not as a snapshot: its rules
(the preset and the options changed from it, as in scenario files), how it began
(the dealt deck and the dealer, or an explicit position) and every action since.
Loading deals or sets up the same start and replays the actions through the
engine, so a loaded round equals the saved one in every field and a tampered save
is refused by the same rules as a bad move. Cards are saved by their ids and the
decisions as ``"stop"`` and ``"koi-koi"``, so a save is readable::

    {"format": "koikoi-edu round", "version": 2, "rules": "teaching",
     "rule_options": {}, "start": {"deck": ["pine-plain-1", ...], "dealer": "A"},
     "actions": ["clover-boar", "maple-deer", "koi-koi", ...], "explain": false,
     "misdeals": 0}

The actions hold the flips of the stock, chance steps of the engine, beside the
players' moves (version 2). A save of version 1, written before the flip was an
action, leaves them out: loading takes each flip where the round waits on it.

A match is saved as its rules, its seed and its rounds so far (the last one may be
unfinished). Its seed deals every round again, and each saved round must be the one
the seed deals, so a match saved and loaded goes on exactly as it would have.

Anything malformed raises :class:`~koikoi_edu.errors.SaveError` with one line
naming what is wrong and where, never a ``KeyError``, in any language of the course
(:meth:`~koikoi_edu.errors.KoikoiError.say`; where it was is said step by step, each
step wrapping the error met below it as its ``cause``); a start position no real
round reaches is refused by :func:`~koikoi_edu.positions.check_position`, as in
scenario files. Saves are read in bounded time and memory (:mod:`koikoi_edu.bounded`):
at most :data:`MAX_SAVE_CHARS` of text, nested at most :data:`MAX_DEPTH` deep.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from .bounded import loads_json
from .cards import BY_ID, CARDS, indices
from .errors import KoikoiError, SaveError
from .inputs import excerpt
from .match import Match
from .message import Code, Msg
from .players import Player
from .round import DECISIONS, SEATS, Round, action_to_string, string_to_action
from .rules import PRESETS, Rules

VERSION = 2
#: The versions read: version 1 saved no flips among the actions.
_READ_VERSIONS = (1, VERSION)
#: The longest save read: a match of 12 rounds takes about 40 KB, so even a very long
#: match under rules without a round limit fits many times over.
MAX_SAVE_CHARS = 2_000_000
#: Saves nest 6 deep (a match, its rounds, a round, its start, the hands, a list).
MAX_DEPTH = 8
_ROUND, _MATCH = "koikoi-edu round", "koikoi-edu match"


#: The kinds of JSON value a save's keys hold, as a message names them.
_KINDS = {dict: "object", list: "list", str: "string", bool: "bool", int: "int"}

_Frame = tuple[str, dict[str, Any]]


def _kind(value: Any) -> Any:
    """A JSON value other than text as a message names it: objects and lists by kind,
    the rest as written. Text is quoted by the message itself, as each language
    quotes what a file said (see :func:`_refused`)."""
    if isinstance(value, bool):
        return Code(str(value).lower())
    if isinstance(value, dict):
        return Msg("error.save.object")
    if isinstance(value, list):
        return Msg("error.save.list")
    return Code("null") if value is None else excerpt(value)


def _card_shown(value: Any) -> Any:
    return f"`{excerpt(value)}`" if isinstance(value, str) else _kind(value)


def _located(where: tuple[_Frame, ...], error: KoikoiError) -> SaveError:
    """``error`` inside the path to it, each step of which says itself in the error's
    language (``saved match: round 2: start: ...``)."""
    *outer, (message, fields) = where
    located = SaveError(message=message, cause=error.msg, **fields)
    for message, fields in reversed(outer):
        located = SaveError(message=message, cause=located.msg, **fields)
    return located


def _refused(where: tuple[_Frame, ...], message: str, value: Any, **fields: Any) -> SaveError:
    """``message`` about a JSON ``value``: text quoted as the language quotes input
    (``error.text-value``), anything else named by its kind."""
    said = Msg("error.text-value", text=excerpt(value)) if isinstance(value, str) else _kind(value)
    return _located(where, SaveError(message=message, value=said, **fields))


class _Reader:
    """Checked access to one JSON object: a missing or ill-typed value is refused
    with the path to it (``saved match: round 2: start: missing 'dealer'``)."""

    def __init__(self, data: Any, where: tuple[_Frame, ...]) -> None:
        if not isinstance(data, dict):
            raise _refused(where, "save.not-object", data)
        self.data, self.where = data, where

    def error(self, message: str, **fields: Any) -> SaveError:
        """Error ``message`` at this object."""
        return _located(self.where, SaveError(message=message, **fields))

    def within(self, cause: KoikoiError, message: str = "", **fields: Any) -> SaveError:
        """``cause``, an error met at this object (or at a step ``message`` below it)."""
        where = self.where + ((message, fields),) if message else self.where
        return _located(where, cause)

    def get(self, key: str, kind: type, default: Any = ...) -> Any:
        """``data[key]``, which must be of ``kind``; ``default`` when it is optional."""
        if key not in self.data:
            if default is ...:
                raise self.error("save.missing", key=key)
            return default
        value = self.data[key]
        # bool is a subclass of int, but true is not a number of anything
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise _refused(
                self.where,
                "save.wrong-kind",
                value,
                key=key,
                kind=Msg(f"error.save.{_KINDS[kind]}"),
            )
        return value

    def sub(self, key: str) -> _Reader:
        return _Reader(self.get(key, dict), self.where + (("at-code", {"where": key}),))

    def cards(self, key: str) -> list[int]:
        """A list of card ids, as card indices."""
        out = []
        for i, cid in enumerate(self.get(key, list)):
            if not isinstance(cid, str) or cid not in BY_ID:
                raise self.within(
                    SaveError(message="save.unknown-card", card=_card_shown(cid)),
                    "at-code",
                    where=f"{key}[{i}]",
                )
            out.append(BY_ID[cid].index)
        return out

    def mask(self, key: str) -> int:
        """A list of distinct card ids, as a mask."""
        mask = 0
        for c in self.cards(key):
            if mask >> c & 1:
                raise self.within(
                    SaveError(message="save.card-twice", card=CARDS[c]), "at-code", where=key
                )
            mask |= 1 << c
        return mask

    def seat(self, key: str) -> int:
        return self.seat_named(self.get(key, str), key)

    def seat_named(self, name: Any, key: str) -> int:
        """The seat ``name`` names, found at ``key``."""
        if name not in SEATS:
            raise _refused(self.where, "save.seat", name, key=key)
        return SEATS.index(name)


# -- rules -------------------------------------------------------------------------------


def rules_to_json(rules: Rules) -> dict[str, Any]:
    """``{"rules": preset, "rule_options": {changed option: value}}``, as in scenarios."""
    preset = PRESETS.get(rules.name, PRESETS["teaching"])
    options = {name: mine for name, (mine, _) in rules.differences(preset).items()}
    if rules.name != preset.name:
        options["name"] = rules.name  # a rule set named by its user keeps its name
    return {"rules": preset.name, "rule_options": options}


def rules_from_json(data: dict[str, Any]) -> Rules:
    """The rules saved by :func:`rules_to_json` (unknown presets and options refused)."""
    return _rules(_Reader(data, (("save.in-save", {}),)))


def _rules(r: _Reader) -> Rules:
    options = r.get("rule_options", dict, {})
    preset = r.get("rules", str)
    try:
        return Rules.preset(preset).replace(**options)
    except KoikoiError as e:
        raise r.within(e) from None


# -- rounds ------------------------------------------------------------------------------


def _ids(mask: int) -> list[str]:
    return [CARDS[i].id for i in indices(mask)]


def _start_to_json(start: dict[str, Any]) -> dict[str, Any]:
    if "deck" in start:
        return {"deck": [CARDS[c].id for c in start["deck"]], "dealer": SEATS[start["dealer"]]}
    return {
        "hands": {seat: _ids(start["hands"][i]) for i, seat in enumerate(SEATS)},
        "field": _ids(start["field"]),
        "stock": [CARDS[c].id for c in start["stock"]],  # top first
        "captured": {seat: _ids(start["piles"][i]) for i, seat in enumerate(SEATS)},
        "to_move": SEATS[start["to_move"]],
        "dealer": SEATS[start["dealer"]],
        "koikoi": [SEATS[s] for s in start["koikoi"]],
    }


def round_to_json(round: Round) -> dict[str, Any]:
    """A round as JSON data: rules, start and actions (see the module's docstring)."""
    return {
        "format": _ROUND,
        "version": VERSION,
        **rules_to_json(round.rules),
        "start": _start_to_json(round.start),
        "actions": [action_to_string(a) for a in round.actions],
        "explain": round.explain,
        "misdeals": round.misdeals,
        # the round's month, for month yaku; left out for month 1, as saves before it were
        **({"month": round.month} if round.month != 1 else {}),
    }


def _check_format(r: _Reader, expected: str) -> int:
    """Refuse data of another format or an unread version; returns the version."""
    fmt = r.get("format", str)
    if fmt != expected:
        what = {_ROUND: Msg("error.save.a-round"), _MATCH: Msg("error.save.a-match")}
        if fmt not in what:
            raise r.error("save.format", format=excerpt(fmt))
        raise r.error("save.other-format", saved=what[fmt], expected=what[expected])
    version = r.get("version", int)
    if version not in _READ_VERSIONS:
        raise r.error("save.version", version=version, supported=VERSION)
    return version


def _start_round(r: _Reader, rules: Rules, explain: bool, misdeals: int = 0) -> Round:
    """The round as it began, after ``misdeals`` redeals: dealt from the saved deck, or
    set up from the position."""
    start = r.sub("start")
    begin: dict[str, Any]
    make: Callable[..., Round]
    if "deck" in start.data:
        begin = dict(deck=start.cards("deck"), dealer=start.seat("dealer"))
        make = Round.deal
    else:
        hands, piles = start.sub("hands"), start.sub("captured")
        begin = dict(
            hands=(hands.mask("A"), hands.mask("B")),
            field=start.mask("field"),
            stock=start.cards("stock"),
            piles=(piles.mask("A"), piles.mask("B")),
            to_move=start.seat("to_move"),
            dealer=start.seat("dealer"),
            koikoi=[start.seat_named(s, "koikoi") for s in start.get("koikoi", list)],
        )
        make = Round.from_position
    month = r.get("month", int, 1)
    try:
        return make(rules, explain=explain, month=month, misdeals=misdeals, **begin)
    except KoikoiError as e:  # a deck short of cards, a position no round reaches
        raise start.within(e) from None


def _replay(round: Round, r: _Reader, version: int) -> None:
    """Apply the saved actions; a bad one is named by its number (1 = the first).

    A save of version 1 holds no flips: each is taken where the round waits on it (the
    top of the stock is never a card a player may move, so nothing is ambiguous).
    """
    implied = version == 1
    for n, name in enumerate(r.get("actions", list), 1):
        if not isinstance(name, str) or not (name in DECISIONS or name in BY_ID):
            raise r.within(
                SaveError(message="save.unknown-action", action=_card_shown(name)),
                "save.in-action",
                n=n,
            )
        action = string_to_action(name)
        try:
            if implied:
                round.flip()
            round.apply_action(action)
        except KoikoiError as e:
            raise r.within(e, "save.in-action", n=n) from None
    if implied:
        round.flip()


def round_from_json(data: dict[str, Any]) -> Round:
    """The round saved by :func:`round_to_json`, rebuilt by replaying its actions."""
    r = _Reader(data, (("save.in-round", {}),))
    version = _check_format(r, _ROUND)
    misdeals = r.get("misdeals", int, 0)  # redeals before the saved deck was dealt
    if misdeals < 0:
        raise r.error("save.misdeals", n=misdeals)
    round = _start_round(r, _rules(r), r.get("explain", bool, False), misdeals)
    _replay(round, r, version)
    return round


# -- matches -----------------------------------------------------------------------------


def match_to_json(match: Match) -> dict[str, Any]:
    """A match as JSON data: its rules, its seed and its rounds so far.

    The players are not saved; give them again to :func:`match_from_json`.
    """
    rounds = match.rounds + ([match.current] if match.current is not None else [])
    return {
        "format": _MATCH,
        "version": VERSION,
        **rules_to_json(match.rules),
        "seed": match.seed,
        "explain": match.explain,
        "rounds": [round_to_json(r) for r in rounds],
    }


def match_from_json(data: dict[str, Any], players: Sequence[Player | str] | None = None) -> Match:
    """The match saved by :func:`match_to_json`, its rounds dealt again from its seed.

    Each saved round must start as the seed deals it and, except the last, be over;
    ``players`` (two players or names) are seated to play on with :meth:`Match.play`.
    """
    r = _Reader(data, (("save.in-match", {}),))
    _check_format(r, _MATCH)
    rules = _rules(r)
    match = Match(rules, seed=r.get("seed", int), explain=r.get("explain", bool, False))
    saved = r.get("rounds", list)
    for n, item in enumerate(saved, 1):
        rr = _Reader(item, r.where + (("save.in-match-round", {"n": n}),))
        version = _check_format(rr, _ROUND)
        if _rules(rr) != rules:
            raise rr.error("save.other-rules")
        if match.is_over():
            raise rr.error("save.after-the-end")
        round = match.play_round()  # no players seated yet: dealt, not played
        if rr.get("start", dict) != _start_to_json(round.start):
            raise rr.error("save.other-deal", seed=match.seed)
        _replay(round, rr, version)
        if round.is_terminal():
            match.finish_round(round)
        elif n < len(saved):
            raise rr.error("save.unfinished")
    if players is not None:
        match.seat_players(players)
    return match


# -- text --------------------------------------------------------------------------------


def dumps(game: Round | Match, indent: int | None = None) -> str:
    """A round or a match as JSON text."""
    data = round_to_json(game) if isinstance(game, Round) else match_to_json(game)
    return json.dumps(data, indent=indent)


def loads(text: str | bytes, players: Sequence[Player | str] | None = None) -> Round | Match:
    """The round or match saved in ``text`` (or UTF-8 bytes) by :func:`dumps`."""
    try:
        data = loads_json(text, max_chars=MAX_SAVE_CHARS, max_depth=MAX_DEPTH)
    except KoikoiError as e:
        raise SaveError(message="save.not-json", cause=e.msg) from None
    if isinstance(data, dict) and data.get("format") == _MATCH:
        return match_from_json(data, players)
    return round_from_json(data)
