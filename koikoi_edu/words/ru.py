"""Russian: the terms of the Russian seed texts (хаги, мискантус, «Любование луной»)."""

WORDS: dict[str, str] = {
    # -- yaku ----------------------------------------------------------------------
    "yaku.goko": "Пять ярких",
    "yaku.shiko": "Четыре ярких",
    "yaku.ame-shiko": "Четыре ярких с дождём",
    "yaku.sanko": "Три ярких",
    "yaku.inoshikacho": "Кабан, олень, бабочки",
    "yaku.akatan": "Ленты со стихами",
    "yaku.akatan-any-red": "Красные ленты",
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
    "settle.under": "{text} (правила «{rules}»)",
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
    "ending.rescored": "взятки {seat} к концу раунда, по правилам «{rules}»",
    "ending.no-yaku": "во взятках {seat} нет яку по правилам «{rules}»",
    "misdeal.field-month": "все 4 карты одного месяца на поле",
    "misdeal.field-pairs": "на поле 4 пары",
    "misdeal.hand-month": "в руке все 4 карты одного месяца",
    "misdeal.both-instant": "обе руки выигрывают сразу",
    # -- plants by month ---------------------------------------------------------------------
    "plant.1": "сосна",
    "plant.2": "слива",
    "plant.3": "сакура",
    "plant.4": "глициния",
    "plant.5": "ирис",
    "plant.6": "пион",
    "plant.7": "хаги",
    "plant.8": "мискантус",
    "plant.9": "хризантема",
    "plant.10": "клён",
    "plant.11": "ива",
    "plant.12": "павловния",
    # -- card subjects -----------------------------------------------------------------------
    "subject.crane": "журавль",
    "subject.warbler": "пеночка",
    "subject.curtain": "занавес",
    "subject.cuckoo": "кукушка",
    "subject.bridge": "мост",
    "subject.butterflies": "бабочки",
    "subject.boar": "кабан",
    "subject.moon": "луна",
    "subject.geese": "гуси",
    "subject.cup": "чаша сакэ",
    "subject.deer": "олень",
    "subject.rainman": "человек под дождём",
    "subject.swallow": "ласточка",
    "subject.lightning": "гроза",
    "subject.phoenix": "феникс",
    "subject.poetry": "лента со стихами",
    "subject.blue": "синяя лента",
    "subject.ribbon": "красная лента",
    "subject.plain": "простая",
    # -- card categories ---------------------------------------------------------------------
    "category.bright": "яркая",
    "category.animal": "животное",
    "category.ribbon": "лента",
    "category.plain": "простая",
    # -- the cards ---------------------------------------------------------------------------
    "card.poem": "стихи",
    "card.back": "карта рубашкой вверх",
    "card.back_desc": "рубашка карты ханафуда: по ней карту не узнать",
    "card.flashcard": (
        "карта, которую нужно узнать: только рисунок, без месяца, растения и категории"
    ),
    "card.empty": "(нет карт)",
    "card.marked": "{text} (выделена)",
    "card.count": "карт: {n}",
    "card.desc": "месяц {m}, {plant}; карта «{cat}»",
    # -- the table ---------------------------------------------------------------------------
    "table.table": "Стол кои-кои",
    "table.hand": "Рука {seat}",
    "table.face_down": "рубашкой вверх",
    "table.pile": "Взятки {seat}",
    "table.field": "поле",
    "table.stock": "запас: {n}",
    "table.cards": "карт: {n}",
    "table.play": "ход {seat}",
    "table.take": "{seat} выбирает, какую карту взять",
    "table.draw_take": "{seat} выбирает, какую карту возьмёт открытая карта",
    "table.decide": "{seat} решает: стоп или кои-кои?",
    "table.over": "раунд окончен",
    "table.played": "сыгранная карта",
    "table.flipped": "открытая карта",
    "table.dealer": "сдаёт: {seat}",
    "table.calls": "кои-кои: {seats}",
    "table.none": "нет",
    "table.rules": "правила: {name}",
    "table.yaku": "яку",
    "table.no_yaku": "яку пока нет",
    "table.base": "база",
    "table.towards": "до яку",
    "table.progress": "{name}: {have} из {need}",
    "table.settlement": "расчёт",
    "table.wins": "{seat} выигрывает {points} {unit}",
    # -- pile groups -------------------------------------------------------------------------
    "group.bright": "яркие",
    "group.animal": "животные",
    "group.ribbon": "ленты",
    "group.plain": "простые",
    # -- the engine's events -----------------------------------------------------------------
    "event.deal": "{seat} сдаёт: по 8 карт на руки, 8 на поле, 24 остаются в запасе",
    "event.both-instant": "обе руки выигрывают сразу; по правилам игра продолжается",
    "event.play": "{seat} играет картой «{card}»",
    "event.flip": "{seat} открывает из запаса «{card}»",
    "event.stays": "{action}; на поле нет карт месяца {number} ({plant}), и карта остаётся на поле",
    "event.pair": (
        "{action}; она совпадает с «{taken}» по месяцу ({number}, {plant}) и забирает пару"
    ),
    "event.choice": (
        "{action}; она совпадает по месяцу ({number}, {plant}) и с «{a}», и с «{b}», и {seat} "
        "выбирает, какую взять"
    ),
    "event.four": (
        "{action}; три другие карты месяца {number} ({plant}) лежат на поле, и она забирает все "
        "четыре"
    ),
    "event.take": "{seat} забирает «{taken}» картой «{card}» и оставляет «{left}» на поле",
    "event.yaku": "у {seat} теперь: {yaku}",
    "event.koikoi": "{seat} объявляет кои-кои и играет дальше",
    "event.stop": "{seat} останавливается",
    # -- the advisor's charts ----------------------------------------------------------------
    "decision.stop": "стоп",
    "decision.koi-koi": "кои-кои",
    "advice.expected": "ожидаемые очки (нетто)",
    "advice.who_wins": "кто выигрывает раунд",
    "advice.win": "вы",
    "advice.lose": "соперник",
    "advice.draw": "никто",
    "advice.difference": "кои-кои минус стоп, очки",
    "advice.better_koi-koi": "лучше кои-кои",
    "advice.better_stop": "лучше стоп",
    "advice.better_either": "почти одно и то же",
    # -- every chart: its text alternative, and the note where none can be drawn ----
    "chart.alt": "диаграмма: {words}",
    "chart.missing": (
        "Здесь нет диаграммы: для диаграмм нужен matplotlib,\n"
        "который входит в полный дистрибутив Pyodide, но не в эту копию курса."
    ),
    # -- the multiplier explorer -------------------------------------------------------------
    "explorer.rules": "правила",
    "explorer.base": "база",
    "explorer.winner_calls": "свои кои-кои победителя",
    "explorer.rival_calls": "кои-кои соперника",
    "explorer.limit": "{name}: не больше {n} кои-кои за раунд, у обоих игроков вместе",
    "explorer.unlimited": "{name}: кои-кои можно объявлять снова и снова, обоим игрокам",
    "explorer.examples": "Примеры из правил:",
    "explorer.against_caller": "8 × 2 × 2 = 32",
    "explorer.against_caller_tip": (
        "база 8 (сико) против соперника, объявившего кои-кои, учебные правила"
    ),
    "explorer.worked": "5 × 2 = 10",
    "explorer.worked_tip": "разобранный пример: цукими игрока B, 5, удвоено кои-кои игрока A",
    "explorer.own_win": "выигрыш самого объявившего (без удвоения)",
    "explorer.own_win_tip": (
        "A объявляет кои-кои и выигрывает с иносикатё 5 + танэ 1: объявление не удваивает"
    ),
    "explorer.headline": "Победитель получает {points}; соперник получает 0.",
    "explorer.options": "Параметры расчёта по правилам «{name}»:",
    "explorer.too_many": (
        "{name}: за раунд можно объявить кои-кои не больше {limit} раз(а), на двоих; "
        "{w} + {r} — слишком много"
    ),
    "explorer.reduced": "{name} допускает меньше кои-кои: число объявлений уменьшено",
    # -- self-checks -------------------------------------------------------------------------
    "check.self_check": "Проверьте себя.",
    "check.answer": "ответ",
    "check.check": "Проверить",
    "check.check_tip": "проверить ответ",
    "check.waiting": "ответа пока нет",
    "check.right": "Верно: {answer}.",
    "check.retry": "Не совсем: не {given}. Попробуйте ещё раз.",
    "check.shown": "Ответ: {answer}.",
    "check.show": "Показать ответ",
    "check.show_tip": "показать ответ и объяснение",
    "check.empty": "сначала введите целое число",
    "check.not_number": "«{given}» — не целое число: введите цифры, например 7",
    "check.placeholder": "целое число",
    "key.question": "вопрос",
    "key.why": "почему",
    "quiz.under": "(правила: {rules})",
    "quiz.pile_points": "Сколько очков стоят эти взятки, если их владелец остановится сейчас?",
    "quiz.pile_points.explain": "Яку во взятках и расчёт: {equation}.",
    "quiz.pile_points.none": "Во взятках нет ни одного яку, они не приносят очков: 0.",
    "quiz.pile_points.hint": "Найдите все яку во взятках и сложите их очки.",
    "quiz.pile_points.hint_seven": (
        "Найдите все яку во взятках и сложите их очки; затем вспомните про x2, когда база 7 или"
        " больше."
    ),
    "quiz.round_points.hint": (
        "Начните с базы победителя, суммы его яку, затем по очереди примените каждый множитель "
        "расчёта."
    ),
    "quiz.which_take": "Вы играете {card}. Какую карту с поля вы возьмёте?",
    "quiz.which_take.explain": (
        "Обе совпадают по месяцу ({month}, {plant}). Взяв {best}, вы получаете базу "
        "{best_base}, а не {other_base}, и не оставляете лучшую карту сопернику."
    ),
    "quiz.which_take.hint": (
        "Подходят обе карты. Посмотрите на взятки: какая из них даёт яку или приближает к нему?"
    ),
    "quiz.which_captures": "Какая карта вашей руки забирает карту с поля?",
    "quiz.which_captures.explain": "{card} — месяц {month} ({plant}), как {field} на поле.",
    "quiz.which_captures.hint": (
        "Карты совпадают по месяцу, а не по рисунку или категории: найдите карту руки, чьё "
        "растение лежит на поле."
    ),
    "quiz.which_yaku": "Какое яку есть в этих взятках?",
    "quiz.which_yaku.explain": "{yaku}, {points}: {cards}.",
    "quiz.which_yaku.hint": (
        "Сначала разложите взятки по категориям (яркие, животные, ленты, простые), затем "
        "посчитайте каждую."
    ),
    "quiz.stop_or_koikoi.hint": (
        "Сравните, что вы выигрываете, остановившись сейчас, с тем, что соперник ещё может "
        "собрать, если вы продолжите."
    ),
    "quiz.stop_or_koikoi.why": (
        "Почему? Сколько в среднем по розыгрышам советника стоит здесь кои-кои?"
    ),
    "quiz.stop_or_koikoi.why_more": "больше, чем остановка",
    "quiz.stop_or_koikoi.why_less": "меньше, чем остановка",
    "quiz.stop_or_koikoi.why_same": "ровно столько же, сколько остановка",
    "quiz.stop_or_koikoi.why_explain": "Чистые очки в среднем: кои-кои {koikoi}, стоп {stop}.",
    "quiz.stop_or_koikoi.why_hint": (
        "Ловушка: верная победа сейчас может стоить больше, чем большая, которая может и "
        "не прийти. Что ответил советник?"
    ),
    "quiz.which_take.why": "Почему эта карта?",
    "quiz.which_take.why_now": "с ней взятки стоят больше очков уже сейчас",
    "quiz.which_take.why_kind": (
        "сейчас обе дают взяткам одинаковую цену; эта карта более ценной категории"
    ),
    "quiz.which_take.why_first": "всегда забирают карту, которая попала на поле первой",
    "quiz.which_take.why_hint": (
        "Ловушка: правило не говорит, какую карту брать, — выбирает игрок. Сравните базу "
        "взяток после каждого взятия."
    ),
    "drill.title": "Карточки: месяц, растение и категория",
    "drill.ask": "Какой месяц, растение и категория у этой карты?",
    "drill.month": "месяц",
    "drill.plant": "растение",
    "drill.kind": "категория",
    "drill.choose": "(выберите)",
    "drill.next": "Следующая карта",
    "drill.next_tip": "показать следующую карту",
    "drill.missing": "сначала выберите: {what}",
    "drill.answered": "на эту карту уже ответили: нажмите «Следующая карта»",
    "drill.unanswered": "сначала назовите эту карту: пропущенная карта не вернётся",
    "drill.right": "Верно: {card}, месяц {month}, категория «{kind}».",
    "drill.wrong": (
        "Не совсем ({wrong}): это {card}, месяц {month}, категория «{kind}». Эта карта скоро "
        "вернётся."
    ),
    "drill.score": "верно {right} из {asked}; выучено карт: {learned} из {cards}",
    "cheat.title": "Яку кои-кои: шпаргалка",
    "cheat.rules": (
        "Правила: {rules}. Очки игрока, который останавливается без объявленного кои-кои."
    ),
    "cheat.print": (
        "Распечатайте страницу из браузера (Ctrl+P или Cmd+P): она помещается на один лист"
        " A4 или Letter."
    ),
    "cheat.col.yaku": "яку",
    "cheat.col.cards": "карты",
    "cheat.col.points": "очки",
    "cheat.col.notes": "примечания",
    "cheat.any.sanko": "любые {n} из {of} ярких",
    "cheat.any.tane": "любые {n} из {of} животных",
    "cheat.any.tanzaku": "любые {n} из {of} лент",
    "cheat.any.kasu": "любые {n} из {of} простых",
    "cheat.no_rain_sanko": "не с человеком под дождём: 3 ярких с ним не дают яку",
    "cheat.rain_sanko": "человек под дождём тоже считается",
    "cheat.more.inoshikacho": "+{n} за каждое следующее животное",
    "cheat.more.akatan": "+{n} за каждую следующую ленту",
    "cheat.more.aotan": "+{n} за каждую следующую ленту",
    "cheat.more.tane": "+{n} за каждое следующее животное",
    "cheat.more.tanzaku": "+{n} за каждую следующую ленту",
    "cheat.more.kasu": "+{n} за каждую следующую простую",
    "cheat.cup_plain": "чаша сакэ считается и простой картой",
    "cheat.after_call": "{n}, когда владелец уже объявил кои-кои",
    "cheat.rain_cancels": "не считается, если во взятках человек под дождём",
    "cheat.sums": "Выигрыш: база, затем множители",
    "cheat.case.stop": "стоп с базой {base}",
    "cheat.case.seven": "стоп с базой {base}, 7 или больше",
    "cheat.case.rival": "победа с базой {base} после кои-кои соперника",
    "cheat.case.own": "победа с базой {base} после своего кои-кои",
    "cheat.case.own2": "победа с базой {base} после двух своих кои-кои",
    "cheat.calls": "объявлений кои-кои за раунд, у обоих игроков вместе: {n}",
    "cheat.calls_unlimited": "объявлений кои-кои за раунд: без ограничения",
    "cheat.turn": (
        "Ход: сыграйте карту из руки на карту поля того же месяца (или положите её на "
        "поле), затем откройте верхнюю карту запаса и сделайте то же; яку проверяют после "
        "обоих шагов."
    ),
    "cheat.months": "Двенадцать месяцев: карта совпадает с картами своего месяца",
    "cheat.instant": "розданная рука с 4 картами одного месяца или 4 парами сразу выигрывает {n}",
    # -- the play table ----------------------------------------------------------------------
    "play.watch": "«Вперёд» покажет, что было дальше.",
    "play.skip": "К текущему ходу",
    "play.skip_tip": "показать остаток хода сразу",
    "play.prev_tip": "предыдущая часть хода",
    "play.next_tip": "следующая часть хода",
    "live.controls": "управление столом",
    "error.widget.no-card-asked": "сейчас карту выбирать не нужно: {must}",
    "widget.must-step": "нажмите «Вперёд», чтобы увидеть, что будет",
    "widget.guess-right": "Верно!",
    "widget.guess-answer": "На этот раз нет: правильный ответ — {card}.",
    "widget.ask-play": "Ваш ход за {seat}: щёлкните карту, которую {seat} сыграет с руки.",
    "widget.ask-take": "Ваш ход за {seat}: щёлкните карту поля, которую возьмёт {card}.",
    "widget.hint-play": (
        "Не {card}. Подсказка: {seat} играет карту месяца {number} ({plant}); попробуйте "
        "ещё раз."
    ),
    "widget.hint-take": (
        "Не {card}. Правило: карта берёт карту поля своего месяца, а {played} — месяц "
        "{number} ({plant}); попробуйте ещё раз."
    ),
    "error.widget.no-control": "у стола нет элемента управления {control}",
    "quote.name": "«{name}»",
    "play.you": "Вы — {seat}, соперник: {opponent}",
    "play.round_of": "раунд {n} из {total}",
    "play.round_n": "раунд {n}",
    "play.hand": "Ваша рука:",
    "play.take_which": "{card} подходит к двум картам поля: какую взять?",
    "play.take": "взять {card}",
    "play.decide": (
        "У вас есть яку: остановиться и выиграть сейчас или объявить кои-кои и играть дальше?"
    ),
    "play.hint": "подсказка",
    "play.hint_tip": "хороший ход и почему",
    "play.advisor": "Спросить советника",
    "play.advisor_tip": "сравнить стоп и кои-кои, доиграв раунд много раз",
    "play.no_advice": "советник — для вашего решения о кои-кои; сейчас нужно: {verb}",
    "play.new_round": "новый раунд",
    "play.next_round": "следующий раунд",
    "play.log": "Ходы",
    "play.totals": "Счёт: A {a}, B {b}",
    "play.match_won": "Матч окончен: побеждает {seat}.",
    "play.match_tie": "Матч окончен: ничья.",
    "play.history": "раунд",
    "play.dealer": "сдающий",
    "play.winner": "победитель",
    "play.points": "очки",
    "play.nobody": "нет",
    "play.your_play": "ваш ход: сыграйте карту",
    "play.your_take": "выберите, какую карту взять",
    "play.your_decide": "решите: стоп или кои-кои",
    "play.over": "раунд окончен: {result}",
    "play.won": "{seat} выигрывает {points}",
    "play.playing": "ход {card}",
    "play.playing_taking": "ход {card} со взятием {taken}",
    "play.taking": "взять {card}",
    "play.captures": "забирает {cards}",
    "play.stays": "остаётся на поле",
    "play.completes": "собирает {yaku} ({points})",
    "play.raises": "поднимает {yaku} до {points}",
    "play.towards": "{yaku}: станет {have} из {need}",
    "play.gives": "оставляет {card} там, где {seat} может взять её для {yaku}",
    "play.stop_wins": "остановка сейчас даёт {equation}",
    "play.near": "{seat}: до {yaku} не хватает карт: {k} ({have} из {need})",
    "play.cards_left": "в вашей руке осталось карт: {k}",
    # -- the yaku calculator -----------------------------------------------------------------
    "calc.rules": "правила",
    "calc.cards": "Нажмите на карту, чтобы положить её во взятки; ещё раз, чтобы убрать.",
    "calc.month": "{m} · {plant}",
    "calc.points": "Очки, если владелец взяток остановится сейчас, без объявленного кои-кои",
    "calc.nothing": "Яку нет: эти взятки не принесут очков.",
    "calc.compare": "Те же взятки по правилам каждого пресета",
    "calc.preset": "пресет",
    "calc.yaku": "яку",
    "calc.base": "база",
    "calc.total": "очки",
    "calc.none": "нет",
    "calc.added": "добавлена карта «{card}»",
    "calc.removed": "убрана карта «{card}»",
    "calc.new_pile": "новые взятки",
    "calc.cleared": "взятки очищены",
    "calc.ruled": "правила: {name}",
    "calc.summary": "карт: {n}, база: {base}, очки: {points}",
    "calc.these": "эти правила",
    # -- the advisor widget ------------------------------------------------------------------
    "advisor.rules": "правила",
    "advisor.you_model": "вы дальше играете как",
    "advisor.rival_model": "соперник играет как",
    "advisor.ask": "Спросить",
    "advisor.ask_tip": "много раз доиграть раунд и сравнить стоп и кои-кои",
    "advisor.where": "{seat}, ход {turn}, {rules}",
    "advisor.waiting": "нажмите «Спросить», чтобы сравнить стоп и кои-кои",
    "advisor.playouts": "доигрываний: {n}",
    "advisor.exact": "точно, раскладок: {n}",
    "advisor.says": "Совет: {best}.",
    "advisor.against": "кои-кои {diff} очк. против стопа",
    "decision.either": "почти одно и то же",
    # -- ход по частям (шаги проигрывателя сценариев) ---------------------------------------
    "part.name.play": "ход картой",
    "part.name.capture": "взятие",
    "part.name.flip": "карта из запаса",
    "part.name.yaku": "яку",
    "part.name.decision": "решение",
    "part.play": "{seat} играет с руки картой «{card}»",
    "part.flip": "{seat} открывает верхнюю карту запаса, «{card}»",
    "part.match-pair": (
        "{action}. Она совпадает с «{taken}» на поле: тот "
        "же месяц ({number}, {plant})."
    ),
    "part.match-four": (
        "{action}. Все три другие карты месяца {number} ({plant}) лежат на поле."
    ),
    "part.match-choice": (
        "{action}. Она совпадает с двумя картами поля, «{a}» и «{b}»: обе месяца {number} "
        "({plant}), и {seat} должен выбрать одну."
    ),
    "part.match-stays": (
        "{action}. На поле нет карт месяца {number} ({plant}): совпадений нет."
    ),
    "part.capture-pair": "«{card}» берёт «{taken}»: обе карты уходят во взятки {seat}.",
    "part.capture-four": (
        "«{card}» берёт все три: четыре карты месяца "
        "({plant}) уходят во взятки {seat}."
    ),
    "part.capture-take": "{seat} берёт «{taken}» картой «{card}»; «{left}» остаётся на поле.",
    "part.capture-stays": (
        "Брать нечего: «{card}» остаётся на поле, и позже её может взять любой игрок."
    ),
    "part.yaku": "Во взятках {seat} теперь {yaku}: новое или лучшее яку.",
    "part.decide-koikoi": "{seat} объявляет кои-кои: раунд продолжается ради новых очков.",
    "part.decide-stop": "{seat} останавливается: раунд окончен, {seat} получает очки за свои яку.",
    "player.part": "ход {turn}: {part}",
    # -- the scenario player -----------------------------------------------------------------
    "player.first": "В начало",
    "player.prev": "Назад",
    "player.next": "Вперёд",
    "player.last": "В конец",
    "player.first_tip": "начальная позиция",
    "player.prev_tip": "предыдущий шаг",
    "player.next_tip": "следующая часть хода",
    "player.last_tip": "конец сценария",
    "player.step": "шаг",
    "player.step_of": "шаг {k} из {n}",
    "player.start": "начальная позиция",
    "player.plays": "{seat} играет «{card}»",
    "player.calls": "{seat} объявляет кои-кои",
    "player.stops": "{seat} останавливается",
    "player.wins": "{seat} выигрывает {points}",
    "player.no_winner": "победителя нет",
    "player.happened": "что произошло",
    "player.nothing": "ходов ещё не было",
    "player.question": "Вы играете за {seat}: остановиться или объявить кои-кои и играть дальше?",
    "player.asking": "{seat} решает: стоп или кои-кои?",
    "player.same": "Вы выбрали «{choice}», как и {seat} в этом сценарии.",
    "player.differ": "Вы выбрали «{choice}», а {seat} в этом сценарии выбрал «{theirs}».",
    "player.branch": "показать другую ветку",
    "player.advisor": "Спросить советника",
    "player.advisor_tip": "сравнить стоп и кои-кои в этом положении",
    "player.no_advice": "шаг {k} из {n} — не решение о кои-кои: советник открывается только там",
    # -- numbers -----------------------------------------------------------------------------
    "number.point": "очко",
    "number.points": "очков",
    "number.points-few": "очка",
    "number.points-fraction": "очка",
    "number.points-of": "{n} {unit}",
    "number.under-one-percent": "менее 1 %",
    # -- the advisor's reading -------------------------------------------------------------
    "reading.gap": " ",
    "reading.stop": "Остановившись, вы наверняка получаете {hold}.",
    "reading.koikoi": (
        "Кои-кои в среднем приносит {expected}{interval}: вы выигрываете в {win} случаев, "
        "соперник — в {lose}, никто — в {draw}."
    ),
    "reading.interval": " (доверительный интервал {conf}: от {lo} до {hi})",
    "reading.gives-up": "свои {hold} упускаете в {share} случаев",
    "reading.gain": (
        "Объявив здесь кои-кои, вы в среднем получаете на {diff} больше, но {gives_up}."
    ),
    "reading.cost": (
        "Объявив здесь кои-кои, вы в среднем теряете {diff}, а {gives_up}: лучше "
        "остановиться."
    ),
    "reading.close": (
        "Здесь остановиться и объявить кои-кои — почти одно и то же (разница в среднем "
        "{diff})."
    ),
    "reading.exact": "Точный расчёт: перебраны все раскладки невидимых карт ({n}).",
    "reading.estimated": "Оценка по доигрываниям: {n} (вы: {you}, соперник: {rival}).",
    # -- progress towards a yaku ---------------------------------------------------
    "progress.of": "{yaku}: {have} из {need}",
    # -- presets (their ids stay in code) ------------------------------------------
    "preset.teaching": "учебные",
    "preset.escalating": "нарастающие",
    "preset.flower-poker": "цветочный покер",
    "preset.nintendo": "Nintendo",
    "preset.koikoi-japan": "KoiKoi-Japan",
    "options.option": "опция",
    "options.does": "что она делает",
    # -- computer players (their ids stay in code) --------------------------------
    "player.random": "случайный",
    "player.greedy": "жадный",
    "player.heuristic": "эвристический",
    # -- the command line -------------------------------------------------------------------
    "cli.no-yaku": "яку нет",
    "cli.score": "{yaku} | база {base} | очки {points}",
    "cli.simulated": (
        "раундов: {rounds}, правила {rules}{changed}, "
        "{a} (A) против {b} (B), зерно {seed}"
    ),
    "cli.results": (
        "A выиграл раундов: {wa} ({pa} очк.), B: {wb} ({pb} очк.), "
        "без победителя: {draws}"
    ),
    "cli.speed": "{seconds} с, раундов в секунду: {rate}",
    "cli.checked.ok": "{file}: верно: {outcome}",
    "cli.checked.failed": "{file}: НЕ СОШЛОСЬ: {outcome}",
    "cli.checked.played": "{file}: {outcome}",
    "cli.scenarios": "сценариев: {n}; {counts}",
    "cli.count.ok": "верно: {n}",
    "cli.count.failed": "не сошлось: {n}",
    "cli.count.invalid": "с ошибкой в файле: {n}",
    "cli.count.played": "сыграно без ожиданий: {n}",
    "cli.copied": "{folder}: скопировано файлов уроков: {n}",
    "cli.kept": (
        "оставлены как ваши файлы, отличные от файлов курса ({n}; --reset вернёт версии "
        "курса, а ваши сохранит рядом): {lessons}"
    ),
    "cli.untrusted": "koikoi-edu: уроки остаются недоверенными: {why}",
    "cli.starting": "запускаю JupyterLab в {folder}",
    "cli.restored": "{name}: возвращена версия курса; ваша сохранена как {kept}",
    "cli.skipped": "{name}: оставлен как есть, не скопирован: {why}",
    "cli.not-a-notebook": "{name}: это не читаемый блокнот; оставлен недоверенным",
    "cli.link.lab": "Binder, JupyterLab на уроке 00: {url}",
    "cli.link.voila": "Binder, Voila на разборе примера: {url}",
    "cli.link.no-hub": (
        "JupyterHub: добавьте --hub URL, чтобы получить ссылку nbgitpuller на ваш хаб"
    ),
    "cli.link.hub": "JupyterHub (nbgitpuller), урок 00: {url}",
    # -- a scenario's outcome (koikoi_edu.scenario.Outcome) --------------------------
    "outcome.pending": "ещё идёт: раунд не окончен",
    "outcome.no-winner": "победителя нет: {why}",
    "outcome.wins": "{seat} выигрывает {points}: {equation}",
    "outcome.expected": "ожидалось {key} = {want}, получилось {got}",
    # -- recorded games (koikoi_edu.records) ---------------------------------------
    "record.title": "Записанная партия {source}, раунд {n}",
    "record.source": "{source}, раунд {n}, из записей партий KoiKoi-AI (лицензия MIT);",
    "record.seats": "игрок 1 записи — A, игрок 2 — B.",
    "record.sentence": "{text}.",
    "record.cut-short-before": "{source}: запись обрывается до первого раунда",
    "record.cut-short": (
        "{source}: запись обрывается в раунде {n} после хода {turns}, {state}; партию так "
        "и не доиграли"
    ),
    "record.no-result": "без результата",
    "record.after-result": "после его результата",
    # -- errors a learner can meet (koikoi_edu.errors.KoikoiError.say) -------------
    # where in a file or a list the error below was found: words, or code as written
    # keys and values as a file writes them (errors.code)
    "error.code": "`{code}`",
    # text from a file, quoted as the language quotes input
    "error.text-value": "'{text}'",
    "error.at": "{where}: {cause}",
    "error.at-code": "`{where}`: {cause}",
    # why the system refused a file (errors.system_reason)
    "error.os.ENOENT": "нет такого файла или папки",
    "error.os.EACCES": "нет прав доступа",
    "error.os.EISDIR": "это папка",
    "error.os.ENOTDIR": "часть пути — не папка",
    "error.os.ENOSPC": "на диске нет места",
    "error.os.EROFS": "файловая система только для чтения",
    "error.lessons-cannot-make": "lessons: не удаётся создать папку {folder}: {why}",
    "error.os.ELOOP": "это символическая ссылка, через неё ничего не записывается",
    "error.os.ESPIPE": "это не обычный файл (канал или устройство)",
    "error.links-hub-login": (
        "links --hub: укажите адрес JupyterHub без имени пользователя и пароля; каждый "
        "студент входит в хаб сам"
    ),
    "error.scenario.expect-yaku": "`expect.yaku`: {yaku} — это не яку; яку: {names}",
    "error.card": "«{card}»",
    "error.round-over": "раунд окончен; ходов больше нет",
    "error.not-in-hand": "{action} нет на руке у {seat}",
    "error.decision-in-play": "{action} — это решение, а {seat} сейчас должен сыграть карту",
    "error.not-a-decision": "{action} — не решение: {seat} должен сейчас решить, стоп или кои-кои",
    "error.not-a-choice-played": (
        "{action} выбрать нельзя: сыгранная карта {card} берёт {a} или {b}"
    ),
    "error.not-a-choice-flipped": (
        "{action} выбрать нельзя: открытая карта {card} берёт {a} или {b}"
    ),
    "error.cannot-play": "{seat} не может сейчас сыграть {action}: нужно {must}",
    "error.cannot-take": "{seat} не может сейчас взять {action}: нужно {must}",
    "error.cannot-decide": "{seat} не может сейчас сказать «{action}»: нужно {must}",
    "error.must-play": "сыграть карту с руки",
    "error.must-take": "выбрать, какую карту поля берёт сыгранная карта",
    "error.must-draw-take": "выбрать, какую карту поля берёт открытая карта",
    "error.must-decide": "решить: стоп или кои-кои",
    "error.no-question": "на шаге {k} из {n} нет решения о кои-кои; отвечайте, когда игрок спросит",
    "error.no-branch": "у шага {k} из {n} нет другой ветки",
    "error.cli-option-form": "--option '{option}': пишите ИМЯ=ЗНАЧЕНИЕ, например sanko_points=6",
    "error.cli-option-line": (
        "--option '{option}': значение должно быть одной строкой печатных символов"
    ),
    "error.cli-stdin-alone": "score: - читает взятки со стандартного ввода и пишется один",
    "error.cli-stdin-closed": "score -: стандартный ввод закрыт; укажите карты аргументами",
    "cli.stdin-line": "<stdin>: строка {n}",
    "error.cli-line-too-long": (
        "<stdin>: строка {n}: длиннее {limit} символов; взятки из всех 48 карт занимают "
        "около 800"
    ),
    "error.cli-players": "--players '{players}': укажите два имени, например heuristic,random",
    "error.cli-cannot-write": "--out {file}: не удаётся записать: {why}",
    "error.cli-reset-in-checkout": (
        "lessons --reset: в копии репозитория уроки — это сама папка notebooks/; верните урок "
        "через git checkout или скопируйте уроки в другое место с `--folder ПАПКА`"
    ),
    "error.cli-empty-folder": "lessons --folder '': укажите имя папки, например --folder {folder}",
    "error.cli-no-lessons": (
        "lessons: в этой установке koikoi-edu нет уроков; установите пакет заново из wheel "
        "или с PyPI"
    ),
    "error.lessons-not-a-folder": (
        "lessons: {folder} — это файл, а не папка; выберите другую с --folder"
    ),
    "error.links-repo": (
        "links: '{repo}' — не репозиторий GitHub; укажите OWNER/NAME или "
        "https://github.com/OWNER/NAME"
    ),
    "error.links-branch": "links --branch '{branch}': это не имя ветки",
    "error.links-hub": (
        "links --hub '{hub}': укажите адрес JupyterHub, http:// или https://, например "
        "https://hub.example.edu"
    ),
    "error.unknown-card": "неизвестная карта `{id}`",
    "error.unknown-option": "неизвестная опция правил {option}",
    "error.unknown-preset": "неизвестный набор правил {preset}; выберите один из: `{choices}`",
    "error.option-name": "название правил должно быть текстом, а не `{value}`",
    "error.option-choice": (
        "опция правил `{option}` принимает одно из значений `{choices}`, а не `{value}`"
    ),
    "error.option-bool": "опция правил `{option}` принимает `true` или `false`, а не `{value}`",
    "error.option-number": (
        "опция правил `{option}` должна быть целым числом от {low} до {high}, а не `{value}`"
    ),
    "error.endless-match": (
        "матч по этим правилам никогда не кончится: задайте match_rounds, match_target "
        "или bank"
    ),
    # -- rules options (the English is each option's doc in koikoi_edu/rules.py) -----------
    "option.name": "набор правил, с которого начались эти опции (только для сведения)",
    "option.rival_may_call": (
        "после кои-кои другой игрок тоже может объявить кои-кои, когда соберёт яку; "
        "`False` — снова объявлять может только объявивший первым, а первое же яку "
        "другого игрока сразу выигрывает раунд (источник 003: «пока второй игрок не "
        "выиграет»)"
    ),
    "option.double_against_caller": (
        "×2, когда соперник победителя объявлял кои-кои в этом раунде"
    ),
    "option.double_at_seven": "×2, когда база 7 или больше",
    "option.improvement": (
        "что после проверки заканчивает раунд (или даёт новое решение): `yaku` — новое "
        "яку или яку, которое стоит больше, чем при прошлой проверке; `total` — больший "
        "итог (с учётом объявлений)"
    ),
    "option.last_turn_decision": (
        "игрок, собравший яку на своём последнем ходу, всё равно решает (кои-кои здесь "
        "ведёт к ничьей); `False` — такое яку сразу выигрывает раунд"
    ),
    "option.goko_points": "все 5 ярких",
    "option.shiko_points": "4 яркие без человека под дождём",
    "option.ame_shiko_points": "4 яркие вместе с человеком под дождём",
    "option.sanko_points": "3 яркие (см. rainman_sanko)",
    "option.rainman_sanko": "3 яркие вместе с человеком под дождём тоже дают «Три ярких»",
    "option.inoshikacho_points": "кабан, олень и бабочки",
    "option.inoshikacho_extras": "«Кабан, олень, бабочки»: +1 за каждое животное сверх 3",
    "option.akatan_points": "3 ленты со стихами (см. akatan_cards)",
    "option.akatan_cards": (
        "из каких лент собирается akatan: `poetry` — 3 ленты со стихами; `any-red` — "
        "любые 3 из 7 красных лент (3 ленты со стихами и 4 простые красные; синие ленты "
        "не красные)"
    ),
    "option.aotan_points": "3 синие ленты",
    "option.ribbon_extras": "akatan и aotan: +1 за каждую ленту сверх 3",
    "option.ribbon_pair_extras": (
        "при ribbon_extras, когда собраны и akatan, и aotan: `shared` — один +1 за каждую "
        "ленту сверх 6; `each` — каждое яку считает свои добавки"
    ),
    "option.ribbon_pair_bonus": "очки сверху, когда собраны и akatan, и aotan",
    "option.named_excludes_counted": (
        "карты «Кабана, оленя, бабочек» не считаются ещё раз для «Животных», а карты "
        "akatan и aotan — для «Лент»; `False` — именные и счётные яку делят карты"
    ),
    "option.viewing_points": "«Любование цветами» и «Любование луной», каждое; 0 их отключает",
    "option.viewing_points_called": (
        "«Любование цветами» и «Любование луной», каждое, после того как их владелец "
        "объявил кои-кои; `None` — столько же"
    ),
    "option.cup_is_plain": "чаша сакэ считается ещё и простой для «Простых»",
    "option.deal_protocol": (
        "как сдаётся колода, сверху: `packets-of-2` — не сдающему, на поле, сдающему, "
        "четыре раза (источники 000, 002); `packets-of-4` — не сдающему, сдающему, на "
        "поле, дважды (источник 001); `by-eights` — 8 на поле, 8 сдающему, 8 не "
        "сдающему (источник 003). Остаток при любой сдаче — запас"
    ),
    "option.instant_win_points": (
        "рука с 4 картами одного месяца (teshi) или с 4 парами (kuttsuki); 0 — без "
        "мгновенных побед"
    ),
    "option.two_month_hand_points": "рука из 8 карт всего двух месяцев; 0 — не особая рука",
    "option.both_instant": (
        "обе руки дают мгновенную победу: `redeal` — пересдача, или `play-on` — играть, "
        "не обращая внимания на обе"
    ),
    "option.field_pairs_redeal": "4 пары на поле: пересдача",
    "option.hand_four_redeal": "рука с 4 картами одного месяца: пересдача",
    "option.draw_points": (
        "очки, которые получает сдающий, когда карты на руках кончились без победителя"
    ),
    "option.draw_points_after_call": (
        "сдающий получает draw_points, даже если в раунде объявляли кои-кои; `False` — "
        "только когда никто не собрал ни одного яку (источник 003), иначе простая ничья"
    ),
    "option.dealer_after_draw": (
        "кто сдаёт после раунда без победителя: `other` — другой игрок, `same` — тот же"
    ),
    "option.match_rounds": "раундов в матче (пересдачи не считаются); `None` — без ограничения",
    "option.match_target": "матч кончается, когда итог игрока достигает этого числа",
    "option.bank": (
        "у каждого игрока в начале столько очков, и очки переходят от проигравшего к "
        "победителю; игрок с пустым банком проигрывает; `None` — итоги начинаются с 0"
    ),
    # -- errors in scenario files and the text they are read from (scenario.py, bounded.py)
    "error.scenario.in-turn": "ход {n}: {cause}",
    "error.scenario.unreadable": "`{source}`: не удаётся прочитать файл: {why}",
    "error.scenario.not-text": "сценарий — это текст `TOML`, а не `{kind}`",
    "error.scenario.stop-at": "`stop_at` должен быть от 0 до {turns}, а не {value}",
    "error.scenario.not-in-library": (
        "в библиотеке нет сценария '{name}'; выберите один из: {names}"
    ),
    "error.scenario.none-shipped": "(в поставке их нет)",
    "error.scenario.missing": "нет `{key}`",
    "error.scenario.deck-and-position": (
        "укажите либо `deck` (48 карт), либо `[position]`, но не оба сразу"
    ),
    "error.scenario.no-deck-or-position": (
        "укажите либо `deck` (48 карт), либо `[position]`: нет ни того, ни другого"
    ),
    "error.scenario.dealer-with-position": (
        "`dealer` в начале файла пишется вместе с `deck`; у `[position]` сдающий "
        "указывается внутри `[position]`"
    ),
    "error.scenario.one-turn-table": (
        "каждый ход пишется как `[[turn]]` (список ходов), а не `[turn]`"
    ),
    "error.scenario.deck-size": "карт в колоде: {n}, а не 48; нет `{card}`",
    "error.scenario.deck-size-more": "карт в колоде: {n}, а не 48; нет `{card}` и ещё {more}",
    "error.scenario.turn-not-a-table": "ход {n} должен быть таблицей, а не {value}",
    "error.scenario.play-missing": "нет `play` (карты, сыгранной с руки)",
    "error.scenario.decide-value": '`decide` принимает `"stop"` или `"koi-koi"`, а не {value}',
    "error.scenario.expect-winner": (
        '`expect.winner` принимает `"A"`, `"B"`, `"none"` или `"pending"`, а не {value}'
    ),
    "error.scenario.not-kind": "`{where}`: ожидается {kind}, а не {value}",
    "error.scenario.kind-text": "текст",
    "error.scenario.kind-number": "целое число",
    "error.scenario.kind-list": "список",
    "error.scenario.kind-table": "таблица",
    "error.scenario.not-a-seat": '`{where}`: ожидается `"A"` или `"B"`, а не {value}',
    "error.scenario.unknown-key": "неизвестный ключ {key}; допустимые ключи: {keys}",
    "error.scenario.misplaced-key": "`{key}` здесь не на месте: {home}",
    "error.scenario.home-top": "его место в начале файла, до первого заголовка `[...]`",
    "error.scenario.home-position": "его место в `[position]`",
    "error.scenario.home-seat": "он пишется с игроком, как `A.hand` или `B.captured`",
    "error.scenario.home-turn": "его место в `[[turn]]`",
    "error.scenario.home-expect": "его место в `[expect]`",
    "error.scenario.unknown-card": "неизвестная карта {card}",
    "error.scenario.unknown-card-hint": "неизвестная карта {card}; может быть, `{hint}`?",
    "error.scenario.twice": "`{card}` указана дважды",
    "error.scenario.round-over": "раунд уже окончен ({ending}); ходов больше быть не может",
    "error.scenario.played-unchosen": (
        "сыгранная карта `{card}` подходит и к `{a}`, и к `{b}` на поле; укажите, какую она "
        'берёт, в `take = "..."`'
    ),
    "error.scenario.flipped-unchosen": (
        "открытая карта `{card}` подходит и к `{a}`, и к `{b}` на поле; укажите, какую она "
        'берёт, в `draw_take = "..."`'
    ),
    "error.scenario.played-unasked": (
        "указано `take = {chosen}`, но у сыгранной карты `{card}` нет выбора; `take` нужен, "
        "только когда на поле две подходящие карты"
    ),
    "error.scenario.flipped-unasked": (
        "указано `draw_take = {chosen}`, но у открытой карты `{card}` нет выбора; `draw_take` "
        "нужен, только когда на поле две подходящие карты"
    ),
    "error.scenario.decide-missing": (
        '{seat} теперь собирает {held} и должен решить: добавьте `decide = "stop"` или '
        '`decide = "koi-koi"`'
    ),
    "error.scenario.decide-after-end": (
        'указано `decide = "{decide}"`, но {seat} не предлагается решать: раунд окончен '
        "({ending})"
    ),
    "error.scenario.decide-no-yaku": (
        'указано `decide = "{decide}"`, но {seat} не предлагается решать: за этот ход нет '
        "нового или лучшего яку"
    ),
    "error.file.too-large": (
        "файл больше {limit} байт, а файлу такого рода столько никогда не нужно"
    ),
    "error.file.too-long": (
        "{chars} символов, а файлу такого рода никогда не нужно больше {limit}"
    ),
    "error.file.not-utf8": "текст не в кодировке `UTF-8` (байт {byte})",
    "error.file.number-too-long": (
        "число из {digits} цифр, а ни одному числу здесь не нужно больше {limit}"
    ),
    "error.file.not-json-text": "ожидается текст `JSON`, а не `{kind}`",
    "error.file.json-too-deep": "списки и объекты вложены глубже {depth} уровней",
    "error.file.json-invalid": "ошибка в `JSON`: '{detail}'",
    "error.file.json.value": (
        "ошибка в `JSON`: ожидается значение (строка {line}, столбец {column}, символ {char})"
    ),
    "error.file.json.name": (
        "ошибка в `JSON`: ожидается имя свойства в двойных кавычках (строка {line}, "
        "столбец {column}, символ {char})"
    ),
    "error.file.json.colon": (
        "ошибка в `JSON`: ожидается `:` (строка {line}, столбец {column}, символ {char})"
    ),
    "error.file.json.comma": (
        "ошибка в `JSON`: ожидается `,` (строка {line}, столбец {column}, символ {char})"
    ),
    "error.file.json.string-unclosed": (
        "ошибка в `JSON`: строка не закрыта (начало: строка {line}, столбец {column}, "
        "символ {char})"
    ),
    "error.file.json.control-character": (
        "ошибка в `JSON`: управляющий символ в строке (строка {line}, столбец {column}, "
        "символ {char})"
    ),
    "error.file.json.escape": (
        "ошибка в `JSON`: неверная экранированная последовательность `\\` (строка {line}, "
        "столбец {column}, символ {char})"
    ),
    "error.file.json.hex": (
        "ошибка в `JSON`: неверная последовательность `\\uXXXX` (строка {line}, "
        "столбец {column}, символ {char})"
    ),
    "error.file.json.trailing-comma-array": (
        "ошибка в `JSON`: лишняя запятая перед концом массива "
        "(строка {line}, столбец {column}, символ {char})"
    ),
    "error.file.json.trailing-comma-object": (
        "ошибка в `JSON`: лишняя запятая перед концом объекта "
        "(строка {line}, столбец {column}, символ {char})"
    ),
    "error.file.json.extra-data": (
        "ошибка в `JSON`: лишние данные после значения (строка {line}, столбец {column}, "
        "символ {char})"
    ),
    "error.file.toml-too-deep": "массивы и таблицы вложены глубже {depth} уровней",
    "error.file.dotted-key-too-deep": "ключ с точками вложен глубже {depth} уровней",
    "error.file.toml-number-too-long": "ошибка в `TOML`: число слишком длинное, чтобы его прочесть",
    "error.file.toml-invalid": "ошибка в `TOML`: '{detail}'",
    "error.file.toml-at": "строка {line}, столбец {column}",
    "error.file.toml-at-end": "конец документа",
    "error.file.toml.statement": "ошибка в `TOML`: непонятная запись ({at})",
    "error.file.toml.newline": (
        "ошибка в `TOML`: после записи ожидается конец строки или документа ({at})"
    ),
    "error.file.toml.literal-unclosed": "ошибка в `TOML`: не хватает закрывающей `'` ({at})",
    "error.file.toml.multiline-literal-unclosed": (
        "ошибка в `TOML`: не хватает закрывающих `'''` ({at})"
    ),
    "error.file.toml.invalid-character": "ошибка в `TOML`: недопустимый символ `{part}` ({at})",
    "error.file.toml.declared-twice": "ошибка в `TOML`: таблица `{part}` объявлена дважды ({at})",
    "error.file.toml.overwrite": "ошибка в `TOML`: значение нельзя перезаписать ({at})",
    "error.file.toml.table-unclosed": (
        "ошибка в `TOML`: заголовок таблицы не закрыт скобкой `]` ({at})"
    ),
    "error.file.toml.immutable": (
        "ошибка в `TOML`: `{part}` нельзя дополнить: это встроенная таблица или массив ({at})"
    ),
    "error.file.toml.array-table-unclosed": (
        "ошибка в `TOML`: заголовок массива таблиц не закрыт скобками `]]` ({at})"
    ),
    "error.file.toml.redefine": "ошибка в `TOML`: таблицу `{part}` нельзя задать заново ({at})",
    "error.file.toml.equals": "ошибка в `TOML`: после ключа ожидается `=` ({at})",
    "error.file.toml.key-start": "ошибка в `TOML`: ключ не может начинаться так ({at})",
    "error.file.toml.array-unclosed": "ошибка в `TOML`: массив не закрыт ({at})",
    "error.file.toml.inline-duplicate": (
        "ошибка в `TOML`: ключ `{part}` повторяется во встроенной таблице ({at})"
    ),
    "error.file.toml.inline-unclosed": "ошибка в `TOML`: встроенная таблица не закрыта ({at})",
    "error.file.toml.backslash": "ошибка в `TOML`: неэкранированный `\\` в строке ({at})",
    "error.file.toml.hex": "ошибка в `TOML`: неверное шестнадцатеричное значение ({at})",
    "error.file.toml.not-scalar": (
        "ошибка в `TOML`: экранированный символ — не скалярное значение Юникода ({at})"
    ),
    "error.file.toml.string-unclosed": "ошибка в `TOML`: строка не закрыта ({at})",
    "error.file.toml.illegal-character": "ошибка в `TOML`: недопустимый символ `{part}` ({at})",
    "error.file.toml.date": "ошибка в `TOML`: неверная дата или время ({at})",
    "error.file.toml.value": "ошибка в `TOML`: неверное значение ({at})",

    # -- errors in saved rounds and matches (saving.py, match.py)
    "error.save.in-save": "сохранение: {cause}",
    "error.save.in-round": "сохранённый раунд: {cause}",
    "error.save.in-match": "сохранённый матч: {cause}",
    "error.save.in-match-round": "раунд {n}: {cause}",
    "error.save.in-action": "действие {n}: {cause}",
    "error.save.not-json": "это не сохранённая игра: {cause}",
    "error.save.not-object": "ожидается объект, а не {value}",
    "error.save.missing": "нет `{key}`",
    "error.save.wrong-kind": "`{key}`: ожидается {kind}, а не {value}",
    "error.save.seat": "`{key}`: ожидается `A` или `B`, а не {value}",
    "error.save.object": "объект",
    "error.save.list": "список",
    "error.save.string": "строка",
    "error.save.bool": "`true` или `false`",
    "error.save.int": "целое число",
    "error.save.unknown-card": "неизвестная карта {card}",
    "error.save.card-twice": "карта {card} встречается дважды",
    "error.save.format": "формат '{format}' — не сохранение `koikoi-edu`",
    "error.save.other-format": "это {saved}, а не {expected}",
    "error.save.a-round": "сохранённый раунд",
    "error.save.a-match": "сохранённый матч",
    "error.save.version": (
        "версия сохранения {version} не поддерживается (этот пакет читает версию {supported})"
    ),
    "error.save.unknown-action": "неизвестное действие {action}",
    "error.save.misdeals": "`misdeals` считает пересдачи, поэтому не может быть {n}",
    "error.save.other-rules": "его правила не совпадают с правилами матча",
    "error.save.after-the-end": "матч к этому раунду уже окончен",
    "error.save.other-deal": "это не тот раунд, который сдаёт зерно {seed}",
    "error.save.unfinished": "он не окончен, но за ним идут другие раунды",
    "error.match.round-in-play": "раунд {n} ещё идёт; сначала доиграйте его",
    "error.match.round-not-over": "раунд {n} ещё не окончен",
    "error.match.over": "матч окончен; раундов больше не будет",
    "error.match.rounds-count": "число раундов должно быть целым, от 0 до {limit}, а не {value}",
    "error.match.rounds-count-text": (
        "число раундов должно быть целым, от 0 до {limit}, а не '{value}'"
    ),

    # -- errors in game records, hand-built positions and card lists (records.py,
    # positions.py, cards.py, round.py)
    "error.record.file": "`{source}`",
    "error.record.round": "`{source}`, раунд {round}",
    "error.record.turn": "`{source}`, раунд {round}, ход {turn}",
    "error.record.list-gap": ", ",
    "error.record.nothing": "ничего",
    "error.record.unreadable": "{where}: не удаётся прочитать файл: {why}",
    "error.record.not-json": "{where}: это не запись партии в формате `JSON`: {cause}",
    "error.record.entry-missing": "{where}: нет ключа '{key}'",
    "error.record.shape": (
        "{where}: это не запись партии ожидаемого вида (объекты `info`, `result` и `record`)"
    ),
    "error.record.no-records": "`{directory}`: в этой папке нет записей партий (`*.json`)",
    "error.record.is-over": "{where}: `isOver` должно быть `true` или `false`, а не {value}",
    "error.record.unexpected-entry": (
        "{where}: неожиданный ключ '{key}'; ожидались `{prefix}1`, `{prefix}2`, ..."
    ),
    "error.record.not-a-player": "{where}: `{key}` должен быть игроком 1 или 2, а не {value}",
    "error.record.not-a-card": "{where}: `{key}`: {value} — не карта [месяц 1–12, 1–4]",
    "error.record.not-a-list": "{where}: `{key}`: ожидался список карт, а не {value}",
    "error.record.is-koikoi": (
        "{where}: `isKoiKoi` должно быть `true`, `false` или `null`, а не {value}"
    ),
    "error.record.goes-on": "{where}: раунд уже окончен ({ending}), а запись продолжается",
    "error.record.wrong-mover": "{where}: в записи ходит {recorded}, но сейчас ход {seat}",
    "error.record.flip-from-empty": "{where}: в записи открывается {flip}, но запас пуст",
    "error.record.wrong-flip": "{where}: в записи открывается {flip}, но сверху запаса лежит {top}",
    "error.record.wrong-choice": (
        "{where}: {card} совпадает по месяцу с {a} и {b} на поле, но в записи взято: {captured}"
    ),
    "error.record.wrong-captures": "{where}: в записи взято: {recorded}, а движок берёт: {gained}",
    "error.record.no-decision": (
        "{where}: у {seat} теперь {yaku}, и нужно решить, стоп или кои-кои, но в записи решения нет"
    ),
    "error.record.unoffered-koikoi": (
        "{where}: в записи {seat} объявляет кои-кои, но после этого хода движок не предлагает "
        "решения"
    ),
    "error.record.unoffered-stop": (
        "{where}: в записи {seat} останавливается, но после этого хода движок не предлагает решения"
    ),
    "error.record.breaks-off": "{where}: запись обрывается, но раунд окончен ({ending})",
    "error.record.ends-early": "{where}: запись кончается после хода {n}, но раунд продолжается",
    "error.record.wrong-result": (
        "{where}: в записи {recorded} выигрывает {points}, а по расчёту движка {seat} выигрывает "
        "{engine_points} ({equation})"
    ),
    "error.record.wrong-result-no-winner": (
        "{where}: в записи {recorded} выигрывает {points}, а по расчёту движка — {equation}"
    ),
    "error.position.in-hand": "в руке {seat}",
    "error.position.in-captured": "во взятках {seat}",
    "error.position.in-field": "на поле",
    "error.position.in-stock": "в запасе",
    "error.position.twice-in-stock": "{card} дважды лежит в запасе",
    "error.position.in-two-places": "{card} лежит и {first}, и {second}",
    "error.position.hand-too-large": "в руке {seat} карт: {n}; в руке бывает не больше {most}",
    "error.position.hand-sizes": (
        "ходит {mover} (карт на руке: {own}), а у {other_seat} карт: {other}; у того, кто ходит, "
        "карт должно быть столько же, сколько у другого, или на одну больше"
    ),
    "error.position.hands-empty": "обе руки пусты; ходов не осталось",
    "error.position.wrong-dealer": (
        "сдающий {dealer} не сходится с руками: сдающий ходит первым, а раз ходит {mover} (карт на "
        "руке: {own}) и у {other_seat} карт: {other}, то сдаёт {right}"
    ),
    "error.position.stock-too-small": (
        "в запасе карт: {n}, а ходов осталось {turns} (каждый ход открывает карту)"
    ),
    "error.position.month-on-field": (
        "все 4 карты месяца {month} ({plant}) лежат на поле; такую раздачу пересдают, а в игре "
        "четвёртая карта месяца никогда не ложится к трём"
    ),
    "error.position.too-many-calls": (
        "в `koikoi` объявлений кои-кои: {n}, а правила «{rules}» разрешают {limit} за раунд"
    ),
    "error.position.rival-called": (
        "в `koikoi` кои-кои объявляют и A, и B, но по правилам «{rules}» с `rival_may_call = "
        "false` объявлять может только {seat}, объявивший первым"
    ),
    "error.position.yaku-without-call": (
        "во взятках {seat} уже есть яку ({yaku}), но {seat} нет в `koikoi`; игрок с яку в начале "
        "должен был объявить кои-кои"
    ),
    "error.cards.twice": "карта {card} указана дважды",
    "error.deck.each-card-once": "в колоде должна быть каждая из 48 карт ровно по одному разу",

    # -- errors a widget shows (widgets/)
    "error.widget.in-pile": "{card} уже во взятках",
    "error.widget.not-in-pile": "{card} нет во взятках",
    "error.widget.decide": "`decide` '{choice}': можно выбрать только `stop` или `koi-koi`",
    "error.widget.turn": "номер хода — целое число от 0 до {turns}, а не {value}",
    "error.widget.step": "номер шага — целое число от 0 до {steps}, а не {value}",
    "error.widget.answer": "ответьте `stop` или `koi-koi`, а не {value}",
    "error.widget.unknown-yaku": "неизвестное яку `{yaku}`",
    "error.quiz.not-a-choice": "'{given}' — не из вариантов ответа: `{choices}`",
    "error.drill.not-answered": "ещё нет ответа: {part}",
    "error.advisor.no-decision-under": "по правилам «{rules}» у {seat} здесь нет решения: {why}",
    "error.advisor.no-decision": "по этим правилам у {seat} здесь нет решения: {why}",
    "error.advisor.turn-ends": "этот ход заканчивает раунд ({ending})",
    "error.advisor.no-better": "ход {seat} не даёт нового или лучшего яку",
    # the command line's help and usage (cli.py; argparse's own words: cli.argparse.*)
    "cli.help.description": "Учитесь японской карточной игре кои-кои.",
    "cli.help.commands": "команды",
    "cli.help.COMMAND": "КОМАНДА",
    "cli.help.CARD": "КАРТА",
    "cli.help.FILE": "ФАЙЛ",
    "cli.help.N": "ЧИСЛО",
    "cli.help.S": "ЗЕРНО",
    "cli.help.NAME,NAME": "ИМЯ,ИМЯ",
    "cli.help.DIR": "ПАПКА",
    "cli.help.REPO": "РЕПОЗИТОРИЙ",
    "cli.help.B": "ВЕТКА",
    "cli.help.PRESET": "НАБОР",
    "cli.help.NAME=VALUE": "ИМЯ=ЗНАЧЕНИЕ",
    "cli.help.LANG": "ЯЗЫК",
    "cli.help.rules": "набор правил: {presets} (по умолчанию teaching)",
    "cli.help.option": "изменить одну опцию правил набора (можно повторять)",
    "cli.help.lang": (
        "язык того, что печатается для людей: {languages} (по умолчанию en; JSON не меняется)"
    ),
    "cli.help.score": "яку, база и очки взяток",
    "cli.help.score.description": (
        "Подсчитать взятки. С - вместо карт читать взятки со стандартного ввода, по одним "
        "на строку (коды карт через пробел)."
    ),
    "cli.help.score.json": "ответ в JSON (с - — строки JSON)",
    "cli.help.score.cards": "коды карт или - для стандартного ввода",
    "cli.help.check": "проиграть файлы сценариев и проверить их [expect]",
    "cli.help.check.description": (
        "Проиграть файлы сценариев, напечатать итог каждого и проверить [expect]."
    ),
    "cli.help.check.json": "список JSON, по объекту на файл",
    "cli.help.simulate": "сыграть раунды с зерном между двумя компьютерными игроками",
    "cli.help.simulate.description": (
        "Сыграть раунды (сколько — задаёт --rounds) с заданным зерном между двумя "
        "компьютерными игроками и подсчитать победы."
    ),
    "cli.help.simulate.rounds": "по умолчанию 1000, не больше {limit}",
    "cli.help.simulate.seed": "по умолчанию — случайное зерно, оно печатается",
    "cli.help.simulate.players": (
        "игроки мест A и B: random, greedy или heuristic (по умолчанию random,random)"
    ),
    "cli.help.simulate.json": "ответ в JSON",
    "cli.help.lessons": "запустить JupyterLab с уроками",
    "cli.help.lessons.description": (
        "Запустить JupyterLab с уроками, открыв урок 00. В копии репозитория открывается "
        "сама папка notebooks/; установленный пакет сначала копирует уроки в ./{folder} "
        "(или --folder), оставляя уже лежащие там уроки, так что работа ученика никогда "
        "не затирается."
    ),
    "cli.help.lessons.folder": (
        "скопировать уроки в ПАПКУ (по умолчанию ./{folder}; в копии репозитория "
        "notebooks/ открывается на месте)"
    ),
    "cli.help.lessons.reset": (
        "вернуть каждому уроку копии версию курса, сохранив каждый заменённый ваш файл "
        "рядом как ИМЯ.edited-ДАТА"
    ),
    "cli.help.lessons.no-browser": "не открывать браузер",
    "cli.help.lessons.port": (
        "порт JupyterLab, от 1 до 65535 (по умолчанию — первый свободный начиная с 8888)"
    ),
    "cli.help.not-a-port": "'{text}' — не порт; укажите число от 1 до 65535",
    "cli.help.links": "ссылки, открывающие курс в Binder и в JupyterHub",
    "cli.help.links.description": (
        "Напечатать ссылки на курс в репозитории GitHub РЕПОЗИТОРИЙ: JupyterLab на уроке 00 "
        "и Voila на разборе примера в mybinder.org, а с --hub — ссылку nbgitpuller, которая "
        "копирует курс в домашнюю папку каждого студента в этом JupyterHub."
    ),
    "cli.help.links.repo": "ВЛАДЕЛЕЦ/ИМЯ или https://github.com/ВЛАДЕЛЕЦ/ИМЯ",
    "cli.help.links.hub": (
        "адрес JupyterHub, http:// или https://, например https://hub.example.edu"
    ),
    "cli.help.links.branch": "ветка, которую открывают ссылки (по умолчанию main)",
    "cli.help.cheatsheet": "шпаргалка по яку на одну страницу, с картинками карт, в HTML",
    "cli.help.cheatsheet.description": (
        "Записать шпаргалку по яку для набора правил как страницу HTML, которая печатается "
        "на одном листе A4 или Letter."
    ),
    "cli.help.cheatsheet.out": "записать страницу сюда (по умолчанию — напечатать её)",
    "cli.argparse.usage": "использование: ",
    "cli.argparse.positional": "позиционные аргументы",
    "cli.argparse.options": "опции",
    "cli.argparse.help": "показать эту справку и выйти",
    "cli.argparse.error": "%(prog)s: ошибка: %(message)s\n",
    "cli.argparse.argument": "аргумент %(argument_name)s: %(message)s",
    "cli.argparse.required": "нужны аргументы: %s",
    "cli.argparse.unrecognized": "непонятные аргументы: %s",
    "cli.argparse.choice": "нет такого варианта: %(value)r (выберите из: %(choices)s)",
    "cli.argparse.invalid": "недопустимое значение %(type)s: %(value)r",
    "cli.argparse.one": "нужен один аргумент",
    "cli.argparse.ambiguous": "неоднозначная опция: %(option)s подходит к %(matches)s",
    "cli.argparse.explicit": "эта опция не принимает значение %r",
    "factor.all-calls": "кои-кои за раунд: {n}",
    "yaku.tsuki-fuda": "Карты месяца",
    "error.option-unlimited": (
        "опция правил `{option}` должна быть целым числом от {low} до {high} или `\"unlimited\"`, "
        "а не `{value}`"
    ),
    "error.option-cards": "опция правил `{option}` — это список кодов карт, а не `{value}`",
    "error.option-card": "опция правил `{option}`: неизвестная карта `{value}`",
    "error.month-range": "месяц должен быть целым числом от 1 до 12, а не `{value}`",
    "error.scenario.two-months": (
        "месяц задан дважды, наверху и в `[rule_options]`, с разными значениями"
    ),
    "cli.help.score.month": (
        "месяц раунда, от 1 до 12 (по умолчанию 1), для яку месяца"
    ),
    "cli.help.rules-command": "перечислить все опции правил с их значениями и смыслом",
    "cli.help.rules-command.description": (
        "Перечисляет все опции правил с их значениями для набора правил и изменений --option и с "
        "тем, что они значат, чтобы проверить настройки до урока."
    ),
    "cli.help.rules-command.json": "вывести объект JSON: опция — значение и смысл",
    "cli.rules.title": "Правила {rules}{changed}:",
    "cli.rules.unset": "не задано",
    "option.koikoi_limit": (
        "сколько кои-кои можно объявить за раунд обоим игрокам вместе; `None` (в файле и в "
        "командной строке `\"unlimited\"`) — без ограничения"
    ),
    "option.caller_factor": (
        "что делают с выигрышем объявившего его собственные кои-кои: `none` — ничего; "
        "`calls-plus-one` — ×2, ×3, ×4 за 1, 2, 3 объявления; `doubling` — ×2, ×4, ×8; `japan` — "
        "+1, +2, +3 за 1–3 объявления, затем ×2, ×3, ×4, ×5 за 4–7; `all-calls-plus-one` — очки "
        "победителя × (1 + все кои-кои раунда обоих игроков)"
    ),
    "option.rainman_cancels_viewing": (
        "человек под дождём во взятках отменяет яку любования (то же, что viewing_cancelled_by = "
        "[\"willow-rainman\"])"
    ),
    "option.named_replaces_counted": (
        "когда собраны «Кабан, олень, бабочки», «Животные» не считаются вовсе, а когда собраны "
        "akatan или aotan — «Ленты» (их место занимают доплаты самого именного яку)"
    ),
    "option.tane_points": "«Животные» при 5 животных; +1 за каждое сверх 5",
    "option.tanzaku_points": "«Ленты» при 5 лентах; +1 за каждую сверх 5",
    "option.kasu_points": "«Простые» при 10 простых; +1 за каждую сверх 10",
    "option.hanami_points": (
        "«Любование цветами» само по себе (0 его отключает); `None` — действует viewing_points"
    ),
    "option.tsukimi_points": (
        "«Любование луной» само по себе (0 его отключает); `None` — действует viewing_points"
    ),
    "option.viewing_cancelled_by": "коды карт: любая из них во взятках отменяет оба яку любования",
    "option.month_yaku_points": (
        "tsuki-fuda — все 4 карты месяца раунда в одних взятках (раунд k матча играет месяц ((k − "
        "1) mod 12) + 1); 0 — яку месяца нет"
    ),
}
