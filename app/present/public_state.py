"""The tournament as the network service publishes it (``/api/state``): no Qt, no I/O.

``build_public_state(state, clock, now, seq)`` returns plain JSON-ready data. It stands on
the same facts as the Qt audience display (:mod:`app.present.room_facts`,
:mod:`app.present.narration`), so the browser pages and the TV window never disagree.

Numbers are integers: chips, and money in the currency's smallest unit (cents), each
with a ``*_text`` twin written as the room reads it (``'€1,250.00'``, ``'BB ante 400'``),
in the host's language (as are the streets, pots and places).
``seq`` is the journal's sequence number of the last recorded event: it only grows, so a
client holding a lower one knows its view is stale. Each table's ``seq`` is the journal
seq at which that table's view last changed; the service keeps that history and passes
it in (``table_seqs``; a table missing there gets ``seq``).

Privacy: hole cards never appear; only cards tabled at showdown do, as on the TV.

Announcements (``announcements``): the one on screen now, then those waiting, as the TV
window shows them (:mod:`app.present.announcements`); ``from`` and ``until`` are on the
session's clock, as is ``now``, so a page works out its own timing between pushes.
``news`` is the night's history of them, newest first, for a phone opened late.
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping, Sequence
from typing import Any

from app.engine.accounts import Standing, bounties_won, deal_lines, prizes, standings
from app.engine.cards import SUIT_SYMBOLS, Card
from app.engine.clock import ClockState
from app.engine.errors import chips
from app.engine.hand import HandState
from app.engine.look import DisplayLook, LogoKind
from app.engine.money import Currency
from app.engine.rules import AnteMode
from app.engine.structure import Break, Level
from app.engine.tournament import Table, TournamentState
from app.present.announcements import Announcement, Showing, Told
from app.present.draw_view import draw_notes, hand_street
from app.present.game_choice import level_as_played
from app.present.narration import (
    ante_text,
    bounty_lines,
    finish_lines_of,
    latest_bust,
    prize_text,
)
from app.present.room_facts import (
    big_blinds,
    blinds_text,
    chips_in_front,
    format_seconds,
    has_live_hand,
    level_game_text,
    level_text,
    live_pots,
    next_level_line,
    phase_of,
    place_winners,
    playing_level,
    stud_ante_text,
    whole_seconds,
)
from app.present.stud_view import public_up_cards
from app.present.terms import deal_row_label, place_label, pot_label

STATE_VERSION = 1
"""Bumped when a key changes meaning or disappears (new keys do not bump it)."""

Json = dict[str, Any]


def build_public_state(
    state: TournamentState,
    clock: ClockState,
    now: float,
    seq: int,
    table_seqs: Mapping[int, int] | None = None,
    announcements: Sequence[Showing] = (),
    news: Sequence[Told] = (),
    tables_memo: TablesMemo | None = None,
) -> Json:
    """The tournament at ``now`` (its clock ``clock``), as of journal event ``seq``;
    ``table_seqs`` gives each table's own ``seq``, ``announcements`` what is on screen
    and waiting (see :func:`announcement_json`), ``news`` the night's announcements
    told so far, newest first (see :func:`news_json`). ``tables_memo`` keeps each
    table's object from one call to the next: a table that did not move is the same
    object (a server publishing 34 tables builds again only those that changed)."""
    seqs = table_seqs or {}
    setup = state.setup
    money = setup.currency
    mode = setup.rules.ante_mode
    number = clock.level_number + 1 if clock.is_break else clock.level_number
    # The level as its hands deal it: a H.O.R.S.E. level of stud has bets, no blinds.
    level = level_as_played(state, number, playing_level(clock))
    alive = len(state.alive)
    average = round(state.total_chips / alive) if alive else 0
    table = standings(state)
    amounts = prizes(state)
    return {
        "version": STATE_VERSION,
        "seq": seq,
        "now": now,
        "name": setup.name,
        "phase": phase_of(state, clock).value,
        "level": clock.level_number,
        "on_break": clock.is_break,
        "break_note": clock.level.shown_note if isinstance(clock.level, Break) else "",
        # A rotation by level says each level's game (a level of hold'em says none).
        **_level_fields(level, mode),
        "ante_mode": mode.value,
        "seconds_left": whole_seconds(clock.remaining_seconds),
        "clock": format_seconds(clock.remaining_seconds),
        "started": clock.started,
        "paused": clock.started and not clock.running,
        "next_level": _next_level_fields(state, clock),
        "seconds_to_next_break": (
            None
            if clock.seconds_to_next_break is None
            else whole_seconds(clock.seconds_to_next_break)
        ),
        "players_left": alive,
        "entries": state.entries,
        "average_stack": average,
        "average_stack_text": chips(average) if alive else "",
        "average_big_blinds": big_blinds(average, level.big_blind) if alive else "",
        "currency": {"symbol": money.symbol, "decimals": money.decimals},
        "prize_pool": state.prize_pool,
        "prize_pool_text": money.format(state.prize_pool),
        "payouts": _payouts(amounts, table, money, _dealt(state)),
        "tables": [_table_kept(state, t, seqs.get(t.number, seq), tables_memo)
                   for t in state.tables],
        "players": _players(state, table, money),
        "busts": state.busts,
        "latest_finishes": list(
            finish_lines_of(table, latest_bust(state), money, bounty_lines(state))
        ),
        "finished": state.is_finished,
        "winner": table[0].player.name if state.is_finished else "",
        "look": look_fields(setup.look),
        "announcements": [announcement_json(showing) for showing in announcements],
        "news": [news_json(told) for told in news],
    }


LOGO_PATH = "/api/logo"
"""Where the service serves the host's logo."""

LOGO_TYPES = {LogoKind.PNG: "image/png", LogoKind.JPEG: "image/jpeg",
              LogoKind.SVG: "image/svg+xml"}
"""The content type of each logo format."""


def look_fields(look: DisplayLook) -> Json | None:
    """The host's look for the pages (``None``: Feltboard's own). The logo is a URL that
    changes with the picture, so a browser never shows an old one.

    >>> look_fields(DisplayLook()) is None
    True
    """
    if look.is_default:
        return None
    logo = None
    if look.logo:
        logo = f"{LOGO_PATH}?v={zlib.crc32(look.logo):08x}"
    return {
        "background": look.background,
        "text": look.text,
        "accent": look.accent,
        "panels": [panel.value for panel in look.panels],
        "orientation": look.orientation.value,
        "logo": logo,
    }


def announcement_json(showing: Showing) -> Json:
    """One announcement: ``id``, ``kind``, ``title``, ``text`` (the sentence), ``lines``
    (a list, maybe empty), its ``pages`` (``lines`` and ``seconds`` each) and its time on
    screen, ``from`` and ``until``."""
    announcement = showing.announcement
    return {
        **_announcement_fields(announcement),
        "pages": [
            {"lines": list(lines), "seconds": seconds}
            for lines, seconds in zip(
                announcement.pages, announcement.page_seconds, strict=True
            )
        ],
        "from": showing.start,
        "until": showing.end,
    }


def news_json(told: Told) -> Json:
    """One item of the news history: ``id``, ``kind``, ``title``, ``text``, ``lines``
    (as in :func:`announcement_json`) and ``at``, when it was told on the host's clock."""
    return {**_announcement_fields(told.announcement), "at": told.at}


def _announcement_fields(announcement: Announcement) -> Json:
    """What an announcement says, as every list of them writes it."""
    return {
        "id": announcement.id,
        "kind": announcement.kind.value,
        "title": announcement.title,
        "text": announcement.text,
        "lines": list(announcement.lines),
    }


def _level_fields(level: Level, mode: AnteMode) -> Json:
    """A level's forced bets, as numbers and as the table reads them; a stud level (every
    player antes, whatever the night's ante mode) adds ``"stud": true``."""
    stud = level.game.is_stud
    ante = level.ante if stud or mode is not AnteMode.NONE else 0
    return {
        "small_blind": level.small_blind,
        "big_blind": level.big_blind,
        "ante": ante,
        "ante_text": stud_ante_text(level) if stud else ante_text(level.ante, mode),
        **({"stud": True} if stud else {}),
        "blinds_text": blinds_text(level),
        "text": level_text(level, mode),
        # Only a level of another game says its game: hold'em nights answer as before.
        **({"game": level.game.value, "game_text": level_game_text(level)}
           if level_game_text(level) else {}),
    }


def _next_level_fields(state: TournamentState, clock: ClockState) -> Json | None:
    """The level to come (with the rotation's game of the level); its ``text`` names its
    game when it deals another."""
    upcoming = clock.next_level
    if upcoming is None:
        return None
    setup = state.setup
    played = level_as_played(state, clock.level_number + 1, upcoming)
    fields = _level_fields(played, setup.rules.ante_mode)
    fields["text"] = next_level_line(
        clock, setup.structure, setup.rules, fields["text"],
        lambda number, level: level_as_played(state, number, level),
    )
    return fields


def _dealt(state: TournamentState) -> list[Json]:
    """A deal's rows: each player's share (``place`` null), then what is kept to play for
    (``place`` 1: the winner takes it on top of their share)."""
    money = state.setup.currency
    names = {p.id: p.name for p in state.players}
    return [
        {
            "place": None if label == "Deal" else 1,
            "place_text": deal_row_label(label),
            "amount": amount,
            "amount_text": money.format(amount),
            "winner": names[player] if player is not None else "",
        }
        for label, amount, player in deal_lines(state)
    ]


def _payouts(
    amounts: tuple[int, ...], table: tuple[Standing, ...], money: Currency, dealt: list[Json]
) -> list[Json]:
    """Each paid place and who won it; a deal's rows replace the places it covered."""
    winners = place_winners(table)
    covered = sum(1 for row in dealt if row["place"] is None)
    return dealt + [
        {
            "place": place,
            "place_text": place_label(place),
            "amount": amount,
            "amount_text": money.format(amount),
            "winner": winners.get(place, ""),
        }
        for place, amount in enumerate(amounts, start=1)
        if place > covered
    ]


TablesMemo = dict[int, tuple[tuple[object, ...], Json]]
"""Each table's number to what its object was built from and the object."""


def _table_kept(state: TournamentState, table: Table, seq: int,
                memo: TablesMemo | None) -> Json:
    """:func:`_table`, the same object as last time when nothing it shows moved: the
    table (a value: a new one whenever anything at it changes), its players (names and
    stacks) and its ``seq``."""
    if memo is None:
        return _table(state, table, seq)
    key = (table, seq, *(state.player(p) for _seat, p in table.seats))
    kept = memo.get(table.number)
    if kept is not None and len(kept[0]) == len(key) and all(
        a is b or (isinstance(a, int) and a == b) for a, b in zip(kept[0], key, strict=True)
    ):
        return kept[1]
    built = _table(state, table, seq)
    memo[table.number] = (key, built)
    return built


def _table(state: TournamentState, table: Table, seq: int) -> Json:
    seats = []
    for seat, player_id in sorted(table.seats):
        player = state.player(player_id)
        seats.append(
            {"seat": seat, "player": player.name, "stack": state.live_stack(player_id)}
        )
    return {
        "number": table.number,
        "seq": seq,
        "tracked": table.tracked,
        "seat_count": table.seat_count,
        "seats": seats,
        "hand": _hand(table) if has_live_hand(table) else None,
    }


def _hand(table: Table) -> Json:
    assert table.hand is not None and table.hand_state is not None
    hand: HandState = table.hand_state
    pots = live_pots(hand)
    return {
        "number": table.hand.number,
        "street": hand_street(hand),  # a draw game says its round
        "pots": [{"name": pot_label(pot.index), "amount": pot.amount} for pot in pots],
        "pot_total": hand.pot_total,
        "in_front": chips_in_front(hand),
        "board": [card_text(card) for card in hand.board],
        "shown": [
            {
                "player": hand.config.player(seat),
                "cards": [card_text(c) for c in hand.shown_cards(seat)],
            }
            for seat in hand.order
            if hand.shown_cards(seat)
        ],
        **_stud_and_draw_fields(hand),
    }


def _stud_and_draw_fields(hand: HandState) -> Json:
    """A stud hand's up cards by player (``up``) and a draw hand's latest draw by player
    (``draws``), only where there are some: other hands read as in version 1."""
    fields: Json = {}
    up = public_up_cards(hand)
    if up:
        fields["up"] = [
            {"player": hand.config.player(seat), "cards": [card_text(c) for c in cards]}
            for seat, cards in up
        ]
    notes = draw_notes(hand)
    if notes:
        fields["draws"] = [
            {"player": hand.config.player(seat), "note": note}
            for seat, note in sorted(notes.items())
        ]
    return fields


def card_text(card: Card) -> str:
    """A public card as the room reads it: ``'10♥'``, ``'A♠'``."""
    rank = "10" if card.rank_char == "T" else card.rank_char
    return rank + SUIT_SYMBOLS[card.suit]


def _players(state: TournamentState, table: tuple[Standing, ...], money: Currency) -> list[Json]:
    """Everyone who entered, in finishing order (those still in first, by chips); what
    each won, their bounties included."""
    won = bounties_won(state)
    return [
        {
            "name": s.player.name,
            "table": s.player.table,
            "seat": s.player.seat,
            "stack": state.live_stack(s.player.id) if s.place is None else 0,
            "busted": s.place is not None,
            "place": s.place,
            "place_text": "" if s.place is None else place_label(s.place),
            "prize": s.prize,
            "prize_text": money.format(s.prize) if s.prize else "",
            "bounties": won.get(s.player.id, 0),
            "won_text": prize_text(s.prize, won.get(s.player.id, 0), money),
        }
        for s in table
    ]
