"""The audience display: the tournament on a TV, readable across the room.

:class:`AudienceDisplay` paints a :class:`~app.present.view_model.DisplayModel` as
:func:`~app.display.layout.compose` lays it out, in the host's look
(:mod:`app.display.look`).

The window refreshes on the session's ``changed`` and ``clock_ticked`` signals and reads
the clock from ``session.clock_state()`` every time, so it never drifts and shows the
right time after a pause, a level jump or a reopen.

Screens: :meth:`AudienceDisplay.show_on` with no screen puts the display full screen on a
monitor other than the console's when there is one (a normal window otherwise) and
keeps doing so as monitors are plugged in or removed. Esc leaves full screen; F11 or a
double click toggles it; M mutes the alert sounds and the voice (:mod:`app.display.voice`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TypeVar

from PySide6.QtCore import QRectF, QSettings, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QContextMenuEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QScreen,
)
from PySide6.QtWidgets import QMenu, QWidget

from app.display.alerts import (
    AlertKind,
    AlertSettings,
    AlertSounds,
    Flash,
    due_alerts,
    load_alert_settings,
    save_alert_settings,
)
from app.display.announcement_banner import AnnouncementBanner, banner_band
from app.display.composition import Composition, paint_composition
from app.display.layout import compose
from app.display.look import LogoPicture
from app.display.palette import FLASH_COLOURS
from app.display.voice import (
    DisplayVoice,
    SoundsDialog,
    VoiceSettings,
    load_voice_settings,
    save_voice_settings,
)
from app.engine.clock import ClockState
from app.engine.wording import translate
from app.present.announcements import AnnouncementKind
from app.present.view_model import DisplayModel, build_display_model
from app.session.announcement_feed import feed_of
from app.session.live import LiveTournament

FLASHED = frozenset({AnnouncementKind.BUST, AnnouncementKind.WINNER})
"""Announcements that flash the screen as they come on (the room looks up for a bust)."""

VOLUME_STEPS = (25, 50, 75, 100)
"""Alert volumes offered in the display's right-click menu, in percent."""


T = TypeVar("T")


def choose_screen(screens: Sequence[T], avoid: T | None) -> T | None:
    """The monitor for the audience: the first one that is not ``avoid`` (the console's).

    ``None`` when there is only the console's monitor: the display is then a window.

    >>> choose_screen(["laptop", "tv"], "laptop"), choose_screen(["laptop"], "laptop")
    ('tv', None)
    """
    return next((screen for screen in screens if screen != avoid), None)


# ----- the window ----------------------------------------------------------------------------


class AudienceDisplay(QWidget):
    """The tournament on the TV: clock, blinds, players, prizes and the live hand.

    ``alerted`` carries an :class:`AlertKind` value each time an alert fires (the flash
    always shows; the sound only where QtMultimedia works and not muted).
    """

    alerted = Signal(str)
    closed = Signal()
    """The window was closed (by the host, or by the app switching tournaments)."""

    def __init__(
        self,
        session: LiveTournament,
        parent: QWidget | None = None,
        settings: AlertSettings | None = None,
        settings_store: QSettings | None = None,
        sounds: AlertSounds | None = None,
        voice: DisplayVoice | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("audienceDisplay")
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setMinimumSize(480, 270)
        self.resize(1280, 720)
        self._session = session
        self._store = settings_store
        if settings is None and settings_store is not None:
            settings = load_alert_settings(settings_store)
        self.sounds = sounds if sounds is not None else AlertSounds(settings, self)
        self.voice = voice
        """Speech and chosen chimes; ``None``: the fixed chimes of :attr:`sounds`."""
        self._sounds_dialog: SoundsDialog | None = None
        self.flash = Flash(self)
        self.flash.changed.connect(self.update)
        self._last_clock: ClockState | None = None
        self.announcements = feed_of(session)
        self.banner = AnnouncementBanner(self)
        showing = self.announcements.showing()  # on screen already: shown, not flashed
        self._announced = showing.announcement.id if showing is not None else None
        self._model: DisplayModel | None = None
        self._composition: Composition | None = None
        self._logo: LogoPicture | None = None
        self._follow_screens = False
        self.frames = 0
        """How many times the window was painted (for tests and diagnostics)."""
        self._build_actions()
        session.changed.connect(self.refresh)
        session.clock_ticked.connect(self.refresh)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenAdded.connect(self._screen_added)
            app.screenRemoved.connect(self._screen_removed)
        self.refresh()

    # ----- state ---------------------------------------------------------------------------

    @property
    def model(self) -> DisplayModel:
        """What the display shows now."""
        assert self._model is not None
        return self._model

    @property
    def alert_settings(self) -> AlertSettings:
        """Volume and mute of the alert sounds."""
        return self.sounds.settings

    def set_alert_settings(self, settings: AlertSettings) -> None:
        """Change volume or mute; remembered when the display has a settings store."""
        self.sounds.apply(settings)
        self.mute_action.setChecked(settings.muted)
        if self._store is not None:
            save_alert_settings(self._store, settings)

    def composition(self) -> Composition:
        """The layout painted at the current size."""
        if self._composition is None:
            logo = self.logo_picture()
            self._composition = compose(self.model, self.width(), self.height(), logo.aspect)
        return self._composition

    def logo_picture(self) -> LogoPicture:
        """The host's logo, read again only when it changes."""
        look = self.model.look
        if self._logo is None or self._logo.data is not look.logo:
            self._logo = LogoPicture(look.logo, look.logo_kind)
        return self._logo

    def refresh(self) -> None:
        """Read the session now: rebuild the model, fire any alerts, repaint if it changed."""
        session = self._session
        clock = session.clock_state()
        now = session.now()
        model = build_display_model(session.state, clock, now)
        # Once there is a winner the clock is only a number left running: no chime and no
        # voice for levels nobody plays (the winner's own announcement still flashes).
        ended = session.state.is_finished
        alerts = (() if ended else due_alerts(self._last_clock, clock)) + self._announce(now)
        self._last_clock = clock
        if model != self._model:
            self._model = model
            self._repaint_changes()
            self.setWindowTitle(
                translate("Display", "{name} — audience display").format(name=model.title)
            )
        self._place_banner()
        if self.isVisible():  # a closed display keeps its model current but stays quiet
            for kind in alerts:
                self._alert(kind)

    def _announce(self, now: float) -> tuple[AlertKind, ...]:
        """Show the announcement due now; a bust coming on screen flashes."""
        showing = self.announcements.showing()
        self.banner.show_announcement(showing, now)
        shown = showing.announcement.id if showing is not None else None
        fresh = shown is not None and shown != self._announced
        self._announced = shown
        if fresh and showing is not None and showing.announcement.kind in FLASHED:
            return (AlertKind.BUST,)
        return ()

    def _place_banner(self) -> None:
        """The banner over its band, shown while there is news (never over the clock)."""
        band = self.composition().banner if self._model is not None else None
        if band is None or self.banner.showing is None:
            self.banner.hide()
            return
        self.banner.setGeometry(banner_band(band, QRectF(self.rect())).toAlignedRect())
        self.banner.show()

    def _repaint_changes(self) -> None:
        """Repaint only what changed (a 4K full repaint costs tens of milliseconds)."""
        before = self._composition
        self._composition = None
        if before is None or self.flash.active:
            self.update()
            return
        region = self.composition().changed_since(before)
        if region is None:
            self.update()
        elif not region.isEmpty():
            self.update(region)

    def _alert(self, kind: AlertKind) -> None:
        self.flash.start(kind)
        if self.voice is None:
            self.sounds.play(kind)
        elif self._last_clock is not None:
            self.voice.announce(kind, self._last_clock, self._session.state.setup.rules.ante_mode,
                                self.sounds.settings, self.model.latest_finishes)
        self.alerted.emit(kind.value)

    def set_voice_settings(self, settings: VoiceSettings) -> None:
        """Speak or not, mute cues, pick chimes; remembered with the other sound settings."""
        if self.voice is None:
            self.voice = DisplayVoice(settings, self)
        self.voice.settings = settings
        if self._store is not None:
            save_voice_settings(self._store, settings)

    def sounds_dialog(self) -> SoundsDialog:
        """Sounds and voice… (the right-click menu): changes apply at once."""
        if self.voice is None:
            self.voice = DisplayVoice(parent=self)
        if self._sounds_dialog is None:
            self._sounds_dialog = SoundsDialog(self.voice, lambda: self.sounds.settings,
                                               self.set_voice_settings, self)
        self._sounds_dialog.show()
        self._sounds_dialog.raise_()
        return self._sounds_dialog

    # ----- screens -------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        if event.isAccepted():
            self.closed.emit()

    def show_on(self, screen: QScreen | None = None) -> None:
        """Full screen on ``screen``; with ``None``, on another monitor than the console's
        if there is one (a normal window otherwise), following monitors as they come and go.
        """
        self._follow_screens = screen is None
        if screen is None:
            screen = choose_screen(QGuiApplication.screens(), self._console_screen())
        self._place(screen, QGuiApplication.screens(), recentre=not self.isVisible())

    def _console_screen(self) -> QScreen | None:
        parent = self.parentWidget()
        if parent is not None and parent.isVisible():
            return parent.screen()
        return QGuiApplication.primaryScreen()

    def _place(self, screen: QScreen | None, screens: list[QScreen], recentre: bool) -> None:
        """Full screen on ``screen``; with ``None`` a normal window, centred on the
        console's monitor when ``recentre`` (first shown, or its monitor went away)."""
        if screen is not None:
            self.setScreen(screen)
            self._centre_on(screen)
            self.showFullScreen()
            return
        if self.isFullScreen():
            self.showNormal()
        if recentre:
            console = self._console_screen()
            home = console if console in screens else (screens[0] if screens else None)
            if home is not None:
                self.setScreen(home)
                self._centre_on(home)
        self.show()

    def _centre_on(self, screen: QScreen) -> None:
        """The normal-window geometry: centred on ``screen``, 1280×720 or less."""
        area = screen.availableGeometry()
        width = min(1280, area.width() * 3 // 4)
        height = min(720, area.height() * 3 // 4)
        self.setGeometry(area.x() + (area.width() - width) // 2,
                         area.y() + (area.height() - height) // 2, width, height)

    def _screen_added(self, _screen: QScreen) -> None:
        if self._follow_screens and self.isVisible():  # a closed display stays closed
            screens = QGuiApplication.screens()
            self._place(choose_screen(screens, self._console_screen()), screens, recentre=False)

    def _screen_removed(self, removed: QScreen) -> None:
        screens = [s for s in QGuiApplication.screens() if s is not removed]
        lost = self.screen() is removed or self.screen() not in screens
        if self._follow_screens and self.isVisible():
            console = self._console_screen()
            avoid = console if console in screens else QGuiApplication.primaryScreen()
            self._place(choose_screen(screens, avoid), screens, recentre=lost)
        elif lost and self.isVisible():
            self._place(None, screens, recentre=True)

    def toggle_full_screen(self) -> None:
        """Leave full screen, or go full screen on the monitor the window is on."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    # ----- input ---------------------------------------------------------------------------

    def _build_actions(self) -> None:
        self.full_screen_action = QAction(translate("Display", "Full screen"), self)
        self.full_screen_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.full_screen_action.triggered.connect(self.toggle_full_screen)
        self.mute_action = QAction(translate("Display", "Mute alert sounds"), self)
        self.mute_action.setCheckable(True)
        self.mute_action.setShortcut(QKeySequence(Qt.Key.Key_M))
        self.mute_action.setChecked(self.sounds.settings.muted)
        self.mute_action.toggled.connect(self._mute_toggled)
        self.addAction(self.full_screen_action)
        self.addAction(self.mute_action)

    def _mute_toggled(self, muted: bool) -> None:
        if muted != self.sounds.settings.muted:
            self.set_alert_settings(replace(self.sounds.settings, muted=muted))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            event.accept()
            return
        super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.toggle_full_screen()
        event.accept()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        menu = QMenu(self)
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setChecked(self.isFullScreen())
        menu.addAction(self.full_screen_action)
        menu.addAction(self.mute_action)
        self._add_volume_menu(menu)
        menu.addAction(translate("Display", "Sounds and voice…"), self.sounds_dialog)
        menu.exec(event.globalPos())

    def _add_volume_menu(self, menu: QMenu) -> None:
        volume = menu.addMenu(translate("Display", "Alert volume"))
        current = round(self.sounds.settings.volume * 100)
        for percent in VOLUME_STEPS:
            action = volume.addAction(f"{percent}%")
            action.setCheckable(True)
            action.setChecked(percent == current)
            action.triggered.connect(lambda _c=False, p=percent: self.set_volume(p))

    def set_volume(self, percent: int) -> None:
        """Set the alert volume (0–100 %); remembered with the other sound settings."""
        level = max(0, min(100, percent)) / 100
        self.set_alert_settings(replace(self.sounds.settings, volume=level))

    # ----- painting ------------------------------------------------------------------------

    def resizeEvent(self, event: object) -> None:
        self._composition = None
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._place_banner()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        composition = self.composition()
        painter.fillRect(self.rect(), composition.background)
        radius = self.height() / 100
        painter.setPen(Qt.PenStyle.NoPen)
        for panel, colour in composition.panels:
            painter.setBrush(colour)
            painter.drawRoundedRect(panel, radius, radius)
        if composition.logo is not None:
            self.logo_picture().paint(painter, composition.logo)
        intensity = self.flash.intensity
        kind = self.flash.kind
        if intensity > 0 and kind is not None:
            tint = QColor(FLASH_COLOURS[kind])
            tint.setAlphaF(0.35 * intensity)
            painter.fillRect(self.rect(), tint)
            border = QColor(FLASH_COLOURS[kind])
            border.setAlphaF(intensity)
            pen = QPen(border)
            thickness = self.height() / 60
            pen.setWidthF(thickness)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            half = thickness / 2
            painter.drawRect(QRectF(self.rect()).adjusted(half, half, -half, -half))
        paint_composition(painter, composition)
        painter.end()
        self.frames += 1


def open_audience_display(
    session: LiveTournament,
    parent: QWidget | None = None,
    *,
    store: QSettings | None = None,
    shown: bool = True,
) -> AudienceDisplay:
    """Open the audience display for ``session`` (View > Audience display in the console).

    Uses the alert and voice settings saved in ``store`` (default: the app's
    ``QSettings``), speaks where the system has a voice, goes
    full screen on a second monitor when there is one (unless ``shown`` is False: the
    host only opened its sound settings), and makes sure the session's clock timer ticks
    (the display's clock follows it).
    """
    store = store if store is not None else QSettings()
    display = AudienceDisplay(
        session, parent, settings=load_alert_settings(store), settings_store=store
    )
    display.voice = DisplayVoice(load_voice_settings(store), display)
    if shown:
        display.show_on(None)
    session.start_ticking()
    return display
