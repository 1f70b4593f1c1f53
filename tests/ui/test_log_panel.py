"""The game log's lines and their players' icons."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from capboard.controller.log import LogEntry
from capboard.engine.protocol import Event
from capboard.ui import theme
from capboard.ui.log_panel import LogPanel


def test_an_event_about_another_player_carries_that_players_icon(qtbot: QtBot) -> None:
    log = LogPanel()
    qtbot.addWidget(log)
    icons = [theme.swatch_icon(c, i, 16) for i, c in enumerate(("#0072B2", "#D55E00"))]
    log.configure(["Alice", "Bob"], icons)
    # Alice ends her turn; the engine then gives Bob his navigation point.
    entry = LogEntry(
        3, 0, None, [Event("turn_ended", {}), Event("point", {"seat": 1, "points": 4})]
    )
    log.set_entries([entry], lambda e: e.code)
    assert log.lines() == ["turn_ended", "point"]
    assert log.item(0).icon().cacheKey() == icons[0].cacheKey()  # who acted
    assert log.item(1).icon().cacheKey() == icons[1].cacheKey()  # whom it is about
