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
* a dead end placed where the trail passes through, in a tree: no longer (below); placed off
  the trail in its tree, the longest is the trail or the branch to it and on to the trail's
  farther end (see :func:`hung_off`).

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
        # through that point (two of its edges there) for the length to stay. (passes,
        # inline: this runs at most ship moves that keep a longest trail known.)
        corner_edges, present = network.geometry.corner_edges, network.edges
        blocked, ships, joins = network.blocked, network.ships, network.joins
        is_ship = edge in ships
        for corner in (a, b):
            if corner in blocked:
                continue  # nothing passes here
            joined = corner in joins
            on = off = 0
            for other in corner_edges[corner]:
                if other != edge and other in present and (joined or (other in ships) == is_ship):
                    if other in edges:
                        on += 1
                    else:
                        off += 1
            if on >= 2:
                return trail
            if off and not on:  # hung off a branch of the tree: how far from the trail?
                hung = hung_off(network, trail, edge, corner)
                return not_longest(trail) if hung is None else hung
            if on or off:
                break
        else:
            return trail  # joined to nothing: a part of one edge
    return not_longest(trail)


def not_longest(trail: KnownTrail) -> KnownTrail:
    """``trail``, no longer known to be a longest (what ``_replace(longest=False)`` makes,
    without its keyword machinery: asked at many ship moves)."""
    edges, start, end, _, tree = trail
    return KnownTrail(edges, start, end, False, tree)


def hung_off(network: Network, trail: KnownTrail, edge: int, corner: int) -> KnownTrail | None:
    """A longest trail of ``network`` once ``edge``, a dead end, is placed at ``corner``, off
    ``trail`` (a longest trail of the tree it joins, which passes no point there), or None when
    the edge joins another part (walked through without meeting the trail).

    In a tree, the points farthest from any point include one of the two ends of a longest
    path. The only new trails are the edge and a path on from ``corner``, so the longest is
    the trail as it was, or the edge, the branch back to the trail, and the trail on to its
    farther end (one longer at most, when the branch is as long as the nearer part of the
    trail). The walk goes through the branches off the trail only (a part's edges at most)."""
    edge_corners, corner_edges = network.geometry.edge_corners, network.geometry.corner_edges
    present = network.edges
    edges = trail.edges
    on_trail = set(edges)
    # The walk, edge by edge from the edge placed (a tree of points: no edge is met twice; the
    # set of those seen only guards against a part that is not one).
    came_from = {edge: -1}
    stack = [(edge, corner)]
    met = -1  # the trail's edge met, and the corner where the branch meets it
    at = -1
    while stack and met < 0:
        here, c = stack.pop()
        for other in corner_edges[c]:
            if other == here or other not in present or not passes(network, c, here, other):
                continue
            if other in on_trail:
                met, at = other, c
                came_from[other] = here
                break
            if other in came_from:
                continue
            came_from[other] = here
            a, b = edge_corners[other]
            stack.append((other, b if a == c else a))
    if met < 0:
        return None
    # The branch from the edge placed to the trail (the edge first), and where it meets it.
    branch = []
    step = came_from[met]
    while step != -1:
        branch.append(step)
        step = came_from[step]
    branch.reverse()
    # How far along the trail that corner is from its start (the corners walked in order up
    # to the edge met: a corner may hold two points of the trail, a road's and a ship's).
    index = edges.index(met)
    here = trail.start
    for step in edges[:index]:
        a, b = edge_corners[step]
        here = b if a == here else a
    if here != at:  # the edge met leads back to the corner, from the one after it
        index += 1
    length = len(edges)
    if len(branch) + max(index, length - index) <= length:
        return trail  # no longer: the trail is still a longest
    # On to the farther end: back to the start, or on to the end.
    along = edges[:index][::-1] if index >= length - index else edges[index:]
    return trail_along(network, (*branch, *along), True, True)


def passes(network: Network, corner: int, edge_in: int, edge_out: int) -> bool:
    """Whether a trail of ``network`` may pass ``corner`` from ``edge_in`` to ``edge_out``:
    no other player's building stands there, and they are two roads, two ships, or a road and
    a ship at an own building (the trade-route rule)."""
    if corner in network.blocked:
        return False
    ships = network.ships
    return (edge_in in ships) == (edge_out in ships) or corner in network.joins
