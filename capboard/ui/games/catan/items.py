"""What every clickable item of Catan's table shares, and the few items that belong to no one
part of it: :class:`Clickable` (an item that stands for a legal action or does something on
the table when pressed), the cards and icons that fly during an animation, and a seat's
colour-blind shape.

Items draw what they are told and report clicks: an item that stands for a legal action is
given it (and the scene's ``choose`` callback); an item that only changes what the table shows
(a build button, a card) is given a ``press`` callback. No item decides what is legal.

The items themselves are grouped by where they stand: the hexes, the sea frame and the
harbours in :mod:`.hexes`; roads, settlements, cities and the robber in :mod:`.pieces`; the
dice and the buttons in :mod:`.controls`; the players' panels in :mod:`.panel`; the viewer's
cards and the small choices in :mod:`.hand`; a Seafarers scenario's in :mod:`.sea`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from capboard.engine.protocol import Action
from capboard.ui import theme
from capboard.ui.games.catan.art_cards import paint_card, paint_icon
from capboard.ui.games.clickable import ACTIVATE_KEYS, HIGHLIGHT, Chooser, ClickableItem

Press = Callable[[], None]


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
            paint_card(painter, "back_development", QRectF(-s / 2, -s * 0.7, s, s * 1.4))
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 253, 240, 230))
        painter.drawEllipse(QPointF(0, 0), s * 0.56, s * 0.56)
        paint_icon(painter, self.resource, QRectF(-s / 2, -s / 2, s, s))


def seat_marker(colour: QColor, seat: int, on: bool) -> str | None:
    """A seat's colour-blind shape when the shapes are shown."""
    return theme.shape_for(colour.name(), seat) if on else None


__all__ = ["Clickable", "FlyingItem", "Press", "seat_marker"]
