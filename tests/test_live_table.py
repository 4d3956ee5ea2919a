"""The live table's Python side (issue 21): what it sends the view for every kind of
step, and every click it accepts or refuses, in English, Russian and Ukrainian.

The view (koikoi_edu/widgets/table_view.js) only draws the markup it is sent and
reports clicks, so everything a learner can see or do is in that markup: which cards
are raised to be clicked (``kk-pick``), which field cards a hand card lights
(``data-lights``), which controls are enabled, the one line of narration and the note
line. These tests read it back with tests/helpers.py and hold it to the engine:
the cards offered are exactly the legal moves, the lit cards exactly the matches, and
a click the rules refuse changes nothing but the note, which says why in the
learner's language.
"""

from __future__ import annotations

import re
from html import escape as html_escape

import pytest
from helpers import (
    english_words,
    live_cards,
    live_controls,
    live_line,
    picked,
    position,
    snapshot,
    without_note,
)
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from koikoi_edu import words
from koikoi_edu.cards import CARDS, CardSet, card
from koikoi_edu.message import Msg
from koikoi_edu.render.cards import _alt
from koikoi_edu.render.live import prose
from koikoi_edu.round import Phase
from koikoi_edu.trace import PartKind
from koikoi_edu.widgets.play_table import PlayTable
from koikoi_edu.widgets.scenario_player import ScenarioPlayer

LANGS = ("en", "ru", "uk")
IDS = re.compile("|".join(sorted((re.escape(c.id) for c in CARDS), key=len, reverse=True)))

# A's poetry ribbon matches two pines on the field; the stock's top, cherry-poetry,
# then captures cherry-plain-1 and completes A's akatan: a choice, then a decision.
CHOICE = dict(
    a_hand=["pine-poetry", "clover-boar"],
    b_hand=["iris-plain-1", "wisteria-plain-1"],
    field=["pine-crane", "pine-plain-1", "cherry-plain-1"],
    stock=["cherry-poetry", "willow-lightning"],
    a_pile=["plum-poetry", "maple-deer"],
)


def said(markup: str) -> str:
    """The words of the bar a learner reads: the narration and the note."""
    return f"{live_line(markup, 'narration')} {live_line(markup, 'note')}".strip()


def assert_readable(markup: str, lang: str) -> None:
    """The bar's words name cards by their names, never by ids, in ``lang`` only."""
    text = said(markup)
    assert text
    assert IDS.search(text) is None, text
    if lang != "en":
        assert english_words([IDS.sub(" ", text)], lang) == set(), text


def legal_cards(table: PlayTable) -> set[str]:
    r = table.round
    return set(CardSet(sum(1 << a for a in r.legal_actions())).ids())


def formed_yaku(markup: str) -> list[str]:
    """The yaku rows of the pile panels (formed yaku, not the progress towards them)."""
    return re.findall(r'class="kk-yaku" data-yaku="([^"]+)"', markup)


# -- the play table: what it sends at each kind of step -------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_hand_to_play_offers_the_legal_cards_and_each_lights_its_matches(lang):
    table = PlayTable("heuristic", seed=8, lang=lang)
    html = table.view.html
    assert table.round.phase is Phase.PLAY and table.round.to_move == 0
    assert set(picked(html)) == legal_cards(table)
    cards = live_cards(html)
    for c in picked(html):
        lights = set(cards[c].get("data-lights", "").split())
        assert lights == set(CardSet(table.round.field_matches(card(c).index)).ids()), c
        assert cards[c]["aria-label"] == html_escape(_alt(card(c), lang, False)), c
    # the computer's hand and the field are not offered, and nothing waits to be stepped
    assert all(cards[c]["data-area"] == "hand-A" for c in picked(html))
    assert live_controls(html) == {
        "prev": False,
        "next": False,
        "last": False,
        "hint": True,
        "new-round": True,
        "level-beginner": True,
        "level-normal": True,
        "level-strong": True,
    }
    assert_readable(html, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_two_match_choice_offers_the_two_field_cards_and_then_the_decision(lang):
    table = PlayTable("greedy", position=position(**CHOICE), lang=lang)
    table.view.click("card", "pine-poetry")
    html = table.view.html
    assert table.round.phase is Phase.TAKE
    assert picked(html) == ["pine-crane", "pine-plain-1"]
    assert live_cards(html)["pine-poetry"]["data-area"] == "pending"
    assert_readable(html, lang)
    table.view.click("card", "pine-crane")
    # the flip captures cherry and forms akatan: the parts are shown, then the decision
    while table.watching:
        assert picked(table.view.html) == []
        assert live_controls(table.view.html)["next"]
        assert_readable(table.view.html, lang)
        table.view.click("control", "next")
    html = table.view.html
    assert table.round.phase is Phase.DECIDE
    assert picked(html) == []
    controls = live_controls(html)
    assert controls["stop"] and controls["koi-koi"]
    assert "akatan" in formed_yaku(html)
    assert_readable(html, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_settlement_offers_no_card_and_a_new_round(lang):
    table = PlayTable("greedy", position=position(**CHOICE), lang=lang)
    for kind, value in [
        ("card", "pine-poetry"),
        ("card", "pine-crane"),
        ("control", "last"),
        ("control", "stop"),
    ]:
        table.view.click(kind, value)
    html = table.view.html
    assert table.round.is_terminal()
    assert picked(html) == []
    assert live_controls(html)["new-round"]
    assert_readable(html, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_hint_lights_a_legal_card_and_says_why_in_words(lang):
    table = PlayTable("heuristic", seed=8, lang=lang)
    table.view.click("control", "hint")
    html = table.view.html
    hinted = {c for c, b in live_cards(html).items() if "kk-hinted" in b["classes"]}
    assert hinted and hinted <= legal_cards(table) | set(CardSet(table.round.field).ids())
    assert live_line(html, "note")
    assert_readable(html, lang)


# -- clicks the rules refuse -----------------------------------------------------------


def refusals(table: PlayTable) -> list[tuple[str, str]]:
    """Clicks the table must refuse now: a card of the other hand, a field card while a
    hand card is asked for, a card that does not exist, a control it has not."""
    r = table.round
    other = sorted(CardSet(r.hands[1]).ids())
    field = sorted(CardSet(r.field).ids())
    return [
        ("card", other[0]),
        ("card", field[0]),
        ("card", "pine-cran"),
        ("control", "shuffle"),
        ("step", "3"),
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_click_changes_nothing_and_says_why_in_one_line(lang):
    table = PlayTable("heuristic", seed=8, lang=lang)
    for kind, value in refusals(table):
        state, html = snapshot(table.round), without_note(table.view.html)
        table.view.click(kind, value)
        assert snapshot(table.round) == state, (kind, value)
        assert without_note(table.view.html) == html, (kind, value)
        note = live_line(table.view.html, "note")
        assert note and "\n" not in note and "Traceback" not in note, (kind, value)
        if lang != "en":
            assert english_words([note.replace(value, " ")], lang) == set(), note
        table.clear_note()


@pytest.mark.parametrize("lang", LANGS)
def test_a_hand_card_is_refused_while_a_field_card_is_asked_for(lang):
    table = PlayTable("greedy", position=position(**CHOICE), lang=lang)
    table.view.click("card", "pine-poetry")
    state = snapshot(table.round)
    table.view.click("card", "clover-boar")  # in the hand, but a pine must be taken now
    assert snapshot(table.round) == state
    assert picked(table.view.html) == ["pine-crane", "pine-plain-1"]
    assert live_line(table.view.html, "note")


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 40),
    clicks=st.lists(
        st.tuples(
            st.sampled_from(["card", "control"]),
            st.sampled_from(
                [c.id for c in CARDS] + ["next", "prev", "last", "stop", "koi-koi", "hint", "bogus"]
            ),
        ),
        min_size=1,
        max_size=12,
    ),
)
def test_every_click_is_either_a_legal_move_or_changes_nothing(seed, clicks):
    table = PlayTable("greedy", seed=seed)
    assume(not table.round.is_terminal())
    for kind, value in clicks:
        actions = list(table.round.actions)
        legal = set(table.round.legal_actions()) if not table.round.is_terminal() else set()
        state = snapshot(table.round)
        table.view.click(kind, value)
        added = table.round.actions[len(actions) :]
        if table.round.actions[: len(actions)] != actions:
            pytest.fail("a click rewrote the moves already made")
        if added:  # accepted: the learner's move came first, and it was legal
            assert added[0] in legal
        else:
            assert snapshot(table.round) == state
        r = table.round
        waiting = 1 if r.phase in (Phase.TAKE, Phase.DRAW_TAKE) else 0  # a card in hand
        assert (
            sum(len(CardSet(m)) for m in (r.field, *r.hands, *r.piles)) + len(r.stock) + waiting
            == 48
        )


# -- the scenario player: the yaku wait for the turn's yaku step -----------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_pile_shows_a_turns_yaku_only_at_its_yaku_step(lang):
    player = ScenarioPlayer("boar-deer-butterflies", lang=lang)
    for k in range(1, player.steps + 1):
        player.go(k)
        _, part = player._parts[k - 1]
        html = player.view.html
        formed = formed_yaku(html)
        if part.seat == "A" and part.kind in (PartKind.PLAY, PartKind.CAPTURE, PartKind.FLIP):
            assert "inoshikacho" not in formed, (k, part.kind)
        if part.seat == "A" and part.kind is PartKind.YAKU:
            assert "inoshikacho" in formed
        assert_readable(html, lang)


# -- the scenario player's "your move" ------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_your_move_asks_for_the_card_and_a_right_click_goes_on(lang):
    player = ScenarioPlayer("boar-deer-butterflies", play="A", lang=lang)
    player.next()
    html = player.view.html
    assert player.asking and player.step == 1
    assert set(picked(html)) == {"clover-boar", "pine-plain-1"}
    assert not live_controls(html)["next"]
    assert_readable(html, lang)
    player.click("clover-boar")
    assert not player.asking
    html = player.view.html
    assert 'class="kk-note kk-note-right' in html
    assert_readable(html, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_your_move_takes_a_legal_alternative_as_legal_and_shows_the_lessons_move(lang):
    player = ScenarioPlayer("boar-deer-butterflies", play="A", lang=lang)
    player.next()
    player.click("pine-plain-1")  # legal, but the lesson plays the boar
    html = player.view.html
    assert not player.asking and player.step == 1  # the lesson's move is shown
    assert 'class="kk-note kk-note-info' in html
    note = live_line(html, "note")
    boar = words.card_name(card("clover-boar"), lang)
    assert words.card_name(card("pine-plain-1"), lang) in note and boar in note
    assert_readable(html, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_your_move_refuses_a_card_not_in_the_hand_naming_that_rule(lang):
    player = ScenarioPlayer("boar-deer-butterflies", play="A", lang=lang)
    player.next()
    before = (player.step, player.asking, without_note(player.view.html))
    player.click("iris-bridge")  # not in A's hand
    assert (player.step, player.asking, without_note(player.view.html)) == before
    refusal = words.say(Msg("error.not-in-hand", action=card("iris-bridge"), seat="A"), lang)
    expected = live_line(f'<div class="kk-note ">{prose(refusal, lang)}</div>', "note")
    assert live_line(player.view.html, "note") == expected


@pytest.mark.parametrize("lang", LANGS)
def test_your_move_takes_the_first_hand_card_click_at_the_start_as_the_first_move(lang):
    player = ScenarioPlayer("boar-deer-butterflies", play="A", lang=lang)
    assert set(picked(player.view.html)) == {"clover-boar", "pine-plain-1"}
    player.click("clover-boar")  # step 0: the first move is due on this very table
    assert (player.step, player.asking) == (1, False)
    assert 'class="kk-note kk-note-right' in player.view.html


@pytest.mark.parametrize("lang", LANGS)
def test_your_move_refuses_a_card_when_none_is_asked_and_changes_nothing(lang):
    player = ScenarioPlayer("boar-deer-butterflies", play="B", lang=lang)
    before = (player.step, player.asking, without_note(player.view.html))
    assert picked(player.view.html) == []  # A moves first: nothing is asked of B
    player.click("clover-boar")
    assert (player.step, player.asking, without_note(player.view.html)) == before
    note = live_line(player.view.html, "note")
    assert note and IDS.search(note) is None


def test_a_redraw_names_every_card_picture_and_spells_none_out() -> None:
    """The view holds the pictures (sent once), so the markup of a redraw names each
    one by key and carries no picture itself: a click sends kilobytes, not ~85."""
    table = PlayTable("heuristic", seed=0)
    table.click(next(iter(table.round.hand(table.seat))).id)
    markup = table.view.markup
    named = re.findall(r'<img data-pic="([^"]+)"', markup)
    assert "data:image" not in markup and len(named) == markup.count("<img")
    assert len(named) >= 16 and set(named) <= set(table.view.pictures)
    assert len(markup) < 20_000
