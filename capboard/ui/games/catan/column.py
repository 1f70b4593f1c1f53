"""The column beside Catan's island and the hand under it: the players' panels, the dice, the
buttons (build, buy a card, trade, end the turn; a Seafarers scenario's ship buttons) and the
viewer's resource and development cards.

A mixin of :class:`~capboard.ui.games.catan.scene.CatanScene`: it shows each view's panels,
dice, buttons and cards and arms them with the legal actions the scene read. It stands apart
from the island (:mod:`.island`) because it is the player's side of the table, the same on
every map but for the buttons a scenario has.
"""

from __future__ import annotations

from capboard.games.catan.actions import BuyDevelopment, EndTurn, PlayKnight, PlayRoadBuilding, Roll
from capboard.games.catan.view import CatanView
from capboard.ui.games.base import player_name
from capboard.ui.games.catan import texts, texts_players, texts_scenarios
from capboard.ui.games.catan.controls import ButtonItem, DiceItem
from capboard.ui.games.catan.hand import DevCardItem, ResourceCardItem
from capboard.ui.games.catan.layout import (
    BUTTON_ORDER,
    SEA_BUTTON_ORDER,
    card_centre,
    island_layout,
)
from capboard.ui.games.catan.panel import PanelItem
from capboard.ui.games.catan.stacking import Z_TABLE
from capboard.ui.plain import literal

BUILD_MODES = ("road", "settlement", "city", "ship", "move_ship")
DEV_ORDER = texts.DEV_CARDS


def button_order(view: CatanView) -> tuple[str, ...]:
    """The buttons of the column for ``view``'s game, in order: the base game's, or a Seafarers
    scenario's with the ship buttons, but for The Pirate Islands (the view carries its
    fortresses' victories), whose ships keep to their lanes and never move: no Move ship button
    stands greyed there for good."""
    if not texts_scenarios.is_seafarers(view):
        return BUTTON_ORDER
    if view.fortress_wins:
        return tuple(name for name in SEA_BUTTON_ORDER if name != "move_ship")
    return SEA_BUTTON_ORDER


class ColumnMixin:
    """The column and the hand (see the module's docstring)."""

    # -- queries (tests and keyboard users) --------------------------------------------------------
    def panel(self, seat: int) -> PanelItem:
        """The panel of ``seat``."""
        return self._panels[seat]

    def dice_item(self) -> DiceItem:
        """The dice."""
        return self._dice

    def button(self, name: str) -> ButtonItem:
        """One of ``road``, ``settlement``, ``city``, ``development``, ``trade``, ``end``
        (and in a Seafarers scenario ``ship`` and ``move_ship``); a button the game's column
        leaves out (see :func:`button_order`) is hidden."""
        return self._buttons[name]

    def resource_card(self, resource: str) -> ResourceCardItem:
        """The viewer's card of ``resource``."""
        return self._resource_cards[resource]

    def dev_card_items(self) -> list[DevCardItem]:
        """The viewer's development cards, left to right."""
        return list(self._dev_cards)

    # -- showing the column and the hand -----------------------------------------------------------
    def _show_panels(self, view: CatanView) -> None:
        names = self.names()
        actor = self._actor()
        for seat, panel in enumerate(self._panels):
            points, hidden = texts_players.victory_points(view, seat)
            panel.set_player(
                player_name(names, seat),
                self._colour(seat),
                self._marker(seat),
                self._pattern(seat),
            )
            panel.set_state(
                points=points,
                target=view.target if texts_scenarios.is_seafarers(view) else None,
                hidden_points=hidden,
                cards=view.hand_sizes[seat] if seat < len(view.hand_sizes) else 0,
                dev=view.dev_counts[seat] if seat < len(view.dev_counts) else 0,
                knights=view.knights[seat] if seat < len(view.knights) else 0,
                road=view.road_lengths[seat] if seat < len(view.road_lengths) else 0,
                cloth=view.cloth[seat] if seat < len(view.cloth) else None,
                longest=view.longest_road_holder == seat,
                largest=view.largest_army_holder == seat,
                current=seat == actor and not view.is_over,
                waiting=seat in view.pending_players and not view.is_over,
                viewer=seat == view.seat,
            )
            panel.setToolTip(literal(texts_players.panel_tooltip(view, seat, names)))

    def _show_hand(self, view: CatanView) -> None:
        island = island_layout(view.board.map_id).rect
        own = view.seat is not None and bool(view.hand)
        discarding = bool(self._discards)
        need = self._discard_need(view)
        for i, (resource, card) in enumerate(self._resource_cards.items()):
            card.setVisible(own)
            if not own:
                card.set_press(None)
                continue
            card.setPos(card_centre(island, i))
            count = view.hand[i]
            chosen = self._discard[i] if discarding else 0
            card.set_count(count, chosen)
            if discarding and chosen < count and sum(self._discard) < need:
                card.set_press(lambda r=resource: self.pick_discard(r))
            else:
                card.set_press(None)
        if view.seat is None:
            self._set_dev_cards([])
            return
        held = list(view.dev_cards)
        new = list(view.new_dev_cards)
        wanted = []
        for kind in DEV_ORDER:
            fresh = min(new.count(kind), held.count(kind))
            old = held.count(kind) - fresh
            wanted += [(kind, is_new, n) for is_new, n in ((False, old), (True, fresh)) if n > 0]
        self._set_dev_cards(wanted)
        slot = len(texts.RESOURCES) + 0.4
        for card in self._dev_cards:
            card.setPos(card_centre(island, slot))
            card.setZValue(Z_TABLE + slot * 0.01)
            if card.new:
                card.set_action(None)
            else:
                self._arm_dev_card(card)
            slot += 1

    def _set_dev_cards(self, wanted: list[tuple[str, bool, int]]) -> None:
        """The viewer's development cards as (kind, bought this turn, count), kept as they are
        when nothing changed."""
        if [(c.kind, c.new, c.count) for c in self._dev_cards] == wanted:
            return
        for card in self._dev_cards:
            if card.scene() is self:
                self.removeItem(card)
        self._dev_cards = []
        for kind, is_new, count in wanted:
            card = DevCardItem(kind, is_new, self._choose)
            card.set_count(count)
            self.addItem(card)
            self._dev_cards.append(card)

    def _arm_dev_card(self, card: DevCardItem) -> None:
        kind = card.kind
        if kind == "knight" and PlayKnight in self._single:
            card.set_action(self._single[PlayKnight])
        elif kind == "road_building" and PlayRoadBuilding in self._single:
            card.set_action(self._single[PlayRoadBuilding])
        elif kind == "monopoly" and self._monopoly:
            card.set_press(lambda: self.open_picker("monopoly"))
        elif kind == "year_of_plenty" and self._yop:
            card.set_press(lambda: self.open_picker("year_of_plenty"))
        else:
            card.set_action(None)

    def _show_buttons(self, view: CatanView) -> None:
        colour = self._colour(view.turn)
        main = view.phase == "main"
        for name, button in self._buttons.items():
            if name in BUILD_MODES:
                if main and self._mode_actions(name):
                    button.set_press(
                        lambda n=name: self.select_mode(None if self._mode == n else n)
                    )
                else:
                    button.set_press(None)
                button.set_state(colour, self._mode == name)
            elif name == "development":
                button.set_action(self._single.get(BuyDevelopment))
                button.set_state(colour)
            if name not in self._order:
                button.set_press(None)  # a Seafarers button in the base game
            elif name == "trade":
                button.set_press(self.open_trade_dialog if self._can_trade() else None)
                button.set_state(colour)
            elif name == "end":
                button.set_action(self._single.get(EndTurn))
                button.set_state(colour)

    def _show_dice(self, view: CatanView) -> None:
        self._dice.set_dice(view.last_roll, self._colour(view.turn))
        self._dice.set_action(self._single.get(Roll))
