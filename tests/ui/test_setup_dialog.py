"""The setup dialog: a whole night typed in, created, reopened, changed mid-play, undone."""

from __future__ import annotations

import dataclasses
import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QLineEdit, QTableWidgetItem, QWidget
from pytestqt.qtbot import QtBot

from app.engine.clock import ClockStarted
from app.engine.entry_options import EntryKind
from app.engine.errors import FeltboardError
from app.engine.games import Game
from app.engine.money import Bounty, Currency
from app.engine.rotation import GameChange
from app.engine.rules import AnteMode, BettingStructure
from app.engine.setup_rules import PLAYED, frozen_fields
from app.engine.structure import Break, Level, structure_problems
from app.engine.tournament_events import (
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
    TournamentSetup,
)
from app.launcher import Controller
from app.present.setup_fields import parse_price
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.setup_dialog import SetupDialog, default_new_setup, new_setup_dialog, open_setup_dialog
from app.ui.setup_pages import WHO_BUSTED
from app.ui.structure_editor import Column
from tests.ui.conftest import FixedClock


def _type(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """Replace a field's text the way a host does: select all, type."""
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def _press(qtbot: QtBot, widget: QWidget, key: Qt.Key, times: int = 1) -> None:
    widget.setFocus()
    for _ in range(times):
        qtbot.keyClick(widget, key)


def _dialog(qtbot: QtBot, dialog: SetupDialog) -> SetupDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _fill_every_field(qtbot: QtBot, dialog: SetupDialog) -> None:
    """Change every field of the setup from the default, by keyboard where practical."""
    night = dialog.night
    _type(qtbot, night.name_edit, "Friday knockout")
    night.date_edit.setDate(QDate(2026, 12, 18))
    _press(qtbot, night.symbol_box, Qt.Key.Key_Down)  # € (QTest cannot type it)
    _press(qtbot, night.decimals_spin, Qt.Key.Key_Up, 2)
    _type(qtbot, night.price_edit, "40+5")
    _type(qtbot, night.stack_edit, "15,000")
    _press(qtbot, night.game_box, Qt.Key.Key_Down)  # pot-limit
    _press(qtbot, night.ante_box, Qt.Key.Key_Up)  # classic antes
    _press(qtbot, night.seats_spin, Qt.Key.Key_Down)  # 8 seats
    _press(qtbot, night.players_spin, Qt.Key.Key_Up, 2)  # 12 players expected
    _press(qtbot, night.rotation_editor.change_box, Qt.Key.Key_Down, 3)  # dealer's choice
    games = night.rotation_editor.games_list
    games.setFocus()
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Down, Qt.Key.Key_Space, Qt.Key.Key_Down,
                Qt.Key.Key_Space):  # fmt: skip
        qtbot.keyClick(games, key)  # ticks NL hold'em, PLO and Omaha hi-lo
    qtbot.keyClick(games, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)  # hi-lo second

    chips = dialog.chips
    chips.table.item(0, 1).setText("white")
    for row, count in enumerate((200, 200, 100, 60, 20)):
        chips.table.item(row, 2).setText(str(count))
    qtbot.mouseClick(chips.add_button, Qt.MouseButton.LeftButton)
    chips.table.setItem(5, 0, QTableWidgetItem("25,000"))
    chips.table.setItem(5, 1, QTableWidgetItem("pink"))
    chips.table.setItem(5, 2, QTableWidgetItem("10"))

    structure = dialog.structure
    structure.hours_spin.setValue(3.5)
    _press(qtbot, structure.level_spin, Qt.Key.Key_Down, 5)  # 15-minute levels
    _press(qtbot, structure.break_every_spin, Qt.Key.Key_Up)  # every 5 levels
    _press(qtbot, structure.break_spin, Qt.Key.Key_Down, 5)  # 5-minute breaks
    qtbot.mouseClick(structure.build_button, Qt.MouseButton.LeftButton)

    entries = dialog.entries
    rebuy = entries.rebuy
    _type(qtbot, rebuy.price_edit, "20+2")
    _type(qtbot, rebuy.chips_edit, "15,000")
    _press(qtbot, rebuy.from_spin, Qt.Key.Key_Up)  # from level 2
    _press(qtbot, rebuy.until_spin, Qt.Key.Key_Up)  # until level 5
    rebuy.who_box.setCurrentIndex(WHO_BUSTED)
    _press(qtbot, rebuy.count_spin, Qt.Key.Key_Up)  # 3 per player
    add_on = entries.add_on
    _type(qtbot, add_on.price_edit, "10.00")
    _type(qtbot, add_on.chips_edit, "10,000")
    _press(qtbot, add_on.from_spin, Qt.Key.Key_Up, 4)  # levels 5 to 5
    _press(qtbot, add_on.until_spin, Qt.Key.Key_Up)
    qtbot.mouseClick(add_on.break_check, Qt.MouseButton.LeftButton)  # at the break after 5
    re_entry = entries.re_entry
    re_entry.setChecked(True)
    _type(qtbot, re_entry.price_edit, "40 + 5")
    _type(qtbot, re_entry.chips_edit, "15,000")
    _press(qtbot, re_entry.count_spin, Qt.Key.Key_Up)  # 2 re-entries
    entries.late_box.setCurrentIndex(1)
    _press(qtbot, entries.late_spin, Qt.Key.Key_Up, 2)  # until level 6
    entries.bounty_group.setChecked(True)
    _type(qtbot, entries.bounty_edit, "10")
    entries.progressive_check.setChecked(True)
    _press(qtbot, entries.cash_spin, Qt.Key.Key_Down, 10)  # 40% in cash
    qtbot.mouseClick(entries.on_rebuys_check, Qt.MouseButton.LeftButton)

    payouts = dialog.payouts
    _type(qtbot, payouts.unit_edit, "1")
    _type(qtbot, payouts.rows[0].percents_edit, "70 30")


def test_the_dialog_creates_a_tournament_with_every_field_changed_and_reopens_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, new_setup_dialog(tmp_path / "templates"))
    default = default_new_setup()
    _fill_every_field(qtbot, dialog)
    assert dialog.problems == {}
    assert dialog.night.price_summary.text() == (
        "Each player pays €45.00: €30.00 to the prize pool, €10.00 to the bounty on their "
        "head, €5.00 to the house."
    )
    assert "485,000 in chips, enough for 32 starting stacks" in dialog.chips.stacks_label.text()
    assert "Expected finish: about 3 h" in dialog.structure.finish_label.text()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    setup = dialog.setup
    assert setup is not None

    for field in dataclasses.fields(TournamentSetup):
        # The look is set in View > Audience display look…, not in this dialog.
        if field.name == "look":
            continue
        assert getattr(setup, field.name) != getattr(default, field.name), field.name
    assert setup.name == "Friday knockout" and setup.date == "2026-12-18"
    assert setup.currency == Currency("€", 2)
    assert (setup.buy_in, setup.fee, setup.starting_stack) == (4000, 500, 15_000)
    assert setup.rules.structure is BettingStructure.POT_LIMIT
    assert setup.rules.ante_mode is AnteMode.CLASSIC
    assert setup.seats_per_table == 8
    assert setup.rotation is not None
    assert [game.label for game in setup.rotation.games] == [
        "No-limit Hold'em", "Fixed-limit Omaha Hi-Lo", "Pot-limit Omaha"
    ]
    assert setup.rotation.change is GameChange.DEALERS_CHOICE
    assert setup.chip_set.chips[0].color == "white"
    assert [c.count for c in setup.chip_set.chips] == [200, 200, 100, 60, 20, 10]
    assert setup.chip_set.denominations[-1] == 25_000
    assert structure_problems(setup.structure, setup.chip_set) == ()
    levels = setup.structure.levels
    assert all(level.duration_seconds == 15 * 60 for level in levels)
    assert [s.is_break for s in setup.structure.steps[:6]] == [False] * 5 + [True]
    rebuy = setup.rebuys.rebuy
    assert rebuy is not None
    assert (rebuy.cost, rebuy.fee, rebuy.chips, rebuy.from_level, rebuy.until_level,
            rebuy.max_stack, rebuy.max_per_player) == (2000, 200, 15_000, 2, 5, 0, 3)
    add_on = setup.rebuys.add_on
    assert add_on is not None
    assert (add_on.cost, add_on.fee, add_on.chips, add_on.from_level, add_on.until_level) == (
        1000, 0, 10_000, 5, 5)
    assert add_on.at_break and not rebuy.at_break
    re_entry = setup.rebuys.re_entry
    assert re_entry is not None and re_entry.kind is EntryKind.RE_ENTRY
    assert (re_entry.cost, re_entry.fee, re_entry.until_level, re_entry.max_per_player) == (
        4000, 500, 4, 2)
    assert setup.late_registration == 6
    assert setup.bounty == Bounty(
        1000, progressive=True, progressive_percent=40, on_rebuys=True
    )
    assert setup.payouts.tiers[0].percents == (Decimal(70), Decimal(30))
    assert setup.prize_unit == 100

    path = tmp_path / "friday.feltboard"
    TournamentFile.create(path, setup).close()
    reopened = TournamentFile.open(path)
    try:
        assert reopened.state.setup == setup
    finally:
        reopened.close()


def test_each_problem_shows_next_to_its_field_and_nothing_is_created(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, new_setup_dialog(tmp_path))
    _type(qtbot, dialog.night.name_edit, "Friday")
    _type(qtbot, dialog.night.price_edit, "40+5+1")
    _type(qtbot, dialog.night.stack_edit, "10,010")
    night = dialog.night.boxes
    assert "Write the buy-in as the price plus the house fee" in night["buy_in"].problem
    assert night["starting_stack"].problem == (
        "The starting stack (10,010) must be a positive multiple of the smallest chip (25)"
    )
    dialog.tabs.setCurrentIndex(4)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.setup is None
    assert dialog.tabs.currentIndex() == 0, "the dialog turns to the page to fix"
    assert "Fix the fields marked in red on: The night" in dialog.status_label.text()
    _type(qtbot, dialog.night.price_edit, "40+5")
    _type(qtbot, dialog.night.stack_edit, "10,000")
    rebuy = dialog.entries.rebuy
    assert (rebuy.chips_edit.text(), rebuy.limit_edit.text()) == ("10,000", "10,000"), (
        "a rebuy worth a starting stack follows the stack")
    dialog.entries.rebuy.until_spin.setValue(30)
    assert dialog.entries.boxes["rebuys"].problem == (
        "Rebuys run until level 30, but there are 20 levels"
    )
    dialog.entries.rebuy.until_spin.setValue(4)
    dialog.structure.table.setItem(0, Column.SMALL_BLIND, QTableWidgetItem("30"))
    assert dialog.structure.box.problem == (
        "Level 1: small blind 30 cannot be paid with 25, 100, 500, 1,000 and 5,000 chips"
    )
    dialog.structure.table.setItem(0, Column.SMALL_BLIND, QTableWidgetItem("25"))
    _type(qtbot, dialog.payouts.rows[1].percents_edit, "50 30")
    assert dialog.payouts.rows[1].problem == "The payouts for 7–10 entries add up to 80%, not 100%"
    _type(qtbot, dialog.payouts.rows[1].percents_edit, "50 30 20")
    assert dialog.problems == {}


def _running(tmp_path: Path, setup: TournamentSetup, clock: FixedClock) -> LiveTournament:
    """Three players at one table; the clock started and a hand dealt in level 2."""
    file = TournamentFile.create(tmp_path / "running.feltboard", setup)
    for number, name in enumerate(("Ann", "Bob", "Cy"), start=1):
        file.record(PlayerRegistered(number, name))
    file.record(TableOpened(1, 9))
    for number in (1, 2, 3):
        file.record(PlayerSeated(number, 1, number))
    file.record(ClockStarted(clock.now))
    session = LiveTournament(file, clock=clock)
    first = setup.structure.levels[0].duration_seconds
    clock.now += first + 60
    event = session.next_hand_event(1)
    assert event is not None and event.level_index == 1
    session.record(event)
    assert session.state.table(1).hand is not None, "a hand is being dealt in level 2"
    return session


def test_mid_tournament_the_same_dialog_changes_the_levels_ahead_and_the_payouts_undoably(
    qtbot: QtBot, tmp_path: Path
) -> None:
    creating = _dialog(qtbot, new_setup_dialog(tmp_path / "templates"))
    _fill_every_field(qtbot, creating)
    with qtbot.waitSignal(creating.accepted):
        qtbot.mouseClick(creating.ok_button, Qt.MouseButton.LeftButton)
    original = creating.setup
    assert original is not None
    clock = FixedClock()
    session = _running(tmp_path, original, clock)
    undo_steps = session.undo_stack.count()

    dialog = _dialog(qtbot, open_setup_dialog(session, tmp_path / "templates"))
    assert dialog.read() == (original, {}), "the dialog reopens on the setup it created"
    night = dialog.night
    assert not night.price_edit.isEnabled()
    assert night.boxes["buy_in"].frozen_reason == "Fixed: Players already paid the buy-in"
    assert not night.stack_edit.isEnabled() and not night.game_box.isEnabled()
    reasons = frozen_fields(session.state, session.now())
    assert dialog.structure.box.frozen_reason == f"Fixed: {reasons[PLAYED]}"
    assert dialog.chips.boxes["chip_set"].frozen_reason == f"Fixed: {reasons['chip_set']}"
    played = dialog.structure.table.item(1, Column.MINUTES)
    assert not played.flags() & Qt.ItemFlag.ItemIsEditable, "level 2 is being played"
    assert not dialog.entries.rebuy.price_edit.isEnabled()

    # A deadline before the level being played is refused, in the engine's words.
    dialog.entries.late_spin.setValue(1)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.status_label.text() == (
        "Late registration cannot end before level 2, the level being played; end it with "
        "level 2 to close it now"
    )
    assert session.undo_stack.count() == undo_steps
    dialog.entries.late_spin.setValue(6)

    # The structure ahead: level 4 gets 20 minutes; the payouts: 60/40 for 2–6 entries.
    table = dialog.structure.table
    level_four = next(
        row for row in range(table.rowCount())
        if table.item(row, Column.KIND).text() == "Level"
        and sum(table.item(r, Column.KIND).text() == "Level" for r in range(row + 1)) == 4
    )
    table.setItem(level_four, Column.MINUTES, QTableWidgetItem("20"))
    _type(qtbot, dialog.payouts.rows[0].percents_edit, "60 40")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    changed = session.state.setup
    assert session.undo_stack.count() == undo_steps + 1, "one undoable step"
    assert session.undo_stack.undoText() == "Change the setup"
    assert changed.structure.levels[3].duration_seconds == 20 * 60
    assert changed.structure.levels[:3] == original.structure.levels[:3]
    assert changed.payouts.tiers[0].percents == (Decimal(60), Decimal(40))
    assert dataclasses.replace(
        changed, structure=original.structure, payouts=original.payouts
    ) == original
    session.undo_stack.undo()
    assert session.state.setup == original
    again = _dialog(qtbot, open_setup_dialog(session, tmp_path / "templates"))
    assert again.read() == (original, {})
    again.reject()
    path = session.file.path
    session.file.close()
    reopened = TournamentFile.open(path)
    try:
        assert reopened.state.setup == original, "the undo is in the journal"
    finally:
        reopened.close()


def test_a_setup_saved_as_my_template_starts_the_next_night(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "templates"
    first = _dialog(qtbot, new_setup_dialog(folder))
    _fill_every_field(qtbot, first)
    saved_path = folder / "friday.toml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *_args, **_kwargs: (str(saved_path), ""))
    assert first.save_template()
    assert saved_path.is_file()
    assert "Saved as friday.toml" in first.status_label.text()
    setup, _ = first.read()
    first.close()

    second = _dialog(qtbot, new_setup_dialog(folder))
    choices = [second.start_box.itemText(i) for i in range(second.start_box.count())]
    assert "My template: friday" in choices
    second.start_box.setCurrentIndex(choices.index("My template: friday"))
    loaded, problems = second.read()
    assert problems == {} and loaded == setup

    third = _dialog(qtbot, new_setup_dialog(folder))
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *_args, **_kwargs: (str(saved_path), ""))
    assert third.load_template()
    assert third.read()[0] == setup
    broken = folder / "broken.toml"
    broken.write_text("buy_in = -5\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *_args, **_kwargs: (str(broken), ""))
    assert not third.load_template()
    assert third.status_label.text().startswith("broken.toml was not loaded:")
    assert third.read()[0] == setup, "a bad template changes nothing"


def test_presets_show_their_full_description_and_fill_the_levels(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, new_setup_dialog(tmp_path))
    _type(qtbot, dialog.night.name_edit, "Kept name")
    dialog.start_box.setCurrentIndex(1)
    assert dialog.start_description.wordWrap()
    assert dialog.start_description.text().startswith("<b>The Poker Practice</b> — ")
    assert dialog.night.name_edit.text() == "Kept name"
    assert dialog.night.stack_edit.text() == "50,000"
    structure = dialog.structure
    structure.preset_box.setCurrentIndex(3)
    assert structure.preset_description.wordWrap()
    qtbot.mouseClick(structure.use_preset, Qt.MouseButton.LeftButton)
    assert structure.table.rowCount() == 23
    assert isinstance(structure.table.steps()[4], Break)
    assert structure.table.steps()[0] == Level(25, 50, 0, 20 * 60)


def test_a_rake_percent_takes_the_house_share_out_of_the_price(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, new_setup_dialog(tmp_path))
    _type(qtbot, dialog.night.name_edit, "Raked")
    _press(qtbot, dialog.night.decimals_spin, Qt.Key.Key_Up, 2)
    dialog.night.fee_mode.setCurrentIndex(1)
    assert dialog.night.rake_edit.isVisibleTo(dialog)
    _type(qtbot, dialog.night.price_edit, "45")
    _type(qtbot, dialog.night.rake_edit, "10%")
    setup, problems = dialog.read()
    assert problems == {} and setup is not None
    assert (setup.buy_in, setup.fee) == (4050, 450)
    _type(qtbot, dialog.night.rake_edit, "120")
    assert dialog.night.boxes["buy_in"].problem == "The rake is a percent from 0 to 99, not '120'"


@pytest.mark.parametrize(
    ("text", "currency", "expected"),
    [
        ("€40+€5", Currency("€", 2), (4000, 500)),
        (" 40 + 5 ", Currency("€", 2), (4000, 500)),
        ("40,50", Currency("€", 2), (4050, 0)),
        ("1,250.5+0.5", Currency("$", 2), (125050, 50)),
        ("1,500", Currency(), (1500, 0)),
    ],
)
def test_prices_read_as_poker_writes_them(
    text: str, currency: Currency, expected: tuple[int, int]
) -> None:
    assert parse_price(text, currency) == expected


@pytest.mark.parametrize(
    ("text", "currency", "message"),
    [
        ("", Currency("€", 2), "Type the buy-in, e.g. €40"),
        ("forty", Currency("€", 2), "'forty' is not an amount of money; type e.g. €40"),
        ("-40", Currency("€", 2), "The buy-in cannot be negative (-40)"),
        ("40.505", Currency("€", 2), "The buy-in '40.505' has too many decimals: at most 2"),
        ("40.5", Currency(), "The buy-in '40.5' has too many decimals: whole amounts"),
        ("40+5+1", Currency(), "Write the buy-in as the price plus the house fee"),
        ("40+x", Currency(), "'x' is not an amount of money"),
    ],
)
def test_a_price_that_is_not_money_is_refused_with_what_to_type(
    text: str, currency: Currency, message: str
) -> None:
    with pytest.raises(FeltboardError) as refused:
        parse_price(text, currency)
    assert str(refused.value).startswith(message)


def test_file_new_creates_the_night_typed_in_the_dialog(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def host_types_a_night(dialog: SetupDialog) -> int:
        qtbot.addWidget(dialog)
        _type(qtbot, dialog.night.name_edit, "Sunday deepstack")
        _type(qtbot, dialog.night.stack_edit, "30,000")
        dialog.accept()
        return int(dialog.result())

    target = tmp_path / "sunday"
    monkeypatch.setattr(SetupDialog, "exec", host_types_a_night)
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *_args, **_kwargs: (str(target), ""))
    controller = Controller()
    try:
        controller.new_tournament()
        assert controller.file is not None and controller.window is not None
        qtbot.addWidget(controller.window)
        assert controller.file.path == target.with_suffix(".feltboard")
        setup = controller.file.state.setup
        assert (setup.name, setup.starting_stack) == ("Sunday deepstack", 30_000)

        with qtbot.waitSignal(controller.window.setup_requested):
            action = controller.window.findChild(QAction, "setupAction")
            assert action is not None
            action.trigger()
        dialogs = controller.window.findChildren(SetupDialog)
        assert len(dialogs) == 1 and dialogs[0].isVisible()
        assert dialogs[0].ok_button.text() == "Apply changes"
        dialogs[0].reject()
    finally:
        controller.close()
        if controller.window is not None:
            controller.window.close()


def test_mid_tournament_the_levels_ahead_are_built_for_a_later_finish(
    qtbot: QtBot, tmp_path: Path
) -> None:
    creating = _dialog(qtbot, new_setup_dialog(tmp_path))
    _type(qtbot, creating.night.name_edit, "Running late")
    qtbot.mouseClick(creating.structure.build_button, Qt.MouseButton.LeftButton)
    original = creating.read()[0]
    assert original is not None
    session = _running(tmp_path, original, FixedClock())
    dialog = _dialog(qtbot, open_setup_dialog(session, tmp_path))
    structure = dialog.structure
    assert dialog.night.players_spin.value() == 3, "planned for the field that came"
    assert "with 3 players" in structure.finish_label.text()
    started = datetime.datetime.fromtimestamp(1_000.0)  # the clock's start in _running
    assert structure.start_edit.time().toString("HH:mm") == started.strftime("%H:%M")
    assert structure.build_button.text() == "Build the levels ahead"
    assert not structure.use_preset.isEnabled()
    finish = structure.finish_label.text()
    structure.hours_spin.setValue(5)
    qtbot.mouseClick(structure.build_button, Qt.MouseButton.LeftButton)
    assert structure.finish_label.text() != finish
    steps = structure.table.steps()
    assert steps[:2] == original.structure.steps[:2], "levels 1 and 2 were played"
    assert steps != original.structure.steps
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert session.state.setup.structure.steps == steps
    assert session.undo_stack.undoText() == "Change the blind structure"
    session.file.close()


def test_entry_prices_never_edited_follow_the_buy_in_and_an_edited_one_stays(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 23.4: with "20+2" and a 10,000 stack the rebuy read "30 for 10000"."""
    dialog = _dialog(qtbot, new_setup_dialog(tmp_path))
    entries, night = dialog.entries, dialog.night
    _type(qtbot, night.name_edit, "Friday")
    for option in (entries.rebuy, entries.add_on, entries.re_entry):
        option.setChecked(True)
    shown = night.price_edit.text()
    assert entries.rebuy.price_edit.text() == shown  # the default: a buy-in's worth
    _type(qtbot, entries.add_on.price_edit, "10")  # the host's own add-on price
    _type(qtbot, night.price_edit, "20+2")
    _type(qtbot, night.stack_edit, "10000")
    assert entries.rebuy.price_edit.text() == entries.re_entry.price_edit.text()
    assert entries.rebuy.prices.isEnabled()
    setup, problems = dialog.read()
    assert problems == {} and setup is not None
    rebuy, add_on, re_entry = setup.rebuys.rebuy, setup.rebuys.add_on, setup.rebuys.re_entry
    assert rebuy is not None and add_on is not None and re_entry is not None
    unit = 10 ** setup.currency.decimals
    assert (setup.buy_in, setup.fee) == (20 * unit, 2 * unit)
    assert (rebuy.cost, rebuy.fee, rebuy.chips) == (20 * unit, 2 * unit, 10_000)
    assert (re_entry.cost, re_entry.fee) == (20 * unit, 2 * unit)
    assert (add_on.cost, add_on.fee) == (10 * unit, 0)  # edited: it stays


def test_entry_prices_follow_a_raked_buy_in_as_its_split(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = _dialog(qtbot, new_setup_dialog(tmp_path))
    _type(qtbot, dialog.night.name_edit, "Raked")
    dialog.entries.rebuy.setChecked(True)
    dialog.night.fee_mode.setCurrentIndex(1)
    _type(qtbot, dialog.night.price_edit, "45")
    _type(qtbot, dialog.night.rake_edit, "10%")
    setup, problems = dialog.read()
    assert problems == {} and setup is not None and setup.rebuys.rebuy is not None
    assert (setup.rebuys.rebuy.cost, setup.rebuys.rebuy.fee) == (setup.buy_in, setup.fee)


def test_building_the_levels_keeps_the_hosts_break_notes(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 23.11: "Build the levels" dropped the first break's note ("Last rebuys and
    add-ons"); the n-th built break now keeps the host's note of the n-th break shown."""
    dialog = _dialog(qtbot, new_setup_dialog(tmp_path))
    structure = dialog.structure
    shown = [s for s in structure.table.steps() if isinstance(s, Break)]
    assert shown[0].note == "Last rebuys and add-ons"
    qtbot.mouseClick(structure.build_button, Qt.MouseButton.LeftButton)
    built = [s for s in structure.table.steps() if isinstance(s, Break)]
    assert built and built[0].note == "Last rebuys and add-ons"
    for before, after in zip(shown[1:], built[1:], strict=False):
        if before.color_up is not None:
            continue  # the builder's own color-ups say theirs
        assert after.note == before.note


def test_tonight_starts_from_a_past_nights_setup(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 23.20: the command line had ``template --from``; the dialog had no way."""
    from app.store.locations import add_recent

    base = default_new_setup()
    past = dataclasses.replace(
        base, name="Friday 27 Nov", buy_in=base.buy_in + 5, starting_stack=12_350
    )
    path = tmp_path / "Friday 27 Nov.feltboard"
    TournamentFile.create(path, past).close()
    add_recent(path)
    dialog = _dialog(qtbot, new_setup_dialog(tmp_path))
    _type(qtbot, dialog.night.name_edit, "Friday 4 Dec")
    box = dialog.start_box
    index = box.findText("A past night: Friday 27 Nov")
    assert index > 0
    box.setCurrentIndex(index)
    assert "That night's setup, from" in dialog.start_description.text()
    setup, problems = dialog.read()
    assert problems == {} and setup is not None
    assert setup.name == "Friday 4 Dec"  # tonight's own name stays
    assert (setup.buy_in, setup.starting_stack) == (past.buy_in, 12_350)
    assert setup.structure == past.structure and setup.payouts == past.payouts


def test_the_plo_preset_keeps_its_omaha_levels_through_the_dialog(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, new_setup_dialog(tmp_path))
    names = [dialog.start_box.itemText(i) for i in range(dialog.start_box.count())]
    dialog.start_box.setCurrentIndex(next(i for i, n in enumerate(names) if "PLO" in n))
    _type(qtbot, dialog.night.name_edit, "Omaha Friday")
    setup, problems = dialog.read()
    assert problems == {} and setup is not None
    assert {level.game for level in setup.structure.levels} == {Game.OMAHA}
    assert setup.rules.structure is BettingStructure.POT_LIMIT
    # Editing a level's blinds keeps the level's game.
    table = dialog.structure.table
    table.item(0, Column.BIG_BLIND).setText("60")
    assert table.steps()[0] == Level(25, 60, 0, 20 * 60, game=Game.OMAHA)
