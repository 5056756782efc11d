"""The plain reader opens a file without pydantic's validators (issue 25: building them was
~0.1 s of the console's start) and reads exactly what pydantic reads, or leaves the payload
to pydantic, which accepts or refuses it with the message it always gave."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.engine.events import HandEvent
from app.engine.presets import PRESETS
from app.engine.tournament_events import PlayerRegistered, TournamentEvent
from app.session.simulate import simulate
from app.store.codec import Codec, CodecError, UnknownEventKind
from app.store.plain_reader import Irregular, PlainReader
from app.store.tournament_file import TournamentFile
from app.store.tournament_schema import (
    ReadFirstCodec,
    StateSnapshot,
    event_codec,
    snapshot_codec,
)
from tests.store.test_journal import ALL_KINDS

PYDANTIC_EVENTS: Codec[TournamentEvent] = Codec(TournamentEvent)


def _same(plain: object, pydantic: object) -> None:
    """Equal, and of the same types all the way down (a tuple is not a list, a StrEnum
    member not its text: ``repr`` tells them apart where ``==`` does not)."""
    assert plain == pydantic
    assert repr(plain) == repr(pydantic)


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A played night on several tables, with a snapshot (every 100 hands)."""
    path = tmp_path_factory.mktemp("plain") / "night.feltboard"
    simulate(path, players=27, tables=3, hands=120, seed=7)
    yield path


def _rows(path: Path, sql: str) -> list[str]:
    with sqlite3.connect(path) as connection:
        return [payload for (payload,) in connection.execute(sql)]


@pytest.mark.parametrize("event", ALL_KINDS, ids=lambda e: type(e).__name__)
def test_every_hand_event_kind_reads_as_pydantic_reads_it(event: HandEvent) -> None:
    codec = Codec(HandEvent)
    text = codec.encode(event)
    _same(PlainReader(HandEvent).read(text), codec.decode(text))


def test_every_event_and_snapshot_of_a_night_reads_as_pydantic_reads_it(night: Path) -> None:
    reader = PlainReader(TournamentEvent)
    events = _rows(night, "SELECT payload FROM events")
    assert len(events) > 1000
    for text in events:
        _same(reader.read(text), PYDANTIC_EVENTS.decode(text))
    snapshots = _rows(night, "SELECT payload FROM snapshots")
    assert snapshots
    pydantic_snapshots = Codec(StateSnapshot)
    for text in snapshots:
        _same(PlainReader(StateSnapshot).read(text), pydantic_snapshots.decode(text))


def test_every_preset_setup_reads_as_pydantic_reads_it(tmp_path: Path) -> None:
    for number, preset in enumerate(PRESETS):
        from app.engine.tournament import setup_from_preset

        file = TournamentFile.create(tmp_path / f"{number}.feltboard", setup_from_preset(preset))
        file.close()
        (text,) = _rows(tmp_path / f"{number}.feltboard", "SELECT payload FROM events")
        _same(PlainReader(TournamentEvent).read(text), PYDANTIC_EVENTS.decode(text))


@pytest.mark.parametrize(
    "text",
    [
        '{"kind":"player_registered","number":"3","name":"Ann"}',  # lax: pydantic's call
        '{"kind":"player_registered","number":3,"name":"Ann","extra":1}',
        '{"kind":"player_registered","number":true,"name":"Ann"}',
        '{"kind":"player_registered","number":3.0,"name":"Ann"}',
        '{"kind":"hand_acted","table":1,"event":{"kind":"hole_cards","seat":1,"cards":["Xx"]}}',
        '{"kind":"nobody_knows","number":3}',
        '{"number":3}',
        "[1, 2]",
        "not json",
        "",
    ],
)
def test_what_the_plain_reader_leaves_is_read_or_refused_as_pydantic_does(text: str) -> None:
    with pytest.raises(Irregular):
        PlainReader(TournamentEvent).read(text)
    try:
        expected = PYDANTIC_EVENTS.decode(text)
    except CodecError as refusal:
        with pytest.raises(type(refusal)) as caught:
            ReadFirstCodec(TournamentEvent).decode(text)
        assert str(caught.value) == str(refusal)
    else:
        _same(ReadFirstCodec(TournamentEvent).decode(text), expected)


def test_an_unknown_kind_is_named_as_before() -> None:
    with pytest.raises(UnknownEventKind, match="nobody_knows"):
        ReadFirstCodec(TournamentEvent).decode('{"kind":"nobody_knows"}')


def test_reading_and_writing_build_no_pydantic_codec_and_asking_its_kinds_does() -> None:
    codec = ReadFirstCodec(TournamentEvent)
    text = PYDANTIC_EVENTS.encode(PlayerRegistered(3, "Ann"))
    assert codec.decode(text) == PlayerRegistered(3, "Ann")
    assert codec._built is None
    assert codec.encode(PlayerRegistered(3, "Ann")) == text  # the plain writer's
    assert codec._built is None
    assert codec.kinds == PYDANTIC_EVENTS.kinds
    assert codec._built is not None
    assert codec.encode(PlayerRegistered(3, "Ann")) == text  # pydantic's
    assert codec.decode(text) == PlayerRegistered(3, "Ann")  # pydantic reads from now on


def test_a_night_opens_the_same_read_either_way(night: Path) -> None:
    event_codec.cache_clear()
    snapshot_codec.cache_clear()
    try:
        file = TournamentFile.open(night, read_only=True)
        plain_state = file.state
        file.close()
        assert event_codec()._built is None and snapshot_codec()._built is None
        event_codec().full()
        snapshot_codec().full()
        file = TournamentFile.open(night, read_only=True)
        _same(plain_state, file.state)
        file.close()
    finally:
        event_codec.cache_clear()
        snapshot_codec.cache_clear()
