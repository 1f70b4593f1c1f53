"""Seafarers scenarios: which are offered, and each one's rules as its data file
(``assets/catan/scenarios/<id>.json``) names them: the victory target and the switches (pirate,
fog, island points, a third set-up settlement, the Longest Trade Route), and the numbers of
Cloth for Catan, The Wonders of Catan and The Pirate Islands.

A scenario's maps and the boards drawn from them stand in their own modules: the layouts read
and checked in :mod:`.scenario_maps`, one board drawn from a map (the New World's generated
map included) in :mod:`.scenario_boards`. This module names their public parts too, so a
caller imports everything about a scenario from here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from capboard.engine.assets import load_json
from capboard.games.catan.scenario_boards import (
    MAX_DRAWS,
    PIPS,
    FogStack,
    new_world,
    scenario_setup,
)
from capboard.games.catan.scenario_maps import (
    GIFTS,
    Area,
    Layout,
    NewWorldPools,
    OnNumber,
    PirateStart,
    PoolGroup,
    scenario_map,
)

__all__ = [
    "BASE",
    "GIFTS",
    "MAX_DRAWS",
    "PIPS",
    "SCENARIO_IDS",
    "UNOFFERED",
    "Area",
    "ClothRules",
    "FogStack",
    "Layout",
    "NewWorldPools",
    "OnNumber",
    "PirateIslandRules",
    "PirateStart",
    "PoolGroup",
    "Scenario",
    "Wonder",
    "WonderRules",
    "new_world",
    "scenario",
    "scenario_ids",
    "scenario_map",
    "scenario_setup",
]

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
