"""The night's games in the setup dialog: one game (the levels'), or a list of games that
changes every level, every orbit or by dealer's choice (:mod:`app.engine.rotation`).

Keyboard first: the "Games" box chooses how the games change; in the list, Space ticks a
game and Alt+Up / Alt+Down move it, since the order is the rotation's order.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import ConfigError, FeltboardError
from app.engine.games import Game
from app.engine.rotation import GameChange, NightGame, Rotation
from app.engine.rules import BettingStructure
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.ui.setup_widgets import Reading

NIGHT_GAMES = (
    NightGame(Game.HOLDEM, BettingStructure.NO_LIMIT),
    NightGame(Game.OMAHA, BettingStructure.POT_LIMIT),
    NightGame(Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT),
    NightGame(Game.OMAHA_HI_LO, BettingStructure.POT_LIMIT),
    NightGame(Game.HOLDEM, BettingStructure.FIXED_LIMIT),
    NightGame(Game.HOLDEM, BettingStructure.POT_LIMIT),
    NightGame(Game.SHORT_DECK, BettingStructure.NO_LIMIT),
)
"""The games a host may list, in the order a new list offers them."""

CHANGES: tuple[tuple[str, GameChange | None], ...] = (
    (QT_TRANSLATE_NOOP("Rotation", "One game: each level's own"), None),
    (QT_TRANSLATE_NOOP("Rotation", "A new game every level"), GameChange.LEVEL),
    (QT_TRANSLATE_NOOP("Rotation", "A new game every orbit"), GameChange.ORBIT),
    (QT_TRANSLATE_NOOP("Rotation", "Dealer's choice each orbit"), GameChange.DEALERS_CHOICE),
)
_GAME_ROLE = Qt.ItemDataRole.UserRole


class RotationEditor(QWidget):
    """How the night's games change, and which games in which order."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.change_box = QComboBox(self)
        self.change_box.setObjectName("gameChange")
        for text, _change in CHANGES:
            self.change_box.addItem(translate("Rotation", text))
        self.games_list = QListWidget(self)
        self.games_list.setObjectName("nightGames")
        self.games_list.setToolTip(translate(
            "Rotation", "Space ticks a game; Alt+Up and Alt+Down change the order"
        ))
        self.games_list.installEventFilter(self)
        self.up_button = QPushButton(translate("Rotation", "Up"), self)
        self.down_button = QPushButton(translate("Rotation", "Down"), self)
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(1))
        self.hint = QLabel(self)
        self.hint.setObjectName("rotationHint")
        self.hint.setWordWrap(True)
        buttons = QVBoxLayout()
        buttons.addWidget(self.up_button)
        buttons.addWidget(self.down_button)
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.games_list, 1)
        row.addLayout(buttons)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.change_box)
        column.addLayout(row)
        column.addWidget(self.hint)
        self.change_box.currentIndexChanged.connect(lambda _index: self._changed())
        self.games_list.itemChanged.connect(lambda _item: self._changed())
        self.set_rotation(None)

    def set_rotation(self, rotation: Rotation | None) -> None:
        """Show ``rotation`` (``None``: one game, the levels')."""
        self.games_list.blockSignals(True)
        self.games_list.clear()
        chosen = rotation.games if rotation is not None else ()
        others = tuple(game for game in NIGHT_GAMES if game not in chosen)
        for game in (*chosen, *others):
            item = QListWidgetItem(game.label, self.games_list)
            item.setData(_GAME_ROLE, game.code)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if game in chosen else Qt.CheckState.Unchecked
            )
        self.games_list.setCurrentRow(0)
        self.games_list.blockSignals(False)
        change = rotation.change if rotation is not None else None
        self.change_box.setCurrentIndex([c for _, c in CHANGES].index(change))
        self._changed(announce=False)

    @property
    def change(self) -> GameChange | None:
        """When the game changes; ``None`` for one game."""
        return CHANGES[self.change_box.currentIndex()][1]

    def ticked(self) -> tuple[NightGame, ...]:
        """The games ticked, in the list's order."""
        items = (self.games_list.item(row) for row in range(self.games_list.count()))
        return tuple(
            NightGame.from_code(str(item.data(_GAME_ROLE)))
            for item in items
            if item is not None and item.checkState() == Qt.CheckState.Checked
        )

    @property
    def deals_stud(self) -> bool:
        """Whether the games change and a stud game is ticked (the levels then carry the
        stud hands' ante, bring-in and bets)."""
        return self.change is not None and any(night.game.is_stud for night in self.ticked())

    def read(self) -> Rotation | None:
        """The rotation shown.

        :raises ConfigError: in words, if the games change but none is ticked.
        """
        change = self.change
        if change is None:
            return None
        games = self.ticked()
        if not games:
            raise ConfigError(translate(
                "Rotation", "Tick the games of the night (at least one), or choose one game"
            ))
        return Rotation(games, change)

    def read_into(self, reading: Reading) -> tuple[bool, Rotation | None]:
        """Whether the night's games read, and the rotation (``None``: one game); the
        problem is kept under the setup's ``rotation`` field."""
        try:
            return True, self.read()
        except FeltboardError as error:
            reading.problems.setdefault("rotation", str(error))
            return False, None

    def eventFilter(self, watched: object, event: object) -> bool:
        """Alt+Up / Alt+Down in the list move the current game."""
        if (
            watched is self.games_list
            and isinstance(event, QKeyEvent)
            and event.type() == QKeyEvent.Type.KeyPress
            and event.modifiers() & Qt.KeyboardModifier.AltModifier
            and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)
        ):
            self._move(-1 if event.key() == Qt.Key.Key_Up else 1)
            return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]

    def _move(self, step: int) -> None:
        row = self.games_list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.games_list.count():
            return
        item = self.games_list.takeItem(row)
        self.games_list.insertItem(target, item)
        self.games_list.setCurrentRow(target)
        self._changed()

    def _changed(self, announce: bool = True) -> None:
        rotating = self.change is not None
        for widget in (self.games_list, self.up_button, self.down_button):
            widget.setEnabled(rotating)
        self.hint.setText(_hint(self.change, self.ticked()) if rotating else "")
        if announce:
            self.edited.emit()


def _hint(change: GameChange | None, games: tuple[NightGame, ...]) -> str:
    """What the host's choice means, in a sentence."""
    if not games:
        return translate("Rotation", "Tick the games of the night.")
    names = ", ".join(game.label for game in games)
    if change is GameChange.DEALERS_CHOICE:
        return translate(
            "Rotation", "At each orbit's first hand the button chooses: {games}."
        ).format(games=names)
    if change is GameChange.ORBIT:
        return translate("Rotation", "Each table plays an orbit of each in turn: {games}.").format(
            games=names
        )
    return translate("Rotation", "Level 1 plays the first, level 2 the next: {games}.").format(
        games=names
    )
