"""A whole 3-player De Cape et d'Épée game, a person against two greedy computer players,
played by clicks on the table to the score screen."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from capboard.controller import paths
from capboard.controller.history import History
from capboard.engine.protocol import Action
from capboard.engine.record import SeatRecord
from capboard.games.cape_epee.actions import (
    KeepObjectives,
    NoSlip,
    PlayCard,
    SlipCard,
    SwapObjectives,
)
from capboard.ui.games.cape_epee.scene import CapeEpeeScene
from capboard.ui.main_window import MainWindow
from tests.ui.helpers import make_window, new_session, wait_for_play

SEED = 5


def click_item(window: MainWindow, item, local: QPointF | None, qtbot: QtBot) -> None:
    """A real left click through the board view on ``item``."""
    board = window.table.board
    board.ensureVisible(item)
    point = item.mapToScene(local if local is not None else item.boundingRect().center())
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=board.mapFromScene(point))


def click_for(window: MainWindow, scene: CapeEpeeScene, action: Action, qtbot: QtBot) -> None:
    """Click the table where ``action`` is chosen, as a person would."""
    if isinstance(action, PlayCard):
        card = next(c for c in scene.hand_cards() if c.card_id == action.card)
        if scene.selected_card != action.card:
            click_item(window, card, None, qtbot)
        assert scene.selected_card == action.card
        column = scene.column_item(action.column)
        click_item(window, column, column.slot, qtbot)
    elif isinstance(action, SwapObjectives):
        click_item(window, scene.objective_item(action.column), QPointF(0, 0), qtbot)
    elif isinstance(action, KeepObjectives):
        click_item(window, scene.button("keep"), None, qtbot)
    elif isinstance(action, SlipCard):
        card = next(c for c in scene.hand_cards() if c.card_id == action.card)
        click_item(window, card, None, qtbot)
    elif isinstance(action, NoSlip):
        click_item(window, scene.button("no-slip"), None, qtbot)


def choose(legal: list[Action], turn: int) -> Action:
    """The person's plan: vary the choices so every kind of click is tried."""
    ordered = sorted(legal, key=lambda a: a.notation())
    return ordered[turn % len(ordered)]


def test_a_person_plays_two_computers_by_clicks_to_the_score_screen(qtbot: QtBot) -> None:
    history = History(paths.history_path())
    window = make_window(qtbot, history=history)
    window.resize(1400, 900)
    seats = [
        SeatRecord(name="Alice", colour="#0072b2"),
        SeatRecord(name="Robot", colour="#d55e00", kind="computer", level="greedy"),
        SeatRecord(name="Robin", colour="#009e73", kind="computer", level="greedy"),
    ]
    session = new_session("cape-epee", seats, seed=SEED, history=history)
    window.open_session(session)
    scene = window.scene
    assert isinstance(scene, CapeEpeeScene)
    clicks = 0
    chosen: set[type] = set()
    while not session.is_over:
        wait_for_play(
            qtbot,
            session,
            lambda: session.is_over or (session.actor == 0 and bool(session.legal_actions())),
            timeout=30_000,
        )
        if session.is_over:
            break
        action = choose(list(session.legal_actions()), clicks)
        before = len(session.log)
        click_for(window, scene, action, qtbot)
        wait_for_play(qtbot, session, lambda before=before: len(session.log) > before)
        assert session.log[before].action == action  # the click chose exactly that
        clicks += 1
        chosen.add(type(action))
        assert clicks < 200, "the game should be over by now"

    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    assert session.outcome is not None
    assert clicks >= 6 * 2
    assert PlayCard in chosen
    played = {r.name or f"computer ({r.level})": r.played for r in history.stats()}
    assert played == {"Alice": 1, "computer (medium)": 1}  # Robot and Robin: one game
    # The table was heard: the cards played, and the win after the last move.
    qtbot.waitUntil(lambda: window.sounds.counts["win"] == 1)
    assert window.sounds.counts["card"] > 0
