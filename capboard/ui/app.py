"""The application: ``run(argv)`` starts Capboard's window and returns the exit code."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from capboard import __version__
from capboard.controller import paths
from capboard.controller.history import History, HistoryError
from capboard.controller.i18n import Translations
from capboard.controller.settings import load_settings
from capboard.engine import assets

APP_NAME = "Capboard"


def application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication, created (and named) if there is none yet."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv if argv is not None else sys.argv))
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("capboard")
    try:
        icon = assets.asset("icons", "capboard.svg")
    except FileNotFoundError:
        icon = None
    if icon is not None and icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def run(argv: Sequence[str] | None = None) -> int:
    """Start Capboard: translations, settings, history, the main window, and the offer to
    resume a game left unfinished by a crash. Returns the application's exit code."""
    app = application(argv)
    settings = load_settings()
    translations = Translations(app)
    translations.install(app, settings.language)
    history: History | None = None
    history_error: str | None = None
    try:
        history = History(paths.history_path())
    except HistoryError as err:
        history_error = err.message()

    # Imported here so that the translations are installed before any widget exists.
    from capboard.ui.main_window import MainWindow

    window = MainWindow(
        settings, translations=translations, history=history, history_error=history_error
    )
    window.show()
    # Once the window is on screen, so the question has a parent to sit on.
    QTimer.singleShot(0, window.offer_autosave)
    return app.exec()
