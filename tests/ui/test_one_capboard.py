"""One Capboard per data folder, with real processes: a second launch hands its file to the
first and exits having touched nothing; a Capboard that was killed leaves a lock the next one
takes over; the system's "open with" (a file open event) reaches the window.

Each test starts the app as a person would (``python -m capboard [FILE]``, offscreen, on a
private data folder) and watches the files it writes; every process it starts is killed at
the end.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from capboard.controller.saves import write_save
from tests.helpers.records import recorded_game

ROOT = Path(__file__).resolve().parents[2]
DEADLINE = 90.0
"""Seconds a process is given to start or answer (the machine may be busy)."""

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process handling")


class Launcher:
    """Starts Capboards on one home folder, and kills those still running at the end."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CAPBOARD_HOME=str(home))
        self.started: list[subprocess.Popen[str]] = []

    def start(self, *args: str, code: str | None = None) -> subprocess.Popen[str]:
        """A Capboard running ``python -m capboard ARGS`` (or the Python ``code``)."""
        command = [sys.executable, "-m", "capboard", *args]
        if code is not None:
            command = [sys.executable, "-c", code, *args]
        process = subprocess.Popen(
            command,
            cwd=ROOT,
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.started.append(process)
        return process

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        """A launch that is to end by itself (handing its file over)."""
        return subprocess.run(
            [sys.executable, "-m", "capboard", *args],
            cwd=ROOT,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=DEADLINE,
        )

    def kill_all(self) -> None:
        for process in self.started:
            if process.poll() is None:
                process.kill()
            process.communicate(timeout=DEADLINE)

    @property
    def lock(self) -> Path:
        return self.home / "data" / "capboard.lock"

    def settings(self) -> dict[str, object]:
        try:
            return dict(json.loads((self.home / "config" / "settings.json").read_text("utf-8")))
        except (OSError, ValueError):
            return {}


def wait_for(what: Callable[[], object], process: subprocess.Popen[str] | None = None) -> None:
    """Wait until ``what()`` is true; fail at once if ``process`` ends meanwhile."""
    deadline = time.monotonic() + DEADLINE
    while not what():
        if process is not None and process.poll() is not None:
            out, err = process.communicate()
            pytest.fail(f"the Capboard ended ({process.returncode}): {out} {err}")
        if time.monotonic() > deadline:
            pytest.fail("timed out")
        time.sleep(0.05)


def holds_the_folder(launcher: Launcher, process: subprocess.Popen[str]) -> Callable[[], bool]:
    """Whether ``process`` holds the data folder's lock (its number is the lock's first
    line) and listens for later launches (its socket is there): it has then removed what a
    crash left, and writes nothing more until it is asked to."""
    from PySide6.QtCore import QDir

    from capboard.ui.instance import server_name

    name = server_name(launcher.home / "data")
    socket = Path(name) if os.path.isabs(name) else Path(QDir.tempPath()) / name

    def holds() -> bool:
        try:
            holder = launcher.lock.read_text("utf-8").split("\n")[0]
        except (OSError, UnicodeDecodeError):
            return False
        return holder == str(process.pid) and socket.exists()

    return holds


@pytest.fixture
def launcher(tmp_path: Path) -> Iterator[Launcher]:
    started = Launcher(tmp_path / "home")
    yield started
    started.kill_all()


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "saved" / "family game.capboard"
    path.parent.mkdir()
    write_save(path, recorded_game("cappella", 12))
    return path


def snapshot(home: Path) -> dict[str, tuple[bytes, int]]:
    """Every file of the games and settings under ``home``: bytes and modification time
    (the cache of box art, which the first Capboard fills as it shows them, left out)."""
    return {
        str(path.relative_to(home)): (path.read_bytes(), path.stat().st_mtime_ns)
        for folder in (home / "data", home / "config")
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def test_a_file_given_to_a_second_launch_opens_in_the_first(
    launcher: Launcher, game_file: Path
) -> None:
    first = launcher.start()
    wait_for(holds_the_folder(launcher, first), first)

    second = launcher.run(str(game_file))

    assert second.returncode == 0, second.stderr
    assert "already open" in second.stdout
    # The first opened it: it is now first in its Open Recent.
    wait_for(lambda: launcher.settings().get("recent_files") == [str(game_file)], first)
    assert first.poll() is None


def test_a_second_launch_never_touches_the_first_ones_game(
    launcher: Launcher, game_file: Path
) -> None:
    data = launcher.home / "data"
    data.mkdir(parents=True)
    # The first has a game left by a crash: it asks whether to resume it (and stays there).
    autosave = data / "autosave.capboard"
    write_save(autosave, recorded_game("cap-horn", 6))
    write_save(autosave, recorded_game("cap-horn", 8))
    first = launcher.start()
    wait_for(holds_the_folder(launcher, first), first)
    # ... and is writing its autosave at this very moment.
    (data / ".autosave.capboard.w1r2t3e4.tmp").write_bytes(b"half of the next autosave")
    before = snapshot(launcher.home)
    assert "data/autosave.capboard.bak" in before

    for args in ((), (str(game_file),)):
        later = launcher.run(*args)
        assert later.returncode == 0, later.stderr
        assert "already open" in later.stdout

    assert snapshot(launcher.home) == before
    assert first.poll() is None


def test_a_killed_capboards_lock_is_taken_over_by_the_next(
    launcher: Launcher, game_file: Path
) -> None:
    first = launcher.start()
    wait_for(holds_the_folder(launcher, first), first)
    first.kill()  # no chance to free the folder: its lock file stays
    first.wait(timeout=DEADLINE)
    assert launcher.lock.is_file()

    second = launcher.start()
    wait_for(holds_the_folder(launcher, second), second)
    third = launcher.run(str(game_file))
    assert third.returncode == 0, third.stderr  # handed to the second: it holds the folder
    wait_for(lambda: launcher.settings().get("recent_files") == [str(game_file)], second)


def test_two_launches_at_once_make_one_capboard(launcher: Launcher) -> None:
    one, other = launcher.start(), launcher.start()
    wait_for(lambda: one.poll() is not None or other.poll() is not None)
    ended, running = (one, other) if one.poll() is not None else (other, one)
    out, err = ended.communicate(timeout=DEADLINE)
    assert ended.returncode == 0, err
    assert "already open" in out
    assert running.poll() is None


_OPEN_WITH = """
import sys
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFileOpenEvent
from capboard.ui import app

qapp = app.application(["capboard"])
# As macOS does for a file opened with Capboard: an event, sent before any window exists.
QCoreApplication.postEvent(qapp, QFileOpenEvent(sys.argv[1]))
sys.exit(app.run(["capboard"]))
"""


def test_the_systems_open_file_event_opens_the_game(launcher: Launcher, game_file: Path) -> None:
    process = launcher.start(str(game_file), code=_OPEN_WITH)
    wait_for(lambda: launcher.settings().get("recent_files") == [str(game_file)], process)


def test_capboard_file_opens_the_game_and_a_missing_one_is_refused(
    launcher: Launcher, game_file: Path
) -> None:
    missing = launcher.run(str(game_file.with_name("gone.capboard")))
    assert missing.returncode == 2
    assert "no such file" in missing.stderr
    assert not launcher.home.exists()  # refused before anything was written

    process = launcher.start(str(game_file))
    wait_for(lambda: launcher.settings().get("recent_files") == [str(game_file)], process)


def test_the_capboard_that_holds_the_folder_removes_what_a_crash_left(launcher: Launcher) -> None:
    data, config = launcher.home / "data", launcher.home / "config"
    for folder in (data, config):
        folder.mkdir(parents=True)
    leftovers = [data / ".autosave.capboard.k2j9x0ab.tmp", config / ".settings.json.zz81qq0p.tmp"]
    for leftover in leftovers:
        leftover.write_bytes(b"half written when the power went")
    theirs = data / "notes.tmp"
    theirs.write_bytes(b"a person's own file")

    first = launcher.start()
    wait_for(lambda: not any(leftover.exists() for leftover in leftovers), first)
    assert theirs.read_bytes() == b"a person's own file"
