"""Seafarers' ship moves as a table, and the main actions holding it, answer as the list of the
same actions would: by index (what a random player picks), by iteration, by ``in``, and in the
rules' order (by source, then target)."""

from __future__ import annotations

import random

import pytest

from capboard.games.catan.actions import EndTurn, MoveShip, PlaceShip, move_ship
from capboard.games.catan.move_table import NO_MOVES, MainActions, MoveTable, move_table
from capboard.games.catan.ships import movable_ships, pirate_edges
from capboard.games.catan.ships import ship_moves as rules_moves
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import GAME, fresh_index, new_scenario


def _as_list(actions: object) -> list[object]:
    """Every action by index, as a player picking by position sees them."""
    assert hasattr(actions, "__len__") and hasattr(actions, "__getitem__")
    return [actions[i] for i in range(len(actions))]


def test_a_table_leaves_out_the_refused_targets_of_each_source_alone() -> None:
    table = MoveTable((3, 9), (1, 4, 7, 8), ((0, 2), ()))
    moves = [
        move_ship(3, 4),
        move_ship(3, 8),
        *(move_ship(9, t) for t in (1, 4, 7, 8)),
    ]
    assert len(table) == 6
    assert _as_list(table) == list(table) == moves
    assert table[-1] == moves[-1] and table[1:3] == moves[1:3]
    assert all(m in table for m in moves)
    for absent in (move_ship(3, 1), move_ship(3, 7), move_ship(4, 4), move_ship(9, 5)):
        assert absent not in table
    assert PlaceShip(4) not in table
    assert table == MoveTable((3, 9), (1, 4, 7, 8), ((0, 2), ())) and table == moves


def test_main_actions_stand_the_moves_between_the_other_actions() -> None:
    table = MoveTable((3,), (1, 4), ((),))
    before, after = PlaceShip(1), EndTurn()
    actions = MainActions([before, after], 1, table)
    expected = [before, move_ship(3, 1), move_ship(3, 4), after]
    assert len(actions) == 4 and _as_list(actions) == list(actions) == expected
    assert all(a in actions for a in expected)
    assert move_ship(3, 5) not in actions and PlaceShip(4) not in actions


def test_no_source_or_no_spot_makes_no_moves() -> None:
    geometry = new_scenario("heading-for-new-shores").geometry
    assert move_table(geometry, 0, (), (1, 2), {}, {}) is NO_MOVES
    assert move_table(geometry, 0, (5,), (), {5: 0}, {}) is NO_MOVES
    assert len(NO_MOVES) == 0 and list(NO_MOVES) == []


@pytest.mark.parametrize(
    ("scenario", "seed"),
    [
        ("heading-for-new-shores", 3),
        # A random game of a second map: one more sweep, for the slow run.
        pytest.param("four-islands", 4, marks=pytest.mark.slow),
    ],
)
def test_the_legal_actions_of_seafarers_games_hold_the_same_moves_every_way(
    scenario: str, seed: int
) -> None:
    state = GAME.new_state(4, seed, {"scenario": scenario})
    assert isinstance(state, CatanState)
    rng = random.Random(seed)
    tables = 0
    for _ in range(800):
        if state.is_over:
            break
        legal = state.legal_actions()
        if state.phase == "main":
            listed = _as_list(legal)
            moves = [a for a in listed if isinstance(a, MoveShip)]
            table = state._index().ship_moves(state.turn, state.pirate, tuple(state.ships_built))
            if moves:
                tables += 1
                assert moves == list(table) and listed[: len(listed)] == list(legal)
                assert all(state.is_legal(m) for m in moves)
                sources = {m.source for m in moves}
                # A move to a spot the table refused stays illegal.
                for source in sources:
                    for target in table.spots:
                        legal_move = move_ship(source, target) in moves
                        assert state.is_legal(move_ship(source, target)) == legal_move
        state.apply(legal[rng.randrange(len(legal))])
    assert tables > 0, scenario


def test_the_ship_moves_with_the_pirate_on_any_hex_are_the_rules_moves() -> None:
    """The index leaves out the pirate's edges from a seat's sources and spots in one look-up
    (nothing left out when none is on the pirate's hex): with the pirate on every hex in turn,
    at positions of a random game, its moves, spots and movable ships are the rules' own."""
    state = GAME.new_state(4, 5, {"scenario": "heading-for-new-shores"})
    assert isinstance(state, CatanState)
    rng = random.Random(5)
    geometry = state.geometry
    checked = blocked_some = 0
    for step in range(900):
        if state.is_over:
            break
        if step % 150 == 149:
            index = fresh_index(state)
            for seat in range(state.players):
                for pirate in (None, *range(len(geometry.tile_edges))):
                    blocked = pirate_edges(geometry, pirate)
                    built = tuple(state.ships_built) if seat == state.turn else ()
                    table = index.ship_moves(seat, pirate, built)
                    expected = rules_moves(
                        geometry,
                        state.waters,
                        seat,
                        state.ships,
                        state.roads,
                        state.buildings,
                        built,
                        blocked,
                    )
                    assert [(m.source, m.target) for m in table] == expected
                    free = index.ship_spots(seat, None)
                    assert list(index.ship_spots(seat, pirate)) == [
                        e for e in free if e not in blocked
                    ]
                    assert list(index.movable(seat, pirate)) == movable_ships(
                        geometry, seat, state.ships, state.buildings, (), blocked
                    )
                    blocked_some += not blocked.isdisjoint(index.movable(seat, None) + free)
                    checked += 1
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert checked > 0 and blocked_some > 0
