"""The tournament's refusals and lines read in the language in use (issue 16, Languages).

Each refusal is hit as a host would hit it, through the engine's public API (an event
recorded on a tournament, an entry asked for, a hand dealt): under ``pseudo_language``
the whole message comes back translated (``«...»`` around it, so no English is glued
on outside the translated sentence), and with the marks taken away it reads exactly as
the English, which the same cases check without a language installed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from app.engine import seating
from app.engine.accounts import offer_deal
from app.engine.cards import evaluate, parse_cards
from app.engine.clock import ClockStarted
from app.engine.director import TablePlan, next_hand_event, plan_tables, verify_can_deal
from app.engine.entry_options import FREEZEOUT, EntryKind
from app.engine.errors import FeltboardError
from app.engine.events import (
    Called,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    PotAwarded,
    RiverDealt,
    TurnDealt,
)
from app.engine.money import Bounty, Currency
from app.engine.pots import Pot
from app.engine.results import HandResult, PotResult, SeatResult
from app.engine.tournament import (
    TournamentState,
    apply_event,
    effective_events,
    replay_tournament,
    verify_entry,
)
from app.engine.tournament_events import (
    ChipsColoredUp,
    ChipsCounted,
    DealAgreed,
    EntryTaken,
    EventUndone,
    HandActed,
    HandCorrected,
    HandStarted,
    HandVoided,
    PlayerBusted,
    PlayerRegistered,
    PlayerRenamed,
    PlayerSeated,
    SeatsDrawn,
    SetupChanged,
    TableClosed,
    TableOpened,
    TableTrackingChanged,
    TournamentCreated,
    TournamentEvent,
    TournamentSetup,
)
from tests.tournament_kit import NAMES, REBUY, SETUP, Recorder, seated

Trigger = Callable[[], object]
PSEUDO_MARKS = str.maketrans("", "", "\u00ab\u00bb")
EURO_SETUP = replace(SETUP, buy_in=10000, fee=500, currency=Currency("€", 2), prize_unit=100)
BOARD = "2c 7h 9d 8c 3s"


def message_of(trigger: Trigger) -> str:
    """The message of the refusal ``trigger`` runs into."""
    with pytest.raises(FeltboardError) as caught:
        trigger()
    return str(caught.value)


def plain(message: str) -> str:
    """``message`` without the pseudo-language marks: the English it was made from."""
    return message.translate(PSEUDO_MARKS)


def whole_sentence(message: str, translated: Callable[[str], bool]) -> bool:
    """True if the whole of ``message`` came out of one translated sentence."""
    return translated(message) and message.startswith("\u00ab") and message.endswith("\u00bb")


def refusing(state: Callable[[], TournamentState], event: TournamentEvent) -> Trigger:
    """Recording ``event`` on the tournament ``state()`` builds (built inside the test, in
    its language)."""
    return lambda: apply_event(state(), event)


# ----- tournaments the refusals are hit on -------------------------------------------------


def three() -> TournamentState:
    """Ann, Bob and Cat in seats 1-3 of table 1 (9 seats), 1,000 chips each."""
    return seated(3).state


def dealt(recorder: Recorder | None = None) -> Recorder:
    """Three players with hand 1 in progress (button seat 1)."""
    recorder = recorder or seated(3)
    recorder.deal(button=1)
    return recorder


def bob_busted() -> Recorder:
    """Ann's aces bust Bob's kings all-in in hand 1; Cat folds."""
    recorder = seated(3)
    recorder.deal(button=3)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, BOARD, folders=[3])
    return recorder


def finished() -> TournamentState:
    """Heads-up, Ann wins everything: the tournament is over."""
    recorder = seated(2)
    recorder.deal(button=1)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, BOARD)
    return recorder.state


def untracked(count: int = 3, setup: TournamentSetup = SETUP) -> Recorder:
    """``count`` players in seats 1.. of untracked table 1 (ten seats)."""
    recorder = Recorder.new(setup)
    recorder.rec(
        *(PlayerRegistered(p, NAMES[p - 1]) for p in range(1, count + 1)),
        TableOpened(1, 10, tracked=False),
        *(PlayerSeated(p, 1, p) for p in range(1, count + 1)),
    )
    return recorder


def cat_out_untracked() -> TournamentState:
    recorder = untracked()
    return recorder.rec(PlayerBusted(3, 1))


def final_three() -> Recorder:
    """Ten players at an untracked table, seven out: Ann 5000, Bob 3000, Cat 2000."""
    recorder = untracked(10, EURO_SETUP)
    recorder.rec(
        *(PlayerBusted(p, 1) for p in range(10, 3, -1)),
        ChipsCounted(1, ((1, 5000), (2, 3000), (3, 2000))),
    )
    return recorder


def deal_of(change: Callable[[DealAgreed], DealAgreed]) -> Trigger:
    def trigger() -> object:
        state = final_three().state
        return apply_event(state, change(offer_deal(state, "icm")))

    return trigger


def after_deal(event: TournamentEvent, ends: bool = False) -> Trigger:
    def trigger() -> object:
        recorder = final_three()
        state = recorder.rec(offer_deal(recorder.state, "icm", ends=ends))
        return apply_event(state, event)

    return trigger


def hand_before_the_deal() -> object:
    recorder = dealt()
    recorder.fold_to_big_blind()
    state = recorder.rec(offer_deal(recorder.state, "icm"))
    return apply_event(state, HandVoided(1))


def start_of_hand_1(change: Callable[[HandStarted], HandStarted], live: bool = False) -> Trigger:
    def trigger() -> object:
        recorder = seated(3)
        event = next_hand_event(recorder.state, 1, 0.0, button=1)
        if live:
            recorder.rec(event)
        return apply_event(recorder.state, change(event))

    return trigger


def untracked_start() -> object:
    recorder = seated(3)
    event = next_hand_event(recorder.state, 1, 0.0, button=1)
    return apply_event(recorder.rec(TableTrackingChanged(1, False)), event)


def richer_ann(event: HandStarted) -> HandStarted:
    seats = event.config.seats
    return replace(event, config=replace(event.config, seats=(replace(seats[0], stack=2000),
                                                              *seats[1:])))


def checked_down(recorder: Recorder, winner: int) -> HandStarted:
    """Hand dealt, checked down with unknown cards, the pot awarded to ``winner``."""
    number = recorder.deal(button=1)
    start = recorder.events[-1]
    assert isinstance(start, HandStarted) and start.number == number
    while True:
        hand_state = recorder.state.table(1).hand_state
        assert hand_state is not None
        if hand_state.to_act is not None:
            legal = hand_state.legal_actions()
            assert legal is not None
            seat = hand_state.to_act
            recorder.act(Checked(seat) if legal.can_check else Called(seat))
        elif hand_state.awaiting_board is not None:
            street = hand_state.awaiting_board.value
            recorder.act((FlopDealt(), TurnDealt(), RiverDealt())[street - 1])
        else:
            break
    recorder.act(PotAwarded(0, (winner,)))  # seat = player id in seated()
    return start


def checked_down_state() -> TournamentState:
    recorder = seated(3)
    checked_down(recorder, winner=1)
    return recorder.state


def hand_events_of(recorder: Recorder, number: int) -> tuple[HandEvent, ...]:
    return tuple(e.event for e in recorder.events if isinstance(e, HandActed) and e.hand == number)


def corrected(
    change: Callable[[Recorder, HandStarted], HandCorrected], before: Callable[[Recorder], None]
) -> Trigger:
    def trigger() -> object:
        recorder = seated(3)
        start = checked_down(recorder, winner=1)
        before(recorder)
        return apply_event(recorder.state, change(recorder, start))

    return trigger


def awarded_to(seat: int) -> Callable[[Recorder, HandStarted], HandCorrected]:
    def change(recorder: Recorder, start: HandStarted) -> HandCorrected:
        events = hand_events_of(recorder, start.number)
        return HandCorrected(start.number, start.config, (*events[:-1], PotAwarded(0, (seat,))))

    return change


def cut_short(recorder: Recorder, start: HandStarted) -> HandCorrected:
    events = hand_events_of(recorder, start.number)
    return HandCorrected(start.number, start.config, events[:-1])


def dealt_otherwise(recorder: Recorder, start: HandStarted) -> HandCorrected:
    events = hand_events_of(recorder, start.number)
    return HandCorrected(start.number, richer_ann(start).config, events)


def nothing(_recorder: Recorder) -> None:
    return None


def deal_next(recorder: Recorder) -> None:
    recorder.deal()


def bob_busts_in_hand_2(recorder: Recorder) -> None:
    recorder.deal()
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, BOARD, folders=[3])
    assert recorder.state.player(2).busted_in_hand == 2


def bob_busts_covered_by_ann(recorder: Recorder) -> None:
    """Hand 1 went to Bob (seat 2) here; Ann takes the add-on and busts him in hand 2."""
    recorder.rec(EntryTaken(1, EntryKind.ADD_ON))
    bob_busts_in_hand_2(recorder)


def clock_at(setup: TournamentSetup, *events: TournamentEvent) -> Callable[[], TournamentState]:
    """Three players registered (not seated) and the clock started at 0."""

    def state() -> TournamentState:
        recorder = Recorder.new(setup)
        recorder.rec(*(PlayerRegistered(p, NAMES[p - 1]) for p in range(1, 4)), ClockStarted(0.0))
        return recorder.rec(*events) if events else recorder.state

    return state


def entry(state: Callable[[], TournamentState], player: int, kind: EntryKind,
          at: float = 0.0) -> Trigger:
    return lambda: verify_entry(state(), player, kind, at)


def clocked(state: Callable[[], TournamentState]) -> Callable[[], TournamentState]:
    """``state()`` with the clock started at 0 (level 3 starts at 1,500 s)."""
    return lambda: apply_event(state(), ClockStarted(0.0))


def bob_busted_state() -> TournamentState:
    return bob_busted().state


def freezeout() -> TournamentState:
    return apply_event(seated(2).state, SetupChanged(replace(SETUP, rebuys=FREEZEOUT)))


def late_rebuys() -> TournamentState:
    rebuys = replace(SETUP.rebuys, rebuy=replace(REBUY, from_level=2, until_level=3))
    return apply_event(seated(2).state, SetupChanged(replace(SETUP, rebuys=rebuys)))


def ann_rebought_twice() -> TournamentState:
    unlimited = replace(SETUP, rebuys=replace(SETUP.rebuys, rebuy=replace(REBUY, max_stack=None)))
    state = apply_event(seated(3).state, SetupChanged(unlimited))
    for _ in range(2):
        state = apply_event(state, EntryTaken(1, EntryKind.REBUY))
    return state


def bob_re_entered_and_busted_again() -> TournamentState:
    recorder = bob_busted()
    recorder.rec(EntryTaken(2, EntryKind.RE_ENTRY), SeatsDrawn(seed=4))
    return recorder.state


def ann_with_a_rebuy() -> TournamentState:
    return apply_event(three(), EntryTaken(1, EntryKind.REBUY))


def counted_out_with_bounties() -> object:
    recorder = untracked(3, replace(SETUP, bounty=Bounty(5)))
    return apply_event(recorder.state, ChipsCounted(1, ((1, 2000), (2, 1000), (3, 0))))


def registered_and_unseated() -> TournamentState:
    recorder = Recorder.new()
    return recorder.rec(PlayerRegistered(1, "Ann"))


def three_registered() -> TournamentState:
    recorder = Recorder.new()
    return recorder.rec(*(PlayerRegistered(p, NAMES[p - 1]) for p in range(1, 4)))


def three_for_two_seats() -> TournamentState:
    return apply_event(three_registered(), TableOpened(1, 2))


def no_prize_to_deal() -> object:
    recorder = untracked(2, replace(EURO_SETUP, buy_in=0, fee=0))
    return apply_event(recorder.state, offer_deal(recorder.state, "icm"))


def deal_after_the_end() -> object:
    state = finished()
    return apply_event(state, DealAgreed(((1, 0),), ((1, 2000),), "chip"))


def deal_mid_hand() -> object:
    state = dealt().state
    return apply_event(state, DealAgreed(((1, 0),), ((1, 1000),), "chip"))


CASES = [
    # registering and renaming
    pytest.param(refusing(three, PlayerRegistered(1, "Zed")),
                 "Player number 1 is already registered", id="register-number-twice"),
    pytest.param(refusing(three, PlayerRegistered(0, "Zed")),
                 "Player numbers start at 1", id="register-number-zero"),
    pytest.param(refusing(three, PlayerRegistered(4, "   ")),
                 "Enter the player's name; it cannot be empty", id="register-empty-name"),
    pytest.param(refusing(three, PlayerRegistered(4, "x" * 41)),
                 "Names are at most 40 characters; this one has 41", id="register-long-name"),
    pytest.param(refusing(three, PlayerRegistered(4, "ann")),
                 "ann is already registered; add an initial to tell them apart",
                 id="register-same-name"),
    pytest.param(refusing(three, PlayerRenamed(2, "Ann")),
                 "Ann is already registered; add an initial to tell them apart",
                 id="rename-to-another-player"),
    pytest.param(refusing(finished, PlayerRegistered(3, "Cy")),
                 "The tournament is over; registration is closed", id="register-when-over"),
    pytest.param(
        refusing(clock_at(replace(SETUP, late_registration=0)), PlayerRegistered(4, "Dan")),
        "Registration closed when the clock started (this tournament has no late "
        "registration); busted players may still re-enter until level 2",
        id="register-no-late-registration",
    ),
    pytest.param(
        refusing(clock_at(replace(SETUP, late_registration=1)),
                 PlayerRegistered(4, "Dan", at=700.0)),
        "Late registration closed after level 1; this is level 2; busted players may still "
        "re-enter until level 2",
        id="register-late-with-re-entry-open",
    ),
    pytest.param(
        refusing(clock_at(replace(SETUP, late_registration=1)),
                 PlayerRegistered(4, "Dan", at=1600.0)),
        "Late registration closed after level 1; this is level 3",
        id="register-late",
    ),
    # tables
    pytest.param(refusing(three, TableOpened(1, 9)), "Table 1 is already in play",
                 id="open-a-table-twice"),
    pytest.param(refusing(three, TableOpened(0, 9)), "Table numbers start at 1",
                 id="open-table-zero"),
    pytest.param(refusing(three, TableOpened(2, 11)), "A table has 2 to 10 seats, not 11",
                 id="open-a-table-of-eleven"),
    pytest.param(refusing(lambda: dealt().state, TableTrackingChanged(1, False)),
                 "Finish or void the hand at table 1 first", id="untrack-mid-hand"),
    pytest.param(refusing(three, TableClosed(1)),
                 "Table 1 still has 3 players; move them first", id="close-a-full-table"),
    pytest.param(refusing(three, TableClosed(9)), "Table 9 is not in play",
                 id="close-an-unknown-table"),
    pytest.param(lambda: three().player(7), "There is no player number 7",
                 id="unknown-player"),
    # seats and moves
    pytest.param(refusing(bob_busted_state, PlayerSeated(2, 1, 5)),
                 "Bob is out of the tournament", id="seat-a-busted-player"),
    pytest.param(refusing(three, PlayerSeated(1, 1, 10)), "Table 1 has seats 1 to 9, not 10",
                 id="seat-beyond-the-table"),
    pytest.param(refusing(three, PlayerSeated(1, 1, 2)), "Seat 2 at table 1 is taken by Bob",
                 id="seat-a-player-in-a-taken-seat"),
    pytest.param(
        refusing(lambda: dealt(seated(4, {1: (1, 1), 2: (1, 2), 3: (1, 3), 4: (2, 1)})).state,
                 PlayerSeated(2, 2, 5)),
        "Bob is in the hand at table 1; move them after it", id="move-a-player-in-a-hand",
    ),
    pytest.param(refusing(three_registered, SeatsDrawn(1)), "Open a table before drawing seats",
                 id="draw-without-tables"),
    pytest.param(refusing(three_for_two_seats, SeatsDrawn(1)),
                 "3 players need seats but only 2 are free; open a table",
                 id="draw-without-enough-seats"),
    pytest.param(refusing(three, SeatsDrawn(1)), "Every player already has a seat",
                 id="draw-seats-twice"),
    # hands
    pytest.param(untracked_start, "Table 1 is untracked; hands are not recorded there",
                 id="deal-at-an-untracked-table"),
    pytest.param(start_of_hand_1(lambda e: replace(e, number=2), live=True),
                 "Hand 1 is still in progress at table 1", id="deal-during-a-hand"),
    pytest.param(start_of_hand_1(lambda e: replace(e, number=5)),
                 "The next hand is number 1, not 5", id="deal-a-wrong-hand-number"),
    pytest.param(start_of_hand_1(lambda e: replace(e, players=((1, 2), (2, 1), (3, 3)))),
                 "Seat 1 is not held by the player dealt in", id="deal-a-wrong-player"),
    pytest.param(start_of_hand_1(richer_ann), "Ann has 1,000 chips, not 2,000",
                 id="deal-a-wrong-stack"),
    pytest.param(refusing(three, HandActed(1, 1, Folded(1))),
                 "No hand is in progress at table 1; deal one first", id="act-without-a-hand"),
    pytest.param(refusing(lambda: dealt().state, HandActed(1, 7, Folded(1))),
                 "Hand 7 is not the hand at table 1 (hand 1 is)", id="act-in-another-hand"),
    pytest.param(refusing(three, HandVoided(9)), "There is no hand 9", id="void-no-such-hand"),
    pytest.param(lambda: dealt().state.hand(1), "Hand 1 is still being played",
                 id="finished-hand-still-live"),
    pytest.param(
        refusing(lambda: apply_event(checked_down_state(), HandVoided(1)), HandVoided(1)),
        "Hand 1 is already void", id="void-twice",
    ),
    pytest.param(corrected(cut_short, nothing),
                 "The corrected hand 1 does not reach its end", id="correct-unfinished"),
    pytest.param(corrected(dealt_otherwise, nothing),
                 "The correction does not match how hand 1 was dealt", id="correct-other-deal"),
    pytest.param(corrected(awarded_to(2), deal_next),
                 "Ann is in a hand now; correct hand 1 after it", id="correct-during-a-hand"),
    pytest.param(corrected(awarded_to(2), bob_busts_in_hand_2),
                 "Bob busted in hand 2; correct that hand first",
                 id="correct-before-a-later-bust"),
    # busts and counts at untracked tables
    pytest.param(refusing(registered_and_unseated, PlayerBusted(1, 2)), "Ann has no seat",
                 id="bust-an-unseated-player"),
    pytest.param(refusing(three, PlayerBusted(1, 2)),
                 "Table 1 is tracked: busts there come from the recorded hands",
                 id="bust-with-chips-at-a-tracked-table"),
    pytest.param(refusing(cat_out_untracked, PlayerBusted(3, 1)), "Cat is already out",
                 id="bust-twice"),
    pytest.param(refusing(lambda: untracked().state, PlayerBusted(3)),
                 "Say who won Cat's chips", id="bust-without-a-winner"),
    pytest.param(refusing(lambda: untracked().state, PlayerBusted(3, 3)),
                 "Cat is not playing at table 1", id="bust-to-oneself"),
    pytest.param(refusing(three, ChipsCounted(1, ((1, 1000), (2, 1000), (3, 1000)))),
                 "Table 1 is tracked: its stacks come from the hands",
                 id="count-at-a-tracked-table"),
    pytest.param(refusing(lambda: untracked().state, ChipsCounted(1, ((1, 2000), (2, 1000)))),
                 "Enter a count for each of the 3 players at the table", id="count-missing"),
    pytest.param(
        refusing(lambda: untracked().state, ChipsCounted(1, ((1, 2500), (2, -500), (3, 1000)))),
        "A chip count cannot be negative", id="count-negative",
    ),
    pytest.param(
        refusing(lambda: untracked().state, ChipsCounted(1, ((1, 1500), (2, 500), (3, 900)))),
        "The counts add up to 2,900 but the table has 3,000 in play; count again",
        id="count-does-not-add-up",
    ),
    pytest.param(counted_out_with_bounties,
                 "Cat is counted out, but whose bounty? Record the bust with who won Cat's "
                 "chips, then count the others", id="count-out-with-bounties"),
    # color-up
    pytest.param(refusing(lambda: dealt().state, ChipsColoredUp(25, ((1, 1000),))),
                 "Color up between hands, when no hand is in progress", id="color-up-mid-hand"),
    pytest.param(refusing(three, ChipsColoredUp(1000, ((1, 1000),))),
                 "1,000 chips cannot be colored up in this chip set",
                 id="color-up-the-largest-chip"),
    pytest.param(refusing(bob_busted_state, ChipsColoredUp(25, ((2, 100),))),
                 "Bob is out of the tournament", id="color-up-a-busted-player"),
    pytest.param(refusing(three, ChipsColoredUp(25, ((2, 0),))),
                 "Nobody is raced out of a tournament (Bob)", id="color-up-to-nothing"),
    pytest.param(refusing(three, ChipsColoredUp(25, ((1, 1500),))),
                 "Ann's stack would change by 500; a chip race leaves whole 100 chips and "
                 "changes a stack by less than one of them", id="color-up-too-much"),
    # deals
    pytest.param(deal_after_the_end, "The tournament is over; there is nothing left to deal",
                 id="deal-when-over"),
    pytest.param(deal_mid_hand, "Make the deal between hands, when no hand is in progress",
                 id="deal-mid-hand"),
    pytest.param(deal_of(lambda e: replace(e, shares=e.shares[:2])),
                 "A deal gives a share to each of the 3 players still in, and to nobody else",
                 id="deal-shares-missing"),
    pytest.param(deal_of(lambda e: replace(e, stacks=((1, 5000), (2, 3000), (9, 2000)))),
                 "A deal gives a stack to each of the 3 players still in, and to nobody else",
                 id="deal-stacks-wrong"),
    pytest.param(no_prize_to_deal, "No prize is left to win, so there is nothing to deal",
                 id="deal-without-prizes"),
    pytest.param(deal_of(lambda e: replace(e, keep=100, ends=True)),
                 "Money kept to play for is won by playing on; keep nothing to end the "
                 "tournament with the deal", id="deal-keeps-and-ends"),
    pytest.param(after_deal(PlayerBusted(3, 1), ends=True),
                 "The tournament ended with the deal; undo the deal to play on",
                 id="play-after-an-ending-deal"),
    pytest.param(after_deal(PlayerRegistered(11, "Kim")),
                 "A deal was made: the prize pool is settled, so nobody can buy in now. Undo "
                 "the deal first", id="buy-in-after-a-deal"),
    pytest.param(after_deal(SetupChanged(replace(EURO_SETUP, buy_in=20000), at=0.0)),
                 "A deal was made on these prizes; undo the deal before changing them",
                 id="prizes-after-a-deal"),
    pytest.param(hand_before_the_deal,
                 "Hand 1 was played before the deal, which was made on the stacks it left; "
                 "undo the deal first", id="void-before-a-deal"),
    # undo and replay
    pytest.param(lambda: effective_events([TournamentCreated(SETUP), EventUndone()]),
                 "There is nothing to undo", id="undo-nothing"),
    pytest.param(lambda: replay_tournament([PlayerRegistered(1, "Ann")]),
                 "A tournament starts with its setup", id="replay-without-setup"),
    pytest.param(
        lambda: replay_tournament(
            [TournamentCreated(SETUP), PlayerRegistered(1, "Ann"), PlayerRegistered(1, "Bob")]
        ),
        "Event 2 (player_registered): Player number 1 is already registered",
        id="replay-a-refused-event",
    ),
    pytest.param(refusing(three, TournamentCreated(SETUP)), "This tournament was already created",
                 id="create-twice"),
    # rebuys, add-ons, re-entries
    pytest.param(refusing(freezeout, EntryTaken(1, EntryKind.REBUY)),
                 "This tournament offers no rebuy", id="rebuy-in-a-freezeout"),
    pytest.param(entry(freezeout, 1, EntryKind.ADD_ON), "This tournament offers no add-on",
                 id="add-on-in-a-freezeout"),
    pytest.param(entry(freezeout, 1, EntryKind.RE_ENTRY), "This tournament offers no re-entry",
                 id="re-entry-in-a-freezeout"),
    pytest.param(entry(three, 1, EntryKind.BUY_IN),
                 "A buy-in is a registration; register the player instead", id="buy-in-twice"),
    pytest.param(entry(finished, 2, EntryKind.RE_ENTRY), "The tournament is over",
                 id="re-enter-when-over"),
    pytest.param(entry(late_rebuys, 1, EntryKind.REBUY),
                 "Rebuys start in level 2; this is level 1; Ann may take the add-on",
                 id="rebuy-too-early"),
    pytest.param(entry(clocked(three), 1, EntryKind.REBUY, at=1500.0),
                 "The last rebuy was possible in level 2", id="rebuy-too-late"),
    pytest.param(entry(clocked(three), 1, EntryKind.ADD_ON, at=1500.0),
                 "The last add-on was possible in level 2", id="add-on-too-late"),
    pytest.param(entry(clocked(bob_busted_state), 2, EntryKind.RE_ENTRY, at=1500.0),
                 "The last re-entry was possible in level 2", id="re-entry-too-late"),
    pytest.param(entry(ann_with_a_rebuy, 1, EntryKind.REBUY),
                 "A rebuy needs 1,000 chips or fewer; Ann has 2,000; Ann may take the add-on",
                 id="rebuy-with-too-many-chips"),
    pytest.param(entry(ann_rebought_twice, 1, EntryKind.REBUY),
                 "Ann already took 2 rebuys; the limit is 2; Ann may take the add-on",
                 id="rebuy-over-the-limit"),
    pytest.param(
        entry(lambda: apply_event(three(), EntryTaken(1, EntryKind.ADD_ON)), 1, EntryKind.ADD_ON),
        "Ann already took 1 add-on; the limit is 1", id="add-on-twice",
    ),
    pytest.param(entry(bob_re_entered_and_busted_again, 2, EntryKind.RE_ENTRY),
                 "Bob already took 1 re-entry; the limit is 1; Bob may rebuy or take the add-on",
                 id="re-entry-over-the-limit"),
    pytest.param(entry(three, 2, EntryKind.RE_ENTRY),
                 "A re-entry is only for a player who has busted; Bob has 1,000 chips; Bob may "
                 "rebuy or take the add-on", id="re-enter-with-chips"),
    pytest.param(entry(bob_busted_state, 2, EntryKind.ADD_ON),
                 "Bob is out; an add-on is for a player still in; Bob may rebuy or re-enter",
                 id="add-on-when-out"),
    pytest.param(refusing(lambda: dealt().state, EntryTaken(1, EntryKind.REBUY)),
                 "Ann is in a hand; add the chips after it",
                 id="rebuy-in-a-hand"),
    # dealing
    pytest.param(lambda: verify_can_deal(seated(3, {1: (1, 1), 2: (1, 2), 3: (2, 1)}).state, 2),
                 "Table 2 has 1 player(s) with chips; a hand needs two", id="deal-to-one"),
    pytest.param(lambda: verify_can_deal(dealt().state, 1),
                 "Hand 1 is still being played at this table", id="deal-again"),
    pytest.param(lambda: verify_can_deal(finished(), 1), "The tournament is over",
                 id="deal-when-finished"),
    pytest.param(lambda: verify_can_deal(untracked().state, 1),
                 "Table 1 is untracked; its hands are not recorded", id="deal-untracked"),
]

@pytest.mark.parametrize(("trigger", "english"), CASES)
def test_the_refusal_is_one_translated_sentence(
    trigger: Trigger, english: str, pseudo_language: Callable[[str], bool]
) -> None:
    message = message_of(trigger)
    assert whole_sentence(message, pseudo_language), message
    assert plain(message) == english


@pytest.mark.parametrize(("trigger", "english"), CASES)
def test_the_refusal_reads_as_before_in_english(trigger: Trigger, english: str) -> None:
    assert message_of(trigger) == english


def test_a_refused_correction_that_would_take_chips_names_them(
    pseudo_language: Callable[[str], bool],
) -> None:
    recorder = seated(3)
    start = checked_down(recorder, winner=2)  # Bob wins hand 1
    bob_busts_covered_by_ann(recorder)
    message = message_of(lambda: apply_event(recorder.state, awarded_to(1)(recorder, start)))
    assert whole_sentence(message, pseudo_language)
    assert plain(message).startswith("Correcting hand 1 would take ")
    assert plain(message).endswith(" from Bob, who has only 0 now")


# ----- lines for screens -------------------------------------------------------------------


def at_tables(sizes: dict[int, int]) -> Recorder:
    """Players at tables of nine: ``{table: players}``, numbered in table order."""
    placing: dict[int, tuple[int, int]] = {}
    player = 0
    for table, count in sizes.items():
        for seat in range(1, count + 1):
            player += 1
            placing[player] = (table, seat)
    return seated(player, placing)


def balance_plan() -> tuple[TablePlan, TournamentState]:
    recorder = at_tables({1: 8, 2: 5})
    recorder.deal(1, button=1)
    recorder.fold_to_big_blind(1)
    recorder.deal(2, button=1)
    recorder.fold_to_big_blind(2)
    return plan_tables(recorder.state, seed=1), recorder.state


def seat_change_plan() -> tuple[TablePlan, TournamentState]:
    state = three()
    move = seating.Move("2", 1, 2, 1, 6, seating.MoveReason.SEAT_CHANGE)
    return TablePlan((move,), ()), state


def break_plan() -> tuple[TablePlan, TournamentState]:
    recorder = at_tables({1: 5, 2: 4, 3: 3})
    return plan_tables(recorder.state, seed=7), recorder.state


def test_the_table_moves_read_in_the_language_in_use(
    pseudo_language: Callable[[str], bool],
) -> None:
    plan, state = balance_plan()
    (line,) = plan.describe(state)
    assert whole_sentence(line, pseudo_language)
    assert plain(line) == "Dan: table 1 seat 4 → table 2 seat 6 (balance)"
    plan, state = seat_change_plan()
    assert [plain(line) for line in plan.describe(state)] == [
        "Bob: table 1 seat 2 → table 1 seat 6 (seat change)"
    ]
    plan, state = break_plan()
    lines = plan.describe(state)
    assert len(lines) == 3
    assert all(whole_sentence(line, pseudo_language) for line in lines)
    assert all(plain(line).endswith("(break)") for line in lines)


def test_the_table_moves_in_english() -> None:
    plan, state = seat_change_plan()
    assert plan.describe(state) == ("Bob: table 1 seat 2 → table 1 seat 6 (seat change)",)
    plan, state = break_plan()
    moves = {m.player: m for m in plan.moves}
    assert plan.describe(state) == tuple(
        f"{state.player(int(m.player)).name}: table 3 seat {m.from_seat} → "
        f"table {m.to_table} seat {m.to_seat} (break)"
        for m in moves.values()
    )


def hand_result() -> HandResult:
    """Bob gets 500 back; the side pot goes to Cat with a flush; the main pot is split
    unevenly (an odd chip)."""
    flush = evaluate(parse_cards("Ah Kh 9h 7h 2h 3c 4d"))
    return HandResult(
        (
            PotResult(Pot(0, 3025, (1, 2, 3)), (1, 3), ((1, 1525), (3, 1500))),
            PotResult(Pot(1, 2000, (2, 3)), (3,), ((3, 2000),), flush),
        ),
        ((2, 500),),
        (SeatResult(1, "Ann", 1000, 1525), SeatResult(2, "Bob", 2500, 500),
         SeatResult(3, "Cat", 2000, 3500)),
    )


ENGLISH_PUSH = (
    "Return 500 uncalled to Bob",
    "Side pot 1: 2,000 to Cat (Flush, Ace high)",
    "Main pot: 3,025 split, 1,525 to Ann, 1,500 to Cat (odd chips from the dealer's left)",
)


def test_the_push_instructions_read_in_the_language_in_use(
    pseudo_language: Callable[[str], bool],
) -> None:
    lines = hand_result().push_instructions()
    assert all(whole_sentence(line, pseudo_language) for line in lines), lines
    assert tuple(plain(line) for line in lines) == ENGLISH_PUSH
    even = HandResult(
        (PotResult(Pot(0, 3000, (1, 2)), (1, 2), ((1, 1500), (2, 1500))),), (),
        (SeatResult(1, "Ann", 1500, 1500), SeatResult(2, "Bob", 1500, 1500)),
    )
    (line,) = even.push_instructions()
    assert whole_sentence(line, pseudo_language)
    assert plain(line) == "Main pot: 3,000 split, 1,500 to Ann, 1,500 to Bob"


def test_the_push_instructions_in_english() -> None:
    assert hand_result().push_instructions() == ENGLISH_PUSH


def test_an_accepted_event_is_untouched_by_the_language(
    pseudo_language: Callable[[str], bool],
) -> None:
    """Only messages change with the language: names and states never do."""
    state = apply_event(three(), PlayerRegistered(4, "Dan"))
    assert state.player(4).name == "Dan"
    assert not pseudo_language(repr(state.players))
