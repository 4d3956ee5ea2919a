"""English."""

WORDS: dict[str, str] = {
    # -- yaku ----------------------------------------------------------------------
    "yaku.goko": "Five brights",
    "yaku.shiko": "Four brights",
    "yaku.ame-shiko": "Rainy four brights",
    "yaku.sanko": "Three brights",
    "yaku.inoshikacho": "Boar, deer, butterflies",
    "yaku.akatan": "Poetry ribbons",
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
    "factor.own-calls": "own {n} koi-koi call{s}",
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
    # -- progress towards a yaku ---------------------------------------------------
    "progress.of": "{have} of {need} for {yaku}",
    # -- presets (their ids stay in code) ------------------------------------------
    "preset.teaching": "teaching",
    "preset.escalating": "escalating",
    "preset.flower-poker": "flower-poker",
    "preset.nintendo": "nintendo",
    "preset.koikoi-japan": "koikoi-japan",
    # -- computer players (their ids stay in code) --------------------------------
    "player.random": "random",
    "player.greedy": "greedy",
    "player.heuristic": "heuristic",
}
