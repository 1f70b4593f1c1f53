"""The ship and road edges of a map as its land stands, worked out from those of the land last
asked at the hexes turned up since (The Fog Islands turns up a hex at a time), are those of
the whole map worked out afresh, at every land met in random fog games."""

from __future__ import annotations

import random

import pytest

from capboard.games.catan.pieces_sea import _waters
from capboard.games.catan.ships import Waters
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import GAME, sweep


@pytest.mark.parametrize("seed", sweep(3, 1))
def test_the_waters_of_the_land_turned_up_are_those_worked_out_afresh(seed: int) -> None:
    state = GAME.new_state(4, seed, {"scenario": "fog-islands"})
    assert isinstance(state, CatanState)
    rng = random.Random(seed)
    geometry = state.geometry
    lands = set()
    for _ in range(3000):
        if state.is_over:
            break
        if state.is_land not in lands:
            lands.add(state.is_land)
            waters = _waters(state.catan.id, state.is_land)
            fresh = Waters.of(geometry, state.is_land)
            assert waters.ship_edges == fresh.ship_edges
            assert waters.road_edges == fresh.road_edges
            assert waters.corner_ship_edges == tuple(
                fresh.ship_edges.intersection(edges) for edges in geometry.corner_edges
            )
        state.apply(rng.choice(state.legal_actions()))
    assert len(lands) > 5
