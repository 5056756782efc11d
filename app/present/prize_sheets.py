"""What the payout and results sheets say, as plain values: the prize pool, each place's
prize (and a deal, if one was made), then everyone's result with a receipt per paid player.

Part of the printed documents of :mod:`app.present.print_sheets`, no Qt, no I/O.
"""

from __future__ import annotations

from decimal import Decimal

from app.engine.accounts import (
    Standing,
    bounties_won,
    deal_lines,
    prizes,
    rounding_note,
    standings,
)
from app.engine.entry_options import EntryKind
from app.engine.errors import chips
from app.engine.money import Currency
from app.engine.numbers import number_style
from app.engine.tournament import Player, TournamentState
from app.engine.tournament_events import TournamentSetup
from app.engine.tournament_state import money_account
from app.engine.wording import translate
from app.present.room_facts import place_winners
from app.present.sheet_blocks import (
    PLURALS,
    Align,
    Block,
    Column,
    Grid,
    Heading,
    Paragraph,
    Receipt,
    Sheet,
)
from app.present.terms import entries_text, finish_label, place_label


def payout_sheets(state: TournamentState) -> tuple[Sheet, ...]:
    """The prize pool (what was paid in, fees and bounties out) and each place's prize,
    with the rounding note; then the payout table for every number of entries."""
    setup = state.setup
    currency = setup.currency
    blocks: list[Block] = [_pool_grid(state), Heading(translate("PrintSheets", "Prizes"))]
    amounts = prizes(state)
    if amounts:
        tier = setup.payouts.for_entries(state.entries)
        finished = place_winners(standings(state))
        rows = tuple(
            (
                place_label(place),
                f"{_percent(tier.percents[place - 1])}%" if place <= len(tier.percents) else "",
                currency.format(amount),
                finished.get(place, ""),
            )
            for place, amount in enumerate(amounts, start=1)
        )
        blocks.append(
            Grid(
                (
                    Column(translate("PrintSheets", "Place"), Align.CENTER),
                    Column(translate("PrintSheets", "Percent"), Align.RIGHT),
                    Column(translate("PrintSheets", "Prize"), Align.RIGHT),
                    Column(translate("PrintSheets", "Finished"), stretch=True),
                ),
                rows,
                size=13,
            )
        )
        blocks.append(Paragraph(rounding_note(state), small=True))
        blocks.extend(_deal_blocks(state))
    else:
        first = setup.payouts.tiers[0].min_entries
        blocks.append(
            Paragraph(
                translate(
                    "PrintSheets", "Nothing is paid yet: {entries} so far; prizes start at "
                    "{first} entries.",
                ).format(entries=entries_text(state.entries), first=max(2, first))
            )
        )
    blocks.append(Heading(translate("PrintSheets", "Payout table")))
    blocks.append(
        Grid(
            (
                Column(translate("PrintSheets", "Entries")),
                Column(translate("PrintSheets", "Places"), Align.RIGHT),
                Column(translate("PrintSheets", "Percents"), stretch=True),
            ),
            tuple(
                (
                    tier.range_label,
                    str(tier.places),
                    " / ".join(_percent(percent) for percent in tier.percents),
                )
                for tier in setup.payouts.tiers
            ),
            frozenset(
                i for i, tier in enumerate(setup.payouts.tiers) if tier.covers(state.entries)
            ),
            size=10,
        )
    )
    return (Sheet(translate("PrintSheets", "Payouts"), tuple(blocks)),)


def _deal_blocks(state: TournamentState) -> list[Block]:
    """The deal, if the players made one: who takes what instead of the places it
    covered, and what is kept for the winner (as the console's Payouts tab says)."""
    lines = deal_lines(state)
    if not lines:
        return []
    currency = state.setup.currency
    covered = len(state.deals[0].shares)
    rows = tuple(
        (
            state.player(player).name
            if player is not None
            else translate("PrintSheets", "The winner"),
            translate("PrintSheets", "Deal share")
            if label == "Deal"
            else translate("PrintSheets", "Kept to play for: the winner takes it"),
            currency.format(amount),
        )
        for label, amount, player in lines
    )
    return [
        Heading(
            translate("PrintSheets", "Deal (instead of the prizes for {first}–{last})").format(
                first=place_label(1), last=place_label(covered)
            )
        ),
        Grid(
            (
                Column(translate("PrintSheets", "Player")),
                Column("", stretch=True),
                Column(translate("PrintSheets", "Amount"), Align.RIGHT),
            ),
            rows,
            size=13,
        ),
    ]


def _pool_grid(state: TournamentState) -> Grid:
    setup = state.setup
    currency = setup.currency
    account = money_account(state)
    players = state.players
    rows: list[tuple[str, str]] = [
        (translate("PrintSheets", "Buy-ins: {count} × {cost}").format(
            count=len(players), cost=currency.format(setup.buy_in)),
         currency.format(account.buy_ins)),
    ]  # fmt: skip
    for kind, paid in (
        (EntryKind.RE_ENTRY, account.re_entries),
        (EntryKind.REBUY, account.rebuys),
        (EntryKind.ADD_ON, account.add_ons),
    ):
        option = setup.rebuys.option(kind)
        if option is None:
            continue
        count = sum(_taken(p, kind) for p in players)
        rows.append(
            (translate("PrintSheets", "{offers}: {count} × {cost}").format(
                offers=translate("PrintSheets", PLURALS[kind]).capitalize(),
                count=count, cost=currency.format(option.cost)),
             currency.format(paid))
        )  # fmt: skip
    if setup.bounty is not None:
        rows.append(
            (translate("PrintSheets", "Less bounties: {count} × {cost}").format(
                count=account.bounties // setup.bounty.amount,
                cost=currency.format(setup.bounty.amount)),
             currency.format(-account.bounties))
        )  # fmt: skip
    strong = frozenset({len(rows)})
    rows.append((translate("PrintSheets", "Prize pool"), currency.format(account.prize_pool)))
    if account.fees:
        rows.append((
            translate("PrintSheets", "House fees (not in the prize pool)"),
            currency.format(account.fees),
        ))  # fmt: skip
    amount = Column(translate("PrintSheets", "Amount"), Align.RIGHT)
    return Grid((Column("", stretch=True), amount), tuple(rows), strong, size=11)


def _taken(player: Player, kind: EntryKind) -> int:
    return {
        EntryKind.REBUY: player.rebuys,
        EntryKind.ADD_ON: player.add_ons,
        EntryKind.RE_ENTRY: player.re_entries,
    }[kind]


def _percent(percent: Decimal) -> str:
    """``'9.5'`` in English, ``'9,5'`` in Spanish: the decimal mark of the language."""
    return number_style().with_decimal_mark(str(percent))


# ----- results ------------------------------------------------------------------------------------


def result_sheets(state: TournamentState, night: str = "") -> tuple[Sheet, ...]:
    """Everyone's place, prize, bounties and total (the results so far before the end),
    then a receipt to sign for every player whose money is settled."""
    setup = state.setup
    currency = setup.currency
    bounty = setup.bounty is not None
    won = bounties_won(state)
    table = standings(state)
    columns = [
        Column(translate("PrintSheets", "Place"), Align.CENTER),
        Column(translate("PrintSheets", "Player"), stretch=True),
        Column(translate("PrintSheets", "Prize"), Align.RIGHT),
    ]
    if bounty:
        columns.append(Column(translate("PrintSheets", "Bounties"), Align.RIGHT))
    columns.append(Column(translate("PrintSheets", "Total"), Align.RIGHT))
    rows: list[tuple[str, ...]] = []
    receipts: list[Block] = []
    dealt = {player for deal in state.deals for player, _ in deal.shares}
    for standing in table:
        player = standing.player
        bounties = won.get(player.id, 0)
        total = standing.prize + bounties
        if standing.place is None:
            place = translate("PrintSheets", "in")
            name = translate("PrintSheets", "{name} (still in, {chips} chips)").format(
                name=player.name, chips=chips(standing.chips)
            )
        else:
            place, name = finish_label(standing.place, standing.shared), player.name
        row = [place, name, _money_or_dash(currency, standing.prize)]
        if bounty:
            row.append(_money_or_dash(currency, bounties))
        row.append(_money_or_dash(currency, total))
        rows.append(tuple(row))
        if standing.place is not None and total > 0:
            receipts.append(
                _receipt(setup, night, standing, bounties, player.id in dealt)
            )
    finished = state.is_finished
    title = (
        translate("PrintSheets", "Results")
        if finished
        else translate("PrintSheets", "Results so far (in progress)")
    )
    paid = sum(s.prize for s in table) + sum(won.values())
    pool = currency.format(state.prize_pool)
    if setup.bounty:
        summary = translate(
            "PrintSheets", "{entries}, prize pool {pool}, bounties {bounty} a head."
        ).format(
            entries=entries_text(state.entries), pool=pool,
            bounty=currency.format(setup.bounty.amount),
        )
    else:
        summary = translate("PrintSheets", "{entries}, prize pool {pool}.").format(
            entries=entries_text(state.entries), pool=pool
        )
    if state.deals:
        summary += " " + translate(
            "PrintSheets",
            "The last {count} players made a deal: their prizes are what it gave them.",
        ).format(count=len(state.deals[0].shares))
    if finished:
        summary += " " + translate(
            "PrintSheets", "Won by {name}; {paid} paid in all."
        ).format(name=table[0].player.name, paid=currency.format(paid))
    else:
        left = len(state.alive)
        summary += " " + (
            translate(
                "PrintSheets",
                "In progress: 1 player still in, whose places, prizes and bounties are not "
                "decided yet.",
            )
            if left == 1
            else translate(
                "PrintSheets",
                "In progress: {count} players still in, whose places, prizes and bounties "
                "are not decided yet.",
            ).format(count=left)
        )
    blocks: list[Block] = [Paragraph(summary), Grid(tuple(columns), tuple(rows))]
    sheets = [Sheet(title, tuple(blocks))]
    if receipts:
        intro = Paragraph(
            translate(
                "PrintSheets",
                "Each player signs for the money received: cut along the dashed line or keep "
                "the page as the night's record.",
            ),
            small=True,
        )
        sheets.append(Sheet(translate("PrintSheets", "Receipts"), (intro, *receipts)))
    return tuple(sheets)


def _money_or_dash(currency: Currency, amount: int) -> str:
    return currency.format(amount) if amount else "–"


def _receipt(
    setup: TournamentSetup, night: str, standing: Standing, bounties: int, dealt: bool = False
) -> Receipt:
    """``'Received €250.00 (prize €180.00 + bounties €70.00) at Friday night, 4 December
    2026.'``: the sentence a paid player signs under, whole even once cut out. A player
    in a deal signs for what the deal gave (``'prize for 2nd, after a deal'``)."""
    currency = setup.currency
    total = currency.format(standing.prize + bounties)
    assert standing.place is not None  # a receipt is for a settled place
    place = finish_label(standing.place, standing.shared)
    if standing.prize and bounties:
        why = (
            translate("PrintSheets", "prize {prize} from the deal + bounties {bounties}")
            if dealt
            else translate("PrintSheets", "prize {prize} + bounties {bounties}")
        ).format(prize=currency.format(standing.prize), bounties=currency.format(bounties))
    elif bounties:
        why = translate("PrintSheets", "bounties")
    else:
        why = (
            translate("PrintSheets", "prize for {place}, after a deal")
            if dealt
            else translate("PrintSheets", "prize for {place}")
        ).format(place=place)
    where = setup.name + (f", {night}" if night else "")
    return Receipt(
        name=standing.player.name,
        place=place,
        total=total,
        text=translate("PrintSheets", "Received {total} ({why}) at {where}.").format(
            total=total, why=why, where=where
        ),
    )
