"""Alerts on the audience display: when to chime and flash, and the sounds themselves.

The decision is pure: :func:`due_alerts` compares the clock as last shown with the clock
now, so tests drive it with clock states at chosen moments, never with sleeps. Alerts:

- :attr:`AlertKind.LEVEL_CHANGE` when the step index changes (a new level or a break
  starting or ending, by time running out or by the director jumping);
- :attr:`AlertKind.ONE_MINUTE` when a running level or break crosses one minute left;
- :attr:`AlertKind.BUST` when a bust's announcement comes on screen (the window follows
  the session's announcement feed): a flash, no sound (a chime would sound like a level
  change).

Sound goes through QtMultimedia's ``QSoundEffect``, which needs libpulse on Linux. When
that is missing (CI, a fresh machine) the import fails and the display stays silent: the
visual flash still shows and nothing crashes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEasingCurve, QObject, QSettings, QUrl, QVariantAnimation, Signal

from app.engine.clock import ClockState
from app.engine.wording import translate

try:
    from PySide6.QtMultimedia import QSoundEffect
except ImportError:  # libpulse (or the Addons wheel) missing: visual alerts only
    QSoundEffect = None  # type: ignore[misc,assignment]

WARNING_SECONDS = 60.0
"""The one-minute warning fires when a running step crosses this many seconds left."""

SOUNDS_DIR = Path(__file__).resolve().parents[2] / "resources" / "sounds"


class AlertKind(StrEnum):
    """What happened on the clock."""

    LEVEL_CHANGE = "level_change"
    ONE_MINUTE = "one_minute"
    BUST = "bust"


SOUND_FILES: dict[AlertKind, str] = {
    AlertKind.LEVEL_CHANGE: "level_change.wav",
    AlertKind.ONE_MINUTE: "one_minute.wav",
}

FLASH_PULSES: dict[AlertKind, tuple[int, int]] = {
    AlertKind.LEVEL_CHANGE: (3, 800),
    AlertKind.ONE_MINUTE: (2, 600),
    AlertKind.BUST: (2, 700),
}
"""Pulses and milliseconds per pulse of each kind's flash."""

FLASH_STEPS = 16
"""Repaint the flash only when its intensity moves by 1/16 (full 4K repaints are costly)."""


def due_alerts(before: ClockState | None, after: ClockState) -> tuple[AlertKind, ...]:
    """The alerts to give when the clock moves from ``before`` (last shown) to ``after``.

    Nothing on the first look (``before`` is ``None``: the display just opened, or the
    tournament was reopened). A step change gives a level-change alert only, even when
    the new step is short. The one-minute warning needs the clock running in the same
    step and the time left to cross :data:`WARNING_SECONDS` downwards; a paused clock
    being adjusted, time added, or the last level starting over gives nothing.

    >>> from app.engine.structure import Level
    >>> a = ClockState(0, 1, False, Level(25, 50), 61.0, 539.0, True, True, None, None)
    >>> b = ClockState(0, 1, False, Level(25, 50), 59.5, 540.5, True, True, None, None)
    >>> due_alerts(a, b)
    (<AlertKind.ONE_MINUTE: 'one_minute'>,)
    """
    if before is None:
        return ()
    if after.index != before.index:
        return (AlertKind.LEVEL_CHANGE,)
    if (
        after.running
        and before.remaining_seconds > WARNING_SECONDS >= after.remaining_seconds
        and after.remaining_seconds > 0
    ):
        return (AlertKind.ONE_MINUTE,)
    return ()


def flash_intensity(kind: AlertKind, elapsed_ms: float) -> float:
    """How strong the flash is ``elapsed_ms`` after it started: 0 (none) to 1 (full).

    Each pulse rises fast and fades; the flash ends after its last pulse.

    >>> flash_intensity(AlertKind.LEVEL_CHANGE, 0), flash_intensity(AlertKind.LEVEL_CHANGE, 2400)
    (0.0, 0.0)
    """
    pulses, length = FLASH_PULSES[kind]
    if elapsed_ms <= 0 or elapsed_ms >= pulses * length:
        return 0.0
    phase = (elapsed_ms % length) / length
    rise = 0.15
    return phase / rise if phase < rise else 1.0 - (phase - rise) / (1.0 - rise)


@dataclass(frozen=True, slots=True)
class AlertSettings:
    """Sound settings of the display: volume from 0 to 1 and mute.

    :raises ValueError: for a volume outside 0–1.
    """

    volume: float = 0.8
    muted: bool = False

    def __post_init__(self) -> None:
        if not 0.0 <= self.volume <= 1.0:
            raise ValueError(
                translate("Alerts", "The alert volume goes from 0 to 1, not {volume}").format(
                    volume=self.volume
                )
            )

    @property
    def audible(self) -> bool:
        """True if alerts make a sound at all."""
        return not self.muted and self.volume > 0


SETTINGS_VOLUME = "display/alert_volume"
SETTINGS_MUTED = "display/alert_muted"


def load_alert_settings(store: QSettings) -> AlertSettings:
    """The saved alert settings, or the defaults for anything missing or unreadable."""
    default = AlertSettings()
    volume = _as_float(store.value(SETTINGS_VOLUME, default.volume), default.volume)
    muted = _as_bool(store.value(SETTINGS_MUTED, default.muted))
    return AlertSettings(min(1.0, max(0.0, volume)), muted)


def save_alert_settings(store: QSettings, settings: AlertSettings) -> None:
    """Remember the alert settings for the next time the display opens."""
    store.setValue(SETTINGS_VOLUME, settings.volume)
    store.setValue(SETTINGS_MUTED, settings.muted)


def _as_float(value: object, default: float) -> float:
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return default


def _as_bool(value: object) -> bool:
    if isinstance(value, str):
        return value.strip().lower() in ("1", "true", "yes", "on")
    return bool(value)


EffectFactory = Callable[[QObject], Any]


class AlertSounds(QObject):
    """The alert sounds, loaded once; silent when QtMultimedia cannot load.

    ``effect_factory`` makes one sound effect (default ``QSoundEffect``); tests pass a fake.
    """

    def __init__(
        self,
        settings: AlertSettings | None = None,
        parent: QObject | None = None,
        effect_factory: EffectFactory | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings or AlertSettings()
        factory = effect_factory if effect_factory is not None else QSoundEffect
        self._effects: dict[AlertKind, Any] = {}
        if factory is None:
            return
        for kind, name in SOUND_FILES.items():
            try:
                effect = factory(self)
                effect.setSource(QUrl.fromLocalFile(str(SOUNDS_DIR / name)))
            except (RuntimeError, OSError):  # no audio backend: stay silent
                continue
            self._effects[kind] = effect
        self.apply(self._settings)

    @property
    def available(self) -> bool:
        """True if sounds can be played on this machine."""
        return bool(self._effects)

    @property
    def settings(self) -> AlertSettings:
        """The volume and mute in effect."""
        return self._settings

    def apply(self, settings: AlertSettings) -> None:
        """Use new volume and mute settings from now on."""
        self._settings = settings
        for effect in self._effects.values():
            effect.setVolume(settings.volume)
            effect.setMuted(settings.muted)

    def play(self, kind: AlertKind) -> bool:
        """Play the sound of ``kind``; ``False`` when silent (muted or no audio)."""
        effect = self._effects.get(kind)
        if effect is None or not self._settings.audible:
            return False
        try:
            effect.play()
        except RuntimeError:
            return False
        return True


class Flash(QObject):
    """The visual side of an alert: an intensity from 0 to 1 that pulses, then rests."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._kind: AlertKind | None = None
        self._elapsed = 0.0
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEasingCurve(QEasingCurve.Type.Linear)
        self._animation.valueChanged.connect(self._step)
        self._animation.finished.connect(self._done)

    @property
    def kind(self) -> AlertKind | None:
        """The alert flashing now, if any."""
        return self._kind

    @property
    def active(self) -> bool:
        """True while a flash is running."""
        return self._kind is not None

    @property
    def intensity(self) -> float:
        """The flash strength now: 0 (none) to 1."""
        if self._kind is None:
            return 0.0
        return flash_intensity(self._kind, self._elapsed)

    def start(self, kind: AlertKind) -> None:
        """Flash for ``kind``, replacing any flash still running."""
        self._animation.stop()
        pulses, length = FLASH_PULSES[kind]
        self._kind = kind
        self._elapsed = 0.0
        self._animation.setDuration(pulses * length)
        self._animation.setEndValue(float(pulses * length))
        self._animation.start()
        self.changed.emit()

    def stop(self) -> None:
        """End the flash now."""
        self._animation.stop()
        self._done()

    def _step(self, value: object) -> None:
        before = round(self.intensity * FLASH_STEPS)
        self._elapsed = float(value)  # type: ignore[arg-type]
        if round(self.intensity * FLASH_STEPS) != before:
            self.changed.emit()

    def _done(self) -> None:
        self._kind = None
        self._elapsed = 0.0
        self.changed.emit()
