"""The tournament's money and places: what was collected and where it goes (fees,
bounties, the prize pool), who busted whom for the bounties, the prizes and standings.

What was collected (:func:`~app.engine.tournament_state.money_account`) lives with the
state values, whose ``prize_pool`` reads it; this module reads the state and is read by
:mod:`app.engine.tournament`, so neither imports the other back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby

from app.engine.deal import DealMethod, work_out_deal
from app.engine.errors import chips
from app.engine.money import BountyLedger, settle_bounties
from app.engine.prizes import Finish, describe_rounding, prize_amounts, prize_money
from app.engine.results import HandResult
from app.engine.tournament_events import DealAgreed
from app.engine.tournament_state import Player, TournamentState, bounty_entries, money_account
from app.engine.wording import translate


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's finish so far: ``place`` is ``None`` while still playing."""

    player: Player
    chips: int
    place: int | None
    shared: int
    prize: int

    def describe(self) -> str:
        """``'1st'``, ``'tied 9th–10th'``, or the chip count for a player still in."""
        if self.place is None:
            return translate("Prizes", "{chips} chips").format(chips=chips(self.chips))
        return Finish(self.player.name, self.place, self.shared).finish_text


def house_take(state: TournamentState) -> int:
    """What the house keeps: every fee paid (never part of the prize pool)."""
    return money_account(state).fees


def bounty_ledger(state: TournamentState) -> BountyLedger:
    """Bounties so far: cash won by each player, money still on each head.

    A bounty is paid to whoever busted the player: at a tracked table, the winners of the
    pot that held the player's last chips, split evenly with the odd unit to the first
    of them (the larger share of that pot first, then from the dealer's left); at an
    untracked table, the player named on the bust. With a progressive knockout, part of
    each bounty goes on the winner's own head. The tournament's winner collects their own
    head.
    """
    entries = {p.id: bounty_entries(p, state.setup.bounty) for p in state.players}
    if state.ended_by_deal:
        # Nobody won the last heads: each player still in when the deal ended the
        # tournament collects their own, as a winner does.
        ledger = settle_bounties(state.setup.bounty, entries, state.knockouts)
        survivors = {p.id for p in state.alive}
        heads = dict(ledger.heads)
        won = {p: w + (heads[p] if p in survivors else 0) for p, w in ledger.won}
        left = {p: 0 if p in survivors else h for p, h in heads.items()}
        return BountyLedger(tuple(won.items()), tuple(left.items()))
    champion = state.alive[0].id if state.is_finished else None
    return settle_bounties(state.setup.bounty, entries, state.knockouts, champion)


def knockout_cash(state: TournamentState) -> Mapping[int, tuple[tuple[int, int], ...]]:
    """Player id to what their latest knockout paid in cash: ``((winner, cash), ...)``
    (only players knocked out while a bounty was on their head)."""
    bounty = state.setup.bounty
    if bounty is None:
        return {}
    paid: list[tuple[tuple[int, int], ...]] = []
    entries = {p.id: bounty_entries(p, bounty) for p in state.players}
    settle_bounties(bounty, entries, state.knockouts, paid=paid)
    latest: dict[int, tuple[tuple[int, int], ...]] = {}
    for knockout, cashed in zip(state.knockouts, paid, strict=True):
        if any(cash for _, cash in cashed):
            latest[knockout.victim] = cashed
        else:
            latest.pop(knockout.victim, None)
    return latest


def bounties_won(state: TournamentState) -> Mapping[int, int]:
    """Player id to money won in bounties so far (0 for everyone without a bounty)."""
    return dict(bounty_ledger(state).won)


def bounty_heads(state: TournamentState) -> Mapping[int, int]:
    """Player id to the bounty on their head now (what busting them pays)."""
    return dict(bounty_ledger(state).heads)


def player_prizes(state: TournamentState) -> Mapping[int, int]:
    """Player id to the prize money of their place (0 while still playing or unpaid)."""
    return {standing.player.id: standing.prize for standing in standings(state)}


def prizes(state: TournamentState) -> tuple[int, ...]:
    """The prize for each paid place, best first, from the payout table for the entries.

    Nothing is paid yet while there are fewer entries than the payout table's first range
    (a table may start at, say, 5 entries: nobody is in the money with 3). The prizes add
    up to the prize pool exactly (see :func:`~app.engine.prizes.prize_amounts` for the
    rounding, :func:`rounding_note` for it in words).
    """
    entries = state.entries
    if entries < max(2, state.setup.payouts.tiers[0].min_entries):
        return ()
    tier = state.setup.payouts.for_entries(entries)
    amounts = prize_amounts(state.prize_pool, tier, state.setup.prize_unit)
    people = len(state.players)
    if len(amounts) > people:
        # Re-entries can make more entries than people: a place nobody can finish in
        # (3rd of two players) pays nothing, and its prize goes to 1st.
        amounts = (amounts[0] + sum(amounts[people:]), *amounts[1:people])
    return amounts


def prizes_to_play_for(state: TournamentState) -> tuple[int, ...]:
    """What the players still in can still win, one amount per place, best first.

    Before any deal, the prizes of the places they will take (0 for unpaid places);
    after a deal, only the amount it kept to play for, as 1st place.
    """
    left = len(state.alive)
    if state.deals:
        return (state.deals[-1].keep, *(0,) * (left - 1))
    amounts = prizes(state)[:left]
    return (*amounts, *(0,) * (left - len(amounts)))


def deal_money(state: TournamentState) -> Mapping[int, int]:
    """Player id to the money deals gave them, the kept amount to the winner once there
    is one (empty without a deal). Their prize is this, whatever place they finish in."""
    dealt: dict[int, int] = {}
    for deal in state.deals:
        for player, share in deal.shares:
            dealt[player] = dealt.get(player, 0) + share
    if state.deals and state.is_finished and not state.ended_by_deal:
        winner = state.alive[0].id
        dealt[winner] = dealt.get(winner, 0) + state.deals[-1].keep
    return dealt


def deal_lines(state: TournamentState) -> tuple[tuple[str, int, int | None], ...]:
    """What a payout list shows for the places a deal covered: ``("Deal", money, player)``
    for each player in it, by chips at the first deal, then ``("1st", kept, winner)``
    while money is kept to play for (the winner ``None`` until there is one): 1st place
    takes it on top of their share. Empty
    without a deal; the places below stay as the prizes pay them.
    """
    if not state.deals:
        return ()
    dealt: dict[int, int] = {}
    for deal in state.deals:
        for player, share in deal.shares:
            dealt[player] = dealt.get(player, 0) + share
    rows: list[tuple[str, int, int | None]] = [
        ("Deal", dealt[player], player) for player, _ in state.deals[0].stacks
    ]
    keep = state.deals[-1].keep
    if keep:
        rows.append(("1st", keep, state.alive[0].id if state.is_finished else None))
    return tuple(rows)


def deal_stacks(state: TournamentState) -> tuple[tuple[int, int], ...]:
    """The players still in and their stacks, as a deal lists them: most chips first,
    equal stacks in standings order (the order breaks ties in a deal's rounding)."""
    return tuple(
        (s.player.id, s.chips) for s in standings(state) if s.place is None
    )


def offer_deal(
    state: TournamentState,
    method: DealMethod,
    keep: int = 0,
    stacks: Sequence[tuple[int, int]] | None = None,
    ends: bool = False,
) -> DealAgreed:
    """The deal a calculator offers the players still in, ready to record.

    ``stacks`` (player id, chips) replaces the recorded stacks with the counts at the
    table; a ``custom`` method starts from the ICM shares.

    :raises IllegalAction: if the stacks, the prizes or the kept amount are refused.
    """
    listed = tuple(stacks) if stacks is not None else deal_stacks(state)
    deal = work_out_deal(
        [count for _, count in listed],
        prizes_to_play_for(state),
        method,
        keep,
        state.setup.currency,
    )
    players = [player for player, _ in listed]
    return DealAgreed(
        shares=tuple(zip(players, deal.shares, strict=True)),
        stacks=listed,
        method=method,
        keep=keep,
        ends=ends,
    )


def rounding_note(state: TournamentState) -> str:
    """How the prizes were rounded, in words (``''`` while nothing is paid yet).

    >>> from app.engine.presets import HOME_STANDARD
    >>> from app.engine.tournament import apply_event, new_tournament, setup_from_preset
    >>> from app.engine.tournament_events import PlayerRegistered
    >>> state = new_tournament(setup_from_preset(HOME_STANDARD))
    >>> for number in range(1, 9):
    ...     state = apply_event(state, PlayerRegistered(number, f"Player {number}"))
    >>> prizes(state), rounding_note(state)
    ((125, 70, 45), 'Rounded down to 5; the 5 left over goes to 1st.')
    """
    if not prizes(state):
        return ""
    setup = state.setup
    tier = setup.payouts.for_entries(state.entries)
    return describe_rounding(state.prize_pool, tier, setup.prize_unit, setup.currency)


def standings(state: TournamentState) -> tuple[Standing, ...]:
    """Everyone, best first: players still in by chips, then busts, latest first.

    Players who bust on the same hand are placed by their stacks at the start of that
    hand; equal stacks share the places they cover and split their prizes.
    """
    alive = sorted(state.alive, key=lambda p: (-state.live_stack(p.id), p.name))
    finished = state.is_finished
    finishes: list[Finish] = []
    if state.ended_by_deal:
        finishes.extend(_places_by_chips(state, alive))
    elif finished:
        finishes.append(Finish(str(alive[0].id), 1))
    place = len(alive) + 1
    busted = sorted(
        (p for p in state.players if p.busted),
        key=lambda p: (-(p.bust_order or 0), -p.stack_before_bust, p.name),
    )
    position = 0
    while position < len(busted):
        first = busted[position]
        group = [
            p
            for p in busted[position:]
            if p.bust_order == first.bust_order and p.stack_before_bust == first.stack_before_bust
        ]
        finishes.extend(Finish(str(p.id), place, len(group)) for p in group)
        place += len(group)
        position += len(group)
    money = dict(prize_money(finishes, prizes(state))) if finishes else {}
    money.update({str(player): amount for player, amount in deal_money(state).items()})
    placed = {f.player: f for f in finishes}
    ordered = [*alive, *busted]
    return tuple(
        Standing(
            player=p,
            chips=state.live_stack(p.id),
            place=placed[str(p.id)].place if str(p.id) in placed else None,
            shared=placed[str(p.id)].shared if str(p.id) in placed else 1,
            prize=money.get(str(p.id), 0),
        )
        for p in ordered
    )


def _places_by_chips(state: TournamentState, alive: Sequence[Player]) -> list[Finish]:
    """The places of the players still in when a deal ended the tournament: by chips,
    equal stacks sharing the places they cover (``alive`` is sorted by chips)."""
    finishes: list[Finish] = []
    place = 1
    for _stack, group in groupby(alive, key=lambda p: state.live_stack(p.id)):
        players = list(group)
        finishes.extend(Finish(str(p.id), place, len(players)) for p in players)
        place += len(players)
    return finishes


# ----- knockouts --------------------------------------------------------------------------


def bust_pot_winners(
    result: HandResult, players: tuple[tuple[int, int], ...], victim: int
) -> tuple[int, ...]:
    """Who busted ``victim``: the winners of the pot that held their last chips.

    That is the highest pot the victim could win (their last layer of chips). Winners
    are listed by their share of it, larger first, then in odd-chip order (from the
    dealer's left), so an odd unit of a split bounty goes where the pot's odd chip went.
    """
    seat_of = {player: seat for seat, player in players}
    player_at = dict(players)
    seat = seat_of[victim]
    contested = [r for r in result.pots if seat in r.pot.eligible and r.shares]
    if not contested:
        contested = [r for r in result.pots if r.shares]
    if not contested:
        return ()
    last = max(contested, key=lambda r: r.pot.index)
    paid = [(s, share) for s, share in last.shares if share > 0 and s != seat]
    ranked = sorted(paid, key=lambda item: -item[1])
    return tuple(player_at[s] for s, _ in ranked)
