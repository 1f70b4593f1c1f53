"""Where things go on De Cape et d'Épée's table, in scene units."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from capboard.ui.games.cape_epee.art import CARD_H, CARD_W, STRIP

COLUMN_STEP = 146.0
"""From one column's centre to the next."""
OBJECTIVE_W = 124.0
OBJECTIVE_H = 104.0
CARDS_TOP = OBJECTIVE_H + 16
"""The top of a column's first influence card."""
CARD_STEP = STRIP + 8
"""How much of each overlapped card shows."""
COLUMN_ROOM = 9
"""Cards a column shows at full step; longer columns squeeze."""
COLUMNS_BOTTOM = CARDS_TOP + (COLUMN_ROOM - 1) * CARD_STEP + CARD_H + 12
HAND_Y = COLUMNS_BOTTOM + CARD_H / 2 + 30
PANEL_W = 270.0
PANEL_H = 112.0
PANEL_GAP = 10.0
BUTTON_W = 190.0
BUTTON_H = 52.0


def columns_width(count: int) -> float:
    """The width of ``count`` columns."""
    return max(1, count) * COLUMN_STEP


def column_x(column: int) -> float:
    """The centre line of a column."""
    return (column + 0.5) * COLUMN_STEP


def objective_centre(column: int) -> QPointF:
    """The centre of a column's objective card."""
    return QPointF(column_x(column), OBJECTIVE_H / 2)


def card_step(count: int) -> float:
    """The step between cards of a column holding ``count`` cards."""
    if count <= COLUMN_ROOM:
        return CARD_STEP
    return (COLUMN_ROOM - 1) * CARD_STEP / (count - 1)


def card_centre(column: int, index: int, count: int) -> QPointF:
    """The centre of the ``index``-th card (from the top) of a column of ``count`` cards."""
    return QPointF(
        column_x(column), CARDS_TOP + CARD_H / 2 + index * card_step(max(count, index + 1))
    )


def panel_pos(columns: int, seat: int) -> QPointF:
    """The top-left corner of a seat's panel, right of the columns."""
    return QPointF(columns_width(max(columns, 3)) + 30, seat * (PANEL_H + PANEL_GAP))


def hand_slot(index: int, count: int, centre_x: float) -> tuple[QPointF, float]:
    """The centre and tilt of the ``index``-th of ``count`` hand cards."""
    spread = CARD_W * 0.92
    offset = index - (count - 1) / 2
    return QPointF(centre_x + offset * spread, HAND_Y + abs(offset) ** 2 * 6), offset * 5.0
