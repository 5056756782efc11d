"""Voice and sounds of the audience display: what to say or chime, and saying it.

The decision is pure and tested without Qt's speech or audio: :func:`cue_of` names what
happened (a level, a break, one minute left, a bust), :func:`spoken_text` words it as
the TV shows it ("Level 6. Blinds 300, 600. Big blind ante 600."), and :func:`decide`
picks speech, a chime, or silence from the host's :class:`VoiceSettings` and whether
this computer can speak.

Speaking goes through :class:`Speaker`, one small adapter around a text-to-speech
engine (``QTextToSpeech``; tests hand it a fake with ``say()``/``state()``); chimes go
through ``QSoundEffect``. Either missing (no speech engine or voice, no libpulse, the
module not installed: CI) leaves the display silent, never broken: speech falls back to
the chime, the chime to the flash alone.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

from PySide6.QtCore import QLocale, QObject, QSettings, QUrl
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.display.alerts import SOUNDS_DIR, AlertKind, AlertSettings
from app.engine.clock import ClockState
from app.engine.errors import chips
from app.engine.rules import AnteMode
from app.engine.structure import Break, Level
from app.engine.wording import QT_TRANSLATE_NOOP, translate

try:
    from PySide6.QtMultimedia import QSoundEffect
except ImportError:  # libpulse (or the Addons wheel) missing: no chimes
    QSoundEffect = None  # type: ignore[misc,assignment]

try:
    from PySide6.QtTextToSpeech import QTextToSpeech
except ImportError:  # the module or its plugins missing: chimes only
    QTextToSpeech = None  # type: ignore[misc,assignment]


class Cue(StrEnum):
    """What the room is told about: each has its own sound and can be muted."""

    LEVEL = "level_change"
    BREAK = "break"
    ONE_MINUTE = "one_minute"
    BUST = "bust"

    @property
    def label(self) -> str:
        """The cue as the settings name it."""
        return CUE_LABELS[self]


CUE_LABELS = {
    Cue.LEVEL: QT_TRANSLATE_NOOP("Voice", "Level change"),
    Cue.BREAK: QT_TRANSLATE_NOOP("Voice", "Break"),
    Cue.ONE_MINUTE: QT_TRANSLATE_NOOP("Voice", "One minute left"),
    Cue.BUST: QT_TRANSLATE_NOOP("Voice", "Player out"),
}
"""Each cue as the settings name it (translated where shown)."""

SHIPPED_SOUNDS = ("level_change.wav", "one_minute.wav", "bell.wav", "triple_beep.wav")
"""The chimes Feltboard ships (``resources/sounds``); the host picks among these."""

NO_SOUND = ""


def sound_label(name: str) -> str:
    """A sound file as the settings list it: ``'Triple beep'``; ``'No sound'``.

    >>> sound_label("triple_beep.wav"), sound_label("")
    ('Triple beep', 'No sound')
    """
    if not name:
        return QT_TRANSLATE_NOOP("Voice", "No sound")
    return name.removesuffix(".wav").replace("_", " ").capitalize()


SOUND_LABELS = (
    QT_TRANSLATE_NOOP("Voice", "Level change"),
    QT_TRANSLATE_NOOP("Voice", "One minute"),
    QT_TRANSLATE_NOOP("Voice", "Bell"),
    QT_TRANSLATE_NOOP("Voice", "Triple beep"),
)
"""The shipped chimes' :func:`sound_label` s, for the translators."""


DEFAULT_SOUNDS = {
    Cue.LEVEL: "level_change.wav",
    Cue.BREAK: "bell.wav",
    Cue.ONE_MINUTE: "one_minute.wav",
    Cue.BUST: NO_SOUND,  # a chime for every bust would sound like a level change
}


@dataclass(frozen=True, slots=True)
class VoiceSettings:
    """The host's choices: speak when a voice exists, muted cues, each cue's chime.

    :raises ValueError: for a sound that Feltboard does not ship.
    """

    speak: bool = True
    muted: frozenset[Cue] = frozenset()
    sounds: tuple[tuple[Cue, str], ...] = tuple(DEFAULT_SOUNDS.items())

    def __post_init__(self) -> None:
        for cue, name in self.sounds:
            if name and name not in SHIPPED_SOUNDS:
                raise ValueError(
                    translate("Voice", "The sound for {cue} is one of {sounds}, not {name}")
                    .format(
                        cue=translate("Voice", cue.label).lower(),
                        sounds=", ".join(SHIPPED_SOUNDS),
                        name=repr(name),
                    )
                )

    def sound(self, cue: Cue) -> str:
        """The chime file of ``cue`` (``''``: none)."""
        return dict(self.sounds).get(cue, DEFAULT_SOUNDS[cue])

    def with_sound(self, cue: Cue, name: str) -> VoiceSettings:
        """These settings with ``cue`` chiming ``name``."""
        chosen = dict(self.sounds)
        chosen[cue] = name
        return VoiceSettings(self.speak, self.muted, tuple(chosen.items()))

    def with_muted(self, cue: Cue, muted: bool) -> VoiceSettings:
        """These settings with ``cue`` muted or not."""
        kept = self.muted | {cue} if muted else self.muted - {cue}
        return VoiceSettings(self.speak, frozenset(kept), self.sounds)


# ----- the decision ------------------------------------------------------------------------


def cue_of(kind: AlertKind, clock: ClockState) -> Cue:
    """The cue of an alert: a step change is a break when the new step is one.

    >>> from app.engine.structure import Level
    >>> c = ClockState(1, 2, False, Level(50, 100), 600.0, 0.0, True, True, None, None)
    >>> cue_of(AlertKind.LEVEL_CHANGE, c)
    <Cue.LEVEL: 'level_change'>
    """
    if kind is AlertKind.LEVEL_CHANGE:
        return Cue.BREAK if clock.is_break else Cue.LEVEL
    return Cue.ONE_MINUTE if kind is AlertKind.ONE_MINUTE else Cue.BUST


def level_words(number: int, level: Level, ante_mode: AnteMode) -> str:
    """A level as the room hears it.

    >>> level_words(6, Level(300, 600, 600), AnteMode.BIG_BLIND)
    'Level 6. Blinds 300, 600. Big blind ante 600.'
    >>> level_words(2, Level(50, 100), AnteMode.CLASSIC)
    'Level 2. Blinds 50, 100.'
    """
    text = translate("Voice", "Level {number}. Blinds {small}, {big}.").format(
        number=number, small=chips(level.small_blind), big=chips(level.big_blind)
    )
    if level.ante and ante_mode is AnteMode.BIG_BLIND:
        ante = translate("Voice", "Big blind ante {ante}.")
    elif level.ante and ante_mode is AnteMode.CLASSIC:
        ante = translate("Voice", "Ante {ante}.")
    else:
        return text
    return f"{text} {ante.format(ante=chips(level.ante))}"


def duration_words(seconds: float) -> str:
    """``'15 minutes'``, ``'1 minute'``, ``'90 seconds'``.

    >>> duration_words(900), duration_words(60), duration_words(90)
    ('15 minutes', '1 minute', '90 seconds')
    """
    whole = round(seconds)
    if whole % 60:
        return translate("Voice", "{count} seconds").format(count=whole)
    minutes = whole // 60
    if minutes == 1:
        return translate("Voice", "1 minute")
    return translate("Voice", "{count} minutes").format(count=minutes)


def break_words(step: Break) -> str:
    """A break as the room hears it.

    >>> break_words(Break(900, "Color up the 25s", color_up=25))
    'Break: 15 minutes. Colour up the 25 chips.'
    >>> break_words(Break(600, "Last rebuys"))
    'Break: 10 minutes. Last rebuys.'
    """
    text = translate("Voice", "Break: {duration}.").format(
        duration=duration_words(step.duration_seconds)
    )
    if step.color_up is not None:
        text += " " + translate("Voice", "Colour up the {chip} chips.").format(
            chip=chips(step.color_up)
        )
    elif step.note:
        text += f" {step.shown_note.rstrip('.')}."
    return text


def spoken_text(
    cue: Cue, clock: ClockState, ante_mode: AnteMode, finishes: Iterable[str] = ()
) -> str:
    """What is said for ``cue`` with the clock as it is now (the step just started, for a
    level or a break); ``''`` when there is nothing to say."""
    step = clock.level
    if cue is Cue.LEVEL and isinstance(step, Level):
        return level_words(clock.level_number, step, ante_mode)
    if cue is Cue.BREAK and isinstance(step, Break):
        return break_words(step)
    if cue is Cue.ONE_MINUTE:
        if clock.is_break:
            return translate("Voice", "One minute left in the break.")
        return translate("Voice", "One minute left in level {number}.").format(
            number=clock.level_number
        )
    if cue is Cue.BUST:
        return " ".join(f"{line.replace(' — ', ', ').rstrip('.')}." for line in finishes)
    return ""


@dataclass(frozen=True, slots=True)
class Say:
    """Speak ``text``."""

    cue: Cue
    text: str


@dataclass(frozen=True, slots=True)
class Chime:
    """Play the shipped sound ``sound``."""

    cue: Cue
    sound: str


def decide(
    cue: Cue, text: str, settings: VoiceSettings, audible: bool, can_speak: bool
) -> Say | Chime | None:
    """Speech, a chime or nothing for ``cue``.

    Nothing when all sound is off (``audible`` false: the display's mute or volume 0) or
    this cue is muted. Speech when the host wants it, the computer can speak and there is
    something to say; otherwise the cue's chime, if it has one.

    >>> decide(Cue.LEVEL, "Level 2.", VoiceSettings(), True, False)
    Chime(cue=<Cue.LEVEL: 'level_change'>, sound='level_change.wav')
    """
    if not audible or cue in settings.muted:
        return None
    if settings.speak and can_speak and text:
        return Say(cue, text)
    sound = settings.sound(cue)
    return Chime(cue, sound) if sound else None


# ----- settings saved between sessions -----------------------------------------------------

SETTINGS_SPEAK = "display/voice_speak"
SETTINGS_MUTED = "display/voice_muted"
SETTINGS_SOUND = "display/voice_sound_"


def load_voice_settings(store: QSettings) -> VoiceSettings:
    """The saved settings; anything missing or unreadable is the default."""
    speak_value = store.value(SETTINGS_SPEAK, True)
    speak = speak_value.lower() in ("1", "true", "yes", "on") if isinstance(
        speak_value, str) else bool(speak_value)
    muted_value = store.value(SETTINGS_MUTED, "")
    if isinstance(muted_value, str):
        names = muted_value.split(",")
    else:  # QSettings gives a list back for one or several values on some platforms
        names = [str(v) for v in muted_value] if isinstance(muted_value, list) else []
    muted = frozenset(cue for cue in Cue if cue.value in names)
    sounds = []
    for cue in Cue:
        name = store.value(SETTINGS_SOUND + cue.value, DEFAULT_SOUNDS[cue])
        name = name if isinstance(name, str) and name in (*SHIPPED_SOUNDS, NO_SOUND) else (
            DEFAULT_SOUNDS[cue])
        sounds.append((cue, name))
    return VoiceSettings(speak, muted, tuple(sounds))


def save_voice_settings(store: QSettings, settings: VoiceSettings) -> None:
    """Remember the settings for the next time the display opens."""
    store.setValue(SETTINGS_SPEAK, settings.speak)
    store.setValue(SETTINGS_MUTED, ",".join(sorted(cue.value for cue in settings.muted)))
    for cue in Cue:
        store.setValue(SETTINGS_SOUND + cue.value, settings.sound(cue))


# ----- saying it ---------------------------------------------------------------------------


class SpeechEngine(Protocol):
    """What :class:`Speaker` needs of ``QTextToSpeech`` (tests pass a fake)."""

    def say(self, text: str) -> None: ...

    def state(self) -> Any: ...


def _state_name(state: object) -> str:
    return str(getattr(state, "name", state))


class Speaker:
    """Says text through a speech engine, if there is one that works and has a voice.

    A second announcement while the first is being said is queued (``enqueue``, Qt 6.6+)
    rather than cutting it off.
    """

    def __init__(self, engine: SpeechEngine | None) -> None:
        self._engine = engine

    @property
    def available(self) -> bool:
        """True if text can be spoken now."""
        engine = self._engine
        if engine is None:
            return False
        try:
            if _state_name(engine.state()) == "Error":
                return False
            voices = getattr(engine, "availableVoices", None)
            return voices is None or bool(voices())
        except RuntimeError:  # the engine's C++ side is gone
            return False

    def say(self, text: str, volume: float = 1.0) -> bool:
        """Say ``text`` at ``volume`` (0–1); ``False`` when nothing could be said."""
        if not self.available:
            return False
        engine: Any = self._engine
        try:
            if hasattr(engine, "setVolume"):
                engine.setVolume(volume)
            if _state_name(engine.state()) == "Speaking" and hasattr(engine, "enqueue"):
                engine.enqueue(text)
            else:
                engine.say(text)
        except RuntimeError:
            return False
        return True


def system_speech_engine(parent: QObject | None = None) -> SpeechEngine | None:
    """The system's text-to-speech engine, or ``None`` when there is none with a voice
    (the ``mock`` test engine Qt ships does not count)."""
    if QTextToSpeech is None:
        return None
    try:
        engines = [name for name in QTextToSpeech.availableEngines() if name != "mock"]
        if not engines:
            return None
        engine = QTextToSpeech(engines[0], parent)
        if _state_name(engine.state()) == "Error" or not engine.availableVoices():
            engine.deleteLater()
            return None
        speak_language(engine, QLocale())
    except RuntimeError:
        return None
    return engine


def speak_language(engine: Any, locale: QLocale) -> bool:
    """Have ``engine`` speak ``locale``'s language (the one the app is in: ``QLocale()``,
    set at start-up), with a voice of its country where there is one; whether it can.

    An engine without a voice in that language keeps its own (better an English voice
    than none).
    """
    try:
        locales = list(engine.availableLocales())
    except (AttributeError, RuntimeError):
        return False
    same_country = [
        known for known in locales
        if known.language() == locale.language() and known.territory() == locale.territory()
    ]
    same_language = [known for known in locales if known.language() == locale.language()]
    chosen = (same_country or same_language or [None])[0]
    if chosen is None:
        return False
    engine.setLocale(chosen)
    return True


EffectFactory = Callable[[QObject], Any]


@dataclass
class _Chimes:
    """The shipped sounds as sound effects, each loaded on first use."""

    parent: QObject
    factory: EffectFactory | None
    loaded: dict[str, Any] = field(default_factory=dict)

    def play(self, name: str, volume: float) -> bool:
        if self.factory is None or name not in SHIPPED_SOUNDS:
            return False
        try:
            effect = self.loaded.get(name)
            if effect is None:
                effect = self.factory(self.parent)
                effect.setSource(QUrl.fromLocalFile(str(SOUNDS_DIR / name)))
                self.loaded[name] = effect
            effect.setVolume(volume)
            effect.play()
        except (RuntimeError, OSError):  # no audio backend: stay silent
            return False
        return True


class DisplayVoice(QObject):
    """Announces alerts on the display: spoken, chimed or silent as :func:`decide` says.

    ``speaker`` says text (default: the system's speech engine, if any); ``effect_factory``
    makes a sound effect (default ``QSoundEffect``; tests pass fakes).
    """

    def __init__(
        self,
        settings: VoiceSettings | None = None,
        parent: QObject | None = None,
        speaker: Speaker | None = None,
        effect_factory: EffectFactory | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings or VoiceSettings()
        self.speaker = speaker if speaker is not None else Speaker(system_speech_engine(self))
        factory = effect_factory if effect_factory is not None else QSoundEffect
        self._chimes = _Chimes(self, factory)
        self.last: Say | Chime | None = None
        """What the latest announcement did (for tests and diagnostics)."""

    @property
    def can_speak(self) -> bool:
        """True if this computer can speak now."""
        return self.speaker.available

    def announce(
        self,
        kind: AlertKind,
        clock: ClockState,
        ante_mode: AnteMode,
        alerts: AlertSettings,
        finishes: Iterable[str] = (),
    ) -> Say | Chime | None:
        """Speak or chime for an alert that just fired; what was done, or ``None``."""
        cue = cue_of(kind, clock)
        text = spoken_text(cue, clock, ante_mode, finishes)
        return self.perform(decide(cue, text, self.settings, alerts.audible, self.can_speak),
                            alerts.volume)

    def perform(self, action: Say | Chime | None, volume: float) -> Say | Chime | None:
        """Do ``action``; a failed speech falls back to the cue's chime."""
        if isinstance(action, Say) and not self.speaker.say(action.text, volume):
            sound = self.settings.sound(action.cue)
            action = Chime(action.cue, sound) if sound else None
        if isinstance(action, Chime) and not self._chimes.play(action.sound, volume):
            action = None
        self.last = action
        return action

    def preview(self, cue: Cue, alerts: AlertSettings) -> Say | Chime | None:
        """Let the host hear ``cue`` as set (the settings dialog's Test button)."""
        samples = {
            Cue.LEVEL: level_words(6, Level(300, 600, 600), AnteMode.BIG_BLIND),
            Cue.BREAK: break_words(Break(900, color_up=25)),
            Cue.ONE_MINUTE: translate("Voice", "One minute left in level {number}.").format(
                number=6
            ),
            Cue.BUST: translate("Voice", "Hugo finishes 9th."),
        }
        volume = alerts.volume if alerts.volume > 0 else 0.8
        settings = self.settings.with_muted(cue, False)
        return self.perform(decide(cue, samples[cue], settings, True, self.can_speak), volume)


# ----- the settings dialog -----------------------------------------------------------------


class SoundsDialog(QDialog):
    """Sounds and voice: speak or not, and for each cue whether it sounds and its chime.

    Changes apply at once (``changed`` carries the new settings) and are kept by the
    display's settings store.
    """

    def __init__(
        self,
        voice: DisplayVoice,
        alerts: Callable[[], AlertSettings],
        on_change: Callable[[VoiceSettings], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Voice", "Sounds and voice"))
        self.setObjectName("soundsDialog")
        self._voice = voice
        self._alerts = alerts
        self._on_change = on_change
        layout = QVBoxLayout(self)
        self.speak_box = QCheckBox(
            translate("Voice", "Speak the announcements (where this computer has a voice)"),
            self,
        )
        self.speak_box.setObjectName("speakBox")
        layout.addWidget(self.speak_box)
        self.voice_note = QLabel(
            translate("Voice", "This computer has a voice.")
            if voice.can_speak
            else translate(
                "Voice", "This computer has no voice installed: the chimes below play instead."
            ),
            self,
        )
        self.voice_note.setObjectName("voiceNote")
        self.voice_note.setWordWrap(True)
        layout.addWidget(self.voice_note)
        grid = QGridLayout()
        self.on_boxes: dict[Cue, QCheckBox] = {}
        self.sound_boxes: dict[Cue, QComboBox] = {}
        for row, cue in enumerate(Cue):
            box = QCheckBox(translate("Voice", cue.label), self)
            box.setObjectName(f"on_{cue.value}")
            sounds = QComboBox(self)
            sounds.setObjectName(f"sound_{cue.value}")
            for name in (*SHIPPED_SOUNDS, NO_SOUND):
                sounds.addItem(translate("Voice", sound_label(name)), name)
            test = QPushButton(translate("Voice", "Test"), self)
            test.setObjectName(f"test_{cue.value}")
            test.clicked.connect(lambda _c=False, c=cue: self._voice.preview(c, self._alerts()))
            grid.addWidget(box, row, 0)
            grid.addWidget(sounds, row, 1)
            grid.addWidget(test, row, 2)
            self.on_boxes[cue] = box
            self.sound_boxes[cue] = sounds
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show(voice.settings)
        self.speak_box.toggled.connect(self._read)
        for cue in Cue:
            self.on_boxes[cue].toggled.connect(self._read)
            self.sound_boxes[cue].currentIndexChanged.connect(self._read)

    def _show(self, settings: VoiceSettings) -> None:
        self.speak_box.setChecked(settings.speak)
        for cue in Cue:
            self.on_boxes[cue].setChecked(cue not in settings.muted)
            combo = self.sound_boxes[cue]
            combo.setCurrentIndex(max(0, combo.findData(settings.sound(cue))))

    def read(self) -> VoiceSettings:
        """The settings shown."""
        return VoiceSettings(
            self.speak_box.isChecked(),
            frozenset(cue for cue, box in self.on_boxes.items() if not box.isChecked()),
            tuple((cue, str(box.currentData())) for cue, box in self.sound_boxes.items()),
        )

    def _read(self) -> None:
        with contextlib.suppress(ValueError):  # only shipped sounds are listed
            self._on_change(self.read())
