"""The island on Catan's table: the hexes inside the sea frame, the harbours, the paths and
corners with their roads, settlements and cities, a Seafarers scenario's ships, bonus tokens
and the Forgotten Tribe's gifts, the robber and the pirate, and the scenario's plaque.

A mixin of :class:`~capboard.ui.games.catan.scene.CatanScene`: it lays the island out once
per map (:meth:`IslandMixin._build`), turns fog hexes up, and shows each view's pieces. It
stands apart from the column beside the island (:mod:`.column`), the choices over it
(:mod:`.choices`) and the animations (:mod:`.animation`) because it owns the map's items and
nothing else; what on it may be chosen is lit by :mod:`.targets`.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF
from PySide6.QtGui import QColor

from capboard.games.catan.board import SEA, harbours_of
from capboard.games.catan.view import CatanView
from capboard.ui.games.catan import texts_island, texts_scenarios, texts_table
from capboard.ui.games.catan.art import HEX_R, NEUTRAL
from capboard.ui.games.catan.cloth import VillageItem, show_villages
from capboard.ui.games.catan.column import button_order
from capboard.ui.games.catan.hexes import HarbourItem, SeaItem, TileItem
from capboard.ui.games.catan.layout import (
    POPUP_W,
    button_pos,
    column_x,
    dice_pos,
    island_layout,
    panel_pos,
    plaque_rect,
    spot_geometry,
    table_rect,
)
from capboard.ui.games.catan.panel import PanelItem
from capboard.ui.games.catan.pieces import ROBBER_OFFSET, CornerItem, EdgeItem, RobberItem
from capboard.ui.games.catan.pirates import PirateItems
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
from capboard.ui.games.catan.stacking import (
    Z_CORNER,
    Z_EDGE,
    Z_HARBOUR,
    Z_SEA,
    Z_SHIP,
    Z_TABLE,
    Z_TILE,
    Z_TOKEN,
)
from capboard.ui.games.catan.wonders import WonderItem, make_wonders, wonders_top


class IslandMixin:
    """The island's items (see the module's docstring)."""

    # -- queries (tests and keyboard users) --------------------------------------------------
    def tile_item(self, tile: int) -> TileItem:
        """The hex ``tile``."""
        return self._tiles[tile]

    def tile_items(self) -> list[TileItem]:
        """Every hex inside the frame (land, and a scenario's sea, gold and fog hexes)."""
        return list(self._tiles.values())

    def edge_item(self, edge: int) -> EdgeItem:
        """The path ``edge``."""
        return self._edges[edge]

    def corner_item(self, corner: int) -> CornerItem:
        """The corner ``corner``."""
        return self._corners[corner]

    def harbour_items(self) -> list[HarbourItem]:
        """The harbours on the frame."""
        return list(self._harbours)

    def ship_item(self, edge: int) -> ShipItem:
        """The ship (or ship spot) on ``edge`` (Seafarers)."""
        return self._ships[edge]

    def ship_items(self) -> list[ShipItem]:
        """Every edge where a ship may stand (none in the base game)."""
        return list(self._ships.values())

    def pirate_item(self) -> PirateItem:
        """The pirate ship."""
        return self._pirate

    def robber_item(self) -> RobberItem:
        """The robber."""
        return self._robber

    def special_point_items(self) -> list[SpecialPointItem]:
        """The island bonus tokens on the map."""
        return list(self._tokens)

    def plaque_item(self) -> PlaqueItem:
        """The scenario's title plaque (hidden in the base game)."""
        return self._plaque

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

    @property
    def ship_source(self) -> int | None:
        """The edge of the ship picked to move, or None."""
        return self._ship_source

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
        seafarers = texts_scenarios.is_seafarers(view)
        layout = island_layout(view.board.map_id)
        catan = texts_island.island(view.board.map_id)
        geometry = catan.geometry
        terrain = view.board.terrain
        for centre in layout.frame_centres.values():
            # A scenario's frame is darker than the open sea inside it, where ships sail.
            sea = SeaItem(dim=seafarers)
            sea.setPos(centre)
            sea.setZValue(Z_SEA)
            self.addItem(sea)
            self._static.append(sea)
        for tile, centre in enumerate(layout.tile_centres):
            item = TileItem(tile, terrain[tile], view.board.numbers[tile], self._choose)
            item.setPos(centre)
            # Open sea under the land, so that a land hex's border is drawn over it.
            item.setZValue(Z_SEA if terrain[tile] == SEA else Z_TILE)
            self.addItem(item)
            self._tiles[tile] = item
        for spot, kind in harbours_of(catan, view.board):
            sea_point, coast, angle = spot_geometry(view.board.map_id, spot)
            corners = (layout.corner_points[spot.corners[0]], layout.corner_points[spot.corners[1]])
            harbour = HarbourItem(kind, sea_point, coast, angle, corners)
            harbour.setZValue(Z_HARBOUR)
            self.addItem(harbour)
            self._harbours.append(harbour)
        for edge, line in enumerate(layout.edge_lines):
            tiles = geometry.edge_tiles[edge]
            # Fog may turn out land: its coasts keep their road spots.
            if any(terrain[t] != SEA for t in tiles):
                item = EdgeItem(edge, line, self._choose)
                item.setZValue(Z_EDGE)
                item.setVisible(False)
                self.addItem(item)
                self._edges[edge] = item
            if seafarers and (len(tiles) < 2 or any(terrain[t] in (SEA, "fog") for t in tiles)):
                ship = ShipItem(edge, self._choose)
                ship.set_pose(*ship_pose(view.board.map_id, terrain, edge))
                ship.setZValue(Z_SHIP)
                ship.setVisible(False)
                self.addItem(ship)
                self._ships[edge] = ship
        for corner, point in enumerate(layout.corner_points):
            if not any(terrain[t] != SEA for t in geometry.corner_tiles[corner]):
                continue
            item = CornerItem(corner, self._choose)
            item.setPos(point)
            item.setZValue(Z_CORNER)
            item.setVisible(False)
            self.addItem(item)
            self._corners[corner] = item
        island = layout.rect
        self._order = button_order(view)
        for seat in range(view.players):
            panel = PanelItem(seat)
            panel.setPos(panel_pos(island, seat))
            panel.setZValue(Z_TABLE)
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
            self.addItem, view, self._choose, column_x(island), wonders_top(end.y()), Z_TABLE
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
                item.setZValue(Z_SEA if face[0] == SEA else Z_TILE)
                changed = True
        if changed:
            for edge, ship in self._ships.items():
                ship.set_pose(*ship_pose(board.map_id, board.terrain, edge))
            self._show_tooltips(view)

    # -- showing the pieces ------------------------------------------------------------------------
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
            token.setZValue(Z_TOKEN)
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
        geometry = texts_island.island(view.board.map_id).geometry
        for edge, kind in view.gifts:
            middle = layout.edge_lines[edge].center()
            tribe = [t for t in geometry.edge_tiles[edge] if view.board.terrain[t] != SEA]
            if tribe:  # a little out to sea, away from the island
                middle += (middle - layout.tile_centres[tribe[0]]) * 0.35
            item = GiftItem(edge, kind)
            item.setPos(middle)
            item.setZValue(Z_TOKEN)
            self.addItem(item)
            self._gifts.append(item)

    def _show_plaque(self, view: CatanView) -> None:
        if texts_scenarios.is_seafarers(view):
            self._plaque.set_text(texts_scenarios.scenario_title(view))

    def _show_tooltips(self, view: CatanView) -> None:
        """The names of the hexes, corners and paths (they change with the language and as fog
        hexes turn up); a path or ship spot also says what a click there builds."""
        for tile, item in self._tiles.items():
            item.setToolTip(texts_island.tile_name(view, tile))
        for corner, item in self._corners.items():
            item.setToolTip(texts_island.corner_name(view, corner))
        self._edge_names = {
            edge: texts_island.edge_name(view, edge) for edge in {*self._edges, *self._ships}
        }
        self._show_target_tooltips()
        self._pirate.setToolTip(texts_table.pirate_tooltip())

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
