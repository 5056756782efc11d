"""The audience display: the tournament on a TV, readable across the room.

:class:`AudienceDisplay` paints a :class:`~app.display.view_model.DisplayModel`. Layout is
a function of the model and the window size (:func:`compose`), in a 16:9 box centred in
the window; every size and font is a fraction of the box height, so the screen looks the
same at 1280×720 and 3840×2160. Numbers shrink to fit their space and are never cut;
names and notes shrink a little, then end in "…".

The host's look (:class:`~app.engine.look.DisplayLook`, part of the setup) recolours the
composition (:func:`recolour`), adds the logo at the top left, leaves out the panels not
chosen (the clock takes their room) and, in portrait, stacks the same parts in a 9:16 box
(:meth:`_Composer.portrait_body`).

The window refreshes on the session's ``changed`` and ``clock_ticked`` signals and reads
the clock from ``session.clock_state()`` every time, so it never drifts and shows the
right time after a pause, a level jump or a reopen.

Screens: :meth:`AudienceDisplay.show_on` with no screen puts the display full screen on a
monitor other than the console's when there is one (a normal window otherwise) and
keeps doing so as monitors are plugged in or removed. Esc leaves full screen; F11 or a
double click toggles it; M mutes the alert sounds and the voice (:mod:`app.display.voice`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import TypeVar

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSettings, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QContextMenuEvent,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QRegion,
    QScreen,
)
from PySide6.QtSvg import QSvgRenderer
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
from app.display.view_model import (
    DisplayModel,
    LiveHand,
    StandingLine,
    build_display_model,
)
from app.display.voice import (
    DisplayVoice,
    SoundsDialog,
    VoiceSettings,
    load_voice_settings,
    save_voice_settings,
)
from app.engine.clock import ClockState
from app.engine.look import DisplayLook, LogoKind, Orientation, Panel, contrast_ratio
from app.engine.wording import translate
from app.session.announcement_feed import feed_of
from app.session.announcements import AnnouncementKind
from app.session.live import LiveTournament

# ----- colours: light, large type on a near-black background ------------------------------

BACKGROUND = QColor("#0a0e14")
PANEL = QColor("#141b25")
TEXT = QColor("#f5f7fa")
LABEL = QColor("#a9b8c9")
GOLD = QColor("#ffd166")
TEAL = QColor("#5ee0ef")
ORANGE = QColor("#ffa94d")
WARNING = QColor("#ff7b5c")
PAUSED_CLOCK = QColor("#8e9aab")
RED_SUIT = QColor("#ff6b6b")
CARD_FACE = QColor("#f5f7fa")
CARD_INK = QColor("#10151c")
CARD_RED = QColor("#d0312d")
DARK_INK = QColor("#0a0e14")
EMPTY_SLOT = QColor("#222c3a")

STATUS_FILL = {
    "PAUSED": ORANGE,
    "BREAK": TEAL,
    "STARTING SOON": QColor("#c9d4e0"),
    "HEADS-UP": GOLD,
    "FINISHED": GOLD,
}
FLASH_COLOURS = {
    AlertKind.LEVEL_CHANGE: GOLD,
    AlertKind.ONE_MINUTE: WARNING,
    AlertKind.BUST: RED_SUIT,
}

ASPECT = 16 / 9
LINE = 1.18
"""Line height as a multiple of the pixel size (generous, for every font's descenders)."""
NAME_GAP = 1.2
"""Box units between a payout's place ("1st", "Deal") and the name beside it."""

NUMERIC_ROLES = frozenset(
    {"clock", "blinds", "ante", "pool", "pot", "stat:players", "stat:average", "winner_prize"}
)
"""Roles whose text is a number: shrunk to fit, never elided."""

NUMERIC_PREFIXES = ("amount:", "final_prize:", "final_ko:")
"""Roles of numbered rows whose text is money: shrunk to fit, never elided either."""


def is_numeric(role: str) -> bool:
    """Whether the text of ``role`` is a number or an amount of money (never elided)."""
    return role in NUMERIC_ROLES or role.startswith(NUMERIC_PREFIXES)


MONEY_GAP = 3.0
"""Space between the prize and bounty columns of the final standings (box units)."""

FLASHED = frozenset({AnnouncementKind.BUST, AnnouncementKind.WINNER})
"""Announcements that flash the screen as they come on (the room looks up for a bust)."""

VOLUME_STEPS = (25, 50, 75, 100)
"""Alert volumes offered in the display's right-click menu, in percent."""


@dataclass(eq=False)
class Block:
    """One run of text (or a card face) placed in the window."""

    role: str
    rect: QRectF
    runs: tuple[tuple[str, QColor], ...]
    font: QFont
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft
    fill: QColor | None = None
    radius: float = 0.0

    @property
    def text(self) -> str:
        """All the runs as one string."""
        return "".join(text for text, _ in self.runs)

    def signature(self) -> tuple[object, ...]:
        """Everything that shows, to tell whether the block must be repainted."""
        rect = self.rect
        return (
            self.role,
            (rect.x(), rect.y(), rect.width(), rect.height()),
            tuple((text, colour.rgba()) for text, colour in self.runs),
            self.font.pixelSize(),
            self.font.weight(),
            int(self.align.value),
            self.fill.rgba() if self.fill is not None else None,
        )


@dataclass(eq=False)
class Composition:
    """Everything painted: panels behind, text and cards on top; ``banner`` is the band
    where announcements show (never over the clock), ``None`` when the layout has none."""

    panels: list[tuple[QRectF, QColor]]
    blocks: list[Block]
    logo: QRectF | None = None
    """Where the host's logo is painted (``None``: no logo)."""
    look: DisplayLook | None = None
    """The look it was composed in (a new look repaints everything)."""
    background: QColor = field(default_factory=lambda: QColor(BACKGROUND))
    banner: QRectF | None = None

    def find(self, role: str) -> Block | None:
        """The block with ``role``, if shown."""
        return next((b for b in self.blocks if b.role == role), None)

    def texts(self) -> list[str]:
        """Every text shown, in paint order."""
        return [b.text for b in self.blocks]

    def changed_since(self, before: Composition) -> QRegion | None:
        """The area that differs from ``before``; ``None`` when everything must repaint."""
        panels = [(r.x(), r.y(), r.width(), r.height(), c.rgba()) for r, c in self.panels]
        old_panels = [(r.x(), r.y(), r.width(), r.height(), c.rgba()) for r, c in before.panels]
        if panels != old_panels or self.look != before.look or self.logo != before.logo:
            return None
        old = {b.role: b for b in before.blocks}
        new = {b.role: b for b in self.blocks}
        region = QRegion()
        for role in old.keys() | new.keys():
            was, now = old.get(role), new.get(role)
            if was is not None and now is not None and was.signature() == now.signature():
                continue
            for block in (was, now):
                if block is not None:
                    region += block.rect.toAlignedRect().adjusted(-2, -2, 2, 2)
        return region


# ----- fonts and fitting ---------------------------------------------------------------------


def make_font(pixels: float, bold: bool = True) -> QFont:
    """The display font at a pixel size, with tabular figures so the clock does not dance."""
    font = QFont()
    font.setPixelSize(max(1, int(pixels)))
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Medium)
    font.setFeature(QFont.Tag("tnum"), 1)
    return font


def text_width(font: QFont, text: str) -> float:
    """The advance of ``text`` in ``font``."""
    return QFontMetricsF(font).horizontalAdvance(text)


def fitted(text: str, width: float, height: float, bold: bool = True, floor: float = 0.0) -> QFont:
    """The largest font (by line height ``height``) in which ``text`` fits ``width``.

    With ``floor`` (a fraction of the full size) the font stops shrinking there; the text
    is then elided by the caller.
    """
    pixels = height / LINE
    font = make_font(pixels, bold)
    advance = text_width(font, text)
    if advance > width > 0:
        pixels = max(pixels * floor, pixels * width / advance)
        font = make_font(pixels, bold)
        while text_width(font, text) > width and pixels > 1 and pixels > height / LINE * floor:
            pixels -= 1
            font = make_font(pixels, bold)
    return font


def _elide_runs(
    runs: Sequence[tuple[str, QColor]], font: QFont, width: float
) -> tuple[tuple[str, QColor], ...]:
    """Runs that fit ``width``, the last one shortened and ended with "…" if needed."""
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance("".join(t for t, _ in runs)) <= width:
        return tuple(runs)
    kept: list[tuple[str, QColor]] = []
    used = 0.0
    for text, colour in runs:
        advance = metrics.horizontalAdvance(text)
        if used + advance <= width - metrics.horizontalAdvance("…"):
            kept.append((text, colour))
            used += advance
            continue
        room = width - used
        short = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        if short and short != "…":
            kept.append((short, colour))
        elif kept:
            last_text, last_colour = kept[-1]
            kept[-1] = (last_text.rstrip(" ·") + "…", last_colour)
        else:
            kept.append(("…", colour))
        break
    return tuple(kept)


def wrap(text: str, font: QFont, width: float, max_lines: int) -> list[str]:
    """``text`` broken into at most ``max_lines`` lines of ``width`` (the last may elide)."""
    metrics = QFontMetricsF(font)
    lines: list[str] = []
    words = text.split()
    while words and len(lines) < max_lines:
        line = words.pop(0)
        while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= width:
            line += " " + words.pop(0)
        lines.append(line)
    if words:
        lines[-1] += " " + " ".join(words)
    return lines


T = TypeVar("T")


def choose_screen(screens: Sequence[T], avoid: T | None) -> T | None:
    """The monitor for the audience: the first one that is not ``avoid`` (the console's).

    ``None`` when there is only the console's monitor: the display is then a window.

    >>> choose_screen(["laptop", "tv"], "laptop"), choose_screen(["laptop"], "laptop")
    ('tv', None)
    """
    return next((screen for screen in screens if screen != avoid), None)


# ----- composition ---------------------------------------------------------------------------


class _Composer:
    """Builds the blocks for one model in one window size (a 16:9 box, or 9:16 in
    portrait; the unit is the short side / 100)."""

    def __init__(
        self,
        model: DisplayModel,
        width: float,
        height: float,
        portrait: bool = False,
        logo_aspect: float | None = None,
    ) -> None:
        self.model = model
        self.portrait = portrait
        self.logo_aspect = logo_aspect
        aspect = 1 / ASPECT if portrait else ASPECT
        box_w = min(width, height * aspect)
        box_h = box_w / aspect
        self.x0 = (width - box_w) / 2
        self.y0 = (height - box_h) / 2
        # The short side is 100 units: a landscape box is 177.8 wide, a portrait one as tall.
        self.u = min(box_w, box_h) / 100
        self.panels: list[tuple[QRectF, QColor]] = []
        self.blocks: list[Block] = []
        self.logo: QRectF | None = None
        self.banner: QRectF | None = None

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        """A rectangle in box units."""
        u = self.u
        return QRectF(self.x0 + x * u, self.y0 + y * u, w * u, h * u)

    def text(
        self,
        role: str,
        rect: QRectF,
        text: str | Sequence[tuple[str, QColor]],
        colour: QColor = TEXT,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
        bold: bool = True,
        floor: float = 0.72,
    ) -> Block | None:
        """Place text in ``rect``: numbers shrink to fit; other text shrinks down to
        ``floor`` of its full size, then ends in "…"."""
        runs = ((text, colour),) if isinstance(text, str) else tuple(text)
        joined = "".join(t for t, _ in runs)
        if not joined:
            return None
        numeric = is_numeric(role)
        floor = 0.0 if numeric else floor
        font = fitted(joined, rect.width(), rect.height(), bold, floor)
        if not numeric:
            runs = _elide_runs(runs, font, rect.width())
        block = Block(role, rect, runs, font, align)
        self.blocks.append(block)
        return block

    def pill(self, role: str, right: float, y: float, h: float, text: str, fill: QColor) -> float:
        """A status badge ending at ``right`` (box units); returns its left edge."""
        height = h * self.u
        pad = height * 0.35
        font = make_font(height * 0.62 / LINE)
        width = (text_width(font, text) + 2 * pad) / self.u
        rect = self.rect(right - width, y, width, h)
        self.blocks.append(Block(role, rect, ((text, DARK_INK),), font,
                                 Qt.AlignmentFlag.AlignHCenter, fill, height * 0.2))
        return right - width

    # ----- the screen ------------------------------------------------------------------

    def compose(self) -> Composition:
        model = self.model
        right = 97.5 if self.portrait else 175.3
        left_of_pill = right
        if model.status:
            fill = STATUS_FILL.get(model.status, GOLD)
            status = translate("ViewModel", model.status)  # English in the model: the colour's key
            left_of_pill = self.pill("status", right, 2.5, 7.5, status, fill) - 2
        title_x = self.place_logo(left_of_pill)
        self.text("title", self.rect(title_x, 2.0, left_of_pill - title_x, 8.5), model.title)
        if model.finished and self.portrait:
            self.finished(95.0, columns=1, max_rows=16)
        elif model.finished:
            self.finished()
        elif self.portrait:
            self.portrait_body()
        else:
            self.landscape_body()
        return Composition(
            self.panels, self.blocks, logo=self.logo, look=model.look, banner=self.banner
        )

    def stats(self) -> None:
        """Left column: players, average stack, chip leader, next break (those chosen)."""
        model = self.model
        x, w = 2.5, 40.0
        inner_x, inner_w = x + 2.5, w - 5.0
        rows = (
            ("players", translate("Display", "PLAYERS LEFT"), model.players, model.entries_text),
            (
                "average",
                translate("Display", "AVERAGE STACK"),
                model.average_stack,
                model.average_big_blinds,
            ),
            (
                "leader",
                translate("Display", "CHIP LEADER"),
                model.chip_leader,
                model.chip_leader_stack,
            ),
            (
                "break",
                translate("Display", "NEXT BREAK"),
                model.next_break or translate("Display", "None left"),
                model.next_break_note if model.next_break else "",
            ),
        )
        shown = [row for row in rows if model.look.shows(STAT_PANELS[row[0]])]
        top, step = 14.5, 15.5
        self.panels.append((self.rect(x, 13.0, w, min(64.0, 2.0 + step * len(shown))), PANEL))
        for number, (key, label, value, detail) in enumerate(shown):
            y = top + number * step
            self.text(f"label:{key}", self.rect(inner_x, y, inner_w, 3.6), label, LABEL)
            colour = TEAL if key == "break" and model.next_break else TEXT
            self.text(f"stat:{key}", self.rect(inner_x, y + 3.8, inner_w, 7.0), value, colour)
            self.text(f"detail:{key}", self.rect(inner_x, y + 11.0, inner_w, 3.8), detail, LABEL,
                      bold=False)

    def clock(self, x: float = 45.5, w: float = 86.8) -> None:
        """Centre: level, the big clock, blinds and ante, the next level."""
        model = self.model
        centre = Qt.AlignmentFlag.AlignHCenter
        label_colour = TEAL if model.on_break else TEXT
        level = model.level_label
        if model.paused:
            level, label_colour = f"{level} · PAUSED", ORANGE
        self.text("level", self.rect(x, 13.0, w, 7.0), level, label_colour, centre)
        if model.paused:
            clock_colour = PAUSED_CLOCK
        elif model.final_minute:
            clock_colour = WARNING
        else:
            clock_colour = TEXT
        self.text("clock", self.rect(x, 20.5, w, 30.0), model.clock, clock_colour, centre)
        self.text("blinds_caption", self.rect(x, 51.5, w, 4.0), model.blinds_caption, LABEL,
                  centre)
        self.text("blinds", self.rect(x, 55.5, w, 12.5), model.blinds, GOLD, centre)
        self.text("ante", self.rect(x, 68.0, w, 5.5), model.ante, TEXT, centre)
        bottom = self.rect(x, 73.5, w, 4.5)
        if model.on_break:
            if model.featured_hand is not None:  # the strip shows the hand, not the note
                self.text("break_note", bottom, model.break_note, TEAL, centre)
        elif model.last_level:
            self.text(
                "next_level",
                bottom,
                translate("Display", "LAST LEVEL · THE BLINDS STAY"),
                LABEL,
                centre,
            )
        elif model.next_level:
            self.text(
                "next_level",
                bottom,
                [(translate("Display", "NEXT  "), LABEL), (model.next_level, TEXT)],
                TEXT,
                centre,
            )

    def payouts(self) -> None:
        """Right column: prize pool, what an entry costs, and the prize of each paid place."""
        model = self.model
        x, w = 135.3, 40.0
        self.panels.append((self.rect(x, 13.0, w, 64.0), PANEL))
        inner_x, inner_w = x + 2.5, w - 5.0
        self.text(
            "label:pool",
            self.rect(inner_x, 14.5, inner_w, 3.6),
            translate("Display", "PRIZE POOL"),
            LABEL,
        )
        self.text("pool", self.rect(inner_x, 18.3, inner_w, 7.0), model.prize_pool, GOLD)
        # What an entry costs, and the bounty on a line of its own: both read at a glance.
        y = 25.6
        for role, label, value in (("buy_in", translate("Display", "BUY-IN  "), model.buy_in),
                                   ("bounty", "", model.bounty.upper())):
            if value:
                self.text(role, self.rect(inner_x, y, inner_w, 3.4),
                          [(label, LABEL), (value, TEAL if role == "bounty" else TEXT)],
                          LABEL, bold=False)
                y += 3.6
        self.text(
            "label:payouts",
            self.rect(inner_x, y + 1.0, inner_w, 3.6),
            translate("Display", "PAYOUTS"),
            LABEL,
        )
        top = y + 5.0
        if not model.payouts:
            font = make_font(3.6 * self.u / LINE, bold=False)
            lines = wrap(model.payouts_note, font, inner_w * self.u, 3)
            for number, note in enumerate(lines):
                self.text(f"payouts_note:{number}",
                          self.rect(inner_x, top + number * 4.0, inner_w, 3.6), note, LABEL,
                          bold=False)
            return
        bottom = 75.5
        row = min(5.2, (bottom - top) / len(model.payouts))
        h = row * 0.9
        place_w = inner_w * 0.24
        # Every amount in one size: as wide as the widest needs, the names get the rest.
        widest = max(text_width(make_font(h * self.u / LINE), line.amount)
                     for line in model.payouts) / self.u
        amount_w = min(inner_w - place_w, max(inner_w * 0.38, widest + 0.5))
        for number, line in enumerate(model.payouts):
            y = top + number * row
            done = bool(line.winner)
            colour = LABEL if done else TEXT
            # A gap after the place: "Deal" fills its column, and must not run into the name.
            self.text(f"place:{number}", self.rect(inner_x, y, place_w - NAME_GAP, h),
                      line.place, colour)
            name_w = inner_w - place_w - amount_w - 0.5
            if line.winner and name_w > 2.0:
                self.text(f"winner:{number}", self.rect(inner_x + place_w, y, name_w, h),
                          line.winner, LABEL, bold=False)
            self.text(f"amount:{number}",
                      self.rect(inner_x + inner_w - amount_w, y, amount_w, h),
                      line.amount, colour, Qt.AlignmentFlag.AlignRight)

    def strip(self) -> None:
        """Bottom: the featured live hand, or the break countdown and note; announcements
        show over this band (:class:`AnnouncementBanner`)."""
        model = self.model
        x, y, w, h = 2.5, 79.5, 172.8, 18.0
        self.panels.append((self.rect(x, y, w, h), PANEL))
        self.banner = self.rect(x, y, w, h)
        if model.featured_hand is not None:
            self.hand(model.featured_hand, x + 2.5, y, w - 5.0, h)
            return
        inner_x, inner_w = x + 2.5, w - 5.0
        if model.on_break:
            label = translate("Display", "BREAK · PLAY RESUMES IN {time}").format(time=model.clock)
            note = model.break_note or translate("Display", "Enjoy the break")
            colour = TEAL
        elif model.next_break:
            label = translate("Display", "NEXT BREAK IN {time}").format(time=model.next_break)
            note = model.next_break_note or translate("Display", "Break")
            colour = TEAL
        elif model.next_level:
            label = translate("Display", "NEXT LEVEL IN {time}").format(time=model.clock)
            note = model.next_level
            colour = GOLD
        else:
            label = translate("Display", "LAST LEVEL")
            note = translate("Display", "The blinds stay until the end")
            colour = GOLD
        self.text("strip_label", self.rect(inner_x, y + 1.5, inner_w, 4.0), label, LABEL)
        self.text("strip_note", self.rect(inner_x, y + 6.0, inner_w, 10.0), note, colour)

    def hand(self, hand: LiveHand, x: float, y: float, w: float, h: float) -> None:
        """The live hand: table and street, the board, the pot; pots or tabled cards below."""
        model = self.model
        more = ""
        if len(model.hands) > 1:
            more = translate("Display", "  ({number} of {count})").format(
                number=model.hands.index(hand) + 1, count=len(model.hands)
            )
        self.text(
            "hand_label",
            self.rect(x, y + 1.2, 44.0, 3.6),
            translate("Display", "TABLE {table} · HAND {hand}").format(
                table=hand.table, hand=hand.number
            )
            + more,
            LABEL,
        )
        self.text("hand_street", self.rect(x, y + 5.0, 44.0, 8.0), hand.street, TEXT)
        card_w, card_h, gap = 7.2, 10.4, 1.2
        board_x = x + 47.0
        card_font = fitted("10♦", card_w * self.u * 0.9, card_h * self.u * 0.62)
        for slot in range(5):
            rect = self.rect(board_x + slot * (card_w + gap), y + 1.6, card_w, card_h)
            if slot < len(hand.board):
                face = hand.board[slot]
                ink = CARD_RED if face.red else CARD_INK
                self.blocks.append(Block(f"card:{slot}", rect, ((face.text, ink),), card_font,
                                         Qt.AlignmentFlag.AlignHCenter, CARD_FACE,
                                         rect.width() * 0.12))
            else:
                self.panels.append((rect, EMPTY_SLOT))
        pot_x = board_x + 5 * (card_w + gap) + 2.0
        pot_w = x + w - pot_x
        parts = [translate("Display", "POT")]
        if len(hand.pots) > 1:
            parts.extend(f"{pot.name.upper()} {pot.amount}" for pot in hand.pots)
        if hand.bets:
            parts.append(translate("Display", "BETS {amount}").format(amount=hand.bets))
        self.text("pot_label", self.rect(pot_x, y + 1.2, pot_w, 3.6), " · ".join(parts), LABEL,
                  Qt.AlignmentFlag.AlignRight)
        self.text("pot", self.rect(pot_x, y + 5.0, pot_w, 8.0), hand.pot, GOLD,
                  Qt.AlignmentFlag.AlignRight)
        detail: list[tuple[str, QColor]] = []
        for shown in hand.shown:
            if detail:
                detail.append(("    ", TEXT))
            detail.append((f"{shown.player} ", TEXT))
            detail.extend(
                (f" {card.text}", RED_SUIT if card.red else TEXT) for card in shown.cards
            )
        if detail:
            self.text("hand_detail", self.rect(x, y + 13.0, w, 4.2), detail, LABEL)

    def finished(self, width: float = 172.8, columns: int = 2, max_rows: int = 7) -> None:
        """The final standings: the winner large, then places and prizes, in ``columns``
        of up to ``max_rows`` across ``width`` (portrait: one tall column)."""
        model = self.model
        centre = Qt.AlignmentFlag.AlignHCenter
        self.text(
            "winner_label",
            self.rect(2.5, 13.0, width, 5.0),
            translate("Display", "WINNER"),
            LABEL,
            centre,
        )
        self.text("winner", self.rect(2.5, 18.0, width, 17.0), model.winner, GOLD, centre,
                  floor=0.3)
        first = model.standings[0] if model.standings else None
        if first is not None and (first.prize or first.bounties):
            won = (
                [(translate("Display", "PRIZE  "), LABEL), (first.prize, TEXT)]
                if first.prize
                else []
            )
            if first.bounties:
                won += [
                    (
                        "   " + translate("Display", "BOUNTIES  ")
                        if won
                        else translate("Display", "BOUNTIES  "),
                        LABEL,
                    ),
                    (first.bounties, TEAL),
                ]
            self.text("winner_prize", self.rect(2.5, 35.0, width, 7.0), won, TEXT, centre)
        rows = model.standings[1:]
        if not rows:
            return
        gap = 10.0
        per_column = (-(-len(rows) // columns) if len(rows) <= columns * max_rows
                      else max_rows - 1)
        shown = rows[: per_column * columns]
        knockouts = any(line.bounties for line in shown)
        top, row_h = (47.5 if knockouts else 45.0), 7.2
        col_w = (width - 5.0 - gap * (columns - 1)) / columns
        self.panels.append((self.rect(2.5, 43.5, width, top - 43.5 + per_column * row_h),
                            PANEL))
        h = row_h * 0.8
        prize_w, ko_w = self._money_columns(shown, col_w - 16.5 - 20.0, h)
        for column in range(columns if knockouts else 0):
            if not any(line.prize or line.bounties
                       for line in shown[column * per_column : (column + 1) * per_column]):
                continue  # nobody in this column won money: no headings over nothing
            cx = 2.5 + 2.5 + column * (col_w + gap)
            right = Qt.AlignmentFlag.AlignRight
            prize_x = cx + col_w - ko_w - MONEY_GAP - prize_w
            self.text(f"final_label_prize:{column}", self.rect(prize_x, 43.9, prize_w, 3.0),
                      translate("Display", "PRIZE"), LABEL, right, bold=False)
            self.text(f"final_label_ko:{column}", self.rect(cx + col_w - ko_w, 43.9, ko_w, 3.0),
                      translate("Display", "BOUNTIES"), LABEL, right, bold=False)
        for number, line in enumerate(shown):
            column, row = divmod(number, per_column)
            cx = 2.5 + 2.5 + column * (col_w + gap)
            y = top + row * row_h
            money_w = prize_w + (ko_w + MONEY_GAP if knockouts else 0.0)
            self.text(f"final_place:{number}", self.rect(cx, y, 16.0, h), line.place, LABEL)
            self.text(f"final_name:{number}",
                      self.rect(cx + 16.5, y, col_w - 16.5 - money_w - 2.0, h), line.name, TEXT)
            self.text(f"final_prize:{number}",
                      self.rect(cx + col_w - money_w, y, prize_w, h),
                      line.prize, GOLD, Qt.AlignmentFlag.AlignRight)
            if knockouts:
                self.text(f"final_ko:{number}", self.rect(cx + col_w - ko_w, y, ko_w, h),
                          line.bounties, TEAL, Qt.AlignmentFlag.AlignRight)
        hidden = len(rows) - len(shown)
        if hidden:
            self.text(
                "final_more",
                self.rect(2.5, top + per_column * row_h + 2.0, width, 4.0),
                translate("Display", "and {count} more").format(count=hidden),
                LABEL,
                centre,
                bold=False,
            )


    def _money_columns(
        self, lines: Sequence[StandingLine], room: float, height: float
    ) -> tuple[float, float]:
        """Widths of the prize and bounty columns (box units) of the final standings: as
        wide as their widest amount needs at full size, within ``room`` together."""
        font = make_font(height * self.u / LINE)

        def needed(texts: list[str], least: float) -> float:
            widest = max((text_width(font, text) for text in texts), default=0.0)
            return max(least, widest / self.u + 0.5)

        prize_w = needed([line.prize for line in lines], 24.0)
        ko_texts = [line.bounties for line in lines if line.bounties]
        if not ko_texts:
            return min(prize_w, room), 0.0
        ko_w = needed(ko_texts, 14.0)
        scale = min(1.0, (room - MONEY_GAP) / (prize_w + ko_w))
        return prize_w * scale, ko_w * scale

    # ----- the host's look: logo, panels chosen, portrait ----------------------------------

    def place_logo(self, right: float) -> float:
        """Put the logo at the top left, as wide as its shape needs (at most a third of the
        title row); returns where the title starts."""
        if self.logo_aspect is None or self.logo_aspect <= 0:
            return 2.5
        height = 8.5
        width = min(height * self.logo_aspect, (right - 2.5) / 3)
        self.logo = self.rect(2.5, 2.0, width, height)
        return 2.5 + width + 2.0

    def landscape_body(self) -> None:
        """Stats left, clock centre, payouts right; the clock takes a column not shown."""
        look = self.model.look
        with_stats = any(look.shows(panel) for panel in STAT_PANELS.values())
        with_payouts = look.shows(Panel.PAYOUTS)
        left = 45.5 if with_stats else 2.5
        right = 132.3 if with_payouts else 175.3
        if with_stats:
            self.stats()
        self.clock(left, right - left)
        if with_payouts:
            self.payouts()
        self.strip()

    def portrait_body(self) -> None:
        """Top to bottom: the clock, stats and payouts side by side, then the strip. Each
        part is the landscape one, placed and scaled to the column (box 100 wide)."""
        look = self.model.look
        with_stats = any(look.shows(panel) for panel in STAT_PANELS.values())
        with_payouts = look.shows(Panel.PAYOUTS)
        with self.section(45.5, 13.0, 2.5, 12.0, 95.0 / 86.8):
            self.clock()
        columns = [part for part, shown in ((self.stats, with_stats),
                                            (self.payouts, with_payouts)) if shown]
        top = 86.0
        if len(columns) == 2:
            scale = 46.0 / 40.0
            with self.section(2.5, 13.0, 2.5, top, scale):
                self.stats()
            with self.section(135.3, 13.0, 51.5, top, scale):
                self.payouts()
            top = self.lowest_panel() + 2.0
        elif columns:
            scale = 1.2
            source_x = 2.5 if with_stats else 135.3
            with self.section(source_x, 13.0, 50.0 - 20.0 * scale, top, scale):
                columns[0]()
            top = self.lowest_panel() + 2.0
        scale = min(95.0 / 172.8, (175.3 - top) / 18.0)
        with self.section(2.5, 79.5, 50.0 - 86.4 * scale, top, scale):
            self.strip()

    def lowest_panel(self) -> float:
        """The bottom of the lowest panel so far, in box units."""
        return max((rect.bottom() - self.y0) / self.u for rect, _ in self.panels)

    @contextmanager
    def section(
        self, from_x: float, from_y: float, to_x: float, to_y: float, scale: float
    ) -> Iterator[None]:
        """Compose a part laid out at (``from_x``, ``from_y``) at (``to_x``, ``to_y``)
        instead, ``scale`` times the size."""
        saved = self.x0, self.y0, self.u
        self.x0 = saved[0] + (to_x - from_x * scale) * saved[2]
        self.y0 = saved[1] + (to_y - from_y * scale) * saved[2]
        self.u = saved[2] * scale
        try:
            yield
        finally:
            self.x0, self.y0, self.u = saved


def compose(
    model: DisplayModel, width: float, height: float, logo_aspect: float | None = None
) -> Composition:
    """Lay out ``model`` in a window of ``width`` × ``height`` pixels, in the host's look:
    portrait or landscape, the chosen panels, their colours; ``logo_aspect`` is the
    logo's width over its height (``None``: no logo)."""
    look = model.look
    portrait = is_portrait(look, width, height)
    composition = _Composer(model, width, height, portrait, logo_aspect).compose()
    return composition if look.is_default else recolour(composition, look)


# ----- the host's look: colours and logo ---------------------------------------------------

STAT_PANELS = {
    "players": Panel.PLAYERS_LEFT,
    "average": Panel.AVERAGE_STACK,
    "leader": Panel.CHIP_LEADER,
    "break": Panel.NEXT_BREAK,
}
"""The panel each row of the stats column belongs to."""

ACCENT_FREE_CONTRAST = 3.0
"""A fixed colour (teal, orange...) stays where it reads on the background at this
contrast; below it, it becomes the text colour."""


def is_portrait(look: DisplayLook, width: float, height: float) -> bool:
    """Whether the display is laid out tall: portrait chosen, or auto in a tall window.

    >>> from app.engine.look import Orientation
    >>> is_portrait(DisplayLook(orientation=Orientation.AUTO), 1080, 1920)
    True
    """
    if look.orientation is Orientation.AUTO:
        return height > width
    return look.orientation is Orientation.PORTRAIT


def mixed(first: QColor, second: QColor, share: float) -> QColor:
    """``first`` with ``share`` (0–1) of ``second`` mixed in."""
    return QColor(
        round(first.red() + (second.red() - first.red()) * share),
        round(first.green() + (second.green() - first.green()) * share),
        round(first.blue() + (second.blue() - first.blue()) * share),
    )


def look_colours(look: DisplayLook) -> dict[int, QColor]:
    """The display's own colours (by ``rgba()``) and what the look paints them in.

    Text, labels, the accent (blinds, prizes), panels and empty card slots follow the
    look; a fixed colour (teal, orange...) stays unless it is too faint on the background.
    """
    background, text, accent = QColor(look.background), QColor(look.text), QColor(look.accent)
    colours = {
        TEXT.rgba(): text,
        GOLD.rgba(): accent,
        LABEL.rgba(): mixed(text, background, 0.3),
        PANEL.rgba(): mixed(background, text, 0.07),
        EMPTY_SLOT.rgba(): mixed(background, text, 0.14),
    }
    for fixed in (TEAL, ORANGE, WARNING, PAUSED_CLOCK, RED_SUIT):
        readable = contrast_ratio(fixed.name(), look.background) >= ACCENT_FREE_CONTRAST
        colours[fixed.rgba()] = fixed if readable else text
    return colours


def recolour(composition: Composition, look: DisplayLook) -> Composition:
    """``composition`` in the look's colours (badges and cards, with their own fill, keep
    theirs)."""
    colours = look_colours(look)

    def swap(colour: QColor) -> QColor:
        return colours.get(colour.rgba(), colour)

    blocks = [
        block if block.fill is not None
        else replace(block, runs=tuple((text, swap(colour)) for text, colour in block.runs))
        for block in composition.blocks
    ]
    panels = [(rect, swap(colour)) for rect, colour in composition.panels]
    return Composition(panels, blocks, composition.logo, look, QColor(look.background))


class LogoPicture:
    """The host's logo, read once from its bytes and painted at any size.

    An SVG is drawn by Qt's SVG renderer (sharp at any size); a PNG or JPEG is scaled
    smoothly. A picture Qt cannot read shows nothing.
    """

    def __init__(self, data: bytes, kind: LogoKind | None) -> None:
        self.data = data
        self._svg: QSvgRenderer | None = None
        self._image: QImage | None = None
        if not data:
            return
        if kind is LogoKind.SVG:
            renderer = QSvgRenderer(QByteArray(data))
            if renderer.isValid() and not renderer.defaultSize().isEmpty():
                self._svg = renderer
        else:
            image = QImage.fromData(data)
            if not image.isNull():
                self._image = image

    @property
    def aspect(self) -> float | None:
        """Width over height, or ``None`` when there is nothing to show."""
        if self._svg is not None:
            size = self._svg.defaultSize()
            return size.width() / size.height()
        if self._image is not None:
            return self._image.width() / self._image.height()
        return None

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the logo filling ``rect`` (which has the logo's shape)."""
        if self._svg is not None:
            self._svg.render(painter, rect)
        elif self._image is not None:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawImage(rect, self._image)


def paint_composition(painter: QPainter, composition: Composition) -> None:
    """Draw the blocks (text baselines centred vertically in their rectangles)."""
    for block in composition.blocks:
        if block.fill is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(block.fill)
            painter.drawRoundedRect(block.rect, block.radius, block.radius)
        painter.setFont(block.font)
        metrics = QFontMetricsF(block.font)
        width = sum(metrics.horizontalAdvance(text) for text, _ in block.runs)
        rect = block.rect
        if block.align & Qt.AlignmentFlag.AlignHCenter:
            x = rect.center().x() - width / 2
        elif block.align & Qt.AlignmentFlag.AlignRight:
            x = rect.right() - width
        else:
            x = rect.left()
        baseline = rect.center().y() + (metrics.ascent() - metrics.descent()) / 2
        for text, colour in block.runs:
            painter.setPen(QPen(colour))
            painter.drawText(QPointF(x, baseline), text)
            x += metrics.horizontalAdvance(text)


# ----- the window ----------------------------------------------------------------------------


class AudienceDisplay(QWidget):
    """The tournament on the TV: clock, blinds, players, prizes and the live hand.

    ``alerted`` carries an :class:`AlertKind` value each time an alert fires (the flash
    always shows; the sound only where QtMultimedia works and not muted).
    """

    alerted = Signal(str)

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
