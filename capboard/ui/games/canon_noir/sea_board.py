"""Canon Noir's sea board as drawn: the chart of squares with its islands, the coordinates on
its margins, and the four ports in the corners (each with its fleet's colour and the treasures
brought home).

It stands apart from the ships (:mod:`.ships`), the tray (:mod:`.tray`) and the aiming game
(:mod:`.aiming`) because it is the fixed ground they stand on, drawn once per game and changed
only by what the ports hold.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from capboard.games.canon_noir.actions import COLUMNS
from capboard.ui import board_text, theme
from capboard.ui.games.canon_noir import texts
from capboard.ui.games.canon_noir.art import coloured_renderer, renderer
from capboard.ui.games.canon_noir.items import INK, PARCHMENT
from capboard.ui.games.canon_noir.layout import BAND, SQUARE, square_rect


def _islands(rows: Sequence[str]) -> list[QRectF]:
    """The bounding rectangles of the islands (groups of touching island squares)."""
    cells = {(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#"}
    rects = []
    while cells:
        stack = [cells.pop()]
        group = []
        while stack:
            x, y = stack.pop()
            group.append((x, y))
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in cells:
                    cells.remove(n)
                    stack.append(n)
        xs = [c[0] for c in group]
        ys = [c[1] for c in group]
        rects.append(
            QRectF(
                min(xs) * SQUARE,
                min(ys) * SQUARE,
                (max(xs) - min(xs) + 1) * SQUARE,
                (max(ys) - min(ys) + 1) * SQUARE,
            )
        )
    return sorted(rects, key=lambda r: (r.x(), r.y()))


class BoardItem(QGraphicsItem):
    """The sea board: water, islands in relief, treasure caches, black-cannon squares, the
    grid, and the wooden frame with column letters and row numbers."""

    def __init__(self, rows: Sequence[str], legend: dict[str, str]) -> None:
        super().__init__()
        self.rows = tuple(rows)
        self.width = len(self.rows[0])
        self.height = len(self.rows)
        self.kinds: dict[tuple[int, int], str] = {}
        for y, row in enumerate(self.rows):
            for x, ch in enumerate(row):
                self.kinds[(x, y)] = legend.get(ch, "port")
        self.islands = _islands(self.rows)
        self.board_rect = QRectF(0, 0, self.width * SQUARE, self.height * SQUARE)
        self._rect = self.board_rect.adjusted(-BAND - 4, -BAND - 4, BAND + 8, BAND + 10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Redrawn from the SVGs only when the zoom changes.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def squares(self, kind: str) -> list[tuple[int, int]]:
        """The squares of one kind (``sea``, ``island``, ``treasure``, ``black_cannon``,
        ``port``)."""
        return sorted(sq for sq, k in self.kinds.items() if k == kind)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        board = self.board_rect
        frame = board.adjusted(-BAND, -BAND, BAND, BAND)
        # Shadow and the wooden frame.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(frame.translated(4, 7), 18, 18)
        wood = QLinearGradient(frame.topLeft(), frame.bottomRight())
        wood.setColorAt(0.0, QColor("#7a4f2b"))
        wood.setColorAt(0.5, QColor("#5e3a1e"))
        wood.setColorAt(1.0, QColor("#4a2c15"))
        painter.setBrush(QBrush(wood))
        painter.setPen(QPen(QColor("#2e1a0b"), 2.5))
        painter.drawRoundedRect(frame, 18, 18)
        band = frame.adjusted(7, 7, -7, -7)
        painter.setBrush(PARCHMENT)
        painter.setPen(QPen(QColor("#9c7a45"), 1.5))
        painter.drawRoundedRect(band, 12, 12)
        # The sea, tile by tile.
        painter.save()
        painter.setClipRect(board)
        sea = renderer("sea")
        tile = 2 * SQUARE
        y = 0.0
        while y < board.height():
            x = 0.0
            while x < board.width():
                sea.render(painter, QRectF(x, y, tile, tile))
                x += tile
            y += tile
        # The grid.
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.2))
        for col in range(1, self.width):
            painter.drawLine(QPointF(col * SQUARE, 0), QPointF(col * SQUARE, board.height()))
        for row in range(1, self.height):
            painter.drawLine(QPointF(0, row * SQUARE), QPointF(board.width(), row * SQUARE))
        for square, kind in self.kinds.items():
            if kind == "treasure":
                renderer("cache").render(painter, square_rect(square))
            elif kind == "black_cannon":
                renderer("black_cannon").render(painter, square_rect(square))
        # The islands in relief (the picture spills a little over the sea around them).
        island = renderer("island")
        for index, rect in enumerate(self.islands):
            margin_x = rect.width() * 20 / 160
            margin_y = rect.height() * 20 / 320
            target = rect.adjusted(-margin_x, -margin_y, margin_x, margin_y)
            painter.save()
            if index % 2 == 1:  # the second island is the first one's mirror image
                centre = target.center()
                painter.translate(centre)
                painter.scale(-1, 1)
                painter.translate(-centre)
            island.render(painter, target)
            painter.restore()
        painter.restore()
        painter.setPen(QPen(QColor("#2e1a0b"), 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(board)
        # Column letters and row numbers on the parchment band, as large as the band holds
        # (half again as large at 200%).
        painter.setFont(board_text.font(22, bold=True, serif=True, dense=True, largest=BAND - 12))
        painter.setPen(INK)
        centre = Qt.AlignmentFlag.AlignCenter
        half = (BAND - 7) / 2 + 7
        for col in range(self.width):
            letter = COLUMNS[col] if col < len(COLUMNS) else "?"
            cx = (col + 0.5) * SQUARE
            for cy in (-half, board.height() + half):
                painter.drawText(QRectF(cx - 24, cy - 20, 48, 40), centre, letter)
        for row in range(self.height):
            cy = (row + 0.5) * SQUARE
            for cx in (-half, board.width() + half):
                painter.drawText(QRectF(cx - 24, cy - 20, 48, 40), centre, str(row + 1))


_PORT_TURN = {"nw": 0.0, "ne": 90.0, "se": 180.0, "sw": 270.0}


class PortItem(QGraphicsItem):
    """A fleet's home port in its owner's colour, and on the frame's corner beside it a
    medallion with one coin per treasure banked there (three win)."""

    def __init__(
        self, fleet: int, square: tuple[int, int], corner: str, colour: QColor, needed: int
    ) -> None:
        super().__init__()
        self.fleet = fleet
        self.square = square
        self.corner = corner
        self.colour = QColor(colour)
        self.needed = needed
        self.banked = 0
        self.marker: str | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        rect = square_rect(square)
        dx = -BAND if corner.endswith("w") else SQUARE
        dy = -BAND if corner.startswith("n") else SQUARE
        self._medallion = QRectF(rect.x() + dx, rect.y() + dy, BAND, BAND)
        self._rect = rect.united(self._medallion)

    def set_state(self, banked: int, colour: QColor, marker: str | None) -> None:
        """Show ``banked`` treasures, in ``colour`` (with ``marker`` in colour-blind mode)."""
        self.banked = banked
        self.colour = QColor(colour)
        self.marker = marker
        self.setToolTip(texts.banked_line(banked))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = square_rect(self.square)
        painter.save()
        painter.translate(rect.center())
        painter.rotate(_PORT_TURN.get(self.corner, 0.0))
        coloured_renderer("port", self.colour).render(
            painter, QRectF(-SQUARE / 2, -SQUARE / 2, SQUARE, SQUARE)
        )
        if self.marker:
            # The player's shape on the port's round tower (its centre is at 15, 15 of 80).
            tower = QPointF(-SQUARE / 2 + 15, -SQUARE / 2 + 15)
            painter.setPen(QPen(QColor("#2e1a0b"), 1.2))
            painter.setBrush(self.colour)
            painter.drawEllipse(tower, 8.5, 8.5)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.contrast_ink(self.colour))
            painter.drawPath(
                theme.shape_path(self.marker, QRectF(tower.x() - 5, tower.y() - 5, 10, 10))
            )
        painter.restore()
        # The medallion of banked treasures.
        m = self._medallion
        c = m.center()
        r = BAND / 2 - 3
        painter.setPen(QPen(QColor("#2e1a0b"), 2))
        painter.setBrush(self.colour)
        painter.drawEllipse(c, r, r)
        painter.setPen(QPen(QColor("#f7e7b0"), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, r - 3, r - 3)
        spots = [QPointF(c.x(), c.y() - 7), QPointF(c.x() - 7.5, c.y() + 5.5)]
        spots.append(QPointF(c.x() + 7.5, c.y() + 5.5))
        for i, spot in enumerate(spots[: self.needed]):
            filled = i < self.banked
            painter.setPen(
                QPen(QColor("#5a3d00") if filled else theme.contrast_ink(self.colour), 1.4)
            )
            painter.setBrush(QColor("#ffd23f") if filled else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(spot, 5.6, 5.6)
            if filled:
                painter.setPen(QPen(QColor("#b8860b"), 1))
                painter.drawEllipse(spot, 3.2, 3.2)
