"""Cap Horn's board draws a frame as cheaply as the other boards: the chart and the cards
lying on it are drawn once at the screen's scale and copied at every frame."""

from __future__ import annotations

import random

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from capboard.controller.settings import Settings
from capboard.engine import registry
from capboard.ui.board_view import BoardView
from capboard.ui.games.cap_horn.chart_items import CardItem
from capboard.ui.games.cap_horn.scene import CapHornScene

CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache


def _scene_with_cards(cards: int) -> CapHornScene:
    game = registry.get("cap-horn")
    state = game.new_state(2, 3)
    rng = random.Random(3)
    while not state.is_over and len(state.view(None).cards) < cards:
        state.apply(rng.choice(state.legal_actions()))
    scene = CapHornScene([QColor("#0072B2"), QColor("#D55E00")], Settings(animation_speed=0))
    scene.show_view(state.view(0), [], [])
    return scene


def test_the_cards_on_the_chart_are_drawn_once(qtbot: QtBot) -> None:
    scene = _scene_with_cards(12)
    cards = [item for item in scene.items() if isinstance(item, CardItem)]
    assert len(cards) >= 12
    assert all(card.cacheMode() == CACHED for card in cards)


def test_the_chart_fitted_to_a_full_hd_window_is_drawn_once(qtbot: QtBot) -> None:
    scene = _scene_with_cards(0)
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(scene)
    view.resize(1920, 1080)
    view.fit_to_window()
    chart = scene._board
    assert chart.cacheMode() == CACHED
    # An SVG item skips its cache when it is bigger on screen than its maximum cache size.
    on_screen = view.mapFromScene(chart.sceneBoundingRect()).boundingRect().size()
    limit = chart.maximumCacheSize()
    assert on_screen.width() <= limit.width() and on_screen.height() <= limit.height()
