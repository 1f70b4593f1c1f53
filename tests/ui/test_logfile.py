"""The log file: Python's warnings and Qt's messages in one rotating file."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import qWarning

from capboard.controller import paths
from capboard.ui import logfile

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def logging_to(tmp_path: Path) -> Iterator[Path]:
    """Logging started into a folder of the test's own, and stopped after it."""
    folder = tmp_path / "logs"
    yield folder
    logfile.stop_logging()


def test_warnings_and_qt_messages_go_to_the_log_file(logging_to: Path) -> None:
    path = logfile.start_logging(logging_to)
    assert path == logging_to / logfile.LOG_NAME == logfile.log_path()
    assert logfile.start_logging(logging_to / "elsewhere") == path  # once is enough
    logging.getLogger("capboard.test").warning("a warning from Python, é")
    qWarning("a warning from Qt")  # goes to the file, not to the test's Qt log
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = path.read_text(encoding="utf-8")
    assert "INFO capboard: Capboard" in text  # the start-up line: versions
    assert "WARNING capboard.test: a warning from Python, é" in text
    assert "WARNING qt: a warning from Qt" in text


def test_the_log_file_rotates(logging_to: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logfile, "MAX_BYTES", 2000)
    path = logfile.start_logging(logging_to)
    assert path is not None
    log = logging.getLogger("capboard.test")
    for n in range(200):
        log.warning("line %d of a long session", n)
    names = sorted(p.name for p in logging_to.iterdir())
    assert names == ["capboard.log", "capboard.log.1", "capboard.log.2"]
    assert all(p.stat().st_size <= 2000 for p in logging_to.iterdir())
    assert "line 199 " in path.read_text(encoding="utf-8")


def test_without_a_writable_folder_there_is_no_log_file_and_no_failure(
    logging_to: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    logging_to.parent.mkdir(parents=True, exist_ok=True)
    logging_to.write_text("a file where the folder should be")
    assert logfile.start_logging(logging_to) is None
    assert logfile.log_path() is None
    assert "no log file in" in capsys.readouterr().err


def test_stopping_gives_qt_back_its_handler(logging_to: Path) -> None:
    from PySide6.QtCore import qInstallMessageHandler

    before = qInstallMessageHandler(None)
    qInstallMessageHandler(before)
    logfile.start_logging(logging_to)
    logfile.stop_logging()
    now = qInstallMessageHandler(None)
    qInstallMessageHandler(now)
    assert now is before
    assert logfile.log_path() is None


def test_the_app_starts_its_log_in_the_log_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The real start-up, in a process of its own: the log file is there once it ran."""
    env = dict(os.environ, CAPBOARD_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    script = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from capboard.ui import app, logfile\n"
        "qt = app.application([])\n"
        # The log opens after the first paint, however long a loaded machine takes to get
        # there: the app is closed once it has (and after 30 s whatever happened).
        "start = logfile.start_logging\n"
        "def started(*args, **kwargs):\n"
        "    result = start(*args, **kwargs)\n"
        "    QTimer.singleShot(0, qt.quit)\n"
        "    return result\n"
        "logfile.start_logging = started\n"
        "QTimer.singleShot(30000, qt.quit)\n"
        "code = app.run([])\n"
        "print(type(sys.excepthook.__self__).__name__)\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=env,
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "CrashReporter"
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))  # the child's home, to find its log
    log = paths.log_dir() / logfile.LOG_NAME
    assert "Capboard" in log.read_text(encoding="utf-8")
