"""A clean install carries the pages: the wheel holds app/web, and the service finds them."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_app_folder_is_a_listed_package() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    listed = set(config["tool"]["setuptools"]["packages"])
    folders = {
        "app." + p.parent.name for p in (ROOT / "app").glob("*/__init__.py")
    } | {"app"}
    assert folders <= listed, f"add to [tool.setuptools] packages: {sorted(folders - listed)}"
    assert config["tool"]["setuptools"]["package-dir"]["app.web"] == "resources/web"


def test_an_installed_copy_serves_its_pages_from_the_package(tmp_path: Path) -> None:
    wheels, target = tmp_path / "wheels", tmp_path / "site"
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(ROOT)],
        capture_output=True, text=True, timeout=300,
    )
    assert build.returncode == 0, build.stderr
    [wheel] = wheels.glob("*.whl")
    install = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target),
         str(wheel)],
        capture_output=True, text=True, timeout=300,
    )
    assert install.returncode == 0, install.stderr
    probe = (
        "from app.service.server import web_root, web_files; "
        "root = web_root(); files = web_files(root); "
        "print(root); print(sorted(files))"
    )
    env = {**os.environ, "PYTHONPATH": str(target)}
    found = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env,
        cwd=tmp_path, timeout=60,
    )
    assert found.returncode == 0, found.stderr
    root, files = found.stdout.splitlines()
    assert Path(root) == target / "app" / "web"
    for path in ("/tv", "/players", "/web/live.js", "/web/feltboard.css", "/web/tv.js"):
        assert f"'{path}'" in files


def test_the_desktop_bundle_carries_the_pages() -> None:
    spec = (ROOT / "packaging" / "feltboard.spec").read_text()
    assert '(str(ROOT / "resources" / "web"), "resources/web")' in spec
