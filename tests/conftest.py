"""Shared test set-up: Qt offscreen, and a private Capboard home for every test so no test
ever reads or writes the real settings, saves or history."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def capboard_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Point CAPBOARD_HOME at a fresh folder for each test."""
    home = tmp_path_factory.mktemp("capboard-home")
    monkeypatch.setenv("CAPBOARD_HOME", str(home))
    return home
