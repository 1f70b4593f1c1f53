"""Canon Noir's board scene: the sea board with its islands, ports and ships; the tray of
dice, treasure pool and duel cards below it; and the aiming game of the black cannon.

The scene redraws from each view it is shown and lights up the targets of the legal actions it
is given; a click (or a key) emits :attr:`~capboard.ui.games.base.BoardScene.action_chosen`
with one of those actions and nothing else. While the viewer aims, the legal actions are a
lazy grid of every direction and power: the scene never lists it, it only asks whether the
shot it builds is in it.

This module holds the scene itself (its items made once, the board built for each game, the
fleets, tray and targets shown from each view, what a choice reports); the cannon's aiming game
is :class:`~.cannon.CannonMixin`, the animations :class:`~.animation.AnimationMixin`, and
:mod:`.stacking` says which item lies over which.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLineF, QParallelAnimationGroup, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QKeyEvent, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem

from capboard.engine.assets import load_json
from capboard.engine.protocol import Action, Event
from capboard.engine.spaces import is_small
from capboard.games.canon_noir.actions import Aim, Duel, Fire, NoDuel, Roll, Sail
from capboard.games.canon_noir.view import CanonNoirView
from capboard.ui.games.base import BoardScene
from capboard.ui.games.canon_noir import texts
from capboard.ui.games.canon_noir.aiming import AimOverlay, CannonItem, GaugeItem
from capboard.ui.games.canon_noir.animation import AnimationMixin
from capboard.ui.games.canon_noir.cannon import CannonMixin
from capboard.ui.games.canon_noir.items import NEUTRAL, Clickable
from capboard.ui.games.canon_noir.layout import BAND, SQUARE, TRAY_GAP, square_centre, to_scene
from capboard.ui.games.canon_noir.sea_board import BoardItem, PortItem
from capboard.ui.games.canon_noir.ships import ShipItem, SquareTarget
from capboard.ui.games.canon_noir.stacking import (
    Z_BOARD,
    Z_CANNON,
    Z_GAUGE,
    Z_OVERLAY,
    Z_PORT,
    Z_SHIP,
    Z_TARGET,
)
from capboard.ui.games.canon_noir.tray import CARD_WIDTH, DIE, CardItem, DiceItem, PoolItem
from capboard.ui.games.clickable import HIGHLIGHT, TargetPulse
from capboard.ui.games.marks import around

if TYPE_CHECKING:
    from capboard.controller.settings import Settings

_TURN_KEYS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
_FIRE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


class CanonNoirScene(CannonMixin, AnimationMixin, BoardScene):
    """Canon Noir's board. Build it with :meth:`CanonNoirUi.create_scene`; feed it views with
    :meth:`show_view`."""

    def __init__(self, seat_colours: Sequence[QColor], settings: Settings, parent: Any = None):
        super().__init__(seat_colours, settings, parent)
        data = load_json("canon-noir", "game.json")
        self._legend: dict[str, str] = dict(data["legend"])
        self._needed = int(data.get("treasures_to_win", 3))
        ballistics = data["ballistics"]
        self._power_max = int(ballistics.get("power_max", 100))
        self._range_per_power = float(ballistics.get("range_per_power", 0.0))
        self._gauge_period = int(ballistics.get("gauge_period_ms", 2000))
        self._view: CanonNoirView | None = None
        self._board: BoardItem | None = None
        self._ports: dict[int, PortItem] = {}
        self._ships: dict[int, ShipItem] = {}
        self._facing: dict[int, int] = {}
        self._targets: dict[tuple[int, int], SquareTarget] = {}
        self._dice = DiceItem(self._choose)
        self._pool = PoolItem()
        self._duel_card = CardItem("duel", self._choose)
        self._let_go_card = CardItem("let_go", self._choose)
        self._cannon = CannonItem()
        self._gauge = GaugeItem()
        self._overlay: AimOverlay | None = None
        self._course = QGraphicsLineItem()
        self._transient: list[QGraphicsItem] = []
        self._controls = False
        self._fired = False
        self._shot_key: object = None
        self._animations = QParallelAnimationGroup(self)
        self._animations.finished.connect(self._clear_transient)
        self._pulse = TargetPulse(self, self._active_items)
        # The power gauge swings whatever the animation setting: it is the game itself.
        self._swing = QVariantAnimation(self)
        self._swing.setStartValue(0.0)
        self._swing.setEndValue(1.0)
        self._swing.setDuration(max(1, self._gauge_period))
        self._swing.setLoopCount(-1)
        self._swing.valueChanged.connect(self._on_swing)

    # -- the BoardScene interface ---------------------------------------------------------
    def show_view(self, view: CanonNoirView, legal: Sequence[Action], events: list[Event]) -> None:  # type: ignore[override]
        """Redraw from ``view``, light up ``legal`` targets and animate ``events``."""
        previous = self._view
        self._stop_animations()
        if self._board is None or self._board.rows != tuple(view.board):
            self._build_static(view)
            previous = None  # nothing to animate from on a new board
        self._view = view
        # The aiming grid is lazy and huge: keep it as it is, never as a list.
        self._legal = list(legal) if is_small(legal) else legal
        self._show_fleets(view)
        self._show_tray(view)
        self._show_targets(view)
        self._show_cannon(view)
        if previous is not None and events and self.animation_ms(100) > 0:
            self._animate(previous, view, events)
        self._pulse.update()

    def set_colour_blind(self, on: bool) -> None:
        """Show the players' shapes on their sails and ports (or hide them)."""
        super().set_colour_blind(on)
        if self._view is not None:
            self._show_fleets(self._view)

    def retranslate(self) -> None:
        """Re-render the scene's words in the current language."""
        if self._view is None:
            return
        self._show_fleets(self._view)
        self._show_tooltips()
        for item in (self._dice, self._pool, self._duel_card, self._let_go_card, self._gauge):
            item.update()

    # -- queries (tests and keyboard users) --------------------------------------------------
    @property
    def board(self) -> BoardItem | None:
        """The sea board."""
        return self._board

    def port_item(self, fleet: int) -> PortItem:
        """The port of a fleet."""
        return self._ports[fleet]

    def ship_item(self, fleet: int) -> ShipItem:
        """The ship a fleet has in play."""
        return self._ships[fleet]

    def target_item(self, square: tuple[int, int]) -> SquareTarget | None:
        """The highlight of a square the ship may sail to, if it may."""
        return self._targets.get(tuple(square))  # type: ignore[arg-type]

    def target_items(self) -> list[SquareTarget]:
        """Every square the ship may sail to."""
        return list(self._targets.values())

    def dice_item(self) -> DiceItem:
        """The dice."""
        return self._dice

    def pool_item(self) -> PoolItem:
        """The treasure pool."""
        return self._pool

    def duel_card(self) -> CardItem:
        """The card that starts a duel."""
        return self._duel_card

    def let_go_card(self) -> CardItem:
        """The card that lets a duel go."""
        return self._let_go_card

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.is_aiming():
            if key in _TURN_KEYS:
                shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                self.turn_cannon(_TURN_KEYS[key] * (5 if shift else 1))  # type: ignore[index]
                event.accept()
                return
            if key in _FIRE_KEYS:
                self.fire()
                event.accept()
                return
        elif key in _FIRE_KEYS and self.focusItem() is None and Roll() in self._legal:
            self._choose(Roll())
            event.accept()
            return
        super().keyPressEvent(event)

    # -- drawing -------------------------------------------------------------------------------
    def _fleet_colour(self, view: CanonNoirView, fleet: int | None) -> QColor:
        if fleet is None or not 0 <= fleet < len(view.fleets):
            return QColor(NEUTRAL)
        return self._colour(view.fleets[fleet].owner)

    def _build_static(self, view: CanonNoirView) -> None:
        self._clear_transient()
        for item in (
            self._dice,
            self._pool,
            self._duel_card,
            self._let_go_card,
            self._cannon,
            self._gauge,
            self._course,
        ):
            if item.scene() is self:
                self.removeItem(item)
        self.clear()
        self._ports.clear()
        self._ships.clear()
        self._targets.clear()
        self._board = BoardItem(view.board, self._legend)
        self._board.setZValue(Z_BOARD)
        self.addItem(self._board)
        width = self._board.width
        for index, fleet in enumerate(view.fleets):
            corner = texts.corner_key(fleet.port, width, self._board.height)
            port = PortItem(index, tuple(fleet.port), corner, NEUTRAL, self._needed)
            port.setZValue(Z_PORT)
            self.addItem(port)
            self._ports[index] = port
            ship = ShipItem(index, self._choose)
            ship.setZValue(Z_SHIP)
            self.addItem(ship)
            self._ships[index] = ship
            self._facing[index] = 1 if fleet.port[0] < width / 2 else -1
        board = self._board.board_rect
        tray_y = board.bottom() + BAND + TRAY_GAP
        self._dice.setPos(board.left() + 6, tray_y)
        self._pool.setPos(board.left() + 2 * DIE + 110, tray_y - 4)
        self._let_go_card.setPos(board.right() - CARD_WIDTH, tray_y + 4)
        self._duel_card.setPos(board.right() - 2 * CARD_WIDTH - 24, tray_y + 4)
        for item in (self._dice, self._pool, self._duel_card, self._let_go_card):
            item.setZValue(Z_SHIP)
            self.addItem(item)
        self._cannon.setZValue(Z_CANNON)
        self._cannon.setVisible(False)
        self.addItem(self._cannon)
        self._gauge.setZValue(Z_GAUGE)
        self._gauge.setVisible(False)
        self.addItem(self._gauge)
        self._course.setPen(QPen(HIGHLIGHT, 4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        self._course.setZValue(Z_TARGET + 0.5)
        self._course.setVisible(False)
        self._course.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(self._course)
        frame = board.adjusted(-BAND, -BAND, BAND, BAND)
        self._overlay = AimOverlay(frame, self.aim_towards, lambda _p: self.fire())
        self._overlay.setZValue(Z_OVERLAY)
        self.addItem(self._overlay)
        rect = frame.united(QRectF(board.left(), tray_y, board.width(), DIE + 60))
        self.setSceneRect(rect.adjusted(-24, -24, 24, 24))
        self._show_tooltips()

    def _show_tooltips(self) -> None:
        if self._board is None:
            return
        for port in self._ports.values():
            port.setToolTip(texts.banked_line(port.banked))
        self._board.setToolTip("")

    def _show_fleets(self, view: CanonNoirView) -> None:
        for index, fleet in enumerate(view.fleets):
            colour = self._fleet_colour(view, index)
            port = self._ports.get(index)
            if port is not None:
                port.set_state(fleet.banked, colour, self._marker(fleet.owner))
            ship = self._ships.get(index)
            if ship is None:
                continue
            # A fleet left out of the game has no ship on the board.
            ship.setVisible(fleet.owner is not None)
            ship.set_ship(fleet.ship, colour, self._marker(fleet.owner), fleet.treasure)
            ship.set_facing(self._facing.get(index, 1))
            ship.setPos(square_centre(fleet.at))
            ship.setToolTip(texts.fleet_line(view, index) + "\n" + texts.banked_line(fleet.banked))
        self._pool.set_count(view.pool)

    def _show_tray(self, view: CanonNoirView) -> None:
        colour = self._fleet_colour(view, view.fleet)
        self._dice.set_dice(view.dice, texts.dice_count(view), colour)
        small = isinstance(self._legal, list)
        legal = self._legal if small else []
        self._dice.set_action(Roll() if Roll() in legal else None)
        duel = next((a for a in legal if isinstance(a, Duel)), None)
        self._duel_card.set_card(duel, colour)
        self._let_go_card.set_card(NoDuel() if NoDuel() in legal else None, colour)

    def _show_targets(self, view: CanonNoirView) -> None:
        for target in self._targets.values():
            if target.scene() is self:
                self.removeItem(target)
        self._targets.clear()
        self._course.setVisible(False)
        legal = self._legal if isinstance(self._legal, list) else []
        colour = self._fleet_colour(view, view.fleet)
        reach = {tuple(sq): tuple(d) for sq, d in view.reachable}
        ship_actions: dict[int, Action] = {}
        for action in legal:
            if isinstance(action, Sail):
                square = (action.x, action.y)
                badge = texts.distances_label(reach.get(square, ()), view.dice)
                item = SquareTarget(square, action, colour, badge, self._choose, self._on_hover)
                item.setPos(square_centre(square))
                item.setZValue(Z_TARGET)
                item.setToolTip(texts.describe_action(action, view, []))
                self.addItem(item)
                self._targets[square] = item
            elif isinstance(action, (Aim, Duel)):
                ship_actions[action.target] = action
        aimed = view.shot.target if view.phase == "fire" and view.shot is not None else None
        for index, ship in self._ships.items():
            ship.set_action(ship_actions.get(index))
            ship.set_aimed_at(index == aimed)

    def _on_hover(self, square: tuple[int, int] | None) -> None:
        view = self._view
        if square is None or view is None or view.fleet is None:
            self._course.setVisible(False)
            return
        start = square_centre(view.fleets[view.fleet].at)
        self._course.setLine(QLineF(start, square_centre(square)))
        self._course.setVisible(True)

    def _active_items(self) -> list[Clickable]:
        items: list[Clickable] = [t for t in self._targets.values() if t.is_active()]
        items += [s for s in self._ships.values() if s.is_active()]
        items += [c for c in (self._dice, self._duel_card, self._let_go_card) if c.is_active()]
        return items

    def controls(self) -> list[QGraphicsItem]:
        """The dice and the duel cards."""
        return [self._dice, self._duel_card, self._let_go_card]

    def action_places(self, action: Action) -> list[tuple[QPointF, float]]:
        """The square to sail to, the ship aimed at or duelled, the dice, the cards."""
        if isinstance(action, Sail):
            return [(square_centre((action.x, action.y)), SQUARE * 0.55)]
        if isinstance(action, Aim | Duel) and action.target in self._ships:
            return [around(self._ships[action.target], 0.6)]
        if isinstance(action, Fire) and self._cannon.isVisible():
            # Where the ball would land: the same reckoning as the rules' ballistics.
            reach = action.power * self._range_per_power * SQUARE
            angle = math.radians(action.direction)
            origin = self._cannon.pos()
            landing = QPointF(
                origin.x() + reach * math.cos(angle), origin.y() + reach * math.sin(angle)
            )
            return [(landing, SQUARE * 0.5)]
        item = {Roll: self._dice, NoDuel: self._let_go_card}.get(type(action))
        return [around(item, 0.6)] if item is not None else []

    def show_hint(self, action: Action | None) -> None:
        """The hint's mark; a hinted shot also turns the cannon its way (the power is still
        the person's to catch on the swinging gauge)."""
        super().show_hint(action)
        if isinstance(action, Fire) and self.is_aiming():
            self._cannon.direction = action.direction % 360

    def recent_places(self, events: Sequence[Event]) -> list[tuple[QPointF, float]]:
        """Where ships sailed to (or went back to after a missed duel) and where balls fell."""
        places = []
        for event in events:
            p = event.params
            try:
                if event.code in ("sailed", "returned"):
                    places.append((square_centre(p["to"]), SQUARE * 0.62))
                elif event.code == "shot" and p.get("landing") is not None:
                    places.append((to_scene(p["landing"]), SQUARE * 0.5))
            except (KeyError, TypeError, ValueError, IndexError):
                continue  # an event without a place on the board
        return places
