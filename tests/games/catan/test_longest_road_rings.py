"""A core of rings alone (every point left on two core edges once the hanging trees are
peeled: a ring of roads around a hex, two rings apart, a ring of roads and ships joined at
own buildings) is measured without a search (trails._ring_trail), and answers as the brute
force: round the ring between two branches at one point, or along the longer arc between the
branches at two."""

from __future__ import annotations

import random

import pytest

from capboard.games.catan import trails
from capboard.games.catan.longest_road import forget_measured
from tests.games.catan.helpers import calls_of
from tests.games.catan.test_longest_road import GEO, _brute_force, length, seafarers_links


def _grown(rng: random.Random, roads: set[int], more: int) -> set[int]:
    """``roads`` with up to ``more`` edges grown off them, one at a time, as a player builds."""
    roads = set(roads)
    for _ in range(more):
        ends = [c for e in roads for c in GEO.edge_corners[e]]
        options = [e for c in ends for e in GEO.corner_edges[c] if e not in roads]
        roads.add(rng.choice(options))
    return roads


@pytest.mark.parametrize("seed", range(8))
def test_rings_with_hanging_lines_agree_with_brute_force(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(seed)
    rings_read = calls_of(monkeypatch, trails, "_ring_trail")
    tiles = [4, 5, 8, 9, 10, 13, 14]
    for _ in range(60):
        forget_measured()
        core: set[int] = set()
        for tile in rng.sample(tiles, rng.choice([1, 1, 2])):  # one ring, or two
            core |= set(GEO.tile_edges[tile])
        roads = _grown(rng, core, rng.randint(0, 9))
        touched = sorted({c for e in roads for c in GEO.edge_corners[e]})
        blocked = set(rng.sample(touched, rng.randint(0, 2)))
        ships = {e for e in roads if rng.random() < 0.3}
        own = set(rng.sample(touched, rng.randint(len(touched) // 2, len(touched))))
        links = rng.choice([None, seafarers_links(ships, own)])
        assert length(roads, blocked, links) == _brute_force(roads, blocked, links)
    assert len(rings_read) > 10  # the rings were read directly, not searched


def _walks(edges: list[int], blocked: set[int], links: object) -> bool:
    """Whether ``edges`` in this order are a trail: each edge once, each met at a corner it
    shares with the one before, passed through only where no enemy building stands and the
    rule of passage allows."""
    if len(set(edges)) != len(edges):
        return False
    for start in GEO.edge_corners[edges[0]]:
        here, ok = start, True
        for i, edge in enumerate(edges):
            a, b = GEO.edge_corners[edge]
            if here not in (a, b) or (
                i
                and (here in blocked or (links is not None and not links(here, edges[i - 1], edge)))  # type: ignore[operator]
            ):
                ok = False
                break
            here = b if here == a else a
        if ok:
            return True
    return False


@pytest.mark.parametrize("seed", range(8))
def test_the_trail_read_on_rings_walks_the_pieces_and_is_the_longest(seed: int) -> None:
    """cored_path gives, with a core of rings alone, the edges of a trail as long as the
    brute force's longest: round a ring, along an arc, or in a hanging tree."""
    rng = random.Random(100 + seed)
    tiles = [4, 5, 8, 9, 10, 13, 14]
    read = 0
    for _ in range(60):
        core: set[int] = set()
        for tile in rng.sample(tiles, rng.choice([1, 1, 2])):
            core |= set(GEO.tile_edges[tile])
        roads = _grown(rng, core, rng.randint(0, 9))
        touched = sorted({c for e in roads for c in GEO.edge_corners[e]})
        blocked = set(rng.sample(touched, rng.randint(0, 2)))
        ships = {e for e in roads if rng.random() < 0.3}
        own = set(rng.sample(touched, rng.randint(len(touched) // 2, len(touched))))
        group = trails.GroupLinks(ships, own) if ships and rng.random() < 0.5 else None
        adjacency = trails.points(GEO, sorted(roads), frozenset(blocked), group)
        if trails.tree_trail(adjacency, len(roads), len(roads)) is not None:
            continue  # a forest once cut: tree_trail's
        found, path = trails.cored_path(adjacency, len(roads))
        assert found == _brute_force(roads, blocked, group)
        if path is not None:
            read += 1
            assert len(path) == found and set(path) <= roads
            assert _walks(path, blocked, group)
    assert read > 10
