"""The plain writer against pydantic's codec on random values of every class the journal
stores: each event class (tournament and hand events, nested ones included) and the state
snapshot, their fields filled at random from their type hints. Either both write the
same bytes, or the plain writer refuses (:class:`Unwritable`) and pydantic writes.

The values are made past the classes' own checks (``__init__`` is not called): neither
writer validates, and a value no code makes still must not be written two ways.
"""

from __future__ import annotations

import dataclasses
import enum
import math
import types
import typing
from decimal import Decimal
from typing import Annotated, Any, Literal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine.cards import Card, full_deck
from app.engine.events import HandEvent
from app.engine.tournament_events import TournamentEvent
from app.store.codec import Codec
from app.store.plain_reader import Unsupported
from app.store.plain_writer import PlainWriter, Unwritable
from app.store.tournament_schema import StateSnapshot

# Floats of every size, but mostly where the journal's are (times, ~1.7e9 seconds).
_FLOATS = st.one_of(
    st.floats(allow_nan=False, allow_infinity=False),
    st.floats(min_value=1e-4, max_value=1e15, allow_nan=False),
    st.floats(min_value=1.6e9, max_value=1.9e9),
    st.integers(min_value=-(10**16), max_value=10**16),  # an int time: pydantic writes 60.0
)
_TEXT = st.text(max_size=12) | st.sampled_from(['"', "\\", "\x00\x1f\x7f", "ó🂡", "\u2028"])
_PRIMITIVES: dict[object, st.SearchStrategy[Any]] = {
    int: st.integers() | st.integers(min_value=-(2**80), max_value=2**80),
    bool: st.booleans(),
    str: _TEXT,
    float: _FLOATS,
    types.NoneType: st.none(),
    Card: st.sampled_from(full_deck()),
    bytes: st.binary(max_size=40),
    Decimal: st.decimals(allow_nan=False, allow_infinity=False, places=None),
}


class _Values:
    """Strategies of values of a type, one per class (a class may hold itself)."""

    def __init__(self) -> None:
        self._classes: dict[type, st.SearchStrategy[Any]] = {}

    def of(self, tp: Any) -> st.SearchStrategy[Any]:
        origin = typing.get_origin(tp)
        if origin is Annotated:
            return self.of(typing.get_args(tp)[0])
        if tp in _PRIMITIVES:
            return _PRIMITIVES[tp]
        if origin is Literal:
            return st.sampled_from(typing.get_args(tp))
        if origin in (typing.Union, types.UnionType):
            return st.one_of([self.of(member) for member in typing.get_args(tp)])
        if origin is tuple:
            args = typing.get_args(tp)
            if len(args) == 2 and args[1] is Ellipsis:
                return st.lists(self.of(args[0]), max_size=3).map(tuple)
            return st.tuples(*(self.of(arg) for arg in args))
        if origin is frozenset:
            return st.frozensets(self.of(typing.get_args(tp)[0]), max_size=4)
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            return st.sampled_from(list(tp))
        if isinstance(tp, type) and dataclasses.is_dataclass(tp):
            return self._dataclass(tp)
        raise AssertionError(f"no random values of {tp!r}: teach this test the type")

    def _dataclass(self, cls: type) -> st.SearchStrategy[Any]:
        known = self._classes.get(cls)
        if known is not None:
            return known
        self._classes[cls] = st.deferred(lambda: made)
        hints = typing.get_type_hints(cls, include_extras=True)
        fields = {field.name: self.of(hints[field.name]) for field in dataclasses.fields(cls)}
        made = st.fixed_dictionaries(fields).map(lambda values: _unchecked(cls, values))
        self._classes[cls] = made
        return made


def _unchecked(cls: type, values: dict[str, Any]) -> Any:
    """An instance of ``cls`` holding ``values``, without its ``__init__``'s checks."""
    value = object.__new__(cls)
    for name, item in values.items():
        object.__setattr__(value, name, item)
    return value


def _members(union: Any) -> list[type]:
    return [member for member in typing.get_args(union) if member is not types.NoneType]


VALUES = _Values()
STORED: dict[str, Any] = {"event": TournamentEvent, "hand": HandEvent, "snapshot": StateSnapshot}
CODECS = {name: (Codec(tp), PlainWriter(tp)) for name, tp in STORED.items()}
CLASSES = [
    *(("event", cls) for cls in _members(TournamentEvent)),
    *(("hand", cls) for cls in _members(HandEvent)),
    ("snapshot", StateSnapshot),
]


def _float_pydantic_writes_alike(value: float) -> bool:
    """Whether the plain writer takes this float: Python writes ``1e-05`` and ``1e-07``
    where pydantic writes ``0.00001`` and ``1e-7``; it keeps to a range both write alike."""
    return value == 0.0 or 1e-4 <= abs(value) < 1e15


def _has_a_float_written_apart(value: Any) -> bool:
    if type(value) is float:
        return not math.isfinite(value) or not _float_pydantic_writes_alike(value)
    if type(value) is int:  # in a float's field, beyond the floats written alike
        return not _float_pydantic_writes_alike(value)
    if isinstance(value, tuple | frozenset):
        return any(map(_has_a_float_written_apart, value))
    if dataclasses.is_dataclass(value):
        return any(_has_a_float_written_apart(getattr(value, field.name))
                   for field in dataclasses.fields(value))  # fmt: skip
    return False


@pytest.mark.parametrize(("codec", "cls"), CLASSES, ids=lambda c: getattr(c, "__name__", c))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_values_of_every_stored_class_are_written_as_pydantic_writes_them(
    codec: str, cls: type, data: st.DataObject
) -> None:
    value = data.draw(VALUES.of(cls))
    pydantic, plain = CODECS[codec]
    expected = pydantic.encode(value)
    try:
        written = plain.write(value)
    except Unwritable:
        # Only a float Python and pydantic write apart is refused: the values are of
        # their fields' exact types and hold no lone surrogate.
        assert _has_a_float_written_apart(value), expected
    else:
        assert written == expected


def test_every_stored_class_has_a_plain_writer() -> None:
    """No class the journal stores falls back to pydantic for its type alone (that would
    build pydantic's codec on the first start)."""
    for codec, cls in CLASSES:
        try:
            PlainWriter(cls)
        except Unsupported as error:  # pragma: no cover - the failure's message
            pytest.fail(f"{cls.__name__} (in {STORED[codec]}): {error}")
