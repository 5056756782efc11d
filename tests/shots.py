"""Where tests keep the screenshots they take: the folder ``FELTBOARD_SCREENSHOTS`` names
(to look at them while building a screen), else a folder under the system's temporary
directory, so that a clean checkout's test run writes nowhere else."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

SHOTS = Path(
    os.environ.get("FELTBOARD_SCREENSHOTS") or Path(tempfile.gettempdir()) / "feltboard-shots"
)
