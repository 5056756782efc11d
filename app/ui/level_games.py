"""The Game cell of a level row: which game a level deals and how it is bet.

The cell holds a level's game and betting (``Level.game``, ``Level.betting``); editing
it opens a combo of the games a home night plays, so a dealer picks one by keyboard
(typing its first letters, or the arrows) as with the mouse. Hold'em betting as the
night's rules is the default and is written without a game, so a hold'em night's files
stay as they were.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QComboBox, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from app.engine.games import Game
from app.engine.rules import BettingStructure
from app.present.room_facts import game_with_betting

Played = tuple[Game, BettingStructure | None]
"""A level's game and its betting (``None``: as the night's rules say)."""

HOLDEM: Played = (Game.HOLDEM, None)

OFFERED: tuple[Played, ...] = (
    HOLDEM,
    (Game.OMAHA, BettingStructure.POT_LIMIT),
    (Game.OMAHA_HI_LO, BettingStructure.POT_LIMIT),
    (Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT),
    (Game.SHORT_DECK, BettingStructure.NO_LIMIT),
    (Game.STUD, None),
    (Game.STUD_HI_LO, None),
    (Game.RAZZ, None),
)
"""The games a level may deal, as the combo lists them: hold'em first (the default), the
two pot-limit Omahas together ("P", then Down for hi-lo), the stud games last (always
fixed limit, so written without a betting)."""

GAME_ROLE = Qt.ItemDataRole.UserRole + 1
"""Where a Game cell keeps its level's game and betting, as plain text (``'omaha
pot_limit'``): Qt hands enums back as bare strings, so the cell stores text it parses."""

Index = QModelIndex | QPersistentModelIndex


def played_text(played: Played) -> str:
    """What a Game cell stores for ``played``.

    >>> played_text((Game.OMAHA, BettingStructure.POT_LIMIT)), played_text(HOLDEM)
    ('omaha pot_limit', 'holdem')
    """
    game, betting = played
    return game.value if betting is None else f"{game.value} {betting.value}"


def played_of(text: object) -> Played:
    """The game and betting a Game cell stores; hold'em for an empty or unreadable cell.

    >>> played_of('omaha_hi_lo fixed_limit')
    (<Game.OMAHA_HI_LO: 'omaha_hi_lo'>, <BettingStructure.FIXED_LIMIT: 'fixed_limit'>)
    >>> played_of(None)
    (<Game.HOLDEM: 'holdem'>, None)
    """
    parts = str(text).split() if isinstance(text, str) else []
    try:
        game = Game(parts[0]) if parts else Game.HOLDEM
        betting = BettingStructure(parts[1]) if len(parts) > 1 else None
    except ValueError:
        return HOLDEM
    return game, betting


def played_label(played: Played, night: BettingStructure) -> str:
    """``'Pot-limit Omaha'``: the game as the cell and the combo show it; a level betting
    as the rules say bets as the night does. A stud game is named alone (always fixed
    limit), so typing its first letter finds it.

    >>> night = BettingStructure.NO_LIMIT
    >>> played_label(HOLDEM, night), played_label((Game.RAZZ, None), night)
    ("No-limit Hold'em", 'Razz')
    """
    if played[0].is_stud:
        return played[0].label
    return game_with_betting(played[0], _betting(played, night))


def _betting(played: Played, night: BettingStructure) -> BettingStructure:
    """How a level playing ``played`` bets: its own, else the night's; stud fixed limit."""
    if played[0].is_stud:
        return BettingStructure.FIXED_LIMIT
    return played[1] if played[1] is not None else night


def plays_fixed_limit(played: Played, night: BettingStructure) -> bool:
    """Whether a level playing ``played`` bets fixed limit (and so has small and big bets).

    >>> plays_fixed_limit((Game.RAZZ, None), BettingStructure.NO_LIMIT)
    True
    """
    return _betting(played, night) is BettingStructure.FIXED_LIMIT


def names_game(played: Played) -> bool:
    """Whether a level playing ``played`` keeps its game whatever the night's rotation
    says (as :attr:`Level.names_game`)."""
    return played != HOLDEM


def choices(current: Played) -> tuple[Played, ...]:
    """The combo's games: those offered, and the level's own when a template or an older
    setup gave it another (fixed-limit hold'em on a no-limit night), so opening the combo
    never changes a level by itself."""
    return OFFERED if current in OFFERED else (*OFFERED, current)


class GameDelegate(QStyledItemDelegate):
    """Edits a Game cell with a combo of :func:`choices`, each named by ``label``; Return
    or leaving the cell keeps the game chosen (then ``chosen(row)`` is told), Escape the
    one before."""

    def __init__(
        self,
        label: Callable[[Played], str],
        chosen: Callable[[int], None],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._label = label
        self._chosen = chosen

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: Index
    ) -> QWidget:
        combo = QComboBox(parent)
        combo.setObjectName("levelGame")
        return combo

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        assert isinstance(editor, QComboBox)
        current = played_of(index.data(GAME_ROLE))
        editor.clear()
        for played in choices(current):
            editor.addItem(self._label(played), played_text(played))
        editor.setCurrentIndex(choices(current).index(current))

    def setModelData(
        self, editor: QWidget, model: QAbstractItemModel, index: Index
    ) -> None:
        assert isinstance(editor, QComboBox)
        played = played_of(editor.currentData())
        model.setData(index, played_text(played), GAME_ROLE)
        model.setData(index, self._label(played), Qt.ItemDataRole.DisplayRole)
        self._chosen(index.row())
