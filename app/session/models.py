"""Qt item models over the live tournament, shared by the console and the display."""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from app.engine.errors import chips
from app.engine.tournament import HandSummary, Standing, standings
from app.session.live import LiveTournament

Index = QModelIndex | QPersistentModelIndex
PLAYER_ID_ROLE = Qt.ItemDataRole.UserRole + 1
HAND_NUMBER_ROLE = Qt.ItemDataRole.UserRole + 2


class _RowsModel(QAbstractTableModel):
    """A read-only table of rows rebuilt from the session's state on every change."""

    HEADERS: tuple[str, ...] = ()

    def __init__(self, session: LiveTournament, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        session.changed.connect(self.reload)

    def reload(self) -> None:
        """Rebuild the rows from the session's state."""
        self.beginResetModel()
        self._load()
        self.endResetModel()

    def _load(self) -> None:
        raise NotImplementedError

    def _row_count(self) -> int:
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._row_count()

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.HEADERS[section]
        return None


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

    The player id is under :data:`PLAYER_ID_ROLE`.
    """

    HEADERS = ("#", "Player", "Seat", "Chips", "Status", "Prize")

    def __init__(self, session: LiveTournament, parent: QObject | None = None) -> None:
        super().__init__(session, parent)
        self._rows: tuple[Standing, ...] = ()
        self.reload()

    def _load(self) -> None:
        self._rows = standings(self._session.state)

    def _row_count(self) -> int:
        return len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == PLAYER_ID_ROLE:
            return row.player.id
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (
            StandingsColumn.CHIPS,
            StandingsColumn.PRIZE,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return _standing_cell(row, index.row(), StandingsColumn(index.column()))

    def player_id(self, row: int) -> int:
        """The player id shown in ``row``."""
        return self._rows[row].player.id


def _standing_cell(row: Standing, number: int, column: StandingsColumn) -> str:
    player = row.player
    if column is StandingsColumn.RANK:
        return str(row.place if row.place is not None else number + 1)
    if column is StandingsColumn.NAME:
        return player.name
    if column is StandingsColumn.SEAT:
        return f"T{player.table} S{player.seat}" if player.table is not None else "—"
    if column is StandingsColumn.CHIPS:
        return chips(row.chips) if row.place is None or row.place == 1 else "—"
    if column is StandingsColumn.STATUS:
        if row.place is None:
            return "playing" if player.table is not None else "not seated"
        return row.describe()
    return chips(row.prize) if row.prize else ""


class HandsColumn(IntEnum):
    """Columns of the hand history browser."""

    NUMBER = 0
    LEVEL = 1
    TABLE = 2
    WINNERS = 3
    POT = 4


class HandsModel(_RowsModel):
    """Finished hands, newest first; the hand number is under :data:`HAND_NUMBER_ROLE`."""

    HEADERS = ("Hand", "Level", "Table", "Winners", "Pot")

    def __init__(self, session: LiveTournament, parent: QObject | None = None) -> None:
        super().__init__(session, parent)
        self._rows: tuple[HandSummary, ...] = ()
        self.reload()

    def _load(self) -> None:
        self._rows = tuple(reversed(self._session.state.hands))

    def _row_count(self) -> int:
        return len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == HAND_NUMBER_ROLE:
            return row.number
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        column = HandsColumn(index.column())
        state = self._session.state
        if column is HandsColumn.NUMBER:
            return str(row.number) + (" (void)" if row.voided else "")
        if column is HandsColumn.LEVEL:
            return str(state.setup.structure.level_number(row.level_index))
        if column is HandsColumn.TABLE:
            return str(row.table)
        if column is HandsColumn.WINNERS:
            return ", ".join(state.player(p).name for p in row.winners)
        return chips(row.pot)

    def hand_number(self, row: int) -> int:
        """The hand number shown in ``row``."""
        return self._rows[row].number
