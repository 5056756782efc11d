"""The console's keyboard table, without Qt: modes, enabled commands, key routing."""

from __future__ import annotations

import pytest

from app.engine.cards import parse_cards
from app.engine.config import HandConfig, SeatConfig, Street
from app.engine.events import Called, Checked, FlopDealt, Folded
from app.engine.hand import HandState, replay
from app.present.console_keys import (
    HINTS,
    MEANINGS,
    Command,
    Focus,
    KeyPress,
    Mode,
    Route,
    command_for,
    console_mode,
    enabled,
    keymap,
    refusal,
    route,
)
from app.session.intent import board_event, parse_amount, wager_event


def three_handed() -> HandState:
    config = HandConfig(
        seats=tuple(SeatConfig(seat, f"P{seat}", 10_000) for seat in (1, 2, 3)),
        button=1,
        small_blind_seat=2,
        big_blind_seat=3,
        small_blind=50,
        big_blind=100,
    )
    return replay(config)


def betting() -> HandState:
    return three_handed()


def board_due() -> HandState:
    state = three_handed()
    for _ in range(3):
        legal = state.legal_actions()
        assert legal is not None
        state = state.apply(Checked(legal.seat) if legal.can_check else Called(legal.seat))
    assert state.awaiting_board is Street.FLOP
    return state


def showdown() -> HandState:
    state = board_due().apply(FlopDealt(parse_cards("2c 7d 9h")))
    while (legal := state.legal_actions()) is not None or state.awaiting_board is not None:
        if legal is None:
            state = state.apply(board_event(state, ""))  # turn and river without cards
        else:
            state = state.apply(Checked(legal.seat))
    return state


def test_the_mode_follows_the_hand() -> None:
    assert console_mode(None) is Mode.WAITING
    assert console_mode(None, hands_played=3) is Mode.BETWEEN
    assert console_mode(None, can_deal=False) is Mode.NO_PLAY
    assert console_mode(betting()) is Mode.BETTING
    assert console_mode(betting(), typing_amount=True) is Mode.AMOUNT
    assert console_mode(betting(), all_in_asked=True) is Mode.CONFIRM_ALL_IN
    assert console_mode(board_due()) is Mode.BOARD
    assert console_mode(board_due(), typing_amount=True) is Mode.BOARD
    assert console_mode(showdown()) is Mode.SHOWDOWN
    for hand in (None, betting(), board_due(), showdown()):
        assert console_mode(hand, reviewing=True) is Mode.REVIEW


def test_each_command_means_something_only_where_it_should() -> None:
    hand_commands = {Command.FOLD, Command.CHECK_CALL, Command.WAGER, Command.ALL_IN}
    assert hand_commands <= enabled(Mode.BETTING)
    assert enabled(Mode.AMOUNT) & hand_commands == {Command.WAGER}
    assert enabled(Mode.CONFIRM_ALL_IN) == {Command.ALL_IN}
    assert enabled(Mode.CONFIRM_BREAK_DEAL) == {Command.NEXT_HAND}  # no undo mid-question
    assert Command.DEAL_BOARD in enabled(Mode.BOARD)
    assert not enabled(Mode.BOARD) & hand_commands
    for mode in Mode:
        assert (Command.NEXT_HAND in enabled(mode)) == (mode in (
            Mode.WAITING, Mode.BETWEEN, Mode.BREAK, Mode.CONFIRM_BREAK_DEAL
        ))
        in_hand = mode in (Mode.BETTING, Mode.AMOUNT, Mode.BOARD, Mode.DRAW, Mode.SHOWDOWN)
        assert (Command.MISDEAL in enabled(mode)) == in_hand
    assert enabled(Mode.REVIEW) == {Command.END_REVIEW}  # no N, no undo while reviewing


def test_every_mode_has_a_hint_and_a_meaning_table() -> None:
    assert set(HINTS) == set(Mode) == set(MEANINGS)
    assert all(HINTS[mode] for mode in Mode)


def test_keymap_binds_each_mode_to_its_handlers() -> None:
    handlers = {command: command.name for command in Command}
    table = keymap(handlers)
    assert set(table) == set(Mode)
    assert table[Mode.BETWEEN] == {
        Command.NEXT_HAND: "NEXT_HAND", Command.UNDO: "UNDO", Command.REDO: "REDO"
    }
    assert Command.NEXT_HAND not in table[Mode.REVIEW]


T = KeyPress


@pytest.mark.parametrize(
    ("mode", "focus", "key", "board", "expected"),
    [
        # Esc always gives the keyboard back to the table.
        (Mode.AMOUNT, Focus.AMOUNT_BOX, T(escape=True), "", Route.TABLE),
        (Mode.BOARD, Focus.CARD_BOX, T(escape=True), "Ah", Route.TABLE),
        (Mode.BETTING, Focus.OTHER_TEXT, T(escape=True), "", Route.TABLE),
        (Mode.REVIEW, Focus.TABLE, T(escape=True), "", Route.TABLE),
        # Cards typed anywhere while a street is due go to the card box.
        (Mode.BOARD, Focus.TABLE, T(text="A"), "", Route.TO_CARDS),
        (Mode.BOARD, Focus.TABLE, T(text="7"), "", Route.TO_CARDS),
        (Mode.BOARD, Focus.CLOCK, T(text="K"), "", Route.TO_CARDS),
        (Mode.BOARD, Focus.TABLE, T(text="d"), "Ah K", Route.TO_CARDS),
        (Mode.BOARD, Focus.TABLE, T(text="c"), "Ah Kd 7", Route.TO_CARDS),
        (Mode.BOARD, Focus.TABLE, T(text=" ", space=True), "Ah", Route.TO_CARDS),
        (Mode.SHOWDOWN, Focus.TABLE, T(text="Q"), "", Route.TO_CARDS),
        # ... but a letter that cannot start a card is still a command (or a refusal).
        (Mode.BOARD, Focus.TABLE, T(text="D"), "", Route.PASS),
        (Mode.BOARD, Focus.TABLE, T(text="C"), "", Route.REFUSE),
        (Mode.BOARD, Focus.TABLE, T(enter=True), "Ah Kd 7c", Route.SUBMIT),
        # Inside a card box everything is typing.
        (Mode.BOARD, Focus.CARD_BOX, T(text="d"), "", Route.PASS),
        # The amount box takes digits; R bets; other letters are refused, not typed.
        (Mode.AMOUNT, Focus.AMOUNT_BOX, T(text="5"), "", Route.PASS),
        (Mode.AMOUNT, Focus.AMOUNT_BOX, T(text=","), "", Route.PASS),
        (Mode.AMOUNT, Focus.AMOUNT_BOX, T(), "", Route.PASS),  # Backspace, arrows
        (Mode.AMOUNT, Focus.AMOUNT_BOX, T(enter=True), "", Route.PASS),
        (Mode.AMOUNT, Focus.AMOUNT_BOX, T(text="r"), "", Route.SUBMIT),
        (Mode.AMOUNT, Focus.AMOUNT_BOX, T(text="f"), "", Route.REFUSE),
        (Mode.AMOUNT, Focus.AMOUNT_BOX, T(text="A"), "", Route.REFUSE),
        # Betting from the felt: digits start an amount, A asks first.
        (Mode.BETTING, Focus.TABLE, T(text="2"), "", Route.TO_AMOUNT),
        (Mode.BETTING, Focus.TABLE, T(text="F"), "", Route.PASS),
        (Mode.BETTING, Focus.TABLE, T(text="a"), "", Route.ASK_ALL_IN),
        (Mode.CONFIRM_ALL_IN, Focus.TABLE, T(text="A"), "", Route.PASS),
        (Mode.CONFIRM_ALL_IN, Focus.TABLE, T(text="h"), "", Route.REFUSE),
        (Mode.BETTING, Focus.TABLE, T(enter=True), "", Route.SWALLOW),
        # Space: the clock's only when the clock has the keyboard.
        (Mode.BETTING, Focus.TABLE, T(text=" ", space=True), "", Route.SWALLOW),
        (Mode.BETWEEN, Focus.TABLE, T(text=" ", space=True), "", Route.SWALLOW),
        (Mode.BETTING, Focus.CLOCK, T(text=" ", space=True), "", Route.PASS),
        (Mode.REVIEW, Focus.OTHER_CONTROL, T(text=" ", space=True), "", Route.PASS),
        (Mode.BETTING, Focus.OTHER_CONTROL, T(text="F"), "", Route.PASS),
        (Mode.BOARD, Focus.OTHER_CONTROL, T(text="K"), "", Route.TO_CARDS),
        # Wrong state: refused visibly.
        (Mode.BETWEEN, Focus.TABLE, T(text="C"), "", Route.REFUSE),
        (Mode.REVIEW, Focus.TABLE, T(text="N"), "", Route.REFUSE),
        (Mode.BETTING, Focus.TABLE, T(text="N"), "", Route.REFUSE),
        # Text boxes elsewhere and shortcuts with Ctrl are left alone.
        (Mode.BETTING, Focus.OTHER_TEXT, T(text="F"), "", Route.PASS),
        (Mode.BOARD, Focus.TABLE, T(text="z", modified=True), "", Route.PASS),
        (Mode.AMOUNT, Focus.AMOUNT_BOX, T(text="a", modified=True), "", Route.PASS),
    ],
)
def test_route(mode: Mode, focus: Focus, key: KeyPress, board: str, expected: Route) -> None:
    assert route(mode, focus, key, board) is expected


def test_command_letters() -> None:
    assert command_for(T(text="f")) is Command.FOLD
    assert command_for(T(text="N")) is Command.NEXT_HAND
    assert command_for(T(text="x")) is None
    assert command_for(T(text="c", modified=True)) is None


def test_refusals_are_worded_for_the_dealer() -> None:
    assert refusal(Mode.BETWEEN, T(text="c")) == (
        "'C' does nothing now: no hand is in play; N deals the next hand"
    )
    assert refusal(Mode.REVIEW, T(text="n"), 4) == (
        "'N' does nothing now: you are reviewing hand 4; Esc goes back to the live table"
    )
    assert refusal(Mode.AMOUNT, T(text="f")).startswith("'f' is not part of an amount")
    assert refusal(Mode.CONFIRM_ALL_IN, T(text="h")) == "All-in cancelled: nothing recorded"
    assert "betting is over" in refusal(Mode.BOARD, T(text="C"))


def test_folded_hand_needs_no_board() -> None:
    state = three_handed()
    for _ in range(2):
        legal = state.legal_actions()
        assert legal is not None
        state = state.apply(Folded(legal.seat))
    assert state.is_complete


def test_typed_amounts_mean_bet_raise_or_all_in() -> None:
    assert parse_amount(" 2,400 ") == 2400
    state = three_handed()  # facing the big blind: a number is a raise
    seat = state.legal_actions().seat
    assert wager_event(state, "300").kind == "raised"
    assert wager_event(state, "10,000").kind == "all_in"
    assert wager_event(state, "10000").seat == seat
    with pytest.raises(ValueError, match="is not a number of chips"):
        wager_event(state, "250fff")
    flop = board_due().apply(FlopDealt(parse_cards("2c 7d 9h")))
    assert wager_event(flop, "100").kind == "bet"
    with pytest.raises(ValueError, match="Nobody is to act"):
        wager_event(board_due(), "100")
    with pytest.raises(ValueError, match="No street is due"):
        board_event(three_handed(), "Ah Kd 7c")
    assert board_event(board_due(), "Ah Kd 7c") == FlopDealt(parse_cards("Ah Kd 7c"))


def test_at_a_break_n_asks_and_only_a_second_n_deals() -> None:
    assert console_mode(None, hands_played=3, on_break=True) is Mode.BREAK
    assert console_mode(None, on_break=True, break_deal_asked=True) is Mode.CONFIRM_BREAK_DEAL
    assert console_mode(None, can_deal=False, on_break=True) is Mode.NO_PLAY
    asked = Mode.CONFIRM_BREAK_DEAL
    assert route(asked, Focus.TABLE, T(text="n")) is Route.PASS
    assert route(asked, Focus.TABLE, T(text="f")) is Route.REFUSE
    assert route(asked, Focus.TABLE, T(escape=True)) is Route.TABLE
    assert refusal(asked, T(text="f")) == "No hand dealt: the break goes on"
    assert refusal(Mode.BREAK, T(text="f")) == (
        "'F' does nothing now: it is the break; N asks to deal a hand anyway"
    )


def test_b_records_the_button_draw_only_before_a_tables_first_hand() -> None:
    assert {mode for mode in Mode if Command.BUTTON_DRAW in enabled(mode)} == {Mode.WAITING}
    assert command_for(T(text="b")) is Command.BUTTON_DRAW
    assert route(Mode.WAITING, Focus.TABLE, T(text="b")) is Route.PASS
    assert route(Mode.BETWEEN, Focus.TABLE, T(text="B")) is Route.REFUSE
    assert "B records the draw for the button" in HINTS[Mode.WAITING]
