"""The interactive table: cards the learner clicks, lit matches, one bar of controls.

:class:`TableView` is an `anywidget <https://anywidget.dev>`_: a small ES module
(``table_view.js``, shipped beside this file, no build step) that works wherever
Jupyter widgets do (JupyterLab, Notebook 7, Voila, JupyterLite, VS Code). It holds
no game logic. Python sends it markup (:func:`koikoi_edu.render.live.live_html`, its
card pictures named by key) and the pictures once; the view draws the markup, lights
the field cards a hand card's ``data-lights`` names while it is hovered or focused,
and reports every click on a card or a control back to Python, which asks the engine
what it means::

    >>> view = TableView()
    >>> clicks = []
    >>> view.on_click(lambda kind, value: clicks.append((kind, value)))
    >>> view.click("card", "pine-crane")      # what the browser sends for a click
    >>> clicks
    [('card', 'pine-crane')]

A widget that shows a table (the play table, the scenario player) owns one view,
gives it new markup after every move and answers its clicks.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import replace
from functools import partial
from pathlib import Path

import anywidget
import ipywidgets as widgets
import traitlets

from ..cards import card
from ..errors import KoikoiError
from ..inputs import excerpt
from ..message import Msg
from ..render.cards import named_pictures
from ..render.html import Html
from ..render.live import Bar, live_html, pictures, spelled_out
from ..render.notes import snapshot_html
from ..render.scene import Scene, scene_html
from ..words import say
from .base import KoikoiWidget, static_html

__all__ = ["TableView", "TableWidget", "control"]

_HERE = Path(__file__).parent


class TableView(anywidget.AnyWidget):
    """A live table: ``markup`` to draw, ``pictures`` to draw it with, clicks reported."""

    # Read as text, not given as paths: for a path anywidget connects every view to the
    # file's change signal (to reload it while it is edited), which keeps each view, and
    # the table widget it answers, alive for the rest of the kernel's life.
    _esm = (_HERE / "table_view.js").read_text(encoding="utf-8")
    _css = (_HERE / "table_view.css").read_text(encoding="utf-8")

    #: The table as markup whose card pictures are named by key (``data-pic``).
    markup = traitlets.Unicode("").tag(sync=True)
    #: Picture key -> ``data:`` URI, sent once per language.
    pictures = traitlets.Dict().tag(sync=True)
    #: How many times Python has redrawn the view (the browser tests wait on it).
    redraws = traitlets.Int(0).tag(sync=True)

    def __init__(self, lang: str = "en", **kwargs: object) -> None:
        super().__init__(pictures=pictures(lang), **kwargs)
        self.lang = lang
        self._handlers: list[Callable[[str, str], object]] = []
        self.on_msg(self._message)

    def show(self, markup: str) -> None:
        """Draw ``markup``, its card pictures named by key (drawn within
        :func:`~koikoi_edu.render.cards.named_pictures`)."""
        with self.hold_sync():  # one message: the view sees the count with the markup
            self.markup = markup
            self.redraws += 1

    @property
    def html(self) -> str:
        """The markup with its pictures spelled out, as a page without the view's
        pictures would hold it (the table drawn still is :meth:`TableWidget.snapshot`)."""
        return spelled_out(self.markup, self.lang)

    def on_click(self, handler: Callable[[str, str], object]) -> None:
        """Call ``handler(kind, value)`` for every click: kind ``"card"`` with the card's
        id, ``"control"`` with the control's id, or ``"step"`` with the slider's value."""
        self._handlers.append(handler)

    def click(self, kind: str, value: str) -> None:
        """A click, as the browser reports it (tests and lessons call it directly)."""
        for handler in self._handlers:
            handler(kind, value)

    def _message(self, _widget: object, content: object, _buffers: object) -> None:
        # Only the messages the view sends are answered; anything else is not a click.
        if isinstance(content, dict) and content.get("kind") in ("card", "control", "step"):
            value = content.get("value")
            # an int no view sends (past 64 bits) is no click: str() of a huge one raises
            if isinstance(value, str) or (
                isinstance(value, int) and not isinstance(value, bool) and value.bit_length() < 64
            ):
                self.click(content["kind"], str(value))


class TableWidget(KoikoiWidget):
    """A widget shown on a live table: one :class:`TableView` with its bar of controls,
    its sentence and its note line, and a box under it for more (an advisor).

    The table is a :class:`~koikoi_edu.render.scene.Scene`, drawn live in the view and
    still in a stored page from the same value. A click goes to :meth:`answer_click`
    through :meth:`attempt`, so a click the rules refuse shows its reason in the note
    line, in the widget's language, and changes nothing else; a click on a card is
    answered from the scene (:meth:`answer_card`), and so is a click on Stop or Koi-koi
    (:meth:`answer_decision`).
    """

    def __init__(self, *, lang: str = "en", scale: float = 1.0, **kwargs: object) -> None:
        super().__init__(lang=lang, scale=scale, **kwargs)
        self.view = TableView(lang)
        self.view.on_click(partial(self.attempt, self.answer_click))
        self._note, self._note_kind = "", "info"
        self._status = ""
        self._shown: tuple[Bar, str] | None = None  # the bar and what is under the table
        self.scene: Scene | None = None  # the table on screen
        self.children = [self.view]

    def below(self) -> widgets.VBox:
        """A box under the table, for widgets that open there (the advisor)."""
        box = widgets.VBox()
        self.children = [*self.children, box]
        return box

    def answer_click(self, kind: str, value: str) -> None:
        """What a click on a card (``kind`` "card") or a control means: subclasses say."""
        raise NotImplementedError

    def answer_card(self, card_id: str) -> None:
        """A click on a card, answered from the scene on screen: a card it asks for goes
        to :meth:`pick`; any other is refused with the rule that refuses it."""
        assert self.scene is not None  # every table widget draws itself when made
        c = card(card_id)
        refusal = self.scene.refusal(c.id)
        if refusal is not None:
            raise KoikoiError(refusal)
        self.pick(c.id)

    def pick(self, card_id: str) -> None:
        """The learner's move with a card the scene asks for: subclasses say."""
        raise NotImplementedError

    def answer_decision(self, choice: str) -> None:
        """A click on Stop or Koi-koi, answered from the scene on screen: a decision it
        asks for goes to :meth:`decide`; while it asks none (the buttons not shown, a
        message no view of ours sends), the click is refused with what is asked instead."""
        assert self.scene is not None
        question = self.scene.question
        if question is None or question.kind != "decide":
            raise KoikoiError(Msg("scene.no-decision", must=self.scene.asked))
        self.decide(choice)

    def decide(self, choice: str) -> None:
        """The learner's decision, ``"stop"`` or ``"koi-koi"``, where the scene asks for
        one: subclasses say."""
        raise NotImplementedError

    @property
    def table(self) -> Html:
        """The table as it is shown now, as a stored page shows it."""
        assert self.scene is not None
        return Html(scene_html(self.scene, lang=self.lang, scale=self.scale, live=False))

    def attempt(self, action: Callable[..., object], *args: object, **kwargs: object) -> bool:
        try:
            action(*args, **kwargs)
        except KoikoiError as e:
            self.set_note(say(e.msg, self.lang), "refused")
            return False
        return True

    @property
    def note_text(self) -> str:
        """The note line as plain text: a refusal's reason, a hint, a verdict ("" if none)."""
        return self._note

    def set_note(self, text: str, kind: str = "info") -> None:
        """Show ``text`` in the note line (``kind``: info, hint, refused, right, wrong)."""
        self._note, self._note_kind = text, kind
        if self._shown is not None:
            self.view.show(self._page(live=True))

    def set_note_quietly(self, text: str, kind: str = "info") -> None:
        """Set the note line for the next drawing, without drawing now."""
        self._note, self._note_kind = text, kind

    def clear_note(self) -> None:
        self._note, self._note_kind = "", "info"

    def show(self, bar: Bar, scene: Scene, after: str = "") -> None:
        """Draw ``scene`` under ``bar`` (its controls the scene's) with the note line, and
        ``after`` under them; a stored page draws the same scene still, when one asks."""
        self.scene = scene
        self._shown = (replace(bar, controls=scene.controls, toggles=scene.toggles), after)
        self.view.show(self._page(live=True))

    def _page(self, live: bool) -> str:
        """The bar, the note line, the scene and what is under it, live or still."""
        assert self._shown is not None and self.scene is not None
        bar, after = self._shown
        bar = replace(bar, note=self._note, note_kind=self._note_kind)
        # the live view holds the pictures (sent once): its markup names them
        with named_pictures() if live else nullcontext():
            table = scene_html(self.scene, lang=self.lang, scale=self.scale, live=live)
            return live_html(bar, table + after, self.lang, self.scale, live=live)

    def set_status(self, text: str) -> None:
        """Keep the step's sentence; the view's narration line says it (aria-live), so no
        separate status widget is sent to the page."""
        self._status = text

    @property
    def status_text(self) -> str:
        """The sentence shown, and the note line after it when there is one."""
        return f"{self._status} {self._note}" if self._note else self._status

    def snapshot(self) -> str:
        return snapshot_html([self._page(live=False), *map(static_html, self.children[1:])])


def control(name: str, actions: dict[str, Callable[[], object]]) -> Callable[[], object]:
    """The action of the control called ``name``; a name the table has no control for
    (a message no view of ours sends) is refused, not a traceback."""
    if name not in actions:
        raise KoikoiError(message="widget.no-control", control=excerpt(name))
    return actions[name]
