"""Benchmark: games per second and actions per second of headless games, per game.

Run from the top of the repository, with Capboard's dependencies installed::

    python bench/simulate.py --games 200
    python bench/simulate.py cappella --seats greedy --games 50 --json

Each registered game is played at every player count it allows (or only ``--players``). The
numbers measure the rules and the bots together, as ``capboard simulate`` does; they are for
people to compare, and no test asserts them.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
from pathlib import Path

# Benchmark the checkout this script belongs to, even if another Capboard is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from capboard import __version__
from capboard.engine import registry
from capboard.simulate import simulate


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; returns 1 if any game failed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="*", help="game ids (default: every registered game)")
    parser.add_argument("--games", type=int, default=100, help="games per row (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--seats", default="random", help="bot level(s), e.g. random or greedy")
    parser.add_argument("--players", type=int, help="only this number of players")
    parser.add_argument("--json", action="store_true", help="one JSON object per row")
    args = parser.parse_args(argv)

    game_ids = args.game or registry.ids()
    levels = [level.strip() for level in args.seats.split(",")]
    if not args.json:
        print(f"capboard {__version__}, Python {platform.python_version()}, {platform.machine()}")
        header = f"{'game':<14}{'players':>8}{'games':>7}{'errors':>7}{'seconds':>9}"
        print(f"{header}{'games/s':>10}{'actions/s':>12}{'actions/game':>14}")
    failed = False
    for game_id in game_ids:
        game = registry.get(game_id)
        counts = [args.players] if args.players else range(game.min_players, game.max_players + 1)
        for players in counts:
            result = simulate(
                game_id, players=players, games=args.games, seed=args.seed, seats=levels
            )
            failed = failed or result.errors > 0
            if args.json:
                print(json.dumps({**result.to_json(), "seats": result.levels}))
                continue
            print(
                f"{game_id:<14}{players:>8}{result.games:>7}{result.errors:>7}"
                f"{result.seconds:>9.2f}{result.games_per_second:>10.1f}"
                f"{result.actions_per_second:>12.0f}{result.actions / result.games:>14.1f}"
            )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
