"""Languages: Spanish loaded, no English left on the console and the audience display.

The walk reads every text a user sees without interacting: window titles, labels,
buttons, placeholders, tooltips, tab titles, table headers, every menu item (submenus
too), the hand log and the audience display's painted texts. It looks for words of the
English interface (:data:`ENGLISH_WORDS`); names the host typed (players, the
tournament, break notes) are data and are left out.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QTabBar,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertSettings, AlertSounds
from app.display.voice import (
    DisplayVoice,
    SoundsDialog,
    Speaker,
    break_words,
    level_words,
    speak_language,
)
from app.display.window import AudienceDisplay
from app.engine.accounts import rounding_note
from app.engine.clock import ClockStarted
from app.engine.entry_options import EntryKind
from app.engine.errors import chips
from app.engine.money import Currency
from app.engine.numbers import ENGLISH, number_style
from app.engine.presets import HOME_STANDARD, PRESETS
from app.engine.rules import AnteMode
from app.engine.structure import BlindStructure, Break, Level
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    EntryTaken,
    PlayerSeated,
    TableClosed,
    TableOpened,
    TableTrackingChanged,
)
from app.engine.wording import translate
from app.present.announcements import Announcement, clock_announcements, state_announcements
from app.present.print_sheets import build_document
from app.present.setup_fields import parse_amount, parse_whole
from app.present.sheet_kinds import Paper, What
from app.printing.output import write_pdf
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui import i18n, language_menu
from app.ui.i18n import (
    SETTINGS_LANGUAGE,
    install_language,
    installed_language,
    language_choice,
    resolve_language,
    save_language_choice,
    uninstall_language,
)
from app.ui.main_window import MainWindow
from app.ui.pads_dialog import PadRow, PadsDialog
from app.ui.setup_dialog import SetupDialog
from app.ui.share_dialog import ShareDialog
from tests.present.test_announcements import EUROS, at_untracked_tables, bust, registered
from tests.printing.nights import finished_night, seated_night
from tests.printing.pdf_tools import page_texts
from tests.ui.conftest import FixedClock
from tests.ui.test_keyboard import type_text

ENGLISH_WORDS = frozenset(
    " ".join((
        "the and or of to for with at by from into your this that these every nobody",
        "table tables seat seats hand hands player players chips chip pot pots prize prizes",
        "fold check call raise bet deal dealt next level levels break start pause resume",
        "clock register move bust rename replay void export open save file edit view undo",
        "redo quit show muck award status winners winner payouts structure log ready",
        "select type press enter entries entry left average leader pool blinds blind",
        "paused finished soon even tied more last main side between complete result",
        "amount cards card tournament setup share network language system recent",
        "new copy none yet tracked untracked counts needed balancing breaking stay enjoy",
        "resumes out bounties screen audience display full mute alert volume small big",
        "bets front empty act behind closed posts calls checks raises folds wins finishes",
    )).split()
)
"""Words of the English interface that no Spanish text contains.

Poker's loanwords that Spanish players use as they are (all-in, flop, turn, river, showdown,
ante, stack, add-on, KO, BB) are not listed; nor is a word that is also Spanish
("no", "a", "once", "color")."""

WORD = re.compile(r"[^\W\d_]+")


def english_words(text: str) -> set[str]:
    """The words of ``text`` that belong to the English interface."""
    return {word for word in WORD.findall(text) if word.lower() in ENGLISH_WORDS}


# ----- fixtures --------------------------------------------------------------------------


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    """The app's settings, in a throwaway file."""
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def spanish(qapp: QApplication, settings: QSettings) -> Iterator[str]:
    """Spanish installed as at start-up (the settings say ``es``); English again after."""
    save_language_choice("es", settings)
    language = install_language(qapp, settings)
    yield language
    uninstall_language(qapp)


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    """No translation installed (what every other test runs in)."""
    uninstall_language(qapp)
    yield
    uninstall_language(qapp)


@pytest.fixture
def windows(
    qtbot: QtBot, three_handed: TournamentFile, clock: FixedClock
) -> Callable[[], tuple[MainWindow, AudienceDisplay]]:
    """A function opening the console and the audience display on one tournament."""

    def make() -> tuple[MainWindow, AudienceDisplay]:
        session = LiveTournament(three_handed, clock=clock)
        window = MainWindow(session)
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        display = AudienceDisplay(session, sounds=AlertSounds(effect_factory=_SilentEffect))
        qtbot.addWidget(display)
        display.resize(1280, 720)
        display.show()
        qtbot.waitExposed(display)
        window.activateWindow()  # the dealer's keys go to the console, not the TV
        qtbot.waitUntil(window.isActiveWindow)
        window.table_widget.setFocus()
        return window, display

    return make


class _SilentEffect:
    """A sound effect that plays nothing (the display's alerts are not under test)."""

    def __init__(self, parent: object) -> None:
        del parent

    def setSource(self, url: object) -> None:
        del url

    def setVolume(self, volume: float) -> None:
        del volume

    def setMuted(self, muted: bool) -> None:
        del muted

    def play(self) -> None:
        pass


# ----- walking the screens ---------------------------------------------------------------


def data_texts(session: LiveTournament) -> set[str]:
    """What the host typed: player names, the tournament's name, break notes."""
    state = session.state
    notes = {s.note for s in state.setup.structure.steps if isinstance(s, Break) and s.note}
    return {p.name for p in state.players} | {state.setup.name} | notes


def menu_texts(menu: QMenu) -> Iterator[tuple[str, str]]:
    """Every item of ``menu`` and of its submenus (filled as when they open)."""
    menu.aboutToShow.emit()
    for action in menu.actions():
        if action.isSeparator():
            continue
        yield f"menu {menu.title()!r}", action.text()
        if action.menu() is not None:
            yield from menu_texts(action.menu())


def widget_texts(window: QWidget) -> Iterator[tuple[str, str]]:
    """``(where, text)`` for every text visible in ``window`` now, menus included."""
    yield "window title", window.windowTitle()
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        where = f"{type(widget).__name__} {widget.objectName()!r}"
        if widget.toolTip():
            yield f"{where} tooltip", widget.toolTip()
        if isinstance(widget, (QLabel, QAbstractButton)):
            yield where, widget.text()
        elif isinstance(widget, QLineEdit):
            yield f"{where} placeholder", widget.placeholderText()
        elif isinstance(widget, QComboBox):
            yield from ((where, widget.itemText(i)) for i in range(widget.count()))
        elif isinstance(widget, QTabBar):
            yield from ((where, widget.tabText(i)) for i in range(widget.count()))
        elif isinstance(widget, QPlainTextEdit):
            yield where, widget.toPlainText()
        if isinstance(widget, QTableView):
            model = widget.model()
            columns = widget.horizontalHeader().count()
            for column in range(columns):
                header = model.headerData(column, Qt.Orientation.Horizontal)
                yield f"{where} header", str(header or "")
            for row in range(widget.verticalHeader().count()):
                for column in range(columns):
                    yield f"{where} cell", str(model.index(row, column).data() or "")
        elif isinstance(widget, QListWidget):
            yield from ((f"{where} item", widget.item(i).text()) for i in range(widget.count()))
    for action in window.findChildren(QAction):
        if action.text() and not action.isSeparator():
            yield "action", action.text()
    if isinstance(window, MainWindow):
        for action in window.menuBar().actions():
            yield "menu bar", action.text()
            if action.menu() is not None:
                yield from menu_texts(action.menu())


def display_texts(display: AudienceDisplay) -> Iterator[tuple[str, str]]:
    """Every text painted on the audience display, and its title."""
    yield "display title", display.windowTitle()
    for text in display.composition().texts():
        yield "display", text
    for action in display.actions():
        yield "display action", action.text()


NOT_TRANSLATED = frozenset({"payoutRounding", "colorUpAccount"})
"""Widgets that show the engine's own sentences, which are English in every language (the
prizes' rounding note, the chip race): README "Languages" lists what is not translated."""

MARKUP = re.compile(r"<[^>]*>|&\w+;")


def english_left(texts: Iterator[tuple[str, str]], data: set[str]) -> list[str]:
    """Where English words are still shown (data the host typed is left out)."""
    found = []
    for where, shown in texts:
        if any(name in where for name in NOT_TRANSLATED):
            continue
        text = MARKUP.sub(" ", shown)  # rich text: its tags are no words
        for name in sorted(data, key=len, reverse=True):
            text = text.replace(name, " ")
        words = english_words(text)
        if words:
            found.append(f"{where}: {text!r} {sorted(words)}")
    return found


def walk(window: MainWindow, display: AudienceDisplay) -> list[str]:
    """English left on the console (every tab in turn) and on the display."""
    data = data_texts(window.session)
    found = english_left(display_texts(display), data)
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        found += english_left(widget_texts(window), data)
    window.tabs.setCurrentIndex(0)
    return sorted(set(found))


def keys(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type ``text`` as the dealer does, each key where the keyboard is then."""
    type_text(qtbot, window, text)


# ----- tests -----------------------------------------------------------------------------


def test_the_english_word_list_catches_the_english_interface(
    english: None, windows: Callable[[], tuple[MainWindow, AudienceDisplay]]
) -> None:
    """The walk would see English: in English it finds it on both screens."""
    window, display = windows()
    data = data_texts(window.session)
    assert english_left(widget_texts(window), data)
    assert english_left(display_texts(display), data)


def test_no_english_left_on_the_main_screens_in_spanish(
    spanish: str, qtbot: QtBot, windows: Callable[[], tuple[MainWindow, AudienceDisplay]]
) -> None:
    assert spanish == "es"
    window, display = windows()
    left = walk(window, display)
    assert left == [], "at rest:\n" + "\n".join(left)
    assert window.tabs.tabText(0) == "Registro"
    assert window.action_bar.next_button.text() == "Siguiente mano  [N]"

    keys(qtbot, window, "N")  # a hand: the betting controls
    assert window.action_bar.fold_button.text() == "Tirar  [F]"
    left = walk(window, display)
    assert left == [], "betting:\n" + "\n".join(left)

    keys(qtbot, window, "CCC")  # everyone in: the flop is due
    assert window.action_bar.board_label.text() == "Repartir el flop (3 cartas)"
    left = walk(window, display)
    assert left == [], "board due:\n" + "\n".join(left)

    keys(qtbot, window, "D")
    keys(qtbot, window, "CCC")
    keys(qtbot, window, "D")
    keys(qtbot, window, "CCC")
    keys(qtbot, window, "D")
    keys(qtbot, window, "CCC")  # to the showdown: hands to show, a pot to award
    assert window.action_bar.showdown_title.text().startswith("Showdown · 3 manos por mostrar")
    left = walk(window, display)
    assert left == [], "showdown:\n" + "\n".join(left)

    toggle = window.findChild(QPushButton, "award0_1")
    assert toggle is not None
    qtbot.mouseClick(toggle, Qt.MouseButton.LeftButton)
    award = window.findChild(QPushButton, "awardPot0")
    assert award is not None
    qtbot.mouseClick(award, Qt.MouseButton.LeftButton)
    assert window.session.state.table(1).hand_state is None
    assert window.action_bar.result_label.text().startswith("Resultado de la mano 1:")
    assert "Bote principal para Ann" in window.hand_log.toPlainText()
    left = walk(window, display)
    assert left == [], "between hands:\n" + "\n".join(left)


def test_the_chip_count_and_color_up_dialogs_in_spanish(
    spanish: str, qtbot: QtBot, windows: Callable[[], tuple[MainWindow, AudienceDisplay]]
) -> None:
    window, _display = windows()
    data = data_texts(window.session)
    color_up = window.color_up()
    qtbot.waitExposed(color_up)
    assert color_up.windowTitle() == "Cambio de fichas (color-up)"
    left = english_left(widget_texts(color_up), data)
    assert left == [], "\n".join(left)
    color_up.reject()
    assert window.session.record(TableTrackingChanged(1, False)) is None
    window.tables.tables_list.setCurrentRow(0)
    counts = window.tables.enter_counts()
    assert counts is not None
    qtbot.waitExposed(counts)
    assert counts.windowTitle() == "Recuento de fichas en la mesa 1"
    left = english_left(widget_texts(counts), data)
    assert left == [], "\n".join(left)
    counts.reject()


def accelerators(menu: QMenu) -> Iterator[tuple[str, list[str]]]:
    """Each menu's title and the ``&`` letters of its items, submenus too."""
    menu.aboutToShow.emit()
    items = [a for a in menu.actions() if not a.isSeparator() and "&" in a.text()]
    yield menu.title(), [a.text().split("&", 1)[1][:1].lower() for a in items]
    for action in items:
        if action.menu() is not None:
            yield from accelerators(action.menu())


def test_every_spanish_menu_has_unique_accelerators(
    spanish: str, windows: Callable[[], tuple[MainWindow, AudienceDisplay]]
) -> None:
    window, _display = windows()
    bar = [a.text().split("&", 1)[1][:1].lower() for a in window.menuBar().actions()]
    assert len(bar) == len(set(bar)), bar
    for action in window.menuBar().actions():
        for title, letters in accelerators(action.menu()):
            assert len(letters) == len(set(letters)), f"{title}: {letters}"


def test_the_deal_look_pads_and_sounds_dialogs_in_spanish(
    spanish: str, qtbot: QtBot, windows: Callable[[], tuple[MainWindow, AudienceDisplay]]
) -> None:
    window, _display = windows()
    data = data_texts(window.session)
    deal = window.make_deal()
    qtbot.waitExposed(deal)
    assert deal.windowTitle() == "Hacer un trato"
    assert deal.record_button.isEnabled(), deal.error_label.text()  # "20.000" reads as chips
    for method in range(deal.method_box.count()):  # each method's help and totals
        deal.method_box.setCurrentIndex(method)
        assert deal.error_label.text() == ""
        left = english_left(widget_texts(deal), data)
        assert left == [], "\n".join(left)
    deal.reject()

    look = window.edit_look()
    qtbot.waitExposed(look)
    assert look.windowTitle() == "Aspecto de la pantalla de sala"
    left = english_left(widget_texts(look), data)
    assert left == [], "\n".join(left)
    look.close()

    pads = PadsDialog()
    qtbot.addWidget(pads)
    pads.show()
    qtbot.waitExposed(pads)
    left = english_left(widget_texts(pads), data)  # sharing off
    url = "http://192.168.1.20:8080/table/{}?pin={}"
    pads.show_rows([
        PadRow(1, "042719", url.format(1, "042719"), "Ana", "20:15"),
        PadRow(2, "815330", url.format(2, "815330")),
    ])
    pads.ask_revoke(1, moving=True)
    left += english_left(widget_texts(pads), data | {"Ana"})
    assert left == [], "\n".join(left)
    assert pads.notice.text().startswith("Mesa 1: Ana queda desvinculada")

    voice = DisplayVoice(speaker=Speaker(None), effect_factory=_SilentEffect)
    sounds = SoundsDialog(voice, AlertSettings, lambda _settings: None)
    qtbot.addWidget(sounds)
    sounds.show()
    qtbot.waitExposed(sounds)
    assert sounds.windowTitle() == "Sonidos y voz"
    left = english_left(widget_texts(sounds), data)
    assert left == [], "\n".join(left)

    share = ShareDialog(["192.168.1.20", "127.0.0.1"], 8765)
    qtbot.addWidget(share)
    share.show()
    qtbot.waitExposed(share)
    left = english_left(widget_texts(share), data)
    share.show_sharing("http://192.168.1.20:8765/", "http://192.168.1.20:8765/tv")
    left += english_left(widget_texts(share), data)
    share.show_stopped()
    left += english_left(widget_texts(share), data)
    assert left == [], "\n".join(left)


def test_what_the_room_hears_and_reads_in_spanish(spanish: str) -> None:
    """The announcements on the TV and the spoken cues: Spanish sentences, no English."""
    told: list[Announcement] = []
    recorder = at_untracked_tables(12, 2)  # 12 entries pay 4 places
    for player in (12, 11, 10, 9, 8, 7):
        told += state_announcements(*bust(recorder, player))
    told += state_announcements(*bust(recorder, 6))  # the bubble, hand-for-hand
    told += state_announcements(*bust(recorder, 5))  # in the money
    moving = [p for p in recorder.state.alive if p.table == 2]
    before = recorder.state
    recorder.rec(*(PlayerSeated(p.id, 1, 6 + n) for n, p in enumerate(moving)))
    told += state_announcements(before, recorder.rec(TableClosed(2)))  # the final table
    mover = at_untracked_tables(6, 2)
    told += state_announcements(mover.state, mover.rec(PlayerSeated(2, 1, 7)))
    late = registered(2)
    before = late.rec(TableOpened(1, 9, tracked=False))
    told += state_announcements(before, late.rec(PlayerSeated(1, 1, 4)))  # one late player
    drawn = at_untracked_tables(12, 2)
    told += state_announcements(registered(12).state, drawn.state)  # the seat draw
    structure = BlindStructure((Level(25, 50, 0, 600), Break(600, color_up=25),
                                Level(100, 200, 0, 600)))
    clocked = registered(3, replace(EUROS, structure=structure))
    state = clocked.rec(ClockStarted(0.0))
    told += clock_announcements(state, state.clock(10.0), state.clock(601.0))
    kinds = {a.kind for a in told}
    assert len(kinds) == 11, kinds  # every kind but the winner's (the narration's own)
    names = {p.name for p in recorder.state.players} | {"green"}  # data: names, chip colour
    left = [
        f"{a.kind}: {words}"
        for a in told
        for text in (a.title, a.text, *a.lines)
        if (words := english_left(iter([("", text)]), names))
    ]
    assert left == [], "\n".join(left)
    bubble = next(a for a in told if a.kind == "bubble")
    assert bubble.text == (
        "Quedan 5 jugadores y cobran 4: una eliminación más y todos los que queden cobran."
    )
    spoken = [
        level_words(6, Level(300, 600, 600), AnteMode.BIG_BLIND),
        break_words(Break(900, color_up=25)),
    ]
    assert spoken[0] == "Nivel 6. Ciegas 300, 600. Ante de ciega grande 600."
    assert english_left(iter(("", text) for text in spoken), set()) == []


def test_the_voice_speaks_the_language_in_use() -> None:
    """QTextToSpeech is asked for the app's language, a voice of its country first."""

    class Engine:
        def __init__(self, locales: list[QLocale]) -> None:
            self.locales, self.chosen = locales, None

        def availableLocales(self) -> list[QLocale]:
            return self.locales

        def setLocale(self, locale: QLocale) -> None:
            self.chosen = locale

    engine = Engine([QLocale("en_US"), QLocale("es_MX"), QLocale("es_ES")])
    assert speak_language(engine, QLocale("es_ES"))
    assert engine.chosen is not None and engine.chosen.name() == "es_ES"
    assert speak_language(engine, QLocale("es_AR"))
    assert engine.chosen.name() == "es_MX"  # another Spanish voice beats an English one
    english_only = Engine([QLocale("en_US")])
    assert not speak_language(english_only, QLocale("es_ES"))
    assert english_only.chosen is None  # keeps its own voice rather than none


@pytest.mark.parametrize("creating", [True, False])
def test_the_setup_dialog_in_spanish(
    spanish: str, qtbot: QtBot, tmp_path: Path, creating: bool
) -> None:
    """Every page of New tournament (and of Tournament > Setup…) in Spanish; the preset's
    own words (its name, description, chip colours, break notes) are data."""
    setup = setup_from_preset(HOME_STANDARD)
    dialog = SetupDialog(setup, templates_folder=tmp_path, creating=creating)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    data = {setup.name} | {p.name for p in PRESETS} | {p.description for p in PRESETS}
    data |= {chip.color for chip in setup.chip_set.chips}
    data |= {s.note for s in setup.structure.steps if isinstance(s, Break) and s.note}
    box = dialog.structure.preset_box
    data |= {box.itemText(i) for i in range(box.count())}  # the presets' names
    rounding = re.search(r"Rounded [^<]*", dialog.payouts.preview.text())
    data |= {rounding.group(0)} if rounding else set()  # the engine's note: English
    left = []
    for page in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(page)
        left += english_left(widget_texts(dialog), data)
    assert sorted(set(left)) == [], "\n".join(sorted(set(left)))
    assert dialog.tabs.tabText(0) == "La noche"
    assert dialog.night.stack_edit.text() == "20.000"  # numbers as Spanish writes them
    dialog.tabs.setCurrentIndex(0)
    dialog.night.price_edit.selectAll()
    qtbot.keyClicks(dialog.night.price_edit, "1.250")  # a Spanish thousand, not 1.25
    dialog.night.stack_edit.selectAll()
    qtbot.keyClicks(dialog.night.stack_edit, "25.000")
    read, problems = dialog.read()
    assert problems == {} and read is not None, problems
    assert (read.buy_in, read.starting_stack) == (1250, 25_000)
    dialog.reject()


@pytest.mark.parametrize("what", list(What))
def test_the_printed_documents_in_spanish(spanish: str, tmp_path: Path, what: What) -> None:
    """Each document written as a PDF and read back: Spanish headers, columns, sentences,
    dates and footers; the names, the tournament and the chip colours are the night's data."""
    busy = seated_night(12)
    busy.rec(EntryTaken(1, EntryKind.ADD_ON))
    nights = [busy.state] if what is not What.RESULTS else [busy.state, finished_night()]
    for night in nights:
        path = tmp_path / f"{what.value}.pdf"
        write_pdf(build_document(night, what, datetime(2026, 12, 4, 23, 40)), path, Paper.A4)
        text = " ".join(page_texts(path))
        steps = night.setup.structure.steps
        data = {p.name for p in night.players} | {night.setup.name}
        data |= {chip.color for chip in night.setup.chip_set.chips}
        data |= {s.note for s in steps if isinstance(s, Break) and s.note}  # the host's
        data |= {rounding_note(night)}  # the engine's note: README lists it as English
        data = {" ".join(d.split()) for d in data}  # the PDF text has plain spaces
        left = english_left(iter([(what.value, " ".join(text.split()))]), data)
        assert left == [], "\n".join(left)
        assert "4 de diciembre de 2026" in text and "con Feltboard" in text
        assert "Página 1 de" in text


def test_spanish_numbers_money_and_felt(
    spanish: str, windows: Callable[[], tuple[MainWindow, AudienceDisplay]]
) -> None:
    assert number_style().group == "." and number_style().decimal == ","
    assert chips(1_250_000) == "1.250.000"
    assert Currency("€", 2).format(125_050) == "1.250,50\u00a0€"
    assert Currency("€", 2).format(-500) == "-5,00\u00a0€"
    assert Currency("€", 2).plain(125_050) == "1250.50"  # files never change
    assert Currency().format(1500) == "1.500"
    assert QLocale().toString(12345.5, "f", 2) == "12.345,50"  # Qt's own numbers too
    euros = Currency("€", 2)  # the setup reads what a Spanish host types
    assert parse_amount("1.250,50 €", euros) == 125_050
    assert parse_amount("1.250", euros) == 125_000  # a thousand, never €1.25
    assert (parse_amount("40,50", euros), parse_amount("40.50", euros)) == (4050, 4050)
    assert parse_whole("20.000", "starting stack") == parse_whole("20,000", "stack") == 20_000
    window, display = windows()
    view = window.table_widget.view
    assert view is not None and view.status == "Pulsa Siguiente mano para repartir"
    assert "20.000" in "".join(display.composition().texts())  # the average stack


def test_english_by_default(
    english: None, windows: Callable[[], tuple[MainWindow, AudienceDisplay]]
) -> None:
    assert installed_language() == "en"
    assert number_style() == ENGLISH
    assert Currency("€", 2).format(125_050) == "€1,250.50"
    window, display = windows()
    assert window.tabs.tabText(0) == "Hand log"
    assert window.action_bar.next_button.text() == "Next Hand  [N]"
    assert "PRIZE POOL" in display.composition().texts()
    assert translate("Terms", "Main pot") == "Main pot"


def test_english_chosen_installs_no_translation(qapp: QApplication, settings: QSettings) -> None:
    save_language_choice("en", settings)
    try:
        assert install_language(qapp, settings, QLocale("es_ES")) == "en"
        assert translate("Panels", "Register") == "Register"
        assert number_style() == ENGLISH
    finally:
        uninstall_language(qapp)


def test_the_language_setting_is_honoured(settings: QSettings) -> None:
    spain, mexico, france = QLocale("es_ES"), QLocale("es_MX"), QLocale("fr_FR")
    assert language_choice(settings) == "system"  # nothing saved yet
    assert resolve_language(language_choice(settings), mexico) == "es"
    assert resolve_language(language_choice(settings), france) == "en"
    save_language_choice("es", settings)
    assert resolve_language(language_choice(settings), france) == "es"
    save_language_choice("en", settings)
    assert resolve_language(language_choice(settings), spain) == "en"
    settings.setValue(SETTINGS_LANGUAGE, "klingon")  # edited by hand: back to the system
    assert language_choice(settings) == "system"
    with pytest.raises(ValueError, match="klingon"):
        save_language_choice("klingon", settings)


def test_the_system_language_is_installed_when_nothing_is_chosen(
    qapp: QApplication, settings: QSettings
) -> None:
    try:
        assert install_language(qapp, settings, QLocale("es_MX")) == "es"
        assert translate("Panels", "Register") == "Inscribir"
        assert chips(2400) == "2,400"  # Mexico groups with commas: its own separators
        assert install_language(qapp, settings, QLocale("de_DE")) == "en"
        assert translate("Panels", "Register") == "Register"
    finally:
        uninstall_language(qapp)


def test_qt_standard_buttons_speak_spanish(spanish: str, qtbot: QtBot) -> None:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    if not i18n.qt_translations_found():
        pytest.skip("this Qt has no qtbase_es.qm")
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel is not None and cancel.text().replace("&", "") == "Cancelar"


def test_view_language_menu_saves_the_choice_for_the_next_start(
    english: None,
    qtbot: QtBot,
    settings: QSettings,
    windows: Callable[[], tuple[MainWindow, AudienceDisplay]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(
        language_menu, "save_language_choice", lambda code: save_language_choice(code, settings)
    )
    window, _display = windows()
    spanish = window.language_menu.findChild(QAction, "language_es")
    assert spanish is not None
    assert [a.text() for a in window.language_menu.actions()] == ["System", "English", "Español"]
    spanish.trigger()
    assert language_choice(settings) == "es"
    assert spanish.isChecked()
    assert window.statusBar().currentMessage() == (
        "The language changes when Feltboard starts again."
    )


# ----- the translation files -------------------------------------------------------------

ROOT = Path(__file__).resolve().parents[2]
SPANISH_TS = ROOT / "resources" / "i18n" / "feltboard_es.ts"
BIN = Path(sys.executable).parent


def _tool(name: str) -> Path:
    tool = BIN / name
    if not tool.exists():
        pytest.skip(f"{name} is not installed next to this Python")
    return tool


def test_every_text_in_the_code_has_its_spanish_translation(tmp_path: Path) -> None:
    """`make translations` was run and every text translated: lupdate finds nothing new."""
    copy = tmp_path / "feltboard_es.ts"
    copy.write_bytes(SPANISH_TS.read_bytes())
    sources = sorted(str(p) for p in (ROOT / "app").rglob("*.py") if p.name != "resources_rc.py")
    subprocess.run(
        [str(_tool("pyside6-lupdate")), "-locations", "none", "-no-obsolete", *sources,
         "-ts", str(copy)],
        check=True, capture_output=True, cwd=ROOT,
    )
    root = ET.parse(copy).getroot()
    untranslated = [
        f"{context.findtext('name')}: {message.findtext('source')!r}"
        for context in root.iter("context")
        for message in context.iter("message")
        if not (message.findtext("translation") or "").strip()
        or message.find("translation").get("type") in ("unfinished", "vanished", "obsolete")
    ]
    assert not untranslated, "run `make translations` and translate:\n" + "\n".join(untranslated)


def test_the_shipped_spanish_qm_is_built_from_the_ts(tmp_path: Path) -> None:
    built = tmp_path / "feltboard_es.qm"
    subprocess.run(
        [str(_tool("pyside6-lrelease")), "-silent", str(SPANISH_TS), "-qm", str(built)],
        check=True, capture_output=True,
    )
    shipped = SPANISH_TS.with_suffix(".qm")
    assert built.read_bytes() == shipped.read_bytes(), "run `make translations`"
