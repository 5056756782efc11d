"""The night's games and when they change: a rotation (every level, every orbit) or
dealer's choice.

A :class:`Rotation` is a value of the setup (``TournamentSetup.rotation``); without one a
night plays its levels' games, as before rotations existed. Which game a hand plays is
decided here, from values only:

- **every level**: level *k* (counted from 0, breaks not counted) plays game *k mod n*;
- **every orbit**: at each table the game changes once the button has gone round, that
  is when the button comes back to (or passes) the seat where the game's orbit started
  (:func:`orbit_is_over`); the first orbit at a table plays the first game;
- **dealer's choice**: at an orbit's first hand, the player on the button picks the
  orbit's game from the list (a ``GameChosen`` event records it).

A stud game has no button to go round (RULES.md "Mixed games": stud rounds keep the
button where it was), so its round is counted in hands instead, as 8-game rooms do: it
lasts as many hands as players were dealt into its first hand at the table, whoever
busts, leaves or arrives meanwhile. The next flop or draw hand's button then moves on
from the last flop or draw hand's, by the usual (dead-button) rules.

A level that names its own game (anything but hold'em, or its own betting) keeps it: a
rotation fills the levels that left the game to the night. Fixed-limit games bet the
level's small and big bets, or by default the big blind and twice it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Annotated

from app.engine.errors import ConfigError
from app.engine.games import Game
from app.engine.rules import BettingStructure
from app.engine.stored_form import OmittedWhen
from app.engine.wording import QT_TRANSLATE_NOOP, translate

_BETTING_NAMES = {
    BettingStructure.NO_LIMIT: QT_TRANSLATE_NOOP("Rotation", "No-limit"),
    BettingStructure.POT_LIMIT: QT_TRANSLATE_NOOP("Rotation", "Pot-limit"),
    BettingStructure.FIXED_LIMIT: QT_TRANSLATE_NOOP("Rotation", "Fixed-limit"),
}


class GameChange(StrEnum):
    """When a rotation's game changes; the value is what files and templates write."""

    LEVEL = "level"
    ORBIT = "orbit"
    DEALERS_CHOICE = "dealers_choice"

    @property
    def by_orbit(self) -> bool:
        """Whether the game is kept for an orbit at each table (rotated or chosen)."""
        return self is not GameChange.LEVEL


@dataclass(frozen=True, slots=True)
class NightGame:
    """One game of the night: the cards dealt and how they are bet.

    >>> NightGame(Game.OMAHA, BettingStructure.POT_LIMIT).code
    'omaha/pot_limit'
    """

    game: Game
    betting: BettingStructure

    @property
    def code(self) -> str:
        """``game/betting``: how a template names the game in its rotation."""
        return f"{self.game.value}/{self.betting.value}"

    @classmethod
    def from_code(cls, code: str) -> NightGame:
        """The game written as :attr:`code` (``'omaha/pot_limit'``).

        :raises ConfigError: if ``code`` names no game and betting.

        >>> NightGame.from_code("omaha_hi_lo/fixed_limit").game
        <Game.OMAHA_HI_LO: 'omaha_hi_lo'>
        """
        game, _, betting = code.partition("/")
        try:
            return cls(Game(game), BettingStructure(betting))
        except ValueError:
            raise ConfigError(translate(
                "Rotation", "{code} is not a game of the night (write it as game/betting, "
                "like omaha/pot_limit)"
            ).format(code=repr(code[:40]))) from None

    @property
    def label(self) -> str:
        """The game with its betting, as a dealer and the printed structure name it.

        >>> NightGame(Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT).label
        'Fixed-limit Omaha Hi-Lo'
        """
        return translate("Rotation", "{betting} {game}").format(
            betting=translate("Rotation", _BETTING_NAMES[self.betting]), game=self.game.label
        )

    @property
    def is_fixed_limit(self) -> bool:
        """Whether its hands bet the level's small and big bets."""
        return self.betting is BettingStructure.FIXED_LIMIT


@dataclass(frozen=True, slots=True)
class Rotation:
    """The games of the night, in order, and when the game changes.

    :raises ConfigError: if the list is empty or names a game twice.

    >>> Rotation((NightGame(Game.HOLDEM, BettingStructure.NO_LIMIT),)).change
    <GameChange.LEVEL: 'level'>
    """

    games: tuple[NightGame, ...]
    change: GameChange = GameChange.LEVEL

    def __post_init__(self) -> None:
        if not self.games:
            raise ConfigError(translate("Rotation", "A rotation needs at least one game"))
        if len(set(self.games)) != len(self.games):
            raise ConfigError(translate(
                "Rotation", "A rotation names each game once; a game is listed twice"
            ))

    def game_of_level(self, level_number: int) -> NightGame:
        """The game of level ``level_number`` (1-based) when the game changes every level.

        >>> r = Rotation((NightGame(Game.HOLDEM, BettingStructure.NO_LIMIT),
        ...               NightGame(Game.OMAHA, BettingStructure.POT_LIMIT)))
        >>> [r.game_of_level(n).game.value for n in (1, 2, 3)]
        ['holdem', 'omaha', 'holdem']
        """
        return self.games[(level_number - 1) % len(self.games)]

    def game_after(self, game: NightGame | None) -> NightGame:
        """The game of the orbit after one of ``game`` (the first game after none, or
        after a game not in the list, such as a level's own)."""
        if game is None or game not in self.games:
            return self.games[0]
        return self.games[(self.games.index(game) + 1) % len(self.games)]

    @property
    def has_fixed_limit(self) -> bool:
        """Whether a game of the list bets fixed limit (its levels may set bets)."""
        return any(game.is_fixed_limit for game in self.games)


def _not_stud(hands_left: int | None) -> bool:
    """A flop or draw game's orbit is written as before stud rounds were counted."""
    return hands_left is None


@dataclass(frozen=True, slots=True)
class GameOrbit:
    """A table's current orbit of one game: the game, and the button's seat at the
    orbit's first hand and at its latest finished hand (both ``None`` while a chosen
    game waits for its first hand)."""

    game: NightGame
    start: int | None = None
    last: int | None = None
    hands_left: Annotated[int | None, OmittedWhen(_not_stud)] = None
    """A stud round only: the hands still to deal in it. Stud never moves the button, so
    its round is counted in hands: as many as players were dealt into its first hand."""


def orbit_is_over(orbit: GameOrbit, next_button: int, seat_count: int) -> bool:
    """Whether a hand with the button at ``next_button`` starts a new orbit: the button
    moved from the orbit's latest hand and reached or passed the seat it started from.

    A chosen game not yet dealt is never over; a button that did not move stays in the
    orbit.

    A stud round is over once its hands are dealt, wherever the button is.

    >>> orbit = GameOrbit(NightGame(Game.OMAHA, BettingStructure.POT_LIMIT), start=1, last=4)
    >>> orbit_is_over(orbit, 1, 4), orbit_is_over(orbit, 5, 9), orbit_is_over(orbit, 4, 4)
    (True, False, False)
    >>> stud = NightGame(Game.STUD, BettingStructure.FIXED_LIMIT)
    >>> orbit_is_over(GameOrbit(stud, 3, 3, hands_left=1), 3, 9)
    False
    >>> orbit_is_over(GameOrbit(stud, 3, 3, hands_left=0), 3, 9)
    True
    """
    if orbit.start is None or orbit.last is None:
        return False
    if orbit.hands_left is not None:
        return orbit.hands_left <= 0
    if next_button == orbit.last:
        return False

    def distance(seat: int) -> int:
        return (seat - orbit.start) % seat_count if orbit.start is not None else 0

    return distance(next_button) <= distance(orbit.last)


def after_hand(orbit: GameOrbit | None, game: NightGame, button: int,
               seat_count: int, dealt: int = 0) -> GameOrbit:
    """A table's orbit after a finished hand of ``game`` with the button at ``button``
    and ``dealt`` players dealt in: the same orbit moved on, or a new one starting with
    this hand (a stud round then lasts ``dealt`` hands, this one included).

    >>> stud = NightGame(Game.STUD, BettingStructure.FIXED_LIMIT)
    >>> first = after_hand(None, stud, 2, 9, dealt=4)
    >>> first.hands_left, after_hand(first, stud, 2, 9, dealt=3).hands_left
    (3, 2)
    """
    if orbit is not None and orbit.start is None:
        return _opened(orbit.game, button, dealt)
    if orbit is None or orbit.game != game or orbit_is_over(orbit, button, seat_count):
        return _opened(game, button, dealt)
    left = None if orbit.hands_left is None else orbit.hands_left - 1
    return GameOrbit(orbit.game, start=orbit.start, last=button, hands_left=left)


def _opened(game: NightGame, button: int, dealt: int) -> GameOrbit:
    """The orbit a hand of ``game`` starts; a stud round counts its hands from it."""
    left = dealt - 1 if game.game.is_stud else None
    return GameOrbit(game, start=button, last=button, hands_left=left)


def rotation_problems(rotation: Rotation | None, seats_per_table: int | None) -> list[str]:
    """What does not fit in a rotation: a game whose deck cannot deal a full table.

    >>> r = Rotation((NightGame(Game.OMAHA, BettingStructure.POT_LIMIT),))
    >>> rotation_problems(r, 10), rotation_problems(r, 12)
    ([], ['The rotation deals Omaha, which deals at most 11 players; the tables seat 12'])
    """
    if rotation is None or seats_per_table is None:
        return []
    return [
        translate(
            "Rotation",
            "The rotation deals {game}, which deals at most {most} players; the tables "
            "seat {seats}",
        ).format(game=night.game.label, most=night.game.max_players, seats=seats_per_table)
        for night in rotation.games
        if seats_per_table > night.game.max_players
    ]


_CHANGE_WORDS = {
    GameChange.LEVEL: QT_TRANSLATE_NOOP("Rotation", "a new game each level"),
    GameChange.ORBIT: QT_TRANSLATE_NOOP("Rotation", "a new game each orbit"),
    GameChange.DEALERS_CHOICE: QT_TRANSLATE_NOOP("Rotation", "dealer's choice each orbit"),
}


def change_words(change: GameChange) -> str:
    """When the game changes, as the printed structure says it.

    >>> change_words(GameChange.DEALERS_CHOICE)
    "dealer's choice each orbit"
    """
    return translate("Rotation", _CHANGE_WORDS[change])
