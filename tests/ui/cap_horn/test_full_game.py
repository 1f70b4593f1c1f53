"""A whole Cap Horn race, a person against the greedy computer player, played by clicks on
the board to the score screen."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from capboard.controller import paths
from capboard.controller.history import History
from capboard.engine import registry
from capboard.engine.protocol import Action
from capboard.engine.record import SeatRecord
from capboard.games.cap_horn.actions import (
    BuyCard,
    CoverCard,
    CrossFinish,
    EndTurn,
    Ignore,
    LayCard,
    Renounce,
    Sail,
    Sprint,
    Stay,
)
from capboard.ui.games.cap_horn.layout import SQUARE
from capboard.ui.games.cap_horn.scene import CapHornScene
from capboard.ui.main_window import MainWindow
from tests.ui.cap_horn.cap_horn_games import sailor_choice
from tests.ui.helpers import make_window, new_session, wait_for_play

SEED = 14  # a race the scripted sailor wins at the line against the medium player
BUTTONS = {Renounce: "renounce", Stay: "renounce", Sprint: "sprint", BuyCard: "buy", EndTurn: "end"}


def click_item(window: MainWindow, item, local: QPointF | None, qtbot: QtBot) -> None:
    """A real left click through the board view on ``item``."""
    board = window.table.board
    board.ensureVisible(item)
    point = item.mapToScene(local if local is not None else item.boundingRect().center())
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=board.mapFromScene(point))


def click_for(window: MainWindow, scene: CapHornScene, action: Action, qtbot: QtBot) -> None:
    """Click the board where ``action`` is chosen, as a person would: a hand card first for
    laying or covering, then the square."""
    centre = QPointF(SQUARE / 2, SQUARE / 2)
    if isinstance(action, LayCard | CoverCard):
        card = next(c for c in scene.hand_cards() if c.kind == action.card)
        if scene.selected_card != action.card:
            click_item(window, card, None, qtbot)
        assert scene.selected_card == action.card
        click_item(window, scene.square_item((action.x, action.y)), centre, qtbot)
    elif isinstance(action, Sail | Ignore):
        if scene.selected_card is not None:  # let a selected card go back to the hand
            click_item(window, scene.hand_cards()[0], None, qtbot)
            if scene.selected_card is not None:
                click_item(window, scene.hand_cards()[0], None, qtbot)
        click_item(window, scene.square_item((action.x, action.y)), centre, qtbot)
    elif isinstance(action, CrossFinish):
        click_item(window, scene.finish_item(), QPointF(2.5 * SQUARE, -SQUARE * 0.4), qtbot)
    else:
        click_item(window, scene.button(BUTTONS[type(action)]), None, qtbot)


def test_a_person_races_the_computer_by_clicks_to_the_score_screen(qtbot: QtBot) -> None:
    history = History(paths.history_path())
    window = make_window(qtbot, history=history)
    window.resize(1400, 900)
    seats = [
        SeatRecord(name="Alice", colour="#0072b2"),
        SeatRecord(name="Robot", colour="#d55e00", kind="computer", level="greedy"),
    ]
    session = new_session("cap-horn", seats, seed=SEED, history=history)
    window.open_session(session)
    scene = window.scene
    assert isinstance(scene, CapHornScene)
    # The person's plan is worked out on a copy of the game that follows the log.
    mirror = registry.get("cap-horn").new_state(2, SEED)
    followed = 0
    clicks = 0
    chosen: set[type] = set()
    while not session.is_over:
        wait_for_play(
            qtbot,
            session,
            lambda: session.is_over or (session.actor == 0 and bool(session.legal_actions())),
            timeout=20_000,
        )
        for entry in list(session.log)[followed:]:
            if entry.kind == "action" and entry.action is not None:
                mirror.apply(entry.action)
        followed = len(session.log)
        if session.is_over:
            break
        assert mirror.legal_actions() == session.legal_actions()
        action = sailor_choice(mirror)
        before = len(session.log)
        click_for(window, scene, action, qtbot)
        wait_for_play(qtbot, session, lambda before=before: len(session.log) > before)
        assert session.log[before].action == action  # the click chose exactly that
        clicks += 1
        chosen.add(type(action))
        assert clicks < 400, "the race should be over by now"

    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    outcome = session.outcome
    assert outcome is not None and outcome.winners == (0,)
    headline = window.score_dialog.headline.text()
    assert "Alice" in headline
    assert clicks > 20
    assert {LayCard, Sail, EndTurn, CrossFinish} <= chosen
    played = {r.name or f"computer ({r.level})": r.played for r in history.stats()}
    assert played == {"Alice": 1, "computer (medium)": 1}
    # The table was heard: cards laid, clippers sailing, and the win after the last move.
    qtbot.waitUntil(lambda: window.sounds.counts["win"] == 1)
    assert window.sounds.counts["card"] > 0 and window.sounds.counts["sail"] > 0
