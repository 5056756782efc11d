"""No English left over in the windows: every text a host reads goes through ``translate``.

The pseudo-language (every translated text comes back as ``«text»``) is installed BEFORE
the console, the audience display and the setup dialog are built; then every visible text
(labels, buttons, menus and submenus, tooltips, tab titles, table headers and cells, the
display's painted texts) is walked. Whatever is left once the ``«...»`` parts, the host's
data (names, the tournament, chip colours, break notes) and numbers are taken out is a
text nobody can translate. The setup dialog's refusals are typed as a host types them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit, QTableWidgetItem, QWidget
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertSettings, AlertSounds
from app.display.voice import Cue, DisplayVoice, SoundsDialog, Speaker, VoiceSettings
from app.display.window import AudienceDisplay
from app.engine.money import Bounty
from app.engine.presets import HOME_STANDARD, PRESETS
from app.engine.structure import Break
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import SetupChanged
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from app.ui.pads_dialog import PadRow, PadsDialog
from app.ui.payout_texts import collected_text
from app.ui.setup_dialog import SetupDialog
from app.ui.share_dialog import ShareDialog
from app.ui.structure_editor import Column
from app.ui.table_widget import _fit_lines
from tests.ui.conftest import FixedClock, clock, three_handed  # noqa: F401
from tests.ui.test_languages import (
    _SilentEffect,
    data_texts,
    display_texts,
    keys,
    widget_texts,
)

Translated = Callable[[str], bool]

MARKUP = re.compile(r"<[^>]*>|&\w+;")
TRANSLATED_PART = re.compile(r"«[^«»]*»")
WORD = re.compile(r"[^\W\d_]{2,}")
NOT_WORDS = frozenset({"English", "Español", "rrggbb"})
"""Left as they are in every language: each language's own name in View > Language, the
colour notation ``#rrggbb``."""
ENGINE_SENTENCES = frozenset({"payoutRounding", "colorUpAccount"})
"""Widgets showing the engine's own sentences (the prizes' rounding note, the chip race):
the engine's files, translated there, not in the windows."""


def qt_own(window: QWidget) -> set[str]:
    """The standard buttons' texts (OK, Cancel...): Qt's own translation speaks them."""
    texts = set()
    for box in window.findChildren(QDialogButtonBox):
        for button in box.buttons():
            if box.standardButton(button) != QDialogButtonBox.StandardButton.NoButton:
                texts.add(button.text())
    return texts


def untranslated(texts: Iterator[tuple[str, str]], data: set[str]) -> list[str]:
    """``where: text`` of each text with words outside any ``«...»`` (data left out)."""
    found = []
    for where, shown in texts:
        if any(name in where for name in ENGINE_SENTENCES):
            continue
        text = MARKUP.sub(" ", shown)
        for name in sorted(data, key=len, reverse=True):
            text = text.replace(name, " ")
        while TRANSLATED_PART.search(text):  # innermost first: fields hold translations too
            text = TRANSLATED_PART.sub(" ", text)
        words = set(WORD.findall(text)) - NOT_WORDS
        if words:
            found.append(f"{where}: {shown!r} {sorted(words)}")
    return found


@pytest.fixture
def screens(
    pseudo_language: Translated,
    qtbot: QtBot,
    three_handed: TournamentFile,  # noqa: F811
    clock: FixedClock,  # noqa: F811
) -> tuple[MainWindow, AudienceDisplay]:
    """The console and the audience display, built after the pseudo-language is installed."""
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
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.table_widget.setFocus()
    return window, display


def walk(window: MainWindow, display: AudienceDisplay) -> list[str]:
    data = data_texts(window.session)
    found = untranslated(display_texts(display), data)
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        found += untranslated(widget_texts(window), data)
    window.tabs.setCurrentIndex(0)
    return sorted(set(found))


def test_the_walk_sees_english(qtbot: QtBot, three_handed: TournamentFile) -> None:  # noqa: F811
    """Without a language installed every text is English: the walk finds it."""
    window = MainWindow(LiveTournament(three_handed))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert untranslated(widget_texts(window), data_texts(window.session))
    window.close()


def test_no_untranslatable_text_on_the_console_and_the_display(
    qtbot: QtBot, screens: tuple[MainWindow, AudienceDisplay]
) -> None:
    window, display = screens
    assert walk(window, display) == [], "at rest"
    keys(qtbot, window, "N")
    assert walk(window, display) == [], "betting"
    keys(qtbot, window, "CCC")
    assert walk(window, display) == [], "board due"
    for _ in range(3):
        keys(qtbot, window, "D")
        keys(qtbot, window, "CCC")
    assert walk(window, display) == [], "showdown"
    window.close()
    display.close()


def test_no_untranslatable_text_in_the_setup_dialog(
    pseudo_language: Translated, qtbot: QtBot, tmp_path: Path
) -> None:
    setup = setup_from_preset(HOME_STANDARD)
    data = {setup.name} | {p.name for p in PRESETS} | {p.description for p in PRESETS}
    data |= {chip.color for chip in setup.chip_set.chips}
    data |= {s.note for s in setup.structure.steps if isinstance(s, Break) and s.note}
    for creating in (True, False):
        dialog = SetupDialog(setup, templates_folder=tmp_path, creating=creating)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        rounding = re.search(r"Rounded [^<]*", dialog.payouts.preview.text())
        engine = {rounding.group(0)} if rounding else set()  # the engine's note
        found: list[str] = []
        for page in range(dialog.tabs.count()):
            dialog.tabs.setCurrentIndex(page)
            found += untranslated(widget_texts(dialog), data | engine)
        assert sorted(set(found)) == [], "\n".join(sorted(set(found)))
        dialog.reject()


def _type(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def test_the_setup_fields_refuse_in_translation(
    pseudo_language: Translated, qtbot: QtBot, tmp_path: Path
) -> None:
    translated = pseudo_language
    dialog = SetupDialog(setup_from_preset(HOME_STANDARD), templates_folder=tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    night = dialog.night
    typed = {
        "buy_in": (night.price_edit, ("40+5+1", "", "abc", "-5", "40.123")),
        "starting_stack": (night.stack_edit, ("lots", "0")),
    }
    for field, (edit, values) in typed.items():
        for value in values:
            _type(qtbot, edit, value)
            problem = night.boxes[field].problem
            assert translated(problem), (field, value, problem)
            assert "«buy-in»" in problem or "«starting stack»" in problem or value == "abc"
    _type(qtbot, night.price_edit, "40+5")
    _type(qtbot, night.stack_edit, "20,000")
    rebuy = dialog.entries.rebuy
    rebuy.setChecked(True)
    _type(qtbot, rebuy.chips_edit, "many")
    problem = dialog.entries.boxes["rebuy"].problem
    assert translated(problem) and "«chips of a rebuy»" in problem, problem
    _type(qtbot, rebuy.chips_edit, "20,000")
    table = dialog.structure.table
    for column, value, name in (
        (Column.SMALL_BLIND, "x", "«small blind»"),
        (Column.MINUTES, "soon", ""),
    ):
        before = table.item(0, column).text()
        table.setItem(0, column, QTableWidgetItem(value))
        problem = dialog.structure.box.problem
        assert translated(problem) and name in problem, problem
        table.setItem(0, column, QTableWidgetItem(before))
    _type(qtbot, dialog.payouts.rows[1].percents_edit, "50 thirty")
    assert translated(dialog.payouts.rows[1].problem)
    _type(qtbot, dialog.payouts.rows[1].percents_edit, "")
    assert translated(dialog.payouts.rows[1].problem)
    _type(qtbot, dialog.payouts.rows[1].percents_edit, "50 30 20")
    dialog.reject()


def test_the_money_collected_and_the_pot_overflow_are_translated(
    pseudo_language: Translated, three_handed: TournamentFile  # noqa: F811
) -> None:
    session = LiveTournament(three_handed)
    setup = session.state.setup
    assert session.record(SetupChanged(replace(setup, fee=5, bounty=Bounty(10)))) is None
    said = collected_text(session.state)
    assert pseudo_language(said) and "{" not in said
    assert said.startswith("«Collected 105: 15 in fees for the house and 30 in bounties")
    lines = _fit_lines([f"Side pot {n}" for n in range(9)])
    assert lines[-1] == "«and 3 more (see the hand log)»"  # seven lines fit


def test_the_display_settings_refuse_in_translation(pseudo_language: Translated) -> None:
    with pytest.raises(ValueError) as loud:
        AlertSettings(volume=2.0)
    assert str(loud.value) == "«The alert volume goes from 0 to 1, not 2.0»"
    with pytest.raises(ValueError) as sound:
        VoiceSettings(sounds=((Cue.BREAK, "gong.wav"),))
    assert pseudo_language(str(sound.value)) and "«break»" in str(sound.value)


def test_no_untranslatable_text_in_the_consoles_dialogs(
    qtbot: QtBot, screens: tuple[MainWindow, AudienceDisplay]
) -> None:
    """Make a deal, the display's look, dealer pads, sounds, sharing, color-up, chip counts."""
    window, display = screens
    data = data_texts(window.session)
    found: list[str] = []
    deal = window.make_deal()
    qtbot.waitExposed(deal)
    for method in range(deal.method_box.count()):
        deal.method_box.setCurrentIndex(method)
        found += untranslated(widget_texts(deal), data | qt_own(deal))
    deal.reject()
    look = window.edit_look()
    qtbot.waitExposed(look)
    found += untranslated(widget_texts(look), data | qt_own(look))
    look.close()
    color_up = window.color_up()
    qtbot.waitExposed(color_up)
    found += untranslated(widget_texts(color_up), data | qt_own(color_up))
    color_up.reject()
    pads = PadsDialog()
    qtbot.addWidget(pads)
    pads.show()
    qtbot.waitExposed(pads)
    found += untranslated(widget_texts(pads), data | qt_own(pads))
    url = "http://192.168.1.20:8080/table/{}?pin={}"
    pads.show_rows([
        PadRow(1, "042719", url.format(1, "042719"), "Ana", "20:15"),
        PadRow(2, "815330", url.format(2, "815330")),
    ])
    pads.ask_revoke(1, moving=True)
    found += untranslated(widget_texts(pads), data | qt_own(pads) | {"Ana", url.format(1, "042719"),
                                                      url.format(2, "815330")})
    pads.close()
    voice = DisplayVoice(speaker=Speaker(None), effect_factory=_SilentEffect)
    sounds = SoundsDialog(voice, AlertSettings, lambda _settings: None)
    qtbot.addWidget(sounds)
    sounds.show()
    qtbot.waitExposed(sounds)
    found += untranslated(widget_texts(sounds), data | qt_own(sounds))
    sounds.close()
    share = ShareDialog(["192.168.1.20", "127.0.0.1"], 8765)
    qtbot.addWidget(share)
    share.show()
    qtbot.waitExposed(share)
    found += untranslated(widget_texts(share), data | qt_own(share))
    share.show_sharing("http://192.168.1.20:8765/", "http://192.168.1.20:8765/tv")
    found += untranslated(widget_texts(share), data | qt_own(share) | {"http://192.168.1.20:8765/tv",
                                                       "http://192.168.1.20:8765/"})
    share.close()
    assert sorted(set(found)) == [], "\n".join(sorted(set(found)))
    window.close()
    display.close()
