"""The teachers' answer key is the lessons' own: every self-check, current with the lessons."""

import importlib.util
import json
from pathlib import Path

from koikoi_edu.widgets.self_check import ANSWER_KEY, SelfCheck

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("answer_key", ROOT / "scripts" / "answer_key.py")
answer_key = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(answer_key)


def test_a_displayed_self_check_stores_its_answer_in_the_output_metadata():
    check = SelfCheck.which_yaku(["maple-deer", "peony-butterflies", "clover-boar"], lang="ru")
    data, metadata = check._repr_mimebundle_()
    assert "text/html" in data and "Кабан" not in data["text/plain"]
    assert metadata[ANSWER_KEY]["answer"] == "Кабан, олень, бабочки"
    assert metadata[ANSWER_KEY]["question"] == "Какое яку есть в этих взятках?"


def test_every_self_check_of_a_lesson_is_in_the_key():
    for guide, folder in answer_key.GUIDES.values():
        if not (ROOT / folder).is_dir() or not (ROOT / guide).exists():
            continue
        text = (ROOT / guide).read_text(encoding="utf-8")
        if answer_key.START not in text:
            continue  # a guide (a new language's) that has no key yet
        for lesson in sorted((ROOT / folder).glob("[0-9][0-9]-*.ipynb")):
            cells = json.loads(lesson.read_text(encoding="utf-8"))["cells"]
            shown = sum(
                "<SelfCheck " in "".join(o.get("data", {}).get("text/plain", ""))
                for c in cells
                for o in c.get("outputs", [])
            )
            keys = [
                o["metadata"][ANSWER_KEY]
                for c in cells
                for o in c.get("outputs", [])
                if ANSWER_KEY in o.get("metadata", {})
            ]
            assert len(keys) == shown, lesson
            # a check's follow-up "why" question is a row of its own
            assert len(answer_key.checks(lesson)) == shown + sum("then" in k for k in keys)
            for c in answer_key.checks(lesson):
                assert answer_key._cell(c["question"]) in text, (guide, c["question"])


def test_the_key_in_the_guides_is_current():
    assert answer_key.main(["--check"]) == 0, "run: python scripts/answer_key.py"
