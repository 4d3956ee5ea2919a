"""The engine stays free of the notebook stack and of languages: layers import only
downwards.

`lint-imports` (run by `make test`) checks the static import graph against the contracts
in pyproject.toml. These tests keep the contracts honest (the engine is the layer that
holds `round`, and the engine contract names it; the words contract names the layers
between rendering and the engine; every contract ignores the same imports, and those are
only the lazy `_repr_html_` hooks) and check what happens when the modules are really
imported.
"""

import ast
import subprocess
import sys
import tomllib
from pathlib import Path

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


def test_the_contracts_name_the_layers_and_ignore_the_same_imports():
    assert ["koikoi_edu." + name for name in ENGINE] == CONTRACTS["engine"]["source_modules"]
    assert sorted("koikoi_edu." + name for name in WORDS) == sorted(
        CONTRACTS["words"]["source_modules"]
    )
    assert "koikoi_edu.render" in CONTRACTS["words"]["forbidden_modules"]
    # the words import no notebook library either, as the engine does not
    assert set(CONTRACTS["engine"]["forbidden_modules"]) <= set(
        CONTRACTS["words"]["forbidden_modules"]
    )
    ignored = CONTRACTS["layers"]["ignore_imports"]
    assert ignored and all(CONTRACTS[c]["ignore_imports"] == ignored for c in ("engine", "words"))


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


def _imports_in_functions(module: str) -> set[str]:
    """The modules `module` imports inside a function body (relative imports resolved)."""
    tree = ast.parse((ROOT / (module.replace(".", "/") + ".py")).read_text())
    package = module.rsplit(".", 1)[0]
    found = set()
    for function in ast.walk(tree):
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            for node in ast.walk(function):
                if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
                    found.add(f"{package}.{node.module}")
    return found


def test_the_ignored_imports_are_only_made_inside_a_function():
    for rule in CONTRACTS["layers"]["ignore_imports"]:
        importer, imported = (side.strip() for side in rule.split("->"))
        assert importer.removeprefix("koikoi_edu.") in ENGINE, rule  # an engine's hook
        assert imported == "koikoi_edu.render.shown", rule  # the one door into rendering
        assert imported in _imports_in_functions(importer), rule


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
    # rendering comes only when a notebook shows a value (the lazy hooks above)
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
