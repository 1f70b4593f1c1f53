"""Seeded Seafarers positions for the ui tests, reached by a builder who plays every seat: it
builds (ships first), moves a ship or the pirate now and then, takes its gold, and ends its
turn."""

from __future__ import annotations

import random
from collections.abc import Callable

from capboard.engine import registry
from capboard.engine.protocol import Action, Event
from capboard.games.catan.actions import (
    BuildCity,
    BuyDevelopment,
    ChooseGold,
    Discard,
    EndTurn,
    MaritimeTrade,
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
from capboard.games.catan.state import CatanState
from capboard.games.catan.trade import offers_apart
from capboard.games.catan.view import CatanView

Wanted = Callable[[CatanState, CatanView], bool]

_PREFERENCE: tuple[type[Action], ...] = (
    BuildCity,
    PlaceSettlement,
    PlaceShip,
    ChooseGold,
    PlayKnight,
    PlayRoadBuilding,
    BuyDevelopment,
    Roll,
    MovePirate,
    MoveRobber,
    Steal,
    Discard,
    PlaceRoad,
    MoveShip,
)
_NOW_AND_THEN = (PlaceRoad, MoveShip, MovePirate)
"""Kinds the builder plays only half of the time in the main phase (or it would never stop)."""


def sea_choice(state: CatanState, rng: random.Random) -> Action:
    """A builder's move in a Seafarers game."""
    legal, _ = offers_apart(state.legal_actions())
    for kind in _PREFERENCE:
        options = [a for a in legal if isinstance(a, kind)]
        if not options:
            continue
        if kind in _NOW_AND_THEN and state.phase in ("main", "robber") and rng.random() < 0.5:
            continue
        return rng.choice(options)
    maritime = [a for a in legal if isinstance(a, MaritimeTrade)]
    if maritime and rng.random() < 0.5:
        return rng.choice(maritime)
    if EndTurn() in legal:
        return EndTurn()
    return rng.choice(legal)


def sea_until(
    wanted: Wanted,
    scenario: str = "heading-for-new-shores",
    players: int = 3,
    seeds: range = range(30),
    limit: int = 1500,
    viewer: Callable[[CatanState], int | None] | None = None,
) -> tuple[CatanState, list[Event]]:
    """A ``scenario`` game played by :func:`sea_choice` for every seat, stopped at the first
    position where ``wanted(state, view)`` holds (``view``: the actor's, or ``viewer(state)``'s);
    returns the state and the events of the last action."""
    game = registry.get("catan")
    for seed in seeds:
        state = game.new_state(players, seed, {"scenario": scenario})
        assert isinstance(state, CatanState)
        rng = random.Random(seed)
        events: list[Event] = list(state.setup_events())
        for _ in range(limit):
            if state.is_over:
                break
            seat = viewer(state) if viewer is not None else state.actor()
            view = state.view(seat)
            if wanted(state, view):
                return state, events
            events = state.apply(sea_choice(state, rng))
    raise AssertionError("no seeded game reached the wanted position")


def next_events(
    wanted: Callable[[list[Event]], bool],
    scenario: str = "fog-islands",
    players: int = 3,
    seeds: range = range(30),
    limit: int = 1500,
) -> tuple[CatanState, CatanState, list[Event]]:
    """The first position whose next builder's action makes events that ``wanted`` likes:
    (the state before, the state after, those events)."""
    game = registry.get("catan")
    for seed in seeds:
        state = game.new_state(players, seed, {"scenario": scenario})
        assert isinstance(state, CatanState)
        rng = random.Random(seed)
        for _ in range(limit):
            if state.is_over:
                break
            before = state.clone()
            events = state.apply(sea_choice(state, rng))
            if wanted(events):
                return before, state, events
    raise AssertionError("no seeded game made the wanted events")
