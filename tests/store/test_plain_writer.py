"""The plain writer (app/store/plain_writer.py) writes the journal's JSON byte for byte as
pydantic's codec does, on every event and snapshot of simulated nights and on the awkward
values, and refuses (for pydantic to decide) whatever it cannot write alike."""

from __future__ import annotations

import dataclasses
import enum
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Annotated, Any, Literal

import pytest

from app.engine.cards import Card, parse_card
from app.engine.events import HandEvent, HoleCardsDealt
from app.engine.presets import PRESETS
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    PlayerRegistered,
    PlayerRenamed,
    TournamentCreated,
    TournamentEvent,
)
from app.session.simulate import simulate
from app.store.codec import Codec, CodecError
from app.store.plain_reader import Unsupported
from app.store.plain_writer import PlainWriter, Unwritable
from app.store.tournament_schema import StateSnapshot, event_codec, snapshot_codec
from tests.store.test_journal import ALL_KINDS

EVENTS = Codec(TournamentEvent)
SNAPSHOTS = Codec(StateSnapshot)
PLAIN_EVENTS = PlainWriter(TournamentEvent)
PLAIN_SNAPSHOTS = PlainWriter(StateSnapshot)

NIGHTS = {
    # A hold'em night of rebuys, add-ons, busts, moves and table breaks on three tables.
    "holdem": {"players": 24, "tables": 3, "hands": 120, "seed": 7},
    "horse": {"players": 8, "tables": 1, "hands": 80, "seed": 1, "preset": "H.O.R.S.E."},
    "eight-game": {"players": 8, "tables": 1, "hands": 80, "seed": 3, "preset": "8-game"},
    "dealers-choice": {
        "players": 8,
        "tables": 1,
        "hands": 60,
        "seed": 5,
        "preset": "Dealer's choice — hold'em and Omaha",
    },
}


@pytest.fixture(scope="module", params=sorted(NIGHTS))
def night(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("nights") / f"{request.param}.feltboard"
    simulate(path, **NIGHTS[request.param])
    return path


def _rows(path: Path, table: str) -> Iterator[str]:
    with sqlite3.connect(path) as db:
        for (payload,) in db.execute(f"SELECT payload FROM {table} ORDER BY seq"):
            yield payload


def test_every_event_of_a_night_is_written_as_pydantic_writes_it(night: Path) -> None:
    kinds = set()
    for stored in _rows(night, "events"):
        event = EVENTS.decode(stored)
        kinds.add(getattr(getattr(event, "event", event), "kind", ""))
        assert PLAIN_EVENTS.write(event) == EVENTS.encode(event) == stored
    assert len(kinds) >= 14, sorted(kinds)


@pytest.mark.parametrize("event", ALL_KINDS, ids=lambda e: type(e).__name__)
def test_every_hand_event_kind_is_written_as_pydantic_writes_it(event: HandEvent) -> None:
    assert PlainWriter(HandEvent).write(event) == Codec(HandEvent).encode(event)


def test_every_snapshot_of_a_night_is_written_as_pydantic_writes_it(night: Path) -> None:
    snapshots = list(_rows(night, "snapshots"))
    assert snapshots, "a night of 80 hands or more keeps snapshots"
    for stored in snapshots:
        snapshot = SNAPSHOTS.decode(stored)
        assert PLAIN_SNAPSHOTS.write(snapshot) == SNAPSHOTS.encode(snapshot) == stored


@pytest.mark.parametrize("preset", PRESETS, ids=lambda preset: preset.name)
def test_every_presets_setup_is_written_as_pydantic_writes_it(preset: Any) -> None:
    created = TournamentCreated(setup_from_preset(preset))
    assert PLAIN_EVENTS.write(created) == EVENTS.encode(created)


AWKWARD_NAMES = [
    'Ann "the rock"',
    "back\\slash",
    "".join(map(chr, range(32))) + "\x7f",
    "Ñandú Ærøskøbing ß",
    "🂡 🃁 日本語 עברית",
    "line\u2028and paragraph\u2029separators",
    "",
]


@pytest.mark.parametrize("name", AWKWARD_NAMES)
def test_awkward_text_is_escaped_as_pydantic_escapes_it(name: str) -> None:
    for event in (PlayerRegistered(1, name), PlayerRenamed(1, name)):
        assert PLAIN_EVENTS.write(event) == EVENTS.encode(event)


@pytest.mark.parametrize(
    "at",
    [None, 0.0, -0.0, 1.5, 1733300000.123456, 1e-4, 123456.789, 9.99e14,
     1234567890, 0, -60, 10**15 - 1],
)  # fmt: skip
def test_times_are_written_as_pydantic_writes_them(at: float | None) -> None:
    """An int time (a test's, a clock's ``at=60``) is written as pydantic writes it: 60.0."""
    event = PlayerRegistered(1, "Ann", at=at)
    assert PLAIN_EVENTS.write(event) == EVENTS.encode(event)


@pytest.mark.parametrize("at", [10**15, -(2**53) - 1, 2**70, True])
def test_int_times_beyond_exact_floats_are_left_to_pydantic(at: int) -> None:
    with pytest.raises(Unwritable):
        PLAIN_EVENTS.write(_forced(PlayerRegistered(1, "Ann"), at=at))


@pytest.mark.parametrize("at", [1e16, 1e-5, 5e-324, 1.7976931348623157e308])
def test_floats_python_and_pydantic_might_write_apart_are_left_to_pydantic(at: float) -> None:
    with pytest.raises(Unwritable):
        PLAIN_EVENTS.write(PlayerRegistered(1, "Ann", at=at))


def test_cards_and_a_logo_are_written_as_pydantic_writes_them() -> None:
    cards = HoleCardsDealt(3, (parse_card("As"), parse_card("Td")))
    assert PlainWriter(HandEvent).write(cards) == Codec(HandEvent).encode(cards)
    setup = setup_from_preset(PRESETS[0])
    logo = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 3
    look = dataclasses.replace(setup.look, logo=logo)
    with_logo = TournamentCreated(dataclasses.replace(setup, look=look))
    assert PLAIN_EVENTS.write(with_logo) == EVENTS.encode(with_logo)
    assert '"logo":"iVBORw0KGgoAAQID' in PLAIN_EVENTS.write(with_logo)


@pytest.mark.parametrize(
    "percents", [("90.5", "9.5"), ("90.50", "9.50"), ("9E+1", "1E+1"), ("99.999999", "0.000001"),
                 ("100",), ("66.7", "33.3")],
)  # fmt: skip
def test_decimals_are_written_as_pydantic_writes_them(percents: tuple[str, ...]) -> None:
    setup = setup_from_preset(PRESETS[0])
    tier = setup.payouts.tiers[0]
    shares = tuple(map(Decimal, percents))
    tiers = (dataclasses.replace(tier, percents=shares), *setup.payouts.tiers[1:])
    odd = dataclasses.replace(setup, payouts=dataclasses.replace(setup.payouts, tiers=tiers))
    assert PLAIN_EVENTS.write(TournamentCreated(odd)) == EVENTS.encode(TournamentCreated(odd))


def _forced(event: Any, **fields: Any) -> Any:
    """``event`` with fields set past its own checks (a value no code should make)."""
    copy = dataclasses.replace(event)
    for name, value in fields.items():
        object.__setattr__(copy, name, value)
    return copy


WRONG = [
    _forced(PlayerRegistered(1, "Ann"), player=True),
    _forced(PlayerRegistered(1, "Ann"), player="1"),
    _forced(PlayerRegistered(1, "Ann"), name=3),
    _forced(PlayerRegistered(1, "Ann"), name="half \ud800 pair"),
    _forced(PlayerRegistered(1, "Ann"), at=float("nan")),
    _forced(HoleCardsDealt(3, (parse_card("As"),)), cards=[parse_card("As")]),
    _forced(HoleCardsDealt(3, (parse_card("As"),)), cards=("As",)),
]


@pytest.mark.parametrize("value", WRONG, ids=range(len(WRONG)))
def test_a_value_not_of_its_fields_types_is_left_to_pydantic(value: Any) -> None:
    writer = PlainWriter(TournamentEvent | HandEvent)
    with pytest.raises(Unwritable):
        writer.write(value)


@dataclasses.dataclass(frozen=True)
class _Scores:
    by_name: dict[str, int]


@dataclasses.dataclass(frozen=True)
class _Names:
    names: list[str]


@dataclasses.dataclass(frozen=True)
class _Shares:
    share: Literal[0.5, 1.5]


class _Ratio(enum.Enum):
    HALF = 0.5


def _pydantic_classes() -> list[type]:
    import pydantic
    from pydantic import BaseModel, field_serializer

    class Model(BaseModel):
        name: str

    @pydantic.dataclasses.dataclass(frozen=True)
    class Shouted:
        name: str

        @field_serializer("name")
        def _upper(self, name: str) -> str:
            return name.upper()

    return [Model, Shouted]


@pytest.mark.parametrize(
    "value_type",
    [_Scores, _Names, _Shares, set[int], list[int], bytearray, object, int | str,
     Annotated[int, "a note for someone else"], *_pydantic_classes()],
    ids=repr,
)  # fmt: skip
def test_a_type_without_an_exact_plain_writing_is_refused(value_type: object) -> None:
    """Types the journal does not store (dicts, lists, float literals, pydantic's own
    classes, which may carry their own serializers) are pydantic's to write."""
    with pytest.raises(Unsupported):
        PlainWriter(value_type)


@dataclasses.dataclass(frozen=True)
class _Sets:
    seats: frozenset[int]
    mucked: frozenset[Card]
    pair: tuple[int, str]


@pytest.mark.parametrize("seats", [(), (3,), (9, 1, 5), tuple(range(40, 0, -3)), (2**70, -1)])
def test_sets_are_written_in_the_order_pydantic_writes_them(seats: tuple[int, ...]) -> None:
    """No stored class holds a set today; one that will is written as pydantic writes it
    (both go through the set in its own order)."""
    mucked = frozenset(parse_card(text) for text in ("As", "2c", "Td", "Kh")[: len(seats)])
    value = _Sets(frozenset(seats), mucked, (len(seats), "ñ"))
    assert PlainWriter(_Sets).write(value) == Codec(_Sets).encode(value)


def test_an_enum_of_floats_is_left_to_pydantic() -> None:
    @dataclasses.dataclass(frozen=True)
    class Cut:
        ratio: _Ratio

    with pytest.raises(Unwritable):
        PlainWriter(Cut).write(Cut(_Ratio.HALF))


def test_the_codec_falls_back_to_pydantic_and_its_refusals_stay_the_same() -> None:
    """The tournament's codec writes plainly what it can; pydantic refuses the rest with
    the message it always gave."""
    codec = event_codec()
    broken = _forced(PlayerRegistered(1, "Ann"), name="half \ud800 pair")
    with pytest.raises(CodecError, match="U\\+D800"):
        codec.encode(broken)
    assert codec.encode(PlayerRegistered(2, "Bob")) == EVENTS.encode(PlayerRegistered(2, "Bob"))
    assert snapshot_codec().value_type is StateSnapshot


def test_the_first_start_writes_the_demo_as_pydantic_would_without_importing_it(
    tmp_path: Path,
) -> None:
    """A host's first start (no tournament named, an empty data folder) creates the demo
    through the launcher without pydantic, and stores the very text pydantic writes of
    each event, so the file is the same whichever wrote it."""
    from app.engine.presets import HOME_STANDARD
    from app.store.demo import demo_events
    from app.store.file_check import check_file
    from app.store.tournament_file import TournamentFile

    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from app.launcher import open_or_create\n"
        "from app.store.tournament_schema import event_codec, snapshot_codec\n"
        f"opened = open_or_create(None, Path({str(tmp_path)!r}))\n"
        "opened.file.close()\n"
        "print('pydantic' in sys.modules, event_codec()._built, snapshot_codec()._built)\n"
        "print(opened.file.path)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False,
        cwd=Path(__file__).parents[2],
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    flags, path = done.stdout.splitlines()
    assert flags.split() == ["False", "None", "None"]
    created = TournamentCreated(setup_from_preset(HOME_STANDARD, "Demo tournament"))
    expected = [EVENTS.encode(event) for event in (created, *demo_events())]
    assert list(_rows(Path(path), "events")) == expected
    report = check_file(Path(path), thorough=True)
    assert report.intact and report.events == 12
    reopened = TournamentFile.open(Path(path))
    try:
        assert [p.name for p in reopened.state.players][:2] == ["Ann", "Bob"]
        assert reopened.state.table(1).seat_count == 9
    finally:
        reopened.close()
