"""A draw hand's words on the console, the pad and the TV (issue 27): the round, the seat
to draw, each seat's draw, the hand log and the undo text; the keyboard's Draw mode."""

from __future__ import annotations

from app.engine.cards import parse_cards
from app.engine.config import HandConfig, SeatConfig
from app.engine.events import Called, Checked, Drew
from app.engine.games import Game
from app.engine.hand import HandState, replay
from app.engine.rules import BettingStructure, RuleProfile
from app.engine.tournament_events import HandActed
from app.present.console_keys import (
    Focus,
    KeyPress,
    Mode,
    Route,
    console_mode,
    refusal,
    route,
)
from app.present.draw_view import (
    draw_line,
    draw_notes,
    draw_prompt,
    draw_round_label,
    draw_status,
)
from app.present.narration import hand_log
from app.present.table_view import build_table_view
from app.session.history import step_text


def _config(game: Game = Game.TRIPLE_DRAW) -> HandConfig:
    """Ann, Bob, Cy in seats 1-3, the button on 3, blinds 10/20 on 1 and 2."""
    seats = tuple(
        SeatConfig(number, name, 1_000) for number, name in enumerate(("Ann", "Bob", "Cy"), 1)
    )
    return HandConfig(
        seats=seats, button=3, small_blind_seat=1, big_blind_seat=2, small_blind=10,
        big_blind=20, rules=RuleProfile(structure=BettingStructure.FIXED_LIMIT),
        small_bet=20, big_bet=40, game=game,
    )


# Pre-draw: Cy calls, Ann completes, Bob checks; then the first draw from the button's left.
PRE_DRAW = (Called(3), Called(1), Checked(2))


def _hand(*events: object, game: Game = Game.TRIPLE_DRAW) -> HandState:
    return replay(_config(game), (*PRE_DRAW, *events))  # type: ignore[arg-type]


def test_the_rounds_and_draws_are_named() -> None:
    assert draw_round_label(replay(_config())) == "First betting round"
    state = _hand()
    assert draw_round_label(state) == "First draw"
    assert draw_prompt(state) == "Seat 1 (Ann) draws: 0–5 [digit], 0 stands pat"
    assert draw_status(state) == "Ann to draw (seat 1)"
    state = _hand(Drew(1, 2), Drew(2, 0), Drew(3, 1))
    assert state.awaiting_draw is None
    assert draw_round_label(state) == "Second betting round"
    assert draw_prompt(state) is None and draw_status(state) is None
    state = _hand(Drew(1, 2), Drew(2, 0), Drew(3, 1), Checked(1), Checked(2), Checked(3))
    assert draw_round_label(state) == "Second draw"
    badugi = _hand(game=Game.BADUGI)
    assert draw_prompt(badugi) == "Seat 1 (Ann) draws: 0–4 [digit], 0 stands pat"


def test_each_seat_shows_its_draw_in_the_round_on_show() -> None:
    assert draw_notes(_hand()) == {}  # nobody has drawn yet
    assert draw_notes(_hand(Drew(1, 2))) == {1: "drew 2"}
    after = _hand(Drew(1, 2), Drew(2, 0), Drew(3, 1))
    assert draw_notes(after) == {1: "drew 2", 2: "stands pat", 3: "drew 1"}
    # The second draw under way: only its draws show, not the first's.
    second = _hand(Drew(1, 2), Drew(2, 0), Drew(3, 1), Checked(1), Checked(2), Checked(3),
                   Drew(1, 0))
    assert draw_notes(second) == {1: "stands pat"}


def test_the_table_view_has_no_board_and_outlines_the_seat_to_draw() -> None:
    state = _hand(Drew(1, 2))
    view = build_table_view("Table 1", 9, {1: "Ann", 2: "Bob", 3: "Cy"},
                            {1: 1_000, 2: 1_000, 3: 1_000}, state)
    assert not view.has_board and view.board_slots == 0
    assert view.street == "First draw"
    assert view.status == "Bob to draw (seat 2)"
    seats = {seat.seat: seat for seat in view.seats}
    assert seats[1].draw_note == "drew 2" and seats[2].draw_note == ""
    assert [seat.seat for seat in view.seats if seat.to_act] == [2]
    holdem = replay(_config(Game.HOLDEM))
    assert build_table_view("Table 1", 9, {}, {}, holdem).has_board


def test_the_hand_log_and_the_undo_text_say_the_draws() -> None:
    state = _hand(Drew(1, 2), Drew(2, 0))
    log = hand_log(state.config, state.events)
    assert log[-2:] == ["Ann draws 2", "Bob stands pat"]
    assert draw_line("Cy", 1) == "Cy draws 1"
    typed = _hand(Drew(1, 2, parse_cards("7h Kd"), parse_cards("2c 3s")))
    assert hand_log(typed.config, typed.events)[-1] == "Ann draws 2: 7h Kd for 2c 3s"
    assert step_text(HandActed(1, 4, Drew(2, 0))) == "Stand pat (seat 2)"
    assert step_text(HandActed(1, 4, Drew(2, 3))) == "Draw 3 (seat 2)"


def test_the_keyboard_has_a_draw_mode_where_digits_draw() -> None:
    state = _hand()
    assert console_mode(state) is Mode.DRAW
    assert console_mode(_hand(Drew(1, 2), Drew(2, 0), Drew(3, 1))) is Mode.BETTING
    for digit in "0123456789":
        assert route(Mode.DRAW, Focus.TABLE, KeyPress(text=digit)) is Route.DRAW_COUNT
    assert route(Mode.DRAW, Focus.TABLE, KeyPress(text="F")) is Route.REFUSE
    assert route(Mode.DRAW, Focus.TABLE, KeyPress(text="A")) is Route.REFUSE
    assert route(Mode.DRAW, Focus.TABLE, KeyPress(enter=True)) is Route.SWALLOW
    assert refusal(Mode.DRAW, KeyPress(text="c")) == (
        "'C' does nothing now: a player draws: type how many cards (0 stands pat)"
    )
