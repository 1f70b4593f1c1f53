"""Lazy sequences of actions, for decisions with too many choices to list one by one.

Aiming a cannon is a choice of a direction and a power: tens of thousands of actions. An
:class:`ActionGrid` stands for all of them without building them: it answers ``len``,
indexing (so ``random.choice`` works), iteration and ``in`` in constant time, and compares
equal to another grid of the same actions. :class:`LazyActions` is what every such sequence
shares (the games have their own: Catan's discards and its trade offers).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, overload

from capboard.engine.protocol import Action


class LazyActions(Sequence[Action]):
    """A sequence of actions made on demand: a subclass sets ``_length`` and says which action
    stands at an index in range (:meth:`_at`) and what makes two of its sequences hold the
    same actions (:meth:`_key`); this answers ``len``, indexing (slices and negative indices
    too) and equality, with its own kind by key, with any other sequence action by action."""

    __slots__ = ("_length",)

    _length: int

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
        return self._at(index)

    def _at(self, index: int) -> Action:
        """The action at ``index``, from 0 to ``len(self) - 1``."""
        raise NotImplementedError

    def _key(self) -> tuple[Any, ...]:
        """What two sequences of this kind are equal by (the same actions in the same order)."""
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        if isinstance(other, type(self)):
            return self._key() == other._key()
        if isinstance(other, Sequence) and len(other) == len(self):
            return all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    # Defining __eq__ leaves a class unhashable (its __hash__ is None): so are these sequences,
    # but for a kind that says otherwise (the grid).


class ActionGrid(LazyActions):
    """Every ``kind(**{name: value})`` for the values in the product of integer ranges."""

    def __init__(self, kind: type[Action], ranges: Mapping[str, range]) -> None:
        self.kind = kind
        self.names = tuple(ranges)
        self.ranges = tuple(ranges.values())
        self._length = math.prod(len(r) for r in self.ranges)

    def _at(self, index: int) -> Action:
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

    def _key(self) -> tuple[Any, ...]:
        return (self.kind, self.names, self.ranges)

    def __hash__(self) -> int:  # a grid's actions are its key: it may be a dict key
        return hash(self._key())

    def __repr__(self) -> str:
        spans = ", ".join(
            f"{n}={r.start}..{r.stop - 1}" for n, r in zip(self.names, self.ranges, strict=True)
        )
        return f"ActionGrid({self.kind.__name__}: {spans})"


def is_small(actions: Sequence[Action], limit: int = 1000) -> bool:
    """Whether a legal-action sequence is short enough to list, show or search one by one."""
    return len(actions) <= limit
