"""The strip of cards under Cappella's board: one card per building (its picture, worth and
cost) and a card to take a path from the reserve.

A card lights up when its action is legal and chooses it on a click; the card of the building
being paid for shows which materials are already paid. Cards paint their own text at paint
time, so a change of language only needs a repaint.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from capboard.engine.protocol import Action
from capboard.ui import board_text, theme
from capboard.ui.games.cappella import texts
from capboard.ui.games.cappella.art import building_renderer, token_renderer
from capboard.ui.games.cappella.items import paint_stick
from capboard.ui.games.clickable import HIGHLIGHT, Chooser, ClickableItem, rounded_path

CARD_WIDTH = 172.0
CARD_HEIGHT = 84.0
_RADIUS = 10.0


class _Card(ClickableItem):
    """A rounded card that may stand for one legal action."""

    def __init__(self, choose: Chooser) -> None:
        super().__init__(choose)
        self._action: Action | None = None
        self._colour = QColor(theme.INK_SOFT)
        self._set_interactive(False)

    def set_action(self, action: Action | None, colour: QColor) -> None:
        """The action the card stands for now (None: none), drawn in the actor's colour."""
        self._action = action
        self._colour = QColor(colour)
        self._set_interactive(action is not None)
        self.update()

    def action_at(self, pos: QPointF | None) -> Action | None:
        return self._action

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, CARD_WIDTH + 12, CARD_HEIGHT + 12)

    def shape(self) -> QPainterPath:
        return rounded_path(QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT), _RADIUS)

    def _paint_card(self, painter: QPainter, emphasised: bool = False) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawRoundedRect(rect.translated(1.5, 2.5), _RADIUS, _RADIUS)
        active = self._action is not None
        if active:
            halo = QColor(HIGHLIGHT)
            halo.setAlphaF(1.0 if self.highlighted() else 0.55 + 0.4 * self._glow)
            painter.setBrush(halo)
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), _RADIUS + 4, _RADIUS + 4)
        fill = QColor("#fff6df") if (emphasised or self.highlighted()) else QColor("#fffdf8")
        painter.setBrush(fill)
        if active or emphasised:
            painter.setPen(QPen(self._colour, 3 if self.highlighted() or emphasised else 2))
        else:
            painter.setPen(QPen(QColor("#d8cdb8"), 1.2))
        painter.drawRoundedRect(rect, _RADIUS, _RADIUS)


class BuildCard(_Card):
    """A building's card: picture in the actor's colour, name, points and cost."""

    def __init__(self, building: str, cost: tuple[str, ...], points: int, choose: Chooser) -> None:
        super().__init__(choose)
        self.building = building
        self.cost = cost
        self.points = points
        self._paid: tuple[str, ...] | None = None

    def set_progress(self, paid: tuple[str, ...] | None) -> None:
        """Mark the card as the building being paid for (``paid``: materials paid so far), or
        not (None)."""
        self._paid = paid
        self.update()

    @property
    def in_progress(self) -> bool:
        """True for the building being paid for."""
        return self._paid is not None

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self._paint_card(painter, emphasised=self._paid is not None)
        dim = self._action is None and self._paid is None
        painter.setOpacity(0.55 if dim else 1.0)
        building_renderer(self.building, self._colour).render(painter, QRectF(4, 8, 62, 62))
        painter.setPen(theme.INK)
        text_rect = QRectF(68, 8, CARD_WIDTH - 72, 20)
        title = texts.building_title(self.building)
        # The card's two lines grow with the text size as far as their rows let them.
        painter.setFont(
            board_text.fitted_font(title, text_rect.width(), 15, bold=True, dense=True, largest=21)
        )
        painter.drawText(
            text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title
        )
        painter.setPen(theme.INK_SOFT)
        painter.setFont(board_text.font(12, dense=True))
        painter.drawText(
            text_rect.translated(0, 19),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            texts.points_text(self.points),
        )
        self._paint_cost(painter)

    def _paint_cost(self, painter: QPainter) -> None:
        left_to_mark = list(self._paid or ())
        size = 18.0
        x = 68.0
        y = CARD_HEIGHT - size - 10
        for material in self.cost:
            paid = material in left_to_mark
            if paid:
                left_to_mark.remove(material)
            painter.save()
            if paid:
                painter.setOpacity(0.3)
            token_renderer(material).render(painter, QRectF(x, y, size, size))
            painter.restore()
            if paid:
                painter.setPen(QPen(theme.INK, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                painter.drawPolyline(
                    [QPointF(x + 4, y + 9), QPointF(x + 8, y + 14), QPointF(x + 15, y + 4)]
                )
            x += size + 2


class ReserveCard(_Card):
    """The card that takes one path from the reserve into an empty stock."""

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self._paint_card(painter)
        painter.setOpacity(1.0 if self._action is not None else 0.55)
        for i, dy in enumerate((-10.0, 0.0, 10.0)):
            painter.save()
            painter.translate(36 + 2 * i, CARD_HEIGHT / 2 + dy)
            painter.rotate(-20)
            paint_stick(painter, self._colour, None, length=40)
            painter.restore()
        painter.setPen(theme.INK)
        # Four short lines fill the card: the words grow by a quarter at most.
        painter.setFont(board_text.font(12, bold=True, dense=True, largest=15))
        painter.drawText(
            QRectF(64, 6, CARD_WIDTH - 68, CARD_HEIGHT - 12),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
            texts.reserve_button_text(),
        )
