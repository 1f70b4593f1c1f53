"""Runs computer players off the main thread.

A job gets a bot, the view of its seat and the legal actions, nothing else: never the state.
The answer comes back on the main thread through a queued signal, tagged with the caller's
token so a stale answer (the game moved on, or was closed) can be dropped.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal

from capboard.engine.bots import Bot
from capboard.engine.protocol import Action, View


class _Carrier(QObject):
    """Lives on the main thread; the worker emits through it (Qt queues the call)."""

    finished = Signal(int, object)


class _BotJob(QRunnable):
    def __init__(
        self, token: int, bot: Bot, view: View, legal: list[Action], carrier: _Carrier
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._token = token
        self._bot = bot
        self._view = view
        self._legal = legal
        self._carrier = carrier

    def run(self) -> None:
        result: Action | BaseException
        try:
            result = self._bot.choose(self._view, self._legal)
        except Exception as exc:  # reported to the main thread, which decides what to do
            result = exc
        self._carrier.finished.emit(self._token, result)


class BotRunner(QObject):
    """One decision at a time, on a private single-thread pool.

    :attr:`decided` is emitted on the main thread with the token given to :meth:`submit`
    and either the chosen action or the exception the bot raised.
    """

    decided = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._carrier = _Carrier(self)
        self._carrier.finished.connect(self._relay, Qt.ConnectionType.QueuedConnection)
        self._running = 0

    def submit(self, token: int, bot: Bot, view: View, legal: Sequence[Action]) -> None:
        """Ask ``bot`` to choose among ``legal`` knowing only ``view``."""
        self._running += 1
        self._pool.start(_BotJob(token, bot, view, list(legal), self._carrier))

    @property
    def busy(self) -> bool:
        """True while a decision has not been relayed yet."""
        return self._running > 0

    def wait(self, msecs: int = -1) -> bool:
        """Block until every started job has finished (-1: no time limit)."""
        self._pool.clear()
        return self._pool.waitForDone(msecs)

    def _relay(self, token: int, result: object) -> None:
        self._running = max(0, self._running - 1)
        self.decided.emit(token, result)
