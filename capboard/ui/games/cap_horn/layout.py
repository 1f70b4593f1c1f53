"""Where things go on Cap Horn's table, in scene units: the chart's squares, the hand, the
buttons, the piles and the logbooks."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

SQUARE = 80.0
"""One square of the chart."""
CARD = SQUARE * 0.86
"""A navigation card lying on the chart."""
HAND_CARD = 104.0
"""A card in the hand."""
SHIP = SQUARE * 0.78
"""A clipper."""

BOARD_WIDTH = 16 * SQUARE
BOARD_HEIGHT = 10 * SQUARE
FRAME = SQUARE * 0.46
"""The chart's wooden frame, with the coordinates."""

PANEL_X = BOARD_WIDTH + FRAME + 28
"""The left of the logbooks' column."""
LOGBOOK_WIDTH = 330.0
LOGBOOK_HEIGHT = 150.0
LOGBOOK_GAP = 14.0

STRIP_Y = BOARD_HEIGHT + FRAME + 30
"""The top of the strip under the chart: piles, hand and buttons."""
HAND_CENTRE = QPointF(590.0, STRIP_Y + 86)
BUTTON_WIDTH = 200.0
BUTTON_HEIGHT = 68.0
BUTTONS_X = 880.0
PILES_X = 10.0


def square_rect(square: tuple[int, int]) -> QRectF:
    """The rectangle of a square of the chart."""
    x, y = square
    return QRectF(x * SQUARE, y * SQUARE, SQUARE, SQUARE)


def square_centre(square: tuple[int, int]) -> QPointF:
    """The middle of a square of the chart."""
    x, y = square
    return QPointF((x + 0.5) * SQUARE, (y + 0.5) * SQUARE)


def logbook_pos(seat: int) -> QPointF:
    """The top-left corner of a seat's logbook."""
    return QPointF(PANEL_X, -FRAME + seat * (LOGBOOK_HEIGHT + LOGBOOK_GAP))


def button_pos(index: int) -> QPointF:
    """The top-left corner of the board's buttons, two by two."""
    col, row = index % 2, index // 2
    return QPointF(BUTTONS_X + col * (BUTTON_WIDTH + 14), STRIP_Y + 14 + row * (BUTTON_HEIGHT + 14))


def hand_slot(index: int, count: int) -> tuple[QPointF, float]:
    """The centre and tilt (degrees) of the ``index``-th of ``count`` cards fanned in the hand."""
    spread = min(HAND_CARD * 0.9, 520.0 / max(1, count))
    offset = index - (count - 1) / 2
    centre = QPointF(HAND_CENTRE.x() + offset * spread, HAND_CENTRE.y() + abs(offset) ** 2 * 3.0)
    return centre, offset * 4.0
