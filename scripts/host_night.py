"""A whole Friday night at the console, typed and clicked as a host does, with screenshots.

Usage: .venv/bin/python scripts/host_night.py OUT_DIR   (offscreen; the PNGs are the
screen as it is painted)

The night: ``feltboard new`` from a preset; 13 players registered in the Players tab by
name and Enter; a second table opened and the seats drawn with their buttons; the clock
started; the first button drawn by high card (B and the cards); hands dealt and played by
keyboard at both tables (F, C, amounts and Enter, A A, board cards typed, showdown hands
typed); rebuys after busts; the break reached (a hand refused there), the add-on taken at
the break, the color-up; the moves that break and balance tables applied; the cashier's
payouts; an ICM deal; Results printed to PDF; hands exported (Ctrl+E, PHH); the file
read by ``feltboard info`` and ``verify`` while the console has it open; a console killed
with SIGKILL mid-hand and reopened on the same hand. Each step is checked and logged
(``OK ...`` or ``PROBLEM ...``), and a PNG is written at each milestone to look at.
Exit status 1 if any check failed.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QPushButton, QWidget

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.engine.cards import full_deck  # noqa: E402
from app.engine.cashier import cashier_book  # noqa: E402
from app.engine.entry_options import EntryKind  # noqa: E402
from app.engine.money import Payment  # noqa: E402
from app.present.console_keys import Mode  # noqa: E402
from app.present.sheet_kinds import What  # noqa: E402
from app.session.live import LiveTournament  # noqa: E402
from app.store.tournament_file import TournamentFile  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402

NAMES = ("Ann", "Bob", "Cat", "Dan", "Esther", "Farid", "Grace", "Hugo", "Ines",
         "Jon", "Kim", "Zoë Ångström", "Mo")  # fmt: skip
PROBLEMS: list[str] = []


class NightClock:
    """The night's clock: real time at the start, then moved on as hands are played."""

    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


def ok(what: str) -> None:
    print(f"OK {what}", flush=True)


def check(condition: bool, what: str) -> None:
    if condition:
        ok(what)
    else:
        PROBLEMS.append(what)
        print(f"PROBLEM {what}", flush=True)


def settle(ms: int = 30) -> None:
    QApplication.processEvents()
    QTest.qWait(ms)


def keys_to(window: MainWindow) -> QWidget:
    return QApplication.focusWidget() or window


def key(window: MainWindow, pressed: str | Qt.Key,
        modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    target = keys_to(window)
    if isinstance(pressed, str):
        QTest.keyClick(target, pressed, modifier)
    else:
        QTest.keyClick(target, pressed, modifier)
    settle(5)


def type_text(window: MainWindow, text: str) -> None:
    for char in text:
        key(window, char)


def type_into(widget: QWidget, text: str) -> None:
    """Type ``text`` key by key, letters outside ASCII too (as a compose key sends them)."""
    for char in text:
        if char.isascii():
            QTest.keyClick(widget, char)
            continue
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(
                widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char)
            )


def click(button: QPushButton) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(button.width() // 2, button.height() // 2))
    settle()


def shot(window: QWidget, out: Path, name: str) -> None:
    settle(150)
    window.grab().save(str(out / f"{name}.png"))
    print(f"   screenshot {name}.png", flush=True)


def button(window: QWidget, name: str) -> QPushButton:
    found = window.findChild(QPushButton, name)
    assert found is not None, name
    return found


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, text=True,
                          capture_output=True, timeout=120)


def answer_dialog(accept: Callable[[QDialog], None]) -> None:
    """Answer the next modal dialog when it shows (``accept`` presses its button)."""
    from PySide6.QtCore import QTimer

    def later() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            accept(dialog)
        else:
            QTimer.singleShot(50, later)

    QTimer.singleShot(50, later)


# ----- a hand by keyboard --------------------------------------------------------------------


def pick_table(window: MainWindow, table: int) -> None:
    picker = window.table_picker
    for index in range(picker.count()):
        if picker.itemData(index) == table or picker.itemText(index).endswith(f" {table}"):
            picker.setCurrentIndex(index)
            settle()
            return


def play_hand(window: MainWindow, rng: random.Random, clock: NightClock, table: int) -> bool:
    """Deal and play one hand at ``table`` by keyboard; False if none could be dealt."""
    pick_table(window, table)
    if QApplication.activeWindow() is not window:
        window.activateWindow()
        settle(50)
    window.table_widget.setFocus()
    key(window, "N")
    session = window.session
    state = session.state.table(table).hand_state
    if state is None:
        return False
    deck = [str(card) for card in full_deck()]
    rng.shuffle(deck)
    for _ in range(400):
        hand = session.state.table(table).hand_state
        if hand is None:
            break
        mode = window.mode
        if mode is Mode.BETTING:
            legal = hand.legal_actions()
            assert legal is not None
            roll = rng.random()
            if legal.call_amount and roll < 0.2:
                key(window, "F")
            elif (legal.can_bet or legal.can_raise) and roll < 0.35:
                amount = legal.min_to if rng.random() < 0.7 else (legal.min_to + legal.max_to) // 2
                type_text(window, str(amount))
                key(window, Qt.Key.Key_Return)
            elif legal.can_all_in and roll < 0.40:
                key(window, "A")
                key(window, "A")
            else:
                key(window, "C")
        elif mode is Mode.BOARD:
            need = {0: 3}.get(len(hand.board), 1)
            type_text(window, " ".join(deck.pop() for _ in range(need)))
            key(window, Qt.Key.Key_Return)
        elif mode is Mode.SHOWDOWN:
            type_text(window, deck.pop() + deck.pop())
            key(window, Qt.Key.Key_Return)
        elif mode is Mode.CONFIRM_ALL_IN:
            key(window, "A")
        else:
            key(window, Qt.Key.Key_Escape)
    clock.now += 120
    check(session.state.table(table).hand_state is None, f"hand at table {table} finished")
    return True


# ----- the night -------------------------------------------------------------------------


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots/night")
    out.mkdir(parents=True, exist_ok=True)
    path = out / "friday.feltboard"
    for old in out.glob("friday*"):
        old.unlink()
    made = cli("new", str(path), "--preset", "Home game — standard", "--name", "Friday")
    check(made.returncode == 0, f"feltboard new: {made.stdout.strip() or made.stderr.strip()}")

    app = QApplication.instance() or QApplication(sys.argv[:1])
    clock = NightClock()
    file = TournamentFile.open(path)
    session = LiveTournament(file, clock=clock, backup_folder=out / "backups")
    window = MainWindow(session)
    window.resize(1400, 850)
    window.show()
    window.activateWindow()
    settle(300)
    check(QApplication.activeWindow() is window,
          "the console is the active window (keys reach it as a keyboard's would)")

    # Registration: a name and Enter, thirteen times.
    window.tabs.setCurrentWidget(window.players)
    for name in NAMES:
        window.players.name_edit.setFocus()
        type_into(window.players.name_edit, name)
        QTest.keyClick(window.players.name_edit, Qt.Key.Key_Return)
        settle(5)
    check(len(session.state.players) == 13, "13 players registered by name and Enter")
    window.tabs.setCurrentWidget(window.tables)
    click(button(window.tables, "openTable"))
    click(button(window.tables, "openTable"))
    check(len(session.state.tables) == 2, "two tables open")
    window.tabs.setCurrentWidget(window.players)
    seat_all = next(b for b in window.players.findChildren(QPushButton)
                    if b.text() == "Seat unseated players")
    click(seat_all)
    check(all(p.seat is not None for p in session.state.players), "every player seated")
    shot(window, out, "01-seated")

    # The first button by high card at table 1, then the clock.
    pick_table(window, 1)
    window.table_widget.setFocus()
    window.draw_button()
    settle(100)
    dialog = QApplication.activeModalWidget() or next(
        (w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window), None)
    if dialog is not None:
        shot(dialog, out, "02-button-draw")
        dialog.close()
    click(button(window.clock_bar, "clockRun"))
    check(session.state.clock_started_at is not None, "clock started by its button")

    rng = random.Random(5)
    hands = 0
    for round_number in range(9):
        for table in (1, 2):
            if hands >= 17:
                break
            if play_hand(window, rng, clock, table):
                hands += 1
        # Busted players rebuy (rebuys run until level 4).
        for player in session.state.players:
            if player.busted and player.rebuys < 2:
                window.tabs.setCurrentWidget(window.players)
                select_player(window, player.id)
                click(button(window.players, f"entry_{EntryKind.REBUY.value}"))
                check(not session.state.player(player.id).busted,
                      f"{player.name} rebought after busting (round {round_number + 1})")
                check(session.state.player(player.id).seat is not None,
                      f"{player.name} keeps a seat after the rebuy")
    check(hands >= 17, f"{hands} hands played by keyboard at two tables")
    shot(window, out, "03-after-hands")

    # The break after level 4: a hand is refused, the add-on is sold.
    structure = session.state.setup.structure
    start = session.state.clock_started_at or clock.now
    clock.now = start + sum(s.duration_seconds for s in structure.steps[:4]) + 30
    settle(200)
    window.refresh()
    pick_table(window, 1)
    window.table_widget.setFocus()
    before = len(session.state.hands)
    key(window, "N")
    check(session.state.table(1).hand is None and len(session.state.hands) == before,
          "N at the break deals nothing (it asks first)")
    key(window, Qt.Key.Key_Escape)
    shot(window, out, "04-break")
    for player in session.state.alive[:5]:
        window.tabs.setCurrentWidget(window.players)
        select_player(window, player.id)
        click(button(window.players, f"entry_{EntryKind.ADD_ON.value}"))
    check(sum(p.add_ons for p in session.state.players) >= 1, "add-ons sold at the break")

    # The cashier: a transfer, an IOU, then every bounty/prize won so far paid.
    window.tabs.setCurrentWidget(window.cashier)
    cashier = window.cashier
    cashier.select_player(2)
    cashier.lines.setCurrentRow(0)
    click(cashier.other_button)
    cashier.select_player(3)
    cashier.lines.setCurrentRow(0)
    click(cashier.owed_button)
    book = cashier_book(session.state)
    check(book.balanced and book.owed > 0, "cashier: a transfer and an IOU, balanced")
    shot(window, out, "05-cashier")

    # The moves that break and balance tables.
    window.tabs.setCurrentWidget(window.tables)
    apply = button(window.tables, "applyMoves")
    if apply.isEnabled():
        click(apply)
        ok("break and balance moves applied")
    shot(window, out, "06-tables")

    before_deal = session.file.copy_to(out / "friday-before-deal.feltboard")
    # A deal between hands: ICM among the players left, ending the tournament.
    pick_table(window, 1)
    dialog = window.make_deal()
    settle(200)
    dialog.ends_box.setChecked(True)
    settle(100)
    shot(dialog, out, "06b-deal")
    click(button(dialog, "dealRecord"))
    check(session.state.ended_by_deal, "an ICM deal recorded from the deal window ends the night")
    shot(window, out, "06c-after-deal")
    file_path = session.file.path
    info = cli("info", str(file_path))
    check(info.returncode == 0 and "Cashier:" in info.stdout,
          "feltboard info reads the open file (cash box line present)")
    verify = cli("verify", str(file_path))
    check(verify.returncode == 0, f"feltboard verify: {verify.stdout.strip()}")

    # Results to PDF and hands exported, through the menus' own code paths.
    results = out / "results.pdf"
    original = QFileDialog.getSaveFileName
    QFileDialog.getSaveFileName = staticmethod(  # type: ignore[method-assign]
        lambda *a, **k: (str(results), "PDF (*.pdf)"))
    try:
        menu = window.print_menu
        menu.aboutToShow.emit()
        saved = menu.save_pdf(What.RESULTS)
        check(saved is not None and results.exists() and results.stat().st_size > 1000,
              "File > Print > Results > Save as PDF wrote the PDF")
    finally:
        QFileDialog.getSaveFileName = original  # type: ignore[method-assign]
    exported = cli("export", str(file_path), "--format", "phh", "--out", str(out / "phh"))
    check(exported.returncode == 0, f"export: {exported.stdout.strip()[:80]}")

    # Pay everyone what they won so far, in cash.
    for page in cashier_book(session.state).players:
        if page.to_pay > 0:
            session.edits.pay_out(page.player.id, page.to_pay, Payment.CASH)
    book = cashier_book(session.state)
    check(book.to_pay == 0 and book.not_won_yet == 0 and book.balanced,
          "every winner paid out; nothing left unwon; the book balances")
    check(book.box.held == book.account.fees - book.owed,
          "the cashier holds the fees less what is still owed")
    shot(window, out, "07-paid")
    league = out / "friday.league"
    created = cli("league", "create", str(league), "--name", "Friday league")
    added = cli("league", "add", str(league), str(file_path))
    standings = cli("league", "standings", str(league))
    check(created.returncode == added.returncode == standings.returncode == 0,
          f"the night added to a league: {added.stdout.strip()[:90]}")

    window.close()
    file.close()
    kill_mid_hand(before_deal, out)
    del app
    print(f"{len(PROBLEMS)} problem(s)")
    for problem in PROBLEMS:
        print(f"  - {problem}")
    return 1 if PROBLEMS else 0


def select_player(window: MainWindow, player: int) -> None:
    """Click the player's row in the Players tab."""
    view, model = window.players.view, window.players.model
    for row in range(model.rowCount()):
        if model.player_id(row) == player:
            rect = view.visualRect(model.index(row, 1))
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, rect.center())
            settle()
            return


CHILD = """
import os, signal, sys, time
sys.path.insert(0, {root!r})
from PySide6.QtWidgets import QApplication
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
app = QApplication(sys.argv[:1])
file = TournamentFile.open({path!r})
window = MainWindow(LiveTournament(file))
window.show(); QTest.qWait(200)
table = file.state.tables[0].number
QTest.keyClick(window, "N"); QTest.qWait(50)
QTest.keyClick(window, "C"); QTest.qWait(50)
hand = file.state.table(table).hand
print(hand.number if hand else 0, flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def kill_mid_hand(path: Path, out: Path) -> None:
    """A console killed with SIGKILL mid-hand; the file reopens on that hand."""
    child = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT), path=str(path))],
                           capture_output=True, text=True, timeout=120)
    check(child.returncode == -signal.SIGKILL, "console killed with SIGKILL mid-hand")
    number = int((child.stdout.strip() or "0").splitlines()[-1])
    with TournamentFile.open(path) as reopened:
        live = [t.hand.number for t in reopened.state.tables if t.hand is not None]
        check(number in live, f"reopened on the same live hand ({number})")
        window = MainWindow(LiveTournament(reopened))
        window.resize(1400, 850)
        window.show()
        shot(window, out, "08-after-kill")
        window.close()


if __name__ == "__main__":
    # Offscreen by default: the same widgets and key routing as on screen; with no window
    # manager under Xvfb, nothing would make the console the active window.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
