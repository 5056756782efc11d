"""The league suite runs on both backends: SQLite in a temporary folder and a real
PostgreSQL server started once per session (per xdist worker) in a temporary folder.

Debian keeps the server binaries off PATH, in /usr/lib/postgresql/N/bin. initdb refuses
to run as root (CI runs as root), so there the server runs as the ``postgres`` system
user, in a folder it owns. Without server binaries the PostgreSQL half is skipped, saying
why (.ci/run installs them, so CI always runs both).
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import psycopg
import pytest

NO_SERVER = "no PostgreSQL server binaries (initdb, pg_ctl) in /usr/lib/postgresql/*/bin or PATH"


def server_binaries() -> Path | None:
    """The folder of initdb and pg_ctl, newest version first."""
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if (Path(candidate) / "pg_ctl").exists() and (Path(candidate) / "initdb").exists():
            return Path(candidate)
    found = shutil.which("pg_ctl")
    return Path(found).parent if found and shutil.which("initdb") else None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class PostgresServer:
    """A throwaway PostgreSQL cluster: trust login for ``postgres`` on 127.0.0.1."""

    bin: Path
    folder: Path
    port: int = field(default_factory=free_port)
    databases: int = 0

    def _run(self, *command: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        done = subprocess.run(
            [*prefix, *command], capture_output=True, text=True, timeout=120, check=False
        )
        if done.returncode != 0:
            log = (self.folder / "log").read_text() if (self.folder / "log").exists() else ""
            raise RuntimeError(f"{command[0]} failed: {done.stderr}{done.stdout}\n{log}")

    def init(self) -> None:
        self._run(str(self.bin / "initdb"), "-D", str(self.folder / "data"), "-U", "postgres",
                  "-A", "trust", "-E", "UTF8", "--no-sync")  # fmt: skip

    def start(self) -> None:
        options = (
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off "
            "-c full_page_writes=off -c synchronous_commit=off -c max_connections=60"
        )
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.folder / "data"), "-o", options,
                  "-l", str(self.folder / "log"), "-w", "start")  # fmt: skip

    def stop(self, mode: str = "fast") -> None:
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.folder / "data"), "-m", mode,
                  "-w", "stop")  # fmt: skip

    def url(self, database: str) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh, empty database; its postgresql:// URL."""
        self.databases += 1
        name = f"league_{os.getpid()}_{self.databases}"
        with psycopg.connect(self.url("postgres"), autocommit=True) as connection:
            connection.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    binaries = server_binaries()
    if binaries is None:
        pytest.skip(NO_SERVER)
    folder = Path(tempfile.mkdtemp(prefix="feltboard-pg-"))
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres", "postgres")
    server = PostgresServer(binaries, folder)
    server.init()
    server.start()
    try:
        yield server
    finally:
        # Throwaway data: no checkpoint to wait for. A test that failed halfway may have
        # stopped it already.
        with contextlib.suppress(RuntimeError):
            server.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(params=["sqlite", "postgresql"])
def league_location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a test's league lives: a new SQLite file or a new PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "league.sqlite")
    server: PostgresServer = request.getfixturevalue("postgres_server")
    return server.new_database()
