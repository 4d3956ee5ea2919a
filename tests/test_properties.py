"""Properties of whole rounds: seeded deals under every preset, played by random legal moves.

Hypothesis picks the preset, the deal's seed and the seed of the random player;
the helpers below check the invariants of docs/rules.md sections 1 and 3 after every
action: every card in exactly one place, both parts of every turn done, turns
alternating, no more than 8 plays a seat, a decision (or a win) exactly when the
mover's yaku rose, and a settlement that adds up.
"""

import random

from helpers import snapshot
from hypothesis import given, settings
from hypothesis import strategies as st

from koikoi_edu.cards import FULL_DECK
from koikoi_edu.errors import IllegalMoveError
from koikoi_edu.round import Phase, Round, settle
from koikoi_edu.rules import PRESETS
from koikoi_edu.settlement import Ending
from koikoi_edu.yaku import YAKU_IDS, score

presets = st.sampled_from(sorted(PRESETS))
seeds = st.integers(0, 2**32 - 1)
EXAMPLES = settings(max_examples=200, deadline=None)


def places(r: Round) -> list[int]:
    """The masks of every place a card can be: hands, field, piles, the stock's cards,
    and the played or flipped card waiting for a choice of capture."""
    masks = [r.hands[0], r.hands[1], r.field, r.piles[0], r.piles[1]]
    masks += [1 << c for c in r.stock]
    if r.phase in (Phase.TAKE, Phase.DRAW_TAKE):
        masks.append(1 << r.pending)
    return masks


def check_every_card_once(r: Round) -> None:
    masks = places(r)
    assert sum(m.bit_count() for m in masks) == 48
    union = 0
    for m in masks:
        union |= m
    assert union == FULL_DECK


def check_both_parts_done(r: Round) -> None:
    """A dealt round flips one stock card per hand card played: 24 - 16 = 8 stay."""
    in_hands = r.hands[0].bit_count() + r.hands[1].bit_count()
    unflipped = 1 if r.phase is Phase.TAKE else 0  # played, not yet flipped
    assert len(r.stock) == 8 + in_hands + unflipped


def check_turn_end(r: Round, mover: int, before: dict, after: dict) -> None:
    """RULES 3.5-3.6: a turn's end acts on yaku exactly when the mover's yaku rose.

    Under every preset a pile's yaku only grow as it grows, so a changed yaku is a new
    or better one; and since the last check the mover has not improved (or the round
    would have stopped for it), so "rose over the turn" is "improved on the reference".
    """
    if after != before:
        rules = r.rules
        may_call = rules.koikoi_limit is None or len(r.koikoi) < rules.koikoi_limit
        if may_call and (r.hands[mover] or rules.last_turn_decision):
            assert (r.phase, r.to_move) == (Phase.DECIDE, mover)
        else:
            assert r.is_terminal() and r.settlement.winner == "AB"[mover]
    else:
        assert r.phase is not Phase.DECIDE
        if r.is_terminal():  # only because the hands ran out
            assert not r.hands[0] and not r.hands[1]


def yaku_now(r: Round, seat: int) -> dict[str, int]:
    return score(r.piles[seat], r.rules, r.calls[seat] > 0).points_by_id()


def play_out(
    preset: str, seed: int, player_seed: int, *, explain: bool = False, probe_illegal: bool = False
) -> Round:
    """Deal with ``seed`` and play random legal actions to the end, checking each step."""
    rules = PRESETS[preset]
    r = Round.deal(rules, seed=seed, explain=explain)
    player = random.Random(player_seed)
    check_every_card_once(r)
    movers: list[int] = []
    while not r.is_terminal():
        legal = r.legal_actions()
        assert legal, "no legal action before the end"
        if probe_illegal:
            illegal = player.choice([a for a in range(-2, 52) if a not in legal])
            state = snapshot(r)
            try:
                r.apply_action(illegal)
            except IllegalMoveError:
                pass
            else:
                raise AssertionError(f"illegal action {illegal} accepted in {r.phase.name}")
            assert snapshot(r) == state
        if r.phase is Phase.PLAY:
            movers.append(r.to_move)
            mover, before = r.to_move, yaku_now(r, r.to_move)
        in_turn = r.phase is not Phase.DECIDE
        hands, piles = list(r.hands), list(r.piles)
        r.apply_action(player.choice(legal))
        r.flip()
        if in_turn and r.phase not in (Phase.TAKE, Phase.DRAW_TAKE):
            check_turn_end(r, mover, before, yaku_now(r, mover))
        check_every_card_once(r)
        check_both_parts_done(r)
        # hands only lose cards (the flip never goes to a hand), piles only gain
        assert all(r.hands[s] & ~hands[s] == 0 for s in (0, 1))
        assert all(piles[s] & ~r.piles[s] == 0 for s in (0, 1))
    assert len(movers) <= 16
    assert movers == [(r.dealer + i) % 2 for i in range(len(movers))]  # turns alternate
    return r


@EXAMPLES
@given(preset=presets, seed=seeds, player_seed=seeds)
def test_random_rounds_keep_every_card_and_end_within_sixteen_plays(preset, seed, player_seed):
    r = play_out(preset, seed, player_seed)
    rules = r.rules
    s = r.settlement
    assert r.is_terminal() and r.legal_actions() == []
    assert s.points >= 0 and s.base >= 0
    # a seeded deal redeals its misdeals
    assert s.ending is not Ending.MISDEAL and s.misdeal is None
    if rules.koikoi_limit is not None:
        assert len(r.koikoi) <= rules.koikoi_limit
    if s.winner is None:
        assert s.points == 0
    if s.winner is not None and s.yaku and set(s.yaku) <= set(YAKU_IDS):
        # a win on yaku: the winner's pile, scored and settled by the rules
        seat = "AB".index(s.winner)
        held = score(r.piles[seat], rules, r.calls[seat] > 0)
        assert (s.base, set(s.yaku)) == (held.base, {y.id for y in held.yaku})
        expected = settle(rules, s.winner, s.base, s.yaku, r.calls[seat], r.calls[1 - seat]).points
        assert s.points == expected >= s.base > 0


@settings(max_examples=100, deadline=None)
@given(preset=presets, seed=seeds, player_seed=seeds)
def test_illegal_actions_are_refused_and_change_nothing(preset, seed, player_seed):
    play_out(preset, seed, player_seed, probe_illegal=True)


@EXAMPLES
@given(preset=presets, seed=seeds, player_seed=seeds)
def test_the_same_seeds_play_the_same_round(preset, seed, player_seed):
    first = play_out(preset, seed, player_seed)
    # explaining the moves changes nothing about them
    again = play_out(preset, seed, player_seed, explain=True)
    assert again.start == first.start
    assert again.actions == first.actions
    assert again.settlement == first.settlement
    assert again.log and not first.log
