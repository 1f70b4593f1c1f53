"""A player's panel on De Cape et d'Épée's table: their colour and shape, the sizes of their
hand and pile, the objectives won and the score.

It stands apart from the columns (:mod:`.columns`) and the hand (:mod:`.hand`) because it only
shows each player's standing to everyone and is never clicked.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from capboard.games.cape_epee.view import Objective
from capboard.ui import theme
from capboard.ui.games.cape_epee import texts
from capboard.ui.games.cape_epee.art import DOMAIN_COLOURS, INK, font, paint_back, paint_marker
from capboard.ui.games.cape_epee.items import NEUTRAL
from capboard.ui.games.cape_epee.layout import PANEL_H, PANEL_W


class PanelItem(QGraphicsObject):
    """A player's panel: colour and shape, hand and pile sizes, objectives won and score."""

    def __init__(self, seat: int, colour: QColor, marker: str | None) -> None:
        super().__init__()
        self.seat = seat
        self.colour = QColor(colour)
        self.marker = marker
        self.hand = 0
        self.pile = 0
        self.won: tuple[Objective, ...] = ()
        self.score = 0
        self.current = False
        self.viewer = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_state(
        self,
        hand: int,
        pile: int,
        won: tuple[Objective, ...],
        score: int,
        current: bool,
        viewer: bool,
    ) -> None:
        """What the panel shows now."""
        self.hand, self.pile, self.won, self.score = hand, pile, tuple(won), score
        self.current, self.viewer = current, viewer
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        """The tooltip in the current language."""
        lines = [texts.objective_text(o.domain, o.value) for o in self.won] or [
            texts.score_text(self.score)
        ]
        self.setToolTip("\n".join([texts.score_text(self.score), *lines] if self.won else lines))

    def objective_slot(self) -> QPointF:
        """Where a newly won objective lands, in scene coordinates."""
        return self.mapToScene(QPointF(60 + min(len(self.won), 9) * 18, 78))

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, PANEL_W + 8, PANEL_H + 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, PANEL_W, PANEL_H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRoundedRect(rect.translated(2, 3), 10, 10)
        painter.setBrush(QColor("#fbf3de"))
        painter.setPen(
            QPen(self.colour if self.current else QColor("#a88a5a"), 4 if self.current else 1.5)
        )
        painter.drawRoundedRect(rect, 10, 10)
        spine = QPainterPath()
        spine.addRoundedRect(QRectF(0, 0, 16, PANEL_H), 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawPath(spine)
        # The player's card back with hand and pile counts.
        painter.save()
        painter.translate(44, 38)
        painter.scale(0.32, 0.32)
        paint_back(painter, self.colour, self.marker)
        painter.restore()
        if self.marker:
            paint_marker(painter, QPointF(44, 38), 9, self.colour, self.marker)
        painter.setPen(theme.INK)
        painter.setFont(font(14, bold=True))
        painter.drawText(
            QRectF(66, 8, 110, 22),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            texts.hand_label(self.hand),
        )
        painter.drawText(
            QRectF(66, 32, 110, 22),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            texts.pile_label(self.pile),
        )
        # The score.
        score = QRectF(PANEL_W - 78, 8, 68, 50)
        painter.setPen(QPen(INK, 1.5))
        painter.setBrush(QColor("#f4d03f"))
        painter.drawRoundedRect(score, 10, 10)
        painter.setPen(INK)
        painter.setFont(font(28, bold=True, serif=True))
        painter.drawText(score, Qt.AlignmentFlag.AlignCenter, str(self.score))
        # The objectives won, as small chips in their domain's colour.
        for i, objective in enumerate(self.won):
            row, col = divmod(i, 12)
            chip = QRectF(24 + col * 20, 66 + row * 22, 18, 20)
            tint = QColor(DOMAIN_COLOURS.get(objective.domain, NEUTRAL))
            painter.setPen(QPen(INK, 1))
            painter.setBrush(tint)
            painter.drawRoundedRect(chip, 3, 3)
            painter.setPen(theme.contrast_ink(tint))
            painter.setFont(font(12, bold=True))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, str(objective.value))
        if not self.won:
            painter.setPen(theme.INK_SOFT)
            painter.setFont(font(12))
            painter.drawText(
                QRectF(24, 66, PANEL_W - 40, 22),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                "—",
            )
