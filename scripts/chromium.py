"""The Chromium that the browser work here drives, launched alike everywhere.

    import sys; sys.path.insert(0, "scripts")  # scripts/ is not a package
    from chromium import launch

    with sync_playwright() as p:
        browser = launch(p)

The browser tests (tests/test_browser*.py), the benchmarks of the table and of the
static site, the screenshots and the slides' PDFs all use the system's Chromium, not
a browser Playwright downloads (CI has no network but the package registries), with
the same switches:

* ``--no-sandbox``: CI runs as root, where Chromium's sandbox refuses to start;
* ``--disable-gpu``: a server has none, and software drawing is the same every run;
* no traffic of its own (``--disable-background-networking``, component updates,
  sync, QUIC) and no first-run page, so a run is quiet, offline and repeatable.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: The system's Chromium.
CHROMIUM = Path("/usr/bin/chromium")
#: The switches every launch gives it (see the module's words).
ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)


def launch(playwright: Any, *extra: str, **options: Any) -> Any:
    """The system's Chromium launched by ``playwright`` (a sync Playwright) with
    :data:`ARGS` and the ``extra`` switches; ``options`` go to ``launch`` as they are."""
    return playwright.chromium.launch(
        executable_path=str(CHROMIUM), args=[*ARGS, *extra], **options
    )
