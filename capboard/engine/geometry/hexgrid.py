"""Hex grids in axial coordinates ``(q, r)``, pointy-topped.

A :class:`HexGrid` knows its cells, which cells neighbour each other, the sides shared by two
cells of the board (where Cappella lays its paths), and the corners of every cell (where Catan
builds). It is built once from layout data, cached and frozen; games index it with integers on
their hot paths.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache

import networkx as nx

Cell = tuple[int, int]
"""Axial coordinates ``(q, r)`` of a hexagon."""

Side = tuple[int, int]
"""A side between two board cells, as the pair of their indices ``(low, high)``."""

Corner = frozenset[Cell]
"""A corner, named by the three hexagons (on the board or not) that meet there."""

# Pointy-topped axial directions, clockwise from east.
DIRECTIONS: tuple[Cell, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
DIRECTION_NAMES: tuple[str, ...] = ("E", "SE", "SW", "W", "NW", "NE")


def neighbour(cell: Cell, direction: int) -> Cell:
    """The cell next to ``cell`` in ``direction`` (an index into :data:`DIRECTIONS`)."""
    dq, dr = DIRECTIONS[direction % 6]
    return (cell[0] + dq, cell[1] + dr)


def corners_of(cell: Cell) -> tuple[Corner, ...]:
    """The six corners of a hexagon, clockwise from its top corner."""
    result = []
    for i in range(6):
        # Corner between direction i-1 and direction i neighbours (pointy-top: corner 0 is
        # between NE and E... we start at the top, between NW and NE).
        a = neighbour(cell, (i + 4) % 6)
        b = neighbour(cell, (i + 5) % 6)
        result.append(frozenset((cell, a, b)))
    return tuple(result)


def offset_to_axial(row: int, col: int) -> Cell:
    """Convert "odd rows shoved right" offset coordinates to axial."""
    return (col - (row - (row & 1)) // 2, row)


def honeycomb_rows(row_lengths: Sequence[int]) -> tuple[Cell, ...]:
    """Cells of a honeycomb whose rows have the given lengths, odd rows shifted half a cell
    right (a 7-6-7 row pattern then nests like a honeycomb)."""
    return tuple(
        offset_to_axial(row, col) for row, length in enumerate(row_lengths) for col in range(length)
    )


def pixel_center(cell: Cell, size: float = 1.0) -> tuple[float, float]:
    """Centre of a pointy-topped hexagon of circumradius ``size``, in scene units."""
    q, r = cell
    return (size * math.sqrt(3) * (q + r / 2), size * 1.5 * r)


@dataclass(frozen=True, eq=False)
class HexGrid:
    """The static topology of a hex board. Build with :func:`hex_grid`; never copy it."""

    cells: tuple[Cell, ...]
    index: dict[Cell, int] = field(repr=False)
    graph: nx.Graph[int] = field(repr=False)
    neighbours: tuple[tuple[int, ...], ...] = field(repr=False)
    sides: tuple[Side, ...] = field(repr=False)
    side_index: dict[Side, int] = field(repr=False)
    sides_of: tuple[tuple[int, ...], ...] = field(repr=False)
    corners: tuple[Corner, ...] = field(repr=False)
    corner_index: dict[Corner, int] = field(repr=False)
    corners_of_cell: tuple[tuple[int, ...], ...] = field(repr=False)

    def __len__(self) -> int:
        return len(self.cells)

    def is_border(self, i: int) -> bool:
        """True when cell ``i`` has fewer than six neighbours on the board."""
        return len(self.neighbours[i]) < 6

    def side_between(self, i: int, j: int) -> int | None:
        """The index of the side between cells ``i`` and ``j``, or None if not neighbours."""
        return self.side_index.get((min(i, j), max(i, j)))


@cache
def hex_grid(cells: tuple[Cell, ...]) -> HexGrid:
    """The grid of these cells, built once per layout and cached (pass a tuple)."""
    ordered = tuple(sorted(set(cells), key=lambda c: (c[1], c[0])))
    index = {c: i for i, c in enumerate(ordered)}
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(range(len(ordered)))
    for i, cell in enumerate(ordered):
        for d in range(6):
            j = index.get(neighbour(cell, d))
            if j is not None:
                graph.add_edge(i, j)
    nx.freeze(graph)
    neighbours = tuple(tuple(sorted(graph.neighbors(i))) for i in range(len(ordered)))
    sides = tuple(sorted((min(a, b), max(a, b)) for a, b in graph.edges))
    side_index = {s: k for k, s in enumerate(sides)}
    sides_of = tuple(
        tuple(sorted(side_index[(min(i, j), max(i, j))] for j in neighbours[i]))
        for i in range(len(ordered))
    )
    corner_list: list[Corner] = []
    corner_index: dict[Corner, int] = {}
    corners_of_cell = []
    for cell in ordered:
        mine = []
        for corner in corners_of(cell):
            if corner not in corner_index:
                corner_index[corner] = len(corner_list)
                corner_list.append(corner)
            mine.append(corner_index[corner])
        corners_of_cell.append(tuple(mine))
    return HexGrid(
        cells=ordered,
        index=index,
        graph=graph,
        neighbours=neighbours,
        sides=sides,
        side_index=side_index,
        sides_of=sides_of,
        corners=tuple(corner_list),
        corner_index=corner_index,
        corners_of_cell=tuple(corners_of_cell),
    )


def cells_from(data: Iterable[Sequence[int]]) -> tuple[Cell, ...]:
    """Cells from JSON data (lists of two integers)."""
    return tuple((int(q), int(r)) for q, r in data)
