"""Games opened from outside the Open dialog: Open Recent, a file dropped on the window, a
file asked for by the command line, the system or another launch, each waiting for the start
to be over (the settings damage told, the unfinished game offered) and for open dialogs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from capboard.controller import paths
from capboard.controller.saves import read_save, write_save
from capboard.engine.record import SeatRecord
from capboard.ui.main_window import MainWindow
from tests.ui import fakes
from tests.ui.helpers import IGNORE_OFFSCREEN, MessageBoxes, make_window, new_session
from tests.ui.test_damage_told import _save, _window_from_disk, _write_settings, notice

pytestmark = IGNORE_OFFSCREEN

Button = QMessageBox.StandardButton


@pytest.fixture
def saves(toy_game: str, two_humans: list[SeatRecord], tmp_path: Path) -> list[Path]:
    """Three saved toy games, each in its own folder, the last two of the same name."""
    files = [tmp_path / "a" / "first.capboard", tmp_path / "b" / "same.capboard"]
    files.append(tmp_path / "c" / "same.capboard")
    for seed, path in enumerate(files, start=1):
        _save(path, two_humans, seed=seed)
    return files


def _entries(window: MainWindow) -> list[tuple[str, bool]]:
    window.recent_menu.fill()
    return [
        (action.text(), action.isEnabled())
        for action in window.recent_menu.actions()
        if not action.isSeparator()
    ]


# -- Open Recent ----------------------------------------------------------------------------


def test_open_recent_lists_the_games_opened_and_saved_most_recent_first(
    qtbot: QtBot, saves: list[Path], two_humans: list[SeatRecord], tmp_path: Path
) -> None:
    window = make_window(qtbot)
    assert window.recent_menu.menuAction() in window.game_menu.actions()
    assert _entries(window) == [("No recent games", False)]

    for path in saves[:2]:
        assert window.open_game(path)
    saved_as = tmp_path / "d" / "kept & named.capboard"
    saved_as.parent.mkdir()
    assert window._save_to(saved_as)  # what Save As ends with

    assert window.settings.recent_files == [str(saved_as), str(saves[1]), str(saves[0])]
    assert _entries(window) == [
        ("&1 kept && named.capboard", True),  # an & in a name is no shortcut
        ("&2 same.capboard", True),
        ("&3 first.capboard", True),
        ("&Clear the list", True),
    ]
    # Opening one again puts it first, once.
    assert window.open_game(saves[0])
    assert window.settings.recent_files == [str(saves[0]), str(saved_as), str(saves[1])]


def test_an_entry_opens_its_game(qtbot: QtBot, saves: list[Path]) -> None:
    window = make_window(qtbot)
    for path in saves:
        window.recent_menu.note(path)
    window.recent_menu.fill()
    # Two games of one name: each says its folder.
    texts = [action.text() for action in window.recent_menu.actions()]
    assert texts[:2] == ["&1 same.capboard (c)", "&2 same.capboard (b)"]
    window.recent_menu.actions()[2].trigger()
    assert window.session is not None
    assert window.save_path == saves[0]
    assert window.session.record == read_save(saves[0])


def test_a_game_whose_file_has_gone_is_greyed_then_forgotten_when_opened(
    qtbot: QtBot, saves: list[Path]
) -> None:
    window = make_window(qtbot)
    for path in saves[:2]:
        window.recent_menu.note(path)
    saves[0].unlink()
    assert _entries(window)[1] == ("&2 first.capboard (not found)", False)

    window.recent_menu.fill()
    saves[1].unlink()  # gone between the menu's opening and the click
    boxes = MessageBoxes()
    window.recent_menu.actions()[0].trigger()
    boxes.stop()
    [(title, _text, icon)] = boxes.seen
    assert title == "This game cannot be opened" and icon == QMessageBox.Icon.Critical
    assert window.session is None
    assert window.settings.recent_files == [str(saves[0])]


def test_the_list_keeps_the_last_ten_and_clears(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    names = [tmp_path / f"game{number}.capboard" for number in range(12)]
    for path in names:
        window.recent_menu.note(path)
    assert window.settings.recent_files == [str(path) for path in reversed(names[2:])]
    entries = _entries(window)
    assert len(entries) == 11  # ten games, then Clear
    assert entries[9][0].startswith("&0 game2.capboard")  # the tenth: the key 0
    window.recent_menu.actions()[-1].trigger()
    assert window.settings.recent_files == []
    assert _entries(window) == [("No recent games", False)]


def test_the_autosave_is_never_listed(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.recent_menu.note(paths.autosave_path())
    assert window.settings.recent_files == []


def test_the_list_is_kept_in_the_settings_file(qtbot: QtBot, saves: list[Path]) -> None:
    window = make_window(qtbot, persist=True)
    window.recent_menu.note(saves[0])
    written = json.loads(paths.settings_path().read_text(encoding="utf-8"))
    assert written["recent_files"] == [str(saves[0])]


# -- a file dropped on the window -----------------------------------------------------------


def _mime(*urls: QUrl) -> QMimeData:
    mime = QMimeData()
    mime.setUrls(list(urls))
    return mime


def _drag_enter(window: QWidget, mime: QMimeData) -> bool:
    event = QDragEnterEvent(
        QPoint(50, 50),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, event)
    return event.isAccepted()


def _drop(window: QWidget, mime: QMimeData) -> bool:
    event = QDropEvent(
        QPointF(50, 50),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, event)
    return event.isAccepted()


def test_a_game_dropped_on_the_window_opens(qtbot: QtBot, saves: list[Path]) -> None:
    window = make_window(qtbot)
    mime = _mime(QUrl.fromLocalFile(str(saves[0])))
    assert window.acceptDrops()
    assert _drag_enter(window, mime)
    assert _drop(window, mime)
    qtbot.waitUntil(lambda: window.session is not None)
    assert window.save_path == saves[0]
    assert window.settings.recent_files == [str(saves[0])]


@pytest.mark.parametrize(
    "urls",
    [
        [],
        [QUrl("https://example.org/game.capboard")],
        ["first", "second"],  # two files at once: which one?
    ],
)
def test_what_is_not_one_local_file_is_not_taken(
    qtbot: QtBot, saves: list[Path], urls: list[Any]
) -> None:
    urls = [
        QUrl.fromLocalFile(str(saves[0 if u == "first" else 1])) if isinstance(u, str) else u
        for u in urls
    ]
    window = make_window(qtbot)
    mime = _mime(*urls)
    assert not _drag_enter(window, mime)
    assert not _drop(window, mime)
    assert window.file_requests.waiting() == []


def _drop_takers(window: MainWindow) -> list[str]:
    """The visible widgets that would keep a drop for themselves: Qt gives a drop to the
    first widget under the pointer, or up its parents, that takes drops."""
    keepers = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        taker = widget
        while taker is not None and not taker.acceptDrops():
            taker = taker.parentWidget()
        if taker is not window:
            keepers.append(type(widget).__name__)
    return keepers


def test_a_drop_anywhere_reaches_the_window(
    qtbot: QtBot, saves: list[Path], two_humans: list[SeatRecord]
) -> None:
    window = make_window(qtbot)
    assert _drop_takers(window) == []  # the start page
    window.open_session(new_session(fakes.TOY_ID, two_humans))
    assert _drop_takers(window) == []  # the table: board, log, moves


# -- files asked for from outside -----------------------------------------------------------


def test_a_file_asked_for_during_the_start_opens_once_the_start_is_over(
    qtbot: QtBot,
    saves: list[Path],
    two_humans: list[SeatRecord],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A game left by a crash: offered first; declined, then the file asked for opens.
    write_save(paths.autosave_path(), new_session(fakes.TOY_ID, two_humans, seed=9).record)
    window = make_window(qtbot)
    window.file_requests.hold()
    window.file_requests.request_open(str(saves[0]))
    assert window.session is None
    boxes = MessageBoxes([Button.No, Button.Yes])
    window.after_first_paint()
    boxes.stop()
    assert [title for title, _text, _icon in boxes.seen] == [
        "Unfinished game",
        "Delete the unfinished game?",
    ]
    assert window.save_path == saves[0]


def test_a_file_asked_for_while_a_dialog_is_open_waits_for_it(
    qtbot: QtBot, saves: list[Path]
) -> None:
    window = make_window(qtbot)
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
    window.file_requests.request_open(str(saves[0]))
    assert window.session is None
    assert window.file_requests.waiting() == [str(saves[0])]
    dialog.accept()
    qtbot.waitUntil(lambda: window.session is not None)
    assert window.save_path == saves[0]


def test_the_game_already_open_is_not_opened_again(qtbot: QtBot, saves: list[Path]) -> None:
    window = make_window(qtbot)
    assert window.open_game(saves[0])
    session = window.session
    window.file_requests.request_open(str(saves[0]))
    window.file_requests.request_open(None)  # only come to the front
    assert window.session is session


# -- what waits for the start ----------------------------------------------------------------


def test_a_bad_language_is_told_as_soon_as_the_window_is_up(qtbot: QtBot) -> None:
    _write_settings({"language": "klingon", "colour_blind": True})
    window = _window_from_disk(qtbot)
    window.after_first_paint()
    assert "Some settings could not be read" in notice(window)
    assert window.settings.colour_blind
    assert window.settings.language == "system"
