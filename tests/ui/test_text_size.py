"""The text size of Settings: every window's text at 100% to 200% of the system's, and nothing
cut off at 200% (or with a 16 pt system font) in a 1366×768 window."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from capboard.controller.early_settings import EarlySettings, read_early_settings
from capboard.controller.session import GameSession
from capboard.controller.settings import Settings
from capboard.ui import theme
from capboard.ui.main_window import MainWindow
from capboard.ui.new_game_dialog import NewGameDialog
from capboard.ui.render import render_record
from capboard.ui.settings_dialog import SettingsDialog
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window

pytestmark = IGNORE_OFFSCREEN


def test_the_text_size_is_kept_between_100_and_200_percent(tmp_path: Path) -> None:
    assert Settings().text_size == 100
    with pytest.raises(ValidationError):
        Settings(text_size=250)
    with pytest.raises(ValidationError):
        Settings(text_size=50)
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "fr", "text_size": 150}), encoding="utf-8")
    # Read before the first paint, as the language is: the window opens at that size.
    assert read_early_settings(path) == EarlySettings("fr", None, path, text_size=150)
    path.write_text(json.dumps({"language": "fr", "text_size": 900}), encoding="utf-8")
    assert read_early_settings(path) == EarlySettings("fr", None, path, damaged=True)


def test_the_settings_dialog_offers_the_text_size(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings(text_size=150))
    qtbot.addWidget(dialog)
    assert dialog.text_size.currentData() == 150
    assert dialog.text_size_label.buddy() is dialog.text_size
    dialog.text_size.setCurrentIndex(dialog.text_size.findData(200))
    assert dialog.settings().text_size == 200


def test_a_text_size_applies_to_every_window_and_comes_back(
    qtbot: QtBot, toy_game: str, system_font: QFont
) -> None:
    window = make_window(qtbot)
    base = system_font.pointSizeF()
    label = window.start_page.subtitle
    heading = window.start_page.heading.font().pointSizeF()
    assert label.font().pointSizeF() == pytest.approx(base)

    window.update_settings(window.settings.model_copy(update={"text_size": 200}))
    assert QApplication.font().pointSizeF() == pytest.approx(2 * base)
    assert theme.text_size() == 200
    assert label.font().pointSizeF() == pytest.approx(2 * base)
    # A heading has a font of its own, which follows too.
    assert window.start_page.heading.font().pointSizeF() == pytest.approx(2 * heading)
    assert window.start_page.heading.font().bold()
    # A window made afterwards has its texts at that size.
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.game_label.font().pointSizeF() == pytest.approx(2 * base)

    window.update_settings(window.settings.model_copy(update={"text_size": 100}))
    assert QApplication.font().pointSizeF() == pytest.approx(base)
    assert window.start_page.heading.font().pointSizeF() == pytest.approx(heading)


def test_the_window_opens_at_the_text_size_of_the_settings(
    qtbot: QtBot, toy_game: str, system_font: QFont
) -> None:
    window = MainWindow(early=EarlySettings(text_size=175), persist=False)
    qtbot.addWidget(window)
    assert QApplication.font().pointSizeF() == pytest.approx(1.75 * system_font.pointSizeF())


def _cut(label: QLabel) -> bool:
    """Whether a shown label is shorter than its text needs at its width."""
    if not label.isVisible() or not label.text():
        return False
    needed = (
        label.heightForWidth(label.width())
        if label.wordWrap()
        else label.fontMetrics().height() * (label.text().count("\n") + 1)
    )
    return label.height() < needed


@pytest.mark.parametrize(
    ("percent", "points"), [(200, None), (100, 16.0)], ids=["200 percent", "16 pt system font"]
)
def test_nothing_is_cut_off_in_a_1366_by_768_window(
    qtbot: QtBot, system_font: QFont, percent: int, points: float | None
) -> None:
    if points is not None:
        font = QFont(system_font)
        font.setPointSizeF(points)
        QApplication.setFont(font)
    window = MainWindow(Settings(animation_speed=0.0, text_size=percent), persist=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()  # laid out, as it is before it is painted
    for card in window.start_page.cards.values():
        for label in (card.title, card.blurb, card.facts):
            assert not _cut(label), label.text()

    session = GameSession(render_record("catan", 4, 1, 12), autosave=None, bot_delay_ms=0)
    window.open_session(session)
    if session.awaiting_handover:
        window.handover.confirmed.emit()
    table = window.table
    qtbot.waitUntil(lambda: table.isVisible() and table.actions.count() > 3)
    QApplication.processEvents()
    assert (window.width(), window.height()) == (1366, 768)
    # The players' cards are whole (they scroll when they do not all fit)...
    for card in table.side.cards:
        for label in (card.name, card.kind, card.lines):
            assert not _cut(label), label.text()
    # ... the current player's is in view...
    current = next(card for card in table.side.cards if card.property("current"))
    qtbot.waitUntil(lambda: not current.visibleRegion().isEmpty())
    # ... and the moves and the log keep room for several lines each (a move at 200% takes
    # two: two whole moves, where the cards left one).
    actions = table.actions
    second = actions.visualRect(actions.model().index(1, 0))
    lines = actions.fontMetrics().lineSpacing()
    assert second.bottom() <= actions.viewport().height()
    assert actions.viewport().height() >= 4 * lines
    assert table.log.viewport().height() >= 4 * lines


def test_a_text_size_changed_during_a_game_keeps_the_turn_and_the_newest_line_in_view(
    qtbot: QtBot, system_font: QFont
) -> None:
    window = MainWindow(Settings(animation_speed=0.0), persist=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    session = GameSession(render_record("catan", 4, 1, 12), autosave=None, bot_delay_ms=0)
    window.open_session(session)
    if session.awaiting_handover:
        window.handover.confirmed.emit()
    table = window.table
    qtbot.waitUntil(table.isVisible)
    window.update_settings(window.settings.model_copy(update={"text_size": 175}))
    current = next(card for card in table.side.cards if card.property("current"))
    log = table.log
    last = log.model().index(log.count() - 1, 0)
    qtbot.waitUntil(
        lambda: (
            not current.visibleRegion().isEmpty()
            and log.visualRect(last).bottom() <= log.viewport().height()
        )
    )
    assert current.name.font().pointSizeF() > 1.75 * system_font.pointSizeF()
