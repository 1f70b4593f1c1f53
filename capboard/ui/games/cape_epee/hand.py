"""The viewer's hand on De Cape et d'Épée's table: the cards held (a click selects one and
lights the columns, dragging it onto a column plays it there; for a Disguise a click slips it)
and the buttons shown only when legal (keep the objectives, slip nothing).

They stand apart from the columns (:mod:`.columns`) because they are the viewer's own
controls; each is given the legal action it stands for and never decides what is legal.
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
from capboard.ui import board_text, theme
from capboard.ui.games.cape_epee import texts
from capboard.ui.games.cape_epee.art import card_rect, paint_face
from capboard.ui.games.cape_epee.items import NEUTRAL, Clickable
from capboard.ui.games.cape_epee.layout import BUTTON_H, BUTTON_W
from capboard.ui.games.clickable import ACTIVATE_KEYS, HIGHLIGHT, Chooser, rounded_path


class HandCard(Clickable):
    """A card of the viewer's hand. To play: a click selects it (the columns light up) or lets
    it go, and dragging it onto a column plays it there. For a Disguise: a click slips it."""

    def __init__(
        self,
        card_id: str,
        colour: QColor,
        marker: str | None,
        choose: Chooser,
        select: Callable[[str | None], None],
        drop: Callable[[QPointF], bool],
    ) -> None:
        super().__init__(choose)
        self.card_id = card_id
        self.colour = QColor(colour)
        self.marker = marker
        self._select = select
        self._drop = drop
        self.playable = False
        self.selected = False
        self._home = QPointF()
        self._press: QPointF | None = None
        self._dragging = False
        self.setToolTip(texts.card_tooltip(card_id))
        self._set_interactive(False)

    def set_home(self, centre: QPointF, tilt: float) -> None:
        """Where the card rests in the fan."""
        self._home = QPointF(centre)
        self.setRotation(tilt)
        self._place()

    def set_state(self, playable: bool, selected: bool, slip: Action | None) -> None:
        """Playable (may be selected), selected, or the SlipCard a click chooses."""
        self.playable = playable
        self.selected = selected and playable
        self.action = slip
        self._set_interactive(playable or slip is not None)
        self._place()
        self.update()

    def is_active(self) -> bool:
        return self.playable or self.action is not None

    def _place(self) -> None:
        self.setPos(self._home + QPointF(0, -30.0 if self.selected else 0.0))

    def boundingRect(self) -> QRectF:
        return card_rect().adjusted(-8, -8, 8, 8)

    def shape(self) -> QPainterPath:
        return rounded_path(card_rect(), 9)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.is_active():
            halo = QColor(self.colour if self.selected else HIGHLIGHT)
            strong = self.selected or self.highlighted()
            halo.setAlphaF(1.0 if strong else 0.35 + 0.45 * self._glow)
            painter.setPen(QPen(halo, 9 if self.selected else 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card_rect().adjusted(-3, -3, 3, 3), 11, 11)
        paint_face(painter, self.card_id, self.colour, self.marker)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self.is_active():
            event.ignore()
            return
        self._press = event.scenePos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.playable:
            return
        if (
            not self._dragging
            and QLineF(self._press, event.scenePos()).length() >= QApplication.startDragDistance()
        ):
            self._dragging = True
            if not self.selected:
                self._select(self.card_id)
            self.setZValue(self.zValue() + 100)
        if self._dragging:
            self.setPos(self._home + (event.scenePos() - self._press))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        event.accept()
        if press is None:
            return
        if self._dragging:
            self._dragging = False
            self.setZValue(self.zValue() - 100)
            self._place()
            self._drop(event.scenePos())
        elif self.action is not None:
            self._choose(self.action)
        elif self.playable:
            self._select(None if self.selected else self.card_id)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in ACTIVATE_KEYS and self.is_active():
            if self.action is not None:
                self._choose(self.action)
            else:
                self._select(None if self.selected else self.card_id)
            event.accept()
        else:
            super().keyPressEvent(event)


class ButtonItem(Clickable):
    """A button on the table (keep the objectives, slip nothing); shown only when legal."""

    def __init__(self, name: str, choose: Chooser) -> None:
        super().__init__(choose)
        self.name = name
        self._colour = QColor(NEUTRAL)
        self._set_interactive(False)
        self.setVisible(False)

    def set_action(self, action: Action | None, colour: QColor) -> None:
        """The action the button stands for (None: hidden)."""
        self.action = action
        self._colour = QColor(colour)
        self._set_interactive(action is not None)
        self.setVisible(action is not None)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, BUTTON_W + 12, BUTTON_H + 12)

    def shape(self) -> QPainterPath:
        return rounded_path(QRectF(0, 0, BUTTON_W, BUTTON_H), 10)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, BUTTON_W, BUTTON_H)
        strong = self.highlighted()
        halo = QColor(HIGHLIGHT)
        halo.setAlphaF(1.0 if strong else 0.5 + 0.45 * self._glow)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(halo)
        painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 14, 14)
        painter.setBrush(QColor("#fff6df") if strong else QColor("#fffdf8"))
        painter.setPen(QPen(self._colour, 3 if strong else 2))
        painter.drawRoundedRect(rect, 10, 10)
        title = texts.button_title(self.name)
        painter.setPen(theme.INK)
        painter.setFont(
            board_text.fitted_font(title, BUTTON_W - 20, 16, bold=True, largest=BUTTON_H - 22)
        )
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, title)
