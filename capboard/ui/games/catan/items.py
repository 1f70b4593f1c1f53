"""The pieces of Catan's island: hexes with their number tokens, the sea frame, harbours,
paths (roads and road spots), corners (settlements, cities and their spots), the robber, the
dice and the buttons (the players' panels are in :mod:`capboard.ui.games.catan.panel`).

Items draw what they are told and report clicks: an item that stands for a legal action is
given it (and the scene's ``choose`` callback); an item that only changes what the table shows
(a build button, a card) is given a ``press`` callback. No item decides what is legal.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from PySide6.QtCore import Property, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from capboard.engine.protocol import Action
from capboard.games.catan.board import SEA
from capboard.ui import theme
from capboard.ui.games.catan import art, texts
from capboard.ui.games.catan.art import (
    DIE,
    HEX_R,
    INK,
    NEUTRAL,
    ROAD_LENGTH,
    fitted_font,
    font,
    hex_path,
    paint_building,
    paint_die,
    paint_icon,
    paint_road,
    paint_robber,
    paint_ship,
    paint_terrain,
    paint_token,
)
from capboard.ui.games.catan.layout import BUTTON_H, BUTTON_W, DICE_H, DICE_W
from capboard.ui.games.catan.patterns import paint_road_marks
from capboard.ui.games.clickable import ACTIVATE_KEYS, HIGHLIGHT, Chooser, ClickableItem

Press = Callable[[], None]

TOKEN_R = 30.0
ROBBER_H = 74.0
ROBBER_OFFSET = QPointF(-52.0, 4.0)
"""Where the robber stands on its hex, from the centre: beside the number token, which
stays readable."""


class Clickable(ClickableItem):
    """An item that stands for one legal action (``action``) or that does something on the
    table when pressed (``press``); inactive when it has neither."""

    def __init__(self, choose: Chooser, parent: QGraphicsItem | None = None) -> None:
        super().__init__(choose, parent)
        self.action: Action | None = None
        self._press: Press | None = None
        self._set_interactive(False)

    def set_action(self, action: Action | None) -> None:
        """The legal action a click chooses (None: none)."""
        changed = action != self.action or self._press is not None
        self.action = action
        self._press = None
        if changed:
            self._set_interactive(self.is_active())
            self.update()

    def set_press(self, press: Press | None) -> None:
        """What a click does on the table (None: nothing)."""
        changed = (press is None) != (self._press is None) or self.action is not None
        self._press = press
        self.action = None
        if changed:
            self._set_interactive(self.is_active())
            self.update()

    def action_at(self, pos: QPointF | None) -> Action | None:
        return self.action

    def is_active(self) -> bool:
        return self.action is not None or self._press is not None

    def activate(self) -> None:
        """Do what a click does."""
        if self.action is not None:
            self._choose(self.action)
        elif self._press is not None:
            self._press()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.is_active():
            self._pressed = True
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, self._pressed = self._pressed, False
        event.accept()
        if pressed and self.contains(event.pos()):
            self.activate()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in ACTIVATE_KEYS and self.is_active():
            self.activate()
            event.accept()
        else:
            super().keyPressEvent(event)

    def halo(self, strength: float = 1.0) -> QColor:
        """The highlight's colour now: full when hovered or focused, else pulsing."""
        colour = QColor(HIGHLIGHT)
        colour.setAlphaF(1.0 if self.highlighted() else (0.35 + 0.55 * self._glow) * strength)
        return colour


# -- the island ----------------------------------------------------------------------------------
class TerrainItem(QGraphicsItem):
    """A land hex's picture: its terrain and number token. It never changes during a game, so
    it is cached at the screen's resolution (drawn again whenever the zoom changes, so it
    stays sharp) and the pieces moving over it do not make it render its art again."""

    def __init__(self, terrain: str, number: int | None, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.terrain = terrain
        self.number = number
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-HEX_R, -HEX_R - 2, 2 * HEX_R, 2 * HEX_R + 4)

    def set_face(self, terrain: str, number: int | None) -> None:
        """Show another terrain and number (a fog hex turned up)."""
        if (terrain, number) != (self.terrain, self.number):
            self.terrain, self.number = terrain, number
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.terrain == SEA:
            # Open water runs on from hex to hex, like the frame: no tile border.
            paint_terrain(painter, SEA, HEX_R + 0.8)
            return
        paint_terrain(painter, self.terrain)
        painter.setPen(QPen(QColor("#e9dcb5"), 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(hex_path(HEX_R - 2))
        if self.number is not None:
            paint_token(painter, self.number, TOKEN_R)


class TileItem(Clickable):
    """A hex: its picture (a :class:`TerrainItem`), greyed while the robber stands on it, and
    a target when the robber (on land) or the pirate (on sea) may move there. A fog hex turned
    up flips over (:attr:`turn`) from the fog to what it hid."""

    def __init__(self, tile: int, terrain: str, number: int | None, choose: Chooser) -> None:
        super().__init__(choose)
        self.tile = tile
        self.terrain = terrain
        self.number = number
        self.robbed = False
        self._turn = 1.0
        self._back: tuple[str, int | None] = (terrain, number)
        self.picture = TerrainItem(terrain, number, self)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_face(self, terrain: str, number: int | None) -> None:
        """What the hex is now (at once, without turning it over)."""
        self.terrain, self.number = terrain, number
        self._back = (terrain, number)
        self._set_turn(1.0)

    def flip_from(self, terrain: str, number: int | None) -> None:
        """Show the hex's former face (``terrain``, ``number``) until :attr:`turn` turns it
        over to what it is now."""
        self._back = (terrain, number)
        self._set_turn(0.0)

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        self._turn = value
        # Halfway the hex stands on its edge: the face changes there, out of sight.
        face = self._back if value < 0.5 else (self.terrain, self.number)
        self.picture.set_face(*face)
        width = max(0.02, abs(math.cos(math.pi * value)))
        self.picture.setTransform(QTransform.fromScale(width, 1.0))

    turn = Property(float, _get_turn, _set_turn)
    """0 showing the former face, 1 the face it has now (a flip around the vertical axis)."""

    def is_turning(self) -> bool:
        """True while the hex is being turned over."""
        return self._turn < 1.0

    def set_robbed(self, robbed: bool) -> None:
        """Whether the robber stands here (the hex produces nothing)."""
        if robbed != self.robbed:
            self.robbed = robbed
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-HEX_R, -HEX_R - 2, 2 * HEX_R, 2 * HEX_R + 4)

    def shape(self) -> QPainterPath:
        return hex_path(HEX_R - 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.robbed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 30, 70))
            painter.drawPath(hex_path(HEX_R - 3))
        if self.action is not None:
            strong = self.highlighted()
            fill = QColor(HIGHLIGHT)
            fill.setAlphaF(0.35 if strong else 0.08 + 0.18 * self._glow)
            painter.setBrush(fill)
            painter.setPen(QPen(self.halo(), 7 if strong else 5))
            painter.drawPath(hex_path(HEX_R - 6))


class SeaItem(QGraphicsItem):
    """A hex of the sea frame (cached at the screen's resolution, like a terrain); ``dim``
    darkens it, to tell the frame from the open sea inside it (Seafarers)."""

    def __init__(self, dim: bool = False) -> None:
        super().__init__()
        self.dim = dim
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-HEX_R, -HEX_R - 2, 2 * HEX_R, 2 * HEX_R + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_terrain(painter, SEA, HEX_R + 0.8)
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(8, 24, 52, 120))
            painter.drawPath(hex_path(HEX_R + 0.8))


class HarbourItem(QGraphicsItem):
    """A harbour on the sea frame: its piers to the two corners it serves, the harbour and a
    sign with its ratio (and the resource of a 2:1 harbour)."""

    def __init__(
        self,
        kind: str,
        sea: QPointF,
        coast: QPointF,
        angle: float,
        corners: tuple[QPointF, QPointF],
    ) -> None:
        super().__init__()
        self.kind = kind
        self._sea = QPointF(sea)
        self._coast = QPointF(coast)
        self._angle = angle
        self._corners = corners
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(texts.harbour_name(kind))

    def retranslate(self) -> None:
        """The tooltip in the current language."""
        self.setToolTip(texts.harbour_name(self.kind))

    @property
    def sea(self) -> QPointF:
        """The centre of the water hex the harbour is drawn on."""
        return QPointF(self._sea)

    def sign_point(self) -> QPointF:
        """The centre of the harbour's sign (scene coordinates)."""
        return QLineF(self._sea, self._coast).pointAt(-0.2)

    def boundingRect(self) -> QRectF:
        points = [self._sea, self._coast, *self._corners]
        left = min(p.x() for p in points) - 60
        top = min(p.y() for p in points) - 60
        right = max(p.x() for p in points) + 60
        bottom = max(p.y() for p in points) + 60
        return QRectF(left, top, right - left, bottom - top)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The harbour stands on the coast and reaches out into the sea; its piers run to the
        # two corners whose buildings use it.
        towards = QLineF(self._sea, self._coast)
        base = towards.pointAt(0.9)
        wood = QColor("#8b5a2b")
        for corner in self._corners:
            pier = QLineF(base, corner)
            end = pier.pointAt(0.8)
            painter.setPen(
                QPen(wood.darker(140), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            )
            painter.drawLine(base, end)
            painter.setPen(
                QPen(QColor("#c8955c"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            )
            painter.drawLine(base, end)
        painter.save()
        painter.translate(base)
        # The art's base (the bottom of its viewBox) faces the coast.
        painter.rotate(self._angle + 180)
        art.paint_harbour(painter, QRectF(-38, -76, 76, 76))
        painter.restore()
        # The sign: ratio and resource, upright so it always reads.
        sign = self.sign_point()
        painter.setPen(QPen(INK, 2))
        painter.setBrush(QColor("#fbf3de"))
        generic = self.kind == "generic"
        w = 64 if generic else 96
        rect = QRectF(sign.x() - w / 2, sign.y() - 20, w, 40)
        painter.drawRoundedRect(rect, 12, 12)
        painter.setPen(INK)
        painter.setFont(font(22, bold=True))
        if generic:
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "3:1")
        else:
            painter.drawText(
                QRectF(rect.left() + 4, rect.top(), 50, rect.height()),
                Qt.AlignmentFlag.AlignCenter,
                "2:1",
            )
            paint_icon(painter, self.kind, QRectF(rect.right() - 40, rect.top() + 3, 34, 34))


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
        path = QPainterPath()
        path.addRoundedRect(QRectF(-ROAD_LENGTH / 2, -14, ROAD_LENGTH, 28), 8, 8)
        return path

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
        path = QPainterPath()
        path.addRoundedRect(
            QRectF(-ROBBER_H * 0.35, -ROBBER_H / 2, ROBBER_H * 0.7, ROBBER_H), 12, 12
        )
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:
            glow = QColor(HIGHLIGHT)
            glow.setAlphaF(0.85)
            painter.setPen(QPen(glow, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, ROBBER_H * 0.42), ROBBER_H * 0.42, ROBBER_H * 0.13)
        paint_robber(painter, ROBBER_H)

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


# -- the column beside the island ----------------------------------------------------------------
class DiceItem(Clickable):
    """The two dice; clicking them rolls when a roll is legal. After a roll they tumble for a
    moment, then show the result."""

    def __init__(self, choose: Chooser) -> None:
        super().__init__(choose)
        self.values: tuple[int, ...] = ()
        self.colour = QColor(NEUTRAL)
        self._tumble = 1.0
        self._faces: list[int] = [1, 1]
        self._rng = random.Random(1995)  # only for the faces shown while tumbling
        self.setToolTip(texts.roll_hint())

    def set_dice(self, values: tuple[int, ...] | None, colour: QColor) -> None:
        """Show ``values`` (None: not rolled yet) in the roller's ``colour``."""
        if (tuple(values or ()), QColor(colour)) != (self.values, self.colour):
            self.values = tuple(values or ())
            self.colour = QColor(colour)
            self.update()

    def _get_tumble(self) -> float:
        return self._tumble

    def _set_tumble(self, value: float) -> None:
        if int(value * 9) != int(self._tumble * 9):
            self._faces = [self._rng.randint(1, 6) for _ in range(2)]
        self._tumble = value
        self.update()

    tumble = Property(float, _get_tumble, _set_tumble)
    """0 when the dice leave the hand, 1 when they lie still."""

    def is_tumbling(self) -> bool:
        """True while the dice roll."""
        return self._tumble < 1.0

    def total(self) -> int | None:
        """The total shown (None before the first roll)."""
        return sum(self.values) if len(self.values) == 2 else None

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, DICE_W + 20, DICE_H + 44)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, DICE_W, DICE_H), 14, 14)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tray = QRectF(0, 0, DICE_W, DICE_H)
        if self.action is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.halo())
            painter.drawRoundedRect(tray.adjusted(-6, -6, 6, 6), 18, 18)
        painter.setPen(QPen(QColor("#2e1a0b"), 2))
        painter.setBrush(QColor("#2f5d3a"))
        painter.drawRoundedRect(tray, 14, 14)
        rolling = self._tumble < 1.0
        for i in range(2):
            centre = QPointF(14 + DIE / 2 + i * (DIE + 18), DICE_H / 2)
            if rolling:
                value: int | None = self._faces[i]
                angle = (1.0 - self._tumble) * (540 if i == 0 else -450)
                centre += QPointF(0, -math.sin(self._tumble * math.pi * 3) * 8 * (1 - self._tumble))
            else:
                value = self.values[i] if i < len(self.values) else None
                angle = 0.0
            paint_die(painter, centre, value, self.colour, angle, red=i == 1)
        total = self.total()
        if total is not None and not rolling:
            painter.setPen(QColor("#fbf3de"))
            painter.setFont(font(30, bold=True, serif=True))
            painter.drawText(
                QRectF(2 * DIE + 32, 0, DICE_W - 2 * DIE - 32, DICE_H),
                Qt.AlignmentFlag.AlignCenter,
                str(total),
            )
        if self.action is not None:
            painter.setPen(INK)
            painter.setFont(fitted_font(texts.roll_hint(), DICE_W + 10, 18, bold=True))
            painter.drawText(
                QRectF(-5, DICE_H + 6, DICE_W + 10, 28),
                Qt.AlignmentFlag.AlignCenter,
                texts.roll_hint(),
            )


class ButtonItem(Clickable):
    """One of the table's buttons (build a road, a settlement, a city, buy a development card,
    trade, end the turn), with its cost in small resource icons; greyed when it may not be
    used. A build button stays pressed (``selected``) while its spots are shown."""

    def __init__(self, name: str, cost: dict[str, int], choose: Chooser) -> None:
        super().__init__(choose)
        self.name = name
        self.cost = dict(cost)
        self.selected = False
        self.colour = QColor(NEUTRAL)
        self.setToolTip(texts.button_tooltip(name))
        # Drawn once at the screen's resolution until it changes (update()): the table's
        # refresh after every move repaints the region around the buttons, and their rounded
        # rectangles and icons cost more to draw than all the pieces that moved.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def enabled(self) -> bool:
        """True when a click does something."""
        return self.is_active()

    def set_state(self, colour: QColor, selected: bool = False) -> None:
        """The colour of the player it serves; whether it is pressed."""
        if (QColor(colour), selected) != (self.colour, self.selected):
            self.colour = QColor(colour)
            self.selected = selected
            self.update()

    def retranslate(self) -> None:
        """The tooltip in the current language."""
        self.setToolTip(texts.button_tooltip(self.name))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-7, -7, BUTTON_W + 14, BUTTON_H + 14)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, BUTTON_W, BUTTON_H), 10, 10)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, BUTTON_W, BUTTON_H)
        active = self.enabled
        strong = self.highlighted() or self.selected
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawRoundedRect(rect.translated(1.5, 2.5), 10, 10)
        if active:
            painter.setBrush(self.halo(0.6) if not self.selected else QColor(self.colour))
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 14, 14)
        fill = QColor("#fff6df") if strong else QColor("#fffdf8")
        if not active:
            fill = QColor("#e6e0d4")
        painter.setBrush(fill)
        painter.setPen(
            QPen(self.colour, 3 if strong else 2) if active else QPen(QColor("#c8bca6"), 1.2)
        )
        painter.drawRoundedRect(rect, 10, 10)
        painter.setOpacity(1.0 if active else 0.45)
        self._paint_icon(painter, QRectF(6, 6, 42, BUTTON_H - 12))
        title = texts.button_title(self.name)
        painter.setPen(INK)
        has_cost = bool(self.cost)
        text_box = QRectF(52, 4, BUTTON_W - 58, (BUTTON_H - 8) * (0.55 if has_cost else 1.0))
        painter.setFont(fitted_font(title, text_box.width(), 19, bold=True))
        painter.drawText(
            text_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title
        )
        if has_cost:
            x = 52.0
            y = text_box.bottom() + 1
            size = 22.0
            for resource in texts.RESOURCES:
                for _ in range(self.cost.get(resource, 0)):
                    paint_icon(painter, resource, QRectF(x, y, size, size))
                    x += size - 3
        painter.setOpacity(1.0)

    def _paint_icon(self, painter: QPainter, box: QRectF) -> None:
        c = box.center()
        if self.name == "road":
            painter.save()
            painter.translate(c)
            painter.rotate(-30)
            paint_road(painter, self.colour, 40, None, 0.8)
            painter.restore()
        elif self.name == "ship":
            painter.save()
            painter.translate(c)
            paint_ship(painter, self.colour, None, 0.72)
            painter.restore()
        elif self.name == "move_ship":
            painter.save()
            painter.translate(c + QPointF(0, 5))
            paint_ship(painter, self.colour, None, 0.6)
            painter.restore()
            # A curved arrow over the ship: it sails elsewhere.
            pen = QPen(INK, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            arc = QPainterPath(QPointF(c.x() - 15, c.y() - 12))
            arc.quadTo(QPointF(c.x(), c.y() - 26), QPointF(c.x() + 15, c.y() - 12))
            painter.drawPath(arc)
            tip = QPointF(c.x() + 15, c.y() - 12)
            painter.drawLine(tip, tip + QPointF(-7, -2))
            painter.drawLine(tip, tip + QPointF(-1, -8))
        elif self.name in ("settlement", "city"):
            painter.save()
            painter.translate(c)
            paint_building(painter, self.name, self.colour, None, 0.8)
            painter.restore()
        elif self.name == "development":
            art.paint_card(painter, "back_development", QRectF(c.x() - 14, c.y() - 20, 28, 40))
        elif self.name == "trade":
            pen = QPen(INK, 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            for dy, sign in ((-7, 1), (7, -1)):
                y = c.y() + dy
                a, b = QPointF(c.x() - 14 * sign, y), QPointF(c.x() + 14 * sign, y)
                painter.drawLine(a, b)
                painter.drawLine(b, QPointF(b.x() - 6 * sign, y - 5))
                painter.drawLine(b, QPointF(b.x() - 6 * sign, y + 5))
        elif self.name == "end":
            pen = QPen(INK, 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolyline(
                QPolygonF(
                    [
                        QPointF(c.x() - 12, c.y()),
                        QPointF(c.x() - 3, c.y() + 10),
                        QPointF(c.x() + 13, c.y() - 11),
                    ]
                )
            )


class FlyingItem(QGraphicsObject):
    """A resource icon or a card back travelling across the table (animations only)."""

    def __init__(self, resource: str | None, size: float = 40.0) -> None:
        super().__init__()
        self.resource = resource
        self.size = size
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s / 2 - 3, -s * 0.75 - 3, s + 6, s * 1.5 + 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        if self.resource is None:
            art.paint_card(painter, "back_development", QRectF(-s / 2, -s * 0.7, s, s * 1.4))
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 253, 240, 230))
        painter.drawEllipse(QPointF(0, 0), s * 0.56, s * 0.56)
        paint_icon(painter, self.resource, QRectF(-s / 2, -s / 2, s, s))


def seat_marker(colour: QColor, seat: int, on: bool) -> str | None:
    """A seat's colour-blind shape when the shapes are shown."""
    return theme.shape_for(colour.name(), seat) if on else None


__all__ = [
    "ButtonItem",
    "Clickable",
    "CornerItem",
    "DiceItem",
    "EdgeItem",
    "FlyingItem",
    "HarbourItem",
    "RobberItem",
    "SeaItem",
    "TileItem",
    "seat_marker",
]
