"""Japanese (kanji and kana)."""

WORDS: dict[str, str] = {
    # -- yaku ----------------------------------------------------------------------
    "yaku.goko": "五光",
    "yaku.shiko": "四光",
    "yaku.ame-shiko": "雨四光",
    "yaku.sanko": "三光",
    "yaku.inoshikacho": "猪鹿蝶",
    "yaku.akatan": "赤短",
    "yaku.akatan-any-red": "赤短",
    "yaku.aotan": "青短",
    "yaku.hanami": "花見酒",
    "yaku.tsukimi": "月見酒",
    "yaku.tane": "タネ",
    "yaku.tanzaku": "短冊",
    "yaku.kasu": "カス",
    "yaku.akatan-aotan": "赤短・青短の重複",
    "yaku.teshi": "手四",
    "yaku.kuttsuki": "くっつき",
    "yaku.two-months": "二組",
    # -- settlements ---------------------------------------------------------------
    "settle.no-winner": "勝者なし",
    "settle.yaku-points": "役の点",
    "settle.under": "{text}（{rules}のルール）",
    "factor.own-calls": "自分のこいこい{n}回",
    "factor.seven": "7点以上",
    "factor.rival-called": "相手のこいこい",
    "ending.stop": "{seat}があがり",
    "ending.after-call": "こいこいの後、{seat}が新しい役か上の役を作った",
    "ending.last-turn": "最後の手番で{seat}が新しい役か上の役を作った",
    "ending.instant": "{seat}が手役（{yaku}）で即勝ち、{points}点、倍率なし",
    "ending.draw": "手札が尽きて勝者なし：流れ",
    "ending.dealer-draw": "勝者なしで手札が尽き、親の{seat}が{points}点",
    "ending.misdeal": "配り直し（{why}、同じ親）",
    "ending.rescored": "終局時の{seat}の取り札、{rules}のルールで",
    "ending.no-yaku": "{rules}のルールでは{seat}の取り札に役なし",
    "misdeal.field-month": "場に同じ月の札が4枚",
    "misdeal.field-pairs": "場に4組の対",
    "misdeal.hand-month": "手札に同じ月の札が4枚",
    "misdeal.both-instant": "両者とも手役",
    # -- plants by month ---------------------------------------------------------------------
    "plant.1": "松",
    "plant.2": "梅",
    "plant.3": "桜",
    "plant.4": "藤",
    "plant.5": "菖蒲",
    "plant.6": "牡丹",
    "plant.7": "萩",
    "plant.8": "芒",
    "plant.9": "菊",
    "plant.10": "紅葉",
    "plant.11": "柳",
    "plant.12": "桐",
    # -- card subjects -----------------------------------------------------------------------
    "subject.crane": "鶴",
    "subject.warbler": "鶯",
    "subject.curtain": "幕",
    "subject.cuckoo": "不如帰",
    "subject.bridge": "八橋",
    "subject.butterflies": "蝶",
    "subject.boar": "猪",
    "subject.moon": "月",
    "subject.geese": "雁",
    "subject.cup": "盃",
    "subject.deer": "鹿",
    "subject.rainman": "小野道風",
    "subject.swallow": "燕",
    "subject.lightning": "雷",
    "subject.phoenix": "鳳凰",
    "subject.poetry": "赤短",
    "subject.blue": "青短",
    "subject.ribbon": "短冊",
    "subject.plain": "カス",
    # -- card categories ---------------------------------------------------------------------
    "category.bright": "光",
    "category.animal": "種",
    "category.ribbon": "短冊",
    "category.plain": "カス",
    # -- the cards ---------------------------------------------------------------------------
    "card.poem": "歌",
    "card.back": "裏向きの札",
    "card.back_desc": "花札の裏面。どの札かは分からない",
    "card.flashcard": "名前を当てる札: 月、植物、種類のない絵だけ",
    "card.empty": "（札なし）",
    "card.marked": "{text}（強調）",
    "card.count": "{n}枚",
    "card.desc": "{m}月、{plant}；{cat}札",
    # -- the table ---------------------------------------------------------------------------
    "table.table": "こいこいの場",
    "table.hand": "{seat}の手札",
    "table.face_down": "伏せ札",
    "table.pile": "{seat}の取り札",
    "table.field": "場札",
    "table.stock": "山札: {n}",
    "table.cards": "{n}枚",
    "table.play": "{seat}の番",
    "table.take": "{seat}が取る札を選ぶ",
    "table.draw_take": "{seat}がめくり札で取る札を選ぶ",
    "table.decide": "{seat}の判断：あがるか、こいこいか？",
    "table.over": "勝負あり",
    "table.played": "出した札",
    "table.flipped": "めくり札",
    "table.dealer": "親: {seat}",
    "table.calls": "こいこい: {seats}",
    "table.none": "なし",
    "table.rules": "ルール: {name}",
    "table.yaku": "役",
    "table.no_yaku": "役なし",
    "table.base": "基本点",
    "table.towards": "役まで",
    "table.progress": "{name}：{need}枚中{have}枚",
    "table.settlement": "精算",
    "table.wins": "{seat}の勝ち：{points}{unit}",
    # -- pile groups -------------------------------------------------------------------------
    "group.bright": "光札",
    "group.animal": "種札",
    "group.ribbon": "短冊札",
    "group.plain": "カス札",
    # -- the engine's events -----------------------------------------------------------------
    "event.deal": "{seat}が配る：手札に8枚ずつ、場に8枚、山札に24枚",
    "event.both-instant": "両者とも手役；この規則では続行",
    "event.play": "{seat}が{card}を出す",
    "event.flip": "{seat}が山札から{card}をめくる",
    "event.stays": "{action}。場に{number}月（{plant}）の札がないので、場に残る",
    "event.pair": "{action}。{taken}と同じ{number}月（{plant}）なので、二枚を取る",
    "event.choice": (
        "{action}。{a}と{b}の両方が同じ{number}月（{plant}）なので、"
        "{seat}がどちらを取るか選ぶ"
    ),
    "event.four": "{action}。{number}月（{plant}）の残り三枚が場にあるので、四枚すべてを取る",
    "event.take": "{seat}が{card}で{taken}を取り、{left}を場に残す",
    "event.yaku": "{seat}の役：{yaku}",
    "event.koikoi": "{seat}がこいこいと宣言して続ける",
    "event.stop": "{seat}があがる",
    # -- the advisor's charts ----------------------------------------------------------------
    "decision.stop": "あがり",
    "decision.koi-koi": "こいこい",
    "advice.expected": "期待得点（差し引き）",
    "advice.who_wins": "勝つのは誰か",
    "advice.win": "自分",
    "advice.lose": "相手",
    "advice.draw": "なし",
    "advice.difference": "こいこい－あがり（点）",
    "advice.better_koi-koi": "こいこいが有利",
    "advice.better_stop": "あがりが有利",
    "advice.better_either": "ほぼ互角",
    # -- every chart: its text alternative, and the note where none can be drawn ----
    "chart.alt": "グラフ：{words}",
    "chart.missing": (
        "ここにグラフはありません：グラフには matplotlib が必要です。\n"
        "matplotlib は Pyodide の完全版にありますが、このコースのコピーにはありません。"
    ),
    # -- the multiplier explorer -------------------------------------------------------------
    "explorer.rules": "ルール",
    "explorer.base": "基本点",
    "explorer.winner_calls": "勝者のこいこい",
    "explorer.rival_calls": "相手のこいこい",
    "explorer.limit": "{name}：こいこいは一局に{n}回まで（両者合わせて）",
    "explorer.unlimited": "{name}：こいこいは何度でも（両者とも）",
    "explorer.examples": "ルールの例：",
    "explorer.against_caller": "8 × 2 × 2 = 32",
    "explorer.against_caller_tip": "相手のこいこいに四光8点で勝つ（入門）",
    "explorer.worked": "5 × 2 = 10",
    "explorer.worked_tip": "例題：Bの月見5点、Aのこいこいで倍",
    "explorer.own_win": "こいこいした本人の勝ち（倍にならない）",
    "explorer.own_win_tip": "Aがこいこいの後、猪鹿蝶5＋タネ1で勝つ：倍にならない",
    "explorer.headline": "勝者は{points}点、相手は0点。",
    "explorer.options": "{name}の精算オプション：",
    "explorer.too_many": (
        "{name}ではこいこいは一局に両者合わせて{limit}回まで。"
        "{w} + {r}は多すぎる"
    ),
    "explorer.reduced": "{name}ではこいこいの回数が少ないので減らした",
    # -- self-checks -------------------------------------------------------------------------
    "check.self_check": "確認問題。",
    "check.answer": "答え",
    "check.check": "確認",
    "check.check_tip": "答えを確認する",
    "check.waiting": "まだ答えていません",
    "check.right": "正解: {answer}。",
    "check.retry": "惜しい: {given} ではありません。もう一度どうぞ。",
    "check.shown": "正解は {answer}。",
    "check.show": "答えを見る",
    "check.show_tip": "答えと理由を表示する",
    "check.empty": "まず整数を入力してください",
    "check.not_number": "「{given}」は整数ではありません: 7 のように数字で入力してください",
    "check.placeholder": "整数",
    "key.question": "問題",
    "key.why": "理由",
    "quiz.under": "(ルール: {rules})",
    "quiz.pile_points": "この取り札で今あがると何点ですか?",
    "quiz.pile_points.explain": "取り札の役と精算: {equation}。",
    "quiz.pile_points.none": "取り札に役はないので 0 点です。",
    "quiz.pile_points.hint": "取り札の役をすべて見つけて、点数を足しましょう。",
    "quiz.pile_points.hint_seven": (
        "取り札の役をすべて見つけて点数を足し、"
        "7点以上なら2倍になることを思い出しましょう。"
    ),
    "quiz.round_points.hint": "勝者の役の合計から始めて、精算の倍率を順に掛けましょう。",
    "quiz.which_take": "{card} を出します。場のどの札を取りますか?",
    "quiz.which_take.explain": (
        "どちらも同じ月 ({month}、{plant}) です。{best} を取ると役の合計は {best_base}、もう一方は "
        "{other_base}。良い札を相手に残しません。"
    ),
    "quiz.which_take.hint": "どちらも合います。取り札を見て、役になる方、役に近づく方は?",
    "quiz.which_captures": "手札のどの札で場の札を取れますか?",
    "quiz.which_captures.explain": "{card} は {month} 月 ({plant}) で、場の {field} と同じ月です。",
    "quiz.which_captures.hint": (
        "札は絵や種類ではなく月で合わせます: "
        "場にある植物の手札を探しましょう。"
    ),
    "quiz.which_yaku": "この取り札にある役は?",
    "quiz.which_yaku.explain": "{yaku}、{points}: {cards}。",
    "quiz.which_yaku.hint": "まず種類 (光、タネ、短冊、カス) に分けて、それぞれ数えましょう。",
    "quiz.stop_or_koikoi.hint": (
        "今あがって得る点と、"
        "続けた場合に相手がまだ作れる役を比べましょう。"
    ),
    "quiz.stop_or_koikoi.why": "なぜ? 助言役の試行の平均で、ここでこいこいする価値は?",
    "quiz.stop_or_koikoi.why_more": "あがるより多い",
    "quiz.stop_or_koikoi.why_less": "あがるより少ない",
    "quiz.stop_or_koikoi.why_same": "あがるのとちょうど同じ",
    "quiz.stop_or_koikoi.why_explain": "平均の差し引き点: こいこい {koikoi}、あがり {stop}。",
    "quiz.stop_or_koikoi.why_hint": (
        "落とし穴: 今の確実な勝ちは、"
        "来ないかもしれない大きな勝ちより価値があることも。"
        "助言役の答えは?"
    ),
    "quiz.which_take.why": "なぜその札?",
    "quiz.which_take.why_now": "今すぐ取り札の点が高くなる",
    "quiz.which_take.why_kind": "今はどちらも同じ点; より上の種類の札だから",
    "quiz.which_take.why_first": "先に場に出た札を必ず取る",
    "quiz.which_take.why_hint": (
        "落とし穴: どちらを取るかは決まりではなく、打ち手が選びます。"
        "それぞれ取った後の基本点を比べましょう。"
    ),
    "drill.title": "札カード: 月、植物、種類",
    "drill.ask": "この札の月、植物、種類は?",
    "drill.month": "月",
    "drill.plant": "植物",
    "drill.kind": "種類",
    "drill.choose": "(選択)",
    "drill.next": "次の札",
    "drill.next_tip": "次の札を表示する",
    "drill.missing": "まず{what}を選んでください",
    "drill.answered": "この札は答え済みです: 「次の札」を押してください",
    "drill.unanswered": "まずこの札に答えてください: 飛ばした札は戻りません",
    "drill.right": "正解: {card}、{month} 月、{kind}。",
    "drill.wrong": (
        "惜しい ({wrong}): これは {card}、{month} 月、{kind}。"
        "この札はすぐにまた出ます。"
    ),
    "drill.score": "{asked} 問中 {right} 問正解、{cards} 枚中 {learned} 枚習得",
    "cheat.title": "こいこいの役: 早見表",
    "cheat.rules": "ルール: {rules}。こいこいせずにあがった場合の点数。",
    "cheat.print": (
        "ブラウザーから印刷 (Ctrl+P または Cmd+P): A4 またはレター用紙1枚に収まります。"
    ),
    "cheat.col.yaku": "役",
    "cheat.col.cards": "札",
    "cheat.col.points": "点",
    "cheat.col.notes": "注",
    "cheat.any.sanko": "{of} 枚の光札のうち任意の {n} 枚",
    "cheat.any.tane": "{of} 枚のタネ札のうち任意の {n} 枚",
    "cheat.any.tanzaku": "{of} 枚の短冊札のうち任意の {n} 枚",
    "cheat.any.kasu": "{of} 枚のカス札のうち任意の {n} 枚",
    "cheat.no_rain_sanko": "雨入りは不可: 柳に小野道風を含む光3枚は役になりません",
    "cheat.rain_sanko": "柳に小野道風も数えます",
    "cheat.more.inoshikacho": "タネ1枚追加ごとに +{n}",
    "cheat.more.akatan": "短冊1枚追加ごとに +{n}",
    "cheat.more.aotan": "短冊1枚追加ごとに +{n}",
    "cheat.more.tane": "タネ1枚追加ごとに +{n}",
    "cheat.more.tanzaku": "短冊1枚追加ごとに +{n}",
    "cheat.more.kasu": "カス1枚追加ごとに +{n}",
    "cheat.cup_plain": "菊に盃はカスにも数えます",
    "cheat.after_call": "こいこい後は {n}",
    "cheat.rain_cancels": "取り札に柳に小野道風があると不成立",
    "cheat.sums": "得点: 役の合計、次に倍率",
    "cheat.case.stop": "役の合計 {base} であがり",
    "cheat.case.seven": "役の合計 {base} (7以上) であがり",
    "cheat.case.rival": "相手のこいこい後に役の合計 {base} で勝ち",
    "cheat.case.own": "自分のこいこい後に役の合計 {base} で勝ち",
    "cheat.case.own2": "自分の2回のこいこい後に役の合計 {base} で勝ち",
    "cheat.calls": "1局のこいこいの回数 (両者合計): {n}",
    "cheat.calls_unlimited": "1局のこいこいの回数: 無制限",
    "cheat.turn": (
        "手番: 手札を同じ月の場札に出し (なければ場に置き)、"
        "山札の一番上をめくって同じようにする。役は両方の後に数える。"
    ),
    "cheat.months": (
        "十二か月: 札は同じ月の札と合う"
    ),
    "cheat.instant": "配られた手札に同じ月4枚 (手四) か4組の対 (くっつき) があれば即座に {n}",
    # -- the play table ----------------------------------------------------------------------
    "play.watch": "「次へ」で続きを見る。",
    "play.skip": "今の局面へ",
    "play.skip_tip": "残りの手順をまとめて見る",
    "play.prev_tip": "手番の前の段階",
    "play.next_tip": "手番の次の段階",
    "live.controls": "卓の操作",
    "error.widget.no-card-asked": "今は札を選ぶ場面ではない：{must}",
    "widget.must-step": "「次へ」を押して続きを見る",
    "widget.guess-right": "正解！",
    "widget.guess-answer": "残念：正解は{card}。",
    "widget.ask-play": "{seat}の番：{seat}が出す手札をクリック。",
    "widget.ask-take": "{seat}の番：{card}が取る場札をクリック。",
    "widget.hint-play": (
        "{card}ではない。ヒント：{seat}は{number}月（{plant}）の札を出す。"
        "もう一度。"
    ),
    "widget.hint-take": (
        "{card}ではない。ルール：札は同じ月の場札を取る。"
        "{played}は{number}月（{plant}）。もう一度。"
    ),
    "error.widget.no-control": "卓に{control}という操作はない",
    "quote.name": "「{name}」",
    "play.you": "あなたは{seat}、相手は{opponent}",
    "play.round_of": "第{n}局（全{total}局）",
    "play.round_n": "第{n}局",
    "play.hand": "手札：",
    "play.take_which": "{card}は場の二枚と合う：どちらを取る？",
    "play.take": "{card}を取る",
    "play.decide": "役ができた：あがるか、こいこいで続けるか？",
    "play.hint": "ヒント",
    "play.hint_tip": "おすすめの一手とその理由",
    "play.advisor": "アドバイザーに聞く",
    "play.advisor_tip": "残りを打ってあがりとこいこいを比べる",
    "play.no_advice": "アドバイザーはこいこいの判断のため。今は：{verb}",
    "play.new_round": "新しい局",
    "play.next_round": "次の局",
    "play.log": "経過",
    "play.totals": "合計：A {a}、B {b}",
    "play.match_won": "勝負終了：{seat}の勝ち。",
    "play.match_tie": "勝負終了：引き分け。",
    "play.history": "局",
    "play.dealer": "親",
    "play.winner": "勝者",
    "play.points": "得点",
    "play.nobody": "なし",
    "play.your_play": "あなたの番：札を出す",
    "play.your_take": "取る札を選ぶ",
    "play.your_decide": "判断：あがりか、こいこいか",
    "play.over": "勝負あり：{result}",
    "play.won": "{seat}の勝ち、{points}点",
    "play.playing": "{card}を出す",
    "play.playing_taking": "{card}を出して{taken}を取る",
    "play.taking": "{card}を取る",
    "play.captures": "{cards}を取る",
    "play.stays": "場に残る",
    "play.completes": "{yaku}（{points}点）ができる",
    "play.raises": "{yaku}が{points}点になる",
    "play.towards": "{yaku}が{need}枚中{have}枚に",
    "play.gives": "{card}を場に残し、{seat}が{yaku}を作れる",
    "play.stop_wins": "今あがれば {equation}",
    "play.near": "{seat}は{yaku}まであと{k}枚（{need}枚中{have}枚）",
    "play.cards_left": "手札の残り{k}枚",
    # -- the yaku calculator -----------------------------------------------------------------
    "calc.rules": "ルール",
    "calc.cards": "札を押すと取り札に入り、もう一度押すと戻ります。",
    "calc.month": "{m}月 · {plant}",
    "calc.points": "こいこいなしで今あがった場合の得点",
    "calc.nothing": "役なし：この取り札では得点になりません。",
    "calc.compare": "同じ取り札を各ルールで",
    "calc.preset": "ルール",
    "calc.yaku": "役",
    "calc.base": "基本点",
    "calc.total": "得点",
    "calc.none": "なし",
    "calc.added": "{card}を追加",
    "calc.removed": "{card}を戻した",
    "calc.new_pile": "新しい取り札",
    "calc.cleared": "取り札を空にした",
    "calc.ruled": "ルール：{name}",
    "calc.summary": "札：{n}枚、基本点：{base}、得点：{points}",
    "calc.these": "このルール",
    # -- the advisor widget ------------------------------------------------------------------
    "advisor.rules": "ルール",
    "advisor.you_model": "自分の打ち方",
    "advisor.rival_model": "相手の打ち方",
    "advisor.ask": "聞く",
    "advisor.ask_tip": "残りを何度も打ってあがりとこいこいを比べる",
    "advisor.where": "{seat}、{turn}手目、{rules}",
    "advisor.waiting": "「聞く」であがりとこいこいを比べる",
    "advisor.playouts": "{n}回の試行",
    "advisor.exact": "厳密、{n}通り",
    "advisor.says": "助言：{best}。",
    "advisor.against": "こいこいはあがりより{diff}点",
    "decision.either": "ほぼ互角",
    # -- 手番の流れ（シナリオ再生の手順） ------------------------------------------------------
    "part.name.play": "手札を出す",
    "part.name.capture": "取る",
    "part.name.flip": "山札をめくる",
    "part.name.yaku": "役",
    "part.name.decision": "決断",
    "part.play": "{seat}が手札から「{card}」を出す",
    "part.flip": "{seat}が山札の一番上の「{card}」をめくる",
    "part.match-pair": "{action}。場の「{taken}」と同じ{number}月（{plant}）なので、合う。",
    "part.match-four": "{action}。{number}月（{plant}）の残り三枚がすべて場にある。",
    "part.match-choice": (
        "{action}。場の「{a}」と「{b}」の二枚が同じ{number}月（{plant}）なので、{seat}はどちらか一枚を選ぶ。"
    ),
    "part.match-stays": "{action}。場に{number}月（{plant}）の札はない：合う札がない。",
    "part.capture-pair": "「{card}」で「{taken}」を取る：二枚とも{seat}の取り札になる。",
    "part.capture-four": "「{card}」で三枚すべてを取る：{plant}の四枚が{seat}の取り札になる。",
    "part.capture-take": "{seat}が「{card}」で「{taken}」を取り、「{left}」は場に残る。",
    "part.capture-stays": "取る札はない：「{card}」は場に残り、後でどちらの競技者も取れる。",
    "part.yaku": "{seat}の取り札に{yaku}ができた：新しい役、または上がった役。",
    "part.decide-koikoi": "{seat}がこいこい：さらに点を狙って続ける。",
    "part.decide-stop": "{seat}があがる：局が終わり、{seat}が役の点を得る。",
    "player.part": "{turn}手目：{part}",
    # -- the scenario player -----------------------------------------------------------------
    "player.first": "最初",
    "player.prev": "前へ",
    "player.next": "次へ",
    "player.last": "最後",
    "player.first_tip": "開始局面",
    "player.prev_tip": "前の手順",
    "player.next_tip": "手番の次の手順",
    "player.last_tip": "シナリオの終わり",
    "player.step": "手順",
    "player.step_of": "手順 {k} / {n}",
    "player.start": "開始局面",
    "player.plays": "{seat}が{card}を出す",
    "player.calls": "{seat}がこいこい",
    "player.stops": "{seat}があがる",
    "player.wins": "{seat}の勝ち：{points}",
    "player.no_winner": "勝者なし",
    "player.happened": "起きたこと",
    "player.nothing": "まだ手はない",
    "player.question": "あなたは{seat}です。あがりますか、こいこいで続けますか？",
    "player.asking": "{seat}の判断：あがるか、こいこいか？",
    "player.same": "あなたは{choice}を選びました。このシナリオの{seat}と同じです。",
    "player.differ": "あなたは{choice}を選びました。このシナリオの{seat}は{theirs}でした。",
    "player.branch": "もう一方の展開を見る",
    "player.advisor": "アドバイザーに聞く",
    "player.advisor_tip": "この場面のあがりとこいこいを比べる",
    "player.no_advice": "手順 {k} / {n} はこいこいの判断ではない：アドバイザーは判断の場面で開く",
    # -- numbers -----------------------------------------------------------------------------
    "number.point": "点",
    "number.points": "点",
    "number.points-few": "点",
    "number.points-fraction": "点",
    "number.points-of": "{n}{unit}",
    "number.under-one-percent": "1%未満",
    # -- the advisor's reading -------------------------------------------------------------
    "reading.gap": "",
    "reading.stop": "今あがれば確実に{hold}。",
    "reading.koikoi": (
        "こいこいの期待値は平均{expected}{interval}："
        "あなたの勝ち{win}、相手の勝ち{lose}、流れ{draw}。"
    ),
    "reading.interval": "（{conf}信頼区間 {lo}〜{hi}）",
    "reading.gives-up": "{share}の確率で今の{hold}を失う",
    "reading.gain": "ここでこいこいすると平均{diff}得をするが、{gives_up}。",
    "reading.cost": "ここでこいこいすると平均{diff}損をし、{gives_up}：あがるべき。",
    "reading.close": "ここではあがりとこいこいはほぼ互角（平均の差{diff}）。",
    "reading.exact": "厳密計算：見えない札の配り方{n}通りをすべて調べた。",
    "reading.estimated": "{n}回のプレイアウトによる推定（あなた：{you}、相手：{rival}）。",
    # -- progress towards a yaku ---------------------------------------------------
    "progress.of": "{yaku}：{need}枚中{have}枚",
    # -- presets (their ids stay in code) ------------------------------------------
    "preset.teaching": "入門",
    "preset.escalating": "累進",
    "preset.flower-poker": "花ポーカー",
    "preset.nintendo": "任天堂",
    "preset.koikoi-japan": "KoiKoi-Japan",
    "options.option": "オプション",
    "options.does": "働き",
    # -- computer players (their ids stay in code) --------------------------------
    "player.random": "ランダム",
    "player.greedy": "貪欲",
    "player.heuristic": "ヒューリスティック",
    # -- the command line -------------------------------------------------------------------
    "cli.no-yaku": "役なし",
    "cli.score": "{yaku} | 基本点 {base} | 得点 {points}",
    "cli.simulated": "{rounds}局、{rules}のルール{changed}、{a}（A）対{b}（B）、シード{seed}",
    "cli.results": "Aの勝ち{wa}局（{pa}点）、Bの勝ち{wb}局（{pb}点）、流れ{draws}局",
    "cli.speed": "{seconds}秒、毎秒{rate}局",
    "cli.checked.ok": "{file}：合格：{outcome}",
    "cli.checked.failed": "{file}：不一致：{outcome}",
    "cli.checked.played": "{file}：{outcome}",
    "cli.scenarios": "シナリオ{n}件：{counts}",
    "cli.count.ok": "合格 {n}",
    "cli.count.failed": "不一致 {n}",
    "cli.count.invalid": "不正 {n}",
    "cli.count.played": "期待値なし {n}",
    "cli.copied": "{folder}：レッスンのファイルを{n}個コピーしました",
    "cli.kept": (
        "コースの版と違うファイル{n}個はあなたのものとしてそのままです"
        "（--reset でコースの版に戻し、あなたの版はそばに残します）：{lessons}"
    ),
    "cli.untrusted": "koikoi-edu：レッスンは信頼されないままです：{why}",
    "cli.starting": "{folder} で JupyterLab を起動します",
    "cli.restored": "{name}：コースの版に戻しました。あなたの版は {kept} として残してあります",
    "cli.skipped": "{name}：そのままにし、コピーしませんでした：{why}",
    "cli.not-a-notebook": "{name}：読めるノートブックではないので、信頼しないままにします",
    "cli.link.lab": "Binder、レッスン00の JupyterLab: {url}",
    "cli.link.voila": "Binder、例題の Voila: {url}",
    "cli.link.no-hub": "JupyterHub：--hub URL を付けると、ハブへの nbgitpuller リンクを出します",
    "cli.link.hub": "JupyterHub（nbgitpuller）、レッスン00: {url}",
    # -- a scenario's outcome (koikoi_edu.scenario.Outcome) --------------------------
    "outcome.pending": "進行中：この局はまだ続いている",
    "outcome.no-winner": "勝者なし：{why}",
    "outcome.wins": "{seat}が{points}点を得る：{equation}",
    "outcome.expected": "{key} は {want} のはずが {got}",
    # -- recorded games (koikoi_edu.records) ---------------------------------------
    "record.title": "記録された対局 {source}、第{n}局",
    "record.source": "KoiKoi-AI の対局記録（MIT ライセンス）の {source}、第{n}局。",
    "record.seats": "記録のプレイヤー1が A、プレイヤー2が B。",
    "record.sentence": "{text}。",
    "record.cut-short-before": "{source}：最初の局の前で途切れている",
    "record.cut-short": (
        "{source}：第{n}局の{turns}手番目の後、{state}途切れている。この対局は最後まで"
        "行われなかった"
    ),
    "record.no-result": "結果のないまま",
    "record.after-result": "結果の後で",
    # -- errors a learner can meet (koikoi_edu.errors.KoikoiError.say) -------------
    # where in a file or a list the error below was found: words, or code as written
    # keys and values as a file writes them (errors.code)
    "error.code": "`{code}`",
    # text from a file, quoted as the language quotes input
    "error.text-value": "'{text}'",
    "error.at": "{where}：{cause}",
    "error.at-code": "`{where}`：{cause}",
    # why the system refused a file (errors.system_reason)
    "error.os.ENOENT": "そのようなファイルやフォルダはありません",
    "error.os.EACCES": "アクセス権がありません",
    "error.os.EISDIR": "フォルダです",
    "error.os.ENOTDIR": "パスの途中がフォルダではありません",
    "error.os.ENOSPC": "ディスクに空きがありません",
    "error.os.EROFS": "読み取り専用のファイルシステムです",
    "error.lessons-cannot-make": "lessons：フォルダー {folder} を作れません：{why}",
    "error.os.ELOOP": "シンボリックリンクです。リンク越しには書き込みません",
    "error.os.ESPIPE": "通常のファイルではありません（パイプかデバイス）",
    "error.links-hub-login": (
        "links --hub：JupyterHub のアドレスはユーザー名とパスワードを付けずに指定してください。"
        "学生は各自ハブにログインします"
    ),
    "error.scenario.expect-yaku": "`expect.yaku`：{yaku} は役ではありません。役は {names} です",
    "error.card": "「{card}」",
    "error.round-over": "この局は終わりました。もう手はありません",
    "error.not-in-hand": "{action}は{seat}の手札にありません",
    "error.decision-in-play": "{action}は判断です。今{seat}は札を出す番です",
    "error.not-a-decision": (
        "{action}は判断ではありません。{seat}は今、あがるかこいこいかを決めます"
    ),
    "error.not-a-choice-played": "{action}は選べません。出した札{card}が取れるのは{a}か{b}です",
    "error.not-a-choice-flipped": "{action}は選べません。めくり札{card}が取れるのは{a}か{b}です",
    "error.cannot-play": "{seat}は今{action}を出せません。今は：{must}",
    "error.cannot-take": "{seat}は今{action}を取れません。今は：{must}",
    "error.cannot-decide": "{seat}は今「{action}」を選べません。今は：{must}",
    "error.must-play": "手札から札を出す",
    "error.must-take": "出した札で取る場札を選ぶ",
    "error.must-draw-take": "めくり札で取る場札を選ぶ",
    "error.must-decide": "あがるか、こいこいかを決める",
    "error.no-question": (
        "手順 {k} / {n} にこいこいの判断はありません。問われたときに答えてください"
    ),
    "error.no-branch": "手順 {k} / {n} には別の分かれ道がありません",
    "error.cli-option-form": (
        "--option '{option}'：名前=値 の形で書いてください（例：sanko_points=6）"
    ),
    "error.cli-option-line": "--option '{option}'：値は印字できる文字の1行にしてください",
    "error.cli-stdin-alone": "score：- は標準入力から取り札を読むので、単独で指定してください",
    "error.cli-stdin-closed": "score -：標準入力が閉じています。札を引数で指定してください",
    "cli.stdin-line": "<stdin>：{n}行目",
    "error.cli-line-too-long": (
        "<stdin>：{n}行目：{limit}文字を超えています。48枚すべての取り札でも約800文字です"
    ),
    "error.cli-players": (
        "--players '{players}'：名前を二つ指定してください（例：heuristic,random）"
    ),
    "error.cli-cannot-write": "--out {file}：書き込めません：{why}",
    "error.cli-reset-in-checkout": (
        "lessons --reset：チェックアウトではレッスンは notebooks/ そのものです。git checkout "
        "で戻すか、--folder フォルダ で別の場所にコピーしてください"
    ),
    "error.cli-empty-folder": (
        "lessons --folder ''：フォルダー名を指定してください（例：--folder {folder}）"
    ),
    "error.cli-no-lessons": (
        "lessons：この koikoi-edu のインストールにはレッスンがありません。wheel か PyPI から"
        "入れ直してください"
    ),
    "error.lessons-not-a-folder": (
        "lessons：{folder} はフォルダーではなくファイルです。--folder で別の場所を選んでください"
    ),
    "error.links-repo": (
        "links：'{repo}' は GitHub のリポジトリではありません。OWNER/NAME か "
        "https://github.com/OWNER/NAME を指定してください"
    ),
    "error.links-branch": "links --branch '{branch}'：ブランチ名ではありません",
    "error.links-hub": (
        "links --hub '{hub}'：JupyterHub の http:// か https:// のアドレスを指定してください"
        "（例：https://hub.example.edu）"
    ),
    "error.unknown-card": "不明な札 `{id}`",
    "error.unknown-option": "不明なルールオプション {option}",
    "error.unknown-preset": "不明なルールのプリセット {preset}。次から選んでください：`{choices}`",
    "error.option-name": "ルール名は文字列でなければなりません（`{value}` ではなく）",
    "error.option-choice": (
        "ルールオプション `{option}` は `{choices}` のいずれかです（`{value}` ではなく）"
    ),
    "error.option-bool": (
        "ルールオプション `{option}` は `true` か `false` です（`{value}` ではなく）"
    ),
    "error.option-number": (
        "ルールオプション `{option}` は {low}〜{high} の整数です（`{value}` ではなく）"
    ),
    "error.endless-match": (
        "このルールでは勝負が終わりません。match_rounds、match_target、bank のどれかを"
        "設定してください"
    ),
    # -- rules options (the English is each option's doc in koikoi_edu/rules.py) -----------
    "option.name": "これらのオプションの元になったプリセット（参考情報）",
    "option.rival_may_call": (
        "こいこいの後、相手も役ができればこいこいできる。`False` なら再びこいこいできるのは"
        "先にこいこいした人だけで、相手の最初の役でその局はすぐ相手の勝ち"
        "（出典003：「二人目が勝つまで」）"
    ),
    "option.double_against_caller": "この局で勝者の相手がこいこいしていたら2倍",
    "option.double_at_seven": "基本点が7点以上なら2倍",
    "option.improvement": (
        "確認のとき、何で局が終わる（または新たな判断になる）か：`yaku` は新しい役か、"
        "前回の確認より点の高い役。`total` は合計点の上昇（こいこいの加点を含む）"
    ),
    "option.last_turn_decision": (
        "最後の手番で役ができても判断する（そこでこいこいすると流れになる）。"
        "`False` ならその役でそのまま勝ち"
    ),
    "option.goko_points": "光札5枚すべて",
    "option.shiko_points": "小野道風を除く光札4枚",
    "option.ame_shiko_points": "小野道風を含む光札4枚",
    "option.sanko_points": "光札3枚（rainman_sanko を参照）",
    "option.rainman_sanko": "小野道風を含む光札3枚でも三光になる",
    "option.inoshikacho_points": "猪・鹿・蝶",
    "option.inoshikacho_extras": "猪鹿蝶：3枚を超える種札1枚ごとに+1",
    "option.akatan_points": "赤短3枚（akatan_cards を参照）",
    "option.akatan_cards": (
        "赤短を作る短冊：`poetry` は文字入りの赤短3枚、`any-red` は赤い短冊7枚"
        "（文字入り3枚と無地の赤4枚。青短は赤ではない）のうち任意の3枚"
    ),
    "option.aotan_points": "青短3枚",
    "option.ribbon_extras": "赤短・青短：3枚を超える短冊1枚ごとに+1",
    "option.ribbon_pair_extras": (
        "ribbon_extras のとき、赤短と青短を両方持っていたら：`shared` は6枚を超える短冊"
        "1枚ごとに+1を一つ、`each` はそれぞれが自分の加点を数える"
    ),
    "option.ribbon_pair_bonus": "赤短と青短を両方持っているときの加点",
    "option.named_excludes_counted": (
        "猪鹿蝶の札はタネに、赤短・青短の札は短冊に重ねて数えない。"
        "`False` なら名前のある役と枚数の役が札を共有する"
    ),
    "option.viewing_points": "花見酒と月見酒、それぞれの点。0 で無効",
    "option.viewing_points_called": (
        "持ち主がこいこいした後の花見酒と月見酒、それぞれの点。`None` なら同じ"
    ),
    "option.cup_is_plain": "盃はカスとしても数える",
    "option.deal_protocol": (
        "札の配り方（上から）：`packets-of-2` は子・場・親に2枚ずつを4回（出典000、002）、"
        "`packets-of-4` は子・親・場に4枚ずつを2回（出典001）、`by-eights` は場に8枚、"
        "親に8枚、子に8枚（出典003）。どの配り方でも残りが山札"
    ),
    "option.instant_win_points": (
        "同じ月の札4枚（手四）または4組の対（くっつき）の手札。0 なら手役なし"
    ),
    "option.two_month_hand_points": "二つの月の札だけの8枚の手札。0 なら特別な手ではない",
    "option.both_instant": (
        "両者とも手役のとき：`redeal` は配り直し、`play-on` は両方を無視して続ける"
    ),
    "option.field_pairs_redeal": "場に4組の対：配り直し",
    "option.hand_four_redeal": "手札に同じ月の札が4枚：配り直し",
    "option.draw_points": "手札が尽きて勝者がいないときに親が得る点",
    "option.draw_points_after_call": (
        "その局でこいこいがあっても親は draw_points を得る。`False` なら誰も役を作って"
        "いないときだけ（出典003）で、それ以外はただの流れ"
    ),
    "option.dealer_after_draw": "勝者のない局の次の親：`other` は相手、`same` は同じ人",
    "option.match_rounds": "一勝負の局数（配り直しは数えない）。`None` は無制限",
    "option.match_target": "どちらかの合計点がこの点に達すると勝負が終わる",
    "option.bank": (
        "各自この点数の持ち点で始め、点は負けた人から勝った人へ移る。持ち点がなくなった"
        "人の負け。`None` なら合計は0から"
    ),
    # -- errors in scenario files and the text they are read from (scenario.py, bounded.py)
    "error.scenario.in-turn": "{n}手目：{cause}",
    "error.scenario.unreadable": "`{source}`：ファイルを読めません：{why}",
    "error.scenario.not-text": "シナリオは `TOML` のテキストです（`{kind}` ではなく）",
    "error.scenario.stop-at": "`stop_at` は 0〜{turns} です（{value} ではなく）",
    "error.scenario.not-in-library": (
        "ライブラリにシナリオ '{name}' はありません。次から選んでください：{names}"
    ),
    "error.scenario.none-shipped": "（同梱なし）",
    "error.scenario.missing": "`{key}` がありません",
    "error.scenario.deck-and-position": (
        "`deck`（48枚の札）か `[position]` のどちらか一方を書いてください。両方あります"
    ),
    "error.scenario.no-deck-or-position": (
        "`deck`（48枚の札）か `[position]` のどちらか一方を書いてください。どちらもありません"
    ),
    "error.scenario.dealer-with-position": (
        "先頭の `dealer` は `deck` と組みます。`[position]` では親を `[position]` の中に書きます"
    ),
    "error.scenario.one-turn-table": (
        "手番はそれぞれ `[[turn]]`（手番のリスト）と書きます。`[turn]` ではありません"
    ),
    "error.scenario.deck-size": "山が{n}枚で、48枚ではありません。`{card}` がありません",
    "error.scenario.deck-size-more": (
        "山が{n}枚で、48枚ではありません。`{card}` ほか{more}枚がありません"
    ),
    "error.scenario.turn-not-a-table": "{n}手目はテーブルでなければなりません（{value} ではなく）",
    "error.scenario.play-missing": "`play`（手札から出す札）がありません",
    "error.scenario.decide-value": '`decide` は `"stop"` か `"koi-koi"` です（{value} ではなく）',
    "error.scenario.expect-winner": (
        '`expect.winner` は `"A"`、`"B"`、`"none"`、`"pending"` のどれかです（{value} ではなく）'
    ),
    "error.scenario.not-kind": "`{where}` は{kind}でなければなりません（{value} ではなく）",
    "error.scenario.kind-text": "文字列",
    "error.scenario.kind-number": "整数",
    "error.scenario.kind-list": "リスト",
    "error.scenario.kind-table": "テーブル",
    "error.scenario.not-a-seat": '`{where}` は `"A"` か `"B"` です（{value} ではなく）',
    "error.scenario.unknown-key": "不明なキー {key}。使えるキー：{keys}",
    "error.scenario.misplaced-key": "`{key}` はここには書けません。{home}",
    "error.scenario.home-top": "ファイルの先頭、最初の `[...]` の前に書きます",
    "error.scenario.home-position": "`[position]` の中に書きます",
    "error.scenario.home-seat": "`A.hand` や `B.captured` のように席と一緒に書きます",
    "error.scenario.home-turn": "`[[turn]]` の中に書きます",
    "error.scenario.home-expect": "`[expect]` の中に書きます",
    "error.scenario.unknown-card": "不明な札 {card}",
    "error.scenario.unknown-card-hint": "不明な札 {card}。`{hint}` のことですか？",
    "error.scenario.twice": "`{card}` が2回あります",
    "error.scenario.round-over": "この局はもう終わっています（{ending}）。次の手番はありません",
    "error.scenario.played-unchosen": (
        '出した札 `{card}` は場の `{a}` とも `{b}` とも合います。取る札を `take = "..."` で'
        "書いてください"
    ),
    "error.scenario.flipped-unchosen": (
        'めくり札 `{card}` は場の `{a}` とも `{b}` とも合います。取る札を `draw_take = "..."` '
        "で書いてください"
    ),
    "error.scenario.played-unasked": (
        "`take = {chosen}` がありますが、出した札 `{card}` に選ぶ余地はありません。`take` は"
        "合う場札が2枚のときだけ書きます"
    ),
    "error.scenario.flipped-unasked": (
        "`draw_take = {chosen}` がありますが、めくり札 `{card}` に選ぶ余地はありません。"
        "`draw_take` は合う場札が2枚のときだけ書きます"
    ),
    "error.scenario.decide-missing": (
        '{seat}は今{held}があり、判断が必要です：`decide = "stop"` か `decide = "koi-koi"` '
        "を書いてください"
    ),
    "error.scenario.decide-after-end": (
        '`decide = "{decide}"` がありますが、{seat}に判断の機会はありません：局が終わりました'
        "（{ending}）"
    ),
    "error.scenario.decide-no-yaku": (
        '`decide = "{decide}"` がありますが、{seat}に判断の機会はありません：この手番で新しい'
        "役も上の役もできていません"
    ),
    "error.file.too-large": (
        "ファイルが{limit}バイトを超えています。この種のファイルに必要な大きさを超えています"
    ),
    "error.file.too-long": (
        "{chars}文字あり、この種のファイルに必要な{limit}文字を超えています"
    ),
    "error.file.not-utf8": "テキストが `UTF-8` ではありません（{byte}バイト目）",
    "error.file.number-too-long": "{digits}桁の数があり、ここで使う数の上限{limit}桁を超えています",
    "error.file.not-json-text": "`JSON` のテキストが必要です（`{kind}` ではなく）",
    "error.file.json-too-deep": "リストとオブジェクトの入れ子が{depth}段を超えています",
    "error.file.json-invalid": "`JSON` の誤り：'{detail}'",
    "error.file.json.value": "`JSON` の誤り：値がありません（{line}行{column}列、{char}文字目）",
    "error.file.json.name": (
        "`JSON` の誤り：二重引用符で囲んだプロパティ名が必要です（{line}行{column}列、"
        "{char}文字目）"
    ),
    "error.file.json.colon": "`JSON` の誤り：`:` が必要です（{line}行{column}列、{char}文字目）",
    "error.file.json.comma": "`JSON` の誤り：`,` が必要です（{line}行{column}列、{char}文字目）",
    "error.file.json.string-unclosed": (
        "`JSON` の誤り：文字列が閉じていません（始まり：{line}行{column}列、{char}文字目）"
    ),
    "error.file.json.control-character": (
        "`JSON` の誤り：文字列に制御文字があります（{line}行{column}列、{char}文字目）"
    ),
    "error.file.json.escape": (
        "`JSON` の誤り：`\\` のエスケープが正しくありません（{line}行{column}列、{char}文字目）"
    ),
    "error.file.json.hex": (
        "`JSON` の誤り：`\\uXXXX` が正しくありません（{line}行{column}列、{char}文字目）"
    ),
    "error.file.json.trailing-comma-array": (
        "`JSON` の誤り：配列の終わりの前に余分なカンマがあります"
        "（{line}行{column}列、{char}文字目）"
    ),
    "error.file.json.trailing-comma-object": (
        "`JSON` の誤り：オブジェクトの終わりの前に余分なカンマがあります"
        "（{line}行{column}列、{char}文字目）"
    ),
    "error.file.json.extra-data": (
        "`JSON` の誤り：値の後に余分なデータがあります（{line}行{column}列、{char}文字目）"
    ),
    "error.file.toml-too-deep": "配列とテーブルの入れ子が{depth}段を超えています",
    "error.file.dotted-key-too-deep": "ドット付きキーの入れ子が{depth}段を超えています",
    "error.file.toml-number-too-long": "`TOML` の誤り：数が長すぎて読めません",
    "error.file.toml-invalid": "`TOML` の誤り：'{detail}'",
    "error.file.toml-at": "{line}行{column}列",
    "error.file.toml-at-end": "文書の末尾",
    "error.file.toml.statement": "`TOML` の誤り：読めない記述です（{at}）",
    "error.file.toml.newline": "`TOML` の誤り：記述の後は改行か文書の末尾が必要です（{at}）",
    "error.file.toml.literal-unclosed": "`TOML` の誤り：閉じる `'` がありません（{at}）",
    "error.file.toml.multiline-literal-unclosed": (
        "`TOML` の誤り：閉じる `'''` がありません（{at}）"
    ),
    "error.file.toml.invalid-character": "`TOML` の誤り：使えない文字 `{part}`（{at}）",
    "error.file.toml.declared-twice": (
        "`TOML` の誤り：テーブル `{part}` が2回宣言されています（{at}）"
    ),
    "error.file.toml.overwrite": "`TOML` の誤り：値を上書きできません（{at}）",
    "error.file.toml.table-unclosed": (
        "`TOML` の誤り：テーブルの見出しが `]` で閉じていません（{at}）"
    ),
    "error.file.toml.immutable": (
        "`TOML` の誤り：`{part}` はインラインのテーブルか配列なので追加できません（{at}）"
    ),
    "error.file.toml.array-table-unclosed": (
        "`TOML` の誤り：テーブル配列の見出しが `]]` で閉じていません（{at}）"
    ),
    "error.file.toml.redefine": "`TOML` の誤り：テーブル `{part}` を定義し直せません（{at}）",
    "error.file.toml.equals": "`TOML` の誤り：キーの後に `=` が必要です（{at}）",
    "error.file.toml.key-start": "`TOML` の誤り：キーをこの文字で始められません（{at}）",
    "error.file.toml.array-unclosed": "`TOML` の誤り：配列が閉じていません（{at}）",
    "error.file.toml.inline-duplicate": (
        "`TOML` の誤り：インラインテーブルでキー `{part}` が重複しています（{at}）"
    ),
    "error.file.toml.inline-unclosed": "`TOML` の誤り：インラインテーブルが閉じていません（{at}）",
    "error.file.toml.backslash": (
        "`TOML` の誤り：文字列にエスケープされていない `\\` があります（{at}）"
    ),
    "error.file.toml.hex": "`TOML` の誤り：16進数の値が正しくありません（{at}）",
    "error.file.toml.not-scalar": (
        "`TOML` の誤り：エスケープした文字がユニコードのスカラー値ではありません（{at}）"
    ),
    "error.file.toml.string-unclosed": "`TOML` の誤り：文字列が閉じていません（{at}）",
    "error.file.toml.illegal-character": "`TOML` の誤り：使えない文字 `{part}`（{at}）",
    "error.file.toml.date": "`TOML` の誤り：日付か日時が正しくありません（{at}）",
    "error.file.toml.value": "`TOML` の誤り：値が正しくありません（{at}）",

    # -- errors in saved rounds and matches (saving.py, match.py)
    "error.save.in-save": "保存データ: {cause}",
    "error.save.in-round": "保存された局: {cause}",
    "error.save.in-match": "保存された勝負: {cause}",
    "error.save.in-match-round": "第{n}局: {cause}",
    "error.save.in-action": "{n}手目: {cause}",
    "error.save.not-json": "保存されたゲームではありません: {cause}",
    "error.save.not-object": "オブジェクトでなければなりません（{value} ではなく）",
    "error.save.missing": "`{key}` がありません",
    "error.save.wrong-kind": "`{key}` は{kind}でなければなりません（{value} ではなく）",
    "error.save.seat": "`{key}` は `A` か `B` でなければなりません（{value} ではなく）",
    "error.save.object": "オブジェクト",
    "error.save.list": "リスト",
    "error.save.string": "文字列",
    "error.save.bool": "`true` か `false`",
    "error.save.int": "整数",
    "error.save.unknown-card": "不明な札 {card}",
    "error.save.card-twice": "札{card}が二度出てきます",
    "error.save.format": "形式 '{format}' は `koikoi-edu` の保存データではありません",
    "error.save.other-format": "これは{saved}で、{expected}ではありません",
    "error.save.a-round": "保存された局",
    "error.save.a-match": "保存された勝負",
    "error.save.version": (
        "保存データのバージョン {version} には対応していません（このパッケージが読めるのは"
        "バージョン {supported}）"
    ),
    "error.save.unknown-action": "不明な手 {action}",
    "error.save.misdeals": "`misdeals` は配り直しの回数なので、{n} にはなりません",
    "error.save.other-rules": "ルールが勝負のルールと違います",
    "error.save.after-the-end": "勝負はこの局の前にもう終わっていました",
    "error.save.other-deal": "シード {seed} が配る局ではありません",
    "error.save.unfinished": "終わっていないのに、後にまだ局が続いています",
    "error.match.round-in-play": "第{n}局はまだ続いています。先に終わらせてください",
    "error.match.round-not-over": "第{n}局はまだ終わっていません",
    "error.match.over": "勝負は終わりました。もう局はありません",
    "error.match.rounds-count": (
        "局数は0から{limit}までの整数でなければなりません（{value} ではなく）"
    ),
    "error.match.rounds-count-text": (
        "局数は0から{limit}までの整数でなければなりません（'{value}' ではなく）"
    ),

    # -- errors in game records, hand-built positions and card lists (records.py,
    # positions.py, cards.py, round.py)
    "error.record.file": "`{source}`",
    "error.record.round": "`{source}` 第{round}局",
    "error.record.turn": "`{source}` 第{round}局 {turn}手番目",
    "error.record.list-gap": "、",
    "error.record.nothing": "なし",
    "error.record.unreadable": "{where}：ファイルを読めません：{why}",
    "error.record.not-json": "{where}：`JSON` の対局記録ではありません：{cause}",
    "error.record.entry-missing": "{where}：項目 '{key}' がありません",
    "error.record.shape": (
        "{where}：想定した形の対局記録ではありません（`info`、`result`、`record` の各オブジェクト）"
    ),
    "error.record.no-records": "`{directory}`：このフォルダーに対局記録（`*.json`）がありません",
    "error.record.is-over": "{where}：`isOver` は `true` か `false` です（{value} ではなく）",
    "error.record.unexpected-entry": (
        "{where}：想定外の項目 '{key}'。`{prefix}1`、`{prefix}2`、… のはずです"
    ),
    "error.record.not-a-player": "{where}：`{key}` はプレイヤー 1 か 2 です（{value} ではなく）",
    "error.record.not-a-card": "{where}：`{key}`：{value} は札ではありません［月 1〜12、1〜4］",
    "error.record.not-a-list": "{where}：`{key}`：札のリストのはずです（{value} ではなく）",
    "error.record.is-koikoi": (
        "{where}：`isKoiKoi` は `true`、`false`、`null` のいずれかです（{value} ではなく）"
    ),
    "error.record.goes-on": "{where}：局はもう終わっています（{ending}）が、記録は続いています",
    "error.record.wrong-mover": "{where}：記録では{recorded}の手番ですが、今は{seat}の番です",
    "error.record.flip-from-empty": "{where}：記録では{flip}をめくりますが、山札は空です",
    "error.record.wrong-flip": "{where}：記録では{flip}をめくりますが、山札の一番上は{top}です",
    "error.record.wrong-choice": (
        "{where}：{card}は場の{a}と{b}の両方に合いますが、記録で取った札は{captured}です"
    ),
    "error.record.wrong-captures": (
        "{where}：記録で取った札は{recorded}ですが、エンジンが取る札は{gained}です"
    ),
    "error.record.no-decision": (
        "{where}：{seat}の役が{yaku}になり、あがるかこいこいかを決めるはずですが、"
        "記録に判断がありません"
    ),
    "error.record.unoffered-koikoi": (
        "{where}：記録では{seat}がこいこいを宣言しますが、この手番の後にエンジンは判断を求めません"
    ),
    "error.record.unoffered-stop": (
        "{where}：記録では{seat}があがりますが、この手番の後にエンジンは判断を求めません"
    ),
    "error.record.breaks-off": "{where}：記録は途切れていますが、局は終わっています（{ending}）",
    "error.record.ends-early": "{where}：記録は{n}手番目で終わりますが、局は続いています",
    "error.record.wrong-result": (
        "{where}：記録では{recorded}が{points}点で勝ちですが、"
        "エンジンの精算では{seat}が{engine_points}点で勝ちです（{equation}）"
    ),
    "error.record.wrong-result-no-winner": (
        "{where}：記録では{recorded}が{points}点で勝ちですが、エンジンの精算では{equation}"
    ),
    "error.position.in-hand": "{seat}の手札",
    "error.position.in-captured": "{seat}の取り札",
    "error.position.in-field": "場札",
    "error.position.in-stock": "山札",
    "error.position.twice-in-stock": "{card}が山札に二回あります",
    "error.position.in-two-places": "{card}が{first}と{second}の両方にあります",
    "error.position.hand-too-large": "{seat}の手札が{n}枚あります。手札は多くても{most}枚です",
    "error.position.hand-sizes": (
        "{mover}の番で手札は{own}枚、{other_seat}は{other}枚です。"
        "番の人の手札は相手と同じか一枚多いはずです"
    ),
    "error.position.hands-empty": "両者の手札が空です。残りの手番がありません",
    "error.position.wrong-dealer": (
        "親{dealer}は手札と合いません。親が先に打つので、{mover}の番で手札{own}枚、"
        "{other_seat}が{other}枚なら、親は{right}です"
    ),
    "error.position.stock-too-small": (
        "山札は{n}枚で、残り{turns}手番には足りません（手番ごとに一枚めくります）"
    ),
    "error.position.month-on-field": (
        "{month}月（{plant}）の4枚すべてが場にあります。このような配りは配り直しになり、"
        "勝負中に月の四枚目が三枚の横に置かれることはありません"
    ),
    "error.position.too-many-calls": (
        "`koikoi` にこいこいが{n}回ありますが、{rules}のルールでは一局に{limit}回までです"
    ),
    "error.position.rival-called": (
        "`koikoi` にAとBの両方のこいこいがありますが、{rules}のルールは `rival_may_call = false` "
        "なので、こいこいできるのは先に宣言した{seat}だけです"
    ),
    "error.position.yaku-without-call": (
        "{seat}の取り札にはもう役（{yaku}）がありますが、{seat}が `koikoi` にありません。"
        "開始時に役がある人はこいこいしているはずです"
    ),
    "error.cards.twice": "札{card}が二回あります",
    "error.deck.each-card-once": "山札には48枚の札がそれぞれ一枚ずつ必要です",

    # -- errors a widget shows (widgets/)
    "error.widget.in-pile": "{card}はもう取り札にあります",
    "error.widget.not-in-pile": "{card}は取り札にありません",
    "error.widget.decide": "`decide` '{choice}'：選べるのは `stop` か `koi-koi` です",
    "error.widget.turn": "手番は 0〜{turns} の整数です（{value} ではなく）",
    "error.widget.step": "手順は 0〜{steps} の整数です（{value} ではなく）",
    "error.widget.answer": "`stop` か `koi-koi` で答えてください（{value} ではなく）",
    "error.widget.unknown-yaku": "不明な役 `{yaku}`",
    "error.quiz.not-a-choice": "'{given}' は選択肢 `{choices}` にありません",
    "error.drill.not-answered": "{part}がまだ答えられていません",
    "error.advisor.no-decision-under": "{rules}のルールでは、ここで{seat}に判断はありません：{why}",
    "error.advisor.no-decision": "このルールでは、ここで{seat}に判断はありません：{why}",
    "error.advisor.turn-ends": "この手番で局が終わる（{ending}）",
    "error.advisor.no-better": "{seat}の手番で新しい役も上の役もできない",
    # the command line's help and usage (cli.py; argparse's own words: cli.argparse.*)
    "cli.help.description": "日本のかるた遊び「こいこい」を学ぶ。",
    "cli.help.commands": "コマンド",
    "cli.help.COMMAND": "コマンド",
    "cli.help.CARD": "札",
    "cli.help.FILE": "ファイル",
    "cli.help.N": "数",
    "cli.help.S": "シード",
    "cli.help.NAME,NAME": "名前,名前",
    "cli.help.DIR": "フォルダ",
    "cli.help.REPO": "リポジトリ",
    "cli.help.B": "ブランチ",
    "cli.help.PRESET": "プリセット",
    "cli.help.NAME=VALUE": "名前=値",
    "cli.help.LANG": "言語",
    "cli.help.rules": "ルールのプリセット：{presets}（既定は teaching）",
    "cli.help.option": "プリセットのルールオプションを一つ変える（繰り返し可）",
    "cli.help.lang": "人が読む出力の言語：{languages}（既定は en。JSON はそのまま）",
    "cli.help.score": "取り札の役・基本点・得点",
    "cli.help.score.description": (
        "取り札を採点する。札の代わりに - を指定すると、標準入力から1行に一組ずつ"
        "（札のIDを空白で区切って）読む。"
    ),
    "cli.help.score.json": "JSON で答える（- では1行ずつの JSON）",
    "cli.help.score.cards": "札のID、または標準入力を表す -",
    "cli.help.check": "シナリオファイルを再生し、[expect] を確かめる",
    "cli.help.check.description": (
        "シナリオファイルを再生し、それぞれの結果を出力して [expect] を確かめる。"
    ),
    "cli.help.check.json": "JSON のリスト（ファイルごとに一つのオブジェクト）",
    "cli.help.simulate": "二人のコンピューター同士でシード付きの局を打つ",
    "cli.help.simulate.description": (
        "二人のコンピューター同士でシード付きの局を（--rounds の数だけ）打ち、勝ちを数える。"
    ),
    "cli.help.simulate.rounds": "既定は 1000、最大 {limit}",
    "cli.help.simulate.seed": "既定はランダムなシード（出力される）",
    "cli.help.simulate.players": (
        "A席とB席のプレイヤー：random、greedy、heuristic（既定は random,random）"
    ),
    "cli.help.simulate.json": "JSON で答える",
    "cli.help.lessons": "レッスンのノートブックで JupyterLab を起動する",
    "cli.help.lessons.description": (
        "レッスン00を開いて JupyterLab を起動する。チェックアウトでは notebooks/ をその場で"
        "開く。インストールされたパッケージは、まずレッスンを ./{folder}（または --folder）に"
        "コピーする。そこにあるレッスンは残すので、学習者の作業が上書きされることはない。"
    ),
    "cli.help.lessons.folder": (
        "レッスンをフォルダにコピーする（既定は ./{folder}。チェックアウトでは notebooks/ を"
        "その場で開く）"
    ),
    "cli.help.lessons.reset": (
        "コピーのレッスンをすべてコースの版に戻す（置き換えるあなたのファイルは "
        "名前.edited-日時 としてそばに残す）"
    ),
    "cli.help.lessons.no-browser": "ブラウザーを開かない",
    "cli.help.lessons.port": "JupyterLab のポート、1〜65535（既定は 8888 から最初の空き）",
    "cli.help.not-a-port": "'{text}' はポートではありません。1〜65535 の数を指定してください",
    "cli.help.links": "Binder と JupyterHub でコースを開くリンク",
    "cli.help.links.description": (
        "GitHub のリポジトリに置いたコースへのリンクを出力する：mybinder.org のレッスン00の "
        "JupyterLab と例題の Voila、--hub を付けると、その JupyterHub の各学生のホームに"
        "コースをコピーする nbgitpuller のリンクも。"
    ),
    "cli.help.links.repo": "所有者/名前、または https://github.com/所有者/名前",
    "cli.help.links.hub": "JupyterHub の http:// か https:// のアドレス（例：https://hub.example.edu）",
    "cli.help.links.branch": "リンクが開くブランチ（既定は main）",
    "cli.help.cheatsheet": "札の絵入りの一枚の役早見表（HTML）",
    "cli.help.cheatsheet.description": (
        "ルールのプリセットの役早見表を、A4 か Letter の一枚に印刷できる HTML ページとして書く。"
    ),
    "cli.help.cheatsheet.out": "ページをここに書く（既定は出力する）",
    "cli.argparse.usage": "使い方: ",
    "cli.argparse.positional": "位置引数",
    "cli.argparse.options": "オプション",
    "cli.argparse.help": "このヘルプを表示して終了する",
    "cli.argparse.error": "%(prog)s: エラー: %(message)s\n",
    "cli.argparse.argument": "引数 %(argument_name)s: %(message)s",
    "cli.argparse.required": "次の引数が必要です: %s",
    "cli.argparse.unrecognized": "認識できない引数: %s",
    "cli.argparse.choice": "無効な選択: %(value)r（次から選んでください: %(choices)s）",
    "cli.argparse.invalid": "無効な %(type)s の値: %(value)r",
    "cli.argparse.one": "引数が一つ必要です",
    "cli.argparse.ambiguous": "あいまいなオプション: %(option)s は %(matches)s に合います",
    "cli.argparse.explicit": "このオプションは値 %r を取りません",
    "factor.all-calls": "この局のこいこい{n}回",
    "yaku.tsuki-fuda": "月札",
    "error.option-unlimited": (
        "ルールオプション `{option}` は {low}〜{high} の整数か `\"unlimited\"` です（`{value}` で"
        "はなく）"
    ),
    "error.option-cards": (
        "ルールオプション `{option}` は札の識別子のリストです（`{value}` ではなく）"
    ),
    "error.option-card": "ルールオプション `{option}`：不明な札 `{value}`",
    "error.month-range": "月は 1〜12 の整数です（`{value}` ではなく）",
    "error.scenario.two-months": "月が最上部と `[rule_options]` の二か所に、違う値で書かれています",
    "cli.help.score.month": "局の月、1〜12（既定 1）。月札の役のため",
    "cli.help.rules-command": "ルールオプションをすべて、値と意味とともに一覧する",
    "cli.help.rules-command.description": (
        "プリセットと --option の変更のもとで、ルールオプションをすべて値と意味とともに一覧します"
        "。授業の前に設定を確かめられます。"
    ),
    "cli.help.rules-command.json": "JSON で出力：オプション名から値と意味へ",
    "cli.rules.title": "ルール {rules}{changed}：",
    "cli.rules.unset": "未設定",
    "option.koikoi_limit": (
        "1局に二人合わせてこいこいできる回数。`None`（ファイルとコマンドラインでは `\"unlimited\""
        "`）は無制限"
    ),
    "option.caller_factor": (
        "こいこいした本人が勝ったときの倍率：`none` なし、`calls-plus-one` 1・2・3回で2・3・4倍、"
        "`doubling` 2・4・8倍、`japan` 1〜3回で+1・+2・+3点、4〜7回で2・3・4・5倍、`all-calls-plu"
        "s-one` 勝者の点 ×（1 + この局で二人がしたこいこいの回数）"
    ),
    "option.rainman_cancels_viewing": (
        "取り札に小野道風があると花見酒・月見酒は無効（viewing_cancelled_by = [\"willow-rainman\""
        "] と同じ）"
    ),
    "option.named_replaces_counted": (
        "猪鹿蝶があるとタネは数えず、赤短か青短があると短冊は数えない（名前のある役の加点が代わり"
        "になる）"
    ),
    "option.tane_points": "タネ5枚の点。5枚を超える1枚ごとに+1",
    "option.tanzaku_points": "短冊5枚の点。5枚を超える1枚ごとに+1",
    "option.kasu_points": "カス10枚の点。10枚を超える1枚ごとに+1",
    "option.hanami_points": "花見酒だけの点（0 で無効）。`None` なら viewing_points",
    "option.tsukimi_points": "月見酒だけの点（0 で無効）。`None` なら viewing_points",
    "option.viewing_cancelled_by": "札の識別子の一覧：どれかが取り札にあると花見酒・月見酒は無効",
    "option.month_yaku_points": (
        "月札（tsuki-fuda）：その局の月の4枚をすべて取った役（勝負の第k局は ((k − 1) mod 12) + 1 "
        "月）。0 で月の役なし"
    ),
}
