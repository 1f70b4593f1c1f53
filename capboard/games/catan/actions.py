"""Catan's actions (base game). Corners, edges and tiles are the integer ids of
:class:`~capboard.games.catan.geometry.CatanGeometry`; resources are the names of
``assets/catan/game.json`` (``brick``, ``lumber``, ``wool``, ``grain``, ``ore``), and a
resource tuple of five counts follows that order.

``PlaceSettlement`` and ``PlaceRoad`` serve the set-up, ordinary building and (for roads) the
Road Building card alike: the state's phase says which rules and costs apply.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from capboard.engine.protocol import Action


@dataclass(frozen=True, order=True)
class PlaceSettlement(Action):
    """Place a settlement on ``corner`` (set-up: free; later: paid, next to an own road)."""

    kind: ClassVar[str] = "settlement"
    corner: int


@dataclass(frozen=True, order=True)
class PlaceRoad(Action):
    """Place a road on ``edge`` (set-up, paid building or a Road Building card)."""

    kind: ClassVar[str] = "road"
    edge: int


@dataclass(frozen=True, order=True)
class BuildCity(Action):
    """Upgrade the own settlement on ``corner`` to a city."""

    kind: ClassVar[str] = "city"
    corner: int


@dataclass(frozen=True, order=True)
class Roll(Action):
    """Roll the two dice."""

    kind: ClassVar[str] = "roll"


@dataclass(frozen=True, order=True)
class MoveRobber(Action):
    """Move the robber to land ``tile`` (after a 7 or a knight)."""

    kind: ClassVar[str] = "robber"
    tile: int


@dataclass(frozen=True, order=True)
class Steal(Action):
    """Steal one random resource card from ``seat``, who has a building at the robber's hex."""

    kind: ClassVar[str] = "steal"
    seat: int


@dataclass(frozen=True, order=True)
class StealCloth(Action):
    """Cloth for Catan: the pirate takes one cloth from ``seat``, who has a ship beside it,
    instead of a resource card."""

    kind: ClassVar[str] = "steal_cloth"
    seat: int


@dataclass(frozen=True, order=True)
class AttackFortress(Action):
    """The Pirate Islands: attack one's pirate fortress with one's warships, from the ship at
    the end of one's lane (once a turn)."""

    kind: ClassVar[str] = "fortress"


@dataclass(frozen=True, order=True)
class ChooseWonder(Action):
    """The Wonders of Catan: take the card of the wonder ``wonder`` (its id in the scenario's
    data), whose condition one meets, and build its first level."""

    kind: ClassVar[str] = "wonder"
    wonder: str


@dataclass(frozen=True, order=True)
class BuildWonderLevel(Action):
    """The Wonders of Catan: build the next level of one's wonder."""

    kind: ClassVar[str] = "wonder_level"


@dataclass(frozen=True, order=True)
class Discard(Action):
    """Discard ``cards`` (five counts, in resource order) after a 7."""

    kind: ClassVar[str] = "discard"
    cards: tuple[int, int, int, int, int]


@dataclass(frozen=True, order=True)
class BuyDevelopment(Action):
    """Buy the top development card."""

    kind: ClassVar[str] = "buy"


@dataclass(frozen=True, order=True)
class PlayKnight(Action):
    """Play a knight: move the robber and steal."""

    kind: ClassVar[str] = "knight"


@dataclass(frozen=True, order=True)
class PlayRoadBuilding(Action):
    """Play Road Building: place up to two free roads next."""

    kind: ClassVar[str] = "road_building"


@dataclass(frozen=True, order=True)
class PlayYearOfPlenty(Action):
    """Play Year of Plenty: take resources ``a`` and ``b`` (``a <= b`` in resource order)."""

    kind: ClassVar[str] = "year_of_plenty"
    a: str
    b: str


@dataclass(frozen=True, order=True)
class PlayMonopoly(Action):
    """Play Monopoly: every other player gives all their ``resource``."""

    kind: ClassVar[str] = "monopoly"
    resource: str


@dataclass(frozen=True, order=True)
class MaritimeTrade(Action):
    """Give the bank ``give`` at the player's best ratio for it, for one ``get``."""

    kind: ClassVar[str] = "maritime"
    give: str
    get: str


@dataclass(frozen=True, order=True)
class OfferTrade(Action):
    """Offer ``give`` for ``get`` (five counts each, in resource order) to seat ``to``, or to
    every other player when ``to`` is -1. Only the player to move offers, after rolling."""

    kind: ClassVar[str] = "offer"
    give: tuple[int, int, int, int, int]
    get: tuple[int, int, int, int, int]
    to: int = -1

    @classmethod
    def from_notation(cls, text: str) -> OfferTrade | None:
        """Read ``offer 1,0,0,0,0 0,2,0,0,0 -1`` directly (the offers are thousands)."""
        parts = text.split()
        if len(parts) != 4 or parts[0] != cls.kind:
            return None
        try:
            give, get = (tuple(int(n) for n in p.split(",")) for p in parts[1:3])
            to = int(parts[3])
        except ValueError:
            return None
        if len(give) != 5 or len(get) != 5:
            return None
        return cls(give, get, to)


@dataclass(frozen=True, order=True)
class AnswerTrade(Action):
    """Accept or decline the offer on the table (asked of each player it was made to)."""

    kind: ClassVar[str] = "answer"
    accept: bool


@dataclass(frozen=True, order=True)
class ConfirmTrade(Action):
    """The offerer trades with ``seat``, one of the players who accepted."""

    kind: ClassVar[str] = "trade"
    seat: int


@dataclass(frozen=True, order=True)
class CancelTrade(Action):
    """The offerer withdraws the offer (after the answers)."""

    kind: ClassVar[str] = "withdraw"


@dataclass(frozen=True, order=True)
class PlaceShip(Action):
    """Seafarers: place a ship on ``edge`` (set-up instead of a road on a coast, paid
    building, or a Road Building card)."""

    kind: ClassVar[str] = "ship"
    edge: int


@dataclass(frozen=True, order=True)
class MoveShip(Action):
    """Seafarers: move the own ship on ``source`` (the last of an open line) to ``target``."""

    kind: ClassVar[str] = "move_ship"
    source: int
    target: int


@dataclass(frozen=True, order=True)
class MovePirate(Action):
    """Seafarers: move the pirate to sea ``tile`` instead of moving the robber."""

    kind: ClassVar[str] = "pirate"
    tile: int


@dataclass(frozen=True, order=True)
class ChooseGold(Action):
    """Seafarers: take ``cards`` (five counts) for what a gold field owes the player."""

    kind: ClassVar[str] = "gold"
    cards: tuple[int, int, int, int, int]


@dataclass(frozen=True, order=True)
class EndTurn(Action):
    """End the turn; the next seat plays."""

    kind: ClassVar[str] = "end"


@dataclass(frozen=True, order=True)
class PlaceHarbour(Action):
    """The Forgotten Tribe: place the first harbour kept from a gift on the coast ``edge``,
    next to an own settlement or city."""

    kind: ClassVar[str] = "harbour"
    edge: int


ACTION_TYPES: tuple[type[Action], ...] = (
    PlaceSettlement,
    PlaceRoad,
    BuildCity,
    Roll,
    MoveRobber,
    Steal,
    Discard,
    BuyDevelopment,
    PlayKnight,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    PlayMonopoly,
    MaritimeTrade,
    OfferTrade,
    AnswerTrade,
    ConfirmTrade,
    CancelTrade,
    PlaceShip,
    MoveShip,
    MovePirate,
    ChooseGold,
    PlaceHarbour,
    StealCloth,
    ChooseWonder,
    BuildWonderLevel,
    AttackFortress,
    EndTurn,
)

# Actions are values: one per place serves every list (at most one per edge, corner or pair
# of edges of the largest map).
place_road = cache(PlaceRoad)
place_ship = cache(PlaceShip)
place_settlement = cache(PlaceSettlement)
build_city = cache(BuildCity)
move_ship = cache(MoveShip)
