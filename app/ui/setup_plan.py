"""The setup dialog's plan of the night: the blind structure and the payouts.

The structure page edits levels and breaks (:class:`StepsTable`), fills them from a
preset, or has :func:`build_structure` build them from the field, the chips and the
length of the night; it always shows when the night is expected to end. The payouts page
edits the payout ranges (the payout editor's rows) and shows the prizes an expected field
would pay, rounded as the engine rounds them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt, QTime, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import FeltboardError, chips
from app.engine.money import Currency
from app.engine.payouts import DEFAULT_PAYOUTS, PayoutTable
from app.engine.presets import PRESETS
from app.engine.prizes import describe_rounding, prize_amounts
from app.engine.rotation import Rotation
from app.engine.rules import AnteMode, BettingStructure
from app.engine.structure import MINUTE, BlindStructure, ChipSet, Level
from app.engine.structure_builder import (
    FINAL_DEPTH,
    BuildRequest,
    build_structure,
    build_structure_ahead,
    expected_finish_seconds,
    final_big_blind,
    pressure,
    with_games_of,
    with_notes_of,
)
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.setup_fields import amount_text, parse_amount
from app.present.terms import place_label
from app.ui.payout_editor import (
    TIERS_HEADER,
    TierRow,
    TierText,
    range_covers,
    read_draft,
    rows_scroll_area,
)
from app.ui.setup_widgets import FieldBox, Reading, line_edit, spin_box
from app.ui.structure_editor import StepsTable


@dataclass(frozen=True, slots=True)
class PlanContext:
    """What the other pages say that the plan needs: the field, chips, stack, antes."""

    players: int
    chip_set: ChipSet
    starting_stack: int
    ante_mode: AnteMode
    betting: BettingStructure


def duration_text(seconds: int) -> str:
    """``'4 h 05'``, or ``'50 min'`` under an hour.

    >>> duration_text(4 * 3600 + 300), duration_text(3000)
    ('4 h 05', '50 min')
    """
    minutes = round(seconds / MINUTE)
    hours, rest = divmod(minutes, 60)
    if hours:
        return translate("Setup", "{hours} h {minutes}").format(hours=hours, minutes=f"{rest:02d}")
    return translate("Setup", "{minutes} min").format(minutes=rest)


class StructurePage(QWidget):
    """Levels and breaks: typed, taken from a preset, or built for the night."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context: Callable[[], PlanContext | None] = lambda: None
        self._played = 0
        self.table = StepsTable(self)
        self.table.chip_unit = self._chip_unit
        self.table.itemChanged.connect(lambda _item: self._changed())
        self.preset_box = QComboBox(self)
        self.preset_box.setObjectName("structurePreset")
        for preset in PRESETS:
            self.preset_box.addItem(preset.shown_name)
        self.preset_description = QLabel(self)
        self.preset_description.setObjectName("structurePresetDescription")
        self.preset_description.setWordWrap(True)
        self.use_preset = _button(
            translate("Setup", "Use these levels"), "usePresetLevels", self.use_preset_levels, self
        )
        self.preset_box.currentIndexChanged.connect(self._preset_shown)
        self._preset_shown()
        self.hours_spin = QDoubleSpinBox(self)
        self.hours_spin.setObjectName("nightHours")
        self.hours_spin.setRange(0.5, 16)
        self.hours_spin.setSingleStep(0.5)
        self.hours_spin.setDecimals(1)
        self.hours_spin.setSuffix(translate("Setup", " hours"))
        self.hours_spin.setValue(4)
        self.hours_spin.setMaximumWidth(140)
        self.level_spin = spin_box(
            "levelMinutes", 1, 120, self, suffix=QT_TRANSLATE_NOOP("Setup", " min")
        )
        self.level_spin.setValue(20)
        self.break_every_spin = spin_box(
            "breakEvery",
            0,
            20,
            self,
            special=QT_TRANSLATE_NOOP("Setup", "no breaks"),
            suffix=QT_TRANSLATE_NOOP("Setup", " levels"),
        )
        self.break_every_spin.setValue(4)
        self.break_spin = spin_box(
            "breakMinutes", 1, 60, self, suffix=QT_TRANSLATE_NOOP("Setup", " min")
        )
        self.break_spin.setValue(10)
        self.start_edit = QTimeEdit(QTime(19, 0), self)
        self.start_edit.setObjectName("startTime")
        self.start_edit.setDisplayFormat("HH:mm")
        self.build_button = _button(
            translate("Setup", "Build the levels"), "buildStructure", self.build, self
        )
        self.finish_label = QLabel(self)
        self.finish_label.setObjectName("expectedFinish")
        self.finish_label.setWordWrap(True)
        self.start_edit.timeChanged.connect(lambda _t: self.show_finish())
        self.box = FieldBox("structure", parent=self)
        self._build_layout()

    def _build_layout(self) -> None:
        buttons = QHBoxLayout()
        for text, name, slot in (
            (QT_TRANSLATE_NOOP("Setup", "Add level"), "addLevel", self._add_level),
            (QT_TRANSLATE_NOOP("Setup", "Add break"), "addBreak", self._add_break),
            (QT_TRANSLATE_NOOP("Setup", "Remove row"), "removeRow", self._remove_row),
        ):
            buttons.addWidget(_button(translate("Setup", text), name, slot, self))
        buttons.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(self.table, 1)
        left.addWidget(self.box)
        left.addLayout(buttons)
        preset = QGroupBox(translate("Setup", "Levels of a preset"), self)
        preset_column = QVBoxLayout(preset)
        preset_column.addWidget(self.preset_box)
        preset_column.addWidget(self.preset_description)
        preset_column.addWidget(self.use_preset, 0, Qt.AlignmentFlag.AlignRight)
        builder = QGroupBox(translate("Setup", "Build levels for a night of"), self)
        form = QFormLayout(builder)
        form.addRow(translate("Setup", "Length"), self.hours_spin)  # from the first level
        form.addRow(translate("Setup", "Levels of"), self.level_spin)
        form.addRow(translate("Setup", "A break every"), self.break_every_spin)
        form.addRow(translate("Setup", "Breaks of"), self.break_spin)
        form.addRow("", self.build_button)
        side = QVBoxLayout()
        side.addWidget(preset)
        side.addWidget(builder)
        start = QHBoxLayout()
        start.addWidget(QLabel(translate("Setup", "Start at"), self))
        start.addWidget(self.start_edit)
        start.addStretch(1)
        side.addLayout(start)
        side.addWidget(self.finish_label)
        side.addStretch(1)
        side_widget = QWidget(self)
        side_widget.setLayout(side)
        side_widget.setFixedWidth(340)
        row = QHBoxLayout(self)
        row.addLayout(left, 1)
        row.addWidget(side_widget)

    def _preset_shown(self) -> None:
        self.preset_description.setText(PRESETS[self.preset_box.currentIndex()].shown_description)

    def load(self, structure: BlindStructure, betting: BettingStructure) -> None:
        """Show ``structure`` for a night betting ``betting`` (where a level does not say)."""
        self.table.blockSignals(True)
        self.table.show_steps(structure.steps, betting)
        self.table.blockSignals(False)
        self._lock_played()
        self._changed()

    def set_betting(self, betting: BettingStructure) -> None:
        """Follow the night's betting (the bet columns show for fixed limit)."""
        self.table.show_bets(betting)

    def set_rotation(self, rotation: Rotation | None, stud: bool, fill: bool = True) -> None:
        """Follow the night's games: the ``rotation`` (``None``: one game, or one that
        does not read) and whether it deals stud (its levels then take a bring-in);
        ``fill=False`` while a setup is being shown."""
        blocked = self.table.blockSignals(not fill)
        self.table.show_rotation(rotation, stud, fill)
        self.table.blockSignals(blocked)
        if fill:
            self._changed()

    def _chip_unit(self) -> int:
        """The smallest chip of the chips page (1 while the chips do not read)."""
        context = self.context()
        return context.chip_set.unit if context is not None else 1

    def use_preset_levels(self) -> None:
        """Replace the levels by the chosen preset's."""
        context = self.context()
        self.load(
            PRESETS[self.preset_box.currentIndex()].structure,
            context.betting if context is not None else BettingStructure.NO_LIMIT,
        )

    def build(self) -> bool:
        """Build levels for the night from the other pages' field, chips and stack.

        Mid-tournament only the levels ahead are built; the levels played stay.
        """
        context = self.context()
        if context is None:
            self.box.show_problem(
                translate(
                    "Setup",
                    "Fix the chips and the starting stack first: the levels are built from them",
                )
            )
            return False
        try:
            request = BuildRequest(
                players=context.players,
                chip_set=context.chip_set,
                starting_stack=context.starting_stack,
                target_minutes=round(self.hours_spin.value() * 60),
                level_minutes=self.level_spin.value(),
                break_every=self.break_every_spin.value(),
                break_minutes=self.break_spin.value(),
                ante_mode=context.ante_mode,
                stud=self.table.rotation_stud,
            )
            built = (
                build_structure(request)
                if not self._played
                else build_structure_ahead(
                    request, BlindStructure(self.table.steps()), self._played
                )
            )
        except FeltboardError as error:
            self.box.show_problem(str(error))
            return False
        try:
            shown = BlindStructure(self.table.steps())
        except FeltboardError:
            shown = None  # the levels shown do not read: no note to keep
        try:
            structure = (
                built.structure if shown is None
                else with_games_of(shown, with_notes_of(shown, built.structure), context.chip_set)
            )
        except FeltboardError as error:  # a level's game the built amounts do not fit
            self.box.show_problem(str(error))
            return False
        self.load(structure, context.betting)
        return True

    def read(self, reading: Reading) -> BlindStructure | None:
        """The structure typed."""
        return reading.get("structure", lambda: BlindStructure(self.table.steps()))

    def show_finish(self) -> None:
        """When the night should end with these levels, for the field expected."""
        context = self.context()
        try:
            structure = BlindStructure(self.table.steps())
        except FeltboardError:
            self.finish_label.setText("")
            return
        if context is None:
            self.finish_label.setText("")
            return
        total = context.players * context.starting_stack
        seconds = expected_finish_seconds(structure, total)
        end = self.start_edit.time().addSecs(seconds).toString("HH:mm")
        big_blind = final_big_blind(total)
        level = next(
            (lv for lv in structure.levels if pressure(lv) >= big_blind), structure.levels[-1]
        )
        self.finish_label.setText(
            translate(
                "Setup",
                "<b>Expected finish: about {duration}</b> after the first level "
                "(<b>{end}</b>), with {players} players and {chips} chips: by "
                "{blinds} the last two hold about {depth} big blinds each.",
            ).format(
                duration=duration_text(seconds), end=end, players=context.players,
                chips=chips(total), blinds=_blinds(level), depth=FINAL_DEPTH,
            )
        )

    def freeze_played(self, played_steps: int, reason: str | None) -> None:
        """Keep the first ``played_steps`` rows (levels played) as they are."""
        self._played = played_steps if reason else 0
        self._lock_played()
        for widget in (self.use_preset, self.preset_box):
            widget.setEnabled(reason is None)
        self.build_button.setText(
            translate("Setup", "Build the levels ahead")
            if reason
            else translate("Setup", "Build the levels")
        )
        self.box.say_frozen(reason)

    def _lock_played(self) -> None:
        self.table.lock_rows(self._played)

    def _add_level(self) -> None:
        self.table.add_level()
        self._changed()

    def _add_break(self) -> None:
        self.table.add_break()
        self._changed()

    def _remove_row(self) -> None:
        if self.table.currentRow() >= self._played:
            self.table.remove_selected()
            self._changed()

    def _changed(self) -> None:
        self.show_finish()
        self.edited.emit()


def _blinds(level: Level) -> str:
    if level.game.is_stud:  # no blinds: its bets
        return f"{chips(level.small_bet or 0)}/{chips(level.big_bet or 0)}"
    return f"{chips(level.small_blind)}/{chips(level.big_blind)}"


class PayoutsPage(QWidget):
    """Payout ranges by entries, the prize rounding, and the prizes of an expected field."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[TierRow] = []
        self.currency = Currency()
        self.pool_per_entry = 0
        self.unit_edit = line_edit("prizeUnit", QT_TRANSLATE_NOOP("Setup", "e.g. 5"), self, 90)
        self.unit_edit.textChanged.connect(lambda _t: self._changed())
        self.entries_spin = spin_box(
            "previewEntries", 2, 1000, self, suffix=QT_TRANSLATE_NOOP("Setup", " entries")
        )
        self.entries_spin.valueChanged.connect(lambda _v: self.show_prizes())
        self.preview = QLabel(self)
        self.preview.setObjectName("prizePreview")
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop)
        self._rows_box = QVBoxLayout()
        self._rows_box.setSpacing(2)
        self.boxes = {
            "payouts": FieldBox("payouts", parent=self),
            "prize_unit": FieldBox("prize_unit", self.unit_edit, parent=self),
        }
        self._build_layout()

    def _build_layout(self) -> None:
        scroll = rows_scroll_area(self._rows_box, self)
        header = QLabel(translate("PayoutEditor", TIERS_HEADER), self)
        buttons = QHBoxLayout()
        buttons.addWidget(_button(translate("Setup", "Add range"), "addTier", self.add_tier, self))
        buttons.addWidget(
            _button(translate("Setup", "Default payouts"), "defaultPayouts", self.reset, self)
        )
        buttons.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(header)
        left.addWidget(scroll, 1)
        left.addWidget(self.boxes["payouts"])
        left.addLayout(buttons)
        form = QFormLayout()
        form.addRow(translate("Setup", "Round prizes to"), self.boxes["prize_unit"])
        form.addRow(translate("Setup", "Prizes for"), self.entries_spin)
        right = QVBoxLayout()
        right.addLayout(form)
        right.addWidget(self.preview, 1)
        side = QWidget(self)
        side.setLayout(right)
        side.setFixedWidth(380)
        row = QHBoxLayout(self)
        row.addLayout(left, 1)
        row.addWidget(side)

    def load(self, payouts: PayoutTable, prize_unit: int, currency: Currency) -> None:
        """Show the payout table and the rounding unit."""
        self.currency = currency
        self.unit_edit.setText(amount_text(prize_unit, currency))
        self._show_texts([TierText.of(tier) for tier in payouts.tiers])

    def _show_texts(self, texts: list[TierText]) -> None:
        for row in self.rows:
            row.hide()
            row.setParent(None)
            row.deleteLater()
        self.rows = []
        for text in texts:
            self._append(text)
        self._changed()

    def _append(self, text: TierText) -> TierRow:
        row = TierRow(text, self)
        for edit in row.edits().values():
            edit.textChanged.connect(lambda _t: self._changed())
        row.remove_requested.connect(self._remove)
        self._rows_box.addWidget(row)
        self.rows.append(row)
        return row

    def add_tier(self) -> None:
        """A new open-ended range after the last, ending the last 10 entries on."""
        last = self.rows[-1].text() if self.rows else TierText.of(DEFAULT_PAYOUTS.tiers[0])
        start = last.first.strip()
        if self.rows and start.isdigit() and not last.last.strip():
            self.rows[-1].last_edit.setText(str(int(start) + 9))
            start = str(int(start) + 10)
        added = self._append(TierText(start, "", last.percents))
        added.first_edit.setFocus()
        self._changed()

    def _remove(self, row: QFrame) -> None:
        if not isinstance(row, TierRow) or len(self.rows) < 2:
            return
        index = self.rows.index(row)
        if index > 0:
            self.rows[index - 1].last_edit.setText(row.text().last)
        else:
            self.rows[1].first_edit.setText(row.text().first)
        self.rows.remove(row)
        row.hide()
        row.setParent(None)
        row.deleteLater()
        self._changed()

    def reset(self) -> None:
        """The default payout table."""
        self._show_texts([TierText.of(tier) for tier in DEFAULT_PAYOUTS.tiers])

    def read(self, reading: Reading) -> PayoutTable | None:
        """The payout table typed; each row shows its own problem."""
        result = read_draft([row.text() for row in self.rows])
        for number, row in enumerate(self.rows):
            row.show_problem(result.problems.get(number))
        if result.table is None:
            reading.problems.setdefault(
                "payouts",
                translate("Setup", "Fix the ranges marked in red")
                if result.problems
                else translate("Setup", "Add at least one range"),
            )
        return result.table

    def read_unit(self, reading: Reading, currency: Currency) -> int | None:
        """The amount prizes are rounded to, in the smallest unit."""
        return reading.get(
            "prize_unit",
            lambda: _positive(parse_amount(
                self.unit_edit.text(), currency, QT_TRANSLATE_NOOP("SetupFields", "prize rounding")
            )),
        )

    def show_prizes(self, table: PayoutTable | None = None, unit: int | None = None) -> None:
        """The prizes the expected entries would win, as the engine pays them."""
        if table is None or unit is None:
            reading = Reading()
            table, unit = self.read(reading), self.read_unit(reading, self.currency)
        if table is None or unit is None:
            self.preview.setText("")
            return
        entries = self.entries_spin.value()
        pool = entries * self.pool_per_entry
        for row in self.rows:
            row.set_current(range_covers(row.text(), entries))
        try:
            tier = table.for_entries(entries)
            amounts = prize_amounts(pool, tier, unit)
            rounding = describe_rounding(pool, tier, unit, self.currency)
        except FeltboardError as error:
            self.preview.setText(str(error))
            return
        money = self.currency.format
        lines = "".join(
            f"<tr><td>{place_label(place)}</td><td align='right'>{percent}%</td>"
            f"<td align='right'>&nbsp;&nbsp;<b>{money(amount)}</b></td></tr>"
            for place, (percent, amount) in enumerate(
                zip(tier.percents, amounts, strict=True), start=1
            )
        )
        self.preview.setText(
            translate(
                "Setup",
                "<b>{entries} entries</b> (the highlighted range), prize pool "
                "<b>{pool}</b> before rebuys and add-ons:",
            ).format(entries=entries, pool=money(pool))
            + f"<table>{lines}</table><p>{rounding}</p>"
        )

    def _changed(self) -> None:
        self.show_prizes()
        self.edited.emit()


def _positive(amount: int) -> int:
    if amount <= 0:
        raise FeltboardError(
            translate("SetupPlan", "Prizes are rounded to a positive amount, e.g. 5")
        )
    return amount


def _button(text: str, name: str, slot: Callable[[], object], parent: QWidget) -> QPushButton:
    button = QPushButton(text, parent)
    button.setObjectName(name)
    button.clicked.connect(slot)
    return button
