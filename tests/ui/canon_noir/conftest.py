"""Fixtures for Canon Noir's ui tests: scenes shown in the application's board view."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PySide6.QtGui import QColor

from capboard.controller.settings import Settings
from capboard.engine.protocol import Action, Event, State
from capboard.ui.board_view import BoardView
from capboard.ui.games.canon_noir import GAME_UI
from capboard.ui.games.canon_noir.scene import CanonNoirScene
from tests.ui.canon_noir.canon_noir_games import COLOURS
from tests.ui.helpers import shown_board


@pytest.fixture
def settings() -> Settings:
    """Settings without animations (tests that animate ask for them)."""
    return Settings(animation_speed=0.0, colour_blind=False)


@pytest.fixture
def make_scene(qtbot, settings: Settings) -> Callable[..., tuple[CanonNoirScene, BoardView]]:
    """Build a Canon Noir scene shown in a view, from a state (the actor's view and its
    legal actions unless told otherwise)."""

    def make(
        state: State,
        legal: Sequence[Action] | None = None,
        events: list[Event] | None = None,
        settings_: Settings | None = None,
        seat: int | None = None,
    ) -> tuple[CanonNoirScene, BoardView]:
        colours = [QColor(c) for c in COLOURS[: state.players]]
        scene = GAME_UI.create_scene(colours, settings_ or settings)
        view = state.view(state.actor() if seat is None else seat)
        scene.show_view(view, state.legal_actions() if legal is None else legal, events or [])
        graphics = shown_board(qtbot, scene, 1000, 900)
        return scene, graphics

    return make
