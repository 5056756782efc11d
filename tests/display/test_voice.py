"""Voice and sounds: what is said or chimed (pure), and saying it through a fake engine
standing in for QTextToSpeech, on a real display window."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertKind, AlertSettings, AlertSounds
from app.display.voice import (
    SHIPPED_SOUNDS,
    Chime,
    Cue,
    DisplayVoice,
    Say,
    Speaker,
    VoiceSettings,
    break_words,
    cue_of,
    decide,
    level_words,
    load_voice_settings,
    save_voice_settings,
    spoken_text,
)
from app.display.window import AudienceDisplay
from app.engine.clock import ClockStarted, ClockState, LevelJumped
from app.engine.rules import AnteMode
from app.engine.structure import Break, Level
from app.engine.tournament_events import PlayerBusted, TableTrackingChanged
from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.store.tournament_file import TournamentFile

ROOT = Path(__file__).resolve().parents[2]


class FakeEngine:
    """Stands in for QTextToSpeech: records what it is asked to say."""

    def __init__(self, voices: int = 1, state: str = "Ready") -> None:
        self.said: list[str] = []
        self.queued: list[str] = []
        self.volume = 1.0
        self._voices = voices
        self._state = state

    def say(self, text: str) -> None:
        self.said.append(text)

    def enqueue(self, text: str) -> None:
        self.queued.append(text)

    def state(self) -> str:
        return self._state

    def availableVoices(self) -> list[str]:
        return ["voice"] * self._voices

    def setVolume(self, volume: float) -> None:
        self.volume = volume


class FakeEffect:
    """Stands in for QSoundEffect: remembers its file and counts plays."""

    made: ClassVar[list[FakeEffect]] = []

    def __init__(self, parent: object) -> None:
        self.source = ""
        self.plays = 0
        self.volume = 1.0
        FakeEffect.made.append(self)

    def setSource(self, url: object) -> None:
        self.source = Path(url.toLocalFile()).name  # type: ignore[attr-defined]

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def setMuted(self, muted: bool) -> None:
        pass

    def play(self) -> None:
        self.plays += 1


def chimed() -> list[str]:
    return [effect.source for effect in FakeEffect.made for _ in range(effect.plays)]


def clock_at(step: Level | Break, number: int, remaining: float = 600.0) -> ClockState:
    return ClockState(1, number, isinstance(step, Break), step, remaining, 0.0, True, True,
                      None, None)


# ----- the decision (pure) -------------------------------------------------------------------


def test_a_level_is_worded_as_the_tv_shows_it() -> None:
    assert level_words(6, Level(300, 600, 600), AnteMode.BIG_BLIND) == (
        "Level 6. Blinds 300, 600. Big blind ante 600.")
    assert level_words(3, Level(100, 200, 25), AnteMode.CLASSIC) == (
        "Level 3. Blinds 100, 200. Ante 25.")
    assert level_words(12, Level(5000, 10000, 1000), AnteMode.NONE) == (
        "Level 12. Blinds 5,000, 10,000.")


def test_a_break_says_how_long_and_what_to_colour_up() -> None:
    assert break_words(Break(900, "Color up the 25s", 25)) == (
        "Break: 15 minutes. Colour up the 25 chips.")
    assert break_words(Break(600)) == "Break: 10 minutes."
    assert break_words(Break(150, "Last add-ons.")) == "Break: 150 seconds. Last add-ons."


def test_each_alert_has_its_cue_and_words() -> None:
    level = clock_at(Level(300, 600, 600), 6)
    pause = clock_at(Break(900, "", 25), 8)
    assert cue_of(AlertKind.LEVEL_CHANGE, level) is Cue.LEVEL
    assert cue_of(AlertKind.LEVEL_CHANGE, pause) is Cue.BREAK
    assert cue_of(AlertKind.ONE_MINUTE, pause) is Cue.ONE_MINUTE
    assert cue_of(AlertKind.BUST, level) is Cue.BUST
    assert spoken_text(Cue.ONE_MINUTE, level, AnteMode.BIG_BLIND) == (
        "One minute left in level 6.")
    assert spoken_text(Cue.ONE_MINUTE, pause, AnteMode.BIG_BLIND) == (
        "One minute left in the break.")
    assert spoken_text(Cue.BUST, level, AnteMode.BIG_BLIND,
                       ["Hugo finishes 9th — €20.00", "Ann finishes 10th"]) == (
        "Hugo finishes 9th, €20.00. Ann finishes 10th.")


def test_speech_chime_or_silence() -> None:
    settings = VoiceSettings()
    assert decide(Cue.LEVEL, "Level 2.", settings, True, True) == Say(Cue.LEVEL, "Level 2.")
    # No voice on this computer: the cue's chime.
    assert decide(Cue.LEVEL, "Level 2.", settings, True, False) == (
        Chime(Cue.LEVEL, "level_change.wav"))
    # The host prefers chimes.
    chimes_only = VoiceSettings(speak=False)
    assert decide(Cue.BREAK, "Break.", chimes_only, True, True) == Chime(Cue.BREAK, "bell.wav")
    # Muted per cue, or all sound off.
    muted = settings.with_muted(Cue.ONE_MINUTE, True)
    assert decide(Cue.ONE_MINUTE, "One minute.", muted, True, True) is None
    assert decide(Cue.LEVEL, "Level 2.", settings, False, True) is None
    # A bust has no chime by default: without a voice it is the flash alone.
    assert decide(Cue.BUST, "Hugo finishes 9th.", settings, True, False) is None
    picked = settings.with_sound(Cue.BUST, "triple_beep.wav")
    assert decide(Cue.BUST, "x", picked, True, False) == Chime(Cue.BUST, "triple_beep.wav")


def test_only_shipped_sounds_may_be_chosen() -> None:
    with pytest.raises(ValueError, match=r"bust\.wav"):
        VoiceSettings().with_sound(Cue.LEVEL, "bust.wav")
    for name in SHIPPED_SOUNDS:
        data = (ROOT / "resources" / "sounds" / name).read_bytes()
        assert data[:4] == b"RIFF" and data[8:12] == b"WAVE" and len(data) < 100_000


def test_settings_are_saved_and_read_back(qapp: object, tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert load_voice_settings(store) == VoiceSettings()
    chosen = VoiceSettings(False, frozenset({Cue.BUST, Cue.ONE_MINUTE})).with_sound(
        Cue.LEVEL, "triple_beep.wav")
    save_voice_settings(store, chosen)
    store.sync()
    again = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert load_voice_settings(again) == chosen
    again.setValue("display/voice_sound_break", "../../etc/passwd")
    assert load_voice_settings(again).sound(Cue.BREAK) == "bell.wav"


# ----- speaking, mocked at the QTextToSpeech boundary ----------------------------------------


def test_the_speaker_says_queues_or_declines() -> None:
    engine = FakeEngine()
    speaker = Speaker(engine)
    assert speaker.available and speaker.say("Level 2.", 0.5)
    assert engine.said == ["Level 2."] and engine.volume == 0.5
    engine._state = "Speaking"
    assert speaker.say("One minute left in level 2.")
    assert engine.queued == ["One minute left in level 2."]
    assert not Speaker(FakeEngine(voices=0)).available
    assert not Speaker(FakeEngine(state="Error")).say("x")
    assert not Speaker(None).say("x")


def test_a_failed_voice_falls_back_to_the_chime(qapp: object) -> None:
    FakeEffect.made.clear()

    class Broken(FakeEngine):
        def say(self, text: str) -> None:
            raise RuntimeError("the engine is gone")

    voice = DisplayVoice(speaker=Speaker(Broken()), effect_factory=FakeEffect)
    done = voice.announce(AlertKind.LEVEL_CHANGE, clock_at(Level(50, 100), 2),
                          AnteMode.NONE, AlertSettings())
    assert done == Chime(Cue.LEVEL, "level_change.wav")
    assert chimed() == ["level_change.wav"]


def test_without_speech_or_audio_modules_nothing_breaks() -> None:
    """QtTextToSpeech and QtMultimedia missing (CI, a fresh machine): silent, no crash."""
    code = (
        "import sys; sys.modules['PySide6.QtMultimedia'] = None\n"
        "sys.modules['PySide6.QtTextToSpeech'] = None\n"
        "from PySide6.QtWidgets import QApplication; app = QApplication([])\n"
        "import app.display.voice as voice\n"
        "from app.display.alerts import AlertKind, AlertSettings\n"
        "from app.engine.clock import ClockState\n"
        "from app.engine.rules import AnteMode\n"
        "from app.engine.structure import Level\n"
        "v = voice.DisplayVoice()\n"
        "c = ClockState(1, 2, False, Level(50, 100), 600.0, 0.0, True, True, None, None)\n"
        "assert not v.can_speak\n"
        "assert v.announce(AlertKind.LEVEL_CHANGE, c, AnteMode.NONE, AlertSettings()) is None\n"
        "print('silent ok')\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "silent ok" in done.stdout


# ----- on the display ------------------------------------------------------------------------


class FixedClock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[TournamentFile]:
    file = create_demo(tmp_path / "demo.feltboard")
    yield file
    file.close()


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock()


@pytest.fixture
def session(demo: TournamentFile, clock: FixedClock) -> LiveTournament:
    return LiveTournament(demo, clock=clock)


def shown_display(qtbot: QtBot, session: LiveTournament, voice: DisplayVoice) -> AudienceDisplay:
    display = AudienceDisplay(session, sounds=AlertSounds(effect_factory=FakeEffect),
                              voice=voice)
    qtbot.addWidget(display)
    display.show()
    qtbot.waitExposed(display)
    return display


def test_the_display_speaks_levels_breaks_the_last_minute_and_busts(
    qtbot: QtBot, session: LiveTournament, clock: FixedClock
) -> None:
    engine = FakeEngine()
    voice = DisplayVoice(speaker=Speaker(engine), effect_factory=FakeEffect)
    display = shown_display(qtbot, session, voice)
    assert session.record(ClockStarted(clock.now)) is None
    with qtbot.waitSignal(display.alerted, timeout=1000):
        assert session.record(LevelJumped(clock.now, 7)) is None
    assert engine.said[-1] == "Level 7. Blinds 300, 600. Big blind ante 600."
    with qtbot.waitSignal(display.alerted, timeout=1000):
        assert session.record(LevelJumped(clock.now, 9)) is None
    assert engine.said[-1] == "Break: 15 minutes. Colour up the 25 chips."
    clock.now += 15 * 60 - 59.5  # the break crosses one minute left
    with qtbot.waitSignal(display.alerted, timeout=1000):
        session.clock_ticked.emit()
    assert engine.said[-1] == "One minute left in the break."
    assert session.record(TableTrackingChanged(1, False)) is None  # busts by hand
    player = session.state.alive[-1]
    with qtbot.waitSignal(display.alerted, timeout=1000):
        assert session.record(PlayerBusted(player.id, session.state.alive[0].id)) is None
    assert engine.said[-1] == f"{player.name} finishes 9th."
    display.close()


def test_muted_cues_stay_silent_and_chimes_play_without_a_voice(
    qtbot: QtBot, session: LiveTournament, clock: FixedClock
) -> None:
    FakeEffect.made.clear()
    settings = VoiceSettings().with_muted(Cue.LEVEL, True).with_sound(Cue.BREAK,
                                                                      "triple_beep.wav")
    voice = DisplayVoice(settings, speaker=Speaker(None), effect_factory=FakeEffect)
    display = shown_display(qtbot, session, voice)
    assert session.record(ClockStarted(clock.now)) is None
    with qtbot.waitSignal(display.alerted, timeout=1000):
        assert session.record(LevelJumped(clock.now, 2)) is None
    assert display.flash.active and voice.last is None and chimed() == []
    with qtbot.waitSignal(display.alerted, timeout=1000):
        assert session.record(LevelJumped(clock.now, 4)) is None
    assert voice.last == Chime(Cue.BREAK, "triple_beep.wav")
    assert chimed() == ["triple_beep.wav"]
    display.mute_action.trigger()  # M: all sound off, the flash still shows
    with qtbot.waitSignal(display.alerted, timeout=1000):
        assert session.record(LevelJumped(clock.now, 9)) is None
    assert voice.last is None and chimed() == ["triple_beep.wav"]
    display.close()


def test_the_sounds_dialog_changes_and_keeps_the_settings(
    qtbot: QtBot, session: LiveTournament, tmp_path: Path
) -> None:
    FakeEffect.made.clear()
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    display = AudienceDisplay(session, sounds=AlertSounds(effect_factory=FakeEffect),
                              settings_store=store,
                              voice=DisplayVoice(speaker=Speaker(None),
                                                 effect_factory=FakeEffect))
    qtbot.addWidget(display)
    dialog = display.sounds_dialog()  # a child of the display: closed with it
    qtbot.waitExposed(dialog)
    assert "no voice" in dialog.voice_note.text()
    box = dialog.on_boxes[Cue.ONE_MINUTE]
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)  # unticked: one minute left is muted
    combo = dialog.sound_boxes[Cue.LEVEL]
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # level_change -> one_minute
    assert display.voice is not None
    assert Cue.ONE_MINUTE in display.voice.settings.muted
    assert display.voice.settings.sound(Cue.LEVEL) == "one_minute.wav"
    assert load_voice_settings(store) == display.voice.settings
    test = dialog.findChild(QPushButton, "test_break")
    assert test is not None
    qtbot.mouseClick(test, Qt.MouseButton.LeftButton)  # heard as set: the bell, no voice
    assert chimed() == ["bell.wav"]
    dialog.close()
    display.close()


def test_the_speaker_drives_qts_own_text_to_speech(qapp: object) -> None:
    """The adapter against the real QTextToSpeech, on the test engine Qt ships."""
    speech = pytest.importorskip("PySide6.QtTextToSpeech")
    if "mock" not in speech.QTextToSpeech.availableEngines():
        pytest.skip("Qt's mock speech engine is not installed")
    engine = speech.QTextToSpeech("mock")
    speaker = Speaker(engine)
    assert speaker.available
    assert speaker.say("Level 6. Blinds 300, 600. Big blind ante 600.", 0.5)
    assert engine.state() is speech.QTextToSpeech.State.Speaking
    assert engine.volume() == pytest.approx(0.5)
    assert speaker.say("One minute left in level 6.")  # queued behind the first
    engine.stop()
    engine.deleteLater()
