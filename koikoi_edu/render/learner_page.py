"""A learner's own page: what they have done, how well, and what to practise next.

:func:`learner_page_html` draws one learner's progress (:mod:`koikoi_edu.learner`):
the lessons finished, the placement and final scores with the gain, the share of
self-checks and puzzles right at the first answer by theme (a self-check's theme is
its lesson; a puzzle's, each of its themes), the puzzle rating over time, the points
lost per reviewed round over time, and what to practise next (the items due today,
the weakest theme, the next lesson, a check not taken yet). Charts are matplotlib's,
drawn as SVG in the learner's language; where matplotlib is missing a note stands in
for each.

>>> from koikoi_edu.learner import fresh
>>> page = learner_page_html(fresh("Aiko"), "en")
>>> "Aiko" in page and "lesson 00" in page
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import date
from html import escape
from typing import Any

from .. import words
from ..drill import Schedule, warm_up
from ..learner import TESTS, Data
from .charts import OKABE_ITO, draws_chart, figure_svg, numbers_in, ranked_bars_svg
from .html import shows_itself
from .picture import svg_img


def _say(key: str, lang: str, **fields: object) -> str:
    return escape(words.say(f"progress.page.{key}", lang, **fields))


@draws_chart
def series_svg(
    values: Sequence[float], *, title: str, xlabel: str, ylabel: str, lang: str = "en"
) -> str:
    """A line with a dot for each value, in the order they came (1, 2, 3, ...).

    >>> "rating" in series_svg([1500, 1530, 1510], title="t", xlabel="n", ylabel="rating")
    True
    """
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator

    fig = Figure(figsize=(6.4, 3.0), layout="constrained")
    ax = fig.add_subplot()
    xs = list(range(1, len(values) + 1))
    ax.plot(xs, list(values), color=OKABE_ITO[4], marker="o", markersize=4, linewidth=1.5)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # the 1st, 2nd... puzzle or round
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.spines[["top", "right"]].set_visible(False)
    numbers_in(fig, lang)
    return figure_svg(fig)


def accuracy_by_theme(data: Data) -> dict[str, tuple[int, int]]:
    """Each theme's (right at the first answer, tried): self-checks by lesson, puzzles
    by each of their themes."""
    right: Counter[str] = Counter()
    tried: Counter[str] = Counter()
    for c in data["checks"]:
        theme = str(c.get("theme") or c["lesson"] or "-")
        tried[theme] += 1
        right[theme] += c["right"] and c["attempts"] <= 1
    for p in data["puzzles"]:
        themes = p.get("themes")
        for theme in themes if isinstance(themes, list) else ():
            tried[str(theme)] += 1
            right[str(theme)] += p["solved"]
    return {t: (right[t], tried[t]) for t in sorted(tried)}


def practise_next(data: Data, today: date, lessons: Sequence[str] = ()) -> list[Any]:
    """What the learner might do next, as (message id, fields) pairs, most useful
    first: the items due today, the weakest theme, the next lesson, a check not taken."""
    advice: list[Any] = []
    due = [
        i for i in warm_up(Schedule(data.get("drill")), today, 1000) if i in data.get("drill", {})
    ]
    if due:
        advice.append(("next-due", {"n": len(due)}))
    tried = {t: rt for t, rt in accuracy_by_theme(data).items() if rt[1] >= 2}
    if tried:
        theme, (right, n) = min(tried.items(), key=lambda kv: (kv[1][0] / kv[1][1], kv[0]))
        if right < n:
            advice.append(("next-theme", {"theme": theme, "share": right / n}))
    done = {k for k, v in data["lessons"].items() if v.get("finished")}
    ahead = [k for k in (lessons or sorted(data["lessons"])) if k not in done]
    if ahead:
        advice.append(("next-lesson", {"lesson": ahead[0]}))
    for test in TESTS:
        if data["tests"].get(test) is None:
            advice.append((f"next-{test}", {}))
            break
    return advice or [("next-none", {})]


@shows_itself
def learner_page_html(
    data: Data, lang: str = "en", today: date | None = None, lessons: Sequence[str] = ()
) -> str:
    """The learner's page for the progress ``data``, in ``lang``. ``lessons`` are the
    course's lesson ids in order (the next lesson is the first not finished)."""
    today = today or date.today()
    parts = [f"<h2>{_say('title', lang)}</h2>"]
    if data["learner"].strip():
        parts.append(f"<p>{_say('learner', lang, name=data['learner'].strip())}</p>")
    finished = sorted(k for k, v in data["lessons"].items() if v.get("finished"))
    named = "; ".join(words.lesson_title(k, lang) for k in finished)
    parts.append(
        f"<p>{_say('lessons', lang, n=len(finished), lessons=named)}</p>"
        if finished
        else f"<p>{_say('lessons-none', lang)}</p>"
    )
    scores = []
    for test in TESTS:
        taken = data["tests"].get(test)
        if taken is not None:
            scores.append(_say(test, lang, score=taken["score"], of=taken["of"]))
    placement, final = (data["tests"].get(t) for t in TESTS)
    if placement is not None and final is not None:
        gain = final["score"] - placement["score"]
        scores.append(_say("gain", lang, gain=words.number(gain, lang)))
    parts.append(f"<p>{' '.join(scores) if scores else _say('no-tests', lang)}</p>")

    accuracy = accuracy_by_theme(data)
    if accuracy:
        shares = {words.theme_name(t, lang): round(100 * r / n) for t, (r, n) in accuracy.items()}
        parts.append(
            svg_img(
                ranked_bars_svg(
                    shares, title=words.say("progress.page.accuracy", lang), xlabel="%"
                ),
                words.say("progress.page.accuracy", lang),
            )
        )
    else:
        parts.append(f"<p>{_say('no-checks', lang)}</p>")
    ratings = [r["value"] for r in data.get("ratings", []) if isinstance(r, dict)]
    reviews = [r["lost"] for r in data.get("reviews", [])]
    for values, key, xlabel, ylabel in (
        (ratings, "rating", "puzzle", "rating-axis"),
        (reviews, "lost", "round", "lost-axis"),
    ):
        if values:
            title = words.say(f"progress.page.{key}", lang)
            svg = series_svg(
                values,
                title=title,
                xlabel=words.say(f"progress.page.{xlabel}", lang),
                ylabel=words.say(f"progress.page.{ylabel}", lang),
                lang=lang,
            )
            parts.append(svg_img(svg, title))
        else:
            parts.append(f"<p>{_say(f'no-{key}', lang)}</p>")

    advice = []
    for key, fields in practise_next(data, today, lessons):
        if "share" in fields:
            fields = {**fields, "share": words.percent(fields["share"], lang)}
        if "theme" in fields:
            fields = {**fields, "theme": words.theme_name(fields["theme"], lang)}
        if "lesson" in fields:
            fields = {**fields, "lesson": words.lesson_title(fields["lesson"], lang)}
        advice.append(f"<li>{_say(key, lang, **fields)}</li>")
    parts.append(f"<h3>{_say('next', lang)}</h3><ul>{''.join(advice)}</ul>")
    return f'<div class="kk-learner-page">{"".join(parts)}</div>'
