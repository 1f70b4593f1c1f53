"""The piles and logbooks around Cap Horn's chart: the draw piles and the discard pile, and
each player's logbook (their clipper, navigation points, the three wind roses, the cards in
hand as backs, the start square).

They stand apart from the chart (:mod:`.chart_items`) and the hand (:mod:`.hand`) because they
only show the state of the race to everyone and are never clicked.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from capboard.games.cap_horn.view import Rose
from capboard.ui import board_text, theme
from capboard.ui.games.cap_horn import texts
from capboard.ui.games.cap_horn.art import STAGE_COLOURS, coloured_renderer, rose_colour
from capboard.ui.games.cap_horn.chart import chart
from capboard.ui.games.cap_horn.chart_items import paint_ship
from capboard.ui.games.cap_horn.faces import card_path, paint_back, paint_face
from capboard.ui.games.cap_horn.items import NEUTRAL, PARCHMENT, font
from capboard.ui.games.cap_horn.layout import HAND_CARD, LOGBOOK_HEIGHT, LOGBOOK_WIDTH


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
        painter.setBrush(PARCHMENT)
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
