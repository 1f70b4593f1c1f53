"""Games asked for from outside the Game menu: the command line, a file dropped on the
window, the system's "open with" (macOS sends the application an event), and later launches
of Capboard (see :mod:`capboard.ui.instance`).

Each is opened as Game > Open would (asking first to save the game in progress), one at a
time, never while a question or dialog is open (it waits until that is answered), and not
before the start is over: the unfinished game of a crash is offered back first.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMimeData, QObject, QTimer
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from capboard.ui.main_window import MainWindow


class FileRequests(QObject):
    """The games waiting to be opened in ``window``, and the drops that ask for them."""

    RETRY_MS = 300
    """How often a request waiting for a dialog to close looks again."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._waiting: list[str] = []
        self._held = False
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(self.RETRY_MS)
        self._retry.timeout.connect(self.serve)
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def waiting(self) -> list[str]:
        """The files asked for and not opened yet, first asked first."""
        return list(self._waiting)

    def hold(self) -> None:
        """Keep the files asked for until :meth:`release` (the start is over)."""
        self._held = True

    def release(self) -> None:
        """Open the files kept since :meth:`hold`."""
        self._held = False
        self.serve()

    def request_open(self, path: str | None = None) -> None:
        """Bring the window to the front and open the game file ``path`` (None: only come to
        the front)."""
        window = self._window
        if window.isVisible():
            if window.isMinimized():
                from PySide6.QtCore import Qt  # not before the first paint (see main_window)

                window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
            window.raise_()
            window.activateWindow()
        if path:
            self._waiting.append(str(path))
        self.serve()

    def serve(self) -> None:
        """Open the first file waiting, if the window is free to; the next ones after it."""
        if self._held or not self._waiting:
            return
        if QApplication.activeModalWidget() is not None:
            self._retry.start()  # the person is answering a question: after it
            return
        path = Path(self._waiting.pop(0))
        window = self._window
        if (
            window.session is None
            or window.save_path is None
            or not _same_file(path, window.save_path)
        ):
            window.open_game(path)
        # else: that game is open already, as it stands now (not as last saved)
        if self._waiting:
            QTimer.singleShot(0, self, self.serve)

    # -- a file dropped on the window -------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is not self._window:
            return False
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            assert isinstance(event, (QDragEnterEvent, QDragMoveEvent))
            if dropped_file(event.mimeData()) is not None:
                event.acceptProposedAction()
            else:
                event.ignore()
            return True
        if kind == QEvent.Type.Drop:
            assert isinstance(event, QDropEvent)
            path = dropped_file(event.mimeData())
            if path is None:
                event.ignore()
                return True
            event.acceptProposedAction()
            # After the drop: the program the file came from is not held while we ask.
            self._waiting.append(path)
            QTimer.singleShot(0, self, self.serve)
            return True
        return False


def dropped_file(mime: QMimeData) -> str | None:
    """The one local file being dragged, if that is what is dragged."""
    urls = mime.urls() if mime.hasUrls() else []
    if len(urls) != 1 or not urls[0].isLocalFile():
        return None
    return urls[0].toLocalFile() or None


def _same_file(one: Path, other: Path) -> bool:
    """Whether two paths name the same file (the same path, or links to one file)."""
    if one.absolute() == other.absolute():
        return True
    try:
        return one.samefile(other)
    except OSError:
        return False
