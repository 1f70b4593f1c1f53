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
from dataclasses import dataclass

from capboard.games.catan.geometry import CatanGeometry
from capboard.games.catan.longest_road import Links

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
) -> bool:
    """Whether a ship of ``seat`` on ``edge`` touches their building, or their ship at a corner
    that holds no other player's building (roads do not count: they meet ships only at a
    building)."""
    for corner in geometry.edge_corners[edge]:
        building = buildings.get(corner)
        if building is not None:
            if building[0] == seat:
                return True
            continue
        if any(ships.get(e) == seat for e in geometry.corner_edges[corner] if e != edge):
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
) -> list[int]:
    """Every edge where ``seat`` may build a ship now, in edge order; ``blocked`` are the
    pirate's edges."""
    taken = set(ships) | set(roads) | set(blocked)
    # Only edges at a corner of the seat's buildings or ships can connect: look there alone.
    anchors = {c for c, (s, _) in buildings.items() if s == seat}
    anchors.update(c for e, s in ships.items() if s == seat for c in geometry.edge_corners[e])
    near = {e for c in anchors for e in geometry.corner_edges[c]}
    return [
        e
        for e in sorted((near & waters.ship_edges) - taken)
        if ship_connects(geometry, seat, e, ships, buildings)
    ]


def open_end(
    geometry: CatanGeometry, seat: int, edge: int, ships: Mapping[int, int], buildings: Buildings
) -> bool:
    """Whether the ship on ``edge`` is the last of its line at an open end: one of its corners
    has neither a building of ``seat`` nor another ship of theirs."""
    for corner in geometry.edge_corners[edge]:
        building = buildings.get(corner)
        if building is not None and building[0] == seat:
            continue
        if any(ships.get(e) == seat for e in geometry.corner_edges[corner] if e != edge):
            continue
        return True
    return False


def movable_ships(
    geometry: CatanGeometry,
    seat: int,
    ships: Mapping[int, int],
    buildings: Buildings,
    built_this_turn: Iterable[int] = (),
    blocked: Iterable[int] = (),
) -> list[int]:
    """The edges of ``seat``'s ships that may be moved now (see the module docstring)."""
    fresh, pirate = set(built_this_turn), set(blocked)
    return [
        e
        for e, owner in sorted(ships.items())
        if owner == seat
        and e not in fresh
        and e not in pirate
        and open_end(geometry, seat, e, ships, buildings)
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
    # touched the line only through the lifted ship. Only spots at a corner of the lifted ship
    # are asked again, without it.
    if spots is None:
        spots = ship_spots(geometry, waters, seat, ships, roads, buildings, blocked)
    corners = geometry.edge_corners
    moves = []
    for source in sources:
        ends = corners[source]
        rest: dict[int, int] | None = None
        for target in spots:
            if target == source:
                continue
            if ends[0] in corners[target] or ends[1] in corners[target]:
                if rest is None:
                    rest = {e: s for e, s in ships.items() if e != source}
                if not ship_connects(geometry, seat, target, rest, buildings):
                    continue
            moves.append((source, target))
    return moves


def trade_route_links(ships: Iterable[int], own_corners: Iterable[int]) -> Links:
    """How a trade route of one player may pass a corner (B.6): from road to road or ship to
    ship anywhere, from a road to a ship or back only at ``own_corners``, the corners of that
    player's settlements and cities. ``ships`` are the edges of their ships; pass the result to
    :func:`~capboard.games.catan.longest_road.longest_road` with roads and ships together."""
    ship_set, joins = frozenset(ships), frozenset(own_corners)

    def links(corner: int, edge_in: int, edge_out: int) -> bool:
        return (edge_in in ship_set) == (edge_out in ship_set) or corner in joins

    return links
