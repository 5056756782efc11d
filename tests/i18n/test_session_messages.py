"""The session layer's refusals are translatable, hit as a dealer hits them.

The console's keyboard gets real key presses (pytest-qt, offscreen); the session's own
refusals come through its public calls (undo with nothing to undo, a read-only file, a
wager with no hand). Every message is checked under the ``pseudo_language`` fixture: a
translatable text comes back as ``«text»``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.events import Called, Checked
from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.present.announcements import AnnouncementKind, state_announcements
from app.present.console_keys import KeyPress, Mode, refusal
from app.present.pad_view import build_pad_view
from app.session.live import LiveTournament
from app.session.simulate import simulate
from app.store.demo import create_demo
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.present.test_deal_announcement import agree, three_left
from tests.ui.conftest import FixedClock, clock, console, three_handed  # noqa: F401
from tests.ui.test_keyboard import key, type_text
from tests.ui.test_languages import settings, spanish  # noqa: F401

Translated = Callable[[str], bool]
TRANSLATED = re.compile(r"«[^«»]*»")


@pytest.fixture
def keyboard(
    pseudo_language: Translated, console: Callable[[], MainWindow], qtbot: QtBot  # noqa: F811
) -> MainWindow:
    """The three-handed console, built with the pseudo-language in place, keys on it."""
    window = console()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.table_widget.setFocus()
    return window


# ----- the keyboard ----------------------------------------------------------------------


def test_a_command_key_before_the_first_deal_is_refused_in_translation(
    qtbot: QtBot, keyboard: MainWindow, pseudo_language: Translated
) -> None:
    for letter in "FCD":
        key(qtbot, keyboard, letter)
        shown = keyboard.action_bar.feedback
        assert pseudo_language(shown), shown
        assert f"'{letter}'" in shown and "«no hand is in play; N deals»" in shown


def test_a_letter_in_the_amount_is_refused_in_translation(
    qtbot: QtBot, keyboard: MainWindow, pseudo_language: Translated
) -> None:
    key(qtbot, keyboard, "N")
    type_text(qtbot, keyboard, "250f")
    shown = keyboard.action_bar.feedback
    assert pseudo_language(shown) and "'f' is not part of an amount" in shown
    assert keyboard.action_bar.amount_edit.text() == "250"


def test_a_cancelled_all_in_says_so_in_translation(
    qtbot: QtBot, keyboard: MainWindow, pseudo_language: Translated
) -> None:
    key(qtbot, keyboard, "N")
    key(qtbot, keyboard, "A")  # asks first
    key(qtbot, keyboard, "F")  # any other key cancels
    shown = keyboard.action_bar.feedback
    assert shown == "«All-in cancelled: nothing recorded»"


def test_a_key_at_the_board_is_refused_in_translation(
    qtbot: QtBot, keyboard: MainWindow, pseudo_language: Translated
) -> None:
    type_text(qtbot, keyboard, "NCCC")  # everyone in: the flop is due
    key(qtbot, keyboard, "F")
    shown = keyboard.action_bar.feedback
    assert pseudo_language(shown) and "«betting is over;" in shown


def test_an_empty_amount_is_refused_in_translation(
    qtbot: QtBot, keyboard: MainWindow, pseudo_language: Translated
) -> None:
    key(qtbot, keyboard, "N")
    type_text(qtbot, keyboard, "4")  # the amount box takes the keyboard
    assert QApplication.focusWidget() is keyboard.action_bar.amount_edit
    key(qtbot, keyboard, Qt.Key.Key_Backspace)
    key(qtbot, keyboard, Qt.Key.Key_Return)
    shown = keyboard.action_bar.feedback
    assert shown == "«Type an amount in chips, e.g. 2400»", shown


@pytest.mark.parametrize("mode", [m for m in Mode if m is not Mode.REVIEW])
def test_every_mode_refuses_a_key_in_translation(mode: Mode, pseudo_language: Translated) -> None:
    for pressed in (KeyPress(text="F"), KeyPress(text="x")):
        said = refusal(mode, pressed)
        assert pseudo_language(said), said
        assert "{" not in said  # every field filled


def test_a_key_while_reviewing_names_the_hand_in_translation(
    pseudo_language: Translated,
) -> None:
    said = refusal(Mode.REVIEW, KeyPress(text="F"), 12)
    assert "«you are reviewing hand 12;" in said and pseudo_language(said)
    assert "«you are reviewing a past hand;" in refusal(Mode.REVIEW, KeyPress(text="F"))


# ----- the session -----------------------------------------------------------------------


def test_undo_and_redo_with_nothing_to_take_back_are_translated(
    tmp_path: Path, pseudo_language: Translated
) -> None:
    file = TournamentFile.create(tmp_path / "new.feltboard", setup_from_preset(HOME_STANDARD))
    session = LiveTournament(file)
    assert session.undo() == "«There is nothing to undo»"
    assert session.redo() == "«There is nothing to redo»"
    assert session.record_many([], "nothing") == "«Nothing to record»"
    file.close()


def test_acting_with_no_hand_or_no_street_due_is_translated(
    three_handed: TournamentFile, clock: FixedClock, pseudo_language: Translated  # noqa: F811
) -> None:
    session = LiveTournament(three_handed, clock=clock)
    assert session.wager(1, "400") == "«Nobody is to act: there is nothing to bet»"
    assert session.deal_board(1, "Ah Kd 7c") == "«No street is due: finish the betting first»"
    from app.engine.events import Folded

    assert session.act(1, Folded(1)) == "«No hand is in progress at table 1»"
    assert session.deal(1) is None
    assert session.wager(1, "-5") == "«An amount cannot be negative»"
    said = session.wager(1, "lots")
    assert said == "«'lots' is not a number of chips; use digits only»"
    dealt = session.undo_stack.undoText()
    assert pseudo_language(dealt), dealt  # the Edit menu's "Undo Deal hand 1"


def test_a_batch_at_a_table_without_a_hand_is_translated(
    three_handed: TournamentFile, clock: FixedClock, pseudo_language: Translated  # noqa: F811
) -> None:
    from app.engine.events import Folded

    session = LiveTournament(three_handed, clock=clock)
    steps = session.undo_stack.count()
    [said] = session.record_batch([(1, Folded(1))])
    assert said == "«No hand is in progress at table 1»"
    assert session.state.table(1).hand is None and session.undo_stack.count() == steps


def test_a_read_only_file_refuses_in_translation(
    tmp_path: Path, pseudo_language: Translated
) -> None:
    create_demo(tmp_path / "demo.feltboard").close()
    with TournamentFile.open(tmp_path / "demo.feltboard", read_only=True) as file:
        session = LiveTournament(file)
        for said in (session.deal(1), session.undo(), session.redo()):
            assert said is not None and pseudo_language(said)
            assert "demo.feltboard" in said  # the file's name is filled in


def test_simulate_refuses_in_translation(tmp_path: Path, pseudo_language: Translated) -> None:
    with pytest.raises(ValueError) as one:
        simulate(tmp_path / "a.feltboard", players=1, tables=1, hands=1, seed=1)
    assert str(one.value) == "«A tournament needs at least two players»"
    with pytest.raises(ValueError) as crowded:
        simulate(tmp_path / "b.feltboard", players=30, tables=2, hands=1, seed=1,
                 seats_per_table=9)
    assert str(crowded.value) == "«30 players do not fit at 2 tables of 9 seats»"
    with pytest.raises(ValueError) as single:
        simulate(tmp_path / "c.feltboard", players=12, tables=1, hands=1, seed=1,
                 seats_per_table=9)
    assert pseudo_language(str(single.value)) and "1 table of 9" in str(single.value)


def test_the_deal_announcement_is_translated(pseudo_language: Translated) -> None:
    recorder = three_left()
    before = recorder.state
    after = agree(recorder, keep=1_000)
    [told] = state_announcements(before, after)
    assert told.kind is AnnouncementKind.DEAL
    assert told.title == "«A deal»" and told.text == "«The 3 players left made a deal.»"
    assert all(pseudo_language(line) for line in told.lines)
    assert "«€10.00 still to play for: the winner takes it»" in told.lines


# ----- in Spanish (passes once the Spanish .qm is built from the .jsonl notes) -----------


def test_the_keyboard_refuses_in_spanish(
    spanish: str, console: Callable[[], MainWindow], qtbot: QtBot  # noqa: F811
) -> None:
    window = console()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.table_widget.setFocus()
    key(qtbot, window, "F")
    assert window.action_bar.feedback == (
        "'F' no hace nada ahora: no hay ninguna mano en juego; N reparte"
    )
    key(qtbot, window, "N")
    type_text(qtbot, window, "250f")
    assert window.action_bar.feedback.startswith("'f' no forma parte de una cantidad")
    assert window.session.undo_stack.undoText() == "Repartir la mano 1"


def _texts(value: object, where: str = "") -> Iterator[tuple[str, str]]:
    """Every text in a pad view with where it is (``.showdown.pots[0].name``)."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _texts(item, f"{where}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _texts(item, f"{where}[{index}]")
    elif isinstance(value, str):
        yield where, value


PROTOCOL = re.compile(r"^\.mode$|^\.board_cards\[")
"""Values other programs read (the pad's page switches on the mode; the cards as sent,
``"Ah"``): the same in every language."""


def test_every_text_of_a_pad_view_is_translated_through_a_hand(
    three_handed: TournamentFile, clock: FixedClock, pseudo_language: Translated  # noqa: F811
) -> None:
    """Waiting, betting, the board due and the showdown: only names and cards are data."""
    session = LiveTournament(three_handed, clock=clock)
    data = ("Ann", "Bob", "Cy")
    left: list[str] = []

    def look(stage: str) -> None:
        view = build_pad_view(session.state, 1, clock.now)
        for where, text in _texts(view):
            rest = text
            for name in data:
                rest = rest.replace(name, " ")
            while TRANSLATED.search(rest):
                rest = TRANSLATED.sub(" ", rest)
            if not PROTOCOL.match(where) and re.search(r"[A-Za-z]{2,}", rest):
                left.append(f"{stage} {where}: {text!r}")

    look("waiting")
    assert session.deal(1) is None
    look("betting")
    for street in ("", "Ah Kd 7c", "2s", "9h"):
        if street:
            assert session.deal_board(1, street) is None
        hand = session.state.table(1).hand_state
        while hand is not None and (legal := hand.legal_actions()) is not None:
            event = Checked(legal.seat) if legal.can_check else Called(legal.seat)
            assert session.act(1, event) is None
            hand = session.state.table(1).hand_state
        look(f"after {street or 'pre-flop'}")
    assert left == [], "\n".join(left)
