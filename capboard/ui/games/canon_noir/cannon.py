"""The black cannon on Canon Noir's board: while the viewer aims, the cannon turns (by the
arrows or towards the mouse), the power gauge swings beside it, and Space, Enter or a click
fires the Fire action of the cannon's direction and the gauge's power.

A mixin of :class:`~capboard.ui.games.canon_noir.scene.CanonNoirScene`. It stands apart
because aiming is a small game of its own, played on the scene's items only while a shot is
due: the legal actions are then a lazy grid of every direction and power, which it never lists,
only asks whether the shot it builds is in it.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QPointF, Qt, QTimer
from PySide6.QtGui import QColor

from capboard.games.canon_noir.actions import Fire
from capboard.games.canon_noir.view import CanonNoirView
from capboard.ui.games.canon_noir.aiming import AimOverlay, CannonItem, GaugeItem
from capboard.ui.games.canon_noir.items import NEUTRAL
from capboard.ui.games.canon_noir.layout import SQUARE, direction_between, square_centre


class CannonMixin:
    """Aiming and firing the cannon (see the module's docstring)."""

    # -- queries (tests and keyboard users) --------------------------------------------------------
    def cannon_item(self) -> CannonItem:
        """The black cannon."""
        return self._cannon

    def gauge_item(self) -> GaugeItem:
        """The power gauge."""
        return self._gauge

    def aim_overlay(self) -> AimOverlay | None:
        """The sheet that takes the mouse while the viewer aims."""
        return self._overlay

    def is_aiming(self) -> bool:
        """True while the viewer turns the cannon and the gauge swings."""
        return self._controls and not self._fired

    def aim_direction(self) -> float:
        """Where the cannon points (degrees clockwise from east)."""
        return float(self._cannon.direction)

    def gauge_power(self) -> int:
        """The power the gauge shows now (0..power_max)."""
        return round(self._gauge.power * self._power_max / 100)

    # -- aiming ------------------------------------------------------------------------------
    def turn_cannon(self, degrees: float) -> None:
        """Turn the cannon by ``degrees`` (clockwise), to a whole degree."""
        if self.is_aiming():
            self._cannon.direction = (round(self._cannon.direction) + degrees) % 360

    def aim_towards(self, point: QPointF) -> None:
        """Turn the cannon toward a scene point."""
        if not self.is_aiming():
            return
        direction = direction_between(self._cannon.pos(), point)
        if direction is not None:
            self._cannon.direction = direction

    def fire(self) -> None:
        """Stop the gauge and fire: emit the Fire action of the cannon's direction and the
        gauge's power."""
        if not self.is_aiming():
            return
        power = max(0, min(self._power_max, self.gauge_power()))
        action = Fire(round(self._cannon.direction) % 360, power)
        if action not in self._legal:
            return
        self._fired = True
        self._swing.stop()
        self.action_chosen.emit(action)

    def _show_cannon(self, view: CanonNoirView) -> None:
        shooter: int | None = None
        if view.phase == "fire" and view.shot is not None:
            shooter = view.shot.shooter
        elif view.phase == "aim":
            shooter = view.fleet
        controls = (view.phase == "fire" and not isinstance(self._legal, list)) or (
            bool(self._legal) and isinstance(self._legal[0], Fire)
        )
        controls = bool(controls) and shooter is not None and len(self._legal) > 0
        if shooter is None or not 0 <= shooter < len(view.fleets):
            self._set_controls(False, None)
            self._cannon.setVisible(False)
            self._shot_key = None
            return
        origin = square_centre(view.fleets[shooter].at)
        self._cannon.setPos(origin)
        self._cannon.setVisible(True)
        key = (view.phase, shooter, view.shot)
        if key != self._shot_key:
            # A new shot: the cannon starts pointing at its target (or at open sea).
            self._shot_key = key
            self._fired = False
            target = view.shot.target if view.shot is not None else None
            towards = (
                square_centre(view.fleets[target].at)
                if target is not None and 0 <= target < len(view.fleets)
                else self._board.board_rect.center()
                if self._board is not None
                else origin
            )
            direction = direction_between(origin, towards)
            self._cannon.direction = round(direction) if direction is not None else 0
        self._set_controls(controls, shooter)

    def _set_controls(self, on: bool, shooter: int | None) -> None:
        view = self._view
        colour = self._fleet_colour(view, shooter) if view is not None else QColor(NEUTRAL)
        was = self._controls
        self._controls = on
        self._cannon.set_controls(on, colour)
        if self._overlay is not None:
            self._overlay.set_active(on and not self._fired)
        self._gauge.setVisible(on)
        if on and not self._fired:
            self._place_gauge()
            if self._swing.state() != QAbstractAnimation.State.Running:
                self._swing.start()
            if not was:
                QTimer.singleShot(0, self._focus_board)
        else:
            self._swing.stop()

    def _place_gauge(self) -> None:
        if self._board is None:
            return
        board = self._board.board_rect
        origin = self._cannon.pos()
        x = origin.x() + SQUARE * 0.5 + 34
        if x + GaugeItem.WIDTH + 20 > board.right():
            x = origin.x() - SQUARE * 0.5 - 34 - GaugeItem.WIDTH
        y = origin.y() - GaugeItem.HEIGHT / 2
        y = max(board.top() + 26, min(board.bottom() - GaugeItem.HEIGHT - 6, y))
        self._gauge.setPos(x, y)

    def _focus_board(self) -> None:
        # The keyboard list is empty while aiming: the arrows and Space belong to the board.
        if not self.is_aiming():
            return
        for view in self.views():
            if view.isVisible():
                view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_swing(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        self._gauge.power = 100.0 * (1.0 - abs(2.0 * t - 1.0))
