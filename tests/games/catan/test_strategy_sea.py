"""The computer players' knowledge of the sea (Seafarers): ship moves, island settlements, gold
fields, coasts, ships against roads, the Forgotten Tribe's gifts and the pirate."""

from __future__ import annotations

import dataclasses
import random

from capboard.games.catan import strategy, strategy_sea
from capboard.games.catan.actions import (
    EndTurn,
    MovePirate,
    MoveShip,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
)
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import empty_hands, give, new, play_setup, ready_at_coast, sea
from tests.games.catan.test_cloth_for_catan import in_main, village_edge


def _sea_path(state: CatanState, me: int) -> tuple[int, int] | None:
    """Two ships from an own coastal building (the second at the open end), or None."""
    for first in state.legal_actions():
        if not isinstance(first, PlaceShip):
            continue
        state.ships[first.edge] = me
        state._legal = None
        give(state, me, lumber=1, wool=1)
        for second in state.legal_actions():
            if isinstance(second, PlaceShip) and second.edge != first.edge:
                state.ships[second.edge] = me
                state.ships_built = []
                state._legal = None
                return first.edge, second.edge
        del state.ships[first.edge]
    return None


def test_the_medium_player_moves_a_ship_going_nowhere_towards_a_better_spot() -> None:
    moved = 0
    for seed in range(16):
        state, me, _ = ready_at_coast(range(seed, seed + 60))
        give(state, me, lumber=1, wool=1)
        if _sea_path(state, me) is None:
            continue
        state.hands[me] = dict.fromkeys(state.hands[me], 0)  # nothing to build: only moves
        state._legal = None
        legal = state.legal_actions()
        moves = [a for a in legal if isinstance(a, MoveShip)]
        view = state.view(me)
        table = strategy.Table.of(view)
        gain, best = strategy_sea.best_move(table, moves)
        action = strategy.choose(view, legal, random.Random(seed), expert=False)
        if gain < strategy_sea.MOVE_GAIN:
            assert action == EndTurn()  # no move for a small gain: the route is kept
            continue
        assert isinstance(action, MoveShip) and action == best
        # The ship now leads to something worth more than where it lay.
        reach = strategy_sea.Reach(table)
        lifted = strategy_sea._lifted(table, table.own_corners(), action.source)
        after = reach.edge(action.target, lifted, strategy_sea.SHIP_STEPS)
        before = reach.edge(action.source, lifted, strategy_sea.SHIP_STEPS)
        assert after >= before + strategy_sea.MOVE_GAIN
        moved += 1
    assert moved >= 2


def test_no_ship_is_moved_while_it_holds_the_longest_trade_route_by_a_hair() -> None:
    state, me, _ = ready_at_coast()
    give(state, me, lumber=1, wool=1)
    assert _sea_path(state, me) is not None
    moves = [a for a in state.legal_actions() if isinstance(a, MoveShip)]
    assert moves
    lengths = [4] * 4
    lengths[me] = 5
    view = dataclasses.replace(state.view(me), longest_road_holder=me, road_lengths=tuple(lengths))
    assert strategy_sea.best_move(strategy.Table.of(view), moves) == (0.0, None)


def _island_spot(state: CatanState, me: int) -> tuple[int, int]:
    """A free corner on an island worth points, and a sea edge beside it."""
    areas = state.catan.layout.areas
    for tile, area in enumerate(state.board.area_of):
        if area is None or not areas[area].special_points:
            continue
        for corner in state.geometry.tile_corners[tile]:
            if not state._distance_ok(corner):
                continue
            for edge in state.geometry.corner_edges[corner]:
                if edge in state.waters.ship_edges and edge not in state.ships:
                    return corner, edge
    raise AssertionError("no island spot")


def test_the_medium_player_settles_an_island_it_reaches() -> None:
    state, me, _ = ready_at_coast()
    corner, edge = _island_spot(state, me)
    state.ships[edge] = me  # reached by ship (placement rules are tested elsewhere)
    give(state, me, brick=1, lumber=1, wool=1, grain=1)
    legal = state.legal_actions()
    assert PlaceSettlement(corner) in legal
    view = state.view(me)
    action = strategy.choose(view, legal, random.Random(0), expert=False)
    assert action == PlaceSettlement(corner)
    # The island's points are part of the spot's worth.
    table = strategy.Table.of(view)
    assert table.island_bonus(corner) == 6.0 * view.island_points > 0


def test_a_gold_field_is_worth_its_pips_and_more() -> None:
    state = sea(4, 1)
    view = state.view(0)
    table = strategy.Table.of(view)
    gold = [t for t, terrain in enumerate(view.board.terrain) if terrain == "gold"]
    assert gold
    corner = state.geometry.tile_corners[gold[0]][0]
    pips = table.tile_pips(gold[0])
    assert pips > 0
    assert strategy_sea.gold_worth(table, corner) >= pips * strategy_sea.GOLD_WORTH
    # Without the gold field (a sea there), the corner is worth that much less.
    terrain = list(view.board.terrain)
    terrain[gold[0]] = "sea"
    plain = dataclasses.replace(view, board=dataclasses.replace(view.board, terrain=tuple(terrain)))
    assert strategy.Table.of(plain).corner_value(corner) < table.corner_value(corner)


def test_the_base_game_has_no_sea_judgement() -> None:
    state = new(4, 3)
    view = state.view(0)
    table = strategy.Table.of(view)
    for corner in range(len(state.geometry.corner_tiles)):
        assert strategy_sea.gold_worth(table, corner) == 0.0
        assert strategy_sea.setup_worth(table, corner) == 0.0
    assert strategy_sea.move_ship(table, {MoveShip: [MoveShip(0, 1)]}) is None


def test_a_coast_is_worth_more_in_the_set_up() -> None:
    state = sea(4, 2)
    table = strategy.Table.of(state.view(0))
    sea_edges = table.sea_edges()
    coastal = inland = 0
    for corner in range(len(state.geometry.corner_tiles)):
        on_coast = any(e in sea_edges for e in state.geometry.corner_edges[corner])
        worth = strategy_sea.setup_worth(table, corner)
        assert worth == (strategy_sea.COAST_WORTH if on_coast else 0.0)
        coastal += on_coast and state._distance_ok(corner)
        inland += not on_coast
    assert coastal and inland


def test_a_ship_or_a_road_is_chosen_by_where_it_leads() -> None:
    state, me, _ = ready_at_coast()
    give(state, me, brick=1, lumber=2, wool=1)
    legal = state.legal_actions()
    table = strategy.Table.of(state.view(me))
    pieces = [a for a in legal if isinstance(a, (PlaceShip, PlaceRoad))]
    assert any(isinstance(a, PlaceShip) for a in pieces)
    assert any(isinstance(a, PlaceRoad) for a in pieces)
    kinds = {
        PlaceShip: [a for a in pieces if isinstance(a, PlaceShip)],
        PlaceRoad: [a for a in pieces if isinstance(a, PlaceRoad)],
    }
    values = {a: strategy_sea.piece_value(table, a) for a in pieces}
    chosen = strategy_sea.build_route(table, kinds, lambda actions, score: max(actions, key=score))
    assert chosen is not None and values[chosen] == max(values.values())


def test_a_forgotten_tribe_gift_draws_ships() -> None:
    state = sea(4, 5, "forgotten-tribe")
    play_setup(state, 5)
    view = state.view(0)
    table = strategy.Table.of(view)
    edge, gift = next((e, g) for e, g in view.gifts if g == "point")
    assert strategy_sea.gift_worth(table, edge) == strategy_sea.GIFT_WORTH["point"]
    assert strategy_sea.Reach(table).edge(edge, set(), 1) >= strategy_sea.GIFT_WORTH[gift]
    no_gift = dataclasses.replace(view, gifts=())
    assert strategy_sea.gift_worth(strategy.Table.of(no_gift), edge) == 0.0


def test_the_pirate_is_kept_away_from_own_ships() -> None:
    state, me, _ = ready_at_coast()
    give(state, me, lumber=1, wool=1)
    assert _sea_path(state, me) is not None
    mine = next(e for e, s in state.ships.items() if s == me)
    tile = next(t for t in state.geometry.edge_tiles[mine] if state.board.terrain[t] == "sea")
    table = strategy.Table.of(state.view(me))
    assert strategy_sea.pirate_value(table, MovePirate(tile)) < 0
    other = (me + 1) % 4
    theirs = strategy.Table.of(state.view(other))
    assert strategy_sea.pirate_value(theirs, MovePirate(tile)) > 0


def test_a_ship_at_a_village_it_trades_with_is_never_moved() -> None:
    state = in_main(4, 2)
    me = state.turn
    village = next(iter(state.village_cloth))
    edge = village_edge(state, me, village)
    state.apply(PlaceShip(edge))  # reaches the village: trade begins
    state.ships_built = []  # as if built on an earlier turn: free to move by the rules
    empty_hands(state)
    moves = [a for a in state.legal_actions() if isinstance(a, MoveShip)]
    assert any(m.source == edge for m in moves)
    table = strategy.Table.of(state.view(me))
    for move in moves:  # even alone among the moves, it stays
        assert strategy_sea.best_move(table, [move])[1] is None or move.source != edge
    assert strategy_sea.best_move(table, [m for m in moves if m.source == edge]) == (0.0, None)


def test_ships_weigh_more_than_roads_where_islands_earn_points() -> None:
    state, me, _ = ready_at_coast()
    give(state, me, brick=1, lumber=2, wool=1)
    legal = state.legal_actions()
    view = state.view(me)
    assert view.island_points > 0
    ship = next(a for a in legal if isinstance(a, PlaceShip))
    road = next(a for a in legal if isinstance(a, PlaceRoad))
    table = strategy.Table.of(view)
    values = {
        ship: strategy_sea.piece_value(table, ship),
        road: strategy_sea.piece_value(table, road),
    }
    assert values[ship] > 0
    # A road worth just under the ship's worth times the bias loses to the ship.
    chosen = strategy_sea.build_route(
        table,
        {PlaceShip: [ship], PlaceRoad: [road]},
        lambda actions, score: max(actions, key=score),
    )
    expected = ship if values[ship] * strategy_sea.SHIP_BIAS >= values[road] else road
    assert chosen == expected


def test_cloth_for_catan_leaves_ships_and_the_pirate_to_its_own_module() -> None:
    state = in_main(4, 2)
    me = state.turn
    village = next(iter(state.village_cloth))
    village_edge(state, me, village)  # a ship one edge from a village, and a ship's cards
    give(state, me, brick=1, lumber=1)
    legal = state.legal_actions()
    table = strategy.Table.of(state.view(me))
    kinds = {
        PlaceShip: [a for a in legal if isinstance(a, PlaceShip)],
        PlaceRoad: [a for a in legal if isinstance(a, PlaceRoad)],
    }
    assert kinds[PlaceShip]
    assert strategy_sea.build_route(table, kinds, lambda a, s: max(a, key=s)) is None
    sea_tile = next(t for t, terrain in enumerate(state.board.terrain) if terrain == "sea")
    assert strategy_sea.pirate_value(table, MovePirate(sea_tile)) == 0.0
    # A ship is moved only from where it leads nowhere: the one sailing for the village stays.
    moves = [a for a in legal if isinstance(a, MoveShip)]
    reach = strategy_sea.Reach(table)
    own = table.own_corners()
    kept = 0
    for move in moves:
        lifted = strategy_sea._lifted(table, own, move.source)
        if reach.edge(move.source, lifted, strategy_sea.SHIP_STEPS) > 0:
            assert strategy_sea.best_move(table, [move]) == (0.0, None)
            kept += 1
    assert kept
