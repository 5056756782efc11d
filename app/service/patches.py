"""Patches: what changed inside a JSON value, as a short list of replacements.

A page that holds a part of the state (or a pad its table's view) is sent, when the
part changes a little (one stack, one seat's bet), only the places that changed
(docs/network-protocol.md, "Patches"). A patch is a list of operations, applied in order:

- ``[path, value]``: put ``value`` at ``path`` (a list of object keys and list indexes;
  ``[]`` is the whole value);
- ``[path]``: remove the object key at ``path``.

Objects are compared key by key and lists of the same length item by item; anything
else that differs (a list that grew, a number, a string) is replaced whole. Pure: no Qt.
"""

from __future__ import annotations

import json
from typing import Any

Operation = list[Any]
"""``[path, value]`` or ``[path]``."""


def diff(old: Any, new: Any) -> list[Operation]:
    """The patch turning ``old`` into ``new`` (``[]`` when they are equal).

    >>> diff({"seats": [{"stack": 9}, {"stack": 5}], "seq": 3},
    ...      {"seats": [{"stack": 9}, {"stack": 4}], "seq": 4})
    [[['seats', 1, 'stack'], 4], [['seq'], 4]]
    >>> diff({"a": 1, "b": 2}, {"a": 1})
    [[['b']]]
    >>> diff([1, 2], [1, 2, 3])
    [[[], [1, 2, 3]]]
    """
    operations: list[Operation] = []
    _diff(old, new, [], operations)
    return operations


def _diff(old: Any, new: Any, path: list[Any], into: list[Operation]) -> None:
    if old == new and type(old) is type(new):
        return
    if isinstance(old, dict) and isinstance(new, dict):
        for key, value in new.items():
            if key not in old:
                into.append([[*path, key], value])
            else:
                _diff(old[key], value, [*path, key], into)
        into.extend([[*path, key]] for key in sorted(old.keys() - new.keys()))
    elif isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        for index, (before, after) in enumerate(zip(old, new, strict=True)):
            _diff(before, after, [*path, index], into)
    else:
        into.append([path, new])


def apply(value: Any, patch: list[Operation]) -> Any:
    """``value`` with ``patch`` applied (changed in place where it can be; the result).

    >>> apply({"seats": [{"stack": 9}, {"stack": 5}], "seq": 3},
    ...       [[["seats", 1, "stack"], 4], [["seq"], 4]])
    {'seats': [{'stack': 9}, {'stack': 4}], 'seq': 4}
    >>> apply({"a": 1, "b": 2}, [[["b"]]])
    {'a': 1}

    :raises KeyError, IndexError, TypeError: if ``patch`` does not fit ``value``.
    """
    for operation in patch:
        path = operation[0]
        if not path:
            value = operation[1]
            continue
        node = value
        for key in path[:-1]:
            node = node[key]
        if len(operation) == 1:
            del node[path[-1]]
        else:
            node[path[-1]] = operation[1]
    return value


def patch_text(old: Any, new: Any, whole: str) -> str | None:
    """The patch from ``old`` to ``new`` as JSON, when it is shorter than ``whole``
    (``new``'s JSON), else ``None`` (the whole value is sent instead)."""
    text = json.dumps(diff(old, new), ensure_ascii=False, separators=(",", ":"))
    return text if len(text) < len(whole) else None
