"""Board geometry: hex grids (cells, sides, corners) and square grids (8 directions, rays)."""

from __future__ import annotations

from collections import Counter

import networkx as nx

from capboard.engine.geometry import hex_grid, honeycomb_rows, square_grid
from capboard.engine.geometry.hexgrid import DIRECTIONS, corners_of, neighbour


def test_hex_neighbours_are_symmetric_and_adjacent() -> None:
    grid = hex_grid(honeycomb_rows([4, 3, 4]))
    for i, ns in enumerate(grid.neighbours):
        for j in ns:
            assert i in grid.neighbours[j]
            dq = grid.cells[j][0] - grid.cells[i][0]
            dr = grid.cells[j][1] - grid.cells[i][1]
            assert (dq, dr) in DIRECTIONS


def test_a_full_ring_has_six_neighbours_and_one_side_each() -> None:
    centre = (0, 0)
    cells = (centre, *(neighbour(centre, d) for d in range(6)))
    grid = hex_grid(cells)
    middle = grid.index[centre]
    assert len(grid.neighbours[middle]) == 6
    assert not grid.is_border(middle)
    assert len(grid.sides) == 6 + 6  # spokes and the ring
    assert all(grid.side_between(middle, j) is not None for j in grid.neighbours[middle])
    assert grid.side_between(middle, middle) is None


def test_corners_are_shared_by_up_to_three_cells() -> None:
    centre = (0, 0)
    cells = (centre, *(neighbour(centre, d) for d in range(6)))
    grid = hex_grid(cells)
    uses = Counter(c for corners in grid.corners_of_cell for c in corners)
    assert len(grid.corners) == 24  # the 7-hex flower: 6 inner, 18 outer corners
    assert Counter(uses.values()) == {3: 6, 2: 6, 1: 12}
    assert len(set(corners_of(centre))) == 6


def test_grids_are_built_once_and_frozen() -> None:
    cells = honeycomb_rows([7, 6, 7, 6, 7, 6])
    assert hex_grid(cells) is hex_grid(cells)
    assert nx.is_frozen(hex_grid(cells).graph)
    assert nx.is_connected(hex_grid(cells).graph)


def test_square_grid_has_eight_directions_and_straight_rays() -> None:
    grid = square_grid(11, 8)
    assert len(grid.squares) == 88
    assert len(grid.neighbours((5, 4))) == 8
    assert len(grid.neighbours((0, 0))) == 3
    assert grid.ray((0, 0), "E") == [(x, 0) for x in range(1, 11)]
    assert grid.ray((3, 3), "NW") == [(2, 2), (1, 1), (0, 0)]
    assert grid.ray((10, 7), "SE") == []
    assert (11, 0) not in grid and (10, 7) in grid
    assert square_grid(11, 8) is grid
