"""Edit the payout table: ranges of entries and the percent of the pool each place gets.

The director edits a draft, one row per range of entries ("7 to 10 entries pay 50 30
20"). Each row's problem, in the engine's own words, shows under that row as it is typed,
and nothing is recorded until the whole table is valid and *Apply* is pressed; then one
:class:`SetupChanged` is recorded, undoable like every other edit.

Changing the payouts after players have finished in the money is allowed: a director may
have to fix a mistake, or the players may agree on a deal. It changes those players'
prizes too, so the editor says so while it is the case, and asks before applying a change
that alters a prize already won.

Above the rows, the editor says how the prizes were rounded (the prize unit, and who gets
what is left over) and where the money collected went (fees, bounties, the pool); while a
valid change is pending, it shows the prizes the new table would pay.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import ConfigError, FeltboardError
from app.engine.payouts import DEFAULT_PAYOUTS, PayoutTable, PayoutTier
from app.engine.prizes import describe_rounding, prize_amounts
from app.engine.tournament import TournamentState
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.terms import place_label
from app.session.live import LiveTournament
from app.ui.colors import ERROR_COLOR, warning_color
from app.ui.payout_texts import (
    changed_prizes,
    collected_text,
    names_text,
    placed_in_the_money,
    rounding_text,
)
from app.ui.widgets import WhenShown

# Both styles draw the same left border, so the highlight never shifts the fields.
CURRENT_ROW_STYLE = (
    "QFrame#tierRow { background-color: rgba(58, 118, 196, 0.30); border: none;"
    " border-left: 4px solid #6ea3e6; border-radius: 4px; }"
)
PLAIN_ROW_STYLE = (
    "QFrame#tierRow { background-color: transparent; border: none;"
    " border-left: 4px solid transparent; border-radius: 4px; }"
)
FIELD_PROBLEM_STYLE = f"border: 2px solid {ERROR_COLOR};"
OPEN_ENDED_WORDS = frozenset({"", "+", "more", "and more", "∞"})
_PERCENT = re.compile(r"\d+(?:\.\d+)?")
_PERCENT_SEPARATORS = re.compile(r"[\s,;/%]+")
# A first range starting above 2 entries would leave a two-player field without prizes.
LATEST_FIRST_ENTRY = 2


class Field(StrEnum):
    """The three fields of a row, named so a problem can point at one of them."""

    FROM = "from"
    TO = "to"
    PERCENTS = "percents"


class FieldProblem(FeltboardError):
    """What is wrong with one field of one row."""

    def __init__(self, field: Field, message: str) -> None:
        super().__init__(message)
        self.field = field


@dataclass(frozen=True, slots=True)
class TierText:
    """A row as typed: ``'7'``, ``'10'`` (or ``''`` for "and more"), ``'50 30 20'``."""

    first: str
    last: str
    percents: str

    @classmethod
    def of(cls, tier: PayoutTier) -> TierText:
        """The text a tier is shown with."""
        last = "" if tier.max_entries is None else str(tier.max_entries)
        return cls(str(tier.min_entries), last, percents_text(tier.percents))


@dataclass(frozen=True, slots=True)
class DraftCheck:
    """A draft read back: the table when it is valid, else each row's problem."""

    table: PayoutTable | None
    problems: Mapping[int, FieldProblem]


def percents_text(percents: tuple[Decimal, ...]) -> str:
    """``'50 30 20'``; ``'9.5'`` stays as written."""
    return " ".join(str(percent) for percent in percents)


def parse_percents(text: str) -> tuple[Decimal, ...]:
    """``'50 30 20'`` (commas, slashes and % signs are fine too) as exact percents.

    :raises FieldProblem: naming the word that is not a percent.

    >>> parse_percents("50% / 30% / 20%")
    (Decimal('50'), Decimal('30'), Decimal('20'))
    """
    words = [word for word in _PERCENT_SEPARATORS.split(text) if word]
    if not words:
        raise FieldProblem(Field.PERCENTS, translate(
            "PayoutEditor", "Type the percent of each paid place, best first, e.g. 50 30 20"
        ))
    for word in words:
        if word.startswith("-"):
            raise FieldProblem(
                Field.PERCENTS,
                translate("PayoutEditor", "A percent cannot be negative ({word})").format(
                    word=word
                ),
            )
        if not _PERCENT.fullmatch(word):
            raise FieldProblem(
                Field.PERCENTS,
                translate(
                    "PayoutEditor", "'{word}' is not a percent; type numbers such as 50 30 20"
                ).format(word=word),
            )
    return tuple(Decimal(word) for word in words)


def parse_first(text: str) -> int:
    """The first entry count of a range, typed as a whole number.

    :raises FieldProblem: if it is missing or not a whole number.
    """
    cleaned = text.strip()
    if not cleaned:
        raise FieldProblem(
            Field.FROM, translate("PayoutEditor", "Type the number of entries this range starts at")
        )
    if not cleaned.isdigit():
        raise FieldProblem(
            Field.FROM,
            translate("PayoutEditor", "'{text}' is not a number of entries").format(text=cleaned),
        )
    return int(cleaned)


def parse_last(text: str) -> int | None:
    """The last entry count of a range; blank (or ``+``, ``more``) means "and more".

    :raises FieldProblem: if it is not a whole number.
    """
    cleaned = text.strip()
    if cleaned.casefold() in OPEN_ENDED_WORDS | {
        translate("PayoutEditor", "more").casefold(),
        translate("PayoutEditor", "and more").casefold(),
    }:
        return None
    if not cleaned.isdigit():
        raise FieldProblem(
            Field.TO,
            translate(
                "PayoutEditor",
                "'{text}' is not a number of entries (leave it empty for \"{more}\")",
            ).format(text=cleaned, more=translate("PayoutEditor", "and more")),
        )
    return int(cleaned)


def read_tier(text: TierText) -> PayoutTier:
    """The tier a row describes.

    :raises FieldProblem: with the engine's message, on the field it is about.
    """
    first = parse_first(text.first)
    last = parse_last(text.last)
    percents = parse_percents(text.percents)
    try:
        return PayoutTier(first, last, percents)
    except ConfigError as error:
        raise FieldProblem(_field_of_tier_problem(first, last), str(error)) from error


def _field_of_tier_problem(first: int, last: int | None) -> Field:
    """Which field a tier's :class:`ConfigError` is about (the percents unless the range)."""
    if first < 1:
        return Field.FROM
    if last is not None and last < first:
        return Field.TO
    return Field.PERCENTS


def read_draft(texts: list[TierText]) -> DraftCheck:
    """Every row read and the table checked; problems are keyed by row (from 0).

    Each row's own problem shows at once; how the rows fit together is checked only
    when every row is readable, since a broken row would make that message misleading.
    """
    if not texts:
        return DraftCheck(None, {0: FieldProblem(
            Field.FROM, translate("PayoutEditor", "Add at least one range")
        )})
    tiers: list[PayoutTier] = []
    problems: dict[int, FieldProblem] = {}
    for row, text in enumerate(texts):
        try:
            tiers.append(read_tier(text))
        except FieldProblem as problem:
            problems[row] = problem
    if 0 not in problems:
        late = _late_start(texts[0])
        if late is not None:
            problems[0] = late
    if problems:
        return DraftCheck(None, problems)
    try:
        return DraftCheck(PayoutTable(tuple(tiers)), {})
    except ConfigError as error:
        row, field = _place_of_table_problem(tiers)
        return DraftCheck(None, {row: FieldProblem(field, str(error))})


def _late_start(first_row: TierText) -> FieldProblem | None:
    """A first range starting after two entries: a two-player field would have no prizes."""
    start = parse_first(first_row.first)
    if start <= LATEST_FIRST_ENTRY:
        return None
    return FieldProblem(
        Field.FROM,
        translate(
            "PayoutEditor",
            "Start the first range at {latest} entries, not {start}, so there are prizes as "
            "soon as two players have entered",
        ).format(latest=LATEST_FIRST_ENTRY, start=start),
    )


def _place_of_table_problem(tiers: list[PayoutTier]) -> tuple[int, Field]:
    """The row and field a :class:`PayoutTable` refusal is about, checked as it checks."""
    for row, (before, after) in enumerate(itertools.pairwise(tiers), start=1):
        if before.max_entries is None:
            return row - 1, Field.TO  # only the last range may be open-ended
        if after.min_entries != before.max_entries + 1:
            return row, Field.FROM
    return len(tiers) - 1, Field.TO


def range_covers(text: TierText, entries: int) -> bool:
    """Whether a row's range, as typed, covers ``entries`` (``False`` if unreadable)."""
    try:
        first, last = parse_first(text.first), parse_last(text.last)
    except FieldProblem:
        return False
    return first <= entries and (last is None or entries <= last)


def preview_text(state: TournamentState, table: PayoutTable) -> str:
    """The prizes ``table`` would pay now and how they would be rounded, in one line.

    ``''`` when it pays nothing yet (fewer entries than its first range).
    """
    entries = state.entries
    if entries < max(LATEST_FIRST_ENTRY, table.tiers[0].min_entries):
        return ""
    tier = table.for_entries(entries)
    setup = state.setup
    amounts = prize_amounts(state.prize_pool, tier, setup.prize_unit)
    places = ", ".join(
        f"{place_label(place)} {setup.currency.format(amount)}"
        for place, amount in enumerate(amounts, start=1)
    )
    rounding = describe_rounding(state.prize_pool, tier, setup.prize_unit, setup.currency)
    return translate("PayoutEditor", "With these payouts: {places}. {rounding}").format(
        places=places, rounding=rounding
    )


class TierRow(QFrame):
    """One range of entries and its percents, with the row's problem underneath."""

    remove_requested = Signal(QFrame)

    def __init__(self, text: TierText, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tierRow")
        self.first_edit = _field(text.first, translate("PayoutEditor", "from"), 46, self)
        self.first_edit.setToolTip(
            translate(
                "PayoutEditor",
                "The smallest number of entries this range covers; the range above ends just "
                "before it",
            )
        )
        self.last_edit = _field(text.last, translate("PayoutEditor", "more"), 58, self)
        self.last_edit.setToolTip(
            translate(
                "PayoutEditor",
                'The largest number of entries (empty: "and more"); the next range starts just '
                "after it",
            )
        )
        self.percents_edit = _field(
            text.percents, translate("PayoutEditor", "e.g. 50 30 20"), 0, self
        )
        self.percents_edit.setToolTip(
            translate(
                "PayoutEditor",
                "Percent of the prize pool for 1st, 2nd, 3rd… place, best first; they add up "
                "to 100",
            )
        )
        self.remove_button = QPushButton("✕", self)
        self.remove_button.setObjectName("removeTier")
        self.remove_button.setToolTip(
            translate("PayoutEditor", "Remove this range (the range above takes its entries)")
        )
        self.remove_button.setFixedWidth(34)
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(self))
        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("tierProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")
        self.problem_label.hide()
        fields = QHBoxLayout()
        fields.setSpacing(4)
        fields.addWidget(self.first_edit)
        fields.addWidget(QLabel(translate("PayoutEditor", "to"), self))
        fields.addWidget(self.last_edit)
        fields.addSpacing(6)
        fields.addWidget(self.percents_edit, 1)
        fields.addWidget(self.remove_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(4, 3, 4, 3)
        column.setSpacing(2)
        column.addLayout(fields)
        column.addWidget(self.problem_label)
        self.set_current(False)

    def text(self) -> TierText:
        """The row as typed."""
        return TierText(self.first_edit.text(), self.last_edit.text(), self.percents_edit.text())

    def edits(self) -> dict[Field, QLineEdit]:
        """The row's fields by name."""
        return {Field.FROM: self.first_edit, Field.TO: self.last_edit,
                Field.PERCENTS: self.percents_edit}

    def show_problem(self, problem: FieldProblem | None) -> None:
        """Show ``problem`` under the row and outline its field; ``None`` clears it."""
        for field, edit in self.edits().items():
            marked = problem is not None and problem.field is field
            _restyle(edit, FIELD_PROBLEM_STYLE if marked else "")
        self.problem_label.setText(str(problem) if problem is not None else "")
        self.problem_label.setVisible(problem is not None)

    @property
    def problem(self) -> str:
        """The problem shown under the row, ``''`` if none."""
        return self.problem_label.text()

    def set_current(self, current: bool) -> None:
        """Highlight the row whose range covers the entries so far."""
        self.setProperty("current", current)
        _restyle(self, CURRENT_ROW_STYLE if current else PLAIN_ROW_STYLE)
        self.setToolTip(
            translate("PayoutEditor", "This range applies to the entries so far") if current else ""
        )

    @property
    def is_current(self) -> bool:
        """Whether the row is highlighted as the one that applies now."""
        return bool(self.property("current"))


def _restyle(widget: QWidget, sheet: str) -> None:
    """Set a style sheet only when it changes: each set re-polishes the widget, and the
    editor re-checks its rows on every event of the tournament."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def _field(text: str, placeholder: str, width: int, parent: QWidget) -> QLineEdit:
    edit = QLineEdit(text, parent)
    edit.setPlaceholderText(placeholder)
    if width:
        edit.setFixedWidth(width)
        edit.setAlignment(Qt.AlignmentFlag.AlignRight)
    return edit


TIERS_HEADER = QT_TRANSLATE_NOOP(
    "PayoutEditor",
    "<b>Entries</b> (from – to)&nbsp;&nbsp;→&nbsp;&nbsp;"
    "<b>percent of the pool per place</b>, 1st first",
)
"""The heading over payout ranges, wherever they are edited."""


def rows_scroll_area(rows: QVBoxLayout, parent: QWidget) -> QScrollArea:
    """A frameless scroll area holding ``rows`` at the top (editable payout ranges)."""
    holder = QWidget(parent)
    column = QVBoxLayout(holder)
    column.setContentsMargins(0, 0, 0, 0)
    column.addLayout(rows)
    column.addStretch(1)
    scroll = QScrollArea(parent)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(holder)
    return scroll


class PayoutEditor(QWidget):
    """The payout table as rows the director edits; Apply records it (undoable)."""

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._shown = session.state.setup.payouts
        self.rows: list[TierRow] = []
        self.rounding_label = QLabel(self)
        self.rounding_label.setObjectName("payoutRounding")
        self.rounding_label.setWordWrap(True)
        self.preview_label = QLabel(self)
        self.preview_label.setObjectName("payoutPreview")
        self.preview_label.setWordWrap(True)
        self.applies_label = QLabel(self)
        self.applies_label.setObjectName("payoutApplies")
        self.applies_label.setWordWrap(True)
        self.money_label = QLabel(self)
        self.money_label.setObjectName("payoutInTheMoney")
        self.money_label.setWordWrap(True)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("payoutStatus")
        self.status_label.setWordWrap(True)
        self._rows_box = QVBoxLayout()
        self._rows_box.setSpacing(2)
        self._build_layout()
        self._when_shown = WhenShown(self, self._session_changed)
        session.changed.connect(self._when_shown.changed)
        self.reload()

    def _build_layout(self) -> None:
        scroll = rows_scroll_area(self._rows_box, self)
        scroll.setObjectName("payoutRows")
        header = QLabel(translate("PayoutEditor", TIERS_HEADER), self)
        self.add_button = _button(
            translate("PayoutEditor", "Add range"), "addTier", self.add_tier, self
        )
        self.default_button = _button(
            translate("PayoutEditor", "Reset to default"),
            "defaultPayouts",
            self.reset_to_default,
            self,
        )
        self.discard_button = _button(
            translate("PayoutEditor", "Discard"), "discardPayouts", self.reload, self
        )
        self.apply_button = _button(
            translate("PayoutEditor", "Apply"), "applyPayouts", self.apply, self
        )
        buttons = QHBoxLayout()
        for button in (self.add_button, self.default_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        for button in (self.discard_button, self.apply_button):
            buttons.addWidget(button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.rounding_label)
        column.addWidget(self.applies_label)
        column.addWidget(self.money_label)
        column.addWidget(header)
        column.addWidget(scroll, 1)
        column.addWidget(self.preview_label)
        column.addWidget(self.status_label)
        column.addLayout(buttons)

    # ----- showing ---------------------------------------------------------------------

    def reload(self) -> None:
        """Show the payout table in effect, dropping any change not applied."""
        self._shown = self._session.state.setup.payouts
        self._show_texts([TierText.of(tier) for tier in self._shown.tiers])

    def texts(self) -> list[TierText]:
        """Every row as typed, top to bottom."""
        return [row.text() for row in self.rows]

    def _show_texts(self, texts: list[TierText]) -> None:
        for row in self.rows:
            _discard(row)
        self.rows = []
        for text in texts:
            self._append_row(text)
        self.check()

    def _append_row(self, text: TierText) -> TierRow:
        row = TierRow(text, self)
        row.first_edit.textEdited.connect(lambda _t, r=row: self._first_edited(r))
        row.last_edit.textEdited.connect(lambda _t, r=row: self._last_edited(r))
        for edit in row.edits().values():
            edit.textChanged.connect(self.check)
            edit.returnPressed.connect(self.apply)
        row.remove_requested.connect(self.remove_tier)
        self._rows_box.addWidget(row)
        self.rows.append(row)
        return row

    def _session_changed(self) -> None:
        # An undo or redo of a payout change shows at once; other events (entries, busts)
        # only move the highlight and the in-the-money notice, keeping the draft.
        if self._session.state.setup.payouts != self._shown:
            self.reload()
        else:
            self.check()

    def check(self) -> DraftCheck:
        """Read the draft: mark each row's problem, the row that applies, and the status."""
        result = read_draft(self.texts())
        for number, row in enumerate(self.rows):
            row.show_problem(result.problems.get(number))
            row.remove_button.setEnabled(len(self.rows) > 1)
        self._highlight()
        self._show_status(result)
        self._show_in_the_money()
        self._show_money(result)
        return result

    def _show_money(self, result: DraftCheck) -> None:
        """The rounding of the prizes in effect, the fees and bounties, and a preview."""
        state = self._session.state
        lines = [line for line in (rounding_text(state), collected_text(state)) if line]
        self.rounding_label.setText("\n".join(lines))
        self.rounding_label.setVisible(bool(lines))
        preview = ""
        if result.table is not None and result.table != state.setup.payouts:
            try:
                preview = preview_text(state, result.table)
            except FeltboardError as error:
                preview = str(error)
        self.preview_label.setText(preview)
        self.preview_label.setVisible(bool(preview))

    def _highlight(self) -> None:
        """Mark the row whose range covers the entries so far (its percents may be wrong)."""
        entries = self._session.state.entries
        current = next((row for row in self.rows if range_covers(row.text(), entries)), None)
        for row in self.rows:
            row.set_current(row is current)
        if entries < LATEST_FIRST_ENTRY:
            self.applies_label.setText(
                translate(
                    "PayoutEditor", "{entries} entries: prizes start once two players have entered."
                ).format(entries=entries)
            )
        elif current is None:
            self.applies_label.setText(
                translate(
                    "PayoutEditor",
                    "<b>{entries} entries</b>: fix the rows marked in red to see which range "
                    "applies.",
                ).format(entries=entries)
            )
        else:
            text = current.text()
            self.applies_label.setText(
                translate(
                    "PayoutEditor",
                    "<b>{entries} entries</b>: the highlighted range ({first} to {last}) applies.",
                ).format(
                    entries=entries,
                    first=text.first.strip(),
                    last=text.last.strip() or translate("PayoutEditor", "more"),
                )
            )

    def _show_status(self, result: DraftCheck) -> None:
        pending = result.table != self._shown or bool(result.problems)
        if result.problems:
            count = len(result.problems)
            rows = (
                translate("PayoutEditor", "a row")
                if count == 1
                else translate("PayoutEditor", "{count} rows").format(count=count)
            )
            self._set_status(
                translate("PayoutEditor", "Not applied: fix {rows} marked in red first.").format(
                    rows=rows
                ),
                ERROR_COLOR,
            )
        elif pending:
            self._set_status(
                translate("PayoutEditor", "Changed, not applied yet: press Apply (or Discard)."),
                warning_color(self),
            )
        else:
            self._set_status("", "")
        self.apply_button.setEnabled(pending)
        self.discard_button.setEnabled(pending)

    def _set_status(self, text: str, color: str) -> None:
        self.status_label.setText(text)
        _restyle(self.status_label, f"color: {color}; font-weight: bold;" if color else "")
        self.status_label.setVisible(bool(text))

    def _show_in_the_money(self) -> None:
        placed = placed_in_the_money(self._session.state)
        if placed:
            self.money_label.setText(
                translate(
                    "PayoutEditor",
                    "Already in the money: {names}. Changing the payouts changes their prizes too.",
                ).format(names=names_text(placed))
            )
            _restyle(self.money_label, f"color: {warning_color(self)};")
        self.money_label.setVisible(bool(placed))

    # ----- editing ---------------------------------------------------------------------

    def _last_edited(self, row: TierRow) -> None:
        """The next range starts right after the one whose end was typed."""
        index = self.rows.index(row)
        text = row.last_edit.text().strip()
        if index + 1 < len(self.rows) and text.isdigit():
            self.rows[index + 1].first_edit.setText(str(int(text) + 1))

    def _first_edited(self, row: TierRow) -> None:
        """The range above ends right before the one whose start was typed."""
        index = self.rows.index(row)
        text = row.first_edit.text().strip()
        if index > 0 and text.isdigit() and int(text) > 1:
            self.rows[index - 1].last_edit.setText(str(int(text) - 1))

    def add_tier(self) -> None:
        """Split the last, open-ended range: it ends 10 entries on; a copy covers the rest."""
        last = self.rows[-1] if self.rows else None
        if last is None:
            self._append_row(TierText.of(DEFAULT_PAYOUTS.tiers[0]))
            self.check()
            return
        text = last.text()
        start = text.first.strip()
        end = int(start) + 9 if start.isdigit() else None
        if end is not None and not text.last.strip():
            last.last_edit.setText(str(end))
        follows = str(end + 1) if end is not None else ""
        added = self._append_row(TierText(follows, "", text.percents))
        added.first_edit.setFocus()
        self.check()

    def remove_tier(self, row: QFrame) -> None:
        """Remove a range; the range above takes its entries (below, for the first one)."""
        if not isinstance(row, TierRow) or row not in self.rows or len(self.rows) < 2:
            return
        index = self.rows.index(row)
        text = row.text()
        if index > 0:
            self.rows[index - 1].last_edit.setText(text.last)
        else:
            self.rows[1].first_edit.setText(text.first)
        self.rows.remove(row)
        _discard(row)
        self.check()

    def reset_to_default(self) -> None:
        """Fill in the default payout table (still to be applied)."""
        self._show_texts([TierText.of(tier) for tier in DEFAULT_PAYOUTS.tiers])

    # ----- recording -------------------------------------------------------------------

    def apply(self) -> bool:
        """Record the draft as the tournament's payouts, if it is valid and changed."""
        result = self.check()
        state = self._session.state
        if result.table is None:
            return False
        if result.table == state.setup.payouts:
            self._set_status(translate("PayoutEditor", "Nothing changed."), warning_color(self))
            return False
        try:
            changed = changed_prizes(state, result.table)
        except FeltboardError as error:
            self._set_status(str(error), ERROR_COLOR)
            return False
        if changed and not self._confirm(changed):
            self._set_status(
                translate("PayoutEditor", "Not applied: the prizes already won stay as they were."),
                warning_color(self),
            )
            return False
        problem = self._session.edits.change_payouts(result.table)
        if problem is not None:
            self._set_status(problem, ERROR_COLOR)
        return problem is None

    def _confirm(self, changed: tuple[str, ...]) -> bool:
        """Ask before changing prizes that players already won."""
        answer = QMessageBox.question(
            self,
            translate("PayoutEditor", "Change prizes already won?"),
            translate(
                "PayoutEditor",
                "These players already finished in the money; their prizes would change:"
                "\n\n{changes}\n\nApply the new payouts anyway? (Edit > Undo takes it back.)",
            ).format(changes="\n".join(changed)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes


def _discard(row: TierRow) -> None:
    """Take a row off the screen now; Qt deletes it once back in the event loop."""
    row.hide()
    row.setParent(None)
    row.deleteLater()


def _button(text: str, name: str, slot: Callable[[], object], parent: QWidget) -> QPushButton:
    button = QPushButton(text, parent)
    button.setObjectName(name)
    button.clicked.connect(slot)
    return button
