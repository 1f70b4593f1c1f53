"""What lies on Cap Horn's chart: its squares (invisible until they are targets: sailing there,
ignoring the card to go there, laying or covering a card), the navigation cards lying on it,
the stations' buoys, the finish line, the clippers, and a wind rose flying to a logbook.

They stand apart from the player's side of the table (:mod:`.hand`, :mod:`.logbooks`) because
they make the race course, where every move is chosen; each lit item is given the legal
actions it stands for and never decides what is legal.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from capboard.engine.protocol import Action
from capboard.ui import board_text, theme
from capboard.ui.games.cap_horn import texts
from capboard.ui.games.cap_horn.art import coloured_renderer, rose_colour
from capboard.ui.games.cap_horn.chart import chart
from capboard.ui.games.cap_horn.faces import paint_face
from capboard.ui.games.cap_horn.items import COVER, IGNORE, INK, NEUTRAL
from capboard.ui.games.cap_horn.layout import CARD, SHIP, SQUARE
from capboard.ui.games.clickable import HIGHLIGHT, Chooser, ClickableItem


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
        painter.setPen(QPen(INK, 1.5))
        painter.setBrush(colour)
        painter.drawEllipse(centre, r, r)
        painter.setFont(board_text.font(13, bold=True, dense=True))
        painter.setPen(INK)
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
