"""The engine stays free of the notebook stack and of languages: layers import only
downwards.

`lint-imports` (run by `make test`) checks the static import graph against the contracts
in pyproject.toml. These tests keep the contracts honest (the engine is the layer that
holds `round`, and the engine contract names it; the words contract names the layers
between rendering and the engine; no contract ignores any import) and check what happens
when the modules are really imported.
"""

import ast
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CONTRACTS = {
    c["id"]: c
    for c in tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"][
        "contracts"
    ]
}
LAYERS = [
    [name.strip() for name in layer.replace("|", ":").split(":")]
    for layer in CONTRACTS["layers"]["layers"]
]
#: The engine: the layer that holds the round.
ENGINE = next(layer for layer in LAYERS if "round" in layer)
#: The layers between rendering and the engine: the words and those speaking through them.
WORDS = [
    name for layer in LAYERS[LAYERS.index(["render"]) + 1 : LAYERS.index(ENGINE)] for name in layer
]


def test_the_engine_is_the_lowest_layer_and_holds_the_messages_not_the_words():
    assert LAYERS[-1] == ENGINE
    assert "message" in ENGINE and "errors" in ENGINE
    assert not {"words", "quiz"} & set(ENGINE)
    assert LAYERS.index(["words"]) == LAYERS.index(ENGINE) - 1  # just above the engine
    assert sorted(WORDS) == ["quiz", "words"]


def test_the_contracts_name_the_layers_and_ignore_no_import():
    assert ["koikoi_edu." + name for name in ENGINE] == CONTRACTS["engine"]["source_modules"]
    assert sorted("koikoi_edu." + name for name in WORDS) == sorted(
        CONTRACTS["words"]["source_modules"]
    )
    assert "koikoi_edu.render" in CONTRACTS["words"]["forbidden_modules"]
    # the words import no notebook library either, as the engine does not
    assert set(CONTRACTS["engine"]["forbidden_modules"]) <= set(
        CONTRACTS["words"]["forbidden_modules"]
    )
    assert not any("ignore_imports" in contract for contract in CONTRACTS.values())


def test_every_module_of_the_package_has_a_layer():
    placed = [name for layer in LAYERS for name in layer]
    assert len(placed) == len(set(placed))  # and only one
    placed = set(placed)
    modules = {
        path.stem if path.is_file() else path.name
        for path in (ROOT / "koikoi_edu").iterdir()
        if (path.suffix == ".py" and path.stem != "__init__") or (path / "__init__.py").is_file()
    }
    assert modules == placed


def test_no_module_of_the_words_imports_the_words_package():
    # the package hands its modules out; one of them importing it back is a cycle
    words = ROOT / "koikoi_edu" / "words"
    modules = {f"koikoi_edu.words.{p.stem}" for p in words.glob("*.py") if p.stem != "__init__"}
    contract = CONTRACTS["words-package"]
    assert set(contract["source_modules"]) == modules
    assert (contract["forbidden_modules"], contract["as_packages"]) == (["koikoi_edu.words"], False)
    assert CONTRACTS["words-parts"]["containers"] == ["koikoi_edu.words"]
    assert CONTRACTS["words-parts"]["exhaustive"]


def test_a_settlement_is_said_as_a_field_before_the_games_sentences_load():
    code = (
        "from koikoi_edu import words\nfrom koikoi_edu.rules import Rules\n"
        "from koikoi_edu.settlement import settle\n"
        "print(words.field(settle(Rules(), 'B', 5, ('tsukimi',), 0, 0)))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "B stops"


def test_the_engine_defines_no_display_hook():
    # a value shows itself in a notebook through rendering's display formatters; an
    # engine's _repr_html_ would have to import rendering, a layer above it
    for name in ENGINE:
        path = ROOT / "koikoi_edu" / f"{name}.py"
        assert "_repr_html_" not in path.read_text(), name


def _loaded_after(code: str) -> list[str]:
    """The modules of koikoi_edu loaded after running ``code`` in a fresh interpreter."""
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            f"import sys\n{code}\n"
            "print(sorted(n for n in sys.modules if n.split('.')[0] == 'koikoi_edu'))",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    return ast.literal_eval(done.stdout)


def test_importing_the_cards_loads_only_what_they_need():
    assert _loaded_after("import koikoi_edu.cards") == [
        "koikoi_edu",
        "koikoi_edu.cards",
        "koikoi_edu.errors",
        "koikoi_edu.inputs",
        "koikoi_edu.message",
    ]


@pytest.mark.parametrize("module", ["cards", "round"])
def test_importing_the_engine_loads_no_words(module):
    # an error's English loads the words when it is first said, not with the engine
    loaded = _loaded_after(f"import koikoi_edu.{module}")
    assert f"koikoi_edu.{module}" in loaded
    assert [name for name in loaded if name.startswith("koikoi_edu.words")] == []


def test_an_error_said_loads_the_words_it_needs():
    loaded = _loaded_after(
        "import koikoi_edu.cards as cards\ntry:\n    cards.card('pine-dragon')\n"
        "except cards.UnknownCardError as e:\n    assert str(e) == 'unknown card `pine-dragon`'"
    )
    assert "koikoi_edu.words.catalogue" in loaded
    assert "koikoi_edu.words.game" not in loaded


def test_an_error_reads_english_after_importing_the_package_alone():
    code = (
        "import koikoi_edu\ntry:\n    koikoi_edu.card('pine-dragon')\n"
        "except koikoi_edu.UnknownCardError as e:\n    print(repr(str(e)))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == repr("unknown card `pine-dragon`")


def _rendering_and_notebook_libraries_after_importing(modules: list[str]) -> str:
    """What importing ``modules`` (of koikoi_edu) pulls in of rendering and of the
    notebook libraries, in a fresh interpreter: "[]" when nothing."""
    code = (
        f"import sys\nfor m in {modules!r}:\n    __import__('koikoi_edu.' + m)\n"
        "print(sorted(n for n in sys.modules if n.startswith('koikoi_edu.render') or "
        "n.split('.')[0] in ('ipywidgets', 'anywidget', 'matplotlib', 'IPython')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return done.stdout.strip()


def test_the_engine_imports_neither_ipywidgets_nor_matplotlib_nor_rendering():
    # rendering registers how the engine's values show; the engine never reaches it
    assert _rendering_and_notebook_libraries_after_importing(ENGINE) == "[]"


def test_the_words_import_no_rendering_and_no_notebook_library():
    assert _rendering_and_notebook_libraries_after_importing(WORDS) == "[]"


def test_rendering_imports_no_widgets():
    code = (
        "import sys, pkgutil, importlib, koikoi_edu.render as render\n"
        "for m in pkgutil.iter_modules(render.__path__):\n"
        "    importlib.import_module('koikoi_edu.render.' + m.name)\n"
        "print('ipywidgets' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_matplotlib_is_imported_only_when_a_chart_is_drawn():
    code = (
        "import sys\nimport koikoi_edu.render.charts, koikoi_edu.render.advice\n"
        "import koikoi_edu.widgets.advisor, koikoi_edu.widgets.scenario_player\n"
        "import koikoi_edu.widgets.play_table\n"
        "print('matplotlib' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def _written_fields(tree: ast.AST, fields: set[str]) -> list[tuple[int, str]]:
    """Where ``tree`` assigns to a field in ``fields`` of an object other than ``self``
    (``r.stock = ...``, ``r.hands[1] = ...``, ``r.piles[0] |= ...``)."""

    def targets(node: ast.AST) -> list[ast.AST]:
        if isinstance(node, ast.Assign):
            return node.targets
        if isinstance(node, ast.AugAssign | ast.AnnAssign):
            return [node.target]
        return []

    def written(target: ast.AST) -> list[ast.AST]:
        """What an assignment target writes: each name of a tuple, what is indexed."""
        if isinstance(target, ast.Tuple | ast.List):
            return [w for t in target.elts for w in written(t)]
        while isinstance(target, ast.Subscript | ast.Starred):
            target = target.value
        return [target]

    return [
        (t.lineno, ast.unparse(t))
        for node in ast.walk(tree)
        for target in targets(node)
        for t in written(target)
        if isinstance(t, ast.Attribute)
        and t.attr in fields
        and not (isinstance(t.value, ast.Name) and t.value.id == "self")
    ]


def test_only_the_round_writes_a_rounds_fields():
    """Every moment a lesson shows is a real state of the engine, reached by
    ``apply_action`` (issue 35): no module but round.py writes a round's fields, and
    a guess at the hidden cards is dealt by ``Round.with_hidden``."""
    from koikoi_edu.round import Round

    fields = set(Round.__slots__)
    written = {
        str(path.relative_to(ROOT)): found
        for path in sorted((ROOT / "koikoi_edu").rglob("*.py"))
        if path.name != "round.py"
        and (found := _written_fields(ast.parse(path.read_text(encoding="utf-8")), fields))
    }
    assert written == {}
    # the check sees the writes it is for
    code = "r.stock = []\nr.hands[1] |= 4\nself.stock = 0\nx[r.phase], (a, r.field) = 1, (2, 3)"
    assert _written_fields(ast.parse(code), fields) == [
        (1, "r.stock"),
        (2, "r.hands"),
        (4, "r.field"),
    ]
