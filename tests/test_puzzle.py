"""Puzzles: reading and refusing puzzle files, the mover's view, verification, themes.

The positions are small and worked by hand (teaching rules). EXAMPLE (koikoi_edu.puzzle)
has A, holding the crane and the phoenix, play a pampas plain onto the moon and the
geese: the moon makes sanko. DECIDE is docs/rules.md's worked example as a puzzle: A
plays the boar onto the clover plain for inoshikacho, and must stop or call.
"""

import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from test_scenario import POSITION  # docs/rules.md's worked example

from koikoi_edu import words
from koikoi_edu.errors import ScenarioError
from koikoi_edu.players import make_player
from koikoi_edu.puzzle import (
    EXAMPLE,
    MARGIN,
    THEMES,
    Value,
    Verdict,
    check,
    decisions,
    entry,
    loads,
    puzzle_toml,
    rating_of,
    themes_of,
    verify,
)
from koikoi_edu.round import Round, action_to_string
from koikoi_edu.rules import PRESETS, Rules

DECIDE = (
    'title = "Stop or call"\n'
    + POSITION
    + """\
[puzzle]
ask = "decide"
played = "clover-boar"
flipped = "willow-lightning"
answer = "stop"
"""
)

#: A plays the peony ribbon onto the butterflies, which B (holding boar and deer) needs,
#: or lets go of a pine plain that matches nothing and gives B nothing.
BLOCK = """\
title = "Block"
[position]
A.hand = ["peony-blue", "pine-plain-1", "iris-plain-1"]
B.hand = ["cherry-plain-2", "plum-plain-2", "wisteria-plain-2"]
field = ["peony-butterflies", "cherry-plain-1", "plum-plain-1", "maple-plain-1"]
A.captured = []
B.captured = ["clover-boar", "maple-deer"]
[puzzle]
ask = "play"
answer = "{answer}"
"""


def puzzle(text: str, answer: str | None = None):
    return loads(text if answer is None else text.replace("{answer}", answer), "p.toml")


def verdict(values: dict[str, float]) -> Verdict:
    ranked = sorted(values, key=lambda c: -values[c])
    margin = values[ranked[0]] - values[ranked[1]]
    return Verdict({c: Value(v, v, v) for c, v in values.items()}, ranked[0], margin, "exact", 1)


def themes(p, values=None) -> set[str]:
    return set(themes_of(p, verdict(values or dict.fromkeys(p.choices, 0.0))))


# -- reading ---------------------------------------------------------------------------------


def test_the_view_is_what_the_mover_sees_and_the_choices_are_the_legal_ones():
    p = loads(EXAMPLE, "example.toml")
    v = p.view
    assert (p.ask, p.seat, p.answer) == ("take", "A", "pampas-moon")
    assert set(p.choices) == {"pampas-moon", "pampas-geese"}
    assert v.hand == ("pine-plain-1",)  # the played card has left the hand
    assert v.played == "pampas-plain-1" and v.flipped is None
    assert v.piles["A"] == ("pine-crane", "paulownia-phoenix")
    # the rival's hand and the stock only as counts: one card, and the rest of the deck
    assert v.rival_hand == 1
    assert v.stock == 48 - 2 - 1 - 4 - 2  # less the hands (with the played card), field, pile
    json = v.to_json()
    assert json["rival_hand"] == 1 and "B" not in json["hand"]
    assert not set(json) - {
        "seat", "hand", "field", "piles", "calls", "played", "take", "flipped", "draw_take",
        "rival_hand", "stock",
    }  # fmt: skip


def test_a_decide_puzzle_plays_the_parts_up_to_the_decision():
    p = loads(DECIDE, "d.toml")
    assert p.choices == ("stop", "koi-koi")
    assert p.view.flipped == "willow-lightning"
    assert "clover-boar" in p.view.piles["A"] and "willow-lightning" in p.view.field


def test_a_flipped_card_left_out_of_the_position_goes_on_top_of_the_stock():
    text = DECIDE.replace('stock = ["willow-lightning", "paulownia-plain-1"]\n', "")
    assert loads(text, "d.toml").view.flipped == "willow-lightning"


@pytest.mark.parametrize(
    ("change", "key", "card"),
    [
        # an unknown card in a part, in the position, as the answer
        (('played = "clover-boar"', 'played = "clover-bore"'), "puzzle.played", "clover-bore"),
        (('"pine-plain-1"]', '"pine-plain-9"]'), "position.A.hand", "pine-plain-9"),
        (('answer = "stop"', 'answer = "pine-crane"'), "puzzle.answer", "pine-crane"),
        # a card played that is not in the hand: the scenario part refuses it
        (('played = "clover-boar"', 'played = "iris-plain-1"'), "puzzle.played", "iris-plain-1"),
        # the flipped card is not the top of the stock
        (
            ('flipped = "willow-lightning"', 'flipped = "paulownia-plain-1"'),
            "puzzle.flipped",
            "paulownia-plain-1",
        ),
        # ask does not match the state the parts lead to
        (('ask = "decide"', 'ask = "draw_take"'), "puzzle.ask", "draw_take"),
        # values that name an illegal choice, or leave a legal one out
        (
            ('answer = "stop"', 'answer = "stop"\nvalues = {stop = 5, pine-crane = 1}'),
            "puzzle.values",
            "pine-crane",
        ),  # fmt: skip
        (('answer = "stop"', 'answer = "stop"\nvalues = {stop = 5}'), "puzzle.values", "koi-koi"),
        # an impossible position: a card twice
        (
            ('B.captured = ["pampas-moon"]', 'B.captured = ["pampas-moon", "maple-deer"]'),
            "position",
            "maple-deer",
        ),  # fmt: skip
        # an unknown theme
        (('answer = "stop"', 'answer = "stop"\nthemes = ["luck"]'), "puzzle.themes", "luck"),
    ],
)
def test_an_invalid_puzzle_is_refused_in_one_line_naming_file_key_and_card(change, key, card):
    with pytest.raises(ScenarioError) as e:
        loads(DECIDE.replace(*change), "bad.toml")
    for lang in ("en", "ru", "uk"):
        line = words.say(e.value.msg, lang)
        assert "\n" not in line
        assert line.split(": ")[0].strip("`") == "bad.toml" and key in line, line
        # the card by its id in English (a scenario's position names it by name elsewhere)
        assert card in line or lang != "en", line


def test_a_puzzle_needs_its_table_and_has_no_expect():
    without = DECIDE[: DECIDE.index("[puzzle]")]
    with pytest.raises(ScenarioError, match="needs a \\[puzzle\\]"):
        loads(without, "x.toml")
    with pytest.raises(ScenarioError, match="no \\[expect\\]"):
        loads(DECIDE + "[expect]\nwinner = 'A'\n", "x.toml")


def test_a_part_the_turn_did_not_need_is_refused():
    # the boar matches one field card: there is no take to name
    with pytest.raises(ScenarioError, match="puzzle.take"):
        loads(DECIDE.replace("answer", 'take = "clover-plain-1"\nanswer'), "x.toml")


# -- verification ----------------------------------------------------------------------------


def test_stopping_is_worth_exactly_what_the_pile_settles_for():
    v = verify(loads(DECIDE, "d.toml"))
    stop = v.values["stop"]
    assert stop.mean == stop.low == stop.high == 5  # inoshikacho, no call on the table


def test_exact_values_lie_within_the_search_intervals_late_in_a_round():
    """Late in a round the values are exact; sampling the same position agrees."""
    found = 0
    for start, parts, ask, _ in _decisions(seed=3):
        if len(start["A"]["hand"]) + len(start["B"]["hand"]) > 3:
            continue
        p = loads(puzzle_toml(entry("teaching", start, parts, ask)), "late", answered=False)
        exact = verify(p)
        assert exact.method == "exact"
        search = verify(p, exact_limit=0, max_samples=800)
        assert search.method == "search"
        for choice, v in search.values.items():
            assert v.low - 1e-9 <= exact.values[choice].mean <= v.high + 1e-9
        found += 1
    assert found


def _decisions(seed: int, rules: str = "teaching"):
    rng = random.Random(seed)
    players = [make_player("heuristic", random.Random(s)) for s in (1, 2)]
    r = Round.deal(Rules.preset(rules), rng=rng)
    while not r.is_terminal():
        r.apply_action(players[r.to_move].choose(r))
        r.flip()
    return list(decisions(r))


def test_every_decision_of_a_played_round_reads_back_as_a_puzzle_of_the_choice_made():
    for seed in range(3):
        found = _decisions(seed)
        assert found
        for start, parts, ask, chosen in found:
            p = loads(puzzle_toml({**entry("teaching", start, parts, ask), "answer": chosen}))
            assert p.answer == chosen and len(p.choices) > 1


def test_check_refutes_a_wrong_answer_and_a_stored_value_outside_the_interval():
    p = loads(DECIDE, "d.toml")
    v = verify(p)
    assert v.clear == (v.margin >= MARGIN)
    right = check(p, v)
    assert right == [] if v.best == "stop" and v.clear else right
    wrong = loads(DECIDE.replace('answer = "stop"', 'answer = "koi-koi"'), "d.toml")
    assert any(m.id == "puzzle.not-best" for m in check(wrong, v)) or v.best == "koi-koi"
    off = loads(
        DECIDE.replace('answer = "stop"', 'answer = "stop"\nvalues = {stop = 4, koi-koi = 1}')
    )
    assert [m.fields["choice"] for m in check(off, v) if m.id == "puzzle.value-off"][0] == "stop"


# -- themes ------------------------------------------------------------------------------------


def test_take_the_bright_and_make_a_yaku():
    moon = loads(EXAMPLE)
    geese = loads(EXAMPLE.replace('answer = "pampas-moon"', 'answer = "pampas-geese"'))
    assert {"take-the-bright", "make-a-yaku"} <= themes(moon)
    assert not {"take-the-bright", "make-a-yaku"} & themes(geese)


def test_race_for_a_yaku_needs_the_rival_one_capture_from_points():
    alone = loads(EXAMPLE)
    race = loads(
        EXAMPLE.replace('"cherry-plain-1"]', '"cherry-plain-1", "clover-boar"]').replace(
            "B.captured = []", 'B.captured = ["maple-deer", "peony-butterflies"]'
        )
    )
    assert "race-for-a-yaku" in themes(race) and "race-for-a-yaku" not in themes(alone)


def test_block_the_rival_and_safe_discard():
    block = puzzle(BLOCK, "peony-blue")
    discard = puzzle(BLOCK, "pine-plain-1")
    assert "block-the-rival" in themes(block) and "safe-discard" not in themes(block)
    assert "safe-discard" in themes(discard) and "block-the-rival" not in themes(discard)


def test_two_match_choice_and_last_turns():
    take = loads(EXAMPLE)
    play = puzzle(BLOCK, "pine-plain-1")
    assert "two-match-choice" in themes(take) and "two-match-choice" not in themes(play)
    assert "last-turns" in themes(take) and "last-turns" not in themes(play)


def test_stop_now_and_koikoi_pays_follow_the_answer():
    stop = loads(DECIDE)
    call = loads(DECIDE.replace('answer = "stop"', 'answer = "koi-koi"'))
    assert "stop-now" in themes(stop) and "koi-koi-pays" not in themes(stop)
    assert "koi-koi-pays" in themes(call) and "stop-now" not in themes(call)


def test_rival_called():
    quiet = puzzle(BLOCK, "peony-blue")
    called = puzzle(
        BLOCK.replace(
            'B.captured = ["clover-boar", "maple-deer"]',
            'B.captured = ["clover-boar", "maple-deer", "pine-poetry", "plum-poetry", '
            '"cherry-poetry"]\nkoikoi = ["B"]',
        ),
        "peony-blue",
    )
    assert "rival-called" in themes(called) and "rival-called" not in themes(quiet)


def test_big_swing_is_three_points_between_best_and_worst():
    p = loads(EXAMPLE)
    assert "big-swing" in themes(p, {"pampas-moon": 3.5, "pampas-geese": 0.5})
    assert "big-swing" not in themes(p, {"pampas-moon": 3.4, "pampas-geese": 0.5})


def test_there_are_at_least_eight_themes_each_with_a_rule_and_a_name():
    assert len(THEMES) >= 8
    for theme, rule in THEMES.items():
        assert rule.__doc__, theme
        for lang in ("en", "ru", "uk"):
            assert words.say(f"puzzle.theme.{theme}", lang)


def test_the_rating_adds_a_step_for_each_level_that_misses():
    assert rating_of([], 2) < rating_of(["greedy"], 2) < rating_of(["greedy", "heuristic"], 2)
    assert rating_of(["strong-1000"], 2) < rating_of(["strong-1000"], 5)


def test_the_format_example_of_docs_puzzles_md_is_a_valid_puzzle_with_a_clear_answer():
    from pathlib import Path

    doc = (Path(__file__).resolve().parent.parent / "docs" / "puzzles.md").read_text("utf-8")
    block = doc.split("```toml\n", 1)[1].split("```", 1)[0]
    p = loads(block, "docs/puzzles.md")
    assert check(p) == []


# -- the review's grades, and retrying one's mistakes -------------------------------------------


def _choice(cost: float, chosen: int = 1):
    from koikoi_edu.review import Choice

    r = Round.deal(Rules.preset("teaching"), seed=1)
    return Choice(1, r.phase, r, chosen, 0, {0: 5.0, 1: 5.0 - cost}, True)


@pytest.mark.parametrize(
    ("cost", "grade"),
    [(0.0, None), (0.49, None), (0.5, "inaccuracy"), (1.49, "inaccuracy"), (1.5, "mistake"),
     (2.99, "mistake"), (3.0, "blunder"), (9.0, "blunder")],
)  # fmt: skip
def test_a_choice_is_graded_by_the_points_it_gave_up(cost, grade):
    assert _choice(cost).grade == grade


def test_the_agreement_rate_is_the_share_of_choices_the_strong_player_makes_too():
    from koikoi_edu.review import Review

    choices = (_choice(0.0, chosen=0), _choice(0.0, chosen=0), _choice(2.0), _choice(0.2))
    review = Review("A", choices, 100)
    assert review.agreement == 0.5
    assert review.grades() == {"blunder": 0, "mistake": 1, "inaccuracy": 0}
    assert Review("A", (), 100).agreement is None


def test_each_costly_choice_becomes_a_puzzle_from_the_position_before_it():
    from koikoi_edu.puzzle import retry_puzzles
    from koikoi_edu.review import review_round

    r = Round.deal(Rules.preset("teaching"), rng=random.Random(5))
    players = [make_player("random", random.Random(1)), make_player("heuristic", random.Random(2))]
    while not r.is_terminal():
        r.apply_action(players[r.to_move].choose(r))
        r.flip()
    review = review_round(r, "A", playouts=300)
    costly = sorted((c for c in review.choices if c.mistake), key=lambda c: -c.cost)
    puzzles = retry_puzzles(r, review)
    assert costly and len(puzzles) == len(costly)
    name = puzzles[0].id.split("-turn-")[0]
    assert name.startswith("retry-") and len(name) == len("retry-") + 8
    for p, c in zip(puzzles, costly, strict=True):
        assert p.id == f"{name}-turn-{c.turn}" and p.seat == "A"
        assert p.rating is None  # a retry is not a rated puzzle
        assert p.answer == action_to_string(c.best)
        before = c.before
        assert (p.round.phase, p.round.hands, p.round.field, p.round.piles) == (
            before.phase, before.hands, before.field, before.piles,
        )  # fmt: skip
        assert set(p.choices) == {action_to_string(a) for a in before.legal_actions()}


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000), pick=st.integers(0, 1_000), rules=st.sampled_from(sorted(PRESETS))
)
def test_every_card_is_somewhere_in_a_puzzle_view_or_hidden(seed, pick, rules):
    """A decision of any played round, as a puzzle: the view shows the mover's hand, the
    field and the piles, the turn's played card when it waits for a take, and counts
    the rest (the rival's hand, the stock): all 48 cards, none twice."""
    found = _decisions(seed, rules)
    assume(found)
    start, parts, ask, chosen = found[pick % len(found)]
    p = loads(puzzle_toml({**entry(rules, start, parts, ask), "answer": chosen}))
    v = p.view
    shown = [*v.hand, *v.field, *v.piles["A"], *v.piles["B"]]
    pending = [v.played] if ask == "take" else [v.flipped] if ask == "draw_take" else []
    assert len(set(shown + pending)) == len(shown) + len(pending)
    assert len(shown) + len(pending) + v.rival_hand + v.stock == 48
    assert chosen in p.choices and v.seat == start["to_move"]


def test_retries_of_different_rounds_have_different_ids_and_no_rating():
    """A retry is the learner's own decision, not a puzzle the bank rated: its file has
    no rating, and its id names the round it came from, so the turns of two rounds (both
    with a turn 1) never share an id."""
    from koikoi_edu.puzzle import retry_puzzles
    from koikoi_edu.review import review_round

    ids = []
    for seed in (5, 6):
        r = Round.deal(Rules.preset("teaching"), rng=random.Random(seed))
        players = [
            make_player("random", random.Random(1)),
            make_player("heuristic", random.Random(2)),
        ]
        while not r.is_terminal():
            r.apply_action(players[r.to_move].choose(r))
            r.flip()
        puzzles = retry_puzzles(r, review_round(r, "A", playouts=100))
        assert puzzles and all(p.rating is None for p in puzzles)
        ids.append({p.id for p in puzzles})
    assert not ids[0] & ids[1]
    assert "rating" not in puzzle_toml(entry("teaching", *_decisions(5, "teaching")[0][:3]))


def test_the_explanation_names_each_yaku_with_its_points_in_every_language():
    """A yaku made or left to the rival is said as a name with its points in brackets
    (``яку «Сині стрічки» (5 очок)``), never as a bare name and number run together."""
    from koikoi_edu.puzzle import bank, facts, from_entry
    from koikoi_edu.words.puzzle import explanation

    example = loads(EXAMPLE)
    values = {"pampas-moon": 5.6, "pampas-geese": 0.8}
    said = {lang: explanation(example, lang, values)[0] for lang in ("en", "ru", "uk")}
    assert said["en"].endswith("; it makes sanko (5 points).")
    assert said["ru"].endswith("это даёт яку «Три ярких» (5 очков).")
    assert said["uk"].endswith("це дає яку «Три яскраві» (5 очок).")
    giving = next(
        p
        for p in map(from_entry, bank("teaching")[:200])
        if any(f.gives for f in facts(p, p.values))
    )
    _, gained = next(f.gives[0] for f in facts(giving, giving.values) if f.gives)
    yaku, n = gained[0]
    name = words.yaku_name(yaku, "uk", giving.round.rules)
    line = next(t for t in explanation(giving, "uk") if "залишає" in t)
    assert f"а з нею яку «{name}» ({words.points(n, 'uk')})" in line
