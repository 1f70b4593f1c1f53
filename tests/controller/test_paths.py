"""Where files go: CAPBOARD_HOME wins over the platform folders."""

from __future__ import annotations

from pathlib import Path

import pytest

from capboard.controller import paths


def test_capboard_home_is_honoured(capboard_home: Path) -> None:
    assert paths.config_dir() == capboard_home / "config"
    assert paths.data_dir() == capboard_home / "data"
    assert paths.log_dir() == capboard_home / "log"
    for path in (paths.autosave_path(), paths.saves_dir(), paths.history_path()):
        assert path.is_relative_to(capboard_home / "data")
    assert paths.settings_path().parent == paths.config_dir()
    assert paths.autosave_path().name.endswith(".capboard")


def test_platform_folders_without_capboard_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(paths.HOME_ENV)
    assert paths.APP_NAME in paths.config_dir().parts
    assert paths.APP_NAME in paths.data_dir().parts
    assert paths.APP_NAME in paths.log_dir().parts
