"""``Round.play_random`` is the same game as two RandomPlayers sharing one generator.

It reimplements the common turn on local variables for speed, so it is held here,
state for state, to the general ``apply_action`` path over every preset.
"""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koikoi_edu.players import RandomPlayer, play_round
from koikoi_edu.round import Round
from koikoi_edu.rules import PRESETS, Rules

RULES = [*PRESETS.values(), Rules(rainman_cancels_viewing=True, koikoi_limit=None)]


def final_state(r: Round) -> tuple:
    return (
        r.actions,
        r.settlement,
        r.hands,
        r.piles,
        r.field,
        r.stock,
        r.calls,
        r.koikoi,
        r.to_move,
        r.phase,
    )


@settings(max_examples=300, deadline=None)
@given(
    rules=st.sampled_from(RULES),
    seed=st.integers(0, 2**32),
    dealer=st.integers(0, 1),
    warmup=st.integers(0, 12),
)
def test_play_random_equals_random_players_through_apply_action(rules, seed, dealer, warmup):
    fast = Round.deal(rules, seed=seed, dealer=dealer)
    # start somewhere inside the round too, possibly at a pending choice or decision
    walk = random.Random(seed + 1)
    for _ in range(warmup):
        if fast.is_terminal():
            break
        acts = fast.legal_actions()
        fast.apply_action(acts[int(walk.random() * len(acts))])
        fast.flip()
    slow = fast.copy()
    settlement = fast.play_random(random.Random(seed))
    player = RandomPlayer(random.Random(seed))
    play_round(slow, (player, player))
    assert final_state(fast) == final_state(slow)
    assert settlement is fast.settlement and fast.is_terminal()


def test_play_random_with_explain_keeps_the_explanations():
    r = Round.deal(seed=3, explain=True)
    r.play_random(random.Random(3))
    assert r.is_terminal() and r.log[-1].kind in {"win", "draw"}
    cards_played = 16 - (r.hands[0] | r.hands[1]).bit_count()
    assert len([e for e in r.log if e.kind == "play"]) == cards_played > 0
