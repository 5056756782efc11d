"""Step through a past hand on the table view, event by event."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from app.engine.hand import HandState, replay
from app.engine.wording import translate
from app.present.narration import event_line
from app.store.hand_history import HandHistory


class HandReviewBar(QWidget):
    """◀ ▶ controls over a past hand; emits the state to show at each step."""

    step_changed = Signal()
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._states: list[HandState] = []
        self._lines: list[str] = []
        self._step = 0
        self._history: HandHistory | None = None
        self.label = QLabel(self)
        self.label.setObjectName("reviewLabel")
        self.back = QPushButton(translate("Review", "◀ Step"), self)
        self.back.setObjectName("reviewBack")
        self.forward = QPushButton(translate("Review", "Step ▶"), self)
        self.forward.setObjectName("reviewForward")
        done = QPushButton(translate("Review", "Back to the live table"), self)
        done.setObjectName("reviewDone")
        self.back.clicked.connect(lambda: self.go(self._step - 1))
        self.forward.clicked.connect(lambda: self.go(self._step + 1))
        done.clicked.connect(self.closed.emit)
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 0, 4, 0)
        row.addWidget(self.label, 1)
        row.addWidget(self.back)
        row.addWidget(self.forward)
        row.addWidget(done)
        self.hide()

    def load(self, history: HandHistory) -> None:
        """Review ``history`` from its forced bets to its end."""
        self._history = history
        state = replay(history.config)
        self._states = [state]
        self._lines = [translate("Review", "Forced bets posted")]
        for event in history.events:
            self._lines.append(event_line(history.config, state, event))
            state = state.apply(event)
            self._states.append(state)
        self.show()
        self.go(0)

    @property
    def state(self) -> HandState | None:
        """The hand as of the current step."""
        return self._states[self._step] if self._states else None

    @property
    def history(self) -> HandHistory | None:
        """The hand under review."""
        return self._history

    def go(self, step: int) -> None:
        """Show step ``step`` (clamped to the hand)."""
        if not self._states or self._history is None:
            return
        self._step = max(0, min(step, len(self._states) - 1))
        self.back.setEnabled(self._step > 0)
        self.forward.setEnabled(self._step < len(self._states) - 1)
        self.label.setText(
            translate("Review", "Reviewing hand {hand} — step {step}/{steps}: {line}").format(
                hand=self._history.number, step=self._step, steps=len(self._states) - 1,
                line=self._lines[self._step],
            )
        )
        self.step_changed.emit()
