"""Settings, statistics, the application object, and a guard on the Qt bindings."""

from __future__ import annotations

import sys
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from capboard.controller.settings import Settings
from capboard.ui.app import APP_NAME, application
from capboard.ui.settings_dialog import SettingsDialog
from capboard.ui.stats_window import StatsWindow
from tests.ui.helpers import IGNORE_OFFSCREEN, type_text

pytestmark = IGNORE_OFFSCREEN


def test_settings_dialog_returns_the_chosen_settings(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings(language="system", sound=True, animation_speed=1.0))
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    dialog.sound.setChecked(False)
    dialog.speed.setCurrentIndex(dialog.speed.findData(0.0))
    dialog.colour_blind.setChecked(True)
    chosen = dialog.settings()
    assert (chosen.language, chosen.sound, chosen.animation_speed, chosen.colour_blind) == (
        "fr",
        False,
        0.0,
        True,
    )


def test_settings_dialog_sets_the_hand_over_and_the_pause_before_it(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings(result_seconds=2.0, always_handover=False))
    qtbot.addWidget(dialog)
    assert dialog.result.currentData() == 2.0 and not dialog.always_handover.isChecked()
    dialog.result.setCurrentIndex(dialog.result.findData(0.0))  # until a click
    dialog.always_handover.setChecked(True)
    chosen = dialog.settings()
    assert (chosen.result_seconds, chosen.always_handover) == (0.0, True)
    again = SettingsDialog(chosen)
    qtbot.addWidget(again)
    assert again.result.currentData() == 0.0 and again.always_handover.isChecked()


def test_stats_window_lists_every_row(qtbot: QtBot) -> None:
    rows = [
        SimpleNamespace(name="Alice", game_id="unknown-game", played=3, won=2),
        SimpleNamespace(name="Bob", game_id="unknown-game", played=3, won=1),
    ]
    window = StatsWindow(lambda: rows)
    qtbot.addWidget(window)
    assert window.table.rowCount() == len(rows)
    shown = {
        (window.table.item(r, 0).text(), window.table.item(r, 3).text())
        for r in range(window.table.rowCount())
    }
    assert shown == {("Alice", "2"), ("Bob", "1")}


def test_application_is_named(qapp: QApplication) -> None:
    app = application([])
    assert app is qapp
    assert (app.applicationName(), app.organizationName()) == (APP_NAME, APP_NAME)


def test_qt_bindings_keep_none_alive(qapp: QApplication) -> None:
    """PySide6 6.12.0 on Python 3.11 drops a reference to None on every call of a method
    returning nothing, and the app dies after a few thousand calls ("none_dealloc"). Python
    3.12+ (immortal None) or another PySide6 release avoids it; this test says which is used."""
    widget = QWidget()
    before = sys.getrefcount(None)
    for _ in range(500):
        widget.setToolTip("x")
    assert sys.getrefcount(None) >= before - 50


def test_the_new_game_dialog_offers_three_levels_and_starts_at_medium(qtbot: QtBot) -> None:
    from capboard.ui.new_game_dialog import NewGameDialog, level_label

    dialog = NewGameDialog("cappella")
    qtbot.addWidget(dialog)
    row = dialog.rows[1]
    levels = [row.level.itemData(i) for i in range(row.level.count())]
    assert levels == ["easy", "medium", "hard"]
    assert row.level.currentData() == "medium"
    # Each level says what it does, in a tooltip of its own.
    tips = [row.level.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(3)]
    assert all(tips) and len(set(tips)) == 3
    assert row.level.toolTip() == tips[1]  # the closed list tells of the chosen level
    row.level.setCurrentIndex(2)
    assert row.level.toolTip() == tips[2]
    # An older save's level names read as today's.
    assert level_label("greedy") == level_label("medium")


@pytest.mark.parametrize("digit", ["²", "①", "٣", "５"])
def test_the_game_number_takes_only_ascii_digits(qtbot: QtBot, digit: str) -> None:
    """Superscript, circled, Arabic-Indic and full-width digits are digits to Python, no
    number to int(): typed, they are refused and the number stays a number."""
    from capboard.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog("cappella")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.seed_edit.setFocus()
    type_text(dialog.seed_edit, f"4{digit}2")
    assert dialog.seed_edit.text() == "42"
    assert dialog.seed() == 42
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_a_game_number_that_is_not_ascii_digits_is_refused_not_a_crash(qtbot: QtBot) -> None:
    from capboard.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog("cappella")
    qtbot.addWidget(dialog)
    dialog.seed_edit.setText("1²")  # pasted past the keyboard, say
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert dialog.error.text() == "The game number must be a whole number."
    assert isinstance(dialog.seed(), int)  # a fresh number, never a traceback


def test_the_statistics_name_a_computer_by_its_level_apart_from_a_person(qtbot: QtBot) -> None:
    from capboard.controller.history import StatRow

    rows = [
        StatRow("", "cappella", played=3, won=2, kind="computer", level="medium"),
        StatRow("Computer (Medium)", "cappella", played=1, won=1),  # a person, so named
    ]
    window = StatsWindow(lambda: rows)
    qtbot.addWidget(window)
    items = [window.table.item(r, 0) for r in range(window.table.rowCount())]
    computer = next(i for i in items if i.data(Qt.ItemDataRole.UserRole) == "computer")
    person = next(i for i in items if i.data(Qt.ItemDataRole.UserRole) == "human")
    assert computer.text() == "Computer (Medium)" == person.text()
    # Told apart: the computer's row is in italics and says whose games they are.
    assert computer.font().italic() and not person.font().italic()
    assert computer.toolTip() and not person.toolTip()
