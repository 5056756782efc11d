"""Who may still come in: late registration, and rebuys, add-ons and re-entries.

Each follows can_x / verify_x: :func:`verify_registration_open` and :func:`verify_entry`
say exactly why not (and what the player may take instead); :func:`registration_open`,
:func:`can_take_entry` and :func:`entries_open` answer for buttons and menus. Periods are
counted in levels, a break belonging to the level before it. The state's types come
from :mod:`app.engine.tournament_state`, below :mod:`app.engine.tournament`, which calls
this module.
"""

from __future__ import annotations

from app.engine.clock_events import ClockStarted
from app.engine.entry_options import EntryKind, EntryOption, breaks_within
from app.engine.errors import IllegalAction, chips
from app.engine.setup_rules import latest_time
from app.engine.structure import Level, listed
from app.engine.tournament_state import Player, TournamentState
from app.engine.wording import QT_TRANSLATE_NOOP, translate


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
        raise IllegalAction(
            translate("Entries", "The tournament is over; registration is closed")
        )
    last = state.setup.late_registration
    started = any(isinstance(e, ClockStarted) for e in state.clock_events)
    if last is None or not started:
        return
    if last == 0:
        raise IllegalAction(
            _with_re_entry_hint(
                state,
                at,
                translate(
                    "Entries",
                    "Registration closed when the clock started (this tournament has no late "
                    "registration)",
                ),
            )
        )
    moment = at if at is not None else latest_time(state)
    level = _level_number_at(state, moment if moment is not None else 0.0)
    if level > last:
        raise IllegalAction(
            _with_re_entry_hint(
                state,
                at,
                translate(
                    "Entries", "Late registration closed after level {last}; this is level {level}"
                ).format(last=last, level=level),
            )
        )


def _with_re_entry_hint(state: TournamentState, at: float | None, refusal: str) -> str:
    """``refusal``, then what a host can still do for a busted player who wants back in,
    if anything."""
    option = state.setup.rebuys.re_entry
    if option is None:
        return refusal
    moment = at if at is not None else latest_time(state)
    level = _level_number_at(state, moment if moment is not None else 0.0)
    if level > option.until_level:
        return refusal
    return translate(
        "Entries", "{refusal}; busted players may still re-enter until level {level}"
    ).format(refusal=refusal, level=option.until_level)


ENTRY_KINDS = (EntryKind.REBUY, EntryKind.ADD_ON, EntryKind.RE_ENTRY)

# Whole sentences for each kind (and each pair of kinds): articles, plurals and word
# order differ between languages, so no sentence is built from a kind's label.
_NOT_OFFERED = {
    EntryKind.BUY_IN: QT_TRANSLATE_NOOP("Entries", "This tournament offers no buy-in"),
    EntryKind.REBUY: QT_TRANSLATE_NOOP("Entries", "This tournament offers no rebuy"),
    EntryKind.ADD_ON: QT_TRANSLATE_NOOP("Entries", "This tournament offers no add-on"),
    EntryKind.RE_ENTRY: QT_TRANSLATE_NOOP("Entries", "This tournament offers no re-entry"),
}
_NOT_YET = {
    EntryKind.REBUY: QT_TRANSLATE_NOOP(
        "Entries", "Rebuys start in level {first}; this is level {level}"
    ),
    EntryKind.ADD_ON: QT_TRANSLATE_NOOP(
        "Entries", "Add-ons start in level {first}; this is level {level}"
    ),
    EntryKind.RE_ENTRY: QT_TRANSLATE_NOOP(
        "Entries", "Re-entries start in level {first}; this is level {level}"
    ),
}
_NO_LONGER = {
    EntryKind.REBUY: QT_TRANSLATE_NOOP("Entries", "The last rebuy was possible in level {last}"),
    EntryKind.ADD_ON: QT_TRANSLATE_NOOP(
        "Entries", "The last add-on was possible in level {last}"
    ),
    EntryKind.RE_ENTRY: QT_TRANSLATE_NOOP(
        "Entries", "The last re-entry was possible in level {last}"
    ),
}
_AT_BREAK = {
    EntryKind.REBUY: QT_TRANSLATE_NOOP("Entries", "Rebuys are taken only at a break ({breaks})"),
    EntryKind.ADD_ON: QT_TRANSLATE_NOOP(
        "Entries", "The add-on is taken only at a break ({breaks})"
    ),
    EntryKind.RE_ENTRY: QT_TRANSLATE_NOOP(
        "Entries", "Re-entries are taken only at a break ({breaks})"
    ),
}
_LIMIT_OF_ONE = {
    EntryKind.REBUY: QT_TRANSLATE_NOOP(
        "Entries", "{name} already took {taken} rebuy; the limit is {limit}"
    ),
    EntryKind.ADD_ON: QT_TRANSLATE_NOOP(
        "Entries", "{name} already took {taken} add-on; the limit is {limit}"
    ),
    EntryKind.RE_ENTRY: QT_TRANSLATE_NOOP(
        "Entries", "{name} already took {taken} re-entry; the limit is {limit}"
    ),
}
_LIMIT_OF_MORE = {
    EntryKind.REBUY: QT_TRANSLATE_NOOP(
        "Entries", "{name} already took {taken} rebuys; the limit is {limit}"
    ),
    EntryKind.ADD_ON: QT_TRANSLATE_NOOP(
        "Entries", "{name} already took {taken} add-ons; the limit is {limit}"
    ),
    EntryKind.RE_ENTRY: QT_TRANSLATE_NOOP(
        "Entries", "{name} already took {taken} re-entries; the limit is {limit}"
    ),
}
_BUSTED_ONLY = {
    EntryKind.REBUY: QT_TRANSLATE_NOOP(
        "Entries", "A rebuy is only for a player who has busted; {name} has {stack} chips"
    ),
    EntryKind.ADD_ON: QT_TRANSLATE_NOOP(
        "Entries", "An add-on is only for a player who has busted; {name} has {stack} chips"
    ),
    EntryKind.RE_ENTRY: QT_TRANSLATE_NOOP(
        "Entries", "A re-entry is only for a player who has busted; {name} has {stack} chips"
    ),
}
_STACK_LIMIT = {
    EntryKind.REBUY: QT_TRANSLATE_NOOP(
        "Entries", "A rebuy needs {limit} chips or fewer; {name} has {stack}"
    ),
    EntryKind.ADD_ON: QT_TRANSLATE_NOOP(
        "Entries", "An add-on needs {limit} chips or fewer; {name} has {stack}"
    ),
    EntryKind.RE_ENTRY: QT_TRANSLATE_NOOP(
        "Entries", "A re-entry needs {limit} chips or fewer; {name} has {stack}"
    ),
}
_INSTEAD = {
    (EntryKind.REBUY,): QT_TRANSLATE_NOOP("Entries", "{refusal}; {name} may rebuy"),
    (EntryKind.ADD_ON,): QT_TRANSLATE_NOOP("Entries", "{refusal}; {name} may take the add-on"),
    (EntryKind.RE_ENTRY,): QT_TRANSLATE_NOOP("Entries", "{refusal}; {name} may re-enter"),
    (EntryKind.REBUY, EntryKind.ADD_ON): QT_TRANSLATE_NOOP(
        "Entries", "{refusal}; {name} may rebuy or take the add-on"
    ),
    (EntryKind.REBUY, EntryKind.RE_ENTRY): QT_TRANSLATE_NOOP(
        "Entries", "{refusal}; {name} may rebuy or re-enter"
    ),
    (EntryKind.ADD_ON, EntryKind.RE_ENTRY): QT_TRANSLATE_NOOP(
        "Entries", "{refusal}; {name} may take the add-on or re-enter"
    ),
}
"""What the player may take instead of a refused entry, by the kinds still open (in
:data:`ENTRY_KINDS` order; a refusal leaves at most the two other kinds)."""


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
        raise IllegalAction(
            translate("Entries", "A buy-in is a registration; register the player instead")
        )
    refusal = _entry_refusal(state, player, kind, at)
    if refusal is None:
        return
    others = tuple(
        k for k in ENTRY_KINDS if k is not kind and _entry_refusal(state, player, k, at) is None
    )
    if others:
        refusal = translate("Entries", _INSTEAD[others]).format(
            refusal=refusal, name=player.name
        )
    raise IllegalAction(refusal)


def _entry_refusal(
    state: TournamentState, player: Player, kind: EntryKind, at: float
) -> str | None:
    """Why ``player`` may not take ``kind`` now, or ``None`` if they may."""
    option = state.setup.rebuys.option(kind)
    if option is None:
        return translate("Entries", _NOT_OFFERED[kind])
    if state.is_finished:
        return translate("Entries", "The tournament is over")
    level = _level_number_at(state, at)
    if level < option.from_level:
        return translate("Entries", _NOT_YET[kind]).format(first=option.from_level, level=level)
    if level > option.until_level:
        return translate("Entries", _NO_LONGER[kind]).format(last=option.until_level)
    if option.at_break and not state.setup.structure.steps[state.clock(at).index].is_break:
        return translate("Entries", _AT_BREAK[kind]).format(
            breaks=_break_names(state, option)
        )
    taken = {
        EntryKind.REBUY: player.rebuys,
        EntryKind.ADD_ON: player.add_ons,
        EntryKind.RE_ENTRY: player.re_entries,
    }[kind]
    if option.max_per_player is not None and taken >= option.max_per_player:
        limit = _LIMIT_OF_ONE if taken == 1 else _LIMIT_OF_MORE
        return translate("Entries", limit[kind]).format(
            name=player.name, taken=taken, limit=option.max_per_player
        )
    return _stack_refusal(state, player, option) or _in_hand_refusal(state, player)


def _stack_refusal(state: TournamentState, player: Player, option: EntryOption) -> str | None:
    """Whether the player's situation (busted or not, chips) allows the option."""
    if player.busted:
        if option.kind is EntryKind.ADD_ON:
            return translate("Entries", "{name} is out; an add-on is for a player still in").format(
                name=player.name
            )
        return None  # at 0 chips, within any stack limit: a rebuy or re-entry brings them back
    stack = state.live_stack(player.id)
    limit = 0 if option.kind is EntryKind.RE_ENTRY else option.max_stack
    if limit is None or stack <= limit:
        return None
    if limit == 0:
        return translate("Entries", _BUSTED_ONLY[option.kind]).format(
            name=player.name, stack=chips(stack)
        )
    return translate("Entries", _STACK_LIMIT[option.kind]).format(
        limit=chips(limit), name=player.name, stack=chips(stack)
    )


def _in_hand_refusal(state: TournamentState, player: Player) -> str | None:
    if player.table is None:
        return None
    hand = state.table(player.table).hand
    if hand is not None and player.seat in dict(hand.players):
        return translate("Entries", "{name} is in a hand; add the chips after it").format(
            name=player.name
        )
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


def _break_names(state: TournamentState, option: EntryOption) -> str:
    """``'the break after level 4'``, or ``'the breaks after levels 4 and 8'``."""
    structure = state.setup.structure
    numbers = [str(structure.level_number(i)) for i in breaks_within(structure, option)]
    if len(numbers) == 1:
        return translate("Entries", "the break after level {level}").format(level=numbers[0])
    return translate("Entries", "the breaks after levels {levels}").format(
        levels=listed(numbers)
    )
