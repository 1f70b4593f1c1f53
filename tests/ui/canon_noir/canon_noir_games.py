"""Seeded Canon Noir games for the ui tests: positions reached by greedy computer players."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from capboard.engine import levels, registry
from capboard.engine.protocol import Event, State
from capboard.games.canon_noir.view import CanonNoirView

COLOURS = ("#0072B2", "#D55E00", "#009E73", "#E69F00")
NAMES = ["Alice", "Bob", "Chloé", "David"]

Wanted = Callable[[State, CanonNoirView], bool]


def play_until(
    wanted: Wanted, players: int = 2, seeds: Iterable[int] = range(40)
) -> tuple[State, list[Event]]:
    """A game played by greedy computer players, stopped at the first position where
    ``wanted(state, view)`` holds (the view is the actor's); returns the state and the events
    of the last action."""
    game = registry.get("canon-noir")
    for seed in seeds:
        state = game.new_state(players, seed)
        players_ = [levels.make_bot("greedy", game, seat, seed + seat) for seat in range(players)]
        events: list[Event] = []
        while not state.is_over:
            seat = state.actor()
            view = state.view(seat)
            if wanted(state, view):
                return state, events
            events = state.apply(players_[seat].choose(view, state.legal_actions()))
    raise AssertionError("no seeded game reached the wanted position")


def phase_is(phase: str) -> Wanted:
    """A position in ``phase``."""
    return lambda state, view: view.phase == phase
