"""The command line's own help and usage errors follow ``--lang`` (issue 11).

``koikoi-edu --lang ru --help``, ``koikoi-edu check --help --lang uk`` and a usage
error such as ``koikoi-edu --lang uk check`` (no files) are written in that language:
the help from the catalogue, and argparse's own words ("usage:", "options", "the
following arguments are required") too. What may stay in Latin letters is what a
person types or reads as written: option names, commands, presets, languages and
players, paths and addresses, the input repeated in quotes, and the names of the
tools (JSON, JupyterLab). English stays byte for byte as argparse wrote it, and the
exit statuses are the same in every language.
"""

from __future__ import annotations

import argparse
import gettext
import inspect
import os
import re

import pytest
from helpers import english_in_message

from koikoi_edu import words
from koikoi_edu.cli import main
from koikoi_edu.puzzle import THEMES
from koikoi_edu.rules import PRESETS

COMMANDS = (
    "score",
    "check",
    "simulate",
    "rules",
    "lessons",
    "links",
    "cheatsheet",
    "review",
    "class-report",
    "puzzles",
    "puzzle",
)
#: What the help shows in Latin letters in every language: what a person types (commands,
#: presets, languages, players, the [expect] table, the default branch, Python's int) and
#: the names of things as their makers write them.
CODE = {
    *COMMANDS,
    *PRESETS,
    *words.LANGUAGES,
    *THEMES,  # the puzzle themes' ids, typed after --theme
    "random",
    "greedy",
    "heuristic",
    "quick",
    "strong",
    "expect",
    "main",
    "int",
    "koikoi-edu",
    "JSON",
    "TOML",
    "HTML",
    "JupyterLab",
    "JupyterHub",
    "Binder",
    "Voila",
    "GitHub",
    "nbgitpuller",
    "URL",
    "Letter",
}
#: Options (--lang), paths (notebooks/) and addresses (mybinder.org, https://...).
TYPED = re.compile(r"(?<!\w)-[\w-]*|\S*(?:/|\w\.\w)\S*")


def english(text: str) -> set[str]:
    """The English words of ``text`` outside code, options, paths and quoted input."""
    return {
        w
        for line in text.splitlines()
        for w in english_in_message(TYPED.sub(" ", line))
        if w not in CODE
    }


def run(capsys, *argv: str) -> tuple[int, str]:
    status = main(list(argv))
    out = capsys.readouterr()
    return status, out.out + out.err


HELP = [
    ("--lang", "{lang}", "--help"),
    ("--help", "--lang", "{lang}"),
    *[(command, "--help", "--lang", "{lang}") for command in COMMANDS],
    *[("--lang", "{lang}", command, "--help") for command in COMMANDS],
]
USAGE_ERRORS = [
    ("--lang", "{lang}", "check"),  # no files
    ("check", "--lang", "{lang}"),
    ("--lang", "{lang}", "frobnicate"),  # no such command
    ("score", "pine-crane", "--frob", "--lang", "{lang}"),  # no such option
    ("lessons", "--port", "x", "--lang", "{lang}"),  # not a port
    ("simulate", "--rounds", "x", "--lang", "{lang}"),  # not a number
    ("simulate", "--r", "3", "--lang", "{lang}"),  # --rules or --rounds?
    ("check", "--json=1", "--lang", "{lang}", "a.toml"),  # a flag with a value
    ("simulate", "--seed", "--lang", "{lang}"),  # --seed with no value
]


@pytest.mark.parametrize("lang", ["ru", "uk"])
@pytest.mark.parametrize("argv", HELP + USAGE_ERRORS, ids=" ".join)
def test_help_and_usage_errors_are_in_the_language_asked_for(capsys, argv, lang):
    status, said = run(capsys, *(a.format(lang=lang) for a in argv))
    english_status, in_english = run(capsys, *(a.format(lang="en") for a in argv))
    assert status == english_status and status in (0, 2)
    assert said != in_english
    assert english(said) == set(), said


@pytest.mark.parametrize("lang", ["ja", "romaji"])
def test_japanese_help_is_from_the_catalogue_too(capsys, lang):
    status, said = run(capsys, "--lang", lang, "check", "--help")
    assert status == 0
    # argparse wraps the lines: compare without the spaces and line breaks
    described = "".join(words.say("cli.help.check.description", lang).split())
    assert described in "".join(said.split())
    assert said.startswith(words.say("cli.argparse.usage", lang))


def test_english_help_is_argparses_own(capsys):
    status, said = run(capsys, "check", "--help")
    assert status == 0
    assert said.startswith("usage: koikoi-edu check [-h] [--json] [--lang LANG] FILE [FILE ...]")
    assert "\noptions:\n  -h, --help   show this help message and exit\n" in said
    assert run(capsys, "check") == (
        2,
        "usage: koikoi-edu check [-h] [--json] [--lang LANG] "
        "FILE [FILE ...]\nkoikoi-edu check: error: the following "
        "arguments are required: FILE\n",
    )


def test_argparse_gets_its_own_words_back(capsys):
    run(capsys, "--lang", "ru", "check")
    assert vars(argparse)["_"] is gettext.gettext
    parser = argparse.ArgumentParser(prog="p")
    assert parser.format_usage() == "usage: p [-h]\n"


def test_a_language_before_the_command_is_the_commands(capsys):
    status, said = run(capsys, "--lang", "ru", "score", "pampas-moon", "chrysanthemum-cup")
    assert status == 0 and said.startswith(words.yaku_name("tsukimi", "ru"))
    assert run(capsys, "--lang", "ru", "score", "--lang", "en", "pampas-moon", "chrysanthemum-cup")[
        1
    ].startswith("tsukimi")


def test_an_unknown_language_leaves_the_help_in_english(capsys):
    assert run(capsys, "--lang", "xx", "check")[1].endswith(
        "error: the following arguments are required: FILE\n"
    )
    status, said = run(capsys, "--lang", "xx", "check", "a.toml")
    assert status == 2 and said.startswith("unknown language 'xx'")


def test_argparse_reads_its_words_through_gettext_and_the_process_is_left_as_it_was(
    capsys, monkeypatch
):
    monkeypatch.setenv("LANGUAGE", "fr")
    domain = gettext.textdomain()
    assert main(["--lang", "uk", "score", "pine-crane", "--bogus"]) == 2
    said = capsys.readouterr().err
    assert said.startswith(words.say("cli.argparse.usage", "uk"))
    assert words.say("cli.argparse.unrecognized", "uk").split("%")[0] in said
    assert gettext.textdomain() == domain and os.environ["LANGUAGE"] == "fr"
    assert gettext.bindtextdomain(words.ARGPARSE_DOMAIN) != str(words.catalogue.LOCALE_FOLDER)


def test_the_argparse_catalogue_holds_argparses_own_english():
    # a word whose English is not argparse's would never be looked up: argparse asks
    # gettext for its own text, without the catalogue's id
    source = inspect.getsource(argparse)
    english = [t for k, t in words.en.WORDS.items() if k.startswith("cli.argparse.")]
    assert english and all(repr(t)[1:-1] in source or t in source for t in english)


# -- issue 37, defect 7: a catalogue cut short or missing ------------------------------------


@pytest.fixture
def locale_copy(tmp_path, monkeypatch):
    """A copy of the package's catalogues, which the test may break, in their place."""
    import shutil

    copy = tmp_path / "locale"
    shutil.copytree(words.catalogue.LOCALE_FOLDER, copy)
    monkeypatch.setattr(words.catalogue, "LOCALE_FOLDER", copy)
    forget = [words.catalogue._catalogue, words.catalogue._translations, words.table]
    for cached in forget:
        cached.cache_clear()
    yield copy
    for cached in forget:
        cached.cache_clear()


def cut_short(path):
    path.write_bytes(path.read_bytes()[:10])


@pytest.mark.parametrize("domain", ["koikoi_edu", "argparse"])
@pytest.mark.parametrize("damage", [cut_short, os.remove, lambda p: p.write_bytes(b"x" * 50)])
@pytest.mark.parametrize(
    "argv",
    [
        ["--lang", "ru", "--help"],
        ["score", "--help", "--lang", "ru"],
        ["score", "--lang", "ru", "pine-crane", "cherry-curtain", "pampas-moon"],
        ["score", "--lang", "ru"],  # a usage error: argparse's own words
    ],
)
def test_a_damaged_catalogue_is_one_line_naming_it_and_english_after(
    capsys, locale_copy, domain, damage, argv
):
    catalogue = locale_copy / "ru" / "LC_MESSAGES" / f"{domain}.mo"
    damage(catalogue)
    status = main(argv)
    out, err = capsys.readouterr()
    usage_error = argv == ["score", "--lang", "ru"]
    assert status == (2 if usage_error else 0) and "Traceback" not in err
    first, *rest = err.splitlines()
    why = "No such file or directory" if damage is os.remove else "cut short, or not a catalogue"
    english = (
        f"koikoi-edu: cannot read the catalogue {catalogue} ({why}); its messages are in English"
    )
    if domain == "koikoi_edu":  # the package's messages in English, this one too
        assert first == english
        if "pine-crane" in argv:
            assert out == "sanko 5 | base 5 | points 5\n" and rest == []
        elif usage_error:
            assert rest[-1] == "koikoi-edu score: ошибка: нужны аргументы: CARD"
        else:
            assert "answer in JSON" in out or "Learn the Japanese card game Koi-Koi." in out
    else:  # argparse's words in English, the package's in Russian
        assert first.startswith(f"koikoi-edu: не удаётся прочитать каталог {catalogue} (")
        if usage_error:
            assert (
                rest[-1] == "koikoi-edu score: error: the following arguments are required: КАРТА"
            )
        elif "--help" in argv:
            assert out.startswith("usage: koikoi-edu") and re.search("[а-я]", out)
