"""Seeded Cappella games for the ui tests: positions reached by greedy computer players."""

from __future__ import annotations

from collections.abc import Callable

from capboard.engine import levels, registry
from capboard.engine.protocol import Event
from capboard.games.cappella.state import CappellaState
from capboard.games.cappella.view import CappellaView

COLOURS = ("#0072B2", "#D55E00")
NAMES = ["Alice", "Bob"]

Wanted = Callable[[CappellaState, CappellaView], bool]


def play_until(wanted: Wanted, seeds: range = range(40)) -> tuple[CappellaState, list[Event]]:
    """A game played by greedy computer players, stopped at the first position where
    ``wanted(state, view)`` holds; returns the state and the events of the last action."""
    game = registry.get("cappella")
    for seed in seeds:
        state = game.new_state(2, seed)
        players = [levels.make_bot("greedy", game, seat, seed + seat) for seat in range(2)]
        events: list[Event] = []
        while not state.is_over:
            seat = state.actor()
            view = state.view(seat)
            if wanted(state, view):
                return state, events
            events = state.apply(players[seat].choose(view, state.legal_actions()))
    raise AssertionError("no seeded game reached the wanted position")


def has_paths_of_both(view: CappellaView) -> bool:
    """Both players have paths on the board."""
    return 0 in view.paths and 1 in view.paths
