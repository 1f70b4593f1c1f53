"""Cloth for Catan on the table: each village of the tribe's islands drawn at its corner, just
off the island, as its number token with the bolts of cloth it still has and the colours of
the players trading with it; and the bolt of cloth that the players' panels show beside their
count. Everything here is public: the chits lie on the table for all to see."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from capboard.games.catan.view import CatanView
from capboard.ui import board_text
from capboard.ui.games.base import player_name
from capboard.ui.games.catan import texts_cloth, texts_island
from capboard.ui.games.catan.art import CREAM, INK, RED, font
from capboard.ui.games.catan.layout import island_layout
from capboard.ui.plain import literal

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsScene

CLOTH = QColor("#7d3c8c")
"""The tribe's cloth: a deep purple bolt with a gold stripe."""
CLOTH_STRIPE = QColor("#e8c15a")
_Z_VILLAGE = 3.5
_SCALE = 1.5
"""The village's drawing (laid out at 32 pixels a token) to the table's size: its token a
little smaller than a hex's."""


def paint_cloth(painter: QPainter, box: QRectF) -> None:
    """A bolt of cloth, rolled, filling ``box``."""
    painter.save()
    w, h = box.width(), box.height()
    roll = QRectF(box.left() + w * 0.08, box.top() + h * 0.18, w * 0.84, h * 0.64)
    painter.setPen(QPen(INK, max(1.0, w * 0.05)))
    painter.setBrush(CLOTH)
    painter.drawRoundedRect(roll, h * 0.16, h * 0.16)
    # The rolled end: an ellipse on the right, the stripe across the bolt.
    painter.setBrush(CLOTH.lighter(135))
    painter.drawEllipse(QRectF(roll.right() - w * 0.2, roll.top(), w * 0.2, roll.height()))
    painter.setPen(QPen(CLOTH_STRIPE, max(1.2, h * 0.1)))
    x = roll.left() + roll.width() * 0.38
    painter.drawLine(QPointF(x, roll.top() + 1.5), QPointF(x, roll.bottom() - 1.5))
    painter.restore()


class VillageItem(QGraphicsItem):
    """A village of the tribe (Cloth for Catan): its number token, the cloth it still has, and
    a dot in the colour of each player trading with it, in the order they reached it."""

    def __init__(self, corner: int, number: int) -> None:
        super().__init__()
        self.corner = corner
        self.number = number
        self.cloth = 0
        self.colours: tuple[QColor, ...] = ()
        self.names: tuple[str, ...] = ()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_state(self, cloth: int, colours: Sequence[QColor], names: Sequence[str]) -> None:
        """What the village shows now: its cloth left and its trading partners."""
        if (cloth, tuple(c.name() for c in colours), tuple(names)) != (
            self.cloth,
            tuple(c.name() for c in self.colours),
            self.names,
        ):
            self.cloth, self.colours, self.names = cloth, tuple(colours), tuple(names)
            self.update()
        self.retranslate()

    def retranslate(self) -> None:
        """The tooltip in the current language."""
        self.setToolTip(literal(texts_cloth.village_tooltip(self.number, self.cloth, self.names)))

    def boundingRect(self) -> QRectF:
        scale = _SCALE * board_text.dense_factor()
        return QRectF(-19 * scale, -19 * scale, 84 * scale, 44 * scale)

    def text_size_changed(self) -> None:
        """The tag grows with its numbers."""
        self.prepareGeometryChange()
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The tag grows with its numbers, as a whole (they are packed tight in it).
        scale = _SCALE * board_text.dense_factor()
        painter.scale(scale, scale)
        # A cream tag under the token and the cloth, legible on any hex.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(QRectF(-15, -12, 79, 26), 12, 12)
        painter.setPen(QPen(QColor("#6b4a2b"), 1.5))
        painter.setBrush(QColor("#fbf3de"))
        painter.drawRoundedRect(QRectF(-16, -13, 79, 26), 12, 12)
        # The number token, on a hut-brown rim.
        painter.setPen(QPen(QColor("#6b4a2b"), 3))
        painter.setBrush(CREAM)
        painter.drawEllipse(QPointF(0, 0), 16, 16)
        painter.setPen(RED if self.number in (6, 8) else INK)
        painter.setFont(font(17, bold=True))
        painter.drawText(QRectF(-16, -16, 32, 32), Qt.AlignmentFlag.AlignCenter, str(self.number))
        # The cloth left, a bolt and its count (faded once the village has none).
        if self.cloth == 0:
            painter.setOpacity(0.35)
        paint_cloth(painter, QRectF(19, -11, 24, 22))
        painter.setPen(INK)
        painter.setFont(font(17, bold=True))
        painter.drawText(
            QRectF(44, -13, 18, 26),
            Qt.AlignmentFlag.AlignCenter,
            str(self.cloth),
        )
        painter.setOpacity(1.0)
        # The traders, a dot each under the tag, in the order they came.
        for i, colour in enumerate(self.colours):
            dot = QPainterPath()
            dot.addEllipse(QPointF(24 + 11 * i, 19), 5, 5)
            painter.setPen(QPen(INK, 1.2))
            painter.setBrush(colour)
            painter.drawPath(dot)


def show_villages(
    scene: QGraphicsScene,
    view: CatanView,
    items: list[VillageItem],
    colour: Callable[[int], QColor],
    names: Sequence[str],
) -> list[VillageItem]:
    """The villages of ``view`` on ``scene``: the items made once per board (``items`` kept
    when they are the same villages), their cloth and partners brought up to date."""
    wanted = [(corner, number) for corner, number, _, _ in view.villages]
    if [(v.corner, v.number) for v in items] != wanted:
        for item in items:
            if item.scene() is scene:
                scene.removeItem(item)
        items = []
        layout = island_layout(view.board.map_id)
        geometry = texts_island.island(view.board.map_id).geometry
        for corner, number in wanted:
            point = layout.corner_points[corner]
            land = [
                t for t in geometry.corner_tiles[corner] if view.board.terrain[t] not in ("sea",)
            ]
            if land:  # on the island, just inside its corner
                point = point + (layout.tile_centres[land[0]] - point) * 0.32
            item = VillageItem(corner, number)
            item.setPos(point - QPointF(24 * _SCALE, 0))  # the tag centred on the corner
            item.setZValue(_Z_VILLAGE)
            scene.addItem(item)
            items.append(item)
    for item, (_, _, cloth, partners) in zip(items, view.villages, strict=True):
        item.set_state(
            cloth,
            [colour(s) for s in partners],
            [player_name(names, s) for s in partners],
        )
    return items


__all__ = ["CLOTH", "VillageItem", "paint_cloth", "show_villages"]
