"""A trail known to be in a network, carried from one position of the pieces to the next so
that a change leaves the length known where it can (for :mod:`.networks`).

A measure of a part that is a forest once cut where no trail passes (most parts: see
:func:`~capboard.games.catan.trails.tree_trail`), or whose cycles are rings alone (see
:func:`~capboard.games.catan.trails.cored_path`), finds one of its longest trails. The
network keeps it, and each change tells what becomes of it:

* an edge lifted that the trail does not use leaves it in place: the longest trail is still
  at least as long, and never longer after an edge lifted, so the length is unchanged;
* an edge lifted at one of its ends leaves it one shorter (a dead end is only ever at an end);
* an edge placed at one of its ends, where a trail may pass, makes it one longer: after a
  dead end (see :meth:`~capboard.games.catan.networks.Network._dead_end`), the longest;
* a dead end placed where the trail passes through, in a tree: no longer (below).

The last holds for a forest only (a ring may be walked round from any of its points). A
longest trail of a tree of points is a longest path, and no point of a tree is farther from
another than from one of the two ends of a longest path; from a point inside it, less far
than the path is long. A leaf hung there makes no longer path: the length stays known through
a ship moved from outside the trail to the side of one that passes there. Anywhere else, the
trail is still there, and the least the length may be.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from capboard.games.catan.networks import Network


class KnownTrail(NamedTuple):
    """A trail of a network: its edges in order along it, the corners where it starts (an end
    of its first edge) and ends (of its last), whether it is known to be a longest trail of
    the network, and whether it lies in a tree of points (see the module's docstring; read
    while it is a longest only)."""

    edges: tuple[int, ...]
    start: int
    end: int
    longest: bool
    tree: bool


def trail_along(network: Network, edges: Sequence[int], longest: bool, tree: bool) -> KnownTrail:
    """The trail of ``network`` along ``edges`` (in order), with its two end corners."""
    edge_corners = network.geometry.edge_corners
    first, last = edge_corners[edges[0]], edge_corners[edges[-1]]
    if len(edges) == 1:
        return KnownTrail(tuple(edges), first[0], first[1], longest, tree)
    second, before = edge_corners[edges[1]], edge_corners[edges[-2]]
    start = first[1] if first[0] in second else first[0]
    end = last[1] if last[0] in before else last[0]
    return KnownTrail(tuple(edges), start, end, longest, tree)


def lifted_from(network: Network, trail: KnownTrail, edge: int) -> KnownTrail | None:
    """``trail`` (of ``network``) once ``edge`` is lifted: as it was, still a longest if it
    was, when it does not use the edge; one shorter when the edge is at one of its ends;
    else None (not known)."""
    edges = trail.edges
    if edge not in edges:
        return trail
    if len(edges) == 1:
        return None
    a, b = network.geometry.edge_corners[edge]
    if edges[0] == edge:  # it now starts where its first edge met its second
        return KnownTrail(edges[1:], b if a == trail.start else a, trail.end, False, False)
    if edges[-1] == edge:
        return KnownTrail(edges[:-1], trail.start, b if a == trail.end else a, False, False)
    return None


def placed_in(network: Network, trail: KnownTrail, edge: int, dead: bool) -> KnownTrail:
    """``trail`` in ``network``, the network once ``edge`` (``dead``: a dead end) is placed
    in it: one longer when the edge lies at one of its ends where a trail may pass; else as
    it was, still a longest if it was one in a tree and the edge is a dead end hung where the
    trail passes through (or joined to nothing)."""
    edges, start, end, longest, tree = trail
    a, b = network.geometry.edge_corners[edge]
    longer = longest and dead  # (a dead end hung at a tree's leaf leaves a tree)
    if start in (a, b) and passes(network, start, edges[0], edge):
        return KnownTrail((edge, *edges), b if a == start else a, end, longer, tree)
    if end in (a, b) and passes(network, end, edges[-1], edge):
        return KnownTrail((*edges, edge), start, b if a == end else a, longer, tree)
    if not longest:
        return trail
    if dead and tree:
        # Where a trail may walk on from the edge (one corner at most): the trail must pass
        # through that point (two of its edges there) for the length to stay.
        corner_edges, present = network.geometry.corner_edges, network.edges
        for corner in (a, b):
            on = off = 0
            for other in corner_edges[corner]:
                if other != edge and other in present and passes(network, corner, edge, other):
                    if other in edges:
                        on += 1
                    else:
                        off += 1
            if on >= 2:
                return trail
            if on or off:
                break
        else:
            return trail  # joined to nothing: a part of one edge
    return trail._replace(longest=False)


def passes(network: Network, corner: int, edge_in: int, edge_out: int) -> bool:
    """Whether a trail of ``network`` may pass ``corner`` from ``edge_in`` to ``edge_out``:
    no other player's building stands there, and they are two roads, two ships, or a road and
    a ship at an own building (the trade-route rule)."""
    if corner in network.blocked:
        return False
    ships = network.ships
    return (edge_in in ships) == (edge_out in ships) or corner in network.joins
