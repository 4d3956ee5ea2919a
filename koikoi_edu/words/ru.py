"""Russian: the terms of the Russian seed texts (хаги, мискантус, «Любование луной»)."""

WORDS: dict[str, str] = {
    # -- yaku ----------------------------------------------------------------------
    "yaku.goko": "Пять ярких",
    "yaku.shiko": "Четыре ярких",
    "yaku.ame-shiko": "Четыре ярких с дождём",
    "yaku.sanko": "Три ярких",
    "yaku.inoshikacho": "Кабан, олень, бабочки",
    "yaku.akatan": "Ленты со стихами",
    "yaku.aotan": "Синие ленты",
    "yaku.hanami": "Любование цветами",
    "yaku.tsukimi": "Любование луной",
    "yaku.tane": "Животные",
    "yaku.tanzaku": "Ленты",
    "yaku.kasu": "Простые",
    "yaku.akatan-aotan": "Обе тройки лент",
    "yaku.teshi": "Четыре одного месяца",
    "yaku.kuttsuki": "Четыре пары",
    "yaku.two-months": "Два месяца в руке",
    # -- settlements ---------------------------------------------------------------
    "settle.no-winner": "победителя нет",
    "settle.yaku-points": "очки яку",
    "settle.under": "{text} (правила {rules})",
    "factor.own-calls": "свои кои-кои: {n}",
    "factor.seven": "база 7 и больше",
    "factor.rival-called": "соперник объявил кои-кои",
    "ending.stop": "{seat} останавливается",
    "ending.after-call": "{seat} собирает новое или лучшее яку после кои-кои",
    "ending.last-turn": "{seat} собирает новое или лучшее яку на последнем ходу",
    "ending.instant": "{seat} выигрывает сразу: {yaku} в розданной руке, {points}, "
                      "без множителей",
    "ending.draw": "карты на руках закончились, победителя нет: ничья",
    "ending.dealer-draw": "карты на руках закончились без победителя; сдающий {seat} "
                          "получает {points}",
    "ending.misdeal": "неверная раздача: {why}; пересдаёт тот же сдающий",
    "ending.rescored": "взятки {seat} к концу раунда, по правилам {rules}",
    "ending.no-yaku": "во взятках {seat} нет яку по правилам {rules}",
    "misdeal.field-month": "все 4 карты одного месяца на поле",
    "misdeal.field-pairs": "на поле 4 пары",
    "misdeal.hand-month": "в руке все 4 карты одного месяца",
    "misdeal.both-instant": "обе руки выигрывают сразу",
    # -- progress towards a yaku ---------------------------------------------------
    "progress.of": "{yaku}: {have} из {need}",
    # -- presets (their ids stay in code) ------------------------------------------
    "preset.teaching": "учебные",
    "preset.escalating": "нарастающие",
    "preset.flower-poker": "цветочный покер",
    "preset.nintendo": "Nintendo",
    "preset.koikoi-japan": "KoiKoi-Japan",
    # -- computer players (their ids stay in code) --------------------------------
    "player.random": "случайный",
    "player.greedy": "жадный",
    "player.heuristic": "эвристический",
}
