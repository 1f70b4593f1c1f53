"""Square grids with the 8 directions of a king and straight rays (Canon Noir, Cap Horn).

Squares are ``(x, y)`` with x to the east and y to the south. A :class:`SquareGrid` is built
once per size, cached and frozen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

import networkx as nx

Square = tuple[int, int]

# Clockwise from north; y grows southwards.
DIRECTIONS: dict[str, tuple[int, int]] = {
    "N": (0, -1),
    "NE": (1, -1),
    "E": (1, 0),
    "SE": (1, 1),
    "S": (0, 1),
    "SW": (-1, 1),
    "W": (-1, 0),
    "NW": (-1, -1),
}


@dataclass(frozen=True, eq=False)
class SquareGrid:
    """The static topology of a ``width`` × ``height`` board."""

    width: int
    height: int
    graph: nx.Graph[Square] = field(repr=False)

    def __contains__(self, square: object) -> bool:
        if not isinstance(square, tuple) or len(square) != 2:
            return False
        x: int
        y: int
        x, y = square
        return 0 <= x < self.width and 0 <= y < self.height

    @property
    def squares(self) -> list[Square]:
        """Every square, row by row."""
        return [(x, y) for y in range(self.height) for x in range(self.width)]

    def neighbours(self, square: Square) -> list[Square]:
        """The up to eight squares touching ``square``."""
        return list(self.graph.neighbors(square))

    def ray(self, square: Square, direction: str) -> list[Square]:
        """The squares met going straight from ``square`` (excluded) to the board's edge."""
        dx, dy = DIRECTIONS[direction]
        x, y = square
        result: list[Square] = []
        while True:
            x, y = x + dx, y + dy
            if not (0 <= x < self.width and 0 <= y < self.height):
                return result
            result.append((x, y))


@cache
def square_grid(width: int, height: int) -> SquareGrid:
    """The grid of this size, built once and cached."""
    graph: nx.Graph[Square] = nx.Graph()
    for y in range(height):
        for x in range(width):
            graph.add_node((x, y))
            for dx, dy in DIRECTIONS.values():
                nx_, ny = x + dx, y + dy
                if 0 <= nx_ < width and 0 <= ny < height:
                    graph.add_edge((x, y), (nx_, ny))
    nx.freeze(graph)
    return SquareGrid(width=width, height=height, graph=graph)
