"""Helpers of the real-browser tests: tournament files to serve, and ``feltboard serve``
running in a subprocess (the Qt loop must keep running while Selenium blocks).

Not a test module: conftest.py and the browser tests import these.
"""

from __future__ import annotations

import os
import queue
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.engine.clock import ClockStarted
from app.engine.tournament_events import (
    ChipsCounted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
    TableTrackingChanged,
)
from app.store.tournament_file import TournamentFile
from tests.tournament_kit import LEVEL, SETUP

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")

STACKS = {"Ann": 1400, "Bob": 1300, "Cat": 300}
"""Table 1's three players and their chips: Cat is short, so an all-in makes a side pot."""

PIN_LINE = re.compile(r"(http://\S+)/table/(\d+)\?pin=(\d{6})")
"""A table's pairing link, as serve prints it in any language."""
SERVING_LINE = re.compile(r"\s(http://[^/\s]+)$")
"""The greeting's address (the first link without a path), in any language."""
READY = "Ctrl+C"
"""What serve's last greeting line says in every language (press Ctrl+C to stop)."""


def wait(browser: Any, timeout: float = 10) -> Any:
    """A WebDriverWait polling every 50 ms (its default half second would make a hand of
    taps last many seconds). A page living on deltas redraws a list while a condition
    reads it: an element gone stale is read again at the next poll, not a failure."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(
        browser, timeout, poll_frequency=0.05,
        ignored_exceptions=(StaleElementReferenceException,),
    )


def installed(path: Path) -> str | None:
    """Where Debian's ``path`` is, else the same program on the PATH, else ``None``."""
    return str(path) if path.exists() else shutil.which(path.name)


def missing_browser() -> str | None:
    """Why the browser tests cannot run here, naming the Debian packages, or ``None``."""
    missing = [
        package
        for package, path in (("chromium", CHROMIUM), ("chromium-driver", CHROMEDRIVER))
        if installed(path) is None
    ]
    if not missing:
        return None
    return (
        f"Real-browser tests need Debian's {' and '.join(missing)} "
        f"(apt-get install {' '.join(missing)}; .ci/run installs what is missing)"
    )


def free_port() -> int:
    """A port free now on 127.0.0.1 (serve takes it and the next one for live updates)."""
    while True:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = int(probe.getsockname()[1])
        with socket.socket() as neighbour:
            try:
                neighbour.bind(("127.0.0.1", port + 1))
            except OSError:
                continue
        return port


def three_handed(path: Path, seconds_left: float = LEVEL - 60) -> Path:
    """A tournament at ``path``: Ann, Bob and Cat at tracked table 1 (seats 1-3, stacks
    :data:`STACKS`), the clock running with ``seconds_left`` of level 1 (25/50) to go."""
    file = TournamentFile.create(path, SETUP)
    try:
        for number, name in enumerate(STACKS, start=1):
            file.record(PlayerRegistered(number, name))
        # Counted at an untracked table (the table total is kept), then tracked.
        file.record(TableOpened(1, 9, tracked=False))
        for number in range(1, len(STACKS) + 1):
            file.record(PlayerSeated(number, 1, number))
        counts = tuple((number, stack) for number, stack in enumerate(STACKS.values(), 1))
        file.record(ChipsCounted(1, counts))
        file.record(TableTrackingChanged(1, True))
        # Started earlier so the level ends ``seconds_left`` from now (wall time, as serve).
        file.record(ClockStarted(time.time() - (LEVEL - seconds_left)))
    finally:
        file.close()
    return path


CHROME_FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)


def new_browser(width: int = 390, height: int = 844) -> Any:
    """A headless Chromium with a fresh profile, its page ``width`` × ``height`` CSS px."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = installed(CHROMIUM) or str(CHROMIUM)
    for flag in CHROME_FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={tempfile.mkdtemp(prefix='feltboard-chromium-')}")
    options.add_argument(f"--window-size={max(width, 500)},{height + 150}")
    driver_path = installed(CHROMEDRIVER) or str(CHROMEDRIVER)
    driver = webdriver.Chrome(options=options, service=Service(driver_path))
    # Headless windows are at least 500 px wide: the page size is set by emulation.
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 800},
    )
    driver.set_script_timeout(10)
    return driver


@dataclass
class Served:
    """``feltboard serve FILE`` in a subprocess: its address, its pad PINs, its stdin."""

    path: Path
    port: int
    process: subprocess.Popen[str]
    url: str = ""
    pins: dict[int, str] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)
    _fresh: queue.Queue[str] = field(default_factory=queue.Queue)

    @classmethod
    def start(cls, path: Path, port: int | None = None, language: str = "en") -> Served:
        """Start serving ``path`` and wait until it listens (its greeting printed). The
        host speaks ``language`` (as a system whose ``LANGUAGE`` says so)."""
        port = port or free_port()
        env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
               "LANGUAGE": language}
        process = subprocess.Popen(
            [sys.executable, "-u", "-m", "app", "serve", str(path), "--port", str(port)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            text=True, env=env, cwd=path.parent,
        )
        served = cls(path, port, process)
        threading.Thread(target=served._read, daemon=True).start()
        served.wait_for(READY, timeout=20)
        assert served.url, f"serve printed no address: {served.lines}"
        return served

    def _read(self) -> None:
        """Keep every printed line (a thread: serve prints new PINs whenever they change)."""
        assert self.process.stdout is not None
        for line in self.process.stdout:
            line = line.rstrip("\n")
            if not self.url and (found := SERVING_LINE.search(line)):
                self.url = found.group(1)
            if found := PIN_LINE.search(line):
                self.pins[int(found.group(2))] = found.group(3)
            self.lines.append(line)
            self._fresh.put(line)
        self._fresh.put("")  # end of output

    def wait_for(self, text: str, timeout: float = 10) -> str:
        """The next printed line containing ``text`` (lines already read are passed)."""
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self._fresh.get(timeout=left)
            except queue.Empty:
                break
            if text in line:
                return line
            if line == "" and self.process.poll() is not None:
                break
        raise AssertionError(f"serve never printed {text!r}; it printed: {self.lines}")

    def pin(self, table: int, timeout: float = 10) -> str:
        """Table ``table``'s PIN now (serve prints them just after its greeting)."""
        return self.new_pin(table, "", timeout)

    def new_pin(self, table: int, old: str, timeout: float = 10) -> str:
        """Table ``table``'s PIN once serve has printed one other than ``old``."""
        deadline = time.monotonic() + timeout
        while self.pins.get(table, "") == old and time.monotonic() < deadline:
            try:
                self._fresh.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                break
        pin = self.pins.get(table)
        assert pin is not None and pin != old, f"no new PIN for table {table}: {self.lines}"
        return pin

    def page(self, path: str) -> str:
        """The full URL of ``path`` on this server."""
        return self.url + path

    def command(self, line: str) -> None:
        """Type ``line`` on serve's standard input (``revoke 1``, ``pads``)."""
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def stop(self) -> str:
        """Stop serve as Ctrl+C does; return everything it printed."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                raise AssertionError(f"serve did not stop on Ctrl+C: {self.lines}") from None
        return "\n".join(self.lines)
