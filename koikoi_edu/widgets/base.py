"""What every koikoi-edu widget shares: a status line, text buttons, a stable repr.

Widgets hold no game logic: they ask the engine and show what the renderers
return. Each one is an ``ipywidgets.VBox`` subclass, so it displays as itself,
and each can be driven from code (``player.next()``), which is how lessons and
tests step it.

Their ``text/plain`` output (``repr``) is short and stable, e.g.
``<ScenarioPlayer boar-deer-butterflies step 3/9>``, so a notebook's stored
output does not change from run to run.

Each one displays with a static HTML snapshot of what it shows beside the live
view (:meth:`KoikoiWidget.snapshot`). A notebook stores the snapshot, so a lesson
nobody has run yet still shows the step-through's position, the calculator's
pile or the explorer's equation; once the cell runs, the front end shows the live
widget instead (a widget view outranks HTML, and an untrusted stored output never
holds a widget view: ``scripts/run_notebooks.py`` drops it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from html import escape, unescape

import ipywidgets as widgets

from .. import words
from ..errors import KoikoiError
from ..inputs import quoted
from ..render.cards import check_scale
from ..render.notes import snapshot_html
from ..render.table import column_html, row_html
from ..rules import PRESETS, Rules


def button(label: str, tooltip: str = "", *, icon: str = "") -> widgets.Button:
    """A real button with a text label (icons alone are not enough for everyone)."""
    return widgets.Button(
        description=label, tooltip=tooltip or label, icon=icon, layout=widgets.Layout(width="auto")
    )


class KoikoiWidget(widgets.VBox):
    """Base class: a VBox with an ``aria-live`` status line and a stable ``repr``."""

    def __init__(self, *, lang: str = "en", scale: float = 1.0, **kwargs) -> None:
        words.check_lang(lang)
        scale = check_scale(scale)
        super().__init__(**kwargs)
        self.lang = lang
        self.scale = scale
        self.status = widgets.HTML()

    def set_status(self, text: str) -> None:
        """Say ``text`` in the status line; screen readers announce the change."""
        self.status.value = (
            f'<div role="status" aria-live="polite" class="kk-status">{escape(text)}</div>'
        )

    @property
    def status_text(self) -> str:
        """The status line as plain text (what tests and lessons read back)."""
        value = self.status.value
        start = value.find(">") + 1
        return unescape(value[start : value.rfind("</div>")])

    def describe(self) -> str:
        """The part of the repr after the class name; subclasses say where they are."""
        return ""

    def attempt(self, action: Callable[..., object], *args: object, **kwargs: object) -> bool:
        """Run ``action(*args, **kwargs)`` for a click or a slider; False if it was refused.

        A refused input (a :class:`~koikoi_edu.errors.KoikoiError`) shows its one-line
        message, in the widget's language, in the status line instead of a traceback in
        the front end's log.
        """
        try:
            action(*args, **kwargs)
        except KoikoiError as e:
            self.set_status(words.say(e.msg, self.lang))
            return False
        return True

    def on_click(
        self,
        control: widgets.Button,
        action: Callable[..., object],
        *args: object,
        **kwargs: object,
    ) -> None:
        """Run ``action(*args, **kwargs)`` on every click of ``control``, through
        :meth:`attempt`: every button of every widget is wired this way, so a click at
        the wrong moment (a double click) says why in the status line."""
        control.on_click(lambda _: self.attempt(action, *args, **kwargs))

    def on_change(self, control: widgets.ValueWidget, action: Callable[[dict], object]) -> None:
        """Run ``action(change)`` whenever ``control``'s value changes, through
        :meth:`attempt` (sliders, menus, toggles)."""
        control.observe(lambda change: self.attempt(action, change), "value")

    def close(self) -> None:
        """Close the widget and every widget it holds (its children, theirs, every layout
        and style, the status line), so that nothing it made stays open in the kernel;
        ipywidgets' own ``close`` closes only the box."""
        if self.comm is not None:  # closed already (or never opened), with all it held
            close_tree(self)

    def __repr__(self) -> str:
        detail = self.describe()
        return f"<{type(self).__name__}{' ' + detail if detail else ''}>"

    def snapshot_parts(self) -> list[widgets.Widget]:
        """The children a snapshot shows: all of them, unless a widget says otherwise."""
        return list(self.children)

    def snapshot(self) -> str:
        """What the widget shows now, as static HTML: pictures, words, the inputs' values.

        Buttons are drawn disabled: in a stored page they cannot do anything.
        """
        return snapshot_html(map(static_html, self.snapshot_parts()))

    def output_metadata(self) -> dict:
        """What a stored notebook keeps in the widget's output metadata, which no front
        end shows (a self-check's answer, for the teachers' key); nothing by default."""
        return {}

    def _repr_mimebundle_(self, **kwargs: object) -> tuple[dict, dict]:
        # the live view for a running kernel, the snapshot for a stored notebook
        data = {**super()._repr_mimebundle_(**kwargs), "text/html": self.snapshot()}
        return data, self.output_metadata()


def held(w: widgets.Widget) -> Iterator[widgets.Widget]:
    """The widgets ``w`` holds in its synced traits: its children, layout, style."""
    for name in w.keys:
        value = getattr(w, name, None)
        if isinstance(value, widgets.Widget):
            yield value
        elif isinstance(value, list | tuple):
            yield from (v for v in value if isinstance(v, widgets.Widget))


def close_tree(w: widgets.Widget) -> None:
    """Close ``w`` and every widget under it: ipywidgets keeps each open widget, and its
    comm to the page, until it is closed, and closing a box closes none of its
    children, nor any widget its layout or style (issue 37: every advisor closed left
    27 widgets open)."""
    seen: set[int] = set()
    waiting = [w]
    while waiting:
        one = waiting.pop()
        if id(one) in seen:
            continue
        seen.add(id(one))
        waiting += held(one)
        if isinstance(status := getattr(one, "status", None), widgets.Widget):
            waiting.append(status)  # a table widget keeps its status out of its children
        widgets.Widget.close(one)  # this one only (no ipywidget closes more): the walk does


def replace_children(box: widgets.Box, children: Sequence[widgets.Widget]) -> None:
    """Show ``children`` in ``box`` and close what it showed that it no longer does."""
    dropped = [c for c in box.children if not any(c is k for k in children)]
    box.children = tuple(children)
    for child in dropped:
        close_tree(child)


def static_html(w: widgets.Widget) -> str:
    """One widget as static HTML (see :meth:`KoikoiWidget.snapshot`); "" if it shows nothing
    a page could keep (a hidden widget, an output area)."""
    if w.layout.display == "none" or w.layout.visibility == "hidden":
        return ""
    if isinstance(w, widgets.HTML):
        return w.value
    if isinstance(w, widgets.Label):
        return f"<div>{escape(w.value)}</div>"
    if isinstance(w, (widgets.Button, widgets.ToggleButton)):
        return f'<button disabled="disabled">{escape(w.description)}</button>'
    if isinstance(w, widgets.Box):
        parts = [html for html in map(static_html, w.children) if html]
        if not parts:
            return ""
        if isinstance(w, widgets.HBox):
            # a live HBox has no space under its row: its snapshot keeps a little
            return row_html(parts, "0.4em", "middle", below="0.15em")
        return f"<div>{column_html(parts, '0.3em')}</div>"
    if isinstance(w, widgets.Text) and not w.value:  # an empty box, waiting for the learner
        return (
            f'<div>{escape(w.description)}: <input disabled="disabled" '
            f'placeholder="{escape(w.placeholder)}"/></div>'
        )
    if isinstance(w, widgets.ValueWidget) and isinstance(w, widgets.DOMWidget):
        shown = getattr(w, "label", None) or w.value
        shown = "" if shown is None else shown  # a menu with nothing chosen shows nothing
        name = getattr(w, "description", "")
        return f"<div>{escape(name)}{': ' if name else ''}<b>{escape(str(shown))}</b></div>"
    return ""


def step_number(value: str, steps: int) -> int:
    """The step a click on a step slider names: ``value``, as a page sends it, read as a
    whole number from 0 to ``steps``. Anything else (text, ``"1.5"``, ``"NaN"``, a card's
    id, thousands of digits) is refused with the step message, as a step out of range
    is, never with a traceback::

        >>> step_number("3", 11)
        3
        >>> step_number("NaN", 11)
        Traceback (most recent call last):
        ...
        koikoi_edu.errors.KoikoiError: step must be a whole number from 0 to 11, not 'NaN'
    """
    # ASCII digits only, and no more of them than ``steps`` has: int() would also read
    # " 3", "٣" and "1_0", and refuses more than 4,300 digits with a ValueError
    if value.isascii() and value.isdigit() and len(value) <= len(str(steps)):
        if int(value) <= steps:
            return int(value)
    raise KoikoiError(message="widget.step", steps=steps, value=quoted(value))


def rules_of(rules: Rules | str) -> Rules:
    """Rules given as themselves or as a preset's name (a RulesError names an unknown one)."""
    return rules if isinstance(rules, Rules) else Rules.preset(rules)


def preset_of(rules: Rules) -> str | None:
    """The name of the preset ``rules`` are, or None for rules with options changed."""
    return rules.name if PRESETS.get(rules.name) == rules else None


def preset_selector(rules: Rules, label: str, lang: str) -> widgets.Dropdown:
    """A drop-down over the presets, showing ``rules``' preset (none for changed rules);
    each preset is shown by its name in ``lang``, and its value is its id."""
    return widgets.Dropdown(
        options=[(words.preset_name(p, lang), p) for p in PRESETS],
        value=preset_of(rules),
        description=label,
        style={"description_width": "initial"},
    )
