"""Fill a Qt Linguist ``.ts`` with translations written elsewhere (JSON lines).

    python scripts/fill_translations.py resources/i18n/feltboard_es.ts new.jsonl [more.jsonl]

Each line of a ``.jsonl`` is ``{"context": ..., "source": ..., "translation": ...}``, the
source being the English text exactly as in the code. A message of the ``.ts`` with that
context and source gets the translation and loses its "unfinished" mark; a line that
matches nothing is reported (the code changed, or the context is wrong). Then it lists
the messages still without a translation. Run ``make translations`` first (so the ``.ts``
holds every text of the code) and again after (to compile the ``.qm``).
"""

from __future__ import annotations

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

Key = tuple[str, str]


def read_lines(paths: list[Path]) -> dict[Key, str]:
    """The translations of every file, by (context, source); the later file wins."""
    found: dict[Key, str] = {}
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                item = json.loads(line)
                found[(item["context"], item["source"])] = item["translation"]
            except (ValueError, KeyError, TypeError) as error:
                raise SystemExit(f"{path}:{number}: not a translation line ({error})") from None
    return found


def fill(ts: Path, translations: dict[Key, str]) -> tuple[int, list[Key], list[Key]]:
    """Write ``translations`` into ``ts``: (how many set, lines unused, messages left)."""
    tree = ET.parse(ts)
    used: set[Key] = set()
    left: list[Key] = []
    count = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "")
            target = message.find("translation")
            if target is None:
                target = ET.SubElement(message, "translation")
            if key in translations:
                target.text = translations[key]
                target.attrib.pop("type", None)
                used.add(key)
                count += 1
            elif not (target.text or "").strip() or target.get("type") == "unfinished":
                left.append(key)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return count, [key for key in translations if key not in used], left


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ts", type=Path, metavar="FILE.ts", help="the .ts to fill")
    parser.add_argument(
        "sources", nargs="+", type=Path, metavar="FILE.jsonl",
        help="translations, one JSON object a line (a later file wins)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    ts, sources = args.ts, args.sources
    count, unused, left = fill(ts, read_lines(sources))
    print(f"{count} translations set in {ts}")
    for context, source in unused:
        print(f"no such text in the code: {context}: {source!r}")
    for context, source in left:
        print(f"still untranslated: {context}: {source!r}")
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
