"""A player's panel beside Catan's island: colour and shape, name, victory points, resource
and development card counts, knights played, road length, and the Longest Road and Largest
Army cards. With the colour-blind setting on, the panel's coloured edge wears the pattern of
the player's roads and ships (see :mod:`capboard.ui.games.catan.patterns`), and its disc the
player's shape: the panels are the key to the pieces on the island.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from capboard.ui import theme
from capboard.ui.games.catan import texts_players
from capboard.ui.games.catan.art import INK, NEUTRAL, fitted_font, font
from capboard.ui.games.catan.art_cards import paint_named_icon
from capboard.ui.games.catan.art_pieces import paint_marker, paint_road
from capboard.ui.games.catan.cloth import paint_cloth
from capboard.ui.games.catan.layout import PANEL_H, PANEL_W
from capboard.ui.games.catan.patterns import paint_pattern

SPINE_W = 16.0
"""The width of the coloured edge on a panel's left."""


class PanelItem(QGraphicsObject):
    """A player's panel: colour and shape, name, victory points, resource and development
    card counts, knights played, road length, and the Longest Road and Largest Army cards.
    ``marker`` (the player's shape) and ``pattern`` (that of their roads and ships) are set
    only while the colour-blind setting is on."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.colour = QColor(NEUTRAL)
        self.marker: str | None = None
        self.pattern: str | None = None
        self.points = 0
        self.target: int | None = None
        """The victory points that win, shown beside the player's (Seafarers)."""
        self.hidden_points = 0
        self.cards = 0
        self.dev = 0
        self.knights = 0
        self.cloth: int | None = None
        """Cloth for Catan: the cloth held (None in every other game)."""
        self.road = 0
        self.longest = False
        self.largest = False
        self.current = False
        self.waiting = False
        self.viewer = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_player(
        self, name: str, colour: QColor, marker: str | None, pattern: str | None = None
    ) -> None:
        """Who sits here: name, colour, and (colour-blind setting) shape and pattern."""
        wanted = (name, QColor(colour), marker, pattern)
        if wanted != (self.name, self.colour, self.marker, self.pattern):
            self.name, self.colour, self.marker, self.pattern = wanted
            self.update()

    def set_state(self, **values: object) -> None:
        """What the panel shows now (attributes by name)."""
        if any(getattr(self, key) != value for key, value in values.items()):
            for key, value in values.items():
                setattr(self, key, value)
            self.update()

    def arrival(self) -> QPointF:
        """Where cards won fly to, in scene coordinates."""
        return self.mapToScene(QPointF(86, 68))

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -5, PANEL_W + 10, PANEL_H + 10)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, PANEL_W, PANEL_H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRoundedRect(rect.translated(2, 3), 10, 10)
        painter.setBrush(QColor("#fff6df") if self.current else QColor("#fbf3de"))
        border = QPen(self.colour, 5) if self.current else QPen(QColor("#a88a5a"), 1.5)
        if self.waiting and not self.current:
            border = QPen(self.colour, 3, Qt.PenStyle.DashLine)
        painter.setPen(border)
        painter.drawRoundedRect(rect, 10, 10)
        spine = QPainterPath()
        spine.addRoundedRect(QRectF(0, 0, SPINE_W, PANEL_H), 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawPath(spine)
        if self.pattern:
            self._paint_spine_pattern(painter, spine)
        # The shape is drawn larger than the bare disc: it is what tells the players apart.
        paint_marker(painter, QPointF(38, 26), 16 if self.marker else 13, self.colour, self.marker)
        painter.setPen(INK)
        name = self.name + (" ★" if self.viewer else "")
        painter.setFont(fitted_font(name, 180, 22, bold=True))
        painter.drawText(
            QRectF(58, 6, 184, 40),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            name,
        )
        # Victory points in a gold badge (the viewer's hidden ones included, marked "+").
        badge = QRectF(PANEL_W - 92, 8, 82, 46)
        painter.setPen(QPen(INK, 1.5))
        painter.setBrush(QColor("#f4d03f"))
        painter.drawRoundedRect(badge, 10, 10)
        painter.setPen(INK)
        points = (
            texts_players.panel_points(self.points)
            if self.target is None
            else texts_players.panel_points_of(self.points, self.target)
        )
        painter.setFont(fitted_font(points, badge.width() - 10, 26, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, points)
        # Counts: resource cards, development cards, knights, road length.
        y = 58.0
        x = 24.0
        for kind, value in (
            ("cards", self.cards),
            ("development", self.dev),
            ("knight", self.knights),
            ("road", self.road),
        ):
            _paint_stat_icon(painter, kind, QRectF(x, y, 30, 30), self.colour)
            painter.setPen(INK)
            painter.setFont(font(23, bold=True))
            painter.drawText(
                QRectF(x + 32, y - 2, 34, 34),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                str(value),
            )
            x += 68
        if self.cloth is not None:  # Cloth for Catan: the bolts held, bottom right
            chip = QRectF(PANEL_W - 92, PANEL_H - 36, 82, 28)
            painter.setPen(QPen(QColor("#5b2c66"), 1.2))
            painter.setBrush(QColor("#efe0f2"))
            painter.drawRoundedRect(chip, 7, 7)
            paint_cloth(painter, QRectF(chip.left() + 4, chip.top() + 2, 30, 24))
            painter.setPen(INK)
            painter.setFont(font(20, bold=True))
            painter.drawText(
                chip.adjusted(36, 0, -4, 0),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                str(self.cloth),
            )
        # The special cards.
        titles = []
        if self.longest:
            titles.append(("longest_road", texts_players.longest_road_title()))
        if self.largest:
            titles.append(("largest_army", texts_players.largest_army_title()))
        x = 24.0
        width = (PANEL_W - 32) / 2
        for icon, title in titles:
            ribbon = QRectF(x, PANEL_H - 36, width - 6, 28)
            painter.setPen(QPen(QColor("#7a5b12"), 1.2))
            painter.setBrush(QColor("#f1d77a"))
            painter.drawRoundedRect(ribbon, 7, 7)
            paint_named_icon(painter, icon, QRectF(ribbon.left() + 3, ribbon.top() + 2, 24, 24))
            painter.setPen(INK)
            text = ribbon.adjusted(28, 0, -3, 0)
            painter.setFont(fitted_font(title, text.width(), 16, bold=True))
            painter.drawText(text, Qt.AlignmentFlag.AlignCenter, title)
            x += width

    def _paint_spine_pattern(self, painter: QPainter, spine: QPainterPath) -> None:
        """The player's pattern down the coloured edge, as it runs along their roads."""
        painter.save()
        painter.setClipPath(spine, Qt.ClipOperation.IntersectClip)
        # Turned a quarter: the pattern's length runs down the edge.
        painter.translate(SPINE_W / 2, PANEL_H / 2)
        painter.rotate(90)
        ink = theme.contrast_ink(self.colour)
        ink.setAlphaF(0.85)
        band = QRectF(-PANEL_H / 2 + 6, -SPINE_W / 2 + 2, PANEL_H - 12, SPINE_W - 4)
        paint_pattern(painter, self.pattern or "", band, ink)
        painter.restore()


def _paint_stat_icon(painter: QPainter, kind: str, box: QRectF, colour: QColor) -> None:
    """The small pictures of a panel's counts."""
    c = box.center()
    painter.save()
    if kind == "cards":
        for i, tint in enumerate(("#c9b27c", "#efe2bd")):
            painter.setPen(QPen(INK, 1.2))
            painter.setBrush(QColor(tint))
            painter.drawRoundedRect(QRectF(c.x() - 11 + i * 6, c.y() - 14 + i * 3, 16, 24), 3, 3)
    elif not paint_named_icon(painter, kind, box):
        painter.translate(c)
        painter.rotate(-35)
        paint_road(painter, colour, 26, None, 0.6)
    painter.restore()


__all__ = ["PanelItem"]
