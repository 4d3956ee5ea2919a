"""The command line: ``python -m koikoi_edu`` (also installed as ``koikoi-edu``).

::

    koikoi-edu score maple-deer peony-butterflies clover-boar
    echo "pine-crane cherry-curtain pampas-moon" | koikoi-edu score --json -
    koikoi-edu check koikoi_edu/scenarios/*.toml
    koikoi-edu simulate --rounds 1000 --seed 1 --players heuristic,random
    koikoi-edu lessons
    koikoi-edu links koikoi-edu/koikoi-edu --hub https://hub.example.edu
    koikoi-edu cheatsheet --rules nintendo --lang ru --out cheatsheet.html
    koikoi-edu review my-round.json --seat A --lang uk

Exit status: 0 when all went well; 1 when a ``check`` expectation failed; 2 on bad
input (an unknown card, rules preset or option, a duplicate card, an invalid or
illegal scenario, a missing file). Bad input is reported on standard error, one
line per problem naming the file, the turn and the card, and never as a traceback;
input repeated in a message is shortened and its control characters escaped. When
the reader of the output goes away (``score - | head -1``) the command stops
quietly with status 141, as Unix tools stopped by SIGPIPE do.

``--lang``, before the command or after it, is the language of what is printed for
people, the help and the usage errors included (``koikoi-edu --lang ru --help``).
"""

from __future__ import annotations

import argparse
import contextlib
import gettext
import io
import json
import os
import sqlite3
import subprocess
import sys
import tomllib
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any, NoReturn, TextIO

from . import __version__, saving, words
from .bounded import read_text
from .cards import CardSet, parse_cards
from .course import (
    COPY_FOLDER,
    Copy,
    checkout_files,
    checkout_lessons,
    checkout_notebooks,
    copy_lessons,
    lab_command,
    lab_environment,
    links,
    shipped_lessons,
    trust,
)
from .errors import KoikoiError, system_reason
from .inputs import excerpt
from .match import MAX_ROUNDS, simulate
from .message import Count, Msg
from .players import PLAYERS, STRONG_PLAYOUTS
from .puzzle import THEMES, bank, daily, from_entry, verify
from .puzzle import check as check_puzzle
from .puzzle import load as load_puzzle
from .review import Review, review_round
from .round import Round, action_to_string
from .rules import PRESETS, UNLIMITED, Rules
from .saving import MAX_SAVE_CHARS
from .scenario import load
from .settlement import settle
from .writing import write_text
from .yaku import score

OK, FAILED, BAD_INPUT = 0, 1, 2
BROKEN_PIPE = 141


def main(argv: list[str] | None = None) -> int:
    """Run the command line on ``argv`` (default: ``sys.argv[1:]``); returns the exit status."""
    argv = sys.argv[1:] if argv is None else list(argv)
    _replace_what_cannot_be_written()
    lang = _help_lang(argv)
    for unread in words.unread_catalogues(lang).values():  # said once, before the help
        print(words.say(unread, lang), file=sys.stderr)
    try:
        with _argparse_words(lang):
            args = _parser(lang).parse_args(argv)
    except SystemExit as e:  # --help, or a usage error argparse has already explained
        return e.code if isinstance(e.code, int) else BAD_INPUT
    try:
        return args.command(args)
    except KoikoiError as e:
        print(words.say(e.msg, _error_lang(args)), file=sys.stderr)
        return BAD_INPUT
    except BrokenPipeError:
        # The reader went away (``score - | head -1``): stop quietly as Unix tools do,
        # with their status (128 + SIGPIPE), and write nothing more to the closed pipe.
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):  # standard output is not a file (a test's capture)
            pass
        return BROKEN_PIPE
    except OSError as e:  # standard input or output failing, or JupyterLab not starting
        print(f"koikoi-edu: {e}", file=sys.stderr)
        return BAD_INPUT
    except KeyboardInterrupt:
        return 130  # the shell's status for Ctrl-C, without a traceback


def _replace_what_cannot_be_written() -> None:
    """Standard output in an encoding without Cyrillic or kana (``PYTHONIOENCODING=ascii``,
    cp1252 on Windows when output is redirected, ASCII under ``LC_ALL=C`` with Python's
    UTF-8 mode off) gets what it can hold, and ``?`` for the rest, never a
    UnicodeEncodeError; standard error already writes escapes instead. Under the C
    locale Python gives standard output ``surrogateescape``, which writes back only
    undecodable bytes read from the system, and fails on the rest as ``strict`` does."""
    if isinstance(sys.stdout, io.TextIOWrapper) and sys.stdout.errors in (
        "strict",
        "surrogateescape",
    ):
        sys.stdout.reconfigure(errors="replace")


def _error_lang(args: argparse.Namespace) -> str:
    """The language errors are said in: ``--lang``, or English when it is not one of the
    catalogue's (that error itself is said in English)."""
    lang = getattr(args, "lang", "en")
    return lang if lang in words.LANGUAGES else "en"


def _parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command line's parser, its help in ``lang`` (argparse's own words are
    :func:`_argparse_words`)."""

    def say(key: str, **fields: object) -> str:
        return words.say(f"cli.help.{key}", lang, **fields)

    parser = _Parser(prog="koikoi-edu", description=say("description"))
    # --lang before the command too (koikoi-edu --lang ru --help), left out of the help:
    # each command's help lists it, and the English help stays as it was
    parser.add_argument("--lang", default="en", help=argparse.SUPPRESS)
    parser.add_argument(
        "--version", action="version", version=f"koikoi-edu {__version__}", help=say("version")
    )
    commands = parser.add_subparsers(title=say("commands"), required=True, metavar=say("COMMAND"))

    def command(
        name: str, run: Callable[[argparse.Namespace], int], key: str = "", **fields: object
    ) -> argparse.ArgumentParser:
        key = key or name  # the rules command's words: cli.help.rules is --rules' help
        p = commands.add_parser(
            name, help=say(key), description=say(f"{key}.description", **fields)
        )
        p.set_defaults(command=run)
        return p

    p = command("score", _score)
    _add_rules(p, say)
    p.add_argument(
        "--month",
        type=partial(_month, lang=lang),
        default=1,
        metavar=say("N"),
        help=say("score.month"),
    )
    p.add_argument("--json", action="store_true", help=say("score.json"))
    p.add_argument("cards", nargs="+", metavar=say("CARD"), help=say("score.cards"))

    p = command("check", _check)
    p.add_argument("--json", action="store_true", help=say("check.json"))
    _add_lang(p, say)
    p.add_argument("files", nargs="+", metavar=say("FILE"))

    p = command("simulate", _simulate)
    _add_rules(p, say)
    p.add_argument(
        "--rounds",
        type=int,
        default=1000,
        metavar=say("N"),
        help=say("simulate.rounds", limit=words.count(MAX_ROUNDS, lang)),
    )
    p.add_argument("--seed", type=int, metavar=say("S"), help=say("simulate.seed"))
    p.add_argument(
        "--players", default="random,random", metavar=say("NAME,NAME"), help=say("simulate.players")
    )
    p.add_argument("--json", action="store_true", help=say("simulate.json"))

    p = command("rules", _rules_command, key="rules-command")
    _add_rules(p, say)
    p.add_argument("--json", action="store_true", help=say("rules-command.json"))

    p = command("lessons", _lessons, folder=COPY_FOLDER)
    p.add_argument("--folder", metavar=say("DIR"), help=say("lessons.folder", folder=COPY_FOLDER))
    p.add_argument("--reset", action="store_true", help=say("lessons.reset"))
    p.add_argument("--no-browser", action="store_true", help=say("lessons.no-browser"))
    p.add_argument(
        "--port", type=partial(_port, lang=lang), metavar=say("N"), help=say("lessons.port")
    )
    _add_lang(p, say)

    p = command("links", _links)
    p.add_argument("repo", metavar=say("REPO"), help=say("links.repo"))
    p.add_argument("--hub", metavar="URL", help=say("links.hub"))
    p.add_argument("--branch", default="main", metavar=say("B"), help=say("links.branch"))
    _add_lang(p, say)

    p = command("review", _review)
    p.add_argument("file", metavar=say("FILE"), help=say("review.file"))
    p.add_argument("--seat", choices=("A", "B"), default="A", help=say("review.seat"))
    p.add_argument(
        "--playouts",
        type=partial(_playouts, lang=lang),
        default=STRONG_PLAYOUTS,
        metavar=say("N"),
        help=say(
            "review.playouts",
            n=words.count(STRONG_PLAYOUTS, lang),
            limit=words.count(MAX_REVIEW_PLAYOUTS, lang),
        ),
    )
    p.add_argument("--seed", type=int, default=0, metavar=say("S"), help=say("review.seed"))
    p.add_argument("--json", action="store_true", help=say("review.json"))
    _add_lang(p, say)

    p = command("cheatsheet", _cheatsheet)
    _add_preset(p, say)
    _add_lang(p, say)
    p.add_argument("--out", metavar=say("FILE"), help=say("cheatsheet.out"))

    p = command("class-report", _class_report)
    p.add_argument("folder", metavar=say("DIR"), help=say("class-report.folder"))
    p.add_argument("--out", metavar=say("FILE"), help=say("class-report.out"))
    p.add_argument("--json", action="store_true", help=say("class-report.json"))
    _add_lang(p, say)
    _add_puzzle_commands(command, say, lang)
    return parser


def _add_puzzle_commands(
    command: Callable[..., argparse.ArgumentParser], say: Callable[..., str], lang: str
) -> None:
    """``puzzles`` (the bank's list), ``puzzles check FILE...`` and ``puzzle``."""

    def filters(p: argparse.ArgumentParser) -> None:
        p.add_argument("--rules", metavar=say("PRESET"), help=say("puzzles.rules"))
        p.add_argument("--theme", metavar=say("THEME"), help=say("puzzles.theme"))

    p = command("puzzles", _puzzles)
    filters(p)
    p.add_argument(
        "--rating",
        type=partial(_rating_range, lang=lang),
        metavar=say("LOW-HIGH"),
        help=say("puzzles.rating"),
    )
    p.add_argument("--json", action="store_true", help=say("puzzles.json"))
    _add_lang(p, say)
    below = p.add_subparsers(title=say("commands"), metavar="check", required=False)
    check = below.add_parser(
        "check", help=say("puzzles-check"), description=say("puzzles-check.description")
    )
    check.set_defaults(command=_puzzles_check)
    check.add_argument("--json", action="store_true", help=say("puzzles-check.json"))
    _add_lang(check, say)
    check.add_argument("files", nargs="+", metavar=say("FILE"))

    p = command("puzzle", _puzzle)
    filters(p)
    p.add_argument("--daily", action="store_true", help=say("puzzle.daily"))
    _add_lang(p, say)


class _Parser(argparse.ArgumentParser):
    """argparse, with the arguments its usage errors repeat shortened and escaped."""

    def error(self, message: str) -> NoReturn:
        super().error(excerpt(message, 300))


def _help_lang(argv: list[str]) -> str:
    """The language of the help and the usage errors: ``--lang`` where the command line
    gives one of the catalogue's languages, else English. It is read before the parser
    is built, since the parser's help is written in it."""
    first = _LangFirst(add_help=False)
    first.add_argument("--lang", default="en")
    try:
        lang = first.parse_known_args(argv)[0].lang
    except ValueError:  # --lang with no value: the parser proper says so, in English
        return "en"
    return lang if lang in words.LANGUAGES else "en"


class _LangFirst(argparse.ArgumentParser):
    """A parser of ``--lang`` alone, which leaves every other word for the parser proper
    and has no say of its own: an error is raised, never printed."""

    def error(self, message: str) -> NoReturn:
        raise ValueError(message)


@contextlib.contextmanager
def _argparse_words(lang: str) -> Iterator[None]:
    """argparse's own words ("usage:", "options", its usage errors) in ``lang`` while the
    command line is parsed, through gettext, where argparse looks them up: gettext's
    current domain in the environment's language. For the parse the domain is the
    package's ``argparse`` catalogue (:data:`koikoi_edu.words.ARGPARSE_DOMAIN`) and the
    language ``lang``; both are put back after. English keeps argparse's own words, and so
    does a word a later Python adds, and a catalogue that cannot be read."""
    if lang == "en" or words.ARGPARSE_DOMAIN in words.unread_catalogues(lang):
        yield
        return
    domain, folder = gettext.textdomain(), gettext.bindtextdomain(words.ARGPARSE_DOMAIN)
    language = os.environ.get("LANGUAGE")
    gettext.bindtextdomain(words.ARGPARSE_DOMAIN, str(words.catalogue.LOCALE_FOLDER))
    gettext.textdomain(words.ARGPARSE_DOMAIN)
    os.environ["LANGUAGE"] = lang
    try:
        yield
    finally:
        gettext.textdomain(domain)
        gettext.bindtextdomain(words.ARGPARSE_DOMAIN, folder)
        if language is None:
            del os.environ["LANGUAGE"]
        else:
            os.environ["LANGUAGE"] = language


def _lang(lang: str) -> str:
    """``--lang``, when it is one of the package's languages; refused in English otherwise
    (there is no other language to refuse it in)."""
    if lang not in words.LANGUAGES:
        raise KoikoiError(
            message="unknown-language", lang=excerpt(lang), choices=", ".join(words.LANGUAGES)
        )
    return lang


def _month(text: str, lang: str = "en") -> int:
    """A round's month for ``--month``: 1 to 12."""
    month = int(text) if text.strip().isdecimal() and len(text) < 10 else 0
    if not 1 <= month <= 12:
        raise argparse.ArgumentTypeError(words.say("error.month-range", lang, value=excerpt(text)))
    return month


def _port(text: str, lang: str = "en") -> int:
    """A TCP port for ``--port``; JupyterLab itself would answer a bad one with a traceback."""
    port = int(text) if text.strip().isdecimal() and len(text) < 10 else 0
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(words.say("cli.help.not-a-port", lang, text=excerpt(text)))
    return port


#: The most playouts ``review --playouts`` takes a choice: about a minute a round on a
#: laptop (the default, :data:`~koikoi_edu.players.STRONG_PLAYOUTS`, takes about two
#: seconds); a billion would run for years without a word.
MAX_REVIEW_PLAYOUTS = 100_000


def _playouts(text: str, lang: str = "en") -> int:
    """A number of playouts for ``--playouts``: 1 or more (the command refuses more than
    :data:`MAX_REVIEW_PLAYOUTS` in one line, its bound grouped as the language writes it)."""
    digits = text.strip()
    if not digits.isdecimal() or not digits.strip("0"):
        raise argparse.ArgumentTypeError(
            words.say("cli.help.not-playouts", lang, text=excerpt(text))
        )
    # more digits than any budget: past the bound, never read as a number of 5,000 digits
    return int(digits) if len(digits.lstrip("0")) <= 18 else 10**18


def _add_preset(p: argparse.ArgumentParser, say: Callable[..., str]) -> None:
    p.add_argument(
        "--rules",
        default="teaching",
        metavar=say("PRESET"),
        help=say("rules", presets=", ".join(PRESETS)),
    )


def _add_rules(p: argparse.ArgumentParser, say: Callable[..., str]) -> None:
    _add_preset(p, say)
    p.add_argument(
        "--option", action="append", default=[], metavar=say("NAME=VALUE"), help=say("option")
    )
    _add_lang(p, say)


def _add_lang(p: argparse.ArgumentParser, say: Callable[..., str]) -> None:
    # no default here: a --lang given before the command holds unless this one is given
    p.add_argument(
        "--lang",
        default=argparse.SUPPRESS,
        metavar=say("LANG"),
        help=say("lang", languages=", ".join(words.LANGUAGES)),
    )


def chosen_rules(args: argparse.Namespace) -> Rules:
    """The preset with the ``--option`` changes; values are read as TOML values
    (``true``, ``6``), and anything else as text (``caller_factor=doubling``)."""
    options: dict[str, Any] = {}
    for text in args.option:
        name, sep, value = text.partition("=")
        if not sep:
            raise KoikoiError(message="cli-option-form", option=excerpt(text))
        if not value.isprintable():  # a second line would be read as a second TOML key
            raise KoikoiError(message="cli-option-line", option=excerpt(text))
        options[name.strip()] = _option_value(value)
    return Rules.preset(args.rules).replace(**options)


def _option_value(text: str) -> Any:
    """A one-line option value as TOML reads it, or as text. A rules option is a number,
    true, false, a word or a flat list of card ids; anything longer than any of those, or
    nested, stays text (and is refused by the rules with its name), so the TOML parser
    never sees deep nesting."""
    flat_list = text.count("[") <= 1 and "{" not in text
    if len(text) > (_OPTION_LIST_LIMIT if flat_list else _OPTION_VALUE_LIMIT):
        return text.strip()
    try:
        value = tomllib.loads(f"v = {text}")["v"]
    except ValueError:  # not TOML, or a number too long for Python to read
        return text.strip()
    # a TOML date or time, a table or a list of anything but text is no option's value:
    # text, refused as written
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return value
    return value if isinstance(value, bool | int | float | str) else text.strip()


_OPTION_VALUE_LIMIT = 40
_OPTION_LIST_LIMIT = 2000  # a list of all 48 card ids is about 900 characters


# -- score ---------------------------------------------------------------------------


def _score(args: argparse.Namespace) -> int:
    rules, lang = chosen_rules(args), _lang(args.lang)
    if args.cards != ["-"]:
        if "-" in args.cards:
            raise KoikoiError(message="cli-stdin-alone")
        print(
            _answer(CardSet(parse_cards(args.cards, "score")), rules, args.json, lang, args.month)
        )
        return OK
    if sys.stdin is None:  # started with standard input closed (<&-)
        raise KoikoiError(message="cli-stdin-closed")
    if isinstance(sys.stdin, io.TextIOWrapper):  # bytes that are not UTF-8 become escapes
        sys.stdin.reconfigure(errors="surrogateescape")
    status = OK
    for n, line in enumerate(_lines(sys.stdin), 1):
        try:
            if line is None:
                raise KoikoiError(message="cli-line-too-long", n=n, limit=Count(MAX_LINE))
            pile = CardSet(parse_cards(line.split(), Msg("cli.stdin-line", n=n)))
        except KoikoiError as e:
            print(words.say(e.msg, lang), file=sys.stderr)
            status = BAD_INPUT
            continue
        print(_answer(pile, rules, args.json, lang, args.month), flush=True)
    return status


#: The longest line ``score -`` reads as a pile; the rest of a longer line is skipped.
MAX_LINE = 10_000


def _lines(stream: TextIO) -> Iterator[str | None]:
    """The lines of ``stream``, each read in bounded memory: ``None`` for a line longer
    than :data:`MAX_LINE` (whose rest is read and dropped in pieces of that size)."""
    while line := stream.readline(MAX_LINE + 1):
        if len(line) > MAX_LINE and not line.endswith("\n"):
            while (rest := stream.readline(MAX_LINE)) and not rest.endswith("\n"):
                pass
            yield None
        else:
            yield line


def _answer(pile: CardSet, rules: Rules, as_json: bool, lang: str = "en", month: int = 1) -> str:
    """One line: the pile's yaku, its base, and what it settles for if its holder
    stops with no koi-koi call on the table, in a round of ``month``."""
    held = score(pile, rules, month=month)
    yaku = tuple(y.id for y in held.yaku)
    settled = settle(rules, "A", held.base, yaku)
    points, factors = settled.points, settled.factors
    if as_json:
        return json.dumps(
            {
                "base": held.base,
                "points": points,
                "yaku": [{"id": y.id, "points": y.points} for y in held.yaku],
            }
        )
    listed = words.yaku_points(held.points_by_id().items(), lang, rules) or words.say(
        "cli.no-yaku", lang
    )
    how = "".join(
        f" {'×' if f.op == 'x' else f.op} {f.value} ({words.reason_text(f, lang)})" for f in factors
    )
    return words.say("cli.score", lang, yaku=listed, base=held.base, points=points) + (
        f" = {held.base}{how}" if factors else ""
    )


# -- rules ---------------------------------------------------------------------------


def _rules_command(args: argparse.Namespace) -> int:
    rules, lang = chosen_rules(args), _lang(args.lang)
    meanings = words.option_docs(lang)
    values = {name: getattr(rules, name) for name in meanings}
    if args.json:
        print(
            json.dumps(
                {
                    name: {"value": _json_value(name, value), "means": meanings[name]}
                    for name, value in values.items()
                },
                ensure_ascii=False,
                indent=2,
            )
        )
        return OK
    preset = PRESETS.get(rules.name, PRESETS["teaching"])
    changed = ", ".join(
        f"{k}={_toml_value(k, v, lang)}" for k, (v, _) in rules.differences(preset).items()
    )
    print(
        words.say(
            "cli.rules.title",
            lang,
            rules=words.preset_name(rules.name, lang),
            changed=f" ({changed})" if changed else "",
        )
    )
    for name, value in values.items():
        if name != "name":
            print(f"{name} = {_toml_value(name, value, lang)}  # {meanings[name]}")
    return OK


def _json_value(name: str, value: Any) -> Any:
    """An option's value in JSON: an unlimited one as the files write it."""
    return "unlimited" if value is None and name in UNLIMITED else value


def _toml_value(name: str, value: Any, lang: str) -> str:
    """An option's value as a scenario's ``[rule_options]`` or ``--option`` writes it, so a
    teacher can copy it; an option left unset (no value in TOML) says so in ``lang``."""
    if value is None:
        return '"unlimited"' if name in UNLIMITED else f"({words.say('cli.rules.unset', lang)})"
    return json.dumps(list(value) if isinstance(value, tuple) else value)


# -- check ---------------------------------------------------------------------------


def _check(args: argparse.Namespace) -> int:
    lang = _lang(args.lang)
    checked = [_check_file(path, lang) for path in args.files]
    reports = [report for report, _ in checked]
    if args.json:
        print(json.dumps(reports, indent=2))
    else:
        for report, said in checked:
            _print_report(report, said, lang)
        if len(reports) > 1:
            counts = {
                v: sum(_verdict(r) == v for r in reports)
                for v in ("ok", "failed", "invalid", "played")
            }
            print(
                words.say(
                    "cli.scenarios",
                    lang,
                    n=len(reports),
                    counts=", ".join(
                        words.say(f"cli.count.{v}", lang, n=n) for v, n in counts.items() if n
                    ),
                )
            )
    verdicts = {_verdict(r) for r in reports}
    return BAD_INPUT if "invalid" in verdicts else FAILED if "failed" in verdicts else OK


def _check_file(path: str, lang: str) -> tuple[dict[str, Any], list[str]]:
    """Replay one file: its report (the JSON, in English) and, for people, its outcome
    and failures in ``lang``. An invalid file is reported on stderr."""
    try:
        scenario = load(path)
    except KoikoiError as e:
        print(words.say(e.msg, lang), file=sys.stderr)
        return {
            "file": path,
            "winner": None,
            "points": None,
            "base": None,
            "yaku": [],
            "ok": False,
            "errors": [str(e)],
            "invalid": True,
        }, []
    outcome = scenario.replay().outcome
    failures = scenario.check()
    return {
        "file": path,
        "winner": outcome.winner,
        "points": outcome.points,
        "base": outcome.base,
        "yaku": outcome.yaku,
        "ok": not failures,
        "errors": [words.say(m, "en") for m in failures],
        "title": scenario.title,
        "outcome": words.outcome_text(outcome.settlement, "en", scenario.rules),
        "expect": scenario.expect,
    }, [words.outcome_text(outcome.settlement, lang, scenario.rules)] + [
        words.say(m, lang) for m in failures
    ]


def _verdict(report: dict[str, Any]) -> str:
    if report.get("invalid"):
        return "invalid"
    if not report["ok"]:
        return "failed"
    return "ok" if report["expect"] else "played"  # "played": nothing was expected


def _print_report(report: dict[str, Any], said: list[str], lang: str) -> None:
    """One file's lines for people: its outcome, then each expectation it missed."""
    verdict = _verdict(report)
    if verdict == "invalid":
        return  # already said on standard error
    outcome, *failures = said
    file = excerpt(report["file"], 300)  # a file's name is input too: escaped, shortened
    print(words.say(f"cli.checked.{verdict}", lang, file=file, outcome=outcome))
    for failure in failures:
        print(f"{file}: {failure}")


# -- simulate ------------------------------------------------------------------------


def _simulate(args: argparse.Namespace) -> int:
    players = [name.strip() for name in args.players.split(",")]
    if len(players) != 2:
        raise KoikoiError(message="cli-players", players=excerpt(args.players))
    for name in players:
        if name not in PLAYERS:
            raise KoikoiError(
                message="unknown-player", player=excerpt(name), choices=", ".join(PLAYERS)
            )
    lang = _lang(args.lang)
    result = simulate(chosen_rules(args), args.rounds, args.seed, players=tuple(players))
    if args.json:
        print(json.dumps(result))
        return OK
    wins, points = result["wins"], result["points"]
    changed = ", ".join(f"{k}={v}" for k, v in result["rule_options"].items())
    print(
        words.say(
            "cli.simulated",
            lang,
            rounds=result["rounds"],
            rules=words.preset_name(result["rules"], lang),
            changed=f" ({changed})" if changed else "",
            a=words.player_name(players[0], lang),
            b=words.player_name(players[1], lang),
            seed=result["seed"],
        )
    )
    print(
        words.say(
            "cli.results",
            lang,
            wa=wins["A"],
            pa=points["A"],
            wb=wins["B"],
            pb=points["B"],
            draws=result["draws"],
        )
    )
    print(words.say("cli.speed", lang, seconds=result["seconds"], rate=result["rounds_per_second"]))
    return OK


# -- review --------------------------------------------------------------------------


def _rounds_in(path: str) -> list[Round]:
    """The rounds a file holds: a saved round, the finished rounds of a saved match
    (and the one in play), or a scenario's round played to its end: a save by its
    ``.json`` ending, in capitals too (``SAVE.JSON``, as some systems name files)."""
    if not path.lower().endswith(".json"):
        return [load(path).replay().round]
    source = excerpt(path, 200)
    text = read_text(path, MAX_SAVE_CHARS, source, KoikoiError)
    try:
        game = saving.loads(text)
    except KoikoiError as e:
        raise KoikoiError(e.msg).at(source, key=True) from None
    if isinstance(game, Round):
        return [game]
    return game.rounds + ([game.current] if game.current is not None else [])


def _review(args: argparse.Namespace) -> int:
    from .render.review import review_text

    lang = _lang(args.lang)
    if args.playouts > MAX_REVIEW_PLAYOUTS:
        raise KoikoiError(message="cli-too-many-playouts", limit=Count(MAX_REVIEW_PLAYOUTS))
    rounds = _rounds_in(args.file)
    # a long match takes minutes: each round's review is printed as it is done, and where
    # that is not seen (JSON, or output to a file) a terminal is told which round is under way
    progress = (
        len(rounds) > 1 and _is_terminal(sys.stderr) and (args.json or not _is_terminal(sys.stdout))
    )
    reviews = []
    for n, round_ in enumerate(rounds, 1):
        if progress:
            said = words.say("cli.review-progress", lang, n=Count(n), rounds=Count(len(rounds)))
            print(f"\r{said}\x1b[K", end="", file=sys.stderr, flush=True)
        review = review_round(round_, args.seat, playouts=args.playouts, seed=args.seed)
        if args.json:
            reviews.append(_review_json(review))
            continue
        if len(rounds) > 1:
            print(words.say("review.round", lang, n=n))
        print(review_text(review, lang), flush=True)
    if progress:
        print("\r\x1b[K", end="", file=sys.stderr, flush=True)  # the progress line cleared
    if args.json:
        print(json.dumps(reviews, indent=2))
    return OK


def _is_terminal(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except ValueError:  # closed
        return False


def _review_json(review: Review) -> dict[str, Any]:
    return {
        "seat": review.seat,
        "playouts": review.playouts,
        "cost": round(review.cost, 3),
        "agreement": None if review.agreement is None else round(review.agreement, 3),
        "choices": [
            {
                "turn": c.turn,
                "phase": c.phase.name.lower().replace("_", "-"),
                "chosen": action_to_string(c.chosen),
                "best": action_to_string(c.best),
                "cost": round(c.cost, 3),
                "mistake": c.mistake,
                "grade": c.grade,
                "exact": c.exact,
                "values": {action_to_string(a): round(v, 3) for a, v in c.values.items()},
            }
            for c in review.choices
        ],
    }


# -- cheatsheet ----------------------------------------------------------------------


def _cheatsheet(args: argparse.Namespace) -> int:
    from .render.cheatsheet import cheatsheet_html

    return _print_or_write(cheatsheet_html(Rules.preset(args.rules), _lang(args.lang)), args.out)


def _print_or_write(page: str, out: str | None) -> int:
    """Print ``page``, or write it as the file ``out``: whole or not at all, never
    through a symbolic link, never over a folder."""
    if out is None:
        if sys.stdout is None:  # started with standard output closed (>&-)
            raise KoikoiError(message="cli-stdout-closed")
        sys.stdout.write(page)
        return OK
    try:
        write_text(out, page)  # whole or not at all: a failed write loses nothing
    except OSError as e:
        raise KoikoiError(
            message="cli-cannot-write", file=excerpt(out), why=system_reason(e)
        ) from None
    return OK


# -- class-report ----------------------------------------------------------------------


def _class_report(args: argparse.Namespace) -> int:
    from .classroom import as_json, read_class, summarize
    from .render.class_report import class_report_html

    lang = _lang(args.lang)
    if not os.path.isdir(args.folder):
        raise KoikoiError(Msg("progress.report.no-folder", folder=excerpt(args.folder)))
    summary = summarize(read_class(args.folder))
    if args.json:
        found = as_json(summary, partial(words.say, lang=lang))
        return _print_or_write(json.dumps(found, ensure_ascii=False) + "\n", args.out)
    return _print_or_write(class_report_html(summary, lang), args.out)


# -- lessons and links ---------------------------------------------------------------


def _lessons(args: argparse.Namespace) -> int:
    lang = _lang(args.lang)
    checkout = checkout_lessons()
    unknown: KoikoiError | None = None  # why no lesson is known as the course's
    if checkout is not None and args.folder is None:
        if args.reset:
            raise KoikoiError(message="cli-reset-in-checkout")
        folder, notebooks = checkout, None
    else:
        if args.folder is not None and not args.folder.strip():
            raise KoikoiError(message="cli-empty-folder", folder=COPY_FOLDER)
        source = checkout or shipped_lessons()
        if source is None:
            raise KoikoiError(message="cli-no-lessons")
        course = None
        if checkout is not None:  # a checkout holds more than the course: git says what
            try:
                course = checkout_files(checkout)
            except KoikoiError as e:
                unknown = e  # copied as it stands, and nothing trusted
        done = copy_lessons(source, Path(args.folder or COPY_FOLDER), args.reset, course)
        folder = done.folder.resolve()
        _say_copy(done, folder, lang)
        notebooks = done.notebooks
    try:
        if unknown is not None:
            raise unknown
        _, unread = trust(checkout_notebooks(folder) if notebooks is None else notebooks)
    except KoikoiError as e:  # a checkout git cannot list: no lesson is known as the course's
        print(words.say("cli.untrusted", lang, why=words.say(e.msg, lang)), file=sys.stderr)
    except (OSError, sqlite3.Error) as e:  # untrusted lessons still work; say why
        print(words.say("cli.untrusted", lang, why=e), file=sys.stderr)
    else:
        for name in unread:
            print(words.say("cli.not-a-notebook", lang, name=excerpt(name, 300)), file=sys.stderr)
    print(words.say("cli.starting", lang, folder=excerpt(str(folder), 300)), flush=True)
    command = lab_command(folder, browser=not args.no_browser, port=args.port)
    with subprocess.Popen(command, env=lab_environment()) as lab:
        while True:
            try:
                return lab.wait()
            except KeyboardInterrupt:
                # Ctrl-C reaches JupyterLab too, which asks before it shuts down: wait on.
                continue


def _say_copy(done: Copy, folder: Path, lang: str) -> None:
    """What ``lessons`` did to the learner's folder: every file it did not simply copy
    or find as the course's is named (the learner's kept, the learner's set aside by
    --reset, and what it would not write)."""
    named = excerpt(str(folder), 300)  # a folder's name is input too: escaped, shortened
    print(words.say("cli.copied", lang, folder=named, n=len(done.copied)), flush=True)
    if done.kept:
        print(
            words.say(
                "cli.kept",
                lang,
                n=len(done.kept),
                lessons=", ".join(excerpt(name, 300) for name in done.kept),
            ),
            flush=True,
        )
    for name, backup in done.restored:
        print(
            words.say("cli.restored", lang, name=excerpt(name, 300), kept=excerpt(backup, 300)),
            flush=True,
        )
    for name, why in done.skipped:
        print(
            words.say("cli.skipped", lang, name=excerpt(name, 300), why=system_reason(why)),
            file=sys.stderr,
            flush=True,
        )


def _links(args: argparse.Namespace) -> int:
    lang = _lang(args.lang)
    found = links(args.repo, args.hub, args.branch)
    print(words.say("cli.link.lab", lang, url=found.binder_lab))
    print(words.say("cli.link.voila", lang, url=found.binder_voila))
    if found.hub is None:
        print(words.say("cli.link.no-hub", lang))
    else:
        print(words.say("cli.link.hub", lang, url=found.hub))
    return OK


# -- puzzles -------------------------------------------------------------------------


def _rating_range(text: str, lang: str = "en") -> tuple[int, int]:
    """``--rating LO-HI``: two whole numbers, the lower first."""
    low, sep, high = text.partition("-")
    if not (sep and low.strip().isdecimal() and high.strip().isdecimal() and len(text) < 20):
        raise argparse.ArgumentTypeError(
            words.say("error.puzzle.rating-range", lang, value=excerpt(text))
        )
    return int(low), int(high)


def _chosen_puzzles(args: argparse.Namespace) -> list[dict[str, Any]]:
    """The bank's entries the filters choose; an unknown preset or theme is bad input."""
    if args.rules is not None and args.rules not in PRESETS:
        Rules.preset(args.rules)  # refuses it, naming the presets
    if args.theme is not None and args.theme not in THEMES:
        raise KoikoiError(
            message="puzzle.theme", theme=excerpt(args.theme), themes=", ".join(THEMES)
        )
    return bank(args.rules, args.theme, getattr(args, "rating", None))


def _puzzles(args: argparse.Namespace) -> int:
    lang = _lang(args.lang)
    entries = _chosen_puzzles(args)
    if args.json:
        print(json.dumps([_puzzle_json(e) for e in entries], indent=1, ensure_ascii=False))
        return OK
    for e in entries:
        print(
            words.say(
                "puzzle.list.line",
                lang,
                id=e["id"],
                rules=e["rules"],
                rating=e["rating"],
                ask=e["ask"],
                themes=", ".join(e["themes"]),
            )
        )
    print(words.say("puzzle.list.count", lang, n=len(entries)))
    return OK


def _puzzle_json(e: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": e["id"],
        "rules": e["rules"],
        "rule_options": {},
        "ask": e["ask"],
        "answer": e["answer"],
        "themes": e["themes"],
        "rating": e["rating"],
        "values": e["values"],
        "view": e["view"],
    }


def _puzzles_check(args: argparse.Namespace) -> int:
    from .words.puzzle import choice_name

    lang = _lang(args.lang)
    reports = []
    for path in args.files:
        try:
            p = load_puzzle(path)
        except KoikoiError as e:
            print(words.say(e.msg, lang), file=sys.stderr)
            reports.append({"file": path, "ok": False, "invalid": True, "errors": [str(e)]})
            continue
        v = verify(p)
        failures = check_puzzle(p, v)
        reports.append(
            {
                "file": path,
                "ok": not failures,
                "answer": p.answer,
                "best": v.best,
                "margin": round(v.margin, 3),
                "method": v.method,
                "samples": v.samples,
                "values": {c: round(x.mean, 3) for c, x in v.values.items()},
                "intervals": {c: [round(x.low, 3), round(x.high, 3)] for c, x in v.values.items()},
                "errors": [words.say(m, "en") for m in failures],
            }
        )
        if args.json:
            continue
        file = excerpt(path, 300)
        values = ", ".join(
            words.say(
                "puzzle.check.value" if v.method == "exact" else "puzzle.check.interval",
                lang,
                choice=choice_name(c, lang),
                value=words.number(round(x.mean, 2), lang),
                low=words.number(round(x.low, 2), lang),
                high=words.number(round(x.high, 2), lang),
            )
            for c, x in sorted(v.values.items(), key=lambda cx: -cx[1].mean)
        )
        verdict = (
            words.say("puzzle.check.ok", lang, answer=choice_name(p.answer, lang))
            if not failures
            else words.say("puzzle.check.failed", lang)
        )
        method = words.say(f"puzzle.check.{v.method}", lang, n=v.samples)
        print(words.say("puzzle.check.line", lang, file=file, verdict=verdict, method=method,
                        values=values))  # fmt: skip
        for failure in failures:
            print(f"{file}: {words.say(failure, lang)}")
    if args.json:
        print(json.dumps(reports, indent=2))
    if any(r.get("invalid") for r in reports):
        return BAD_INPUT
    return OK if all(r["ok"] for r in reports) else FAILED


def _puzzle(args: argparse.Namespace) -> int:
    """One puzzle in the terminal: the view, the question, two tries, the numbers."""
    import random
    from datetime import date

    from .words.puzzle import choice_name, explanation, question, view_lines

    lang = _lang(args.lang)
    entries = _chosen_puzzles(args)
    if not entries:
        raise KoikoiError(Msg("puzzle.none"))
    entry = daily(entries, date.today()) if args.daily else random.choice(entries)
    p = from_entry(entry)
    print(words.say("puzzle.heading", lang, id=p.id, rules=words.preset_name(p.rules, lang),
                    rating=p.rating))  # fmt: skip
    for line in view_lines(p.view, lang):
        print(line)
    print(question(p, lang))
    print(", ".join(f"{c} ({choice_name(c, lang)})" for c in p.choices))
    hint = ", ".join(words.say(f"puzzle.theme.{t}", lang) for t in p.themes)
    for attempt in (1, 2):
        given = _read_answer(p.choices, lang)
        if given == p.answer:
            print(words.say("puzzle.right", lang))
            break
        if given is None or attempt == 2:
            print(words.say("puzzle.answer-was", lang, answer=choice_name(p.answer, lang)))
            break
        print(words.say("puzzle.wrong", lang, themes=hint or words.say("puzzle.no-theme", lang)))
    for line in explanation(p, lang):
        print(line)
    return OK


def _read_answer(choices: tuple[str, ...], lang: str) -> str | None:
    """A choice read from standard input; ``None`` at its end or for an empty line.
    A line that is not a choice is asked again."""
    while True:
        print(words.say("puzzle.prompt", lang), end="", flush=True)
        line = sys.stdin.readline(200) if sys.stdin is not None else ""
        given = line.strip()
        if not given:
            print()
            return None
        if given in choices:
            return given
        print(
            words.say(
                "puzzle.unknown-answer", lang, answer=excerpt(given), choices=", ".join(choices)
            )
        )
