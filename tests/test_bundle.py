"""The one-folder bundle (PyInstaller): packaging/build_bundle.py builds it from
packaging/capboard.spec and runs its smoke test (the version, every game listed and drawn in
English and French, a save written and verified, install-desktop, the window offscreen).

It takes a few minutes, so it runs only where PyInstaller is installed (the ``dev`` and
``bundle`` extras)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from capboard.engine import registry

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "packaging" / "build_bundle.py"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        importlib.util.find_spec("PyInstaller") is None, reason="PyInstaller is not installed"
    ),
    pytest.mark.skipif(not SCRIPT.is_file(), reason="packaging/ is not in an installed copy"),
]


def test_bundle_builds_and_passes_its_smoke_test(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--dist", str(tmp_path / "dist"),
         "--work", str(tmp_path / "work")],
        cwd=tmp_path, capture_output=True, text=True, timeout=1800,
    )  # fmt: skip
    report = done.stdout + done.stderr
    assert done.returncode == 0, report
    assert "every check passed" in done.stdout
    # The games are imported by name, so each must have been collected and drawn.
    for game_id in registry.ids():
        assert f"ok   render {game_id} --lang fr" in done.stdout, report
    print(done.stdout)  # the build's time and the bundle's size, with -s
