"""The rows of the showdown page of the action bar: a hand to show, a pot to award."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QWidget

from app.engine.errors import chips
from app.engine.hand import HandState
from app.engine.wording import translate
from app.present.terms import pot_label
from app.ui.widgets import FlowLayout, compact_button, fit_width

#: Hands to show sit in this many columns, so nine fit in three lines at 1280x720.
SHOW_COLUMNS = 3
#: The widest a player's name may be beside a hand to show (longer names are cut, whole
#: in the tooltip): three rows must fit side by side in the console's width.
NAME_WIDTH = 96


_EXAMPLES: dict[int, Callable[[], str]] = {
    2: lambda: translate("ActionBar", "e.g. As Kd"),
    4: lambda: translate("ActionBar", "e.g. Ah Kh Qd Jd"),
}
"""The example in an empty card box, by hole cards dealt (read in the language in use)."""


class ShowRow(QWidget):
    """One player's shown cards at showdown: a box for the cards, Show and Muck."""

    def __init__(
        self,
        parent: QWidget,
        show: Callable[[int, str], None],
        muck: Callable[[int], str | None],
    ) -> None:
        super().__init__(parent)
        self.seat = 0
        self.label = QLabel(self)
        self.edit = QLineEdit(self)
        self.edit.setPlaceholderText(translate("ActionBar", "e.g. As Kd"))
        self.edit.setMinimumWidth(self.edit.fontMetrics().horizontalAdvance("As Kd") + 24)
        self.show_button = compact_button(translate("ActionBar", "Show"), self)
        self.muck_button = compact_button(translate("ActionBar", "Muck"), self)
        self.edit.returnPressed.connect(lambda: show(self.seat, self.edit.text()))
        self.show_button.clicked.connect(lambda: show(self.seat, self.edit.text()))
        self.muck_button.clicked.connect(lambda: muck(self.seat))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self.label)
        row.addWidget(self.edit, 1)
        row.addWidget(self.show_button)
        row.addWidget(self.muck_button)

    def set_seat(self, seat: int, name: str, can_muck: bool, hole_count: int = 2) -> None:
        """Ask for ``seat``'s ``hole_count`` cards (the box is emptied when the seat
        changes); the example shows as many cards as the game deals."""
        if seat != self.seat:
            self.edit.clear()
        self.seat = seat
        self.edit.setPlaceholderText(_EXAMPLES.get(hole_count, _EXAMPLES[2])())
        # Named as on the felt ("5. Ann"), so the eye finds the seat box at once.
        full = f"{seat}. {name}"
        self.label.setText(self.label.fontMetrics().elidedText(
            full, Qt.TextElideMode.ElideRight, NAME_WIDTH))
        self.label.setToolTip(
            translate("ActionBar", "{name} (seat {seat})").format(name=name, seat=seat)
        )
        self.edit.setObjectName(f"show{seat}")
        self.edit.setAccessibleName(
            translate("ActionBar", "Cards shown by {name} (seat {seat})").format(
                name=name, seat=seat
            )
        )
        self.show_button.setObjectName(f"showButton{seat}")
        self.muck_button.setObjectName(f"muckButton{seat}")
        self.muck_button.setVisible(can_muck)
        self.show()

class AwardRow(QWidget):
    """One pot at showdown: a toggle per player who can win it, and Award.

    The pot's label is never cut ("Main pot 2,250:"): the toggles wrap onto a second line
    instead when nine players can win it.
    """

    def __init__(
        self, parent: QWidget, award: Callable[[int, tuple[int, ...]], str | None]
    ) -> None:
        super().__init__(parent)
        self.pot_index = 0
        self.label = QLabel(self)
        self.label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.label.setStyleSheet("font-weight: bold;")
        self.toggles: list[QPushButton] = []
        self._flow_box = QWidget(self)
        self._flow = FlowLayout(self._flow_box)
        self.award_button = compact_button(translate("ActionBar", "Award"), self)
        self.award_button.clicked.connect(lambda: award(self.pot_index, self.chosen))
        # As tall as a button, text centred: level with the first line of toggles.
        self.label.setMinimumHeight(self.award_button.sizeHint().height())
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        row.addWidget(self.label, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self._flow_box, 1)
        row.addWidget(self.award_button, 0, Qt.AlignmentFlag.AlignTop)

    @property
    def chosen(self) -> tuple[int, ...]:
        """The seats toggled on, in seat order."""
        return tuple(sorted(
            int(t.property("seat")) for t in self.toggles if not t.isHidden() and t.isChecked()
        ))

    def set_pot(self, state: HandState, pot_index: int) -> None:
        """Offer ``pot_index`` to the players who can still win it, none chosen yet."""
        pot = state.pots[pot_index]
        self.pot_index = pot_index
        self.label.setText(
            translate("ActionBar", "{pot} {amount}:").format(
                pot=pot_label(pot.index), amount=chips(pot.amount)
            )
        )
        self.label.setToolTip(
            translate("ActionBar", "Choose who wins the {pot}, then Award").format(
                pot=pot_label(pot.index).lower()
            )
        )
        # Fixed to its text: a crowded row wraps the toggles, never cuts this label.
        self.label.setFixedWidth(self.label.sizeHint().width())
        self.award_button.setObjectName(f"awardPot{pot_index}")
        seats = [seat for seat in pot.eligible if not state.is_mucked(seat)]
        while len(self.toggles) < len(seats):
            toggle = compact_button("", self._flow_box)
            toggle.setCheckable(True)
            self._flow.addWidget(toggle)
            self.toggles.append(toggle)
        for toggle, seat in itertools.zip_longest(self.toggles, seats):
            if seat is None:
                toggle.hide()
                continue
            toggle.setChecked(False)
            toggle.setProperty("seat", seat)
            toggle.setText(state.config.player(seat))
            fit_width(toggle)
            toggle.setObjectName(f"award{pot_index}_{seat}")
            toggle.show()
        self._flow.invalidate()
        self.show()

def align_names(rows: list[ShowRow]) -> None:
    """Give every name the width of the longest, so the card boxes line up in columns."""
    width = max((row.label.sizeHint().width() for row in rows), default=0)
    for row in rows:
        row.label.setFixedWidth(min(width, NAME_WIDTH))
