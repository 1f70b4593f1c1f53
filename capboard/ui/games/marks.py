"""Marks on the board for what happened since a person last had the table.

Each game's scene says where its events happened (:meth:`BoardScene.mark_recent`); a mark is
a dashed ring with a small number, the order in which things happened, drawn above the pieces
and below anything that flies. It is not clickable: the board under it plays as usual.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

MARK_COLOUR = QColor("#d6336c")
"""A strong pink-red, apart from every seat colour and from the legal-move highlight."""
PREVIEW_COLOUR = QColor("#1d2f45")
"""Dark ink: the selected move, a solid ring (the recent marks are dashed and numbered)."""
Z_MARK = 900.0


class RecentMark(QGraphicsItem):
    """A dashed ring of ``radius`` around a place where something happened, numbered; without
    a number (0), a solid ring: where the move selected in the keyboard list would play."""

    def __init__(self, radius: float, number: int) -> None:
        super().__init__()
        self.radius = radius
        self.number = number
        self.setZValue(Z_MARK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        r = self.radius + 14
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = QPen(QColor(255, 255, 255, 200), 7)
        painter.setPen(halo)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)
        if not self.number:
            painter.setPen(QPen(PREVIEW_COLOUR, 4.5))
            painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)
            return
        pen = QPen(MARK_COLOUR, 3.5, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)
        # The number, in a small disc on the ring (up and to the right).
        centre = QPointF(self.radius * 0.72, -self.radius * 0.72)
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(MARK_COLOUR)
        painter.drawEllipse(centre, 11, 11)
        font = QFont(painter.font())
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(
            QRectF(centre.x() - 11, centre.y() - 11, 22, 22),
            Qt.AlignmentFlag.AlignCenter,
            str(self.number),
        )


class MarkSet:
    """The marks of one scene: replaced as a whole."""

    def __init__(self, scene: QGraphicsScene, numbered: bool = True) -> None:
        self._scene = scene
        self._numbered = numbered
        self._marks: list[RecentMark] = []

    def show(self, places: Iterable[tuple[QPointF, float]]) -> None:
        """Mark these (centre, radius) places, numbered in order; a place marked twice keeps
        its first number. An empty list clears every mark."""
        self.clear()
        seen: set[tuple[int, int]] = set()
        for centre, radius in places:
            key = (round(centre.x()), round(centre.y()))
            if key in seen:
                continue
            seen.add(key)
            mark = RecentMark(radius, len(self._marks) + 1 if self._numbered else 0)
            mark.setPos(centre)
            self._scene.addItem(mark)
            self._marks.append(mark)

    def clear(self) -> None:
        """Remove every mark."""
        for mark in self._marks:
            if mark.scene() is self._scene:
                self._scene.removeItem(mark)
        self._marks.clear()

    def places(self) -> list[QPointF]:
        """Where the marks are, in order."""
        return [mark.pos() for mark in self._marks]


def around(item: QGraphicsItem, scale: float = 0.6) -> tuple[QPointF, float]:
    """A place to mark around ``item``: the centre of its outline on the scene, and a radius
    from its larger side."""
    rect = item.sceneBoundingRect()
    return rect.center(), max(rect.width(), rect.height()) * scale
