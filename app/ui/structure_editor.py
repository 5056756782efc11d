"""Edit the blind structure: levels and breaks, checked against the chip set."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal, InvalidOperation
from enum import IntEnum

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import FeltboardError
from app.engine.games import Game
from app.engine.rotation import GameChange, Rotation
from app.engine.rules import BettingStructure
from app.engine.structure import MINUTE, BlindStructure, Break, Level, Step, verify_structure
from app.engine.structure_builder import stud_amounts
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.session.live import LiveTournament
from app.ui.colors import ERROR_COLOR
from app.ui.level_games import (
    GAME_ROLE,
    GameDelegate,
    Played,
    names_game,
    played_label,
    played_of,
    played_text,
    plays_fixed_limit,
)


class Column(IntEnum):
    """Columns of the structure table; the bets only show for fixed limit, the bring-in
    for stud."""

    KIND = 0
    GAME = 1
    SMALL_BLIND = 2
    BIG_BLIND = 3
    ANTE = 4
    BRING_IN = 5
    SMALL_BET = 6
    BIG_BET = 7
    MINUTES = 8
    COLOR_UP = 9
    NOTE = 10


COLUMNS = (
    QT_TRANSLATE_NOOP("StructureEditor", "Kind"),
    QT_TRANSLATE_NOOP("StructureEditor", "Game"),
    QT_TRANSLATE_NOOP("StructureEditor", "Small blind"),
    QT_TRANSLATE_NOOP("StructureEditor", "Big blind"),
    QT_TRANSLATE_NOOP("StructureEditor", "Ante"),
    QT_TRANSLATE_NOOP("StructureEditor", "Bring-in"),
    QT_TRANSLATE_NOOP("StructureEditor", "Small bet"),
    QT_TRANSLATE_NOOP("StructureEditor", "Big bet"),
    QT_TRANSLATE_NOOP("StructureEditor", "Minutes"),
    QT_TRANSLATE_NOOP("StructureEditor", "Color up"),
    QT_TRANSLATE_NOOP("StructureEditor", "Break note"),
)


class StepsTable(QTableWidget):
    """Levels and breaks as editable rows, read back as engine steps (no session).

    Each level names its game in the Game column (a combo opens on any key, so typing
    "P" picks pot-limit Omaha); the small and big bet cells are for levels that bet fixed
    limit, shown when the night or a level does, and left read-only on the others. A stud
    level (its game stud, or left to a rotation with stud: H.O.R.S.E.) also takes its
    bring-in; a level whose own game is stud has no blinds.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(COLUMNS), parent)
        self.setObjectName("structureTable")
        self.setHorizontalHeaderLabels([translate("StructureEditor", c) for c in COLUMNS])
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Not stretched: a stretched last column shrinks to 100 pixels once stud's columns
        # make the table scroll, and cut its break notes.
        header.setStretchLastSection(False)
        color_up_header = self.horizontalHeaderItem(Column.COLOR_UP)
        if color_up_header is not None:
            color_up_header.setToolTip(
                translate(
                    "StructureEditor",
                    "At a break: the chip that leaves play (its chips are raced off)",
                )
            )
        bring_in_header = self.horizontalHeaderItem(Column.BRING_IN)
        if bring_in_header is not None:
            bring_in_header.setToolTip(translate(
                "StructureEditor",
                "Stud's forced bet on third street: positive and below the small bet",
            ))
        game_header = self.horizontalHeaderItem(Column.GAME)
        if game_header is not None:
            game_header.setToolTip(translate(
                "StructureEditor",
                "The game the level deals: type its first letters or use the arrows, "
                "then Return",
            ))
        self._night = BettingStructure.NO_LIMIT
        self._rotation: Rotation | None = None
        self._rotation_stud = False
        self._locked = 0
        self.chip_unit: Callable[[], int] = lambda: 1
        """The smallest chip, for the ante and bring-in a level turning stud is given."""
        self.setItemDelegateForColumn(
            Column.GAME, GameDelegate(self._choice_label, self._game_chosen, self)
        )

    def show_steps(self, steps: tuple[Step, ...], night: BettingStructure) -> None:
        """Show ``steps`` for a night betting ``night`` (where a level does not say)."""
        self.setRowCount(0)
        self._night = night
        for step in steps:
            self.append(step)
        self.show_bets(night)

    def show_bets(self, night: BettingStructure) -> None:
        """Follow the night's betting: the hold'em levels' names, the fixed-limit bet
        columns shown while the night or any level bets fixed limit (or is stud), and the
        bring-in column while a level is stud."""
        self._night = night
        fixed = night is BettingStructure.FIXED_LIMIT
        stud = False
        for row in range(self.rowCount()):
            played = self._played(row)
            if played is None:
                continue
            fixed = fixed or self._bets(played)
            stud = stud or self._is_stud(played)
            item = self.item(row, Column.GAME)
            if item is not None:
                blocked = self.blockSignals(True)  # a name that follows is not an edit
                item.setText(self._label(row, played))
                self.blockSignals(blocked)
            self._lock_bets(row, played)
        for column in (Column.SMALL_BET, Column.BIG_BET):
            self.setColumnHidden(column, not fixed)
        self.setColumnHidden(Column.BRING_IN, not stud)

    def show_rotation(
        self, rotation: Rotation | None, stud: bool, fill: bool = True
    ) -> None:
        """Follow the night's games: a level left to the ``rotation`` names the game it
        deals there; with stud in the rotation (``stud``), those levels carry the stud
        hands' ante, bring-in and bets, filled where empty; without, their bring-in goes.
        ``fill=False`` (a setup being shown) changes no cell."""
        self._rotation = rotation
        changed, self._rotation_stud = stud != self._rotation_stud, stud
        if fill and changed:
            for row in range(self._locked, self.rowCount()):
                played = self._played(row)
                if played is not None and not names_game(played):
                    self._follow_stud(row, played)
        self.show_bets(self._night)

    @property
    def rotation_stud(self) -> bool:
        """Whether the night's rotation deals stud (its levels carry stud's amounts)."""
        return self._rotation_stud

    def lock_rows(self, count: int) -> None:
        """Make the first ``count`` rows read-only (greyed), the others editable."""
        self._locked = count
        for row in range(self.rowCount()):
            for column in range(self.columnCount()):
                item = self.item(row, column)
                if item is not None:
                    lock_item(item, row < count)
            played = self._played(row)
            if played is not None:
                self._lock_bets(row, played)

    def append(self, step: Step) -> None:
        """Add a row for ``step`` at the end."""
        row = self.rowCount()
        self.insertRow(row)
        if isinstance(step, Level):
            played = (step.game, step.betting)
            stud_game = step.game.is_stud  # no blinds: the cells stay empty
            cells = [
                translate("StructureEditor", "Level"),
                self._label(row, played),
                "" if stud_game else f"{step.small_blind:,}",
                "" if stud_game else f"{step.big_blind:,}",
                f"{step.ante:,}",
                _optional(step.bring_in or None),
                _optional(step.small_bet),
                _optional(step.big_bet),
                _minutes(step.duration_seconds),
                "",
                "",
            ]
        else:
            cells = [
                translate("StructureEditor", "Break"),
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                _minutes(step.duration_seconds),
                _optional(step.color_up),
                step.note,
            ]
        self.blockSignals(True)  # a new row is not an edit of a game
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column == Column.GAME:
                if isinstance(step, Level):
                    item.setData(GAME_ROLE, played_text((step.game, step.betting)))
                else:
                    lock_item(item, True)  # a break deals no game
            self.setItem(row, column, item)
        self.blockSignals(False)
        if isinstance(step, Level):
            self._lock_bets(row, (step.game, step.betting))
            if self._bets((step.game, step.betting)):
                for column in (Column.SMALL_BET, Column.BIG_BET):
                    self.setColumnHidden(column, False)
            if self._is_stud((step.game, step.betting)):
                self.setColumnHidden(Column.BRING_IN, False)

    def add_level(self, fallback: tuple[Step, ...] = ()) -> None:
        """Append a level doubling the last one's blinds (the last of ``fallback`` if the
        rows cannot be read)."""
        try:
            steps = self.steps()
        except FeltboardError:
            steps = fallback
        levels = [s for s in steps if isinstance(s, Level)]
        last = levels[-1] if levels else Level(25, 50)
        self.append(replace(
            last, small_blind=last.small_blind * 2, big_blind=last.big_blind * 2,
            ante=last.ante * 2, small_bet=_doubled(last.small_bet),
            big_bet=_doubled(last.big_bet), bring_in=last.bring_in * 2,
        ))

    def add_break(self) -> None:
        """Append a ten-minute break."""
        self.append(Break(10 * MINUTE, translate("StructureEditor", "Break")))

    def remove_selected(self) -> None:
        """Remove the selected row."""
        row = self.currentRow()
        if row >= 0:
            self.removeRow(row)

    def steps(self) -> tuple[Step, ...]:
        """The steps as typed.

        :raises FeltboardError: naming the row and what is wrong with it.
        """
        steps: list[Step] = []
        for row in range(self.rowCount()):
            kind = self._text(row, 0).lower()
            try:
                steps.append(self._step(row, kind))
            except FeltboardError as error:
                raise FeltboardError(
                    translate("StructureEditor", "Row {row}: {error}").format(
                        row=row + 1, error=error
                    )
                ) from error
        return tuple(steps)

    def _step(self, row: int, kind: str) -> Step:
        seconds = _seconds(self._text(row, Column.MINUTES))
        if kind in ("break", translate("StructureEditor", "Break").lower()):
            color_up = self._text(row, Column.COLOR_UP)
            return Break(
                seconds, self._text(row, Column.NOTE),
                _whole(color_up, _COLOR_UP_CHIP) if color_up else None,
            )
        if kind not in ("level", translate("StructureEditor", "Level").lower()):
            raise FeltboardError(translate("StructureEditor", "the kind is 'Level' or 'Break'"))
        small_bet, big_bet = self._text(row, Column.SMALL_BET), self._text(row, Column.BIG_BET)
        game, betting = self._played(row) or played_of(None)
        stud_game = game.is_stud  # a stud level has no blinds, whatever its cells hold
        return Level(
            small_blind=0 if stud_game else _whole(
                self._text(row, Column.SMALL_BLIND), _SMALL_BLIND),
            big_blind=0 if stud_game else _whole(self._text(row, Column.BIG_BLIND), _BIG_BLIND),
            ante=_whole(self._text(row, Column.ANTE) or "0", _ANTE),
            duration_seconds=seconds,
            small_bet=_whole(small_bet, _SMALL_BET) if small_bet else None,
            big_bet=_whole(big_bet, _BIG_BET) if big_bet else None,
            game=game,
            betting=betting,
            bring_in=_whole(self._text(row, Column.BRING_IN) or "0", _BRING_IN),
        )

    def _text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text().strip() if item is not None else ""

    def _played(self, row: int) -> tuple[Game, BettingStructure | None] | None:
        """The game and betting of the level in ``row``; ``None`` for a break."""
        item = self.item(row, Column.GAME)
        stored = item.data(GAME_ROLE) if item is not None else None
        return None if stored is None else played_of(stored)

    def _game_chosen(self, row: int) -> None:
        """A level's game chosen: its bets follow (filled with the usual big blind and
        twice it when it turns fixed limit, emptied when it no longer bets fixed limit),
        and so do its blinds and bring-in when it turns stud or leaves stud."""
        played = self._played(row)
        if played is None:
            return
        self._follow_stud(row, played)
        self.show_bets(self._night)

    def _follow_stud(self, row: int, played: Played) -> None:
        """The cells of the level in ``row``, now playing ``played``, made to fit it."""
        bets = self._bets(played)
        small, big = self.item(row, Column.SMALL_BET), self.item(row, Column.BIG_BET)
        small_blind, big_blind = (self.item(row, Column.SMALL_BLIND),
                                  self.item(row, Column.BIG_BLIND))
        bring_in, ante = self.item(row, Column.BRING_IN), self.item(row, Column.ANTE)
        if None in (small, big, small_blind, big_blind, bring_in, ante):
            return
        assert small and big and small_blind and big_blind and bring_in and ante
        small_bet, typed_big_blind = _number(small.text()), _number(big_blind.text())
        if not bets:
            small.setText("")
            big.setText("")
        elif not small.text().strip() and not big.text().strip() and typed_big_blind:
            # The engine's own default, written out so the dealer sees the bets.
            small.setText(f"{typed_big_blind:,}")
            big.setText(f"{2 * typed_big_blind:,}")
        if played[0].is_stud:
            small_blind.setText("")
            big_blind.setText("")
        elif not typed_big_blind and small_bet:
            # Back from stud: the blinds of its bets, as in H.O.R.S.E.
            small_blind.setText(f"{small_bet // 2:,}")
            big_blind.setText(f"{small_bet:,}")
        if not self._is_stud(played):
            bring_in.setText("")
        elif not bring_in.text().strip() and _number(small.text()):
            self._fill_stud_amounts(ante, bring_in, _number(small.text()))

    def _fill_stud_amounts(
        self, ante: QTableWidgetItem, bring_in: QTableWidgetItem, small_bet: int
    ) -> None:
        """The usual ante (where none is typed) and bring-in of a small bet of
        ``small_bet``, as "Build the levels" gives them."""
        try:
            usual_ante, usual_bring_in = stud_amounts(small_bet, self.chip_unit())
        except FeltboardError:
            return  # no bring-in fits: the dealer types one, refused in words if wrong
        bring_in.setText(f"{usual_bring_in:,}")
        if not _number(ante.text()):
            ante.setText(f"{usual_ante:,}")

    def _choice_label(self, played: Played) -> str:
        """A game as the Game combo lists it: hold'em, on a night of several games, is the
        rotation's game (the level names none)."""
        if self._rotation is not None and not names_game(played):
            return translate("StructureEditor", "As the rotation")
        return played_label(played, self._night)

    def _label(self, row: int, played: Played) -> str:
        """The Game cell of the level in ``row``: a level left to the rotation says the
        game it deals ("Razz (rotation)"), or that each table's orbit decides."""
        rotation = self._rotation
        if rotation is None or names_game(played):
            return played_label(played, self._night)
        if rotation.change is not GameChange.LEVEL:
            return translate("StructureEditor", "Each orbit's game")
        number = sum(1 for before in range(row) if self._played(before) is not None) + 1
        night = rotation.game_of_level(number)
        return translate("StructureEditor", "{game} (rotation)").format(
            game=played_label((night.game, night.betting), self._night))

    def _is_stud(self, played: Played) -> bool:
        """Whether a level playing ``played`` deals stud hands (and so has a bring-in)."""
        return played[0].is_stud or (self._rotation_stud and not names_game(played))

    def _bets(self, played: Played) -> bool:
        """Whether a level playing ``played`` has fixed-limit bets (stud's too)."""
        return plays_fixed_limit(played, self._night) or self._is_stud(played)

    def _lock_bets(self, row: int, played: Played) -> None:
        """Bet cells are typed only in a fixed-limit (or stud) level not yet played, the
        bring-in only in a stud level, the blinds in any but a stud game's."""
        playable = row >= self._locked
        for columns, typed in (
            ((Column.SMALL_BET, Column.BIG_BET), self._bets(played)),
            ((Column.BRING_IN,), self._is_stud(played)),
            ((Column.SMALL_BLIND, Column.BIG_BLIND), not played[0].is_stud),
        ):
            for column in columns:
                item = self.item(row, column)
                if item is not None:
                    lock_item(item, not (playable and typed))


class StructureEditor(QWidget):
    """A table of levels and breaks; Apply records the new structure (undoable)."""

    def __init__(self, session: LiveTournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.table = StepsTable(self)
        self.table.chip_unit = lambda: session.state.setup.chip_set.unit
        self.error_label = QLabel(self)
        self.error_label.setObjectName("structureError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")
        # Two rows of buttons: five in one row do not fit the side panel at 1280 wide.
        buttons = QGridLayout()
        for position, (text, name, slot) in enumerate((
            (translate("StructureEditor", "Add level"), "addLevel", self.add_level),
            (translate("StructureEditor", "Add break"), "addBreak", self.add_break),
            (translate("StructureEditor", "Remove row"), "removeRow", self.remove_row),
            (translate("StructureEditor", "Revert"), "revertStructure", self.reload),
            (translate("StructureEditor", "Apply"), "applyStructure", self.apply),
        )):
            button = QPushButton(text, self)
            button.setObjectName(name)
            button.clicked.connect(slot)
            buttons.addWidget(button, position // 3, position % 3)
        column = QVBoxLayout(self)
        column.addWidget(self.table, 1)
        column.addWidget(self.error_label)
        column.addLayout(buttons)
        self._shown: tuple[Step, ...] = ()
        self.reload()
        session.changed.connect(self._follow)

    def reload(self) -> None:
        """Show the tournament's current structure."""
        self.error_label.clear()
        setup = self._session.state.setup
        steps = setup.structure.steps
        self._shown = steps
        rotation = setup.rotation
        self.table.show_rotation(
            rotation,
            rotation is not None and any(night.game.is_stud for night in rotation.games),
            fill=False,
        )
        self.table.show_steps(steps, setup.rules.structure)

    def _follow(self) -> None:
        """Show a structure changed elsewhere (undo, redo), unless edits are pending."""
        current = self._session.state.setup.structure.steps
        if current == self._shown:
            return
        try:
            untouched = self.steps() == self._shown
        except FeltboardError:
            untouched = False
        if untouched:
            self.reload()
        else:
            self.error_label.setText(
                translate(
                    "StructureEditor",
                    "The tournament's structure changed (undo or redo); Revert shows it, "
                    "Apply records your edits instead.",
                )
            )

    def add_level(self) -> None:
        """Append a level doubling the last one's blinds."""
        self.table.add_level(self._session.state.setup.structure.steps)

    def add_break(self) -> None:
        """Append a ten-minute break."""
        self.table.add_break()

    def remove_row(self) -> None:
        """Remove the selected row."""
        self.table.remove_selected()

    def steps(self) -> tuple[Step, ...]:
        """The steps as typed.

        :raises FeltboardError: naming the row and what is wrong with it.
        """
        return self.table.steps()

    def apply(self) -> bool:
        """Check the structure against the chip set and record it; explain any problem."""
        self.error_label.clear()
        state = self._session.state
        try:
            structure = BlindStructure(self.steps())
            verify_structure(structure, state.setup.chip_set)
        except FeltboardError as error:
            self.error_label.setText(str(error))
            return False
        if structure == state.setup.structure:
            self.error_label.setText(translate("StructureEditor", "Nothing changed."))
            return False
        previous, self._shown = self._shown, structure.steps  # what the table shows now
        problem = self._session.edits.change_structure(structure)
        if problem is not None:
            self._shown = previous
            self.error_label.setText(problem)
        return problem is None


LOCKED_TEXT = QColor(128, 128, 128)
"""Grey for cells that can no longer change, readable on the dark and light themes."""


def lock_item(item: QTableWidgetItem, locked: bool) -> None:
    """Make a table cell read-only and grey (``locked``), or editable again."""
    flags = item.flags() | Qt.ItemFlag.ItemIsEditable
    item.setFlags(flags & ~Qt.ItemFlag.ItemIsEditable if locked else flags)
    item.setForeground(QBrush(LOCKED_TEXT) if locked else QBrush())


def _minutes(seconds: int) -> str:
    return str(seconds // MINUTE) if seconds % MINUTE == 0 else f"{seconds / MINUTE:g}"


_COLOR_UP_CHIP = QT_TRANSLATE_NOOP("StructureEditor", "chip to color up")
_SMALL_BLIND = QT_TRANSLATE_NOOP("StructureEditor", "small blind")
_BIG_BLIND = QT_TRANSLATE_NOOP("StructureEditor", "big blind")
_ANTE = QT_TRANSLATE_NOOP("StructureEditor", "ante")
_SMALL_BET = QT_TRANSLATE_NOOP("StructureEditor", "small bet")
_BIG_BET = QT_TRANSLATE_NOOP("StructureEditor", "big bet")
_BRING_IN = QT_TRANSLATE_NOOP("StructureEditor", "bring-in")
"""How a refusal names each cell it reads."""


def _seconds(text: str) -> int:
    """Minutes as typed (``'20'``, ``'2.5'``) in whole seconds.

    :raises FeltboardError: for anything else.
    """
    try:
        minutes = Decimal(text.replace(",", ".").strip())
    except InvalidOperation:
        minutes = Decimal(-1)
    seconds = minutes * MINUTE
    if not minutes.is_finite() or minutes <= 0 or seconds != seconds.to_integral_value():
        raise FeltboardError(
            translate(
                "StructureEditor",
                "the minutes must be a positive number such as 20 or 2.5, not '{text}'",
            ).format(text=text)
        )
    return int(seconds)


def _number(text: str) -> int:
    """A whole amount as a cell shows it (``'1,000'``); 0 for anything else."""
    cleaned = text.replace(",", "").strip()
    return int(cleaned) if cleaned.isdigit() else 0


def _optional(value: int | None) -> str:
    return "" if value is None else f"{value:,}"


def _doubled(value: int | None) -> int | None:
    return None if value is None else value * 2


def _whole(text: str, what: str) -> int:
    cleaned = text.replace(",", "").strip()
    if not cleaned.isdigit():
        raise FeltboardError(
            translate("StructureEditor", "the {what} must be a whole number, not '{text}'").format(
                what=translate("StructureEditor", what), text=text
            )
        )
    return int(cleaned)
