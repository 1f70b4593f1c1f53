"""The road-or-ship choice of a Seafarers coast.

Where a road and a ship may both be built on a coast (in the set-up, with a Road Building
card, or in a turn when the player can pay for either), a click on the coast builds nothing
yet: a small bubble opens beside it with the two pieces, each with its picture (and its cost
when it has one). A click on one builds it; Escape, the bubble's close button or a click
anywhere else closes it and nothing is played. The arrow keys move between the two, Enter
builds the one that has the focus.

The bubble only shows the two legal actions it is given; the scene decides when it opens.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from capboard.engine.protocol import Action
from capboard.games.catan.rules import base_rules
from capboard.ui.games.catan import texts, texts_table
from capboard.ui.games.catan.art import INK, fitted_font
from capboard.ui.games.catan.art_cards import paint_icon
from capboard.ui.games.catan.art_pieces import paint_road, paint_ship
from capboard.ui.games.catan.items import Clickable, Press
from capboard.ui.games.catan.patterns import paint_road_marks, paint_ship_marks
from capboard.ui.games.clickable import Chooser, rounded_path

KINDS = ("road", "ship")
"""The two pieces a coast may take, in the order the bubble shows them."""

OPTION_W = 156.0
OPTION_H = 142.0
"""The size of each piece's button in the bubble."""
PAD = 12.0
GAP = 12.0
TAIL = 30.0
"""How far the bubble stands from the coast it points to."""
ARROW_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)


def build_tooltip(road: bool, ship: bool) -> str:
    """What a click on a coast builds: a road, a ship, or (a choice) either."""
    if road and ship:
        return QCoreApplication.translate("Catan", "Build a road or a ship")
    if ship:
        return QCoreApplication.translate("Catan", "Build a ship")
    if road:
        return QCoreApplication.translate("Catan", "Build a road")
    return ""


def close_tooltip() -> str:
    """The bubble's close button."""
    return QCoreApplication.translate("Catan", "Cancel (Escape)")


class ChoiceOptionItem(Clickable):
    """One piece of the bubble: its picture in the builder's colour, its name and its cost.
    The arrow keys move the focus to the other piece."""

    def __init__(self, kind: str, choose: Chooser, parent: QGraphicsItem) -> None:
        super().__init__(choose, parent)
        self.kind = kind
        self.key = kind
        self.colour = QColor(INK)
        self.marker: str | None = None
        self.pattern: str | None = None
        self.cost: dict[str, int] = {}

    def set_piece(
        self,
        action: Action,
        colour: QColor,
        marker: str | None,
        pattern: str | None,
        cost: dict[str, int],
    ) -> None:
        """The action it builds, drawn in the builder's colour (and shape and pattern), with
        its ``cost`` (empty when it is free)."""
        self.colour = QColor(colour)
        self.marker, self.pattern, self.cost = marker, pattern, dict(cost)
        self.set_action(action)
        self.setToolTip(build_tooltip(self.kind == "road", self.kind == "ship"))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-9, -9, OPTION_W + 18, OPTION_H + 18)

    def shape(self) -> QPainterPath:
        return rounded_path(QRectF(0, 0, OPTION_W, OPTION_H), 12)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        parent = self.parentItem()
        if event.key() in ARROW_KEYS and isinstance(parent, BuildChoiceItem):
            parent.focus_other(self)
            event.accept()
            return
        super().keyPressEvent(event)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, OPTION_W, OPTION_H)
        strong = self.highlighted()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.halo(0.7))
        grow = 7 if strong else 4
        painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 15, 15)
        # The piece under the pointer or the keyboard's focus stands out: warmer, ringed in
        # the builder's colour.
        painter.setBrush(QColor("#ffefc2") if strong else QColor("#fffdf8"))
        painter.setPen(QPen(self.colour, 5 if strong else 2))
        painter.drawRoundedRect(rect, 12, 12)
        # Without a cost to show, the picture and the name share the whole button.
        drop = 0.0 if self.cost else 10.0
        picture = QPointF(OPTION_W / 2, 42 + drop)
        painter.save()
        painter.translate(picture)
        if self.kind == "road":
            painter.rotate(-24)
            paint_road(painter, self.colour, 104, None if self.pattern else self.marker, 1.25)
            if self.pattern:
                paint_road_marks(painter, self.pattern, self.marker, self.colour, 104, 24, 1.25)
        else:
            paint_ship(painter, self.colour, None if self.pattern else self.marker, 1.15)
            if self.pattern:
                paint_ship_marks(painter, self.pattern, self.marker, self.colour, 1.15)
        painter.restore()
        label = texts_table.button_title(self.kind)
        painter.setPen(INK)
        box = QRectF(6, 80 + drop * 1.6, OPTION_W - 12, 30)
        painter.setFont(fitted_font(label, box.width(), 24, bold=True))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
        icons = [r for r in texts.RESOURCES for _ in range(self.cost.get(r, 0))]
        if icons:
            size = 24.0
            x = OPTION_W / 2 - len(icons) * (size + 2) / 2
            for resource in icons:
                paint_icon(painter, resource, QRectF(x, 112, size, size))
                x += size + 2


class CloseItem(Clickable):
    """The bubble's close button (×)."""

    def __init__(self, close: Press, parent: QGraphicsItem) -> None:
        super().__init__(lambda _action: None, parent)
        self.set_press(close)
        self.setToolTip(close_tooltip())

    def boundingRect(self) -> QRectF:
        return QRectF(-19, -19, 38, 38)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), 16, 16)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(INK, 2))
        painter.setBrush(QColor("#fff6df") if self.highlighted() else QColor("#fbf3de"))
        painter.drawEllipse(QPointF(0, 0), 15, 15)
        pen = QPen(INK, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(QPointF(-6, -6), QPointF(6, 6))
        painter.drawLine(QPointF(-6, 6), QPointF(6, -6))


class BuildChoiceItem(QGraphicsObject):
    """The bubble of a coast's road-or-ship choice, pointing at the coast (``edge``)."""

    def __init__(self, choose: Chooser, close: Press) -> None:
        super().__init__()
        self.edge: int | None = None
        self._colour = QColor(INK)
        self._tail = QPointF()
        self._below = False
        self.options = [ChoiceOptionItem(kind, choose, self) for kind in KINDS]
        for i, item in enumerate(self.options):
            item.setPos(PAD + i * (OPTION_W + GAP), PAD)
        self.close_button = CloseItem(close, self)
        self.close_button.setPos(self.width - 6, 6)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)  # clicks stop here
        self.setVisible(False)

    @property
    def width(self) -> float:
        """The bubble's width."""
        return 2 * PAD + len(KINDS) * OPTION_W + (len(KINDS) - 1) * GAP

    @property
    def height(self) -> float:
        """The bubble's height."""
        return 2 * PAD + OPTION_H

    def option(self, kind: str) -> ChoiceOptionItem:
        """The button of ``kind`` (``road`` or ``ship``)."""
        return self.options[KINDS.index(kind)]

    def show_choice(
        self,
        edge: int,
        point: QPointF,
        bounds: QRectF,
        actions: dict[str, Action],
        colour: QColor,
        marker: str | None,
        pattern: str | None,
        free: bool,
    ) -> None:
        """Ask which of ``actions`` (by kind) to build on ``edge``, whose middle is ``point``;
        the bubble stays inside ``bounds``. ``free``: the pieces cost nothing (set-up, Road
        Building)."""
        self.prepareGeometryChange()
        self.edge = edge
        self._colour = QColor(colour)
        self.close_button.setToolTip(close_tooltip())  # in the language of the moment
        costs = base_rules().costs
        for item in self.options:
            cost = {} if free else dict(costs[item.kind])
            item.set_piece(actions[item.kind], colour, marker, pattern, cost)
        w, h = self.width, self.height
        left = min(max(point.x() - w / 2, bounds.left() + 4), bounds.right() - w - 4)
        top = point.y() - TAIL - h
        self._below = top < bounds.top() + 4
        if self._below:
            top = point.y() + TAIL
        self.setPos(left, top)
        self._tail = point - QPointF(left, top)
        self.setVisible(True)
        self.update()

    def hide_choice(self) -> None:
        """Close the bubble."""
        for item in self.options:
            item.set_action(None)
        self.edge = None
        self.setVisible(False)

    def focus_other(self, current: ChoiceOptionItem) -> None:
        """Move the keyboard focus from ``current`` to the other piece."""
        index = self.options.index(current) if current in self.options else -1
        self.options[(index + 1) % len(self.options)].setFocus(Qt.FocusReason.OtherFocusReason)

    def boundingRect(self) -> QRectF:
        box = QRectF(-8, -20, self.width + 28, self.height + 28)
        tip = QRectF(self._tail.x() - 4, self._tail.y() - 4, 8, 8)
        return box.united(tip)

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        event.accept()  # a click on the bubble's background never reaches the island

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width, self.height
        # The tail leaves the bubble's edge nearest the coast and stops short of it, so the
        # coast's spot stays in view.
        base_y = 0.0 if self._below else h
        base_x = min(max(self._tail.x(), 30.0), w - 30.0)
        tip = self._tail + QPointF(0, -8 if not self._below else 8)
        bubble = QPainterPath()
        bubble.addRoundedRect(QRectF(0, 0, w, h), 16, 16)
        tail = QPainterPath()
        tail.addPolygon(
            QPolygonF([QPointF(base_x - 16, base_y), tip, QPointF(base_x + 16, base_y)])
        )
        shape = bubble.united(tail)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawPath(shape.translated(3, 5))
        painter.setBrush(QColor(251, 243, 222, 248))
        painter.setPen(QPen(self._colour, 4))
        painter.drawPath(shape)


__all__ = [
    "KINDS",
    "BuildChoiceItem",
    "ChoiceOptionItem",
    "CloseItem",
    "build_tooltip",
    "close_tooltip",
]
