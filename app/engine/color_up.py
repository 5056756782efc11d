"""Coloring up at a break: a chip race at each table, turned into the stacks to record.

A player's chips of the raced denomination that make whole larger chips are simply
exchanged, which changes nothing in the stack's value; only what is left over
(``stack % larger``) takes part in the race (TDA 24). So the race is decided from the
recorded stacks alone, one race per table as the tables race in the room.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.engine.errors import IllegalAction, chips
from app.engine.prizes import ChipRace, RaceSeat, chip_race
from app.engine.structure import Break
from app.engine.tournament import TournamentState
from app.engine.tournament_events import ChipsColoredUp
from app.engine.wording import translate


@dataclass(frozen=True, slots=True)
class TableRace:
    """The race at one table (``None``: players not seated at any table)."""

    table: int | None
    race: ChipRace
    players: tuple[tuple[int, int], ...]
    """(race seat, player id): the seat the race was dealt to, and who sits there."""

    @property
    def title(self) -> str:
        """``'Table 2'`` or ``'Players not seated'``."""
        if self.table is None:
            return translate("ColorUp", "Players not seated")
        return translate("ColorUp", "Table {table}").format(table=self.table)


@dataclass(frozen=True, slots=True)
class ColorUp:
    """The races of one color-up and the stacks they leave."""

    denomination: int
    into: int
    races: tuple[TableRace, ...]
    stacks: tuple[tuple[int, int], ...]
    """(player id, stack after the race) for every player still in."""

    @property
    def event(self) -> ChipsColoredUp:
        """What to record."""
        return ChipsColoredUp(self.denomination, self.stacks)


def colorable_denominations(state: TournamentState) -> tuple[int, ...]:
    """Chips of the chip set that a larger chip can replace, smallest first."""
    return tuple(sorted(state.setup.chip_set.denominations)[:-1])


def suggested_denomination(state: TournamentState, step_index: int | None) -> int | None:
    """The chip the break at ``step_index`` colors up, else the smallest colorable chip."""
    steps = state.setup.structure.steps
    if step_index is not None and 0 <= step_index < len(steps):
        step = steps[step_index]
        if isinstance(step, Break) and step.color_up in colorable_denominations(state):
            return step.color_up
    choices = colorable_denominations(state)
    return choices[0] if choices else None


def plan_color_up(state: TournamentState, denomination: int, seed: int) -> ColorUp:
    """Race off ``denomination`` into the next larger chip, table by table.

    :raises IllegalAction: if a hand is in progress or the chip set has no larger chip.
    :raises ConfigError: if a race is impossible (e.g. it needs more than one deck).
    """
    if any(table.hand is not None for table in state.tables):
        raise IllegalAction(
            translate("ColorUp", "Color up between hands, when no hand is in progress")
        )
    larger = sorted(d for d in state.setup.chip_set.denominations if d > denomination)
    if denomination not in state.setup.chip_set.denominations or not larger:
        raise IllegalAction(translate(
            "ColorUp", "{value} chips cannot be colored up in this chip set"
        ).format(value=chips(denomination)))
    into = larger[0]
    races = tuple(
        _race(state, table, group, denomination, into, seed + index)
        for index, (table, group) in enumerate(_groups(state))
    )
    stacks = []
    for table_race in races:
        for race_seat, player_id in table_race.players:
            result = table_race.race.result(race_seat)
            kept = state.player(player_id).stack - result.odd_chips * denomination
            stacks.append((player_id, kept + result.new_chips * into))
    return ColorUp(denomination, into, races, tuple(sorted(stacks)))


def _groups(state: TournamentState) -> list[tuple[int | None, tuple[tuple[int, int], ...]]]:
    """(table, ((seat, player), ...)) for each table, then the players not seated."""
    groups: list[tuple[int | None, tuple[tuple[int, int], ...]]] = []
    seated: set[int] = set()
    for table in state.tables:
        players = tuple(
            (seat, player) for seat, player in sorted(table.seats)
            if state.player(player).stack > 0
        )
        seated.update(player for _, player in table.seats)
        if players:
            groups.append((table.number, players))
    waiting = tuple(
        (position, player.id)
        for position, player in enumerate(
            (p for p in state.alive if p.id not in seated and p.stack > 0), start=1
        )
    )
    if waiting:
        groups.append((None, waiting))
    return groups


def _race(
    state: TournamentState,
    table: int | None,
    players: tuple[tuple[int, int], ...],
    denomination: int,
    into: int,
    seed: int,
) -> TableRace:
    seats = []
    for seat, player_id in players:
        player = state.player(player_id)
        if player.stack % denomination:
            raise IllegalAction(translate(
                "ColorUp",
                "{name}'s stack of {stack} holds chips smaller than {value}: color up the "
                "smaller chips first",
            ).format(name=player.name, stack=chips(player.stack), value=chips(denomination)))
        odd = player.stack % into // denomination
        seats.append(RaceSeat(seat, odd, player.stack - odd * denomination, player.name))
    return TableRace(table, chip_race(seats, denomination, into, seed), players)
