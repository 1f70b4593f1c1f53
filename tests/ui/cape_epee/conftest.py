"""Fixtures for De Cape et d'Épée's ui tests: hand-built views and scenes shown in a view."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PySide6.QtGui import QColor

from capboard.controller.settings import Settings
from capboard.engine.protocol import Action, Event
from capboard.games.cape_epee.view import CapeEpeeView, CardInColumn, Choice, Column, Objective
from capboard.ui.board_view import BoardView
from capboard.ui.games.cape_epee import GAME_UI
from capboard.ui.games.cape_epee.scene import CapeEpeeScene
from tests.ui.helpers import shown_board

COLOURS = ("#0072B2", "#D55E00", "#009E73", "#E69F00")
NAMES = ["Alice", "Bruno", "Chloé", "David"]


def hand_view(**changes) -> CapeEpeeView:
    """A 3-player view built by hand: Alice (seat 0) to play; column 2 closed by a Storm;
    Bruno's face-down Queen under Combat 3; Alice's own face-down King under Music 5."""
    columns = (
        Column(
            Objective("combat-3a", "combat", 3),
            (CardInColumn(1, "juliet", True), CardInColumn(1, None, False)),
            closed=False,
            complete=False,
        ),
        Column(
            Objective("music-5", "music", 5),
            (CardInColumn(2, "dragon", True), CardInColumn(0, "king", False)),
            closed=False,
            complete=False,
        ),
        Column(
            Objective("alchemy-2", "alchemy", 2),
            (CardInColumn(0, "storm", True), CardInColumn(2, "hermit", True)),
            closed=True,
            complete=True,
        ),
    )
    base = dict(
        seat=0,
        players=3,
        options=None,
        current_player=0,
        pending_players=(0,),
        is_over=False,
        round=2,
        turn=0,
        columns=columns,
        hand=("queen", "traitor", "witch"),
        hand_sizes=(3, 3, 2),
        pile_sizes=(18, 18, 19),
        objectives_left=6,
        won=(
            (Objective("religion-4", "religion", 4),),
            (),
            (Objective("commerce-1", "commerce", 1),),
        ),
        scores=(4, 0, 1),
        choice=None,
        revealed=((), (), ()),
    )
    base.update(changes)
    return CapeEpeeView(**base)  # type: ignore[arg-type]


def traitor_view() -> CapeEpeeView:
    """Alice's Traitor, turned up under Combat 3, asks her to swap or keep."""
    return hand_view(choice=Choice("traitor", 0, 0, 0))


def disguise_view() -> CapeEpeeView:
    """Alice's Disguise, turned up under Music 5, asks her to slip a card; Bruno's turn."""
    return hand_view(choice=Choice("disguise", 0, 1, 1), turn=1, current_player=0)


@pytest.fixture
def settings() -> Settings:
    """Settings without animations."""
    return Settings(animation_speed=0.0, colour_blind=False)


@pytest.fixture
def make_scene(qtbot, settings: Settings) -> Callable[..., tuple[CapeEpeeScene, BoardView]]:
    """Build a scene shown in a board view, from a view and its legal actions."""

    def make(
        view: CapeEpeeView,
        legal: Sequence[Action] = (),
        events: list[Event] | None = None,
        settings_: Settings | None = None,
    ) -> tuple[CapeEpeeScene, BoardView]:
        scene = GAME_UI.create_scene([QColor(c) for c in COLOURS], settings_ or settings)
        scene.show_view(view, list(legal), events or [])
        graphics = shown_board(qtbot, scene, 1400, 900)
        return scene, graphics

    return make
