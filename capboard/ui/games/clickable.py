"""The clickable base shared by the games' board pieces.

A piece that may stand for legal actions lights up when hovered or focused, pulses through its
animatable ``glow`` and, on a click or Enter/Space, hands the action under the pointer to the
``choose`` callback it was given. It never decides what is legal: each game's items say which
action they stand for by overriding :meth:`ClickableItem.action_at`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from PySide6.QtCore import Property, QPointF, Qt
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

from capboard.engine.protocol import Action

Chooser = Callable[[Action], None]
"""What an item calls with the action a click chose."""

HIGHLIGHT = QColor("#fff3b0")
"""The warm glow around everything that may be clicked."""

ACTIVATE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
"""The keys that choose the focused item's action, as a click would."""


class ClickableItem(QGraphicsObject):
    """An item that may stand for legal actions: hover and focus highlight, click or Enter
    chooses.

    Subclasses override :meth:`action_at`, call :meth:`_set_interactive` whenever what they
    stand for changes, and paint a halo when :meth:`highlighted` (strength: ``glow``).
    """

    clear_focus_when_inactive: ClassVar[bool] = True
    """Whether :meth:`_set_interactive` (off) also takes the keyboard focus away. De Cape et
    d'Épée's items have always left it in place; the other games clear it."""

    def __init__(self, choose: Chooser, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._choose = choose
        self._hovered = False
        self._pressed = False
        self._glow = 1.0

    # -- to override ---------------------------------------------------------------------
    def action_at(self, pos: QPointF | None) -> Action | None:
        """The action a click at ``pos`` (item coordinates; None: the keyboard) chooses."""
        return None

    # -- shared behaviour ----------------------------------------------------------------
    def is_active(self) -> bool:
        """True when clicking this item chooses something."""
        return self.action_at(None) is not None

    def _set_interactive(self, on: bool) -> None:
        self.setAcceptHoverEvents(on)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, on)
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        if not on:
            self._hovered = False
            self._pressed = False
            if self.clear_focus_when_inactive and self.hasFocus():
                self.clearFocus()

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = value
        self.update()

    glow = Property(float, _get_glow, _set_glow)
    """Strength of the highlight (0..1), animated by the scene so targets pulse gently."""

    def highlighted(self) -> bool:
        """Hovered by the mouse or holding the keyboard focus."""
        return self._hovered or self.hasFocus()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = False
        self.update()
        super().hoverLeaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.action_at(event.pos()) is not None:
            self._pressed = True
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # The action is chosen on release, and only if the pointer is still on the item.
        pressed, self._pressed = self._pressed, False
        if pressed and self.contains(event.pos()):
            action = self.action_at(event.pos())
            if action is not None:
                self._choose(action)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        action = self.action_at(None)
        if event.key() in ACTIVATE_KEYS and action is not None:
            self._choose(action)
            event.accept()
        else:
            super().keyPressEvent(event)
