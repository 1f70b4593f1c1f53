"""Canon Noir's aiming game, shown over the board during a duel: the cannon that swings, the
gauge of its power, the overlay that frames them, the ball in flight and the splash or hit
where it lands.

They stand apart because they live only for a shot and animate on their own; the scene shows
them over the board and hides them when the shot is over.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from capboard.ui import board_text
from capboard.ui.games.canon_noir import texts
from capboard.ui.games.canon_noir.art import renderer
from capboard.ui.games.canon_noir.items import INK, NEUTRAL


class CannonItem(QGraphicsObject):
    """The black cannon on the shooter's square, turned to ``direction`` degrees (clockwise
    from east). With ``controls`` on, a ring of degree marks helps fine aiming."""

    def __init__(self) -> None:
        super().__init__()
        self._direction = 0.0
        self.controls = False
        self.colour = QColor(NEUTRAL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _get_direction(self) -> float:
        return self._direction

    def _set_direction(self, value: float) -> None:
        self._direction = float(value) % 360.0
        self.update()

    direction = Property(float, _get_direction, _set_direction)

    def set_controls(self, on: bool, colour: QColor) -> None:
        """Show (or hide) the aiming ring, in the shooter's colour."""
        self.controls = on
        self.colour = QColor(colour)
        self.update()

    def boundingRect(self) -> QRectF:
        r = 74.0
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.controls:
            ring = QColor(self.colour)
            ring.setAlphaF(0.3)
            painter.setPen(QPen(QColor(255, 255, 255, 200), 9))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), 62, 62)
            painter.setPen(QPen(ring.darker(120), 9))
            painter.drawEllipse(QPointF(0, 0), 62, 62)
            for degree in range(0, 360, 15):
                a = math.radians(degree)
                inner = 57 if degree % 45 == 0 else 60
                painter.setPen(QPen(INK, 2 if degree % 45 == 0 else 1.2))
                painter.drawLine(
                    QPointF(inner * math.cos(a), inner * math.sin(a)),
                    QPointF(66 * math.cos(a), 66 * math.sin(a)),
                )
            a = math.radians(self._direction)
            tip = QPointF(72 * math.cos(a), 72 * math.sin(a))
            left = QPointF(60 * math.cos(a - 0.12), 60 * math.sin(a - 0.12))
            right = QPointF(60 * math.cos(a + 0.12), 60 * math.sin(a + 0.12))
            painter.setPen(QPen(QColor("#2e1a0b"), 1.5))
            painter.setBrush(QColor("#c0161b"))
            painter.drawPolygon(QPolygonF([tip, left, right]))
        painter.save()
        painter.rotate(self._direction)
        scale = 0.8
        # The cannon turns about (35, 30) of its 100 x 60 picture.
        renderer("cannon").render(
            painter, QRectF(-35 * scale, -30 * scale, 100 * scale, 60 * scale)
        )
        painter.restore()


class GaugeItem(QGraphicsObject):
    """The swinging power gauge: a bar from 0 (bottom) to 100 (top) and a needle."""

    HEIGHT = 170.0
    WIDTH = 30.0

    def __init__(self) -> None:
        super().__init__()
        self._power = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _get_power(self) -> float:
        return self._power

    def _set_power(self, value: float) -> None:
        self._power = max(0.0, min(100.0, float(value)))
        self.update()

    power = Property(float, _get_power, _set_power)

    def boundingRect(self) -> QRectF:
        return QRectF(-34, -30, self.WIDTH + 68, self.HEIGHT + 40)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bar = QRectF(0, 0, self.WIDTH, self.HEIGHT)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(bar.adjusted(-5, -5, 5, 5).translated(2, 3), 10, 10)
        painter.setBrush(QColor("#3a2410"))
        painter.drawRoundedRect(bar.adjusted(-5, -5, 5, 5), 10, 10)
        gradient = QLinearGradient(0, self.HEIGHT, 0, 0)
        gradient.setColorAt(0.0, QColor("#3aa655"))
        gradient.setColorAt(0.55, QColor("#f2c230"))
        gradient.setColorAt(1.0, QColor("#d6301e"))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(bar, 6, 6)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
        for tick in range(1, 10):
            y = self.HEIGHT * tick / 10
            painter.drawLine(QPointF(0, y), QPointF(self.WIDTH * (0.5 if tick % 5 else 1), y))
        y = self.HEIGHT * (1 - self._power / 100)
        painter.setPen(QPen(QColor("#ffffff"), 3))
        painter.drawLine(QPointF(-8, y), QPointF(self.WIDTH + 8, y))
        painter.setPen(QPen(QColor("#2e1a0b"), 1.5))
        painter.setBrush(QColor("#ffffff"))
        painter.drawPolygon(QPolygonF([QPointF(-8, y), QPointF(-20, y - 8), QPointF(-20, y + 8)]))
        painter.setPen(QColor("#fff3d0"))
        painter.setFont(board_text.font(13, bold=True, dense=True, largest=17))
        caption = QRectF(-30, -30, self.WIDTH + 60, 20)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3a2410"))
        painter.drawRoundedRect(caption.adjusted(6, -1, -6, 1), 8, 8)
        painter.setPen(QColor("#fff3d0"))
        painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, texts.power_caption())


class AimOverlay(QGraphicsObject):
    """An invisible sheet over the whole board while the viewer aims: a press anywhere turns
    the cannon toward the pointer, dragging keeps turning it, and the release fires."""

    def __init__(
        self,
        rect: QRectF,
        turn: Callable[[QPointF], None],
        release: Callable[[QPointF], None],
    ) -> None:
        super().__init__()
        self._rect = QRectF(rect)
        self._turn = turn
        self._release = release
        self._pressed = False
        self.set_active(False)

    def set_active(self, on: bool) -> None:
        """Take the mouse (or leave it to the pieces below)."""
        self.setVisible(on)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.CrossCursor)
        self._pressed = False

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pass  # it only catches the mouse

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._pressed = True
        self._turn(event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._pressed:
            self._turn(event.scenePos())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._pressed and event.button() == Qt.MouseButton.LeftButton:
            self._pressed = False
            self._turn(event.scenePos())
            self._release(event.scenePos())
        event.accept()


class BallItem(QGraphicsObject):
    """A cannonball in flight from ``start`` to ``end`` along an arc; ``flight`` runs from
    0 (leaving the muzzle) to 1 (landing). Its shadow crosses the water below it."""

    def __init__(self, start: QPointF, end: QPointF) -> None:
        super().__init__()
        self.start = QPointF(start)
        self.end = QPointF(end)
        distance = math.hypot(end.x() - start.x(), end.y() - start.y())
        self.arc = min(220.0, 40.0 + 0.35 * distance)
        self._flight = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._set_flight(0.0)

    def _get_flight(self) -> float:
        return self._flight

    def _set_flight(self, value: float) -> None:
        self._flight = float(value)
        t = self._flight
        self.prepareGeometryChange()
        self.setPos(self.start + (self.end - self.start) * t)
        self.update()

    flight = Property(float, _get_flight, _set_flight)

    def height(self) -> float:
        """How high above the water the ball flies now."""
        t = self._flight
        return 4 * self.arc * t * (1 - t)

    def boundingRect(self) -> QRectF:
        h = self.height()
        return QRectF(-22, -h - 22, 44, h + 36)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.height()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawEllipse(QPointF(0, 4), 9, 4)
        r = 9 + 5 * math.sin(math.pi * self._flight)
        centre = QPointF(0, -h)
        gradient = QRadialGradient(centre + QPointF(-r / 3, -r / 3), r * 1.3)
        gradient.setColorAt(0.0, QColor("#8a8a8a"))
        gradient.setColorAt(0.5, QColor("#2a2a2a"))
        gradient.setColorAt(1.0, QColor("#050505"))
        painter.setBrush(QBrush(gradient))
        painter.drawEllipse(centre, r, r)


class ImpactItem(QGraphicsObject):
    """Where the ball came down: a splash of rings and droplets (``splash``) or a burst of
    fire and smoke on the ship (``burst``); ``progress`` runs from 0 to 1."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind
        self._progress = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _get_progress(self) -> float:
        return self._progress

    def _set_progress(self, value: float) -> None:
        self._progress = float(value)
        self.update()

    progress = Property(float, _get_progress, _set_progress)

    def boundingRect(self) -> QRectF:
        return QRectF(-70, -80, 140, 150)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = self._progress
        fade = max(0.0, 1.0 - t)
        if self.kind == "splash":
            for k in range(3):
                rt = max(0.0, t - k * 0.15)
                ring = QColor(255, 255, 255, int(220 * fade))
                painter.setPen(QPen(ring, 4 - k))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(0, 0), 10 + 48 * rt, (10 + 48 * rt) * 0.45)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(220, 245, 255, int(235 * fade)))
            for i in range(8):
                a = math.radians(200 + i * 20)
                lift = math.sin(math.pi * min(1.0, t * 1.3)) * 46
                x = math.cos(a) * 30 * t
                painter.drawEllipse(QPointF(x, -lift * (0.6 + 0.4 * abs(math.sin(a)))), 4, 5)
            painter.setBrush(QColor(240, 250, 255, int(200 * fade)))
            painter.drawEllipse(
                QPointF(0, -18 * math.sin(math.pi * t)), 8, 20 * math.sin(math.pi * t) + 1
            )
        else:
            flash = max(0.0, 1.0 - 2.2 * t)
            if flash > 0:
                points = []
                for i in range(16):
                    r = (56 if i % 2 == 0 else 24) * (0.5 + t * 1.5)
                    a = math.pi * 2 * i / 16
                    points.append(QPointF(r * math.cos(a), r * math.sin(a)))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 200, 40, int(255 * flash)))
                painter.drawPolygon(QPolygonF(points))
                painter.setBrush(QColor(255, 90, 20, int(255 * flash)))
                painter.drawEllipse(QPointF(0, 0), 18 + 20 * t, 18 + 20 * t)
            painter.setPen(Qt.PenStyle.NoPen)
            for i in range(5):
                a = math.radians(i * 72 + 30)
                c = QPointF(math.cos(a) * 22 * t, -30 * t + math.sin(a) * 14 * t)
                painter.setBrush(QColor(70, 64, 60, int(170 * fade)))
                painter.drawEllipse(c, 10 + 14 * t, 10 + 14 * t)
