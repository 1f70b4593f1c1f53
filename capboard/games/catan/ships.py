"""Seafarers' ships as pure functions of the board (catan-reference.md B.2, B.3; the original's
sections on ships): where a ship may be built, which ships may be moved, and where the pirate
forbids both.

A ship lies on an edge with water on at least one side: between two sea hexes, or on a coast
(a sea hex, or the frame, on one side and land on the other). It must touch one of its owner's
ships or settlements/cities; a ship and a road meet only at one of the owner's buildings, and a
coastal edge holds one piece, a road or a ship. A line of ships never continues through another
player's building, as a road does not.

A ship may be moved when it is its owner's, was not built this turn, does not lie on an edge of
the pirate's hex, and is the last ship at an open end of its line: one of its two corners holds
neither an own building nor another own ship. Ships of a line joining two own buildings (a
closed line) have no such end and never move. The moved ship must then be placed by the
placement rule, the old edge left empty first.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from functools import lru_cache

from capboard.games.catan.geometry import CatanGeometry
from capboard.games.catan.longest_road import GroupLinks, Links, longest_road

Buildings = Mapping[int, tuple[int, str]]
"""corner -> (seat, kind) of every settlement and city."""


@dataclass(frozen=True)
class Waters:
    """Which edges carry ships and which roads, for one map (computed once per map)."""

    ship_edges: frozenset[int]
    road_edges: frozenset[int]

    @classmethod
    def of(cls, geometry: CatanGeometry, is_land: tuple[bool, ...]) -> Waters:
        """The edges of ``geometry`` by what may lie on them, ``is_land`` saying which tiles
        are land (every other tile is sea, and so is the frame)."""
        ships, roads = set(), set()
        for edge, tiles in enumerate(geometry.edge_tiles):
            land = [is_land[t] for t in tiles]
            # A frame hex on one side (fewer than two tiles) is sea, printed on the frame.
            if len(tiles) < 2 or not all(land):
                ships.add(edge)
            if any(land):
                roads.add(edge)
        return cls(frozenset(ships), frozenset(roads))


def pirate_edges(geometry: CatanGeometry, pirate: int | None) -> frozenset[int]:
    """The edges of the pirate's hex, where no ship may be built or moved."""
    return frozenset() if pirate is None else frozenset(geometry.tile_edges[pirate])


def ship_connects(
    geometry: CatanGeometry,
    seat: int,
    edge: int,
    ships: Mapping[int, int],
    buildings: Buildings,
    without: int | None = None,
) -> bool:
    """Whether a ship of ``seat`` on ``edge`` touches their building, or their ship at a corner
    that holds no other player's building (roads do not count: they meet ships only at a
    building). The ship on ``without``, if given, is left out (it is being moved)."""
    # Plain loops (no any() over a generator): asked for every spot of every decision.
    for corner, others in geometry.edge_sides[edge]:
        building = buildings.get(corner)
        if building is not None:
            if building[0] == seat:
                return True
            continue
        for e in others:
            if ships.get(e) == seat and e != without:
                return True
    return False


def ship_spots(
    geometry: CatanGeometry,
    waters: Waters,
    seat: int,
    ships: Mapping[int, int],
    roads: Mapping[int, int],
    buildings: Buildings,
    blocked: Iterable[int] = (),
    own: tuple[Iterable[int], Iterable[int]] | None = None,
) -> list[int]:
    """Every edge where ``seat`` may build a ship now, in edge order; ``blocked`` are the
    pirate's edges. ``own`` is the corners of the seat's buildings and the edges of its ships,
    when the caller keeps them (else they are picked out of ``buildings`` and ``ships``)."""
    blocked = blocked if isinstance(blocked, AbstractSet) else frozenset(blocked)
    # Only edges at a corner of the seat's buildings or ships can connect: look there alone.
    if own is None:
        anchors = {c for c, (s, _) in buildings.items() if s == seat}
        own_ships: Iterable[int] = (e for e, s in ships.items() if s == seat)
    else:
        anchors, own_ships = set(own[0]), own[1]
    edge_corners, corner_edges = geometry.edge_corners, geometry.corner_edges
    for e in own_ships:
        anchors.update(edge_corners[e])
    near = {e for c in anchors for e in corner_edges[c]}
    ship_edges = waters.ship_edges
    return [
        e
        for e in sorted(near)
        if e in ship_edges
        and e not in ships
        and e not in roads
        and e not in blocked
        and ship_connects(geometry, seat, e, ships, buildings)
    ]


def open_end(
    geometry: CatanGeometry, seat: int, edge: int, ships: Mapping[int, int], buildings: Buildings
) -> bool:
    """Whether the ship on ``edge`` is the last of its line at an open end: one of its corners
    has neither a building of ``seat`` nor another ship of theirs."""
    for corner, others in geometry.edge_sides[edge]:
        building = buildings.get(corner)
        if building is not None and building[0] == seat:
            continue
        for e in others:
            if ships.get(e) == seat:
                break  # another own ship here: not an open end at this corner
        else:
            return True
    return False


def movable_ships(
    geometry: CatanGeometry,
    seat: int,
    ships: Mapping[int, int],
    buildings: Buildings,
    built_this_turn: Iterable[int] = (),
    blocked: Iterable[int] = (),
    own_ships: Iterable[int] | None = None,
) -> list[int]:
    """The edges of ``seat``'s ships that may be moved now (see the module docstring).
    ``own_ships`` are the edges of the seat's ships, when the caller keeps them."""
    fresh, pirate = set(built_this_turn), set(blocked)
    if own_ships is None:
        own_ships = [e for e, owner in ships.items() if owner == seat]
    return [
        e
        for e in sorted(own_ships)
        if e not in fresh and e not in pirate and open_end(geometry, seat, e, ships, buildings)
    ]


def ship_moves(
    geometry: CatanGeometry,
    waters: Waters,
    seat: int,
    ships: Mapping[int, int],
    roads: Mapping[int, int],
    buildings: Buildings,
    built_this_turn: Iterable[int] = (),
    blocked: Iterable[int] = (),
    spots: Sequence[int] | None = None,
) -> list[tuple[int, int]]:
    """Every (from edge, to edge) move of one of ``seat``'s ships allowed now, by source then
    target in edge order. ``spots`` are :func:`ship_spots` of the same pieces and ``blocked``
    edges, when the caller keeps them (else they are worked out here)."""
    blocked = frozenset(blocked)
    sources = movable_ships(geometry, seat, ships, buildings, built_this_turn, blocked)
    if not sources:
        return []
    # Lifting a ship frees only its own edge (never a target) and can only cut connections:
    # the targets of a moved ship are the spots of the line as it stands, less those that
    # touched the line only through the lifted ship.
    if spots is None:
        spots = ship_spots(geometry, waters, seat, ships, roads, buildings, blocked)
    return [
        (source, target)
        for source in sources
        for target in spots
        if may_move_to(geometry, seat, source, target, ships, buildings)
    ]


def may_move_to(
    geometry: CatanGeometry,
    seat: int,
    source: int,
    target: int,
    ships: Mapping[int, int],
    buildings: Buildings,
) -> bool:
    """Whether the movable ship on ``source`` may go to ``target``, a ship spot of ``seat``
    as the pieces stand: not back to its own edge, and still touching the line once lifted
    (only a spot at a corner of the lifted ship is asked again, without it)."""
    if target == source:
        return False
    ends, corners = geometry.edge_corners[source], geometry.edge_corners[target]
    if ends[0] in corners or ends[1] in corners:
        return ship_connects(geometry, seat, target, ships, buildings, without=source)
    return True


def trade_route_links(ships: Iterable[int], own_corners: Iterable[int]) -> Links:
    """How a trade route of one player may pass a corner (B.6): from road to road or ship to
    ship anywhere, from a road to a ship or back only at ``own_corners``, the corners of that
    player's settlements and cities. ``ships`` are the edges of their ships; pass the result to
    :func:`~capboard.games.catan.longest_road.longest_road` with roads and ships together."""
    return GroupLinks(ships, own_corners)


@lru_cache(maxsize=512)
def trade_route_length(
    geometry: CatanGeometry,
    roads: frozenset[int],
    ships: frozenset[int],
    own_corners: frozenset[int],
    blocked: frozenset[int],
) -> int:
    """One player's longest trade route (roads and ships joined at ``own_corners``; with no
    ships, the longest road), through no corner of ``blocked``: what
    :func:`~capboard.games.catan.longest_road.longest_road` answers, remembered for the last
    512 networks met (a ship moved back and forth, a position tried again by a computer
    player). Each entry holds four small sets: the cache stays under a few megabytes."""
    links = trade_route_links(ships, own_corners) if ships else None
    return longest_road(geometry, roads | ships, blocked, links)
