"""What may be chosen on Cap Horn's table, and how: the legal actions read into the chart's
targets by square (sail, ignore the card, lay or cover a card), the finish line and the
buttons; the hand card selected (by a click or Escape to let go) and the squares it may go to;
a card dragged onto a square.

A mixin of :class:`~capboard.ui.games.cap_horn.scene.CapHornScene`. It stands apart because
it is the one part that turns the list of legal actions into lit items, and never decides what
is legal: every action comes from the list the scene was given.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from capboard.engine.protocol import Action
from capboard.games.cap_horn.actions import (
    BuyCard,
    CoverCard,
    CrossFinish,
    EndTurn,
    Ignore,
    LayCard,
    Renounce,
    Sail,
    Sprint,
    Stay,
)
from capboard.games.cap_horn.view import CapHornView
from capboard.ui.games.cap_horn.chart import Square
from capboard.ui.games.cap_horn.chart_items import SquareItem
from capboard.ui.games.cap_horn.hand import HandCard
from capboard.ui.games.cap_horn.layout import hand_slot
from capboard.ui.games.cap_horn.stacking import Z_HAND
from capboard.ui.games.clickable import ClickableItem


class TargetsMixin:
    """The scene's targets and the selected hand card (see the module's docstring)."""

    # -- the selected hand card --------------------------------------------------------------------
    @property
    def selected_card(self) -> int | None:
        """The kind of the selected hand card, or None."""
        if self._selected is None or self._selected >= len(self._hand):
            return None
        return self._hand[self._selected].kind

    def select_card(self, index: int | None) -> None:
        """Select the ``index``-th hand card (None: none), lighting up its targets."""
        if index is not None and not (0 <= index < len(self._hand) and self._hand[index].playable):
            index = None
        self._selected = index
        colour = self._colour(self._actor())
        for card in self._hand:
            card.set_state(card.playable, card.index == index, colour)
        self._show_targets()
        self._pulse.update()

    # -- reading and lighting the targets ----------------------------------------------------------
    def _read_targets(self, view: CapHornView, legal: list[Action]) -> None:
        self._lay = {}
        self._cover = {}
        self._sail: dict[Square, Action] = {}
        self._ignore: dict[Square, Action] = {}
        self._cross: Action | None = None
        buttons: dict[str, Action] = {}
        for action in legal:
            if isinstance(action, LayCard):
                self._lay.setdefault(action.card, {})[(action.x, action.y)] = action
            elif isinstance(action, CoverCard):
                self._cover.setdefault(action.card, {})[(action.x, action.y)] = action
            elif isinstance(action, Sail):
                self._sail[(action.x, action.y)] = action
            elif isinstance(action, Ignore):
                self._ignore[(action.x, action.y)] = action
            elif isinstance(action, CrossFinish):
                self._cross = action
            elif isinstance(action, Renounce | Stay):
                buttons["renounce"] = action  # a ship that cannot move stays, for nothing
            elif isinstance(action, Sprint):
                buttons["sprint"] = action
            elif isinstance(action, BuyCard):
                buttons["buy"] = action
            elif isinstance(action, EndTurn):
                buttons["end"] = action
        colour = self._colour(self._actor())
        for name, button in self._buttons.items():
            button.set_action(buttons.get(name), colour)
        self._finish.set_action(self._cross, colour)

    def _show_hand(self, view: CapHornView) -> None:
        kinds = [card.kind for card in self._hand]
        selected_kind = self.selected_card
        if kinds != list(view.hand):
            for card in self._hand:
                self.removeItem(card)
            self._hand = []
            for index, kind in enumerate(view.hand):
                card = HandCard(kind, index, self.select_card, self._drop)
                centre, tilt = hand_slot(index, len(view.hand))
                card.set_home(centre, tilt)
                card.setZValue(Z_HAND + index * 0.01)
                self.addItem(card)
                self._hand.append(card)
        # Keep a selected kind selected while it can still be played.
        self._selected = None
        colour = self._colour(self._actor())
        for card in self._hand:
            playable = bool(self._lay.get(card.kind) or self._cover.get(card.kind))
            if playable and card.kind == selected_kind and self._selected is None:
                self._selected = card.index
            card.set_state(playable, card.index == self._selected, colour)

    def _show_targets(self) -> None:
        kind = self.selected_card
        lay = self._lay.get(kind, {}) if kind is not None else {}
        cover = self._cover.get(kind, {}) if kind is not None else {}
        colour = self._colour(self._actor())
        for square, item in self._squares.items():
            item.set_targets(
                colour,
                sail=self._sail.get(square),
                ignore=self._ignore.get(square),
                lay=lay.get(square),
                cover=cover.get(square),
                kind=kind,
            )

    def _drop(self, point: QPointF) -> bool:
        """A hand card dragged to ``point``: play it on the square there if it may go there."""
        for item in self.items(point):
            if isinstance(item, SquareItem) and (item.lay or item.cover):
                self._choose(item.lay or item.cover)  # type: ignore[arg-type]
                return True
        return False

    def _active_items(self) -> list[ClickableItem]:
        items: list[ClickableItem] = [s for s in self._squares.values() if s.is_active()]
        items += [b for b in self._buttons.values() if b.is_active()]
        items += [c for c in self._hand if c.is_active()]
        if self._finish.is_active():
            items.append(self._finish)
        return items
