"""What a name may hold: printable text, never control characters.

Player and tournament names are shown on screens and written into hand histories (PHH
is TOML, PokerStars text is read line by line by tracking tools). A control character
(NUL, ESC, DEL, a line break, the C1 controls), a text-direction override or isolate
(U+202A–U+202E, U+2066–U+2069) or half of a surrogate pair would corrupt them or make
a name read as something else, so :func:`name_problem` refuses them at entry and
:func:`printable` replaces them in anything written out (names recorded before this
check existed).
"""

from __future__ import annotations

import re
import unicodedata

from app.engine.wording import QT_TRANSLATE_NOOP, translate

# C0 and C1 controls with DEL, line and paragraph separators, bidi overrides and
# isolates, and lone surrogates (a str can hold one; no UTF-8 file can).
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
# NUL, ESC and DEL are the characters' names in every language; the others are words.
_KNOWN_NAMES = {0x00: "NUL", 0x1B: "ESC", 0x7F: "DEL"}
_KNOWN_WORDS = {
    0x09: QT_TRANSLATE_NOOP("Names", "a tab"),
    0x0A: QT_TRANSLATE_NOOP("Names", "a line break"),
    0x0D: QT_TRANSLATE_NOOP("Names", "a carriage return"),
}
REPLACEMENT = "\ufffd"
"""What :func:`printable` writes for each refused character."""


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be entered, or ``None`` if it can (short: it shows under the
    name box).

    >>> name_problem("Ann Lee") is None
    True
    >>> name_problem("Ann\\x1b[31m").endswith("overrides (ESC after 'Ann')")
    True
    """
    found = _CONTROL.search(name)
    if found is None:
        return None
    before = name[: found.start()][-20:]
    character = _describe(found.group())
    if not before:
        return translate(
            "Names",
            "A name cannot contain control characters such as NUL, ESC, DEL or text-direction "
            "overrides ({character} at the start)",
        ).format(character=character)
    return translate(
        "Names",
        "A name cannot contain control characters such as NUL, ESC, DEL or text-direction "
        "overrides ({character} after {before})",
    ).format(character=character, before=repr(before))


def printable(text: str) -> str:
    """``text`` with every character :func:`name_problem` refuses replaced by U+FFFD.

    >>> printable("Ann\\x7f")
    'Ann\\ufffd'
    """
    return _CONTROL.sub(REPLACEMENT, text) if _CONTROL.search(text) else text


def _describe(char: str) -> str:
    """``ESC``, ``DEL``... for the usual suspects, else the code point (``U+202E``)."""
    code = ord(char)
    if code in _KNOWN_WORDS:
        return translate("Names", _KNOWN_WORDS[code])
    return _KNOWN_NAMES.get(code) or f"U+{code:04X}"


def search_key(name: str) -> str:
    """How a name a person types finds someone: case, spacing and accents do not matter
    (identity stays :func:`name_key`'s: "Zoe" finds "Zoë" but is not the same player).

    >>> search_key("  Zoë   ÅNGSTRÖM ") == search_key("zoe angstrom")
    True
    """
    decomposed = unicodedata.normalize("NFKD", name_key(name))
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def name_key(name: str) -> str:
    """How names are matched: case and spacing do not matter.

    >>> name_key("  Ann   LEE ") == name_key("ann lee")
    True
    """
    return " ".join(name.split()).casefold()


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def has_lone_surrogate(text: str) -> bool:
    """Whether ``text`` holds half of a surrogate pair, which no UTF-8 file can hold (a
    name pasted from a broken source; pydantic's JSON refuses it).

    >>> has_lone_surrogate("Zoë 🂡"), has_lone_surrogate("/" + chr(0xD800))
    (False, True)
    """
    return not text.isascii() and _LONE_SURROGATE.search(text) is not None
