"""The application: ``run(argv)`` starts Capboard's window and returns the exit code."""

from __future__ import annotations

import linecache
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from capboard import APP_ID, __version__
from capboard.controller import paths
from capboard.controller.collector import set_aside_long_lived
from capboard.controller.early_settings import read_early_settings
from capboard.controller.i18n import Translations
from capboard.engine import assets
from capboard.ui.after_paint import AfterFirstPaint

if TYPE_CHECKING:
    from capboard.controller.history import HistoryRecorder

APP_NAME = "Capboard"


def application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication (a :class:`~capboard.ui.launch.CapboardApp`), created (and named) if
    there is none yet."""
    app = QApplication.instance()
    if app is None:
        from capboard.ui.launch import CapboardApp

        app = CapboardApp(list(argv if argv is not None else sys.argv))
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setApplicationVersion(__version__)
    # Wayland compositors and docks match the window to its desktop file (and so its icon)
    # by this name: the installed desktop file is APP_ID.desktop (packaging/share).
    app.setDesktopFileName(APP_ID)
    try:
        icon = assets.asset("icons", "capboard.svg")
    except FileNotFoundError:
        icon = None
    if icon is not None and icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def run(argv: Sequence[str] | None = None) -> int:
    """Start Capboard: its log file and crash report, translations, settings, the main
    window, and the offer to resume a game left unfinished by a crash; then the game file
    given on the command line, if any. Returns the application's exit code.

    One Capboard per data folder (see :mod:`capboard.ui.launch`): when one already runs,
    this launch hands it the file and exits, having touched nothing.

    The window opens on what the start page needs of the settings (the language and its
    place); it validates the rest, and opens the history of games, when a game starts (see
    :class:`MainWindow`). The unfinished game is offered back once the window is on screen."""
    app = application(argv)
    # Unexpected errors are reported from the start: in the log file, opened then if it is
    # not yet (it opens once the window is on screen, not to delay it), and in a dialog.
    from capboard.ui.crash import install_crash_reporter
    from capboard.ui.logfile import start_logging

    crash_reporter = install_crash_reporter(start_logging)
    from capboard.ui.launch import Launch

    launch = Launch(app)
    if launch.exit_code is not None:
        return launch.exit_code
    early = read_early_settings()
    translations = Translations(app)
    translations.install(app, early.language)

    # Imported here so that the translations are installed before any widget exists.
    from capboard.ui.main_window import MainWindow

    forget_sources()
    window = MainWindow(early=early, translations=translations, open_history=open_history)
    crash_reporter.watch(window)
    AfterFirstPaint(window, start_logging)
    launch.attach(window)  # the file given, and those asked for later
    # Once the window is on screen, so that questions have a parent to sit on.
    AfterFirstPaint(window, lambda: launch.after_first_paint(window))
    # What start-up made (the modules, the start page) lives as long as the app: out of the
    # collector's walks (see set_aside_long_lived).
    AfterFirstPaint(window, set_aside_long_lived)
    window.show()
    try:
        return app.exec()
    finally:
        launch.release()


def forget_sources() -> None:
    """Let go of the source text of the modules imported so far.

    PySide6 reads the source of the modules imported once it is loaded (to see whether they
    use it) and Python's :mod:`linecache` keeps it, for those imported before the ui tells it
    to read bytes instead (see :mod:`capboard.ui.module_scan`): text that nobody reads again
    at start-up (a traceback reads what it shows anew)."""
    linecache.clearcache()


def open_history() -> tuple[HistoryRecorder | None, str | None]:
    """The history of finished games, opened when first used (and tried again after a
    failure, saying why then): always there, to keep the games it cannot record yet."""
    from capboard.controller.history import HistoryRecorder

    return HistoryRecorder(paths.history_path(), paths.pending_games_path()), None
