"""Japanese in romaji."""

WORDS: dict[str, str] = {
    # -- yaku ----------------------------------------------------------------------
    "yaku.goko": "gokō",
    "yaku.shiko": "shikō",
    "yaku.ame-shiko": "ame-shikō",
    "yaku.sanko": "sankō",
    "yaku.inoshikacho": "inoshikachō",
    "yaku.akatan": "akatan",
    "yaku.akatan-any-red": "akatan",
    "yaku.aotan": "aotan",
    "yaku.hanami": "hanami-zake",
    "yaku.tsukimi": "tsukimi-zake",
    "yaku.tane": "tane",
    "yaku.tanzaku": "tanzaku",
    "yaku.kasu": "kasu",
    "yaku.akatan-aotan": "akatan aotan no chōfuku",
    "yaku.teshi": "teshi",
    "yaku.kuttsuki": "kuttsuki",
    "yaku.two-months": "futakumi",
    # -- settlements ---------------------------------------------------------------
    "settle.no-winner": "shōsha nashi",
    "settle.yaku-points": "yaku no ten",
    "settle.under": "{text} ({rules} no rūru)",
    "factor.own-calls": "jibun no koi-koi {n}-kai",
    "factor.seven": "nana-ten ijō",
    "factor.rival-called": "aite no koi-koi",
    "ending.stop": "{seat} ga agari",
    "ending.after-call": "koi-koi no ato, {seat} ga atarashii yaku ka ue no yaku o tsukutta",
    "ending.last-turn": "saigo no teban de {seat} ga atarashii yaku ka ue no yaku o tsukutta",
    "ending.instant": "{seat} ga teyaku ({yaku}) de soku-gachi, {points}-ten, bairitsu nashi",
    "ending.draw": "tefuda ga tsukite shōsha nashi: nagare",
    "ending.dealer-draw": "oya no {seat} ga {points}-ten",
    "ending.misdeal": "kubari-naoshi ({why}, onaji oya)",
    "ending.rescored": "shūkyoku-ji no {seat} no torifuda, {rules} no rūru de",
    "ending.no-yaku": "{rules} no rūru de wa {seat} no torifuda ni yaku nashi",
    "misdeal.field-month": "ba ni onaji tsuki no fuda ga 4-mai",
    "misdeal.field-pairs": "ba ni 4-kumi no tsui",
    "misdeal.hand-month": "tefuda ni onaji tsuki no fuda ga 4-mai",
    "misdeal.both-instant": "ryōsha tomo teyaku",
    # -- plants by month ---------------------------------------------------------------------
    "plant.1": "matsu",
    "plant.2": "ume",
    "plant.3": "sakura",
    "plant.4": "fuji",
    "plant.5": "ayame",
    "plant.6": "botan",
    "plant.7": "hagi",
    "plant.8": "susuki",
    "plant.9": "kiku",
    "plant.10": "momiji",
    "plant.11": "yanagi",
    "plant.12": "kiri",
    # -- card subjects -----------------------------------------------------------------------
    "subject.crane": "tsuru",
    "subject.warbler": "uguisu",
    "subject.curtain": "maku",
    "subject.cuckoo": "hototogisu",
    "subject.bridge": "yatsuhashi",
    "subject.butterflies": "chō",
    "subject.boar": "inoshishi",
    "subject.moon": "tsuki",
    "subject.geese": "kari",
    "subject.cup": "sakazuki",
    "subject.deer": "shika",
    "subject.rainman": "Ono no Michikaze",
    "subject.swallow": "tsubame",
    "subject.lightning": "kaminari",
    "subject.phoenix": "hōō",
    "subject.poetry": "akatan",
    "subject.blue": "aotan",
    "subject.ribbon": "tanzaku",
    "subject.plain": "kasu",
    # -- card categories ---------------------------------------------------------------------
    "category.bright": "hikari",
    "category.animal": "tane",
    "category.ribbon": "tanzaku",
    "category.plain": "kasu",
    # -- the cards ---------------------------------------------------------------------------
    "card.poem": "uta",
    "card.back": "uramuki no fuda",
    "card.back_desc": "hanafuda no uramen; dono fuda ka wakaranai",
    "card.flashcard": "namae o ateru fuda: tsuki, shokubutsu, shurui no nai e dake",
    "card.empty": "(fuda nashi)",
    "card.marked": "{text} (kyōchō)",
    "card.count": "{n}-mai",
    "card.desc": "{m}-gatsu, {plant}; {cat} fuda",
    # -- the table ---------------------------------------------------------------------------
    "table.table": "koi-koi no ba",
    "table.hand": "{seat} no tefuda",
    "table.face_down": "fuse-fuda",
    "table.pile": "{seat} no torifuda",
    "table.field": "bafuda",
    "table.stock": "yamafuda: {n}",
    "table.cards": "{n}-mai",
    "table.play": "{seat} no ban",
    "table.take": "{seat} ga toru fuda o erabu",
    "table.draw_take": "{seat} ga mekuri-fuda de toru fuda o erabu",
    "table.decide": "{seat} no handan: agaru ka, koi-koi ka?",
    "table.over": "shōbu ari",
    "table.played": "dashita fuda",
    "table.flipped": "mekuri-fuda",
    "table.dealer": "oya: {seat}",
    "table.calls": "koi-koi: {seats}",
    "table.none": "nashi",
    "table.rules": "rūru: {name}",
    "table.yaku": "yaku",
    "table.no_yaku": "yaku nashi",
    "table.base": "kihon-ten",
    "table.towards": "yaku made",
    "table.progress": "{name}: {have} / {need}",
    "table.settlement": "seisan",
    "table.wins": "{seat} no kachi: {points} {unit}",
    # -- pile groups -------------------------------------------------------------------------
    "group.bright": "hikari-fuda",
    "group.animal": "tane-fuda",
    "group.ribbon": "tanzaku-fuda",
    "group.plain": "kasu-fuda",
    # -- the engine's events -----------------------------------------------------------------
    "event.deal": "{seat} ga kubaru: tefuda ni 8-mai zutsu, ba ni 8-mai, yamafuda ni 24-mai",
    "event.both-instant": "ryōsha tomo teyaku; kono kisoku de wa zokkō",
    "event.play": "{seat} ga {card} o dasu",
    "event.flip": "{seat} ga yamafuda kara {card} o mekuru",
    "event.stays": "{action}. ba ni {number}-gatsu ({plant}) no fuda ga nai node, ba ni nokoru",
    "event.pair": "{action}. {taken} to onaji {number}-gatsu ({plant}) na node, ni-mai o toru",
    "event.choice": (
        "{action}. {a} to {b} no ryōhō ga onaji {number}-gatsu ({plant}) na node, {seat} ga "
        "dochira o toru ka erabu"
    ),
    "event.four": (
        "{action}. {number}-gatsu ({plant}) no nokori san-mai ga ba ni aru node, yon-mai subete "
        "o toru"
    ),
    "event.take": "{seat} ga {card} de {taken} o tori, {left} o ba ni nokosu",
    "event.yaku": "{seat} no yaku: {yaku}",
    "event.koikoi": "{seat} ga koi-koi to sengen shite tsuzukeru",
    "event.stop": "{seat} ga agaru",
    # -- the advisor's charts ----------------------------------------------------------------
    "decision.stop": "agari",
    "decision.koi-koi": "koi-koi",
    "advice.expected": "kitai tokuten (sashihiki)",
    "advice.who_wins": "katsu no wa dare ka",
    "advice.win": "jibun",
    "advice.lose": "aite",
    "advice.draw": "nashi",
    "advice.difference": "koi-koi - agari (ten)",
    "advice.better_koi-koi": "koi-koi ga yūri",
    "advice.better_stop": "agari ga yūri",
    "advice.better_either": "hobo gokaku",
    # -- every chart: its text alternative, and the note where none can be drawn ----
    "chart.alt": "gurafu: {words}",
    "chart.missing": (
        "Koko ni gurafu wa arimasen: gurafu ni wa matplotlib ga hitsuyō desu.\n"
        "matplotlib wa Pyodide no kanzen-ban ni fukumaremasu ga, kono kōsu no kopī ni wa "
        "haitte imasen."
    ),
    # -- the multiplier explorer -------------------------------------------------------------
    "explorer.rules": "rūru",
    "explorer.base": "kihon-ten",
    "explorer.winner_calls": "shōsha no koi-koi",
    "explorer.rival_calls": "aite no koi-koi",
    "explorer.limit": "{name}: koi-koi wa ikkyoku ni {n}-kai made (ryōsha awasete)",
    "explorer.unlimited": "{name}: koi-koi wa nando demo (ryōsha tomo)",
    "explorer.examples": "Rūru no rei:",
    "explorer.against_caller": "8 × 2 × 2 = 32",
    "explorer.against_caller_tip": "aite no koi-koi ni shikō 8-ten de katsu (nyūmon)",
    "explorer.worked": "5 × 2 = 10",
    "explorer.worked_tip": "reidai: B no tsukimi 5-ten, A no koi-koi de bai",
    "explorer.own_win": "koi-koi shita honnin no kachi (bai ni naranai)",
    "explorer.own_win_tip": "A ga koi-koi no ato, inoshikachō 5 + tane 1 de katsu: bai ni naranai",
    "explorer.headline": "Shōsha wa {points}-ten, aite wa 0-ten.",
    "explorer.options": "{name} no seisan opushon:",
    "explorer.too_many": (
        ""
        "{name} de wa koi-koi wa ikkyoku ni ryōsha awasete {limit}-kai made. {w} + {r} wa ōsugiru"
    ),
    "explorer.reduced": "{name} de wa koi-koi no kaisū ga sukunai no de herashita",
    # -- self-checks -------------------------------------------------------------------------
    "check.self_check": "Kakunin mondai.",
    "check.answer": "kotae",
    "check.check": "Kakunin",
    "check.check_tip": "kotae o kakunin suru",
    "check.waiting": "mada kotaete imasen",
    "check.right": "Seikai: {answer}.",
    "check.retry": "Oshii: {given} de wa arimasen. Mou ichido.",
    "check.shown": "Seikai wa {answer}.",
    "check.show": "Kotae o miru",
    "check.show_tip": "kotae to riyuu o hyouji suru",
    "check.empty": "mazu seisuu o nyuuryoku shite kudasai",
    "check.not_number": (
        "'{given}' wa seisuu de wa arimasen: 7 no you ni suuji de nyuuryoku shite kudasai"
    ),
    "check.placeholder": "seisuu",
    "key.question": "mondai",
    "key.why": "riyuu",
    "quiz.under": "(ruuru: {rules})",
    "quiz.pile_points": "Kono torifuda de ima agaru to nan-ten desu ka?",
    "quiz.pile_points.explain": "Torifuda no yaku to seisan: {equation}.",
    "quiz.pile_points.none": "Torifuda ni yaku wa nai no de 0 ten desu.",
    "quiz.pile_points.hint": "Torifuda no yaku o subete mitsukete, tensuu o tashimashou.",
    "quiz.pile_points.hint_seven": (
        "Torifuda no yaku o subete mitsukete tensuu o tashi, 7 ten ijou nara 2 bai ni naru koto"
        " o omoidashimashou."
    ),
    "quiz.round_points.hint": (
        "Shousha no yaku no goukei kara hajimete, seisan no bairitsu o jun ni kakemashou."
    ),
    "quiz.which_take": "{card} o dashimasu. Ba no dono fuda o torimasu ka?",
    "quiz.which_take.explain": (
        "Dochira mo onaji tsuki ({month}, {plant}) desu. {best} o toru to yaku no goukei wa "
        "{best_base}, mou ippou wa {other_base}. Yoi fuda o aite ni nokoshimasen."
    ),
    "quiz.which_take.hint": (
        "Dochira mo aimasu. Torifuda o mite, yaku ni naru hou, yaku ni chikazuku hou wa?"
    ),
    "quiz.which_captures": "Tefuda no dono fuda de ba no fuda o toremasu ka?",
    "quiz.which_captures.explain": (
        "{card} wa {month} gatsu ({plant}) de, ba no {field} to onaji tsuki desu."
    ),
    "quiz.which_captures.hint": (
        "Fuda wa e ya shurui de wa naku tsuki de awasemasu: ba ni aru shokubutsu no tefuda o "
        "sagashimashou."
    ),
    "quiz.which_yaku": "Kono torifuda ni aru yaku wa?",
    "quiz.which_yaku.explain": "{yaku}, {points}: {cards}.",
    "quiz.which_yaku.hint": (
        "Mazu shurui (hikari, tane, tanzaku, kasu) ni wakete, sorezore kazoemashou."
    ),
    "quiz.stop_or_koikoi.hint": (
        "Ima agatte eru ten to, tsuzuketa baai ni aite ga mada tsukureru yaku o kurabemashou."
    ),
    "quiz.stop_or_koikoi.why": (
        "Naze? Jogen-yaku no shikou no heikin de, koko de koi-koi suru kachi wa?"
    ),
    "quiz.stop_or_koikoi.why_more": "agaru yori ooi",
    "quiz.stop_or_koikoi.why_less": "agaru yori sukunai",
    "quiz.stop_or_koikoi.why_same": "agaru no to choudo onaji",
    "quiz.stop_or_koikoi.why_explain": "Heikin no sashihiki ten: koi-koi {koikoi}, agari {stop}.",
    "quiz.stop_or_koikoi.why_hint": (
        "Otoshiana: ima no kakujitsu na kachi wa, konai kamoshirenai ookina kachi yori "
        "kachi ga aru koto mo. Jogen-yaku no kotae wa?"
    ),
    "quiz.which_take.why": "Naze sono fuda?",
    "quiz.which_take.why_now": "ima sugu torifuda no ten ga takaku naru",
    "quiz.which_take.why_kind": "ima wa dochira mo onaji ten; yori ue no shurui no fuda dakara",
    "quiz.which_take.why_first": "saki ni ba ni deta fuda o kanarazu toru",
    "quiz.which_take.why_hint": (
        "Otoshiana: dochira o toru ka wa kimari de wa naku, uchite ga erabimasu. Sorezore "
        "totta ato no kihonten o kurabemashou."
    ),
    "drill.title": "Fuda kaado: tsuki, shokubutsu, shurui",
    "drill.ask": "Kono fuda no tsuki, shokubutsu, shurui wa?",
    "drill.month": "tsuki",
    "drill.plant": "shokubutsu",
    "drill.kind": "shurui",
    "drill.choose": "(sentaku)",
    "drill.next": "Tsugi no fuda",
    "drill.next_tip": "tsugi no fuda o hyouji suru",
    "drill.missing": "mazu {what} o erande kudasai",
    "drill.answered": "kono fuda wa kotae-zumi desu: 'Tsugi no fuda' o oshite kudasai",
    "drill.unanswered": "mazu kono fuda ni kotaete kudasai: tobashita fuda wa modorimasen",
    "drill.right": "Seikai: {card}, {month} gatsu, {kind}.",
    "drill.wrong": (
        "Oshii ({wrong}): kore wa {card}, {month} gatsu, {kind}. Kono fuda wa sugu ni mata "
        "demasu."
    ),
    "drill.score": "{asked} mon-chuu {right} mon seikai, {cards} mai-chuu {learned} mai shuutoku",
    "cheat.title": "Koi-koi no yaku: hayamihyou",
    "cheat.rules": "Ruuru: {rules}. Koi-koi sezu ni agatta baai no tensuu.",
    "cheat.print": (
        "Burauzaa kara insatsu (Ctrl+P mata wa Cmd+P): A4 mata wa retaa youshi ichi-mai ni"
        " osamarimasu."
    ),
    "cheat.col.yaku": "yaku",
    "cheat.col.cards": "fuda",
    "cheat.col.points": "ten",
    "cheat.col.notes": "chuu",
    "cheat.any.sanko": "{of} mai no hikari no uchi nin'i no {n} mai",
    "cheat.any.tane": "{of} mai no tane no uchi nin'i no {n} mai",
    "cheat.any.tanzaku": "{of} mai no tanzaku no uchi nin'i no {n} mai",
    "cheat.any.kasu": "{of} mai no kasu no uchi nin'i no {n} mai",
    "cheat.no_rain_sanko": (
        "ame-iri wa fuka: yanagi ni ono no toufuu o fukumu hikari 3 mai wa yaku ni narimasen"
    ),
    "cheat.rain_sanko": "yanagi ni ono no toufuu mo kazoemasu",
    "cheat.more.inoshikacho": "tane 1 mai tsuika goto ni +{n}",
    "cheat.more.akatan": "tanzaku 1 mai tsuika goto ni +{n}",
    "cheat.more.aotan": "tanzaku 1 mai tsuika goto ni +{n}",
    "cheat.more.tane": "tane 1 mai tsuika goto ni +{n}",
    "cheat.more.tanzaku": "tanzaku 1 mai tsuika goto ni +{n}",
    "cheat.more.kasu": "kasu 1 mai tsuika goto ni +{n}",
    "cheat.cup_plain": "kiku ni sakazuki wa kasu ni mo kazoemasu",
    "cheat.after_call": "koi-koi go wa {n}",
    "cheat.rain_cancels": "torifuda ni yanagi ni ono no toufuu ga aru to fuseiritsu",
    "cheat.sums": "Tokuten: yaku no goukei, tsugi ni bairitsu",
    "cheat.case.stop": "yaku no goukei {base} de agari",
    "cheat.case.seven": "yaku no goukei {base} (7 ijou) de agari",
    "cheat.case.rival": "aite no koi-koi go ni yaku no goukei {base} de kachi",
    "cheat.case.own": "jibun no koi-koi go ni yaku no goukei {base} de kachi",
    "cheat.case.own2": "jibun no 2 kai no koi-koi go ni yaku no goukei {base} de kachi",
    "cheat.calls": "1 kyoku no koi-koi no kaisuu (ryousha goukei): {n}",
    "cheat.calls_unlimited": "1 kyoku no koi-koi no kaisuu: museigen",
    "cheat.turn": (
        "Teban: tefuda o onaji tsuki no bafuda ni dashi (nakereba ba ni oki), yamafuda no "
        "ichiban ue o mekutte onaji you ni suru. Yaku wa ryouhou no ato ni kazoeru."
    ),
    "cheat.months": "Juuni-kagetsu: fuda wa onaji tsuki no fuda to au",
    "cheat.instant": (
        "kubarareta tefuda ni onaji tsuki 4 mai (teshi) ka 4 kumi no tsui (kuttsuki) ga areba"
        " sokuza ni {n}"
    ),
    # -- the play table ----------------------------------------------------------------------
    "play.watch": "“tsugi e” de tsuzuki o miru.",
    "play.skip": "Ima no kyokumen e",
    "play.skip_tip": "nokori no tejun o matomete miru",
    "play.prev_tip": "teban no mae no dankai",
    "play.next_tip": "teban no tsugi no dankai",
    "live.controls": "taku no sōsa",
    "error.widget.no-card-asked": "ima wa fuda o erabu bamen de wa nai: {must}",
    "widget.must-step": "“tsugi e” o oshite tsuzuki o miru",
    "widget.guess-right": "seikai!",
    "widget.guess-answer": "zannen: seikai wa {card}.",
    "widget.ask-play": "{seat} no ban: {seat} ga dasu tefuda o kurikku.",
    "widget.ask-take": "{seat} no ban: {card} ga toru bafuda o kurikku.",
    "widget.hint-play": (
        "{card} de wa nai. hinto: {seat} wa {number}-gatsu ({plant}) no fuda o dasu. mō "
        "ichido."
    ),
    "widget.hint-take": (
        "{card} de wa nai. rūru: fuda wa onaji tsuki no bafuda o toru. {played} wa "
        "{number}-gatsu ({plant}). mō ichido."
    ),
    "error.widget.no-control": "taku ni {control} to iu sōsa wa nai",
    "quote.name": "“{name}”",
    "play.you": "Anata wa {seat}, aite wa {opponent}",
    "play.round_of": "dai {n} kyoku (zen {total} kyoku)",
    "play.round_n": "dai {n} kyoku",
    "play.hand": "Tefuda:",
    "play.take_which": "{card} wa ba no ni-mai to au: dochira o toru?",
    "play.take": "{card} o toru",
    "play.decide": "Yaku ga dekita: agaru ka, koi-koi de tsuzukeru ka?",
    "play.hint": "hinto",
    "play.hint_tip": "osusume no itte to sono riyū",
    "play.advisor": "adobaizā ni kiku",
    "play.advisor_tip": "nokori o utte agari to koi-koi o kuraberu",
    "play.no_advice": "adobaizā wa koi-koi no handan no tame. ima wa: {verb}",
    "play.new_round": "atarashii kyoku",
    "play.next_round": "tsugi no kyoku",
    "play.log": "Keika",
    "play.totals": "Gōkei: A {a}, B {b}",
    "play.match_won": "Shōbu shūryō: {seat} no kachi.",
    "play.match_tie": "Shōbu shūryō: hikiwake.",
    "play.history": "kyoku",
    "play.dealer": "oya",
    "play.winner": "shōsha",
    "play.points": "tokuten",
    "play.nobody": "nashi",
    "play.your_play": "anata no ban: fuda o dasu",
    "play.your_take": "toru fuda o erabu",
    "play.your_decide": "handan: agari ka, koi-koi ka",
    "play.over": "shōbu ari: {result}",
    "play.won": "{seat} no kachi, {points}-ten",
    "play.playing": "{card} o dasu",
    "play.playing_taking": "{card} o dashite {taken} o toru",
    "play.taking": "{card} o toru",
    "play.captures": "{cards} o toru",
    "play.stays": "ba ni nokoru",
    "play.completes": "{yaku} ({points}-ten) ga dekiru",
    "play.raises": "{yaku} ga {points}-ten ni naru",
    "play.towards": "{yaku} ga {need}-mai-chū {have}-mai ni",
    "play.gives": "{card} o ba ni nokoshi, {seat} ga {yaku} o tsukureru",
    "play.stop_wins": "ima agareba {equation}",
    "play.near": "{seat} wa {yaku} made ato {k}-mai ({need}-mai-chū {have}-mai)",
    "play.cards_left": "tefuda no nokori {k}-mai",
    # -- the yaku calculator -----------------------------------------------------------------
    "calc.rules": "rūru",
    "calc.cards": "Fuda o osu to torifuda ni hairi, mō ichido osu to modorimasu.",
    "calc.month": "{m}-gatsu · {plant}",
    "calc.points": "Koi-koi nashi de ima agatta baai no tokuten",
    "calc.nothing": "Yaku nashi: kono torifuda de wa tokuten ni narimasen.",
    "calc.compare": "Onaji torifuda o kaku rūru de",
    "calc.preset": "rūru",
    "calc.yaku": "yaku",
    "calc.base": "kihon-ten",
    "calc.total": "tokuten",
    "calc.none": "nashi",
    "calc.added": "{card} o tsuika",
    "calc.removed": "{card} o modoshita",
    "calc.new_pile": "atarashii torifuda",
    "calc.cleared": "torifuda o kara ni shita",
    "calc.ruled": "rūru: {name}",
    "calc.summary": "fuda: {n}-mai, kihon-ten: {base}, tokuten: {points}",
    "calc.these": "kono rūru",
    # -- the advisor widget ------------------------------------------------------------------
    "advisor.rules": "rūru",
    "advisor.you_model": "jibun no uchikata",
    "advisor.rival_model": "aite no uchikata",
    "advisor.ask": "kiku",
    "advisor.ask_tip": "nokori o nando mo utte agari to koi-koi o kuraberu",
    "advisor.where": "{seat}, {turn}-teme, {rules}",
    "advisor.waiting": "\"kiku\" de agari to koi-koi o kuraberu",
    "advisor.playouts": "{n}-kai no shikō",
    "advisor.exact": "genmitsu, {n}-tōri",
    "advisor.says": "jogen: {best}.",
    "advisor.against": "koi-koi wa agari yori {diff}-ten",
    "decision.either": "hobo gokaku",
    # -- teban no nagare (shinario saisei no tejun) -------------------------------------------
    "part.name.play": "tefuda o dasu",
    "part.name.capture": "toru",
    "part.name.flip": "yamafuda o mekuru",
    "part.name.yaku": "yaku",
    "part.name.decision": "ketsudan",
    "part.play": "{seat} ga tefuda kara “{card}” o dasu",
    "part.flip": "{seat} ga yamafuda no ichiban ue no “{card}” o mekuru",
    "part.match-pair": "{action}. ba no “{taken}” to onaji {number}-gatsu ({plant}) na node, au.",
    "part.match-four": "{action}. {number}-gatsu ({plant}) no nokori san-mai ga subete ba ni aru.",
    "part.match-choice": (
        "{action}. ba no “{a}” to “{b}” no ni-mai ga onaji {number}-gatsu ({plant}) na node, "
        "{seat} wa dochira ka ichi-mai o erabu."
    ),
    "part.match-stays": "{action}. ba ni {number}-gatsu ({plant}) no fuda wa nai: au fuda ga nai.",
    "part.capture-pair": "“{card}” de “{taken}” o toru: ni-mai tomo {seat} no torifuda ni naru.",
    "part.capture-four": (
        "“{card}” de san-mai subete o toru: {plant} no "
        "yon-mai ga {seat} no torifuda ni naru."
    ),
    "part.capture-take": "{seat} ga “{card}” de “{taken}” o tori, “{left}” wa ba ni nokoru.",
    "part.capture-stays": (
        "toru fuda wa nai: “{card}” wa ba ni nokori, ato de dochira no kyōgisha mo toreru."
    ),
    "part.yaku": "{seat} no torifuda ni {yaku} ga dekita: atarashii yaku, mata wa agatta yaku.",
    "part.decide-koikoi": "{seat} ga koi-koi: sara ni ten o neratte tsuzukeru.",
    "part.decide-stop": "{seat} ga agaru: kyoku ga owari, {seat} ga yaku no ten o eru.",
    "player.part": "{turn}-teme: {part}",
    # -- the scenario player -----------------------------------------------------------------
    "player.first": "saisho",
    "player.prev": "mae e",
    "player.next": "tsugi e",
    "player.last": "saigo",
    "player.first_tip": "kaishi kyokumen",
    "player.prev_tip": "mae no tejun",
    "player.next_tip": "teban no tsugi no tejun",
    "player.last_tip": "shinario no owari",
    "player.step": "tejun",
    "player.step_of": "tejun {k} / {n}",
    "player.start": "kaishi kyokumen",
    "player.plays": "{seat} ga {card} o dasu",
    "player.calls": "{seat} ga koi-koi",
    "player.stops": "{seat} ga agaru",
    "player.wins": "{seat} no kachi: {points}",
    "player.no_winner": "shōsha nashi",
    "player.happened": "okita koto",
    "player.nothing": "mada te wa nai",
    "player.question": "anata wa {seat} desu. agarimasu ka, koi-koi de tsuzukemasu ka?",
    "player.asking": "{seat} no handan: agaru ka, koi-koi ka?",
    "player.same": "anata wa {choice} o erabimashita. kono shinario no {seat} to onaji desu.",
    "player.differ": (
        "anata wa {choice} o erabimashita. kono shinario no {seat} wa {theirs} deshita."
    ),
    "player.branch": "mō ippō no tenkai o miru",
    "player.advisor": "adobaizā ni kiku",
    "player.advisor_tip": "kono bamen no agari to koi-koi o kuraberu",
    "player.no_advice": (
        "tejun {k} / {n} wa koi-koi no handan de wa nai: adobaizā wa handan no bamen de hiraku"
    ),
    # -- numbers -----------------------------------------------------------------------------
    "number.point": "ten",
    "number.points": "ten",
    "number.points-few": "ten",
    "number.points-fraction": "ten",
    "number.points-of": "{n} {unit}",
    "number.under-one-percent": "1% miman",
    # -- the advisor's reading -------------------------------------------------------------
    "reading.gap": " ",
    "reading.stop": "Ima agareba kakujitsu ni {hold}.",
    "reading.koikoi": (
        "Koi-koi no kitaichi wa heikin {expected}{interval}: anata no kachi {win}, aite "
        "no kachi {lose}, nagare {draw}."
    ),
    "reading.interval": " ({conf} shinrai kukan {lo}-{hi})",
    "reading.gives-up": "{share} no kakuritsu de ima no {hold} o ushinau",
    "reading.gain": "Koko de koi-koi suru to heikin {diff} toku o suru ga, {gives_up}.",
    "reading.cost": "Koko de koi-koi suru to heikin {diff} son o shi, {gives_up}: agaru beki.",
    "reading.close": "Koko de wa agari to koi-koi wa hobo gokaku (heikin no sa {diff}).",
    "reading.exact": "Genmitsu keisan: mienai fuda no kubarikata {n}-tōri o subete shirabeta.",
    "reading.estimated": "{n}-kai no pureiauto ni yoru suitei (anata: {you}, aite: {rival}).",
    # -- progress towards a yaku ---------------------------------------------------
    "progress.of": "{yaku}: {need}-mai chū {have}-mai",
    # -- presets (their ids stay in code) ------------------------------------------
    "preset.teaching": "nyūmon",
    "preset.escalating": "ruishin",
    "preset.flower-poker": "hana pōkā",
    "preset.nintendo": "Nintendō",
    "preset.koikoi-japan": "KoiKoi-Japan",
    "options.option": "opushon",
    "options.does": "hataraki",
    # -- computer players (their ids stay in code) --------------------------------
    "player.random": "randamu",
    "player.greedy": "don'yoku",
    "player.heuristic": "hyūrisutikku",
    # -- the command line -------------------------------------------------------------------
    "cli.no-yaku": "yaku nashi",
    "cli.score": "{yaku} | kihon-ten {base} | tokuten {points}",
    "cli.simulated": (
        "{rounds}-kyoku, {rules} no rūru{changed}, "
        "{a} (A) tai {b} (B), shīdo {seed}"
    ),
    "cli.results": (
        "A no kachi {wa}-kyoku ({pa}-ten), "
        "B no kachi {wb}-kyoku ({pb}-ten), nagare {draws}-kyoku"
    ),
    "cli.speed": "{seconds}-byō, maibyō {rate}-kyoku",
    "cli.checked.ok": "{file}: gōkaku: {outcome}",
    "cli.checked.failed": "{file}: fuitchi: {outcome}",
    "cli.checked.played": "{file}: {outcome}",
    "cli.scenarios": "shinario {n}-ken: {counts}",
    "cli.count.ok": "gōkaku {n}",
    "cli.count.failed": "fuitchi {n}",
    "cli.count.invalid": "fusei {n}",
    "cli.count.played": "kitaichi nashi {n}",
    "cli.copied": "{folder}: ressun no fairu o {n}-ko kopī shimashita",
    "cli.kept": (
        "kōsu no han to chigau fairu {n}-ko wa anata no mono to shite sono mama desu (--reset "
        "de kōsu no han ni modoshi, anata no han wa soba ni nokoshimasu): {lessons}"
    ),
    "cli.untrusted": "koikoi-edu: ressun wa shinrai sarenai mama desu: {why}",
    "cli.starting": "{folder} de JupyterLab o kidō shimasu",
    "cli.restored": (
        "{name}: kōsu no han ni modoshimashita. anata no han wa {kept} to shite nokoshite "
        "arimasu"
    ),
    "cli.skipped": "{name}: sono mama ni shi, kopī shimasen deshita: {why}",
    "cli.not-a-notebook": (
        "{name}: yomeru nōtobukku de wa nai no de, shinrai shinai mama ni shimasu"
    ),
    "cli.link.lab": "Binder, ressun 00 no JupyterLab: {url}",
    "cli.link.voila": "Binder, reidai no Voila: {url}",
    "cli.link.no-hub": (
        "JupyterHub: --hub URL o tsukeru to, habu e no nbgitpuller rinku o dashimasu"
    ),
    "cli.link.hub": "JupyterHub (nbgitpuller), ressun 00: {url}",
    # -- a scenario's outcome (koikoi_edu.scenario.Outcome) --------------------------
    "outcome.pending": "shinkōchū: kono kyoku wa mada tsuzuite iru",
    "outcome.no-winner": "shōsha nashi: {why}",
    "outcome.wins": "{seat} ga {points}-ten o eru: {equation}",
    "outcome.expected": "{key} wa {want} no hazu ga {got}",
    # -- recorded games (koikoi_edu.records) ---------------------------------------
    "record.title": "kiroku sareta taikyoku {source}, dai-{n}-kyoku",
    "record.source": "KoiKoi-AI no taikyoku kiroku (MIT raisensu) no {source}, dai-{n}-kyoku.",
    "record.seats": "kiroku no pureiyā 1 ga A, pureiyā 2 ga B.",
    "record.sentence": "{text}.",
    "record.cut-short-before": "{source}: saisho no kyoku no mae de togirete iru",
    "record.cut-short": (
        "{source}: dai-{n}-kyoku no {turns}-temme no ato, {state} togirete iru. kono "
        "taikyoku wa saigo made okonawarenakatta"
    ),
    "record.no-result": "kekka no nai mama",
    "record.after-result": "kekka no ato de",
    # -- errors a learner can meet (koikoi_edu.errors.KoikoiError.say) -------------
    # where in a file or a list the error below was found: words, or code as written
    # keys and values as a file writes them (errors.code)
    "error.code": "`{code}`",
    # text from a file, quoted as the language quotes input
    "error.text-value": "'{text}'",
    "error.at": "{where}: {cause}",
    "error.at-code": "`{where}`: {cause}",
    # why the system refused a file (errors.system_reason)
    "error.os.ENOENT": "sono yō na fairu ya foruda wa arimasen",
    "error.os.EACCES": "akusesu-ken ga arimasen",
    "error.os.EISDIR": "foruda desu",
    "error.os.ENOTDIR": "pasu no tochū ga foruda de wa arimasen",
    "error.os.ENOSPC": "disuku ni aki ga arimasen",
    "error.os.EROFS": "yomitori sen'yō no fairu shisutemu desu",
    "error.lessons-cannot-make": "lessons: forudā {folder} o tsukuremasen: {why}",
    "error.os.ELOOP": "shinborikku rinku desu. rinku-goshi ni wa kakikomimasen",
    "error.os.ESPIPE": "tsūjō no fairu de wa arimasen (paipu ka debaisu)",
    "error.links-hub-login": (
        "links --hub: JupyterHub no adoresu wa yūzā-mei to pasuwādo o tsukezu ni shitei shite "
        "kudasai. gakusei wa kakuji habu ni roguin shimasu"
    ),
    "error.scenario.expect-yaku": (
        "`expect.yaku`: {yaku} wa yaku de wa arimasen. yaku wa {names} desu"
    ),
    "error.card": "\"{card}\"",
    "error.round-over": "kono kyoku wa owarimashita. mō te wa arimasen",
    "error.not-in-hand": "{action} wa {seat} no tefuda ni arimasen",
    "error.decision-in-play": "{action} wa handan desu. ima {seat} wa fuda o dasu ban desu",
    "error.not-a-decision": (
        "{action} wa handan de wa arimasen. {seat} wa ima, agaru ka koi-koi ka o kimemasu"
    ),
    "error.not-a-choice-played": (
        "{action} wa erabemasen. dashita fuda {card} ga toreru no wa {a} ka {b} desu"
    ),
    "error.not-a-choice-flipped": (
        "{action} wa erabemasen. mekuri-fuda {card} ga toreru no wa {a} ka {b} desu"
    ),
    "error.cannot-play": "{seat} wa ima {action} o dasemasen. ima wa: {must}",
    "error.cannot-take": "{seat} wa ima {action} o toremasen. ima wa: {must}",
    "error.cannot-decide": "{seat} wa ima \"{action}\" o erabemasen. ima wa: {must}",
    "error.must-play": "tefuda kara fuda o dasu",
    "error.must-take": "dashita fuda de toru bafuda o erabu",
    "error.must-draw-take": "mekuri-fuda de toru bafuda o erabu",
    "error.must-decide": "agaru ka, koi-koi ka o kimeru",
    "error.no-question": (
        "tejun {k} / {n} ni koi-koi no handan wa arimasen. pureiyā ga mayou bamen de "
        "kotaete kudasai"
    ),
    "error.no-branch": "tejun {k} / {n} ni wa betsu no wakaremichi ga arimasen",
    "error.cli-option-form": (
        "--option '{option}': NAMAE=ATAI no katachi de kaite kudasai (rei: sanko_points=6)"
    ),
    "error.cli-option-line": (
        "--option '{option}': atai wa injidekiru moji no 1-gyō ni shite kudasai"
    ),
    "error.cli-stdin-alone": (
        "score: - wa hyōjun nyūryoku kara torifuda o yomu node, tandoku de shitei shite kudasai"
    ),
    "error.cli-stdin-closed": (
        "score -: hyōjun nyūryoku ga tojite imasu. fuda o hikisū de shitei shite kudasai"
    ),
    "cli.stdin-line": "<stdin>: {n}-gyōme",
    "error.cli-line-too-long": (
        "<stdin>: {n}-gyōme: {limit}-moji o koete imasu. 48-mai subete no torifuda demo yaku "
        "800-moji desu"
    ),
    "error.cli-players": (
        "--players '{players}': namae o futatsu shitei shite kudasai (rei: heuristic,random)"
    ),
    "error.cli-cannot-write": "--out {file}: kakikomemasen: {why}",
    "error.cli-reset-in-checkout": (
        "lessons --reset: chekkuauto de wa ressun wa notebooks/ sono mono desu. git checkout de "
        "modosu ka, --folder FORUDA de betsu no basho ni kopī shite kudasai"
    ),
    "error.cli-empty-folder": (
        "lessons --folder '': forudā-mei o shitei shite kudasai (rei: --folder {folder})"
    ),
    "error.cli-no-lessons": (
        "lessons: kono koikoi-edu no insutōru ni wa ressun ga arimasen. wheel ka PyPI kara "
        "ire-naoshite kudasai"
    ),
    "error.lessons-not-a-folder": (
        "lessons: {folder} wa forudā de wa naku fairu desu. --folder de betsu no basho o "
        "erande kudasai"
    ),
    "error.links-repo": (
        "links: '{repo}' wa GitHub no ripojitori de wa arimasen. OWNER/NAME ka "
        "https://github.com/OWNER/NAME o shitei shite kudasai"
    ),
    "error.links-branch": "links --branch '{branch}': buranchi-mei de wa arimasen",
    "error.links-hub": (
        "links --hub '{hub}': JupyterHub no http:// ka https:// no adoresu o shitei shite "
        "kudasai (rei: https://hub.example.edu)"
    ),
    "error.unknown-card": "fumei na fuda `{id}`",
    "error.unknown-option": "fumei na rūru opushon {option}",
    "error.unknown-preset": (
        "fumei na rūru no purisetto {preset}. tsugi kara erande kudasai: {choices}"
    ),
    "error.option-name": "rūru-mei wa mojiretsu de nakereba narimasen ({value} de wa naku)",
    "error.option-choice": (
        "rūru opushon {option} wa {choices} no izure ka desu ({value} de wa naku)"
    ),
    "error.option-bool": "rūru opushon {option} wa true ka false desu ({value} de wa naku)",
    "error.option-number": (
        "rūru opushon {option} wa {low}-{high} no seisū desu ({value} de wa naku)"
    ),
    "error.endless-match": (
        "kono rūru de wa shōbu ga owarimasen. match_rounds, match_target, bank no dore ka "
        "o settei shite kudasai"
    ),
    # -- rules options (the English is each option's doc in koikoi_edu/rules.py) -----------
    "option.name": "kore-ra no opushon no moto ni natta purisetto (sankō jōhō)",
    "option.rival_may_call": (
        "koi-koi no ato, aite mo yaku ga dekireba koi-koi dekiru. `False` nara futatabi "
        "koi-koi dekiru no wa saki ni koi-koi shita hito dake de, aite no saisho no yaku de "
        "sono kyoku wa sugu aite no kachi (shutten 003: \"futarime ga katsu made\")"
    ),
    "option.double_against_caller": (
        "kono kyoku de shōsha no aite ga koi-koi shite itara 2-bai"
    ),
    "option.double_at_seven": "kihon-ten ga 7-ten ijō nara 2-bai",
    "option.improvement": (
        "kakunin no toki, nani de kyoku ga owaru (mata wa atarashii handan ni naru) ka: "
        "`yaku` wa atarashii yaku ka, zenkai no kakunin yori ten no takai yaku. `total` wa "
        "gōkei-ten no jōshō (koi-koi no katen o fukumu)"
    ),
    "option.last_turn_decision": (
        "saigo no teban de yaku ga dekite mo handan suru (soko de koi-koi suru to nagare ni "
        "naru). `False` nara sono yaku de sono mama kachi"
    ),
    "option.goko_points": "hikari-fuda 5-mai subete",
    "option.shiko_points": "Ono no Michikaze o nozoku hikari-fuda 4-mai",
    "option.ame_shiko_points": "Ono no Michikaze o fukumu hikari-fuda 4-mai",
    "option.sanko_points": "hikari-fuda 3-mai (rainman_sanko o sanshō)",
    "option.rainman_sanko": "Ono no Michikaze o fukumu hikari-fuda 3-mai demo sankō ni naru",
    "option.inoshikacho_points": "inoshishi, shika, chō",
    "option.inoshikacho_extras": "inoshikachō: 3-mai o koeru tane-fuda 1-mai goto ni +1",
    "option.akatan_points": "akatan 3-mai (akatan_cards o sanshō)",
    "option.akatan_cards": (
        "akatan o tsukuru tanzaku: `poetry` wa moji-iri no akatan 3-mai, `any-red` wa akai "
        "tanzaku 7-mai (moji-iri 3-mai to muji no aka 4-mai. aotan wa aka de wa nai) no uchi "
        "nin'i no 3-mai"
    ),
    "option.aotan_points": "aotan 3-mai",
    "option.ribbon_extras": "akatan, aotan: 3-mai o koeru tanzaku 1-mai goto ni +1",
    "option.ribbon_pair_extras": (
        "ribbon_extras no toki, akatan to aotan o ryōhō motte itara: `shared` wa 6-mai o "
        "koeru tanzaku 1-mai goto ni +1 o hitotsu, `each` wa sorezore ga jibun no katen o "
        "kazoeru"
    ),
    "option.ribbon_pair_bonus": "akatan to aotan o ryōhō motte iru toki no katen",
    "option.named_excludes_counted": (
        "inoshikachō no fuda wa tane ni, akatan, aotan no fuda wa tanzaku ni kasanete "
        "kazoenai. `False` nara namae no aru yaku to maisū no yaku ga fuda o kyōyū suru"
    ),
    "option.viewing_points": "hanami-zake to tsukimi-zake, sorezore no ten. 0 de mukō",
    "option.viewing_points_called": (
        "mochinushi ga koi-koi shita ato no hanami-zake to tsukimi-zake, sorezore no ten. "
        "`None` nara onaji"
    ),
    "option.cup_is_plain": "sakazuki wa kasu to shite mo kazoeru",
    "option.deal_protocol": (
        "fuda no kubari-kata (ue kara): `packets-of-2` wa ko, ba, oya ni 2-mai zutsu o "
        "4-kai (shutten 000, 002), `packets-of-4` wa ko, oya, ba ni 4-mai zutsu o 2-kai "
        "(shutten 001), `by-eights` wa ba ni 8-mai, oya ni 8-mai, ko ni 8-mai (shutten "
        "003). dono kubari-kata demo nokori ga yamafuda"
    ),
    "option.instant_win_points": (
        "onaji tsuki no fuda 4-mai (teshi) mata wa 4-kumi no tsui (kuttsuki) no tefuda. "
        "0 nara teyaku nashi"
    ),
    "option.two_month_hand_points": (
        "futatsu no tsuki no fuda dake no 8-mai no tefuda. 0 nara tokubetsu na te de wa nai"
    ),
    "option.both_instant": (
        "ryōsha tomo teyaku no toki: `redeal` wa kubari-naoshi, `play-on` wa ryōhō o "
        "mushi shite tsuzukeru"
    ),
    "option.field_pairs_redeal": "ba ni 4-kumi no tsui: kubari-naoshi",
    "option.hand_four_redeal": "tefuda ni onaji tsuki no fuda ga 4-mai: kubari-naoshi",
    "option.draw_points": "tefuda ga tsukite shōsha ga inai toki ni oya ga eru ten",
    "option.draw_points_after_call": (
        "sono kyoku de koi-koi ga atte mo oya wa draw_points o eru. `False` nara dare mo "
        "yaku o tsukutte inai toki dake (shutten 003) de, sore igai wa tada no nagare"
    ),
    "option.dealer_after_draw": (
        "shōsha no nai kyoku no tsugi no oya: `other` wa aite, `same` wa onaji hito"
    ),
    "option.match_rounds": "hitoshōbu no kyokusū (kubari-naoshi wa kazoenai). `None` wa museigen",
    "option.match_target": "dochira ka no gōkei-ten ga kono ten ni tassuru to shōbu ga owaru",
    "option.bank": (
        "kakuji kono tensū no mochiten de hajime, ten wa maketa hito kara katta hito e "
        "utsuru. mochiten ga naku natta hito no make. `None` nara gōkei wa 0 kara"
    ),
    # -- errors in scenario files and the text they are read from (scenario.py, bounded.py)
    "error.scenario.in-turn": "{n}-teme: {cause}",
    "error.scenario.unreadable": "`{source}`: fairu o yomemasen: {why}",
    "error.scenario.not-text": "shinario wa `TOML` no tekisuto desu (`{kind}` de wa naku)",
    "error.scenario.stop-at": "`stop_at` wa 0-{turns} desu ({value} de wa naku)",
    "error.scenario.not-in-library": (
        "raiburari ni shinario '{name}' wa arimasen. tsugi kara erande kudasai: {names}"
    ),
    "error.scenario.none-shipped": "(dōkon nashi)",
    "error.scenario.missing": "`{key}` ga arimasen",
    "error.scenario.deck-and-position": (
        "`deck` (48-mai no fuda) ka `[position]` no dochiraka ippō o kaite kudasai. ryōhō "
        "arimasu"
    ),
    "error.scenario.no-deck-or-position": (
        "`deck` (48-mai no fuda) ka `[position]` no dochiraka ippō o kaite kudasai. dochira mo "
        "arimasen"
    ),
    "error.scenario.dealer-with-position": (
        "sentō no `dealer` wa `deck` to kumimasu. `[position]` de wa oya o `[position]` no "
        "naka ni kakimasu"
    ),
    "error.scenario.one-turn-table": (
        "teban wa sorezore `[[turn]]` (teban no risuto) to kakimasu. `[turn]` de wa arimasen"
    ),
    "error.scenario.deck-size": "yama ga {n}-mai de, 48-mai de wa arimasen. `{card}` ga arimasen",
    "error.scenario.deck-size-more": (
        "yama ga {n}-mai de, 48-mai de wa arimasen. `{card}` hoka {more}-mai ga arimasen"
    ),
    "error.scenario.turn-not-a-table": (
        "{n}-teme wa tēburu de nakereba narimasen ({value} de wa naku)"
    ),
    "error.scenario.play-missing": "`play` (tefuda kara dasu fuda) ga arimasen",
    "error.scenario.decide-value": '`decide` wa `"stop"` ka `"koi-koi"` desu ({value} de wa naku)',
    "error.scenario.expect-winner": (
        '`expect.winner` wa `"A"`, `"B"`, `"none"`, `"pending"` no dore ka desu '
        "({value} de wa naku)"
    ),
    "error.scenario.not-kind": "`{where}` wa {kind} de nakereba narimasen ({value} de wa naku)",
    "error.scenario.kind-text": "mojiretsu",
    "error.scenario.kind-number": "seisū",
    "error.scenario.kind-list": "risuto",
    "error.scenario.kind-table": "tēburu",
    "error.scenario.not-a-seat": '`{where}` wa `"A"` ka `"B"` desu ({value} de wa naku)',
    "error.scenario.unknown-key": "fumei na kī {key}. tsukaeru kī: {keys}",
    "error.scenario.misplaced-key": "`{key}` wa koko ni wa kakemasen. {home}",
    "error.scenario.home-top": "fairu no sentō, saisho no `[...]` no mae ni kakimasu",
    "error.scenario.home-position": "`[position]` no naka ni kakimasu",
    "error.scenario.home-seat": "`A.hand` ya `B.captured` no yō ni seki to issho ni kakimasu",
    "error.scenario.home-turn": "`[[turn]]` no naka ni kakimasu",
    "error.scenario.home-expect": "`[expect]` no naka ni kakimasu",
    "error.scenario.unknown-card": "fumei na fuda {card}",
    "error.scenario.unknown-card-hint": "fumei na fuda {card}. `{hint}` no koto desu ka?",
    "error.scenario.twice": "`{card}` ga 2-kai arimasu",
    "error.scenario.round-over": (
        "kono kyoku wa mō owatte imasu ({ending}). tsugi no teban wa arimasen"
    ),
    "error.scenario.played-unchosen": (
        "dashita fuda `{card}` wa ba no `{a}` to mo `{b}` to mo aimasu. toru fuda o "
        '`take = "..."` de kaite kudasai'
    ),
    "error.scenario.flipped-unchosen": (
        "mekuri-fuda `{card}` wa ba no `{a}` to mo `{b}` to mo aimasu. toru fuda o "
        '`draw_take = "..."` de kaite kudasai'
    ),
    "error.scenario.played-unasked": (
        "`take = {chosen}` ga arimasu ga, dashita fuda `{card}` ni erabu yochi wa arimasen. "
        "`take` wa au bafuda ga 2-mai no toki dake kakimasu"
    ),
    "error.scenario.flipped-unasked": (
        "`draw_take = {chosen}` ga arimasu ga, mekuri-fuda `{card}` ni erabu yochi wa "
        "arimasen. `draw_take` wa au bafuda ga 2-mai no toki dake kakimasu"
    ),
    "error.scenario.decide-missing": (
        '{seat} wa ima {held} ga ari, handan ga hitsuyō desu: `decide = "stop"` ka '
        '`decide = "koi-koi"` o kaite kudasai'
    ),
    "error.scenario.decide-after-end": (
        '`decide = "{decide}"` ga arimasu ga, {seat} ni handan no kikai wa arimasen: kyoku ga '
        "owarimashita ({ending})"
    ),
    "error.scenario.decide-no-yaku": (
        '`decide = "{decide}"` ga arimasu ga, {seat} ni handan no kikai wa arimasen: kono '
        "teban de atarashii yaku mo ue no yaku mo dekite imasen"
    ),
    "error.file.too-large": (
        "fairu ga {limit} baito o koete imasu. kono shurui no fairu ni hitsuyō na ōkisa o "
        "koete imasu"
    ),
    "error.file.too-long": (
        "{chars} moji ari, kono shurui no fairu ni hitsuyō na {limit} moji o koete imasu"
    ),
    "error.file.not-utf8": "tekisuto ga `UTF-8` de wa arimasen ({byte} baito-me)",
    "error.file.number-too-long": (
        "{digits} keta no kazu ga ari, koko de tsukau kazu no jōgen {limit} keta o koete imasu"
    ),
    "error.file.not-json-text": "`JSON` no tekisuto ga hitsuyō desu (`{kind}` de wa naku)",
    "error.file.json-too-deep": "risuto to obujekuto no ireko ga {depth}-dan o koete imasu",
    "error.file.json-invalid": "`JSON` no ayamari: '{detail}'",
    "error.file.json.value": (
        "`JSON` no ayamari: atai ga arimasen ({line}-gyō {column}-retsu, {char}-moji-me)"
    ),
    "error.file.json.name": (
        "`JSON` no ayamari: nijū in'yōfu de kakonda puropati-mei ga hitsuyō desu "
        "({line}-gyō {column}-retsu, {char}-moji-me)"
    ),
    "error.file.json.colon": (
        "`JSON` no ayamari: `:` ga hitsuyō desu ({line}-gyō {column}-retsu, {char}-moji-me)"
    ),
    "error.file.json.comma": (
        "`JSON` no ayamari: `,` ga hitsuyō desu ({line}-gyō {column}-retsu, {char}-moji-me)"
    ),
    "error.file.json.string-unclosed": (
        "`JSON` no ayamari: mojiretsu ga tojite imasen (hajimari: {line}-gyō {column}-retsu, "
        "{char}-moji-me)"
    ),
    "error.file.json.control-character": (
        "`JSON` no ayamari: mojiretsu ni seigyo moji ga arimasu ({line}-gyō {column}-retsu, "
        "{char}-moji-me)"
    ),
    "error.file.json.escape": (
        "`JSON` no ayamari: `\\` no esukēpu ga tadashiku arimasen ({line}-gyō {column}-retsu, "
        "{char}-moji-me)"
    ),
    "error.file.json.hex": (
        "`JSON` no ayamari: `\\uXXXX` ga tadashiku arimasen ({line}-gyō {column}-retsu, "
        "{char}-moji-me)"
    ),
    "error.file.json.trailing-comma-array": (
        "`JSON` no ayamari: hairetsu no owari no mae ni yobun na kanma ga arimasu "
        "({line}-gyō {column}-retsu, {char}-moji-me)"
    ),
    "error.file.json.trailing-comma-object": (
        "`JSON` no ayamari: obujekuto no owari no mae ni yobun na kanma ga arimasu "
        "({line}-gyō {column}-retsu, {char}-moji-me)"
    ),
    "error.file.json.extra-data": (
        "`JSON` no ayamari: atai no ato ni yobun na dēta ga arimasu ({line}-gyō "
        "{column}-retsu, {char}-moji-me)"
    ),
    "error.file.toml-too-deep": "hairetsu to tēburu no ireko ga {depth}-dan o koete imasu",
    "error.file.dotted-key-too-deep": "dotto-tsuki kī no ireko ga {depth}-dan o koete imasu",
    "error.file.toml-number-too-long": "`TOML` no ayamari: kazu ga nagasugite yomemasen",
    "error.file.toml-invalid": "`TOML` no ayamari: '{detail}'",
    "error.file.toml-at": "{line}-gyō {column}-retsu",
    "error.file.toml-at-end": "bunsho no matsubi",
    "error.file.toml.statement": "`TOML` no ayamari: yomenai kijutsu desu ({at})",
    "error.file.toml.newline": (
        "`TOML` no ayamari: kijutsu no ato wa kaigyō ka bunsho no matsubi ga hitsuyō desu ({at})"
    ),
    "error.file.toml.literal-unclosed": "`TOML` no ayamari: tojiru `'` ga arimasen ({at})",
    "error.file.toml.multiline-literal-unclosed": (
        "`TOML` no ayamari: tojiru `'''` ga arimasen ({at})"
    ),
    "error.file.toml.invalid-character": "`TOML` no ayamari: tsukaenai moji `{part}` ({at})",
    "error.file.toml.declared-twice": (
        "`TOML` no ayamari: tēburu `{part}` ga 2-kai sengen sarete imasu ({at})"
    ),
    "error.file.toml.overwrite": "`TOML` no ayamari: atai o uwagaki dekimasen ({at})",
    "error.file.toml.table-unclosed": (
        "`TOML` no ayamari: tēburu no midashi ga `]` de tojite imasen ({at})"
    ),
    "error.file.toml.immutable": (
        "`TOML` no ayamari: `{part}` wa inrain no tēburu ka hairetsu na no de tsuika "
        "dekimasen ({at})"
    ),
    "error.file.toml.array-table-unclosed": (
        "`TOML` no ayamari: tēburu hairetsu no midashi ga `]]` de tojite imasen ({at})"
    ),
    "error.file.toml.redefine": (
        "`TOML` no ayamari: tēburu `{part}` o teigi shinaosemasen ({at})"
    ),
    "error.file.toml.equals": "`TOML` no ayamari: kī no ato ni `=` ga hitsuyō desu ({at})",
    "error.file.toml.key-start": (
        "`TOML` no ayamari: kī o kono moji de hajimeraremasen ({at})"
    ),
    "error.file.toml.array-unclosed": "`TOML` no ayamari: hairetsu ga tojite imasen ({at})",
    "error.file.toml.inline-duplicate": (
        "`TOML` no ayamari: inrain tēburu de kī `{part}` ga chōfuku shite imasu ({at})"
    ),
    "error.file.toml.inline-unclosed": (
        "`TOML` no ayamari: inrain tēburu ga tojite imasen ({at})"
    ),
    "error.file.toml.backslash": (
        "`TOML` no ayamari: mojiretsu ni esukēpu sarete inai `\\` ga arimasu ({at})"
    ),
    "error.file.toml.hex": "`TOML` no ayamari: 16-shinsū no atai ga tadashiku arimasen ({at})",
    "error.file.toml.not-scalar": (
        "`TOML` no ayamari: esukēpu shita moji ga yunikōdo no sukarā-chi de wa arimasen ({at})"
    ),
    "error.file.toml.string-unclosed": "`TOML` no ayamari: mojiretsu ga tojite imasen ({at})",
    "error.file.toml.illegal-character": "`TOML` no ayamari: tsukaenai moji `{part}` ({at})",
    "error.file.toml.date": "`TOML` no ayamari: hizuke ka nichiji ga tadashiku arimasen ({at})",
    "error.file.toml.value": "`TOML` no ayamari: atai ga tadashiku arimasen ({at})",

    # -- errors in saved rounds and matches (saving.py, match.py)
    "error.save.in-save": "hozon dēta: {cause}",
    "error.save.in-round": "hozon sareta kyoku: {cause}",
    "error.save.in-match": "hozon sareta shōbu: {cause}",
    "error.save.in-match-round": "dai {n} kyoku: {cause}",
    "error.save.in-action": "{n}-teme: {cause}",
    "error.save.not-json": "hozon sareta gēmu de wa arimasen: {cause}",
    "error.save.not-object": "obujekuto de nakereba narimasen ({value} de wa naku)",
    "error.save.missing": "`{key}` ga arimasen",
    "error.save.wrong-kind": "`{key}` wa {kind} de nakereba narimasen ({value} de wa naku)",
    "error.save.seat": "`{key}` wa `A` ka `B` de nakereba narimasen ({value} de wa naku)",
    "error.save.object": "obujekuto",
    "error.save.list": "risuto",
    "error.save.string": "mojiretsu",
    "error.save.bool": "`true` ka `false`",
    "error.save.int": "seisū",
    "error.save.unknown-card": "fumei na fuda {card}",
    "error.save.card-twice": "fuda {card} ga nido dete kimasu",
    "error.save.format": "keishiki '{format}' wa `koikoi-edu` no hozon dēta de wa arimasen",
    "error.save.other-format": "kore wa {saved} de, {expected} de wa arimasen",
    "error.save.a-round": "hozon sareta kyoku",
    "error.save.a-match": "hozon sareta shōbu",
    "error.save.version": (
        "hozon dēta no bājon {version} ni wa taiō shite imasen (kono pakkēji ga yomeru no "
        "wa bājon {supported})"
    ),
    "error.save.unknown-action": "fumei na te {action}",
    "error.save.misdeals": "`misdeals` wa kubari-naoshi no kaisū na no de, {n} ni wa narimasen",
    "error.save.other-rules": "rūru ga shōbu no rūru to chigaimasu",
    "error.save.after-the-end": "shōbu wa kono kyoku no mae ni mō owatte imashita",
    "error.save.other-deal": "shīdo {seed} ga kubaru kyoku de wa arimasen",
    "error.save.unfinished": "owatte inai no ni, ato ni mada kyoku ga tsuzuite imasu",
    "error.match.round-in-play": "dai {n} kyoku wa mada tsuzuite imasu. saki ni owarasete kudasai",
    "error.match.round-not-over": "dai {n} kyoku wa mada owatte imasen",
    "error.match.over": "shōbu wa owarimashita. mō kyoku wa arimasen",
    "error.match.rounds-count": (
        "kyokusū wa 0 kara {limit} made no seisū de nakereba narimasen ({value} de wa naku)"
    ),
    "error.match.rounds-count-text": (
        "kyokusū wa 0 kara {limit} made no seisū de nakereba narimasen ('{value}' de wa naku)"
    ),

    # -- errors in game records, hand-built positions and card lists (records.py,
    # positions.py, cards.py, round.py)
    "error.record.file": "`{source}`",
    "error.record.round": "`{source}` dai-{round}-kyoku",
    "error.record.turn": "`{source}` dai-{round}-kyoku {turn}-temme",
    "error.record.list-gap": ", ",
    "error.record.nothing": "nashi",
    "error.record.unreadable": "{where}: fairu o yomemasen: {why}",
    "error.record.not-json": "{where}: `JSON` no taikyoku kiroku de wa arimasen: {cause}",
    "error.record.entry-missing": "{where}: kōmoku '{key}' ga arimasen",
    "error.record.shape": (
        "{where}: sōtei shita katachi no taikyoku kiroku de wa arimasen (`info`, `result`, "
        "`record` no kaku obujekuto)"
    ),
    "error.record.no-records": (
        "`{directory}`: kono forudā ni taikyoku kiroku (`*.json`) ga arimasen"
    ),
    "error.record.is-over": "{where}: `isOver` wa `true` ka `false` desu ({value} de wa naku)",
    "error.record.unexpected-entry": (
        "{where}: sōteigai no kōmoku '{key}'. `{prefix}1`, `{prefix}2`, ... no hazu desu"
    ),
    "error.record.not-a-player": "{where}: `{key}` wa pureiyā 1 ka 2 desu ({value} de wa naku)",
    "error.record.not-a-card": "{where}: `{key}`: {value} wa fuda de wa arimasen [tsuki 1-12, 1-4]",
    "error.record.not-a-list": "{where}: `{key}`: fuda no risuto no hazu desu ({value} de wa naku)",
    "error.record.is-koikoi": (
        "{where}: `isKoiKoi` wa `true`, `false`, `null` no izure ka desu ({value} de wa naku)"
    ),
    "error.record.goes-on": (
        "{where}: kyoku wa mō owatte imasu ({ending}) ga, kiroku wa tsuzuite imasu"
    ),
    "error.record.wrong-mover": (
        "{where}: kiroku de wa {recorded} no teban desu ga, ima wa {seat} no ban desu"
    ),
    "error.record.flip-from-empty": (
        "{where}: kiroku de wa {flip} o mekurimasu ga, yamafuda wa kara desu"
    ),
    "error.record.wrong-flip": (
        "{where}: kiroku de wa {flip} o mekurimasu ga, yamafuda no ichiban ue wa {top} desu"
    ),
    "error.record.wrong-choice": (
        "{where}: {card} wa ba no {a} to {b} no ryōhō ni aimasu ga, kiroku de totta fuda wa "
        "{captured} desu"
    ),
    "error.record.wrong-captures": (
        "{where}: kiroku de totta fuda wa {recorded} desu ga, enjin ga toru fuda wa {gained} desu"
    ),
    "error.record.no-decision": (
        "{where}: {seat} no yaku ga {yaku} ni nari, agaru ka koi-koi ka o kimeru hazu desu ga, "
        "kiroku ni handan ga arimasen"
    ),
    "error.record.unoffered-koikoi": (
        "{where}: kiroku de wa {seat} ga koi-koi o sengen shimasu ga, kono teban no ato ni enjin "
        "wa handan o motomemasen"
    ),
    "error.record.unoffered-stop": (
        "{where}: kiroku de wa {seat} ga agarimasu ga, kono teban no ato ni enjin wa handan o "
        "motomemasen"
    ),
    "error.record.breaks-off": (
        "{where}: kiroku wa togirete imasu ga, kyoku wa owatte imasu ({ending})"
    ),
    "error.record.ends-early": (
        "{where}: kiroku wa {n}-temme de owarimasu ga, kyoku wa tsuzuite imasu"
    ),
    "error.record.wrong-result": (
        "{where}: kiroku de wa {recorded} ga {points}-ten de kachi desu ga, enjin no seisan de wa "
        "{seat} ga {engine_points}-ten de kachi desu ({equation})"
    ),
    "error.record.wrong-result-no-winner": (
        "{where}: kiroku de wa {recorded} ga {points}-ten de kachi desu ga, enjin no seisan de wa "
        "{equation}"
    ),
    "error.position.in-hand": "{seat} no tefuda",
    "error.position.in-captured": "{seat} no torifuda",
    "error.position.in-field": "bafuda",
    "error.position.in-stock": "yamafuda",
    "error.position.twice-in-stock": "{card} ga yamafuda ni nikai arimasu",
    "error.position.in-two-places": "{card} ga {first} to {second} no ryōhō ni arimasu",
    "error.position.hand-too-large": (
        "{seat} no tefuda ga {n}-mai arimasu. tefuda wa ōkute mo {most}-mai desu"
    ),
    "error.position.hand-sizes": (
        "{mover} no ban de tefuda wa {own}-mai, {other_seat} wa {other}-mai desu. ban no hito no "
        "tefuda wa aite to onaji ka ichi-mai ōi hazu desu"
    ),
    "error.position.hands-empty": "ryōsha no tefuda ga kara desu. nokori no teban ga arimasen",
    "error.position.wrong-dealer": (
        "oya {dealer} wa tefuda to aimasen. oya ga saki ni utsu no de, {mover} no ban de tefuda "
        "{own}-mai, {other_seat} ga {other}-mai nara, oya wa {right} desu"
    ),
    "error.position.stock-too-small": (
        "yamafuda wa {n}-mai de, nokori {turns} teban ni wa tarimasen (teban goto ni ichi-mai "
        "mekurimasu)"
    ),
    "error.position.month-on-field": (
        "{month}-gatsu ({plant}) no 4-mai subete ga ba ni arimasu. kono yō na kubari wa "
        "kubari-naoshi ni nari, shōbu-chū ni tsuki no yon-mai-me ga san-mai no yoko ni okareru "
        "koto wa arimasen"
    ),
    "error.position.too-many-calls": (
        "`koikoi` ni koi-koi ga {n}-kai arimasu ga, {rules} no rūru de wa ikkyoku ni {limit}-kai "
        "made desu"
    ),
    "error.position.rival-called": (
        "`koikoi` ni A to B no ryōhō no koi-koi ga arimasu ga, {rules} no rūru wa `rival_may_call "
        "= false` na no de, koi-koi dekiru no wa saki ni sengen shita {seat} dake desu"
    ),
    "error.position.yaku-without-call": (
        "{seat} no torifuda ni wa mō yaku ({yaku}) ga arimasu ga, {seat} ga `koikoi` ni arimasen. "
        "kaishi-ji ni yaku ga aru hito wa koi-koi shite iru hazu desu"
    ),
    "error.cards.twice": "fuda {card} ga nikai arimasu",
    "error.deck.each-card-once": (
        "yamafuda ni wa 48-mai no fuda ga sorezore ichi-mai zutsu hitsuyō desu"
    ),

    # -- errors a widget shows (widgets/)
    "error.widget.in-pile": "{card} wa mō torifuda ni arimasu",
    "error.widget.not-in-pile": "{card} wa torifuda ni arimasen",
    "error.widget.decide": "`decide` '{choice}': eraberu no wa `stop` ka `koi-koi` desu",
    "error.widget.turn": "teban wa 0-{turns} no seisū desu ({value} de wa naku)",
    "error.widget.step": "tejun wa 0-{steps} no seisū desu ({value} de wa naku)",
    "error.widget.answer": "`stop` ka `koi-koi` de kotaete kudasai ({value} de wa naku)",
    "error.widget.unknown-yaku": "fumei na yaku `{yaku}`",
    "error.quiz.not-a-choice": "'{given}' wa sentakushi `{choices}` ni arimasen",
    "error.drill.not-answered": "{part} ni mada kotaete imasen",
    "error.advisor.no-decision-under": (
        "{rules} no rūru de wa, koko de {seat} ni handan wa arimasen: {why}"
    ),
    "error.advisor.no-decision": "kono rūru de wa, koko de {seat} ni handan wa arimasen: {why}",
    "error.advisor.turn-ends": "kono teban de kyoku ga owaru ({ending})",
    "error.advisor.no-better": "{seat} no teban de atarashii yaku mo ue no yaku mo dekinai",
    # the command line's help and usage (cli.py; argparse's own words: cli.argparse.*)
    "cli.help.description": "Nihon no karuta asobi koi-koi o manabu.",
    "cli.help.commands": "komando",
    "cli.help.COMMAND": "KOMANDO",
    "cli.help.CARD": "FUDA",
    "cli.help.FILE": "FAIRU",
    "cli.help.N": "KAZU",
    "cli.help.S": "SHĪDO",
    "cli.help.NAME,NAME": "NAMAE,NAMAE",
    "cli.help.DIR": "FORUDA",
    "cli.help.REPO": "RIPOJITORI",
    "cli.help.B": "BURANCHI",
    "cli.help.PRESET": "PURISETTO",
    "cli.help.NAME=VALUE": "NAMAE=ATAI",
    "cli.help.LANG": "GENGO",
    "cli.help.rules": "rūru no purisetto: {presets} (kitei wa teaching)",
    "cli.help.option": "purisetto no rūru opushon o hitotsu kaeru (kurikaeshi ka)",
    "cli.help.lang": (
        "hito ga yomu shutsuryoku no gengo: {languages} (kitei wa en. JSON wa sono mama)"
    ),
    "cli.help.score": "torifuda no yaku, kihon-ten, tokuten",
    "cli.help.score.description": (
        "Torifuda o saiten suru. Fuda no kawari ni - o shitei suru to, hyōjun nyūryoku kara "
        "ichi-gyō ni hito-kumi zutsu (fuda no ID o kūhaku de kugitte) yomu."
    ),
    "cli.help.score.json": "JSON de kotaeru (- de wa ichi-gyō zutsu no JSON)",
    "cli.help.score.cards": "fuda no ID, mata wa hyōjun nyūryoku o arawasu -",
    "cli.help.check": "shinario fairu o saisei shi, [expect] o tashikameru",
    "cli.help.check.description": (
        "Shinario fairu o saisei shi, sorezore no kekka o shutsuryoku shite [expect] o "
        "tashikameru."
    ),
    "cli.help.check.json": "JSON no risuto (fairu goto ni hitotsu no obujekuto)",
    "cli.help.simulate": "futari no konpyūtā dōshi de shīdo-tsuki no kyoku o utsu",
    "cli.help.simulate.description": (
        "Futari no konpyūtā dōshi de shīdo-tsuki no kyoku o (--rounds no kazu dake) uchi, "
        "kachi o kazoeru."
    ),
    "cli.help.simulate.rounds": "kitei wa 1000, saidai {limit}",
    "cli.help.simulate.seed": "kitei wa randamu na shīdo (shutsuryoku sareru)",
    "cli.help.simulate.players": (
        "A-seki to B-seki no pureiyā: random, greedy, heuristic (kitei wa random,random)"
    ),
    "cli.help.simulate.json": "JSON de kotaeru",
    "cli.help.lessons": "ressun no nōtobukku de JupyterLab o kidō suru",
    "cli.help.lessons.description": (
        "Ressun 00 o hiraite JupyterLab o kidō suru. Chekkuauto de wa notebooks/ o sono ba "
        "de hiraku. Insutōru sareta pakkēji wa, mazu ressun o ./{folder} (mata wa --folder) "
        "ni kopī suru. Soko ni aru ressun wa nokosu node, gakushūsha no sagyō ga uwagaki "
        "sareru koto wa nai."
    ),
    "cli.help.lessons.folder": (
        "ressun o forudā ni kopī suru (kitei wa ./{folder}. chekkuauto de wa notebooks/ o "
        "sono ba de hiraku)"
    ),
    "cli.help.lessons.reset": (
        "kopī no ressun o subete kōsu no han ni modosu (okikaeru anata no fairu wa "
        "NAMAE.edited-NICHIJI to shite soba ni nokosu)"
    ),
    "cli.help.lessons.no-browser": "burauzā o hirakanai",
    "cli.help.lessons.port": (
        "JupyterLab no pōto, 1-65535 (kitei wa 8888 kara saisho no aki)"
    ),
    "cli.help.not-a-port": (
        "'{text}' wa pōto de wa arimasen. 1-65535 no kazu o shitei shite kudasai"
    ),
    "cli.help.links": "Binder to JupyterHub de kōsu o hiraku rinku",
    "cli.help.links.description": (
        "GitHub no ripojitori ni oita kōsu e no rinku o shutsuryoku suru: mybinder.org no "
        "ressun 00 no JupyterLab to reidai no Voila, --hub o tsukeru to, sono JupyterHub no "
        "kaku gakusei no hōmu ni kōsu o kopī suru nbgitpuller no rinku mo."
    ),
    "cli.help.links.repo": "SHOYŪSHA/NAMAE, mata wa https://github.com/SHOYŪSHA/NAMAE",
    "cli.help.links.hub": (
        "JupyterHub no http:// ka https:// no adoresu (rei: https://hub.example.edu)"
    ),
    "cli.help.links.branch": "rinku ga hiraku buranchi (kitei wa main)",
    "cli.help.cheatsheet": "fuda no e-iri no ichimai no yaku hayamihyō (HTML)",
    "cli.help.cheatsheet.description": (
        "Rūru no purisetto no yaku hayamihyō o, A4 ka Letter no ichimai ni insatsu dekiru "
        "HTML pēji to shite kaku."
    ),
    "cli.help.cheatsheet.out": "pēji o koko ni kaku (kitei wa shutsuryoku suru)",
    "cli.argparse.usage": "tsukaikata: ",
    "cli.argparse.positional": "ichi hikisū",
    "cli.argparse.options": "opushon",
    "cli.argparse.help": "kono herupu o hyōji shite shūryō suru",
    "cli.argparse.error": "%(prog)s: erā: %(message)s\n",
    "cli.argparse.argument": "hikisū %(argument_name)s: %(message)s",
    "cli.argparse.required": "tsugi no hikisū ga hitsuyō desu: %s",
    "cli.argparse.unrecognized": "ninshiki dekinai hikisū: %s",
    "cli.argparse.choice": "mukō na sentaku: %(value)r (tsugi kara erande kudasai: %(choices)s)",
    "cli.argparse.invalid": "mukō na %(type)s no atai: %(value)r",
    "cli.argparse.one": "hikisū ga hitotsu hitsuyō desu",
    "cli.argparse.ambiguous": "aimai na opushon: %(option)s wa %(matches)s ni aimasu",
    "cli.argparse.explicit": "kono opushon wa atai %r o torimasen",
    "factor.all-calls": "kono kyoku no koi-koi {n}-kai",
    "yaku.tsuki-fuda": "Tsuki-fuda",
    "error.option-unlimited": (
        "rūru opushon {option} wa {low}-{high} no seisū ka \"unlimited\" desu ({value} de wa naku)"
    ),
    "error.option-cards": "rūru opushon {option} wa fuda ID no risuto desu ({value} de wa naku)",
    "error.option-card": "rūru opushon {option}: fumei na fuda {value}",
    "error.month-range": "tsuki wa 1-12 no seisū desu ({value} de wa naku)",
    "error.scenario.two-months": (
        "tsuki ga saijōbu to `[rule_options]` no nikasho ni, chigau atai de kakarete imasu"
    ),
    "cli.help.score.month": (
        "kyoku no tsuki, 1-12 (kitei 1). tsuki-fuda no yaku no tame"
    ),
    "cli.help.rules-command": "rūru opushon o subete, atai to imi to tomo ni ichiran suru",
    "cli.help.rules-command.description": (
        "Purisetto to --option no henkō no moto de, rūru opushon o subete atai to imi to tomo ni "
        "ichiran shimasu. Jugyō no mae ni settei o tashikameraremasu."
    ),
    "cli.help.rules-command.json": "JSON de shutsuryoku: opushon-mei kara atai to imi e",
    "cli.rules.title": "Rūru {rules}{changed}:",
    "cli.rules.unset": "misettei",
    "option.koikoi_limit": (
        "1-kyoku ni futari awasete koi-koi dekiru kaisū. `None` (fairu to komando rain de wa "
        "`\"unlimited\"`) wa museigen"
    ),
    "option.caller_factor": (
        "koi-koi shita honnin ga katta toki no bairitsu: `none` nashi, `calls-plus-one` 1, 2, "
        "3-kai de 2, 3, 4-bai, `doubling` 2, 4, 8-bai, `japan` 1-3-kai de +1, +2, +3-ten, 4-7-kai "
        "de 2, 3, 4, 5-bai, `all-calls-plus-one` shōsha no ten x (1 + kono kyoku de futari ga "
        "shita koi-koi no kaisū)"
    ),
    "option.rainman_cancels_viewing": (
        "torifuda ni Ono no Michikaze ga aru to hanami-zake, tsukimi-zake wa mukō "
        "(viewing_cancelled_by = [\"willow-rainman\"] to onaji)"
    ),
    "option.named_replaces_counted": (
        "inoshikachō ga aru to tane wa kazoezu, akatan ka aotan ga aru to tanzaku wa kazoenai "
        "(namae no aru yaku no katen ga kawari ni naru)"
    ),
    "option.tane_points": "tane 5-mai no ten. 5-mai o koeru 1-mai goto ni +1",
    "option.tanzaku_points": "tanzaku 5-mai no ten. 5-mai o koeru 1-mai goto ni +1",
    "option.kasu_points": "kasu 10-mai no ten. 10-mai o koeru 1-mai goto ni +1",
    "option.hanami_points": "hanami-zake dake no ten (0 de mukō). `None` nara viewing_points",
    "option.tsukimi_points": "tsukimi-zake dake no ten (0 de mukō). `None` nara viewing_points",
    "option.viewing_cancelled_by": (
        "fuda ID no ichiran: dore ka ga torifuda ni aru to hanami-zake, tsukimi-zake wa mukō"
    ),
    "option.month_yaku_points": (
        "tsuki-fuda: sono kyoku no tsuki no 4-mai o subete totta yaku (shōbu no dai k kyoku wa ((k "
        "- 1) mod 12) + 1 gatsu). 0 de tsuki no yaku nashi"
    ),
}
