"""A fixed pure-Python workload, timed next to a benchmark so that its figures survive a busy
machine.

Absolute times on a shared machine are noise: the same run can be half as fast a minute later.
Two things make the figures hold. Times are the process's own CPU time
(:func:`time.process_time`), not the wall clock, so the time other programs hold the cores is
left out. And a benchmark times this workload in the same run, next to each of its own
measurements, and reports its speed in "anchors": actions per second times the anchor's
seconds, i.e. actions done in the time the anchor takes, which leaves out what a slower or
faster machine (or a busier memory bus) does to both. Two runs compare by that figure.

The workload does what a game engine does, and nothing of Capboard's: small dicts and lists
updated in place, tuples built and hashed, short methods called, a seeded ``random.Random``.
It never changes, so a baseline stays comparable across commits.
"""

from __future__ import annotations

import random
import statistics
import time

ROUNDS = 20_000
"""Rounds of the workload: about 50 ms of CPU on the project's machines."""


class _Counter:
    """A tiny stateful object, called through methods as engine code does."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], int] = {}
        self.log: list[tuple[int, int, int]] = []

    def put(self, x: int, y: int, value: int) -> bool:
        key = (x, y)
        old = self.cells.get(key, 0)
        self.cells[key] = old + value
        if old == 0:
            self.log.append((x, y, value))
            return True
        return False

    def neighbours(self, x: int, y: int) -> list[tuple[int, int]]:
        return [
            (x + dx, y + dy)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
            if (x + dx, y + dy) in self.cells
        ]


def workload(rounds: int = ROUNDS) -> int:
    """Run the fixed workload; returns a checksum (so nothing is optimised away)."""
    rng = random.Random(12345)
    board = _Counter()
    total = 0
    for i in range(rounds):
        x, y = rng.randrange(40), rng.randrange(40)
        if board.put(x, y, i % 7 + 1):
            total += len(board.neighbours(x, y))
        if i % 500 == 0:
            ranked = sorted(board.cells.items(), key=lambda kv: (kv[1], kv[0]))
            total += ranked[-1][1]
    return total + len(board.log)


def anchor_seconds(repeats: int = 3) -> float:
    """CPU seconds the workload takes now (the median of ``repeats`` runs)."""
    times = []
    for _ in range(repeats):
        start = time.process_time()
        workload()
        times.append(time.process_time() - start)
    return statistics.median(times)


def median(values: list[float]) -> float:
    """The median of measurements (the middle one resists a disturbed repetition)."""
    return statistics.median(values)
