"""Types: mypy finds no error in the engine, the games and the controller, checked strictly as
pyproject.toml's ``[tool.mypy]`` says (the package ships ``py.typed``, so its users' type
checkers read these hints too)."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def test_mypy_finds_no_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    api = pytest.importorskip(
        "mypy.api", reason="mypy is not installed (it comes with the 'test' extra)"
    )
    # The configuration names the packages relative to the repository; a fresh cache keeps an
    # earlier run's results out of this one.
    monkeypatch.chdir(REPO)
    report, errors, status = api.run(
        ["--config-file", "pyproject.toml", "--cache-dir", str(tmp_path / "cache")]
    )
    assert status == 0, report + errors
    assert "Success: no issues found" in report
