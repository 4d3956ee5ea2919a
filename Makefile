PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python

.PHONY: .venv venv test lab notebooks bench clean

# The venv is (re)built whenever pyproject.toml changes.
.venv: $(VPY)

$(VPY): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -e ".[test]"
	touch $(VPY)

venv: $(VPY)

# Lint only the dirs that exist yet (benchmarks/ comes later); nbval runs once notebooks exist.
test: $(VPY)
	$(VENV)/bin/ruff check $(wildcard koikoi_edu tests benchmarks)
	$(VPY) -m pytest
	@if [ -d notebooks ] && ls notebooks/*.ipynb >/dev/null 2>&1; then \
		echo "$(VPY) -m pytest --nbval --nbval-current-env notebooks"; \
		$(VPY) -m pytest --nbval --nbval-current-env notebooks; \
	else \
		echo "no notebooks/*.ipynb: skipping nbval"; \
	fi

lab: $(VPY)
	mkdir -p notebooks
	$(VENV)/bin/jupyter lab notebooks

notebooks: $(VPY)
	$(VPY) scripts/run_notebooks.py

bench: $(VPY)
	$(VPY) benchmarks/bench.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache .hypothesis
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	find . -name .ipynb_checkpoints -type d -prune -exec rm -rf {} +
