"""The teacher's class report (issue 38): 30 learners' files with 3 broken ones among
them, read and summed up, nothing written beside them; the page in the teacher's
language; ``--out`` written whole, never through a link, never over a folder."""

from __future__ import annotations

import json
import os
import random
from html import escape
from pathlib import Path
from statistics import fmean

import pytest

from koikoi_edu import learner, words
from koikoi_edu.classroom import Class, interval, read_class, summarize, t975
from koikoi_edu.cli import main
from koikoi_edu.render.class_report import class_report_html

LESSONS = ["00-start-here", "01-cards", "02-months", "03-a-turn", "04-yaku"]
HOSTILE = '<script>alert("x")</script>'


def a_learner(n: int, rng: random.Random) -> dict:
    data = learner.fresh("" if n % 7 == 0 else (HOSTILE if n == 1 else f"Learner {n}"))
    for lesson in LESSONS[: rng.randint(0, len(LESSONS))]:
        done = rng.random() < 0.7
        data["lessons"][lesson] = {
            "opened": "2026-12-01T10:00:00Z",
            "finished": "2026-12-01T11:00:00Z" if done else None,
        }
    for i in range(rng.randint(0, 6)):
        right = rng.random() < 0.6
        data["checks"].append(
            {
                "lesson": rng.choice(LESSONS),
                "check": f"check-{i % 3}",
                "at": "2026-12-01T10:30:00Z",
                "right": right,
                "attempts": 1 if right else 2,
                "hints": 0 if right else 1,
            }
        )
    for i in range(rng.randint(0, 4)):
        data["puzzles"].append(
            {
                "puzzle": f"bank-{i:04d}",
                "at": "2026-12-02T10:00:00Z",
                "solved": rng.random() < 0.5,
                "tries": 1,
                "themes": [rng.choice(["take-the-bright", "race-for-a-yaku"])],
            }
        )
    if n % 5:
        placement = rng.randint(2, 8)
        data["tests"]["placement"] = {"at": "2026-12-01T10:00:00Z", "score": placement, "of": 12}
        if n % 3:
            final = min(12, placement + rng.randint(0, 5))
            data["tests"]["final"] = {"at": "2026-12-05T10:00:00Z", "score": final, "of": 12}
    return data


@pytest.fixture
def classroom(tmp_path) -> tuple[Path, list[dict]]:
    """A JupyterHub's home folders, as a teacher copied them: 30 learners, 3 broken files."""
    rng = random.Random(38)
    folder = tmp_path / "class"
    learners = [a_learner(n, rng) for n in range(30)]
    for n, data in enumerate(learners):
        home = folder / f"jupyter-user{n:02d}"
        home.mkdir(parents=True)
        (home / learner.FILE_NAME).write_text(json.dumps(data))
    (folder / "jupyter-broken").mkdir()
    (folder / "jupyter-broken" / learner.FILE_NAME).write_text('{"format": "koikoi-edu-pro')
    (folder / "exported").mkdir()
    (folder / "exported" / "notes.json").write_text('{"cells": []}')
    outside = tmp_path / "secret.json"
    outside.write_text(json.dumps(learner.fresh("not in the class")))
    (folder / "exported" / "linked.json").symlink_to(outside)
    return folder, learners


def tree(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): (p.read_bytes() if p.is_file() else b"")
        for p in sorted(folder.rglob("*"))
    }


def test_thirty_learners_are_summed_up_and_the_three_broken_files_listed(classroom):
    folder, learners = classroom
    before = tree(folder)
    summary = summarize(read_class(folder))
    assert tree(folder) == before  # nothing written beside the files
    assert len(summary.learners) == 30
    assert [(f, m.id) for f, m in summary.skipped] == [
        ("exported/linked.json", "progress.not-a-file.link"),
        ("exported/notes.json", "progress.foreign"),
        ("jupyter-broken/koikoi-progress.json", "progress.not-json"),
    ]
    for lesson in LESSONS:
        finished = sum(bool(d["lessons"].get(lesson, {}).get("finished")) for d in learners)
        assert summary.finished.get(lesson, 0) == finished
    placements = [d["tests"]["placement"]["score"] for d in learners if d["tests"]["placement"]]
    gains = [
        d["tests"]["final"]["score"] - d["tests"]["placement"]["score"]
        for d in learners
        if d["tests"]["final"]
    ]
    assert summary.placement.mean == pytest.approx(fmean(placements))
    assert summary.gain.n == len(gains) and summary.gain.mean == pytest.approx(fmean(gains))
    assert summary.gain.low < summary.gain.mean < summary.gain.high
    worst = summary.checks_missed[0]
    assert all(worst.surely_missed >= m.surely_missed for m in summary.checks_missed)
    assert {m.id for m in summary.themes_missed} <= {"take-the-bright", "race-for-a-yaku"}
    # a learner with no display name is named by the home folder the file was in
    assert summary.learners[0].name == "jupyter-user00"


def test_the_page_is_in_the_teachers_language_and_escapes_what_files_bring(classroom):
    folder, _ = classroom
    page = class_report_html(summarize(read_class(folder)), "ru")
    assert HOSTILE not in page and "&lt;script&gt;" in page
    assert words.say("progress.report.title", "ru") in page
    assert words.say("progress.foreign", "ru") in page
    assert "exported/notes.json" in page
    summary = summarize(read_class(folder))
    gain = summary.gain
    assert (
        words.say(
            "progress.report.mean-gain",
            "ru",
            what=words.say("progress.report.gain", "ru"),
            mean=words.number(round(gain.mean, 1), "ru"),
            low=words.number(round(gain.low, 1), "ru"),
            high=words.number(round(gain.high, 1), "ru"),
            n=gain.n,
        )
        in page
    )


def test_the_command_prints_json_as_the_interface_says(classroom, capsys):
    folder, _ = classroom
    assert main(["class-report", str(folder), "--json", "--lang", "uk"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["learners"] == 30 and len(found["skipped"]) == 3
    assert found["skipped"][1] == {
        "file": "exported/notes.json",
        "why": words.say("progress.foreign", "uk"),
    }
    assert isinstance(found["placement_mean"], float) and isinstance(found["final_mean"], float)
    assert set(found["finished"]) <= set(LESSONS)


def test_out_is_written_whole_never_through_a_link_never_over_a_folder(classroom, tmp_path, capsys):
    folder, _ = classroom
    out = tmp_path / "report.html"
    out.write_text("old")
    assert main(["class-report", str(folder), "--out", str(out)]) == 0
    assert out.read_text().startswith("<!DOCTYPE html>")
    target = tmp_path / "target.html"
    target.write_text("mine")
    link = tmp_path / "link.html"
    link.symlink_to(target)
    capsys.readouterr()
    assert main(["class-report", str(folder), "--out", str(link)]) == 2
    assert target.read_text() == "mine" and link.is_symlink()
    assert main(["class-report", str(folder), "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 2 and "Traceback" not in err
    assert sorted(os.listdir(tmp_path)) == [
        "class",
        "link.html",
        "report.html",
        "secret.json",
        "target.html",
    ]


def test_a_missing_folder_is_one_line_in_the_teachers_language(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["class-report", "nowhere", "--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nowhere" in err and "папк" in err


def test_students_t_and_the_interval():
    assert t975(1) == 12.706 and t975(30) == 2.042
    assert t975(40) == pytest.approx(2.021, abs=0.002)
    assert t975(120) == pytest.approx(1.980, abs=0.002)
    assert interval([3]) is None
    i = interval([1, 2, 3, 4, 5])
    assert i.mean == 3 and i.high - i.mean == pytest.approx(2.776 * (2.5**0.5) / 5**0.5)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs of POSIX")
def test_hostile_files_are_skipped_without_being_waited_on_or_exhausting_the_parser(tmp_path):
    (tmp_path / "deep.json").write_text("[" * 100_000)
    (tmp_path / "big.json").write_bytes(b" " * (learner.MAX_BYTES + 1))
    os.mkfifo(tmp_path / "pipe.json")  # never opened: reading it would wait forever
    (tmp_path / "folder.json").mkdir()
    found = read_class(tmp_path)
    assert found.files == []
    assert [(f, m.id) for f, m in found.skipped] == [
        ("big.json", "progress.too-large"),
        ("deep.json", "progress.foreign"),
        ("pipe.json", "progress.not-a-file.device"),
    ]


def _class_of(checks: list[tuple[str, str, bool]], themes: list[tuple[str, bool]]) -> Class:
    data = learner.fresh("Aiko")
    data["lessons"]["02-dealing"] = {"opened": "x", "finished": "x"}
    for lesson, check, right in checks:
        data["checks"].append(
            {"lesson": lesson, "check": check, "at": "x", "right": right, "attempts": 1, "hints": 0}
        )
    for n, (theme, solved) in enumerate(themes):
        data["puzzles"].append(
            {"puzzle": f"bank-{n}", "at": "x", "solved": solved, "tries": 1, "themes": [theme]}
        )
    return Class(files=[("a/koikoi-progress.json", data)])


def test_one_try_missed_does_not_rank_above_a_share_missed_over_many():
    """Ranked by the lower end of the Wilson interval of the share missed: 8 of 10 missed
    (at least 0.49) before 3 of 3 (0.44) before 1 of 1 (0.21), though by the share alone
    the two missed every time would come first."""
    themes = [("stop-now", False)] + [("big-swing", n >= 8) for n in range(10)]
    summary = summarize(_class_of([], [*themes, *(("safe-discard", False),) * 3]))
    assert [m.id for m in summary.themes_missed] == ["big-swing", "safe-discard", "stop-now"]
    assert [round(m.surely_missed, 2) for m in summary.themes_missed] == [0.49, 0.44, 0.21]


def test_lessons_checks_and_themes_are_named_in_the_teachers_language():
    """ru and uk: lessons by their titles, the package's self-checks (by id, or as the
    English words files kept before the ids) and the puzzle themes by their words: no
    id of the course left in English."""
    from koikoi_edu.puzzle import THEMES

    found = _class_of(
        [("02-dealing", "which-take", False), ("08-rule-variants", "pile points", False)],
        [("big-swing", False), ("two-match-choice", True)],
    )
    ids = {k.split(".", 2)[2] for k in words.en.WORDS if k.startswith("lesson.title.")}
    ids |= set(THEMES) | {"which-take", "which take", "pile-points", "pile points"}
    for lang in ("ru", "uk"):
        page = class_report_html(summarize(found), lang)
        assert {i for i in ids if i in page} == set()
        for said in (
            words.lesson_title("02-dealing", lang),
            words.lesson_title("08-rule-variants", lang),
            words.check_name("which-take", lang),
            words.check_name("pile-points", lang),
            words.theme_name("big-swing", lang),
        ):
            assert escape(said) in page
