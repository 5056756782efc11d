"""The clock bar above the table: the level, the time left, what comes next, and the
director's clock controls."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from app.engine.structure import Level
from app.engine.tournament import TournamentState
from app.engine.wording import translate
from app.present.game_choice import level_as_played
from app.present.room_facts import format_seconds, level_title, next_level_line
from app.session.live import LiveTournament
from app.ui.widgets import ElidedLabel


class ClockBar(QWidget):
    """Level, time left, blinds and next level, with the director's clock controls.

    The controls take the keyboard only when clicked: never by Tab from the dealer's
    controls, so Space or Enter meant for the hand cannot pause the clock or skip a level.
    """

    #: A clock change the engine refused, with its reason.
    refused = Signal(str)

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        #: The table on screen, whose game the title says when each table's orbit decides.
        self.table: Callable[[], int | None] = lambda: None
        self.level_label = QLabel(self)
        self.level_label.setObjectName("clockLevel")
        self.level_label.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self.time_label = QLabel(self)
        self.time_label.setObjectName("clockTime")
        # A long title (a stud level's) keeps its width: the "Next:" line gives way.
        self.next_label = ElidedLabel(self)
        self.run_button = QPushButton(self)
        self.run_button.setObjectName("clockRun")
        self.run_button.clicked.connect(self.toggle)
        previous = QPushButton(translate("Panels", "◀ Level"), self)
        previous.clicked.connect(lambda: self._jump(-1))
        following = QPushButton(translate("Panels", "Level ▶"), self)
        following.clicked.connect(lambda: self._jump(1))
        # The host changes the level by key too: the buttons never take Tab (docs).
        for button, keys, tip in (
            (previous, "Ctrl+Shift+Left", translate("Panels", "Previous level (Ctrl+Shift+Left)")),
            (following, "Ctrl+Shift+Right", translate("Panels", "Next level (Ctrl+Shift+Right)")),
        ):
            button.setShortcut(QKeySequence(keys))
            button.setToolTip(tip)
        plus = QPushButton(translate("Panels", "+1 min"), self)
        plus.clicked.connect(lambda: self._adjust(60))
        minus = QPushButton(translate("Panels", "−1 min"), self)
        minus.clicked.connect(lambda: self._adjust(-60))
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        row.addWidget(self.level_label)
        row.addSpacing(16)
        row.addWidget(self.time_label)
        row.addSpacing(16)
        row.addWidget(self.next_label, 1)
        self._controls = (self.run_button, previous, following, minus, plus)
        for button in self._controls:
            button.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
            row.addWidget(button)
        session.clock_ticked.connect(self.refresh)
        session.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show the clock as of now; once there is a winner, that the night is over."""
        state = self._session.state
        for control in self._controls:
            control.setEnabled(not state.is_finished)
        if state.is_finished:
            self._show_over(state)
            return
        clock = self._session.clock_state()
        setup = state.setup
        ante_mode = setup.rules.ante_mode

        def played(number: int, level: Level) -> Level:  # as its hands deal it
            return level_as_played(state, number, level, self.table())
        if clock.is_break:
            self.level_label.setText(translate("Panels", "BREAK"))
        else:
            level = setup.structure.steps[clock.index]
            assert isinstance(level, Level)
            self.level_label.setText(
                level_title(clock.level_number, played(clock.level_number, level), ante_mode))
        self.time_label.setText(format_seconds(clock.remaining_seconds))
        parts = []
        if clock.next_level is not None:
            upcoming = played(clock.level_number + 1, clock.next_level).describe(ante_mode)
            parts.append(translate("Panels", "Next: {blinds}").format(blinds=next_level_line(
                clock, setup.structure, setup.rules, upcoming, played)))
        if clock.seconds_to_next_break is not None and not clock.is_break:
            parts.append(translate("Panels", "Break in {time}").format(
                time=format_seconds(clock.seconds_to_next_break)))
        self.next_label.setText("   ".join(parts))
        if not clock.started:
            self.run_button.setText(translate("Panels", "Start clock"))
        else:
            self.run_button.setText(
                translate("Panels", "Pause") if clock.running else translate("Panels", "Resume")
            )

    def _show_over(self, state: TournamentState) -> None:
        """No more levels to count: the clock bar says the tournament is over and who won
        (an undo of the last bust brings the clock back)."""
        self.level_label.setText(translate("Panels", "Tournament over"))
        self.time_label.setText("")
        winner = state.alive[0].name if len(state.alive) == 1 else ""
        self.next_label.setText(
            translate("Panels", "{name} wins").format(name=winner) if winner else ""
        )

    def toggle(self) -> None:
        """Start, pause or resume the clock."""
        self._say(self._session.edits.run_clock())

    def _jump(self, by: int) -> None:
        self._say(self._session.edits.jump_level(by))

    def _adjust(self, seconds: int) -> None:
        self._say(self._session.edits.adjust_time(seconds))

    def _say(self, problem: str | None) -> None:
        if problem is not None:
            self.refused.emit(problem)
