"""The console's question when the computer's clock jumps (issue 24.5).

Shown window-modal but without blocking (``open``), so the clock keeps ticking behind it;
Enter and Escape keep the tournament clock as it is.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from app.engine.wording import translate
from app.present.clock_jump import jump_question
from app.session.live import LiveTournament


def ask_about_clock_jump(parent: QWidget, session: LiveTournament, seconds: float) -> QMessageBox:
    """Tell the host the computer's clock jumped by ``seconds``; a jump forward may be
    counted (:meth:`LiveTournament.follow_computer_clock`)."""
    question = jump_question(seconds)
    box = QMessageBox(parent)
    box.setObjectName("clockJump")
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(question.title)
    box.setText(question.text)
    box.setInformativeText(question.detail)
    keep = box.addButton(
        translate("ClockJump", "Keep the tournament clock"), QMessageBox.ButtonRole.AcceptRole
    )
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    if question.count_button is not None:
        count = box.addButton(question.count_button, QMessageBox.ButtonRole.ActionRole)
        count.clicked.connect(session.follow_computer_clock)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
