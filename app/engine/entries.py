"""Who may still come in: late registration, and rebuys, add-ons and re-entries.

Each follows can_x / verify_x: :func:`verify_registration_open` and :func:`verify_entry`
say exactly why not (and what the player may take instead); :func:`registration_open`,
:func:`can_take_entry` and :func:`entries_open` answer for buttons and menus. Periods are
counted in levels, a break belonging to the level before it. This module reads the
tournament state only through its attributes, so :mod:`app.engine.tournament` can call
it without an import cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.clock import ClockStarted
from app.engine.errors import IllegalAction, chips
from app.engine.setup_rules import latest_time
from app.engine.structure import EntryKind, EntryOption, Level

if TYPE_CHECKING:
    from app.engine.tournament import Player, TournamentState


def registration_open(state: TournamentState, at: float | None = None) -> bool:
    """True if a new player may register at ``at`` (see :func:`verify_registration_open`)."""
    try:
        verify_registration_open(state, at)
    except IllegalAction:
        return False
    return True


def verify_registration_open(state: TournamentState, at: float | None = None) -> None:
    """Check late registration: open until the end of level ``setup.late_registration``
    (the break after it included); ``0`` closes it when the clock starts, ``None`` never.

    ``at`` defaults to the latest moment the tournament recorded.

    :raises IllegalAction: saying when registration closed and what is still possible.
    """
    if state.is_finished:
        raise IllegalAction("The tournament is over; registration is closed")
    last = state.setup.late_registration
    started = any(isinstance(e, ClockStarted) for e in state.clock_events)
    if last is None or not started:
        return
    if last == 0:
        raise IllegalAction(
            "Registration closed when the clock started (this tournament has no late "
            "registration)" + _re_entry_hint(state, at)
        )
    moment = at if at is not None else latest_time(state)
    level = _level_number_at(state, moment if moment is not None else 0.0)
    if level > last:
        raise IllegalAction(
            f"Late registration closed after level {last}; this is level {level}"
            + _re_entry_hint(state, at)
        )


def _re_entry_hint(state: TournamentState, at: float | None) -> str:
    """What a host can still do for a busted player who wants back in, if anything."""
    option = state.setup.rebuys.re_entry
    if option is None:
        return ""
    moment = at if at is not None else latest_time(state)
    level = _level_number_at(state, moment if moment is not None else 0.0)
    if level > option.until_level:
        return ""
    return f"; busted players may still re-enter until level {option.until_level}"


ENTRY_KINDS = (EntryKind.REBUY, EntryKind.ADD_ON, EntryKind.RE_ENTRY)
_ENTRY_VERBS = {
    EntryKind.REBUY: "rebuy",
    EntryKind.ADD_ON: "take the add-on",
    EntryKind.RE_ENTRY: "re-enter",
}


def can_take_entry(state: TournamentState, player_id: int, kind: EntryKind, at: float) -> bool:
    """True if the player may take a rebuy, add-on or re-entry at ``at``."""
    try:
        verify_entry(state, player_id, kind, at)
    except IllegalAction:
        return False
    return True


def entries_open(state: TournamentState, player_id: int, at: float) -> tuple[EntryKind, ...]:
    """The rebuys, add-ons and re-entries the player may take at ``at``."""
    player = state.player(player_id)
    return tuple(k for k in ENTRY_KINDS if _entry_refusal(state, player, k, at) is None)


def verify_entry(state: TournamentState, player_id: int, kind: EntryKind, at: float) -> None:
    """Check that a player may take a rebuy, add-on or re-entry at ``at`` (clock time).

    A rebuy is open from its first to its last level (the break after the last level
    included), within the per-player limit, to a player at or below the stack limit;
    a busted player is at 0 chips, so a busted player may rebuy during the rebuy period
    and comes back (``max_stack`` 0: only busted players may rebuy). An add-on is for a
    player still in; a re-entry only for a busted player.

    :raises IllegalAction: saying exactly why, and what the player may take instead.
    """
    player = state.player(player_id)
    if kind is EntryKind.BUY_IN:
        raise IllegalAction("A buy-in is a registration; register the player instead")
    refusal = _entry_refusal(state, player, kind, at)
    if refusal is None:
        return
    others = [
        _ENTRY_VERBS[k] for k in ENTRY_KINDS
        if k is not kind and _entry_refusal(state, player, k, at) is None
    ]
    if others:
        refusal += f"; {player.name} may {' or '.join(others)}"
    raise IllegalAction(refusal)


def _entry_refusal(
    state: TournamentState, player: Player, kind: EntryKind, at: float
) -> str | None:
    """Why ``player`` may not take ``kind`` now, or ``None`` if they may."""
    option = state.setup.rebuys.option(kind)
    if option is None:
        return f"This tournament offers no {kind.label}"
    if state.is_finished:
        return "The tournament is over"
    level = _level_number_at(state, at)
    label = kind.label
    if level < option.from_level:
        return (
            f"{kind.plural.capitalize()} start in level {option.from_level}; this is "
            f"level {level}"
        )
    if level > option.until_level:
        return f"The last {label} was possible in level {option.until_level}"
    taken = {
        EntryKind.REBUY: player.rebuys,
        EntryKind.ADD_ON: player.add_ons,
        EntryKind.RE_ENTRY: player.re_entries,
    }[kind]
    if option.max_per_player is not None and taken >= option.max_per_player:
        plural = label if taken == 1 else kind.plural
        return (
            f"{player.name} already took {taken} {plural}; the limit is "
            f"{option.max_per_player}"
        )
    return _stack_refusal(state, player, option) or _in_hand_refusal(state, player)


def _stack_refusal(state: TournamentState, player: Player, option: EntryOption) -> str | None:
    """Whether the player's situation (busted or not, chips) allows the option."""
    if player.busted:
        if option.kind is EntryKind.ADD_ON:
            return f"{player.name} is out; an add-on is for a player still in"
        return None  # at 0 chips, within any stack limit: a rebuy or re-entry brings them back
    stack = state.live_stack(player.id)
    limit = 0 if option.kind is EntryKind.RE_ENTRY else option.max_stack
    if limit is None or stack <= limit:
        return None
    if limit == 0:
        return (
            f"{option.kind.a_label} is only for a player who has busted; {player.name} has "
            f"{chips(stack)} chips"
        )
    return (
        f"{option.kind.a_label} needs {chips(limit)} chips or fewer; {player.name} has "
        f"{chips(stack)}"
    )


def _in_hand_refusal(state: TournamentState, player: Player) -> str | None:
    if player.table is None:
        return None
    hand = state.table(player.table).hand
    if hand is not None and player.seat in dict(hand.players):
        return f"{player.name} is in a hand; add the chips after it"
    return None


def _level_number_at(state: TournamentState, at: float) -> int:
    clock = state.clock(at)
    return state.setup.structure.level_number(
        _level_index_at_or_before(state, clock.index)
    )


def _level_index_at_or_before(state: TournamentState, index: int) -> int:
    steps = state.setup.structure.steps
    while index > 0 and not isinstance(steps[index], Level):
        index -= 1
    return index
