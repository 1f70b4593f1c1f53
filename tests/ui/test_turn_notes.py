"""Between people's turns: what the others did since a person last had the table is told on
the hand-over screen, listed beside the table and marked on the board."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from capboard.controller.session import GameSession
from capboard.engine.record import SeatRecord, replay
from capboard.games.cap_horn.actions import LayCard, Sail
from capboard.ui.games.cap_horn.layout import square_centre
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window, pass_handover

pytestmark = IGNORE_OFFSCREEN

PEOPLE = [SeatRecord(name="Alice", colour="#0072B2"), SeatRecord(name="Bruno", colour="#D55E00")]


def _open(qtbot: QtBot, game_id: str, seed: int, **settings) -> tuple:
    window = make_window(qtbot)
    window.update_settings(window.settings.model_copy(update={"result_seconds": 0.0, **settings}))
    session = GameSession.new(game_id, PEOPLE, seed=seed, autosave=None, bot_delay_ms=0)
    window.open_session(session)
    pass_handover(qtbot, window)
    return window, session


def _play(qtbot: QtBot, window, action) -> None:
    session = window.session
    before = len(session.log)
    window.table.actions.action_chosen.emit(action)
    qtbot.waitUntil(lambda: len(session.log) > before)


def test_cap_horn_the_next_person_reads_and_sees_on_the_board_what_the_other_did(
    qtbot: QtBot,
) -> None:
    window, session = _open(qtbot, "cap-horn", seed=4)
    alice = session.viewer
    # Alice lays a card where her clipper can sail, sails onto it, and ends her turn.
    lay = next(
        a
        for a in session.legal_actions()
        if isinstance(a, LayCard)
        and any(isinstance(b, Sail) and (b.x, b.y) == (a.x, a.y) for b in _after(session, a))
    )
    _play(qtbot, window, lay)
    _play(qtbot, window, Sail(lay.x, lay.y))
    while session.viewer == alice and session.legal_actions():
        _play(qtbot, window, session.legal_actions()[-1])  # end the turn (buy nothing)
    assert window.table.pass_banner.isVisible()  # Alice sees her move's result first
    qtbot.mouseClick(window.table.pass_banner.button, Qt.MouseButton.LeftButton)
    recap = window.handover.recap.lines()
    assert any("Alice" in line for line in recap)
    # Alice's drawn card is hers alone: the hand-over screen never names it.
    assert not any("You draw" in line for line in recap)
    pass_handover(qtbot, window)
    assert session.viewer != alice
    assert window.table.since.isVisible()
    marked = window.scene.marked_places()
    assert square_centre((lay.x, lay.y)) in marked  # where she laid and sailed to
    # Bruno plays: the list and the marks go.
    _play(qtbot, window, session.legal_actions()[0])
    assert not window.table.since.isVisible()
    assert window.scene.marked_places() == []


def _after(session: GameSession, action) -> list:
    """What the rules allow after ``action``, on the game rebuilt from its record."""
    state = replay(session.record)[0]
    state.apply(action)
    return state.legal_actions()


@pytest.mark.parametrize("seed", [1, 2])
def test_cappella_no_hand_over_but_the_path_laid_is_marked_for_the_next_person(
    qtbot: QtBot, seed: int
) -> None:
    window, session = _open(qtbot, "cappella", seed=seed)
    alice = session.viewer
    rng = random.Random(seed)
    while session.viewer == alice:
        legal = session.legal_actions()
        _play(qtbot, window, rng.choice(legal))
    assert window.stack.currentWidget() is window.table  # nothing secret: no hand-over
    assert window.table.since.isVisible()
    placed = [
        e
        for entry in session.log
        if entry.seat == alice
        for e in entry.events
        if e.code in ("path_placed", "building_placed")
    ]
    assert placed and len(window.scene.marked_places()) == len(placed)
