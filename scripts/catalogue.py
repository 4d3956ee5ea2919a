"""Keep the gettext catalogues in step with the English, and compile them.

The English of every message is written in ``koikoi_edu/words/en.py``; each other
language has ``koikoi_edu/words/locale/<lang>/LC_MESSAGES/koikoi_edu.po``, one entry per
message: the message id as ``msgctxt``, the English as ``msgid`` (and ``msgid_plural``),
the translation as ``msgstr`` (or ``msgstr[0]``, ``msgstr[1]``, ... one per plural form of
the language). The package reads the compiled ``koikoi_edu.mo`` beside each ``.po`` with
the standard library's :mod:`gettext`, so polib is needed only here and in the tests.

    python scripts/catalogue.py          # update every .po from en.py, then compile the .mo
    python scripts/catalogue.py --check  # change nothing; say what is out of date (exit 1)

Updating follows gettext's ``msgmerge``:

- a message new in en.py gets an untranslated entry (empty ``msgstr``), to be translated;
- a message whose English changed keeps its translation, marked ``fuzzy``, with the
  English it was translated from as ``#| msgid``: a translator checks it, then removes
  the flag (the tests refuse a fuzzy or untranslated entry);
- a message gone from en.py is dropped.
"""

from __future__ import annotations

import argparse
import string
import sys
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from koikoi_edu.words import ARGPARSE_DOMAIN, LANGUAGES, catalogue_path, en  # noqa: E402


def _english(message: str) -> tuple[str, str | None]:
    text = en.WORDS[message]
    return (text.one, text.other) if isinstance(text, en.Plural) else (text, None)


def updated(po: polib.POFile) -> polib.POFile:
    """``po`` brought up to date with en.py (new, changed and dropped messages)."""
    old = {entry.msgctxt: entry for entry in po}
    nplurals = int(po.metadata["Plural-Forms"].split("nplurals=")[1].split(";")[0])
    new = polib.POFile(wrapwidth=0)
    new.header, new.metadata = po.header, po.metadata
    for message in en.WORDS:
        one, other = _english(message)
        entry = old.get(message)
        if entry is None:
            entry = polib.POEntry(msgctxt=message, msgid=one, msgstr="")
            if other is not None:
                entry.msgid_plural = other
                entry.msgstr_plural = dict.fromkeys(range(nplurals), "")
        elif (entry.msgid, entry.msgid_plural or None) != (one, other):
            if "fuzzy" not in entry.flags:
                entry.previous_msgid = entry.msgid
                entry.flags.append("fuzzy")
            if (other is None) != (not entry.msgid_plural):  # a message began or stopped counting
                entry.msgstr, entry.msgstr_plural = "", {}
                if other is not None:
                    entry.msgstr_plural = dict.fromkeys(range(nplurals), "")
            entry.msgid, entry.msgid_plural = one, other or ""
        new.append(entry)
    return new


#: Fields the code fills in beyond those the English uses, which a translation may use:
#: the advisor gives the points held both bare (``held``, "the 5 you hold") and with their
#: unit (``hold``, "свои 5 очков"), as each language's sentence needs; a card, a plant
#: or a yaku is given by its ``id`` and its ``name``, English naming it by the id the
#: lessons' code writes and the other languages by the name.
MORE_FIELDS = {
    "reading.gives-up": {"hold"},
    **{key: {"name"} for key in ("card.said", "plant.said", "yaku.said", "error.card")},
}


def fields(text: str) -> set[str]:
    """The ``{fields}`` a text fills in."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def problems(po: polib.POFile) -> list[str]:
    """What keeps ``po`` from being used: entries untranslated, fuzzy, or filling in a
    ``{field}`` that the code does not give (one their English does not use, a typo)."""
    said = []
    for entry in po:
        forms = list(entry.msgstr_plural.values()) if entry.msgid_plural else [entry.msgstr]
        given = fields(entry.msgid) | fields(entry.msgid_plural or "")
        given |= MORE_FIELDS.get(entry.msgctxt, set())
        if "fuzzy" in entry.flags:
            said.append(f"{entry.msgctxt}: fuzzy (its English changed since it was translated)")
        elif not all(forms):
            said.append(f"{entry.msgctxt}: untranslated")
        elif unknown := set().union(*map(fields, forms)) - given:
            said.append(f"{entry.msgctxt}: no field {', '.join(sorted(unknown))} is given")
    return said


def argparse_catalogue(po: polib.POFile) -> polib.POFile:
    """argparse's own words of ``po`` as the catalogue argparse reads through gettext:
    its English as the ``msgid``, with no context (``cli.argparse.*``)."""
    out = polib.POFile(wrapwidth=0)
    out.metadata = po.metadata
    for entry in po:
        if entry.msgctxt.startswith("cli.argparse.") and entry.msgstr:
            out.append(polib.POEntry(msgid=entry.msgid, msgstr=entry.msgstr))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check",
        action="store_true",
        help="change nothing; exit 1 when a catalogue is out of date",
    )
    args = parser.parse_args(argv)
    stale, checked = [], []
    for lang in LANGUAGES[1:]:
        path = catalogue_path(lang)
        po = polib.pofile(str(path.with_suffix(".po")), wrapwidth=0)
        new = updated(po)
        checked.append(new)
        text, binary = str(new), new.to_binary()
        mo = path.with_suffix(".mo")
        outputs = (
            (path.with_suffix(".po"), text.encode()),
            (mo, binary),
            (catalogue_path(lang, ARGPARSE_DOMAIN), argparse_catalogue(new).to_binary()),
        )
        for file, content in outputs:
            if not file.exists() or file.read_bytes() != content:
                stale.append(str(file.relative_to(ROOT)))
                if not args.check:
                    file.write_bytes(content)
        for problem in problems(new):
            print(f"{lang}: {problem}")
    if stale:
        print(("out of date: " if args.check else "updated: ") + ", ".join(stale))
    return 1 if args.check and (stale or any(map(problems, checked))) else 0


if __name__ == "__main__":
    sys.exit(main())
