"""A reader of the journal's JSON built from the dataclasses' own fields, without pydantic.

Building pydantic's validators for the tournament's events and snapshots takes ~0.1 s,
which a console opening a file paid before it could show anything. :class:`PlainReader`
reads the same JSON with plain Python, from readers made for each class out of its type
hints (so it cannot drift from the dataclasses), and accepts only payloads it reads
exactly as pydantic would: the exact JSON types, every key a field, a ``kind`` it knows.
Anything else (a damaged row, a payload from another version, a lax value such as
``"3"`` for an int) raises :class:`Irregular`, and the caller hands the text to the
pydantic codec, which accepts it or refuses it with the message it always gave.

>>> from app.engine.events import HandEvent
>>> reader = PlainReader(HandEvent)
>>> reader.read('{"kind":"hole_cards","seat":2,"cards":["As","Td"]}').cards[1]
Card(rank=8, suit='d')
>>> reader.read('{"kind":"hole_cards","seat":"2","cards":["As","Td"]}')
Traceback (most recent call last):
...
app.store.plain_reader.Irregular: not an int: '2'
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import enum
import json
import re
import sys
import types
import typing
from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import TYPE_CHECKING, Annotated, Any, Literal

from app.engine.cards import Card
from app.engine.stored_form import OmittedWhen
from app.store.codec_base import DISCRIMINATOR, card_from_text

if TYPE_CHECKING:
    from pydantic import BaseModel

Reader = Callable[[Any], Any]


class Irregular(Exception):
    """This payload is not one the plain reader reads exactly as pydantic would (never
    shown: pydantic then reads the payload, or refuses it in its own words)."""


class Unsupported(TypeError):
    """A type the plain reader has no exact reading for (the pydantic codec is used)."""


class PlainReader:
    """Reads JSON text of ``value_type`` (a dataclass, or a union of ``kind``-tagged ones).

    :raises Unsupported: if a field's type has no exact plain reading.
    """

    __slots__ = ("_read",)

    def __init__(self, value_type: object) -> None:
        self._read = _Builder().reader(value_type)

    def read(self, text: str | bytes) -> Any:
        """The value written as ``text``.

        :raises Irregular: if the text is not read here (the pydantic codec decides).
        """
        try:
            data = json.loads(text)
        except ValueError as error:
            raise Irregular("not JSON") from error  # not for users
        try:
            return self._read(data)
        except Irregular:
            raise
        except Exception as error:  # a check of the class itself refused the values
            raise Irregular(f"{type(error).__name__}: {error}") from error  # not for users


def _exact(kind: type) -> Reader:
    def read(value: Any) -> Any:
        if type(value) is not kind:
            raise Irregular(  # not for users
                f"not {'an' if kind is int else 'a'} {kind.__name__}: {value!r}")
        return value

    return read


_PRIMITIVES: Mapping[type, Reader] = {kind: _exact(kind) for kind in (int, str, bool, float)}


def _primitive_tuple(kind: type, length: int | None) -> Reader:
    """A tuple of ``kind`` (``length`` items, any number for ``None``)."""

    def read(value: Any) -> tuple[Any, ...]:
        if type(value) is not list or (length is not None and len(value) != length):
            raise Irregular(  # not for users
                f"not {length or 'some'} items of {kind.__name__}: {value!r}")
        for item in value:  # short lists (a hand's stacks): faster than a set of types
            if type(item) is not kind:
                raise Irregular(  # not for users
                    f"not {length or 'some'} items of {kind.__name__}: {value!r}")
        return tuple(value)

    return read


def _read_none(value: Any) -> None:
    if value is not None:
        raise Irregular(f"not null: {value!r}")  # not for users


def _read_card(value: Any) -> Card:
    if type(value) is not str:
        raise Irregular(f"not a card: {value!r}")  # not for users
    return card_from_text(value)


def _read_bytes(value: Any) -> bytes:
    if type(value) is not str:
        raise Irregular(f"not base64 text: {value!r}")  # not for users
    try:
        return base64.b64decode(value, validate=True)
    except binascii.Error as error:
        raise Irregular("not base64") from error  # not for users


_DECIMAL = re.compile(r"-?[0-9]+(\.[0-9]+)?")


def _read_decimal(value: Any) -> Decimal:
    """A decimal written as text (``"1.5"``); anything else is pydantic's to read."""
    if type(value) is not str or _DECIMAL.fullmatch(value) is None:
        raise Irregular(f"not a decimal: {value!r}")  # not for users
    return Decimal(value)


def _read_list(value: Any) -> list[Any]:
    if type(value) is not list:
        raise Irregular(f"not a list: {value!r}")  # not for users
    return value


class _Builder:
    """Makes the reader of each type once (classes refer to each other)."""

    def __init__(self) -> None:
        self._classes: dict[type, Reader] = {}

    def reader(self, tp: Any) -> Reader:
        origin = typing.get_origin(tp)
        if origin is Annotated:
            return self._annotated(tp)
        if tp in _PRIMITIVES:
            return _PRIMITIVES[tp]
        if tp is None or tp is types.NoneType:
            return _read_none
        if tp is Card:
            return _read_card
        if tp is bytes:
            return _read_bytes
        if tp is Decimal:
            return _read_decimal
        if origin is Literal:
            return _literal(typing.get_args(tp))
        if origin in (typing.Union, types.UnionType):
            return self._union(typing.get_args(tp))
        if origin is tuple:
            return self._tuple(typing.get_args(tp))
        if origin is frozenset:
            (item,) = typing.get_args(tp)
            read_item = self.reader(item)
            return lambda value: frozenset(map(read_item, _read_list(value)))
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            return _enum(tp)
        if isinstance(tp, type) and _is_pydantic_model(tp):
            return _model(tp)
        if isinstance(tp, type) and dataclasses.is_dataclass(tp):
            return self._dataclass(tp)
        raise Unsupported(f"no plain reading of {tp!r}")  # not for users

    def _annotated(self, tp: Any) -> Reader:
        return self.reader(plain_inner(tp))

    def _tuple(self, args: tuple[Any, ...]) -> Reader:
        if len(args) == 2 and args[1] is Ellipsis:
            if args[0] in _PRIMITIVES:  # the commonest: a check per item, no call
                return _primitive_tuple(args[0], None)
            read_item = self.reader(args[0])
            return lambda value: tuple(map(read_item, _read_list(value)))
        if len(set(args)) == 1 and args[0] in _PRIMITIVES:  # a seat (table, seat)
            return _primitive_tuple(args[0], len(args))
        readers = [self.reader(arg) for arg in args]

        def read(value: Any) -> tuple[Any, ...]:
            items = _read_list(value)
            if len(items) != len(readers):
                raise Irregular(f"{len(items)} items, not {len(readers)}")  # not for users
            return tuple(read_item(item) for read_item, item in zip(readers, items, strict=True))

        return read

    def _union(self, members: tuple[Any, ...]) -> Reader:
        others = [member for member in members if member is not types.NoneType]
        if len(others) == 1:
            read_one = self.reader(others[0])
            return lambda value: None if value is None else read_one(value)
        tagged = {_kind_of(member): member for member in others}
        if None in tagged or len(tagged) != len(others):
            return self._untagged(members)
        # A member's reader is made when its kind is first read: the union of events has
        # ~60 classes, and making them all cost the console's start ~10 ms.
        by_kind: dict[object, Reader] = {}
        allows_none = len(others) != len(members)

        def read(value: Any) -> Any:
            if value is None and allows_none:
                return None
            if type(value) is not dict:
                raise Irregular(f"not an object: {value!r}")  # not for users
            kind = value.get(DISCRIMINATOR)
            read_member = by_kind.get(kind)
            if read_member is None:
                member = tagged.get(kind) if type(kind) is str else None
                if member is None:
                    raise Irregular(f"unknown kind {kind!r}")  # not for users
                read_member = by_kind[kind] = self.reader(member)
            return read_member(value)

        return read

    def _untagged(self, members: tuple[Any, ...]) -> Reader:
        """A union of dataclasses without a ``kind`` (``Level | Break``): the one member
        that reads the object, when every other member lacks one of its keys. Pydantic's
        smart union then picks that member too (it sets the most fields)."""
        classes = [member for member in members if member is not types.NoneType]
        if not all(isinstance(c, type) and dataclasses.is_dataclass(c) for c in classes):
            raise Unsupported(f"no plain reading of the union {members!r}")  # not for users
        readers = [(self.reader(c), {f.name for f in dataclasses.fields(c)}) for c in classes]
        allows_none = len(classes) != len(members)

        def read(value: Any) -> Any:
            if value is None and allows_none:
                return None
            if type(value) is not dict:
                raise Irregular(f"not an object: {value!r}")  # not for users
            keys = value.keys()
            fitting = [(read_member, names) for read_member, names in readers if keys <= names]
            if len(fitting) != 1:
                raise Irregular(  # not for users
                    f"{len(fitting)} members of {members!r} have the keys {keys}")
            return fitting[0][0](value)

        return read

    def _dataclass(self, cls: type) -> Reader:
        known = self._classes.get(cls)
        if known is not None:
            return known
        fields: dict[str, Reader] = {}
        defaults: dict[str, Callable[[], Any]] = {}

        def read(value: Any) -> Any:
            if type(value) is not dict:
                raise Irregular(f"not an object for {cls.__name__}: {value!r}")  # not for users
            if not value.keys() <= fields.keys():
                raise Irregular(  # not for users
                    f"unknown keys for {cls.__name__}: {value.keys() - fields.keys()}")
            values = {name: fields[name](item) for name, item in value.items()}
            for name, default in defaults.items():
                if name not in values:
                    values[name] = default()
            if len(values) != len(fields):
                raise Irregular(f"missing fields of {cls.__name__}")  # not for users
            return cls(**values)

        self._classes[cls] = read  # before the fields: a class may hold itself
        for field, hint in init_fields(cls):
            fields[field.name] = self.reader(hint)
            if field.default is not dataclasses.MISSING:
                defaults[field.name] = _constant(field.default)
            elif field.default_factory is not dataclasses.MISSING:
                defaults[field.name] = field.default_factory
        return read


def plain_inner(tp: Any) -> Any:
    """The type inside an ``Annotated`` hint whose extras leave its JSON as the plain
    reader and writer handle it: a card annotated for pydantic models (``CompactCard``,
    ``"As"`` as here), :class:`OmittedWhen` (the field's: only whether it is written).

    :raises Unsupported: for any other extra (a constraint, a renamed key): pydantic's.
    """
    inner, *extras = typing.get_args(tp)
    for extra in extras:
        if inner is not Card and not isinstance(extra, OmittedWhen):
            raise Unsupported(f"no plain JSON of {tp!r}")  # not for users
    return inner


def init_fields(cls: type) -> list[tuple[dataclasses.Field[Any], Any]]:
    """A dataclass's fields with their type hints (extras included), in order.

    :raises Unsupported: if a field is not set by ``__init__`` (pydantic's to handle).
    """
    hints = typing.get_type_hints(cls, include_extras=True)
    fields = []
    for field in dataclasses.fields(cls):
        if not field.init:
            raise Unsupported(  # not for users
                f"{cls.__name__}.{field.name} is not set by __init__")
        fields.append((field, hints[field.name]))
    return fields


def _constant(value: Any) -> Callable[[], Any]:
    return lambda: value


def _kind_of(member: Any) -> object:
    """The ``kind`` literal of a dataclass, ``None`` for anything else."""
    if not (isinstance(member, type) and dataclasses.is_dataclass(member)):
        return None
    field = member.__dataclass_fields__.get(DISCRIMINATOR)
    if field is None:
        return None
    # That one field's hint, not the whole class's: get_type_hints of every member of the
    # event union cost the start ~10 ms.
    hint = field.type
    if isinstance(hint, str):
        hint = eval(hint, vars(sys.modules[member.__module__]))  # as get_type_hints does
    args = typing.get_args(hint) if typing.get_origin(hint) is Literal else ()
    return args[0] if len(args) == 1 else None


def _literal(allowed: tuple[Any, ...]) -> Reader:
    def read(value: Any) -> Any:
        for option in allowed:
            if value == option and type(value) is type(option):
                return option
        raise Irregular(f"not one of {allowed!r}: {value!r}")  # not for users

    return read


def _enum(cls: type[enum.Enum]) -> Reader:
    by_value: Mapping[object, enum.Enum] = {
        (type(member.value), member.value): member for member in cls
    }

    def read(value: Any) -> enum.Enum:
        member = by_value.get((type(value), value))
        if member is None:
            raise Irregular(f"not a {cls.__name__}: {value!r}")  # not for users
        return member

    return read


def _is_pydantic_model(tp: type) -> bool:
    """Whether ``tp`` is a pydantic model: none is until pydantic has been imported, which
    reading a file does not need (it costs a start ~0.1 s)."""
    pydantic = sys.modules.get("pydantic")
    return pydantic is not None and issubclass(tp, pydantic.BaseModel)


def _model(cls: type[BaseModel]) -> Reader:
    """A pydantic model reads itself, as inside the pydantic codec (from its own JSON)."""

    def read(value: Any) -> BaseModel:
        try:
            return cls.model_validate_json(json.dumps(value))
        except ValueError as error:
            raise Irregular(str(error)) from error  # not for users

    return read
