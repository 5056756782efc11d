"""File > Export hand histories: the format and folder asked, a progress bar, the report.

The console's menu and its Hands panel both export through :func:`export_hands`. The
writers (PHH, PokerStars text, JSON) are imported at the first export, not while the
console opens.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMainWindow, QProgressDialog

from app.engine.errors import FeltboardError
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.store.locations import remember_export_folder
from app.store.tournament_file import TournamentFile
from app.ui.export_report import ExportReport, export_start_folder, show_left_out

EXPORT_LABELS = {
    QT_TRANSLATE_NOOP("MainWindow", "PHH (open hand history format)"): "phh",
    QT_TRANSLATE_NOOP("MainWindow", "PokerStars text (tracking tools)"): "pokerstars",
    "JSON": "json",
}


def export_hands(
    parent: QMainWindow,
    file: TournamentFile,
    fmt: str | None = None,
    folder: str | None = None,
    hands: list[int] | None = None,
) -> list[Path]:
    """Export every finished hand of ``file``, or only ``hands``, with a progress bar.

    Formats: PHH, PokerStars text or JSON (asked for when ``fmt`` is ``None``). The
    folder dialog opens where the last export went, else in Documents. A hand the
    format cannot hold (or a voided one) is left out and named, with the reason, in a
    message; the count said is the hands written (also in ``parent``'s status bar).
    """
    from app.store.export import export_format, export_tournament

    status = parent.statusBar()
    what = (
        translate("MainWindow", "all hand histories") if hands is None else _hands_label(hands)
    )
    if fmt is None:
        choice, ok = QInputDialog.getItem(
            parent,
            translate("MainWindow", "Export {what}").format(what=what),
            translate("MainWindow", "Format"),
            [translate("MainWindow", label) for label in EXPORT_LABELS],
            0,
            False,
        )
        if not ok:
            return []
        fmt = dict(zip(
            [translate("MainWindow", label) for label in EXPORT_LABELS], EXPORT_LABELS.values(),
            strict=True,
        ))[choice]
    if folder is None:
        folder = QFileDialog.getExistingDirectory(
            parent, translate("MainWindow", "Export into folder"), export_start_folder()
        )
        if not folder:
            return []
    progress = QProgressDialog(
        translate("MainWindow", "Exporting hand histories…"), "", 0, 0, parent
    )
    progress.setCancelButton(None)
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(300)
    selected = len(file.state.hands) if hands is None else len(set(hands))
    left_out: list[tuple[int, str]] = []

    def report(done: int, total: int) -> None:
        if progress_step(done, total):
            progress.setMaximum(total)
            progress.setValue(done)

    try:
        written = export_tournament(
            file, export_format(fmt), folder, hands=hands, progress=report,
            on_skip=lambda number, why: left_out.append((number, why)),
        )
    except (FeltboardError, OSError) as error:
        status.showMessage(
            translate("MainWindow", "Export failed: {error}").format(error=error), 10000
        )
        return []
    finally:
        progress.close()
    with contextlib.suppress(OSError):  # only a convenience for the next export
        remember_export_folder(folder)
    outcome = ExportReport(fmt, folder, selected, len(written), tuple(left_out))
    status.showMessage(outcome.summary(), 10000)
    if left_out:
        show_left_out(parent, outcome)
    return written


def progress_step(done: int, total: int) -> bool:
    """Whether to show ``done`` of ``total`` in a progress bar: the first and last, and
    about a hundred steps in between (a modal dialog handles pending events at every
    value shown; 5,000 of them added about half a second to an export)."""
    return done in (0, total) or done % max(1, total // 100) == 0


def _hands_label(numbers: list[int]) -> str:
    """``'hand 12'`` or ``'3 hands'``."""
    if len(numbers) == 1:
        return translate("MainWindow", "hand {number}").format(number=numbers[0])
    return translate("MainWindow", "{count} hands").format(count=len(numbers))
