"""What the cashier's book says, on the console, on paper and in files: no Qt, no I/O.

The book itself is the engine's (:func:`~app.engine.cashier.cashier_book`); this module
words it once for every surface: the console's Cashier tab, the printed ledger
(File > Print ▸ Ledger, ``feltboard print FILE ledger``), the ledger exported as CSV, and
``feltboard info --json``.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from app.engine.cashier import CashierBook, ChargeLine, PlayerBook, cashier_book
from app.engine.entry_options import EntryKind
from app.engine.money import Currency, Payment, Payout
from app.engine.tournament import TournamentState
from app.engine.wording import translate
from app.present.sheet_blocks import Align, Column, Grid, Paragraph, Sheet
from app.present.terms import entry_label


def entry_word(entry: EntryKind) -> str:
    """The entry as the ledger names it: ``'Buy-in'``, ``'Rebuy'``..."""
    return entry_label(entry).capitalize()


def time_text(at: float | None) -> str:
    """``'21:05'`` (local time), or ``'—'`` when the moment is not known."""
    if at is None:
        return "—"
    return f"{datetime.fromtimestamp(at):%H:%M}"


@dataclass(frozen=True, slots=True)
class Movement:
    """One line of the ledger in time order: money in (a charge) or out (a payout)."""

    at: float | None
    player: str
    what: str
    payment: Payment
    money_in: int
    money_out: int


def movements(state: TournamentState, book: CashierBook | None = None) -> tuple[Movement, ...]:
    """Every charge and payout, in the order recorded (charges owed show with nothing in;
    a charge paid later is in at the moment it was paid)."""
    book = book or cashier_book(state)
    names = {page.player.id: page.player.name for page in book.players}
    lines = {line.charge.number: line for page in book.players for line in page.charges}
    moves: list[tuple[float, int, Movement]] = []
    order = 0
    for charge in state.charges:
        line = lines[charge.number]
        paid = charge.payment is not Payment.OWED
        when = charge.paid_at if charge.paid_at is not None else charge.at
        moves.append((when or 0.0, order, Movement(
            when, names[charge.player], _charge_what(line), charge.payment,
            line.price if paid else 0, 0,
        )))
        order += 1
    for payout in state.payouts:
        moves.append((payout.at or 0.0, order, Movement(
            payout.at, names[payout.player], translate("Cashier", "Paid out"), payout.payment,
            0, payout.amount,
        )))
        order += 1
    return tuple(move for _, _, move in sorted(moves, key=lambda item: (item[0], item[1])))


def _charge_what(line: ChargeLine) -> str:
    text = entry_word(line.charge.entry)
    return f"{text} #{line.charge.number}"


# ----- the console's words -------------------------------------------------------------------


def box_text(book: CashierBook, currency: Currency) -> str:
    """The cash box in one line: ``'Cash in €240.00 · out €110.00 · in the box €130.00'``."""
    box = book.box
    return translate("Cashier", "Cash in {cash_in} · out {cash_out} · in the box {in_box}").format(
        cash_in=currency.format(box.cash_in), cash_out=currency.format(box.cash_out),
        in_box=currency.format(box.in_box),
    )


def other_text(book: CashierBook, currency: Currency) -> str:
    """Money paid another way: ``'Other ways: in €40.00 · out €0.00'``."""
    box = book.box
    return translate("Cashier", "Other ways: in {other_in} · out {other_out}").format(
        other_in=currency.format(box.other_in), other_out=currency.format(box.other_out)
    )


def open_items_text(book: CashierBook, currency: Currency) -> str:
    """What is still open: ``'Owed by players €20.00 · still to pay out €330.00'``."""
    text = translate("Cashier", "Owed by players {owed} · still to pay out {to_pay}").format(
        owed=currency.format(book.owed), to_pay=currency.format(book.to_pay)
    )
    if book.overpaid:
        text += " · " + translate("Cashier", "overpaid {amount} (collect it back)").format(
            amount=currency.format(book.overpaid)
        )
    return text


def reconciliation_text(book: CashierBook, currency: Currency) -> str:
    """The reconciliation in words, and whether it balances to the smallest unit."""
    money = currency.format
    sum_text = translate(
        "Cashier",
        "Held {held} = fees {fees} + to pay out {to_pay} + not won yet {not_won} − owed {owed}",
    ).format(
        held=money(book.box.held), fees=money(book.account.fees),
        to_pay=money(book.to_pay - book.overpaid), not_won=money(book.not_won_yet),
        owed=money(book.owed),
    )
    if book.balanced:
        return sum_text + " · " + translate("Cashier", "balanced")
    return sum_text + " · " + translate("Cashier", "off by {amount}").format(
        amount=money(book.difference)
    )


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """A player's row of the Cashier tab, every amount as written."""

    player: int
    name: str
    paid: str
    owes: str
    won: str
    paid_out: str
    to_pay: str
    settled: bool
    """Nothing owed either way."""


def player_rows(book: CashierBook, currency: Currency) -> tuple[PlayerRow, ...]:
    """One row per player, in registration order."""
    money = currency.format
    return tuple(
        PlayerRow(
            page.player.id, page.player.name, money(page.paid_in), money(page.owes),
            money(page.won), money(page.paid_out), money(page.to_pay),
            page.owes == 0 and page.to_pay == 0,
        )
        for page in book.players
    )


def charge_text(line: ChargeLine, currency: Currency) -> str:
    """A charge as its list shows it: ``'#3 Rebuy €20.00 — cash, 21:05'``."""
    charge = line.charge
    when = charge.paid_at if charge.paid_at is not None else charge.at
    way = charge.payment.shown
    if charge.payment is Payment.OWED:
        return translate("Cashier", "#{number} {entry} {price} — owed").format(
            number=charge.number, entry=entry_word(charge.entry),
            price=currency.format(line.price),
        )
    return translate("Cashier", "#{number} {entry} {price} — {way}, {time}").format(
        number=charge.number, entry=entry_word(charge.entry), price=currency.format(line.price),
        way=way, time=time_text(when),
    )


def payout_text(payout: Payout, currency: Currency) -> str:
    """A payout as its list shows it: ``'Paid out €110.00 — cash, 23:40'``."""
    return translate("Cashier", "Paid out {amount} — {way}, {time}").format(
        amount=currency.format(payout.amount), way=payout.payment.shown,
        time=time_text(payout.at),
    )


def won_text(page: PlayerBook, currency: Currency) -> str:
    """What a player won, in parts: ``'Prize €110.00 + bounties €20.00'``."""
    money = currency.format
    if page.bounties:
        return translate("Cashier", "Prize {prize} + bounties {bounties}").format(
            prize=money(page.prize), bounties=money(page.bounties)
        )
    return translate("Cashier", "Prize {prize}").format(prize=money(page.prize))


# ----- paper and files ------------------------------------------------------------------------


def ledger_sheets(state: TournamentState) -> tuple[Sheet, ...]:
    """The printed ledger: the box and its reconciliation, each player's account, and
    every movement in time order with the box after it."""
    book = cashier_book(state)
    currency = state.setup.currency
    money = currency.format
    right = Align.RIGHT
    players = Grid(
        (
            Column(translate("Cashier", "Player"), stretch=True),
            Column(translate("Cashier", "Paid"), right),
            Column(translate("Cashier", "Owes"), right),
            Column(translate("Cashier", "Won"), right),
            Column(translate("Cashier", "Paid out"), right),
            Column(translate("Cashier", "To pay"), right),
        ),
        tuple(
            (row.name, row.paid, row.owes, row.won, row.paid_out, row.to_pay)
            for row in player_rows(book, currency)
        ),
    )
    box = 0
    rows: list[tuple[str, ...]] = []
    for move in movements(state, book):
        if move.payment is Payment.CASH:
            box += move.money_in - move.money_out
        rows.append((
            time_text(move.at), move.player, move.what, move.payment.shown,
            money(move.money_in) if move.money_in else "",
            money(move.money_out) if move.money_out else "", money(box),
        ))  # fmt: skip
    moves = Grid(
        (
            Column(translate("Cashier", "Time")),
            Column(translate("Cashier", "Player"), stretch=True),
            Column(translate("Cashier", "What")),
            Column(translate("Cashier", "Way")),
            Column(translate("Cashier", "In"), right),
            Column(translate("Cashier", "Out"), right),
            Column(translate("Cashier", "Cash box"), right),
        ),
        tuple(rows),
        size=9,
    )
    summary = (
        Paragraph(box_text(book, currency)),
        Paragraph(other_text(book, currency)),
        Paragraph(open_items_text(book, currency)),
        Paragraph(reconciliation_text(book, currency)),
    )
    return (
        Sheet(translate("Cashier", "Cash box"), (*summary, players)),
        Sheet(translate("Cashier", "Every movement"), (moves,)),
    )


def ledger_csv(state: TournamentState) -> str:
    """The ledger as CSV, a row per movement in time order (amounts as a template writes
    them, ``20.50``), for a spreadsheet."""
    book = cashier_book(state)
    plain = state.setup.currency.plain
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(("time", "player", "what", "way", "in", "out", "cash_box"))
    box = 0
    for move in movements(state, book):
        if move.payment is Payment.CASH:
            box += move.money_in - move.money_out
        when = "" if move.at is None else datetime.fromtimestamp(move.at).isoformat(" ", "seconds")
        writer.writerow((
            when, move.player, move.what, move.payment.value,
            plain(move.money_in) if move.money_in else "",
            plain(move.money_out) if move.money_out else "", plain(box),
        ))  # fmt: skip
    return out.getvalue()


def ledger_data(
    state: TournamentState, money: Callable[[int], int | str] = int
) -> dict[str, object]:
    """The book as plain data for ``info --json``; ``money`` writes each amount (the
    command line writes them as a template does: ``40`` or ``"40.50"``)."""
    book = cashier_book(state)
    box = book.box
    account = book.account
    return {
        "cash_box": {
            "cash_in": money(box.cash_in), "cash_out": money(box.cash_out),
            "in_box": money(box.in_box), "other_in": money(box.other_in),
            "other_out": money(box.other_out),
        },
        "reconciliation": {
            "charged": money(book.charged), "gross": money(account.gross),
            "fees": money(account.fees), "prize_pool": money(account.prize_pool),
            "bounties": money(account.bounties), "awarded": money(book.awarded),
            "bounties_won": money(book.bounties_won), "not_won_yet": money(book.not_won_yet),
            "owed": money(book.owed), "to_pay": money(book.to_pay),
            "overpaid": money(book.overpaid), "paid_out": money(book.paid_out),
            "held": money(box.held), "expected": money(book.expected),
            "difference": money(book.difference), "balanced": book.balanced,
        },
        "players": [
            {
                "name": page.player.name, "paid_in": money(page.paid_in),
                "owes": money(page.owes), "prize": money(page.prize),
                "bounties": money(page.bounties), "paid_out": money(page.paid_out),
                "to_pay": money(page.to_pay),
                "charges": [
                    {
                        "number": line.charge.number, "entry": line.charge.entry.value,
                        "cost": money(line.cost), "fee": money(line.fee),
                        "bounty": money(line.bounty), "payment": line.charge.payment.value,
                        "at": line.charge.at, "paid_at": line.charge.paid_at,
                    }
                    for line in page.charges
                ],
                "payouts": [
                    {"amount": money(p.amount), "payment": p.payment.value, "at": p.at}
                    for p in page.payouts
                ],
            }
            for page in book.players
        ],
    }
