"""The league's migrations ship inside the package: an installed Feltboard can build and
upgrade a league."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_league_folder_is_a_listed_package_with_its_template() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    folders = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for path in (ROOT / "app" / "store" / "league").rglob("*.py")
    }
    assert folders == {
        "app.store.league",
        "app.store.league.migrations",
        "app.store.league.migrations.versions",
    }
    assert folders <= set(config["packages"])
    for folder in folders:
        assert (ROOT / folder.replace(".", "/") / "__init__.py").exists()
    assert config["package-data"]["app.store.league.migrations"] == ["script.py.mako"]
