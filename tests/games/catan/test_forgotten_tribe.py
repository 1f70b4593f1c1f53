"""The Forgotten Tribe (catan-reference.md B.8 row 5, B.9.2 SC_FTRI): the map with the tribe's
islands and their marked coast edges, and the scenario's rules, one test per rule sentence."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from capboard.games.catan.actions import MoveRobber, PlaceSettlement
from capboard.games.catan.scenario import scenario, scenario_map, scenario_setup
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import GAME

TRIBE = "forgotten-tribe"


def tribe_game(players: int = 4, seed: int = 1) -> CatanState:
    state = GAME.new_state(players, seed, {"scenario": TRIBE})
    assert isinstance(state, CatanState)
    return state


def play_setup(state: CatanState, seed: int = 0) -> None:
    rng = random.Random(seed)
    while state.phase.startswith("setup") or state.phase == "gold":
        state.apply(rng.choice(state.legal_actions()))


def tribe_tiles(state: CatanState) -> frozenset[int]:
    return state.catan.layout.tribe_tiles  # type: ignore[union-attr]


def test_the_game_is_won_at_13_points() -> None:
    assert scenario(TRIBE).target == 13
    assert tribe_game().target == 13


@pytest.mark.parametrize("players", [3, 4])
def test_the_map_has_twelve_tribe_hexes_on_six_islands_and_eighteen_gifts(players: int) -> None:
    # B.9.2: tribe islands G O | D O W | S | L | D C | C D G; gifts 8 chits, 4 cards, 6 harbours.
    catan = scenario_map(TRIBE, players)
    layout = catan.layout
    assert len(layout.tribe_tiles) == 12  # type: ignore[union-attr]
    assert len({layout.area_of[t] for t in layout.tribe_tiles}) == 6  # type: ignore[union-attr]
    kinds = Counter(kind for _, kind in layout.gifts)  # type: ignore[union-attr]
    assert kinds == {"point": 8, "card": 4, "harbour": 6}
    assert catan.harbours == ()  # every harbour is a gift


@pytest.mark.parametrize("players", [3, 4])
def test_each_gift_lies_on_a_coast_of_a_tribe_island(players: int) -> None:
    catan = scenario_map(TRIBE, players)
    layout = catan.layout
    tribe = layout.tribe_tiles  # type: ignore[union-attr]
    for edge, _ in layout.gifts:  # type: ignore[union-attr]
        tiles = catan.geometry.edge_tiles[edge]
        assert any(t in tribe for t in tiles)
        assert len(tiles) == 1 or any(not catan.is_land[t] for t in tiles)


def test_the_gift_harbours_are_five_special_and_one_generic() -> None:
    board, _ = scenario_setup(scenario_map(TRIBE, 4), random.Random(3))
    harbours = sorted(g.split(":")[1] for _, g in board.gifts if g.startswith("harbour:"))
    assert harbours == sorted(["generic", "brick", "lumber", "wool", "grain", "ore"])


def test_tribe_islands_cannot_be_settled() -> None:
    for seed in range(3):
        state = tribe_game(4, seed)
        tribe = tribe_tiles(state)
        rng = random.Random(seed)
        while state.phase.startswith("setup") or state.phase == "gold":
            for action in state.legal_actions():
                if isinstance(action, PlaceSettlement):
                    tiles = state.geometry.corner_tiles[action.corner]
                    assert not all(t in tribe or not state.is_land[t] for t in tiles)
            state.apply(rng.choice(state.legal_actions()))
        assert state.catan.closed_corners
        assert not set(state.buildings) & state.catan.closed_corners


def test_tribe_islands_produce_nothing() -> None:
    state = tribe_game(4, 5)
    for tile in tribe_tiles(state):
        assert state.board.numbers[tile] is None


def test_the_robber_cannot_go_to_the_small_islands() -> None:
    state = tribe_game(4, 2)
    play_setup(state)
    state.phase = "robber"
    state._legal = None
    targets = {a.tile for a in state.legal_actions() if isinstance(a, MoveRobber)}
    assert targets
    assert not targets & tribe_tiles(state)
    main = {t for t in range(len(state.is_land)) if state.is_land[t]} - tribe_tiles(state)
    assert targets == main - {state.robber}
