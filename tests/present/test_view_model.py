"""The audience display's view model: what the room reads, for every tournament state.

Pure tests: states are built with ``apply_event`` and the clock is a number.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

import pytest

from app.engine.cards import parse_cards
from app.engine.clock import ClockPaused, ClockStarted, LevelJumped, TimeAdjusted
from app.engine.director import next_hand_event
from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy
from app.engine.errors import chips
from app.engine.events import (
    Called,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.money import Bounty, Currency
from app.engine.payouts import DEFAULT_PAYOUTS
from app.engine.prizes import ordinal
from app.engine.rules import AnteMode, RuleProfile
from app.engine.structure import BlindStructure, Break, Chip, ChipSet, Level
from app.engine.tournament import TournamentState, apply_event, new_tournament
from app.engine.tournament_events import (
    ChipsCounted,
    EntryTaken,
    HandActed,
    PlayerBusted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
    TournamentEvent,
    TournamentSetup,
)
from app.present.room_facts import format_seconds
from app.present.view_model import (
    HAND_ROTATION_SECONDS,
    NO_VALUE,
    CardFace,
    DisplayModel,
    Phase,
    big_blinds,
    build_display_model,
    card_face,
)

STRUCTURE = BlindStructure(
    (
        Level(25, 50, 0, 600),  # index 0, level 1: [0, 600)
        Level(50, 100, 0, 600),  # index 1, level 2: [600, 1200)
        Break(300, "Color up the 25s", color_up=25),  # index 2: [1200, 1500)
        Level(100, 200, 200, 600),  # index 3, level 3
        Level(200, 400, 400, 600),  # index 4, level 4 (last, repeats)
    )
)
SETUP = TournamentSetup(
    name="Thursday night",
    buy_in=20,
    starting_stack=10_000,
    chip_set=ChipSet((Chip(25, "green"), Chip(100, "black"), Chip(500, "purple"))),
    rules=RuleProfile(ante_mode=AnteMode.BIG_BLIND, chip_unit=25),
    structure=STRUCTURE,
    payouts=DEFAULT_PAYOUTS,
    rebuys=RebuyPolicy(add_on=EntryOption(EntryKind.ADD_ON, cost=10, chips=5_000, until_level=4)),
)
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy")


def record(state: TournamentState, *events: TournamentEvent) -> TournamentState:
    for event in events:
        state = apply_event(state, event)
    return state


EURO_KNOCKOUT = replace(
    SETUP,
    name="Euro knockout",
    currency=Currency("€", 2),
    buy_in=4_000,
    fee=500,
    prize_unit=100,
    bounty=Bounty(1_000),
    rebuys=RebuyPolicy(
        add_on=EntryOption(EntryKind.ADD_ON, cost=2_000, chips=5_000, until_level=4, fee=200)
    ),
)
"""€40+€5 with a €10 bounty (all in cents), an add-on of €20+€2, prizes rounded to €1."""


def seated(
    count: int, tracked: bool = True, table_count: int = 1, setup: TournamentSetup = SETUP
) -> TournamentState:
    """``count`` players, ids 1.., spread over ``table_count`` tables in seat order."""
    state = new_tournament(setup)
    for number in range(1, table_count + 1):
        state = record(state, TableOpened(number, 9, tracked))
    for player in range(1, count + 1):
        table = (player - 1) % table_count + 1
        seat = (player - 1) // table_count + 1
        state = record(
            state, PlayerRegistered(player, NAMES[player - 1]), PlayerSeated(player, table, seat)
        )
    return state


def model_at(state: TournamentState, now: float) -> DisplayModel:
    return build_display_model(state, state.clock(now), now)


def act(state: TournamentState, event: HandEvent, table: int = 1) -> TournamentState:
    hand = state.table(table).hand
    assert hand is not None
    return record(state, HandActed(table, hand.number, event))


def to_act(state: TournamentState, table: int = 1) -> int:
    hand = state.table(table).hand_state
    assert hand is not None and hand.to_act is not None
    return hand.to_act


def everyone_calls(state: TournamentState, table: int = 1) -> TournamentState:
    while (hand := state.table(table).hand_state) is not None and hand.to_act is not None:
        seat = hand.to_act
        state = act(state, Checked(seat) if hand.can_check(seat) else Called(seat), table)
    return state


def all_strings(model: DisplayModel) -> str:
    return repr(model)


def faces(cards: str) -> list[CardFace]:
    return [card_face(card) for card in parse_cards(cards)]


# ----- formatting ------------------------------------------------------------------------


def test_formatting_helpers() -> None:
    assert chips(1_234_567) == "1,234,567"
    assert format_seconds(0) == "0:00"
    assert format_seconds(59.01) == "1:00"  # rounds up: 0:00 only when time is up
    assert format_seconds(600) == "10:00"
    assert format_seconds(3_600) == "1:00:00"
    assert format_seconds(-5) == "0:00"
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
        "111th",
    ]
    assert big_blinds(20_000, 50) == "400 BB"
    assert big_blinds(950, 100) == "9.5 BB"
    assert big_blinds(1_234_567, 100) == "12,346 BB"
    assert card_face(parse_cards("Td")[0]) == CardFace("10", "♦")
    assert card_face(parse_cards("Td")[0]).red
    assert not card_face(parse_cards("As")[0]).red


# ----- states ----------------------------------------------------------------------------


def test_no_players_yet() -> None:
    model = model_at(new_tournament(SETUP), 5_000.0)
    assert model.title == "Thursday night"
    assert model.phase is Phase.WAITING
    assert model.status == "STARTING SOON"
    assert (model.level_label, model.clock) == ("LEVEL 1", "10:00")
    assert (model.blinds, model.ante) == ("25 / 50", "NO ANTE")
    assert model.next_level == "50 / 100"
    assert (model.next_break, model.next_break_note) == ("20:00", "Color up the 25s")
    assert (model.players, model.entries_text) == ("0 / 0", "No entries yet")
    assert model.average_stack == NO_VALUE and model.average_big_blinds == ""
    assert (model.chip_leader, model.chip_leader_stack) == (NO_VALUE, "")
    assert model.prize_pool == "0"
    assert model.payouts == () and model.payouts_note
    assert model.hands == () and model.featured_hand is None
    assert model.standings == () and model.winner == ""
    assert not model.final_minute


def test_waiting_with_players() -> None:
    model = model_at(seated(9), 0.0)
    assert model.phase is Phase.WAITING and model.status == "STARTING SOON"
    assert (model.players, model.entries_text) == ("9 / 9", "9 entries")
    assert (model.average_stack, model.average_big_blinds) == ("10,000", "200 BB")
    assert model.chip_leader == "All even" and model.chip_leader_stack == "10,000"
    assert model.prize_pool == "180"
    assert [(p.place, p.amount, p.winner) for p in model.payouts] == [
        ("1st", "95", ""), ("2nd", "50", ""), ("3rd", "35", ""),
    ]
    assert model.payouts_note == ""


def test_running_clock_counts_down_from_the_recorded_start() -> None:
    state = record(seated(9), ClockStarted(1_000.0))
    model = model_at(state, 1_125.5)
    assert model.phase is Phase.RUNNING and model.status == ""
    assert model.clock == "7:55"  # 474.5 s left, shown rounded up
    assert model.next_break == "17:55"
    assert not model.final_minute
    late = model_at(state, 1_545.0)
    assert late.clock == "0:55" and late.final_minute
    assert model_at(state, 1_600.0).level_label == "LEVEL 2"


def test_paused_clock_is_frozen_and_marked() -> None:
    state = record(seated(9), ClockStarted(0.0), ClockPaused(100.0))
    model = model_at(state, 5_000.0)
    assert model.phase is Phase.PAUSED and model.paused
    assert model.status == "PAUSED"
    assert model.clock == "8:20"
    assert model.next_break == "18:20"
    assert model == model_at(state, 9_999.0)


def test_break_shows_its_countdown_note_and_the_level_after_it() -> None:
    state = record(seated(9), ClockStarted(0.0))
    model = model_at(state, 1_230.0)
    assert model.phase is Phase.BREAK and model.on_break
    assert (model.status, model.level_label) == ("BREAK", "BREAK")
    assert model.clock == "4:30"
    assert model.break_note == "Color up the 25s"
    assert model.blinds_caption == "LEVEL 3 AFTER THE BREAK"
    assert (model.blinds, model.ante) == ("100 / 200", "BB ANTE 200")
    assert model.average_big_blinds == "50 BB"  # measured in the coming big blind
    assert model.next_level == ""
    assert model.next_break == "" and model.next_break_note == ""
    paused = model_at(record(state, ClockPaused(1_230.0)), 2_000.0)
    assert paused.phase is Phase.PAUSED and paused.on_break and paused.clock == "4:30"


def test_last_level_and_long_times() -> None:
    state = record(seated(9), ClockStarted(0.0), LevelJumped(10.0, 4))
    model = model_at(state, 70.0)
    assert model.level_label == "LEVEL 4"
    assert model.last_level and model.next_level == ""
    assert model.next_break == ""
    assert model.clock == "9:00"
    longer = model_at(record(state, TimeAdjusted(70.0, 3_600)), 70.0)
    assert longer.clock == "1:09:00"
    assert model_at(state, 10.0 + 600 + 1).clock == "9:59"  # the last level starts over


def test_level_jump_shows_the_new_level_with_full_time() -> None:
    state = record(seated(9), ClockStarted(0.0))
    assert model_at(state, 300.0).clock == "5:00"
    jumped = record(state, LevelJumped(300.0, 1))
    model = model_at(jumped, 300.0)
    assert (model.level_label, model.clock, model.blinds) == ("LEVEL 2", "10:00", "50 / 100")


def test_heads_up_and_paid_places_already_decided() -> None:
    state = record(seated(7, tracked=False), ClockStarted(0.0))
    for player, winner in ((7, 1), (6, 1), (5, 2), (4, 2), (3, 1)):
        state = record(state, PlayerBusted(player, winner))
    model = model_at(state, 100.0)
    assert model.status == "HEADS-UP"
    assert (model.players, model.players_left, model.entries) == ("2 / 7", 2, 7)
    assert [(p.place, p.winner) for p in model.payouts] == [
        ("1st", ""), ("2nd", ""), ("3rd", "Cy"),
    ]
    assert (model.chip_leader, model.chip_leader_stack) == ("Ann", "40,000")
    assert model.average_stack == "35,000"


def test_final_standings_when_the_tournament_is_finished() -> None:
    state = record(seated(4, tracked=False), ClockStarted(0.0))
    for player, winner in ((4, 1), (3, 2), (2, 1)):
        state = record(state, PlayerBusted(player, winner))
    assert state.is_finished
    model = model_at(state, 100.0)
    assert model.phase is Phase.FINISHED and model.finished
    assert model.status == "FINISHED"
    assert model.winner == "Ann"
    assert [(s.place, s.name, s.prize) for s in model.standings] == [
        ("1st", "Ann", "55"), ("2nd", "Bob", "25"), ("3rd", "Cy", ""), ("4th", "Dee", ""),
    ]


def test_players_busted_together_share_places() -> None:
    state = record(seated(4, tracked=False), ClockStarted(0.0))
    state = record(state, ChipsCounted(1, ((1, 40_000), (2, 0), (3, 0), (4, 0))))
    model = model_at(state, 10.0)
    assert model.finished
    assert [s.place for s in model.standings] == ["1st", "2nd–4th", "2nd–4th", "2nd–4th"]


def test_chip_leader_big_stacks_and_ties() -> None:
    state = seated(3, tracked=False)
    counted = record(state, ChipsCounted(1, ((1, 1_000), (2, 2_000), (3, 27_000))))
    model = model_at(counted, 0.0)
    assert (model.chip_leader, model.chip_leader_stack) == ("Cy", "27,000")
    tie = record(state, ChipsCounted(1, ((1, 14_000), (2, 14_000), (3, 2_000))))
    assert model_at(tie, 0.0).chip_leader == "2 tied"
    added = record(state, *(EntryTaken(p, EntryKind.ADD_ON, 0.0) for p in (1, 2)))
    model = model_at(added, 0.0)
    assert (model.chip_leader, model.chip_leader_stack) == ("2 tied", "15,000")
    assert model.prize_pool == "80"  # three buy-ins of 20, two add-ons of 10
    assert model.entries_text == "3 entries"  # add-ons are not entries


def test_seven_digit_stacks_keep_their_separators() -> None:
    setup = TournamentSetup(**{**{f: getattr(SETUP, f) for f in SETUP.__dataclass_fields__},
                               "starting_stack": 1_500_000})
    state = new_tournament(setup)
    state = record(state, TableOpened(1, 9, False))
    for player in (1, 2, 3):
        state = record(state, PlayerRegistered(player, NAMES[player - 1]),
                       PlayerSeated(player, 1, player))
    state = record(state, ChipsCounted(1, ((1, 3_250_000), (2, 1_000_000), (3, 250_000))))
    model = model_at(state, 0.0)
    assert model.average_stack == "1,500,000"
    assert model.chip_leader_stack == "3,250,000"
    assert model.average_big_blinds == "30,000 BB"


# ----- live hands --------------------------------------------------------------------------


def deal(state: TournamentState, table: int = 1, now: float = 0.0) -> TournamentState:
    return record(state, next_hand_event(state, table, now))


def test_a_hand_in_progress_shows_street_board_and_pot() -> None:
    state = deal(record(seated(3), ClockStarted(0.0)))
    model = model_at(state, 10.0)
    hand = model.featured_hand
    assert hand is not None and model.hands == (hand,)
    assert (hand.table, hand.number, hand.street) == (1, 1, "Pre-flop")
    assert hand.title == "Table 1 · Pre-flop"
    assert hand.pot == "75"  # both blinds, no ante at level 1
    assert hand.board == ()
    state = everyone_calls(state)
    state = act(state, FlopDealt(parse_cards("Ah Td 7c")))
    hand = model_at(state, 10.0).featured_hand
    assert hand is not None
    assert hand.street == "Flop"
    assert list(hand.board) == faces("Ah Td 7c")
    assert hand.pot == "150" and hand.bets == ""
    assert [(p.name, p.amount) for p in hand.pots] == [("Main pot", "150")]


def test_bets_in_front_and_side_pots() -> None:
    state = seated(3, tracked=True)
    state = record(state, ClockStarted(0.0), EntryTaken(2, EntryKind.ADD_ON, 0.0),
                   EntryTaken(3, EntryKind.ADD_ON, 0.0))
    state = deal(state)
    state = act(state, WentAllIn(to_act(state)))  # Ann, 10,000
    hand = model_at(state, 1.0).featured_hand
    assert hand is not None and hand.bets != ""
    while (live := state.table(1).hand_state) is not None and live.to_act is not None:
        state = act(state, WentAllIn(live.to_act))
    hand = model_at(state, 1.0).featured_hand
    assert hand is not None
    assert [p.name for p in hand.pots] == ["Main pot", "Side pot 1"]
    assert hand.pot == "40,000"


def test_several_tables_take_turns() -> None:
    state = record(seated(6, table_count=2), ClockStarted(0.0))
    state = deal(deal(state, 1), 2)
    first = model_at(state, 0.0)
    assert [h.table for h in first.hands] == [1, 2]
    assert first.featured_hand is not None and first.featured_hand.table == 1
    later = model_at(state, HAND_ROTATION_SECONDS + 0.1)
    assert later.featured_hand is not None and later.featured_hand.table == 2
    again = model_at(state, 2 * HAND_ROTATION_SECONDS)
    assert again.featured_hand is not None and again.featured_hand.table == 1


def test_untracked_tables_show_no_hand() -> None:
    model = model_at(record(seated(3, tracked=False), ClockStarted(0.0)), 1.0)
    assert model.hands == () and model.featured_hand is None


# ----- hole-card privacy -----------------------------------------------------------------


def _showdown_hand() -> TournamentState:
    """Three players all in; the app knows every hole card; nobody has shown yet."""
    state = deal(record(seated(3), ClockStarted(0.0)))
    hole = {1: "As Ks", 2: "Qh Qd", 3: "Jc Tc"}
    hand = state.table(1).hand
    assert hand is not None
    for seat, player in hand.players:
        state = act(state, HoleCardsDealt(seat, parse_cards(hole[player])))
    while (live := state.table(1).hand_state) is not None and live.to_act is not None:
        state = act(state, WentAllIn(live.to_act))
    for event in (FlopDealt(parse_cards("2c 7d 9h")), TurnDealt(parse_cards("3s")),
                  RiverDealt(parse_cards("4d"))):
        state = act(state, event)
    return state


def _hole_faces() -> Iterable[CardFace]:
    return [*faces("As Ks"), *faces("Qh Qd"), *faces("Jc Tc")]


def test_hole_cards_never_show_before_they_are_tabled() -> None:
    state = _showdown_hand()
    model = model_at(state, 1.0)
    hand = model.featured_hand
    assert hand is not None and hand.street == "Showdown"
    assert hand.shown == ()
    text = all_strings(model)
    for face in _hole_faces():
        assert repr(face) not in text
        assert face not in hand.board


def test_only_tabled_cards_show_at_showdown() -> None:
    state = _showdown_hand()
    live = state.table(1).hand_state
    assert live is not None
    first = live.showdown_order[0]
    state = act(state, CardsShown(first))
    model = model_at(state, 1.0)
    hand = model.featured_hand
    assert hand is not None
    assert len(hand.shown) == 1
    shown = hand.shown[0]
    assert shown.player == live.config.player(first)
    assert len(shown.cards) == 2
    hidden = [face for face in _hole_faces() if face not in shown.cards]
    assert len(hidden) == 4
    text = all_strings(model)
    for face in hidden:
        assert repr(face) not in text


def test_folded_hands_stay_private() -> None:
    state = deal(record(seated(3), ClockStarted(0.0)))
    seat = to_act(state)
    state = act(state, HoleCardsDealt(seat, parse_cards("Ah Ad")))
    state = act(state, Folded(seat))
    text = all_strings(model_at(state, 1.0))
    assert "'A'" not in text


@pytest.mark.parametrize("now", [0.0, 599.0, 1_200.0, 1_499.0, 2_000.0, 99_999.0])
def test_the_model_is_a_pure_value(now: float) -> None:
    state = record(seated(4), ClockStarted(0.0))
    assert model_at(state, now) == model_at(state, now)
    hash(model_at(state, now))


# ----- money in the tournament's currency --------------------------------------------------


def test_money_reads_in_the_tournaments_currency_and_chips_stay_chips() -> None:
    state = record(seated(4, tracked=False, setup=EURO_KNOCKOUT), ClockStarted(0.0),
                   EntryTaken(1, EntryKind.ADD_ON, 0.0))
    model = model_at(state, 10.0)
    # Four buy-ins of €40 less the €10 bounties, one €20 add-on; fees never in the pool.
    assert model.prize_pool == "€140.00"
    assert [(p.place, p.amount) for p in model.payouts] == [("1st", "€91.00"), ("2nd", "€49.00")]
    assert (model.buy_in, model.bounty) == ("€40.00+€5.00", "Bounty €10.00")
    assert (model.chip_leader_stack, model.average_stack) == ("15,000", "11,250")
    state = record(state, PlayerBusted(4, 1), PlayerBusted(3, 2))
    model = model_at(state, 20.0)
    assert model.latest_finishes == ("Cy finishes 3rd; Bob wins the €10.00 bounty",)
    state = record(state, PlayerBusted(2, 1))
    model = model_at(state, 30.0)
    assert model.latest_finishes == ("Ann wins the tournament — €91.00",
                                     "Bob finishes 2nd — €49.00; Ann wins the €10.00 bounty")
    # The results: each place's prize and the bounties won (Ann: Dee, Bob and her own head).
    assert [(s.place, s.name, s.prize, s.bounties) for s in model.standings] == [
        ("1st", "Ann", "€91.00", "€30.00"),
        ("2nd", "Bob", "€49.00", "€10.00"),
        ("3rd", "Cy", "", ""),
        ("4th", "Dee", "", ""),
    ]


def test_a_progressive_knockout_says_so() -> None:
    setup = replace(EURO_KNOCKOUT, bounty=Bounty(1_000, progressive=True))
    model = model_at(seated(2, setup=setup), 0.0)
    assert model.bounty == "Progressive KO €10.00"


def test_points_read_as_plain_numbers_as_before() -> None:
    state = record(seated(4, tracked=False), ClockStarted(0.0), PlayerBusted(4, 1),
                   PlayerBusted(3, 2))
    model = model_at(state, 10.0)
    assert (model.prize_pool, model.buy_in, model.bounty) == ("80", "20", "")
    assert [p.amount for p in model.payouts] == ["55", "25"]
    assert model.latest_finishes == ("Cy finishes 3rd",)
    model = model_at(record(state, PlayerBusted(2, 1)), 20.0)
    assert model.latest_finishes == ("Ann wins the tournament — 55", "Bob finishes 2nd — 25")
    assert [(s.prize, s.bounties) for s in model.standings] == [
        ("55", ""), ("25", ""), ("", ""), ("", "")
    ]
