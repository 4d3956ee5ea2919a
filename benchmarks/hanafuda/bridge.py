"""The AI of open-hanafuda-ai as a koikoi-edu player, for arenas and benchmarks.

suzukiplan/open-hanafuda-ai (MIT, C) is the AI of the game "Battle Hanafuda":
models Normal and Hard, Nintendo rules with one koi-koi per round, and an AI that
never reads hidden cards. This module builds a small driver (``driver.c``, our
code, linked against their sources from a checkout the user points to) and plays
it through a pipe::

    sys.path.insert(0, "benchmarks/hanafuda")  # this directory is not a package
    from bridge import FAIR_RULES, OpenHanafudaPlayer, build
    binary = build(Path("/path/to/open-hanafuda-ai"))
    with OpenHanafudaPlayer("hard", binary=binary) as ai:
        ...  # ai.choose(round) like any koikoi_edu player

Their code is never copied into this repository; ``build`` compiles it from the
checkout into a cache (``build/hanafuda/`` by default), rebuilt when a source,
the driver or the compiler command changes. See README.md here for the card
mapping and every rule difference between their game and ours.
"""

from __future__ import annotations

import hashlib
import os
import random
import shutil
import subprocess
import tempfile
import weakref
from pathlib import Path

from koikoi_edu.cards import CARDS, MONTH_MASKS, Category, indices
from koikoi_edu.match import Match
from koikoi_edu.players import play_round
from koikoi_edu.round import KOIKOI, SEATS, STOP, Phase, Round, special_hand
from koikoi_edu.rules import Rules

HERE = Path(__file__).resolve().parent
DRIVER_SOURCE = HERE / "driver.c"
#: Where ``build`` keeps the compiled drivers unless told otherwise.
DEFAULT_CACHE = HERE.parent.parent / "build" / "hanafuda"
#: The environment variable naming a checkout (the self-test reads it).
CHECKOUT_ENV = "OPEN_HANAFUDA_AI"

#: Their AI models (enum AI_MODEL in their common.h) by our names.
MODELS = {"normal": 0, "hard": 1}

#: Our rules set to their game as closely as our options allow (README.md lists what
#: remains different): the ``nintendo`` preset with one koi-koi per round in total,
#: their yaku arithmetic, no points and no instant wins outside yaku, their redeals.
FAIR_RULES = Rules.preset("nintendo").replace(
    name="nintendo",
    koikoi_limit=1,  # one koi-koi per round, by either player
    named_replaces_counted=True,  # inoshikacho replaces tane, akatan/aotan tanzaku
    ribbon_pair_extras="shared",  # akatan+aotan: 10, +1 per ribbon over 6
    last_turn_decision=False,  # a yaku on one's last turn wins outright
    draw_points=0,  # no points for the dealer when the hands run out
    instant_win_points=0,  # teshi and kuttsuki are redeals there, never wins
    hand_four_redeal=True,  # teshi: redeal
    field_pairs_redeal=True,  # 4 pairs on the field: redeal
)


_KUTTSUKI = Rules(instant_win_points=1)  # only to ask special_hand what a hand is


def their_redeal(round: Round) -> bool:
    """Whether their game would have redealt this deal, where FAIR_RULES does not:
    3 cards of a month on the field, or a hand of 4 pairs (kuttsuki). (Their other
    redeals, 4 of a month in a hand or on the field and 4 pairs on the field, are
    FAIR_RULES' own.) For the harness, which may look at the whole deal."""
    if any((round.field & m).bit_count() >= 3 for m in MONTH_MASKS):
        return True
    return any(special_hand(_KUTTSUKI, h) == ("kuttsuki", 1) for h in round.hands)


def deal_their_way(rules: Rules, rng: random.Random, **options) -> Round:
    """``Round.deal(rules, rng=rng, **options)`` again until :func:`their_redeal` is False."""
    while True:
        r = Round.deal(rules, rng=rng, **options)
        if not their_redeal(r):
            return r


class TheirDealsMatch(Match):
    """A :class:`~koikoi_edu.match.Match` that also redeals what their game redeals
    (:func:`their_redeal`): the closest our engine comes to their deals without a
    change to koikoi_edu. A redeal draws the next shuffle from the match's generator."""

    def play_round(self) -> Round:
        players, self.players = self.players, None
        try:
            while True:
                r = super().play_round()  # without players: deals, and nothing else
                if not their_redeal(r):
                    break
                self.current = None
        finally:
            self.players = players
        if players is not None:
            play_round(r, self._round_players())
            self.finish_round(r)
        return r


# -- the card mapping ----------------------------------------------------------------
# Their card id is 4 * (month - 1) + index, the index counting from the least to the
# most valuable card of the month (their card_types in common.h); ours follows the
# table of docs/rules.md, the most valuable card first. Within a month our k-th card
# is their _WITHIN[k]; the willow (month 11) and the paulownia (month 12) differ.
_WITHIN = (3, 2, 0, 1)  # bright or animal, ribbon (or pampas' geese), plain, plain
_WITHIN_BY_MONTH = {
    11: (3, 2, 1, 0),  # rain man, swallow, ribbon, lightning
    12: (3, 0, 1, 2),  # phoenix, three plains
}
OURS_TO_THEIRS: tuple[int, ...] = tuple(
    4 * (c.month - 1) + _WITHIN_BY_MONTH.get(c.month, _WITHIN)[c.index % 4] for c in CARDS
)
THEIRS_TO_OURS: tuple[int, ...] = tuple(OURS_TO_THEIRS.index(t) for t in range(48))
#: Their CARD_TYPE_* (0 gokou, 1 tane, 2 tan, 3 kasu) for our categories.
THEIR_TYPE = {Category.BRIGHT: 0, Category.ANIMAL: 1, Category.RIBBON: 2, Category.PLAIN: 3}
assert sorted(OURS_TO_THEIRS) == list(range(48))


def to_theirs(mask: int) -> int:
    """One of our card masks in their numbering."""
    out = 0
    for i in indices(mask):
        out |= 1 << OURS_TO_THEIRS[i]
    return out


def to_ours(mask: int) -> int:
    """One of their card masks in our numbering."""
    out = 0
    for i in indices(mask):
        out |= 1 << THEIRS_TO_OURS[i]
    return out


# -- building the driver ------------------------------------------------------------


class BridgeError(RuntimeError):
    """The checkout, the build or the driver process failed."""


_CFLAGS = ("-std=c11", "-O2", "-w", "-D_USE_MATH_DEFINES")
#: Their sources that are not part of the AI and its host runtime: their two programs.
_THEIR_PROGRAMS = ("main.c", "replay.c")


def _their_sources(checkout: Path) -> tuple[Path, list[Path]]:
    src = checkout / "src"
    needed = [
        src / "ai.h",
        src / "common.h",
        src / "ai.c",
        src / "ai_hard_drop.c",
        src / "include" / "vgs.h",
        src / "sim_runtime.c",
    ]
    missing = [p for p in needed if not p.is_file()]
    if not checkout.is_dir() or missing:
        raise BridgeError(
            f"no open-hanafuda-ai checkout at {checkout}: expected its src/ with "
            f"{', '.join(p.name for p in missing) or 'its C sources'}. Clone "
            f"https://github.com/suzukiplan/open-hanafuda-ai and pass its path "
            f"(or set {CHECKOUT_ENV})."
        )
    sources = sorted(p for p in src.glob("*.c") if p.name not in _THEIR_PROGRAMS)
    return src, sources


def build(checkout: Path, cache: Path | None = None, cc: str | None = None) -> Path:
    """Compile ``driver.c`` with the C sources of the checkout; returns the binary.

    The binary lives in ``cache/<digest>/`` where the digest covers the compiler
    command, the driver and every source and header of the checkout, so a changed
    file builds anew and an unchanged one is reused. :class:`BridgeError` names a
    missing checkout, a missing compiler or the compiler's complaint.
    """
    checkout = Path(checkout).expanduser().resolve()
    src, sources = _their_sources(checkout)
    cc = cc or os.environ.get("CC") or "gcc"
    compiler = shutil.which(cc)
    if compiler is None:
        raise BridgeError(f"no C compiler {cc!r} on PATH (set CC to another)")
    headers = sorted(src.rglob("*.h"))
    command = [compiler, *_CFLAGS, f"-I{src / 'include'}", f"-I{src}"]
    digest = hashlib.sha256(" ".join(command).encode())
    for path in [DRIVER_SOURCE, *sources, *headers]:
        digest.update(
            str(path.relative_to(checkout) if path.is_relative_to(checkout) else path.name).encode()
        )
        digest.update(path.read_bytes())
    target_dir = Path(cache or DEFAULT_CACHE) / digest.hexdigest()[:16]
    binary = target_dir / "ohai-driver"
    if binary.is_file() and os.access(binary, os.X_OK):
        return binary
    target_dir.mkdir(parents=True, exist_ok=True)
    partial = target_dir / f".ohai-driver.{os.getpid()}"
    run = subprocess.run(
        [*command, "-o", str(partial), str(DRIVER_SOURCE), *map(str, sources), "-lm"],
        capture_output=True,
        text=True,
    )
    if run.returncode != 0:
        partial.unlink(missing_ok=True)
        raise BridgeError(f"compiling the driver failed:\n{run.stderr[-4000:]}")
    os.replace(partial, binary)
    return binary


def default_checkout() -> Path:
    """The checkout ``$OPEN_HANAFUDA_AI`` names; :class:`BridgeError` without one."""
    value = os.environ.get(CHECKOUT_ENV)
    if not value:
        raise BridgeError(
            f"say where open-hanafuda-ai is checked out: set {CHECKOUT_ENV} "
            f"or pass checkout= / binary="
        )
    return Path(value)


# -- the driver process --------------------------------------------------------------


def _shutdown(proc: subprocess.Popen, log) -> None:
    if proc.poll() is None:
        try:
            proc.stdin.write("quit\n")
            proc.stdin.flush()
            proc.wait(timeout=5)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            proc.kill()
            proc.wait()
    for stream in (proc.stdin, proc.stdout):
        try:
            stream.close()
        except OSError:
            pass
    log.close()


class Driver:
    """One driver process and its pipes: ``ask`` sends a request line, returns the answer."""

    def __init__(self, binary: Path) -> None:
        self.binary = Path(binary)
        self._log = tempfile.TemporaryFile(mode="w+")
        self._proc = subprocess.Popen(
            [str(self.binary)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._log,
            text=True,
            bufsize=1,
        )
        self._finalizer = weakref.finalize(self, _shutdown, self._proc, self._log)
        types = [int(t) for t in self.ask("info").split(",")]
        wrong = [c.id for c in CARDS if types[OURS_TO_THEIRS[c.index]] != THEIR_TYPE[c.category]]
        if wrong:
            self.close()
            raise BridgeError(f"the card mapping disagrees with the driver for {wrong}")

    def ask(self, line: str) -> str:
        proc = self._proc
        if proc.poll() is not None:
            raise BridgeError(f"the driver has exited ({proc.returncode}){self._stderr()}")
        try:
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
            reply = proc.stdout.readline()
        except (BrokenPipeError, ValueError) as e:
            raise BridgeError(f"the driver's pipe broke ({e}){self._stderr()}") from None
        if not reply:
            proc.wait()
            raise BridgeError(f"the driver died ({proc.returncode}) on {line!r}{self._stderr()}")
        status, _, value = reply.strip().partition(" ")
        if status != "ok":
            raise BridgeError(f"the driver refused {line!r}: {value}")
        return value

    def _stderr(self) -> str:
        try:
            self._log.seek(0)
            text = self._log.read()[-2000:]
        except (OSError, ValueError):
            return ""
        return f"; it said: {text}" if text.strip() else ""

    def close(self) -> None:
        self._finalizer()

    @property
    def closed(self) -> bool:
        return not self._finalizer.alive


# -- the player ----------------------------------------------------------------------

_SAKE = next(c.index for c in CARDS if c.id == "chrysanthemum-cup")


class OpenHanafudaPlayer:
    """Their Normal or Hard AI in one of our seats (the :class:`~koikoi_edu.players.Player`
    protocol): ``choose(round)`` returns one of ``round.legal_actions()``.

    It passes the AI only what its seat sees: its own hand, the field, both piles,
    the koi-koi calls (and each caller's pile at the call), the card awaiting a
    capture, and how many cards the rival holds and the stock has left, counted from
    the visible cards, never from the rival's hand or the stock. Their AI also
    plans by the match: the round's number, the match's length and the totals.
    :meth:`bind` a :class:`~koikoi_edu.match.Match` to give them exactly; unbound,
    the round's number is read from ``round.month`` (a match deals round k in month k)
    and the totals are taken as 0 to 0.

    One driver process per player, started on the first call and kept until
    :meth:`close` (or the end of a ``with`` block, or garbage collection).
    ``seed`` seeds the random draws of the Normal model's koi-koi decision.
    """

    def __init__(
        self,
        model: str = "hard",
        *,
        checkout: Path | None = None,
        binary: Path | None = None,
        seed: int = 0,
        match=None,
    ) -> None:
        if model not in MODELS:
            raise BridgeError(f"model must be one of {', '.join(MODELS)}, not {model!r}")
        self.model = model
        self.name = f"ohai-{model}"
        self._binary = Path(binary) if binary else None
        self._checkout = checkout
        self._driver: Driver | None = None
        self._rng = random.Random(seed)
        self._match = match
        self._start: dict | None = None  # the current round's start (copies share it)
        self._sake = False
        self._call_piles: dict[int, int] = {}

    def bind(self, match) -> OpenHanafudaPlayer:
        """Read the round's number and the totals from ``match`` (or stop, with None)."""
        self._match = match
        return self

    # -- process ----------------------------------------------------------------------

    @property
    def driver(self) -> Driver:
        if self._driver is None or self._driver.closed:
            if self._binary is None:
                self._binary = build(self._checkout or default_checkout())
            self._driver = Driver(self._binary)
        return self._driver

    def close(self) -> None:
        if self._driver is not None:
            self._driver.close()
            self._driver = None

    def __enter__(self) -> OpenHanafudaPlayer:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- the game ---------------------------------------------------------------------

    def _context(self, round: Round, seat: int) -> tuple[int, int, int, int]:
        """(round index, rounds in the match, own total, rival's total) for their AI."""
        m = self._match
        if m is not None:
            rounds = min(m.rules.match_rounds or 12, 12)
            k = min(len(m.rounds), rounds - 1)
            return k, rounds, m.totals[SEATS[seat]], m.totals[SEATS[1 - seat]]
        rounds = min(round.rules.match_rounds or 12, 12)
        return min(round.month - 1, rounds - 1), rounds, 0, 0

    def request(self, round: Round) -> tuple[str, str]:
        """The driver's command and request line for the decision ``round`` asks of
        its mover (public so that tests can read what the AI is told)."""
        seat = round.to_move
        phase = round.phase
        hand = round.hands[seat]
        new = round.start is not self._start
        if new:
            self._start = round.start
            self._call_piles = {}
            # their Hard AI remembers whether its dealt hand held the sake cup; a
            # round first seen after some plays only shows what is still in hand
            self._sake = bool(hand >> _SAKE & 1)
        for caller in round.koikoi:
            # a rival's pile is unchanged between its call and this seat's next turn
            self._call_piles.setdefault(caller, round.piles[caller])

        pending = round.pending if phase in (Phase.TAKE, Phase.DRAW_TAKE) else -1
        seen = hand | round.field | round.piles[0] | round.piles[1]
        if pending >= 0:
            seen |= 1 << pending
        unseen = 48 - seen.bit_count()
        # the rival has played as often as this seat (it moves second) or once more;
        # a seat that has played this turn already is one card behind
        played = phase is not Phase.PLAY
        rival_hand = hand.bit_count() + played - (seat != round.dealer)
        rival_hand = max(0, min(rival_hand, unseen, 8))
        k, rounds, total, ototal = self._context(round, seat)
        rival = 1 - seat
        fields = {
            "model": MODELS[self.model],
            "hand": f"{to_theirs(hand):x}",
            "field": f"{to_theirs(round.field):x}",
            "pile": f"{to_theirs(round.piles[seat]):x}",
            "opile": f"{to_theirs(round.piles[rival]):x}",
            "ohand": rival_hand,
            "stock": unseen - rival_hand,
            "kk": int(round.calls[seat] > 0),
            "okk": int(round.calls[rival] > 0),
            "kkpile": f"{to_theirs(self._call_piles.get(seat, 0)):x}",
            "okkpile": f"{to_theirs(self._call_piles.get(rival, 0)):x}",
            "round": k,
            "rounds": rounds,
            "total": total,
            "ototal": ototal,
            "dealer": int(seat == round.dealer),
            "sake": int(self._sake),
            "newround": int(new),
            "seed": self._rng.getrandbits(31),
        }
        if phase is Phase.PLAY:
            command = "drop"
        elif phase in (Phase.TAKE, Phase.DRAW_TAKE):
            command = "select"
            fields["card"] = OURS_TO_THEIRS[pending]
            fields["held"] = int(phase is Phase.TAKE)
        elif phase is Phase.DECIDE:
            command = "koikoi"
        else:
            raise BridgeError(f"nothing to choose in phase {phase.name}")
        return command, command + " " + " ".join(f"{k}={v}" for k, v in fields.items())

    def choose(self, round: Round) -> int:
        command, line = self.request(round)
        value = int(self.driver.ask(line))
        if command == "koikoi":
            action = KOIKOI if value else STOP
            if action == KOIKOI:
                self._call_piles[round.to_move] = round.piles[round.to_move]
        else:
            action = THEIRS_TO_OURS[value]
        legal = round.legal_actions()
        if action not in legal:
            raise BridgeError(f"{self.name} answered {action} to {line!r}; legal were {legal}")
        return action

    def their_score(self, pile: int) -> int:
        """Their points for one of our pile masks (for checking the rules' agreement)."""
        return int(self.driver.ask(f"score pile={to_theirs(pile):x}"))

    def __repr__(self) -> str:
        return f"<OpenHanafudaPlayer {self.name}>"
