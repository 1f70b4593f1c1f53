"""Where things go on Cappella's board, in scene units.

The tokens sit at the centres of a pointy-topped hex grid; a path is a stick lying across the
gap between two neighbouring tokens, along the line joining their centres.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF

from capboard.engine.geometry.hexgrid import Cell, pixel_center

HEX_SIZE = 50.0
"""Circumradius of a grid hexagon: neighbouring tokens are ``sqrt(3) * HEX_SIZE`` apart."""

TOKEN_RADIUS = 40.0
"""Radius of a token disc: a little gap is left between neighbours, where the paths lie."""

STICK_LENGTH = 44.0
"""A path's length: it reaches well onto both tokens but leaves their symbols visible."""

STICK_WIDTH = 9.0

BUILDING_SIZE = 62.0
"""Side of the square a building's picture is drawn in."""


def cell_centre(cell: Cell) -> QPointF:
    """The centre of a token in scene coordinates."""
    x, y = pixel_center(cell, HEX_SIZE)
    return QPointF(x, y)


def side_geometry(a: QPointF, b: QPointF) -> tuple[QPointF, float]:
    """The middle of the gap between two token centres and the angle (degrees) from a to b."""
    middle = (a + b) / 2
    angle = math.degrees(math.atan2(b.y() - a.y(), b.x() - a.x()))
    return middle, angle
