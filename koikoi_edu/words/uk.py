"""Ukrainian: the terms of the Ukrainian seed text (прості, стрічки, тварини, яскраві,
кой-кой)."""

WORDS: dict[str, str] = {
    # -- yaku ----------------------------------------------------------------------
    "yaku.goko": "П'ять яскравих",
    "yaku.shiko": "Чотири яскраві",
    "yaku.ame-shiko": "Чотири яскраві з дощем",
    "yaku.sanko": "Три яскраві",
    "yaku.inoshikacho": "Кабан, олень, метелики",
    "yaku.akatan": "Стрічки з віршами",
    "yaku.akatan-any-red": "Червоні стрічки",
    "yaku.aotan": "Сині стрічки",
    "yaku.hanami": "Милування квітами",
    "yaku.tsukimi": "Милування місяцем",
    "yaku.tane": "Тварини",
    "yaku.tanzaku": "Стрічки",
    "yaku.kasu": "Прості",
    "yaku.akatan-aotan": "Обидві трійки стрічок",
    "yaku.teshi": "Чотири одного місяця",
    "yaku.kuttsuki": "Чотири пари",
    "yaku.two-months": "Два місяці в руці",
    # -- settlements ---------------------------------------------------------------
    "settle.no-winner": "переможця немає",
    "settle.yaku-points": "очки яку",
    "settle.under": "{text} (правила «{rules}»)",
    "factor.own-calls": "свої кой-кой: {n}",
    "factor.seven": "база 7 і більше",
    "factor.rival-called": "суперник оголосив кой-кой",
    "ending.stop": "{seat} зупиняється",
    "ending.after-call": "{seat} складає нове або краще яку після кой-кой",
    "ending.last-turn": "{seat} складає нове або краще яку на останньому ході",
    "ending.instant": "{seat} виграє одразу: {yaku} у роздачі, {points}, без множників",
    "ending.draw": "карти на руках закінчились, переможця немає: нічия",
    "ending.dealer-draw": "карти на руках закінчились без переможця; здавальник "
                          "{seat} отримує {points}",
    "ending.misdeal": "перездача: {why}; роздає знову той самий здавальник",
    "ending.rescored": "взятки {seat} наприкінці раунду, за правилами «{rules}»",
    "ending.no-yaku": "у взятках {seat} немає яку за правилами «{rules}»",
    "misdeal.field-month": "усі 4 карти одного місяця на полі",
    "misdeal.field-pairs": "на полі 4 пари",
    "misdeal.hand-month": "у руці всі 4 карти одного місяця",
    "misdeal.both-instant": "обидві руки виграють одразу",
    # -- plants by month ---------------------------------------------------------------------
    "plant.1": "сосна",
    "plant.2": "слива",
    "plant.3": "сакура",
    "plant.4": "гліцинія",
    "plant.5": "ірис",
    "plant.6": "півонія",
    "plant.7": "хаґі",
    "plant.8": "міскантус",
    "plant.9": "хризантема",
    "plant.10": "клен",
    "plant.11": "верба",
    "plant.12": "павловнія",
    # -- card subjects -----------------------------------------------------------------------
    "subject.crane": "журавель",
    "subject.warbler": "вівчарик",
    "subject.curtain": "завіса",
    "subject.cuckoo": "зозуля",
    "subject.bridge": "міст",
    "subject.butterflies": "метелики",
    "subject.boar": "кабан",
    "subject.moon": "повня",
    "subject.geese": "гуси",
    "subject.cup": "чарка саке",
    "subject.deer": "олень",
    "subject.rainman": "людина під дощем",
    "subject.swallow": "ластівка",
    "subject.lightning": "гроза",
    "subject.phoenix": "фенікс",
    "subject.poetry": "стрічка з віршами",
    "subject.blue": "синя стрічка",
    "subject.ribbon": "червона стрічка",
    "subject.plain": "проста",
    # -- card categories ---------------------------------------------------------------------
    "category.bright": "яскрава",
    "category.animal": "тварина",
    "category.ribbon": "стрічка",
    "category.plain": "проста",
    # -- the cards ---------------------------------------------------------------------------
    "card.poem": "вірші",
    "card.back": "карта сорочкою догори",
    "card.back_desc": "сорочка карти ханафуда: за нею карту не впізнати",
    "card.flashcard": "карта, яку треба впізнати: лише малюнок, без місяця, рослини й категорії",
    "card.empty": "(немає карт)",
    "card.marked": "{text} (виділена)",
    "card.count": "карт: {n}",
    "card.desc": "місяць {m}, {plant}; карта «{cat}»",
    # -- the table ---------------------------------------------------------------------------
    "table.table": "Стіл кой-кой",
    "table.hand": "Рука {seat}",
    "table.face_down": "сорочкою догори",
    "table.pile": "Взятки {seat}",
    "table.field": "поле",
    "table.stock": "запас: {n}",
    "table.cards": "карт: {n}",
    "table.play": "хід {seat}",
    "table.take": "{seat} обирає, яку карту взяти",
    "table.draw_take": "{seat} обирає, яку карту візьме відкрита карта",
    "table.decide": "{seat} вирішує: стоп чи кой-кой?",
    "table.over": "раунд закінчено",
    "table.played": "зіграна карта",
    "table.flipped": "відкрита карта",
    "table.dealer": "роздає: {seat}",
    "table.calls": "кой-кой: {seats}",
    "table.none": "немає",
    "table.rules": "правила: {name}",
    "table.yaku": "яку",
    "table.no_yaku": "яку поки немає",
    "table.base": "база",
    "table.towards": "до яку",
    "table.progress": "{name}: {have} з {need}",
    "table.settlement": "розрахунок",
    "table.wins": "{seat} виграє {points} {unit}",
    # -- pile groups -------------------------------------------------------------------------
    "group.bright": "яскраві",
    "group.animal": "тварини",
    "group.ribbon": "стрічки",
    "group.plain": "прості",
    # -- the engine's events -----------------------------------------------------------------
    "event.deal": "{seat} роздає: по 8 карт на руки, 8 на поле, 24 лишаються в запасі",
    "event.both-instant": "обидві руки виграють одразу; за правилами гра триває",
    "event.play": "{seat} грає картою «{card}»",
    "event.flip": "{seat} відкриває із запасу «{card}»",
    "event.stays": (
        "{action}; на полі немає карт місяця {number} ({plant}), тож карта лишається на полі"
    ),
    "event.pair": (
        "{action}; вона збігається з «{taken}» за місяцем ({number}, {plant}) і забирає пару"
    ),
    "event.choice": (
        "{action}; вона збігається за місяцем ({number}, {plant}) і з «{a}», і з «{b}», тож "
        "{seat} обирає, яку взяти"
    ),
    "event.four": (
        "{action}; три інші карти місяця {number} ({plant}) лежать на полі, тож вона забирає "
        "всі чотири"
    ),
    "event.take": "{seat} забирає «{taken}» картою «{card}» і лишає «{left}» на полі",
    "event.yaku": "у {seat} тепер: {yaku}",
    "event.koikoi": "{seat} оголошує кой-кой і грає далі",
    "event.stop": "{seat} зупиняється",
    # -- the advisor's charts ----------------------------------------------------------------
    "decision.stop": "стоп",
    "decision.koi-koi": "кой-кой",
    "advice.expected": "очікувані очки (нетто)",
    "advice.who_wins": "хто виграє раунд",
    "advice.win": "ви",
    "advice.lose": "суперник",
    "advice.draw": "ніхто",
    "advice.difference": "кой-кой мінус стоп, очки",
    "advice.better_koi-koi": "краще кой-кой",
    "advice.better_stop": "краще стоп",
    "advice.better_either": "майже одне й те саме",
    # -- every chart: its text alternative, and the note where none can be drawn ----
    "chart.alt": "діаграма: {words}",
    "chart.missing": (
        "Тут немає діаграми: для діаграм потрібен matplotlib,\n"
        "який входить до повного дистрибутива Pyodide, але не до цієї копії курсу."
    ),
    # -- the multiplier explorer -------------------------------------------------------------
    "explorer.rules": "правила",
    "explorer.base": "база",
    "explorer.winner_calls": "власні кой-кой переможця",
    "explorer.rival_calls": "кой-кой суперника",
    "explorer.limit": "{name}: не більше {n} кой-кой за раунд, в обох гравців разом",
    "explorer.unlimited": "{name}: кой-кой можна оголошувати знову й знову, обом гравцям",
    "explorer.examples": "Приклади з правил:",
    "explorer.against_caller": "8 × 2 × 2 = 32",
    "explorer.against_caller_tip": (
        "база 8 (шіко) проти суперника, що оголосив кой-кой, навчальні правила"
    ),
    "explorer.worked": "5 × 2 = 10",
    "explorer.worked_tip": "розібраний приклад: цукімі гравця B, 5, подвоєно кой-кой гравця A",
    "explorer.own_win": "виграш того, хто сам оголосив (без подвоєння)",
    "explorer.own_win_tip": (
        "A оголошує кой-кой і виграє з іно-шіко-чоу 5 + тане 1: оголошення не подвоює"
    ),
    "explorer.headline": "Переможець отримує {points}; суперник отримує 0.",
    "explorer.options": "Параметри розрахунку за правилами «{name}»:",
    "explorer.too_many": (
        "{name}: за раунд можна оголосити кой-кой не більше {limit} раз(и), на двох; "
        "{w} + {r} — забагато"
    ),
    "explorer.reduced": "{name} дозволяє менше кой-кой: кількість оголошень зменшено",
    # -- self-checks -------------------------------------------------------------------------
    "check.self_check": "Перевірте себе.",
    "check.answer": "відповідь",
    "check.check": "Перевірити",
    "check.check_tip": "перевірити відповідь",
    "check.waiting": "відповіді поки немає",
    "check.right": "Правильно: {answer}.",
    "check.retry": "Не зовсім: не {given}. Спробуйте ще раз.",
    "check.shown": "Відповідь: {answer}.",
    "check.show": "Показати відповідь",
    "check.show_tip": "показати відповідь і пояснення",
    "check.empty": "спершу введіть ціле число",
    "check.not_number": "«{given}» — не ціле число: введіть цифри, наприклад 7",
    "check.placeholder": "ціле число",
    "key.question": "питання",
    "key.why": "чому",
    "quiz.under": "(правила: {rules})",
    "quiz.pile_points": "Скільки очок варті ці взятки, якщо їхній власник зупиниться зараз?",
    "quiz.pile_points.explain": "Яку у взятках і розрахунок: {equation}.",
    "quiz.pile_points.none": "У взятках немає жодного яку, вони не приносять очок: 0.",
    "quiz.pile_points.hint": "Знайдіть усі яку у взятках і додайте їхні очки.",
    "quiz.pile_points.hint_seven": (
        "Знайдіть усі яку у взятках і додайте їхні очки; потім згадайте про x2, коли база 7 або"
        " більше."
    ),
    "quiz.round_points.hint": (
        "Почніть з бази переможця, суми його яку, потім по черзі застосуйте кожен множник "
        "розрахунку."
    ),
    "quiz.which_take": "Ви граєте {card}. Яку карту з поля ви візьмете?",
    "quiz.which_take.explain": (
        "Обидві збігаються за місяцем ({month}, {plant}). Узявши {best}, ви отримуєте базу "
        "{best_base}, а не {other_base}, і не лишаєте кращу карту суперникові."
    ),
    "quiz.which_take.hint": (
        "Підходять обидві карти. Подивіться на взятки: яка з них дає яку або наближає до нього?"
    ),
    "quiz.which_captures": "Яка карта вашої руки забирає карту з поля?",
    "quiz.which_captures.explain": "{card} — місяць {month} ({plant}), як {field} на полі.",
    "quiz.which_captures.hint": (
        "Карти збігаються за місяцем, а не за малюнком чи категорією: знайдіть карту руки, чия "
        "рослина лежить на полі."
    ),
    "quiz.which_yaku": "Яке яку є в цих взятках?",
    "quiz.which_yaku.explain": "{yaku}, {points}: {cards}.",
    "quiz.which_yaku.hint": (
        "Спершу розкладіть взятки за категоріями (яскраві, тварини, стрічки, прості), потім "
        "порахуйте кожну."
    ),
    "quiz.stop_or_koikoi.hint": (
        "Порівняйте, що ви виграєте, зупинившись зараз, з тим, що суперник ще може зібрати, "
        "якщо ви продовжите."
    ),
    "quiz.stop_or_koikoi.why": (
        "Чому? Скільки в середньому за розіграшами порадника вартує тут кой-кой?"
    ),
    "quiz.stop_or_koikoi.why_more": "більше, ніж зупинка",
    "quiz.stop_or_koikoi.why_less": "менше, ніж зупинка",
    "quiz.stop_or_koikoi.why_same": "рівно стільки ж, скільки зупинка",
    "quiz.stop_or_koikoi.why_explain": "Чисті очки в середньому: кой-кой {koikoi}, стоп {stop}.",
    "quiz.stop_or_koikoi.why_hint": (
        "Пастка: певна перемога зараз може вартувати більше, ніж більша, яка може й не "
        "прийти. Що відповів порадник?"
    ),
    "quiz.which_take.why": "Чому ця карта?",
    "quiz.which_take.why_now": "з нею взятки вартують більше очок уже зараз",
    "quiz.which_take.why_kind": "зараз обидві дають взяткам однакову ціну; ця карта ціннішого виду",
    "quiz.which_take.why_first": "завжди забирають карту, що потрапила на поле першою",
    "quiz.which_take.why_hint": (
        "Пастка: правило не каже, яку карту брати, — вибирає гравець. Порівняйте базу "
        "взяток після кожного взяття."
    ),
    "drill.title": "Картки: місяць, рослина і категорія",
    "drill.ask": "Який місяць, рослина і категорія в цієї карти?",
    "drill.month": "місяць",
    "drill.plant": "рослина",
    "drill.kind": "категорія",
    "drill.choose": "(оберіть)",
    "drill.next": "Наступна карта",
    "drill.next_tip": "показати наступну карту",
    "drill.missing": "спершу оберіть: {what}",
    "drill.answered": "на цю карту вже відповіли: натисніть «Наступна карта»",
    "drill.unanswered": "спершу назвіть цю карту: пропущена карта не повернеться",
    "drill.right": "Правильно: {card}, місяць {month}, категорія «{kind}».",
    "drill.wrong": (
        "Не зовсім ({wrong}): це {card}, місяць {month}, категорія «{kind}». Ця карта скоро "
        "повернеться."
    ),
    "drill.score": "правильно {right} з {asked}; вивчено карт: {learned} з {cards}",
    "cheat.title": "Яку кої-кої: шпаргалка",
    "cheat.rules": "Правила: {rules}. Очки гравця, який зупиняється без оголошеного кої-кої.",
    "cheat.print": (
        "Надрукуйте сторінку з браузера (Ctrl+P або Cmd+P): вона вміщується на один аркуш"
        " A4 або Letter."
    ),
    "cheat.col.yaku": "яку",
    "cheat.col.cards": "карти",
    "cheat.col.points": "очки",
    "cheat.col.notes": "примітки",
    "cheat.any.sanko": "будь-які {n} з {of} яскравих",
    "cheat.any.tane": "будь-які {n} з {of} тварин",
    "cheat.any.tanzaku": "будь-які {n} з {of} стрічок",
    "cheat.any.kasu": "будь-які {n} з {of} простих",
    "cheat.no_rain_sanko": "не з людиною під дощем: 3 яскраві з нею не дають яку",
    "cheat.rain_sanko": "людина під дощем теж рахується",
    "cheat.more.inoshikacho": "+{n} за кожну наступну тварину",
    "cheat.more.akatan": "+{n} за кожну наступну стрічку",
    "cheat.more.aotan": "+{n} за кожну наступну стрічку",
    "cheat.more.tane": "+{n} за кожну наступну тварину",
    "cheat.more.tanzaku": "+{n} за кожну наступну стрічку",
    "cheat.more.kasu": "+{n} за кожну наступну просту",
    "cheat.cup_plain": "чаша саке рахується і простою картою",
    "cheat.after_call": "{n}, коли власник уже оголосив кої-кої",
    "cheat.rain_cancels": "не рахується, якщо у взятках людина під дощем",
    "cheat.sums": "Виграш: база, потім множники",
    "cheat.case.stop": "стоп із базою {base}",
    "cheat.case.seven": "стоп із базою {base}, 7 або більше",
    "cheat.case.rival": "перемога з базою {base} після кої-кої суперника",
    "cheat.case.own": "перемога з базою {base} після власного кої-кої",
    "cheat.case.own2": "перемога з базою {base} після двох власних кої-кої",
    "cheat.calls": "оголошень кої-кої за раунд, в обох гравців разом: {n}",
    "cheat.calls_unlimited": "оголошень кої-кої за раунд: без обмеження",
    "cheat.turn": (
        "Хід: розіграйте карту з руки на карту поля того ж місяця (або покладіть її на "
        "поле), потім відкрийте верхню карту запасу і зробіть те саме; яку перевіряють "
        "після обох кроків."
    ),
    "cheat.months": "Дванадцять місяців: карта складається в пару з картами свого місяця",
    "cheat.instant": "роздана рука з 4 картами одного місяця або 4 парами одразу виграє {n}",
    # -- the play table ----------------------------------------------------------------------
    "play.watch": "«Вперед» покаже, що було далі.",
    "play.skip": "До поточного ходу",
    "play.skip_tip": "показати решту ходу одразу",
    "play.prev_tip": "попередня частина ходу",
    "play.next_tip": "наступна частина ходу",
    "live.controls": "керування столом",
    "error.widget.no-card-asked": "зараз карту вибирати не треба: {must}",
    "widget.must-step": "натисніть «Вперед», щоб побачити, що буде",
    "widget.guess-right": "Правильно!",
    "widget.guess-answer": "Цього разу ні: правильна відповідь — {card}.",
    "widget.ask-play": "Ваш хід за {seat}: клацніть карту, яку {seat} зіграє з руки.",
    "widget.ask-take": "Ваш хід за {seat}: клацніть карту поля, яку візьме {card}.",
    "widget.hint-play": (
        "Не {card}. Підказка: {seat} грає карту місяця {number} ({plant}); спробуйте ще "
        "раз."
    ),
    "widget.hint-take": (
        "Не {card}. Правило: карта бере карту поля свого місяця, а {played} — місяць "
        "{number} ({plant}); спробуйте ще раз."
    ),
    "error.widget.no-control": "у стола немає елемента керування {control}",
    "quote.name": "«{name}»",
    "play.you": "Ви — {seat}, суперник: {opponent}",
    "play.round_of": "раунд {n} з {total}",
    "play.round_n": "раунд {n}",
    "play.hand": "Ваша рука:",
    "play.take_which": "{card} підходить до двох карт поля: яку взяти?",
    "play.take": "взяти {card}",
    "play.decide": "У вас є яку: зупинитися й виграти зараз чи оголосити кой-кой і грати далі?",
    "play.hint": "підказка",
    "play.hint_tip": "добрий хід і чому",
    "play.advisor": "Запитати порадника",
    "play.advisor_tip": "порівняти стоп і кой-кой, дограючи раунд багато разів",
    "play.no_advice": "порадник — для вашого рішення про кой-кой; зараз треба: {verb}",
    "play.new_round": "новий раунд",
    "play.next_round": "наступний раунд",
    "play.log": "Ходи",
    "play.totals": "Рахунок: A {a}, B {b}",
    "play.match_won": "Партію закінчено: перемагає {seat}.",
    "play.match_tie": "Партію закінчено: нічия.",
    "play.history": "раунд",
    "play.dealer": "роздає",
    "play.winner": "переможець",
    "play.points": "очки",
    "play.nobody": "немає",
    "play.your_play": "ваш хід: зіграйте карту",
    "play.your_take": "оберіть, яку карту взяти",
    "play.your_decide": "вирішіть: стоп чи кой-кой",
    "play.over": "раунд закінчено: {result}",
    "play.won": "{seat} виграє {points}",
    "play.playing": "хід {card}",
    "play.playing_taking": "хід {card} зі взяттям {taken}",
    "play.taking": "взяти {card}",
    "play.captures": "забирає {cards}",
    "play.stays": "лишається на полі",
    "play.completes": "складає {yaku} ({points})",
    "play.raises": "піднімає {yaku} до {points}",
    "play.towards": "{yaku}: стане {have} з {need}",
    "play.gives": "лишає {card} там, де {seat} може взяти її для {yaku}",
    "play.stop_wins": "зупинка зараз дає {equation}",
    "play.near": "{seat}: до {yaku} бракує карт: {k} ({have} з {need})",
    "play.cards_left": "у вашій руці лишилося карт: {k}",
    # -- the yaku calculator -----------------------------------------------------------------
    "calc.rules": "правила",
    "calc.cards": "Натисніть на карту, щоб покласти її у взятки; ще раз, щоб прибрати.",
    "calc.month": "{m} · {plant}",
    "calc.points": "Очки, якщо власник взяток зупиниться зараз, без оголошеного кой-кой",
    "calc.nothing": "Яку немає: ці взятки не принесуть очок.",
    "calc.compare": "Ті самі взятки за кожним набором правил",
    "calc.preset": "набір правил",
    "calc.yaku": "яку",
    "calc.base": "база",
    "calc.total": "очки",
    "calc.none": "немає",
    "calc.added": "додано карту «{card}»",
    "calc.removed": "прибрано карту «{card}»",
    "calc.new_pile": "нові взятки",
    "calc.cleared": "взятки очищено",
    "calc.ruled": "правила: {name}",
    "calc.summary": "карт: {n}, база: {base}, очки: {points}",
    "calc.these": "ці правила",
    # -- the advisor widget ------------------------------------------------------------------
    "advisor.rules": "правила",
    "advisor.you_model": "ви далі граєте як",
    "advisor.rival_model": "суперник грає як",
    "advisor.ask": "Запитати",
    "advisor.ask_tip": "багато разів дограти раунд і порівняти стоп і кой-кой",
    "advisor.where": "{seat}, хід {turn}, {rules}",
    "advisor.waiting": "натисніть «Запитати», щоб порівняти стоп і кой-кой",
    "advisor.playouts": "догравань: {n}",
    "advisor.exact": "точно, розкладів: {n}",
    "advisor.says": "Порада: {best}.",
    "advisor.against": "кой-кой {diff} оч. проти стопу",
    "decision.either": "майже одне й те саме",
    # -- хід по частинах (кроки програвача сценаріїв) ---------------------------------------
    "part.name.play": "хід картою",
    "part.name.capture": "взяття",
    "part.name.flip": "карта із запасу",
    "part.name.yaku": "яку",
    "part.name.decision": "рішення",
    "part.play": "{seat} грає з руки картою «{card}»",
    "part.flip": "{seat} відкриває верхню карту запасу, «{card}»",
    "part.match-pair": (
        "{action}. Вона збігається з «{taken}» на полі: той "
        "самий місяць ({number}, {plant})."
    ),
    "part.match-four": (
        "{action}. Усі три інші карти місяця {number} ({plant}) лежать на полі."
    ),
    "part.match-choice": (
        "{action}. Вона збігається з двома картами поля, «{a}» і «{b}»: обидві місяця {number} "
        "({plant}), тож {seat} має вибрати одну."
    ),
    "part.match-stays": (
        "{action}. На полі немає карт місяця {number} ({plant}): збігів немає."
    ),
    "part.capture-pair": "«{card}» бере «{taken}»: обидві карти йдуть до взяток {seat}.",
    "part.capture-four": (
        "«{card}» бере всі три: чотири карти місяця "
        "({plant}) йдуть до взяток {seat}."
    ),
    "part.capture-take": "{seat} бере «{taken}» картою «{card}»; «{left}» лишається на полі.",
    "part.capture-stays": (
        "Брати нічого: «{card}» лишається на полі, і згодом її може взяти будь-який гравець."
    ),
    "part.yaku": "У взятках {seat} тепер {yaku}: нове або краще яку.",
    "part.decide-koikoi": "{seat} оголошує кой-кой: раунд триває заради нових очок.",
    "part.decide-stop": "{seat} зупиняється: раунд закінчено, {seat} отримує очки за свої яку.",
    "player.part": "хід {turn}: {part}",
    # -- the scenario player -----------------------------------------------------------------
    "player.first": "На початок",
    "player.prev": "Назад",
    "player.next": "Вперед",
    "player.last": "В кінець",
    "player.first_tip": "початкова позиція",
    "player.prev_tip": "попередній крок",
    "player.next_tip": "наступна частина ходу",
    "player.last_tip": "кінець сценарію",
    "player.step": "крок",
    "player.step_of": "крок {k} з {n}",
    "player.start": "початкова позиція",
    "player.plays": "{seat} грає «{card}»",
    "player.calls": "{seat} оголошує кой-кой",
    "player.stops": "{seat} зупиняється",
    "player.wins": "{seat} виграє {points}",
    "player.no_winner": "переможця немає",
    "player.happened": "що сталося",
    "player.nothing": "ходів ще не було",
    "player.question": "Ви граєте за {seat}: зупинитися чи оголосити кой-кой і грати далі?",
    "player.asking": "{seat} вирішує: стоп чи кой-кой?",
    "player.same": "Ви обрали «{choice}», як і {seat} у цьому сценарії.",
    "player.differ": "Ви обрали «{choice}», а {seat} у цьому сценарії обрав «{theirs}».",
    "player.branch": "показати іншу гілку",
    "player.advisor": "Запитати порадника",
    "player.advisor_tip": "порівняти стоп і кой-кой у цій позиції",
    "player.no_advice": "крок {k} з {n} — не рішення про кой-кой: порадник відкривається лише там",
    # -- numbers -----------------------------------------------------------------------------
    "number.point": "очко",
    "number.points": "очок",
    "number.points-few": "очки",
    "number.points-fraction": "очка",
    "number.points-of": "{n} {unit}",
    "number.under-one-percent": "менше 1 %",
    # -- the advisor's reading -------------------------------------------------------------
    "reading.gap": " ",
    "reading.stop": "Зупинившись, ви напевно отримуєте {hold}.",
    "reading.koikoi": (
        "Кой-кой у середньому приносить {expected}{interval}: ви виграєте у {win} "
        "випадків, суперник — у {lose}, ніхто — у {draw}."
    ),
    "reading.interval": " (довірчий інтервал {conf}: від {lo} до {hi})",
    "reading.gives-up": "свої {hold} втрачаєте у {share} випадків",
    "reading.gain": (
        "Оголосивши тут кой-кой, ви в середньому отримуєте на {diff} більше, але "
        "{gives_up}."
    ),
    "reading.cost": (
        "Оголосивши тут кой-кой, ви в середньому втрачаєте {diff}, а {gives_up}: краще "
        "зупинитися."
    ),
    "reading.close": (
        "Тут зупинитися й оголосити кой-кой — майже одне й те саме (різниця в середньому "
        "{diff})."
    ),
    "reading.exact": "Точний розрахунок: перебрано всі розклади невидимих карт ({n}).",
    "reading.estimated": "Оцінка за дограваннями: {n} (ви: {you}, суперник: {rival}).",
    # -- progress towards a yaku ---------------------------------------------------
    "progress.of": "{yaku}: {have} з {need}",
    # -- presets (their ids stay in code) ------------------------------------------
    "preset.teaching": "навчальні",
    "preset.escalating": "наростальні",
    "preset.flower-poker": "квітковий покер",
    "preset.nintendo": "Nintendo",
    "preset.koikoi-japan": "KoiKoi-Japan",
    "options.option": "опція",
    "options.does": "що вона робить",
    # -- computer players (their ids stay in code) --------------------------------
    "player.random": "випадковий",
    "player.greedy": "жадібний",
    "player.heuristic": "евристичний",
    # -- the command line -------------------------------------------------------------------
    "cli.no-yaku": "яку немає",
    "cli.score": "{yaku} | база {base} | очки {points}",
    "cli.simulated": (
        "раундів: {rounds}, правила {rules}{changed}, "
        "{a} (A) проти {b} (B), зерно {seed}"
    ),
    "cli.results": (
        "A виграв раундів: {wa} ({pa} оч.), B: {wb} ({pb} оч.), "
        "без переможця: {draws}"
    ),
    "cli.speed": "{seconds} с, раундів за секунду: {rate}",
    "cli.checked.ok": "{file}: правильно: {outcome}",
    "cli.checked.failed": "{file}: НЕ ЗІЙШЛОСЯ: {outcome}",
    "cli.checked.played": "{file}: {outcome}",
    "cli.scenarios": "сценаріїв: {n}; {counts}",
    "cli.count.ok": "правильно: {n}",
    "cli.count.failed": "не зійшлося: {n}",
    "cli.count.invalid": "з помилкою у файлі: {n}",
    "cli.count.played": "зіграно без очікувань: {n}",
    "cli.copied": "{folder}: скопійовано файлів уроків: {n}",
    "cli.kept": (
        "залишено як ваші файли, що відрізняються від файлів курсу ({n}; --reset поверне "
        "версії курсу, а ваші збереже поруч): {lessons}"
    ),
    "cli.untrusted": "koikoi-edu: уроки лишаються недовіреними: {why}",
    "cli.starting": "запускаю JupyterLab у {folder}",
    "cli.restored": "{name}: повернено версію курсу; вашу збережено як {kept}",
    "cli.skipped": "{name}: залишено як є, не скопійовано: {why}",
    "cli.not-a-notebook": "{name}: це не блокнот, який можна прочитати; залишено недовіреним",
    "cli.link.lab": "Binder, JupyterLab на уроці 00: {url}",
    "cli.link.voila": "Binder, Voila на розборі прикладу: {url}",
    "cli.link.no-hub": (
        "JupyterHub: додайте --hub URL, щоб отримати посилання nbgitpuller на ваш хаб"
    ),
    "cli.link.hub": "JupyterHub (nbgitpuller), урок 00: {url}",
    # -- a scenario's outcome (koikoi_edu.scenario.Outcome) --------------------------
    "outcome.pending": "ще триває: раунд не закінчено",
    "outcome.no-winner": "переможця немає: {why}",
    "outcome.wins": "{seat} виграє {points}: {equation}",
    "outcome.expected": "очікувалося {key} = {want}, вийшло {got}",
    # -- recorded games (koikoi_edu.records) ---------------------------------------
    "record.title": "Записана партія {source}, раунд {n}",
    "record.source": "{source}, раунд {n}, із записів партій KoiKoi-AI (ліцензія MIT);",
    "record.seats": "гравець 1 запису — A, гравець 2 — B.",
    "record.sentence": "{text}.",
    "record.cut-short-before": "{source}: запис уривається до першого раунду",
    "record.cut-short": (
        "{source}: запис уривається в раунді {n} після ходу {turns}, {state}; партію так "
        "і не дограли"
    ),
    "record.no-result": "без результату",
    "record.after-result": "після його результату",
    # -- errors a learner can meet (koikoi_edu.errors.KoikoiError.say) -------------
    # where in a file or a list the error below was found: words, or code as written
    # keys and values as a file writes them (errors.code)
    "error.code": "`{code}`",
    # text from a file, quoted as the language quotes input
    "error.text-value": "'{text}'",
    "error.at": "{where}: {cause}",
    "error.at-code": "`{where}`: {cause}",
    # why the system refused a file (errors.system_reason)
    "error.os.ENOENT": "немає такого файлу чи теки",
    "error.os.EACCES": "немає прав доступу",
    "error.os.EISDIR": "це тека",
    "error.os.ENOTDIR": "частина шляху — не тека",
    "error.os.ENOSPC": "на диску немає місця",
    "error.os.EROFS": "файлова система лише для читання",
    "error.lessons-cannot-make": "lessons: не вдається створити теку {folder}: {why}",
    "error.os.ELOOP": "це символічне посилання, крізь нього нічого не записується",
    "error.os.ESPIPE": "це не звичайний файл (канал або пристрій)",
    "error.links-hub-login": (
        "links --hub: вкажіть адресу JupyterHub без імені користувача й пароля; кожен студент "
        "входить у хаб сам"
    ),
    "error.scenario.expect-yaku": "`expect.yaku`: {yaku} — це не яку; яку: {names}",
    "error.card": "«{card}»",
    "error.round-over": "раунд закінчено; ходів більше немає",
    "error.not-in-hand": "{action} немає на руці в {seat}",
    "error.decision-in-play": "{action} — це рішення, а {seat} зараз має зіграти карту",
    "error.not-a-decision": "{action} — не рішення: {seat} має зараз вирішити, стоп чи кой-кой",
    "error.not-a-choice-played": "{action} обрати не можна: зіграна карта {card} бере {a} або {b}",
    "error.not-a-choice-flipped": (
        "{action} обрати не можна: відкрита карта {card} бере {a} або {b}"
    ),
    "error.cannot-play": "{seat} не може зараз зіграти {action}: треба {must}",
    "error.cannot-take": "{seat} не може зараз узяти {action}: треба {must}",
    "error.cannot-decide": "{seat} не може зараз сказати «{action}»: треба {must}",
    "error.must-play": "зіграти карту з руки",
    "error.must-take": "обрати, яку карту поля бере зіграна карта",
    "error.must-draw-take": "обрати, яку карту поля бере відкрита карта",
    "error.must-decide": "вирішити: стоп чи кой-кой",
    "error.no-question": (
        "на кроці {k} з {n} немає рішення про кой-кой; відповідайте, коли гравець спитає"
    ),
    "error.no-branch": "крок {k} з {n} не має іншої гілки",
    "error.cli-option-form": "--option '{option}': пишіть НАЗВА=ЗНАЧЕННЯ, наприклад sanko_points=6",
    "error.cli-option-line": (
        "--option '{option}': значення має бути одним рядком друкованих символів"
    ),
    "error.cli-stdin-alone": "score: - читає взятки зі стандартного вводу й пишеться сам",
    "error.cli-stdin-closed": "score -: стандартний ввід закрито; вкажіть карти аргументами",
    "cli.stdin-line": "<stdin>: рядок {n}",
    "error.cli-line-too-long": (
        "<stdin>: рядок {n}: довший за {limit} символів; взятки з усіх 48 карт займають "
        "близько 800"
    ),
    "error.cli-players": "--players '{players}': вкажіть два імені, наприклад heuristic,random",
    "error.cli-cannot-write": "--out {file}: не вдається записати: {why}",
    "error.cli-reset-in-checkout": (
        "lessons --reset: у копії репозиторію уроки — це сама тека notebooks/; поверніть урок "
        "через git checkout або скопіюйте уроки деінде з `--folder ТЕКА`"
    ),
    "error.cli-empty-folder": (
        "lessons --folder '': вкажіть назву теки, наприклад --folder {folder}"
    ),
    "error.cli-no-lessons": (
        "lessons: у цьому встановленні koikoi-edu немає уроків; встановіть пакет знову з wheel "
        "або з PyPI"
    ),
    "error.lessons-not-a-folder": (
        "lessons: {folder} — це файл, а не тека; оберіть іншу з --folder"
    ),
    "error.links-repo": (
        "links: '{repo}' — не репозиторій GitHub; вкажіть OWNER/NAME або "
        "https://github.com/OWNER/NAME"
    ),
    "error.links-branch": "links --branch '{branch}': це не назва гілки",
    "error.links-hub": (
        "links --hub '{hub}': вкажіть адресу JupyterHub, http:// або https://, наприклад "
        "https://hub.example.edu"
    ),
    "error.unknown-card": "невідома карта `{id}`",
    "error.unknown-option": "невідома опція правил {option}",
    "error.unknown-preset": "невідомий набір правил {preset}; оберіть один із: `{choices}`",
    "error.option-name": "назва правил має бути текстом, а не `{value}`",
    "error.option-choice": (
        "опція правил `{option}` набуває одного зі значень `{choices}`, а не `{value}`"
    ),
    "error.option-bool": "опція правил `{option}` має бути `true` або `false`, а не `{value}`",
    "error.option-number": (
        "опція правил `{option}` має бути цілим числом від {low} до {high}, а не `{value}`"
    ),
    "error.endless-match": (
        "партія за цими правилами ніколи не закінчиться: задайте match_rounds, "
        "match_target або bank"
    ),
    # -- rules options (the English is each option's doc in koikoi_edu/rules.py) -----------
    "option.name": "набір правил, з якого почалися ці опції (лише для відома)",
    "option.rival_may_call": (
        "після кой-кой інший гравець теж може оголосити кой-кой, коли збере яку; "
        "`False` — знову оголошувати може лише той, хто оголосив першим, а перше ж яку "
        "іншого гравця одразу виграє раунд (джерело 003: «поки другий гравець не "
        "виграє»)"
    ),
    "option.double_against_caller": (
        "×2, коли суперник переможця оголошував кой-кой у цьому раунді"
    ),
    "option.double_at_seven": "×2, коли база 7 або більше",
    "option.improvement": (
        "що після перевірки закінчує раунд (або дає нове рішення): `yaku` — нове яку "
        "або яку, що коштує більше, ніж на минулій перевірці; `total` — більший підсумок "
        "(разом з оголошеннями)"
    ),
    "option.last_turn_decision": (
        "гравець, що зібрав яку на своєму останньому ході, все одно вирішує (кой-кой тут "
        "веде до нічиєї); `False` — таке яку одразу виграє раунд"
    ),
    "option.goko_points": "усі 5 яскравих",
    "option.shiko_points": "4 яскраві без людини під дощем",
    "option.ame_shiko_points": "4 яскраві разом із людиною під дощем",
    "option.sanko_points": "3 яскраві (див. rainman_sanko)",
    "option.rainman_sanko": "3 яскраві разом із людиною під дощем теж дають «Три яскраві»",
    "option.inoshikacho_points": "кабан, олень і метелики",
    "option.inoshikacho_extras": "«Кабан, олень, метелики»: +1 за кожну тварину понад 3",
    "option.akatan_points": "3 стрічки з віршами (див. akatan_cards)",
    "option.akatan_cards": (
        "з яких стрічок складається akatan: `poetry` — 3 стрічки з віршами; `any-red` — "
        "будь-які 3 з 7 червоних стрічок (3 стрічки з віршами та 4 прості червоні; сині "
        "стрічки не червоні)"
    ),
    "option.aotan_points": "3 сині стрічки",
    "option.ribbon_extras": "akatan і aotan: +1 за кожну стрічку понад 3",
    "option.ribbon_pair_extras": (
        "з ribbon_extras, коли зібрано і akatan, і aotan: `shared` — один +1 за кожну "
        "стрічку понад 6; `each` — кожне яку рахує свої додатки"
    ),
    "option.ribbon_pair_bonus": "очки зверху, коли зібрано і akatan, і aotan",
    "option.named_excludes_counted": (
        "карти «Кабана, оленя, метеликів» не рахуються вдруге для «Тварин», а карти "
        "akatan і aotan — для «Стрічок»; `False` — іменні й лічильні яку ділять карти"
    ),
    "option.viewing_points": "«Милування квітами» і «Милування місяцем», кожне; 0 їх вимикає",
    "option.viewing_points_called": (
        "«Милування квітами» і «Милування місяцем», кожне, після того як їхній власник "
        "оголосив кой-кой; `None` — стільки ж"
    ),
    "option.cup_is_plain": "чарка саке рахується ще й простою для «Простих»",
    "option.deal_protocol": (
        "як роздається колода, згори: `packets-of-2` — не здавальнику, на поле, "
        "здавальнику, чотири рази (джерела 000, 002); `packets-of-4` — не здавальнику, "
        "здавальнику, на поле, двічі (джерело 001); `by-eights` — 8 на поле, 8 "
        "здавальнику, 8 не здавальнику (джерело 003). Решта за будь-якої роздачі — запас"
    ),
    "option.instant_win_points": (
        "рука з 4 картами одного місяця (teshi) або з 4 парами (kuttsuki); 0 — без "
        "миттєвих перемог"
    ),
    "option.two_month_hand_points": "рука з 8 карт лише двох місяців; 0 — не особлива рука",
    "option.both_instant": (
        "обидві руки дають миттєву перемогу: `redeal` — перездача, або `play-on` — грати "
        "далі, не зважаючи на обидві"
    ),
    "option.field_pairs_redeal": "4 пари на полі: перездача",
    "option.hand_four_redeal": "рука з 4 картами одного місяця: перездача",
    "option.draw_points": (
        "очки, які отримує здавальник, коли карти на руках скінчилися без переможця"
    ),
    "option.draw_points_after_call": (
        "здавальник отримує draw_points, навіть якщо в раунді оголошували кой-кой; "
        "`False` — лише коли ніхто не зібрав жодного яку (джерело 003), інакше проста "
        "нічия"
    ),
    "option.dealer_after_draw": (
        "хто роздає після раунду без переможця: `other` — інший гравець, `same` — той самий"
    ),
    "option.match_rounds": "раундів у партії (перездачі не рахуються); `None` — без обмеження",
    "option.match_target": "партія закінчується, коли підсумок гравця сягає цього числа",
    "option.bank": (
        "кожен гравець починає з такою кількістю очок, і очки переходять від того, хто "
        "програв, до переможця; гравець із порожнім банком програє; `None` — підсумки "
        "починаються з 0"
    ),
    # -- errors in scenario files and the text they are read from (scenario.py, bounded.py)
    "error.scenario.in-turn": "хід {n}: {cause}",
    "error.scenario.unreadable": "`{source}`: не вдається прочитати файл: {why}",
    "error.scenario.not-text": "сценарій — це текст `TOML`, а не `{kind}`",
    "error.scenario.stop-at": "`stop_at` має бути від 0 до {turns}, а не {value}",
    "error.scenario.not-in-library": (
        "у бібліотеці немає сценарію '{name}'; оберіть один із: {names}"
    ),
    "error.scenario.none-shipped": "(у постачанні їх немає)",
    "error.scenario.missing": "немає `{key}`",
    "error.scenario.deck-and-position": (
        "вкажіть або `deck` (48 карт), або `[position]`, але не обидва разом"
    ),
    "error.scenario.no-deck-or-position": (
        "вкажіть або `deck` (48 карт), або `[position]`: немає ні того, ні іншого"
    ),
    "error.scenario.dealer-with-position": (
        "`dealer` на початку файлу пишеться разом із `deck`; у `[position]` роздавача "
        "вказують усередині `[position]`"
    ),
    "error.scenario.one-turn-table": (
        "кожен хід пишеться як `[[turn]]` (список ходів), а не `[turn]`"
    ),
    "error.scenario.deck-size": "карт у колоді: {n}, а не 48; немає `{card}`",
    "error.scenario.deck-size-more": "карт у колоді: {n}, а не 48; немає `{card}` і ще {more}",
    "error.scenario.turn-not-a-table": "хід {n} має бути таблицею, а не {value}",
    "error.scenario.play-missing": "немає `play` (карти, зіграної з руки)",
    "error.scenario.decide-value": '`decide` приймає `"stop"` або `"koi-koi"`, а не {value}',
    "error.scenario.expect-winner": (
        '`expect.winner` приймає `"A"`, `"B"`, `"none"` або `"pending"`, а не {value}'
    ),
    "error.scenario.not-kind": "`{where}`: очікується {kind}, а не {value}",
    "error.scenario.kind-text": "текст",
    "error.scenario.kind-number": "ціле число",
    "error.scenario.kind-list": "список",
    "error.scenario.kind-table": "таблиця",
    "error.scenario.not-a-seat": '`{where}`: очікується `"A"` або `"B"`, а не {value}',
    "error.scenario.unknown-key": "невідомий ключ {key}; допустимі ключі: {keys}",
    "error.scenario.misplaced-key": "`{key}` тут не на місці: {home}",
    "error.scenario.home-top": "його місце на початку файлу, до першого заголовка `[...]`",
    "error.scenario.home-position": "його місце в `[position]`",
    "error.scenario.home-seat": "він пишеться з гравцем, як `A.hand` або `B.captured`",
    "error.scenario.home-turn": "його місце в `[[turn]]`",
    "error.scenario.home-expect": "його місце в `[expect]`",
    "error.scenario.unknown-card": "невідома карта {card}",
    "error.scenario.unknown-card-hint": "невідома карта {card}; можливо, `{hint}`?",
    "error.scenario.twice": "`{card}` вказано двічі",
    "error.scenario.round-over": "раунд уже закінчено ({ending}); ходів більше бути не може",
    "error.scenario.played-unchosen": (
        "зіграна карта `{card}` підходить і до `{a}`, і до `{b}` на полі; вкажіть, яку вона "
        'бере, у `take = "..."`'
    ),
    "error.scenario.flipped-unchosen": (
        "відкрита карта `{card}` підходить і до `{a}`, і до `{b}` на полі; вкажіть, яку вона "
        'бере, у `draw_take = "..."`'
    ),
    "error.scenario.played-unasked": (
        "вказано `take = {chosen}`, але в зіграної карти `{card}` немає вибору; `take` "
        "потрібен, лише коли на полі дві відповідні карти"
    ),
    "error.scenario.flipped-unasked": (
        "вказано `draw_take = {chosen}`, але у відкритої карти `{card}` немає вибору; "
        "`draw_take` потрібен, лише коли на полі дві відповідні карти"
    ),
    "error.scenario.decide-missing": (
        '{seat} тепер збирає {held} і має вирішити: додайте `decide = "stop"` або '
        '`decide = "koi-koi"`'
    ),
    "error.scenario.decide-after-end": (
        'вказано `decide = "{decide}"`, але {seat} не пропонують вирішувати: раунд закінчено '
        "({ending})"
    ),
    "error.scenario.decide-no-yaku": (
        'вказано `decide = "{decide}"`, але {seat} не пропонують вирішувати: за цей хід немає '
        "нового або кращого яку"
    ),
    "error.file.too-large": (
        "файл більший за {limit} байтів, а файлу такого роду стільки ніколи не потрібно"
    ),
    "error.file.too-long": (
        "{chars} символів, а файлу такого роду ніколи не потрібно більше за {limit}"
    ),
    "error.file.not-utf8": "текст не в кодуванні `UTF-8` (байт {byte})",
    "error.file.number-too-long": (
        "число з {digits} цифр, а жодному числу тут не потрібно більше за {limit}"
    ),
    "error.file.not-json-text": "очікується текст `JSON`, а не `{kind}`",
    "error.file.json-too-deep": "списки й об'єкти вкладено глибше ніж на {depth} рівнів",
    "error.file.json-invalid": "помилка в `JSON`: '{detail}'",
    "error.file.json.value": (
        "помилка в `JSON`: очікується значення (рядок {line}, стовпець {column}, символ {char})"
    ),
    "error.file.json.name": (
        "помилка в `JSON`: очікується ім'я властивості в подвійних лапках (рядок {line}, "
        "стовпець {column}, символ {char})"
    ),
    "error.file.json.colon": (
        "помилка в `JSON`: очікується `:` (рядок {line}, стовпець {column}, символ {char})"
    ),
    "error.file.json.comma": (
        "помилка в `JSON`: очікується `,` (рядок {line}, стовпець {column}, символ {char})"
    ),
    "error.file.json.string-unclosed": (
        "помилка в `JSON`: рядок не закрито (початок: рядок {line}, стовпець {column}, "
        "символ {char})"
    ),
    "error.file.json.control-character": (
        "помилка в `JSON`: керівний символ у рядку (рядок {line}, стовпець {column}, "
        "символ {char})"
    ),
    "error.file.json.escape": (
        "помилка в `JSON`: неправильна екранована послідовність `\\` (рядок {line}, "
        "стовпець {column}, символ {char})"
    ),
    "error.file.json.hex": (
        "помилка в `JSON`: неправильна послідовність `\\uXXXX` (рядок {line}, "
        "стовпець {column}, символ {char})"
    ),
    "error.file.json.trailing-comma-array": (
        "помилка в `JSON`: зайва кома перед кінцем масиву "
        "(рядок {line}, стовпець {column}, символ {char})"
    ),
    "error.file.json.trailing-comma-object": (
        "помилка в `JSON`: зайва кома перед кінцем об’єкта "
        "(рядок {line}, стовпець {column}, символ {char})"
    ),
    "error.file.json.extra-data": (
        "помилка в `JSON`: зайві дані після значення (рядок {line}, стовпець {column}, "
        "символ {char})"
    ),
    "error.file.toml-too-deep": "масиви й таблиці вкладено глибше ніж на {depth} рівнів",
    "error.file.dotted-key-too-deep": "ключ із крапками вкладено глибше ніж на {depth} рівнів",
    "error.file.toml-number-too-long": "помилка в `TOML`: число задовге, щоб його прочитати",
    "error.file.toml-invalid": "помилка в `TOML`: '{detail}'",
    "error.file.toml-at": "рядок {line}, стовпець {column}",
    "error.file.toml-at-end": "кінець документа",
    "error.file.toml.statement": "помилка в `TOML`: незрозумілий запис ({at})",
    "error.file.toml.newline": (
        "помилка в `TOML`: після запису очікується кінець рядка або документа ({at})"
    ),
    "error.file.toml.literal-unclosed": "помилка в `TOML`: бракує закривальної `'` ({at})",
    "error.file.toml.multiline-literal-unclosed": (
        "помилка в `TOML`: бракує закривальних `'''` ({at})"
    ),
    "error.file.toml.invalid-character": "помилка в `TOML`: неприпустимий символ `{part}` ({at})",
    "error.file.toml.declared-twice": "помилка в `TOML`: таблицю `{part}` оголошено двічі ({at})",
    "error.file.toml.overwrite": "помилка в `TOML`: значення не можна перезаписати ({at})",
    "error.file.toml.table-unclosed": (
        "помилка в `TOML`: заголовок таблиці не закрито дужкою `]` ({at})"
    ),
    "error.file.toml.immutable": (
        "помилка в `TOML`: `{part}` не можна доповнити: це вбудована таблиця або масив ({at})"
    ),
    "error.file.toml.array-table-unclosed": (
        "помилка в `TOML`: заголовок масиву таблиць не закрито дужками `]]` ({at})"
    ),
    "error.file.toml.redefine": (
        "помилка в `TOML`: таблицю `{part}` не можна задати заново ({at})"
    ),
    "error.file.toml.equals": "помилка в `TOML`: після ключа очікується `=` ({at})",
    "error.file.toml.key-start": "помилка в `TOML`: ключ не може так починатися ({at})",
    "error.file.toml.array-unclosed": "помилка в `TOML`: масив не закрито ({at})",
    "error.file.toml.inline-duplicate": (
        "помилка в `TOML`: ключ `{part}` повторюється у вбудованій таблиці ({at})"
    ),
    "error.file.toml.inline-unclosed": "помилка в `TOML`: вбудовану таблицю не закрито ({at})",
    "error.file.toml.backslash": "помилка в `TOML`: неекранований `\\` у рядку ({at})",
    "error.file.toml.hex": "помилка в `TOML`: неправильне шістнадцяткове значення ({at})",
    "error.file.toml.not-scalar": (
        "помилка в `TOML`: екранований символ — не скалярне значення Юнікоду ({at})"
    ),
    "error.file.toml.string-unclosed": "помилка в `TOML`: рядок не закрито ({at})",
    "error.file.toml.illegal-character": "помилка в `TOML`: неприпустимий символ `{part}` ({at})",
    "error.file.toml.date": "помилка в `TOML`: неправильна дата або час ({at})",
    "error.file.toml.value": "помилка в `TOML`: неправильне значення ({at})",

    # -- errors in saved rounds and matches (saving.py, match.py)
    "error.save.in-save": "збереження: {cause}",
    "error.save.in-round": "збережений раунд: {cause}",
    "error.save.in-match": "збережена партія: {cause}",
    "error.save.in-match-round": "раунд {n}: {cause}",
    "error.save.in-action": "дія {n}: {cause}",
    "error.save.not-json": "це не збережена гра: {cause}",
    "error.save.not-object": "очікується об’єкт, а не {value}",
    "error.save.missing": "немає `{key}`",
    "error.save.wrong-kind": "`{key}`: очікується {kind}, а не {value}",
    "error.save.seat": "`{key}`: очікується `A` або `B`, а не {value}",
    "error.save.object": "об’єкт",
    "error.save.list": "список",
    "error.save.string": "рядок",
    "error.save.bool": "`true` або `false`",
    "error.save.int": "ціле число",
    "error.save.unknown-card": "невідома карта {card}",
    "error.save.card-twice": "карта {card} трапляється двічі",
    "error.save.format": "формат '{format}' — не збереження `koikoi-edu`",
    "error.save.other-format": "це {saved}, а не {expected}",
    "error.save.a-round": "збережений раунд",
    "error.save.a-match": "збережена партія",
    "error.save.version": (
        "версія збереження {version} не підтримується (цей пакет читає версію {supported})"
    ),
    "error.save.unknown-action": "невідома дія {action}",
    "error.save.misdeals": "`misdeals` рахує перездачі, тож не може дорівнювати {n}",
    "error.save.other-rules": "його правила відрізняються від правил партії",
    "error.save.after-the-end": "партію до цього раунду вже закінчено",
    "error.save.other-deal": "це не той раунд, який роздає зерно {seed}",
    "error.save.unfinished": "він не закінчений, але за ним ідуть інші раунди",
    "error.match.round-in-play": "раунд {n} ще триває; спершу дограйте його",
    "error.match.round-not-over": "раунд {n} ще не закінчено",
    "error.match.over": "партію закінчено; раундів більше не буде",
    "error.match.rounds-count": (
        "кількість раундів має бути цілим числом від 0 до {limit}, а не {value}"
    ),
    "error.match.rounds-count-text": (
        "кількість раундів має бути цілим числом від 0 до {limit}, а не '{value}'"
    ),

    # -- errors in game records, hand-built positions and card lists (records.py,
    # positions.py, cards.py, round.py)
    "error.record.file": "`{source}`",
    "error.record.round": "`{source}`, раунд {round}",
    "error.record.turn": "`{source}`, раунд {round}, хід {turn}",
    "error.record.list-gap": ", ",
    "error.record.nothing": "нічого",
    "error.record.unreadable": "{where}: не вдається прочитати файл: {why}",
    "error.record.not-json": "{where}: це не запис партії у форматі `JSON`: {cause}",
    "error.record.entry-missing": "{where}: немає ключа '{key}'",
    "error.record.shape": (
        "{where}: це не запис партії очікуваного вигляду (ключі `info`, `result` і `record`)"
    ),
    "error.record.no-records": "`{directory}`: у цій теці немає записів партій (`*.json`)",
    "error.record.is-over": "{where}: `isOver` має бути `true` або `false`, а не {value}",
    "error.record.unexpected-entry": (
        "{where}: неочікуваний ключ '{key}'; очікувалися `{prefix}1`, `{prefix}2`, ..."
    ),
    "error.record.not-a-player": "{where}: `{key}` має бути гравцем 1 або 2, а не {value}",
    "error.record.not-a-card": "{where}: `{key}`: {value} — не карта [місяць 1–12, 1–4]",
    "error.record.not-a-list": "{where}: `{key}`: очікувався список карт, а не {value}",
    "error.record.is-koikoi": (
        "{where}: `isKoiKoi` має бути `true`, `false` або `null`, а не {value}"
    ),
    "error.record.goes-on": "{where}: раунд уже закінчено ({ending}), а запис триває",
    "error.record.wrong-mover": "{where}: у записі ходить {recorded}, але зараз хід {seat}",
    "error.record.flip-from-empty": "{where}: у записі відкривається {flip}, але запас порожній",
    "error.record.wrong-flip": (
        "{where}: у записі відкривається {flip}, але згори запасу лежить {top}"
    ),
    "error.record.wrong-choice": (
        "{where}: {card} збігається за місяцем з {a} і {b} на полі, але в записі взято: {captured}"
    ),
    "error.record.wrong-captures": "{where}: у записі взято: {recorded}, а рушій бере: {gained}",
    "error.record.no-decision": (
        "{where}: у {seat} тепер {yaku}, і треба вирішити, стоп чи кой-кой, але в записі рішення "
        "немає"
    ),
    "error.record.unoffered-koikoi": (
        "{where}: у записі {seat} оголошує кой-кой, але після цього ходу рушій не пропонує рішення"
    ),
    "error.record.unoffered-stop": (
        "{where}: у записі {seat} зупиняється, але після цього ходу рушій не пропонує рішення"
    ),
    "error.record.breaks-off": "{where}: запис уривається, але раунд закінчено ({ending})",
    "error.record.ends-early": "{where}: запис закінчується після ходу {n}, але раунд триває",
    "error.record.wrong-result": (
        "{where}: у записі {recorded} виграє {points}, а за розрахунком рушія {seat} виграє "
        "{engine_points} ({equation})"
    ),
    "error.record.wrong-result-no-winner": (
        "{where}: у записі {recorded} виграє {points}, а за розрахунком рушія — {equation}"
    ),
    "error.position.in-hand": "в руці {seat}",
    "error.position.in-captured": "у взятках {seat}",
    "error.position.in-field": "на полі",
    "error.position.in-stock": "у запасі",
    "error.position.twice-in-stock": "{card} двічі лежить у запасі",
    "error.position.in-two-places": "{card} лежить і {first}, і {second}",
    "error.position.hand-too-large": "у руці {seat} карт: {n}; у руці буває не більше {most}",
    "error.position.hand-sizes": (
        "ходить {mover} (карт на руці: {own}), а в {other_seat} карт: {other}; у того, хто ходить, "
        "карт має бути стільки ж, скільки в іншого, або на одну більше"
    ),
    "error.position.hands-empty": "обидві руки порожні; ходів не залишилося",
    "error.position.wrong-dealer": (
        "здавальник {dealer} не сходиться з руками: здавальник ходить першим, а раз ходить {mover} "
        "(карт на руці: {own}) і в {other_seat} карт: {other}, то роздає {right}"
    ),
    "error.position.stock-too-small": (
        "у запасі карт: {n}, а ходів залишилося {turns} (кожен хід відкриває карту)"
    ),
    "error.position.month-on-field": (
        "усі 4 карти місяця {month} ({plant}) лежать на полі; таку роздачу перероздають, а в грі "
        "четверта карта місяця ніколи не лягає до трьох"
    ),
    "error.position.too-many-calls": (
        "у `koikoi` оголошень кой-кой: {n}, а правила «{rules}» дозволяють {limit} за раунд"
    ),
    "error.position.rival-called": (
        "у `koikoi` кой-кой оголошують і A, і B, але за правилами «{rules}» з `rival_may_call = "
        "false` оголошувати може лише {seat}, який оголосив першим"
    ),
    "error.position.yaku-without-call": (
        "у взятках {seat} уже є яку ({yaku}), але {seat} немає в `koikoi`; гравець з яку на "
        "початку мав оголосити кой-кой"
    ),
    "error.cards.twice": "карту {card} вказано двічі",
    "error.deck.each-card-once": "у колоді має бути кожна з 48 карт рівно один раз",

    # -- errors a widget shows (widgets/)
    "error.widget.in-pile": "{card} уже у взятках",
    "error.widget.not-in-pile": "{card} немає у взятках",
    "error.widget.decide": "`decide` '{choice}': можна обрати лише `stop` або `koi-koi`",
    "error.widget.turn": "номер ходу — ціле число від 0 до {turns}, а не {value}",
    "error.widget.step": "номер кроку — ціле число від 0 до {steps}, а не {value}",
    "error.widget.answer": "відповідайте `stop` або `koi-koi`, а не {value}",
    "error.widget.unknown-yaku": "невідоме яку `{yaku}`",
    "error.quiz.not-a-choice": "'{given}' — не з варіантів відповіді: `{choices}`",
    "error.drill.not-answered": "ще немає відповіді: {part}",
    "error.advisor.no-decision-under": "за правилами «{rules}» у {seat} тут немає рішення: {why}",
    "error.advisor.no-decision": "за цими правилами у {seat} тут немає рішення: {why}",
    "error.advisor.turn-ends": "цей хід закінчує раунд ({ending})",
    "error.advisor.no-better": "хід {seat} не дає нового або кращого яку",
    # the command line's help and usage (cli.py; argparse's own words: cli.argparse.*)
    "cli.help.description": "Навчайтеся японської карткової гри кой-кой.",
    "cli.help.commands": "команди",
    "cli.help.COMMAND": "КОМАНДА",
    "cli.help.CARD": "КАРТА",
    "cli.help.FILE": "ФАЙЛ",
    "cli.help.N": "ЧИСЛО",
    "cli.help.S": "ЗЕРНО",
    "cli.help.NAME,NAME": "ІМ'Я,ІМ'Я",
    "cli.help.DIR": "ТЕКА",
    "cli.help.REPO": "РЕПОЗИТОРІЙ",
    "cli.help.B": "ГІЛКА",
    "cli.help.PRESET": "НАБІР",
    "cli.help.NAME=VALUE": "НАЗВА=ЗНАЧЕННЯ",
    "cli.help.LANG": "МОВА",
    "cli.help.rules": "набір правил: {presets} (типово teaching)",
    "cli.help.option": "змінити одну опцію правил набору (можна повторювати)",
    "cli.help.lang": (
        "мова того, що друкується для людей: {languages} (типово en; JSON не змінюється)"
    ),
    "cli.help.score": "яку, база й очки взяток",
    "cli.help.score.description": (
        "Підрахувати взятки. З - замість карт читати взятки зі стандартного вводу, по одних "
        "на рядок (коди карт через пробіл)."
    ),
    "cli.help.score.json": "відповідь у JSON (з - — рядки JSON)",
    "cli.help.score.cards": "коди карт або - для стандартного вводу",
    "cli.help.check": "програти файли сценаріїв і перевірити їхні [expect]",
    "cli.help.check.description": (
        "Програти файли сценаріїв, надрукувати підсумок кожного й перевірити [expect]."
    ),
    "cli.help.check.json": "список JSON, по об'єкту на файл",
    "cli.help.simulate": "зіграти раунди із зерном між двома комп'ютерними гравцями",
    "cli.help.simulate.description": (
        "Зіграти раунди (скільки — задає --rounds) із заданим зерном між двома "
        "комп'ютерними гравцями й підрахувати перемоги."
    ),
    "cli.help.simulate.rounds": "типово 1000, не більше {limit}",
    "cli.help.simulate.seed": "типово — випадкове зерно, його буде надруковано",
    "cli.help.simulate.players": (
        "гравці місць A і B: random, greedy або heuristic (типово random,random)"
    ),
    "cli.help.simulate.json": "відповідь у JSON",
    "cli.help.lessons": "запустити JupyterLab з уроками",
    "cli.help.lessons.description": (
        "Запустити JupyterLab з уроками, відкривши урок 00. У копії репозиторію відкривається "
        "сама тека notebooks/; встановлений пакет спершу копіює уроки до ./{folder} "
        "(або --folder), залишаючи уроки, що вже там є, тож робота учня ніколи не "
        "затирається."
    ),
    "cli.help.lessons.folder": (
        "скопіювати уроки до ТЕКИ (типово ./{folder}; у копії репозиторію notebooks/ "
        "відкривається на місці)"
    ),
    "cli.help.lessons.reset": (
        "повернути кожному урокові копії версію курсу, зберігши кожен замінений ваш файл "
        "поруч як НАЗВА.edited-ДАТА"
    ),
    "cli.help.lessons.no-browser": "не відкривати браузер",
    "cli.help.lessons.port": (
        "порт JupyterLab, від 1 до 65535 (типово — перший вільний, починаючи з 8888)"
    ),
    "cli.help.not-a-port": "'{text}' — не порт; вкажіть число від 1 до 65535",
    "cli.help.links": "посилання, що відкривають курс у Binder і в JupyterHub",
    "cli.help.links.description": (
        "Надрукувати посилання на курс у репозиторії GitHub РЕПОЗИТОРІЙ: JupyterLab на уроці "
        "00 і Voila на розборі прикладу в mybinder.org, а з --hub — посилання nbgitpuller, "
        "яке копіює курс до домашньої теки кожного студента в цьому JupyterHub."
    ),
    "cli.help.links.repo": "ВЛАСНИК/НАЗВА або https://github.com/ВЛАСНИК/НАЗВА",
    "cli.help.links.hub": (
        "адреса JupyterHub, http:// або https://, наприклад https://hub.example.edu"
    ),
    "cli.help.links.branch": "гілка, яку відкривають посилання (типово main)",
    "cli.help.cheatsheet": "шпаргалка з яку на одну сторінку, з малюнками карт, у HTML",
    "cli.help.cheatsheet.description": (
        "Записати шпаргалку з яку для набору правил як сторінку HTML, що друкується на "
        "одному аркуші A4 або Letter."
    ),
    "cli.help.cheatsheet.out": "записати сторінку сюди (типово — надрукувати її)",
    "cli.argparse.usage": "використання: ",
    "cli.argparse.positional": "позиційні аргументи",
    "cli.argparse.options": "опції",
    "cli.argparse.help": "показати цю довідку й вийти",
    "cli.argparse.error": "%(prog)s: помилка: %(message)s\n",
    "cli.argparse.argument": "аргумент %(argument_name)s: %(message)s",
    "cli.argparse.required": "потрібні аргументи: %s",
    "cli.argparse.unrecognized": "незрозумілі аргументи: %s",
    "cli.argparse.choice": "немає такого варіанта: %(value)r (оберіть з: %(choices)s)",
    "cli.argparse.invalid": "неприпустиме значення %(type)s: %(value)r",
    "cli.argparse.one": "потрібен один аргумент",
    "cli.argparse.ambiguous": "неоднозначна опція: %(option)s підходить до %(matches)s",
    "cli.argparse.explicit": "ця опція не приймає значення %r",
    "factor.all-calls": "кой-кой за раунд: {n}",
    "yaku.tsuki-fuda": "Карти місяця",
    "error.option-unlimited": (
        "опція правил `{option}` має бути цілим числом від {low} до {high} або `\"unlimited\"`, а "
        "не `{value}`"
    ),
    "error.option-cards": "опція правил `{option}` — це список кодів карт, а не `{value}`",
    "error.option-card": "опція правил `{option}`: невідома карта `{value}`",
    "error.month-range": "місяць має бути цілим числом від 1 до 12, а не `{value}`",
    "error.scenario.two-months": (
        "місяць задано двічі, нагорі й у `[rule_options]`, з різними значеннями"
    ),
    "cli.help.score.month": (
        "місяць раунду, від 1 до 12 (типово 1), для яку місяця"
    ),
    "cli.help.rules-command": "перелічити всі опції правил з їхніми значеннями та змістом",
    "cli.help.rules-command.description": (
        "Перелічує всі опції правил з їхніми значеннями для набору правил і змін --option та з "
        "тим, що вони означають, щоб перевірити налаштування до уроку."
    ),
    "cli.help.rules-command.json": "вивести об'єкт JSON: опція — значення і зміст",
    "cli.rules.title": "Правила {rules}{changed}:",
    "cli.rules.unset": "не задано",
    "option.koikoi_limit": (
        "скільки кой-кой можна оголосити за раунд обом гравцям разом; `None` (у файлі й у "
        "командному рядку `\"unlimited\"`) — без обмеження"
    ),
    "option.caller_factor": (
        "що роблять із виграшем того, хто оголошував, його власні кой-кой: `none` — нічого; "
        "`calls-plus-one` — ×2, ×3, ×4 за 1, 2, 3 оголошення; `doubling` — ×2, ×4, ×8; `japan` — "
        "+1, +2, +3 за 1–3 оголошення, далі ×2, ×3, ×4, ×5 за 4–7; `all-calls-plus-one` — очки "
        "переможця × (1 + усі кой-кой раунду обох гравців)"
    ),
    "option.rainman_cancels_viewing": (
        "людина під дощем у взятках скасовує яку милування (те саме, що viewing_cancelled_by = "
        "[\"willow-rainman\"])"
    ),
    "option.named_replaces_counted": (
        "коли зібрано «Кабана, оленя, метеликів», «Тварини» не рахуються зовсім, а коли зібрано "
        "akatan чи aotan — «Стрічки» (їхнє місце посідають доплати самого іменного яку)"
    ),
    "option.tane_points": "«Тварини» при 5 тваринах; +1 за кожну понад 5",
    "option.tanzaku_points": "«Стрічки» при 5 стрічках; +1 за кожну понад 5",
    "option.kasu_points": "«Прості» при 10 простих; +1 за кожну понад 10",
    "option.hanami_points": (
        "«Милування квітами» саме по собі (0 його вимикає); `None` — діє viewing_points"
    ),
    "option.tsukimi_points": (
        "«Милування місяцем» саме по собі (0 його вимикає); `None` — діє viewing_points"
    ),
    "option.viewing_cancelled_by": (
        "коди карт: будь-яка з них у взятках скасовує обидва яку милування"
    ),
    "option.month_yaku_points": (
        "tsuki-fuda — усі 4 карти місяця раунду в одних взятках (раунд k партії грає місяць ((k − "
        "1) mod 12) + 1); 0 — яку місяця немає"
    ),
}
