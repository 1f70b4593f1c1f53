"""Choices of cards as a lazy sequence: the discards after a 7 (half of a hand that can hold
thirty cards late in a game: thousands of ways) and the gold fields' picks.

:class:`SplitActions` stands for ``[kind(c) for c in splits(limits, total)]`` without building
it: it answers ``len``, indexing (so ``random.choice`` picks the same action as from the list),
iteration and ``in`` from counts of the ways to complete a choice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

from capboard.engine.protocol import Action
from capboard.engine.spaces import LazyActions
from capboard.games.catan.hands import splits


@lru_cache(maxsize=4096)
def _ways(limits: tuple[int, ...], total: int) -> int:
    """How many tuples of counts, each at most its limit, add up to ``total``."""
    if not limits:
        return 1 if total == 0 else 0
    rest = sum(limits[1:])
    return sum(
        _ways(limits[1:], total - n) for n in range(max(0, total - rest), min(limits[0], total) + 1)
    )


class SplitActions(LazyActions):
    """``kind(counts)`` for every tuple of counts of :func:`~capboard.games.catan.hands.splits`
    (each at most its limit, adding up to ``total``), in that order. ``kind`` is an action
    class whose one field, ``cards``, holds the counts (a discard, a gold choice)."""

    __slots__ = ("_kind", "_limits", "_total")

    def __init__(self, kind: Callable[[Any], Action], limits: tuple[int, ...], total: int) -> None:
        self._kind = kind
        self._limits = limits
        self._total = total
        self._length = _ways(limits, total)

    def _at(self, index: int) -> Action:
        # Unrank: the first count goes up from its least; each value stands for as many
        # choices as the other counts can complete.
        counts = []
        limits, total = self._limits, self._total
        for i, limit in enumerate(limits):
            rest = limits[i + 1 :]
            for n in range(max(0, total - sum(rest)), min(limit, total) + 1):
                ways = _ways(rest, total - n)
                if index < ways:
                    counts.append(n)
                    total -= n
                    break
                index -= ways
        return self._kind(tuple(counts))

    def __iter__(self) -> Iterator[Action]:
        kind = self._kind
        for counts in splits(self._limits, self._total):
            yield kind(counts)

    def __contains__(self, action: object) -> bool:
        if type(action) is not self._kind:
            return False
        counts = getattr(action, "cards", None)
        if not isinstance(counts, tuple) or len(counts) != len(self._limits):
            return False
        try:
            return (
                all(0 <= c <= limit for c, limit in zip(counts, self._limits, strict=True))
                and sum(counts) == self._total
            )
        except TypeError:
            return False  # counts of another type: no such choice

    def _key(self) -> tuple[Any, ...]:
        return (self._kind, self._limits, self._total)

    def __repr__(self) -> str:
        name = getattr(self._kind, "__name__", "action")
        return f"SplitActions({len(self)} {name} of {self._total} from {self._limits})"
