"""PHH input: the limits on what a file may hold, the guards that refuse a hostile file
before it costs time or memory, and the reading of its TOML text into a document.

:func:`parse_toml` reads the flat ``key = value`` TOML that PHH files are through a fast
path (:func:`parse_flat_toml`) that never accepts what :mod:`tomllib` refuses, and falls
back to :mod:`tomllib` otherwise; the field readers below take typed, bounded values out
of the document, which :mod:`app.store.phh` turns into a hand.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Mapping, Sequence

from app.engine.errors import FeltboardError, chips
from app.engine.wording import translate

# Limits on what a file may hold: a real hand is a few kilobytes, with amounts far below
# these; anything beyond is refused before it can cost time or memory.
MAX_PHH_BYTES = 1_000_000
"""The largest PHH file read (1 MB)."""
MAX_AMOUNT = 10**15
"""The largest amount, stack, seat number or count a PHH file may hold."""
MAX_ACTION_CHARS = 1_000
"""The longest entry of ``actions`` (comment included)."""
MAX_NAME_CHARS = 100
"""The longest player name."""
MAX_NESTING = 32
"""The deepest nesting of arrays (PHH itself uses two: ``_pot_awards``)."""
_ECHO_CHARS = 40  # the most of a file's text an error message repeats


class PHHError(FeltboardError):
    """A PHH file that cannot be read or a hand that cannot be written as PHH.

    ``action`` is the 1-based number of the offending entry of ``actions`` and ``line``
    its line in the file, when known.
    """

    def __init__(
        self,
        reason: str,
        *,
        action: int | None = None,
        text: str | None = None,
        line: int | None = None,
    ) -> None:
        self.reason = reason
        self.action = action
        self.text = text
        self.line = line
        super().__init__(_placed(reason, action, text, line))

    def at_line(self, line: int | None) -> PHHError:
        """This error placed at ``line`` of the file (itself if it has a line already)."""
        if self.line is not None or line is None:
            return self
        return PHHError(self.reason, action=self.action, text=self.text, line=line)


def _placed(reason: str, action: int | None, text: str | None, line: int | None) -> str:
    """``reason`` after where it was found in the file, when known."""
    if action is None:
        if line is None:
            return reason
        return translate("PhhInput", "line {line}: {reason}").format(line=line, reason=reason)
    fields = {"line": line, "action": action, "reason": reason}
    if text is None:
        if line is None:
            return translate("PhhInput", "action {action}: {reason}").format(**fields)
        return translate("PhhInput", "line {line}, action {action}: {reason}").format(**fields)
    fields["text"] = shown(text)
    if line is None:
        return translate("PhhInput", "action {action} {text}: {reason}").format(**fields)
    return translate("PhhInput", "line {line}, action {action} {text}: {reason}").format(**fields)


def shown(value: object) -> str:
    """``repr(value)``, cut short: a hostile file's text is never echoed whole."""
    if isinstance(value, str) and len(value) > _ECHO_CHARS:
        return translate("PhhInput", "{text}… ({count} characters)").format(
            text=repr(value[:_ECHO_CHARS]), count=chips(len(value))
        )
    text = repr(value)
    return text if len(text) <= _ECHO_CHARS else f"{text[:_ECHO_CHARS]}…"


def too_large() -> str:
    return translate(
        "PhhInput", "The file is larger than {size} MB; a PHH hand history is a few kilobytes"
    ).format(size=MAX_PHH_BYTES // 1_000_000)


def parse_toml(text: str) -> dict[str, object]:
    fast = parse_flat_toml(text)
    if fast is not None:
        return fast
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _toml_error(error) from error
    except ValueError as error:  # an integer beyond Python's 4,300 digits
        raise _long_number(text) from error
    except RecursionError as error:  # kept out by verify_nesting; never a traceback
        raise PHHError(
            translate("PhhInput", "Arrays are nested too deep; at most {levels} levels").format(
                levels=MAX_NESTING
            )
        ) from error


_TOML_POSITION = re.compile(r"\s*\(at line (\d+), column (\d+)\)$")
_LONG_NUMBER = re.compile(r"[0-9_]{4000,}")


def _toml_error(error: tomllib.TOMLDecodeError) -> PHHError:
    """tomllib's message with its position as the line of the file."""
    message = str(error)
    found = _TOML_POSITION.search(message)
    # tomllib's own words stay as it wrote them (English): they quote the file.
    if found is None:
        return PHHError(
            translate("PhhInput", "Not a valid PHH (TOML) file: {message}").format(message=message)
        )
    reason = translate(
        "PhhInput", "Not a valid PHH (TOML) file: {message} (column {column})"
    ).format(message=message[: found.start()], column=found[2])
    return PHHError(reason, line=int(found[1]))


def _long_number(text: str) -> PHHError:
    found = _LONG_NUMBER.search(text)
    line = text.count("\n", 0, found.start()) + 1 if found else None
    return PHHError(
        translate(
            "PhhInput", "A number has thousands of digits; amounts go up to {limit}"
        ).format(limit=chips(MAX_AMOUNT)),
        line=line,
    )


# Strings and comments (skipped: their brackets do not nest) or a bracket.
_NESTING_TOKENS = re.compile(
    r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'|"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'|#[^\n]*|[\[\]{}]'
)


def verify_nesting(text: str) -> None:
    """Refuse arrays or tables nested deeper than :data:`MAX_NESTING`, before a parser
    recurses into them (a loop, not recursion: any depth is measured safely).

    :raises PHHError: naming the line where the nesting gets too deep.
    """
    if text.count("[") + text.count("{") <= MAX_NESTING:
        return  # too few brackets to nest that deep: the usual case, at C speed
    depth = 0
    for token in _NESTING_TOKENS.finditer(text):
        bracket = token.group()
        if bracket in ("[", "{"):
            depth += 1
            if depth > MAX_NESTING:
                line = text.count("\n", 0, token.start()) + 1
                raise PHHError(
                    translate(
                        "PhhInput",
                        "Arrays are nested more than {levels} levels deep; PHH needs two",
                    ).format(levels=MAX_NESTING),
                    line=line,
                )
        elif bracket in ("]", "}"):
            depth = max(depth - 1, 0)


_QUOTED_FIELD = re.compile(r"'([A-Za-z_][A-Za-z0-9_-]*)")


def field_line(text: str, reason: str) -> int | None:
    """The line of the first field ``reason`` names in quotes (``'antes'``), if written."""
    for name in _QUOTED_FIELD.findall(reason):
        found = re.search(rf"^[ \t]*{re.escape(name)}[ \t]*=", text, re.MULTILINE)
        if found is not None:
            return text.count("\n", 0, found.start()) + 1
    return None


# A key at the start of a line; splitting "\n" + text on it lets the regex engine skip
# ahead to each newline (a "^" pattern is tried at every character).
_KEY_AT_LINE_START = re.compile(r"\n[ \t]*([A-Za-z_][A-Za-z0-9_-]*)[ \t]*=[ \t]*")
# An array's trailing comma after a value (not "[,]", which TOML refuses).
# TOML's whitespace only: Python's \s would also skip a form feed, which TOML refuses.
_TRAILING_COMMA = re.compile(r"([^ \t\r\n,\[])[ \t\r\n]*,[ \t\r\n]*\]$")
_CLOSED = r"\1]"
_TOML_SPACE = " \t\r\n"  # str.strip() alone would also take \f, \v, NBSP...


def parse_flat_toml(text: str) -> dict[str, object] | None:
    """Fast path for the flat TOML that PHH files are: ``key = value`` lines.

    The values are read in one call of the C JSON parser (TOML's basic strings, integers,
    floats, booleans and arrays are JSON too). Anything else (comments, tables, dotted
    keys, ``1_000``, literal strings, or JSON-only words) returns ``None`` and the caller
    uses :mod:`tomllib`, so results never differ; the fast path only saves time.

    >>> parse_flat_toml('variant = "NT"\\nactions = [\\n  "p1 f",\\n]\\n')
    {'variant': 'NT', 'actions': ['p1 f']}
    >>> parse_flat_toml('seats = [1, 2] # comment') is None
    True
    """
    if any(word in text for word in _JSON_ONLY) or (
        "\\u" in text and _SURROGATE_ESCAPE.search(text)
    ):
        return None
    if "\r" in text and text.count("\r") != text.count("\r\n"):
        return None  # a carriage return alone: JSON skips it, TOML refuses it
    # [text before the first key, key 1, value 1, key 2, value 2, ...]
    pieces = _KEY_AT_LINE_START.split("\n" + text)
    if len(pieces) == 1 or pieces[0].strip(_TOML_SPACE):
        return None
    keys = pieces[1::2]
    values = pieces[2::2]
    # TOML wants the value on the key's line (JSON would skip the newline: ``x =\n1``).
    if len(set(keys)) != len(keys) or any(value[:1] in "\r\n" for value in values):
        return None
    # Each value as written after its quoted key: JSON skips TOML's spaces and newlines.
    parts = pieces[1:]
    parts[0::2] = [f',"{key}":' for key in keys]
    try:
        pairs = json.loads("{" + "".join(parts)[1:] + "}", object_pairs_hook=_pairs)
    except (ValueError, RecursionError):
        return _trimmed_values(keys, values)
    return _document(pairs, keys)


def _trimmed_values(keys: Sequence[str], values: Sequence[str]) -> dict[str, object] | None:
    """:func:`parse_flat_toml` for values JSON does not take as written: each value is
    trimmed and loses an array's trailing comma (``[1, 2,]``), which TOML allows."""
    members = [
        f'"{key}": {_TRAILING_COMMA.sub(_CLOSED, value.strip(_TOML_SPACE))}'
        for key, value in zip(keys, values, strict=True)
    ]
    try:
        pairs = json.loads("{" + ", ".join(members) + "}", object_pairs_hook=_pairs)
    except (ValueError, RecursionError):
        return None
    return _document(pairs, keys)


def _pairs(pairs: list[tuple[str, object]]) -> object:
    """The members of a JSON object as read (the only object: flat TOML has no tables)."""
    return _Pairs(pairs)


class _Pairs(list[tuple[str, object]]):
    """The top-level members, told apart from a JSON value."""


def _document(pairs: object, keys: Sequence[str]) -> dict[str, object] | None:
    """The document, if JSON read exactly the keys TOML has, in order: a value such as
    ``1, "y": 2`` would add a member of its own, which TOML refuses."""
    if not isinstance(pairs, _Pairs) or [key for key, _ in pairs] != list(keys):
        return None
    return dict(pairs)


# What JSON reads but flat TOML values never contain (objects, null, non-finite
# numbers, the escape \/, a raw DEL): any of it sends the file to tomllib (plain
# substring tests are fastest; a false alarm only costs time).
_JSON_ONLY = ("{", "}", "null", "NaN", "Infinity", "\\/", "\x7f")
# A \u escape of half a surrogate pair: JSON decodes it, TOML refuses it.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def bounded(value: int, name: str) -> int:
    """``value`` if it is at most :data:`MAX_AMOUNT` either way.

    :raises PHHError: naming the field, for a larger number.
    """
    if -MAX_AMOUNT <= value <= MAX_AMOUNT:
        return value
    raise PHHError(
        translate(
            "PhhInput", "'{name}' holds a number of {digits} digits; amounts go up to {limit}"
        ).format(name=name, digits=chips(len(str(abs(value)))), limit=chips(MAX_AMOUNT))
    )


def required(doc: Mapping[str, object], name: str) -> object:
    """The field ``name`` of the document; a :class:`PHHError` if it is missing."""
    if name not in doc:
        raise PHHError(
            translate("PhhInput", "The required field '{name}' is missing").format(name=name)
        )
    return doc[name]


def chip_count(value: object, name: str) -> int:
    """A chip amount: an integer, or a float with no fractional part, up to
    :data:`MAX_AMOUNT` either way."""
    if isinstance(value, bool):
        raise PHHError(_not_chips(name, value))
    if isinstance(value, int):
        return bounded(value, name)
    if isinstance(value, float) and value.is_integer():
        return bounded(int(value), name)
    if isinstance(value, float):
        raise PHHError(
            translate("PhhInput", "'{name}' is {value}; Feltboard counts whole chips only").format(
                name=name, value=shown(value)
            )
        )
    raise PHHError(_not_chips(name, value))


def _not_chips(name: str, value: object) -> str:
    return translate("PhhInput", "'{name}' must be a number of chips, not {value}").format(
        name=name, value=shown(value)
    )


def chips_list(doc: Mapping[str, object], name: str, count: int | None) -> tuple[int, ...]:
    """The array ``name`` of chip amounts, ``count`` of them when given, none negative."""
    value = required(doc, name)
    if not isinstance(value, list):
        raise PHHError(
            translate("PhhInput", "'{name}' must be an array of numbers").format(name=name)
        )
    if count is not None and len(value) != count:
        raise PHHError(
            translate("PhhInput", "'{name}' has {entries} entries for {count} players").format(
                name=name, entries=len(value), count=count
            )
        )
    if plain_ints(value):
        amounts = tuple(value)
        if amounts and max(amounts) > MAX_AMOUNT:
            bounded(max(amounts), name)
    else:
        amounts = tuple(chip_count(item, f"{name}[{i}]") for i, item in enumerate(value))
    if min(amounts, default=0) < 0:
        raise PHHError(
            translate("PhhInput", "'{name}' cannot hold negative amounts").format(name=name)
        )
    return amounts


def plain_ints(values: list[object]) -> bool:
    """Whether every item is an ``int`` (not a bool or float): the usual case, tested in C."""
    return set(map(type, values)) <= _INT_TYPE


_INT_TYPE = frozenset({int})
_STR_TYPE = frozenset({str})
def string_list(doc: Mapping[str, object], name: str) -> list[str]:
    """The array of strings ``name``."""
    value = required(doc, name)
    if not isinstance(value, list):
        raise PHHError(_not_strings(name))
    if set(map(type, value)) <= _STR_TYPE:
        return list(value)  # plain strings, as parsed TOML holds them
    if not all(isinstance(item, str) for item in value):
        raise PHHError(_not_strings(name))
    return [str(item) for item in value]


def optional_int(doc: Mapping[str, object], name: str) -> int | None:
    """The integer ``name`` up to :data:`MAX_AMOUNT` either way, or None if it is absent."""
    value = doc.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise PHHError(
            translate("PhhInput", "'{name}' must be an integer, not {value}").format(
                name=name, value=shown(value)
            )
        )
    return bounded(value, name)


def _not_strings(name: str) -> str:
    return translate("PhhInput", "'{name}' must be an array of strings").format(name=name)
