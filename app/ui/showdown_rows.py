"""The rows of the showdown page of the action bar: a hand to show, a pot to award."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QWidget,
)

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
    3: lambda: translate("ActionBar", "down cards, e.g. As Kd 7c"),
    4: lambda: translate("ActionBar", "e.g. Ah Kh Qd Jd"),
    5: lambda: translate("ActionBar", "e.g. 7c 5d 4h 3s 2c"),  # 2-7 draw
    7: lambda: translate("ActionBar", "all seven, e.g. As Kd 7c 7h 2s 9d Jc"),
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

Award = Callable[[int, tuple[int, ...], tuple[int, ...] | None], str | None]
"""Award a pot: its index, the (high) winners, and in a hi-lo hand the low winners (empty:
no low; ``None``: the dealer has not said)."""


class AwardRow(QWidget):
    """One pot at showdown: a toggle per player who can win it, and Award.

    In a hi-lo hand the pot is awarded in halves: "High half to" the first toggles, "Low
    half to" the second, or "No low" (the high takes the pot). The pot's label is never
    cut ("Main pot 2,250:"): the toggles wrap onto a second line instead when nine
    players can win it.
    """

    def __init__(self, parent: QWidget, award: Award) -> None:
        super().__init__(parent)
        self.pot_index = 0
        self.hi_lo = False
        self.label = QLabel(self)
        self.label.setObjectName("awardPot")
        self.label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.toggles: list[QPushButton] = []
        self.low_toggles: list[QPushButton] = []
        self._high_label = QLabel(translate("ActionBar", "High half to"), self)
        self._low_label = QLabel(translate("ActionBar", "Low half to"), self)
        self._flow_box = QWidget(self)
        self._flow = FlowLayout(self._flow_box)
        self._low_box = QWidget(self)
        self._low_flow = FlowLayout(self._low_box)
        self.no_low = compact_button(translate("ActionBar", "No low"), self._low_box)
        self.no_low.setCheckable(True)
        self.no_low.setToolTip(translate(
            "ActionBar", "Nobody has a low: the high half's winners take the whole pot"))
        self.no_low.toggled.connect(self._no_low_toggled)
        self._low_flow.addWidget(self.no_low)
        self.award_button = compact_button(translate("ActionBar", "Award"), self)
        self.award_button.clicked.connect(
            lambda: award(self.pot_index, self.chosen, self.low_chosen)
        )
        # As tall as a button, text centred: level with the first line of toggles.
        self.label.setMinimumHeight(self.award_button.sizeHint().height())
        for half in (self._high_label, self._low_label):
            half.setMinimumHeight(self.award_button.sizeHint().height())
        halves = QGridLayout()
        halves.setContentsMargins(0, 0, 0, 0)
        halves.setVerticalSpacing(2)
        halves.addWidget(self._high_label, 0, 0, Qt.AlignmentFlag.AlignTop)
        halves.addWidget(self._flow_box, 0, 1)
        halves.addWidget(self._low_label, 1, 0, Qt.AlignmentFlag.AlignTop)
        halves.addWidget(self._low_box, 1, 1)
        halves.setColumnStretch(1, 1)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        row.addWidget(self.label, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(halves, 1)
        row.addWidget(self.award_button, 0, Qt.AlignmentFlag.AlignTop)

    @property
    def chosen(self) -> tuple[int, ...]:
        """The seats toggled on (for the high half in a hi-lo hand), in seat order."""
        return _toggled(self.toggles)

    @property
    def low_chosen(self) -> tuple[int, ...] | None:
        """The low half's winners: empty for no low (and in a high-only hand), ``None``
        while the dealer has chosen neither a player nor "No low"."""
        if not self.hi_lo or self.no_low.isChecked():
            return ()
        return _toggled(self.low_toggles) or None

    def set_pot(self, state: HandState, pot_index: int) -> None:
        """Offer ``pot_index`` to the players who can still win it, none chosen yet."""
        pot = state.pots[pot_index]
        self.pot_index = pot_index
        self.hi_lo = state.config.game.hi_lo
        self.label.setText(
            translate("ActionBar", "{pot} {amount}:").format(
                pot=pot_label(pot.index), amount=chips(pot.amount)
            )
        )
        tip = (
            translate("ActionBar", "Choose who wins the {pot}'s high half and low half (or "
                      "No low), then Award")
            if self.hi_lo
            else translate("ActionBar", "Choose who wins the {pot}, then Award")
        )
        self.label.setToolTip(tip.format(pot=pot_label(pot.index).lower()))
        # Fixed to its text: a crowded row wraps the toggles, never cuts this label.
        self.label.setFixedWidth(self.label.sizeHint().width())
        self.award_button.setObjectName(f"awardPot{pot_index}")
        seats = [seat for seat in pot.eligible if not state.is_mucked(seat)]
        _offer(state, seats, self.toggles, self._flow, self._flow_box, f"award{pot_index}")
        for widget in (self._high_label, self._low_label, self._low_box):
            widget.setVisible(self.hi_lo)
        if self.hi_lo:
            _offer(state, seats, self.low_toggles, self._low_flow, self._low_box,
                   f"awardLow{pot_index}", before=self.no_low, toggled=self._low_toggled)
        self.no_low.setChecked(False)
        self.no_low.setObjectName(f"noLow{pot_index}")
        self.show()

    def _no_low_toggled(self, checked: bool) -> None:
        """"No low" and a low winner exclude each other."""
        if checked:
            for toggle in self.low_toggles:
                toggle.setChecked(False)

    def _low_toggled(self, checked: bool) -> None:
        if checked:
            self.no_low.setChecked(False)


def _toggled(toggles: list[QPushButton]) -> tuple[int, ...]:
    """The seats of the toggles shown and on, in seat order."""
    return tuple(sorted(
        int(t.property("seat")) for t in toggles if not t.isHidden() and t.isChecked()
    ))


def _offer(
    state: HandState,
    seats: list[int],
    toggles: list[QPushButton],
    flow: FlowLayout,
    box: QWidget,
    name: str,
    before: QPushButton | None = None,
    toggled: Callable[[bool], None] | None = None,
) -> None:
    """One toggle per seat in ``toggles`` (made as needed, kept from hand to hand), off;
    ``before`` (the "No low" toggle) stays last in the flow; ``toggled`` is told when a
    new toggle changes."""
    while len(toggles) < len(seats):
        toggle = compact_button("", box)
        toggle.setCheckable(True)
        if toggled is not None:
            toggle.toggled.connect(toggled)
        if before is not None:
            flow.removeWidget(before)
        flow.addWidget(toggle)
        if before is not None:
            flow.addWidget(before)
        toggles.append(toggle)
    for toggle, seat in itertools.zip_longest(toggles, seats):
        if seat is None:
            toggle.hide()
            continue
        toggle.setChecked(False)
        toggle.setProperty("seat", seat)
        toggle.setText(state.config.player(seat))
        fit_width(toggle)
        toggle.setObjectName(f"{name}_{seat}")
        toggle.show()
    flow.invalidate()


def align_names(rows: list[ShowRow]) -> None:
    """Give every name the width of the longest, so the card boxes line up in columns."""
    width = max((row.label.sizeHint().width() for row in rows), default=0)
    for row in rows:
        row.label.setFixedWidth(min(width, NAME_WIDTH))
