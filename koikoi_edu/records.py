"""Recorded human games: replay the KoiKoi-AI records on the engine.

The KoiKoi-AI dataset (S. Guan et al., "Learning to Play Koi-Koi Hanafuda Card
Games with Transformers", 2023; MIT licence) holds 151 games that two people
played under the rules of the PC game KoiKoi-Japan, the package's ``koikoi-japan``
preset: 8 rounds, or fewer when a player's 30 points ran out. Each round records
the deal and, turn by turn, the card played, the card flipped, what each captured
and the koi-koi decision.

This module reads those files into :class:`GameRecord` s, replays every round on
the engine (:func:`replay_round`), checking each recorded flip, capture, decision
and result against the rules, and turns a round into a scenario file
(:func:`scenario_toml`; narrated in a language by
:func:`koikoi_edu.words.round_to_scenario_toml`) that the step-through widget and
``koikoi-edu check`` play. :func:`koikoi_stats` and :func:`rescore_under` answer the lesson's
questions: how often do people call koi-koi, and does it pay? What would the same
rounds have been worth under other rules? ::

    game = load_record("records/1.json")
    r = replay_round(game.rounds[0])        # a Round, over, as the record ended it
    r.settlement      # <Settlement A wins 7: 6 (hanami + tsukimi) + 1 (own-calls) = 7>

Seats: player 1 of a record is seat A, player 2 seat B. A record that disagrees
with the rules raises :class:`RecordError` naming the file, the round, the turn and
the card. A game that was cut short (``201.json``) loads, with ``finished`` false;
its last round has no result (``complete`` false) and replays as far as it goes.
"""

from __future__ import annotations

import json
import textwrap
import zipfile
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from importlib import resources
from io import BytesIO
from os import PathLike
from pathlib import Path, PurePosixPath
from typing import Any

from .bounded import loads_json, read_bytes
from .cards import BY_ID, CARDS, Card
from .errors import IllegalMoveError, KoikoiError, RecordError, system_reason
from .inputs import excerpt
from .message import Code, Msg, Sum
from .round import (
    KOIKOI,
    SEATS,
    STOP,
    Event,
    Phase,
    PlayedTurn,
    Round,
    action_to_string,
)
from .rules import Rules
from .settlement import Ending, Settlement, no_win, settle
from .yaku import score, yaku_msgs

__all__ = [
    "GameRecord",
    "RecordError",
    "Rescore",
    "RoundRecord",
    "TurnRecord",
    "all_records",
    "koikoi_stats",
    "load_record",
    "replay_round",
    "rescore_under",
    "scenario_toml",
]

JAPAN = Rules.preset("koikoi-japan")


@dataclass(frozen=True)
class TurnRecord:
    """One recorded turn, cards as card ids.

    ``captured`` is what the played card captured, the played card included (empty
    when it stayed on the field); ``flip_captured`` the same for the flipped card.
    ``koikoi`` is True for a koi-koi call, False for a stop and None when the turn
    recorded no decision. ``number`` counts the turns of the round from 1.
    """

    number: int
    seat: str
    play: str
    captured: tuple[str, ...]
    flip: str
    flip_captured: tuple[str, ...]
    koikoi: bool | None


@dataclass(frozen=True)
class RoundRecord:
    """One recorded round: the deal, the turns and the result.

    ``hands`` are A's and B's dealt hands, ``stock`` is top first. ``winner`` is the
    seat that took the round's ``points``: the dealer when the hands ran out
    (``hands_ran_out``), since the dealer then wins 1. A round that the record breaks
    off has no result: ``winner`` and ``points`` are None and ``complete`` is false.
    """

    source: str
    number: int
    dealer: str
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    field: tuple[str, ...]
    stock: tuple[str, ...]
    turns: tuple[TurnRecord, ...]
    winner: str | None
    points: int | None
    hands_ran_out: bool = False

    @property
    def complete(self) -> bool:
        return self.winner is not None

    def place(self, turn: int | None = None) -> Msg:
        """Where in the records this round is, or a turn of it, as a message says it:
        ``1.json round 3``, ``1.json round 3 turn 5`` (``1.json, раунд 3`` in Russian)."""
        return _place(self.source, self.number, turn)

    def deck(self) -> list[str]:
        """The 48 card ids, top first, that the deal protocol of docs/rules.md deals into
        this round: packets of two to the non-dealer, the field and the dealer, four
        times, then the stock."""
        d = SEATS.index(self.dealer)
        packets = (self.hands[1 - d], self.field, self.hands[d])
        deck: list[str] = []
        for k in range(0, 8, 2):
            for cards in packets:
                deck += cards[k : k + 2]
        return deck + list(self.stock)


@dataclass(frozen=True)
class GameRecord:
    """One recorded game: its rounds in order and how it ended.

    ``start_points`` and ``final_points`` are A's and B's banks (``final_points`` is
    None when the game was not finished).
    """

    source: str
    players: tuple[str, str]
    start_points: tuple[int, int]
    final_points: tuple[int, int] | None
    rounds: tuple[RoundRecord, ...]
    finished: bool

    @property
    def cut_short(self) -> Msg | None:
        """Where an unfinished record stops, as a message; None for a finished game.

        >>> from koikoi_edu import words
        >>> words.say(next(g for g in all_records() if not g.finished).cut_short, "ru")[:36]
        '201.json: запись обрывается в раунде'
        """
        if self.finished:
            return None
        if not self.rounds:
            return Msg("record.cut-short-before", source=self.source)
        last = self.rounds[-1]
        return Msg(
            "record.cut-short",
            source=self.source,
            n=last.number,
            turns=len(last.turns),
            state=Msg("record.no-result" if not last.complete else "record.after-result"),
        )


# -- reading -------------------------------------------------------------------------


def load_record(path: str | PathLike[str]) -> GameRecord:
    """Read one record file; a malformed one raises :class:`RecordError`."""
    source = excerpt(Path(path).name)
    try:
        data = read_bytes(path, MAX_RECORD_BYTES)
    except OSError as e:
        raise RecordError(message="record.unreadable", why=system_reason(e)).at(
            _place(source)
        ) from None
    except KoikoiError as e:
        raise RecordError(e.msg).at(_place(source)) from None
    return _parse(data, source)


#: The largest record read: the 151 shipped records take at most 22 KB each.
MAX_RECORD_BYTES = 1_000_000
#: Records nest 6 deep (the game, its rounds, a round, a turn, a list of cards, a card).
MAX_DEPTH = 8


def _parse(data: bytes, source: str) -> GameRecord:
    where = _place(source)
    try:
        doc = loads_json(data, max_chars=MAX_RECORD_BYTES, max_depth=MAX_DEPTH)
    except KoikoiError as e:  # not UTF-8, not JSON, too large or too deep
        raise RecordError(message="record.not-json", cause=e.msg).at(where) from None
    try:
        return _game(doc, source)
    except KeyError as e:
        raise RecordError(message="record.entry-missing", key=excerpt(e.args[0])).at(
            where
        ) from None
    except (TypeError, AttributeError):
        raise RecordError(message="record.shape").at(where) from None


#: The 151 recorded games shipped with the package (MIT licence: LICENSE in the archive).
PACKAGED_RECORDS = "koikoi-ai-records.zip"


def _numeric(name: str) -> tuple[int, str]:
    # shorter names first, then alphabetically: numeric order for numbered files
    stem = PurePosixPath(name).stem
    return len(stem), stem


def all_records(directory: str | PathLike[str] | None = None) -> list[GameRecord]:
    """Every ``*.json`` record of a directory, in the order of their numbers.

    Without a directory, the records shipped inside the package are read, so the
    lessons work on Binder and anywhere else the package is installed.
    """
    if directory is None:
        archive = resources.files("koikoi_edu") / "data" / PACKAGED_RECORDS
        with zipfile.ZipFile(BytesIO(archive.read_bytes())) as z:
            names = sorted((n for n in z.namelist() if n.endswith(".json")), key=_numeric)
            return [_parse(z.read(n), PurePosixPath(n).name) for n in names]
    files = sorted(Path(directory).glob("*.json"), key=lambda p: _numeric(p.name))
    if not files:
        raise RecordError(message="record.no-records", directory=str(directory))
    return [load_record(f) for f in files]


def _game(doc: dict, source: str) -> GameRecord:
    where = _place(source)
    info, result = doc["info"], doc["result"]
    rounds = sorted(doc["record"].items(), key=lambda kv: _number(kv[0], "round", where))
    finished = result.get("isOver", False)
    if not isinstance(finished, bool):
        raise RecordError(message="record.is-over", value=Code(excerpt(finished))).at(where)
    final = (result["player1EndPts"], result["player2EndPts"]) if finished else None
    return GameRecord(
        source=source,
        players=(info["player1Name"], info["player2Name"]),
        start_points=(info["player1InitPts"], info["player2InitPts"]),
        final_points=final,
        rounds=tuple(_round(data, _number(key, "round", where), source) for key, data in rounds),
        finished=finished,
    )


def _place(source: str, round: int | None = None, turn: int | None = None) -> Msg:
    """The file, a round of it or a turn of that round: ``1.json round 3 turn 5``."""
    if round is None:
        return Msg("error.record.file", source=source)
    if turn is None:
        return Msg("error.record.round", source=source, round=round)
    return Msg("error.record.turn", source=source, round=round, turn=turn)


def _number(key: str, prefix: str, where: Msg) -> int:
    digits = key[len(prefix) :]
    # ASCII digits only: "²".isdigit() is true, and int() refuses it
    if not key.startswith(prefix) or not (digits.isascii() and digits.isdigit()) or len(digits) > 4:
        raise RecordError(message="record.unexpected-entry", key=excerpt(key), prefix=prefix).at(
            where
        )
    return int(digits)


def _round(data: dict, number: int, source: str) -> RoundRecord:
    where = _place(source, number)
    basic = data["basic"]
    dealer = _player(basic["Dealer"], "Dealer", where)
    turn_keys = sorted((k for k in data if k != "basic"), key=lambda k: _number(k, "turn", where))
    turns = tuple(_turn(data[k], _number(k, "turn", where), source, number) for k in turn_keys)
    code = basic.get("roundWinner")
    winner, points, ran_out = None, None, False
    if code is not None:
        ran_out = code == 0
        winner = dealer if ran_out else _player(code, "roundWinner", where)
        points = basic["player1RoundPts"] if winner == "A" else basic["player2RoundPts"]
    return RoundRecord(
        source=source,
        number=number,
        dealer=dealer,
        hands=(
            _cards(basic["initHand1"], "initHand1", where),
            _cards(basic["initHand2"], "initHand2", where),
        ),
        field=_cards(basic["initBoard"], "initBoard", where),
        # the game draws from the end of initPile, so its end is the top of the stock
        stock=_cards(basic["initPile"], "initPile", where)[::-1],
        turns=turns,
        winner=winner,
        points=points,
        hands_ran_out=ran_out,
    )


def _turn(data: dict, number: int, source: str, round: int) -> TurnRecord:
    where = _place(source, round, number)
    koikoi = data["isKoiKoi"]
    if koikoi not in (True, False, None):
        raise RecordError(message="record.is-koikoi", value=Code(excerpt(koikoi))).at(where)
    return TurnRecord(
        number=number,
        seat=_player(data["playerInTurn"], "playerInTurn", where),
        play=_card(data["discardCard"], "discardCard", where),
        captured=_cards(data["collectCard"], "collectCard", where),
        flip=_card(data["drawCard"], "drawCard", where),
        flip_captured=_cards(data["collectCard2"], "collectCard2", where),
        koikoi=koikoi,
    )


def _player(value: Any, key: str, where: Msg) -> str:
    if value not in (1, 2) or isinstance(value, bool):
        raise RecordError(message="record.not-a-player", key=key, value=Code(excerpt(value))).at(
            where
        )
    return SEATS[value - 1]


def _card(value: Any, key: str, where: Msg) -> str:
    """A record's ``[month, k]`` as a card id: k counts the month's row of the card table.
    ``key`` names the entry it was read from, for the message."""
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        and 1 <= value[0] <= 12
        and 1 <= value[1] <= 4
    ):
        return CARDS[4 * (value[0] - 1) + value[1] - 1].id
    raise RecordError(message="record.not-a-card", key=key, value=Code(excerpt(value))).at(where)


def _cards(value: Any, key: str, where: Msg) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise RecordError(message="record.not-a-list", key=key, value=Code(excerpt(value))).at(
            where
        )
    return tuple(_card(v, key, where) for v in value)


# -- replaying -----------------------------------------------------------------------


def replay_round(round_record: RoundRecord, rules: Rules = JAPAN, explain: bool = False) -> Round:
    """Replay a recorded round on the engine and return the round as it ended.

    The deal is dealt from :meth:`RoundRecord.deck` by the deal protocol, so a deal
    the rules would redeal is caught too. Each turn plays the recorded card, takes
    the recorded field card where two matched, and answers a decision as recorded;
    the engine's flip and captures must equal the record's, a decision must be
    recorded exactly where the engine offers one, and the result must be the
    recorded winner and points. Anything else raises :class:`RecordError`.

    One recorded decision has no engine counterpart: when the mover's total rises
    on their eighth and last turn the game ends the round as their win with no
    choice (``last_turn_decision=False``), and the record writes that as a stop.

    A round the record breaks off (``complete`` false) is replayed as far as it goes
    and returned in progress. The returned round's ``start`` and ``actions`` are the
    package's own trace of the round.
    """
    rnd = _deal(round_record, rules, explain)
    for turn in round_record.turns:
        _play_turn(rnd, round_record, turn)
    _check_result(rnd, round_record)
    return rnd


def _deal(rec: RoundRecord, rules: Rules, explain: bool) -> Round:
    return Round.deal(
        rules,
        deck=[BY_ID[c].index for c in rec.deck()],
        dealer=SEATS.index(rec.dealer),
        explain=explain,
    )


def _play_turn(rnd: Round, rec: RoundRecord, turn: TurnRecord) -> PlayedTurn:
    """Apply one recorded turn and check it against the engine."""
    where = rec.place(turn.number)
    if rnd.is_terminal():
        raise RecordError(message="record.goes-on", ending=rnd.result).at(where)
    seat = rnd.to_move
    if turn.seat != SEATS[seat]:
        raise RecordError(message="record.wrong-mover", recorded=turn.seat, seat=SEATS[seat]).at(
            where
        )
    flip = BY_ID[turn.flip]
    if not rnd.stock:
        raise RecordError(message="record.flip-from-empty", flip=flip).at(where)
    if rnd.stock[-1] != flip.index:
        raise RecordError(message="record.wrong-flip", flip=flip, top=CARDS[rnd.stock[-1]]).at(
            where
        )
    before = rnd.piles[seat]

    def choose(phase: Phase, card: int, matches: int) -> int:
        """The field card the record captured with ``card`` where two matched."""
        captured = turn.captured if phase is Phase.TAKE else turn.flip_captured
        options = _names(matches)
        taken = [c for c in captured if c != CARDS[card].id]
        if len(taken) != 1 or taken[0] not in options:
            raise RecordError(
                message="record.wrong-choice",
                card=CARDS[card],
                a=BY_ID[options[0]],
                b=BY_ID[options[1]],
                captured=_listed(captured),
            ).at(where)
        return BY_ID[taken[0]].index

    def check_captures() -> None:
        gained = _names(rnd.piles[seat] & ~before)
        recorded = sorted(turn.captured + turn.flip_captured, key=lambda c: BY_ID[c].index)
        if gained != recorded:
            raise RecordError(
                message="record.wrong-captures", recorded=_listed(recorded), gained=_listed(gained)
            ).at(where)

    def decide(holder: int) -> int:
        check_captures()  # before the decision, which the captures led to
        if turn.koikoi is None:
            raise RecordError(
                message="record.no-decision",
                seat=SEATS[holder],
                yaku=yaku_msgs(rnd.score(holder).points_by_id().items(), rnd.rules),
            ).at(where)
        return KOIKOI if turn.koikoi else STOP

    try:
        played = rnd.play_turn(BY_ID[turn.play].index, choose, decide)
    except IllegalMoveError as e:
        raise RecordError(e.msg).at(where) from None
    if played.decision is None:
        check_captures()
        if turn.koikoi is not None and not _last_turn_win(rnd, seat, turn):
            raise RecordError(
                message="record.unoffered-koikoi" if turn.koikoi else "record.unoffered-stop",
                seat=SEATS[seat],
            ).at(where)
    return played


def _last_turn_win(rnd: Round, seat: int, turn: TurnRecord) -> bool:
    """The record's stop that is no choice: the eighth turn's rise won outright."""
    s = rnd.settlement
    return (
        turn.koikoi is False and s is not None and s.winner == SEATS[seat] and not rnd.hands[seat]
    )


def _check_result(rnd: Round, rec: RoundRecord) -> None:
    where = rec.place()
    if not rec.complete:
        if rnd.is_terminal():
            raise RecordError(message="record.breaks-off", ending=rnd.result).at(where)
        return
    if not rnd.is_terminal():
        raise RecordError(message="record.ends-early", n=len(rec.turns)).at(where)
    s = rnd.result
    if (s.winner, s.points) != (rec.winner, rec.points):
        if s.winner:
            raise RecordError(
                message="record.wrong-result",
                recorded=rec.winner,
                points=rec.points,
                seat=s.winner,
                engine_points=s.points,
                equation=Sum(s),
            ).at(where)
        raise RecordError(
            message="record.wrong-result-no-winner",
            recorded=rec.winner,
            points=rec.points,
            equation=Sum(s),
        ).at(where)


def _names(mask: int) -> list[str]:
    return [c.id for c in CARDS if mask >> c.index & 1]


def _listed(ids: Iterable[str]) -> tuple[Card, ...] | Msg:
    """Cards a record or the engine captured, as a message lists them."""
    return tuple(BY_ID[c] for c in ids) or Msg("error.record.nothing")


# -- scenario files ----------------------------------------------------------------------


def scenario_toml(
    round_record: RoundRecord,
    title: str,
    comments: Sequence[str] = (),
    narrate: Callable[[Sequence[Event], Rules], str] | None = None,
) -> str:
    """A scenario file (docs/scenario-format.md) of a recorded round, under ``koikoi-japan``.

    The file starts from the dealt position (the dealer to move), lists every turn
    with the choices and decisions the record made, and expects the recorded result
    (``pending`` for a round the record breaks off). The round is replayed and checked
    first, so the file is valid whenever this returns. ``title`` and the ``comments``
    under it are the words given; ``narrate`` writes each turn's ``say`` from its events
    (:func:`koikoi_edu.words.round_to_scenario_toml` gives all three in a language).
    """
    rnd = _deal(round_record, JAPAN, explain=True)
    played = [_play_turn(rnd, round_record, t) for t in round_record.turns]
    _check_result(rnd, round_record)
    lines = [
        f"title = {_toml_str(title)}",
        'rules = "koikoi-japan"',
        *(f"# {comment}" for comment in comments),
        "",
        "[position]",
        f'to_move = "{round_record.dealer}"',
        _toml_list("A.hand", round_record.hands[0]),
        _toml_list("B.hand", round_record.hands[1]),
        _toml_list("field", round_record.field),
        _toml_list("stock", round_record.stock),
    ]
    for turn, p in zip(round_record.turns, played, strict=True):
        lines += ["", "[[turn]]", f'play = "{turn.play}"']
        lines += [
            f'{key} = "{action_to_string(action)}"'
            for key, action in (
                ("take", p.take),
                ("draw_take", p.draw_take),
                ("decide", p.decision),
            )
            if action is not None
        ]
        if narrate is not None:
            lines.append(f"say = {_toml_str(narrate(p.events, rnd.rules))}")
    s = rnd.settlement
    lines += ["", "[expect]"]
    if s is None:
        lines.append('winner = "pending"')
    else:
        lines += [
            f'winner = "{s.winner or "none"}"',
            f"points = {s.points}",
            f"base = {s.base}",
            _toml_list("yaku", s.yaku),
        ]
    return "\n".join(lines) + "\n"


def _toml_str(text: str) -> str:
    # A JSON string is a TOML basic string, except that TOML wants DEL escaped too.
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


def _toml_list(key: str, ids: Iterable[str]) -> str:
    one_line = f"{key} = [{', '.join(_toml_str(c) for c in ids)}]"
    if len(one_line) <= 100:
        return one_line
    body = textwrap.wrap(", ".join(_toml_str(c) for c in ids), 92, break_on_hyphens=False)
    return "\n".join([f"{key} = ["] + [f"    {line}" for line in body] + ["]"])


# -- statistics for the lesson -----------------------------------------------------------


def _complete_rounds(records: Iterable[GameRecord]) -> Iterable[RoundRecord]:
    return (r for game in records for r in game.rounds if r.complete)


def koikoi_stats(records: Iterable[GameRecord]) -> dict[str, Any]:
    """How the recorded players used koi-koi, and what won their rounds.

    Every complete round is replayed under ``koikoi-japan`` (a mismatch raises
    :class:`RecordError`). A player's *first yaku* of a round is the first decision
    the engine offers them in it. The keys:

    * ``rounds``: complete rounds replayed; ``hands_ran_out``: those the dealer took 1;
    * ``first_yaku``: first decisions, one per player and round at most;
      ``first_koikoi``: those answered with koi-koi; ``koikoi_rate``: their share;
    * ``after_first_koikoi``: how those rounds ended, ``{"caller": n, "rival": n,
      "hands_ran_out": n}``; ``koikoi_pays_off``: the share the caller won with yaku;
    * ``winning_yaku``: ``{yaku id: rounds}`` over the rounds won with yaku, most first
      (a round counts once for each yaku of its winner);
    * ``points``: ``{points: rounds}``, the points each round moved, smallest first.
    """
    rounds = ran_out = 0
    firsts: Counter[str] = Counter({"stop": 0, "koi-koi": 0})
    after: Counter[str] = Counter({"caller": 0, "rival": 0, "hands_ran_out": 0})
    winning: Counter[str] = Counter()
    points: Counter[int] = Counter()
    for rec in _complete_rounds(records):
        rnd = _deal(rec, JAPAN, explain=False)
        first: dict[str, str] = {}  # seat -> its first decision in this round
        for turn in rec.turns:
            played = _play_turn(rnd, rec, turn)
            if played.decision is not None:
                first.setdefault(turn.seat, action_to_string(played.decision))
        _check_result(rnd, rec)
        rounds += 1
        points[rec.points or 0] += 1  # a complete round always records its points
        if rec.hands_ran_out:
            ran_out += 1
        else:
            winning.update(rnd.result.yaku)
        firsts.update(first.values())
        for seat, decision in first.items():
            if decision == "koi-koi":
                after[
                    "hands_ran_out"
                    if rec.hands_ran_out
                    else "caller"
                    if rec.winner == seat
                    else "rival"
                ] += 1
    first_yaku, first_koikoi = firsts.total(), firsts["koi-koi"]
    return {
        "rounds": rounds,
        "hands_ran_out": ran_out,
        "first_yaku": first_yaku,
        "first_koikoi": first_koikoi,
        "koikoi_rate": first_koikoi / first_yaku if first_yaku else 0.0,
        "after_first_koikoi": dict(after),
        "koikoi_pays_off": after["caller"] / first_koikoi if first_koikoi else 0.0,
        "winning_yaku": dict(winning.most_common()),
        "points": dict(sorted(points.items())),
    }


@dataclass(frozen=True)
class Rescore:
    """A recorded round scored twice: as played (``recorded``) and under other rules."""

    round: RoundRecord
    recorded: Settlement
    rescored: Settlement


def rescore_under(records: Iterable[GameRecord], rules: Rules) -> list[Rescore]:
    """What the recorded rounds would have been worth under ``rules``.

    Play is not changed: each complete round is replayed under ``koikoi-japan`` as
    recorded, and then

    * a round won with yaku is settled under ``rules`` for the same winner, from the
      winner's pile as it was when the round ended, with the koi-koi calls both
      players had made in the record (they count as the rules count calls: for the
      winner's own factor, and against a caller). If that pile holds no yaku under
      ``rules``, the rescored round has no winner;
    * a round in which the hands ran out is a draw under ``rules``: the dealer takes
      ``rules.draw_points``, or nobody scores.

    It answers "what were these piles worth elsewhere", not "how would the game
    have gone": under other rules the players would have stopped at other times.
    """
    out = []
    for rec in _complete_rounds(records):
        rnd = replay_round(rec)
        out.append(Rescore(rec, rnd.result, _rescore(rnd, rec, rules)))
    return out


def _rescore(rnd: Round, rec: RoundRecord, rules: Rules) -> Settlement:
    if rec.hands_ran_out:
        pts = rules.draw_points
        return no_win(
            Ending.DEALER_DRAW if pts else Ending.DRAW,
            dealer=rec.dealer,
            points=pts,
            under=rules.name,
        )
    seat = SEATS.index(rec.winner)
    held = score(rnd.piles[seat], rules, rnd.calls[seat] > 0)
    if not held:
        return no_win(Ending.NO_YAKU, seat=rec.winner, under=rules.name)
    return settle(
        rules,
        SEATS[seat],
        held.base,
        tuple(y.id for y in held.yaku),
        rnd.calls[seat],
        rnd.calls[1 - seat],
        ending=Ending.RESCORED,
        under=rules.name,
    )
