"""The bridge to catanatron (bench/catanatron_bridge.py) translates Capboard's positions and
actions faithfully: the same island (tiles, numbers, harbours, corners and edges), checked on
boards drawn from many seeds and on positions of recorded random games.

catanatron is the benchmark-only extra (``pip install '.[bench]'``); continuous integration does
not install it, so these tests are skipped there.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip(
    "catanatron",
    reason="catanatron is the benchmark-only extra (pip install '.[bench]'), which continuous"
    " integration does not install",
)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from catanatron.models.board import STATIC_GRAPH
from catanatron_bridge import (
    RESOURCE_TO_CATANATRON,
    board_bridge,
    cube_to_rc,
    edge_key,
    rc_to_cube,
)

from capboard.games.catan.board import GENERIC_HARBOUR, catan_rules, harbours_of
from capboard.games.catan.game import Catan

SEEDS = range(12)


def _state(seed: int, players: int = 4):  # type: ignore[no-untyped-def]
    return Catan().new_state(players, seed)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_ids_map_one_to_one_onto_catanatrons(seed: int) -> None:
    state = _state(seed)
    bridge = board_bridge(state.catan, state.board)
    geometry = state.geometry
    assert sorted(bridge.corner_to_node) == list(range(geometry.corner_count))
    land_graph = STATIC_GRAPH.subgraph(bridge.catan_map.land_nodes)
    assert sorted(bridge.edge_to_key) == sorted(edge_key(a, b) for a, b in land_graph.edges)
    for corner, node in enumerate(bridge.corner_to_node):
        assert bridge.node_to_corner[node] == corner
    for edge, key in enumerate(bridge.edge_to_key):
        assert bridge.key_to_edge[key] == edge
        a, b = geometry.edge_corners[edge]
        # An edge joins the nodes of its two corners: the graphs are the same.
        assert key == edge_key(bridge.corner_to_node[a], bridge.corner_to_node[b])
    for tile in state.catan.land:
        assert bridge.cube_to_tile[bridge.tile_to_cube[tile]] == tile
        assert cube_to_rc(rc_to_cube(geometry.tiles[tile])) == geometry.tiles[tile]


@pytest.mark.parametrize("seed", SEEDS)
def test_the_island_is_the_same(seed: int) -> None:
    state = _state(seed)
    bridge = board_bridge(state.catan, state.board)
    catan_map = bridge.catan_map
    rules = catan_rules()
    geometry = state.geometry
    assert len(catan_map.land_tiles) == len(state.catan.land)
    for tile in state.catan.land:
        land = catan_map.land_tiles[bridge.tile_to_cube[tile]]
        produced = rules.terrain_resource[state.board.terrain[tile]]
        assert land.resource == (RESOURCE_TO_CATANATRON[produced] if produced else None)
        assert land.number == state.board.numbers[tile]
        corners = {bridge.corner_to_node[c] for c in geometry.tile_corners[tile]}
        assert set(land.nodes.values()) == corners
    for node, tiles in catan_map.adjacent_tiles.items():
        corner = bridge.node_to_corner[node]
        assert sorted(bridge.cube_to_tile[_cube(catan_map, t)] for t in tiles) == sorted(
            geometry.corner_tiles[corner]
        )
    ports: dict[str | None, set[int]] = {}
    for spot, kind in harbours_of(state.catan, state.board):
        resource = None if kind == GENERIC_HARBOUR else RESOURCE_TO_CATANATRON[kind]
        ports.setdefault(resource, set()).update(bridge.corner_to_node[c] for c in spot.corners)
    assert dict(catan_map.port_nodes) == ports


def _cube(catan_map, land):  # type: ignore[no-untyped-def]
    return next(c for c, t in catan_map.land_tiles.items() if t is land)
