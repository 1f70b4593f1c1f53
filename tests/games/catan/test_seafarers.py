"""Seafarers in the game state (catan.md "Seafarers rules"; catan-reference.md B.2–B.7): set-up
on home islands with a ship instead of a road, ships built and moved, the pirate, gold fields,
the trade route, island points, fog, the robber off the board, and a stalled game called."""

from __future__ import annotations

import random

import pytest

from capboard.engine.protocol import IllegalAction
from capboard.games.catan.actions import (
    ChooseGold,
    EndTurn,
    MovePirate,
    MoveRobber,
    MoveShip,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    PlayKnight,
    PlayRoadBuilding,
    Roll,
    Steal,
)
from capboard.games.catan.scenario import scenario, scenario_ids
from capboard.games.catan.ships import pirate_edges
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import GAME, empty_hands, give, roll_until, to_main

NEW_SHORES = "heading-for-new-shores"


def sea(players: int = 4, seed: int = 1, scenario_id: str = NEW_SHORES) -> CatanState:
    state = GAME.new_state(players, seed, {"scenario": scenario_id})
    assert isinstance(state, CatanState)
    return state


def setup(state: CatanState, seed: int = 0) -> None:
    rng = random.Random(seed)
    while state.phase.startswith("setup") or state.phase == "gold":
        state.apply(rng.choice(state.legal_actions()))


def own_settlement(state: CatanState, seat: int) -> int:
    return next(c for c, (s, k) in state.buildings.items() if s == seat and k == "settlement")


def coastal_own_corner(state: CatanState, seat: int) -> int | None:
    for corner, (s, _) in state.buildings.items():
        if s == seat and any(
            e in state.waters.ship_edges for e in state.geometry.corner_edges[corner]
        ):
            return corner
    return None


@pytest.mark.parametrize("scenario_id", scenario_ids())
@pytest.mark.parametrize("players", [3, 4])
def test_each_scenario_sets_its_target_and_its_map(scenario_id: str, players: int) -> None:
    state = sea(players, 2, scenario_id)
    assert state.target == scenario(scenario_id).target
    view = state.view(0)
    assert view.scenario == scenario_id and view.target == state.target
    assert view.board.map_id == f"{scenario_id}/{players}"
    assert "sea" in view.board.terrain


def test_the_base_game_is_the_default_and_has_no_sea_rules() -> None:
    state = GAME.new_state(3, 1)
    assert state.view(0).scenario == "base" and state.target == 10 and state.pirate is None


def test_set_up_settlements_only_on_home_islands() -> None:
    state = sea(4, 3)
    areas = state.catan.layout.areas
    for action in state.legal_actions():
        assert isinstance(action, PlaceSettlement)
        touched = {
            state.board.area_of[t]
            for t in state.geometry.corner_tiles[action.corner]
            if state.is_land[t]
        }
        assert any(a is not None and areas[a].home for a in touched)
    # The small islands (not home) have corners that are never offered.
    island_corners = {
        c
        for t, a in enumerate(state.board.area_of)
        if a is not None and not areas[a].home
        for c in state.geometry.tile_corners[t]
    }
    home_corners = {
        c
        for t, a in enumerate(state.board.area_of)
        if a is not None and areas[a].home
        for c in state.geometry.tile_corners[t]
    }
    offered = {a.corner for a in state.legal_actions()}
    assert offered and not offered & (island_corners - home_corners)


def test_a_coastal_start_settlement_may_take_a_ship_instead_of_its_road() -> None:
    for seed in range(40):
        state = sea(4, seed)
        coast = [
            a
            for a in state.legal_actions()
            if any(e in state.waters.ship_edges for e in state.geometry.corner_edges[a.corner])
        ]
        if not coast:
            continue
        state.apply(coast[0])
        legal = state.legal_actions()
        ships = [a for a in legal if isinstance(a, PlaceShip)]
        assert ships and any(isinstance(a, PlaceRoad) for a in legal)
        state.apply(ships[0])
        assert state.ships == {ships[0].edge: state.setup_order[0]}
        assert state.phase == "setup_settlement"
        return
    raise AssertionError("no coastal start corner")


def ready_at_coast(seed_range=range(60), players: int = 4) -> tuple[CatanState, int, int]:
    """A New Shores game after set-up, the player to move in the main phase with empty hands,
    owning a coastal building; returns the state, the seat and the corner."""
    for seed in seed_range:
        state = sea(players, seed)
        setup(state, seed)
        empty_hands(state)
        to_main(state)
        me = state.turn
        corner = coastal_own_corner(state, me)
        if corner is not None:
            state.pirate = None  # out of the way unless a test puts it back
            state._legal = None
            return state, me, corner
    raise AssertionError("no coastal building")


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


def test_no_ship_on_the_pirates_edges() -> None:
    state, me, _ = ready_at_coast()
    give(state, me, lumber=1, wool=1)
    spots = [a.edge for a in state.legal_actions() if isinstance(a, PlaceShip)]
    sea_tile = next(
        t for e in spots for t in state.geometry.edge_tiles[e] if state.board.terrain[t] == "sea"
    )
    state.pirate = sea_tile
    state._legal = None
    blocked = pirate_edges(state.geometry, sea_tile)
    after = [a.edge for a in state.legal_actions() if isinstance(a, PlaceShip)]
    assert not set(after) & blocked
    assert set(spots) - blocked == set(after)


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


def test_the_pirate_robs_ship_owners_next_to_it() -> None:
    state, me, _ = ready_at_coast()
    victim = (me + 1) % state.players
    sea_tiles = [t for t, k in enumerate(state.board.terrain) if k == "sea"]
    tile = sea_tiles[0]
    edge = state.geometry.tile_edges[tile][0]
    state.ships[edge] = victim
    give(state, victim, ore=2)
    state.phase = "robber"
    state._legal = None
    legal = state.legal_actions()
    assert MovePirate(tile) in legal and all(
        state.board.terrain[a.tile] == "sea" for a in legal if isinstance(a, MovePirate)
    )
    assert all(state.is_land[a.tile] for a in legal if isinstance(a, MoveRobber))
    state.apply(MovePirate(tile))
    assert state.phase == "steal" and state.legal_actions() == [Steal(victim)]
    state.apply(Steal(victim))
    assert state.hands[me]["ore"] == 1 and state.pirate == tile


@pytest.mark.parametrize("scenario_id", [s for s in scenario_ids() if scenario(s).pirate])
def test_the_pirate_option_off_leaves_the_pirate_out(scenario_id: str) -> None:
    """catan.md: the pirate is on by default in every scenario, and a switch. Off, there is no
    pirate piece and no pirate move: a 7 or a Knight moves the robber only. The board dealt
    is the same either way."""
    on = GAME.new_state(4, 5, {"scenario": scenario_id})
    off = GAME.new_state(4, 5, {"scenario": scenario_id, "pirate": False})
    assert isinstance(on, CatanState) and isinstance(off, CatanState)
    assert on.view(0).pirate_on and not off.view(0).pirate_on
    assert off.pirate is None and off.view(None).pirate is None
    assert off.board.terrain == on.board.terrain and off.board.numbers == on.board.numbers
    setup(off, 5)
    empty_hands(off)  # nobody discards on the 7
    roll_until(off, want_seven=True)
    assert off.phase == "robber"
    legal = off.legal_actions()
    assert legal and all(isinstance(a, MoveRobber) for a in legal)
    off.apply(legal[0])
    while off.phase == "steal":
        off.apply(off.legal_actions()[0])
    off.phase = "main"
    off._legal = None
    off.apply(EndTurn())
    # A Knight before the roll: the robber again, never the pirate.
    off.dev_hands[off.turn].append("knight")
    off._legal = None
    off.apply(PlayKnight())
    legal = off.legal_actions()
    assert off.phase == "robber" and all(isinstance(a, MoveRobber) for a in legal)
    with pytest.raises(IllegalAction):
        off.apply(MovePirate(next(t for t, k in enumerate(off.board.terrain) if k == "sea")))
    assert not any(
        isinstance(a, MovePirate)
        for a in off.determinize(off.view(1), random.Random(0)).legal_actions()
    )


def test_without_the_pirate_no_sea_hex_blocks_ships() -> None:
    state = GAME.new_state(4, 1, {"scenario": NEW_SHORES, "pirate": False})
    assert isinstance(state, CatanState)
    assert state._pirate_edges() == frozenset()


def test_a_coastal_settlement_next_to_the_pirate_is_not_robbed() -> None:
    for seed in range(60):
        try:
            state, me, _ = ready_at_coast(range(seed, seed + 1))
        except AssertionError:
            continue
        victim = (me + 1) % state.players
        victim_corner = coastal_own_corner(state, victim)
        if victim_corner is None:
            continue
        give(state, victim, ore=2)
        tile = next(
            (
                t
                for t in state.geometry.corner_tiles[victim_corner]
                if state.board.terrain[t] == "sea"
            ),
            None,
        )
        if tile is None or any(
            state.ships.get(e) not in (None, me) for e in state.geometry.tile_edges[tile]
        ):
            continue
        state.phase = "robber"
        state._legal = None
        state.apply(MovePirate(tile))
        assert state.phase == "main"  # no ship there: nobody to rob
        return
    raise AssertionError("no coastal settlement of another player")


def test_gold_gives_a_choice_one_for_a_settlement_two_for_a_city() -> None:
    for seed in range(80):
        state = sea(4, seed)
        setup(state, seed)
        gold = [t for t, k in enumerate(state.board.terrain) if k == "gold"]
        me = state.turn
        # Put a settlement and a city of two seats on a gold hex's corners.
        tile = gold[0]
        corners = [
            c
            for c in state.geometry.tile_corners[tile]
            if c not in state.buildings
            and all(n not in state.buildings for n in state.geometry.corner_corners[c])
        ]
        if len(corners) < 2:
            continue
        a, b = (
            corners[0],
            next(c for c in corners[1:] if c not in state.geometry.corner_corners[corners[0]]),
        )
        other = (me + 1) % 4
        state.buildings[a] = (me, "settlement")
        state.buildings[b] = (other, "city")
        state.robber = None
        number = state.board.numbers[tile]
        for s in range(1000):
            trial = state.clone()
            trial.rng = random.Random(s)
            trial.apply(Roll())
            if sum(trial.last_roll) == number:
                state.rng = random.Random(s)
                break
        else:
            continue
        state.apply(Roll())
        assert state.phase == "gold"
        assert state.view(me).gold_owed[me] >= 1 and state.view(me).gold_owed[other] >= 2
        order = state.pending_players
        assert order[0] == me and other in order
        choice = ChooseGold((0, 0, 0, 0, state.gold_owed[me]))
        assert choice in state.legal_actions()
        ore = state.hands[me]["ore"]
        state.apply(choice)
        assert state.hands[me]["ore"] == ore + choice.cards[4]
        assert state.pending_players[0] == other
        assert all(sum(x.cards) == state.gold_owed[other] for x in state.legal_actions())
        return
    raise AssertionError("no gold position")


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
        setup(state, seed)
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


def test_island_points_for_the_first_settlement_on_each_foreign_island() -> None:
    state, me, _ = ready_at_coast()
    areas = state.catan.layout.areas
    special = [a for a in areas.values() if a.special_points]
    area = special[0].id
    tiles = [t for t, a in enumerate(state.board.area_of) if a == area]
    spots = [c for t in tiles for c in state.geometry.tile_corners[t] if state._distance_ok(c)]
    first, second = (
        spots[0],
        next(
            c
            for c in spots[1:]
            if c not in state.geometry.corner_corners[spots[0]] and c != spots[0]
        ),
    )
    points = state.scores(public=True)[me]
    # Built as if reached by ship: the rules of placement are tested elsewhere.
    give(state, me, brick=2, lumber=2, wool=2, grain=2)
    events = state._settlement(me, first)
    assert [e.code for e in events if e.code == "island_points"] == ["island_points"]
    assert state.scores(public=True)[me] == points + 1 + scenario(NEW_SHORES).island_points
    again = state._settlement(me, second)
    assert not any(e.code == "island_points" for e in again)  # once per island
    assert state.view((me + 1) % 4).special_points == ((me, area, first),)


def test_no_island_points_on_the_home_island() -> None:
    state, me, _ = ready_at_coast()
    home = next(iter(state.home_areas[me]))
    tiles = [t for t, a in enumerate(state.board.area_of) if a == home]
    spot = next(c for t in tiles for c in state.geometry.tile_corners[t] if state._distance_ok(c))
    give(state, me, brick=1, lumber=1, wool=1, grain=1)
    assert not any(e.code == "island_points" for e in state._settlement(me, spot))


def test_fog_turns_up_when_reached_and_pays_the_discoverer() -> None:
    for seed in range(60):
        state = sea(4, seed, "fog-islands")
        setup(state, seed)
        to_main(state)
        me = state.turn
        give(state, me, lumber=3, wool=3, brick=3)
        fog_tiles = {t for t, k in enumerate(state.board.terrain) if k == "fog"}
        for action in state.legal_actions():
            if not isinstance(action, PlaceShip | PlaceRoad):
                continue
            near = {
                t
                for c in state.geometry.edge_corners[action.edge]
                for t in state.geometry.corner_tiles[c]
            } & fog_tiles
            if not near:
                continue
            left = len(state.fog_stack)
            hand = sum(state.hands[me].values())
            events = state.apply(action)
            found = [e for e in events if e.code == "discovered"]
            assert len(found) == len(near) and len(state.fog_stack) == left - len(near)
            for event in found:
                tile = event.params["tile"]
                assert state.board.terrain[tile] == event.params["terrain"] != "fog"
                assert event.irreversible
            paid = sum(1 for e in found if e.params["resource"])
            cost = 2  # a road or a ship
            assert sum(state.hands[me].values()) == hand - cost + paid
            return
    raise AssertionError("no piece could reach the fog")


def test_without_a_desert_the_robber_starts_off_the_board() -> None:
    state = sea(4, 1, "four-islands")
    assert state.robber is None
    setup(state)
    state.phase = "robber"
    state._legal = None
    robber = [a for a in state.legal_actions() if isinstance(a, MoveRobber)]
    assert len(robber) == sum(state.is_land)


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
    setup(state)
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


def test_a_stalled_game_is_called_once_the_deck_is_empty() -> None:
    state = GAME.new_state(3, 4)
    setup(state)
    to_main(state)
    state.deck = []
    with pytest.raises(IllegalAction):
        state.apply(Roll())  # main phase: no roll
    rounds = 0
    while not state.is_over:
        state.phase = "main"
        state._legal = None
        state.apply(EndTurn())
        rounds += 1
        assert rounds < 100
    outcome = state.outcome()
    assert outcome.reason == "called"
    points = state.scores(public=False)
    assert set(outcome.winners) == {s for s, p in enumerate(points) if p == max(points)}
    # With cards left in the deck, the same wait never calls the game.
    other = GAME.new_state(3, 4)
    setup(other)
    for _ in range(100):
        other.phase = "main"
        other._legal = None
        other.apply(EndTurn())
    assert not other.is_over


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
