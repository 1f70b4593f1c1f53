"""The Pirate Islands on the table: the pirate fleet's path as a dotted black loop through its
hexes and the fleet on its hex; each player's lane as a dashed line in their colour from their
first ship to their fortress; their warships marked with a small gold shield on the ship; and
each pirate fortress as a dark tower at its corner, with its three chits (one struck off per
victory) and a rim in its owner's colour, lit when its owner may attack it, and clicked to do
so. Everything here is public."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from capboard.engine.protocol import Action
from capboard.games.catan.actions import AttackFortress
from capboard.games.catan.scenario import Layout
from capboard.games.catan.view import CatanView
from capboard.ui.games.base import player_name
from capboard.ui.games.catan import texts_island, texts_pirates
from capboard.ui.games.catan.art import INK
from capboard.ui.games.catan.art_pieces import paint_pirate
from capboard.ui.games.catan.items import Clickable
from capboard.ui.games.catan.layout import island_layout
from capboard.ui.games.clickable import Chooser
from capboard.ui.plain import literal

_Z_LANES, _Z_MARKS, _Z_FORTRESS, _Z_FLEET = 2.2, 2.7, 4.5, 5.2
FORTRESS = QColor("#3b3532")
"""A pirate fortress: dark stone."""
CHIT = QColor("#e8c15a")


@dataclass
class PirateItems:
    """The Pirate Islands' items on one board (none in any other game)."""

    lanes: LanesItem | None = None
    marks: WarshipMarks | None = None
    fleet: FleetItem | None = None
    fortresses: tuple[FortressItem, ...] = ()

    def all(self) -> list[QGraphicsItem]:
        """Every item, for removal."""
        items: list[QGraphicsItem] = [*self.fortresses]
        items += [i for i in (self.lanes, self.marks, self.fleet) if i is not None]
        return items

    def retranslate(self) -> None:
        """The tooltips in the current language."""
        for item in self.fortresses:
            item.retranslate()
        if self.fleet is not None:
            self.fleet.retranslate()


class LanesItem(QGraphicsItem):
    """The fleet's path and the players' lanes, under the ships."""

    def __init__(self, path: Sequence[QPointF], lanes: Sequence[Sequence[QPointF]]) -> None:
        super().__init__()
        self.path = list(path)
        self.lanes = [list(lane) for lane in lanes]
        self.colours: list[QColor] = [QColor(INK) for _ in lanes]
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        points = [*self.path, *(p for lane in self.lanes for p in lane)]
        xs, ys = [p.x() for p in points], [p.y() for p in points]
        self._rect = QRectF(
            min(xs) - 12, min(ys) - 12, max(xs) - min(xs) + 24, max(ys) - min(ys) + 24
        )

    def set_colours(self, colours: Sequence[QColor]) -> None:
        if [c.name() for c in colours] != [c.name() for c in self.colours]:
            self.colours = list(colours)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        loop = QPainterPath(self.path[0])
        for point in [*self.path[1:], self.path[0]]:
            loop.lineTo(point)
        pen = QPen(QColor(20, 20, 24, 150), 4, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawPath(loop)
        for lane, colour in zip(self.lanes, self.colours, strict=True):
            line = QPainterPath(lane[0])
            for point in lane[1:]:
                line.lineTo(point)
            painter.setPen(QPen(QColor(255, 255, 255, 170), 9, Qt.PenStyle.SolidLine))
            painter.drawPath(line)
            painter.setPen(QPen(colour, 5, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(line)


class WarshipMarks(QGraphicsItem):
    """A small gold shield on each warship (the first ships of its owner's lane)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = rect
        self.points: list[QPointF] = []
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_points(self, points: Sequence[QPointF]) -> None:
        if list(points) != self.points:
            self.prepareGeometryChange()
            self.points = list(points)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for point in self.points:
            paint_shield(painter, point + QPointF(0, -20), 11)


def paint_shield(painter: QPainter, centre: QPointF, size: float) -> None:
    """A warship's mark: a gold shield with a dark cross, centred on ``centre``."""
    x, y = centre.x(), centre.y()
    shield = QPainterPath(QPointF(x - size, y - size))
    shield.lineTo(x + size, y - size)
    shield.lineTo(x + size, y)
    shield.quadTo(x + size, y + size * 0.9, x, y + size * 1.3)
    shield.quadTo(x - size, y + size * 0.9, x - size, y)
    shield.closeSubpath()
    painter.setPen(QPen(INK, 1.6))
    painter.setBrush(CHIT)
    painter.drawPath(shield)
    painter.setPen(QPen(INK, 2.2))
    painter.drawLine(QPointF(x, y - size * 0.7), QPointF(x, y + size * 0.8))
    painter.drawLine(
        QPointF(x - size * 0.65, y - size * 0.1), QPointF(x + size * 0.65, y - size * 0.1)
    )


class FleetItem(QGraphicsItem):
    """The pirate fleet on its hex."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(texts_pirates.fleet_tooltip())

    def boundingRect(self) -> QRectF:
        return QRectF(-50, -44, 100, 88)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_pirate(painter, 84)


class FortressItem(Clickable):
    """A player's pirate fortress: a tower with a chit per victory still needed, a rim in its
    owner's colour; lit when its owner may attack it, and a click (or Enter) attacks."""

    def __init__(self, seat: int, choose: Chooser) -> None:
        super().__init__(choose)
        self.seat = seat
        self.colour = QColor(INK)
        self.name = ""
        self.wins = 0
        self.strength = 3

    @property
    def active(self) -> bool:
        """Whether a click attacks now."""
        return self.is_active()

    def set_state(self, colour: QColor, name: str, wins: int, strength: int, attack: bool) -> None:
        """What the fortress shows now, and whether it stands for the attack."""
        state = (colour.name(), name, wins, strength)
        if state != (self.colour.name(), self.name, self.wins, self.strength):
            self.colour, self.name, self.wins, self.strength = colour, name, wins, strength
            self.update()
        self.set_action(AttackFortress() if attack else None)
        self.setVisible(wins < strength)  # a fortress taken is its owner's settlement now
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(
            literal(texts_pirates.fortress_tooltip(self.name, self.wins, self.strength))
        )

    def boundingRect(self) -> QRectF:
        return QRectF(-30, -44, 60, 70)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.is_active():
            painter.setPen(QPen(QColor("#ffd84a"), 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, -8), 29, 33)
        # The tower: a dark keep with battlements, its door in the owner's colour.
        painter.setPen(QPen(self.colour, 3.5))
        painter.setBrush(FORTRESS)
        tower = QPainterPath(QPointF(-16, 14))
        tower.lineTo(-16, -22)
        for i in range(4):
            x = -16 + i * 32 / 3.5
            tower.lineTo(x, -30)
            tower.lineTo(x + 32 / 7, -30)
            tower.lineTo(x + 32 / 7, -22)
        tower.lineTo(16, -30)
        tower.lineTo(16, 14)
        tower.closeSubpath()
        painter.drawPath(tower)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(QRectF(-5, 0, 10, 14), 4, 4)
        # The chits: one per victory still needed, struck-off ones faded.
        for i in range(self.strength):
            centre = QPointF(-14 + i * 14, -12)
            taken = i < self.wins
            painter.setPen(QPen(INK, 1.2))
            painter.setBrush(QColor(120, 110, 100) if taken else CHIT)
            painter.drawEllipse(centre, 5.5, 5.5)


def show_pirates(
    scene: QGraphicsScene,
    view: CatanView,
    items: PirateItems,
    legal: Sequence[Action],
    colour: Callable[[int], QColor],
    names: Sequence[str],
    choose: Callable[[Action], None],
) -> PirateItems:
    """The Pirate Islands' items of ``view`` on ``scene``: made once per board (``items`` kept
    while there is one), then brought up to date. No items in any other game."""
    if not view.fortress_wins:
        return PirateItems()
    if items.lanes is None:
        items = _make(scene, view, choose)
    assert items.lanes is not None and items.marks is not None and items.fleet is not None
    layout = island_layout(view.board.map_id)
    starts = _layout(view).starts
    items.lanes.set_colours([colour(s) for s in range(len(starts))])
    marks = [
        layout.edge_centre(edge)
        for seat, start in enumerate(starts)
        for edge in start.lane[: view.warships[seat]]
    ]
    items.marks.set_points(marks)
    items.fleet.setVisible(view.fleet is not None)
    if view.fleet is not None:
        items.fleet.setPos(layout.tile_centres[view.fleet])
    may_attack = view.seat is not None and AttackFortress() in legal
    for item in items.fortresses:
        item.set_state(
            colour(item.seat),
            player_name(names, item.seat),
            view.fortress_wins[item.seat],
            view.fortress_strength,
            may_attack and item.seat == view.turn,
        )
    return items


def _layout(view: CatanView) -> Layout:
    layout = texts_island.island(view.board.map_id).layout
    assert isinstance(layout, Layout)
    return layout


def _make(scene: QGraphicsScene, view: CatanView, choose: Callable[[Action], None]) -> PirateItems:
    layout = island_layout(view.board.map_id)
    data = _layout(view)
    path = [layout.tile_centres[t] for t in data.fleet_path]
    lanes = [[layout.edge_centre(e) for e in start.lane] for start in data.starts]
    lanes_item = LanesItem(path, lanes)
    lanes_item.setZValue(_Z_LANES)
    marks = WarshipMarks(layout.rect)
    marks.setZValue(_Z_MARKS)
    fleet = FleetItem()
    fleet.setZValue(_Z_FLEET)
    fortresses = []
    for seat, start in enumerate(data.starts):
        fortress = FortressItem(seat, choose)
        fortress.setPos(layout.corner_points[start.fortress])
        fortress.setZValue(_Z_FORTRESS)
        fortresses.append(fortress)
    items = PirateItems(lanes_item, marks, fleet, tuple(fortresses))
    for item in items.all():
        scene.addItem(item)
    return items


__all__ = ["FortressItem", "PirateItems", "paint_shield", "show_pirates"]
