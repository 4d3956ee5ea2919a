PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python

.PHONY: .venv venv check test fuzz lab notebooks bench clean site test-pyodide teacher-pack dist

# The venv is (re)built whenever pyproject.toml changes.
.venv: $(VPY)

$(VPY): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -e ".[test]"
	touch $(VPY)

venv: $(VPY)

# Lint, check the formatting (ruff format), type-check, check the layers (pyproject's
# tool.importlinter), then one pytest run: tests, doctests and the lesson notebooks (see
# pyproject.toml), with the static site built first for its tests; then the engine's tests
# under Pyodide.
test: $(VPY) site
	$(VENV)/bin/ruff check $(wildcard koikoi_edu tests benchmarks scripts)
	$(VENV)/bin/ruff format --check $(wildcard koikoi_edu tests benchmarks scripts *.py)
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports
	$(VPY) -m pytest
	$(TEST_PYODIDE)

# The developer's loop, under a minute: lint, the formatting, types, the layers, and the
# engine's and the words' unit tests with the package's doctests. The browser, notebook,
# site, widget and slow tests run in `make test`.
CHECK_TESTS = $(addprefix tests/test_,$(addsuffix .py,cards round yaku settlement presets \
	trace scenario words match dealer engine_input error_words hints layers saving stats quiz \
	drill bounded render_table render_cards translations catalogue hypothesis_style \
	japanese_names))
CHECK_DOCTESTS = $(filter-out koikoi_edu/__main__.py koikoi_edu/cli.py,\
	$(wildcard koikoi_edu/*.py koikoi_edu/words/*.py)) koikoi_edu/render/scene.py \
	koikoi_edu/render/table.py koikoi_edu/render/cards.py

check: $(VPY)
	$(VENV)/bin/ruff check $(wildcard koikoi_edu tests benchmarks scripts)
	$(VENV)/bin/ruff format --check $(wildcard koikoi_edu tests benchmarks scripts *.py)
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports
	$(VPY) -m pytest -q -p no:cacheprovider -m "not slow and not browser" \
		$(CHECK_TESTS) $(CHECK_DOCTESTS)

# The fuzz tests of hostile input, of a learner's lessons folder and of the widgets'
# lifetime (opened, clicked and closed again and again), with many more examples than
# `make test` runs (hypothesis profiles of tests/conftest.py): minutes.
fuzz: $(VPY)
	$(VPY) -m pytest -p no:cacheprovider tests/test_fuzz.py tests/test_fuzz_lessons.py \
		--hypothesis-profile=fuzz
	$(VPY) -m pytest -p no:cacheprovider tests/test_widget_clicks.py \
		--hypothesis-profile=fuzz-widgets
	$(VPY) -m pytest -p no:cacheprovider tests/test_widget_lifetime.py \
		--hypothesis-profile=fuzz-lifetime

# What a package index gets: the sdist, and the wheel built from it (so the lessons reach
# the wheel through MANIFEST.in and setup.py, as they do for pip), checked as PyPI checks
# them. tests/test_release.py builds them the same way and installs the wheel afresh.
dist: $(VPY)
	rm -rf dist
	$(VPY) -m build --outdir dist .
	$(VENV)/bin/twine check --strict dist/*

lab: $(VPY)
	$(VENV)/bin/koikoi-edu lessons

notebooks: $(VPY)
	$(VPY) scripts/run_notebooks.py

bench: $(VPY)
	$(VPY) benchmarks/bench.py

# The teacher's pack: slides, worksheets and answer key, cheat sheets, a run sheet and a
# deck to print, as PDFs in build/teacher-pack/<lang>/ (scripts/teacher_pack.py). Made
# before `make site`, the site ships it under teacher-pack/ (.github/workflows/site.yml
# does so). CHROMIUM=path prints with that browser (default: /usr/bin/chromium).
teacher-pack: $(VPY)
	$(VPY) scripts/teacher_pack.py $(if $(CHROMIUM),--chromium $(CHROMIUM))

# -- the JupyterLite static site ------------------------------------------------------
# build/site from the versions pinned in scripts/site_pins.toml, in its own environment
# (build/site-env) with a download cache (build/site-cache); always from clean.
# CHARTS=1 takes numpy and matplotlib from Pyodide's CDN (see docs/teaching.md).
site:
	$(PYTHON) scripts/build_site.py $(if $(CHARTS),--charts)

TEST_PYODIDE = build/site-env/bin/python scripts/test_pyodide.py

# The engine's tests and doctests under the site's Pyodide, in Node.
test-pyodide: site
	$(TEST_PYODIDE)

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache .hypothesis
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	find . -name .ipynb_checkpoints -type d -prune -exec rm -rf {} +
