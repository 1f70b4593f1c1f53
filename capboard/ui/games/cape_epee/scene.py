"""De Cape et d'Épée's table: the round's objectives in a row with the influence cards played
under them, the viewer's hand fanned below, buttons for the Traitor's and the Disguise's
choices, and a panel per player (hand, pile, objectives won, score) on the right.

The scene redraws from each view and lights up the targets of the legal actions it is given;
a click emits :attr:`~capboard.ui.games.base.BoardScene.action_chosen` with one of them and
nothing else. Animations follow the events of the latest action: a card played, the Explorer
sailing, the Assassin's victim leaving, and at the end of a round each column resolved step by
step before its objective flies to the winner.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from capboard.engine.protocol import Action, Event
from capboard.games.cape_epee.actions import (
    KeepObjectives,
    NoSlip,
    PlayCard,
    SlipCard,
    SwapObjectives,
)
from capboard.games.cape_epee.view import CapeEpeeView
from capboard.ui import theme
from capboard.ui.games.animations import empty_group
from capboard.ui.games.base import BoardScene
from capboard.ui.games.cape_epee import texts
from capboard.ui.games.cape_epee.art import CARD_H
from capboard.ui.games.cape_epee.data import value_text
from capboard.ui.games.cape_epee.items import (
    NEUTRAL,
    ButtonItem,
    CaptionItem,
    Clickable,
    ColumnItem,
    HandCard,
    InfluenceCardItem,
    ObjectiveChip,
    ObjectiveItem,
    PanelItem,
)
from capboard.ui.games.cape_epee.layout import (
    BUTTON_H,
    BUTTON_W,
    COLUMNS_BOTTOM,
    HAND_Y,
    OBJECTIVE_H,
    PANEL_H,
    PANEL_W,
    card_centre,
    column_x,
    columns_width,
    hand_slot,
    objective_centre,
    panel_pos,
)
from capboard.ui.games.clickable import TargetPulse
from capboard.ui.games.marks import around

if TYPE_CHECKING:
    from capboard.controller.settings import Settings

_Z_COLUMN, _Z_OBJECTIVE, _Z_CARD, _Z_HAND, _Z_PANEL, _Z_FLYING = 0.0, 1.0, 2.0, 50.0, 40.0, 80.0

_PLAY_MS = 360
_SAIL_MS = 520
_KILL_MS = 480
_STEP_MS = 420
_FLY_MS = 560


class CapeEpeeScene(BoardScene):
    """De Cape et d'Épée's table. Build it with :meth:`CapeEpeeUi.create_scene`."""

    def __init__(self, seat_colours: Sequence[QColor], settings: Settings, parent: Any = None):
        super().__init__(seat_colours, settings, parent)
        self._view: CapeEpeeView | None = None
        self._legal: list[Action] = []
        self._objectives: list[ObjectiveItem] = []
        self._columns: list[ColumnItem] = []
        self._cards: list[list[InfluenceCardItem]] = []
        self._hand: list[HandCard] = []
        self._panels: list[PanelItem] = []
        self._flying: list[QGraphicsItem] = []
        self._selected: str | None = None
        self._play: dict[str, dict[int, Action]] = {}
        self._animations = QSequentialAnimationGroup(self)
        self._animations.finished.connect(self._clear_flying)
        self._pulse = TargetPulse(self, self._active_items)
        self._buttons = {
            "keep": ButtonItem("keep", self._choose),
            "no-slip": ButtonItem("no-slip", self._choose),
        }
        for button in self._buttons.values():
            button.setZValue(_Z_HAND)
            self.addItem(button)
        self.setBackgroundBrush(QColor("#5b2333"))

    # -- the BoardScene interface ---------------------------------------------------------
    def show_view(self, view: CapeEpeeView, legal: Sequence[Action], events: list[Event]) -> None:  # type: ignore[override]
        """Redraw from ``view``, light up ``legal`` targets and animate ``events``."""
        previous = self._view
        self._stop_animations()
        if previous is None or previous.players != view.players:
            self._build_panels(view)
            previous = None
        self._view = view
        self._legal = list(legal)
        self._read_targets()
        self._show_columns(view)
        self._show_panels(view)
        self._show_hand(view)
        self._show_targets()
        self._place_buttons(view)
        self._fit(view)
        if previous is not None and events and self.animation_ms(100) > 0:
            self._animate(previous, view, events)
        self._pulse.update()

    def set_colour_blind(self, on: bool) -> None:
        """Show the players' shapes on cards and panels (or hide them)."""
        super().set_colour_blind(on)
        if self._view is not None:
            self._build_panels(self._view)
            self.show_view(self._view, self._legal, [])

    def retranslate(self) -> None:
        """Re-render tooltips and card text in the current language."""
        for column in self._cards:
            for item in column:
                item.retranslate()
                item.update()
        for card in self._hand:
            card.setToolTip(texts.card_tooltip(card.card_id))
            card.update()
        for objective in self._objectives:
            objective.set_state(
                objective.closed,
                objective.complete,
                objective.action,
                objective.source,
                self._colour(self._actor()),
            )
        for panel in self._panels:
            panel.retranslate()
        for button in self._buttons.values():
            button.update()

    # -- queries (tests and keyboard users) --------------------------------------------------
    def objective_item(self, column: int) -> ObjectiveItem:
        """The objective heading ``column``."""
        return self._objectives[column]

    def column_item(self, column: int) -> ColumnItem:
        """The play target of ``column``."""
        return self._columns[column]

    def card_items(self, column: int) -> list[InfluenceCardItem]:
        """The influence cards of ``column``, top first."""
        return list(self._cards[column])

    def hand_cards(self) -> list[HandCard]:
        """The viewer's hand, left to right."""
        return list(self._hand)

    def button(self, name: str) -> ButtonItem:
        """``keep`` (the Traitor keeps the objectives) or ``no-slip`` (the Disguise)."""
        return self._buttons[name]

    def panel(self, seat: int) -> PanelItem:
        """The panel of ``seat``."""
        return self._panels[seat]

    @property
    def selected_card(self) -> str | None:
        """The id of the selected hand card, or None."""
        return self._selected

    def select_card(self, card_id: str | None) -> None:
        """Select a hand card (None: none), lighting up the columns it may go to."""
        if card_id is not None and card_id not in self._play:
            card_id = None
        self._selected = card_id
        for card in self._hand:
            card.set_state(card.card_id in self._play, card.card_id == card_id, card.action)
        self._show_targets()
        self._pulse.update()

    def is_animating(self) -> bool:
        """True while an action is being animated."""
        return self._animations.state() == QAbstractAnimation.State.Running

    # -- drawing -------------------------------------------------------------------------------
    def _colour(self, seat: int | None) -> QColor:
        if seat is not None and 0 <= seat < len(self.seat_colours):
            return self.seat_colours[seat]
        return QColor(NEUTRAL)

    def _marker(self, seat: int | None) -> str | None:
        if not self.colour_blind or seat is None:
            return None
        return theme.shape_for(self._colour(seat).name(), seat)

    def _actor(self) -> int | None:
        view = self._view
        if view is None:
            return None
        if view.choice is not None:
            return view.choice.seat
        return view.current_player

    def _hand_centre_x(self, view: CapeEpeeView) -> float:
        return max(columns_width(len(view.columns)), columns_width(3)) / 2

    def _build_panels(self, view: CapeEpeeView) -> None:
        for panel in self._panels:
            self.removeItem(panel)
        self._panels = []
        for seat in range(view.players):
            panel = PanelItem(seat, self._colour(seat), self._marker(seat))
            panel.setZValue(_Z_PANEL)
            self.addItem(panel)
            self._panels.append(panel)

    def _show_panels(self, view: CapeEpeeView) -> None:
        for seat, panel in enumerate(self._panels):
            panel.setPos(panel_pos(len(view.columns), seat))
            panel.set_state(
                view.hand_sizes[seat] if seat < len(view.hand_sizes) else 0,
                view.pile_sizes[seat] if seat < len(view.pile_sizes) else 0,
                view.won[seat] if seat < len(view.won) else (),
                view.scores[seat] if seat < len(view.scores) else 0,
                seat == view.turn and not view.is_over,
                seat == view.seat,
            )

    def _show_columns(self, view: CapeEpeeView) -> None:
        for item in [*self._objectives, *self._columns, *(c for col in self._cards for c in col)]:
            self.removeItem(item)
        self._objectives, self._columns, self._cards = [], [], []
        for index, column in enumerate(view.columns):
            target = ColumnItem(index, self._choose)
            target.setPos(column_x(index), 0)
            target.setZValue(_Z_COLUMN)
            self.addItem(target)
            self._columns.append(target)
            objective = ObjectiveItem(index, column.objective, self._choose)
            objective.setPos(objective_centre(index))
            objective.setZValue(_Z_OBJECTIVE)
            self.addItem(objective)
            self._objectives.append(objective)
            items = []
            count = len(column.cards)
            for i, placed in enumerate(column.cards):
                item = InfluenceCardItem(
                    placed.owner,
                    placed.card,
                    placed.face_up,
                    self._colour(placed.owner),
                    self._marker(placed.owner),
                    placed.slipped,
                    placed.has_slipped,
                )
                item.setPos(card_centre(index, i, count))
                item.setZValue(_Z_CARD + i * 0.01)
                self.addItem(item)
                items.append(item)
            self._cards.append(items)

    def _read_targets(self) -> None:
        self._play = {}
        self._swap: dict[int, Action] = {}
        self._slip: dict[str, Action] = {}
        buttons: dict[str, Action] = {}
        for action in self._legal:
            if isinstance(action, PlayCard):
                self._play.setdefault(action.card, {})[action.column] = action
            elif isinstance(action, SwapObjectives):
                self._swap[action.column] = action
            elif isinstance(action, SlipCard):
                self._slip[action.card] = action
            elif isinstance(action, KeepObjectives):
                buttons["keep"] = action
            elif isinstance(action, NoSlip):
                buttons["no-slip"] = action
        colour = self._colour(self._actor())
        for name, button in self._buttons.items():
            button.set_action(buttons.get(name), colour)

    def _show_hand(self, view: CapeEpeeView) -> None:
        for card in self._hand:
            self.removeItem(card)
        self._hand = []
        seat = view.seat
        if self._selected not in self._play:
            self._selected = None
        centre_x = self._hand_centre_x(view)
        for index, card_id in enumerate(view.hand):
            card = HandCard(
                card_id,
                self._colour(seat),
                self._marker(seat),
                self._choose,
                self.select_card,
                self._drop,
            )
            centre, tilt = hand_slot(index, len(view.hand), centre_x)
            card.set_home(centre, tilt)
            card.setZValue(_Z_HAND + index * 0.01)
            self.addItem(card)
            card.set_state(
                card_id in self._play, card_id == self._selected, self._slip.get(card_id)
            )
            self._hand.append(card)

    def _show_targets(self) -> None:
        view = self._view
        if view is None:
            return
        colour = self._colour(self._actor())
        targets = self._play.get(self._selected, {}) if self._selected is not None else {}
        for index, item in enumerate(self._columns):
            column = view.columns[index]
            count = len(column.cards)
            slot = card_centre(index, count, count + 1) - item.pos()
            item.set_state(column.closed, targets.get(index), slot, colour)
        source = (
            view.choice.column
            if view.choice is not None and view.choice.kind == "traitor"
            else None
        )
        for index, objective in enumerate(self._objectives):
            column = view.columns[index]
            objective.set_state(
                column.closed,
                column.complete,
                self._swap.get(index),
                source == index and bool(self._swap),
                colour,
            )

    def _place_buttons(self, view: CapeEpeeView) -> None:
        centre_x = self._hand_centre_x(view)
        x = centre_x + max(1.5, len(view.hand) / 2) * 102 + 30
        for i, button in enumerate(self._buttons.values()):
            button.setPos(x, HAND_Y - BUTTON_H / 2 + i * 0)

    def _fit(self, view: CapeEpeeView) -> None:
        right = panel_pos(len(view.columns), 0).x() + PANEL_W
        bottom = max(HAND_Y + 110, view.players * (PANEL_H + 10))
        self.setSceneRect(QRectF(-30, -30, right + 60, bottom + 50))

    def _drop(self, point: QPointF) -> bool:
        for item in self.items(point):
            if isinstance(item, ColumnItem) and item.action is not None:
                self._choose(item.action)
                return True
        return False

    def _choose(self, action: Action) -> None:
        # Only ever report an action from the legal list the scene was given.
        if action in self._legal:
            self.action_chosen.emit(action)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self._selected is not None:
            self.select_card(None)
            event.accept()
            return
        super().keyPressEvent(event)

    def _active_items(self) -> list[Clickable]:
        items: list[Clickable] = [c for c in self._columns if c.is_active()]
        items += [o for o in self._objectives if o.is_active()]
        items += [c for c in self._hand if c.is_active()]
        items += [b for b in self._buttons.values() if b.is_active()]
        return items

    def controls(self) -> list[QGraphicsItem]:
        """The Traitor's and the Disguise's buttons."""
        return list(self._buttons.values())

    def action_places(self, action: Action) -> list[tuple[QPointF, float]]:
        """Where a card would go (the end of its column), the objective a Traitor would swap
        with, or the button."""
        if isinstance(action, PlayCard) and 0 <= action.column < len(self._cards):
            count = len(self._cards[action.column])
            return [(card_centre(action.column, count, count + 1), CARD_H * 0.55)]
        if isinstance(action, SwapObjectives) and 0 <= action.column < len(self._cards):
            return [(objective_centre(action.column), OBJECTIVE_H * 0.6)]
        name = {KeepObjectives: "keep", NoSlip: "no-slip"}.get(type(action))
        return [around(self._buttons[name], 0.5)] if name is not None else []

    def recent_places(self, events: Sequence[Event]) -> list[tuple[QPointF, float]]:
        """Cards turned up, the columns cards were played in (the player's last card there),
        columns an Explorer sailed to, objectives swapped by a Traitor."""
        places: list[tuple[QPointF, float]] = []
        cards = self._cards

        def column_ok(column: object) -> bool:
            return isinstance(column, int) and 0 <= column < len(cards)

        for event in events:
            p = event.params
            column = p.get("column")
            if event.code == "card_revealed" and column_ok(column):
                index = p.get("index")
                if isinstance(index, int) and 0 <= index < len(cards[column]):
                    places.append((cards[column][index].scenePos(), CARD_H * 0.55))
            elif event.code == "card_played" and column_ok(column):
                own = [c for c in cards[column] if c.owner == p.get("seat")]
                if own:
                    places.append((own[-1].scenePos(), CARD_H * 0.55))
            elif event.code == "explorer_sailed" and column_ok(p.get("to")):
                to = p["to"]
                if cards[to]:
                    places.append((cards[to][-1].scenePos(), CARD_H * 0.55))
            elif event.code == "objectives_swapped":
                for swapped in p.get("columns") or ():
                    if column_ok(swapped):
                        places.append((objective_centre(swapped), OBJECTIVE_H * 0.6))
        return places

    # -- animation -----------------------------------------------------------------------------
    def _stop_animations(self) -> None:
        empty_group(self._animations)
        self._clear_flying()

    def _clear_flying(self) -> None:
        for item in self._flying:
            if item.scene() is self:
                self.removeItem(item)
        self._flying.clear()

    def _fly(self, item: QGraphicsObject) -> QGraphicsObject:
        item.setZValue(_Z_FLYING)
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
        explorer.setZValue(_Z_FLYING)
        move = self._move(explorer, start, end, self.animation_ms(_SAIL_MS))
        move.setEasingCurve(QEasingCurve.Type.InOutSine)
        move.finished.connect(lambda item=explorer: item.setZValue(_Z_CARD + 0.5))
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
                ghost.setZValue(_Z_FLYING + i * 0.01)
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


__all__ = ["BUTTON_W", "COLUMNS_BOTTOM", "CapeEpeeScene"]
