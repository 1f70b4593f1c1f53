"""One Capboard per data folder.

Two windows on one data folder would write the same autosave, settings and history, each
over the other's. So the first Capboard to start takes the folder's lock (a
:class:`~PySide6.QtCore.QLockFile`, ``capboard.lock`` in the data folder) and listens on a
local socket named after the folder (see :mod:`capboard.ui.local_server`); a later launch
finds the lock taken, hands its file (if it has one) to the running Capboard over that
socket, which raises its window and opens it, and exits without touching any file.

The lock dies with its process: a Capboard that crashed or was killed leaves a lock file
behind, which the next launch finds stale (no process holds it any more) and takes over.

The message is one line of JSON, ``{"open": "/absolute/path"}`` (``null``: just show the
window), answered by ``ok``.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal

if TYPE_CHECKING:
    from capboard.ui.local_server import LocalServer, Peer

_log = logging.getLogger(__name__)

MAX_MESSAGE = 64 * 1024
"""A message carries one path: anything longer is not from Capboard."""
HAND_OVER_SECONDS = 30.0
"""How long a later launch tries to reach the running Capboard (which may be starting: it
listens just after taking the lock)."""
ANSWER_SECONDS = 60.0
"""How long it waits for the answer once connected: a Capboard that is starting answers once
its window is up, which a slow or busy computer may take many seconds to do."""


def server_name(data_dir: Path) -> str:
    """The local socket of the Capboard that holds ``data_dir``: the same for every launch
    on it by this user, another for another folder or user. On Linux it lives in the user's
    runtime folder when there is one (private to the user); elsewhere where Qt puts local
    sockets (the temporary folder; a named pipe on Windows)."""
    try:
        folder = str(data_dir.resolve())
    except OSError:
        folder = str(data_dir.absolute())
    from PySide6.QtCore import QCryptographicHash  # when first asked: after the first paint

    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    digest = QCryptographicHash.hash(
        f"{user}\0{folder}".encode(), QCryptographicHash.Algorithm.Sha256
    )
    key = bytes(digest.toHex().data()).decode("ascii")[:24]
    name = f"capboard-{key}"
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if sys.platform.startswith("linux") and runtime and os.path.isdir(runtime):
        full = os.path.join(runtime, name)
        if len(full.encode()) < 100:  # a socket's path has a short limit (108 bytes)
            return full
    return name


class SingleInstance(QObject):
    """The lock of one data folder, and the socket through which later launches reach the
    Capboard holding it.

    :meth:`acquire` takes the lock (True: this process is the one Capboard); then
    :meth:`listen` waits for later launches, whose requests come as :attr:`open_requested`.
    A later launch calls :meth:`hand_over` instead.

    ``name`` is the socket's (see :func:`server_name`), or what gives it when first needed:
    the lock is taken before the window's first paint, the socket made after it.
    """

    open_requested = Signal(object)
    """A later launch asks to show the window and open a file (a ``str``), or just to show
    the window (None)."""

    def __init__(
        self, lock_path: Path, name: str | Callable[[], str], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.lock_path = lock_path
        self._name = name
        self._lock: QLockFile | None = None
        self._server: LocalServer | None = None

    @property
    def name(self) -> str:
        """The local socket's name."""
        if not isinstance(self._name, str):
            self._name = self._name()
        return self._name

    # -- the Capboard that holds the folder ------------------------------------------------
    def acquire(self) -> bool:
        """Take the folder's lock; False when another Capboard holds it.

        A lock left by a Capboard that is gone is taken over: Qt finds most such locks stale
        (their process has ended), and the others (its process number since given to another
        program) are removed when no process holds the file's own lock any more. Where no
        lock can be made at all (a folder that cannot be written), True: nothing can be
        written there either, by this Capboard or another."""
        try:
            self.lock_path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            _log.warning("no lock for the data folder: %s", exc)
            return True
        lock = QLockFile(str(self.lock_path))
        lock.setStaleLockTime(0)  # a lock is never too old: its holder may run for days
        if lock.tryLock(0):
            self._lock = lock
            return True
        if lock.error() != QLockFile.LockError.LockFailedError:
            _log.warning("no lock for the data folder: %s", lock.error())
            return True
        # Held, says the process number; but that process may be another program now. The
        # file's own lock tells (it dies with its holder). Only a lock whose content is
        # written is looked at, its holder having locked the file before writing it; and
        # only while holding Qt's own lock for removing a stale lock, so that no other
        # launch replaces the file between that look and the removal.
        removing = QLockFile(str(self.lock_path) + ".rmlock")
        if not removing.tryLock(0):
            return False  # another launch is taking the lock over at this moment
        try:
            if _lock_info(lock) and lock.removeStaleLockFile() and lock.tryLock(0):
                self._lock = lock
                return True
        finally:
            removing.unlock()
        return False

    def listen(self) -> bool:
        """Wait for later launches (after :meth:`acquire`); False if the socket cannot be
        made (later launches will then say that Capboard does not answer)."""
        from capboard.ui.local_server import local_server

        server = local_server(self)
        # A socket left by a Capboard that crashed is replaced: ours now that we hold the lock.
        error = server.listen(self.name)
        if error is not None:
            _log.warning("cannot listen for other launches: %s", error)
            server.deleteLater()
            return False
        server.arrived.connect(lambda peer: _Visit(peer, self))
        self._server = server
        return True

    def release(self) -> None:
        """Stop listening and free the folder."""
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _received(self, data: bytes) -> bool:
        """One message from a later launch; False if it is not one."""
        import json

        try:
            message = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return False
        if not isinstance(message, dict) or "open" not in message:
            return False
        path = message["open"]
        if path is not None and (not isinstance(path, str) or not path or "\0" in path):
            return False
        # Once the answer is on its way: opening may ask the person a question first.
        QTimer.singleShot(0, self, lambda: self.open_requested.emit(path))
        return True

    # -- a later launch ----------------------------------------------------------------------
    def hand_over(self, path: str | None) -> bool:
        """Ask the Capboard that holds the folder to show its window and open ``path`` (an
        absolute path; None: just show it). Blocks until it has answered (True) or could not
        be reached or did not answer in time (False)."""
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        deadline = time.monotonic() + HAND_OVER_SECONDS
        while True:
            socket.connectToServer(self.name)
            if socket.waitForConnected(500):
                break
            socket.abort()
            if time.monotonic() > deadline:
                return False
            time.sleep(0.1)  # it may be starting: its lock is taken just before it listens
        import json

        message = json.dumps({"open": path}).encode("utf-8") + b"\n"
        socket.write(message)
        deadline = time.monotonic() + ANSWER_SECONDS

        def left_ms() -> int:
            return int((deadline - time.monotonic()) * 1000)

        while socket.bytesToWrite() > 0:
            if left_ms() <= 0 or not socket.waitForBytesWritten(max(1, left_ms())):
                return False
        answer = b""
        while b"\n" not in answer:
            if socket.bytesAvailable() == 0 and (
                left_ms() <= 0 or not socket.waitForReadyRead(max(1, left_ms()))
            ):
                return False  # gone without answering, or no answer in time
            answer += bytes(socket.readAll().data())
        socket.disconnectFromServer()
        return answer.startswith(b"ok")


class _Visit(QObject):
    """One later launch's connection: reads its line, answers, and goes."""

    TIMEOUT_MS = 5000

    def __init__(self, peer: Peer, instance: SingleInstance) -> None:
        super().__init__(instance)
        self._peer = peer
        self._instance = instance
        self._data = b""
        peer.setParent(self)
        peer.readable.connect(self._read)
        peer.gone.connect(self._end)
        QTimer.singleShot(self.TIMEOUT_MS, self, self._end)  # a caller that says nothing
        self._read()

    def _read(self) -> None:
        data = self._peer.read()
        if data is None:  # gone without a whole line
            self._end()
            return
        self._data += data
        if len(self._data) > MAX_MESSAGE:
            self._end()
            return
        line, newline, _ = self._data.partition(b"\n")
        if not newline:
            return
        self._peer.answer(b"ok\n" if self._instance._received(line) else b"")

    def _end(self) -> None:
        self._peer.abort()
        self.deleteLater()


def _lock_info(lock: QLockFile) -> bool:
    """Whether the lock file says who holds it (its content fully written)."""
    try:
        info = lock.getLockInfo()
    except (RuntimeError, TypeError):
        return False
    return bool(info) and isinstance(info, tuple) and bool(info[0])
