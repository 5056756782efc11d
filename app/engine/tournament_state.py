"""The tournament's state as values: players, tables, hands and the whole
:class:`TournamentState`, with the lookups every layer reads and the money collected
(:func:`money_account`, which ``prize_pool`` reads).

States are produced by :mod:`app.engine.tournament` (``replay_tournament``,
``apply_event``), which re-exports these names; nothing here changes a state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.engine import seating
from app.engine.clock import ClockState, clock_state
from app.engine.clock_events import ClockStarted
from app.engine.config import HandConfig
from app.engine.entry_options import EntryKind
from app.engine.errors import IllegalAction
from app.engine.hand import HandState
from app.engine.money import Bounty, Charge, Knockout, Payout, PoolAccount
from app.engine.rotation import GameOrbit
from app.engine.tournament_events import ButtonDrawn, ClockEvent, DealAgreed, TournamentSetup
from app.engine.wording import translate


@dataclass(frozen=True, slots=True)
class Player:
    """A registered player: chips, seat and entries. ``stack`` excludes a live hand."""

    id: int
    name: str
    stack: int
    table: int | None = None
    seat: int | None = None
    busted_in_hand: int | None = None
    bust_order: int | None = None
    stack_before_bust: int = 0
    seat_before_bust: tuple[int, int] | None = None
    """The (table, seat) the player busted from: a rebuy sits there again if it is free."""
    rebuys: int = 0
    add_ons: int = 0
    re_entries: int = 0

    @property
    def busted(self) -> bool:
        """True once the player has no chips and is out (until a re-entry)."""
        return self.bust_order is not None

    @property
    def entries(self) -> int:
        """Buy-in plus re-entries: how many times this player entered."""
        return 1 + self.re_entries


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A hand being played at a table: its config and who sat where.

    Its events are in the table's hand state while it is live.
    """

    number: int
    table: int
    level_index: int
    config: HandConfig
    players: tuple[tuple[int, int], ...]
    started_at: float = 0.0
    small_blind_position: int | None = None

    def player_at(self, seat: int) -> int:
        """The player id dealt in at ``seat``."""
        return dict(self.players)[seat]

    @property
    def positions(self) -> seating.Positions:
        """Button and blinds of this hand, the small blind's seat even when it was dead."""
        config = self.config
        small = config.small_blind_seat
        return seating.Positions(
            config.button, small if small is not None else self.small_blind_position,
            config.big_blind_seat,
        )


@dataclass(frozen=True, slots=True)
class HandSummary:
    """A finished (or voided) hand in brief: enough to list it and to correct it.

    The full history (config and events) stays in the journal; ``net`` is what each player
    won or lost, so a void or a re-award moves exactly the right chips.
    """

    number: int
    table: int
    level_index: int
    started_at: float
    players: tuple[tuple[int, int], ...]
    start_stacks: tuple[tuple[int, int], ...]
    net: tuple[tuple[int, int], ...]
    pot: int
    winners: tuple[int, ...]
    voided: bool = False
    corrected: bool = False


@dataclass(frozen=True, slots=True)
class Table:
    """A table in play: seats, tracking, last positions and the hand being recorded."""

    number: int
    seat_count: int
    tracked: bool = True
    seats: tuple[tuple[int, int], ...] = ()
    positions: seating.Positions | None = None
    dealt: frozenset[int] = frozenset()
    hand: HandRecord | None = None
    hand_state: HandState | None = None
    button_draw: ButtonDrawn | None = None
    """The draw for the first button, when the dealer recorded one (kept after it)."""
    orbit: GameOrbit | None = None
    """The game of the orbit being played here, with a rotation or dealer's choice by
    orbit; derived from the hands dealt and the games chosen."""

    def occupant(self, seat: int) -> int | None:
        """The player id in ``seat``, if any."""
        return dict(self.seats).get(seat)

    @property
    def player_ids(self) -> tuple[int, ...]:
        """Players seated here, in seat order."""
        return tuple(player for _, player in sorted(self.seats))


@dataclass(frozen=True, slots=True)
class TournamentState:
    """The whole tournament at one moment; produced by :func:`replay_tournament`."""

    setup: TournamentSetup
    players: tuple[Player, ...] = ()
    tables: tuple[Table, ...] = ()
    clock_events: tuple[ClockEvent, ...] = ()
    hands: tuple[HandSummary, ...] = ()
    last_hand_number: int = 0
    knockouts: tuple[Knockout, ...] = ()
    deals: tuple[DealAgreed, ...] = ()
    deal_hand: int = 0
    """The last hand dealt before the latest deal (hands up to it stand as they are)."""
    charges: tuple[Charge, ...] = ()
    """What each entry asked a player to pay, in the order recorded (the cashier's book)."""
    payouts: tuple[Payout, ...] = ()
    """What the cashier handed players, in the order recorded."""
    _by_id: dict[int, Player] | None = field(
        default=None, init=False, repr=False, compare=False, hash=False
    )
    """``players`` by id, built on the first lookup (a state never changes, so neither
    does its index; a new state starts without one)."""
    _alive: tuple[Player, ...] | None = field(
        default=None, init=False, repr=False, compare=False, hash=False
    )
    """:attr:`alive`, kept on first use like ``_by_id``: every entry check asks whether
    the tournament is over, so 300 players asked it 90,000 times a round."""
    _busts: int | None = field(default=None, init=False, repr=False, compare=False, hash=False)
    """:attr:`busts`, kept on first use like ``_alive``."""
    _clock_at: tuple[float, ClockState] | None = field(
        default=None, init=False, repr=False, compare=False, hash=False
    )
    _live_stacks: dict[tuple[int, int, int], int] | None = field(
        default=None, init=False, repr=False, compare=False, hash=False
    )
    """Each player's chips behind inside the live hands, kept on first use like
    ``_by_id``: the room's standings and pages ask it of 300 players at every change."""
    """The clock last asked of this state and when: checking every player's entries
    asks it once per player, at the same moment."""

    # ----- lookups ---------------------------------------------------------------------

    def player(self, player_id: int) -> Player:
        """The player with ``player_id``.

        :raises IllegalAction: if there is no such player.
        """
        index = self._by_id
        if index is None:
            index = {player.id: player for player in self.players}
            object.__setattr__(self, "_by_id", index)  # a cache, not a change of state
        found = index.get(player_id)
        if found is None:
            raise IllegalAction(
                translate("Tournament", "There is no player number {number}").format(
                    number=player_id
                )
            )
        return found

    def table(self, number: int) -> Table:
        """The open table ``number``.

        :raises IllegalAction: if that table is not in play.
        """
        for table in self.tables:
            if table.number == number:
                return table
        raise IllegalAction(
            translate("Tournament", "Table {table} is not in play").format(table=number)
        )

    def hand(self, number: int) -> HandSummary:
        """The finished or voided hand ``number``.

        :raises IllegalAction: if no finished hand has that number.
        """
        # Hands finish in number order at one table, nearly so across tables.
        if 1 <= number <= len(self.hands) and self.hands[number - 1].number == number:
            return self.hands[number - 1]
        for summary in reversed(self.hands):
            if summary.number == number:
                return summary
        if self.live_hand(number) is not None:
            raise IllegalAction(
                translate("Tournament", "Hand {number} is still being played").format(
                    number=number
                )
            )
        raise IllegalAction(
            translate("Tournament", "There is no hand {number}").format(number=number)
        )

    def live_hand(self, number: int) -> Table | None:
        """The table where hand ``number`` is being played, if it is live."""
        for table in self.tables:
            if table.hand is not None and table.hand.number == number:
                return table
        return None

    @property
    def next_hand_number(self) -> int:
        """The number the next hand dealt anywhere will get."""
        return self.last_hand_number + 1

    @property
    def alive(self) -> tuple[Player, ...]:
        """Players still in the tournament."""
        alive = self._alive
        if alive is None:
            alive = tuple(p for p in self.players if p.bust_order is None)
            object.__setattr__(self, "_alive", alive)  # a cache, not a change of state
        return alive

    @property
    def entries(self) -> int:
        """Buy-ins plus re-entries."""
        return sum(p.entries for p in self.players)

    @property
    def total_chips(self) -> int:
        """Every chip in play: stacks plus chips in live pots."""
        in_hands = sum(t.hand_state.pot_total for t in self.tables if t.hand_state)
        return sum(self.live_stack(p.id) for p in self.players) + in_hands

    @property
    def prize_pool(self) -> int:
        """The prize pool: buy-ins, rebuys, add-ons and re-entries, less fees and bounties.

        See :func:`money_account` for the whole account.
        """
        return money_account(self).prize_pool

    def live_stack(self, player_id: int) -> int:
        """Chips a player has behind right now, inside a live hand too."""
        in_hands = self._live_stacks
        if in_hands is None:
            in_hands = {}
            for table in self.tables:
                hand, live = table.hand, table.hand_state
                if hand is None or live is None:
                    continue
                players = dict(hand.players)
                for seat in live.order:
                    in_hands[(table.number, seat, players[seat])] = live.stack(seat)
            object.__setattr__(self, "_live_stacks", in_hands)  # a cache, not a change
        player = self.player(player_id)
        if player.table is None or player.seat is None:
            return player.stack
        # Dealt in where the player sits now (one moved away keeps the stack counted).
        return in_hands.get((player.table, player.seat, player_id), player.stack)

    def clock(self, now: float) -> ClockState:
        """The tournament clock at ``now``."""
        asked = self._clock_at
        if asked is not None and asked[0] == now:
            return asked[1]
        clock = clock_state(self.setup.structure, self.clock_events, now)
        object.__setattr__(self, "_clock_at", (now, clock))  # a cache, not a change of state
        return clock

    @property
    def clock_started_at(self) -> float | None:
        """When the clock was first started (seconds), or ``None`` before it was."""
        return next((e.at for e in self.clock_events if isinstance(e, ClockStarted)), None)

    @property
    def busts(self) -> int:
        """How many bust events so far (players out on the same hand count once)."""
        busts = self._busts
        if busts is None:
            busts = max((p.bust_order or 0 for p in self.players), default=0)
            object.__setattr__(self, "_busts", busts)  # a cache, not a change of state
        return busts

    @property
    def ended_by_deal(self) -> bool:
        """True when a deal with nothing left to play for ended the tournament."""
        return any(deal.ends for deal in self.deals)

    @property
    def is_finished(self) -> bool:
        """True when one player holds every chip (after at least one bust), or a deal
        ended the tournament."""
        return (self.busts > 0 and len(self.alive) == 1) or self.ended_by_deal


def new_tournament(setup: TournamentSetup) -> TournamentState:
    """An empty tournament with ``setup``: no players, no tables."""
    return TournamentState(setup=setup)


def money_account(state: TournamentState) -> PoolAccount:
    """Everything collected so far and where it goes: fees, bounties, the prize pool.

    Each player paid the buy-in and fee once, and each rebuy, add-on and re-entry its own
    cost and fee; with a bounty, ``bounty.amount`` of every buy-in and re-entry goes on the
    player's head instead of into the pool. Amounts are in the currency's smallest unit.
    """
    setup = state.setup
    players = state.players
    counts = {
        EntryKind.REBUY: sum(p.rebuys for p in players),
        EntryKind.ADD_ON: sum(p.add_ons for p in players),
        EntryKind.RE_ENTRY: sum(p.re_entries for p in players),
    }
    paid = dict.fromkeys(counts, 0)
    fees = setup.fee * len(players)
    for kind, count in counts.items():
        option = setup.rebuys.option(kind)
        if option is not None:
            paid[kind] = option.cost * count
            fees += option.fee * count
    bounties = (
        setup.bounty.amount * sum(bounty_entries(p, setup.bounty) for p in players)
        if setup.bounty is not None else 0
    )
    return PoolAccount(
        buy_ins=setup.buy_in * len(players),
        rebuys=paid[EntryKind.REBUY],
        add_ons=paid[EntryKind.ADD_ON],
        re_entries=paid[EntryKind.RE_ENTRY],
        fees=fees,
        bounties=bounties,
    )


def bounty_entries(player: Player, bounty: Bounty | None) -> int:
    """How many bounties ``player`` put on their own head: one with the buy-in and each
    re-entry, and one with each rebuy where the bounty rides on rebuys."""
    return player.entries + (player.rebuys if bounty is not None and bounty.on_rebuys else 0)
