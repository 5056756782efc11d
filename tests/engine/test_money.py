"""Money: fees, the prize pool, bounties and progressive knockouts, entries of every
combination, late registration, and how prizes are rounded (issue 11)."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from app.engine.accounts import (
    bounties_won,
    bounty_heads,
    bounty_ledger,
    house_take,
    player_prizes,
    prizes,
    rounding_note,
    standings,
)
from app.engine.cards import parse_cards
from app.engine.clock import ClockStarted
from app.engine.entry_options import FREEZEOUT, EntryKind, RebuyPolicy
from app.engine.errors import ConfigError, IllegalAction
from app.engine.events import CardsShown, HandEvent
from app.engine.money import (
    Bounty,
    Currency,
    Knockout,
    rake_split,
    settle_bounties,
    split_evenly,
)
from app.engine.payouts import PayoutTier
from app.engine.presets import HOME_STANDARD
from app.engine.prizes import REMAINDER_RULE, describe_rounding, prize_amounts
from app.engine.tournament import (
    TournamentState,
    apply_event,
    can_apply,
    entries_open,
    new_tournament,
    registration_open,
    setup_from_preset,
)
from app.engine.tournament_events import (
    ChipsCounted,
    EntryTaken,
    HandActed,
    HandCorrected,
    HandStarted,
    HandVoided,
    PlayerBusted,
    PlayerRegistered,
    SeatsDrawn,
    TableTrackingChanged,
    TournamentEvent,
    TournamentSetup,
)
from app.engine.tournament_state import money_account
from tests.tournament_kit import ADD_ON, RE_ENTRY, REBUY, SETUP, Recorder, seat_events

BOUNTY = Bounty(5)
PKO = Bounty(10, progressive=True, progressive_percent=50)


def recorder_with(setup: TournamentSetup, players: int) -> Recorder:
    recorder = Recorder.new(setup)
    recorder.rec(*seat_events(players))
    return recorder


def refused(state: TournamentState, event: TournamentEvent, message: str) -> None:
    assert not can_apply(state, event)
    with pytest.raises(IllegalAction, match=message):
        apply_event(state, event)


# ----- the prize pool and the house ------------------------------------------------------------


def test_fees_go_to_the_house_and_never_into_the_prize_pool() -> None:
    paid_rebuy = replace(REBUY, cost=40, fee=5)
    setup = replace(
        SETUP, buy_in=40, fee=5, rebuys=RebuyPolicy(rebuy=paid_rebuy, add_on=ADD_ON),
    )
    recorder = recorder_with(setup, 3)
    state = recorder.rec(EntryTaken(1, EntryKind.REBUY), EntryTaken(2, EntryKind.ADD_ON))
    account = money_account(state)
    assert (account.buy_ins, account.rebuys, account.add_ons, account.re_entries) == (
        120, 40, 15, 0
    )
    assert account.fees == house_take(state) == 3 * 5 + 5
    assert account.gross == 3 * 45 + 45 + 15
    assert account.prize_pool == state.prize_pool == 120 + 40 + 15
    assert paid_rebuy.price == 45


def test_a_bounty_comes_out_of_each_buy_in_and_re_entry_not_out_of_rebuys() -> None:
    setup = replace(SETUP, bounty=BOUNTY)
    recorder = recorder_with(setup, 3)
    recorder.deal(button=3)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    state = recorder.rec(EntryTaken(2, EntryKind.RE_ENTRY), EntryTaken(1, EntryKind.ADD_ON))
    account = money_account(state)
    assert state.entries == 4
    assert account.bounties == 4 * 5
    assert account.prize_pool == 3 * 20 + 20 + 15 - 4 * 5
    assert bounties_won(state) == {1: 5, 2: 0, 3: 0}
    assert bounty_heads(state) == {1: 5, 2: 5, 3: 5}


# ----- bounties --------------------------------------------------------------------------------


def test_the_winner_of_the_bust_pot_collects_the_bounty() -> None:
    recorder = recorder_with(replace(SETUP, bounty=BOUNTY), 3)
    recorder.deal(button=3)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    state = recorder.state
    assert state.knockouts == (Knockout(victim=2, entry=1, winners=(1,), hand=1),)
    assert bounties_won(state) == {1: 5, 2: 0, 3: 0}
    assert bounty_heads(state)[2] == 0


def test_a_split_bust_pot_splits_the_bounty_odd_unit_from_the_dealers_left() -> None:
    recorder = recorder_with(replace(SETUP, bounty=BOUNTY), 3)
    recorder.deal(button=3)
    # Ann and Bob both make the same straight; Cat busts into the split pot.
    recorder.all_in_showdown(
        {1: "Qs Jd", 2: "Qh Jc", 3: "2c 3d"}, "Ah Kc Td 8s 4h"
    )
    state = recorder.state
    assert state.player(3).busted
    (knockout,) = state.knockouts
    assert knockout.victim == 3 and set(knockout.winners) == {1, 2}
    won = bounties_won(state)
    assert sorted((won[1], won[2])) == [2, 3]
    assert won[knockout.winners[0]] == 3  # the odd unit to the first winner
    assert bounty_ledger(state).paid + bounty_ledger(state).on_heads == 15


def test_the_bounty_goes_to_whoever_won_the_players_last_chips_not_the_main_pot() -> None:
    recorder = recorder_with(replace(SETUP, bounty=BOUNTY), 3)
    # Ann 2,000 (a rebuy), Bob 1,000, Cat 3,000 (an add-on).
    recorder.rec(EntryTaken(1, EntryKind.REBUY), EntryTaken(3, EntryKind.ADD_ON))
    recorder.deal(button=3)
    # Bob's aces win the main pot; Cat's kings win the side pot that held Ann's last chips.
    recorder.all_in_showdown({1: "Qs Qd", 2: "As Ad", 3: "Ks Kd"}, "2c 7h 9d 8c 3s")
    state = recorder.state
    assert [p.id for p in state.players if p.busted] == [1]
    assert state.knockouts == (Knockout(victim=1, entry=1, winners=(3,), hand=1),)
    assert bounties_won(state) == {1: 0, 2: 0, 3: 5}


def test_at_an_untracked_table_the_player_named_collects_the_bounty() -> None:
    recorder = recorder_with(replace(SETUP, bounty=BOUNTY), 3)
    recorder.rec(TableTrackingChanged(1, tracked=False))
    state = recorder.rec(PlayerBusted(2, to_player=3))
    assert bounties_won(state) == {1: 0, 2: 0, 3: 5}
    refused(
        state,
        ChipsCounted(1, ((1, 0), (3, 3000))),
        "^Ann is counted out, but whose bounty\\? Record the bust with who won Ann's chips",
    )
    # Without a bounty, counting a player out stays possible.
    plain = recorder_with(SETUP, 2)
    plain.rec(TableTrackingChanged(1, tracked=False))
    assert plain.rec(ChipsCounted(1, ((1, 0), (2, 2000)))).player(1).busted


def test_the_tournament_winner_collects_their_own_bounty() -> None:
    recorder = recorder_with(replace(SETUP, bounty=BOUNTY), 3)
    recorder.rec(TableTrackingChanged(1, tracked=False), PlayerBusted(2, 1))
    state = recorder.rec(PlayerBusted(3, 1))
    assert state.is_finished
    assert bounties_won(state) == {1: 15, 2: 0, 3: 0}
    assert bounty_ledger(state).on_heads == 0
    account = money_account(state)
    assert sum(player_prizes(state).values()) + 15 == account.gross - account.fees


def test_a_progressive_knockout_pays_part_in_cash_and_grows_the_winners_head() -> None:
    setup = replace(SETUP, bounty=PKO)
    recorder = recorder_with(setup, 4)
    recorder.rec(TableTrackingChanged(1, tracked=False))
    state = recorder.rec(PlayerBusted(4, 3))  # Cat takes 5 of Dan's 10; her head is 15
    assert bounties_won(state) == {1: 0, 2: 0, 3: 5, 4: 0}
    assert bounty_heads(state) == {1: 10, 2: 10, 3: 15, 4: 0}
    state = recorder.rec(PlayerBusted(3, 2))  # Bob takes 7 of 15 (rounded down), head 18
    assert bounties_won(state) == {1: 0, 2: 7, 3: 5, 4: 0}
    assert bounty_heads(state) == {1: 10, 2: 18, 3: 0, 4: 0}
    state = recorder.rec(PlayerBusted(1, 2))  # 5 in cash; Bob wins and takes his own 23
    assert state.is_finished
    assert bounties_won(state) == {1: 0, 2: 7 + 5 + 23, 3: 5, 4: 0}
    assert bounty_ledger(state).paid == 40


def test_settle_bounties_pays_each_entry_once_and_conserves_the_money() -> None:
    # Bob busts (entry 1), rebuys (no new bounty), busts again: nothing more to pay.
    ledger = settle_bounties(
        BOUNTY, {1: 1, 2: 1}, [Knockout(2, 1, (1,)), Knockout(2, 1, (1,))]
    )
    assert dict(ledger.won) == {1: 5, 2: 0}
    # After a re-entry (entry 2) Bob carries a bounty again.
    ledger = settle_bounties(BOUNTY, {1: 1, 2: 2}, [Knockout(2, 1, (1,))])
    assert dict(ledger.heads) == {1: 5, 2: 5}
    assert settle_bounties(None, {1: 1}, []).paid == 0
    assert split_evenly(10, 3) == (4, 3, 3)
    with pytest.raises(ConfigError, match="Say who busted the player"):
        Knockout(2, 1, ())
    with pytest.raises(ConfigError, match="cannot collect their own bounty"):
        Knockout(2, 1, (2,))
    with pytest.raises(ConfigError, match="1% to 99%"):
        Bounty(10, progressive=True, progressive_percent=100)


def test_voiding_the_bust_hand_takes_the_bounty_back() -> None:
    recorder = recorder_with(replace(SETUP, bounty=BOUNTY), 3)
    recorder.deal(button=3)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    assert bounties_won(recorder.state)[1] == 5
    state = recorder.rec(HandVoided(1))
    assert not state.player(2).busted
    assert state.knockouts == ()
    assert bounties_won(state) == {1: 0, 2: 0, 3: 0}
    assert bounty_heads(state) == {1: 5, 2: 5, 3: 5}


def test_a_bust_voided_after_a_re_entry_leaves_both_bounties_on_the_head() -> None:
    recorder = recorder_with(replace(SETUP, bounty=BOUNTY), 3)
    recorder.deal(button=3)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    recorder.rec(EntryTaken(2, EntryKind.RE_ENTRY), SeatsDrawn(2))
    state = recorder.rec(HandVoided(1))  # Bob keeps his re-entry and gets his chips back
    assert state.player(2).entries == 2
    assert bounty_heads(state) == {1: 5, 2: 10, 3: 5}
    recorder.rec(TableTrackingChanged(1, tracked=False))
    state = recorder.rec(PlayerBusted(2, 3))
    assert bounties_won(state) == {1: 0, 2: 0, 3: 10}
    assert bounty_ledger(state).paid + bounty_ledger(state).on_heads == 4 * 5


def test_a_correction_that_changes_who_busted_whom_moves_the_bounty() -> None:
    recorder = recorder_with(replace(SETUP, bounty=BOUNTY), 3)
    recorder.deal(button=3)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    start = next(e for e in recorder.events if isinstance(e, HandStarted))
    events = [e.event for e in recorder.events if isinstance(e, HandActed)]
    bob_seat = dict((p, s) for s, p in start.players)[2]
    # Bob really showed a set of nines: he wins, Ann busts.
    corrected: list[HandEvent] = [
        CardsShown(bob_seat, parse_cards("9s 9h"))
        if isinstance(e, CardsShown) and e.seat == bob_seat else e
        for e in events
    ]
    state = recorder.rec(HandCorrected(1, start.config, tuple(corrected)))
    assert state.player(1).busted and not state.player(2).busted
    assert state.knockouts == (Knockout(victim=1, entry=1, winners=(2,), hand=1),)
    assert bounties_won(state) == {1: 0, 2: 5, 3: 0}


# ----- entries ---------------------------------------------------------------------------------


def test_a_busted_player_in_the_rebuy_period_can_rebuy_and_comes_back() -> None:
    setup = setup_from_preset(HOME_STANDARD)
    recorder = Recorder.new(setup)
    recorder.rec(*seat_events(3), ClockStarted(0.0))
    recorder.deal(button=3, now=10.0)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    state = recorder.state
    assert state.player(2).busted
    assert entries_open(state, 2, 20.0) == (EntryKind.REBUY,)
    state = recorder.rec(EntryTaken(2, EntryKind.REBUY, at=20.0))
    bob = state.player(2)
    assert (bob.busted, bob.stack, bob.rebuys, bob.bust_order) == (False, 20_000, 1, None)
    assert all(s.place is None for s in standings(state))
    state = recorder.rec(SeatsDrawn(1))
    assert state.player(2).table == 1
    # After the rebuy period (level 4 and its break), the refusal says why.
    refused(
        state,
        EntryTaken(3, EntryKind.REBUY, at=4 * 20 * 60 + 10 * 60 + 1),
        "^The last rebuy was possible in level 4$",
    )


def test_stack_limit_zero_means_only_busted_players_may_rebuy() -> None:
    only_busted = replace(SETUP, rebuys=RebuyPolicy(rebuy=replace(REBUY, max_stack=0)))
    recorder = recorder_with(only_busted, 3)
    refused(
        recorder.state,
        EntryTaken(1, EntryKind.REBUY),
        "^A rebuy is only for a player who has busted; Ann has 1,000 chips$",
    )
    recorder.deal(button=3)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    assert can_apply(recorder.state, EntryTaken(2, EntryKind.REBUY))


def test_entries_start_at_their_first_level() -> None:
    later = replace(SETUP, rebuys=RebuyPolicy(add_on=replace(ADD_ON, from_level=2)))
    recorder = recorder_with(later, 2)
    recorder.rec(ClockStarted(0.0))
    refused(
        recorder.state,
        EntryTaken(1, EntryKind.ADD_ON, at=10.0),
        "^Add-ons start in level 2; this is level 1$",
    )
    assert can_apply(recorder.state, EntryTaken(1, EntryKind.ADD_ON, at=700.0))


COMBINATIONS = list(itertools.product((False, True), repeat=3))


@pytest.mark.parametrize(("rebuy", "add_on", "re_entry"), COMBINATIONS)
def test_every_combination_of_rebuy_add_on_and_re_entry(
    rebuy: bool, add_on: bool, re_entry: bool
) -> None:
    policy = RebuyPolicy(
        rebuy=REBUY if rebuy else None,
        add_on=ADD_ON if add_on else None,
        re_entry=RE_ENTRY if re_entry else None,
    )
    recorder = recorder_with(replace(SETUP, rebuys=policy, bounty=BOUNTY), 3)
    # Ann, still in with 1,000 chips: rebuy (limit 1,000) and add-on when offered.
    for kind, offered in ((EntryKind.REBUY, rebuy), (EntryKind.ADD_ON, add_on)):
        event = EntryTaken(1, kind)
        if offered:
            assert can_apply(recorder.state, event)
        else:
            refused(recorder.state, event, f"^This tournament offers no {kind.label}")
    refused(
        recorder.state,
        EntryTaken(1, EntryKind.RE_ENTRY),
        "only for a player who has busted" if re_entry else "^This tournament offers no re-entry",
    )
    # Bob busts: a rebuy or a re-entry may bring him back, never an add-on.
    recorder.deal(button=3)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    state = recorder.state
    expected = tuple(
        kind for kind, offered in ((EntryKind.REBUY, rebuy), (EntryKind.RE_ENTRY, re_entry))
        if offered
    )
    assert entries_open(state, 2, 0.0) == expected
    if add_on:
        refused(state, EntryTaken(2, EntryKind.ADD_ON), "^Bob is out; an add-on is for a player")
    for kind in expected:
        back = apply_event(state, EntryTaken(2, kind))
        assert not back.player(2).busted
        account = money_account(back)
        option = policy.option(kind)
        assert option is not None
        bounty = 5 if kind is EntryKind.RE_ENTRY else 0
        assert account.prize_pool == money_account(state).prize_pool + option.cost - bounty
        assert back.total_chips == state.total_chips + option.chips


def test_a_freezeout_refusal_says_nothing_else_is_possible() -> None:
    recorder = recorder_with(replace(SETUP, rebuys=FREEZEOUT), 2)
    refused(recorder.state, EntryTaken(1, EntryKind.REBUY), "^This tournament offers no rebuy$")


# ----- late registration -----------------------------------------------------------------------


def test_late_registration_until_a_level() -> None:
    recorder = recorder_with(replace(SETUP, late_registration=2), 2)
    recorder.rec(ClockStarted(0.0))
    state = recorder.state
    assert registration_open(state, 1199.0)
    assert registration_open(state, 1499.0)  # the break after level 2 counts as level 2
    refused(
        state,
        PlayerRegistered(3, "Cat", at=1500.0),
        "^Late registration closed after level 2; this is level 3$",
    )
    assert can_apply(state, PlayerRegistered(3, "Cat", at=1000.0))
    # While re-entries are open, the refusal says what a busted player may still do.
    open_re_entry = recorder_with(
        replace(SETUP, late_registration=1, rebuys=RebuyPolicy(re_entry=RE_ENTRY)), 2
    )
    open_re_entry.rec(ClockStarted(0.0))
    refused(
        open_re_entry.state,
        PlayerRegistered(3, "Cat", at=700.0),
        "^Late registration closed after level 1; this is level 2; busted players may still "
        "re-enter until level 2$",
    )


def test_late_registration_zero_closes_when_the_clock_starts_and_none_never_closes() -> None:
    recorder = recorder_with(replace(SETUP, late_registration=0, rebuys=FREEZEOUT), 2)
    assert can_apply(recorder.state, PlayerRegistered(3, "Cat"))
    recorder.rec(ClockStarted(0.0))
    refused(
        recorder.state,
        PlayerRegistered(3, "Cat", at=1.0),
        r"^Registration closed when the clock started \(this tournament has no late "
        r"registration\)$",
    )
    always = recorder_with(SETUP, 2)
    always.rec(ClockStarted(0.0))
    assert can_apply(always.state, PlayerRegistered(3, "Cat", at=99_999.0))


# ----- prizes and their rounding ---------------------------------------------------------------


def test_fifty_thirty_twenty_on_240_says_how_it_was_rounded() -> None:
    state = new_tournament(setup_from_preset(HOME_STANDARD))
    for number in range(1, 9):
        state = apply_event(state, PlayerRegistered(number, f"Player {number}"))
    assert state.prize_pool == 240
    assert prizes(state) == (125, 70, 45)
    assert rounding_note(state) == "Rounded down to 5; the 5 left over goes to 1st."
    assert REMAINDER_RULE.endswith("goes to 1st.")


@pytest.mark.parametrize("pool", [0, 1, 7, 99, 240, 1234, 99_999])
@pytest.mark.parametrize("unit", [1, 5, 25, 100])
def test_prizes_always_add_up_to_the_pool(pool: int, unit: int) -> None:
    tier = PayoutTier.of(11, 20, 40, 30, 20, 10)
    amounts = prize_amounts(pool, tier, unit)
    assert sum(amounts) == pool
    assert all(amount % unit == 0 for amount in amounts[1:])
    assert list(amounts) == sorted(amounts, reverse=True)
    assert describe_rounding(pool, tier, unit).startswith("Rounded down to")


def test_rounding_in_a_currency_and_places_that_round_to_nothing() -> None:
    euro = Currency("€", 2)
    tier = PayoutTier.of(7, 10, 50, 30, 20)
    assert describe_rounding(24_000, tier, 500, euro) == (
        "Rounded down to €5.00; the €5.00 left over goes to 1st."
    )
    assert describe_rounding(9, tier, 5) == (
        "Rounded down to 5; the 9 left over goes to 1st. At this prize pool 2nd and 3rd "
        "round down to nothing."
    )


def test_more_entries_than_players_never_pays_a_place_nobody_can_finish_in() -> None:
    unlimited = replace(RE_ENTRY, max_per_player=None)
    recorder = recorder_with(replace(SETUP, rebuys=RebuyPolicy(re_entry=unlimited)), 3)
    recorder.rec(TableTrackingChanged(1, tracked=False))
    for _ in range(8):  # Bob busts and re-enters eight times: 11 entries, 3 people
        recorder.rec(PlayerBusted(2, 1), EntryTaken(2, EntryKind.RE_ENTRY), SeatsDrawn(1))
    state = recorder.rec(PlayerBusted(2, 1), PlayerBusted(3, 1))
    assert state.entries == 11 and state.is_finished
    tier = state.setup.payouts.for_entries(11)
    assert tier.places == 4
    paid = prize_amounts(state.prize_pool, tier, state.setup.prize_unit)
    assert prizes(state) == (paid[0] + paid[3], paid[1], paid[2])  # 4th's prize goes to 1st
    assert sum(player_prizes(state).values()) == state.prize_pool


def test_a_rake_percent_is_taken_out_of_the_price() -> None:
    assert rake_split(4000, 10) == (3600, 400)
    assert rake_split(0, 10) == (0, 0)
    assert rake_split(999, "12.5") == (875, 124)
    for price, percent, message in (
        (-1, 10, "cannot be negative"),
        (100, 101, "0% to 100%"),
        (100, 2.5, "not a float"),
    ):
        with pytest.raises(ConfigError, match=message):
            rake_split(price, percent)  # type: ignore[arg-type]
