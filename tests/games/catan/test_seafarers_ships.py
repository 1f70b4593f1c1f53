"""Seafarers in the game state, the ships (catan.md "Seafarers rules"; catan-reference.md B.2,
B.6): built and moved, their supply, Road Building with ships, the trade route joining roads and
ships, and settling where a ship line lands."""

from __future__ import annotations

import pytest

from capboard.games.catan.actions import (
    EndTurn,
    MoveShip,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    PlayRoadBuilding,
)
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import (
    GAME,
    coastal_own_corner,
    empty_hands,
    give,
    play_setup,
    ready_at_coast,
    sea,
    to_main,
)


def test_a_ship_costs_lumber_and_wool_and_touches_an_own_building_or_ship() -> None:
    state, me, _ = ready_at_coast()
    assert not any(isinstance(a, PlaceShip) for a in state.legal_actions())  # no cards
    give(state, me, lumber=1, wool=1)
    ships = [a for a in state.legal_actions() if isinstance(a, PlaceShip)]
    assert ships
    for action in ships:
        touching = set(state.geometry.edge_corners[action.edge])
        own = {c for c, (s, _) in state.buildings.items() if s == me}
        own |= {
            c for e, s in state.ships.items() if s == me for c in state.geometry.edge_corners[e]
        }
        assert touching & own
        assert action.edge not in state.roads
    state.apply(ships[0])
    assert state.hands[me]["lumber"] == 0 and state.hands[me]["wool"] == 0
    assert state.view(me).ships_built_this_turn == (ships[0].edge,)


def test_ships_are_limited_to_fifteen() -> None:
    state, me, _ = ready_at_coast()
    give(state, me, lumber=1, wool=1)
    spare = [e for e in sorted(state.waters.ship_edges) if e not in state.ships][:15]
    for e in spare:
        state.ships[e] = me
    state._legal = None
    assert not any(isinstance(a, PlaceShip) for a in state.legal_actions())


def test_one_ship_move_a_turn_never_the_ship_built_this_turn() -> None:
    state, me, _ = ready_at_coast()
    give(state, me, lumber=2, wool=2)
    first = next(a for a in state.legal_actions() if isinstance(a, PlaceShip))
    state.apply(first)
    assert not any(  # built this turn
        isinstance(a, MoveShip) and a.source == first.edge for a in state.legal_actions()
    )
    state.apply(EndTurn())
    # Round the table back to me, each other player just ending the turn.
    while state.turn != me:
        state.phase = "main"
        state._legal = None
        state.apply(EndTurn())
    state.phase = "main"
    state._legal = None
    moves = [a for a in state.legal_actions() if isinstance(a, MoveShip)]
    mine = [m for m in moves if m.source == first.edge]
    assert mine  # a turn later, at the open end of its line, it may move
    assert all(state.ships[m.source] == me for m in moves)
    state.apply(mine[0])
    assert state.ships.get(mine[0].target) == me and first.edge not in state.ships
    assert not any(isinstance(a, MoveShip) for a in state.legal_actions())  # one a turn


def _sea_line(state: CatanState, corner: int, length: int) -> list[int] | None:
    """Free ship edges in a line from ``corner`` (None when the sea is too narrow there)."""
    geometry, edges, here = state.geometry, [], corner
    for _ in range(length):
        edge = next(
            (
                e
                for e in geometry.corner_edges[here]
                if e in state.waters.ship_edges
                and e not in state.ships
                and e not in state.roads
                and e not in edges
            ),
            None,
        )
        if edge is None:
            return None
        edges.append(edge)
        here = next(c for c in geometry.edge_corners[edge] if c != here)
    return edges


def test_the_trade_route_joins_roads_and_ships_only_at_own_buildings() -> None:
    for seed in range(60):
        state = sea(4, seed)
        play_setup(state, seed)
        me = state.turn
        corner = coastal_own_corner(state, me)
        if corner is None:
            continue
        for e in [e for e, s in state.roads.items() if s == me]:
            del state.roads[e]
        for e in [e for e, s in state.ships.items() if s == me]:
            del state.ships[e]
        line = _sea_line(state, corner, 2)
        road = next(
            (
                e
                for e in state.geometry.corner_edges[corner]
                if e in state.waters.road_edges
                and e not in state.ships
                and e not in state.roads
                and line
                and e not in line
            ),
            None,
        )
        if line is None or road is None:
            continue
        state.roads[road] = me
        for e in line:
            state.ships[e] = me
        state._update_longest_road()
        joined = state.road_lengths[me]
        building = state.buildings.pop(corner)
        state._update_longest_road()
        apart = state.road_lengths[me]
        state.buildings[corner] = building
        assert (joined, apart) == (3, 2)
        return
    raise AssertionError("no coast to test on")


def test_road_building_may_lay_ships() -> None:
    state, me, _ = ready_at_coast()
    state.dev_hands[me].append("road_building")
    state._legal = None
    state.apply(PlayRoadBuilding())
    assert any(isinstance(a, PlaceShip) for a in state.legal_actions())
    ship = next(a for a in state.legal_actions() if isinstance(a, PlaceShip))
    state.apply(ship)
    assert state.phase == "road_building" and state.road_building_left == 1
    assert state.hands[me]["lumber"] == 0  # free


def _use_up_roads(state: CatanState, seat: int, left: int) -> None:
    """Put ``seat``'s roads but ``left`` on inland edges away from their pieces (test set-up:
    the pieces only count against the supply)."""
    near = {c for c, (s, _) in state.buildings.items() if s == seat}
    near |= {c for e, s in state.roads.items() if s == seat for c in state.geometry.edge_corners[e]}
    near |= {c for n in list(near) for c in state.geometry.corner_corners[n]}
    spare = [
        e
        for e in range(state.geometry.edge_count)
        if e not in state.roads
        and e not in state.ships
        and e not in state.waters.ship_edges
        and not near & set(state.geometry.edge_corners[e])
    ]
    for e in spare[: state._pieces_left(seat, "road") - left]:
        state.roads[e] = seat
    assert state._pieces_left(seat, "road") == left
    state._legal = None


def _road_building_ready(roads_left: int) -> tuple[CatanState, int]:
    """A New Shores game in the main phase, the player to move holding a Road Building card
    with ``roads_left`` roads in their supply and room for a road (if any left) and two ships."""
    for seed in range(60):
        try:
            state, me, _ = ready_at_coast(range(seed, seed + 1))
        except AssertionError:
            continue
        _use_up_roads(state, me, roads_left)
        if roads_left and not state._free_road_spots(me):
            continue
        state.dev_hands[me].append("road_building")
        state._legal = None
        return state, me
    raise AssertionError("no game to play Road Building in")


def test_seafarers_road_building_builds_two_ships_with_no_road_left() -> None:
    state, me = _road_building_ready(roads_left=0)
    ships = len(state.ships)
    state.apply(PlayRoadBuilding())
    assert state.phase == "road_building" and state.road_building_left == 2
    for _ in range(2):
        legal = state.legal_actions()
        assert legal and all(isinstance(a, PlaceShip) for a in legal)
        state.apply(legal[0])
    assert len(state.ships) == ships + 2 and state.phase == "main"
    assert state.hands[me] == dict.fromkeys(state.hands[me], 0)  # both free


@pytest.mark.parametrize("second", ["road_then_ship", "two_ships"])
def test_seafarers_road_building_builds_two_pieces_in_any_mix(second: str) -> None:
    """With a single road left, the card still builds two pieces: the road and a ship, or
    two ships."""
    state, me = _road_building_ready(roads_left=1)
    roads, ships = state._pieces_left(me, "road"), len(state.ships)
    state.apply(PlayRoadBuilding())
    assert state.road_building_left == 2
    first = PlaceRoad if second == "road_then_ship" else PlaceShip
    state.apply(next(a for a in state.legal_actions() if isinstance(a, first)))
    assert state.phase == "road_building" and state.road_building_left == 1
    legal = state.legal_actions()
    assert legal and all(isinstance(a, PlaceShip) for a in legal) == (first is PlaceRoad)
    state.apply(next(a for a in legal if isinstance(a, PlaceShip)))
    assert state.phase == "main"
    built_roads = roads - state._pieces_left(me, "road")
    assert (built_roads, len(state.ships) - ships) == ((1, 1) if first is PlaceRoad else (0, 2))


def test_base_road_building_is_limited_by_the_roads_left() -> None:
    """The base game has no ships: with one road left, the card builds one road."""
    state = GAME.new_state(3, 1)
    play_setup(state)
    empty_hands(state)
    to_main(state)
    me = state.turn
    _use_up_roads(state, me, 1)
    state.dev_hands[me].append("road_building")
    state._legal = None
    state.apply(PlayRoadBuilding())
    assert state.road_building_left == 1
    state.apply(state.legal_actions()[0])
    assert state.phase == "main" and state._pieces_left(me, "road") == 0


def test_a_settlement_may_be_built_where_an_own_ship_lands() -> None:
    for seed in range(60):
        try:
            state, me, corner = ready_at_coast(range(seed, seed + 1))
        except AssertionError:
            continue
        line = _sea_line(state, corner, 2)
        if line is None:
            continue
        for e in line:
            state.ships[e] = me
        end = next(
            c
            for c in state.geometry.edge_corners[line[-1]]
            if c not in state.geometry.edge_corners[line[0]]
        )
        if not state._distance_ok(end) or any(
            state.roads.get(e) == me for e in state.geometry.corner_edges[end]
        ):
            continue
        give(state, me, brick=1, lumber=1, wool=1, grain=1)
        assert PlaceSettlement(end) in state.legal_actions()
        # Without the ships, the same corner is out of reach.
        for e in line:
            del state.ships[e]
        state._legal = None
        assert PlaceSettlement(end) not in state.legal_actions()
        return
    raise AssertionError("no ship line to settle from")
