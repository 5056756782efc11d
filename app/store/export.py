"""Export a tournament's hands as PHH files, PokerStars text, or JSON.

:func:`export_tournament` writes the finished hands of a tournament file into a folder;
one function per format turns a single :class:`~app.store.tournament_file.HandHistory`
into text or a JSON-ready dictionary. Voided hands are never exported.

Formats:

``"phh"``
    One file per hand, ``hand-00042.phh``, written by :func:`app.store.phh.write_phh` (which
    already adds ``_chip_unit``, ``_ante_mode`` and ``_button_seat``) plus the PHH fields
    ``event`` (the tournament's name), ``hand``, ``level`` (level number), ``table``,
    ``day``/``month``/``year``/``time`` with ``time_zone = "UTC"`` (the hand's start), and
    the extensions ``_tournament_id``, ``_hand_id`` (the ids of the PokerStars export) and
    ``_player_ids`` (Feltboard's player numbers, in the order of ``players``). PokerKit
    0.7.7 loads and replays these files; see ``tests/store/test_export.py`` for the hands
    it plays differently by design.
``"pokerstars"``
    One text file, ``pokerstars-T<tournament id>.txt``, every hand in PokerStars' tournament
    format separated by two blank lines (see :mod:`app.store.pokerstars` for the choices).
    Hands whose board cards were not entered are skipped: tools need the cards.
``"json"``
    One file, ``tournament.json``: ``{"format": "feltboard-hands", "version": 1,
    "tournament": {...}, "hands": [...]}`` with one hand per line. A single file keeps a
    tournament together for scripts; each hand is :func:`hand_json`: config, players (id,
    name, stacks before and after), forced bets, board, pots with winners and shares,
    uncalled chips returned, and last the events exactly as the journal stores them
    (``kind`` plus fields, cards as ``"As"``).

Files of the same name in the folder are replaced.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime
from json.encoder import encode_basestring
from pathlib import Path
from typing import Any, Final, Literal, get_args

from app.engine.config import HandConfig, Street
from app.engine.errors import FeltboardError
from app.engine.hand import replay
from app.engine.pots import clockwise_from
from app.engine.results import PotResult
from app.engine.rules import BettingStructure, RuleProfile
from app.store.codec import hand_events_codec
from app.store.phh import write_phh
from app.store.pokerstars import TournamentInfo, format_hand, tournament_id, utc_time
from app.store.tournament_file import HandHistory, TournamentFile

ExportFormat = Literal["phh", "pokerstars", "json"]
FORMATS: Final[tuple[ExportFormat, ...]] = get_args(ExportFormat)
JSON_FORMAT: Final = "feltboard-hands"
JSON_VERSION: Final = 1
JSON_FILE: Final = "tournament.json"

Progress = Callable[[int, int], None]
"""Called with (hands done, hands to do): once with 0 before the first hand, then after
each hand, written or skipped."""

Skipped = Callable[[int, str], None]
"""Called with (hand number, reason) for every selected hand that was not written."""


class ExportError(FeltboardError):
    """An export that cannot start: an unknown format or a hand that does not exist."""


# ----- the tournament ------------------------------------------------------------------


def export_format(name: str) -> ExportFormat:
    """The export format called ``name``.

    :raises ExportError: naming the formats there are.
    """
    for fmt in FORMATS:
        if fmt == name:
            return fmt
    raise ExportError(f"Unknown export format {name!r}; choose one of {', '.join(FORMATS)}")


def tournament_info(file: TournamentFile) -> TournamentInfo:
    """What every exported hand of ``file`` says about its tournament (ids, name, levels)."""
    state = file.state
    setup = state.setup
    return TournamentInfo(
        tournament_id=tournament_id(_created_at(file)),
        name=setup.name,
        buy_in=setup.buy_in,
        structure=setup.structure,
        seat_counts=tuple((table.number, table.seat_count) for table in state.tables),
        default_seat_count=setup.seats_per_table,
    )


def _created_at(file: TournamentFile) -> datetime:
    """When the tournament file was created (its journal's ``meta``): the id's source.

    ``TournamentFile`` does not expose its journal's file info yet, hence the private access.
    """
    return file.info.created_at


# ----- one hand, per format --------------------------------------------------------------


def phh_text(history: HandHistory, info: TournamentInfo) -> str:
    """One hand as a PHH file: :func:`write_phh` plus tournament and time fields.

    :raises PHHError: if PHH cannot describe the hand (e.g. a player dealt in between the
        button and the small blind).
    :raises PokerStarsError: if the hand number is too large for an id.
    :raises FeltboardError: if the events do not replay.
    """
    config = history.config
    text = write_phh(
        config, history.events, seat_count=info.seat_count(history.table, config), recorded=True
    )
    started = utc_time(history.started_at)
    ids = dict(history.players)
    player_ids = [ids[seat] for seat in clockwise_from(config.button, config.seat_numbers)]
    # TOML text written directly: a JSON string is a TOML basic string, and ``time`` is a
    # TOML local time (unquoted).
    return (
        f"{text}event = {encode_basestring(info.name)}\n"
        f"hand = {history.number}\n"
        f"level = {info.level_number(history.level_index)}\n"
        f"table = {history.table}\n"
        f"year = {started.year}\n"
        f"month = {started.month}\n"
        f"day = {started.day}\n"
        f"time = {started.hour:02}:{started.minute:02}:{started.second:02}\n"
        'time_zone = "UTC"\n'
        f"_tournament_id = {info.tournament_id}\n"
        f"_hand_id = {info.hand_id(history.number)}\n"
        f"_player_ids = [{', '.join(map(str, player_ids))}]\n"
    )


def pokerstars_text(history: HandHistory, info: TournamentInfo) -> str:
    """One hand as PokerStars tournament hand-history text.

    :raises PokerStarsError: if the board cards were not entered (see
        :func:`app.store.pokerstars.format_hand`).
    :raises FeltboardError: if the events do not replay.
    """
    return format_hand(history, info)


def hand_json(history: HandHistory, info: TournamentInfo) -> dict[str, Any]:
    """One finished hand as a JSON-ready dictionary (see the module docstring).

    :raises IllegalAction: if the hand is not finished.
    :raises FeltboardError: if the events do not replay.
    """
    fields, events = _hand_parts(history, info)
    fields["events"] = json.loads(events)
    return fields


def _hand_json_text(history: HandHistory, info: TournamentInfo) -> str:
    """:func:`hand_json` as JSON text, with the codec's event JSON spliced in as written.

    :raises IllegalAction: if the hand is not finished.
    :raises FeltboardError: if the events do not replay.
    """
    fields, events = _hand_parts(history, info)
    return f'{json.dumps(fields, ensure_ascii=False)[:-1]}, "events": {events}}}'


def _hand_parts(history: HandHistory, info: TournamentInfo) -> tuple[dict[str, Any], str]:
    """Every field of a hand but its events, and the events as JSON text (the journal's
    encoding: ``kind`` plus fields, cards as ``"As"``).

    :raises IllegalAction: if the hand is not finished.
    :raises FeltboardError: if the events do not replay.
    """
    config = history.config
    state = replay(config, history.events)
    result = state.result()
    ids = dict(history.players)
    return {
        "number": history.number,
        "id": info.hand_id(history.number),
        "table": history.table,
        "level": info.level_number(history.level_index),
        "level_index": history.level_index,
        "started_at": utc_time(history.started_at).isoformat(),
        "config": _config_json(config, info.seat_count(history.table, config)),
        "players": [
            {
                "seat": seat.seat,
                "player_id": ids[seat.seat],
                "name": seat.player,
                "start_stack": seat.start_stack,
                "final_stack": seat.final_stack,
                "net": seat.net,
            }
            for seat in result.seats
        ],
        "forced_bets": [
            {"seat": post.seat, "kind": post.kind, "amount": post.amount, "all_in": post.all_in}
            for post in state.forced_bets
        ],
        "board": [str(card) for card in state.board],
        "pots": [_pot_json(pot) for pot in result.pots],
        "returned": [{"seat": seat, "amount": amount} for seat, amount in result.returned],
    }, hand_events_codec().encode(state.events)


def _config_json(config: HandConfig, seat_count: int) -> dict[str, Any]:
    fixed = config.rules.structure is BettingStructure.FIXED_LIMIT
    return {
        "seat_count": seat_count,
        "button": config.button,
        "small_blind_seat": config.small_blind_seat,
        "big_blind_seat": config.big_blind_seat,
        "small_blind": config.small_blind,
        "big_blind": config.big_blind,
        "ante": config.ante,
        "small_bet": config.bet_size(Street.PREFLOP) if fixed else None,
        "big_bet": config.bet_size(Street.RIVER) if fixed else None,
        "rules": _rules_json(config.rules),
    }


def _rules_json(rules: RuleProfile) -> dict[str, Any]:
    return {
        "structure": rules.structure.value,
        "ante_mode": rules.ante_mode.value,
        "button_mode": rules.button_mode.value,
        "max_raises": rules.max_raises,
        "raise_cap_mode": rules.raise_cap_mode.value,
        "chip_unit": rules.chip_unit,
    }


def _pot_json(result: PotResult) -> dict[str, Any]:
    pot = result.pot
    return {
        "index": pot.index,
        "name": pot.name,
        "amount": pot.amount,
        "eligible": list(pot.eligible),
        "winners": list(result.winners),
        "shares": [{"seat": seat, "amount": amount} for seat, amount in result.shares],
        "winning_hand": result.winning_hand,
    }


def _tournament_json(file: TournamentFile, info: TournamentInfo) -> dict[str, Any]:
    setup = file.state.setup
    return {
        "id": info.tournament_id,
        "name": setup.name,
        "created_at": _created_at(file).astimezone(UTC).isoformat(),
        "buy_in": setup.buy_in,
        "starting_stack": setup.starting_stack,
        "seats_per_table": setup.seats_per_table,
        "rules": _rules_json(setup.rules),
    }


# ----- the whole tournament ----------------------------------------------------------------


def export_tournament(
    file: TournamentFile,
    fmt: ExportFormat,
    out_dir: str | os.PathLike[str],
    *,
    hands: Iterable[int] | None = None,
    progress: Progress | None = None,
    on_skip: Skipped | None = None,
) -> list[Path]:
    """Write the finished hands of ``file`` (or only ``hands``) into ``out_dir``.

    Voided hands are skipped, as are hands the format cannot describe (a PHH hand with a
    player dealt in between the button and the small blind; a PokerStars hand without its
    board cards); ``on_skip`` hears of each with the reason. ``progress`` is called with
    (done, total) before the first hand and after each. The folder is created if needed.

    :returns: the files written, in hand order (one per hand for PHH, else one file).
    :raises ExportError: for an unknown format or a selected hand that is not a finished
        hand of the tournament (nothing is written then).
    :raises OSError: if the folder or a file cannot be written.
    """
    if fmt not in FORMATS:
        raise ExportError(f"Unknown export format {fmt!r}; choose one of {', '.join(FORMATS)}")
    wanted = _selection(file, hands)
    folder = Path(out_dir)
    folder.mkdir(parents=True, exist_ok=True)
    info = tournament_info(file)
    histories = _selected(file, wanted, on_skip)
    tick = _ticker(len(wanted), progress)
    if fmt == "phh":
        return _export_phh(histories, info, folder, tick, on_skip)
    if fmt == "pokerstars":
        target = folder / f"pokerstars-T{info.tournament_id}.txt"
        return [_write(target, _pokerstars_file(histories, info, tick, on_skip))]
    head = {
        "format": JSON_FORMAT,
        "version": JSON_VERSION,
        "tournament": _tournament_json(file, info),
    }
    hands_text = ",\n".join(_hand_json_text(history, info) for history in _ticked(histories, tick))
    text = f'{json.dumps(head, ensure_ascii=False)[:-1]}, "hands": [\n{hands_text}\n]}}\n'
    return [_write(folder / JSON_FILE, text)]


def _selection(file: TournamentFile, hands: Iterable[int] | None) -> dict[int, bool]:
    """Selected hand numbers, each with whether it was voided.

    :raises ExportError: naming selected numbers that are not finished hands.
    """
    summaries = {summary.number: summary.voided for summary in file.state.hands}
    if hands is None:
        return summaries
    chosen = sorted(set(hands))
    unknown = [number for number in chosen if number not in summaries]
    if unknown:
        listed = ", ".join(map(str, unknown[:10])) + (" ..." if len(unknown) > 10 else "")
        raise ExportError(f"No finished hand has the number {listed}")
    return {number: summaries[number] for number in chosen}


def _selected(
    file: TournamentFile, wanted: dict[int, bool], on_skip: Skipped | None
) -> Iterator[HandHistory | None]:
    """The wanted histories in hand order; ``None`` stands for a voided hand (reported)."""
    for history in file.hand_histories():
        if history.number not in wanted:
            continue
        if history.voided or wanted[history.number]:
            _skip(on_skip, history.number, "the hand was voided")
            yield None
        else:
            yield history


def _ticker(total: int, progress: Progress | None) -> Callable[[], None]:
    """A callable that reports one more hand done; reports (0, total) at once."""
    done = 0
    if progress is not None:
        progress(0, total)

    def tick() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    return tick


def _ticked(
    histories: Iterable[HandHistory | None], tick: Callable[[], None]
) -> Iterator[HandHistory]:
    """The histories to write (voided ones dropped), ticking progress after each."""
    for history in histories:
        if history is not None:
            yield history
        tick()


def _skip(on_skip: Skipped | None, number: int, reason: str) -> None:
    if on_skip is not None:
        on_skip(number, reason)


def _export_phh(
    histories: Iterable[HandHistory | None],
    info: TournamentInfo,
    folder: Path,
    tick: Callable[[], None],
    on_skip: Skipped | None,
) -> list[Path]:
    written: list[Path] = []
    for history in _ticked(histories, tick):
        try:
            text = phh_text(history, info)
        except FeltboardError as error:
            _skip(on_skip, history.number, str(error))
            continue
        written.append(_write(folder / f"hand-{history.number:05d}.phh", text))
    return written


def _pokerstars_file(
    histories: Iterable[HandHistory | None],
    info: TournamentInfo,
    tick: Callable[[], None],
    on_skip: Skipped | None,
) -> str:
    texts: list[str] = []
    for history in _ticked(histories, tick):
        try:
            texts.append(pokerstars_text(history, info))
        except FeltboardError as error:
            _skip(on_skip, history.number, str(error))
    return "\n\n".join(texts)


def _write(path: Path, text: str) -> Path:
    """Write ``text`` as UTF-8 with ``\\n`` line ends (bytes as they are: no text layer to
    build for each of thousands of small files)."""
    path.write_bytes(text.encode("utf-8"))
    return path


__all__ = [
    "FORMATS",
    "JSON_FILE",
    "JSON_FORMAT",
    "JSON_VERSION",
    "ExportError",
    "ExportFormat",
    "Progress",
    "Skipped",
    "export_format",
    "export_tournament",
    "hand_json",
    "phh_text",
    "pokerstars_text",
    "tournament_info",
]
