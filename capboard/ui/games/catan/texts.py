"""Catan's words: resources, terrains, development cards, actions, log lines, prompts, the
side panel's lines and the labels of the table, all through Qt's translation system (context
"Catan").

Counts of resources use Qt's plural forms (``%n``): French writes "1 argile" but "2 argiles".
Places on the island are named by the hexes around them ("between Forest 6, Hills 8 and
Pasture 3"), so the keyboard list reads without the board.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import cache

from PySide6.QtCore import QCoreApplication

from capboard.engine.protocol import Action, Event
from capboard.games.catan.actions import (
    AnswerTrade,
    BuildCity,
    BuyDevelopment,
    CancelTrade,
    ChooseGold,
    ConfirmTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MovePirate,
    MoveRobber,
    MoveShip,
    OfferTrade,
    PlaceHarbour,
    PlaceRoad,
    PlaceSettlement,
    PlaceShip,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
    Steal,
    StealCloth,
)
from capboard.games.catan.board import FOG, SEA, CatanMap, catan_map, harbours_of
from capboard.games.catan.geometry import CORNER_NAMES, EDGE_NAMES
from capboard.games.catan.view import CatanView
from capboard.ui.games.base import player_name
from capboard.ui.games.catan import texts_pirates, texts_wonders

BASE = "base"
"""The scenario id of the base game."""

RESOURCES: tuple[str, ...] = ("brick", "lumber", "wool", "grain", "ore")
"""The resource order of every five-count tuple."""

DEV_CARDS: tuple[str, ...] = (
    "knight",
    "road_building",
    "year_of_plenty",
    "monopoly",
    "victory_point",
)
"""The development cards, in the order the hand shows them."""

EVENT_CODES: tuple[str, ...] = (
    "start",
    "turn",
    "rolled",
    "produced",
    "shortage",
    "starting_resources",
    "built_settlement",
    "built_road",
    "built_city",
    "must_discard",
    "discarded",
    "robber_moved",
    "stole",
    "bought_development",
    "played_knight",
    "played_road_building",
    "played_year_of_plenty",
    "played_monopoly",
    "maritime_trade",
    "longest_road",
    "won",
    "called",
    "trade_offered",
    "trade_answered",
    "traded",
    "trade_withdrawn",
    "trade_declined",
    "built_ship",
    "moved_ship",
    "pirate_moved",
    "discovered",
    "gold_owed",
    "gold_taken",
    "island_points",
    "gift_point",
    "gift_card",
    "gift_harbour",
    "placed_harbour",
    "trade_opened",
    "cloth_traded",
    "stole_cloth",
    "cloth_ended",
    *texts_wonders.EVENT_CODES,
    *texts_pirates.EVENT_CODES,
)
"""Every event code the log knows how to word."""


@cache
def island(map_id: str = "classic") -> CatanMap:
    """The map a view's board is drawn on."""
    return catan_map(map_id)


# -- names ------------------------------------------------------------------------------------
def resource_name(resource: object) -> str:
    """A resource's name, capitalised: "Brick"."""
    names = {
        "brick": QCoreApplication.translate("Catan", "Brick"),
        "lumber": QCoreApplication.translate("Catan", "Lumber"),
        "wool": QCoreApplication.translate("Catan", "Wool"),
        "grain": QCoreApplication.translate("Catan", "Grain"),
        "ore": QCoreApplication.translate("Catan", "Ore"),
    }
    return names.get(str(resource), str(resource))


def resource_count(resource: object, n: int) -> str:
    """``n`` cards of a resource: "2 brick" (French: "2 argiles", but "1 argile")."""
    if n == 1:
        one = {
            "brick": QCoreApplication.translate("Catan", "1 brick"),
            "lumber": QCoreApplication.translate("Catan", "1 lumber"),
            "wool": QCoreApplication.translate("Catan", "1 wool"),
            "grain": QCoreApplication.translate("Catan", "1 grain"),
            "ore": QCoreApplication.translate("Catan", "1 ore"),
        }
        return one.get(str(resource), f"1 {resource}")
    several = {
        "brick": QCoreApplication.translate("Catan", "{n} brick"),
        "lumber": QCoreApplication.translate("Catan", "{n} lumber"),
        "wool": QCoreApplication.translate("Catan", "{n} wool"),
        "grain": QCoreApplication.translate("Catan", "{n} grain"),
        "ore": QCoreApplication.translate("Catan", "{n} ore"),
    }
    text = several.get(str(resource))
    return f"{n} {resource}" if text is None else text.format(n=n)


def terrain_name(terrain: object) -> str:
    """A terrain's name: "Forest"."""
    names = {
        "forest": QCoreApplication.translate("Catan", "Forest"),
        "pasture": QCoreApplication.translate("Catan", "Pasture"),
        "fields": QCoreApplication.translate("Catan", "Fields"),
        "hills": QCoreApplication.translate("Catan", "Hills"),
        "mountains": QCoreApplication.translate("Catan", "Mountains"),
        "desert": QCoreApplication.translate("Catan", "Desert"),
        "gold": QCoreApplication.translate("Catan", "Gold field"),
        "sea": QCoreApplication.translate("Catan", "Sea"),
        "fog": QCoreApplication.translate("Catan", "Fog"),
    }
    return names.get(str(terrain), str(terrain))


def dev_card_name(card: object) -> str:
    """A development card's name: "Year of Plenty"."""
    names = {
        "knight": QCoreApplication.translate("Catan", "Knight"),
        "road_building": QCoreApplication.translate("Catan", "Road Building"),
        "year_of_plenty": QCoreApplication.translate("Catan", "Year of Plenty"),
        "monopoly": QCoreApplication.translate("Catan", "Monopoly"),
        "victory_point": QCoreApplication.translate("Catan", "Victory Point"),
    }
    return names.get(str(card), str(card))


def dev_card_help(card: object) -> str:
    """What a development card does (its tooltip)."""
    helps = {
        "knight": QCoreApplication.translate(
            "Catan", "Move the robber and steal a card from a player next to it."
        ),
        "road_building": QCoreApplication.translate(
            "Catan", "Build two roads for free (with Seafarers: roads or ships, in any mix)."
        ),
        "year_of_plenty": QCoreApplication.translate(
            "Catan", "Take any two resource cards from the bank."
        ),
        "monopoly": QCoreApplication.translate(
            "Catan", "Name a resource: every other player gives you all of theirs."
        ),
        "victory_point": QCoreApplication.translate(
            "Catan", "One victory point, kept hidden until you win."
        ),
    }
    return helps.get(str(card), "")


def side_name(side: object) -> str:
    """A compass point of a hex: "north-east"."""
    names = {
        "N": QCoreApplication.translate("Catan", "north"),
        "NE": QCoreApplication.translate("Catan", "north-east"),
        "E": QCoreApplication.translate("Catan", "east"),
        "SE": QCoreApplication.translate("Catan", "south-east"),
        "S": QCoreApplication.translate("Catan", "south"),
        "SW": QCoreApplication.translate("Catan", "south-west"),
        "W": QCoreApplication.translate("Catan", "west"),
        "NW": QCoreApplication.translate("Catan", "north-west"),
    }
    return names.get(str(side), str(side))


def harbour_name(kind: object) -> str:
    """A harbour: "3:1 harbour", "2:1 Wool harbour"."""
    if kind == "generic" or kind is None:
        return QCoreApplication.translate("Catan", "3:1 harbour")
    return QCoreApplication.translate("Catan", "2:1 {resource} harbour").format(
        resource=resource_name(kind)
    )


def cards_text(cards: object) -> str:
    """Resource cards from five counts or a ``{resource: n}`` mapping: "2 brick, 1 wool"."""
    counts = as_counts(cards)
    parts = [resource_count(r, n) for r, n in zip(RESOURCES, counts, strict=True) if n > 0]
    return ", ".join(parts) if parts else QCoreApplication.translate("Catan", "nothing")


def as_counts(cards: object) -> tuple[int, ...]:
    """Five counts in resource order from a tuple/list of counts or a mapping."""
    if isinstance(cards, Mapping):
        return tuple(_int(cards.get(r, 0)) for r in RESOURCES)
    if isinstance(cards, list | tuple) and len(cards) == len(RESOURCES):
        return tuple(_int(n) for n in cards)
    return (0,) * len(RESOURCES)


def _int(value: object) -> int:
    try:
        return int(value)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return 0


def card_count(n: int) -> str:
    """ "1 card", "4 cards"."""
    if n == 1:
        return QCoreApplication.translate("Catan", "1 card")
    return QCoreApplication.translate("Catan", "{n} cards").format(n=n)


# -- places on the island ---------------------------------------------------------------------
def tile_name(view: CatanView, tile: object) -> str:
    """A hex by its terrain and number: "Forest 6", "Desert"; a sea or fog hex by the land
    next to it: "Sea north-east of Forest 6"."""
    board = view.board
    if not isinstance(tile, int) or not 0 <= tile < len(board.terrain):
        return "?"
    if not is_land(view, tile):
        return _water_name(view, tile)
    return _land_name(view, tile)


def _land_name(view: CatanView, tile: int) -> str:
    terrain = terrain_name(view.board.terrain[tile])
    number = view.board.numbers[tile]
    if number is None:
        return terrain
    return QCoreApplication.translate("Catan", "{terrain} {number}").format(
        terrain=terrain, number=number
    )


def is_land(view: CatanView, tile: int) -> bool:
    """True when ``tile`` is land now (neither sea nor a hex still hidden in fog)."""
    return view.board.terrain[tile] not in (SEA, FOG)


_COMPASS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")


def _water_name(view: CatanView, tile: int) -> str:
    """A sea or fog hex named from the nearest land hex: "Sea north-east of Forest 6"."""
    catan = island(view.board.map_id)
    tiles = catan.geometry.tiles
    here = tiles[tile]
    land = [t for t in range(len(tiles)) if is_land(view, t)]
    terrain = terrain_name(view.board.terrain[tile])
    if not land:
        return terrain
    # Doubled offset: a column is half a hex's width (√3/2 of the radius), a row 3/4 of its
    # height (1.5/2 of the radius): distances and bearings in those units.

    def offset(t: int) -> tuple[float, float]:
        r, c = tiles[t]
        return ((here[1] - c) * 0.866, (here[0] - r) * 0.75)

    nearest = min(land, key=lambda t: (offset(t)[0] ** 2 + offset(t)[1] ** 2, t))
    dx, dy = offset(nearest)
    bearing = math.degrees(math.atan2(dx, -dy)) % 360
    side = _COMPASS[round(bearing / 45) % 8]
    return QCoreApplication.translate("Catan", "{terrain} {side} of {tile}").format(
        terrain=terrain, side=side_name(side), tile=_land_name(view, nearest)
    )


def _land_tiles(view: CatanView, tiles: Sequence[int]) -> list[int]:
    return [t for t in tiles if is_land(view, t)]


def _harbour_at_corner(view: CatanView, corner: int) -> str | None:
    catan = island(view.board.map_id)
    for spot, kind in harbours_of(catan, view.board):
        if corner in spot.corners:
            return kind
    return None


def corner_name(view: CatanView, corner: object) -> str:
    """A corner by the hexes that meet there: "between Forest 6, Hills 8 and Pasture 3"."""
    catan = island(view.board.map_id)
    geometry = catan.geometry
    if not isinstance(corner, int) or not 0 <= corner < geometry.corner_count:
        return "?"
    tiles = _land_tiles(view, geometry.corner_tiles[corner])
    if not tiles:
        # A corner of fog or sea only (Seafarers): by the water hex it belongs to.
        tiles = list(geometry.corner_tiles[corner][:1])
    names = [tile_name(view, t) for t in tiles]
    if len(names) >= 3:
        text = QCoreApplication.translate("Catan", "between {a}, {b} and {c}").format(
            a=names[0], b=names[1], c=names[2]
        )
    elif len(names) == 2:
        text = QCoreApplication.translate("Catan", "between {a} and {b}, on the coast").format(
            a=names[0], b=names[1]
        )
    elif len(names) == 1:
        k = geometry.tile_corners[tiles[0]].index(corner)
        text = QCoreApplication.translate("Catan", "at the {side} corner of {tile}").format(
            side=side_name(CORNER_NAMES[k]), tile=names[0]
        )
    else:
        return "?"
    harbour = _harbour_at_corner(view, corner)
    if harbour is not None:
        text = QCoreApplication.translate("Catan", "{place} (by a {harbour})").format(
            place=text, harbour=harbour_name(harbour)
        )
    return text


def edge_name(view: CatanView, edge: object) -> str:
    """A path by the hexes on either side: "between Forest 6 and Hills 8"."""
    catan = island(view.board.map_id)
    geometry = catan.geometry
    if not isinstance(edge, int) or not 0 <= edge < geometry.edge_count:
        return "?"
    tiles = _land_tiles(view, geometry.edge_tiles[edge])
    if len(tiles) >= 2:
        return QCoreApplication.translate("Catan", "between {a} and {b}").format(
            a=tile_name(view, tiles[0]), b=tile_name(view, tiles[1])
        )
    if len(tiles) == 1:
        k = geometry.tile_edges[tiles[0]].index(edge)
        return QCoreApplication.translate("Catan", "on the {side} coast of {tile}").format(
            side=side_name(EDGE_NAMES[k]), tile=tile_name(view, tiles[0])
        )
    # Open water (Seafarers): by a side of the water hex next to it.
    water = geometry.edge_tiles[edge]
    if water:
        k = geometry.tile_edges[water[0]].index(edge)
        return QCoreApplication.translate("Catan", "on the {side} side of {tile}").format(
            side=side_name(EDGE_NAMES[k]), tile=tile_name(view, water[0])
        )
    return "?"


# -- scenarios --------------------------------------------------------------------------------
def scenario_name(scenario_id: object) -> str:
    """A scenario's name: "Heading for New Shores" (the base game: "Catan — base game")."""
    names = {
        "base": QCoreApplication.translate("Catan", "Catan — base game"),
        "heading-for-new-shores": QCoreApplication.translate("Catan", "Heading for New Shores"),
        "four-islands": QCoreApplication.translate("Catan", "The Four Islands"),
        "fog-islands": QCoreApplication.translate("Catan", "The Fog Islands"),
        "through-the-desert": QCoreApplication.translate("Catan", "Through the Desert"),
        "forgotten-tribe": QCoreApplication.translate("Catan", "The Forgotten Tribe"),
        "cloth-for-catan": QCoreApplication.translate("Catan", "Cloth for Catan"),
        "wonders-of-catan": QCoreApplication.translate("Catan", "The Wonders of Catan"),
        "pirate-islands": QCoreApplication.translate("Catan", "The Pirate Islands"),
        "new-world": QCoreApplication.translate("Catan", "The New World"),
    }
    return names.get(str(scenario_id), str(scenario_id))


def scenario_description(scenario_id: object) -> str:
    """What a scenario is about, in one line (the scenario chooser's)."""
    lines = {
        "base": QCoreApplication.translate(
            "Catan", "The classic island of 19 hexes, laid out anew every game."
        ),
        "heading-for-new-shores": QCoreApplication.translate(
            "Catan",
            "Settle the main island, then sail to the small islands: a first settlement on "
            "each earns extra points.",
        ),
        "four-islands": QCoreApplication.translate(
            "Catan",
            "Four islands: start on one or two of them, then sail to the others for extra points.",
        ),
        "fog-islands": QCoreApplication.translate(
            "Catan",
            "Sail into the fog: each hex reached is turned up, and land found pays a resource.",
        ),
        "through-the-desert": QCoreApplication.translate(
            "Catan",
            "A desert belt cuts the island: cross it, or sail round it, to settle the land "
            "beyond for extra points.",
        ),
        "forgotten-tribe": QCoreApplication.translate(
            "Catan",
            "Sail along the tribe's islands: a ship built on a marked coast takes its gift, a "
            "victory point, a development card or a harbour.",
        ),
        "cloth-for-catan": QCoreApplication.translate(
            "Catan",
            "Sail to the tribe's villages and trade for their cloth: every two bolts of cloth "
            "are a victory point.",
        ),
        "wonders-of-catan": QCoreApplication.translate(
            "Catan",
            "Meet a wonder's condition to begin it, then build its four levels: the last level "
            "wins, and 10 points win only with the most levels.",
        ),
        "pirate-islands": QCoreApplication.translate(
            "Catan",
            "Sail your lane to your pirate fortress, arm warships against the pirate fleet, and "
            "take the fortress: 10 points win only with it.",
        ),
        "new-world": QCoreApplication.translate(
            "Catan",
            "A new map of islands every game: a first settlement on each island away from "
            "home earns extra points.",
        ),
    }
    return lines.get(str(scenario_id), "")


def target_text(target: int) -> str:
    """A scenario's victory target: "First to 13 victory points"."""
    return QCoreApplication.translate("Catan", "First to {n} victory points").format(n=target)


def scenario_title(view: CatanView) -> str:
    """The plaque over a scenario's map: "Heading for New Shores — 13 points"."""
    return QCoreApplication.translate("Catan", "{scenario} — {n} points").format(
        scenario=scenario_name(view.scenario), n=view.target
    )


# -- actions ----------------------------------------------------------------------------------
def describe_action(action: Action, view: CatanView, names: Sequence[str]) -> str:
    """One entry of the keyboard list of legal actions."""
    if isinstance(action, PlaceSettlement):
        return QCoreApplication.translate("Catan", "Settlement {place}").format(
            place=corner_name(view, action.corner)
        )
    if isinstance(action, PlaceRoad):
        if view.phase in ("setup_road", "road_building"):
            return QCoreApplication.translate("Catan", "Free road {place}").format(
                place=edge_name(view, action.edge)
            )
        return QCoreApplication.translate("Catan", "Road {place}").format(
            place=edge_name(view, action.edge)
        )
    if isinstance(action, BuildCity):
        return QCoreApplication.translate("Catan", "City {place}").format(
            place=corner_name(view, action.corner)
        )
    if isinstance(action, PlaceShip):
        if view.phase in ("setup_road", "road_building"):
            return QCoreApplication.translate("Catan", "Free ship {place}").format(
                place=edge_name(view, action.edge)
            )
        return QCoreApplication.translate("Catan", "Ship {place}").format(
            place=edge_name(view, action.edge)
        )
    if isinstance(action, PlaceHarbour):
        kept = view.harbours_kept[view.turn] if view.harbours_kept else ()
        return QCoreApplication.translate("Catan", "Place the {harbour} {place}").format(
            harbour=harbour_name(kept[0] if kept else "generic"),
            place=edge_name(view, action.edge),
        )
    if isinstance(action, MoveShip):
        return QCoreApplication.translate(
            "Catan", "Move the ship {source} to the spot {target}"
        ).format(source=edge_name(view, action.source), target=edge_name(view, action.target))
    if isinstance(action, MovePirate):
        return QCoreApplication.translate("Catan", "Move the pirate to {tile}").format(
            tile=tile_name(view, action.tile)
        )
    if isinstance(action, ChooseGold):
        return QCoreApplication.translate("Catan", "Take {cards} for the gold field").format(
            cards=cards_text(action.cards)
        )
    if isinstance(action, Roll):
        return QCoreApplication.translate("Catan", "Roll the dice")
    if isinstance(action, MoveRobber):
        return QCoreApplication.translate("Catan", "Move the robber to {tile}").format(
            tile=tile_name(view, action.tile)
        )
    if isinstance(action, Steal):
        size = view.hand_sizes[action.seat] if 0 <= action.seat < len(view.hand_sizes) else 0
        return QCoreApplication.translate("Catan", "Rob {name} ({cards})").format(
            name=player_name(names, action.seat), cards=card_count(size)
        )
    if isinstance(action, StealCloth):
        return QCoreApplication.translate("Catan", "Take a bolt of cloth from {name} ({n})").format(
            name=player_name(names, action.seat), n=_seat_cloth(view, action.seat)
        )
    if isinstance(action, Discard):
        return QCoreApplication.translate("Catan", "Discard {cards}").format(
            cards=cards_text(action.cards)
        )
    if isinstance(action, BuyDevelopment):
        return QCoreApplication.translate("Catan", "Buy a development card")
    wonder = texts_wonders.describe_wonder_action(action, view)
    if wonder is not None:  # The Wonders of Catan
        return wonder
    pirates = texts_pirates.describe_pirate_action(action, view)
    if pirates is not None:  # The Pirate Islands
        return pirates
    if isinstance(action, PlayKnight):
        return QCoreApplication.translate("Catan", "Play a Knight")
    if isinstance(action, PlayRoadBuilding):
        return QCoreApplication.translate("Catan", "Play Road Building")
    if isinstance(action, PlayYearOfPlenty):
        if action.a == action.b:
            taken = resource_count(action.a, 2)
        else:
            taken = QCoreApplication.translate("Catan", "{a} and {b}").format(
                a=resource_count(action.a, 1), b=resource_count(action.b, 1)
            )
        return QCoreApplication.translate("Catan", "Play Year of Plenty: take {cards}").format(
            cards=taken
        )
    if isinstance(action, PlayMonopoly):
        return QCoreApplication.translate("Catan", "Play Monopoly: {resource}").format(
            resource=resource_name(action.resource)
        )
    if isinstance(action, MaritimeTrade):
        ratio = maritime_ratio(view, action.give)
        return QCoreApplication.translate("Catan", "Trade {give} to the bank for {get}").format(
            give=resource_count(action.give, ratio), get=resource_count(action.get, 1)
        )
    if isinstance(action, OfferTrade):
        return offer_text(action.give, action.get, action.to, names)
    if isinstance(action, AnswerTrade):
        offerer = player_name(names, view.turn)
        if action.accept:
            return QCoreApplication.translate("Catan", "Accept {name}'s offer").format(name=offerer)
        return QCoreApplication.translate("Catan", "Decline {name}'s offer").format(name=offerer)
    if isinstance(action, ConfirmTrade):
        return QCoreApplication.translate("Catan", "Trade with {name}").format(
            name=player_name(names, action.seat)
        )
    if isinstance(action, CancelTrade):
        return QCoreApplication.translate("Catan", "Withdraw the offer")
    if isinstance(action, EndTurn):
        return QCoreApplication.translate("Catan", "End the turn")
    return action.notation()


def offer_text(give: object, get: object, to: object, names: Sequence[str]) -> str:
    """An offer: "Offer 1 brick for 1 ore to everyone"."""
    if isinstance(to, int) and to >= 0:
        return QCoreApplication.translate("Catan", "Offer {give} for {get} to {name}").format(
            give=cards_text(give), get=cards_text(get), name=player_name(names, to)
        )
    return QCoreApplication.translate("Catan", "Offer {give} for {get} to everyone").format(
        give=cards_text(give), get=cards_text(get)
    )


def maritime_ratio(view: CatanView, resource: str, seat: int | None = None) -> int:
    """How many ``resource`` ``seat`` (by default the player to move) gives the bank for one
    card, at the best of their harbours."""
    from capboard.games.catan.rules import maritime_ratios

    who = view.turn if seat is None else seat
    corners = [c for c, s, _k in view.buildings if s == who]
    ratios = maritime_ratios(
        island(view.board.map_id), view.board.harbour_kinds, corners, view.board
    )
    return ratios.get(resource, 4)


def is_seafarers(view: CatanView) -> bool:
    """True for a Seafarers scenario (ships, and the scenario's own target)."""
    return view.scenario != BASE


def has_pirate(view: CatanView) -> bool:
    """True when the game has a pirate (a 7 or a knight may move it instead of the robber):
    a scenario with one, played with the pirate option on."""
    return view.pirate_on


# -- the status line ------------------------------------------------------------------------------
def prompt(view: CatanView, names: Sequence[str]) -> str:
    """The status line: who must do what."""
    phase = view.phase
    actor = view.current_player if view.current_player is not None else view.turn
    name = player_name(names, actor)
    if view.is_over or phase == "over":
        if view.winner is not None:
            return QCoreApplication.translate("Catan", "The game is over: {name} wins.").format(
                name=player_name(names, view.winner)
            )
        return QCoreApplication.translate("Catan", "The game is over.")
    if phase == "setup_settlement":
        return QCoreApplication.translate(
            "Catan", "{name} — place a settlement on a free corner (set-up)"
        ).format(name=name)
    if phase == "setup_road":
        if is_seafarers(view):
            return QCoreApplication.translate(
                "Catan", "{name} — place a road or a ship next to your new settlement"
            ).format(name=name)
        return QCoreApplication.translate(
            "Catan", "{name} — place a road next to your new settlement"
        ).format(name=name)
    if phase == "roll":
        return QCoreApplication.translate(
            "Catan", "{name} — roll the dice (a Knight may be played first)"
        ).format(name=name)
    if phase == "discard":
        pending = list(view.pending_players)
        if view.seat is not None and view.seat in pending:
            n = view.to_discard[view.seat] if view.seat < len(view.to_discard) else 0
            return QCoreApplication.translate(
                "Catan", "{name} — a 7: choose {n} cards to discard"
            ).format(name=player_name(names, view.seat), n=n)
        return QCoreApplication.translate(
            "Catan", "A 7: {names} must discard half of their cards"
        ).format(names=", ".join(player_name(names, s) for s in pending))
    if phase == "robber":
        if has_pirate(view):
            return QCoreApplication.translate(
                "Catan", "{name} — move the robber to a land hex or the pirate to a sea hex"
            ).format(name=name)
        return QCoreApplication.translate(
            "Catan", "{name} — move the robber to another hex"
        ).format(name=name)
    if phase == "gold":
        pending = list(view.pending_players)
        if view.seat is not None and view.seat in pending:
            n = view.gold_owed[view.seat] if view.seat < len(view.gold_owed) else 0
            if n == 1:
                return QCoreApplication.translate(
                    "Catan", "{name} — gold: choose 1 resource card"
                ).format(name=player_name(names, view.seat))
            return QCoreApplication.translate(
                "Catan", "{name} — gold: choose {n} resource cards"
            ).format(name=player_name(names, view.seat), n=n)
        return QCoreApplication.translate(
            "Catan", "Gold: {names} choose their resource cards"
        ).format(names=", ".join(player_name(names, s) for s in pending))
    if phase == "steal":
        return QCoreApplication.translate("Catan", "{name} — choose whom to rob").format(name=name)
    if phase == "harbour":
        return QCoreApplication.translate(
            "Catan", "{name} — place the tribe's harbour on a coast next to your buildings"
        ).format(name=name)
    if phase == "main":
        return QCoreApplication.translate(
            "Catan", "{name} — build, trade, play a card or end the turn"
        ).format(name=name)
    if phase == "road_building":
        left = view.road_building_left
        if is_seafarers(view):
            if left == 1:
                return QCoreApplication.translate(
                    "Catan", "{name} — place 1 free road or ship"
                ).format(name=name)
            return QCoreApplication.translate(
                "Catan", "{name} — place {n} free roads or ships"
            ).format(name=name, n=left)
        if left == 1:
            return QCoreApplication.translate("Catan", "{name} — place 1 free road").format(
                name=name
            )
        return QCoreApplication.translate("Catan", "{name} — place {n} free roads").format(
            name=name, n=left
        )
    if phase == "trade_answer":
        pending = list(view.pending_players)
        return QCoreApplication.translate("Catan", "{names} — answer {name}'s offer").format(
            names=", ".join(player_name(names, s) for s in pending),
            name=player_name(names, view.turn),
        )
    if phase == "trade_pick":
        return QCoreApplication.translate(
            "Catan", "{name} — choose whom to trade with, or withdraw the offer"
        ).format(name=player_name(names, view.turn))
    return name


# -- the side panel ---------------------------------------------------------------------------
def victory_points(view: CatanView, seat: int) -> tuple[int, int]:
    """(points shown, hidden victory point cards counted in them) for ``seat``: the public
    points for others, every point (hidden cards included) for the viewer."""
    points = view.public_scores[seat] if seat < len(view.public_scores) else 0
    hidden = 0
    if seat == view.seat and not view.is_over:
        hidden = view.dev_cards.count("victory_point")
    return points + hidden, hidden


def points_text(view: CatanView, seat: int) -> str:
    """ "Victory points: 5" (", 1 hidden" for the viewer's cards)."""
    points, hidden = victory_points(view, seat)
    if is_seafarers(view):
        if hidden:
            return QCoreApplication.translate(
                "Catan", "Victory points: {n} of {target} ({hidden} hidden)"
            ).format(n=points, target=view.target, hidden=hidden)
        return QCoreApplication.translate("Catan", "Victory points: {n} of {target}").format(
            n=points, target=view.target
        )
    if hidden:
        return QCoreApplication.translate("Catan", "Victory points: {n} ({hidden} hidden)").format(
            n=points, hidden=hidden
        )
    return QCoreApplication.translate("Catan", "Victory points: {n}").format(n=points)


def player_lines(view: CatanView, seat: int) -> list[str]:
    """Points, cards, development cards, knights, road and the special cards of ``seat``."""
    lines = [points_text(view, seat)]
    lines.append(
        QCoreApplication.translate("Catan", "Resource cards: {n} · development cards: {d}").format(
            n=view.hand_sizes[seat] if seat < len(view.hand_sizes) else 0,
            d=view.dev_counts[seat] if seat < len(view.dev_counts) else 0,
        )
    )
    lines.append(
        QCoreApplication.translate("Catan", "Knights played: {k} · longest road: {r}").format(
            k=view.knights[seat] if seat < len(view.knights) else 0,
            r=view.road_lengths[seat] if seat < len(view.road_lengths) else 0,
        )
    )
    bonuses = sum(1 for s, _area, _corner in view.special_points if s == seat)
    if bonuses:
        lines.append(
            QCoreApplication.translate("Catan", "Island bonuses: {n} ({points} points)").format(
                n=bonuses, points=bonuses * view.island_points
            )
        )
    if view.cloth:
        cloth = _seat_cloth(view, seat)
        lines.append(cloth_text(cloth))
    wonder = texts_wonders.wonder_player_line(view, seat)
    if wonder is not None:  # The Wonders of Catan
        lines.append(wonder)
    pirates = texts_pirates.pirate_player_line(view, seat)
    if pirates is not None:  # The Pirate Islands
        lines.append(pirates)
    if view.longest_road_holder == seat:
        lines.append(longest_road_title())
    if view.largest_army_holder == seat:
        lines.append(largest_army_title())
    if seat == view.seat and view.hand:
        lines.append(
            QCoreApplication.translate("Catan", "Your hand: {cards}").format(
                cards=cards_text(view.hand)
            )
        )
    return lines


def longest_road_title() -> str:
    """The special card "Longest Road"."""
    return QCoreApplication.translate("Catan", "Longest Road")


def largest_army_title() -> str:
    """The special card "Largest Army"."""
    return QCoreApplication.translate("Catan", "Largest Army")


# -- labels of the table ------------------------------------------------------------------------
def button_title(name: str) -> str:
    """The label of one of the table's buttons."""
    titles = {
        "road": QCoreApplication.translate("Catan", "Road"),
        "settlement": QCoreApplication.translate("Catan", "Settlement"),
        "city": QCoreApplication.translate("Catan", "City"),
        "ship": QCoreApplication.translate("Catan", "Ship"),
        "move_ship": QCoreApplication.translate("Catan", "Move ship"),
        "development": QCoreApplication.translate("Catan", "Dev. card"),
        "trade": QCoreApplication.translate("Catan", "Trade…"),
        "end": QCoreApplication.translate("Catan", "End turn"),
    }
    return titles.get(name, name)


def button_tooltip(name: str) -> str:
    """What one of the table's buttons does."""
    tips = {
        "road": QCoreApplication.translate(
            "Catan", "Build a road: shows where one may go (1 brick, 1 lumber)"
        ),
        "settlement": QCoreApplication.translate(
            "Catan",
            "Build a settlement: shows where one may go (1 brick, 1 lumber, 1 wool, 1 grain)",
        ),
        "city": QCoreApplication.translate(
            "Catan", "Upgrade a settlement to a city: shows which (2 grain, 3 ore)"
        ),
        "ship": QCoreApplication.translate(
            "Catan", "Build a ship: shows where one may go (1 lumber, 1 wool)"
        ),
        "move_ship": QCoreApplication.translate(
            "Catan",
            "Move a ship at the open end of a line: click the ship, then its new place "
            "(once a turn)",
        ),
        "development": QCoreApplication.translate(
            "Catan", "Buy a development card (1 wool, 1 grain, 1 ore)"
        ),
        "trade": QCoreApplication.translate(
            "Catan", "Trade with the bank or the harbours, or offer a trade to the players"
        ),
        "end": QCoreApplication.translate("Catan", "End your turn"),
    }
    return tips.get(name, "")


def roll_hint() -> str:
    """Under the dice when they may be rolled."""
    return QCoreApplication.translate("Catan", "Click to roll")


def new_label() -> str:
    """The mark of a development card bought this turn."""
    return QCoreApplication.translate("Catan", "new")


def new_card_tooltip() -> str:
    """Why a new card cannot be played yet."""
    return QCoreApplication.translate("Catan", "Bought this turn: it can be played from next turn.")


def panel_points(n: int) -> str:
    """The points on a player's panel: "5 VP"."""
    return QCoreApplication.translate("Catan", "{n} VP").format(n=n)


def panel_tooltip(view: CatanView, seat: int, names: Sequence[str]) -> str:
    """A player's panel's tooltip: their name and every line of the side panel."""
    return "\n".join([player_name(names, seat), *player_lines(view, seat)])


def panel_points_of(n: int, target: int) -> str:
    """The points on a player's panel out of the scenario's target: "5/13"."""
    return QCoreApplication.translate("Catan", "{n}/{target}").format(n=n, target=target)


def special_points_tooltip(points: int) -> str:
    """What an island bonus token is."""
    if points == 1:
        return QCoreApplication.translate("Catan", "Island bonus: 1 victory point")
    return QCoreApplication.translate("Catan", "Island bonus: {n} victory points").format(n=points)


def harbour_tooltip() -> str:
    """What a click on a coast does while a gift harbour waits to be placed."""
    return QCoreApplication.translate("Catan", "Place the harbour here")


def gift_tooltip(gift: str) -> str:
    """What a gift on the tribe's coast is (The Forgotten Tribe): ``point``, ``card`` or
    ``harbour:<kind>``."""
    if gift == "point":
        return QCoreApplication.translate("Catan", "Gift of the tribe: 1 victory point")
    if gift == "card":
        return QCoreApplication.translate("Catan", "Gift of the tribe: a development card")
    return QCoreApplication.translate("Catan", "Gift of the tribe: a {harbour}").format(
        harbour=harbour_name(gift.split(":", 1)[-1])
    )


def gold_title(n: int, chosen: int) -> str:
    """The gold chooser's title."""
    if n == 1:
        return QCoreApplication.translate(
            "Catan", "Gold field: choose 1 card ({chosen} chosen)"
        ).format(chosen=chosen)
    return QCoreApplication.translate(
        "Catan", "Gold field: choose {n} cards ({chosen} chosen)"
    ).format(n=n, chosen=chosen)


def pirate_tooltip() -> str:
    """What the pirate does."""
    return QCoreApplication.translate(
        "Catan", "The pirate: no ship may be built or moved next to it"
    )


def gold_confirm() -> str:
    """The button that takes the chosen gold cards."""
    return QCoreApplication.translate("Catan", "Take them")


def steal_title() -> str:
    """The title of the choice of whom to rob."""
    return QCoreApplication.translate("Catan", "Whom do you rob?")


def monopoly_title() -> str:
    """The title of the Monopoly's choice."""
    return QCoreApplication.translate("Catan", "Monopoly: which resource?")


def year_of_plenty_title(first: str | None) -> str:
    """The title of the Year of Plenty's choice (after the first card: the second)."""
    if first is None:
        return QCoreApplication.translate("Catan", "Year of Plenty: choose the first card")
    return QCoreApplication.translate(
        "Catan", "Year of Plenty: {first} and which second card?"
    ).format(first=resource_name(first))


def victim_label(name: str, n: int) -> str:
    """A player one may rob, with their number of cards: "Bruno — 4 cards"."""
    return QCoreApplication.translate("Catan", "{name} — {cards}").format(
        name=name, cards=card_count(n)
    )


def cancel_label() -> str:
    """A button that closes a choice."""
    return QCoreApplication.translate("Catan", "Cancel")


def discard_title(n: int, chosen: int) -> str:
    """The discard tray's title."""
    return QCoreApplication.translate(
        "Catan", "Discard {n} cards: click your cards ({chosen} chosen)"
    ).format(n=n, chosen=chosen)


def discard_confirm() -> str:
    """The button that discards the chosen cards."""
    return QCoreApplication.translate("Catan", "Discard")


def discard_reset() -> str:
    """The button that puts the chosen cards back."""
    return QCoreApplication.translate("Catan", "Start again")


def offer_title(view: CatanView, names: Sequence[str]) -> str:
    """The heading of the offer on the table."""
    offer = getattr(view, "offer", None)
    to = offer[2] if offer else -1
    name = player_name(names, view.turn)
    if isinstance(to, int) and to >= 0:
        return QCoreApplication.translate("Catan", "{name} offers {other} a trade").format(
            name=name, other=player_name(names, to)
        )
    return QCoreApplication.translate("Catan", "{name} offers a trade to everyone").format(
        name=name
    )


def offer_gives() -> str:
    """The label of what the offerer gives."""
    return QCoreApplication.translate("Catan", "gives")


def offer_wants() -> str:
    """The label of what the offerer asks for."""
    return QCoreApplication.translate("Catan", "for")


def answer_label(accepted: bool | None) -> str:
    """An answer to the offer, as shown on it."""
    if accepted is None:
        return QCoreApplication.translate("Catan", "to answer")
    if accepted:
        return QCoreApplication.translate("Catan", "accepts")
    return QCoreApplication.translate("Catan", "declines")


def accept_label() -> str:
    """The button that accepts an offer."""
    return QCoreApplication.translate("Catan", "Accept")


def decline_label() -> str:
    """The button that declines an offer."""
    return QCoreApplication.translate("Catan", "Decline")


def cannot_accept() -> str:
    """Why Accept is greyed."""
    return QCoreApplication.translate("Catan", "You do not have the cards asked for.")


def withdraw_label() -> str:
    """The button that withdraws an offer."""
    return QCoreApplication.translate("Catan", "Withdraw")


def trade_with_label(name: str) -> str:
    """The button that trades with one of the players who accepted."""
    return QCoreApplication.translate("Catan", "Trade with {name}").format(name=name)


# -- the log ------------------------------------------------------------------------------------
def _payouts_text(payouts: object, names: Sequence[str]) -> str:
    parts = []
    if isinstance(payouts, Mapping):
        for key in sorted(payouts, key=lambda k: _int(k)):
            parts.append(
                QCoreApplication.translate("Catan", "{name} {cards}").format(
                    name=player_name(names, _int(key)), cards=cards_text(payouts[key])
                )
            )
    return "; ".join(parts) if parts else QCoreApplication.translate("Catan", "nothing")


def format_event(event: Event, view: CatanView, names: Sequence[str]) -> str:
    """One line of the game log (with or without the event's private part)."""
    p = dict(event.params)
    private = dict(event.private)
    code = event.code
    seat = p.get("seat")
    name = player_name(names, seat)
    if code == "start":
        return QCoreApplication.translate(
            "Catan", "The island is ready; {name} places first."
        ).format(name=player_name(names, p.get("first")))
    if code == "turn":
        return QCoreApplication.translate("Catan", "{name}'s turn.").format(name=name)
    if code == "rolled":
        dice = list(p.get("dice") or ())
        a, b = ([*dice, "?", "?"])[:2]
        return QCoreApplication.translate("Catan", "{name} rolls {a} and {b}: {total}.").format(
            name=name, a=a, b=b, total=p.get("total", "?")
        )
    if code == "produced":
        return QCoreApplication.translate("Catan", "Production: {payouts}.").format(
            payouts=_payouts_text(p.get("payouts"), names)
        )
    if code == "shortage":
        resource = resource_name(p.get("resource"))
        paid_to = p.get("paid_to")
        if isinstance(paid_to, int):
            return QCoreApplication.translate(
                "Catan", "The bank is short of {resource}: {name} takes the last {n}."
            ).format(resource=resource, name=player_name(names, paid_to), n=p.get("paid", 0))
        return QCoreApplication.translate(
            "Catan", "The bank is short of {resource}: nobody gets any."
        ).format(resource=resource)
    if code == "starting_resources":
        return QCoreApplication.translate(
            "Catan", "{name} takes their starting resources: {cards}."
        ).format(name=name, cards=cards_text(p.get("cards")))
    if code == "built_settlement":
        return QCoreApplication.translate("Catan", "{name} builds a settlement {place}.").format(
            name=name, place=corner_name(view, p.get("corner"))
        )
    if code == "built_city":
        return QCoreApplication.translate("Catan", "{name} builds a city {place}.").format(
            name=name, place=corner_name(view, p.get("corner"))
        )
    if code == "built_road":
        return QCoreApplication.translate("Catan", "{name} builds a road {place}.").format(
            name=name, place=edge_name(view, p.get("edge"))
        )
    if code == "must_discard":
        counts = list(p.get("counts") or ())
        who = [
            QCoreApplication.translate("Catan", "{name} {n}").format(
                name=player_name(names, s), n=n
            )
            for s, n in enumerate(counts)
            if _int(n) > 0
        ]
        return QCoreApplication.translate("Catan", "A 7! Cards to discard: {who}.").format(
            who=", ".join(who) or "—"
        )
    if code == "discarded":
        return QCoreApplication.translate("Catan", "{name} discards {cards}.").format(
            name=name, cards=cards_text(p.get("cards"))
        )
    if code == "robber_moved":
        return QCoreApplication.translate("Catan", "{name} moves the robber to {tile}.").format(
            name=name, tile=tile_name(view, p.get("tile"))
        )
    if code == "stole":
        victim = player_name(names, p.get("victim"))
        if "resource" in private:
            return QCoreApplication.translate(
                "Catan", "{name} steals {card} from {victim}."
            ).format(name=name, card=resource_count(private["resource"], 1), victim=victim)
        return QCoreApplication.translate("Catan", "{name} steals a card from {victim}.").format(
            name=name, victim=victim
        )
    if code == "bought_development":
        deck = p.get("deck", "?")
        if "card" in private:
            return QCoreApplication.translate(
                "Catan", "{name} buys a development card: {card} ({deck} left)."
            ).format(name=name, card=dev_card_name(private["card"]), deck=deck)
        return QCoreApplication.translate(
            "Catan", "{name} buys a development card ({deck} left)."
        ).format(name=name, deck=deck)
    if code == "played_knight":
        army = p.get("army")
        if army == seat and isinstance(seat, int):
            return QCoreApplication.translate(
                "Catan", "{name} plays a Knight and holds the Largest Army."
            ).format(name=name)
        return QCoreApplication.translate("Catan", "{name} plays a Knight.").format(name=name)
    if code == "played_road_building":
        return QCoreApplication.translate("Catan", "{name} plays Road Building.").format(name=name)
    if code == "played_year_of_plenty":
        a, b = p.get("a"), p.get("b")
        taken = (
            resource_count(a, 2)
            if a == b
            else QCoreApplication.translate("Catan", "{a} and {b}").format(
                a=resource_count(a, 1), b=resource_count(b, 1)
            )
        )
        return QCoreApplication.translate(
            "Catan", "{name} plays Year of Plenty and takes {cards}."
        ).format(name=name, cards=taken)
    if code == "played_monopoly":
        taken = p.get("taken") if isinstance(p.get("taken"), Mapping) else {}
        total = sum(_int(n) for n in taken.values())  # type: ignore[union-attr]
        return QCoreApplication.translate(
            "Catan", "{name} plays Monopoly ({resource}) and takes {cards}."
        ).format(
            name=name,
            resource=resource_name(p.get("resource")),
            cards=resource_count(p.get("resource"), total),
        )
    if code == "maritime_trade":
        return QCoreApplication.translate(
            "Catan", "{name} trades {give} with the bank for {get}."
        ).format(
            name=name,
            give=resource_count(p.get("give"), _int(p.get("count"))),
            get=resource_count(p.get("get"), 1),
        )
    if code == "longest_road":
        holder = p.get("seat")
        lengths = list(p.get("length") or ()) if isinstance(p.get("length"), list) else []
        if isinstance(holder, int):
            length = lengths[holder] if 0 <= holder < len(lengths) else p.get("length", "?")
            return QCoreApplication.translate(
                "Catan", "{name} now holds the Longest Road ({n} roads)."
            ).format(name=player_name(names, holder), n=length)
        return QCoreApplication.translate("Catan", "Nobody holds the Longest Road any more.")
    if code == "won":
        cards = _int(p.get("vp_cards"))
        if cards:
            return QCoreApplication.translate(
                "Catan", "{name} wins with {points} victory points ({cards} from cards)!"
            ).format(name=name, points=p.get("points", "?"), cards=cards)
        return QCoreApplication.translate(
            "Catan", "{name} wins with {points} victory points!"
        ).format(name=name, points=p.get("points", "?"))
    if code == "called":
        winners = [w for w in p.get("winners", []) if isinstance(w, int)]
        who = ", ".join(player_name(names, w) for w in winners)
        if len(winners) > 1:
            return QCoreApplication.translate(
                "Catan",
                "Nobody can reach the target any more: the game is called, and {names} share"
                " first place.",
            ).format(names=who)
        return QCoreApplication.translate(
            "Catan", "Nobody can reach the target any more: the game is called, and {name} wins."
        ).format(name=who)
    if code == "trade_offered":
        to = p.get("to", -1)
        if isinstance(to, int) and to >= 0:
            return QCoreApplication.translate(
                "Catan", "{name} offers {give} for {get} to {other}."
            ).format(
                name=name,
                give=cards_text(p.get("give")),
                get=cards_text(p.get("get")),
                other=player_name(names, to),
            )
        return QCoreApplication.translate(
            "Catan", "{name} offers {give} for {get} to everyone."
        ).format(name=name, give=cards_text(p.get("give")), get=cards_text(p.get("get")))
    if code == "trade_answered":
        if p.get("accept"):
            return QCoreApplication.translate("Catan", "{name} accepts the offer.").format(
                name=name
            )
        return QCoreApplication.translate("Catan", "{name} declines the offer.").format(name=name)
    if code == "traded":
        return QCoreApplication.translate(
            "Catan", "{name} trades {give} with {partner} for {get}."
        ).format(
            name=name,
            partner=player_name(names, p.get("partner")),
            give=cards_text(p.get("give")),
            get=cards_text(p.get("get")),
        )
    if code == "trade_withdrawn":
        return QCoreApplication.translate("Catan", "{name} withdraws the offer.").format(name=name)
    if code == "trade_declined":
        return QCoreApplication.translate("Catan", "Nobody accepts {name}'s offer.").format(
            name=name
        )
    return (
        _sea_event(code, p, view, names)
        or _tribe_event(code, p, private, view, name)
        or _cloth_event(code, p, view, names, name)
        or texts_wonders.wonder_event(code, p, name)
        or texts_pirates.pirate_event(code, p, private, name)
        or code
    )


def _sea_event(
    code: str, p: Mapping[str, object], view: CatanView, names: Sequence[str]
) -> str | None:
    """A Seafarers event's log line (None: not one of them)."""
    name = player_name(names, p.get("seat"))
    if code == "built_ship":
        return QCoreApplication.translate("Catan", "{name} builds a ship {place}.").format(
            name=name, place=edge_name(view, p.get("edge"))
        )
    if code == "moved_ship":
        return QCoreApplication.translate(
            "Catan", "{name} moves a ship {source} to the spot {target}."
        ).format(
            name=name,
            source=edge_name(view, p.get("source")),
            target=edge_name(view, p.get("target")),
        )
    if code == "pirate_moved":
        return QCoreApplication.translate("Catan", "{name} moves the pirate to {tile}.").format(
            name=name, tile=tile_name(view, p.get("tile"))
        )
    if code == "discovered":
        terrain = p.get("terrain")
        number = p.get("number")
        if terrain == SEA:
            found = QCoreApplication.translate("Catan", "open sea")
        elif isinstance(number, int):
            found = QCoreApplication.translate("Catan", "{terrain} {number}").format(
                terrain=terrain_name(terrain), number=number
            )
        else:
            found = terrain_name(terrain)
        resource = p.get("resource")
        if isinstance(resource, str):
            return QCoreApplication.translate(
                "Catan", "{name} discovers {found} in the fog and takes {card}."
            ).format(name=name, found=found, card=resource_count(resource, 1))
        return QCoreApplication.translate("Catan", "{name} discovers {found} in the fog.").format(
            name=name, found=found
        )
    if code == "gold_owed":
        counts = list(p.get("counts") or ())  # type: ignore[call-overload]
        who = [
            QCoreApplication.translate("Catan", "{name} {n}").format(
                name=player_name(names, s), n=n
            )
            for s, n in enumerate(counts)
            if _int(n) > 0
        ]
        return QCoreApplication.translate(
            "Catan", "Gold! Cards of their choice for: {who}."
        ).format(who=", ".join(who) or "—")
    if code == "gold_taken":
        return QCoreApplication.translate(
            "Catan", "{name} takes {cards} for the gold field."
        ).format(name=name, cards=cards_text(p.get("cards")))
    if code == "island_points":
        return QCoreApplication.translate(
            "Catan", "{name} settles a new island {place}: {n} victory points."
        ).format(name=name, place=corner_name(view, p.get("corner")), n=p.get("points", "?"))
    return None


def _tribe_event(
    code: str,
    p: Mapping[str, object],
    private: Mapping[str, object],
    view: CatanView,
    name: str,
) -> str | None:
    """The Forgotten Tribe's events: the gifts taken, and the gift harbours placed."""
    if code == "gift_point":
        return QCoreApplication.translate(
            "Catan", "The tribe gives {name} a victory point chit."
        ).format(name=name)
    if code == "gift_card":
        if "card" in private:
            return QCoreApplication.translate(
                "Catan", "The tribe gives {name} a development card: {card}."
            ).format(name=name, card=dev_card_name(private["card"]))
        return QCoreApplication.translate(
            "Catan", "The tribe gives {name} a development card."
        ).format(name=name)
    if code == "gift_harbour":
        return QCoreApplication.translate("Catan", "The tribe gives {name} a {harbour}.").format(
            name=name, harbour=harbour_name(p.get("kind"))
        )
    if code == "placed_harbour":
        return QCoreApplication.translate("Catan", "{name} places a {harbour} {place}.").format(
            name=name, harbour=harbour_name(p.get("kind")), place=edge_name(view, p.get("edge"))
        )
    return None


# -- Cloth for Catan ----------------------------------------------------------------------------
def _seat_cloth(view: CatanView, seat: int) -> int:
    return view.cloth[seat] if 0 <= seat < len(view.cloth) else 0


def cloth_text(n: int) -> str:
    """A player's cloth and what it is worth: "Cloth: 5 (2 victory points)"."""
    points = n // 2
    if points == 1:
        return QCoreApplication.translate("Catan", "Cloth: {n} (1 victory point)").format(n=n)
    return QCoreApplication.translate("Catan", "Cloth: {n} ({points} victory points)").format(
        n=n, points=points
    )


def village_tooltip(number: int, cloth: int, traders: Sequence[str]) -> str:
    """A village of the tribe: its number, its cloth left and who trades with it."""
    head = QCoreApplication.translate("Catan", "Village {number}: {cloth} cloth left").format(
        number=number, cloth=cloth
    )
    if not traders:
        return (
            head
            + "\n"
            + QCoreApplication.translate("Catan", "Nobody trades here yet: reach it with a ship.")
        )
    return (
        head
        + "\n"
        + QCoreApplication.translate("Catan", "Trading here: {names}").format(
            names=", ".join(traders)
        )
    )


def steal_cloth_label(name: str, n: int) -> str:
    """The pirate's other choice: a bolt of cloth from a player, with how many they hold."""
    return QCoreApplication.translate("Catan", "{name} — a bolt of cloth (of {n})").format(
        name=name, n=n
    )


def _cloth_event(
    code: str,
    p: Mapping[str, object],
    view: CatanView,
    names: Sequence[str],
    name: str,
) -> str | None:
    """Cloth for Catan's events: trade opened with a village, cloth given on a roll, cloth
    stolen by the pirate, and the game's end when too few villages have cloth."""
    if code == "trade_opened":
        if _int(p.get("cloth")):
            return QCoreApplication.translate(
                "Catan", "{name} reaches the village {number} and takes a bolt of cloth."
            ).format(name=name, number=p.get("number"))
        return QCoreApplication.translate(
            "Catan", "{name} reaches the village {number}, which has no cloth left."
        ).format(name=name, number=p.get("number"))
    if code == "cloth_traded":
        seats = [s for s in p.get("seats", []) if isinstance(s, int)]  # type: ignore[attr-defined]
        return QCoreApplication.translate(
            "Catan", "The village {number} gives a bolt of cloth to {names}."
        ).format(number=p.get("number"), names=", ".join(player_name(names, s) for s in seats))
    if code == "stole_cloth":
        return QCoreApplication.translate(
            "Catan", "{name} takes a bolt of cloth from {victim}."
        ).format(name=name, victim=player_name(names, p.get("victim")))
    if code == "cloth_ended":
        return QCoreApplication.translate(
            "Catan",
            "Fewer than four villages still have cloth: the game ends, and {name} wins with "
            "{points} victory points!",
        ).format(name=name, points=_seat_value(p.get("points"), p.get("seat")))
    return None


def _seat_value(values: object, seat: object) -> object:
    if isinstance(values, list) and isinstance(seat, int) and 0 <= seat < len(values):
        return values[seat]
    return "?"
