"""A whole Cappella game, a person against the computer, played by clicks on the board."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from capboard.controller import paths
from capboard.controller.history import History
from capboard.engine.protocol import Action
from capboard.engine.record import SeatRecord
from capboard.games.cappella.actions import (
    PayPath,
    PlaceBuilding,
    PlacePath,
    StartBuild,
    TakeFromReserve,
)
from capboard.ui.games.cappella.scene import CappellaScene
from capboard.ui.main_window import MainWindow
from tests.ui.helpers import make_window, new_session, wait_for_play

TOKEN_RIM = QPointF(0, 30)
"""Tokens are clicked near the rim: their middle may lie under a path slot."""
HALF = 12.0
"""A path is clicked on the half lying on the token whose material it pays."""


def click_for(window: MainWindow, scene: CappellaScene, action: Action, qtbot: QtBot) -> None:
    """Click the board where ``action`` is chosen, as a person would."""
    view = window.session.view()
    if isinstance(action, PlacePath):
        item, local = scene.side_item(action.a, action.b), QPointF(0, 0)
    elif isinstance(action, PayPath):
        item = scene.side_item(action.a, action.b)
        on_a = view.tokens[action.a] == action.material
        local = QPointF(-HALF if on_a else HALF, 0)
    elif isinstance(action, PlaceBuilding):
        item, local = scene.token_item(action.cell), TOKEN_RIM
    elif isinstance(action, StartBuild):
        item, local = scene.build_card(action.building), None
    elif isinstance(action, TakeFromReserve):
        item, local = scene.reserve_card(), None
    else:  # pragma: no cover - every Cappella action is covered above
        raise AssertionError(action)
    board = window.table.board
    board.ensureVisible(item)
    point = item.mapToScene(local if local is not None else item.boundingRect().center())
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=board.mapFromScene(point))


def test_a_person_beats_or_loses_to_the_computer_by_clicks_to_the_score_screen(
    qtbot: QtBot,
) -> None:
    history = History(paths.history_path())
    window = make_window(qtbot, history=history)
    window.resize(1280, 900)
    seats = [
        SeatRecord(name="Alice", colour="#0072b2"),
        SeatRecord(name="Robot", colour="#d55e00", kind="computer", level="greedy"),
    ]
    session = new_session("cappella", seats, seed=12, history=history)
    window.open_session(session)
    scene = window.scene
    assert isinstance(scene, CappellaScene)
    rng = random.Random(12)
    clicks = 0
    chosen: set[type] = set()
    while not session.is_over:
        wait_for_play(
            qtbot, session, lambda: session.is_over or bool(session.legal_actions()), timeout=5000
        )
        if session.is_over:
            break
        legal = session.legal_actions()
        # Prefer building, so the game reaches its end by buildings as often as by blocking.
        builds = [a for a in legal if not isinstance(a, PlacePath)]
        action = rng.choice(builds if builds and rng.random() < 0.8 else legal)
        before = len(session.log)
        click_for(window, scene, action, qtbot)
        wait_for_play(qtbot, session, lambda before=before: len(session.log) > before)
        assert session.log[before].action == action  # the click chose exactly that
        clicks += 1
        chosen.add(type(action))

    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    outcome = session.outcome
    assert outcome is not None
    names = [s.name for s in seats]
    headline = window.score_dialog.headline.text()
    assert any(names[w] in headline for w in outcome.winners) or outcome.is_draw
    assert clicks > 10
    assert {PlacePath, StartBuild, PayPath, PlaceBuilding} <= chosen  # every kind of click
    played = {r.name or f"computer ({r.level})": r.played for r in history.stats()}
    assert played == {"Alice": 1, "computer (medium)": 1}
    # The table was heard: paths set down, buildings built, and the win after the last move.
    qtbot.waitUntil(lambda: window.sounds.counts["win"] == 1)
    assert window.sounds.counts["place"] > 0 and window.sounds.counts["build"] > 0
