"""The keyboard list of moves: it starts each turn on a move that costs nothing, and the move
selected in it is shown on the board."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from capboard.controller.session import GameSession
from capboard.engine import registry
from capboard.engine.record import GameRecord, SeatRecord
from capboard.games.cap_horn.actions import Ignore, Sail
from capboard.ui.games import game_ui
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window

pytestmark = IGNORE_OFFSCREEN

SEATS = [
    SeatRecord(name="Alice", colour="#0072B2"),
    SeatRecord(name="Robot", colour="#D55E00", kind="computer", level="easy"),
]


def _cap_horn_before_a_costly_move_comes_first() -> GameRecord:
    """A game of Cap Horn played at random until Alice may ignore her card but has no normal
    move: the list would then begin with "Ignore the card (−3 points)"."""
    game = registry.get("cap-horn")
    ui = game_ui("cap-horn")
    for seed in range(200):
        state = game.new_state(2, seed)
        rng = random.Random(seed)
        actions = []
        while not state.is_over and len(actions) < 300:
            legal = state.legal_actions()
            if state.actor() == 0:
                listed = ui.listed_actions(state.view(0), legal)
                if listed and isinstance(listed[0], Ignore):
                    return GameRecord(game_id=game.id, seats=SEATS, seed=seed, actions=actions)
            action = rng.choice(legal)
            state.apply(action)
            actions.append(game.encode_action(action))
    raise AssertionError("no such position in 200 games")


def test_the_list_never_starts_on_a_move_that_costs_points(qtbot: QtBot) -> None:
    record = _cap_horn_before_a_costly_move_comes_first()
    window = make_window(qtbot)
    session = GameSession(record, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    listed = window.table.actions.actions_shown()
    assert isinstance(listed[0], Ignore)
    chosen = window.table.actions.selected_action()
    assert chosen is not None and not window.game_ui.costs(chosen, session.view())
    # A stray Enter plays that free move, never the costly one.
    before = session.view().points[0]
    logged = len(session.log)
    window.table.actions.setFocus()
    qtbot.keyClick(window.table.actions, Qt.Key.Key_Return)
    # (Her move is looked for where it was logged: the robot may already have played after it.)
    qtbot.waitUntil(lambda: len(session.log) > logged)
    assert session.log[logged].action == chosen
    assert session.view().points[0] >= before


def test_each_turn_the_list_starts_again_instead_of_keeping_the_old_row(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    session = GameSession.new("cappella", SEATS, seed=3, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    actions = window.table.actions
    actions.setCurrentRow(actions.count() - 1)  # Alice looks at the last move, then plays
    played = actions.selected_action()
    logged = len(session.log)
    actions.action_chosen.emit(played)
    # (Her move is looked for where it was logged: the robot may already have played after it.)
    qtbot.waitUntil(lambda: len(session.log) > logged)
    assert session.log[logged].action == played
    mine = logged + 1
    qtbot.waitUntil(lambda: any(e.seat == 1 for e in session.log[mine:]), timeout=10000)
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=10000)
    shown = actions.actions_shown()
    assert actions.selected_action() == window.game_ui.first_choice(session.view(), shown)
    assert actions.currentRow() == 0


@pytest.mark.parametrize("game_id", ["cap-horn", "canon-noir", "cappella", "catan"])
def test_the_move_selected_in_the_list_is_shown_on_the_board(qtbot: QtBot, game_id: str) -> None:
    game = registry.get(game_id)
    seats = [SEATS[0]] + [
        SeatRecord(name=f"Robot {i}", colour="#D55E00", kind="computer", level="easy")
        for i in range(1, game.min_players)
    ]
    window = make_window(qtbot)
    session = GameSession.new(game_id, seats, seed=2, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=10000)
    actions = window.table.actions
    shown = 0
    for row in range(actions.count()):
        actions.setCurrentRow(row)
        action = actions.selected_action()
        expected = [centre for centre, _ in window.scene.action_places(action)]
        assert window.scene.previewed_places() == expected
        shown += bool(expected)
    assert shown > 0  # the board shows where the moves of this turn play


def test_a_sail_shows_its_square(qtbot: QtBot) -> None:
    from capboard.ui.games.cap_horn.layout import square_centre

    window = make_window(qtbot)
    session = GameSession.new("cap-horn", SEATS, seed=5, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=10000)
    actions = window.table.actions
    row = next((i for i, a in enumerate(actions.actions_shown()) if isinstance(a, Sail)), None)
    if row is None:
        pytest.skip("no sail this turn")
    actions.setCurrentRow(row)
    sail = actions.selected_action()
    assert window.scene.previewed_places() == [square_centre((sail.x, sail.y))]
