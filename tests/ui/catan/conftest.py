"""Fixtures for Catan's ui tests: scenes shown in the application's board view."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PySide6.QtGui import QColor

from capboard.controller.settings import Settings
from capboard.engine.protocol import Action, Event
from capboard.games.catan.view import CatanView
from capboard.ui.board_view import BoardView
from capboard.ui.games.catan import GAME_UI
from capboard.ui.games.catan.scene import CatanScene
from tests.ui.catan.catan_games import COLOURS, NAMES
from tests.ui.helpers import shown_board


@pytest.fixture
def settings() -> Settings:
    """Settings without animations (tests that animate ask for them)."""
    return Settings(animation_speed=0.0, colour_blind=False)


@pytest.fixture
def make_scene(qtbot, settings: Settings) -> Callable[..., tuple[CatanScene, BoardView]]:
    """Build a Catan scene shown in a view, from a view and its legal actions."""

    def make(
        view: CatanView,
        legal: Sequence[Action] = (),
        events: list[Event] | None = None,
        settings_: Settings | None = None,
    ) -> tuple[CatanScene, BoardView]:
        scene = GAME_UI.create_scene(
            [QColor(c) for c in COLOURS[: view.players]], settings_ or settings
        )
        scene.set_names(NAMES[: view.players])
        scene.show_view(view, legal, events or [])
        graphics = shown_board(qtbot, scene, 1400, 1000)
        return scene, graphics

    return make
