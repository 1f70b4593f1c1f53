"""Cap Horn, the game object: metadata, set-up and the evaluation for computer players."""

from __future__ import annotations

import random

from capboard.engine.protocol import Game, GameOptions
from capboard.games.cap_horn.actions import ACTION_TYPES
from capboard.games.cap_horn.board import cap_horn_data
from capboard.games.cap_horn.navigation import course_position
from capboard.games.cap_horn.state import CapHornState
from capboard.games.cap_horn.view import CapHornView


class CapHornOptions(GameOptions):
    """Cap Horn has no options."""


class CapHorn(Game):
    """A sailing race around Cape Horn on navigation cards laid on the sea."""

    id = "cap-horn"
    name = "Cap Horn"
    min_players = 2
    max_players = 5
    duration_minutes = 50
    action_bound = 200_000
    options_model = CapHornOptions
    action_types = ACTION_TYPES

    def _new_state(self, players: int, rng: random.Random, options: GameOptions) -> CapHornState:
        return CapHornState(self, players, rng)

    def evaluate(self, view: CapHornView, seat: int) -> float:  # type: ignore[override]
        """Wind roses above all, then progress along the course, then points and cards."""
        if view.is_over:
            return 1000.0 if view.winner == seat else -1000.0
        best_other = max(
            (self._standing(view, s) for s in range(view.players) if s != seat), default=0.0
        )
        return self._standing(view, seat) - 0.5 * best_other

    @staticmethod
    def _standing(view: CapHornView, seat: int) -> float:
        roses = len(view.roses[seat])
        return (
            40.0 * roses
            + 3.0 * course_position(cap_horn_data(), view.ships[seat])
            + 0.6 * view.points[seat]
            + 0.8 * view.hand_sizes[seat]
        )
