"""How Cap Horn races between computer players end: at the finish line, by a third wind rose,
or called by a safety rule (every card laid, or a becalmed sea).

Run from the top of the repository, with Capboard's dependencies installed::

    python bench/cap_horn_finishes.py                       # the issue's mixes, 2-5 players
    python bench/cap_horn_finishes.py --mixes all --jobs 2  # every multiset of levels
    python bench/cap_horn_finishes.py --players 3 --mixes medium,medium,medium --games 20

Each row plays ``--games`` games (100 by default) at one table size with one mix of levels.
Game ``i`` of a row uses seed ``--seed + i``; the same seed shuffles the seats, so every level
sits in every position. ``--mixes issue`` (the default) plays the rows the issue asks for at each
table size: all easy, all medium, all hard, easy, medium and hard cycled over the seats, and one
hard player with the rest easy. ``all`` plays every multiset of easy, medium and hard (6, 10, 15
and 21 rows); ``basic`` plays all-easy, all-medium, all-hard and a ``mixed`` row whose seats are
each drawn at random from the three levels, game by game. The ``raced`` column is the share of
games ended at the line or by a third rose, with its 95% Wilson interval: the issue asks for 95%
in every row. The numbers are for people to read; no test asserts them.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

# Benchmark the checkout this script belongs to, even if another Capboard is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from capboard.simulate import simulate
from capboard.tournament import wilson_interval

LEVELS = ("easy", "medium", "hard")
MIXED = "mixed"
REASONS = ("finish", "three_roses", "called", "becalmed", "error")
RACED = ("finish", "three_roses")
"""The ends of a real race; the others are the safety rules (and failures)."""


def mixes_for(players: int, which: str) -> list[str]:
    """The rows for one table size: ``all``, ``basic`` or comma-separated mixes (each a list
    of levels, or ``mixed``) separated by ``;``."""
    if which == "all":
        return [",".join(m) for m in itertools.combinations_with_replacement(LEVELS, players)]
    if which == "basic":
        return [",".join([level] * players) for level in LEVELS] + [MIXED]
    if which == "issue":
        cycled = ",".join(LEVELS[i % len(LEVELS)] for i in range(players))
        one_hard = ",".join(["hard"] + ["easy"] * (players - 1))
        return [",".join([level] * players) for level in LEVELS] + [cycled, one_hard]
    return [m for m in which.split(";") if m == MIXED or len(m.split(",")) == players]


def seats_for(mix: str, players: int, seed: int) -> list[str]:
    """The seats of one game: the mix's levels shuffled by the game's seed, or for ``mixed``
    each seat drawn from the three levels."""
    rng = random.Random(f"seats {seed}")
    if mix == MIXED:
        return [rng.choice(LEVELS) for _ in range(players)]
    seats = mix.split(",")
    rng.shuffle(seats)
    return seats


def play(job: tuple[int, str, int]) -> tuple[int, str, str, float]:
    """One game: its table size, mix, how it ended and how long it took."""
    players, mix, seed = job
    start = time.perf_counter()
    result = simulate("cap-horn", games=1, seed=seed, seats=seats_for(mix, players, seed))
    outcome = result.outcomes[0]
    reason = "error" if outcome is None else outcome.reason
    return players, mix, reason, time.perf_counter() - start


def label(mix: str) -> str:
    """A mix as counts: ``2 easy + 1 hard``."""
    if mix == MIXED:
        return "mixed (drawn per seat)"
    counts = Counter(mix.split(","))
    return " + ".join(f"{counts[lv]} {lv}" for lv in LEVELS if counts[lv])


def main(argv: list[str] | None = None) -> int:
    """Play the rows and print the table; returns 1 if any row is under ``--target``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per row (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of each row's first game")
    parser.add_argument("--players", type=int, action="append", help="table size (default: 2 to 5)")
    parser.add_argument(
        "--mixes",
        default="issue",
        help="issue (all easy, all medium, all hard, the three levels cycled, one hard and "
        "the rest easy), all (every multiset of levels), basic (all-easy, all-medium, all-hard, "
        "mixed), or mixes like 'easy,medium;mixed' (default issue)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--target", type=float, default=0.95, help="share asked for (0.95)")
    args = parser.parse_args(argv)

    sizes = args.players or [2, 3, 4, 5]
    rows = [(n, mix) for n in sizes for mix in mixes_for(n, args.mixes)]
    jobs = [(n, mix, args.seed + i) for n, mix in rows for i in range(args.games)]
    counts: dict[tuple[int, str], Counter[str]] = {row: Counter() for row in rows}
    seconds: dict[tuple[int, str], float] = {row: 0.0 for row in rows}
    print(
        f"{'players':>7}  {'mix':<28}{'games':>6}{'finish':>7}{'3 roses':>8}{'called':>7}"
        f"{'becalmed':>9}{'errors':>7}{'raced':>8}{'95% interval':>16}{'s/game':>7}",
        flush=True,
    )
    failed = False
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        done = pool.map(play, jobs, chunksize=1)
        for row in rows:
            for played in range(1, args.games + 1):
                players, mix, reason, took = next(done)
                counts[(players, mix)][reason] += 1
                seconds[(players, mix)] += took
                if played % 10 == 0 and played < args.games:
                    # A long row shows how far it has got (on stderr: the table stays clean).
                    so_far = sum(counts[(players, mix)][r] for r in RACED)
                    print(
                        f"  ... {players} players, {label(mix)}: {so_far} of {played} raced",
                        file=sys.stderr,
                        flush=True,
                    )
            c = counts[row]
            raced = sum(c[r] for r in RACED)
            share = raced / args.games
            low, high = wilson_interval(raced, args.games)
            failed = failed or share < args.target
            print(
                f"{row[0]:>7}  {label(row[1]):<28}{args.games:>6}{c['finish']:>7}"
                f"{c['three_roses']:>8}{c['called']:>7}{c['becalmed']:>9}{c['error']:>7}"
                f"{share:>8.1%}{f'{low:.1%}-{high:.1%}':>16}{seconds[row] / args.games:>7.1f}",
                flush=True,
            )
    total = Counter()
    for c in counts.values():
        total.update(c)
    games = sum(total.values())
    raced = sum(total[r] for r in RACED)
    print(f"all rows: {games} games, {raced} ended at the line or by a third rose", end=" ")
    low, high = wilson_interval(raced, games)
    print(f"({raced / games:.1%}, 95% interval {low:.1%}-{high:.1%})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
