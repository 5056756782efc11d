"""PySide6 notes which modules use it only once a feature is selected, and then as it
would have at each import."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path


def test_pyside_notes_the_modules_using_it_once_a_feature_is_selected_as_it_would_have() -> None:
    # In a fresh interpreter: PySide6's look is set up when PySide6 is first imported.
    script = textwrap.dedent(
        f"""
        import sys, types
        sys.path.insert(0, {str(Path(__file__).parents[1])!r})
        import PySide6.QtWidgets
        from app import pyside_scan
        feature = sys.modules["shibokensupport.feature"]
        own = feature.feature_imported
        assert pyside_scan.defer_pyside_scan()
        assert pyside_scan.defer_pyside_scan()  # twice: wrapped once
        assert feature.feature_imported.__wrapped__ is own
        import app.launcher, app.engine.tournament, app.ui.main_window, json
        noted = feature.pyside_feature_dict
        assert "app.ui.main_window" not in noted and "json" not in noted
        from __feature__ import snake_case  # PySide6 notes every module imported so far
        uses = feature._mod_uses_pyside
        modules = [(n, m) for n, m in list(sys.modules.items())
                   if isinstance(m, types.ModuleType) and n != "__main__"]
        differ = [n for n, m in modules if noted.get(n) != (0 if uses(m) else -1)]
        assert not differ, differ
        assert noted["app.ui.main_window"] == 0 and noted["json"] == -1
        assert "csv" not in sys.modules
        import csv  # after: noted at once, as PySide6 does
        assert noted["csv"] == -1
        print(len(modules))
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) > 200
