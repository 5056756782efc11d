"""Dealer's choice at the console: before an orbit's first hand, the player on the button
names the game and the dealer records it.

N (Next Hand) at a table where a choice is due opens this small dialog instead of
dealing: 1, 2, 3... choose a game at once; the arrows move and Enter chooses; Esc
cancels and no hand is dealt. The choice is one undoable step, the hand another.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from app.engine.rotation import NightGame
from app.engine.wording import translate
from app.present.game_choice import GameChoiceView, game_choice
from app.session.live import LiveTournament
from app.ui.colors import ERROR_COLOR


class GameChoiceDialog(QDialog):
    """The night's games, numbered; emits :attr:`chosen` with the one picked."""

    chosen = Signal(object)  # the NightGame chosen

    def __init__(self, view: GameChoiceView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.setObjectName("gameChoiceDialog")
        self.setWindowTitle(view.title)
        title = QLabel(f"<b>{view.title}</b>", self)
        prompt = QLabel(view.prompt, self)
        prompt.setWordWrap(True)
        self.games = QListWidget(self)
        self.games.setObjectName("gameChoices")
        self.games.addItems(list(view.options))
        self.games.setCurrentRow(0)
        rows = self.games.sizeHintForRow(0) * len(view.options)
        self.games.setFixedHeight(rows + 2 * self.games.frameWidth() + 4)  # no empty rows
        self.games.itemActivated.connect(lambda _item: self.accept())
        self.games.installEventFilter(self)
        self.problem = QLabel(self)
        self.problem.setObjectName("gameChoiceProblem")
        self.problem.setStyleSheet(f"color: {ERROR_COLOR};")
        self.problem.setWordWrap(True)
        self.problem.hide()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("GameChoice", "Choose and deal"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            translate("GameChoice", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(prompt)
        layout.addWidget(self.games)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)
        self.games.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def current(self) -> NightGame:
        """The game the selection is on."""
        return self.view.games[max(0, self.games.currentRow())]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A game's number chooses it at once (before the list takes it for a search)."""
        if (watched is self.games and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and self._choose_by_number(event.text())):
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A game's number chooses it at once, wherever the keyboard is in the dialog."""
        if not self._choose_by_number(event.text()):
            super().keyPressEvent(event)

    def _choose_by_number(self, text: str) -> bool:
        if not (text.isdigit() and 1 <= int(text) <= len(self.view.games)):
            return False
        self.games.setCurrentRow(int(text) - 1)
        self.accept()
        return True

    def accept(self) -> None:
        """Emit the choice; the dialog closes once the caller has recorded it."""
        self.chosen.emit(self.current)

    def refuse(self, problem: str) -> None:
        """Keep the dialog open, saying why the choice was not recorded."""
        self.problem.setText(problem)
        self.problem.show()

    def done_choosing(self) -> None:
        """Close, the choice recorded."""
        super().accept()


def ask_game_choice(
    session: LiveTournament, table: int, deal: Callable[[], None], parent: QWidget
) -> GameChoiceDialog | None:
    """Open the choice when one is due before the next hand at ``table``; once the game is
    recorded, ``deal`` deals. ``None`` (nothing opened) when no choice is due."""
    view = game_choice(session.state, table, session.now())
    if view is None:
        return None
    dialog = GameChoiceDialog(view, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def record(game: NightGame) -> None:
        problem = session.edits.choose_game(table, game)
        if problem is not None:
            dialog.refuse(problem)
            return
        dialog.done_choosing()
        deal()

    dialog.chosen.connect(record)
    dialog.open()
    return dialog
