"""The seating module's refusals read in the language in use (issue 16, Languages).

Tables, seat draws, late seats, moves and the button: each refusal is hit through the
module's public functions (as the director and the console call them), whole and
translated under ``pseudo_language``, and word for word as before in English.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from app.engine import seating, seating_plans
from app.engine.errors import FeltboardError
from app.engine.seating import HandLineup, Move, Positions, Seating, Table
from tests.i18n.test_tournament_messages import message_of, plain, whole_sentence

ANN_BOB = Table(1, 9, ((1, "Ann"), (2, "Bob")))
FULL_PAIR = Table(2, 2, ((1, "Cat"), (2, "Dan")))
STACKS = {"Ann": 1000, "Bob": 1000}


def _with_ann_again() -> object:
    return ANN_BOB.with_player(3, "Ann")


CASES = [
    pytest.param(lambda: Table(0, 9), "Table numbers start at 1, not 0", id="table-zero"),
    pytest.param(lambda: Table(1, 1), "A table needs at least two seats, not 1",
                 id="table-of-one-seat"),
    pytest.param(lambda: Table(1, 9, ((1, "Ann"), (1, "Bob"))),
                 "Two players share a seat at table 1", id="shared-seat"),
    pytest.param(lambda: Table(1, 9, ((10, "Ann"),)),
                 "Table 1 has seats 1 to 9; there is no seat 10", id="seat-beyond-the-table"),
    pytest.param(lambda: Table(1, 9, ((1, " "),)),
                 "Every seated player at table 1 needs a name", id="nameless-player"),
    pytest.param(lambda: Table(1, 9, ((1, "Ann"), (2, "Ann"))),
                 "A player sits twice at table 1", id="player-twice-at-a-table"),
    pytest.param(_with_ann_again, "Ann already sits at table 1", id="seat-a-player-twice"),
    pytest.param(lambda: ANN_BOB.with_player(2, "Cat"), "Seat 2 at table 1 is taken by Bob",
                 id="seat-taken"),
    pytest.param(lambda: ANN_BOB.without_player("Cat"), "Cat does not sit at table 1",
                 id="unseat-a-stranger"),
    pytest.param(lambda: Positions(0, None, 1), "Seat numbers start at 1", id="position-zero"),
    pytest.param(lambda: seating.first_hand(ANN_BOB, button=5),
                 "The button must go to an occupied seat; seat 5 is empty", id="button-on-empty"),
    pytest.param(lambda: seating.first_hand(Table(1, 9, ((1, "Ann"),))),
                 "Table 1 needs at least two players for a hand", id="hand-for-one"),
    pytest.param(lambda: seating.next_hand(Table(1, 6, ((1, "A"), (2, "B"), (3, "C"))),
                                           Positions(9, 2, 3)),
                 "Table 1 has no seat 9", id="positions-beyond-the-table"),
    pytest.param(lambda: seating.next_big_blind(Table(1, 9), Positions(1, 2, 3)),
                 "Nobody sits at table 1", id="big-blind-at-an-empty-table"),
    pytest.param(lambda: seating.hand_seats(ANN_BOB, HandLineup(1, 2, 5, (1, 2, 5)), STACKS),
                 "Seat 5 at table 1 is empty", id="dealt-an-empty-seat"),
    pytest.param(lambda: seating.hand_seats(ANN_BOB, HandLineup(1, 1, 2, (1, 2)), {"Ann": 5}),
                 "No stack is known for Bob", id="dealt-without-a-stack"),
    # moves
    pytest.param(lambda: seating.verify_move([ANN_BOB], Move("Ann", 3, 1, 1, 5)),
                 "There is no table 3", id="move-from-no-table"),
    pytest.param(lambda: seating.verify_move([ANN_BOB], Move("Ann", 1, 1, 4, 5)),
                 "There is no table 4", id="move-to-no-table"),
    pytest.param(lambda: seating.verify_move([ANN_BOB], Move("Bob", 1, 1, 1, 5)),
                 "Bob is not in seat 1 at table 1", id="move-from-the-wrong-seat"),
    pytest.param(lambda: seating.verify_move([ANN_BOB], Move("Ann", 1, 1, 1, 1)),
                 "Ann already sits in seat 1", id="move-to-the-same-seat"),
    pytest.param(lambda: seating.apply_move([ANN_BOB, FULL_PAIR], Move("Ann", 1, 1, 2, 1)),
                 "Seat 1 at table 2 is taken by Cat", id="move-to-a-full-table"),
    pytest.param(lambda: seating.verify_move([ANN_BOB, FULL_PAIR], Move("Ann", 1, 1, 2, 3)),
                 "Table 2 has seats 1 to 2; there is no seat 3", id="move-beyond-the-table"),
    # seatings, late seats, draws
    pytest.param(lambda: seating.verify_seating([ANN_BOB], Seating("Ann", 1, 5)),
                 "Ann already sits at table 1", id="seat-a-seated-player"),
    pytest.param(lambda: seating.verify_seating([ANN_BOB], Seating(" ", 1, 5)),
                 "A seated player needs a name", id="seat-nameless"),
    pytest.param(lambda: seating.apply_seating([ANN_BOB], Seating("Cat", 5, 1)),
                 "There is no table 5", id="seat-at-no-table"),
    pytest.param(lambda: seating_plans.late_seat([FULL_PAIR], "Eve", seed=1),
                 "Every table is full; open another table first", id="late-seat-when-full"),
    pytest.param(lambda: seating_plans.late_seat([ANN_BOB, FULL_PAIR], "Bob", seed=1),
                 "Bob already sits at table 1", id="late-seat-a-seated-player"),
    pytest.param(lambda: seating_plans.late_seat([ANN_BOB, Table(1, 9)], "Eve", seed=1),
                 "Two tables have the same number", id="tables-with-one-number"),
    pytest.param(lambda: seating_plans.late_seat([ANN_BOB, Table(2, 9, ((1, "Ann"),))], "Eve",
                                                 seed=1),
                 "A player sits at two tables", id="player-at-two-tables"),
    pytest.param(lambda: seating_plans.tables_needed(5, 1),
                 "A table needs at least two seats, not 1",
                 id="tables-of-one-seat"),
    pytest.param(lambda: seating_plans.tables_needed(-1, 9),
                 "The number of players cannot be negative (-1)", id="negative-players"),
    pytest.param(lambda: seating_plans.draw_seats([" "], table_count=1, seat_count=9, seed=1),
                 "Every player in the draw needs a name", id="draw-a-nameless-player"),
    pytest.param(lambda: seating_plans.draw_seats(["A", "A"], table_count=1, seat_count=9, seed=1),
                 "A player is entered twice in the seat draw", id="draw-a-player-twice"),
    pytest.param(lambda: seating_plans.draw_seats(["A"], table_count=0, seat_count=9, seed=1),
                 "The draw needs at least one table, not 0", id="draw-without-tables"),
    pytest.param(lambda: seating_plans.draw_seats(["A"], table_count=1, seat_count=1, seed=1),
                 "A table needs at least two seats, not 1", id="draw-at-one-seat-tables"),
    pytest.param(lambda: seating_plans.draw_seats(list("ABCDE"), table_count=1, seat_count=2,
                                                  seed=1),
                 "5 players do not fit at 1 tables of 2", id="draw-too-many"),
    # balancing
    pytest.param(lambda: seating_plans.suggest_balance([ANN_BOB], max_difference=0, seed=1),
                 "Tables can differ by at least one player, not 0", id="balance-by-nothing"),
    pytest.param(lambda: seating_plans.plan_moves([ANN_BOB], max_difference=0, seed=1),
                 "Tables can differ by at least one player, not 0", id="plan-by-nothing"),
    pytest.param(
        lambda: seating_plans.suggest_balance(
            [Table(1, 6, tuple((s, f"P{s}") for s in range(1, 6))), Table(2, 6, ((1, "Q"),))],
            {1: Positions(9, 2, 3)}, seed=1,
        ),
        "Table 1 has no seat 9", id="balance-with-positions-beyond-the-table",
    ),
]


@pytest.mark.parametrize(("trigger", "english"), CASES)
def test_the_seating_refusal_is_one_translated_sentence(
    trigger: Callable[[], object], english: str, pseudo_language: Callable[[str], bool]
) -> None:
    message = message_of(trigger)
    assert whole_sentence(message, pseudo_language), message
    assert plain(message) == english


@pytest.mark.parametrize(("trigger", "english"), CASES)
def test_the_seating_refusal_reads_as_before_in_english(
    trigger: Callable[[], object], english: str
) -> None:
    assert message_of(trigger) == english


def test_can_seat_and_can_move_answer_without_a_message(
    pseudo_language: Callable[[str], bool],
) -> None:
    """The yes/no questions behind the buttons do not depend on the language."""
    assert not seating.can_seat([ANN_BOB], Seating("Ann", 1, 5))
    assert seating.can_seat([ANN_BOB], Seating("Cat", 1, 5))
    assert not seating.can_move([ANN_BOB, FULL_PAIR], Move("Ann", 1, 1, 2, 1))
    assert seating.can_move([ANN_BOB, FULL_PAIR], Move("Ann", 1, 1, 1, 5))
    with pytest.raises(FeltboardError) as caught:
        seating.verify_move([ANN_BOB, FULL_PAIR], Move("Ann", 1, 1, 2, 1))
    assert pseudo_language(str(caught.value))
