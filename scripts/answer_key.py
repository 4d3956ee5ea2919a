"""Write the answer key to every self-check of the lessons into the teachers' guides.

    python scripts/answer_key.py            # rewrite the key in docs/teaching*.md
    python scripts/answer_key.py --check    # exit 1 if a key is out of date

A self-check displayed in a lesson stores its question, its answer and the
explanation in its output's metadata (``koikoi_edu.widgets.self_check.ANSWER_KEY``);
``make notebooks`` keeps them current, and nbval holds the stored outputs to the
code. This script reads them from the stored lessons, in lesson order, and writes
one table per lesson between the key's two marker lines of each guide.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from koikoi_edu.widgets.self_check import ANSWER_KEY
from koikoi_edu.words import say
from koikoi_edu.writing import write_text

ROOT = Path(__file__).resolve().parent.parent

#: The guide of each language of the course, and the folder of its lessons.
GUIDES = {
    "en": ("docs/teaching.md", "notebooks"),
    "ru": ("docs/teaching.ru.md", "notebooks/ru"),
    "uk": ("docs/teaching.uk.md", "notebooks/uk"),
}
START = "<!-- answer key: written by scripts/answer_key.py from the lessons; do not edit -->"
END = "<!-- end of the answer key -->"


def _cell(text: str) -> str:
    """Text fit for one cell of a Markdown table."""
    return " ".join(text.split()).replace("|", "\\|")


def displayed(lesson: Path) -> list[tuple[dict, str]]:
    """Each self-check output of a stored lesson, in order: its key (question, answer,
    why, and the follow-up asked under it as ``then``) and the HTML it shows."""
    return [
        (output["metadata"][ANSWER_KEY], "".join(output.get("data", {}).get("text/html", "")))
        for cell in json.loads(lesson.read_text(encoding="utf-8"))["cells"]
        for output in cell.get("outputs", [])
        if ANSWER_KEY in output.get("metadata", {})
    ]


def follow_ups(key: dict | None) -> list[dict]:
    """A check's key, then that of the follow-up asked under it, and so on."""
    found = []
    while key is not None:
        found.append(key)
        key = key.get("then")
    return found


def checks(lesson: Path) -> list[dict]:
    """The self-checks a stored lesson displays, in order, each follow-up a check."""
    return [c for key, _ in displayed(lesson) for c in follow_ups(key)]


def title(lesson: Path) -> str:
    """The lesson's first heading, without its #."""
    for cell in json.loads(lesson.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("#"):
                    return line.lstrip("#").strip()
    return lesson.stem


def key(lang: str) -> str:
    """The answer key of the lessons of ``lang``, as Markdown."""
    folder = ROOT / GUIDES[lang][1]
    parts = []
    for lesson in sorted(folder.glob("[0-9][0-9]-*.ipynb")):
        found = checks(lesson)
        if not found:
            continue
        rel = lesson.relative_to(ROOT).as_posix()
        parts.append(f"**[{_cell(title(lesson))}](../{rel})**\n")
        head = [say("key.question", lang), say("check.answer", lang), say("key.why", lang)]
        parts.append("| " + " | ".join(head) + " |\n|---|---|---|")
        parts += [
            f"| {_cell(c['question'])} | **{_cell(c['answer'])}** | {_cell(c['why'])} |"
            for c in found
        ]
        parts.append("")
    return "\n".join(parts)


def rewrite(text: str, lang: str) -> str:
    """``text`` with the key between its markers replaced by the current one."""
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{START}\n\n{key(lang)}\n{END}{tail}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a key is out of date")
    args = parser.parse_args(argv)
    stale = []
    for lang, (guide, folder) in GUIDES.items():
        path = ROOT / guide
        if not path.exists() or not (ROOT / folder).is_dir():
            continue
        text = path.read_text(encoding="utf-8")
        if START not in text or END not in text:
            continue  # a guide without a key yet
        current = rewrite(text, lang)
        if current != text:
            stale.append(guide)
            if not args.check:
                write_text(path, current)
    if args.check and stale:
        print(f"out of date: {', '.join(stale)}; run python scripts/answer_key.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
