"""The cashier's book: what each player paid and was paid, and the cash box.

Every entry (the buy-in at registration, each rebuy, add-on and re-entry) is a
:class:`~app.engine.money.Charge` at the setup's price, paid in cash unless the cashier
records otherwise (:class:`~app.engine.tournament_events.ChargePaid`: another way, or
still owed); every sum handed to a player is a :class:`~app.engine.money.Payout`
(:class:`~app.engine.tournament_events.MoneyPaidOut`). Both are events, so the book
survives a crash and undo takes a line back like any other step.

:func:`cashier_book` reads the whole book: each player's lines, the cash box, and the
reconciliation of what the cashier holds with the prize pool, the fees and the bounties,
to the smallest unit.

>>> from app.engine.presets import HOME_STANDARD
>>> from app.engine.tournament import apply_event, new_tournament, setup_from_preset
>>> from app.engine.tournament_events import PlayerRegistered
>>> state = new_tournament(setup_from_preset(HOME_STANDARD))
>>> for number in range(1, 4):
...     state = apply_event(state, PlayerRegistered(number, f"Player {number}"))
>>> state = apply_event(state, ChargePaid(2, Payment.OTHER))
>>> state = apply_event(state, ChargePaid(3, Payment.OWED))
>>> book = cashier_book(state)
>>> book.box.cash_in, book.box.other_in, book.owed, book.balanced
(30, 30, 30, True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from app.engine.accounts import bounties_won, standings
from app.engine.entry_options import EntryKind
from app.engine.errors import IllegalAction
from app.engine.money import Charge, Payment, Payout, PoolAccount
from app.engine.tournament_events import ChargePaid, MoneyPaidOut, TournamentSetup
from app.engine.tournament_state import Player, TournamentState, money_account
from app.engine.wording import translate


@dataclass(frozen=True, slots=True)
class ChargeLine:
    """A charge with its money: ``cost`` (the prize pool's part, the bounty included) and
    ``fee`` (the house's), ``bounty`` the part of the cost put on the player's head."""

    charge: Charge
    cost: int
    fee: int
    bounty: int

    @property
    def price(self) -> int:
        """What the player paid (or owes) for it."""
        return self.cost + self.fee


@dataclass(frozen=True, slots=True)
class PlayerBook:
    """One player's page of the book: what they paid, what they won, what they got."""

    player: Player
    charges: tuple[ChargeLine, ...]
    payouts: tuple[Payout, ...]
    prize: int
    bounties: int

    @property
    def charged(self) -> int:
        """Everything their entries cost, paid or not."""
        return sum(line.price for line in self.charges)

    @property
    def paid_in(self) -> int:
        """What they paid, in cash or otherwise."""
        return sum(line.price for line in self.charges if line.charge.payment is not Payment.OWED)

    @property
    def owes(self) -> int:
        """What they still owe the cashier."""
        return self.charged - self.paid_in

    @property
    def won(self) -> int:
        """What the house owes them: their prize (or deal share) and the bounties won."""
        return self.prize + self.bounties

    @property
    def paid_out(self) -> int:
        """What the cashier handed them so far."""
        return sum(payout.amount for payout in self.payouts)

    @property
    def to_pay(self) -> int:
        """What the cashier still owes them (negative: paid more than they now won, after
        a corrected hand took a prize or bounty back)."""
        return self.won - self.paid_out


@dataclass(frozen=True, slots=True)
class CashBox:
    """Money through the cashier's hands: cash in the box, and money paid another way."""

    cash_in: int
    cash_out: int
    other_in: int
    other_out: int

    @property
    def in_box(self) -> int:
        """The cash that should be in the box now."""
        return self.cash_in - self.cash_out

    @property
    def other_held(self) -> int:
        """Money received another way (a transfer, a card) less what was paid that way."""
        return self.other_in - self.other_out

    @property
    def held(self) -> int:
        """Everything the cashier holds: the box and the money held another way."""
        return self.in_box + self.other_held


@dataclass(frozen=True, slots=True)
class CashierBook:
    """The whole book at one moment, reconciled with the tournament's account.

    What the cashier holds must equal the fees, plus the prizes and bounties won but not
    yet paid out, plus the money not won by anyone yet (the prize pool not yet awarded,
    the bounties still on heads), less what players still owe. :attr:`difference` is the
    gap (0 when it balances, to the smallest unit).
    """

    players: tuple[PlayerBook, ...]
    box: CashBox
    account: PoolAccount
    awarded: int
    """Prize money awarded so far (places decided, deal shares)."""
    bounties_won: int

    @property
    def charged(self) -> int:
        """Every charge's price, line by line."""
        return sum(page.charged for page in self.players)

    @property
    def owed(self) -> int:
        """What players still owe the cashier."""
        return sum(page.owes for page in self.players)

    @property
    def paid_out(self) -> int:
        """What the cashier handed players."""
        return sum(page.paid_out for page in self.players)

    @property
    def to_pay(self) -> int:
        """Prizes and bounties won but not yet handed over."""
        return sum(max(page.to_pay, 0) for page in self.players)

    @property
    def overpaid(self) -> int:
        """Money handed to players beyond what they now won (to collect back)."""
        return sum(max(-page.to_pay, 0) for page in self.players)

    @property
    def not_won_yet(self) -> int:
        """The prize pool not awarded yet and the bounties still on heads."""
        account = self.account
        return account.prize_pool - self.awarded + account.bounties - self.bounties_won

    @property
    def expected(self) -> int:
        """What the cashier should hold by the tournament's account."""
        return (
            self.account.fees + self.to_pay - self.overpaid + self.not_won_yet - self.owed
        )

    @property
    def difference(self) -> int:
        """What the cashier holds beyond (or, negative, short of) :attr:`expected`."""
        return self.box.held - self.expected

    @property
    def balanced(self) -> bool:
        """True when the lines add up to the account and the cashier holds what it should."""
        return self.difference == 0 and self.charged == self.account.gross

    def page(self, player_id: int) -> PlayerBook:
        """The page of ``player_id``.

        :raises IllegalAction: if there is no such player.
        """
        for page in self.players:
            if page.player.id == player_id:
                return page
        raise IllegalAction(
            translate("Tournament", "There is no player number {number}").format(
                number=player_id
            )
        )


def charge_line(setup: TournamentSetup, charge: Charge) -> ChargeLine:
    """``charge`` with the setup's price for its entry (prices are fixed once play starts,
    so this is what was paid); the bounty part where the entry carries one."""
    bounty = setup.bounty
    if charge.entry is EntryKind.BUY_IN:
        cost, fee = setup.buy_in, setup.fee
    else:
        option = setup.rebuys.option(charge.entry)
        cost, fee = (option.cost, option.fee) if option is not None else (0, 0)
    carries = charge.entry in (EntryKind.BUY_IN, EntryKind.RE_ENTRY) or (
        charge.entry is EntryKind.REBUY and bounty is not None and bounty.on_rebuys
    )
    return ChargeLine(charge, cost, fee, bounty.amount if bounty is not None and carries else 0)


def cashier_book(state: TournamentState) -> CashierBook:
    """The cashier's book of ``state``: every player's page, the box, the account."""
    lines: dict[int, list[ChargeLine]] = {p.id: [] for p in state.players}
    for charge in state.charges:
        lines.setdefault(charge.player, []).append(charge_line(state.setup, charge))
    paid: dict[int, list[Payout]] = {p.id: [] for p in state.players}
    for payout in state.payouts:
        paid.setdefault(payout.player, []).append(payout)
    prizes = {s.player.id: s.prize for s in standings(state)}
    bounties = bounties_won(state)
    pages = tuple(
        PlayerBook(
            player=player,
            charges=tuple(lines[player.id]),
            payouts=tuple(paid[player.id]),
            prize=prizes.get(player.id, 0),
            bounties=bounties.get(player.id, 0),
        )
        for player in state.players
    )
    return CashierBook(
        players=pages,
        box=_cash_box(pages),
        account=money_account(state),
        awarded=sum(prizes.values()),
        bounties_won=sum(bounties.values()),
    )


def _cash_box(pages: tuple[PlayerBook, ...]) -> CashBox:
    received = [line for page in pages for line in page.charges]
    handed = [payout for page in pages for payout in page.payouts]
    return CashBox(
        cash_in=_paid(received, Payment.CASH),
        cash_out=sum(p.amount for p in handed if p.payment is Payment.CASH),
        other_in=_paid(received, Payment.OTHER),
        other_out=sum(p.amount for p in handed if p.payment is Payment.OTHER),
    )


def _paid(lines: list[ChargeLine], payment: Payment) -> int:
    return sum(line.price for line in lines if line.charge.payment is payment)


# ----- the events ---------------------------------------------------------------------------


def with_charge(
    state: TournamentState, player: int, entry: EntryKind, at: float | None
) -> TournamentState:
    """``state`` with a new charge for ``player``'s ``entry``, paid in cash."""
    charge = Charge(len(state.charges) + 1, player, entry, Payment.CASH, at)
    return replace(state, charges=(*state.charges, charge))


def set_payment(state: TournamentState, event: ChargePaid) -> TournamentState:
    """Record how a charge was paid.

    :raises IllegalAction: if there is no such charge or it is already paid that way.
    """
    if not 1 <= event.charge <= len(state.charges):
        raise IllegalAction(
            translate("Cashier", "There is no charge number {number}").format(
                number=event.charge
            )
        )
    charge = state.charges[event.charge - 1]
    if charge.payment is event.payment:
        raise IllegalAction(
            translate("Cashier", "{name}'s {entry} is already marked {payment}").format(
                name=state.player(charge.player).name,
                entry=charge.entry.shown_label,
                payment=event.payment.shown,
            )
        )
    paid_at = charge.paid_at
    if event.payment is Payment.OWED:
        paid_at = None
    elif charge.payment is Payment.OWED:
        paid_at = event.at
    changed = replace(charge, payment=event.payment, paid_at=paid_at)
    charges = list(state.charges)
    charges[event.charge - 1] = changed
    return replace(state, charges=tuple(charges))


def pay_out(state: TournamentState, event: MoneyPaidOut) -> TournamentState:
    """Record money handed to a player.

    :raises IllegalAction: for an amount that is not positive, a way that is not a
        payment, or more than the player has won and not yet been handed.
    """
    player = state.player(event.player)
    if event.payment is Payment.OWED:
        raise IllegalAction(
            translate("Cashier", "Pay {name} in cash or another way").format(name=player.name)
        )
    if event.amount <= 0:
        raise IllegalAction(
            translate("Cashier", "Pay {name} an amount above zero").format(name=player.name)
        )
    due = cashier_book(state).page(player.id).to_pay
    if event.amount > due:
        money = state.setup.currency.format
        if due <= 0:
            raise IllegalAction(
                translate("Cashier", "{name} has nothing left to be paid").format(
                    name=player.name
                )
            )
        raise IllegalAction(
            translate(
                "Cashier", "{name} is owed {due}; {amount} is more than that"
            ).format(name=player.name, due=money(due), amount=money(event.amount))
        )
    payout = Payout(player.id, event.amount, event.payment, event.at)
    return replace(state, payouts=(*state.payouts, payout))
