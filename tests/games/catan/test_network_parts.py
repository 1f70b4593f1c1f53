"""A ship moved within its own part (network_parts.moved_within) leaves the same parts as the
edge lifted and then the edge placed, one step each (Network._lift, Network._place): the same
edges, corners and bounds, in the same order. Tried on random networks of roads and ships with
other players' buildings, each moved many times from an open end to another edge."""

from __future__ import annotations

import random

import pytest

from capboard.games.catan.board import catan_map
from capboard.games.catan.network_parts import Part, moved_within
from capboard.games.catan.networks import Network
from tests.games.catan.helpers import sweep

GEO = catan_map("classic").geometry


def _seen(parts: list[Part]) -> list[tuple[object, ...]]:
    return [(p.members, p.corners, p.low, p.high, p.length) for p in parts]


@pytest.mark.parametrize("seed", sweep(30, 8))
def test_a_ship_moved_within_its_part_gives_the_parts_of_the_two_steps(seed: int) -> None:
    rng = random.Random(seed)
    corners = rng.sample(range(GEO.corner_count), 8)
    joins, blocked = frozenset(corners[:3]), frozenset(corners[3:])
    edges = {rng.randrange(GEO.edge_count)}
    for _ in range(rng.randrange(5, 25)):
        near = {e for x in edges for c in GEO.edge_corners[x] for e in GEO.corner_edges[c]}
        edges.add(rng.choice(sorted(near - edges)))
    ships = frozenset(e for e in edges if rng.random() < 0.6)
    network = Network.of(GEO, frozenset(edges) - ships, ships, joins, blocked)
    network.length  # noqa: B018 (measured: the parts carry lengths and bounds)
    parts = network.parts
    fused = 0
    for _ in range(60):
        present = network.edges
        lifted = rng.choice(sorted(present))
        near = {e for x in present for c in GEO.edge_corners[x] for e in GEO.corner_edges[c]}
        edge = rng.choice(sorted(near - present))
        ships = network.ships - {lifted} | {edge} if lifted in network.ships else network.ships
        after = Network(GEO, ships, joins, blocked, None, present ^ {lifted, edge})
        lift, place = (lifted, network._dead_end(lifted)), (edge, after._dead_end(edge))
        stepped = parts.copy()
        network._lift(stepped, *lift)
        after._place(stepped, *place)
        moved = parts.copy()
        if moved_within(after, moved, lift, place):
            fused += 1
            assert _seen(moved) == _seen(stepped)
        else:
            assert _seen(moved) == _seen(parts)  # nothing changed when it says not
        network, parts = after, stepped
    assert fused  # the one step was tried
