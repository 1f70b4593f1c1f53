"""A Capboard Catan position rebuilt as a catanatron 3.2.1 ``Game``, for benchmarks only.

A catanatron player decides on a catanatron ``Game``: :func:`catanatron_game` builds one from
Capboard's position at each of its decisions, from scratch, so nothing drifts between the two
engines over a game. Everything is copied as it stands: the board (buildings, roads, robber),
every hand of resources and of development cards (hidden ones included: catanatron's players
read the whole game, that is their nature), the cards played, the bank and the rest of the
development deck in Capboard's order, the longest road and largest army, and whose decision it
is at which step of the turn. The actions offered to the player are catanatron's own for that
position, kept when Capboard allows them too (:func:`playable_actions`).
"""

from __future__ import annotations

import importlib
from collections import defaultdict
from functools import cache
from typing import Any

from catanatron_actions import ActionBridge
from catanatron_bridge import DEV_TO_CATANATRON, RESOURCE_TO_CATANATRON

from capboard.games.catan.hands import RESOURCES
from capboard.games.catan.state import CatanState

PIECES = {"ROADS_AVAILABLE": 15, "SETTLEMENTS_AVAILABLE": 5, "CITIES_AVAILABLE": 4}
"""Each player's stock of pieces in both engines' base game."""

_PROMPTS = {
    "setup_settlement": "BUILD_INITIAL_SETTLEMENT",
    "setup_road": "BUILD_INITIAL_ROAD",
    "roll": "PLAY_TURN",
    "main": "PLAY_TURN",
    "road_building": "PLAY_TURN",
    "discard": "DISCARD",
    "robber": "MOVE_ROBBER",
    "steal": "MOVE_ROBBER",
}
"""Capboard's phases of a turn to catanatron's prompts."""


class _Seat:
    """A stand-in for the catanatron player of a seat in the rebuilt state (its players list is
    read only for a colour)."""

    def __init__(self, color: Any) -> None:
        self.color = color


@cache
def _neighbours() -> dict[int, tuple[int, ...]]:
    """Every node's neighbours in catanatron's board graph (read at every position: a look-up,
    not a networkx call)."""
    graph = importlib.import_module("catanatron.models.board").STATIC_GRAPH
    return {n: tuple(graph.neighbors(n)) for n in graph.nodes}


def _is_enemy(buildings: dict[int, Any], node: int, color: Any) -> bool:
    """catanatron's ``Board.is_enemy_node``: another colour's building stands on ``node``."""
    held = buildings.get(node)
    return held is not None and held[0] != color


def _walk(
    buildings: dict[int, Any],
    roads: dict[tuple[int, int], Any],
    neighbours: dict[int, tuple[int, ...]],
    node: int,
    color: Any,
) -> set[int]:
    """catanatron's ``Board.bfs_walk`` (the nodes joined to ``node`` by ``color``'s roads, an
    enemy building ending the road), with the graph's neighbours looked up in a table."""
    agenda = [node]
    visited: set[int] = set()
    while agenda:
        n = agenda.pop()
        visited.add(n)
        if _is_enemy(buildings, n, color):
            continue  # end of the road
        agenda.extend(v for v in neighbours[n] if v not in visited and roads.get((n, v)) == color)
    return visited


def _board(state: CatanState, bridge: ActionBridge) -> Any:
    """catanatron's board of the same pieces."""
    board_module = importlib.import_module("catanatron.models.board")
    enums = importlib.import_module("catanatron.models.enums")
    tables = bridge.board
    board = board_module.Board(tables.catan_map)
    for corner, (seat, kind) in state.buildings.items():
        node = tables.corner_to_node[corner]
        board.buildings[node] = (
            bridge.colors[seat],
            enums.CITY if kind == "city" else enums.SETTLEMENT,
        )
    for edge, seat in state.roads.items():
        a, b = tables.edge_to_key[edge]
        board.roads[(a, b)] = board.roads[(b, a)] = bridge.colors[seat]
    # A node can no longer be built on when it or a neighbour holds a building.
    neighbours = _neighbours()
    taken = set(board.buildings)
    board.board_buildable_ids = {
        n
        for n in tables.catan_map.land_nodes
        if n not in taken and not any(m in taken for m in neighbours[n])
    }
    # Connected components as catanatron keeps them: nodes reached along a colour's roads from
    # its pieces, an enemy building ending the walk (it is in the set, not walked through).
    board.connected_components = defaultdict(list)
    for seat, color in enumerate(bridge.colors):
        starts = {tables.corner_to_node[c] for c, (s, _) in state.buildings.items() if s == seat}
        for edge, owner in state.roads.items():
            if owner == seat:
                starts.update(tables.edge_to_key[edge])
        seen: set[int] = set()
        for node in sorted(starts):
            if node in seen or _is_enemy(board.buildings, node, color):
                continue
            component = _walk(board.buildings, board.roads, neighbours, node, color)
            seen |= component
            board.connected_components[color].append(component)
    board.road_lengths = defaultdict(int)
    for seat, color in enumerate(bridge.colors):
        board.road_lengths[color] = state.road_lengths[seat]
    holder = state.longest_holder
    board.road_color = None if holder is None else bridge.colors[holder]
    board.road_length = 0 if holder is None else state.road_lengths[holder]
    board.robber_coordinate = (
        tables.tile_to_cube[state.robber] if state.robber is not None else None
    )
    return board


def catanatron_game(state: CatanState, bridge: ActionBridge, vps_to_win: int = 10) -> Any:
    """A catanatron ``Game`` of Capboard's position ``state``, the decision at its actor."""
    api = importlib.import_module("catanatron")
    state_module = importlib.import_module("catanatron.state")
    enums = importlib.import_module("catanatron.models.enums")
    colors = bridge.colors
    theirs = state_module.State([], None, initialize=False)
    theirs.players = [_Seat(c) for c in colors]
    theirs.colors = colors
    theirs.color_to_index = {c: i for i, c in enumerate(colors)}
    theirs.discard_limit = 7
    theirs.board = _board(state, bridge)

    public = state.scores(public=True)
    actual = state.scores(public=False)
    turn_seat = state.turn
    in_turn_after_roll = state.phase not in ("setup_settlement", "setup_road", "roll") and not (
        state.phase in ("robber", "steal") and state.resume == "roll"
    )
    player_state: dict[str, Any] = {}
    by_color: dict[Any, Any] = {}
    for seat, color in enumerate(colors):
        key = f"P{seat}"
        own = [(c, kind) for c, (s, kind) in state.buildings.items() if s == seat]
        buildings: defaultdict[str, list[Any]] = defaultdict(list)
        for corner, kind in own:
            name = enums.CITY if kind == "city" else enums.SETTLEMENT
            buildings[name].append(bridge.board.corner_to_node[corner])
        buildings[enums.ROAD] = [
            bridge.board.edge_to_key[e] for e, s in state.roads.items() if s == seat
        ]
        by_color[color] = buildings
        player_state[f"{key}_VICTORY_POINTS"] = public[seat]
        player_state[f"{key}_ACTUAL_VICTORY_POINTS"] = actual[seat]
        player_state[f"{key}_ROADS_AVAILABLE"] = PIECES["ROADS_AVAILABLE"] - len(
            buildings[enums.ROAD]
        )
        player_state[f"{key}_SETTLEMENTS_AVAILABLE"] = PIECES["SETTLEMENTS_AVAILABLE"] - len(
            buildings[enums.SETTLEMENT]
        )
        player_state[f"{key}_CITIES_AVAILABLE"] = PIECES["CITIES_AVAILABLE"] - len(
            buildings[enums.CITY]
        )
        player_state[f"{key}_HAS_ROAD"] = state.longest_holder == seat
        player_state[f"{key}_HAS_ARMY"] = state.army_holder == seat
        player_state[f"{key}_HAS_ROLLED"] = seat == turn_seat and in_turn_after_roll
        player_state[f"{key}_HAS_PLAYED_DEVELOPMENT_CARD_IN_TURN"] = (
            seat == turn_seat and state.dev_played
        )
        player_state[f"{key}_LONGEST_ROAD_LENGTH"] = state.road_lengths[seat]
        for resource in RESOURCES:
            name = RESOURCE_TO_CATANATRON[resource]
            player_state[f"{key}_{name}_IN_HAND"] = state.hands[seat][resource]
        for card, name in DEV_TO_CATANATRON.items():
            player_state[f"{key}_{name}_IN_HAND"] = state.dev_hands[seat].count(card)
            player_state[f"{key}_PLAYED_{name}"] = state.played_dev[seat].get(card, 0)
    theirs.player_state = player_state
    theirs.buildings_by_color = by_color
    theirs.resource_freqdeck = [state.bank[r] for r in sorted(RESOURCES, key=_catanatron_order)]
    # Both engines draw from the end of the list: the deck keeps Capboard's order.
    theirs.development_listdeck = [DEV_TO_CATANATRON[c] for c in state.deck]
    theirs.actions = []
    theirs.num_turns = 0
    actor = state.actor()
    theirs.current_player_index = actor if actor is not None else turn_seat
    theirs.current_turn_index = turn_seat
    prompt = _PROMPTS[state.phase]
    theirs.current_prompt = enums.ActionPrompt[prompt]
    theirs.is_initial_build_phase = state.phase.startswith("setup")
    theirs.is_discarding = state.phase == "discard"
    theirs.is_moving_knight = state.phase in ("robber", "steal")
    theirs.is_road_building = state.phase == "road_building"
    theirs.free_roads_available = state.road_building_left if theirs.is_road_building else 0
    theirs.playable_actions = []
    game = api.Game([], initialize=False)
    game.seed = 1
    game.id = "capboard"
    game.vps_to_win = vps_to_win
    game.state = theirs
    return game


def _catanatron_order(resource: str) -> int:
    order = ("WOOD", "BRICK", "SHEEP", "WHEAT", "ORE")
    return order.index(RESOURCE_TO_CATANATRON[resource])


def playable_actions(state: CatanState, bridge: ActionBridge, game: Any) -> list[Any]:
    """catanatron's actions in ``game`` (rebuilt from ``state``) that Capboard allows too: those
    whose translation's first step is among Capboard's legal actions. (catanatron lets a card
    be played on the turn it was bought, Capboard does not, for one.)

    When none is left, Capboard's legal actions translated: catanatron 3.2.1 offers no free road
    of a Road Building card to a player who could not pay for one (it checks the cost there
    too), and a player must still be able to place them."""
    actions = importlib.import_module("catanatron.models.actions")
    # The legal actions answer ``in`` themselves: a set of them would make every open offer.
    legal = state.legal_actions()
    kept = []
    for action in actions.generate_playable_actions(game.state):
        steps = bridge.to_capboard(state, action, _NO_DRAW)
        if steps and steps[0] in legal:
            kept.append(action)
    if kept:
        return kept
    seat = state.actor()
    assert seat is not None
    translated = (bridge.to_catanatron(state, seat, a) for a in state.legal_actions())
    return list(dict.fromkeys(a for a in translated if a is not None))


class _NoDraw:
    """A stand-in random source for checking a discard's legality: the first cards."""

    @staticmethod
    def sample(cards: list[str], count: int) -> list[str]:
        return cards[:count]


_NO_DRAW: Any = _NoDraw()
