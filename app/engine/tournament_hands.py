"""The tournament reducer's hands: starting a hand at a table, its actions, finishing
it (busts and places), voiding and correcting a finished hand, and the chips they move.

Each ``_x`` function takes a state and one event and returns the new state, or raises
:class:`~app.engine.errors.IllegalAction`; :mod:`app.engine.tournament` dispatches the
events to them (its bulk replay calls ``_table_playing`` and ``_finish_if_complete``
around an in-place hand action).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from app.engine.accounts import bust_pot_winners
from app.engine.errors import IllegalAction, chips
from app.engine.game_orbits import orbit_after, verify_hand_game
from app.engine.hand import replay
from app.engine.money import Knockout
from app.engine.tournament_events import HandActed, HandCorrected, HandStarted, HandVoided
from app.engine.tournament_state import (
    HandRecord,
    HandSummary,
    Table,
    TournamentState,
    bounty_entries,
)
from app.engine.tournament_tables import _with_player, _with_players, _with_table
from app.engine.wording import translate


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
    verify_hand_game(state, event)
    hand = HandRecord(
        number=event.number,
        table=table.number,
        level_index=event.level_index,
        config=event.config,
        players=event.players,
        started_at=event.at,
        small_blind_position=event.small_blind_position,
    )
    # A player's first stud hand here does not count for the button: stud has no blinds
    # to pass, so a player who arrived during a stud round still waits, when the flop or
    # draw game comes back, until the button passes (RULES.md "Button and blinds").
    dealt = table.dealt | (
        frozenset() if event.config.game.is_stud else {player for _, player in event.players})
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
    # Stud rounds keep the button where it was (RULES.md "Mixed games"): the next flop
    # or draw game goes on from the last one's positions.
    positions = table.positions if hand.config.game.is_stud else hand.positions
    table = replace(table, hand=None, hand_state=None, positions=positions)
    state = orbit_after(_with_table(state, table), table_number, hand)
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
            entry = bounty_entries(state.player(player_id), state.setup.bounty)
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
                seat_before_bust=(
                    (player.table, player.seat)
                    if player.table is not None and player.seat is not None
                    else None
                ),
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
