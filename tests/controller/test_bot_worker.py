"""The computer players' thread: answers come back on the main thread, and Python's cyclic
garbage collector never runs on the computer's thread, where it would free the main thread's Qt
objects (the intermittent crash of the whole-game ui tests)."""

from __future__ import annotations

import gc
import random
import threading
import weakref
from collections.abc import Iterator, Sequence

import pytest
import shiboken6
from pytestqt.qtbot import QtBot

from capboard.controller.bot_worker import BotRunner
from capboard.engine.bots import Bot
from capboard.engine.protocol import Action, View

from .toygame import ToyGame


class _Litter:
    """A reference cycle: garbage that only the cyclic collector frees."""

    def __init__(self) -> None:
        self.me = self


class _Searching(Bot):
    """Allocates as a searching computer does, well past the collector's first threshold,
    optionally after waiting for a go-ahead; answers the first legal action."""

    def __init__(self, go: threading.Event | None = None) -> None:
        super().__init__(ToyGame(), 0, random.Random(0))
        self._go = go

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if self._go is not None:
            assert self._go.wait(10)
        nodes: list[list[int]] = [[] for _ in range(20 * gc.get_threshold()[0] + 1000)]
        assert nodes
        return legal[0]


@pytest.fixture
def collections_by_thread() -> Iterator[list[threading.Thread]]:
    """The thread of every collection the collector starts during the test."""
    threads: list[threading.Thread] = []

    def record(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            threads.append(threading.current_thread())

    gc.collect()
    gc.callbacks.append(record)
    yield threads
    gc.callbacks.remove(record)


def _busy(runner: BotRunner) -> bool:
    # A call, not the property itself: mypy would take the first assert for the rest of the test.
    return runner.busy


def _action() -> Action:
    return ToyGame().new_state(2, 1).legal_actions()[0]


def test_the_collector_never_runs_on_the_computer_s_thread(
    qtbot: QtBot, collections_by_thread: list[threading.Thread]
) -> None:
    runner = BotRunner()
    freed_in: list[threading.Thread] = []
    litter = _Litter()
    weakref.finalize(litter, lambda: freed_in.append(threading.current_thread()))
    del litter
    action = _action()
    with qtbot.waitSignal(runner.decided, timeout=20_000) as answer:
        runner.submit(7, _Searching(), None, [action])  # type: ignore[arg-type]
    assert answer.args == [7, action]
    assert not _busy(runner)
    assert gc.isenabled()  # back on once the answer is in
    gc.collect()
    main = threading.main_thread()
    assert freed_in == [main]
    assert collections_by_thread and set(collections_by_thread) == {main}


def test_the_collector_is_back_on_when_a_thinking_computer_is_stopped(qtbot: QtBot) -> None:
    runner = BotRunner()
    go = threading.Event()
    runner.submit(1, _Searching(go), None, [_action()])  # type: ignore[arg-type]
    assert _busy(runner)
    assert not gc.isenabled()
    go.set()
    assert runner.wait()
    assert not _busy(runner)
    assert gc.isenabled()


def test_a_stale_answer_leaves_the_collector_off_for_the_next_decision(qtbot: QtBot) -> None:
    runner = BotRunner()
    runner.submit(1, _Searching(), None, [_action()])  # type: ignore[arg-type]
    assert runner.wait()  # the game was undone: the first answer is stale, still on its way
    go = threading.Event()
    runner.submit(2, _Searching(go), None, [_action()])  # type: ignore[arg-type]
    with qtbot.waitSignal(runner.decided, timeout=20_000) as stale:
        pass
    assert stale.args[0] == 1
    assert _busy(runner)  # the second computer is still thinking
    assert not gc.isenabled()
    with qtbot.waitSignal(runner.decided, timeout=20_000) as answer:
        go.set()
    assert answer.args[0] == 2
    assert not _busy(runner)
    assert gc.isenabled()


def test_the_collector_stays_off_when_it_was_off_before(qtbot: QtBot) -> None:
    gc.disable()
    try:
        runner = BotRunner()
        with qtbot.waitSignal(runner.decided, timeout=20_000):
            runner.submit(3, _Searching(), None, [_action()])  # type: ignore[arg-type]
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_runner_deleted_while_its_computer_thinks_lets_the_collector_run_again(
    qtbot: QtBot,
) -> None:
    runner = BotRunner()
    go = threading.Event()
    runner.submit(4, _Searching(go), None, [_action()])  # type: ignore[arg-type]
    assert not gc.isenabled()
    go.set()
    shiboken6.delete(runner)  # its pool waits for the computer's thread as it goes
    assert gc.isenabled()
