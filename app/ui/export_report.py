"""What File > Export hand histories tells the user: where it starts, what it wrote and
which hands it left out, and why.

A format may be unable to write a hand the journal holds (PokerStars text needs the board
cards; a voided hand is never exported). The export then says so, hand by hand, instead
of counting the hands asked for as written.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from app.store.locations import last_export_folder

FORMAT_NAMES = {"phh": "PHH", "pokerstars": "PokerStars text", "json": "JSON"}
LISTED = 12
"""Left-out hands named in the message itself; the rest are under "Show Details"."""


def export_start_folder() -> str:
    """Where the folder dialog opens: the folder of the last export if it still exists,
    else the user's Documents folder, else their home folder."""
    last = last_export_folder()
    if last is not None:
        return str(last)
    documents = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation
    )
    if documents and Path(documents).is_dir():
        return documents
    return str(Path.home())


@dataclass(frozen=True, slots=True)
class ExportReport:
    """One finished export: ``selected`` hands asked for, those ``left_out`` with why."""

    fmt: str
    folder: str
    selected: int
    files: int
    left_out: tuple[tuple[int, str], ...] = ()

    @property
    def written(self) -> int:
        """Hands actually written."""
        return self.selected - len(self.left_out)

    def summary(self) -> str:
        """``'Exported 4 of 5 hands as PokerStars text to /x (1 file); 1 left out'``."""
        name = FORMAT_NAMES.get(self.fmt, self.fmt)
        files = f"{self.files} file" + ("" if self.files == 1 else "s")
        if not self.left_out:
            return f"Exported {_hands(self.written)} as {name} to {self.folder} ({files})"
        if self.written == 0:
            return f"No hand could be exported as {name}: {len(self.left_out)} left out"
        return (
            f"Exported {self.written} of {_hands(self.selected)} as {name} to {self.folder} "
            f"({files}); {len(self.left_out)} left out"
        )

    def left_out_lines(self) -> list[str]:
        """``'Hand 3: the board cards were not entered, and poker tools need them'``."""
        return [f"Hand {number}: {reason}" for number, reason in self.left_out]


def show_left_out(parent: QWidget, report: ExportReport) -> QMessageBox:
    """Tell the user, window-modal, which hands the export left out and why."""
    lines = report.left_out_lines()
    listed = "\n".join(lines[:LISTED])
    if len(lines) > LISTED:
        listed += f"\n… and {len(lines) - LISTED} more (Show Details)"
    box = QMessageBox(parent)
    box.setObjectName("exportLeftOut")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("Export hand histories")
    box.setText(report.summary() + ".")
    box.setInformativeText(f"Left out:\n{listed}")
    if len(lines) > LISTED:
        box.setDetailedText("\n".join(lines))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def _hands(count: int) -> str:
    return "1 hand" if count == 1 else f"{count:,} hands"
