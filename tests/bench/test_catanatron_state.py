"""A Capboard position rebuilt as a catanatron game (bench/catanatron_state.py) offers
catanatron's player the same moves as Capboard's rules, but for the two engines' known
differences on development cards, and holds the same hands, points and bank.

catanatron is the benchmark-only extra (``pip install '.[bench]'``); continuous integration does
not install it, so these tests are skipped there.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

pytest.importorskip(
    "catanatron",
    reason="catanatron is the benchmark-only extra (pip install '.[bench]'), which continuous"
    " integration does not install",
)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from catanatron.models.actions import generate_playable_actions
from catanatron.state_functions import player_num_resource_cards
from catanatron_actions import ActionBridge, catanatron_colors
from catanatron_bridge import RESOURCE_TO_CATANATRON, board_bridge, edge_key
from catanatron_state import catanatron_game, playable_actions

from capboard.games.catan.actions import (
    AnswerTrade,
    CancelTrade,
    ConfirmTrade,
    Discard,
    OfferTrade,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
)
from capboard.games.catan.game import Catan
from capboard.games.catan.hands import RESOURCES
from capboard.games.catan.trade import offers_apart

DOMESTIC = (OfferTrade, AnswerTrade, ConfirmTrade, CancelTrade)
CARDS = {
    PlayKnight: "knight",
    PlayMonopoly: "monopoly",
    PlayRoadBuilding: "road_building",
    PlayYearOfPlenty: "year_of_plenty",
}


class _First:
    @staticmethod
    def sample(cards: list[str], count: int) -> list[str]:
        return cards[:count]


def _games(seeds: range, players: int = 4):  # type: ignore[no-untyped-def]
    for seed in seeds:
        state = Catan().new_state(players, seed)
        rng = random.Random(seed)
        bridge = ActionBridge(board_bridge(state.catan, state.board), catanatron_colors(players))
        for _ in range(1500):
            if state.is_over:
                break
            legal = [
                a for a in offers_apart(state.legal_actions())[0] if not isinstance(a, DOMESTIC)
            ]
            if state.phase != "steal":  # catanatron has no such step: its robber move steals
                yield state, bridge, legal
            state.apply(rng.choice(legal))


# One case per seed, so that the workers share the games (one game is some seconds here).
@pytest.mark.parametrize("seed", range(3))
def test_catanatron_offers_capboards_moves_but_for_development_card_timing(seed: int) -> None:
    positions = 0
    for state, bridge, legal in _games(range(seed, seed + 1)):
        positions += 1
        game = catanatron_game(state, bridge)
        theirs = generate_playable_actions(game.state)
        firsts = set()
        for action in theirs:
            steps = bridge.to_capboard(state, action, _First())
            assert steps, action
            firsts.add(steps[0])
        mine = {a for a in legal if not isinstance(a, Discard)}
        firsts = {a for a in firsts if not isinstance(a, Discard)}
        assert any(isinstance(a, Discard) for a in legal) == (game.state.is_discarding)
        for only_theirs in firsts - mine:
            # catanatron lets a card be played on the turn it was bought; Capboard does not.
            assert CARDS[type(only_theirs)] in state.bought_this_turn, only_theirs
        hand = state.hands[state.turn]
        for only_mine in mine - firsts:
            if state.phase == "road_building" or isinstance(only_mine, PlayRoadBuilding):
                # catanatron 3.2.1 asks for a road's cost for Road Building's free roads too.
                assert hand["brick"] == 0 or hand["lumber"] == 0
                continue
            # Capboard lets any card be played before the roll; catanatron only a knight.
            assert state.phase == "roll" and type(only_mine) in CARDS, only_mine
        offered = playable_actions(state, bridge, game)
        assert offered
        for action in offered:
            steps = bridge.to_capboard(state, action, _First())
            assert steps[0] in mine or isinstance(steps[0], Discard)
    assert positions > 1000 // 3  # a third of the thousand positions of the three seeds


@pytest.mark.parametrize("seed", range(3, 5))
def test_hands_points_and_bank_are_the_same(seed: int) -> None:
    for state, bridge, _ in _games(range(seed, seed + 1)):
        game = catanatron_game(state, bridge)
        actual = state.scores(public=False)
        for seat, color in enumerate(bridge.colors):
            for resource in RESOURCES:
                name = RESOURCE_TO_CATANATRON[resource]
                assert (
                    player_num_resource_cards(game.state, color, name)
                    == (state.hands[seat][resource])
                )
            key = f"P{seat}_ACTUAL_VICTORY_POINTS"
            assert game.state.player_state[key] == actual[seat]
        assert sum(game.state.resource_freqdeck) == sum(state.bank.values())
        board = game.state.board
        assert board.robber_coordinate == bridge.board.tile_to_cube[state.robber]
        # The roads' networks, walked by the bridge, are those catanatron's own walk finds.
        for color, components in board.connected_components.items():
            for component in components:
                assert any(board.bfs_walk(n, color) == component for n in component)
        assert {
            bridge.board.node_to_corner[n]: (bridge.seat_of(c), kind.lower())
            for n, (
                c,
                kind,
            ) in board.buildings.items()
        } == dict(state.buildings)
        roads = {
            bridge.board.key_to_edge[edge_key(*k)]: bridge.seat_of(c)
            for k, c in board.roads.items()
        }
        assert roads == dict(state.roads)
        assert len(game.state.development_listdeck) == len(state.deck)


COMMUTING = {
    "BUILD_SETTLEMENT",
    "BUILD_ROAD",
    "BUILD_CITY",
    "BUY_DEVELOPMENT_CARD",
    "MARITIME_TRADE",
    "PLAY_MONOPOLY",
    "PLAY_YEAR_OF_PLENTY",
    "END_TURN",
}
"""catanatron moves without chance whose result both engines compute (a card bought is the
top of the same deck)."""


def _holdings(game, colors):  # type: ignore[no-untyped-def]
    keys = [k for k in game.state.player_state if k.endswith(("_IN_HAND", "VICTORY_POINTS"))]
    return {k: game.state.player_state[k] for k in keys}, list(game.state.resource_freqdeck)


@pytest.mark.parametrize("seed", range(5, 7))
def test_a_move_played_in_either_engine_leaves_the_same_holdings(seed: int) -> None:
    played = 0
    for state, bridge, _ in _games(range(seed, seed + 1)):
        if state.phase not in ("main", "setup_settlement", "setup_road"):
            continue
        game = catanatron_game(state, bridge)
        for action in playable_actions(state, bridge, game):
            if action.action_type.name not in COMMUTING:
                continue
            theirs = game.copy()
            theirs.state.playable_actions = [action]
            theirs.execute(action)
            mine = state.clone()
            for step in bridge.to_capboard(state, action, _First()):
                mine.apply(step)
            if mine.phase not in ("main", "roll", "setup_settlement", "setup_road"):
                continue  # the move ended a game, or led to a step catanatron has not
            mirrored = catanatron_game(mine, bridge)
            assert _holdings(mirrored, bridge.colors) == _holdings(theirs, bridge.colors), action
            played += 1
    assert played > 500 // 2  # half the five hundred moves of the two seeds
