"""What a tournament file stores besides its journal rows: the codec of tournament events
and the state snapshot (:class:`StateSnapshot`), with the conversions to and from the
engine's :class:`~app.engine.tournament.TournamentState`.

A snapshot holds a live hand as its events (replayed on load), never as its derived
state; the codecs are built on first use (schema building is slow).
"""

from __future__ import annotations

import functools
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Generic, TypeVar, cast

from app.engine import seating
from app.engine.clock_events import ClockEvent
from app.engine.entry_options import EntryKind
from app.engine.events import HandEvent
from app.engine.hand import replay
from app.engine.money import Charge, Knockout, Payout
from app.engine.rotation import GameOrbit
from app.engine.stored_form import OmittedWhen
from app.engine.tournament import HandRecord, HandSummary, Player, Table, TournamentState
from app.engine.tournament_events import (
    ButtonDrawn,
    DealAgreed,
    TournamentEvent,
    TournamentSetup,
)
from app.store.plain_reader import Irregular, PlainReader, Unsupported
from app.store.plain_writer import PlainWriter, Unwritable

if TYPE_CHECKING:
    from app.store.codec import Codec

T = TypeVar("T")


class ReadFirstCodec(Generic[T]):
    """A codec that can read before pydantic's validators are built.

    Building pydantic's codec of the tournament's events and of its snapshots takes
    ~0.1 s, which opening a file paid before the console could show it. Until
    :meth:`full` has been built (on first writing, or by :func:`prepare_codecs` once the
    console answers), a payload is read by the :class:`PlainReader`, which reads exactly
    as pydantic does or leaves the payload to pydantic (a damaged row is refused by
    pydantic, with its message). Once built, pydantic reads everything (it is faster on
    a long read, an export).
    """

    def __init__(self, value_type: object) -> None:
        self.value_type = value_type
        self._plain = PlainReader(value_type)
        self._writer: PlainWriter | None = None
        self._built: Codec[T] | None = None
        self._building = threading.Lock()

    def full(self) -> Codec[T]:
        """Pydantic's codec of the type (built once, on any thread)."""
        built = self._built
        if built is None:
            from app.store.codec import Codec  # pydantic: not before something needs it

            with self._building:
                if self._built is None:
                    self._built = Codec(self.value_type)
                built = self._built
        return built

    @property
    def kinds(self) -> frozenset[str]:
        return self.full().kinds

    @property
    def members(self) -> tuple[type[Any], ...]:
        return self.full().members

    def encode(self, value: T) -> str:
        if self._built is None:
            # The demo's creation writes before pydantic is needed for anything else.
            try:
                return self._plain_writer().write(value)
            except (Unwritable, Unsupported):
                pass  # pydantic writes it, or refuses it in its own words
        return self.full().encode(value)

    def _plain_writer(self) -> PlainWriter:
        writer = self._writer
        if writer is None:
            writer = self._writer = PlainWriter(self.value_type)
        return writer

    def decode(self, text: str | bytes) -> T:
        built = self._built
        if built is None:
            try:
                return cast(T, self._plain.read(text))
            except Irregular:
                built = self.full()  # pydantic reads it, or refuses it as it always did
        return built.decode(text)

    def extended(self, *event_types: type[Any]) -> Codec[Any]:
        return self.full().extended(*event_types)


@functools.cache
def event_codec() -> ReadFirstCodec[TournamentEvent]:
    """The codec of tournament events, made on first use (pydantic's part when needed)."""
    return ReadFirstCodec(TournamentEvent)


def prepare_codecs() -> None:
    """Build pydantic's codecs of events and snapshots now (safe on a worker thread), so
    the first action recorded, and any long read, do not wait for them."""
    event_codec().full()
    snapshot_codec().full()


def _no_orbit(orbit: GameOrbit | None) -> bool:
    return orbit is None


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    """A table as stored in a snapshot: the live hand's events instead of its state."""

    number: int
    seat_count: int
    tracked: bool
    seats: tuple[tuple[int, int], ...]
    positions: seating.Positions | None
    dealt: tuple[int, ...]
    hand: HandRecord | None
    hand_events: tuple[HandEvent, ...]
    button_draw: ButtonDrawn | None = None
    """The draw for the first button; absent from snapshots written before it existed."""
    orbit: Annotated[GameOrbit | None, OmittedWhen(_no_orbit)] = None
    """The game of the orbit played here (rotations by orbit); written only when there is
    one, so other snapshots are written as before rotations existed."""


@dataclass(frozen=True, slots=True)
class StateSnapshot:
    """Everything :class:`TournamentState` holds, in a form the codec can store."""

    setup: TournamentSetup
    players: tuple[Player, ...]
    tables: tuple[TableSnapshot, ...]
    clock_events: tuple[ClockEvent, ...]
    hands: tuple[HandSummary, ...]
    last_hand_number: int
    effective_count: int
    knockouts: tuple[Knockout, ...] = ()
    """Who busted whom, for the bounties; absent from snapshots written before bounties."""
    deals: tuple[DealAgreed, ...] = ()
    deal_hand: int = 0
    """The deals made and the last hand before the latest; absent before deals existed."""
    charges: tuple[Charge, ...] | None = None
    """The cashier's charges; absent before the cashier existed (then rebuilt, in cash)."""
    payouts: tuple[Payout, ...] = ()




@functools.cache
def snapshot_codec() -> ReadFirstCodec[StateSnapshot]:
    """The codec of state snapshots, made on first use (pydantic's part when needed)."""
    return ReadFirstCodec(StateSnapshot)


def to_snapshot(state: TournamentState, effective_count: int) -> StateSnapshot:
    """The storable form of ``state`` after ``effective_count`` events in effect."""
    tables = tuple(
        TableSnapshot(
            number=t.number,
            seat_count=t.seat_count,
            tracked=t.tracked,
            seats=t.seats,
            positions=t.positions,
            dealt=tuple(sorted(t.dealt)),
            hand=t.hand,
            hand_events=t.hand_state.events if t.hand_state is not None else (),
            button_draw=t.button_draw,
            orbit=t.orbit,
        )
        for t in state.tables
    )
    return StateSnapshot(
        setup=state.setup,
        players=state.players,
        tables=tables,
        clock_events=state.clock_events,
        hands=state.hands,
        last_hand_number=state.last_hand_number,
        effective_count=effective_count,
        knockouts=state.knockouts,
        deals=state.deals,
        deal_hand=state.deal_hand,
        charges=state.charges,
        payouts=state.payouts,
    )


def from_snapshot(snapshot: StateSnapshot) -> TournamentState:
    """The tournament state a snapshot describes (live hands replayed)."""
    tables = tuple(
        Table(
            number=t.number,
            seat_count=t.seat_count,
            tracked=t.tracked,
            seats=t.seats,
            positions=t.positions,
            dealt=frozenset(t.dealt),
            hand=t.hand,
            hand_state=replay(t.hand.config, t.hand_events) if t.hand is not None else None,
            button_draw=t.button_draw,
            orbit=t.orbit,
        )
        for t in snapshot.tables
    )
    return TournamentState(
        setup=snapshot.setup,
        players=snapshot.players,
        tables=tables,
        clock_events=snapshot.clock_events,
        hands=snapshot.hands,
        last_hand_number=snapshot.last_hand_number,
        knockouts=snapshot.knockouts,
        deals=snapshot.deals,
        deal_hand=snapshot.deal_hand,
        charges=(
            snapshot.charges if snapshot.charges is not None
            else charges_of_players(snapshot.players)
        ),
        payouts=snapshot.payouts,
    )


def charges_of_players(players: tuple[Player, ...]) -> tuple[Charge, ...]:
    """The charges of a snapshot written before the cashier: each player's buy-in, then
    their rebuys, add-ons and re-entries, all paid in cash (when is not known)."""
    entries = [
        (player.id, kind)
        for player in players
        for kind, count in (
            (EntryKind.BUY_IN, 1),
            (EntryKind.REBUY, player.rebuys),
            (EntryKind.ADD_ON, player.add_ons),
            (EntryKind.RE_ENTRY, player.re_entries),
        )
        for _ in range(count)
    ]
    return tuple(
        Charge(number, player, kind) for number, (player, kind) in enumerate(entries, start=1)
    )


__all__ = [
    "ReadFirstCodec",
    "StateSnapshot",
    "TableSnapshot",
    "event_codec",
    "from_snapshot",
    "prepare_codecs",
    "snapshot_codec",
    "to_snapshot",
]


def __getattr__(name: str) -> ReadFirstCodec[Any]:
    # The codecs stay importable by their old names but are built only when asked for.
    if name == "EVENT_CODEC":
        return event_codec()
    if name == "SNAPSHOT_CODEC":
        return snapshot_codec()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

