"""Seafarers ships (catan-reference.md B.2, B.3, B.6): which edges take ships, building next to
own ships and buildings only, roads and ships meeting only at a building, one piece per coast
edge, the pirate's hex, moving the last ship of an open line, and the trade route."""

from __future__ import annotations

from capboard.games.catan.board import catan_map
from capboard.games.catan.geometry import CORNER_NAMES
from capboard.games.catan.longest_road import longest_road
from capboard.games.catan.ships import (
    Waters,
    movable_ships,
    open_end,
    pirate_edges,
    ship_moves,
    ship_spots,
    trade_route_links,
)

GEO = catan_map("classic").geometry
# The classic island's top row (3,5), (3,7), (3,9) and the hex below-left (5,4) made sea: a
# small bay to sail in, the rest land.
SEA_HEXES = {(3, 5), (3, 7), (3, 9), (5, 4)}
IS_LAND = tuple(rc not in SEA_HEXES for rc in GEO.tiles)
WATERS = Waters.of(GEO, IS_LAND)


def tile(rc: tuple[int, int]) -> int:
    return GEO.tile_at[rc]


def edge(rc: tuple[int, int], side: str) -> int:
    return GEO.tile_edge(tile(rc), side)


def corner(rc: tuple[int, int], name: str) -> int:
    return GEO.tile_corners[tile(rc)][CORNER_NAMES.index(name)]


def test_which_edges_take_ships_and_which_roads() -> None:
    sea_sea = edge((3, 5), "E")  # between (3,5) and (3,7): both sea
    coast = edge((5, 6), "NW")  # between land (5,6) and sea (3,5)
    land_land = edge((7, 7), "E")  # inside the island
    frame_coast = edge((11, 7), "SE")  # land facing the printed sea of the frame
    assert sea_sea in WATERS.ship_edges and sea_sea not in WATERS.road_edges
    assert coast in WATERS.ship_edges and coast in WATERS.road_edges
    assert land_land in WATERS.road_edges and land_land not in WATERS.ship_edges
    assert frame_coast in WATERS.ship_edges and frame_coast in WATERS.road_edges


def test_a_ship_touches_an_own_building_or_ship() -> None:
    settlement = corner((5, 6), "N")
    buildings = {settlement: (0, "settlement")}
    spots = ship_spots(GEO, WATERS, 0, {}, {}, buildings)
    assert spots and all(settlement in GEO.edge_corners[e] for e in spots)
    assert ship_spots(GEO, WATERS, 1, {}, {}, buildings) == []  # nothing of seat 1's


def test_a_ship_does_not_continue_from_a_road() -> None:
    # Seat 0's road reaches the coast at a corner without a building: no ship from there.
    road = edge((5, 6), "W")
    end = corner((5, 6), "NW")
    assert end in GEO.edge_corners[road]
    spots = ship_spots(GEO, WATERS, 0, {}, {road: 0}, {})
    assert spots == []
    # With a settlement on that corner, the ship may start there.
    spots = ship_spots(GEO, WATERS, 0, {}, {road: 0}, {end: (0, "settlement")})
    assert spots and all(end in GEO.edge_corners[e] for e in spots)


def test_a_coast_edge_holds_a_road_or_a_ship_not_both() -> None:
    settlement = corner((5, 6), "N")
    buildings = {settlement: (0, "settlement")}
    coast = next(
        e for e in GEO.corner_edges[settlement] if e in WATERS.road_edges and e in WATERS.ship_edges
    )
    assert coast in ship_spots(GEO, WATERS, 0, {}, {}, buildings)
    assert coast not in ship_spots(GEO, WATERS, 0, {}, {coast: 1}, buildings)


def test_ships_line_up_and_stop_at_an_enemy_building() -> None:
    a = corner((3, 7), "S")  # = (5,6) NE corner
    first = edge((3, 7), "SW")  # sea/land edge from a
    assert a in GEO.edge_corners[first]
    buildings = {a: (0, "settlement")}
    ships = {first: 0}
    far = next(c for c in GEO.edge_corners[first] if c != a)
    spots = ship_spots(GEO, WATERS, 0, ships, {}, buildings)
    assert any(far in GEO.edge_corners[e] and e != first for e in spots)
    # An enemy settlement on the far corner stops the line there.
    buildings[far] = (1, "settlement")
    spots = ship_spots(GEO, WATERS, 0, ships, {}, buildings)
    assert not any(far in GEO.edge_corners[e] and a not in GEO.edge_corners[e] for e in spots)


def test_no_ship_built_or_moved_on_the_pirates_hex() -> None:
    settlement = corner((5, 6), "N")
    buildings = {settlement: (0, "settlement")}
    blocked = pirate_edges(GEO, tile((3, 5)))
    spots = ship_spots(GEO, WATERS, 0, {}, {}, buildings, blocked)
    assert spots and not set(spots) & blocked
    ship = next(iter(set(ship_spots(GEO, WATERS, 0, {}, {}, buildings)) & blocked))
    assert movable_ships(GEO, 0, {ship: 0}, buildings) == [ship]
    assert movable_ships(GEO, 0, {ship: 0}, buildings, blocked=blocked) == []
    assert pirate_edges(GEO, None) == frozenset()


def _line(start: int, length: int) -> tuple[dict[int, int], list[int]]:
    """Seat 0's ships from corner ``start`` through sea edges, as far as ``length``."""
    ships: dict[int, int] = {}
    corners = [start]
    while len(ships) < length:
        here = corners[-1]
        step = next(
            (
                e
                for e in GEO.corner_edges[here]
                if e in WATERS.ship_edges
                and e not in ships
                and not set(GEO.edge_corners[e]) & set(corners[:-1])
            ),
            None,
        )
        assert step is not None
        ships[step] = 0
        corners.append(next(c for c in GEO.edge_corners[step] if c != here))
    return ships, corners


def test_only_the_last_ship_of_an_open_line_moves() -> None:
    start = corner((5, 6), "N")
    buildings = {start: (0, "settlement")}
    ships, corners = _line(start, 3)
    last = next(e for e in ships if corners[-1] in GEO.edge_corners[e])
    assert movable_ships(GEO, 0, ships, buildings) == [last]
    assert open_end(GEO, 0, last, ships, buildings)
    assert not any(open_end(GEO, 0, e, ships, buildings) for e in ships if e != last)


def test_a_ship_built_this_turn_does_not_move() -> None:
    start = corner((5, 6), "N")
    buildings = {start: (0, "settlement")}
    ships, _ = _line(start, 2)
    ends = movable_ships(GEO, 0, ships, buildings)
    assert ends
    assert movable_ships(GEO, 0, ships, buildings, built_this_turn=ends) == []


def test_a_closed_line_between_two_own_buildings_never_moves() -> None:
    start = corner((5, 6), "N")
    ships, corners = _line(start, 2)
    buildings = {start: (0, "settlement"), corners[-1]: (0, "settlement")}
    assert movable_ships(GEO, 0, ships, buildings) == []
    # An enemy building at the far end does not close the line.
    buildings[corners[-1]] = (1, "settlement")
    assert movable_ships(GEO, 0, ships, buildings) != []


def test_a_moved_ship_goes_where_a_new_ship_could_go_and_not_back_to_its_edge() -> None:
    start = corner((5, 6), "N")
    buildings = {start: (0, "settlement")}
    ships, _ = _line(start, 2)
    moves = ship_moves(GEO, WATERS, 0, ships, {}, buildings)
    assert moves
    for source, target in moves:
        assert source != target
        rest = {e: s for e, s in ships.items() if e != source}
        assert target in ship_spots(GEO, WATERS, 0, rest, {}, buildings)


def test_trade_route_joins_roads_and_ships_only_at_own_buildings() -> None:
    # Two roads, then two ships from the same corner: 4 only with a building at the joint.
    joint = corner((5, 6), "N")
    ships, _ = _line(joint, 2)
    roads = [e for e in GEO.corner_edges[joint] if e in WATERS.road_edges and e not in ships]
    road = roads[0]
    other_end = next(c for c in GEO.edge_corners[road] if c != joint)
    road2 = next(
        e
        for e in GEO.corner_edges[other_end]
        if e != road and e in WATERS.road_edges and e not in ships
    )
    pieces = {road, road2, *ships}
    without = longest_road(GEO, pieces, set(), trade_route_links(ships, set()))
    with_building = longest_road(GEO, pieces, set(), trade_route_links(ships, {joint}))
    assert without == 2 and with_building == 4
