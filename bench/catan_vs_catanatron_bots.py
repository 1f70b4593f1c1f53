"""Benchmark: one Capboard computer player against three of catanatron's, on Capboard's table
(or, with ``--reverse``, one catanatron player against three of Capboard's).

Why it exists: to measure Capboard's Catan players against another engine's bots. Each game
seats Capboard's player (``--level``, hard by default) at one seat, rotated from game to game,
and catanatron players at the other three, on the classic island (``--reverse`` swaps them:
catanatron's player alone at the rotated seat, Capboard's at the other three); Capboard's engine
referees (its rules are the spec). At each decision of a catanatron seat the position is
rebuilt as a catanatron game (``bench/catanatron_state.py``), the catanatron player chooses
among its own moves that Capboard allows, and its choice is played as the Capboard actions of
the same move (``bench/catanatron_actions.py``). Trades between players are left out for every
seat, since catanatron has none. Capboard's players read only their seat's view; catanatron's
players read the whole position (hidden cards included), which is their nature.

catanatron is a benchmark-only extra, never a run-time dependency of Capboard::

    pip install '.[bench]'
    python bench/catan_vs_catanatron_bots.py --opponent alphabeta --games 200 --seed 0 --json

``--opponent``: ``alphabeta`` (catanatron's AlphaBetaPlayer at its default depth) and ``value``
(its ValueFunctionPlayer) are looked up where catanatron releases keep them
(``catanatron.players.minimax`` and ``.value``, or the ``catanatron_experimental`` package);
the catanatron 3.2.1 wheel ships neither, and the script then says so and exits with 2.
``weighted`` (WeightedRandomPlayer), ``victorypoint`` (VictoryPointPlayer) and ``random``
are in 3.2.1 and check the bridge.

The JSON holds ``games``, ``wins``, ``win_rate`` and ``ci95`` (the Wilson 95% interval of the
win rate) for the lone seat (Capboard's, or catanatron's with ``--reverse``: its ``alone`` says
whose), and ``translation_failures``: catanatron choices that had no
legal Capboard counterpart (a random legal action was played instead).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Benchmark the checkout this script belongs to, and find the bridge beside it.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from capboard.engine.levels import LEVELS
from capboard.engine.protocol import Action
from capboard.games.catan.actions import AnswerTrade, CancelTrade, ConfirmTrade, OfferTrade
from capboard.games.catan.game import Catan
from capboard.games.catan.state import CatanState

PLAYERS = 4
DOMESTIC = (OfferTrade, AnswerTrade, ConfirmTrade, CancelTrade)
"""Capboard's trades between players, left out for every seat: catanatron has none."""
ACTION_LIMIT = 20_000
"""A game still running after this many actions is stopped and counted as an error."""
Z95 = 1.959963984540054

OPPONENTS: dict[str, tuple[tuple[str, str], ...]] = {
    "alphabeta": (
        ("catanatron.players.minimax", "AlphaBetaPlayer"),
        ("catanatron_experimental.machine_learning.players.minimax", "AlphaBetaPlayer"),
    ),
    "value": (
        ("catanatron.players.value", "ValueFunctionPlayer"),
        ("catanatron_experimental.machine_learning.players.value", "ValueFunctionPlayer"),
    ),
    "weighted": (("catanatron.players.weighted_random", "WeightedRandomPlayer"),),
    "victorypoint": (("catanatron.players.search", "VictoryPointPlayer"),),
    "random": (("catanatron.models.player", "RandomPlayer"),),
}
"""Where each catanatron player class may be found, first match wins."""


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def opponent_class(name: str) -> Any | None:
    """catanatron's player class for ``name``, or None when this catanatron has none."""
    for module_name, class_name in OPPONENTS[name]:
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        found = getattr(module, class_name, None)
        if found is not None:
            return found
    return None


@dataclass
class Tally:
    """What the games gave, for the lone seat."""

    games: int = 0
    wins: int = 0
    errors: int = 0
    translation_failures: int = 0
    catanatron_decisions: int = 0
    actions: int = 0
    """Every action of the games, every seat's: what the decisions are a share of."""
    seconds: float = 0.0
    error_details: list[str] = field(default_factory=list)

    def to_json(self, opponent: str, level: str, seed: int, alone: str) -> dict[str, object]:
        """The machine-readable summary."""
        low, high = wilson(self.wins, self.games)
        return {
            "alone": alone,
            "opponent": opponent,
            "level": level,
            "seed": seed,
            "games": self.games,
            "wins": self.wins,
            "win_rate": round(self.wins / self.games, 4) if self.games else 0.0,
            "ci95": [round(low, 4), round(high, 4)],
            "errors": self.errors,
            "translation_failures": self.translation_failures,
            "catanatron_decisions": self.catanatron_decisions,
            "actions": self.actions,
            "seconds": round(self.seconds, 2),
        }


class CatanatronSeat:
    """A catanatron player at a Capboard seat: a move of several Capboard steps (a robber
    moved, then a victim robbed) is played step by step."""

    def __init__(self, player: Any, bridge: Any, rng: random.Random) -> None:
        self.player = player
        self.bridge = bridge
        self.rng = rng
        self.plan: list[Action] = []

    def choose(self, state: CatanState, legal: list[Action], tally: Tally) -> Action:
        """The next Capboard action of this seat."""
        from catanatron_state import catanatron_game, playable_actions

        if self.plan:
            step = self.plan.pop(0)
            if step in legal:
                return step
            self.plan.clear()
            tally.translation_failures += 1
        if state.phase == "steal":  # only reached when a plan went wrong
            tally.translation_failures += 1
            return self.rng.choice(legal)
        game = catanatron_game(state, self.bridge)
        offered = playable_actions(state, self.bridge, game)
        game.state.playable_actions = offered
        tally.catanatron_decisions += 1
        chosen = self.player.decide(game, offered) if len(offered) > 1 else offered[0]
        steps = list(self.bridge.to_capboard(state, chosen, self.rng))
        if not steps or steps[0] not in legal:
            tally.translation_failures += 1
            return self.rng.choice(legal)
        self.plan = steps[1:]
        return steps[0]


def play_game(
    index: int, seed: int, opponent: Any, level: str, tally: Tally, reverse: bool = False
) -> None:
    """One game: one player at seat ``index % 4`` (Capboard's, or catanatron's when
    ``reverse``), the other engine's at the others; the lone seat's win is tallied."""
    from catanatron_actions import ActionBridge, catanatron_colors
    from catanatron_bridge import board_bridge

    game = Catan()
    state = game.new_state(PLAYERS, seed)
    rng = random.Random(seed)
    bridge = ActionBridge(board_bridge(state.catan, state.board), catanatron_colors(PLAYERS))
    alone = index % PLAYERS
    capboard_seats = [s for s in range(PLAYERS) if (s == alone) != reverse]
    bots = {s: LEVELS[level](game, s, random.Random(seed * 7919 + 1 + s)) for s in capboard_seats}
    # catanatron's players draw from the module's random numbers: seeded per game.
    random.seed(seed)
    seats = {
        s: CatanatronSeat(opponent(bridge.colors[s]), bridge, rng)
        for s in range(PLAYERS)
        if s not in bots
    }
    for _ in range(ACTION_LIMIT):
        if state.is_over:
            break
        actor = state.actor()
        assert actor is not None
        legal = [a for a in state.legal_actions() if not isinstance(a, DOMESTIC)]
        if actor in bots:
            action = bots[actor].choose(state.view(actor), legal)
            if action not in legal:  # a trade between players, say: not this bench's game
                raise RuntimeError(f"Capboard's player chose {action}, outside the bench's moves")
        else:
            action = seats[actor].choose(state, legal, tally)
        state.apply(action)
        tally.actions += 1
    else:
        raise RuntimeError(f"no winner after {ACTION_LIMIT} actions")
    outcome = state.outcome()
    assert outcome is not None
    tally.games += 1
    if alone in outcome.winners and len(outcome.winners) == 1:
        tally.wins += 1


def main(argv: list[str] | None = None) -> int:
    """Run the games; 2 when catanatron or the opponent is missing, 1 on a failed game."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--opponent", choices=sorted(OPPONENTS), default="alphabeta")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--level", choices=("random", "easy", "medium", "hard"), default="hard")
    parser.add_argument(
        "--reverse",
        action="store_true",
        help="one catanatron player against three of Capboard's at --level",
    )
    parser.add_argument("--json", action="store_true", help="print a JSON summary")
    args = parser.parse_args(argv)
    try:
        importlib.import_module("catanatron")
    except ImportError:
        print("catanatron is not installed: pip install '.[bench]'", file=sys.stderr)
        return 2
    opponent = opponent_class(args.opponent)
    if opponent is None:
        print(
            f"this catanatron has no {args.opponent} player (the 3.2.1 wheel ships only"
            " RandomPlayer, WeightedRandomPlayer and VictoryPointPlayer)",
            file=sys.stderr,
        )
        return 2
    tally = Tally()
    start = time.process_time()
    for index in range(args.games):
        seed = args.seed + index
        try:
            play_game(index, seed, opponent, args.level, tally, args.reverse)
        except Exception as exc:  # counted and shown; the other games go on
            tally.errors += 1
            tally.error_details.append(f"seed {seed}: {type(exc).__name__}: {exc}")
    tally.seconds = time.process_time() - start
    alone = "catanatron" if args.reverse else "capboard"
    summary = tally.to_json(args.opponent, args.level, args.seed, alone)
    for line in tally.error_details[:5]:
        print(line, file=sys.stderr)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        low, high = summary["ci95"]  # type: ignore[misc]
        if args.reverse:
            pairing = f"catanatron {args.opponent} vs 3 Capboard {args.level}"
        else:
            pairing = f"Capboard {args.level} vs 3 catanatron {args.opponent}"
        print(
            f"{pairing}: {tally.wins}/{tally.games}"
            f" won ({summary['win_rate']}), Wilson 95% [{low}, {high}];"
            f" {tally.translation_failures} translation failures in"
            f" {tally.catanatron_decisions} catanatron decisions, {tally.errors} errors,"
            f" {tally.seconds:.0f} CPU s"
        )
    return 1 if tally.errors else 0


if __name__ == "__main__":
    sys.exit(main())
