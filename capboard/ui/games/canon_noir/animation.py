"""Canon Noir's animations: the dice roll, a ship sailing square by square (and a ship sent
home), and a cannon ball's flight with its splash or hit.

A mixin of :class:`~capboard.ui.games.canon_noir.scene.CanonNoirScene`: the scene hands it
the previous view, the new one and the events between them; the durations are scaled by the
animation speed setting. It stands apart because it only moves the items the scene owns, for
the length of one action, and removes what it added (the ball, the splash) when stopped.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from capboard.engine.protocol import Event
from capboard.games.canon_noir.view import CanonNoirView
from capboard.ui.games.animations import empty_group
from capboard.ui.games.canon_noir.aiming import BallItem, ImpactItem
from capboard.ui.games.canon_noir.items import NEUTRAL
from capboard.ui.games.canon_noir.layout import square_centre, to_scene
from capboard.ui.games.canon_noir.stacking import Z_BALL

# Base durations in milliseconds, scaled by the animation speed setting.
_ROLL_MS = 650
_SAIL_MS_PER_SQUARE = 110
_SAIL_MS = 220
_FLIGHT_MS = 850
_IMPACT_MS = 650


class AnimationMixin:
    """The scene's animations (see the module's docstring)."""

    # -- queries (tests) ---------------------------------------------------------------------------
    def transient_items(self) -> list[QGraphicsItem]:
        """The items that only live during an animation (the ball, the splash)."""
        return list(self._transient)

    # -- playing the events ------------------------------------------------------------------------
    def _stop_animations(self) -> None:
        empty_group(self._animations)
        self._clear_transient()
        self._dice.tumble = 1.0

    def _clear_transient(self) -> None:
        for item in self._transient:
            if item.scene() is self:
                self.removeItem(item)
        self._transient.clear()

    def _animate(self, previous: CanonNoirView, view: CanonNoirView, events: list[Event]) -> None:
        shot: QSequentialAnimationGroup | None = None
        for event in events:
            p = event.params
            if event.code == "rolled":
                dice = [int(d) for d in p.get("dice", ())]
                colour = self._fleet_colour(previous, p.get("fleet"))
                self._dice.set_dice(dice, len(dice), colour)
                roll = QPropertyAnimation(self._dice, b"tumble", self)
                roll.setStartValue(0.0)
                roll.setEndValue(1.0)
                roll.setDuration(self.animation_ms(_ROLL_MS))
                roll.setEasingCurve(QEasingCurve.Type.OutCubic)
                self._dice.tumble = 0.0
                self._animations.addAnimation(roll)
            elif event.code == "sailed":
                self._animate_sail(p)
            elif event.code == "shot":
                shot = self._animate_shot(previous, p)
            elif event.code == "returned":
                self._animate_return(p, shot)
        if self._animations.animationCount():
            self._animations.start()

    def _animate_sail(self, p: Any) -> None:
        ship = self._ships.get(p.get("fleet"))
        if ship is None:
            return
        start, end = square_centre(p["origin"]), square_centre(p["to"])
        if end.x() != start.x():
            facing = 1 if end.x() > start.x() else -1
            self._facing[ship.fleet] = facing
            ship.set_facing(facing)
        distance = int(p.get("distance", 1))
        sail = QPropertyAnimation(ship, b"pos", self)
        sail.setStartValue(start)
        sail.setEndValue(end)
        sail.setDuration(self.animation_ms(_SAIL_MS + _SAIL_MS_PER_SQUARE * distance))
        sail.setEasingCurve(QEasingCurve.Type.InOutSine)
        ship.setPos(start)
        self._animations.addAnimation(sail)

    def _animate_return(self, p: Any, after: QSequentialAnimationGroup | None) -> None:
        """A duel attacker that missed sails back to where its move started, once its ball
        has fallen."""
        ship = self._ships.get(p.get("fleet"))
        if ship is None:
            return
        start, end = square_centre(p["origin"]), square_centre(p["to"])
        back = QPropertyAnimation(ship, b"pos", self)
        back.setStartValue(start)
        back.setEndValue(end)
        back.setDuration(self.animation_ms(_SAIL_MS + _SAIL_MS_PER_SQUARE * 2))
        back.setEasingCurve(QEasingCurve.Type.InOutSine)
        ship.setPos(start)
        if after is not None:
            after.addAnimation(back)
        else:
            self._animations.addAnimation(back)

    def _animate_shot(self, previous: CanonNoirView, p: Any) -> QSequentialAnimationGroup | None:
        fleet = p.get("fleet")
        if not isinstance(fleet, int) or not 0 <= fleet < len(previous.fleets):
            return None
        start = square_centre(previous.fleets[fleet].at)
        landing = p.get("landing")
        if landing is None:
            return None
        end = to_scene(landing)
        ball = BallItem(start, end)
        ball.setZValue(Z_BALL)
        impact = ImpactItem("burst" if p.get("hit") else "splash")
        impact.setPos(end)
        impact.setScale(1.4)
        impact.setZValue(Z_BALL)
        impact.setVisible(False)
        for item in (ball, impact):
            self.addItem(item)
            self._transient.append(item)
        # The cannon stays on the shooter's square while the ball flies, unless it is already
        # in the hands of the next shooter (the answer of a duel).
        keep_cannon = self._view is None or self._view.phase not in ("fire", "aim")
        if keep_cannon:
            self._cannon.setPos(start)
            direction = p.get("direction")
            if direction is not None:
                self._cannon.direction = float(direction)
            self._cannon.set_controls(False, QColor(NEUTRAL))
            self._cannon.setVisible(True)
        flight = QPropertyAnimation(ball, b"flight", self)
        flight.setStartValue(0.0)
        flight.setEndValue(1.0)
        length = math.hypot(end.x() - start.x(), end.y() - start.y())
        flight.setDuration(self.animation_ms(int(_FLIGHT_MS * (0.6 + min(1.0, length / 600)))))
        flight.setEasingCurve(QEasingCurve.Type.Linear)

        def landed() -> None:
            ball.setVisible(False)
            impact.setVisible(True)

        flight.finished.connect(landed)
        splash = QPropertyAnimation(impact, b"progress", self)
        splash.setStartValue(0.0)
        splash.setEndValue(1.0)
        splash.setDuration(self.animation_ms(_IMPACT_MS))
        sequence = QSequentialAnimationGroup(self)
        sequence.addAnimation(flight)
        sequence.addAnimation(splash)
        if keep_cannon:
            sequence.finished.connect(lambda: self._cannon.setVisible(False))
        self._animations.addAnimation(sequence)
        return sequence
