"""Catan's board topology: hexes (tiles), corners (intersections) and edges (paths).

Maps name their hexes in the JSettlers2 ``SOCBoardLarge`` "doubled offset" scheme ``(r, c)``
(catan-reference.md C.1 and B.9): rows ``r`` are odd and run north to south; a hex is two columns
wide, so the neighbours of ``(r, c)`` are E ``(r, c+2)``, W ``(r, c-2)``, NE ``(r-2, c+1)``,
NW ``(r-2, c-1)``, SE ``(r+2, c+1)`` and SW ``(r+2, c-1)``. One scheme serves the classic island
and every Seafarers map, and the published scenario data can be copied without conversion.

Underneath, the engine's axial :class:`~capboard.engine.geometry.hexgrid.HexGrid` does the
geometry: the tiles plus the sea frame around them form its cells, so every corner and side of a
tile (coastal ones included) is a corner and side of that grid. This module turns them into
dense integer ids and adjacency tuples for the rules' hot paths, and a frozen networkx graph of
corners and edges for graph questions (longest road, shipping lines).

Corners and edges also carry their JSettlers2 coordinates (node and edge ids of
``SOCBoardLarge``), so scenario data that names corners or edges can be read as published.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

import networkx as nx

from capboard.engine.geometry.hexgrid import DIRECTION_NAMES, Cell, HexGrid, hex_grid, neighbour

HexRC = tuple[int, int]
"""A hex in the doubled offset scheme ``(r, c)``."""

NodeRC = tuple[int, int]
"""A corner or an edge in JSettlers2 coordinates ``(r, c)`` (an even row for corners)."""

SIDES: tuple[str, ...] = DIRECTION_NAMES
"""Side names of a pointy-topped hex, in the engine's direction order (E, SE, SW, W, NW, NE)."""

CORNER_NAMES: tuple[str, ...] = ("N", "NE", "SE", "S", "SW", "NW")
"""A tile's corners, clockwise from the top, as :attr:`CatanGeometry.tile_corners` lists them."""

EDGE_NAMES: tuple[str, ...] = ("NE", "E", "SE", "SW", "W", "NW")
"""A tile's edges as :attr:`CatanGeometry.tile_edges` lists them: edge ``k`` joins corners ``k``
and ``k + 1`` of :data:`CORNER_NAMES`."""

# JSettlers2 A_NODE2HEX / A_EDGE2HEX offsets, in the orders above.
_CORNER_OFFSETS: tuple[NodeRC, ...] = ((-1, 0), (-1, 1), (1, 1), (1, 0), (1, -1), (-1, -1))
_EDGE_OFFSETS: tuple[NodeRC, ...] = ((-1, 0), (0, 1), (1, 0), (1, -1), (0, -1), (-1, -1))


def rc_to_axial(hex_rc: HexRC) -> Cell:
    """The engine's axial ``(q, r)`` of a doubled offset hex ``(r, c)``.

    Raises ``ValueError`` for an ``(r, c)`` that names no hex (an even row, or a column of the
    wrong parity for its row).
    """
    r, c = hex_rc
    if r % 2 != 1:
        raise ValueError(f"hex {hex_rc}: rows of hexes are odd")
    row = (r - 1) // 2
    if (c - row) % 2:
        raise ValueError(f"hex {hex_rc}: column has the wrong parity for row {r}")
    return ((c - row) // 2, row)


def axial_to_rc(cell: Cell) -> HexRC:
    """The doubled offset ``(r, c)`` of an axial hex ``(q, r)``; inverse of :func:`rc_to_axial`."""
    q, row = cell
    return (2 * row + 1, 2 * q + row)


def side_neighbour(hex_rc: HexRC, side: str) -> HexRC:
    """The hex across ``side`` (E, SE, SW, W, NW or NE) of ``hex_rc``."""
    return axial_to_rc(neighbour(rc_to_axial(hex_rc), SIDES.index(side)))


def _spiral_turn(start: int, clockwise: bool) -> tuple[int, ...]:
    # Walking a ring from the corner hex in direction `start` (from the centre): clockwise the
    # first side runs two directions further round (NW corner -> east), counter-clockwise two
    # back (NW corner -> south-west), and each later side turns one more step the same way.
    step = 1 if clockwise else -1
    return tuple((start + step * (2 + k)) % 6 for k in range(6))


def hexagon_spiral(centre: HexRC, radius: int, start: int, clockwise: bool) -> tuple[HexRC, ...]:
    """The hexes of a hexagon of ``radius`` around ``centre`` in spiral order.

    The spiral starts on the outer corner hex in direction ``start`` from the centre (an index into
    :data:`SIDES`), walks the outer ring, then each inner ring from its corner in the same
    direction, and ends on the centre: the path along which number tokens are laid by letter.
    """
    origin = rc_to_axial(centre)
    path: list[Cell] = []
    for ring in range(radius, 0, -1):
        dq, dr = _direction(start)
        cell = (origin[0] + ring * dq, origin[1] + ring * dr)
        for d in _spiral_turn(start, clockwise):
            for _ in range(ring):
                path.append(cell)
                cell = neighbour(cell, d)
    path.append(origin)
    return tuple(axial_to_rc(cell) for cell in path)


def _direction(d: int) -> Cell:
    return neighbour((0, 0), d)


@dataclass(frozen=True, eq=False)
class CatanGeometry:
    """The static topology of one Catan map. Build with :func:`catan_geometry`; never copy it.

    Tiles are the hexes of the playing area (land, and sea inside the frame on Seafarers maps),
    in reading order; the frame around them is not a tile. Corners are every corner of a tile,
    edges every side of a tile, coastal ones included, each numbered densely from 0 in the
    reading order of their JSettlers2 coordinates. All tables are tuples indexed by those ids.
    """

    tiles: tuple[HexRC, ...]
    tile_at: dict[HexRC, int] = field(repr=False)
    frame: tuple[HexRC, ...] = field(repr=False)
    """The hexes around the playing area (the sea frame, where harbours sit)."""
    grid: HexGrid = field(repr=False)
    """The engine's axial grid of tiles and frame together."""
    tile_neighbours: tuple[tuple[int, ...], ...] = field(repr=False)
    tile_corners: tuple[tuple[int, ...], ...] = field(repr=False)
    """Six corners per tile, in :data:`CORNER_NAMES` order."""
    tile_edges: tuple[tuple[int, ...], ...] = field(repr=False)
    """Six edges per tile, in :data:`EDGE_NAMES` order."""
    corner_rc: tuple[NodeRC, ...] = field(repr=False)
    corner_at: dict[NodeRC, int] = field(repr=False)
    corner_tiles: tuple[tuple[int, ...], ...] = field(repr=False)
    """The tiles (one to three) meeting at each corner; frame hexes are not listed."""
    corner_corners: tuple[tuple[int, ...], ...] = field(repr=False)
    corner_edges: tuple[tuple[int, ...], ...] = field(repr=False)
    edge_rc: tuple[NodeRC, ...] = field(repr=False)
    edge_at: dict[NodeRC, int] = field(repr=False)
    edge_corners: tuple[tuple[int, int], ...] = field(repr=False)
    edge_tiles: tuple[tuple[int, ...], ...] = field(repr=False)
    """The tiles (one or two) on either side of each edge; frame hexes are not listed."""
    graph: nx.Graph[int] = field(repr=False)
    edge_sides: tuple[tuple[tuple[int, tuple[int, ...]], ...], ...] = field(repr=False)
    """Per edge, each of its two corners with the other edges there: what a ship's or a
    road's connection reads (asked for every spot of every decision)."""
    """Frozen graph: nodes are corner ids, each link carries its edge id as ``edge``."""

    @property
    def corner_count(self) -> int:
        """How many corners (intersections) the map has."""
        return len(self.corner_rc)

    @property
    def edge_count(self) -> int:
        """How many edges (paths) the map has."""
        return len(self.edge_rc)

    def edge_between(self, a: int, b: int) -> int | None:
        """The edge joining corners ``a`` and ``b``, or None when they are not neighbours."""
        data: dict[str, int] | None = self.graph.get_edge_data(a, b)  # None: no such edge
        return None if data is None else data["edge"]

    def tile_edge(self, tile: int, side: str) -> int:
        """The edge on ``side`` (E, SE, SW, W, NW or NE) of ``tile``."""
        return self.tile_edges[tile][EDGE_NAMES.index(side)]

    def is_tile_edge(self, edge: int) -> bool:
        """True when both sides of ``edge`` are tiles (no frame hex on either side)."""
        return len(self.edge_tiles[edge]) == 2


@cache
def catan_geometry(tiles: tuple[HexRC, ...]) -> CatanGeometry:
    """The topology of a map whose playing area is ``tiles`` (pass a tuple), built once and
    cached per layout."""
    tile_list = tuple(sorted(set(tiles)))
    if len(tile_list) != len(tiles):
        raise ValueError("a hex is listed twice")
    tile_at = {h: i for i, h in enumerate(tile_list)}
    axial = [rc_to_axial(h) for h in tile_list]
    frame_cells = sorted(
        {neighbour(a, d) for a in axial for d in range(6)} - set(axial),
        key=lambda cell: axial_to_rc(cell),
    )
    grid = hex_grid(tuple(axial) + tuple(frame_cells))
    tile_cells = [grid.index[a] for a in axial]

    # Corners: every grid corner of a tile, named by its JSettlers2 node coordinate. The engine's
    # corners_of() lists them clockwise from the top, the same order as _CORNER_OFFSETS.
    corner_of_grid: dict[int, NodeRC] = {}
    for t, (r, c) in enumerate(tile_list):
        for k, grid_corner in enumerate(grid.corners_of_cell[tile_cells[t]]):
            rc = (r + _CORNER_OFFSETS[k][0], c + _CORNER_OFFSETS[k][1])
            if corner_of_grid.setdefault(grid_corner, rc) != rc:
                raise AssertionError(f"corner {grid_corner} named twice")  # a geometry bug
    corner_rc = tuple(sorted(set(corner_of_grid.values())))
    corner_at = {rc: i for i, rc in enumerate(corner_rc)}
    tile_corners = tuple(
        tuple(corner_at[corner_of_grid[g]] for g in grid.corners_of_cell[cell])
        for cell in tile_cells
    )

    # Edges: edge k of a tile joins its corners k and k+1.
    edge_ends: dict[NodeRC, tuple[int, int]] = {}
    for t, (r, c) in enumerate(tile_list):
        for k, (dr, dc) in enumerate(_EDGE_OFFSETS):
            first, second = sorted((tile_corners[t][k], tile_corners[t][(k + 1) % 6]))
            ends = (first, second)
            if edge_ends.setdefault((r + dr, c + dc), ends) != ends:
                raise AssertionError(f"edge {(r + dr, c + dc)} named twice")
    edge_rc = tuple(sorted(edge_ends))
    edge_at = {rc: i for i, rc in enumerate(edge_rc)}
    edge_corners = tuple(edge_ends[rc] for rc in edge_rc)
    tile_edges = tuple(
        tuple(edge_at[(r + dr, c + dc)] for dr, dc in _EDGE_OFFSETS) for r, c in tile_list
    )

    corner_tiles_l: list[list[int]] = [[] for _ in corner_rc]
    for t, corners in enumerate(tile_corners):
        for corner in corners:
            corner_tiles_l[corner].append(t)
    edge_tiles_l: list[list[int]] = [[] for _ in edge_rc]
    for t, edges in enumerate(tile_edges):
        for edge in edges:
            edge_tiles_l[edge].append(t)
    corner_edges_l: list[list[int]] = [[] for _ in corner_rc]
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(range(len(corner_rc)))
    for e, (a, b) in enumerate(edge_corners):
        corner_edges_l[a].append(e)
        corner_edges_l[b].append(e)
        graph.add_edge(a, b, edge=e)
    nx.freeze(graph)
    corner_corners = tuple(tuple(sorted(graph.neighbors(c))) for c in range(len(corner_rc)))
    tile_neighbours = tuple(
        tuple(sorted(tile_at[h] for h in _neighbours_rc(tile) if h in tile_at))
        for tile in tile_list
    )
    return CatanGeometry(
        tiles=tile_list,
        tile_at=tile_at,
        frame=tuple(axial_to_rc(cell) for cell in frame_cells),
        grid=grid,
        tile_neighbours=tile_neighbours,
        tile_corners=tile_corners,
        tile_edges=tile_edges,
        corner_rc=corner_rc,
        corner_at=corner_at,
        corner_tiles=_freeze(corner_tiles_l),
        corner_corners=corner_corners,
        corner_edges=_freeze(corner_edges_l),
        edge_rc=edge_rc,
        edge_at=edge_at,
        edge_corners=edge_corners,
        edge_tiles=_freeze(edge_tiles_l),
        graph=graph,
        edge_sides=tuple(
            tuple((c, tuple(o for o in corner_edges_l[c] if o != e)) for c in ends)
            for e, ends in enumerate(edge_corners)
        ),
    )


def _neighbours_rc(hex_rc: HexRC) -> Iterable[HexRC]:
    return (side_neighbour(hex_rc, side) for side in SIDES)


def _freeze(table: list[list[int]]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(sorted(row)) for row in table)
