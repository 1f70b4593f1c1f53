"""Cappella's board scene: the honeycomb of tokens, the paths and buildings on it, and the
strip of building cards below.

The scene redraws from each view it is shown and lights up the targets of the legal actions it
is given; a click emits :attr:`~capboard.ui.games.base.BoardScene.action_chosen` with one of
those actions and nothing else.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from capboard.engine.assets import load_json
from capboard.engine.protocol import Action, Event
from capboard.games.cappella.actions import (
    ROW_LETTERS,
    PayPath,
    PlaceBuilding,
    PlacePath,
    StartBuild,
    TakeFromReserve,
    cell_column,
)
from capboard.games.cappella.view import CappellaView
from capboard.ui import board_text, theme
from capboard.ui.games.animations import empty_group
from capboard.ui.games.base import BoardScene
from capboard.ui.games.cappella import texts
from capboard.ui.games.cappella.art import BUILDINGS
from capboard.ui.games.cappella.cards import CARD_WIDTH, BuildCard, ReserveCard
from capboard.ui.games.cappella.items import (
    BuildingItem,
    GhostStick,
    SideItem,
    TokenItem,
)
from capboard.ui.games.cappella.layout import (
    BUILDING_SIZE,
    HEX_SIZE,
    STICK_LENGTH,
    TOKEN_RADIUS,
    cell_centre,
    side_geometry,
)
from capboard.ui.games.clickable import ClickableItem, TargetPulse

if TYPE_CHECKING:
    from capboard.controller.settings import Settings

_Z_BOARD, _Z_TOKEN, _Z_SIDE, _Z_BUILDING, _Z_GHOST = 0.0, 1.0, 2.0, 3.0, 4.0

# Base durations in milliseconds, scaled by the animation speed setting.
_PLACE_PATH_MS = 280
_PLACE_BUILDING_MS = 450
_RETURN_PATH_MS = 520


class BoardItem(QGraphicsItem):
    """The wooden honeycomb the tokens lie on, with the row letters down both sides and each
    token's number in its row at the foot of its hexagon: the coordinates the moves use."""

    def __init__(self, cells: Sequence[tuple[int, int]]) -> None:
        super().__init__()
        self._cells = tuple(cells)
        self._hexes = [_hexagon(cell_centre(c), HEX_SIZE * 0.985) for c in self._cells]
        outline = QPainterPath()
        for c in self._cells:
            outline = outline.united(_hexagon(cell_centre(c), HEX_SIZE * 1.005))
        self._outline = outline.simplified()
        self._rows = self._row_ends()
        self._rect = self._extent()
        # The board itself takes no clicks, so that dragging it pans the view.
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # It never changes during a game: drawn once at the screen's resolution (again when the
        # zoom changes), not at every move: its rim and every hexagon were drawn again each time.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _row_ends(self) -> list[tuple[int, QPointF, QPointF]]:
        rows: dict[int, list[QPointF]] = {}
        for c in self._cells:
            rows.setdefault(c[1], []).append(cell_centre(c))
        result = []
        for r, points in sorted(rows.items()):
            left = min(points, key=QPointF.x)
            right = max(points, key=QPointF.x)
            result.append((r, left, right))
        return result

    def _extent(self) -> QRectF:
        # Room on both sides for the row letters, which grow with the text size.
        side = 75 + 30 * (board_text.factor() - 1)
        return self._outline.boundingRect().adjusted(-side, -30, side, 30)

    def text_size_changed(self) -> None:
        """The row letters grow with the text size: so does the board's extent."""
        self.prepareGeometryChange()
        self._rect = self._extent()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        join = Qt.PenJoinStyle.RoundJoin
        pad = 14.0
        # Shadow, rim, then the board itself: fat round-jointed pens soften the honeycomb edge.
        painter.save()
        painter.translate(3, 6)
        shadow = QColor(0, 0, 0, 50)
        painter.setPen(
            QPen(shadow, 2 * pad + 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, join)
        )
        painter.setBrush(shadow)
        painter.drawPath(self._outline)
        painter.restore()
        rim = QColor("#5b3b22")
        painter.setPen(QPen(rim, 2 * pad + 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, join))
        painter.setBrush(rim)
        painter.drawPath(self._outline)
        wood = QColor("#9a6b41")
        painter.setPen(QPen(wood, 2 * pad, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, join))
        painter.setBrush(wood)
        painter.drawPath(self._outline)
        painter.setPen(QPen(QColor("#86592f"), 1.6))
        painter.setBrush(QColor("#a4774b"))
        for hexagon in self._hexes:
            painter.drawPath(hexagon)
        painter.setFont(board_text.font(17, bold=True))
        painter.setPen(theme.INK_SOFT)
        # Row letters outside the board, in one column on each side, so "C4" is easy to find;
        # they have the margin to themselves and grow with the whole text size.
        grow = board_text.factor()
        box = 24 * grow
        left_x = min(left.x() for _, left, _ in self._rows) - HEX_SIZE - 22 - box
        right_x = max(right.x() for _, _, right in self._rows) + HEX_SIZE + 22
        for r, left, _ in self._rows:
            letter = ROW_LETTERS[r] if r < len(ROW_LETTERS) else "?"
            for x in (left_x, right_x):
                painter.drawText(
                    QRectF(x, left.y() - box / 2, box, box), Qt.AlignmentFlag.AlignCenter, letter
                )
        # Each token's number in its row (the "4" of "C4"), small on the wood at the foot of
        # its hexagon, where the token does not cover it. There is little wood there, between
        # the token and the next row's: the number grows by a third at most (16 px at 200%).
        number_font = board_text.fitted_font("10", 22, 12, bold=True, dense=True, largest=16)
        painter.setFont(number_font)
        painter.setPen(QColor("#f3e2c7"))
        height = number_font.pixelSize() + 1
        for cell in self._cells:
            centre = cell_centre(cell)
            painter.drawText(
                QRectF(centre.x() - 12, centre.y() + TOKEN_RADIUS - 2, 24, height),
                Qt.AlignmentFlag.AlignCenter,
                str(cell_column(cell) + 1),
            )


def _hexagon(centre: QPointF, size: float) -> QPainterPath:
    points = [
        QPointF(
            centre.x() + size * math.cos(math.radians(60 * i - 30)),
            centre.y() + size * math.sin(math.radians(60 * i - 30)),
        )
        for i in range(6)
    ]
    path = QPainterPath()
    path.addPolygon(QPolygonF([*points, points[0]]))
    return path


class CappellaScene(BoardScene):
    """Cappella's board. Build it with :meth:`CappellaUi.create_scene`; feed it views with
    :meth:`show_view`."""

    def __init__(self, seat_colours: Sequence[QColor], settings: Settings, parent: Any = None):
        super().__init__(seat_colours, settings, parent)
        self._view: CappellaView | None = None
        self._layout: tuple[object, ...] | None = None
        self._board: BoardItem | None = None
        self._tokens: dict[int, TokenItem] = {}
        self._sides: dict[tuple[int, int], SideItem] = {}
        self._buildings: dict[int, BuildingItem] = {}
        self._cards: dict[str, BuildCard] = {}
        self._reserve_card: ReserveCard | None = None
        self._ghosts: list[GhostStick] = []
        self._animations = QParallelAnimationGroup(self)
        self._animations.finished.connect(self._clear_ghosts)
        self._pulse = TargetPulse(self, self._active_items)
        self._costs = load_json("cappella", "game.json")["buildings"]

    # -- the BoardScene interface ---------------------------------------------------------
    def show_view(self, view: CappellaView, legal: list[Action], events: list[Event]) -> None:  # type: ignore[override]
        """Redraw from ``view``, light up ``legal`` targets and animate ``events``."""
        previous = self._view
        self._stop_animations()
        layout = (view.cells, view.tokens)
        if layout != self._layout:
            self._build_static(view)
            self._layout = layout
            previous = None  # nothing to animate from on a new board
        self._view = view
        self._legal = list(legal)
        self._show_paths(view)
        self._show_buildings(view)
        self._show_targets(view, self._legal)
        if previous is not None and events and self.animation_ms(100) > 0:
            self._animate(previous, view, events)
        self._pulse.update()

    def set_colour_blind(self, on: bool) -> None:
        """Show the players' shapes on their paths and buildings (or hide them)."""
        super().set_colour_blind(on)
        if self._view is not None:
            self._show_paths(self._view)
            for item in self._buildings.values():
                item.set_marker(self._marker(item.owner))
            self._show_targets(self._view, self._legal)

    def retranslate(self) -> None:
        """Re-render tooltips and card text in the current language."""
        if self._view is None:
            return
        for cell, item in self._tokens.items():
            item.setToolTip(texts.token_tooltip(item.label, self._view.tokens[cell]))
        self._show_targets(self._view, self._legal)
        for card in self._all_cards():
            card.update()

    # -- queries (tests and keyboard users) --------------------------------------------------
    def token_item(self, cell: int) -> TokenItem:
        """The item of the token on ``cell``."""
        return self._tokens[cell]

    def side_item(self, a: int, b: int) -> SideItem:
        """The item of the side between cells ``a`` and ``b``."""
        return self._sides[(min(a, b), max(a, b))]

    def side_items(self) -> list[SideItem]:
        """Every side of the board."""
        return list(self._sides.values())

    def building_item(self, cell: int) -> BuildingItem | None:
        """The building standing on ``cell``, if any."""
        return self._buildings.get(cell)

    def build_card(self, building: str) -> BuildCard:
        """The card of a building type."""
        return self._cards[building]

    def reserve_card(self) -> ReserveCard | None:
        """The card that takes a path from the reserve."""
        return self._reserve_card

    # -- drawing -------------------------------------------------------------------------------
    def _actor(self, view: CappellaView) -> int | None:
        return view.pending_players[0] if view.pending_players else view.current_player

    def _build_static(self, view: CappellaView) -> None:
        self._clear_ghosts()
        self.clear()
        self._tokens.clear()
        self._sides.clear()
        self._buildings.clear()
        self._cards.clear()
        self._board = BoardItem(view.cells)
        self._board.setZValue(_Z_BOARD)
        self.addItem(self._board)
        centres = [cell_centre(c) for c in view.cells]
        for cell, token in enumerate(view.tokens):
            item = TokenItem(cell, token, view.label(cell), self._choose)
            item.setPos(centres[cell])
            item.setZValue(_Z_TOKEN)
            item.setToolTip(texts.token_tooltip(item.label, token))
            self.addItem(item)
            self._tokens[cell] = item
        for a, b in view.sides:
            side = SideItem(a, b, self._choose, self._describe)
            middle, angle = side_geometry(centres[a], centres[b])
            side.setPos(middle)
            side.setRotation(angle)
            side.setZValue(_Z_SIDE)
            self.addItem(side)
            self._sides[(a, b)] = side
        self._build_cards()
        rect = self.itemsBoundingRect().adjusted(-20, -20, 20, 20)
        self.setSceneRect(rect)

    def _build_cards(self) -> None:
        assert self._board is not None
        board = self._board.boundingRect()
        cards: list[ClickableItem] = []
        for building in BUILDINGS:
            spec = self._costs.get(building)
            if spec is None:
                continue
            card = BuildCard(building, tuple(spec["cost"]), int(spec["points"]), self._choose)
            self._cards[building] = card
            cards.append(card)
        self._reserve_card = ReserveCard(self._choose)
        cards.append(self._reserve_card)
        gap = 14.0
        width = len(cards) * CARD_WIDTH + (len(cards) - 1) * gap
        x = board.center().x() - width / 2
        y = board.bottom() + 6
        for card in cards:
            card.setPos(x, y)
            card.setZValue(_Z_TOKEN)
            self.addItem(card)
            x += CARD_WIDTH + gap

    def _show_paths(self, view: CappellaView) -> None:
        for (a, b), owner in zip(view.sides, view.paths, strict=True):
            item = self._sides.get((a, b))
            if item is not None:
                item.set_path(owner, self._colour(owner), self._marker(owner))

    def _show_buildings(self, view: CappellaView) -> None:
        for cell, item in list(self._buildings.items()):
            here = view.buildings[cell]
            if here is None or here != (item.owner, item.building):
                self.removeItem(item)
                del self._buildings[cell]
        for cell, here in enumerate(view.buildings):
            if here is None or cell in self._buildings:
                continue
            owner, building = here
            item = BuildingItem(owner, building, self._colour(owner), self._marker(owner))
            item.setPos(cell_centre(view.cells[cell]))
            item.setZValue(_Z_BUILDING)
            self.addItem(item)
            self._buildings[cell] = item

    def _show_targets(self, view: CappellaView, legal: list[Action]) -> None:
        actor = self._actor(view)
        colour = self._colour(actor)
        places: dict[tuple[int, int], Action] = {}
        pays: dict[tuple[int, int], list[PayPath]] = {}
        spots: dict[int, Action] = {}
        starts: dict[str, Action] = {}
        reserve: Action | None = None
        for action in legal:
            if isinstance(action, PlacePath):
                places[(min(action.a, action.b), max(action.a, action.b))] = action
            elif isinstance(action, PayPath):
                pays.setdefault((min(action.a, action.b), max(action.a, action.b)), []).append(
                    action
                )
            elif isinstance(action, PlaceBuilding):
                spots[action.cell] = action
            elif isinstance(action, StartBuild):
                starts[action.building] = action
            elif isinstance(action, TakeFromReserve):
                reserve = action
        for key, side in self._sides.items():
            pay_a, pay_b = _pay_halves(view, key, pays.get(key, []))
            side.set_targets(places.get(key), colour, pay_a, pay_b)
            side.set_path(side.owner, self._colour(side.owner), self._marker(side.owner))
        building = view.build.building if view.build is not None else None
        for cell, token in self._tokens.items():
            token.set_target(spots.get(cell), colour, building)
        paid = tuple(m for _, _, m in view.build.paid) if view.build is not None else None
        for name, card in self._cards.items():
            card.set_action(starts.get(name), colour)
            card.set_progress(paid if name == building else None)
        if self._reserve_card is not None:
            self._reserve_card.set_action(reserve, colour)

    def _describe(self, action: Action) -> str:
        if self._view is None:
            return ""
        return texts.describe_action(action, self._view)

    def _all_cards(self) -> list[ClickableItem]:
        cards: list[ClickableItem] = list(self._cards.values())
        if self._reserve_card is not None:
            cards.append(self._reserve_card)
        return cards

    def _active_items(self) -> list[ClickableItem]:
        items: list[ClickableItem] = [s for s in self._sides.values() if s.is_active()]
        items += [t for t in self._tokens.values() if t.is_active()]
        items += [c for c in self._all_cards() if c.is_active()]
        return items

    def controls(self) -> list[QGraphicsItem]:
        """The building cards and the reserve card."""
        return [*self._cards.values(), self._reserve_card] if self._reserve_card else []

    def action_places(self, action: Action) -> list[tuple[QPointF, float]]:
        """The side a path is laid on or paid from, the token a building goes on."""
        if isinstance(action, PlacePath | PayPath):
            side = self._sides.get((min(action.a, action.b), max(action.a, action.b)))
            return [(side.scenePos(), STICK_LENGTH * 0.7)] if side is not None else []
        cells = self._view.cells if self._view is not None else ()
        if isinstance(action, PlaceBuilding) and 0 <= action.cell < len(cells):
            return [(cell_centre(cells[action.cell]), HEX_SIZE * 0.85)]
        return []

    def recent_places(self, events: Sequence[Event]) -> list[tuple[QPointF, float]]:
        """Paths laid and buildings built."""
        places: list[tuple[QPointF, float]] = []
        for event in events:
            p = event.params
            item: QGraphicsItem | None = None
            if event.code == "path_placed" and isinstance(p.get("a"), int):
                item = self._sides.get((min(p["a"], p["b"]), max(p["a"], p["b"])))
                radius = STICK_LENGTH * 0.7
            elif event.code == "building_placed" and isinstance(p.get("cell"), int):
                item = self._buildings.get(p["cell"])
                radius = BUILDING_SIZE * 0.75
            if item is not None:
                places.append((item.scenePos(), radius))
        return places

    # -- animation -----------------------------------------------------------------------------
    def _stop_animations(self) -> None:
        empty_group(self._animations)
        self._clear_ghosts()
        for item in [*self._sides.values(), *self._buildings.values()]:
            item.setScale(1.0)
            item.setOpacity(1.0)

    def _clear_ghosts(self) -> None:
        for ghost in self._ghosts:
            if ghost.scene() is self:
                self.removeItem(ghost)
        self._ghosts.clear()

    def _animate(self, previous: CappellaView, view: CappellaView, events: list[Event]) -> None:
        for event in events:
            p = event.params
            if event.code == "path_placed":
                item = self._sides.get((min(p["a"], p["b"]), max(p["a"], p["b"])))
                if item is not None:
                    self._grow(item, 1.9, _PLACE_PATH_MS, QEasingCurve.Type.OutCubic)
            elif event.code == "building_placed":
                building = self._buildings.get(p["cell"])
                if building is not None:
                    self._grow(building, 1.8, _PLACE_BUILDING_MS, QEasingCurve.Type.OutBack)
            elif event.code == "path_paid":
                self._fade_away(previous, (min(p["a"], p["b"]), max(p["a"], p["b"])))
            elif event.code == "paths_returned":
                cell = p["cell"]
                for k, (a, b) in enumerate(view.sides):
                    if cell in (a, b) and previous.paths[k] is not None and view.paths[k] is None:
                        self._fade_away(previous, (a, b))
        if self._animations.animationCount():
            self._animations.start()

    def _grow(
        self, item: QGraphicsItem, start: float, base_ms: int, easing: QEasingCurve.Type
    ) -> None:
        ms = self.animation_ms(base_ms)
        scale = QPropertyAnimation(item, b"scale", self)
        scale.setStartValue(start)
        scale.setEndValue(1.0)
        scale.setDuration(ms)
        scale.setEasingCurve(easing)
        fade = QPropertyAnimation(item, b"opacity", self)
        fade.setStartValue(0.0)
        fade.setEndValue(1.0)
        fade.setDuration(max(1, ms // 2))
        item.setScale(start)
        item.setOpacity(0.0)
        self._animations.addAnimation(scale)
        self._animations.addAnimation(fade)

    def _fade_away(self, previous: CappellaView, key: tuple[int, int]) -> None:
        side = self._sides.get(key)
        if side is None:
            return
        try:
            owner = previous.paths[previous.sides.index(key)]
        except ValueError:
            return
        if owner is None:
            return
        ghost = GhostStick(self._colour(owner), self._marker(owner))
        ghost.setPos(side.pos())
        ghost.setRotation(side.rotation())
        ghost.setZValue(_Z_GHOST)
        self.addItem(ghost)
        self._ghosts.append(ghost)
        ms = self.animation_ms(_RETURN_PATH_MS)
        rise = QPropertyAnimation(ghost, b"pos", self)
        rise.setStartValue(side.pos())
        rise.setEndValue(side.pos() + QPointF(0, -28))
        rise.setDuration(ms)
        rise.setEasingCurve(QEasingCurve.Type.InQuad)
        fade = QPropertyAnimation(ghost, b"opacity", self)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(ms)
        fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self._animations.addAnimation(rise)
        self._animations.addAnimation(fade)


def _pay_halves(
    view: CappellaView, key: tuple[int, int], actions: list[PayPath]
) -> tuple[PayPath | None, PayPath | None]:
    """Which payment each half of a path makes: the half on token ``a`` pays that token's
    material, the half on ``b`` the other's; a single payment is made by either half."""
    if not actions:
        return None, None
    a, b = key
    by_material = {act.material: act for act in actions}
    pay_a = by_material.get(view.tokens[a])
    pay_b = by_material.get(view.tokens[b])
    if pay_a is None and pay_b is None:
        return actions[0], actions[0]
    return pay_a or pay_b, pay_b or pay_a
