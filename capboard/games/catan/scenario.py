"""Seafarers scenarios: their data (``assets/catan/scenarios/<id>.json``), their maps and the
set-up of a board from them.

A scenario gives, per number of players, a layout of hexes inside the frame: fixed land (terrain
and number), sea, land of an *area* (island) whose terrains and numbers are shuffled from the
area's pools, and fog hexes turned up during play from a hidden stack. Areas say where players
may start (``home``) and whether a first settlement there earns special points. The New World
has no fixed layout: a random map is generated from the published pools and kept only when it
is playable (see :func:`new_world`).

Maps are built once per (scenario, players) and cached like the classic island; a board is drawn
from a map with the game's seeded generator only.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from capboard.engine.assets import load_json
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
from capboard.games.catan.geometry import (
    CORNER_NAMES,
    SIDES,
    CatanGeometry,
    catan_geometry,
    side_neighbour,
)

SCENARIO_IDS: tuple[str, ...] = (
    "heading-for-new-shores",
    "four-islands",
    "fog-islands",
    "through-the-desert",
    "forgotten-tribe",
    "cloth-for-catan",
    "pirate-islands",
    "wonders-of-catan",
    "new-world",
)
"""The scenarios offered, in the rule book's order."""
UNOFFERED: tuple[str, ...] = ()
"""Scenarios whose rules are being written: playable by id, not yet offered as variants."""
BASE = "base"
"""The option value of the base game on the classic island."""

GIFTS = ("point", "card", "harbour")
"""The Forgotten Tribe's gifts: a victory point chit, a development card, a harbour."""

PIPS: dict[int, int] = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
MAX_DRAWS = 2000
"""How many times a set-up is drawn again before the last draw is kept (pools that can never
meet a wish, such as separated red numbers on a crowded island, must not loop forever)."""


@dataclass(frozen=True)
class Scenario:
    """A scenario's rules: the victory target and the named switches of its data file."""

    id: str
    target: int
    pirate: bool
    fog: bool
    island_points: int
    new_world: bool
    players: tuple[int, ...]
    third_settlement: bool = False
    """Cloth for Catan: a third set-up settlement, which pays the starting resources."""
    longest_route: bool = True
    """Whether the Longest Trade Route card is played (Cloth for Catan: not)."""
    cloth: ClothRules | None = None
    """Cloth for Catan: the villages' cloth and when the game ends for want of it."""
    wonders: WonderRules | None = None
    """The Wonders of Catan: the wonders, what each needs and costs, and how many levels."""
    pirate_islands: PirateIslandRules | None = None
    """The Pirate Islands: the fortresses' strength and the table sizes without VP cards."""


@dataclass(frozen=True)
class ClothRules:
    """Cloth for Catan's numbers: the cloth each village starts with, the general supply, and
    how few villages with cloth end the game (fewer than ``villages_left``)."""

    village: int
    supply: int
    villages_left: int


@dataclass(frozen=True)
class PirateIslandRules:
    """The Pirate Islands' numbers: the victories a pirate fortress takes to fall, and the
    numbers of players who play without victory point cards."""

    fortress_strength: int
    no_vp_cards: tuple[int, ...]


@dataclass(frozen=True)
class PirateStart:
    """A seat's pieces in The Pirate Islands: the settlement and ship placed before the
    set-up, the fortress to conquer, the lone settlement spot on the lane, and the lane itself
    (the edges where alone the seat's ships may stand, in order from the start ship)."""

    settlement: int
    ship: int
    fortress: int
    lone: int
    lane: tuple[int, ...]


@dataclass(frozen=True)
class Wonder:
    """A wonder of The Wonders of Catan: what a player must have to begin it (``requires``:
    ``cities``, ``building_at`` a named set of corners, ``harbour_city``, ``route``,
    ``points``; see the data file) and what each of its levels costs."""

    id: str
    requires: Mapping[str, int | str]
    cost: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class WonderRules:
    """The Wonders of Catan's wonders, in the data's order, and the levels of each."""

    levels: int
    wonders: tuple[Wonder, ...]


def _wonder_rules(raw: Mapping[str, object]) -> WonderRules:
    listed = raw["list"]
    assert isinstance(listed, list)
    wonders = tuple(
        Wonder(
            id=str(w["id"]),
            requires=dict(w["requires"]),
            cost=tuple((kind, int(n)) for kind, n in w["cost"].items()),
        )
        for w in listed
    )
    return WonderRules(levels=int(str(raw["levels"])), wonders=wonders)


@cache
def scenario(scenario_id: str) -> Scenario:
    """The scenario with this id; raises KeyError for an unknown one."""
    if scenario_id not in SCENARIO_IDS and scenario_id not in UNOFFERED:
        raise KeyError(f"unknown scenario {scenario_id!r}; known: {', '.join(SCENARIO_IDS)}")
    raw = load_json("catan", "scenarios", f"{scenario_id}.json")
    rules = raw["rules"]
    return Scenario(
        id=scenario_id,
        target=int(raw["target"]),
        pirate=bool(rules.get("pirate", True)),
        fog=bool(rules.get("fog", False)),
        island_points=int(rules.get("island_points", 0)),
        new_world=bool(rules.get("new_world", False)),
        players=tuple(sorted(int(p) for p in raw["layouts"])),
        third_settlement=bool(rules.get("third_settlement", False)),
        longest_route=bool(rules.get("longest_route", True)),
        cloth=ClothRules(**raw["cloth"]) if "cloth" in raw else None,
        wonders=_wonder_rules(raw["wonders"]) if "wonders" in raw else None,
        pirate_islands=PirateIslandRules(
            fortress_strength=int(raw["pirate_islands"]["fortress_strength"]),
            no_vp_cards=tuple(int(n) for n in raw["pirate_islands"]["no_vp_cards"]),
        )
        if "pirate_islands" in raw
        else None,
    )


def scenario_ids() -> tuple[str, ...]:
    """Every scenario id, in the rule book's order."""
    return SCENARIO_IDS


@dataclass(frozen=True)
class Area:
    """A land area (island): may players start there, does settling it earn points."""

    id: int
    home: bool
    special_points: bool
    tribe: bool = False
    """The Forgotten Tribe: an island of the tribe, never settled, producing nothing (its hexes
    carry no number) and out of the robber's reach."""


@dataclass(frozen=True)
class PoolGroup:
    """Hexes whose terrains and numbers are shuffled together (one area, or several islands
    sharing one pool), with the terrains an area must receive (``(area, terrain, count)``)."""

    tiles: tuple[int, ...]
    terrains: tuple[str, ...]
    numbers: tuple[int, ...]
    must_include: tuple[tuple[int, str, int], ...] = ()


@dataclass(frozen=True)
class OnNumber:
    """A robber start given by a number token (``{"number": 12}`` in the data): the land hex
    that carries it once the numbers are dealt, whichever hex that is."""

    number: int


@dataclass(frozen=True)
class Layout:
    """The part of a scenario map that the classic island does not have."""

    fixed_terrain: tuple[str | None, ...]
    """Per tile: its printed terrain (sea included), None when drawn at set-up."""
    fixed_number: tuple[int | None, ...]
    area_of: tuple[int | None, ...]
    areas: Mapping[int, Area]
    pools: tuple[PoolGroup, ...]
    fog: tuple[int, ...]
    fog_terrains: tuple[str, ...]
    fog_numbers: tuple[int, ...]
    robber: str | int | OnNumber | None
    """``"desert"``, a tile, the hex carrying a number (:class:`OnNumber`), or None (off the
    board until the first 7 or knight)."""
    pirate: int | None
    new_world: NewWorldPools | None = None
    gifts: tuple[tuple[int, str], ...] = ()
    """The Forgotten Tribe: the marked coast edges and their gift (``point``, ``card`` or
    ``harbour``), in the data's order."""
    gift_harbours: tuple[str, ...] = ()
    """The harbour kinds dealt at random to the ``harbour`` gifts."""
    villages: tuple[tuple[int, int], ...] = ()
    """Cloth for Catan: the villages of the tribe's islands, (corner, dice number)."""
    wonder_corners: Mapping[str, frozenset[int]] = field(default_factory=dict)
    """The Wonders of Catan: named sets of corners a wonder asks a building on (``strait``,
    ``wasteland``)."""
    no_setup: frozenset[int] = frozenset()
    """The Wonders of Catan: corners where no set-up settlement may stand."""
    fleet_path: tuple[int, ...] = ()
    """The Pirate Islands: the sea hexes the pirate fleet sails, in order, from its start (a
    loop: after the last comes the first)."""
    starts: tuple[PirateStart, ...] = ()
    """The Pirate Islands: per seat, its pre-placed pieces, fortress and lane."""

    @property
    def tribe_tiles(self) -> frozenset[int]:
        """The hexes of the tribe's islands."""
        return frozenset(
            t for t, a in enumerate(self.area_of) if a is not None and self.areas[a].tribe
        )


@dataclass(frozen=True)
class NewWorldPools:
    """The New World's published pools, dealt over the whole frame by :func:`new_world`."""

    terrains: tuple[str, ...]
    numbers: tuple[int, ...]
    harbours: tuple[str, ...]


def _counts(raw: Mapping[str, int]) -> tuple[str, ...]:
    return tuple(kind for kind, n in raw.items() for _ in range(int(n)))


def _numbers(raw: Mapping[str, int]) -> tuple[int, ...]:
    return tuple(int(number) for number, n in raw.items() for _ in range(int(n)))


@cache
def scenario_map(scenario_id: str, players: int) -> CatanMap:
    """The map of ``scenario_id`` for ``players``, read and checked once (map id
    ``<scenario>/<players>``). Raises KeyError for a scenario or player count it has not."""
    raw = load_json("catan", "scenarios", f"{scenario_id}.json")["layouts"][str(players)]
    hexes = [tuple(h["hex"]) for h in raw["hexes"]]
    if len(set(hexes)) != len(hexes):
        raise ValueError(f"{scenario_id}/{players}: a hex is listed twice")
    geometry = catan_geometry(tuple(hexes))
    count = len(geometry.tiles)
    fixed_terrain: list[str | None] = [None] * count
    fixed_number: list[int | None] = [None] * count
    area_of: list[int | None] = [None] * count
    fog: list[int] = []
    by_area: dict[int, list[int]] = {}
    for entry in raw["hexes"]:
        tile = geometry.tile_at[tuple(entry["hex"])]
        if entry.get("fog"):
            fog.append(tile)
            continue
        if "terrain" in entry:
            fixed_terrain[tile] = entry["terrain"]
            fixed_number[tile] = entry.get("number")
        if "area" in entry:
            area_of[tile] = int(entry["area"])
            if "terrain" not in entry:
                by_area.setdefault(int(entry["area"]), []).append(tile)
    areas = {
        int(k): Area(
            int(k), bool(a.get("home")), bool(a.get("special_points")), bool(a.get("tribe"))
        )
        for k, a in raw["areas"].items()
    }
    pools = []
    for key, spec in raw["areas"].items():
        if "terrain_pool" not in spec:
            continue
        members = [int(key), *(int(a) for a in spec.get("pool_shared_with", []))]
        tiles = tuple(sorted(t for a in members for t in by_area.get(a, [])))
        terrains = _counts(spec["terrain_pool"])
        numbers = _numbers(spec["number_pool"])
        must = tuple(
            (int(a), terrain, int(n))
            for a in members
            for terrain, n in raw["areas"][str(a)].get("must_include", {}).items()
        )
        if len(terrains) != len(tiles):
            raise ValueError(f"{scenario_id}/{players}: pool of area {key} does not fit")
        producing = sum(1 for t in terrains if t not in (DESERT, SEA))
        if len(numbers) != producing:
            raise ValueError(f"{scenario_id}/{players}: numbers of area {key} do not fit")
        pools.append(PoolGroup(tiles, terrains, numbers, must))
    new_world = None
    if "tile_pool" in raw:
        pool = raw["tile_pool"]
        new_world = NewWorldPools(
            _counts(pool["terrain"]), _numbers(pool["numbers"]), _counts(raw["harbour_pool"])
        )
    fog_pool = raw.get("fog_pool", {})
    is_land = tuple(
        (terrain is not None and terrain != SEA) or (terrain is None and area is not None)
        for terrain, area in zip(fixed_terrain, area_of, strict=True)
    )
    harbours = []
    for spot in raw["harbours"]:
        tile = geometry.tile_at[tuple(spot["hex"])]
        side = spot["side"]
        if side not in SIDES or not is_land[tile]:
            raise ValueError(f"{scenario_id}/{players}: bad harbour {spot}")
        edge = geometry.tile_edge(tile, side)
        harbours.append(
            HarbourSpot(
                tile=tile,
                side=side,
                frame_hex=side_neighbour(geometry.tiles[tile], side),
                edge=edge,
                corners=geometry.edge_corners[edge],
                kind=spot.get("kind"),
            )
        )
    harbour_pool = () if new_world else _counts(raw.get("harbour_pool", {}))
    if len(harbour_pool) != sum(h.kind is None for h in harbours):
        raise ValueError(f"{scenario_id}/{players}: harbour pool does not fit the harbours")
    robber = _robber_start(raw.get("robber"), geometry.tile_at, f"{scenario_id}/{players}")
    if isinstance(robber, OnNumber):
        tokens = [n for n in fixed_number if n is not None]
        tokens += [n for group in pools for n in group.numbers]
        if tokens.count(robber.number) != 1:
            raise ValueError(
                f"{scenario_id}/{players}: the robber starts on the {robber.number}, "
                f"which must be on exactly one hex (found {tokens.count(robber.number)})"
            )
    gifts = []
    for kind, spots in raw.get("gifts", {}).items():
        if kind not in GIFTS:
            raise ValueError(f"{scenario_id}/{players}: unknown gift {kind!r}")
        for spot in spots:
            tile = geometry.tile_at[tuple(spot["hex"])]
            gifts.append((geometry.tile_edge(tile, spot["side"]), kind))
    gift_harbours = _counts(raw.get("gift_harbour_pool", {}))
    if len(gift_harbours) != sum(kind == "harbour" for _, kind in gifts):
        raise ValueError(f"{scenario_id}/{players}: gift harbours do not fit their pool")
    villages = []
    for spot in raw.get("villages", []):
        tile = geometry.tile_at[tuple(spot["hex"])]
        corner = geometry.tile_corners[tile][CORNER_NAMES.index(spot["corner"])]
        area = area_of[tile]
        if area is None or not areas[area].tribe:
            raise ValueError(f"{scenario_id}/{players}: a village off the tribe's islands")
        villages.append((corner, int(spot["number"])))
    if len({n for _, n in villages}) != len(villages):  # the roll pays one village at most
        raise ValueError(f"{scenario_id}/{players}: two villages share a number")
    layout = Layout(
        fixed_terrain=tuple(fixed_terrain),
        fixed_number=tuple(fixed_number),
        area_of=tuple(area_of),
        areas=areas,
        pools=tuple(pools),
        fog=tuple(fog),
        fog_terrains=_counts(fog_pool.get("terrain", {})),
        fog_numbers=_numbers(fog_pool.get("numbers", {})),
        robber=robber,
        pirate=None if raw.get("pirate") is None else geometry.tile_at[tuple(raw["pirate"])],
        new_world=new_world,
        gifts=tuple(gifts),
        gift_harbours=gift_harbours,
        villages=tuple(villages),
        wonder_corners={
            name: frozenset(_corner(geometry, node, scenario_id, players) for node in nodes)
            for name, nodes in raw.get("wonder_corners", {}).items()
        },
        no_setup=frozenset(
            _corner(geometry, node, scenario_id, players) for node in raw.get("no_setup", [])
        ),
        fleet_path=tuple(geometry.tile_at[tuple(h)] for h in raw.get("fleet_path", [])),
        starts=tuple(_start(geometry, s, scenario_id, players) for s in raw.get("starts", [])),
    )
    land = tuple(t for t in range(count) if is_land[t])
    tribe = layout.tribe_tiles
    # A corner of the tribe's islands touches no other land: the islands lie apart in the sea.
    closed = frozenset(
        c
        for c, tiles in enumerate(geometry.corner_tiles)
        if any(t in tribe for t in tiles) and all(t in tribe or not is_land[t] for t in tiles)
    )
    return CatanMap(
        id=f"{scenario_id}/{players}",
        geometry=geometry,
        land=land,
        is_land=is_land,
        terrain_pool=(),
        number_paths=(),
        harbours=tuple(harbours),
        harbour_pool=harbour_pool,
        robber_on_desert=robber == "desert",
        layout=layout,
        closed_corners=closed,
        robber_barred=tribe,
    )


def _corner(geometry: CatanGeometry, node: Sequence[int], scenario_id: str, players: int) -> int:
    """The corner at a JSettlers2 node given as ``[row, column]``."""
    corner = geometry.corner_at.get((int(node[0]), int(node[1])))
    if corner is None:
        raise ValueError(f"{scenario_id}/{players}: no corner at node {node}")
    return corner


def _edge(geometry: CatanGeometry, node: Sequence[int], scenario_id: str, players: int) -> int:
    """The edge at a JSettlers2 edge coordinate given as ``[row, column]``."""
    edge = geometry.edge_at.get((int(node[0]), int(node[1])))
    if edge is None:
        raise ValueError(f"{scenario_id}/{players}: no edge at {node}")
    return edge


def _start(
    geometry: CatanGeometry, raw: Mapping[str, Sequence[Any]], scenario_id: str, players: int
) -> PirateStart:
    """A seat's start in The Pirate Islands, checked: the ship touches the settlement, the lane
    begins with the ship, runs edge to edge and ends at the fortress, passing the lone spot."""
    start = PirateStart(
        settlement=_corner(geometry, raw["settlement"], scenario_id, players),
        ship=_edge(geometry, raw["ship"], scenario_id, players),
        fortress=_corner(geometry, raw["fortress"], scenario_id, players),
        lone=_corner(geometry, raw["lone"], scenario_id, players),
        lane=tuple(_edge(geometry, e, scenario_id, players) for e in raw["lane"]),
    )
    corners = geometry.edge_corners
    joined = all(
        set(corners[a]) & set(corners[b]) for a, b in zip(start.lane, start.lane[1:], strict=False)
    )
    if (
        start.lane[0] != start.ship
        or start.settlement not in corners[start.ship]
        or start.fortress not in corners[start.lane[-1]]
        or not any(start.lone in corners[e] for e in start.lane)
        or not joined
    ):
        raise ValueError(f"{scenario_id}/{players}: a start's lane does not fit {raw}")
    return start


def _robber_start(
    raw: object, tile_at: Mapping[tuple[int, int], int], name: str
) -> str | int | OnNumber | None:
    """The robber's start as the data gives it: null (off the board), ``"desert"`` (the first
    desert dealt), ``{"number": n}`` (the hex that carries the number n) or ``[r, c]`` (a
    fixed hex)."""
    if raw is None or raw == "desert":
        return raw
    if isinstance(raw, dict):
        if set(raw) != {"number"} or not isinstance(raw["number"], int):
            raise ValueError(f"{name}: bad robber start {raw!r}")
        return OnNumber(raw["number"])
    if isinstance(raw, list) and len(raw) == 2 and tuple(raw) in tile_at:
        return tile_at[tuple(raw)]
    raise ValueError(f"{name}: bad robber start {raw!r}")


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
