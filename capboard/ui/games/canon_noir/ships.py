"""Canon Noir's ships and where they may sail: each ship (caravel, frigate or raft, in its
fleet's colour, with its colour-blind marker and the treasure it carries) and the lit squares
a ship may sail to.

They stand apart from the board (:mod:`.sea_board`) because they move with every turn and are
what a player clicks; each lit square is given the legal action it stands for.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFocusEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

from capboard.engine.protocol import Action
from capboard.ui import board_text, theme
from capboard.ui.games.canon_noir.art import coloured_renderer, renderer
from capboard.ui.games.canon_noir.items import INK, NEUTRAL, Clickable
from capboard.ui.games.canon_noir.layout import SHIP_SIZE, SQUARE
from capboard.ui.games.clickable import HIGHLIGHT, Chooser

# Where a ship's sail (for the colour-blind marker) and deck (for a treasure) lie in its
# 100 x 100 picture: marker centre and size, chest centre.
_MARKER_SPOT = {
    "caravel": (QPointF(52, 40), 16.0),
    "frigate": (QPointF(42, 44), 16.0),
    "raft": (QPointF(48, 55), 12.0),
}


_CHEST_SPOT = {"caravel": QPointF(68, 58), "frigate": QPointF(62, 61), "raft": QPointF(50, 58)}


class ShipItem(Clickable):
    """A fleet's ship in play on its coloured base, facing the way it last sailed, with a
    treasure chest on deck when it carries one; glows (with a gun sight) when it may be fired
    at or duelled."""

    def __init__(self, fleet: int, choose: Chooser) -> None:
        super().__init__(choose)
        self.fleet = fleet
        self.ship = "caravel"
        self.colour = QColor(NEUTRAL)
        self.marker: str | None = None
        self.treasure = False
        self.facing = 1  # 1: east, -1: west
        self.aimed_at = False  # a cannon is turned on this ship (shown to every viewer)

    def set_ship(self, ship: str, colour: QColor, marker: str | None, treasure: bool) -> None:
        """Show ``ship`` in ``colour``, carrying a treasure or not."""
        self.ship = ship
        self.colour = QColor(colour)
        self.marker = marker
        self.treasure = treasure
        self.update()

    def set_facing(self, facing: int) -> None:
        """Face east (1) or west (-1)."""
        if facing in (1, -1) and facing != self.facing:
            self.facing = facing
            self.update()

    def set_aimed_at(self, on: bool) -> None:
        """Mark the ship as the target of the cannon about to fire."""
        self.aimed_at = on
        self.update()

    def boundingRect(self) -> QRectF:
        r = SQUARE / 2 + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-SQUARE / 2, -SQUARE / 2, SQUARE, SQUARE))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._action is not None or self.aimed_at:
            strong = self.highlighted() or (self.aimed_at and self._action is None)
            halo = QColor(HIGHLIGHT)
            halo.setAlphaF(0.95 if strong else 0.35 + 0.5 * self._glow)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(halo)
            painter.drawEllipse(QPointF(0, 0), SQUARE / 2 - 1, SQUARE / 2 - 1)
        # The base the ship stands on, in the fleet's colour.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(QPointF(2, 27), 31, 9)
        painter.setPen(QPen(self.colour.darker(170), 1.6))
        painter.setBrush(self.colour)
        painter.drawEllipse(QPointF(0, 24), 30, 8.5)
        painter.setPen(QPen(self.colour.lighter(150), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 23), 24, 5.5)
        # The ship (mirrored when it faces west).
        painter.save()
        size = SHIP_SIZE
        painter.translate(0, -6)
        painter.scale(self.facing, 1)
        box = QRectF(-size / 2, -size / 2, size, size)
        coloured_renderer(self.ship, self.colour).render(painter, box)
        unit = size / 100

        def at(p: QPointF) -> QPointF:
            return QPointF(box.x() + p.x() * unit, box.y() + p.y() * unit)

        if self.treasure:
            centre = at(_CHEST_SPOT.get(self.ship, QPointF(50, 58)))
            w, h = 27.0, 21.6
            renderer("chest").render(painter, QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h))
        if self.marker:
            spot, length = _MARKER_SPOT.get(self.ship, (QPointF(50, 50), 14.0))
            c = at(spot)
            s = length * unit * 1.4
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.contrast_ink(self.colour))
            painter.drawPath(
                theme.shape_path(self.marker, QRectF(c.x() - s / 2, c.y() - s / 2, s, s))
            )
        painter.restore()
        if self._action is not None or self.aimed_at:
            # A gun sight over the target.
            red = QColor("#c0161b")
            painter.setPen(QPen(red, 2.6 if self.highlighted() else 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = SQUARE / 2 - 5
            painter.drawEllipse(QPointF(0, 0), r, r)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                painter.drawLine(
                    QPointF(dx * (r - 9), dy * (r - 9)), QPointF(dx * (r + 5), dy * (r + 5))
                )


class SquareTarget(Clickable):
    """A square the ship may sail to, with a badge of the die choice that reaches it."""

    def __init__(
        self,
        square: tuple[int, int],
        action: Action,
        colour: QColor,
        badge: str,
        choose: Chooser,
        hover: Callable[[tuple[int, int] | None], None],
    ) -> None:
        super().__init__(choose)
        self.square = square
        self.colour = QColor(colour)
        self.badge = badge
        self._hover = hover
        self.set_action(action)

    def boundingRect(self) -> QRectF:
        return QRectF(-SQUARE / 2 - 2, -SQUARE / 2 - 2, SQUARE + 4, SQUARE + 4)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-SQUARE / 2, -SQUARE / 2, SQUARE, SQUARE))
        return path

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover(self.square)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover(None)
        super().hoverLeaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._hover(self.square)
        super().focusInEvent(event)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        strong = self.highlighted()
        rect = QRectF(-SQUARE / 2 + 4, -SQUARE / 2 + 4, SQUARE - 8, SQUARE - 8)
        fill = QColor(HIGHLIGHT)
        fill.setAlphaF(0.8 if strong else 0.3 + 0.25 * self._glow)
        painter.setBrush(fill)
        painter.setPen(QPen(self.colour.darker(115), 5 if strong else 3.5))
        painter.drawRoundedRect(rect, 9, 9)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#ffffff"), 1.6, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 6, 6)
        # The badge (the treasures or cannon balls to be won there) grows with its number.
        font = board_text.font(16, bold=True, dense=True)
        painter.setFont(font)
        grow = board_text.dense_factor()
        width = max(26.0, 10.0 + 9.0 * len(self.badge)) * grow
        badge = QRectF(SQUARE / 2 - width - 4, -SQUARE / 2 + 4, width, 24 * grow)
        painter.setPen(QPen(self.colour.darker(140), 1.6))
        painter.setBrush(QColor("#fffdf4"))
        painter.drawRoundedRect(badge, 12, 12)
        painter.setPen(INK)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.badge)
