"""Seafarers in the game state, the pirate and the robber (catan.md "Seafarers rules";
catan-reference.md B.3): the pirate's edges closed to ships, the pirate robbing ship owners and
not coastal settlements, the pirate option off, and the robber off the board without a
desert."""

from __future__ import annotations

import random

import pytest

from capboard.engine.protocol import IllegalAction
from capboard.games.catan.actions import (
    EndTurn,
    MovePirate,
    MoveRobber,
    PlaceShip,
    PlayKnight,
    Steal,
)
from capboard.games.catan.scenario import scenario, scenario_ids
from capboard.games.catan.ships import pirate_edges
from capboard.games.catan.state import CatanState
from tests.games.catan.helpers import (
    GAME,
    NEW_SHORES,
    coastal_own_corner,
    empty_hands,
    give,
    play_setup,
    ready_at_coast,
    roll_until,
    sea,
)


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
    play_setup(off, 5)
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


def test_without_a_desert_the_robber_starts_off_the_board() -> None:
    state = sea(4, 1, "four-islands")
    assert state.robber is None
    play_setup(state)
    state.phase = "robber"
    state._legal = None
    robber = [a for a in state.legal_actions() if isinstance(a, MoveRobber)]
    assert len(robber) == sum(state.is_land)
