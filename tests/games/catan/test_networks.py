"""A network carried from change to change (networks.Network) answers as the longest road
worked out from scratch: its parts, its bounds before measuring, its length; and the card is
held by the same seat as if every length were measured at every change."""

from __future__ import annotations

import random

import pytest

from capboard.games.catan.board import catan_map
from capboard.games.catan.longest_road import _components, longest_road_award
from capboard.games.catan.networks import Network
from capboard.games.catan.pieces import PieceIndex
from capboard.games.catan.ships import trade_route_length
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import GAME

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
        fresh = PieceIndex(
            state.catan,
            state.board,
            state.is_land,
            state.players,
            state.buildings,
            state.roads,
            state.ships,
        )
        lengths = [trade_route_length(state.geometry, *fresh.own_pieces(s)) for s in range(players)]
        holder = longest_road_award(lengths, holder)
        assert state.longest_holder == holder
    assert owed_seen > 0  # lengths were left unmeasured along the way
    assert state.road_lengths == lengths and not state._lengths_owed
