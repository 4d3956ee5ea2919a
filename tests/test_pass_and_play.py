"""Two people at one table (``PlayTable("human")``): the screen passes between turns.

Whole seeded rounds are played by clicks for both seats, as a pair in class would, and
every drawing is checked against the engine's observation for the seat holding the
screen: no card it cannot see is in the markup (a picture, a card button, a card's
name), and while the screen passes no hand card is in it at all. The pass step comes
at every change of seat; clicks the table refuses say why once and change nothing.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
from collections import Counter
from html import unescape

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koikoi_edu import words
from koikoi_edu.cards import CARDS
from koikoi_edu.players import GreedyPlayer, Player, RandomPlayer
from koikoi_edu.round import SEATS, Phase
from koikoi_edu.widgets.play_table import PlayTable

LANGS = ("en", "ru", "uk", "ja", "romaji")
_SHOWN = re.compile(r'data-(?:pic|card|lights)="([^"]*)"')


def shown_ids(markup: str) -> set[str]:
    """Every card the markup draws face up or names in a card button or its lights."""
    return {i.rstrip("*") for v in _SHOWN.findall(markup) for i in v.split()} - {"back"}


def may_see(table: PlayTable) -> int:
    """The cards the people at the screen may see now, as a mask: the seat's own view
    (the engine's observation), none of either hand while the screen passes, and all
    once the round's end is on screen."""
    r = table.round
    if r.is_terminal() and not table.watching:
        return (1 << 48) - 1
    if table.passing is not None:
        return r.observe(0).seen & ~r.hands[0] & ~r.hands[1]
    return r.observe(table.seat).seen


def check_nothing_hidden_is_shown(table: PlayTable) -> None:
    allowed = may_see(table)
    seen_ids = {c.id for c in CARDS if allowed >> c.index & 1}
    for markup in (table.view.markup, table.view.html):
        assert shown_ids(markup) <= seen_ids
    # nor is a hidden card named in the words, unless a card it may see has that name
    text = unescape(table.view.markup) + table.status_text + repr(table)
    seen_names = {words.card_name(c, table.lang) for c in CARDS if c.id in seen_ids}
    for c in CARDS:
        name = words.card_name(c, table.lang)
        if c.id not in seen_ids and name not in seen_names:
            assert name not in text, (c.id, table)
            assert c.id not in text, (c.id, table)


def play_out(
    table: PlayTable, koikoi_calls: int = 2, chooser: Player | None = None
) -> tuple[Counter, list[tuple[str, str]]]:
    """Click ``table``'s round to its end for both seats, checking every drawing: a
    greedy choice of card (or ``chooser``'s), koi-koi at a seat's first ``koikoi_calls``
    decisions, then stop. What was asked of each seat, and the screens in order:
    ("pass", seat) or ("hand", seat)."""
    chooser = chooser or GreedyPlayer(random.Random(0))
    asked: Counter = Counter()
    screens: list[tuple[str, str]] = []
    for _ in range(400):
        check_nothing_hidden_is_shown(table)
        r = table.round
        if table.passing is not None:
            screens.append(("pass", table.passing))
            assert table.passing == SEATS[r.to_move]
            assert "kk-handover" in table.view.markup and "kk-pick" not in table.view.markup
            table.view.click("control", "show-hand")
            continue
        if r.is_terminal() and not table.watching:  # both hands open, for the review
            return asked, screens
        screens.append(("hand", table.human))
        if table.watching:
            table.view.click("control", "next")
            continue
        assert table.human == SEATS[r.to_move]  # the seat to move holds the screen
        question = table.scene.question
        key = (table.human, r.phase.name)
        asked[key] += 1
        if question.kind == "decide":
            table.view.click("control", "koi-koi" if asked[key] <= koikoi_calls else "stop")
        else:
            table.view.click("card", CARDS[chooser.choose(r)].id)
        assert table.note_text == "", table.note_text  # every click was a legal move
    pytest.fail("the round did not end in 400 clicks")


def to_the_next_pass(table: PlayTable) -> None:
    """Play the turn of the seat at the screen (greedy cards, koi-koi) and see it out."""
    chooser = GreedyPlayer(random.Random(0))
    while table.passing is None:
        if table.watching:
            table.view.click("control", "next")
        elif table.round.phase is Phase.DECIDE:
            table.view.click("control", "koi-koi")
        else:
            table.view.click("card", CARDS[chooser.choose(table.round)].id)
        assert table.note_text == ""


def check_a_pass_at_every_change(screens: list[tuple[str, str]]) -> None:
    """No hand of one seat follows a hand of the other without a pass step between."""
    before = None
    for (kind, seat), last in zip(screens, [None, *screens], strict=False):
        if kind == "hand" and seat != before:
            assert last == ("pass", seat), (last, seat)
        if kind == "hand":
            before = seat


# seed: what the round asks of each seat on the way (decisions, choices of capture)
ROUNDS = {
    12: {("A", "DECIDE"), ("A", "TAKE"), ("A", "DRAW_TAKE"), ("B", "DRAW_TAKE")},
    36: {("B", "DECIDE"), ("B", "TAKE"), ("B", "DRAW_TAKE"), ("A", "DRAW_TAKE")},
}


@pytest.mark.parametrize("seed", ROUNDS)
def test_a_whole_round_by_clicks_shows_each_seat_only_its_own_hand(seed):
    table = PlayTable("human", seed=seed)
    asked, screens = play_out(table)
    assert ROUNDS[seed] <= set(asked)
    assert screens[0] == ("pass", "A")  # nobody sees a hand before taking the screen
    check_a_pass_at_every_change(screens)
    # a pass at the start and at every change of seat, and at no other time
    replay, changes = table.round.restarted(), 0
    for action in table.round.actions:
        mover = replay.to_move
        replay.apply_action(action)
        changes += not replay.is_terminal() and replay.to_move != mover
    assert sum(kind == "pass" for kind, _ in screens) == changes + 1
    # once over, both hands are open to review together, and either seat is reviewed
    assert "face down" not in table.view.markup
    assert {"review-A", "review-B"} <= {c.id for c in table.scene.controls}


@given(seed=st.integers(0, 2**32 - 1), calls=st.integers(0, 3), lang=st.sampled_from(LANGS))
@settings(max_examples=6, deadline=None)
def test_any_round_by_any_legal_clicks_shows_no_hidden_card_and_passes_at_every_change(
    seed, calls, lang
):
    table = PlayTable("human", seed=seed, lang=lang)
    _, screens = play_out(table, calls, RandomPlayer(random.Random(seed)))
    check_a_pass_at_every_change(screens)


def test_the_pass_step_in_every_language_names_the_next_seat_and_its_button():
    for lang in LANGS:
        table = PlayTable("human", seed=3, lang=lang)
        markup = unescape(table.view.markup)
        assert words.say("passplay.handover", lang, seat="A") in markup
        assert words.say("passplay.show", lang, seat="A") in markup
        assert table.status_text == words.say("passplay.handover", lang, seat="A")
        check_nothing_hidden_is_shown(table)
        table.view.click("control", "show-hand")
        assert table.human == "A" and table.passing is None
        assert table.scene.question is not None and table.scene.question.kind == "play"
        assert table.scene.pick == set(table.round.hand(0).ids())


def test_a_match_passes_the_screen_at_the_start_of_every_round():
    table = PlayTable("human", seed=5, match=True)
    play_out(table)
    first = table.round
    table.view.click("control", "new-round")
    assert table.note_text == "" and table.round is not first
    assert table.passing == SEATS[table.round.to_move]
    check_nothing_hidden_is_shown(table)
    assert "round 2" in repr(table)


def state(table: PlayTable) -> tuple:
    r = table.round
    return (r.observe(0), r.observe(1), list(r.actions), table.passing, table.human, table._at)


@pytest.mark.parametrize("lang", LANGS)
def test_clicks_while_the_screen_passes_say_why_once_and_change_nothing(lang):
    table = PlayTable("human", seed=12, lang=lang)
    table.view.click("control", "show-hand")
    to_the_next_pass(table)
    assert table.passing == "B"
    hidden = table.round.hand(1).ids()[0]
    field = table.round.field_cards().ids()[0]
    must = words.say("passplay.must-pass", lang, seat="B")
    passing = words.say("passplay.passing", lang, seat="B")
    for kind, value, said in [
        ("card", hidden, must),
        ("card", field, must),
        ("control", "koi-koi", must),
        ("control", "prev", passing),
        ("control", "next", passing),
        ("control", "last", passing),
        ("control", "hint", passing),
        ("control", "advisor", passing),
        ("control", "review-B", None),
        ("control", "level-strong", None),
    ]:
        before = state(table)
        table.view.click(kind, value)
        assert table.note_text and "\n" not in table.note_text, (kind, value)
        if said is not None:
            assert said in table.note_text, (kind, value, table.note_text)
        assert state(table) == before
        check_nothing_hidden_is_shown(table)
        assert table.note_text.count(words.say("passplay.show", lang, seat="B")) <= 1


def test_once_b_holds_the_screen_a_card_of_as_hand_is_refused_and_nothing_moves():
    table = PlayTable("human", seed=12)
    table.show_hand()
    to_the_next_pass(table)
    table.view.click("control", "show-hand")
    assert table.human == "B"
    before = state(table)
    a_card = table.round.hand(0).ids()[0]
    table.click(a_card)
    assert table.note_text.endswith("is not in B's hand")
    assert state(table) == before
    table.view.click("control", "show-hand")  # nobody to pass to
    assert table.note_text == words.say("passplay.not-passing", "en")
    assert state(table) == before
    # Prev steps back through A's turn from B's side: A's hand stays face down
    table.prev()
    assert table.watching and table.scene.viewer == 1
    check_nothing_hidden_is_shown(table)


def test_hints_are_off_at_a_table_of_two_until_turned_on():
    table = PlayTable("human", seed=12)
    table.show_hand()
    assert "hint" not in {c.id for c in table.scene.controls}
    before = state(table)
    table.view.click("control", "hint")
    assert table.note_text == words.say("passplay.hints-are-off", "en")
    assert state(table) == before and table.scene.hint == frozenset()
    toggles = {c.id: c.pressed for c in table.scene.toggles.buttons}
    assert toggles == {"hints-off": True, "hints-on": False}
    table.view.click("control", "hints-on")
    assert "hint" in {c.id for c in table.scene.controls}
    table.view.click("control", "hint")
    assert table.scene.hint and table.scene.hint <= set(table.round.hand(0).ids()) | {
        *table.round.field_cards().ids(),
    }
    table.view.click("control", "hints-off")
    assert table.scene.hint == frozenset() and table.note_text == ""
    assert PlayTable("human", seed=12, hints=True).hints


def test_a_guided_table_hints_by_itself_only_while_hints_are_on():
    """``coach`` shows the hint at each move as if Hint were pressed: hints are on with
    it, a guided table with hints off is refused, and turning them off silences it."""
    with pytest.raises(ValueError, match="coach needs hints"):
        PlayTable("human", seed=12, coach=True, hints=False)
    table = PlayTable("human", seed=12, coach=True)
    assert table.note_text == "" and table.scene.hint == frozenset()  # screen not passed
    table.show_hand()
    assert table.hints and table.scene.hint and table.note_text
    table.view.click("control", "hints-off")
    assert table.scene.hint == frozenset() and table.note_text == ""
    played = next(iter(table.round.hand(table.seat))).id
    table.click(played)  # the next move's table: nothing hinted while hints are off
    while table.watching or table.passing is not None:
        table.next() if table.watching else table.show_hand()
    assert not table.round.is_terminal() and table.scene.hint == frozenset()
    table.view.click("control", "hints-on")
    table.view.click("control", "hint")
    assert table.scene.hint


def test_review_is_of_the_seat_asked_for_and_says_whose():
    table = PlayTable("human", seed=36)
    play_out(table)
    table.view.click("control", "review-B")
    assert table.note_text == ""
    assert table.last_review is not None and table.last_review.seat == "B"
    shown = unescape(table.advisor_box.children[0].value)
    assert words.say("review.heading", "en", seat="B", n=table.last_review.playouts) in shown


def test_a_table_of_two_has_no_computer_and_keeps_its_hands_hidden():
    with pytest.raises(ValueError, match="hidden from the other"):
        PlayTable("human", open_hands=True)
    table = PlayTable("human", seed=1)
    assert table.opponent is None and table.level is None and table.scene.toggles is not None
    with pytest.raises(ValueError, match="no computer"):
        table.set_level("strong")
    assert table.round.phase is Phase.PLAY


def test_a_drawn_round_is_said_in_a_fresh_interpreter():
    # the game's sentences load on first use: a bare name in words.field did not load them
    code = (
        "import random\n"
        "from koikoi_edu.round import Round\n"
        "from koikoi_edu.message import Msg\n"
        "from koikoi_edu import words\n"
        "r = Round.deal(seed=13); rng = random.Random(13)\n"
        "while not r.is_terminal(): r.apply_action(rng.choice(r.legal_actions()))\n"
        "assert r.result.winner is None\n"
        "print(words.say(Msg('play.over', result=r.result), 'en'))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "the round is over: the hands ran out with no winner: a draw"
