"""JSON codecs for what the journal stores: events and snapshots.

A :class:`Codec` wraps pydantic's validator and serializer for one type. For a union of
event types each tagged by a ``kind`` literal (the convention of ``app/engine/events.py``)
it decodes through a discriminated union, so reading an event costs one dictionary lookup
on ``kind`` rather than trying every member. Cards anywhere inside a value are written
compactly as their text, ``"As"``, instead of ``{"rank": 12, "suit": "s"}``: inside plain
dataclasses (the engine's events) this happens by itself; a pydantic model or pydantic
dataclass, whose validator pydantic builds once for the class, annotates its card fields
with :data:`CompactCard` instead (the codec refuses a plain ``Card`` there). Bytes (a
logo) are written as base64 text.

>>> hand_codec().decode('{"kind":"hole_cards","seat":2,"cards":["As","Td"]}').cards[0]
Card(rank=12, suit='s')

The tournament layer adds its own event types (frozen dataclasses or pydantic models with
a ``kind: Literal[...]`` field) with ``hand_codec().extended(BreakStarted, LevelStarted)``,
or builds ``Codec(HandEvent | TournamentEvent)`` directly.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import functools
import operator
import re
import types
import typing
from collections.abc import Iterator, Mapping
from typing import Annotated, Any, Generic, TypeVar, cast

from pydantic import (
    BaseModel,
    Field,
    GetPydanticSchema,
    PydanticUserError,
    TypeAdapter,
    ValidationError,
)
from pydantic_core import (
    CoreSchema,
    PydanticSerializationError,
    SchemaSerializer,
    SchemaValidator,
)
from pydantic_core import core_schema as cs

from app.engine.cards import Card
from app.engine.events import HandEvent
from app.engine.stored_form import omitted_when
from app.engine.wording import translate
from app.store.codec_base import (
    DISCRIMINATOR,
    CodecError,
    UnknownEventKind,
)
from app.store.codec_base import (
    card_from_text as _card_from_text,
)

T = TypeVar("T")

# How the JSON writer names a lone surrogate it cannot encode: "character '\ud800'".
_SURROGATE = re.compile(r"character '\\u(d[89a-f][0-9a-f]{2})'", re.IGNORECASE)

def _card_schema() -> CoreSchema:
    """A schema that reads a card from ``"As"`` and writes it back as ``"As"``."""
    from_text = cs.no_info_after_validator_function(_card_from_text, cs.str_schema())
    return cs.json_or_python_schema(
        json_schema=from_text,
        python_schema=cs.union_schema([cs.is_instance_schema(Card), from_text]),
        serialization=cs.plain_serializer_function_ser_schema(str),
    )


def _bytes_from_base64(text: str) -> bytes:
    """The bytes written as base64 ``text``.

    :raises ValueError: if the text is not base64.
    """
    try:
        return base64.b64decode(text, validate=True)
    except binascii.Error as error:
        raise ValueError(  # not for users: pydantic's detail, inside "Cannot read a stored value"
            f"not base64 ({error})"
        ) from None


def _bytes_schema() -> CoreSchema:
    """Bytes (a logo) written as base64 text: JSON cannot hold raw bytes."""
    from_text = cs.no_info_after_validator_function(_bytes_from_base64, cs.str_schema())
    return cs.json_or_python_schema(
        json_schema=from_text,
        python_schema=cs.bytes_schema(strict=True),
        serialization=cs.plain_serializer_function_ser_schema(
            lambda data: base64.b64encode(data).decode("ascii"), when_used="json"
        ),
    )


CompactCard = Annotated[Card, GetPydanticSchema(lambda _source, _handler: _card_schema())]
"""``Card`` for fields of pydantic models: stored as ``"As"``."""


class Codec(Generic[T]):
    """Encode values of one type to compact JSON text and decode them back.

    ``value_type`` is any type pydantic handles (dataclasses, pydantic models, tuples,
    ...). A union with a ``kind``-tagged member is an event union: every member must
    carry a distinct ``kind`` literal, and it is decoded as a discriminated union on
    ``kind``, at the top and nested inside a dataclass alike. Other unions stay plain.
    """

    __slots__ = ("_kinds", "_members", "_serializer", "_validator", "value_type")

    def __init__(self, value_type: object) -> None:
        """Build the codec; pydantic's schema is generated once, here.

        :raises TypeError: if pydantic cannot handle the type, a union member has no
            ``kind`` literal, or two members share a kind.
        """
        members = _union_members(value_type)
        annotated: Any = value_type
        if len(members) > 1 and any(map(_has_kind_field, members)):
            annotated = Annotated[value_type, Field(discriminator=DISCRIMINATOR)]
        try:
            schema = _prepare_schema(TypeAdapter(annotated).core_schema)
        except (PydanticUserError, TypeError) as exc:
            raise TypeError(f"Cannot build a codec for {value_type!r}: {exc}") from exc
        self.value_type = value_type
        self._members = members
        self._kinds = _union_kinds(schema)
        self._validator = SchemaValidator(schema)
        self._serializer = SchemaSerializer(schema)

    @property
    def kinds(self) -> frozenset[str]:
        """The event kinds this codec reads and writes (empty for an untagged type)."""
        return self._kinds

    @property
    def members(self) -> tuple[type[Any], ...]:
        """The classes of the union (a one-tuple for a plain type)."""
        return self._members

    def encode(self, value: T) -> str:
        """Write ``value`` as compact JSON text.

        :raises CodecError: if the value is not of this codec's type.
        """
        try:
            return self._serializer.to_json(value, warnings="error").decode()
        except PydanticSerializationError as exc:
            surrogate = _SURROGATE.search(str(exc))
            if surrogate is not None:  # the type is right; its text cannot be UTF-8
                raise CodecError(
                    translate(
                        "Journal",
                        "Cannot store text holding half of a broken character pair"
                        " (U+{code}); retype it",
                    ).format(code=surrogate[1].upper())
                ) from exc
            raise CodecError(  # not for users: the caller passed a value of another type
                f"Cannot store a {type(value).__name__}: it is not one of "
                f"{', '.join(member.__name__ for member in self._members)}"
            ) from exc

    def decode(self, text: str | bytes) -> T:
        """Read a value back from JSON text written by :meth:`encode`.

        :raises UnknownEventKind: if the payload's ``kind`` is not one this codec knows.
        :raises CodecError: if the text is not JSON or does not fit the type.
        """
        try:
            return cast(T, self._validator.validate_json(text))
        except ValidationError as exc:
            raise self._decode_error(exc) from exc

    def extended(self, *event_types: type[Any]) -> Codec[Any]:
        """A codec for this union plus ``event_types``, e.g. the tournament's events.

        :raises TypeError: if a new type has no ``kind`` literal or reuses a known kind.
        """
        return Codec(functools.reduce(operator.or_, self._members + tuple(event_types)))

    def _decode_error(self, exc: ValidationError) -> CodecError:
        errors = exc.errors()
        for error in errors:
            if error["type"] == "union_tag_invalid":
                context = error.get("ctx", {})
                where = _location(error["loc"])
                known = ", ".join(sorted(self._kinds))
                if error["loc"] or not known:
                    known = str(context.get("expected_tags", "")).replace("'", "")
                return UnknownEventKind(context.get("tag"), known, where)
        where = _location(errors[0]["loc"]) or "payload"
        return CodecError(
            translate("Journal", "Cannot read a stored value ({where}): {reason}").format(
                where=where, reason=errors[0]["msg"]
            )
        )


def _location(loc: tuple[int | str, ...]) -> str:
    """A pydantic error location as ``event.cards.0``."""
    return ".".join(str(part) for part in loc)


def _union_members(value_type: object) -> tuple[type[Any], ...]:
    """The members of a union type, or the type itself as a one-tuple."""
    if typing.get_origin(value_type) in (typing.Union, types.UnionType):
        return tuple(typing.get_args(value_type))
    return (cast(type[Any], value_type),)


def _has_kind_field(member: object) -> bool:
    """Whether a union member is a dataclass or pydantic model with a ``kind`` field."""
    if not isinstance(member, type):
        return False
    if dataclasses.is_dataclass(member):
        return any(field.name == DISCRIMINATOR for field in dataclasses.fields(member))
    return issubclass(member, BaseModel) and DISCRIMINATOR in member.model_fields


def _union_kinds(schema: CoreSchema) -> frozenset[str]:
    """The tags of a discriminated union schema; empty for any other schema."""
    inner = schema["schema"] if schema["type"] == "definitions" else schema
    if inner["type"] != "tagged-union":
        return frozenset()
    return frozenset(str(tag) for tag in inner["choices"])


def _prepare_schema(schema: CoreSchema) -> CoreSchema:
    """Pydantic's schema with compact cards and nested kind-tagged unions discriminated.

    A union of kind-tagged classes nested in an event (``HandActed.event: HandEvent``)
    would otherwise be decoded by trying each member in turn, over ten times slower.

    :raises TypeError: if a pydantic class holds a plain ``Card`` (see :data:`CompactCard`).
    """
    _refuse_plain_cards_in_pydantic_classes(schema)
    by_ref = {node["ref"]: node for node in _nodes(schema) if "ref" in node}
    return cast(CoreSchema, _rewrite(schema, _card_schema(), by_ref))


def _refuse_plain_cards_in_pydantic_classes(schema: CoreSchema) -> None:
    """Pydantic reuses a pydantic class's own validator, so cards inside it can't be swapped.

    :raises TypeError: naming the class and the fix.
    """
    card_refs = {node.get("ref") for node in _nodes(schema) if _is_card(node)}
    for node in _nodes(schema):
        if node.get("type") in ("model", "dataclass") and "__pydantic_validator__" in vars(
            node["cls"]
        ):
            for inner in _nodes(node["schema"]):
                if _is_card(inner) or inner.get("schema_ref", False) in card_refs:
                    raise TypeError(
                        f"{node['cls'].__name__} is a pydantic class: annotate its cards as "
                        "app.store.codec.CompactCard so they are stored as 'As'"
                    )


def _is_card(node: Mapping[str, object]) -> bool:
    """Whether a core-schema node is pydantic's default schema for the Card dataclass."""
    return node.get("type") == "dataclass" and node.get("cls") is Card


def _nodes(node: object) -> Iterator[Mapping[str, Any]]:
    """Every dictionary in a core-schema tree, depth first (an explicit stack: nested
    generators cost the console's start ~15 ms on the event union's 5,600 nodes)."""
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, dict):
            yield current
            stack.extend(reversed(current.values()))
        elif isinstance(current, list):
            stack.extend(reversed(current))


def _rewrite(
    node: object, card_schema: CoreSchema, by_ref: Mapping[str, Mapping[str, Any]]
) -> object:
    """Copy a core-schema tree, swapping Card nodes, writing bytes as base64 and
    discriminating tagged unions."""
    if isinstance(node, list):
        return [_rewrite(item, card_schema, by_ref) for item in node]
    if not isinstance(node, dict):
        return node
    if node.get("type") == "bytes":
        return _bytes_schema()
    if _is_card(node):
        return {**card_schema, **({"ref": node["ref"]} if "ref" in node else {})}
    rewritten = {key: _rewrite(value, card_schema, by_ref) for key, value in node.items()}
    if node.get("type") == "dataclass":
        _leave_out_marked_fields(rewritten)
    return _discriminated(rewritten, by_ref) if node.get("type") == "union" else rewritten


def _leave_out_marked_fields(dataclass_node: dict[str, Any]) -> None:
    """Write a field marked :class:`~app.engine.stored_form.OmittedWhen` only while its
    test fails (the engine marks fields without importing pydantic's ``Field``)."""
    hints = typing.get_type_hints(dataclass_node["cls"], include_extras=True)
    for field in dataclass_node["schema"].get("fields", ()):
        marker = omitted_when(hints.get(field["name"]))
        if marker is not None:
            field["serialization_exclude_if"] = marker.test


def _discriminated(
    union: dict[str, Any], by_ref: Mapping[str, Mapping[str, Any]]
) -> dict[str, Any]:
    """A union whose members all carry distinct ``kind`` literals as a tagged union."""
    choices = union["choices"]
    kinds = [_literal_kind(choice, by_ref) for choice in choices]
    if None in kinds or len(set(kinds)) != len(kinds):
        return union
    tagged = dict(cs.tagged_union_schema(dict(zip(kinds, choices, strict=True)), DISCRIMINATOR))
    tagged.update({key: union[key] for key in ("ref", "metadata") if key in union})
    return tagged


def _literal_kind(choice: object, by_ref: Mapping[str, Mapping[str, Any]]) -> str | None:
    """The ``kind`` literal of a dataclass or model schema, None for anything else."""
    if not isinstance(choice, dict):
        return None
    node = by_ref.get(choice.get("schema_ref", ""), {}) if "schema_ref" in choice else choice
    fields = node.get("schema", {}).get("fields", ())
    if node.get("type") == "model" and isinstance(fields, dict):
        fields = [{"name": name, **field} for name, field in fields.items()]
    if node.get("type") not in ("dataclass", "model") or not isinstance(fields, list):
        return None
    for field in fields:
        if field.get("name") == DISCRIMINATOR:
            schema = field.get("schema", {})
            schema = schema.get("schema", {}) if schema.get("type") == "default" else schema
            expected: list[object] = schema.get("expected", [])
            if schema.get("type") == "literal" and len(expected) == 1:
                return str(expected[0])
            return None
    return None


@functools.cache
def hand_codec() -> Codec[HandEvent]:
    """The codec of hand events, built on first use (schema building is slow)."""
    return Codec(HandEvent)


@functools.cache
def hand_events_codec() -> Codec[tuple[HandEvent, ...]]:
    """The codec of a hand's events as one JSON array, the items as :func:`hand_codec`
    writes them: one call per hand instead of one per event (exports write thousands)."""
    return Codec(tuple[HandEvent, ...])


def __getattr__(name: str) -> Codec[HandEvent]:
    # ``HAND_CODEC`` stays importable by name but is built only when first asked for.
    if name == "HAND_CODEC":
        return hand_codec()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
"""The codec for the events of one hand (``app.engine.events.HandEvent``)."""
