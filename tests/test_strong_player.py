"""The quick and strong players, and the review of a round built on them.

The strong player must be honest (its choice depends only on what its seat sees),
legal under every preset, and deterministic for a seed; the quick player's fast
path must be the same game as its general path; a review's values must be the
expectations a brute-force walk over every deal of the unseen cards finds.
"""

import json
import random
from fractions import Fraction
from itertools import permutations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from koikoi_edu import saving
from koikoi_edu.cards import FULL_DECK, card, indices
from koikoi_edu.cli import main
from koikoi_edu.players import (
    LEVELS,
    PLAYERS,
    QuickPlayer,
    StrongPlayer,
    card_worths,
    make_player,
    play_round,
    unseen_cards,
)
from koikoi_edu.render.review import review_html, review_text
from koikoi_edu.review import MISTAKE, review_round
from koikoi_edu.round import KOIKOI, SEATS, STOP, Phase, Round
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.scenario import load_library

RULES = list(PRESETS.values())


def walk_into(r: Round, steps: int, seed: int) -> Round:
    """``r`` after up to ``steps`` random actions (it may end sooner)."""
    rng = random.Random(seed)
    for _ in range(steps):
        if r.is_terminal():
            break
        acts = r.legal_actions()
        r.apply_action(acts[int(rng.random() * len(acts))])
        r.flip()
    return r


def with_hidden_cards_dealt_again(r: Round, seed: int) -> Round:
    """``r`` with the cards its mover cannot see shuffled between the rival's hand and
    the stock: the same position from the mover's seat, a different one in truth."""
    mask, in_hand = unseen_cards(r)
    unseen = list(indices(mask))
    random.Random(seed).shuffle(unseen)
    other = r.copy()
    other.hands[1 - r.to_move] = sum(1 << c for c in unseen[:in_hand])
    other.stock = unseen[in_hand:]
    return other


# -- the quick player ----------------------------------------------------------------


def final_state(r: Round) -> tuple:
    return (r.actions, r.settlement, r.hands, r.piles, r.field, r.stock, r.calls, r.koikoi)


@settings(max_examples=150, deadline=None)
@given(rules=st.sampled_from(RULES), seed=st.integers(0, 2**32), warmup=st.integers(0, 12))
def test_quick_play_out_is_the_game_of_its_choices(rules, seed, warmup):
    fast = walk_into(Round.deal(rules, seed=seed), warmup, seed)
    assume(not fast.is_terminal())
    slow = fast.copy()
    settlement = QuickPlayer(random.Random(seed)).play_out(fast)
    player = QuickPlayer(random.Random(seed))
    play_round(slow, (player, player))
    assert final_state(fast) == final_state(slow)
    assert settlement is fast.settlement


def test_the_quick_player_captures_the_worthiest_and_lets_go_the_least():
    worth = card_worths(Rules())
    # the sake cup is in tane and in both viewings: worth more than any bright alone
    assert worth[card("chrysanthemum-cup").index] > worth[card("pine-crane").index]
    assert worth[card("pine-crane").index] > worth[card("pine-poetry").index]
    assert worth[card("pine-poetry").index] > worth[card("pine-plain-1").index]
    q = QuickPlayer(random.Random(0))
    q._policy(Rules())
    hand = card("pine-crane").mask | card("cherry-plain-1").mask | card("maple-plain-1").mask
    # a plain that captures a bright comes before the crane that captures only a plain
    field = card("cherry-curtain").mask | card("pine-plain-2").mask
    assert q.play(hand, field) == card("cherry-plain-1").index
    # nothing captures: the least worthy card is let go, never the crane
    assert q.play(hand, card("wisteria-plain-1").mask) != card("pine-crane").index
    two = card("cherry-curtain").mask | card("cherry-plain-2").mask
    assert q.take(two) == card("cherry-curtain").mask


# -- the strong player ---------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(rules=st.sampled_from(RULES), seed=st.integers(0, 2**32), warmup=st.integers(0, 20))
def test_the_strong_player_never_reads_hidden_cards(rules, seed, warmup):
    r = walk_into(Round.deal(rules, seed=seed), warmup, seed)
    assume(not r.is_terminal() and len(r.legal_actions()) > 1)
    other = with_hidden_cards_dealt_again(r, seed + 1)
    assume(other.hands != r.hands or other.stock != r.stock)
    a, b = StrongPlayer(random.Random(7), 60), StrongPlayer(random.Random(7), 60)
    assert a.action_values(r) == b.action_values(other)
    a, b = StrongPlayer(random.Random(8), 60), StrongPlayer(random.Random(8), 60)
    assert a.choose(r) == b.choose(other)


@settings(max_examples=12, deadline=None)
@given(rules=st.sampled_from(RULES), seed=st.integers(0, 2**32))
def test_the_strong_player_plays_only_legal_moves_on_every_preset(rules, seed):
    r = Round.deal(rules, seed=seed)
    strong, rival = StrongPlayer(random.Random(seed), 40), make_player("random")
    while not r.is_terminal():
        seat = (strong, rival)[r.to_move]
        legal = r.legal_actions()
        before = (r.phase, r.to_move, list(r.hands), r.field, list(r.stock), list(r.actions))
        action = seat.choose(r)
        assert action in legal
        # choosing leaves the round as it was
        assert before == (r.phase, r.to_move, list(r.hands), r.field, list(r.stock), r.actions)
        r.apply_action(action)
        r.flip()
        r.flip()
    assert r.result.points >= 0


def test_the_strong_player_is_deterministic_for_a_seed():
    def game(seed: int) -> list[int]:
        r = Round.deal(seed=11)
        play_round(r, (StrongPlayer(random.Random(seed), 50), make_player("heuristic", None)))
        return r.actions

    assert game(3) == game(3)


def test_the_strong_player_stops_when_koi_koi_can_only_lose():
    # A holds inoshikacho at once; B's hand would take everything after a call
    r = load_library("boar-deer-butterflies").new_round(explain=False)
    r.apply_action(card("clover-boar").index)
    r.flip()
    assert r.phase is Phase.DECIDE
    values = StrongPlayer(random.Random(1), 400).action_values(r)
    assert values[STOP] == 5.0
    assert values[KOIKOI] < values[STOP]


def test_levels_name_built_in_players():
    assert set(LEVELS) == {"beginner", "normal", "strong"}
    assert all(name in PLAYERS for name in LEVELS.values())


# -- the review ------------------------------------------------------------------------------


def small_endgame() -> Round:
    """A to move with two cards, B with two, four cards in the stock: six unseen cards
    for A, so every one of their 720 orders can be walked."""
    hands = (
        card("pine-crane").mask | card("maple-plain-1").mask,
        card("pine-plain-1").mask | card("iris-plain-1").mask,
    )
    field = card("pine-poetry").mask | card("pine-plain-2").mask | card("maple-deer").mask
    stock = [
        card(c).index for c in ("iris-bridge", "maple-plain-2", "cherry-curtain", "pampas-moon")
    ]
    placed = sum(hands) | field | sum(1 << c for c in stock)
    rest = list(indices(FULL_DECK & ~placed))
    piles = (sum(1 << c for c in rest[::2]), sum(1 << c for c in rest[1::2]))
    return Round.from_position(
        Rules(koikoi_limit=None),
        hands=hands,
        field=field,
        stock=stock,
        piles=piles,
        to_move=0,
        koikoi=[0, 1],
    )


def brute_force(r: Round, action: int) -> Fraction:
    """The expected net points of ``action`` for the mover: every order of the unseen
    cards (the first ones the rival's hand, the rest the stock), and every one of the
    quick player's equally good choices after it, equally likely."""
    seat, rival = r.to_move, 1 - r.to_move
    mask, in_hand = unseen_cards(r)
    quick = QuickPlayer(random.Random(0))

    def expect(x: Round) -> Fraction:
        if x.is_terminal():
            s = x.result
            return Fraction(
                0 if s.winner is None else s.points if s.winner == SEATS[seat] else -s.points
            )
        options = quick.options(x)
        total = Fraction(0)
        for o in options:
            y = x.copy()
            y.apply_action(o)
            y.flip()
            total += expect(y)
        return total / len(options)

    total, orders = Fraction(0), 0
    for order in permutations(indices(mask)):
        x = r.copy(explain=False)
        x.hands[rival] = sum(1 << c for c in order[:in_hand])
        x.stock = list(order[in_hand:])
        x.apply_action(action)
        x.flip()
        total += expect(x)
        orders += 1
    return total / orders


def test_a_review_is_exact_where_brute_force_can_check_it():
    r = small_endgame()
    played = r.copy()
    played.apply_action(card("maple-plain-1").index)
    played.flip()
    while not played.is_terminal():
        played.apply_action(played.legal_actions()[0])
        played.flip()
    review = review_round(played, "A")
    first = review.choices[0]
    assert first.exact and first.turn == 13 and first.phase is Phase.PLAY
    for action in r.legal_actions():
        assert first.values[action] == pytest.approx(float(brute_force(r, action)), abs=1e-9)
    assert first.best == max(first.values, key=first.values.get)


def test_a_review_marks_a_needless_koi_koi_as_a_mistake():
    played = load_library("boar-deer-butterflies").replay().round
    review = review_round(played, "A", playouts=300)
    decision = [c for c in review.choices if c.phase is Phase.DECIDE][0]
    assert decision.chosen == KOIKOI and decision.best == STOP
    assert decision.cost >= MISTAKE and decision.mistake
    assert review.costliest()[0] is decision
    assert review.cost == pytest.approx(sum(c.cost for c in review.choices))
    # the round itself is untouched by its review
    assert played.actions == load_library("boar-deer-butterflies").replay().round.actions


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "ja"])
def test_a_review_is_said_in_the_learners_language(lang):
    played = load_library("boar-deer-butterflies").replay().round
    review = review_round(played, "A", playouts=200)
    text = review_text(review, lang)
    assert len(text.splitlines()) == len(review.choices) + 2
    html = review_html(review, lang)
    assert html._repr_html_().count("<tr") == len(review.choices) + 1
    if lang != "en":
        for english in ("strong player", "expected", "mistake", "turn"):
            assert english not in text


def test_review_a_whole_dealt_round_between_computer_players():
    r = Round.deal(seed=5)
    play_round(
        r, (make_player("heuristic", random.Random(1)), make_player("random", random.Random(2)))
    )
    review = review_round(r, "A", playouts=100)
    assert review.choices, "a dealt round gives A several choices"
    for c in review.choices:
        assert c.chosen in c.values and c.best in c.values and c.cost >= 0
        assert c.before.to_move == 0
        assert set(c.values) == set(c.before.legal_actions())


def test_the_command_line_reviews_a_saved_round(tmp_path, capsys):
    r = Round.deal(seed=5)
    play_round(
        r, (make_player("heuristic", random.Random(1)), make_player("random", random.Random(2)))
    )
    path = tmp_path / "round.json"
    path.write_text(saving.dumps(r))
    assert main(["review", str(path), "--playouts", "60", "--json"]) == 0
    (answer,) = json.loads(capsys.readouterr().out)
    assert answer["seat"] == "A" and answer["choices"]
    assert main(["review", str(path), "--playouts", "60", "--lang", "uk"]) == 0
    assert "сильн" in capsys.readouterr().out


def test_the_command_line_refuses_a_broken_save_in_the_learners_language(tmp_path, capsys):
    path = tmp_path / "broken.json"
    path.write_text('{"format": "koikoi-edu round"')
    assert main(["review", str(path), "--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert str(path.name) in err and "Traceback" not in err
    assert main(["review", str(tmp_path / "missing.json"), "--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert "missing.json" in err and "не удаётся прочитать файл" in err
