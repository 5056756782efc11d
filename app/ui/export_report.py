"""What File > Export hand histories tells the user: where it starts, what it wrote and
which hands it left out, and why.

A format may be unable to write a hand the journal holds (PokerStars text needs the board
cards and has no form for short deck; a voided hand is never exported). The export then
names those hands with the reason (``present.export_words``: one line per reason),
instead of counting the hands asked for as written.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from app.engine.errors import chips
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.export_words import left_out_lines
from app.store.locations import last_export_folder

FORMAT_NAMES = {
    "phh": "PHH",
    "pokerstars": QT_TRANSLATE_NOOP("ExportReport", "PokerStars text"),
    "json": "JSON",
}
LISTED = 12
"""Lines of left-out hands in the message itself; the rest are under "Show Details"."""


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
        name = translate("ExportReport", FORMAT_NAMES.get(self.fmt, self.fmt))
        files = (
            translate("ExportReport", "1 file")
            if self.files == 1
            else translate("ExportReport", "{count} files").format(count=self.files)
        )
        if not self.left_out:
            return translate(
                "ExportReport", "Exported {hands} as {format} to {folder} ({files})"
            ).format(hands=_hands(self.written), format=name, folder=self.folder, files=files)
        if self.written == 0:
            return translate(
                "ExportReport", "No hand could be exported as {format}: {count} left out"
            ).format(format=name, count=len(self.left_out))
        return translate(
            "ExportReport",
            "Exported {written} of {hands} as {format} to {folder} ({files}); {count} left out",
        ).format(
            written=self.written,
            hands=_hands(self.selected),
            format=name,
            folder=self.folder,
            files=files,
            count=len(self.left_out),
        )

    def left_out_lines(self) -> list[str]:
        """``'Hand 3: the board cards were not entered, and poker tools need them'``; the
        hands sharing a reason on one line (``'Hands 12, 13: ...'``)."""
        return left_out_lines(self.left_out)


def show_left_out(parent: QWidget, report: ExportReport) -> QMessageBox:
    """Tell the user, window-modal, which hands the export left out and why."""
    lines = report.left_out_lines()
    listed = "\n".join(lines[:LISTED])
    if len(lines) > LISTED:
        listed += "\n" + translate("ExportReport", "… and {count} more (Show Details)").format(
            count=len(lines) - LISTED
        )
    box = QMessageBox(parent)
    box.setObjectName("exportLeftOut")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("ExportReport", "Export hand histories"))
    box.setText(report.summary() + ".")
    box.setInformativeText(translate("ExportReport", "Left out:") + "\n" + listed)
    if len(lines) > LISTED:
        box.setDetailedText("\n".join(lines))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def _hands(count: int) -> str:
    return (
        translate("ExportReport", "1 hand")
        if count == 1
        else translate("ExportReport", "{count} hands").format(count=chips(count))
    )
