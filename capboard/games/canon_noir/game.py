"""Canon Noir, the game object: metadata, set-up, evaluation and computer aim."""

from __future__ import annotations

import random
from collections.abc import Sequence

from capboard.engine.protocol import Action, Game, GameOptions
from capboard.games.canon_noir.actions import ACTION_TYPES, Aim, Fire
from capboard.games.canon_noir.ballistics import ideal_aim
from capboard.games.canon_noir.board import canon_noir_data, king_distance
from capboard.games.canon_noir.state import CanonNoirState
from capboard.games.canon_noir.view import CanonNoirView

SHIP_VALUE = {"caravel": 6.0, "frigate": 3.0, "raft": 0.0}


class CanonNoirOptions(GameOptions):
    """Canon Noir has no options."""


class CanonNoir(Game[CanonNoirView]):
    """Pirate fleets race for the treasures of two islands, under cannon fire."""

    id = "canon-noir"
    name = "Canon Noir"
    min_players = 2
    max_players = 4
    duration_minutes = 30
    # Random fleets wander: a few thousand actions at most, and more means a loop.
    action_bound = 20_000
    options_model = CanonNoirOptions
    action_types = ACTION_TYPES
    rules_version = 2  # 2: a raft sails home and fires (see the in-app rules)

    def _new_state(self, players: int, rng: random.Random, options: GameOptions) -> CanonNoirState:
        return CanonNoirState(self, players, rng)

    def skill_action(
        self, view: CanonNoirView, legal: Sequence[Action], level: str, rng: random.Random
    ) -> Action | None:
        """Aiming: the ideal direction and power plus a normal error set by ``level``; the
        target: the ship whose loss hurts its owner most, nearest first."""
        data = canon_noir_data()
        if view.phase == "aim":
            me = view.fleets[view.fleet].at if view.fleet is not None else (0, 0)

            def worth(target: int) -> tuple[float, float]:
                fleet = view.fleets[target]
                value = 10.0 * fleet.treasure + (3.0 if fleet.ship == "frigate" else 1.0)
                return (value, -king_distance(me, fleet.at))

            return Aim(max((a.target for a in legal if isinstance(a, Aim)), key=worth))
        if view.phase != "fire" or view.shot is None:
            return None
        error = data.aim_error.get(level)
        shooter = view.fleets[view.shot.shooter].at
        target = view.fleets[view.shot.target].at
        direction, power = ideal_aim(shooter, target, data.ballistics)
        if error is None:
            return None  # no skill at all: any legal shot will do
        direction += rng.gauss(0.0, error[0])
        power += rng.gauss(0.0, error[1])
        power_max = data.ballistics.power_max
        return Fire(round(direction) % 360, min(power_max, max(0, round(power))))

    def evaluate(self, view: CanonNoirView, seat: int) -> float:
        """Banked treasures above all, then a treasure on board and nearness to the port,
        then the ship one sails; the best rival fleet counts against."""
        if view.is_over:
            return 1000.0 if view.winner == seat else -1000.0
        data = canon_noir_data()
        mine, theirs = float("-inf"), float("-inf")
        for index, fleet in enumerate(view.fleets):
            if fleet.owner is None:
                continue
            value = 100.0 * fleet.banked + SHIP_VALUE[fleet.ship]
            if fleet.treasure:
                value += 40.0 - 2.0 * king_distance(fleet.at, data.ports[index])
            elif fleet.ship != "raft":
                nearest = min(king_distance(fleet.at, t) for t in data.treasure_squares)
                value -= nearest * 0.8
            else:  # a raft: how far it must still sail home, as its rule counts it
                value -= data.home_steps[index][fleet.at] * 0.5
            if fleet.owner == seat:
                mine = max(mine, value)
            else:
                theirs = max(theirs, value)
        return mine - 0.5 * theirs
