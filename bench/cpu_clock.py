"""The CPU clock as a benchmark reads it: a read costs about 0.6 µs here (a system call),
near a tenth of a Catan action, so a benchmark that reads it at every action takes that cost
out of what it measures."""

from __future__ import annotations

import time


def read_cost() -> float:
    """The CPU seconds one read of the CPU clock costs, its stamp kept in a list as the
    benchmarks keep theirs (the least of five runs of 20,000 reads)."""
    runs = []
    for _ in range(5):
        stamps: list[float] = []
        keep, clock = stamps.append, time.process_time
        for _ in range(20_000):
            keep(clock())
        runs.append((stamps[-1] - stamps[0]) / (len(stamps) - 1))
    return min(runs)
