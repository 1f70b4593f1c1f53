"""Seafarers' questions of a :class:`~capboard.games.catan.pieces.PieceIndex`: where each seat
may build a ship, which of its ships may move, and its ship moves as a table. A mixin of
``PieceIndex``, which holds the data.

A seat asks these at nearly every main-phase decision, most often in a position it has not
asked in yet (somebody's piece changed since), and its own ships change at most turns of its
own (a random player moves one nearly every turn). Both answers are read from the seat's own
ships and the buildings, but for the spots taken (:data:`Fleet`, carried from position to
position while those stay the same), at the corners of the seat's ships, counted per corner
and carried too (:meth:`ShipQuestions.ship_corners`): one pass over those corners costs less
than rechecking one by one the edges each change touched, as the road spots are (see
:mod:`~capboard.games.catan.pieces_owed`), which cost the most for the seat whose ships moved.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from capboard.games.catan.actions import PlaceShip, place_ship
from capboard.games.catan.board import catan_map
from capboard.games.catan.move_table import NO_MOVES, MoveTable, move_table
from capboard.games.catan.pieces_next import NextPosition
from capboard.games.catan.ships import Waters, ship_connects

if TYPE_CHECKING:
    from capboard.games.catan.geometry import CatanGeometry
    from capboard.games.catan.pieces import OwnPieces


Fleet = tuple[set[int], tuple[int, ...]]
"""What a seat's ship spots and movable ships are made of: the ship edges at the anchors of its
line, free or not (less those taken, the spots), and its movable ships (see
:meth:`ShipQuestions._fleet`). Nothing changes the edges once worked out."""


@dataclass(frozen=True)
class CornerWaters(Waters):
    """:class:`~capboard.games.catan.ships.Waters` with, per corner, the ship edges there: the
    spots an anchor of a seat's line (see :meth:`ShipQuestions.ship_spots`) opens."""

    corner_ship_edges: tuple[frozenset[int], ...] = field(default=(), repr=False, compare=False)


@lru_cache(maxsize=256)
def _waters(map_id: str, is_land: tuple[bool, ...]) -> CornerWaters:
    """Ship and road edges of a map as its land stands (fog turns up land or sea): from those
    of the land last asked of the map, at the edges of the hexes turned up since (a hex at a
    time, in a fog game: worked out afresh, every edge and corner of the map cost 600,000
    instructions at each, 3,400 per action of The Fog Islands)."""
    last = _LAST_WATERS.get(map_id)
    _LAST_WATERS[map_id] = (is_land, waters := _waters_from(map_id, is_land, last))
    return waters


_LAST_WATERS: dict[str, tuple[tuple[bool, ...], CornerWaters]] = {}
"""Per map, the land last asked of :func:`_waters`, and its answer."""


def _waters_from(
    map_id: str,
    is_land: tuple[bool, ...],
    last: tuple[tuple[bool, ...], CornerWaters] | None,
) -> CornerWaters:
    """:func:`_waters`, from ``last`` (a land of the same map and its answer) when given."""
    geometry = catan_map(map_id).geometry
    if last is None or len(last[0]) != len(is_land):
        waters = Waters.of(geometry, is_land)
        ships = waters.ship_edges
        return CornerWaters(
            ships,
            waters.road_edges,
            tuple(ships.intersection(edges) for edges in geometry.corner_edges),
        )
    before, known = last
    turned = [t for t, (was, now) in enumerate(zip(before, is_land, strict=True)) if was != now]
    edges = {e for t in turned for e in geometry.tile_edges[t]}
    ship_set, road_set = set(known.ship_edges), set(known.road_edges)
    edge_tiles = geometry.edge_tiles
    for edge in edges:  # the test of Waters.of, at these edges alone
        tiles = edge_tiles[edge]
        land = [is_land[t] for t in tiles]
        if len(tiles) < 2 or not all(land):
            ship_set.add(edge)
        else:
            ship_set.discard(edge)
        if any(land):
            road_set.add(edge)
        else:
            road_set.discard(edge)
    ships = frozenset(ship_set)
    at_corner = list(known.corner_ship_edges)
    corner_edges = geometry.corner_edges
    for c in {c for e in edges for c in geometry.edge_corners[e]}:
        at_corner[c] = ships.intersection(corner_edges[c])
    return CornerWaters(ships, frozenset(road_set), tuple(at_corner))


@lru_cache(maxsize=64)
def _tile_edge_sets(geometry: CatanGeometry) -> tuple[frozenset[int], ...]:
    """Per tile, its edges: where the pirate standing on it forbids ships."""
    return tuple(frozenset(edges) for edges in geometry.tile_edges)


def _unblocked(
    edges: tuple[int, ...], geometry: CatanGeometry, pirate: int | None
) -> tuple[int, ...]:
    """``edges`` less those of the pirate's hex (the same tuple when none is)."""
    if pirate is None:
        return edges
    blocked = _tile_edge_sets(geometry)[pirate]
    if blocked.isdisjoint(edges):  # (one step in C: most often the pirate is far away)
        return edges
    return tuple(e for e in edges if e not in blocked)


class ShipQuestions(NextPosition):
    """The Seafarers questions of the index (see the module's docstring); the fields are
    those of its bases."""

    __slots__ = ()

    def own_pieces(self, seat: int) -> OwnPieces:
        raise NotImplementedError

    def ship_corners(self, seat: int) -> dict[int, int]:
        """How many of ``seat``'s ships meet at each corner they touch (do not change the
        dict): whether a free edge joins their line, or a ship ends it, read at its corners
        alone."""
        counts = self._ship_corners.get(seat)
        if counts is None:
            counts = {}
            edge_corners = self.geometry.edge_corners
            for e in self.own_pieces(seat)[1]:
                a, b = edge_corners[e]
                counts[a] = counts.get(a, 0) + 1
                counts[b] = counts.get(b, 0) + 1
            self._ship_corners[seat] = counts
        return counts

    @property
    def waters(self) -> CornerWaters:
        """Which edges take ships and which roads, as the land stands."""
        waters = self._waters
        if not isinstance(waters, CornerWaters):
            waters = self._waters = _waters(self.catan.id, self.is_land)
        return waters

    def _ship_spot(self, seat: int, edge: int, blocked: frozenset[int]) -> bool:
        """Whether ``seat`` may build a ship on ``edge`` (the test of
        :func:`~capboard.games.catan.ships.ship_spots`)."""
        return (
            edge in self.waters.ship_edges
            and edge not in self.ships
            and edge not in self.roads
            and edge not in blocked
            and ship_connects(self.geometry, seat, edge, self.ships, self.buildings)
        )

    def ship_spots(self, seat: int, pirate: int | None) -> tuple[int, ...]:
        """Every edge where ``seat`` may build a ship, the pirate standing on ``pirate``."""
        spots = self._ship_spots.get((seat, pirate))
        if spots is None:
            spots = self._ship_spots[seat, pirate] = _unblocked(
                self._spots_free_of_pirate(seat), self.geometry, pirate
            )
        return spots

    def _spots_free_of_pirate(self, seat: int) -> tuple[int, ...]:
        """:meth:`ship_spots` with no pirate on the board: the free edges of the seat's
        :data:`Fleet`, in edge order, kept for this position (worked out only when asked: a
        seat with no ship to move, most often, asks for its moves without them)."""
        spots = self._free_spots.get(seat)
        if spots is None:
            near = self._fleet(seat)[0]
            # Two steps, each over the few edges of near (a dict of all the pieces at once
            # would be walked through).
            spots = tuple(sorted(near.difference(self.ships).difference(self.roads)))
            self._free_spots[seat] = spots
        return spots

    def ship_actions(self, seat: int, pirate: int | None) -> tuple[PlaceShip, ...]:
        """:meth:`ship_spots` as actions."""
        actions = self._ship_actions.get((seat, pirate))
        if actions is None:
            actions = tuple(map(place_ship, self.ship_spots(seat, pirate)))
            self._ship_actions[seat, pirate] = actions
        return actions

    def ship_moves(self, seat: int, pirate: int | None, built: tuple[int, ...]) -> MoveTable:
        """Every move of one of ``seat``'s ships, ``built`` this turn and the pirate on
        ``pirate`` (see :func:`~capboard.games.catan.ships.ship_moves`), as a table: the
        movable ships and the ship spots, and the few targets each ship may not take (asked
        at its own corners only)."""
        key = (seat, pirate, built)
        table = self._ship_moves.get(key)
        if table is None:
            # The seat's moves last asked, carried while its own ships and the buildings stayed
            # as they were (see OwedAnswers._owe), are the same while no change since took or
            # freed an edge at an anchor of its line (its spots are among those): most often
            # the changes are the other seats' pieces, away from it. The changes since are the
            # last of the log (see OwedAnswers._spots_owed).
            table = self._moves_before.get(key)
            if table is not None:
                near = table.near
                log = self._log
                start = len(log) - self._depth + table.asked
                if near is None or start < 0:
                    table = None
                else:
                    for change in log[start:]:
                        if not near.isdisjoint(change[1]):
                            table = None
                            break
            if table is None:
                table = self._moves_afresh(seat, pirate, built)
            self._ship_moves[key] = table
        return table

    def _moves_afresh(self, seat: int, pirate: int | None, built: tuple[int, ...]) -> MoveTable:
        """:meth:`ship_moves` worked out in this position: the movable ships first, and the
        spots only when some ship may move (most often none may: no ship yet, a closed line,
        the one ship built this turn)."""
        fleet = self._fleets.get(seat)
        if fleet is None:
            fleet = self._fleet(seat)
        near, sources = fleet
        if not sources:
            return NO_MOVES
        blocked = None
        if pirate is not None:  # _unblocked, inline
            blocked = _tile_edge_sets(self.geometry)[pirate]
            if not blocked.isdisjoint(sources):
                sources = tuple(e for e in sources if e not in blocked)
        if built:  # a ship built this turn stays where it is
            sources = tuple(e for e in sources if e not in built)
        if not sources:
            return NO_MOVES
        spots = self._free_spots.get(seat)
        if spots is None:
            spots = self._spots_free_of_pirate(seat)
        if blocked is not None and not blocked.isdisjoint(spots):
            spots = tuple(e for e in spots if e not in blocked)
        if not spots:
            return NO_MOVES
        depth = self._depth
        counts = self._ship_corners.get(seat)
        if counts is None:
            counts = self.ship_corners(seat)
        return move_table(
            self.geometry, seat, sources, spots, self.ships, self.buildings, counts, depth, near
        )

    def movable(self, seat: int, pirate: int | None) -> tuple[int, ...]:
        """The edges of ``seat``'s ships that may be moved, the pirate on ``pirate``, before
        leaving out those built this turn (see
        :func:`~capboard.games.catan.ships.movable_ships`)."""
        sources = self._sources.get((seat, pirate))
        if sources is None:
            sources = self._sources[seat, pirate] = _unblocked(
                self._movable_free_of_pirate(seat), self.geometry, pirate
            )
        return sources

    def _movable_free_of_pirate(self, seat: int) -> tuple[int, ...]:
        """:meth:`movable` with no pirate on the board (see :meth:`_fleet`)."""
        return self._fleet(seat)[1]

    def _fleet(self, seat: int) -> Fleet:
        """What ``seat``'s ship spots and movable ships are made of: the ship edges at the
        anchors of its line, taken or not, and its movable ships with no pirate on the board,
        in edge order.

        An anchor is a corner with a building of theirs, or with a ship of theirs and no
        building (:func:`~capboard.games.catan.ships.ship_connects`): the spots are the free
        edges there (:meth:`_spots_free_of_pirate`). A ship may move when it is the seat's
        only ship at a corner without a building of theirs: an open end of its line
        (:func:`~capboard.games.catan.ships.open_end`). Both are read from the seat's own
        ships and the buildings alone: the :data:`Fleet` is carried from position to position
        while those stay the same (see OwedAnswers._owe).
        """
        fleet = self._fleets.get(seat)
        if fleet is None:
            fleet = self._fleet_afresh(seat)
            self._fleets = {**self._fleets, seat: fleet}  # (the dict may be shared)
        return fleet

    def _fleet_afresh(self, seat: int) -> Fleet:
        """:meth:`_fleet`'s :data:`Fleet`, worked out in one pass over the corners of the seat's
        ships and buildings. (A plain loop: set operations on the keys of the counts and of the
        buildings, or picking the counts of one in C, each cost more than it, measured; so did
        the ships at the open ends picked out of the edges at them in C, and a frozen copy of
        the edges, which nothing changes.)"""
        waters = self._waters
        if not isinstance(waters, CornerWaters):
            waters = self.waters
        at_corner = waters.corner_ship_edges
        buildings = self.buildings
        # own_pieces() and ship_corners(), their kept answers read inline (most often kept).
        own = self._own[seat]
        if own is None:
            own = self.own_pieces(seat)
        counts = self._ship_corners.get(seat)
        if counts is None:
            counts = self.ship_corners(seat)
        ships = own[1]
        corner_edges = self.geometry.corner_edges
        near: set[int] = set()
        sources: list[int] = []
        for c, n in counts.items():
            building = buildings.get(c)
            if building is None:
                near |= at_corner[c]
                if n != 1:
                    continue
            elif n != 1 or building[0] == seat:
                continue
            for e in corner_edges[c]:  # the one own ship at this open end
                if e in ships:
                    sources.append(e)
                    break
        for c in own[2]:  # the seat's buildings (with ships there or not)
            near |= at_corner[c]
        if not sources:
            return near, ()
        # (A lone ship has two open ends.)
        return near, tuple(sorted(set(sources) if len(sources) > 1 else sources))
