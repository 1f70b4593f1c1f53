"""Benchmark: what a Seafarers action costs against the same kind of action in the base game.

``bench/catan_seafarers.py`` compares the actions per second of whole games. A random game of
a Seafarers scenario is not made of the same actions as a base game, though: a ship may be
moved once a turn, and the moves fill the list a random player picks from, so roads, ships
built and ships moved (the actions that change a network, and a trade route to award) are
four to six times as frequent as roads in a base game, and each costs what a road costs. This
script separates the two causes. For every scenario and the base game (the anchor), it plays N
games between random players, times every action (its decision, its application and the loop
around them) and prints per scenario:

* its actions/s over the base game's, both measured in the same repetition;
* the same ratio were each of its actions to cost what the same kind of action in the same
  phase costs in the base game (a ship built or moved at the price of a road; a kind the base
  game lacks at its own price): the ratio its mix of actions allows whatever each costs;
* its cost per action over that price (its surcharge: more than 1 when its actions cost more
  than the same kinds in the base game);
* the share of its actions that change a network, and the base game's.

Times are the process's CPU time, read once an action, the cost of a read (measured in the
same run, see ``bench/cpu_clock.py``) taken out; the variants take turns over ``--repeat``
repetitions with the same seeds, and every figure is the median over the repetitions. Run
from the top of the repository::

    python bench/catan_action_mix.py
    python bench/catan_action_mix.py --games 5 --repeat 3 four-islands --json

No test asserts these figures.
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import random
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

# Benchmark the checkout this script belongs to, even if another Capboard is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cpu_clock import read_cost

from capboard import __version__
from capboard.engine import registry
from capboard.engine.levels import make_bot
from capboard.engine.protocol import Game
from capboard.games.catan.scenario import scenario_ids

BASE = "base"
NETWORK_KINDS = ("road", "ship", "move_ship")
"""The actions that change a player's network (and may change who holds the longest route)."""
BASE_ANALOGUE = {"ship": "road", "move_ship": "road"}
"""The base game's kind of action that prices a Seafarers kind it lacks: a ship built or moved
changes a network as a road does, and the same code carries the pieces and the route."""

Key = tuple[str, str]
"""(the phase an action is taken in, its kind): what an action is priced by."""


@dataclass
class Pass:
    """One variant's games in one repetition: the CPU time and the count of its actions per
    phase and kind, each action's time from the clock read after the one before it to the
    clock read after it (its decision, its application and the loop around them)."""

    actions: int = 0
    seconds: dict[Key, float] = field(default_factory=lambda: defaultdict(float))
    counts: dict[Key, int] = field(default_factory=lambda: defaultdict(int))

    @property
    def cost(self) -> float:
        """CPU seconds per action."""
        return sum(self.seconds.values()) / self.actions

    def priced_at(self, base: Pass) -> float:
        """CPU seconds per action were each of this pass's actions to cost what the same kind
        of action in the same phase costs in ``base`` (see :data:`BASE_ANALOGUE`; a kind
        the base game lacks at its own cost)."""
        total = 0.0
        for (phase, kind), n in self.counts.items():
            key = (phase, kind)
            if key not in base.counts:
                key = (phase, BASE_ANALOGUE.get(kind, kind))
            if key in base.counts:
                total += n * base.seconds[key] / base.counts[key]
            else:
                total += self.seconds[phase, kind]
        return total / self.actions

    @property
    def network_share(self) -> float:
        """The share of the actions that change a network."""
        changes = sum(n for (_, kind), n in self.counts.items() if kind in NETWORK_KINDS)
        return changes / self.actions


def play(
    game: Game, scenario: str, players: int, games: int, seed: int, clock_cost: float = 0.0
) -> Pass:
    """``games`` games between random players, every action timed by a CPU clock read after
    it, ``clock_cost`` (what a read costs) taken out."""
    options = {} if scenario == BASE else {"scenario": scenario}
    measured = Pass()
    clock = time.process_time
    seconds, counts = measured.seconds, measured.counts
    for g in range(games):
        seeder = random.Random(seed + g)  # the bots' streams as capboard simulate draws them
        bots = [make_bot("random", game, s, seeder.randrange(2**63)) for s in range(players)]
        state = game.new_state(players, seed + g, options)
        actions = 0
        stamp = clock()
        while (seat := state.actor()) is not None:
            phase = state.phase  # type: ignore[attr-defined]
            action = bots[seat].choose_unseen(state.legal_actions())
            state.apply(action)
            now = clock()
            key = (phase, action.kind)
            seconds[key] += now - stamp - clock_cost
            counts[key] += 1
            stamp = now
            actions += 1
        measured.actions += actions
    return measured


@dataclass
class Variant:
    """One scenario (or the base game) and its passes."""

    scenario: str
    passes: list[Pass] = field(default_factory=list)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per variant and repetition")
    parser.add_argument("--repeat", type=int, default=3, help="repetitions (default 3)")
    parser.add_argument("--players", type=int, choices=(3, 4), default=4, help="default: 4")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    parser.add_argument(
        "scenario", nargs="*", help="Seafarers scenarios (default: every one); base always plays"
    )
    parser.add_argument("--json", action="store_true", help="one JSON object per scenario")
    args = parser.parse_args(argv)
    game = registry.get("catan")
    variants = [
        Variant(s) for s in [BASE, *(s for s in (args.scenario or scenario_ids()) if s != BASE)]
    ]
    for variant in variants:  # warm-up, not counted: data loaded, caches filled
        play(game, variant.scenario, args.players, 1, args.seed + 10_000)
    clock_cost = read_cost()
    gc.collect()
    for rep in range(args.repeat):
        if not args.json:
            print(f"  repetition {rep + 1}/{args.repeat}", file=sys.stderr)
        for variant in variants:
            variant.passes.append(
                play(game, variant.scenario, args.players, args.games, args.seed, clock_cost)
            )

    base = variants[0]
    rows = []
    for variant in variants[1:]:
        pairs = list(zip(variant.passes, base.passes, strict=True))
        rows.append(
            {
                "scenario": variant.scenario,
                "players": args.players,
                "ratio_to_base": statistics.median(b.cost / v.cost for v, b in pairs),
                "ratio_at_base_prices": statistics.median(
                    b.cost / v.priced_at(b) for v, b in pairs
                ),
                "surcharge": statistics.median(v.cost / v.priced_at(b) for v, b in pairs),
                "network_share": statistics.median(v.network_share for v, _ in pairs),
                "base_network_share": statistics.median(b.network_share for _, b in pairs),
            }
        )
    if args.json:
        for row in rows:
            print(
                json.dumps({k: round(v, 4) if isinstance(v, float) else v for k, v in row.items()})
            )
        return 0
    print(f"capboard {__version__}, Python {platform.python_version()}, {platform.machine()}")
    print(
        f"Random players, {args.players} seats; {args.games} games per variant and repetition,"
        f" seeds from {args.seed}, {args.repeat} repetitions taking turns; CPU times."
    )
    print(
        f"{'scenario':<24}{'ratio to base':>15}{'at base prices':>16}{'surcharge':>11}"
        f"{'network changes':>17}{'(base)':>8}"
    )
    for row in rows:
        print(
            f"{row['scenario']:<24}{row['ratio_to_base']:>15.3f}"
            f"{row['ratio_at_base_prices']:>16.3f}{row['surcharge']:>11.3f}"
            f"{row['network_share']:>16.1%}{row['base_network_share']:>8.1%}"
        )
    print(
        "ratio to base: actions/s over the base game's, same repetition; at base prices: the"
        " same were each action to cost what its kind in its phase costs in the base game (a"
        " ship built or moved priced as a road); surcharge: cost per action over that price;"
        " network changes: roads, ships built and ships moved among the actions. Medians over"
        " the repetitions."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
