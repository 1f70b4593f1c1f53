"""De Cape et d'Épée's table: the round's objectives in a row with the influence cards played
under them, the viewer's hand fanned below, buttons for the Traitor's and the Disguise's
choices, and a panel per player (hand, pile, objectives won, score) on the right.

The scene redraws from each view and lights up the targets of the legal actions it is given;
a click emits :attr:`~capboard.ui.games.base.BoardScene.action_chosen` with one of them and
nothing else. Animations follow the events of the latest action: a card played, the Explorer
sailing, the Assassin's victim leaving, and at the end of a round each column resolved step by
step before its objective flies to the winner.

This module holds the scene itself (its items made once, the panels and columns shown from
each view, what a choice reports); what may be chosen is read and lit by
:class:`~.targets.TargetsMixin`, the animations are :class:`~.animation.AnimationMixin`, and
:mod:`.stacking` says which item lies over which.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, QSequentialAnimationGroup, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from capboard.engine.protocol import Action, Event
from capboard.games.cape_epee.actions import KeepObjectives, NoSlip, PlayCard, SwapObjectives
from capboard.games.cape_epee.view import CapeEpeeView
from capboard.ui.games.base import BoardScene
from capboard.ui.games.cape_epee import texts
from capboard.ui.games.cape_epee.animation import AnimationMixin
from capboard.ui.games.cape_epee.art import CARD_H
from capboard.ui.games.cape_epee.columns import ColumnItem, InfluenceCardItem, ObjectiveItem
from capboard.ui.games.cape_epee.hand import ButtonItem, HandCard
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
    objective_centre,
    panel_pos,
)
from capboard.ui.games.cape_epee.panel import PanelItem
from capboard.ui.games.cape_epee.stacking import Z_CARD, Z_COLUMN, Z_HAND, Z_OBJECTIVE, Z_PANEL
from capboard.ui.games.cape_epee.targets import TargetsMixin
from capboard.ui.games.clickable import TargetPulse
from capboard.ui.games.marks import around

if TYPE_CHECKING:
    from capboard.controller.settings import Settings


class CapeEpeeScene(TargetsMixin, AnimationMixin, BoardScene):
    """De Cape et d'Épée's table. Build it with :meth:`CapeEpeeUi.create_scene`."""

    def __init__(self, seat_colours: Sequence[QColor], settings: Settings, parent: Any = None):
        super().__init__(seat_colours, settings, parent)
        self._view: CapeEpeeView | None = None
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
            button.setZValue(Z_HAND)
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

    # -- drawing -------------------------------------------------------------------------------
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
            panel.setZValue(Z_PANEL)
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
            target.setZValue(Z_COLUMN)
            self.addItem(target)
            self._columns.append(target)
            objective = ObjectiveItem(index, column.objective, self._choose)
            objective.setPos(objective_centre(index))
            objective.setZValue(Z_OBJECTIVE)
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
                item.setZValue(Z_CARD + i * 0.01)
                self.addItem(item)
                items.append(item)
            self._cards.append(items)

    def _place_buttons(self, view: CapeEpeeView) -> None:
        centre_x = self._hand_centre_x(view)
        x = centre_x + max(1.5, len(view.hand) / 2) * 102 + 30
        for i, button in enumerate(self._buttons.values()):
            button.setPos(x, HAND_Y - BUTTON_H / 2 + i * 0)

    def _fit(self, view: CapeEpeeView) -> None:
        right = panel_pos(len(view.columns), 0).x() + PANEL_W
        bottom = max(HAND_Y + 110, view.players * (PANEL_H + 10))
        self.setSceneRect(QRectF(-30, -30, right + 60, bottom + 50))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self._selected is not None:
            self.select_card(None)
            event.accept()
            return
        super().keyPressEvent(event)

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


__all__ = ["BUTTON_W", "COLUMNS_BOTTOM", "CapeEpeeScene"]
