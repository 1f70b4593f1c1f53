"""The piece index carried to the next position: what a road, a ship built or a ship moved
changes in a :class:`~capboard.games.catan.pieces.PieceIndex`, worked out from the index of the
position before rather than afresh (most answers carry over unchanged, the others change near
the piece alone). A mixin of ``PieceIndex``, which holds the data.
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING, Any

from capboard.games.catan.actions import (
    BuildCity,
    MoveShip,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    move_ship,
    place_settlement,
)
from capboard.games.catan.hands import SHIP
from capboard.games.catan.rules import ROAD
from capboard.games.catan.ships import may_move_to, open_end, pirate_edges

if TYPE_CHECKING:
    from typing import Self

    from capboard.games.catan.board import BoardSetup, CatanMap
    from capboard.games.catan.geometry import CatanGeometry
    from capboard.games.catan.networks import Network
    from capboard.games.catan.pieces import OwnPieces, PieceMap, ShipKey
    from capboard.games.catan.rules import Producers
    from capboard.games.catan.ships import Waters


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
    _road_spots: list[tuple[int, ...] | None]
    _road_actions: list[tuple[PlaceRoad, ...] | None]
    _settlements: list[tuple[PlaceSettlement, ...] | None]
    _cities: list[tuple[BuildCity, ...] | None]
    _ratios: list[dict[str, int] | None]
    _own: list[OwnPieces | None]
    _networks: list[Network | None]
    _ship_spots: dict[tuple[int, int | None], tuple[int, ...]]
    _ship_actions: dict[tuple[int, int | None], tuple[PlaceShip, ...]]
    _ship_moves: dict[ShipKey, tuple[tuple[int, ...], tuple[MoveShip, ...]]]
    _sources: dict[tuple[int, int | None], tuple[int, ...]]
    _sorted: dict[str, tuple[Any, ...]]
    _producers: Producers | None
    _has_gold: bool | None
    _building_points: list[int] | None
    _waters: Waters | None

    def _take(
        self,
        buildings: PieceMap[int, tuple[int, str]],
        roads: PieceMap[int, int],
        ships: PieceMap[int, int],
    ) -> None:
        raise NotImplementedError

    def _road_spot(self, seat: int, edge: int) -> bool:
        raise NotImplementedError

    def _ship_spot(self, seat: int, edge: int, blocked: frozenset[int]) -> bool:
        raise NotImplementedError

    def distance_ok(self, corner: int) -> bool:
        raise NotImplementedError

    def _resourced(
        self, key: tuple[int, int | None], sources: tuple[int, ...], moved: tuple[int, ...]
    ) -> tuple[int, ...]:
        """:meth:`movable` of ``key`` (seat, pirate) in this index, from ``sources``, theirs
        before their own ship came to (or left) the edges ``moved``: whether a ship is the
        open end of its line reads only its own corners, so only the ships at the corners of
        those edges are asked again."""
        seat, pirate = key
        geometry, ships, buildings = self.geometry, self.ships, self.buildings
        near: set[int] = set()
        for edge in moved:
            for corner in geometry.edge_corners[edge]:
                near.update(geometry.corner_edges[corner])
        blocked = pirate_edges(geometry, pirate)
        kept = {e for e in sources if e not in near}
        kept.update(
            e
            for e in near
            if ships.get(e) == seat
            and e not in blocked
            and open_end(geometry, seat, e, ships, buildings)
        )
        return tuple(sorted(kept))

    def _lasting_sources(self) -> list[tuple[tuple[int, int | None], tuple[int, ...]]]:
        """The movable ships worth carrying over: each seat's last asked (as for the spots)."""
        last = {key[0]: (key, sources) for key, sources in list(self._sources.items())}
        return list(last.values())

    def _successor(
        self,
        seat: int,
        buildings: PieceMap[int, tuple[int, str]],
        roads: PieceMap[int, int],
        ships: PieceMap[int, int],
    ) -> Self:
        """A new index of the same board for the pieces changed by ``seat`` (a road or a ship),
        keeping every answer that depends on neither roads nor ships, and the other seats' own
        pieces (the callers correct or drop the other answers)."""
        new = object.__new__(type(self))
        new.catan, new.geometry, new.board = self.catan, self.geometry, self.board
        new.is_land, new.players = self.is_land, self.players
        new._take(buildings, roads, ships)
        new.counts = {piece: seats.copy() for piece, seats in self.counts.items()}
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
        new._ship_spots = {}
        new._ship_actions = {}
        new._ship_moves = {}
        # Whose ships may move reads only their own ships and buildings: the others' carry over.
        new._sources = {key: sources for key, sources in self._lasting_sources() if key[0] != seat}
        new._sorted = (
            {"buildings": self._sorted["buildings"]} if "buildings" in self._sorted else {}
        )
        new._producers, new._has_gold = self._producers, self._has_gold
        new._building_points = self._building_points
        new._waters = self._waters
        return new

    def _lasting_spots(self) -> list[tuple[tuple[int, int | None], tuple[int, ...]]]:
        """The ship spots worth carrying over: each seat's last asked (the pirate moves, and
        the spots of its old places would be carried from move to move for nothing)."""
        # list(): one step in C, so a clone's index read by another thread cannot change
        # size under the loop.
        last = {key[0]: (key, spots) for key, spots in list(self._ship_spots.items())}
        return list(last.values())

    def _lasting_moves(self) -> list[tuple[ShipKey, tuple[tuple[int, ...], tuple[MoveShip, ...]]]]:
        """The ship moves worth carrying over: each seat's last asked with no ship built this
        turn (those asked with ships just built serve that turn only)."""
        last = {key[0]: (key, kept) for key, kept in list(self._ship_moves.items()) if not key[2]}
        return list(last.values())

    def _respotted(
        self, key: tuple[int, int | None], spots: tuple[int, ...], moved: tuple[int, ...]
    ) -> tuple[int, ...]:
        """The ship spots of ``key`` (seat, pirate) in this index, from ``spots``, theirs
        before their own ship came to (or left) the edges ``moved``: only the edges at the
        corners of those can have changed (a spot is a free water edge touching an own
        building, or an own ship at a corner without another player's building), so only
        they are asked again."""
        seat, pirate = key
        geometry = self.geometry
        near: set[int] = set()
        for edge in moved:
            for corner in geometry.edge_corners[edge]:
                near.update(geometry.corner_edges[corner])
        blocked = pirate_edges(geometry, pirate)
        kept = {e for e in spots if e not in near}
        kept.update(e for e in near if self._ship_spot(seat, e, blocked))
        return tuple(sorted(kept))

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
        new = self._successor(seat, buildings, roads, ships)
        new.counts[ROAD][seat] += 1
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
        new._sources = dict(self._lasting_sources())  # a road ends no line of ships
        new._ship_spots = {key: _without(spots, edge) for key, spots in self._lasting_spots()}
        # A road moves no ship and connects none: it only takes its edge as a target.
        new._ship_moves = {
            key: (sources, tuple(m for m in moves if m.target != edge))
            for key, (sources, moves) in self._lasting_moves()
        }
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
        new = self._successor(seat, buildings, roads, ships)
        new.counts[SHIP][seat] += 1
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
        new._ship_spots = {
            key: _without(spots, edge) if key[0] != seat else new._respotted(key, spots, (edge,))
            for key, spots in self._lasting_spots()
        }
        new._sources.update(
            (key, new._resourced(key, sources, (edge,)))
            for key, sources in self._lasting_sources()
            if key[0] == seat
        )
        # Another player's ship connects none of theirs: it only takes its edge as a target.
        new._ship_moves = {
            key: (sources, tuple(m for m in moves if m.target != edge))
            for key, (sources, moves) in self._lasting_moves()
            if key[0] != seat
        }
        if "roads" in self._sorted:
            new._sorted["roads"] = self._sorted["roads"]
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
        new = self._successor(seat, buildings, roads, ships)
        new._settlements[seat] = None
        own = self._own[seat]
        if own is not None:
            new._own[seat] = (own[0], own[1].difference((source,)) | {target}, own[2], own[3])
        network = self._networks[seat]
        if network is not None:
            ships_now = network.ships.difference((source,)) | {target}
            new._networks[seat] = network.changed(ships_now, lifted=(source,), placed=(target,))
        for t, spots in enumerate(self._road_spots):
            if spots is not None:
                new._road_spots[t] = _swapped(spots, target, source, new._road_spot(t, source))
        for (t, pirate), spots in self._lasting_spots():
            if t != seat:
                blocked = pirate_edges(self.geometry, pirate)
                free = new._ship_spot(t, source, blocked)
                new._ship_spots[t, pirate] = _swapped(spots, target, source, free)
            else:
                new._ship_spots[t, pirate] = new._respotted((t, pirate), spots, (source, target))
        new._sources.update(
            (key, new._resourced(key, sources, (source, target)))
            for key, sources in self._lasting_sources()
            if key[0] == seat
        )
        # Another seat's ships and their open ends did not move: their moves lose the taken
        # edge as a target, and gain the freed one where it is now a spot of theirs.
        for key, (sources, moves) in self._lasting_moves():
            t, pirate, _ = key
            if t == seat:
                continue
            kept = [m for m in moves if m.target != target]
            if new._ship_spot(t, source, pirate_edges(self.geometry, pirate)):
                kept += [
                    move_ship(s, source)
                    for s in sources
                    if may_move_to(self.geometry, t, s, source, new.ships, new.buildings)
                ]
                kept.sort(key=lambda m: (m.source, m.target))
            new._ship_moves[key] = (sources, tuple(kept))
        if "roads" in self._sorted:
            new._sorted["roads"] = self._sorted["roads"]
        return new


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
