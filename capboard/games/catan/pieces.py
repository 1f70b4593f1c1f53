"""The pieces on a Catan board, and what the rules ask of them at every decision, kept from one
position of the pieces to the next.

The state keeps its settlements and cities, roads and ships in :class:`PieceMap` dicts. Every
change to one takes a new mark from a counter shared by all of them, so two maps with the same
mark hold the same pieces (a copy keeps its original's mark, and a clone's change takes a mark
no other map ever had). :class:`PieceIndex` holds what follows from the pieces and the board:
who may build a road, a settlement, a city or a ship where, the ship moves, how many pieces each
seat has placed, their harbour ratios, what each number produces, and the sorted tuples a view
shows. Answers are worked out on first demand and kept.

The pieces change a few hundred times in a game of thousands of actions. After a road, a ship or
a ship moved (nearly every change), the state asks the index for its successor
(:meth:`PieceIndex.after_road`, :meth:`~PieceIndex.after_ship`,
:meth:`~PieceIndex.after_ship_move`), which carries over every answer the change cannot touch
and corrects the others at the edges concerned. After anything else (a settlement, a city, fog
turned up, or a test that moves pieces by hand) the marks no longer fit and a new index starts
afresh.

Clones share an index: an index never changes once an answer is kept, and its answers are those
of its marks, so a computer player's trials cost nothing more.
"""

from __future__ import annotations

import itertools
from typing import Any, TypeVar

from capboard.games.catan.actions import (
    BuildCity,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    build_city,
    place_road,
    place_settlement,
)
from capboard.games.catan.board import GOLD, BoardSetup, CatanMap
from capboard.games.catan.geometry import CatanGeometry
from capboard.games.catan.hands import SHIP
from capboard.games.catan.move_table import MoveTable
from capboard.games.catan.networks import Network
from capboard.games.catan.pieces_owed import Carried, Change
from capboard.games.catan.pieces_sea import Fleet, ShipQuestions
from capboard.games.catan.rules import (
    CITY,
    ROAD,
    SETTLEMENT,
    Producers,
    maritime_ratios,
    producers,
    victory_points,
)
from capboard.games.catan.ships import Waters

K = TypeVar("K")
V = TypeVar("V")
OwnPieces = tuple[frozenset[int], frozenset[int], frozenset[int], frozenset[int]]
"""A seat's road edges, ship edges, building corners, and the other players' building corners."""
ShipKey = tuple[int, int | None, tuple[int, ...]]
"""(seat, the pirate's tile, the ships built this turn): what a seat's ship moves depend on
besides the pieces."""

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

    def move(self, source: K, target: K, value: V) -> None:
        """Take the piece off ``source`` and put ``value`` on ``target``, under one new mark:
        what ``del`` and a set do, in the same order, at one call (a ship moved)."""
        dict.__delitem__(self, source)
        dict.__setitem__(self, target, value)
        self.mark = next(_MARKS)

    def pop(self, *args: Any) -> Any:
        value = super().pop(*args)
        self.mark = next(_MARKS)
        return value

    def popitem(self) -> tuple[K, V]:
        item = super().popitem()
        self.mark = next(_MARKS)
        return item

    def setdefault(self, key: K, default: Any = None) -> Any:
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


class PieceIndex(ShipQuestions):
    """What the rules ask of one position of the pieces (see the module's docstring).

    Built from the state's pieces, board and land; :meth:`fits` says whether it still answers
    for them.
    """

    # The fields are NextPosition's slots (and OwedAnswers'), but for this one, which an
    # index carried to the next position leaves unset (see wonder_sites).
    __slots__ = ("_wonder_sites",)
    _wonder_sites: dict[tuple[int, str], bool]

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
        self._take(buildings, roads, ships)
        counts = {piece: [0] * players for piece in (ROAD, SHIP, SETTLEMENT, CITY)}
        for seat in roads.values():
            counts[ROAD][seat] += 1
        for seat in ships.values():
            counts[SHIP][seat] += 1
        for seat, kind in buildings.values():
            counts[kind][seat] += 1
        self.counts = counts
        """Pieces on the board per kind (``road``, ``ship``, ``settlement``, ``city``) and seat."""
        none: list[Any] = [None] * players
        self._road_spots: list[tuple[int, ...] | None] = none.copy()
        self._road_actions: list[tuple[PlaceRoad, ...] | None] = none.copy()
        self._settlements: list[tuple[PlaceSettlement, ...] | None] = none.copy()
        self._cities: list[tuple[BuildCity, ...] | None] = none.copy()
        self._ratios: list[dict[str, int] | None] = none.copy()
        self._own: list[OwnPieces | None] = none.copy()
        self._networks: list[Network | None] = none.copy()
        self._ship_spots: dict[tuple[int, int | None], tuple[int, ...]] = {}
        self._ship_actions: dict[tuple[int, int | None], tuple[PlaceShip, ...]] = {}
        self._ship_moves: dict[ShipKey, MoveTable] = {}
        self._sources: dict[tuple[int, int | None], tuple[int, ...]] = {}
        # Per seat, the ship spots wherever the pirate stands: those above are these less the
        # pirate's edges, so that the pirate moved asks for no new answer.
        self._free_spots: dict[int, tuple[int, ...]] = {}
        self._fleets: dict[int, Fleet] = {}
        # Answers of an earlier position, owed a check at the edges changed since, and the
        # changes (see OwedAnswers._owe): none, made afresh.
        self._moves_before: dict[ShipKey, MoveTable] = {}
        self._road_spots_due: dict[int, Carried] = {}
        self._log: tuple[Change, ...] = ()
        self._depth = 0
        self._sorted: dict[str, tuple[Any, ...]] = {}
        self._producers: Producers | None = None
        self._building_points: list[int] | None = None
        self._has_gold: bool | None = None
        self._waters: Waters | None = None
        self._ship_corners: dict[int, dict[int, int]] = {}

    def _take(
        self,
        buildings: PieceMap[int, tuple[int, str]],
        roads: PieceMap[int, int],
        ships: PieceMap[int, int],
    ) -> None:
        self.marks = (buildings.mark, roads.mark, ships.mark)
        # Own copies: the index answers for these pieces even after the state's next change.
        self.buildings: dict[int, tuple[int, str]] = dict(buildings)
        self.roads: dict[int, int] = dict(roads)
        self.ships: dict[int, int] = dict(ships)

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

    # The questions below are asked for every spot of every decision: plain loops, no any()
    # over a generator (which costs twice as much).

    def is_land_corner(self, corner: int) -> bool:
        """Whether ``corner`` touches a land hex."""
        is_land = self.is_land
        for t in self.geometry.corner_tiles[corner]:  # noqa: SIM110
            if is_land[t]:
                return True
        return False

    def is_land_edge(self, edge: int) -> bool:
        """Whether ``edge`` borders a land hex (a road may lie there)."""
        is_land = self.is_land
        for t in self.geometry.edge_tiles[edge]:  # noqa: SIM110
            if is_land[t]:
                return True
        return False

    def distance_ok(self, corner: int) -> bool:
        """Empty, on land open to building, and no building on a neighbouring corner (the
        distance rule)."""
        buildings = self.buildings
        if corner in buildings or not self.is_land_corner(corner):
            return False
        if corner in self.catan.closed_corners:  # The Forgotten Tribe's islands
            return False
        return all(c not in buildings for c in self.geometry.corner_corners[corner])

    def road_connects(self, seat: int, edge: int) -> bool:
        """Whether a road of ``seat`` on ``edge`` touches their building, or their road at a
        corner that holds no other player's building (a road never continues through one)."""
        buildings, roads = self.buildings, self.roads
        for corner, others in self.geometry.edge_sides[edge]:
            building = buildings.get(corner)
            if building is not None:
                if building[0] == seat:
                    return True
                continue
            for e in others:
                if roads.get(e) == seat:
                    return True
        return False

    def _road_spot(self, seat: int, edge: int) -> bool:
        """Whether ``seat`` may build a road on ``edge`` (the test of :meth:`road_spots`)."""
        return (
            edge not in self.roads
            and edge not in self.ships
            and self.is_land_edge(edge)
            and self.road_connects(seat, edge)
        )

    # -- per seat -----------------------------------------------------------------------------

    def building_points(self, seat: int) -> int:
        """The victory points of ``seat``'s settlements and cities."""
        return self.every_building_points()[seat]

    def every_building_points(self) -> list[int]:
        """Every seat's :meth:`building_points`, in one list (do not change it): the score
        of the position is asked at every turn, for every seat."""
        points = self._building_points
        if points is None:
            settlements, cities = self.counts[SETTLEMENT], self.counts[CITY]
            points = self._building_points = [
                victory_points(settlements[s], cities[s]) for s in range(self.players)
            ]
        return points

    def pieces_used(self, seat: int, piece: str) -> int:
        """How many pieces of ``piece`` (road, ship, settlement, city) ``seat`` has placed."""
        return self.counts[piece][seat]

    def road_spots(self, seat: int) -> tuple[int, ...]:
        """Every edge where ``seat`` may build a road now, in edge order."""
        spots = self._road_spots[seat]
        if spots is None:
            due = self._road_spots_due.get(seat)  # carried from an earlier position
            if due is not None:
                self._road_spots[seat] = spots = self._rechecked_road_spots(seat, *due)
                return spots
            geometry = self.geometry
            # A road connects at a corner of the seat's own building or road: look there alone.
            corners = {c for c, (s, _) in self.buildings.items() if s == seat}
            corners.update(
                c for e, s in self.roads.items() if s == seat for c in geometry.edge_corners[e]
            )
            near = {e for c in corners for e in geometry.corner_edges[c]}
            spots = tuple(e for e in sorted(near) if self._road_spot(seat, e))
            self._road_spots[seat] = spots
        return spots

    def road_actions(self, seat: int) -> tuple[PlaceRoad, ...]:
        """:meth:`road_spots` as actions."""
        actions = self._road_actions[seat]
        if actions is None:
            actions = self._road_actions[seat] = tuple(map(place_road, self.road_spots(seat)))
        return actions

    def settlement_actions(self, seat: int) -> tuple[PlaceSettlement, ...]:
        """Where ``seat`` may build a settlement after the set-up: next to an own road, or
        (Seafarers) an own ship, by the distance rule; in corner order."""
        actions = self._settlements[seat]
        if actions is None:
            # Worked out again for a seat whose ship moved (most often, late in a Seafarers
            # game): from the seat's own edges when the index knows them (the trade route
            # asks them, and a move carries them over, as it carries the corners of the
            # seat's ships, ship_corners), not from every piece on the board; the corners
            # reached less those built on, then distance_ok's other tests of those left.
            corners = self.geometry.edge_corners
            reached: set[int] = set()
            own = self._own[seat]
            if own is None:
                reached.update(c for e, s in self.roads.items() if s == seat for c in corners[e])
            else:
                for e in own[0]:
                    reached.update(corners[e])
            at_ships = self._ship_corners.get(seat)
            if at_ships is not None:
                reached.update(at_ships)
            elif own is None:
                reached.update(c for e, s in self.ships.items() if s == seat for c in corners[e])
            else:
                for e in own[1]:
                    reached.update(corners[e])
            taken = self.buildings.keys()
            reached.difference_update(taken)
            is_land = self.is_land
            closed = self.catan.closed_corners
            tiles, near = self.geometry.corner_tiles, self.geometry.corner_corners
            open_corners: list[int] = []
            for c in sorted(reached):
                if c in closed or not taken.isdisjoint(near[c]):
                    continue
                for t in tiles[c]:  # is_land_corner, inline
                    if is_land[t]:
                        open_corners.append(c)
                        break
            actions = tuple(map(place_settlement, open_corners))
            self._settlements[seat] = actions
        return actions

    def city_actions(self, seat: int) -> tuple[BuildCity, ...]:
        """The own settlements ``seat`` may raise to cities, in corner order."""
        actions = self._cities[seat]
        if actions is None:
            actions = self._cities[seat] = tuple(
                build_city(c)
                for c, (s, k) in sorted(self.buildings.items())
                if s == seat and k == SETTLEMENT
            )
        return actions

    def ratios(self, seat: int) -> dict[str, int]:
        """``seat``'s maritime trade ratio per resource (do not change the dict)."""
        ratios = self._ratios[seat]
        if ratios is None:
            corners = [c for c, (s, _) in self.buildings.items() if s == seat]
            ratios = maritime_ratios(self.catan, self.board.harbour_kinds, corners, self.board)
            self._ratios[seat] = ratios
        return ratios

    def wonder_sites(self) -> dict[tuple[int, str], bool]:
        """The Wonders of Catan: whether a seat's pieces meet what a wonder asks of them (its
        cities, a building at its site, a city at a harbour), by (seat, wonder id), as the
        state fills it: asked at most main-phase decisions late in a game, for the same few
        wonders, while the pieces stand as they are. Made empty for each index (the index of
        the next position leaves the slot unset: nothing is carried over a change)."""
        try:
            return self._wonder_sites
        except AttributeError:
            sites: dict[tuple[int, str], bool] = {}
            self._wonder_sites = sites
            return sites

    def own_pieces(self, seat: int) -> OwnPieces:
        """``seat``'s road edges, ship edges and building corners, and the corners of the
        other players' buildings: what the seat's longest road is made of."""
        own = self._own[seat]
        if own is None:
            mine = frozenset(c for c, (s, _) in self.buildings.items() if s == seat)
            own = self._own[seat] = (
                frozenset(e for e, s in self.roads.items() if s == seat),
                frozenset(e for e, s in self.ships.items() if s == seat),
                mine,
                frozenset(self.buildings).difference(mine),
            )
        return own

    def network(self, seat: int) -> Network:
        """``seat``'s roads and ships in parts, for their longest road (trade route)."""
        network = self._networks[seat]
        if network is None:
            roads, ships, joins, blocked = self.own_pieces(seat)
            network = self._networks[seat] = Network.of(self.geometry, roads, ships, joins, blocked)
        return network

    def carry_networks(self, before: PieceIndex) -> None:
        """Take the networks of ``before``, the index of a position that differed only in
        what no network reads: a settlement raised to a city, the board (fog turned up, a
        harbour placed). Only for a new index, before any network is asked of it."""
        self._networks = before._networks.copy()

    def know_length(self, seat: int, low: int, high: int | None = None) -> None:
        """Say that ``seat``'s longest road is ``low`` in this position (between ``low`` and
        ``high``, if given), if their network is not kept yet: the networks carried from it
        start from what is known."""
        if self._networks[seat] is None:
            roads, ships, joins, blocked = self.own_pieces(seat)
            self._networks[seat] = (
                Network.of(self.geometry, roads, ships, joins, blocked, low)
                if high is None or high == low
                else Network.of(self.geometry, roads, ships, joins, blocked, None, (low, high))
            )

    def route_length(self, seat: int) -> int:
        """``seat``'s longest road (Seafarers: trade route, roads and ships joined at own
        buildings), as :func:`~capboard.games.catan.ships.trade_route_length` counts it."""
        return self.network(seat).length

    # -- the whole board ----------------------------------------------------------------------

    @property
    def has_gold(self) -> bool:
        """Whether a gold field lies on the board (fog may turn one up)."""
        if self._has_gold is None:
            self._has_gold = GOLD in self.board.terrain
        return self._has_gold

    @property
    def producers(self) -> Producers:
        """Per number, the (seat, building kind, tile) it produces for (see
        :func:`~capboard.games.catan.rules.producers`)."""
        if self._producers is None:
            self._producers = producers(self.board, self.geometry, self.buildings)
        return self._producers

    def sorted_items(self, name: str) -> tuple[Any, ...]:
        """The pieces as a view lists them: ``buildings`` as (corner, seat, kind), ``roads``
        and ``ships`` as (edge, seat), in corner or edge order."""
        items = self._sorted.get(name)
        if items is None:
            if name == "buildings":
                items = tuple((c, s, k) for c, (s, k) in sorted(self.buildings.items()))
            else:
                items = tuple(sorted(getattr(self, name).items()))
            self._sorted[name] = items
        return items
