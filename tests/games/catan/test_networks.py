"""A network carried from change to change (networks.Network) answers as the longest road
worked out from scratch: its parts, its bounds before measuring, its length; and the card is
held by the same seat as if every length were measured at every change."""

from __future__ import annotations

import random

import pytest

from capboard.games.catan.board import catan_map
from capboard.games.catan.longest_road import _components, longest_road_award
from capboard.games.catan.networks import Network
from capboard.games.catan.ships import trade_route_length
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import GAME, finish_setup, fresh_index, give, land_path, to_main

GEO = catan_map("classic").geometry


def _fresh(roads: set[int], ships: set[int], joins: set[int], blocked: set[int]) -> int:
    return trade_route_length(
        GEO, frozenset(roads), frozenset(ships), frozenset(joins), frozenset(blocked)
    )


def _cut(edges: set[int], blocked: set[int]) -> list[tuple[int, ...]]:
    return sorted(tuple(part) for part, _ in _components(GEO, frozenset(edges), frozenset(blocked)))


@pytest.mark.parametrize("seed", range(20))
def test_a_network_changed_edge_by_edge_measures_as_one_made_afresh(seed: int) -> None:
    rng = random.Random(seed)
    corners = rng.sample(range(GEO.corner_count), 8)
    joins, blocked = set(corners[:3]), set(corners[3:])
    roads: set[int] = set()
    ships: set[int] = set()
    network = Network.of(GEO, frozenset(), frozenset(), frozenset(joins), frozenset(blocked))
    for step in range(100):
        edges = roads | ships
        if edges and rng.random() < 0.4:
            # Lift any edge: an open end (a dead end) or one inside a line.
            edge = rng.choice(sorted(edges))
            (ships if edge in ships else roads).discard(edge)
            network = network.changed(frozenset(ships), lifted=(edge,))
        else:
            # Place an edge next to the network (or anywhere when it is empty), a road or a ship.
            near = {e for x in edges for c in GEO.edge_corners[x] for e in GEO.corner_edges[c]}
            free = sorted((near or set(range(GEO.edge_count))) - edges)
            edge = rng.choice(free)
            (ships if rng.random() < 0.5 else roads).add(edge)
            network = network.changed(frozenset(ships), placed=(edge,))
        true = _fresh(roads, ships, joins, blocked)
        low, high = network.bounds
        assert low <= true <= high
        if step % 5 == 4:  # bounds drift between measures, then are cut to the parts'
            low, high = network.tight_bounds()
            assert low <= true <= high
            assert sorted(p.edges for p in network.parts) == _cut(roads | ships, blocked)
            for part in network.parts:
                part_low, part_high = part.bounds
                part_true = _fresh(roads & part.members, ships & part.members, joins, blocked)
                assert part_low <= part_true <= part_high
        if step % 10 == 9:
            assert network.length == true
            assert network.bounds == (true, true)


@pytest.mark.parametrize("seed", range(12))
def test_a_network_asked_whether_it_reaches_a_length_answers_as_the_length(seed: int) -> None:
    """``Network.at_least`` answers from the bounds, or searches the parts that may be long
    enough: its answer is the fresh length's, and what it learns (a trail found, or none so
    long) leaves bounds that still hold the length, here and in the networks changed from it."""
    rng = random.Random(1000 + seed)
    corners = rng.sample(range(GEO.corner_count), 8)
    joins, blocked = set(corners[:3]), set(corners[3:])
    roads: set[int] = set()
    ships: set[int] = set()
    network = Network.of(GEO, frozenset(), frozenset(), frozenset(joins), frozenset(blocked))
    answers = set()
    for _ in range(120):
        edges = roads | ships
        if edges and rng.random() < 0.4:
            edge = rng.choice(sorted(edges))
            (ships if edge in ships else roads).discard(edge)
            network = network.changed(frozenset(ships), lifted=(edge,))
        else:
            near = {e for x in edges for c in GEO.edge_corners[x] for e in GEO.corner_edges[c]}
            free = sorted((near or set(range(GEO.edge_count))) - edges)
            edge = rng.choice(free)
            (ships if rng.random() < 0.5 else roads).add(edge)
            network = network.changed(frozenset(ships), placed=(edge,))
        true = _fresh(roads, ships, joins, blocked)
        for _ in range(rng.randint(0, 2)):
            goal = rng.randint(max(0, true - 3), true + 3)
            assert network.at_least(goal) == (true >= goal)
            answers.add(true >= goal)
            low, high = network.bounds
            assert low <= true <= high
            for part in network.parts:
                part_low, part_high = part.bounds
                part_true = _fresh(roads & part.members, ships & part.members, joins, blocked)
                assert part_low <= part_true <= part_high
    assert answers == {True, False}
    assert network.length == _fresh(roads, ships, joins, blocked)


def test_a_network_made_with_a_known_length_is_not_measured_and_cuts_when_asked() -> None:
    roads = frozenset(GEO.tile_edges[GEO.tile_at[(7, 5)]])  # a ring of six roads
    network = Network.of(GEO, roads, frozenset(), frozenset(), frozenset(), length=6)
    assert network.bounds == (6, 6) and network.length == 6
    assert [p.edges for p in network.parts] == [tuple(sorted(roads))]
    lifted = network.changed(frozenset(), lifted=(min(roads),))
    assert lifted.length == 5


def _far_ring(ring: frozenset[int]) -> frozenset[int]:
    """The edges of a hex that shares no corner with ``ring``."""
    corners = {c for e in ring for c in GEO.edge_corners[e]}
    return next(
        edges
        for edges in map(frozenset, GEO.tile_edges)
        if not {c for e in edges for c in GEO.edge_corners[e]} & corners
    )


def test_a_network_made_knowing_its_length_tells_its_parts_what_it_knows() -> None:
    """Cut afresh, a network made with its length (or bounds) known passes them to its parts:
    none is longer than the network, and the one part with as many edges as the network's
    least holds a trail that long; with two such parts, neither is known to."""
    ring = frozenset(GEO.tile_edges[GEO.tile_at[(7, 5)]])
    line = frozenset(sorted(_far_ring(ring))[:2])  # two edges of a far hex
    assert _fresh(set(line), set(), set(), set()) in (1, 2)
    network = Network.of(GEO, ring | line, frozenset(), frozenset(), frozenset(), length=6)
    bounds = {p.edges: p.bounds for p in network.parts}
    assert bounds[tuple(sorted(ring))] == (6, 6)
    assert bounds[tuple(sorted(line))] == (0, 2)
    # Bounds, not a length: the least goes to the one part so big, the most to every part.
    network = Network.of(GEO, ring | line, frozenset(), frozenset(), frozenset(), bounds=(5, 6))
    bounds = {p.edges: p.bounds for p in network.parts}
    assert bounds[tuple(sorted(ring))] == (5, 6) and bounds[tuple(sorted(line))] == (0, 2)
    assert network.length == 6
    # Two rings of six: either may hold the trail of six, so neither part is told so.
    other = _far_ring(ring)
    network = Network.of(GEO, ring | other, frozenset(), frozenset(), frozenset(), length=6)
    assert sorted(p.bounds for p in network.parts) == [(0, 6), (0, 6)]
    assert network.length == 6


@pytest.mark.parametrize(
    ("scenario", "players", "seed"),
    [
        ("fog-islands", 3, 0),
        ("four-islands", 4, 1),
        ("heading-for-new-shores", 3, 2),
        ("new-world", 4, 3),
        ("base", 4, 4),
    ],
)
def test_the_card_goes_where_lengths_measured_at_every_change_would_give_it(
    scenario: str, players: int, seed: int
) -> None:
    """The state measures a length only when its bounds do not settle the card: the holder is
    the one the rule gives from the lengths measured afresh after every action (the rule gives
    the same answer again for lengths unchanged), and the lengths read at the end are right."""
    options = {} if scenario == "base" else {"scenario": scenario}
    state = GAME.new_state(players, seed, options)
    assert isinstance(state, CatanState)
    rng = random.Random(seed)
    holder = None
    owed_seen = 0
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        owed_seen += bool(state._lengths_owed)
        fresh = fresh_index(state)
        lengths = [trade_route_length(state.geometry, *fresh.own_pieces(s)) for s in range(players)]
        holder = longest_road_award(lengths, holder)
        assert state.longest_holder == holder
    assert owed_seen > 0  # lengths were left unmeasured along the way
    assert state.road_lengths == lengths and not state._lengths_owed


@pytest.mark.parametrize(
    ("scenario", "seed"),
    [("wonders-of-catan", 5), ("forgotten-tribe", 6), ("base", 7), ("base", 8)],
)
def test_what_the_state_knows_of_every_route_holds_the_route_counted_afresh(
    scenario: str, seed: int
) -> None:
    """After every action of a random game, each seat's length kept is its length counted
    from scratch, and each length owed lies within its network's bounds (what a settlement
    leaves known is tried on purpose below)."""
    options = {} if scenario == "base" else {"scenario": scenario}
    state = GAME.new_state(4, seed, options)
    assert isinstance(state, CatanState)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        fresh = fresh_index(state)
        for seat in range(state.players):
            true = trade_route_length(state.geometry, *fresh.own_pieces(seat))
            network = state._lengths_owed.get(seat)
            if network is None:
                assert state._road_lengths[seat] == true
            else:
                low, high = network.bounds
                assert low <= true <= high


def _fresh_length(state: CatanState, seat: int) -> int:
    index = fresh_index(state)
    return trade_route_length(state.geometry, *index.own_pieces(seat))


def _line(state: CatanState, seat: int, length: int) -> list[int] | None:
    """Free roads for ``seat`` in a path of ``length`` edges through empty land corners from
    one of their settlements (the length recounted); the corners of the path, or None."""
    for start in sorted(c for c, (s, _) in state.buildings.items() if s == seat):
        found = land_path(state, start, length)
        if found is not None:
            break
    else:
        return None
    path, edges = found
    for edge in edges:
        state.roads[edge] = seat
    state._update_longest_road()
    return path


@pytest.mark.parametrize("seed", range(6))
def test_a_settlement_keeps_known_the_lengths_it_cannot_change(seed: int) -> None:
    """A settlement changes a seat's route only where a trail of theirs could pass its corner
    before (two of their roads there) or may pass after (the builder's road and ship). At the
    end of another seat's road, or in the middle of the builder's own line, the length stays
    known as it was, unmeasured; in the middle of another seat's line it is cut, and known
    again only once measured: always the length counted afresh."""
    for attempt in range(40):
        state = GAME.new_state(3, 100 * seed + attempt)
        assert isinstance(state, CatanState)
        finish_setup(state, random.Random(attempt))
        to_main(state)
        me = state.turn
        other = (me + 1) % 3
        mine, theirs = _line(state, me, 4), _line(state, other, 4)
        if mine is None or theirs is None or set(mine) & set(theirs):
            continue
        before = state.road_lengths.copy()
        assert before[other] >= 4
        # The end of the other's line: one road of theirs there, no trail of theirs passes.
        give(state, me, brick=1, lumber=1, wool=1, grain=1)
        state._settlement(me, theirs[-1])
        assert other not in state._lengths_owed
        assert state._road_lengths[other] == before[other] == _fresh_length(state, other)
        # The middle of the builder's own line: two of their roads, already passing.
        give(state, me, brick=1, lumber=1, wool=1, grain=1)
        state._settlement(me, mine[2])
        assert me not in state._lengths_owed
        assert state._road_lengths[me] == before[me] == _fresh_length(state, me)
        # The middle of the other's line: their trail is cut there.
        give(state, me, brick=1, lumber=1, wool=1, grain=1)
        state._settlement(me, theirs[2])
        assert other in state._lengths_owed or state._road_lengths[other] < before[other]
        assert state.road_lengths[other] == _fresh_length(state, other) < before[other]
        return
    raise AssertionError("no board allowed the lines")
