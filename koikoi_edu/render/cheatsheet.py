"""A one-page yaku cheat sheet with card pictures, to print from the browser.

:func:`cheatsheet_html` writes a whole HTML page for a rule preset and a language:
every yaku those rules count, drawn with its cards, its points and what changes
them, then the settlement's multipliers as worked sums. Every number on it is the
engine's: a yaku's points are those of its cards scored under the rules, the notes
come from scoring the cards with one more (or with the rain man), and the sums
are settlements. So the sheet of ``nintendo`` says what ``nintendo`` does.

The page prints on one A4 or US Letter sheet: its size is set in millimetres
within the printable area both share (190 x 259 mm at 10 mm margins), the
cards in ``em`` of a fixed 9-point type. ``koikoi-edu cheatsheet --rules P --lang L``
writes it to a file.

>>> page = cheatsheet_html("teaching", "en")
>>> page.startswith("<!DOCTYPE html>") and "Three brights" in page and "@page" in page
True
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from .. import words
from ..cards import (
    ANIMALS,
    BLUE_RIBBONS,
    BRIGHTS,
    CUP,
    CURTAIN,
    INOSHIKACHO,
    MOON,
    PLAINS,
    POETRY_RIBBONS,
    RAIN_MAN,
    RIBBONS,
    CardSet,
)
from ..rules import Rules
from ..settlement import settle
from ..yaku import YAKU_IDS, aims, score
from .cards import cards_html

__all__ = ["cheatsheet_html"]

_SCALE = 0.5  # the cards' size on the sheet: 2.1 x 3.3 em
_MONTH_SCALE = 0.3  # the month chart's cards: small, since the plant, not the words, tells


def _first(mask: int, n: int) -> int:
    """The first ``n`` cards of ``mask`` in deck order, as a mask."""
    out = 0
    for c in CardSet(mask):
        if n == 0:
            break
        out |= c.mask
        n -= 1
    return out


def _others(mask: int, n: int, taken: int) -> int:
    """``n`` more cards of ``mask``, beyond those in ``taken``."""
    return _first(mask & ~taken, n)


@dataclass(frozen=True)
class _Row:
    """One yaku on the sheet: the cards shown, its points, and the notes under them."""

    yaku: str
    cards: int
    points: int
    notes: tuple[str, ...]


def _rows(rules: Rules, lang: str) -> list[_Row]:
    """Every yaku the rules can score, in display order, each scored by the engine."""
    # the brights sanko takes and the cards kasu counts, as the engine's aims have them
    aimed = {aim.id: aim.cards for aim in aims(rules)}
    examples = {
        "goko": BRIGHTS,
        "shiko": BRIGHTS & ~RAIN_MAN,
        "ame-shiko": RAIN_MAN | _first(BRIGHTS & ~RAIN_MAN, 3),
        "sanko": _first(BRIGHTS & ~RAIN_MAN, 3),
        "inoshikacho": INOSHIKACHO,
        "akatan": POETRY_RIBBONS,
        "aotan": BLUE_RIBBONS,
        "akatan-aotan": POETRY_RIBBONS | BLUE_RIBBONS,
        "hanami": CURTAIN | CUP,
        "tsukimi": MOON | CUP,
        "tane": _first(ANIMALS & ~INOSHIKACHO, 5),
        # the 4 red ribbons with no poem, and one poetry ribbon
        "tanzaku": RIBBONS & ~POETRY_RIBBONS & ~BLUE_RIBBONS | _first(POETRY_RIBBONS, 1),
        "kasu": _first(PLAINS, 10),
        "tsuki-fuda": CardSet.month(1).mask,  # the month of a round scored alone
    }
    # the group one more card of which may add a point
    more_of = {
        "inoshikacho": ANIMALS,
        "akatan": RIBBONS,
        "aotan": RIBBONS,
        "tane": ANIMALS,
        "tanzaku": RIBBONS,
        "kasu": aimed["kasu"],
    }
    rows = []
    for yid in YAKU_IDS:
        mask = examples[yid]
        points = score(mask, rules).points_by_id().get(yid)
        if points is None:  # these rules do not count it (a viewing yaku at 0 points)
            continue
        notes = []
        if yid in ("sanko", "tane", "tanzaku", "kasu"):  # any few cards of a group
            group = aimed["sanko"] if yid == "sanko" else more_of[yid]
            notes.append(
                words.say(f"cheat.any.{yid}", lang, n=len(CardSet(mask)), of=len(CardSet(group)))
            )
        if yid == "sanko":
            with_rain = RAIN_MAN | _first(BRIGHTS & ~RAIN_MAN, 2)
            key = (
                "cheat.rain-sanko"
                if "sanko" in score(with_rain, rules).points_by_id()
                else "cheat.no-rain-sanko"
            )
            notes.append(words.say(key, lang))
        if yid in more_of:  # does one card more of its group add to it?
            # a ribbon triad's extra ribbon is one of neither triad
            taken = mask | POETRY_RIBBONS | BLUE_RIBBONS if yid in ("akatan", "aotan") else mask
            more = mask | _others(more_of[yid], 1, taken)
            extra = score(more, rules).points_by_id().get(yid, points) - points
            if extra:
                notes.append(words.say(f"cheat.more.{yid}", lang, n=extra))
        if yid == "kasu" and rules.cup_is_plain:
            notes.append(words.say("cheat.cup-plain", lang))
        if yid in ("hanami", "tsukimi"):
            called = score(mask, rules, called=True).points_by_id().get(yid, 0)
            if called != points:
                notes.append(words.say("cheat.after-call", lang, n=called))
            if yid not in score(mask | RAIN_MAN, rules).points_by_id():
                notes.append(words.say("cheat.rain-cancels", lang))
        rows.append(_Row(yid, mask, points, tuple(notes)))
    return rows


def _sums(rules: Rules, lang: str) -> list[tuple[str, str]]:
    """The settlement's multipliers as worked sums: (situation, the engine's equation)."""
    cases = [
        ("cheat.case.stop", 5, 0, 0),
        ("cheat.case.seven", 7, 0, 0),
        ("cheat.case.rival", 5, 0, 1),
        ("cheat.case.own", 5, 1, 0),
    ]
    if rules.calls_allowed(2):
        cases.append(("cheat.case.own2", 5, 2, 0))
    out, seen = [], set()
    for key, base, own, rival in cases:
        s = settle(rules, "A", base, (), own, rival)
        if key != "cheat.case.stop" and s.points == base:
            continue  # these rules add nothing here: no line for it
        equation = words.settlement_text(s, lang, rules)
        if equation not in seen:
            seen.add(equation)
            out.append((words.say(key, lang, base=base), equation))
    return out


_CSS = """
@page { size: auto; margin: 10mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 9pt/1.25 system-ui, sans-serif; color: #222; }
.sheet { width: 190mm; max-height: 259mm; margin: 0 auto; overflow: hidden; }
h1 { font-size: 14pt; margin: 0 0 1mm; }
.rules { margin: 0 0 2mm; color: #555; }
table { border-collapse: collapse; width: 100%; }
td, th { border-bottom: 0.3mm solid #ccc; padding: 0.8mm 1.5mm; vertical-align: middle;
         text-align: left; }
th { font-size: 8pt; color: #555; }
td.points { font-size: 12pt; font-weight: bold; text-align: center; width: 12mm; }
td.name { width: 38mm; } .name b { display: block; } .name span { color: #666; }
td.notes { width: 52mm; font-size: 8pt; }
ul.sums { margin: 1mm 0 0; padding-left: 5mm; }
.tip { color: #555; font-size: 8pt; }
.turn { margin: 0 0 1mm; }
h2.months { font-size: 11pt; margin: 1mm 0 0; }
div.months { display: grid; grid-template-columns: repeat(6, 1fr); gap: 0 2mm;
             margin: 0 0 2mm; font-size: 7pt; }
@media print { .tip { display: none; } }
"""


def _month_chart(lang: str) -> str:
    """The twelve months, each with its four cards and its plant, in two rows of six:
    what a learner matches by."""
    labels = [f"{m} · {words.say(f'plant.{m}', lang)}" for m in range(1, 13)]
    months = "".join(
        f'<div class="month">{cards_html(CardSet.month(m), lang, _MONTH_SCALE, label=label)}</div>'
        for m, label in enumerate(labels, 1)
    )
    return (
        f'<h2 class="months">{escape(words.say("cheat.months", lang))}</h2>'
        f'<div class="months">{months}</div>'
    )


def cheatsheet_html(rules: Rules | str = "teaching", lang: str = "en") -> str:
    """The cheat sheet of ``rules`` (a preset's name or rules) in ``lang``, as a whole
    HTML page that prints on one A4 or Letter sheet."""
    rules = rules if isinstance(rules, Rules) else Rules.preset(rules)
    words.check_lang(lang)
    say = words.say
    preset = words.preset_name(rules.name, lang)
    body = [
        f"<h1>{escape(say('cheat.title', lang))}</h1>",
        f'<p class="rules">{escape(say("cheat.rules", lang, rules=preset))}</p>',
        f'<p class="tip">{escape(say("cheat.print", lang))}</p>',
        f'<p class="turn"><b>{escape(say("cheat.turn", lang))}</b></p>',
        _month_chart(lang),
        "<table><tr>"
        + "".join(
            f"<th>{escape(say(f'cheat.col.{c}', lang))}</th>"
            for c in ("yaku", "cards", "points", "notes")
        )
        + "</tr>",
    ]
    for row in _rows(rules, lang):
        name = words.yaku_name(row.yaku, lang, rules)
        latin = row.yaku if lang != "romaji" else ""
        body.append(
            f'<tr><td class="name"><b>{escape(name)}</b><span>{escape(latin)}</span></td>'
            f"<td>{cards_html(CardSet(row.cards), lang, _SCALE, per_row=10)}</td>"
            f'<td class="points">{row.points}</td>'
            f'<td class="notes">{"<br/>".join(escape(n) for n in row.notes)}</td></tr>'
        )
    body.append("</table>")
    body.append(
        f'<h2 style="font-size:11pt;margin:2mm 0 0">'
        f'{escape(say("cheat.sums", lang))}</h2><ul class="sums">'
    )
    for situation, equation in _sums(rules, lang):
        body.append(f"<li>{escape(situation)}: <b>{escape(equation)}</b></li>")
    limit = rules.koikoi_limit
    calls = (
        say("cheat.calls-unlimited", lang) if limit is None else say("cheat.calls", lang, n=limit)
    )
    body.append(f"<li>{escape(calls)}</li>")
    if rules.instant_win_points:
        instant = say("cheat.instant", lang, n=words.points(rules.instant_win_points, lang))
        body.append(f"<li>{escape(instant)}</li>")
    body.append("</ul>")
    title = f"{say('cheat.title', lang)} ({preset})"
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{"ja" if lang == "romaji" else lang}"><head><meta charset="utf-8"/>'
        f"<title>{escape(title)}</title><style>{_CSS}</style></head>"
        f'<body><div class="sheet">{"".join(body)}</div></body></html>\n'
    )
