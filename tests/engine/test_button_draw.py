"""The draw for a table's first button (issue 23.18): high card wins, spades > hearts >
diamonds > clubs between equal ranks; without a draw the first occupied seat, as before."""

from __future__ import annotations

import pytest

from app.engine.button_draw import high_card_seat
from app.engine.cards import parse_card
from app.engine.director import next_hand_event
from app.engine.errors import FeltboardError, IllegalAction
from app.engine.tournament_events import ButtonDrawn, PlayerSeated, TableTrackingChanged
from app.store.tournament_schema import event_codec, from_snapshot, snapshot_codec, to_snapshot
from tests.tournament_kit import seated


def cards(**by_seat: str) -> tuple[tuple[int, object], ...]:
    return tuple((int(seat[1:]), parse_card(text)) for seat, text in by_seat.items())


def test_the_high_card_wins_and_suits_break_ties_spades_first() -> None:
    assert high_card_seat(cards(s1="Kh", s2="Ks", s3="Qs")) == 2
    assert high_card_seat(cards(s1="2c", s2="2d", s3="2h")) == 3
    assert high_card_seat(cards(s4="Ac", s5="Kd")) == 4


def test_a_card_drawn_twice_or_a_lone_card_is_refused() -> None:
    with pytest.raises(FeltboardError, match="twice"):
        high_card_seat(cards(s1="Kh", s2="Kh"))
    with pytest.raises(IllegalAction, match="a card from each player"):
        high_card_seat(cards(s1="Kh"))


def test_the_first_hand_puts_the_button_where_the_draw_says() -> None:
    recorder = seated(4)  # seats 1-4
    recorder.rec(ButtonDrawn(1, 3, cards(s1="9c", s2="Jd", s3="Ks", s4="Kh")))
    event = next_hand_event(recorder.state, 1, 0.0)
    assert (event.config.button, event.config.small_blind_seat, event.config.big_blind_seat) == (
        3, 4, 1)


def test_the_winning_seat_alone_is_enough() -> None:
    recorder = seated(4)
    recorder.rec(ButtonDrawn(1, 2))
    assert next_hand_event(recorder.state, 1, 0.0).config.button == 2


def test_without_a_draw_the_first_occupied_seat_has_the_button_as_before() -> None:
    recorder = seated(4)
    assert next_hand_event(recorder.state, 1, 0.0).config.button == 1


def test_the_draw_must_name_the_high_card_and_every_player() -> None:
    recorder = seated(3)
    with pytest.raises(IllegalAction, match="The high card is"):
        recorder.rec(ButtonDrawn(1, 1, cards(s1="9c", s2="Jd", s3="Ks")))
    with pytest.raises(IllegalAction, match=r"\(seat 3\) has no card"):
        recorder.rec(ButtonDrawn(1, 2, cards(s1="9c", s2="Jd")))
    with pytest.raises(IllegalAction, match="Seat 7 at table 1 has no player"):
        recorder.rec(ButtonDrawn(1, 7))
    with pytest.raises(IllegalAction, match="Seat 5 at table 1 has no player to draw"):
        recorder.rec(ButtonDrawn(1, 3, cards(s1="9c", s2="Jd", s3="Ks", s5="As")))


def test_no_draw_once_the_table_dealt_or_at_an_untracked_table() -> None:
    recorder = seated(3)
    recorder.deal()
    with pytest.raises(IllegalAction, match="has dealt its first hand"):
        recorder.rec(ButtonDrawn(1, 2))
    other = seated(3)
    other.rec(TableTrackingChanged(1, False))
    with pytest.raises(IllegalAction, match="untracked"):
        other.rec(ButtonDrawn(1, 2))


def test_a_winner_who_left_the_table_leaves_the_first_seat_rule() -> None:
    recorder = seated(4)
    recorder.rec(ButtonDrawn(1, 3))
    recorder.rec(PlayerSeated(3, 1, 8))  # seat 3 moved away before the first hand
    assert next_hand_event(recorder.state, 1, 0.0).config.button == 1


def test_the_draw_is_stored_and_read_back_from_the_journal_and_a_snapshot() -> None:
    event = ButtonDrawn(1, 3, cards(s1="9c", s3="Ks"))
    text = event_codec().encode(event)
    assert text == (
        '{"table":1,"seat":3,"cards":[[1,"9c"],[3,"Ks"]],"kind":"button_drawn"}'
    )
    assert event_codec().decode(text) == event
    recorder = seated(3)
    recorder.rec(ButtonDrawn(1, 2))
    snapshot = snapshot_codec().decode(
        snapshot_codec().encode(to_snapshot(recorder.state, len(recorder.events)))
    )
    assert from_snapshot(snapshot).table(1).button_draw == ButtonDrawn(1, 2)
