"""A rebuy keeps the seat, a re-entry draws one (issue 23.3).

Before, a rebuy after a bust left the player "not seated" (seat "—") and nothing told
the host; "Seat players" could then send them to another table. Now the entry and the
seat are one step: the rebuy sits in the seat the player busted from while it is free,
and a re-entry (a new entry, TDA 8) draws a new seat.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.engine.director import seat_on_return
from app.engine.entry_options import EntryKind
from app.engine.tournament import apply_event
from app.engine.tournament_events import EntryTaken, PlayerRegistered, PlayerSeated, TableOpened
from app.session.models import StandingsColumn
from app.ui.main_window import MainWindow
from tests.ui import test_screen_truth as truth
from tests.ui.test_screen_truth import (
    Console,
    assert_felt_is_true,
    dan_busts,
    felt,
    select_player,
)

# The four-handed console of the screen-truth tests: Ann, Bob, Cat and Dan in seats 1-4.
four_handed = truth.four_handed
console = truth.console

DAN = 4


def seat_cells(window: MainWindow, player: int) -> tuple[str, str]:
    model = window.players.model
    row = next(r for r in range(model.rowCount()) if model.player_id(r) == player)
    cell = lambda column: model.index(row, column).data(Qt.ItemDataRole.DisplayRole)  # noqa: E731
    return cell(StandingsColumn.SEAT), cell(StandingsColumn.STATUS)


def test_a_rebuy_after_a_bust_sits_in_the_same_seat_and_the_seat_says_so(
    console: Console,
) -> None:
    window = console()
    dan_busts(window)
    assert window.session.state.player(DAN).seat_before_bust == (1, 4)
    select_player(window, DAN)
    window.players.take_entry(EntryKind.REBUY)
    dan = window.session.state.player(DAN)
    assert (dan.rebuys, dan.table, dan.seat, dan.stack) == (1, 1, 4, 1000)
    assert seat_cells(window, DAN) == ("T1 S4", "playing")
    assert {s.seat: s.player for s in felt(window).seats if not s.empty}[4] == "Dan"
    assert window.players.error_label.text() == ""
    assert_felt_is_true(window)
    stack = window.session.undo_stack
    assert stack.undoText() == "Rebuy (player 4)"
    stack.undo()  # one step: the rebuy and its seat go together
    dan = window.session.state.player(DAN)
    assert (dan.busted, dan.table, dan.rebuys) == (True, None, 0)
    stack.redo()
    assert window.session.state.player(DAN).seat == 4


def test_a_rebuy_whose_seat_was_taken_draws_a_free_one(console: Console) -> None:
    window = console()
    dan_busts(window)
    session = window.session
    assert session.record(PlayerRegistered(5, "Eve")) is None
    assert session.record(PlayerSeated(5, 1, 4)) is None  # Eve took Dan's seat
    select_player(window, DAN)
    window.players.take_entry(EntryKind.REBUY)
    dan = session.state.player(DAN)
    assert dan.table == 1 and dan.seat not in (1, 2, 3, 4)
    assert seat_cells(window, DAN)[1] == "playing"
    assert_felt_is_true(window)


def test_a_re_entry_draws_a_seat_at_once(console: Console) -> None:
    window = console()
    dan_busts(window)
    select_player(window, DAN)
    window.players.take_entry(EntryKind.RE_ENTRY)
    dan = window.session.state.player(DAN)
    assert (dan.re_entries, dan.table) == (1, 1)
    assert dan.seat is not None and seat_cells(window, DAN)[1] == "playing"
    assert window.session.state.table(1).occupant(dan.seat) == DAN
    assert_felt_is_true(window)


def test_with_every_seat_full_the_host_is_told_to_open_a_table(console: Console) -> None:
    window = console()
    dan_busts(window)
    session = window.session
    for number, seat in zip(range(5, 11), (4, 5, 6, 7, 8, 9), strict=True):
        assert session.record(PlayerRegistered(number, f"Player {number}")) is None
        assert session.record(PlayerSeated(number, 1, seat)) is None
    select_player(window, DAN)
    window.players.take_entry(EntryKind.REBUY)
    assert session.state.player(DAN).rebuys == 1 and session.state.player(DAN).table is None
    assert window.players.error_label.text() == (
        "Dan is back in but has no seat: every table is full. Open a table, then Seat players"
    )
    assert session.record(TableOpened(2, 9)) is None


def test_seat_on_return_keeps_an_add_on_where_it_is(console: Console) -> None:
    window = console()
    state = window.session.state
    after = apply_event(state, EntryTaken(2, EntryKind.ADD_ON, 0.0))
    assert seat_on_return(after, 2, EntryKind.ADD_ON, seed=1) is None
