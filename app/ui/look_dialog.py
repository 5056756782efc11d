"""View > Audience display look…: the host's logo, colours, panels and orientation.

The dialog is a view of :class:`~app.engine.look.DisplayLook`: it shows one (``load``),
reads it back (``read``: the look, or the problem worded for the host) and hands it to a
commit callback, which records it as ONE undoable setup change. Nothing is frozen: the
look may change at any time, mid-tournament too. The preview repaints as the host types
or picks a colour, and a colour too faint on the background is named before Apply.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPaintEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import FeltboardError, chips
from app.engine.look import (
    ALL_PANELS,
    DEFAULT_ACCENT,
    DEFAULT_BACKGROUND,
    DEFAULT_TEXT,
    MAX_LOGO_BYTES,
    DisplayLook,
    LogoKind,
    Orientation,
    Panel,
    logo_kind,
    logo_problem,
    normal_colour,
)
from app.engine.wording import QT_TRANSLATE_NOOP, translate

Commit = Callable[[DisplayLook], "str | None"]
"""Records a look; returns the refusal, or ``None`` once recorded."""

ORIENTATION_TEXT = {
    Orientation.LANDSCAPE: QT_TRANSLATE_NOOP("LookDialog", "Landscape (a TV on its side)"),
    Orientation.PORTRAIT: QT_TRANSLATE_NOOP("LookDialog", "Portrait (a screen standing up)"),
    Orientation.AUTO: QT_TRANSLATE_NOOP("LookDialog", "Follow the window's shape"),
}
COLOUR_FIELDS = (
    ("background", QT_TRANSLATE_NOOP("LookDialog", "Background")),
    ("text", QT_TRANSLATE_NOOP("LookDialog", "Text")),
    ("accent", QT_TRANSLATE_NOOP("LookDialog", "Accent (blinds, prizes)")),
)
PANEL_TEXT = {
    Panel.PLAYERS_LEFT: QT_TRANSLATE_NOOP("LookDialog", "Players left"),
    Panel.AVERAGE_STACK: QT_TRANSLATE_NOOP("LookDialog", "Average stack"),
    Panel.CHIP_LEADER: QT_TRANSLATE_NOOP("LookDialog", "Chip leader"),
    Panel.NEXT_BREAK: QT_TRANSLATE_NOOP("LookDialog", "Next break"),
    Panel.PAYOUTS: QT_TRANSLATE_NOOP("LookDialog", "Payouts"),
}
"""Each panel as its check box names it (the engine's :attr:`Panel.label`, translatable)."""


class LookPreview(QWidget):
    """A small picture of the display in the chosen colours, with the logo."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lookPreview")
        self.setMinimumSize(320, 180)
        self.colours = (QColor(DEFAULT_BACKGROUND), QColor(DEFAULT_TEXT), QColor(DEFAULT_ACCENT))
        """Background, text and accent shown now."""
        self._logo_data = b""
        self._svg: QSvgRenderer | None = None
        self._image: QImage | None = None

    def show_look(self, background: str, text: str, accent: str, logo: bytes) -> None:
        """Preview these colours (one not yet written ``#rrggbb`` shows Feltboard's own)."""
        def colour(value: str, default: str) -> QColor:
            return QColor(value) if QColor.isValidColorName(value) else QColor(default)

        self.colours = (
            colour(background, DEFAULT_BACKGROUND),
            colour(text, DEFAULT_TEXT),
            colour(accent, DEFAULT_ACCENT),
        )
        if logo != self._logo_data:
            self._logo_data = logo
            self._svg, self._image = None, None
            if logo_kind(logo) is LogoKind.SVG:
                self._svg = QSvgRenderer(QByteArray(logo))
            elif logo:
                image = QImage.fromData(logo)
                self._image = None if image.isNull() else image
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        background, text, accent = self.colours
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), background)
        h = self.height()
        title_x = 10.0
        logo_rect = QRectF(10, 8, 0, h * 0.16)
        aspect = self._logo_aspect()
        if aspect:
            logo_rect.setWidth(min(logo_rect.height() * aspect, self.width() / 3))
            if self._svg is not None:
                self._svg.render(painter, logo_rect)
            elif self._image is not None:
                painter.drawImage(logo_rect, self._image)
            title_x = logo_rect.right() + 8
        for y, size, colour, words in (
            (8, 0.13, text, translate("LookDialog", "Friday night")),
            (h * 0.30, 0.30, text, "12:48"),
            (h * 0.66, 0.16, accent, "300 / 600"),
            (
                h * 0.84, 0.09, _mixed(text, background),
                translate("LookDialog", "BB ANTE {amount}").format(amount=600),
            ),
        ):
            font = QFont()
            font.setPixelSize(max(6, int(h * size)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(colour)
            left = title_x if y == 8 else 0.0
            align = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignHCenter
            painter.drawText(QRectF(left, y, self.width() - left, h * size * 1.3),
                             int(align | Qt.AlignmentFlag.AlignVCenter), words)
        painter.end()

    def _logo_aspect(self) -> float | None:
        if self._svg is not None and self._svg.isValid():
            size = self._svg.defaultSize()
            return size.width() / size.height() if size.height() else None
        if self._image is not None:
            return self._image.width() / self._image.height()
        return None


def _mixed(first: QColor, second: QColor) -> QColor:
    return QColor((first.red() * 2 + second.red()) // 3, (first.green() * 2 + second.green()) // 3,
                  (first.blue() * 2 + second.blue()) // 3)


class LookDialog(QDialog):
    """Logo, colours, panels and orientation of the audience display; Apply records them."""

    applied = Signal()

    def __init__(
        self,
        look: DisplayLook,
        commit: Commit,
        parent: QWidget | None = None,
        read_only_reason: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("LookDialog", "Audience display look"))
        self.setObjectName("lookDialog")
        self._commit = commit
        self._logo = b""
        self._featured = look.featured
        """The tables featured on the TV (the Tables tab chooses them: kept as they are,
        even by "Feltboard's look")."""
        self.preview = LookPreview(self)
        self.logo_label = QLabel(self)
        self.logo_label.setObjectName("logoLabel")
        self.choose_logo_button = QPushButton(translate("LookDialog", "Choose logo…"), self)
        self.choose_logo_button.clicked.connect(self.choose_logo)
        self.clear_logo_button = QPushButton(translate("LookDialog", "No logo"), self)
        self.clear_logo_button.clicked.connect(lambda: self.set_logo(b""))
        self.colour_edits: dict[str, QLineEdit] = {}
        self.panel_boxes: dict[Panel, QCheckBox] = {}
        self.orientation_box = QComboBox(self)
        self.orientation_box.setObjectName("orientationBox")
        for orientation in Orientation:
            self.orientation_box.addItem(
                translate("LookDialog", ORIENTATION_TEXT[orientation]), orientation
            )
        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("lookProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #d0312d")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Close
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self.apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_button.clicked.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self.load(DisplayLook())
        )
        self._lay_out()
        self.load(look)
        if read_only_reason:
            self.apply_button.setEnabled(False)
            self.apply_button.setToolTip(read_only_reason)

    def _lay_out(self) -> None:
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        form = QFormLayout()
        logo_row = QHBoxLayout()
        logo_row.addWidget(self.logo_label, 1)
        logo_row.addWidget(self.choose_logo_button)
        logo_row.addWidget(self.clear_logo_button)
        form.addRow(translate("LookDialog", "Logo"), logo_row)
        for key, label in COLOUR_FIELDS:
            edit = QLineEdit(self)
            edit.setObjectName(f"{key}Edit")
            edit.setPlaceholderText("#rrggbb")
            edit.setMaxLength(7)
            edit.textChanged.connect(self._changed)
            pick = QPushButton(translate("LookDialog", "Pick…"), self)
            pick.clicked.connect(lambda _c=False, k=key: self.pick_colour(k))
            row = QHBoxLayout()
            row.addWidget(edit, 1)
            row.addWidget(pick)
            form.addRow(translate("LookDialog", label), row)
            self.colour_edits[key] = edit
        form.addRow(translate("LookDialog", "Layout"), self.orientation_box)
        top.addLayout(form, 1)
        top.addWidget(self.preview, 1)
        layout.addLayout(top)
        panels = QGroupBox(translate("LookDialog", "Panels shown"), self)
        row = QHBoxLayout(panels)
        for panel in ALL_PANELS:
            box = QCheckBox(translate("LookDialog", PANEL_TEXT[panel]), panels)
            box.setObjectName(f"panel_{panel.value}")
            row.addWidget(box)
            self.panel_boxes[panel] = box
        layout.addWidget(panels)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.buttons)

    # ----- the look in the fields ------------------------------------------------------

    def load(self, look: DisplayLook) -> None:
        """Show ``look`` in the fields."""
        for key, edit in self.colour_edits.items():
            edit.setText(getattr(look, key))
        for panel, box in self.panel_boxes.items():
            box.setChecked(look.shows(panel))
        self.orientation_box.setCurrentIndex(self.orientation_box.findData(look.orientation))
        self.set_logo(look.logo)

    def read(self) -> tuple[DisplayLook | None, str]:
        """The look in the fields, or ``None`` and what is wrong with it."""
        colours = {key: normal_colour(edit.text()) for key, edit in self.colour_edits.items()}
        panels = tuple(panel for panel, box in self.panel_boxes.items() if box.isChecked())
        orientation = Orientation(self.orientation_box.currentData())
        try:
            return DisplayLook(self._logo, panels=panels, orientation=orientation,
                               featured=self._featured, **colours), ""
        except FeltboardError as error:
            return None, str(error)

    def set_logo(self, data: bytes) -> None:
        """Use ``data`` as the logo (empty: none)."""
        self._logo = data
        kind = logo_kind(data)
        self.logo_label.setText(
            translate("LookDialog", "{kind} picture, {size} KB").format(
                kind=kind.name, size=chips(round(len(data) / 1024))
            )
            if kind
            else translate("LookDialog", "None")
        )
        self.clear_logo_button.setEnabled(bool(data))
        self._changed()

    def load_logo_file(self, path: str | Path) -> str | None:
        """Read a logo from ``path``; the problem with it, or ``None`` once loaded."""
        name = Path(path).name
        try:
            with open(path, "rb") as stream:
                data = stream.read(MAX_LOGO_BYTES + 1)
        except OSError as error:
            return translate("LookDialog", "{name} cannot be read ({error})").format(
                name=name, error=error.strerror or error
            )
        problem = logo_problem(data)
        if problem is not None:
            return f"{name}: {problem[0].lower()}{problem[1:]}"
        self.set_logo(data)
        return None

    def choose_logo(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(
            self,
            translate("LookDialog", "Choose the logo"),
            "",
            translate("LookDialog", "Pictures (*.png *.jpg *.jpeg *.svg)"),
        )
        if chosen:
            problem = self.load_logo_file(chosen)
            if problem is not None:
                self.problem_label.setText(problem)

    def pick_colour(self, key: str) -> None:
        edit = self.colour_edits[key]
        colour = QColorDialog.getColor(QColor(normal_colour(edit.text())), self)
        if colour.isValid():
            edit.setText(colour.name())

    def _changed(self) -> None:
        if not self.colour_edits:
            return
        background, text, accent = (
            normal_colour(self.colour_edits[key].text()) for key, _ in COLOUR_FIELDS
        )
        self.preview.show_look(background, text, accent, self._logo)
        look, problem = self.read()
        self.problem_label.setText(problem)
        if not self.apply_button.toolTip():  # read-only keeps Apply off
            self.apply_button.setEnabled(look is not None)

    def apply(self) -> bool:
        """Record the look (one undoable step); whether it was recorded."""
        look, problem = self.read()
        if look is None:
            self.problem_label.setText(problem)
            return False
        refusal = self._commit(look)
        if refusal is not None:
            self.problem_label.setText(refusal)
            return False
        self.problem_label.setText("")
        self.applied.emit()
        return True
