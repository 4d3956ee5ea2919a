"""The engine stays free of the notebook stack: layers import only downwards.

`lint-imports` (run by `make test`) checks the static import graph against the contracts
in pyproject.toml. These tests keep the contracts honest (both name the same engine, and
the imports they ignore are only the lazy `_repr_html_` hooks) and check what happens
when the modules are really imported.
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
ENGINE = [name.strip() for name in CONTRACTS["layers"]["layers"][-1].split(":")]


def test_both_contracts_name_the_same_engine_and_ignore_the_same_imports():
    assert ["koikoi_edu." + name for name in ENGINE] == CONTRACTS["engine"]["source_modules"]
    assert CONTRACTS["layers"]["ignore_imports"] == CONTRACTS["engine"]["ignore_imports"]


def test_every_module_of_the_package_has_a_layer():
    placed = {
        name.strip()
        for layer in CONTRACTS["layers"]["layers"]
        for name in layer.replace("|", ":").split(":")
    }
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
        assert imported in _imports_in_functions(importer), rule


def test_the_engine_imports_neither_ipywidgets_nor_matplotlib():
    code = (
        f"import sys\nfor m in {ENGINE!r}:\n    __import__('koikoi_edu.' + m)\n"
        "print(sorted(n for n in sys.modules if n.split('.')[0] in "
        "('ipywidgets', 'anywidget', 'matplotlib', 'IPython')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


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
