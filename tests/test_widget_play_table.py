"""PlayTable: a learner plays rounds and matches against a computer player by pressing buttons.

The positions are built by hand (``helpers.position``) so that what the table, the
log and the hint must say can be worked out from docs/rules.md; the dealt rounds check
that only legal cards and decisions are offered on the live table (``view.html``), that
the computer answers by itself, and that a seed replays the same game. Clicks are made
as the browser makes them, through ``view.click``.
"""

from __future__ import annotations

import re
from html import escape

import pytest
from helpers import (
    live_buttons,
    live_cards,
    live_controls,
    live_line,
    picked,
    position,
    unpack_pictures,
)

from koikoi_edu import learner
from koikoi_edu.cards import CARDS, CardSet
from koikoi_edu.errors import IllegalMoveError, KoikoiError, UnknownCardError
from koikoi_edu.puzzle import action_to_string
from koikoi_edu.round import DECISIONS, Phase
from koikoi_edu.rules import Rules
from koikoi_edu.widgets.play_table import PlayTable
from koikoi_edu.words.puzzle import choice_name

# docs/rules.md's worked example: A's boar completes inoshikacho against B's moon.
WORKED = dict(
    a_hand=["clover-boar", "iris-plain-1"],
    b_hand=["chrysanthemum-plain-1", "paulownia-plain-1"],
    field=["clover-plain-1", "chrysanthemum-cup", "pine-plain-1"],
    stock=["cherry-plain-1", "willow-lightning", "paulownia-plain-2"],
    a_pile=["maple-deer", "peony-butterflies"],
    b_pile=["pampas-moon"],
)


# A's poetry ribbon matches two pines on the field; the stock's top, cherry-poetry,
# then captures cherry-plain-1 and completes A's akatan.
CHOICE = dict(
    a_hand=["pine-poetry", "clover-boar"],
    b_hand=["iris-plain-1", "wisteria-plain-1"],
    field=["pine-crane", "pine-plain-1", "cherry-plain-1"],
    stock=["cherry-poetry", "willow-lightning"],
    a_pile=["plum-poetry", "maple-deer"],
)


def worked_table(**kwargs) -> PlayTable:
    return PlayTable("greedy", position=position(**WORKED), **kwargs)


def enabled(table: PlayTable) -> list[str]:
    """What the table offers to click now, in display order: the raised cards (kk-pick)
    and the enabled decision buttons."""
    html = table.view.html
    return picked(html) + [c for c, on in live_controls(html).items() if on and c in DECISIONS]


def offered(table: PlayTable) -> set[str]:
    """What the table offers: card ids or the decision words."""
    return set(enabled(table))


def press(table: PlayTable, offer: str) -> None:
    """Click what ``enabled`` offers, as the browser reports the click."""
    table.view.click("control" if offer in DECISIONS else "card", offer)


def log_html(table: PlayTable) -> str:
    """The log folded under the table."""
    html = table.view.html
    return html[html.index('<details class="kk-log"') :]


def legal(table: PlayTable) -> set[str]:
    """What the engine allows now, in the same words."""
    r = table.round
    if r.is_terminal():
        return set()
    if r.phase is Phase.DECIDE:
        return {"stop", "koi-koi"}
    return set(CardSet(sum(1 << a for a in r.legal_actions())).ids())


def play_out(table: PlayTable, pick: int = 0) -> int:
    """Click offered cards and decisions until the round is over, checking each offer;
    returns the clicks. The parts of each turn are stepped through with Next first
    (nothing is offered while they are shown: a click on a card the engine would take
    is refused, with the turn still on screen), or on every third click with Skip."""
    presses = 0
    while not table.round.is_terminal():
        assert table.round.to_move == table.seat  # the computer never waits for a press
        if table.watching:
            assert offered(table) == set()  # the table shows a past part: nothing to click
            before = (list(table.round.actions), table.shown_part)
            press(table, sorted(legal(table))[0])
            assert (list(table.round.actions), table.shown_part) == before
            assert table.note_text
        while table.watching:
            assert live_controls(table.view.html)["next"]
            table.view.click("control", "last" if presses % 3 == 2 else "next")
        assert offered(table) == legal(table)
        offers = enabled(table)
        press(table, offers[pick % len(offers)])
        presses += 1
        assert presses <= 40
    table.last()
    assert offered(table) == set()
    return presses


def snapshot(table: PlayTable) -> tuple:
    return (
        repr(table),
        table.moves,
        list(table.round.actions),
        table.view.html,
        table.status_text,
        table.note_text,
        live_controls(table.view.html),
        table.shown_part,
    )


# -- a whole round, by pressing buttons ----------------------------------------------------


@pytest.mark.parametrize("seed", [0, 5, 11])
def test_a_dealt_round_played_to_the_end_by_pressing_legal_buttons(seed):
    table = PlayTable(seed=seed)
    assert repr(table) == "<PlayTable teaching vs heuristic, A to play, turn 1>"
    assert enabled(table) == table.round.hand(0).ids()
    assert [
        c for c, b in live_cards(table.view.html).items() if b["data-area"] == "hand-A"
    ] == table.round.hand(0).ids()
    play_out(table, pick=seed)
    s = table.round.settlement
    assert table.status_text.endswith(
        f"the round is over: {s.winner} wins {s.points}" if s.winner else s.reason
    )
    assert re.search(r"over, (A|B) wins \d+|over, no winner", repr(table))
    assert "koikoi-settlement" in table.view.html  # the equation is on the table
    assert live_controls(table.view.html)["new-round"]


def test_the_same_seed_plays_the_same_game():
    one, two = PlayTable(seed=21), PlayTable(seed=21)
    play_out(one, pick=1)
    play_out(two, pick=1)
    assert one.moves == two.moves
    assert one.view.html == two.view.html
    assert log_html(one) == log_html(two)
    assert PlayTable(seed=22).round.hand(0) != PlayTable(seed=21).round.hand(0)


def test_the_computer_moves_first_when_it_deals():
    table = PlayTable("random", seed=2, human="B")  # a single round is dealt by A
    assert table.round.to_move == 1
    assert table.moves[0] == "A deals: 8 cards to each hand, 8 to the field, 24 left in the stock"
    assert table.moves[1].startswith("A plays ")
    assert repr(table) == "<PlayTable teaching vs random, B to play, turn 2>"
    assert "You are B, against random" in table.view.html
    play_out(table)


def test_a_new_round_passes_the_deal_as_the_rules_say():
    table = PlayTable(seed=0)
    play_out(table)
    assert table.round.settlement.winner == "B"
    table.view.click("control", "new-round")  # the winner deals the next round
    assert table.round.dealer == 1
    assert table.moves[0] == "B deals: 8 cards to each hand, 8 to the field, 24 left in the stock"
    assert not table.round.is_terminal()


# -- the worked example: capture, decision, koi-koi, the rival's doubled win ------------


def test_the_worked_example_of_the_rules():
    table = worked_table()
    table.play("clover-boar")
    # A captured the pair, the flip stayed, A holds inoshikacho and must decide
    assert table.moves[-1] == "A now holds inoshikacho 5"
    assert repr(table) == "<PlayTable teaching vs greedy, A to decide, turn 1>"
    # the parts of the turn one at a time: capture, flip, its capture, the yaku
    kinds = [table.shown_part.kind.value]
    while table.watching:
        table.next()
        kinds.append(table.shown_part.kind.value)
    assert kinds == ["capture", "flip", "capture", "yaku"]
    assert table.status_text.endswith(
        "Boar, deer, butterflies 5: a new or better yaku. decide: stop or koi-koi"
    )
    assert offered(table) == {"stop", "koi-koi"}
    html = table.view.html
    decision = html[html.index('class="kk-region kk-decision"') :]
    assert "Boar, deer, butterflies (inoshikacho)" in decision
    assert "stop and win now, or call koi-koi" in decision
    # the hand card is still shown, but is not offered during the decision
    hand = {c: b for c, b in live_cards(html).items() if b["data-area"] == "hand-A"}
    assert list(hand) == ["iris-plain-1"] and "kk-pick" not in hand["iris-plain-1"]["classes"]
    assert "iris; plain" in hand["iris-plain-1"]["aria-label"]

    press(table, "koi-koi")
    # B's chrysanthemum takes the cup: tsukimi with the moon, doubled by A's call
    assert "A calls koi-koi and plays on" in table.moves
    assert table.moves[-1] == (
        "B forms a new or better yaku after the koi-koi call: "
        "5 (tsukimi) × 2 (rival called koi-koi) = 10"
    )
    assert repr(table) == "<PlayTable teaching vs greedy, over, B wins 10>"
    table.last()
    assert 'aria-label="5 (tsukimi) × 2 (rival called koi-koi) = 10"' in table.view.html
    assert table.status_text.endswith("the round is over: B wins 10")


def test_stopping_wins_the_round():
    table = worked_table()
    table.play("clover-boar")
    table.decide("stop")
    assert repr(table) == "<PlayTable teaching vs greedy, over, A wins 5>"
    table.last()
    assert 'aria-label="5 (inoshikacho) = 5"' in table.view.html


def test_the_moves_are_highlighted_and_logged_newest_last():
    table = worked_table()
    table.play("clover-boar")
    items = re.findall(r"<li>(.*?)</li>", log_html(table))
    assert items[-2:] == [
        "A flips cherry-plain-1; no field card is of month 3 (cherry), so it stays on the field",
        "A now holds inoshikacho 5",
    ]
    # each part highlights the cards it moved; the cup that stayed is never highlighted
    marked = []
    while True:
        marked.append(
            set(
                re.findall(
                    r'class="koikoi-card highlighted" [^>]*data-card=\'([^\']+)\'',
                    unpack_pictures(table.view.html),
                )
            )
        )
        if not table.watching:
            break
        table.next()
    assert marked[:3] == [{"clover-boar", "clover-plain-1"}, {"cherry-plain-1"}, {"cherry-plain-1"}]
    assert set().union(*marked) >= {"clover-boar", "clover-plain-1", "cherry-plain-1"}
    assert "chrysanthemum-cup" not in set().union(*marked)


def test_two_matching_field_cards_offer_a_choice():
    table = PlayTable("greedy", position=position(**CHOICE))
    table.play("pine-poetry")
    assert repr(table) == "<PlayTable teaching vs greedy, A to take, turn 1>"
    assert table.status_text == "choose the card to take"
    assert enabled(table) == ["pine-crane", "pine-plain-1"]  # both raised, nothing else
    cards = live_cards(table.view.html)
    assert cards["pine-poetry"]["data-area"] == "pending"  # the played card waits apart
    assert [cards[c]["data-area"] for c in enabled(table)] == ["field", "field"]
    assert "pine; bright card: crane" in cards["pine-crane"]["aria-label"]
    table.take("pine-crane")
    assert table.moves[-3:] == [
        "A takes pine-crane with pine-poetry and leaves pine-plain-1 on the field",
        "A flips cherry-poetry; it matches cherry-plain-1 by month (3, cherry) and captures "
        "the pair",
        "A now holds akatan 5",  # the poetry ribbons of plum, pine and cherry
    ]
    table.last()
    assert offered(table) == {"stop", "koi-koi"}


# -- hints --------------------------------------------------------------------------------


def test_hints_name_captures_yaku_and_gifts_to_the_rival():
    table = PlayTable(
        "greedy",
        position=position(
            a_hand=["pine-poetry", "clover-boar", "chrysanthemum-cup"],
            b_hand=["iris-plain-1", "wisteria-plain-1", "maple-plain-1"],
            field=["clover-plain-1", "pine-plain-1"],
            stock=["cherry-plain-1", "willow-lightning"],
            a_pile=["maple-deer", "peony-butterflies", "plum-poetry", "cherry-poetry"],
            b_pile=["pampas-moon"],
        ),
    )
    before = snapshot(table)
    table.view.click("control", "hint")
    # the heuristic player's choice, with card and yaku names, not ids
    said = (
        "playing “bush clover: boar”: captures “bush clover: plain”, completes "
        "“Boar, deer, butterflies” (5)"
    )
    assert table.note_text == said
    assert table.hint() == said
    assert live_line(table.view.html, "note") == said
    assert table.status_text.endswith(said)
    assert snapshot(table)[:3] == before[:3]  # a hint moves nothing
    # a cup that only stays on the field gives B tsukimi with B's moon
    table = PlayTable(
        "greedy",
        position=position(
            a_hand=["chrysanthemum-cup"],
            b_hand=["iris-plain-1"],
            field=["pine-plain-1"],
            stock=["cherry-plain-1", "willow-lightning"],
            b_pile=["pampas-moon"],
        ),
    )
    assert table.hint() == (
        "playing “chrysanthemum: sake cup”: stays on the field, leaves "
        "“chrysanthemum: sake cup” where B could take it for "
        "“Moon viewing”"
    )


def test_a_hint_never_looks_at_the_stock():
    # The flip of cherry-poetry would complete akatan: the hint must not know it, and
    # must not turn it either.
    table = PlayTable("greedy", position=position(**CHOICE))
    stock = list(table.round.stock)
    assert table.hint() == (
        "playing “pine: poetry ribbon” and taking “pine: crane”: captures “pine: crane”, "
        "brings “Poetry ribbons” to 2 of 3"
    )
    assert table.round.stock == stock


def hinted(table: PlayTable) -> set[str]:
    return {c for c, b in live_cards(table.view.html).items() if "kk-hinted" in b["classes"]}


def test_a_hint_lights_the_suggested_cards():
    table = PlayTable("greedy", position=position(**CHOICE))
    table.view.click("control", "hint")
    assert hinted(table) == {"pine-poetry", "pine-crane"}


def test_a_hint_at_the_decision():
    table = worked_table()
    table.play("clover-boar")
    assert table.hint() == (
        "stopping now wins 5 (inoshikacho) = 5; "
        "B is 1 card from “Moon viewing” (1 of 2); "
        "A is 2 cards from “Animals” (3 of 5); "
        "1 card left in your hand"
    )
    assert not table.watching  # the hint shows the table as it stands


# -- refusals -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "move, error, message",
    [
        (lambda t: t.play("iris-bridge"), IllegalMoveError, "`iris-bridge` is not in A's hand"),
        (lambda t: t.play("iris-brige"), UnknownCardError, "unknown card `iris-brige`"),
        (
            lambda t: t.take("clover-plain-1"),
            IllegalMoveError,
            "A cannot take `clover-plain-1` now: A must play a card from the hand",
        ),
        (
            lambda t: t.decide("stop"),
            IllegalMoveError,
            "A cannot stop now: A must play a card from the hand",
        ),
        (
            lambda t: t.decide("maybe"),
            IllegalMoveError,
            "decide 'maybe': the choices are stop and koi-koi",
        ),
    ],
)
def test_illegal_moves_are_refused_and_change_nothing(move, error, message):
    table = worked_table()
    before = snapshot(table)
    with pytest.raises(error, match=re.escape(message)) as refused:
        move(table)
    assert "\n" not in str(refused.value)
    assert snapshot(table) == before


def test_a_play_is_refused_while_a_decision_is_due_and_after_the_end():
    table = worked_table()
    table.play("clover-boar")
    before = snapshot(table)
    with pytest.raises(
        IllegalMoveError,
        match=re.escape("A cannot play `iris-plain-1` now: A must decide, stop or koi-koi"),
    ):
        table.play("iris-plain-1")
    assert snapshot(table) == before
    table.decide("stop")
    with pytest.raises(IllegalMoveError, match="the round is over; no more moves"):
        table.decide("koi-koi")


def test_bad_settings_are_refused():
    with pytest.raises(ValueError, match="unknown player 'grandmaster'"):
        PlayTable("grandmaster")
    with pytest.raises(ValueError, match="the human player sits at A or B, not C"):
        PlayTable(human="C")
    with pytest.raises(ValueError, match="a match deals its own rounds"):
        PlayTable(match=True, position=position(**WORKED))


def test_open_hands_show_the_computers_cards():
    assert "data-card='paulownia-plain-1'" not in unpack_pictures(worked_table().view.html)
    assert "data-card='paulownia-plain-1'" in unpack_pictures(
        worked_table(open_hands=True).view.html
    )


def test_the_computers_open_hand_is_never_offered():
    table = worked_table(open_hands=True)
    b_hand = [c for c, b in live_cards(table.view.html).items() if b["data-area"] == "hand-B"]
    assert b_hand and not set(b_hand) & offered(table)
    before = snapshot(table)
    table.view.click("card", "paulownia-plain-1")  # a click on it is refused
    assert table.note_text == "`paulownia-plain-1` is not in A's hand"
    assert snapshot(table)[:3] == before[:3]


# -- the computer's level ------------------------------------------------------------------


def pressed(table: PlayTable) -> dict[str, str]:
    """The level toggles of the bar: their state, by control."""
    return {
        b["data-control"]: b["aria-pressed"]
        for b in live_buttons(table.view.html)
        if "aria-pressed" in b
    }


def test_the_bar_offers_the_three_levels_and_a_click_deals_a_round_against_one():
    table = PlayTable(seed=3)  # the heuristic player: the normal level
    assert table.level == "normal"
    assert pressed(table) == {
        "level-beginner": "false",
        "level-normal": "true",
        "level-strong": "false",
    }
    assert 'aria-label="computer:"' in table.view.html
    assert 'title="a new round against the strong player"' in table.view.html
    play_out(table, pick=1)
    table.view.click("control", "level-strong")
    assert table.level == "strong" and table.opponent.name == "strong"
    assert len(table.round.hand(0)) == 8  # a fresh deal: the learner has yet to play
    assert pressed(table)["level-strong"] == "true" and "against strong" in table.view.html
    table.view.click("control", "level-beginner")
    assert table.opponent.name == "greedy"
    again = PlayTable(seed=3)  # the same seed and the same clicks: the same game
    play_out(again, pick=1)
    for level in ("strong", "beginner"):
        again.view.click("control", f"level-{level}")
    assert again.round.actions == table.round.actions and again.view.html == table.view.html


def test_a_player_that_is_no_level_presses_no_toggle_and_a_match_offers_none():
    assert set(pressed(PlayTable("random", seed=1)).values()) == {"false"}
    table = PlayTable("greedy", seed=1, match=True)
    assert pressed(table) == {}
    before = snapshot(table)
    table.view.click("control", "level-strong")  # no view of ours sends it: refused
    assert table.note_text == "the table has no control level-strong"
    assert snapshot(table)[:3] == before[:3] and table.opponent.name == "greedy"
    with pytest.raises(ValueError, match="a match is played against one opponent"):
        table.set_level("strong")
    with pytest.raises(ValueError, match="unknown level 'expert'"):
        PlayTable().set_level("expert")


def test_the_levels_in_russian_and_ukrainian():
    ru = PlayTable(lang="ru").view.html
    assert 'aria-label="компьютер:"' in ru and "новый раунд против игрока «сильный»" in ru
    uk = PlayTable(lang="uk").view.html
    assert "комп&#x27;ютер:" in uk and "новий раунд проти гравця «сильний»" in uk


def test_the_strong_levels_advisor_plays_its_playouts_with_the_strong_model():
    table = PlayTable("strong", position=position(**WORKED))
    table.view.click("card", "clover-boar")  # inoshikacho: A decides
    advisor = table.open_advisor()
    assert advisor.players == ("strong", "strong")
    assert advisor.ask().playouts == 100


# -- a match ------------------------------------------------------------------------------


def test_a_match_by_pressing_buttons_keeps_running_totals():
    table = PlayTable("greedy", seed=1, match=True)
    assert "round 1 of 12" in table.view.html
    assert re.search(r'data-control="new-round"[^>]*>next round<', table.view.html)
    assert not live_controls(table.view.html)["new-round"]  # the round is not over yet
    with pytest.raises(KoikoiError, match="round 1 is still being played; finish it first"):
        table.new_round()

    totals = {"A": 0, "B": 0}
    for n in range(1, 13):
        assert repr(table).startswith(f"<PlayTable teaching vs greedy, round {n}, ")
        play_out(table, pick=n)
        s = table.round.settlement
        if s.winner:
            totals[s.winner] += s.points
        html = table.view.html
        totals_view = html[
            html.index('<div class="kk-totals"') : html.index('<details class="kk-log"')
        ]
        assert f"Totals: A {totals['A']}, B {totals['B']}" in totals_view
        assert totals_view.count("<tr>") == n + 1  # a row per round and a head
        if n < 12:
            table.view.click("control", "new-round")
    assert table.match.is_over()
    winner = "A" if totals["A"] > totals["B"] else "B" if totals["B"] > totals["A"] else None
    assert (
        f"The match is over: {winner} wins." if winner else "The match is over: a tie."
    ) in table.view.html
    assert not live_controls(table.view.html)["new-round"]
    with pytest.raises(KoikoiError, match="the match is over; no more rounds"):
        table.new_round()


def test_a_flipped_card_that_matches_two_offers_a_choice_too():
    table = PlayTable(
        "greedy",
        position=position(
            a_hand=["iris-plain-1", "clover-boar"],
            b_hand=["wisteria-plain-1", "maple-plain-1"],
            field=["pine-crane", "pine-plain-1"],
            stock=["pine-poetry", "willow-lightning"],
        ),
    )
    table.play("iris-plain-1")  # no iris on the field; the flipped pine-poetry finds two pines
    assert repr(table) == "<PlayTable teaching vs greedy, A to take, turn 1>"
    # the parts first: the iris stays, the flip turns up pine-poetry, matching two pines
    assert enabled(table) == []
    table.next()
    assert table.shown_part.kind.value == "flip"
    assert "matches two field cards" in table.status_text
    table.next()
    assert not table.watching
    assert enabled(table) == ["pine-crane", "pine-plain-1"]
    assert live_cards(table.view.html)["pine-poetry"]["data-area"] == "pending"
    assert table.hint() == (
        "taking “pine: crane”: captures “pine: crane”, brings “Three brights” to 1 of 3"
    )
    table.take("pine-plain-1")
    assert table.moves[2] == (
        "A takes pine-plain-1 with pine-poetry and leaves pine-crane on the field"
    )
    assert table.round.to_move == 0 and table.moves[3].startswith("B plays ")


def test_other_languages():
    table = worked_table(lang="ja")
    hand = [
        b["aria-label"] for b in live_cards(table.view.html).values() if b["data-area"] == "hand-A"
    ]
    assert hand == ["5月、菖蒲；カス札", "7月、萩；種札：猪"]
    assert table.status_text == "あなたの番：札を出す"
    table.play("clover-boar")
    table.last()
    assert enabled(table) == ["stop", "koi-koi"]
    assert re.findall(r'data-control="(?:stop|koi-koi)"[^>]*>([^<]*)<', table.view.html) == [
        "あがり",
        "こいこい",
    ]
    html = table.view.html
    assert "猪鹿蝶" in html[html.index('class="kk-region kk-decision"') :]


def test_russian_hints_name_cards_yaku_and_the_opponent_in_russian():
    table = PlayTable("heuristic", seed=8, lang="ru")
    assert "соперник: эвристический" in table.view.html
    hint = table.hint()
    assert "ход «хаги: простая»: забирает «хаги: кабан», «Кабан, олень, бабочки»" in hint
    assert "clover" not in hint and "inoshikacho" not in hint


# A's clover ribbon completes akatan of any 3 red ribbons (with A's wisteria and iris
# ribbons), while B holds 2 red ribbons of it.
ANY_RED = dict(
    a_hand=["clover-ribbon", "iris-plain-1"],
    b_hand=["pine-plain-2", "maple-plain-1"],
    field=["clover-plain-1", "pine-plain-1", "paulownia-plain-2"],
    stock=["cherry-plain-1", "paulownia-plain-1"],
    a_pile=["wisteria-ribbon", "iris-ribbon"],
    b_pile=["willow-ribbon", "plum-poetry"],
)


@pytest.mark.parametrize(
    "lang, poetry, red",
    [
        ("en", "Poetry ribbons", "Red ribbons"),
        ("ru", "Ленты со стихами", "Красные ленты"),
        ("uk", "Стрічки з віршами", "Червоні стрічки"),
    ],
)
def test_akatan_of_any_red_ribbons_is_named_so_wherever_the_table_names_it(lang, poetry, red):
    rules = Rules.preset("teaching").replace(akatan_cards="any-red")
    t = PlayTable("greedy", position=position(rules, **ANY_RED), lang=lang)
    shown = {"hint at the play": t.hint()}
    t.play("clover-ribbon")
    assert t.round.phase is Phase.DECIDE
    shown |= {"log": "\n".join(t.moves), "hint at the decision": t.hint(), "table": t.snapshot()}
    assert [where for where, text in shown.items() if poetry in text] == []
    if lang == "en":  # English names yaku by id in the log, by name in hints and the table
        assert "akatan" in shown["log"] and "akatan" not in shown["hint at the play"]
        assert red in shown["hint at the play"] and red in shown["table"]
    else:
        assert [where for where, text in shown.items() if red not in text] == []
        # B's 2 of 3 red ribbons: the rival's progress, after what stopping wins
        assert red in shown["hint at the decision"].split("; ")[1]


@pytest.mark.parametrize(
    "lang, draw",
    [
        ("en", "the round is over: the hands ran out with no winner: a draw"),
        ("ru", "раунд окончен: карты на руках закончились, победителя нет: ничья"),
    ],
)
def test_a_draw_is_said_in_the_tables_language(lang, draw):
    # neither play nor flip captures anything, and the hands run out after one card each
    t = PlayTable(
        "greedy",
        lang=lang,
        position=position(
            a_hand=["iris-plain-1"],
            b_hand=["maple-plain-1"],
            field=["pine-plain-1", "plum-plain-1"],
            stock=["cherry-plain-1", "paulownia-plain-1"],
        ),
    )
    t.play("iris-plain-1")
    t.last()
    assert t.round.is_terminal() and t.round.result.winner is None
    assert t.status_text.endswith(draw) and draw in t.hint()


def test_a_single_round_is_played_in_the_month_asked_and_the_caption_names_it():
    rules = Rules.preset("teaching").replace(month_yaku_points=4)
    table = PlayTable(rules=rules, month=8, lang="uk")
    assert table.round.month == 8
    assert "місяць 8: міскантус" in table._caption()
    table.new_round()  # the next single round keeps the month
    assert table.round.month == 8
    assert "month" not in PlayTable(month=8)._caption()  # where months do not score


def test_a_match_numbers_its_months_and_refuses_one_of_its_own():
    rules = Rules.preset("teaching").replace(month_yaku_points=4)
    assert PlayTable(rules=rules, match=True).round.month == 1
    with pytest.raises(ValueError, match="a month is for a single round"):
        PlayTable(rules=rules, match=True, month=5)
    with pytest.raises(ValueError, match="from 1 to 12, not 0"):
        PlayTable(month=0)


# -- the review and "Retry my mistakes" ------------------------------------------------------


def played_badly(seed: int = 2) -> PlayTable:
    """A dealt round against the heuristic player in which the learner always clicks
    the lowest legal card and always plays on: seed 2 gives a blunder and two
    inaccuracies (checked below)."""
    table = PlayTable("heuristic", seed=seed)
    r = table.round
    while not r.is_terminal():
        table.last()
        if r.phase is Phase.DECIDE:
            table.view.click("control", "koi-koi")
        else:
            table.click(CARDS[min(r.legal_actions())].id)
    table.last()
    return table


def test_a_reviewed_round_shows_each_grade_and_the_agreement(tmp_path):
    table = played_badly()
    assert "retry" not in live_controls(table.view.html)  # nothing reviewed yet
    store = learner.use(tmp_path / learner.FILE_NAME)
    try:
        table.view.click("control", "review")
    finally:
        learner.stop()
    review = table.last_review
    assert review is not None and table.note_text == ""
    assert review.grades() == {"blunder": 1, "mistake": 0, "inaccuracy": 2}
    html = table.advisor_box.children[0].value
    cells = re.findall(
        r"<td style='[^']*'>(<b>[^<]*</b>|–)</td><td style='[^']*'>[^<]*</td></tr>", html
    )
    assert cells == [f"<b>{c.grade}</b>" if c.grade else "–" for c in review.choices]
    agreed = sum(c.chosen == c.best for c in review.choices)
    assert review.agreement == agreed / len(review.choices)
    assert (
        f"Agreement with the strong player: {round(100 * agreed / len(review.choices))}% "
        f"({agreed} of {len(review.choices)})." in html
    )
    # the points lost, recorded in the learner's progress
    (kept,) = store.read()["reviews"]
    assert kept["lost"] == pytest.approx(review.cost, abs=0.01) and kept["lost"] > 3
    assert live_controls(table.view.html)["retry"]


def test_retrying_a_mistake_accepts_every_legal_click_and_judges_the_best_right():
    table = played_badly()
    table.view.click("control", "review")
    review = table.last_review
    assert review is not None
    table.view.click("control", "retry")
    view = table.retries
    assert view is not None and table.advisor_box.children[-1] is view
    costly = review.costliest(len(review.choices))
    # one puzzle a costly choice, costliest first
    assert [p.answer for p in view.puzzles] == [action_to_string(c.best) for c in costly]
    first = view.puzzles[0]
    assert len(first.choices) > 1
    for choice in first.choices:
        table.view.click("control", "retry")  # a fresh try of the same puzzles
        view = table.retries
        assert view is not None and view.answered is None
        kind = "control" if choice in DECISIONS else "card"
        view.click(kind, choice)
        right = choice == first.answer
        assert (view.answered is True) if right else (view.answered is None and view.tries == 1)
        assert ("kk-puzzle-answer" in view.view.html) == right  # the best shown after a try


def test_a_retry_shows_no_rating_and_leaves_the_learners_rating_alone(tmp_path):
    table = played_badly()
    table.view.click("control", "review")
    table.view.click("control", "retry")
    view = table.retries
    assert view is not None and view.status_text.startswith(f"Puzzle 1 of {len(view.puzzles)}. ")
    assert "rating" not in view.status_text
    p = view.puzzle
    chose = choice_name(p.chosen, "en")
    assert p.chosen in p.choices and p.chosen != p.answer
    assert "In your round you chose" not in view.view.html  # not before a try
    store = learner.use(tmp_path / learner.FILE_NAME)
    try:
        click = "control" if p.answer in DECISIONS else "card"
        view.click(click, p.answer)
    finally:
        learner.stop()
    assert view.answered is True
    best = choice_name(p.answer, "en")
    said = f"In your round you chose {chose} here; the review's best was {best}."
    assert escape(said) in view.view.html
    kept = store.read()
    assert kept["puzzles"] == [] and kept["rating"]["value"] == 1500.0


def test_retrying_shows_the_answer_on_request_and_refuses_forged_clicks():
    table = played_badly()
    table.view.click("control", "retry")  # before the review: refused, said why
    assert table.retries is None and table.note_text == (
        "review the round first: press Review my round"
    )
    table.view.click("control", "review")
    table.view.click("control", "retry")
    view = table.retries
    assert view is not None and live_controls(view.view.html) == {"show": True, "next": False}
    assert "kk-puzzle-answer" not in view.view.html  # the answer is not shown unasked
    view.click("control", "show")
    assert view.answered is False and "kk-puzzle-answer" in view.view.html
    assert view.note_text == f"The answer: {choice_name(view.puzzle.answer, 'en')}."
    view.click("control", "show")  # asked again: refused, nothing changes
    assert view.answered is False and view.note_text == "this puzzle is answered: press Next puzzle"
    table.new_round()  # a new round closes the review and its retries
    assert table.retries is None and view.view.comm is None
    table.view.click("control", "retry")
    assert table.note_text == "review the round first: press Review my round"
