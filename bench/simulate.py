"""Benchmark: games per second and actions per second of headless games, per game.

Run from the top of the repository, with Capboard's dependencies installed::

    python bench/simulate.py --games 20
    python bench/simulate.py cappella --seats greedy --games 50 --json
    python bench/simulate.py --compare              # against bench/baseline.json
    python bench/simulate.py --write-baseline       # re-measure bench/baseline.json

Each registered game is played at every player count it allows (or only ``--players``). The
numbers measure the rules and the bots together, as ``capboard simulate`` does; they are for
people to compare, and no test asserts them.

Times are CPU times of this process. Every row is measured ``--repeat`` times, the rows taking
turns (one repetition of every row, then the next), and each measurement is framed by the
fixed workload of ``bench/anchor.py``; a row's figure is the median over its repetitions of
its speed in anchors (actions done in the anchor's time). ``--compare`` plays the rows of the
baseline file with its games, seeds and seats, and prints the ratio of each row's speed in
anchors to the baseline's: above 1 is faster than the baseline.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

# Benchmark the checkout this script belongs to, even if another Capboard is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from anchor import anchor_seconds

from capboard import __version__
from capboard.engine import registry
from capboard.simulate import simulate

BASELINE = Path(__file__).resolve().parent / "baseline.json"
"""The committed baseline of ``--compare``."""


@dataclass
class Row:
    """One game at one player count, and its repeated measurements."""

    game: str
    players: int
    games: int = 0
    errors: int = 0
    actions: int = 0
    cpu_seconds: list[float] = field(default_factory=list)
    anchors: list[float] = field(default_factory=list)

    @property
    def actions_per_game(self) -> float:
        return self.actions / self.games if self.games else 0.0

    def per_anchor(self, count: float) -> float:
        """``count`` (per repetition) done in one anchor's time: the median over repetitions."""
        return statistics.median(
            count / cpu * anchor for cpu, anchor in zip(self.cpu_seconds, self.anchors, strict=True)
        )

    @property
    def actions_per_anchor(self) -> float:
        """Actions played in the time of one anchor."""
        reps = len(self.cpu_seconds)
        return self.per_anchor(self.actions / reps) if reps else 0.0

    @property
    def games_per_anchor(self) -> float:
        """Games played in the time of one anchor."""
        reps = len(self.cpu_seconds)
        return self.per_anchor(self.games / reps) if reps else 0.0

    @property
    def actions_per_second(self) -> float:
        """Actions per CPU second (median repetition)."""
        reps = len(self.cpu_seconds)
        return statistics.median(self.actions / reps / s for s in self.cpu_seconds)

    def to_json(self) -> dict[str, object]:
        """The row as the baseline file keeps it."""
        return {
            "game": self.game,
            "players": self.players,
            "games": self.games // max(1, len(self.cpu_seconds)),
            "errors": self.errors,
            "actions_per_game": round(self.actions_per_game, 1),
            "actions_per_second": round(self.actions_per_second, 1),
            "anchor_seconds": round(statistics.median(self.anchors), 5),
            "actions_per_anchor": round(self.actions_per_anchor, 2),
            "games_per_anchor": round(self.games_per_anchor, 5),
        }


def measure(
    rows: list[Row], games: int, seed: int, levels: list[str], repeat: int, quiet: bool
) -> None:
    """Play every row ``repeat`` times, the rows taking turns, each framed by the anchor."""
    # One game of each row first, not counted: the first game of a kind pays for loading its
    # assets and filling its caches, which no later game does.
    for row in rows:
        simulate(row.game, players=row.players, games=1, seed=seed, seats=levels)
    for rep in range(repeat):
        if not quiet:
            print(f"  repetition {rep + 1}/{repeat}", file=sys.stderr)
        for row in rows:
            before = anchor_seconds()
            start = time.process_time()
            result = simulate(row.game, players=row.players, games=games, seed=seed, seats=levels)
            cpu = time.process_time() - start
            after = anchor_seconds()
            row.games += result.games
            row.errors += result.errors
            row.actions += result.actions
            row.cpu_seconds.append(cpu)
            row.anchors.append((before + after) / 2)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; returns 1 if any game failed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="*", help="game ids (default: every registered game)")
    parser.add_argument("--games", type=int, default=20, help="games per row (default 20)")
    parser.add_argument("--repeat", type=int, default=3, help="repetitions (default 3)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--seats", default="random", help="bot level(s), e.g. random or greedy")
    parser.add_argument("--players", type=int, help="only this number of players")
    parser.add_argument("--json", action="store_true", help="one JSON object per row")
    parser.add_argument(
        "--compare",
        nargs="?",
        const=str(BASELINE),
        metavar="FILE",
        help="play the rows of a baseline file and print the ratios (default bench/baseline.json)",
    )
    parser.add_argument(
        "--write-baseline",
        nargs="?",
        const=str(BASELINE),
        metavar="FILE",
        help="measure and write the baseline file (default bench/baseline.json)",
    )
    parser.add_argument("--note", default="", help="with --write-baseline: what was measured")
    args = parser.parse_args(argv)

    baseline: dict | None = None
    if args.compare:
        baseline = json.loads(Path(args.compare).read_text())
        games, seed, levels = baseline["games"], baseline["seed"], baseline["seats"]
        rows = [Row(r["game"], r["players"]) for r in baseline["rows"]]
        if args.game:
            rows = [r for r in rows if r.game in args.game]
    else:
        games, seed = args.games, args.seed
        levels = [level.strip() for level in args.seats.split(",")]
        rows = []
        for game_id in args.game or registry.ids():
            game = registry.get(game_id)
            if args.players:
                counts = [args.players]
            else:
                counts = list(range(game.min_players, game.max_players + 1))
            rows += [Row(game_id, players) for players in counts]

    measure(rows, games, seed, levels, args.repeat, quiet=args.json)
    failed = any(row.errors for row in rows)

    if args.write_baseline:
        data = {
            "note": args.note,
            "capboard": __version__,
            "python": platform.python_version(),
            "games": games,
            "seed": seed,
            "seats": levels,
            "repeat": args.repeat,
            "rows": [row.to_json() for row in rows],
        }
        Path(args.write_baseline).write_text(json.dumps(data, indent=1) + "\n")
    if args.json:
        for row in rows:
            print(json.dumps({**row.to_json(), "seats": levels}))
        return 1 if failed else 0

    print(f"capboard {__version__}, Python {platform.python_version()}, {platform.machine()}")
    print(
        f"{games} games per row, seeds from {seed}, seats {','.join(levels)},"
        f" {args.repeat} repetitions; CPU times; 1 anchor = the fixed workload of"
        " bench/anchor.py"
    )
    header = f"{'game':<14}{'players':>8}{'errors':>7}{'actions/game':>13}{'actions/s':>11}"
    header += f"{'anchor ms':>10}{'actions/anchor':>15}"
    if baseline is not None:
        header += f"{'baseline':>10}{'ratio actions/s':>16}{'ratio games/s':>14}"
    print(header)
    base_rows = {(r["game"], r["players"]): r for r in (baseline or {}).get("rows", [])}
    for row in rows:
        line = (
            f"{row.game:<14}{row.players:>8}{row.errors:>7}{row.actions_per_game:>13.1f}"
            f"{row.actions_per_second:>11.0f}{statistics.median(row.anchors) * 1000:>10.1f}"
            f"{row.actions_per_anchor:>15.1f}"
        )
        base = base_rows.get((row.game, row.players))
        if base is not None:
            ratio = row.actions_per_anchor / base["actions_per_anchor"]
            games_ratio = row.games_per_anchor / base["games_per_anchor"]
            line += f"{base['actions_per_anchor']:>10.1f}{ratio:>16.2f}{games_ratio:>14.2f}"
            if round(row.actions_per_game, 1) != base["actions_per_game"]:
                line += f"  (actions/game was {base['actions_per_game']})"
        print(line)
    if baseline is not None and baseline.get("note"):
        print(f"baseline: {baseline['note']}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
