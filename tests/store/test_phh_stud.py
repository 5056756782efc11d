"""Stud hands in PHH (F7S, F7S/8, FR): written and read back to the same hand, up cards
the dealer did not type read with who acts first, ``feltboard replay`` and the JSON
export's up cards and bring-in."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.cli.replay import run_replay
from app.engine.cards import full_deck, parse_card, parse_cards
from app.engine.config import HandConfig, SeatConfig
from app.engine.events import (
    BetPlaced,
    BroughtIn,
    Called,
    CardsShown,
    Checked,
    Folded,
    HandEvent,
    HoleCardsDealt,
    RaisedTo,
    StudStreetDealt,
    WentAllIn,
)
from app.engine.games import Game
from app.engine.hand import StudHandState, replay
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.store.codec import hand_events_codec
from app.store.export import _stud_json
from app.store.phh import PHHError, read_phh, write_phh
from tests.engine.test_differential_pokerkit import _random_action
from tests.engine.test_differential_stud import stud_config

RULES = RuleProfile(structure=BettingStructure.FIXED_LIMIT, ante_mode=AnteMode.CLASSIC)


def config(game: Game = Game.STUD) -> HandConfig:
    seats = tuple(SeatConfig(n, f"P{n}", 500) for n in (2, 4, 7))
    return HandConfig(
        seats=seats, button=7, ante=5, bring_in=10, small_bet=20, big_bet=40, rules=RULES,
        game=game,
    )


def up(text: str) -> StudStreetDealt:
    pairs = (item.split(":") for item in text.split())
    return StudStreetDealt(up=tuple((int(seat), parse_card(card)) for seat, card in pairs))


def play_to_end(
    events: list[HandEvent], streets: list[StudStreetDealt], game: Game = Game.STUD
) -> list[HandEvent]:
    state = replay(config(game), events)
    for street in streets:
        events.append(street)
        state = state.apply(street)
        while state.to_act is not None:
            events.append(Checked(state.to_act))
            state = state.apply(events[-1])
    return events


def test_a_stud_hand_is_written_as_the_specification_says_and_read_back() -> None:
    events = play_to_end(
        [up("2:Kd 4:3c 7:9h"), BroughtIn(4), RaisedTo(7, 20), Called(2), Called(4)],
        [up("2:Kh 4:5c 7:Th"), up("2:2d 4:6c 7:Jh"), up("2:2s 4:7c 7:Qs"), StudStreetDealt()],
    )
    events += [
        CardsShown(2, parse_cards("As Ac Ad")),
        CardsShown(4, parse_cards("8c Qc 4d")),
        CardsShown(7, parse_cards("8h 3h 4h")),
    ]
    state = replay(config(), events)
    text = write_phh(state.config, state.events)
    assert 'variant = "F7S"' in text and "bring_in = 10" in text
    assert "blinds_or_straddles" not in text
    assert '"d dh p1 AsAcKd"' in text  # p1 is seat 2, left of the dealer (seat 7)
    assert '"p2 pb"' in text and '"p3 cbr 20"' in text
    assert '"d dh p1 Ad"' in text  # seventh street: the down card
    again = read_phh(text)
    read = [e for e in again.state.events if not isinstance(e, HoleCardsDealt | CardsShown)]
    assert read == [e for e in state.events if not isinstance(e, CardsShown)]
    assert all(set(again.state.shown_cards(s)) == set(state.shown_cards(s)) for s in (2, 4, 7))
    assert again.result().final_stacks() == state.result().final_stacks()
    # P2's aces full of deuces beat P7's queen-high straight.
    assert state.result().final_stacks()[2] == 500 + 2 * 25


def test_up_cards_not_typed_are_read_with_who_acts_first() -> None:
    events: list[HandEvent] = [StudStreetDealt(first=7), BroughtIn(7), Called(2), Folded(4)]
    events += [StudStreetDealt(first=2), BetPlaced(2, 20), Called(7)]
    state = replay(config(), events)
    for _ in range(3):
        first = state.to_act
        events.append(StudStreetDealt(first=7))
        state = state.apply(events[-1])
        events += [Checked(7), Checked(2)]
        state = replay(config(), events)
        del first
    events += [
        CardsShown(2, parse_cards("As Ks Qs Js 9s 2c 3c")),
        CardsShown(7, parse_cards("Ah Kh Qh Jh 8h 2d 3d")),
    ]
    state = replay(config(), events)
    text = write_phh(state.config, state.events)
    assert '"d dh p2 ??????"' in text and '"d dh p1 ??"' in text
    again = read_phh(text)
    assert again.result().final_stacks() == state.result().final_stacks()
    dealt = [e for e in again.state.events if isinstance(e, StudStreetDealt)]
    assert [e.first for e in dealt[:2]] == [7, 2]


def test_feltboard_replay_plays_a_razz_file(tmp_path: Path) -> None:
    events = play_to_end(
        [up("2:Kd 4:3c 7:9h"), BroughtIn(2), Called(4), Called(7)],
        [up("2:Qh 4:5c 7:Th"), up("2:2d 4:6c 7:Jh"), up("2:2s 4:7c 7:Qs"), StudStreetDealt()],
        Game.RAZZ,
    )
    razz = config(Game.RAZZ)
    events += [
        CardsShown(2, parse_cards("As Ac Ad")),
        CardsShown(4, parse_cards("Ah 2c 4d")),  # 5-4-3-2-A, the wheel, wins
        CardsShown(7, parse_cards("8h 3h 4h")),
    ]
    state = replay(razz, events)
    path = tmp_path / "razz.phh"
    path.write_text(write_phh(razz, state.events), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert run_replay(str(path), as_json=True, out=out, err=err) == 0, err.getvalue()
    summary = json.loads(out.getvalue())
    assert summary["finishing_stacks"] == [485, 530, 485]  # p1 seat 2, p2 seat 4, p3 seat 7


def test_the_export_and_the_journal_carry_the_up_cards_and_the_bring_in() -> None:
    events: list[HandEvent] = [up("2:Kd 4:3c 7:9h"), BroughtIn(4)]
    state = replay(config(), events)
    assert isinstance(state, StudHandState)
    assert _stud_json(state)["up_cards"][1] == {"seat": 4, "cards": ["3c"]}
    codec = hand_events_codec()
    assert codec.decode(codec.encode(state.events)) == state.events


def test_a_stud_file_with_nine_players_is_refused() -> None:
    text = write_phh(config(), [])
    text = text.replace("antes = [5, 5, 5]", "antes = [5, 5, 5, 5, 5, 5, 5, 5, 5]")
    nine = "starting_stacks = [9, 9, 9, 9, 9, 9, 9, 9, 9]"
    text = text.replace("starting_stacks = [500, 500, 500]", nine)
    with pytest.raises(PHHError, match="deals at most 8"):
        read_phh(text)


def test_the_community_card_is_written_on_the_board_and_read_back() -> None:
    """Eight players to seventh street: the community card is ``d db`` (PokerKit has no
    such card: difference 16.), each player shows two down cards."""
    seats = tuple(SeatConfig(n, f"P{n}", 500) for n in range(1, 9))
    eight = HandConfig(seats=seats, button=8, ante=5, bring_in=10, small_bet=20, big_bet=40,
                       rules=RULES, game=Game.STUD)
    ranks = "23456789"
    state = replay(eight, [StudStreetDealt(up=tuple(
        (n + 1, parse_card(f"{r}c")) for n, r in enumerate(ranks)))])
    state = state.apply(BroughtIn(1))
    for seat in range(2, 9):
        state = state.apply(Called(seat))
    for suit in "dhs":
        state = state.apply(StudStreetDealt(up=tuple(
            (n + 1, parse_card(f"{r}{suit}")) for n, r in enumerate(ranks))))
        while state.to_act is not None:
            state = state.apply(Checked(state.to_act))
    state = state.apply(StudStreetDealt(community=parse_card("As")))
    while state.to_act is not None:
        state = state.apply(Checked(state.to_act))
    downs = ["Tc Td", "Th Ts", "Jc Jd", "Jh Js", "Qc Qd", "Qh Qs", "Kc Kd", "Kh Ks"]
    for seat, down in enumerate(downs, start=1):
        state = state.apply(CardsShown(seat, parse_cards(down)))
    text = write_phh(eight, state.events)
    assert '"d db As"' in text
    again = read_phh(text)
    assert again.result().final_stacks() == state.result().final_stacks()
    assert again.result().final_stacks()[8] == 500 - 15 + 120


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_hands_without_up_cards_round_trip(seed: int) -> None:
    """Random hands where the dealer typed no up card and named who brings in and acts
    first (any seat in the hand: nothing is checked): written and read to the same
    stacks, the same actions (the seat named may differ where it changed nothing: one
    all-in, or nobody left to bet)."""
    rng = random.Random(seed)
    config = stud_config(rng, rng.choice([Game.STUD, Game.STUD_HI_LO, Game.RAZZ]))
    deck = list(full_deck())
    rng.shuffle(deck)
    state = replay(config)
    assert isinstance(state, StudHandState)
    while not state.is_complete:
        legal = state.legal_actions()
        event: HandEvent
        if legal is not None and legal.bring_in:
            event = BroughtIn(legal.seat)
        elif legal is not None:
            event = _random_action(rng, state, legal)
        elif state.awaiting_stud_street is not None:
            event = StudStreetDealt(first=rng.choice(state.in_hand))
        else:
            seat = next(s for s in state.showdown_order if not state.shown_cards(s))
            event = CardsShown(seat, tuple(deck.pop() for _ in range(7)))
        new = state.apply(event)
        assert isinstance(new, StudHandState)
        state = new
    again = read_phh(write_phh(config, state.events))
    assert again.result().final_stacks() == state.result().final_stacks()
    assert _actions(again.state.events) == _actions(state.events)


def _actions(events: Sequence[HandEvent]) -> list[tuple[str, int]]:
    """Who acted and how; chips put in (a call, bet, raise or all-in: an all-in call is
    written ``cc`` and a bet of every chip reads back as an all-in) are one kind."""
    kinds = {BroughtIn: "bring-in", Folded: "fold", Checked: "check", Called: "chips",
             BetPlaced: "chips", RaisedTo: "chips", WentAllIn: "chips"}
    return [
        (kinds[type(e)], e.seat)
        for e in events
        if isinstance(e, BroughtIn | Folded | Checked | Called | BetPlaced | RaisedTo | WentAllIn)
    ]
