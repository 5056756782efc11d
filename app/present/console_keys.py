"""The dealer console's keyboard as a table: one meaning per key in each state (no Qt).

The console derives a :class:`Mode` from what is on the table, then enables exactly the
commands :data:`MEANINGS` lists for that mode, and routes every typed key with
:func:`route`. Both are pure, so the whole table is tested without a window; the window
only binds each :class:`Command` to a handler (:func:`keymap`). docs/console-input.md is
this module written out for dealers.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeVar

from app.engine.config import Street
from app.engine.hand import HandState
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.stud_view import street_due, stud_state
from app.present.terms import street_label

Handler = TypeVar("Handler")


class Mode(enum.Enum):
    """What the keyboard is for right now."""

    WAITING = "waiting to deal"
    BETTING = "betting"
    CONFIRM_ALL_IN = "all-in to confirm"
    AMOUNT = "amount being typed"
    BOARD = "board due"
    DRAW = "a player draws"
    SHOWDOWN = "showdown"
    BETWEEN = "between hands"
    BREAK = "break: no hand is dealt"
    CONFIRM_BREAK_DEAL = "a deal during the break to confirm"
    REVIEW = "reviewing a past hand"
    NO_PLAY = "no play at this table"
    READ_ONLY = "read-only file"


class Command(enum.Enum):
    """A console command that a key or a menu item triggers."""

    FOLD = "F"
    CHECK_CALL = "C"
    WAGER = "R"
    ALL_IN = "A"
    DEAL_BOARD = "D"
    # Stud's B: not a one-letter value, which would make it the button draw's alias; B
    # names it in the betting mode only (:func:`command_for`).
    BRING_IN = "Bring in"
    NEXT_HAND = "N"
    BUTTON_DRAW = "B"
    MISDEAL = "Misdeal"
    UNDO = "Ctrl+Z"
    REDO = "Ctrl+Shift+Z"
    END_REVIEW = "Esc"


_IN_HAND = {Command.MISDEAL: "void this hand (misdeal)", Command.UNDO: "undo",
            Command.REDO: "redo"}
_OUT_OF_HAND = {Command.UNDO: "undo", Command.REDO: "redo"}

#: What each command means in each mode; a command missing from a mode is disabled there.
MEANINGS: Mapping[Mode, Mapping[Command, str]] = {
    Mode.WAITING: {
        Command.NEXT_HAND: "deal the first hand",
        Command.BUTTON_DRAW: "record the draw for the first button",
        **_OUT_OF_HAND,
    },
    Mode.BETTING: {
        Command.FOLD: "fold",
        Command.CHECK_CALL: "check, or call",
        Command.WAGER: "bet or raise to the amount in the box",
        Command.ALL_IN: "all-in",
        Command.BRING_IN: "post the bring-in (stud's third street)",
        **_IN_HAND,
    },
    Mode.CONFIRM_ALL_IN: {Command.ALL_IN: "confirm the all-in"},
    Mode.AMOUNT: {Command.WAGER: "bet or raise to the amount typed", **_IN_HAND},
    Mode.BOARD: {
        Command.DEAL_BOARD: "deal the street (board or stud) with the cards typed",
        **_IN_HAND,
    },
    Mode.DRAW: dict(_IN_HAND),  # the digits 0-5 record the draw (Route.DRAW_COUNT)
    Mode.SHOWDOWN: dict(_IN_HAND),
    Mode.BETWEEN: {Command.NEXT_HAND: "deal the next hand", **_OUT_OF_HAND},
    Mode.BREAK: {Command.NEXT_HAND: "ask to deal a hand during the break", **_OUT_OF_HAND},
    Mode.CONFIRM_BREAK_DEAL: {Command.NEXT_HAND: "deal a hand during the break"},
    Mode.REVIEW: {Command.END_REVIEW: "back to the live table"},
    Mode.NO_PLAY: dict(_OUT_OF_HAND),
    Mode.READ_ONLY: {},  # viewing and exporting only: nothing records
}

#: The line shown under the dealer's controls in each mode (English: the console shows
#: ``translate("ConsoleKeys", HINTS[mode])``).
HINTS: Mapping[Mode, str] = {
    Mode.WAITING: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "N deals the first hand · B records the draw for the button"
    ),
    Mode.BETTING: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "F fold · C check/call · type an amount, then Enter or R · A all-in"
    ),
    Mode.CONFIRM_ALL_IN: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "A again: all-in · any other key or Esc cancels"
    ),
    Mode.AMOUNT: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "Digits, then Enter or R to bet · Esc back to F, C, A"
    ),
    Mode.BOARD: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "Type the cards anywhere (e.g. Ah Kd 7c), then Enter · D deals"
    ),
    Mode.DRAW: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "A digit records how many cards the player draws · 0 stands pat"
    ),
    Mode.SHOWDOWN: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "Type each player's cards, then Enter · or choose who wins each pot"
    ),
    Mode.BETWEEN: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "N deals the next hand · Ctrl+Z undoes the last action"
    ),
    Mode.BREAK: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "Break: no hand is dealt · N asks to deal one anyway"
    ),
    Mode.CONFIRM_BREAK_DEAL: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "N again: deal during the break · any other key or Esc cancels"
    ),
    Mode.REVIEW: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "Reviewing a past hand · Esc back to the live table"
    ),
    Mode.NO_PLAY: QT_TRANSLATE_NOOP("ConsoleKeys", "No hand can be dealt at this table"),
    Mode.READ_ONLY: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "Read-only file: view the hands and export them; nothing can be recorded"
    ),
}


def console_mode(
    hand: HandState | None,
    *,
    reviewing: bool = False,
    typing_amount: bool = False,
    all_in_asked: bool = False,
    can_deal: bool = True,
    hands_played: int = 0,
    read_only: bool = False,
    on_break: bool = False,
    break_deal_asked: bool = False,
) -> Mode:
    """The keyboard's mode for the table on show.

    ``hand`` is the hand in progress there (``None`` between hands); ``typing_amount``
    whether the amount box has the keyboard; ``all_in_asked`` whether A was pressed once
    and waits for its confirmation; ``can_deal`` whether a next hand can be
    dealt at this table; ``hands_played`` how many hands it has finished; ``read_only``
    whether the file is open for viewing only (a past hand may still be reviewed);
    ``on_break`` whether the clock shows a break the host has not chosen to deal through,
    and ``break_deal_asked`` whether N was pressed once there and waits for a second.

    >>> console_mode(None, hands_played=0)
    <Mode.WAITING: 'waiting to deal'>
    >>> console_mode(None, reviewing=True)
    <Mode.REVIEW: 'reviewing a past hand'>
    >>> console_mode(None, read_only=True)
    <Mode.READ_ONLY: 'read-only file'>
    >>> console_mode(None, hands_played=4, on_break=True)
    <Mode.BREAK: 'break: no hand is dealt'>
    """
    if reviewing:
        return Mode.REVIEW
    if read_only:
        return Mode.READ_ONLY
    if hand is None:
        if not can_deal:
            return Mode.NO_PLAY
        if on_break:
            return Mode.CONFIRM_BREAK_DEAL if break_deal_asked else Mode.BREAK
        return Mode.BETWEEN if hands_played else Mode.WAITING
    if hand.legal_actions() is not None:
        if typing_amount:
            return Mode.AMOUNT
        return Mode.CONFIRM_ALL_IN if all_in_asked else Mode.BETTING
    if hand.awaiting_board is not None or street_due(hand) is not None:
        return Mode.BOARD
    if hand.awaiting_draw is not None:
        return Mode.DRAW
    return Mode.SHOWDOWN


#: The hints of a stud hand where they differ from a flop game's.
_STUD_HINTS: Mapping[Mode, str] = {
    Mode.BOARD: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "Type the up cards seat by seat (e.g. 9c Kd 2s), then Enter · "
        "Enter alone: without cards"
    ),
}
_BRING_IN_HINT = QT_TRANSLATE_NOOP(
    "ConsoleKeys", "B bring in · R complete · the bring-in cannot fold or check"
)


def hint(mode: Mode, hand: HandState | None) -> str:
    """The line under the controls for ``mode`` with ``hand`` on the table, in the
    language in use: :data:`HINTS`, or stud's own words where they differ."""
    stud = stud_state(hand)
    if stud is not None:
        if mode is Mode.BETTING and stud.bring_in_due:
            return translate("ConsoleKeys", _BRING_IN_HINT)
        if mode in _STUD_HINTS:
            return translate("ConsoleKeys", _STUD_HINTS[mode])
    return translate("ConsoleKeys", HINTS[mode])


def enabled(mode: Mode) -> frozenset[Command]:
    """The commands that mean something in ``mode``."""
    return frozenset(MEANINGS[mode])


def keymap(handlers: Mapping[Command, Handler]) -> dict[Mode, dict[Command, Handler]]:
    """``{mode: {command: handler}}``: each mode's commands bound to their handlers."""
    return {
        mode: {command: handlers[command] for command in meanings}
        for mode, meanings in MEANINGS.items()
    }


def board_prompt(street: Street) -> str:
    """``'Deal the flop (3 cards)'``."""
    if street is Street.FLOP:
        return translate("ConsoleKeys", "Deal the flop (3 cards)")
    return translate("ConsoleKeys", "Deal the {street} (1 card)").format(
        street=street_label(street).lower()
    )


# ----- routing typed keys ----------------------------------------------------------------


class Focus(enum.Enum):
    """Where the keyboard is, as far as routing cares."""

    TABLE = "table"  # the felt, a button, or nothing that takes text
    AMOUNT_BOX = "amount box"
    CARD_BOX = "card box"  # the board cards or a showdown hand
    OTHER_TEXT = "other text box"  # a name, a seat, the structure: typing goes there
    CLOCK = "clock control"
    OTHER_CONTROL = "other control"  # a button or list beside the table (review, tabs)


class Route(enum.Enum):
    """What becomes of a key."""

    PASS = "pass"  # Qt's usual handling: a text box types it, a shortcut fires
    TO_CARDS = "to cards"  # move the keyboard to the card box, then type the key there
    TO_AMOUNT = "to amount"  # move the keyboard to the amount box, typing over it
    TABLE = "table"  # Esc: the keyboard goes back to the table
    ASK_ALL_IN = "ask all-in"  # A from the keyboard: ask for a second A first
    SUBMIT = "submit"  # Enter outside a box: the box's Enter
    RUN = "run"  # a command this mode gives the key (:func:`command_for` with the mode)
    SWALLOW = "swallow"  # nothing happens (and nothing is said)
    REFUSE = "refuse"  # nothing happens, and the console says why
    DRAW_COUNT = "draw count"  # a digit in a draw: that many cards drawn (the engine checks)


@dataclass(frozen=True, slots=True)
class KeyPress:
    """A key as routing sees it: Qt-free."""

    text: str = ""  # the character typed, "" for keys that type none
    escape: bool = False
    enter: bool = False
    space: bool = False
    modified: bool = False  # Ctrl, Alt or Meta held: a shortcut, never text


_CARD_CHARS = frozenset("23456789TJQKAtjqka10")
_CARD_TEXT = _CARD_CHARS | frozenset("cdhsCDHS ,")
_AMOUNT_TEXT = frozenset("0123456789,. _")  # either language's thousands separator
_COMMAND_KEYS = {command.value: command for command in Command if len(command.value) == 1}
#: Keys that mean another command in one mode than their own letter's: B brings in while
#: a player is to act (stud), and records the button draw before the first hand.
_MODE_KEYS: Mapping[Mode, Mapping[str, Command]] = {Mode.BETTING: {"B": Command.BRING_IN}}


def command_for(key: KeyPress, mode: Mode | None = None) -> Command | None:
    """The one-letter command ``key`` names, if any (``F``, ``C``, ``R``, ``A``, ``D``, ``N``,
    ``B``); in ``mode``, the command that mode gives the letter.

    >>> command_for(KeyPress(text="b")), command_for(KeyPress(text="b"), Mode.BETTING)
    (<Command.BUTTON_DRAW: 'B'>, <Command.BRING_IN: 'Bring in'>)
    """
    if key.modified or len(key.text) != 1:
        return None
    letter = key.text.upper()
    if mode is not None and letter in _MODE_KEYS.get(mode, {}):
        return _MODE_KEYS[mode][letter]
    return _COMMAND_KEYS.get(letter)


def route(mode: Mode, focus: Focus, key: KeyPress, board_text: str = "") -> Route:
    """Where ``key`` goes in ``mode`` with the keyboard at ``focus``.

    ``board_text`` is what the card box holds already: a letter that continues a card
    being typed (the ``d`` of ``Kd``) belongs to the cards, never to a command.

    >>> route(Mode.BOARD, Focus.TABLE, KeyPress(text="A"))
    <Route.TO_CARDS: 'to cards'>
    >>> route(Mode.AMOUNT, Focus.AMOUNT_BOX, KeyPress(text="f"))
    <Route.REFUSE: 'refuse'>
    >>> route(Mode.DRAW, Focus.TABLE, KeyPress(text="2"))
    <Route.DRAW_COUNT: 'draw count'>
    """
    if key.escape:
        return Route.TABLE
    if key.modified:
        return Route.PASS
    if focus is Focus.OTHER_TEXT:
        return Route.PASS
    if focus is Focus.AMOUNT_BOX:
        return _route_in_amount(key)
    if focus is Focus.CARD_BOX:
        return Route.PASS
    if key.space and focus in (Focus.CLOCK, Focus.OTHER_CONTROL):
        return Route.PASS  # Space presses the button that has the keyboard
    if mode is Mode.CONFIRM_ALL_IN:
        return Route.PASS if command_for(key) is Command.ALL_IN else Route.REFUSE
    if mode is Mode.CONFIRM_BREAK_DEAL:
        return Route.PASS if command_for(key) is Command.NEXT_HAND else Route.REFUSE
    if mode in (Mode.BOARD, Mode.SHOWDOWN) and _is_card_text(key.text, board_text):
        return Route.TO_CARDS
    if key.space:
        return Route.SWALLOW
    if key.enter:
        return Route.SUBMIT if mode is Mode.BOARD else Route.SWALLOW
    if mode is Mode.BETTING and key.text.isdigit():
        return Route.TO_AMOUNT
    if mode is Mode.DRAW and key.text.isdigit():
        return Route.DRAW_COUNT
    command = command_for(key, mode)
    if command is Command.BRING_IN:
        return Route.RUN  # its menu item has no key: B is the button draw's shortcut
    if mode is Mode.BETTING and command is Command.ALL_IN:
        # The costliest key, and the first letter of every ace: it asks before it acts.
        return Route.ASK_ALL_IN
    if command is not None:
        return Route.PASS if command in MEANINGS[mode] else Route.REFUSE
    return Route.PASS


def _route_in_amount(key: KeyPress) -> Route:
    if key.enter or not key.text:
        return Route.PASS  # Enter bets; Backspace, arrows and Delete edit
    if key.text in _AMOUNT_TEXT:
        return Route.PASS
    if key.text.upper() == Command.WAGER.value:
        return Route.SUBMIT
    return Route.REFUSE


def _is_card_text(text: str, board_text: str) -> bool:
    """Whether ``text`` is the start or the rest of cards being typed."""
    if len(text) != 1:
        return False
    if not board_text.strip():
        return text in _CARD_CHARS  # a card starts with its rank
    return text in _CARD_TEXT


def refusal(mode: Mode, key: KeyPress, hand_number: int | None = None) -> str:
    """What the console says when ``key`` means nothing in ``mode``."""
    if mode is Mode.CONFIRM_ALL_IN:
        return translate("ConsoleKeys", "All-in cancelled: nothing recorded")
    if mode is Mode.CONFIRM_BREAK_DEAL:
        return translate("ConsoleKeys", "No hand dealt: the break goes on")
    if mode is Mode.AMOUNT:
        return translate(
            "ConsoleKeys",
            "'{key}' is not part of an amount: type digits and press Enter, "
            "or Esc to go back to F, C, A",
        ).format(key=key.text)
    command = command_for(key)
    if mode is Mode.REVIEW:
        reason = (
            translate(
                "ConsoleKeys", "you are reviewing hand {number}; Esc goes back to the live table"
            ).format(number=hand_number)
            if hand_number is not None
            else translate(
                "ConsoleKeys", "you are reviewing a past hand; Esc goes back to the live table"
            )
        )
    else:
        reason = translate("ConsoleKeys", _REASONS[mode])
    if command is None:
        return translate("ConsoleKeys", "That key does nothing now: {reason}").format(
            reason=reason
        )
    return translate("ConsoleKeys", "'{key}' does nothing now: {reason}").format(
        key=key.text.upper(), reason=reason
    )


_REASONS: Mapping[Mode, str] = {
    Mode.WAITING: QT_TRANSLATE_NOOP("ConsoleKeys", "no hand is in play; N deals"),
    Mode.BETWEEN: QT_TRANSLATE_NOOP("ConsoleKeys", "no hand is in play; N deals the next hand"),
    Mode.BETTING: QT_TRANSLATE_NOOP("ConsoleKeys", "a player is to act: F, C, R or A"),
    Mode.CONFIRM_ALL_IN: "",
    Mode.BREAK: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "it is the break; N asks to deal a hand anyway"
    ),
    Mode.CONFIRM_BREAK_DEAL: "",
    Mode.BOARD: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "betting is over; type the board cards, then Enter"
    ),
    Mode.DRAW: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "a player draws: type how many cards (0 stands pat)"
    ),
    Mode.SHOWDOWN: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "the hand is at showdown: enter the shown cards or award the pots"
    ),
    Mode.REVIEW: "",
    Mode.NO_PLAY: QT_TRANSLATE_NOOP("ConsoleKeys", "no hand can be dealt at this table"),
    Mode.READ_ONLY: QT_TRANSLATE_NOOP(
        "ConsoleKeys", "this file is open read-only; nothing can be recorded"
    ),
}
"""Why a key does nothing in each mode (review and all-in say it their own way)."""
