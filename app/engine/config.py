"""What is fixed before a hand's first action, and the value types a hand reports."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Annotated

from app.engine.errors import ConfigError, chips
from app.engine.games import Game
from app.engine.numbers import number_style
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.engine.stored_form import OmittedWhen
from app.engine.wording import QT_TRANSLATE_NOOP, translate


class Street(IntEnum):
    """Where the hand is; betting happens before ``SHOWDOWN``.

    Flop games bet on the first four. Stud bets on five, third to seventh street, named
    by the aliases ``THIRD`` (= ``PREFLOP``) to ``SIXTH`` (= ``RIVER``) and ``SEVENTH``,
    its own street (``app.engine.stud_hand``).
    """

    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3
    SEVENTH = 4
    SHOWDOWN = 5
    COMPLETE = 6
    THIRD = 0
    FOURTH = 1
    FIFTH = 2
    SIXTH = 3

    @property
    def label(self) -> str:
        """The street as a dealer says it, in English (logs and exports); screens say
        it with ``app.present.terms.street_label``, sentences with
        :func:`street_in_sentence`."""
        return "Pre-flop" if self is Street.PREFLOP else self.name.title()


_STREETS_IN_SENTENCE = {
    Street.PREFLOP: QT_TRANSLATE_NOOP("HandRules", "pre-flop"),
    Street.FLOP: QT_TRANSLATE_NOOP("HandRules", "flop"),
    Street.TURN: QT_TRANSLATE_NOOP("HandRules", "turn"),
    Street.RIVER: QT_TRANSLATE_NOOP("HandRules", "river"),
    Street.SEVENTH: QT_TRANSLATE_NOOP("HandRules", "seventh street"),
    Street.SHOWDOWN: QT_TRANSLATE_NOOP("HandRules", "showdown"),
    Street.COMPLETE: QT_TRANSLATE_NOOP("HandRules", "end of the hand"),
}


def street_in_sentence(street: Street) -> str:
    """The street inside a sentence, in the language in use: ``'flop'`` in "deal the
    flop first".

    >>> street_in_sentence(Street.PREFLOP), street_in_sentence(Street.RIVER)
    ('pre-flop', 'river')
    """
    return translate("HandRules", _STREETS_IN_SENTENCE[street])


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """A dealt-in player: physical seat number, name and stack at the start of the hand."""

    seat: int
    player: str
    stack: int


def _is_zero(amount: int) -> bool:
    """A flop game's config is stored without a bring-in, as before there was stud."""
    return amount == 0


def _is_holdem(game: Game) -> bool:
    """A hold'em hand's config is stored without its game: the journal's hands written
    before there were other games read back the same, and new ones are written the same."""
    return game is Game.HOLDEM


@dataclass(frozen=True, slots=True)
class HandConfig:
    """Everything fixed before the first action: seats, button, forced bets and rules.

    ``small_blind_seat`` is ``None`` for a dead small blind. The button may be an empty
    seat (dead button). For fixed limit, ``small_bet`` defaults to the big blind and
    ``big_bet`` to twice the small bet. ``game`` is the game dealt (hold'em, Omaha,
    Omaha hi-lo, short deck, stud, stud hi-lo, razz): the same state machine plays them
    all. A stud hand has no blinds (leave them out): everyone antes, ``bring_in`` is the
    forced bet of the lowest up card (the highest in razz), ``small_bet`` is required and
    ``button`` is the dealer's seat, where ties of the order of action start.

    :raises ConfigError: if seats, blinds or amounts are inconsistent.
    """

    seats: tuple[SeatConfig, ...]
    button: int
    small_blind_seat: int | None = None
    big_blind_seat: int = 0
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    rules: RuleProfile = field(default_factory=RuleProfile)
    small_bet: int | None = None
    big_bet: int | None = None
    game: Annotated[Game, OmittedWhen(_is_holdem)] = Game.HOLDEM
    bring_in: Annotated[int, OmittedWhen(_is_zero)] = 0

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
        raise ConfigError(translate("HandConfig", "Seat {seat} is not dealt in").format(seat=seat))

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
    if len(config.seats) > config.game.max_players:
        if config.game.is_draw:
            raise ConfigError(
                translate(
                    "HandConfig",
                    "A hand of {game} deals at most {most} players (the cards outside the "
                    "hands must cover a full draw), not {count}",
                ).format(
                    game=config.game.label,
                    most=config.game.max_players,
                    count=number_style().grouped(len(config.seats)),
                )
            )
        if config.game.is_stud:
            raise ConfigError(
                translate(
                    "HandConfig", "A hand of {game} deals at most {most} players, not {count}"
                ).format(
                    game=config.game.label,
                    most=config.game.max_players,
                    count=number_style().grouped(len(config.seats)),
                )
            )
        if config.game is not Game.HOLDEM:
            raise ConfigError(
                translate(
                    "HandConfig",
                    "A hand of {game} deals at most {most} players (hole cards each and five "
                    "board cards from one deck), not {count}",
                ).format(
                    game=config.game.label,
                    most=config.game.max_players,
                    count=number_style().grouped(len(config.seats)),
                )
            )
        raise ConfigError(
            translate(
                "HandConfig",
                "A hand deals at most {most} players (two hole cards each and five board "
                "cards from one deck), not {count}",
            ).format(most=MAX_PLAYERS, count=number_style().grouped(len(config.seats)))
        )
    numbers = [s.seat for s in config.seats]
    if len(numbers) < 2:
        raise ConfigError(translate("HandConfig", "A hand needs at least two players dealt in"))
    if numbers != sorted(numbers) or len(set(numbers)) != len(numbers):
        raise ConfigError(
            translate("HandConfig", "Seats must be listed once each, in ascending seat order")
        )
    if numbers[0] < 1:  # the smallest, as they ascend
        raise ConfigError(translate("HandConfig", "Seat numbers start at 1"))
    names = [s.player.strip() for s in config.seats]
    if not all(names):
        raise ConfigError(translate("HandConfig", "Every dealt-in seat needs a player name"))
    if len(set(names)) != len(names):
        raise ConfigError(
            translate("HandConfig", "Two seats have the same player name; names must be unique")
        )
    if min([s.stack for s in config.seats]) <= 0:
        entry = next(s for s in config.seats if s.stack <= 0)
        raise ConfigError(
            translate(
                "HandConfig",
                "Seat {seat} ({player}) has {amount} chips; a player dealt in needs chips",
            ).format(seat=entry.seat, player=entry.player, amount=chips(entry.stack))
        )
    if config.game.is_stud:
        _validate_stud(config)
    else:
        _validate_blinds(config, numbers)
    if config.ante < 0:
        raise ConfigError(
            translate("HandConfig", "The ante cannot be negative ({amount})").format(
                amount=chips(config.ante)
            )
        )
    if config.ante > 0 and config.rules.ante_mode is AnteMode.NONE:
        raise ConfigError(
            translate("HandConfig", "An ante is set but the rule profile has no antes")
        )
    if config.small_bet is not None and config.small_bet <= 0:
        raise ConfigError(
            translate(
                "HandConfig", "The fixed-limit small bet must be positive, not {amount}"
            ).format(amount=chips(config.small_bet))
        )
    if config.big_bet is not None and config.big_bet <= 0:
        raise ConfigError(
            translate(
                "HandConfig", "The fixed-limit big bet must be positive, not {amount}"
            ).format(amount=chips(config.big_bet))
        )


def _validate_blinds(config: HandConfig, numbers: list[int]) -> None:
    """The blinds of a flop game: dealt seats, positive, the small at most the big."""
    if config.bring_in:
        raise ConfigError(
            translate("HandConfig", "A bring-in is for stud games; {game} has blinds").format(
                game=config.game.label
            )
        )
    if config.big_blind_seat not in numbers:
        raise ConfigError(
            translate("HandConfig", "The big blind seat {seat} is not dealt in").format(
                seat=config.big_blind_seat
            )
        )
    if config.small_blind_seat is not None:
        if config.small_blind_seat not in numbers:
            raise ConfigError(
                translate("HandConfig", "The small blind seat {seat} is not dealt in").format(
                    seat=config.small_blind_seat
                )
            )
        if config.small_blind_seat == config.big_blind_seat:
            raise ConfigError(
                translate("HandConfig", "The small and big blind cannot be the same seat")
            )
    if config.big_blind <= 0:
        raise ConfigError(
            translate("HandConfig", "The big blind must be positive, not {amount}").format(
                amount=chips(config.big_blind)
            )
        )
    if not 0 <= config.small_blind <= config.big_blind:
        raise ConfigError(
            translate(
                "HandConfig",
                "The small blind must be between 0 and the big blind ({big_blind}), not {amount}",
            ).format(big_blind=chips(config.big_blind), amount=chips(config.small_blind))
        )


def _validate_stud(config: HandConfig) -> None:
    """Stud's forced bets (RULES.md "Mixed games"): no blinds, antes from everyone, a
    bring-in below the small bet, fixed-limit betting."""
    if config.rules.structure is not BettingStructure.FIXED_LIMIT:
        raise ConfigError(
            translate("HandConfig", "{game} is played fixed-limit").format(game=config.game.label)
        )
    if config.small_blind or config.big_blind or config.small_blind_seat is not None:
        raise ConfigError(
            translate("HandConfig", "A stud hand has no blinds: antes and a bring-in")
        )
    if config.small_bet is None:
        raise ConfigError(translate("HandConfig", "A stud hand needs its small bet"))
    if not 0 < config.bring_in < config.small_bet:
        raise ConfigError(
            translate(
                "HandConfig",
                "The bring-in must be positive and below the small bet ({small}), not {amount}",
            ).format(small=chips(config.small_bet), amount=chips(config.bring_in))
        )
    if config.ante and config.rules.ante_mode is not AnteMode.CLASSIC:
        raise ConfigError(
            translate("HandConfig", "In stud every player antes: the ante mode must be classic")
        )


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
    ``bring_in`` is what the seat posts if it brings in (stud's third street, where its
    bet is the completion); 0 when it does not bring in.
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
    bring_in: int = 0
