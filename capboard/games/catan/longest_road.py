"""Longest Road (base game) and Longest Trade Route (Seafarers): the length and the award.

Pure Python, no Qt, no game state: both functions answer from the pieces on the board as they
are given, which is what catan-reference.md C.2 asks for ("recount everybody (not just the
builder) after **any settlement** is built") and what avoids the stale-cache bugs listed in C.2
and C.4 (JSettlers2 #95, "Longest Route lengths were incorrect after load", Catanatron #378).
What is remembered is keyed by everything a component's length depends on, never by a position
that may have changed since. (The state recounts everybody after a settlement, and only the
builder after a road or a ship, placed or moved: nobody else's pieces changed.)

API
---

``longest_road(geometry, roads, blocked, links=None) -> int``
    The length of one player's longest trail: a walk along that player's edges (roads, and on
    Seafarers maps ships too) that uses no edge twice. Corners may be visited again, so a closed
    loop counts all its edges (a hexagon of 6 roads = 6). Branches do not add up: only one trail
    counts. A trail may not pass *through* a corner in ``blocked`` (another player's settlement
    or city, catan-reference.md A.9 "an opponent's settlement/city built on an intersection
    splits the road"), but it may start or end there: the segment touching the enemy building
    still counts (Catanatron #378/#384, C.2). The player's own buildings never interrupt
    (JSettlers2 #96, C.4), so they are simply not in ``blocked``.

    ``links(corner, edge_in, edge_out)`` is asked before a trail passes through ``corner`` from
    ``edge_in`` to ``edge_out`` (never at a trail's ends, never at a blocked corner). Seafarers
    uses it for "a road and a ship are only connected through a settlement or city of that player
    at their common intersection" (A.9, B.6): return False for a road/ship pair at a corner
    without the player's building. ``None`` (the default) allows every passage. It should not
    depend on the direction (``links(c, a, b) == links(c, b, a)``); every rule in the reference
    is symmetric.

``longest_road_at_least(geometry, roads, blocked, length, links=None) -> bool``
    Whether ``longest_road`` of the same pieces is ``length`` or more, by the same search
    stopped at the first trail so long (components with fewer edges are not searched). The
    award mostly asks this: does the holder still reach what the others may have?

``longest_road_award(lengths_by_seat, holder, minimum=5) -> int | None``
    Who holds the Longest Road (Trade Route) card after a change, given every seat's length (from
    ``longest_road``) and the seat holding it before the change (None: nobody, or the card is set
    aside). None: nobody holds it (set aside). See the function for the rules.

Algorithm
---------
The player's edges are split into components joined through corners that are not blocked. In
each component, runs of edges through corners where a trail has no choice are taken as chains,
and a depth-first search over chains (a bit mask of used chains) tries every trail from every
node (a corner where a longest trail can start); the search stops as soon as a trail uses
every edge of the component, and a component with no more edges than the best length found so
far is skipped. Most networks have no cycle once cut at enemy buildings and at road/ship meetings
away from an own building: such a component is a forest, and its longest trail is its longest
path, found by two sweeps instead of a search. A component with a cycle (under no link rule
or the trade-route rule) has the trees hanging off its cycles peeled first: a trail enters such
a tree only to end there, so the search runs on the core alone, each trail counted with the
deepest hanging branches at its two ends. Asked for a trail of some length, every search
stops at the first it finds. What is learnt of components is remembered (the last 2,048, under
no link rule or the trade-route rule: the length, or the least it is when a search stopped
early): a ship moved, a road built, changes one component of a network and the others are not
measured again. With at most 15 roads (30 with ships) and corners of degree 3 at most, this
takes well under a millisecond on the classic board (``bench/longest_road.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from collections.abc import Set as AbstractSet
from threading import Lock

from capboard.games.catan.geometry import CatanGeometry

Links = Callable[[int, int, int], bool]
"""``links(corner, edge_in, edge_out)``: may a trail pass through ``corner`` this way?"""

LONGEST_ROAD_MINIMUM = 5
"""The shortest road that earns the card (catan-reference.md A.9, B.6: "≥5 segments")."""


class _Complete(Exception):
    """Raised inside the search when a trail uses every edge of its component."""


def longest_road(
    geometry: CatanGeometry,
    roads: AbstractSet[int] | Iterable[int],
    blocked: AbstractSet[int] | Iterable[int],
    links: Links | None = None,
) -> int:
    """The length of the longest trail of one player's ``roads`` (edge ids; with Seafarers,
    roads and ships together) that passes through no corner of ``blocked`` (corner ids of other
    players' settlements and cities) and makes only the passages ``links`` allows.

    See the module's docstring for the exact rules. Raises ``ValueError`` for an edge id that
    the geometry does not have. 0 when ``roads`` is empty.
    """
    return _reach(geometry, roads, blocked, links, None)


def longest_road_at_least(
    geometry: CatanGeometry,
    roads: AbstractSet[int] | Iterable[int],
    blocked: AbstractSet[int] | Iterable[int],
    length: int,
    links: Links | None = None,
) -> bool:
    """Whether :func:`longest_road` of the same pieces is ``length`` or more, found by a
    search that stops at the first trail so long, and skips the components with fewer edges:
    asking it of a length the trail reaches costs less than measuring the trail."""
    return _reach(geometry, roads, blocked, links, length) >= length


def _reach(
    geometry: CatanGeometry,
    roads: AbstractSet[int] | Iterable[int],
    blocked: AbstractSet[int] | Iterable[int],
    links: Links | None,
    goal: int | None,
) -> int:
    """:func:`longest_road`; with a ``goal``, the length of a trail of ``goal`` edges or more
    if there is one, else less than ``goal`` (not always the longest trail)."""
    edges = roads if isinstance(roads, frozenset) else frozenset(roads)
    if edges and (min(edges) < 0 or max(edges) >= geometry.edge_count):
        bad = next(e for e in sorted(edges) if not 0 <= e < geometry.edge_count)
        raise ValueError(f"no edge {bad} on this map")
    blocked_set = blocked if isinstance(blocked, frozenset) else frozenset(blocked)
    best = 0
    # Largest components first: a big one usually gives a length that lets small ones be skipped.
    for component, corners in sorted(
        _components(geometry, edges, blocked_set), key=lambda c: len(c[0]), reverse=True
    ):
        if len(component) <= best or (goal is not None and len(component) < goal):
            break
        part_goal = len(component) if goal is None else goal
        best = max(
            best, _component_length(geometry, component, corners, blocked_set, links, part_goal)
        )
        if goal is not None and best >= goal:
            break
    return best


def _components(
    geometry: CatanGeometry, edges: frozenset[int], blocked: frozenset[int]
) -> list[tuple[list[int], frozenset[int]]]:
    """The player's edges grouped by connection through corners that are not blocked, each
    with the corners it touches.

    A blocked corner joins nothing: the edges on either side of an enemy settlement fall into
    different components (Catanatron's "plowing", C.2) unless they are connected some other way.
    """
    edge_corners, corner_edges = geometry.edge_corners, geometry.corner_edges
    left = set(edges)
    components = []
    while left:
        first = left.pop()
        component, corners, stack = [first], set(), [first]
        while stack:
            for corner in edge_corners[stack.pop()]:
                corners.add(corner)
                if corner in blocked:
                    continue
                for other in corner_edges[corner]:
                    if other in left:
                        left.discard(other)
                        component.append(other)
                        stack.append(other)
        component.sort()
        components.append((component, frozenset(corners)))
    return components


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


def _component_length(
    geometry: CatanGeometry,
    component: list[int],
    corners: frozenset[int],
    blocked: frozenset[int],
    links: Links | None,
    goal: int,
) -> int:
    """The longest trail of one component (touching ``corners``), or one of ``goal`` edges or
    more (see :func:`_remembered_reach`), remembered when the rule of passage is known."""
    if links is not None and not isinstance(links, GroupLinks):
        return _longest_trail(geometry, component, blocked, links, goal)  # opaque: not kept
    # Only what touches the component decides its length: key it by that alone.
    route = None if links is None else (links.group.intersection(component), links.joins & corners)
    return _remembered_reach(geometry, tuple(component), blocked & corners, route, goal)


def forget_measured() -> None:
    """Forget the remembered lengths of components (benchmarks that time the measuring)."""
    with _KNOWN_LOCK:
        _KNOWN.clear()


_Route = tuple[frozenset[int], frozenset[int]]
"""The ships and own buildings of a component, when the trade-route rule applies."""
_Key = tuple[CatanGeometry, tuple[int, ...], frozenset[int], _Route | None]

_KNOWN: dict[_Key, tuple[int, int]] = {}
"""What is known of the longest trail of the last components met (at most
:data:`_KNOWN_MOST`): (least, most), the same twice once measured. A question answered by a
trail found (:func:`_remembered_reach`) leaves its length as the least."""

_KNOWN_MOST = 2048
_KNOWN_LOCK = Lock()  # clones of a state may be measured from other threads


def _remembered_length(
    geometry: CatanGeometry,
    component: tuple[int, ...],
    blocked: frozenset[int],
    route: _Route | None,
) -> int:
    """:func:`_longest_trail` of a component, kept for the 2,048 last met (a few kilobytes
    each at most: what is kept is bounded in bytes too)."""
    return _remembered_reach(geometry, component, blocked, route, len(component))


def _remembered_reach(
    geometry: CatanGeometry,
    component: tuple[int, ...],
    blocked: frozenset[int],
    route: _Route | None,
    goal: int,
) -> int:
    """The longest trail of a component if it is shorter than ``goal``; else the length of a
    trail of ``goal`` edges or more, the first the search finds (it stops there). What is
    learnt is kept, as for :func:`_remembered_length`: a later question the same component
    answered by it is not searched again."""
    key = (geometry, component, blocked, route)
    with _KNOWN_LOCK:
        known = _KNOWN.pop(key, None)
        if known is not None:
            _KNOWN[key] = known  # the newest again
    if known is not None:
        low, high = known
        if low >= goal or low == high:
            return low
    links = None if route is None else GroupLinks(*route)
    found = _longest_trail(geometry, component, blocked, links, goal)
    learnt = (found, found) if found < goal else (found, len(component))
    if known is not None:
        learnt = (max(learnt[0], known[0]), min(learnt[1], known[1]))
    with _KNOWN_LOCK:
        _KNOWN.pop(key, None)
        _KNOWN[key] = learnt
        while len(_KNOWN) > _KNOWN_MOST:
            del _KNOWN[next(iter(_KNOWN))]  # the oldest
    return found


def _longest_trail(
    geometry: CatanGeometry,
    component: Sequence[int],
    blocked: frozenset[int],
    links: Links | None,
    goal: int | None = None,
) -> int:
    """The longest trail inside one component (a list of edge ids); with a ``goal``, the
    length of the first trail found of ``goal`` edges or more, if there is one (the search
    stops there)."""
    goal = len(component) if goal is None else min(goal, len(component))
    if links is None or isinstance(links, GroupLinks):
        adjacency = _points(geometry, component, blocked, links)
        length = _tree_length(adjacency, len(component), goal)
        if length is not None:
            return length
        return _cored_trail(adjacency, goal)
    return _searched_trail(geometry, component, blocked, links, goal)


def _points(
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
    vertex: dict[tuple[int, int], int] = {}
    adjacency: list[dict[int, int]] = []
    edge_corners = geometry.edge_corners
    for edge in component:
        pair = []
        for corner in edge_corners[edge]:
            if corner in blocked:
                key = (corner, edge)  # an enemy building: every edge ends apart there
            elif links is None or corner in joins:
                key = (corner, -1)
            else:
                key = (corner, -2 if edge in group else -3)
            v = vertex.get(key)
            if v is None:
                v = vertex[key] = len(adjacency)
                adjacency.append({})
            pair.append(v)
        a, b = pair
        adjacency[a][b] = edge
        adjacency[b][a] = edge
    return adjacency


def _tree_length(adjacency: list[dict[int, int]], edges: int, goal: int) -> int | None:
    """The longest trail of a component (its :func:`_points`, and its number of ``edges``)
    that is a forest once cut where no trail passes (most networks), else None; the first
    tree's of ``goal`` edges or more, if one is.

    With no cycle, two points are joined by one trail only: the longest trail is the longest
    path of a tree, found by two sweeps (the point farthest from anywhere, then the one
    farthest from it) instead of a search from every corner.
    """
    vertices = len(adjacency)
    tree_of = [-1] * vertices
    trees = 0
    for start in range(vertices):
        if tree_of[start] < 0:
            tree_of[start] = trees
            stack = [start]
            while stack:
                for other in adjacency[stack.pop()]:
                    if tree_of[other] < 0:
                        tree_of[other] = trees
                        stack.append(other)
            trees += 1
    if edges != vertices - trees:
        return None  # a cycle: trails may go round it, only a search will do
    best = 0
    swept = [False] * trees
    for start in range(vertices):
        if not swept[tree_of[start]]:
            swept[tree_of[start]] = True
            far, _ = _farthest(adjacency, start)
            _, length = _farthest(adjacency, far)
            best = max(best, length)
            if best >= goal:
                break
    return best


def _cored_trail(adjacency: list[dict[int, int]], goal: int) -> int:
    """The longest trail of a component with a cycle, searched over its core only; the first
    found of ``goal`` edges or more, if there is one (at most the component's edges).

    ``adjacency`` is the component's :func:`_points`. Trees hanging off the cycles are peeled
    away, leaf by leaf: a trail that enters one never comes back, so a hanging tree can only
    begin or end a trail, and what it adds there is its deepest branch (two different branches
    where a trail begins and ends at the same point). The search over chains of
    :func:`_searched_trail` then runs on what is left, the core, each trail counted with the
    deepest branches at its two ends; the hanging trees alone give their own longest paths.
    """
    points = len(adjacency)
    # Peel the hanging trees: top[v] holds the two deepest branches peeled into point v.
    top = [[0, 0] for _ in range(points)]
    degree = [len(n) for n in adjacency]
    alive = [True] * points
    best = 0
    leaves = [v for v in range(points) if degree[v] <= 1]
    while leaves:
        v = leaves.pop()
        if not alive[v]:
            continue
        alive[v] = False
        first, second = top[v]
        best = max(best, first + second)  # a path in the hanging tree, through v
        for u in adjacency[v]:
            if alive[u]:
                depth = first + 1
                branches = top[u]
                if depth > branches[0]:
                    branches[1], branches[0] = branches[0], depth
                elif depth > branches[1]:
                    branches[1] = depth
                degree[u] -= 1
                if degree[u] <= 1:
                    leaves.append(u)
    core = [v for v in range(points) if alive[v]]
    for v in core:  # two hanging branches at a core point, no core edge
        best = max(best, top[v][0] + top[v][1])
    # Nodes: core points where a trail has a choice, or a hanging tree to begin or end in.
    nodes = {v for v in core if degree[v] != 2 or top[v][0] > 0}
    ends: dict[int, list[tuple[int, int, int]]] = {node: [] for node in nodes}
    walked: set[int] = set()
    chains = 0
    for node in sorted(nodes):
        for first, edge in adjacency[node].items():
            if not alive[first] or edge in walked:
                continue
            walked.add(edge)
            previous, here, length = node, first, 1
            while here not in nodes:
                # Inside a chain: two core neighbours, the one not come from is next (a loop,
                # not a generator: chains are walked at every search).
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
    # Cycles of the core with no node on them: each is a closed trail of its own.
    for v in core:
        for u, edge in adjacency[v].items():
            if alive[u] and edge not in walked:
                cycle, previous, here = 1, v, u
                walked.add(edge)
                while here != v:
                    for nxt, e2 in adjacency[here].items():  # noqa: B007  # noqa: B007 (the one found)
                        if nxt != previous and alive[nxt]:
                            break
                    walked.add(e2)
                    previous, here = here, nxt
                    cycle += 1
                best = max(best, cycle)
    if best >= goal:
        return best
    found = best

    def walk(start: int, here: int, used: int, length: int) -> None:
        nonlocal found
        branches = top[start]
        tail = branches[1] if here == start else top[here][0]
        if branches[0] + length + tail > found:
            found = branches[0] + length + tail
            if found >= goal:
                raise _Complete
        for bit, there, more in ends[here]:
            if not used & bit:
                walk(start, there, used | bit, length + more)

    try:
        for node, chain_ends in ends.items():
            for bit, far, length in chain_ends:
                walk(node, far, bit, length)
    except _Complete:
        pass
    return found


def _farthest(adjacency: list[dict[int, int]], start: int) -> tuple[int, int]:
    """The vertex of a tree farthest from ``start``, and how many edges away."""
    far, longest = start, 0
    stack = [(start, -1, 0)]
    while stack:
        here, parent, distance = stack.pop()
        if distance > longest:
            far, longest = here, distance
        for other in adjacency[here]:
            if other != parent:
                stack.append((other, here, distance + 1))
    return far, longest


def _searched_trail(
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


def longest_road_award(
    lengths_by_seat: Sequence[int], holder: int | None, minimum: int = LONGEST_ROAD_MINIMUM
) -> int | None:
    """The seat holding the Longest Road (Trade Route) card after a change, or None when nobody
    does (never reached, or set aside).

    ``lengths_by_seat`` is every seat's current length (recount all of them after any road,
    ship or settlement is built: C.2); ``holder`` is the seat that held the card before the
    change, None when nobody did or the card was set aside. The function has no memory: call it
    after every change with the previous answer as ``holder``.

    The rules, catan-reference.md A.9 (ALM "Longest Road" and "Special Case"; FAQ 93):

    * "First player with a continuous road of ≥5 segments takes the card": below ``minimum``
      nobody holds it.
    * "A rival must build a strictly longer road to take the card (ties keep it with the
      holder)" — the tie rule Catanatron #384 (C.2) got wrong on re-assignment.
    * "Special case after a break: if the holder is still tied for longest he keeps the card;
      if he no longer has the longest and two or more players tie for the new longest, the card
      is set aside; also set aside if nobody has ≥5. It returns to play when exactly one player
      has the longest road of ≥5."

    These read as one rule whatever changed: the holder keeps the card while tied for the
    longest road of at least ``minimum``; otherwise it goes to the one seat with the strictly
    longest road of at least ``minimum``, and is set aside (None) when there is no such seat.
    """
    if holder is not None and not 0 <= holder < len(lengths_by_seat):
        raise ValueError(f"holder {holder} is not a seat")
    if not lengths_by_seat:
        return None
    best = max(lengths_by_seat)
    if best < minimum:
        return None  # "also set aside if nobody has ≥5" / nobody has reached it yet
    if holder is not None and lengths_by_seat[holder] == best:
        return holder  # ties keep it with the holder, also after a break
    leaders = [seat for seat, length in enumerate(lengths_by_seat) if length == best]
    if len(leaders) == 1:
        return leaders[0]  # strictly longer takes it; or it "returns to play"
    return None  # two or more tie for the new longest: set aside
