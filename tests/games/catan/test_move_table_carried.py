"""A seat's ship moves carried from the position where it last asked (while no change since
took or freed an edge at its line's anchors) are the moves worked out afresh: at every
main-phase decision of random Seafarers games, the table the game was handed is the one an
index made from scratch gives, whether it was carried, found again or worked out."""

from __future__ import annotations

import random

import pytest

from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import GAME, fresh_index, sweep

SCENARIOS = ("heading-for-new-shores", "fog-islands", "four-islands", "wonders-of-catan")


@pytest.mark.parametrize("seed", sweep(len(SCENARIOS), 1))
def test_the_moves_carried_from_an_earlier_position_are_the_moves_worked_out_afresh(
    seed: int,
) -> None:
    state = GAME.new_state(4, seed, {"scenario": SCENARIOS[seed]})
    assert isinstance(state, CatanState)
    rng = random.Random(seed)
    carried = checked = 0
    for _ in range(2500):
        if state.is_over:
            break
        legal = state.legal_actions()
        if state.phase == "main" and not state.ship_moved:
            index = state._index()
            seat, pirate, built = state.turn, state.pirate, tuple(state.ships_built)
            table = index._ship_moves[seat, pirate, built]  # the table the decision was given
            fresh = fresh_index(state).ship_moves(seat, pirate, built)
            assert table == fresh and list(table) == list(fresh)
            # Worked out in an earlier position, and kept since.
            carried += table.asked < index._depth and table.near is not None
            checked += 1
        state.apply(legal[rng.randrange(len(legal))])
    assert checked > 100 and carried > 5, (checked, carried)
