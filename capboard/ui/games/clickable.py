"""The clickable base shared by the games' board pieces.

A piece that may stand for legal actions lights up when hovered or focused, pulses through its
animatable ``glow`` and, on a click or Enter/Space, hands the action under the pointer to the
``choose`` callback it was given. It never decides what is legal: each game's items say which
action they stand for by overriding :meth:`ClickableItem.action_at`. A scene makes its active
items pulse with one :class:`TargetPulse`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import Property, QAbstractAnimation, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QPainterPath
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

from capboard.engine.protocol import Action

if TYPE_CHECKING:
    from capboard.ui.games.base import BoardScene

Chooser = Callable[[Action], None]
"""What an item calls with the action a click chose."""

HIGHLIGHT = QColor("#fff3b0")
"""The warm glow around everything that may be clicked."""

ACTIVATE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
"""The keys that choose the focused item's action, as a click would."""

PULSE_MS = 1600
"""One breath of the targets' pulse (glow 0 → 1 → 0), in milliseconds; not scaled by the
animation speed, which only switches the pulse on or off."""


def rounded_path(rect: QRectF, radius: float) -> QPainterPath:
    """``rect`` with corners rounded by ``radius``: the shape a rounded piece, card or button
    is hit by (its halo and shadow, in the bounding rectangle, are not)."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


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


class TargetPulse:
    """The gentle pulse of a scene's legal targets: one looping animation of their ``glow``.

    ``active_items`` returns the items that currently stand for a legal action; it is asked
    afresh on every frame, so the pulse follows them as they change. The scene calls
    :meth:`update` whenever what is legal (or the animation setting) changes: the pulse runs
    while there are targets and animations are on (``scene.animation_ms(period_ms) > 0``);
    otherwise it stops and leaves the targets fully lit (``glow`` 1).
    """

    def __init__(
        self,
        scene: BoardScene,
        active_items: Callable[[], Sequence[ClickableItem]],
        period_ms: int = PULSE_MS,
    ) -> None:
        self._scene = scene
        self._active_items = active_items
        self._period_ms = period_ms
        self._animation = QVariantAnimation(scene)
        self._animation.setStartValue(0.0)
        self._animation.setKeyValueAt(0.5, 1.0)
        self._animation.setEndValue(0.0)
        self._animation.setDuration(period_ms)
        self._animation.setLoopCount(-1)
        self._animation.valueChanged.connect(self._on_value)

    def update(self) -> None:
        """Start (or keep) pulsing if there are targets and animations are on, else stop."""
        if self._scene.animation_ms(self._period_ms) > 0 and self._active_items():
            if self._animation.state() != QAbstractAnimation.State.Running:
                self._animation.start()
        else:
            self._animation.stop()
            for item in self._active_items():
                item.glow = 1.0

    def _on_value(self, value: object) -> None:
        for item in self._active_items():
            item.glow = float(value)  # type: ignore[arg-type]
