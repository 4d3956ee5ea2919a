"""The command line against a careless command line and a hostile file (issue 22).

What ``koikoi-edu`` echoes is escaped and shortened, whatever the input; what it cannot
do (an unknown yaku to expect, an address no class can use, a count that would run for
years) it refuses at once with status 2 and one line; and a terminal that cannot show
Cyrillic or kana gets what it can, never a traceback. Each test is the regression test
of one defect of the issue, numbered as there.
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest
from helpers import assert_said_without_english

from koikoi_edu import words
from koikoi_edu.cli import main
from koikoi_edu.course import links
from koikoi_edu.errors import KoikoiError, ScenarioError
from koikoi_edu.match import MAX_ROUNDS
from koikoi_edu.rules import Rules
from koikoi_edu.scenario import load_named, loads
from koikoi_edu.widgets.scenario_player import ScenarioPlayer

ROOT = Path(__file__).resolve().parent.parent
AKATAN = (
    resources.files("koikoi_edu").joinpath("scenarios", "akatan.toml").read_text(encoding="utf-8")
)
PLAYED = AKATAN[: AKATAN.index("[expect]")]  # the position and turns, nothing expected
ESCAPES = "\\u001b]0;all ok\\u0007\\u001b[2J\\u001b[1A"  # retitle, clear, move up (TOML)


def controls(text: str) -> set[str]:
    return {c for c in text if not c.isprintable() and c != "\n"}


# -- defect 8: check echoes nothing raw, nothing long; an unknown yaku is refused ------------


def test_an_unknown_yaku_to_expect_is_refused_naming_it_in_every_language():
    with pytest.raises(ScenarioError) as refused:
        loads(PLAYED + '[expect]\nyaku = ["akatan", "moon-beer"]\n', "x.toml")
    assert str(refused.value).startswith(
        "x.toml: expect.yaku: moon-beer is not a yaku; the yaku are goko, shiko,"
    )
    assert_said_without_english(refused.value)
    for lang in words.LANGUAGES:
        assert "moon-beer" in words.say(refused.value.msg, lang)
    # every id an outcome can hold stays expectable: the instant wins' too
    for yid in ("teshi", "kuttsuki", "two-months", "akatan-aotan"):
        loads(PLAYED + f'[expect]\nyaku = ["{yid}"]\n')


def test_check_refuses_an_unknown_yaku_with_status_2(capsys, tmp_path):
    path = tmp_path / "typo.toml"
    path.write_text(PLAYED + '[expect]\nyaku = ["akatann"]\n', encoding="utf-8")
    assert main(["check", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "akatann is not a yaku" in err


def test_check_escapes_the_expected_yaku_and_the_files_name(capsys, tmp_path):
    path = tmp_path / "fake.toml"
    path.write_text(PLAYED + f'[expect]\nyaku = ["{ESCAPES}"]\n', encoding="utf-8")
    named = tmp_path / "\x1b[2J\x1b]0;all ok\x07.toml"
    named.write_text(PLAYED, encoding="utf-8")
    for lang in ("en", "ru"):
        assert main(["check", "--lang", lang, str(path), str(named)]) == 2
        out, err = capsys.readouterr()
        assert controls(out) == set() and controls(err) == set()
        assert "\\x1b[2J" in out and "\\x1b]0;all ok" in err


def test_check_shortens_a_long_number_it_echoes(capsys, tmp_path):
    path = tmp_path / "long.toml"
    path.write_text(PLAYED + "[expect]\npoints = " + "9" * 4000 + "\n", encoding="utf-8")
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert max(len(line) for line in out.splitlines()) < 200
    assert "... (4,000 characters), got 5" in out


# -- defect 9: a terminal that is not UTF-8 ------------------------------------------------


@pytest.mark.parametrize("encoding", ["ascii", "cp1252"])
@pytest.mark.parametrize(
    "argv",
    [
        ["score", "--lang", "ru", "pine-crane", "cherry-curtain", "pampas-moon"],
        ["simulate", "--rounds", "2", "--seed", "1", "--lang", "ja"],
        ["check", "--lang", "uk", str(ROOT / "koikoi_edu" / "scenarios" / "akatan.toml")],
        ["--lang", "ru", "--help"],
        ["score", "--lang", "ja", "--help"],
    ],
)
def test_a_terminal_that_is_not_utf8_gets_what_it_can_show(encoding, argv):
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    done = subprocess.run(
        [sys.executable, "-m", "koikoi_edu", *argv], capture_output=True, env=env, timeout=120
    )
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    out = done.stdout.decode(encoding)
    assert "?" in out and out.strip()  # the rest is replaced, not lost with a traceback


# -- defect 10: a scenario's name too long for the system ----------------------------------


def test_a_name_too_long_for_a_file_gets_the_packages_own_error():
    for name in ("x" * 300, "x" * 5000, "a\0b"):
        with pytest.raises(KoikoiError) as refused:
            load_named(name)
        assert str(refused.value).startswith("no scenario '")
        assert len(str(refused.value).splitlines()) == 1
        with pytest.raises(KoikoiError):
            ScenarioPlayer(name)


# -- defect 11: links --hub refuses an address a class cannot use --------------------------


@pytest.mark.parametrize(
    "hub",
    [
        "https://hub.edu/a b",
        "https://hub edu",
        "https://hub.edu/<script>",
        'https://hub.edu/"x',
        "https://hub.edu/'onload='x",
        "https://hub.edu/\nx",
        "https://hub.edu:0",
        "https://hub.edu:0/jupyter",
        "https://hub.edu/{x}",
    ],
)
def test_links_refuses_a_hub_address_that_is_not_usable(capsys, hub):
    assert main(["links", "a/b", "--hub", hub]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("links --hub '")
    assert controls(err) == set()


@pytest.mark.parametrize(
    "hub",
    [
        "https://teacher:secret@hub.edu",
        "https://teacher@hub.edu",
        "https://:secret@hub.edu/jupyter",
    ],
)
def test_links_refuses_a_hub_address_with_a_login_and_never_repeats_it(capsys, hub):
    assert main(["links", "a/b", "--hub", hub, "--lang", "ru"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "secret" not in err
    assert err.startswith("links --hub: укажите адрес JupyterHub без имени пользователя")
    with pytest.raises(KoikoiError) as refused:
        links("a/b", hub)
    said = {words.say(refused.value.msg, lang) for lang in words.LANGUAGES}
    assert len(said) == len(words.LANGUAGES) and not any("secret" in s for s in said)


def test_links_still_takes_every_usable_hub_address():
    for hub in (
        "https://hub.example.edu",
        "http://10.0.0.5:8000/jupyter/",
        "http://[::1]:8000",
        "https://uni.edu/~course/hub%20a",
    ):
        assert links("a/b", hub).hub.startswith(hub.rstrip("/") + "/hub/user-redirect/")


# -- defect 12: simulate --rounds has a bound ----------------------------------------------


def test_simulate_refuses_more_rounds_than_its_documented_bound(capsys):
    assert MAX_ROUNDS == 1_000_000
    assert main(["simulate", "--rounds", "1000000000000"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == (
        "the number of rounds must be a whole number from 0 to 1,000,000, not 1000000000000\n"
    )
    assert main(["simulate", "--rounds", str(MAX_ROUNDS + 1), "--lang", "ru"]) == 2
    assert "от 0 до 1\u00a0000\u00a0000" in capsys.readouterr().err
    assert main(["simulate", "--help"]) == 0
    assert "at most 1,000,000" in capsys.readouterr().out
    page = (ROOT / "docs" / "scenario-format.md").read_text(encoding="utf-8")
    assert "1,000,000" in page  # and the command line's page says so


# -- and a TOML date given as an option value ---------------------------------------------


@pytest.mark.parametrize("value", ["2026-12-01", "10:00:00", "2026-12-01T10:00:00Z"])
def test_a_date_as_an_option_value_is_said_as_written(capsys, value):
    assert main(["score", "--option", f"koikoi_limit={value}", "pine-crane"]) == 2
    err = capsys.readouterr().err
    assert "datetime" not in err and err.endswith(f"not {value}\n")
    with pytest.raises(KoikoiError):
        Rules().replace(koikoi_limit=value)


@pytest.mark.parametrize(
    "argv, said",
    [
        (["check", "a\x00b.toml"], "a\\x00b.toml: cannot read the file: No such file or directory"),
        (["review", "a\x00b.json"], "cannot read the file: No such file or directory"),
        (["cheatsheet", "--out", "a\x00b.html"], "cannot write it: Invalid argument"),
        (["lessons", "--folder", "a\x00b", "--no-browser"], "cannot make the folder"),
    ],
)
def test_a_file_name_holding_a_nul_is_one_line_and_status_2(
    capsys, monkeypatch, tmp_path, argv, said
):
    # no file can have such a name: the system refuses to look it up at all, which
    # Python raises as a ValueError, not an OSError
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert said in err and len(err.strip().splitlines()) == 1
    assert list(tmp_path.iterdir()) == []


# -- issue 37: nothing run, lost or leaked (defects numbered as there) ----------------------


@pytest.mark.parametrize("suffix", ["/", "/.", "//", "/./", "/.."])
def test_cheatsheet_out_ending_in_a_separator_never_replaces_the_file(
    capsys, monkeypatch, tmp_path, suffix
):
    # defect 3: the trailing / was dropped on the way to a Path, and notes was replaced
    monkeypatch.chdir(tmp_path)
    notes = tmp_path / "notes"
    notes.write_text("my notes", encoding="utf-8")
    for name in ("notes", "newdir"):
        assert main(["cheatsheet", "--out", f"{name}{suffix}"]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err == f"--out {name}{suffix}: cannot write it: Is a directory\n"
    assert notes.read_text(encoding="utf-8") == "my notes"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes"]  # no file named newdir


@pytest.mark.parametrize("lang", ["ru", "uk", "ja"])
def test_the_c_locale_without_utf8_mode_gets_question_marks_not_a_traceback(lang):
    # defect 6: under LC_ALL=C standard output is ASCII with errors="surrogateescape"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHONIO", "LC_", "LANG"))}
    env.update(LC_ALL="C", PYTHONUTF8="0")
    done = subprocess.run(
        [sys.executable, "-X", "utf8=0", "-m", "koikoi_edu", "score", "--lang", lang]
        + ["pine-crane", "cherry-curtain", "pampas-moon"],
        capture_output=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    # what ASCII holds is kept: the numbers; the rest is ?
    assert re.fullmatch(r"[? ]+ 5 \| [? ]+ 5 \| [? ]+ 5\n", done.stdout.decode("ascii"))


@pytest.mark.parametrize(
    "argv",
    [
        ["a/b", "--hub", "https://hub.example.edu/?"],
        ["a/b", "--hub", "https://hub.example.edu/#"],
        ["a/b", "--hub", "https://hub.example.edu?"],
        ["a/b", "--hub", "https://hub.example.edu/jupyter#top"],
        ["OWNER/..", "--hub", "https://hub.example.edu"],
        ["OWNER/."],
        ["https://github.com/OWNER/.."],
        ["OWNER/...git"],
        *(
            ["a/b", "--branch", branch]
            for branch in ("..", ".", "a..b", ".hidden", "a/.b", "a.lock", "a/b.lock", "a/")
        ),
        *(["a/b", f"--branch={branch}"] for branch in ("/a", "a//b", "-x", "a.", "@", "a/./b")),
    ],
)
def test_links_refuses_what_github_and_git_refuse(capsys, argv):
    # defect 8: a hub with an empty query gave .../?/hub/user-redirect/..., the hub's front page
    assert main(["links", *argv]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("links")


def test_links_still_takes_every_usable_repository_and_branch():
    for repo, branch in [
        ("a/b", "main"),
        ("koikoi-edu/koikoi-edu", "release/2026.12"),
        ("a/.github", "v1.0"),
        ("a/b.c", "feature/x-y_z"),
        ("https://github.com/a/b.git", "a.b"),
    ]:
        found = links(repo, "https://hub.edu/jupyter", branch)
        assert f"/{branch.replace('/', '%2F')}?urlpath=" in found.binder_lab
        assert found.hub.startswith("https://hub.edu/jupyter/hub/user-redirect/git-pull?repo=")


def test_lessons_escapes_the_folders_name_as_check_does(capsys, monkeypatch, tmp_path):
    # defect 13: lessons printed the folder's name raw, terminal escapes included
    from test_cli import FakeLab

    monkeypatch.setattr(subprocess, "Popen", FakeLab)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    name = "\x1b[2J\x1b]0;all ok\x07class"
    for lang in ("en", "uk"):
        assert main(["lessons", "--folder", name, "--lang", lang]) == 0
        out, err = capsys.readouterr()
        assert controls(out) == set() and controls(err) == set()
        assert out.count("\\x1b[2J\\x1b]0;all ok\\x07class") == 2  # copied, starting


def test_cheatsheet_with_standard_output_closed_is_one_line(tmp_path):
    # defect 14: with >&- Python's sys.stdout is None, and cheatsheet wrote to it
    done = subprocess.run(
        ["sh", "-c", 'exec "$0" -m koikoi_edu cheatsheet --lang ru >&-', sys.executable],
        capture_output=False,
        stderr=subprocess.PIPE,
        timeout=120,
    )
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2 and err == (
        "cheatsheet: стандартный вывод закрыт; укажите файл с помощью --out FILE\n"
    )


# -- issue 37, also noted: review's file name, budget and progress --------------------------


def saved_match(path: Path, rounds: int = 2) -> Path:
    from koikoi_edu import saving
    from koikoi_edu.match import Match

    match = Match(Rules.preset("teaching"), seed=3, players=("heuristic", "random"))
    for _ in range(rounds):
        match.play_round()
    path.write_text(saving.dumps(match), encoding="utf-8")
    return path


def test_review_reads_a_save_named_in_capitals_as_json(capsys, tmp_path):
    path = saved_match(tmp_path / "SAVE.JSON", rounds=1)
    assert main(["review", str(path), "--playouts", "1", "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and len(json.loads(out)) == 1


def test_review_refuses_a_budget_beyond_its_documented_bound(capsys, tmp_path):
    from koikoi_edu.cli import MAX_REVIEW_PLAYOUTS

    assert MAX_REVIEW_PLAYOUTS == 100_000
    path = saved_match(tmp_path / "save.json", rounds=1)
    for budget in ("100001", "999999999", "1000000000000", "9" * 5000):
        assert main(["review", str(path), "--playouts", budget]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err == (
            "review --playouts: at most 100,000 a choice; more would run for hours a round\n"
        )
    assert main(["review", str(path), "--playouts", "100001", "--lang", "ru"]) == 2
    assert "100\u00a0000" in capsys.readouterr().err
    assert main(["review", "--help"]) == 0
    assert re.search(r"at most\s+100,000", capsys.readouterr().out)
    page = (ROOT / "docs" / "scenario-format.md").read_text(encoding="utf-8")
    assert "[--playouts N]" in page and "at most 100,000" in page


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_review_of_a_match_shows_its_progress_on_a_terminal_and_keeps_json_clean(
    monkeypatch, tmp_path
):
    path = saved_match(tmp_path / "save.json", rounds=3)
    for terminal in (True, False):
        out, err = io.StringIO(), Terminal() if terminal else io.StringIO()
        monkeypatch.setattr(sys, "stdout", out)
        monkeypatch.setattr(sys, "stderr", err)
        assert main(["review", str(path), "--playouts", "1", "--json", "--lang", "ru"]) == 0
        assert len(json.loads(out.getvalue())) == 3  # standard output holds the JSON alone
        said = err.getvalue()
        assert (
            said == ""
            if not terminal
            else all(f"\rразбор: раунд {n} из 3\x1b[K" in said for n in (1, 2, 3))
        )
        assert not terminal or said.endswith("\r\x1b[K")  # and the line is cleared after


def test_review_of_a_match_prints_each_round_as_it_is_reviewed(monkeypatch, tmp_path):
    from koikoi_edu import cli

    path = saved_match(tmp_path / "save.json", rounds=2)
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    seen = []

    def review_round(*args, **kwargs):
        seen.append(out.getvalue())
        return reviewed(*args, **kwargs)

    reviewed = cli.review_round
    monkeypatch.setattr(cli, "review_round", review_round)
    assert main(["review", str(path), "--playouts", "1"]) == 0
    assert seen[0] == "" and seen[1].startswith("Round 1") and "Round 2" not in seen[1]
