"""Where things go on Canon Noir's board, in scene units.

Square ``(x, y)`` spans ``x*SQUARE .. (x+1)*SQUARE`` across and ``y*SQUARE .. (y+1)*SQUARE``
down, so a point in the engine's square units (the ball's landing point, where square
``(x, y)`` has its centre at ``(x + 0.5, y + 0.5)``) is simply multiplied by ``SQUARE``.
Directions are degrees clockwise from east with y pointing south, as in the engine: the
scene's own axes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

SQUARE = 80.0
"""Side of a square."""

BAND = 46.0
"""Width of the frame around the board that carries the column letters and row numbers."""

SHIP_SIZE = 70.0
"""Side of the box a ship's picture is drawn in."""

TRAY_GAP = 28.0
"""Space between the board's frame and the tray of dice, pool and cards below it."""

TRAY_HEIGHT = 120.0


def square_rect(square: Sequence[int]) -> QRectF:
    """The rectangle of a square."""
    return QRectF(square[0] * SQUARE, square[1] * SQUARE, SQUARE, SQUARE)


def square_centre(square: Sequence[int]) -> QPointF:
    """The centre of a square."""
    return QPointF((square[0] + 0.5) * SQUARE, (square[1] + 0.5) * SQUARE)


def to_scene(point: Sequence[float]) -> QPointF:
    """A point in the engine's square units, in scene coordinates."""
    return QPointF(float(point[0]) * SQUARE, float(point[1]) * SQUARE)


def square_at(point: QPointF, width: int, height: int) -> tuple[int, int] | None:
    """The square under a scene point, or None off the board."""
    x, y = math.floor(point.x() / SQUARE), math.floor(point.y() / SQUARE)
    if 0 <= x < width and 0 <= y < height:
        return (x, y)
    return None


def direction_between(origin: QPointF, towards: QPointF) -> float | None:
    """Degrees (0 ≤ d < 360) clockwise from east from ``origin`` to ``towards``; None when
    the two points coincide."""
    dx, dy = towards.x() - origin.x(), towards.y() - origin.y()
    if math.hypot(dx, dy) < 1e-6:
        return None
    return math.degrees(math.atan2(dy, dx)) % 360.0
