"""How long each computer level thinks per decision, game by game.

Plays games in which every seat is the measured level (so the positions are the ones that level
reaches) and times each call of the bot's ``choose``, from a view and the legal actions, as the
app's worker thread does. Prints the median and the maximum per level and game.

    python bench/decision_times.py [--game GAME ...] [--level LEVEL ...] [--decisions N]
                                   [--players N]

Target (issue "Computer players worth playing against"): hard at most 2 s per decision on a
2-core machine, median under 1 s.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from capboard.engine import registry
from capboard.engine.levels import PLAYER_LEVELS, make_bot


def measure(
    game_id: str, level: str, decisions: int, seed: int, players: int | None = None
) -> dict[str, object]:
    """Time ``decisions`` decisions of ``level`` in ``game_id`` (several games if needed), at
    ``players`` players (default: the game's fewest)."""
    game = registry.get(game_id)
    if players is None:
        players = game.min_players
    else:
        players = min(max(players, game.min_players), game.max_players)
    times: list[float] = []
    game_seed = seed
    while len(times) < decisions:
        state = game.new_state(players, game_seed)
        bots = [make_bot(level, game, s, game_seed * 10 + s) for s in range(players)]
        while not state.is_over and len(times) < decisions:
            seat = state.actor()
            assert seat is not None
            view, legal = state.view(seat), state.legal_actions()
            start = time.perf_counter()
            action = bots[seat].choose(view, legal)
            times.append(time.perf_counter() - start)
            state.apply(action)
        game_seed += 1
    return {
        "game": game_id,
        "level": level,
        "players": players,
        "decisions": len(times),
        "median_s": round(statistics.median(times), 4),
        "max_s": round(max(times), 4),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="game id (default: every game)")
    parser.add_argument("--level", action="append", help="level (default: easy, medium, hard)")
    parser.add_argument("--decisions", type=int, default=60, help="decisions per game and level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--players", type=int, help="table size (default: each game's fewest; kept in its range)"
    )
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    args = parser.parse_args()
    for game_id in args.game or registry.ids():
        for level in args.level or PLAYER_LEVELS:
            result = measure(game_id, level, args.decisions, args.seed, args.players)
            if args.json:
                print(json.dumps(result), flush=True)
            else:
                print(
                    f"{game_id:<11} {level:<7} {result['players']}p "
                    f"{result['decisions']:>4} decisions  "
                    f"median {result['median_s']:.4f} s  max {result['max_s']:.4f} s",
                    flush=True,
                )


if __name__ == "__main__":
    main()
