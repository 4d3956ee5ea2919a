"""Every translated lesson keeps in step with its English lesson.

A translation lives in a language folder beside the lessons (``notebooks/ru/``,
``notebooks/uk/``) under the English lesson's file name. It must have the English
lesson's cells in the same order, of the same types, with the same metadata, and
the same code. Only two things in the code may differ, because only they are
language:

* a ``lang="..."`` keyword argument, and the one ``words.use("...")`` line (with
  its import) that makes bare values display in the lesson's language;
* a string a learner reads, when the translation's string is written in the
  lesson's language (it holds a non-ASCII letter). A card id, a preset, a scenario
  name or any other ASCII string must stay exactly as in English, so a changed id
  or argument in the English lesson fails here until it is carried over. An
  f-string may reorder its ``{...}`` parts for the grammar, but must keep them all.

Comments are free: they are not code. A failure names the lesson and the cell.
"""

from __future__ import annotations

import ast
import difflib
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LESSONS = sorted(NOTEBOOKS.glob("*.ipynb"))
LANGUAGES = sorted(
    folder.name for folder in NOTEBOOKS.iterdir() if folder.is_dir() and any(folder.glob("*.ipynb"))
)


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


def translated(text: str) -> bool:
    """Whether a string is written in a language other than English."""
    return any(ch.isalpha() and not ch.isascii() for ch in text)


def _language_line(node: ast.stmt) -> bool:
    """``words.use("ru")``: chooses the language of bare values, nothing else."""
    return (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Call)
        and ast.unparse(node.value.func) == "words.use"
    )


class _DropLanguage(ast.NodeTransformer):
    """Removes ``lang=`` keywords and the ``words.use(...)`` line."""

    def visit_Call(self, node: ast.Call) -> ast.Call:
        node.keywords = [k for k in node.keywords if k.arg != "lang"]
        return self.generic_visit(node)

    def generic_visit(self, node: ast.AST) -> ast.AST:
        for name in ("body", "orelse", "finalbody"):
            body = getattr(node, name, None)
            if isinstance(body, list):
                body[:] = [stmt for stmt in body if not _language_line(stmt)]
        return super().generic_visit(node)


def _uses_words(tree: ast.Module) -> bool:
    return any(
        (isinstance(n, ast.Name) and n.id == "words")
        or (isinstance(n, ast.alias) and n.name == "words")
        for n in ast.walk(tree)
    )


def _drop_unused_words(tree: ast.Module, english: ast.Module) -> None:
    """The translation's import of ``words`` goes when only the language line used it."""
    if _uses_words(english) or any(
        isinstance(n, ast.Name) and n.id == "words" for n in ast.walk(tree)
    ):
        return
    for stmt in list(tree.body):
        if isinstance(stmt, ast.ImportFrom) and stmt.module == "koikoi_edu":
            stmt.names = [a for a in stmt.names if a.name != "words"]
            if not stmt.names:
                tree.body.remove(stmt)


def _hole(part: ast.FormattedValue) -> str:
    """One ``{...}`` of an f-string; a string written into one (``{'seat A':>9}``) is text."""
    if isinstance(part.value, ast.Constant) and isinstance(part.value.value, str):
        return ast.dump(
            ast.FormattedValue(ast.Constant("<text>"), part.conversion, part.format_spec)
        )
    return ast.dump(part)


def _parts(node: ast.JoinedStr) -> tuple[str, list[str]]:
    """An f-string's text and its ``{...}`` parts, the parts sorted."""
    parts = [v for v in node.values if isinstance(v, ast.FormattedValue)]
    text = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
    text += "".join(
        v.value.value
        for v in parts
        if isinstance(v.value, ast.Constant) and isinstance(v.value.value, str)
    )
    return text, sorted(_hole(v) for v in parts)


def _align(english: ast.AST, other: ast.AST) -> None:
    """Walk both trees together; where the translation rewrote a learner's string,
    put the same placeholder in both, so only real code differences remain."""
    if type(english) is not type(other):
        return
    if isinstance(english, ast.Constant) and isinstance(other, ast.Constant):
        if (
            isinstance(english.value, str)
            and isinstance(other.value, str)
            and english.value != other.value
            and translated(other.value)
        ):
            english.value = other.value = "<text>"
        return
    if isinstance(english, ast.JoinedStr) and isinstance(other, ast.JoinedStr):
        (_, holes_en), (text, holes) = _parts(english), _parts(other)
        if translated(text) and holes_en == holes:
            for node in (english, other):
                node.values = [
                    ast.Constant("<text>"),
                    *sorted(
                        (v for v in node.values if isinstance(v, ast.FormattedValue)), key=_hole
                    ),
                ]
                for v in node.values[1:]:
                    if isinstance(v.value, ast.Constant) and isinstance(v.value.value, str):
                        v.value = ast.Constant("<text>")
        return
    for name in english._fields:
        a, b = getattr(english, name, None), getattr(other, name, None)
        if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            for x, y in zip(a, b, strict=True):
                if isinstance(x, ast.AST):
                    _align(x, y)
        elif isinstance(a, ast.AST) and isinstance(b, ast.AST):
            _align(a, b)


def normalised(english: str, other: str) -> tuple[str, str]:
    """Both cells' code with the language taken out, ready to compare line by line."""
    trees = [_DropLanguage().visit(ast.parse(text)) for text in (english, other)]
    _drop_unused_words(trees[1], trees[0])
    _align(*trees)
    return ast.unparse(trees[0]), ast.unparse(trees[1])


def test_the_normalisation_sees_language_and_nothing_else():
    english = (
        "from koikoi_edu import card\n"
        'player = ScenarioPlayer("boar-deer-butterflies", ask=True)\n'
        'print(f"{n} cards in the pile", card("pampas-moon"))\n'
    )
    russian = (
        "from koikoi_edu import card, words\n"
        'words.use("ru")\n'
        'player = ScenarioPlayer("boar-deer-butterflies", ask=True, lang="ru")  # Кабан\n'
        'print(f"во взятках {n} карт", card("pampas-moon"))\n'
    )
    assert normalised(english, russian)[0] == normalised(english, russian)[1]
    # a changed id, a changed argument, a lost {...} part: all are code, all are caught
    for changed in (
        russian.replace("pampas-moon", "pampas-geese"),
        russian.replace("ask=True", "ask=False"),
        russian.replace("{n} ", ""),
        russian.replace('words.use("ru")', 'words.use("ru")\nprint()'),
    ):
        ours, other = normalised(english, changed)
        assert ours != other, changed


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_lesson_is_translated(lang):
    missing = [p.name for p in LESSONS if not (NOTEBOOKS / lang / p.name).is_file()]
    extra = sorted({p.name for p in (NOTEBOOKS / lang).glob("*.ipynb")} - {p.name for p in LESSONS})
    assert not missing, f"notebooks/{lang}/ has no translation of {', '.join(missing)}"
    assert not extra, f"notebooks/{lang}/ has lessons with no English original: {extra}"


@pytest.mark.parametrize(
    "lesson",
    [
        pytest.param(NOTEBOOKS / lang / p.name, id=f"{lang}/{p.stem}")
        for lang in LANGUAGES
        for p in LESSONS
        if (NOTEBOOKS / lang / p.name).is_file()
    ],
)
def test_translation_keeps_in_step_with_english(lesson):
    english = cells(NOTEBOOKS / lesson.name)
    theirs = cells(lesson)
    where = f"notebooks/{lesson.parent.name}/{lesson.name}"
    kinds_en = [c["cell_type"] for c in english]
    kinds = [c["cell_type"] for c in theirs]
    assert kinds == kinds_en, f"{where}: its cells are not the English lesson's: " + " ".join(
        difflib.unified_diff(kinds_en, kinds, "English", lesson.parent.name, n=1, lineterm="")
    )
    for n, (en, tr) in enumerate(zip(english, theirs, strict=True)):
        assert tr["metadata"] == en["metadata"], (
            f"{where}, cell {n}: metadata {tr['metadata']} differs from English {en['metadata']}"
        )
        if tr["cell_type"] == "markdown":
            assert translated(source(tr)), f"{where}, cell {n}: the text is not translated"
            continue
        if tr["cell_type"] != "code":
            continue
        ours, other = normalised(source(en), source(tr))
        assert ours == other, (
            f"{where}, cell {n}: the code differs from the English lesson's:\n"
            + "\n".join(
                difflib.unified_diff(
                    ours.splitlines(),
                    other.splitlines(),
                    "English",
                    lesson.parent.name,
                    lineterm="",
                )
            )
        )
