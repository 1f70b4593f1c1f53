"""The piece index carried to the next position: what a road, a ship built or a ship moved
changes in a :class:`~capboard.games.catan.pieces.PieceIndex`, worked out from the index of the
position before rather than afresh (most answers carry over unchanged, the others change near
the piece alone). A mixin of ``PieceIndex``, which holds the data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from capboard.games.catan.actions import (
    BuildCity,
    PlaceRoad,
    PlaceSettlement,
    place_settlement,
)
from capboard.games.catan.hands import SHIP
from capboard.games.catan.pieces_owed import OwedAnswers
from capboard.games.catan.rules import CITY, ROAD, SETTLEMENT

_new = object.__new__

if TYPE_CHECKING:
    from typing import Self

    from capboard.games.catan.board import BoardSetup, CatanMap
    from capboard.games.catan.geometry import CatanGeometry
    from capboard.games.catan.networks import Network
    from capboard.games.catan.pieces import OwnPieces, PieceMap
    from capboard.games.catan.rules import Producers
    from capboard.games.catan.ships import Waters


class NextPosition(OwedAnswers):
    """The index of the next position, from this one (see the module's docstring)."""

    # Slots, not a dict: an index is made at every road, ship and ship moved, and its 30-odd
    # fields are too many for a dict shared in shape between instances (CPython shares at
    # most 30 keys), so that each index grew a dict of its own by steps.
    __slots__ = (
        "_building_points",
        "_cities",
        "_has_gold",
        "_networks",
        "_own",
        "_producers",
        "_ratios",
        "_road_actions",
        "_road_spots",
        "_settlements",
        "_ship_corners",
        "_sorted",
        "_waters",
        "board",
        "buildings",
        "catan",
        "counts",
        "geometry",
        "is_land",
        "marks",
        "players",
        "roads",
        "ships",
    )

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

    def _successor(
        self,
        seat: int,
        marks: tuple[int, int, int],
        roads: dict[int, int],
        ships: dict[int, int],
    ) -> Self:
        """A new index of the same board for the pieces changed by ``seat``, keeping every
        answer that depends on neither roads nor ships, and the other seats' own pieces (the
        callers correct or drop the other answers). ``marks`` are the state's maps' now;
        ``roads`` and ``ships`` the new index's own copies, this index's when unchanged (no
        index changes its copies)."""
        new = _new(type(self))
        new.catan, new.geometry, new.board = self.catan, self.geometry, self.board
        new.is_land, new.players = self.is_land, self.players
        new.marks = marks
        new.buildings = self.buildings
        new.roads = roads
        new.ships = ships
        # The counts, and the answers that read the buildings alone (the same in both
        # positions, whichever index works one out), are shared: a caller that changes one
        # copies it first.
        new.counts = self.counts
        new._road_spots = [None] * self.players
        new._road_actions = [None] * self.players
        new._settlements = self._settlements.copy()
        new._cities = self._cities
        new._ratios = self._ratios
        new._own = own = self._own.copy()
        own[seat] = None  # the callers carry the builder's over, changed
        # Nobody else's roads, ships or blocking buildings changed: their networks neither.
        new._networks = networks = self._networks.copy()
        networks[seat] = None
        # The ship questions asked in this position: those of the last are carried over by
        # the callers, owed a check (see _owe, which also sets what it carries).
        new._ship_spots = {}
        new._ship_actions = {}
        new._ship_moves = {}
        new._sources = {}
        new._free_spots = {}
        sorted_items = self._sorted
        new._sorted = (
            {"buildings": sorted_items["buildings"]} if "buildings" in sorted_items else {}
        )
        new._producers, new._has_gold = self._producers, self._has_gold
        new._building_points = self._building_points
        new._waters = self._waters
        # The seats' ships meeting at each corner: the same while the ships are (shared, as
        # above); a caller whose ship was placed or moved corrects its own in a copy.
        corners = self._ship_corners
        new._ship_corners = corners if ships is self.ships else corners.copy()
        return new

    def _grown_settlements(self, seat: int, edge: int) -> None:
        """A new own piece on ``edge`` reaches its two corners: add those the distance rule
        allows (nothing else changed for the settlements)."""
        old = self._settlements[seat]
        if old is None:
            return
        corners = {a.corner for a in old}
        corners.update(c for c in self.geometry.edge_corners[edge] if self.distance_ok(c))
        self._settlements[seat] = tuple(map(place_settlement, sorted(corners)))

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
        marks = (buildings.mark, roads.mark, ships.mark)
        new = self._successor(seat, marks, dict(roads), self.ships)
        new.counts = _counted(self.counts, ROAD, seat)
        own = self._own[seat]
        if own is not None:
            new._own[seat] = (own[0] | {edge}, own[1], own[2], own[3])
        network = self._networks[seat]
        if network is not None:
            new._networks[seat] = network.changed(network.ships, placed=(edge,))
        new._grown_settlements(seat, edge)
        # A road takes its edge from everyone; it opens its builder's road spots at its corners
        # (it moves no ship and connects none).
        self._owe(new, seat, (edge,), ROAD)
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
        # This index's ships, and the new one: the state's as they are now, in the same order.
        built = self.ships.copy()
        built[edge] = seat
        marks = (buildings.mark, roads.mark, ships.mark)
        new = self._successor(seat, marks, self.roads, built)
        new.counts = _counted(self.counts, SHIP, seat)
        before = self._ship_corners.get(seat)
        counts = None
        if before is not None:
            counts = before.copy()
            for corner in self.geometry.edge_corners[edge]:
                counts[corner] = counts.get(corner, 0) + 1
            new._ship_corners[seat] = counts
        own = self._own[seat]
        ships_now = None
        if own is not None:
            ships_now = own[1] | {edge}
            new._own[seat] = (own[0], ships_now, own[2], own[3])
        network = self._networks[seat]
        if network is not None:
            if ships_now is None:
                ships_now = network.ships | {edge}
            if counts is None:
                new._networks[seat] = network.changed(ships_now, placed=(edge,))
            else:
                dead = self._dead_ship(seat, edge, counts)
                new._networks[seat] = network.placed(ships_now, edge, dead)
        new._grown_settlements(seat, edge)
        # Another player's ship connects none of theirs: it only takes its edge from them.
        self._owe(new, seat, (edge,), SHIP)
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
        marks = (buildings.mark, roads.mark, ships.mark)
        new = self._successor(seat, marks, self.roads, self.ships)
        new.buildings = dict(buildings)
        new.counts = _counted(self.counts, SETTLEMENT, seat)
        geometry = self.geometry
        closed = {corner, *geometry.corner_corners[corner]}
        new._cities = _forgotten(self._cities, seat)
        new._ratios = _forgotten(self._ratios, seat)
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
        self._owe(new, seat, geometry.corner_edges[corner], SETTLEMENT)
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
        for name in _FIELDS:
            setattr(new, name, getattr(self, name))
        new.marks = (buildings.mark, roads.mark, ships.mark)
        new.buildings = dict(buildings)
        new.counts = _counted(_counted(self.counts, SETTLEMENT, seat, -1), CITY, seat)
        new._cities = _forgotten(self._cities, seat)
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
        # This index's ships, and the new one: the state's as they are now, in the same order.
        moved = self.ships.copy()
        del moved[source]
        moved[target] = seat
        marks = (buildings.mark, roads.mark, ships.mark)
        new = self._successor(seat, marks, self.roads, moved)
        new._settlements[seat] = None
        # The mover's ships per corner: one fewer at the source's corners, one more at the
        # target's (a copy: this index keeps its own).
        edge_corners = self.geometry.edge_corners
        before = self._ship_corners.get(seat)
        counts = None
        if before is not None:
            counts = before.copy()
            for corner in edge_corners[source]:
                n = counts[corner]
                if n == 1:
                    del counts[corner]
                else:
                    counts[corner] = n - 1
            a, b = edge_corners[target]
            counts[a] = counts.get(a, 0) + 1
            counts[b] = counts.get(b, 0) + 1
            new._ship_corners[seat] = counts
        # The mover's ships, for both (a network is made of the own pieces): one of them
        # lifted and a free edge taken, one symmetric difference.
        own = self._own[seat]
        ships_now = None
        if own is not None:
            ships_now = own[1] ^ {source, target}
            new._own[seat] = (own[0], ships_now, own[2], own[3])
        network = self._networks[seat]
        if network is not None:
            if ships_now is None:
                ships_now = network.ships ^ {source, target}
            if counts is None or before is None:  # (both or neither)
                new._networks[seat] = network.changed(ships_now, (source,), (target,))
            else:
                dead = self._dead_ship(seat, target, counts)
                lifted_dead = self._dead_ship(seat, source, before)
                new._networks[seat] = network.placed(ships_now, target, dead, source, lifted_dead)
        # Another seat's ships and their open ends did not move: only the two edges changed
        # for them (the taken one is no target, the freed one may be a spot).
        self._owe(new, seat, (source, target), SHIP)
        if "roads" in self._sorted:
            new._sorted["roads"] = self._sorted["roads"]
        return new

    def _dead_ship(self, seat: int, edge: int, counts: dict[int, int]) -> bool:
        """Whether ``seat``'s ship on ``edge`` is a dead end of their network (see
        :meth:`~capboard.games.catan.networks.Network._dead_end`), from ``counts``, the seat's
        ships per corner with this one counted, and the buildings (the same before and after
        a ship): at a corner without a building a trail passes on to another own ship alone,
        at an own building to an own road too, at another player's to nothing."""
        buildings = self.buildings
        for corner, others in self.geometry.edge_sides[edge]:
            building = buildings.get(corner)
            if building is None:
                if counts[corner] == 1:
                    return True
            elif building[0] != seat:
                return True
            elif counts[corner] == 1:
                roads = self.roads  # (the other edges at the corner: a ship's edge holds no road)
                for e in others:
                    if roads.get(e) == seat:
                        break
                else:
                    return True
        return False


def _counted(
    counts: dict[str, list[int]], piece: str, seat: int, more: int = 1
) -> dict[str, list[int]]:
    """``counts`` with ``more`` of ``piece`` for ``seat`` (new dict and list: the old index
    keeps its own; the other lists are shared)."""
    counted = counts[piece].copy()
    counted[seat] += more
    return {**counts, piece: counted}


def _forgotten(answers: list[Any], seat: int) -> list[Any]:
    """``answers`` without ``seat``'s (a new list: the old index keeps its own)."""
    answers = answers.copy()
    answers[seat] = None
    return answers


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
    "_sources",
    "_free_spots",
    "_ship_corners",
)
"""The answers of a :class:`NextPosition` a city leaves as they were (see ``after_city``): those
asked in this position, copied (the answers carried from earlier ones, and the log, are shared:
no index changes them)."""

_FIELDS = (*OwedAnswers.__slots__, *NextPosition.__slots__)
"""Every field of an index."""
