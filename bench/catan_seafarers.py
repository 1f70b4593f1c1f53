"""Benchmark: Seafarers against the base game, and the cost of an action over a game.

For every Seafarers scenario (and the base game, the anchor), plays N headless games between
random players with :func:`capboard.simulate.simulate` (the code behind ``capboard simulate``)
and prints, per scenario and player count:

* actions/s, and its ratio to the base game's at the same player count, measured in the same
  repetition (the target: at least 0.8);
* the cost of an action in the last tenth of each game over its cost in the first tenth,
  summed over the games (the target: at most 1.2, no growth over a game).

The whole is repeated ``--repeat`` times, the variants taking turns, with the same seeds each
time; ratios are the median over the repetitions. Times are the process's CPU time. Run from
the top of the repository::

    python bench/catan_seafarers.py
    python bench/catan_seafarers.py --games 5 --repeat 3 --players 4 --json

No test asserts these figures.
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

from capboard import __version__
from capboard.games.catan.scenario import scenario_ids
from capboard.simulate import SimulationResult, simulate

BASE = "base"
TENTHS = 10


@dataclass
class Variant:
    """One scenario at one player count, and its repeated measurements."""

    scenario: str
    players: int
    games: int = 0
    errors: int = 0
    actions: int = 0
    rates: list[float] = field(default_factory=list)
    """Actions per CPU second, one per repetition."""
    ratios: list[float] = field(default_factory=list)
    """actions/s over the base game's in the same repetition."""
    first_tenth: list[float] = field(default_factory=lambda: [0.0, 0.0])
    """CPU seconds and actions of the first tenth of every game played."""
    last_tenth: list[float] = field(default_factory=lambda: [0.0, 0.0])
    """CPU seconds and actions of the last tenth of every game played."""

    @property
    def growth(self) -> float:
        """Cost of an action in the last tenth of a game over the first tenth's."""
        first = self.first_tenth[0] / self.first_tenth[1]
        last = self.last_tenth[0] / self.last_tenth[1]
        return last / first

    def add(self, result: SimulationResult, cpu: float) -> None:
        """Count one repetition's games."""
        self.games += result.games
        self.errors += result.errors
        self.actions += result.actions
        self.rates.append(result.actions / cpu)
        for stamps in result.action_clocks:
            actions = len(stamps) - 1
            tenth = max(1, actions // TENTHS)
            if actions < TENTHS:
                continue
            self.first_tenth[0] += stamps[tenth] - stamps[0]
            self.first_tenth[1] += tenth
            self.last_tenth[0] += stamps[-1] - stamps[-1 - tenth]
            self.last_tenth[1] += tenth

    def to_json(self) -> dict[str, object]:
        """The machine-readable summary."""
        return {
            "scenario": self.scenario,
            "players": self.players,
            "games": self.games,
            "errors": self.errors,
            "actions_per_game": round(self.actions / self.games, 1) if self.games else 0.0,
            "actions_per_second": round(statistics.median(self.rates), 1),
            "ratio_to_base": round(statistics.median(self.ratios), 4),
            "last_tenth_over_first": round(self.growth, 4),
        }


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; returns 1 if a game failed."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--games", type=int, default=8, help="games per variant and repetition (default 8)"
    )
    parser.add_argument("--repeat", type=int, default=3, help="repetitions (default 3)")
    parser.add_argument(
        "--players", type=int, nargs="+", choices=(3, 4), default=[3, 4], help="default: 3 4"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    parser.add_argument(
        "scenario", nargs="*", help="Seafarers scenarios (default: every one); base always plays"
    )
    parser.add_argument("--json", action="store_true", help="one JSON object per variant")
    args = parser.parse_args(argv)
    scenarios = [BASE, *(s for s in (args.scenario or scenario_ids()) if s != BASE)]
    variants = [Variant(s, p) for p in dict.fromkeys(args.players) for s in scenarios]

    def play(variant: Variant, games: int, clock: bool) -> tuple[SimulationResult, float]:
        options = {} if variant.scenario == BASE else {"scenario": variant.scenario}
        start = time.process_time()
        result = simulate(
            "catan",
            players=variant.players,
            games=games,
            seed=args.seed,
            options=options,
            clock=clock,
        )
        return result, time.process_time() - start

    for variant in variants:  # warm-up, not counted: data loaded, caches filled
        play(variant, 1, clock=False)
    for rep in range(args.repeat):
        if not args.json:
            print(f"  repetition {rep + 1}/{args.repeat}", file=sys.stderr)
        base_rate: dict[int, float] = {}
        for variant in variants:
            result, cpu = play(variant, args.games, clock=True)
            variant.add(result, cpu)
            if variant.scenario == BASE:
                base_rate[variant.players] = variant.rates[-1]
            variant.ratios.append(variant.rates[-1] / base_rate[variant.players])

    failed = any(v.errors for v in variants)
    if args.json:
        for variant in variants:
            print(json.dumps(variant.to_json()))
        return 1 if failed else 0
    print(f"capboard {__version__}, Python {platform.python_version()}, {platform.machine()}")
    print(
        f"Random players; {args.games} games per variant and repetition, seeds from {args.seed},"
        f" {args.repeat} repetitions taking turns; CPU times."
    )
    print(
        f"{'scenario':<24}{'players':>8}{'errors':>7}{'actions/game':>13}{'actions/s':>11}"
        f"{'ratio to base':>15}{'last/first tenth':>18}"
    )
    for variant in variants:
        row = variant.to_json()
        print(
            f"{variant.scenario:<24}{variant.players:>8}{variant.errors:>7}"
            f"{row['actions_per_game']:>13}{row['actions_per_second']:>11.0f}"
            f"{row['ratio_to_base']:>15.3f}{row['last_tenth_over_first']:>18.3f}"
        )
    print(
        "ratio to base: median over the repetitions of actions/s over the base game's (same"
        " players, same repetition); last/first tenth: CPU time per action in the last tenth"
        " of the games over the first tenth."
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
