"""Longest Road (base game) and Longest Trade Route (Seafarers): the length and the award.

Pure Python, no Qt, no game state: both functions are recomputed from scratch from the pieces on
the board, which is what catan-reference.md C.2 asks for ("recount everybody (not just the
builder) after **any settlement** is built") and what avoids the stale-cache bugs listed in C.2
and C.4 (JSettlers2 #95, "Longest Route lengths were incorrect after load", Catanatron #378).

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

``longest_road_award(lengths_by_seat, holder, minimum=5) -> int | None``
    Who holds the Longest Road (Trade Route) card after a change, given every seat's length (from
    ``longest_road``) and the seat holding it before the change (None: nobody, or the card is set
    aside). None: nobody holds it (set aside). See the function for the rules.

Algorithm
---------
The player's edges are split into components joined through corners that are not blocked. In
each component a depth-first search over edges (a bit mask of used edges) tries every trail
from every corner where a longest trail can start; the search stops as soon as a trail uses
every edge of the component, and a component with no more edges than the best length found so
far is skipped. With at most 15 roads (30 with ships) and corners of degree 3 at most, this takes
well under a millisecond on the classic board (``bench/longest_road.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from collections.abc import Set as AbstractSet

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
    edges = frozenset(roads)
    for e in edges:
        if not 0 <= e < geometry.edge_count:
            raise ValueError(f"no edge {e} on this map")
    blocked_set = frozenset(blocked)
    best = 0
    # Largest components first: a big one usually gives a length that lets small ones be skipped.
    for component in sorted(_components(geometry, edges, blocked_set), key=len, reverse=True):
        if len(component) <= best:
            break
        best = max(best, _longest_trail(geometry, component, blocked_set, links))
    return best


def _components(
    geometry: CatanGeometry, edges: frozenset[int], blocked: frozenset[int]
) -> list[list[int]]:
    """The player's edges grouped by connection through corners that are not blocked.

    A blocked corner joins nothing: the edges on either side of an enemy settlement fall into
    different components (Catanatron's "plowing", C.2) unless they are connected some other way.
    """
    parent = {e: e for e in edges}

    def find(e: int) -> int:
        while parent[e] != e:
            parent[e] = parent[parent[e]]
            e = parent[e]
        return e

    corners = {c for e in edges for c in geometry.edge_corners[e]}
    for corner in corners - blocked:
        mine = [e for e in geometry.corner_edges[corner] if e in edges]
        for other in mine[1:]:
            parent[find(other)] = find(mine[0])
    groups: dict[int, list[int]] = {}
    for e in sorted(edges):
        groups.setdefault(find(e), []).append(e)
    return list(groups.values())


def _longest_trail(
    geometry: CatanGeometry,
    component: Sequence[int],
    blocked: frozenset[int],
    links: Links | None,
) -> int:
    """The longest trail inside one component (a list of edge ids)."""
    total = len(component)
    # at[corner]: (bit of the edge, edge id, corner at its other end) for each edge at corner.
    at: dict[int, list[tuple[int, int, int]]] = {}
    for i, e in enumerate(component):
        a, b = geometry.edge_corners[e]
        at.setdefault(a, []).append((1 << i, e, b))
        at.setdefault(b, []).append((1 << i, e, a))

    # Where a longest trail can start. A trail that starts at an unblocked corner with exactly
    # two of the player's edges, passable both ways, can always be made at least as long from
    # elsewhere: if its other edge there is unused, prepend it; if it is used, the trail is a
    # closed loop through that corner and can be rotated to start at a corner of degree 1 or 3
    # (or the component is a bare cycle, when any corner will do).
    starts = [
        corner
        for corner, out in at.items()
        if corner in blocked
        or len(out) != 2
        or (
            links is not None
            and not (links(corner, out[0][1], out[1][1]) and links(corner, out[1][1], out[0][1]))
        )
    ] or [next(iter(at))]

    # The search walks "arrivals": edge i of the component entered towards its corner b (id
    # 2i) or a (id 2i + 1). The passages each arrival may take on are asked of ``links`` once
    # here, not at every step of the search; a blocked corner lets no trail through.
    index = {e: i for i, e in enumerate(component)}

    def arrival(edge: int, corner: int) -> int:
        return 2 * index[edge] + (geometry.edge_corners[edge][0] == corner)

    moves: list[tuple[tuple[int, int], ...]] = [()] * (2 * total)
    for i, e in enumerate(component):
        for side, corner in enumerate(reversed(geometry.edge_corners[e])):
            if corner in blocked:
                continue  # a trail may end at an enemy building, never go through it
            moves[2 * i + side] = tuple(
                (bit, arrival(edge, other))
                for bit, edge, other in at[corner]
                if edge != e and (links is None or links(corner, e, edge))
            )

    best = 0

    def walk(here: int, used: int, length: int) -> None:
        nonlocal best
        if length > best:
            best = length
            if best == total:
                raise _Complete
        for bit, there in moves[here]:
            if not used & bit:
                walk(there, used | bit, length + 1)

    try:
        for start in starts:
            for bit, edge, other in at[start]:
                walk(arrival(edge, other), bit, 1)
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
