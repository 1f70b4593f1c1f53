"""What went wrong with a file, told in the window: a damaged settings file (once, the other
settings kept), a damaged autosave (its backup offered instead), a history that cannot be
written now (the statistics say why a finished game is not counted yet)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from capboard.controller import paths
from capboard.controller.atomic import backup_path
from capboard.controller.early_settings import read_early_settings
from capboard.controller.history import History, HistoryError, HistoryRecorder
from capboard.controller.saves import read_save, write_save
from capboard.controller.settings import Settings, damaged_copy_path
from capboard.engine.protocol import Outcome
from capboard.engine.record import GameRecord, SeatRecord
from capboard.ui.main_window import MainWindow
from capboard.ui.settings_notice import SettingsNotice
from capboard.ui.stats_window import StatsWindow
from tests.ui import fakes
from tests.ui.helpers import IGNORE_OFFSCREEN, MessageBoxes, make_window, new_session

pytestmark = IGNORE_OFFSCREEN

Button = QMessageBox.StandardButton


def _save(path: Path, seats: list[SeatRecord], seed: int = 3, moves: int = 1) -> GameRecord:
    session = new_session(fakes.TOY_ID, seats, seed=seed)
    record = session.record
    for _ in range(moves):
        record.actions.append(session.game.encode_action(fakes.Add(1)))
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(path, record)
    return record


# -- the settings file damaged --------------------------------------------------------------


def _write_settings(values: dict[str, Any]) -> bytes:
    content = json.dumps(values).encode()
    paths.settings_path().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_path().write_bytes(content)
    return content


def notice(window: MainWindow) -> str:
    """The settings notice at the foot of ``window`` ("" when there is none, or dismissed)."""
    found = [n for n in window.statusBar().findChildren(SettingsNotice) if not n.dismissed]
    assert len(found) <= 1
    return found[0].label.text() if found else ""


def _window_from_disk(qtbot: QtBot) -> MainWindow:
    window = MainWindow(early=read_early_settings(), persist=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_one_bad_setting_is_told_once_and_the_others_kept(qtbot: QtBot) -> None:
    content = _write_settings({"animation_speed": -1, "colour_blind": True, "sound": False})
    window = _window_from_disk(qtbot)
    assert notice(window) == ""  # the start page did not need them

    settings = window.settings  # a game starts, say
    assert (settings.colour_blind, settings.sound) == (True, False)
    assert settings.animation_speed == Settings().animation_speed
    message = notice(window)
    assert "Some settings could not be read" in message
    copy = damaged_copy_path(paths.settings_path())
    assert str(copy) in message
    assert copy.read_bytes() == content
    [shown] = window.statusBar().findChildren(SettingsNotice)
    qtbot.waitUntil(shown.isVisible)  # at the foot of the window, until dismissed
    qtbot.mouseClick(shown.ok, Qt.MouseButton.LeftButton)
    assert notice(window) == "" and not shown.isVisible()
    # Written again as they now are: the next start has nothing to tell.
    written = json.loads(paths.settings_path().read_text(encoding="utf-8"))
    assert (written["colour_blind"], written["animation_speed"]) == (True, 1.0)
    window.close()

    again = _window_from_disk(qtbot)
    assert again.settings.colour_blind
    assert notice(again) == ""


# -- the unfinished game's backup -----------------------------------------------------------


@pytest.fixture
def damaged_autosave(toy_game: str, two_humans: list[SeatRecord]) -> GameRecord:
    """An autosave cut short by a crash, whose backup holds the game one move earlier."""
    path = paths.autosave_path()
    earlier = _save(path, two_humans, seed=4, moves=1)
    _save(path, two_humans, seed=4, moves=2)
    path.write_bytes(path.read_bytes()[:60])
    return earlier


def test_a_damaged_autosave_offers_the_game_one_move_earlier(
    qtbot: QtBot, damaged_autosave: GameRecord
) -> None:
    window = make_window(qtbot)
    boxes = MessageBoxes([Button.Yes])
    assert window.offer_autosave()
    boxes.stop()
    [(title, text, _icon)] = boxes.seen
    assert title == "Unfinished game"
    assert "is damaged, but its copy from one move earlier is intact" in text
    assert "Resume the unfinished game" in text
    assert window.session is not None
    assert window.session.record.actions == damaged_autosave.actions
    assert read_save(paths.autosave_path()).actions == damaged_autosave.actions


def test_declining_the_offer_removes_the_autosave_and_its_backup(
    qtbot: QtBot, damaged_autosave: GameRecord
) -> None:
    window = make_window(qtbot)
    boxes = MessageBoxes([Button.No, Button.Yes])
    assert not window.offer_autosave()
    boxes.stop()
    assert len(boxes.seen) == 2
    assert not paths.autosave_path().exists()
    assert not backup_path(paths.autosave_path()).exists()


# -- statistics of a history that cannot be written now --------------------------------------


@pytest.fixture
def held_history(toy_game: str) -> Iterator[tuple[HistoryRecorder, sqlite3.Connection]]:
    recorder = HistoryRecorder(paths.history_path(), paths.pending_games_path())
    History(recorder.path)
    other = sqlite3.connect(recorder.path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    yield recorder, other
    other.close()


class _StatsCloser:
    """Notes the statistics window's note and table when it shows, and closes it."""

    def __init__(self) -> None:
        self.notes: list[tuple[str, bool, int]] = []
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._close)
        self._timer.start()

    def _close(self) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, StatsWindow) and dialog.isVisible():
            self.notes.append(
                (dialog.note.text(), dialog.note.isVisible(), dialog.table.rowCount())
            )
            dialog.reject()

    def stop(self) -> None:
        self._timer.stop()


def test_statistics_say_a_game_waits_and_why_not_damaged(
    qtbot: QtBot, held_history: tuple[HistoryRecorder, sqlite3.Connection]
) -> None:
    recorder, other = held_history
    with pytest.raises(Exception, match="locked"):
        recorder.record_game(
            fakes.TOY_ID,
            [SeatRecord(name="Alice", colour="#0072B2")],
            Outcome((6.0,), (0,), "target"),
        )
    window = make_window(qtbot, history=recorder)

    boxes, closer = MessageBoxes(), _StatsCloser()
    window.show_statistics()
    boxes.stop()
    closer.stop()
    [(_title, text, _icon)] = boxes.seen
    assert "in use by another program" in text and "damaged" not in text
    assert text.count("another program") == 1
    assert "Finished games not counted yet: 1." in text
    [(note, shown, _rows)] = closer.notes
    assert shown and "Finished games not counted yet: 1." in note

    other.rollback()  # the other program lets go: the game goes in, counted
    boxes, closer = MessageBoxes(), _StatsCloser()
    window.show_statistics()
    boxes.stop()
    closer.stop()
    assert boxes.seen == []
    [(_note, shown, rows)] = closer.notes
    assert not shown and rows == 1


def test_the_apps_history_keeps_its_waiting_games_beside_the_database() -> None:
    from capboard.ui.app import open_history

    history, error = open_history()
    assert error is None and isinstance(history, HistoryRecorder)
    assert history.path == paths.history_path()
    assert history.pending_path.parent == paths.history_path().parent


def test_closing_the_window_records_a_game_kept_in_memory_alone(
    qtbot: QtBot, toy_game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from capboard.controller import history as history_module
    from tests.controller.test_history_kept import _read_only

    recorder = HistoryRecorder(paths.history_path(), paths.pending_games_path())
    History(recorder.path)

    def disk_full(*_args: Any, **_kwargs: Any) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        _read_only(patch)
        patch.setattr(history_module, "atomic_write", disk_full)
        with pytest.raises(HistoryError) as refused:
            recorder.record_game(
                fakes.TOY_ID,
                [SeatRecord(name="Alice", colour="#0072B2")],
                Outcome((6.0,), (0,), "target"),
            )
        assert refused.value.kept is False
    window = make_window(qtbot, history=recorder)
    window.close()  # the disk answers again by then
    assert recorder.games_played() == 1
    assert recorder.pending_count() == 0
