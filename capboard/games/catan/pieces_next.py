"""The piece index carried to the next position: what a road, a ship built or a ship moved
changes in a :class:`~capboard.games.catan.pieces.PieceIndex`, worked out from the index of the
position before rather than afresh (most answers carry over unchanged, the others change near
the piece alone). A mixin of ``PieceIndex``, which holds the data.
"""

from __future__ import annotations

from bisect import insort
from functools import cache
from typing import TYPE_CHECKING, Any

from capboard.games.catan.actions import (
    BuildCity,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    place_settlement,
)
from capboard.games.catan.hands import SHIP
from capboard.games.catan.rules import CITY, ROAD, SETTLEMENT

if TYPE_CHECKING:
    from typing import Self

    from capboard.games.catan.board import BoardSetup, CatanMap
    from capboard.games.catan.geometry import CatanGeometry
    from capboard.games.catan.move_table import MoveTable
    from capboard.games.catan.networks import Network
    from capboard.games.catan.pieces import OwnPieces, PieceMap, ShipKey
    from capboard.games.catan.rules import Producers
    from capboard.games.catan.ships import Waters


Dirty = tuple[frozenset[int], ...]
"""The edges where an answer carried from an earlier position is owed a check: one set per
change since it was asked, joined only when it is asked again (most answers carried are not:
joining them at every change would cost more the longer they wait)."""


class NextPosition:
    """The index of the next position, from this one (see the module's docstring)."""

    # The fields and questions of PieceIndex this part reads and writes.
    catan: CatanMap
    geometry: CatanGeometry
    board: BoardSetup
    is_land: tuple[bool, ...]
    players: int
    buildings: dict[int, tuple[int, str]]
    roads: dict[int, int]
    ships: dict[int, int]
    counts: dict[str, list[int]]
    marks: tuple[int, int, int]
    _road_spots: list[tuple[int, ...] | None]
    _road_actions: list[tuple[PlaceRoad, ...] | None]
    _settlements: list[tuple[PlaceSettlement, ...] | None]
    _cities: list[tuple[BuildCity, ...] | None]
    _ratios: list[dict[str, int] | None]
    _own: list[OwnPieces | None]
    _networks: list[Network | None]
    _ship_spots: dict[tuple[int, int | None], tuple[int, ...]]
    _ship_actions: dict[tuple[int, int | None], tuple[PlaceShip, ...]]
    _ship_moves: dict[ShipKey, MoveTable]
    _moves_before: dict[ShipKey, MoveTable]
    _sources: dict[tuple[int, int | None], tuple[int, ...]]
    _free_spots: dict[int, tuple[int, ...]]
    _free_sources: dict[int, tuple[int, ...]]
    _spots_due: dict[int, tuple[tuple[int, ...], Dirty]]
    _sources_due: dict[int, tuple[tuple[int, ...], Dirty]]
    _sorted: dict[str, tuple[Any, ...]]
    _producers: Producers | None
    _has_gold: bool | None
    _building_points: list[int] | None
    _waters: Waters | None
    _ship_corners: dict[int, dict[int, int]]

    def _road_spot(self, seat: int, edge: int) -> bool:
        raise NotImplementedError

    def _ship_spot(self, seat: int, edge: int, blocked: frozenset[int]) -> bool:
        raise NotImplementedError

    @property
    def waters(self) -> Waters:
        raise NotImplementedError

    def distance_ok(self, corner: int) -> bool:
        raise NotImplementedError

    def ship_corners(self, seat: int) -> dict[int, int]:
        raise NotImplementedError

    def is_land_edge(self, edge: int) -> bool:
        raise NotImplementedError

    def _rechecked_sources(
        self, seat: int, sources: tuple[int, ...], owed: Dirty
    ) -> tuple[int, ...]:
        """:meth:`movable` of ``seat`` with no pirate, in this index, from ``sources``, theirs
        in an earlier position that differed only near the edges ``dirty`` (the edges at the
        corners of the seat's own ships placed or lifted since): whether a ship is the open end
        of its line reads only its own corners, so only the ships there are asked again."""
        ships, buildings = self.ships, self.buildings
        edge_corners, counts = self.geometry.edge_corners, self.ship_corners(seat)
        dirty = _edges_owed(owed)
        kept = {e for e in sources if e not in dirty}
        # open_end, inline: a corner of the ship without an own building where no other own
        # ship meets it (the ship itself counts one there).
        for e in dirty:
            if ships.get(e) == seat:
                for corner in edge_corners[e]:
                    building = buildings.get(corner)
                    if (building is None or building[0] != seat) and counts[corner] == 1:
                        kept.add(e)
                        break
        return tuple(sorted(kept))

    def _rechecked_spots(self, seat: int, spots: tuple[int, ...], owed: Dirty) -> tuple[int, ...]:
        """The ship spots of ``seat`` with no pirate, in this index, from ``spots``, theirs in
        an earlier position that differed only at the edges ``dirty``: a spot is a free water
        edge touching an own building, or an own ship at a corner without another player's
        building, so an edge away from every change keeps its answer (``dirty`` holds the
        edges taken or freed by anyone, and those at the corners of the seat's own ships)."""
        ships, roads, buildings = self.ships, self.roads, self.buildings
        edge_corners, counts = self.geometry.edge_corners, self.ship_corners(seat)
        ship_edges = self.waters.ship_edges
        dirty = _edges_owed(owed)
        kept = {e for e in spots if e not in dirty}
        # _ship_spot, inline: asked for every edge owed a check, at every turn of every seat.
        # (ship_connects of a free edge: an own building at a corner, or an own ship at a
        # corner without another player's building.)
        for e in dirty:
            if e in ship_edges and e not in ships and e not in roads:
                for corner in edge_corners[e]:
                    building = buildings.get(corner)
                    if building is None:
                        if corner in counts:
                            kept.add(e)
                            break
                    elif building[0] == seat:
                        kept.add(e)
                        break
        return tuple(sorted(kept))

    def _successor(
        self,
        seat: int,
        buildings: PieceMap[int, tuple[int, str]],
        roads: PieceMap[int, int],
        ships: PieceMap[int, int],
        piece: str,
    ) -> Self:
        """A new index of the same board for the pieces changed by ``seat`` (a ``piece``, road
        or ship), keeping every answer that depends on neither roads nor ships, and the other
        seats' own pieces (the callers correct or drop the other answers)."""
        new = object.__new__(type(self))
        new.catan, new.geometry, new.board = self.catan, self.geometry, self.board
        new.is_land, new.players = self.is_land, self.players
        # This index's own copies of the maps that did not change serve the next (no index
        # changes its copies): only the changed map is copied.
        new.marks = (buildings.mark, roads.mark, ships.mark)
        new.buildings = self.buildings
        new.roads = dict(roads) if piece == ROAD else self.roads
        new.ships = dict(ships) if piece == SHIP else self.ships
        # The lists of counts are shared: a caller that counts a piece placed copies its own.
        new.counts = self.counts.copy()
        none: list[Any] = [None] * self.players
        new._road_spots = none.copy()
        new._road_actions = none.copy()
        new._settlements = self._settlements.copy()
        new._cities = self._cities.copy()  # buildings unchanged
        new._ratios = self._ratios.copy()
        new._own = self._own.copy()
        new._own[seat] = None  # the callers carry the builder's over, changed
        # Nobody else's roads, ships or blocking buildings changed: their networks neither.
        new._networks = self._networks.copy()
        new._networks[seat] = None
        # The ship questions are carried over by the callers, owed a check (see _owe).
        new._ship_spots = {}
        new._ship_actions = {}
        new._ship_moves = {}
        new._moves_before = {}
        new._sources = {}
        new._free_spots = {}
        new._free_sources = {}
        new._spots_due = {}
        new._sources_due = {}
        new._sorted = (
            {"buildings": self._sorted["buildings"]} if "buildings" in self._sorted else {}
        )
        new._producers, new._has_gold = self._producers, self._has_gold
        new._building_points = self._building_points
        new._waters = self._waters
        # The seats' ships meeting at each corner: a caller whose ship moved corrects its own.
        new._ship_corners = self._ship_corners.copy()
        return new

    def _owe(
        self,
        new: NextPosition,
        seat: int,
        edges: frozenset[int],
        near: frozenset[int] | None,
        tables: bool = True,
    ) -> None:
        """Carry every seat's last ship spots, movable ships and ship moves over to ``new``,
        owed a check at the edges a change by ``seat`` may have touched: ``edges`` (the edges
        taken or freed) for everyone, ``near`` (the edges at their corners) for ``seat``'s own
        spots and movable ships when the change was a ship of theirs (None: a road, which ends
        no line of ships and connects none). The checks are made when an answer is asked: most
        are never asked before the next change, and add up meanwhile.

        Only each seat's last asked answers are carried (the pirate moves, and the answers of
        its old places would be carried from change to change for nothing): those owed a check
        first, then those asked in this position over them. Plain loops over list() copies
        (one step in C each, so that a clone's index read by another thread cannot change size
        under them): this runs at every road, ship and ship moved.
        """
        own = edges if near is None else near  # what the seat's own spots are owed
        spots_due = new._spots_due
        for t, (spots, dirty) in list(self._spots_due.items()):
            if t not in self._free_spots:
                spots_due[t] = (spots, _owing(dirty, own if t == seat else edges))
        for t, spots in list(self._free_spots.items()):
            spots_due[t] = (spots, (own if t == seat else edges,))
        # A seat's movable ships change only with their own ships.
        sources_due, free_sources = new._sources_due, new._free_sources
        for t, (sources, dirty) in list(self._sources_due.items()):
            if t not in self._free_sources:
                if t == seat and near is not None:
                    sources_due[t] = (sources, _owing(dirty, near))
                else:
                    sources_due[t] = (sources, dirty)
        for t, sources in list(self._free_sources.items()):
            if t == seat and near is not None:
                sources_due[t] = (sources, (near,))
            else:
                free_sources[t] = sources
        # A seat's moves refuse a target by its own ships and the buildings alone: the moves
        # of a seat whose ships did not change are the same if their sources and spots are.
        # (Not after a building: it may join or cut a line at a target's corner.)
        if not tables:
            return
        last: dict[int, tuple[ShipKey, MoveTable]] = {}
        for ship_key, table in list(self._moves_before.items()):
            last[ship_key[0]] = (ship_key, table)
        for ship_key, table in list(self._ship_moves.items()):
            last[ship_key[0]] = (ship_key, table)
        for ship_key, table in last.values():
            if ship_key[0] != seat or near is None:
                new._moves_before[ship_key] = table

    def _moved_corners(self, seat: int, lifted: tuple[int, ...], placed: int) -> None:
        """Correct ``seat``'s :meth:`ship_corners`, carried from the index before, for a ship
        lifted from the corners ``lifted`` (none: built) and placed on the edge ``placed``."""
        counts = self._ship_corners.get(seat)
        if counts is None:
            return
        counts = counts.copy()
        for corner in lifted:
            if counts[corner] == 1:
                del counts[corner]
            else:
                counts[corner] -= 1
        for corner in self.geometry.edge_corners[placed]:
            counts[corner] = counts.get(corner, 0) + 1
        self._ship_corners[seat] = counts

    def _road_seats(self, edge: int) -> set[int]:
        """The seats that may build a road on ``edge`` (:meth:`_road_spot` of every seat at
        once: whose building, or road at a corner without a building, meets it)."""
        if edge in self.roads or edge in self.ships or not self.is_land_edge(edge):
            return set()
        geometry, buildings, roads = self.geometry, self.buildings, self.roads
        seats = set()
        for corner in geometry.edge_corners[edge]:
            building = buildings.get(corner)
            if building is not None:
                seats.add(building[0])
                continue
            for e in geometry.corner_edges[corner]:
                owner = roads.get(e)
                if owner is not None and e != edge:
                    seats.add(owner)
        return seats

    def _near(self, edge: int) -> frozenset[int]:
        """The edges at the corners of ``edge`` (itself too)."""
        return _near_edges(self.geometry)[edge]

    def _grown_settlements(self, seat: int, edge: int) -> None:
        """A new own piece on ``edge`` reaches its two corners: add those the distance rule
        allows (nothing else changed for the settlements)."""
        old = self._settlements[seat]
        if old is None:
            return
        corners = {a.corner for a in old}
        corners.update(c for c in self.geometry.edge_corners[edge] if self.distance_ok(c))
        self._settlements[seat] = tuple(map(place_settlement, sorted(corners)))

    def _grown_spots(self, spots: tuple[int, ...], edge: int, test: Any) -> tuple[int, ...]:
        """``spots`` less ``edge``, plus the edges at ``edge``'s corners that pass ``test``."""
        grown = set(spots)
        grown.discard(edge)
        geometry = self.geometry
        for corner in geometry.edge_corners[edge]:
            for other in geometry.corner_edges[corner]:
                if other not in grown and test(other):
                    grown.add(other)
        return tuple(sorted(grown))

    def after_road(
        self,
        seat: int,
        edge: int,
        buildings: PieceMap[int, tuple[int, str]],
        roads: PieceMap[int, int],
        ships: PieceMap[int, int],
    ) -> Self:
        """The index once ``seat`` has built a road on ``edge`` (the maps as they are now).

        The road takes its edge from everyone's road and ship spots; it opens the builder's
        road spots at its corners and reaches two corners for a settlement. Nobody else's
        connections change (a road blocks no one), nor any building.
        """
        new = self._successor(seat, buildings, roads, ships, ROAD)
        new.counts[ROAD] = _counted(self.counts[ROAD], seat)
        own = self._own[seat]
        if own is not None:
            new._own[seat] = (own[0] | {edge}, own[1], own[2], own[3])
        network = self._networks[seat]
        if network is not None:
            new._networks[seat] = network.changed(network.ships, placed=(edge,))
        for t, spots in enumerate(self._road_spots):
            if spots is None:
                continue
            if t == seat:
                new._road_spots[t] = new._grown_spots(
                    spots, edge, lambda e: new._road_spot(seat, e)
                )
            else:
                new._road_spots[t] = _without(spots, edge)
        new._grown_settlements(seat, edge)
        # A road moves no ship and connects none: it only takes its edge from everyone.
        self._owe(new, seat, frozenset((edge,)), None)
        if "ships" in self._sorted:
            new._sorted["ships"] = self._sorted["ships"]
        return new

    def after_ship(
        self,
        seat: int,
        edge: int,
        buildings: PieceMap[int, tuple[int, str]],
        roads: PieceMap[int, int],
        ships: PieceMap[int, int],
    ) -> Self:
        """The index once ``seat`` has built a ship on ``edge``: it takes its edge from
        everyone's spots and reaches two corners for a settlement; the builder's ship spots are
        worked out again when asked."""
        new = self._successor(seat, buildings, roads, ships, SHIP)
        new.counts[SHIP] = _counted(self.counts[SHIP], seat)
        new._moved_corners(seat, (), edge)
        own = self._own[seat]
        if own is not None:
            new._own[seat] = (own[0], own[1] | {edge}, own[2], own[3])
        network = self._networks[seat]
        if network is not None:
            new._networks[seat] = network.changed(network.ships | {edge}, placed=(edge,))
        for t, spots in enumerate(self._road_spots):
            if spots is not None:
                new._road_spots[t] = _without(spots, edge)
        new._grown_settlements(seat, edge)
        # Another player's ship connects none of theirs: it only takes its edge from them.
        self._owe(new, seat, frozenset((edge,)), self._near(edge))
        if "roads" in self._sorted:
            new._sorted["roads"] = self._sorted["roads"]
        return new

    def after_settlement(
        self,
        seat: int,
        corner: int,
        buildings: PieceMap[int, tuple[int, str]],
        roads: PieceMap[int, int],
        ships: PieceMap[int, int],
    ) -> Self:
        """The index once ``seat`` has built a settlement on ``corner``.

        A building changes what is asked of the edges at its corner alone: a road or a ship
        there now connects for its builder and no longer passes the corner for anyone else;
        the distance rule closes the corner and its neighbours to everyone's settlements. The
        networks, the builder's cities and harbours, and what the numbers produce are worked
        out again when asked.
        """
        new = self._successor(seat, buildings, roads, ships, "")
        new.buildings = dict(buildings)
        new.counts[SETTLEMENT] = _counted(self.counts[SETTLEMENT], seat)
        geometry = self.geometry
        at_corner = frozenset(geometry.corner_edges[corner])
        closed = {corner, *geometry.corner_corners[corner]}
        new._cities[seat] = None
        new._ratios[seat] = None
        new._producers = None
        new._building_points = None
        new._sorted = {name: items for name, items in self._sorted.items() if name != "buildings"}
        # Every network holds the corners it may not pass: made again (the state says what it
        # knows of their lengths).
        new._networks = [None] * self.players
        for t in range(self.players):
            own = self._own[t]
            if own is not None:
                if t == seat:
                    new._own[t] = (own[0], own[1], own[2] | {corner}, own[3])
                else:
                    new._own[t] = (own[0], own[1], own[2], own[3] | {corner})
            settlements = self._settlements[t]
            if settlements is not None:
                for action in settlements:
                    if action.corner in closed:
                        settlements = tuple(a for a in settlements if a.corner not in closed)
                        break
                new._settlements[t] = settlements
            spots = self._road_spots[t]
            if spots is not None:
                kept = {e for e in spots if e not in at_corner}
                kept.update(e for e in at_corner if new._road_spot(t, e))
                new._road_spots[t] = tuple(sorted(kept))
        self._owe(new, seat, at_corner, at_corner, tables=False)
        for name in ("roads", "ships"):
            if name in self._sorted:
                new._sorted[name] = self._sorted[name]
        return new

    def after_city(
        self,
        seat: int,
        corner: int,
        buildings: PieceMap[int, tuple[int, str]],
        roads: PieceMap[int, int],
        ships: PieceMap[int, int],
    ) -> Self:
        """The index once ``seat`` has raised their settlement on ``corner`` to a city.

        A city stands where the settlement stood, of the same player: every answer that reads
        only who holds a corner (road, settlement and ship spots, ship moves, harbours, the
        networks) is the same. Only the cities, the points and what the numbers produce
        change."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.marks = (buildings.mark, roads.mark, ships.mark)
        new.buildings = dict(buildings)
        new.counts = self.counts.copy()
        new.counts[SETTLEMENT] = _counted(self.counts[SETTLEMENT], seat, -1)
        new.counts[CITY] = _counted(self.counts[CITY], seat)
        new._cities = self._cities.copy()
        new._cities[seat] = None
        new._building_points = None
        new._producers = None
        new._sorted = {name: items for name, items in self._sorted.items() if name != "buildings"}
        # The answers kept are those of this position too: copies, each index filling its own.
        for name in _KEPT_BY_A_CITY:
            setattr(new, name, getattr(self, name).copy())
        return new

    def after_ship_move(
        self,
        seat: int,
        source: int,
        target: int,
        buildings: PieceMap[int, tuple[int, str]],
        roads: PieceMap[int, int],
        ships: PieceMap[int, int],
    ) -> Self:
        """The index once ``seat`` has moved a ship from ``source`` to ``target``.

        For everyone else only those two edges change: ``target`` is taken, ``source`` free
        and perhaps a spot of theirs (their connections are their own pieces', which did not
        move). The mover's ship spots and settlement spots are worked out again when asked.
        """
        new = self._successor(seat, buildings, roads, ships, SHIP)
        new._settlements[seat] = None
        new._moved_corners(seat, self.geometry.edge_corners[source], target)
        own = self._own[seat]
        if own is not None:
            new._own[seat] = (own[0], own[1].difference((source,)) | {target}, own[2], own[3])
        network = self._networks[seat]
        if network is not None:
            ships_now = network.ships.difference((source,)) | {target}
            new._networks[seat] = network.changed(ships_now, lifted=(source,), placed=(target,))
        freed: set[int] | None = None  # the seats a road on the freed edge would connect
        for t, spots in enumerate(self._road_spots):
            if spots is not None:
                if freed is None:
                    freed = new._road_seats(source)
                new._road_spots[t] = _swapped(spots, target, source, t in freed)
        # Another seat's ships and their open ends did not move: only the two edges changed
        # for them (the taken one is no target, the freed one may be a spot).
        self._owe(new, seat, frozenset((source, target)), self._near(source) | self._near(target))
        if "roads" in self._sorted:
            new._sorted["roads"] = self._sorted["roads"]
        return new


_CLEAN: Dirty = ()
"""No edge owed a check."""


def _owing(owed: Dirty, more: frozenset[int]) -> Dirty:
    """``owed`` and the edges ``more``: a set more, joined into one now and then (an answer
    never asked again would otherwise carry a longer tuple at every change)."""
    if len(owed) < 8:
        return (*owed, more)
    return (_edges_owed(owed) | more,)


def _edges_owed(owed: Dirty) -> frozenset[int]:
    """Every edge of ``owed``, the sets of edges of the changes since an answer was asked."""
    return owed[0] if len(owed) == 1 else frozenset().union(*owed)


@cache
def _near_edges(geometry: CatanGeometry) -> tuple[frozenset[int], ...]:
    """Per edge, the edges at its corners (itself too)."""
    corner_edges = geometry.corner_edges
    return tuple(
        frozenset(e for c in corners for e in corner_edges[c]) for corners in geometry.edge_corners
    )


def _counted(counts: list[int], seat: int, more: int = 1) -> list[int]:
    """``counts`` with ``more`` pieces for ``seat`` (a new list: the old index keeps its own)."""
    counted = counts.copy()
    counted[seat] += more
    return counted


_KEPT_BY_A_CITY = (
    "_road_spots",
    "_road_actions",
    "_settlements",
    "_ratios",
    "_own",
    "_networks",
    "_ship_spots",
    "_ship_actions",
    "_ship_moves",
    "_moves_before",
    "_sources",
    "_free_spots",
    "_free_sources",
    "_spots_due",
    "_sources_due",
    "_ship_corners",
)
"""The answers of a :class:`NextPosition` a city leaves as they were (see ``after_city``)."""


def _without(spots: tuple[int, ...], edge: int) -> tuple[int, ...]:
    return tuple(e for e in spots if e != edge) if edge in spots else spots


def _swapped(spots: tuple[int, ...], taken: int, freed: int, spot: bool) -> tuple[int, ...]:
    """``spots`` less ``taken``, plus ``freed`` (in edge order) when it is a ``spot``."""
    spots = _without(spots, taken)
    if not spot or freed in spots:
        return spots
    grown = list(spots)
    insort(grown, freed)
    return tuple(grown)
