"""The local socket on which the Capboard that holds a data folder hears later launches.

Where Python has Unix domain sockets (Linux, macOS), the socket is Python's own, watched by
QtCore's :class:`~PySide6.QtCore.QSocketNotifier`: QtNetwork's :class:`QLocalServer` would
do the same, but loading QtNetwork costs the running Capboard about 3 MB for one small socket.
Elsewhere (Windows, where a local socket is a named pipe) it is a :class:`QLocalServer`. Either
way a later launch reaches it with a :class:`QLocalSocket`, which finds the socket where Qt
puts it: at ``name`` if it is an absolute path, else in Qt's temporary folder.

Each later launch's connection is a :class:`Peer`: what it says is read as it comes
(``readable``), an answer is sent, and the connection is closed (``gone`` once it is).
"""

from __future__ import annotations

import contextlib
import os
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDir, QObject, QSocketNotifier, QTimer, Signal

if TYPE_CHECKING:
    import socket as socket_module

    from PySide6.QtNetwork import QLocalServer, QLocalSocket

_READ_BYTES = 64 * 1024


class Peer(QObject):
    """One later launch's connection."""

    readable = Signal()
    """Something came to read (or the other end closed: :meth:`read` then says so)."""
    gone = Signal()
    """The connection is closed, by either end."""

    def read(self) -> bytes | None:
        """What came since the last read (perhaps nothing); None once the other end has
        closed the connection."""
        raise NotImplementedError

    def answer(self, data: bytes) -> None:
        """Send ``data``, then close the connection."""
        raise NotImplementedError

    def abort(self) -> None:
        """Close the connection at once."""
        raise NotImplementedError


class LocalServer(QObject):
    """Listens on the local socket ``name``; each connection comes as :attr:`arrived`."""

    arrived = Signal(object)
    """A :class:`Peer`, owned by whoever takes it (it has no parent)."""

    def listen(self, name: str) -> str | None:
        """Listen on ``name`` (a socket left there by a Capboard that crashed is replaced:
        the caller holds the folder's lock); returns why it cannot, or None."""
        raise NotImplementedError

    def close(self) -> None:
        """Stop listening (the socket file goes)."""
        raise NotImplementedError


def local_server(parent: QObject | None = None) -> LocalServer:
    """The server this platform's Qt reaches: Python's own socket on a Unix system."""
    if os.name == "posix":
        return _UnixServer(parent)
    return _QtServer(parent)


def socket_path(name: str) -> str:
    """Where a :class:`QLocalSocket` looks for the socket ``name`` on a Unix system."""
    return name if os.path.isabs(name) else os.path.join(QDir.tempPath(), name)


# -- Python's own Unix socket -------------------------------------------------------------------
class _UnixServer(LocalServer):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._socket: socket_module.socket | None = None
        self._notifier: QSocketNotifier | None = None
        self._path = ""

    def listen(self, name: str) -> str | None:
        import socket
        import tempfile

        path = socket_path(name)
        with contextlib.suppress(OSError):  # what cannot go makes the move into place fail
            os.unlink(path)  # a crashed Capboard's: ours now (see the docstring)
        # Made in a folder only this user may enter, given this user's rights alone, and only
        # then moved into place: nobody else can ever connect to it (as QLocalServer does for
        # its UserAccessOption).
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            folder = tempfile.mkdtemp(prefix=".capboard-", dir=os.path.dirname(path) or None)
            try:
                made = os.path.join(folder, "s")
                listener.bind(made)
                os.chmod(made, 0o700)
                listener.listen(8)
                os.replace(made, path)
            finally:
                with contextlib.suppress(OSError):
                    for leftover in os.listdir(folder):
                        os.unlink(os.path.join(folder, leftover))
                    os.rmdir(folder)
        except OSError as exc:
            listener.close()
            return str(exc)
        listener.setblocking(False)
        self._socket, self._path = listener, path
        self._notifier = QSocketNotifier(listener.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._accept)
        return None

    def close(self) -> None:
        if self._notifier is not None:
            self._notifier.setEnabled(False)  # before its socket goes
            self._notifier.deleteLater()
            self._notifier = None
        if self._socket is not None:
            self._socket.close()
            self._socket = None
            with contextlib.suppress(OSError):
                os.unlink(self._path)

    def _accept(self, *_: Any) -> None:
        while self._socket is not None:
            try:
                connection, _address = self._socket.accept()
            except BlockingIOError:
                return
            except OSError:
                return  # the caller went already
            self.arrived.emit(_UnixPeer(connection))


class _UnixPeer(Peer):
    def __init__(self, connection: socket_module.socket) -> None:
        super().__init__()
        connection.setblocking(False)
        self._socket: socket_module.socket | None = connection
        self._notifier = QSocketNotifier(connection.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(lambda *_: self.readable.emit())

    def read(self) -> bytes | None:
        chunks: list[bytes] = []
        while self._socket is not None:
            try:
                chunk = self._socket.recv(_READ_BYTES)
            except BlockingIOError:
                break
            except OSError:
                chunk = b""
            if not chunk:  # closed by the other end
                if chunks:
                    break  # what came first; the end is read next time
                self._close()
                return None
            chunks.append(chunk)
        return b"".join(chunks)

    def answer(self, data: bytes) -> None:
        if self._socket is not None:
            with contextlib.suppress(OSError):  # a few bytes: never more than it takes
                self._socket.send(data)
        self._close()

    def abort(self) -> None:
        self._close()

    def _close(self) -> None:
        if self._socket is None:
            return
        self._notifier.setEnabled(False)  # before its socket goes
        self._socket.close()
        self._socket = None
        QTimer.singleShot(0, self, lambda: self.gone.emit())


# -- QtNetwork's local server (a named pipe on Windows) -----------------------------------------
class _QtServer(LocalServer):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._server: QLocalServer | None = None

    def listen(self, name: str) -> str | None:
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(name)
        if not server.listen(name):
            return server.errorString()
        server.newConnection.connect(self._accept)
        self._server = server
        return None

    def close(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None

    def _accept(self) -> None:
        while self._server is not None and self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is not None:
                self.arrived.emit(_QtPeer(socket))


class _QtPeer(Peer):
    def __init__(self, socket: QLocalSocket) -> None:
        super().__init__()
        self._socket = socket
        socket.setParent(self)
        socket.readyRead.connect(self.readable)
        socket.disconnected.connect(self.gone)

    def read(self) -> bytes | None:
        return bytes(self._socket.readAll().data())

    def answer(self, data: bytes) -> None:
        self._socket.write(data)
        self._socket.flush()
        self._socket.disconnectFromServer()

    def abort(self) -> None:
        with contextlib.suppress(RuntimeError):  # the socket may be gone already
            self._socket.abort()
