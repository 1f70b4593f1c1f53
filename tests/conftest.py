"""Shared test set-up: Qt offscreen, a private Capboard home for every test so no test
ever reads or writes the real settings, saves or history, and sounds recorded, never played."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def shared_picture_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One cache folder of drawn pictures for all the tests of a process (see
    :func:`capboard_home`)."""
    return tmp_path_factory.mktemp("picture-cache")


@pytest.fixture(autouse=True)
def capboard_home(
    tmp_path_factory: pytest.TempPathFactory,
    monkeypatch: pytest.MonkeyPatch,
    shared_picture_cache: Path,
) -> Path:
    """Point CAPBOARD_HOME at a fresh folder for each test.

    Its ``cache`` folder alone (pictures drawn once, each kept with the file and size it was
    drawn from, and drawn again when they no longer match) is a link to one folder that the
    tests of a process share: else every window a test opens would draw the games' box art
    again and write it to disk, synced (about 15 ms of processor and 50 of waiting each)."""
    home = tmp_path_factory.mktemp("capboard-home")
    (home / "cache").symlink_to(shared_picture_cache, target_is_directory=True)
    monkeypatch.setenv("CAPBOARD_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def no_audio_device(monkeypatch: pytest.MonkeyPatch) -> None:
    """The sound player records what it plays but never opens an audio device (a test of the
    device itself sets CAPBOARD_AUDIO back)."""
    monkeypatch.setenv("CAPBOARD_AUDIO", "none")


@pytest.fixture(autouse=True)
def close_leftover_windows():
    """After each test, close and delete every window it left open, so that no widget of one
    test (a start page of a test-only game, say) lives on into the next."""
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None:
        return  # the test used no widgets: keep pure-Python tests free of Qt
    app = widgets.QApplication.instance()
    if app is None:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    for window in app.topLevelWidgets():
        window.close()
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
