"""Runs computer players off the main thread.

A job gets a bot, the view of its seat and the legal actions, nothing else: never the state.
The answer comes back on the main thread through a queued signal, tagged with the caller's
token so a stale answer (the game moved on, or was closed) can be dropped.

While a computer thinks, Python's automatic garbage collection is off (see
:mod:`capboard.controller.collector`): it would otherwise run on the computer's thread and free
the main thread's Qt objects there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal

from capboard.controller.collector import CollectionHold
from capboard.engine.bots import Bot
from capboard.engine.protocol import Action, View
from capboard.engine.spaces import LazyActions


class _Carrier(QObject):
    """Lives on the main thread; the worker emits through it (Qt queues the call)."""

    finished = Signal(int, int, object)
    """(the job's serial number, the caller's token, the action or the exception)"""


class _BotJob(QRunnable):
    def __init__(
        self, serial: int, token: int, work: Callable[[], object], carrier: _Carrier
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._serial = serial
        self._token = token
        self._work = work
        self._carrier = carrier

    def run(self) -> None:
        result: object
        try:
            result = self._work()
        except Exception as exc:  # reported to the main thread, which decides what to do
            result = exc
        self._carrier.finished.emit(self._serial, self._token, result)


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
        self._serial = 0
        self._waiting: set[int] = set()
        """The serial numbers of the jobs started and not answered yet."""
        self._hold = CollectionHold()
        # Should the runner go without being waited for, the pool waits for its thread as it
        # goes: only then may the collector run again.
        self._pool.destroyed.connect(self._hold.drop)

    def submit(self, token: int, bot: Bot, view: View, legal: Sequence[Action]) -> None:
        """Ask ``bot`` to choose among ``legal`` knowing only ``view``."""
        # A copy, so that the list the caller holds may change; a lazy sequence (Catan's
        # thousands of offers) cannot change, and is handed over as it is.
        if not isinstance(legal, LazyActions):
            legal = list(legal)
        self.submit_work(token, lambda: bot.choose(view, legal))

    def submit_work(self, token: int, work: Callable[[], object]) -> None:
        """Run ``work`` (a computer's thinking that reads views only, such as a hint) on the
        worker thread; its answer or exception comes back through :attr:`decided`."""
        self._hold.take()
        self._serial += 1
        self._waiting.add(self._serial)
        self._pool.start(_BotJob(self._serial, token, work, self._carrier))

    @property
    def busy(self) -> bool:
        """True while a decision has not been relayed yet."""
        return bool(self._waiting)

    def wait(self, msecs: int = -1) -> bool:
        """Block until every started job has finished (-1: no time limit)."""
        self._pool.clear()  # jobs not started yet never will be, nor answer
        done = self._pool.waitForDone(msecs)
        if done:
            self._waiting.clear()  # their answers, still on their way, are stale now
            self._hold.drop()
        return done

    def _relay(self, serial: int, token: int, result: object) -> None:
        if serial in self._waiting:
            self._waiting.discard(serial)
            if not self._waiting:
                # Every job has sent its answer and is only returning: wait the moment its
                # thread takes to leave Python, then let the collector run again, here.
                self._pool.waitForDone()
                self._hold.drop()
        self.decided.emit(token, result)
