"""De Cape et d'Épée, the game object: metadata, set-up and the evaluation for computer
players."""

from __future__ import annotations

import random

from capboard.engine.protocol import Game, GameOptions
from capboard.games.cape_epee.actions import ACTION_TYPES
from capboard.games.cape_epee.board import cape_epee_data
from capboard.games.cape_epee.state import CapeEpeeState
from capboard.games.cape_epee.view import CapeEpeeView

UNKNOWN_CARD = 7.5
"""What a face-down card of another player is guessed to be worth."""


class CapeEpeeOptions(GameOptions):
    """De Cape et d'Épée has no options."""


class CapeEpee(Game[CapeEpeeView]):
    """Influence cards played face down under objectives: 25 characters with their powers."""

    id = "cape-epee"
    name = "De Cape et d'Épée"
    min_players = 2
    max_players = 6
    duration_minutes = 45
    action_bound = 2_000
    options_model = CapeEpeeOptions
    action_types = ACTION_TYPES
    rules_version = 2  # 2: the Hermit below 0, the Prince's claim his own
    # The cards decide much here: with the usual rate of mistakes the medium player won only
    # 53% of 200 two-player games against the easy one (61.8% at this rate).
    easy_mistakes = 0.7

    def _new_state(self, players: int, rng: random.Random, options: GameOptions) -> CapeEpeeState:
        return CapeEpeeState(self, players, rng)

    def evaluate(self, view: CapeEpeeView, seat: int) -> float:
        """Score so far, then the objectives one leads for in this round's columns (printed
        values, face-down cards of others guessed), weighed by their value."""
        if view.is_over:
            return (
                1000.0
                if seat in view.winners and len(view.winners) == 1
                else (0.0 if seat in view.winners else -1000.0)
            )
        data = cape_epee_data()
        value = 10.0 * (
            view.scores[seat] - max((s for i, s in enumerate(view.scores) if i != seat), default=0)
        )
        for column in view.columns:
            totals = [0.0] * view.players
            for card in column.cards:
                if card.card is None:
                    totals[card.owner] += UNKNOWN_CARD
                else:
                    totals[card.owner] += data.cards[card.card].value
            if not any(totals):
                continue
            leader = max(range(view.players), key=lambda s: totals[s])
            share = column.objective.value * (1.0 if column.complete else 0.6)
            value += share * (4.0 if leader == seat else -1.0) if totals[seat] else 0.0
        return value
