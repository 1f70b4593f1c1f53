"""Navigation cards drawn from their data: the number of squares and the arrows of every
allowed direction, a bent move as a line that turns, arrows of different lengths each with
its own number.

A card is drawn centred on the origin, turned by the stage's angle (forward is up when
``angle`` is 0); the numbers stay upright so that they read at any turn.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from capboard.ui.games.cap_horn.art import renderer
from capboard.ui.games.cap_horn.chart import VECTORS, card_style, chart

ARROW_INK = QColor("#1d2f45")
NUMBER_INK = QColor("#7a1f16")
PAPER = QColor("#fbf3dc")
PAPER_EDGE = QColor("#7a5a2e")


def _font(pixels: float, bold: bool = True) -> QFont:
    font = QFont("serif")
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def _turn(vector: tuple[float, float], angle: float) -> QPointF:
    a = math.radians(angle)
    x, y = vector
    return QPointF(x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a))


def card_path(size: float) -> QPainterPath:
    """The outline of a card of side ``size`` centred on the origin."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(-size / 2, -size / 2, size, size), size * 0.09, size * 0.09)
    return path


def paint_paper(painter: QPainter, size: float, edge: QColor | None = None) -> None:
    """The card's paper: a soft shadow, cream paper and a thin inner line."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawPath(card_path(size).translated(size * 0.02, size * 0.035))
    gradient = QLinearGradient(-size / 2, -size / 2, size / 2, size / 2)
    gradient.setColorAt(0.0, PAPER.lighter(104))
    gradient.setColorAt(1.0, PAPER.darker(106))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(edge if edge is not None else PAPER_EDGE, max(1.0, size * 0.018)))
    painter.drawPath(card_path(size))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#d8c08a"), max(0.8, size * 0.01)))
    painter.drawPath(card_path(size * 0.88))


def paint_arrow(
    painter: QPainter, points: list[QPointF], width: float, head: float, colour: QColor
) -> None:
    """A line through ``points`` ending in an arrowhead."""
    if len(points) < 2:
        return
    end, before = points[-1], points[-2]
    dx, dy = end.x() - before.x(), end.y() - before.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    base = QPointF(end.x() - ux * head, end.y() - uy * head)
    pen = QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    line = QPainterPath(points[0])
    for p in points[1:-1]:
        line.lineTo(p)
    line.lineTo(base)
    painter.drawPath(line)
    painter.setPen(QPen(colour, width * 0.5, Qt.PenStyle.SolidLine))
    painter.setBrush(colour)
    half = head * 0.62
    painter.drawPolygon(
        QPolygonF(
            [
                end,
                QPointF(base.x() - uy * half, base.y() + ux * half),
                QPointF(base.x() + uy * half, base.y() - ux * half),
            ]
        )
    )


def _label(painter: QPainter, centre: QPointF, text: str, pixels: float) -> None:
    painter.setFont(_font(pixels))
    painter.setPen(NUMBER_INK)
    rect = QRectF(centre.x() - pixels, centre.y() - pixels * 0.7, 2 * pixels, 1.4 * pixels)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_face(painter: QPainter, size: float, kind: int, angle: float = 0.0) -> None:
    """The front of a card of ``kind``, side ``size``, turned ``angle`` degrees clockwise."""
    paint_paper(painter, size)
    moves = chart().cards.get(kind)
    if not moves:
        _label(painter, QPointF(0, 0), "?", size * 0.3)
        return
    style = card_style(kind)
    width = size * 0.055
    head = size * 0.13
    if style == "straight":
        number = moves[0][0][1]
        # A compass ring around the number; arrows start at the ring and reach the edge.
        ring = size * 0.16
        painter.setPen(QPen(ARROW_INK, size * 0.02))
        painter.setBrush(QColor("#fffaf0"))
        painter.drawEllipse(QPointF(0, 0), ring, ring)
        for move in moves:
            direction = move[0][0]
            vx, vy = VECTORS[direction]
            norm = math.hypot(vx, vy)
            reach = size * (0.43 if norm == 1 else 0.5)
            start = _turn((vx / norm * ring * 1.12, vy / norm * ring * 1.12), angle)
            end = _turn((vx / norm * reach, vy / norm * reach), angle)
            paint_arrow(painter, [start, end], width, head, ARROW_INK)
        _label(painter, QPointF(0, size * 0.01), str(number), size * 0.25)
        return
    # Bent and mixed moves: each drawn as its path, with a number beside every segment.
    bent = style == "bent"
    first = VECTORS[moves[0][0][0]]
    norm = math.hypot(*first)
    origin = (-first[0] / norm * size * 0.2, -first[1] / norm * size * 0.2) if bent else (0, 0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ARROW_INK)
    painter.drawEllipse(_turn(origin, angle), size * 0.05, size * 0.05)
    labelled: set[tuple[float, float]] = set()
    for move in moves:
        x, y = origin
        points = [_turn((x, y), angle)]
        for index, (direction, length) in enumerate(move):
            vx, vy = VECTORS[direction]
            norm = math.hypot(vx, vy)
            ux, uy = vx / norm, vy / norm
            seg = size * ((0.3 if index == 0 else 0.36) if bent else 0.2 + 0.1 * length)
            nx, ny = x + ux * seg, y + uy * seg
            # The number beside the segment: right of a bent move's stem, above its branches,
            # on the left of a straight arrow.
            if bent and index == 0:
                off = (-uy * size * 0.12, ux * size * 0.12)
            elif bent:
                off = (first[0] * size * 0.12, first[1] * size * 0.12)
            else:
                off = (uy * size * 0.13, -ux * size * 0.13)
            key = (round((x + nx) / 2 + off[0], 1), round((y + ny) / 2 + off[1], 1))
            if key not in labelled:
                labelled.add(key)
                _label(painter, _turn(key, angle), str(length), size * 0.2)
            x, y = nx, ny
            points.append(_turn((x, y), angle))
        paint_arrow(painter, points, width, head, ARROW_INK)


def paint_back(painter: QPainter, size: float) -> None:
    """The back of a card, side ``size``, centred on the origin."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawPath(card_path(size).translated(size * 0.02, size * 0.035))
    renderer("card_back").render(painter, QRectF(-size / 2, -size / 2, size, size))
