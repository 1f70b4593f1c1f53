"""Seeded Catan positions for the ui tests, reached by a simple builder who plays for every
seat: build what it can (a city first), buy cards, roll, rob at random, and sometimes trade."""

from __future__ import annotations

import random
from collections.abc import Callable

from capboard.engine import registry
from capboard.engine.protocol import Action, Event
from capboard.games.catan.actions import (
    AnswerTrade,
    BuildCity,
    BuyDevelopment,
    CancelTrade,
    ConfirmTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    OfferTrade,
    PlaceRoad,
    PlaceSettlement,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
    Steal,
)
from capboard.games.catan.state import CatanState
from capboard.games.catan.trade import offers_apart
from capboard.games.catan.view import CatanView

COLOURS = ("#0072B2", "#D55E00", "#009E73", "#E69F00")
NAMES = ["Alice", "Bruno", "Chloé", "David"]

Wanted = Callable[[CatanState, CatanView], bool]

_PREFERENCE: tuple[type[Action], ...] = (
    BuildCity,
    PlaceSettlement,
    PlayKnight,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    PlayMonopoly,
    BuyDevelopment,
    Roll,
    MoveRobber,
    Steal,
    Discard,
    ConfirmTrade,
    PlaceRoad,
)


def short_legal(state: CatanState) -> list[Action]:
    """The legal actions without the thousands of offers."""
    return offers_apart(state.legal_actions())[0]


def builder_choice(state: CatanState, rng: random.Random) -> Action:
    """A builder's move: the first kind of :data:`_PREFERENCE` it may play (roads only now and
    then), a bank trade or an offer from time to time, else the end of the turn."""
    legal = short_legal(state)
    if state.phase == "trade_answer":
        return AnswerTrade(True) if AnswerTrade(True) in legal else AnswerTrade(False)
    for kind in _PREFERENCE:
        options = [a for a in legal if isinstance(a, kind)]
        if not options:
            continue
        if kind is PlaceRoad and state.phase == "main" and rng.random() < 0.5:
            continue
        return rng.choice(options)
    maritime = [a for a in legal if isinstance(a, MaritimeTrade)]
    if maritime and rng.random() < 0.5:
        return rng.choice(maritime)
    if state.phase == "main" and state.offers_left > 0 and rng.random() < 0.2:
        offers = [a for a in state.legal_actions() if isinstance(a, OfferTrade)]
        simple = [a for a in offers if sum(a.give) == 1 and sum(a.get) == 1]
        if simple:
            return rng.choice(simple)
    if CancelTrade() in legal:
        return CancelTrade()
    if EndTurn() in legal:
        return EndTurn()
    return rng.choice(legal)


def play_until(
    wanted: Wanted,
    players: int = 3,
    seeds: range = range(40),
    limit: int = 1500,
    viewer: Callable[[CatanState], int | None] | None = None,
) -> tuple[CatanState, list[Event]]:
    """A game played by :func:`builder_choice` for every seat, stopped at the first position
    where ``wanted(state, view)`` holds (``view``: the actor's, or ``viewer(state)``'s);
    returns the state and the events of the last action."""
    game = registry.get("catan")
    for seed in seeds:
        state = game.new_state(players, seed)
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
            events = state.apply(builder_choice(state, rng))
    raise AssertionError("no seeded game reached the wanted position")
