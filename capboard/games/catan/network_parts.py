"""The parts of a network (:mod:`.networks`): one component of a player's roads and ships with
what is known of its longest trail, and a ship moved within its part carried over in one step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from capboard.games.catan.networks import Network

_new = object.__new__


def _most(part: Part) -> int:
    """The most a part's longest trail may be (the order in which parts are measured)."""
    length = part.length
    return part.high if length is None else length


class Part:
    """One component of a network: its edges, the corners they touch, and its longest trail
    once measured (before: what it is known to lie between)."""

    __slots__ = ("_edges", "corners", "forest", "high", "length", "low", "members", "trail")

    def __init__(
        self,
        members: frozenset[int],
        corners: frozenset[int],
        low: int = 0,
        high: int | None = None,
        edges: tuple[int, ...] | None = None,
    ) -> None:
        self.members = members
        """The part's edges."""
        self.corners = corners
        self._edges = edges
        self.low = low
        self.high = len(members) if high is None else min(high, len(members))
        self.length: int | None = low if low == self.high else None
        """The longest trail, None until measured (a value once set, never another)."""
        self.trail: tuple[int, ...] | None = None
        """The edges, in order, of a trail of :attr:`low` edges when a measure found one."""
        self.forest = False
        """Whether the measure that found :attr:`trail` found the part a forest of points."""

    @property
    def edges(self) -> tuple[int, ...]:
        """The part's edges in order (sorted when first asked: only a part measured is)."""
        edges = self._edges
        if edges is None:
            edges = self._edges = tuple(sorted(self.members))
        return edges

    @property
    def bounds(self) -> tuple[int, int]:
        """The least and the most its longest trail may be."""
        length = self.length
        return (self.low, self.high) if length is None else (length, length)

    def learn(self, found: int, goal: int) -> None:
        """Keep what a search for a trail of ``goal`` edges found: a trail of ``found`` edges,
        the longest if it is shorter than ``goal``."""
        if self.length is not None:
            return
        if found < goal:
            self.low = self.high = self.length = found
        elif found > self.low:
            self.low = found
            if found == self.high:
                self.length = found


def carried_part(members: frozenset[int], corners: frozenset[int], low: int, high: int) -> Part:
    """``Part(members, corners, low, high)`` without the call of ``__init__`` (the same fields):
    a part is made at most ship moved, when the parts are carried over the change."""
    if high > len(members):
        high = len(members)
    part = _new(Part)
    part.members, part.corners, part._edges = members, corners, None
    part.low, part.high, part.length = low, high, low if low == high else None
    part.trail, part.forest = None, False
    return part


def moved_within(
    network: Network, parts: list[Part], lifted: tuple[int, bool], placed: tuple[int, bool]
) -> bool:
    """Carry ``parts`` (a copy, changed in place) over a ship moved within its own part, to
    ``network`` (the network after the move), and say so; or change nothing and say not (the
    ship's part split, or the edge placed joins another part or none): then
    :meth:`~.networks.Network._lift` and :meth:`~.networks.Network._place` in turn do it.

    The same part as the two steps make, with one copy of the edges and corners, not two:
    the part keeps every trail but those through the edge lifted (one shorter at most from a
    dead end: the least one less; otherwise nothing known), and then gains the edge placed
    (one longer at most at a dead end: the most one more; otherwise up to its size)."""
    edge, dead = placed
    gone, gone_dead = lifted
    for i, part in enumerate(parts):  # noqa: B007 (the part found is the one used)
        if gone in part.members:
            break
    else:
        return False
    members = part.members
    if len(members) == 1 or edge == gone:
        return False
    geometry, blocked = network.geometry, network.blocked
    # Where the edge lifted met the rest of its part: at one corner at most (else it may split).
    # (The other edges at each corner looked up in one step each.)
    met = 0
    alone = []
    for c, others in geometry.edge_sides[gone]:
        if members.isdisjoint(others):
            alone.append(c)
        elif c not in blocked:
            met += 1
    if met > 1:
        return False
    corners = part.corners.difference(alone) if alone else part.corners
    # The edge placed must join this part and no other.
    ends = geometry.edge_corners[edge]
    joins = False
    for c in ends:
        if c in blocked:
            continue
        if c in corners:
            joins = True
        else:
            for other in parts:
                if other is not part and c in other.corners:
                    return False
    if not joins:
        return False
    # The bounds as _lift leaves them, then as _place makes them (read inline, as there).
    length = part.length
    if length is None:
        low, high = part.low, part.high
    else:
        low = high = length
    low = (low - 1 if low else 0) if gone_dead else 0
    size = len(members)
    if high > size - 1:
        high = size - 1
    if low < 1:
        low = 1
    del parts[i]
    parts.append(
        carried_part(members ^ {gone, edge}, corners.union(ends), low, high + 1 if dead else size)
    )
    return True
