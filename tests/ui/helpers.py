"""Helpers of the application-shell tests."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from capboard.controller.session import GameSession
from capboard.controller.settings import Settings
from capboard.engine.record import SeatRecord
from capboard.ui.board_view import BoardView
from capboard.ui.main_window import MainWindow

# The offscreen platform warns that it cannot do what only a real screen does (size hints of a
# shown window, raising a window); those warnings say nothing about Capboard.
IGNORE_OFFSCREEN = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


def shown_board(qtbot: QtBot, scene: QGraphicsScene, width: int, height: int) -> BoardView:
    """``scene`` in the application's own board view (which also takes the clicks that hit no
    item), ``width`` × ``height``, shown and fitted, closed at the end of the test."""
    graphics = BoardView()
    graphics.setScene(scene)
    qtbot.addWidget(graphics)
    graphics.resize(width, height)
    graphics.show()
    graphics.fit_to_window()
    qtbot.waitExposed(graphics)
    return graphics


def make_window(qtbot: QtBot, **kwargs: Any) -> MainWindow:
    """A shown main window with default settings, closed at the end of the test."""
    kwargs.setdefault("persist", False)
    window = MainWindow(Settings(animation_speed=0.0), **kwargs)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def new_session(game_id: str, seats: Sequence[SeatRecord], seed: int = 7, **kw: Any) -> GameSession:
    """A session of a new game, without autosave unless asked."""
    kw.setdefault("autosave", None)
    kw.setdefault("bot_delay_ms", 0)
    return GameSession.new(game_id, list(seats), seed=seed, **kw)


def wait_for_play(
    qtbot: QtBot, session: GameSession, condition: Callable[[], bool], timeout: int = 5000
) -> None:
    """Wait until ``condition()`` holds, looking again as soon as the session's state changes
    (a move applied, a computer's included), and at least every 50 ms for what no move
    announces.

    ``qtbot.waitUntil`` looks every 10 ms and sleeps out the rest of those 10 ms after each
    computer move: over a whole game of computer moves, seconds in which the test does nothing.
    """
    deadline = time.monotonic() + timeout / 1000
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"waited {timeout} ms for the game in vain")
        with qtbot.waitSignal(session.state_changed, timeout=50, raising=False):
            pass


def pass_handover(qtbot: QtBot, window: MainWindow) -> None:
    """Pass the computer on as people do: click "Pass now" if the result of the last move is
    still in view, then the hand-over button if the hand-over screen shows."""
    if window.table.pass_banner.isVisible():
        qtbot.mouseClick(window.table.pass_banner.button, _left())
    if window.stack.currentWidget() is window.handover:
        qtbot.mouseClick(window.handover.button, _left())
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table)


def type_text(widget: QWidget, text: str) -> None:
    """Type ``text`` into ``widget`` key by key, as a keyboard would, any character (QTest's
    keyClicks knows ASCII only)."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char)
            QApplication.sendEvent(widget, event)


def _left() -> Any:
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


class MessageBoxes:
    """Answers the real message boxes the window shows, noting what each one said.

    While a modal box runs its own event loop, a timer of the test's looks for it: it notes
    the box's title, text and icon, then presses the next of ``answers`` (OK once they run
    out).
    """

    def __init__(self, answers: Sequence[QMessageBox.StandardButton] = ()) -> None:
        self.answers = list(answers)
        self.seen: list[tuple[str, str, QMessageBox.Icon]] = []
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._answer)
        self._timer.start()

    def _answer(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            return
        self.seen.append((box.windowTitle(), box.text(), box.icon()))
        answer = self.answers.pop(0) if self.answers else QMessageBox.StandardButton.Ok
        button = box.button(answer)
        assert button is not None, f"no {answer} button in {box.text()!r}"
        button.click()

    def stop(self) -> None:
        """Stop looking for boxes."""
        self._timer.stop()
