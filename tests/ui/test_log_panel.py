"""The game log's lines and their players' icons."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from capboard.controller.log import LogEntry
from capboard.engine.protocol import Event
from capboard.ui import log_panel, theme
from capboard.ui.log_panel import PAGE_LINES, LogPanel


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


def test_a_long_log_words_its_latest_lines_and_earlier_ones_when_scrolled_up(
    qtbot: QtBot,
) -> None:
    log = LogPanel()
    qtbot.addWidget(log)
    log.configure(["Alice"], [theme.swatch_icon("#0072B2", 0, 16)])
    log.resize(300, 200)
    log.show()
    qtbot.waitExposed(log)
    worded: list[Event] = []

    def word(event: Event) -> str:
        worded.append(event)
        return event.code

    entries = [LogEntry(i, 0, None, [Event(f"line {i}")]) for i in range(1000)]
    log.set_entries(entries, word)
    assert len(worded) == log.count() == PAGE_LINES  # the latest page only
    assert log.item(log.count() - 1).text() == "line 999"
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() == bar.maximum() > 0)  # the newest in view

    # Scrolled up to the top: a page of earlier lines comes above, and the line that was at
    # the top stays in view.
    top = log.item(0)

    def scroll_up() -> bool:
        if log.count() == PAGE_LINES:
            bar.setValue(bar.minimum())  # again if the list followed its newest line since
        return log.count() > PAGE_LINES

    qtbot.waitUntil(scroll_up)
    assert log.count() == 2 * PAGE_LINES
    assert log.item(0).text() == f"line {1000 - 2 * PAGE_LINES}"
    assert log.viewport().rect().contains(log.visualItemRect(top).topLeft())
    assert bar.value() > bar.minimum()

    # New lines still come at the bottom; every line can be had, in order.
    log.append_entries([LogEntry(1000, 0, None, [Event("line 1000")])])
    assert log.item(log.count() - 1).text() == "line 1000"
    assert log.lines() == [f"line {i}" for i in range(1001)]
    assert len(worded) == 1001  # each worded once


def test_a_log_taller_than_its_latest_page_shows_the_earlier_lines_too(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(log_panel, "PAGE_LINES", 3)
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(300, 600)  # room for far more than three lines
    log.show()
    qtbot.waitExposed(log)
    log.set_entries([LogEntry(i, 0, None, [Event(f"line {i}")]) for i in range(12)], str)
    assert log.count() == 3
    qtbot.waitUntil(lambda: log.count() == 12)
    assert log.item(0).text() == log.lines()[0]
