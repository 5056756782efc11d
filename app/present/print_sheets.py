"""What each printed document says, as plain values: no Qt, no I/O.

The painter (:mod:`app.printing`) lays these out on paper; this module decides the words,
the rows and the amounts, from a :class:`~app.engine.tournament.TournamentState`, with
the engine's own helpers (``ordinal``, ``Level.describe``, ``Currency.format``, the
standings and the rounding note), so a printed sheet says what the screens say.

Six documents, one :class:`What` each: seat cards, the seating sheet (a page per
table), the structure, the payouts, the results with a receipt per paid player, and the
cashier's ledger (:mod:`app.present.cashier_sheet`).
The blocks a sheet is made of are :mod:`app.present.sheet_blocks`; the payout and results
sheets are :mod:`app.present.prize_sheets`.
"""

from __future__ import annotations

from datetime import date, datetime

from app.engine.entry_options import breaks_within
from app.engine.errors import FeltboardError, chips
from app.engine.game_orbits import level_game
from app.engine.games import Game
from app.engine.rotation import NightGame
from app.engine.rules import AnteMode, BettingStructure
from app.engine.structure import Break, Level, listed
from app.engine.tournament import Player, Table, TournamentState
from app.engine.tournament_events import TournamentSetup
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.cashier_sheet import ledger_sheets
from app.present.game_choice import rotation_line
from app.present.prize_sheets import payout_sheets, result_sheets
from app.present.room_facts import game_with_betting
from app.present.sheet_blocks import (
    PLURALS,
    Align,
    Block,
    Column,
    Document,
    Grid,
    Paragraph,
    PrintRefused,
    SeatCard,
    Sheet,
)
from app.present.sheet_kinds import What

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
    if what is What.LEDGER and not state.players:
        raise PrintRefused(
            translate("PrintSheets", "Nobody has registered yet: the ledger is empty")
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
    if what is What.LEDGER:
        return ledger_sheets(state)
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
    planned = _planned_games(setup)
    # A level whose game each table's orbit decides may deal the rotation's limit game.
    orbit_limit = setup.rotation is not None and setup.rotation.has_fixed_limit
    limit = [night.is_fixed_limit if night is not None else orbit_limit for night in planned]
    fixed = any(limit)
    games = (setup.structure.games != (Game.HOLDEM,) if setup.rotation is None
             else None not in planned)
    # Stud levels: no blinds, everyone antes (whatever the ante mode), and a bring-in.
    stud = [night is not None and night.game.is_stud for night in planned]
    has_stud = any(stud)
    has_ante = any(level.ante for level in setup.structure.levels) and (
        mode is not AnteMode.NONE or has_stud)
    columns = [
        Column(translate("PrintSheets", "Level"), Align.CENTER),
        Column(translate("PrintSheets", "Blinds"), Align.RIGHT),
    ]
    if games:
        columns.insert(1, Column(translate("PrintSheets", "Game")))
    if has_ante:
        ante = (
            translate("PrintSheets", "BB ante")
            if mode is AnteMode.BIG_BLIND and not has_stud
            else translate("PrintSheets", "Ante")
        )
        columns.append(Column(ante, Align.RIGHT))
    if has_stud:
        columns.append(Column(translate("PrintSheets", "Bring-in"), Align.RIGHT))
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
            row = [translate("PrintSheets", "Break"), ""] + [""] * (
                games + has_ante + has_stud + fixed)
            rows.append((*row, length, start, _break_note(setup, step)))
        else:
            number += 1
            note = notes.get(number, [])
            if index == len(steps) - 1:
                note = [*note, translate("PrintSheets", "repeats until the end")]
            dealt = stud[number - 1]
            row = [str(number),
                   "–" if dealt else f"{chips(step.small_blind)}/{chips(step.big_blind)}"]
            night = planned[number - 1]
            if games and night is not None:
                # Stud is always fixed limit, and the Games line says a limit rotation's
                # betting: the name alone, so stud's wider grid fits the page.
                alone = night.game.is_stud or (has_stud and all(limit))
                row.insert(1, night.game.label if alone
                           else game_with_betting(night.game, night.betting))
            if has_ante:
                # A flop hand antes only with an ante mode (in H.O.R.S.E. the ante is stud's).
                anted = step.ante and (dealt or mode is not AnteMode.NONE)
                row.append(_ante_cell(step.ante, mode, dealt, has_stud) if anted else "–")
            if has_stud:
                row.append(chips(step.bring_in) if dealt else "–")
            if fixed:
                row.append(_bets(step) if limit[number - 1] else "–")
            rows.append((*row, length, start, "; ".join(note)))
        elapsed += step.duration_seconds
    blocks: list[Block] = [
        Paragraph(_structure_summary(setup)),
        *([Paragraph(rotation_line(setup.rotation))] if setup.rotation is not None else []),
        # Stud's two more columns (ante, bring-in) fit a portrait page in a smaller type.
        Grid(tuple(columns), tuple(rows), frozenset(strong), size=8 if has_stud else 10),
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


def _planned_games(setup: TournamentSetup) -> tuple[NightGame | None, ...]:
    """Each level's game as planned (``None`` where each table's orbit decides)."""
    return tuple(level_game(setup, number, level)
                 for number, level in enumerate(setup.structure.levels, start=1))


def _night_game(setup: TournamentSetup) -> str:
    """The night's game for the summary: hold'em as before, another single game by name,
    or mixed games (the grid's game column says which)."""
    played = {(level.game, level.betting_in(setup.rules)) for level in setup.structure.levels}
    if len(played) > 1 or setup.rotation is not None:
        return translate("PrintSheets", "Mixed games")
    game, betting = played.pop()
    if game is not Game.HOLDEM:
        return game_with_betting(game, betting)
    return translate("PrintSheets", {
        BettingStructure.NO_LIMIT: QT_TRANSLATE_NOOP("PrintSheets", "No-limit hold'em"),
        BettingStructure.POT_LIMIT: QT_TRANSLATE_NOOP("PrintSheets", "Pot-limit hold'em"),
        BettingStructure.FIXED_LIMIT: QT_TRANSLATE_NOOP("PrintSheets", "Fixed-limit hold'em"),
    }[betting])


def _structure_summary(setup: TournamentSetup) -> str:
    stud = any(night is not None and night.game.is_stud for night in _planned_games(setup))
    antes = {
        AnteMode.NONE: QT_TRANSLATE_NOOP("PrintSheets", "no antes"),
        AnteMode.CLASSIC: QT_TRANSLATE_NOOP("PrintSheets", "every player antes"),
        AnteMode.BIG_BLIND: QT_TRANSLATE_NOOP(
            "PrintSheets", "big-blind ante (the big blind antes for the table)"
        ),
    }[setup.rules.ante_mode]
    if stud and setup.rules.ante_mode is AnteMode.NONE:
        antes = QT_TRANSLATE_NOOP("PrintSheets", "antes in stud only")
    chip_list = ", ".join(
        f"{chips(chip.denomination)} {chip.color}".rstrip() for chip in setup.chip_set.chips
    )
    return translate(
        "PrintSheets", "{game}, {antes}. Starting stack {stack} chips. Chips: {chips}."
    ).format(
        game=_night_game(setup),
        antes=translate("PrintSheets", antes),
        stack=chips(setup.starting_stack),
        chips=chip_list,
    )


def _ante_cell(ante: int, mode: AnteMode, stud: bool, has_stud: bool) -> str:
    """A level's ante in the Ante column; a big-blind ante says so where stud levels (each
    player's ante) share the column.

    >>> _ante_cell(100, AnteMode.BIG_BLIND, False, True), _ante_cell(25, AnteMode.NONE, True, True)
    ('100 (BB)', '25')
    """
    if has_stud and not stud and mode is AnteMode.BIG_BLIND:
        return translate("PrintSheets", "{ante} (BB)").format(ante=chips(ante))
    return chips(ante)


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
    structure = setup.structure
    for option in setup.rebuys.options:
        offers = translate("PrintSheets", PLURALS[option.kind])
        if option.at_break:
            for index in breaks_within(structure, option):
                notes.setdefault(structure.level_number(index), []).append(
                    translate("PrintSheets", "{offers} at the break after it").format(
                        offers=offers
                    )
                )
            continue
        ending.setdefault(option.until_level, []).append(offers)
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
