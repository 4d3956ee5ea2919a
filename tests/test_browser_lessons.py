"""Every lesson as a learner first meets it: opened, not run, not trusted.

JupyterLab's sanitiser strips inline SVG from the stored HTML of an untrusted
notebook and refuses ``image/svg+xml``, so a drawing only shows if it reaches the
page in a form the sanitiser keeps: an ``<img>``, whose ``src`` a stored lesson
gives as a file of notebooks/pictures/ (JupyterLab fetches it through its contents
service) and a cell run live as a ``data:`` URI. One JupyterLab server opens every
lesson in Chromium without running a cell. For each lesson the test counts the
stored outputs that hold drawings and the outputs whose every drawing the browser
actually loaded, and the same for the drawings themselves: they must be equal, and
no drawing's own words (its text alternative) may show as visible text. Stored
widgets must show their static snapshot.

Voila runs the worked example as a student without code sees it: cards, the
step-through, a click on Next, and no error text.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from html import unescape
from pathlib import Path

import nbformat
import pytest
from nbformat.sign import NotebookNotary
from test_browser import (
    PAGE_MS,
    chromium,  # noqa: F401  (a fixture)
    step_once,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
from jupyter_lab import (  # noqa: E402  (scripts/)
    START_SECONDS,
    Kernel,
    Lab,
    free_port,
    jupyter_home,
    jupyterlab,
)

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).parents[1] / "notebooks"
LESSONS = sorted(
    p.relative_to(NOTEBOOKS)
    for p in NOTEBOOKS.rglob("*.ipynb")
    if ".ipynb_checkpoints" not in p.parts
)
PICTURE = re.compile(
    r'<img src="(?:data:image/svg\+xml,[^"]*|(?:\.\./)*pictures/[0-9a-f]+\.svg)" '
    r'alt="([^"]*)"'
)


def _drawings(lesson: Path) -> tuple[int, int, int, set[str]]:
    """(outputs holding drawings, drawings, outputs holding widget snapshots, the
    drawings' own words) of a stored lesson; a drawing stored any other way would not
    show."""
    notebook = nbformat.read(NOTEBOOKS / lesson, as_version=4)
    drawings = pictures = snapshots = 0
    alts: set[str] = set()
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            html = data.get("text/html", "")
            assert "image/svg+xml" not in data and "<svg" not in html.split("data:")[0], (
                f"{lesson}: a drawing stored as SVG, which an untrusted notebook hides"
            )
            found = PICTURE.findall(html)
            drawings += bool(found)
            pictures += len(found)
            snapshots += "kk-snapshot" in html
            # an alt text the output also writes out (the advisor's reading) is prose
            words = unescape(re.sub(r"<[^>]*>", " ", html))
            alts |= {unescape(alt) for alt in found if unescape(alt) not in words}
    return drawings, pictures, snapshots, alts


@pytest.fixture(scope="module")
def lessons_lab(tmp_path_factory) -> Iterator[Lab]:
    """One JupyterLab serving a copy of every lesson, rendering every cell at once (the
    test counts them all), which has checked that the copies are untrusted."""
    tmp = tmp_path_factory.mktemp("lessons")
    root = tmp / "root"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    with jupyterlab(root, tmp / "jupyter", render_all=True) as lab:
        # untrusted, as a learner's copy is: this Jupyter's data folder never signed them
        notary = NotebookNotary(data_dir=lab.env["JUPYTER_DATA_DIR"])
        for lesson in LESSONS:
            assert not notary.check_signature(nbformat.read(root / lesson, as_version=4))
        yield lab


# Wait until every picture in the notebook has loaded (or failed), then count the
# pictures loaded and shown, the outputs all of whose pictures were, and the widget
# snapshots. A picture counts only once the browser has its pixels (naturalWidth):
# a file JupyterLab could not fetch is an <img> too, shown as a broken one.
COUNT_JS = """async () => {
    const images = [...document.querySelectorAll(".jp-Notebook .jp-OutputArea-output img")];
    await Promise.all(images.map(img => img.complete ? null : new Promise(
        done => { img.onload = img.onerror = done; })));
    const loaded = img => img.naturalWidth > 0 && img.getBoundingClientRect().width > 0;
    const outputs = [...document.querySelectorAll(".jp-Notebook .jp-OutputArea-output")];
    const shown = outputs.filter(o => {
        const pictures = [...o.querySelectorAll("img")];
        return pictures.length > 0 && pictures.every(loaded);
    });
    return {shown: shown.length, pictures: images.filter(loaded).length,
            snapshots: document.querySelectorAll(".jp-Notebook .kk-snapshot").length,
            text: outputs.map(o => o.innerText).join("\\n")};
}"""


@pytest.mark.parametrize("lesson", LESSONS, ids=str)
def test_every_drawing_shows_in_an_unrun_untrusted_lesson(
    chromium,  # noqa: F811
    lessons_lab: Lab,  # noqa: F811
    lesson: Path,
    record_property,
):
    stored, pictures, snapshots, alts = _drawings(lesson)
    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    try:
        page.goto(
            f"{lessons_lab.url}/lab/tree/{lesson.as_posix()}?reset&token={lessons_lab.token}",
            timeout=PAGE_MS,
        )
        page.locator(".jp-Notebook .jp-Cell").last.wait_for(state="attached", timeout=PAGE_MS)
        page.locator(".jp-Notebook .jp-OutputArea-output").first.wait_for(
            state="attached", timeout=PAGE_MS
        )
        seen = page.evaluate(COUNT_JS)
    finally:
        page.close()
    record_property("drawings", f"{seen['shown']}/{stored}")
    record_property("pictures", f"{seen['pictures']}/{pictures}")
    assert seen["shown"] == stored, f"{lesson}: {seen['shown']} of {stored} drawings shown"
    assert seen["pictures"] == pictures, f"{lesson}: {seen['pictures']} of {pictures} pictures"
    assert seen["snapshots"] == snapshots
    leaked = [alt for alt in alts if alt in seen["text"]]
    assert not leaked, f"{lesson}: a drawing's words show as text: {leaked[:3]}"
    assert not re.search(r"month \d+, [a-z ]+; \w+ card", seen["text"])


def _wait_for_voila(url: str, server: subprocess.Popen, log: Path) -> None:
    """Until Voila answers on ``url`` (it runs the notebook as it serves the page)."""
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if server.poll() is not None:
            pytest.fail(f"Voila exited: {log.read_text(errors='replace')[-3000:]}")
        try:
            with opener.open(url, timeout=5):
                return
        except (OSError, urllib.error.URLError):
            time.sleep(0.5)
    pytest.fail(f"Voila did not answer in {START_SECONDS} s: {log.read_text()[-3000:]}")


def test_the_worked_example_runs_and_steps_in_voila(chromium, tmp_path: Path):  # noqa: F811
    if shutil.which("voila", path=str(Path(sys.executable).parent)) is None:
        pytest.skip("voila is not installed")
    # Voila asks for the kernel by name: python3, here this interpreter
    env = jupyter_home(tmp_path / "jupyter", kernel=Kernel("python3", "Python 3"))
    port = free_port()
    log = tmp_path / "voila.log"
    command = [
        sys.executable,
        "-m",
        "voila",
        "06-worked-example.ipynb",
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "--ServerApp.port_retries=0",
        "--VoilaConfiguration.kernel_name=python3",
    ]
    with log.open("wb") as out:
        server = subprocess.Popen(
            command, env=env, cwd=NOTEBOOKS, stdout=out, stderr=subprocess.STDOUT
        )
    page = chromium.new_page(viewport={"width": 1280, "height": 1500})
    try:
        _wait_for_voila(f"http://127.0.0.1:{port}/", server, log)
        page.goto(f"http://127.0.0.1:{port}/", timeout=PAGE_MS, wait_until="commit")
        player = page.locator(".kk-scenario-player").first
        next_button = player.get_by_role("button", name="Next", exact=True)
        next_button.wait_for(timeout=PAGE_MS)
        page.wait_for_function("() => [...document.images].every(i => i.complete)", timeout=PAGE_MS)
        # the card drawings of 06, made by this run (the live table's from blob URLs)
        cards = page.locator("img[src^='data:image/svg+xml,'], img[src^='blob:']")
        assert cards.count() > 30
        assert all(w > 0 for w in cards.evaluate_all("imgs => imgs.map(i => i.naturalWidth)"))
        step_once(page, player)
        text = page.locator("body").inner_text()
        assert "Error" not in text and "Traceback" not in text and "model not found" not in text
        assert page.locator("[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
        page.screenshot(path=tmp_path / "voila.png", full_page=True)
    finally:
        page.close()
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
