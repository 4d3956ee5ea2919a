"""HTML that shows itself: the value every renderer of this package returns.

An :class:`Html` is a ``str`` (concatenate it, search it, write it to a file) that a
notebook displays as markup when it ends a cell, as python-chess's SVG boards do::

    >>> from koikoi_edu import CardSet, Rules
    >>> from koikoi_edu.render.table import pile_html
    >>> page = pile_html(CardSet.of("pine-crane", "cherry-curtain"), Rules())
    >>> isinstance(page, str), page._repr_html_() == page
    (True, True)
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec

__all__ = ["Html", "shows_itself"]

_P = ParamSpec("_P")


class Html(str):
    """An HTML fragment that shows itself in a notebook (``value`` is its markup)."""

    @property
    def value(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return str(self)

    def __repr__(self) -> str:
        # short, so a notebook stores the table once and not its markup a second time
        return f"<Html, {len(self):,} characters>"


def shows_itself(render: Callable[_P, str]) -> Callable[_P, Html]:
    """A renderer whose markup displays itself (its ``str`` made an :class:`Html`)."""

    @functools.wraps(render)
    def shown(*args: _P.args, **kwargs: _P.kwargs) -> Html:
        return Html(render(*args, **kwargs))

    return shown
