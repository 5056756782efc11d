"""Qt item models over the live tournament, shared by the console and the display.

The models never reset: after each change they work out which rows went, moved, came or
changed, and say exactly that (``beginRemoveRows``, ``layoutChanged`` with the persistent
indexes moved along, ``beginInsertRows``, ``dataChanged``), as Picard's log view model
does. A view's selection and scroll position therefore survive every change, and a change
that alters nothing visible (the clock starting) makes no signal at all.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from enum import IntEnum

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from app.engine.accounts import Standing, bounties_won, standings
from app.engine.errors import chips
from app.engine.tournament import HandSummary, TournamentState
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.narration import prize_text
from app.present.terms import finish_label
from app.session.live import LiveTournament

Index = QModelIndex | QPersistentModelIndex
PLAYER_ID_ROLE = Qt.ItemDataRole.UserRole + 1
HAND_NUMBER_ROLE = Qt.ItemDataRole.UserRole + 2
# The roles the models answer, as ints (Qt passes a role as an int; looking an enum member
# up on Qt's namespace costs a microsecond, and a view asks thousands of times).
_DISPLAY = Qt.ItemDataRole.DisplayRole.value
_TEXT_ROLES = frozenset({_DISPLAY, Qt.ItemDataRole.ToolTipRole.value})
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole.value
_ANSWERED = _TEXT_ROLES | {_ALIGNMENT}
_RIGHT_ALIGNED = (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value


@dataclass(frozen=True, slots=True)
class Row:
    """One row as shown: its identity (a player id, a hand number) and each cell's text."""

    key: Hashable
    cells: tuple[str, ...]


class _RowsModel(QAbstractTableModel):
    """A read-only table whose rows follow the session's state row by row."""

    HEADERS: tuple[str, ...] = ()
    KEY_ROLE: int = Qt.ItemDataRole.UserRole
    RIGHT_ALIGNED: frozenset[int] = frozenset()

    def __init__(self, session: LiveTournament, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._rows: list[Row] = []
        session.changed.connect(self.reload)

    def reload(self) -> None:
        """Bring the rows up to date with the session, telling views only what changed."""
        sync_rows(self, self._rows, self._build())

    def _build(self) -> list[Row]:
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate("Models", self.HEADERS[section])
        return None

    def data(self, index: Index, role: int = _DISPLAY) -> object:
        # Qt asks every visible cell for some ten roles while it measures and paints (17,000
        # calls as a 300-player night's console opens): roles are compared as plain ints,
        # and the roles nobody answers return before the index is looked at.
        if role not in _ANSWERED and role != self.KEY_ROLE:
            return None
        row_number = index.row()
        if not index.isValid() or not 0 <= row_number < len(self._rows):
            return None
        row = self._rows[row_number]
        if role in _TEXT_ROLES:
            return row.cells[index.column()]  # the tooltip: the whole text, where it is cut
        if role == self.KEY_ROLE:
            return row.key
        if role == _ALIGNMENT and index.column() in self.RIGHT_ALIGNED:
            return _RIGHT_ALIGNED
        return None

    def key(self, row: int) -> Hashable:
        """The identity of the row shown at ``row``."""
        return self._rows[row].key

    def row_of(self, key: Hashable) -> int | None:
        """Where the row with ``key`` is shown, if it is."""
        return next((n for n, row in enumerate(self._rows) if row.key == key), None)


def sync_rows(model: QAbstractTableModel, rows: list[Row], new: Sequence[Row]) -> None:
    """Turn ``rows`` (the list ``model`` shows) into ``new``, row by row, emitting the
    model's signals for each step: removals, then moves (one layout change, persistent
    indexes following their rows), then insertions, then changed cells. Keys are unique.
    """
    wanted = {row.key for row in new}
    _remove_rows(model, rows, wanted)
    _reorder_rows(model, rows, [row.key for row in new])
    _insert_rows(model, rows, new)
    _update_rows(model, rows, new)


def _remove_rows(model: QAbstractTableModel, rows: list[Row], wanted: set[Hashable]) -> None:
    end = len(rows)
    while end > 0:
        if rows[end - 1].key in wanted:
            end -= 1
            continue
        start = end - 1
        while start > 0 and rows[start - 1].key not in wanted:
            start -= 1
        model.beginRemoveRows(QModelIndex(), start, end - 1)
        del rows[start:end]
        model.endRemoveRows()
        end = start


def _reorder_rows(model: QAbstractTableModel, rows: list[Row], order: list[Hashable]) -> None:
    present = {row.key for row in rows}
    target = [key for key in order if key in present]
    if [row.key for row in rows] == target:
        return
    position = {key: number for number, key in enumerate(target)}
    model.layoutAboutToBeChanged.emit()
    before = model.persistentIndexList()
    after = [
        model.index(position[rows[index.row()].key], index.column()) for index in before
    ]
    rows.sort(key=lambda row: position[row.key])
    model.changePersistentIndexList(before, after)
    model.layoutChanged.emit()


def _insert_rows(model: QAbstractTableModel, rows: list[Row], new: Sequence[Row]) -> None:
    present = {row.key for row in rows}
    position = 0
    while position < len(new):
        if new[position].key in present:
            position += 1
            continue
        end = position
        while end < len(new) and new[end].key not in present:
            end += 1
        model.beginInsertRows(QModelIndex(), position, end - 1)
        rows[position:position] = new[position:end]
        model.endInsertRows()
        position = end


def _update_rows(model: QAbstractTableModel, rows: list[Row], new: Sequence[Row]) -> None:
    last_column = model.columnCount() - 1
    position = 0
    while position < len(new):
        if rows[position].cells == new[position].cells:
            position += 1
            continue
        end = position
        while end < len(new) and rows[end].cells != new[end].cells:
            rows[end] = new[end]
            end += 1
        model.dataChanged.emit(model.index(position, 0), model.index(end - 1, last_column))
        position = end


class StandingsColumn(IntEnum):
    """Columns of the leaderboard."""

    RANK = 0
    NAME = 1
    SEAT = 2
    CHIPS = 3
    STATUS = 4
    PRIZE = 5


class StandingsModel(_RowsModel):
    """Everyone, best first: chips for players still in, place and prize for the others.

    The prize column is money, in the tournament's currency: the prize of the player's
    place and, in a knockout tournament, the bounties they collected so far (a player
    still in can have won bounties already). The player id is under :data:`PLAYER_ID_ROLE`.
    """

    HEADERS = (
        "#",
        QT_TRANSLATE_NOOP("Models", "Player"),
        QT_TRANSLATE_NOOP("Models", "Seat"),
        QT_TRANSLATE_NOOP("Models", "Chips"),
        QT_TRANSLATE_NOOP("Models", "Status"),
        QT_TRANSLATE_NOOP("Models", "Prize"),
    )
    KEY_ROLE = PLAYER_ID_ROLE
    RIGHT_ALIGNED = frozenset({StandingsColumn.CHIPS, StandingsColumn.PRIZE})

    def __init__(self, session: LiveTournament, parent: QObject | None = None) -> None:
        super().__init__(session, parent)
        self.reload()

    def _build(self) -> list[Row]:
        state = self._session.state
        bounties = bounties_won(state)
        rows = []
        for number, standing in enumerate(standings(state)):
            won = prize_text(standing.prize, bounties.get(standing.player.id, 0),
                             state.setup.currency)
            cells = tuple(_standing_cell(standing, number, column, won)
                          for column in StandingsColumn)
            rows.append(Row(standing.player.id, cells))
        return rows

    def player_id(self, row: int) -> int:
        """The player id shown in ``row``."""
        key = self.key(row)
        assert isinstance(key, int)
        return key


def _standing_cell(row: Standing, number: int, column: StandingsColumn, won: str) -> str:
    """The text of one cell; ``won`` is the prize column, already written as money."""
    player = row.player
    if column is StandingsColumn.RANK:
        return str(row.place if row.place is not None else number + 1)
    if column is StandingsColumn.NAME:
        return player.name
    if column is StandingsColumn.SEAT:
        if player.table is None:
            return "—"
        return translate("Models", "T{table} S{seat}").format(table=player.table, seat=player.seat)
    if column is StandingsColumn.CHIPS:
        return chips(row.chips) if row.place is None or row.place == 1 else "—"
    if column is StandingsColumn.STATUS:
        if row.place is None:
            if player.table is not None:
                return translate("Models", "playing")
            return translate("Models", "not seated")
        return finish_label(row.place, row.shared)
    return won


class HandsColumn(IntEnum):
    """Columns of the hand history browser."""

    NUMBER = 0
    LEVEL = 1
    TABLE = 2
    WINNERS = 3
    POT = 4


class HandsModel(_RowsModel):
    """Finished hands, newest first; the hand number is under :data:`HAND_NUMBER_ROLE`.

    A long tournament has thousands of hands: only the hands that are new or changed get
    their cells written again, unless a name or the structure changed.
    """

    HEADERS = (
        QT_TRANSLATE_NOOP("Models", "Hand"),
        QT_TRANSLATE_NOOP("Models", "Level"),
        QT_TRANSLATE_NOOP("Models", "Table"),
        QT_TRANSLATE_NOOP("Models", "Winners"),
        QT_TRANSLATE_NOOP("Models", "Pot"),
    )
    KEY_ROLE = HAND_NUMBER_ROLE

    def __init__(self, session: LiveTournament, parent: QObject | None = None) -> None:
        super().__init__(session, parent)
        self._written: dict[int, tuple[HandSummary, Row]] = {}
        self._written_for: tuple[object, ...] = ()
        self.reload()

    def reload(self) -> None:
        state = self._session.state
        context = (state.hands, state.setup.structure, tuple(p.name for p in state.players))
        if self._written_for and all(
            new is old or new == old for new, old in zip(context, self._written_for, strict=True)
        ):
            return  # no hand finished or changed, nothing renamed: nothing to tell
        if context[1:] != self._written_for[1:]:
            self._written = {}  # level numbers or names changed: write every row again
        self._written_for = context
        super().reload()

    def _build(self) -> list[Row]:
        state = self._session.state
        rows = []
        written: dict[int, tuple[HandSummary, Row]] = {}
        for summary in reversed(state.hands):
            known = self._written.get(summary.number)
            if known is None or known[0] is not summary:
                known = (summary, Row(summary.number, _hand_cells(state, summary)))
            written[summary.number] = known
            rows.append(known[1])
        self._written = written
        return rows

    def hand_number(self, row: int) -> int:
        """The hand number shown in ``row``."""
        key = self.key(row)
        assert isinstance(key, int)
        return key


def _hand_cells(state: TournamentState, row: HandSummary) -> tuple[str, ...]:
    return (
        translate("Models", "{number} (void)").format(number=row.number)
        if row.voided
        else str(row.number),
        str(state.setup.structure.level_number(row.level_index)),
        str(row.table),
        ", ".join(state.player(p).name for p in row.winners),
        chips(row.pot),
    )
