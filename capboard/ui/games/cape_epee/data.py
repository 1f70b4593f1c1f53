"""De Cape et d'Épée's card data, read once from ``assets/cape-epee/game.json``."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from capboard.engine.assets import load_json

GAME = "cape-epee"

DOMAINS: tuple[str, ...] = ("alchemy", "combat", "agriculture", "commerce", "religion", "music")


@dataclass(frozen=True)
class CardData:
    """One of the 25 influence cards: its id, printed value, timing (``none``, ``imm``,
    ``end``), ability code and parameters."""

    id: str
    number: int
    value: float
    timing: str
    ability: str
    params: dict[str, Any]


@cache
def cards() -> dict[str, CardData]:
    """The 25 influence cards by id, in the order of the card list."""
    data = load_json(GAME, "game.json")
    return {
        c["id"]: CardData(
            c["id"], int(c["number"]), c["value"], c["timing"], c["ability"], dict(c["params"])
        )
        for c in data["cards"]
    }


def card(card_id: str | None) -> CardData | None:
    """The data of ``card_id``, or None for an unknown or hidden card."""
    if card_id is None:
        return None
    return cards().get(card_id)


def value_text(value: object) -> str:
    """A card value as printed: ``20``, ``9½``."""
    if isinstance(value, float) and not value.is_integer():
        whole = int(value)
        return f"{whole}½" if abs(value - whole - 0.5) < 1e-9 else f"{value:g}"
    if isinstance(value, int | float):
        return str(int(value))
    return "?"
