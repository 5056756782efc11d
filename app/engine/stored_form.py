"""How an engine value is written to the journal, said beside the field it concerns.

The store's codec reads these markers; the engine only declares them, so that defining the
engine's types needs nothing beyond the standard library (importing pydantic costs the
console's start ~0.1 s, and a returning host's file is read without it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class OmittedWhen:
    """Field metadata (``Annotated[Game, OmittedWhen(is_holdem)]``): the field is left out
    of the stored JSON while ``test(value)`` holds.

    For a field added after files existed: while it holds the value that files written
    before it meant, the JSON stays byte for byte what it was, and reading a missing key
    gives the field's default.
    """

    test: Callable[[Any], bool]


def omitted_when(hint: object) -> OmittedWhen | None:
    """The :class:`OmittedWhen` of an ``Annotated`` type hint, or None."""
    for extra in getattr(hint, "__metadata__", ()):
        if isinstance(extra, OmittedWhen):
            return extra
    return None
