"""The pieces of De Cape et d'Épée's table: objectives, columns (play targets), influence
cards, the hand, the buttons and the players' panels.

Items draw what they are told and report clicks: an interactive item is given the legal action
it stands for and a ``choose`` callback; it never decides what is legal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from capboard.engine.protocol import Action
from capboard.games.cape_epee.view import Objective
from capboard.ui import board_text, theme
from capboard.ui.games.cape_epee import texts
from capboard.ui.games.cape_epee.art import (
    CARD_H,
    CARD_W,
    DOMAIN_COLOURS,
    INK,
    card_rect,
    font,
    paint_back,
    paint_element,
    paint_face,
    paint_marker,
    paint_objective,
    paint_peek,
)
from capboard.ui.games.cape_epee.data import card, value_text
from capboard.ui.games.cape_epee.layout import (
    BUTTON_H,
    BUTTON_W,
    COLUMNS_BOTTOM,
    OBJECTIVE_H,
    OBJECTIVE_W,
    PANEL_H,
    PANEL_W,
)
from capboard.ui.games.clickable import ACTIVATE_KEYS, HIGHLIGHT, Chooser, ClickableItem

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
        path = QPainterPath()
        path.addRoundedRect(card_rect(), 9, 9)
        return path

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
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, BUTTON_W, BUTTON_H), 10, 10)
        return path

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


__all__ = [
    "CARD_H",
    "CARD_W",
    "ButtonItem",
    "CaptionItem",
    "Clickable",
    "ColumnItem",
    "HandCard",
    "InfluenceCardItem",
    "ObjectiveChip",
    "ObjectiveItem",
    "PanelItem",
]
