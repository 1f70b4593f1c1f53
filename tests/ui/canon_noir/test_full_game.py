"""A whole Canon Noir game, a person against the computer, played by clicks and keys on the
board — rolling, sailing, aiming the black cannon with the keyboard — to the score screen."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from capboard.controller import paths
from capboard.controller.history import History
from capboard.engine.protocol import Action
from capboard.engine.record import SeatRecord
from capboard.games.canon_noir.actions import Aim, Duel, Fire, NoDuel, Roll, Sail
from capboard.games.canon_noir.ballistics import ideal_aim
from capboard.games.canon_noir.board import canon_noir_data, king_distance
from capboard.games.canon_noir.view import CanonNoirView
from capboard.ui.games.canon_noir.scene import CanonNoirScene
from capboard.ui.main_window import MainWindow
from tests.ui.helpers import make_window, new_session, wait_for_play


def click_item(window: MainWindow, item, local: QPointF, qtbot: QtBot) -> None:
    """Click the board on ``item`` at ``local`` (item coordinates), as a person would."""
    board = window.table.board
    board.ensureVisible(item)
    point = board.mapFromScene(item.mapToScene(local))
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=point)


def choose_sail(view: CanonNoirView, legal: list[Action], rng: random.Random, fired: bool) -> Sail:
    """A plain captain's choice: a black cannon (until a shot was fired), a treasure, home."""
    data = canon_noir_data()
    sails = [a for a in legal if isinstance(a, Sail)]
    me = view.fleets[view.fleet]
    enemies = [
        f
        for f in view.fleets
        if f.owner not in (None, me.owner) and f.ship != "raft" and data.port_owner(f.at) is None
    ]
    squares = {(a.x, a.y): a for a in sails}
    if not fired and me.ship != "raft" and enemies:
        for square in data.cannon_squares:
            if square in squares:
                return squares[square]
    if me.treasure or me.ship == "raft":
        return min(sails, key=lambda a: (king_distance((a.x, a.y), me.port), rng.random()))
    for square in data.treasure_squares:
        if square in squares and view.pool > 0:
            return squares[square]
    goals = list(data.treasure_squares) + ([] if fired else list(data.cannon_squares))
    return min(
        sails,
        key=lambda a: (min(king_distance((a.x, a.y), g) for g in goals), rng.random()),
    )


def aim_and_fire(window: MainWindow, scene: CanonNoirScene, qtbot: QtBot) -> Fire:
    """Turn the cannon onto the target with the arrow keys and stop the gauge with Space
    near the power that reaches it."""
    view = window.session.view()
    shot = view.shot
    data = canon_noir_data()
    direction, power = ideal_aim(
        view.fleets[shot.shooter].at, view.fleets[shot.target].at, data.ballistics
    )
    board = window.table.board
    qtbot.waitUntil(scene.is_aiming, timeout=3000)
    board.setFocus()
    # Knock the aim off by a few degrees, then bring it back with the keys.
    qtbot.keyClick(board, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    delta = (round(direction) - round(scene.aim_direction()) + 180) % 360 - 180
    key = Qt.Key.Key_Right if delta > 0 else Qt.Key.Key_Left
    for _ in range(abs(delta)):
        qtbot.keyClick(board, key)
    assert round(scene.aim_direction()) % 360 == round(direction) % 360
    target_power = max(0, min(100, round(power)))
    qtbot.waitUntil(lambda: abs(scene.gauge_power() - target_power) <= 1, timeout=5000)
    before = len(window.session.log)
    qtbot.keyClick(board, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(window.session.log) > before, timeout=5000)
    action = window.session.log[before].action
    assert isinstance(action, Fire)
    return action


def test_a_person_plays_canon_noir_against_the_computer_to_the_score_screen(qtbot: QtBot) -> None:
    history = History(paths.history_path())
    window = make_window(qtbot, history=history)
    window.resize(1280, 900)
    seats = [
        SeatRecord(name="Alice", colour="#0072b2"),
        SeatRecord(name="Robot", colour="#d55e00", kind="computer", level="greedy"),
    ]
    session = new_session("canon-noir", seats, seed=3, history=history)
    window.open_session(session)
    scene = window.scene
    assert isinstance(scene, CanonNoirScene)
    rng = random.Random(3)
    shots: list[Fire] = []
    chosen: set[type] = set()
    turns = 0
    while not session.is_over:
        wait_for_play(
            qtbot, session, lambda: session.is_over or bool(session.legal_actions()), timeout=10000
        )
        if session.is_over:
            break
        view = session.view()
        legal = session.legal_actions()
        turns += 1
        assert turns < 2000, "the game should end"
        if view.phase == "fire":
            shots.append(aim_and_fire(window, scene, qtbot))
            chosen.add(Fire)
            continue
        if view.phase == "roll":
            action: Action = Roll()
            item, local = scene.dice_item(), QPointF(30, 30)
        elif view.phase == "sail":
            action = choose_sail(view, list(legal), rng, bool(shots))
            item, local = scene.target_item((action.x, action.y)), QPointF(0, 10)
        elif view.phase == "aim":
            action = next(a for a in legal if isinstance(a, Aim))
            item, local = scene.ship_item(action.target), QPointF(0, 0)
        elif view.phase == "duel":
            duel = next(a for a in legal if isinstance(a, Duel))
            if shots:
                action, item = NoDuel(), scene.let_go_card()
            else:
                action, item = duel, scene.duel_card()
            local = QPointF(40, 25)
        else:  # pragma: no cover - every phase with a choice is covered above
            raise AssertionError(view.phase)
        assert action in legal
        before = len(session.log)
        click_item(window, item, local, qtbot)
        wait_for_play(qtbot, session, lambda before=before: len(session.log) > before)
        assert session.log[before].action == action  # the click chose exactly that
        chosen.add(type(action))

    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    outcome = session.outcome
    assert outcome is not None
    headline = window.score_dialog.headline.text()
    assert any(s.name in headline for s in (seats[w] for w in outcome.winners))
    assert shots, "the person aimed and fired at least once"
    assert {Roll, Sail, Fire} <= chosen
    played = {r.name or f"computer ({r.level})": r.played for r in history.stats()}
    assert played == {"Alice": 1, "computer (medium)": 1}
    # The table was heard: the dice, the ships, the cannon, and the win after the last move.
    qtbot.waitUntil(lambda: window.sounds.counts["win"] == 1)
    heard = window.sounds.counts
    assert heard["dice"] > 0 and heard["sail"] > 0
    fired = sum(1 for entry in session.log for event in entry.events if event.code == "shot")
    assert heard["cannon"] == fired >= len(shots)
    assert heard["splash"] + heard["hit"] == fired  # every ball landed somewhere
