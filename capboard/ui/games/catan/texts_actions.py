"""The actions' words: one entry of the keyboard list of legal actions (the Moves list) for
each action, an offer of a trade, and the bank's rate of a maritime trade at a player's best
harbour. A scenario's own moves are worded in :mod:`.texts_wonders` and
:mod:`.texts_pirates`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from capboard.engine.protocol import Action
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
from capboard.games.catan.view import CatanView
from capboard.ui.games.base import player_name
from capboard.ui.games.catan import texts_cloth, texts_pirates, texts_wonders
from capboard.ui.games.catan.texts import card_count, cards_text, resource_count, resource_name
from capboard.ui.games.catan.texts_island import (
    corner_name,
    edge_name,
    harbour_name,
    island,
    tile_name,
)


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
            name=player_name(names, action.seat), n=texts_cloth.seat_cloth(view, action.seat)
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
