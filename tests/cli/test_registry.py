"""The registry of sub-commands: what ``feltboard --help`` lists, which modules load, and
the import-linter contracts that keep the Qt-free commands free of Qt."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from app.cli.registry import COMMANDS, named
from app.main import main

ROOT = Path(__file__).resolve().parents[2]
SHARED = {"app.cli.registry", "app.cli.common", "app.cli.language", "app.cli.setups"}
"""The modules of app.cli that are no command: every command may import them."""
HELPERS = {"app.cli.league_actions": "app.cli.league"}
"""A module of app.cli that belongs to one command."""


def contracts() -> dict[str, dict[str, object]]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        found = tomllib.load(file)["tool"]["importlinter"]["contracts"]
    return {contract["type"] + ":" + contract["name"]: contract for contract in found}


def contract(kind: str, module: str) -> dict[str, object]:
    """The one contract of ``kind`` that names ``module``."""
    matches = [
        c for key, c in contracts().items()
        if key.startswith(kind + ":")
        and module in [*c.get("source_modules", []), *c.get("modules", [])]
    ]  # fmt: skip
    assert len(matches) == 1, (kind, module, matches)
    return matches[0]


def test_help_lists_every_command_once_in_the_registry_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    listed = [
        line.split()[0]
        for line in capsys.readouterr().out.splitlines()
        if line.startswith("    ") and not line.startswith("     ")
    ]
    assert listed == [command.name for command in COMMANDS]
    assert len({command.module for command in COMMANDS}) == len(COMMANDS)


def test_every_module_of_the_package_is_a_command_or_shared() -> None:
    modules = {
        f"app.cli.{path.stem}" for path in (ROOT / "app" / "cli").glob("*.py")
        if path.stem != "__init__"
    }  # fmt: skip
    assert modules == {c.module for c in COMMANDS} | SHARED | set(HELPERS)
    assert named("league").module == HELPERS["app.cli.league_actions"]


def test_the_qt_free_contract_covers_exactly_the_commands_without_qt() -> None:
    qt_free = contract("forbidden", "app.cli.common")
    sources = set(qt_free["source_modules"])
    forbidden = set(qt_free["forbidden_modules"])
    assert {"PySide6", "shiboken6", "app.ui", "app.display", "app.launcher"} <= forbidden
    without_qt = {c.module for c in COMMANDS if not c.needs_qt}
    with_qt = {c.module for c in COMMANDS if c.needs_qt}
    helpers = {helper for helper, owner in HELPERS.items() if owner in without_qt}
    assert sources == {"app.main"} | SHARED | without_qt | helpers
    assert with_qt <= forbidden


def test_no_command_imports_another() -> None:
    independent = contract("independence", "app.cli.replay")
    assert set(independent["modules"]) == {c.module for c in COMMANDS}


def test_the_qt_free_commands_build_their_parsers_without_loading_qt() -> None:
    """Nor SQLAlchemy: only a league action pays for it, not ``feltboard league --help``."""
    names = [command.name for command in COMMANDS if not command.needs_qt]
    code = (
        "import sys\n"
        "from app.main import build_parser\n"
        f"build_parser(loaded={names!r})\n"
        "loaded = [m for m in sys.modules if m.split('.')[0] in\n"
        "          ('PySide6', 'shiboken6', 'sqlalchemy', 'alembic')]\n"
        "assert not loaded, loaded\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert run.returncode == 0, run.stderr
