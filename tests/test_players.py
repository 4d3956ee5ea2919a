"""The computer players: always legal, blind to hidden cards, and in order of strength."""

from __future__ import annotations

import random

import pytest
from helpers import A, index, position
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from koikoi_edu.cards import CARDS, FULL_DECK, MONTH_MASKS, Category, indices
from koikoi_edu.errors import KoikoiError
from koikoi_edu.players import (
    PLAYERS,
    GreedyPlayer,
    HeuristicPlayer,
    RandomPlayer,
    heuristic_play_out,
    make_player,
    play_round,
)
from koikoi_edu.round import KOIKOI, STOP, Phase, Round
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.yaku import aims, scorer

NAMES = sorted(PLAYERS)


def advance(r: Round, rng: random.Random, steps: int) -> Round:
    """Play up to ``steps`` random actions (fewer if the round ends)."""
    for _ in range(steps):
        if r.is_terminal():
            break
        r.apply_action(rng.choice(r.legal_actions()))
        r.flip()
    return r


# -- legality and fairness ----------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    preset=st.sampled_from(sorted(PRESETS)),
    a=st.sampled_from(NAMES),
    b=st.sampled_from(NAMES),
)
def test_players_only_ever_choose_legal_actions(seed, preset, a, b):
    r = Round.deal(Rules.preset(preset), seed=seed)
    players = (make_player(a, random.Random(seed)), make_player(b, random.Random(~seed)))
    while not r.is_terminal():
        action = players[r.to_move].choose(r)
        assert action in r.legal_actions(), (r.phase, action)
        r.apply_action(action)
        r.flip()
        r.flip()  # the chance step: no player is asked
    assert r.settlement is not None


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 30),
    shuffle=st.integers(0, 2**32),
    name=st.sampled_from(NAMES),
)
def test_players_never_look_at_the_rival_hand_or_the_stock_order(seed, steps, shuffle, name):
    r = advance(Round.deal(seed=seed), random.Random(seed), steps)
    assume(not r.is_terminal())
    # Deal the cards the mover cannot see between the rival's hand and the stock
    # anew, keeping both sizes: the mover's choice must not change.
    rival = 1 - r.to_move
    hidden = list(indices(r.hands[rival])) + r.stock
    random.Random(shuffle).shuffle(hidden)
    other = r.copy()
    size = r.hands[rival].bit_count()
    other.hands[rival] = sum(1 << c for c in hidden[:size])
    other.stock = hidden[size:]
    assert make_player(name, random.Random(1)).choose(r) == make_player(
        name, random.Random(1)
    ).choose(other)


def test_play_round_plays_to_the_end_and_returns_the_settlement():
    r = Round.deal(seed=11)
    s = play_round(r, (RandomPlayer(random.Random(1)), RandomPlayer(random.Random(2))))
    assert r.is_terminal() and s is r.settlement


def test_seeded_players_choose_the_same_way_twice():
    def actions(name):
        r = Round.deal(seed=5)
        play_round(r, (make_player(name, random.Random(3)), make_player(name, random.Random(4))))
        return r.actions

    for name in NAMES:
        assert actions(name) == actions(name)


def test_make_player_names_an_unknown_player_and_the_choices():
    # the program's mistake (the command line refuses a player of its own)
    with pytest.raises(
        ValueError, match="unknown player 'clever'; choose one of random, greedy, heuristic"
    ) as refused:
        make_player("clever", random.Random(1))
    assert not isinstance(refused.value, KoikoiError)
    assert isinstance(make_player("greedy", random.Random(1)), GreedyPlayer)


# -- hand-worked positions ------------------------------------------------------------------


def boar_position(
    a_pile=("maple-deer", "peony-butterflies"), b_pile=(), a_hand=("clover-plain-1", "pine-crane")
):
    """A to move: the boar on the field completes A's inoshikacho. B holds one card
    fewer than A (A dealt)."""
    b_hand = ["plum-plain-1", "plum-plain-2", "cherry-plain-2"][: len(a_hand) - 1]
    return position(
        a_hand=a_hand,
        b_hand=b_hand,
        field=["clover-boar", "pine-plain-1"],
        a_pile=a_pile,
        b_pile=b_pile,
        stock=["iris-plain-1"],
    )


@pytest.mark.parametrize("player", [GreedyPlayer, HeuristicPlayer])
def test_a_capture_that_makes_yaku_beats_a_bright(player):
    # clover-plain-1 takes the boar: inoshikacho, 5 points; pine-crane takes a plain
    # for one bright and no yaku
    assert player(random.Random(1)).choose(boar_position()) == index("clover-plain-1")


@pytest.mark.parametrize("player", [GreedyPlayer, HeuristicPlayer])
def test_of_two_matches_the_bright_is_taken(player):
    r = position(
        a_hand=["pampas-plain-1", "iris-plain-1"],
        b_hand=["plum-plain-1"],
        field=["pampas-moon", "pampas-plain-2", "willow-lightning"],
    )
    r.apply_action(index("pampas-plain-1"))
    r.flip()
    assert r.phase is Phase.TAKE
    assert player(random.Random(1)).choose(r) == index("pampas-moon")


def test_greedy_lets_go_of_its_cheapest_card_when_nothing_matches():
    r = position(
        a_hand=["paulownia-phoenix", "iris-plain-1", "maple-blue"],
        b_hand=["plum-plain-1", "cherry-plain-2"],
        field=["pine-plain-1", "willow-lightning"],
    )
    assert GreedyPlayer(random.Random(1)).choose(r) == index("iris-plain-1")


def test_heuristic_takes_the_ribbon_the_rival_needs():
    # B holds two poetry ribbons: cherry-poetry would give B akatan; iris-ribbon is
    # worth as much to A, but only the cherry denies B a yaku
    for seed in range(10):
        r = position(
            a_hand=["cherry-plain-1", "iris-plain-1"],
            b_hand=["plum-plain-1"],
            field=["cherry-poetry", "iris-ribbon"],
            b_pile=["pine-poetry", "plum-poetry"],
        )
        assert HeuristicPlayer(random.Random(seed)).choose(r) == index("cherry-plain-1")


def test_heuristic_does_not_leave_the_rival_the_cup():
    # Nothing matches, so a card goes to the field. B holds the moon: the cup there
    # would make B's tsukimi with any chrysanthemum; the deer helps B little.
    for seed in range(10):
        r = position(
            a_hand=["chrysanthemum-cup", "maple-deer"],
            b_hand=["plum-plain-1"],
            field=["pine-plain-1", "willow-lightning"],
            b_pile=["pampas-moon"],
        )
        assert HeuristicPlayer(random.Random(seed)).choose(r) == index("maple-deer")


# -- the heuristic's fast tables and fast path ------------------------------------------------


def heuristic_by_definition(r: Round) -> dict[int, float]:
    """The heuristic's value of every action, worked out as its docstring defines them:
    a pile is worth its base plus a share of every yaku it can still make (in points,
    as floats), each action by the change of both piles' worth, the chance that the
    rival contests the month, the danger of what is left and what a card let go
    could have captured. This is the readable first version of the player; the
    player's tables must give exactly its choices."""
    near_share = (1.0, 0.5, 0.25, 0.12, 0.06, 0.03, 0.015, 0.008, 0.004, 0.002, 0.001)
    value = {Category.BRIGHT: 4, Category.ANIMAL: 3, Category.RIBBON: 2, Category.PLAIN: 1}

    def cards_value(m: int) -> int:
        return sum(value[CARDS[i].category] for i in indices(m))

    def near(pile: int, blocked: int) -> float:
        return sum(
            a.points * near_share[a.need - (pile & a.cards).bit_count()]
            for a in aims(r.rules)
            if (pile & a.cards).bit_count() < a.need and (a.cards & ~blocked).bit_count() >= a.need
        )

    seat = r.to_move
    mine, theirs = r.piles[seat], r.piles[1 - seat]
    my_base = scorer(r.rules, r.calls[seat] > 0, r.month).base
    their_base = scorer(r.rules, r.calls[1 - seat] > 0, r.month).base

    def mine_worth(pile: int) -> float:
        return my_base(pile) + near(pile, theirs)

    def their_worth(pile: int) -> float:
        return their_base(pile) + near(pile, mine)

    seen = r.hands[seat] | r.field | mine | theirs
    if r.phase is not Phase.PLAY:
        seen |= 1 << r.pending
    unseen = FULL_DECK & ~seen
    n = unseen.bit_count() or 1
    reach = (n - len(r.stock) + 1) / n

    def contest(cards: int) -> float:
        month = MONTH_MASKS[(cards & -cards).bit_length() - 1 >> 2]
        return min(1.0, (unseen & month).bit_count() * reach)

    def danger(left: int) -> float:
        if not left:
            return 0.0
        return contest(left) * (their_worth(theirs | left) - their_worth(theirs))

    def capture(taken: int, left: int) -> float:
        v = mine_worth(mine | taken) - mine_worth(mine)
        v += 0.7 * (their_worth(theirs | taken) - their_worth(theirs))
        v *= 0.5 + 0.5 * contest(taken)
        return v - danger(left) + 0.001 * cards_value(taken)

    def let_go(c: int) -> float:
        v = -danger(1 << c) - 0.001 * cards_value(1 << c)
        if unseen & MONTH_MASKS[c >> 2]:
            v -= 0.5 * (mine_worth(mine | 1 << c) - mine_worth(mine))
        return v

    values = {}
    for a in r.legal_actions():
        if r.phase is Phase.PLAY:
            found = r.field & MONTH_MASKS[a >> 2]
            if not found:
                values[a] = let_go(a)
            elif found.bit_count() == 2:
                values[a] = max(capture(1 << a | 1 << b, found ^ 1 << b) for b in indices(found))
            else:
                values[a] = capture(1 << a | found, 0)
        else:
            values[a] = capture(1 << r.pending | 1 << a, r.matches ^ 1 << a)
    return values


@settings(max_examples=300, deadline=None)
@given(
    preset=st.sampled_from(sorted(PRESETS)),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 40),
    month=st.integers(1, 12),
)
def test_the_heuristic_values_every_action_as_its_definition_does(preset, seed, steps, month):
    r = advance(
        Round.deal(Rules.preset(preset), seed=seed, month=month), random.Random(seed), steps
    )
    assume(not r.is_terminal() and r.phase is not Phase.DECIDE)
    values = heuristic_by_definition(r)
    player = HeuristicPlayer()
    assert player.action_values(r) == pytest.approx(values, rel=0, abs=1e-9)
    top = max(values.values())
    assert player.options(r) == [a for a, v in values.items() if v > top - 1e-9]


def final_state(r: Round) -> tuple:
    return (r.actions, r.settlement, r.hands, r.piles, r.field, r.stock, r.calls, r.koikoi)


@settings(max_examples=150, deadline=None)
@given(
    preset=st.sampled_from(sorted(PRESETS)),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 12),
    month=st.integers(1, 12),
)
def test_the_heuristic_fast_path_is_the_game_of_its_choices(preset, seed, steps, month):
    fast = advance(
        Round.deal(Rules.preset(preset), seed=seed, month=month), random.Random(seed), steps
    )
    assume(not fast.is_terminal())
    slow = fast.copy()
    settlement = heuristic_play_out(
        fast, (HeuristicPlayer(random.Random(seed)), HeuristicPlayer(random.Random(~seed)))
    )
    players = (HeuristicPlayer(random.Random(seed)), HeuristicPlayer(random.Random(~seed)))
    while not slow.is_terminal():  # the general path: one choice at a time
        slow.apply_action(players[slow.to_move].choose(slow))
        slow.flip()
        slow.flip()
    assert final_state(fast) == final_state(slow)
    assert settlement is fast.settlement


def views_on_the_fast_path(r: Round, rng: random.Random) -> list[tuple]:
    """What a random policy reads of ``r`` at each choice, played by Round.play_out."""
    seen: list[tuple] = []

    def play(hand: int, field: int) -> int:
        seen.append(("play", r.to_move, hand, field, list(r.piles), list(r.calls), len(r.stock)))
        acts = list(indices(hand))
        return acts[int(rng.random() * len(acts))]

    def take(matches: int) -> int:
        seat = r.to_move
        seen.append(
            ("take", seat, r.pending, matches, r.field, r.hands[seat], list(r.piles), len(r.stock))
        )
        return (matches & -matches, matches & (matches - 1))[int(rng.random() * 2)]

    def decide(_: Round) -> int:
        return (STOP, KOIKOI)[int(rng.random() * 2)]

    r.play_out(play, take, decide)
    return seen


def views_on_the_general_path(r: Round, rng: random.Random) -> list[tuple]:
    """The same choices made one action at a time, reading the round at each."""
    seen: list[tuple] = []
    while not r.is_terminal():
        seat = r.to_move
        if r.phase is Phase.PLAY:
            hand = r.hands[seat]
            seen.append(("play", seat, hand, r.field, list(r.piles), list(r.calls), len(r.stock)))
            acts = list(indices(hand))
            r.apply_action(acts[int(rng.random() * len(acts))])
            r.flip()
        elif r.phase is Phase.DECIDE:
            r.apply_action((STOP, KOIKOI)[int(rng.random() * 2)])
            r.flip()
        else:
            m = r.matches
            seen.append(
                ("take", seat, r.pending, m, r.field, r.hands[seat], list(r.piles), len(r.stock))
            )
            r.apply_action(list(indices(m))[int(rng.random() * 2)])
            r.flip()
    return seen


@settings(max_examples=100, deadline=None)
@given(
    preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 2**32), steps=st.integers(0, 12)
)
def test_the_fast_path_shows_a_policy_its_seat_as_the_general_path_does(preset, seed, steps):
    # the heuristic's fast path reads the mover, the piles, the stock and, at a take,
    # the field and the card that takes, from the round (Round.play_out promises them)
    r = advance(Round.deal(Rules.preset(preset), seed=seed), random.Random(seed), steps)
    assume(not r.is_terminal())
    slow = r.copy()
    fast = views_on_the_fast_path(r, random.Random(seed))
    assert fast == views_on_the_general_path(slow, random.Random(seed))


def decision(
    a_pile,
    b_pile=(),
    a_hand=("clover-plain-1", "wisteria-plain-1", "paulownia-plain-1", "willow-lightning"),
):
    """A takes the boar with clover-plain-1, flips iris-plain-1: inoshikacho, decide."""
    r = boar_position(a_pile=a_pile, b_pile=b_pile, a_hand=a_hand)
    r.apply_action(index("clover-plain-1"))
    r.flip()
    assert r.phase is Phase.DECIDE and r.to_move == A
    return r


def test_greedy_always_stops():
    assert (
        GreedyPlayer(random.Random(1)).choose(
            decision(["maple-deer", "peony-butterflies", "chrysanthemum-cup"])
        )
        == STOP
    )


def test_heuristic_calls_koikoi_when_the_next_yaku_is_near_and_the_rival_far():
    # A: inoshikacho (5) and the cup, one card from hanami or tsukimi, three turns
    # left; B's pile is empty and the cup in A's pile blocks B's viewing yaku.
    r = decision(["maple-deer", "peony-butterflies", "chrysanthemum-cup"])
    assert HeuristicPlayer(random.Random(1)).choose(r) == KOIKOI


def test_heuristic_stops_when_the_rival_is_one_card_from_yaku():
    r = decision(
        ["maple-deer", "peony-butterflies", "chrysanthemum-cup"],
        b_pile=["pine-poetry", "plum-poetry"],
    )
    assert HeuristicPlayer(random.Random(1)).choose(r) == STOP


def test_heuristic_stops_when_few_turns_remain():
    r = decision(
        ["maple-deer", "peony-butterflies", "chrysanthemum-cup"],
        a_hand=["clover-plain-1", "wisteria-plain-1", "paulownia-plain-1"],
    )
    assert HeuristicPlayer(random.Random(1)).choose(r) == STOP


def test_heuristic_stops_with_nothing_near():
    # without the cup, A's nearest new yaku is two cards away
    assert (
        HeuristicPlayer(random.Random(1)).choose(
            decision(["maple-deer", "peony-butterflies"], b_pile=["chrysanthemum-cup"])
        )
        == STOP
    )


# -- strength -----------------------------------------------------------------------------


def duel(name: str, rival: str, rounds: int, seed: int) -> tuple[int, int, int]:
    """``name`` against ``rival``, changing seats every round and the dealer every two:
    (rounds won, rounds lost, points won minus points lost)."""
    rng = random.Random(seed)
    me = make_player(name, random.Random(seed + 1))
    them = make_player(rival, random.Random(seed + 2))
    won = lost = net = 0
    for i in range(rounds):
        seat = i % 2
        players = (me, them) if seat == A else (them, me)
        s = play_round(Round.deal(rng=rng, dealer=i // 2 % 2), players)
        if s.winner == "AB"[seat]:
            won, net = won + 1, net + s.points
        elif s.winner is not None:
            lost, net = lost + 1, net - s.points
    return won, lost, net


def test_heuristic_beats_random():
    won, lost, net = duel("heuristic", "random", 300, seed=1)
    assert won / 300 > 0.6 and net > 0


def test_greedy_beats_random():
    won, lost, net = duel("greedy", "random", 300, seed=1)
    assert won / 300 > 0.6 and net > 0


def test_heuristic_beats_greedy():
    won, lost, net = duel("heuristic", "greedy", 600, seed=2)
    assert won > lost and net > 0
