"""What the console's panels say, and the one thing a dealer types there as text: the
clock and its levels, the prizes and a deal, what an entry costs, a table's line, and a
table and seat written ``2/5``."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from app.engine.accounts import deal_lines
from app.engine.entry_options import EntryKind, EntryOption
from app.engine.errors import FeltboardError, chips
from app.engine.money import Currency
from app.engine.tournament import Table, TournamentState
from app.engine.wording import translate
from app.present.game_choice import table_game_text
from app.present.narration import price_text
from app.present.terms import entry_label, place_label

PRIZE_COLUMNS = 3

_RICH_TEXT_ESCAPES = str.maketrans(
    {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"}
)


def escape(text: str) -> str:
    """``text`` shown as typed inside a label's rich text: what ``html.escape`` gives,
    without loading the html module's 2,000 entity names (~2 ms of the console's start)."""
    return text.translate(_RICH_TEXT_ESCAPES)


def deal_text(state: TournamentState) -> str:
    """The deal, if one was made: who takes what instead of the places it covered."""
    lines = deal_lines(state)
    if not lines:
        return ""
    money = state.setup.currency.format
    covered = len(state.deals[0].shares)
    shares = ", ".join(
        f"{escape(state.player(player).name)} <b>{escape(money(amount))}</b>"
        for label, amount, player in lines
        if label == "Deal" and player is not None
    )
    kept = [amount for label, amount, _ in lines if label != "Deal"]
    tail = (
        translate("PayoutsPanel", "; {amount} kept for the winner").format(
            amount=escape(money(kept[0]))
        )
        if kept
        else ""
    )
    return "<br>" + translate("PayoutsPanel", "Deal (instead of {first}–{last}): ").format(
        first=place_label(1), last=place_label(covered)
    ) + shares + tail


def prize_grid(amounts: tuple[int, ...], money: Callable[[int], str]) -> str:
    """The prizes as a rich-text grid, three places a line, so twelve fit at a glance."""
    cells = [
        f"<td>{place_label(place)}</td>"
        f"<td align='right'><b>{escape(money(amount))}</b></td>"
        for place, amount in enumerate(amounts, start=1)
    ]
    rows = [
        "<td width='22'></td>".join(cells[start : start + PRIZE_COLUMNS])
        for start in range(0, len(cells), PRIZE_COLUMNS)
    ]
    body = "".join(f"<tr>{row}</tr>" for row in rows)
    return f"<table cellspacing='0' cellpadding='2' style='margin-top: 6px'>{body}</table>"


def entry_offer_text(option: EntryOption | None, kind: EntryKind, money: Currency) -> str:
    """What an entry costs and gives, for its button: ``'Rebuy: €20.00+€2.00 for 10,000
    chips, until level 6'``, or that this tournament does not offer it."""
    if option is None:
        return translate("Panels", "This tournament offers no {entry}").format(
            entry=entry_label(kind)
        )
    price = price_text(option.cost, option.fee, money)
    return (
        translate("Panels", "{entry}: {price} for {chips} chips, until level {level}").format(
            entry=entry_label(kind).capitalize(), price=price, chips=chips(option.chips),
            level=option.until_level,
        )
    )


def table_and_seat(text: str) -> tuple[int, int]:
    """``'2/5'`` (or ``'2 5'``) as table 2, seat 5.

    :raises FeltboardError: saying how to write it.
    """
    parts = text.replace("/", " ").replace(",", " ").split()
    if len(parts) != 2 or not all(part.isdigit() for part in parts):
        raise FeltboardError(
            translate("Panels", "Write the table and seat as 2/5, not '{text}'").format(
                text=text.strip()
            )
        )
    return int(parts[0]), int(parts[1])

PadsRecording = Mapping[int, tuple[str, str]]
"""The tables dealer pads record: table to (device, time paired)."""


def table_line(state: TournamentState, table: Table, pads: PadsRecording | None = None) -> str:
    """``'Table 2: 5/9 players, untracked, 100,000 chips'`` (chips only where counted);
    a tracked table says whether a hand is in play or it waits for the next one, and which
    pad records it."""
    line = _table_state(state, table)
    game = table_game_text(state, table.number)
    if game:  # each table plays its orbit's game
        line = f"{line} · {game}"
    if table.number in state.setup.look.featured:
        line = translate("Panels", "{line} · featured on the TV").format(line=line)
    pad = (pads or {}).get(table.number)
    if pad is None:
        return line
    return translate("Panels", "{line} · pad: {device} ({time})").format(
        line=line, device=pad[0], time=pad[1]
    )


def tables_summary(state: TournamentState, pads: PadsRecording | None = None) -> str:
    """``'34 tables · hands in play: 28 · waiting for the next hand: 6 · on pads: 30'``
    (counts after their words: no plural to get wrong at 1)."""
    tracked = [t for t in state.tables if t.tracked]
    playing = sum(1 for t in tracked if t.hand is not None)
    waiting = sum(1 for t in tracked if _waiting(t))
    on_pads = sum(1 for t in state.tables if t.number in (pads or {}))
    return translate(
        "Panels",
        "{tables} tables · hands in play: {playing} · waiting for the next hand: {waiting} · "
        "on pads: {pads}",
    ).format(tables=len(state.tables), playing=playing, waiting=waiting, pads=on_pads)


def _waiting(table: Table) -> bool:
    """A tracked table between hands with players to deal to."""
    return table.tracked and table.hand is None and len(table.seats) >= 2


def _table_state(state: TournamentState, table: Table) -> str:
    seated, seats = len(table.seats), table.seat_count
    if table.tracked and table.hand is not None:
        return translate(
            "Panels", "Table {number}: {seated}/{seats} players, tracked, hand {hand} in play"
        ).format(number=table.number, seated=seated, seats=seats, hand=table.hand.number)
    if _waiting(table):
        return translate(
            "Panels", "Table {number}: {seated}/{seats} players, waiting for the next hand"
        ).format(number=table.number, seated=seated, seats=seats)
    if table.tracked:
        return translate("Panels", "Table {number}: {seated}/{seats} players, tracked").format(
            number=table.number, seated=seated, seats=seats
        )
    total = sum(state.player(player).stack for player in table.player_ids)
    return translate(
        "Panels", "Table {number}: {seated}/{seats} players, untracked, {chips} chips"
    ).format(number=table.number, seated=seated, seats=seats, chips=chips(total))
