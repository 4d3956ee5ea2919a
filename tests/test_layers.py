"""The engine stays free of the notebook stack: layers import only downwards."""

import subprocess
import sys

ENGINE = ["cards", "rules", "yaku", "round", "match", "players", "saving", "scenario", "trace",
          "records", "stats", "advisor", "quiz", "drill", "cli"]


def test_the_engine_imports_neither_ipywidgets_nor_matplotlib():
    code = (f"import sys\nfor m in {ENGINE!r}:\n    __import__('koikoi_edu.' + m)\n"
            "print(sorted(n for n in sys.modules if n.split('.')[0] in "
            "('ipywidgets', 'matplotlib', 'IPython')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "[]"


def test_rendering_imports_no_widgets():
    code = ("import sys\nimport koikoi_edu.render.cards, koikoi_edu.render.table\n"
            "import koikoi_edu.render.cheatsheet, koikoi_edu.render.compare\n"
            "import koikoi_edu.render.charts, koikoi_edu.render.advice\n"
            "print('ipywidgets' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "False"


def test_matplotlib_is_imported_only_when_a_chart_is_drawn():
    code = ("import sys\nimport koikoi_edu.render.charts, koikoi_edu.render.advice\n"
            "import koikoi_edu.widgets.advisor, koikoi_edu.widgets.scenario_player\n"
            "import koikoi_edu.widgets.play_table\n"
            "print('matplotlib' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "False"
