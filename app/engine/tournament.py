"""The tournament as a value: ``state = replay_tournament(events)``, then ``apply``.

Players, tables, stacks, hands in progress, busts and places are all derived from the
recorded events. Every event is verified before it is applied; an illegal one raises
:class:`~app.engine.errors.IllegalAction` with a message a director understands and the
state is unchanged. Undo is an :class:`EventUndone` event that cancels the latest event
still in effect, so the journal stays append-only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

from app.engine import seating, seating_plans
from app.engine.accounts import bust_pot_winners, prizes, prizes_to_play_for
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
from app.engine.hand import advance, replay
from app.engine.money import Knockout
from app.engine.names import name_problem
from app.engine.presets import TournamentPreset
from app.engine.setup_rules import verify_setup_change
from app.engine.tournament_events import (
    ChipsColoredUp,
    ChipsCounted,
    ClockEvent,
    DealAgreed,
    EntryTaken,
    EventUndone,
    HandActed,
    HandCorrected,
    HandStarted,
    HandVoided,
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
from app.engine.tournament_state import (
    HandRecord,
    HandSummary,
    Player,
    Table,
    TournamentState,
    new_tournament,
)
from app.engine.wording import QT_TRANSLATE_NOOP, translate

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
    "seating_tables",
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
    if isinstance(event, HandStarted):
        return _start_hand(state, event)
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
    if isinstance(event, TournamentCreated):
        raise IllegalAction(translate("Tournament", "This tournament was already created"))
    if isinstance(event, EventUndone):
        # The replay removes every undo before applying the events that remain.
        raise IllegalAction(  # not for users: a caller's mistake
            "Undo is handled by the replay, not applied as an event"
        )
    raise IllegalAction(f"Unknown tournament event {event!r}")  # not for users: a caller's bug


# ----- players and tables ----------------------------------------------------------------


def _with_player(state: TournamentState, player: Player) -> TournamentState:
    return replace(
        state, players=tuple(player if p.id == player.id else p for p in state.players)
    )


def _with_players(state: TournamentState, changed: Iterable[Player]) -> TournamentState:
    by_id = {p.id: p for p in changed}
    return replace(state, players=tuple(by_id.get(p.id, p) for p in state.players))


def _with_table(state: TournamentState, table: Table) -> TournamentState:
    return replace(
        state, tables=tuple(table if t.number == table.number else t for t in state.tables)
    )


def _clean_name(
    name: str, state: TournamentState, own_id: int | None, recorded: bool = False
) -> str:
    """``name`` with its spaces tidied, checked for entry; a ``recorded`` name (read from
    a journal, perhaps written before the control-character check) is not refused for
    its characters, so every file still opens."""
    cleaned = " ".join(name.split())
    if not cleaned:
        raise IllegalAction(translate("Tournament", "Enter the player's name; it cannot be empty"))
    if len(cleaned) > 40:
        raise IllegalAction(
            translate("Tournament", "Names are at most 40 characters; this one has {count}").format(
                count=len(cleaned)
            )
        )
    problem = None if recorded else name_problem(cleaned)
    if problem is not None:
        raise IllegalAction(problem)
    for other in state.players:
        if other.id != own_id and other.name.casefold() == cleaned.casefold():
            raise IllegalAction(
                translate(
                    "Tournament", "{name} is already registered; add an initial to tell them apart"
                ).format(name=cleaned)
            )
    return cleaned


def _register(
    state: TournamentState, event: PlayerRegistered, recorded: bool = False
) -> TournamentState:
    if any(p.id == event.player for p in state.players):
        raise IllegalAction(
            translate("Tournament", "Player number {number} is already registered").format(
                number=event.player
            )
        )
    if event.player < 1:
        raise IllegalAction(translate("Tournament", "Player numbers start at 1"))
    name = _clean_name(event.name, state, None, recorded)
    verify_registration_open(state, event.at)
    player = Player(id=event.player, name=name, stack=state.setup.starting_stack)
    return replace(state, players=(*state.players, player))


def _rename(
    state: TournamentState, event: PlayerRenamed, recorded: bool = False
) -> TournamentState:
    player = state.player(event.player)
    name = _clean_name(event.name, state, player.id, recorded)
    return _with_player(state, replace(player, name=name))


def _open_table(state: TournamentState, event: TableOpened) -> TournamentState:
    if any(t.number == event.table for t in state.tables):
        raise IllegalAction(
            translate("Tournament", "Table {table} is already in play").format(table=event.table)
        )
    if event.table < 1:
        raise IllegalAction(translate("Tournament", "Table numbers start at 1"))
    if not 2 <= event.seat_count <= 10:
        raise IllegalAction(
            translate("Tournament", "A table has 2 to 10 seats, not {count}").format(
                count=event.seat_count
            )
        )
    table = Table(event.table, event.seat_count, event.tracked)
    return replace(state, tables=tuple(sorted((*state.tables, table), key=lambda t: t.number)))


def _set_tracking(state: TournamentState, event: TableTrackingChanged) -> TournamentState:
    table = state.table(event.table)
    if table.hand is not None:
        raise IllegalAction(
            translate("Tournament", "Finish or void the hand at table {table} first").format(
                table=table.number
            )
        )
    return _with_table(state, replace(table, tracked=event.tracked))


def _close_table(state: TournamentState, event: TableClosed) -> TournamentState:
    table = state.table(event.table)
    if table.seats:
        raise IllegalAction(
            translate("Tournament", "Table {table} still has {count} players; move them first")
            .format(table=table.number, count=len(table.seats))
        )
    return replace(state, tables=tuple(t for t in state.tables if t.number != table.number))


def _out_of_the_tournament(player: Player) -> str:
    return translate("Tournament", "{name} is out of the tournament").format(name=player.name)


def _seat_player(state: TournamentState, event: PlayerSeated) -> TournamentState:
    player = state.player(event.player)
    if player.busted:
        raise IllegalAction(_out_of_the_tournament(player))
    target = state.table(event.table)
    if not 1 <= event.seat <= target.seat_count:
        raise IllegalAction(
            translate("Tournament", "Table {table} has seats 1 to {last}, not {seat}").format(
                table=target.number, last=target.seat_count, seat=event.seat
            )
        )
    occupant = target.occupant(event.seat)
    if occupant is not None and occupant != player.id:
        raise IllegalAction(
            translate("Tournament", "Seat {seat} at table {table} is taken by {name}").format(
                seat=event.seat, table=target.number, name=state.player(occupant).name
            )
        )
    if player.table is not None:
        current = state.table(player.table)
        if current.hand is not None and player.seat in dict(current.hand.players):
            raise IllegalAction(
                translate(
                    "Tournament", "{name} is in the hand at table {table}; move them after it"
                ).format(name=player.name, table=current.number)
            )
        state = _with_table(
            state,
            replace(
                current,
                seats=tuple(s for s in current.seats if s[1] != player.id),
                dealt=current.dealt - {player.id},
            ),
        )
        target = state.table(event.table)
    target = replace(target, seats=tuple(sorted((*target.seats, (event.seat, player.id)))))
    state = _with_table(state, target)
    return _with_player(state, replace(player, table=event.table, seat=event.seat))


def seating_tables(state: TournamentState) -> tuple[seating.Table, ...]:
    """The open tables as the seating module sees them (player ids as text)."""
    return tuple(
        seating.Table(t.number, t.seat_count, tuple((seat, str(p)) for seat, p in t.seats))
        for t in state.tables
    )


def _draw_seats(state: TournamentState, event: SeatsDrawn) -> TournamentState:
    unseated = [p.id for p in state.players if p.table is None and not p.busted]
    if not unseated:
        raise IllegalAction(translate("Tournament", "Every player already has a seat"))
    if not state.tables:
        raise IllegalAction(translate("Tournament", "Open a table before drawing seats"))
    free = sum(t.seat_count - len(t.seats) for t in state.tables)
    if free < len(unseated):
        raise IllegalAction(
            translate(
                "Tournament", "{count} players need seats but only {free} are free; open a table"
            ).format(count=len(unseated), free=free)
        )
    for player_id, table_number, seat in _draw(state, unseated, event.seed):
        state = _seat_player(state, PlayerSeated(player_id, table_number, seat))
    return state


def _draw(
    state: TournamentState, unseated: Sequence[int], seed: int
) -> list[tuple[int, int, int]]:
    """A fresh random draw over empty tables, else late seats at the shortest tables."""
    numbers = [t.number for t in state.tables]
    sizes = {t.seat_count for t in state.tables}
    fresh = all(not t.seats for t in state.tables)
    consecutive = numbers == list(range(numbers[0], numbers[0] + len(numbers)))
    if fresh and consecutive and len(sizes) == 1:
        draw = seating_plans.draw_seats(
            [str(p) for p in unseated],
            table_count=len(numbers),
            seat_count=sizes.pop(),
            seed=seed,
            first_table=numbers[0],
        )
        return [(int(s.player), s.table, s.seat) for s in draw.seatings]
    tables = seating_tables(state)
    placed = []
    for offset, player_id in enumerate(unseated):
        spot = seating_plans.late_seat(tables, str(player_id), seed=seed + offset)
        tables = seating.apply_seating(tables, spot)
        placed.append((player_id, spot.table, spot.seat))
    return placed


# ----- hands -----------------------------------------------------------------------------


def _start_hand(state: TournamentState, event: HandStarted) -> TournamentState:
    table = state.table(event.table)
    if not table.tracked:
        raise IllegalAction(
            translate("Tournament", "Table {table} is untracked; hands are not recorded there")
            .format(table=table.number)
        )
    if table.hand is not None:
        raise IllegalAction(
            translate("Tournament", "Hand {number} is still in progress at table {table}").format(
                number=table.hand.number, table=table.number
            )
        )
    if event.number != state.next_hand_number:
        raise IllegalAction(
            translate("Tournament", "The next hand is number {next}, not {number}").format(
                next=state.next_hand_number, number=event.number
            )
        )
    seated = dict(table.seats)
    for seat_config in event.config.seats:
        player_id = dict(event.players).get(seat_config.seat)
        if player_id is None or seated.get(seat_config.seat) != player_id:
            raise IllegalAction(
                translate("Tournament", "Seat {seat} is not held by the player dealt in").format(
                    seat=seat_config.seat
                )
            )
        player = state.player(player_id)
        if player.stack != seat_config.stack:
            raise IllegalAction(
                translate("Tournament", "{name} has {stack} chips, not {dealt}").format(
                    name=player.name, stack=chips(player.stack), dealt=chips(seat_config.stack)
                )
            )
    hand = HandRecord(
        number=event.number,
        table=table.number,
        level_index=event.level_index,
        config=event.config,
        players=event.players,
        started_at=event.at,
        small_blind_position=event.small_blind_position,
    )
    dealt = table.dealt | {player for _, player in event.players}
    table = replace(table, hand=hand, hand_state=replay(event.config), dealt=dealt)
    state = replace(_with_table(state, table), last_hand_number=event.number)
    return _finish_if_complete(state, table.number)


def _hand_acted(state: TournamentState, event: HandActed) -> TournamentState:
    table = _table_playing(state, event)
    assert table.hand_state is not None
    hand_state = table.hand_state.apply(event.event)
    state = _with_table(state, replace(table, hand_state=hand_state))
    return _finish_if_complete(state, table.number)


def _table_playing(state: TournamentState, event: HandActed) -> Table:
    table = state.table(event.table)
    if table.hand is None or table.hand_state is None:
        raise IllegalAction(
            translate("Tournament", "No hand is in progress at table {table}; deal one first")
            .format(table=table.number)
        )
    if table.hand.number != event.hand:
        raise IllegalAction(
            translate(
                "Tournament", "Hand {number} is not the hand at table {table} (hand {live} is)"
            ).format(number=event.hand, table=table.number, live=table.hand.number)
        )
    return table


def _finish_if_complete(state: TournamentState, table_number: int) -> TournamentState:
    table = state.table(table_number)
    hand, hand_state = table.hand, table.hand_state
    if hand is None or hand_state is None or not hand_state.is_complete:
        return state
    result = hand_state.result()
    finals = result.final_stacks()
    start = {s.seat: s.stack for s in hand.config.seats}
    changed = []
    bust_ids: list[int] = []
    for seat, final in finals.items():
        player = state.player(hand.player_at(seat))
        changed.append(replace(player, stack=final))
        if final == 0:
            bust_ids.append(player.id)
    state = _with_players(state, changed)
    start_by_player = {hand.player_at(seat): stack for seat, stack in start.items()}
    busters = {
        player: bust_pot_winners(result, hand.players, player) for player in bust_ids
    }
    state = _bust_players(state, bust_ids, hand.number, start_by_player, busters)
    table = state.table(table_number)
    table = replace(table, hand=None, hand_state=None, positions=hand.positions)
    state = _with_table(state, table)
    winners = sorted({hand.player_at(seat) for pot in result.pots for seat in pot.winners})
    summary = HandSummary(
        number=hand.number,
        table=hand.table,
        level_index=hand.level_index,
        started_at=hand.started_at,
        players=hand.players,
        start_stacks=tuple((hand.player_at(seat), stack) for seat, stack in start.items()),
        net=tuple((hand.player_at(s.seat), s.net) for s in result.seats),
        pot=sum(pot.pot.amount for pot in result.pots),
        winners=tuple(winners),
    )
    return replace(state, hands=(*state.hands, summary))


def _bust_players(
    state: TournamentState,
    player_ids: Sequence[int],
    hand_number: int | None,
    start_stacks: Mapping[int, int],
    busters: Mapping[int, tuple[int, ...]],
) -> TournamentState:
    """Mark players out, remove them from their seats; same-hand busts share an order.

    ``busters`` names who won each player's chips, recorded as a :class:`Knockout` for
    the bounties (a player missing from it was counted out at an untracked table).
    """
    if not player_ids:
        return state
    order = state.busts + 1
    knockouts = list(state.knockouts)
    for player_id in player_ids:
        winners = tuple(w for w in busters.get(player_id, ()) if w != player_id)
        if winners:
            entry = state.player(player_id).entries
            knockouts.append(Knockout(player_id, entry, winners, hand_number))
    state = replace(state, knockouts=tuple(knockouts))
    for player_id in player_ids:
        player = state.player(player_id)
        if player.table is not None:
            table = state.table(player.table)
            # A re-entry drawn back to this table is a new player there (TDA 8, 10).
            state = _with_table(
                state,
                replace(
                    table,
                    seats=tuple(s for s in table.seats if s[1] != player_id),
                    dealt=table.dealt - {player_id},
                ),
            )
        state = _with_player(
            state,
            replace(
                player,
                stack=0,
                table=None,
                seat=None,
                busted_in_hand=hand_number,
                bust_order=order,
                stack_before_bust=start_stacks.get(player_id, 0),
            ),
        )
    return state


def _finished_hand(state: TournamentState, number: int) -> HandSummary:
    summary = state.hand(number)
    if summary.voided:
        raise IllegalAction(
            translate("Tournament", "Hand {number} is already void").format(number=number)
        )
    return summary


def _void_hand(state: TournamentState, event: HandVoided) -> TournamentState:
    table = state.live_hand(event.number)
    if table is not None and table.hand is not None:
        hand = table.hand
        state = _with_table(state, replace(table, hand=None, hand_state=None))
        start = tuple((hand.player_at(s.seat), s.stack) for s in hand.config.seats)
        summary = HandSummary(
            number=hand.number, table=hand.table, level_index=hand.level_index,
            started_at=hand.started_at, players=hand.players, start_stacks=start,
            net=tuple((player, 0) for player, _ in start), pot=0, winners=(), voided=True,
        )
        return replace(state, hands=(*state.hands, summary))
    summary = _finished_hand(state, event.number)
    state = _move_chips(state, {player: -amount for player, amount in summary.net}, summary, {})
    return _replace_summary(state, replace(summary, voided=True))


def _correct_hand(state: TournamentState, event: HandCorrected) -> TournamentState:
    summary = _finished_hand(state, event.number)
    players = dict(summary.players)
    start = dict(summary.start_stacks)
    recorded = {players[s.seat]: s.stack for s in event.config.seats if s.seat in players}
    if len(event.config.seats) != len(players) or recorded != start:
        raise IllegalAction(
            translate("Tournament", "The correction does not match how hand {number} was dealt")
            .format(number=event.number)
        )
    corrected = replay(event.config, event.events)
    if not corrected.is_complete:
        raise IllegalAction(
            translate("Tournament", "The corrected hand {number} does not reach its end").format(
                number=event.number
            )
        )
    result = corrected.result()
    new = {players[s.seat]: s.net for s in result.seats}
    delta = {player: new[player] - old for player, old in summary.net}
    busters = {
        players[s.seat]: bust_pot_winners(result, summary.players, players[s.seat])
        for s in result.seats
        if s.final_stack == 0
    }
    state = _move_chips(state, delta, summary, busters)
    # Who busted a player still out in this hand may change with the correction.
    state = replace(state, knockouts=tuple(
        replace(k, winners=busters[k.victim])
        if k.hand == event.number and busters.get(k.victim) else k
        for k in state.knockouts
    ))
    winners = sorted({players[seat] for pot in result.pots for seat in pot.winners})
    return _replace_summary(
        state,
        replace(summary, net=tuple(new.items()), winners=tuple(winners), corrected=True),
    )


def _replace_summary(state: TournamentState, summary: HandSummary) -> TournamentState:
    return replace(
        state,
        hands=tuple(summary if h.number == summary.number else h for h in state.hands),
    )


def _move_chips(
    state: TournamentState,
    delta: Mapping[int, int],
    record: HandSummary,
    busters: Mapping[int, tuple[int, ...]],
) -> TournamentState:
    """Apply a correction's chip movements now; players brought back re-enter play.

    A player who gets chips back was not busted in that hand after all: their knockout
    (and its bounty) is cancelled. A player the correction busts is busted by
    ``busters[player]``, else by whoever gains the most chips from the correction.
    """
    for player_id, amount in delta.items():
        player = state.player(player_id)
        live = state.table(player.table).hand if player.table is not None else None
        if live is not None and amount and player.seat in dict(live.players):
            raise IllegalAction(
                translate(
                    "Tournament", "{name} is in a hand now; correct hand {number} after it"
                ).format(name=player.name, number=record.number)
            )
        if player.stack + amount < 0:
            raise IllegalAction(
                translate(
                    "Tournament",
                    "Correcting hand {number} would take {amount} from {name}, "
                    "who has only {stack} now",
                ).format(
                    number=record.number,
                    amount=chips(-amount),
                    name=player.name,
                    stack=chips(player.stack),
                )
            )
    changed = []
    for player_id, amount in delta.items():
        player = state.player(player_id)
        stack = player.stack + amount
        if player.busted and stack > 0:
            if player.busted_in_hand != record.number:
                raise IllegalAction(
                    translate(
                        "Tournament", "{name} busted in hand {number}; correct that hand first"
                    ).format(name=player.name, number=player.busted_in_hand)
                )
            player = replace(player, busted_in_hand=None, bust_order=None, stack_before_bust=0)
        changed.append(replace(player, stack=stack))
    state = _with_players(state, changed)
    given_back = {player for player, amount in delta.items() if amount > 0}
    state = replace(state, knockouts=tuple(
        k for k in state.knockouts if k.hand != record.number or k.victim not in given_back
    ))
    busted_now = [p for p in delta if state.player(p).stack == 0 and not state.player(p).busted]
    gainer = max(delta, key=lambda p: delta[p], default=None)
    winners = {
        p: busters.get(p) or ((gainer,) if gainer is not None and delta[gainer] > 0 else ())
        for p in busted_now
    }
    return _bust_players(state, busted_now, record.number, dict(record.start_stacks), winners)


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
        player = replace(player, busted_in_hand=None, bust_order=None, stack_before_bust=0)
    player = replace(player, stack=player.stack + option.chips)
    if event.entry is EntryKind.REBUY:
        player = replace(player, rebuys=player.rebuys + 1)
    elif event.entry is EntryKind.ADD_ON:
        player = replace(player, add_ons=player.add_ons + 1)
    else:
        player = replace(player, re_entries=player.re_entries + 1)
    return _with_player(state, player)


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


_AFTER_ENDING = (ClockEvent, PlayerRenamed, TableClosed, TableTrackingChanged, SetupChanged)


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
    a recorded name to the control-character check (see :func:`_clean_name`).
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
    preset: TournamentPreset, name: str | None = None, seats_per_table: int = 9
) -> TournamentSetup:
    """A tournament setup from a preset, optionally renamed."""
    return TournamentSetup(
        name=name or preset.name,
        buy_in=preset.buy_in,
        starting_stack=preset.starting_stack,
        chip_set=preset.chip_set,
        rules=preset.rules,
        structure=preset.structure,
        payouts=preset.payouts,
        rebuys=preset.rebuys,
        seats_per_table=seats_per_table,
    )
