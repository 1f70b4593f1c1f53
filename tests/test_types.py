"""Types: mypy finds no error in the engine, the games and the controller, checked strictly as
pyproject.toml's ``[tool.mypy]`` says (the package ships ``py.typed``, so its users' type
checkers read these hints too)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def test_mypy_finds_no_error(monkeypatch: pytest.MonkeyPatch) -> None:
    api = pytest.importorskip(
        "mypy.api", reason="mypy is not installed (it comes with the 'test' extra)"
    )
    # The configuration names the packages relative to the repository. No cache: mypy reads
    # none and writes none when its cache folder is the null device (as its documentation
    # says), so no earlier run's results enter this one, and the few hundred cache files of
    # a fresh folder are not written (a sixth of the check's time).
    monkeypatch.chdir(REPO)
    report, errors, status = api.run(["--config-file", "pyproject.toml", "--cache-dir", os.devnull])
    assert status == 0, report + errors
    assert "Success: no issues found" in report
