"""What the surfaces say about the night's games: the rotation in a sentence, the game a
table is playing, and dealer's choice as the console and the pad ask it."""

from __future__ import annotations

from dataclasses import dataclass, replace

from app.engine.errors import ConfigError
from app.engine.game_orbits import choice_due_now, game_of_hand, level_game
from app.engine.rotation import NightGame, Rotation, change_words
from app.engine.rules import AnteMode
from app.engine.structure import Level, listed
from app.engine.tournament import TournamentState
from app.engine.wording import translate


def rotation_line(rotation: Rotation) -> str:
    """The rotation as the printed structure says it.

    >>> from app.engine.presets import DEALERS_CHOICE
    >>> assert DEALERS_CHOICE.rotation is not None
    >>> games, change = rotation_line(DEALERS_CHOICE.rotation).split(" — ")
    >>> games
    "Games: No-limit Hold'em, Pot-limit Omaha and Fixed-limit Omaha Hi-Lo"
    >>> change
    "dealer's choice each orbit"
    """
    return translate("GameChoice", "Games: {games} — {change}").format(
        games=listed([night.label for night in rotation.games]),
        change=change_words(rotation.change),
    )


def table_game(state: TournamentState, table_number: int) -> NightGame | None:
    """The game a table plays now with a rotation by orbit: its live hand's, else its
    orbit's; ``None`` without such a rotation or before the table's first orbit."""
    rotation = state.setup.rotation
    if rotation is None or not rotation.change.by_orbit:
        return None
    table = state.table(table_number)
    if table.hand is not None:
        return game_of_hand(table.hand.config)
    return table.orbit.game if table.orbit is not None else None


def table_game_text(state: TournamentState, table_number: int) -> str:
    """:func:`table_game` as the Tables tab and the clock bar show it; empty for none."""
    night = table_game(state, table_number)
    return night.label if night is not None else ""


def level_as_played(
    state: TournamentState, number: int, level: Level, table: int | None = None
) -> Level:
    """``level`` with the game its hands deal, for the clock bar's title: the rotation's
    game of the level, else the game ``table`` plays in its orbit; as it is otherwise."""
    night = level_game(state.setup, number, level)
    if night is None and table is not None:
        try:
            night = table_game(state, table)
        except ValueError:  # the table left play
            night = None
    if night is None:
        return level
    try:
        dealt = level.dealing(night.game, night.betting)
    except ConfigError:  # a stud hand on a level without stud's amounts: as typed
        return level
    # Without an ante mode only stud antes (H.O.R.S.E., 8-game): a flop or draw hand
    # of the level has none.
    if state.setup.rules.ante_mode is AnteMode.NONE and not night.game.is_stud:
        dealt = replace(dealt, ante=0)
    return dealt


@dataclass(frozen=True, slots=True)
class GameChoiceView:
    """Dealer's choice due at a table: who chooses and the games, numbered from 1 as the
    keys that pick them."""

    table: int
    seat: int
    chooser: str
    games: tuple[NightGame, ...]

    @property
    def title(self) -> str:
        """``'Table 2: Ann chooses the game'``."""
        return translate("GameChoice", "Table {table}: {name} chooses the game").format(
            table=self.table, name=self.chooser)

    @property
    def prompt(self) -> str:
        """What the dealer is told under the title."""
        return translate(
            "GameChoice",
            "{name} (seat {seat}) has the button: the orbit plays the game chosen. Press its "
            "number, or Esc to deal nothing.",
        ).format(name=self.chooser, seat=self.seat)

    @property
    def options(self) -> tuple[str, ...]:
        """``'1  No-limit Hold'em'``: each game with the key that chooses it."""
        return tuple(f"{number}  {night.label}"
                     for number, night in enumerate(self.games, start=1))


def game_choice(state: TournamentState, table_number: int, now: float) -> GameChoiceView | None:
    """The choice due before the next hand at a table, or ``None`` when none is."""
    rotation = state.setup.rotation
    try:
        seat = choice_due_now(state, table_number, now)
    except ValueError:  # the table is not in play
        return None
    if seat is None or rotation is None:
        return None
    table = state.table(table_number)
    name = state.player(dict(table.seats)[seat]).name
    return GameChoiceView(table_number, seat, name, rotation.games)
