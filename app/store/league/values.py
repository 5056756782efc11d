"""What the league store hands back, and its refusals (plain frozen values)."""

from __future__ import annotations

from dataclasses import dataclass

from app.engine.errors import FeltboardError
from app.engine.league import PointsFormula, Standing


class LeagueStoreError(FeltboardError):
    """A league operation refused: the message says what was wrong and what to do."""


class LeagueNotFound(LeagueStoreError):
    """No league at the place given (missing file, empty database)."""


class LeagueUnreachable(LeagueStoreError):
    """The league's server cannot be reached (network, server down, login refused)."""


@dataclass(frozen=True, slots=True)
class LeagueInfo:
    """The league: its name and the formula new seasons start with."""

    name: str
    formula: str
    currency: str | None
    decimals: int | None


@dataclass(frozen=True, slots=True)
class SeasonInfo:
    """A season: its formula, best-N rule and how many nights it holds."""

    id: int
    name: str
    formula: str
    best_nights: int | None
    nights: int


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """A player of the league (``merged_into`` names the player a duplicate became)."""

    id: int
    name: str
    nickname: str | None
    email: str | None
    has_photo: bool
    nights: int
    merged_into: str | None
    aliases: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AddOutcome:
    """What adding a tournament did: ``added`` False when it was already there."""

    added: bool
    replaced: bool
    season: str
    tournament: str
    players: int
    new_players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SeasonTable:
    """A season's standings with what they were computed from."""

    season: SeasonInfo
    formula: PointsFormula
    standings: tuple[Standing, ...]
    currency: str
    decimals: int


@dataclass(frozen=True, slots=True)
class NightInfo:
    """A tournament of a season, as the results archive lists it."""

    name: str
    played_on: str
    entries: int
    players: int
    winner: str
    prize_pool: int
    file_name: str
    added_at: str
    added_from: str


@dataclass(frozen=True, slots=True)
class HistoryLine:
    """One night of a player's history."""

    season: str
    tournament: str
    played_on: str
    entries: int
    place: int
    shared: int
    prize: int
    bounties: int
    knockouts: int
    points: int
    name_entered: str
