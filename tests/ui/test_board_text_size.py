"""The board's labels follow Settings → Text size in every game: a label painted at 200% is
as many times larger as ui.board_text says (twice for a free label, half again for one packed
in a piece), and a change of text size while a game is shown reaches the board."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from capboard.controller.session import GameSession
from capboard.controller.settings import Settings
from capboard.engine import registry
from capboard.ui import board_text, theme
from capboard.ui.games.canon_noir.sea_board import BoardItem as CanonNoirBoard
from capboard.ui.games.cap_horn.logbooks import PileItem
from capboard.ui.games.cape_epee.columns import ObjectiveItem
from capboard.ui.games.cappella.scene import BoardItem as CappellaBoard
from capboard.ui.games.catan.hexes import HarbourItem, TerrainItem
from capboard.ui.main_window import MainWindow
from capboard.ui.render import render_record
from tests.ui.helpers import IGNORE_OFFSCREEN

pytestmark = IGNORE_OFFSCREEN

# A label of each game, and whether it is packed in a piece (grows by the dense factor).
LABELS: dict[str, tuple[type[QGraphicsItem], bool]] = {
    "catan": (TerrainItem, True),  # a number chit on its hex
    "cappella": (CappellaBoard, False),  # the row letters beside the honeycomb
    "canon-noir": (CanonNoirBoard, True),  # the coordinates on the parchment band
    "cap-horn": (PileItem, True),  # a pile's count of cards
    "cape-epee": (ObjectiveItem, True),  # an objective's value on its card
}


@pytest.fixture
def system_font(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[QFont]:
    """The application's font as the system gave it, back after the test."""
    font = QFont(qapp.font())
    monkeypatch.setattr(theme, "_system_font", None)
    yield font
    QApplication.setFont(font)
    theme._system_font = None


def _window(qtbot: QtBot, game_id: str, text_size: int = 100) -> MainWindow:
    window = MainWindow(Settings(animation_speed=0.0, text_size=text_size), persist=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    record = render_record(game_id, registry.get(game_id).min_players, 3, 8)
    session = GameSession(record, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    if session.awaiting_handover:
        window.handover.confirmed.emit()
    qtbot.waitUntil(window.table.isVisible)
    return window


def _label(window: MainWindow, kind: type[QGraphicsItem]) -> QGraphicsItem:
    scene = window.table.board.scene()
    found = [i for i in scene.items() if isinstance(i, kind) and i.isVisible()]
    if kind is TerrainItem:
        found = [i for i in found if i.number is not None]
    assert found, f"no {kind.__name__} on the board"
    return found[0]


def _largest_font(item: QGraphicsItem, monkeypatch: pytest.MonkeyPatch) -> int:
    """The largest font ``item`` paints itself with, in pixels (read as it paints)."""
    sizes: list[int] = []
    set_font = QPainter.setFont

    def noting(painter: QPainter, font: QFont) -> None:
        sizes.append(font.pixelSize())
        set_font(painter, font)

    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    with monkeypatch.context() as patch:
        patch.setattr(QPainter, "setFont", noting)
        painter = QPainter(image)
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
    assert sizes, f"{type(item).__name__} paints no text"
    return max(sizes)


@pytest.mark.parametrize("game_id", list(LABELS))
def test_each_games_labels_grow_with_the_text_size(
    qtbot: QtBot, game_id: str, system_font: QFont, monkeypatch: pytest.MonkeyPatch
) -> None:
    kind, dense = LABELS[game_id]
    window = _window(qtbot, game_id)
    assert board_text.factor() == 1.0
    at_100 = _largest_font(_label(window, kind), monkeypatch)
    window.close()
    window = _window(qtbot, game_id, text_size=200)
    assert board_text.factor() == pytest.approx(2.0)
    expected = board_text.dense_factor() if dense else board_text.factor()
    assert expected > 1.4
    at_200 = _largest_font(_label(window, kind), monkeypatch)
    # Pixel sizes are whole numbers, rounded at both sizes: that much room, no more.
    assert at_200 / at_100 == pytest.approx(expected, abs=(0.5 + 0.5 * expected) / at_100)


def test_a_change_of_text_size_while_a_game_is_shown_reaches_the_board(
    qtbot: QtBot, system_font: QFont, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot, "catan")
    chit = _label(window, TerrainItem)
    harbour = _label(window, HarbourItem)
    before = _largest_font(chit, monkeypatch)
    extent = harbour.boundingRect()
    scene = window.table.board.scene()
    told: list[float] = []
    redraw = scene.text_size_changed

    def noting() -> None:
        told.append(board_text.factor())
        redraw()

    monkeypatch.setattr(scene, "text_size_changed", noting)
    window.update_settings(window.settings.model_copy(update={"text_size": 200}))
    # Qt posts the news of the application's new font: the board hears it next time round.
    qtbot.waitUntil(lambda: bool(told))
    assert told == [2.0]  # told once, at the new size: it drew itself again
    # The same pieces, painted again at the new size; a harbour's sign grew, and its extent.
    assert _largest_font(chit, monkeypatch) > before * 1.4
    assert harbour.boundingRect().width() > extent.width()
    window.update_settings(window.settings.model_copy(update={"text_size": 100}))
    qtbot.waitUntil(lambda: told == [2.0, 1.0])
    assert _largest_font(chit, monkeypatch) == before
    assert harbour.boundingRect() == extent
