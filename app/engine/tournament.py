"""The tournament as a value: ``state = replay_tournament(events)``, then ``apply``.

Players, tables, stacks, hands in progress, busts and places are all derived from the
recorded events. Every event is verified before it is applied; an illegal one raises
:class:`~app.engine.errors.IllegalAction` with a message a director understands and the
state is unchanged. Undo is an :class:`EventUndone` event that cancels the latest event
still in effect, so the journal stays append-only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from app.engine.accounts import prizes, prizes_to_play_for
from app.engine.cashier import pay_out, set_payment, with_charge
from app.engine.clock import clock_state, verify_clock_event
from app.engine.deal import verify_agreement
from app.engine.entries import (
    ENTRY_KINDS,
    can_take_entry,
    entries_open,
    registration_open,
    verify_entry,
    verify_registration_open,
)
from app.engine.entry_options import EntryKind
from app.engine.errors import FeltboardError, IllegalAction, chips
from app.engine.game_orbits import choose_game
from app.engine.hand import advance, replay
from app.engine.setup_rules import verify_setup_change
from app.engine.tournament_events import (
    ButtonDrawn,
    ChargePaid,
    ChipsColoredUp,
    ChipsCounted,
    ClockEvent,
    DealAgreed,
    EntryTaken,
    EventUndone,
    GameChosen,
    HandActed,
    HandCorrected,
    HandStarted,
    HandVoided,
    MoneyPaidOut,
    PlayerBusted,
    PlayerRegistered,
    PlayerRenamed,
    PlayerSeated,
    SeatsDrawn,
    SetupChanged,
    TableClosed,
    TableOpened,
    TableTrackingChanged,
    TournamentCreated,
    TournamentEvent,
    TournamentSetup,
)
from app.engine.tournament_hands import (
    _bust_players,
    _correct_hand,
    _finish_if_complete,
    _hand_acted,
    _start_hand,
    _table_playing,
    _void_hand,
)
from app.engine.tournament_state import (
    HandRecord,
    HandSummary,
    Player,
    Table,
    TournamentState,
    new_tournament,
)
from app.engine.tournament_tables import (
    _close_table,
    _draw_button,
    _draw_seats,
    _open_table,
    _out_of_the_tournament,
    _register,
    _rename,
    _seat_player,
    _set_tracking,
    _with_player,
    _with_players,
)
from app.engine.wording import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:  # the presets are read when a night is made from one, not to run it
    from app.engine.presets import TournamentPreset

__all__ = [  # also the state values of tournament_state and the checks of entries
    "ENTRY_KINDS",
    "HandRecord",
    "HandSummary",
    "Player",
    "Table",
    "TournamentState",
    "apply_event",
    "can_apply",
    "can_take_entry",
    "effective_events",
    "entries_open",
    "new_tournament",
    "registration_open",
    "replay_from",
    "replay_tournament",
    "setup_from_preset",
    "verify_entry",
    "verify_event",
    "verify_registration_open",
]


# ----- verification ---------------------------------------------------------------------


def verify_event(state: TournamentState, event: TournamentEvent) -> None:
    """Check ``event`` against the state without applying it.

    :raises IllegalAction: (a :class:`FeltboardError`) saying what is wrong and what is
        allowed.
    """
    apply_event(state, event)


def can_apply(state: TournamentState, event: TournamentEvent) -> bool:
    """True if ``event`` may be recorded now."""
    try:
        apply_event(state, event)
    except FeltboardError:
        return False
    return True


def apply_event(state: TournamentState, event: TournamentEvent) -> TournamentState:
    """The state after ``event``; ``state`` itself is unchanged.

    :raises IllegalAction: if the event is not allowed now.
    """
    return _reduce(state, event)


def _reduce(state: TournamentState, event: TournamentEvent) -> TournamentState:
    if state.deals:
        _verify_after_deal(state, event)
    if isinstance(event, HandActed):
        return _hand_acted(state, event)
    if isinstance(event, ClockEvent):
        verify_clock_event(state.setup.structure, state.clock_events, event)
        return replace(state, clock_events=(*state.clock_events, event))
    if isinstance(event, PlayerRegistered):
        return _register(state, event)
    if isinstance(event, PlayerRenamed):
        return _rename(state, event)
    if isinstance(event, TableOpened):
        return _open_table(state, event)
    if isinstance(event, TableTrackingChanged):
        return _set_tracking(state, event)
    if isinstance(event, TableClosed):
        return _close_table(state, event)
    if isinstance(event, SeatsDrawn):
        return _draw_seats(state, event)
    if isinstance(event, PlayerSeated):
        return _seat_player(state, event)
    if isinstance(event, ButtonDrawn):
        return _draw_button(state, event)
    if isinstance(event, HandStarted):
        return _start_hand(state, event)
    if isinstance(event, GameChosen):
        return choose_game(state, event)
    if isinstance(event, HandVoided):
        return _void_hand(state, event)
    if isinstance(event, HandCorrected):
        return _correct_hand(state, event)
    if isinstance(event, PlayerBusted):
        return _bust_untracked(state, event)
    if isinstance(event, ChipsCounted):
        return _count_chips(state, event)
    if isinstance(event, EntryTaken):
        return _take_entry(state, event)
    if isinstance(event, ChipsColoredUp):
        return _color_up(state, event)
    if isinstance(event, SetupChanged):
        return _change_setup(state, event)
    if isinstance(event, DealAgreed):
        return _agree_deal(state, event)
    if isinstance(event, ChargePaid):
        return set_payment(state, event)
    if isinstance(event, MoneyPaidOut):
        return pay_out(state, event)
    if isinstance(event, TournamentCreated):
        raise IllegalAction(translate("Tournament", "This tournament was already created"))
    if isinstance(event, EventUndone):
        # The replay removes every undo before applying the events that remain.
        raise IllegalAction(  # not for users: a caller's mistake
            "Undo is handled by the replay, not applied as an event"
        )
    raise IllegalAction(f"Unknown tournament event {event!r}")  # not for users: a caller's bug


# ----- untracked tables, entries, color-up ------------------------------------------------


def _untracked_table_of(state: TournamentState, player: Player) -> Table:
    if player.table is None:
        raise IllegalAction(
            translate("Tournament", "{name} has no seat").format(name=player.name)
        )
    table = state.table(player.table)
    if table.tracked:
        raise IllegalAction(
            translate(
                "Tournament", "Table {table} is tracked: busts there come from the recorded hands"
            ).format(table=table.number)
        )
    return table


def _bust_untracked(state: TournamentState, event: PlayerBusted) -> TournamentState:
    player = state.player(event.player)
    if player.busted:
        raise IllegalAction(
            translate("Tournament", "{name} is already out").format(name=player.name)
        )
    table = _untracked_table_of(state, player)
    if event.to_player is None:
        # Chips never leave play: somebody at the table won them.
        raise IllegalAction(
            translate("Tournament", "Say who won {name}'s chips").format(name=player.name)
        )
    winner = state.player(event.to_player)
    if winner.table != table.number or winner.busted or winner.id == player.id:
        raise IllegalAction(
            translate("Tournament", "{name} is not playing at table {table}").format(
                name=winner.name, table=table.number
            )
        )
    state = _with_player(state, replace(winner, stack=winner.stack + player.stack))
    return _bust_players(
        state, [player.id], None, {player.id: player.stack}, {player.id: (winner.id,)}
    )


def _count_chips(state: TournamentState, event: ChipsCounted) -> TournamentState:
    table = state.table(event.table)
    if table.tracked:
        raise IllegalAction(
            translate("Tournament", "Table {table} is tracked: its stacks come from the hands")
            .format(table=table.number)
        )
    counts = dict(event.counts)
    seated = set(table.player_ids)
    if set(counts) != seated:
        raise IllegalAction(
            translate("Tournament", "Enter a count for each of the {count} players at the table")
            .format(count=len(seated))
        )
    if any(amount < 0 for amount in counts.values()):
        raise IllegalAction(translate("Tournament", "A chip count cannot be negative"))
    before = sum(state.player(p).stack for p in seated)
    after = sum(counts.values())
    if before != after:
        raise IllegalAction(
            translate(
                "Tournament",
                "The counts add up to {counted} but the table has {in_play} in play; count again",
            ).format(counted=chips(after), in_play=chips(before))
        )
    # Players counted out are placed by the chips they had before this count.
    previous = {p: state.player(p).stack for p in counts}
    state = _with_players(state, [replace(state.player(p), stack=c) for p, c in counts.items()])
    out = [p for p, c in counts.items() if c == 0]
    if out and state.setup.bounty is not None:
        name = state.player(out[0]).name
        raise IllegalAction(
            translate(
                "Tournament",
                "{name} is counted out, but whose bounty? Record the bust with who won "
                "{name}'s chips, then count the others",
            ).format(name=name)
        )
    return _bust_players(state, out, None, {p: previous[p] for p in out}, {})


def _take_entry(state: TournamentState, event: EntryTaken) -> TournamentState:
    verify_entry(state, event.player, event.entry, event.at)
    option = state.setup.rebuys.option(event.entry)
    assert option is not None
    player = state.player(event.player)
    if player.busted:
        # A rebuy or re-entry brings a busted player back: the bust and place are undone.
        # Where they sat stays known until they sit again (the rebuy's own seat).
        player = replace(player, busted_in_hand=None, bust_order=None, stack_before_bust=0)
    player = replace(player, stack=player.stack + option.chips)
    if event.entry is EntryKind.REBUY:
        player = replace(player, rebuys=player.rebuys + 1)
    elif event.entry is EntryKind.ADD_ON:
        player = replace(player, add_ons=player.add_ons + 1)
    else:
        player = replace(player, re_entries=player.re_entries + 1)
    return with_charge(_with_player(state, player), player.id, event.entry, event.at)


def _color_up(state: TournamentState, event: ChipsColoredUp) -> TournamentState:
    if any(t.hand is not None for t in state.tables):
        raise IllegalAction(
            translate("Tournament", "Color up between hands, when no hand is in progress")
        )
    stacks = dict(event.stacks)
    larger = [d for d in state.setup.chip_set.denominations if d > event.denomination]
    if event.denomination not in state.setup.chip_set.denominations or not larger:
        raise IllegalAction(
            translate("Tournament", "{chip} chips cannot be colored up in this chip set").format(
                chip=chips(event.denomination)
            )
        )
    new_chip = larger[0]
    for player_id, new_stack in stacks.items():
        player = state.player(player_id)
        if player.busted:
            raise IllegalAction(_out_of_the_tournament(player))
        if new_stack <= 0:
            raise IllegalAction(
                translate("Tournament", "Nobody is raced out of a tournament ({name})").format(
                    name=player.name
                )
            )
        if new_stack % new_chip or abs(new_stack - player.stack) >= new_chip:
            raise IllegalAction(
                translate(
                    "Tournament",
                    "{name}'s stack would change by {change}; a chip race leaves whole {chip} "
                    "chips and changes a stack by less than one of them",
                ).format(
                    name=player.name,
                    change=chips(new_stack - player.stack),
                    chip=chips(new_chip),
                )
            )
    return _with_players(
        state, [replace(state.player(p), stack=s) for p, s in stacks.items()]
    )


def _change_setup(
    state: TournamentState, event: SetupChanged, recorded: bool = False
) -> TournamentState:
    """A new setup; checked field by field unless ``recorded`` (read from a journal:
    verified when it was recorded, perhaps by a Feltboard with fewer checks, and a file
    must always open)."""
    if not recorded:
        verify_setup_change(state, event.setup, event.at)
    if state.clock_events and event.setup.structure != state.setup.structure:
        clock_state(event.setup.structure, state.clock_events, state.clock_events[-1].at)
    return replace(state, setup=event.setup)


# ----- deals -----------------------------------------------------------------------------


_DEAL_SHARES = QT_TRANSLATE_NOOP(
    "Tournament",
    "A deal gives a share to each of the {count} players still in, and to nobody else",
)
_DEAL_STACKS = QT_TRANSLATE_NOOP(
    "Tournament",
    "A deal gives a stack to each of the {count} players still in, and to nobody else",
)


def _agree_deal(state: TournamentState, event: DealAgreed) -> TournamentState:
    """Record a deal: every player still in, the money each takes now, what is kept.

    ``icm`` and ``chip`` shares must be the calculator's for the stacks the deal names
    (in that order, which breaks ties in the rounding); agreed (``custom``) shares need
    only add up to the prizes still to be won, less the kept amount.
    """
    if state.is_finished:
        raise IllegalAction(
            translate("Tournament", "The tournament is over; there is nothing left to deal")
        )
    if any(t.hand is not None for t in state.tables):
        raise IllegalAction(
            translate("Tournament", "Make the deal between hands, when no hand is in progress")
        )
    alive = {p.id for p in state.alive}
    for pairs, refusal in ((event.shares, _DEAL_SHARES), (event.stacks, _DEAL_STACKS)):
        ids = [player for player, _ in pairs]
        if len(set(ids)) != len(ids) or set(ids) != alive:
            raise IllegalAction(translate("Tournament", refusal).format(count=len(alive)))
    to_play_for = prizes_to_play_for(state)
    if not sum(to_play_for):
        raise IllegalAction(
            translate("Tournament", "No prize is left to win, so there is nothing to deal")
        )
    if event.ends and event.keep:
        raise IllegalAction(
            translate(
                "Tournament",
                "Money kept to play for is won by playing on; keep nothing to end the "
                "tournament with the deal",
            )
        )
    order = [player for player, _ in event.stacks]
    shares = dict(event.shares)
    verify_agreement(
        [stack for _, stack in event.stacks],
        to_play_for,
        event.method,
        event.keep,
        [shares[player] for player in order],
        state.setup.currency,
    )
    return replace(state, deals=(*state.deals, event), deal_hand=state.last_hand_number)


_AFTER_ENDING = (
    ClockEvent, PlayerRenamed, TableClosed, TableTrackingChanged, SetupChanged, ChargePaid,
    MoneyPaidOut,
)


def _verify_after_deal(state: TournamentState, event: TournamentEvent) -> None:
    """Once a deal shared the prizes, nothing may change them (nor, if it ended the
    tournament, the play): undo the deal first.

    :raises IllegalAction: naming what the deal settled.
    """
    if state.ended_by_deal and not isinstance(event, _AFTER_ENDING):
        raise IllegalAction(
            translate("Tournament", "The tournament ended with the deal; undo the deal to play on")
        )
    if isinstance(event, PlayerRegistered | EntryTaken):
        raise IllegalAction(
            translate(
                "Tournament",
                "A deal was made: the prize pool is settled, so nobody can buy in now. "
                "Undo the deal first",
            )
        )
    if isinstance(event, HandVoided | HandCorrected) and event.number <= state.deal_hand:
        raise IllegalAction(
            translate(
                "Tournament",
                "Hand {number} was played before the deal, which was made on the stacks it "
                "left; undo the deal first",
            ).format(number=event.number)
        )
    if isinstance(event, SetupChanged):
        after = replace(state, setup=event.setup)
        if after.prize_pool != state.prize_pool or prizes(after) != prizes(state):
            raise IllegalAction(
                translate(
                    "Tournament",
                    "A deal was made on these prizes; undo the deal before changing them",
                )
            )


# ----- replay ----------------------------------------------------------------------------


def effective_events(
    events: Sequence[TournamentEvent], protected: int = 1
) -> list[TournamentEvent]:
    """The events still in effect: each :class:`EventUndone` cancels the latest one.

    The first ``protected`` events can never be undone (a whole journal starts with its
    setup; pass 0 for a stretch of events read after a snapshot).

    :raises IllegalAction: if an undo has nothing left to cancel.
    """
    kept: list[TournamentEvent] = []
    for event in events:
        if isinstance(event, EventUndone):
            if len(kept) <= protected:
                raise IllegalAction(translate("Tournament", "There is nothing to undo"))
            kept.pop()
        else:
            kept.append(event)
    return kept


def replay_tournament(events: Sequence[TournamentEvent]) -> TournamentState:
    """The tournament after ``events`` (the first must be :class:`TournamentCreated`).

    :raises IllegalAction: naming the first event that cannot be applied, and why.
    """
    kept = effective_events(events)
    if not kept or not isinstance(kept[0], TournamentCreated):
        raise IllegalAction(translate("Tournament", "A tournament starts with its setup"))
    return replay_from(new_tournament(kept[0].setup), kept[1:])


def replay_from(state: TournamentState, events: Iterable[TournamentEvent]) -> TournamentState:
    """Apply ``events`` to ``state`` in order, faster than one :func:`apply_event` each.

    :raises IllegalAction: naming the first event that cannot be applied, and why.
    """
    state = _with_own_hand_states(state)
    for number, event in enumerate(events, start=1):
        try:
            state = _fast_reduce(state, event)
        except FeltboardError as error:
            raise IllegalAction(
                translate("Tournament", "Event {number} ({kind}): {problem}").format(
                    number=number, kind=event.kind, problem=error
                )
            ) from error
    return state


def _with_own_hand_states(state: TournamentState) -> TournamentState:
    """Copies of the live hand states, so in-place replay never touches a caller's state."""
    return replace(
        state,
        tables=tuple(
            replace(t, hand_state=replay(t.hand_state.config, t.hand_state.events))
            if t.hand_state is not None
            else t
            for t in state.tables
        ),
    )


def _fast_reduce(state: TournamentState, event: TournamentEvent) -> TournamentState:
    """Like :func:`_reduce`, but a hand event mutates the table's hand state in place.

    Safe because bulk replay owns every intermediate state it creates. A recorded setup
    change is not held to today's field-by-field checks (see :func:`_change_setup`), nor
    a recorded name to the control-character check (see
    :func:`~app.engine.tournament_tables._clean_name`).
    """
    if isinstance(event, HandActed):
        table = state.table(event.table)
        if table.hand is not None and table.hand_state is not None:
            _table_playing(state, event)
            advance(table.hand_state, event.event)
            return _finish_if_complete(state, table.number)
    if isinstance(event, SetupChanged):
        return _change_setup(state, event, recorded=True)
    if isinstance(event, PlayerRegistered):
        return _register(state, event, recorded=True)
    if isinstance(event, PlayerRenamed):
        return _rename(state, event, recorded=True)
    return _reduce(state, event)


# ----- setups from presets ---------------------------------------------------------------


def setup_from_preset(
    preset: TournamentPreset, name: str | None = None, seats_per_table: int | None = None
) -> TournamentSetup:
    """A tournament setup from a preset (its rotation too), optionally renamed; tables of
    ``seats_per_table``, else the preset's (nine; eight for H.O.R.S.E.)."""
    return TournamentSetup(
        name=name or preset.name,
        buy_in=preset.buy_in,
        starting_stack=preset.starting_stack,
        chip_set=preset.chip_set,
        rules=preset.rules,
        structure=preset.structure,
        payouts=preset.payouts,
        rebuys=preset.rebuys,
        seats_per_table=seats_per_table or preset.seats_per_table,
        rotation=preset.rotation,
    )
