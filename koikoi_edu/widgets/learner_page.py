"""The learner's own page in a lesson: their progress, read from their file.

::

    from koikoi_edu.widgets.learner_page import my_name, my_progress
    my_name("Aiko")         # optional: the name the teacher's report shows
    my_progress(lang="en")

It turns progress on (:func:`koikoi_edu.learner.use`) and draws
:func:`koikoi_edu.render.learner_page.learner_page_html` of the file; where progress is
off, the page of a learner who has done nothing yet.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from .. import learner
from ..render.html import Html
from ..render.learner_page import learner_page_html
from ..words import say


def my_progress(lang: str = "en", today: date | None = None) -> Html:
    """This learner's page, in ``lang``; the lessons are those of the lessons folder
    (the working folder), in order."""
    learner.current() or learner.use()
    data = learner.read_current() or learner.fresh()
    lessons = sorted(path.stem for path in Path.cwd().glob("[0-9][0-9]-*.ipynb"))
    return learner_page_html(data, lang, today, lessons)


def my_name(name: str, lang: str = "en") -> str:
    """Set the display name the teacher's class report shows (the only personal thing
    the progress file keeps; empty for none), and say so in one line."""
    learner.current() or learner.use()
    if learner.record(lambda store: store.set_learner(name)):
        return say("progress.page.named", lang, name=name.strip()[:80])
    return say("progress.page.not-named", lang)
