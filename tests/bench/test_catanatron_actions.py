"""The bridge to catanatron (bench/catanatron_actions.py) translates every legal Capboard action
of positions from random games into catanatron's action of the same move, and back.

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

from catanatron_actions import ActionBridge, catanatron_colors
from catanatron_bridge import board_bridge

from capboard.games.catan.actions import (
    AnswerTrade,
    CancelTrade,
    ConfirmTrade,
    Discard,
    MoveRobber,
    OfferTrade,
)
from capboard.games.catan.game import Catan
from capboard.games.catan.trade import offers_apart

DOMESTIC = (OfferTrade, AnswerTrade, ConfirmTrade, CancelTrade)
"""Capboard's trades between players, which catanatron has not."""


def _positions(seed: int, players: int, every: int = 7, limit: int = 1500):  # type: ignore[no-untyped-def]
    """Every ``every``-th position of a random game without trades between players (and every
    position where a robber, steal or discard is decided, the rarer cuts)."""
    state = Catan().new_state(players, seed)
    rng = random.Random(seed)
    for step in range(limit):
        if state.is_over:
            return
        legal = [a for a in offers_apart(state.legal_actions())[0] if not isinstance(a, DOMESTIC)]
        if step % every == 0 or state.phase in ("robber", "steal", "discard"):
            yield state
        state.apply(rng.choice(legal))


@pytest.mark.parametrize(("seed", "players"), [(1, 3), (2, 4), (3, 4), (4, 3)])
def test_every_legal_action_goes_to_catanatron_and_back(seed: int, players: int) -> None:
    seen: set[str] = set()
    bridge, island = None, None
    for state in _positions(seed, players):
        if bridge is None:  # the game's island (it never changes): its tables are made once
            island = state.board
            bridge = ActionBridge(board_bridge(state.catan, island), catanatron_colors(players))
        assert state.board is island
        seat = state.actor()
        assert seat is not None
        legal = state.legal_actions()
        rng = random.Random(0)
        for action in legal:
            theirs = bridge.to_catanatron(state, seat, action)
            if isinstance(action, DOMESTIC):
                assert theirs is None
                continue
            assert theirs is not None, action
            assert bridge.seat_of(theirs.color) == seat
            back = bridge.to_capboard(state, theirs, rng)
            seen.add(type(action).__name__)
            if isinstance(action, Discard):
                # catanatron's discard is a random half of the hand: the same count, legal.
                (discard,) = back
                assert isinstance(discard, Discard)
                assert sum(discard.cards) == sum(action.cards)
                assert state.is_legal(discard)
            else:
                assert back == (action,), (action, theirs, back)
    # The sampled games reach the rare moves too.
    assert {
        "PlaceSettlement",
        "PlaceRoad",
        "Roll",
        "EndTurn",
        "MoveRobber",
        "Steal",
        "Discard",
        "MaritimeTrade",
        "BuyDevelopment",
    } <= seen


def test_a_robber_move_with_a_victim_is_the_move_then_the_steal() -> None:
    for state in _positions(5, 4, every=10**9):
        if state.phase != "robber":
            continue
        bridge = ActionBridge(board_bridge(state.catan, state.board), catanatron_colors(4))
        seat = state.actor()
        assert seat is not None
        move = next(a for a in state.legal_actions() if isinstance(a, MoveRobber))
        theirs = bridge.to_catanatron(state, seat, move)
        victim = (seat + 1) % 4
        robbing = theirs._replace(value=(theirs.value[0], bridge.colors[victim], None))
        steps = bridge.to_capboard(state, robbing, random.Random(0))
        assert [type(s).__name__ for s in steps] == ["MoveRobber", "Steal"]
        assert steps[0] == move and steps[1].seat == victim
        return
    pytest.fail("no robber move in the game")
