"""A Cappella deal that blocks the first player ends the game before anyone plays: the window
says so with the score screen, as after a last move, and the log tells why."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from capboard.controller.session import GameSession
from capboard.engine.record import SeatRecord
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window

pytestmark = IGNORE_OFFSCREEN

PEOPLE = [SeatRecord(name="Alice", colour="#0072B2"), SeatRecord(name="Bruno", colour="#D55E00")]
BLOCKED_DEAL = 148306  # no green token on the border (see tests/games/cappella/test_end.py)


def test_a_deal_that_blocks_the_first_player_shows_the_score_screen_at_once(
    qtbot: QtBot,
) -> None:
    window = make_window(qtbot)
    window.update_settings(window.settings.model_copy(update={"result_seconds": 0.0}))
    session = GameSession.new("cappella", PEOPLE, seed=BLOCKED_DEAL, autosave=None, bot_delay_ms=0)
    assert session.is_over
    window.open_session(session)
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    dialog = window.score_dialog
    assert dialog is not None
    first = PEOPLE[session.outcome.details["seat"]].name
    assert first in dialog.reason.text()  # "The deal leaves no green token … for Alice's …"
    assert any(first in line and "deal" in line for line in window.table.log.lines())
