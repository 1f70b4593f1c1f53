"""Shared test set-up: Qt offscreen, a private Capboard home for every test so no test
ever reads or writes the real settings, saves or history, and sounds recorded, never played."""

from __future__ import annotations

import gc
import itertools
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def capboard_homes(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Iterator[int]]:
    """The folder of a process's Capboard homes, and the numbers that name them."""
    return tmp_path_factory.mktemp("capboard-homes"), itertools.count()


@pytest.fixture(autouse=True)
def capboard_home(
    capboard_homes: tuple[Path, Iterator[int]], monkeypatch: pytest.MonkeyPatch
) -> Path:
    """Point CAPBOARD_HOME at a fresh folder for each test.

    The folder is a new name that nothing has made yet: Capboard makes it, and its folders
    in it, when it first writes there, as on a person's first start. Most tests write nothing,
    and none then makes a folder that the end of the run must delete again."""
    folder, numbers = capboard_homes
    home = folder / str(next(numbers))
    monkeypatch.setenv("CAPBOARD_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def no_audio_device(monkeypatch: pytest.MonkeyPatch) -> None:
    """The sound player records what it plays but never opens an audio device (a test of the
    device itself sets CAPBOARD_AUDIO back)."""
    monkeypatch.setenv("CAPBOARD_AUDIO", "none")


@pytest.fixture(autouse=True)
def nothing_set_aside_after() -> Iterator[None]:
    """After each test, every object set aside from the collector's walks by a table it opened
    (see capboard.controller.collector.set_aside_long_lived) is taken back: what one test left
    behind is collected, and no test starts with another's objects set aside."""
    yield
    gc.unfreeze()


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
