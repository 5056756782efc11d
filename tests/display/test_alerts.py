"""When the audience display chimes and flashes, with a fake clock (never a sleep)."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from pathlib import Path
from typing import ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from app.display.alerts import (
    WARNING_SECONDS,
    AlertKind,
    AlertSettings,
    AlertSounds,
    due_alerts,
    flash_intensity,
    load_alert_settings,
    save_alert_settings,
)
from app.engine.clock import (
    ClockEvent,
    ClockPaused,
    ClockResumed,
    ClockStarted,
    ClockState,
    LevelJumped,
    TimeAdjusted,
    clock_state,
)
from app.engine.structure import BlindStructure, Break, Level

STRUCTURE = BlindStructure(
    (
        Level(25, 50, 0, 600),
        Level(50, 100, 0, 600),
        Break(300, "Color up the 25s"),
        Level(100, 200, 200, 600),
    )
)
ROOT = Path(__file__).resolve().parents[2]


def at(now: float, *events: ClockEvent) -> ClockState:
    return clock_state(STRUCTURE, [ClockStarted(0.0), *events], now)


# ----- the decision ------------------------------------------------------------------------


def test_nothing_on_the_first_look() -> None:
    assert due_alerts(None, at(559.0)) == ()
    assert due_alerts(None, at(601.0)) == ()


def test_one_minute_warning_when_crossing_sixty_seconds_left() -> None:
    assert due_alerts(at(539.0), at(541.0)) == (AlertKind.ONE_MINUTE,)
    assert due_alerts(at(539.9), at(540.0)) == (AlertKind.ONE_MINUTE,)  # exactly 1:00 left
    assert due_alerts(at(541.0), at(542.0)) == ()  # only once
    assert due_alerts(at(500.0), at(530.0)) == ()


def test_one_minute_warning_before_a_break_ends_too() -> None:
    assert due_alerts(at(1_439.0), at(1_441.0)) == (AlertKind.ONE_MINUTE,)


def test_level_change_when_time_runs_out_or_the_director_jumps() -> None:
    assert due_alerts(at(599.0), at(601.0)) == (AlertKind.LEVEL_CHANGE,)
    assert due_alerts(at(1_199.0), at(1_200.0)) == (AlertKind.LEVEL_CHANGE,)  # break starts
    assert due_alerts(at(100.0), at(100.0, LevelJumped(100.0, 3))) == (AlertKind.LEVEL_CHANGE,)
    # a jump back is a change too, and never also a one-minute warning
    assert due_alerts(at(559.0), at(559.0, LevelJumped(559.0, 0))) == ()
    assert due_alerts(at(541.0, LevelJumped(500.0, 1)), at(541.0)) == (AlertKind.LEVEL_CHANGE,)


def test_no_warning_while_paused_or_when_time_is_added() -> None:
    paused = (ClockPaused(530.0),)
    before = at(600.0, *paused)
    after = at(600.0, *paused, TimeAdjusted(600.0, -20))
    assert before.remaining_seconds == 70 and after.remaining_seconds == 50
    assert due_alerts(before, after) == ()
    resumed = (*paused, TimeAdjusted(600.0, -20), ClockResumed(700.0))
    assert due_alerts(at(700.0, *resumed), at(701.0, *resumed)) == ()
    assert due_alerts(at(545.0), at(545.0, TimeAdjusted(545.0, 120))) == ()


def test_the_warning_comes_again_after_time_was_added() -> None:
    added = (TimeAdjusted(545.0, 120),)
    assert due_alerts(at(659.0, *added), at(661.0, *added)) == (AlertKind.ONE_MINUTE,)


def test_the_repeating_last_level_warns_but_does_not_chime() -> None:
    last = (LevelJumped(0.0, 3),)
    assert due_alerts(at(599.0, *last), at(601.0, *last)) == ()
    assert due_alerts(at(1_139.0, *last), at(1_141.0, *last)) == (AlertKind.ONE_MINUTE,)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.floats(min_value=0.05, max_value=30.0), min_size=1, max_size=400))
def test_a_ticking_clock_alerts_once_per_step(gaps: list[float]) -> None:
    """Whatever the tick spacing (up to 30 s), one warning per step whose last minute
    the display saw begin, and one chime per step change: both come from the clock's
    state, never from counting ticks."""
    times = [sum(gaps[: n + 1]) for n in range(len(gaps))]
    before = None
    alerts: list[tuple[AlertKind, int]] = []
    indices = []
    for now in times:
        state = at(now)
        alerts.extend((kind, state.index) for kind in due_alerts(before, state))
        before = state
        indices.append(state.index)
    changes = sum(1 for a, b in itertools.pairwise(indices) if a != b)
    assert sum(1 for kind, _ in alerts if kind is AlertKind.LEVEL_CHANGE) == changes
    for index, end in enumerate((600.0, 1_200.0, 1_500.0)):
        last_minute = end - WARNING_SECONDS
        expected = 1 if times[0] < last_minute <= times[-1] else 0
        warned = [i for kind, i in alerts if kind is AlertKind.ONE_MINUTE and i == index]
        assert len(warned) == expected, (index, times[0], times[-1])


# ----- the flash ---------------------------------------------------------------------------


def test_flash_pulses_then_rests() -> None:
    kind = AlertKind.LEVEL_CHANGE
    assert flash_intensity(kind, 0) == 0.0
    assert flash_intensity(kind, 120) == pytest.approx(1.0)
    assert 0 < flash_intensity(kind, 500) < 1
    assert flash_intensity(kind, 920) == pytest.approx(1.0)  # second pulse
    assert flash_intensity(kind, 2_400) == 0.0
    assert flash_intensity(AlertKind.ONE_MINUTE, 1_200) == 0.0
    samples = [flash_intensity(kind, ms) for ms in range(0, 2_500, 7)]
    assert all(0.0 <= value <= 1.0 for value in samples)


# ----- settings and sounds ---------------------------------------------------------------


def test_settings_are_validated_and_persisted(qapp: object, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="0 to 1"):
        AlertSettings(volume=1.5)
    assert not AlertSettings(volume=0.0).audible
    assert not AlertSettings(muted=True).audible
    store = QSettings(str(tmp_path / "feltboard.ini"), QSettings.Format.IniFormat)
    assert load_alert_settings(store) == AlertSettings()
    save_alert_settings(store, AlertSettings(volume=0.25, muted=True))
    store.sync()
    again = QSettings(str(tmp_path / "feltboard.ini"), QSettings.Format.IniFormat)
    assert load_alert_settings(again) == AlertSettings(volume=0.25, muted=True)
    again.setValue("display/alert_volume", "loud")
    again.setValue("display/alert_muted", "false")
    assert load_alert_settings(again) == AlertSettings()


class FakeEffect:
    """Stands in for QSoundEffect: records what it is told."""

    made: ClassVar[list[FakeEffect]] = []

    def __init__(self, parent: object) -> None:
        self.parent = parent
        self.source = ""
        self.volume = -1.0
        self.muted = False
        self.plays = 0
        FakeEffect.made.append(self)

    def setSource(self, url: object) -> None:
        self.source = str(url.toLocalFile())  # type: ignore[attr-defined]

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def setMuted(self, muted: bool) -> None:
        self.muted = muted

    def play(self) -> None:
        self.plays += 1


def test_sounds_play_at_the_set_volume_and_not_when_muted(qapp: object) -> None:
    FakeEffect.made.clear()
    sounds = AlertSounds(AlertSettings(volume=0.4), effect_factory=FakeEffect)
    assert sounds.available
    assert {Path(e.source).name for e in FakeEffect.made} == {
        "level_change.wav", "one_minute.wav",
    }
    assert all(Path(e.source).is_file() for e in FakeEffect.made)
    assert all(e.volume == 0.4 for e in FakeEffect.made)
    assert sounds.play(AlertKind.LEVEL_CHANGE)
    assert sum(e.plays for e in FakeEffect.made) == 1
    sounds.apply(AlertSettings(volume=0.4, muted=True))
    assert all(e.muted for e in FakeEffect.made)
    assert not sounds.play(AlertKind.ONE_MINUTE)
    assert sum(e.plays for e in FakeEffect.made) == 1


def test_a_broken_audio_backend_means_silence_not_a_crash(qapp: object) -> None:

    def broken(parent: object) -> object:
        raise RuntimeError("no audio device")

    sounds = AlertSounds(effect_factory=broken)
    assert not sounds.available
    assert not sounds.play(AlertKind.LEVEL_CHANGE)


def test_the_sound_files_are_small_wavs() -> None:
    folder = ROOT / "resources" / "sounds"
    for name in ("level_change.wav", "one_minute.wav"):
        data = (folder / name).read_bytes()
        assert data[:4] == b"RIFF" and data[8:12] == b"WAVE"
        assert len(data) < 100_000


def test_without_qtmultimedia_the_display_stays_silent() -> None:
    """libpulse missing (CI, a fresh Linux): the import fails, alerts go visual only."""
    code = (
        "import sys; sys.modules['PySide6.QtMultimedia'] = None\n"
        "from PySide6.QtCore import QCoreApplication; app = QCoreApplication([])\n"
        "import app.display.alerts as alerts\n"
        "assert alerts.QSoundEffect is None\n"
        "sounds = alerts.AlertSounds()\n"
        "assert not sounds.available and not sounds.play(alerts.AlertKind.LEVEL_CHANGE)\n"
        "import app.display.window\n"
        "print('silent ok')\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=120, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "silent ok" in done.stdout
