"""The Seafarers pieces of Catan's table: ships (and the spots where one may be built or moved
to), the pirate ship, the island bonus tokens under the settlements that earned them, and the
scenario's title plaque over the map.

Like every item of the table, these draw what they are told and report clicks; the scene
decides what is legal from the actions it is given.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from capboard.engine.protocol import Action
from capboard.games.catan.board import SEA, catan_map
from capboard.ui import board_text
from capboard.ui.games.catan import texts_table
from capboard.ui.games.catan.art import INK, NEUTRAL, fitted_font
from capboard.ui.games.catan.art_pieces import (
    PIRATE_W,
    SHIP_H,
    SHIP_W,
    paint_pirate,
    paint_ship,
    paint_special_token,
)
from capboard.ui.games.catan.items import Clickable, Press
from capboard.ui.games.catan.layout import island_layout
from capboard.ui.games.catan.patterns import paint_ship_marks
from capboard.ui.games.catan.pieces import RobberItem
from capboard.ui.games.clickable import HIGHLIGHT, Chooser, rounded_path

SHIP_SHIFT = 22.0
"""How far a ship on a coast stands out to sea from the coast line: a road spot and a ship
spot on the same coast then stay apart, and each can be clicked."""
PIRATE_OFFSET = QPointF(0.0, 6.0)
"""Where the pirate floats on its sea hex, from the centre."""
PIRATE_SPOTS = (
    QPointF(0.0, 6.0),
    QPointF(0.0, 46.0),
    QPointF(0.0, -38.0),
    QPointF(-34.0, 26.0),
    QPointF(34.0, 26.0),
)
"""Where the pirate may float on a sea hex that holds a harbour's sign (it takes the one
farthest from the signs)."""
SPECIAL_OFFSET = QPointF(24.0, 22.0)
"""Where an island bonus token peeks out from under its settlement, from the corner."""


def ship_pose(map_id: str, terrain: Sequence[str], edge: int) -> tuple[QPointF, float]:
    """Where a ship on ``edge`` stands (scene coordinates) and its rotation (degrees,
    clockwise): along a slanting edge and never upside down, upright on an upright edge (a
    ship on its side reads as a wreck); on a coast, moved out to sea (``terrain`` says which
    side is water: sea, or the frame beyond a tile)."""
    layout = island_layout(map_id)
    geometry = catan_map(map_id).geometry
    line = layout.edge_lines[edge]
    centre = line.center()
    rotation = -line.angle()
    # Keep the masts up: a half turn points the same way along the edge.
    while rotation <= -90.0:
        rotation += 180.0
    while rotation > 90.0:
        rotation -= 180.0
    upright = abs(abs(rotation) - 90.0) < 1.0
    if upright:
        rotation = 0.0
    tiles = geometry.edge_tiles[edge]
    land = [t for t in tiles if terrain[t] != SEA]
    water = len(tiles) - len(land) + (2 - len(tiles))  # the frame counts as water
    if len(land) == 1 and water == 1:
        away = centre - layout.tile_centres[land[0]]
        length = math.hypot(away.x(), away.y()) or 1.0
        # Across an upright coast the hull's whole half length keeps it off the land.
        shift = SHIP_W / 2 - 4 if upright else SHIP_SHIFT
        centre = centre + away * (shift / length)
    return centre, rotation


class ShipItem(Clickable):
    """An edge's ship in its owner's colour, or a spot where one may be built or moved to
    (a pale ship, lit up). A ship that may be moved is lit too; once picked it is lifted."""

    def __init__(self, edge: int, choose: Chooser) -> None:
        super().__init__(choose)
        self.edge = edge
        self.owner: int | None = None
        self.colour = QColor(NEUTRAL)
        self.marker: str | None = None
        self.pattern: str | None = None
        """The owner's colour-blind pattern (see :mod:`~capboard.ui.games.catan.patterns`)."""
        self.selected = False
        self._target_colour = QColor(NEUTRAL)
        self._home = QPointF()

    def set_pose(self, centre: QPointF, rotation: float) -> None:
        """Where the ship stands and how it is turned."""
        self._home = QPointF(centre)
        self.setPos(centre)
        self.setRotation(rotation)

    def home(self) -> QPointF:
        """Where the ship stands when it is not moving."""
        return QPointF(self._home)

    def set_ship(
        self, owner: int | None, colour: QColor, marker: str | None, pattern: str | None = None
    ) -> None:
        """The ship on this edge (None: none), with its owner's shape and pattern when the
        colour-blind setting is on."""
        wanted = (owner, QColor(colour), marker, pattern)
        if wanted == (self.owner, self.colour, self.marker, self.pattern):
            return
        self.owner, self.colour, self.marker, self.pattern = wanted
        self.update()

    def set_target(
        self,
        action: Action | None,
        press: Press | None,
        colour: QColor,
        selected: bool = False,
    ) -> None:
        """What a click does here: build or move a ship (``action``), or pick this ship to
        move or put it back (``press``); in the player's ``colour``; ``selected``: the ship
        picked to move."""
        if QColor(colour) != self._target_colour:
            self._target_colour = QColor(colour)
            self.update()
        if press is not None:
            self.set_press(press)
        else:
            self.set_action(action)
        if selected != self.selected:
            self.selected = selected
            self.update()
        self.setVisible(self.owner is not None or self.is_active())

    @property
    def movable(self) -> bool:
        """True when this ship may be picked (or put back) with a click."""
        return self.owner is not None and self._press is not None

    def boundingRect(self) -> QRectF:
        return QRectF(-SHIP_W / 2 - 14, -SHIP_H / 2 - 20, SHIP_W + 28, SHIP_H + 34)

    def shape(self) -> QPainterPath:
        return rounded_path(QRectF(-SHIP_W / 2 + 4, -SHIP_H / 2 + 4, SHIP_W - 8, SHIP_H - 8), 10)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        strong = self.highlighted() or self.selected
        if self.owner is not None:
            if self.selected:
                # The ship picked to move: a steady ring in its owner's colour, not a pulse
                # like the places it may go.
                painter.setPen(QPen(QColor(HIGHLIGHT), 10))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(0, 2), SHIP_W * 0.6, SHIP_H * 0.56)
                painter.setPen(QPen(self.colour, 4))
                painter.drawEllipse(QPointF(0, 2), SHIP_W * 0.6, SHIP_H * 0.56)
            elif self.is_active():
                painter.setPen(QPen(self.halo(), 7 if strong else 5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(0, 2), SHIP_W * 0.56, SHIP_H * 0.5)
            if self.selected:
                # Lifted off the water: a shadow below, the ship a little higher.
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 60))
                painter.drawEllipse(QPointF(0, SHIP_H * 0.38), SHIP_W * 0.42, SHIP_H * 0.12)
                painter.translate(0, -8)
            if self.pattern:
                paint_ship(painter, self.colour, None)
                paint_ship_marks(
                    painter, self.pattern, self.marker, self.colour, upright=-self.rotation()
                )
            else:
                paint_ship(painter, self.colour, self.marker)
            return
        if self.action is None:
            return
        # A spot: a pale ship in the builder's colour on a lit patch of water, unlike a road
        # spot's dashed bar.
        patch = QColor(HIGHLIGHT)
        patch.setAlphaF(0.45 if strong else 0.15 + 0.2 * self._glow)
        painter.setPen(QPen(self.halo(), 6 if strong else 4))
        painter.setBrush(patch)
        painter.drawEllipse(QPointF(0, 0), SHIP_W * 0.55, SHIP_H * 0.48)
        painter.setOpacity(0.95 if strong else 0.5 + 0.3 * self._glow)
        paint_ship(painter, self._target_colour, None, 0.86)
        painter.setOpacity(1.0)


class PirateItem(RobberItem):
    """The pirate ship on its sea hex. When it may move, it may be dragged onto a lit sea hex
    like the robber."""

    def __init__(self, drop: Callable[[QPointF], bool]) -> None:
        super().__init__(drop)

    def boundingRect(self) -> QRectF:
        return QRectF(-PIRATE_W / 2 - 8, -PIRATE_W * 0.5, PIRATE_W + 16, PIRATE_W)

    def shape(self) -> QPainterPath:
        return rounded_path(
            QRectF(-PIRATE_W * 0.45, -PIRATE_W * 0.38, PIRATE_W * 0.9, PIRATE_W * 0.76), 14
        )

    def glow_ellipse(self) -> tuple[QPointF, float, float]:
        return QPointF(0, PIRATE_W * 0.33), PIRATE_W * 0.48, PIRATE_W * 0.12

    def paint_piece(self, painter: QPainter) -> None:
        paint_pirate(painter, PIRATE_W)


class ChitItem(QGraphicsItem):
    """A round chit on the board, not clickable, that says what it is in a tooltip and grows
    with the board's text (its words or number are drawn at the text size in force)."""

    RADIUS = 16.0
    """Its half width at the usual text size."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def tooltip(self) -> str:
        """What the chit is, in the current language."""
        raise NotImplementedError

    def retranslate(self) -> None:
        """The tooltip in the current language."""
        self.setToolTip(self.tooltip())

    def boundingRect(self) -> QRectF:
        half = self.RADIUS * board_text.dense_factor()
        return QRectF(-half, -half, 2 * half, 2 * half)

    def text_size_changed(self) -> None:
        """The chit grows with its text."""
        self.prepareGeometryChange()
        self.update()


class SpecialPointItem(ChitItem):
    """An island bonus token, peeking out from under the settlement that earned it."""

    RADIUS = 22.0

    def __init__(self, corner: int, seat: int, points: int) -> None:
        super().__init__()
        self.corner = corner
        self.seat = seat
        self.points = points
        self.retranslate()

    def tooltip(self) -> str:
        return texts_table.special_points_tooltip(self.points)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_special_token(painter, self.points, board_text.grown(19.0, dense=True))


class PlaqueItem(QGraphicsItem):
    """The scenario's name and victory target on a plaque above the map."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = QRectF(rect)
        self.text = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        """Where the plaque stands."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def set_text(self, text: str) -> None:
        """What the plaque says."""
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 6, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 55))
        painter.drawRoundedRect(rect.translated(2, 4), 14, 14)
        painter.setPen(QPen(QColor("#6b4423"), 4))
        painter.setBrush(QColor("#fbf3de"))
        painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(QPen(QColor("#c8955c"), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 9, 9)
        painter.setPen(INK)
        box = rect.adjusted(20, 0, -20, 0)
        painter.setFont(
            board_text.fitted_font(self.text, box.width(), 32, bold=True, largest=box.height() - 8)
        )
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.text)


class GiftItem(ChitItem):
    """A gift of the tribe on a marked coast (The Forgotten Tribe): a victory point chit, a
    face-down development card, or a harbour's ratio sign, taken by the ship built there."""

    def __init__(self, edge: int, gift: str) -> None:
        super().__init__()
        self.edge = edge
        self.gift = gift
        self.retranslate()

    def tooltip(self) -> str:
        return texts_table.gift_tooltip(self.gift)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The chit and its text grow together, as a tag would.
        grow = board_text.dense_factor()
        painter.scale(grow, grow)
        if self.gift == "point":
            paint_special_token(painter, 1, radius=12.0)
            return
        if self.gift == "card":
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(QColor("#6b4fa0"))
            painter.drawRoundedRect(QRectF(-9, -13, 18, 26), 3, 3)
            painter.setPen(QColor("#f3e9ff"))
            painter.setFont(fitted_font("?", 14, 20, bold=True))
            painter.drawText(QRectF(-9, -13, 18, 26), Qt.AlignmentFlag.AlignCenter, "?")
            return
        kind = self.gift.split(":", 1)[-1]
        painter.setPen(QPen(INK, 1.5))
        painter.setBrush(QColor("#f4ecd8"))
        painter.drawEllipse(QPointF(0, 0), 14, 14)
        painter.setPen(INK)
        ratio = "3:1" if kind == "generic" else "2:1"
        painter.setFont(fitted_font(ratio, 22, 12, bold=True))
        painter.drawText(QRectF(-14, -14, 28, 28), Qt.AlignmentFlag.AlignCenter, ratio)


__all__ = [
    "PIRATE_OFFSET",
    "PIRATE_SPOTS",
    "SPECIAL_OFFSET",
    "ChitItem",
    "GiftItem",
    "PirateItem",
    "PlaqueItem",
    "ShipItem",
    "SpecialPointItem",
    "ship_pose",
]
