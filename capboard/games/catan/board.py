"""Catan's maps and their variable set-up, read once from ``assets/catan``.

A map (``assets/catan/maps/<id>.json``) gives its land and sea hexes in the doubled offset
scheme of :mod:`capboard.games.catan.geometry`, the terrain pool shuffled over the land, how the
number tokens are laid, and its harbours as (land hex, side). :func:`variable_setup` turns a map
and a seeded ``random.Random`` into one concrete board: terrain, numbers, harbour kinds, robber.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from capboard.engine.assets import load_json
from capboard.games.catan.geometry import (
    catan_geometry,
    hexagon_spiral,
)
from capboard.games.catan.map_parts import (
    DESERT,
    FOG,
    GENERIC_HARBOUR,
    GOLD,
    SEA,
    CatanMap,
    HarbourSpot,
    read_harbours,
)

__all__ = [  # the map's parts, named here too for the callers that read maps from the board
    "CLASSIC",
    "DESERT",
    "FOG",
    "GENERIC_HARBOUR",
    "GOLD",
    "MAX_SETUP_ATTEMPTS",
    "SEA",
    "BoardSetup",
    "CatanMap",
    "CatanRules",
    "HarbourSpot",
    "catan_map",
    "catan_rules",
    "harbours_of",
    "land_tiles",
    "red_numbers_adjacent",
    "variable_setup",
]

CLASSIC = "classic"
"""Id of the classic 19-hex island, the base game's map."""

MAX_SETUP_ATTEMPTS = 1000
"""How many times :func:`variable_setup` re-draws before giving up on separating red numbers.
With tokens shuffled at random on the classic island about one draw in seven is valid, so the
bound fails with a probability below 1e-60 there; it stops a map that can never satisfy the rule
from looping forever."""


@dataclass(frozen=True)
class CatanRules:
    """The game's fixed data (``assets/catan/game.json``)."""

    terrain_resource: dict[str, str | None]
    """What each terrain produces (None: nothing, "any": a resource of the player's choice)."""
    resources: tuple[str, ...]
    tokens: tuple[tuple[str, int], ...]
    """The number tokens as (letter, number), A to R, in letter order."""
    red_numbers: frozenset[int]
    harbour_ratio: dict[str, int]
    harbour_resource: dict[str, str | None]


@cache
def catan_rules() -> CatanRules:
    """The game's fixed data, read once."""
    raw = load_json("catan", "game.json")
    tokens = tuple(sorted((str(k), int(v)) for k, v in raw["number_tokens"].items()))
    return CatanRules(
        terrain_resource=dict(raw["terrains"]),
        resources=tuple(raw["resources"]),
        tokens=tokens,
        red_numbers=frozenset(raw["red_numbers"]),
        harbour_ratio={k: int(v["ratio"]) for k, v in raw["harbours"].items()},
        harbour_resource={k: v["resource"] for k, v in raw["harbours"].items()},
    )


def _pool(counts: dict[str, int]) -> tuple[str, ...]:
    return tuple(kind for kind, n in counts.items() for _ in range(n))


@cache
def catan_map(map_id: str = CLASSIC) -> CatanMap:
    """The map ``assets/catan/maps/<map_id>.json``, read and checked once; a Seafarers
    scenario's map for a number of players is ``<scenario id>/<players>``."""
    if "/" in map_id:
        from capboard.games.catan.scenario_maps import scenario_map

        scenario_id, _, players = map_id.partition("/")
        return scenario_map(scenario_id, int(players))
    raw = load_json("catan", "maps", f"{map_id}.json")
    land_rc = [tuple(h) for h in raw["land"]]
    sea_rc = [tuple(h) for h in raw.get("sea", [])]
    geometry = catan_geometry(tuple(land_rc + sea_rc))
    land = tuple(sorted(geometry.tile_at[h] for h in land_rc))
    land_set = set(land)
    is_land = tuple(t in land_set for t in range(len(geometry.tiles)))
    terrain_pool = _pool(raw["terrain_pool"])
    if len(terrain_pool) != len(land):
        raise ValueError(f"{map_id}: {len(terrain_pool)} terrains for {len(land)} land hexes")

    placement = raw["number_placement"]
    if placement["kind"] == "spiral":
        clockwise = placement["turn"] == "clockwise"
        paths = tuple(
            tuple(
                geometry.tile_at[h]
                for h in hexagon_spiral(
                    tuple(placement["centre"]), placement["radius"], d, clockwise
                )
            )
            for d in range(6)
        )
    else:  # an explicit dice path, as JSettlers2 gives for some scenarios
        paths = (tuple(geometry.tile_at[tuple(h)] for h in placement["path"]),)
    for path in paths:
        if sorted(path) != list(land):
            raise ValueError(f"{map_id}: the number path does not cover the land exactly")

    harbours = read_harbours(geometry, raw["harbours"], is_land, map_id)
    harbour_pool = _pool(raw.get("harbour_pool", {}))
    if len(harbour_pool) != sum(h.kind is None for h in harbours):
        raise ValueError(f"{map_id}: harbour pool does not match the harbours without a kind")
    return CatanMap(
        id=map_id,
        geometry=geometry,
        land=land,
        is_land=is_land,
        terrain_pool=terrain_pool,
        number_paths=paths,
        harbours=harbours,
        harbour_pool=harbour_pool,
        robber_on_desert=raw.get("robber") == "desert",
    )


@dataclass(frozen=True)
class BoardSetup:
    """One concrete board: what lies on each tile, the harbours' kinds, the robber's hex.

    Tuples are indexed by tile id of the map's geometry; sea tiles have terrain ``"sea"``.
    """

    map_id: str
    terrain: tuple[str, ...]
    numbers: tuple[int | None, ...]
    letters: tuple[str | None, ...]
    """The letter on the back of each tile's number token (None: no token)."""
    harbour_kinds: tuple[str, ...]
    """Kind of each of the map's harbour spots, in the map's order."""
    robber: int | None
    number_path: int
    """Which of the map's number paths was used (for the classic island: the starting corner)."""
    attempts: int
    """How many draws it took (1 unless red numbers had to be separated)."""
    pirate: int | None = None
    """Seafarers: the pirate's sea tile at the start (None: off the board, or no pirate)."""
    area_of: tuple[int | None, ...] = ()
    """Seafarers: the land area (island) of each tile, None for sea (empty: one island)."""
    harbour_spots: tuple[HarbourSpot, ...] = ()
    """Harbour spots of this board when they are not the map's (The New World makes its own);
    empty: the map's spots. Use :func:`harbours_of`."""
    gifts: tuple[tuple[int, str], ...] = ()
    """The Forgotten Tribe: each marked coast edge and its gift (``point``, ``card``, or
    ``harbour:<kind>`` with the harbour's kind dealt at set-up)."""


def red_numbers_adjacent(catan: CatanMap, numbers: Sequence[int | None]) -> bool:
    """True when two neighbouring tiles both carry a red number (6 or 8)."""
    red = catan_rules().red_numbers
    neighbours = catan.geometry.tile_neighbours
    return any(
        numbers[t] in red and any(numbers[u] in red for u in neighbours[t] if u > t)
        for t in range(len(numbers))
    )


def variable_setup(
    catan: CatanMap,
    rng: random.Random,
    *,
    separate_red_numbers: bool = True,
    random_numbers: bool = False,
    max_attempts: int = MAX_SETUP_ATTEMPTS,
) -> BoardSetup:
    """The official variable set-up of ``catan``, drawn from ``rng`` (and only from it).

    The terrain pool is shuffled over the land; a number path is chosen at random (on the classic
    island: a random outer corner hex, then the spiral inwards); the lettered tokens are laid
    along it in letter order, deserts skipped. With ``separate_red_numbers`` (the rule book's
    decision, on by default) the terrain and the path are drawn again until no two red numbers
    (6, 8) are neighbours; re-drawing rather than swapping tokens keeps every board one the
    official procedure could have produced. Raises ``ValueError`` after ``max_attempts`` draws.
    Harbour kinds are then dealt once from the map's pool.

    On the classic island the lettered spiral never puts two red numbers side by side, whatever
    the corner and wherever the desert (the letters were chosen for that; the tests check all
    cases), so the option only bites with ``random_numbers``: the tokens shuffled over the
    non-desert land instead of laid by letter, a common variant and how Seafarers pools are
    dealt. ``letters`` then still name each token.
    """
    rules = catan_rules()
    tiles = len(catan.geometry.tiles)
    attempts = 0
    while True:
        attempts += 1
        terrain = [SEA] * tiles
        shuffled = list(catan.terrain_pool)
        rng.shuffle(shuffled)
        for tile, kind in zip(catan.land, shuffled, strict=True):
            terrain[tile] = kind
        path_index = rng.randrange(len(catan.number_paths))
        numbers: list[int | None] = [None] * tiles
        letters: list[str | None] = [None] * tiles
        pool = list(rules.tokens)
        if random_numbers:
            rng.shuffle(pool)
        tokens = iter(pool)
        for tile in catan.number_paths[path_index]:
            if terrain[tile] == DESERT:
                continue
            letter, number = next(tokens)
            letters[tile] = letter
            numbers[tile] = number
        if next(tokens, None) is not None:
            raise ValueError(f"{catan.id}: tokens left over after the number path")
        if not (separate_red_numbers and red_numbers_adjacent(catan, numbers)):
            break
        if attempts >= max_attempts:
            raise ValueError(f"{catan.id}: no set-up without neighbouring red numbers found")

    # Harbour kinds are dealt at random over the spots the map leaves open. The reference gives no
    # fixed kind for the classic frame's nine spots (catan-reference.md B.9.2 prints them "?"),
    # JSettlers2 shuffles them, and the 2015 rules shuffle harbour tokens face down where maps
    # leave them open (B.9.1); a map that prints a kind fixes it with "kind".
    kinds = list(catan.harbour_pool)
    rng.shuffle(kinds)
    dealt = iter(kinds)
    harbour_kinds = tuple(h.kind if h.kind is not None else next(dealt) for h in catan.harbours)

    robber = None
    if catan.robber_on_desert:
        robber = next((t for t in catan.land if terrain[t] == DESERT), None)
    return BoardSetup(
        map_id=catan.id,
        terrain=tuple(terrain),
        numbers=tuple(numbers),
        letters=tuple(letters),
        harbour_kinds=harbour_kinds,
        robber=robber,
        number_path=path_index,
        attempts=attempts,
    )


def harbours_of(catan: CatanMap, board: BoardSetup) -> list[tuple[HarbourSpot, str]]:
    """Every harbour of ``board`` with its kind: the map's spots, or the board's own."""
    spots = board.harbour_spots or catan.harbours
    return list(zip(spots, board.harbour_kinds, strict=True))


def land_tiles(board: BoardSetup) -> tuple[bool, ...]:
    """Which tiles of ``board`` are land now (neither sea nor an undiscovered fog hex)."""
    return tuple(t not in (SEA, FOG) for t in board.terrain)
