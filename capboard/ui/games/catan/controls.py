"""The controls in the column beside Catan's island: the dice (rolled by a click) and the
buttons (build a road, a settlement, a city or a ship, move a ship, buy a development card,
trade, end the turn), each showing what it costs.

They stand apart from the island's items (:mod:`.hexes`, :mod:`.pieces`) because they are
the same on every map and belong to the player's side of the table, with the players' panels
(:mod:`.panel`) and the hand (:mod:`.hand`).
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from capboard.ui import board_text
from capboard.ui.games.catan import texts, texts_table
from capboard.ui.games.catan.art import INK, NEUTRAL, font
from capboard.ui.games.catan.art_cards import paint_card, paint_icon
from capboard.ui.games.catan.art_pieces import (
    DIE,
    paint_building,
    paint_die,
    paint_road,
    paint_ship,
)
from capboard.ui.games.catan.items import Clickable
from capboard.ui.games.catan.layout import BUTTON_H, BUTTON_W, DICE_H, DICE_W
from capboard.ui.games.clickable import Chooser, rounded_path


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
        self.setToolTip(texts_table.roll_hint())

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
        return rounded_path(QRectF(0, 0, DICE_W, DICE_H), 14)

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
            painter.setFont(
                board_text.fitted_font(
                    texts_table.roll_hint(), DICE_W + 10, 18, bold=True, largest=28
                )
            )
            painter.drawText(
                QRectF(-5, DICE_H + 6, DICE_W + 10, 28),
                Qt.AlignmentFlag.AlignCenter,
                texts_table.roll_hint(),
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
        self.setToolTip(texts_table.button_tooltip(name))
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
        self.setToolTip(texts_table.button_tooltip(self.name))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-7, -7, BUTTON_W + 14, BUTTON_H + 14)

    def shape(self) -> QPainterPath:
        return rounded_path(QRectF(0, 0, BUTTON_W, BUTTON_H), 10)

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
        title = texts_table.button_title(self.name)
        painter.setPen(INK)
        has_cost = bool(self.cost)
        text_box = QRectF(52, 4, BUTTON_W - 58, (BUTTON_H - 8) * (0.55 if has_cost else 1.0))
        painter.setFont(
            board_text.fitted_font(
                title, text_box.width(), 19, bold=True, dense=True, largest=text_box.height()
            )
        )
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
            paint_card(painter, "back_development", QRectF(c.x() - 14, c.y() - 20, 28, 40))
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
