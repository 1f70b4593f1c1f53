"""The pieces of Canon Noir's board: the sea board itself, ports, ships, the squares a ship
may sail to, the dice, the treasure pool, the cards of a duel, and the aiming game's cannon,
gauge, ball and splash.

Items only draw what they are told and report clicks: each interactive item is given the legal
action it stands for and a ``choose`` callback; it never decides what is legal.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from capboard.engine.protocol import Action
from capboard.games.canon_noir.actions import COLUMNS
from capboard.ui import board_text, theme
from capboard.ui.games.canon_noir import texts
from capboard.ui.games.canon_noir.art import coloured_renderer, renderer
from capboard.ui.games.canon_noir.layout import BAND, SHIP_SIZE, SQUARE, square_rect
from capboard.ui.games.clickable import HIGHLIGHT, Chooser, ClickableItem

NEUTRAL = QColor("#8a8178")
"""The colour of a fleet left out of the game."""

_INK = QColor("#3a2410")
_PARCHMENT = QColor("#ecd9a8")


def _font(pixels: int, bold: bool = False, serif: bool = False) -> QFont:
    font = QFont("serif") if serif else QFont()
    if serif:
        font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


class _Clickable(ClickableItem):
    """An item that stands for at most one legal action, set by the scene."""

    def __init__(self, choose: Chooser, parent: QGraphicsItem | None = None) -> None:
        super().__init__(choose, parent)
        self._action: Action | None = None
        self._set_interactive(False)

    def set_action(self, action: Action | None) -> None:
        """The action a click on this item chooses now (None: none)."""
        self._action = action
        self._set_interactive(action is not None)
        self.update()

    @property
    def action(self) -> Action | None:
        """The action a click chooses, or None."""
        return self._action

    def action_at(self, pos: QPointF | None) -> Action | None:
        return self._action


# -- the board -------------------------------------------------------------------------------


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
        painter.setBrush(_PARCHMENT)
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
        painter.setPen(_INK)
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


# -- ships -----------------------------------------------------------------------------------

# Where a ship's sail (for the colour-blind marker) and deck (for a treasure) lie in its
# 100 x 100 picture: marker centre and size, chest centre.
_MARKER_SPOT = {
    "caravel": (QPointF(52, 40), 16.0),
    "frigate": (QPointF(42, 44), 16.0),
    "raft": (QPointF(48, 55), 12.0),
}
_CHEST_SPOT = {"caravel": QPointF(68, 58), "frigate": QPointF(62, 61), "raft": QPointF(50, 58)}


class ShipItem(_Clickable):
    """A fleet's ship in play on its coloured base, facing the way it last sailed, with a
    treasure chest on deck when it carries one; glows (with a gun sight) when it may be fired
    at or duelled."""

    def __init__(self, fleet: int, choose: Chooser) -> None:
        super().__init__(choose)
        self.fleet = fleet
        self.ship = "caravel"
        self.colour = QColor(NEUTRAL)
        self.marker: str | None = None
        self.treasure = False
        self.facing = 1  # 1: east, -1: west
        self.aimed_at = False  # a cannon is turned on this ship (shown to every viewer)

    def set_ship(self, ship: str, colour: QColor, marker: str | None, treasure: bool) -> None:
        """Show ``ship`` in ``colour``, carrying a treasure or not."""
        self.ship = ship
        self.colour = QColor(colour)
        self.marker = marker
        self.treasure = treasure
        self.update()

    def set_facing(self, facing: int) -> None:
        """Face east (1) or west (-1)."""
        if facing in (1, -1) and facing != self.facing:
            self.facing = facing
            self.update()

    def set_aimed_at(self, on: bool) -> None:
        """Mark the ship as the target of the cannon about to fire."""
        self.aimed_at = on
        self.update()

    def boundingRect(self) -> QRectF:
        r = SQUARE / 2 + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-SQUARE / 2, -SQUARE / 2, SQUARE, SQUARE))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._action is not None or self.aimed_at:
            strong = self.highlighted() or (self.aimed_at and self._action is None)
            halo = QColor(HIGHLIGHT)
            halo.setAlphaF(0.95 if strong else 0.35 + 0.5 * self._glow)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(halo)
            painter.drawEllipse(QPointF(0, 0), SQUARE / 2 - 1, SQUARE / 2 - 1)
        # The base the ship stands on, in the fleet's colour.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(QPointF(2, 27), 31, 9)
        painter.setPen(QPen(self.colour.darker(170), 1.6))
        painter.setBrush(self.colour)
        painter.drawEllipse(QPointF(0, 24), 30, 8.5)
        painter.setPen(QPen(self.colour.lighter(150), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 23), 24, 5.5)
        # The ship (mirrored when it faces west).
        painter.save()
        size = SHIP_SIZE
        painter.translate(0, -6)
        painter.scale(self.facing, 1)
        box = QRectF(-size / 2, -size / 2, size, size)
        coloured_renderer(self.ship, self.colour).render(painter, box)
        unit = size / 100

        def at(p: QPointF) -> QPointF:
            return QPointF(box.x() + p.x() * unit, box.y() + p.y() * unit)

        if self.treasure:
            centre = at(_CHEST_SPOT.get(self.ship, QPointF(50, 58)))
            w, h = 27.0, 21.6
            renderer("chest").render(painter, QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h))
        if self.marker:
            spot, length = _MARKER_SPOT.get(self.ship, (QPointF(50, 50), 14.0))
            c = at(spot)
            s = length * unit * 1.4
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.contrast_ink(self.colour))
            painter.drawPath(
                theme.shape_path(self.marker, QRectF(c.x() - s / 2, c.y() - s / 2, s, s))
            )
        painter.restore()
        if self._action is not None or self.aimed_at:
            # A gun sight over the target.
            red = QColor("#c0161b")
            painter.setPen(QPen(red, 2.6 if self.highlighted() else 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = SQUARE / 2 - 5
            painter.drawEllipse(QPointF(0, 0), r, r)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                painter.drawLine(
                    QPointF(dx * (r - 9), dy * (r - 9)), QPointF(dx * (r + 5), dy * (r + 5))
                )


# -- sailing ---------------------------------------------------------------------------------


class SquareTarget(_Clickable):
    """A square the ship may sail to, with a badge of the die choice that reaches it."""

    def __init__(
        self,
        square: tuple[int, int],
        action: Action,
        colour: QColor,
        badge: str,
        choose: Chooser,
        hover: Callable[[tuple[int, int] | None], None],
    ) -> None:
        super().__init__(choose)
        self.square = square
        self.colour = QColor(colour)
        self.badge = badge
        self._hover = hover
        self.set_action(action)

    def boundingRect(self) -> QRectF:
        return QRectF(-SQUARE / 2 - 2, -SQUARE / 2 - 2, SQUARE + 4, SQUARE + 4)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-SQUARE / 2, -SQUARE / 2, SQUARE, SQUARE))
        return path

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover(self.square)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover(None)
        super().hoverLeaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._hover(self.square)
        super().focusInEvent(event)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        strong = self.highlighted()
        rect = QRectF(-SQUARE / 2 + 4, -SQUARE / 2 + 4, SQUARE - 8, SQUARE - 8)
        fill = QColor(HIGHLIGHT)
        fill.setAlphaF(0.8 if strong else 0.3 + 0.25 * self._glow)
        painter.setBrush(fill)
        painter.setPen(QPen(self.colour.darker(115), 5 if strong else 3.5))
        painter.drawRoundedRect(rect, 9, 9)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#ffffff"), 1.6, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 6, 6)
        # The badge (the treasures or cannon balls to be won there) grows with its number.
        font = board_text.font(16, bold=True, dense=True)
        painter.setFont(font)
        grow = board_text.dense_factor()
        width = max(26.0, 10.0 + 9.0 * len(self.badge)) * grow
        badge = QRectF(SQUARE / 2 - width - 4, -SQUARE / 2 + 4, width, 24 * grow)
        painter.setPen(QPen(self.colour.darker(140), 1.6))
        painter.setBrush(QColor("#fffdf4"))
        painter.drawRoundedRect(badge, 12, 12)
        painter.setPen(_INK)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.badge)


# -- the tray below the board --------------------------------------------------------------

DIE = 58.0
_PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def paint_die(
    painter: QPainter, centre: QPointF, value: int | None, colour: QColor, angle: float
) -> None:
    """One die in ``colour`` showing ``value`` (None: a blank face with a question mark)."""
    painter.save()
    painter.translate(centre)
    painter.rotate(angle)
    rect = QRectF(-DIE / 2, -DIE / 2, DIE, DIE)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(rect.translated(2.5, 4), 11, 11)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, colour.lighter(135))
    gradient.setColorAt(1.0, colour.darker(115))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(colour.darker(180), 2))
    painter.drawRoundedRect(rect, 11, 11)
    ink = theme.contrast_ink(colour)
    if value is None:
        painter.setPen(ink)
        painter.setFont(_font(30, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        step = DIE * 0.27
        for px, py in _PIPS.get(value, []):
            painter.drawEllipse(QPointF(px * step, py * step), 5.6, 5.6)
    painter.restore()


class DiceItem(_Clickable):
    """The dice in the colour of the fleet to play; clicking them rolls when a roll is
    legal. After a roll they tumble for a moment, then show the values."""

    def __init__(self, choose: Chooser) -> None:
        super().__init__(choose)
        self.values: tuple[int, ...] = ()
        self.count = 2
        self.colour = QColor(NEUTRAL)
        self._tumble = 1.0
        self._faces: list[int] = []
        self._rng = random.Random(1979)  # only for the faces shown while tumbling

    def set_dice(self, values: Sequence[int], count: int, colour: QColor) -> None:
        """Show ``values`` (empty: not rolled yet) on ``count`` dice in ``colour``."""
        self.values = tuple(values)
        self.count = max(1, count)
        self.colour = QColor(colour)
        self.update()

    def _get_tumble(self) -> float:
        return self._tumble

    def _set_tumble(self, value: float) -> None:
        # New random faces a few times a second while the dice roll.
        if int(value * 9) != int(self._tumble * 9) or not self._faces:
            self._faces = [self._rng.randint(1, 6) for _ in range(2)]
        self._tumble = value
        self.update()

    tumble = Property(float, _get_tumble, _set_tumble)
    """0 when the dice leave the hand, 1 when they lie still."""

    def is_tumbling(self) -> bool:
        """True while the dice roll."""
        return self._tumble < 1.0

    # The hint under the tray is wider than the tray: room for longer languages.
    HINT = QRectF(-90, DIE + 10, 2 * DIE + 200, 24)

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, 2 * DIE + 50, DIE + 52).united(self.HINT)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(-6, -6, 2 * DIE + 42, DIE + 12), 14, 14)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tray = QRectF(-6, -6, 2 * DIE + 42, DIE + 12)
        if self._action is not None:
            halo = QColor(HIGHLIGHT)
            halo.setAlphaF(1.0 if self.highlighted() else 0.45 + 0.5 * self._glow)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(halo)
            painter.drawRoundedRect(tray.adjusted(-6, -6, 6, 6), 18, 18)
        painter.setPen(QPen(QColor("#2e1a0b"), 2))
        painter.setBrush(QColor("#2f5d3a"))
        painter.drawRoundedRect(tray, 14, 14)
        rolling = self._tumble < 1.0
        for i in range(self.count):
            centre = QPointF(DIE / 2 + 9 + i * (DIE + 12), DIE / 2)
            if rolling:
                value: int | None = self._faces[i % len(self._faces)] if self._faces else None
                angle = (1.0 - self._tumble) * (540 if i == 0 else -450)
                centre += QPointF(0, -math.sin(self._tumble * math.pi * 3) * 8 * (1 - self._tumble))
            else:
                value = self.values[i] if i < len(self.values) else None
                angle = 0.0
            paint_die(painter, centre, value, self.colour, angle)
        if self._action is not None:
            painter.setPen(_INK)
            painter.setFont(
                board_text.fitted_font(
                    texts.roll_hint(self.count), self.HINT.width(), 14, bold=True, largest=22
                )
            )
            painter.drawText(
                self.HINT,
                Qt.AlignmentFlag.AlignCenter,
                texts.roll_hint(self.count),
            )


class PoolItem(QGraphicsItem):
    """The common pool of treasures still hidden on the islands."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_count(self, count: int) -> None:
        """Show ``count`` treasures left."""
        self.count = count
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-12, -4, 194, 100)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer("chest").render(painter, QRectF(0, 4, 70, 56))
        painter.setPen(_INK)
        count = f"× {self.count}"
        painter.setFont(
            board_text.fitted_font(count, 96, 30, bold=True, dense=True, largest=44, serif=True)
        )
        painter.drawText(
            QRectF(78, 4, 100, 56),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            count,
        )
        caption = texts.pool_caption()
        painter.setFont(board_text.fitted_font(caption, 184, 14, bold=True, largest=21))
        painter.drawText(QRectF(-10, 64, 190, 26), Qt.AlignmentFlag.AlignLeft, caption)


CARD_WIDTH = 156.0
CARD_HEIGHT = 58.0


class CardItem(_Clickable):
    """A button-like card beside the board ("Duel!", "Let it go")."""

    def __init__(self, kind: str, choose: Chooser) -> None:
        super().__init__(choose)
        self.kind = kind
        self.colour = QColor(theme.INK_SOFT)
        self.setVisible(False)

    def set_card(self, action: Action | None, colour: QColor) -> None:
        """Show the card for ``action`` in ``colour``, or hide it (None)."""
        self.colour = QColor(colour)
        self.set_action(action)
        self.setVisible(action is not None)

    def text(self) -> str:
        """The card's words in the current language."""
        return texts.duel_text() if self.kind == "duel" else texts.let_go_text()

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, CARD_WIDTH + 16, CARD_HEIGHT + 16)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT), 12, 12)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 55))
        painter.drawRoundedRect(rect.translated(2, 3), 12, 12)
        halo = QColor(HIGHLIGHT)
        halo.setAlphaF(1.0 if self.highlighted() else 0.45 + 0.5 * self._glow)
        painter.setBrush(halo)
        painter.drawRoundedRect(rect.adjusted(-6, -6, 6, 6), 16, 16)
        fill = QColor("#fff6df") if self.highlighted() else QColor("#fffdf8")
        if self.kind == "duel":
            fill = QColor("#3a2410") if not self.highlighted() else QColor("#5a3a1c")
        painter.setBrush(fill)
        painter.setPen(QPen(self.colour, 3 if self.highlighted() else 2))
        painter.drawRoundedRect(rect, 12, 12)
        painter.setPen(QColor("#fff3d0") if self.kind == "duel" else _INK)
        text = self.text()
        painter.setFont(
            board_text.fitted_font(
                text, rect.width() - 12, 19, bold=True, dense=True, largest=30, serif=True
            )
        )
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


# -- the aiming game -----------------------------------------------------------------------


class CannonItem(QGraphicsObject):
    """The black cannon on the shooter's square, turned to ``direction`` degrees (clockwise
    from east). With ``controls`` on, a ring of degree marks helps fine aiming."""

    def __init__(self) -> None:
        super().__init__()
        self._direction = 0.0
        self.controls = False
        self.colour = QColor(NEUTRAL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _get_direction(self) -> float:
        return self._direction

    def _set_direction(self, value: float) -> None:
        self._direction = float(value) % 360.0
        self.update()

    direction = Property(float, _get_direction, _set_direction)

    def set_controls(self, on: bool, colour: QColor) -> None:
        """Show (or hide) the aiming ring, in the shooter's colour."""
        self.controls = on
        self.colour = QColor(colour)
        self.update()

    def boundingRect(self) -> QRectF:
        r = 74.0
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.controls:
            ring = QColor(self.colour)
            ring.setAlphaF(0.3)
            painter.setPen(QPen(QColor(255, 255, 255, 200), 9))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), 62, 62)
            painter.setPen(QPen(ring.darker(120), 9))
            painter.drawEllipse(QPointF(0, 0), 62, 62)
            for degree in range(0, 360, 15):
                a = math.radians(degree)
                inner = 57 if degree % 45 == 0 else 60
                painter.setPen(QPen(_INK, 2 if degree % 45 == 0 else 1.2))
                painter.drawLine(
                    QPointF(inner * math.cos(a), inner * math.sin(a)),
                    QPointF(66 * math.cos(a), 66 * math.sin(a)),
                )
            a = math.radians(self._direction)
            tip = QPointF(72 * math.cos(a), 72 * math.sin(a))
            left = QPointF(60 * math.cos(a - 0.12), 60 * math.sin(a - 0.12))
            right = QPointF(60 * math.cos(a + 0.12), 60 * math.sin(a + 0.12))
            painter.setPen(QPen(QColor("#2e1a0b"), 1.5))
            painter.setBrush(QColor("#c0161b"))
            painter.drawPolygon(QPolygonF([tip, left, right]))
        painter.save()
        painter.rotate(self._direction)
        scale = 0.8
        # The cannon turns about (35, 30) of its 100 x 60 picture.
        renderer("cannon").render(
            painter, QRectF(-35 * scale, -30 * scale, 100 * scale, 60 * scale)
        )
        painter.restore()


class GaugeItem(QGraphicsObject):
    """The swinging power gauge: a bar from 0 (bottom) to 100 (top) and a needle."""

    HEIGHT = 170.0
    WIDTH = 30.0

    def __init__(self) -> None:
        super().__init__()
        self._power = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _get_power(self) -> float:
        return self._power

    def _set_power(self, value: float) -> None:
        self._power = max(0.0, min(100.0, float(value)))
        self.update()

    power = Property(float, _get_power, _set_power)

    def boundingRect(self) -> QRectF:
        return QRectF(-34, -30, self.WIDTH + 68, self.HEIGHT + 40)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bar = QRectF(0, 0, self.WIDTH, self.HEIGHT)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(bar.adjusted(-5, -5, 5, 5).translated(2, 3), 10, 10)
        painter.setBrush(QColor("#3a2410"))
        painter.drawRoundedRect(bar.adjusted(-5, -5, 5, 5), 10, 10)
        gradient = QLinearGradient(0, self.HEIGHT, 0, 0)
        gradient.setColorAt(0.0, QColor("#3aa655"))
        gradient.setColorAt(0.55, QColor("#f2c230"))
        gradient.setColorAt(1.0, QColor("#d6301e"))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(bar, 6, 6)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
        for tick in range(1, 10):
            y = self.HEIGHT * tick / 10
            painter.drawLine(QPointF(0, y), QPointF(self.WIDTH * (0.5 if tick % 5 else 1), y))
        y = self.HEIGHT * (1 - self._power / 100)
        painter.setPen(QPen(QColor("#ffffff"), 3))
        painter.drawLine(QPointF(-8, y), QPointF(self.WIDTH + 8, y))
        painter.setPen(QPen(QColor("#2e1a0b"), 1.5))
        painter.setBrush(QColor("#ffffff"))
        painter.drawPolygon(QPolygonF([QPointF(-8, y), QPointF(-20, y - 8), QPointF(-20, y + 8)]))
        painter.setPen(QColor("#fff3d0"))
        painter.setFont(board_text.font(13, bold=True, dense=True, largest=17))
        caption = QRectF(-30, -30, self.WIDTH + 60, 20)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3a2410"))
        painter.drawRoundedRect(caption.adjusted(6, -1, -6, 1), 8, 8)
        painter.setPen(QColor("#fff3d0"))
        painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, texts.power_caption())


class AimOverlay(QGraphicsObject):
    """An invisible sheet over the whole board while the viewer aims: a press anywhere turns
    the cannon toward the pointer, dragging keeps turning it, and the release fires."""

    def __init__(
        self,
        rect: QRectF,
        turn: Callable[[QPointF], None],
        release: Callable[[QPointF], None],
    ) -> None:
        super().__init__()
        self._rect = QRectF(rect)
        self._turn = turn
        self._release = release
        self._pressed = False
        self.set_active(False)

    def set_active(self, on: bool) -> None:
        """Take the mouse (or leave it to the pieces below)."""
        self.setVisible(on)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.CrossCursor)
        self._pressed = False

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pass  # it only catches the mouse

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._pressed = True
        self._turn(event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._pressed:
            self._turn(event.scenePos())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._pressed and event.button() == Qt.MouseButton.LeftButton:
            self._pressed = False
            self._turn(event.scenePos())
            self._release(event.scenePos())
        event.accept()


class BallItem(QGraphicsObject):
    """A cannonball in flight from ``start`` to ``end`` along an arc; ``flight`` runs from
    0 (leaving the muzzle) to 1 (landing). Its shadow crosses the water below it."""

    def __init__(self, start: QPointF, end: QPointF) -> None:
        super().__init__()
        self.start = QPointF(start)
        self.end = QPointF(end)
        distance = math.hypot(end.x() - start.x(), end.y() - start.y())
        self.arc = min(220.0, 40.0 + 0.35 * distance)
        self._flight = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._set_flight(0.0)

    def _get_flight(self) -> float:
        return self._flight

    def _set_flight(self, value: float) -> None:
        self._flight = float(value)
        t = self._flight
        self.prepareGeometryChange()
        self.setPos(self.start + (self.end - self.start) * t)
        self.update()

    flight = Property(float, _get_flight, _set_flight)

    def height(self) -> float:
        """How high above the water the ball flies now."""
        t = self._flight
        return 4 * self.arc * t * (1 - t)

    def boundingRect(self) -> QRectF:
        h = self.height()
        return QRectF(-22, -h - 22, 44, h + 36)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.height()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawEllipse(QPointF(0, 4), 9, 4)
        r = 9 + 5 * math.sin(math.pi * self._flight)
        centre = QPointF(0, -h)
        gradient = QRadialGradient(centre + QPointF(-r / 3, -r / 3), r * 1.3)
        gradient.setColorAt(0.0, QColor("#8a8a8a"))
        gradient.setColorAt(0.5, QColor("#2a2a2a"))
        gradient.setColorAt(1.0, QColor("#050505"))
        painter.setBrush(QBrush(gradient))
        painter.drawEllipse(centre, r, r)


class ImpactItem(QGraphicsObject):
    """Where the ball came down: a splash of rings and droplets (``splash``) or a burst of
    fire and smoke on the ship (``burst``); ``progress`` runs from 0 to 1."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind
        self._progress = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _get_progress(self) -> float:
        return self._progress

    def _set_progress(self, value: float) -> None:
        self._progress = float(value)
        self.update()

    progress = Property(float, _get_progress, _set_progress)

    def boundingRect(self) -> QRectF:
        return QRectF(-70, -80, 140, 150)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = self._progress
        fade = max(0.0, 1.0 - t)
        if self.kind == "splash":
            for k in range(3):
                rt = max(0.0, t - k * 0.15)
                ring = QColor(255, 255, 255, int(220 * fade))
                painter.setPen(QPen(ring, 4 - k))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(0, 0), 10 + 48 * rt, (10 + 48 * rt) * 0.45)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(220, 245, 255, int(235 * fade)))
            for i in range(8):
                a = math.radians(200 + i * 20)
                lift = math.sin(math.pi * min(1.0, t * 1.3)) * 46
                x = math.cos(a) * 30 * t
                painter.drawEllipse(QPointF(x, -lift * (0.6 + 0.4 * abs(math.sin(a)))), 4, 5)
            painter.setBrush(QColor(240, 250, 255, int(200 * fade)))
            painter.drawEllipse(
                QPointF(0, -18 * math.sin(math.pi * t)), 8, 20 * math.sin(math.pi * t) + 1
            )
        else:
            flash = max(0.0, 1.0 - 2.2 * t)
            if flash > 0:
                points = []
                for i in range(16):
                    r = (56 if i % 2 == 0 else 24) * (0.5 + t * 1.5)
                    a = math.pi * 2 * i / 16
                    points.append(QPointF(r * math.cos(a), r * math.sin(a)))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 200, 40, int(255 * flash)))
                painter.drawPolygon(QPolygonF(points))
                painter.setBrush(QColor(255, 90, 20, int(255 * flash)))
                painter.drawEllipse(QPointF(0, 0), 18 + 20 * t, 18 + 20 * t)
            painter.setPen(Qt.PenStyle.NoPen)
            for i in range(5):
                a = math.radians(i * 72 + 30)
                c = QPointF(math.cos(a) * 22 * t, -30 * t + math.sin(a) * 14 * t)
                painter.setBrush(QColor(70, 64, 60, int(170 * fade)))
                painter.drawEllipse(c, 10 + 14 * t, 10 + 14 * t)
