"""A game opened when it is already over (a finished save) shows its final table to whoever
looks, as a game of computers does: nobody is at the screen, and nothing is secret any more
than the public view shows."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from capboard.controller.session import GameSession
from capboard.ui.render import render_record
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window

pytestmark = IGNORE_OFFSCREEN


@pytest.mark.parametrize(("game_id", "players"), [("cappella", 2), ("cape-epee", 3)])
def test_a_finished_game_opened_shows_its_final_table(
    qtbot: QtBot, game_id: str, players: int
) -> None:
    record = render_record(game_id, players, seed=2, moves=2000)  # people at every seat
    session = GameSession(record, autosave=None, bot_delay_ms=0)
    assert session.is_over and session.viewer is None
    window = make_window(qtbot)
    window.open_session(session)
    scene = window.scene
    assert scene is not None
    qtbot.waitUntil(lambda: len(scene.items()) > 0)
    assert scene.itemsBoundingRect().width() > 0
