"""Enter chip counts at an untracked table: one field per player, the table total kept.

At an untracked table no hand is recorded, so stacks drift from what the console shows
until someone counts them. Chips only move between the players of the table, so the
counts must add up to the table's total; the form shows that total and the running
difference as the counts are typed, and records one undoable :class:`ChipsCounted`. A
count of 0 puts the player out, placed by the chips they had before the count.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import FeltboardError, chips
from app.engine.wording import translate
from app.session.live import LiveTournament
from app.ui.colors import ERROR_COLOR, OK_COLOR, warning_color

_SEPARATORS = str.maketrans("", "", ", _'\u00a0\u202f")


@dataclass(frozen=True, slots=True)
class Seated:
    """A player at the table as the form lists them."""

    player: int
    seat: int
    name: str
    stack: int


def parse_count(text: str) -> int:
    """A chip count as typed: ``'12,500'``, ``'12 500'`` or ``'12500'``.

    :raises FeltboardError: saying what to type instead.

    >>> parse_count(" 12,500 ")
    12500
    """
    cleaned = text.strip().translate(_SEPARATORS)
    if not cleaned:
        raise FeltboardError(translate("ChipCounts", "Type the count (0 if out of chips)"))
    if cleaned.startswith("-") and cleaned[1:].isdigit():
        raise FeltboardError(translate("ChipCounts", "A chip count cannot be negative"))
    if not cleaned.isascii() or not cleaned.isdigit():
        shown = cleaned if len(cleaned) <= 12 else cleaned[:11] + "…"
        raise FeltboardError(translate("ChipCounts", "'{text}' is not a number").format(text=shown))
    return int(cleaned)


def check_count(text: str, before: int, unit: int) -> int:
    """A count that can be made with the chips of the set.

    A count that differs from the stack shown must be a multiple of the smallest chip;
    an unchanged count is always accepted.

    :raises FeltboardError: for a count that is not a number, is negative, or cannot be
        made with the chips of the set.
    """
    count = parse_count(text)
    if count != before and count % unit:
        raise FeltboardError(
            translate("ChipCounts", "Not a multiple of the smallest chip ({chip})").format(
                chip=chips(unit)
            )
        )
    return count


def difference_text(counted: int, total: int) -> str:
    """``'1,000 short'``, ``'500 too many'`` or ``'matches'``."""
    if counted < total:
        return translate("ChipCounts", "{amount} short").format(amount=chips(total - counted))
    if counted > total:
        return translate("ChipCounts", "{amount} too many").format(amount=chips(counted - total))
    return translate("ChipCounts", "matches")


class ChipCountDialog(QDialog):
    """One count per seated player, prefilled with the stacks shown; records ChipsCounted."""

    def __init__(
        self, session: LiveTournament, table: int, parent: QWidget | None = None
    ) -> None:
        """:raises FeltboardError: if the table is not in play."""
        super().__init__(parent)
        self._session = session
        self._table = table
        state = session.state
        self._seated = tuple(
            Seated(player, seat, state.player(player).name, state.player(player).stack)
            for seat, player in sorted(state.table(table).seats)
        )
        self._total = sum(seated.stack for seated in self._seated)
        self._unit = state.setup.chip_set.unit
        self.setObjectName("chipCountDialog")
        self.setWindowTitle(
            translate("ChipCounts", "Chip counts at table {table}").format(table=table)
        )
        self.setMinimumWidth(680)
        self.fields: dict[int, QLineEdit] = {}
        self.notes: dict[int, QLabel] = {}
        self.total_label = QLabel(self)
        self.total_label.setObjectName("countTotal")
        self.total_label.setStyleSheet("font-size: 15px;")
        self.total_label.setWordWrap(True)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("countError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")
        self.record_button = QPushButton(translate("ChipCounts", "Record counts"), self)
        self.record_button.setObjectName("recordCounts")
        self.record_button.clicked.connect(self.record)
        self.cancel_button = QPushButton(translate("ChipCounts", "Cancel"), self)
        self.cancel_button.clicked.connect(self.reject)
        for button in (self.record_button, self.cancel_button):
            # Return in a field moves to the next one; it must not press a button.
            button.setAutoDefault(False)
        self._build_layout()
        self.update_totals()
        if self.fields:
            first = next(iter(self.fields.values()))
            first.setFocus()
            first.selectAll()

    def _build_layout(self) -> None:
        intro = QLabel(
            translate(
                "ChipCounts",
                "Count each player's chips at table {table}. Chips only change hands at "
                "the table, so the counts must add up to the table total. A count of 0 puts the "
                "player out.",
            ).format(table=self._table),
            self,
        )
        intro.setWordWrap(True)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        for place, title in enumerate(
            (
                translate("ChipCounts", "Seat"),
                translate("ChipCounts", "Player"),
                translate("ChipCounts", "Stack shown"),
                translate("ChipCounts", "Counted"),
                "",
            )
        ):
            grid.addWidget(QLabel(f"<b>{title}</b>", self), 0, place)
        for row, seated in enumerate(self._seated, start=1):
            self._add_player_row(grid, row, seated)
        grid.setColumnStretch(4, 1)
        grid.setColumnMinimumWidth(4, 260)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.record_button)
        column = QVBoxLayout(self)
        column.addWidget(intro)
        column.addSpacing(6)
        column.addLayout(grid)
        column.addSpacing(6)
        column.addWidget(self.total_label)
        column.addWidget(self.error_label)
        column.addStretch(1)
        column.addLayout(buttons)

    def _add_player_row(self, grid: QGridLayout, row: int, seated: Seated) -> None:
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        grid.addWidget(QLabel(str(seated.seat), self), row, 0, right)
        grid.addWidget(QLabel(seated.name, self), row, 1)
        grid.addWidget(QLabel(chips(seated.stack), self), row, 2, right)
        field = QLineEdit(chips(seated.stack), self)
        field.setObjectName(f"count_{seated.player}")
        field.setAlignment(Qt.AlignmentFlag.AlignRight)
        field.setFixedWidth(110)
        field.setAccessibleName(translate("ChipCounts", "{name}'s chips").format(name=seated.name))
        field.textChanged.connect(self.update_totals)
        field.returnPressed.connect(lambda p=seated.player: self._next_field(p))
        note = QLabel(self)
        note.setObjectName(f"countNote_{seated.player}")
        note.setWordWrap(True)
        grid.addWidget(field, row, 3)
        grid.addWidget(note, row, 4)
        self.fields[seated.player] = field
        self.notes[seated.player] = note

    def _next_field(self, player: int) -> None:
        """Return moves to the next player's count; on the last one it records."""
        players = list(self.fields)
        index = players.index(player)
        if index + 1 < len(players):
            following = self.fields[players[index + 1]]
            following.setFocus()
            following.selectAll()
        else:
            self.record()

    @property
    def table_total(self) -> int:
        """The chips at the table, which the counts must add up to."""
        return self._total

    def read_counts(self) -> dict[int, int] | None:
        """Each player's count, or ``None`` if a field is wrong (its note says why)."""
        counts: dict[int, int] = {}
        for seated in self._seated:
            note = self.notes[seated.player]
            try:
                counts[seated.player] = check_count(
                    self.fields[seated.player].text(), seated.stack, self._unit
                )
            except FeltboardError as error:
                _show_note(note, str(error), ERROR_COLOR)
                continue
            _show_note(note, *self._change_note(seated, counts[seated.player]))
        return counts if len(counts) == len(self._seated) else None

    def _change_note(self, seated: Seated, count: int) -> tuple[str, str]:
        """What a valid count does to the player, and the colour to say it in."""
        if count == 0:
            return translate("ChipCounts", "{name} will be out").format(
                name=seated.name
            ), warning_color(self)
        if count == seated.stack:
            return "", ""
        sign = "+" if count > seated.stack else "−"
        return f"{sign}{chips(abs(count - seated.stack))}", ""

    def update_totals(self) -> None:
        """Show the table total, the counted total and the difference as typed."""
        self.error_label.clear()
        counts = self.read_counts()
        keep = translate("ChipCounts", "Table total to keep: {amount}").format(
            amount=f"<b>{chips(self._total)}</b>"
        )
        if counts is None:
            self.total_label.setText(
                f"{keep}&nbsp;&nbsp;·&nbsp;&nbsp;"
                + translate("ChipCounts", "Counted: fix the counts marked in red")
            )
            return
        counted = sum(counts.values())
        color = OK_COLOR if counted == self._total else ERROR_COLOR
        self.total_label.setText(
            f"{keep}&nbsp;&nbsp;·&nbsp;&nbsp;"
            + translate("ChipCounts", "Counted: {amount}").format(amount=f"<b>{chips(counted)}</b>")
            + f"&nbsp;&nbsp;<b style='color: {color}'>{difference_text(counted, self._total)}"
            "</b>"
        )

    def record(self) -> bool:
        """Record the counts as one undoable step, or say why not and record nothing."""
        self.update_totals()
        counts = self.read_counts()
        if counts is None:
            self.error_label.setText(
                translate("ChipCounts", "Nothing recorded: fix the counts marked in red first.")
            )
            return False
        counted = sum(counts.values())
        if counted != self._total:
            self.error_label.setText(
                translate(
                    "ChipCounts",
                    "Nothing recorded: the counts add up to {counted} but the table has "
                    "{total} ({difference}). Count again.",
                ).format(
                    counted=chips(counted),
                    total=chips(self._total),
                    difference=difference_text(counted, self._total),
                )
            )
            return False
        if all(counts[s.player] == s.stack for s in self._seated):
            self.error_label.setText(
                translate(
                    "ChipCounts",
                    "Nothing recorded: every count equals the stack shown. Cancel to close.",
                )
            )
            return False
        problem = self._session.edits.count_chips(
            self._table, ((s.player, counts[s.player]) for s in self._seated)
        )
        if problem is not None:
            self.error_label.setText(
                translate("ChipCounts", "Nothing recorded: {problem}").format(problem=problem)
            )
            return False
        self.accept()
        return True


def _show_note(note: QLabel, text: str, color: str) -> None:
    note.setText(text)
    note.setStyleSheet(f"color: {color}; font-weight: bold;" if color else "")
