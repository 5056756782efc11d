"""A small TOML writer for templates: scalars, arrays, inline tables, one level of sections.

``tomllib`` reads TOML but does not write it; a template needs only this much, laid out
for a host to read (one blind level per line).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TypeAlias

Value: TypeAlias = "str | int | float | bool | list[Value] | dict[str, Value]"
"""Plain data as TOML and JSON hold it."""


def toml_text(document: Mapping[str, Value]) -> str:
    """``document`` as TOML: scalars and arrays first, then one ``[section]`` per table.

    Arrays of tables are written one inline table per line, so a blind structure reads
    as one level per line. Only what templates hold is supported (no nested sections).

    >>> print(toml_text({"name": "Fri", "chips": [{"value": 25}], "rules": {"ante": "none"}}))
    name = "Fri"
    chips = [
      { value = 25 },
    ]
    <BLANKLINE>
    [rules]
    ante = "none"
    <BLANKLINE>
    """
    lines: list[str] = []
    sections: list[tuple[str, Mapping[str, Value]]] = []
    for key, value in document.items():
        if isinstance(value, dict):
            sections.append((key, value))
        else:
            lines.extend(_toml_assignment(key, value))
    for key, table in sections:
        lines.extend(("", f"[{key}]"))
        for inner, value in table.items():
            lines.extend(_toml_assignment(inner, value))
    return "\n".join(lines) + "\n"


def _toml_assignment(key: str, value: Value) -> list[str]:
    if isinstance(value, list) and any(isinstance(item, dict) for item in value):
        return [f"{key} = [", *(f"  {_toml_value(item)}," for item in value), "]"]
    return [f"{key} = {_toml_value(value)}"]


def _toml_value(value: Value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        # A JSON string is a TOML basic string, except that TOML also escapes DEL.
        return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(item) for item in value) + "]"
    return "{ " + ", ".join(f"{k} = {_toml_value(v)}" for k, v in value.items()) + " }"
