"""Cap Horn, the game object: metadata, set-up and the evaluation for computer players."""

from __future__ import annotations

import random
from collections.abc import Sequence

from capboard.engine.protocol import Action, Game, GameOptions
from capboard.games.cap_horn import evaluation, planner
from capboard.games.cap_horn.actions import ACTION_TYPES
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

    def judgement(  # type: ignore[override]
        self, view: CapHornView, legal: Sequence[Action], level: str, rng: random.Random
    ) -> Action | None:
        """The hard player plans the rest of its turn (``planner``): which card to lay ahead of
        its ship, and where, for the move after. Other levels choose by one-ply look."""
        if level != "hard" or view.seat is None or view.seat != view.current_player:
            return None
        return planner.plan(self.determinize(view, rng), view.seat, rng)

    def search_pays(self, view: CapHornView) -> bool:  # type: ignore[override]
        """Never in Cap Horn: the turn planner beats sampling worlds (measured), and the buying
        at the end of a turn is a one-ply choice."""
        return False

    def evaluate(self, view: CapHornView, seat: int) -> float:  # type: ignore[override]
        """Wind roses and the route still to sail to win, points, cards and what the card
        under the ship promises (:mod:`evaluation`)."""
        return evaluation.evaluate(view, seat)
