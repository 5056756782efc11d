"""The cashier's book of a whole simulated night: rebuys, add-ons, re-entries and bounties
(riding on rebuys too), some buy-ins paid another way or owed, every winner paid out; it
reconciles to the smallest unit, survives a reopen and ``info --json`` carries it."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.cli.info import run_info
from app.engine.cashier import cashier_book
from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy
from app.engine.money import Bounty, Currency, Payment
from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import TournamentSetup
from app.main import main
from app.present.cashier_sheet import ledger_csv
from app.session.live import LiveTournament
from app.session.simulate import simulate
from app.store.tournament_file import TournamentFile


def bounty_night_setup() -> TournamentSetup:
    """Euros with cents, a €5 bounty on every buy-in, re-entry and rebuy, fees on all."""
    setup = setup_from_preset(HOME_STANDARD, seats_per_table=9)
    rebuy = replace(setup.rebuys.rebuy, cost=2500, fee=250, max_stack=0, max_per_player=3)
    add_on = replace(setup.rebuys.add_on, cost=2000, fee=200)
    assert rebuy is not None and add_on is not None
    re_entry = EntryOption(EntryKind.RE_ENTRY, cost=2500, chips=20_000, until_level=4, fee=250)
    return replace(
        setup,
        name="Cashier night",
        currency=Currency("€", 2),
        buy_in=2500,
        fee=250,
        bounty=Bounty(500, on_rebuys=True),
        rebuys=RebuyPolicy(rebuy=rebuy, add_on=add_on, re_entry=re_entry),
        payouts=setup.payouts,
        prize_unit=1,
    )


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> Path:
    QApplication.instance() or QApplication([])
    path = tmp_path_factory.mktemp("cashier") / "night.feltboard"
    simulate(path, players=9, tables=1, hands=3000, seed=7, setup=bounty_night_setup())
    return path


@pytest.fixture
def session(night: Path, tmp_path: Path) -> Iterator[LiveTournament]:
    copy = tmp_path / "night.feltboard"
    copy.write_bytes(night.read_bytes())
    file = TournamentFile.open(copy)
    yield LiveTournament(file, clock=lambda: 1_700_000_000.0, backup_folder=tmp_path / "b")
    file.close()


def test_the_simulated_night_has_every_kind_of_money(session: LiveTournament) -> None:
    state = session.state
    assert state.is_finished
    kinds = {charge.entry for charge in state.charges}
    assert kinds == set(EntryKind)
    assert sum(p.rebuys for p in state.players) >= 2
    assert state.knockouts


def test_a_whole_night_reconciles_to_the_cent(session: LiveTournament) -> None:
    state = session.state
    book = cashier_book(state)
    account = book.account
    # Line by line, the charges add up to the account the prize pool is counted from.
    lines = [line for page in book.players for line in page.charges]
    assert sum(line.fee for line in lines) == account.fees
    assert sum(line.bounty for line in lines) == account.bounties
    assert sum(line.cost for line in lines) - account.bounties == account.prize_pool
    assert book.charged == account.gross
    # The night is over: every prize and every bounty is won by someone.
    assert book.awarded == account.prize_pool
    assert book.bounties_won == account.bounties
    assert book.not_won_yet == 0
    assert book.balanced
    # Everything was paid in cash: the box holds it all, nothing is paid out yet.
    assert book.box.in_box == account.gross
    assert book.to_pay == account.prize_pool + account.bounties

    # Two buy-ins were paid by transfer, one is still owed.
    first, second, third = state.charges[:3]
    assert session.edits.mark_payment(first.number, Payment.OTHER) is None
    assert session.edits.mark_payment(second.number, Payment.OTHER) is None
    assert session.edits.mark_payment(third.number, Payment.OWED) is None
    price = 2500 + 250
    # Every winner is paid what they won: the biggest winner by transfer, the rest cash.
    book = cashier_book(session.state)
    winners = sorted((p for p in book.players if p.to_pay > 0), key=lambda p: -p.to_pay)
    assert session.edits.pay_out(winners[0].player.id, winners[0].to_pay, Payment.OTHER) is None
    for page in winners[1:]:
        half = page.to_pay // 2
        if half:
            assert session.edits.pay_out(page.player.id, half, Payment.CASH) is None
        assert session.edits.pay_out(page.player.id, page.to_pay - half, Payment.CASH) is None

    book = cashier_book(session.state)
    assert book.to_pay == 0
    assert book.owed == price
    assert book.balanced
    # At the end the cashier holds exactly the fees, less what is still owed.
    assert book.box.held == account.fees - price
    assert book.box.other_in == 2 * price
    assert book.box.other_out == winners[0].won
    assert book.box.in_box == account.gross - 3 * price - (
        account.prize_pool + account.bounties - winners[0].won
    )


def test_nobody_is_paid_more_than_they_won(session: LiveTournament) -> None:
    book = cashier_book(session.state)
    page = max(book.players, key=lambda p: p.to_pay)
    refusal = session.edits.pay_out(page.player.id, page.to_pay + 1, Payment.CASH)
    assert refusal is not None and "is owed €" in refusal and "more than that" in refusal
    loser = next(p for p in book.players if p.won == 0)
    refusal = session.edits.pay_out(loser.player.id, 100, Payment.CASH)
    assert refusal == f"{loser.player.name} has nothing left to be paid"
    assert session.edits.pay_out(page.player.id, 0, Payment.CASH) is not None
    assert session.edits.pay_out(page.player.id, 100, Payment.OWED) is not None
    assert session.state.payouts == ()


def test_cashier_lines_undo_and_survive_a_reopen(session: LiveTournament) -> None:
    book = cashier_book(session.state)
    page = max(book.players, key=lambda p: p.to_pay)
    assert session.edits.mark_payment(1, Payment.OWED) is None
    assert session.edits.pay_out(page.player.id, 1000, Payment.CASH) is None
    assert session.undo_stack.undoText() == f"Pay out to player {page.player.id}"
    session.edits.undo()
    assert session.state.payouts == ()
    assert session.undo_stack.undoText() == "Charge 1: owed"
    session.edits.redo()
    before = cashier_book(session.state)
    path = session.file.path
    session.file.close()
    with TournamentFile.open(path, read_only=True) as reopened:
        after = cashier_book(reopened.state)
    assert after == before
    assert after.page(page.player.id).paid_out == 1000
    assert after.owed == 2750


def test_a_charge_already_marked_so_is_refused(session: LiveTournament) -> None:
    refusal = session.edits.mark_payment(1, Payment.CASH)
    assert refusal == "Player 1's buy-in is already marked cash"
    assert session.edits.mark_payment(10_000, Payment.OTHER) == "There is no charge number 10000"


def test_info_json_carries_the_ledger(night: Path) -> None:
    out, err = io.StringIO(), io.StringIO()
    assert run_info(night, as_json=True, out=out, err=err) == 0, err.getvalue()
    cashier = json.loads(out.getvalue())["cashier"]
    books = cashier["reconciliation"]
    assert books["balanced"] is True
    assert books["difference"] == "0.00"
    assert books["not_won_yet"] == "0.00"
    assert cashier["cash_box"]["in_box"] == books["gross"]
    assert len(cashier["players"]) == 9
    first = cashier["players"][0]["charges"][0]
    assert first["entry"] == "buy_in"
    assert (first["cost"], first["fee"], first["bounty"]) == ("25.00", "2.50", "5.00")
    text = io.StringIO()
    assert run_info(night, as_json=False, out=text, err=err) == 0
    assert "in the cash box, €0.00 owed by players" in text.getvalue()
    assert "; balanced" in text.getvalue()


def test_the_ledger_exports_as_csv(night: Path) -> None:
    with TournamentFile.open(night, read_only=True) as file:
        state = file.state
        rows = ledger_csv(state).splitlines()
    assert rows[0] == "time,player,what,way,in,out,cash_box"
    assert len(rows) == 1 + len(state.charges)
    gross = cashier_book(state).account.gross
    assert rows[-1].endswith(f",{gross // 100}.{gross % 100:02d}")


def test_feltboard_ledger_writes_the_csv(
    night: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "ledger.csv"
    assert main(["ledger", str(night), "--out", str(target)]) == 0
    assert capsys.readouterr().out.strip() == f"Ledger written to {target}"
    assert target.read_text(encoding="utf-8").startswith("time,player,what,way,in,out,cash_box")
    assert main(["ledger", str(night)]) == 0
    printed = capsys.readouterr().out
    assert printed.splitlines()[0] == "time,player,what,way,in,out,cash_box"
    assert main(["ledger", str(night), "--out", str(tmp_path / "no" / "x.csv")]) == 1
    assert capsys.readouterr().err.startswith("feltboard ledger: ")
