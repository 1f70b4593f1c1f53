"""Cappella, the game object: metadata, set-up and the evaluation used by computer players."""

from __future__ import annotations

import random

from capboard.engine.protocol import Game, GameOptions
from capboard.games.cappella.actions import ACTION_TYPES
from capboard.games.cappella.board import cappella_data
from capboard.games.cappella.state import CappellaState
from capboard.games.cappella.view import CappellaView


class CappellaOptions(GameOptions):
    """Cappella has no options."""


class Cappella(Game[CappellaView]):
    """Two players lay paths across a honeycomb of tokens and build with them."""

    id = "cappella"
    name = "Cappella"
    min_players = 2
    max_players = 2
    duration_minutes = 10
    # 40 paths, each laid once per trip to the board, plus builds of at most 6 steps: a game
    # cannot come near this many actions.
    action_bound = 2_000
    options_model = CappellaOptions
    # Every token lies face up and no die is thrown: the hard player searches the true game.
    perfect_information = True
    action_types = ACTION_TYPES
    rules_version = 2  # 2: a deal that blocks the first player ends the game

    def _new_state(self, players: int, rng: random.Random, options: GameOptions) -> CappellaState:
        data = cappella_data()
        tokens = list(data.token_pool)
        # The tokens are shuffled and laid out as a honeycomb; then the first player is drawn.
        rng.shuffle(tokens)
        first = rng.randrange(2)
        return CappellaState(self, tuple(tokens), first, rng).start()

    def evaluate(self, view: CappellaView, seat: int) -> float:
        """Points ahead, then material within reach of one's paths and paths in hand.

        A finished game is worth far more than any position; a building being paid for counts
        as built, because every step of a build is legal only when it can be completed. A
        fourth building being paid for ends the game once placed, so it is scored as the end:
        the builder wins with at least the other's points (the tie goes to more buildings),
        counting the water bonus when a token where it may stand is next to water (the builder
        chooses where).
        """
        other = 1 - seat
        if view.is_over:
            mine, theirs = view.scores[seat], view.scores[other]
            if mine != theirs:
                return 1000.0 if mine > theirs else -1000.0
        value = 10.0 * (view.scores[seat] - view.scores[other])
        data = cappella_data()
        if view.build is not None:
            builder = view.current_player
            assert builder is not None  # a building under way is its builder's to pay for
            points = data.buildings[view.build.building].points
            if view.buildings_left[builder] == 1:
                if _water_site(view, builder, data.buildings[view.build.building].token):
                    points += data.water_bonus
                ahead = view.scores[builder] + points >= view.scores[1 - builder]
                return 1000.0 if ahead == (builder == seat) else -1000.0
            value += (10.0 if builder == seat else -10.0) * points
        for who, sign in ((seat, 1.0), (other, -1.0)):
            touched: dict[str, int] = {}
            for k, owner in enumerate(view.paths):
                if owner != who:
                    continue
                for cell in view.sides[k]:
                    kind = view.tokens[cell]
                    touched[kind] = touched.get(kind, 0) + 1
            materials = sum(min(touched.get(m, 0), 2) for m in data.materials)
            sites = sum(min(touched.get(b.token, 0), 1) for b in data.buildings.values())
            value += sign * (0.6 * materials + 0.8 * sites + 0.15 * view.stock[who])
        return value


def _water_site(view: CappellaView, builder: int, token: str) -> bool:
    """Whether a building of ``builder`` may go on a ``token`` next to water: a token of that
    kind with no building, one of the builder's paths arriving there, water beside it."""
    grid = cappella_data().grid
    for k, owner in enumerate(view.paths):
        if owner != builder:
            continue
        for cell in view.sides[k]:
            free = view.tokens[cell] == token and view.buildings[cell] is None
            if free and any(n in view.water_cells for n in grid.neighbours[cell]):
                return True
    return False
