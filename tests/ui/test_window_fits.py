"""The window and its dialogs fit the screen; a small window keeps the board usable."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from pytestqt.qtbot import QtBot

from capboard.controller.session import GameSession
from capboard.controller.settings import Settings
from capboard.engine import registry
from capboard.ui.games.cape_epee import art
from capboard.ui.main_window import MainWindow
from capboard.ui.new_game_dialog import NewGameDialog
from capboard.ui.render import render_record
from tests.ui.helpers import IGNORE_OFFSCREEN

pytestmark = IGNORE_OFFSCREEN


def _room():
    return QGuiApplication.primaryScreen().availableGeometry()


def test_the_window_opens_within_the_screen_and_comes_back_where_it_was_left(
    qtbot: QtBot,
) -> None:
    window = MainWindow(Settings(), persist=False)
    qtbot.addWidget(window)
    window.show()
    room = _room()
    assert window.width() <= room.width() and window.height() <= room.height()
    window.resize(640, 480)
    window.move(room.left() + 30, room.top() + 40)
    window.close()
    kept = window.settings.window_geometry
    assert kept
    again = MainWindow(Settings(window_geometry=kept), persist=False)
    qtbot.addWidget(again)
    again.show()
    assert (again.width(), again.height()) == (640, 480)


@pytest.mark.parametrize(("game_id", "players"), [("catan", 4), ("cape-epee", 6), ("cap-horn", 5)])
def test_the_new_game_dialog_opens_whole_within_the_screen(
    qtbot: QtBot, game_id: str, players: int
) -> None:
    dialog = NewGameDialog(game_id, [], None)
    qtbot.addWidget(dialog)
    dialog.players.setValue(players)
    dialog.show()
    qtbot.waitExposed(dialog)
    room = _room()
    assert dialog.height() <= room.height() and dialog.width() <= room.width()
    # Not cut to two thirds of the screen while there is room for all of it.
    wanted = dialog.scroll.widget().sizeHint()
    if wanted.height() + 120 <= room.height():
        assert dialog.scroll.verticalScrollBar().maximum() == 0


def _window(qtbot: QtBot, game_id: str, width: int, height: int) -> MainWindow:
    players = registry.get(game_id).min_players
    window = MainWindow(Settings(animation_speed=0.0), persist=False)
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    record = render_record(game_id, players, 1, 20)
    session = GameSession(record, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    if session.awaiting_handover:
        window.handover.confirmed.emit()
    return window


def test_a_small_window_keeps_most_of_its_width_for_the_board(qtbot: QtBot) -> None:
    window = _window(qtbot, "cape-epee", 800, 600)
    qtbot.waitUntil(lambda: window.table.board.width() > 0)
    assert window.table.board.width() >= 0.6 * window.width()
    assert window.table.side.width() >= 200  # and the panel stays readable


# De Cape et d'Épée's buttons show only while a Traitor's or a Disguise's owner chooses; they
# float by the same shared mechanism.
@pytest.mark.parametrize("game_id", ["cap-horn", "canon-noir", "cappella", "catan"])
def test_zooming_in_leaves_the_boards_buttons_where_they_were_on_screen(
    qtbot: QtBot, game_id: str
) -> None:
    window = _window(qtbot, game_id, 800, 600)
    view = window.table.board
    controls = [item for item in window.scene.controls() if item.isVisible()]
    assert controls

    def on_screen(item) -> QRectF:
        return view.mapFromScene(item.sceneBoundingRect()).boundingRect().toRectF()

    before = {item: on_screen(item) for item in controls}
    homes = {item: item.pos() for item in controls}
    for _ in range(12):
        view.zoom_in()
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().maximum() // 3)
    viewport = QRectF(view.viewport().rect())
    for item in controls:
        now = on_screen(item)
        assert abs(now.x() - before[item].x()) <= 2 and abs(now.y() - before[item].y()) <= 2
        assert abs(now.width() - before[item].width()) <= 2
        assert viewport.intersects(now), type(item).__name__
    view.fit_to_window()  # fitted again: every button back at its own place on the board
    assert all(item.pos() == homes[item] and item.scale() == 1.0 for item in controls)


def test_a_card_name_is_never_split_inside_a_word(qapp) -> None:
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    for name in ("Merchant", "Troubadour", "Mousquetaires", "Alchimiste"):
        painter = QPainter(image)
        drawn: list[str] = []
        painter.drawText = lambda _box, _flags, text, drawn=drawn: drawn.append(text)  # type: ignore[method-assign]
        art.draw_name(painter, name, QRectF(0, 0, 40, 14), 13)
        painter.end()
        assert drawn == [name]


def test_the_log_never_scrolls_sideways(qtbot: QtBot) -> None:
    window = _window(qtbot, "cap-horn", 800, 600)
    log = window.table.log
    log.addItem("A" * 400)  # one endless word
    qtbot.wait(10)
    assert log.horizontalScrollBar().maximum() == 0 or not log.horizontalScrollBar().isVisible()


def test_the_moves_heading_wraps_beside_undo_rather_than_being_cut(qtbot: QtBot) -> None:
    window = _window(qtbot, "cap-horn", 720, 700)
    label = window.table.moves_label
    label.setText("&Coups (Entrée pour jouer) :")  # the French heading, the longest

    def shown_whole() -> bool:
        room = label.contentsRect()
        needed = label.fontMetrics().boundingRect(
            QRect(0, 0, room.width(), 10_000),
            Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic,
            label.text(),
        )
        return (
            room.width() > 0 and needed.width() <= room.width() and needed.height() <= room.height()
        )

    qtbot.waitUntil(shown_whole, timeout=2000)
