"""The pieces on a Catan board, and what the rules ask of them at every decision, worked out
once for each position of the pieces.

The state keeps its settlements and cities, roads and ships in :class:`PieceMap` dicts. Every
change to one takes a new mark from a counter shared by all of them, so two maps with the same
mark hold the same pieces (a copy keeps its original's mark, and a clone's change takes a mark
no other map ever had). :class:`PieceIndex` holds what follows from the pieces and the board:
who may build a road, a settlement or a city where, how many pieces each seat has left, their
harbour ratios, the points their buildings earn, what each number produces, and the sorted
tuples a view shows. The state asks for a new index only when a mark, the board or its land
has changed: the pieces change some seventy times in a game of two thousand actions, while the
questions are asked at nearly every action.

Clones share an index (it is never changed once a question is answered, and its answers are
those of its marks), so a computer player's trials cost nothing more.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any, TypeVar

from capboard.games.catan.actions import BuildCity, MoveShip, PlaceRoad, PlaceSettlement
from capboard.games.catan.board import BoardSetup, CatanMap, catan_map
from capboard.games.catan.geometry import CatanGeometry
from capboard.games.catan.hands import SHIP
from capboard.games.catan.rules import CITY, ROAD, SETTLEMENT, maritime_ratios, producers
from capboard.games.catan.ships import Waters, pirate_edges, ship_moves, ship_spots


@lru_cache(maxsize=256)
def _waters(map_id: str, is_land: tuple[bool, ...]) -> Waters:
    """Ship and road edges of a map as its land stands (fog turns up land or sea)."""
    return Waters.of(catan_map(map_id).geometry, is_land)


K = TypeVar("K")
V = TypeVar("V")

_MARKS = itertools.count(1)
"""One counter for every :class:`PieceMap`: a mark is never given twice."""


class PieceMap(dict[K, V]):
    """A dict of pieces (corner -> (seat, kind), or edge -> seat) whose every change takes a new
    :attr:`mark`. Reading costs what it costs in a dict; writing, a little more."""

    __slots__ = ("mark",)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.mark = next(_MARKS)

    def __setitem__(self, key: K, value: V) -> None:
        super().__setitem__(key, value)
        self.mark = next(_MARKS)

    def __delitem__(self, key: K) -> None:
        super().__delitem__(key)
        self.mark = next(_MARKS)

    def pop(self, *args: Any) -> Any:  # type: ignore[override]
        value = super().pop(*args)
        self.mark = next(_MARKS)
        return value

    def popitem(self) -> tuple[K, V]:
        item = super().popitem()
        self.mark = next(_MARKS)
        return item

    def setdefault(self, key: K, default: Any = None) -> Any:  # type: ignore[override]
        value = super().setdefault(key, default)
        self.mark = next(_MARKS)
        return value

    def update(self, *args: Any, **kwargs: Any) -> None:
        super().update(*args, **kwargs)
        self.mark = next(_MARKS)

    def clear(self) -> None:
        super().clear()
        self.mark = next(_MARKS)

    def __ior__(self, other: Any) -> PieceMap[K, V]:  # type: ignore[override,misc]
        super().__ior__(other)
        self.mark = next(_MARKS)
        return self

    def copy(self) -> PieceMap[K, V]:
        """A copy holding the same pieces, hence the same mark."""
        other: PieceMap[K, V] = PieceMap(self)
        other.mark = self.mark
        return other

    def __reduce__(self) -> Any:
        return (PieceMap, (dict(self),))


T = TypeVar("T")


def _memo(method: Callable[[PieceIndex, int], T]) -> Callable[[PieceIndex, int], T]:
    """Keep a per-seat answer of the index (the index never changes, so neither do they)."""
    name = method.__name__

    def per_seat(self: PieceIndex, seat: int) -> T:
        cache = self._memo.setdefault(name, {})
        try:
            return cache[seat]
        except KeyError:
            answer = cache[seat] = method(self, seat)
            return answer

    per_seat.__doc__ = method.__doc__
    per_seat.__name__ = name
    return per_seat


class PieceIndex:
    """What the rules ask of one position of the pieces (see the module's docstring).

    Built from the state's pieces, board and land; :meth:`fits` says whether it still answers
    for them. Answers are worked out on first demand and kept.
    """

    def __init__(
        self,
        catan: CatanMap,
        board: BoardSetup,
        is_land: tuple[bool, ...],
        players: int,
        buildings: PieceMap[int, tuple[int, str]],
        roads: PieceMap[int, int],
        ships: PieceMap[int, int],
    ) -> None:
        self.catan = catan
        self.geometry: CatanGeometry = catan.geometry
        self.board = board
        self.is_land = is_land
        self.players = players
        self.marks = (buildings.mark, roads.mark, ships.mark)
        # Own copies: the index answers for these pieces even after the state's change.
        self.buildings: dict[int, tuple[int, str]] = dict(buildings)
        self.roads: dict[int, int] = dict(roads)
        self.ships: dict[int, int] = dict(ships)
        self._memo: dict[str, dict[Any, Any]] = {}
        counts = {piece: [0] * players for piece in (ROAD, SHIP, SETTLEMENT, CITY)}
        for seat in roads.values():
            counts[ROAD][seat] += 1
        for seat in ships.values():
            counts[SHIP][seat] += 1
        for seat, kind in buildings.values():
            counts[kind][seat] += 1
        self.counts = counts
        """Pieces on the board per kind (``road``, ``ship``, ``settlement``, ``city``) and seat."""

    def fits(
        self,
        board: BoardSetup,
        is_land: tuple[bool, ...],
        buildings: PieceMap[int, tuple[int, str]],
        roads: PieceMap[int, int],
        ships: PieceMap[int, int],
    ) -> bool:
        """Whether this index answers for these pieces on this board."""
        marks = self.marks
        return (
            marks[0] == buildings.mark
            and marks[1] == roads.mark
            and marks[2] == ships.mark
            and self.board is board
            and self.is_land is is_land
        )

    # -- board questions ----------------------------------------------------------------------

    def is_land_corner(self, corner: int) -> bool:
        """Whether ``corner`` touches a land hex."""
        is_land = self.is_land
        return any(is_land[t] for t in self.geometry.corner_tiles[corner])

    def is_land_edge(self, edge: int) -> bool:
        """Whether ``edge`` borders a land hex (a road may lie there)."""
        is_land = self.is_land
        return any(is_land[t] for t in self.geometry.edge_tiles[edge])

    def distance_ok(self, corner: int) -> bool:
        """Empty, on land, and no building on a neighbouring corner (the distance rule)."""
        buildings = self.buildings
        if corner in buildings or not self.is_land_corner(corner):
            return False
        return all(c not in buildings for c in self.geometry.corner_corners[corner])

    def road_connects(self, seat: int, edge: int) -> bool:
        """Whether a road of ``seat`` on ``edge`` touches their building, or their road at a
        corner that holds no other player's building (a road never continues through one)."""
        geometry, buildings, roads = self.geometry, self.buildings, self.roads
        for corner in geometry.edge_corners[edge]:
            building = buildings.get(corner)
            if building is not None:
                if building[0] == seat:
                    return True
                continue
            if any(roads.get(e) == seat for e in geometry.corner_edges[corner] if e != edge):
                return True
        return False

    # -- per seat -----------------------------------------------------------------------------

    def pieces_used(self, seat: int, piece: str) -> int:
        """How many pieces of ``piece`` (road, ship, settlement, city) ``seat`` has placed."""
        return self.counts[piece][seat]

    @_memo
    def road_spots(self, seat: int) -> tuple[int, ...]:
        """Every edge where ``seat`` may build a road now, in edge order."""
        geometry, roads, ships = self.geometry, self.roads, self.ships
        # A road connects at a corner of the seat's own building or road: look there alone.
        corners = {c for c, (s, _) in self.buildings.items() if s == seat}
        corners.update(c for e, s in roads.items() if s == seat for c in geometry.edge_corners[e])
        near = {e for c in corners for e in geometry.corner_edges[c]}
        return tuple(
            e
            for e in sorted(near)
            if e not in roads
            and e not in ships
            and self.is_land_edge(e)
            and self.road_connects(seat, e)
        )

    @_memo
    def road_actions(self, seat: int) -> tuple[PlaceRoad, ...]:
        """:meth:`road_spots` as actions (made once: actions are values)."""
        return tuple(PlaceRoad(e) for e in self.road_spots(seat))

    @_memo
    def settlement_actions(self, seat: int) -> tuple[PlaceSettlement, ...]:
        """Where ``seat`` may build a settlement after the set-up: next to an own road, or
        (Seafarers) an own ship, by the distance rule; in corner order."""
        corners = self.geometry.edge_corners
        reached = {c for e, s in self.roads.items() if s == seat for c in corners[e]}
        reached.update(c for e, s in self.ships.items() if s == seat for c in corners[e])
        return tuple(PlaceSettlement(c) for c in sorted(reached) if self.distance_ok(c))

    @_memo
    def city_actions(self, seat: int) -> tuple[BuildCity, ...]:
        """The own settlements ``seat`` may raise to cities, in corner order."""
        return tuple(
            BuildCity(c)
            for c, (s, k) in sorted(self.buildings.items())
            if s == seat and k == SETTLEMENT
        )

    @_memo
    def ratios(self, seat: int) -> dict[str, int]:
        """``seat``'s maritime trade ratio per resource (do not change the dict)."""
        corners = [c for c, (s, _) in self.buildings.items() if s == seat]
        return maritime_ratios(self.catan, self.board.harbour_kinds, corners, self.board)

    # -- Seafarers ----------------------------------------------------------------------------

    @property
    def waters(self) -> Waters:
        """Which edges take ships and which roads, as the land stands."""
        waters = self._memo.get("waters")
        if waters is None:
            waters = self._memo["waters"] = _waters(self.catan.id, self.is_land)
        return waters

    def ship_spots(self, seat: int, pirate: int | None) -> tuple[int, ...]:
        """Every edge where ``seat`` may build a ship, the pirate standing on ``pirate``."""
        cache = self._memo.setdefault("ship_spots", {})
        spots = cache.get((seat, pirate))
        if spots is None:
            spots = cache[seat, pirate] = tuple(
                ship_spots(
                    self.geometry,
                    self.waters,
                    seat,
                    self.ships,
                    self.roads,
                    self.buildings,
                    pirate_edges(self.geometry, pirate),
                )
            )
        return spots

    def ship_moves(
        self, seat: int, pirate: int | None, built: tuple[int, ...]
    ) -> tuple[MoveShip, ...]:
        """Every move of one of ``seat``'s ships, ``built`` this turn and the pirate on
        ``pirate`` (see :func:`~capboard.games.catan.ships.ship_moves`)."""
        cache = self._memo.setdefault("ship_moves", {})
        key = (seat, pirate, built)
        moves = cache.get(key)
        if moves is None:
            moves = cache[key] = tuple(
                MoveShip(a, b)
                for a, b in ship_moves(
                    self.geometry,
                    self.waters,
                    seat,
                    self.ships,
                    self.roads,
                    self.buildings,
                    built,
                    pirate_edges(self.geometry, pirate),
                )
            )
        return moves

    # -- the whole board ----------------------------------------------------------------------

    @property
    def producers(self) -> Mapping[int, tuple[tuple[int, str, int], ...]]:
        """Per number, the (seat, building kind, tile) it produces for (see
        :func:`~capboard.games.catan.rules.producers`)."""
        table = self._memo.get("producers")
        if table is None:
            table = self._memo["producers"] = producers(self.board, self.geometry, self.buildings)
        return table

    def sorted_items(self, name: str) -> tuple[Any, ...]:
        """The pieces as a view lists them: ``buildings`` as (corner, seat, kind), ``roads``
        and ``ships`` as (edge, seat), in corner or edge order."""
        table = self._memo.setdefault("sorted", {})
        items = table.get(name)
        if items is None:
            if name == "buildings":
                items = tuple((c, s, k) for c, (s, k) in sorted(self.buildings.items()))
            else:
                items = tuple(sorted(getattr(self, name).items()))
            table[name] = items
        return items
