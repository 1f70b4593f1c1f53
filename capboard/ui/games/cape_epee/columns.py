"""The round's columns on De Cape et d'Épée's table: the objective heading each column
(clickable as the other half of a Traitor's swap), the space under it where a hand card may be
played (greyed when a Storm closed it), and the influence cards played there (faces, backs in
their owners' colours, the viewer's own face-down cards with a peek of their face).

They stand apart from the hand (:mod:`.hand`) and the panels (:mod:`.panel`) because they are
the middle of the table that everyone plays into; each lit item is given the legal action it
stands for and never decides what is legal.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from capboard.engine.protocol import Action
from capboard.games.cape_epee.view import Objective
from capboard.ui import board_text
from capboard.ui.games.cape_epee import texts
from capboard.ui.games.cape_epee.art import (
    INK,
    card_rect,
    paint_back,
    paint_element,
    paint_face,
    paint_objective,
    paint_peek,
)
from capboard.ui.games.cape_epee.data import card, value_text
from capboard.ui.games.cape_epee.items import NEUTRAL, Clickable
from capboard.ui.games.cape_epee.layout import COLUMNS_BOTTOM, OBJECTIVE_H, OBJECTIVE_W
from capboard.ui.games.clickable import HIGHLIGHT, Chooser


class ObjectiveItem(Clickable):
    """An objective heading a column; clickable as the other half of a Traitor's swap."""

    def __init__(self, column: int, objective: Objective, choose: Chooser) -> None:
        super().__init__(choose)
        self.column = column
        self.objective = objective
        self.closed = False
        self.complete = False
        self.source = False
        self._colour = QColor(NEUTRAL)
        self._set_interactive(False)

    def set_state(
        self, closed: bool, complete: bool, action: Action | None, source: bool, colour: QColor
    ) -> None:
        """Closed by a Storm, complete; the swap it stands for; the Traitor's own column."""
        self.closed, self.complete, self.action, self.source = closed, complete, action, source
        self._colour = QColor(colour)
        self._set_interactive(action is not None)
        self.setToolTip(
            texts.objective_tooltip(self.objective.domain, self.objective.value, closed, complete)
        )
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(
            -OBJECTIVE_W / 2 - 10, -OBJECTIVE_H / 2 - 10, OBJECTIVE_W + 20, OBJECTIVE_H + 20
        )

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-OBJECTIVE_W / 2, -OBJECTIVE_H / 2, OBJECTIVE_W, OBJECTIVE_H))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-OBJECTIVE_W / 2, -OBJECTIVE_H / 2, OBJECTIVE_W, OBJECTIVE_H)
        if self.action is not None or self.source:
            halo = QColor(self._colour if self.source else HIGHLIGHT)
            strong = self.highlighted() or self.source
            halo.setAlphaF(1.0 if strong else 0.4 + 0.5 * self._glow)
            painter.setPen(QPen(halo, 9 if strong else 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 13, 13)
        paint_objective(
            painter,
            self.objective.domain,
            self.objective.value,
            OBJECTIVE_W,
            OBJECTIVE_H,
            greyed=self.closed,
        )
        if self.closed:
            paint_element(
                painter, "portraits", "storm", QRectF(rect.left() + 2, rect.top() + 2, 34, 34)
            )
        elif self.complete:
            painter.setPen(
                QPen(QColor("#1e8449"), 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            )
            c = QPointF(rect.left() + 16, rect.top() + 16)
            painter.setBrush(QColor("#eafaf1"))
            painter.drawEllipse(c, 11, 11)
            painter.drawPolyline([c + QPointF(-5, 0), c + QPointF(-1, 5), c + QPointF(6, -5)])
        if self.action is not None and self.highlighted():
            painter.setPen(INK)
            painter.setFont(board_text.font(26, bold=True))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "⇄")


class ColumnItem(Clickable):
    """The space under an objective: lights up when the selected hand card may be played there
    (a ghost slot at its end); greyed when a Storm closed it."""

    def __init__(self, column: int, choose: Chooser) -> None:
        super().__init__(choose)
        self.column = column
        self.closed = False
        self.slot = QPointF()
        self._colour = QColor(NEUTRAL)
        self._set_interactive(False)

    def set_state(self, closed: bool, action: Action | None, slot: QPointF, colour: QColor) -> None:
        """Closed by a Storm; the PlayCard a click chooses; where the played card would go."""
        self.closed, self.action = closed, action
        self.slot = QPointF(slot)
        self._colour = QColor(colour)
        self._set_interactive(action is not None)
        self.update()

    def boundingRect(self) -> QRectF:
        from capboard.ui.games.cape_epee.layout import COLUMN_STEP

        return QRectF(
            -COLUMN_STEP / 2 + 2, OBJECTIVE_H + 4, COLUMN_STEP - 4, COLUMNS_BOTTOM - OBJECTIVE_H
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        if self.closed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(90, 90, 90, 70))
            painter.drawRoundedRect(rect, 12, 12)
            return
        if self.action is None:
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 12, 12)
            return
        strong = self.highlighted()
        fill = QColor(HIGHLIGHT)
        fill.setAlphaF(0.35 if strong else 0.1 + 0.12 * self._glow)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 12, 12)
        slot = card_rect().translated(self.slot)
        halo = QColor(self._colour)
        halo.setAlphaF(1.0 if strong else 0.45 + 0.5 * self._glow)
        painter.setPen(QPen(halo, 4 if strong else 3, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 255, 255, 60 if strong else 25))
        painter.drawRoundedRect(slot, 9, 9)


class InfluenceCardItem(QGraphicsObject):
    """An influence card in a column: a face, a back in its owner's colour, or — the viewer's
    own face-down card — a back with a small peek of its face."""

    def __init__(
        self,
        owner: int,
        card_id: str | None,
        face_up: bool,
        colour: QColor,
        marker: str | None,
        slipped: str | None = None,
        has_slipped: bool = False,
    ) -> None:
        super().__init__()
        self.owner = owner
        self.card_id = card_id
        self.face_up = face_up
        self.colour = QColor(colour)
        self.marker = marker
        self.slipped = slipped
        self.has_slipped = has_slipped
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.retranslate()

    @property
    def shows_face(self) -> bool:
        """True when the card's face is painted in full."""
        return self.face_up and self.card_id is not None

    @property
    def shows_peek(self) -> bool:
        """True for a face-down card the viewer knows (a back with a peek of the face): their
        own, or an Explorer all have seen sail on."""
        return not self.face_up and self.card_id is not None

    def retranslate(self) -> None:
        """The tooltip in the current language."""
        if self.card_id is None:
            tip = texts.hidden_tooltip()
        elif self.face_up:
            tip = texts.card_tooltip(self.card_id)
        else:
            tip = texts.own_hidden_tooltip(self.card_id)
        if self.has_slipped:
            tip += "\n" + texts.slipped_tooltip(self.slipped)
        self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        return card_rect().adjusted(-2, -2, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.shows_face:
            assert self.card_id is not None
            value = None
            if self.card_id == "disguise" and self.slipped is not None:
                slipped = card(self.slipped)
                value = value_text(slipped.value) if slipped else None
            paint_face(painter, self.card_id, self.colour, self.marker, value)
            if self.has_slipped:
                # A corner of the slipped card peeks out from under the Disguise.
                rect = card_rect()
                painter.setPen(QPen(INK, 1.2))
                painter.setBrush(self.colour.darker(130))
                painter.drawPolygon(
                    [
                        QPointF(rect.right() - 26, rect.bottom()),
                        QPointF(rect.right(), rect.bottom() - 26),
                        QPointF(rect.right(), rect.bottom()),
                    ]
                )
        else:
            paint_back(painter, self.colour, self.marker)
            if self.card_id is not None:
                paint_peek(painter, self.card_id)
