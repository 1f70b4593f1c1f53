"""Cap Horn, the game object: metadata, set-up and the evaluation for computer players."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from capboard.engine.protocol import Action, Game, GameOptions
from capboard.games.cap_horn import evaluation, planner
from capboard.games.cap_horn.actions import ACTION_TYPES, BuyCard, EndTurn
from capboard.games.cap_horn.state import CapHornState
from capboard.games.cap_horn.view import CapHornView


class CapHornOptions(GameOptions):
    """Cap Horn has no options."""


class CapHorn(Game[CapHornView]):
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

    def judgement(
        self, view: CapHornView, legal: Sequence[Action], level: str, rng: random.Random
    ) -> Action | None:
        """The hard player plans the rest of its turn (``planner``): which card to lay ahead of
        its ship, and where, for the move after. Other levels choose by one-ply look. At the
        end of a turn, every level buys a card when the position after buying it looks better
        than the position as it is (ending the turn changes nothing for the seat)."""
        if view.seat is None or view.seat != view.current_player:
            return None
        if view.phase == "buy":
            return self._buy_or_end(view, legal, rng)
        if level != "hard":
            return None
        # Game.determinize answers a State[CapHornView]: this game's states are CapHornStates.
        world = cast(CapHornState, self.determinize(view, rng))
        return planner.plan(world, view.seat, rng)

    def _buy_or_end(
        self, view: CapHornView, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        buy = next((a for a in legal if isinstance(a, BuyCard)), None)
        end = next((a for a in legal if isinstance(a, EndTurn)), None)
        seat = view.seat
        if buy is None or end is None or seat is None:
            return None
        after = self.determinize(view, rng)
        after.apply(buy)
        better = self.evaluate(after.view(seat), seat) > self.evaluate(view, seat) + 1e-9
        return buy if better else end

    def search_pays(self, view: CapHornView) -> bool:
        """Never in Cap Horn: the turn planner beats sampling worlds (measured), and the buying
        at the end of a turn is a one-ply choice."""
        return False

    def evaluate(self, view: CapHornView, seat: int) -> float:
        """Wind roses and the route still to sail to win, points, cards and what the card
        under the ship promises (:mod:`evaluation`)."""
        return evaluation.evaluate(view, seat)
