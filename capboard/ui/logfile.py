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
import os
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler, qVersion

from capboard import __version__
from capboard.controller import paths

__all__ = [
    "BACKUPS",
    "LOG_NAME",
    "MAX_BYTES",
    "RotatingFile",
    "log_path",
    "start_logging",
    "stop_logging",
]

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
        handler = RotatingFile(folder / LOG_NAME, MAX_BYTES, BACKUPS)
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
        "Capboard %s started (Python %s, Qt %s, %s)",
        __version__,
        ".".join(str(n) for n in sys.version_info[:3]),
        qVersion(),
        _system(),
    )
    return log_path()


def _system() -> str:
    """The operating system and its release ("Linux 6.8.0"), as :mod:`platform` says them,
    which is loaded only where ``os.uname`` is missing (Windows)."""
    uname = getattr(os, "uname", None)
    if uname is not None:
        system = uname()
        return f"{system.sysname} {system.release}"
    import platform

    return f"{platform.system()} {platform.release()}"


class RotatingFile(logging.FileHandler):
    """A log file that turns over before it would pass ``max_bytes``: it becomes
    ``<name>.1``, ``<name>.1`` becomes ``<name>.2`` and so on, ``backups`` files at most.

    :class:`logging.handlers.RotatingFileHandler` does the same, but its module loads
    sockets, pickle and queues: some megabytes for a file of text."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.max_bytes = max_bytes
        self.backups = backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._would_overflow(record):
                self._turn_over()
        except Exception:  # as logging does: a log that fails never stops the app
            self.handleError(record)
            return
        super().emit(record)

    def _would_overflow(self, record: logging.LogRecord) -> bool:
        if self.stream is None:
            self.stream = self._open()
        size = self.stream.tell()
        line = self.format(record) + self.terminator
        return size > 0 and size + len(line.encode("utf-8")) > self.max_bytes

    def _turn_over(self) -> None:
        self.stream.close()
        base = self.baseFilename
        for number in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{number}"):
                os.replace(f"{base}.{number}", f"{base}.{number + 1}")
        if self.backups > 0:
            os.replace(base, f"{base}.1")
        else:
            os.remove(base)
        self.stream = self._open()


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
