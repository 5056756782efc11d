"""What the table view shows, built from a hand state: a pure value, no widgets.

Both the dealer console and tests read this; the widget only paints it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from app.engine.cards import Card
from app.engine.hand import HandState, StudHandState
from app.engine.results import HandResult
from app.engine.stud_hand import stud_street_in_sentence
from app.engine.wording import translate
from app.present.draw_view import draw_notes, draw_round_label, draw_status, is_draw_hand
from app.present.stud_view import bring_in_line, seat_row, street_name, stud_state
from app.present.terms import pot_label, street_label


@dataclass(frozen=True, slots=True)
class SeatView:
    """One physical seat around the table."""

    seat: int
    player: str | None
    stack: int
    bet: int
    is_button: bool
    is_small_blind: bool
    is_big_blind: bool
    to_act: bool
    folded: bool
    all_in: bool
    cards: tuple[Card, ...]
    dealt_in: bool
    won: int = 0
    draw_note: str = ""
    """In a draw game, what the seat drew in the round on show ("drew 2", "stands pat")."""
    stud_row: tuple[Card | None, ...] = ()
    """Stud: the cards by the seat before any is shown, down cards as ``None`` (backs)."""

    @property
    def empty(self) -> bool:
        """True for a seat with nobody in it."""
        return self.player is None


@dataclass(frozen=True, slots=True)
class PotView:
    """A pot as shown in the middle of the table."""

    name: str
    amount: int
    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything the table widget paints."""

    title: str
    seats: tuple[SeatView, ...]
    board: tuple[Card, ...]
    board_slots: int
    street: str
    pots: tuple[PotView, ...]
    status: str
    in_front: int = 0
    between_hands: bool = True
    """No hand is being played: nobody is waiting to act and nobody is out of a hand."""
    has_board: bool = True
    """False in stud and draw games: no board slots, the street's name where the board
    would be."""


def build_table_view(
    title: str,
    seat_count: int,
    occupants: Mapping[int, str],
    stacks: Mapping[int, int],
    state: HandState | None,
    button: int | None = None,
) -> TableView:
    """The view of a table, with or without a hand in progress.

    ``button`` marks the seat that won the draw for the first button, shown before that
    hand is dealt (``state`` is ``None``).

    ``occupants`` maps seat number to player name for everyone seated now (dealt in or
    not); ``stacks`` gives their chips now, between hands.

    A finished ``state`` is shown between hands with its board, pots and winnings, but the
    seats are the table as it is now: who sits where and with how many chips after any
    rebuy, add-on, re-entry, color-up, move or chip count since, each player once. A seat
    without a current stack (a past hand replayed) shows the hand's final stack.
    """
    if state is None:
        seats = tuple(
            _idle_seat(number, occupants.get(number), stacks.get(number, 0), number == button)
            for number in range(1, seat_count + 1)
        )
        return TableView(
            title,
            seats,
            (),
            0,
            translate("TableView", "Between hands"),
            (),
            translate("TableView", "Press Next Hand to deal"),
        )
    if state.is_complete:
        result = state.result()
        seats = tuple(
            _finished_seat(number, occupants.get(number), stacks.get(number), state, result)
            for number in range(1, seat_count + 1)
        )
    else:
        seats = tuple(
            _hand_seat(number, occupants.get(number), stacks.get(number, 0), state)
            for number in range(1, seat_count + 1)
        )
    names = {s.seat: s.player for s in state.config.seats}
    pots = tuple(
        PotView(pot_label(pot.index), pot.amount, tuple(names[s] for s in pot.eligible))
        for pot in state.middle_pots
        if pot.amount > 0
    )
    stud = stud_state(state)
    view = TableView(
        title=title,
        seats=seats,
        board=state.board,
        board_slots=_board_slots(state),
        street=street_label(state.street) if stud is None else street_name(stud),
        pots=pots,
        status=_status(state, names),
        in_front=sum(seat.bet for seat in seats),
        between_hands=state.is_complete,
        has_board=stud is None,
    )
    return with_draw_words(view, state)


def _idle_seat(number: int, player: str | None, stack: int, button: bool = False) -> SeatView:
    return SeatView(
        seat=number, player=player, stack=stack, bet=0, is_button=button,
        is_small_blind=False, is_big_blind=False, to_act=False, folded=False, all_in=False,
        cards=(), dealt_in=False,
    )


def _hand_seat(number: int, player: str | None, stack: int, state: HandState) -> SeatView:
    """One seat while a hand is being played."""
    config = state.config
    dealt = number in state.order
    return SeatView(
        seat=number,
        player=config.player(number) if dealt else player,
        stack=state.stack(number) if dealt else stack,
        bet=state.bet(number) if dealt and state.to_act is not None else 0,
        is_button=config.button == number,
        is_small_blind=config.small_blind_seat == number,
        is_big_blind=config.big_blind_seat == number,
        to_act=state.to_act == number,
        folded=dealt and state.is_folded(number),
        all_in=dealt and state.is_all_in(number),
        cards=state.shown_cards(number) if dealt else (),
        dealt_in=dealt,
        stud_row=seat_row(state, number) if dealt and isinstance(state, StudHandState) else (),
    )


def _finished_seat(
    number: int, player: str | None, stack: int | None, state: HandState, result: HandResult
) -> SeatView:
    """One seat between hands, after ``state`` finished (``result`` computed once per view).

    The seat shows who sits there now. Only when that is the player dealt in there does it
    keep the hand's result (winnings, shown cards); someone moved or re-entered into the
    seat since is shown as they are now, and a seat left empty is empty. Nobody is shown
    folded or all-in any more: the hand is over and every seated player plays the next.
    """
    config = state.config
    dealt = number in state.order and player == config.player(number)
    if not dealt:
        # The markers stay where they were (a dead button may sit at an empty seat).
        return replace(
            _idle_seat(number, player, stack or 0),
            is_button=config.button == number,
            is_small_blind=config.small_blind_seat == number,
            is_big_blind=config.big_blind_seat == number,
        )
    won = sum(share for pot in result.pots for seat, share in pot.shares if seat == number)
    return SeatView(
        seat=number,
        player=player,
        stack=stack if stack is not None else result.final_stacks()[number],
        bet=0,
        is_button=config.button == number,
        is_small_blind=config.small_blind_seat == number,
        is_big_blind=config.big_blind_seat == number,
        to_act=False,
        folded=False,
        all_in=False,
        cards=state.shown_cards(number),
        dealt_in=True,
        won=won,
    )


def _board_slots(state: HandState) -> int:
    return (0, 3, 4, 5)[min(state.streets_dealt, 3)]


def _status(state: HandState, names: Mapping[int, str]) -> str:
    if state.is_complete:
        return translate("TableView", "Hand complete: push the pots, then Next Hand")
    brings_in = bring_in_line(state)
    if brings_in is not None:
        return brings_in
    if state.to_act is not None:
        return translate("TableView", "{name} to act (seat {seat})").format(
            name=names[state.to_act], seat=state.to_act
        )
    stud = stud_state(state)
    if stud is not None and stud.awaiting_stud_street is not None:
        return translate("TableView", "Deal {street}").format(
            street=stud_street_in_sentence(stud.awaiting_stud_street)
        )
    upcoming = state.awaiting_board
    if upcoming is not None:
        return translate("TableView", "Deal the {street}").format(
            street=street_label(upcoming).lower()
        )
    return translate("TableView", "show hands or choose the winners")


def with_draw_words(view: TableView, state: HandState) -> TableView:
    """``view`` in a draw game's words: the round and draw for the street, the seat to
    draw in the status and outlined as a seat to act, each seat's draw by its name, and
    no board. Any other game's view is returned as it is."""
    if not is_draw_hand(state):
        return view
    notes = draw_notes(state)
    drawer = state.awaiting_draw
    return replace(
        view,
        seats=tuple(
            # Only the seats that change are copied: the view is built after every action.
            replace(
                seat,
                draw_note=notes.get(seat.seat, ""),
                # The seat to draw is the one the dealer waits for, as a seat to act is.
                to_act=seat.to_act or seat.seat == drawer,
            )
            if seat.seat in notes or seat.seat == drawer
            else seat
            for seat in view.seats
        ),
        street=draw_round_label(state) or view.street,
        status=draw_status(state) or view.status,
        has_board=False,
        board_slots=0,
    )
