"""Scenario boards as the game deals them: each board holds exactly its map's printed hexes and
its pools (terrains, numbers, harbours, fog), areas that must get a terrain get it, and The New
World's generated islands are always playable."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from capboard.engine.assets import load_json
from capboard.games.catan.board import SEA, catan_map
from capboard.games.catan.scenario import PIPS, scenario_ids, scenario_setup

FIXED = [s for s in scenario_ids() if s != "new-world"]


def _expected(raw: dict) -> tuple[Counter, Counter]:
    """Terrains and numbers a board must hold, counted from the data file by hand."""
    terrains: Counter = Counter()
    numbers: Counter = Counter()
    for entry in raw["hexes"]:
        if "terrain" in entry:
            terrains[entry["terrain"]] += 1
            if entry.get("number") is not None:
                numbers[entry["number"]] += 1
    for area in raw["areas"].values():
        terrains.update(area.get("terrain_pool", {}))
        numbers.update({int(n): c for n, c in area.get("number_pool", {}).items()})
    return terrains, numbers


@pytest.mark.parametrize("scenario_id", FIXED)
@pytest.mark.parametrize("players", [3, 4])
def test_a_board_holds_its_printed_hexes_and_its_pools(scenario_id: str, players: int) -> None:
    raw = load_json("catan", "scenarios", f"{scenario_id}.json")["layouts"][str(players)]
    terrains, numbers = _expected(raw)
    fog = sum(1 for h in raw["hexes"] if h.get("fog"))
    catan = catan_map(f"{scenario_id}/{players}")
    for seed in range(5):
        board, stack = scenario_setup(catan, random.Random(seed))
        dealt = Counter(board.terrain)
        assert dealt.pop("fog", 0) == fog == len(stack.hexes)
        assert dealt == terrains
        assert Counter(n for n in board.numbers if n is not None) == numbers
        # Printed hexes stay where they are printed.
        for entry in raw["hexes"]:
            if "terrain" in entry:
                tile = catan.geometry.tile_at[tuple(entry["hex"])]
                assert board.terrain[tile] == entry["terrain"]
                assert board.numbers[tile] == entry.get("number")
        # Harbours: the printed kinds, then the pool.
        kinds = Counter(board.harbour_kinds)
        printed = Counter(h["kind"] for h in raw["harbours"] if "kind" in h)
        assert kinds == printed + Counter(raw.get("harbour_pool", {}))
        if raw.get("fog_pool"):
            assert Counter(k for k, _ in stack.hexes) == Counter(raw["fog_pool"]["terrain"])


def test_an_area_that_must_get_gold_gets_it() -> None:
    catan = catan_map("through-the-desert/3")
    for seed in range(20):
        board, _ = scenario_setup(catan, random.Random(seed))
        strip = [t for t, a in enumerate(board.area_of) if a == 2]
        assert any(board.terrain[t] == "gold" for t in strip)


@pytest.mark.parametrize("players", [3, 4])
def test_the_new_world_is_dealt_from_its_pools_and_always_playable(players: int) -> None:
    raw = load_json("catan", "scenarios", "new-world.json")["layouts"][str(players)]
    pool = raw["tile_pool"]
    catan = catan_map(f"new-world/{players}")
    geometry = catan.geometry
    boards = set()
    for seed in range(30):
        board, _ = scenario_setup(catan, random.Random(seed))
        boards.add(board.terrain)
        assert Counter(board.terrain) == Counter(pool["terrain"])
        assert Counter(n for n in board.numbers if n) == Counter(
            {int(k): v for k, v in pool["numbers"].items()}
        )
        # Islands: every land hex belongs to one, and each touches the sea (ships reach it).
        land = [t for t in range(len(board.terrain)) if board.terrain[t] != SEA]
        assert all(board.area_of[t] is not None for t in land)
        for area in {board.area_of[t] for t in land}:
            tiles = [t for t in land if board.area_of[t] == area]
            assert any(
                len(geometry.tile_neighbours[t]) < 6
                or any(board.terrain[n] == SEA for n in geometry.tile_neighbours[t])
                for t in tiles
            )
        sizes = Counter(board.area_of[t] for t in land)
        assert max(sizes.values()) >= 7  # a main island where everyone can start
        good = sum(
            1
            for tiles in geometry.corner_tiles
            if len([t for t in tiles if board.terrain[t] != SEA]) >= 2
            and sum(PIPS.get(board.numbers[t] or 0, 0) for t in tiles) >= 6
        )
        assert good >= 3 * players
        # Nine harbours on coasts, never two on neighbouring corners.
        assert len(board.harbour_spots) == len(board.harbour_kinds) == 9
        corners = [c for spot in board.harbour_spots for c in spot.corners]
        assert len(corners) == len(set(corners))
        for spot in board.harbour_spots:
            assert board.terrain[spot.tile] != SEA
            others = [t for t in geometry.edge_tiles[spot.edge] if t != spot.tile]
            assert not others or board.terrain[others[0]] == SEA
        assert board.robber is None and board.pirate is None
    assert len(boards) == 30  # a new world every game
