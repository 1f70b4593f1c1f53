"""The socket on which the Capboard that holds the data folder hears later launches, in one
process: what a later launch's QLocalSocket says reaches the window, the socket is its user's
alone, and it goes when the Capboard closes."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot

from capboard.ui.instance import SingleInstance
from capboard.ui.local_server import socket_path

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a Unix socket's file")


def test_a_later_launchs_request_is_heard_and_answered(qtbot: QtBot, tmp_path: Path) -> None:
    name = str(tmp_path / "cb.sock")
    left = Path(name)
    left.write_bytes(b"a socket file left by a Capboard that crashed")
    instance = SingleInstance(tmp_path / "capboard.lock", name)
    assert instance.acquire()
    assert instance.listen()
    mode = os.stat(socket_path(name)).st_mode
    assert stat.S_ISSOCK(mode)
    assert mode & 0o077 == 0  # nobody else may connect
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".capboard-")] == []

    caller = QLocalSocket()
    with qtbot.waitSignal(instance.open_requested) as asked:
        caller.connectToServer(name)
        assert caller.waitForConnected(5000)
        caller.write(b'{"open": "/games/family.capboard"}\n')
        qtbot.waitUntil(lambda: caller.bytesAvailable() > 0 or not caller.isOpen())
    assert asked.args == ["/games/family.capboard"]
    assert bytes(caller.readAll().data()) == b"ok\n"
    caller.abort()

    instance.release()
    assert not Path(socket_path(name)).exists()


def test_a_message_that_is_not_capboards_gets_no_answer(qtbot: QtBot, tmp_path: Path) -> None:
    name = str(tmp_path / "cb.sock")
    instance = SingleInstance(tmp_path / "capboard.lock", name)
    assert instance.acquire()
    assert instance.listen()
    asked: list[object] = []
    instance.open_requested.connect(asked.append)
    caller = QLocalSocket()
    caller.connectToServer(name)
    assert caller.waitForConnected(5000)
    with qtbot.waitSignal(caller.disconnected):
        caller.write(b"GET / HTTP/1.0\n")
    assert bytes(caller.readAll().data()) == b""
    qtbot.wait(50)
    assert asked == []
    instance.release()


def test_a_socket_that_cannot_be_made_is_said_not_raised(tmp_path: Path) -> None:
    name = str(tmp_path / "cb.sock")
    (tmp_path / "cb.sock").mkdir()  # a folder where the socket should go
    (tmp_path / "cb.sock" / "a file").write_bytes(b"")
    instance = SingleInstance(tmp_path / "capboard.lock", name)
    assert instance.acquire()
    assert not instance.listen()  # later launches will say it does not answer
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".capboard-")] == []
    instance.release()
