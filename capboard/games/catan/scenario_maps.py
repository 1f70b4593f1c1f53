"""Seafarers scenario maps: the layout of hexes each scenario prints for a number of players,
read from ``assets/catan/scenarios/<id>.json`` and checked once.

A layout gives, inside the frame, fixed land (terrain and number), sea, land of an *area*
(island) whose terrains and numbers are shuffled from the area's pools, and fog hexes turned up
during play from a hidden stack. Areas say where players may start (``home``) and whether a
first settlement there earns special points. The scenarios' own pieces stand here too: The
Forgotten Tribe's gifts, Cloth for Catan's villages, the corners the Wonders of Catan name, The
Pirate Islands' fleet path and each seat's start. Every number the data gives is checked
against the map as it is read (pools that fit their hexes, harbours on land, one hex for a
robber's number, lanes that join), so a bad data file fails on loading, not in play.

The maps are kept apart from the scenarios' rules (:mod:`.scenario`) and from the drawing of
a board (:mod:`.scenario_boards`): a map is read once per (scenario, players) and cached like
the classic island, whatever boards are later drawn from it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from capboard.engine.assets import load_json
from capboard.games.catan.geometry import (
    CORNER_NAMES,
    CatanGeometry,
    catan_geometry,
)
from capboard.games.catan.map_parts import DESERT, SEA, CatanMap, read_harbours

GIFTS = ("point", "card", "harbour")
"""The Forgotten Tribe's gifts: a victory point chit, a development card, a harbour."""


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
    """The New World's published pools, dealt over the whole frame by
    :func:`.scenario_boards.new_world`."""

    terrains: tuple[str, ...]
    numbers: tuple[int, ...]
    harbours: tuple[str, ...]


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
    harbours = read_harbours(geometry, raw["harbours"], is_land, f"{scenario_id}/{players}")
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
        harbours=harbours,
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
