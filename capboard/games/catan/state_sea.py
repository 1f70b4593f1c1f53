"""Seafarers in the Catan state: home islands, ships built and moved, the pirate's edges,
gold fields owed, island points and fog turned up. A mixin of
:class:`~capboard.games.catan.state.CatanState`, which holds the data; the pure rules of ships
are :mod:`capboard.games.catan.ships`."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, TypeVar

from capboard.engine.protocol import Event
from capboard.games.catan.actions import MoveShip, PlaceShip
from capboard.games.catan.board import FOG, GOLD, catan_rules, land_tiles
from capboard.games.catan.hands import RESOURCES, SHIP
from capboard.games.catan.rules import gain, pay
from capboard.games.catan.scenario import BASE
from capboard.games.catan.ships import Waters, pirate_edges

if TYPE_CHECKING:
    from capboard.games.catan.board import BoardSetup
    from capboard.games.catan.geometry import CatanGeometry
    from capboard.games.catan.state_fields import CatanFields
else:
    CatanFields = object  # the mixins' base while type checking only (see state_fields)


_T = TypeVar("_T")


def _put(values: tuple[_T, ...], index: int, value: _T) -> tuple[_T, ...]:
    return (*values[:index], value, *values[index + 1 :])


class SeafarersRules(CatanFields):
    """The Seafarers steps of the state."""

    def _home_corner(self, corner: int) -> bool:
        """Set-up settlements go on a home area of the scenario (anywhere on the classic
        island)."""
        layout = self.catan.layout
        if layout is None or not self.board.area_of:
            return True
        areas = getattr(layout, "areas", {})
        return any(
            self.is_land[t]
            and (a := self.board.area_of[t]) is not None
            and (a not in areas or areas[a].home)
            for t in self.geometry.corner_tiles[corner]
        )

    def _home_corners(self) -> frozenset[int] | None:
        """Every :meth:`_home_corner` (None: anywhere), worked out once per board and land
        rather than at every corner of every set-up decision."""
        kept = self._homes
        if kept is None or kept[0] is not self.board or kept[1] is not self.is_land:
            homes = None
            if self.catan.layout is not None and self.board.area_of:
                corners = range(self.geometry.corner_count)
                homes = frozenset(c for c in corners if self._home_corner(c))
            kept = self._homes = (self.board, self.is_land, homes)
        return kept[2]

    @property
    def waters(self) -> Waters:
        return self._index().waters

    def _pirate_edges(self) -> frozenset[int]:
        return pirate_edges(self.geometry, self.pirate)

    def _ship_spots(self, seat: int) -> list[int]:
        if self.scenario_id == BASE:
            return []
        if self.fortress_wins:  # The Pirate Islands: the next edge of one's lane only
            return self._lane_spots(seat)
        return list(self._index().ship_spots(seat, self.pirate))

    def _areas_at(self, corner: int) -> frozenset[int]:
        """The land areas (islands) touching ``corner``."""
        if not self.board.area_of:
            return frozenset()
        return frozenset(
            a
            for t in self.geometry.corner_tiles[corner]
            if self.is_land[t] and (a := self.board.area_of[t]) is not None
        )

    def _island_points(self, seat: int, corner: int) -> list[Event]:
        """Seafarers (catan.md Decision, the 2015 rule): a player's first settlement on each
        island other than their home islands, where the scenario gives points."""
        if not self.island_points:
            return []
        areas = getattr(self.catan.layout, "areas", {})
        earned = {a for s, a, _ in self.special if s == seat}
        events = []
        for area in sorted(self._areas_at(corner)):
            info = areas.get(area)
            special = info.special_points if info is not None else bool(self.board.harbour_spots)
            if special and area not in self.home_areas[seat] and area not in earned:
                self.special.append((seat, area, corner))
                events.append(
                    Event(
                        "island_points",
                        {
                            "seat": seat,
                            "area": area,
                            "corner": corner,
                            "points": self.island_points,
                        },
                    )
                )
        return events

    def _ask_gold(self, resume: str) -> list[Event]:
        """Gold fields owe choices: every owed seat chooses in turn (``pending_players``)."""
        if not any(self.gold_owed):
            return []  # nothing owed (every roll of the base game): nothing to clamp
        for seat in range(self.players):
            self.gold_owed[seat] = min(self.gold_owed[seat], sum(self.bank.values()))
        if not any(self.gold_owed):
            return []
        self.gold_resume = resume
        self.phase = "gold"
        return [Event("gold_owed", {"counts": list(self.gold_owed)})]

    def _place_ship(self, seat: int, action: PlaceShip) -> list[Event]:
        return self._ship(seat, action.edge)

    def _move_ship(self, seat: int, action: MoveShip) -> list[Event]:
        index = self._fitting_index()
        self.ships.move(action.source, action.target, seat)
        if index is not None:  # carried over to the new position, not worked out afresh
            self._piece_index = index.after_ship_move(
                seat, action.source, action.target, self.buildings, self.roads, self.ships
            )
        self.ship_moved = True
        events = [
            Event("moved_ship", {"seat": seat, "source": action.source, "target": action.target})
        ]
        if self.traders:  # Cloth for Catan: a ship moved to a village opens trade with it
            events += self._reach_villages(seat, action.target)
        # Only the mover's trade route can change: nobody else's pieces moved.
        return events + self._discover(seat, action.target) + self._update_longest_road((seat,))

    def _ship(self, seat: int, edge: int) -> list[Event]:
        index = self._fitting_index()
        self.ships[edge] = seat
        if index is not None:  # carried over to the new position, not worked out afresh
            self._piece_index = index.after_ship(seat, edge, self.buildings, self.roads, self.ships)
        if self.phase != "setup_road":  # set-up ships are not "built this turn"
            self.ships_built.append(edge)
        events = [Event("built_ship", {"seat": seat, "edge": edge})]
        events += self._after_piece(seat, edge, SHIP)
        if self.gifts and edge in self.gifts:  # The Forgotten Tribe: the gift on this coast
            events += self._collect_gift(seat, edge)
        if self.traders:  # Cloth for Catan: a ship at a village opens trade with it
            events += self._reach_villages(seat, edge)
        return events

    def _reaches_fog(self, edge: int) -> bool:
        """Whether a piece on ``edge`` touches a fog hex: read from the corners of the fog
        hexes, kept with the board (a hex turned up makes a new one), not by a walk over the
        hexes at its corners (most pieces reach no fog)."""
        kept = self._fog_corners
        if kept is None or kept[0] is not self.board:
            kept = self._fog_corners = (self.board, _fog_corners(self.board, self.geometry))
        a, b = self.geometry.edge_corners[edge]
        return a in kept[1] or b in kept[1]

    def _discover(self, seat: int, edge: int) -> list[Event]:
        """Fog Islands: a road or ship built or moved in play reaching a corner of a fog hex
        turns up the next hex of the stack; a land hex takes the next number, and the
        discoverer one card of it (gold: one of their choice). Not during set-up: the rule
        "does not apply during the set-up phase"."""
        # Nothing left to turn up (every scenario but Fog Islands), or no fog reached.
        if not self.fog_stack or not self._reaches_fog(edge):
            return self._ask_gold(self.phase) if any(self.gold_owed) else []
        events: list[Event] = []
        before = self._fitting_index()
        for corner in self.geometry.edge_corners[edge]:
            for tile in self.geometry.corner_tiles[corner]:
                if self.board.terrain[tile] != FOG or not self.fog_stack:
                    continue
                terrain, number = self.fog_stack.pop()
                board = self.board
                self.board = dataclasses.replace(
                    board,
                    terrain=_put(board.terrain, tile, terrain),
                    numbers=_put(board.numbers, tile, number),
                )
                self.is_land = land_tiles(self.board)
                resource = catan_rules().terrain_resource.get(terrain)
                taken = None
                if resource in RESOURCES and self.bank[resource] > 0:
                    self.bank = pay(self.bank, {resource: 1})
                    self.hands[seat] = gain(self.hands[seat], {resource: 1})
                    taken = resource
                elif terrain == GOLD:
                    self.gold_owed[seat] += 1
                events.append(
                    Event(
                        "discovered",
                        {
                            "seat": seat,
                            "tile": tile,
                            "terrain": terrain,
                            "number": number,
                            "resource": taken,
                        },
                        irreversible=True,
                    )
                )
        if events and before is not None:  # land turned up: the networks are as they were
            self._index().carry_networks(before)
        if any(self.gold_owed):
            events += self._ask_gold(self.phase)
        return events


def _fog_corners(board: BoardSetup, geometry: CatanGeometry) -> frozenset[int]:
    """The corners of the fog hexes of ``board``."""
    corners = geometry.tile_corners
    return frozenset(
        c for t, terrain in enumerate(board.terrain) if terrain == FOG for c in corners[t]
    )
