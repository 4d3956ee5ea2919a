"""The one build step pyproject.toml cannot say: the course ships inside the package.

The lessons' source of truth is ``notebooks/`` at the top of the repository (every
language folder in it). Building the package copies that folder into
``koikoi_edu/lessons/`` of the build, so a wheel, and ``pip install koikoi-edu``,
brings the whole course, and ``koikoi-edu lessons`` can hand a learner a copy. No
second copy is committed; an editable install uses ``notebooks/`` in place.
"""

import os
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

LESSONS = Path(__file__).resolve().parent / "notebooks"
# Set (to anything) by scripts/build_site.py: the site's Pyodide kernel preloads the
# package's wheel in every visitor's browser, where lessons inside it would be
# megabytes downloaded for nothing.
WITHOUT_LESSONS = "KOIKOI_EDU_WHEEL_WITHOUT_LESSONS"


class BuildPyWithLessons(build_py):
    """``build_py``, then the lessons copied into the built package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # the package is the checkout itself, next to notebooks/
        target = Path(self.build_lib) / "koikoi_edu" / "lessons"
        # pip builds a checkout in its build/ folder, which keeps the last build's copy:
        # start afresh, so a lesson renamed or left out does not linger in the wheel
        shutil.rmtree(target, ignore_errors=True)
        if os.environ.get(WITHOUT_LESSONS):
            return  # a wheel for the JupyterLite site, which serves the lessons as files
        for path in sorted(LESSONS.rglob("*")):
            relative = path.relative_to(LESSONS)
            if path.is_dir() or any(part.startswith(".") for part in relative.parts):
                continue  # .ipynb_checkpoints and the like are no lessons
            self.mkpath(str((target / relative).parent))
            self.copy_file(str(path), str(target / relative))


setup(cmdclass={"build_py": BuildPyWithLessons})
