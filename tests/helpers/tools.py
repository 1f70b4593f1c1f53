"""Qt's command-line tools the tests use, found where PySide6 installs them: next to the
interpreter (a virtual environment's bin folder is often not on PATH), else on PATH."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path


def lrelease() -> str | None:
    """The path of ``pyside6-lrelease``, which compiles a .ts catalogue; None if missing."""
    here = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    return here or shutil.which("pyside6-lrelease")
