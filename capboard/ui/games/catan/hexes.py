"""The land and the sea of Catan's island: each hex (its terrain and number token, lit when
the robber or the pirate may go there, flipping over when a fog hex is discovered), the dark
sea frame around the island, and the harbours on it with their signs.

They stand apart from the players' pieces (:mod:`.pieces`) because they are the map itself,
laid once per island and changed only as fog hexes turn up; the items draw what they are told
and report clicks (see :class:`~capboard.ui.games.catan.items.Clickable`).
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from capboard.games.catan.board import SEA
from capboard.ui import board_text
from capboard.ui.games.catan import texts_island
from capboard.ui.games.catan.art import HEX_R, INK
from capboard.ui.games.catan.art_cards import paint_icon
from capboard.ui.games.catan.art_hexes import hex_path, paint_harbour, paint_terrain, paint_token
from capboard.ui.games.catan.items import Clickable
from capboard.ui.games.clickable import HIGHLIGHT, Chooser

TOKEN_R = 30.0


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
            paint_token(painter, self.number, board_text.grown(TOKEN_R, dense=True))


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
        self.setToolTip(texts_island.harbour_name(kind))

    def retranslate(self) -> None:
        """The tooltip in the current language."""
        self.setToolTip(texts_island.harbour_name(self.kind))

    @property
    def sea(self) -> QPointF:
        """The centre of the water hex the harbour is drawn on."""
        return QPointF(self._sea)

    def sign_point(self) -> QPointF:
        """The centre of the harbour's sign (scene coordinates)."""
        return QLineF(self._sea, self._coast).pointAt(-0.2)

    def boundingRect(self) -> QRectF:
        points = [self._sea, self._coast, *self._corners]
        reach = 60 + 50 * (board_text.dense_factor() - 1)  # the sign grows with its text
        left = min(p.x() for p in points) - reach
        top = min(p.y() for p in points) - reach
        right = max(p.x() for p in points) + reach
        bottom = max(p.y() for p in points) + reach
        return QRectF(left, top, right - left, bottom - top)

    def text_size_changed(self) -> None:
        """The sign grows with the text size: so does the harbour's extent."""
        self.prepareGeometryChange()
        self.update()

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
        paint_harbour(painter, QRectF(-38, -76, 76, 76))
        painter.restore()
        # The sign: ratio and resource, upright so it always reads.
        sign = self.sign_point()
        painter.setPen(QPen(INK, 2))
        painter.setBrush(QColor("#fbf3de"))
        generic = self.kind == "generic"
        grow = board_text.dense_factor()
        w = (64 if generic else 96) * grow
        rect = QRectF(sign.x() - w / 2, sign.y() - 20 * grow, w, 40 * grow)
        painter.drawRoundedRect(rect, 12, 12)
        painter.setPen(INK)
        painter.setFont(board_text.font(22, bold=True, dense=True))
        if generic:
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "3:1")
        else:
            painter.drawText(
                QRectF(rect.left() + 4, rect.top(), 50 * grow, rect.height()),
                Qt.AlignmentFlag.AlignCenter,
                "2:1",
            )
            icon = 34 * grow
            paint_icon(
                painter,
                self.kind,
                QRectF(rect.right() - icon - 6, rect.top() + 3 * grow, icon, icon),
            )
