"""Capboard's log file: what went wrong, for a person to send with a bug report.

:func:`start_logging` sends Python's logging (warnings and above from every module, and the
start-up line) and Qt's own messages to ``capboard.log`` in the platform's log folder (see
:func:`capboard.controller.paths.log_dir`). The file rotates: at :data:`MAX_BYTES` it becomes
``capboard.log.1`` and so on, :data:`BACKUPS` files at most, so it never grows without end.

The app starts it once its window has painted for the first time (it costs the start a few
hundredths of a second otherwise), or at the first unexpected error if that comes sooner.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler, qVersion

from capboard import __version__
from capboard.controller import paths

__all__ = ["BACKUPS", "LOG_NAME", "MAX_BYTES", "log_path", "start_logging", "stop_logging"]

LOG_NAME = "capboard.log"
MAX_BYTES = 512 * 1024
"""Half a megabyte a file: thousands of lines, still small enough to attach to a report."""
BACKUPS = 2
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}

_started: dict[str, Any] = {}
"""What :func:`start_logging` put in place, for :func:`stop_logging` to take away."""


def log_path() -> Path | None:
    """The log file in use, or None when logging to a file has not started."""
    handler = _started.get("file")
    return Path(handler.baseFilename) if handler is not None else None


def _qt_message(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's messages (a missing plugin, an audio device that refuses) go to the log as
    those of the ``qt.<category>`` logger."""
    category = context.category or "default"
    logger = logging.getLogger("qt" if category == "default" else f"qt.{category}")
    where = f" ({context.file}:{context.line})" if context.file else ""
    logger.log(_QT_LEVELS.get(mode, logging.WARNING), "%s%s", message, where)


def start_logging(folder: Path | None = None) -> Path | None:
    """Log to a rotating file in ``folder`` (the platform's log folder by default), Qt's
    messages with the rest; warnings still show on the terminal. Returns the file's path,
    or None when the folder cannot be written (Capboard then runs without a log file).
    Calling it again changes nothing."""
    if _started:
        return log_path()
    # Imported now, not with the module: the app opens its log once its window is on screen,
    # and these (sockets, pickle, queues) would delay the first sight of it.
    import logging.handlers
    import platform

    folder = folder if folder is not None else paths.log_dir()
    root = logging.getLogger()
    terminal = logging.StreamHandler(sys.stderr)
    terminal.setLevel(logging.WARNING)
    terminal.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    _started["level"] = root.level
    _started["terminal"] = terminal
    root.addHandler(terminal)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            folder / LOG_NAME, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError as err:
        logging.getLogger(__name__).warning("no log file in %s: %s", folder, err)
    else:
        handler.setFormatter(logging.Formatter(_FORMAT))
        handler.setLevel(logging.INFO)
        root.addHandler(handler)
        _started["file"] = handler
    root.setLevel(logging.INFO)
    _started["qt_handler"] = qInstallMessageHandler(_qt_message)
    logging.getLogger("capboard").info(
        "Capboard %s started (Python %s, Qt %s, %s %s)",
        __version__,
        platform.python_version(),
        qVersion(),
        platform.system(),
        platform.release(),
    )
    return log_path()


def stop_logging() -> None:
    """Undo :func:`start_logging`: close the file, give Qt back its previous handler."""
    if not _started:
        return
    root = logging.getLogger()
    for key in ("file", "terminal"):
        handler = _started.get(key)
        if handler is not None:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(_started.get("level", logging.WARNING))
    qInstallMessageHandler(_started.get("qt_handler"))
    _started.clear()
