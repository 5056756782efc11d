"""Shared builders for the tournament tests: a small setup, scripted and random hands.

Not a test module: the engine, store and session tests import these helpers.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from app.engine.autoplay import random_next_event
from app.engine.cards import parse_cards
from app.engine.director import next_hand_event
from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy
from app.engine.events import (
    Called,
    CardsShown,
    FlopDealt,
    Folded,
    HandEvent,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState
from app.engine.payouts import DEFAULT_PAYOUTS
from app.engine.rules import AnteMode, RuleProfile
from app.engine.structure import BlindStructure, Break, Chip, ChipSet, Level
from app.engine.tournament import TournamentState, apply_event, new_tournament
from app.engine.tournament_events import (
    HandActed,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
    TournamentCreated,
    TournamentEvent,
    TournamentSetup,
)

LEVEL = 600
"""Every level lasts ten minutes; the break after level 2 five minutes."""

STRUCTURE = BlindStructure(
    (
        Level(25, 50, 0, LEVEL),  # index 0, level 1: [0, 600)
        Level(50, 100, 0, LEVEL),  # index 1, level 2: [600, 1200)
        Break(300, "Last rebuys"),  # index 2: [1200, 1500)
        Level(100, 200, 200, LEVEL),  # index 3, level 3: [1500, 2100)
        Level(200, 400, 400, LEVEL),  # index 4, level 4
    )
)
CHIPS = ChipSet((Chip(25, "green"), Chip(100, "black"), Chip(500, "purple"), Chip(1000, "yellow")))
RULES = RuleProfile(ante_mode=AnteMode.BIG_BLIND, chip_unit=25)
REBUY = EntryOption(
    EntryKind.REBUY, cost=10, chips=1000, until_level=2, max_per_player=2, max_stack=1000
)
ADD_ON = EntryOption(EntryKind.ADD_ON, cost=15, chips=2000, until_level=2)
RE_ENTRY = EntryOption(EntryKind.RE_ENTRY, cost=20, chips=1000, until_level=2)
SETUP = TournamentSetup(
    name="Thursday test",
    buy_in=20,
    starting_stack=1000,
    chip_set=CHIPS,
    rules=RULES,
    structure=STRUCTURE,
    payouts=DEFAULT_PAYOUTS,
    rebuys=RebuyPolicy(rebuy=REBUY, add_on=ADD_ON, re_entry=RE_ENTRY),
)
NAMES = (
    "Ann",
    "Bob",
    "Cat",
    "Dan",
    "Eve",
    "Fay",
    "Gus",
    "Hal",
    "Ivy",
    "Jo",
    "Kim",
    "Lee",
    "Max",
    "Ned",
    "Oz",
    "Pia",
    "Quin",
    "Rex",
    "Sue",
    "Tom",
)


@dataclass
class Recorder:
    """A tournament built event by event with ``apply_event``; keeps the events."""

    state: TournamentState
    events: list[TournamentEvent] = field(default_factory=list)

    @classmethod
    def new(cls, setup: TournamentSetup = SETUP) -> Recorder:
        return cls(new_tournament(setup), [TournamentCreated(setup)])

    def rec(self, *events: TournamentEvent) -> TournamentState:
        for event in events:
            self.state = apply_event(self.state, event)
            self.events.append(event)
        return self.state

    # ----- hands -------------------------------------------------------------------------

    def deal(
        self, table: int = 1, now: float = 0.0, button: int | None = None,
        *, during_break: bool = False,
    ) -> int:
        """Deal the next hand at ``table``; returns its number."""
        event = next_hand_event(self.state, table, now, button, during_break=during_break)
        self.rec(event)
        return event.number

    def hand_number(self, table: int = 1) -> int:
        hand = self.state.table(table).hand
        assert hand is not None, f"no hand at table {table}"
        return hand.number

    def act(self, event: HandEvent, table: int = 1) -> TournamentState:
        return self.rec(HandActed(table, self.hand_number(table), event))

    def seat_of(self, player: int) -> int:
        seat = self.state.player(player).seat
        assert seat is not None
        return seat

    def fold_to_big_blind(self, table: int = 1) -> None:
        """Everyone folds in turn until the hand is over."""
        while (hand_state := self.state.table(table).hand_state) is not None:
            seat = hand_state.to_act
            assert seat is not None, "expected an action"
            self.act(Folded(seat), table)

    def all_in_showdown(
        self,
        hole: Mapping[int, str],
        board: str,
        folders: Iterable[int] = (),
        table: int = 1,
    ) -> None:
        """Players in ``hole`` go all-in pre-flop (``folders`` fold), then the board and
        the cards are shown; ``hole`` maps player id to cards like ``'As Ad'``."""
        folding = set(folders)
        while True:
            t = self.state.table(table)
            assert t.hand is not None and t.hand_state is not None
            seat = t.hand_state.to_act
            if seat is None:
                break
            player = t.hand.player_at(seat)
            legal = t.hand_state.legal_actions()
            assert legal is not None
            if player in folding:
                event: HandEvent = Folded(seat)
            elif legal.can_all_in:
                event = WentAllIn(seat)
            else:  # facing an all-in that covers this player, or all-in for more
                event = Called(seat)
            self.act(event, table)
        cards = parse_cards(board)
        for event in (FlopDealt(cards[:3]), TurnDealt(cards[3:4]), RiverDealt(cards[4:5])):
            self.act(event, table)
        while (t := self.state.table(table)).hand_state is not None:
            assert t.hand is not None
            order = [s for s in t.hand_state.showdown_order if not t.hand_state.shown_cards(s)]
            assert order, "nothing left to show but the hand is not over"
            seat = order[0]
            self.act(CardsShown(seat, parse_cards(hole[t.hand.player_at(seat)])), table)

    def play_random(self, rng: random.Random, table: int = 1) -> None:
        """Play the hand at ``table`` to its end at random."""
        while (hand_state := self.state.table(table).hand_state) is not None:
            self.act(random_next_event(hand_state, rng), table)


def live_hand(state: TournamentState, table: int = 1) -> HandState:
    """The hand state at ``table``, which must have a hand in progress."""
    hand_state = state.table(table).hand_state
    assert hand_state is not None, f"no hand in progress at table {table}"
    return hand_state


def seat_events(
    count: int, seats: Mapping[int, tuple[int, int]] | None = None, seat_count: int = 9
) -> list[TournamentEvent]:
    """Register ``count`` players (ids 1..count, names from NAMES) and seat them.

    ``seats`` maps player id to (table, seat); by default everyone sits at table 1 in
    seat = id. Tables named in ``seats`` are opened first.
    """
    placing = seats if seats is not None else {p: (1, p) for p in range(1, count + 1)}
    events: list[TournamentEvent] = [PlayerRegistered(p, NAMES[p - 1]) for p in range(1, count + 1)]
    events += [TableOpened(t, seat_count) for t in sorted({t for t, _ in placing.values()})]
    events += [PlayerSeated(p, t, s) for p, (t, s) in placing.items()]
    return events


def seated(count: int, seats: Mapping[int, tuple[int, int]] | None = None) -> Recorder:
    """A recorder with ``count`` players seated (see :func:`seat_events`)."""
    recorder = Recorder.new()
    recorder.rec(*seat_events(count, seats))
    return recorder


def fingerprint(state: TournamentState) -> dict[str, Any]:
    """Everything a state holds, in comparable form (live hands by their events)."""
    return {
        "setup": state.setup,
        "players": state.players,
        "tables": tuple(
            (
                t.number,
                t.seat_count,
                t.tracked,
                t.seats,
                t.positions,
                t.dealt,
                t.hand,
                None if t.hand_state is None else t.hand_state.events,
            )
            for t in state.tables
        ),
        "clock_events": state.clock_events,
        "hands": state.hands,
        "last_hand_number": state.last_hand_number,
        "busts": state.busts,
    }


def live_summary(state: TournamentState) -> dict[int, Any]:
    """Per live hand: to act, pots, pot total and stacks (derived values to compare)."""
    summary = {}
    for t in state.tables:
        if t.hand_state is None:
            continue
        hs = t.hand_state
        summary[t.number] = (
            hs.to_act,
            hs.pots,
            hs.pot_total,
            hs.street,
            tuple(hs.stack(s) for s in hs.order),
            hs.events,
        )
    return summary


def chips_brought(state: TournamentState) -> int:
    """Chips handed out: starting stacks plus every rebuy, add-on and re-entry."""
    setup = state.setup
    total = setup.starting_stack * len(state.players)
    for kind, count in (
        (EntryKind.REBUY, sum(p.rebuys for p in state.players)),
        (EntryKind.ADD_ON, sum(p.add_ons for p in state.players)),
        (EntryKind.RE_ENTRY, sum(p.re_entries for p in state.players)),
    ):
        option = setup.rebuys.option(kind)
        if count:
            assert option is not None
            total += option.chips * count
    return total
