"""The pieces of Cap Horn's table: the squares of the chart (which light up as targets), the
cards lying on it, the stations, the clippers, the finish line, the hand, the buttons, the
piles and the logbooks.

Items only draw what they are told and report clicks: each interactive item is given the legal
actions it stands for and a ``choose`` callback; it never decides what is legal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from capboard.engine.protocol import Action
from capboard.games.cap_horn.actions import Stay
from capboard.games.cap_horn.view import Rose
from capboard.ui import board_text, theme
from capboard.ui.games.cap_horn import texts
from capboard.ui.games.cap_horn.art import STAGE_COLOURS, coloured_renderer, rose_colour
from capboard.ui.games.cap_horn.chart import chart
from capboard.ui.games.cap_horn.faces import card_path, paint_back, paint_face
from capboard.ui.games.cap_horn.layout import (
    BUTTON_HEIGHT,
    BUTTON_WIDTH,
    CARD,
    HAND_CARD,
    LOGBOOK_HEIGHT,
    LOGBOOK_WIDTH,
    SHIP,
    SQUARE,
)
from capboard.ui.games.clickable import ACTIVATE_KEYS, HIGHLIGHT, Chooser, ClickableItem

IGNORE = QColor("#ff8a3d")
"""The colour of the squares reached by ignoring the card (they cost 3 points)."""
COVER = QColor("#ffd24d")
NEUTRAL = QColor("#8a8178")

_INK = QColor("#3a2410")
_PARCHMENT = QColor("#f7ecd0")


def font(pixels: float, bold: bool = False, serif: bool = False) -> QFont:
    """A font of ``pixels`` height."""
    f = QFont("serif") if serif else QFont()
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def fitted_font(text: str, width: float, pixels: float, bold: bool = False) -> QFont:
    """A font of at most ``pixels`` height in which ``text`` fits ``width`` (French runs
    longer than English)."""
    f = font(pixels, bold)
    while pixels > 8 and QFontMetricsF(f).horizontalAdvance(text) > width:
        pixels -= 0.5
        f = font(pixels, bold)
    return f


# -- the chart ---------------------------------------------------------------------------------
class SquareItem(ClickableItem):
    """A square of the chart: invisible until it is a target. It may stand for sailing there,
    ignoring the card to go there (−3), laying the selected hand card there, or covering the
    card lying there with the selected hand card."""

    def __init__(self, square: tuple[int, int], choose: Chooser) -> None:
        super().__init__(choose)
        self.square = square
        self.angle = chart().angle_at(square)
        self.sail: Action | None = None
        self.ignore: Action | None = None
        self.lay: Action | None = None
        self.cover: Action | None = None
        self._kind: int | None = None
        self._colour = QColor(NEUTRAL)
        self._set_interactive(False)

    def set_targets(
        self,
        colour: QColor,
        sail: Action | None = None,
        ignore: Action | None = None,
        lay: Action | None = None,
        cover: Action | None = None,
        kind: int | None = None,
    ) -> None:
        """The actions this square stands for now; ``kind`` is the selected hand card."""
        self._colour = QColor(colour)
        self.sail, self.ignore, self.lay, self.cover = sail, ignore, lay, cover
        self._kind = kind
        self._set_interactive(self.action_at(None) is not None)
        self.update()

    def action_at(self, pos: QPointF | None) -> Action | None:
        # A selected hand card goes first; sailing is cheaper than ignoring the card.
        return self.lay or self.cover or self.sail or self.ignore

    @property
    def mode(self) -> str | None:
        """``lay``, ``cover``, ``sail``, ``ignore`` or None: what a click here does."""
        for name in ("lay", "cover", "sail", "ignore"):
            if getattr(self, name) is not None:
                return name
        return None

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, SQUARE + 12, SQUARE + 12)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, SQUARE, SQUARE))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        mode = self.mode
        if mode is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        strong = self.highlighted()
        rect = QRectF(3, 3, SQUARE - 6, SQUARE - 6)
        if mode == "lay" and self._kind is not None:
            # A faint ghost of the card, turned as it would lie, in a dashed frame.
            painter.save()
            painter.translate(SQUARE / 2, SQUARE / 2)
            painter.setOpacity(0.9 if strong else 0.22 + 0.18 * self._glow)
            paint_face(painter, CARD, self._kind, self.angle)
            painter.restore()
            self._ring(painter, rect, HIGHLIGHT, strong)
            painter.setPen(QPen(self._colour, 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 9, 9)
            return
        if mode == "cover" and self._kind is not None:
            if strong:
                painter.save()
                painter.translate(SQUARE / 2, SQUARE / 2)
                painter.setOpacity(0.92)
                paint_face(painter, CARD, self._kind, self.angle)
                painter.restore()
            pen = QPen(COVER, 5 if strong else 3.5, Qt.PenStyle.DashLine)
            halo = QColor(COVER)
            halo.setAlphaF(0.35 + 0.5 * self._glow)
            painter.setPen(QPen(halo, 9))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 10, 10)
            painter.setPen(pen)
            painter.drawRoundedRect(rect, 10, 10)
            self._badge(painter, "⇄", COVER)
            return
        if mode == "sail":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 243, 176, 60 + round(50 * self._glow)))
            painter.drawRoundedRect(rect, 10, 10)
            self._ring(painter, rect, HIGHLIGHT, strong)
            painter.setPen(QPen(self._colour, 3.5 if strong else 2.5))
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 9, 9)
            if strong:
                painter.setOpacity(0.75)
                ship = QRectF(SQUARE / 2 - SHIP / 2, SQUARE / 2 - SHIP / 2, SHIP, SHIP)
                coloured_renderer("clipper", self._colour).render(painter, ship)
            return
        # ignore: orange, dashed, with its cost
        halo = QColor(IGNORE)
        halo.setAlphaF(0.95 if strong else 0.3 + 0.5 * self._glow)
        painter.setPen(QPen(halo, 7 if strong else 5))
        painter.setBrush(QColor(255, 255, 255, 70) if strong else Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(QPen(QColor("#7a2e00"), 2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 8, 8)
        self._badge(painter, texts.ignore_badge(), IGNORE)

    def _ring(self, painter: QPainter, rect: QRectF, colour: QColor, strong: bool) -> None:
        halo = QColor(colour)
        halo.setAlphaF(1.0 if strong else 0.45 + 0.5 * self._glow)
        painter.setPen(QPen(halo, 8 if strong else 5))
        painter.setBrush(QColor(255, 255, 255, 60) if strong else Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, 10, 10)

    def _badge(self, painter: QPainter, text: str, colour: QColor) -> None:
        # The badge grows with its text, from the square's corner.
        r = board_text.grown(13, dense=True)
        centre = QPointF(SQUARE - 1 - r, 1 + r)
        painter.setPen(QPen(_INK, 1.5))
        painter.setBrush(colour)
        painter.drawEllipse(centre, r, r)
        painter.setFont(board_text.font(13, bold=True, dense=True))
        painter.setPen(_INK)
        painter.drawText(
            QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text
        )


class CardItem(QGraphicsObject):
    """A navigation card lying on the chart, turned to its stage's direction.

    Dozens lie on the chart and never change: each is drawn once into a picture at the
    screen's scale, which every frame then copies (drawn again when the board is zoomed)."""

    def __init__(self, kind: int, angle: float) -> None:
        super().__init__()
        self.kind = kind
        self.angle = angle
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        r = CARD / 2 + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_face(painter, CARD, self.kind, self.angle)


class StationItem(QGraphicsObject):
    """A station's buoy: in the middle of its square, or in the corner when a card lies under
    it (the card slides under the station)."""

    def __init__(self, colour: str, stage: int) -> None:
        super().__init__()
        self.colour = colour
        self.stage = stage
        self.under_card = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # an SVG, static

    def set_under_card(self, on: bool) -> None:
        """Move the buoy to the corner (a card lies here) or to the middle."""
        self.under_card = on
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, SQUARE, SQUARE)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = SQUARE * (0.36 if self.under_card else 0.62)
        if self.under_card:
            rect = QRectF(-size * 0.12, -size * 0.12, size, size)
        else:
            rect = QRectF((SQUARE - size) / 2, (SQUARE - size) / 2, size, size)
        coloured_renderer("station", rose_colour(self.colour)).render(painter, rect)


class FinishItem(ClickableItem):
    """The finish line along stage 3's northern edge; lights up when the ship may cross it."""

    def __init__(self, choose: Chooser) -> None:
        super().__init__(choose)
        stage = chart().finish
        self._width = len(stage.xs) * SQUARE
        self.action: Action | None = None
        self._colour = QColor(NEUTRAL)
        self.setPos(stage.xs.start * SQUARE, stage.ys.start * SQUARE)
        self._set_interactive(False)

    def set_action(self, action: Action | None, colour: QColor) -> None:
        """The CrossFinish action, or None."""
        self.action = action
        self._colour = QColor(colour)
        self._set_interactive(action is not None)
        self.update()

    def action_at(self, pos: QPointF | None) -> Action | None:
        return self.action

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -SQUARE * 0.9, self._width + 16, SQUARE * 0.9 + 24)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, -SQUARE * 0.8, self._width, SQUARE * 0.8 + 14))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.action is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        strong = self.highlighted()
        halo = QColor(HIGHLIGHT)
        halo.setAlphaF(1.0 if strong else 0.45 + 0.5 * self._glow)
        painter.setPen(QPen(halo, 12 if strong else 9))
        painter.setBrush(QColor(255, 255, 255, 80 if strong else 30))
        band = QRectF(0, -SQUARE * 0.8, self._width, SQUARE * 0.8 + 14)
        painter.drawRoundedRect(band, 12, 12)
        painter.setPen(QPen(self._colour, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(band.adjusted(5, 5, -5, -5), 9, 9)
        if strong:
            painter.setOpacity(0.8)
            ship = QRectF(self._width / 2 - SHIP / 2, -SQUARE * 0.8, SHIP, SHIP)
            coloured_renderer("clipper", self._colour).render(painter, ship)


class ShipItem(QGraphicsObject):
    """A clipper in its owner's colour, with the owner's shape on its mainsail when the
    colour-blind patterns are on."""

    def __init__(self, seat: int, colour: QColor, marker: str | None) -> None:
        super().__init__()
        self.seat = seat
        self._colour = QColor(colour)
        self.marker = marker
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_marker(self, marker: str | None) -> None:
        """Show or hide the owner's shape."""
        self.marker = marker
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-SHIP / 2 - 2, -SHIP / 2 - 2, SHIP + 4, SHIP + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_ship(painter, QRectF(-SHIP / 2, -SHIP / 2, SHIP, SHIP), self._colour, self.marker)


def paint_ship(painter: QPainter, rect: QRectF, colour: QColor, marker: str | None) -> None:
    """A clipper filling ``rect`` (its picture is square), with ``marker`` on the mainsail."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    coloured_renderer("clipper", colour).render(painter, rect)
    if marker:
        s = rect.width() / 100
        centre = QPointF(rect.left() + 50 * s, rect.top() + 36 * s)
        r = 11 * s
        painter.setPen(QPen(theme.INK, max(1.0, 1.4 * s)))
        painter.setBrush(colour)
        painter.drawEllipse(centre, r, r)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.contrast_ink(colour))
        inner = r * 0.66
        painter.drawPath(
            theme.shape_path(
                marker, QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner)
            )
        )


class RoseItem(QGraphicsObject):
    """A wind rose on its way from a station to a logbook (drawn only while it flies)."""

    def __init__(self, colour: str, size: float) -> None:
        super().__init__()
        self.colour = colour
        self._size = size
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._size / 2, -self._size / 2, self._size, self._size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        coloured_renderer("rose", rose_colour(self.colour)).render(painter, self.boundingRect())


# -- the hand ------------------------------------------------------------------------------------
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
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, BUTTON_WIDTH, BUTTON_HEIGHT), 10, 10)
        return path

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
            painter.setPen(QPen(_INK, 1.5))
            painter.setBrush(QColor("#cfe9c4") if gain else QColor("#f6d2b8"))
            painter.drawEllipse(centre, cost_r, cost_r)
            painter.setPen(_INK)
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


class PileItem(QGraphicsObject):
    """A draw pile (backs with its size) or the discard pile (its top card face up)."""

    def __init__(self, discard: bool) -> None:
        super().__init__()
        self.discard = discard
        self.count = 0
        self.top: int | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_cards(self, count: int, top: int | None = None) -> None:
        """How many cards the pile holds, and the face of the top card (discard pile)."""
        self.count = count
        self.top = top
        self.setToolTip(texts.discard_tooltip(count) if self.discard else texts.pile_tooltip(count))
        self.update()

    def boundingRect(self) -> QRectF:
        r = HAND_CARD * 0.45
        below = 22 * board_text.dense_factor()  # the count, which grows with the text size
        return QRectF(-r - 6, -r - 12, 2 * r + 16, 2 * r + 18 + below)

    def text_size_changed(self) -> None:
        """The count below the pile grows with the text size."""
        self.prepareGeometryChange()
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = HAND_CARD * 0.82
        if self.count == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 140), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(card_path(size))
        else:
            layers = min(4, 1 + self.count // 12)
            for i in range(layers):
                painter.save()
                painter.translate(-(layers - 1 - i) * 1.5, -(layers - 1 - i) * 2.0)
                if self.discard and self.top is not None and i == layers - 1:
                    paint_face(painter, size, self.top)
                else:
                    paint_back(painter, size)
                painter.restore()
        painter.setPen(theme.INK)
        painter.setFont(board_text.font(15, bold=True, dense=True))
        painter.drawText(
            QRectF(-size / 2, size / 2 + 4, size, 22 * board_text.dense_factor()),
            Qt.AlignmentFlag.AlignCenter,
            str(self.count),
        )


class LogbookItem(QGraphicsObject):
    """A player's logbook: the clipper, the navigation points (0 to 8) as a track, the three
    wind roses (one per stage), the cards in hand as backs and the start square."""

    def __init__(self, seat: int, colour: QColor, marker: str | None) -> None:
        super().__init__()
        self.seat = seat
        self._colour = QColor(colour)
        self.marker = marker
        self.points = 0
        self.roses: tuple[Rose, ...] = ()
        self.hand = 0
        self.start: int | None = None
        self.current = False
        self.finished = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_state(
        self,
        points: int,
        roses: tuple[Rose, ...],
        hand: int,
        start: int | None,
        current: bool,
    ) -> None:
        """What the logbook shows now."""
        self.points, self.roses, self.hand = points, tuple(roses), hand
        self.start, self.current = start, current
        lines = [texts.points_text(points)]
        lines += [texts.rose_text(r.colour, r.stage) for r in self.roses]
        self.setToolTip("\n".join(lines))
        self.update()

    def set_marker(self, marker: str | None) -> None:
        """Show or hide the owner's shape."""
        self.marker = marker
        self.update()

    def rose_slot(self, stage: int) -> QPointF:
        """The middle of the slot of the rose of ``stage``, in item coordinates."""
        return QPointF(128 + (stage - 1) * 48, 106)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, LOGBOOK_WIDTH + 8, LOGBOOK_HEIGHT + 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, LOGBOOK_WIDTH, LOGBOOK_HEIGHT)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRoundedRect(rect.translated(2, 3), 10, 10)
        painter.setBrush(_PARCHMENT)
        painter.setPen(
            QPen(self._colour if self.current else QColor("#a88a5a"), 4 if self.current else 1.6)
        )
        painter.drawRoundedRect(rect, 10, 10)
        # The owner's colour down the spine of the book.
        spine = QRectF(0, 0, 14, LOGBOOK_HEIGHT)
        path = QPainterPath()
        path.addRoundedRect(spine, 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._colour)
        painter.drawPath(path)
        paint_ship(painter, QRectF(20, 4, 86, 86), self._colour, self.marker)
        if self.start is not None:
            plate = QRectF(26, 96, 40, 40)
            painter.setPen(QPen(QColor("#8a6a2e"), 2))
            painter.setBrush(QColor("#f4e7c1"))
            painter.drawRoundedRect(plate, 6, 6)
            painter.setPen(QColor("#5a3b12"))
            painter.setFont(board_text.font(22, bold=True, serif=True, dense=True, largest=32))
            painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, str(self.start))
        self._paint_track(painter)
        self._paint_roses(painter)
        self._paint_hand(painter)

    def _paint_track(self, painter: QPainter) -> None:
        cells = chart().max_points + 1
        width = (LOGBOOK_WIDTH - 118) / cells
        for i in range(cells):
            cell = QRectF(110 + i * width, 12, width - 2, 30)
            on = i == self.points
            painter.setPen(QPen(QColor("#a88a5a"), 1.2))
            painter.setBrush(self._colour if on else QColor("#fffaf0"))
            painter.drawRoundedRect(cell, 4, 4)
            painter.setFont(font(14, bold=True))
            painter.setPen(theme.contrast_ink(self._colour) if on else theme.INK_SOFT)
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(i))

    def _paint_roses(self, painter: QPainter) -> None:
        by_stage = {r.stage: r for r in self.roses}
        for stage in chart().stages:
            centre = self.rose_slot(stage.number)
            rose = by_stage.get(stage.number)
            ring = QColor(STAGE_COLOURS.get(stage.colour, NEUTRAL))
            painter.setPen(QPen(ring, 3))
            painter.setBrush(QColor("#fffaf0"))
            painter.drawEllipse(centre, 20, 20)
            if rose is not None:
                coloured_renderer("rose", rose_colour(rose.colour)).render(
                    painter, QRectF(centre.x() - 19, centre.y() - 19, 38, 38)
                )
            else:
                painter.setPen(QColor("#b49a6a"))
                painter.setFont(board_text.font(16, bold=True, serif=True, dense=True, largest=26))
                painter.drawText(
                    QRectF(centre.x() - 20, centre.y() - 20, 40, 40),
                    Qt.AlignmentFlag.AlignCenter,
                    str(stage.number),
                )

    def _paint_hand(self, painter: QPainter) -> None:
        left = QPointF(LOGBOOK_WIDTH - 70, 74)
        shown = min(self.hand, 6)
        for i in range(shown):
            painter.save()
            painter.translate(left.x() + i * 7, left.y() + 4 + abs(i - (shown - 1) / 2) * 1.5)
            painter.rotate((i - (shown - 1) / 2) * 6)
            paint_back(painter, 30)
            painter.restore()
        painter.setPen(theme.INK)
        count = texts.hand_count(self.hand)
        painter.setFont(board_text.fitted_font(count, 84, 15, bold=True, dense=True, largest=24))
        painter.drawText(
            QRectF(LOGBOOK_WIDTH - 92, 96, 84, 30),
            Qt.AlignmentFlag.AlignCenter,
            count,
        )
