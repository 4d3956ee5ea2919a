"""The engine's explanations in every language, from the facts each event carries."""

import random

import pytest

from koikoi_edu.render.events import event_text
from koikoi_edu.round import EventKind, Round
from koikoi_edu.rules import PRESETS
from koikoi_edu.scenario import library, load_library
from koikoi_edu.widgets.play_table import PlayTable
from koikoi_edu.widgets.scenario_player import ScenarioPlayer
from koikoi_edu.words import LANGUAGES, en


def all_events():
    """Every event of every library scenario and of random rounds under every preset."""
    for name in library():
        replay = load_library(name).replay()
        yield from replay.start.log
        for step in replay.steps:
            yield from step.events
    for seed, rules in enumerate(PRESETS.values()):
        for k in range(20):
            r = Round.deal(rules, seed=100 * seed + k, explain=True)
            r.play_random(random.Random(k))
            yield from r.log


EVENTS = list(all_events())


def test_english_names_cards_and_yaku_by_their_ids_as_the_lessons_code_does():
    replay = load_library("boar-deer-butterflies").replay()
    said = [event_text(e) for step in replay.steps for e in step.events]
    assert said[0] == (
        "A plays clover-boar; it matches clover-plain-1 by month "
        "(7, bush clover) and captures the pair"
    )
    assert said[2] == "A now holds inoshikacho 5"
    assert said[-1] == (
        "B forms a new or better yaku after the koi-koi call: "
        "5 (tsukimi) x 2 (rival called koi-koi) = 10"
    )
    assert all(e.text == event_text(e, "en") for e in EVENTS)


def test_every_event_has_a_kind_and_a_message_of_the_catalogue():
    for e in EVENTS:
        assert (
            isinstance(e.kind, EventKind) and f"event.{e.message}" in en.WORDS or e.message == "end"
        ), e
    assert {e.kind for e in EVENTS} == set(EventKind)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_event_is_said_in_every_language(lang):
    messages = set()
    for e in EVENTS:
        text = event_text(e, lang)
        assert text and "{" not in text and "}" not in text, (e, text)
        if e.message and e.message != "end":
            assert text != e.text, e  # really said in the language, not left in English
        messages.add(e.message)
    # every kind of explanation the engine gives occurs above
    assert {
        "deal",
        "stays",
        "pair",
        "choice",
        "four",
        "take",
        "yaku",
        "koikoi",
        "stop",
        "end",
    } <= messages


def test_russian_explanation_of_the_worked_example():
    replay = load_library("boar-deer-butterflies").replay()
    said = [event_text(e, "ru") for step in replay.steps for e in step.events]
    assert said[0] == (
        "A играет картой «хаги: кабан»; она совпадает с «хаги: простая» по "
        "месяцу (7, хаги) и забирает пару"
    )
    assert said[2] == "у A теперь: Кабан, олень, бабочки 5"
    assert said[3] == "A объявляет кои-кои и играет дальше"
    assert said[-1] == (
        "B собирает новое или лучшее яку после кои-кои: "
        "5 (Любование луной) × 2 (соперник объявил кои-кои) = 10"
    )


def test_widgets_explain_in_their_language():
    player = ScenarioPlayer("boar-deer-butterflies", lang="ru")
    player.next_turn()
    html = player.view.html
    assert "A объявляет кои-кои и играет дальше" in html[html.index('class="kk-events"') :]
    table = PlayTable("random", seed=3, lang="ja")
    assert table.moves[0] == "Aが配る：手札に8枚ずつ、場に8枚、山札に24枚"
