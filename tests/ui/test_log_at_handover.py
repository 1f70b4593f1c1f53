"""The log at a hand-over: only the lines whose private part reads differently for the new
person are worded again; each line's size is measured once and is what the list would lay
out itself."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QListWidget, QListWidgetItem
from pytestqt.qtbot import QtBot

from capboard.controller.log import LogEntry
from capboard.engine.protocol import Event
from capboard.engine.record import SeatRecord
from capboard.ui import theme
from capboard.ui.log_panel import LogPanel
from capboard.ui.main_window import _reads_alike
from tests.ui import fakes
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window, new_session, pass_handover

pytestmark = IGNORE_OFFSCREEN


def test_a_hand_over_words_no_line_again_when_nothing_private_differs(
    qtbot: QtBot, toy_game: str, two_humans: list[SeatRecord]
) -> None:
    window = make_window(qtbot)
    window.update_settings(
        window.settings.model_copy(update={"always_handover": True, "result_seconds": 0.0})
    )
    window.open_session(new_session(toy_game, two_humans))
    pass_handover(qtbot, window)
    session = window.session
    assert session is not None
    for action in (fakes.Add(1), fakes.Add(2), fakes.EndTurn()):
        window.table.actions.action_chosen.emit(action)
        qtbot.waitUntil(lambda a=action: bool(session.log) and session.log[-1].action == a)
    log = window.table.log
    lines = log.lines()
    worded: list[Event] = []
    formatter = log._format
    assert formatter is not None

    def counting(event: Event) -> str:
        worded.append(event)
        return formatter(event)

    log._format = counting
    pass_handover(qtbot, window)  # Bob has the screen now
    assert session.viewer == 1
    assert worded == []  # the toy game keeps no secrets: no line is worded again
    assert log.lines() == lines


def _private_entry() -> LogEntry:
    public = Event("took", {"seat": 0, "n": 2})
    drawn = Event("drew", {"seat": 0}, private={"card": "knight"}, owner=0)
    stolen = Event("stole", {"seat": 1}, private={"card": "wool"}, owner=1, shared_with=(0,))
    return LogEntry(0, 0, None, [public, drawn, stolen])


def test_only_the_lines_that_read_differently_are_worded_again(qtbot: QtBot) -> None:
    entry = _private_entry()
    public, drawn, stolen = entry.events
    assert _reads_alike(public, 0, 1)
    assert not _reads_alike(drawn, 0, 1)  # Alice's own card is named to her only
    assert not _reads_alike(stolen, 0, 1)  # Bob stole it: owner, Alice shares it
    assert _reads_alike(stolen, 0, 0)
    assert _reads_alike(drawn, 1, 2)  # neither Bob nor Chloé sees it

    viewer = [0]
    worded: list[str] = []

    def formatter(event: Event) -> str:
        worded.append(event.code)
        seen = event.seen_by(viewer[0])
        mine = "mine" if seen.private and viewer[0] == event.owner else "theirs"
        return f"{event.code} {dict(seen.private)} {mine}"

    log = LogPanel()
    qtbot.addWidget(log)
    log.set_entries([entry], formatter)
    before = log.lines()
    worded.clear()
    viewer[0] = 1
    reworded = log.reword(lambda event: not _reads_alike(event, 0, 1))
    assert sorted(worded) == ["drew", "stole"]
    assert reworded == 2
    assert log.lines()[0] == before[0]
    assert log.lines()[1] == "drew {} theirs"
    assert log.lines()[2] == "stole {'card': 'wool'} mine"


def test_each_line_keeps_the_size_the_list_would_give_it(qtbot: QtBot) -> None:
    words = [
        "Alice",
        "rolls",
        "six",
        "and",
        "three,",
        "the",
        "robber",
        "moves",
        "to",
        "the",
        "Hills",
        "and",
        "steals",
    ]
    texts = [" ".join(words[: 1 + (i * 7) % len(words)]) * (1 + i % 3) for i in range(60)]
    icon = theme.swatch_icon("#0072B2", 0, 16)
    entries = [LogEntry(i, 0, None, [Event("said", {"text": t})]) for i, t in enumerate(texts)]
    for width in (240, 330):
        log = LogPanel()
        qtbot.addWidget(log)
        log.configure(["Alice"], [icon])
        log.resize(width, 300)
        log.show()
        qtbot.waitExposed(log)
        log.set_entries(entries, lambda event: str(event.params["text"]))
        plain = QListWidget()  # what the list lays out without sizes of its own
        qtbot.addWidget(plain)
        plain.setWordWrap(True)
        plain.resize(width, 300)
        plain.show()
        for text in texts:
            item = QListWidgetItem(text)
            item.setIcon(icon)
            plain.addItem(item)
        qtbot.waitUntil(lambda log=log: not log._remeasure.isActive())
        qtbot.waitUntil(
            lambda log=log, plain=plain: (
                plain.verticalScrollBar().isVisible() == log.verticalScrollBar().isVisible()
            )
        )
        assert log.viewport().width() == plain.viewport().width()
        heights = [log.visualItemRect(log.item(i)).height() for i in range(log.count())]
        expected = [plain.visualItemRect(plain.item(i)).height() for i in range(plain.count())]
        assert heights == expected
        assert all(log.item(i).sizeHint().isValid() for i in range(log.count()))
        # The list narrower: every line measured again, once the width settles.
        log.resize(width - 60, 300)
        plain.resize(width - 60, 300)
        qtbot.waitUntil(lambda log=log: log._measured_width == log.viewport().width())
        heights = [log.visualItemRect(log.item(i)).height() for i in range(log.count())]
        expected = [plain.visualItemRect(plain.item(i)).height() for i in range(plain.count())]
        assert heights == expected
        assert QRect() != log.visualItemRect(log.item(0))
