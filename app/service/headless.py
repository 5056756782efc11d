"""``feltboard serve``: the tournament on the network from a box with no screen.

A QCoreApplication runs the live session (its clock ticks, its signals fire) and the
service. Ctrl+C (SIGINT) or SIGTERM stops it cleanly: viewers are told goodbye, the
servers close, the journal is closed, exit status 0. The signal reaches Python through a
wake-up socket watched by the Qt loop, so it is handled at once, not at the next timer.

Dealer pads need no console here: each table's PIN is printed at start and whenever it
changes (``Table 1 pad PIN: 123456  http://…/table/1?pin=123456``), and the host types
``pads``, ``revoke N`` or ``help`` on the standard input. A reader thread hands each line
to the Qt thread through a queued signal; at the end of the input it stops reading and
the service keeps serving.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import sys
import threading
import time
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QTimer, Signal, Slot

from app.engine.errors import FeltboardError
from app.engine.wording import translate
from app.service.server import TournamentService, settle_memory
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.store.tournament_schema import prepare_codecs


def run_serve(
    path: Path, host: str, port: int, out: TextIO, err: TextIO, commands: int | None = None
) -> int:
    """Serve the tournament at ``path`` on ``host``:``port`` until interrupted, reading
    the host's pad commands from file descriptor ``commands`` (default: the standard
    input, when there is one). Its lines speak the language installed (``feltboard
    serve`` installs the command line's, :func:`app.cli.serve.run`)."""
    application = QCoreApplication.instance() or QCoreApplication([])
    try:
        file = TournamentFile.open(path)
    except (FeltboardError, OSError) as error:
        print(f"feltboard serve: {path}: {error}", file=err)
        return 1
    session = LiveTournament(file)
    service = TournamentService(session)
    problem = service.listen(host, port)
    if problem is not None:
        print(f"feltboard serve: {problem}", file=err)
        file.close()
        return 1
    session.start_ticking()
    # The codecs the first recorded action needs, built before any pad can act (a room's
    # first deal at 34 tables otherwise waited ~0.1 s for them: the start reads without).
    prepare_codecs()
    settle_memory()
    with _StoppedBySignals(application):
        print(
            translate(
                "ServeCommand",
                "Serving {name} on {url}\n"
                "  TV screen:   {tv}\n"
                "  Players:     {players}\n"
                "  State JSON:  {state}",
            ).format(
                name=file.state.setup.name,
                url=service.url(),
                tv=service.url("/tv"),
                players=service.url("/players"),
                state=service.url("/api/state"),
            ),
            file=out,
        )
        if host in ("127.0.0.1", "localhost", "::1"):
            print(
                translate(
                    "ServeCommand",
                    "Only this computer can open these (add --host with this computer's "
                    "network address to share them).",
                ),
                file=out,
            )
        print(
            translate(
                "ServeCommand", "Press Ctrl+C to stop. Type help for the dealer pad commands."
            ),
            file=out,
            flush=True,
        )
        desk = PadCommands(service, out)
        desk.print_pins()
        source = commands if commands is not None else _stdin_descriptor()
        if source is not None:
            # A daemon blocked in os.read holds no Python lock: exit never waits for it.
            threading.Thread(
                target=desk.read, args=(source,), name="feltboard-stdin", daemon=True
            ).start()
        application.exec()
    service.close()
    file.close()
    print(translate("ServeCommand", "Stopped."), file=out, flush=True)
    return 0


MAX_COMMAND_BYTES = 1024


def _stdin_descriptor() -> int | None:
    """The standard input's file descriptor, if the process has one."""
    try:
        return sys.stdin.fileno() if sys.stdin is not None else None
    except (OSError, ValueError):
        return None


class PadCommands(QObject):
    """The host's pad commands on a terminal, and the PIN lines it prints."""

    line_read = Signal(str)

    def __init__(self, service: TournamentService, out: TextIO) -> None:
        super().__init__(service)
        self._service = service
        self._out = out
        self._shown: dict[int, str] = {}
        self.line_read.connect(self.run)  # queued: emitted by the reader thread
        service.pads.pads_changed.connect(self._changed)

    def read(self, descriptor: int) -> None:
        """Hand each line read from ``descriptor`` to the Qt thread, until its end (runs on
        the reader thread; unbuffered reads, so no lock of ``sys.stdin`` is held)."""
        pending = b""
        while True:
            try:
                chunk = os.read(descriptor, 4096)
            except OSError:
                chunk = b""
            if not chunk:
                break
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                self.line_read.emit(line.decode(errors="replace"))
            if len(pending) > MAX_COMMAND_BYTES:
                pending = b""  # no command is that long: drop it
        if pending:
            self.line_read.emit(pending.decode(errors="replace"))

    def print_pins(self) -> None:
        """One line per table: its PIN and the address its QR code would open."""
        for table in self._service.pads.pairing.tables:
            self._print_pin(table)

    def _print_pin(self, table: int) -> None:
        pin = self._service.pads.pairing.pin(table)
        self._shown[table] = pin
        self._say(
            translate("ServeCommand", "Table {table} pad PIN: {pin}  {url}").format(
                table=table, pin=pin, url=self._service.pad_url(table)
            )
        )

    def _changed(self, table: int) -> None:
        pairing = self._service.pads.pairing
        if table not in pairing.tables:
            self._shown.pop(table, None)
            self._say(
                translate("ServeCommand", "Table {table} closed: its pad is unpaired.").format(
                    table=table
                )
            )
            return
        pad = pairing.pad(table)
        if pad is not None and self._shown.get(table) != pairing.pin(table):
            self._say(
                translate("ServeCommand", "Table {table} is recorded by {device}.").format(
                    table=table, device=pad.device
                )
            )
        if self._shown.get(table) != pairing.pin(table):
            self._print_pin(table)

    @Slot(str)
    def run(self, line: str) -> None:
        """Do what the host typed: ``pads``, ``revoke N`` or ``help``."""
        words = line.split()
        if not words:
            return
        command = words[0].lower()
        if command == "pads" and len(words) == 1:
            self._list()
        elif command == "revoke" and len(words) == 2:
            self._revoke(words[1])
        elif command in ("help", "?"):
            self._help()
        else:
            self._say(
                translate(
                    "ServeCommand", "Unknown command {command}. Type help for the commands."
                ).format(command=repr(line.strip()[:40]))
            )

    def _list(self) -> None:
        pairing = self._service.pads.pairing
        if not pairing.tables:
            self._say(
                translate("ServeCommand", "No table is in play yet: there is nothing to pair.")
            )
        for table in pairing.tables:
            pad = pairing.pad(table)
            if pad is None:
                line = translate("ServeCommand", "Table {table}: no pad paired; PIN {pin}")
            else:
                line = translate(
                    "ServeCommand", "Table {table}: recorded by {device} since {time}; PIN {pin}"
                )
            self._say(line.format(
                table=table, pin=pairing.pin(table),
                device=pad.device if pad is not None else "",
                time=time.strftime("%H:%M", time.localtime(pad.paired_at)) if pad else "",
            ))  # fmt: skip

    def _revoke(self, text: str) -> None:
        tables = self._service.pads.pairing.tables
        if not text.isdigit() or int(text) not in tables:
            listed = ", ".join(map(str, tables)) or translate("ServeCommand", "none")
            self._say(
                translate("ServeCommand", "There is no table {table} in play (tables: {listed}).")
                .format(table=repr(text[:10]), listed=listed)
            )
            return
        table = int(text)
        pad = self._service.pads.pairing.pad(table)
        if pad is None:
            self._say(
                translate(
                    "ServeCommand", "Table {table} had no pad; its old PIN no longer works."
                ).format(table=table)
            )
        else:
            self._say(
                translate("ServeCommand", "Table {table}: {device} is unpaired.").format(
                    table=table, device=pad.device
                )
            )
        self._service.pads.revoke(table)  # the new PIN line follows

    def _help(self) -> None:
        self._say(
            translate(
                "ServeCommand",
                "Commands:\n"
                "  pads      each table, its PIN and the pad recording there\n"
                "  revoke N  unpair table N's pad; the table gets a new PIN\n"
                "  help      this list\n"
                "A dealer opens http://…/table/N on a phone and types the table's PIN.",
            )
        )

    def _say(self, text: str) -> None:
        print(text, file=self._out, flush=True)


class _StoppedBySignals:
    """While active, SIGINT and SIGTERM quit ``application``'s loop."""

    def __init__(self, application: QCoreApplication) -> None:
        self._application = application
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read)
        self._notifier.activated.connect(self._drain)
        self._previous: dict[int, object] = {}
        self._previous_fd = -1

    def __enter__(self) -> None:
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno())
        for number in (signal.SIGINT, signal.SIGTERM):
            self._previous[number] = signal.signal(number, self._quit)

    def __exit__(self, *exc: object) -> None:
        for number, handler in self._previous.items():
            signal.signal(number, handler)  # type: ignore[arg-type]
        signal.set_wakeup_fd(self._previous_fd)
        self._notifier.setEnabled(False)
        self._reader.close()
        self._writer.close()

    def _drain(self) -> None:
        # The bytes only woke the loop; Python has run the handler by now.
        with contextlib.suppress(BlockingIOError):
            self._reader.recv(64)

    def _quit(self, _number: int, _frame: object) -> None:
        # Queued: a signal that lands before the loop runs (just after the ready lines are
        # printed) would be lost by a direct quit(), which does nothing outside exec().
        QTimer.singleShot(0, self._application.quit)
