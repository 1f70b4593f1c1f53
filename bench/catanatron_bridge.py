"""A bridge between Capboard's Catan and catanatron 3.2.1, for benchmarks only.

catanatron (an open-source Catan engine in Python, MIT licence) is a benchmark-only extra, never
a run-time dependency of Capboard; this module imports it lazily and is used by
``bench/catan_vs_catanatron_bots.py`` and its test only.

Capboard's engine is the referee: its rules are the spec. To seat a catanatron player at a
Capboard game, its position is rebuilt as a catanatron ``State`` at each decision, the player
chooses a catanatron ``Action``, and the bridge turns it back into Capboard actions. This file
holds the two translations that make that faithful:

* :class:`BoardBridge`: the same island in both engines. catanatron's node and edge ids come
  from the order of its map template's topology, and its board code reads them from a graph
  built once from ``BASE_MAP_TEMPLATE``; the bridge therefore keeps that topology (its order,
  its land and water hexes) and only lays Capboard's terrain, numbers and harbours on it. It
  maps Capboard tiles, corners and edges to catanatron coordinates, node ids and edge tuples.
* :class:`ActionBridge` (below): actions both ways.

Geometry: catanatron uses cube coordinates ``(x, y, z)`` for pointy-topped hexes, with east
``(1, -1, 0)``, south-east ``(0, -1, 1)`` and north-east ``(1, 0, -1)``; Capboard the JSettlers2
doubled offset ``(r, c)`` with east ``(r, c + 2)``, south-east ``(r + 2, c + 1)`` and north-east
``(r - 2, c + 1)``, the classic island centred on ``(7, 7)``. So ``(x, y, z)`` is
``(7 + 2z, 7 + 2x + z)``. Both list a tile's corners clockwise from the north (N, NE, SE, S,
SW, NW), so corners pair up tile by tile; edges pair up by their compass names.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from capboard.games.catan.board import (
    DESERT,
    GENERIC_HARBOUR,
    BoardSetup,
    CatanMap,
    catan_rules,
    harbours_of,
)
from capboard.games.catan.geometry import EDGE_NAMES, HexRC

CENTRE: HexRC = (7, 7)
"""The classic island's centre hex in Capboard's doubled offset coordinates."""

RESOURCE_TO_CATANATRON: dict[str, str] = {
    "brick": "BRICK",
    "lumber": "WOOD",
    "wool": "SHEEP",
    "grain": "WHEAT",
    "ore": "ORE",
}
"""Capboard's resource names to catanatron's."""

RESOURCE_FROM_CATANATRON: dict[str, str] = {v: k for k, v in RESOURCE_TO_CATANATRON.items()}

DEV_TO_CATANATRON: dict[str, str] = {
    "knight": "KNIGHT",
    "road_building": "ROAD_BUILDING",
    "year_of_plenty": "YEAR_OF_PLENTY",
    "monopoly": "MONOPOLY",
    "victory_point": "VICTORY_POINT",
}
"""Capboard's development card names to catanatron's."""

_CORNER_REFS = ("NORTH", "NORTHEAST", "SOUTHEAST", "SOUTH", "SOUTHWEST", "NORTHWEST")
"""catanatron's NodeRef names in Capboard's :data:`CORNER_NAMES` order."""

_COMPASS = {
    "E": "EAST",
    "SE": "SOUTHEAST",
    "SW": "SOUTHWEST",
    "W": "WEST",
    "NW": "NORTHWEST",
    "NE": "NORTHEAST",
}
"""Capboard's side and edge names to catanatron's Direction and EdgeRef names."""

_OPPOSITE = {"E": "W", "W": "E", "NE": "SW", "SW": "NE", "NW": "SE", "SE": "NW"}

EdgeKey = tuple[int, int]
"""A catanatron edge: its two node ids, smaller first (as catanatron lists buildable edges)."""


def cube_to_rc(cube: tuple[int, int, int]) -> HexRC:
    """Capboard's ``(r, c)`` of catanatron's cube coordinate ``(x, y, z)``."""
    x, _, z = cube
    return (CENTRE[0] + 2 * z, CENTRE[1] + 2 * x + z)


def rc_to_cube(hex_rc: HexRC) -> tuple[int, int, int]:
    """catanatron's cube coordinate of Capboard's ``(r, c)``; inverse of :func:`cube_to_rc`."""
    r, c = hex_rc
    z = (r - CENTRE[0]) // 2
    x = (c - CENTRE[1] - z) // 2
    return (x, -x - z, z)


def edge_key(a: int, b: int) -> EdgeKey:
    """catanatron's edge tuple for nodes ``a`` and ``b``, smaller id first."""
    return (a, b) if a < b else (b, a)


@dataclass(frozen=True)
class BoardBridge:
    """One Capboard classic board laid out as a catanatron ``CatanMap``, and the id tables.

    Build with :func:`board_bridge`. ``corner_to_node[c]`` is the catanatron node of Capboard
    corner ``c``; ``edge_to_key[e]`` the catanatron edge of Capboard edge ``e``;
    ``tile_to_cube[t]`` the cube coordinate of Capboard tile ``t``; the ``*_from_*`` dicts go
    back.
    """

    catan_map: Any
    """catanatron's ``CatanMap`` of the same island (terrain, numbers, harbours)."""
    corner_to_node: tuple[int, ...]
    node_to_corner: dict[int, int]
    edge_to_key: tuple[EdgeKey, ...]
    key_to_edge: dict[EdgeKey, int]
    tile_to_cube: tuple[tuple[int, int, int], ...]
    cube_to_tile: dict[tuple[int, int, int], int]


def board_bridge(catan: CatanMap, board: BoardSetup) -> BoardBridge:
    """The catanatron island of Capboard's classic ``board`` and the tables between them.

    Raises ``ValueError`` when ``catan`` is not the classic island's shape (catanatron's board
    code knows that one only)."""
    map_module = importlib.import_module("catanatron.models.map")
    coords = importlib.import_module("catanatron.models.coordinate_system")
    template = map_module.BASE_MAP_TEMPLATE
    geometry = catan.geometry

    land_cubes = [cube for cube, kind in template.topology.items() if kind is map_module.LandTile]
    if sorted(cube_to_rc(c) for c in land_cubes) != sorted(geometry.tiles[t] for t in catan.land):
        raise ValueError(f"{catan.id}: not the classic island catanatron plays on")

    # Harbours: catanatron puts a port on a water hex and points it at the land it serves.
    ports: dict[HexRC, tuple[str, str | None]] = {}
    for spot, kind in harbours_of(catan, board):
        resource = None if kind == GENERIC_HARBOUR else RESOURCE_TO_CATANATRON[kind]
        if spot.frame_hex in ports:
            raise ValueError(f"{catan.id}: two harbours on the water hex {spot.frame_hex}")
        ports[spot.frame_hex] = (_COMPASS[_OPPOSITE[spot.side]], resource)

    topology: dict[tuple[int, int, int], Any] = {}
    tile_resources: list[str | None] = []
    numbers: list[int] = []
    port_resources: list[str | None] = []
    rules = catan_rules()
    for cube, kind in template.topology.items():
        rc = cube_to_rc(cube)
        if kind is map_module.LandTile:
            topology[cube] = kind
            tile = geometry.tile_at[rc]
            terrain = board.terrain[tile]
            produced = rules.terrain_resource[terrain]
            tile_resources.append(None if terrain == DESERT else RESOURCE_TO_CATANATRON[produced])
            number = board.numbers[tile]
            if terrain != DESERT:
                if number is None:
                    raise ValueError(f"{catan.id}: land tile {rc} without a number")
                numbers.append(number)
        elif rc in ports:
            direction, resource = ports.pop(rc)
            topology[cube] = (map_module.Port, coords.Direction[direction])
            port_resources.append(resource)
        else:
            topology[cube] = map_module.Water
    if ports:
        raise ValueError(f"{catan.id}: harbours off catanatron's water ring: {sorted(ports)}")

    # initialize_tiles pops each list from its end as it walks the topology.
    tiles = map_module.initialize_tiles(
        map_module.MapTemplate(numbers, port_resources, tile_resources, topology),
        list(reversed(numbers)),
        list(reversed(port_resources)),
        list(reversed(tile_resources)),
    )
    catan_map_ = map_module.CatanMap.from_tiles(tiles)

    corner_to_node = [-1] * geometry.corner_count
    edge_to_key: list[EdgeKey] = [(-1, -1)] * geometry.edge_count
    tile_to_cube: list[tuple[int, int, int]] = [(0, 0, 0)] * len(geometry.tiles)
    for cube, land in catan_map_.land_tiles.items():
        tile = geometry.tile_at[cube_to_rc(cube)]
        tile_to_cube[tile] = cube
        for k, ref in enumerate(_CORNER_REFS):
            corner_to_node[geometry.tile_corners[tile][k]] = land.nodes[map_module.NodeRef[ref]]
        for k, name in enumerate(EDGE_NAMES):
            a, b = land.edges[map_module.EdgeRef[_COMPASS[name]]]
            edge_to_key[geometry.tile_edges[tile][k]] = edge_key(a, b)
    return BoardBridge(
        catan_map=catan_map_,
        corner_to_node=tuple(corner_to_node),
        node_to_corner={n: c for c, n in enumerate(corner_to_node)},
        edge_to_key=tuple(edge_to_key),
        key_to_edge={k: e for e, k in enumerate(edge_to_key)},
        tile_to_cube=tuple(tile_to_cube),
        cube_to_tile={c: t for t, c in enumerate(tile_to_cube) if t in set(catan.land)},
    )
