"""A core searched once answers for other nodes (trails.cored_path): the longest trail
between two points of a core does not depend on which others are nodes, so the search of a
core, remembered by the core alone, answers again when hanging lines come and go at its points
(fewer nodes: read as it is; others: searched again for the nodes of both). Checked against the
brute force and a search made afresh, as lines grow and are cut off a core of two or three
hexes, sometimes with a ring of ships apart from it (no building joins them), whose closed
trail may be the longest."""

from __future__ import annotations

import random

import pytest

from capboard.games.catan import trails
from capboard.games.catan.longest_road import forget_measured
from tests.games.catan.helpers import calls_of, sweep
from tests.games.catan.test_longest_road import GEO, _brute_force

TILES = [4, 5, 8, 9, 10, 13, 14]


def _neighbours(tile: int) -> list[int]:
    """The tiles of TILES sharing an edge with ``tile``."""
    edges = set(GEO.tile_edges[tile])
    return [t for t in TILES if t != tile and edges & set(GEO.tile_edges[t])]


def _lines(rng: random.Random, core: set[int], count: int) -> set[int]:
    """Up to ``count`` edges hung off ``core``, one at a time, each at a corner already
    reached (lines, and branches of lines)."""
    edges = set(core)
    for _ in range(count):
        ends = [c for e in edges for c in GEO.edge_corners[e]]
        options = [e for c in ends for e in GEO.corner_edges[c] if e not in edges]
        edges.add(rng.choice(options))
    return edges - core


def _ring(rng: random.Random, roads: set[int]) -> set[int]:
    """A ring of edges touching no corner of ``roads``: round one hex, or round three that
    meet at a corner (12 edges: longer than the trails of a core of two hexes)."""
    corners = {c for e in roads for c in GEO.edge_corners[e]}
    rings = []
    for tile in range(len(GEO.tile_edges)):
        rings.append(set(GEO.tile_edges[tile]))
        for second in range(tile):
            for third in range(second):
                hexes = [set(GEO.tile_edges[t]) for t in (tile, second, third)]
                if all(a & b for a in hexes for b in hexes):
                    rings.append(hexes[0] ^ hexes[1] ^ hexes[2])
    far = [r for r in rings if not corners & {c for e in r for c in GEO.edge_corners[e]}]
    long = [r for r in far if len(r) > 6]
    return rng.choice(long if long and rng.random() < 0.7 else far)


def _fresh(adjacency: list[dict[int, int]], goal: int) -> int:
    """cored_path with nothing remembered (what was remembered is put back after)."""
    kept = dict(trails._CORES)
    trails.forget_cores()
    try:
        return trails.cored_path(adjacency, goal)[0]
    finally:
        trails._CORES.clear()
        trails._CORES.update(kept)


@pytest.mark.parametrize("seed", sweep(6, 2))
def test_a_core_searched_for_other_nodes_answers_as_searched_afresh(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(seed)
    searches = calls_of(monkeypatch, trails, "_core_trails")
    measured = remembered = 0  # the measures, and the searches they made
    for _ in range(6):
        forget_measured()
        first = rng.choice([t for t in TILES if _neighbours(t)])
        tiles = [first, rng.choice(_neighbours(first))]
        if rng.random() < 0.3:
            tiles.append(rng.choice([t for t in _neighbours(tiles[1]) if t != first] or [first]))
        roads = set().union(*[set(GEO.tile_edges[t]) for t in tiles])
        ships: set[int] = set()
        if rng.random() < 0.5:  # a ring of ships, apart: round one hex, or round three
            ships = _ring(rng, roads)
        core = roads | ships
        for _ in range(10):
            lines = _lines(rng, core, rng.randint(0, 4))
            line_ships = {e for e in lines if rng.random() < 0.5} if ships else set()
            edges = core | lines
            afloat = ships | line_ships
            touched = sorted({c for e in edges for c in GEO.edge_corners[e]})
            own = set(rng.sample(touched, rng.randint(0, 2))) if afloat else set()
            group = trails.GroupLinks(afloat, own) if afloat else None
            adjacency = trails.points(GEO, sorted(edges), frozenset(), group)
            if trails.tree_trail(adjacency, len(edges), len(edges)) is not None:
                continue  # (a forest once cut: tree_trail's)
            before = len(searches)
            found = trails.cored_path(adjacency, len(edges))[0]
            remembered += len(searches) - before
            assert found == _fresh(adjacency, len(edges))
            assert found == _brute_force(edges, set(), group)
            measured += 1
    # Some searches answered for other nodes (rings alone are read, never searched).
    assert measured > 20
    assert remembered < measured
