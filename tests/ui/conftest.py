"""Fixtures of the application-shell tests: the toy game registered as the only game."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from capboard.engine import registry
from capboard.engine.record import SeatRecord
from capboard.ui import games as ui_games
from capboard.ui import theme
from tests.ui import fakes


@pytest.fixture(scope="session")
def shared_picture_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One cache folder of drawn pictures for all the ui tests of a process (see
    :func:`pictures_drawn_once`)."""
    return tmp_path_factory.mktemp("picture-cache")


@pytest.fixture(autouse=True)
def pictures_drawn_once(capboard_home: Path, shared_picture_cache: Path) -> None:
    """The test's Capboard home has its ``cache`` folder (pictures drawn once, each kept with
    the file and size it was drawn from, and drawn again when they no longer match) linked to
    one folder that the ui tests of a process share: else every window a test opens would
    draw the games' box art again and write it to disk, synced (about 15 ms of processor and
    50 of waiting each)."""
    capboard_home.mkdir(parents=True)
    (capboard_home / "cache").symlink_to(shared_picture_cache, target_is_directory=True)


@pytest.fixture
def toy_game(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Only the toy game is registered (engine and ui) during the test."""
    monkeypatch.setattr(registry, "_GAMES", {fakes.TOY_ID: f"{fakes.__name__}:ToyGame"})
    monkeypatch.setattr(ui_games, "_UIS", {fakes.TOY_ID: fakes.__name__})
    monkeypatch.setattr(ui_games, "_loaded", {})
    registry.get.cache_clear()
    yield fakes.TOY_ID
    registry.get.cache_clear()


@pytest.fixture
def two_humans() -> list[SeatRecord]:
    """Alice and Bob sharing the screen."""
    return [
        SeatRecord(name="Alice", colour="#0072B2", kind="human"),
        SeatRecord(name="Bob", colour="#D55E00", kind="human"),
    ]


@pytest.fixture
def human_and_computer() -> list[SeatRecord]:
    """Alice against an easy computer."""
    return [
        SeatRecord(name="Alice", colour="#0072B2", kind="human"),
        SeatRecord(name="Robot", colour="#009E73", kind="computer", level="random"),
    ]


@pytest.fixture
def system_font(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[QFont]:
    """The application's font as the system gave it, back after the test, whatever text size
    the test applied (the text size in force is reckoned from it)."""
    font = QFont(qapp.font())
    monkeypatch.setattr(theme, "_system_font", None)
    yield font
    QApplication.setFont(font)
    theme._system_font = None
