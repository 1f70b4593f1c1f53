"""Catan's animations: the dice roll, resources flying from the producing hexes to their
players (and a stolen or bought card changing hands), the robber walking, new pieces dropping
in, a Seafarers ship or the pirate sailing, a fog hex flipping over.

A mixin of :class:`~capboard.ui.games.catan.scene.CatanScene`: the scene hands it the previous
view, the new one and the events between them; the durations are scaled by the animation
speed setting. It stands apart because it only moves items the other parts own, for the
length of one action, and puts everything back when stopped.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from capboard.engine.protocol import Event
from capboard.games.catan.view import CatanView
from capboard.ui.games.animations import empty_group
from capboard.ui.games.catan import texts_island
from capboard.ui.games.catan.art import TERRAIN_RESOURCE
from capboard.ui.games.catan.items import FlyingItem
from capboard.ui.games.catan.stacking import Z_FLYING

# Base durations in milliseconds, scaled by the animation speed setting.
_ROLL_MS = 700
_FLY_MS = 650
_FLY_STAGGER_MS = 90
_ROBBER_MS = 450
_STEAL_MS = 520
_POP_MS = 320
_SAIL_MS = 480
_FLIP_MS = 650


class AnimationMixin:
    """The scene's animations (see the module's docstring)."""

    # -- queries (tests) ---------------------------------------------------------------------------
    def flying_items(self) -> list[QGraphicsItem]:
        """The items that only live during an animation."""
        return list(self._flying)

    # -- playing the events ------------------------------------------------------------------------
    def _stop_animations(self) -> None:
        empty_group(self._animations)
        self._clear_flying()
        self._dice.tumble = 1.0
        for corner in self._corners.values():
            corner.pop = 1.0
        for edge in self._edges.values():
            edge.setOpacity(1.0)
        for ship in self._ships.values():
            ship.setOpacity(1.0)
            ship.setPos(ship.home())
        for tile in self._tiles.values():
            if tile.is_turning():
                tile.turn = 1.0
        if self._view is not None:
            point = self._robber_point(self._view.robber)
            if point is not None:
                self._robber.setPos(point)
            point = self._pirate_point(self._view.pirate)
            if point is not None:
                self._pirate.setPos(point)

    def _clear_flying(self) -> None:
        for item in self._flying:
            if item.scene() is self:
                self.removeItem(item)
        self._flying.clear()

    def _move(
        self, item: QGraphicsObject, start: QPointF, end: QPointF, ms: int
    ) -> QPropertyAnimation:
        move = QPropertyAnimation(item, b"pos", self)
        move.setStartValue(start)
        move.setEndValue(end)
        move.setDuration(max(1, ms))
        move.setEasingCurve(QEasingCurve.Type.InOutCubic)
        return move

    def _fly(self, resource: str | None, start: QPointF, end: QPointF, delay: int) -> None:
        """A resource icon (None: a card back) flying from ``start`` to ``end``; it waits
        ``delay`` milliseconds where it appears before it leaves."""
        item = FlyingItem(resource)
        item.setZValue(Z_FLYING)
        item.setPos(start)
        self.addItem(item)
        self._flying.append(item)
        ms = self.animation_ms(_FLY_MS)
        move = self._move(item, start, end, ms + max(0, delay))
        if delay > 0:
            # One animation that holds still first (no nested groups to tear down).
            move.setKeyValueAt(delay / (delay + ms), start)
            move.setEasingCurve(QEasingCurve.Type.Linear)
        self._animations.addAnimation(move)

    def _destination(self, view: CatanView, seat: int, resource: str | None) -> QPointF:
        if seat == view.seat and view.seat is not None and resource in self._resource_cards:
            card = self._resource_cards[resource]  # type: ignore[index]
            if card.isVisible():
                return card.pos()
        if 0 <= seat < len(self._panels):
            return self._panels[seat].arrival()
        return self.sceneRect().center()

    def _animate(self, previous: CatanView, view: CatanView, events: list[Event]) -> None:
        last_corner: int | None = None
        for event in events:
            p = event.params
            code = event.code
            if code == "rolled":
                roll = QPropertyAnimation(self._dice, b"tumble", self)
                roll.setStartValue(0.0)
                roll.setEndValue(1.0)
                roll.setDuration(self.animation_ms(_ROLL_MS))
                roll.setEasingCurve(QEasingCurve.Type.OutCubic)
                self._dice.tumble = 0.0
                self._animations.addAnimation(roll)
            elif code == "produced":
                self._animate_production(view, p)
            elif code == "built_settlement" or code == "built_city":
                last_corner = p.get("corner") if isinstance(p.get("corner"), int) else None
                item = self._corners.get(last_corner) if last_corner is not None else None
                if item is not None:
                    pop = QPropertyAnimation(item, b"pop", self)
                    pop.setStartValue(1.8)
                    pop.setEndValue(1.0)
                    pop.setDuration(self.animation_ms(_POP_MS))
                    pop.setEasingCurve(QEasingCurve.Type.OutBack)
                    item.pop = 1.8
                    self._animations.addAnimation(pop)
            elif code == "built_road":
                item = self._edges.get(p.get("edge"))  # type: ignore[arg-type]
                if item is not None:
                    fade = QPropertyAnimation(item, b"opacity", self)
                    fade.setStartValue(0.0)
                    fade.setEndValue(1.0)
                    fade.setDuration(self.animation_ms(_POP_MS))
                    item.setOpacity(0.0)
                    self._animations.addAnimation(fade)
            elif code == "starting_resources" and last_corner is not None:
                self._animate_start(view, p, last_corner)
            elif code == "robber_moved":
                start = self._robber_point(previous.robber)
                end = self._robber_point(p.get("tile"))  # type: ignore[arg-type]
                if start is not None and end is not None:
                    self._robber.setPos(start)
                    self._animations.addAnimation(
                        self._move(self._robber, start, end, self.animation_ms(_ROBBER_MS))
                    )
            elif code == "stole":
                victim, thief = p.get("victim"), p.get("seat")
                if isinstance(victim, int) and isinstance(thief, int):
                    resource = event.private.get("resource")
                    shown = resource if isinstance(resource, str) else None
                    start = self._destination(view, victim, shown)
                    end = self._destination(view, thief, shown)
                    self._fly(shown, start, end, self.animation_ms(_ROBBER_MS))
            elif code == "bought_development":
                seat = p.get("seat")
                if isinstance(seat, int):
                    start = self._buttons["development"].sceneBoundingRect().center()
                    self._fly(None, start, self._destination(view, seat, None), 0)
            else:
                self._animate_sea(previous, view, code, p)
        if self._animations.animationCount():
            self._animations.start()

    def _animate_sea(self, previous: CatanView, view: CatanView, code: str, p: Any) -> None:
        """The Seafarers events: a ship built fades in, a moved ship sails, the pirate sails,
        a fog hex flips over."""
        if code == "built_ship":
            ship = self._ships.get(p.get("edge"))  # type: ignore[arg-type]
            if ship is not None:
                fade = QPropertyAnimation(ship, b"opacity", self)
                fade.setStartValue(0.0)
                fade.setEndValue(1.0)
                fade.setDuration(self.animation_ms(_POP_MS))
                ship.setOpacity(0.0)
                self._animations.addAnimation(fade)
        elif code == "moved_ship":
            source = self._ships.get(p.get("source"))  # type: ignore[arg-type]
            target = self._ships.get(p.get("target"))  # type: ignore[arg-type]
            if source is not None and target is not None:
                target.setPos(source.home())
                self._animations.addAnimation(
                    self._move(target, source.home(), target.home(), self.animation_ms(_SAIL_MS))
                )
        elif code == "pirate_moved":
            start = self._pirate_point(previous.pirate)
            end = self._pirate_point(p.get("tile"))  # type: ignore[arg-type]
            if start is not None and end is not None:
                self._pirate.setPos(start)
                self._animations.addAnimation(
                    self._move(self._pirate, start, end, self.animation_ms(_SAIL_MS))
                )
        elif code == "discovered":
            tile = p.get("tile")
            item = self._tiles.get(tile) if isinstance(tile, int) else None
            if item is not None and isinstance(tile, int) and tile < len(previous.board.terrain):
                item.flip_from(previous.board.terrain[tile], previous.board.numbers[tile])
                flip = QPropertyAnimation(item, b"turn", self)
                flip.setStartValue(0.0)
                flip.setEndValue(1.0)
                flip.setDuration(self.animation_ms(_FLIP_MS))
                flip.setEasingCurve(QEasingCurve.Type.InOutSine)
                self._animations.addAnimation(flip)

    def _animate_production(self, view: CatanView, p: Any) -> None:
        payouts = p.get("payouts") if isinstance(p.get("payouts"), dict) else {}
        total = sum(view.last_roll) if view.last_roll else None
        if total is None:
            return
        catan = texts_island.island(view.board.map_id)
        geometry = catan.geometry
        buildings = {c: (s, k) for c, s, k in view.buildings}
        delay = 0
        step = self.animation_ms(_FLY_STAGGER_MS)
        for tile, item in self._tiles.items():
            if view.board.numbers[tile] != total or tile == view.robber:
                continue
            resource = TERRAIN_RESOURCE.get(view.board.terrain[tile])
            if resource is None:
                continue
            for corner in geometry.tile_corners[tile]:
                here = buildings.get(corner)
                if here is None:
                    continue
                seat, kind = here
                paid = payouts.get(str(seat), {}) if isinstance(payouts, dict) else {}
                if not isinstance(paid, dict) or int(paid.get(resource, 0) or 0) <= 0:
                    continue  # the bank was short of it
                for _ in range(2 if kind == "city" else 1):
                    self._fly(resource, item.pos(), self._destination(view, seat, resource), delay)
                    delay += step

    def _animate_start(self, view: CatanView, p: Any, corner: int) -> None:
        seat = p.get("seat")
        cards = p.get("cards") if isinstance(p.get("cards"), dict) else {}
        if not isinstance(seat, int) or not cards:
            return
        catan = texts_island.island(view.board.map_id)
        delay = 0
        for tile in catan.geometry.corner_tiles[corner]:
            item = self._tiles.get(tile)
            resource = TERRAIN_RESOURCE.get(view.board.terrain[tile])
            if item is None or resource is None or not cards.get(resource):
                continue
            self._fly(resource, item.pos(), self._destination(view, seat, resource), delay)
            delay += self.animation_ms(_FLY_STAGGER_MS)
