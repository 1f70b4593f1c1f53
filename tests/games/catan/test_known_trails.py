"""A network's known trail (known_trails) is a trail of the network at every change, as
long as the least of its bounds; while it is said to be a longest trail, it is as long as the
trade route counted afresh. Tried on random networks of roads and ships, with own buildings
where they join and other players' buildings that cut them, changed mostly as a Seafarers
game changes them (a ship moved from an open end to another, a piece built at an open end)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from capboard.games.catan import known_trails
from capboard.games.catan.board import catan_map
from capboard.games.catan.known_trails import KnownTrail, trail_along
from capboard.games.catan.networks import Network
from capboard.games.catan.ships import trade_route_length
from capboard.games.catan.trails import GroupLinks, points, tree_trail
from tests.games.catan.helpers import sweep

GEO = catan_map("classic").geometry


def _true(roads: set[int], ships: set[int], joins: set[int], blocked: set[int]) -> int:
    return trade_route_length(
        GEO, frozenset(roads), frozenset(ships), frozenset(joins), frozenset(blocked)
    )


def _is_trail(
    trail: KnownTrail, roads: set[int], ships: set[int], joins: set[int], blocked: set[int]
) -> bool:
    """Whether ``trail`` walks the pieces by the trade-route rule, from its start to its end."""
    edges = trail.edges
    if len(set(edges)) != len(edges) or not set(edges) <= roads | ships:
        return False
    here = trail.start
    for i, edge in enumerate(edges):
        a, b = GEO.edge_corners[edge]
        if here not in (a, b):
            return False
        if i:
            before = edges[i - 1]
            if here in blocked:
                return False
            if ships and (before in ships) != (edge in ships) and here not in joins:
                return False
        here = b if here == a else a
    return here == trail.end


def _network(roads: set[int], ships: set[int], joins: set[int], blocked: set[int]) -> Network:
    return Network.of(GEO, frozenset(roads), frozenset(ships), frozenset(joins), frozenset(blocked))


def _near(edges: set[int]) -> list[int]:
    near = {e for x in edges for c in GEO.edge_corners[x] for e in GEO.corner_edges[c]}
    return sorted(near - edges)


@pytest.mark.parametrize("seed", sweep(40, 10))
def test_a_known_trail_holds_through_ships_moved_and_pieces_built(seed: int) -> None:
    rng = random.Random(seed)
    corners = rng.sample(range(GEO.corner_count), 10)
    joins, blocked = set(corners[:4]), set(corners[4:])
    roads: set[int] = set()
    ships: set[int] = set()
    start = rng.randrange(GEO.edge_count)
    roads.add(start)
    network = _network(roads, ships, joins, blocked)
    kept = longest = 0
    for step in range(160):
        edges = roads | ships
        before = network
        move = len(edges) > 3 and (rng.random() < 0.6 or len(edges) > 30)  # (30 pieces)
        lifted = None
        if move:
            # Mostly an open end lifted (as a ship moved is), now and then any edge.
            dead_ends = [e for e in sorted(edges) if network._dead_end(e)]
            lifted = rng.choice(dead_ends if dead_ends and rng.random() < 0.9 else sorted(edges))
            (ships if lifted in ships else roads).discard(lifted)
        # Next to the pieces (anywhere when none is left), never where one was just lifted.
        free = [e for e in _near(roads | ships) if e != lifted]
        edge = rng.choice(free or sorted(set(range(GEO.edge_count)) - edges))
        (ships if rng.random() < 0.6 else roads).add(edge)
        after = _network(roads, ships, joins, blocked)
        dead = after._dead_end(edge)
        if lifted is None:
            network = before.placed(frozenset(ships), edge, dead)
        else:
            network = before.placed(frozenset(ships), edge, dead, lifted, before._dead_end(lifted))
        true = _true(roads, ships, joins, blocked)
        low, high = network.bounds
        assert low <= true <= high
        trail = network._trail
        if trail is not None:
            kept += 1
            assert _is_trail(trail, roads, ships, joins, blocked)
            assert len(trail.edges) <= low
            if trail.longest:
                longest += 1
                assert len(trail.edges) == true == low == high
        if step % 4 == 3:  # measured now and then: a new trail found
            assert network.length == true
    assert kept and longest  # the rules were tried


@pytest.mark.parametrize("seed", sweep(60, 15))
def test_the_trail_of_a_tree_is_as_long_as_its_longest_and_walks_it(seed: int) -> None:
    """tree_trail answers None exactly when the points hold a cycle; otherwise the longest
    trail (or, asked for a shorter goal, one at least that long and no longer than the
    longest), and a trail of that many edges."""
    rng = random.Random(seed)
    corners = rng.sample(range(GEO.corner_count), 8)
    joins, blocked = set(corners[:3]), set(corners[3:])
    edges = {rng.randrange(GEO.edge_count)}
    for _ in range(rng.randrange(1, 25)):
        edges.add(rng.choice(_near(edges)))
    ships = {e for e in edges if rng.random() < 0.5}
    roads = edges - ships
    links = GroupLinks(ships, joins) if ships else None
    adjacency = points(GEO, sorted(edges), frozenset(blocked), links)
    forest = not _has_cycle(adjacency)
    true = _true(roads, ships, joins, blocked)
    for goal in (len(edges), 3):
        found = tree_trail(adjacency, len(edges), goal)
        if not forest:
            assert found is None
            continue
        assert found is not None
        length = found[0]
        if goal == len(edges) or true < goal:
            assert length == true
        else:
            assert goal <= length <= true
        network = _network(roads, ships, joins, blocked)
        trail = trail_along(network, found[1], False, True)
        assert len(trail.edges) == length
        assert _is_trail(trail, roads, ships, joins, blocked)


def _has_cycle(adjacency: list[dict[int, int]]) -> bool:
    """Whether the points hold a cycle (an edge joining two points already joined)."""
    root = list(range(len(adjacency)))

    def find(point: int) -> int:
        while root[point] != point:
            point = root[point]
        return point

    for a, near in enumerate(adjacency):
        for b in near:
            if a < b:
                ra, rb = find(a), find(b)
                if ra == rb:
                    return True
                root[ra] = rb
    return False


@pytest.mark.parametrize("seed", sweep(30, 8))
def test_a_tree_keeps_its_longest_trail_through_dead_ends_moved(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A dead end hung off a branch of a tree, off its longest trail, leaves a longest trail
    known (known_trails.hung_off): as long as the trade route counted afresh. Tried on trees
    of roads and ships (joined at own buildings only), an open end moved at each step as a
    ship is."""
    used = {"hung_off": 0}
    for name in used:
        rule = getattr(known_trails, name)

        def counted(*args: object, rule: Callable[..., object] = rule, name: str = name) -> object:
            found = rule(*args)
            if isinstance(found, KnownTrail) and found.longest:
                used[name] += 1
            return found

        monkeypatch.setattr(known_trails, name, counted)
    rng = random.Random(seed)
    corners = rng.sample(range(GEO.corner_count), 6)
    joins, blocked = set(corners[:4]), set(corners[4:])
    roads: set[int] = set()
    ships: set[int] = set()
    edges = {rng.randrange(GEO.edge_count)}
    roads.add(next(iter(edges)))
    network = _network(roads, ships, joins, blocked)
    assert network.length == 1  # measured: a trail known from the start
    for _ in range(400):
        present = roads | ships
        lifted = None
        if len(present) > 6:
            lifted = rng.choice([e for e in sorted(present) if network._dead_end(e)] or [None])
            if lifted is not None:
                (ships if lifted in ships else roads).discard(lifted)
        # A dead end hung anywhere on the pieces (a tree stays a tree).
        after = None
        for edge in rng.sample(_near(roads | ships), len(_near(roads | ships))):
            if edge == lifted:
                continue
            kind = ships if rng.random() < 0.3 else roads
            kind.add(edge)
            after = _network(roads, ships, joins, blocked)
            if after._dead_end(edge):
                break
            kind.discard(edge)
            after = None
        if after is None:
            continue
        before = network
        if lifted is None:
            network = before.placed(frozenset(ships), edge, True)
        else:
            network = before.placed(frozenset(ships), edge, True, lifted, before._dead_end(lifted))
        true = _true(roads, ships, joins, blocked)
        low, high = network.bounds
        assert low <= true <= high
        trail = network._trail
        if trail is not None:
            assert _is_trail(trail, roads, ships, joins, blocked)
            if trail.longest:
                assert len(trail.edges) == true == low == high
        if network._trail is None or not network._trail.longest:
            assert network.length == true  # measured again: a longest trail found
    assert used["hung_off"]  # the rule was tried
