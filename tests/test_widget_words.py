"""Every widget, driven through a whole game in Russian, Ukrainian and Japanese, shows
no English word (issue 11: English is one language of the catalogue, not the engine's).

What a person sees is everything a widget shows: its snapshot (the status line, the
narration, hints, equations, tables, the advisor's prose) with the alt texts and
titles of its pictures and the words inside its SVG drawings, and the labels,
tooltips and menu entries of its controls. Each widget is driven by its own
controls, as a learner would: every step, every decision, every preset, a whole
round of play with a hint at every move, and wrong inputs whose refusals reach the
status line.

An *English word* is a run of Latin letters that is none of:

* a seat, ``A`` or ``B``;
* the ``x`` of a sum, and the names ``Nintendo`` and ``KoiKoi-Japan`` as written;
* the romaji of a yaku, a plant or a card subject in the romaji catalogue, or a yaku
  id (the table names a yaku's romaji after its translated name);
* code: text inside ``<code>``, where card and yaku ids are shown as ids.

Numbers and signs are not words. The test of the test plants an English word in
one catalogue entry and sees it caught.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from datetime import date
from html.parser import HTMLParser
from urllib.parse import unquote

import ipywidgets as widgets
import pytest
from helpers import (
    TEACHING,
    act,
    assert_said_without_english,
    english_in_message,
    english_words,
    position,
    without_note,
)

from koikoi_edu import words
from koikoi_edu.cards import CARDS, PLANT_IDS, card
from koikoi_edu.drill import Drill
from koikoi_edu.errors import KoikoiError
from koikoi_edu.render.cheatsheet import cheatsheet_html
from koikoi_edu.round import Phase, Round
from koikoi_edu.rules import Rules
from koikoi_edu.scenario import library, load_library, narration
from koikoi_edu.settlement import settle
from koikoi_edu.widgets.advisor import KoikoiAdvisor
from koikoi_edu.widgets.base import KoikoiWidget
from koikoi_edu.widgets.flashcards import FlashcardDrill
from koikoi_edu.widgets.learning_check import LearningCheck
from koikoi_edu.widgets.multiplier_explorer import MultiplierExplorer
from koikoi_edu.widgets.play_table import PlayTable
from koikoi_edu.widgets.puzzle_view import PuzzleView
from koikoi_edu.widgets.scenario_player import ScenarioPlayer
from koikoi_edu.widgets.self_check import SelfCheck
from koikoi_edu.widgets.table_view import TableView
from koikoi_edu.widgets.warm_up import WarmUp
from koikoi_edu.widgets.yaku_calculator import YakuCalculator

LANGS = ("ru", "uk", "ja")


class _Seen(HTMLParser):
    """The words of an HTML or SVG fragment a person reads or hears, outside code."""

    SPOKEN = ("alt", "title", "aria-label", "placeholder")

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self._code = 0
        self._hidden = 0

    def handle_starttag(self, tag, attrs):
        if tag == "code":
            self._code += 1
        if tag in ("style", "script"):
            self._hidden += 1
        for name, value in attrs:
            if value and name in self.SPOKEN:
                self.texts.append(value)
            if name == "src" and value and value.startswith("data:image/svg+xml,"):
                self.texts += seen_in(unquote(value.split(",", 1)[1]))

    def handle_endtag(self, tag):
        if tag == "code":
            self._code -= 1
        if tag in ("style", "script"):
            self._hidden -= 1

    def handle_data(self, data):
        if not self._code and not self._hidden:
            self.texts.append(data)


def seen_in(html: str) -> list[str]:
    parser = _Seen()
    parser.feed(html)
    parser.close()
    return parser.texts


def controls(w: widgets.Widget) -> Iterator[widgets.Widget]:
    yield w
    for child in getattr(w, "children", ()):
        yield from controls(child)


def shown(widget: KoikoiWidget) -> list[str]:
    """Every text ``widget`` shows now: its snapshot, and its controls' words, a
    scenario's title and narration included (the library is told in every language)."""
    texts = seen_in(widget.snapshot())
    for w in controls(widget):
        if isinstance(w, widgets.HTML):  # the snapshot leaves out hidden parts; a view may not
            texts += seen_in(w.value)
        if isinstance(w, TableView):  # the live table: its controls, cards and lines
            texts += seen_in(w.html)
        for name in ("description", "tooltip"):
            value = getattr(w, name, None)
            if isinstance(value, str) and not isinstance(w, widgets.HTML):
                texts.append(value)
        if isinstance(w, widgets.Dropdown | widgets.ToggleButtons | widgets.RadioButtons):
            texts += [label for label, _ in w._options_full]
    return texts


class Watch:
    """Collects what a widget shows after each of the steps a test drives it through."""

    def __init__(self, widget: KoikoiWidget, lang: str) -> None:
        self.widget, self.lang = widget, lang
        self.found: dict[str, str] = {}
        self.look("start")

    def look(self, after: str) -> None:
        for w in english_words(shown(self.widget), self.lang):
            self.found.setdefault(w, after)

    def click(self, control: widgets.Widget, after: str = "") -> None:
        if isinstance(control, widgets.Button):
            for handler in control._click_handlers.callbacks:
                handler(control)
        self.look(after or getattr(control, "description", "click"))

    def press(self, kind: str, value: str, after: str = "") -> None:
        """A click on the live table, as the browser reports it."""
        self.widget.view.click(kind, value)
        self.look(after or f"{kind} {value}")

    def refused(self, action, *args, **kwargs) -> None:
        """A wrong input, through the widgets' one refusal path, must say why."""
        assert not self.widget.attempt(action, *args, **kwargs)
        self.look(f"refused {getattr(action, '__name__', action)}{args}{kwargs}")


# -- driving each widget ------------------------------------------------------------------


def drive_scenario_player(lang: str) -> Watch:
    p = ScenarioPlayer("boar-deer-butterflies", ask=True, lang=lang)
    w = Watch(p, lang)
    w.refused(p.answer, "stop")  # no decision at the start
    w.refused(p.open_advisor)
    while p.step < p.steps:
        if p.asking:
            w.press("card", "pine-crane", "a card while the decision is asked")
            w.press("control", "koi-koi", "answer koi-koi")
            w.press("control", "advisor", "advisor")
            advisor = p.advisor
            assert advisor is not None
            advisor.playouts = 40
            w.click(advisor.ask_button, "ask")
            w.press("control", "branch", "branch")
            w.press("control", "branch", "branch back")
        w.press("control", "next", "next")
    w.press("card", "pine-crane", "a card while stepping")
    w.press("control", "first")
    w.press("control", "last")
    w.press("step", "3")
    misdeal = ScenarioPlayer("misdeal", lang=lang)
    w2 = Watch(misdeal, lang)
    w2.press("control", "next")
    # your move: a wrong card (the rule's hint), a second (the answer), then the right ones
    mine = ScenarioPlayer("boar-deer-butterflies", play="A", coach=True, lang=lang)
    w3 = Watch(mine, lang)
    # bounded: a click the scene does not take leaves the step where it is
    for _ in range(3 * mine.steps):
        if mine.step >= mine.steps:
            break
        if mine.asking and not mine._at_decision(mine.step):
            w3.press("card", "iris-plain-1", "a wrong card")
            w3.press("card", "iris-plain-1", "a wrong card again")
            asked = mine._question_of(mine.step + 1)
            if asked is not None and asked.scripted:  # the lesson's card: the move is made
                w3.press("card", asked.scripted[0], "the lesson's card")
        elif mine.asking:
            w3.press("control", "stop", "answer stop")
        w3.press("control", "next", "next")
    w.found.update(w2.found)
    w.found.update(w3.found)
    return w


def drive_play_table(lang: str) -> Watch:
    t = PlayTable("heuristic", seed=3, lang=lang, match=True)
    w = Watch(t, lang)
    w.refused(t.decide, "stop")  # a decision while a card is due
    w.refused(t.open_advisor)
    rounds = 0
    while rounds < 2:
        r = t.round
        if t.watching:
            w.press("control", "next", "next part")
            continue
        if r.is_terminal():
            w.refused(t.play, card(r.log[-1].cards[0] if r.log[-1].cards else "pine-crane").id)
            w.press("control", "new-round", "next round")
            rounds += 1
            continue
        w.press("control", "hint", "hint")
        if r.phase is Phase.DECIDE:
            w.press("card", "pine-crane", "a card at the decision")
            w.press("control", "advisor", "advisor")
            [advisor] = t.advisor_box.children  # opened under the table
            advisor.playouts = 40
            w.click(advisor.ask_button, "ask")
            w.press("control", "koi-koi", "move")
        else:
            w.press("card", CARDS[r.legal_actions()[-1]].id, "move")
    return w


def drive_puzzle_view(lang: str) -> Watch:
    """A set of two: a wrong choice (the hint), a wrong one again (the answer and its
    numbers), then the next puzzle answered right; and the answer shown on request."""
    v = PuzzleView(theme="take-the-bright", count=2, seed=3, reveal=True, lang=lang)
    w = Watch(v, lang)

    def kind(choice: str) -> str:
        return "control" if choice in ("stop", "koi-koi") else "card"

    wrong = [c for c in v.puzzle.choices if c != v.puzzle.answer][0]
    w.press(kind(wrong), wrong, "a wrong choice")
    w.press(kind(wrong), wrong, "a wrong choice again")
    w.press("control", "next", "next puzzle")
    w.press(kind(v.puzzle.answer), v.puzzle.answer, "the right choice")
    retry = PuzzleView(theme="stop-now", count=1, seed=4, reveal=True, lang=lang)
    w2 = Watch(retry, lang)
    w2.press("control", "show", "show the answer")
    w.found.update(w2.found)
    return w


def drive_yaku_calculator(lang: str) -> Watch:
    c = YakuCalculator(lang=lang)
    w = Watch(c, lang)
    for cid in (
        "pine-crane",
        "cherry-curtain",
        "pampas-moon",
        "willow-rainman",
        "paulownia-phoenix",
        "chrysanthemum-cup",
        "clover-boar",
        "maple-deer",
        "peony-butterflies",
    ):
        c.add(cid)
        w.look(f"add {cid}")
    for preset in [v for _, v in c.selector._options_full if v]:
        c.selector.value = preset
        w.look(f"rules {preset}")
    c.remove("pine-crane")
    w.look("remove")
    c.clear()
    w.look("clear")
    return w


def drive_multiplier_explorer(lang: str) -> Watch:
    m = MultiplierExplorer(8, preset="teaching", lang=lang)
    w = Watch(m, lang)
    for example in m.examples:
        w.click(example, "example")
    for preset in [v for _, v in m.selector._options_full if v]:
        m.selector.value = preset
        for calls in range(4):
            m.winner_slider.value = min(calls, m.winner_slider.max)
            m.rival_slider.value = min(3 - calls, m.rival_slider.max)
            w.look(f"{preset} calls {calls}")
    m.selector.value = "teaching"
    w.refused(m.set, winner_calls=1, rival_calls=1)  # more calls than the rules allow
    return w


def drive_advisor(lang: str) -> Watch:
    r = load_library("boar-deer-butterflies").new_round(explain=False)
    r.apply_action(card("clover-boar").index)
    r.flip()
    a = KoikoiAdvisor(r, playouts=40, lang=lang)
    w = Watch(a, lang)
    w.click(a.ask_button, "ask")
    a.rival_menu.value = "heuristic"
    w.look("rival heuristic")
    a.rules_menu.value = "koikoi-japan"
    w.look("rules koikoi-japan")
    return w


def drive_self_check(lang: str) -> Watch:
    question = words.say("check.self-check", lang)  # a lesson writes its own question
    c = SelfCheck(question, "3", explanation="3", choices=["1", "2", "3"], lang=lang)
    w = Watch(c, lang)
    w.click(c.choice_buttons[0], "a miss")
    w.click(c.choice_buttons[1], "a second miss")
    factory = SelfCheck.pile_points(["pine-crane", "cherry-curtain", "pampas-moon"], lang=lang)
    w2 = Watch(factory, lang)
    for given in ("4", "x", "6"):
        factory.box.value = given
        w2.click(factory.check_button, f"answer {given}")
    w.found.update(w2.found)
    return w


def drive_flashcards(lang: str) -> Watch:
    d = FlashcardDrill(seed=1, lang=lang)
    w = Watch(d, lang)
    w.click(d.check_button, "check with nothing chosen")
    for n in range(6):
        c = d.card
        if n % 2:  # a right answer, then a wrong one
            d.answer(c.month, PLANT_IDS[c.month - 1], c.category.value)
        else:
            d.answer(c.month % 12 + 1, PLANT_IDS[c.month % 12], "plain")
        w.look(f"answer {n}")
        w.click(d.next_button, "next card")
    return w


def drive_warm_up(lang: str) -> Watch:
    warm = WarmUp("03-a-turn", lang=lang, today=date(2026, 12, 6))
    w = Watch(warm, lang)
    w.click(warm.start_button, "practise the new items")
    for check in warm.checks:
        if check.choice_buttons:
            w.click(check.choice_buttons[0], "a pick")
        else:
            check.box.value = "2"
            w.click(check.check_button, "answer 2")
        w.click(check.show_button, "show the answer")
    return w


def drive_learning_check(lang: str) -> Watch:
    check = LearningCheck("placement", lang=lang)
    w = Watch(check, lang)
    for c in check.checks:
        w.click(c.show_button, "show the answer")
    return w


DRIVERS = {
    "ScenarioPlayer": drive_scenario_player,
    "PlayTable": drive_play_table,
    "YakuCalculator": drive_yaku_calculator,
    "MultiplierExplorer": drive_multiplier_explorer,
    "KoikoiAdvisor": drive_advisor,
    "SelfCheck": drive_self_check,
    "FlashcardDrill": drive_flashcards,
    "WarmUp": drive_warm_up,
    "PuzzleView": drive_puzzle_view,
    "LearningCheck": drive_learning_check,
}


def test_every_widget_is_driven_here():
    from pathlib import Path

    import koikoi_edu.widgets as package

    defined = set()
    for path in Path(package.__file__).parent.glob("*.py"):
        defined |= set(
            re.findall(r"^class (\w+)\((?:KoikoiWidget|TableWidget)\)", path.read_text(), re.M)
        )
    # TableWidget is the base of the widgets on a live table, driven through them
    assert {"PlayTable", "ScenarioPlayer"} <= defined
    assert defined - {"TableWidget"} <= set(DRIVERS), defined - set(DRIVERS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", DRIVERS)
def test_no_english_word_in_a_widget(name, lang):
    found = DRIVERS[name](lang).found
    assert not found, f"{name} in {lang} shows English: " + "; ".join(
        f"{w!r} after {after}" for w, after in sorted(found.items())
    )


@pytest.mark.parametrize("lang", LANGS)
def test_the_library_is_narrated_in_every_language(lang):
    assert set(narration(lang)) == {name.removesuffix(".toml") for name in library()}


@pytest.mark.parametrize("lang", LANGS)
def test_no_english_word_in_the_library_narration(lang):
    """Every scenario's title and narration, not only the ones the drivers step through;
    option names and scenario names are written as code (backticks), which may be English."""
    for name, told in narration(lang).items():
        texts = [re.sub(r"`[^`]*`", "", text) for text in [told["title"], *told["say"]]]
        found = english_words(texts, lang)
        assert not found, f"{lang}: {name} shows English: {sorted(found)}"


def test_a_planted_english_word_is_caught(monkeypatch):
    russian = words.catalogue._translations("ru")
    pgettext = russian.pgettext
    monkeypatch.setattr(
        russian,
        "pgettext",
        lambda message, english: "Next" if message == "player.next" else pgettext(message, english),
    )
    found = drive_scenario_player("ru").found
    assert "Next" in found


@pytest.mark.parametrize(
    "lang, poetry, red",
    [("ru", "Ленты со стихами", "Красные ленты"), ("uk", "Стрічки з віршами", "Червоні стрічки")],
)
def test_akatan_of_any_red_ribbons_is_not_named_after_the_poetry_ribbons(lang, poetry, red):
    any_red = ScenarioPlayer("akatan-any-red", lang=lang)
    any_red.last()
    # the step's sentence and the table (the note line holds the teacher's narration)
    shown = without_note(any_red.view.html)
    assert red in shown and poetry not in shown
    assert f"5 ({red}) = 5" in words.settlement_text(
        any_red.replay.round.settlement, lang, any_red.replay.round.rules
    )
    poetry_read = load_library("akatan-any-red")
    rules = poetry_read.rules.replace(akatan_cards="poetry")
    held = settle(rules, "A", 5, ("akatan",))
    assert words.settlement_text(held, lang, rules) == f"5 ({poetry}) = 5"
    assert red not in cheatsheet_html(rules, lang) and red in cheatsheet_html(
        poetry_read.rules, lang
    )


# -- the refusals a learner meets through a widget's controls or a lesson's call ----------


def last_flip() -> Round:
    """A decides after A's last card (B has one turn to come): A's boar completes
    inoshikacho, so under koikoi-japan that turn ends the round and no decision is offered."""
    r = position(
        a_hand=["clover-boar"],
        b_hand=["chrysanthemum-plain-1"],
        field=["clover-plain-1", "chrysanthemum-cup"],
        stock=["willow-lightning"],
        a_pile=["maple-deer", "peony-butterflies"],
        b_pile=["pampas-moon"],
    )
    act(r, "clover-boar")
    return r


def under(rules: Rules | str, lang: str) -> KoikoiAdvisor:
    advisor = KoikoiAdvisor(last_flip(), lang=lang)
    advisor.set_rules(rules)
    return advisor


#: case -> lang -> (a widget, its refused call)
REFUSALS: dict[str, Callable[[str], tuple[KoikoiWidget, Callable[[KoikoiWidget], object]]]] = {
    "a card already in the calculator's pile": lambda lang: (
        YakuCalculator(pile=["clover-boar"], lang=lang),
        lambda w: w.add("clover-boar"),
    ),
    "a card not in the calculator's pile": lambda lang: (
        YakuCalculator(lang=lang),
        lambda w: w.remove("pine-crane"),
    ),
    "a decision that is neither stop nor koi-koi": lambda lang: (
        PlayTable("heuristic", seed=3, lang=lang),
        lambda w: w.decide("maybe"),
    ),
    "a turn past the scenario's end": lambda lang: (
        ScenarioPlayer("boar-deer-butterflies", lang=lang),
        lambda w: w.go_turn(99),
    ),
    "a step before the scenario's start": lambda lang: (
        ScenarioPlayer("boar-deer-butterflies", lang=lang),
        lambda w: w.go(-1),
    ),
    "an answer that is neither stop nor koi-koi": lambda lang: (
        ScenarioPlayer("boar-deer-butterflies", ask=True, lang=lang),
        lambda w: w.answer("koikoi"),
    ),
    "an unknown yaku in the explorer": lambda lang: (
        MultiplierExplorer(8, lang=lang),
        lambda w: w.set(yaku=("sanko", "gokou")),
    ),
    "a pick that is none of a self-check's choices": lambda lang: (
        SelfCheck("?", "3", explanation="3", choices=["1", "2", "3"], lang=lang),
        lambda w: w.answer("4"),
    ),
    "advice under a preset whose turn ends the round": lambda lang: (
        under("koikoi-japan", lang),
        lambda w: w.ask(),
    ),
    "advice under rules whose turn forms no yaku": lambda lang: (
        under(TEACHING.replace(inoshikacho_points=0), lang),
        lambda w: w.ask(),
    ),
}


def refusal(case: str, lang: str) -> str:
    """What the status line says when the widget of ``case`` refuses its input."""
    widget, call = REFUSALS[case](lang)
    assert not widget.attempt(call, widget), f"{case}: not refused"
    return widget.status_text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", REFUSALS)
def test_a_refusal_is_said_in_the_widgets_language(case, lang):
    said, english = refusal(case, lang), refusal(case, "en")
    assert said != english
    assert english_in_message(said) == set(), said


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "answer", [(None, "pine", "bright"), (1, None, "bright"), (1, "pine", None)]
)
def test_a_drills_unanswered_part_is_said_in_every_language(answer, lang):
    with pytest.raises(KoikoiError) as refused:
        Drill(["pine-crane"]).answer(*answer)
    assert_said_without_english(refused.value, [lang])
