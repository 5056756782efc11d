"""Export a tournament's hands as PHH files, PokerStars text, or JSON.

:func:`export_tournament` writes the finished hands of a tournament file into a folder;
one function per format turns a single :class:`~app.store.hand_history.HandHistory`
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

Files of the same name in the folder are replaced. What is written is English whatever
language the screens speak (other programs read it, and a file must not change with the
host's language); refusals and the reasons hands are left out are worded for the host.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import UTC, datetime
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any, Final, Literal, cast, get_args

from app.engine.config import HandConfig, Street
from app.engine.errors import FeltboardError
from app.engine.hand import HandState, StudHandState, replay
from app.engine.pots import clockwise_from
from app.engine.results import HandResult, PotResult
from app.engine.rules import BettingStructure, RuleProfile
from app.engine.wording import in_english, translate
from app.store.codec import hand_events_codec
from app.store.hand_history import HandHistory
from app.store.phh import toml_string, write_phh
from app.store.pokerstars import (
    PokerStarsError,
    TournamentInfo,
    format_hand,
    tournament_id,
    utc_time,
)
from app.store.tournament_file import TournamentFile

ExportFormat = Literal["phh", "pokerstars", "json"]
FORMATS: Final[tuple[ExportFormat, ...]] = get_args(ExportFormat)
JSON_FORMAT: Final = "feltboard-hands"
JSON_VERSION: Final = 1
JSON_FILE: Final = "tournament.json"
PARALLEL_FROM: Final = 500
"""Hands from which an export is shared between processes by default (see
:func:`parallel_workers`): below it, starting them costs more than it saves."""
MAX_WORKERS: Final = 4

Progress = Callable[[int, int], None]
"""Called with (hands done, hands to do): once with 0 before the first hand, then after
each hand, written or skipped."""

Skipped = Callable[[int, str], None]
"""Called with (hand number, reason) for every selected hand that was not written; the
reason reads on its own after the number (``'the hand was voided'``), never repeating it."""


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
    raise ExportError(_unknown_format(name))


def _unknown_format(name: str) -> str:
    return translate("Export", "Unknown export format {name}; choose one of {formats}").format(
        name=repr(name), formats=", ".join(FORMATS)
    )


def tournament_info(file: TournamentFile) -> TournamentInfo:
    """What every exported hand of ``file`` says about its tournament (ids, name, levels)."""
    state = file.state
    setup = state.setup
    return TournamentInfo(
        tournament_id=tournament_id(_created_at(file)),
        name=setup.name,
        buy_in=setup.buy_in,
        fee=setup.fee,
        currency=setup.currency,
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
    hand_id = info.hand_id(history.number)
    with in_english():
        return _phh_fields(text, history, info, hand_id)


def _phh_fields(text: str, history: HandHistory, info: TournamentInfo, hand_id: int) -> str:
    """``text`` (:func:`write_phh`) followed by the tournament and time fields."""
    config = history.config
    started = utc_time(history.started_at)
    ids = dict(history.players)
    player_ids = [ids[seat] for seat in clockwise_from(config.button, config.seat_numbers)]
    # TOML text written directly: ``time`` is a TOML local time (unquoted).
    return (
        f"{text}event = {toml_string(info.name)}\n"
        f"hand = {history.number}\n"
        f"level = {info.level_number(history.level_index)}\n"
        f"table = {history.table}\n"
        f"year = {started.year}\n"
        f"month = {started.month}\n"
        f"day = {started.day}\n"
        f"time = {started.hour:02}:{started.minute:02}:{started.second:02}\n"
        'time_zone = "UTC"\n'
        f"_tournament_id = {info.tournament_id}\n"
        f"_hand_id = {hand_id}\n"
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
    hand_id = info.hand_id(history.number)
    # Checked above in the host's language; what follows is read by scripts: English (the
    # pots' names and winning hands are worded when asked for).
    with in_english():
        fields = _hand_fields(history, info, hand_id, state, result)
        return fields, hand_events_codec().encode(state.events)


def _hand_fields(
    history: HandHistory, info: TournamentInfo, hand_id: int, state: HandState, result: HandResult
) -> dict[str, Any]:
    """The fields of :func:`_hand_parts`, from the hand's replay ``state`` and ``result``."""
    config = history.config
    ids = dict(history.players)
    return {
        "number": history.number,
        "id": hand_id,
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
        "pots": [_pot_json(pot, state.game.hi_lo) for pot in result.pots],
        "returned": [{"seat": seat, "amount": amount} for seat, amount in result.returned],
        **_stud_json(state),
    }


def _stud_json(state: HandState) -> dict[str, Any]:
    """A stud hand's up cards by seat (as dealt, typed or not) and the community card;
    nothing for the flop games, whose exports stay as they were."""
    if not isinstance(state, StudHandState):
        return {}
    community = state.community_card
    return {
        "up_cards": [
            {"seat": seat, "cards": [str(card) for card in state.up_cards(seat)]}
            for seat in state.order
        ],
        "community_card": str(community) if community is not None else None,
    }


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
        "game": config.game.value,
        **({"bring_in": config.bring_in} if config.game.is_stud else {}),
    }


def _rules_json(rules: RuleProfile) -> dict[str, Any]:
    return {
        "structure": rules.structure.value,
        "ante_mode": rules.ante_mode.value,
        "button_mode": rules.button_mode.value,
        "max_raises": rules.max_raises,
        "raise_cap_mode": rules.raise_cap_mode.value,
        "uncapped_heads_up": rules.uncapped_heads_up,
        "chip_unit": rules.chip_unit,
    }


def _pot_json(result: PotResult, hi_lo: bool) -> dict[str, Any]:
    """One pot; in a hi-lo game ``winners`` won the high half and ``low_winners`` the
    low half (empty: no qualifying low, the high took the pot)."""
    pot = result.pot
    data = {
        "index": pot.index,
        "name": pot.name,
        "amount": pot.amount,
        "eligible": list(pot.eligible),
        "winners": list(result.winners),
        "shares": [{"seat": seat, "amount": amount} for seat, amount in result.shares],
        "winning_hand": result.winning_hand,
    }
    if hi_lo:
        data["low_winners"] = list(result.low_winners)
        data["low_hand"] = result.low_value.describe() if result.low_value is not None else None
    return data


def _tournament_json(file: TournamentFile, info: TournamentInfo) -> dict[str, Any]:
    setup = file.state.setup
    return {
        "id": info.tournament_id,
        "name": setup.name,
        "created_at": _created_at(file).astimezone(UTC).isoformat(),
        "currency": {"symbol": setup.currency.symbol, "decimals": setup.currency.decimals},
        "buy_in": setup.buy_in,
        "fee": setup.fee,
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
    workers: int | None = None,
) -> list[Path]:
    """Write the finished hands of ``file`` (or only ``hands``) into ``out_dir``.

    Voided hands are skipped, as are hands the format cannot describe (a PHH hand with a
    player dealt in between the button and the small blind; a PokerStars hand without its
    board cards); ``on_skip`` hears of each with the reason. ``progress`` is called with
    (done, total) before the first hand and after each. The folder is created if needed.

    Hands are turned into text by ``workers`` processes (this one included); by default
    one per processor for a large export. More than one is used only where that is safe:
    see :func:`parallel_workers`.

    :returns: the files written, in hand order (one per hand for PHH, else one file).
    :raises ExportError: for an unknown format or a selected hand that is not a finished
        hand of the tournament (nothing is written then).
    :raises OSError: if the folder or a file cannot be written.
    """
    if fmt not in FORMATS:
        raise ExportError(_unknown_format(fmt))
    wanted = _selection(file, hands)
    folder = Path(out_dir)
    folder.mkdir(parents=True, exist_ok=True)
    info = tournament_info(file)
    tick = _ticker(len(wanted), progress)
    histories = _to_write(file, wanted, on_skip, tick)
    job = _phh_job(folder, info) if fmt == "phh" else _text_job(_TEXTS[fmt], info)
    outputs: list[str] = []
    for number, output, reason in _done(job, histories, parallel_workers(len(wanted), workers)):
        if output is None:
            _skip(on_skip, number, reason)
        else:
            outputs.append(output)
        tick()
    if fmt == "phh":
        return [Path(output) for output in outputs]
    if fmt == "pokerstars":
        target = folder / f"pokerstars-T{info.tournament_id}.txt"
        return [_write(target, "\n\n".join(outputs))]
    with in_english():
        head = {
            "format": JSON_FORMAT,
            "version": JSON_VERSION,
            "tournament": _tournament_json(file, info),
        }
    hands_text = ",\n".join(outputs)
    text = f'{json.dumps(head, ensure_ascii=False)[:-1]}, "hands": [\n{hands_text}\n]}}\n'
    return [_write(folder / JSON_FILE, text)]


def parallel_workers(hands: int, requested: int | None = None) -> int:
    """How many processes export ``hands`` hands: ``requested``, or by default one per
    processor this process may use (at most four) from :data:`PARALLEL_FROM` hands.

    It is 1 wherever forking is not safe: off Linux (macOS system libraries do not
    survive a fork; Windows has none) and in a process running more than one thread (a
    fork copies only the calling thread, so a lock another thread holds, Qt's or the
    memory allocator's, would never be released in the child). The dealer console is
    such a process and exports on its own; ``feltboard export`` is not.
    """
    if requested is not None and requested < 1:  # the command line refuses it first
        raise ValueError(f"At least one worker is needed, not {requested}")  # not for users
    if (requested == 1) or (requested is None and hands < PARALLEL_FROM) or not _fork_is_safe():
        return 1
    # Only Linux gets here, where the processors this process may use are known.
    return requested or min(len(os.sched_getaffinity(0)), MAX_WORKERS)


def _fork_is_safe() -> bool:
    """Whether this is a Linux process with a single thread (see :func:`parallel_workers`)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        return len(os.listdir("/proc/self/task")) == 1
    except OSError:
        return False


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
        raise ExportError(
            translate("Export", "No finished hand has the number {numbers}").format(numbers=listed)
        )
    return {number: summaries[number] for number in chosen}


def _to_write(
    file: TournamentFile, wanted: dict[int, bool], on_skip: Skipped | None, tick: Callable[[], None]
) -> Iterator[HandHistory]:
    """The wanted histories in hand order; voided hands are reported and counted as done."""
    for history in file.hand_histories():
        if history.number not in wanted:
            continue
        if history.voided or wanted[history.number]:
            _skip(on_skip, history.number, translate("Export", "the hand was voided"))
            tick()
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


def _skip(on_skip: Skipped | None, number: int, reason: str | None) -> None:
    if on_skip is not None:
        on_skip(number, reason or "")


def _reason(error: FeltboardError) -> str:
    """Why a hand was left out, without its number (the caller has it already)."""
    return error.reason if isinstance(error, PokerStarsError) else str(error)


# ----- one hand at a time, in one process or several -----------------------------------------

_Done = tuple[int, str | None, str | None]
"""One hand handled: (hand number, its text or the file written, or ``None`` if it was
skipped; the reason it was skipped, or ``None``)."""

_Job = Callable[[HandHistory], _Done]
"""What a format does with one hand. It runs in a worker process too: it may write its
own file but tells the caller everything else through what it returns."""

_TEXTS: dict[ExportFormat, Callable[[HandHistory, TournamentInfo], str]] = {
    "pokerstars": pokerstars_text,
    "json": _hand_json_text,
}


def _phh_job(folder: Path, info: TournamentInfo) -> _Job:
    """Write each hand to its own PHH file."""

    def job(history: HandHistory) -> _Done:
        try:
            text = phh_text(history, info)
        except FeltboardError as error:
            return history.number, None, _reason(error)
        return history.number, str(_write(folder / f"hand-{history.number:05d}.phh", text)), None

    return job


def _text_job(render: Callable[[HandHistory, TournamentInfo], str], info: TournamentInfo) -> _Job:
    """Render each hand for a file that holds them all."""

    def job(history: HandHistory) -> _Done:
        try:
            return history.number, render(history, info), None
        except FeltboardError as error:
            return history.number, None, _reason(error)

    return job


def _done(job: _Job, histories: Iterable[HandHistory], workers: int) -> Iterator[_Done]:
    """``job`` applied to each history, in order: here alone, or split between this
    process and ``workers - 1`` forked ones (each hand is independent of the others).

    Forked workers inherit the histories already read, so nothing but the results
    crosses between processes. This process does the first share while the others
    run, then collects theirs in order.

    :raises OSError: if a worker could not write (as raised there).
    """
    if workers <= 1:
        yield from map(job, histories)
        return
    every = list(histories)
    if len(every) < 2:  # nothing to share
        yield from map(job, every)
        return
    size = -(-len(every) // workers)
    shares = [every[start : start + size] for start in range(0, len(every), size)]
    context = multiprocessing.get_context("fork")
    running: list[tuple[BaseProcess, Connection]] = []
    try:
        for share in shares[1:]:
            receiver, sender = context.Pipe(duplex=False)
            started = context.Process(target=_work, args=(job, share, sender), daemon=True)
            started.start()
            sender.close()
            running.append((started, receiver))
        yield from map(job, shares[0])
        for worker, receiver in running:
            yield from _results(receiver)
            worker.join()
    finally:
        for worker, _ in running:
            if worker.is_alive():
                worker.terminate()


def _work(job: _Job, share: Sequence[HandHistory], sender: Connection) -> None:
    """In a worker: do ``share`` and send back the results, or the error that stopped it."""
    # Ctrl+C reaches every process of the terminal; the parent alone stops the export
    # (and its workers) rather than each worker printing its own traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        sender.send([job(history) for history in share])
    except OSError as error:
        sender.send(error)
    except Exception as error:  # a bug: the parent must still stop with a message
        failed = translate("Export", "An export worker failed: {kind}: {error}")
        sender.send(OSError(failed.format(kind=type(error).__name__, error=error)))
    finally:
        sender.close()


def _results(receiver: Connection) -> list[_Done]:
    """What a worker sent back.

    :raises OSError: the worker's error, or that it ended without answering.
    """
    try:
        sent = receiver.recv()
    except EOFError:
        raise OSError(translate("Export", "An export worker stopped before it finished")) from None
    finally:
        receiver.close()
    if isinstance(sent, OSError):
        raise sent
    return cast(list[_Done], sent)


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
    "MAX_WORKERS",
    "PARALLEL_FROM",
    "ExportError",
    "ExportFormat",
    "Progress",
    "Skipped",
    "export_format",
    "export_tournament",
    "hand_json",
    "parallel_workers",
    "phh_text",
    "pokerstars_text",
    "tournament_info",
]
