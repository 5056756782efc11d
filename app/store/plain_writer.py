"""A writer of the journal's JSON without pydantic, byte for byte as pydantic writes it.

The first start creates the demo tournament, which writes a dozen events; through
pydantic that meant importing it and building its codec of the events, ~0.15 s of a
start. :class:`PlainWriter` writes them with the standard library's JSON, from writers
made for each class out of its type hints (as :class:`~app.store.plain_reader.PlainReader`
reads them). The journal's hash chain covers the exact text, so it writes only what it
writes exactly as pydantic does (tests/store/test_plain_writer.py compares both on every
event and snapshot of simulated nights): compact separators, characters as UTF-8 with
the same escapes, fields in order, a field marked
:class:`~app.engine.stored_form.OmittedWhen` left out as pydantic leaves it out, cards as
``"As"``, bytes as base64, decimals as text. Anything else (a value not of its field's
exact type, a float pydantic could write another way, a lone surrogate) raises
:class:`Unwritable`, and the caller hands the value to pydantic, which writes it or
refuses it in its own words.

>>> from app.engine.cards import parse_card
>>> from app.engine.events import HandEvent, HoleCardsDealt
>>> PlainWriter(HandEvent).write(HoleCardsDealt(2, (parse_card("As"), parse_card("Td"))))
'{"seat":2,"cards":["As","Td"],"kind":"hole_cards"}'
"""

from __future__ import annotations

import base64
import dataclasses
import enum
import json
import math
import types
import typing
from collections.abc import Callable
from decimal import Decimal
from typing import Annotated, Any, Literal

from app.engine.cards import Card
from app.engine.names import has_lone_surrogate
from app.engine.stored_form import omitted_when
from app.store.plain_reader import Unsupported, init_fields, plain_inner

Writer = Callable[[Any], Any]
"""A value to what ``json.dumps`` writes as pydantic would (a dict, list, str, int...)."""

class Unwritable(Exception):
    """This value is not one the plain writer writes exactly as pydantic would (never
    shown: pydantic then writes it, or refuses it in its own words)."""


class PlainWriter:
    """Writes values of ``value_type`` (a dataclass, or a union of them) as JSON text.

    :raises Unsupported: if a field's type has no exact plain writing.
    """

    __slots__ = ("_write",)

    def __init__(self, value_type: object) -> None:
        self._write = _Writers().writer(value_type)

    def write(self, value: Any) -> str:
        """``value`` as pydantic's compact JSON.

        :raises Unwritable: if it is not written here (pydantic then decides).
        """
        tree = self._write(value)
        try:
            return json.dumps(tree, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        except (ValueError, TypeError) as error:
            raise Unwritable(str(error)) from error  # not for users


def _unwritable(value: Any, expected: str) -> Unwritable:
    return Unwritable(f"not {expected}: {value!r}")  # not for users


def _exact(kind: type) -> Writer:
    def write(value: Any) -> Any:
        if type(value) is not kind:
            raise _unwritable(value, kind.__name__)  # not for users
        return value

    return write


def _write_str(value: Any) -> str:
    if type(value) is not str:
        raise _unwritable(value, "a str")  # not for users
    if has_lone_surrogate(value):  # pydantic refuses it, with its own message
        raise _unwritable(value, "encodable text")  # not for users
    return value


# A range where Python's repr of a float and pydantic's text are the same. Below it they
# differ (Python's "1e-05", "9.99e-05", "1e-07"; pydantic's "0.00001", "0.0000999",
# "1e-7", measured with pydantic-core 2.50); above 1e15 they agree as far as measured, but
# the journal's floats (times, ~1.7e9 s) need no more than this.
_PLAIN_FLOATS = (1e-4, 1e15)


def _write_float(value: Any) -> float:
    if type(value) is int and abs(value) < _PLAIN_FLOATS[1]:
        value = float(value)  # exact here; pydantic writes an int time as this float: 60.0
    if type(value) is not float or not math.isfinite(value):
        raise _unwritable(value, "a finite float")  # not for users
    if value != 0.0 and not _PLAIN_FLOATS[0] <= abs(value) < _PLAIN_FLOATS[1]:
        raise _unwritable(value, "a float written alike")  # not for users
    return value


def _write_none(value: Any) -> None:
    if value is not None:
        raise _unwritable(value, "None")  # not for users


def _write_card(value: Any) -> str:
    if type(value) is not Card:
        raise _unwritable(value, "a card")  # not for users
    return str(value)


def _write_bytes(value: Any) -> str:
    if type(value) is not bytes:
        raise _unwritable(value, "bytes")  # not for users
    return base64.b64encode(value).decode("ascii")


def _write_decimal(value: Any) -> str:
    if type(value) is not Decimal or not value.is_finite():
        raise _unwritable(value, "a finite decimal")  # not for users
    return str(value)


_PRIMITIVES: dict[object, Writer] = {
    int: _exact(int),
    bool: _exact(bool),
    str: _write_str,
    float: _write_float,
    None: _write_none,
    types.NoneType: _write_none,
    Card: _write_card,
    bytes: _write_bytes,
    Decimal: _write_decimal,
}


class _Writers:
    """Makes the writer of a type once per class (a class may hold itself)."""

    def __init__(self) -> None:
        self._classes: dict[type, Writer] = {}

    def writer(self, tp: Any) -> Writer:
        origin = typing.get_origin(tp)
        if origin is Annotated:
            return self._annotated(tp)
        primitive = _PRIMITIVES.get(tp)
        if primitive is not None:
            return primitive
        if origin is Literal:
            return _literal(typing.get_args(tp))
        if origin in (typing.Union, types.UnionType):
            return self._union(typing.get_args(tp))
        if origin is tuple:
            return self._tuple(typing.get_args(tp))
        if origin is frozenset:
            (item,) = typing.get_args(tp)
            return _items(frozenset, self.writer(item))
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            return _enum(tp)
        if isinstance(tp, type) and dataclasses.is_dataclass(tp) and not _pydantic_class(tp):
            return self._dataclass(tp)
        raise Unsupported(f"no plain writing of {tp!r}")  # not for users

    def _annotated(self, tp: Any) -> Writer:
        return self.writer(plain_inner(tp))  # an OmittedWhen is the field's: _dataclass

    def _tuple(self, args: tuple[Any, ...]) -> Writer:
        if len(args) == 2 and args[1] is Ellipsis:
            return _items(tuple, self.writer(args[0]))
        writers = [self.writer(arg) for arg in args]

        def write(value: Any) -> list[Any]:
            if type(value) is not tuple or len(value) != len(writers):
                raise _unwritable(value, f"a tuple of {len(writers)}")  # not for users
            return [write_item(item) for write_item, item in zip(writers, value, strict=True)]

        return write

    def _union(self, members: tuple[Any, ...]) -> Writer:
        others = [member for member in members if member is not types.NoneType]
        if len(others) == 1:
            write_one = self.writer(others[0])
            return lambda value: None if value is None else write_one(value)
        if not all(isinstance(c, type) and dataclasses.is_dataclass(c) for c in others):
            raise Unsupported(f"no plain writing of the union {members!r}")  # not for users
        by_class: dict[type, Writer] = {}
        allows_none = len(others) != len(members)

        def write(value: Any) -> Any:
            if value is None and allows_none:
                return None
            write_member = by_class.get(type(value))
            if write_member is None:
                if type(value) not in others:
                    raise _unwritable(value, f"one of {members!r}")  # not for users
                # Made when first met: the union of events has ~60 classes, a demo
                # writes four of them.
                write_member = by_class[type(value)] = self.writer(type(value))
            return write_member(value)

        return write

    def _dataclass(self, cls: type) -> Writer:
        known = self._classes.get(cls)
        if known is not None:
            return known
        fields: list[tuple[str, Writer, Callable[[Any], bool] | None]] = []

        def write(value: Any) -> dict[str, Any]:
            if type(value) is not cls:
                raise _unwritable(value, f"a {cls.__name__}")  # not for users
            out: dict[str, Any] = {}
            for name, write_field, omitted in fields:
                item = getattr(value, name)
                if omitted is None or not omitted(item):
                    out[name] = write_field(item)
            return out

        self._classes[cls] = write  # before the fields: a class may hold itself
        for field, hint in init_fields(cls):
            marker = omitted_when(hint)
            fields.append((field.name, self.writer(hint), marker.test if marker else None))
        return write


def _pydantic_class(cls: type) -> bool:
    """Whether pydantic made this dataclass: its own config and serializers may write it
    otherwise than its fields' types say (told without importing pydantic)."""
    return "__pydantic_fields__" in vars(cls) or "__pydantic_validator__" in vars(cls)


def _items(kind: type[tuple[Any, ...]] | type[frozenset[Any]], write_item: Writer) -> Writer:
    """A tuple or frozenset as a JSON array, in its own order (as pydantic iterates it)."""

    def write(value: Any) -> list[Any]:
        if type(value) is not kind:
            raise _unwritable(value, f"a {kind.__name__}")  # not for users
        return [write_item(item) for item in value]

    return write


def _literal(allowed: tuple[Any, ...]) -> Writer:
    if not all(type(choice) in (str, int, bool) for choice in allowed):
        raise Unsupported(f"no plain writing of Literal{list(allowed)}")  # not for users

    def write(value: Any) -> Any:
        if not any(type(value) is type(choice) and value == choice for choice in allowed):
            raise _unwritable(value, f"one of {allowed!r}")  # not for users
        return _PRIMITIVES[type(value)](value)

    return write


def _enum(cls: type[enum.Enum]) -> Writer:
    def write(value: Any) -> Any:
        if type(value) is not cls or type(value.value) not in (str, int):
            raise _unwritable(value, f"a {cls.__name__}")  # not for users
        return _PRIMITIVES[type(value.value)](value.value)

    return write
