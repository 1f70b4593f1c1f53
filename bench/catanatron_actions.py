"""Actions between Capboard's Catan and catanatron 3.2.1, for benchmarks only.

Capboard is the referee: a catanatron player's chosen ``Action`` is turned into the Capboard
actions that do the same (:meth:`ActionBridge.to_capboard`), which must then be among Capboard's
legal actions; :meth:`ActionBridge.to_catanatron` goes the other way (for tests, and to seat
Capboard's players at a catanatron game later).

Where the two engines cut a move differently:

* Robber: catanatron moves it and names the victim in one action ``MOVE_ROBBER (hex, victim)``;
  Capboard takes two, :class:`MoveRobber` then :class:`Steal` (none when nobody can be robbed).
  catanatron's action becomes both; Capboard's ``Steal`` becomes ``MOVE_ROBBER`` with the hex the
  robber now stands on.
* Discarding on a 7: catanatron's only discard (``DISCARD``, no value) throws away a random
  half of the hand, each card equally likely; the bridge draws that half from the Capboard
  hand the same way, with the game's random numbers given to it.
* Year of Plenty: catanatron lets a player take one card when the bank has fewer than two;
  Capboard has no such action, so that choice translates to nothing (a translation failure).
* Trades between players: catanatron has none (the bench turns them off in Capboard).
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from typing import Any

from catanatron_bridge import (
    RESOURCE_FROM_CATANATRON,
    RESOURCE_TO_CATANATRON,
    BoardBridge,
    edge_key,
)

from capboard.engine.protocol import Action
from capboard.games.catan.actions import (
    BuildCity,
    BuyDevelopment,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    PlaceRoad,
    PlaceSettlement,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
    Steal,
)
from capboard.games.catan.hands import RESOURCES
from capboard.games.catan.state import CatanState

_SIMPLE: dict[type[Action], str] = {
    Roll: "ROLL",
    EndTurn: "END_TURN",
    BuyDevelopment: "BUY_DEVELOPMENT_CARD",
    PlayKnight: "PLAY_KNIGHT_CARD",
    PlayRoadBuilding: "PLAY_ROAD_BUILDING",
}
"""Capboard actions without a value and catanatron's action type of the same move."""

_SIMPLE_BACK: dict[str, Action] = {name: kind() for kind, name in _SIMPLE.items()}

MARITIME_OFFER = 4
"""catanatron's maritime trade value lists four given cards (padded with None), then the one
received."""


def catanatron_colors(players: int) -> tuple[Any, ...]:
    """catanatron's colours for Capboard's seats 0 to ``players - 1``, in order."""
    color = importlib.import_module("catanatron.models.player").Color
    return tuple(color)[:players]


@dataclass(frozen=True)
class ActionBridge:
    """Translates the actions of one game between the two engines."""

    board: BoardBridge
    colors: tuple[Any, ...]
    """catanatron's colour of each Capboard seat."""

    def seat_of(self, color: Any) -> int:
        """Capboard's seat of a catanatron colour."""
        return self.colors.index(color)

    def to_catanatron(self, state: CatanState, seat: int, action: Action) -> Any | None:
        """catanatron's action for Capboard's ``action`` by ``seat`` in ``state``, or None when
        catanatron has no such move (trades between players)."""
        enums = importlib.import_module("catanatron.models.enums")
        kind = enums.ActionType
        color = self.colors[seat]

        def make(name: str, value: Any = None) -> Any:
            return enums.Action(color, kind[name], value)

        board = self.board
        if type(action) in _SIMPLE:
            return make(_SIMPLE[type(action)])
        if isinstance(action, PlaceSettlement):
            return make("BUILD_SETTLEMENT", board.corner_to_node[action.corner])
        if isinstance(action, PlaceRoad):
            return make("BUILD_ROAD", board.edge_to_key[action.edge])
        if isinstance(action, BuildCity):
            return make("BUILD_CITY", board.corner_to_node[action.corner])
        if isinstance(action, MoveRobber):
            # The victim is Capboard's next choice; alone, the move names none.
            return make("MOVE_ROBBER", (board.tile_to_cube[action.tile], None, None))
        if isinstance(action, Steal):
            if state.robber is None:
                return None
            cube = board.tile_to_cube[state.robber]
            return make("MOVE_ROBBER", (cube, self.colors[action.seat], None))
        if isinstance(action, Discard):
            return make("DISCARD")
        if isinstance(action, PlayYearOfPlenty):
            return make(
                "PLAY_YEAR_OF_PLENTY",
                (RESOURCE_TO_CATANATRON[action.a], RESOURCE_TO_CATANATRON[action.b]),
            )
        if isinstance(action, PlayMonopoly):
            return make("PLAY_MONOPOLY", RESOURCE_TO_CATANATRON[action.resource])
        if isinstance(action, MaritimeTrade):
            ratio = state._index().ratios(seat)[action.give]
            given = [RESOURCE_TO_CATANATRON[action.give]] * ratio
            given += [None] * (MARITIME_OFFER - ratio)
            return make("MARITIME_TRADE", (*given, RESOURCE_TO_CATANATRON[action.get]))
        return None

    def to_capboard(self, state: CatanState, action: Any, rng: random.Random) -> tuple[Action, ...]:
        """Capboard's actions, in order, for catanatron's ``action`` in ``state``; empty when
        Capboard has no such move. ``rng`` draws the cards of a random discard."""
        name = action.action_type.name
        value = action.value
        board = self.board
        if name in _SIMPLE_BACK:
            return (_SIMPLE_BACK[name],)
        if name == "BUILD_SETTLEMENT":
            return (PlaceSettlement(board.node_to_corner[value]),)
        if name == "BUILD_ROAD":
            return (PlaceRoad(board.key_to_edge[edge_key(*value)]),)
        if name == "BUILD_CITY":
            return (BuildCity(board.node_to_corner[value]),)
        if name == "MOVE_ROBBER":
            cube, victim, _ = value
            move: tuple[Action, ...] = ()
            tile = board.cube_to_tile[cube]
            if state.phase != "steal" or state.robber != tile:
                move = (MoveRobber(tile),)
            return move if victim is None else (*move, Steal(self.seat_of(victim)))
        if name == "DISCARD":
            seat = self.seat_of(action.color)
            cards = [r for r in RESOURCES for _ in range(state.hands[seat][r])]
            thrown = rng.sample(cards, state.to_discard[seat])
            counts = tuple(thrown.count(r) for r in RESOURCES)
            return (Discard(counts),)  # type: ignore[arg-type]
        if name == "PLAY_YEAR_OF_PLENTY":
            if len(value) != 2:
                return ()  # one card only: Capboard has no such play
            a, b = sorted((RESOURCE_FROM_CATANATRON[r] for r in value), key=RESOURCES.index)
            return (PlayYearOfPlenty(a, b),)
        if name == "PLAY_MONOPOLY":
            return (PlayMonopoly(RESOURCE_FROM_CATANATRON[value]),)
        if name == "MARITIME_TRADE":
            give = RESOURCE_FROM_CATANATRON[value[0]]
            return (MaritimeTrade(give, RESOURCE_FROM_CATANATRON[value[MARITIME_OFFER]]),)
        return ()
