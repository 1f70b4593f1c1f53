"""De Cape et d'Épée's animations: a card played flies to its column, the Explorer sails to
another, the Assassin's victim leaves the table, and at the end of a round each column is
resolved step by step, with a caption, before its objective flies to the winner.

A mixin of :class:`~capboard.ui.games.cape_epee.scene.CapeEpeeScene`: the scene hands it the
previous view, the new one and the events between them; the durations are scaled by the
animation speed setting. It stands apart because it only moves the items the scene owns (and
copies of the cards that leave), for the length of one action, and removes what it added when
stopped.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtWidgets import QGraphicsObject

from capboard.engine.protocol import Event
from capboard.games.cape_epee.view import CapeEpeeView
from capboard.ui.games.animations import empty_group
from capboard.ui.games.cape_epee import texts
from capboard.ui.games.cape_epee.columns import InfluenceCardItem
from capboard.ui.games.cape_epee.data import value_text
from capboard.ui.games.cape_epee.items import CaptionItem, ObjectiveChip
from capboard.ui.games.cape_epee.layout import HAND_Y, card_centre, column_x, objective_centre
from capboard.ui.games.cape_epee.stacking import Z_CARD, Z_FLYING

_PLAY_MS = 360
_SAIL_MS = 520
_KILL_MS = 480
_STEP_MS = 420
_FLY_MS = 560


class AnimationMixin:
    """The scene's animations (see the module's docstring)."""

    # -- playing the events ------------------------------------------------------------------------
    def _stop_animations(self) -> None:
        empty_group(self._animations)
        self._clear_flying()

    def _clear_flying(self) -> None:
        for item in self._flying:
            if item.scene() is self:
                self.removeItem(item)
        self._flying.clear()

    def _fly(self, item: QGraphicsObject) -> QGraphicsObject:
        item.setZValue(Z_FLYING)
        self.addItem(item)
        self._flying.append(item)
        return item

    def _move(
        self, item: QGraphicsObject, start: QPointF, end: QPointF, ms: int
    ) -> QPropertyAnimation:
        move = QPropertyAnimation(item, b"pos", self)
        move.setStartValue(start)
        move.setEndValue(end)
        move.setDuration(ms)
        move.setEasingCurve(QEasingCurve.Type.OutCubic)
        return move

    def _fade(
        self, item: QGraphicsObject, ms: int, start: float = 1.0, end: float = 0.0
    ) -> QPropertyAnimation:
        fade = QPropertyAnimation(item, b"opacity", self)
        fade.setStartValue(start)
        fade.setEndValue(end)
        fade.setDuration(ms)
        return fade

    def _origin_of(self, seat: object, view: CapeEpeeView) -> QPointF:
        if seat == view.seat:
            return QPointF(self._hand_centre_x(view), HAND_Y)
        if isinstance(seat, int) and 0 <= seat < len(self._panels):
            return self._panels[seat].mapToScene(QPointF(44, 38))
        return QPointF(self._hand_centre_x(view), HAND_Y)

    def _animate(self, previous: CapeEpeeView, view: CapeEpeeView, events: list[Event]) -> None:
        codes = [e.code for e in events]
        if "round_ending" in codes:
            self._animate_resolution(previous, view, events)
        else:
            killed = {e.params.get("column") for e in events if e.code == "assassinated"}
            for event in events:
                p = event.params
                if event.code == "card_played":
                    self._animate_played(view, p, killed)
                elif event.code == "explorer_sailed":
                    self._animate_sail(view, p)
                elif event.code == "assassinated":
                    self._animate_kill(previous, view, p)
        if self._animations.animationCount():
            self._animations.start()

    def _animate_played(self, view: CapeEpeeView, p: Any, killed: set[object]) -> None:
        column = p.get("column")
        if not isinstance(column, int) or not 0 <= column < len(self._cards):
            return
        start = self._origin_of(p.get("seat"), view)
        ms = self.animation_ms(_PLAY_MS)
        if column in killed or not self._cards[column]:
            return  # the victim's ghost shows it
        item = self._cards[column][-1]
        end = item.pos()
        item.setPos(start)
        self._animations.addAnimation(self._move(item, start, end, ms))

    def _animate_sail(self, view: CapeEpeeView, p: Any) -> None:
        origin, to = p.get("origin"), p.get("to")
        if not isinstance(origin, int) or not isinstance(to, int) or not 0 <= to < len(self._cards):
            return
        explorer = next((c for c in reversed(self._cards[to]) if c.owner == p.get("seat")), None)
        if explorer is None:
            return
        count = len(view.columns[origin].cards) if 0 <= origin < len(view.columns) else 0
        start = card_centre(origin, count, count + 1)
        end = explorer.pos()
        explorer.setPos(start)
        explorer.setZValue(Z_FLYING)
        move = self._move(explorer, start, end, self.animation_ms(_SAIL_MS))
        move.setEasingCurve(QEasingCurve.Type.InOutSine)
        move.finished.connect(lambda item=explorer: item.setZValue(Z_CARD + 0.5))
        self._animations.addAnimation(move)

    def _animate_kill(self, previous: CapeEpeeView, view: CapeEpeeView, p: Any) -> None:
        column, seat, card_id = p.get("column"), p.get("seat"), p.get("card")
        if not isinstance(column, int) or not 0 <= column < len(view.columns):
            return
        count = len(view.columns[column].cards)
        at = card_centre(column, count, count + 1)
        ghost = self._fly(
            InfluenceCardItem(
                seat if isinstance(seat, int) else -1,
                card_id if isinstance(card_id, str) else None,
                True,
                self._colour(seat if isinstance(seat, int) else None),
                self._marker(seat if isinstance(seat, int) else None),
            )
        )
        start = self._origin_of(seat, view)
        ghost.setPos(start)
        ms = self.animation_ms(_KILL_MS)
        self._animations.addAnimation(self._move(ghost, start, at, self.animation_ms(_PLAY_MS)))
        leave = QParallelAnimationGroup(self)
        leave.addAnimation(self._move(ghost, at, at + QPointF(0, 120), ms))
        leave.addAnimation(self._fade(ghost, ms))
        self._animations.addAnimation(QPauseAnimation(self.animation_ms(160), self))
        self._animations.addAnimation(leave)

    def _animate_resolution(
        self, previous: CapeEpeeView, view: CapeEpeeView, events: list[Event]
    ) -> None:
        """The round's columns, from the previous view, resolved one at a time: the values,
        the removals with their reason, then the objective flying to its winner."""
        columns = previous.columns
        by_column: dict[int, list[Event]] = {}
        for event in events:
            column = event.params.get("column")
            if isinstance(column, int):
                by_column.setdefault(column, []).append(event)
        # Cover the new round's table while the old one is resolved.
        veil = self._fly(CaptionItem("", width=1.0))
        veil.setVisible(False)
        ghosts: dict[int, list[InfluenceCardItem]] = {}
        objectives: dict[int, ObjectiveChip] = {}
        for index, column in enumerate(columns):
            chip = self._fly(ObjectiveChip(column.objective.domain, column.objective.value))
            chip.setPos(objective_centre(index))
            objectives[index] = chip  # type: ignore[assignment]
            shown = self._resolution_cards(column, by_column.get(index, []))
            items = []
            for i, (seat, card_id) in enumerate(shown):
                ghost = InfluenceCardItem(
                    seat, card_id, True, self._colour(seat), self._marker(seat)
                )
                self._fly(ghost)
                ghost.setPos(card_centre(index, i, len(shown)))
                ghost.setZValue(Z_FLYING + i * 0.01)
                items.append(ghost)
            ghosts[index] = items
        for index in range(len(columns)):
            steps = QSequentialAnimationGroup(self)
            for event in by_column.get(index, []):
                self._resolution_step(steps, index, event, ghosts[index], objectives[index])
            if steps.animationCount():
                self._animations.addAnimation(steps)

    @staticmethod
    def _resolution_cards(column: Any, events: list[Event]) -> list[tuple[int, str | None]]:
        for event in events:
            if event.code == "values":
                out = []
                for entry in event.params.get("values") or ():
                    try:
                        _i, seat, card_id, _value = entry
                    except (TypeError, ValueError):
                        continue
                    out.append((int(seat), str(card_id)))
                if out:
                    return out
        turned = {}
        for event in events:
            if event.code == "turned_up":
                turned = {i: pair for i, pair in enumerate(event.params.get("cards") or ())}
        out = []
        hidden = 0
        for placed in column.cards:
            card_id = placed.card
            if card_id is None or not placed.face_up:
                pair = turned.get(hidden)
                hidden += 1
                if pair and card_id is None:
                    card_id = pair[1]
            out.append((placed.owner, card_id))
        return out

    def _caption(self, steps: QSequentialAnimationGroup, at: QPointF, text: str) -> None:
        if not text:
            return
        caption = self._fly(CaptionItem(text, width=200))
        caption.setPos(at)
        caption.setOpacity(0.0)
        ms = self.animation_ms(_STEP_MS)
        steps.addAnimation(self._fade(caption, ms // 3, 0.0, 1.0))
        steps.addAnimation(QPauseAnimation(ms, self))

    def _resolution_step(
        self,
        steps: QSequentialAnimationGroup,
        index: int,
        event: Event,
        ghosts: list[InfluenceCardItem],
        chip: ObjectiveChip,
    ) -> None:
        p = event.params
        ms = self.animation_ms(_STEP_MS)
        top = QPointF(column_x(index), objective_centre(index).y() + 62)
        if event.code in ("values", "dragon"):
            badges = QParallelAnimationGroup(self)
            for entry in p.get("values") or ():
                try:
                    i, _seat, _card, value = entry
                except (TypeError, ValueError):
                    continue
                if not isinstance(i, int) or not 0 <= i < len(ghosts):
                    continue
                badge = self._fly(CaptionItem(value_text(value), width=44, badge=True))
                badge.setPos(ghosts[i].pos() + QPointF(34, -56))
                badge.setOpacity(0.0)
                badges.addAnimation(self._fade(badge, ms // 2, 0.0, 1.0))
            if event.code == "dragon":
                self._caption(steps, top, texts.resolution_caption(event))
            steps.addAnimation(badges)
            steps.addAnimation(QPauseAnimation(ms // 2, self))
        elif event.code == "removed":
            self._caption(steps, top, texts.resolution_caption(event))
            gone = QParallelAnimationGroup(self)
            removed = [
                tuple(pair) for pair in p.get("cards") or () if isinstance(pair, list | tuple)
            ]
            for ghost in ghosts:
                if (ghost.owner, ghost.card_id) in removed:
                    gone.addAnimation(self._fade(ghost, ms))
            steps.addAnimation(gone)
        elif event.code in ("musketeers", "cancelled", "prince", "beggar", "column_empty"):
            self._caption(steps, top, texts.resolution_caption(event))
        elif event.code == "column_won":
            seat = p.get("seat")
            if isinstance(seat, int) and 0 <= seat < len(self._panels):
                end = self._panels[seat].objective_slot()
                fly = QParallelAnimationGroup(self)
                fly.addAnimation(self._move(chip, chip.pos(), end, self.animation_ms(_FLY_MS)))
                shrink = QPropertyAnimation(chip, b"scale", self)
                shrink.setStartValue(1.0)
                shrink.setEndValue(0.25)
                shrink.setDuration(self.animation_ms(_FLY_MS))
                fly.addAnimation(shrink)
                for ghost in ghosts:
                    fly.addAnimation(self._fade(ghost, self.animation_ms(_FLY_MS)))
                steps.addAnimation(fly)
                steps.addAnimation(self._fade(chip, self.animation_ms(120)))
