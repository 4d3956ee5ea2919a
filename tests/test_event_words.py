"""The engine's explanations in every language, from the facts each event carries
(:func:`koikoi_edu.words.event_text`)."""

import random

import pytest

from koikoi_edu.round import EventKind, Round
from koikoi_edu.rules import PRESETS, Rules
from koikoi_edu.scenario import library, load_library
from koikoi_edu.widgets.play_table import PlayTable
from koikoi_edu.widgets.scenario_player import ScenarioPlayer
from koikoi_edu.words import LANGUAGES, en, event_text


def all_events():
    """Every event of every library scenario and of random rounds under every preset,
    each with the rules of its round (which name akatan)."""
    for name in library():
        replay = load_library(name).replay()
        rules = replay.start.rules
        yield from ((e, rules) for e in replay.start.log)
        for step in replay.steps:
            yield from ((e, rules) for e in step.events)
    for seed, rules in enumerate(PRESETS.values()):
        for k in range(20):
            r = Round.deal(rules, seed=100 * seed + k, explain=True)
            r.play_random(random.Random(k))
            yield from ((e, rules) for e in r.log)


EVENTS_WITH_RULES = list(all_events())
EVENTS = [e for e, _ in EVENTS_WITH_RULES]


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
        "5 (tsukimi) × 2 (rival called koi-koi) = 10"
    )
    for e, rules in EVENTS_WITH_RULES:
        text = event_text(e, "en", rules)
        assert text and "{" not in text and "}" not in text, (e, text)
        assert text == event_text(e), e  # English names yaku by id, whatever the rules


def test_every_event_has_a_kind_and_a_message_of_the_catalogue():
    for e in EVENTS:
        assert (
            isinstance(e.kind, EventKind) and f"event.{e.message}" in en.WORDS or e.message == "end"
        ), e
    assert {e.kind for e in EVENTS} == set(EventKind)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_event_is_said_in_every_language(lang):
    messages = set()
    for e, rules in EVENTS_WITH_RULES:
        text = event_text(e, lang, rules)
        assert text and "{" not in text and "}" not in text, (e, text)
        if e.message and e.message != "end":
            # really said in the language, not left in English
            assert text != event_text(e, "en", rules), e
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
        "B собирает новое или более ценное яку после кои-кои: "
        "5 (Любование луной) × 2 (соперник объявил кои-кои) = 10"
    )


def test_widgets_explain_in_their_language():
    player = ScenarioPlayer("boar-deer-butterflies", lang="ru")
    player.next_turn()
    html = player.view.html
    assert "A объявляет кои-кои и играет дальше" in html[html.index('class="kk-events"') :]
    table = PlayTable("random", seed=3, lang="ja")
    assert table.moves[0] == "Aが配る：手札に8枚ずつ、場に8枚、山札に24枚"


def test_the_rounds_rules_name_akatan_in_its_events():
    replay = load_library("akatan-any-red").replay()
    rules = replay.start.rules
    assert rules.akatan_cards == "any-red" and Rules().akatan_cards == "poetry"
    said = {
        e.message: (event_text(e, "ru", rules), event_text(e, "ru"), event_text(e, "en", rules))
        for step in replay.steps
        for e in step.events
        if e.message in ("yaku", "end")
    }
    assert said["yaku"] == (
        "у A теперь: Красные ленты 5",
        "у A теперь: Ленты со стихами 5",  # the teaching rules', unless told
        "A now holds akatan 5",
    )
    assert said["end"] == (
        "A останавливается: 5 (Красные ленты) = 5",
        "A останавливается: 5 (Ленты со стихами) = 5",
        "A stops: 5 (akatan) = 5",
    )
