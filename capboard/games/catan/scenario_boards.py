"""One board drawn from a Seafarers scenario map, with the game's seeded generator only.

A scenario's board is its map (:mod:`.scenario_maps`) with each area's pools shuffled over
their hexes (an area that must receive a terrain gets it; red numbers kept apart when asked, as
far as the pools allow), the harbour kinds dealt from the pool, The Forgotten Tribe's harbour
gifts dealt face down, the robber placed, and the hidden stack of fog hexes. The New World has
no fixed layout: a random map is generated from the published pools and kept only when it is
playable (see :func:`new_world`).

Drawing stands apart from reading the maps: a map is read and checked once, a board is drawn
for every new game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from capboard.games.catan.board import (
    DESERT,
    FOG,
    GOLD,
    SEA,
    BoardSetup,
    CatanMap,
    HarbourSpot,
    catan_rules,
)
from capboard.games.catan.geometry import SIDES, CatanGeometry, side_neighbour
from capboard.games.catan.scenario_maps import Layout, OnNumber, PoolGroup

PIPS: dict[int, int] = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
MAX_DRAWS = 2000
"""How many times a set-up is drawn again before the last draw is kept (pools that can never
meet a wish, such as separated red numbers on a crowded island, must not loop forever)."""


@dataclass(frozen=True)
class FogStack:
    """The face-down fog hexes in the order they will be turned up (secret to everyone)."""

    hexes: tuple[tuple[str, int | None], ...]


def _reds_adjacent(catan: CatanMap, numbers: Sequence[int | None], pooled: set[int]) -> bool:
    red = catan_rules().red_numbers
    neighbours = catan.geometry.tile_neighbours
    return any(numbers[t] in red and any(numbers[u] in red for u in neighbours[t]) for t in pooled)


def scenario_setup(
    catan: CatanMap, rng: random.Random, *, separate_red_numbers: bool = True
) -> tuple[BoardSetup, FogStack]:
    """One board of a scenario map drawn from ``rng``: each pool shuffled over its hexes (an
    area that must receive a terrain gets it; red numbers kept apart when asked, as far as the
    pools allow), harbour kinds dealt from the pool, and the hidden fog stack."""
    layout = catan.layout
    assert isinstance(layout, Layout)
    if layout.new_world is not None:
        return new_world(catan, rng, separate_red_numbers=separate_red_numbers), FogStack(())
    count = len(catan.geometry.tiles)
    pooled = {t for group in layout.pools for t in group.tiles}
    attempts = 0
    while True:
        attempts += 1
        terrain: list[str] = [t if t is not None else SEA for t in layout.fixed_terrain]
        numbers: list[int | None] = list(layout.fixed_number)
        for group in layout.pools:
            _deal_group(group, layout, terrain, numbers, rng)
        for tile in layout.fog:
            terrain[tile] = FOG
        reds_ok = not (separate_red_numbers and _reds_adjacent(catan, numbers, pooled))
        if reds_ok or attempts >= MAX_DRAWS:
            break
    fog_terrains = list(layout.fog_terrains)
    rng.shuffle(fog_terrains)
    fog_numbers = list(layout.fog_numbers)
    rng.shuffle(fog_numbers)
    stack = []
    for kind in fog_terrains:
        number = fog_numbers.pop() if kind not in (SEA, DESERT) and fog_numbers else None
        stack.append((kind, number))
    pool = list(catan.harbour_pool)
    rng.shuffle(pool)
    dealt = iter(pool)
    kinds = tuple(h.kind if h.kind is not None else next(dealt) for h in catan.harbours)
    gifts = layout.gifts
    if gifts:  # The Forgotten Tribe: the harbour kinds dealt face down to the harbour gifts
        harbours = list(layout.gift_harbours)
        rng.shuffle(harbours)
        gifts = tuple((e, f"harbour:{harbours.pop()}" if g == "harbour" else g) for e, g in gifts)
    if layout.robber == "desert":
        robber = next((t for t in range(count) if terrain[t] == DESERT), None)
    elif isinstance(layout.robber, OnNumber):
        wanted = layout.robber.number
        robber = next((t for t in range(count) if numbers[t] == wanted), None)
    else:
        robber = layout.robber  # type: ignore[assignment]
    board = BoardSetup(
        map_id=catan.id,
        terrain=tuple(terrain),
        numbers=tuple(numbers),
        letters=(None,) * count,
        harbour_kinds=kinds,
        robber=robber,
        number_path=0,
        attempts=attempts,
        pirate=layout.pirate,
        area_of=layout.area_of,
        gifts=gifts,
    )
    return board, FogStack(tuple(stack))


def _deal_group(
    group: PoolGroup,
    layout: Layout,
    terrain: list[str],
    numbers: list[int | None],
    rng: random.Random,
) -> None:
    for _ in range(MAX_DRAWS):
        kinds = list(group.terrains)
        rng.shuffle(kinds)
        placed = dict(zip(group.tiles, kinds, strict=True))
        if all(
            sum(1 for t, k in placed.items() if layout.area_of[t] == area and k == kind) >= n
            for area, kind, n in group.must_include
        ):
            break
    values = list(group.numbers)
    rng.shuffle(values)
    for tile, kind in placed.items():
        terrain[tile] = kind
        numbers[tile] = values.pop() if kind not in (DESERT, SEA) else None


def new_world(
    catan: CatanMap, rng: random.Random, *, separate_red_numbers: bool = True
) -> BoardSetup:
    """A New World board: the published land and sea hexes shuffled over the whole frame, the
    numbers over the land, nine harbours on random coasts. A draw is kept only when it is
    playable: no land on the frame's corners cut off from the sea lanes (every island touches
    sea, which a shuffle always gives), a main island of at least 7 hexes where everyone can
    start, and at least three good start corners per player (two or three land hexes worth 6
    pips or more), no two red numbers side by side when asked."""
    layout = catan.layout
    assert isinstance(layout, Layout) and layout.new_world is not None
    pools = layout.new_world
    geometry = catan.geometry
    count = len(geometry.tiles)
    players_max = 4
    attempts = 0
    while True:
        attempts += 1
        kinds = list(pools.terrains)
        rng.shuffle(kinds)
        terrain = kinds[:count]
        values = list(pools.numbers)
        rng.shuffle(values)
        numbers: list[int | None] = [
            values.pop() if kind not in (SEA, DESERT) else None for kind in terrain
        ]
        area_of = _islands(geometry.tile_neighbours, terrain)
        sizes: dict[int, int] = {}
        for area in area_of:
            if area is not None:
                sizes[area] = sizes.get(area, 0) + 1
        good = _good_corners(geometry, terrain, numbers)
        playable = max(sizes.values(), default=0) >= 7 and good >= 3 * players_max
        land = {t for t in range(count) if terrain[t] != SEA}
        if playable and not (separate_red_numbers and _reds_adjacent(catan, numbers, land)):
            break
        if attempts >= MAX_DRAWS:
            break
    spots = _new_world_harbours(catan, terrain, len(pools.harbours), rng)
    kinds_dealt = list(pools.harbours)
    rng.shuffle(kinds_dealt)
    return BoardSetup(
        map_id=catan.id,
        terrain=tuple(terrain),
        numbers=tuple(numbers),
        letters=(None,) * count,
        harbour_kinds=tuple(kinds_dealt[: len(spots)]),
        robber=None,
        number_path=0,
        attempts=attempts,
        pirate=None,
        area_of=tuple(area_of),
        harbour_spots=tuple(spots),
    )


def _islands(neighbours: Sequence[Sequence[int]], terrain: Sequence[str]) -> list[int | None]:
    """Number the land components 1, 2, … largest first; sea tiles get None."""
    seen: dict[int, int] = {}
    components: list[list[int]] = []
    for start in range(len(terrain)):
        if terrain[start] == SEA or start in seen:
            continue
        component, todo = [], [start]
        seen[start] = -1
        while todo:
            tile = todo.pop()
            component.append(tile)
            for n in neighbours[tile]:
                if terrain[n] != SEA and n not in seen:
                    seen[n] = -1
                    todo.append(n)
        components.append(component)
    components.sort(key=lambda c: (-len(c), min(c)))
    area_of: list[int | None] = [None] * len(terrain)
    for index, component in enumerate(components, start=1):
        for tile in component:
            area_of[tile] = index
    return area_of


def _good_corners(
    geometry: CatanGeometry, terrain: Sequence[str], numbers: Sequence[int | None]
) -> int:
    """How many corners touch two or more land hexes worth 6 pips or more together."""
    good = 0
    for tiles in geometry.corner_tiles:
        land = [t for t in tiles if terrain[t] != SEA]
        pips = sum(PIPS.get(numbers[t] or 0, 0) for t in land)
        if len(land) >= 2 and pips >= 6:
            good += 1
    return good


def _new_world_harbours(
    catan: CatanMap, terrain: Sequence[str], wanted: int, rng: random.Random
) -> list[HarbourSpot]:
    """Up to ``wanted`` harbour spots on coasts (a land hex's side facing sea or the frame),
    no two sharing a corner, chosen at random."""
    geometry = catan.geometry
    candidates = []
    for tile in range(len(terrain)):
        if terrain[tile] in (SEA, GOLD):
            continue
        for side in SIDES:
            edge = geometry.tile_edge(tile, side)
            others = [t for t in geometry.edge_tiles[edge] if t != tile]
            if not others or terrain[others[0]] == SEA:
                candidates.append((tile, side, edge))
    rng.shuffle(candidates)
    spots: list[HarbourSpot] = []
    used: set[int] = set()
    for tile, side, edge in candidates:
        corners = geometry.edge_corners[edge]
        if used & set(corners):
            continue
        used.update(corners)
        # Neighbouring corners too: harbours on one coast stay apart like settlements.
        for c in corners:
            used.update(geometry.corner_corners[c])
        spots.append(
            HarbourSpot(
                tile=tile,
                side=side,
                frame_hex=side_neighbour(geometry.tiles[tile], side),
                edge=edge,
                corners=corners,
                kind=None,
            )
        )
        if len(spots) == wanted:
            break
    return spots
