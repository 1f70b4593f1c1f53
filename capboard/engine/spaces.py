"""Lazy sequences of actions, for decisions with too many choices to list one by one.

Aiming a cannon is a choice of a direction and a power: tens of thousands of actions. An
:class:`ActionGrid` stands for all of them without building them: it answers ``len``,
indexing (so ``random.choice`` works), iteration and ``in`` in constant time, and compares
equal to another grid of the same actions.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, overload

from capboard.engine.protocol import Action


class ActionGrid(Sequence[Action]):
    """Every ``kind(**{name: value})`` for the values in the product of integer ranges."""

    def __init__(self, kind: type[Action], ranges: Mapping[str, range]) -> None:
        self.kind = kind
        self.names = tuple(ranges)
        self.ranges = tuple(ranges.values())
        self._length = math.prod(len(r) for r in self.ranges)

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...
    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._length))]
        if index < 0:
            index += self._length
        if not 0 <= index < self._length:
            raise IndexError("action index out of range")
        values = []
        for r in reversed(self.ranges):
            index, digit = divmod(index, len(r))
            values.append(r[digit])
        return self.kind(**dict(zip(self.names, reversed(values), strict=True)))

    def __iter__(self) -> Iterator[Action]:
        for values in itertools.product(*self.ranges):
            yield self.kind(**dict(zip(self.names, values, strict=True)))

    def __contains__(self, action: object) -> bool:
        return type(action) is self.kind and all(
            getattr(action, name) in r for name, r in zip(self.names, self.ranges, strict=True)
        )

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, ActionGrid):
            return (self.kind, self.names, self.ranges) == (other.kind, other.names, other.ranges)
        if isinstance(other, Sequence) and len(other) == len(self):
            return all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.kind, self.names, self.ranges))

    def __repr__(self) -> str:
        spans = ", ".join(
            f"{n}={r.start}..{r.stop - 1}" for n, r in zip(self.names, self.ranges, strict=True)
        )
        return f"ActionGrid({self.kind.__name__}: {spans})"


def is_small(actions: Sequence[Action], limit: int = 1000) -> bool:
    """Whether a legal-action sequence is short enough to list, show or search one by one."""
    return len(actions) <= limit
