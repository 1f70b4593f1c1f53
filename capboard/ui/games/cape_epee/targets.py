"""What may be chosen on De Cape et d'Épée's table, and how: the legal actions read into the
columns a hand card may be played in, the objectives a Traitor may swap, the cards a Disguise
may slip under and the Traitor's and the Disguise's buttons; the hand card selected (by a
click, Escape to let go) and a card dragged onto a column.

A mixin of :class:`~capboard.ui.games.cape_epee.scene.CapeEpeeScene`. It stands apart because
it is the one part that turns the list of legal actions into lit items, and never decides what
is legal: every action comes from the list the scene was given.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from capboard.engine.protocol import Action
from capboard.games.cape_epee.actions import (
    KeepObjectives,
    NoSlip,
    PlayCard,
    SlipCard,
    SwapObjectives,
)
from capboard.games.cape_epee.view import CapeEpeeView
from capboard.ui.games.cape_epee.columns import ColumnItem
from capboard.ui.games.cape_epee.hand import HandCard
from capboard.ui.games.cape_epee.items import Clickable
from capboard.ui.games.cape_epee.layout import card_centre, hand_slot
from capboard.ui.games.cape_epee.stacking import Z_HAND


class TargetsMixin:
    """The scene's targets and the selected hand card (see the module's docstring)."""

    # -- the selected hand card --------------------------------------------------------------------
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

    # -- reading and lighting the targets ----------------------------------------------------------
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
            card.setZValue(Z_HAND + index * 0.01)
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

    def _drop(self, point: QPointF) -> bool:
        for item in self.items(point):
            if isinstance(item, ColumnItem) and item.action is not None:
                self._choose(item.action)
                return True
        return False

    def _active_items(self) -> list[Clickable]:
        items: list[Clickable] = [c for c in self._columns if c.is_active()]
        items += [o for o in self._objectives if o.is_active()]
        items += [c for c in self._hand if c.is_active()]
        items += [b for b in self._buttons.values() if b.is_active()]
        return items
