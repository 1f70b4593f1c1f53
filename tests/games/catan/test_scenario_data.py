"""The Seafarers scenario data files (``assets/catan/scenarios``): every layout is a consistent
map, and its counts match the published component lists.

Expected numbers are copied from catan-reference.md (the section is named beside each one), never
derived from the files under test.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from capboard.games.catan.geometry import SIDES, rc_to_axial, side_neighbour

SCENARIOS = Path(__file__).resolve().parents[3] / "assets" / "catan" / "scenarios"

HexRC = tuple[int, int]
Layout = dict[str, Any]

# catan.md "Scope" and catan-reference.md B.8: the five scenarios and their targets.
TARGETS = {
    "heading-for-new-shores": 13,
    "four-islands": 12,
    "fog-islands": 12,
    "through-the-desert": 12,
    "new-world": 12,  # catan.md Decision (no official target found, B.8 row 9)
}
PLAYER_COUNTS = ("3", "4")
CASES = [(sid, players) for sid in TARGETS for players in PLAYER_COUNTS]

LAND_TERRAINS = {"hills", "mountains", "pasture", "fields", "forest", "gold", "desert"}
HARBOUR_KINDS = {"generic", "brick", "lumber", "wool", "grain", "ore"}
RESOURCES = ("brick", "lumber", "wool", "grain", "ore")
CODES = {
    "C": "hills",
    "O": "mountains",
    "S": "pasture",
    "W": "fields",
    "L": "forest",
    "G": "gold",
    "D": "desert",
    "~": "sea",
}

# B.1: the 2015 frames, as hex spaces per row (rows 3 to 15), placed as in the B.9.1 pictures
# (centred on column 8 for the small frame, 9 for the large one).
FRAMES = {
    "small": (8, (4, 5, 6, 5, 6, 5, 4)),  # 35 spaces
    "large": (9, (5, 6, 7, 6, 7, 6, 5)),  # 42 spaces
}


def _pool(spec: str) -> Counter[str]:
    """``"C2 G1 ~2"`` (the reference's pool notation) as a terrain counter."""
    return Counter({CODES[item[0]]: int(item[1:]) for item in spec.split()})


def _numbers(spec: str) -> Counter[int]:
    """``"2:1 3:2"`` (the reference's number-pool notation) as a counter."""
    return Counter({int(k): int(v) for k, v in (item.split(":") for item in spec.split())})


def _number_list(values: str) -> Counter[int]:
    return Counter(int(v) for v in values.split(","))


# Per layout: source, frame (B.1), land / sea / fog hex counts, harbour count, and the land
# terrain and numbers of each group of areas (fixed hexes plus pools).
EXPECTED: dict[tuple[str, str], dict[str, Any]] = {
    ("heading-for-new-shores", "3"): {
        "source": "official-2015",
        "frame": "small",
        "land": 22,
        "sea": 13,
        "fog": 0,  # B.1: New Shores 3p = 22 + 13 = 35
        "harbours": 8,  # B.8 component tables: 5 x 2:1 + 3 x 3:1
        # B.9.2 SC_NSHO 3p pools, which B.9.1 says match the official map.
        "groups": [
            ({1}, _pool("C2 L3 O2 S4 W3"), _numbers("2:1 3:1 4:1 5:2 6:2 8:2 9:1 10:2 11:2")),
            ({2, 3, 4}, _pool("C2 G2 O2 S1 W1"), _numbers("3:1 4:2 5:1 8:1 9:1 10:1 12:1")),
        ],
    },
    ("heading-for-new-shores", "4"): {
        "source": "official-2015",
        "frame": "large",
        "land": 28,
        "sea": 14,
        "fog": 0,  # B.1: New Shores 4p = 28 + 14 = 42
        "harbours": 9,  # B.8: 5 x 2:1 + 4 x 3:1
        # B.9.2 SC_NSHO 4p pools (B.9.1: identical pools).
        "groups": [
            (
                {1},
                _pool("C3 D1 L4 O3 S4 W4"),
                _numbers("2:1 3:2 4:2 5:2 6:2 8:2 9:2 10:2 11:2 12:1"),
            ),
            (
                {2, 3, 4},
                _pool("C2 G2 L1 O2 S1 W1"),
                _numbers("2:1 3:1 4:1 5:1 6:1 8:1 9:1 10:1 11:1"),
            ),
        ],
    },
    ("four-islands", "3"): {
        "source": "jsettlers2",
        "frame": "small",
        "land": 20,
        "sea": 15,
        "fog": 0,  # B.1: Four Islands 3p = 20 + 15 = 35
        "harbours": 9,  # B.8: 9 harbours
        # B.8 component table: the five terrains 4 each, and the number list.
        "groups": [
            (
                {1, 2, 3, 4},
                _pool("W4 C4 O4 S4 L4"),
                _number_list("2,3,3,4,4,5,5,5,6,6,8,8,9,9,9,10,10,11,11,12"),
            ),
        ],
    },
    ("four-islands", "4"): {
        "source": "official-2015",
        "frame": "small",
        "land": 23,
        "sea": 12,
        "fog": 0,  # B.1: Four Islands 4p = 23 + 12 = 35
        "harbours": 9,  # B.8: 9 harbours
        # B.8 component table: fields 5, hills 4, mountains 4, pasture 5, forest 5.
        "groups": [
            (
                {1, 2, 3, 4},
                _pool("W5 C4 O4 S5 L5"),
                _number_list("2,3,3,4,4,4,5,5,5,6,6,8,8,9,9,9,10,10,10,11,11,11,12"),
            ),
        ],
    },
    ("fog-islands", "3"): {
        "source": "jsettlers2",
        "frame": "large",  # the JSettlers2 3p layout fits only the large frame (B.1, B.9.2)
        "land": 14,
        "sea": 16,
        "fog": 12,  # B.9.2 SC_FOG 3p: 14 visible land, 12 fog spaces
        "harbours": 8,  # B.8: 5 x 2:1 + 3 x 3:1
        "groups": [
            ({1, 2}, _pool("C2 L4 O2 S4 W2"), _numbers("3:1 4:1 5:2 6:2 8:2 9:2 10:1 11:2 12:1")),
        ],
        # B.9.2 SC_FOG 3p face-down stack.
        "fog_pool": (
            _pool("C2 G2 L1 O2 S1 W2 ~2"),
            _numbers("3:2 4:1 5:1 6:1 8:1 9:1 10:1 11:1 12:1"),
        ),
    },
    ("fog-islands", "4"): {
        "source": "official-2015",
        "frame": "large",
        # B.1 large frame (42) = 17 face-up land (B.9.2 4p pool) + 12 fog (B.9.1) + 13 sea.
        "land": 17,
        "sea": 13,
        "fog": 12,
        "harbours": 9,  # B.8: 5 x 2:1 + 4 x 3:1
        # B.9.2 SC_FOG 4p pools (B.9.1: the official map's pools match).
        "groups": [
            (
                {1, 2},
                _pool("C3 L4 O3 S4 W3"),
                _numbers("2:1 3:2 4:2 5:2 6:2 8:2 9:2 10:2 11:1 12:1"),
            ),
        ],
        "fog_pool": (
            _pool("C2 G2 L1 O2 S1 W2 ~2"),
            _numbers("3:1 4:1 5:1 6:1 8:1 9:1 10:1 11:2 12:1"),
        ),
    },
    ("through-the-desert", "3"): {
        "source": "jsettlers2",
        "frame": "small",
        "land": 25,
        "sea": 10,
        "fog": 0,  # B.9.2 SC_TTD 3p: 17 + 3 desert + 5 island hexes
        "harbours": 8,  # B.9.2: 3 x 3:1 + one 2:1 per resource
        "groups": [
            ({1, 2}, _pool("C3 G1 L5 O2 S3 W3"), _numbers("2:1 3:2 4:3 5:1 6:3 8:2 9:2 10:2 11:1")),
            ({3}, _pool("D3"), Counter()),
            ({4, 5, 6}, _pool("G1 O2 S1 W1"), _numbers("5:2 8:1 9:1 11:1")),
        ],
    },
    ("through-the-desert", "4"): {
        "source": "official-2015",
        "frame": "large",
        "land": 30,
        "sea": 12,
        "fog": 0,  # B.9.2 SC_TTD 4p: 20 + 3 desert + 7 island hexes
        "harbours": 9,  # B.9.1 picture: 5 x 2:1 + 4 x 3:1
        # B.9.2 SC_TTD 4p pools (B.9.1: identical to the official map).
        "groups": [
            (
                {1, 2},
                _pool("C4 G1 L5 O3 S4 W3"),
                _numbers("3:2 4:2 5:2 6:2 8:3 9:2 10:3 11:3 12:1"),
            ),
            ({3}, _pool("D3"), Counter()),
            ({4, 5, 6}, _pool("C1 G1 O2 S1 W2"), _numbers("2:1 3:1 4:1 5:1 6:1 9:1 12:1")),
        ],
    },
}
for _players in PLAYER_COUNTS:
    EXPECTED[("new-world", _players)] = {
        "source": "generated",
        "frame": "large",  # B.1: The New World = 23 land + 19 sea = 42
        "harbours": 9,  # B.8 row 9: 9 harbours
        # B.8 row 9: the published pools (no desert, no gold).
        "tile_pool": (
            _pool("~19 W5 C4 O4 S5 L5"),
            _numbers("2:1 3:3 4:3 5:3 6:2 8:2 9:3 10:3 11:2 12:1"),
        ),
    }


def _load(sid: str) -> dict[str, Any]:
    return json.loads((SCENARIOS / f"{sid}.json").read_text(encoding="utf-8"))


def _layout(sid: str, players: str) -> Layout:
    return _load(sid)["layouts"][players]


def _hexes(layout: Layout) -> dict[HexRC, dict[str, Any]]:
    return {(h["hex"][0], h["hex"][1]): h for h in layout["hexes"]}


def _is_land(h: dict[str, Any]) -> bool:
    return "area" in h


def _is_sea(h: dict[str, Any]) -> bool:
    return h.get("terrain") == "sea"


def _frame(name: str) -> set[HexRC]:
    centre, counts = FRAMES[name]
    return {
        (r, c)
        for r, n in zip(range(3, 17, 2), counts, strict=True)
        for c in range(centre - (n - 1), centre + n, 2)
    }


def _pool_groups(layout: Layout) -> list[set[int]]:
    """Areas drawing from one pool: the pool's own area plus those it is shared with."""
    return [
        {int(k), *spec.get("pool_shared_with", [])}
        for k, spec in layout["areas"].items()
        if "terrain_pool" in spec
    ]


def test_every_scenario_has_a_file() -> None:
    # The maps of The Forgotten Tribe, Cloth for Catan, The Wonders of Catan and The Pirate
    # Islands (not in a 2015 frame) are checked by their own tests.
    others = ["forgotten-tribe", "cloth-for-catan", "wonders-of-catan", "pirate-islands"]
    assert sorted(p.stem for p in SCENARIOS.glob("*.json")) == sorted([*TARGETS, *others])


@pytest.mark.parametrize("sid", list(TARGETS))
def test_id_target_and_rules(sid: str) -> None:
    data = _load(sid)
    assert data["id"] == sid
    assert data["target"] == TARGETS[sid]
    assert sorted(data["layouts"]) == list(PLAYER_COUNTS)
    rules = data["rules"]
    assert rules["pirate"] is True  # catan.md Decision: the pirate is on by default
    assert rules["fog"] is (sid == "fog-islands")
    assert rules["new_world"] is (sid == "new-world")
    # B.8 / B.5: 2 points per new island, except the Fog Islands (no Catan chits there).
    assert rules["island_points"] == (0 if sid == "fog-islands" else 2)
    assert data["_comment"]


@pytest.mark.parametrize(("sid", "players"), CASES)
def test_hexes_are_valid_and_fill_the_frame(sid: str, players: str) -> None:
    layout = _layout(sid, players)
    expected = EXPECTED[(sid, players)]
    assert layout["source"] == expected["source"]
    listed = [(h["hex"][0], h["hex"][1]) for h in layout["hexes"]]
    for hex_rc in listed:
        rc_to_axial(hex_rc)  # raises for a hex of the wrong parity
    assert len(listed) == len(set(listed)), "a hex is listed twice"
    assert set(listed) == _frame(expected["frame"])


@pytest.mark.parametrize(("sid", "players"), CASES)
def test_every_hex_is_one_kind(sid: str, players: str) -> None:
    layout = _layout(sid, players)
    generated = layout["source"] == "generated"
    for h in layout["hexes"]:
        if generated:
            assert set(h) == {"hex"}, h  # filled by the generator
        elif h.get("fog"):
            assert set(h) == {"hex", "fog"}, h
        elif _is_sea(h):
            assert set(h) == {"hex", "terrain"}, h
        else:
            assert _is_land(h), h
            assert str(h["area"]) in layout["areas"], h
            if "terrain" in h:
                assert h["terrain"] in LAND_TERRAINS, h
                if h["terrain"] == "desert":
                    assert "number" not in h, h
                else:
                    assert h["number"] in {2, 3, 4, 5, 6, 8, 9, 10, 11, 12}, h
            else:
                assert set(h) == {"hex", "area"}, h  # pooled


@pytest.mark.parametrize(("sid", "players"), CASES)
def test_counts_match_the_reference(sid: str, players: str) -> None:
    layout = _layout(sid, players)
    expected = EXPECTED[(sid, players)]
    if layout["source"] == "generated":
        terrain, numbers = expected["tile_pool"]
        pool = layout["tile_pool"]
        assert Counter(pool["terrain"]) == terrain
        assert Counter({int(k): v for k, v in pool["numbers"].items()}) == numbers
        return
    hexes = layout["hexes"]
    assert sum(_is_land(h) for h in hexes) == expected["land"]
    assert sum(_is_sea(h) for h in hexes) == expected["sea"]
    assert sum(bool(h.get("fog")) for h in hexes) == expected["fog"]
    covered: set[int] = set()
    for areas, terrain, numbers in expected["groups"]:
        got_terrain: Counter[str] = Counter()
        got_numbers: Counter[int] = Counter()
        for h in hexes:
            if h.get("area") in areas and "terrain" in h:
                got_terrain[h["terrain"]] += 1
                if "number" in h:
                    got_numbers[h["number"]] += 1
        for k, spec in layout["areas"].items():
            if int(k) in areas and "terrain_pool" in spec:
                got_terrain.update(spec["terrain_pool"])
                got_numbers.update({int(n): c for n, c in spec["number_pool"].items()})
        assert got_terrain == terrain, areas
        assert got_numbers == numbers, areas
        covered |= areas
    assert covered == {int(k) for k in layout["areas"]}
    if "fog_pool" in expected:
        terrain, numbers = expected["fog_pool"]
        assert Counter(layout["fog_pool"]["terrain"]) == terrain
        assert Counter({int(k): v for k, v in layout["fog_pool"]["numbers"].items()}) == numbers
    else:
        assert "fog_pool" not in layout


@pytest.mark.parametrize(("sid", "players"), CASES)
def test_areas_are_declared_connected_and_pools_fit(sid: str, players: str) -> None:
    layout = _layout(sid, players)
    if layout["source"] == "generated":
        assert layout["areas"] == {}
        assert layout["generated_areas"]["home"] is True
        return
    hexes = _hexes(layout)
    areas = layout["areas"]
    by_area: dict[int, set[HexRC]] = {}
    for rc, h in hexes.items():
        if _is_land(h):
            by_area.setdefault(h["area"], set()).add(rc)
    assert sorted(by_area) == sorted(int(k) for k in areas)
    for members in by_area.values():  # each area is one piece of land
        seen: set[HexRC] = set()
        todo = [next(iter(members))]
        while todo:
            rc = todo.pop()
            if rc not in seen:
                seen.add(rc)
                todo.extend(n for s in SIDES if (n := side_neighbour(rc, s)) in members)
        assert seen == members
    pooled = Counter(h["area"] for h in hexes.values() if _is_land(h) and "terrain" not in h)
    groups = _pool_groups(layout)
    grouped = [a for g in groups for a in g]
    assert len(grouped) == len(set(grouped)), "an area draws from two pools"
    assert set(pooled) == set(grouped), "pooled hexes without a pool, or a pool without hexes"
    for group in groups:
        owner = min(group)
        spec = areas[str(owner)]
        size = sum(pooled[a] for a in group)
        assert sum(spec["terrain_pool"].values()) == size
        deserts = spec["terrain_pool"].get("desert", 0)
        assert sum(spec["number_pool"].values()) == size - deserts
        for other in group - {owner}:
            assert areas[str(other)]["pool_from"] == owner
            assert "terrain_pool" not in areas[str(other)]
            for terrain, count in areas[str(other)].get("must_include", {}).items():
                assert count <= spec["terrain_pool"][terrain]
                assert count <= pooled[other]
    for k, spec in areas.items():
        assert isinstance(spec["home"], bool) and isinstance(spec["special_points"], bool)
        if "pool_from" in spec:
            assert int(k) in areas[str(spec["pool_from"])]["pool_shared_with"]
    assert any(spec["home"] for spec in areas.values())
    island_points = _load(sid)["rules"]["island_points"]
    assert any(spec["special_points"] for spec in areas.values()) is (island_points > 0)


@pytest.mark.parametrize(("sid", "players"), CASES)
def test_fog_pool_fits_the_fog_hexes(sid: str, players: str) -> None:
    layout = _layout(sid, players)
    fog = sum(bool(h.get("fog")) for h in layout["hexes"])
    if not fog:
        assert "fog_pool" not in layout
        return
    terrain = layout["fog_pool"]["terrain"]
    assert sum(terrain.values()) == fog
    land = fog - terrain.get("sea", 0) - terrain.get("desert", 0)
    assert sum(layout["fog_pool"]["numbers"].values()) == land


@pytest.mark.parametrize(("sid", "players"), CASES)
def test_harbours(sid: str, players: str) -> None:
    layout = _layout(sid, players)
    expected = EXPECTED[(sid, players)]
    hexes = _hexes(layout)
    harbours = layout["harbours"]
    pool = layout.get("harbour_pool", {})
    assert set(pool) <= HARBOUR_KINDS
    spots = [((h["hex"][0], h["hex"][1]), h["side"]) for h in harbours]
    assert len(spots) == len(set(spots)), "two harbours on one side"
    for (rc, side), harbour in zip(spots, harbours, strict=True):
        assert _is_land(hexes[rc]), harbour
        assert side in SIDES, harbour
        water = hexes.get(side_neighbour(rc, side))
        assert water is None or _is_sea(water), harbour  # sea inside the frame, or the frame
    fixed = Counter(h["kind"] for h in harbours if "kind" in h)
    assert set(fixed) <= HARBOUR_KINDS
    unkinded = sum("kind" not in h for h in harbours)
    if layout["source"] == "generated":
        assert harbours == []  # the generator places them
        assert sum(pool.values()) == expected["harbours"]
    else:
        assert len(harbours) == expected["harbours"]
        assert sum(pool.values()) == unkinded
    # B.8: one 2:1 harbour per resource, the rest 3:1.
    kinds = fixed + Counter(pool)
    assert kinds == Counter({**dict.fromkeys(RESOURCES, 1), "generic": expected["harbours"] - 5})


@pytest.mark.parametrize(("sid", "players"), CASES)
def test_robber_and_pirate_start(sid: str, players: str) -> None:
    layout = _layout(sid, players)
    hexes = _hexes(layout)
    robber, pirate = layout["robber"], layout["pirate"]
    if robber == "desert":
        assert any(h.get("terrain") == "desert" for h in hexes.values())
    elif isinstance(robber, dict):  # the hex dealt this number: one token of it on the land
        numbers = Counter(h.get("number") for h in hexes.values() if _is_land(h))
        for area in layout["areas"].values():
            numbers.update({int(n): c for n, c in area.get("number_pool", {}).items()})
        assert set(robber) == {"number"} and numbers[robber["number"]] == 1
    elif robber is not None:
        assert _is_land(hexes[(robber[0], robber[1])])
    if pirate is not None:
        assert _is_sea(hexes[(pirate[0], pirate[1])])


# B.8 / B.3 / B.9: starts the reference gives (the chosen pirate starts are not checked).
ROBBERS = {
    ("heading-for-new-shores", "3"): [3, 5],  # B.9.1, as JSettlers2
    ("heading-for-new-shores", "4"): "desert",  # B.9.1
    ("four-islands", "3"): None,  # no desert: off the board (B.3)
    ("four-islands", "4"): None,
    ("fog-islands", "3"): {"number": 12},  # B.8 row 3: on the 12 (numbers shuffled)
    ("fog-islands", "4"): [5, 14],  # B.9.1: on the 12
    ("through-the-desert", "3"): "desert",  # B.9.2
    ("through-the-desert", "4"): "desert",
    ("new-world", "3"): None,  # no desert (B.8 row 9, B.3)
    ("new-world", "4"): None,
}


@pytest.mark.parametrize(("sid", "players"), CASES)
def test_robber_starts_where_the_reference_says(sid: str, players: str) -> None:
    assert _layout(sid, players)["robber"] == ROBBERS[(sid, players)]


@pytest.mark.parametrize(("sid", "players"), CASES)
def test_home_and_island_points_follow_the_scenario(sid: str, players: str) -> None:
    layout = _layout(sid, players)
    areas = {int(k): v for k, v in layout["areas"].items()}
    home = {k for k, v in areas.items() if v["home"]}
    special = {k for k, v in areas.items() if v["special_points"]}
    # B.8: where set-up settlements go, and which land earns island points.
    if sid == "heading-for-new-shores":
        assert (home, special) == ({1}, {2, 3, 4})
    elif sid == "four-islands":
        assert home == special == {1, 2, 3, 4}
    elif sid == "fog-islands":
        assert (home, special) == ({1, 2}, set())
    elif sid == "through-the-desert":
        assert (home, special) == ({1}, {2, 4, 5, 6})  # not the desert belt (area 3, B.5)
    else:
        assert layout["generated_areas"] == {"home": True, "special_points": True}


def test_fog_islands_robber_is_on_the_hex_numbered_12() -> None:
    """B.8 row 3: the robber starts on the 12. The 4-player map prints its numbers, so its
    fixed start must carry the 12; the 3-player map shuffles them, so it names the number."""
    four = _layout("fog-islands", "4")
    assert _hexes(four)[(four["robber"][0], four["robber"][1])].get("number") == 12
    three = _layout("fog-islands", "3")
    assert three["robber"] == {"number": 12}
    pool = three["areas"]["1"]["number_pool"]
    assert pool.get("12") == 1  # exactly one hex is dealt the 12
