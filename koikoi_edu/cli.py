"""The command line: ``python -m koikoi_edu`` (also installed as ``koikoi-edu``).

::

    koikoi-edu score maple-deer peony-butterflies clover-boar
    echo "pine-crane cherry-curtain pampas-moon" | koikoi-edu score --json -
    koikoi-edu check koikoi_edu/scenarios/*.toml
    koikoi-edu simulate --rounds 1000 --seed 1 --players heuristic,random
    koikoi-edu lessons
    koikoi-edu links koikoi-edu/koikoi-edu --hub https://hub.example.edu
    koikoi-edu cheatsheet --rules nintendo --lang ru --out cheatsheet.html

Exit status: 0 when all went well; 1 when a ``check`` expectation failed; 2 on bad
input (an unknown card, rules preset or option, a duplicate card, an invalid or
illegal scenario, a missing file). Bad input is reported on standard error, one
line per problem naming the file, the turn and the card, and never as a traceback;
input repeated in a message is shortened and its control characters escaped. When
the reader of the output goes away (``score - | head -1``) the command stops
quietly with status 141, as Unix tools stopped by SIGPIPE do.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sqlite3
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any, NoReturn, TextIO

from . import words
from .cards import CardSet, parse_cards
from .course import (
    COPY_FOLDER,
    checkout_lessons,
    copy_lessons,
    lab_command,
    lab_environment,
    links,
    shipped_lessons,
    trust,
)
from .errors import KoikoiError, shown
from .match import simulate
from .rules import PRESETS, Rules
from .scenario import load
from .settlement import reason_text, settle
from .yaku import score

OK, FAILED, BAD_INPUT = 0, 1, 2
BROKEN_PIPE = 141


def main(argv: list[str] | None = None) -> int:
    """Run the command line on ``argv`` (default: ``sys.argv[1:]``); returns the exit status."""
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # --help, or a usage error argparse has already explained
        return e.code if isinstance(e.code, int) else BAD_INPUT
    try:
        return args.command(args)
    except KoikoiError as e:
        print(e.say(_error_lang(args)), file=sys.stderr)
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


def _error_lang(args: argparse.Namespace) -> str:
    """The language errors are said in: ``--lang``, or English when it is not one of the
    catalogue's (that error itself is said in English)."""
    lang = getattr(args, "lang", "en")
    return lang if lang in words.TABLES else "en"


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="koikoi-edu", description="Learn the Japanese card game Koi-Koi.")
    commands = parser.add_subparsers(title="commands", required=True, metavar="COMMAND")

    p = commands.add_parser(
        "score", help="the yaku, base and points of a captured pile",
        description="Score a captured pile. With - instead of cards, read one pile a line "
                    "(card ids separated by spaces) from standard input.")
    _add_rules(p)
    p.add_argument("--json", action="store_true", help="answer in JSON (JSON lines with -)")
    p.add_argument("cards", nargs="+", metavar="CARD", help="card ids, or - for standard input")
    p.set_defaults(command=_score)

    p = commands.add_parser(
        "check", help="replay scenario files and check their [expect]",
        description="Replay scenario files, print each outcome and check [expect].")
    p.add_argument("--json", action="store_true", help="a JSON list, one object per file")
    _add_lang(p)
    p.add_argument("files", nargs="+", metavar="FILE")
    p.set_defaults(command=_check)

    p = commands.add_parser(
        "simulate", help="play seeded rounds between two computer players",
        description="Play N seeded rounds between two computer players and count the wins.")
    _add_rules(p)
    p.add_argument("--rounds", type=int, default=1000, metavar="N", help="default 1000")
    p.add_argument("--seed", type=int, metavar="S", help="default: a random seed, printed")
    p.add_argument("--players", default="random,random", metavar="NAME,NAME",
                   help="seat A's and seat B's player: random, greedy or heuristic "
                        "(default random,random)")
    p.add_argument("--json", action="store_true", help="answer in JSON")
    p.set_defaults(command=_simulate)

    p = commands.add_parser(
        "lessons", help="start JupyterLab on the lesson notebooks",
        description="Start JupyterLab on the lessons, with lesson 00 open. In a checkout "
                    "it opens notebooks/ in place; an installed package first copies "
                    f"the lessons into ./{COPY_FOLDER} (or --folder), keeping any lesson "
                    "already there, so a learner's work is never overwritten.")
    p.add_argument("--folder", metavar="DIR",
                   help=f"copy the lessons into DIR (default ./{COPY_FOLDER}; "
                        "in a checkout, notebooks/ is opened in place)")
    p.add_argument("--reset", action="store_true",
                   help="restore every lesson of the copy to the course's version")
    p.add_argument("--no-browser", action="store_true", help="do not open a browser")
    p.add_argument("--port", type=_port, metavar="N",
                   help="JupyterLab's port, 1 to 65535 (default: the first free one from 8888)")
    _add_lang(p)
    p.set_defaults(command=_lessons)

    p = commands.add_parser(
        "links", help="the links that open the course on Binder and on a JupyterHub",
        description="Print the links into the course for the GitHub repository REPO: "
                    "JupyterLab on lesson 00 and Voila on the worked example on "
                    "mybinder.org and, with --hub, an nbgitpuller link that copies the "
                    "course into each student's home on that JupyterHub.")
    p.add_argument("repo", metavar="REPO", help="OWNER/NAME, or https://github.com/OWNER/NAME")
    p.add_argument("--hub", metavar="URL",
                   help="the JupyterHub's http(s) address, e.g. https://hub.example.edu")
    p.add_argument("--branch", default="main", metavar="B",
                   help="the branch the links open (default main)")
    _add_lang(p)
    p.set_defaults(command=_links)

    p = commands.add_parser(
        "cheatsheet", help="a one-page yaku cheat sheet with card pictures, as HTML",
        description="Write the yaku cheat sheet of a rules preset as an HTML page that "
                    "prints on one A4 or Letter sheet.")
    p.add_argument("--rules", default="teaching", metavar="PRESET",
                   help=f"rules preset: {', '.join(PRESETS)} (default teaching)")
    _add_lang(p)
    p.add_argument("--out", metavar="FILE", help="write the page here (default: print it)")
    p.set_defaults(command=_cheatsheet)
    return parser


class _Parser(argparse.ArgumentParser):
    """argparse, with the arguments its usage errors repeat shortened and escaped."""

    def error(self, message: str) -> NoReturn:
        super().error(shown(message, 300))


def _port(text: str) -> int:
    """A TCP port for ``--port``; JupyterLab itself would answer a bad one with a traceback."""
    port = int(text) if text.strip().isdecimal() and len(text) < 10 else 0
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"'{shown(text)}' is not a port; give a number "
                                         "from 1 to 65535")
    return port


def _add_rules(p: argparse.ArgumentParser) -> None:
    p.add_argument("--rules", default="teaching", metavar="PRESET",
                   help=f"rules preset: {', '.join(PRESETS)} (default teaching)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="change one rules option of the preset (repeatable)")
    _add_lang(p)


def _add_lang(p: argparse.ArgumentParser) -> None:
    p.add_argument("--lang", default="en", metavar="LANG",
                   help=f"language of what is printed for people: "
                        f"{', '.join(words.LANGUAGES)} (default en; JSON stays as it is)")


def _rules(args: argparse.Namespace) -> Rules:
    """The preset with the ``--option`` changes; values are read as TOML values
    (``true``, ``6``), and anything else as text (``caller_factor=doubling``)."""
    options: dict[str, Any] = {}
    for text in args.option:
        name, sep, value = text.partition("=")
        if not sep:
            raise KoikoiError(message="cli-option-form", option=shown(text))
        if not value.isprintable():  # a second line would be read as a second TOML key
            raise KoikoiError(message="cli-option-line", option=shown(text))
        options[name.strip()] = _option_value(value)
    return Rules.preset(args.rules).replace(**options)


def _option_value(text: str) -> Any:
    """A one-line option value as TOML reads it, or as text. A rules option is a number,
    true, false or a word; anything longer than any of those stays text (and is refused
    by the rules with its name), so the TOML parser never sees deep nesting."""
    if len(text) > _OPTION_VALUE_LIMIT:
        return text.strip()
    try:
        return tomllib.loads(f"v = {text}")["v"]
    except ValueError:  # not TOML, or a number too long for Python to read
        return text.strip()


_OPTION_VALUE_LIMIT = 40


# -- score ---------------------------------------------------------------------------


def _score(args: argparse.Namespace) -> int:
    rules, lang = _rules(args), words.check_lang(args.lang)
    if args.cards != ["-"]:
        if "-" in args.cards:
            raise KoikoiError(message="cli-stdin-alone")
        print(_answer(CardSet(parse_cards(args.cards, "score")), rules, args.json, lang))
        return OK
    if sys.stdin is None:  # started with standard input closed (<&-)
        raise KoikoiError(message="cli-stdin-closed")
    if isinstance(sys.stdin, io.TextIOWrapper):  # bytes that are not UTF-8 become escapes
        sys.stdin.reconfigure(errors="surrogateescape")
    status = OK
    for n, line in enumerate(_lines(sys.stdin), 1):
        try:
            if line is None:
                raise KoikoiError(message="cli-line-too-long", n=n,
                                  limit=words.count(MAX_LINE, lang))
            pile = CardSet(parse_cards(line.split(), f"<stdin>: line {n}"))
        except KoikoiError as e:
            print(e.say(lang), file=sys.stderr)
            status = BAD_INPUT
            continue
        print(_answer(pile, rules, args.json, lang), flush=True)
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


def _answer(pile: CardSet, rules: Rules, as_json: bool, lang: str = "en") -> str:
    """One line: the pile's yaku, its base, and what it settles for if its holder
    stops with no koi-koi call on the table."""
    held = score(pile, rules)
    yaku = tuple(y.id for y in held.yaku)
    settled = settle(rules, "A", held.base, yaku)
    points, factors = settled.points, settled.factors
    if as_json:
        return json.dumps({"base": held.base, "points": points,
                           "yaku": [{"id": y.id, "points": y.points} for y in held.yaku]})
    named = (lambda y: y) if lang == "en" else partial(words.yaku_name, lang=lang)
    listed = (", ".join(f"{named(y.id)} {y.points}" for y in held.yaku)
              or words.say("cli.no-yaku", lang))
    how = "".join(f" {f.op} {f.value} ({reason_text(f, lang)})" for f in factors)
    return words.say("cli.score", lang, yaku=listed, base=held.base, points=points) + (
        f" = {held.base}{how}" if factors else "")


# -- check ---------------------------------------------------------------------------


def _check(args: argparse.Namespace) -> int:
    lang = words.check_lang(args.lang)
    checked = [_check_file(path, lang) for path in args.files]
    reports = [report for report, _ in checked]
    if args.json:
        print(json.dumps(reports, indent=2))
    else:
        for report, said in checked:
            _print_report(report, said, lang)
        if len(reports) > 1:
            counts = {v: sum(_verdict(r) == v for r in reports)
                      for v in ("ok", "failed", "invalid", "played")}
            print(words.say("cli.scenarios", lang, n=len(reports), counts=", ".join(
                words.say(f"cli.count.{v}", lang, n=n) for v, n in counts.items() if n)))
    verdicts = {_verdict(r) for r in reports}
    return BAD_INPUT if "invalid" in verdicts else FAILED if "failed" in verdicts else OK


def _check_file(path: str, lang: str) -> tuple[dict[str, Any], list[str]]:
    """Replay one file: its report (the JSON, in English) and, for people, its outcome
    and failures in ``lang``. An invalid file is reported on stderr."""
    try:
        scenario = load(path)
    except KoikoiError as e:
        print(e.say(lang), file=sys.stderr)
        return {"file": path, "winner": None, "points": None, "base": None, "yaku": [],
                "ok": False, "errors": [str(e)], "invalid": True}, []
    outcome = scenario.replay().outcome
    failures = scenario.check()
    said = failures if lang == "en" else scenario.check(lang)
    return {"file": path, "winner": outcome.winner, "points": outcome.points,
            "base": outcome.base, "yaku": outcome.yaku, "ok": not failures,
            "errors": failures, "title": scenario.title, "outcome": outcome.text,
            "expect": scenario.expect}, [outcome.said(lang), *said]


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
    print(words.say(f"cli.checked.{verdict}", lang, file=report["file"], outcome=outcome))
    for failure in failures:
        print(f"{report['file']}: {failure}")


# -- simulate ------------------------------------------------------------------------


def _simulate(args: argparse.Namespace) -> int:
    players = [name.strip() for name in args.players.split(",")]
    if len(players) != 2:
        raise KoikoiError(message="cli-players", players=shown(args.players))
    lang = words.check_lang(args.lang)
    result = simulate(_rules(args), args.rounds, args.seed, players=tuple(players))
    if args.json:
        print(json.dumps(result))
        return OK
    wins, points = result["wins"], result["points"]
    changed = ", ".join(f"{k}={v}" for k, v in result["rule_options"].items())
    print(words.say("cli.simulated", lang, rounds=result["rounds"],
                    rules=words.preset_name(result["rules"], lang),
                    changed=f" ({changed})" if changed else "",
                    a=words.player_name(players[0], lang), b=words.player_name(players[1], lang),
                    seed=result["seed"]))
    print(words.say("cli.results", lang, wa=wins["A"], pa=points["A"], wb=wins["B"],
                    pb=points["B"], draws=result["draws"]))
    print(words.say("cli.speed", lang, seconds=result["seconds"],
                    rate=result["rounds_per_second"]))
    return OK


# -- cheatsheet ----------------------------------------------------------------------


def _cheatsheet(args: argparse.Namespace) -> int:
    from .render.cheatsheet import cheatsheet_html

    page = cheatsheet_html(Rules.preset(args.rules), words.check_lang(args.lang))
    if args.out is None:
        sys.stdout.write(page)
        return OK
    try:
        Path(args.out).write_text(page, encoding="utf-8")
    except OSError as e:
        raise KoikoiError(message="cli-cannot-write", file=shown(args.out),
                          why=e.strerror) from None
    return OK


# -- lessons and links ---------------------------------------------------------------


def _lessons(args: argparse.Namespace) -> int:
    lang = words.check_lang(args.lang)
    checkout = checkout_lessons()
    if checkout is not None and args.folder is None:
        if args.reset:
            raise KoikoiError(message="cli-reset-in-checkout")
        folder = checkout
    else:
        if args.folder is not None and not args.folder.strip():
            raise KoikoiError(message="cli-empty-folder", folder=COPY_FOLDER)
        source = checkout or shipped_lessons()
        if source is None:
            raise KoikoiError(message="cli-no-lessons")
        done = copy_lessons(source, Path(args.folder or COPY_FOLDER), args.reset)
        folder = done.folder.resolve()
        print(words.say("cli.copied", lang, folder=folder, n=len(done.copied)), flush=True)
        if done.kept:
            print(words.say("cli.kept", lang, n=len(done.kept), lessons=", ".join(done.kept)),
                  flush=True)
    try:
        trust(folder)
    except (OSError, sqlite3.Error) as e:  # untrusted lessons still work; say why
        print(words.say("cli.untrusted", lang, why=e), file=sys.stderr)
    print(words.say("cli.starting", lang, folder=folder), flush=True)
    command = lab_command(folder, browser=not args.no_browser, port=args.port)
    with subprocess.Popen(command, env=lab_environment()) as lab:
        while True:
            try:
                return lab.wait()
            except KeyboardInterrupt:
                # Ctrl-C reaches JupyterLab too, which asks before it shuts down: wait on.
                continue


def _links(args: argparse.Namespace) -> int:
    lang = words.check_lang(args.lang)
    found = links(args.repo, args.hub, args.branch)
    print(words.say("cli.link.lab", lang, url=found.binder_lab))
    print(words.say("cli.link.voila", lang, url=found.binder_voila))
    if found.hub is None:
        print(words.say("cli.link.no-hub", lang))
    else:
        print(words.say("cli.link.hub", lang, url=found.hub))
    return OK
