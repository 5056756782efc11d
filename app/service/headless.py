"""``feltboard serve``: the tournament on the network from a box with no screen.

A QCoreApplication runs the live session (its clock ticks, its signals fire) and the
service. Ctrl+C (SIGINT) or SIGTERM stops it cleanly: viewers are told goodbye, the
servers close, the journal is closed, exit status 0. The signal reaches Python through a
wake-up socket watched by the Qt loop, so it is handled at once, not at the next timer.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QCoreApplication, QSocketNotifier

from app.engine.errors import FeltboardError
from app.service.server import TournamentService
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile


def run_serve(path: Path, host: str, port: int, out: TextIO, err: TextIO) -> int:
    """Serve the tournament at ``path`` on ``host``:``port`` until interrupted."""
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
    with _StoppedBySignals(application):
        print(
            f"Serving {file.state.setup.name} on {service.url()}\n"
            f"  TV screen:   {service.url('/tv')}\n"
            f"  Players:     {service.url('/players')}\n"
            f"  State JSON:  {service.url('/api/state')}\n"
            + (
                "Only this computer can open these (add --host with this computer's "
                "network address to share them).\n"
                if host in ("127.0.0.1", "localhost", "::1")
                else ""
            )
            + "Press Ctrl+C to stop.",
            file=out,
            flush=True,
        )
        application.exec()
    service.close()
    file.close()
    print("Stopped.", file=out, flush=True)
    return 0


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
        self._application.quit()
