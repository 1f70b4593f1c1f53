"""The garbage collector's full collections, as a benchmark sees them: each walks every object
the collector tracks, and the work it falls on waits for it (tens of milliseconds in a long
run), so a benchmark tells them apart from what it measures."""

from __future__ import annotations

import time
from collections.abc import Callable


class FullCollections:
    """A callback for ``gc.callbacks`` that notes when each full collection starts and ends, on
    ``clock`` (the clock the benchmark stamps its own work with)."""

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self.pauses: list[tuple[float, float]] = []
        self._clock = clock
        self._start = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._start = self._clock()
        else:
            self.pauses.append((self._start, self._clock()))

    def take(self) -> list[tuple[float, float]]:
        """The collections since the last call."""
        pauses, self.pauses = self.pauses, []
        return pauses

    def seconds(self) -> list[float]:
        """How long each collection noted so far took."""
        return [end - start for start, end in self.pauses]
