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
path, found in one sweep instead of a search. A component with a cycle (under no link rule
or the trade-route rule) has the trees hanging off its cycles peeled first: a trail enters such
a tree only to end there, so the search runs on the core alone, each trail counted with the
deepest hanging branches at its two ends (the searches are in :mod:`.trails`). Asked for a
trail of some length, every search stops at the first it finds. What is learnt of components
is remembered (the last 2,048, under no link rule or the trade-route rule: the length, or the
least it is when a search stopped early): a ship moved, a road built, changes one component
of a network and the others are not measured again. With at most 15 roads (30 with ships) and
corners of degree 3 at most, this takes well under a millisecond on the classic board
(``bench/longest_road.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from threading import Lock

from capboard.games.catan.geometry import CatanGeometry
from capboard.games.catan.trails import (
    GroupLinks,
    Links,
    cored_path,
    forget_cores,
    points,
    searched_trail,
    tree_trail,
)

__all__ = [
    "LONGEST_ROAD_MINIMUM",
    "GroupLinks",
    "Links",
    "forget_measured",
    "longest_road",
    "longest_road_at_least",
    "longest_road_award",
]

LONGEST_ROAD_MINIMUM = 5
"""The shortest road that earns the card (catan-reference.md A.9, B.6: "≥5 segments")."""


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
                if corner in corners:
                    continue  # its edges were taken when it was first reached
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
        # A rule that cannot be seen into: searched edge by edge, not kept.
        return searched_trail(geometry, component, blocked, links, min(goal, len(component)))
    # Only what touches the component decides its length: key it by that alone.
    route = None if links is None else (links.group.intersection(component), links.joins & corners)
    return _remembered_reach(geometry, tuple(component), blocked & corners, route, goal)


def forget_measured() -> None:
    """Forget the remembered lengths of components and the cores searched (benchmarks that
    time the measuring)."""
    with _KNOWN_LOCK:
        _KNOWN.clear()
    forget_cores()


_Route = tuple[frozenset[int], frozenset[int]]
"""The ships and own buildings of a component, when the trade-route rule applies."""
_Key = tuple[CatanGeometry, tuple[int, ...], frozenset[int], _Route | None]

_KNOWN: dict[_Key, tuple[int, int, tuple[int, ...] | None, bool]] = {}
"""What is known of the longest trail of the last components met (at most
:data:`_KNOWN_MOST`): (least, most), the same twice once measured, the edges of a trail of
the least in order when one was found, and whether the component is a forest of points (see
:func:`_remembered_trail`). A
question answered by a trail found (:func:`_remembered_reach`) leaves its length as the
least."""

_KNOWN_MOST = 2048
_KNOWN_LOCK = Lock()  # clones of a state may be measured from other threads


def _remembered_reach(
    geometry: CatanGeometry,
    component: tuple[int, ...],
    blocked: frozenset[int],
    route: _Route | None,
    goal: int,
) -> int:
    """The longest trail of a component if it is shorter than ``goal``; else the length of a
    trail of ``goal`` edges or more, the first the search finds (it stops there). What is
    learnt is kept (see :data:`_KNOWN`): a later question the same component answered by it is
    not searched again."""
    return _remembered_trail(geometry, component, blocked, route, goal)[0]


def _remembered_trail(
    geometry: CatanGeometry,
    component: tuple[int, ...],
    blocked: frozenset[int],
    route: _Route | None,
    goal: int,
) -> tuple[int, tuple[int, ...] | None, bool]:
    """:func:`_remembered_reach`, with the edges of a trail of that length in order along
    it when the component is a forest once cut where no trail passes, or its cycles are rings
    alone (else None: a core searched, whose search finds lengths only); and whether the
    component is such a forest."""
    key = (geometry, component, blocked, route)
    with _KNOWN_LOCK:
        known = _KNOWN.pop(key, None)
        if known is not None:
            _KNOWN[key] = known  # the newest again
    if known is not None:
        low, high, trail, forest = known
        if low >= goal or low == high:
            return low, trail, forest
    links = None if route is None else GroupLinks(*route)
    limit = min(goal, len(component))
    adjacency = points(geometry, component, blocked, links)
    trail = None
    measured = tree_trail(adjacency, len(component), limit)
    forest = measured is not None
    if measured is not None:
        found, trail = measured[0], tuple(measured[1])
    else:
        found, path = cored_path(adjacency, limit)
        if path is not None:
            trail = tuple(path)
    learnt = (found, found if found < goal else len(component), trail, forest)
    if known is not None and known[0] >= found:
        learnt = (known[0], min(learnt[1], known[1]), known[2], forest)
    elif known is not None:
        learnt = (found, min(learnt[1], known[1]), trail, forest)
    with _KNOWN_LOCK:
        _KNOWN.pop(key, None)
        _KNOWN[key] = learnt
        while len(_KNOWN) > _KNOWN_MOST:
            del _KNOWN[next(iter(_KNOWN))]  # the oldest
    return found, trail, forest


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
