"""The console's menu bar: File, Edit, View, Tournament and Hand. Each item runs one of
the window's commands (through its keyboard table, which enables them) or signals."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from app.engine.wording import translate
from app.present.console_keys import Command
from app.ui.language_menu import add_language_menu
from app.ui.print_menu import PrintMenu

if TYPE_CHECKING:
    from app.ui.main_window import MainWindow


def build_menus(window: MainWindow) -> None:
    _file_menu(window)
    edit = window.menuBar().addMenu(translate("MainWindow", "&Edit"))
    undo = command_action(window,
        Command.UNDO, translate("MainWindow", "&Undo"), QKeySequence.StandardKey.Undo
    )
    redo = command_action(window,
        Command.REDO, translate("MainWindow", "&Redo"), QKeySequence("Ctrl+Shift+Z")
    )
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    edit.addAction(undo)
    edit.addAction(redo)
    view = window.menuBar().addMenu(translate("MainWindow", "&View"))
    display = QAction(translate("MainWindow", "&Audience display"), window)
    display.setShortcut(QKeySequence("Ctrl+D"))
    display.triggered.connect(window.display_requested.emit)
    view.addAction(display)
    window.screens_menu = view.addMenu(translate("MainWindow", "Audience display &on"))
    window.screens_menu.aboutToShow.connect(window.fill_screens)
    look = view.addAction(translate("MainWindow", "Audience display &look…"), window.edit_look)
    look.setObjectName("lookAction")
    sounds = view.addAction(
        translate("MainWindow", "Sounds and &voice…"), window.sounds_requested.emit
    )
    sounds.setObjectName("soundsAction")
    _share_action(window, view)
    window.language_menu = add_language_menu(
        view, lambda text: window.statusBar().showMessage(text, 10000)
    )
    _tournament_menu(window)
    hand = window.menuBar().addMenu(translate("MainWindow", "&Hand"))
    for command, text in (
        (Command.FOLD, translate("MainWindow", "&Fold")),
        (Command.CHECK_CALL, translate("MainWindow", "&Check or call")),
        (Command.WAGER, translate("MainWindow", "&Bet or raise")),
        (Command.ALL_IN, translate("MainWindow", "&All-in")),
        (Command.DEAL_BOARD, translate("MainWindow", "&Deal next street")),
        (Command.NEXT_HAND, translate("MainWindow", "&Next hand")),
        (Command.BUTTON_DRAW, translate("MainWindow", "D&raw for the button…")),
    ):
        hand.addAction(command_action(window, command, text, QKeySequence(command.value)))
    bring_in = translate("MainWindow", "Bring &in (stud)")  # B, routed: no shortcut
    hand.addAction(command_action(window, Command.BRING_IN, bring_in, None))
    hand.addSeparator()
    misdeal = command_action(window,
        Command.MISDEAL, translate("MainWindow", "&Misdeal: void this hand"), None
    )
    misdeal.setObjectName("misdealAction")
    hand.addAction(misdeal)
    hand.addSeparator()
    back = command_action(window,
        Command.END_REVIEW, translate("MainWindow", "Back to the &live table"), None
    )
    hand.addAction(back)


def _file_menu(window: MainWindow) -> None:
    menu = window.menuBar().addMenu(translate("MainWindow", "&File"))
    for text, shortcut, slot in (
        (
            translate("MainWindow", "&New tournament…"),
            QKeySequence.StandardKey.New,
            window.new_requested.emit,
        ),
        (
            translate("MainWindow", "&Open…"),
            QKeySequence.StandardKey.Open,
            lambda: window.open_requested.emit(""),
        ),
        (
            translate("MainWindow", "Save a &copy…"),
            QKeySequence("Ctrl+Shift+S"),
            window.save_copy,
        ),
        (
            translate("MainWindow", "&Export hand histories…"),
            QKeySequence("Ctrl+E"),
            window.export_hands,
        ),
    ):
        action = QAction(text, window)
        action.setShortcut(shortcut)
        # triggered(bool) would hand its ``checked`` to a slot's first parameter
        # (export_hands took it for the format): every slot here is called bare.
        action.triggered.connect(lambda _checked=False, run=slot: run())
        menu.addAction(action)
    window.recent_menu = menu.addMenu(translate("MainWindow", "Open &recent"))
    window.recent_menu.aboutToShow.connect(window.fill_recent)
    menu.addSeparator()
    window.print_menu = PrintMenu(window.session, window)
    window.print_menu.message.connect(lambda text: window.statusBar().showMessage(text, 10000))
    menu.addMenu(window.print_menu)
    menu.addSeparator()
    quit_action = QAction(translate("MainWindow", "&Quit"), window)
    quit_action.setShortcut(QKeySequence.StandardKey.Quit)
    quit_action.triggered.connect(window.close)
    menu.addAction(quit_action)


def _tournament_menu(window: MainWindow) -> None:
    menu = window.menuBar().addMenu(translate("MainWindow", "&Tournament"))
    setup = menu.addAction(translate("MainWindow", "&Setup…"), window.setup_requested.emit)
    setup.setObjectName("setupAction")
    color_up = QAction(translate("MainWindow", "&Color up chips…"), window)
    color_up.setObjectName("colorUpAction")
    color_up.setShortcut(QKeySequence("Ctrl+U"))
    color_up.triggered.connect(window.color_up)
    menu.addAction(color_up)
    pads = menu.addAction(translate("MainWindow", "Dealer &pads…"), window.pads_requested.emit)
    pads.setObjectName("padsAction")
    deal = menu.addAction(translate("MainWindow", "Make a &deal…"), window.make_deal)
    deal.setObjectName("dealAction")
    menu.addSeparator()
    league = menu.addAction(translate("MainWindow", "&League…"), window.league_requested.emit)
    league.setObjectName("leagueAction")
    league.setShortcut(QKeySequence("Ctrl+L"))
    add = menu.addAction(
        translate("MainWindow", "&Add to league"), window.league_add_requested.emit
    )
    add.setObjectName("leagueAddAction")


def _share_action(window: MainWindow, view: QMenu) -> None:
    """View > Share on the network… (the controller opens the dialog and the service)."""
    view.addSeparator()
    share = view.addAction(
        translate("MainWindow", "Share on the &network…"), window.share_requested.emit
    )
    share.setObjectName("shareAction")


def command_action(
    window: MainWindow,
    command: Command,
    text: str,
    shortcut: QKeySequence | QKeySequence.StandardKey | None,
) -> QAction:
    """A menu item and shortcut for ``command``, run through the keyboard table."""
    action = QAction(text, window)
    action.setObjectName(f"command{command.name.title().replace('_', '')}")
    if shortcut is not None:
        action.setShortcut(shortcut)
    action.triggered.connect(lambda _checked=False, c=command: window.run(c))
    window.addAction(action)
    window.commands[command] = action
    return action
