"""Catan's table: the island (hexes with their number tokens, the sea frame and its harbours,
roads, settlements, cities and the robber); beside it a panel per player, the dice and the
buttons (build a road, a settlement, a city, buy a development card, trade, end the turn);
under it the viewer's cards; over it, when needed, a small choice (whom to rob, a Monopoly's
or a Year of Plenty's resource, the cards to discard, the offer on the table).

The scene redraws from each view and lights up the targets of the legal actions it is given:
every spot where something may be built shows at once, and a pressed build button narrows
them to its piece; the robber may be dragged or a lit hex clicked. A click or Enter emits
:attr:`~capboard.ui.games.base.BoardScene.action_chosen` with one of the legal actions and
nothing else. Tab and Shift+Tab walk through everything that may be chosen.

Animations follow the events of the latest action: the dice roll, resources fly from the
producing hexes to their players, the robber walks, a stolen card changes hands, new pieces
drop in. They are scaled by the animation speed setting and skipped at 0.

A Seafarers scenario adds the open sea inside the frame (its hexes are tiles too), gold fields
and fog hexes that flip over when discovered; ships (built from the Ship button or a lit spot,
and moved in two clicks: the ship at an open end, then its new place), the pirate (dragged or
sent to a lit sea hex like the robber), the island bonus tokens, the gold chooser, and a plaque
with the scenario's name and target above the map. Where a road and a ship may both go on a
coast, a click there opens a small bubble asking which (see :mod:`.build_choice`); what may be
chosen and how is read and lit up by :class:`~.targets.TargetsMixin`.

With the colour-blind setting on, every piece carries its player's shape, and roads and ships
their player's pattern too, which the players' panels show beside the shape (see
:mod:`.patterns`).

This module holds the scene itself (its items made once, :meth:`CatanScene.show_view` that
redraws every part in turn, the names, the colours and what a choice reports); each part is a
mixin in its own module: the island's items (:mod:`.island`), the column beside it and the
hand (:mod:`.column`), the small choices over the island and the trade window
(:mod:`.choices`), the animations (:mod:`.animation`) and the targets and keyboard
(:mod:`.targets`); :mod:`.stacking` says which lies over which.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QParallelAnimationGroup, QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from capboard.engine.protocol import Action, Event
from capboard.games.catan.actions import (
    BuildCity,
    EndTurn,
    MovePirate,
    MoveRobber,
    MoveShip,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    Roll,
)
from capboard.games.catan.rules import base_rules
from capboard.games.catan.view import CatanView
from capboard.ui.games.base import BoardScene
from capboard.ui.games.catan import texts, texts_table
from capboard.ui.games.catan.animation import AnimationMixin
from capboard.ui.games.catan.art import HEX_R
from capboard.ui.games.catan.choices import ChoicesMixin
from capboard.ui.games.catan.cloth import VillageItem
from capboard.ui.games.catan.column import ColumnMixin
from capboard.ui.games.catan.controls import ButtonItem, DiceItem
from capboard.ui.games.catan.hand import DevCardItem, PopupItem, ResourceCardItem
from capboard.ui.games.catan.hexes import HarbourItem, TileItem
from capboard.ui.games.catan.island import IslandMixin
from capboard.ui.games.catan.items import Clickable, seat_marker
from capboard.ui.games.catan.layout import BUTTON_ORDER, POPUP_W, SEA_BUTTON_ORDER, plaque_rect
from capboard.ui.games.catan.panel import PanelItem
from capboard.ui.games.catan.patterns import seat_pattern
from capboard.ui.games.catan.pieces import CornerItem, EdgeItem, RobberItem
from capboard.ui.games.catan.pirates import PirateItems, show_pirates
from capboard.ui.games.catan.sea import GiftItem, PirateItem, PlaqueItem, ShipItem, SpecialPointItem
from capboard.ui.games.catan.stacking import Z_POPUP, Z_ROBBER, Z_TABLE
from capboard.ui.games.catan.targets import TargetsMixin
from capboard.ui.games.catan.trade_dialog import TradeDialog
from capboard.ui.games.catan.wonders import WonderItem, show_wonders
from capboard.ui.games.clickable import TargetPulse
from capboard.ui.games.marks import around

if TYPE_CHECKING:
    from capboard.controller.settings import Settings


_COSTS = {
    "road": "road",
    "settlement": "settlement",
    "city": "city",
    "development": "development_card",
    "ship": "ship",
}


class CatanScene(TargetsMixin, IslandMixin, ColumnMixin, ChoicesMixin, AnimationMixin, BoardScene):
    """Catan's table. Build it with :meth:`CatanUi.create_scene`; feed it views with
    :meth:`show_view`."""

    def __init__(self, seat_colours: Sequence[QColor], settings: Settings, parent: Any = None):
        super().__init__(seat_colours, settings, parent)
        self._view: CatanView | None = None
        self._map_id: str | None = None
        self._tiles: dict[int, TileItem] = {}
        self._edges: dict[int, EdgeItem] = {}
        self._corners: dict[int, CornerItem] = {}
        self._harbours: list[HarbourItem] = []
        self._ships: dict[int, ShipItem] = {}
        self._tokens: list[SpecialPointItem] = []
        self._gifts: list[GiftItem] = []
        self._villages: list[VillageItem] = []  # Cloth for Catan
        self._wonder_cards: list[WonderItem] = []  # The Wonders of Catan
        self._pirate_items = PirateItems()  # The Pirate Islands
        self._ship_source: int | None = None
        self._gold_pick: list[int] = [0] * len(texts.RESOURCES)
        self._order: tuple[str, ...] = BUTTON_ORDER
        self._static: list[QGraphicsItem] = []
        self._panels: list[PanelItem] = []
        self._resource_cards: dict[str, ResourceCardItem] = {}
        self._dev_cards: list[DevCardItem] = []
        self._flying: list[QGraphicsItem] = []
        self._names: list[str] | None = None
        self._mode: str | None = None
        self._picker: str | None = None
        self._first_pick: str | None = None
        self._discard: list[int] = [0] * len(texts.RESOURCES)
        self._trade_dialog: TradeDialog | None = None
        self._reset_targets()
        costs = base_rules().costs
        self._buttons: dict[str, ButtonItem] = {
            name: ButtonItem(
                name, dict(costs[_COSTS[name]]) if name in _COSTS else {}, self._choose
            )
            for name in SEA_BUTTON_ORDER
        }
        for button in self._buttons.values():
            button.setZValue(Z_TABLE)
            self.addItem(button)
        self._dice = DiceItem(self._choose)
        self._dice.setZValue(Z_TABLE)
        self.addItem(self._dice)
        self._robber = RobberItem(self._drop_robber)
        self._robber.setZValue(Z_ROBBER)
        self._robber.setVisible(False)
        self.addItem(self._robber)
        self._pirate = PirateItem(self._drop_pirate)
        self._pirate.setZValue(Z_ROBBER)
        self._pirate.setVisible(False)
        self.addItem(self._pirate)
        self._plaque = PlaqueItem(plaque_rect(self.sceneRect()))
        self._plaque.setZValue(Z_TABLE)
        self._plaque.setVisible(False)
        self.addItem(self._plaque)
        self._popup = PopupItem(self._choose, POPUP_W)
        self._popup.setZValue(Z_POPUP)
        self.addItem(self._popup)
        self._make_build_choice(Z_POPUP)
        self._edge_names: dict[int, str] = {}
        for resource in texts.RESOURCES:
            card = ResourceCardItem(resource, self._choose)
            card.setZValue(Z_TABLE)
            card.setVisible(False)
            self.addItem(card)
            self._resource_cards[resource] = card
        self._animations = QParallelAnimationGroup(self)
        self._animations.finished.connect(self._clear_flying)
        self._pulse = TargetPulse(self, self._active_items)
        self.setBackgroundBrush(QColor("#d8ccae"))

    # -- the BoardScene interface ---------------------------------------------------------
    def show_view(self, view: CatanView, legal: Sequence[Action], events: list[Event]) -> None:  # type: ignore[override]
        """Redraw from ``view``, light up ``legal`` targets and animate ``events``."""
        previous = self._view
        self._stop_animations()
        if (
            previous is None
            or previous.players != view.players
            or previous.scenario != view.scenario
            or self._map_id != view.board.map_id
            or _fixed_part(previous) != _fixed_part(view)
        ):
            self._build(view)
            previous = None  # nothing to animate from on a new island
        elif previous.board != view.board:
            self._update_tiles(view)  # fog hexes turned up: the rest of the island stays
        self._view = view
        # With offers open the legal actions are thousands, kept by the engine as a sequence
        # that answers ``in`` at once: keep it as it is.
        self._legal = list(legal) if isinstance(legal, list | tuple) else legal
        self._read_legal()
        self._settle_modes(view)
        self._show_pieces(view)
        self._show_robber(view)
        self._show_pirate(view)
        self._show_targets()
        self._show_panels(view)
        self._show_hand(view)
        self._show_buttons(view)
        show_wonders(
            self._wonder_cards, view, self._legal, self._colour, self._marker, self.names()
        )
        self._pirate_items = show_pirates(
            self, view, self._pirate_items, self._legal, self._colour, self.names(), self._choose
        )
        self._show_dice(view)
        self._show_popup(view)
        self._sync_trade_dialog(view)
        if previous is not None and events and self.animation_ms(100) > 0:
            self._animate(previous, view, events)
        self._pulse.update()

    def set_colour_blind(self, on: bool) -> None:
        """Show the players' shapes on their pieces and panels (or hide them)."""
        super().set_colour_blind(on)
        if self._view is not None:
            self.show_view(self._view, self._legal, [])

    def retranslate(self) -> None:
        """Re-render the scene's words in the current language."""
        for harbour in self._harbours:
            harbour.retranslate()
        for token in self._tokens:
            token.retranslate()
        for gift in self._gifts:
            gift.retranslate()
        for village in self._villages:
            village.retranslate()
        for card in self._wonder_cards:
            card.retranslate()
        self._pirate_items.retranslate()
        for button in self._buttons.values():
            button.retranslate()
        for card in self._resource_cards.values():
            card.retranslate()
        for card in self._dev_cards:
            card.retranslate()
        self._dice.setToolTip(texts_table.roll_hint())
        self._dice.update()
        for panel in self._panels:
            panel.update()
        if self._trade_dialog is not None:
            self._trade_dialog.retranslateUi()
        if self._view is not None:
            self._show_tooltips(self._view)
            self._keep_build_choice()  # its tooltips in the new language
            self._show_panels(self._view)
            self._show_popup(self._view)
            self._show_plaque(self._view)
        self.update()

    # -- names ----------------------------------------------------------------------------------
    def set_names(self, names: Sequence[str]) -> None:
        """The players' names (by default those of the window showing the scene)."""
        self._names = list(names)
        if self._view is not None:
            self._show_panels(self._view)
            self._show_popup(self._view)

    def names(self) -> list[str]:
        """The players' names, as the table knows them."""
        if self._names is not None:
            return list(self._names)
        source = getattr(self.parent(), "names", None)
        if callable(source):
            try:
                return [str(n) for n in source()]
            except (TypeError, RuntimeError):
                return []
        return []

    # -- queries (tests and keyboard users) --------------------------------------------------------
    @property
    def build_mode(self) -> str | None:
        """The build button pressed (``road``, ``settlement``, ``city``, ``ship``,
        ``move_ship``) or None."""
        return self._mode

    def target_items(self) -> list[Clickable]:
        """Everything that may be chosen now."""
        return self._active_items()

    # -- drawing ---------------------------------------------------------------------------------
    def _marker(self, seat: int | None) -> str | None:
        if seat is None:
            return None
        return seat_marker(self._colour(seat), seat, self.colour_blind)

    def _pattern(self, seat: int | None) -> str | None:
        """The colour-blind pattern of ``seat``'s roads and ships (None when it is off)."""
        if seat is None:
            return None
        return seat_pattern(self._colour(seat), seat, self.colour_blind)

    def _actor(self) -> int | None:
        view = self._view
        if view is None:
            return None
        if view.pending_players:
            return view.pending_players[0]
        return view.current_player

    # -- choosing ----------------------------------------------------------------------------------
    def _drop_robber(self, point: QPointF) -> bool:
        return self._drop_on_tile(point, MoveRobber)

    def _drop_pirate(self, point: QPointF) -> bool:
        return self._drop_on_tile(point, MovePirate)

    def _drop_on_tile(self, point: QPointF, kind: type[Action]) -> bool:
        """Choose the ``kind`` of move to the lit hex under ``point``, if there is one."""
        for item in self.items(point):
            if isinstance(item, TileItem) and isinstance(item.action, kind):
                self._choose(item.action)
                return True
        return False

    def controls(self) -> list[QGraphicsItem]:
        """The buttons and the dice."""
        return [*self._buttons.values(), self._dice]

    def action_places(self, action: Action) -> list[tuple[QPointF, float]]:
        """The edge a road or ship goes on (or a ship moves to), the corner of a settlement
        or city, the hex the robber or the pirate goes to, the dice, the end button."""
        item: QGraphicsItem | None = None
        scale = 0.5
        if isinstance(action, PlaceRoad | PlaceShip):
            item = self._edges.get(action.edge)
        elif isinstance(action, MoveShip):
            item = self._edges.get(action.target)
        elif isinstance(action, PlaceSettlement | BuildCity):
            item = self._corners.get(action.corner)
        elif isinstance(action, MoveRobber | MovePirate):
            item, scale = self._tiles.get(action.tile), 0.8
        if item is not None:
            return [(item.scenePos(), HEX_R * scale)]
        if isinstance(action, Roll):
            return [around(self._dice, 0.6)]
        if isinstance(action, EndTurn) and "end" in self._buttons:
            return [around(self._buttons["end"], 0.5)]
        return []

    def recent_places(self, events: Sequence[Event]) -> list[tuple[QPointF, float]]:
        """Roads, ships, settlements and cities built, ships moved, the robber and the pirate
        moved, fog hexes discovered."""
        places: list[tuple[QPointF, float]] = []
        where = {
            "built_road": (self._edges, "edge", 0.5),
            "built_ship": (self._edges, "edge", 0.5),
            "moved_ship": (self._edges, "target", 0.5),
            "built_settlement": (self._corners, "corner", 0.5),
            "built_city": (self._corners, "corner", 0.55),
            "robber_moved": (self._tiles, "tile", 0.8),
            "pirate_moved": (self._tiles, "tile", 0.8),
            "discovered": (self._tiles, "tile", 0.8),
        }
        for event in events:
            if event.code not in where:
                continue
            items, key, scale = where[event.code]
            item = items.get(event.params.get(key))  # type: ignore[attr-defined]
            if item is not None:
                places.append((item.scenePos(), HEX_R * scale))
        return places


def _fixed_part(view: CatanView) -> object:
    """What of the board never changes during a game: everything but the terrains, numbers
    and islands, which change as fog hexes are turned up."""
    return dataclasses.replace(view.board, terrain=(), numbers=(), area_of=())


__all__ = ["CatanScene"]
