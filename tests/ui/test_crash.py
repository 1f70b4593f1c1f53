"""An error nobody caught, raised in a slot: the game is saved, then the details show.

pytest-qt catches exceptions raised in slots itself (and fails the test): these tests turn
that off to let Capboard's own hook see them, as it does in the app."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from capboard.controller import paths
from capboard.controller.saves import read_save_file
from capboard.engine.record import SeatRecord
from capboard.games.canon_noir.actions import Roll
from capboard.ui.crash import CrashReporter
from capboard.ui.crash_dialog import CrashDialog
from tests.ui.helpers import IGNORE_OFFSCREEN, make_window, new_session

pytestmark = [IGNORE_OFFSCREEN, pytest.mark.qt_no_exception_capture]


class Faulty(QObject):
    """Something whose slot has a bug."""

    poked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.poked.connect(self.fail)

    def fail(self) -> None:
        raise RuntimeError("a bug in a slot")


@pytest.fixture
def reporter_over_a_game(qtbot: QtBot, tmp_path: Path):
    """A window with a game of Canon Noir under way (autosaved), and the crash reporter
    installed over it; uninstalled after the test."""
    window = make_window(qtbot)
    seats = [SeatRecord(name="Alice", colour="#0072B2"), SeatRecord(name="Bob", colour="#D55E00")]
    session = new_session("canon-noir", seats, seed=3, autosave=paths.autosave_path())
    window.open_session(session)
    window._play(Roll())
    log_file = tmp_path / "capboard.log"
    reporter = CrashReporter(lambda: log_file)
    reporter.watch(window)
    reporter.install()
    yield window, reporter, log_file
    reporter.uninstall()


def test_an_error_in_a_slot_saves_the_game_then_shows_its_details(
    qtbot: QtBot, reporter_over_a_game
) -> None:
    window, reporter, log_file = reporter_over_a_game
    assert sys.excepthook == reporter.report
    autosave = paths.autosave_path()
    autosave.unlink()  # so that the test sees it written again, before the dialog
    seen: dict[str, object] = {}

    def shown(dialog: CrashDialog) -> None:
        seen["saved"] = read_save_file(autosave).record.actions
        seen["details"] = dialog.details.toPlainText()
        seen["read_only"] = dialog.details.isReadOnly()
        seen["log"] = dialog.log_label.text()
        seen["parent"] = dialog.parentWidget()
        # Once the dialog is up (it blocks in its own loop), copy the details and close it.
        QTimer.singleShot(0, dialog.copy_button.click)
        QTimer.singleShot(0, dialog.reject)

    reporter.shown.connect(shown)
    faulty = Faulty()
    faulty.poked.emit()

    assert seen["saved"] == window.session.record.actions  # the roll is in the autosave
    assert "RuntimeError: a bug in a slot" in str(seen["details"])
    assert "Capboard " in str(seen["details"])  # the versions, for the report
    assert seen["read_only"] is True
    assert str(log_file) in str(seen["log"])
    assert seen["parent"] is window
    assert QGuiApplication.clipboard().text() == seen["details"]
    assert len(reporter.reported) == 1
    assert window.session is not None  # the table goes on


def test_an_error_while_the_dialog_is_up_goes_to_the_log_only(
    qtbot: QtBot, reporter_over_a_game, caplog: pytest.LogCaptureFixture
) -> None:
    _window, reporter, _log_file = reporter_over_a_game
    dialogs: list[CrashDialog] = []
    faulty = Faulty()

    def shown(dialog: CrashDialog) -> None:
        dialogs.append(dialog)
        QTimer.singleShot(0, faulty.poked.emit)  # the same bug, again, at once
        QTimer.singleShot(0, dialog.reject)

    reporter.shown.connect(shown)
    faulty.poked.emit()
    assert len(dialogs) == 1
    assert len(reporter.reported) == 2
    assert sum("a bug in a slot" in r.getMessage() for r in caplog.records) == 2


def test_without_a_log_file_the_dialog_says_so(qtbot: QtBot) -> None:
    dialog = CrashDialog("Traceback …", None)
    qtbot.addWidget(dialog)
    assert dialog.details.toPlainText() == "Traceback …"
    assert "no log file" in dialog.log_label.text()
