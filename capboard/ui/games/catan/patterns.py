"""The colour-blind patterns of Catan's roads and ships.

A road or a ship is too thin for a seat's shape alone to read at a glance: with the colour-blind
setting on, each seat's pieces also carry a pattern of their own, a texture that tells them
apart even where the shape is only a few pixels wide. Each pattern echoes the seat's shape
(:data:`capboard.ui.theme.SHAPES`): dots for the circle, dashes for the square, a zigzag for
the triangle, a lattice for the diamond, slanted stripes for the star, bars across for the
cross. A road wears it along its length with the seat's shape in the middle, a ship on its
sail with the shape on its hull, and each player's panel down its coloured edge, beside the
shape of its disc: the panels are the key.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from capboard.ui import theme
from capboard.ui.games.catan.art import INK
from capboard.ui.games.catan.art_pieces import ROAD_THICKNESS, SHIP_H, SHIP_W

PATTERN_OF_SHAPE: dict[str, str] = {
    "circle": "dots",
    "square": "dashes",
    "triangle": "zigzag",
    "diamond": "lattice",
    "star": "stripes",
    "cross": "bars",
}
"""The pattern that goes with each of the seats' shapes."""

PATTERNS: tuple[str, ...] = tuple(PATTERN_OF_SHAPE[shape] for shape in theme.SHAPES)
"""Every pattern, in the order of the seats' shapes."""


def seat_pattern(colour: QColor, seat: int, on: bool) -> str | None:
    """The pattern of the seat playing ``colour`` when the colour-blind setting is ``on``."""
    if not on:
        return None
    return PATTERN_OF_SHAPE.get(theme.shape_for(QColor(colour).name(), seat), "dots")


def paint_pattern(painter: QPainter, pattern: str, rect: QRectF, ink: QColor) -> None:
    """``pattern`` in ``ink`` over ``rect``, running along its width (clipped to it)."""
    painter.save()
    painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    h = rect.height()
    cy = rect.center().y()
    left, right = rect.left(), rect.right()
    if pattern == "dots":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        r = h * 0.27
        step = max(h * 0.95, 4 * r)
        x = left + step / 2
        while x < right:
            painter.drawEllipse(QPointF(x, cy), r, r)
            x += step
    elif pattern == "dashes":
        pen = QPen(ink, h * 0.42, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        step = h * 1.6
        x = left + h * 0.2
        while x < right:
            painter.drawLine(QPointF(x, cy), QPointF(min(x + step * 0.62, right), cy))
            x += step
    elif pattern == "zigzag":
        pen = QPen(ink, max(1.0, h * 0.16), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = h * 0.3
        step = h * 0.7
        points = []
        x, up = left, True
        while x <= right + step:
            points.append(QPointF(x, cy - half if up else cy + half))
            x += step
            up = not up
        painter.drawPolyline(QPolygonF(points))
    elif pattern in ("lattice", "stripes"):
        painter.setPen(QPen(ink, max(1.0, h * (0.12 if pattern == "lattice" else 0.2))))
        step = h * (0.9 if pattern == "lattice" else 0.75)
        slants = (1, -1) if pattern == "lattice" else (1,)
        for slant in slants:
            x = left - h
            while x < right + h:
                painter.drawLine(QPointF(x, rect.bottom()), QPointF(x + slant * h, rect.top()))
                x += step
    else:  # bars
        painter.setPen(QPen(ink, max(1.0, h * 0.2), Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        step = h * 0.8
        x = left + step / 2
        while x < right:
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
            x += step
    painter.restore()


def paint_road_marks(
    painter: QPainter,
    pattern: str,
    shape: str | None,
    colour: QColor,
    length: float,
    upright: float = 0.0,
    scale: float = 1.0,
) -> None:
    """A road's colour-blind marks (the road, as ``art_pieces.paint_road`` draws it at ``scale``,
    lies along the x axis, centred on the origin, ``length`` long): ``pattern`` along its
    body, and ``shape`` on a disc in its middle, turned by ``upright`` degrees (the road's own
    turn undone: a diamond on a slanting road must not read as a square)."""
    ink = theme.contrast_ink(colour)
    ink.setAlphaF(0.85)
    thickness = ROAD_THICKNESS * scale
    body = QRectF(-length / 2 + 4, -thickness / 2 + 3, length - 8, thickness - 6)
    paint_pattern(painter, pattern, body, ink)
    if shape:
        radius = thickness * 0.62
        painter.setPen(QPen(INK, 1.6))
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(0, 0), radius, radius)
        inner = radius * 0.64
        painter.save()
        painter.rotate(upright)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.contrast_ink(colour))
        painter.drawPath(theme.shape_path(shape, QRectF(-inner, -inner, 2 * inner, 2 * inner)))
        painter.restore()


def sail_path(scale: float = 1.0) -> QPainterPath:
    """The outline of a ship's sail (the art's, ``pieces/ship.svg``), in the coordinates a
    ship is painted in: centred on the origin, :data:`SHIP_W` × :data:`SHIP_H` at scale 1."""
    path = QPainterPath(QPointF(13, 9))
    path.quadTo(QPointF(25, 12), QPointF(37, 9))
    path.quadTo(QPointF(39, 16), QPointF(37, 23))
    path.quadTo(QPointF(25, 26), QPointF(13, 23))
    path.quadTo(QPointF(11, 16), QPointF(13, 9))
    path.closeSubpath()
    # The art's viewBox is 50 × 40, fitted into the ship's rectangle.
    unit = min(SHIP_W / 50, SHIP_H / 40) * scale
    move = QTransform()
    move.scale(unit, unit)
    move.translate(-25, -20)
    return move.map(path)


def paint_ship_marks(
    painter: QPainter,
    pattern: str,
    shape: str | None,
    colour: QColor,
    scale: float = 1.0,
    upright: float = 0.0,
) -> None:
    """A ship's colour-blind marks (the ship painted by ``art_pieces.paint_ship`` at ``scale``):
    ``pattern`` on its sail, and ``shape`` on its hull, turned by ``upright`` degrees (the
    ship's own turn undone)."""
    sail = sail_path(scale)
    painter.save()
    painter.setClipPath(sail, Qt.ClipOperation.IntersectClip)
    ink = QColor(colour).darker(170)
    ink.setAlphaF(0.9)
    box = sail.boundingRect()
    # The pattern runs across the sail, thick enough to read on a small ship.
    band = QRectF(
        box.left(), box.center().y() - box.height() * 0.42, box.width(), box.height() * 0.84
    )
    paint_pattern(painter, pattern, band, ink)
    painter.restore()
    painter.setPen(QPen(INK, 1.2 * scale))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(sail)
    if shape:
        h = SHIP_H * scale
        side = h * 0.34
        painter.save()
        painter.translate(0, h * 0.22)
        painter.rotate(upright)
        painter.setPen(QPen(colour, max(1.0, side * 0.14)))
        painter.setBrush(theme.contrast_ink(colour))
        painter.drawPath(theme.shape_path(shape, QRectF(-side / 2, -side / 2, side, side)))
        painter.restore()


__all__ = [
    "PATTERNS",
    "PATTERN_OF_SHAPE",
    "paint_pattern",
    "paint_road_marks",
    "paint_ship_marks",
    "sail_path",
    "seat_pattern",
]
