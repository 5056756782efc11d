"""The audience display's layout: a function of the model and the window size.

:func:`compose` lays the model out in a 16:9 box centred in the window (9:16 in portrait);
every size and font is a fraction of the box height, so the screen looks the same at
1280×720 and 3840×2160. Numbers shrink to fit their space and are never cut; names and
notes shrink a little, then end in "…" (:mod:`app.display.fonts`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor

from app.display.composition import Block, Composition
from app.display.fonts import LINE, elide_runs, fitted, make_font, text_width, wrap
from app.display.look import STAT_PANELS, is_portrait, recolour
from app.display.palette import (
    CARD_FACE,
    CARD_INK,
    CARD_RED,
    DARK_INK,
    EMPTY_SLOT,
    GOLD,
    LABEL,
    ORANGE,
    PANEL,
    PAUSED_CLOCK,
    RED_SUIT,
    STATUS_FILL,
    TEAL,
    TEXT,
    WARNING,
)
from app.engine.look import Panel
from app.engine.wording import translate
from app.present.view_model import FEATURED_HANDS, DisplayModel, LiveHand, StandingLine

ASPECT = 16 / 9
NAME_GAP = 1.2
"""Box units between a payout's place ("1st", "Deal") and the name beside it."""
CELLS_PER_LINE = 4
"""Players whose cards or draw one line under the live hand holds at a readable size."""

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
            runs = elide_runs(runs, font, rect.width())
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
                floor=0.5,  # a stud level's ante and bring-in make a long line
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
        if len(model.hands) > FEATURED_HANDS:  # the biggest pots take turns
            more = translate("Display", "  ({count} live)").format(
                count=len(model.hands)
            )
        elif len(model.hands) > 1:
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
        cells = self._hand_cells(hand)
        # More players than a line holds (a full stud table's up cards, their seven cards
        # shown, eight draws): two lines, the street and the pot smaller above them.
        crowded = not hand.has_board and len(cells) > CELLS_PER_LINE
        street_y, street_h = (4.8, 4.2) if crowded else (5.0, 8.0)
        self.text("hand_street", self.rect(x, y + street_y, 44.0, street_h), hand.street, TEXT)
        card_w, card_h, gap = 7.2, 10.4, 1.2
        board_x = x + 47.0
        card_font = fitted("10♦", card_w * self.u * 0.9, card_h * self.u * 0.62)
        for slot in range(5 if hand.has_board else 0):  # a draw game has no board
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
        self.text("pot", self.rect(pot_x, y + street_y, pot_w, street_h), hand.pot, GOLD,
                  Qt.AlignmentFlag.AlignRight)
        if crowded:
            half = (len(cells) + 1) // 2
            self.text("hand_detail", self.rect(x, y + 9.0, w, 4.2), _joined(cells[:half]), LABEL)
            self.text("hand_detail_more", self.rect(x, y + 13.2, w, 4.2),
                      _joined(cells[half:]), LABEL)
        elif cells:
            self.text("hand_detail", self.rect(x, y + 13.0, w, 4.2), _joined(cells), LABEL)

    @staticmethod
    def _hand_cells(hand: LiveHand) -> list[list[tuple[str, QColor]]]:
        """One cell per player under the hand: the cards tabled once shown; before that a
        stud hand's up cards, or what each drew in a draw hand (what the table sees)."""
        cells: list[list[tuple[str, QColor]]] = []
        for shown in hand.shown or hand.up:
            cells.append([(f"{shown.player} ", TEXT), *(
                (f" {card.text}", RED_SUIT if card.red else TEXT) for card in shown.cards
            )])
        if not cells:
            cells = [[(f"{player} {note}", TEXT)] for player, note in hand.draws]
        return cells

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
            # A name runs on over the money columns where its own row has no money.
            reserved = money_w + 2.0 if line.prize or line.bounties else 0.0
            self.text(f"final_name:{number}",
                      self.rect(cx + 16.5, y, col_w - 16.5 - reserved, h), line.name, TEXT,
                      floor=0.5)  # a whole name in smaller type before an elided one
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


def _joined(cells: Sequence[Sequence[tuple[str, QColor]]]) -> list[tuple[str, QColor]]:
    """Players' cells on one line, a wide gap between two players."""
    runs: list[tuple[str, QColor]] = []
    for cell in cells:
        if runs:
            runs.append(("    ", TEXT))
        runs.extend(cell)
    return runs
