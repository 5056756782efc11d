"""Check a built Feltboard bundle by running it as a user would; exit 1 on any failure.

Usage (``make package`` runs it after PyInstaller)::

    .venv/bin/python packaging/check_bundle.py [dist/feltboard]

Checks, each printed as it passes:

1. the folder holds the executable (``feltboard``, ``feltboard.exe`` on Windows), the
   alert sounds where ``app/display/alerts.py`` looks for them, phevaluator's C extension
   and QtMultimedia;
2. ``feltboard --version`` prints ``feltboard <version of app/__init__.py>``;
3. ``feltboard replay`` of a small hand with a showdown gives the right winner (the hand
   evaluator runs, not just imports);
4. ``feltboard --self-test`` (``QT_QPA_PLATFORM=offscreen``) opens both windows with the
   theme and icon applied, plays a hand and exits 0;
5. a simulated night printed to PDF, counted by ``feltboard stats`` and added to a new
   league (SQLite, its Alembic migrations run from the bundle).

Needs only the standard library: it never imports the app or Qt.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_BUNDLE = ROOT / "dist" / "feltboard"
TIMEOUT_SECONDS = 180

# Three players, p3 folds, p1's aces beat p2's kings at showdown: +2, -2, 0.
SHOWDOWN_PHH = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = [
  "d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 7c2d",
  "p3 f", "p1 cc", "p2 cc",
  "d db Jc8h3s", "p1 cc", "p2 cc",
  "d db 4d", "p1 cc", "p2 cc",
  "d db 9c", "p1 cc", "p2 cc",
  "p1 sm AsAd", "p2 sm KsKd",
]
"""


class BundleError(Exception):
    """The bundle is broken; the message says how."""


def expected_version() -> str:
    """``__version__`` as written in ``app/__init__.py``."""
    text = (ROOT / "app" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise BundleError("cannot read __version__ from app/__init__.py")
    return found.group(1)


def executable(bundle: Path) -> Path:
    """The bundle's ``feltboard`` executable."""
    name = "feltboard.exe" if sys.platform == "win32" else "feltboard"
    path = bundle / name
    if not path.is_file():
        raise BundleError(f"no executable {path} (did PyInstaller run?)")
    if sys.platform != "win32" and not os.access(path, os.X_OK):
        raise BundleError(f"{path} is not executable")
    return path


def check_contents(bundle: Path) -> None:
    """The files the app finds by path, and the native modules it cannot start without."""
    internal = bundle / "_internal"
    for sound in ("level_change.wav", "one_minute.wav"):
        if not (internal / "resources" / "sounds" / sound).is_file():
            raise BundleError(f"missing {internal / 'resources' / 'sounds' / sound}")
    # The command line's translations, read as files (app/cli/language.py).
    if not (internal / "resources" / "i18n" / "feltboard_es.ts").is_file():
        raise BundleError(f"missing {internal / 'resources' / 'i18n' / 'feltboard_es.ts'}")
    for pattern, what in (
        ("phevaluator/_pheval*", "phevaluator's C extension"),
        ("PySide6/QtMultimedia*", "QtMultimedia (the alert sounds)"),
    ):
        if not any(internal.glob(pattern)):
            raise BundleError(f"missing {what}: nothing matches _internal/{pattern}")


LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def run(
    program: Path, *arguments: str, language: str = "C.UTF-8"
) -> subprocess.CompletedProcess[str]:
    """Run the bundled program headless, in ``language`` (``LANG``; English by default,
    whatever the machine speaks: the checks read its words); report a crash, a hang or a
    non-zero exit."""
    environment = {k: v for k, v in os.environ.items() if k not in LOCALE_VARIABLES}
    environment.update(QT_QPA_PLATFORM="offscreen", LANG=language)
    # No saved View > Language choice either (an empty settings folder).
    environment["XDG_CONFIG_HOME"] = str(Path(tempfile.gettempdir()) / "feltboard-no-config")
    command = [str(program), *arguments]
    try:
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            env=environment,
            timeout=TIMEOUT_SECONDS,
            check=False,
        )
    except subprocess.TimeoutExpired as error:
        raise BundleError(f"{' '.join(command)} did not finish in {TIMEOUT_SECONDS} s") from error
    if done.returncode != 0:
        raise BundleError(
            f"{' '.join(command)} exited {done.returncode}\n"
            f"--- stdout ---\n{done.stdout}--- stderr ---\n{done.stderr}"
        )
    return done


def check(bundle: Path) -> None:
    """Every check in turn; raises :class:`BundleError` at the first failure."""
    program = executable(bundle)
    check_contents(bundle)
    print(f"ok  contents: {program.name}, sounds, phevaluator extension, QtMultimedia")

    version = run(program, "--version").stdout.strip()
    wanted = f"feltboard {expected_version()}"
    if version != wanted:
        raise BundleError(f"--version printed {version!r}, expected {wanted!r}")
    print(f"ok  --version: {version}")

    # The sub-commands are imported by name (app/cli/registry.py), out of the analysis'
    # sight: each one listed must have its module in the bundle.
    listed = re.findall(r"^    (\w+)  ", run(program, "--help").stdout, re.MULTILINE)
    if not listed:
        raise BundleError("--help lists no command")
    for name in listed:
        run(program, name, "--help")
    print(f"ok  --help of every command: {', '.join(listed)}")

    with tempfile.TemporaryDirectory() as folder:
        hand = Path(folder) / "showdown.phh"
        hand.write_text(SHOWDOWN_PHH, encoding="utf-8")
        replay = run(program, "replay", str(hand), "--json").stdout
    try:
        winnings = json.loads(replay)["winnings"]
    except (ValueError, KeyError, TypeError) as error:
        raise BundleError(f"replay printed no JSON result:\n{replay}") from error
    if winnings != [2, -2, 0]:
        raise BundleError(f"replay: winnings {winnings}, expected [2, -2, 0]")
    print("ok  replay: the aces win the showdown (hand evaluator works)")

    chop = ("chop", "--stacks", "5000", "3000", "2000", "--prizes", "500", "300", "200")
    spanish = run(program, *chop, language="es_ES.UTF-8").stdout
    if not spanish.startswith("Trato ICM (céntimos):") or "5.000 fichas" not in spanish:
        raise BundleError(f"chop in Spanish (LANG=es_ES.UTF-8) printed:\n{spanish}")
    print("ok  the command line in Spanish (its translations ship)")

    started = time.monotonic()
    done = run(program, "--self-test")
    seconds = time.monotonic() - started
    if "Self-test passed" not in done.stdout:
        raise BundleError(f"--self-test exited 0 without passing:\n{done.stdout}{done.stderr}")
    for line in done.stdout.strip().splitlines():
        print(f"    | {line}")
    print(f"ok  --self-test ({seconds:.1f} s)")
    check_night(program)


def check_night(program: Path) -> None:
    """A whole simulated night, then what a host does with it: print the results, count
    the statistics, add it to a new league (Alembic's migration scripts must be there)."""
    with tempfile.TemporaryDirectory() as folder:
        night, league = Path(folder) / "night.feltboard", Path(folder) / "league.sqlite"
        run(program, "simulate", str(night), "--players", "6", "--tables", "1",
            "--hands", "600", "--seed", "4")
        pdf = Path(folder) / "results.pdf"
        run(program, "print", str(night), "--what", "results", "--out", str(pdf))
        if not pdf.read_bytes().startswith(b"%PDF"):
            raise BundleError("print wrote no PDF")
        print("ok  print: the results as a PDF")
        stats = json.loads(run(program, "stats", str(night), "--json").stdout)
        if not stats["players"] or stats["hands"] < 1:
            raise BundleError(f"stats found no hands: {stats}")
        print(f"ok  stats: {stats['hands']} hands")
        run(program, "league", "create", str(league), "--name", "Bundle club")
        run(program, "league", "add", str(league), str(night))
        table = json.loads(run(program, "league", "standings", str(league), "--json").stdout)
        if not table.get("standings"):
            raise BundleError(f"league standings are empty: {table}")
        print(f"ok  league: {len(table['standings'])} players in the standings")


def main(argv: list[str] | None = None) -> int:
    """Check the bundle folder named in ``argv`` (default ``dist/feltboard``)."""
    arguments = sys.argv[1:] if argv is None else argv
    bundle = Path(arguments[0]) if arguments else DEFAULT_BUNDLE
    try:
        check(bundle.resolve())
    except BundleError as error:
        print(f"\nBUNDLE CHECK FAILED: {error}", file=sys.stderr)
        return 1
    print(f"Bundle OK: {bundle}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
