"""What is fixed before a hand's first action, and the value types a hand reports."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

from app.engine.errors import ConfigError, chips
from app.engine.rules import AnteMode, RuleProfile


class Street(IntEnum):
    """Where the hand is; betting happens on the first four."""

    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3
    SHOWDOWN = 4
    COMPLETE = 5

    @property
    def label(self) -> str:
        """The street as a dealer says it."""
        return "Pre-flop" if self is Street.PREFLOP else self.name.title()


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """A dealt-in player: physical seat number, name and stack at the start of the hand."""

    seat: int
    player: str
    stack: int


@dataclass(frozen=True, slots=True)
class HandConfig:
    """Everything fixed before the first action: seats, button, forced bets and rules.

    ``small_blind_seat`` is ``None`` for a dead small blind. The button may be an empty
    seat (dead button). For fixed limit, ``small_bet`` defaults to the big blind and
    ``big_bet`` to twice the small bet.

    :raises ConfigError: if seats, blinds or amounts are inconsistent.
    """

    seats: tuple[SeatConfig, ...]
    button: int
    small_blind_seat: int | None
    big_blind_seat: int
    small_blind: int
    big_blind: int
    ante: int = 0
    rules: RuleProfile = field(default_factory=RuleProfile)
    small_bet: int | None = None
    big_bet: int | None = None

    def __post_init__(self) -> None:
        _validate_config(self)

    @property
    def seat_numbers(self) -> tuple[int, ...]:
        """Dealt-in seat numbers in ascending (clockwise) order."""
        return tuple(s.seat for s in self.seats)

    def player(self, seat: int) -> str:
        """The name of the player in ``seat``."""
        for entry in self.seats:
            if entry.seat == seat:
                return entry.player
        raise ConfigError(f"Seat {seat} is not dealt in")

    def bet_size(self, street: Street) -> int:
        """The fixed-limit bet for a street: small bet pre-flop and flop, big bet after."""
        small = self.small_bet if self.small_bet is not None else self.big_blind
        big = self.big_bet if self.big_bet is not None else 2 * small
        return small if street <= Street.FLOP else big


MAX_PLAYERS = 23
"""The most players one deck deals a Hold'em hand: two hole cards each and five board
cards (2 × 23 + 5 = 51 of 52). Checked first, as some of a hand's tables grow with the
square of the number of players."""


def _validate_config(config: HandConfig) -> None:
    if len(config.seats) > MAX_PLAYERS:
        raise ConfigError(
            f"A hand deals at most {MAX_PLAYERS} players (two hole cards each and five board "
            f"cards from one deck), not {len(config.seats):,}"
        )
    numbers = [s.seat for s in config.seats]
    if len(numbers) < 2:
        raise ConfigError("A hand needs at least two players dealt in")
    if numbers != sorted(numbers) or len(set(numbers)) != len(numbers):
        raise ConfigError("Seats must be listed once each, in ascending seat order")
    if numbers[0] < 1:  # the smallest, as they ascend
        raise ConfigError("Seat numbers start at 1")
    names = [s.player.strip() for s in config.seats]
    if not all(names):
        raise ConfigError("Every dealt-in seat needs a player name")
    if len(set(names)) != len(names):
        raise ConfigError("Two seats have the same player name; names must be unique")
    if min([s.stack for s in config.seats]) <= 0:
        entry = next(s for s in config.seats if s.stack <= 0)
        raise ConfigError(
            f"Seat {entry.seat} ({entry.player}) has {chips(entry.stack)} chips; "
            "a player dealt in needs chips"
        )
    if config.big_blind_seat not in numbers:
        raise ConfigError(f"The big blind seat {config.big_blind_seat} is not dealt in")
    if config.small_blind_seat is not None:
        if config.small_blind_seat not in numbers:
            raise ConfigError(f"The small blind seat {config.small_blind_seat} is not dealt in")
        if config.small_blind_seat == config.big_blind_seat:
            raise ConfigError("The small and big blind cannot be the same seat")
    if config.big_blind <= 0:
        raise ConfigError(f"The big blind must be positive, not {chips(config.big_blind)}")
    if not 0 <= config.small_blind <= config.big_blind:
        raise ConfigError(
            f"The small blind must be between 0 and the big blind "
            f"({chips(config.big_blind)}), not {chips(config.small_blind)}"
        )
    if config.ante < 0:
        raise ConfigError(f"The ante cannot be negative ({chips(config.ante)})")
    if config.ante > 0 and config.rules.ante_mode is AnteMode.NONE:
        raise ConfigError("An ante is set but the rule profile has no antes")
    for name, value in (("small bet", config.small_bet), ("big bet", config.big_bet)):
        if value is not None and value <= 0:
            raise ConfigError(f"The fixed-limit {name} must be positive, not {chips(value)}")


@dataclass(frozen=True, slots=True)
class ForcedBet:
    """One forced bet posted at the start of the hand."""

    seat: int
    kind: str  # "ante", "small blind" or "big blind"
    amount: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class LegalActions:
    """What the seat to act may do, with the amounts the UI offers.

    ``min_to``/``max_to`` bound a bet (``can_bet``) or a raise (``can_raise``) as the total
    bet in the round; ``all_in_to`` is that total when the seat pushes all its chips.
    """

    seat: int
    can_fold: bool
    can_check: bool
    call_amount: int
    can_bet: bool
    can_raise: bool
    min_to: int
    max_to: int
    all_in_to: int
    can_all_in: bool
    raising_closed_reason: str | None
