"""A learner's progress on the static site (issue 38), in headless Chromium.

On the JupyterLite site (build/site, ``make site``) a lesson's kernel runs in the
browser, and its folder is the browser's storage: the progress file the lesson writes
there must outlive a reload of the page, as the notebooks do. The practice lesson is
run, a warm-up item and a self-check answered, the page reloaded and the lesson run
again: the file, read back from the browser's storage, holds the self-check, and the
warm-up offers the item again, due today.
"""

from __future__ import annotations

import base64
import json

import pytest
from playwright.sync_api import expect
from test_browser import PAGE_MS, REDRAW_MS, chromium  # noqa: F401
from test_site_browser import ALL_RUN_JS, KERNEL_IDLE, LESSON_MS, _open, served  # noqa: F401

from koikoi_edu.learner import FILE_NAME
from koikoi_edu.words import say

pytestmark = pytest.mark.browser

LESSON = "notebooks/12-practice.ipynb"

# The file as JupyterLite keeps it: in IndexedDB, the "files" store of its database,
# by its path; a file the kernel wrote holds its bytes in base64. None before it exists.
STORED_FILE_JS = """async path => {
    const db = await new Promise((ok, fail) => {
        const request = indexedDB.open("JupyterLite Storage - /");
        request.onsuccess = () => ok(request.result);
        request.onerror = fail;
    });
    const file = await new Promise(ok => {
        const request = db.transaction("files").objectStore("files").get(path);
        request.onsuccess = () => ok(request.result);
    });
    db.close();
    return file ? {format: file.format, content: file.content} : null;
}"""


# Whether the stored file holds the text ``needle`` yet.
HOLDS_JS = f"""async ([path, needle]) => {{
    const file = await ({STORED_FILE_JS})(path);
    if (!file) return false;
    const text = file.format === "base64" ? atob(file.content) : String(file.content);
    return text.includes(needle);
}}"""
# Whether the stored file holds ``needle`` and goes on holding it for two seconds: the
# kernel's last writes can land in the browser's storage out of order (the file was seen
# holding the self-check, then not, then holding it again a second later), and a reload
# in between would lose the answer.
KEEPS_JS = f"""async ([path, needle]) => {{
    for (let i = 0; i < 8; i++) {{
        if (!(await ({HOLDS_JS})([path, needle]))) return false;
        await new Promise(ok => setTimeout(ok, 250));
    }}
    return true;
}}"""
STREAK = "the end of a streak"  # the name of lesson 12's self-check on the streak


def stored_progress(page) -> dict | None:
    """The progress file of the lessons' folder, as the browser's storage holds it."""
    found = page.evaluate(STORED_FILE_JS, f"notebooks/{FILE_NAME}")
    if found is None:
        return None
    raw = found["content"]
    return json.loads(base64.b64decode(raw) if found["format"] == "base64" else raw)


def run_all(page, served: str) -> None:  # noqa: F811
    page.goto(f"{served}/lab/index.html?path={LESSON}", timeout=PAGE_MS)
    page.get_by_text(KERNEL_IDLE, exact=True).wait_for(timeout=PAGE_MS)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.wait_for_function(ALL_RUN_JS, timeout=LESSON_MS)
    page.get_by_text(KERNEL_IDLE, exact=True).wait_for(timeout=LESSON_MS)


def test_a_self_check_answered_on_the_site_is_counted_after_a_reload(
    chromium,  # noqa: F811
    served: str,  # noqa: F811
):
    context, elsewhere = _open(chromium, served)
    page = context.new_page()
    try:
        run_all(page, served)
        assert stored_progress(page)["checks"] == []  # the warm-up began the file
        warm_up = page.locator(".jp-OutputArea-output").filter(
            has_text=say("progress.warm-up.none-due")
        )
        warm_up.get_by_role("button", name=say("progress.warm-up.start", n=8)).click()
        warm_up.get_by_role("button", name="Show answer").first.click()
        page.get_by_role("button", name="The first miss", exact=True).click()
        expect(page.get_by_text("Right: The first miss.")).to_be_visible(timeout=REDRAW_MS)
        # the kernel writes the file after it says "Right", and the site stores it a
        # moment later: a reload before that would lose it (a learner is slower)
        page.get_by_text(KERNEL_IDLE, exact=True).wait_for(timeout=LESSON_MS)
        page.wait_for_function(KEEPS_JS, arg=[f"notebooks/{FILE_NAME}", STREAK], timeout=LESSON_MS)

        page.reload(timeout=PAGE_MS)
        run_all(page, served)
        due = say("progress.warm-up.items", n=1)
        expect(page.locator(".jp-OutputArea-output").filter(has_text=due)).to_have_count(1)
        data = stored_progress(page)
    finally:
        context.close()
    assert not elsewhere, elsewhere
    check = next(c for c in data["checks"] if c["check"] == STREAK)
    assert (check["lesson"], check["right"], check["attempts"]) == ("12-practice", True, 1)
    assert [c["right"] for c in data["checks"]] == [False, True]  # the warm-up's, shown
    # Run All reached the lesson's end; the self-check answered then finished it
    assert data["lessons"]["12-practice"]["finished"] is not None
    assert [item["box"] for item in data["drill"].values()] == [0]  # due again today
