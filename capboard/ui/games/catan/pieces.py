"""The players' pieces on Catan's island: the paths (a road, or a lit spot where one may be
built), the corners (a settlement or a city, or a lit spot) and the robber.

They stand apart from the hexes (:mod:`.hexes`) because they change with every view and are
what a player builds and clicks; no item decides what is legal (each is given its action).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Property, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from capboard.engine.protocol import Action
from capboard.ui.games.catan.art import INK, NEUTRAL
from capboard.ui.games.catan.art_pieces import (
    ROAD_LENGTH,
    paint_building,
    paint_road,
    paint_robber,
    paint_ship,
)
from capboard.ui.games.catan.items import Clickable, Press
from capboard.ui.games.catan.patterns import paint_road_marks
from capboard.ui.games.clickable import HIGHLIGHT, Chooser, rounded_path

ROBBER_H = 74.0
ROBBER_OFFSET = QPointF(-52.0, 4.0)
"""Where the robber stands on its hex, from the centre: beside the number token, which
stays readable."""


class EdgeItem(Clickable):
    """A path between two corners: a road in its owner's colour, or a spot where one may be
    built (lit up). Placed on the path's middle, turned along it.

    On a coast where a road and a ship may both be built, the spot shows a road with a small
    ship over it, and a click asks which (the scene's ``press``) rather than building."""

    def __init__(self, edge: int, line: QLineF, choose: Chooser) -> None:
        super().__init__(choose)
        self.edge = edge
        self.owner: int | None = None
        self.colour = QColor(NEUTRAL)
        self.marker: str | None = None
        self.pattern: str | None = None
        """The owner's colour-blind pattern (see :mod:`~capboard.ui.games.catan.patterns`)."""
        self.choice = False
        """True while a click here asks whether to build a road or a ship."""
        self.by_keyboard = False
        """True while a key, not a click, is choosing here (the choice then takes the focus)."""
        self._target_colour = QColor(NEUTRAL)
        self.setPos(line.center())
        self.setRotation(-line.angle())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.by_keyboard = True
        try:
            super().keyPressEvent(event)
        finally:
            self.by_keyboard = False

    def set_road(
        self, owner: int | None, colour: QColor, marker: str | None, pattern: str | None = None
    ) -> None:
        """The road on this path (None: none), with its owner's shape and pattern when the
        colour-blind setting is on."""
        wanted = (owner, QColor(colour), marker, pattern)
        if wanted == (self.owner, self.colour, self.marker, self.pattern):
            return
        self.owner, self.colour, self.marker, self.pattern = wanted
        self.update()

    def set_target(self, action: Action | None, colour: QColor, press: Press | None = None) -> None:
        """The road a click builds here (None: not a spot now), in the builder's colour; or,
        with ``press``, the choice between a road and a ship that a click opens."""
        if QColor(colour) != self._target_colour and (action is not None or press is not None):
            self._target_colour = QColor(colour)
            self.update()
        if press is not None:
            self.set_press(press)
        else:
            self.set_action(action)
        if self.choice != (press is not None):
            self.choice = press is not None
            self.update()
        self.setVisible(self.owner is not None or self.is_active())

    def boundingRect(self) -> QRectF:
        return QRectF(-ROAD_LENGTH / 2 - 10, -20, ROAD_LENGTH + 20, 40)

    def shape(self) -> QPainterPath:
        return rounded_path(QRectF(-ROAD_LENGTH / 2, -14, ROAD_LENGTH, 28), 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.owner is not None:
            if self.pattern:
                paint_road(painter, self.colour, ROAD_LENGTH, None)
                paint_road_marks(
                    painter, self.pattern, self.marker, self.colour, ROAD_LENGTH, -self.rotation()
                )
            else:
                paint_road(painter, self.colour, ROAD_LENGTH, self.marker)
            return
        if not self.is_active():
            return
        strong = self.highlighted()
        body = QRectF(-ROAD_LENGTH / 2 + 6, -9, ROAD_LENGTH - 12, 18)
        painter.setPen(QPen(self.halo(), 12 if strong else 9))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(body, 8, 8)
        ghost = QColor(self._target_colour)
        ghost.setAlphaF(0.9 if strong else 0.45 + 0.35 * self._glow)
        painter.setPen(QPen(INK, 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(ghost)
        painter.drawRoundedRect(body, 7, 7)
        if self.choice:
            # A road or a ship: a small ship rides on the road's spot, upright whichever way
            # the coast runs.
            painter.save()
            painter.rotate(-self.rotation())
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(QColor(255, 253, 240, 235))
            painter.drawEllipse(QPointF(0, 0), 17, 17)
            paint_ship(painter, self._target_colour, None, 0.4)
            painter.restore()


class CornerItem(Clickable):
    """A corner: a settlement or city in its owner's colour, or a spot where one may be built
    or upgraded (lit up)."""

    def __init__(self, corner: int, choose: Chooser) -> None:
        super().__init__(choose)
        self.corner = corner
        self.kind: str | None = None
        self.owner: int | None = None
        self.colour = QColor(NEUTRAL)
        self.marker: str | None = None
        self._target_colour = QColor(NEUTRAL)
        self._pop = 1.0

    def set_building(
        self, kind: str | None, owner: int | None, colour: QColor, marker: str | None
    ) -> None:
        """The building on this corner (None: none)."""
        if (kind, owner, QColor(colour), marker) == (
            self.kind,
            self.owner,
            self.colour,
            self.marker,
        ):
            return
        self.kind, self.owner = kind, owner
        self.colour = QColor(colour)
        self.marker = marker
        self.update()

    def set_target(self, action: Action | None, colour: QColor) -> None:
        """The settlement or city a click builds here (None: not a spot now)."""
        if QColor(colour) != self._target_colour and action is not None:
            self._target_colour = QColor(colour)
            self.update()
        self.set_action(action)
        self.setVisible(self.kind is not None or action is not None)

    def _get_pop(self) -> float:
        return self._pop

    def _set_pop(self, value: float) -> None:
        self._pop = value
        self.update()

    pop = Property(float, _get_pop, _set_pop)
    """The size of a piece just built (grows from large to 1)."""

    def boundingRect(self) -> QRectF:
        return QRectF(-52, -52, 104, 104)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), 26, 26)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        strong = self.highlighted()
        if self.action is not None:
            painter.setPen(QPen(self.halo(), 9 if strong else 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), 27, 27)
        if self.kind is not None:
            paint_building(painter, self.kind, self.colour, self.marker, self._pop)
            if self.action is not None and strong:
                # Upgrading: a ghost of the city over the settlement.
                painter.setOpacity(0.75)
                paint_building(painter, "city", self._target_colour, None)
                painter.setOpacity(1.0)
            return
        if self.action is not None:
            ghost = QColor(self._target_colour)
            ghost.setAlphaF(0.9 if strong else 0.35 + 0.4 * self._glow)
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(ghost)
            painter.drawEllipse(QPointF(0, 0), 14 if not strong else 17, 14 if not strong else 17)


class RobberItem(QGraphicsObject):
    """The robber. When it may move, it may be dragged onto a lit hex (``drop`` is told where
    it was let go and answers whether that chose a hex)."""

    def __init__(self, drop: Callable[[QPointF], bool]) -> None:
        super().__init__()
        self._drop = drop
        self._home = QPointF()
        self._press: QPointF | None = None
        self._dragging = False
        self.active = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_home(self, point: QPointF) -> None:
        """Where the robber stands."""
        self._home = QPointF(point)
        if not self._dragging:
            self.setPos(point)

    def set_active(self, on: bool) -> None:
        """Whether it may be dragged now."""
        self.active = on
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.OpenHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-ROBBER_H * 0.5, -ROBBER_H * 0.6, ROBBER_H, ROBBER_H * 1.2)

    def shape(self) -> QPainterPath:
        return rounded_path(QRectF(-ROBBER_H * 0.35, -ROBBER_H / 2, ROBBER_H * 0.7, ROBBER_H), 12)

    def glow_ellipse(self) -> tuple[QPointF, float, float]:
        """The ring lit under the piece when it may move: its centre and two radii."""
        return QPointF(0, ROBBER_H * 0.42), ROBBER_H * 0.42, ROBBER_H * 0.13

    def paint_piece(self, painter: QPainter) -> None:
        """The piece itself, centred on the origin."""
        paint_robber(painter, ROBBER_H)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:
            glow = QColor(HIGHLIGHT)
            glow.setAlphaF(0.85)
            painter.setPen(QPen(glow, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(*self.glow_ellipse())
        self.paint_piece(painter)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.active or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        if not self._dragging and (
            QLineF(self._press, event.scenePos()).length() >= QApplication.startDragDistance()
        ):
            self._dragging = True
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        if self._dragging:
            self.setPos(self._home + (event.scenePos() - self._press))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        event.accept()
        if press is None:
            return
        dragging, self._dragging = self._dragging, False
        self.setCursor(Qt.CursorShape.OpenHandCursor if self.active else Qt.CursorShape.ArrowCursor)
        self.setPos(self._home)
        if dragging:
            self._drop(event.scenePos())
