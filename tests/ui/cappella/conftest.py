"""Fixtures for Cappella's ui tests: scenes shown in the application's board view."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QColor

from capboard.controller.settings import Settings
from capboard.engine.protocol import Action, Event
from capboard.games.cappella.state import CappellaState
from capboard.ui.board_view import BoardView
from capboard.ui.games.cappella import GAME_UI
from capboard.ui.games.cappella.scene import CappellaScene
from tests.ui.cappella.cappella_games import COLOURS
from tests.ui.helpers import shown_board


@pytest.fixture
def settings() -> Settings:
    """Settings without animations (tests that animate ask for them)."""
    return Settings(animation_speed=0.0, colour_blind=False)


@pytest.fixture
def make_scene(qtbot, settings: Settings) -> Callable[..., tuple[CappellaScene, BoardView]]:
    """Build a Cappella scene shown in a view, from a state and its legal actions."""

    def make(
        state: CappellaState,
        legal: list[Action] | None = None,
        events: list[Event] | None = None,
        settings_: Settings | None = None,
    ) -> tuple[CappellaScene, BoardView]:
        scene = GAME_UI.create_scene([QColor(c) for c in COLOURS], settings_ or settings)
        view = state.view(state.actor())
        scene.show_view(view, state.legal_actions() if legal is None else legal, events or [])
        graphics = shown_board(qtbot, scene, 900, 800)
        return scene, graphics

    return make
