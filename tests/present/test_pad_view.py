"""The pad view: what the console shows for one table, as JSON, from the engine's facts."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import replace

import pytest

from app.engine.errors import FeltboardError
from app.engine.events import (
    Called,
    Checked,
    FlopDealt,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.games import Game
from app.engine.rules import BettingStructure, RuleProfile
from app.engine.sizes import half_pot_to, pot_to
from app.engine.structure import BlindStructure, Level
from app.engine.tournament_events import ButtonDrawn, TableTrackingChanged
from app.present.pad_view import build_pad_view
from app.present.table_view import build_table_view
from tests.tournament_kit import SETUP, Recorder, live_hand, seat_events, seated


def dealt(recorder: Recorder | None = None) -> Recorder:
    recorder = recorder or seated(3)
    recorder.deal()
    return recorder


def test_between_hands_the_pad_offers_the_deal() -> None:
    recorder = seated(3)
    view = build_pad_view(recorder.state, 1, 0.0)
    assert view["mode"] == "waiting" and view["hand"] is None
    assert view["title"] == "Table 1" and view["tracked"] is True
    assert view["deal"] == {"can": True, "reason": ""}
    assert view["actions"] is None and view["showdown"] is None and view["board_due"] is None
    assert [s["player"] for s in view["seats"][:4]] == ["Ann", "Bob", "Cat", None]
    assert view["last_result"] is None
    assert json.loads(json.dumps(view)) == view  # plain JSON, nothing else


def test_the_seats_board_pots_and_status_are_the_consoles() -> None:
    state = dealt().state
    hand = live_hand(state)
    view = build_pad_view(state, 1, 0.0)
    table = state.table(1)
    console = build_table_view(
        "Table 1", table.seat_count,
        {seat: state.player(p).name for seat, p in table.seats},
        {seat: state.player(p).stack for seat, p in table.seats}, hand,
    )
    assert view["status"] == console.status and view["street"] == "Pre-flop"
    assert table.hand is not None and view["hand"] == table.hand.number
    reason = f"Hand {table.hand.number} is still in progress"
    assert view["deal"] == {"can": False, "reason": reason}
    assert [(s["seat"], s["player"], s["stack"], s["bet"]) for s in view["seats"]] == [
        (s.seat, s.player, s.stack, s.bet) for s in console.seats
    ]
    flags = [(s["button"], s["small_blind"], s["big_blind"], s["to_act"]) for s in view["seats"]]
    assert flags == [
        (s.is_button, s.is_small_blind, s.is_big_blind, s.to_act) for s in console.seats
    ]
    assert view["pot_total"] == hand.pot_total and view["in_front"] == console.in_front == 75


def test_the_legal_actions_carry_the_engines_amounts() -> None:
    state = dealt().state
    hand = live_hand(state)
    legal = hand.legal_actions()
    assert legal is not None
    actions = build_pad_view(state, 1, 0.0)["actions"]
    assert actions["seat"] == legal.seat and actions["player"] == hand.config.player(legal.seat)
    assert actions["check"] is False and actions["call"] == legal.call_amount == 50
    assert actions["call_text"] == "Call 50"
    assert actions["raise"] is True and actions["bet"] is False
    assert actions["wager_label"] == "Raise to"
    assert (actions["min_to"], actions["max_to"]) == (legal.min_to, legal.max_to) == (100, 1000)
    assert actions["half_pot_to"] == half_pot_to(hand)
    assert actions["pot_to"] == pot_to(hand) and actions["pot_label"] == "Pot"
    assert (actions["all_in"], actions["all_in_to"]) == (True, 1000)
    assert actions["closed_reason"] == ""


def test_a_raise_moves_the_amounts_on() -> None:
    recorder = dealt()
    legal = live_hand(recorder.state).legal_actions()
    assert legal is not None
    state = recorder.act(RaisedTo(legal.seat, 300))
    actions = build_pad_view(state, 1, 0.0)["actions"]
    assert actions["min_to"] == 550  # 300 + the raise of 250
    assert actions["call"] == 300 - live_hand(state).bet(actions["seat"])


def test_after_the_betting_the_board_is_due_then_a_bet_opens() -> None:
    recorder = dealt()
    state = recorder.state
    while (legal := live_hand(state).legal_actions()) is not None:
        state = recorder.act(Checked(legal.seat) if legal.can_check else Called(legal.seat))
    view = build_pad_view(state, 1, 0.0)
    assert view["mode"] == "board" and view["actions"] is None
    assert view["status"] == "Deal the flop"
    assert view["board_due"] == {"street": "Flop", "cards": 3, "prompt": "Deal the flop (3 cards)"}
    state = recorder.act(FlopDealt())
    view = build_pad_view(state, 1, 0.0)
    assert view["board_slots"] == 3 and view["mode"] == "betting"
    assert view["actions"]["check"] is True and view["actions"]["call"] is None
    assert view["actions"]["wager_label"] == "Bet"


def test_an_all_in_showdown_lists_who_shows_and_the_pots_to_award() -> None:
    recorder = dealt()
    first = live_hand(recorder.state).legal_actions()
    assert first is not None
    state = recorder.act(WentAllIn(first.seat))
    while (legal := live_hand(state).legal_actions()) is not None:
        state = recorder.act(Called(legal.seat))
    for event in (FlopDealt(), TurnDealt(), RiverDealt()):
        state = recorder.act(event)
    view = build_pad_view(state, 1, 0.0)
    assert view["mode"] == "showdown" and view["status"] == "show hands or choose the winners"
    shown = view["showdown"]["to_show"]
    assert [s["seat"] for s in shown] == list(live_hand(state).showdown_order)
    assert len(shown) == 3 and not any(s["can_muck"] for s in shown)  # all-in: all table
    [pot] = view["showdown"]["pots"]
    assert pot["name"] == "Main pot" and pot["amount"] == 3000 and len(pot["eligible"]) == 3


def test_a_finished_hand_shows_its_result_until_the_next_deal() -> None:
    recorder = dealt()
    recorder.fold_to_big_blind()
    lines = ("Return 25 uncalled to Cat", "Main pot: 50 to Cat")
    view = build_pad_view(recorder.state, 1, 0.0, result_lines=lines)
    assert view["mode"] == "between" and view["hand"] is None
    assert view["last_result"] == {"hand": recorder.state.hands[-1].number, "lines": list(lines)}
    assert view["deal"]["can"] is True


def test_fixed_limit_offers_no_pot_sizes() -> None:
    rules = RuleProfile(structure=BettingStructure.FIXED_LIMIT, chip_unit=25)
    recorder = Recorder.new(dataclasses.replace(SETUP, rules=rules))
    recorder.rec(*seat_events(3))
    actions = build_pad_view(dealt(recorder).state, 1, 0.0)["actions"]
    assert actions["half_pot_to"] is None and actions["pot_to"] is None
    assert actions["min_to"] == actions["max_to"] == 100


def test_an_untracked_table_and_a_read_only_file_record_nothing() -> None:
    recorder = seated(3)
    recorder.rec(TableTrackingChanged(1, False))
    view = build_pad_view(recorder.state, 1, 0.0)
    assert view["tracked"] is False and view["mode"] == "no_play"
    assert view["deal"] == {
        "can": False, "reason": "Table 1 is untracked; its hands are not recorded"
    }
    view = build_pad_view(seated(3).state, 1, 0.0, read_only=True)
    assert view["mode"] == "read_only" and view["read_only"] is True
    assert view["deal"]["can"] is False


def test_a_table_not_in_play_is_refused() -> None:
    with pytest.raises(FeltboardError):
        build_pad_view(seated(3).state, 7, 0.0)


def test_the_pad_shows_the_button_drawn_before_the_first_hand() -> None:
    recorder = seated(3)
    assert not any(s["button"] for s in build_pad_view(recorder.state, 1, 0.0)["seats"])
    recorder.rec(ButtonDrawn(1, 2))
    seats = build_pad_view(recorder.state, 1, 0.0)["seats"]
    assert [s["seat"] for s in seats if s["button"]] == [2]


def test_an_omaha_showdown_asks_the_pad_for_four_cards() -> None:
    omaha = BlindStructure((Level(25, 50, 0, 600, game=Game.OMAHA,
                                  betting=BettingStructure.POT_LIMIT),))
    recorder = Recorder.new(replace(SETUP, structure=omaha))
    recorder.rec(*seat_events(3))
    recorder.deal()
    state = recorder.state
    for event in (FlopDealt(), TurnDealt(), RiverDealt(), None):
        while (legal := live_hand(state).legal_actions()) is not None:
            seat = legal.seat
            state = recorder.act(Checked(seat) if legal.can_check else Called(seat))
        if event is not None:
            state = recorder.act(event)
    showdown = build_pad_view(state, 1, 0.0)["showdown"]
    assert showdown["hole_cards"] == 4
    hold_em = dealt()
    assert "hole_cards" not in build_pad_view(hold_em.state, 1, 0.0)  # not at showdown
