"""The plain values a printed document is made of: what can be printed, on which paper,
and the blocks of a sheet (headings, paragraphs, grids, receipts), no Qt, no I/O.

:mod:`app.present.print_sheets` and :mod:`app.present.prize_sheets` fill them in;
the painter (:mod:`app.printing`) lays them out on pages.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from app.engine.entry_options import EntryKind
from app.engine.errors import FeltboardError
from app.engine.wording import QT_TRANSLATE_NOOP
from app.present.sheet_kinds import What

PLURALS = {
    EntryKind.RE_ENTRY: QT_TRANSLATE_NOOP("PrintSheets", "re-entries"),
    EntryKind.REBUY: QT_TRANSLATE_NOOP("PrintSheets", "rebuys"),
    EntryKind.ADD_ON: QT_TRANSLATE_NOOP("PrintSheets", "add-ons"),
}
"""Each offer in the plural, as a sheet's notes name it (the engine's ``plural``)."""


class PrintRefused(FeltboardError):
    """A document that has nothing to print yet; the message says what to do first."""


class Align(StrEnum):
    """Where a column's text sits."""

    LEFT = "left"
    RIGHT = "right"
    CENTER = "center"


@dataclass(frozen=True, slots=True)
class Column:
    """A column of a :class:`Grid`: its title and alignment; ``stretch`` takes the room
    the other columns leave (one name column per grid)."""

    title: str
    align: Align = Align.LEFT
    stretch: bool = False


@dataclass(frozen=True, slots=True)
class Grid:
    """A table of text: one tuple of cells per row, as many as there are columns.

    ``strong`` rows are printed bold (a total, a break); ``size`` is the font size in
    points (larger for sheets read at arm's length on the felt).
    """

    columns: tuple[Column, ...]
    rows: tuple[tuple[str, ...], ...]
    strong: frozenset[int] = frozenset()
    size: float = 11.0

    def __post_init__(self) -> None:
        for row in self.rows:
            if len(row) != len(self.columns):
                raise ValueError(  # not for users: a sheet built wrong
                    f"A row has {len(row)} cells for {len(self.columns)} columns"
                )


@dataclass(frozen=True, slots=True)
class Heading:
    """A heading inside a sheet."""

    text: str


@dataclass(frozen=True, slots=True)
class Paragraph:
    """Running text, wrapped to the page; ``small`` for notes."""

    text: str
    small: bool = False


@dataclass(frozen=True, slots=True)
class Receipt:
    """What a paid player signs for: who, which place, how much, and why."""

    name: str
    place: str
    total: str
    text: str


Block = Heading | Paragraph | Grid | Receipt


@dataclass(frozen=True, slots=True)
class Sheet:
    """A part of a document that starts on a new page, under its own title."""

    title: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True, slots=True)
class SeatCard:
    """One player's seat card: the name, table and seat to cut out and hand over."""

    name: str
    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class Document:
    """A whole printed document: the sheets (or seat cards) and what every page heads with.

    ``date`` is the night's date as a host reads it (the setup's, else the day printed);
    ``printed`` when it was printed, for the footer.
    """

    what: What
    tournament: str
    date: str
    printed: str
    sheets: tuple[Sheet, ...] = ()
    cards: tuple[SeatCard, ...] = ()
