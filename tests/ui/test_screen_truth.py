"""The console's screen tells the truth (issue 12).

- The felt between hands shows the table as it is now, each player once: every kind of
  change a director makes between hands (rebuy, add-on, re-entry, color-up, move, chip
  count) is made through the console, then the felt is compared with the tournament. The
  finished hand's result (winnings, pots) stays on show.
- The hand log announces a bust and its place; the clock bar reads a big-blind ante as one.
- The Players and Hands lists keep their selection through every change.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.engine.cards import parse_cards
from app.engine.clock import ClockStarted, LevelJumped
from app.engine.entry_options import EntryKind
from app.engine.events import (
    Called,
    CardsShown,
    FlopDealt,
    Folded,
    HandEvent,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.tournament_events import (
    ChipsColoredUp,
    ChipsCounted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
    TableTrackingChanged,
)
from app.present.table_view import TableView
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.tournament_kit import NAMES, SETUP
from tests.ui.conftest import FixedClock

Console = Callable[[], MainWindow]


@pytest.fixture
def four_handed(tmp_path: Path) -> Iterator[TournamentFile]:
    """Ann, Bob, Cat and Dan in seats 1-4 of a 9-seat table, 1,000 chips each; rebuys,
    add-ons and re-entries open until level 2 (the clock has not started: level 1)."""
    file = TournamentFile.create(tmp_path / "t.feltboard", SETUP)
    file.record(TableOpened(1, 9))
    for number in range(1, 5):
        file.record(PlayerRegistered(number, NAMES[number - 1]))
        file.record(PlayerSeated(number, 1, number))
    yield file
    file.close()


@pytest.fixture
def console(qtbot: QtBot, four_handed: TournamentFile) -> Console:
    def make() -> MainWindow:
        window = MainWindow(LiveTournament(four_handed, clock=FixedClock()))
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


def felt(window: MainWindow) -> TableView:
    view = window.table_widget.view
    assert view is not None
    return view


def assert_felt_is_true(window: MainWindow) -> None:
    """Every seat on the felt holds who the tournament says, with their chips now."""
    state = window.session.state
    table = state.table(window.current_table)
    seated = dict(table.seats)
    shown = [seat for seat in felt(window).seats if not seat.empty]
    assert {seat.seat: seat.player for seat in shown} == {
        seat: state.player(player).name for seat, player in seated.items()
    }
    assert {seat.seat: seat.stack for seat in shown} == {
        seat: state.player(player).stack for seat, player in seated.items()
    }
    names = [seat.player for seat in shown]
    assert len(names) == len(set(names)), f"a player shows twice: {names}"


def play(window: MainWindow, choose: Callable[[int], HandEvent]) -> None:
    """Deal a hand and play it to its end: ``choose`` gets the seat to act."""
    window.action_bar.next_hand()
    session = window.session
    while (hand := session.state.table(1).hand_state) is not None:
        seat = hand.to_act
        assert seat is not None
        assert session.act(1, choose(seat)) is None


def fold_to_the_big_blind(window: MainWindow) -> None:
    play(window, Folded)


def dan_busts(window: MainWindow) -> None:
    """Hand: Dan (seat 4) is all-in with 7-2, Ann calls with aces and wins it all."""
    window.action_bar.next_hand()
    session = window.session
    hole = {1: "As Ad", 4: "7c 2d"}
    while (hand := session.state.table(1).hand_state) is not None:
        seat = hand.to_act
        if seat is None:
            break
        if seat == 4:
            event: HandEvent = WentAllIn(4)
        elif seat == 1:
            event = Called(1)
        else:
            event = Folded(seat)
        assert session.act(1, event) is None
    board = parse_cards("Kh 9s 5c 3h Jd")
    for event in (FlopDealt(board[:3]), TurnDealt(board[3:4]), RiverDealt(board[4:])):
        assert session.act(1, event) is None
    while (hand := session.state.table(1).hand_state) is not None:
        seat = next(s for s in hand.showdown_order if not hand.shown_cards(s))
        assert session.act(1, CardsShown(seat, parse_cards(hole[seat]))) is None
    assert session.state.player(4).busted


def select_player(window: MainWindow, player: int) -> None:
    panel = window.players
    row = next(r for r in range(panel.model.rowCount()) if panel.model.player_id(r) == player)
    panel.view.selectRow(row)


def test_after_a_rebuy_the_felt_shows_the_new_stack_and_the_result_stays(
    console: Console,
) -> None:
    window = console()
    fold_to_the_big_blind(window)
    before = {s.seat: s for s in felt(window).seats}
    assert before[3].won > 0  # the big blind's winnings are on show
    assert felt(window).between_hands
    assert not any(s.folded or s.all_in for s in before.values())  # the hand is over
    select_player(window, 1)
    window.players.take_entry(EntryKind.REBUY)
    assert window.session.state.player(1).rebuys == 1
    after = {s.seat: s for s in felt(window).seats}
    assert after[1].stack == before[1].stack + 1000
    assert after[3].won == before[3].won  # the finished hand's result is still shown
    assert felt(window).pots and felt(window).status.startswith("Hand complete")
    assert_felt_is_true(window)


def test_after_an_add_on_the_felt_shows_the_new_stack(console: Console) -> None:
    window = console()
    fold_to_the_big_blind(window)
    select_player(window, 2)
    window.players.take_entry(EntryKind.ADD_ON)
    assert window.session.state.player(2).add_ons == 1
    assert {s.seat: s.stack for s in felt(window).seats}[2] > 2000
    assert_felt_is_true(window)


def test_a_re_entered_player_shows_once_at_the_new_seat(console: Console) -> None:
    window = console()
    dan_busts(window)
    assert felt(window).seats[3].empty  # seat 4: Dan is out, his seat is free
    assert_felt_is_true(window)
    select_player(window, 4)
    window.players.take_entry(EntryKind.RE_ENTRY)
    select_player(window, 4)
    window.players.seat_edit.setText("1/6")
    window.players.move_selected()
    state = window.session.state
    assert (state.player(4).table, state.player(4).seat, state.player(4).stack) == (1, 6, 1000)
    names = [seat.player for seat in felt(window).seats]
    assert names.count("Dan") == 1
    seats = {s.seat: s for s in felt(window).seats}
    assert seats[4].empty and (seats[6].player, seats[6].stack) == ("Dan", 1000)
    assert seats[6].won == 0 and not seats[6].cards  # none of his old hand follows him
    assert seats[1].won > 0 and seats[1].cards  # Ann's win is still on show
    assert_felt_is_true(window)


def test_after_a_color_up_the_felt_shows_the_raced_stacks(console: Console) -> None:
    window = console()
    fold_to_the_big_blind(window)
    state = window.session.state
    stacks = {p.id: p.stack for p in state.players}
    assert stacks[2] % 100 and stacks[3] % 100  # the blinds' stacks hold 25s
    raced = tuple((p, round(s / 100) * 100) for p, s in stacks.items())
    assert window.session.record(ChipsColoredUp(25, raced)) is None
    assert all(seat.stack % 100 == 0 for seat in felt(window).seats)
    assert_felt_is_true(window)


def test_after_a_move_the_felt_shows_the_player_at_the_new_seat_only(console: Console) -> None:
    window = console()
    fold_to_the_big_blind(window)
    select_player(window, 3)
    window.players.seat_edit.setText("1/8")
    window.players.move_selected()
    seats = {s.seat: s for s in felt(window).seats}
    assert seats[3].empty and seats[8].player == "Cat"
    assert seats[8].won == 0  # Cat's winnings belong to seat 3's hand, now empty
    assert_felt_is_true(window)


def test_after_a_chip_count_the_felt_shows_the_counted_stacks(console: Console) -> None:
    window = console()
    fold_to_the_big_blind(window)
    session = window.session
    assert session.record(TableTrackingChanged(1, False)) is None
    total = sum(p.stack for p in session.state.players)
    counts = ((1, 1500), (2, 500), (3, total - 3000), (4, 1000))
    assert session.record(ChipsCounted(1, counts)) is None
    assert {s.seat: s.stack for s in felt(window).seats if not s.empty} == dict(counts)
    assert_felt_is_true(window)


def test_a_past_hand_replayed_still_shows_its_own_final_stacks(console: Console) -> None:
    window = console()
    dan_busts(window)
    window.review_hand(1)
    window.review.go(10_000)  # clamped to the hand's last step
    seats = {s.seat: s for s in felt(window).seats}
    assert seats[4].player == "Dan" and seats[4].stack == 0
    assert seats[1].stack == 2075 and seats[1].won == 2075  # Ann took the blinds and Dan
    window.end_review()
    assert_felt_is_true(window)


# ----- words on the console -------------------------------------------------------------------


def test_the_hand_log_announces_the_bust_with_the_place(console: Console) -> None:
    window = console()
    dan_busts(window)
    lines = window.hand_log.lines
    assert lines[-1] == "Dan finishes 4th"
    assert any(line.startswith("Main pot: ") for line in lines)
    fold_to_the_big_blind(window)  # the next hand knocks nobody out
    assert not any("finishes" in line for line in window.hand_log.lines)


def test_the_result_under_the_felt_announces_the_bust(console: Console) -> None:
    window = console()
    dan_busts(window)
    result = window.action_bar.result_label.text().splitlines()
    assert result[0].startswith("Hand ") and result[0].endswith(" result:")
    assert result[-1] == "Dan finishes 4th"
    window.session.undo_stack.undo()  # the hand's last action: Dan is back in the hand
    window.session.undo_stack.redo()
    assert window.action_bar.result_label.text().splitlines()[-1] == "Dan finishes 4th"


def test_the_clock_bar_reads_bb_ante_at_a_big_blind_ante_level(console: Console) -> None:
    window = console()
    session = window.session
    assert session.record(ClockStarted(session.now())) is None
    assert session.record(LevelJumped(session.now(), 3)) is None  # level 3: 100/200, BB ante 200
    assert window.clock_bar.level_label.text() == "Level 3: 100/200, BB ante 200"
    assert window.clock_bar.next_label.text().startswith("Next: 200/400, BB ante 400")


# ----- lists keep their selection --------------------------------------------------------------


def test_the_players_list_keeps_the_selected_player_through_changes(
    qtbot: QtBot, console: Console
) -> None:
    window = console()
    panel = window.players
    select_player(window, 4)
    resets: list[str] = []
    panel.model.modelReset.connect(lambda: resets.append("reset"))
    qtbot.mouseClick(window.clock_bar.run_button, Qt.MouseButton.LeftButton)
    assert window.session.clock_state().started
    assert panel.selected_player() == 4
    fold_to_the_big_blind(window)
    assert panel.selected_player() == 4
    panel.name_edit.setText("Eve")
    qtbot.keyClick(panel.name_edit, Qt.Key.Key_Return)
    assert window.session.state.player(5).name == "Eve"
    assert panel.selected_player() == 4
    assert resets == []


def test_the_hands_list_keeps_the_selected_hands_through_changes(
    qtbot: QtBot, console: Console
) -> None:
    window = console()
    fold_to_the_big_blind(window)
    fold_to_the_big_blind(window)
    panel = window.hands
    rows = {panel.model.hand_number(row): row for row in range(panel.model.rowCount())}
    panel.view.selectRow(rows[1])
    qtbot.mouseClick(window.clock_bar.run_button, Qt.MouseButton.LeftButton)
    fold_to_the_big_blind(window)
    assert panel.model.hand_number(0) == 3
    assert panel.selected_hands() == [1]
