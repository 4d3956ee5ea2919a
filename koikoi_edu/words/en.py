"""English: the source language of the catalogue.

Every message the package says is written here first, by its id. The other languages
translate these texts in gettext catalogues (``locale/<lang>/LC_MESSAGES/koikoi_edu.po``,
the id as each entry's ``msgctxt``, this English as its ``msgid``); ``scripts/catalogue.py``
brings them up to date after a change here and compiles them.

A message that counts something is a :class:`Plural`: its English singular and plural,
chosen by the field ``n``; each catalogue gives as many forms as its language has (three
in Russian and Ukrainian, one in Japanese).
"""

import dataclasses
from typing import NamedTuple

from ..rules import Rules


class Plural(NamedTuple):
    """A message that counts: its text for one (``n`` = 1) and for other numbers."""

    one: str
    other: str


WORDS: dict[str, str | Plural] = {
    # -- yaku ----------------------------------------------------------------------
    "yaku.said": "{id}",
    "yaku.held": "{yaku} {points}",
    "yaku.goko": "Five brights",
    "yaku.shiko": "Four brights",
    "yaku.ame-shiko": "Rainy four brights",
    "yaku.sanko": "Three brights",
    "yaku.inoshikacho": "Boar, deer, butterflies",
    "yaku.akatan": "Poetry ribbons",
    "yaku.akatan-any-red": "Red ribbons",
    "yaku.aotan": "Blue ribbons",
    "yaku.hanami": "Flower viewing",
    "yaku.tsukimi": "Moon viewing",
    "yaku.tane": "Animals",
    "yaku.tanzaku": "Ribbons",
    "yaku.kasu": "Plains",
    "yaku.akatan-aotan": "Both ribbon triads",
    "yaku.teshi": "Four of a month in hand",
    "yaku.kuttsuki": "Four pairs in hand",
    "yaku.two-months": "Two months in hand",
    # -- settlements ---------------------------------------------------------------
    "settle.no-winner": "no winner",
    "settle.yaku-points": "yaku points",
    "settle.under": "{text} under {rules}",
    "factor.own-calls": Plural("own {n} koi-koi call", "own {n} koi-koi calls"),
    "factor.seven": "base 7 or more",
    "factor.rival-called": "rival called koi-koi",
    "ending.stop": "{seat} stops",
    "ending.after-call": "{seat} forms a new or better yaku after the koi-koi call",
    "ending.last-turn": "{seat} forms a new or better yaku on the last turn",
    "ending.instant": "{seat} wins at once: {yaku} in the dealt hand, {points} points, "
    "no multipliers",
    "ending.draw": "the hands ran out with no winner: a draw",
    "ending.dealer-draw": "the hands ran out with no winner; the dealer {seat} takes {points}",
    "ending.misdeal": "misdeal: {why}; redeal with the same dealer",
    "ending.rescored": "{seat}'s pile when the round ended, under {rules}",
    "ending.no-yaku": "{seat}'s pile holds no yaku under {rules}",
    "misdeal.field-month": "all 4 cards of a month are on the field",
    "misdeal.field-pairs": "the field holds 4 pairs",
    "misdeal.hand-month": "a hand holds all 4 cards of a month",
    "misdeal.both-instant": "both hands win instantly",
    # -- plants by month ---------------------------------------------------------------------
    "plant.said": "{id}",
    "plant.1": "pine",
    "plant.2": "plum",
    "plant.3": "cherry",
    "plant.4": "wisteria",
    "plant.5": "iris",
    "plant.6": "peony",
    "plant.7": "bush clover",
    "plant.8": "pampas grass",
    "plant.9": "chrysanthemum",
    "plant.10": "maple",
    "plant.11": "willow",
    "plant.12": "paulownia",
    # -- card subjects -----------------------------------------------------------------------
    "card.name": "{plant}: {subject}",
    "card.said": "{id}",
    "subject.crane": "crane",
    "subject.warbler": "bush warbler",
    "subject.curtain": "curtain",
    "subject.cuckoo": "cuckoo",
    "subject.bridge": "eight-plank bridge",
    "subject.butterflies": "butterflies",
    "subject.boar": "boar",
    "subject.moon": "moon",
    "subject.geese": "geese",
    "subject.cup": "sake cup",
    "subject.deer": "deer",
    "subject.rainman": "rain man",
    "subject.swallow": "swallow",
    "subject.lightning": "lightning",
    "subject.phoenix": "phoenix",
    "subject.poetry": "poetry ribbon",
    "subject.blue": "blue ribbon",
    "subject.ribbon": "red ribbon",
    "subject.plain": "plain",
    # -- card categories ---------------------------------------------------------------------
    "category.bright": "bright",
    "category.animal": "animal",
    "category.ribbon": "ribbon",
    "category.plain": "plain",
    # -- the cards ---------------------------------------------------------------------------
    "card.back": "face-down card",
    "card.back-desc": "the back of a hanafuda card; it tells nothing about the card",
    "card.flashcard": "a card to name: its picture alone, without its month, plant and kind",
    "card.empty": "(no cards)",
    "card.marked": "{text} (highlighted)",
    "card.count": Plural("{n} card", "{n} cards"),
    "card.desc": "month {m}, {plant}; {cat} card",
    # -- the table ---------------------------------------------------------------------------
    "table.table": "Koi-Koi table",
    "table.hand": "{seat}'s hand",
    "table.face-down": "face down",
    "table.pile": "{seat}'s pile",
    "table.field": "field",
    "table.stock": "stock: {n}",
    "table.cards": Plural("{n} card", "{n} cards"),
    "table.play": "{seat} to play",
    "table.take": "{seat} chooses which card to take",
    "table.draw-take": "{seat} chooses which card the flipped card takes",
    "table.decide": "{seat} decides: stop or koi-koi?",
    "table.over": "the round is over",
    "table.played": "played card",
    "table.flipped": "flipped card",
    "table.dealer": "dealer: {seat}",
    "table.calls": "koi-koi calls: {seats}",
    "table.none": "none",
    "table.rules": "rules: {name}",
    "table.yaku": "yaku",
    "table.no-yaku": "no yaku yet",
    "table.base": "base",
    "table.towards": "towards yaku",
    "table.progress": "{have}\u00a0of\u00a0{need} for {name}",
    "table.settlement": "settlement",
    "table.wins": "{seat} wins {points}",
    # -- pile groups -------------------------------------------------------------------------
    "group.bright": "brights",
    "group.animal": "animals",
    "group.ribbon": "ribbons",
    "group.plain": "plains",
    # -- the engine's events -----------------------------------------------------------------
    "event.deal": "{seat} deals: 8 cards to each hand, 8 to the field, 24 left in the stock",
    "event.both-instant": "both hands win instantly; the rules say play on",
    "event.play": "{seat} plays {card}",
    "event.flip": "{seat} flips {card}",
    "event.stays": (
        "{action}; no field card is of month {number} ({plant}), so it stays on the field"
    ),
    "event.pair": "{action}; it matches {taken} by month ({number}, {plant}) and captures the pair",
    "event.choice": (
        "{action}; it matches both {a} and {b} by month ({number}, {plant}), so {seat} chooses "
        "one to capture"
    ),
    "event.four": (
        "{action}; the other three cards of month {number} ({plant}) lie on the field, so it "
        "captures all four"
    ),
    "event.take": "{seat} takes {taken} with {card} and leaves {left} on the field",
    "event.yaku": "{seat} now holds {yaku}",
    "event.koikoi": "{seat} calls koi-koi and plays on",
    "event.stop": "{seat} stops",
    # -- the advisor's charts ----------------------------------------------------------------
    "decision.stop": "stop",
    "decision.koi-koi": "koi-koi",
    "advice.expected": "expected net points",
    "advice.who-wins": "who wins the round",
    "advice.win": "you win",
    "advice.lose": "rival wins",
    "advice.draw": "nobody",
    "advice.difference": "koi-koi minus stop, points",
    "advice.better-koi-koi": "koi-koi better",
    "advice.better-stop": "stop better",
    "advice.better-either": "too close to call",
    # -- every chart: its text alternative, and the note where none can be drawn ----
    "chart.alt": "chart: {words}",
    "chart.missing": (
        "No chart here: charts need matplotlib,\n"
        "which comes with the full Pyodide distribution and is not part of this copy of the "
        "course."
    ),
    # -- the multiplier explorer -------------------------------------------------------------
    "explorer.rules": "rules",
    "explorer.base": "base",
    "explorer.winner-calls": "winner's own koi-koi calls",
    "explorer.rival-calls": "rival's koi-koi calls",
    "explorer.limit": Plural(
        "{name}: at most {n} koi-koi call per round, by either player",
        "{name}: at most {n} koi-koi calls per round, by either player",
    ),
    "explorer.unlimited": "{name}: koi-koi may be called again and again, by either player",
    "explorer.examples": "Examples from the rules:",
    "explorer.against-caller": "8 × 2 × 2 = 32",
    "explorer.against-caller-tip": (
        "base 8 (shiko) against a rival who called koi-koi, teaching rules"
    ),
    "explorer.worked": "5 × 2 = 10",
    "explorer.worked-tip": "the worked example: B's tsukimi 5, doubled by A's koi-koi",
    "explorer.own-win": "caller's own win (not doubled)",
    "explorer.own-win-tip": (
        "A calls koi-koi, then wins with inoshikacho 5 + tane 1: the call doubles nothing"
    ),
    "explorer.headline": "The winner scores {points}; the rival scores 0.",
    "explorer.options": "Settlement options of {name}:",
    "explorer.too-many": Plural(
        "{name} allows {n} koi-koi call per round, by either player; {w} + {r} is too many",
        "{name} allows {n} koi-koi calls per round, by either player; {w} + {r} is too many",
    ),
    "explorer.reduced": "{name} allows fewer koi-koi calls: calls reduced",
    # -- self-checks -------------------------------------------------------------------------
    "check.self-check": "Self-check.",
    "check.answer": "answer",
    "check.check": "Check",
    "check.check-tip": "check my answer",
    "check.waiting": "not answered yet",
    "check.right": "Right: {answer}.",
    "check.retry": "Not quite: not {given}. Try again.",
    "check.shown": "The answer is {answer}.",
    "check.show": "Show answer",
    "check.show-tip": "show the answer and why",
    "check.empty": "type a whole number first",
    "check.not-number": "'{given}' is not a whole number: type digits, such as 7",
    "check.placeholder": "a whole number",
    "key.question": "question",
    "key.why": "why",
    "key.worksheet": "Worksheet",
    "key.name": "Name",
    "key.answer-key": "Answer key",
    "key.for-teacher": "for the teacher: not to hand out",
    "key.print": (
        "Print from the browser, on A4: one page per lesson, lesson 00 on page 1; "
        "this line is not printed."
    ),
    "quiz.under": "(rules: {rules})",
    "quiz.pile-points": "How many points is this pile worth if its holder stops now?",
    "quiz.pile-points.explain": "The pile's yaku and its settlement: {equation}.",
    "quiz.pile-points.none": "The pile holds no yaku, so it scores nothing: 0.",
    "quiz.pile-points.hint": "Find each yaku in the pile and add up their points.",
    "quiz.pile-points.hint-seven": (
        "Find each yaku in the pile and add up their points; then remember the ×2 when that "
        "base is 7 or more."
    ),
    "quiz.round-points.hint": (
        "Start from the winner's base, the sum of their yaku, then apply each multiplier of the"
        " settlement in turn."
    ),
    "quiz.which-take": "You play {card}. Which field card do you take?",
    "quiz.which-take.explain": (
        "Both match by month ({month}, {plant}). Taking {best} gives a base of {best_base} "
        "against {other_base} and keeps the better card out of the rival's reach."
    ),
    "quiz.which-take.hint": (
        "Both cards match. Look at the pile: which one makes a yaku, or comes closer to one?"
    ),
    "quiz.which-captures": "Which card of your hand captures a card from the field?",
    "quiz.which-captures.explain": (
        "{card} is of month {month} ({plant}), like {field} on the field."
    ),
    "quiz.which-captures.hint": (
        "Cards match by month, not by picture or kind: find the hand card whose plant lies on "
        "the field."
    ),
    "quiz.which-yaku": "Which yaku does this pile hold?",
    "quiz.which-yaku.explain": "{yaku}, {points}: {cards}.",
    "quiz.which-yaku.hint": (
        "Sort the pile by kind first (brights, animals, ribbons, plains), then count each kind."
    ),
    "quiz.stop-or-koikoi.hint": (
        "Weigh what you win by stopping now against what the rival could still complete if you "
        "play on."
    ),
    "quiz.stop-or-koikoi.why": (
        "Why? Over the advisor's playouts, what is calling koi-koi here worth on average?"
    ),
    "quiz.stop-or-koikoi.why-more": "more than stopping",
    "quiz.stop-or-koikoi.why-less": "less than stopping",
    "quiz.stop-or-koikoi.why-same": "exactly what stopping is worth",
    "quiz.stop-or-koikoi.why-explain": "Net points on average: koi-koi {koikoi}, stop {stop}.",
    "quiz.stop-or-koikoi.why-hint": (
        "The trap: a sure win now can be worth more than a bigger win that may not come. "
        "Which answer did the advisor give?"
    ),
    "quiz.which-take.why": "Why that card?",
    "quiz.which-take.why-now": "it makes the pile worth more points now",
    "quiz.which-take.why-kind": (
        "both takes leave the pile worth the same now; it is the card of the higher kind"
    ),
    "quiz.which-take.why-first": "the card that came to the field first is always taken",
    "quiz.which-take.why-hint": (
        "The trap: no rule says which card to take; the player chooses. Compare the "
        "pile's base after each take."
    ),
    "drill.title": "Flashcards: month, plant and kind",
    "drill.ask": "Which month, plant and kind is this card?",
    "drill.month": "month",
    "drill.plant": "plant",
    "drill.kind": "kind",
    "drill.choose": "(choose)",
    "drill.next": "Next card",
    "drill.next-tip": "show the next card of the drill",
    "drill.missing": "choose the {what} first",
    "drill.answered": "this card is answered: press Next card",
    "drill.unanswered": "name this card first: a card skipped would not come back",
    "drill.right": "Right: {card}, month {month}, a {kind} card.",
    "drill.wrong": (
        "Not quite ({wrong}): this is {card}, month {month}, a {kind} card. It comes back soon."
    ),
    "drill.score": "{right} right of {asked}; {learned} of {cards} cards learned",
    "cheat.title": "Koi-Koi yaku: a cheat sheet",
    "cheat.rules": "Rules: {rules}. Points for a player who stops with no koi-koi called.",
    "cheat.print": (
        "Print this page from the browser (Ctrl+P or Cmd+P): it fits one A4 or Letter sheet."
    ),
    "cheat.col.yaku": "yaku",
    "cheat.col.cards": "cards",
    "cheat.col.points": "points",
    "cheat.col.notes": "notes",
    "cheat.any.sanko": "any {n} of the {of} brights",
    "cheat.any.tane": "any {n} of the {of} animals",
    "cheat.any.tanzaku": "any {n} of the {of} ribbons",
    "cheat.any.kasu": "any {n} of the {of} plains",
    "cheat.no-rain-sanko": "not with the rain man: 3 brights with him make no yaku",
    "cheat.rain-sanko": "the rain man counts too",
    "cheat.more.inoshikacho": "+{n} for each more animal",
    "cheat.more.akatan": "+{n} for each more ribbon",
    "cheat.more.aotan": "+{n} for each more ribbon",
    "cheat.more.tane": "+{n} for each more animal",
    "cheat.more.tanzaku": "+{n} for each more ribbon",
    "cheat.more.kasu": "+{n} for each more plain",
    "cheat.cup-plain": "the sake cup counts as a plain too",
    "cheat.after-call": "{n} once its holder has called koi-koi",
    "cheat.rain-cancels": "none with the rain man in the pile",
    "cheat.sums": "The points won: base, then the multipliers",
    "cheat.case.stop": "stop with a base of {base}",
    "cheat.case.seven": "stop with a base of {base}, 7 or more",
    "cheat.case.rival": "win with a base of {base} after the rival called koi-koi",
    "cheat.case.own": "win with a base of {base} after your own koi-koi call",
    "cheat.case.own2": "win with a base of {base} after two koi-koi calls of your own",
    "cheat.calls": "koi-koi calls allowed per round, both players together: {n}",
    "cheat.calls-unlimited": "koi-koi calls per round: no limit",
    "cheat.turn": (
        "A turn: play a hand card onto a field card of its month (or lay it down), then "
        "flip the stock's top card and do the same; yaku are checked after both."
    ),
    "cheat.months": "The twelve months: a card matches the cards of its month",
    "cheat.instant": "a dealt hand with 4 cards of a month, or 4 pairs, wins {n} at once",
    # -- the play table ----------------------------------------------------------------------
    "play.watch": "Next shows what follows.",
    "play.skip": "Skip to now",
    "play.skip-tip": "show the rest of the turn at once",
    "play.prev-tip": "the part of the turn before",
    "play.next-tip": "the next part of the turn",
    "live.controls": "table controls",
    "error.widget.no-card-asked": "no card is asked for now: {must}",
    "widget.must-step": "press Next to see what happens",
    "widget.guess-right": "Right!",
    "widget.ask-play": "Your move as {seat}: click the hand card {seat} plays.",
    "widget.ask-take": "Your move as {seat}: click the field card that {card} captures.",
    # the table's scene (render/scene.py): what it shows and why a click is refused
    "scene.turn": "{seat}'s turn",
    "scene.not-on-field": "{card} is not on the field",
    "scene.other-month": (
        "{card} is a card of month {month}; {played} captures only a field card of its own "
        "month, {number} ({plant})"
    ),
    "scene.legal-other": "{card} is legal too; the lesson's move is {scripted}: {facts}.",
    "scene.watching": (
        "the table still shows {seat}'s turn; press Next (or Skip to now) to see the rest first"
    ),
    "scene.no-decision": "no decision is asked now: {must}",
    "scene.at-end": "this is the scenario's last step; First goes back to the start",
    "error.widget.no-control": "the table has no control {control}",
    "quote.name": "“{name}”",
    "list.gap": ", ",
    "play.you": "You are {seat}, against {opponent}",
    "play.round-of": "round {n} of {total}",
    "play.round-n": "round {n}",
    "play.month": "month {m}: {plant}",
    "play.hand": "Your hand:",
    "play.take-which": "{card} matches two field cards: which one does it take?",
    "play.take": "take {card}",
    "play.decide": "You hold yaku: stop and win now, or call koi-koi and play on?",
    "play.hint": "hint",
    "play.hint-tip": "a move worth making, and why",
    "play.advisor": "Ask the advisor",
    "play.advisor-tip": "weigh stop against koi-koi by playing the rest of the round out",
    "play.no-advice": "the advisor is for your koi-koi decision; now you {verb}",
    "play.review": "Review my round",
    "play.review-tip": "each of your choices against the strong player's, in expected points",
    "play.review-not-yet": "the review comes once the round is over; now you {verb}",
    "play.new-round": "new round",
    "play.level": "computer:",
    "play.level-tip": "a new round against the {player} player",
    "play.next-round": "next round",
    "play.log": "Moves",
    "play.totals": "Totals: A {a}, B {b}",
    "play.match-won": "The match is over: {seat} wins.",
    "play.match-tie": "The match is over: a tie.",
    "play.history": "round",
    "play.dealer": "dealer",
    "play.winner": "winner",
    "play.points": "points",
    "play.nobody": "none",
    "play.your-play": "your turn: play a card",
    "play.your-take": "choose the card to take",
    "play.your-decide": "decide: stop or koi-koi",
    "play.over": "the round is over: {result}",
    "play.won": "{seat} wins {points}",
    "play.playing": "playing {card}",
    "play.playing-taking": "playing {card} and taking {taken}",
    "play.taking": "taking {card}",
    "play.captures": "captures {cards}",
    "play.stays": "stays on the field",
    "play.completes": "completes {yaku} ({points})",
    "play.raises": "raises {yaku} to {points}",
    "play.towards": "brings {yaku} to {have} of {need}",
    "play.gives": "leaves {card} where {seat} could take it for {yaku}",
    "play.stop-wins": "stopping now wins {equation}",
    "play.near": Plural(
        "{seat} is {n} card from {yaku} ({have} of {need})",
        "{seat} is {n} cards from {yaku} ({have} of {need})",
    ),
    "play.cards-left": Plural("{n} card left in your hand", "{n} cards left in your hand"),
    # -- two people at one table, passing the screen (widgets/play_table.py) ---------------
    "passplay.caption": "Pass and play: two players at one table",
    "passplay.handover": "{seat}'s turn: pass the screen to {seat}",
    "passplay.show": "Show {seat}'s hand",
    "passplay.show-tip": "once {seat} holds the screen: {seat}'s hand face up, the other face down",
    "passplay.must-pass": "pass the screen to {seat}, who presses “Show {seat}'s hand”",
    "passplay.passing": (
        "no hand is shown while the screen passes: {seat} presses “Show {seat}'s hand” first"
    ),
    "passplay.not-passing": "the screen is not being passed now",
    "passplay.hints": "hints:",
    "passplay.hints-off": "off",
    "passplay.hints-on": "on",
    "passplay.hints-off-tip": "no hint and no advisor: each player on their own",
    "passplay.hints-on-tip": "the hint and the advisor, for both players",
    "passplay.hints-are-off": "hints are off at this table; turn them on in the bar first",
    "passplay.review": "Review {seat}'s round",
    "passplay.review-tip": "{seat}'s choices against the strong player's, in expected points",
    # -- the yaku calculator -----------------------------------------------------------------
    "calc.rules": "rules",
    "calc.cards": "Press a card to put it in the pile; press it again to take it back.",
    "calc.month": "{m} · {plant}",
    "calc.round-month": "round's month",
    "calc.points": "Points if its holder stops now, with no koi-koi call on the table",
    "calc.nothing": "No yaku: this pile would score nothing.",
    "calc.compare": "The same pile under every preset",
    "calc.preset": "preset",
    "calc.yaku": "yaku",
    "calc.base": "base",
    "calc.total": "points",
    "calc.none": "none",
    "calc.added": "added {card}",
    "calc.removed": "took back {card}",
    "calc.new-pile": "new pile",
    "calc.cleared": "pile cleared",
    "calc.ruled": "rules: {name}",
    "calc.summary": "cards: {n}, base: {base}, points: {points}",
    "calc.these": "these rules",
    # -- the advisor widget ------------------------------------------------------------------
    "advisor.rules": "rules",
    "advisor.you-model": "you play on as",
    "advisor.rival-model": "rival plays as",
    "advisor.ask": "Ask",
    "advisor.ask-tip": "play the rest of the round out many times and weigh stop against koi-koi",
    "advisor.where": "{seat} at turn {turn}, {rules}",
    "advisor.waiting": "press Ask to weigh stop against koi-koi",
    "advisor.playouts": Plural("{n} playout", "{n} playouts"),
    "advisor.exact": Plural("exact, {n} deal", "exact, {n} deals"),
    "advisor.says": "The advisor says: {best}.",
    "advisor.against": "koi-koi {diff} points against stop",
    "decision.either": "too close to call",
    # -- a turn in its parts (the scenario player's steps) ---------------------------------
    "part.name.play": "play",
    "part.name.capture": "capture",
    "part.name.flip": "flip",
    "part.name.yaku": "yaku",
    "part.name.decision": "decision",
    "part.play": "{seat} plays “{card}” from the hand",
    "part.flip": "{seat} turns up “{card}” from the top of the stock",
    "part.match-pair": (
        "{action}. It matches “{taken}” on the field, the same month ({number}, {plant})."
    ),
    "part.match-four": (
        "{action}. The other three cards of month {number} ({plant}) all lie on the field."
    ),
    "part.match-choice": (
        "{action}. It matches two field cards, “{a}” and “{b}”: both are month {number} "
        "({plant}), so {seat} must choose one."
    ),
    "part.match-stays": (
        "{action}. No field card is of month {number} ({plant}): it matches nothing."
    ),
    "part.capture-pair": "“{card}” captures “{taken}”: both go to {seat}'s pile.",
    "part.capture-four": (
        "“{card}” captures all three: the four cards of {plant} go to {seat}'s pile."
    ),
    "part.capture-take": "{seat} takes “{taken}” with “{card}”; “{left}” stays on the field.",
    "part.capture-stays": (
        "Nothing to capture: “{card}” stays on the field, where either player may take it later."
    ),
    "part.yaku": "{seat}'s pile now makes {yaku}: a new or better yaku.",
    "part.decide-koikoi": "{seat} calls koi-koi: the round goes on, for more points.",
    "part.decide-stop": "{seat} stops: the round ends, and {seat} scores the yaku held.",
    "player.part": "turn {turn}: {part}",
    # -- the scenario player -----------------------------------------------------------------
    "player.first": "First",
    "player.prev": "Prev",
    "player.next": "Next",
    "player.last": "Last",
    "player.first-tip": "the starting position",
    "player.prev-tip": "the step before",
    "player.next-tip": "the next part of the turn",
    "player.last-tip": "the end of the scenario",
    "player.step": "step",
    "player.step-of": "step {k} of {n}",
    "player.start": "the starting position",
    "player.plays": "{seat} plays {card}",
    "player.calls": "{seat} calls koi-koi",
    "player.stops": "{seat} stops",
    "player.wins": "{seat} wins {points}",
    "player.no-winner": "no winner",
    "player.happened": "what happened",
    "player.nothing": "no moves yet",
    "player.question": "You are {seat}: stop now, or call koi-koi and play on?",
    "player.asking": "{seat} decides: stop or koi-koi?",
    "player.same": "You chose {choice}, as {seat} did in this scenario.",
    "player.differ": "You chose {choice}; {seat} chose {theirs} in this scenario.",
    "player.branch": "show the other branch",
    "player.advisor": "Ask the advisor",
    "player.advisor-tip": "weigh stop against koi-koi at this decision",
    "player.no-advice": "step {k} of {n} is not at a koi-koi decision: the advisor opens at one",
    # -- numbers -----------------------------------------------------------------------------
    "number.point": Plural("{n} point", "{n} points"),
    "number.points-fraction": "{n} points",
    # typography: how numbers are written
    "number.decimal-point": ".",
    "number.minus": "\u2212",
    "number.thousands": ",",
    "number.percent": "{n}%",
    "number.under-one-percent": "under 1%",
    # -- the advisor's reading -------------------------------------------------------------
    "reading.then": "{first} {then}",
    "reading.stop": "Stopping wins {hold} for sure.",
    "reading.koikoi": (
        "Calling koi-koi is worth {expected} on average{interval}: you win {win} of the "
        "time, your rival {lose}, nobody {draw}."
    ),
    "reading.interval": " ({conf} interval {lo} to {hi})",
    "reading.gives-up": "gives up the {held} you hold {share} of the time",
    "reading.gain": "Calling koi-koi here gains {diff} on average, but {gives_up}.",
    "reading.cost": "Calling koi-koi here costs {diff} on average and {gives_up}: stop.",
    "reading.close": "Stop and koi-koi are too close to call here ({diff} apart on average).",
    "reading.exact": "Exact: every one of the {n} deals of the unseen cards.",
    "reading.estimated": Plural(
        "Estimated from {n} playout ({you} you, {rival} rival).",
        "Estimated from {n} playouts ({you} you, {rival} rival).",
    ),
    # -- progress towards a yaku ---------------------------------------------------
    "progress.of": "{have}\u00a0of\u00a0{need} for {yaku}",
    # -- presets (their ids stay in code) ------------------------------------------
    "preset.teaching": "teaching",
    "preset.escalating": "escalating",
    "preset.flower-poker": "flower-poker",
    "preset.nintendo": "nintendo",
    "preset.koikoi-japan": "koikoi-japan",
    "options.option": "option",
    "options.does": "what it does",
    # -- the same cards under each rule set (render/compare.py) --------------------
    "compare.stop-points": "points, stopping now",
    "compare.turns": "turns played",
    "compare.calls": "koi-koi calls",
    "compare.ending": "how it ended",
    "compare.dealer": "deals next",
    # -- computer players (their ids stay in code) --------------------------------
    "player.random": "random",
    "player.greedy": "greedy",
    "player.heuristic": "heuristic",
    "player.quick": "quick",
    "player.strong": "strong",
    "level.beginner": "beginner",
    "level.normal": "normal",
    "level.strong": "strong",
    # -- the review of a round ----------------------------------------------------------
    "review.heading": Plural(
        "{seat}'s choices against the strong player's ({n} guess of the unseen cards "
        "a choice; exact near the end):",
        "{seat}'s choices against the strong player's ({n} guesses of the unseen cards "
        "a choice; exact near the end):",
    ),
    "review.phase.play": "the card to play",
    "review.phase.take": "the card to take after the play",
    "review.phase.draw-take": "the card to take after the flip",
    "review.phase.decide": "stop or koi-koi",
    "review.turn": "turn {turn}",
    "review.chose": "{turn}, {phase}: {chosen}, expected {value}",
    "review.line": "{choice}; {verdict}",
    "review.marked": "{text} ({mark})",
    "review.agrees": "the strong player agrees",
    "review.differs": "the strong player: {best}, expected {value}; the choice cost {cost}",
    "review.total": "In all, the choices gave up {cost} against the strong player's.",
    "review.costliest": "The costliest: {turns}.",
    "review.costly": "{turn}, {phase}, {cost}",
    "review.no-mistake": "No choice cost {cost} or more.",
    "review.none": "{seat} had no choice to make in this round.",
    "review.round": "Round {n}",
    "review.column.turn": "turn",
    "review.column.choice": "choice",
    "review.column.chosen": "chosen",
    "review.column.best": "strong player",
    "review.column.cost": "cost",
    "review.column.grade": "grade",
    "review.grade.blunder": "blunder",
    "review.grade.mistake": "mistake",
    "review.grade.inaccuracy": "inaccuracy",
    "review.agreement": "Agreement with the strong player: {percent}% ({agreed} of {n}).",
    "retry.open": "Retry my mistakes",
    "retry.open-tip": "each costly choice again, as a puzzle from the position before it",
    "retry.show": "Show the answer",
    "retry.you-played": "In your round you chose {chosen} here; the review's best was {best}.",
    "retry.show-tip": "the best choice and what each choice was worth",
    "retry.review-first": "review the round first: press Review my round",
    "retry.not-preset": "only a round played under a preset's rules can be retried as puzzles",
    "retry.nothing": "no choice of this round cost {cost} or more: nothing to retry",
    # -- the command line -------------------------------------------------------------------
    "cli.no-yaku": "no yaku",
    "cli.score": "{yaku} | base {base} | points {points}",
    "cli.simulated": (
        "{rounds} rounds under {rules}{changed}, {a} (A) against {b} (B), seed {seed}"
    ),
    "cli.results": (
        "A won {wa} rounds ({pa} points), B won {wb} ({pb} points), {draws} without a winner"
    ),
    "cli.speed": "{seconds} seconds, {rate} rounds a second",
    "cli.checked.ok": "{file}: ok: {outcome}",
    "cli.checked.failed": "{file}: FAILED: {outcome}",
    "cli.checked.played": "{file}: {outcome}",
    "cli.scenarios": "{n} scenarios: {counts}",
    "cli.count.ok": "{n} ok",
    "cli.count.failed": "{n} failed",
    "cli.count.invalid": "{n} invalid",
    "cli.count.played": "{n} played",
    "cli.copied": Plural("{folder}: {n} lesson file copied", "{folder}: {n} lesson files copied"),
    "cli.kept": Plural(
        "kept {n} file that differs from the course's, as yours (--reset restores the "
        "course's and keeps yours beside it): {lessons}",
        "kept {n} files that differ from the course's, as yours (--reset restores the "
        "course's and keeps yours beside it): {lessons}",
    ),
    "cli.untrusted": "koikoi-edu: the lessons stay untrusted: {why}",
    "cli.starting": "starting JupyterLab on {folder}",
    "cli.restored": "{name}: the course's restored; yours is kept as {kept}",
    "cli.skipped": "{name}: left as it is, not copied: {why}",
    "cli.not-a-notebook": "{name}: not a notebook that can be read, left untrusted",
    "cli.link.lab": "Binder, JupyterLab on lesson 00: {url}",
    "cli.link.voila": "Binder, Voila on the worked example: {url}",
    "cli.link.no-hub": "JupyterHub: add --hub URL for an nbgitpuller link into your hub",
    "cli.link.hub": "JupyterHub (nbgitpuller), lesson 00: {url}",
    # -- a scenario's outcome (koikoi_edu.scenario.Outcome) --------------------------
    "outcome.pending": "pending: the round is still in progress",
    "outcome.no-winner": "no winner: {why}",
    "outcome.wins": "{seat} wins {points}: {equation}",
    "outcome.expected": "expected {key} {want}, got {got}",
    # -- recorded games (koikoi_edu.records) ---------------------------------------
    "record.title": "Recorded game {source}, round {n}",
    "record.source": "{source} round {n} of the KoiKoi-AI game records (MIT licence);",
    "record.seats": "player 1 of the record is A, player 2 is B.",
    "record.sentence": "{text}.",
    "record.cut-short-before": "{source}: cut short before the first round",
    "record.cut-short": (
        "{source}: cut short in round {n} after turn {turns}, {state}; the game was never finished"
    ),
    "record.no-result": "with no result",
    "record.after-result": "after its result",
    # -- errors a learner can meet (koikoi_edu.errors.KoikoiError.say) -------------
    # where in a file or a list the error below was found: words, or code as written
    # keys and values as a file writes them (errors.code)
    "error.code": "{code}",
    # text from a file, quoted as the language quotes input
    "error.text-value": '"{text}"',
    "error.at": "{where}: {cause}",
    "error.at-code": "{where}: {cause}",
    # why the system refused a file (errors.system_reason); English says the system's own
    "error.os.other": "{reason}",
    "error.os.ENOENT": "No such file or directory",
    "error.os.EACCES": "Permission denied",
    "error.os.EISDIR": "Is a directory",
    "error.os.ENOTDIR": "Not a directory",
    "error.os.ENOSPC": "No space left on device",
    "error.os.EROFS": "Read-only file system",
    "error.lessons-cannot-make": "lessons: cannot make the folder {folder}: {why}",
    "error.os.ELOOP": "it is a symbolic link, never written through",
    "error.os.ESPIPE": "it is not a regular file (a pipe or a device)",
    "error.links-hub-login": (
        "links --hub: give the JupyterHub's address without a user name or password; each "
        "student signs in to the hub"
    ),
    "error.scenario.expect-yaku": "expect.yaku: {yaku} is not a yaku; the yaku are {names}",
    "error.card": "`{id}`",
    "error.round-over": "the round is over; no more moves",
    "error.not-in-hand": "{action} is not in {seat}'s hand",
    "error.decision-in-play": "{action} is a decision, but {seat} has a card to play now",
    "error.not-a-decision": "{action} is not a decision: {seat} must decide now, stop or koi-koi",
    "error.not-a-choice-played": (
        "{action} is not a legal choice: the played card {card} must take {a} or {b}"
    ),
    "error.not-a-choice-flipped": (
        "{action} is not a legal choice: the flipped card {card} must take {a} or {b}"
    ),
    "error.not-the-flip": "{action} is not the flip: the top of the stock turns up {card}",
    "error.cannot-play": "{seat} cannot play {action} now: {seat} must {must}",
    "error.cannot-take": "{seat} cannot take {action} now: {seat} must {must}",
    "error.cannot-decide": "{seat} cannot {action} now: {seat} must {must}",
    "error.must-play": "play a card from the hand",
    "error.must-take": "choose which field card the played card takes",
    "error.must-draw-take": "choose which field card the flipped card takes",
    "error.must-decide": "decide, stop or koi-koi",
    "error.no-question": (
        "there is no koi-koi decision to answer at step {k} of {n}; answer when the player asks"
    ),
    "error.no-branch": "step {k} of {n} has no other branch to show",
    "error.cli-option-form": "--option '{option}': write NAME=VALUE, e.g. sanko_points=6",
    "error.cli-option-line": ("--option '{option}': the value must be one line of printable text"),
    "error.cli-stdin-alone": "score: - reads the piles from standard input and comes alone",
    "error.cli-stdin-closed": "score -: standard input is closed; give the cards as arguments",
    "cli.stdin-line": "<stdin>: line {n}",
    "error.cli-line-too-long": (
        "<stdin>: line {n}: longer than {limit} characters; a pile of all 48 cards takes about 800"
    ),
    "error.cli-players": "--players '{players}': give two names, e.g. heuristic,random",
    "error.unknown-player": "unknown player '{player}'; choose one of {choices}",
    "error.unknown-language": "unknown language '{lang}'; choose one of {choices}",
    "error.cli-cannot-write": "--out {file}: cannot write it: {why}",
    "error.cli-reset-in-checkout": (
        "lessons --reset: in a checkout the lessons are notebooks/ itself; restore one with "
        "git checkout, or copy them elsewhere with --folder DIR"
    ),
    "error.cli-empty-folder": (
        "lessons --folder '': give the name of a folder, e.g. --folder {folder}"
    ),
    "error.cli-no-lessons": (
        "lessons: this installation of koikoi-edu holds no lessons; install it again from a "
        "wheel or from PyPI"
    ),
    "error.lessons-not-a-folder": (
        "lessons: {folder} is a file, not a folder; choose another with --folder"
    ),
    "error.links-repo": (
        "links: '{repo}' is not a GitHub repository; give OWNER/NAME or "
        "https://github.com/OWNER/NAME"
    ),
    "error.links-branch": "links --branch '{branch}': not a branch name",
    "error.links-hub": (
        "links --hub '{hub}': give the JupyterHub's http:// or https:// address, e.g. "
        "https://hub.example.edu"
    ),
    "error.unknown-card": "unknown card `{id}`",
    "error.unknown-option": "unknown rules option {option}",
    "error.unknown-preset": "unknown rules preset {preset}; choose one of {choices}",
    "error.option-name": "rules option name must be text, not {value}",
    "error.option-choice": "rules option {option} must be one of {choices}, not {value}",
    "error.option-bool": "rules option {option} must be true or false, not {value}",
    "error.option-number": (
        "rules option {option} must be a whole number from {low} to {high}, not {value}"
    ),
    "error.endless-match": (
        "a match under these rules never ends: set match_rounds, match_target or bank"
    ),
    # -- errors in scenario files and the text they are read from (scenario.py, bounded.py)
    "error.scenario.in-turn": "turn {n}: {cause}",
    "error.scenario.unreadable": "{source}: cannot read the file: {why}",
    "error.scenario.not-text": "a scenario is TOML text, not {kind}",
    "error.scenario.stop-at": "stop_at must be between 0 and {turns}, not {value}",
    "error.scenario.not-in-library": "no scenario '{name}' in the library; choose one of {names}",
    "error.scenario.none-shipped": "(none shipped)",
    "error.scenario.missing": "`{key}` is missing",
    "error.scenario.deck-and-position": (
        "give either `deck` (48 card ids) or a [position], not both"
    ),
    "error.scenario.no-deck-or-position": (
        "give either `deck` (48 card ids) or a [position], not neither"
    ),
    "error.scenario.dealer-with-position": (
        "`dealer` at the top goes with `deck`; a [position] names its dealer inside [position]"
    ),
    "error.scenario.one-turn-table": "write each turn as [[turn]] (a list of turns), not [turn]",
    "error.scenario.deck-size": Plural(
        "holds {n} card, not 48; `{card}` is missing",
        "holds {n} cards, not 48; `{card}` is missing",
    ),
    "error.scenario.deck-size-more": Plural(
        "holds {n} card, not 48; `{card}` is missing, and {more} more",
        "holds {n} cards, not 48; `{card}` is missing, and {more} more",
    ),
    "error.scenario.turn-not-a-table": "turn {n} must be a table, not {value}",
    "error.scenario.play-missing": "`play` is missing (the hand card played)",
    "error.scenario.decide-value": 'decide must be "stop" or "koi-koi", not {value}',
    "error.scenario.expect-winner": (
        'expect.winner must be "A", "B", "none" or "pending", not {value}'
    ),
    "error.scenario.not-kind": "{where} must be {kind}, not {value}",
    "error.scenario.kind-text": "text",
    "error.scenario.kind-number": "a whole number",
    "error.scenario.kind-list": "a list",
    "error.scenario.kind-table": "a table",
    "error.scenario.not-a-seat": '{where} must be "A" or "B", not {value}',
    "error.scenario.unknown-key": "unknown key {key}; the keys are {keys}",
    "error.scenario.misplaced-key": "`{key}` does not belong here: it goes {home}",
    "error.scenario.home-top": "at the top of the file, before the first [table]",
    "error.scenario.home-position": "under [position]",
    "error.scenario.home-seat": "with a seat, as A.hand or B.captured",
    "error.scenario.home-turn": "in a [[turn]]",
    "error.scenario.home-expect": "under [expect]",
    "error.scenario.unknown-card": "unknown card {card}",
    "error.scenario.unknown-card-hint": "unknown card {card}; did you mean `{hint}`?",
    "error.scenario.twice": "`{card}` appears twice",
    "error.scenario.round-over": "the round is already over ({ending}); no turn can follow",
    "error.scenario.played-unchosen": (
        "the played card `{card}` matches both `{a}` and `{b}` on the field; name the one it "
        'captures with take = "..."'
    ),
    "error.scenario.flipped-unchosen": (
        "the flipped card `{card}` matches both `{a}` and `{b}` on the field; name the one it "
        'captures with draw_take = "..."'
    ),
    "error.scenario.played-unasked": (
        "take = `{chosen}` is given but the played card `{card}` has no choice to make; take "
        "is only for two matching field cards"
    ),
    "error.scenario.flipped-unasked": (
        "draw_take = `{chosen}` is given but the flipped card `{card}` has no choice to make; "
        "draw_take is only for two matching field cards"
    ),
    "error.scenario.decide-missing": (
        '{seat} now holds {held} and must decide: add decide = "stop" or decide = "koi-koi"'
    ),
    "error.scenario.decide-after-end": (
        'decide = "{decide}" is given but {seat} is not offered a decision: the round ended '
        "({ending})"
    ),
    "error.scenario.decide-no-yaku": (
        'decide = "{decide}" is given but {seat} is not offered a decision: no new or better '
        "yaku this turn"
    ),
    "error.file.too-large": (
        "the file is larger than {limit} bytes, more than a file of this kind ever needs"
    ),
    "error.file.too-long": (
        "{chars} characters, more than the {limit} a file of this kind ever needs"
    ),
    "error.file.not-utf8": "the text is not UTF-8 (at byte {byte})",
    "error.file.number-too-long": (
        "a number of {digits} digits, more than the {limit} any number here needs"
    ),
    "error.file.not-json-text": "expected JSON text, not {kind}",
    "error.file.json-too-deep": "lists and objects nested more than {depth} deep",
    "error.file.json-invalid": "{detail}",
    "error.file.json.value": "Expecting value: line {line} column {column} (char {char})",
    "error.file.json.name": (
        "Expecting property name enclosed in double quotes: line {line} column {column} "
        "(char {char})"
    ),
    "error.file.json.colon": "Expecting ':' delimiter: line {line} column {column} (char {char})",
    "error.file.json.comma": "Expecting ',' delimiter: line {line} column {column} (char {char})",
    "error.file.json.string-unclosed": (
        "Unterminated string starting at: line {line} column {column} (char {char})"
    ),
    "error.file.json.control-character": (
        "Invalid control character at: line {line} column {column} (char {char})"
    ),
    "error.file.json.escape": "Invalid \\escape: line {line} column {column} (char {char})",
    "error.file.json.hex": "Invalid \\uXXXX escape: line {line} column {column} (char {char})",
    "error.file.json.trailing-comma-array": (
        "Illegal trailing comma before end of array: line {line} column {column} (char {char})"
    ),
    "error.file.json.trailing-comma-object": (
        "Illegal trailing comma before end of object: line {line} column {column} (char {char})"
    ),
    "error.file.json.extra-data": "Extra data: line {line} column {column} (char {char})",
    "error.file.toml-too-deep": "arrays and tables nested more than {depth} deep",
    "error.file.dotted-key-too-deep": "a dotted key nested more than {depth} deep",
    "error.file.toml-number-too-long": "invalid TOML: a number too long to read",
    "error.file.toml-invalid": "invalid TOML: {detail}",
    "error.file.toml-at": "line {line}, column {column}",
    "error.file.toml-at-end": "end of document",
    "error.file.toml.statement": "invalid TOML: Invalid statement (at {at})",
    "error.file.toml.newline": (
        "invalid TOML: Expected newline or end of document after a statement (at {at})"
    ),
    "error.file.toml.literal-unclosed": 'invalid TOML: Expected "\'" (at {at})',
    "error.file.toml.multiline-literal-unclosed": "invalid TOML: Expected \"'''\" (at {at})",
    "error.file.toml.invalid-character": "invalid TOML: Found invalid character {part} (at {at})",
    "error.file.toml.declared-twice": "invalid TOML: Cannot declare {part} twice (at {at})",
    "error.file.toml.overwrite": "invalid TOML: Cannot overwrite a value (at {at})",
    "error.file.toml.table-unclosed": (
        "invalid TOML: Expected ']' at the end of a table declaration (at {at})"
    ),
    "error.file.toml.immutable": (
        "invalid TOML: Cannot mutate immutable namespace {part} (at {at})"
    ),
    "error.file.toml.array-table-unclosed": (
        "invalid TOML: Expected ']]' at the end of an array declaration (at {at})"
    ),
    "error.file.toml.redefine": "invalid TOML: Cannot redefine namespace {part} (at {at})",
    "error.file.toml.equals": (
        "invalid TOML: Expected '=' after a key in a key/value pair (at {at})"
    ),
    "error.file.toml.key-start": (
        "invalid TOML: Invalid initial character for a key part (at {at})"
    ),
    "error.file.toml.array-unclosed": "invalid TOML: Unclosed array (at {at})",
    "error.file.toml.inline-duplicate": (
        "invalid TOML: Duplicate inline table key {part} (at {at})"
    ),
    "error.file.toml.inline-unclosed": "invalid TOML: Unclosed inline table (at {at})",
    "error.file.toml.backslash": "invalid TOML: Unescaped '\\' in a string (at {at})",
    "error.file.toml.hex": "invalid TOML: Invalid hex value (at {at})",
    "error.file.toml.not-scalar": (
        "invalid TOML: Escaped character is not a Unicode scalar value (at {at})"
    ),
    "error.file.toml.string-unclosed": "invalid TOML: Unterminated string (at {at})",
    "error.file.toml.illegal-character": "invalid TOML: Illegal character {part} (at {at})",
    "error.file.toml.date": "invalid TOML: Invalid date or datetime (at {at})",
    "error.file.toml.value": "invalid TOML: Invalid value (at {at})",
    # -- errors in saved rounds and matches (saving.py, match.py)
    "error.save.in-save": "save: {cause}",
    "error.save.in-round": "saved round: {cause}",
    "error.save.in-match": "saved match: {cause}",
    "error.save.in-match-round": "round {n}: {cause}",
    "error.save.in-action": "action {n}: {cause}",
    "error.save.not-json": "not a saved game: {cause}",
    "error.save.not-object": "expected a JSON object, not {value}",
    "error.save.missing": "missing '{key}'",
    "error.save.wrong-kind": "'{key}' must be {kind}, not {value}",
    "error.save.seat": '\'{key}\' must be "A" or "B", not {value}',
    "error.save.object": "an object",
    "error.save.list": "a list",
    "error.save.string": "a string",
    "error.save.bool": "true or false",
    "error.save.int": "a whole number",
    "error.save.unknown-card": "unknown card {card}",
    "error.save.card-twice": "card {card} appears twice",
    "error.save.format": "format '{format}' is not a koikoi-edu save",
    "error.save.other-format": "this is {saved}, not {expected}",
    "error.save.a-round": "a saved round",
    "error.save.a-match": "a saved match",
    "error.save.version": (
        "save version {version} is not supported (this package reads version {supported})"
    ),
    "error.save.unknown-action": "unknown action {action}",
    "error.save.misdeals": "'misdeals' counts redeals, so it cannot be {n}",
    "error.save.other-rules": "its rules differ from the match's",
    "error.save.after-the-end": "the match was already over",
    "error.save.other-deal": "it is not the round that seed {seed} deals",
    "error.save.unfinished": "it is not over, but more rounds follow",
    "error.match.round-in-play": "round {n} is still being played; finish it first",
    "error.match.round-not-over": "round {n} is not over yet",
    "error.match.over": "the match is over; no more rounds",
    "error.match.rounds-count": (
        "the number of rounds must be a whole number from 0 to {limit}, not {value}"
    ),
    "error.match.rounds-count-text": (
        "the number of rounds must be a whole number from 0 to {limit}, not {value}"
    ),
    # -- errors in game records, hand-built positions and card lists (records.py,
    # positions.py, cards.py, round.py)
    "error.record.file": "{source}",
    "error.record.round": "{source} round {round}",
    "error.record.turn": "{source} round {round} turn {turn}",
    "error.record.nothing": "nothing",
    "error.record.unreadable": "cannot read the file: {why}",
    "error.record.not-json": "not a JSON game record: {cause}",
    "error.record.entry-missing": "the entry '{key}' is missing",
    "error.record.shape": (
        "not a game record of the expected shape (objects info, result and record)"
    ),
    "error.record.no-records": "{directory}: no game records (*.json) in this directory",
    "error.record.is-over": "isOver must be true or false, not {value}",
    "error.record.unexpected-entry": (
        "unexpected entry '{key}'; expected {prefix}1, {prefix}2, ..."
    ),
    "error.record.not-a-player": "{key} must be player 1 or 2, not {value}",
    "error.record.not-a-card": "{key}: {value} is not a card [month 1-12, 1-4]",
    "error.record.not-a-list": "{key}: expected a list of cards, not {value}",
    "error.record.is-koikoi": "isKoiKoi must be true, false or null, not {value}",
    "error.record.goes-on": "the round is already over ({ending}) but the record goes on",
    "error.record.wrong-mover": ("the record has {recorded} moving, but it is {seat}'s turn"),
    "error.record.flip-from-empty": (
        "the record flips {flip} but the top of the stock is `nothing (the stock is empty)`"
    ),
    "error.record.wrong-flip": "the record flips {flip} but the top of the stock is {top}",
    "error.record.wrong-choice": (
        "{card} matches {a} and {b} on the field, but the record captures {captured}"
    ),
    "error.record.wrong-captures": (
        "the record captures {recorded} but the engine captures {gained}"
    ),
    "error.record.no-decision": (
        "{seat} now holds {yaku} and must stop or call koi-koi, but the record has no decision"
    ),
    "error.record.unoffered-koikoi": (
        "the record says {seat} calls koi-koi, but the engine offers no decision after this turn"
    ),
    "error.record.unoffered-stop": (
        "the record says {seat} stops, but the engine offers no decision after this turn"
    ),
    "error.record.breaks-off": "the record breaks off, but the round is over ({ending})",
    "error.record.ends-early": "the record ends after turn {n} but the round goes on",
    "error.record.wrong-result": (
        "recorded {recorded} wins {points}, but the engine settles {seat} wins "
        "{engine_points} ({equation})"
    ),
    "error.record.wrong-result-no-winner": (
        "recorded {recorded} wins {points}, but the engine settles {equation}"
    ),
    "error.position.in-hand": "{seat}'s hand",
    "error.position.in-captured": "{seat}'s captured cards",
    "error.position.in-field": "the field",
    "error.position.in-stock": "the stock",
    "error.position.twice-in-stock": "{card} is twice in the stock",
    "error.position.in-two-places": "{card} is both in {first} and in {second}",
    "error.position.hand-too-large": Plural(
        "{seat}'s hand holds {n} card; a hand holds at most {most}",
        "{seat}'s hand holds {n} cards; a hand holds at most {most}",
    ),
    "error.position.hand-sizes": (
        "{mover} is to move with {own} cards and {other_seat} holds {other}; the mover's hand "
        "must be the same size as the other's or one card larger"
    ),
    "error.position.hands-empty": "both hands are empty; there is no turn left to play",
    "error.position.wrong-dealer": (
        "dealer {dealer} contradicts the hands: the dealer plays first, so with {mover} to "
        "move holding {own} cards and {other_seat} {other}, the dealer is {right}"
    ),
    "error.position.stock-too-small": Plural(
        "the stock holds {n} card, too few for the {turns} turns left (every turn flips one)",
        "the stock holds {n} cards, too few for the {turns} turns left (every turn flips one)",
    ),
    "error.position.month-on-field": (
        "all 4 cards of month {month} ({plant}) are on the field; such a deal is redealt, and "
        "play never lays a fourth card of a month beside three"
    ),
    "error.position.too-many-calls": (
        "koikoi lists {n} calls but the {rules} rules allow {limit} per round"
    ),
    "error.position.rival-called": (
        "koikoi lists calls by both A and B, but under the {rules} rules with rival_may_call "
        "= false only {seat}, who called first, may call"
    ),
    "error.position.yaku-without-call": (
        "{seat}'s captured cards already hold yaku ({yaku}) but {seat} is not listed in "
        "koikoi; a player with yaku at the start must have called"
    ),
    "error.cards.twice": "card {card} appears twice",
    "error.deck.each-card-once": "a deck must hold each of the 48 cards exactly once",
    # -- errors a widget shows (widgets/)
    "error.widget.in-pile": "{card} is already in the pile",
    "error.widget.not-in-pile": "{card} is not in the pile",
    "error.widget.decide": "decide '{choice}': the choices are stop and koi-koi",
    "error.widget.turn": "turn must be a whole number from 0 to {turns}, not {value}",
    "error.widget.step": "step must be a whole number from 0 to {steps}, not {value}",
    "error.widget.answer": 'answer "stop" or "koi-koi", not {value}',
    "error.widget.unknown-yaku": "unknown yaku `{yaku}`",
    "error.quiz.not-a-choice": "{given} is not one of the choices {choices}",
    "error.drill.not-answered": "the {part} is not answered yet",
    "error.advisor.no-decision-under": "under the {rules} rules {seat} has no decision here: {why}",
    "error.advisor.no-decision": "under these rules {seat} has no decision here: {why}",
    "error.advisor.turn-ends": "the turn ends the round ({ending})",
    "error.advisor.no-better": "{seat}'s turn gives no new or better yaku",
    # -- the command line's and the course's files (issue 37: cli.py, course.py) ----------
    "words.catalogue-unread": (
        "koikoi-edu: cannot read the catalogue {catalogue} ({why}); its messages are in English"
    ),
    "words.catalogue-damaged": "cut short, or not a catalogue",
    "error.cli-stdout-closed": "cheatsheet: standard output is closed; give a file with --out FILE",
    "error.cli-too-many-playouts": (
        "review --playouts: at most {limit} a choice; more would run for hours a round"
    ),
    "cli.review-progress": "review: round {n} of {rounds}",
    "error.lessons-untracked": (
        "git cannot list the course's own lessons in {folder}, and only those are trusted: {why}"
    ),
    # the command line's help and usage (cli.py; argparse's own words: cli.argparse.*)
    "cli.help.description": "Learn the Japanese card game Koi-Koi.",
    "cli.help.commands": "commands",
    "cli.help.COMMAND": "COMMAND",
    "cli.help.CARD": "CARD",
    "cli.help.FILE": "FILE",
    "cli.help.N": "N",
    "cli.help.S": "S",
    "cli.help.NAME,NAME": "NAME,NAME",
    "cli.help.DIR": "DIR",
    "cli.help.REPO": "REPO",
    "cli.help.B": "B",
    "cli.help.PRESET": "PRESET",
    "cli.help.NAME=VALUE": "NAME=VALUE",
    "cli.help.LANG": "LANG",
    "cli.help.rules": "rules preset: {presets} (default teaching)",
    "cli.help.option": "change one rules option of the preset (repeatable)",
    "cli.help.lang": (
        "language of what is printed for people: {languages} (default en; JSON stays as it is)"
    ),
    "cli.help.score": "the yaku, base and points of a captured pile",
    "cli.help.score.description": (
        "Score a captured pile. With - instead of cards, read one pile a line (card ids "
        "separated by spaces) from standard input."
    ),
    "cli.help.score.json": "answer in JSON (JSON lines with -)",
    "cli.help.score.cards": "card ids, or - for standard input",
    "cli.help.check": "replay scenario files and check their [expect]",
    "cli.help.check.description": "Replay scenario files, print each outcome and check [expect].",
    "cli.help.check.json": "a JSON list, one object per file",
    "cli.help.simulate": "play seeded rounds between two computer players",
    "cli.help.simulate.description": (
        "Play N seeded rounds between two computer players and count the wins."
    ),
    "cli.help.simulate.rounds": "default 1000, at most {limit}",
    "cli.help.simulate.seed": "default: a random seed, printed",
    "cli.help.simulate.players": (
        "seat A's and seat B's player: random, greedy, heuristic, quick or strong "
        "(default random,random)"
    ),
    "cli.help.simulate.json": "answer in JSON",
    "cli.help.lessons": "start JupyterLab on the lesson notebooks",
    "cli.help.lessons.description": (
        "Start JupyterLab on the lessons, with lesson 00 open. In a checkout it opens "
        "notebooks/ in place; an installed package first copies the lessons into ./{folder} "
        "(or --folder), keeping any lesson already there, so a learner's work is never "
        "overwritten."
    ),
    "cli.help.lessons.folder": (
        "copy the lessons into DIR (default ./{folder}; in a checkout, notebooks/ is opened "
        "in place)"
    ),
    "cli.help.lessons.reset": (
        "restore every lesson of the copy to the course's version, keeping each file of "
        "yours it replaces beside it as NAME.edited-DATE"
    ),
    "cli.help.lessons.no-browser": "do not open a browser",
    "cli.help.lessons.port": (
        "JupyterLab's port, 1 to 65535 (default: the first free one from 8888)"
    ),
    "cli.help.not-a-port": "'{text}' is not a port; give a number from 1 to 65535",
    "cli.help.not-playouts": "'{text}' is not a number of playouts; give a whole number from 1",
    "cli.help.links": "the links that open the course on Binder and on a JupyterHub",
    "cli.help.links.description": (
        "Print the links into the course for the GitHub repository REPO: JupyterLab on "
        "lesson 00 and Voila on the worked example on mybinder.org and, with --hub, an "
        "nbgitpuller link that copies the course into each student's home on that JupyterHub."
    ),
    "cli.help.links.repo": "OWNER/NAME, or https://github.com/OWNER/NAME",
    "cli.help.links.hub": "the JupyterHub's http(s) address, e.g. https://hub.example.edu",
    "cli.help.links.branch": "the branch the links open (default main)",
    "cli.help.review": "review a round's choices against the strong player's",
    "cli.help.review.description": (
        "Replay a saved round or match, or a scenario, and show for each choice of one "
        "seat what every option was worth in expected points and what the strong player "
        "would have chosen."
    ),
    "cli.help.review.file": "a saved round or match (JSON) or a scenario (TOML)",
    "cli.help.review.seat": "the seat to review: A or B (default A)",
    "cli.help.review.playouts": (
        "guesses of the unseen cards a choice (default {n}, at most {limit})"
    ),
    "cli.help.review.seed": "the seed of the guesses (default 0)",
    "cli.help.review.json": "answer in JSON",
    "cli.help.cheatsheet": "a one-page yaku cheat sheet with card pictures, as HTML",
    "cli.help.cheatsheet.description": (
        "Write the yaku cheat sheet of a rules preset as an HTML page that prints on one A4 "
        "or Letter sheet."
    ),
    "cli.help.cheatsheet.out": "write the page here (default: print it)",
    "cli.help.version": "show program's version number and exit",
    "cli.argparse.usage": "usage: ",
    "cli.argparse.positional": "positional arguments",
    "cli.argparse.options": "options",
    "cli.argparse.help": "show this help message and exit",
    "cli.argparse.error": "%(prog)s: error: %(message)s\n",
    "cli.argparse.argument": "argument %(argument_name)s: %(message)s",
    "cli.argparse.required": "the following arguments are required: %s",
    "cli.argparse.unrecognized": "unrecognized arguments: %s",
    "cli.argparse.choice": "invalid choice: %(value)r (choose from %(choices)s)",
    "cli.argparse.invalid": "invalid %(type)s value: %(value)r",
    "cli.argparse.one": "expected one argument",
    "cli.argparse.ambiguous": "ambiguous option: %(option)s could match %(matches)s",
    "cli.argparse.explicit": "ignored explicit argument %r",
    "factor.all-calls": Plural("{n} koi-koi call in the round", "{n} koi-koi calls in the round"),
    "yaku.tsuki-fuda": "Month cards",
    "error.option-unlimited": (
        'rules option {option} must be a whole number from {low} to {high} or "unlimited", not '
        "{value}"
    ),
    "error.option-cards": "rules option {option} must be a list of card ids, not {value}",
    "error.option-card": "rules option {option}: unknown card {value}",
    "error.month-range": "the month must be a whole number from 1 to 12, not {value}",
    "error.scenario.two-months": (
        "the month is given twice, at the top and under [rule_options], with different values"
    ),
    "cli.help.score.month": (
        "the round's month, 1 to 12 (default 1), for the month yaku of month_yaku_points"
    ),
    "cli.help.rules-command": "list every rules option with its value and what it means",
    "cli.help.rules-command.description": (
        "Lists every rules option with its value under the preset and the --option changes, and "
        "what it means, so a set-up can be checked before class."
    ),
    "cli.help.rules-command.json": "print a JSON object: option name to value and meaning",
    "cli.rules.title": "Rules {rules}{changed}:",
    "cli.rules.unset": "unset",
    # -- progress: the learner's file, the warm-up, the checks, the reports (issue 38) -----
    "progress.bad-key": "the key {key} is missing or holds something else",
    "progress.foreign": "it is not a koikoi-edu progress file",
    "progress.newer": "it was written by a newer koikoi-edu (format version {version})",
    "progress.too-large": "it is too large to be a progress file",
    "progress.not-json": "it is not JSON (line {line})",
    "progress.not-a-file.link": "it is a symbolic link",
    "progress.not-a-file.folder": "it is a folder",
    "progress.not-a-file.device": "it is not a regular file",
    "progress.kept-aside": (
        "The progress file {file} could not be read ({why}): it is kept as {aside}, "
        "and a fresh one is begun."
    ),
    "progress.not-saved": (
        "Progress is not saved in {file} ({why}): the lesson goes on without it."
    ),
    "progress.card-month": "Which month is this card? (1 to 12)",
    "progress.card-month.explain": "{card} is a card of month {month}: {plant}.",
    "progress.card-month.hint": (
        "Each month has its own plant: look at the plant, not at the animal or the ribbon."
    ),
    "progress.what-next": "{card} is played on this field. What happens next?",
    "progress.what-next.stays": "it stays on the field",
    "progress.what-next.takes-one": "it takes the one field card of its month",
    "progress.what-next.chooses": "its player chooses one of the two field cards of its month",
    "progress.what-next.takes-all": "it takes all three field cards of its month",
    "progress.what-next.explain": Plural(
        "Only the month counts, never the kind: the field holds {n} card of month {month} "
        "({plant}).",
        "Only the month counts, never the kind: the field holds {n} cards of month {month} "
        "({plant}).",
    ),
    "progress.what-next.hint": "Count the field cards of the played card's month, and only those.",
    "progress.warm-up": "Warm-up.",
    "progress.warm-up.items": Plural(
        "{n} item of your practice is due today: about two minutes.",
        "{n} items of your practice are due today: about two minutes.",
    ),
    "progress.warm-up.none-due": "Nothing of your practice is due today.",
    "progress.warm-up.start": Plural(
        "Practise {n} new item (about two minutes)",
        "Practise {n} new items (about two minutes)",
    ),
    "progress.rival-called": (
        "Your rival called koi-koi; now you make this pile and win. How many points do you score?"
    ),
    "progress.rival-called.hint": (
        "Add up the yaku, then apply every multiplier: the rival's call doubles a win."
    ),
    "progress.decide": "You have just made a yaku with the card you played. Stop or koi-koi?",
    "progress.test.placement": "Placement check: 12 questions on what you know already.",
    "progress.test.final": "Final check: 12 questions, to measure what you have learned.",
    "progress.test.how": (
        "Answer each one; only your first answer counts for the score. A miss shows a hint "
        "and lets you try again, as in the lessons."
    ),
    "progress.test.score": "Score: {score} of {of} right at the first answer.",
    "progress.test.left": Plural("{n} question left.", "{n} questions left."),
    "progress.unreadable": "it cannot be read: {why}",
    "progress.report.title": "Koi-Koi: the class's progress",
    "progress.report.read": Plural("{n} learner's progress read.", "{n} learners' progress read."),
    "progress.report.skipped-count": Plural(
        "{n} file skipped: it is not a learner's progress.",
        "{n} files skipped: they are not learners' progress.",
    ),
    "progress.report.checks": "Placement and final checks",
    "progress.report.mean": (
        "{what}: mean {mean} of {of}, 95% interval {low} to {high} (learners: {n})."
    ),
    "progress.report.mean-gain": (
        "{what}: mean {mean}, 95% interval {low} to {high} (learners: {n})."
    ),
    "progress.report.too-few": "{what}: too few learners for a mean with an interval ({n}).",
    "progress.report.lessons": "Lessons finished",
    "progress.report.none-finished": "Nobody has finished a lesson yet.",
    "progress.report.lesson": "lesson",
    "progress.report.finished-by": "learners who finished it",
    "progress.report.checks-missed": "Self-checks missed most",
    "progress.report.themes-missed": "Puzzle themes missed most",
    "progress.report.nothing-missed": "Nothing missed yet.",
    "progress.report.ranked": (
        "Ranked by how surely each is missed: the lower end of the 95% Wilson interval of the "
        "share of tries missed, so that one try missed does not come first."
    ),
    "progress.report.check": "self-check",
    "progress.report.theme": "theme",
    "progress.report.tried": "tried",
    "progress.report.missed": "missed",
    "progress.report.share": "share missed",
    "progress.report.learners": "Learners",
    "progress.report.learner": "learner",
    "progress.report.file": "file",
    "progress.report.lessons-finished": "lessons finished",
    "progress.report.checks-right": "self-checks right at the first answer",
    "progress.report.puzzles-solved": "puzzles solved",
    "progress.report.rating": "puzzle rating",
    "progress.report.placement": "placement",
    "progress.report.final": "final",
    "progress.report.gain": "gain",
    "progress.report.skipped": "Files skipped",
    "progress.report.why": "why",
    "progress.report.no-folder": "{folder} is not a folder: name the folder of the class's files",
    "progress.page.title": "Your progress",
    "progress.page.named": "The teacher's report names you: {name}.",
    "progress.page.not-named": "Progress is not kept here, so neither is the name.",
    "progress.page.learner": "Learner: {name}",
    "progress.page.lessons": Plural(
        "{n} lesson finished: {lessons}.", "{n} lessons finished: {lessons}."
    ),
    "progress.page.lessons-none": "No lesson finished yet.",
    "progress.page.placement": "Placement check: {score} of {of}.",
    "progress.page.final": "Final check: {score} of {of}.",
    "progress.page.gain": "Gain: {gain}.",
    "progress.page.no-tests": (
        "The placement check (lesson 00) and the final check (after lesson 07) measure what "
        "you learn."
    ),
    "progress.page.accuracy": "Right at the first answer, by theme (%)",
    "progress.page.no-checks": "No self-check or puzzle answered yet.",
    "progress.page.rating": "Puzzle rating over time",
    "progress.page.rating-axis": "rating",
    "progress.page.puzzle": "puzzle",
    "progress.page.no-rating": "No puzzle tried yet: the rating starts at 1500.",
    "progress.page.lost": "Points lost per reviewed round",
    "progress.page.lost-axis": "points lost",
    "progress.page.round": "reviewed round",
    "progress.page.no-lost": "No round of yours reviewed yet.",
    "progress.page.next": "What to practise next",
    "progress.page.next-due": Plural(
        "{n} practice item is due today: the warm-up at the top of a lesson asks it.",
        "{n} practice items are due today: the warm-up at the top of a lesson asks them.",
    ),
    "progress.page.next-theme": "Your weakest theme: {theme} ({share} right at the first answer).",
    "progress.page.next-lesson": "Next lesson: {lesson}.",
    "progress.page.next-placement": "Take the placement check in lesson 00.",
    "progress.page.next-final": "Take the final check after lesson 07.",
    "progress.page.next-none": "Nothing is due today: play a round or solve a puzzle.",
    "cli.help.class-report": "the class's progress files under a folder, as one HTML page",
    "cli.help.class-report.description": (
        "Reads every learner's progress file (koikoi-progress.json, any JSON file) under the "
        "folder and its subfolders, and writes one page: who finished what, the self-checks and "
        "puzzle themes missed most, the placement and final scores. Files that are not progress "
        "are listed and skipped."
    ),
    "cli.help.class-report.folder": "the folder of the files the teacher collected",
    "cli.help.class-report.out": "write the page here (default: print it)",
    "cli.help.class-report.json": "print the figures as a JSON object instead",
    # -- the teacher's pack (scripts/teacher_pack.py) -------------------------------------
    "pack.title": "Koi-Koi in class: the teacher's pack",
    "pack.intro": (
        "Everything here prints: the lessons' slides, the worksheets and their answer key, "
        "the cheat sheet of every rule set, a plan for one 45-minute lesson and a deck of "
        "cards to cut out. No computer is needed in the classroom but the teacher's."
    ),
    "pack.slides": "Slides",
    "pack.slides-of": "lesson {lesson}, {pages} pages",
    "pack.worksheets": "Worksheets, one page a lesson",
    "pack.answer-key": "The answer key",
    "pack.cheatsheets": "Cheat sheets, one page a rule set",
    "pack.run-sheet": "A 45-minute lesson: the run sheet",
    "pack.deck": "The 48 teaching cards to print and cut out",
    "pack.deck.cut": (
        "Print on card stock, both pages, and cut along the dashed lines: 48 cards, twelve "
        "months of four, each with its month, its plant and its kind printed on it."
    ),
    "pack.run.need": (
        "You need: a projector for the slides of lessons 00, 03 and 04; a deck for each pair "
        "of students (hanafuda, or the printed teaching cards); the cheat sheet of the "
        "teaching rules for each pair; worksheet 04 for each student."
    ),
    "pack.run.00": (
        "Lesson 00, slides: what Koi-Koi is, the 48 cards in twelve months, the four kinds. "
        "Hold up one card of each kind."
    ),
    "pack.run.03": (
        "Lesson 03, slides: a turn. Play a card, match it by month, flip the stock's top "
        "card. At each position ask the class which card captures, before the next slide."
    ),
    "pack.run.04": (
        "Lesson 04, slides: the yaku. The bright ladder, the named sets, the counted yaku. "
        "The students answer worksheet 04's first two questions."
    ),
    "pack.run.pairs": (
        "A round in pairs, with the cards and the cheat sheet: deal 8 to each hand and 8 to "
        "the field, play until one player holds a yaku, then stop and score it. Koi-koi "
        "waits for the next lesson: in these first rounds, always stop."
    ),
    "pack.run.close": (
        "Each pair says its yaku and its points; go through worksheet 04 with the answer key."
    ),
    "pack.run.minutes": "{start}–{end} min",
    "pack.run.after": (
        "Next lesson: 05 (koi-koi and the multipliers), then a round in pairs with koi-koi."
    ),
    # -- puzzles (koikoi_edu.puzzle, koikoi_edu.words.puzzle, the puzzle commands) -----
    "puzzle.ask.play": "Which card do you play?",
    "puzzle.ask.take": "You played {card}, which matches two field cards. Which do you take?",
    "puzzle.ask.draw-take": (
        "The flip is {card}, which matches two field cards. Which does it take?"
    ),
    "puzzle.ask.decide": "You have a new or better yaku. Stop or koi-koi?",
    "puzzle.view.seat": "You are {seat}.",
    "puzzle.view.hand": "Your hand: {cards}",
    "puzzle.view.field": "Field: {cards}",
    "puzzle.view.pile": "{seat}'s pile: {cards}",
    "puzzle.view.calls": "Koi-koi called by: {seats}",
    "puzzle.view.played": "You played: {card}",
    "puzzle.view.take": "It took: {card}",
    "puzzle.view.flipped": "You flipped: {card}",
    "puzzle.view.draw-take": "The flip took: {card}",
    "puzzle.view.hidden": "Hidden from you: the rival's hand ({hand}) and the stock ({stock})",
    "puzzle.explain.best": "Best: {choice}, expected {value}",
    "puzzle.explain.other": "{choice}: expected {value}",
    "puzzle.explain.makes": "{text}; it makes {yaku}",
    "puzzle.explain.gives": "{text}; it leaves {card} to the rival, for {yaku}",
    "puzzle.explain.sentence": "{text}.",
    "puzzle.explain.best-choice": "Best: {choice}",
    "puzzle.explain.choice": "{choice}",
    "puzzle.explain.yaku": "{yaku} ({points})",
    "puzzle.not-best": (
        "the answer {answer} is not the clear best choice: the best is {best}, by {margin} points "
        "(a puzzle needs {need})"
    ),
    "puzzle.value-off": (
        "the stored value of {choice}, {stored}, lies outside the interval found, {low} to {high}"
    ),
    "puzzle.check.line": "{file}: {verdict}; {method}: {values}",
    "puzzle.check.ok": "ok, {answer} is best",
    "puzzle.check.failed": "FAILED",
    "puzzle.check.exact": Plural("exact over {n} deal", "exact over {n} deals"),
    "puzzle.check.search": Plural("search over {n} deal", "search over {n} deals"),
    "puzzle.check.value": "{choice} {value}",
    "puzzle.check.interval": "{choice} {value} ({low} to {high})",
    "puzzle.list.line": "{id}  {rules}  {rating}  {ask}  {themes}",
    "puzzle.list.count": Plural("{n} puzzle", "{n} puzzles"),
    "puzzle.none": "no puzzle matches",
    "puzzle.prompt": "Your answer (a card id, stop or koi-koi; empty to give up): ",
    "puzzle.right": "Right!",
    "puzzle.wrong": "Not the best. Hint: {themes}. Try once more.",
    "puzzle.unknown-answer": "{answer} is not one of the choices: {choices}",
    "puzzle.answer-was": "The answer: {answer}.",
    "puzzle.heading": "{id} ({rules}, rating {rating})",
    "puzzle.theme.take-the-bright": "take the bright",
    "puzzle.theme.block-the-rival": "block the rival",
    "puzzle.theme.safe-discard": "a safe discard",
    "puzzle.theme.two-match-choice": "which of two matches",
    "puzzle.theme.stop-now": "stop now",
    "puzzle.theme.koi-koi-pays": "koi-koi pays",
    "puzzle.theme.make-a-yaku": "make a yaku",
    "puzzle.theme.race-for-a-yaku": "a race for a yaku",
    "puzzle.theme.last-turns": "the last turns",
    "puzzle.theme.rival-called": "the rival has called",
    "puzzle.theme.big-swing": "a big swing",
    "puzzle.no-theme": "think about what each choice captures and leaves",
    # -- the course's lessons and self-checks by name (words.lesson_title, check_name) ----
    "lesson.title.00-start-here": "00 · Start here",
    "lesson.title.01-the-cards": "01 · The cards",
    "lesson.title.02-dealing": "02 · Dealing",
    "lesson.title.03-a-turn": "03 · A turn: play, then flip",
    "lesson.title.04-yaku": "04 · Yaku: the scoring combinations",
    "lesson.title.05-koi-koi-and-multipliers": "05 · Koi-koi and multipliers",
    "lesson.title.06-worked-example": "06 · A worked example: the race for the moon",
    "lesson.title.07-end-of-round-and-match": "07 · The end of a round and the match",
    "lesson.title.08-rule-variants": "08 · Rule variants",
    "lesson.title.09-play": "09 · Play against the computer",
    "lesson.title.10-real-games": "10 · Real games",
    "lesson.title.11-should-you-call": "11 · Should you call koi-koi?",
    "lesson.title.12-practice": "12 · Practice",
    "check.name.pile-points": "pile points",
    "check.name.round-points": "round points",
    "check.name.which-take": "which take",
    "check.name.which-captures": "which captures",
    "check.name.which-yaku": "which yaku",
    "check.name.stop-or-koi-koi": "stop or koi-koi",
    "check.name.why": "why",
    "check.name.why-of": "{check}: why",
    # -- practice (koikoi_edu.widgets.puzzle_view, lesson 12) ------------------------------
    "practice.heading": "Puzzle {k} of {n}",
    "practice.daily": "The daily puzzle, {day}",
    "practice.streak": "Streak: {n} solved",
    "practice.rated": "{heading} · rating {rating}",
    "practice.date": "{month} {day}, {year}",
    "practice.month.1": "January",
    "practice.month.2": "February",
    "practice.month.3": "March",
    "practice.month.4": "April",
    "practice.month.5": "May",
    "practice.month.6": "June",
    "practice.month.7": "July",
    "practice.month.8": "August",
    "practice.month.9": "September",
    "practice.month.10": "October",
    "practice.month.11": "November",
    "practice.month.12": "December",
    "practice.streak-over": Plural(
        "the streak ends with {n} puzzle solved", "the streak ends with {n} puzzles solved"
    ),
    "practice.set-done": "the set is done: {solved} of {n} solved",
    "practice.answer-first": "answer the puzzle first: click a card, or Stop or Koi-koi",
    "practice.press-next": "this puzzle is answered: press Next puzzle",
    "practice.next": "Next puzzle",
    "practice.next-tip": "Show the next puzzle of the set",
    "practice.choice": "Choice",
    "practice.expected": "Expected points",
    "error.puzzle.missing-table": "a puzzle needs a [puzzle] table",
    "error.puzzle.expect": "a puzzle has no [expect]: its answer is checked by search",
    "error.puzzle.ask": "ask must be one of {asks}, not {value}",
    "error.puzzle.round-over": "the round is over ({ending}): there is no decision to ask about",
    "error.puzzle.part-unasked": "`{key}` is not a part of the turn before asking {ask}",
    "error.puzzle.not-top": "the flipped card `{card}` is not the top of the stock (`{top}`)",
    "error.puzzle.ask-mismatch": "the round asks for {now} here, not {ask}",
    "error.puzzle.not-a-choice": "`{card}` is not a legal choice here; the choices are {legal}",
    "error.puzzle.value-number": "the value of {choice} must be a number, not {value}",
    "error.puzzle.value-missing": "the legal choice `{card}` has no value",
    "error.puzzle.theme": "{theme} is not a theme; the themes are {themes}",
    "error.puzzle.rating-range": "--rating takes LOW-HIGH, two whole numbers, not {value}",
    "cli.help.puzzles": "list the puzzle bank",
    "cli.help.puzzles.description": (
        "Lists the puzzles shipped with the package: one decision each, its answer checked by "
        "search. 'puzzles check FILE...' checks puzzle files."
    ),
    "cli.help.puzzles.rules": "only the puzzles under this rules preset",
    "cli.help.puzzles.theme": "only the puzzles of this theme (the list shows each one's themes)",
    "cli.help.puzzles.rating": "only the puzzles rated within this range, as 1000-1400",
    "cli.help.THEME": "THEME",
    "cli.help.LOW-HIGH": "LOW-HIGH",
    "cli.help.puzzles.json": "print a JSON list: each puzzle with its view as the mover sees it",
    "cli.help.puzzles-check": "validate puzzle files and verify their answers",
    "cli.help.puzzles-check.description": (
        "Validates puzzle files and computes each legal choice's expected points: exit 2 for an "
        "invalid file, 1 when an answer is not the clear best or a stored value is off."
    ),
    "cli.help.puzzles-check.json": (
        'print a JSON list: one object a file with "ok", "answer", "best" and "values"'
    ),
    "cli.help.puzzle": "solve one puzzle in the terminal",
    "cli.help.puzzle.description": (
        "Shows one puzzle from the bank and reads your answer: right, or a hint and a second "
        "try, then the answer with each choice's expected points."
    ),
    "cli.help.puzzle.daily": "the day's puzzle, the same for everyone on that date",
    # a guided round handed over to the learner after its scripted moves
    "guided.your-turn": "Now it's your turn to choose; hints show a good move.",
}

# The rules options are described once, in English, beside the options themselves
# (koikoi_edu/rules.py), where developers read them; the catalogue takes those words.
WORDS.update({f"option.{f.name}": f.metadata["doc"] for f in dataclasses.fields(Rules)})
