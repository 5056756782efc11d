"""Tournament events, in the past tense. A tournament is its setup plus these events.

Clock events live in :mod:`app.engine.clock_events`; hand events in
:mod:`app.engine.events` and reach a tournament wrapped in :class:`HandActed`. The setup
they start from is a value of its own (:mod:`app.engine.tournament_setup`), named here
too for the engine and the store.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from app.engine.cards import Card
from app.engine.clock_events import (
    ClockPaused,
    ClockResumed,
    ClockStarted,
    LevelJumped,
    TimeAdjusted,
)
from app.engine.config import HandConfig
from app.engine.deal import DealMethod
from app.engine.entry_options import EntryKind
from app.engine.events import HandEvent
from app.engine.money import Payment
from app.engine.rotation import NightGame
from app.engine.tournament_setup import TournamentSetup as TournamentSetup


@dataclass(frozen=True, slots=True)
class TournamentCreated:
    """The first event of every tournament file."""

    setup: TournamentSetup
    kind: Literal["tournament_created"] = "tournament_created"


@dataclass(frozen=True, slots=True)
class SetupChanged:
    """The director edited the setup (structure, payouts, rebuy policy...).

    ``at`` is when (clock time), so the engine knows which levels were played; left out
    (files written before it existed), the latest moment the tournament recorded counts.
    """

    setup: TournamentSetup
    at: float | None = None
    kind: Literal["setup_changed"] = "setup_changed"


@dataclass(frozen=True, slots=True)
class PlayerRegistered:
    """A player paid the buy-in (late registration too) and gets a starting stack.

    ``at`` is when (clock time), checked against late registration; left out (files
    written before it existed), the latest moment the tournament recorded counts.
    """

    player: int
    name: str
    at: float | None = None
    kind: Literal["player_registered"] = "player_registered"


@dataclass(frozen=True, slots=True)
class PlayerRenamed:
    """A registered player's name was corrected."""

    player: int
    name: str
    kind: Literal["player_renamed"] = "player_renamed"


@dataclass(frozen=True, slots=True)
class TableOpened:
    """A table came into play; ``tracked`` tables record every hand."""

    table: int
    seat_count: int
    tracked: bool = True
    kind: Literal["table_opened"] = "table_opened"


@dataclass(frozen=True, slots=True)
class TableTrackingChanged:
    """A table switched between tracked (hands recorded) and untracked."""

    table: int
    tracked: bool
    kind: Literal["table_tracking_changed"] = "table_tracking_changed"


@dataclass(frozen=True, slots=True)
class TableClosed:
    """An empty table left play (after its players were moved)."""

    table: int
    kind: Literal["table_closed"] = "table_closed"


@dataclass(frozen=True, slots=True)
class SeatsDrawn:
    """Every unseated player drew a seat at random; ``seed`` makes the draw reproducible."""

    seed: int
    kind: Literal["seats_drawn"] = "seats_drawn"


@dataclass(frozen=True, slots=True)
class PlayerSeated:
    """A player took (or moved to) a given seat."""

    player: int
    table: int
    seat: int
    kind: Literal["player_seated"] = "player_seated"


@dataclass(frozen=True, slots=True)
class ButtonDrawn:
    """The players at ``table`` drew for its first button and ``seat`` won it.

    ``cards`` holds each seat's card when the dealer typed them (the high card wins, ties
    by suit: spades, hearts, diamonds, clubs); empty when only the winning seat was noted.
    """

    table: int
    seat: int
    cards: tuple[tuple[int, Card], ...] = ()
    kind: Literal["button_drawn"] = "button_drawn"


@dataclass(frozen=True, slots=True)
class GameChosen:
    """Dealer's choice: the player on the button at ``table`` chose the orbit's game from
    the night's list, before the orbit's first hand was dealt."""

    table: int
    game: NightGame
    kind: Literal["game_chosen"] = "game_chosen"


@dataclass(frozen=True, slots=True)
class HandStarted:
    """A hand was dealt at a tracked table with this config (blinds of ``level_index``).

    ``players`` maps each dealt-in seat to its player id; ``small_blind_position`` is the
    seat a dead small blind belonged to, so the button can move on by the rules.
    """

    table: int
    number: int
    level_index: int
    config: HandConfig
    players: tuple[tuple[int, int], ...]
    at: float = 0.0
    small_blind_position: int | None = None
    kind: Literal["hand_started"] = "hand_started"


@dataclass(frozen=True, slots=True)
class HandActed:
    """Something happened in hand ``hand``, in progress at ``table``."""

    table: int
    hand: int
    event: HandEvent
    kind: Literal["hand_acted"] = "hand_acted"


@dataclass(frozen=True, slots=True)
class HandVoided:
    """Hand ``number`` is void (misdeal, or found wrong later): its chips go back."""

    number: int
    kind: Literal["hand_voided"] = "hand_voided"


@dataclass(frozen=True, slots=True)
class HandCorrected:
    """A finished hand's events were corrected (e.g. a pot re-awarded); chips move now.

    ``config`` is the hand's config as dealt, so the correction can be replayed alone.
    """

    number: int
    config: HandConfig
    events: tuple[HandEvent, ...]
    kind: Literal["hand_corrected"] = "hand_corrected"


@dataclass(frozen=True, slots=True)
class PlayerBusted:
    """A player at an untracked table lost all chips, to ``to_player`` when known."""

    player: int
    to_player: int | None = None
    kind: Literal["player_busted"] = "player_busted"


@dataclass(frozen=True, slots=True)
class ChipsCounted:
    """Chip counts entered for players at an untracked table; the table total is kept."""

    table: int
    counts: tuple[tuple[int, int], ...]
    kind: Literal["chips_counted"] = "chips_counted"


@dataclass(frozen=True, slots=True)
class EntryTaken:
    """A rebuy, add-on or re-entry was paid for and its chips handed out."""

    player: int
    entry: EntryKind
    at: float = 0.0
    kind: Literal["entry_taken"] = "entry_taken"


@dataclass(frozen=True, slots=True)
class ChipsColoredUp:
    """Lower chips were raced off at a break; each player's new stack."""

    denomination: int
    stacks: tuple[tuple[int, int], ...]
    kind: Literal["chips_colored_up"] = "chips_colored_up"


@dataclass(frozen=True, slots=True)
class DealAgreed:
    """The players still in agreed how to share the prizes still to be won.

    ``shares`` maps each of them to the money they take now (smallest unit), ``stacks``
    to the chips the deal was worked out on (as counted at the table). ``keep`` stays to
    be played for and goes to the winner; with nothing kept, ``ends`` says the
    tournament ends here (places by chips) rather than playing on for the title.
    """

    shares: tuple[tuple[int, int], ...]
    stacks: tuple[tuple[int, int], ...]
    method: DealMethod
    keep: int = 0
    ends: bool = False
    kind: Literal["deal_agreed"] = "deal_agreed"


@dataclass(frozen=True, slots=True)
class ChargePaid:
    """The cashier said how charge ``charge`` (its :attr:`~app.engine.money.Charge.number`)
    was paid: in cash, another way, or that it is still owed. ``at`` is when (a charge
    owed and paid later is paid then)."""

    charge: int
    payment: Payment
    at: float | None = None
    kind: Literal["charge_paid"] = "charge_paid"


@dataclass(frozen=True, slots=True)
class MoneyPaidOut:
    """The cashier handed ``player`` money they won (a prize, bounties, a deal's share):
    ``amount`` in the currency's smallest unit, in cash or another way."""

    player: int
    amount: int
    payment: Payment = Payment.CASH
    at: float | None = None
    kind: Literal["money_paid_out"] = "money_paid_out"


@dataclass(frozen=True, slots=True)
class EventUndone:
    """The latest event still in effect was undone (the journal never forgets)."""

    kind: Literal["event_undone"] = "event_undone"


ClockEvent = ClockStarted | ClockPaused | ClockResumed | TimeAdjusted | LevelJumped
TournamentEvent = (
    TournamentCreated
    | SetupChanged
    | PlayerRegistered
    | PlayerRenamed
    | TableOpened
    | TableTrackingChanged
    | TableClosed
    | SeatsDrawn
    | PlayerSeated
    | ButtonDrawn
    | GameChosen
    | HandStarted
    | HandActed
    | HandVoided
    | HandCorrected
    | PlayerBusted
    | ChipsCounted
    | EntryTaken
    | ChipsColoredUp
    | DealAgreed
    | ChargePaid
    | MoneyPaidOut
    | ClockStarted
    | ClockPaused
    | ClockResumed
    | TimeAdjusted
    | LevelJumped
    | EventUndone
)
