"""A whole game of each of the five games played by keyboard alone, through the window: the
keys go to the widget with the focus, as a keyboard's do; the person reaches the moves with
Tab, picks one with the arrow keys and plays it with Enter; the computers play the other
seats. Each line of the log is announced on the way."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from capboard.engine import registry
from capboard.engine.record import SeatRecord
from capboard.ui import accessibility
from capboard.ui.log_panel import LogPanel
from capboard.ui.main_window import MainWindow
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window, new_session, wait_for_play

pytestmark = IGNORE_OFFSCREEN

MOST_MOVES = 4000
"""A person's moves after which the test gives up: no game of these takes as many."""
COLOURS = ("#0072B2", "#D55E00", "#009E73", "#E69F00")


def _press(qtbot: QtBot, key: Qt.Key) -> None:
    """One key, to whichever widget has the focus."""
    focused = QApplication.focusWidget()
    assert focused is not None, "nothing has the keyboard focus"
    qtbot.keyClick(focused, key)


def _tab_to(qtbot: QtBot, widget: QWidget) -> None:
    """Tab until ``widget`` has the focus (as a person would, without the mouse)."""
    for _ in range(40):
        if QApplication.focusWidget() is widget:
            return
        _press(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {type(widget).__name__}")


def _my_turn(window: MainWindow) -> bool:
    session = window.session
    return (
        session is not None
        and not session.is_over
        and window.stack.currentWidget() is window.table
        and bool(session.legal_actions())
        and session.actor == 0
        and not session.is_bot_thinking
    )


# The two shortest games in the quick run; the three longer (6-7 s each) with the slow tests,
# which continuous integration runs too: every game is played by keyboard on every change.
_SLOW = pytest.mark.slow


@pytest.mark.parametrize(
    ("game_id", "seed"),
    [
        ("cappella", 3),
        pytest.param("canon-noir", 5, marks=_SLOW),
        pytest.param("cap-horn", 14, marks=_SLOW),
        ("cape-epee", 2),
        pytest.param("catan", 4, marks=_SLOW),
    ],
)
def test_a_whole_game_by_keyboard_alone(qtbot: QtBot, game_id: str, seed: int) -> None:
    said: list[str] = []

    def note(source: object, text: str) -> None:
        if isinstance(source, LogPanel):  # the log's lines (the board says its pieces too)
            said.append(text)

    accessibility.announcements.announced.connect(note)
    try:
        _play(qtbot, game_id, seed, said)
    finally:
        accessibility.announcements.announced.disconnect(note)


def _play(qtbot: QtBot, game_id: str, seed: int, said: list[str]) -> None:
    players = registry.get(game_id).min_players
    seats = [SeatRecord(name="Alice", colour=COLOURS[0])] + [
        SeatRecord(name=f"Robot {i}", colour=COLOURS[i], kind="computer", level="easy")
        for i in range(1, players)
    ]
    window = make_window(qtbot)
    window.resize(1366, 768)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    session = new_session(game_id, seats, seed=seed)
    window.open_session(session)
    opened = len(window.table.log.lines())
    assert said == []
    choose = random.Random(seed)
    moves = 0
    while not session.is_over:
        wait_for_play(qtbot, session, lambda: session.is_over or _my_turn(window), timeout=20000)
        if session.is_over:
            break
        actions = window.table.actions
        before = len(session.log)
        if actions.count():
            _tab_to(qtbot, actions)
            _press(qtbot, Qt.Key.Key_Home)
            for _ in range(choose.randrange(actions.count())):
                _press(qtbot, Qt.Key.Key_Down)
            _press(qtbot, Qt.Key.Key_Return)
        else:
            # Too many choices to list (Canon Noir's aim): the board's own keys, the arrows
            # to choose and Space to play.
            _tab_to(qtbot, window.table.board)
            for _ in range(choose.randrange(12)):
                _press(qtbot, choose.choice((Qt.Key.Key_Left, Qt.Key.Key_Right)))
            _press(qtbot, Qt.Key.Key_Space)
        wait_for_play(qtbot, session, lambda before=before: len(session.log) > before)
        moves += 1
        assert moves < MOST_MOVES
    # Every line of the log was told as it came, once (what the game opened with is what
    # the table first shows, not news).
    qtbot.waitUntil(lambda: len(said) == len(window.table.log.lines()) - opened)
    assert said == window.table.log.lines()[opened:]


@pytest.mark.parametrize("game_id", ["catan", "cappella", "canon-noir", "cap-horn", "cape-epee"])
def test_tab_walks_the_board_and_says_what_each_piece_plays(qtbot: QtBot, game_id: str) -> None:
    said: list[str] = []

    def note(_source: object, text: str) -> None:
        said.append(text)

    players = registry.get(game_id).min_players
    seats = [SeatRecord(name="Alice", colour=COLOURS[0])] + [
        SeatRecord(name=f"Robot {i}", colour=COLOURS[i], kind="computer", level="easy")
        for i in range(1, players)
    ]
    window = make_window(qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    session = new_session(game_id, seats, seed=3)
    window.open_session(session)
    qtbot.waitUntil(lambda: _my_turn(window), timeout=20000)
    scene = window.scene
    assert scene is not None
    accessibility.announcements.announced.connect(note)
    try:
        _tab_to(qtbot, window.table.board)
        walked = []
        for step in range(4):
            if step:
                _press(qtbot, Qt.Key.Key_Tab)
            if QApplication.focusWidget() is not window.table.board:
                break
            item = scene.focusItem()
            if item is None:  # the board itself, before its first piece
                continue
            walked.append(item)
            action = item.action_at(None)
            if action is not None:
                words = window.game_ui.describe_action(action, session.view(), window.names())
                assert said[-1] == words
                assert window.table.board.accessibleDescription() == words
        assert walked, "Tab does not reach the board's pieces"
        playing = next((i for i in walked if i.action_at(None) is not None), None)
        if playing is not None:  # Enter on a piece plays it, as a click would
            playing.setFocus()
            before = len(session.log)
            _press(qtbot, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: len(session.log) > before)
    finally:
        accessibility.announcements.announced.disconnect(note)
