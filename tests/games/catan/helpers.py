"""Shared set-up for the Catan state tests: a new game, a played set-up, hands dealt by hand, and
a Seafarers game ready at a coast."""

from __future__ import annotations

import random

import pytest

from capboard.games.catan.actions import Roll
from capboard.games.catan.game import Catan
from capboard.games.catan.pieces import PieceIndex
from capboard.games.catan.scenario import Layout
from capboard.games.catan.state import RESOURCES, CatanState

GAME = Catan()


def sweep(seeds: int, quick: int) -> list[object]:
    """Seeds for ``seeds`` random cases: the first ``quick`` in the quick run, the others
    marked slow (continuous integration runs both)."""
    return [s if s < quick else pytest.param(s, marks=pytest.mark.slow) for s in range(seeds)]


def calls_of(monkeypatch: pytest.MonkeyPatch, owner: object, name: str) -> list[None]:
    """Count the calls of ``owner.name`` for the rest of the test: the list returned grows by
    one at each (the calls still do what they did)."""
    calls: list[None] = []
    function = getattr(owner, name)

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(None)
        return function(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


def new(players: int = 3, seed: int = 1) -> CatanState:
    state = GAME.new_state(players, seed)
    assert isinstance(state, CatanState)
    return state


def new_scenario(scenario_id: str, players: int = 4, seed: int = 1) -> CatanState:
    """A new game of a Seafarers scenario."""
    state = GAME.new_state(players, seed, {"scenario": scenario_id})
    assert isinstance(state, CatanState)
    return state


NEW_SHORES = "heading-for-new-shores"


def sea(players: int = 4, seed: int = 1, scenario_id: str = NEW_SHORES) -> CatanState:
    """A new game of a Seafarers scenario, Heading for New Shores unless another is named."""
    state = GAME.new_state(players, seed, {"scenario": scenario_id})
    assert isinstance(state, CatanState)
    return state


def coastal_own_corner(state: CatanState, seat: int) -> int | None:
    """A corner of ``seat``'s buildings on a coast (where a ship may touch it), or None."""
    for corner, (s, _) in state.buildings.items():
        if s == seat and any(
            e in state.waters.ship_edges for e in state.geometry.corner_edges[corner]
        ):
            return corner
    return None


def ready_at_coast(seed_range=range(60), players: int = 4) -> tuple[CatanState, int, int]:
    """A New Shores game after set-up, the player to move in the main phase with empty hands,
    owning a coastal building; returns the state, the seat and the corner."""
    for seed in seed_range:
        state = sea(players, seed)
        play_setup(state, seed)
        empty_hands(state)
        to_main(state)
        me = state.turn
        corner = coastal_own_corner(state, me)
        if corner is not None:
            state.pirate = None  # out of the way unless a test puts it back
            state._legal = None
            return state, me, corner
    raise AssertionError("no coastal building")


def layout_of(state: CatanState) -> Layout:
    """The scenario's layout of a game (its villages, wonders, lanes, gifts...)."""
    layout = state.catan.layout
    assert isinstance(layout, Layout)
    return layout


def play_setup(state: CatanState, seed: int = 0) -> None:
    """Play the set-up with random legal placements, gold fields' choices included."""
    rng = random.Random(seed)
    while state.phase.startswith("setup") or state.phase == "gold":
        state.apply(rng.choice(state.legal_actions()))


def scenario_in_main(scenario_id: str, players: int = 4, seed: int = 0) -> CatanState:
    """A game of a scenario after its set-up, the player to move in the main phase with empty
    hands."""
    state = new_scenario(scenario_id, players, seed)
    play_setup(state, seed)
    to_main(state)
    empty_hands(state)
    return state


def finish_setup(state: CatanState, rng: random.Random | None = None) -> None:
    """Play the set-up with random legal placements."""
    rng = rng or random.Random(0)
    while state.phase.startswith("setup"):
        state.apply(rng.choice(state.legal_actions()))


def give(state: CatanState, seat: int, **cards: int) -> None:
    """Hand ``seat`` cards from the bank (test set-up only)."""
    for r, n in cards.items():
        state.bank[r] -= n
        state.hands[seat][r] += n
    state._legal = None


def empty_hands(state: CatanState) -> None:
    for seat, hand in enumerate(state.hands):
        for r in RESOURCES:
            state.bank[r] += hand[r]
            hand[r] = 0
        state.hands[seat] = hand
    state._legal = None


def to_main(state: CatanState) -> None:
    """Put the player to move in the main phase, as if a harmless number had been rolled."""
    state.phase = "main"
    state._legal = None


def roll_until(state: CatanState, want_seven: bool) -> None:
    """Roll (restoring the rng and trying another seed) until the roll is or is not a 7."""
    for seed in range(1000):
        trial = state.clone()
        trial.rng = random.Random(seed)
        trial.apply(Roll())
        if (sum(trial.last_roll) == 7) == want_seven:
            state.rng = random.Random(seed)
            state.apply(Roll())
            return
    raise AssertionError("no such roll")


def fresh_index(state: CatanState) -> PieceIndex:
    """An index of the state's pieces worked out from scratch, nothing carried over from
    earlier positions: what the index the state carries must answer as."""
    return PieceIndex(
        state.catan,
        state.board,
        state.is_land,
        state.players,
        state.buildings,
        state.roads,
        state.ships,
    )


def land_path(state: CatanState, start: int, length: int) -> tuple[list[int], list[int]] | None:
    """A path of ``length`` free land edges from corner ``start`` through empty corners, each
    step the first such edge in corner order: its corners and its edges, or None."""
    geometry = state.geometry
    path, edges = [start], []
    while len(edges) < length:
        here = path[-1]
        step = next(
            (
                (e, c)
                for e in geometry.corner_edges[here]
                for c in geometry.edge_corners[e]
                if c not in path
                and e not in state.roads
                and c not in state.buildings
                and state._is_land_edge(e)
            ),
            None,
        )
        if step is None:
            return None
        edges.append(step[0])
        path.append(step[1])
    return path, edges
