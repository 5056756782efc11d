"""Money and chips are conserved over random setups and random nights (hypothesis).

Every setup draws its own buy-in, fee, bounty (fixed or progressive), rebuy, add-on and
re-entry terms (each on or off, with prices, fees, levels and limits) and late
registration. A night is a random sequence of registrations, entries, tracked hands,
untracked busts, voided hands, setup changes, deals (ICM, chip chop or agreed amounts,
with money kept to play for or not, some ending the tournament) and clock time; at the
end the tournament is played out. A setup change accepted once play started never changes the money.
After every step:

- prize pool = buy-ins + rebuys + add-ons + re-entries − bounties, fees never in it;
- fees = buy-in fees + entry fees; gross = pool + fees + bounties;
- bounties paid + bounties still on heads = bounty × entries, to the smallest unit;
- chips in play = starting stacks + the chips of every rebuy, add-on and re-entry.

At the finish: the prizes add up to the prize pool exactly, every bounty is paid, and
prizes + bounties paid = everything collected minus the fees.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import hypothesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine.accounts import (
    bounty_ledger,
    offer_deal,
    prizes,
    prizes_to_play_for,
    standings,
)
from app.engine.autoplay import random_next_event
from app.engine.clock import ClockStarted
from app.engine.director import can_deal, next_hand_event
from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy
from app.engine.errors import FeltboardError
from app.engine.events import HandEvent, WentAllIn
from app.engine.money import Bounty
from app.engine.payouts import PayoutTable, PayoutTier
from app.engine.setup_rules import play_started
from app.engine.tournament import TournamentState, apply_event, can_apply, new_tournament
from app.engine.tournament_events import (
    DealAgreed,
    EntryTaken,
    HandActed,
    HandVoided,
    PlayerBusted,
    PlayerRegistered,
    PlayerSeated,
    SeatsDrawn,
    SetupChanged,
    TableOpened,
    TableTrackingChanged,
    TournamentEvent,
    TournamentSetup,
)
from app.engine.tournament_state import money_account
from tests.tournament_kit import SETUP

SEATS = 6
MAX_PLAYERS = 2 * SEATS
KINDS = (EntryKind.REBUY, EntryKind.ADD_ON, EntryKind.RE_ENTRY)


@st.composite
def entry_options(draw: st.DrawFn, kind: EntryKind, least_cost: int) -> EntryOption | None:
    if not draw(st.sampled_from([True, True, False])):  # mostly offered
        return None
    from_level = draw(st.integers(1, 3))
    return EntryOption(
        kind,
        cost=draw(st.integers(least_cost, least_cost + 5000)),
        chips=25 * draw(st.integers(1, 120)),
        until_level=draw(st.integers(from_level, 4)),
        max_per_player=draw(st.none() | st.integers(1, 3)),
        max_stack=draw(st.none() | st.sampled_from([0, 500, 1000, 3000])),
        fee=draw(st.integers(0, 700)),
        from_level=from_level,
    )


@st.composite
def setups(draw: st.DrawFn) -> TournamentSetup:
    buy_in = draw(st.integers(0, 5000))
    bounty = None
    if buy_in and draw(st.booleans()):
        bounty = Bounty(
            draw(st.integers(1, buy_in)),
            progressive=draw(st.booleans()),
            progressive_percent=draw(st.integers(1, 99)),
        )
    least_re_entry = bounty.amount if bounty is not None else 0
    rebuys = RebuyPolicy(
        rebuy=draw(entry_options(EntryKind.REBUY, 0)),
        add_on=draw(entry_options(EntryKind.ADD_ON, 0)),
        re_entry=draw(entry_options(EntryKind.RE_ENTRY, least_re_entry)),
    )
    return TournamentSetup(
        name="Random night",
        buy_in=buy_in,
        starting_stack=SETUP.starting_stack,
        chip_set=SETUP.chip_set,
        rules=SETUP.rules,
        structure=SETUP.structure,
        payouts=SETUP.payouts,
        rebuys=rebuys,
        seats_per_table=SEATS,
        prize_unit=draw(st.sampled_from([1, 5, 25, 100, 500])),
        fee=draw(st.integers(0, 1000)),
        late_registration=draw(st.none() | st.integers(0, 4)),
        bounty=bounty,
    )


OPS = (
    "register", "entry", "entry", "hand", "all_in", "all_in", "bust", "tick", "void", "setup",
    "deal",
)
nights = st.lists(
    st.tuples(st.sampled_from(OPS), st.integers(0, 2**32)), min_size=10, max_size=50
)


@dataclass
class Night:
    state: TournamentState
    now: float = 0.0

    def rec(self, *events: TournamentEvent) -> None:
        for event in events:
            self.state = apply_event(self.state, event)
            check_money(self.state)

    def seat_everyone(self, seed: int) -> None:
        state = self.state
        waiting = [p for p in state.players if p.table is None and not p.busted]
        free = sum(t.seat_count - len(t.seats) for t in state.tables)
        if waiting and free >= len(waiting):
            self.rec(SeatsDrawn(seed))

    def play_hand(self, rng: random.Random, all_in: bool = False) -> None:
        """A random hand at the tracked table; ``all_in``: everyone shoves when they can
        (busts, split pots and side pots come quickly)."""
        if not can_deal(self.state, 1):
            return
        # The host may deal through a break (asked once at the console): money holds too.
        self.rec(next_hand_event(self.state, 1, self.now, during_break=True))
        while (hand_state := self.state.table(1).hand_state) is not None:
            number = self.state.last_hand_number
            legal = hand_state.legal_actions()
            seat = hand_state.to_act
            if all_in and seat is not None and legal is not None and legal.can_all_in:
                event: HandEvent = WentAllIn(seat)
            else:
                event = random_next_event(hand_state, rng)
            self.rec(HandActed(1, number, event))


def check_money(state: TournamentState) -> None:
    setup = state.setup
    players = state.players
    counts = {
        EntryKind.REBUY: sum(p.rebuys for p in players),
        EntryKind.ADD_ON: sum(p.add_ons for p in players),
        EntryKind.RE_ENTRY: sum(p.re_entries for p in players),
    }
    options = {kind: setup.rebuys.option(kind) for kind in KINDS}
    entry_money = sum(
        count * option.cost for kind, count in counts.items() if (option := options[kind])
    )
    entry_fees = sum(
        count * option.fee for kind, count in counts.items() if (option := options[kind])
    )
    entry_chips = sum(
        count * option.chips for kind, count in counts.items() if (option := options[kind])
    )
    bounty_total = setup.bounty.amount * state.entries if setup.bounty is not None else 0
    account = money_account(state)
    assert account.prize_pool == setup.buy_in * len(players) + entry_money - bounty_total
    assert account.fees == setup.fee * len(players) + entry_fees
    assert account.bounties == bounty_total
    assert account.gross == account.prize_pool + account.fees + account.bounties
    assert account.prize_pool >= 0
    ledger = bounty_ledger(state)
    assert ledger.paid + ledger.on_heads == bounty_total
    assert all(amount >= 0 for _, amount in (*ledger.won, *ledger.heads))
    assert state.total_chips == setup.starting_stack * len(players) + entry_chips
    table = standings(state)
    paid = sum(s.prize for s in table)
    assert paid <= account.prize_pool
    if state.is_finished:
        assert sum(prizes(state)) == account.prize_pool
        assert paid == account.prize_pool
        assert ledger.on_heads == 0
        assert ledger.paid == bounty_total
        assert paid + ledger.paid == account.gross - account.fees


def step(night: Night, op: str, choice: int) -> None:
    rng = random.Random(choice)
    state = night.state
    if op == "register":
        number = len(state.players) + 1
        event = PlayerRegistered(number, f"Player {number}", at=night.now)
        if number <= MAX_PLAYERS and can_apply(state, event):
            night.rec(event)
            night.seat_everyone(choice)
    elif op == "entry" and state.players:
        busted = [p for p in state.players if p.busted]
        player = rng.choice(busted if busted and rng.random() < 0.6 else state.players)
        event = EntryTaken(player.id, rng.choice(KINDS), night.now)
        if can_apply(state, event):
            night.rec(event)
            night.seat_everyone(choice)
    elif op in ("hand", "all_in"):
        night.play_hand(rng, all_in=op == "all_in")
    elif op == "deal":
        make_deal(night, rng)
    elif op == "bust" and not state.is_finished:
        seated = [p for p in state.table(2).player_ids]
        if len(seated) >= 2:
            loser, winner = rng.sample(seated, 2)
            night.rec(PlayerBusted(loser, winner))
    elif op == "tick":
        night.now += rng.randrange(0, 900)
    elif op == "setup":
        change_setup(night, rng)
    elif op == "void" and state.hands:
        event = HandVoided(rng.choice(state.hands).number)
        if can_apply(state, event):
            night.rec(event)


def make_deal(night: Night, rng: random.Random) -> None:
    """Try a random deal among the players still in; a deal never moves money in or out."""
    state = night.state
    to_play_for = sum(prizes_to_play_for(state)) if len(state.alive) >= 2 else 0
    if state.is_finished or not to_play_for:
        return
    keep = rng.choice([0, 0, rng.randint(0, to_play_for)])
    try:
        event = offer_deal(
            state, rng.choice(["icm", "chip", "custom"]), keep, ends=not keep and rng.random() < 0.5
        )
    except FeltboardError:  # e.g. more than ten players still in
        return
    if event.method == "custom" and len(event.shares) >= 2:
        # Agreed amounts: the first two players trade part of their shares.
        (a, share_a), (b, share_b), *rest = event.shares
        moved = rng.randint(0, share_a)
        event = replace(event, shares=((a, share_a - moved), (b, share_b + moved), *rest))
    before = money_account(state)
    if can_apply(state, event):
        night.rec(event)
        assert money_account(night.state) == before
        assert isinstance(night.state.deals[-1], DealAgreed)
        hypothesis.event(f"deal recorded ({event.method}, {'kept' if keep else 'all dealt'})")


def change_setup(night: Night, rng: random.Random) -> None:
    """Try a random change of the setup; once accepted, the money collected is the same."""
    setup = night.state.setup
    option = setup.rebuys.rebuy
    candidates = [
        replace(setup, buy_in=setup.buy_in * 10),
        replace(setup, buy_in=setup.buy_in // 10),
        replace(setup, fee=setup.fee + 100),
        replace(setup, late_registration=rng.choice([None, 0, 1, 2, 3, 4])),
        replace(setup, prize_unit=rng.choice([1, 5, 100])),
        replace(setup, payouts=PayoutTable((PayoutTier.of(2, None, 70, 30),))),
    ]
    if option is not None:
        candidates += [
            replace(setup, rebuys=replace(setup.rebuys, rebuy=replace(
                option, until_level=rng.randint(option.from_level, 4)))),
            replace(setup, rebuys=replace(
                setup.rebuys, rebuy=replace(option, cost=option.cost + 1))),
        ]
    event = SetupChanged(rng.choice(candidates), at=night.now)
    before = money_account(night.state)
    started = play_started(night.state)
    if can_apply(night.state, event):
        night.rec(event)
        if started:
            assert money_account(night.state) == before


def play_out(night: Night, rng: random.Random) -> None:
    """Finish the night: both tables untracked, busts until one player has every chip."""
    night.play_hand(rng)  # nothing is live at table 1 after this
    night.rec(TableTrackingChanged(1, tracked=False))
    while not night.state.is_finished:
        state = night.state
        waiting = [p for p in state.alive if p.table is None]
        tables = {t.number: list(t.player_ids) for t in state.tables}
        if waiting:
            table = next(t for t in state.tables if len(t.seats) < t.seat_count)
            seat = next(s for s in range(1, table.seat_count + 1) if table.occupant(s) is None)
            night.rec(PlayerSeated(waiting[0].id, table.number, seat))
        elif len(tables[1]) >= 2 or len(tables[2]) >= 2:
            crowded = tables[1] if len(tables[1]) >= 2 else tables[2]
            loser, winner = rng.sample(crowded, 2)
            night.rec(PlayerBusted(loser, winner))
        else:  # one player at each table: bring them together
            free = next(s for s in range(1, SEATS + 1) if state.table(1).occupant(s) is None)
            night.rec(PlayerSeated(tables[2][0], 1, free))


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(setup=setups(), ops=nights, seed=st.integers(0, 2**32))
def test_money_and_chips_are_conserved_over_random_nights(
    setup: TournamentSetup, ops: list[tuple[str, int]], seed: int
) -> None:
    night = Night(new_tournament(setup))
    night.rec(
        TableOpened(1, SEATS),
        TableOpened(2, SEATS, tracked=False),
        *(PlayerRegistered(n, f"Player {n}") for n in (1, 2, 3, 4)),
        SeatsDrawn(seed),
        ClockStarted(0.0),
    )
    for op, choice in ops:
        step(night, op, choice)
    play_out(night, random.Random(seed))
    assert night.state.is_finished
