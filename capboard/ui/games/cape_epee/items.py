"""What De Cape et d'Épée's table items share, and the items that only live during an
animation: :class:`Clickable` (an item that stands for at most one legal action), a left-out
player's colour, an objective flying to its winner and the captions of a round's resolution.

Items draw what they are told and report clicks: an interactive item is given the legal action
it stands for and a ``choose`` callback; it never decides what is legal. They are grouped by
where they stand: the objectives, columns and influence cards in :mod:`.columns`, the viewer's
hand and the buttons in :mod:`.hand`, the players' panels in :mod:`.panel`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from capboard.engine.protocol import Action
from capboard.ui import board_text
from capboard.ui.games.cape_epee.art import INK, paint_objective
from capboard.ui.games.cape_epee.layout import OBJECTIVE_H, OBJECTIVE_W
from capboard.ui.games.clickable import Chooser, ClickableItem

NEUTRAL = QColor("#8a8178")


class Clickable(ClickableItem):
    """An item that stands for at most one legal action, its ``action``."""

    # Unlike the other games, these items leave the keyboard focus where it is when they stop
    # being clickable; kept so that the table behaves as it always has.
    clear_focus_when_inactive = False

    def __init__(self, choose: Chooser, parent: QGraphicsItem | None = None) -> None:
        super().__init__(choose, parent)
        self.action: Action | None = None

    def action_at(self, pos: QPointF | None) -> Action | None:
        return self.action


class ObjectiveChip(QGraphicsObject):
    """An objective flying to its winner (drawn only while it flies)."""

    def __init__(self, domain: str, value: int) -> None:
        super().__init__()
        self.domain, self.value = domain, value
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(
            -OBJECTIVE_W / 2 - 4, -OBJECTIVE_H / 2 - 4, OBJECTIVE_W + 10, OBJECTIVE_H + 10
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_objective(painter, self.domain, self.value, OBJECTIVE_W, OBJECTIVE_H)


class CaptionItem(QGraphicsObject):
    """A short caption on a ribbon (the reason of a change during the round's resolution, or a
    card's value badge)."""

    def __init__(self, text: str, width: float = 180.0, badge: bool = False) -> None:
        super().__init__()
        self.text = text
        self.width = width
        self.badge = badge
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        h = 30.0 * board_text.dense_factor()  # the ribbon grows with its text
        return QRectF(-self.width / 2 - 2, -h / 2 - 2, self.width + 4, h + 4)

    def text_size_changed(self) -> None:
        """The ribbon grows with the text size."""
        self.prepareGeometryChange()
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = 30.0 * board_text.dense_factor()
        rect = QRectF(-self.width / 2, -h / 2, self.width, h)
        painter.setPen(QPen(INK, 1.5))
        painter.setBrush(QColor("#f4d03f") if self.badge else QColor("#3b0f19"))
        painter.drawRoundedRect(rect, h / 2, h / 2)
        painter.setPen(INK if self.badge else QColor("#fbf3de"))
        painter.setFont(
            board_text.fitted_font(self.text, self.width - 12, 15, bold=True, dense=True)
        )
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


__all__ = ["CaptionItem", "Clickable", "ObjectiveChip"]
