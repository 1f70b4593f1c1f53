"""Board geometry on networkx: hex grids and square grids, built once and cached."""

from capboard.engine.geometry.hexgrid import HexGrid, hex_grid, honeycomb_rows
from capboard.engine.geometry.squaregrid import DIRECTIONS, SquareGrid, square_grid

__all__ = ["DIRECTIONS", "HexGrid", "SquareGrid", "hex_grid", "honeycomb_rows", "square_grid"]
