"""The viewer's hand on Cap Horn's table: the cards held (a click selects one and lights its
targets on the chart; dragging it to a target plays it there) and the board's buttons
(renounce, sprint, buy a card, end the turn), each with its cost.

They stand apart from the chart (:mod:`.chart_items`) because they are the viewer's own
controls; each is given the legal actions it stands for and never decides what is legal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from capboard.engine.protocol import Action
from capboard.games.cap_horn.actions import Stay
from capboard.ui import board_text, theme
from capboard.ui.games.cap_horn import texts
from capboard.ui.games.cap_horn.faces import card_path, paint_back, paint_face
from capboard.ui.games.cap_horn.items import INK, NEUTRAL
from capboard.ui.games.cap_horn.layout import BUTTON_HEIGHT, BUTTON_WIDTH, HAND_CARD
from capboard.ui.games.clickable import (
    ACTIVATE_KEYS,
    HIGHLIGHT,
    Chooser,
    ClickableItem,
    rounded_path,
)


class HandCard(ClickableItem):
    """A card of the viewer's hand. A click selects it (its targets light up on the chart) or
    lets it go; dragging it to a target square plays it there."""

    def __init__(
        self,
        kind: int,
        index: int,
        select: Callable[[int | None], None],  # the index of the card, or None
        drop: Callable[[QPointF], bool],
    ) -> None:
        super().__init__(lambda action: None)
        self.kind = kind
        self.index = index
        self._select = select
        self._drop = drop
        self.selected = False
        self.playable = False
        self._colour = QColor(NEUTRAL)
        self._home = QPointF()
        self._press: QPointF | None = None
        self._dragging = False
        self.setToolTip(texts.card_name(kind))
        self._set_interactive(False)

    def set_home(self, centre: QPointF, tilt: float) -> None:
        """Where the card rests in the fan."""
        self._home = QPointF(centre)
        self.setRotation(tilt)
        self._place()

    def set_state(self, playable: bool, selected: bool, colour: QColor) -> None:
        """Whether the card can be played now, and whether it is the selected card."""
        self.playable = playable
        self.selected = selected and playable
        self._colour = QColor(colour)
        self._set_interactive(playable)
        self._place()
        self.update()

    def _place(self) -> None:
        lift = -26.0 if self.selected else 0.0
        self.setPos(self._home + QPointF(0, lift))

    def is_active(self) -> bool:
        return self.playable

    def boundingRect(self) -> QRectF:
        r = HAND_CARD / 2 + 10
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        return card_path(HAND_CARD)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.playable:
            halo = QColor(self._colour if self.selected else HIGHLIGHT)
            strong = self.selected or self.highlighted()
            halo.setAlphaF(1.0 if strong else 0.35 + 0.45 * self._glow)
            painter.setPen(QPen(halo, 9 if self.selected else 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(card_path(HAND_CARD + 4))
        paint_face(painter, HAND_CARD, self.kind)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.playable:
            self._press = event.scenePos()
            self._dragging = False
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        distance = QLineF(self._press, event.scenePos()).length()
        if not self._dragging and distance >= QApplication.startDragDistance():
            self._dragging = True
            if not self.selected:
                self._select(self.index)
            self.setZValue(self.zValue() + 100)
        if self._dragging:
            self.setPos(self._home + (event.scenePos() - self._press))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None:
            event.accept()
            return
        if self._dragging:
            self._dragging = False
            self.setZValue(self.zValue() - 100)
            self._place()
            self._drop(event.scenePos())
        else:
            self._select(None if self.selected else self.index)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in ACTIVATE_KEYS and self.playable:
            self._select(None if self.selected else self.index)
            event.accept()
        else:
            super().keyPressEvent(event)


class ButtonItem(ClickableItem):
    """One of the board's buttons (renounce, sprint, buy a card, end the turn), with its cost;
    greyed when its action is not legal."""

    def __init__(self, name: str, cost: str, choose: Chooser) -> None:
        super().__init__(choose)
        self.name = name
        self._cost = cost
        self.action: Action | None = None
        self._colour = QColor(NEUTRAL)
        self._set_interactive(False)

    def set_action(self, action: Action | None, colour: QColor) -> None:
        """The action the button stands for now (None: disabled)."""
        self.action = action
        self._colour = QColor(colour)
        self._set_interactive(action is not None)
        self.setToolTip(texts.button_title(self.face))
        self.update()

    @property
    def face(self) -> str:
        """What the button shows: its own name, or ``stay`` when the renounce button stands for
        a ship that cannot move (it stays, and gains nothing)."""
        return "stay" if isinstance(self.action, Stay) else self.name

    @property
    def cost(self) -> str:
        """The cost shown in the button's badge ("" for none)."""
        return "" if self.face == "stay" else self._cost

    @property
    def enabled(self) -> bool:
        """True when a click chooses the button's action."""
        return self.action is not None

    def action_at(self, pos: QPointF | None) -> Action | None:
        return self.action

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, BUTTON_WIDTH + 12, BUTTON_HEIGHT + 12)

    def shape(self) -> QPainterPath:
        return rounded_path(QRectF(0, 0, BUTTON_WIDTH, BUTTON_HEIGHT), 10)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, BUTTON_WIDTH, BUTTON_HEIGHT)
        active = self.action is not None
        strong = self.highlighted()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawRoundedRect(rect.translated(1.5, 2.5), 10, 10)
        if active:
            halo = QColor(HIGHLIGHT)
            halo.setAlphaF(1.0 if strong else 0.5 + 0.45 * self._glow)
            painter.setBrush(halo)
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 14, 14)
        painter.setBrush(QColor("#fff6df") if strong else QColor("#fffdf8"))
        painter.setPen(
            QPen(self._colour, 3 if strong else 2) if active else QPen(QColor("#d8cdb8"), 1.2)
        )
        painter.drawRoundedRect(rect, 10, 10)
        painter.setOpacity(1.0 if active else 0.42)
        self._paint_icon(painter, QRectF(8, 12, 40, 44))
        cost_r = board_text.grown(17, dense=True)  # the cost's disc, which grows with its text
        room = BUTTON_WIDTH - (2 * cost_r + 66 if self.cost else 62)
        painter.setPen(theme.INK)
        title = texts.button_title(self.face)
        painter.setFont(board_text.fitted_font(title, room, 15, bold=True, largest=24))
        painter.drawText(
            QRectF(54, 10, room, 26),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            title,
        )
        painter.setPen(theme.INK_SOFT)
        hint = texts.button_hint(self.face)
        painter.setFont(board_text.fitted_font(hint, room, 12, largest=19))
        painter.drawText(
            QRectF(54, 34, room, 22),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            hint,
        )
        if self.cost:
            centre = QPointF(BUTTON_WIDTH - 7 - cost_r, BUTTON_HEIGHT / 2)
            gain = self.cost.startswith("+")
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(QColor("#cfe9c4") if gain else QColor("#f6d2b8"))
            painter.drawEllipse(centre, cost_r, cost_r)
            painter.setPen(INK)
            painter.setFont(board_text.font(14, bold=True, dense=True))
            painter.drawText(
                QRectF(centre.x() - cost_r, centre.y() - cost_r, 2 * cost_r, 2 * cost_r),
                Qt.AlignmentFlag.AlignCenter,
                self.cost,
            )

    def _paint_icon(self, painter: QPainter, box: QRectF) -> None:
        ink = QColor("#1d2f45")
        c = box.center()
        pen = QPen(ink, 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.name == "renounce":  # an anchor: the ship stays
            painter.drawEllipse(QPointF(c.x(), box.top() + 6), 4, 4)
            painter.drawLine(QPointF(c.x(), box.top() + 10), QPointF(c.x(), box.bottom() - 4))
            painter.drawLine(QPointF(c.x() - 9, box.top() + 16), QPointF(c.x() + 9, box.top() + 16))
            path = QPainterPath(QPointF(c.x() - 15, c.y() + 6))
            path.quadTo(QPointF(c.x() - 12, box.bottom() - 2), QPointF(c.x(), box.bottom() - 3))
            path.quadTo(QPointF(c.x() + 12, box.bottom() - 2), QPointF(c.x() + 15, c.y() + 6))
            painter.drawPath(path)
        elif self.name == "sprint":  # two chevrons: two moves
            for dx in (-8.0, 6.0):
                painter.drawPolyline(
                    [
                        QPointF(c.x() + dx - 6, c.y() - 12),
                        QPointF(c.x() + dx + 6, c.y()),
                        QPointF(c.x() + dx - 6, c.y() + 12),
                    ]
                )
        elif self.name == "buy":  # a card with a plus
            painter.save()
            painter.translate(c.x() - 4, c.y() + 2)
            painter.rotate(-8)
            paint_back(painter, 30)
            painter.restore()
            painter.setPen(
                QPen(QColor("#2f7a2f"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            )
            painter.drawLine(QPointF(c.x() + 12, c.y() - 18), QPointF(c.x() + 12, c.y() - 6))
            painter.drawLine(QPointF(c.x() + 6, c.y() - 12), QPointF(c.x() + 18, c.y() - 12))
        else:  # end the turn: an hourglass
            painter.drawLine(QPointF(c.x() - 11, box.top() + 4), QPointF(c.x() + 11, box.top() + 4))
            painter.drawLine(
                QPointF(c.x() - 11, box.bottom() - 4), QPointF(c.x() + 11, box.bottom() - 4)
            )
            painter.drawPolyline(
                [
                    QPointF(c.x() - 8, box.top() + 5),
                    QPointF(c.x() + 8, box.bottom() - 5),
                    QPointF(c.x() - 8, box.bottom() - 5),
                    QPointF(c.x() + 8, box.top() + 5),
                    QPointF(c.x() - 8, box.top() + 5),
                ]
            )
