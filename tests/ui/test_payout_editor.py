"""The payout table editor on the Payouts tab, driven by typing and clicking."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from app.engine.accounts import prizes
from app.engine.money import Bounty
from app.engine.payouts import DEFAULT_PAYOUTS, PayoutTable, PayoutTier
from app.engine.tournament_events import (
    PlayerBusted,
    PlayerRegistered,
    SetupChanged,
    TableTrackingChanged,
)
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from app.ui.payout_editor import (
    Field,
    FieldProblem,
    PayoutEditor,
    TierText,
    parse_percents,
    read_draft,
)
from app.ui.payout_texts import names_text

# ----- helpers ---------------------------------------------------------------------------


def payouts_tab(window: MainWindow) -> PayoutEditor:
    window.tabs.setCurrentWidget(window.payouts)
    return window.payouts.editor


def retype(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """Select what the field holds and type over it, as a user does."""
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, text)


def click(qtbot: QtBot, button: QPushButton) -> None:
    """A single click, spaced from the last so Qt does not see a double-click."""
    qtbot.wait(QApplication.doubleClickInterval() + 20)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def answer_confirmations(
    monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton
) -> list[str]:
    """Answer every "are you sure?" with ``answer``; returns the questions asked."""
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_args: object) -> object:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


# ----- reading what was typed (no widgets) -----------------------------------------------


def test_percents_are_read_exactly_with_any_usual_separator() -> None:
    assert parse_percents("50 30 20") == (Decimal(50), Decimal(30), Decimal(20))
    assert parse_percents(" 50, 30,20 ") == parse_percents("50% / 30% / 20%")
    assert parse_percents("27.5 9.5") == (Decimal("27.5"), Decimal("9.5"))
    for text, message in (
        ("", "Type the percent of each paid place, best first, e.g. 50 30 20"),
        ("50 -30", "A percent cannot be negative (-30)"),
        ("50 thirty", "'thirty' is not a percent; type numbers such as 50 30 20"),
        ("1e2", "'1e2' is not a percent; type numbers such as 50 30 20"),
    ):
        with pytest.raises(FieldProblem, match=re.escape(message)):
            parse_percents(text)


def test_draft_problems_name_the_row_and_field() -> None:
    rows = [TierText.of(tier) for tier in DEFAULT_PAYOUTS.tiers]
    assert read_draft(rows).table == DEFAULT_PAYOUTS
    gap = list(rows)
    gap[1] = replace(gap[1], first="8")
    result = read_draft(gap)
    assert result.table is None
    assert result.problems[1].field is Field.FROM
    assert str(result.problems[1]) == (
        "The payout ranges 2–6 and 8–10 entries must follow each other without gap or overlap"
    )
    closed = [*rows[:-1], replace(rows[-1], last="90")]
    assert read_draft(closed).problems[7].field is Field.TO
    late_start = [replace(rows[0], first="3"), *rows[1:]]
    assert str(read_draft(late_start).problems[0]).startswith(
        "Start the first range at 2 entries, not 3"
    )
    assert names_text(("Dee",)) == "Dee"
    assert names_text(("A", "B", "C", "D", "E")) == "A, B, C and 2 more"


# ----- the editor in the console ---------------------------------------------------------


def test_editor_lists_every_range_and_highlights_the_one_that_applies(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    editor = payouts_tab(window)
    assert editor.texts() == [TierText.of(tier) for tier in DEFAULT_PAYOUTS.tiers]
    assert editor.rows[0].text() == TierText("2", "6", "65 35")
    assert editor.rows[-1].last_edit.text() == ""  # "and more"
    assert [row.is_current for row in editor.rows[:2]] == [True, False]
    assert "3 entries" in editor.applies_label.text()
    assert not editor.apply_button.isEnabled()
    for number in range(4, 8):  # the seventh entry moves the highlight to 7–10
        assert window.session.record(PlayerRegistered(number, f"Player {number}")) is None
    assert [row.is_current for row in editor.rows[:3]] == [False, True, False]
    assert "1st" in window.payouts.prizes_label.text()


def test_wrong_percents_show_the_engine_message_and_record_nothing(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    session = window.session
    editor = payouts_tab(window)
    steps = session.undo_stack.count()
    row = editor.rows[0]
    retype(qtbot, row.percents_edit, "60 30")
    assert row.problem == "The payouts for 2–6 entries add up to 90%, not 100%"
    assert row.problem_label.isVisible()
    assert "border" in row.percents_edit.styleSheet()
    click(qtbot, editor.apply_button)
    assert editor.status_label.text() == "Not applied: fix a row marked in red first."
    retype(qtbot, row.percents_edit, "50 30 20")
    assert row.problem == (
        "The payouts for 2–6 entries pay 3 places but there can be as few as 2 entries"
    )
    retype(qtbot, row.percents_edit, "35 65")
    assert row.problem == "The payouts for 2–6 entries: place 2 (65%) gets more than place 1 (35%)"
    qtbot.keyClick(row.percents_edit, Qt.Key.Key_Return)  # Return applies, if it can
    assert session.undo_stack.count() == steps
    assert session.state.setup.payouts == DEFAULT_PAYOUTS
    retype(qtbot, row.percents_edit, "65 35")
    assert row.problem == "" and not row.problem_label.isVisible()
    assert row.percents_edit.styleSheet() == ""
    assert not editor.apply_button.isEnabled()  # back to what is in effect


def test_a_valid_edit_is_one_undoable_step_and_the_prizes_update_at_once(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    session = window.session
    editor = payouts_tab(window)
    steps = session.undo_stack.count()
    retype(qtbot, editor.rows[0].percents_edit, "70 30")
    assert "not applied yet" in editor.status_label.text()
    click(qtbot, editor.apply_button)
    assert session.undo_stack.count() == steps + 1
    assert session.undo_stack.undoText() == "Change the payouts"
    assert session.state.setup.payouts.tiers[0].percents == (Decimal(70), Decimal(30))
    assert session.state.setup.payouts.tiers[1:] == DEFAULT_PAYOUTS.tiers[1:]
    first, second = prizes(session.state)
    assert (first, second) == (65, 25)  # 70% and 30% of 90, in whole fives
    assert "<b>65</b>" in window.payouts.prizes_label.text()
    assert not editor.apply_button.isEnabled() and not editor.status_label.isVisible()
    session.undo_stack.undo()
    assert session.state.setup.payouts == DEFAULT_PAYOUTS
    assert editor.rows[0].percents_edit.text() == "65 35"
    assert "<b>60</b>" in window.payouts.prizes_label.text()  # 65% of 90, in fives
    session.undo_stack.redo()
    assert editor.rows[0].percents_edit.text() == "70 30"


def test_where_a_range_ends_the_next_one_starts(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    session = window.session
    editor = payouts_tab(window)
    retype(qtbot, editor.rows[0].last_edit, "8")
    assert editor.rows[1].first_edit.text() == "9"
    retype(qtbot, editor.rows[2].first_edit, "12")
    assert editor.rows[1].last_edit.text() == "11"
    click(qtbot, editor.apply_button)
    tiers = session.state.setup.payouts.tiers
    assert [t.range_label for t in tiers[:3]] == ["2–8", "9–11", "12–20"]
    # A range that ends before it starts is refused on its "to" field.
    retype(qtbot, editor.rows[1].last_edit, "5")
    problem = editor.rows[1].problem
    assert problem == "The payout range 9–5 entries is empty"
    assert "border" in editor.rows[1].last_edit.styleSheet()
    retype(qtbot, editor.rows[0].first_edit, "4")
    assert editor.rows[0].problem.startswith("Start the first range at 2 entries, not 4")
    steps = session.undo_stack.count()
    assert not editor.apply()
    assert session.undo_stack.count() == steps
    click(qtbot, editor.discard_button)
    assert editor.texts()[1] == TierText("9", "11", "50 30 20")


def test_add_and_remove_ranges(qtbot: QtBot, console: Callable[[], MainWindow]) -> None:
    window = console()
    session = window.session
    editor = payouts_tab(window)
    click(qtbot, editor.add_button)
    assert len(editor.rows) == len(DEFAULT_PAYOUTS.tiers) + 1
    assert editor.rows[-2].text().last == "80"
    assert editor.rows[-1].text() == TierText("81", "", editor.rows[-2].text().percents)
    retype(qtbot, editor.rows[-1].percents_edit, "25 16 12 9 7 6 5 4.5 4 3.5 3 2.5 2.5")
    assert editor.rows[-1].problem == ""
    click(qtbot, editor.apply_button)
    tiers = session.state.setup.payouts.tiers
    assert [t.range_label for t in tiers[-2:]] == ["71–80", "81+"]
    assert tiers[-1].percents[-1] == Decimal("2.5")
    click(qtbot, editor.rows[1].remove_button)  # 7–10 goes; 2–6 now covers 2–10
    assert editor.rows[0].text() == TierText("2", "10", "65 35")
    click(qtbot, editor.apply_button)
    assert session.state.setup.payouts.tiers[0].range_label == "2–10"
    assert len(session.state.setup.payouts.tiers) == len(DEFAULT_PAYOUTS.tiers)
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert session.state.setup.payouts == DEFAULT_PAYOUTS


def test_reset_to_default_then_apply(
    qtbot: QtBot,
    console: Callable[[], MainWindow],
    three_handed: TournamentFile,
    tmp_path: Path,
) -> None:
    window = console()
    session = window.session
    custom = PayoutTable((PayoutTier.of(2, None, 100),))
    assert session.record(SetupChanged(replace(session.state.setup, payouts=custom))) is None
    editor = payouts_tab(window)
    assert editor.texts() == [TierText("2", "", "100")]
    assert not editor.rows[0].remove_button.isEnabled()  # the only range stays
    click(qtbot, editor.default_button)
    assert editor.texts() == [TierText.of(tier) for tier in DEFAULT_PAYOUTS.tiers]
    assert session.state.setup.payouts == custom  # nothing recorded yet
    click(qtbot, editor.apply_button)
    assert session.state.setup.payouts == DEFAULT_PAYOUTS
    # The percents survive the journal exactly (Decimals: 9.5 stays 9.5).
    copy = three_handed.copy_to(tmp_path / "copy.feltboard")
    with TournamentFile.open(copy) as reopened:
        assert reopened.state.setup.payouts == DEFAULT_PAYOUTS


def test_changing_prizes_already_won_asks_first(
    qtbot: QtBot, console: Callable[[], MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    window = console()
    session = window.session
    for event in (
        TableTrackingChanged(1, False),
        PlayerBusted(3, 1),  # Cy out in 3rd: 2 of 3 entries are paid, no prize
        PlayerBusted(2, 1),  # Bob out in 2nd, in the money
    ):
        assert session.record(event) is None
    editor = payouts_tab(window)
    assert editor.money_label.isVisible()
    assert editor.money_label.text().startswith("Already in the money: Ann and Bob.")
    asked = answer_confirmations(monkeypatch, QMessageBox.StandardButton.No)
    steps = session.undo_stack.count()
    retype(qtbot, editor.rows[0].percents_edit, "50 50")
    click(qtbot, editor.apply_button)
    assert len(asked) == 1
    assert "Ann (1st): 60 → 45" in asked[0] and "Bob (2nd): 30 → 45" in asked[0]
    assert session.undo_stack.count() == steps
    assert editor.status_label.text() == "Not applied: the prizes already won stay as they were."
    asked = answer_confirmations(monkeypatch, QMessageBox.StandardButton.Yes)
    click(qtbot, editor.apply_button)
    assert prizes(session.state) == (45, 45)
    session.undo_stack.undo()
    assert prizes(session.state) == (60, 30)


def test_a_draft_survives_other_events_but_an_undo_of_the_payouts_shows_at_once(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    session = window.session
    editor = payouts_tab(window)
    retype(qtbot, editor.rows[1].percents_edit, "60 25 15")
    assert session.record(PlayerRegistered(4, "Dee")) is None
    assert editor.rows[1].percents_edit.text() == "60 25 15"
    assert "4 entries" in editor.applies_label.text()
    click(qtbot, editor.apply_button)
    retype(qtbot, editor.rows[1].percents_edit, "55 30 15")  # a new draft
    session.undo_stack.undo()  # the applied change goes: the editor shows what is in effect
    assert editor.rows[1].percents_edit.text() == "50 30 20"
    assert not editor.apply_button.isEnabled()


# ----- how the prizes were rounded, and where the money went ----------------------------------


def test_the_rounding_of_the_prizes_shows_next_to_the_amounts(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    editor = payouts_tab(window)
    for number in range(4, 9):  # 8 entries at 30: a pool of 240, paid 50/30/20
        assert window.session.record(PlayerRegistered(number, f"Player {number}")) is None
    assert prizes(window.session.state) == (125, 70, 45)
    assert editor.rounding_label.isVisible()
    assert editor.rounding_label.text() == "Rounded down to 5; the 5 left over goes to 1st."
    assert not editor.preview_label.isVisible()
    # A pending change shows what it would pay, rounded the same way, before Apply.
    retype(qtbot, editor.rows[1].percents_edit, "60 25 15")
    assert editor.preview_label.isVisible()
    assert editor.preview_label.text() == (
        "With these payouts: 1st 145, 2nd 60, 3rd 35. Rounded down to 5; the 5 left over "
        "goes to 1st."
    )
    qtbot.keyClick(editor.rows[1].percents_edit, Qt.Key.Key_Return)
    assert prizes(window.session.state) == (145, 60, 35)
    assert not editor.preview_label.isVisible()
    assert editor.rounding_label.text() == "Rounded down to 5; the 5 left over goes to 1st."


def test_fees_and_bounties_are_shown_apart_from_the_prize_pool(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    session = window.session
    setup = session.state.setup
    assert session.record(SetupChanged(replace(setup, fee=5, bounty=Bounty(10)))) is None
    editor = payouts_tab(window)
    assert editor.rounding_label.text().splitlines()[1] == (
        "Collected 105: 15 in fees for the house and 30 in bounties, 60 in the prize pool."
    )
