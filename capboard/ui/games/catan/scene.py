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
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QLineF,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    Qt,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QWidget

from capboard.engine.protocol import Action, Event
from capboard.games.catan.actions import (
    BuildCity,
    BuyDevelopment,
    CancelTrade,
    ChooseGold,
    Discard,
    EndTurn,
    MovePirate,
    MoveRobber,
    MoveShip,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    PlayKnight,
    PlayRoadBuilding,
    Roll,
)
from capboard.games.catan.board import SEA, harbours_of
from capboard.games.catan.rules import base_rules
from capboard.games.catan.view import CatanView
from capboard.ui.games.animations import empty_group
from capboard.ui.games.base import BoardScene, player_name
from capboard.ui.games.catan import texts
from capboard.ui.games.catan.art import HEX_R, NEUTRAL, TERRAIN_RESOURCE
from capboard.ui.games.catan.cloth import VillageItem, paint_cloth, show_villages
from capboard.ui.games.catan.hand import (
    DevCardItem,
    Option,
    PopupItem,
    ResourceCardItem,
    Row,
    resource_icon,
    seat_icon,
)
from capboard.ui.games.catan.items import (
    ROBBER_OFFSET,
    ButtonItem,
    Clickable,
    CornerItem,
    DiceItem,
    EdgeItem,
    FlyingItem,
    HarbourItem,
    RobberItem,
    SeaItem,
    TileItem,
    seat_marker,
)
from capboard.ui.games.catan.layout import (
    BUTTON_ORDER,
    POPUP_W,
    SEA_BUTTON_ORDER,
    button_pos,
    card_centre,
    column_x,
    dice_pos,
    island_layout,
    panel_pos,
    plaque_rect,
    spot_geometry,
    table_rect,
)
from capboard.ui.games.catan.panel import PanelItem
from capboard.ui.games.catan.patterns import seat_pattern
from capboard.ui.games.catan.pirates import PirateItems, show_pirates
from capboard.ui.games.catan.sea import (
    PIRATE_OFFSET,
    PIRATE_SPOTS,
    SPECIAL_OFFSET,
    GiftItem,
    PirateItem,
    PlaqueItem,
    ShipItem,
    SpecialPointItem,
    ship_pose,
)
from capboard.ui.games.catan.targets import TargetsMixin
from capboard.ui.games.catan.trade_dialog import TradeDialog
from capboard.ui.games.catan.wonders import WonderItem, make_wonders, show_wonders, wonders_top
from capboard.ui.games.clickable import TargetPulse
from capboard.ui.games.marks import around
from capboard.ui.plain import literal

if TYPE_CHECKING:
    from capboard.controller.settings import Settings

_Z_SEA, _Z_TILE, _Z_HARBOUR, _Z_EDGE, _Z_CORNER, _Z_ROBBER = 0.0, 1.0, 2.0, 3.0, 4.0, 5.0
# Ships lie under the road spots (a coast's road spot keeps the clicks on the coast line) and
# the bonus tokens under the settlements that earned them.
_Z_SHIP, _Z_TOKEN = 2.5, 3.5
_Z_TABLE, _Z_POPUP, _Z_FLYING = 6.0, 20.0, 30.0

# Base durations in milliseconds, scaled by the animation speed setting.
_ROLL_MS = 700
_FLY_MS = 650
_FLY_STAGGER_MS = 90
_ROBBER_MS = 450
_STEAL_MS = 520
_POP_MS = 320
_SAIL_MS = 480
_FLIP_MS = 650

BUILD_MODES = ("road", "settlement", "city", "ship", "move_ship")
DEV_ORDER = texts.DEV_CARDS
_COSTS = {
    "road": "road",
    "settlement": "settlement",
    "city": "city",
    "development": "development_card",
    "ship": "ship",
}
GOLD_POPUP_W = 780.0
"""The gold chooser is wider than the other choices: five resources side by side."""


class CatanScene(TargetsMixin, BoardScene):
    """Catan's table. Build it with :meth:`CatanUi.create_scene`; feed it views with
    :meth:`show_view`."""

    def __init__(self, seat_colours: Sequence[QColor], settings: Settings, parent: Any = None):
        super().__init__(seat_colours, settings, parent)
        self._view: CatanView | None = None
        self._legal: Sequence[Action] = []
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
            button.setZValue(_Z_TABLE)
            self.addItem(button)
        self._dice = DiceItem(self._choose)
        self._dice.setZValue(_Z_TABLE)
        self.addItem(self._dice)
        self._robber = RobberItem(self._drop_robber)
        self._robber.setZValue(_Z_ROBBER)
        self._robber.setVisible(False)
        self.addItem(self._robber)
        self._pirate = PirateItem(self._drop_pirate)
        self._pirate.setZValue(_Z_ROBBER)
        self._pirate.setVisible(False)
        self.addItem(self._pirate)
        self._plaque = PlaqueItem(plaque_rect(self.sceneRect()))
        self._plaque.setZValue(_Z_TABLE)
        self._plaque.setVisible(False)
        self.addItem(self._plaque)
        self._popup = PopupItem(self._choose, POPUP_W)
        self._popup.setZValue(_Z_POPUP)
        self.addItem(self._popup)
        self._make_build_choice(_Z_POPUP)
        self._edge_names: dict[int, str] = {}
        for resource in texts.RESOURCES:
            card = ResourceCardItem(resource, self._choose)
            card.setZValue(_Z_TABLE)
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
        self._dice.setToolTip(texts.roll_hint())
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

    # -- queries (tests and keyboard users) --------------------------------------------------
    def tile_item(self, tile: int) -> TileItem:
        """The hex ``tile``."""
        return self._tiles[tile]

    def tile_items(self) -> list[TileItem]:
        """Every hex inside the frame (land, and a scenario's sea, gold and fog hexes)."""
        return list(self._tiles.values())

    def ship_item(self, edge: int) -> ShipItem:
        """The ship (or ship spot) on ``edge`` (Seafarers)."""
        return self._ships[edge]

    def ship_items(self) -> list[ShipItem]:
        """Every edge where a ship may stand (none in the base game)."""
        return list(self._ships.values())

    def pirate_item(self) -> PirateItem:
        """The pirate ship."""
        return self._pirate

    def special_point_items(self) -> list[SpecialPointItem]:
        """The island bonus tokens on the map."""
        return list(self._tokens)

    def plaque_item(self) -> PlaqueItem:
        """The scenario's title plaque (hidden in the base game)."""
        return self._plaque

    @property
    def ship_source(self) -> int | None:
        """The edge of the ship picked to move, or None."""
        return self._ship_source

    @property
    def gold_selection(self) -> tuple[int, ...]:
        """The gold cards picked, as five counts."""
        return tuple(self._gold_pick)

    def edge_item(self, edge: int) -> EdgeItem:
        """The path ``edge``."""
        return self._edges[edge]

    def corner_item(self, corner: int) -> CornerItem:
        """The corner ``corner``."""
        return self._corners[corner]

    def harbour_items(self) -> list[HarbourItem]:
        """The harbours on the frame."""
        return list(self._harbours)

    def robber_item(self) -> RobberItem:
        """The robber."""
        return self._robber

    def dice_item(self) -> DiceItem:
        """The dice."""
        return self._dice

    def button(self, name: str) -> ButtonItem:
        """One of ``road``, ``settlement``, ``city``, ``development``, ``trade``, ``end``
        (and in a Seafarers scenario ``ship`` and ``move_ship``)."""
        return self._buttons[name]

    def panel(self, seat: int) -> PanelItem:
        """The panel of ``seat``."""
        return self._panels[seat]

    def resource_card(self, resource: str) -> ResourceCardItem:
        """The viewer's card of ``resource``."""
        return self._resource_cards[resource]

    def dev_card_items(self) -> list[DevCardItem]:
        """The viewer's development cards, left to right."""
        return list(self._dev_cards)

    def popup(self) -> PopupItem:
        """The small choice over the island (hidden when there is none)."""
        return self._popup

    @property
    def build_mode(self) -> str | None:
        """The build button pressed (``road``, ``settlement``, ``city``, ``ship``,
        ``move_ship``) or None."""
        return self._mode

    @property
    def discard_selection(self) -> tuple[int, ...]:
        """The cards picked to discard, as five counts."""
        return tuple(self._discard)

    def trade_dialog(self) -> TradeDialog | None:
        """The trade window, while it is open."""
        return self._trade_dialog

    def is_animating(self) -> bool:
        """True while an action is being animated."""
        return self._animations.state() == QAbstractAnimation.State.Running

    def flying_items(self) -> list[QGraphicsItem]:
        """The items that only live during an animation."""
        return list(self._flying)

    def target_items(self) -> list[Clickable]:
        """Everything that may be chosen now."""
        return self._active_items()

    # -- what the buttons and cards do -----------------------------------------------------------
    def pick_gold(self, resource: str) -> None:
        """Add one card of ``resource`` to the gold cards to take (when a legal choice still
        allows it)."""
        i = texts.RESOURCES.index(resource)
        if not self._gold_allows(i):
            return
        self._gold_pick[i] += 1
        if self._view is not None:
            self._show_popup(self._view)
        self._pulse.update()

    def reset_gold(self) -> None:
        """Put back every gold card picked."""
        self._gold_pick = [0] * len(texts.RESOURCES)
        if self._view is not None:
            self._show_popup(self._view)
        self._pulse.update()

    def _gold_allows(self, index: int) -> bool:
        """True when one more card of resource ``index`` still leads to a legal choice."""
        wanted = list(self._gold_pick)
        wanted[index] += 1
        return any(
            all(have >= want for have, want in zip(action.cards, wanted, strict=True))
            for action in self._gold
        )

    def open_picker(self, kind: str | None) -> None:
        """Open the choice of a Monopoly's (``monopoly``) or Year of Plenty's
        (``year_of_plenty``) resources; None closes it."""
        if kind == "monopoly" and not self._monopoly:
            kind = None
        if kind == "year_of_plenty" and not self._yop:
            kind = None
        self._picker = kind
        self._first_pick = None
        if self._view is not None:
            self._show_popup(self._view)
        self._pulse.update()

    def pick_discard(self, resource: str) -> None:
        """Add one card of ``resource`` to the cards to discard."""
        view = self._view
        if view is None or not self._discards:
            return
        i = texts.RESOURCES.index(resource)
        need = self._discard_need(view)
        if sum(self._discard) >= need or self._discard[i] >= view.hand[i]:
            return
        self._discard[i] += 1
        self._show_hand(view)
        self._show_popup(view)
        self._pulse.update()

    def reset_discard(self) -> None:
        """Put back every card picked to discard."""
        self._discard = [0] * len(texts.RESOURCES)
        if self._view is not None:
            self._show_hand(self._view)
            self._show_popup(self._view)
        self._pulse.update()

    def open_trade_dialog(self) -> TradeDialog | None:
        """Open the trade window (when the viewer may trade)."""
        view = self._view
        if view is None or not self._can_trade():
            return None
        if self._trade_dialog is None:
            parent: QWidget | None = None
            for graphics in self.views():
                parent = graphics.window()
                break
            dialog = TradeDialog(self.names(), parent)
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.action_chosen.connect(self._choose)
            dialog.finished.connect(self._trade_closed)
            self._trade_dialog = dialog
        self._trade_dialog.set_names(self.names())
        self._trade_dialog.set_view(view, self._legal)
        self._trade_dialog.open()
        return self._trade_dialog

    def _trade_closed(self, _result: int = 0) -> None:
        dialog, self._trade_dialog = self._trade_dialog, None
        if dialog is not None:
            dialog.deleteLater()

    def hide_private(self) -> None:
        """The trade window shows the viewer's hand: it closes before any hand-over."""
        self.close_trade_dialog()

    def close_trade_dialog(self) -> None:
        """Close the trade window if it is open."""
        if self._trade_dialog is not None:
            self._trade_dialog.close()
            self._trade_closed()

    # -- trading and discarding ------------------------------------------------------------------
    def _can_trade(self) -> bool:
        view = self._view
        return (
            view is not None
            and view.phase == "main"
            and (bool(self._maritime) or self._offer_legal)
        )

    def _discard_need(self, view: CatanView) -> int:
        if view.seat is None or view.seat >= len(view.to_discard):
            return 0
        return view.to_discard[view.seat]

    # -- building the island -----------------------------------------------------------------------
    def _build(self, view: CatanView) -> None:
        self._stop_animations()
        self.close_trade_dialog()
        self.close_build_choice()
        for item in [
            *self._static,
            *self._tiles.values(),
            *self._edges.values(),
            *self._corners.values(),
            *self._ships.values(),
            *self._tokens,
            *self._gifts,
            *self._villages,
            *self._wonder_cards,
            *self._pirate_items.all(),
            *self._harbours,
            *self._panels,
        ]:
            if item.scene() is self:
                self.removeItem(item)
        self._static, self._harbours, self._panels, self._tokens = [], [], [], []
        self._gifts, self._villages, self._wonder_cards = [], [], []
        self._pirate_items = PirateItems()
        self._tiles, self._edges, self._corners, self._ships = {}, {}, {}, {}
        self._map_id = view.board.map_id
        seafarers = texts.is_seafarers(view)
        layout = island_layout(view.board.map_id)
        catan = texts.island(view.board.map_id)
        geometry = catan.geometry
        terrain = view.board.terrain
        for centre in layout.frame_centres.values():
            # A scenario's frame is darker than the open sea inside it, where ships sail.
            sea = SeaItem(dim=seafarers)
            sea.setPos(centre)
            sea.setZValue(_Z_SEA)
            self.addItem(sea)
            self._static.append(sea)
        for tile, centre in enumerate(layout.tile_centres):
            item = TileItem(tile, terrain[tile], view.board.numbers[tile], self._choose)
            item.setPos(centre)
            # Open sea under the land, so that a land hex's border is drawn over it.
            item.setZValue(_Z_SEA if terrain[tile] == SEA else _Z_TILE)
            self.addItem(item)
            self._tiles[tile] = item
        for spot, kind in harbours_of(catan, view.board):
            sea_point, coast, angle = spot_geometry(view.board.map_id, spot)
            corners = (layout.corner_points[spot.corners[0]], layout.corner_points[spot.corners[1]])
            harbour = HarbourItem(kind, sea_point, coast, angle, corners)
            harbour.setZValue(_Z_HARBOUR)
            self.addItem(harbour)
            self._harbours.append(harbour)
        for edge, line in enumerate(layout.edge_lines):
            tiles = geometry.edge_tiles[edge]
            # Fog may turn out land: its coasts keep their road spots.
            if any(terrain[t] != SEA for t in tiles):
                item = EdgeItem(edge, line, self._choose)
                item.setZValue(_Z_EDGE)
                item.setVisible(False)
                self.addItem(item)
                self._edges[edge] = item
            if seafarers and (len(tiles) < 2 or any(terrain[t] in (SEA, "fog") for t in tiles)):
                ship = ShipItem(edge, self._choose)
                ship.set_pose(*ship_pose(view.board.map_id, terrain, edge))
                ship.setZValue(_Z_SHIP)
                ship.setVisible(False)
                self.addItem(ship)
                self._ships[edge] = ship
        for corner, point in enumerate(layout.corner_points):
            if not any(terrain[t] != SEA for t in geometry.corner_tiles[corner]):
                continue
            item = CornerItem(corner, self._choose)
            item.setPos(point)
            item.setZValue(_Z_CORNER)
            item.setVisible(False)
            self.addItem(item)
            self._corners[corner] = item
        island = layout.rect
        self._order = SEA_BUTTON_ORDER if seafarers else BUTTON_ORDER
        for seat in range(view.players):
            panel = PanelItem(seat)
            panel.setPos(panel_pos(island, seat))
            panel.setZValue(_Z_TABLE)
            self.addItem(panel)
            self._panels.append(panel)
        self._dice.setPos(dice_pos(island, view.players))
        for name, button in self._buttons.items():
            button.setVisible(name in self._order)
            if name in self._order:
                button.setPos(button_pos(island, view.players, name, self._order))
        self._popup.setPos(island.center().x() - POPUP_W / 2, island.top() + 60)
        self._plaque.set_rect(plaque_rect(island))
        self._plaque.setVisible(seafarers)
        self._show_plaque(view)
        table = table_rect(island, view.players, self._order, seafarers)
        # The Wonders of Catan: the wonder cards in the column, under the buttons.
        end = button_pos(island, view.players, "end", self._order)
        self._wonder_cards = make_wonders(
            self.addItem, view, self._choose, column_x(island), wonders_top(end.y()), _Z_TABLE
        )
        for card in self._wonder_cards:
            table = table.united(card.sceneBoundingRect().adjusted(0, 0, 10, 10))
        self.setSceneRect(table)
        self._show_tooltips(view)

    def _update_tiles(self, view: CatanView) -> None:
        """Show the hexes whose terrain or number changed (fog turned up), and move the ships
        of the coasts that changed out to sea."""
        board = view.board
        changed = False
        for tile, item in self._tiles.items():
            face = (board.terrain[tile], board.numbers[tile])
            if face != (item.terrain, item.number):
                item.set_face(*face)
                item.setZValue(_Z_SEA if face[0] == SEA else _Z_TILE)
                changed = True
        if changed:
            for edge, ship in self._ships.items():
                ship.set_pose(*ship_pose(board.map_id, board.terrain, edge))
            self._show_tooltips(view)

    # -- drawing ---------------------------------------------------------------------------------
    def _colour(self, seat: int | None) -> QColor:
        if seat is not None and 0 <= seat < len(self.seat_colours):
            return self.seat_colours[seat]
        return QColor(NEUTRAL)

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

    def _show_pieces(self, view: CatanView) -> None:
        roads = dict(view.roads)
        for edge, item in self._edges.items():
            owner = roads.get(edge)
            item.set_road(owner, self._colour(owner), self._marker(owner), self._pattern(owner))
        buildings = {c: (s, k) for c, s, k in view.buildings}
        for corner, item in self._corners.items():
            here = buildings.get(corner)
            if here is None:
                item.set_building(None, None, QColor(NEUTRAL), None)
            else:
                seat, kind = here
                item.set_building(kind, seat, self._colour(seat), self._marker(seat))
        for tile, item in self._tiles.items():
            item.set_robbed(tile == view.robber)
        ships = dict(view.ships)
        for edge, ship in self._ships.items():
            owner = ships.get(edge)
            ship.set_ship(owner, self._colour(owner), self._marker(owner), self._pattern(owner))
        self._show_tokens(view)
        self._show_gifts(view)
        self._villages = show_villages(self, view, self._villages, self._colour, self.names())

    def _show_tokens(self, view: CatanView) -> None:
        """The island bonus tokens, kept as they are when nothing changed."""
        wanted = [(corner, seat) for seat, _area, corner in view.special_points]
        if [(t.corner, t.seat) for t in self._tokens] == wanted and all(
            t.points == view.island_points for t in self._tokens
        ):
            return
        for token in self._tokens:
            if token.scene() is self:
                self.removeItem(token)
        self._tokens = []
        layout = island_layout(view.board.map_id)
        seen: dict[int, int] = {}
        for corner, seat in wanted:
            if not 0 <= corner < len(layout.corner_points):
                continue
            token = SpecialPointItem(corner, seat, view.island_points)
            # Two bonuses on one corner fan out rather than hide each other.
            fan = seen.get(corner, 0)
            seen[corner] = fan + 1
            token.setPos(layout.corner_points[corner] + SPECIAL_OFFSET + QPointF(10 * fan, 6 * fan))
            token.setZValue(_Z_TOKEN)
            self.addItem(token)
            self._tokens.append(token)

    def _show_gifts(self, view: CatanView) -> None:
        """The Forgotten Tribe's gifts still on the coasts, just off the tribe's island."""
        if [(g.edge, g.gift) for g in self._gifts] == list(view.gifts):
            return
        for gift in self._gifts:
            if gift.scene() is self:
                self.removeItem(gift)
        self._gifts = []
        layout = island_layout(view.board.map_id)
        geometry = texts.island(view.board.map_id).geometry
        for edge, kind in view.gifts:
            middle = layout.edge_lines[edge].center()
            tribe = [t for t in geometry.edge_tiles[edge] if view.board.terrain[t] != SEA]
            if tribe:  # a little out to sea, away from the island
                middle += (middle - layout.tile_centres[tribe[0]]) * 0.35
            item = GiftItem(edge, kind)
            item.setPos(middle)
            item.setZValue(_Z_TOKEN)
            self.addItem(item)
            self._gifts.append(item)

    def gift_items(self) -> list[GiftItem]:
        """The gifts on the tribe's coasts."""
        return list(self._gifts)

    def wonder_items(self) -> list[WonderItem]:
        """The Wonders of Catan's wonder cards beside the board."""
        return list(self._wonder_cards)

    def pirate_items(self) -> PirateItems:
        """The Pirate Islands' lanes, fleet, warship marks and fortresses."""
        return self._pirate_items

    def village_items(self) -> list[VillageItem]:
        """Cloth for Catan's villages on the tribe's islands."""
        return list(self._villages)

    def _show_plaque(self, view: CatanView) -> None:
        if texts.is_seafarers(view):
            self._plaque.set_text(texts.scenario_title(view))

    def _show_tooltips(self, view: CatanView) -> None:
        """The names of the hexes, corners and paths (they change with the language and as fog
        hexes turn up); a path or ship spot also says what a click there builds."""
        for tile, item in self._tiles.items():
            item.setToolTip(texts.tile_name(view, tile))
        for corner, item in self._corners.items():
            item.setToolTip(texts.corner_name(view, corner))
        self._edge_names = {
            edge: texts.edge_name(view, edge) for edge in {*self._edges, *self._ships}
        }
        self._show_target_tooltips()
        self._pirate.setToolTip(texts.pirate_tooltip())

    def _robber_point(self, tile: int | None) -> QPointF | None:
        item = self._tiles.get(tile) if tile is not None else None
        return None if item is None else item.pos() + ROBBER_OFFSET

    def _show_robber(self, view: CatanView) -> None:
        point = self._robber_point(view.robber)
        self._robber.setVisible(point is not None)
        if point is not None:
            self._robber.set_home(point)
        self._robber.set_active(bool(self._robber_moves))

    def _pirate_point(self, tile: int | None) -> QPointF | None:
        item = self._tiles.get(tile) if tile is not None else None
        if item is None:
            return None
        centre = item.pos()
        # A harbour's sign may stand on the pirate's sea hex: the pirate keeps clear of it.
        signs = [
            h.sign_point() for h in self._harbours if QLineF(h.sea, centre).length() < HEX_R / 2
        ]
        if not signs:
            return centre + PIRATE_OFFSET

        def clearance(offset: QPointF) -> float:
            return min(QLineF(centre + offset, sign).length() for sign in signs)

        return centre + max(PIRATE_SPOTS, key=clearance)

    def _show_pirate(self, view: CatanView) -> None:
        point = self._pirate_point(view.pirate)
        self._pirate.setVisible(point is not None)
        if point is not None:
            self._pirate.set_home(point)
        self._pirate.set_active(bool(self._pirate_moves))

    def _show_panels(self, view: CatanView) -> None:
        names = self.names()
        actor = self._actor()
        for seat, panel in enumerate(self._panels):
            points, hidden = texts.victory_points(view, seat)
            panel.set_player(
                player_name(names, seat),
                self._colour(seat),
                self._marker(seat),
                self._pattern(seat),
            )
            panel.set_state(
                points=points,
                target=view.target if texts.is_seafarers(view) else None,
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
            panel.setToolTip(literal(texts.panel_tooltip(view, seat, names)))

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
            card.setZValue(_Z_TABLE + slot * 0.01)
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

    def _popup_y(self, view: CatanView) -> float:
        island = island_layout(view.board.map_id).rect
        # The popup keeps clear of the piece that just moved (whom to rob is chosen there).
        if view.thief_target == "pirate" and view.pirate is not None:
            robber = self._pirate_point(view.pirate)
        else:
            robber = self._robber_point(view.robber)
        if robber is not None and robber.y() < island.center().y():
            return island.bottom() - 60 - self._popup.height
        return island.top() + 60

    def _show_popup(self, view: CatanView) -> None:
        names = self.names()
        colour = self._colour(self._actor())
        popup = self._popup
        popup.width = POPUP_W
        if self._gold:
            self._show_gold(view, colour)
        elif self._discards:
            need = self._discard_need(view)
            chosen = tuple(self._discard)
            action = Discard(chosen) if Discard(chosen) in self._discards else None  # type: ignore[arg-type]
            options = [
                Option(texts.discard_confirm(), action=action, key="discard"),
                Option(
                    texts.discard_reset(),
                    press=self.reset_discard if any(chosen) else None,
                    key="reset",
                ),
            ]
            rows = [Row("", chosen)] if any(chosen) else []
            popup.show_choice(
                "discard", texts.discard_title(need, sum(chosen)), rows, options, colour, columns=2
            )
        elif self._steals or self._cloth_steals:
            options = []
            for seat in sorted({*self._steals, *self._cloth_steals}):
                if seat in self._steals:
                    size = view.hand_sizes[seat] if seat < len(view.hand_sizes) else 0
                    options.append(
                        Option(
                            texts.victim_label(player_name(names, seat), size),
                            action=self._steals[seat],
                            icon=seat_icon(self._colour(seat), self._marker(seat)),
                            key=seat,
                        )
                    )
                if seat in self._cloth_steals:  # Cloth for Catan: the pirate's other choice
                    options.append(
                        Option(
                            texts.steal_cloth_label(player_name(names, seat), view.cloth[seat]),
                            action=self._cloth_steals[seat],
                            icon=paint_cloth,
                            key=("cloth", seat),
                        )
                    )
            popup.show_choice("steal", texts.steal_title(), [], options, colour, columns=1)
        elif self._picker == "monopoly":
            options = [
                Option(
                    texts.resource_name(r),
                    action=self._monopoly.get(r),
                    icon=resource_icon(r),
                    key=r,
                )
                for r in texts.RESOURCES
            ]
            options.append(
                Option(texts.cancel_label(), press=lambda: self.open_picker(None), key="cancel")
            )
            popup.show_choice("monopoly", texts.monopoly_title(), [], options, colour, columns=3)
        elif self._picker == "year_of_plenty":
            first = self._first_pick
            options = []
            for r in texts.RESOURCES:
                if first is None:
                    possible = any(r in pair for pair in self._yop)
                    options.append(
                        Option(
                            texts.resource_name(r),
                            press=(lambda r=r: self._pick_first(r)) if possible else None,
                            icon=resource_icon(r),
                            key=r,
                        )
                    )
                else:
                    pair = tuple(sorted((first, r), key=texts.RESOURCES.index))
                    options.append(
                        Option(
                            texts.resource_name(r),
                            action=self._yop.get(pair),  # type: ignore[arg-type]
                            icon=resource_icon(r),
                            key=r,
                        )
                    )
            options.append(
                Option(texts.cancel_label(), press=lambda: self.open_picker(None), key="cancel")
            )
            popup.show_choice(
                "year_of_plenty", texts.year_of_plenty_title(first), [], options, colour, columns=3
            )
        elif getattr(view, "offer", None) is not None:
            self._show_offer(view, names)
        else:
            popup.hide_choice()
            return
        island = island_layout(view.board.map_id).rect
        popup.setPos(island.center().x() - popup.width / 2, self._popup_y(view))

    def _show_gold(self, view: CatanView, colour: QColor) -> None:
        """The gold chooser: click resources up to the number owed, then take them."""
        need = (
            view.gold_owed[view.seat]
            if view.seat is not None and view.seat < len(view.gold_owed)
            else 0
        )
        chosen = tuple(self._gold_pick)
        take = ChooseGold(chosen)  # type: ignore[arg-type]
        options = [
            Option(
                texts.resource_name(r),
                press=(lambda r=r: self.pick_gold(r)) if self._gold_allows(i) else None,
                icon=resource_icon(r),
                key=r,
            )
            for i, r in enumerate(texts.RESOURCES)
        ]
        options += [
            Option(texts.gold_confirm(), action=take if take in self._gold else None, key="take"),
            Option(
                texts.discard_reset(),
                press=self.reset_gold if any(chosen) else None,
                key="reset",
            ),
        ]
        rows = [Row("", chosen)] if any(chosen) else []
        self._popup.show_choice(
            "gold",
            texts.gold_title(need, sum(chosen)),
            rows,
            options,
            colour,
            columns=(len(texts.RESOURCES), 2),
            width=GOLD_POPUP_W,
        )

    def _pick_first(self, resource: str) -> None:
        self._first_pick = resource
        if self._view is not None:
            self._show_popup(self._view)
        self._pulse.update()

    def _show_offer(self, view: CatanView, names: list[str]) -> None:
        give, get, _to = view.offer  # type: ignore[attr-defined, misc]
        offerer = view.turn
        rows = [
            Row(
                texts.offer_gives(),
                tuple(give),
                seat_icon(self._colour(offerer), self._marker(offerer)),
            ),
            Row(texts.offer_wants(), tuple(get)),
        ]
        answers = dict(getattr(view, "trade_answers", ()) or ())
        asked = list(getattr(view, "trade_asked", ()) or ()) or [
            s for s in range(view.players) if s != offerer and (_to in (-1, None) or s == _to)
        ]
        parts = []
        for seat in asked:
            answer = answers.get(seat)
            parts.append(f"{player_name(names, seat)} {texts.answer_label(answer)}")
        if parts:
            rows.append(Row(" · ".join(parts)))
        options: list[Option] = []
        if self._answers:
            options.append(
                Option(
                    texts.accept_label(),
                    action=self._answers.get(True),
                    key="accept",
                    tooltip="" if True in self._answers else texts.cannot_accept(),
                )
            )
            options.append(
                Option(texts.decline_label(), action=self._answers.get(False), key="decline")
            )
        for seat, action in sorted(self._confirms.items()):
            options.append(
                Option(
                    texts.trade_with_label(player_name(names, seat)),
                    action=action,
                    icon=seat_icon(self._colour(seat), self._marker(seat)),
                    key=seat,
                )
            )
        if CancelTrade in self._single:
            options.append(
                Option(texts.withdraw_label(), action=self._single[CancelTrade], key="withdraw")
            )
        self._popup.show_choice(
            "offer",
            texts.offer_title(view, names),
            rows,
            options,
            self._colour(offerer),
            columns=2,
        )

    def _sync_trade_dialog(self, view: CatanView) -> None:
        dialog = self._trade_dialog
        if dialog is None:
            return
        if not self._can_trade():
            self.close_trade_dialog()
            return
        dialog.set_names(self.names())
        dialog.set_view(view, self._legal)

    # -- choosing ----------------------------------------------------------------------------------
    def _choose(self, action: Action) -> None:
        # Only ever report an action from the legal list the scene was given.
        if action in self._legal:
            self.action_chosen.emit(action)

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

    # -- animation -----------------------------------------------------------------------------
    def _stop_animations(self) -> None:
        empty_group(self._animations)
        self._clear_flying()
        self._dice.tumble = 1.0
        for corner in self._corners.values():
            corner.pop = 1.0
        for edge in self._edges.values():
            edge.setOpacity(1.0)
        for ship in self._ships.values():
            ship.setOpacity(1.0)
            ship.setPos(ship.home())
        for tile in self._tiles.values():
            if tile.is_turning():
                tile.turn = 1.0
        if self._view is not None:
            point = self._robber_point(self._view.robber)
            if point is not None:
                self._robber.setPos(point)
            point = self._pirate_point(self._view.pirate)
            if point is not None:
                self._pirate.setPos(point)

    def _clear_flying(self) -> None:
        for item in self._flying:
            if item.scene() is self:
                self.removeItem(item)
        self._flying.clear()

    def _move(
        self, item: QGraphicsObject, start: QPointF, end: QPointF, ms: int
    ) -> QPropertyAnimation:
        move = QPropertyAnimation(item, b"pos", self)
        move.setStartValue(start)
        move.setEndValue(end)
        move.setDuration(max(1, ms))
        move.setEasingCurve(QEasingCurve.Type.InOutCubic)
        return move

    def _fly(self, resource: str | None, start: QPointF, end: QPointF, delay: int) -> None:
        """A resource icon (None: a card back) flying from ``start`` to ``end``; it waits
        ``delay`` milliseconds where it appears before it leaves."""
        item = FlyingItem(resource)
        item.setZValue(_Z_FLYING)
        item.setPos(start)
        self.addItem(item)
        self._flying.append(item)
        ms = self.animation_ms(_FLY_MS)
        move = self._move(item, start, end, ms + max(0, delay))
        if delay > 0:
            # One animation that holds still first (no nested groups to tear down).
            move.setKeyValueAt(delay / (delay + ms), start)
            move.setEasingCurve(QEasingCurve.Type.Linear)
        self._animations.addAnimation(move)

    def _destination(self, view: CatanView, seat: int, resource: str | None) -> QPointF:
        if seat == view.seat and view.seat is not None and resource in self._resource_cards:
            card = self._resource_cards[resource]  # type: ignore[index]
            if card.isVisible():
                return card.pos()
        if 0 <= seat < len(self._panels):
            return self._panels[seat].arrival()
        return self.sceneRect().center()

    def _animate(self, previous: CatanView, view: CatanView, events: list[Event]) -> None:
        last_corner: int | None = None
        for event in events:
            p = event.params
            code = event.code
            if code == "rolled":
                roll = QPropertyAnimation(self._dice, b"tumble", self)
                roll.setStartValue(0.0)
                roll.setEndValue(1.0)
                roll.setDuration(self.animation_ms(_ROLL_MS))
                roll.setEasingCurve(QEasingCurve.Type.OutCubic)
                self._dice.tumble = 0.0
                self._animations.addAnimation(roll)
            elif code == "produced":
                self._animate_production(view, p)
            elif code == "built_settlement" or code == "built_city":
                last_corner = p.get("corner") if isinstance(p.get("corner"), int) else None
                item = self._corners.get(last_corner) if last_corner is not None else None
                if item is not None:
                    pop = QPropertyAnimation(item, b"pop", self)
                    pop.setStartValue(1.8)
                    pop.setEndValue(1.0)
                    pop.setDuration(self.animation_ms(_POP_MS))
                    pop.setEasingCurve(QEasingCurve.Type.OutBack)
                    item.pop = 1.8
                    self._animations.addAnimation(pop)
            elif code == "built_road":
                item = self._edges.get(p.get("edge"))  # type: ignore[arg-type]
                if item is not None:
                    fade = QPropertyAnimation(item, b"opacity", self)
                    fade.setStartValue(0.0)
                    fade.setEndValue(1.0)
                    fade.setDuration(self.animation_ms(_POP_MS))
                    item.setOpacity(0.0)
                    self._animations.addAnimation(fade)
            elif code == "starting_resources" and last_corner is not None:
                self._animate_start(view, p, last_corner)
            elif code == "robber_moved":
                start = self._robber_point(previous.robber)
                end = self._robber_point(p.get("tile"))  # type: ignore[arg-type]
                if start is not None and end is not None:
                    self._robber.setPos(start)
                    self._animations.addAnimation(
                        self._move(self._robber, start, end, self.animation_ms(_ROBBER_MS))
                    )
            elif code == "stole":
                victim, thief = p.get("victim"), p.get("seat")
                if isinstance(victim, int) and isinstance(thief, int):
                    resource = event.private.get("resource")
                    shown = resource if isinstance(resource, str) else None
                    start = self._destination(view, victim, shown)
                    end = self._destination(view, thief, shown)
                    self._fly(shown, start, end, self.animation_ms(_ROBBER_MS))
            elif code == "bought_development":
                seat = p.get("seat")
                if isinstance(seat, int):
                    start = self._buttons["development"].sceneBoundingRect().center()
                    self._fly(None, start, self._destination(view, seat, None), 0)
            else:
                self._animate_sea(previous, view, code, p)
        if self._animations.animationCount():
            self._animations.start()

    def _animate_sea(self, previous: CatanView, view: CatanView, code: str, p: Any) -> None:
        """The Seafarers events: a ship built fades in, a moved ship sails, the pirate sails,
        a fog hex flips over."""
        if code == "built_ship":
            ship = self._ships.get(p.get("edge"))  # type: ignore[arg-type]
            if ship is not None:
                fade = QPropertyAnimation(ship, b"opacity", self)
                fade.setStartValue(0.0)
                fade.setEndValue(1.0)
                fade.setDuration(self.animation_ms(_POP_MS))
                ship.setOpacity(0.0)
                self._animations.addAnimation(fade)
        elif code == "moved_ship":
            source = self._ships.get(p.get("source"))  # type: ignore[arg-type]
            target = self._ships.get(p.get("target"))  # type: ignore[arg-type]
            if source is not None and target is not None:
                target.setPos(source.home())
                self._animations.addAnimation(
                    self._move(target, source.home(), target.home(), self.animation_ms(_SAIL_MS))
                )
        elif code == "pirate_moved":
            start = self._pirate_point(previous.pirate)
            end = self._pirate_point(p.get("tile"))  # type: ignore[arg-type]
            if start is not None and end is not None:
                self._pirate.setPos(start)
                self._animations.addAnimation(
                    self._move(self._pirate, start, end, self.animation_ms(_SAIL_MS))
                )
        elif code == "discovered":
            tile = p.get("tile")
            item = self._tiles.get(tile) if isinstance(tile, int) else None
            if item is not None and isinstance(tile, int) and tile < len(previous.board.terrain):
                item.flip_from(previous.board.terrain[tile], previous.board.numbers[tile])
                flip = QPropertyAnimation(item, b"turn", self)
                flip.setStartValue(0.0)
                flip.setEndValue(1.0)
                flip.setDuration(self.animation_ms(_FLIP_MS))
                flip.setEasingCurve(QEasingCurve.Type.InOutSine)
                self._animations.addAnimation(flip)

    def _animate_production(self, view: CatanView, p: Any) -> None:
        payouts = p.get("payouts") if isinstance(p.get("payouts"), dict) else {}
        total = sum(view.last_roll) if view.last_roll else None
        if total is None:
            return
        catan = texts.island(view.board.map_id)
        geometry = catan.geometry
        buildings = {c: (s, k) for c, s, k in view.buildings}
        delay = 0
        step = self.animation_ms(_FLY_STAGGER_MS)
        for tile, item in self._tiles.items():
            if view.board.numbers[tile] != total or tile == view.robber:
                continue
            resource = TERRAIN_RESOURCE.get(view.board.terrain[tile])
            if resource is None:
                continue
            for corner in geometry.tile_corners[tile]:
                here = buildings.get(corner)
                if here is None:
                    continue
                seat, kind = here
                paid = payouts.get(str(seat), {}) if isinstance(payouts, dict) else {}
                if not isinstance(paid, dict) or int(paid.get(resource, 0) or 0) <= 0:
                    continue  # the bank was short of it
                for _ in range(2 if kind == "city" else 1):
                    self._fly(resource, item.pos(), self._destination(view, seat, resource), delay)
                    delay += step

    def _animate_start(self, view: CatanView, p: Any, corner: int) -> None:
        seat = p.get("seat")
        cards = p.get("cards") if isinstance(p.get("cards"), dict) else {}
        if not isinstance(seat, int) or not cards:
            return
        catan = texts.island(view.board.map_id)
        delay = 0
        for tile in catan.geometry.corner_tiles[corner]:
            item = self._tiles.get(tile)
            resource = TERRAIN_RESOURCE.get(view.board.terrain[tile])
            if item is None or resource is None or not cards.get(resource):
                continue
            self._fly(resource, item.pos(), self._destination(view, seat, resource), delay)
            delay += self.animation_ms(_FLY_STAGGER_MS)


def _fixed_part(view: CatanView) -> object:
    """What of the board never changes during a game: everything but the terrains, numbers
    and islands, which change as fog hexes are turned up."""
    return dataclasses.replace(view.board, terrain=(), numbers=(), area_of=())


__all__ = ["CatanScene"]
