"""pytest's setting for the lesson notebooks, which nbval runs (tests/ has its own).

It sits at the top of the checkout because a conftest's hooks reach only the files
below it, and the lessons' folder holds nothing but the course.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from koikoi_edu import learner, picture_files

PICTURE_FOLDER = Path(__file__).resolve().parent / "notebooks" / picture_files.PICTURE_FOLDER


# nbval starts a lesson's kernel when the lesson's first cell is set up. Like
# scripts/run_notebooks.py, it has that kernel load the IPython extension that stores
# pictures as files in notebooks/pictures (koikoi_edu/picture_files.py), so the outputs
# it compares are what the stored lesson holds. Only that kernel: pytest's own process,
# and the JupyterLab and Voila servers the browser tests start, keep ``data:`` URIs.
@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item):
    if item.path.suffix != ".ipynb":
        yield
        return
    # and with progress off (koikoi_edu/learner.py): a lesson run by nbval keeps no
    # learner's progress in notebooks/, and its warm-up is a new learner's
    storing = {**picture_files.kernel_environment(PICTURE_FOLDER), learner.ENVIRONMENT: "off"}
    before = {name: os.environ.get(name) for name in storing}
    os.environ.update(storing)
    try:
        yield
    finally:
        for name, value in before.items():
            if value is None:
                del os.environ[name]
            else:
                os.environ[name] = value
