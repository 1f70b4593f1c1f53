"""The mark of a hint on the board: where the move a hint suggests would play.

Told apart from every other mark by its shape, not only its colour (a person who does not see
colours tells them apart as well): the legal targets are each game's own highlights, the move
selected in the keyboard list a solid ring, what the others did a dashed numbered ring, and a
hint a diamond drawn with a double line, a star at its top. Like the other marks it is not
clickable: the board under it plays as usual.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

HINT_COLOUR = QColor("#f2b705")
"""Amber, lit between two dark lines so that it reads on light and dark parts of a board."""
HINT_INK = QColor("#3b2a00")
Z_HINT = 905.0
"""Above the pieces and the other marks, below anything that flies."""


def _star(centre: QPointF, outer: float, inner: float) -> QPolygonF:
    points = []
    for k in range(10):
        radius = outer if k % 2 == 0 else inner
        angle = -math.pi / 2 + k * math.pi / 5
        points.append(
            QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
        )
    return QPolygonF(points)


class HintMark(QGraphicsItem):
    """A diamond of half-diagonal ``radius`` (a little more than the place's ring) with a star
    at its top corner."""

    def __init__(self, radius: float) -> None:
        super().__init__()
        self.radius = radius * 1.25
        self.setZValue(Z_HINT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        r = self.radius + 18
        return QRectF(-r, -r - 8, 2 * r, 2 * r + 8)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never in the way of a click, not even a hover

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        diamond = QPolygonF([QPointF(0, -r), QPointF(r, 0), QPointF(0, r), QPointF(-r, 0)])
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen in (
            QPen(QColor(255, 255, 255, 210), 11),
            QPen(HINT_INK, 8),
            QPen(HINT_COLOUR, 4),
        ):
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            painter.drawPolygon(diamond)
        star = _star(QPointF(0, -r), 13, 5.5)
        painter.setPen(QPen(HINT_INK, 2.5))
        painter.setBrush(HINT_COLOUR)
        painter.drawPolygon(star)


class HintMarks:
    """The hint's marks on one scene: replaced as a whole."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._marks: list[HintMark] = []

    def show(self, places: Iterable[tuple[QPointF, float]]) -> None:
        """Mark these (centre, radius) places; an empty list clears the marks."""
        self.clear()
        for centre, radius in places:
            mark = HintMark(radius)
            mark.setPos(centre)
            self._scene.addItem(mark)
            self._marks.append(mark)

    def clear(self) -> None:
        """Remove every mark (those the scene already cleared away are simply forgotten)."""
        for mark in self._marks:
            try:
                if mark.scene() is self._scene:
                    self._scene.removeItem(mark)
            except RuntimeError:  # deleted with the scene's items when it was rebuilt
                pass
        self._marks.clear()

    def places(self) -> list[QPointF]:
        """Where the marks are."""
        return [mark.pos() for mark in self._marks]
