"""Seafarers' ship moves of one seat as a table rather than a list, and the main phase's actions
with such a table inside.

A seat's moves are every movable ship (the sources) to every ship spot (the targets), less the
few targets a source may not go to once lifted (a spot touching the line only through it): the
product of two short sequences with a handful of holes. A random player moves a ship one time
in ten, but the moves are asked at every main-phase decision of a turn before that, and they
grow with the fleet (ten ships and thirty spots make hundreds): made one by one, they cost more
than the rest of the decision. :class:`MoveTable` says which move stands at an index by
arithmetic instead, and makes only the move picked; :class:`MainActions` puts it among the
other actions of the main phase, in the order the rules list them.

Both answer ``len``, indexing, ``in``, iteration and equality as the list of the same moves in
the same order would (by source, then target, in edge order): a random player picks the same
move from either.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache
from typing import Any, overload

from capboard.engine.protocol import Action, contains_itself
from capboard.engine.spaces import LazyActions
from capboard.games.catan.actions import MoveShip, move_ship
from capboard.games.catan.geometry import CatanGeometry
from capboard.games.catan.ships import Buildings

_new = object.__new__


class MoveTable(LazyActions):
    """The moves of one seat's ships: each of ``sources`` to each of ``spots`` but the spots
    at the positions ``refused`` gives per source (see the module's docstring)."""

    __slots__ = ("_refused", "_starts", "asked", "near", "sources", "spots")

    def __init__(
        self,
        sources: tuple[int, ...],
        spots: tuple[int, ...],
        refused: tuple[tuple[int, ...], ...],
        asked: int = -1,
        near: AbstractSet[int] | None = None,
    ) -> None:
        self.asked = asked
        """How many changes of the pieces the index that worked the table out followed (see
        :class:`~capboard.games.catan.pieces_owed.OwedAnswers`)."""
        self.near = near
        """The edges whose taking or freeing may change the spots, those at the anchors of the
        seat's line (its own ships and the buildings staying the same): while no change
        touches them, the table holds (None: not known, the table is not carried)."""
        self.sources = sources
        """The ships that may move, in edge order."""
        self.spots = spots
        """Where a ship may go, in edge order."""
        self._refused = refused
        """Per source, the positions in ``spots`` it may not go to, in order."""
        self._starts: list[int] | None = None
        """Per source, the index of its first move: worked out when a move is first picked by
        index (most tables are asked for their length alone, at a decision that moves no
        ship)."""
        self._length = len(sources) * len(spots) - sum(map(len, refused))

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...
    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        if type(index) is int and 0 <= index < self._length:
            return self._at(index)
        return super().__getitem__(index)

    def _at(self, index: int) -> Action:
        starts = self._starts
        if starts is None:
            starts, start, width = [], 0, len(self.spots)
            for holes in self._refused:
                starts.append(start)
                start += width - len(holes)
            self._starts = starts  # (the same list whoever works it out first)
        i = bisect_right(starts, index) - 1
        k = index - starts[i]
        for hole in self._refused[i]:  # the k-th spot not refused: step over the holes
            if hole > k:
                break
            k += 1
        return move_ship(self.sources[i], self.spots[k])

    def __iter__(self) -> Iterator[Action]:
        spots = self.spots
        for source, holes in zip(self.sources, self._refused, strict=True):
            if holes:
                for k, target in enumerate(spots):
                    if k not in holes:
                        yield move_ship(source, target)
            else:
                for target in spots:
                    yield move_ship(source, target)

    def __contains__(self, action: object) -> bool:
        if type(action) is not MoveShip:
            return False
        sources, spots = self.sources, self.spots
        i = bisect_left(sources, action.source)
        k = bisect_left(spots, action.target)
        return (
            i < len(sources)
            and sources[i] == action.source
            and k < len(spots)
            and spots[k] == action.target
            and k not in self._refused[i]
        )

    def _key(self) -> tuple[Any, ...]:
        return (self.sources, self.spots, self._refused)

    def __repr__(self) -> str:
        return f"MoveTable({len(self.sources)} ships, {len(self.spots)} spots: {self._length})"


NO_MOVES = MoveTable((), (), ())
"""No ship to move, or nowhere to go."""


def move_table(
    geometry: CatanGeometry,
    seat: int,
    sources: tuple[int, ...],
    spots: tuple[int, ...],
    ships: Mapping[int, int],
    buildings: Buildings,
    corners: Mapping[int, int] | None = None,
    asked: int = -1,
    near: AbstractSet[int] | None = None,
) -> MoveTable:
    """The moves of ``seat``'s movable ships ``sources`` to their ship ``spots`` (both in edge
    order): a lifted ship may go to every spot but one at its own corners that touched the line
    only through it (:func:`~capboard.games.catan.ships.may_move_to`, asked there alone).
    ``corners`` is how many of the seat's ships meet at each corner they touch (counted from
    ``ships`` when not given). ``asked`` and ``near`` say how far the table may be carried
    (see :attr:`MoveTable.near`)."""
    if not sources or not spots:
        return NO_MOVES
    if corners is None:
        corners = _ship_corners(seat, ships, geometry.edge_corners)
    sides = _far_sides(geometry)
    refused: list[tuple[int, ...]] = []
    removed = 0
    # may_move_to, inline, asked per corner of the lifted ship rather than per target (a
    # table per seat at nearly every turn): a spot there still touches the line without the
    # lifted ship when that corner holds a building (an own one joins the line; at another
    # player's, the spot touched it only by its far corner), or another own ship (true of
    # every spot at the corner: none is asked), or else when its far corner holds an own
    # building, or an own ship and no building (the lifted ship never stands at a spot's far
    # corner: two edges share one corner at most). The spots are a few: a tuple's ``in``
    # costs less than a set made for it.
    for source in sources:
        holes = None
        for corner, others in sides[source]:
            if corners[corner] > 1 or corner in buildings:
                continue
            for target, far in others:
                if target in spots:
                    building = buildings.get(far)
                    if building is not None:
                        if building[0] == seat:
                            continue
                    elif far in corners:
                        continue
                    if holes is None:
                        holes = [spots.index(target)]
                    else:
                        holes.append(spots.index(target))
        if holes is None:
            refused.append(())
        else:
            removed += len(holes)
            if len(holes) > 1:
                holes.sort()
            refused.append(tuple(holes))
    # MoveTable(), its fields set here: the holes are counted as they are found.
    table = _new(MoveTable)
    table.asked, table.near, table.sources, table.spots = asked, near, sources, spots
    table._refused, table._starts = tuple(refused), None
    table._length = len(sources) * len(spots) - removed
    return table


@lru_cache(maxsize=64)
def _far_sides(
    geometry: CatanGeometry,
) -> tuple[tuple[tuple[int, tuple[tuple[int, int], ...]], ...], ...]:
    """Per edge, each of its two corners with the other edges there, each with its far corner
    (the one it does not share with the edge): :attr:`CatanGeometry.edge_sides` with what
    :func:`move_table` reads of every target next to a ship, once per map."""
    edge_corners = geometry.edge_corners
    return tuple(
        tuple(
            (corner, tuple((o, sum(edge_corners[o]) - corner) for o in others))
            for corner, others in sides
        )
        for sides in geometry.edge_sides
    )


def _ship_corners(
    seat: int, ships: Mapping[int, int], edge_corners: Sequence[tuple[int, int]]
) -> dict[int, int]:
    """How many of ``seat``'s ships meet at each corner they touch (as
    :meth:`~capboard.games.catan.pieces.PieceIndex.ship_corners` keeps them)."""
    counts: dict[int, int] = {}
    for edge, owner in ships.items():
        if owner == seat:
            for corner in edge_corners[edge]:
                counts[corner] = counts.get(corner, 0) + 1
    return counts


class MainActions(LazyActions):
    """The main phase's actions: ``actions``, with the ship ``moves`` standing between the
    first ``at`` of them and the others."""

    __slots__ = ("_actions", "_at_moves", "_end_moves", "_moves", "given")

    def __init__(self, actions: list[Action], at: int, moves: MoveTable) -> None:
        self._actions = actions
        self._at_moves = at
        self._moves = moves
        count = moves._length  # (read once, not by len(): a call of a Python method)
        self._end_moves = at + count
        self._length = len(actions) + count
        self.given: Action | None = None
        """The last action handed out by index (as for the open offers' list): one of these
        by construction, known without a look-up when it is applied."""

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...
    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        if type(index) is int and 0 <= index < self._length:
            action = self.given = self._at(index)
            return action
        return super().__getitem__(index)

    def _at(self, index: int) -> Action:
        if index < self._at_moves:
            return self._actions[index]
        if index < self._end_moves:
            return self._moves._at(index - self._at_moves)
        return self._actions[index - len(self._moves)]

    def __iter__(self) -> Iterator[Action]:
        actions, at = self._actions, self._at_moves
        yield from actions[:at]
        yield from self._moves
        yield from actions[at:]

    def __contains__(self, action: object) -> bool:
        if action is self.given and action is not None:
            return True
        if type(action) is MoveShip:
            return action in self._moves
        return contains_itself(self._actions, action) or action in self._actions  # type: ignore[arg-type]

    def _key(self) -> tuple[Any, ...]:
        return (self._actions, self._at_moves, self._moves)

    def __repr__(self) -> str:
        return f"MainActions({len(self._actions)} actions + {self._moves!r})"
