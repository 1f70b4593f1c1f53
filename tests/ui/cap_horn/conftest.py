"""Fixtures for Cap Horn's ui tests: scenes shown in the application's board view."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PySide6.QtGui import QColor

from capboard.controller.settings import Settings
from capboard.engine.protocol import Action, Event
from capboard.games.cap_horn.view import CapHornView
from capboard.ui.board_view import BoardView
from capboard.ui.games.cap_horn import GAME_UI
from capboard.ui.games.cap_horn.scene import CapHornScene
from tests.ui.cap_horn.cap_horn_games import COLOURS
from tests.ui.helpers import shown_board


@pytest.fixture
def settings() -> Settings:
    """Settings without animations (tests that animate ask for them)."""
    return Settings(animation_speed=0.0, colour_blind=False)


@pytest.fixture
def make_scene(qtbot, settings: Settings) -> Callable[..., tuple[CapHornScene, BoardView]]:
    """Build a Cap Horn scene shown in a view, from a view and its legal actions."""

    def make(
        view: CapHornView,
        legal: Sequence[Action] = (),
        events: list[Event] | None = None,
        settings_: Settings | None = None,
    ) -> tuple[CapHornScene, BoardView]:
        scene = GAME_UI.create_scene([QColor(c) for c in COLOURS], settings_ or settings)
        scene.show_view(view, list(legal), events or [])
        graphics = shown_board(qtbot, scene, 1400, 900)
        return scene, graphics

    return make
