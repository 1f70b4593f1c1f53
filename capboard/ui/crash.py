"""What happens when Capboard meets an error it did not expect (a bug).

:class:`CrashReporter` replaces ``sys.excepthook``, which Python calls for an exception
nobody caught, and PySide6 calls for one raised in a slot or an overridden Qt method. It
writes the error to the log, makes sure the game in progress is in its autosave (offered back
at the next start), and only then shows :class:`~capboard.ui.crash_dialog.CrashDialog`: the
details to copy into a bug report and where the log file is.

This module is light (no widget) because it is installed at start-up; the dialog is loaded
only when an error comes.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, qVersion

from capboard import __version__

__all__ = ["CrashReporter", "crash_details", "install_crash_reporter"]

_log = logging.getLogger(__name__)


def crash_details(exc_type: type[BaseException], exc: BaseException, tb: Any) -> str:
    """The text of a bug report: versions, platform and the traceback (in English, which
    whoever reads the report can read)."""
    # Loaded here, when an error comes: the reporter is installed before the window shows.
    import platform
    import traceback

    head = (
        f"Capboard {__version__}, Python {platform.python_version()}, Qt {qVersion()}, "
        f"{platform.platform()}\n\n"
    )
    return head + "".join(traceback.format_exception(exc_type, exc, tb))


class CrashReporter(QObject):
    """Reports the exceptions nobody caught: in the log (``open_log`` starts it if it was
    not yet, and says where it is), then in a dialog over :attr:`window`, once the game it
    holds is saved (see :meth:`watch`).

    One dialog at a time: an error raised again while it is open (a paint that keeps
    failing) goes to the log only."""

    shown = Signal(object)
    """The :class:`~capboard.ui.crash_dialog.CrashDialog` about to be shown (before it
    blocks in its own loop)."""

    def __init__(self, open_log: Callable[[], Path | None]) -> None:
        super().__init__()
        self.window: Any = None
        """Where the dialog shows (None: on its own, before the window exists)."""
        self._open_log = open_log
        self._previous: Callable[..., Any] | None = None
        self._showing = False
        self.reported: list[str] = []
        """The details of every error reported, oldest first."""

    def watch(self, window: Any) -> None:
        """Show the dialog over ``window`` and, before it, write the autosave of the game
        ``window`` holds (its ``session``), so that no move is lost."""
        self.window = window

    def install(self) -> None:
        """Become ``sys.excepthook`` (until :meth:`uninstall`)."""
        if self._previous is None:
            self._previous = sys.excepthook
            sys.excepthook = self.report

    def uninstall(self) -> None:
        """Give back the hook found at :meth:`install`."""
        if self._previous is not None and sys.excepthook == self.report:
            sys.excepthook = self._previous
        self._previous = None

    def report(
        self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        """Log the error, save the game, then show the details."""
        if issubclass(exc_type, KeyboardInterrupt | SystemExit):
            (self._previous or sys.__excepthook__)(exc_type, exc, tb)
            return
        details = crash_details(exc_type, exc, tb)
        self.reported.append(details)
        try:
            log_file = self._open_log()
        except Exception:  # the report must go on whatever fails
            log_file = None
        _log.critical("an unexpected error\n%s", details)
        self._keep_game()
        if self._showing or QCoreApplication.instance() is None:
            return
        from capboard.ui.crash_dialog import CrashDialog

        self._showing = True
        try:
            dialog = CrashDialog(details, log_file, self.window)
            self.shown.emit(dialog)
            dialog.exec()
            dialog.deleteLater()
        finally:
            self._showing = False

    def _keep_game(self) -> None:
        session = getattr(self.window, "session", None)
        if session is None:
            return
        try:
            session.write_autosave()
        except Exception:
            _log.exception("the game could not be saved after the error")


def install_crash_reporter(open_log: Callable[[], Path | None]) -> CrashReporter:
    """Report uncaught errors from now on; :meth:`CrashReporter.watch` then names the main
    window, whose game in progress is saved before the details show."""
    reporter = CrashReporter(open_log)
    reporter.install()
    return reporter
