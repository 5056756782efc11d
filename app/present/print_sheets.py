"""What each printed document says, as plain values: no Qt, no I/O.

The painter (:mod:`app.printing`) lays these out on paper; this module decides the words,
the rows and the amounts, from a :class:`~app.engine.tournament.TournamentState`, with
the engine's own helpers (``ordinal``, ``Level.describe``, ``Currency.format``, the
standings and the rounding note), so a printed sheet says what the screens say.

Five documents, one :class:`What` each: seat cards, the seating sheet (a page per
table), the structure, the payouts, and the results with a receipt per paid player.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from enum import StrEnum

from app.engine.accounts import (
    Standing,
    bounties_won,
    deal_lines,
    prizes,
    rounding_note,
    standings,
)
from app.engine.entry_options import EntryKind
from app.engine.errors import FeltboardError, chips
from app.engine.money import Currency
from app.engine.numbers import number_style
from app.engine.rules import AnteMode, BettingStructure
from app.engine.structure import Break, Level, listed
from app.engine.tournament import Player, Table, TournamentState
from app.engine.tournament_events import TournamentSetup
from app.engine.tournament_state import money_account
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.terms import finish_label, place_label


class What(StrEnum):
    """The documents Feltboard prints, named as on the command line."""

    SEATS = "seats"
    SEATING = "seating"
    STRUCTURE = "structure"
    PAYOUTS = "payouts"
    RESULTS = "results"

    @property
    def label(self) -> str:
        """The document as a menu and a page header name it."""
        return translate("PrintSheets", _LABELS[self])


_LABELS = {
    What.SEATS: QT_TRANSLATE_NOOP("PrintSheets", "Seat cards"),
    What.SEATING: QT_TRANSLATE_NOOP("PrintSheets", "Seating"),
    What.STRUCTURE: QT_TRANSLATE_NOOP("PrintSheets", "Structure"),
    What.PAYOUTS: QT_TRANSLATE_NOOP("PrintSheets", "Payouts"),
    What.RESULTS: QT_TRANSLATE_NOOP("PrintSheets", "Results"),
}
MONTHS = (
    QT_TRANSLATE_NOOP("PrintSheets", "January"),
    QT_TRANSLATE_NOOP("PrintSheets", "February"),
    QT_TRANSLATE_NOOP("PrintSheets", "March"),
    QT_TRANSLATE_NOOP("PrintSheets", "April"),
    QT_TRANSLATE_NOOP("PrintSheets", "May"),
    QT_TRANSLATE_NOOP("PrintSheets", "June"),
    QT_TRANSLATE_NOOP("PrintSheets", "July"),
    QT_TRANSLATE_NOOP("PrintSheets", "August"),
    QT_TRANSLATE_NOOP("PrintSheets", "September"),
    QT_TRANSLATE_NOOP("PrintSheets", "October"),
    QT_TRANSLATE_NOOP("PrintSheets", "November"),
    QT_TRANSLATE_NOOP("PrintSheets", "December"),
)
"""The months as a printed date names them (not the C library's, which is English)."""
PLURALS = {
    EntryKind.RE_ENTRY: QT_TRANSLATE_NOOP("PrintSheets", "re-entries"),
    EntryKind.REBUY: QT_TRANSLATE_NOOP("PrintSheets", "rebuys"),
    EntryKind.ADD_ON: QT_TRANSLATE_NOOP("PrintSheets", "add-ons"),
}
"""Each offer in the plural, as a sheet's notes name it (the engine's ``plural``)."""


class Paper(StrEnum):
    """The paper sizes a host prints on."""

    A4 = "a4"
    LETTER = "letter"


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


# ----- what can be printed -----------------------------------------------------------------


def can_print(state: TournamentState, what: What) -> bool:
    """Whether ``what`` has anything to print yet."""
    try:
        verify_print(state, what)
    except PrintRefused:
        return False
    return True


def verify_print(state: TournamentState, what: What) -> None:
    """Refuse a document that would be empty, saying what to do first.

    Results print at any time: before the end they are the results so far.

    :raises PrintRefused: seat cards before any seat is drawn, the seating before any
        table is open.
    """
    if what is What.SEATS and not seat_cards(state):
        raise PrintRefused(
            translate(
                "PrintSheets",
                "No seats drawn yet: open tables and draw seats first, then print the seat "
                "cards",
            )
        )
    if what is What.SEATING and not state.tables:
        raise PrintRefused(
            translate(
                "PrintSheets",
                "No table is open yet: open tables and draw seats first, then print the "
                "seating",
            )
        )
    if what is What.RESULTS and not state.players:
        raise PrintRefused(
            translate("PrintSheets", "Nobody has registered yet: there are no results to print")
        )


def build_document(state: TournamentState, what: What, now: datetime) -> Document:
    """The document ``what`` of the tournament as it stands; ``now`` is when it prints.

    :raises PrintRefused: as :func:`verify_print`.
    """
    verify_print(state, what)
    setup = state.setup
    night = night_date(setup, now)
    return Document(
        what=what,
        tournament=setup.name or translate("PrintSheets", "Tournament"),
        date=night,
        printed=translate("PrintSheets", "Printed {date}, {time}").format(
            date=long_date(now.date()), time=f"{now:%H:%M}"
        ),
        sheets=_sheets(state, what, night),
        cards=seat_cards(state) if what is What.SEATS else (),
    )


def _sheets(state: TournamentState, what: What, night: str) -> tuple[Sheet, ...]:
    if what is What.SEATING:
        return seating_sheets(state)
    if what is What.STRUCTURE:
        return structure_sheets(state)
    if what is What.PAYOUTS:
        return payout_sheets(state)
    if what is What.RESULTS:
        return result_sheets(state, night)
    return ()


def long_date(day: date) -> str:
    """``'4 December 2026'``: a date no reader takes for another (no 12/04 puzzle).

    >>> long_date(date(2026, 12, 4))
    '4 December 2026'
    """
    return translate("PrintSheets", "{day} {month} {year}").format(
        day=day.day, month=translate("PrintSheets", MONTHS[day.month - 1]), year=day.year
    )


def night_date(setup: TournamentSetup, now: datetime) -> str:
    """The night's date from the setup (``YYYY-MM-DD``), else the day it is printed."""
    try:
        return long_date(date.fromisoformat(setup.date))
    except ValueError:
        return long_date(now.date())


# ----- seat cards and seating ---------------------------------------------------------------


def seat_cards(state: TournamentState) -> tuple[SeatCard, ...]:
    """A card for every player still in with a seat, table by table, seat by seat."""
    cards = [
        SeatCard(player.name, player.table, player.seat)
        for player in state.alive
        if player.table is not None and player.seat is not None
    ]
    return tuple(sorted(cards, key=lambda card: (card.table, card.seat)))


def seating_sheets(state: TournamentState) -> tuple[Sheet, ...]:
    """A sheet per open table (every seat, who sits there, their chips), then anyone
    still waiting for a seat."""
    sheets = [_table_sheet(state, table) for table in state.tables]
    waiting = sorted(
        (p for p in state.alive if p.table is None or p.seat is None), key=lambda p: p.name
    )
    if waiting:
        sheets.append(
            Sheet(
                translate("PrintSheets", "Waiting for a seat"),
                (
                    Grid(
                        (
                            Column(translate("PrintSheets", "Player"), stretch=True),
                            Column(translate("PrintSheets", "Chips"), Align.RIGHT),
                        ),
                        tuple((p.name, chips(state.live_stack(p.id))) for p in waiting),
                        size=14,
                    ),
                ),
            )
        )
    return tuple(sheets)


def _table_sheet(state: TournamentState, table: Table) -> Sheet:
    occupants: dict[int, Player] = {
        seat: state.player(player) for seat, player in table.seats
    }
    button = table.positions.button if table.positions is not None else None
    rows = []
    for seat in range(1, table.seat_count + 1):
        player = occupants.get(seat)
        if player is None:
            row = [str(seat), translate("PrintSheets", "(open seat)"), ""]
        else:
            row = [str(seat), player.name, chips(state.live_stack(player.id))]
        if button is not None:
            row.append(translate("PrintSheets", "Button") if seat == button else "")
        rows.append(tuple(row))
    seated = len(occupants)
    total = sum(state.live_stack(p.id) for p in occupants.values())
    if seated == 1:
        summary = (
            translate(
                "PrintSheets",
                "1 player at {seats} seats, {chips} chips at the table (hands recorded).",
            )
            if table.tracked
            else translate(
                "PrintSheets",
                "1 player at {seats} seats, {chips} chips at the table (hands not recorded).",
            )
        )
    else:
        summary = (
            translate(
                "PrintSheets",
                "{count} players at {seats} seats, {chips} chips at the table (hands "
                "recorded).",
            )
            if table.tracked
            else translate(
                "PrintSheets",
                "{count} players at {seats} seats, {chips} chips at the table (hands not "
                "recorded).",
            )
        )
    summary = summary.format(count=seated, seats=table.seat_count, chips=chips(total))
    columns = [Column(translate("PrintSheets", "Seat"), Align.CENTER),
               Column(translate("PrintSheets", "Player"), stretch=True),
               Column(translate("PrintSheets", "Chips"), Align.RIGHT)]  # fmt: skip
    if button is not None:
        # Where the last hand's button was: the dealer starts from there.
        columns.append(Column(translate("PrintSheets", "Last button"), Align.CENTER))
    grid = Grid(tuple(columns), tuple(rows), size=14)
    title = translate("PrintSheets", "Table {number}").format(number=table.number)
    return Sheet(title, (grid, Paragraph(summary)))


# ----- structure ------------------------------------------------------------------------------


def structure_sheets(state: TournamentState) -> tuple[Sheet, ...]:
    """The night's structure: every level and break with its length, when it starts, the
    ante worded as the table says it, color-ups and the last levels for each offer."""
    setup = state.setup
    mode = setup.rules.ante_mode
    fixed = setup.rules.structure is BettingStructure.FIXED_LIMIT
    has_ante = mode is not AnteMode.NONE and any(level.ante for level in setup.structure.levels)
    columns = [
        Column(translate("PrintSheets", "Level"), Align.CENTER),
        Column(translate("PrintSheets", "Blinds"), Align.RIGHT),
    ]
    if has_ante:
        ante = (
            translate("PrintSheets", "BB ante")
            if mode is AnteMode.BIG_BLIND
            else translate("PrintSheets", "Ante")
        )
        columns.append(Column(ante, Align.RIGHT))
    if fixed:
        columns.append(Column(translate("PrintSheets", "Bets"), Align.RIGHT))
    columns += [
        Column(translate("PrintSheets", "Minutes"), Align.RIGHT),
        Column(translate("PrintSheets", "Starts"), Align.RIGHT),
        Column(translate("PrintSheets", "Notes"), stretch=True),
    ]
    notes = _level_notes(setup)
    rows: list[tuple[str, ...]] = []
    strong: set[int] = set()
    elapsed = 0
    number = 0
    steps = setup.structure.steps
    for index, step in enumerate(steps):
        start = format_elapsed(elapsed)
        length = format_minutes(step.duration_seconds)
        if isinstance(step, Break):
            strong.add(len(rows))
            row = [translate("PrintSheets", "Break"), ""] + [""] * has_ante + [""] * fixed
            rows.append((*row, length, start, _break_note(setup, step)))
        else:
            number += 1
            note = notes.get(number, [])
            if index == len(steps) - 1:
                note = [*note, translate("PrintSheets", "repeats until the end")]
            row = [str(number), f"{chips(step.small_blind)}/{chips(step.big_blind)}"]
            if has_ante:
                row.append(chips(step.ante) if step.ante else "–")
            if fixed:
                row.append(_bets(step))
            rows.append((*row, length, start, "; ".join(note)))
        elapsed += step.duration_seconds
    blocks: list[Block] = [
        Paragraph(_structure_summary(setup)),
        Grid(tuple(columns), tuple(rows), frozenset(strong), size=10),
        Paragraph(
            translate(
                "PrintSheets",
                "Starts: time from the start of the clock, as planned (pauses and time added "
                "move every later start).",
            ),
            small=True,
        ),
    ]
    return (Sheet(translate("PrintSheets", "Blind structure"), tuple(blocks)),)


def _structure_summary(setup: TournamentSetup) -> str:
    game = {
        BettingStructure.NO_LIMIT: QT_TRANSLATE_NOOP("PrintSheets", "No-limit hold'em"),
        BettingStructure.POT_LIMIT: QT_TRANSLATE_NOOP("PrintSheets", "Pot-limit hold'em"),
        BettingStructure.FIXED_LIMIT: QT_TRANSLATE_NOOP("PrintSheets", "Fixed-limit hold'em"),
    }[setup.rules.structure]
    antes = {
        AnteMode.NONE: QT_TRANSLATE_NOOP("PrintSheets", "no antes"),
        AnteMode.CLASSIC: QT_TRANSLATE_NOOP("PrintSheets", "every player antes"),
        AnteMode.BIG_BLIND: QT_TRANSLATE_NOOP(
            "PrintSheets", "big-blind ante (the big blind antes for the table)"
        ),
    }[setup.rules.ante_mode]
    chip_list = ", ".join(
        f"{chips(chip.denomination)} {chip.color}".rstrip() for chip in setup.chip_set.chips
    )
    return translate(
        "PrintSheets", "{game}, {antes}. Starting stack {stack} chips. Chips: {chips}."
    ).format(
        game=translate("PrintSheets", game),
        antes=translate("PrintSheets", antes),
        stack=chips(setup.starting_stack),
        chips=chip_list,
    )


def _bets(level: Level) -> str:
    small = level.small_bet if level.small_bet is not None else level.big_blind
    big = level.big_bet if level.big_bet is not None else 2 * small
    return f"{chips(small)}/{chips(big)}"


def _break_note(setup: TournamentSetup, step: Break) -> str:
    """The break's own note, with the color-up and the chip's color when the note does
    not already say it."""
    note = step.shown_note
    if step.color_up is None:
        return note
    try:
        color = setup.chip_set.color(step.color_up)
    except FeltboardError:
        color = ""
    if "color" in step.note.lower():  # the note as written says it already
        return f"{note} ({color})" if color else note
    race = translate("PrintSheets", "color up the {chip}s").format(chip=chips(step.color_up))
    if color:
        race = f"{race} ({color})"
    return f"{note}; {race}" if note else race[:1].upper() + race[1:]


def _level_notes(setup: TournamentSetup) -> dict[int, list[str]]:
    """Level number to what ends with it: late registration, the rebuy offers."""
    notes: dict[int, list[str]] = {}
    if setup.late_registration:
        notes.setdefault(setup.late_registration, []).append(
            translate("PrintSheets", "last level to register")
        )
    ending: dict[int, list[str]] = {}
    for option in setup.rebuys.options:
        ending.setdefault(option.until_level, []).append(
            translate("PrintSheets", PLURALS[option.kind])
        )
    for level, kinds in ending.items():
        notes.setdefault(level, []).append(
            translate("PrintSheets", "last for {offers}").format(offers=listed(kinds))
        )
    return notes


def format_elapsed(seconds: int) -> str:
    """``'0:00'``, ``'1:20'``, ``'2:07:30'``: hours and minutes from the start.

    >>> format_elapsed(0), format_elapsed(4800), format_elapsed(7650)
    ('0:00', '1:20', '2:07:30')
    """
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}" + (f":{secs:02d}" if secs else "")


def format_minutes(seconds: int) -> str:
    """A step's length in minutes: ``'20'``, ``'12.5'``, ``'0.75'``.

    >>> format_minutes(1200), format_minutes(750), format_minutes(45)
    ('20', '12.5', '0.75')
    """
    return f"{seconds / 60:.2f}".rstrip("0").rstrip(".")


# ----- payouts ---------------------------------------------------------------------------------


def payout_sheets(state: TournamentState) -> tuple[Sheet, ...]:
    """The prize pool (what was paid in, fees and bounties out) and each place's prize,
    with the rounding note; then the payout table for every number of entries."""
    setup = state.setup
    currency = setup.currency
    blocks: list[Block] = [_pool_grid(state), Heading(translate("PrintSheets", "Prizes"))]
    amounts = prizes(state)
    if amounts:
        tier = setup.payouts.for_entries(state.entries)
        finished = _place_names(standings(state))
        rows = tuple(
            (
                place_label(place),
                f"{_percent(tier.percents[place - 1])}%" if place <= len(tier.percents) else "",
                currency.format(amount),
                finished.get(place, ""),
            )
            for place, amount in enumerate(amounts, start=1)
        )
        blocks.append(
            Grid(
                (
                    Column(translate("PrintSheets", "Place"), Align.CENTER),
                    Column(translate("PrintSheets", "Percent"), Align.RIGHT),
                    Column(translate("PrintSheets", "Prize"), Align.RIGHT),
                    Column(translate("PrintSheets", "Finished"), stretch=True),
                ),
                rows,
                size=13,
            )
        )
        blocks.append(Paragraph(rounding_note(state), small=True))
        blocks.extend(_deal_blocks(state))
    else:
        first = setup.payouts.tiers[0].min_entries
        blocks.append(
            Paragraph(
                translate(
                    "PrintSheets", "Nothing is paid yet: {entries} so far; prizes start at "
                    "{first} entries.",
                ).format(entries=_entries(state.entries), first=max(2, first))
            )
        )
    blocks.append(Heading(translate("PrintSheets", "Payout table")))
    blocks.append(
        Grid(
            (
                Column(translate("PrintSheets", "Entries")),
                Column(translate("PrintSheets", "Places"), Align.RIGHT),
                Column(translate("PrintSheets", "Percents"), stretch=True),
            ),
            tuple(
                (
                    tier.range_label,
                    str(tier.places),
                    " / ".join(_percent(percent) for percent in tier.percents),
                )
                for tier in setup.payouts.tiers
            ),
            frozenset(
                i for i, tier in enumerate(setup.payouts.tiers) if tier.covers(state.entries)
            ),
            size=10,
        )
    )
    return (Sheet(translate("PrintSheets", "Payouts"), tuple(blocks)),)


def _deal_blocks(state: TournamentState) -> list[Block]:
    """The deal, if the players made one: who takes what instead of the places it
    covered, and what is kept for the winner (as the console's Payouts tab says)."""
    lines = deal_lines(state)
    if not lines:
        return []
    currency = state.setup.currency
    covered = len(state.deals[0].shares)
    rows = tuple(
        (
            state.player(player).name
            if player is not None
            else translate("PrintSheets", "The winner"),
            translate("PrintSheets", "Deal share")
            if label == "Deal"
            else translate("PrintSheets", "Kept to play for: the winner takes it"),
            currency.format(amount),
        )
        for label, amount, player in lines
    )
    return [
        Heading(
            translate("PrintSheets", "Deal (instead of the prizes for {first}–{last})").format(
                first=place_label(1), last=place_label(covered)
            )
        ),
        Grid(
            (
                Column(translate("PrintSheets", "Player")),
                Column("", stretch=True),
                Column(translate("PrintSheets", "Amount"), Align.RIGHT),
            ),
            rows,
            size=13,
        ),
    ]


def _pool_grid(state: TournamentState) -> Grid:
    setup = state.setup
    currency = setup.currency
    account = money_account(state)
    players = state.players
    rows: list[tuple[str, str]] = [
        (translate("PrintSheets", "Buy-ins: {count} × {cost}").format(
            count=len(players), cost=currency.format(setup.buy_in)),
         currency.format(account.buy_ins)),
    ]  # fmt: skip
    for kind, paid in (
        (EntryKind.RE_ENTRY, account.re_entries),
        (EntryKind.REBUY, account.rebuys),
        (EntryKind.ADD_ON, account.add_ons),
    ):
        option = setup.rebuys.option(kind)
        if option is None:
            continue
        count = sum(_taken(p, kind) for p in players)
        rows.append(
            (translate("PrintSheets", "{offers}: {count} × {cost}").format(
                offers=translate("PrintSheets", PLURALS[kind]).capitalize(),
                count=count, cost=currency.format(option.cost)),
             currency.format(paid))
        )  # fmt: skip
    if setup.bounty is not None:
        rows.append(
            (translate("PrintSheets", "Less bounties: {count} × {cost}").format(
                count=state.entries, cost=currency.format(setup.bounty.amount)),
             currency.format(-account.bounties))
        )  # fmt: skip
    strong = frozenset({len(rows)})
    rows.append((translate("PrintSheets", "Prize pool"), currency.format(account.prize_pool)))
    if account.fees:
        rows.append((
            translate("PrintSheets", "House fees (not in the prize pool)"),
            currency.format(account.fees),
        ))  # fmt: skip
    amount = Column(translate("PrintSheets", "Amount"), Align.RIGHT)
    return Grid((Column("", stretch=True), amount), tuple(rows), strong, size=11)


def _taken(player: Player, kind: EntryKind) -> int:
    return {
        EntryKind.REBUY: player.rebuys,
        EntryKind.ADD_ON: player.add_ons,
        EntryKind.RE_ENTRY: player.re_entries,
    }[kind]


def _place_names(table: tuple[Standing, ...]) -> dict[int, str]:
    """Place to who finished there (a shared place names everyone sharing it)."""
    names: dict[int, str] = {}
    for standing in table:
        if standing.place is None:
            continue
        for place in range(standing.place, standing.place + standing.shared):
            names[place] = f"{names[place]}, {standing.player.name}" if place in names else (
                standing.player.name
            )
    return names


def _percent(percent: Decimal) -> str:
    """``'9.5'`` in English, ``'9,5'`` in Spanish: the decimal mark of the language."""
    return str(percent).replace(".", number_style().decimal)


def _entries(number: int) -> str:
    """``'1 entry'``, ``'12 entries'``."""
    if number == 1:
        return translate("PrintSheets", "1 entry")
    return translate("PrintSheets", "{count} entries").format(count=number)


# ----- results ------------------------------------------------------------------------------------


def result_sheets(state: TournamentState, night: str = "") -> tuple[Sheet, ...]:
    """Everyone's place, prize, bounties and total (the results so far before the end),
    then a receipt to sign for every player whose money is settled."""
    setup = state.setup
    currency = setup.currency
    bounty = setup.bounty is not None
    won = bounties_won(state)
    table = standings(state)
    columns = [
        Column(translate("PrintSheets", "Place"), Align.CENTER),
        Column(translate("PrintSheets", "Player"), stretch=True),
        Column(translate("PrintSheets", "Prize"), Align.RIGHT),
    ]
    if bounty:
        columns.append(Column(translate("PrintSheets", "Bounties"), Align.RIGHT))
    columns.append(Column(translate("PrintSheets", "Total"), Align.RIGHT))
    rows: list[tuple[str, ...]] = []
    receipts: list[Block] = []
    dealt = {player for deal in state.deals for player, _ in deal.shares}
    for standing in table:
        player = standing.player
        bounties = won.get(player.id, 0)
        total = standing.prize + bounties
        if standing.place is None:
            place = translate("PrintSheets", "in")
            name = translate("PrintSheets", "{name} (still in, {chips} chips)").format(
                name=player.name, chips=chips(standing.chips)
            )
        else:
            place, name = finish_label(standing.place, standing.shared), player.name
        row = [place, name, _money_or_dash(currency, standing.prize)]
        if bounty:
            row.append(_money_or_dash(currency, bounties))
        row.append(_money_or_dash(currency, total))
        rows.append(tuple(row))
        if standing.place is not None and total > 0:
            receipts.append(
                _receipt(setup, night, standing, bounties, player.id in dealt)
            )
    finished = state.is_finished
    title = (
        translate("PrintSheets", "Results")
        if finished
        else translate("PrintSheets", "Results so far (in progress)")
    )
    paid = sum(s.prize for s in table) + sum(won.values())
    pool = currency.format(state.prize_pool)
    if setup.bounty:
        summary = translate(
            "PrintSheets", "{entries}, prize pool {pool}, bounties {bounty} a head."
        ).format(
            entries=_entries(state.entries), pool=pool,
            bounty=currency.format(setup.bounty.amount),
        )
    else:
        summary = translate("PrintSheets", "{entries}, prize pool {pool}.").format(
            entries=_entries(state.entries), pool=pool
        )
    if state.deals:
        summary += " " + translate(
            "PrintSheets",
            "The last {count} players made a deal: their prizes are what it gave them.",
        ).format(count=len(state.deals[0].shares))
    if finished:
        summary += " " + translate(
            "PrintSheets", "Won by {name}; {paid} paid in all."
        ).format(name=table[0].player.name, paid=currency.format(paid))
    else:
        left = len(state.alive)
        summary += " " + (
            translate(
                "PrintSheets",
                "In progress: 1 player still in, whose places, prizes and bounties are not "
                "decided yet.",
            )
            if left == 1
            else translate(
                "PrintSheets",
                "In progress: {count} players still in, whose places, prizes and bounties "
                "are not decided yet.",
            ).format(count=left)
        )
    blocks: list[Block] = [Paragraph(summary), Grid(tuple(columns), tuple(rows))]
    sheets = [Sheet(title, tuple(blocks))]
    if receipts:
        intro = Paragraph(
            translate(
                "PrintSheets",
                "Each player signs for the money received: cut along the dashed line or keep "
                "the page as the night's record.",
            ),
            small=True,
        )
        sheets.append(Sheet(translate("PrintSheets", "Receipts"), (intro, *receipts)))
    return tuple(sheets)


def _money_or_dash(currency: Currency, amount: int) -> str:
    return currency.format(amount) if amount else "–"


def _receipt(
    setup: TournamentSetup, night: str, standing: Standing, bounties: int, dealt: bool = False
) -> Receipt:
    """``'Received €250.00 (prize €180.00 + bounties €70.00) at Friday night, 4 December
    2026.'``: the sentence a paid player signs under, whole even once cut out. A player
    in a deal signs for what the deal gave (``'prize for 2nd, after a deal'``)."""
    currency = setup.currency
    total = currency.format(standing.prize + bounties)
    assert standing.place is not None  # a receipt is for a settled place
    place = finish_label(standing.place, standing.shared)
    if standing.prize and bounties:
        why = (
            translate("PrintSheets", "prize {prize}, after a deal + bounties {bounties}")
            if dealt
            else translate("PrintSheets", "prize {prize} + bounties {bounties}")
        ).format(prize=currency.format(standing.prize), bounties=currency.format(bounties))
    elif bounties:
        why = translate("PrintSheets", "bounties")
    else:
        why = (
            translate("PrintSheets", "prize for {place}, after a deal")
            if dealt
            else translate("PrintSheets", "prize for {place}")
        ).format(place=place)
    where = setup.name + (f", {night}" if night else "")
    return Receipt(
        name=standing.player.name,
        place=place,
        total=total,
        text=translate("PrintSheets", "Received {total} ({why}) at {where}.").format(
            total=total, why=why, where=where
        ),
    )
