"""The puzzle commands: ``puzzles`` (the bank), ``puzzles check FILE...``, ``puzzle``.

Hostile puzzle files are refused as scenarios are: one line on standard error naming
the file, the key and the card, exit 2; a puzzle whose answer or stored values the
search refutes fails with exit 1.
"""

import io
import json
from collections import Counter
from datetime import date

import pytest

from koikoi_edu.cli import main
from koikoi_edu.puzzle import (
    EXAMPLE,
    MARGIN,
    THEMES,
    bank,
    check,
    daily,
    from_entry,
    puzzle_toml,
)

VIEW_KEYS = {
    "seat", "hand", "field", "piles", "calls", "played", "take", "flipped", "draw_take",
    "rival_hand", "stock",
}  # fmt: skip


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out = capsys.readouterr()
    return status, out.out, out.err


@pytest.fixture
def example(tmp_path):
    path = tmp_path / "example.toml"
    path.write_text(EXAMPLE, encoding="utf-8")
    return path


def test_the_bank_is_shipped_and_each_entry_states_a_clear_answer():
    entries = bank()
    assert entries
    for e in entries:
        values = e["values"]
        best = max(values, key=values.get)
        assert e["answer"] == best
        assert all(values[best] - v >= MARGIN - 0.01 for c, v in values.items() if c != best)
        assert set(e["themes"]) <= set(THEMES)
        assert e["method"] in ("exact", "search")


#: The bank's first pass (recorded games, normal-level self-play): lessons 03, 05, 07 and
#: 12 and these tests show its puzzles by id, so a later pass only adds after it.
FIRST_PASS = {"teaching": 380, "nintendo": 60, "koikoi-japan": 60}
#: The second pass: the strong player against itself, at its default budget.
STRONG_VS_STRONG = dict.fromkeys(FIRST_PASS, 20)


def test_the_bank_draws_on_records_normal_and_strong_self_play_in_each_preset():
    entries = bank()
    assert [e["id"] for e in entries] == [f"bank-{i:04d}" for i in range(1, len(entries) + 1)]
    first = sum(FIRST_PASS.values())
    sources = Counter((e["source"], e["rules"]) for e in entries[:first])
    assert {s for s, _ in sources} == {"record", "self-play"}
    assert Counter(e["rules"] for e in entries[:first]) == FIRST_PASS
    assert Counter(e["rules"] for e in entries[first:] if e["source"] == "strong-vs-strong") == (
        STRONG_VS_STRONG
    )
    assert len(entries) == first + sum(STRONG_VS_STRONG.values())


@pytest.mark.slow
def test_bank_puzzles_re_verify_every_strong_vs_strong_one_and_a_sample_of_the_rest():
    """Each puzzle of the new source, and every 25th of the first pass, verified again by
    the search or the exact count (as ``puzzles check`` does) finds its stored answer the
    clear best and its stored values inside the intervals found. ``puzzle_bank.py
    --recheck`` re-verifies the whole bank the same way."""
    entries = bank()
    chosen = [e for e in entries if e["source"] == "strong-vs-strong"] + entries[
        : sum(FIRST_PASS.values()) : 25
    ]
    assert len(chosen) >= 60
    for e in chosen:
        assert check(from_entry(e)) == [], e["id"]


def test_puzzles_json_gives_each_puzzle_with_the_view_as_the_mover_sees_it(capsys):
    status, out, _ = run(capsys, "puzzles", "--json")
    assert status == 0
    listed = json.loads(out)
    assert len(listed) == len(bank())
    for item in listed[:50]:
        assert {"id", "rules", "rule_options", "ask", "answer", "themes", "rating", "values"} < set(
            item
        )
        view = item["view"]
        assert set(view) == VIEW_KEYS
        assert isinstance(view["rival_hand"], int) and isinstance(view["stock"], int)
        # the view is the puzzle's own, as the puzzle file builds it
        entry = next(e for e in bank() if e["id"] == item["id"])
        assert from_entry(entry).view.to_json() == view


def test_puzzles_filters_by_rules_theme_and_rating(capsys):
    entries = bank()
    rules, theme = entries[0]["rules"], entries[0]["themes"][0] if entries[0]["themes"] else None
    status, out, _ = run(capsys, "puzzles", "--json", "--rules", rules)
    assert status == 0 and {p["rules"] for p in json.loads(out)} == {rules}
    if theme:
        status, out, _ = run(capsys, "puzzles", "--json", "--theme", theme)
        assert all(theme in p["themes"] for p in json.loads(out))
    low = min(e["rating"] for e in entries)
    status, out, _ = run(capsys, "puzzles", "--json", "--rating", f"{low}-{low}")
    assert {p["rating"] for p in json.loads(out)} == {low}
    status, out, _ = run(capsys, "puzzles")
    assert status == 0 and out.strip().endswith(f"{len(entries)} puzzles")


@pytest.mark.parametrize(
    "argv",
    [
        ("puzzles", "--theme", "luck"),
        ("puzzles", "--rules", "poker"),
        ("puzzles", "--rating", "high-low"),
        ("puzzle", "--theme", "luck"),
    ],
)
def test_puzzles_refuses_an_unknown_filter_in_one_line(capsys, argv):
    status, out, err = run(capsys, *argv)
    assert status == 2 and not out
    assert len(err.strip().splitlines()) >= 1 and "Traceback" not in err


def test_puzzles_check_prints_the_values_it_found(capsys, example):
    status, out, _ = run(capsys, "puzzles", "check", str(example))
    assert status == 0
    assert str(example) in out and "moon" in out and "geese" in out
    status, out, _ = run(capsys, "puzzles", "check", "--json", str(example))
    (report,) = json.loads(out)
    assert report["ok"] and report["answer"] == report["best"] == "pampas-moon"
    assert set(report["values"]) == {"pampas-moon", "pampas-geese"}


def test_puzzles_check_accepts_shipped_puzzles_written_as_files(capsys, tmp_path):
    entries = bank()
    files = []
    for e in entries[:: max(1, len(entries) // 3)][:3]:
        path = tmp_path / f"{e['id']}.toml"
        path.write_text(puzzle_toml(e), encoding="utf-8")
        files.append(str(path))
    status, out, err = run(capsys, "puzzles", "check", "--json", *files)
    assert status == 0, out + err
    for report, e in zip(json.loads(out), entries[:: max(1, len(entries) // 3)], strict=False):
        assert report["best"] == e["answer"]


HOSTILE = [
    # an unknown card, an impossible position (a card twice), an answer that is no choice
    (('answer = "pampas-moon"', 'answer = "pampas-mooon"'), 2, "pampas-mooon"),
    (("B.captured = []", 'B.captured = ["pine-crane"]'), 2, "pine-crane"),
    (('answer = "pampas-moon"', 'answer = "pine-plain-1"'), 2, "pine-plain-1"),
    (('played = "pampas-plain-1"', 'played = "pine-plain-1"'), 2, "puzzle.ask"),
    # the search refutes: the answer is not the best, a stored value is off
    (('answer = "pampas-moon"', 'answer = "pampas-geese"'), 1, "pampas-geese"),
    (
        (
            'answer = "pampas-moon"',
            'answer = "pampas-moon"\nvalues = {pampas-moon = 9.0, pampas-geese = 0.8}',
        ),
        1,
        "pampas-moon",
    ),  # fmt: skip
]


@pytest.mark.parametrize(("change", "status", "named"), HOSTILE)
def test_puzzles_check_refuses_hostile_files(capsys, tmp_path, change, status, named):
    path = tmp_path / "hostile.toml"
    path.write_text(EXAMPLE.replace(*change), encoding="utf-8")
    got, out, err = run(capsys, "puzzles", "check", str(path))
    assert got == status, out + err
    said = err if status == 2 else out
    assert named in said and "hostile.toml" in said and "Traceback" not in err
    if status == 2:
        assert len(err.strip().splitlines()) == 1


def test_puzzles_check_of_a_missing_file_is_bad_input(capsys, tmp_path):
    status, _, err = run(capsys, "puzzles", "check", str(tmp_path / "none.toml"))
    assert status == 2 and "none.toml" in err


def test_puzzle_in_the_terminal_right_wrong_and_given_up(capsys, monkeypatch):
    entry = daily(bank(), date.today())
    p = from_entry(entry)
    wrong = next(c for c in p.choices if c != p.answer)
    monkeypatch.setattr("sys.stdin", io.StringIO(p.answer + "\n"))
    status, out, _ = run(capsys, "puzzle", "--daily")
    assert status == 0 and entry["id"] in out and "Right!" in out and "Best:" in out
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{wrong}\n{p.answer}\n"))
    status, out, _ = run(capsys, "puzzle", "--daily")
    assert "Hint:" in out and "Right!" in out
    monkeypatch.setattr("sys.stdin", io.StringIO(f"nonsense\n{wrong}\n{wrong}\n"))
    status, out, _ = run(capsys, "puzzle", "--daily", "--lang", "ru")
    assert "nonsense" in out and "Подсказка" in out and "Ответ:" in out
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # standard input at its end: gives up
    status, out, _ = run(capsys, "puzzle", "--daily", "--lang", "uk")
    assert status == 0 and "Відповідь:" in out


def test_the_daily_puzzle_is_the_same_all_day_and_changes_with_the_date():
    entries = bank()
    day = date(2026, 12, 6)
    assert daily(entries, day) is daily(entries, day)
    if len(entries) > 20:
        days = {daily(entries, date(2026, 12, d))["id"] for d in range(1, 29)}
        assert len(days) > 10


def test_the_puzzle_benchmark_reports_every_figure():
    import subprocess
    import sys
    from pathlib import Path

    script = Path(__file__).resolve().parent.parent / "benchmarks" / "puzzles.py"
    run = subprocess.run(
        [sys.executable, str(script), "--repeat", "1", "--json"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    seconds = json.loads(run.stdout)["seconds"]
    assert {"check scenario", "check example", "next puzzle", "view next"} <= set(seconds)
    assert all(s > 0 for s in seconds.values())


@pytest.mark.slow
def test_the_bank_script_is_reproducible_by_its_seed(tmp_path):
    """Two runs of scripts/puzzle_bank.py with one seed write the same bank, each of its
    puzzles a valid puzzle file whose stored answer is the clear best."""
    import subprocess
    import sys
    from pathlib import Path

    from koikoi_edu.puzzle import loads

    script = Path(__file__).resolve().parent.parent / "scripts" / "puzzle_bank.py"
    banks = []
    for run in ("one", "two"):
        out = tmp_path / f"{run}.json"
        argv = [
            "--seed",
            "3",
            "--teaching",
            "1",
            "--nintendo",
            "0",
            "--japan",
            "1",
            "--strong",
            "1",
        ]
        done = subprocess.run(
            [sys.executable, str(script), *argv, "--work", str(tmp_path / f"{run}.jsonl"),
             "--out", str(out)],
            capture_output=True,
            text=True,
            timeout=600,
        )  # fmt: skip
        assert done.returncode == 0, done.stdout + done.stderr
        assert "time:" in done.stdout
        banks.append(json.loads(out.read_text(encoding="utf-8")))
    assert banks[0] == banks[1] and len(banks[0]) == 5
    # the first pass's puzzles come first, then one strong-vs-strong puzzle of each preset
    assert {e["rules"] for e in banks[0][:2]} == {"teaching", "koikoi-japan"}
    assert {e["source"] for e in banks[0][:2]} <= {"record", "self-play"}
    assert [e["source"] for e in banks[0][2:]] == ["strong-vs-strong"] * 3
    assert {e["rules"] for e in banks[0][2:]} == {"teaching", "nintendo", "koikoi-japan"}
    for e in banks[0]:
        assert loads(puzzle_toml(e), e["id"]).answer == e["answer"]


@pytest.mark.parametrize(
    "content",
    [
        b"\xff\xfe not utf-8",
        b"[puzzle]\nask = 'play'\nanswer = 'x'\n" + b"a = [" * 100 + b"]" * 100,
        b"title = 'x'\n[position]\nA.hand = []\nB.hand = []\n[puzzle]\nask = 'play'\n"
        b"answer = 'pine-crane'\n",
        b"title = 'x'\n[position]\nA.hand = ['pine-crane']\nB.hand = []\n[puzzle]\n"
        b"ask = 'play'\nanswer = 'pine-crane'\nvalues = {pine-crane = 'lots'}\n",
        b"title = 'x'\n[position]\nA.hand = ['pine-crane']\nB.hand = []\n[puzzle]\n"
        b"ask = 'play'\nanswer = 'pine-crane'\nextra = 1\n",
    ],
)
def test_puzzles_check_refuses_malformed_files_in_one_line(capsys, tmp_path, content):
    path = tmp_path / "bad\x1b[31m.toml"
    path.write_bytes(content)
    status, out, err = run(capsys, "puzzles", "check", str(path))
    assert status == 2 and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1 and "\x1b" not in err
