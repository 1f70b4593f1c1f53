"""Micro-benchmark: microseconds per call of Catan's ``longest_road`` on the classic island.

Run from the top of the repository, with Capboard's dependencies installed::

    python bench/longest_road.py
    python bench/longest_road.py --sets 500 --repeat 5

Road sets are grown at random the way a player builds (each new road touches the network), for
several sizes up to the 15-road limit, with and without enemy settlements on the network and with
the Seafarers link rule (a third of the edges taken as ships, a few own buildings). Two dense
15-road shapes are timed on their own: two rings joined by a bar plus a spur, and the three hexes
round one corner (both longest 14). Each timing forgets the components ``longest_road``
remembers, so it measures the measuring. The numbers are for people to compare; no test
asserts them.
"""

from __future__ import annotations

import argparse
import random
import sys
import timeit
from pathlib import Path

# Benchmark the checkout this script belongs to, even if another Capboard is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from capboard.games.catan.board import catan_map
from capboard.games.catan.geometry import CatanGeometry
from capboard.games.catan.longest_road import forget_measured, longest_road
from capboard.games.catan.ships import trade_route_links


def random_network(geometry: CatanGeometry, rng: random.Random, size: int) -> set[int]:
    """A connected set of ``size`` edges grown from a random corner."""
    roads = {rng.choice(geometry.corner_edges[rng.randrange(geometry.corner_count)])}
    while len(roads) < size:
        ends = [c for e in roads for c in geometry.edge_corners[e]]
        options = [e for c in ends for e in geometry.corner_edges[c] if e not in roads]
        roads.add(rng.choice(options))
    return roads


def _dumbbell(geometry: CatanGeometry) -> set[int]:
    def ring(rc: tuple[int, int]) -> set[int]:
        return set(geometry.tile_edges[geometry.tile_at[rc]])

    def step(a: tuple[int, int], b: tuple[int, int]) -> int:
        edge = geometry.edge_between(geometry.corner_at[a], geometry.corner_at[b])
        assert edge is not None
        return edge

    bar = {step((6, 6), (6, 7)), step((6, 7), (6, 8)), step((6, 7), (4, 7))}
    return ring((7, 5)) | ring((7, 9)) | bar


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", type=int, default=200, help="random road sets per case")
    parser.add_argument("--repeat", type=int, default=3, help="timeit repeats (best is shown)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    geometry = catan_map("classic").geometry
    rng = random.Random(args.seed)

    def case(size: int, enemies: int, seafarers: bool) -> list[tuple]:
        calls = []
        for _ in range(args.sets):
            roads = random_network(geometry, rng, size)
            touched = sorted({c for e in roads for c in geometry.edge_corners[e]})
            blocked = set(rng.sample(touched, min(enemies, len(touched))))
            links = None
            if seafarers:
                ships = {e for e in roads if rng.random() < 1 / 3}
                own = set(rng.sample(touched, min(2, len(touched))))
                links = trade_route_links(ships, own)

            calls.append((roads, blocked, links))
        return calls

    cases = []
    for size, enemies, sea in [
        (5, 0, False),
        (10, 0, False),
        (15, 0, False),
        (15, 2, False),
        (15, 0, True),
    ]:
        name = f"{size:2d} roads, {enemies} enemies" + (", seafarers" if sea else "")
        cases.append((name, case(size, enemies, sea)))
    cases.append(("15 roads, dumbbell (longest 14)", [(_dumbbell(geometry), set(), None)]))
    trefoil = set()
    for rc in ((7, 7), (7, 9), (5, 8)):
        trefoil |= set(geometry.tile_edges[geometry.tile_at[rc]])
    cases.append(("15 roads, 3 hexes round a corner", [(trefoil, set(), None)]))

    print(f"longest_road on the classic island, best of {args.repeat} (µs per call)")
    for name, calls in cases:

        def run(calls: list[tuple] = calls) -> None:
            # Components measured once are remembered: forget them, to time the measuring.
            forget_measured()
            for roads, blocked, links in calls:
                longest_road(geometry, roads, blocked, links)

        number = max(1, 2000 // len(calls))
        best = min(timeit.repeat(run, number=number, repeat=args.repeat))
        per_call = best / (number * len(calls)) * 1e6
        print(f"  {name:<36} {per_call:8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
