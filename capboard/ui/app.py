"""The application: ``run(argv)`` starts Capboard's window and returns the exit code."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from capboard import __version__
from capboard.controller import paths
from capboard.controller.early_settings import read_early_settings
from capboard.controller.i18n import Translations
from capboard.engine import assets

if TYPE_CHECKING:
    from capboard.controller.history import History

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
    """Start Capboard: translations, settings, the main window, and the offer to resume a
    game left unfinished by a crash. Returns the application's exit code.

    The window opens on what the start page needs of the settings (the language and its
    place); it validates the rest, and opens the history of games, when a game starts (see
    :class:`MainWindow`). The unfinished game is offered back once the window is on screen."""
    app = application(argv)
    early = read_early_settings()
    translations = Translations(app)
    translations.install(app, early.language)

    # Imported here so that the translations are installed before any widget exists.
    from capboard.ui.main_window import MainWindow

    window = MainWindow(early=early, translations=translations, open_history=open_history)
    # Once the window is on screen, so the question has a parent to sit on.
    AfterFirstPaint(window, window.offer_autosave)
    window.show()
    return app.exec()


class AfterFirstPaint(QObject):
    """Calls ``then`` once ``widget`` has painted for the first time (a moment later at the
    latest, should it never paint): what can wait does not delay the first sight of it."""

    LATEST_MS = 1000

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then: Callable[[], None] | None = then
        widget.installEventFilter(self)
        QTimer.singleShot(self.LATEST_MS, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._then is not None and event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self, self._run)  # once this paint is over
        return False

    def _run(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            self.parent().removeEventFilter(self)
            then()


def open_history() -> tuple[History | None, str | None]:
    """The history of finished games, or None and why it cannot be used."""
    from capboard.controller.history import History, HistoryError

    try:
        return History(paths.history_path()), None
    except HistoryError as err:
        return None, err.message()
