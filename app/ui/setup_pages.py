"""The pages of the setup dialog: the night, the chips, the entries.

Each page shows part of a :class:`TournamentSetup` (``load``), reads it back
(``read``, collecting each field's problem in a :class:`Reading`) and offers its
:class:`FieldBox` es by setup field name (``boxes``) for problems and frozen reasons.
The structure and payout pages live in :mod:`app.ui.setup_plan`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy
from app.engine.errors import ConfigError, FeltboardError, chips
from app.engine.money import Bounty, Currency, rake_split
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.engine.structure import Chip, ChipSet
from app.engine.tournament_setup import TournamentSetup
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.narration import price_text
from app.present.setup_fields import (
    amount_text,
    example,
    parse_amount,
    parse_percent,
    parse_price,
    parse_whole,
)
from app.ui.rotation_editor import RotationEditor
from app.ui.setup_widgets import (
    FieldBox,
    Reading,
    combo_box,
    date_edit,
    date_text,
    line_edit,
    show_date,
    spin_box,
)
from app.ui.structure_editor import lock_item

GAMES = {
    QT_TRANSLATE_NOOP("Setup", "No-limit"): BettingStructure.NO_LIMIT,
    QT_TRANSLATE_NOOP("Setup", "Pot-limit"): BettingStructure.POT_LIMIT,
    QT_TRANSLATE_NOOP("Setup", "Fixed limit"): BettingStructure.FIXED_LIMIT,
}
ANTES = {
    QT_TRANSLATE_NOOP("Setup", "No antes"): AnteMode.NONE,
    QT_TRANSLATE_NOOP("Setup", "Classic (every player)"): AnteMode.CLASSIC,
    QT_TRANSLATE_NOOP("Setup", "Big-blind ante"): AnteMode.BIG_BLIND,
}
FEE_ON_TOP = 0
FEE_AS_RAKE = 1


class NightPage(QWidget):
    """Name, date, currency, buy-in and fee, starting stack, the game and the tables."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name_edit = line_edit(
            "tournamentName", QT_TRANSLATE_NOOP("Setup", "e.g. Friday night freezeout"), self
        )
        self.date_edit = date_edit("tournamentDate", self)
        self.symbol_box = combo_box("currencySymbol", ("", "€", "$", "£", "CHF"), self)
        self.symbol_box.setEditable(True)
        self.symbol_box.setMinimumWidth(150)
        line = self.symbol_box.lineEdit()
        if line is not None:
            line.setPlaceholderText(translate("Setup", "none: points"))
        self.decimals_spin = spin_box(
            "currencyDecimals", 0, 3, self, suffix=QT_TRANSLATE_NOOP("Setup", " decimals")
        )
        self.price_edit = line_edit(
            "buyIn", QT_TRANSLATE_NOOP("Setup", "e.g. €40+€5"), self, 160
        )
        self.price_edit.setToolTip(
            translate(
                "Setup",
                "Price + house fee, as poker writes it: €40+€5 means each player pays €45, "
                "€40 to the prize pool and €5 to the house",
            )
        )
        self.fee_mode = combo_box(
            "feeMode",
            (
                QT_TRANSLATE_NOOP("Setup", "the + part is the house fee"),
                QT_TRANSLATE_NOOP("Setup", "the house takes a rake of"),
            ),
            self,
        )
        self.rake_edit = line_edit("rakePercent", "10%", self, 70)
        self.price_summary = QLabel(self)
        self.price_summary.setObjectName("priceSummary")
        self.price_summary.setWordWrap(True)
        self.stack_edit = line_edit(
            "startingStack", QT_TRANSLATE_NOOP("Setup", "e.g. 20,000"), self, 120
        )
        self.players_spin = spin_box(
            "playersExpected", 2, 1000, self, suffix=QT_TRANSLATE_NOOP("Setup", " players")
        )
        self.players_spin.setToolTip(
            translate(
                "Setup", "How many you expect: the structure builder and the prize preview use it"
            )
        )
        self.game_box = combo_box("game", tuple(GAMES), self)
        self.ante_box = combo_box("antes", tuple(ANTES), self)
        self.seats_spin = spin_box(
            "seatsPerTable", 2, 10, self, suffix=QT_TRANSLATE_NOOP("Setup", " seats")
        )
        self.rotation_editor = RotationEditor(self)
        self.boxes = {
            "name": FieldBox("name", self.name_edit, parent=self, stretch=False),
            "date": FieldBox("date", self.date_edit, parent=self),
            "currency": FieldBox("currency", self.symbol_box, self.decimals_spin, parent=self),
            "buy_in": FieldBox(
                "buy_in", self.price_edit, self.fee_mode, self.rake_edit, parent=self
            ),
            "starting_stack": FieldBox("starting_stack", self.stack_edit, parent=self),
            "rules": FieldBox("rules", self.game_box, self.ante_box, parent=self),
            "seats_per_table": FieldBox("seats_per_table", self.seats_spin, parent=self),
            "rotation": FieldBox("rotation", self.rotation_editor, parent=self, stretch=False),
        }
        self._build_layout()
        self.rotation_editor.edited.connect(self.edited)
        for edit in (self.name_edit, self.price_edit, self.rake_edit, self.stack_edit):
            edit.textChanged.connect(self.edited)
        self.symbol_box.currentTextChanged.connect(self.edited)
        for signal in (
            self.decimals_spin.valueChanged,
            self.players_spin.valueChanged,
            self.seats_spin.valueChanged,
            self.fee_mode.currentIndexChanged,
            self.game_box.currentIndexChanged,
            self.ante_box.currentIndexChanged,
            self.date_edit.dateChanged,
        ):
            signal.connect(self.edited)
        self.fee_mode.currentIndexChanged.connect(self._fee_mode_changed)
        self._fee_mode_changed()

    def _build_layout(self) -> None:
        money = QFormLayout()
        money.addRow(translate("Setup", "Name"), self.boxes["name"])
        money.addRow(translate("Setup", "Date"), self.boxes["date"])
        money.addRow(translate("Setup", "Currency"), self.boxes["currency"])
        money.addRow(translate("Setup", "Buy-in"), self.boxes["buy_in"])
        money.addRow("", self.price_summary)
        money.addRow(translate("Setup", "Starting stack"), self.boxes["starting_stack"])
        game = QFormLayout()
        game.addRow(translate("Setup", "Game"), self.boxes["rules"])
        game.addRow(translate("Setup", "Seats per table"), self.boxes["seats_per_table"])
        game.addRow(translate("Setup", "Players expected"), self.players_spin)
        game.addRow(translate("Setup", "Games of the night"), self.boxes["rotation"])
        left = QGroupBox(translate("Setup", "The night and its money"), self)
        left.setLayout(money)
        right = QGroupBox(translate("Setup", "The game"), self)
        right.setLayout(game)
        row = QHBoxLayout(self)
        row.addWidget(left, 3)
        row.addWidget(right, 2)

    def _fee_mode_changed(self) -> None:
        rake = self.fee_mode.currentIndex() == FEE_AS_RAKE
        self.rake_edit.setVisible(rake)
        self.price_edit.setPlaceholderText(
            translate("Setup", "e.g. €45") if rake else translate("Setup", "e.g. €40+€5")
        )

    def load(self, setup: TournamentSetup) -> None:
        """Show the night's fields of ``setup``."""
        self.name_edit.setText(setup.name)
        show_date(self.date_edit, setup.date)
        self.symbol_box.setCurrentText(setup.currency.symbol)
        self.decimals_spin.setValue(setup.currency.decimals)
        self.fee_mode.setCurrentIndex(FEE_ON_TOP)
        self.rake_edit.clear()
        self.price_edit.setText(
            price_text(setup.buy_in, setup.fee, setup.currency, for_editing=True)
        )
        self.stack_edit.setText(chips(setup.starting_stack))
        self.game_box.setCurrentIndex(list(GAMES.values()).index(setup.rules.structure))
        self.ante_box.setCurrentIndex(list(ANTES.values()).index(setup.rules.ante_mode))
        self.seats_spin.setValue(setup.seats_per_table)
        self.rotation_editor.set_rotation(setup.rotation)

    def read_currency(self, reading: Reading) -> Currency | None:
        """The currency typed (needed to read every amount of money)."""
        symbol = self.symbol_box.currentText().strip()
        return reading.get("currency", lambda: Currency(symbol, self.decimals_spin.value()))

    def read_price(self, reading: Reading, currency: Currency) -> tuple[int, int] | None:
        """``(buy-in to the prize pool, fee to the house)``."""
        return reading.get("buy_in", lambda: self._price(currency))

    def _price(self, currency: Currency) -> tuple[int, int]:
        if self.fee_mode.currentIndex() == FEE_AS_RAKE:
            price = parse_amount(self.price_edit.text(), currency, _BUY_IN)
            return rake_split(price, parse_percent(self.rake_edit.text()))
        return parse_price(self.price_edit.text(), currency)

    def read_stack(self, reading: Reading) -> int | None:
        """The starting stack in chips."""
        return reading.get(
            "starting_stack", lambda: parse_whole(self.stack_edit.text(), _STARTING_STACK, 1)
        )

    def read_rules(self, reading: Reading, base: RuleProfile, unit: int) -> RuleProfile | None:
        """``base`` with the game and antes chosen and the chip set's unit."""
        return reading.get(
            "rules",
            lambda: RuleProfile(
                structure=list(GAMES.values())[self.game_box.currentIndex()],
                ante_mode=list(ANTES.values())[self.ante_box.currentIndex()],
                button_mode=base.button_mode,
                max_raises=base.max_raises,
                raise_cap_mode=base.raise_cap_mode,
                chip_unit=unit,
            ),
        )

    @property
    def name(self) -> str:
        """The name typed, spaces tidied."""
        return " ".join(self.name_edit.text().split())

    @property
    def date(self) -> str:
        """The date as ISO text, ``''`` for none."""
        return date_text(self.date_edit)

    @property
    def betting(self) -> BettingStructure:
        """The night's betting chosen (the levels' own where they name one)."""
        return list(GAMES.values())[self.game_box.currentIndex()]

    @property
    def ante_mode(self) -> AnteMode:
        """The ante mode chosen."""
        return list(ANTES.values())[self.ante_box.currentIndex()]

    def show_price_summary(
        self, currency: Currency | None, price: tuple[int, int] | None, bounty: int
    ) -> None:
        """``'Each player pays €45: €40 to the prize pool, €5 to the house.'``"""
        if currency is None or price is None:
            self.price_summary.clear()
            return
        buy_in, fee = price
        parts = [
            translate("Setup", "{amount} to the prize pool").format(
                amount=currency.format(buy_in - bounty)
            )
        ]
        if bounty:
            parts.append(
                translate("Setup", "{amount} to the bounty on their head").format(
                    amount=currency.format(bounty)
                )
            )
        parts.append(
            translate("Setup", "{amount} to the house").format(amount=currency.format(fee))
            if fee
            else translate("Setup", "nothing to the house")
        )
        self.price_summary.setText(
            translate("Setup", "Each player pays {total}: {parts}.").format(
                total=currency.format(buy_in + fee), parts=", ".join(parts)
            )
        )


class ChipColumn:
    """Columns of the chip table."""

    VALUE = 0
    COLOR = 1
    COUNT = 2


class ChipsPage(QWidget):
    """The chip set: value, colour and how many the host has, one row per chip."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("chipTable")
        self.table.setHorizontalHeaderLabels(
            (
                translate("Setup", "Value"),
                translate("Setup", "Colour"),
                translate("Setup", "On hand"),
            )
        )
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumWidth(420)
        self.add_button = QPushButton(translate("Setup", "Add chip"), self)
        self.add_button.setObjectName("addChip")
        self.add_button.clicked.connect(self.add_chip)
        self.remove_button = QPushButton(translate("Setup", "Remove chip"), self)
        self.remove_button.setObjectName("removeChip")
        self.remove_button.clicked.connect(self.remove_chip)
        self.stacks_label = QLabel(self)
        self.stacks_label.setObjectName("stacksOnHand")
        self.stacks_label.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        self.boxes = {"chip_set": FieldBox("chip_set", self.table, parent=self, stretch=False)}
        help_text = QLabel(
            translate(
                "Setup",
                "The smallest chip is the unit every blind, bet and split is paid in; every "
                "other chip must be a multiple of it. Leave <i>On hand</i> empty if you have "
                "not counted them.",
            ),
            self,
        )
        help_text.setWordWrap(True)
        column = QVBoxLayout()
        column.addWidget(help_text)
        column.addWidget(self.boxes["chip_set"], 1)
        column.addLayout(buttons)
        column.addWidget(self.stacks_label)
        row = QHBoxLayout(self)
        row.addLayout(column, 3)
        row.addStretch(2)
        self.table.itemChanged.connect(lambda _item: self.edited.emit())
        self._values_frozen = False

    def load(self, chip_set: ChipSet) -> None:
        """Show ``chip_set``."""
        self.table.setRowCount(0)
        for chip in chip_set.chips:
            self._append(chip.denomination, chip.color, chip.count)

    def _append(self, value: int | None, color: str, count: int | None) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        for column, text in enumerate(
            ("" if value is None else chips(value), color, "" if count is None else chips(count))
        ):
            item = QTableWidgetItem(text)
            lock_item(item, column == ChipColumn.VALUE and self._values_frozen)
            self.table.setItem(row, column, item)

    def add_chip(self) -> None:
        """A new row, its value ready to type."""
        self._append(None, "", None)
        self.table.setCurrentCell(self.table.rowCount() - 1, ChipColumn.VALUE)
        self.edited.emit()

    def remove_chip(self) -> None:
        """Remove the selected chip."""
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)
            self.edited.emit()

    def read(self, reading: Reading) -> ChipSet | None:
        """The chip set typed."""
        return reading.get("chip_set", self._chip_set)

    def _chip_set(self) -> ChipSet:
        chips_typed: list[Chip] = []
        for row in range(self.table.rowCount()):
            value_text, color, count_text = (self._text(row, c) for c in range(3))
            try:
                value = parse_whole(value_text, _CHIP_VALUE, 1)
                count = (
                    parse_whole(count_text, _NUMBER_ON_HAND)
                    if count_text else None
                )
            except FeltboardError as error:
                raise FeltboardError(
                    translate("Setup", "Chip row {row}: {problem}").format(
                        row=row + 1, problem=error
                    )
                ) from error
            if not color:
                raise FeltboardError(
                    translate("Setup", "Chip row {row}: give the {chip} chip its colour").format(
                        row=row + 1, chip=chips(value)
                    )
                )
            chips_typed.append(Chip(value, color, count))
        return ChipSet(tuple(chips_typed))

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text().strip() if item is not None else ""

    def freeze_values(self, reason: str | None) -> None:
        """Keep the chip values as they are (colours and counts stay editable)."""
        self._values_frozen = reason is not None
        for row in range(self.table.rowCount()):
            item = self.table.item(row, ChipColumn.VALUE)
            if item is not None:
                lock_item(item, reason is not None)
        self.add_button.setEnabled(reason is None)
        self.remove_button.setEnabled(reason is None)
        self.boxes["chip_set"].say_frozen(reason)

    def show_stacks(self, chip_set: ChipSet | None, stack: int | None) -> None:
        """How many starting stacks the chips on hand make, when they were counted."""
        if chip_set is None or stack is None or stack <= 0:
            self.stacks_label.clear()
            return
        counts = [chip.count for chip in chip_set.chips]
        if any(count is None for count in counts):
            self.stacks_label.setText(
                translate("Setup", "Count the chips on hand to see how many stacks they make.")
            )
            return
        total = sum(chip.denomination * (chip.count or 0) for chip in chip_set.chips)
        self.stacks_label.setText(
            translate(
                "Setup",
                "On hand: {total} in chips, enough for {count} starting stacks of {stack}.",
            ).format(total=chips(total), count=total // stack, stack=chips(stack))
        )


@dataclass(frozen=True, slots=True)
class OptionTerms:
    """What an entry option's group offers to edit."""

    kind: EntryKind
    title: str
    stack_rule: bool
    from_level: bool
    how_many: bool


REBUY_WHO = (
    QT_TRANSLATE_NOOP("Setup", "any stack"),
    QT_TRANSLATE_NOOP("Setup", "at or below"),
    QT_TRANSLATE_NOOP("Setup", "only when busted"),
)
WHO_ANY, WHO_AT_OR_BELOW, WHO_BUSTED = range(3)

_BUY_IN = QT_TRANSLATE_NOOP("SetupFields", "buy-in")
_STARTING_STACK = QT_TRANSLATE_NOOP("SetupFields", "starting stack")
_STACK_LIMIT = QT_TRANSLATE_NOOP("SetupFields", "stack limit")
_BOUNTY = QT_TRANSLATE_NOOP("SetupFields", "bounty")
_CHIP_VALUE = QT_TRANSLATE_NOOP("SetupFields", "chip value")
_NUMBER_ON_HAND = QT_TRANSLATE_NOOP("SetupFields", "number on hand")
"""How a refusal names each field it reads."""

_PRICE_OF = {
    EntryKind.BUY_IN: QT_TRANSLATE_NOOP("SetupFields", "buy-in price"),
    EntryKind.REBUY: QT_TRANSLATE_NOOP("SetupFields", "rebuy price"),
    EntryKind.ADD_ON: QT_TRANSLATE_NOOP("SetupFields", "add-on price"),
    EntryKind.RE_ENTRY: QT_TRANSLATE_NOOP("SetupFields", "re-entry price"),
}
"""How a refusal names each entry's price field."""
_CHIPS_OF = {
    EntryKind.BUY_IN: QT_TRANSLATE_NOOP("SetupFields", "chips of a buy-in"),
    EntryKind.REBUY: QT_TRANSLATE_NOOP("SetupFields", "chips of a rebuy"),
    EntryKind.ADD_ON: QT_TRANSLATE_NOOP("SetupFields", "chips of an add-on"),
    EntryKind.RE_ENTRY: QT_TRANSLATE_NOOP("SetupFields", "chips of a re-entry"),
}
"""How a refusal names each entry's chips field."""


class OptionBox(QGroupBox):
    """One entry option (rebuy, add-on, re-entry), on or off with its terms."""

    edited = Signal()

    def __init__(self, terms: OptionTerms, parent: QWidget | None = None) -> None:
        super().__init__(translate("Setup", terms.title), parent)
        self.terms = terms
        key = terms.kind.value
        self.setObjectName(f"{key}Box")
        self.setCheckable(True)
        self.price_edit = line_edit(
            f"{key}Price", QT_TRANSLATE_NOOP("Setup", "e.g. €40+€5"), self, 110
        )
        self.chips_edit = line_edit(f"{key}Chips", QT_TRANSLATE_NOOP("Setup", "chips"), self, 90)
        self.from_spin = spin_box(f"{key}From", 1, 99, self)
        self.until_spin = spin_box(f"{key}Until", 1, 99, self)
        self.who_box = combo_box(f"{key}Who", REBUY_WHO, self)
        self.limit_edit = line_edit(
            f"{key}StackLimit", QT_TRANSLATE_NOOP("Setup", "chips"), self, 90
        )
        self.count_spin = spin_box(
            f"{key}Count", 0, 99, self, special=QT_TRANSLATE_NOOP("Setup", "unlimited")
        )
        self.break_check = QCheckBox(translate("Setup", "only at a break"), self)
        self.break_check.setObjectName(f"{key}AtBreak")
        self.prices = FieldBox(
            f"{key}Prices",
            self.price_edit,
            QLabel(translate("Setup", "for"), self),
            self.chips_edit,
            QLabel(translate("Setup", "chips"), self),
            parent=self,
        )
        self.box = FieldBox(key, parent=self)
        form = QFormLayout(self)
        form.addRow(translate("Setup", "Price"), self.prices)
        levels = QHBoxLayout()
        if terms.from_level:
            levels.addWidget(QLabel(translate("Setup", "from level"), self))
            levels.addWidget(self.from_spin)
        else:
            self.from_spin.hide()
        levels.addWidget(QLabel(translate("Setup", "until the end of level"), self))
        levels.addWidget(self.until_spin)
        if terms.kind is EntryKind.RE_ENTRY:
            self.break_check.hide()
        else:
            levels.addWidget(self.break_check)
        levels.addStretch(1)
        form.addRow(translate("Setup", "When"), levels)
        if terms.stack_rule:
            who = QHBoxLayout()
            who.addWidget(self.who_box)
            who.addWidget(self.limit_edit)
            who.addWidget(QLabel(translate("Setup", "chips"), self))
            who.addStretch(1)
            form.addRow(translate("Setup", "Who"), who)
        else:
            self.who_box.hide()
            self.limit_edit.hide()
        if terms.how_many:
            form.addRow(translate("Setup", "Per player"), self.count_spin)
        else:
            self.count_spin.hide()
        form.addRow(self.box)
        self.toggled.connect(lambda _on: self.edited.emit())
        for edit in (self.price_edit, self.chips_edit, self.limit_edit):
            edit.textChanged.connect(self.edited)
        for spin in (self.from_spin, self.until_spin, self.count_spin):
            spin.valueChanged.connect(self.edited)
        self.break_check.toggled.connect(lambda _on: self.edited.emit())
        self.who_box.currentIndexChanged.connect(self._who_changed)
        self._who_changed()

    def _who_changed(self) -> None:
        self.limit_edit.setEnabled(self.who_box.currentIndex() == WHO_AT_OR_BELOW)
        self.edited.emit()

    def load(
        self, option: EntryOption | None, currency: Currency, stack: int, buy_in: str
    ) -> None:
        """Show ``option`` (off when ``None``: a buy-in for a starting stack, ``buy_in``
        being the buy-in as a price is written, so that it follows the buy-in)."""
        self.setChecked(option is not None)
        if option is None:
            self.chips_edit.setText(chips(stack))
            self.price_edit.setText(buy_in)
            self.until_spin.setValue(4)
            self.from_spin.setValue(1)
            self.count_spin.setValue(1)
            self.who_box.setCurrentIndex(
                WHO_BUSTED if self.terms.kind is EntryKind.REBUY else WHO_ANY
            )
            self.limit_edit.setText(chips(stack))
            self.break_check.setChecked(False)
            return
        self.break_check.setChecked(option.at_break)
        self.price_edit.setText(price_text(option.cost, option.fee, currency, for_editing=True))
        self.chips_edit.setText(chips(option.chips))
        self.from_spin.setValue(option.from_level)
        self.until_spin.setValue(option.until_level)
        self.count_spin.setValue(option.max_per_player or 0)
        if option.max_stack is None:
            self.who_box.setCurrentIndex(WHO_ANY)
        elif option.max_stack == 0:
            self.who_box.setCurrentIndex(WHO_BUSTED)
        else:
            self.who_box.setCurrentIndex(WHO_AT_OR_BELOW)
            self.limit_edit.setText(chips(option.max_stack))

    def read(self, reading: Reading, currency: Currency) -> EntryOption | None:
        """The option typed; ``None`` when off or unreadable (the problem kept)."""
        if not self.isChecked():
            return None
        return reading.get(self.terms.kind.value, lambda: self._option(currency))

    def _option(self, currency: Currency) -> EntryOption:
        kind = self.terms.kind
        cost, fee = parse_price(self.price_edit.text(), currency, _PRICE_OF[kind])
        chips_given = parse_whole(self.chips_edit.text(), _CHIPS_OF[kind], 1)
        max_stack: int | None = None
        if self.terms.stack_rule:
            who = self.who_box.currentIndex()
            if who == WHO_BUSTED:
                max_stack = 0
            elif who == WHO_AT_OR_BELOW:
                max_stack = parse_whole(self.limit_edit.text(), _STACK_LIMIT, 1)
        return EntryOption(
            self.terms.kind,
            cost=cost,
            chips=chips_given,
            until_level=self.until_spin.value(),
            max_per_player=(self.count_spin.value() or None) if self.terms.how_many else 1,
            max_stack=max_stack,
            fee=fee,
            from_level=self.from_spin.value() if self.terms.from_level else 1,
            at_break=self.break_check.isChecked() and not self.break_check.isHidden(),
        )

    def freeze_prices(self, reason: str | None) -> None:
        """Keep the price and chips as they are (periods and limits stay editable)."""
        self.prices.freeze(reason)


LATE_CHOICES = (
    QT_TRANSLATE_NOOP("Setup", "closed once the clock starts"),
    QT_TRANSLATE_NOOP("Setup", "open until the end of level"),
    QT_TRANSLATE_NOOP("Setup", "open all night"),
)
LATE_NONE, LATE_UNTIL, LATE_ALWAYS = range(3)


class EntriesPage(QWidget):
    """Rebuys, add-on, re-entry, late registration and the bounty, each on or off."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rebuy = OptionBox(
            OptionTerms(EntryKind.REBUY, QT_TRANSLATE_NOOP("Setup", "Rebuys"), True, True, True),
            self,
        )
        self.add_on = OptionBox(
            OptionTerms(EntryKind.ADD_ON, QT_TRANSLATE_NOOP("Setup", "Add-on"), True, True, False),
            self,
        )
        self.re_entry = OptionBox(
            OptionTerms(
                EntryKind.RE_ENTRY,
                QT_TRANSLATE_NOOP("Setup", "Re-entry (a busted player buys in again)"),
                False,
                False,
                True,
            ),
            self,
        )
        self.late_box = combo_box("lateRegistration", LATE_CHOICES, self)
        self.late_spin = spin_box("lateUntil", 1, 99, self)
        self.bounty_group = QGroupBox(translate("Setup", "Bounty on every head (knockout)"), self)
        self.bounty_group.setObjectName("bountyBox")
        self.bounty_group.setCheckable(True)
        self.bounty_edit = line_edit(
            "bountyAmount", QT_TRANSLATE_NOOP("Setup", "e.g. €10"), self, 100
        )
        self.progressive_check = QCheckBox(
            translate("Setup", "Progressive: the winner takes"), self
        )
        self.progressive_check.setObjectName("progressive")
        self.cash_spin = spin_box(
            "progressiveCash", 1, 99, self, suffix=QT_TRANSLATE_NOOP("Setup", "% in cash")
        )
        self.on_rebuys_check = QCheckBox(
            translate("Setup", "A rebuy puts a bounty on the player's head again"), self
        )
        self.on_rebuys_check.setObjectName("bountyOnRebuys")
        self.boxes = {
            "late_registration": FieldBox(
                "late_registration", self.late_box, self.late_spin, parent=self
            ),
            "bounty": FieldBox(
                "bounty",
                self.bounty_edit,
                QLabel(translate("Setup", "of the buy-in"), self),
                self.progressive_check,
                self.cash_spin,
                parent=self,
            ),
            "rebuys": FieldBox("rebuys", parent=self),
            "rebuy": self.rebuy.box,
            "add_on": self.add_on.box,
            "re_entry": self.re_entry.box,
        }
        bounty_column = QVBoxLayout(self.bounty_group)
        bounty_column.addWidget(self.boxes["bounty"])
        bounty_column.addWidget(self.on_rebuys_check)
        late = QGroupBox(translate("Setup", "Late registration"), self)
        late_column = QVBoxLayout(late)
        late_column.addWidget(self.boxes["late_registration"])
        grid = QGridLayout(self)
        grid.addWidget(self.rebuy, 0, 0, 2, 1)
        grid.addWidget(self.add_on, 0, 1)
        grid.addWidget(self.re_entry, 1, 1)
        grid.addWidget(late, 2, 0)
        grid.addWidget(self.bounty_group, 2, 1)
        grid.addWidget(self.boxes["rebuys"], 3, 0, 1, 2)
        grid.setRowStretch(4, 1)
        for box in (self.rebuy, self.add_on, self.re_entry):
            box.edited.connect(self.edited)
        self.late_box.currentIndexChanged.connect(self._late_changed)
        self.late_spin.valueChanged.connect(self.edited)
        self.bounty_group.toggled.connect(lambda _on: self.edited.emit())
        self.bounty_edit.textChanged.connect(self.edited)
        self.progressive_check.toggled.connect(self._progressive_changed)
        self.cash_spin.valueChanged.connect(self.edited)
        self.on_rebuys_check.toggled.connect(lambda _on: self.edited.emit())

    def _late_changed(self) -> None:
        self.late_spin.setVisible(self.late_box.currentIndex() == LATE_UNTIL)
        self.edited.emit()

    def _progressive_changed(self) -> None:
        self.cash_spin.setEnabled(self.progressive_check.isChecked())
        self.edited.emit()

    def load(self, setup: TournamentSetup) -> None:
        """Show the entries of ``setup``."""
        currency, stack = setup.currency, setup.starting_stack
        buy_in = price_text(setup.buy_in, setup.fee, currency, for_editing=True)
        for box, option in (
            (self.rebuy, setup.rebuys.rebuy),
            (self.add_on, setup.rebuys.add_on),
            (self.re_entry, setup.rebuys.re_entry),
        ):
            box.load(option, currency, stack, buy_in)
        late = setup.late_registration
        self.late_box.setCurrentIndex(
            LATE_ALWAYS if late is None else LATE_NONE if late == 0 else LATE_UNTIL
        )
        self.late_spin.setValue(late or 4)
        self._late_changed()
        bounty = setup.bounty
        self.bounty_group.setChecked(bounty is not None)
        self.bounty_edit.setText(amount_text(bounty.amount, currency) if bounty else "")
        self.progressive_check.setChecked(bounty is not None and bounty.progressive)
        self.cash_spin.setValue(bounty.progressive_percent if bounty else 50)
        self.on_rebuys_check.setChecked(bounty is not None and bounty.on_rebuys)
        self._progressive_changed()

    def read_rebuys(self, reading: Reading, currency: Currency) -> RebuyPolicy | None:
        """The rebuy, add-on and re-entry offers (``None`` if one is unreadable)."""
        options = [box.read(reading, currency) for box in (self.rebuy, self.add_on, self.re_entry)]
        if any(
            box.isChecked() and option is None
            for box, option in zip((self.rebuy, self.add_on, self.re_entry), options, strict=True)
        ):
            return None
        return reading.get("rebuys", lambda: RebuyPolicy(*options))

    def read_late_registration(self) -> int | None:
        """The last level of late registration: 0 none, ``None`` all night."""
        choice = self.late_box.currentIndex()
        return (
            0
            if choice == LATE_NONE
            else None
            if choice == LATE_ALWAYS
            else (self.late_spin.value())
        )

    def read_bounty(self, reading: Reading, currency: Currency) -> tuple[bool, Bounty | None]:
        """``(readable, bounty)``: the bounty typed, ``None`` when off."""
        if not self.bounty_group.isChecked():
            return True, None
        bounty = reading.get("bounty", lambda: self._bounty(currency))
        return bounty is not None, bounty

    def _bounty(self, currency: Currency) -> Bounty:
        amount = parse_amount(self.bounty_edit.text(), currency, _BOUNTY)
        try:
            return Bounty(
                amount, self.progressive_check.isChecked(), self.cash_spin.value(),
                on_rebuys=self.on_rebuys_check.isChecked(),
            )
        except ConfigError as error:
            raise FeltboardError(
                translate("Setup", "{problem} (e.g. {example})").format(
                    problem=error, example=example(currency, 10)
                )
            ) from error
