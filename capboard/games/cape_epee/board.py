"""De Cape et d'Épée's cards and objectives, read once from ``assets/cape-epee/game.json``."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from capboard.engine.assets import load_json
from capboard.games.cape_epee.view import Objective


@dataclass(frozen=True)
class Card:
    """An influence card: id, printed value, timing (``none``, ``imm``, ``end``), ability."""

    id: str
    value: float
    timing: str
    ability: str
    params: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)


@dataclass(frozen=True, eq=False)
class CapeEpeeData:
    """The fixed data of the game."""

    cards: dict[str, Card]
    card_ids: tuple[str, ...]
    domains: tuple[str, ...]
    objectives: tuple[Objective, ...]
    objectives_per_player: int
    two_player_removed_value: int
    hand_size: int
    rounds: int


@cache
def cape_epee_data() -> CapeEpeeData:
    """The data, loaded once."""
    raw = load_json("cape-epee", "game.json")
    cards = {
        c["id"]: Card(c["id"], float(c["value"]), c["timing"], c["ability"], dict(c["params"]))
        for c in raw["cards"]
    }
    objectives = []
    for domain in raw["domains"]:
        seen: dict[int, int] = {}
        for value in raw["objective_values"]:
            seen[value] = seen.get(value, 0) + 1
            suffix = "" if raw["objective_values"].count(value) == 1 else "abcdef"[seen[value] - 1]
            objectives.append(Objective(f"{domain}-{value}{suffix}", domain, value))
    return CapeEpeeData(
        cards=cards,
        card_ids=tuple(cards),
        domains=tuple(raw["domains"]),
        objectives=tuple(objectives),
        objectives_per_player=raw["objectives_per_player"],
        two_player_removed_value=raw["two_player_removed_value"],
        hand_size=raw["hand_size"],
        rounds=raw["rounds"],
    )
