"""Cap Horn's animations: a card laid or covered slides from the hand onto its square, a
clipper sails square by square, a wind rose flies from its station to the logbook.

A mixin of :class:`~capboard.ui.games.cap_horn.scene.CapHornScene`: the scene hands it the
previous view, the new one and the events between them; the durations are scaled by the
animation speed setting. It stands apart because it only moves the items the scene owns, for
the length of one action, and removes what it added when stopped.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
)

from capboard.engine.protocol import Event
from capboard.games.cap_horn.view import CapHornView
from capboard.ui.games.animations import empty_group
from capboard.ui.games.cap_horn.chart import Square
from capboard.ui.games.cap_horn.chart_items import RoseItem
from capboard.ui.games.cap_horn.layout import HAND_CENTRE
from capboard.ui.games.cap_horn.stacking import Z_CARD, Z_FLYING

# Base durations in milliseconds, scaled by the animation speed setting.
_LAY_MS = 380
_SAIL_STEP_MS = 190
_ROSE_MS = 650


def event_square(value: object) -> Square | None:
    """The square an event's parameter names (an ``[x, y]`` pair), or None."""
    try:
        x, y = value  # type: ignore[misc]
        return int(x), int(y)
    except (TypeError, ValueError):
        return None


class AnimationMixin:
    """The scene's animations (see the module's docstring)."""

    # -- playing the events ------------------------------------------------------------------------
    def _stop_animations(self) -> None:
        empty_group(self._animations)
        self._clear_flying()
        for item in [*self._cards.values(), *self._ships]:
            item.setOpacity(1.0)
        for card in self._cards.values():
            card.setScale(1.0)

    def _clear_flying(self) -> None:
        for item in self._flying:
            if item.scene() is self:
                self.removeItem(item)
        self._flying.clear()

    def _animate(self, previous: CapHornView, view: CapHornView, events: list[Event]) -> None:
        for event in events:
            p = event.params
            if event.code in ("card_laid", "card_covered"):
                self._animate_card(view, p)
            elif event.code == "sailed":
                self._animate_sail(view, p)
            elif event.code == "ignored":
                self._animate_sail(view, {**p, "path": []})
            elif event.code == "rose_taken":
                self._animate_rose(previous, view, p)
        if self._animations.animationCount():
            self._animations.start()

    def _animate_card(self, view: CapHornView, p: Any) -> None:
        square = event_square(p.get("at"))
        item = self._cards.get(square) if square is not None else None
        seat = p.get("seat")
        if item is None or not isinstance(seat, int):
            return
        if seat == view.seat:
            start = QPointF(HAND_CENTRE)
        elif 0 <= seat < len(self._logbooks):
            book = self._logbooks[seat]
            start = book.pos() + QPointF(book.boundingRect().width() - 60, 80)
        else:
            start = item.pos()
        ms = self.animation_ms(_LAY_MS)
        group = QParallelAnimationGroup(self)
        move = QPropertyAnimation(item, b"pos", self)
        move.setStartValue(start)
        move.setEndValue(item.pos())
        move.setDuration(ms)
        move.setEasingCurve(QEasingCurve.Type.OutCubic)
        scale = QPropertyAnimation(item, b"scale", self)
        scale.setStartValue(1.5)
        scale.setEndValue(1.0)
        scale.setDuration(ms)
        scale.setEasingCurve(QEasingCurve.Type.OutBack)
        group.addAnimation(move)
        group.addAnimation(scale)
        item.setPos(start)
        item.setScale(1.5)
        item.setZValue(Z_FLYING)
        group.finished.connect(lambda item=item: item.setZValue(Z_CARD))
        self._animations.addAnimation(group)

    def _animate_sail(self, view: CapHornView, p: Any) -> None:
        seat = p.get("seat")
        origin = event_square(p.get("origin"))
        if not isinstance(seat, int) or not 0 <= seat < len(self._ships) or origin is None:
            return
        ship = self._ships[seat]
        end = ship.pos() if p.get("to") is not None else self._square_point((-1, -1))
        points = [self._square_point(origin)]
        for step in p.get("path") or ():
            square = event_square(step)
            if square is not None:
                points.append(self._square_point(square))
        if not points or points[-1] != end:
            points.append(end)
        steps = max(1, len(points) - 1)
        ms = self.animation_ms(_SAIL_STEP_MS * steps)
        move = QPropertyAnimation(ship, b"pos", self)
        move.setDuration(ms)
        move.setEasingCurve(QEasingCurve.Type.InOutSine)
        for i, point in enumerate(points):
            move.setKeyValueAt(i / steps, point)
        ship.setPos(points[0])
        self._animations.addAnimation(move)

    def _animate_rose(self, previous: CapHornView, view: CapHornView, p: Any) -> None:
        seat, stage, colour = p.get("seat"), p.get("stage"), p.get("colour")
        if not isinstance(seat, int) or not 0 <= seat < len(self._logbooks):
            return
        if not isinstance(stage, int):
            return
        book = self._logbooks[seat]
        start = self._square_point(tuple(view.ships[seat]))  # type: ignore[arg-type]
        end = book.mapToScene(book.rose_slot(stage))
        rose = RoseItem(str(colour), 38)
        rose.setZValue(Z_FLYING)
        rose.setPos(start)
        rose.setOpacity(0.0)
        self.addItem(rose)
        self._flying.append(rose)
        ms = self.animation_ms(_ROSE_MS)
        group = QParallelAnimationGroup(self)
        appear = QPropertyAnimation(rose, b"opacity", self)
        appear.setStartValue(1.0)
        appear.setEndValue(1.0)
        appear.setDuration(ms)
        fly = QPropertyAnimation(rose, b"pos", self)
        fly.setStartValue(start)
        fly.setEndValue(end)
        fly.setDuration(ms)
        fly.setEasingCurve(QEasingCurve.Type.InOutCubic)
        grow = QPropertyAnimation(rose, b"scale", self)
        grow.setStartValue(1.6)
        grow.setKeyValueAt(0.3, 2.0)
        grow.setEndValue(1.0)
        grow.setDuration(ms)
        group.addAnimation(appear)
        group.addAnimation(fly)
        group.addAnimation(grow)
        self._animations.addAnimation(QPauseAnimation(self.animation_ms(80), self))
        self._animations.addAnimation(group)
