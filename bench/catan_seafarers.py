"""Benchmark: Seafarers against the base game, and the cost of an action over a game.

For every Seafarers scenario (and the base game, the anchor), plays N headless games between
random players with :func:`capboard.simulate.simulate` (the code behind ``capboard simulate``)
and prints, per scenario and player count:

* actions/s, and its ratio to the base game's at the same player count, measured in the same
  repetition (the target: at least 0.8);
* the cost of an action in the last tenth of each game over its cost in the first tenth,
  summed over the games (the target: at most 1.2, no growth over a game);
* the same with the garbage collector's full collections taken out of the tenths they fell
  in, and how many there were: a full collection walks every object the process holds (tens
  of milliseconds late in a run, as long as a whole tenth of a game), so one that falls in a
  first or a last tenth moves the growth by tens of percent whatever the game does. The
  figure says which part of a growth is the game's.

The whole is repeated ``--repeat`` times, the variants taking turns, with the same seeds each
time; ratios are the median over the repetitions. Times are the process's CPU time. A read of
that clock costs about a tenth of an action, so the rates come from games played without one,
and the tenths from other games (seeds from ``--seed`` + 1000) played with a read after each
action, the cost of a read (measured in the same run) taken out. Run from the top of the
repository::

    python bench/catan_seafarers.py
    python bench/catan_seafarers.py --games 5 --repeat 3 --players 4 --json

No test asserts these figures.
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

# Benchmark the checkout this script belongs to, even if another Capboard is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cpu_clock import read_cost
from full_collections import FullCollections

from capboard import __version__
from capboard.games.catan.scenario import scenario_ids
from capboard.simulate import SimulationResult, simulate

BASE = "base"
TENTHS = 10
TENTHS_SEEDS = 1000
"""How far from ``--seed`` the seeds of the games the tenths are read from begin."""


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
    collected: list[float] = field(default_factory=lambda: [0.0, 0.0])
    """CPU seconds of full collections that fell in the first tenths, and in the last."""
    collections: int = 0
    """How many full collections ran while this variant's games were measured."""

    @property
    def growth(self) -> float:
        """Cost of an action in the last tenth of a game over the first tenth's."""
        first = self.first_tenth[0] / self.first_tenth[1]
        last = self.last_tenth[0] / self.last_tenth[1]
        return last / first

    @property
    def growth_uncollected(self) -> float:
        """:attr:`growth` with the full collections taken out of the tenths they fell in."""
        first = (self.first_tenth[0] - self.collected[0]) / self.first_tenth[1]
        last = (self.last_tenth[0] - self.collected[1]) / self.last_tenth[1]
        return last / first

    def add(self, result: SimulationResult, cpu: float) -> None:
        """Count one repetition's games, played without a clock read at each action, and
        their rate (``cpu``: the CPU seconds they took)."""
        self.games += result.games
        self.errors += result.errors
        self.actions += result.actions
        self.rates.append(result.actions / cpu)

    def add_tenths(
        self,
        result: SimulationResult,
        pauses: list[tuple[float, float]] | None = None,
        clock_cost: float = 0.0,
    ) -> None:
        """Add the first and last tenths of games played with the CPU clock read after each
        action (``clock_cost``: the seconds one read costs, taken out of each action), and
        their errors (a game that failed in either pass counts); ``pauses`` are the full
        collections that ran while they were played (CPU clock at their start and end)."""
        pauses = pauses or []
        self.collections += len(pauses)
        self.errors += result.errors
        for stamps in result.action_clocks:
            actions = len(stamps) - 1
            tenth = max(1, actions // TENTHS)
            if actions < TENTHS:
                continue
            self.first_tenth[0] += stamps[tenth] - stamps[0] - tenth * clock_cost
            self.first_tenth[1] += tenth
            self.last_tenth[0] += stamps[-1] - stamps[-1 - tenth] - tenth * clock_cost
            self.last_tenth[1] += tenth
            self.collected[0] += _within(pauses, stamps[0], stamps[tenth])
            self.collected[1] += _within(pauses, stamps[-1 - tenth], stamps[-1])

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
            "full_collections": self.collections,
            "last_tenth_over_first_uncollected": round(self.growth_uncollected, 4),
        }


def _within(pauses: list[tuple[float, float]], start: float, end: float) -> float:
    """The CPU seconds of ``pauses`` that fall between ``start`` and ``end``."""
    return sum(max(0.0, min(b, end) - max(a, start)) for a, b in pauses)


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
            # The tenths from other games than the rates: played right after the same ones,
            # they would find what those left in the engine's caches, late in a game most.
            seed=args.seed + TENTHS_SEEDS if clock else args.seed,
            options=options,
            clock=clock,
        )
        return result, time.process_time() - start

    for variant in variants:  # warm-up, not counted: data loaded, caches filled
        play(variant, 1, clock=False)
    clock_cost = read_cost()
    collections = FullCollections(time.process_time)  # the games' CPU clock
    gc.callbacks.append(collections)
    for rep in range(args.repeat):
        if not args.json:
            print(f"  repetition {rep + 1}/{args.repeat}", file=sys.stderr)
        base_rate: dict[int, float] = {}
        for variant in variants:
            # The rate from games without a clock read at each action (one costs a tenth of
            # an action or so, and would bring every ratio closer to 1); the tenths from games
            # with one, its cost taken out.
            result, cpu = play(variant, args.games, clock=False)
            variant.add(result, cpu)
            collections.take()
            result, _ = play(variant, args.games, clock=True)
            variant.add_tenths(result, collections.take(), clock_cost)
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
        f"{'ratio to base':>15}{'last/first tenth':>18}{'without full GC':>17}{'full GCs':>10}"
    )
    for variant in variants:
        row = variant.to_json()
        print(
            f"{variant.scenario:<24}{variant.players:>8}{variant.errors:>7}"
            f"{row['actions_per_game']:>13}{row['actions_per_second']:>11.0f}"
            f"{row['ratio_to_base']:>15.3f}{row['last_tenth_over_first']:>18.3f}"
            f"{row['last_tenth_over_first_uncollected']:>17.3f}{row['full_collections']:>10}"
        )
    print(
        "ratio to base: median over the repetitions of actions/s over the base game's (same"
        " players, same repetition); last/first tenth: CPU time per action in the last tenth"
        " of the games over the first tenth; without full GC: the same, the garbage"
        " collector's full collections taken out of the tenths they fell in (full GCs: how"
        " many ran during the variant's games)."
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
