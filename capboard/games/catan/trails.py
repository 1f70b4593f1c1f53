"""How the longest trail of one component of a network is searched (for
:mod:`~capboard.games.catan.longest_road`, which splits a network into components, remembers
their lengths and gives the award).

A component is first made a graph of points (:func:`points`): each corner cut into the groups
of edges a trail may pass between. Most components are then a forest, whose longest trail is
its longest path, found in one sweep (:func:`tree_trail`); a component with a cycle has the
trees hanging off its cycles peeled and its core searched (:func:`cored_path`); a link rule
that cannot be seen into is searched edge by edge (:func:`searched_trail`). Each search takes a
goal and stops at the first trail that long.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import pairwise
from threading import Lock

from capboard.games.catan.geometry import CatanGeometry

Links = Callable[[int, int, int], bool]
"""``links(corner, edge_in, edge_out)``: may a trail pass through ``corner`` this way?"""


class _Complete(Exception):
    """Raised inside the search when a trail uses every edge of its component."""


class GroupLinks:
    """Passages between two edges of the same ``group`` anywhere (a ship to a ship, a road to
    a road), and between the group and the others only at ``joins`` corners: the rule of
    Seafarers' trade routes (see :func:`~capboard.games.catan.ships.trade_route_links`).

    A rule :func:`longest_road` can see into, so it remembers the components it has measured
    under it (as it does without links): a ship moved changes one component of a route, and
    the others are not searched again.
    """

    __slots__ = ("group", "joins")

    def __init__(self, group: Iterable[int], joins: Iterable[int]) -> None:
        self.group = frozenset(group)
        self.joins = frozenset(joins)

    def __call__(self, corner: int, edge_in: int, edge_out: int) -> bool:
        return (edge_in in self.group) == (edge_out in self.group) or corner in self.joins


def points(
    geometry: CatanGeometry,
    component: Sequence[int],
    blocked: frozenset[int],
    links: GroupLinks | None,
) -> list[dict[int, int]]:
    """The component as a graph of points, each corner cut into the groups of edges a trail
    may pass between: all of them, roads and ships apart where the trade-route rule keeps them
    apart, every edge alone at an enemy building. A trail then passes every point it reaches.
    For each point: {neighbouring point: edge}."""
    group = links.group if links is not None else frozenset()
    joins = links.joins if links is not None else frozenset()
    apart = bool(group)  # whether roads and ships meet only at joins (none without a ship)
    # A point's key, a number: 4 * corner + 0 (all the corner's edges), 1 (its ships), 2 (its
    # roads); at an enemy building, each edge ends at a point of its own (no key).
    vertex: dict[int, int] = {}
    adjacency: list[dict[int, int]] = []
    edge_corners = geometry.edge_corners
    for edge in component:
        a, b = edge_corners[edge]
        side = 1 if edge in group else 2
        if a in blocked:  # a point of its own: no other edge ends there
            v = len(adjacency)
            adjacency.append({})
        else:
            key = 4 * a + side if apart and a not in joins else 4 * a
            v = vertex.get(key, -1)
            if v < 0:
                v = vertex[key] = len(adjacency)
                adjacency.append({})
        if b in blocked:
            u = len(adjacency)
            adjacency.append({})
        else:
            key = 4 * b + side if apart and b not in joins else 4 * b
            u = vertex.get(key, -1)
            if u < 0:
                u = vertex[key] = len(adjacency)
                adjacency.append({})
        adjacency[v][u] = edge
        adjacency[u][v] = edge
    return adjacency


def tree_trail(
    adjacency: list[dict[int, int]], edges: int, goal: int
) -> tuple[int, list[int]] | None:
    """The longest trail of a component (its :func:`points`, and its number of ``edges``)
    that is a forest once cut where no trail passes (most networks), else None; the first
    tree's of ``goal`` edges or more, if one is: its length, and its edges in order along it
    (the trail a network keeps as what it knows to be there, see
    :meth:`~capboard.games.catan.networks.Network.placed`).

    With no cycle, two points are joined by one trail only: the longest trail is the longest
    path of a tree, found in one sweep of each tree (every point's deepest branch below it,
    the two deepest meeting at a point making a path) instead of a search from every corner.
    """
    vertices = len(adjacency)
    if edges >= vertices:
        return None  # more edges than a forest of these points has: a cycle
    parent = [-2] * vertices  # -2: not reached yet; -1: a tree's first point
    depth = [0] * vertices
    below = [-1] * vertices  # the point below each on its deepest branch (-1: none)
    best = 0
    turn = left = right = -1  # the longest path: turning at ``turn``, down both branches
    reached = 0
    stopped = False
    for start in range(vertices):
        if parent[start] != -2:
            continue
        parent[start] = -1
        order = [start]
        for here in order:  # grows as it is read: every point of the tree, parents first
            up = parent[here]
            for other in adjacency[here]:
                if other != up:
                    if parent[other] != -2:
                        return None  # reached twice: a cycle
                    parent[other] = here
                    order.append(other)
        reached += len(order) - 1
        # Children before parents: each point's deepest branch, and the longest path that
        # turns at it (its two deepest branches).
        for here in reversed(order):
            up = parent[here]
            if up >= 0:
                branch = depth[here] + 1
                top = depth[up]
                if branch + top > best:
                    best = branch + top
                    turn, left, right = up, here, below[up]
                if branch > top:
                    depth[up] = branch
                    below[up] = here
        if best >= goal:
            stopped = True
            break
    # Two edges joining the same two points (none on a map of hexes) would be one above.
    if not stopped and reached != edges:
        return None
    if turn < 0:
        return 0, []
    # The points along the path: one branch read upwards, the turn, the other downwards.
    path = []
    point = right
    while point >= 0:
        path.append(point)
        point = below[point]
    path.reverse()
    path.append(turn)
    point = left
    while point >= 0:
        path.append(point)
        point = below[point]
    return best, [adjacency[a][b] for a, b in pairwise(path)]


def cored_path(adjacency: list[dict[int, int]], goal: int) -> tuple[int, list[int] | None]:
    """The longest trail of a component with a cycle, searched over its core only (at most
    the component's edges; ``goal`` is not used: the search of a core is remembered whole).

    ``adjacency`` is the component's :func:`points`. Trees hanging off the cycles are peeled
    away, leaf by leaf: a trail that enters one never comes back, so a hanging tree can only
    begin or end a trail, and what it adds there is its deepest branch (two different branches
    where a trail begins and ends at the same point). What is left, the core, is searched once
    for the longest trail between every two of its nodes (:func:`_core_trails`, remembered):
    the longest trail is the best of those, each counted with the deepest branches at its two
    ends, or a path in a hanging tree. A ship lifted or placed at the open end of its line
    changes a hanging tree and not the core, so the core's search is not made again.

    With the length, the edges of such a trail in order when the core is rings alone (read
    directly: see :func:`_ring_trail`), else None (the search remembers lengths only).
    """
    points = len(adjacency)
    # Peel the hanging trees: top[v] and second[v] hold the two deepest branches peeled into
    # point v (flat lists, made at once: a measure of a part with a cycle runs this).
    # below[v] and aside[v]: the neighbours those branches go down to (-1: none), so that a
    # trail through them can be told.
    top = [0] * points
    second = [0] * points
    below = [-1] * points
    aside = [-1] * points
    degree = list(map(len, adjacency))
    alive = [True] * points
    best = 0
    best_at = -1  # the point the best path in a hanging tree turns at
    leaves = [v for v, n in enumerate(degree) if n < 2]
    while leaves:
        v = leaves.pop()
        if not alive[v]:
            continue
        alive[v] = False
        depth = top[v]
        if depth + second[v] > best:
            best = depth + second[v]  # a path in the hanging tree, through v
            best_at = v
        depth += 1
        for u in adjacency[v]:
            if alive[u]:
                if depth > top[u]:
                    second[u] = top[u]
                    aside[u] = below[u]
                    top[u] = depth
                    below[u] = v
                elif depth > second[u]:
                    second[u] = depth
                    aside[u] = v
                degree[u] -= 1
                if degree[u] < 2:
                    leaves.append(u)
    for v in range(points):
        if alive[v] and degree[v] != 2:
            break
    else:  # every point left on two core edges: the core is rings alone, read directly
        length, trail = _ring_trail(adjacency, alive, top, second, below, aside)
        if length > best:
            return length, trail
        return best, _down(adjacency, below, best_at, aside[best_at])[::-1] + _down(
            adjacency, below, best_at, below[best_at]
        )
    # Each core point named by its core edges (two edges meet at one corner, and a corner's
    # points hold different edges): names that do not depend on how the points are numbered.
    names: dict[int, frozenset[int]] = {}
    nodes: list[int] = []
    for v in range(points):
        if alive[v]:
            if top[v] + second[v] > best:
                best = top[v] + second[v]  # two hanging branches, no core edge
            edges = adjacency[v]
            names[v] = (
                frozenset(edges.values())  # (no neighbour peeled)
                if degree[v] == len(edges)
                else frozenset([e for u, e in edges.items() if alive[u]])
            )
            # Nodes: core points where a trail has a choice, or a hanging tree to begin or
            # end in (a longest trail ends at nodes only).
            if degree[v] != 2 or top[v] > 0:
                nodes.append(v)
    # The search is remembered by the core alone, with the nodes it was made for: the
    # longest trail between two points does not depend on which others are nodes, so a
    # search made for more nodes answers for fewer (a hanging tree gone), and one for other
    # nodes is made again for the nodes of both (a ship moved back along its line then finds
    # it). Late in a game most searches were of a core already searched for other nodes.
    # (Its rings are closed trails whatever the nodes: kept as the longest.)
    core = frozenset(names.values())
    ends = frozenset([names[v] for v in nodes])
    with _CORES_LOCK:
        known = _CORES.get(core)
    if known is None or not ends <= known[0]:
        searched = nodes
        if known is not None:
            more = known[0] - ends
            searched = nodes + [v for v, name in names.items() if name in more]
        cycles, between = _core_trails(adjacency, alive, searched, names)
        # Longest first: the trails between nodes are read until no hanging branches can
        # make one longer than the best found.
        known = (
            frozenset([names[v] for v in searched]),
            cycles,
            tuple(
                sorted(
                    ((length, start, end) for (start, end), length in between.items()),
                    key=lambda trail: trail[0],
                    reverse=True,
                )
            ),
        )
        with _CORES_LOCK:
            _CORES.pop(core, None)
            _CORES[core] = known
            while len(_CORES) > _CORES_MOST:
                del _CORES[next(iter(_CORES))]  # the oldest
    _, cycles, longest_first = known
    if cycles > best:
        best = cycles
    deepest = {}
    most = 0  # the deepest branch hanging at any node: a trail gains twice that at most
    for v in nodes:
        deepest[names[v]] = (top[v], second[v])
        if top[v] > most:
            most = top[v]
    most *= 2
    for length, start, end in longest_first:
        if length + most <= best:
            break
        branches = deepest.get(start)
        if branches is None:
            continue  # (a node of another search)
        if start == end:
            tail = branches[1]
        else:
            other = deepest.get(end)
            if other is None:
                continue
            tail = other[0]
        if branches[0] + length + tail > best:
            best = branches[0] + length + tail
    return best, None


def _ring_trail(
    adjacency: list[dict[int, int]],
    alive: list[bool],
    top: list[int],
    second: list[int],
    below: list[int],
    aside: list[int],
) -> tuple[int, list[int]]:
    """The longest trail of a core that is rings alone (every point of the core on two of its
    edges: a ring of roads around a hex, with lines hanging off it, the most common core),
    with the trees hanging off it (``top`` and ``second``: the two deepest branches peeled
    into each point, going down to ``below`` and ``aside``), and its edges in order. A trail
    on a ring goes round it whole, from a point back to it (between two branches hanging
    there), or along one of the two arcs between two points (from the branch at one to the
    branch at the other): no search, and nothing to remember."""
    best = 0
    way: tuple[list[int], int, int, int] = ([], 0, 0, 0)  # the best's ring, from, to, edges
    seen = [False] * len(adjacency)
    for start, left in enumerate(alive):
        if not left or seen[start]:
            continue
        ring = []  # the ring's points in order
        previous, here = -1, start
        while True:
            ring.append(here)
            seen[here] = True
            for point in adjacency[here]:  # (the one found is the next)
                if alive[point] and point != previous:
                    break
            previous, here = here, point
            if here == start:
                break
        around = len(ring)
        hanging = []  # (place on the ring, deepest branch) of the points with a branch
        for place, point in enumerate(ring):
            depth = top[point]
            if depth:
                if around + depth + second[point] > best:
                    best = around + depth + second[point]
                    way = (ring, place, place, around)
                hanging.append((place, depth))
        if around > best:
            best = around
            way = (ring, 0, 0, around)
        for i, (place, depth) in enumerate(hanging):
            for other, other_depth in hanging[i + 1 :]:
                arc = other - place
                if around - arc > arc:
                    arc = around - arc
                if depth + arc + other_depth > best:
                    best = depth + arc + other_depth
                    way = (ring, place, other, arc)
    # The trail: down the branch at its first point, read upwards; the ring's edges from
    # there (all round, or the arc the long way); down the branch at its last point.
    ring, first, last, arc = way
    around = len(ring)
    step = 1 if arc == (last - first) % around or first == last else -1
    edges = []
    place = first
    for _ in range(arc):
        there = (place + step) % around
        edges.append(adjacency[ring[place]][ring[there]])
        place = there
    start, end = ring[first], ring[last]
    head = _down(adjacency, below, start, aside[start] if first == last else below[start])
    return best, head[::-1] + edges + _down(adjacency, below, end, below[end])


def _down(adjacency: list[dict[int, int]], below: list[int], point: int, first: int) -> list[int]:
    """The edges of a branch peeled into ``point``, from it down to ``first`` and on down the
    deepest branches (none when ``first`` is -1)."""
    edges = []
    while first >= 0:
        edges.append(adjacency[point][first])
        point, first = first, below[first]
    return edges


_Name = frozenset[int]
_CoreTrails = tuple[frozenset[_Name], int, tuple[tuple[int, _Name, _Name], ...]]

_CORES: dict[frozenset[_Name], _CoreTrails] = {}
"""What :func:`_core_trails` found for the last cores searched (at most :data:`_CORES_MOST`),
by the names of their points: the names of the nodes searched for, the longest ring, and the
trails between nodes, longest first. A core is the same from one ship moved to the next, and its
search is most of a measure's cost."""

_CORES_MOST = 1024
_CORES_LOCK = Lock()  # clones of a state may be measured from other threads


def forget_cores() -> None:
    """Forget the cores searched (with the lengths remembered, for benchmarks)."""
    with _CORES_LOCK:
        _CORES.clear()


def _core_trails(
    adjacency: list[dict[int, int]],
    alive: list[bool],
    nodes: list[int],
    names: dict[int, frozenset[int]],
) -> tuple[int, dict[tuple[_Name, _Name], int]]:
    """The longest ring of the core (a part whose every point is on two core edges: a closed
    trail), and the longest trail of core edges between every two nodes (by their names; a
    node to itself: a closed trail through it), found by a search over chains of core edges
    from every node."""
    node_set = set(nodes)
    ends: dict[int, list[tuple[int, int, int]]] = {node: [] for node in nodes}
    walked: set[int] = set()
    chains = 0
    for node in nodes:
        for first, edge in adjacency[node].items():
            if not alive[first] or edge in walked:
                continue
            walked.add(edge)
            previous, here, length = node, first, 1
            while here not in node_set:
                # Inside a chain: two core neighbours, the one not come from is next.
                for nxt, e2 in adjacency[here].items():  # noqa: B007 (the one found)
                    if nxt != previous and alive[nxt]:
                        break
                walked.add(e2)
                previous, here = here, nxt
                length += 1
            bit = 1 << chains
            chains += 1
            ends[node].append((bit, here, length))
            ends[here].append((bit, node, length))
    # The rings of the core, its parts whose every point is on two core edges: each is a
    # closed trail (the longest through its points when none is a node; else the trails
    # between its nodes say more).
    cycles = 0
    seen: set[int] = set()
    for v in names:
        if v in seen:
            continue
        seen.add(v)
        stack, size, ring = [v], 0, True
        while stack:
            here = stack.pop()
            size += 1
            on = 0
            for u in adjacency[here]:
                if alive[u]:
                    on += 1
                    if u not in seen:
                        seen.add(u)
                        stack.append(u)
            if on != 2:
                ring = False
        if ring and size > cycles:
            cycles = size
    # The search, nodes by their place in ``nodes`` (lists, not dicts: the search is most of
    # a measure's cost when a core is new).
    place = {node: i for i, node in enumerate(nodes)}
    onward = [
        tuple([(bit, place[there], length) for bit, there, length in ends[node]]) for node in nodes
    ]
    longest = [-1] * len(nodes)

    def walk(here: int, used: int, length: int) -> None:
        if length > longest[here]:
            longest[here] = length
        for bit, there, more in onward[here]:
            if not used & bit:
                walk(there, used | bit, length + more)

    between: dict[tuple[frozenset[int], frozenset[int]], int] = {}
    named = [names[node] for node in nodes]
    for start, name in enumerate(named):
        longest[:] = [-1] * len(nodes)
        for bit, far, length in onward[start]:
            walk(far, bit, length)
        for end, length in enumerate(longest):
            if length >= 0:
                between[name, named[end]] = length
    return cycles, between


def searched_trail(
    geometry: CatanGeometry,
    component: Sequence[int],
    blocked: frozenset[int],
    links: Links | None,
    goal: int,
) -> int:
    """The longest trail of a component, by a search over its chains from every node; the
    first found of ``goal`` edges or more, if there is one (at most the component's edges)."""
    total = len(component)
    # at[corner]: (edge id, corner at its other end) for each edge at corner.
    at: dict[int, list[tuple[int, int]]] = {}
    for e in component:
        a, b = geometry.edge_corners[e]
        at.setdefault(a, []).append((e, b))
        at.setdefault(b, []).append((e, a))

    def passes(corner: int, edge_in: int, edge_out: int) -> bool:
        return links is None or links(corner, edge_in, edge_out)

    # Corners where a trail has no choice (two of the player's edges, passable both ways, no
    # enemy building) lie inside chains; the others are nodes. A trail that enters a chain
    # goes through it (stopping inside never makes it longer), so the search steps from node
    # to node a whole chain at a time. A longest trail can start at a node: one starting
    # inside a chain can be made at least as long from elsewhere (if the chain's other part is
    # unused, prepend it; if used, the trail is closed and can be rotated to start at a node).
    def inside(corner: int) -> bool:
        out = at[corner]
        return (
            len(out) == 2
            and corner not in blocked
            and passes(corner, out[0][0], out[1][0])
            and passes(corner, out[1][0], out[0][0])
        )

    nodes = {corner for corner in at if not inside(corner)}
    if not nodes:
        return total  # a bare cycle, passable all round: a closed loop counts every edge
    # ends[node]: (bit of the chain, its edge at the node, node at its far end, its edge
    # there, its length) for each chain leaving the node.
    ends: dict[int, list[tuple[int, int, int, int, int]]] = {node: [] for node in nodes}
    walked: set[int] = set()
    chains = 0
    for node in sorted(nodes):
        for first, here in at[node]:
            if first in walked:
                continue
            walked.add(first)
            last, length = first, 1
            while here not in nodes:
                (e1, c1), (e2, c2) = at[here]
                last, here = (e2, c2) if e1 == last else (e1, c1)
                walked.add(last)
                length += 1
            bit = 1 << chains
            chains += 1
            ends[node].append((bit, first, here, last, length))
            ends[here].append((bit, last, node, first, length))

    # onward[(node, edge in)]: the chains a trail arriving at node by that edge may take next
    # (none at an enemy building: a trail may end there, never go through it).
    onward: dict[tuple[int, int], tuple[tuple[int, tuple[int, int], int], ...]] = {}
    for node, chain_ends in ends.items():
        for _, edge_in, _, _, _ in chain_ends:
            onward[node, edge_in] = (
                ()
                if node in blocked
                else tuple(
                    (bit, (far, far_edge), length)
                    for bit, edge_out, far, far_edge, length in chain_ends
                    if edge_out != edge_in and passes(node, edge_in, edge_out)
                )
            )

    best = 0

    def walk(arrival: tuple[int, int], used: int, length: int) -> None:
        nonlocal best
        if length > best:
            best = length
            if best >= goal:
                raise _Complete
        for bit, there, more in onward[arrival]:
            if not used & bit:
                walk(there, used | bit, length + more)

    try:
        for chain_ends in ends.values():
            for bit, _, far, far_edge, length in chain_ends:
                walk((far, far_edge), bit, length)
    except _Complete:
        pass
    return best
